//! "What happened": the side column's list of summaries (a raid over, a
//! combat, a span of phases flown without a decision), newest first, never
//! over the controls. Those new since the player's last choice (the
//! table's cards) head it, marked; the player's next choice puts them with
//! the earlier ones (the screen dismisses them), which stay here and in
//! the log.

use crate::app::style;
use crate::report::summary::Summary;
use crate::table::Table;
use crate::text::Lang;
use egui::RichText;

/// How many earlier summaries the list keeps (the log keeps them all).
const EARLIER: usize = 12;

pub fn ui(ui: &mut egui::Ui, table: &Table, lang: Lang) {
    let ed = table.edition();
    let score = table.campaign().score();
    let cards = table.cards();
    let all = table.summaries();
    if cards.is_empty() && all.is_empty() {
        ui.add(egui::Label::new(RichText::new(t!(lang, "happened-none")).color(style::MUTED)).wrap());
        return;
    }
    let card = |ui: &mut egui::Ui, s: &Summary, new: bool| {
        let fill = if new { style::RAF_LIGHT } else { egui::Color32::from_gray(245) };
        egui::Frame::group(ui.style()).fill(fill).inner_margin(6.0).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_top(|ui| {
                crate::app::reference::rule_link(ui, s.rule(), lang, true);
                ui.add(egui::Label::new(RichText::new(s.title(ed, lang)).strong().color(colour(s))).wrap());
            });
            for line in s.lines(ed, lang) {
                ui.add(egui::Label::new(line).wrap());
            }
            if new && matches!(s, Summary::Recap(_)) {
                let now = t!(lang, "score-now", raf = score.raf, luftwaffe = score.luftwaffe);
                ui.label(RichText::new(now).strong());
            }
        });
        ui.add_space(4.0);
    };
    if !cards.is_empty() {
        ui.label(RichText::new(t!(lang, "happened-new")).strong().color(style::RAF));
        for s in cards.iter().rev() {
            card(ui, s, true);
        }
    }
    // The earlier ones: the summaries of the log not among the new.
    let earlier: Vec<&Summary> =
        all.iter().rev().map(|p| &p.summary).filter(|s| !cards.contains(s)).take(EARLIER).collect();
    if !earlier.is_empty() {
        ui.label(RichText::new(t!(lang, "happened-earlier")).color(style::MUTED));
        for s in earlier {
            card(ui, s, false);
        }
    }
}

/// Summaries worth opening the list for (a quiet phase alone is one line:
/// it is there without taking the column).
pub fn worth_showing(cards: &[Summary]) -> bool {
    cards.iter().any(|s| !matches!(s, Summary::Quiet(_)))
}

fn colour(s: &Summary) -> egui::Color32 {
    match s {
        Summary::Combat(_) => style::RAF,
        Summary::Raid(_) => style::LUFTWAFFE,
        Summary::Recap(_) | Summary::Quiet(_) => style::INK,
    }
}
