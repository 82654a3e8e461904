//! The log: every event and die roll with its rule number, filterable by day
//! and phase; hovering a rule number shows what the rule says, clicking it
//! opens its page of the rules reference.

use super::style;
use crate::i18n::{Lang, Msg};
use crate::rules::events::{PhaseId, date, phase_msg};
use crate::session::Session;
use crate::tr;
use chrono::NaiveDate;
use egui::RichText;

#[derive(Default)]
pub struct LogView {
    pub day: Option<NaiveDate>,
    pub phase: Option<PhaseId>,
    /// Rolls only.
    pub rolls: bool,
    /// 15.2: the RAF player is looking: the German's secret events stay hidden.
    pub hide_secret: bool,
    /// The rows shown, cached for (log length, filter).
    rows: Vec<usize>,
    key: (usize, Option<NaiveDate>, Option<PhaseId>, bool, bool),
}

impl LogView {
    pub fn ui(&mut self, ui: &mut egui::Ui, session: &Session, lang: Lang) {
        let log = session.log();
        ui.horizontal(|ui| {
            let heading = ui.heading(tr!(lang, Msg::Log));
            let days: Vec<NaiveDate> = {
                let mut v: Vec<NaiveDate> = log.iter().map(|l| l.date).collect();
                v.dedup();
                v
            };
            egui::ComboBox::from_id_salt("log-day")
                .selected_text(self.day.map(|d| date(d, lang)).unwrap_or_else(|| tr!(lang, Msg::AllDays)))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.day, None, tr!(lang, Msg::AllDays));
                    for d in days.iter().rev() {
                        ui.selectable_value(&mut self.day, Some(*d), date(*d, lang));
                    }
                })
                .response
                .labelled_by(heading.id);
            egui::ComboBox::from_id_salt("log-phase")
                .selected_text(
                    self.phase.map(|p| tr!(lang, phase_msg(p))).unwrap_or_else(|| tr!(lang, Msg::AllPhases)),
                )
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.phase, None, tr!(lang, Msg::AllPhases));
                    for p in [
                        PhaseId::Daylight(0),
                        PhaseId::Daylight(1),
                        PhaseId::Daylight(2),
                        PhaseId::Daylight(3),
                        PhaseId::Night,
                    ] {
                        ui.selectable_value(&mut self.phase, Some(p), tr!(lang, phase_msg(p)));
                    }
                })
                .response
                .labelled_by(heading.id);
            ui.checkbox(&mut self.rolls, tr!(lang, Msg::RollsOnly));
        });
        let key = (log.len(), self.day, self.phase, self.rolls, self.hide_secret);
        if key != self.key {
            self.key = key;
            self.rows = (0..log.len())
                .filter(|&i| {
                    let l = &log[i];
                    self.day.is_none_or(|d| l.date == d)
                        && self.phase.is_none_or(|p| l.phase == Some(p))
                        && (!self.rolls || l.event.is_roll())
                        && !(self.hide_secret && l.event.secret())
                })
                .collect();
        }
        let ed = session.edition();
        let row_h = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
        egui::ScrollArea::vertical()
            .id_salt("log")
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show_rows(ui, row_h, self.rows.len(), |ui, range| {
                for &i in &self.rows[range] {
                    let l = &log[i];
                    let rule = l.event.rule();
                    ui.horizontal(|ui| {
                        super::reference::rule_link(ui, rule, lang, true);
                        let text = l.event.describe(ed, lang);
                        let rt = if l.event.is_roll() {
                            RichText::new(text).color(style::MUTED)
                        } else {
                            RichText::new(text)
                        };
                        // One line a row; the whole text on hover.
                        ui.add(egui::Label::new(rt).truncate());
                    });
                }
            });
    }
}
