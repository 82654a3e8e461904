//! The rules reference window: the sections on the left, the page on the
//! right, a search box, back and forward. It opens with F1, with the "Rules"
//! buttons of the top bars, and on a click on any rule number (the log's
//! `[8.42]`, the prompt's), which asks for it through [`request`] so the
//! screens need no handle on the window. The text is `crate::reference`'s.

use super::style;
use crate::reference::{self, Block, Page};
use crate::text::Lang;
use egui::{Id, Key, RichText};

/// A request to open the window, left in the context's memory for the app.
#[derive(Clone, Debug, Default, PartialEq)]
struct Request(Option<String>);

fn request_id() -> Id {
    Id::unique("rules-reference-request")
}

/// Asks the app to open the rules at `page` (or where they were left).
pub fn request(ctx: &egui::Context, page: Option<&str>) {
    ctx.data_mut(|d| d.insert_temp(request_id(), Request(page.map(str::to_string))));
}

fn take_request(ctx: &egui::Context) -> Option<Request> {
    ctx.data_mut(|d| d.remove_temp::<Request>(request_id()))
}

/// A rule number, "[8.42]": hovering shows the page's first sentence,
/// clicking opens the page. `small` is the log's monospace look.
pub fn rule_link(ui: &mut egui::Ui, rule: &str, lang: Lang, small: bool) -> egui::Response {
    let mut text = RichText::new(format!("[{rule}]")).color(style::MUTED);
    if small {
        text = text.monospace().small();
    }
    let hover = format!("{}\n{}", reference::rule_text(rule, lang), t!(lang, "rules-click-hint"));
    // A clickable label, not a button: exactly as tall as the text, so the
    // log's rows keep the height they are laid out with (a button there
    // kept the log's scroll area from settling). Screen readers see a link.
    let name = format!("[{rule}]");
    // The log's links (small) take no keyboard focus: Tab walks the
    // controls, not the hundreds of rule numbers of the log.
    let sense = if small { egui::Sense::CLICK } else { egui::Sense::click() };
    let r = ui
        .add(egui::Label::new(text).sense(sense))
        .on_hover_cursor(egui::CursorIcon::PointingHand)
        .on_hover_text(hover);
    r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Link, true, &name));
    if r.clicked() {
        request(ui.ctx(), Some(rule));
    }
    r
}

/// The "Rules" button of a top bar.
pub fn button(ui: &mut egui::Ui, lang: Lang) {
    button_sized(ui, lang, false)
}

/// The Rules button; `compact` (a narrow bar): a section sign and its key, the
/// word on hover.
pub fn button_sized(ui: &mut egui::Ui, lang: Lang, compact: bool) {
    let name = t!(lang, "rules-button");
    let shown = if compact { "§" } else { name.as_str() };
    if super::widgets::keyed_button_as(ui, true, shown, &name, "F1")
        .on_hover_text(super::widgets::hint(compact, &name, t!(lang, "rules-button-hint")))
        .clicked()
    {
        request(ui.ctx(), None);
    }
}

pub struct RulesWindow {
    pub open: bool,
    /// The page shown (its id).
    pub page: String,
    back: Vec<String>,
    forward: Vec<String>,
    pub query: String,
    /// Scroll the list to the page shown (after a jump, or when the search
    /// is cleared).
    reveal: bool,
    searched: bool,
    /// When it was last opened (Escape closes the newest panel).
    pub opened: u64,
    /// Just opened: the search box takes the keyboard, so what the player
    /// types after F1 searches (and never reaches the game's keys: A asked
    /// the advisor, a digit played an option).
    focus_search: bool,
}

impl Default for RulesWindow {
    fn default() -> Self {
        RulesWindow {
            open: false,
            page: "2".into(),
            back: Vec::new(),
            forward: Vec::new(),
            query: String::new(),
            reveal: false,
            searched: false,
            opened: 0,
            focus_search: false,
        }
    }
}

impl RulesWindow {
    /// Shows `id` (or its section's page), remembering the page left.
    pub fn go(&mut self, id: &str, lang: Lang) {
        let Some(p) = reference::page_or_parent(id, lang) else { return };
        if p.id != self.page {
            let left = std::mem::replace(&mut self.page, p.id.to_string());
            self.back.push(left);
            self.forward.clear();
            self.reveal = true;
        }
        self.show();
    }

    /// Opens the window (newest of the panels).
    fn show(&mut self) {
        if !self.open {
            self.opened = super::widgets::stamp();
            self.focus_search = true;
        }
        self.open = true;
    }

    fn step(&mut self, back: bool) {
        let (from, to) =
            if back { (&mut self.back, &mut self.forward) } else { (&mut self.forward, &mut self.back) };
        if let Some(id) = from.pop() {
            to.push(std::mem::replace(&mut self.page, id));
            self.reveal = true;
        }
    }

    /// F1 and the requests of the frame, then the window if it is open.
    pub fn ui(&mut self, ctx: &egui::Context, lang: Lang) {
        if ctx.input(|i| i.key_pressed(Key::F1)) {
            if self.open {
                self.open = false;
            } else {
                self.show();
            }
        }
        match take_request(ctx) {
            Some(Request(Some(id))) => self.go(&id, lang),
            Some(Request(None)) => self.show(),
            None => {}
        }
        if !self.open {
            return;
        }
        let mut open = true;
        let mut goto: Option<&'static str> = None;
        egui::Window::new(t!(lang, "rules-title"))
            .id(Id::unique("rules-reference"))
            .default_size([960.0, 680.0])
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.content_rect().center())
            .min_size([640.0, 360.0])
            .collapsible(false)
            .resizable(true)
            .open(&mut open)
            .show(ctx, |ui| {
                egui::Panel::top("rules-toolbar").show(ui, |ui| self.toolbar(ui, lang));
                egui::Panel::left("rules-list")
                    .resizable(false)
                    .exact_size(280.0)
                    .show(ui, |ui| self.list(ui, lang, &mut goto));
                egui::CentralPanel::default().show(ui, |ui| self.page_ui(ui, lang, &mut goto));
            });
        if let Some(id) = goto {
            self.go(id, lang);
        }
        self.open &= open;
    }

    fn toolbar(&mut self, ui: &mut egui::Ui, lang: Lang) {
        ui.horizontal(|ui| {
            if ui.add_enabled(!self.back.is_empty(), egui::Button::new(t!(lang, "rules-back"))).clicked() {
                self.step(true);
            }
            if ui
                .add_enabled(!self.forward.is_empty(), egui::Button::new(t!(lang, "rules-forward")))
                .clicked()
            {
                self.step(false);
            }
            ui.separator();
            let label = ui.label(t!(lang, "rules-search"));
            let search = ui
                .add(
                    egui::TextEdit::singleline(&mut self.query)
                        .hint_text(t!(lang, "rules-search-hint"))
                        .desired_width(260.0),
                )
                .labelled_by(label.id);
            if std::mem::take(&mut self.focus_search) {
                search.request_focus();
            }
        });
    }

    /// The sections, or the pages the search finds.
    fn list(&mut self, ui: &mut egui::Ui, lang: Lang, goto: &mut Option<&'static str>) {
        let searching = !self.query.trim().is_empty();
        self.reveal |= self.searched && !searching;
        self.searched = searching;
        let shown: Vec<&'static Page> = if searching {
            reference::search(&self.query, lang)
        } else {
            reference::pages(lang).iter().collect()
        };
        if searching {
            let note = if shown.is_empty() {
                t!(lang, "rules-no-match", words = self.query.trim())
            } else {
                t!(lang, "rules-matches", n = shown.len())
            };
            ui.label(RichText::new(note).color(style::MUTED));
        }
        egui::ScrollArea::vertical().id_salt("rules-list").auto_shrink([false, false]).show(ui, |ui| {
            for p in shown {
                ui.horizontal(|ui| {
                    if !searching {
                        ui.add_space(14.0 * reference::depth(p.id) as f32);
                    }
                    let text = RichText::new(p.heading());
                    let text = if reference::depth(p.id) == 0 { text.strong() } else { text };
                    let r = ui.add(egui::Button::selectable(self.page == p.id, text).wrap());
                    if r.clicked() {
                        *goto = Some(p.id);
                    }
                    if self.reveal && self.page == p.id {
                        r.scroll_to_me(Some(egui::Align::Center));
                    }
                });
            }
            ui.add_space(8.0);
            ui.label(RichText::new(t!(lang, "rules-notice")).small().color(style::MUTED));
        });
        self.reveal = false;
    }

    fn page_ui(&self, ui: &mut egui::Ui, lang: Lang, goto: &mut Option<&'static str>) {
        let Some(p) = reference::page(&self.page, lang) else { return };
        egui::ScrollArea::vertical().id_salt("rules-page").auto_shrink([false, false]).show(ui, |ui| {
            if let Some(up) = reference::parent(p.id).and_then(|id| reference::page(&id, lang)) {
                ui.horizontal(|ui| {
                    ui.label(RichText::new(t!(lang, "rules-part-of")).color(style::MUTED));
                    if ui.link(up.heading()).clicked() {
                        *goto = Some(up.id);
                    }
                });
            }
            ui.label(RichText::new(p.heading()).size(22.0).strong().color(style::RAF));
            ui.add_space(6.0);
            for b in &p.blocks {
                // Inline code (`--base`) is shown as plain words.
                let text = b.text().replace('`', "");
                match b {
                    Block::Para(_) => {
                        ui.add_space(4.0);
                        ui.label(RichText::new(text).size(15.0));
                    }
                    Block::Item(_) => {
                        ui.horizontal_top(|ui| {
                            ui.add_space(10.0);
                            ui.label(RichText::new("•").size(15.0));
                            ui.add(egui::Label::new(RichText::new(text).size(15.0)).wrap());
                        });
                    }
                }
            }
            let under: Vec<&'static Page> = reference::children(p.id, lang).collect();
            if !under.is_empty() {
                ui.add_space(10.0);
                ui.label(RichText::new(t!(lang, "rules-sections")).strong());
                for c in under {
                    if ui.link(c.heading()).clicked() {
                        *goto = Some(c.id);
                    }
                }
            }
            let links = p.links(lang);
            if !links.is_empty() {
                ui.add_space(10.0);
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(t!(lang, "rules-see-also")).strong());
                    for id in links {
                        let Some(l) = reference::page(id, lang) else { continue };
                        if ui.link(l.heading()).on_hover_text(l.first_sentence()).clicked() {
                            *goto = Some(l.id);
                        }
                    }
                });
            }
        });
    }
}
