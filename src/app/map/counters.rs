//! The counters on the board — the raid, the fighters, the move being
//! chosen, pilots who bailed out — sized with the hex, grouped and placed
//! by `layout.rs`, drawn, and their labels handed to the label placement
//! (a fighter's first of all, in the room its group kept for it). A
//! counter set off its hex's centre is tied to it by a short line.

use super::super::style;
use super::board::{Disc, PAD, Scene, font};
use super::layout::{Counter, Placed, Room, Spot, Want, arrange, fighter_size, places};
use super::symbols::{self, RaidFace};
use super::{MapCtx, labels, tip};
use crate::rules::hex::Hex;
use crate::rules::level::Level;
use crate::rules::state::PlaneStatus;
use egui::{FontId, Pos2, Rect, Stroke, Vec2, vec2};

/// Lays out and draws the counters; records them in `out`. A damage marker
/// in the way of a group that has no other place moves to another spot in
/// its hex.
pub fn draw_counters(sc: &mut Scene, ctx: &MapCtx, discs: &mut [Disc], out: &mut Vec<Placed>) {
    let c = ctx.campaign;
    let st = c.state();
    let ed = c.edition();
    let lang = ctx.lang;
    let u = sc.u;
    let p = sc.p;
    let font_size = font(u, 0.42, 10.0, 14.0);
    let plate = |text: &str| sc.cv.measure(text, &FontId::proportional(font_size)) + PAD * 2.0;
    let mut wants: Vec<Want> = Vec::new();
    let mut texts: Vec<Option<String>> = Vec::new();

    // The raid: raiders and altitude, reported (with "?") until it is
    // identified, then exact (7.1).
    let raid = st.raid.as_ref().filter(|r| !r.exited);
    let face = raid.map(|r| {
        let alt = tip::raid_altitude(r, lang);
        let count = r.with_raid().count().to_string();
        RaidFace::new(&sc.cv, count, alt, font(u, 0.48, 10.5, 20.0), font(u, 0.4, 9.5, 16.0))
    });
    if let (Some(r), Some(f)) = (raid, &face) {
        wants.push(Want {
            what: Counter::Raid,
            hex: r.hex,
            size: f.size,
            dir: Some(p.dir(r.facing)),
            label: None,
        });
        texts.push(None);
    }
    let size = Vec2::splat(fighter_size(u));
    for f in 0..2u8 {
        let Some(pl) = st.plane_of(ed, f).filter(|&pl| st.planes[pl].status == PlaneStatus::Active) else {
            continue;
        };
        let plane = &st.planes[pl];
        let text = if plane.level == Level::Airfield {
            format!("#{}", f + 1)
        } else {
            format!("#{} {}", f + 1, tip::short_level(plane.level, lang))
        };
        let dir = Some(p.dir(plane.facing));
        wants.push(Want { what: Counter::Fighter(f), hex: plane.hex, size, dir, label: Some(plate(&text)) });
        texts.push(Some(text));
    }
    if let Some(m) = ctx.selected {
        let compass = t!(lang, ed.map.compass(m.facing).short_msg());
        let text = format!("{} {compass}", tip::short_level(m.level, lang));
        let dir = Some(p.dir(m.facing));
        wants.push(Want { what: Counter::Preview, hex: m.hex, size, dir, label: Some(plate(&text)) });
        texts.push(Some(text));
    }
    let pr = (u * 0.2).clamp(4.5, 9.0);
    for (i, ps) in st.pilots.iter().enumerate() {
        if let Some(h) = ps.bailed_out {
            let size = vec2(2.0 * pr, 2.6 * pr);
            wants.push(Want { what: Counter::Pilot(i as u8), hex: h, size, dir: None, label: None });
            texts.push(None);
        }
    }

    // The aircraft of each hex as a group (the raid's first), then the
    // pilots who bailed out, each on its own.
    let pilot = |i: usize| matches!(wants[i].what, Counter::Pilot(_));
    let mut hexes: Vec<Hex> = Vec::new();
    for w in &wants {
        if !hexes.contains(&w.hex) && sc.on_screen(p.hex(w.hex)) {
            hexes.push(w.hex);
        }
    }
    let mut groups: Vec<(Hex, Vec<usize>)> = hexes
        .iter()
        .map(|&h| (h, (0..wants.len()).filter(|&i| wants[i].hex == h && !pilot(i)).collect::<Vec<_>>()))
        .filter(|(_, v)| !v.is_empty())
        .collect();
    groups.extend(
        (0..wants.len())
            .filter(|&i| pilot(i) && hexes.contains(&wants[i].hex))
            .map(|i| (wants[i].hex, vec![i])),
    );

    let bounds = sc.visible;
    let gap = (u * 0.08).clamp(1.0, 3.0);
    // What later counters keep clear of: counters and the room kept for
    // labels.
    let mut taken: Vec<Rect> = Vec::new();
    let mut reserved: Vec<(usize, Rect)> = Vec::new();
    let mut shown: Vec<usize> = Vec::new();
    // A group that finds no place clear of the counters and damage
    // markers already down is split, its counters placed one by one.
    let mut queue: std::collections::VecDeque<(Hex, Vec<usize>)> = groups.into();
    while let Some((h, members)) = queue.pop_front() {
        let centre = p.hex(h);
        let group: Vec<Spot> = arrange(&wants, &members, gap);
        let prefer = if members.iter().any(|&i| wants[i].what == Counter::Raid) {
            -45.0
        } else if members.iter().any(|&i| pilot(i)) {
            -90.0
        } else {
            90.0
        };
        let alone = wants.iter().filter(|w| w.hex == h).count() == 1 && ed.site_at(h).is_none();
        let cands = places(u, alone, prefer);
        let hard: Vec<Rect> = sc.obstacles.hard.iter().chain(&taken).copied().collect();
        // The middles of the hexes whose counters are still to place: the
        // group keeps off them if it can.
        let pending: Vec<Rect> = queue
            .iter()
            .filter(|(g, _)| *g != h)
            .map(|(g, _)| Rect::from_center_size(p.hex(*g), Vec2::splat(u * 0.8)))
            .collect();
        let room = Room { hard: &hard, soft: &sc.obstacles.soft, bounds, discs, pending: &pending, u };
        let found =
            room.best(&cands, |q| group.iter().flat_map(|s| s.cover(&wants, centre + q, 1.0)).collect());
        let q = match found {
            Some((q, moved)) => {
                for (k, at) in moved {
                    discs[k].at = at;
                }
                q
            }
            None if members.len() > 1 => {
                for (k, &i) in members.iter().enumerate() {
                    queue.insert(k, (h, vec![i]));
                }
                continue;
            }
            None => cands[0],
        };
        for s in &group {
            let w = &wants[s.want];
            let ps = w.parts(centre + q + s.at);
            taken.extend(ps.iter().map(|r| r.expand(1.0)));
            if let Some(r) = s.label {
                let r = r.translate(centre.to_vec2() + q);
                reserved.push((s.want, r));
                taken.push(r);
            }
            out.push(Placed {
                what: w.what,
                hex: h,
                hex_centre: centre,
                body: ps[0],
                parts: ps,
                texts: Vec::new(),
            });
            shown.push(s.want);
        }
    }

    // Drawn: the ties to their hexes, the counters, their labels.
    let first = out.len() - shown.len();
    for (&i, placed) in shown.iter().zip(out[first..].iter_mut()) {
        let w = &wants[i];
        let body = placed.body;
        let colour = match w.what {
            Counter::Raid => style::LUFTWAFFE,
            Counter::Pilot(_) => style::INK,
            _ => style::RAF,
        };
        tie(sc, placed.hex_centre, body, colour);
        let dir = w.dir.unwrap_or(Vec2::X);
        match w.what {
            Counter::Raid => {
                if let (Some(r), Some(f)) = (raid, &face) {
                    let (on_it, _) = symbols::raid(&mut sc.cv, body, f, r.identified, dir);
                    placed.texts = on_it.to_vec();
                }
            }
            Counter::Fighter(f) => {
                let grounded = st.plane_of(ed, f).is_some_and(|pl| st.planes[pl].level == Level::Airfield);
                symbols::fighter(&mut sc.cv, body.center(), body.width(), dir, grounded, 1.0);
            }
            Counter::Preview => symbols::fighter(&mut sc.cv, body.center(), body.width(), dir, false, 0.6),
            Counter::Pilot(_) => symbols::pilot(&mut sc.cv, body.center() - vec2(0.0, pr * 0.3), pr),
        }
        if let Some(text) = texts[i].clone() {
            let keep = reserved.iter().find(|(j, _)| *j == i).map(|(_, r)| *r);
            let left = match w.what {
                Counter::Fighter(f) => f == 0,
                _ => super::board::fighter_of(ctx).unwrap_or(0) == 0,
            };
            sc.label(
                text,
                font_size,
                style::RAF,
                0,
                true,
                Some((body.center(), labels::TOUCHING + 1)),
                |s| {
                    let mut v: Vec<Rect> = keep.into_iter().collect();
                    v.extend(labels::touching(body, s, 1.0, left));
                    v
                },
            );
            if let Some(l) = sc.labels.last_mut() {
                l.of = Some(w.what);
                l.request.kept = keep.is_some();
            }
        }
    }
    sc.obstacles.hard.extend(taken.into_iter().filter(|r| !reserved.iter().any(|(_, k)| k == r)));
}

/// A counter set off its hex's centre is tied to it by a short line from
/// near the centre to its edge.
fn tie(sc: &mut Scene, centre: Pos2, body: Rect, colour: egui::Color32) {
    if body.expand(sc.u * 0.2).contains(centre) {
        return;
    }
    let to = Pos2::new(centre.x.clamp(body.min.x, body.max.x), centre.y.clamp(body.min.y, body.max.y));
    let d = to - centre;
    let from = centre + d.normalized() * (sc.u * 0.25).min(d.length());
    sc.cv.line_segment([from, to], Stroke::new(1.5, colour));
    sc.cv.circle_filled(from, 1.8, colour);
}
