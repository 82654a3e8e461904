//! The campaign screen: small views over the [`Table`] — the top bar, the
//! prompt, the picker, the summary cards, the advisor's panel, the curtain
//! of 15.2, the key legend — around the map (or the altitude box, or the
//! night) with the pilots and the calendar on the left and the score, the
//! raid and the log on the right. The views only read the table and return
//! what the player chose; this screen hands it to the table, at most one
//! action a frame and only while the table is as the frame began.
//!
//! Every choice has a key (see [`keys`] and the legend, H); Escape closes
//! the newest panel (the app decides between the rules window and these).

mod cards;
mod curtain;
pub mod keys;
pub mod picker;
pub mod prompt;
mod top_bar;

use super::advice::{AdviceOut, AdvicePanel};
use super::guide::GuideOut;
use super::log::LogView;
use super::map::{MapCtx, MapView};
use super::records::{RecordsView, View as RecordsPage};
use super::{Nav, altbox, panels, widgets};
use crate::edition::Edition;
use crate::text::{Lang, Localize};
use crate::rules::combat::{Craft, WithdrawReason};
use crate::rules::hex::Hex;
use crate::rules::state::{Players, Seat};
use crate::rules::{Choice, Decision, Event, Pending, Scenario, Setup, WeatherMode};
use crate::save::SaveError;
use crate::table::{Action, Label, Refusal, Store, Table, TableError};
use egui::{Key, Modifiers};
use picker::Picker;
use prompt::{Prompt, PromptOut};
use std::path::Path;
use std::sync::Arc;

/// The prompt is never shorter than this (so the map keeps its size for
/// most decisions).
const PROMPT_MIN: f32 = 118.0;

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
    /// The move or patrol being set up on the map.
    pub picker: Picker,
    /// 15.2: who has the screen now; a curtain goes up whenever the other
    /// player must decide (pass the computer).
    pub viewer: Option<Seat>,
    /// Show the map even while a combat is fought (or at night).
    map_in_combat: bool,
    advice: AdvicePanel,
    yardstick: super::yardstick::YardstickView,
    /// When each panel was opened (Escape closes the newest); the cards'
    /// stamp moves when a card comes.
    opened: Vec<(Panel, u64)>,
    cards_seen: usize,
    /// Where the prompt was drawn last (the tests find its buttons there).
    prompt_area: Option<egui::Rect>,
    /// A problem to show that is not a refused choice.
    problem: Option<String>,
    leave: bool,
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
            picker: Picker::default(),
            viewer: None,
            map_in_combat: false,
            advice: AdvicePanel::default(),
            yardstick: Default::default(),
            opened: Vec::new(),
            prompt_area: None,
            problem: None,
            leave: false,
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
        let _ = self.table.perform(&action);
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
        let n = self.table.cards().len();
        if n > self.cards_seen {
            self.mark_opened(Panel::Cards);
        }
        self.cards_seen = n;
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
            Panel::Cards => {
                let n = self.table.cards().len();
                self.table.dismiss_card(n.saturating_sub(1));
                self.cards_seen = self.table.cards().len();
                if self.cards_seen > 0 {
                    return;
                }
            }
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
            self.table.undo();
            return None;
        }
        if legend {
            self.toggle_legend();
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
    pub fn ui(&mut self, ui: &mut egui::Ui, lang_ref: &mut Lang) -> Nav {
        let drawn_for = (self.records.view, *lang_ref, self.table.version(), self.viewer);
        let nav = self.frame(ui, lang_ref);
        if (self.records.view, *lang_ref, self.table.version(), self.viewer) != drawn_for {
            ui.ctx().request_discard("the screen changed under its frame");
        }
        nav
    }

    fn frame(&mut self, ui: &mut egui::Ui, lang_ref: &mut Lang) -> Nav {
        let version = self.table.version();
        if let Some(who) = self.table.turn()
            && self.viewer != Some(who)
        {
            let top = top_bar::ui(ui, &self.table, lang_ref);
            if curtain::ui(ui, who, *lang_ref) {
                self.viewer = Some(who);
            }
            return if top.leave { Nav::Start(None) } else { Nav::Stay };
        }
        let hiding = self.hiding();
        self.log.hide_secret = hiding;
        if hiding {
            self.records.view = RecordsPage::Play;
        }
        let playing = self.records.view == RecordsPage::Play;
        let mut act = if playing { self.keyboard(ui) } else { None };
        let lang = *lang_ref;
        let mut ask = false;
        // The prompt first: Tab walks its buttons before anything else.
        if playing {
            let width = ui.available_width() - 2.0 * 8.0;
            let height = self.prompt.height(ui, &self.table, lang, width).max(PROMPT_MIN);
            let message = self.message(lang);
            egui::Panel::bottom("prompt").resizable(false).exact_size(height + 12.0).show(ui, |ui| {
                self.prompt_area = Some(ui.max_rect());
                ui.add_space(6.0);
                match self.prompt.ui(ui, &self.table, message, width, lang) {
                    Some(PromptOut::Act(a)) => act = act.take().or(Some(a)),
                    Some(PromptOut::AskAdvice) => ask = true,
                    None => {}
                }
            });
        }
        let top = top_bar::ui(ui, &self.table, lang_ref);
        egui::Panel::top("play-tabs").show(ui, |ui| {
            if hiding {
                ui.label(egui::RichText::new(t!(lang, "records-hidden")).color(super::style::MUTED));
            } else {
                self.records.tabs(ui, lang)
            }
        });
        if top.leave || self.leave {
            return Nav::Start(None);
        }
        if top.legend {
            self.toggle_legend();
        }
        if !playing {
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
        match super::guide::panel(ui, &self.table, lang) {
            Some(GuideOut::NewShort) => match self.new_short(lang) {
                Ok(next) => return Nav::Play(next),
                Err(e) => self.problem = Some(e),
            },
            Some(GuideOut::PlayOn) => self.table.close_guide(),
            None => {}
        }
        let width = ui.available_width();
        let (left, right) = side_widths(width);
        egui::Panel::left("left").resizable(false).exact_size(left).show(ui, |ui| {
            egui::ScrollArea::vertical().id_salt("left-scroll").show(ui, |ui| {
                panels::pilot_cards(ui, self.table.campaign(), lang);
                ui.separator();
                panels::calendar(ui, self.table.campaign(), lang);
            });
        });
        egui::Panel::right("right").resizable(false).exact_size(right).show(ui, |ui| {
            panels::score(ui, self.table.campaign(), lang);
            ui.separator();
            panels::raid(ui, self.table.campaign(), lang);
            ui.separator();
            if self.viewer == Some(Seat::Luftwaffe) && !hiding && self.table.campaign().lw().is_some() {
                super::lwplan::ui(ui, self.table.campaign(), lang);
                ui.separator();
            }
            self.log.ui(ui, self.table.session(), self.table.summaries(), lang);
        });
        egui::CentralPanel::default().show(ui, |ui| {
            let rect = ui.max_rect();
            if let Some(a) = self.centre(ui, lang) {
                act = act.take().or(Some(a));
            }
            if self.picker.preselect(&mut self.table) {
                self.mark_opened(Panel::Picker);
            }
            self.picker.advice_showing = self.advice.showing(&mut self.table);
            if let Some(a) = self.picker.ui(ui, rect, &self.table, lang) {
                act = act.take().or(Some(a));
            }
            if self.picker.is_open(&self.table) {
                // Out of the way while a move is being picked (they stay).
            } else {
                match cards::ui(ui, rect, &self.table, lang) {
                    Some(cards::CardsOut::Dismiss(i)) => self.table.dismiss_card(i),
                    Some(cards::CardsOut::DismissAll) => self.table.dismiss_cards(),
                    None => {}
                }
            }
            // Away from the hex picked, so its path stays in sight.
            let right = picker::picked_hex(&self.picker, &self.table)
                .is_some_and(|h| picker::on_left(self.table.edition(), h));
            match self.advice.ui(ui, rect, right, &mut self.table, lang) {
                Some(AdviceOut::Confirm) => {
                    let ctx = ui.ctx().clone();
                    self.table.confirm_advice(Box::new(move || ctx.request_repaint()));
                }
                Some(AdviceOut::Cancel) => self.table.cancel_advice(),
                Some(AdviceOut::Close) => self.advice.close(self.table.version()),
                None => {}
            }
            if self.legend_open() && top_bar::legend(ui, rect, lang) {
                self.toggle_legend();
            }
        });
        if ask {
            self.ask_advice(ui.ctx());
        }
        if top.undo {
            self.table.undo();
        }
        // One action a frame, and only on the table the frame showed.
        if let Some(a) = act
            && self.table.version() == version
        {
            self.perform(a);
        }
        if self.leave {
            return Nav::Start(None);
        }
        Nav::Stay
    }

    /// The map, the altitude box during a combat, or the night's repairs;
    /// the verdict at the end. Returns the action a click made.
    fn centre(&mut self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        if let Pending::Over(score) = self.table.pending() {
            let score = score.clone();
            ui.add_space(40.0);
            panels::verdict(ui, &score, lang);
            ui.add_space(12.0);
            self.yardstick.ui(ui, self.table.campaign(), self.table.store().dir(), self.table.edition(), lang);
            ui.add_space(20.0);
            panels::honours(ui, self.table.campaign(), lang);
            ui.add_space(20.0);
            ui.vertical_centered(|ui| {
                if ui.button(t!(lang, "back-to-campaigns")).clicked() {
                    self.leave = true;
                }
            });
            return None;
        }
        let in_combat = self.table.campaign().state().combat.is_some();
        let at_night = matches!(self.table.decision(), Some(Decision::Repair { .. }));
        if at_night || in_combat {
            let first = if at_night { id!("phase-night") } else { id!("altitude-box") };
            ui.horizontal(|ui| {
                ui.selectable_value(&mut self.map_in_combat, false, t!(lang, first));
                ui.selectable_value(&mut self.map_in_combat, true, t!(lang, "map"));
            });
        }
        if at_night && !self.map_in_combat {
            return panels::night(ui, self.table.campaign(), lang).map(Action::One);
        }
        if in_combat && !self.map_in_combat {
            let targets: Vec<u8> = match self.table.decision() {
                Some(Decision::Attack { targets, .. }) => targets.iter().map(|t| t.id).collect(),
                _ => Vec::new(),
            };
            let out = self.out_of_combat();
            return altbox::show(ui, self.table.campaign(), lang, &targets, &out)
                .filter(|id| targets.contains(id))
                .map(|id| Action::One(Choice::Attack { target: id }));
        }
        let landing: Vec<Hex> = match self.table.decision() {
            Some(Decision::Land { options, .. }) => options.iter().map(|o| o.hex).collect(),
            _ => Vec::new(),
        };
        let (picked_hex, patrol) = match (self.picker.is_open(&self.table), self.picker.target) {
            (true, Some(picker::Target::Move(h))) => (Some(h), None),
            (true, Some(picker::Target::Patrol(s))) => (None, Some(s)),
            _ => (None, None),
        };
        let ctx = MapCtx {
            campaign: self.table.campaign(),
            lang,
            moves: self.table.moves(),
            selected: self.picker.picked_move(&self.table),
            picked_hex,
            forecast: self.table.forecast(),
            danger: self.table.danger(),
            highlight: self.table.guide_hex(),
            patrol,
            landing: &landing,
        };
        let clicked = self.map.show(ui, &ctx).clicked;
        clicked.and_then(|h| self.map_click(h))
    }

    /// RAF fighters that fought in the current combat and have left the
    /// altitude box, with why: their cards stay on show (hits and all).
    fn out_of_combat(&self) -> Vec<(u8, WithdrawReason)> {
        let c = self.table.campaign();
        let Some(combat) = &c.state().combat else { return Vec::new() };
        let log = self.table.session().log();
        let Some(start) = log.iter().rposition(|l| matches!(l.event, Event::CombatBegins { .. })) else {
            return Vec::new();
        };
        let mut out: Vec<(u8, WithdrawReason)> = Vec::new();
        for l in &log[start..] {
            if let Event::Withdraws { craft: Craft::Raf(s), reason } = l.event
                && !combat.in_box(s)
                && !out.iter().any(|x| x.0 == s)
            {
                out.push((s, reason));
            }
        }
        out
    }

    /// A new short campaign after the example: historical weather, a seed
    /// from the clock, the next free name.
    fn new_short(&self, lang: Lang) -> Result<Box<PlayScreen>, String> {
        let store = self.table.store().clone();
        let saves = crate::save::list(store.dir());
        let name = widgets::default_name(&saves, lang);
        let setup = Setup::new(Scenario::Short, WeatherMode::Historical, crate::table::clock_seed());
        Table::create(store, &name, self.table.edition().clone(), setup)
            .map(|t| Box::new(PlayScreen::new(t)))
            .map_err(|e| e.localize(lang))
    }
}

/// The widths of the side panels for a window `width` wide: narrower on a
/// laptop, so the map keeps most of the screen.
pub fn side_widths(width: f32) -> (f32, f32) {
    if width >= 1500.0 {
        (290.0, 430.0)
    } else if width >= 1200.0 {
        (230.0, 320.0)
    } else {
        (200.0, 280.0)
    }
}
