//! The pilots' log books: the list of the eight pilots, and each one's log
//! sheet — every sortie, his fatigue day by day, his victories toward ace.

use super::short_date;
use crate::app::style;
use crate::edition::Edition;
use crate::text::{Lang, Localize};
use crate::report::{self, PilotLog, Report, SortieKind};
use crate::text::{date, phase_msg, pilot_name};
use egui::{Color32, RichText};

/// The page: the pilots on the left, the chosen one's log book.
pub fn page(ui: &mut egui::Ui, r: &Report, ed: &Edition, pilot: &mut usize, lang: Lang) {
    egui::Panel::left("logbook-pilots")
        .resizable(false)
        .exact_size(260.0)
        .show(ui, |ui| pilot_list(ui, r, ed, pilot, lang));
    egui::CentralPanel::default().show(ui, |ui| {
        if let Some(p) = r.pilots.get(*pilot) {
            egui::ScrollArea::vertical().id_salt("logbook").show(ui, |ui| logbook(ui, p, ed, lang));
        }
    });
}

fn pilot_list(ui: &mut egui::Ui, r: &Report, ed: &Edition, pick: &mut usize, lang: Lang) {
    ui.heading(t!(lang, "tab-log-books"));
    for p in &r.pilots {
        let ace = if p.is_ace() { " ★" } else { "" };
        let text = format!("{}{ace}", pilot_name(ed, p.pilot));
        let resp = ui.selectable_value(pick, p.pilot as usize, RichText::new(text).strong());
        resp.on_hover_text(p.status.localize(lang));
        ui.label(
            RichText::new(format!(
                "{} · {} {} · {}",
                ed.raf_types[ed.pilots[p.pilot as usize].aircraft].name,
                p.flown(),
                t!(lang, "rp-col-sorties").to_lowercase(),
                p.status.localize(lang)
            ))
            .small()
            .color(style::MUTED),
        );
        ui.add_space(4.0);
    }
}

/// The paper of a log sheet.
const PAPER: Color32 = Color32::from_rgb(250, 246, 230);
const RULE: Color32 = Color32::from_rgb(150, 140, 110);

fn outcome(s: &report::Sortie, lang: Lang) -> String {
    let mut v = Vec::new();
    let died_of_wounds = matches!(s.wound, Some((crate::edition::WoundResult::Killed, _)));
    if s.aircraft_lost {
        v.push(t!(lang, "rp-lost"));
    }
    let on_ground = !s.flown();
    match s.bail_out {
        None if on_ground && !s.killed => v.push(t!(lang, "rp-ground-safe")),
        Some(true) => v.push(t!(lang, "rp-bailed-safe")),
        Some(false) => v.push(t!(lang, "rp-bailed-killed")),
        None if s.killed && !died_of_wounds => v.push(t!(lang, "rp-killed")),
        None => {}
    }
    match s.wound {
        Some((crate::edition::WoundResult::Shaken, _)) => v.push(t!(lang, "rp-shaken")),
        Some((crate::edition::WoundResult::Wounded { .. }, until)) => {
            v.push(t!(lang, "rp-wounded-until", date = until.map(|d| date(d, lang)).unwrap_or_default()))
        }
        Some((crate::edition::WoundResult::CareerOver, _)) => v.push(t!(lang, "rp-career-over")),
        Some((crate::edition::WoundResult::Killed, _)) => v.push(t!(lang, "rp-died-of-wounds")),
        None => {}
    }
    v.join(", ")
}

/// A pilot's log book, drawn like a log sheet.
fn logbook(ui: &mut egui::Ui, p: &PilotLog, ed: &Edition, lang: Lang) {
    egui::Frame::new().fill(PAPER).stroke(egui::Stroke::new(1.0, RULE)).inner_margin(16.0).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(t!(lang, "lb-title").to_uppercase()).small().color(RULE));
        let ace = if p.is_ace() { " ★" } else { "" };
        ui.label(
            RichText::new(format!("{}{ace}", pilot_name(ed, p.pilot))).size(24.0).strong().color(style::INK),
        );
        let def = &ed.pilots[p.pilot as usize];
        ui.label(t!(lang, "lb-flies", aircraft = ed.raf_types[def.aircraft].name));
        ui.label(RichText::new(t!(lang, "lb-status-now", status = p.status.localize(lang))).strong());
        ui.label(t!(
            lang,
            "lb-toward-ace",
            n = p.victories,
            prior = p.prior_victories,
            total = p.toward_ace(),
            ace = crate::rules::score::ACE_VICTORIES
        ));
        if let Some(d) = p.ace_on {
            ui.label(RichText::new(t!(lang, "lb-ace-on", date = date(d, lang))).color(style::SUN).strong());
        }
        ui.add_space(10.0);
        ui.label(RichText::new(t!(lang, "lb-sorties-title")).heading().color(style::INK));
        if p.sorties.is_empty() {
            ui.label(RichText::new(t!(lang, "lb-no-sorties")).italics().color(style::MUTED));
        } else {
            egui::Grid::new("logbook-sorties").striped(true).spacing([14.0, 4.0]).show(ui, |ui| {
                for h in [
                    id!("rp-col-date"),
                    id!("rp-col-phase"),
                    id!("rp-col-aircraft"),
                    id!("rp-col-mission"),
                    id!("rp-col-hexes"),
                    id!("rp-col-combats"),
                    id!("rp-col-bursts"),
                    id!("rp-col-hits-taken"),
                    id!("rp-col-victories"),
                    id!("rp-col-outcome"),
                ] {
                    ui.label(RichText::new(t!(lang, h)).strong().small());
                }
                ui.end_row();
                for s in &p.sorties {
                    ui.label(short_date(s.date));
                    ui.label(s.phase.map(|ph| t!(lang, phase_msg(ph))).unwrap_or_default());
                    ui.label(&s.aircraft);
                    ui.label(match s.kind {
                        SortieKind::Patrol => t!(lang, "rp-patrol"),
                        SortieKind::Scramble => t!(lang, "rp-scramble"),
                        SortieKind::OnGround { site } => {
                            t!(lang, "rp-on-ground", site = crate::text::site_name(ed, site as usize, lang))
                        }
                    });
                    let path = s.path.iter().map(|h| h.to_string()).collect::<Vec<_>>().join("→");
                    let hexes = ui.label(s.path.len().to_string());
                    if !path.is_empty() {
                        hexes.on_hover_text(path);
                    }
                    ui.label(s.combats.to_string());
                    ui.label(s.bursts.to_string());
                    ui.label(s.hits_taken.to_string());
                    let kills = s.victories.iter().map(|k| format!("{} #{}", k.ty, k.id)).collect::<Vec<_>>();
                    ui.label(RichText::new(kills.join(", ")).color(style::RAF).strong());
                    ui.label(RichText::new(outcome(s, lang)).color(style::DAMAGE));
                    ui.end_row();
                }
                // Totals, as at the foot of a log sheet.
                let sum =
                    |f: &dyn Fn(&report::Sortie) -> u32| p.sorties.iter().map(f).sum::<u32>().to_string();
                ui.label(RichText::new(t!(lang, "lb-totals")).strong());
                ui.label("");
                ui.label("");
                ui.label(RichText::new(p.flown().to_string()).strong());
                ui.label(RichText::new(sum(&|s| s.path.len() as u32)).strong());
                ui.label(RichText::new(sum(&|s| s.combats)).strong());
                ui.label(RichText::new(sum(&|s| s.bursts)).strong());
                ui.label(RichText::new(sum(&|s| s.hits_taken)).strong());
                ui.label(RichText::new(p.victories.to_string()).strong().color(style::RAF));
                ui.label("");
                ui.end_row();
            });
        }
        ui.add_space(10.0);
        ui.label(RichText::new(t!(lang, "lb-fatigue-by-day")).heading().color(style::INK));
        ui.horizontal_wrapped(|ui| {
            for f in &p.fatigue {
                let colour = match f.high {
                    6 => style::DAMAGE,
                    4 | 5 => Color32::from_rgb(200, 120, 0),
                    _ => style::OK,
                };
                egui::Frame::new().stroke(egui::Stroke::new(1.0, RULE)).inner_margin(4.0).show(ui, |ui| {
                    ui.vertical(|ui| {
                        ui.label(RichText::new(short_date(f.date)).small().color(style::MUTED));
                        ui.label(RichText::new(format!("F{}/F{}", f.high, f.end)).monospace().color(colour));
                    });
                });
            }
        });
    });
}
