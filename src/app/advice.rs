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
    /// which opens the figures; `right` is no longer used: the panel is
    /// never over the board).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        area: egui::Rect,
        right: bool,
        table: &mut Table,
        lang: Lang,
    ) -> Option<AdviceOut> {
        if !self.showing(table) {
            return None;
        }
        let mut out = None;
        // In the side column, under the prompt: never over the board, whose
        // advised path stays in sight (issue 28).
        let _ = right;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_max_width(ui.available_width().max(340.0));
            ui.horizontal(|ui| {
                ui.label(RichText::new(t!(lang, "advice-panel-title")).strong().color(style::RAF));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(t!(lang, "advice-close")).clicked() {
                        out = Some(AdviceOut::Close);
                    }
                });
            });
            match table.advice() {
                AdviceState::Idle => {}
                AdviceState::Confirm => {
                    ui.add(egui::Label::new(t!(lang, "advice-confirm-text")).wrap());
                    ui.horizontal(|ui| {
                        if ui.button(t!(lang, "advice-confirm-ask")).clicked() {
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
            // Wider than a narrow side column: it scrolls sideways, its
            // last column in reach rather than cut at the window's edge.
            let scroll = egui::ScrollArea::horizontal().id_salt("advice-estimates-scroll");
            scroll.show(ui, |ui| {
                egui::Grid::new("advice-estimates").striped(true).num_columns(7).show(ui, |ui| {
                    for h in [
                        crate::id!("advice-col-option"),
                        crate::id!("advice-col-victories"),
                        crate::id!("advice-col-losses"),
                        crate::id!("advice-col-targets"),
                        crate::id!("advice-col-prevented"),
                        crate::id!("advice-col-no-damage"),
                        crate::id!("advice-col-margin"),
                    ] {
                        // Narrow columns: the headings wrap.
                        ui.vertical(|ui| {
                            ui.set_max_width(72.0);
                            ui.add(egui::Label::new(RichText::new(t!(lang, h)).small().strong()).wrap());
                        });
                    }
                    ui.end_row();
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
                            ui.set_max_width(160.0);
                            ui.add(egui::Label::new(name).wrap());
                        });
                        for (x, se) in [
                            (e.victories, e.se.victories),
                            (e.raf_losses, e.se.raf_losses),
                            (e.target_points, e.se.target_points),
                            (e.prevented, e.se.prevented),
                        ] {
                            ui.label(coach::est(x, se, lang));
                        }
                        ui.label(coach::pct_est(e.no_bombing, e.se.no_bombing, lang));
                        // The value the reasons cite: the change in the
                        // expected final margin, in points.
                        ui.label(coach::est(e.value, e.se.value, lang));
                        ui.end_row();
                    }
                })
            });
            ui.add(
                egui::Label::new(RichText::new(coach::rollouts_line(a, lang)).small().color(style::MUTED))
                    .wrap(),
            );
        });
    ui.label(RichText::new(t!(lang, "advice-yours")).small().color(style::MUTED));
}
