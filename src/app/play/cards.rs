//! The summary cards over the map's upper right corner: the newest three
//! in full, a count of the rest; each stays until OK (Escape puts away the
//! newest). A phase without a raid is one line, gone at the next choice.

use crate::app::style;
use crate::text::Lang;
use crate::report::summary::Summary;
use crate::table::Table;
use egui::RichText;

/// What the player did with the cards.
pub enum CardsOut {
    Dismiss(usize),
    DismissAll,
}

pub fn ui(ui: &mut egui::Ui, area: egui::Rect, table: &Table, lang: Lang) -> Option<CardsOut> {
    let cards = table.cards();
    if cards.is_empty() {
        return None;
    }
    let ed = table.edition();
    let score = table.campaign().score();
    let mut out = None;
    let width = (area.width() * 0.45).clamp(300.0, 460.0);
    egui::Area::new(egui::Id::unique("summary-cards"))
        .order(egui::Order::Foreground)
        .fixed_pos(area.right_top() + egui::vec2(-8.0, 40.0))
        .pivot(egui::Align2::RIGHT_TOP)
        .show(ui.ctx(), |ui| {
            ui.set_max_width(width);
            let n = cards.len();
            if n > 3 {
                ui.horizontal(|ui| {
                    ui.label(RichText::new(t!(lang, "more-cards", n = n - 3)).color(style::MUTED));
                    if ui.button(t!(lang, "dismiss-all")).clicked() {
                        out = Some(CardsOut::DismissAll);
                    }
                });
            }
            for (i, s) in cards.iter().enumerate().skip(n.saturating_sub(3)) {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_width(width - 20.0);
                    ui.horizontal(|ui| {
                        ui.add(egui::Label::new(RichText::new(s.title(ed, lang)).strong().color(colour(s))).wrap());
                        crate::app::reference::rule_link(ui, s.rule(), lang, true);
                    });
                    for line in s.lines(ed, lang) {
                        ui.add(egui::Label::new(line).wrap());
                    }
                    if matches!(s, Summary::Recap(_)) {
                        let now = t!(lang, "score-now", raf = score.raf, luftwaffe = score.luftwaffe);
                        ui.label(RichText::new(now).strong());
                    }
                    if ui.button(t!(lang, "dismiss")).on_hover_text(t!(lang, "dismiss-hint")).clicked() {
                        out = Some(CardsOut::Dismiss(i));
                    }
                });
                ui.add_space(4.0);
            }
        });
    out
}

fn colour(s: &Summary) -> egui::Color32 {
    match s {
        Summary::Combat(_) => style::RAF,
        Summary::Raid(_) => style::LUFTWAFFE,
        Summary::Recap(_) | Summary::Quiet(_) => style::INK,
    }
}
