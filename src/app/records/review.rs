//! The review: step through the campaign phase by phase, and decision by
//! decision within a phase, and see the map (or the altitude box), the
//! pilots and the day's log as they stood; start a new branch from the
//! start of a phase.

use super::coach::CoachOut;
use super::short_date;
use crate::app::log::LogView;
use crate::app::map::{MapCtx, MapView};
use crate::app::{panels, style};
use crate::report::PhaseStart;
use crate::save;
use crate::session::Session;
use crate::text::Lang;
use crate::text::{date, phase_msg};
use egui::RichText;
use std::path::Path;

/// Where the raid may be next, with the odds (the map's orange hexes).
type Forecast = Vec<(crate::rules::hex::Hex, f64)>;

/// The review: the campaign rebuilt at the start of a past phase.
#[derive(Default)]
pub struct Review {
    /// Index into the phase starts; `None` until the page is first shown
    /// (then the latest phase).
    index: Option<usize>,
    /// Decisions into the phase shown (0: its first decision).
    step: usize,
    /// The campaign shown (phase index, step), and the raid's forecast there.
    shown: Option<((usize, usize), Session, Forecast)>,
    /// During a combat: the map rather than the altitude box.
    map_in_combat: bool,
    map: MapView,
    log: LogView,
    branch_name: String,
    /// The default name as last made: a name the player has not edited
    /// follows the language (issue 28).
    branch_default: String,
    error: Option<String>,
    /// The expert's review of the campaign (issue 23).
    pub coach: super::coach::Coach,
    /// The side panel's tab.
    tab: Tab,
    /// The side panel folded away: the board has the whole width.
    folded: bool,
}

/// The review's side panel's tabs.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
enum Tab {
    /// The expert's review (its button and the log until there is one).
    #[default]
    Review,
    Log,
    Pilots,
}

impl Review {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        s: &Session,
        starts: &[PhaseStart],
        dir: &Path,
        lang: Lang,
    ) -> Option<Session> {
        if starts.is_empty() {
            egui::CentralPanel::default().show(ui, |ui| ui.label(t!(lang, "rv-no-phases")));
            return None;
        }
        let last = starts.len() - 1;
        let mut index = self.index.unwrap_or(last).min(last);
        let mut step = self.step;
        let mut branch = false;
        egui::Panel::top("review-bar").show(ui, |ui| {
            // No heading (the bar's tab says where this is): the rows of
            // the bar are height the board does not get.
            let folded = &mut self.folded;
            ui.horizontal_wrapped(|ui| {
                let before = index;
                if ui.add_enabled(index > 0, egui::Button::new(t!(lang, "rv-prev"))).clicked() {
                    index -= 1;
                }
                let label = ui.label(t!(lang, "rv-phase", n = index + 1, total = starts.len()));
                ui.add(egui::Slider::new(&mut index, 0..=last).show_value(false)).labelled_by(label.id);
                if ui.add_enabled(index < last, egui::Button::new(t!(lang, "rv-next"))).clicked() {
                    index += 1;
                }
                if index != before {
                    step = 0;
                }
                let ps = starts[index];
                ui.label(
                    RichText::new(format!("{} · {}", date(ps.date, lang), t!(lang, phase_msg(ps.phase))))
                        .strong(),
                );
                // The side panel folds away for the whole width to the board.
                let text = if *folded { t!(lang, "rv-panel-show") } else { t!(lang, "rv-panel-hide") };
                if ui.button(text).clicked() {
                    *folded = !*folded;
                }
            });
            // The decisions made in the phase: up to the next phase's start
            // (the last phase: up to now).
            let ps = starts[index];
            let max_step = match starts.get(index + 1) {
                Some(next) => next.choices.saturating_sub(ps.choices).saturating_sub(1),
                None => s.choices().len().saturating_sub(ps.choices),
            };
            step = step.min(max_step);
            ui.horizontal_wrapped(|ui| {
                if ui.add_enabled(step > 0, egui::Button::new(t!(lang, "rv-prev-step"))).clicked() {
                    step -= 1;
                }
                ui.label(t!(lang, "rv-step", n = step + 1, total = max_step + 1));
                if ui.add_enabled(step < max_step, egui::Button::new(t!(lang, "rv-next-step"))).clicked() {
                    step += 1;
                }
                let shown = if step == 0 {
                    t!(lang, "rv-showing", date = date(ps.date, lang), phase = t!(lang, phase_msg(ps.phase)))
                } else {
                    t!(
                        lang,
                        "rv-showing-step",
                        n = step,
                        date = date(ps.date, lang),
                        phase = t!(lang, phase_msg(ps.phase))
                    )
                };
                ui.add(egui::Label::new(RichText::new(shown).color(style::MUTED)).wrap());
            });
            ui.horizontal_wrapped(|ui| {
                let fresh = t!(
                    lang,
                    "rv-branch-default",
                    name = s.name,
                    date = short_date(ps.date),
                    phase = t!(lang, phase_msg(ps.phase))
                );
                if self.index != Some(index)
                    || self.branch_name.is_empty()
                    || self.branch_name == self.branch_default
                {
                    self.branch_name = fresh.clone();
                }
                self.branch_default = fresh;
                let label = ui.label(t!(lang, "rv-branch-name"));
                ui.add(egui::TextEdit::singleline(&mut self.branch_name).desired_width(320.0))
                    .labelled_by(label.id);
                // The iron rule (no undo) allows no second tries.
                let iron = s.setup().options.no_undo;
                branch = ui
                    .add_enabled(!iron, egui::Button::new(RichText::new(t!(lang, "rv-branch")).strong()))
                    .on_hover_text(t!(lang, "rv-branch-hint"))
                    .on_disabled_hover_text(t!(lang, "rv-branch-iron"))
                    .clicked();
            });
            if let Some(e) = &self.error {
                ui.label(RichText::new(e).color(style::DAMAGE));
            }
        });
        if self.index != Some(index) {
            self.error = None;
        }
        self.index = Some(index);
        self.step = step;
        let ps = starts[index];
        let key = (index, step);
        if self.shown.as_ref().is_none_or(|(k, x, _)| *k != key || x.setup() != s.setup()) {
            self.shown = s.branch_at(ps.choices + step, &s.name).ok().map(|x| {
                let forecast = x.campaign().raid_forecast();
                (key, x, forecast)
            });
        }
        let shown_at = ps.choices + step;
        let Some((_, shown, forecast)) = &self.shown else { return None };
        if branch {
            match self.branch(s, ps, dir, lang) {
                Ok(b) => return Some(b),
                Err(e) => self.error = Some(e),
            }
        }
        // The board is the hero here too (issue 28): at the window's height
        // under the bar, and one side panel at the right, its width the
        // player's to drag (remembered per zoom: a width dragged at 100 %
        // left the board 230 px at 150 %), foldable from the bar. The
        // expert's review (its header, the timeline and the graph, then its
        // sections), the log and the pilots are its tabs.
        let log = &mut self.log;
        let coach = &mut self.coach;
        let tab = &mut self.tab;
        let mut coach_out = None;
        if !self.folded {
            let width = ui.available_width();
            let default = (width * 0.32).clamp(260.0, 430.0).min(width * 0.45);
            let range = egui::Rangef::new(220.0f32.min(width * 0.35), (width * 0.6).max(240.0));
            let zoom = (ui.ctx().zoom_factor() * 100.0).round() as i32;
            let panel = egui::Panel::right(("review-side", zoom)).resizable(true);
            panel.default_size(default).size_range(range).show(ui, |ui| {
                // Scroll bars beside the lines, not floating over their
                // ends (the ledger's "Left unexplained" line lost its last
                // words under the bar).
                ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                ui.horizontal_wrapped(|ui| {
                    ui.selectable_value(tab, Tab::Review, crate::text::review::review_title(lang));
                    ui.selectable_value(tab, Tab::Log, t!(lang, "log"));
                    ui.selectable_value(tab, Tab::Pilots, t!(lang, "pilots"));
                });
                ui.separator();
                let mut log_ui = |ui: &mut egui::Ui| {
                    panels::score(ui, shown.campaign(), lang);
                    ui.separator();
                    // The day so far, up to the first decision of the phase.
                    log.day = Some(ps.date);
                    log.phase = None;
                    log.ui(ui, shown, &[], lang);
                };
                match *tab {
                    Tab::Review => {
                        coach_out = coach.ui(ui, s, dir, shown_at, lang);
                        ui.separator();
                        if coach.has_body() {
                            coach_out = coach.body(ui, s, shown_at, lang).or(coach_out.take());
                        } else {
                            // No review yet: the log under its button.
                            log_ui(ui);
                        }
                    }
                    Tab::Pilots => {
                        egui::ScrollArea::vertical().id_salt("review-pilots").show(ui, |ui| {
                            panels::pilot_rows(ui, shown.campaign(), lang);
                        });
                    }
                    Tab::Log => log_ui(ui),
                }
            });
        }
        let map_in_combat = &mut self.map_in_combat;
        let map = &mut self.map;
        egui::CentralPanel::default().show(ui, |ui| {
            if shown.campaign().state().combat.is_some() {
                ui.horizontal_wrapped(|ui| {
                    ui.selectable_value(map_in_combat, false, t!(lang, "altitude-box"));
                    ui.selectable_value(map_in_combat, true, t!(lang, "map"));
                });
                if !*map_in_combat {
                    crate::app::altbox::show(ui, shown.campaign(), lang, &[], &|_| None, &[], &[]);
                    return;
                }
            }
            let ctx = MapCtx {
                campaign: shown.campaign(),
                lang,
                moves: &[],
                selected: None,
                picked_hex: None,
                forecast,
                danger: &[],
                highlight: None,
                patrol: None,
                landing: &[],
            };
            map.show(ui, &ctx);
        });
        match coach_out {
            Some(CoachOut::Show(i)) => self.go_to(starts, i),
            Some(CoachOut::Branch(i)) => match self.branch_decision(s, i, dir, lang) {
                Ok(b) => return Some(b),
                Err(e) => self.error = Some(e),
            },
            None => {}
        }
        None
    }

    /// The moment shown, as choices made before it.
    pub fn shown_at(&self) -> Option<usize> {
        self.shown.as_ref().map(|(_, s, _)| s.choices().len())
    }

    /// Shows decision `i` (choices made before it): its phase, and the
    /// step into it.
    fn go_to(&mut self, starts: &[PhaseStart], i: usize) {
        let index = starts.iter().rposition(|p| p.choices <= i).unwrap_or(0);
        self.index = Some(index);
        self.step = i - starts[index].choices.min(i);
        self.error = None;
        // The branch's name follows the phase shown.
        self.branch_name.clear();
    }

    /// A new campaign that replays the choices made before decision `i`
    /// (the play screen adopts it through the table, as a phase branch),
    /// under the first free name.
    fn branch_decision(&self, s: &Session, i: usize, dir: &Path, lang: Lang) -> Result<Session, String> {
        use crate::text::Localize;
        let base = crate::text::review::branch_name(&s.name, i + 1, lang);
        save::save_path(dir, &base).map_err(|e| e.localize(lang))?;
        s.branch_at(i, &save::free_name(dir, &base)).map_err(|e| e.localize(lang))
    }

    /// A new campaign from the start of phase `ps`, under the name typed
    /// (which must be free); the play screen saves it as it opens it.
    fn branch(&self, s: &Session, ps: PhaseStart, dir: &Path, lang: Lang) -> Result<Session, String> {
        use crate::text::Localize;
        let name = self.branch_name.trim();
        let path = save::save_path(dir, name).map_err(|e| e.localize(lang))?;
        if path.exists() {
            return Err(t!(lang, "app-exists", name = name));
        }
        s.branch_at(ps.choices, name).map_err(|e| e.localize(lang))
    }
}
