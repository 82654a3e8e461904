//! The campaign screen's top bar: back to the campaigns, the campaign, the
//! date, phase, weather and sun, the score; at the right the language, the
//! rules, the keys, whether the last change was saved, and Undo.

use crate::app::{style, widgets};
use crate::text::Lang;
use crate::rules::events::PhaseId;
use crate::text::{date, dir_msg, phase_msg};
use crate::rules::state::Phase;
use crate::table::{Saved, Table};
use egui::RichText;

/// What the player did in the top bar.
#[derive(Default)]
pub struct TopOut {
    pub leave: bool,
    pub undo: bool,
    pub legend: bool,
}

pub fn ui(ui: &mut egui::Ui, table: &Table, lang: &mut Lang) -> TopOut {
    let l = *lang;
    let c = table.campaign();
    let st = c.state();
    let phase = match st.phase {
        Phase::Weather => t!(l, "phase-weather"),
        Phase::Daylight(i) => t!(l, phase_msg(PhaseId::Daylight(i))),
        Phase::Night => t!(l, "phase-night"),
    };
    let day = date(st.date, l);
    let weather = st.weather.map(|w| format!("· {}", t!(l, w.msg())));
    let sun = c.sun().map(|sun| format!("☀ {}", t!(l, "sun-from", dir = t!(l, dir_msg(c.edition(), sun)))));
    let s = c.score();
    let score = format!("RAF {} – Luftwaffe {}", s.raf, s.luftwaffe);
    let can = table.can_undo();
    let hint = if table.session().setup().options.no_undo {
        t!(l, "undo-off")
    } else if c.is_over() {
        t!(l, "undo-over")
    } else if can {
        t!(l, "undo-hint")
    } else {
        t!(l, "undo-dice")
    };
    let mut out = TopOut::default();
    egui::Panel::top("play-top").show(ui, |ui| {
        ui.horizontal(|ui| {
            out.leave = ui.button(t!(l, "back-to-campaigns")).clicked();
            ui.separator();
            ui.add(egui::Label::new(RichText::new(table.name()).strong()).truncate());
            ui.separator();
            ui.label(RichText::new(day).strong());
            ui.label(phase);
            if let Some(w) = weather {
                ui.label(w);
            }
            if let Some(sun) = sun {
                ui.label(RichText::new(sun).color(style::SUN));
            }
            ui.separator();
            ui.label(RichText::new(score).strong());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                widgets::language_switch(ui, lang);
                ui.separator();
                crate::app::reference::button(ui, l);
                out.legend = ui.button(t!(l, "keys-button")).on_hover_text(t!(l, "keys-button-hint")).clicked();
                ui.separator();
                match table.saved() {
                    Saved::Yes => ui.label(RichText::new(t!(l, "saved-ok")).color(style::OK)),
                    Saved::Failed(e) => {
                        ui.label(RichText::new(t!(l, "save-failed")).color(style::DAMAGE)).on_hover_text(e)
                    }
                };
                ui.separator();
                out.undo = ui
                    .add_enabled(can, egui::Button::new(t!(l, "undo")))
                    .on_hover_text(hint.clone())
                    .on_disabled_hover_text(hint)
                    .clicked();
            });
        });
    });
    out
}

/// The key legend, over the map's lower right corner.
pub fn legend(ui: &egui::Ui, area: egui::Rect, lang: Lang) -> bool {
    let mut close = false;
    egui::Area::new(egui::Id::unique("key-legend"))
        .order(egui::Order::Foreground)
        .fixed_pos(area.right_bottom() + egui::vec2(-8.0, -8.0))
        .pivot(egui::Align2::RIGHT_BOTTOM)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.label(RichText::new(t!(lang, "keys-title")).strong());
                    close = ui.button("✕").on_hover_text(t!(lang, "key-escape")).clicked();
                });
                egui::Grid::new("key-legend-grid").num_columns(2).spacing([12.0, 2.0]).show(ui, |ui| {
                    for (k, what) in super::keys::legend(lang) {
                        ui.label(RichText::new(k).monospace().strong());
                        ui.label(what);
                        ui.end_row();
                    }
                });
            });
        });
    close
}
