//! The log: every event and die roll with its rule number, filterable by day
//! and phase, with a summary after every combat, every raid and every span
//! of phases flown without a decision; hovering a rule number shows what the
//! rule says, clicking it opens its page of the rules reference.
//!
//! Lines wrap to the panel's width. Only the rows in sight are laid out
//! and drawn; their heights are measured once per (rows, width, language)
//! and grown as the log grows. The log follows its newest line until the
//! player scrolls up; "Latest" jumps back and follows again.

use super::style;
use crate::text::Lang;
use crate::report::summary::{Placed, Summary};
use crate::rules::events::PhaseId;
use crate::text::{date, phase_msg};
use crate::session::Session;
use chrono::NaiveDate;
use egui::RichText;

/// A row of the log: an event (its index in the session's log) or a
/// summary (its index among the summaries).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Row {
    Event(usize),
    Summary(usize),
}

/// The width of the rule-number column.
const RULE_W: f32 = 54.0;

#[derive(Default)]
pub struct LogView {
    pub day: Option<NaiveDate>,
    pub phase: Option<PhaseId>,
    /// Rolls only.
    pub rolls: bool,
    /// 15.2: the RAF player is looking: the German's secret events stay hidden.
    pub hide_secret: bool,
    /// The rows shown, for (log length, summaries, filter).
    rows: Vec<Row>,
    key: (usize, usize, Option<NaiveDate>, Option<PhaseId>, bool, bool, usize),
    /// Own dice (issue 32): for each line of the log, whether it is a roll
    /// the player entered; empty when the program rolls every die.
    marks: Vec<bool>,
    /// The height of each row, for (width, language): `heights[i]` is row
    /// i's; `tops` their running sum.
    heights: Vec<f32>,
    tops: Vec<f32>,
    measured: (u32, Option<Lang>),
    /// Scrolled up, away from the newest line.
    away: bool,
    jump: bool,
}

impl LogView {
    pub fn ui(&mut self, ui: &mut egui::Ui, session: &Session, summaries: &[Placed], lang: Lang) {
        let log = session.log();
        let ed = session.edition();
        // Wrapped: a row wider than the panel would push a right-hand panel
        // over the map (egui keeps such a panel's width from its right edge).
        ui.horizontal_wrapped(|ui| {
            let heading = ui.heading(t!(lang, "log"));
            let days: Vec<NaiveDate> = {
                let mut v: Vec<NaiveDate> = log.iter().map(|l| l.date).collect();
                v.dedup();
                v
            };
            egui::ComboBox::from_id_salt("log-day")
                .selected_text(self.day.map(|d| date(d, lang)).unwrap_or_else(|| t!(lang, "all-days")))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.day, None, t!(lang, "all-days"));
                    for d in days.iter().rev() {
                        ui.selectable_value(&mut self.day, Some(*d), date(*d, lang));
                    }
                })
                .response
                .labelled_by(heading.id);
            egui::ComboBox::from_id_salt("log-phase")
                .selected_text(
                    self.phase.map(|p| t!(lang, phase_msg(p))).unwrap_or_else(|| t!(lang, "all-phases")),
                )
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.phase, None, t!(lang, "all-phases"));
                    for p in [
                        PhaseId::Daylight(0),
                        PhaseId::Daylight(1),
                        PhaseId::Daylight(2),
                        PhaseId::Daylight(3),
                        PhaseId::Night,
                    ] {
                        ui.selectable_value(&mut self.phase, Some(p), t!(lang, phase_msg(p)));
                    }
                })
                .response
                .labelled_by(heading.id);
            ui.checkbox(&mut self.rolls, t!(lang, "rolls-only"));
        });
        let latest = ui
            .add_enabled(self.away, egui::Button::new(t!(lang, "log-latest")).small())
            .on_hover_text(t!(lang, "log-latest-hint"));
        if latest.clicked() {
            self.jump = true;
        }
        let entered = session.own_dice().map_or(0, |o| o.entered.len());
        let key = (log.len(), summaries.len(), self.day, self.phase, self.rolls, self.hide_secret, entered);
        if key != self.key {
            self.key = key;
            self.marks = if session.own_dice().is_some() { session.entered_rolls() } else { Vec::new() };
            let rows = self.filtered(session, summaries);
            // The log only grows (or an undo cuts its end): keep the
            // heights of the rows that did not change.
            let same = self.rows.iter().zip(&rows).take_while(|(a, b)| a == b).count();
            self.heights.truncate(same);
            self.rows = rows;
        }
        let width = (ui.available_width() - 16.0).max(120.0);
        if self.measured != (width as u32, Some(lang)) {
            self.measured = (width as u32, Some(lang));
            self.heights.clear();
        }
        // Measure the rows not yet measured.
        let text_w = width - RULE_W - ui.spacing().item_spacing.x;
        let body = egui::TextStyle::Body.resolve(ui.style());
        let small = egui::TextStyle::Small.resolve(ui.style());
        let gap = ui.spacing().item_spacing.y;
        while self.heights.len() < self.rows.len() {
            let h = match self.rows[self.heights.len()] {
                Row::Event(i) => {
                    let text = self.line(session, i, lang);
                    ui.painter().layout(text, body.clone(), style::INK, text_w).size().y
                }
                Row::Summary(k) => {
                    // A framed heading and lines (corrected once drawn).
                    let s = &summaries[k].summary;
                    let mut h = ui
                        .painter()
                        .layout(s.title(ed, lang), body.clone(), style::INK, width - 20.0 - RULE_W)
                        .size()
                        .y;
                    for line in s.lines(ed, lang) {
                        let size = ui.painter().layout(line, small.clone(), style::INK, width - 20.0).size();
                        h += size.y + gap;
                    }
                    h + 14.0
                }
            };
            self.heights.push(h.max(body.size) + gap);
        }
        self.tops.clear();
        let mut y = 0.0;
        for h in &self.heights {
            self.tops.push(y);
            y += h;
        }
        let total = y;
        let mut area =
            egui::ScrollArea::vertical().id_salt("log").stick_to_bottom(true).auto_shrink([false, false]);
        if self.jump {
            area = area.vertical_scroll_offset(f32::MAX);
            self.jump = false;
        }
        let out = area.show_viewport(ui, |ui, viewport| {
            ui.set_width(width);
            ui.set_height(total);
            let first = self.tops.partition_point(|&t| t + 0.1 < viewport.min.y).saturating_sub(1);
            let origin = ui.min_rect().min;
            for r in first..self.rows.len() {
                let top = self.tops[r];
                if top > viewport.max.y {
                    break;
                }
                let rect = egui::Rect::from_min_size(
                    origin + egui::vec2(0.0, top),
                    egui::vec2(width, self.heights[r]),
                );
                let drawn =
                    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| match self.rows[r] {
                        Row::Event(i) => {
                            let l = &log[i];
                            ui.horizontal_top(|ui| {
                                ui.allocate_ui_with_layout(
                                    egui::vec2(RULE_W, 0.0),
                                    egui::Layout::top_down(egui::Align::Min),
                                    |ui| {
                                        ui.set_width(RULE_W);
                                        super::reference::rule_link(ui, l.event.rule(), lang, true);
                                    },
                                );
                                let text = self.line(session, i, lang);
                                let rt = if self.marks.get(i) == Some(&true) {
                                    RichText::new(text).color(style::RAF)
                                } else if l.event.is_roll() {
                                    RichText::new(text).color(style::MUTED)
                                } else {
                                    RichText::new(text)
                                };
                                ui.add(egui::Label::new(rt).wrap());
                            });
                        }
                        Row::Summary(k) => summary_row(ui, &summaries[k].summary, session, lang),
                    });
                // The measure was off (fonts, frames): keep the drawn height
                // and lay out again.
                let real = drawn.response.rect.height() + gap;
                if (real - self.heights[r]).abs() > 0.5 {
                    self.heights[r] = real;
                    ui.ctx().request_repaint();
                }
            }
        });
        let max = out.content_size.y - out.inner_rect.height();
        self.away = max > 1.0 && out.state.clamped_offset().y < max - 1.0;
    }

    /// Line `i` of the log in words; with the player's own dice a roll
    /// says who rolled it: entered, or rolled by the program.
    fn line(&self, session: &Session, i: usize, lang: Lang) -> String {
        let event = &session.log()[i].event;
        let text = event.describe(session.edition(), lang);
        match self.marks.get(i) {
            Some(&entered) if event.is_roll() => {
                format!("{text} · {}", crate::text::dice::roll_mark(entered, lang))
            }
            _ => text,
        }
    }

    /// The rows the filters let through: events, each summary after the
    /// line that closes it.
    fn filtered(&self, session: &Session, summaries: &[Placed]) -> Vec<Row> {
        let log = session.log();
        let shown = |i: usize| {
            let l = &log[i];
            self.day.is_none_or(|d| l.date == d)
                && self.phase.is_none_or(|p| l.phase == Some(p))
                && !(self.hide_secret && l.event.secret())
        };
        let mut rows = Vec::with_capacity(log.len() + summaries.len());
        let mut next = 0;
        for (i, l) in log.iter().enumerate() {
            if shown(i) && (!self.rolls || l.event.is_roll()) {
                rows.push(Row::Event(i));
            }
            while next < summaries.len() && summaries[next].at == i {
                if shown(i) && !self.rolls {
                    rows.push(Row::Summary(next));
                }
                next += 1;
            }
        }
        rows
    }
}

/// A summary in the log: framed, its heading and lines.
fn summary_row(ui: &mut egui::Ui, s: &Summary, session: &Session, lang: Lang) {
    let ed = session.edition();
    egui::Frame::group(ui.style()).fill(egui::Color32::from_gray(245)).inner_margin(4.0).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_top(|ui| {
            super::reference::rule_link(ui, s.rule(), lang, true);
            ui.add(egui::Label::new(RichText::new(s.title(ed, lang)).strong()).wrap());
        });
        for line in s.lines(ed, lang) {
            ui.add(egui::Label::new(RichText::new(line).small()).wrap());
        }
    });
}
