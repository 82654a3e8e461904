//! The expert's review in the Review tab (issue 23): "Review this
//! campaign" runs the review (`table::Store::review`: kept, or computed by
//! `sim::review`) off the UI thread with a progress bar and Cancel (a campaign not over is first marked as played with advice, once
//! the player agrees: the table does it, the only writer of saves); then
//! the accuracy per day and for the campaign, the grade of every decision
//! as marks on a timeline, the costliest decisions with what the expert
//! would have done and why, "Show on the map" and "Branch from here".
//! A review is kept in the saves folder (`reviews/`): opened again, it is
//! read, not computed.

use crate::app::style;
use crate::app::widgets::Progress;
use crate::text::review::{self as w, Named};
use crate::text::Lang;
use crate::session::Session;
use crate::sim::review::{self, Grade, Review, ReviewConfig, ReviewError};
use crate::table::Store;
use egui::RichText;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::mpsc;

/// Where the review stands.
#[derive(Default)]
pub enum State {
    /// Not asked (nor found kept).
    #[default]
    Idle,
    /// The campaign is not over: the warning, waiting for the yes.
    Confirm,
    /// The yes was given: the play screen marks the campaign through the
    /// table ([`Coach::take_mark`]), then it starts.
    Marking,
    Running {
        progress: Progress,
        rx: mpsc::Receiver<Result<Review, ReviewError>>,
    },
    Done(Box<Review>),
    Failed(String),
}

/// The least height a long section of the review's panel scrolls in.
const MIN_SECTION: f32 = 140.0;

/// What the player did in the review's panel.
pub enum CoachOut {
    /// Show decision `index` on the map (choices made before it).
    Show(usize),
    /// A new campaign from decision `index`.
    Branch(usize),
}

#[derive(Default)]
pub struct Coach {
    pub state: State,
    /// The session (name, choices) the state belongs to, and whether a
    /// kept review was looked for.
    for_key: Option<String>,
    /// The decisions' names, for the language.
    names: Option<(Lang, String, BTreeMap<usize, Named>)>,
    /// The player agreed to the mark: the play screen takes it.
    mark: bool,
    /// Marked: start at the next frame.
    start_pending: bool,
    /// The review's two long sections (the costliest decisions, every
    /// decision): open at the last frame; the one to fold at the next.
    sections: Option<[bool; 2]>,
    fold: Option<usize>,
}

/// The colour of a grade on the timeline.
pub fn grade_colour(g: Option<Grade>) -> egui::Color32 {
    match g {
        Some(Grade::Best) => egui::Color32::from_rgb(60, 140, 75),
        Some(Grade::Good) => egui::Color32::from_rgb(120, 170, 90),
        Some(Grade::Inaccuracy) => egui::Color32::from_rgb(215, 170, 40),
        Some(Grade::Mistake) => egui::Color32::from_rgb(225, 115, 35),
        Some(Grade::Blunder) => style::DAMAGE,
        None => style::MUTED,
    }
}

impl Coach {
    /// Did the player agree to mark the campaign? (Once.)
    pub fn take_mark(&mut self) -> bool {
        std::mem::take(&mut self.mark)
    }

    /// The table marked the campaign (or could not).
    pub fn marked(&mut self, result: Result<(), String>) {
        if let State::Marking = self.state {
            match result {
                Ok(()) => {
                    self.state = State::Idle;
                    self.start_pending = true;
                }
                Err(e) => self.state = State::Failed(e),
            }
        }
    }

    /// Looks for a review kept for this very session; takes a finished
    /// run's answer.
    fn poll(&mut self, s: &Session, dir: &Path, cfg: &ReviewConfig) {
        let key = review::key(&s.played(), cfg);
        if self.for_key.as_deref() != Some(&key) {
            // Another campaign, or played on: the old review is not its.
            if !matches!(self.state, State::Running { .. } | State::Marking | State::Confirm) {
                self.state = match Store::new(dir).kept_review(&s.played(), cfg) {
                    Some(r) => State::Done(Box::new(r)),
                    None => State::Idle,
                };
            }
            self.for_key = Some(key);
            self.names = None;
        }
        if let State::Running { rx, .. } = &self.state {
            match rx.try_recv() {
                Ok(Ok(r)) => self.state = State::Done(Box::new(r)),
                Ok(Err(ReviewError::Cancelled)) => self.state = State::Failed(String::new()),
                Ok(Err(e)) => self.state = State::Failed(format!("{e:?}")),
                Err(mpsc::TryRecvError::Disconnected) => {
                    self.state = State::Failed("the review stopped".into())
                }
                Err(mpsc::TryRecvError::Empty) => {}
            }
        }
    }

    fn start(&mut self, ctx: &egui::Context, s: &Session, dir: &Path, cfg: ReviewConfig) {
        let progress = Progress::new();
        let (tx, rx) = mpsc::channel();
        let job = crate::app::jobs::ReviewJob::new(s.clone(), dir.to_path_buf(), cfg, ctx.clone(), &progress, tx);
        self.state = match crate::platform::start("review", Box::new(job)) {
            Ok(_) => State::Running { progress, rx },
            Err(e) => State::Failed(e.to_string()),
        };
    }

    /// The names of the review's decisions, in `lang`.
    fn names(&mut self, s: &Session, r: &Review, lang: Lang) -> &BTreeMap<usize, Named> {
        let fresh = self.names.as_ref().is_some_and(|(l, k, _)| *l == lang && *k == r.key);
        if !fresh {
            self.names = Some((lang, r.key.clone(), w::name_decisions(&s.played(), r, lang)));
        }
        &self.names.as_ref().expect("just set").2
    }

    /// The review's header, under the phase's bar: the button, the
    /// warning, the progress bar and Cancel, the accuracy and the grades'
    /// timeline. `shown`: the decision on the map (choices made before it).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        s: &Session,
        dir: &Path,
        shown: usize,
        lang: Lang,
    ) -> Option<CoachOut> {
        let cfg = ReviewConfig::default();
        self.poll(s, dir, &cfg);
        if std::mem::take(&mut self.start_pending) {
            self.start(ui.ctx(), s, dir, cfg);
        }
        let mut out = None;
        let over = s.campaign().is_over();
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w::review_title(lang)).strong().size(16.0).color(style::RAF));
            match &self.state {
                State::Idle | State::Failed(_) => {
                    if ui
                        .button(RichText::new(w::review_button(lang)).strong())
                        .on_hover_text(w::review_hint(lang))
                        .clicked()
                    {
                        if over || s.advised() {
                            // Nothing to mark (over, or already played with advice).
                            if !over {
                                self.mark = true;
                                self.state = State::Marking;
                            } else {
                                self.start(ui.ctx(), s, dir, cfg);
                            }
                        } else {
                            self.state = State::Confirm;
                        }
                    }
                    if let State::Failed(e) = &self.state {
                        let text = if e.is_empty() {
                            w::review_cancelled(lang).to_string()
                        } else {
                            w::review_failed(e, lang)
                        };
                        ui.label(RichText::new(text).color(style::DAMAGE));
                    }
                }
                State::Confirm => {
                    ui.add(egui::Label::new(RichText::new(w::review_marks(lang)).color(style::SUN)).wrap());
                }
                State::Marking => {}
                State::Running { progress, .. } => progress.ui(ui, |n, of| w::reviewing(n, of, lang), lang),
                State::Done(r) => {
                    ui.add(egui::Label::new(RichText::new(w::accuracy_line(r, lang)).strong()).wrap());
                }
            }
        });
        if let State::Confirm = self.state {
            ui.horizontal(|ui| {
                if ui.button(RichText::new(w::review_confirm(lang)).strong()).clicked() {
                    self.mark = true;
                    self.state = State::Marking;
                }
                if ui.button(crate::t!(lang, "cancel")).clicked() {
                    self.state = State::Idle;
                }
            });
        }
        if let State::Done(r) = &self.state
            && let Some(o) = timeline(ui, r, s.choices().len(), shown)
        {
            out = Some(o);
        }
        if let State::Done(r) = &self.state
            && let Some(l) = &r.ledger
        {
            // The ledger in one line, and the graph of the campaign.
            ui.add(egui::Label::new(RichText::new(crate::text::ledger::summary(l, lang)).strong()).wrap());
            if let Some(o) = graph(ui, r, shown, lang) {
                out = Some(o);
            }
        }
        out
    }

    /// Is there a review to show (the side panel shows it rather than the
    /// log)?
    pub fn has_body(&self) -> bool {
        matches!(self.state, State::Done(_))
    }

    /// The review itself, in the side panel: the decision on the map, then
    /// its sections, each of which folds: how grades are given, the accuracy
    /// per day, the costliest decisions, every decision. Every line wraps to
    /// the panel's width (a wider line once pushed the panel off the window),
    /// and the two long sections scroll inside their own areas, sharing the
    /// panel's height, so their headers stay in sight to fold them again.
    pub fn body(&mut self, ui: &mut egui::Ui, s: &Session, shown: usize, lang: Lang) -> Option<CoachOut> {
        let State::Done(r) = &self.state else { return None };
        let r = r.clone();
        let mut out = None;
        let names = self.names(s, &r, lang).clone();
        let visible = ui.available_height();
        let wrapped = |ui: &mut egui::Ui, text: RichText| ui.add(egui::Label::new(text).wrap());
        egui::ScrollArea::vertical().id_salt("coach-scroll").auto_shrink([false, false]).show(ui, |ui| {
            let top = ui.cursor().min.y;
            // The decision on the map, if it was reviewed.
            if let Some(d) = r.decisions.iter().find(|d| d.index == shown) {
                let n = names.get(&d.index).cloned().unwrap_or_default();
                wrapped(ui, RichText::new(w::decision_n(d.index + 1, lang)).strong());
                wrapped(ui, RichText::new(w::you_chose(&n.chosen, d, lang)).color(grade_colour(d.grade)));
                if d.chosen != d.best {
                    wrapped(ui, RichText::new(w::expert_would(&n.best, lang)));
                }
                ui.separator();
            }
            if let Some(l) = &r.ledger {
                // Folded at first: its one line is above, with the graph,
                // and open it is long (every mark, every day); the sections
                // under it keep their headers in sight.
                egui::CollapsingHeader::new(crate::t!(lang, "ledger-title"))
                    .id_salt("coach-ledger")
                    .default_open(false)
                    .show(ui, |ui| {
                        use crate::text::ledger as lw;
                        wrapped(ui, RichText::new(lw::adjusted(l, lang)));
                        wrapped(ui, RichText::new(lw::residual(l, lang)).small().color(style::MUTED));
                        // Own dice (issue 32): which values were entered.
                        if let Some(e) = lw::entered_count(l, lang) {
                            wrapped(ui, RichText::new(e));
                        }
                        for (title, list) in [
                            (crate::t!(lang, "ledger-luckiest"), l.luckiest(w::ROLLS)),
                            (crate::t!(lang, "ledger-unluckiest"), l.unluckiest(w::ROLLS)),
                        ] {
                            if list.is_empty() {
                                continue;
                            }
                            wrapped(ui, RichText::new(title).strong());
                            for c in list {
                                if ui.link(lw::chance(c, lang)).clicked() {
                                    out = Some(CoachOut::Show(c.step.min(r.choices)));
                                }
                            }
                        }
                        wrapped(ui, RichText::new(crate::t!(lang, "ledger-per-day")).strong());
                        ui.horizontal_wrapped(|ui| {
                            for d in &l.days {
                                let luck = lw::signed_points(d.luck, lang);
                                ui.add(egui::Label::new(format!("{}\u{a0}{}", super::short_date(d.date), luck.replace(' ', "\u{a0}"))).extend());
                            }
                        });
                        // The graph's marks, each a button to its moment
                        // (what a click on the mark in the graph does).
                        if let Some(c) = w::curve(&r) {
                            wrapped(ui, RichText::new(crate::t!(lang, "ledger-graph-marks")).strong());
                            for m in &c.marks {
                                let colour = mark_colour(m);
                                if ui
                                    .add(egui::Button::new(RichText::new(lw::mark_label(l, m, lang)).color(colour)).wrap())
                                    .clicked()
                                {
                                    out = Some(CoachOut::Show(m.moment));
                                }
                            }
                        }
                    });
            }
            egui::CollapsingHeader::new(crate::t!(lang, "coach-grades-title"))
                .id_salt("coach-grades")
                .default_open(true)
                .show(ui, |ui| wrapped(ui, RichText::new(w::thresholds(&r, lang)).small().color(style::MUTED)));
            // Folded at first where the panel is short (1280x720 under the
            // graph): open, the days' line leaves the long sections no room.
            egui::CollapsingHeader::new(w::per_day_title(lang)).id_salt("coach-per-day").default_open(visible >= 480.0).show(
                ui,
                |ui| {
                    ui.horizontal_wrapped(|ui| {
                        for d in &r.days {
                            // A day and its figure on one line (no break inside).
                            let a = d.accuracy.map(|a| format!("{a:.0}\u{a0}%")).unwrap_or_else(|| "—".into());
                            ui.add(egui::Label::new(format!("{}\u{a0}{a}", super::short_date(d.date))).extend());
                        }
                    });
                },
            );
            // The long sections share what is left of the panel's height;
            // when that is too little for two, opening one folds the other.
            // Open as the last frame left them (the costliest at first).
            let opened = self.sections.unwrap_or([true, false]);
            let fold = |k: usize| (self.fold == Some(k)).then_some(false);
            let header = ui.spacing().interact_size.y + 3.0 * ui.spacing().item_spacing.y;
            let left = visible - (ui.cursor().min.y - top) - 2.0 * header;
            let both = left / 2.0 >= MIN_SECTION;
            // Never more than is left, so both headers stay in the window
            // (at 1280x720 with the graph above, a few lines at most).
            let share = if opened[0] && opened[1] { left / 2.0 } else { left }.max(header / 2.0);
            let costliest = egui::CollapsingHeader::new(w::costliest_title(lang))
                .id_salt("coach-costliest")
                .default_open(true)
                .open(fold(0))
                .show(ui, |ui| {
                    egui::ScrollArea::vertical().id_salt("coach-costliest-scroll").max_height(share).show(ui, |ui| {
                        for k in &r.costliest {
                            let Some(d) = r.decisions.iter().find(|d| d.index == k.index) else { continue };
                            let n = names.get(&k.index).cloned().unwrap_or_default();
                            ui.push_id(("costly", k.index), |ui| {
                                let grade =
                                    d.grade.map(|g| w::grade_name(g, lang)).unwrap_or_else(|| w::by_rule(lang));
                                let title = format!("{} · {} · {grade}", w::decision_n(k.index + 1, lang), n.when);
                                wrapped(ui, RichText::new(title).strong().color(grade_colour(d.grade)));
                                wrapped(ui, RichText::new(w::you_chose(&n.chosen, d, lang)));
                                wrapped(ui, RichText::new(w::expert_would(&n.best, lang)));
                                wrapped(ui, RichText::new(&n.reason).color(style::MUTED));
                                let why = w::costly_why(&k.why, k.equally_good.len(), s.edition(), &n.best, lang);
                                if !why.is_empty() {
                                    wrapped(ui, RichText::new(why).color(style::MUTED));
                                }
                                ui.horizontal_wrapped(|ui| {
                                    if ui.button(w::show_on_map(lang)).clicked() {
                                        out = Some(CoachOut::Show(k.index));
                                    }
                                    let iron = s.setup().options.no_undo;
                                    if ui
                                        .add_enabled(!iron, egui::Button::new(w::branch_here(lang)))
                                        .on_hover_text(w::branch_here_hint(lang))
                                        .clicked()
                                    {
                                        out = Some(CoachOut::Branch(k.index));
                                    }
                                });
                                ui.add_space(4.0);
                            });
                        }
                    });
                });
            let all = egui::CollapsingHeader::new(w::decisions_title(lang)).id_salt("coach-all").open(fold(1)).show(ui, |ui| {
                egui::ScrollArea::vertical().id_salt("coach-all-scroll").max_height(share).show(ui, |ui| {
                    let width = ui.available_width();
                    egui::Grid::new("coach-decisions").striped(true).num_columns(2).show(ui, |ui| {
                        for d in &r.decisions {
                            let n = names.get(&d.index).cloned().unwrap_or_default();
                            let grade =
                                d.grade.map(|g| w::grade_name(g, lang)).unwrap_or_else(|| w::by_rule(lang));
                            if ui.link(format!("{}", d.index + 1)).clicked() {
                                out = Some(CoachOut::Show(d.index));
                            }
                            // When and the grade, then what was chosen,
                            // both wrapped beside the number.
                            ui.vertical(|ui| {
                                ui.set_max_width((width - 48.0).max(80.0));
                                ui.horizontal_wrapped(|ui| {
                                    ui.label(RichText::new(&n.when).color(style::MUTED));
                                    ui.label(RichText::new(grade).color(grade_colour(d.grade)));
                                });
                                wrapped(ui, RichText::new(&n.chosen));
                                if d.chosen != d.best {
                                    // The expert's option and why rather than the player's.
                                    wrapped(ui, RichText::new(w::expert_would(&n.best, lang)).small());
                                    wrapped(ui, RichText::new(&n.reason).small().color(style::MUTED));
                                }
                            });
                            ui.end_row();
                        }
                    });
                });
            });
            // The section just opened keeps the room: the other folds at
            // the next frame.
            self.fold = None;
            let clicked = [costliest.header_response.clicked(), all.header_response.clicked()];
            for k in 0..2 {
                if clicked[k] && !opened[k] && opened[1 - k] && !both {
                    self.fold = Some(1 - k);
                    ui.ctx().request_repaint();
                }
            }
            self.sections = Some([costliest.openness > 0.5, all.openness > 0.5]);
        });
        out
    }
}

/// The campaign's decisions on a line, each graded decision a mark in its
/// grade's colour (taller for a mistake or a blunder), the decision on the
/// map outlined; a click shows that decision.
fn timeline(ui: &mut egui::Ui, r: &Review, choices: usize, shown: usize) -> Option<CoachOut> {
    let width = ui.available_width().max(100.0);
    let (rect, resp) = ui.allocate_exact_size(egui::vec2(width, 22.0), egui::Sense::click());
    let p = ui.painter_at(rect);
    p.rect_filled(rect.shrink2(egui::vec2(0.0, 9.0)), 2.0, ui.visuals().widgets.inactive.bg_fill);
    let n = choices.max(1) as f32;
    let x_of = |i: usize| rect.left() + rect.width() * (i as f32 + 0.5) / n;
    for d in &r.decisions {
        let Some(g) = d.grade else { continue };
        let tall = matches!(g, Grade::Mistake | Grade::Blunder);
        let h = if tall {
            11.0
        } else if g == Grade::Inaccuracy {
            8.0
        } else {
            4.0
        };
        let x = x_of(d.index);
        p.line_segment(
            [egui::pos2(x, rect.center().y - h), egui::pos2(x, rect.center().y + h)],
            egui::Stroke::new(if tall { 2.5 } else { 1.5 }, grade_colour(Some(g))),
        );
    }
    let x = x_of(shown);
    p.line_segment(
        [egui::pos2(x, rect.top()), egui::pos2(x, rect.bottom())],
        egui::Stroke::new(1.0, style::SUN),
    );
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Slider, true, "review timeline"));
    if resp.clicked()
        && let Some(pos) = resp.interact_pointer_pos()
    {
        let at = ((pos.x - rect.left()) / rect.width() * n).floor().max(0.0) as usize;
        // The nearest reviewed decision.
        return r.decisions.iter().min_by_key(|d| d.index.abs_diff(at)).map(|d| CoachOut::Show(d.index));
    }
    None
}

/// The colour of a mark of the graph: a decision red, good luck green, bad
/// luck orange.
fn mark_colour(m: &crate::sim::ledger::Mark) -> egui::Color32 {
    use crate::sim::ledger::MarkKind;
    match m.kind {
        MarkKind::Decision => style::DAMAGE,
        MarkKind::Luck if m.amount >= 0.0 => egui::Color32::from_rgb(60, 140, 75),
        MarkKind::Luck => egui::Color32::from_rgb(225, 115, 35),
    }
}

/// The graph of the campaign (issue 29, item 4): the expected final margin
/// after every roll and every choice, from the first day to the verdict,
/// with the costliest decisions (▼) and the biggest luck swings (●)
/// marked, and the decision on the map as a yellow line; a click on or
/// near a mark opens its moment (the list of marks in the panel does the
/// same, for the keyboard and screen readers).
fn graph(
    ui: &mut egui::Ui,
    r: &Review,
    shown: usize,
    lang: Lang,
) -> Option<CoachOut> {
    use crate::sim::ledger::MarkKind;
    use egui_plot::{GridMark, Line, MarkerShape, Plot, PlotPoints, Points, VLine};
    let curve = w::curve(r)?;
    let mut out = None;
    // Folded at first, as the ledger's section: open, the plot takes 130
    // points of the panel's height, and the sections under it must keep
    // their headers in the window at 1280x720.
    egui::CollapsingHeader::new(crate::text::ledger::graph_title(lang))
        .id_salt("coach-graph")
        .default_open(false)
        .show(ui, |ui| {
            let line: Vec<[f64; 2]> =
                curve.points.iter().enumerate().map(|(i, p)| [i as f64, p.value]).collect();
            let days = curve.days.clone();
            let starts: Vec<usize> = curve.days.iter().map(|d| d.0).collect();
            // The decision on the map: the point of its choice.
            let shown_x = curve.decisions.get(shown).map(|&x| x as f64);
            // The share of the width a date needs ("15/8", about 38 points
            // with its gap): a twentieth ran "15/8", "16/8", "17/8" into one
            // another in a 1280-wide window.
            let gap = (38.0 / (ui.available_width() as f64 - 40.0).max(100.0)).max(1.0 / 20.0);
            let resp = Plot::new("coach-graph-plot")
                .height(130.0)
                .allow_zoom(false)
                .allow_drag(false)
                .allow_scroll(false)
                .allow_boxed_zoom(false)
                .include_y(0.0)
                // The header names the measure; the axis says its unit
                // (the long name did not fit the plot's height).
                .y_axis_label(crate::t!(lang, "ledger-graph-y-short"))
                .y_axis_formatter(move |g, _| crate::text::numbers::figure(lang, g.value, if g.step_size < 1.0 { 1 } else { 0 }))
                // One grid line a day, at its first event (round numbers of
                // events labelled a day twice); its date under it unless the
                // last date written is closer than a date's width (days of
                // few events, rain days: their lines stay).
                .x_grid_spacer(move |g| {
                    let span = (g.bounds.1 - g.bounds.0).max(1.0);
                    starts.iter().map(|&x| GridMark { value: x as f64, step_size: span }).collect()
                })
                .x_axis_formatter(move |g, range| {
                    use chrono::Datelike;
                    let span = (range.end() - range.start()).max(1.0);
                    let x = g.value.round() as usize;
                    let mut last = f64::NEG_INFINITY;
                    for &(start, date) in &days {
                        let labelled = start as f64 - last >= span * gap;
                        if labelled {
                            last = start as f64;
                        }
                        if start == x {
                            return if labelled { format!("{}/{}", date.day(), date.month()) } else { String::new() };
                        }
                    }
                    String::new()
                })
                .show(ui, |p| {
                    p.line(Line::new(crate::text::ledger::graph_title(lang), PlotPoints::from(line)).color(style::RAF).width(1.5));
                    for (kind, shape, name) in [
                        (MarkKind::Decision, MarkerShape::Down, crate::t!(lang, "ledger-graph-decisions")),
                        (MarkKind::Luck, MarkerShape::Circle, crate::t!(lang, "ledger-graph-luck")),
                    ] {
                        for good in [true, false] {
                            let pts: Vec<[f64; 2]> = curve
                                .marks
                                .iter()
                                .filter(|m| m.kind == kind && (kind == MarkKind::Decision || (m.amount >= 0.0) == good))
                                .filter(|_| kind == MarkKind::Luck || good)
                                .map(|m| [m.x as f64, curve.points[m.x].value])
                                .collect();
                            if pts.is_empty() {
                                continue;
                            }
                            let colour = match (kind, good) {
                                (MarkKind::Decision, _) => style::DAMAGE,
                                (_, true) => egui::Color32::from_rgb(60, 140, 75),
                                (_, false) => egui::Color32::from_rgb(225, 115, 35),
                            };
                            // The luck's two colours named apart (hover and legend).
                            let name = match (kind, good) {
                                (MarkKind::Decision, _) => name.clone(),
                                (_, true) => format!("{name}: {}", crate::t!(lang, "ledger-graph-luck-good")),
                                (_, false) => format!("{name}: {}", crate::t!(lang, "ledger-graph-luck-bad")),
                            };
                            p.points(Points::new(name, PlotPoints::from(pts)).shape(shape).radius(5.0).filled(true).color(colour));
                        }
                    }
                    if let Some(x) = shown_x.filter(|x| *x > 0.0) {
                        p.vline(VLine::new("", x).color(style::SUN));
                    }
                });
            resp.response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Image, true, crate::text::ledger::graph_title(lang))
            });
            if resp.response.clicked()
                && let Some(pos) = resp.response.interact_pointer_pos()
            {
                // The mark nearest the click, within a few pixels.
                let near = curve.marks.iter().min_by(|a, b| {
                    let d = |m: &crate::sim::ledger::Mark| {
                        resp.transform.position_from_point(&egui_plot::PlotPoint::new(m.x as f64, curve.points[m.x].value)).distance(pos)
                    };
                    d(a).total_cmp(&d(b))
                });
                if let Some(m) = near {
                    let at = resp.transform.position_from_point(&egui_plot::PlotPoint::new(m.x as f64, curve.points[m.x].value));
                    if at.distance(pos) <= 12.0 {
                        out = Some(CoachOut::Show(m.moment));
                    }
                }
            }
            // The legend, under the plot (over it, it hid the line).
            ui.horizontal_wrapped(|ui| {
                for (glyph, colour, text) in [
                    ("▼", style::DAMAGE, crate::t!(lang, "ledger-graph-decisions")),
                    ("●", egui::Color32::from_rgb(60, 140, 75), format!("{}: {}", crate::t!(lang, "ledger-graph-luck"), crate::t!(lang, "ledger-graph-luck-good"))),
                    ("●", egui::Color32::from_rgb(225, 115, 35), crate::t!(lang, "ledger-graph-luck-bad")),
                ] {
                    ui.add(egui::Label::new(RichText::new(format!("{glyph}\u{a0}{text}")).small().color(colour)).extend());
                }
            });
            ui.label(RichText::new(crate::t!(lang, "ledger-graph-hint")).small().color(style::MUTED));
        });
    out
}
