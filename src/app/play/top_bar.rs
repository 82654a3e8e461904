//! The campaign screen's one bar: back to the campaigns, the campaign's
//! name, the pages (the campaign, the log books, scores, journal, review);
//! at the right the language, the rules, the keys, the zoom, whether the
//! last change was saved, and Undo. Each button that has a key shows it.
//! The date, the phase, the weather, the sun and the score head the side
//! column, above the question they are the context of.

use crate::app::records::RecordsView;
use crate::app::{style, widgets};
use crate::table::{Saved, Table};
use crate::text::Lang;
use egui::RichText;

/// What the player did in the bar.
#[derive(Default)]
pub struct TopOut {
    pub leave: bool,
    pub undo: bool,
    pub legend: bool,
}

/// The bar's contents (its rows wrap in a narrow window). `hiding`: 15.2,
/// the records stay shut while the German's secrets must stay hidden.
pub fn ui(
    ui: &mut egui::Ui,
    table: &Table,
    lang: &mut Lang,
    records: &mut RecordsView,
    hiding: bool,
) -> TopOut {
    let l = *lang;
    let c = table.campaign();
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
    // One row: the bar as it reads best while it fits the window; folded
    // (icons with their words on hover, the languages in a menu, the name
    // on the back button's hover) where it would not, as at 150 % on
    // 1366×768 (911 points). The width the full bar needs is measured
    // when it is drawn, per language, and a frame drawn too wide is
    // discarded, never shown.
    let need = egui::Id::unique("play-bar-needs").with(l);
    let room = ui.available_width();
    let compact = ui.ctx().data(|d| d.get_temp::<f32>(need)).is_some_and(|w| w > room + 0.5);
    let mut out = TopOut::default();
    let mut row = |ui: &mut egui::Ui, out: &mut TopOut| {
        let back = t!(l, "back-to-campaigns");
        out.leave = if compact {
            let r = ui.button("◀").on_hover_text(format!("{back}\n{}", table.name()));
            r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &back));
            r.clicked()
        } else {
            let clicked = ui.button(&back).clicked();
            ui.scope(|ui| {
                ui.set_max_width(120.0);
                ui.add(egui::Label::new(RichText::new(table.name()).strong()).truncate());
            });
            clicked
        };
        ui.separator();
        if hiding {
            // Two words in the bar, the reason on hover (the whole sentence
            // wrapped the bar onto a second row at 1366×768).
            ui.label(RichText::new(t!(l, "records-closed")).color(style::MUTED))
                .on_hover_text(t!(l, "records-hidden"));
        } else {
            records.tabs(ui, l, compact);
        }
        ui.separator();
        let undo = t!(l, "undo");
        let shown = if compact { undo.split_whitespace().next().unwrap_or("↶").to_string() } else { undo.clone() };
        out.undo = widgets::keyed_button_as(ui, can, &shown, &undo, "Ctrl+Z")
            .on_hover_text(widgets::hint(compact, &undo, hint.clone()))
            .on_disabled_hover_text(widgets::hint(compact, &undo, hint.clone()))
            .clicked();
        match table.saved() {
            // A mark, its words on hover (the bar is one row at 1280 wide).
            Saved::Yes => {
                let r = ui.label(RichText::new("✔").color(style::OK)).on_hover_text(t!(l, "saved-ok"));
                r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, t!(l, "saved-ok")));
                r
            }
            Saved::Failed(e) => {
                ui.label(RichText::new(t!(l, "save-failed")).color(style::DAMAGE)).on_hover_text(e)
            }
        };
        ui.separator();
        // One piece when the bar wraps ("Ctrl +" alone on the next row
        // read as a button of its own).
        ui.horizontal(|ui| widgets::zoom_control_sized(ui, l, compact));
        ui.separator();
        let keys = t!(l, "keys-button");
        let shown = if compact { keys.split_whitespace().next().unwrap_or("⌨").to_string() } else { keys.clone() };
        out.legend = widgets::keyed_button_as(ui, true, &shown, &keys, "H")
            .on_hover_text(widgets::hint(compact, &keys, t!(l, "keys-button-hint")))
            .clicked();
        crate::app::reference::button_sized(ui, l, compact);
        ui.separator();
        if compact {
            widgets::language_menu(ui, lang);
        } else {
            widgets::language_switch(ui, lang);
        }
    };
    if compact {
        // Closer together (one row at 1280×720 and 150 %, 853 points);
        // still wider than the window (a zoom beyond 150 %), it wraps.
        ui.spacing_mut().item_spacing.x = 5.0;
        ui.horizontal_wrapped(|ui| row(ui, &mut out));
    } else {
        let width = ui.horizontal(|ui| row(ui, &mut out)).response.rect.width();
        ui.ctx().data_mut(|d| d.insert_temp(need, width));
        if width > room + 0.5 {
            ui.ctx().request_discard("the bar is wider than the window: folded");
        }
    }
    out
}

/// The key legend, over the map's lower right corner.
pub fn legend(ui: &egui::Ui, area: egui::Rect, esc: bool, lang: Lang) -> bool {
    let mut close = false;
    egui::Area::new(egui::Id::unique("key-legend"))
        .order(egui::Order::Foreground)
        .fixed_pos(area.right_bottom() + egui::vec2(-8.0, -8.0))
        .pivot(egui::Align2::RIGHT_BOTTOM)
        .constrain_to(area)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.label(RichText::new(t!(lang, "keys-title")).strong());
                    close =
                        widgets::close_button(ui, "✕", esc).on_hover_text(t!(lang, "key-escape")).clicked();
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
