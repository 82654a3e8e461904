//! Side panels: the pilot cards, the calendar, the raid, the score, and the
//! verdict at the end (13.4).

use super::style;
use crate::edition::Weather;
use crate::rules::Campaign;
use crate::rules::combat::Craft;
use crate::rules::raid::Course;
use crate::rules::score::{Score, Verdict};
use crate::rules::state::{PilotStatus, PlaneStatus, WeatherMode};
use crate::text::{Lang, Localize};
use crate::text::{craft_name, date, level_name, pilot_name};
use egui::RichText;

/// The pilots in compact rows, one line each (name, where or when, fatigue,
/// victories), a click opening the full card (the play screen's side
/// column); the pilots in the air open. A line wider than the column ends
/// in "…" (issue 28: at 150 % it ran past the window's edge), the whole
/// line on hover and as the row's accessible name.
pub fn pilot_rows(ui: &mut egui::Ui, c: &Campaign, lang: Lang) {
    let st = c.state();
    ui.heading(t!(lang, "pilots"));
    for i in pilot_order(c) {
        // The fighters' pilots stand out.
        let full = pilot_line(c, i, lang);
        let mut line = RichText::new(&full);
        if matches!(st.pilots[i].status, PilotStatus::Flying(_)) {
            line = line.strong();
        }
        // The header lays its text out on one row however wide: give it
        // one already cut to the room left of the triangle and padding.
        let room = ui.available_width() - ui.spacing().indent - ui.spacing().button_padding.x;
        let galley = egui::WidgetText::from(line).into_galley(
            ui,
            Some(egui::TextWrapMode::Truncate),
            room.max(1.0),
            egui::TextStyle::Button,
        );
        let cut = galley.elided;
        let row = egui::CollapsingHeader::new(galley)
            .id_salt(("pilot-row", i))
            .default_open(false)
            .show(ui, |ui| pilot_card(ui, c, i, lang));
        if cut {
            row.header_response.on_hover_text(full);
        }
    }
}

/// A pilot in one line: name and ace star, where or when, the fatigue level
/// in words as well as its figure (never by its colour alone), victories.
fn pilot_line(c: &Campaign, i: usize, lang: Lang) -> String {
    let st = c.state();
    let ed = c.edition();
    let p = &st.pilots[i];
    let ace = if c.is_ace(i) { " ★" } else { "" };
    let mut v = vec![format!("{}{ace}", pilot_name(ed, i as u8))];
    match p.status {
        PilotStatus::Flying(s) => {
            let mut t = format!("#{}", s + 1);
            if let Some(pl) = st.plane_of(ed, s)
                && st.planes[pl].status == PlaneStatus::Active
            {
                t.push_str(&format!(" {} {}", st.planes[pl].hex, level_name(st.planes[pl].level, lang)));
            }
            v.push(t);
        }
        other => v.push(other.localize(lang)),
    }
    let mut f = format!("F{}", p.fatigue);
    if p.exhausted() {
        f.push_str(&format!(" {}", t!(lang, "status-exhausted")));
    } else if p.tired() {
        f.push_str(&format!(" {}", t!(lang, "tired")));
    }
    v.push(f);
    v.push(t!(lang, "status-victories", n = p.victories));
    v.join(" · ")
}

/// Fighters first, then the reserve, then the rest.
fn pilot_order(c: &Campaign) -> Vec<usize> {
    let st = c.state();
    let mut order: Vec<usize> = (0..st.pilots.len()).collect();
    order.sort_by_key(|&i| match st.pilots[i].status {
        PilotStatus::Flying(s) => s as u32,
        PilotStatus::Reserve => 10,
        PilotStatus::Arriving(_) => 20,
        PilotStatus::Wounded(_) => 30,
        PilotStatus::CareerOver | PilotStatus::Killed => 40,
    });
    order
}

/// A pilot's card: type, status, the fatigue track, marks.
fn pilot_card(ui: &mut egui::Ui, c: &Campaign, i: usize, lang: Lang) {
    let st = c.state();
    let ed = c.edition();
    {
        let p = &st.pilots[i];
        let def = &ed.pilots[i];
        let flying = matches!(p.status, PilotStatus::Flying(_));
        let fill = if flying { style::RAF_LIGHT } else { egui::Color32::from_gray(240) };
        egui::Frame::group(ui.style()).fill(fill).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let ace = if c.is_ace(i) { " ★" } else { "" };
                ui.label(RichText::new(format!("{}{ace}", pilot_name(ed, i as u8))).strong());
                ui.label(RichText::new(&ed.raf_types[def.aircraft].name).color(style::MUTED));
            });
            let status = match p.status {
                PilotStatus::Flying(s) => {
                    let mut t = t!(lang, "status-flying", n = s + 1);
                    // 15.1: who holds the section leader marker.
                    if st.setup.players == crate::rules::state::Players::TwoRaf {
                        let role = if s == st.leader { id!("leader-marker") } else { id!("wingman-marker") };
                        t.push_str(&format!(" · {}", t!(lang, role)));
                    }
                    if let Some(pl) = st.plane_of(ed, s) {
                        let plane = &st.planes[pl];
                        match plane.status {
                            PlaneStatus::Active => {
                                t.push_str(&format!(" · {} · {}", plane.hex, level_name(plane.level, lang)))
                            }
                            PlaneStatus::Destroyed => {
                                t.push_str(&format!(" · {}", t!(lang, "status-plane-destroyed")))
                            }
                            PlaneStatus::Reserve => {}
                        }
                    }
                    t
                }
                other => other.localize(lang),
            };
            ui.label(status);
            // The fatigue track F0..F6 (F4+ tired, F6 exhausted).
            ui.horizontal(|ui| {
                ui.label(RichText::new(t!(lang, "fatigue")).small());
                for f in 0..=6u8 {
                    let on = p.fatigue == f;
                    let colour = if f >= 6 {
                        style::DAMAGE
                    } else if f >= 4 {
                        egui::Color32::from_rgb(200, 120, 0)
                    } else {
                        style::OK
                    };
                    let text = RichText::new(format!("F{f}")).monospace().small();
                    ui.label(if on {
                        text.strong().background_color(colour).color(egui::Color32::WHITE)
                    } else {
                        text.color(style::MUTED)
                    });
                }
            });
            let mut marks = vec![t!(lang, "status-victories", n = p.victories)];
            if def.prior_victories > 0 {
                marks.push(t!(lang, "prior-victories", n = def.prior_victories));
            }
            if p.tired() {
                marks.push(t!(lang, "tired"));
            }
            if p.exhausted() {
                marks.push(t!(lang, "status-exhausted"));
            }
            if p.shaken {
                marks.push(t!(lang, "status-shaken"));
            }
            if let Some(h) = p.bailed_out {
                marks.push(t!(lang, "status-bailed-out", hex = h));
            }
            if p.hit {
                marks.push(t!(lang, "pilot-hit-mark"));
            }
            ui.label(RichText::new(marks.join(" · ")).small());
        });
    }
}

pub fn calendar(ui: &mut egui::Ui, c: &Campaign, lang: Lang) {
    let st = c.state();
    let ed = c.edition();
    ui.heading(t!(lang, "calendar"));
    let end = c.end_date();
    egui::Grid::new("calendar").striped(true).spacing([6.0, 2.0]).show(ui, |ui| {
        for (d, hist) in &ed.calendar.days {
            if *d > end {
                break;
            }
            let today = *d == st.date;
            let mut day = RichText::new(date(*d, lang));
            if today {
                day = day.strong().color(style::RAF);
            } else if *d < st.date {
                day = day.color(style::MUTED);
            }
            ui.label(day);
            let weather = if today {
                st.weather.map(|w| t!(lang, w.msg())).unwrap_or_default()
            } else if st.setup.weather == WeatherMode::Historical || *d == ed.calendar.first_day() {
                t!(lang, hist.msg())
            } else if *d < st.date {
                String::new()
            } else {
                "?".into()
            };
            let rain =
                (today && st.weather == Some(Weather::Rain)) || (weather == t!(lang, Weather::Rain.msg()));
            ui.label(if rain { RichText::new(weather).color(style::THAMES) } else { RichText::new(weather) });
            let mut notes = Vec::new();
            for (i, p) in st.pilots.iter().enumerate() {
                match p.status {
                    PilotStatus::Arriving(a) if a == *d => {
                        notes.push(t!(lang, "cal-arrives", pilot = ed.pilots[i].name))
                    }
                    PilotStatus::Wounded(a) if a == *d => {
                        notes.push(t!(lang, "cal-returns", pilot = ed.pilots[i].name))
                    }
                    _ => {}
                }
            }
            for (rd, units) in &ed.calendar.reinforcements {
                if rd == d {
                    notes.push(t!(
                        lang,
                        "cal-reinforcements",
                        units = units.iter().map(|u| format!("#{u}")).collect::<Vec<_>>().join(" ")
                    ));
                }
            }
            for (wd, units) in &ed.calendar.withdrawals {
                if wd == d {
                    notes.push(t!(
                        lang,
                        "cal-withdrawals",
                        units = units.iter().map(|u| format!("#{u}")).collect::<Vec<_>>().join(" ")
                    ));
                }
            }
            if ed.calendar.sundays.contains(d) {
                notes.push(t!(lang, "cal-sunday"));
            }
            if *d == end {
                notes.push(t!(lang, "cal-end"));
            }
            ui.label(RichText::new(notes.join(" · ")).small());
            ui.end_row();
        }
    });
}

pub fn raid(ui: &mut egui::Ui, c: &Campaign, lang: Lang) {
    let st = c.state();
    let ed = c.edition();
    ui.heading(t!(lang, "raid"));
    let Some(raid) = &st.raid else {
        ui.label(RichText::new(t!(lang, "no-raid-now")).color(style::MUTED));
        return;
    };
    ui.label(t!(
        lang,
        "raid-summary",
        // The raiders still with the raid, not the ones it set out with.
        size = raid.with_raid().count(),
        hex = raid.hex,
        level = level_name(raid.reported, lang),
        impulse = raid.impulse
    ));
    let course = match raid.course {
        Course::Outbound => t!(lang, "course-out"),
        Course::London { to, .. } => t!(lang, "course-london", hex = to),
        Course::Homeward => t!(lang, "course-home"),
    };
    ui.label(format!("{course} · {} {}", t!(lang, "speed"), c.raid_speed()));
    if raid.radar_delay > 0 {
        ui.label(RichText::new(t!(lang, "radar-delay", n = raid.radar_delay)).color(style::DAMAGE));
    }
    if raid.identified {
        for r in raid.with_raid() {
            let gone = if r.bombs_gone && ed.german_type(r.id).bombs > 0 {
                format!(" · {}", t!(lang, "bombs-gone"))
            } else {
                String::new()
            };
            ui.label(format!(
                "{} — {}{gone}",
                craft_name(ed, Craft::German(r.id), lang),
                level_name(r.level, lang)
            ));
        }
    } else {
        ui.label(RichText::new(t!(lang, "face-down", n = raid.with_raid().count())).color(style::MUTED));
    }
}

pub fn score(ui: &mut egui::Ui, c: &Campaign, lang: Lang) {
    let s = c.score();
    ui.heading(t!(lang, "score"));
    ui.label(RichText::new(format!("RAF {} – Luftwaffe {}", s.raf, s.luftwaffe)).size(18.0).strong());
    ui.label(RichText::new(s.summary(lang)).small());
    // 15.1: each player's own victories.
    if let Some(players) = s.players {
        for (f, v) in players.iter().enumerate() {
            ui.label(t!(lang, "player-victories", n = f + 1, v = v));
        }
    }
    // Over, the verdict is said above (not "if the campaign ended now").
    if !c.is_over() {
        ui.label(
            RichText::new(t!(lang, "if-ended-now", verdict = t!(lang, s.verdict.msg()))).color(style::MUTED),
        );
    }
}

/// The end of the campaign (13.4).
pub fn verdict(ui: &mut egui::Ui, s: &Score, lang: Lang) {
    ui.vertical_centered(|ui| {
        verdict_title(ui, s, lang, 26.0);
        ui.label(RichText::new(format!("RAF {} – Luftwaffe {}", s.raf, s.luftwaffe)).size(20.0));
        ui.label(s.summary(lang));
        // 15.1: the ranking of the two RAF players.
        if let Some(players) = s.players {
            for (f, v) in players.iter().enumerate() {
                ui.label(t!(lang, "player-victories", n = f + 1, v = v));
            }
        }
        if let Some(ranking) = s.ranking_text(lang) {
            ui.label(RichText::new(ranking).size(18.0).strong());
        }
    });
}

/// "The campaign is over" and who won, its letters `size` high (the side
/// column's prompt shows these alone: the centre has the rest).
pub fn verdict_title(ui: &mut egui::Ui, s: &Score, lang: Lang, size: f32) {
    let colour = match s.verdict {
        Verdict::RafWins => style::RAF,
        Verdict::LuftwaffeWins => style::LUFTWAFFE,
        Verdict::Draw => style::INK,
    };
    ui.heading(RichText::new(t!(lang, "campaign-over")).strong());
    ui.label(RichText::new(t!(lang, s.verdict.msg()).to_uppercase()).size(size).strong().color(colour));
}

/// The night phase (12): repair points, bomb damage, tonight's sleep and
/// the Luftwaffe's replacements. Returns the choice the player clicked.
/// `cap`: the key of a choice's numbered option, shown on its button here
/// too (the same key presses it).
pub fn night(
    ui: &mut egui::Ui,
    c: &Campaign,
    lang: Lang,
    cap: &dyn Fn(&crate::rules::Choice) -> Option<&'static str>,
) -> Option<crate::rules::Choice> {
    use crate::edition::SiteKind;
    use crate::rules::Choice;
    let st = c.state();
    let ed = c.edition();
    let mut choice = None;
    let button = |ui: &mut egui::Ui, text: &str, ch: &Choice| match cap(ch) {
        Some(k) => super::widgets::keyed_button(ui, true, text, k).clicked(),
        None => ui.button(text).clicked(),
    };
    egui::ScrollArea::vertical().id_salt("night").show(ui, |ui| {
        ui.heading(t!(lang, "night-of", date = date(st.date, lang)));
        ui.label(RichText::new(t!(lang, "repair-points-left", n = st.repair_points)).size(18.0).strong());
        ui.add_space(6.0);
        ui.label(RichText::new(t!(lang, "destroyed-aircraft")).strong());
        let destroyed: Vec<usize> =
            (0..st.planes.len()).filter(|&i| st.planes[i].status == PlaneStatus::Destroyed).collect();
        if destroyed.is_empty() {
            ui.label(RichText::new(t!(lang, "none-lost")).color(style::MUTED));
        }
        for i in destroyed {
            ui.horizontal(|ui| {
                let flown = (0..2u8).any(|f| st.plane_of(ed, f) == Some(i));
                let note = if flown { t!(lang, "to-base-with-pilot") } else { t!(lang, "to-reserve-box") };
                ui.label(format!("{} — {note}", ed.plane_name(i as u8)));
                let ch = Choice::ReplacePlane { plane: i as u8 };
                if button(ui, &t!(lang, "opt-replace-plane", plane = ed.plane_name(i as u8)), &ch) {
                    choice = Some(ch);
                }
            });
        }
        ui.add_space(6.0);
        ui.label(RichText::new(t!(lang, "bomb-damage")).strong());
        let damaged: Vec<usize> = (0..st.damage.len()).filter(|&i| st.damage[i] > 0).collect();
        if damaged.is_empty() {
            ui.label(RichText::new(t!(lang, "no-damage")).color(style::MUTED));
        }
        egui::Grid::new("night-damage").striped(true).show(ui, |ui| {
            for i in damaged {
                let site = &ed.sites[i];
                let name = crate::text::site_name(ed, i, lang);
                ui.label(RichText::new(&name).strong());
                ui.label(t!(lang, "damage-points", n = st.damage[i]));
                let why = match site.kind {
                    SiteKind::Radar => t!(lang, "why-radar"),
                    SiteKind::London => t!(lang, "why-london"),
                    _ if i == st.base as usize => t!(lang, "why-base"),
                    k if k.is_airfield() => t!(lang, "why-airfield"),
                    SiteKind::OilDepot => t!(lang, "why-thameshaven"),
                    _ => t!(lang, "why-other"),
                };
                ui.label(RichText::new(why).small().color(style::MUTED));
                let ch = Choice::RepairSite { site: i as u8 };
                if button(ui, &t!(lang, "opt-repair-site", site = name), &ch) {
                    choice = Some(ch);
                }
                ui.end_row();
            }
        });
        ui.add_space(6.0);
        ui.label(RichText::new(t!(lang, "sleep-tonight")).strong());
        let base_damaged = st.is_damaged(st.base as usize);
        let tired = |p: &crate::rules::state::Pilot| {
            matches!(p.status, PilotStatus::Flying(_) | PilotStatus::Reserve) && (p.fatigue > 0 || p.shaken)
        };
        if !st.pilots.iter().any(tired) {
            ui.label(RichText::new(t!(lang, "sleep-none")).color(style::MUTED));
        }
        for (i, p) in st.pilots.iter().enumerate() {
            if !tired(p) {
                continue;
            }
            let rest = if p.shaken {
                0
            } else if base_damaged && matches!(p.status, PilotStatus::Flying(_)) {
                1
            } else {
                2
            };
            ui.label(format!(
                "{}: F{} → F{}",
                pilot_name(ed, i as u8),
                p.fatigue,
                p.fatigue.saturating_sub(rest)
            ));
        }
        if base_damaged {
            ui.label(RichText::new(t!(lang, "base-damaged-sleep")).small().color(style::DAMAGE));
        }
        ui.add_space(6.0);
        // 12.1: the Luftwaffe's replacements; with its destroyed box empty,
        // a neutral line (not "will replace 0" in its colour).
        let n = st.destroyed.len();
        if n == 0 {
            ui.label(RichText::new(t!(lang, "luftwaffe-tonight-none")).color(style::MUTED));
        } else {
            ui.label(
                RichText::new(t!(lang, "luftwaffe-tonight", n = n, back = n.min(2))).color(style::LUFTWAFFE),
            );
        }
        ui.add_space(8.0);
        if button(ui, &t!(lang, "opt-end-repairs"), &Choice::EndRepairs) {
            choice = Some(Choice::EndRepairs);
        }
    });
    choice
}

/// The pilots' victories at the end of the campaign, best first.
pub fn honours(ui: &mut egui::Ui, c: &Campaign, lang: Lang) {
    let st = c.state();
    let ed = c.edition();
    let mut order: Vec<usize> = (0..st.pilots.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(st.pilots[i].victories));
    ui.vertical_centered(|ui| ui.heading(t!(lang, "pilots")));
    // The table centred under its heading: a grid is laid out from the
    // left, so it starts where last frame's width centres it (a change of
    // width draws the frame again).
    let id = egui::Id::unique("honours-width");
    let last: f32 = ui.data(|d| d.get_temp(id)).unwrap_or(0.0);
    ui.horizontal(|ui| {
        ui.add_space(((ui.available_width() - last) / 2.0).max(0.0));
        let grid = egui::Grid::new("honours").striped(true).show(ui, |ui| {
            for i in order {
                let p = &st.pilots[i];
                let ace = if c.is_ace(i) { " ★" } else { "" };
                ui.label(RichText::new(format!("{}{ace}", pilot_name(ed, i as u8))).strong());
                ui.label(t!(lang, "status-victories", n = p.victories));
                let status = match p.status {
                    PilotStatus::Killed | PilotStatus::CareerOver | PilotStatus::Wounded(_) => {
                        p.status.localize(lang)
                    }
                    _ => String::new(),
                };
                ui.label(status);
                ui.end_row();
            }
        });
        let width = grid.response.rect.width();
        if (width - last).abs() > 0.5 {
            ui.data_mut(|d| d.insert_temp(id, width));
            ui.ctx().request_discard("the pilots' table changed width");
        }
    });
}
