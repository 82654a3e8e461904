//! The campaign's records, reached from the tabs under the top bar: the
//! pilots' log books, the scores (chart and tables), the journal with its
//! exports, and the review (step through past phases on the map; branch a
//! new campaign from the start of one).

use super::log::LogView;
use super::map::{MapCtx, MapView};
use super::{panels, style};
use crate::edition::Edition;
use crate::i18n::{Lang, Msg};
use crate::report::export::{self, Table, status_text};
use crate::report::journal::{self, JournalDay};
use crate::report::{self, PhaseStart, PilotLog, Report, SortieKind, phase_order};
use crate::rules::events::{date, phase_msg, pilot_name};
use crate::save;
use crate::session::Session;
use crate::tr;
use chrono::Datelike;
use egui::{Color32, RichText};
use std::path::Path;

/// The pages of the campaign screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum View {
    Play,
    LogBooks,
    Scores,
    Journal,
    Review,
}

impl View {
    pub const ALL: [View; 5] = [View::Play, View::LogBooks, View::Scores, View::Journal, View::Review];

    pub fn msg(self) -> Msg {
        match self {
            View::Play => Msg::TabPlay,
            View::LogBooks => Msg::TabLogBooks,
            View::Scores => Msg::TabScores,
            View::Journal => Msg::TabJournal,
            View::Review => Msg::TabReview,
        }
    }
}

/// The records of a session, rebuilt when it changes.
struct Built {
    version: u64,
    report: Report,
    journal: Vec<JournalDay>,
    starts: Vec<PhaseStart>,
}

/// Where the raid may be next, with the odds (the map's orange hexes).
type Forecast = Vec<(crate::rules::hex::Hex, f64)>;

/// The review: the campaign rebuilt at the start of a past phase.
#[derive(Default)]
struct Review {
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
    error: Option<String>,
}

pub struct RecordsView {
    pub view: View,
    built: Option<Built>,
    /// The pilot whose log book is open.
    pub pilot: usize,
    /// Where the last export went, or why it failed.
    pub exported: Option<Result<String, String>>,
    raw_log: bool,
    log: LogView,
    review: Review,
}

impl Default for RecordsView {
    fn default() -> Self {
        RecordsView {
            view: View::Play,
            built: None,
            pilot: 0,
            exported: None,
            raw_log: false,
            log: LogView::default(),
            review: Review::default(),
        }
    }
}

/// "13/8": a short date for chart axes and fatigue strips.
fn short_date(d: chrono::NaiveDate) -> String {
    format!("{}/{}", d.day(), d.month())
}

impl RecordsView {
    /// The tab row.
    pub fn tabs(&mut self, ui: &mut egui::Ui, lang: Lang) {
        ui.horizontal(|ui| {
            for v in View::ALL {
                ui.selectable_value(&mut self.view, v, tr!(lang, v.msg()));
            }
        });
    }

    fn build(&mut self, s: &Session, version: u64) {
        if self.built.as_ref().is_some_and(|b| b.version == version) {
            return;
        }
        self.built = Some(Built {
            version,
            report: report::build(s),
            journal: journal::build(s),
            starts: report::phase_starts(s),
        });
    }

    /// The page (when it is not the play view). Returns a new branch to
    /// open (not yet saved).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        s: &Session,
        version: u64,
        dir: &Path,
        lang: Lang,
    ) -> Option<Session> {
        self.build(s, version);
        let b = self.built.as_ref()?;
        let ed = s.edition().clone();
        match self.view {
            View::Play => None,
            View::LogBooks => {
                let pilot = &mut self.pilot;
                egui::Panel::left("logbook-pilots")
                    .resizable(false)
                    .exact_size(260.0)
                    .show(ui, |ui| pilot_list(ui, &b.report, &ed, pilot, lang));
                egui::CentralPanel::default().show(ui, |ui| {
                    if let Some(p) = b.report.pilots.get(*pilot) {
                        egui::ScrollArea::vertical()
                            .id_salt("logbook")
                            .show(ui, |ui| logbook(ui, p, &ed, lang));
                    }
                });
                None
            }
            View::Scores => {
                egui::CentralPanel::default().show(ui, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("scores")
                        .show(ui, |ui| scores(ui, &b.report, &ed, lang))
                });
                None
            }
            View::Journal => {
                let (raw, exported, log) = (&mut self.raw_log, &mut self.exported, &mut self.log);
                egui::Panel::top("journal-bar").show(ui, |ui| {
                    ui.horizontal(|ui| {
                        if ui.button(tr!(lang, Msg::JrExportMd)).clicked() {
                            *exported = Some(export_md(s, &b.report, &b.journal, dir, lang));
                        }
                        if ui.button(tr!(lang, Msg::JrExportCsv)).clicked() {
                            *exported = Some(export_csv(s, &b.report, dir, lang));
                        }
                        if ui.button(tr!(lang, Msg::JrExportLog)).clicked() {
                            *exported = Some(export_log(s, dir, lang));
                        }
                        ui.checkbox(raw, tr!(lang, Msg::JrRawLog));
                    });
                    match exported {
                        Some(Ok(m)) => ui.label(RichText::new(m.as_str()).color(style::OK)),
                        Some(Err(m)) => ui.label(RichText::new(m.as_str()).color(style::DAMAGE)),
                        None => ui.label(""),
                    };
                });
                egui::CentralPanel::default().show(ui, |ui| {
                    if *raw {
                        log.ui(ui, s, &[], lang);
                    } else {
                        egui::ScrollArea::vertical()
                            .id_salt("journal")
                            .auto_shrink([false, false])
                            .show(ui, |ui| journal_ui(ui, &b.journal, &b.report, &ed, lang));
                    }
                });
                None
            }
            View::Review => {
                let starts = b.starts.clone();
                self.review.ui(ui, s, &starts, dir, lang)
            }
        }
    }
}

fn pilot_list(ui: &mut egui::Ui, r: &Report, ed: &Edition, pick: &mut usize, lang: Lang) {
    ui.heading(tr!(lang, Msg::TabLogBooks));
    for p in &r.pilots {
        let ace = if p.is_ace() { " ★" } else { "" };
        let text = format!("{}{ace}", pilot_name(ed, p.pilot));
        let resp = ui.selectable_value(pick, p.pilot as usize, RichText::new(text).strong());
        resp.on_hover_text(status_text(p.status, lang));
        ui.label(
            RichText::new(format!(
                "{} · {} {} · {}",
                ed.raf_types[ed.pilots[p.pilot as usize].aircraft].name,
                p.sorties.len(),
                tr!(lang, Msg::RpColSorties).to_lowercase(),
                status_text(p.status, lang)
            ))
            .small()
            .color(style::MUTED),
        );
        ui.add_space(4.0);
    }
}

/// The paper of a log sheet.
const PAPER: Color32 = Color32::from_rgb(250, 246, 230);
const RULE: Color32 = Color32::from_rgb(150, 140, 110);

fn outcome(s: &report::Sortie, lang: Lang) -> String {
    let mut v = Vec::new();
    let died_of_wounds = matches!(s.wound, Some((crate::edition::WoundResult::Killed, _)));
    if s.aircraft_lost {
        v.push(tr!(lang, Msg::RpLost));
    }
    match s.bail_out {
        Some(true) => v.push(tr!(lang, Msg::RpBailedSafe)),
        Some(false) => v.push(tr!(lang, Msg::RpBailedKilled)),
        None if s.killed && !died_of_wounds => v.push(tr!(lang, Msg::RpKilled)),
        None => {}
    }
    match s.wound {
        Some((crate::edition::WoundResult::Shaken, _)) => v.push(tr!(lang, Msg::RpShaken)),
        Some((crate::edition::WoundResult::Wounded { .. }, until)) => {
            v.push(tr!(lang, Msg::RpWoundedUntil, date = until.map(|d| date(d, lang)).unwrap_or_default()))
        }
        Some((crate::edition::WoundResult::CareerOver, _)) => v.push(tr!(lang, Msg::RpCareerOver)),
        Some((crate::edition::WoundResult::Killed, _)) => v.push(tr!(lang, Msg::RpDiedOfWounds)),
        None => {}
    }
    v.join(", ")
}

/// A pilot's log book, drawn like a log sheet.
fn logbook(ui: &mut egui::Ui, p: &PilotLog, ed: &Edition, lang: Lang) {
    egui::Frame::new().fill(PAPER).stroke(egui::Stroke::new(1.0, RULE)).inner_margin(16.0).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(tr!(lang, Msg::LbTitle).to_uppercase()).small().color(RULE));
        let ace = if p.is_ace() { " ★" } else { "" };
        ui.label(
            RichText::new(format!("{}{ace}", pilot_name(ed, p.pilot))).size(24.0).strong().color(style::INK),
        );
        let def = &ed.pilots[p.pilot as usize];
        ui.label(tr!(lang, Msg::LbFlies, aircraft = ed.raf_types[def.aircraft].name));
        ui.label(RichText::new(tr!(lang, Msg::LbStatusNow, status = status_text(p.status, lang))).strong());
        ui.label(tr!(
            lang,
            Msg::LbTowardAce,
            n = p.victories,
            prior = p.prior_victories,
            total = p.toward_ace()
        ));
        if let Some(d) = p.ace_on {
            ui.label(RichText::new(tr!(lang, Msg::LbAceOn, date = date(d, lang))).color(style::SUN).strong());
        }
        ui.add_space(10.0);
        ui.label(RichText::new(tr!(lang, Msg::LbSortiesTitle)).heading().color(style::INK));
        if p.sorties.is_empty() {
            ui.label(RichText::new(tr!(lang, Msg::LbNoSorties)).italics().color(style::MUTED));
        } else {
            egui::Grid::new("logbook-sorties").striped(true).spacing([14.0, 4.0]).show(ui, |ui| {
                for h in [
                    Msg::RpColDate,
                    Msg::RpColPhase,
                    Msg::RpColAircraft,
                    Msg::RpColMission,
                    Msg::RpColHexes,
                    Msg::RpColCombats,
                    Msg::RpColBursts,
                    Msg::RpColHitsTaken,
                    Msg::RpColVictories,
                    Msg::RpColOutcome,
                ] {
                    ui.label(RichText::new(tr!(lang, h)).strong().small());
                }
                ui.end_row();
                for s in &p.sorties {
                    ui.label(short_date(s.date));
                    ui.label(s.phase.map(|ph| tr!(lang, phase_msg(ph))).unwrap_or_default());
                    ui.label(&s.aircraft);
                    ui.label(match s.kind {
                        SortieKind::Patrol => tr!(lang, Msg::RpPatrol),
                        SortieKind::Scramble => tr!(lang, Msg::RpScramble),
                    });
                    let path = s.path.iter().map(|h| h.to_string()).collect::<Vec<_>>().join("→");
                    let hexes = ui.label(s.path.len().to_string());
                    if !path.is_empty() {
                        hexes.on_hover_text(path);
                    }
                    ui.label(s.combats.to_string());
                    ui.label(s.bursts.to_string());
                    ui.label(s.hits_taken.to_string());
                    let kills = s.victories.iter().map(|k| format!("{} #{}", k.ty, k.id)).collect::<Vec<_>>();
                    ui.label(RichText::new(kills.join(", ")).color(style::RAF).strong());
                    ui.label(RichText::new(outcome(s, lang)).color(style::DAMAGE));
                    ui.end_row();
                }
                // Totals, as at the foot of a log sheet.
                let sum =
                    |f: &dyn Fn(&report::Sortie) -> u32| p.sorties.iter().map(f).sum::<u32>().to_string();
                ui.label(RichText::new(tr!(lang, Msg::LbTotals)).strong());
                ui.label("");
                ui.label("");
                ui.label(RichText::new(p.sorties.len().to_string()).strong());
                ui.label(RichText::new(sum(&|s| s.path.len() as u32)).strong());
                ui.label(RichText::new(sum(&|s| s.combats)).strong());
                ui.label(RichText::new(sum(&|s| s.bursts)).strong());
                ui.label(RichText::new(sum(&|s| s.hits_taken)).strong());
                ui.label(RichText::new(p.victories.to_string()).strong().color(style::RAF));
                ui.label("");
                ui.end_row();
            });
        }
        ui.add_space(10.0);
        ui.label(RichText::new(tr!(lang, Msg::LbFatigueByDay)).heading().color(style::INK));
        ui.horizontal_wrapped(|ui| {
            for f in &p.fatigue {
                let colour = match f.high {
                    6 => style::DAMAGE,
                    4 | 5 => Color32::from_rgb(200, 120, 0),
                    _ => style::OK,
                };
                egui::Frame::new().stroke(egui::Stroke::new(1.0, RULE)).inner_margin(4.0).show(ui, |ui| {
                    ui.vertical(|ui| {
                        ui.label(RichText::new(short_date(f.date)).small().color(style::MUTED));
                        ui.label(RichText::new(format!("F{}/F{}", f.high, f.end)).monospace().color(colour));
                    });
                });
            }
        });
    });
}

fn scores(ui: &mut egui::Ui, r: &Report, ed: &Edition, lang: Lang) {
    use egui_plot::{Bar, BarChart, Legend, Line, LineStyle, Plot, PlotPoints};
    if r.days.is_empty() {
        ui.label(tr!(lang, Msg::ScNoDays));
        return;
    }
    let dates: Vec<chrono::NaiveDate> = r.days.iter().map(|d| d.date).collect();
    let axis = {
        let dates = dates.clone();
        move |m: egui_plot::GridMark, _: &std::ops::RangeInclusive<f64>| {
            let i = m.value.round();
            if (m.value - i).abs() > 1e-6 || i < 0.0 {
                return String::new();
            }
            dates.get(i as usize).map(|d| short_date(*d)).unwrap_or_default()
        }
    };
    let xs = |f: &dyn Fn(&report::DayRow) -> u32| -> Vec<[f64; 2]> {
        r.days.iter().enumerate().map(|(i, d)| [i as f64, f(d) as f64]).collect()
    };
    ui.heading(tr!(lang, Msg::ScChartTitle));
    let victories = BarChart::new(
        tr!(lang, Msg::RpColVictories),
        r.days
            .iter()
            .enumerate()
            .map(|(i, d)| Bar::new(i as f64 - 0.18, d.victories as f64).width(0.34))
            .collect(),
    )
    .color(style::RAF);
    let losses = BarChart::new(
        tr!(lang, Msg::RpColLosses),
        r.days
            .iter()
            .enumerate()
            .map(|(i, d)| Bar::new(i as f64 + 0.18, d.raf_losses as f64).width(0.34))
            .collect(),
    )
    .color(style::DAMAGE);
    let damaged = Line::new(tr!(lang, Msg::RpColDamaged), PlotPoints::from(xs(&|d| d.damaged)))
        .color(style::FORECAST)
        .width(2.0);
    let burning = Line::new(tr!(lang, Msg::RpColLondon), PlotPoints::from(xs(&|d| d.london_burning)))
        .color(style::LUFTWAFFE)
        .style(LineStyle::dashed_loose())
        .width(2.0);
    Plot::new("per-day")
        .height(260.0)
        .legend(Legend::default())
        .include_y(0.0)
        .include_y(3.0)
        .x_axis_formatter(axis.clone())
        .allow_scroll(false)
        .show(ui, |p| {
            p.bar_chart(victories);
            p.bar_chart(losses);
            p.line(damaged);
            p.line(burning);
        });
    ui.add_space(8.0);
    ui.heading(tr!(lang, Msg::ScRunningTitle));
    let raf = Line::new(tr!(lang, Msg::ScRafScore), PlotPoints::from(xs(&|d| d.raf_score)))
        .color(style::RAF)
        .width(2.5);
    let lw = Line::new(tr!(lang, Msg::ScLwScore), PlotPoints::from(xs(&|d| d.luftwaffe_score)))
        .color(style::LUFTWAFFE)
        .width(2.5);
    Plot::new("running")
        .height(200.0)
        .legend(Legend::default())
        .include_y(0.0)
        .x_axis_formatter(axis)
        .allow_scroll(false)
        .show(ui, |p| {
            p.line(raf);
            p.line(lw);
        });
    ui.add_space(8.0);
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.heading(tr!(lang, Msg::ScVictoriesPerPilot));
            egui::Grid::new("per-pilot").striped(true).show(ui, |ui| {
                ui.label(RichText::new(tr!(lang, Msg::RpColPilot)).strong());
                ui.label(RichText::new(tr!(lang, Msg::RpColVictories)).strong());
                ui.label(RichText::new(tr!(lang, Msg::RpColTowardAce)).strong());
                ui.end_row();
                let mut pilots: Vec<&PilotLog> = r.pilots.iter().collect();
                pilots.sort_by_key(|p| std::cmp::Reverse((p.victories, p.toward_ace())));
                for p in pilots {
                    let ace = if p.is_ace() { " ★" } else { "" };
                    ui.label(format!("{}{ace}", pilot_name(ed, p.pilot)));
                    ui.label(p.victories.to_string());
                    ui.label(format!("{}/5", p.toward_ace()));
                    ui.end_row();
                }
            });
        });
        ui.add_space(30.0);
        ui.vertical(|ui| {
            ui.heading(tr!(lang, Msg::RpByTypeTitle));
            let by_type = r.victories_by_type();
            if by_type.is_empty() {
                ui.label(RichText::new(tr!(lang, Msg::ScNoVictories)).color(style::MUTED));
            }
            egui::Grid::new("per-type").striped(true).show(ui, |ui| {
                for (t, n) in by_type {
                    ui.label(t);
                    ui.label(n.to_string());
                    ui.end_row();
                }
            });
        });
        ui.add_space(30.0);
        ui.vertical(|ui| {
            ui.heading(tr!(lang, Msg::RpTargetsTitle));
            if r.targets.is_empty() {
                ui.label(RichText::new(tr!(lang, Msg::ScNoTargets)).color(style::MUTED));
                return;
            }
            egui::Grid::new("targets").striped(true).show(ui, |ui| {
                for h in [
                    Msg::RpColTarget,
                    Msg::RpColBombed,
                    Msg::RpColDamage,
                    Msg::RpColRepairs,
                    Msg::RpColDamageNow,
                ] {
                    ui.label(RichText::new(tr!(lang, h)).strong());
                }
                ui.end_row();
                for t in &r.targets {
                    ui.label(&ed.sites[t.site as usize].name);
                    ui.label(t.bombed.to_string());
                    ui.label(t.damage.to_string());
                    ui.label(t.repaired.to_string());
                    let now = RichText::new(t.now.to_string());
                    ui.label(if t.now > 0 { now.color(style::DAMAGE).strong() } else { now });
                    ui.end_row();
                }
            });
        });
    });
}

fn journal_ui(ui: &mut egui::Ui, days: &[JournalDay], r: &Report, ed: &Edition, lang: Lang) {
    ui.set_max_width(900.0);
    for d in days {
        let weather = d.weather.map(|w| format!(" — {}", tr!(lang, w.msg()))).unwrap_or_default();
        ui.label(RichText::new(format!("{}{weather}", date(d.date, lang))).heading().strong());
        let mut phases: Vec<_> = d.phases.iter().collect();
        phases.sort_by_key(|p| phase_order(p.phase));
        for p in phases {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(journal::phase_title(p.phase, lang)).strong());
                ui.label(journal::paragraph(p, ed, lang));
            });
        }
        if let Some(row) = r.days.iter().find(|x| x.date == d.date && x.complete) {
            ui.label(
                RichText::new(tr!(
                    lang,
                    Msg::JnEndOfDay,
                    raf = row.raf_score,
                    luftwaffe = row.luftwaffe_score
                ))
                .italics()
                .color(style::MUTED),
            );
        }
        ui.add_space(10.0);
    }
}

/// The folder reports go in: `reports/` beside the saves.
fn reports_dir(dir: &Path) -> std::path::PathBuf {
    dir.join("reports")
}

fn export_md(s: &Session, r: &Report, days: &[JournalDay], dir: &Path, lang: Lang) -> Result<String, String> {
    let stem = save::file_stem(&s.name).map_err(|e| crate::i18n::Localize::localize(&e, lang))?;
    let path = reports_dir(dir).join(format!("{stem}.md"));
    let text = export::markdown(s, r, days, lang);
    save::write_atomic(&path, text.as_bytes())
        .map(|_| tr!(lang, Msg::JrExported, path = path.display()))
        .map_err(|e| crate::i18n::Localize::localize(&e, lang))
}

fn export_log(s: &Session, dir: &Path, lang: Lang) -> Result<String, String> {
    let stem = save::file_stem(&s.name).map_err(|e| crate::i18n::Localize::localize(&e, lang))?;
    let path = reports_dir(dir).join(format!("{stem}-log.txt"));
    save::write_atomic(&path, export::raw_log(s, lang).as_bytes())
        .map(|_| tr!(lang, Msg::JrExported, path = path.display()))
        .map_err(|e| crate::i18n::Localize::localize(&e, lang))
}

fn export_csv(s: &Session, r: &Report, dir: &Path, lang: Lang) -> Result<String, String> {
    let stem = save::file_stem(&s.name).map_err(|e| crate::i18n::Localize::localize(&e, lang))?;
    let folder = reports_dir(dir);
    for t in Table::ALL {
        let path = folder.join(format!("{stem}-{}.csv", t.id()));
        save::write_atomic(&path, export::csv(r, s.edition(), t).as_bytes())
            .map_err(|e| crate::i18n::Localize::localize(&e, lang))?;
    }
    let shown = folder.join(format!("{stem}-*.csv"));
    Ok(tr!(lang, Msg::JrExported, path = shown.display()))
}

impl Review {
    fn ui(
        &mut self,
        ui: &mut egui::Ui,
        s: &Session,
        starts: &[PhaseStart],
        dir: &Path,
        lang: Lang,
    ) -> Option<Session> {
        if starts.is_empty() {
            egui::CentralPanel::default().show(ui, |ui| ui.label(tr!(lang, Msg::RvNoPhases)));
            return None;
        }
        let last = starts.len() - 1;
        let mut index = self.index.unwrap_or(last).min(last);
        let mut step = self.step;
        let mut branch = false;
        egui::Panel::top("review-bar").show(ui, |ui| {
            ui.heading(tr!(lang, Msg::RvTitle));
            ui.horizontal(|ui| {
                let before = index;
                if ui.add_enabled(index > 0, egui::Button::new(tr!(lang, Msg::RvPrev))).clicked() {
                    index -= 1;
                }
                let label = ui.label(tr!(lang, Msg::RvPhase, n = index + 1, total = starts.len()));
                ui.add(egui::Slider::new(&mut index, 0..=last).show_value(false)).labelled_by(label.id);
                if ui.add_enabled(index < last, egui::Button::new(tr!(lang, Msg::RvNext))).clicked() {
                    index += 1;
                }
                if index != before {
                    step = 0;
                }
                let ps = starts[index];
                ui.label(
                    RichText::new(format!("{} · {}", date(ps.date, lang), tr!(lang, phase_msg(ps.phase))))
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
            ui.horizontal(|ui| {
                if ui.add_enabled(step > 0, egui::Button::new(tr!(lang, Msg::RvPrevStep))).clicked() {
                    step -= 1;
                }
                ui.label(tr!(lang, Msg::RvStep, n = step + 1, total = max_step + 1));
                if ui.add_enabled(step < max_step, egui::Button::new(tr!(lang, Msg::RvNextStep))).clicked() {
                    step += 1;
                }
                let shown = if step == 0 {
                    tr!(
                        lang,
                        Msg::RvShowing,
                        date = date(ps.date, lang),
                        phase = tr!(lang, phase_msg(ps.phase))
                    )
                } else {
                    tr!(
                        lang,
                        Msg::RvShowingStep,
                        n = step,
                        date = date(ps.date, lang),
                        phase = tr!(lang, phase_msg(ps.phase))
                    )
                };
                ui.label(RichText::new(shown).color(style::MUTED));
            });
            ui.horizontal(|ui| {
                if self.index != Some(index) || self.branch_name.is_empty() {
                    self.branch_name = tr!(
                        lang,
                        Msg::RvBranchDefault,
                        name = s.name,
                        date = short_date(ps.date),
                        phase = tr!(lang, phase_msg(ps.phase))
                    );
                }
                let label = ui.label(tr!(lang, Msg::RvBranchName));
                ui.add(egui::TextEdit::singleline(&mut self.branch_name).desired_width(320.0))
                    .labelled_by(label.id);
                // The iron rule (no undo) allows no second tries.
                let iron = s.setup().options.no_undo;
                branch = ui
                    .add_enabled(!iron, egui::Button::new(RichText::new(tr!(lang, Msg::RvBranch)).strong()))
                    .on_hover_text(tr!(lang, Msg::RvBranchHint))
                    .on_disabled_hover_text(tr!(lang, Msg::RvBranchIron))
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
        let Some((_, shown, forecast)) = &self.shown else { return None };
        if branch {
            match self.branch(s, ps, dir, lang) {
                Ok(b) => return Some(b),
                Err(e) => self.error = Some(e),
            }
        }
        egui::Panel::left("review-pilots").resizable(false).exact_size(290.0).show(ui, |ui| {
            egui::ScrollArea::vertical().id_salt("review-left").show(ui, |ui| {
                panels::pilot_cards(ui, shown.campaign(), lang);
            });
        });
        egui::Panel::right("review-log").resizable(false).exact_size(430.0).show(ui, |ui| {
            panels::score(ui, shown.campaign(), lang);
            ui.separator();
            // The day so far, up to the first decision of the phase.
            self.log.day = Some(ps.date);
            self.log.phase = None;
            self.log.ui(ui, shown, &[], lang);
        });
        let map_in_combat = &mut self.map_in_combat;
        let map = &mut self.map;
        egui::CentralPanel::default().show(ui, |ui| {
            if shown.campaign().state().combat.is_some() {
                ui.horizontal(|ui| {
                    ui.selectable_value(map_in_combat, false, tr!(lang, Msg::AltitudeBox));
                    ui.selectable_value(map_in_combat, true, tr!(lang, Msg::Map));
                });
                if !*map_in_combat {
                    super::altbox::show(ui, shown.campaign(), lang, &[], &[]);
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
        None
    }

    /// A new campaign from the start of phase `ps`, under the name typed
    /// (which must be free); the play screen saves it as it opens it.
    fn branch(&self, s: &Session, ps: PhaseStart, dir: &Path, lang: Lang) -> Result<Session, String> {
        use crate::i18n::Localize;
        let name = self.branch_name.trim();
        let path = save::save_path(dir, name).map_err(|e| e.localize(lang))?;
        if path.exists() {
            return Err(tr!(lang, Msg::AppExists, name = name));
        }
        s.branch_at(ps.choices, name).map_err(|e| e.localize(lang))
    }
}
