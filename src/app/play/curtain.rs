//! 15.2: the curtain between the players — pass the computer.

use crate::app::style;
use crate::text::Lang;
use crate::rules::state::Seat;
use egui::RichText;

/// "Luftwaffe player", "RAF player".
pub fn seat_name(who: Seat, lang: Lang) -> String {
    match who {
        Seat::Luftwaffe => t!(lang, "seat-luftwaffe"),
        Seat::Raf | Seat::RafPlayer(_) => t!(lang, "seat-raf"),
    }
}

/// The curtain for `who`; true when he says he has the screen.
pub fn ui(ui: &mut egui::Ui, who: Seat, lang: Lang) -> bool {
    let name = seat_name(who, lang);
    let mut shown = false;
    egui::CentralPanel::default().show(ui, |ui| {
        ui.add_space(160.0);
        ui.vertical_centered(|ui| {
            ui.heading(RichText::new(t!(lang, "curtain-title", who = name)).size(30.0).strong());
            ui.add_space(12.0);
            ui.label(RichText::new(t!(lang, "curtain-body")).color(style::MUTED));
            ui.add_space(24.0);
            shown = ui.button(RichText::new(t!(lang, "curtain-show", who = name)).size(20.0)).clicked();
        });
    });
    shown
}
