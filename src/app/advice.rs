//! The advisor's panel on the play screen (issue 16), in the side column
//! under the prompt: the first ask's warning, "thinking…", or the advice — the
//! expert's choice (named as its button names it), why, the best options'
//! estimates. It never makes a choice; the table (`crate::table`) records
//! the ask, computes the advice off the UI thread and marks the advised
//! numbered option for the player to click himself.

use super::{style, widgets, words};
use crate::rules::Choice;
use crate::sim::advisor::Advice;
use crate::table::{Action, AdviceState, Table};
use crate::text::Lang;
use crate::text::coach;
use egui::RichText;

/// What the player did in the panel.
pub enum AdviceOut {
    /// Yes to the first ask.
    Confirm,
    /// No to the first ask.
    Cancel,
    /// Put the panel away (the advised option stays marked).
    Close,
}

/// The panel's own state: put away or not, and when it was opened.
#[derive(Default)]
pub struct AdvicePanel {
    /// The panel was put away for the table's version.
    closed: Option<u64>,
    /// When it was opened (Escape closes the newest panel).
    pub opened: u64,
}

impl AdvicePanel {
    /// Put up again (a new ask).
    pub fn open(&mut self) {
        self.closed = None;
        self.opened = widgets::stamp();
    }

    pub fn close(&mut self, version: u64) {
        self.closed = Some(version);
    }

    /// Is the panel on show?
    pub fn showing(&self, table: &mut Table) -> bool {
        let v = table.version();
        !matches!(table.advice(), AdviceState::Idle) && self.closed != Some(v)
    }

    /// The panel, in the side column (`area`: the room the screen has,
    /// which opens the figures; `esc`: Escape closes it, the newest
    /// panel, shown on its Close).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        area: egui::Rect,
        esc: bool,
        table: &mut Table,
        lang: Lang,
    ) -> Option<AdviceOut> {
        if !self.showing(table) {
            return None;
        }
        let mut out = None;
        // In the side column, under the prompt: never over the board, whose
        // advised path stays in sight (issue 28).
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_max_width(ui.available_width().max(340.0));
            ui.horizontal(|ui| {
                ui.label(RichText::new(t!(lang, "advice-panel-title")).strong().color(style::RAF));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if widgets::close_button(ui, &t!(lang, "advice-close"), esc).clicked() {
                        out = Some(AdviceOut::Close);
                    }
                });
            });
            match table.advice() {
                AdviceState::Idle => {}
                AdviceState::Confirm => {
                    ui.add(egui::Label::new(t!(lang, "advice-confirm-text")).wrap());
                    ui.horizontal(|ui| {
                        if widgets::keyed_button(ui, true, &t!(lang, "advice-confirm-ask"), "A").clicked() {
                            out = Some(AdviceOut::Confirm);
                        }
                        if ui.button(t!(lang, "cancel")).clicked() {
                            out = Some(AdviceOut::Cancel);
                        }
                    });
                }
                AdviceState::Thinking(_, played) => {
                    ui.horizontal(|ui| {
                        widgets::spinner(ui, style::RAF);
                        ui.label(RichText::new(t!(lang, "advice-thinking")).color(style::MUTED));
                        // In the browser the work comes in slices: how far.
                        let n = played.load(std::sync::atomic::Ordering::Relaxed);
                        if n > 0 {
                            ui.label(RichText::new(t!(lang, "advice-played", n = n)).color(style::MUTED));
                        }
                    });
                }
                AdviceState::Failed => {
                    ui.label(RichText::new(t!(lang, "advice-failed")).color(style::DAMAGE));
                }
                AdviceState::Ready(_) => {}
            }
            if let Some(a) = table.advised() {
                // On a small map the figures fold away (a click opens them).
                let roomy = area.width() > 700.0 && area.height() > 560.0;
                show(ui, table, a, roomy, lang);
            }
        });
        out
    }
}

/// A choice as the numbered buttons name it, else as the coach does.
fn label(table: &Table, choice: &Choice, lang: Lang) -> String {
    match table.options().iter().find(|o| o.action == Action::One(choice.clone())) {
        Some(o) => words::option_text(table.campaign(), o, lang),
        None => coach::choice_name(table.campaign(), choice, lang),
    }
}

/// The advice: the choice (its starred button), why against the
/// runner-up (or that the best are equally good), the best options'
/// estimates each ± its standard error, the rollouts.
fn show(ui: &mut egui::Ui, table: &Table, a: &Advice, roomy: bool, lang: Lang) {
    let c = table.campaign();
    let choice = label(table, &a.choice, lang);
    ui.label(RichText::new(coach::advised(&choice, lang)).strong());
    // The sentence and the rows name choices in full, without the
    // buttons' warnings.
    let name = |ch: &Choice| coach::choice_name(c, ch, lang);
    ui.add(egui::Label::new(coach::reason(a, c, lang, &name)).wrap());
    if matches!(&a.choice, Choice::Move { actions } if !actions.is_empty()) {
        ui.label(RichText::new(coach::preselected(lang)).color(style::MUTED));
    }
    if a.top.is_empty() {
        ui.label(RichText::new(t!(lang, "advice-yours")).small().color(style::MUTED));
        return;
    }
    egui::CollapsingHeader::new(coach::figures_title(lang))
        .id_salt("advice-figures")
        .default_open(roomy)
        .show(ui, |ui| {
            figures(ui, a, c, lang);
            ui.add(
                egui::Label::new(RichText::new(coach::rollouts_line(a, lang)).small().color(style::MUTED))
                    .wrap(),
            );
        });
    ui.label(RichText::new(t!(lang, "advice-yours")).small().color(style::MUTED));
}

/// The best options' estimates, an option a column (at most three) and a
/// figure a row, the final margin first (the value the reasons cite): it
/// fits the side column's width (at 1366×768 the table with a column a
/// figure scrolled sideways and hid the margin); a cell too narrow puts
/// its figure's "± error" on a second line, and a column still too wide
/// scrolls sideways inside the panel, never past the window.
fn figures(ui: &mut egui::Ui, a: &Advice, c: &crate::rules::Campaign, lang: Lang) {
    let avail = ui.available_width();
    let gap = ui.spacing().item_spacing.x;
    let n = a.top.len().max(1) as f32;
    let head = (avail * 0.3).clamp(70.0, 150.0);
    let col = ((avail - head - gap * (n + 1.0)) / n).max(56.0);
    // A figure too wide for its cell goes on two lines: "0,37" over "± 0,01".
    let font = egui::TextStyle::Body.resolve(ui.style());
    let cell = |ui: &mut egui::Ui, s: String| {
        let wide = ui.fonts_mut(|f| f.layout_no_wrap(s.clone(), font.clone(), egui::Color32::PLACEHOLDER));
        match s.split_once(" ± ") {
            Some((v, e)) if wide.size().x > col => {
                ui.label(v);
                ui.label(format!("± {e}"));
            }
            _ => {
                ui.label(s);
            }
        }
    };
    // At night only repairs change the target points (12.1): they can only
    // fall, and the row says the points taken off, as the reasons do
    // (`text::coach::taken_off`), not negative points gained ("−2.00").
    let off = coach::taken_off(&a.top.iter().map(|e| e.target_points).collect::<Vec<_>>());
    let targets: (crate::text::Id, &dyn Fn(&crate::sim::advisor::Estimate) -> String) = if off {
        (crate::id!("advice-col-targets-off"), &|e| coach::est(-e.target_points, e.se.target_points, lang))
    } else {
        (crate::id!("advice-col-targets"), &|e| coach::est(e.target_points, e.se.target_points, lang))
    };
    let rows: [(crate::text::Id, &dyn Fn(&crate::sim::advisor::Estimate) -> String); 6] = [
        (crate::id!("advice-col-margin"), &|e| coach::est(e.value, e.se.value, lang)),
        (crate::id!("advice-col-victories"), &|e| coach::est(e.victories, e.se.victories, lang)),
        (crate::id!("advice-col-losses"), &|e| coach::est(e.raf_losses, e.se.raf_losses, lang)),
        targets,
        (crate::id!("advice-col-prevented"), &|e| coach::est(e.prevented, e.se.prevented, lang)),
        (crate::id!("advice-col-no-damage"), &|e| coach::pct_est(e.no_bombing, e.se.no_bombing, lang)),
    ];
    let heading = |ui: &mut egui::Ui, text: String| {
        ui.vertical(|ui| {
            ui.set_max_width(head);
            ui.add(egui::Label::new(RichText::new(text).small().strong()).wrap());
        });
    };
    egui::ScrollArea::horizontal().id_salt("advice-estimates-scroll").show(ui, |ui| {
        egui::Grid::new("advice-estimates").striped(true).num_columns(1 + a.top.len()).show(ui, |ui| {
            heading(ui, t!(lang, "advice-col-option"));
            for (i, e) in a.top.iter().enumerate() {
                let name = coach::choice_name(c, &e.choice, lang);
                // ★ the choice; = the options as good as it within noise.
                let name = if i == 0 {
                    format!("★ {name}")
                } else if a.equally_good.contains(&i) {
                    format!("= {name}")
                } else {
                    name
                };
                ui.vertical(|ui| {
                    ui.set_max_width(col);
                    let text = RichText::new(name);
                    ui.add(egui::Label::new(if i == 0 { text.strong() } else { text }).wrap());
                });
            }
            ui.end_row();
            for (id, figure) in rows {
                heading(ui, t!(lang, id));
                for e in &a.top {
                    ui.vertical(|ui| {
                        ui.set_max_width(col);
                        cell(ui, figure(e));
                    });
                }
                ui.end_row();
            }
        })
    });
}
