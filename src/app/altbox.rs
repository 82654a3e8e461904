//! The altitude box (7.3): the levels from Ground to 30,000 ft with every
//! aircraft in the combat, the out-of-the-sun and head-on boxes, the hits on
//! each damage position, ammunition, and the round.

use super::style;
use crate::edition::{AircraftType, PositionKind};
use crate::i18n::{Lang, Msg};
use crate::rules::Campaign;
use crate::rules::combat::{BoxPos, Craft, WithdrawReason};
use crate::rules::events::{craft_name, level_name, pilot_name, reason_msg};
use crate::rules::level::Level;
use crate::rules::state::Hits;
use crate::tr;
use egui::{Color32, RichText};

/// Draws the box; returns a German the player clicked to attack. `out` are
/// the RAF fighters that fought here and left the box (with why): their
/// cards stay on show below, hits and all.
pub fn show(
    ui: &mut egui::Ui,
    c: &Campaign,
    lang: Lang,
    targets: &[u8],
    out: &[(u8, WithdrawReason)],
) -> Option<u8> {
    let st = c.state();
    let ed = c.edition();
    let (Some(combat), Some(raid)) = (&st.combat, &st.raid) else { return None };
    let mut clicked = None;
    ui.horizontal(|ui| {
        ui.heading(tr!(lang, Msg::AltitudeBox));
        let seg =
            if combat.raf_segment() { tr!(lang, Msg::RafSegment) } else { tr!(lang, Msg::LuftwaffeSegment) };
        ui.label(RichText::new(tr!(lang, Msg::RoundOf, round = combat.round)).strong());
        ui.label(seg);
        ui.label(RichText::new(tr!(lang, Msg::CombatIn, hex = combat.hex)).color(style::MUTED));
    });
    ui.add_space(4.0);
    let germans: Vec<u8> = c.germans_in_box();
    // Columns with cards get a card's width; the Luftwaffe's takes the rest.
    let avail = ui.available_width() - 24.0;
    let full = CARD + 22.0;
    let any_sun = combat.round == 1
        && (combat.raf.iter().any(|x| x.1 == BoxPos::OutOfSun)
            || germans.iter().any(|&g| combat.german_box(g) == BoxPos::OutOfSun));
    let any_head = combat.round == 1
        && (combat.raf.iter().any(|x| x.1.head_on())
            || germans.iter().any(|&g| combat.german_box(g).head_on()));
    let any_raf = combat.round > 1 || combat.raf.iter().any(|x| x.1 == BoxPos::Normal);
    let w = |used: bool| if used { full } else { 90.0 };
    let (sun_w, raf_w, head_w) = (w(any_sun), w(any_raf), w(any_head));
    let widths = [80.0, sun_w, raf_w, (avail - 80.0 - sun_w - raf_w - head_w - 40.0).max(full), head_w];
    egui::ScrollArea::vertical().id_salt("altbox").show(ui, |ui| {
        ui.horizontal(|ui| {
            for (w, h) in widths.iter().zip([
                Msg::ColLevel,
                Msg::OptBoxSun,
                Msg::ColRaf,
                Msg::ColLuftwaffe,
                Msg::OptBoxHeadOn,
            ]) {
                column(ui, *w, |ui| {
                    ui.label(RichText::new(tr!(lang, h)).strong());
                });
            }
        });
        for (row, level) in Level::FLIGHT.iter().rev().enumerate() {
            let raf_here: Vec<(u8, BoxPos)> = combat
                .raf
                .iter()
                .copied()
                .filter(|(s, _)| st.plane_of(ed, *s).is_some_and(|p| st.planes[p].level == *level))
                .collect();
            let here: Vec<u8> = germans.iter().copied().filter(|&g| level_of(c, g) == *level).collect();
            let fill = if row % 2 == 0 { Color32::from_gray(246) } else { Color32::from_gray(238) };
            // The five columns of this level, each a list of cards.
            let mut cols: [Vec<Craft>; 4] = Default::default();
            for &(s, pos) in &raf_here {
                let col = match (combat.round, pos) {
                    (1, BoxPos::OutOfSun) => 0,
                    (1, BoxPos::HeadOn { .. }) => 3,
                    _ => 1,
                };
                cols[col].push(Craft::Raf(s));
            }
            for &g in &here {
                let col = match combat.german_box(g) {
                    BoxPos::OutOfSun => 0,
                    BoxPos::HeadOn { .. } => 3,
                    BoxPos::Normal => 2,
                };
                cols[col].push(Craft::German(g));
            }
            egui::Frame::new().fill(fill).inner_margin(4.0).show(ui, |ui| {
                ui.horizontal_top(|ui| {
                    column(ui, widths[0], |ui| {
                        ui.label(RichText::new(level_name(*level, lang)).strong());
                    });
                    for (i, cards) in cols.iter().enumerate() {
                        column(ui, widths[i + 1], |ui| {
                            let per_row = ((widths[i + 1] + 6.0) / (CARD + 22.0)).floor().max(1.0) as usize;
                            for chunk in cards.chunks(per_row) {
                                ui.horizontal_top(|ui| {
                                    for craft in chunk {
                                        match *craft {
                                            Craft::Raf(s) => raf_card(ui, c, s, lang),
                                            Craft::German(g) => {
                                                if let Some(id) = german_card(ui, c, g, lang, targets) {
                                                    clicked = Some(id);
                                                }
                                            }
                                        }
                                    }
                                });
                            }
                        });
                    }
                });
            });
        }
        // RAF fighters out of the box: their cards, and why they left.
        if !out.is_empty() {
            ui.add_space(6.0);
            ui.label(RichText::new(tr!(lang, Msg::RafOutOfCombat)).strong());
            ui.horizontal_top(|ui| {
                for &(slot, reason) in out {
                    ui.vertical(|ui| {
                        raf_card(ui, c, slot, lang);
                        ui.label(
                            RichText::new(format!("{} ({})", tr!(lang, reason_msg(reason)), reason.rule()))
                                .small()
                                .color(style::MUTED),
                        );
                    });
                }
            });
        }
        // Who left the combat.
        let gone: Vec<String> = raid
            .raiders
            .iter()
            .filter(|r| !r.with_raid())
            .map(|r| {
                format!(
                    "{} ({})",
                    craft_name(ed, Craft::German(r.id), lang),
                    match r.gone {
                        Some(crate::rules::raid::Gone::Destroyed) => tr!(lang, Msg::GoneDestroyed),
                        _ => tr!(lang, Msg::GoneHome),
                    }
                )
            })
            .collect();
        if !gone.is_empty() {
            ui.add_space(6.0);
            ui.label(
                RichText::new(tr!(lang, Msg::LeftTheCombat, list = gone.join(", "))).color(style::MUTED),
            );
        }
    });
    clicked
}

/// The width of an aircraft card.
const CARD: f32 = 150.0;

/// A column of the box, of a fixed width.
fn column(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui)) {
    ui.allocate_ui_with_layout(egui::vec2(width, 0.0), egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_width(width);
        add(ui);
    });
}

fn level_of(c: &Campaign, id: u8) -> Level {
    c.state().raid.as_ref().and_then(|r| r.raider(id)).map(|r| r.level).unwrap_or(Level::Ground)
}

fn raf_card(ui: &mut egui::Ui, c: &Campaign, slot: u8, lang: Lang) {
    let st = c.state();
    let ed = c.edition();
    let (Some(pilot), Some(plane)) = (st.pilot_in(slot), st.plane_of(ed, slot)) else { return };
    let ty = &ed.raf_types[ed.raf[plane].ty];
    let pl = &st.planes[plane];
    egui::Frame::group(ui.style()).fill(style::RAF_LIGHT).show(ui, |ui| {
        ui.set_width(CARD);
        ui.vertical(|ui| {
            let ace = if c.is_ace(pilot) { " ★" } else { "" };
            ui.label(RichText::new(format!("#{} {}{ace}", slot + 1, ty.name)).strong().color(style::RAF));
            ui.label(RichText::new(pilot_name(ed, pilot as u8)).small());
            ui.label(format!("{} {}", tr!(lang, Msg::Action), c.raf_action(slot)));
            hits_row(ui, ty, &pl.hits, lang);
            let ammo: String = (0..5).map(|i| if i < pl.ammo { '●' } else { '○' }).collect();
            ui.label(format!("{} {ammo}", tr!(lang, Msg::Ammo)));
            if st.pilots[pilot].tired() {
                ui.label(RichText::new(tr!(lang, Msg::Tired)).color(style::DAMAGE).small());
            }
        });
    });
}

fn german_card(ui: &mut egui::Ui, c: &Campaign, id: u8, lang: Lang, targets: &[u8]) -> Option<u8> {
    let ed = c.edition();
    let ty = ed.german_type(id);
    let r = c.state().raid.as_ref()?.raider(id)?;
    let mut clicked = None;
    let stroke = if targets.contains(&id) { egui::Stroke::new(2.0, style::OK) } else { egui::Stroke::NONE };
    egui::Frame::group(ui.style()).fill(style::LUFTWAFFE_LIGHT).stroke(stroke).show(ui, |ui| {
        ui.set_width(CARD);
        ui.vertical(|ui| {
            ui.label(RichText::new(craft_name(ed, Craft::German(id), lang)).strong().color(style::LUFTWAFFE));
            let mut facts = vec![format!("{} {}", tr!(lang, Msg::Action), ty.action)];
            if ty.bombs > 0 {
                facts.push(if r.bombs_gone {
                    tr!(lang, Msg::BombsGone)
                } else {
                    tr!(lang, Msg::BombsN, n = ty.bombs)
                });
            }
            if !c.is_fighter(id) {
                facts.push(tr!(lang, Msg::Bomber));
            }
            ui.label(RichText::new(facts.join(" · ")).small());
            hits_row(ui, ty, &r.hits, lang);
            if targets.contains(&id)
                && ui.button(tr!(lang, Msg::OptAttack, target = format!("#{id}"))).clicked()
            {
                clicked = Some(id);
            }
        });
    });
    clicked
}

/// One box per damage position: the number of hits, red when destroyed.
fn hits_row(ui: &mut egui::Ui, ty: &AircraftType, hits: &Hits, lang: Lang) {
    ui.horizontal(|ui| {
        for (i, kind) in ty.positions.iter().enumerate() {
            let n = hits[i];
            let short = crate::rules::events::position_letter(*kind, lang);
            let colour = match (n, kind) {
                (0, _) => style::MUTED,
                (1, _) | (_, PositionKind::Gunner) => Color32::from_rgb(200, 120, 0),
                _ => style::DAMAGE,
            };
            let text =
                if n == 0 { short.to_string() } else { format!("{short}{}", "✕".repeat(n as usize)) };
            ui.label(RichText::new(text).monospace().color(colour))
                .on_hover_text(crate::rules::events::position_text(ty, i as u8, lang));
        }
    });
}
