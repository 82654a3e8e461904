//! The review: step through the campaign phase by phase, and decision by
//! decision within a phase, and see the map (or the altitude box), the
//! pilots and the day's log as they stood; start a new branch from the
//! start of a phase.

use super::coach::CoachOut;
use super::short_date;
use crate::app::log::LogView;
use crate::app::map::{MapCtx, MapView};
use crate::app::{panels, style};
use crate::text::Lang;
use crate::report::PhaseStart;
use crate::text::{date, phase_msg};
use crate::save;
use crate::session::Session;
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
    /// The side panel shows the log rather than the expert's review.
    show_log: bool,
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
            ui.heading(t!(lang, "rv-title"));
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
                    t!(
                        lang,
                        "rv-showing",
                        date = date(ps.date, lang),
                        phase = t!(lang, phase_msg(ps.phase))
                    )
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
                if self.index != Some(index) || self.branch_name.is_empty() || self.branch_name == self.branch_default
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
        let mut coach_out = None;
        let shown_at = ps.choices + step;
        let coach = &mut self.coach;
        egui::Panel::top("review-coach").show(ui, |ui| {
            ui.add_space(2.0);
            coach_out = coach.ui(ui, s, dir, shown_at, lang);
            ui.add_space(2.0);
        });
        match coach_out {
            Some(CoachOut::Show(i)) => {
                self.go_to(starts, i);
                return None;
            }
            Some(CoachOut::Branch(i)) => match self.branch_decision(s, i, dir, lang) {
                Ok(b) => return Some(b),
                Err(e) => self.error = Some(e),
            },
            None => {}
        }
        let Some((_, shown, forecast)) = &self.shown else { return None };
        if branch {
            match self.branch(s, ps, dir, lang) {
                Ok(b) => return Some(b),
                Err(e) => self.error = Some(e),
            }
        }
        // Narrower on a laptop, so the map keeps its room.
        let (left, side) = if ui.available_width() >= 1500.0 { (290.0, 430.0) } else { (230.0, 380.0) };
        egui::Panel::left("review-pilots").resizable(false).exact_size(left).show(ui, |ui| {
            egui::ScrollArea::vertical().id_salt("review-left").show(ui, |ui| {
                panels::pilot_cards(ui, shown.campaign(), lang);
            });
        });
        let log = &mut self.log;
        let coach = &mut self.coach;
        let show_log = &mut self.show_log;
        let mut body_out = None;
        egui::Panel::right("review-log").resizable(false).exact_size(side).show(ui, |ui| {
            // The expert's review, once there is one, or the log.
            if coach.has_body() {
                ui.horizontal_wrapped(|ui| {
                    ui.selectable_value(show_log, false, crate::text::review::review_title(lang));
                    ui.selectable_value(show_log, true, t!(lang, "log"));
                });
                if !*show_log {
                    body_out = coach.body(ui, s, shown_at, lang);
                    return;
                }
            }
            panels::score(ui, shown.campaign(), lang);
            ui.separator();
            // The day so far, up to the first decision of the phase.
            log.day = Some(ps.date);
            log.phase = None;
            log.ui(ui, shown, &[], lang);
        });
        let map_in_combat = &mut self.map_in_combat;
        let map = &mut self.map;
        egui::CentralPanel::default().show(ui, |ui| {
            if shown.campaign().state().combat.is_some() {
                ui.horizontal_wrapped(|ui| {
                    ui.selectable_value(map_in_combat, false, t!(lang, "altitude-box"));
                    ui.selectable_value(map_in_combat, true, t!(lang, "map"));
                });
                if !*map_in_combat {
                    crate::app::altbox::show(ui, shown.campaign(), lang, &[], &[]);
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
        match body_out {
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
