//! The altitude box (7.3): the levels from Ground to 30,000 ft with every
//! aircraft in the combat, the out-of-the-sun and head-on boxes, the hits on
//! each damage position, ammunition, and the round.

use super::style;
use crate::edition::{AircraftType, PositionKind};
use crate::rules::Campaign;
use crate::rules::combat::{BoxPos, Craft, WithdrawReason};
use crate::rules::level::Level;
use crate::rules::state::Hits;
use crate::text::Lang;
use crate::text::{craft_name, level_name, pilot_name, reason_msg};
use egui::{Color32, RichText};

/// Draws the box; returns a German the player clicked to attack (`cap`: the
/// key of the attack's numbered option, shown on its button). `out` are
/// the RAF fighters that fought here and left the box (with why): their
/// cards stay on show below, hits and all.
///
/// It fits the width it is given: the columns with cards share it (the
/// Luftwaffe's takes what is left), an empty column keeps only its
/// heading, and the cards narrow down to a floor. An empty level is a
/// thin line, so the levels that hold aircraft, the player's fighters
/// first, are in sight; when a combat starts or moves to a new round the
/// box scrolls to the highest level holding one of the player's fighters.
/// A scroll bar is always shown when the levels do not all fit.
pub fn show(
    ui: &mut egui::Ui,
    c: &Campaign,
    lang: Lang,
    targets: &[u8],
    cap: &dyn Fn(u8) -> Option<&'static str>,
    out: &[(u8, WithdrawReason)],
    lost: &[u8],
) -> Option<u8> {
    let st = c.state();
    let ed = c.edition();
    let (Some(combat), Some(raid)) = (&st.combat, &st.raid) else { return None };
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        ui.heading(t!(lang, "altitude-box"));
        let seg = if combat.raf_segment() { t!(lang, "raf-segment") } else { t!(lang, "luftwaffe-segment") };
        ui.label(RichText::new(t!(lang, "round-of", round = combat.round)).strong());
        ui.label(seg);
        ui.label(RichText::new(t!(lang, "combat-in", hex = combat.hex)).color(style::MUTED));
    });
    ui.add_space(2.0);
    let germans: Vec<u8> = c.germans_in_box();
    let levels: Vec<(Level, [Vec<Craft>; 4])> =
        Level::FLIGHT.iter().rev().map(|&l| (l, boxes(c, &germans, l))).collect();
    let mut fullest = [0usize; 4];
    for (_, cols) in &levels {
        for (f, col) in fullest.iter_mut().zip(cols) {
            *f = (*f).max(col.len());
        }
    }
    // The RAF column is there from the second round on, and the
    // Luftwaffe's always.
    fullest[1] = fullest[1].max((combat.round > 1) as usize);
    fullest[2] = fullest[2].max(1);
    let heads =
        [id!("col-level"), id!("opt-box-sun"), id!("col-raf"), id!("col-luftwaffe"), id!("opt-box-head-on")];
    // No column narrower than its heading's longest word (an empty box
    // keeps only its heading, and "Fuera del sol" is no short word).
    let font = egui::TextStyle::Body.resolve(ui.style());
    let least = heads.map(|h| {
        t!(lang, h)
            .split_whitespace()
            .map(|w| ui.fonts_mut(|f| f.layout_no_wrap(w.to_string(), font.clone(), Color32::BLACK).size().x))
            .fold(0.0, f32::max)
            + 8.0
    });
    let widths = Widths::new(ui.available_width() - 18.0, fullest, least);
    // The headings stay above the levels as they scroll.
    ui.horizontal(|ui| {
        for (w, h) in widths.cols.iter().zip(heads) {
            column(ui, *w, |ui| {
                ui.add(egui::Label::new(RichText::new(t!(lang, h)).strong()).wrap());
            });
        }
    });
    // Scroll to the player's fighters once per combat round, and again
    // when the zoom changes (Ctrl + had pushed them out of sight).
    let zoom = (ui.ctx().zoom_factor() * 100.0).round() as u32;
    let key = (combat.hex, combat.round, zoom);
    let seen_id = ui.make_persistent_id("altbox-scrolled-to");
    let scroll = ui.data(|d| d.get_temp::<(crate::rules::hex::Hex, u8, u32)>(seen_id)) != Some(key);
    egui::ScrollArea::vertical()
        .id_salt("altbox")
        .auto_shrink([false, false])
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .show(ui, |ui| {
            let mut raf_row: Option<egui::Response> = None;
            for (row, (level, cols)) in levels.iter().enumerate() {
                let fill = if row % 2 == 0 { Color32::from_gray(246) } else { Color32::from_gray(238) };
                if cols.iter().all(|col| col.is_empty()) {
                    // An empty level: a thin line with its name.
                    egui::Frame::new().fill(fill).inner_margin(egui::Margin::symmetric(4, 1)).show(
                        ui,
                        |ui| {
                            ui.set_width(ui.available_width());
                            ui.label(RichText::new(level_name(*level, lang)).small().color(style::MUTED));
                        },
                    );
                    continue;
                }
                let has_raf = cols.iter().flatten().any(|x| matches!(x, Craft::Raf(_)));
                let r = egui::Frame::new().fill(fill).inner_margin(4.0).show(ui, |ui| {
                    ui.horizontal_top(|ui| {
                        column(ui, widths.cols[0], |ui| {
                            ui.label(RichText::new(level_name(*level, lang)).strong());
                        });
                        for (i, cards) in cols.iter().enumerate() {
                            column(ui, widths.cols[i + 1], |ui| {
                                // As many cards a line as the column holds
                                // (a frame cannot wrap by itself).
                                let per_line = widths.per_line[i];
                                for line in cards.chunks(per_line) {
                                    ui.horizontal_top(|ui| {
                                        ui.spacing_mut().item_spacing.x = Widths::GAP;
                                        for craft in line {
                                            match *craft {
                                                Craft::Raf(s) => raf_card(ui, c, s, lang, widths.card),
                                                Craft::German(g) => {
                                                    if let Some(id) =
                                                        german_card(ui, c, g, lang, targets, cap, widths.card)
                                                    {
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
                if has_raf && raf_row.is_none() {
                    raf_row = Some(r.response);
                }
            }
            if scroll && let Some(r) = raf_row {
                r.scroll_to_me(Some(egui::Align::Min));
                ui.data_mut(|d| d.insert_temp(seen_id, key));
            }
            // RAF fighters out of the box: their cards, and why they left.
            if !out.is_empty() {
                ui.add_space(6.0);
                ui.label(RichText::new(t!(lang, "raf-out-of-combat")).strong());
                ui.horizontal_wrapped(|ui| {
                    for &(slot, reason) in out {
                        ui.vertical(|ui| {
                            raf_card(ui, c, slot, lang, widths.card);
                            ui.label(
                                RichText::new(format!(
                                    "{} ({})",
                                    t!(lang, reason_msg(reason)),
                                    reason.rule()
                                ))
                                .small()
                                .color(style::MUTED),
                            );
                        });
                    }
                });
            }
            // Who left the combat: the player's fighters shot down in it
            // first (their cards are gone with them), then the Germans.
            let lost = lost.iter().map(|&s| {
                format!("{} ({})", craft_name(ed, Craft::Raf(s), lang), t!(lang, "gone-destroyed"))
            });
            let gone: Vec<String> = lost
                .chain(raid.raiders.iter().filter(|r| !r.with_raid()).map(|r| {
                    format!(
                        "{} ({})",
                        craft_name(ed, Craft::German(r.id), lang),
                        match r.gone {
                            Some(crate::rules::raid::Gone::Destroyed) => t!(lang, "gone-destroyed"),
                            _ => t!(lang, "gone-home"),
                        }
                    )
                }))
                .collect();
            if !gone.is_empty() {
                ui.add_space(6.0);
                ui.label(
                    RichText::new(t!(lang, "left-the-combat", list = gone.join(", "))).color(style::MUTED),
                );
            }
        });
    clicked
}

/// Each of the four boxes of a level (out of the sun, RAF, Luftwaffe,
/// head-on) with its aircraft.
fn boxes(c: &Campaign, germans: &[u8], level: Level) -> [Vec<Craft>; 4] {
    let st = c.state();
    let ed = c.edition();
    let mut cols: [Vec<Craft>; 4] = Default::default();
    let Some(combat) = &st.combat else { return cols };
    for &(s, pos) in &combat.raf {
        if st.plane_of(ed, s).is_none_or(|p| st.planes[p].level != level) {
            continue;
        }
        let col = match (combat.round, pos) {
            (1, BoxPos::OutOfSun) => 0,
            (1, BoxPos::HeadOn { .. }) => 3,
            _ => 1,
        };
        cols[col].push(Craft::Raf(s));
    }
    for &g in germans.iter().filter(|&&g| level_of(c, g) == level) {
        let col = match combat.german_box(g) {
            BoxPos::OutOfSun => 0,
            BoxPos::HeadOn { .. } => 3,
            BoxPos::Normal => 2,
        };
        cols[col].push(Craft::German(g));
    }
    cols
}

/// The columns' widths (the levels', then the four boxes'), the cards' and
/// how many cards a line each box holds.
pub struct Widths {
    pub cols: [f32; 5],
    pub card: f32,
    pub per_line: [usize; 4],
}

impl Widths {
    /// The widest a card gets, and the narrowest.
    pub const CARD: (f32, f32) = (150.0, 96.0);
    /// The levels' column, and an empty box's (its heading only).
    const LEVEL: f32 = 70.0;
    const EMPTY: f32 = 56.0;
    /// Round a card in its column, and between two cards.
    pub const PAD: f32 = 10.0;
    const GAP: f32 = 6.0;

    /// For `avail` pixels; `fullest`: the most cards any level has in each
    /// box. Each box is as wide as its fullest level's cards side by side,
    /// at most three (the Luftwaffe's takes what is left); where that does
    /// not fit at the narrowest cards, boxes hold fewer a line, the
    /// Luftwaffe's first.
    pub fn new(avail: f32, fullest: [usize; 4], least: [f32; 5]) -> Widths {
        let spacing = 8.0 * 4.0;
        let empty_w = |k: usize| Self::EMPTY.max(least[k + 1]);
        let mut want: [usize; 4] = fullest.map(|n| n.min(3));
        let width = |want: &[usize; 4]| {
            let n: usize = want.iter().sum();
            let empty: f32 = (0..4).filter(|&k| want[k] == 0).map(empty_w).sum();
            let room =
                avail - Self::LEVEL.max(least[0]) - spacing - empty - n as f32 * (Self::PAD + Self::GAP);
            room / n.max(1) as f32
        };
        while width(&want) < Self::CARD.1 {
            let k = if want[2] > 1 {
                2
            } else if let Some(k) = (0..4).find(|&k| want[k] > 1) {
                k
            } else {
                break;
            };
            want[k] -= 1;
        }
        let card = width(&want).clamp(Self::CARD.1, Self::CARD.0);
        let mut cols = [Self::LEVEL.max(least[0]), 0.0, 0.0, 0.0, 0.0];
        for (k, n) in want.iter().enumerate() {
            cols[k + 1] = if *n == 0 {
                empty_w(k)
            } else {
                (*n as f32 * (card + Self::PAD + Self::GAP) - Self::GAP).max(least[k + 1])
            };
        }
        let rest =
            avail - spacing - cols.iter().enumerate().filter(|(k, _)| *k != 3).map(|(_, w)| w).sum::<f32>();
        cols[3] = cols[3].max(rest);
        let per_line = [0, 1, 2, 3]
            .map(|k| ((cols[k + 1] + Self::GAP) / (card + Self::PAD + Self::GAP)).floor().max(1.0) as usize);
        Widths { cols, card, per_line }
    }
}

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

fn raf_card(ui: &mut egui::Ui, c: &Campaign, slot: u8, lang: Lang, width: f32) {
    let st = c.state();
    let ed = c.edition();
    let (Some(pilot), Some(plane)) = (st.pilot_in(slot), st.plane_of(ed, slot)) else { return };
    let ty = &ed.raf_types[ed.raf[plane].ty];
    let pl = &st.planes[plane];
    egui::Frame::group(ui.style()).fill(style::RAF_LIGHT).inner_margin(4.0).show(ui, |ui| {
        ui.set_width(width);
        ui.spacing_mut().item_spacing.y = 1.0;
        ui.vertical(|ui| {
            let ace = if c.is_ace(pilot) { " ★" } else { "" };
            ui.label(RichText::new(format!("#{} {}{ace}", slot + 1, ty.name)).strong().color(style::RAF));
            let mut who =
                format!("{} · {} {}", pilot_name(ed, pilot as u8), t!(lang, "action"), c.raf_action(slot));
            if st.pilots[pilot].tired() {
                who = format!("{who} · {}", t!(lang, "tired"));
            }
            ui.add(egui::Label::new(RichText::new(who).small()).wrap());
            let ammo: String = (0..5).map(|i| if i < pl.ammo { '●' } else { '○' }).collect();
            ui.horizontal_wrapped(|ui| {
                hits(ui, ty, &pl.hits, lang);
                ui.label(RichText::new(ammo).small()).on_hover_text(t!(lang, "ammo"));
            });
        });
    });
}

fn german_card(
    ui: &mut egui::Ui,
    c: &Campaign,
    id: u8,
    lang: Lang,
    targets: &[u8],
    cap: &dyn Fn(u8) -> Option<&'static str>,
    width: f32,
) -> Option<u8> {
    let ed = c.edition();
    let ty = ed.german_type(id);
    let r = c.state().raid.as_ref()?.raider(id)?;
    let mut clicked = None;
    let stroke = if targets.contains(&id) { egui::Stroke::new(2.0, style::OK) } else { egui::Stroke::NONE };
    egui::Frame::group(ui.style()).fill(style::LUFTWAFFE_LIGHT).stroke(stroke).inner_margin(4.0).show(
        ui,
        |ui| {
            ui.set_width(width);
            ui.spacing_mut().item_spacing.y = 1.0;
            ui.vertical(|ui| {
                ui.label(
                    RichText::new(craft_name(ed, Craft::German(id), lang)).strong().color(style::LUFTWAFFE),
                );
                let mut facts = vec![format!("{} {}", t!(lang, "action"), ty.action)];
                if ty.bombs > 0 {
                    facts.push(if r.bombs_gone {
                        t!(lang, "bombs-gone")
                    } else {
                        t!(lang, "bombs-n", n = ty.bombs)
                    });
                }
                if !c.is_fighter(id) {
                    facts.push(t!(lang, "bomber"));
                }
                ui.add(egui::Label::new(RichText::new(facts.join(" · ")).small()).wrap());
                ui.horizontal_wrapped(|ui| hits(ui, ty, &r.hits, lang));
                if targets.contains(&id) {
                    // The attack's key, as on its numbered option.
                    let text = t!(lang, "opt-attack", target = format!("#{id}"));
                    let button = match cap(id) {
                        Some(k) => crate::app::widgets::keyed_button(ui, true, &text, k),
                        None => ui.button(text),
                    };
                    if button.clicked() {
                        clicked = Some(id);
                    }
                }
            });
        },
    );
    clicked
}

/// One box per damage position: the number of hits, red when destroyed.
fn hits(ui: &mut egui::Ui, ty: &AircraftType, hits: &Hits, lang: Lang) {
    ui.scope(|ui| {
        ui.spacing_mut().item_spacing.x = 5.0;
        for (i, kind) in ty.positions.iter().enumerate() {
            let n = hits[i];
            let short = crate::text::position_letter(*kind, lang);
            let colour = match (n, kind) {
                (0, _) => style::MUTED,
                (1, _) | (_, PositionKind::Gunner) => Color32::from_rgb(200, 120, 0),
                _ => style::DAMAGE,
            };
            let text =
                if n == 0 { short.to_string() } else { format!("{short}{}", "✕".repeat(n as usize)) };
            ui.label(RichText::new(text).monospace().color(colour))
                .on_hover_text(crate::text::position_text(ty, i as u8, lang));
        }
    });
}
