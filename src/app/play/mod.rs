//! The campaign screen (issue 28: the board is the hero): one bar at the top;
//! under it the board (or the altitude box, or the night) at the window's full
//! height, and beside it the side column, its width the player's to drag
//! (remembered). The side column holds, in a fixed place at its top, the
//! situation line and the prompt (the question and its options, or the dice
//! panel); under it the picker and the advisor's panel when open, then the
//! tabs: what happened (the summaries, newest first), the pilots and the raid,
//! the log, the calendar. Nothing floats over the prompt: the only panel over
//! the board is the key legend (H), over the board's own corner. The views
//! only read the table and return what the player chose; this screen hands it
//! to the table, at most one action a frame, while the table is as it began.
//! Every choice has a key (see [`keys`] and the legend, H); Escape closes the
//! newest panel (the app decides between the rules window and these).

mod curtain;
mod dice;
mod happened;
pub mod settle;
mod side;
use side::{default_side, side_range};
pub mod keys;
pub mod picker;
pub mod prompt;
mod top_bar;

use super::advice::AdvicePanel;
use super::log::LogView;
use super::map::MapView;
use super::records::{RecordsView, View as RecordsPage};
use super::{Nav, widgets};
use crate::edition::Edition;
use crate::rules::hex::Hex;
use crate::rules::state::{Players, Seat};
use crate::rules::{Choice, Decision, Pending, Setup};
use crate::save::SaveError;
use crate::table::{Action, Label, Refusal, Store, Table, TableError};
use crate::text::{Lang, Localize};
use egui::{Key, Modifiers};
use picker::Picker;
use prompt::Prompt;
use std::path::Path;
use std::sync::Arc;

/// The prompt is never shorter than this (what is under it moves less).
const PROMPT_MIN: f32 = 96.0;

/// The side column's tabs, under the prompt.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SideTab {
    /// The summaries, newest first.
    Happened,
    /// The score, the raid, the Luftwaffe's plan, the pilots.
    Situation,
    Log,
    Calendar,
}

/// A numbered option as the prompt shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownOption {
    pub label: String,
    /// The button's text: its key, then its label.
    pub button: String,
    pub action: Action,
    /// Drawn in the warning colour.
    pub warn: bool,
}

/// The panels Escape can close.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Panel {
    Picker,
    Advice,
    Legend,
    /// The new summaries ("what happened").
    Cards,
}

pub struct PlayScreen {
    /// The campaign at the table.
    pub table: Table,
    pub map: MapView,
    log: LogView,
    /// The log books, scores, journal and review pages.
    pub records: RecordsView,
    prompt: Prompt,
    /// Own dice (issue 32): the panel in the prompt's place while a die is asked;
    /// undo (Ctrl+Z) with nothing to undo takes back a die, as a misclick.
    dice: dice::DicePanel,
    /// The move or patrol being set up on the map.
    pub picker: Picker,
    /// 15.2: who has the screen now; a curtain goes up whenever the other
    /// player must decide (pass the computer).
    pub viewer: Option<Seat>,
    /// Show the map even while a combat is fought (or at night).
    map_in_combat: bool,
    /// A forced landing (9.1) shows the map (its airfields ringed), then the box.
    landing_shown: bool,
    advice: AdvicePanel,
    yardstick: super::yardstick::YardstickView,
    /// When each panel was opened (Escape closes the newest); the cards'
    /// stamp moves when a card comes.
    opened: Vec<(Panel, u64)>,
    cards_seen: usize,
    /// Where the prompt was drawn last (the tests find its buttons there).
    prompt_area: Option<egui::Rect>,
    /// Where the board was drawn last (the printed board on the screen, or
    /// the altitude box in a combat): the tests measure it.
    board_area: Option<egui::Rect>,
    /// Where the verdict was drawn last, at the end.
    verdict_area: Option<egui::Rect>,
    /// Where the advisor's panel was drawn last (its scroll area).
    advice_area: Option<egui::Rect>,
    /// A click under a still pointer just after the screen changed waits.
    settle: settle::Settle,
    /// The side column's tab, and the one the player had before new
    /// summaries opened "what happened" (back at the next choice).
    pub tab: SideTab,
    tab_before: Option<SideTab>,
    /// The bar's height in the last frame.
    bar_height: f32,
    /// A problem to show that is not a refused choice.
    problem: Option<String>,
    /// The panel Escape closes in this frame (the newest): its close
    /// button shows "Esc".
    esc: Option<Panel>,
    leave: bool,
    /// The campaign to open next (the guide's new short campaign).
    next: Option<Box<PlayScreen>>,
}

impl PlayScreen {
    pub fn new(table: Table) -> PlayScreen {
        PlayScreen {
            cards_seen: table.cards().len(),
            table,
            map: MapView::default(),
            log: LogView::default(),
            records: RecordsView::default(),
            prompt: Prompt::default(),
            dice: Default::default(),
            picker: Picker::default(),
            viewer: None,
            map_in_combat: false,
            landing_shown: false,
            advice: AdvicePanel::default(),
            yardstick: Default::default(),
            opened: Vec::new(),
            esc: None,
            prompt_area: None,
            board_area: None,
            verdict_area: None,
            advice_area: None,
            settle: Default::default(),
            tab: SideTab::Situation,
            tab_before: None,
            bar_height: 34.0,
            problem: None,
            leave: false,
            next: None,
        }
    }

    /// Opens on one of the pages (log books, scores, journal, review).
    pub fn with_view(mut self, view: RecordsPage) -> PlayScreen {
        self.records.view = view;
        self
    }

    /// A new campaign, saved at once.
    pub fn create(dir: &Path, name: &str, ed: Arc<Edition>, setup: Setup) -> Result<PlayScreen, TableError> {
        Table::create(Store::new(dir), name, ed, setup).map(PlayScreen::new)
    }

    /// A saved campaign, found by its name, replayed and checked.
    pub fn load(dir: &Path, name: &str, ed: Arc<Edition>) -> Result<PlayScreen, SaveError> {
        Table::open(Store::new(dir), name, ed).map(PlayScreen::new)
    }

    /// The saved campaign in `file` (a row of the saved campaigns).
    pub fn load_file(dir: &Path, file: &Path, ed: Arc<Edition>) -> Result<PlayScreen, SaveError> {
        Table::open_file(Store::new(dir), file, ed).map(PlayScreen::new)
    }

    /// Where the prompt was drawn in the last frame.
    pub fn prompt_area(&self) -> Option<egui::Rect> {
        self.prompt_area
    }

    /// Where the board was drawn in the last frame: the printed board's
    /// part on the screen, or the altitude box during a combat (none on the
    /// records pages, at night and at the end).
    pub fn board_area(&self) -> Option<egui::Rect> {
        self.board_area
    }

    /// Where the verdict was drawn in the last frame (at the end).
    pub fn verdict_area(&self) -> Option<egui::Rect> {
        self.verdict_area
    }

    /// Where the advisor's panel was drawn in the last frame (the room it
    /// scrolls in), while it is on show.
    pub fn advice_area(&self) -> Option<egui::Rect> {
        self.advice_area
    }

    /// The state shown, for tests.
    pub fn state(&self) -> &crate::rules::State {
        self.table.campaign().state()
    }

    /// What went wrong with the last action, in words.
    pub fn message(&self, lang: Lang) -> Option<String> {
        if let Some(p) = &self.problem {
            return Some(p.clone());
        }
        match self.table.refusal()? {
            Refusal::Illegal(e) => Some(e.localize(lang)),
            Refusal::NotTheExample(c) => Some(super::guide::differs(self.table.campaign(), c, lang)),
        }
    }

    /// The numbered options computed afresh from the session, with their
    /// buttons' text (the tests compare the buttons with these), and the
    /// advised one the table added (issue 23).
    pub fn options_now(&self, lang: Lang) -> Vec<ShownOption> {
        let fresh = Table::resume(self.table.store().clone(), self.table.session().clone());
        let added = self
            .table
            .options()
            .iter()
            .skip(fresh.options().len())
            .filter(|o| matches!(o.label, Label::Advised(_)));
        fresh
            .options()
            .iter()
            .chain(added)
            .enumerate()
            .map(|(i, o)| {
                let label = super::words::option_text(fresh.campaign(), o, lang);
                let guided =
                    matches!(o.action, Action::One(_)) && o.action.choice().is_some_and(|c| fresh.guided(c));
                let mark = if guided { "▶ " } else { "" };
                let button = format!("{} {mark}{label}", keys::cap(i).unwrap_or_default());
                ShownOption { label, button, action: o.action.clone(), warn: o.risk.is_some() }
            })
            .collect()
    }

    /// 15.2: must the German's secrets stay hidden now? (The RAF player, or
    /// nobody yet, has the screen and the campaign is not over.)
    pub fn hiding(&self) -> bool {
        self.table.session().setup().players == Players::Luftwaffe
            && !matches!(self.table.pending(), Pending::Over(_))
            && self.viewer != Some(Seat::Luftwaffe)
    }

    /// Plays an action (the patrol form opens the picker instead).
    pub fn perform(&mut self, action: Action) {
        self.problem = None;
        if action == Action::PatrolForm {
            self.picker.open_default(&self.table);
            self.mark_opened(Panel::Picker);
            return;
        }
        // What happened before the choice joins the earlier summaries
        // (still in the list and the log); the choice's own are the new.
        self.fold_cards();
        let _ = self.table.perform(&action);
    }

    /// The new summaries become earlier ones, and the tab the player had
    /// before they came is back.
    fn fold_cards(&mut self) {
        self.table.dismiss_cards();
        self.cards_seen = 0;
        if let Some(t) = self.tab_before.take() {
            self.tab = t;
        }
    }

    /// A click on the map (as [`PlayScreen::map_click`]), played at once.
    pub fn map_clicked(&mut self, h: Hex) {
        if let Some(a) = self.map_click(h) {
            self.perform(a);
        }
    }

    /// A click on the map: the picker opens on a hex the fighter can reach
    /// or a site it may patrol over; a landing place is the action to play.
    fn map_click(&mut self, h: Hex) -> Option<Action> {
        match self.table.decision() {
            Some(Decision::Move { .. }) if self.table.moves().iter().any(|m| m.hex == h) => {
                self.picker.open_move(&self.table, h);
                self.mark_opened(Panel::Picker);
            }
            Some(Decision::Position(o)) => {
                if let Some(s) = self.table.edition().site_at(h)
                    && o.patrol_sites.contains(&(s as u8))
                {
                    self.picker.open_patrol(&self.table, s as u8);
                    self.mark_opened(Panel::Picker);
                }
            }
            Some(Decision::Land { options, .. }) if options.iter().any(|o| o.hex == h) => {
                return Some(Action::One(Choice::Land { hex: h }));
            }
            _ => {}
        }
        None
    }

    fn mark_opened(&mut self, p: Panel) {
        self.opened.retain(|x| x.0 != p);
        self.opened.push((p, widgets::stamp()));
    }

    /// The newest panel on show, with when it opened.
    fn newest(&mut self) -> Option<(Panel, u64)> {
        self.notice_cards();
        let n = self.table.cards().len();
        let picker = self.picker.is_open(&self.table);
        let advice = self.advice.showing(&mut self.table);
        self.opened.retain(|(p, _)| match p {
            Panel::Picker => picker,
            Panel::Advice => advice,
            Panel::Legend => true,
            Panel::Cards => n > 0,
        });
        self.opened.iter().copied().max_by_key(|x| x.1)
    }

    /// New summaries: "what happened" opens on them (a quiet phase alone
    /// does not take the column), and Escape can fold them.
    fn notice_cards(&mut self) {
        let cards = self.table.cards();
        let n = cards.len();
        if n > self.cards_seen {
            if happened::worth_showing(&cards[self.cards_seen..]) && self.tab != SideTab::Happened {
                self.tab_before = Some(self.tab);
                self.tab = SideTab::Happened;
            }
            self.mark_opened(Panel::Cards);
        }
        self.cards_seen = n;
    }

    /// When the newest panel on show was opened (0 when none is).
    pub fn newest_panel(&mut self) -> u64 {
        self.newest().map(|x| x.1).unwrap_or(0)
    }

    /// Escape: closes the newest panel.
    pub fn close_newest(&mut self) {
        let Some((p, _)) = self.newest() else { return };
        match p {
            Panel::Picker => self.picker.close(),
            Panel::Advice => self.advice.close(self.table.version()),
            Panel::Legend => {}
            Panel::Cards => self.fold_cards(),
        }
        self.opened.retain(|x| x.0 != p);
    }

    fn legend_open(&self) -> bool {
        self.opened.iter().any(|x| x.0 == Panel::Legend)
    }

    fn toggle_legend(&mut self) {
        if self.legend_open() {
            self.opened.retain(|x| x.0 != Panel::Legend);
        } else {
            self.mark_opened(Panel::Legend);
        }
    }

    fn ask_advice(&mut self, ctx: &egui::Context) {
        let ctx = ctx.clone();
        self.table.ask_advice(Box::new(move || ctx.request_repaint()));
        self.advice.open();
        self.mark_opened(Panel::Advice);
    }

    /// The keys of the frame: the numbered options, the picker's keys,
    /// Advice (A), the legend (H), Undo (Ctrl+Z). Escape is the app's.
    fn keyboard(&mut self, ui: &egui::Ui) -> Option<Action> {
        if ui.ctx().text_edit_focused() {
            return None;
        }
        // Own dice: the panel's keys first; while it asks, the options wait.
        let dice = self.dice.keys(ui.ctx(), &mut self.table);
        let picker_open = self.picker.is_open(&self.table);
        let (option, advise, legend, pick, undo) = ui.input(|i| {
            let plain = !i.modifiers.any();
            (
                keys::pressed_option(i),
                plain && i.key_pressed(keys::ADVICE),
                plain && i.key_pressed(keys::LEGEND),
                plain && i.key_pressed(keys::PICKER),
                i.modifiers.command && i.key_pressed(Key::Z),
            )
        });
        // The picker takes the arrows, the pages and Enter from the widgets.
        let nav = if picker_open {
            ui.ctx().input_mut(|i| {
                let mut take = |k: Key| i.consume_key(Modifiers::NONE, k);
                [
                    (Key::ArrowUp, picker::Nav::Up),
                    (Key::ArrowDown, picker::Nav::Down),
                    (Key::ArrowLeft, picker::Nav::Left),
                    (Key::ArrowRight, picker::Nav::Right),
                    (Key::PageUp, picker::Nav::PrevTarget),
                    (Key::PageDown, picker::Nav::NextTarget),
                ]
                .into_iter()
                .filter(|(k, _)| take(*k))
                .map(|x| x.1)
                .collect::<Vec<_>>()
            })
        } else {
            Vec::new()
        };
        let enter = picker_open && ui.ctx().input_mut(|i| i.consume_key(Modifiers::NONE, Key::Enter));
        if undo {
            if !self.table.undo() && self.table.can_take_back_die() {
                self.dice.take_back(&mut self.table);
            }
            return None;
        }
        if legend {
            self.toggle_legend();
        }
        if dice {
            return None;
        }
        if advise {
            self.ask_advice(ui.ctx());
        }
        if pick && !picker_open {
            self.picker.open_default(&self.table);
            self.mark_opened(Panel::Picker);
        }
        for k in nav {
            self.picker.navigate(&self.table, k);
        }
        if enter {
            return self.picker.choice(&self.table).map(Action::One);
        }
        option.and_then(|i| self.table.options().get(i)).map(|o| o.action.clone())
    }

    /// The screen, one frame. If the frame changed what it was drawn from
    /// (a choice, Undo, the language, the page), it is drawn again before
    /// it is shown: a frame never shows what the player just changed.
    /// `side`: the side column's width (the player's, remembered; none:
    /// the default for the window).
    pub fn ui(&mut self, ui: &mut egui::Ui, lang_ref: &mut Lang, side: &mut Option<f32>) -> Nav {
        let drawn_for = (self.records.view, *lang_ref, self.table.version(), self.viewer);
        let nav = self.frame(ui, lang_ref, side);
        if (self.records.view, *lang_ref, self.table.version(), self.viewer) != drawn_for {
            ui.ctx().request_discard("the screen changed under its frame");
        }
        nav
    }

    fn frame(&mut self, ui: &mut egui::Ui, lang_ref: &mut Lang, side_width: &mut Option<f32>) -> Nav {
        let version = self.table.version();
        self.esc = self.newest().map(|x| x.0);
        self.board_area = None;
        self.verdict_area = None;
        self.advice_area = None;
        let hiding = self.hiding();
        if let Some(who) = self.table.turn()
            && self.viewer != Some(who)
        {
            let top = egui::Panel::top("play-top")
                .show(ui, |ui| top_bar::ui(ui, &self.table, lang_ref, &mut self.records, true))
                .inner;
            if curtain::ui(ui, who, *lang_ref) {
                self.viewer = Some(who);
            }
            return if top.leave { Nav::Start(None) } else { Nav::Stay };
        }
        self.log.hide_secret = hiding;
        if hiding {
            self.records.view = RecordsPage::Play;
        }
        let playing = self.records.view == RecordsPage::Play;
        if !playing {
            let top = egui::Panel::top("play-top")
                .show(ui, |ui| top_bar::ui(ui, &self.table, lang_ref, &mut self.records, hiding))
                .inner;
            let lang = *lang_ref;
            if top.leave || self.leave {
                return Nav::Start(None);
            }
            if top.undo {
                self.table.undo();
            }
            let branch = self.records.ui(
                ui,
                self.table.session(),
                self.table.version(),
                self.table.store().dir(),
                lang,
            );
            if self.records.take_review_mark() {
                // Reviewing a campaign not over marks it, as asking does.
                let marked = self.table.record_review().map(|_| ()).map_err(|e| e.localize(lang));
                self.records.review_marked(marked);
                ui.ctx().request_repaint();
            }
            if let Some(b) = branch {
                return match Table::adopt(self.table.store().clone(), b) {
                    Ok(t) => Nav::Play(Box::new(PlayScreen::new(t))),
                    Err(e) => {
                        self.problem = Some(e.localize(lang));
                        Nav::Stay
                    }
                };
            }
            return Nav::Stay;
        }
        self.notice_cards();
        self.settle.frame(ui.ctx(), version, self.table.options().len());
        let act = self.keyboard(ui);
        let mut clicked = None;
        let lang = *lang_ref;
        let mut ask = false;
        // The window: the bar over the whole width; under it the side
        // column at the right, drawn first (Tab walks the prompt's buttons
        // before anything else), then the bar, then the board.
        let full = ui.available_rect_before_wrap();
        let bar = egui::Rect::from_min_size(full.min, egui::vec2(full.width(), self.bar_height));
        let body = egui::Rect::from_min_max(egui::pos2(full.min.x, bar.max.y), full.max);
        let range = side_range(body.width());
        let w = side_width
            .unwrap_or_else(|| default_side(body.width(), body.height()))
            .clamp(range.min, range.max);
        let side_rect = egui::Rect::from_min_max(egui::pos2(body.right() - w, body.top()), body.max);
        let centre_rect = egui::Rect::from_min_max(body.min, egui::pos2(body.right() - w, body.bottom()));
        let mut side_ui = ui.new_child(
            egui::UiBuilder::new()
                .id_salt("side")
                .max_rect(side_rect)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        side_ui.set_clip_rect(side_rect);
        egui::Frame::side_top_panel(ui.style()).show(&mut side_ui, |ui| {
            ui.set_min_size(ui.available_size());
            clicked = self.side_column(ui, lang, &mut ask);
        });
        // The edge between the board and the side column: drag it to share
        // the room (remembered); a double click gives the default back.
        let edge =
            egui::Rect::from_x_y_ranges(side_rect.left() - 4.0..=side_rect.left() + 3.0, body.y_range());
        ui.painter().vline(side_rect.left(), body.y_range(), ui.visuals().widgets.noninteractive.bg_stroke);
        let r = ui.interact(edge, egui::Id::unique("side-edge"), egui::Sense::click_and_drag());
        if r.hovered() || r.dragged() {
            ui.ctx().set_cursor_icon(egui::CursorIcon::ResizeHorizontal);
            ui.painter().vline(side_rect.left(), body.y_range(), ui.visuals().widgets.hovered.fg_stroke);
        }
        if r.dragged() {
            *side_width = Some((w - r.drag_delta().x).clamp(range.min, range.max));
        } else if r.double_clicked() {
            *side_width = None;
        }
        let mut bar_ui = ui
            .new_child(egui::UiBuilder::new().max_rect(bar).layout(egui::Layout::top_down(egui::Align::Min)));
        let top = egui::Frame::side_top_panel(ui.style()).inner_margin(egui::Margin::symmetric(6, 2)).show(
            &mut bar_ui,
            |ui| {
                ui.set_width(ui.available_width());
                top_bar::ui(ui, &self.table, lang_ref, &mut self.records, hiding)
            },
        );
        let h = top.response.rect.height();
        if (h - self.bar_height).abs() > 0.5 {
            self.bar_height = h;
            ui.ctx().request_discard("the bar's height changed");
        }
        let top = top.inner;
        ui.painter().hline(full.x_range(), bar.max.y, ui.visuals().widgets.noninteractive.bg_stroke);
        if top.leave || self.leave {
            return Nav::Start(None);
        }
        if top.legend {
            self.toggle_legend();
        }
        let mut centre_ui = ui.new_child(
            egui::UiBuilder::new()
                .id_salt("centre")
                .max_rect(centre_rect)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        centre_ui.set_clip_rect(centre_rect);
        let frame = egui::Frame::central_panel(ui.style()).inner_margin(egui::Margin::ZERO);
        frame.show(&mut centre_ui, |ui| {
            ui.set_min_size(ui.available_size());
            let rect = ui.max_rect();
            clicked = clicked.take().or(self.centre(ui, lang));
            let esc = self.esc == Some(Panel::Legend);
            if self.legend_open() && top_bar::legend(ui, rect, esc, lang) {
                self.toggle_legend();
            }
        });
        ui.advance_cursor_after_rect(full);
        if ask {
            self.ask_advice(ui.ctx());
        }
        if top.undo {
            self.table.undo();
        }
        // A click that came under a still pointer as the screen changed
        // plays nothing (settle.rs); the keys play at once.
        if clicked.is_some() && self.settle.stale(ui.ctx()) {
            clicked = None;
        }
        // One action a frame, and only on the table the frame showed.
        if let Some(a) = act.or(clicked)
            && self.table.version() == version
        {
            self.perform(a);
        }
        if self.leave {
            return Nav::Start(None);
        }
        if let Some(next) = self.next.take() {
            return Nav::Play(next);
        }
        Nav::Stay
    }
}
