//! The prompt: what the game needs now, its rule, the Advice button, the
//! last refusal, and the numbered options as buttons.
//!
//! The buttons never move under the pointer: their places are computed
//! from the options alone ([`pack`]: each button as wide as its text, rows
//! filled left to right within the prompt's width), never from hover,
//! focus or the previous frame, and each is put at its place. The prompt
//! has no scroll area (a scroll bar that comes and goes with the pointer
//! re-wrapped the rows): the panel is as tall as the options need. An
//! option wider than the prompt wraps onto more lines (never cut with
//! "…": at 150 % on a laptop a combat's options are longer than the
//! column is wide).

use super::keys;
use crate::app::{style, words};
use crate::rules::Decision;
use crate::table::{Action, Offer, Table, TableOption};
use crate::text::Lang;
use egui::{Pos2, Rect, RichText, Vec2};

/// The gap between buttons, both ways.
pub const GAP: f32 = 6.0;

/// Lines kept under the options for the tabs when the options scroll.
const BELOW: f32 = 4.0;

/// The size of the question's text.
const TITLE_SIZE: f32 = 17.0;

/// What the player did in the prompt.
pub enum PromptOut {
    Act(Action),
    AskAdvice,
}

/// The places of buttons of `sizes` in rows of width `avail`, from the top
/// left: as many as fit in a row (at least one), left to right. Pure: the
/// same sizes and width give the same places.
pub fn pack(sizes: &[Vec2], avail: f32) -> Vec<Rect> {
    let mut out = Vec::with_capacity(sizes.len());
    let (mut x, mut y, mut row_h) = (0.0f32, 0.0f32, 0.0f32);
    for s in sizes {
        let w = s.x.min(avail);
        if x > 0.0 && x + w > avail {
            x = 0.0;
            y += row_h + GAP;
            row_h = 0.0;
        }
        out.push(Rect::from_min_size(Pos2::new(x, y), Vec2::new(w, s.y)));
        x += w + GAP;
        row_h = row_h.max(s.y);
    }
    out
}

/// The height the buttons of `sizes` take in rows of width `avail`.
pub fn packed_height(sizes: &[Vec2], avail: f32) -> f32 {
    pack(sizes, avail).iter().map(|r| r.max.y).fold(0.0, f32::max)
}

/// The text of option `i`: its key cap, then its label (▶ for the guided
/// example's choice).
fn button_text(ui: &egui::Ui, i: usize, label: &str, warn: bool, guided: bool) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    let body = ui.style().text_styles.get(&egui::TextStyle::Body).cloned().unwrap_or_default();
    if let Some(cap) = keys::cap(i) {
        job.append(
            cap,
            0.0,
            egui::TextFormat {
                font_id: egui::FontId::monospace(body.size),
                color: egui::Color32::WHITE,
                background: style::MUTED,
                ..Default::default()
            },
        );
        job.append(" ", 0.0, egui::TextFormat { font_id: body.clone(), ..Default::default() });
    }
    // The button's own text colour (it follows hover) unless the option warns.
    let colour = if warn { style::DAMAGE } else { egui::Color32::PLACEHOLDER };
    let label = if guided { format!("▶ {label}") } else { label.to_string() };
    job.append(&label, 0.0, egui::TextFormat { font_id: body, color: colour, ..Default::default() });
    job
}

/// The numbered buttons of a decision: their texts and sizes, built once
/// per (table version, language).
#[derive(Default)]
pub struct Prompt {
    key: Option<(u64, Lang, u32, usize)>,
    texts: Vec<(egui::text::LayoutJob, String, bool)>,
    sizes: Vec<Vec2>,
}

impl Prompt {
    fn build(&mut self, ui: &egui::Ui, table: &Table, lang: Lang, width: f32) {
        // The advised option joins the list when the advice is ready.
        let key = (table.version(), lang, width.round() as u32, table.options().len());
        if self.key == Some(key) {
            return;
        }
        self.key = Some(key);
        let c = table.campaign();
        let pad = ui.spacing().button_padding;
        let height =
            ui.spacing().interact_size.y.max(ui.text_style_height(&egui::TextStyle::Body) + 2.0 * pad.y);
        self.texts.clear();
        self.sizes.clear();
        for (i, o) in table.options().iter().enumerate() {
            let label = words::option_text(c, o, lang);
            let guided = guided(table, o);
            let job = button_text(ui, i, &label, o.risk.is_some(), guided);
            // Measured wrapped at the prompt's width, as the button draws it.
            let mut measured = job.clone();
            measured.wrap.max_width = (width - 2.0 * pad.x).max(1.0);
            let galley = ui.fonts_mut(|f| f.layout_job(measured));
            let size = galley.size() + 2.0 * pad;
            self.sizes.push(Vec2::new(size.x.ceil(), size.y.max(height).ceil()));
            self.texts.push((job, label, guided));
        }
    }

    /// The height the prompt needs at `width`: its title row, a line for
    /// a refusal, the rows of buttons.
    pub fn height(&mut self, ui: &egui::Ui, table: &Table, lang: Lang, width: f32) -> f32 {
        self.build(ui, table, lang, width);
        let line = ui.text_style_height(&egui::TextStyle::Body);
        // The map's hint under the buttons: up to two lines.
        let hint =
            if table.decision().and_then(|d| hint(d, lang)).is_some() { 2.0 * line + GAP } else { 0.0 };
        title_height(ui) + line + 2.0 * GAP + packed_height(&self.sizes, width) + hint
    }

    /// The prompt, its buttons packed in `width` (as [`Prompt::height`] was
    /// given). `room`: keep no empty line for a refusal (the advisor's
    /// panel under it wants the room; what is under the buttons moves, the
    /// buttons never do).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        table: &Table,
        message: Option<String>,
        width: f32,
        room: bool,
        lang: Lang,
    ) -> Option<PromptOut> {
        let mut out = None;
        let Some(d) = table.decision() else {
            if let crate::rules::Pending::Over(score) = table.pending() {
                // Who won, where the question was; the verdict in full
                // (the score's parts, the yardstick, the pilots) is the centre's.
                ui.vertical_centered(|ui| crate::app::panels::verdict_title(ui, score, lang, 22.0));
            }
            return None;
        };
        let ed = table.edition();
        let top = ui.cursor().min.y;
        // The question alone in the title's two lines: the Advice button,
        // after its words, went onto a third line whenever the second was
        // full (in Spanish at 1280×720, at 150 %), and the options moved
        // down under the pointer; it is at the end of the situation line
        // over the prompt (`advice_button`).
        ui.horizontal_wrapped(|ui| {
            // The Luftwaffe's questions name him already ("Luftwaffe: …").
            if let Some(who) = table.turn()
                && who != crate::rules::state::Seat::Luftwaffe
            {
                let who = t!(lang, "seat-turn", who = super::curtain::seat_name(who, lang));
                ui.label(RichText::new(who).size(TITLE_SIZE).strong().color(style::SUN));
            }
            ui.label(RichText::new(d.prompt(ed, lang)).size(TITLE_SIZE).strong());
            crate::app::reference::rule_link(ui, d.rule(), lang, false);
        });
        // The title keeps two lines whether it wraps or not: the buttons
        // start at the same height for a short question and a long one.
        let used = ui.cursor().min.y - top;
        if used < title_height(ui) {
            ui.add_space(title_height(ui) - used);
        }
        ui.add_space(GAP);
        // More options than the window has room for (sixteen airfields to
        // land at, at 150 %): they scroll in a box of their own, its bar
        // always shown (decided from the options and the window alone,
        // never from the pointer), so the last is in reach by the mouse.
        let line = ui.text_style_height(&egui::TextStyle::Body);
        let hint_h = if hint(d, lang).is_some() { 2.0 * line + GAP } else { 0.0 };
        let fit = (ui.available_height() - hint_h - 2.0 * GAP - line - BELOW * line).max(3.0 * line);
        self.build(ui, table, lang, width);
        let scroll = packed_height(&self.sizes, width) > fit;
        let bar = ui.spacing().scroll.allocated_width() + GAP;
        let width = if scroll { (width - bar).max(1.0) } else { width };
        if scroll {
            self.build(ui, table, lang, width);
            egui::ScrollArea::vertical()
                .id_salt("prompt-options")
                .max_height(fit)
                .auto_shrink([false, true])
                .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
                .show(ui, |ui| self.buttons(ui, table, width, lang, &mut out));
        } else {
            self.buttons(ui, table, width, lang, &mut out);
        }
        // What the map adds to the options, under them (over them, it
        // pushed them down a line when it wrapped).
        if let Some(hint) = hint(d, lang) {
            ui.add_space(GAP);
            ui.add(egui::Label::new(RichText::new(hint).color(style::MUTED)).wrap());
        }
        // A line kept under the buttons for a refusal, so nothing moves
        // when one comes or goes.
        if room && message.is_none() {
            return out;
        }
        ui.add_space(GAP);
        let line = ui.text_style_height(&egui::TextStyle::Body);
        let (rect, _) = ui.allocate_exact_size(Vec2::new(width, line), egui::Sense::hover());
        if let Some(m) = message {
            ui.put(rect, egui::Label::new(RichText::new(m).color(style::DAMAGE)).truncate());
        }
        out
    }

    /// The numbered buttons, packed in `width` as [`Prompt::build`] sized
    /// them; a click is put in `out`.
    fn buttons(&self, ui: &mut egui::Ui, table: &Table, width: f32, lang: Lang, out: &mut Option<PromptOut>) {
        let places = pack(&self.sizes, width);
        let height = places.iter().map(|r| r.max.y).fold(0.0, f32::max);
        let (area, _) = ui.allocate_exact_size(Vec2::new(width, height), egui::Sense::hover());
        let advised = table.advised_option();
        for (i, (o, place)) in table.options().iter().zip(&places).enumerate() {
            let rect = place.translate(area.min.to_vec2());
            let (job, label, guided) = &self.texts[i];
            let mut b = egui::Button::new(job.clone()).min_size(rect.size()).wrap();
            if *guided {
                b = b.fill(style::GUIDE);
            }
            let mut r = ui.put(rect, b);
            if let Some(cap) = keys::cap(i) {
                crate::app::widgets::shortcut(&r, cap);
            }
            // The marks are painted around the button, never part of its
            // size (a stroke of its own would change with hover).
            if *guided || advised == Some(i) {
                let width = if advised == Some(i) { 2.5 } else { 2.0 };
                ui.painter().rect_stroke(
                    rect,
                    ui.visuals().widgets.inactive.corner_radius,
                    egui::Stroke::new(width, style::SUN),
                    egui::StrokeKind::Outside,
                );
            }
            if advised == Some(i) {
                // Scrolled into sight once when the advice comes (options
                // that scroll).
                let seen = ui.scope_id().with("advised-shown");
                if ui.data(|d| d.get_temp::<u64>(seen)) != Some(table.version()) {
                    ui.data_mut(|d| d.insert_temp(seen, table.version()));
                    r.scroll_to_me(None);
                }
                // The mark is drawn over the corner: the button keeps its size.
                advice_badge(ui, rect);
                r = r.on_hover_text(t!(lang, "advice-mark-hint"));
                let name = format!("{label} {}", t!(lang, "advice-mark"));
                r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
            } else if let Some(h) = words::option_hint(o, lang) {
                r = r.on_hover_text(h);
            }
            if r.clicked() {
                *out = Some(PromptOut::Act(o.action.clone()));
            }
        }
    }
}

/// The Advice button (key A), or its disabled form where advice is off,
/// at the right of `rect`; none where it is not offered. Drawn after the
/// prompt (Tab reaches the prompt first). Whether it was clicked, and its
/// width.
pub fn advice_button(ui: &mut egui::Ui, table: &Table, rect: egui::Rect, lang: Lang) -> Option<(bool, f32)> {
    let mut at =
        ui.new_child(egui::UiBuilder::new().max_rect(rect).layout(egui::Layout::right_to_left(egui::Align::Center)));
    let r = match table.advice_offer() {
        Offer::No => return None,
        Offer::Off => at
            .add_enabled(false, egui::Button::new(t!(lang, "advice-title")))
            .on_disabled_hover_text(t!(lang, "advice-off")),
        Offer::Yes => crate::app::widgets::keyed_button(&mut at, true, &t!(lang, "advice-title"), "A")
            .on_hover_text(t!(lang, "advice-button-hint")),
    };
    Some((r.clicked(), r.rect.width()))
}

/// The height kept for the prompt's title: two lines of the question's
/// text (a longer one pushes the buttons down, a shorter one never pulls
/// them up).
fn title_height(ui: &egui::Ui) -> f32 {
    // A row holds the question's words, or the rule's link after them: as
    // high as a button, the higher.
    let row = ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(TITLE_SIZE)));
    let body = ui.text_style_height(&egui::TextStyle::Body);
    let button = ui.spacing().interact_size.y.max(body + 2.0 * ui.spacing().button_padding.y);
    // A few points more than the rows add up to: a row of words and a
    // button is a little higher than either (measured: 2 points).
    2.0 * row.max(button) + ui.spacing().item_spacing.y + 4.0
}

/// The guided example's choice (never a "both fighters" one).
fn guided(table: &Table, o: &TableOption) -> bool {
    matches!(o.action, Action::One(_)) && o.action.choice().is_some_and(|c| table.guided(c))
}

/// What the map adds to the options, under the buttons.
fn hint(d: &Decision, lang: Lang) -> Option<String> {
    match d {
        Decision::Move { .. } => Some(t!(lang, "pick-on-map")),
        Decision::Land { .. } => Some(t!(lang, "land-on-map")),
        _ => None,
    }
}

/// "★" in the corner of the advised button, painted over it on the
/// prompt's own layer (no layer of its own: nothing of another layer is
/// ever over the prompt).
fn advice_badge(ui: &egui::Ui, rect: Rect) {
    let p = ui.painter();
    let c = rect.right_top() + Vec2::new(-4.0, 4.0);
    p.circle_filled(c, 9.0, style::SUN);
    p.text(c, egui::Align2::CENTER_CENTER, "★", egui::FontId::proportional(13.0), egui::Color32::WHITE);
}
