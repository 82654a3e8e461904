//! The map laid out at laptop sizes for busy boards: both fighters, the
//! raid, a pilot who bailed out and damage markers in one airfield's hex;
//! the raid over a damaged London hex; fighters on their damaged base;
//! the raid beside damaged sites. At every size counters never overlap,
//! no counter covers a damage marker, the raid's texts fit on it, labels
//! never overlap anything, each fighter's label touches its counter and
//! London's name stays.

use super::layout::{Counter, Layout};
use super::{MapCtx, MapView};
use crate::app::style;
use crate::edition::Edition;
use crate::text::Lang;
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use crate::rules::raid::Raid;
use crate::rules::state::{Phase, State};
use crate::rules::step::Step;
use crate::rules::{Campaign, Scenario, Setup, WeatherMode};
use egui::{Rect, pos2, vec2};
use std::sync::Arc;

fn ed() -> Arc<Edition> {
    Edition::builtin().expect("built-in edition")
}

fn hex(s: &str) -> Hex {
    s.parse().unwrap()
}

fn site(ed: &Edition, id: &str) -> usize {
    ed.site_by_id(id).unwrap()
}

/// A campaign in a raid's impulse, fighter #1 to move, as `f` sets it.
fn campaign(f: impl FnOnce(&Edition, &mut State)) -> Campaign {
    let ed = ed();
    let (c, _) =
        Campaign::new(ed.clone(), Setup::new(Scenario::Regular, WeatherMode::Historical, 77)).unwrap();
    let mut st = c.into_state();
    st.phase = Phase::Daylight(1);
    st.step = Step::RafMove(0);
    f(&ed, &mut st);
    Campaign::from_state(ed, st)
}

fn fighter(ed: &Edition, st: &mut State, slot: u8, at: &str, level: Level, facing: Dir) {
    let p = st.plane_of(ed, slot).unwrap();
    st.planes[p].hex = hex(at);
    st.planes[p].level = level;
    st.planes[p].facing = facing;
}

fn raid(st: &mut State, at: &str, facing: Dir, ids: &[u8]) {
    st.cup.retain(|id| !ids.contains(id));
    st.raid = Some(Raid::new(1, hex(at), facing, Level::A20, ids, 0));
}

/// Busy boards, each with a name.
fn boards() -> Vec<(&'static str, Campaign)> {
    vec![
        (
            "both fighters, the raid (identified over two levels), a pilot and damage at Biggin Hill",
            campaign(|ed, st| {
                let bh = site(ed, "biggin-hill");
                let at = ed.sites[bh].hex.to_string();
                fighter(ed, st, 0, &at, Level::A20, Dir::Right);
                fighter(ed, st, 1, &at, Level::A25, Dir::Right);
                raid(st, &at, Dir::UpLeft, &[1, 2, 3, 4, 5, 6]);
                let r = st.raid.as_mut().unwrap();
                r.identified = true;
                r.raiders[0].level = Level::A25;
                st.damage[bh] = 3;
                st.damage[site(ed, "kenley")] = 2;
                st.damage[site(ed, "croydon")] = 1;
                st.pilots[2].bailed_out = Some(hex(&at));
            }),
        ),
        (
            "the raid over a damaged London hex, the fighters in the next London hexes",
            campaign(|ed, st| {
                for id in ["london-1", "london-2", "london-3", "london-4"] {
                    st.damage[site(ed, id)] = 2;
                }
                let l1 = ed.sites[site(ed, "london-1")].hex.to_string();
                let l2 = ed.sites[site(ed, "london-2")].hex.to_string();
                let l4 = ed.sites[site(ed, "london-4")].hex.to_string();
                raid(st, &l1, Dir::UpLeft, &[1, 2, 3, 4, 5]);
                fighter(ed, st, 0, &l2, Level::A15, Dir::Left);
                fighter(ed, st, 1, &l4, Level::A20, Dir::UpRight);
                st.damage[site(ed, "northolt")] = 4;
            }),
        ),
        (
            "both fighters on their damaged base, the raid next door over a damaged airfield",
            campaign(|ed, st| {
                let base = ed.sites[st.base as usize].hex.to_string();
                fighter(ed, st, 0, &base, Level::Airfield, Dir::UpLeft);
                fighter(ed, st, 1, &base, Level::Airfield, Dir::UpLeft);
                st.damage[st.base as usize] = 5;
                let kenley = site(ed, "kenley");
                st.damage[kenley] = 2;
                raid(st, &ed.sites[kenley].hex.to_string(), Dir::Left, &[1, 2, 3, 4]);
            }),
        ),
        (
            "the raid beside damaged Dunkirk and Eastchurch, the fighters a hex away facing each other",
            campaign(|ed, st| {
                st.damage[site(ed, "dunkirk")] = 2;
                st.damage[site(ed, "eastchurch")] = 1;
                raid(st, "G8", Dir::UpLeft, &[1, 2, 3, 4, 5, 6]);
                fighter(ed, st, 0, "G7", Level::A15, Dir::Right);
                fighter(ed, st, 1, "G7", Level::A15, Dir::Left);
            }),
        ),
    ]
}

fn context() -> egui::Context {
    let ctx = egui::Context::default();
    style::apply(&ctx);
    let _ = ctx.run_ui(Default::default(), |_| {});
    ctx
}

fn lay_out(ctx_ui: &egui::Context, c: &Campaign, lang: Lang, size: egui::Vec2, zoom: f32) -> Layout {
    let moves = c.legal_moves(0);
    let forecast = vec![(hex("H8"), 0.5), (hex("I8"), 0.17), (hex("J8"), 0.17), (hex("I9"), 0.16)];
    let ctx = MapCtx {
        campaign: c,
        lang,
        moves: &moves,
        selected: moves.last(),
        picked_hex: None,
        forecast: &forecast,
        danger: &[],
        highlight: None,
        patrol: None,
        landing: &[],
    };
    let mut view = MapView { zoom, ..MapView::default() };
    view.lay_out(ctx_ui, &ctx, Rect::from_min_size(pos2(230.0, 60.0), size))
}

/// `whole`: the whole board is on the screen.
fn check(l: &Layout, what: &str, whole: bool) {
    if let Ok(dir) = std::env::var("MAP_LAYOUT_DEBUG") {
        eprintln!("{what}: u {}", l.hex_radius);
        for c in &l.counters {
            eprintln!("  {:?} {} centre {:?} body {:?}", c.what, c.hex, c.hex_centre, c.body);
        }
        svg(l, &format!("{dir}/{}.svg", what.replace(['/', ' ', '(', ')', ','], "_")));
    }
    let problems = l.problems(whole);
    assert!(problems.is_empty(), "{what}: {problems:#?}");
}

/// The sizes the map gets: at 1280×720 and 1366×768 with the side panels
/// narrowed, with today's panels, and at 1600×1000.
const SIZES: [(f32, f32); 6] =
    [(700.0, 400.0), (730.0, 430.0), (550.0, 480.0), (790.0, 450.0), (850.0, 620.0), (1000.0, 720.0)];

#[test]
fn busy_boards_lay_out_cleanly_at_every_size() {
    let ctx = context();
    for (what, c) in boards() {
        for lang in Lang::ALL {
            for (w, h) in SIZES {
                for zoom in [1.0, 1.7] {
                    let l = lay_out(&ctx, &c, lang, vec2(w, h), zoom);
                    let tag = format!("{what} ({w}×{h}, zoom {zoom}, {lang:?})");
                    check(&l, &tag, zoom == 1.0);
                    let fighters =
                        l.counters.iter().filter(|x| matches!(x.what, Counter::Fighter(_))).count();
                    if zoom == 1.0 {
                        assert_eq!(fighters, 2, "{tag}: both fighters drawn");
                        assert!(l.counters.iter().any(|x| x.what == Counter::Raid), "{tag}: the raid drawn");
                        let london = if lang == Lang::ES { "Londres" } else { "London" };
                        assert!(l.labels.iter().any(|x| x.text == london), "{tag}: no {london} on the map");
                    }
                }
            }
        }
    }
}

/// The counters and their fonts follow the map's scale, within bounds.
#[test]
fn counters_scale_with_the_map() {
    let ctx = context();
    let (_, c) = boards().remove(3);
    let small = lay_out(&ctx, &c, Lang::EN, vec2(700.0, 400.0), 1.0);
    let large = lay_out(&ctx, &c, Lang::EN, vec2(1000.0, 720.0), 1.0);
    let side = |l: &Layout| l.counters.iter().find(|x| x.what == Counter::Fighter(0)).unwrap().body.width();
    assert!(small.hex_radius < large.hex_radius);
    assert!(side(&small) < side(&large), "{} vs {}", side(&small), side(&large));
    // A fighter counter fits its hex: no wider than the hex across its flats.
    for l in [&small, &large] {
        assert!(side(l) <= l.hex_radius * 3f32.sqrt(), "{} in a hex of {}", side(l), l.hex_radius);
    }
}

/// A picture of a layout (for looking at while tuning: set
/// MAP_LAYOUT_DEBUG to a folder).
fn svg(l: &Layout, path: &str) {
    let b = l.bounds;
    let mut out = format!(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='{} {} {} {}' width='{}' height='{}'>",
        b.min.x,
        b.min.y,
        b.width(),
        b.height(),
        b.width() * 3.0,
        b.height() * 3.0
    );
    let rect = |r: &Rect, fill: &str| {
        format!(
            "<rect x='{}' y='{}' width='{}' height='{}' fill='{fill}' fill-opacity='0.6'/>",
            r.min.x,
            r.min.y,
            r.width(),
            r.height()
        )
    };
    for c in &l.counters {
        for p in &c.parts {
            out += &rect(p, if c.what == Counter::Raid { "brown" } else { "blue" });
        }
        out += &format!("<circle cx='{}' cy='{}' r='1.5' fill='black'/>", c.hex_centre.x, c.hex_centre.y);
    }
    for (_, d) in &l.damage {
        out += &rect(d, "red");
    }
    for x in &l.labels {
        out += &rect(&x.rect, "khaki");
        out +=
            &format!("<text x='{}' y='{}' font-size='8'>{}</text>", x.rect.min.x, x.rect.max.y - 2.0, x.text);
    }
    out += "</svg>";
    let _ = std::fs::write(path, out);
}
