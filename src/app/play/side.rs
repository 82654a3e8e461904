//! The play screen's side column (issue 28): the situation line and the
//! prompt at its top, in a place that never moves; the guide's step, the
//! picker and the advisor's panel under it; then the tabs (pilots and raid,
//! what happened, the log, the calendar). And the centre: the board, the
//! altitude box, the night or the verdict.

use super::super::advice::AdviceOut;
use super::super::guide::GuideOut;
use super::super::map::MapCtx;
use super::super::{altbox, panels};
use super::prompt::PromptOut;
use super::{Action, PROMPT_MIN, Panel, PlayScreen, SideTab, happened, picker};
use crate::app::widgets;
use crate::rules::combat::{Craft, WithdrawReason};
use crate::rules::hex::Hex;
use crate::rules::state::Seat;
use crate::rules::{Choice, Decision, Event, Pending, Scenario, Setup, WeatherMode};
use crate::table::Table;
use crate::text::{Lang, Localize};

impl PlayScreen {
    /// The side column: the situation line and the prompt at its top, in
    /// a place that never moves; the guide's step, the picker and the
    /// advisor's panel under it when they are on; then the tabs. Returns
    /// the action chosen there.
    pub(super) fn side_column(&mut self, ui: &mut egui::Ui, lang: Lang, ask: &mut bool) -> Option<Action> {
        let mut act = None;
        // The Advice button at the end of the situation line (drawn after
        // the prompt), its width as last drawn kept free there.
        let asking = self.table.decision().is_some() && self.table.dice_question().is_none();
        let adv_id = egui::Id::unique("advice-button-width");
        let adv_w = if asking && self.table.advice_offer() != crate::table::Offer::No {
            ui.data(|d| d.get_temp::<f32>(adv_id)).unwrap_or(90.0)
        } else {
            0.0
        };
        let line_top = ui.cursor().min;
        let line_h = ui.scope(|ui| {
            ui.set_max_width((ui.available_width() - adv_w - ui.spacing().item_spacing.x).max(40.0));
            situation_line(ui, &self.table, lang);
        });
        let corner = egui::Rect::from_min_max(
            egui::pos2(line_top.x, line_top.y),
            egui::pos2(line_top.x + ui.available_width(), line_top.y + line_h.response.rect.height().max(1.0)),
        );
        ui.separator();
        let width = ui.available_width();
        let message = self.message(lang);
        let start = ui.cursor().min;
        let need = self.prompt.height(ui, &self.table, lang, width);
        if self.table.dice_question().is_some() {
            // Own dice (issue 32): the die asked for, in the options' place.
            self.dice.ui(ui, &mut self.table, width, lang);
        } else {
            let room = self.advice.showing(&mut self.table);
            match self.prompt.ui(ui, &self.table, message, width, room, lang) {
                Some(PromptOut::Act(a)) => act = Some(a),
                Some(PromptOut::AskAdvice) => *ask = true,
                None => {}
            }
        }
        // The prompt keeps its height while there are questions (what is
        // under it moves less); the verdict's title alone keeps none.
        let over = matches!(self.table.pending(), Pending::Over(_));
        let used = ui.cursor().min.y - start.y;
        if !over && used < PROMPT_MIN.max(need.min(PROMPT_MIN)) {
            ui.add_space(PROMPT_MIN - used);
        }
        self.prompt_area =
            Some(egui::Rect::from_min_max(start, egui::pos2(start.x + width, ui.cursor().min.y)));
        if over {
            self.verdict_area = self.prompt_area;
        }
        if asking && let Some((clicked, w)) = super::prompt::advice_button(ui, &self.table, corner, lang) {
            *ask |= clicked;
            if (w - adv_w).abs() > 0.5 {
                ui.data_mut(|d| d.insert_temp(adv_id, w));
                ui.ctx().request_discard("the Advice button's width changed");
            }
        }
        self.dice.strip(ui, &mut self.table, lang);
        ui.separator();
        match crate::app::guide::panel(ui, &self.table, lang) {
            Some(GuideOut::NewShort) => match self.new_short(lang) {
                Ok(next) => self.next = Some(next),
                Err(e) => self.problem = Some(e),
            },
            Some(GuideOut::PlayOn) => self.table.close_guide(),
            None => {}
        }
        if self.picker.preselect(&mut self.table) {
            self.mark_opened(Panel::Picker);
        }
        let picker = self.picker.is_open(&self.table);
        let advice = self.advice.showing(&mut self.table);
        if picker || advice {
            // Under the prompt, never over the board: the path they talk
            // about stays in sight. They scroll in the upper part of what
            // is left; the tabs keep the rest.
            // The advisor's figures are what the player asked for: with them
            // on, the tabs fold away until the advice is closed (Esc) or the
            // choice made (at 1366×768 at 150 % the advice had a line and a
            // half between the prompt and the tabs).
            let left = ui.available_height();
            let share = if self.tab == SideTab::Log && !advice { 0.55 } else { 0.7 };
            let room = if advice { left } else { left * share };
            let top = ui.cursor().min;
            egui::ScrollArea::vertical()
                .id_salt("side-panels")
                .max_height(room)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    // The advice first (what the player just asked for;
                    // under the picker it was out of sight at 1366×768),
                    // then the picker on the advised move.
                    // The advisor's figures open by default when the window
                    // has the room (in the column).
                    let room = ui.ctx().content_rect();
                    match self.advice.ui(
                        ui,
                        room,
                        self.esc == Some(super::Panel::Advice),
                        &mut self.table,
                        lang,
                    ) {
                        Some(AdviceOut::Confirm) => {
                            let ctx = ui.ctx().clone();
                            self.table.confirm_advice(Box::new(move || ctx.request_repaint()));
                        }
                        Some(AdviceOut::Cancel) => self.table.cancel_advice(),
                        Some(AdviceOut::Close) => self.advice.close(self.table.version()),
                        None => {}
                    }
                    let area = ui.available_rect_before_wrap();
                    if let Some(a) =
                        self.picker.ui(ui, area, &self.table, self.esc == Some(super::Panel::Picker), lang)
                    {
                        act = act.take().or(Some(a));
                    }
                });
            if advice {
                self.advice_area =
                    Some(egui::Rect::from_min_max(top, egui::pos2(top.x + width, ui.cursor().min.y)));
                return act;
            }
            ui.separator();
        }
        self.tabs(ui, lang);
        act
    }

    /// The tabs under the prompt, and the one open.
    fn tabs(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let new = self.table.cards().len();
        ui.horizontal_wrapped(|ui| {
            let happened =
                if new > 0 { t!(lang, "side-happened-new", n = new) } else { t!(lang, "side-happened") };
            for (tab, name) in [
                (SideTab::Situation, t!(lang, "side-situation")),
                (SideTab::Happened, happened),
                (SideTab::Log, t!(lang, "log")),
                (SideTab::Calendar, t!(lang, "calendar")),
            ] {
                if ui.selectable_label(self.tab == tab, name).clicked() {
                    self.tab = tab;
                    self.tab_before = None;
                }
            }
        });
        ui.separator();
        let c = self.table.campaign();
        match self.tab {
            SideTab::Log => self.log.ui(ui, self.table.session(), self.table.summaries(), lang),
            SideTab::Happened => {
                egui::ScrollArea::vertical().id_salt("happened").auto_shrink([false, false]).show(ui, |ui| {
                    happened::ui(ui, &self.table, lang);
                });
            }
            SideTab::Calendar => {
                egui::ScrollArea::vertical().id_salt("calendar").auto_shrink([false, false]).show(ui, |ui| {
                    panels::calendar(ui, c, lang);
                });
            }
            SideTab::Situation => {
                let lw = self.viewer == Some(Seat::Luftwaffe) && !self.hiding() && c.lw().is_some();
                // A tall column keeps the log in sight under the situation.
                let tall = ui.available_height() > 560.0;
                let mut area = egui::ScrollArea::vertical().id_salt("situation");
                area = if tall {
                    area.max_height(ui.available_height() * 0.5).auto_shrink([false, true])
                } else {
                    area.auto_shrink([false, false])
                };
                area.show(ui, |ui| {
                    panels::score(ui, c, lang);
                    ui.separator();
                    panels::raid(ui, c, lang);
                    ui.separator();
                    if lw {
                        crate::app::lwplan::ui(ui, c, lang);
                        ui.separator();
                    }
                    if self.table.dice_asking().is_some_and(|a| a.choice.is_none()) {
                        // Own dice (issue 32): the setup waits for the pilot
                        // draw (3.3); the campaign shown is a stand-in whose
                        // pilots are the program's, not the ones drawn.
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(t!(lang, "dice-setup-pilots"))
                                    .color(crate::app::style::MUTED),
                            )
                            .wrap(),
                        );
                    } else {
                        panels::pilot_rows(ui, c, lang);
                    }
                });
                if tall {
                    ui.separator();
                    self.log.ui(ui, self.table.session(), self.table.summaries(), lang);
                }
            }
        }
    }

    /// The board, the altitude box during a combat, or the night's
    /// repairs; the verdict at the end. Returns the action a click made.
    pub(super) fn centre(&mut self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        if let Pending::Over(score) = self.table.pending() {
            let score = score.clone();
            let scroll = egui::ScrollArea::vertical().id_salt("verdict").auto_shrink([false, false]);
            scroll.show(ui, |ui| {
                margin().show(ui, |ui| {
                    ui.add_space(24.0);
                    let top = ui.cursor().min;
                    panels::verdict(ui, &score, lang);
                    let verdict =
                        egui::Rect::from_min_max(top, egui::pos2(ui.max_rect().max.x, ui.cursor().min.y));
                    self.verdict_area = Some(self.verdict_area.map_or(verdict, |v| v.union(verdict)));
                    ui.add_space(12.0);
                    self.yardstick.ui(
                        ui,
                        self.table.campaign(),
                        self.table.store().dir(),
                        self.table.edition(),
                        lang,
                    );
                    ui.add_space(20.0);
                    panels::honours(ui, self.table.campaign(), lang);
                    ui.add_space(20.0);
                    ui.vertical_centered(|ui| {
                        if ui.button(t!(lang, "back-to-campaigns")).clicked() {
                            self.leave = true;
                        }
                    });
                })
            });
            return None;
        }
        let in_combat = self.table.campaign().state().combat.is_some();
        // A forced landing (an engine hit, 9.1) is chosen on the map, where
        // the airfields in range are ringed in green: the map comes up, and
        // goes when it is done. A fighter that left the combat otherwise
        // lands from the altitude box, which shows who left it and why.
        let landing_now = matches!(self.table.decision(), Some(Decision::Land { forced: true, .. }));
        if landing_now != self.landing_shown {
            self.landing_shown = landing_now;
            self.map_in_combat = landing_now;
        }
        let at_night = matches!(self.table.decision(), Some(Decision::Repair { .. }));
        if at_night || in_combat {
            let first = if at_night { id!("phase-night") } else { id!("altitude-box") };
            ui.horizontal(|ui| {
                ui.add_space(f32::from(MARGIN_LEFT));
                ui.selectable_value(&mut self.map_in_combat, false, t!(lang, first));
                ui.selectable_value(&mut self.map_in_combat, true, t!(lang, "map"));
            });
        }
        if at_night && !self.map_in_combat {
            // The night's buttons show the keys of their numbered options.
            let table = &self.table;
            let cap = |ch: &Choice| {
                let i = table.options().iter().position(|o| o.action == Action::One(ch.clone()));
                i.and_then(super::keys::cap)
            };
            return egui::ScrollArea::vertical()
                .id_salt("night")
                .auto_shrink([false, false])
                .show(ui, |ui| margin().show(ui, |ui| panels::night(ui, table.campaign(), lang, &cap)).inner)
                .inner
                .map(Action::One);
        }
        if in_combat && !self.map_in_combat {
            let targets: Vec<u8> = match self.table.decision() {
                Some(Decision::Attack { targets, .. }) => targets.iter().map(|t| t.id).collect(),
                _ => Vec::new(),
            };
            let out = self.out_of_combat();
            let lost = self.lost_in_combat();
            let table = &self.table;
            // The attack buttons show the keys of their numbered options.
            let cap = |id: u8| {
                let attack = Action::One(Choice::Attack { target: id });
                table.options().iter().position(|o| o.action == attack).and_then(super::keys::cap)
            };
            let campaign = table.campaign();
            let (area, clicked) = margin()
                .show(ui, |ui| {
                    (ui.available_rect_before_wrap(), altbox::show(ui, campaign, lang, &targets, &cap, &out, &lost))
                })
                .inner;
            self.board_area = Some(area);
            return clicked
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
        // The picker's move, else the advisor's while its panel is on: its
        // path stays drawn on the board.
        let advised =
            if self.advice.showing(&mut self.table) { picker::advised_move(&self.table) } else { None };
        let selected = self.picker.picked_move(&self.table).or(advised);
        let ctx = MapCtx {
            campaign: self.table.campaign(),
            lang,
            moves: self.table.moves(),
            selected,
            picked_hex: picked_hex.or(advised.map(|m| m.hex)),
            forecast: self.table.forecast(),
            danger: self.table.danger(),
            highlight: self.table.guide_hex(),
            patrol,
            landing: &landing,
        };
        let clicked = self.map.show(ui, &ctx).clicked;
        self.board_area = self.map.board_rect();
        clicked.and_then(|h| self.map_click(h))
    }
}

impl PlayScreen {
    /// RAF fighters that fought in the current combat and have left the
    /// altitude box, with why: their cards stay on show (hits and all).
    pub(super) fn out_of_combat(&self) -> Vec<(u8, WithdrawReason)> {
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

    /// The player's fighters shot down in the current combat (their
    /// cards leave the altitude box with them: it says so in words).
    pub(super) fn lost_in_combat(&self) -> Vec<u8> {
        let log = self.table.session().log();
        if self.table.campaign().state().combat.is_none() {
            return Vec::new();
        }
        let Some(start) = log.iter().rposition(|l| matches!(l.event, Event::CombatBegins { .. })) else {
            return Vec::new();
        };
        log[start..]
            .iter()
            .filter_map(|l| match l.event {
                Event::Destroyed { craft: Craft::Raf(s) } => Some(s),
                _ => None,
            })
            .collect()
    }

    /// A new short campaign after the example: historical weather, a seed
    /// from the clock, the next free name.
    pub(super) fn new_short(&self, lang: Lang) -> Result<Box<PlayScreen>, String> {
        let store = self.table.store().clone();
        let saves = crate::save::list(store.dir());
        let name = widgets::default_name(&saves, lang);
        let setup = Setup::new(Scenario::Short, WeatherMode::Historical, crate::table::clock_seed());
        Table::create(store, &name, self.table.edition().clone(), setup)
            .map(|t| Box::new(PlayScreen::new(t)))
            .map_err(|e| e.localize(lang))
    }
}

/// The room around the night's panel, the altitude box and the verdict
/// (the board fills its area to the edges): their words never touch the
/// window's edge.
fn margin() -> egui::Frame {
    egui::Frame::NONE.inner_margin(egui::Margin { left: MARGIN_LEFT, right: 6, top: 2, bottom: 2 })
}

/// The left margin of the centre's words (the night, the altitude box).
const MARGIN_LEFT: i8 = 10;

/// The side column's default width in a body `width` wide and `height`
/// high: what the board (taller than wide, at the body's full height) and
/// its margin leave, in bounds. In a wide window (1920×1080) the board at
/// the full height and its margin need about 1.1 times the height: the
/// column takes what is left (up to half the width) rather than leaving it
/// as empty bands beside the board.
pub fn default_side(width: f32, height: f32) -> f32 {
    let usual = (width * 0.36).clamp(300.0, 520.0);
    usual.max(width - 1.2 * height).min(width * 0.5)
}

/// How narrow and how wide the side column may be dragged.
pub fn side_range(width: f32) -> egui::Rangef {
    let min = 260.0f32.min(width * 0.4);
    egui::Rangef::new(min, (width * 0.7).max(min))
}

/// One line over the prompt: the date, the phase, the weather, the sun,
/// the score (the context of the question).
fn situation_line(ui: &mut egui::Ui, table: &Table, l: Lang) {
    use crate::rules::events::PhaseId;
    use crate::rules::state::Phase;
    use crate::text::{date, dir_msg, phase_msg};
    let c = table.campaign();
    let st = c.state();
    let phase = match st.phase {
        Phase::Weather => t!(l, "phase-weather"),
        Phase::Daylight(i) => t!(l, phase_msg(PhaseId::Daylight(i))),
        Phase::Night => t!(l, "phase-night"),
    };
    let mut job = egui::text::LayoutJob::default();
    let body = egui::TextStyle::Body.resolve(ui.style());
    let strong = ui.visuals().strong_text_color();
    let plain = ui.visuals().text_color();
    let mut add = |text: String, colour: egui::Color32| {
        if !job.text.is_empty() {
            job.append(" · ", 0.0, egui::TextFormat::simple(body.clone(), crate::app::style::MUTED));
        }
        job.append(&text, 0.0, egui::TextFormat::simple(body.clone(), colour));
    };
    add(date(st.date, l), strong);
    add(phase, plain);
    // The score before the weather and the sun (the map's sun diagram
    // shows them too): a narrow column or a big zoom cuts the end of the
    // line (its tooltip has it all).
    let s = c.score();
    add(format!("RAF {} – Luftwaffe {}", s.raf, s.luftwaffe), strong);
    if let Some(w) = st.weather {
        add(t!(l, w.msg()), plain);
    }
    if let Some(sun) = c.sun() {
        add(
            format!("☀ {}", t!(l, "sun-from", dir = t!(l, dir_msg(c.edition(), sun)))),
            crate::app::style::SUN,
        );
    }
    job.wrap = egui::text::TextWrapping::truncate_at_width(ui.available_width());
    ui.add(egui::Label::new(job).truncate());
}
