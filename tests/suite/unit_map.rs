//! The map's parts (`src/app/map/`): the layout of busy boards, the labels'
//! placement, the hexes' tooltips. Moved from the `#[cfg(test)]` modules of
//! `src/` so that `cargo test` builds the library once (`[lib] test = false`
//! in Cargo.toml).

/// The map laid out at laptop sizes for busy boards: both fighters, the
/// raid, a pilot who bailed out and damage markers in one airfield's hex;
/// the raid over a damaged London hex; fighters on their damaged base;
/// the raid beside damaged sites. At every size counters never overlap,
/// no counter covers a damage marker, the raid's texts fit on it, labels
/// never overlap anything, each fighter's label touches its counter and
/// London's name stays.
mod layout {
    use egui::{Rect, pos2, vec2};
    use londons_burning::app::map::layout::{Counter, Layout};
    use londons_burning::app::map::{MapCtx, MapView};
    use londons_burning::app::style;
    use londons_burning::edition::Edition;
    use londons_burning::rules::hex::{Dir, Hex};
    use londons_burning::rules::level::Level;
    use londons_burning::rules::raid::Raid;
    use londons_burning::rules::state::{Phase, State};
    use londons_burning::rules::step::Step;
    use londons_burning::rules::{Campaign, Scenario, Setup, WeatherMode};
    use londons_burning::text::Lang;
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
        let mut view = MapView::default();
        view.zoom = zoom;
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
                            assert!(
                                l.counters.iter().any(|x| x.what == Counter::Raid),
                                "{tag}: the raid drawn"
                            );
                            let london = if lang == Lang::ES { "Londres" } else { "London" };
                            assert!(
                                l.labels.iter().any(|x| x.text == london),
                                "{tag}: no {london} on the map"
                            );
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
        let side =
            |l: &Layout| l.counters.iter().find(|x| x.what == Counter::Fighter(0)).unwrap().body.width();
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
            out += &format!(
                "<text x='{}' y='{}' font-size='8'>{}</text>",
                x.rect.min.x,
                x.rect.max.y - 2.0,
                x.text
            );
        }
        out += "</svg>";
        let _ = std::fs::write(path, out);
    }
}

/// The tests of `src/app/map/labels.rs`.
mod labels {
    use egui::{Pos2, Rect, pos2};
    use londons_burning::app::map::labels::{Obstacles, Request, around, centred, overlaps, place, touching};

    use egui::vec2;

    fn bounds() -> Rect {
        Rect::from_min_size(Pos2::ZERO, vec2(400.0, 300.0))
    }

    /// Thirty labels around thirty symbols packed in a small corner, with
    /// counters on top: whatever is placed overlaps nothing.
    #[test]
    fn a_crowded_map_has_no_overlapping_labels() {
        let mut obstacles = Vec::new();
        let mut requests = Vec::new();
        for i in 0..30 {
            let c = pos2(40.0 + (i % 6) as f32 * 22.0, 40.0 + (i / 6) as f32 * 18.0);
            let symbol = centred(c, vec2(12.0, 12.0));
            obstacles.push(symbol);
            requests.push(Request {
                priority: (i % 3) as u8,
                candidates: around(symbol, vec2(40.0 + (i % 4) as f32 * 10.0, 13.0), 2.0, 2),
                must: false,
                leader: None,
                kept: false,
            });
        }
        obstacles.push(centred(pos2(80.0, 60.0), vec2(34.0, 28.0)));
        let obstacles = Obstacles { hard: obstacles, soft: Vec::new() };
        let placed = place(&requests, &obstacles, bounds());
        let rects: Vec<Rect> =
            placed.iter().zip(&requests).filter_map(|(k, r)| k.map(|k| r.candidates[k])).collect();
        assert!(rects.len() >= 10, "only {} of 30 placed", rects.len());
        assert!(rects.len() < 30, "the case is not crowded: every label fitted");
        for (i, a) in rects.iter().enumerate() {
            assert!(bounds().contains_rect(*a));
            for o in &obstacles.hard {
                assert!(!overlaps(a, o), "label {a:?} covers {o:?}");
            }
            for b in &rects[i + 1..] {
                assert!(!overlaps(a, b), "labels {a:?} and {b:?} overlap");
            }
        }
    }

    #[test]
    fn a_clear_map_puts_every_label_at_its_first_choice() {
        let requests: Vec<Request> = (0..5)
            .map(|i| Request {
                priority: 0,
                candidates: around(
                    centred(pos2(50.0 + i as f32 * 70.0, 150.0), vec2(10.0, 10.0)),
                    vec2(50.0, 12.0),
                    2.0,
                    2,
                ),
                must: false,
                leader: None,
                kept: false,
            })
            .collect();
        assert_eq!(place(&requests, &Obstacles::default(), bounds()), vec![Some(0); 5]);
    }

    #[test]
    fn priority_wins_the_contested_place() {
        let symbol = centred(pos2(100.0, 100.0), vec2(10.0, 10.0));
        let only = vec![around(symbol, vec2(40.0, 12.0), 2.0, 2)[0]];
        let low = Request { priority: 5, candidates: only.clone(), must: false, leader: None, kept: false };
        let high = Request { priority: 1, candidates: only, must: false, leader: None, kept: false };
        assert_eq!(place(&[low, high], &Obstacles::default(), bounds()), vec![None, Some(0)]);
    }

    #[test]
    fn labels_stay_inside_the_bounds() {
        // A symbol at the left edge: its label goes right, not off the map.
        let symbol = centred(pos2(4.0, 150.0), vec2(8.0, 8.0));
        let r = Request {
            priority: 0,
            candidates: around(symbol, vec2(60.0, 12.0), 2.0, 2),
            must: false,
            leader: None,
            kept: false,
        };
        let k = place(std::slice::from_ref(&r), &Obstacles::default(), bounds())[0].unwrap();
        assert!(bounds().contains_rect(r.candidates[k]));
        assert_eq!(k, 2, "to the right");
    }

    /// A label that must show goes over a symbol when nothing else is
    /// free, but never over a counter; one that need not show is left out.
    #[test]
    fn a_label_that_must_show_crosses_only_soft_obstacles() {
        let counter = centred(pos2(100.0, 100.0), vec2(12.0, 12.0));
        let candidates = touching(counter, vec2(30.0, 11.0), 1.0, true);
        let everywhere = Rect::from_center_size(pos2(100.0, 100.0), vec2(200.0, 200.0));
        let soft = Obstacles { hard: vec![counter], soft: vec![everywhere] };
        let must =
            Request { priority: 0, candidates: candidates.clone(), must: true, leader: None, kept: false };
        let may =
            Request { priority: 1, candidates: candidates.clone(), must: false, leader: None, kept: false };
        let placed = place(&[must, may], &soft, bounds());
        assert_eq!(placed, vec![Some(0), None]);
        // Room kept for it: its first place; over a symbol only when no
        // other place is free.
        let kept =
            Request { priority: 0, candidates: candidates.clone(), must: true, leader: None, kept: true };
        assert_eq!(place(std::slice::from_ref(&kept), &Obstacles::default(), bounds()), vec![Some(0)]);
        let symbol = Obstacles { hard: vec![counter], soft: vec![candidates[0]] };
        assert_eq!(place(std::slice::from_ref(&kept), &symbol, bounds()), vec![Some(1)]);
        assert_eq!(place(&[kept], &soft, bounds()), vec![Some(0)]);
        let hard = Obstacles { hard: vec![counter, everywhere], soft: Vec::new() };
        let must = Request { priority: 0, candidates, must: true, leader: None, kept: false };
        assert_eq!(place(&[must], &hard, bounds()), vec![None]);
    }

    /// Every candidate of `touching` lies within a label's height and a
    /// gap of its counter: a fighter's label is never a hex away.
    #[test]
    fn touching_candidates_stay_beside_the_counter() {
        let counter = centred(pos2(100.0, 100.0), vec2(12.0, 12.0));
        let size = vec2(34.0, 11.0);
        for c in touching(counter, size, 1.0, false) {
            let dx = (c.min.x - counter.max.x).max(counter.min.x - c.max.x).max(0.0);
            let dy = (c.min.y - counter.max.y).max(counter.min.y - c.max.y).max(0.0);
            assert!(dx.hypot(dy) <= size.y + 1.0 + 0.01, "{c:?} is {dx}, {dy} from the counter");
        }
    }
}

/// The tests of `src/app/map/tip.rs`.
mod tip {
    use londons_burning::app::map::tip::{hex_tooltip, raid_altitude, short_level};
    use londons_burning::edition::Edition;
    use londons_burning::rules::hex::Hex;
    use londons_burning::text::{Lang, level_name};

    use londons_burning::rules::{Campaign, Scenario, Setup, WeatherMode};

    fn campaign() -> Campaign {
        let ed = Edition::builtin().unwrap();
        Campaign::new(ed, Setup::new(Scenario::Regular, WeatherMode::Historical, 7)).unwrap().0
    }

    fn hex(s: &str) -> Hex {
        s.parse().unwrap()
    }

    #[test]
    fn a_site_tells_its_type_defences_damage_and_worth() {
        let c = campaign();
        let ed = c.edition();
        let mut st = c.state().clone();
        let dover = ed.site_by_id("dover").unwrap();
        let h = ed.sites[dover].hex;
        let t = hex_tooltip(ed, &st, Lang::EN, h, &[], &[]);
        assert_eq!(
            t,
            format!(
                "{h} — land\nDover port: port\nDefences: heavy AA (any altitude), balloons (nothing below 10,000 ft)\nUndamaged\nDamaged at the end: 2 points to the Luftwaffe (13.3)"
            )
        );
        st.damage[dover] = 3;
        let t = hex_tooltip(ed, &st, Lang::ES, h, &[], &[]);
        assert!(t.contains("Puerto de Dover: puerto"), "{t}");
        assert!(
            t.contains("Daño de bombas: 3 puntos (10.3)\nDañado al final: 2 puntos para la Luftwaffe (13.3)"),
            "{t}"
        );
        assert!(t.contains("AA pesado (a cualquier altitud), globos"), "{t}");
    }

    #[test]
    fn radar_london_and_the_rest_are_worth_1_3_and_2() {
        let c = campaign();
        let ed = c.edition();
        let st = c.state();
        for (id, worth) in [("rye", 1), ("london-1", 3), ("thameshaven", 2), ("hawkinge", 2)] {
            let i = ed.site_by_id(id).unwrap_or_else(|| panic!("{id}"));
            let t = hex_tooltip(ed, st, Lang::EN, ed.sites[i].hex, &[], &[]);
            let points = if worth == 1 { "point" } else { "points" };
            assert!(
                t.ends_with(&format!("at the end: {worth} {points} to the Luftwaffe (13.3)")),
                "{id}: {t}"
            );
        }
        let london = ed.site_by_id("london-1").unwrap();
        let t = hex_tooltip(ed, st, Lang::ES, ed.sites[london].hex, &[], &[]);
        assert!(t.contains(&format!("Londres {}: hex de Londres", ed.sites[london].hex)), "{t}");
    }

    #[test]
    fn the_base_an_empty_hex_and_the_moves() {
        let c = campaign();
        let ed = c.edition();
        let st = c.state();
        let base = ed.sites[st.base as usize].hex;
        let t = hex_tooltip(ed, st, Lang::EN, base, &[], &[(base, 0.25)]);
        assert!(t.contains("sector airfield\nYour base\nDefences: light AA"), "{t}");
        assert!(t.ends_with("raid next: 25%"), "{t}");
        // Fighters on the airfield at the base.
        assert!(t.contains("Fighter #1 ("), "{t}");
        let sea = hex("A2");
        assert_eq!(hex_tooltip(ed, st, Lang::EN, sea, &[], &[]), "A2 — open sea");
    }

    #[test]
    fn the_raid_shows_the_reported_altitude_then_the_exact_one() {
        let mut c = campaign();
        // Play on (everyone stands by) until a raid is on the map.
        while c.state().raid.is_none() {
            let londons_burning::rules::Pending::Decide(d) = c.pending() else { panic!("over") };
            let choice = londons_burning::sim::passive(&c, &d);
            c.apply(choice).unwrap();
        }
        let ed = c.edition().clone();
        let mut st = c.state().clone();
        let raid = st.raid.clone().unwrap();
        let reported = short_level(raid.reported, Lang::EN);
        assert_eq!(raid_altitude(&raid, Lang::EN), format!("{reported}?"));
        let t = hex_tooltip(&ed, &st, Lang::EN, raid.hex, &[], &[]);
        assert!(t.contains("raiders face down, reported at"), "{t}");
        // Identified: the exact altitude, here one level below the reported
        // one, with one raider as top cover above it.
        let r = st.raid.as_mut().unwrap();
        r.identified = true;
        let exact = r.reported.down().unwrap_or(r.reported);
        for x in r.raiders.iter_mut() {
            x.level = exact;
        }
        assert_eq!(raid_altitude(r, Lang::EN), short_level(exact, Lang::EN));
        assert_ne!(raid_altitude(r, Lang::EN), format!("{reported}?"));
        let top = exact.up().unwrap();
        r.raiders[0].level = top;
        assert_eq!(
            raid_altitude(r, Lang::EN),
            format!("{}–{}", short_level(exact, Lang::EN), short_level(top, Lang::EN))
        );
        let n = r.raiders.len();
        let t = hex_tooltip(&ed, &st, Lang::EN, raid.hex, &[], &[]);
        assert!(
            t.contains(&format!(
                "identified (7.1): {} at {}, 1 at {}",
                n - 1,
                level_name(exact, Lang::EN),
                level_name(top, Lang::EN)
            )),
            "{t}"
        );
    }
}
