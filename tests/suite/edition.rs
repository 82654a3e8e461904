//! The built-in editions load, edition 2 matches board-facts.md (sections
//! 1-10), edition 1 is kept exactly as the saves made on it need it, and
//! broken files are refused with the file, the field and the reason.

use londons_burning::edition::*;
use londons_burning::text::{Lang, Localize};
use londons_burning::rules::hex::Compass;
use londons_burning::rules::{Dir, Hex, Level};
use serde_json::{Value, json};
use std::sync::Arc;

/// The current built-in edition (2).
fn ed() -> Arc<Edition> {
    Edition::builtin().expect("the built-in edition is valid")
}

fn ed1() -> Arc<Edition> {
    Edition::builtin_number(1).unwrap().expect("edition 1 is valid")
}

fn h(s: &str) -> Hex {
    s.parse().unwrap()
}

#[test]
fn editions_are_numbered_and_the_current_is_2() {
    assert_eq!(ed().number, 2);
    assert_eq!(CURRENT, 2);
    assert_eq!(ed1().number, 1);
    assert!(Edition::builtin_number(3).is_none() && Edition::builtin_number(0).is_none());
    assert_eq!(Edition::builtins().iter().map(|e| e.number).collect::<Vec<_>>(), [1, 2]);
    assert_ne!(ed1().fingerprint, ed().fingerprint);
    assert_eq!(Edition::builtin_with_fingerprint(&ed1().fingerprint).unwrap().number, 1);
    // Edition 1 never changes: its fingerprint is the one the saves made
    // on it recorded (saves/*.json).
    assert_eq!(ed1().fingerprint, "1c1cc440caa86b08");
    assert_eq!(ed1().map.grid.cols(), 15);
    assert_eq!(ed().map.grid.cols(), 11);
}

#[test]
fn counts_match_board_facts() {
    for ed in [ed(), ed1()] {
        counts(&ed);
    }
}

fn counts(ed: &Edition) {
    assert_eq!(ed.sites.len(), 28, "28 targets");
    let airfields = ed.sites.iter().filter(|s| s.kind.is_airfield()).count();
    assert_eq!(airfields, 17, "17 airfields");
    for (kind, n) in [
        (SiteKind::Sector, 5),
        (SiteKind::Satellite, 8),
        (SiteKind::Emergency, 4),
        (SiteKind::Radar, 4),
        (SiteKind::London, 4),
        (SiteKind::Port, 1),
        (SiteKind::OilDepot, 1),
        (SiteKind::Convoy, 1),
    ] {
        assert_eq!(ed.sites_of(kind).count(), n, "{kind:?}");
    }
    assert_eq!(ed.german.len(), 25);
    assert_eq!(ed.raf.len(), 4);
    assert_eq!(ed.pilots.len(), 8);
    assert_eq!(ed.calendar.days.len(), 34, "13 August to 15 September");
    assert_eq!(ed.initial_cup().len(), 19, "3.6: 19 in the cup");
}

#[test]
fn sites_match_board_facts() {
    let ed = ed();
    // (name, kind, lat, lon, AA, balloons) from board-facts 2.
    let facts: &[(&str, SiteKind, f64, f64, Aa, bool)] = &[
        ("biggin-hill", SiteKind::Sector, 51.331, 0.033, Aa::Light, false),
        ("kenley", SiteKind::Sector, 51.305, -0.096, Aa::Light, false),
        ("hornchurch", SiteKind::Sector, 51.538, 0.205, Aa::Light, false),
        ("north-weald", SiteKind::Sector, 51.721, 0.154, Aa::Light, false),
        ("northolt", SiteKind::Sector, 51.553, -0.418, Aa::Light, false),
        ("hawkinge", SiteKind::Satellite, 51.113, 1.153, Aa::Light, false),
        ("manston", SiteKind::Satellite, 51.342, 1.346, Aa::Light, false),
        ("rochford", SiteKind::Satellite, 51.571, 0.696, Aa::None, false),
        ("gravesend", SiteKind::Satellite, 51.416, 0.403, Aa::None, false),
        ("west-malling", SiteKind::Satellite, 51.270, 0.402, Aa::None, false),
        ("croydon", SiteKind::Satellite, 51.356, -0.117, Aa::None, false),
        ("redhill", SiteKind::Satellite, 51.214, -0.139, Aa::None, false),
        ("stapleford-tawney", SiteKind::Satellite, 51.652, 0.155, Aa::None, false),
        ("lympne", SiteKind::Emergency, 51.080, 1.013, Aa::None, false),
        ("detling", SiteKind::Emergency, 51.303, 0.597, Aa::None, false),
        ("eastchurch", SiteKind::Emergency, 51.400, 0.850, Aa::None, false),
        ("penshurst", SiteKind::Emergency, 51.198, 0.168, Aa::None, false),
        ("dunkirk", SiteKind::Radar, 51.290, 0.960, Aa::None, false),
        ("rye", SiteKind::Radar, 50.958, 0.745, Aa::None, false),
        ("pevensey", SiteKind::Radar, 50.820, 0.340, Aa::None, false),
        ("canewdon", SiteKind::Radar, 51.617, 0.718, Aa::None, false),
        ("dover", SiteKind::Port, 51.120, 1.315, Aa::Heavy, true),
        ("thameshaven", SiteKind::OilDepot, 51.515, 0.505, Aa::Heavy, false),
        ("convoy", SiteKind::Convoy, 51.450, 1.250, Aa::Light, false),
    ];
    // Edition 2's hexes (board-facts 2).
    let hexes = [
        ("biggin-hill", "M4"),
        ("kenley", "M3"),
        ("hornchurch", "M7"),
        ("north-weald", "O8"),
        ("northolt", "O4"),
        ("hawkinge", "D6"),
        ("manston", "D9"),
        ("rochford", "J8"),
        ("gravesend", "K6"),
        ("west-malling", "I5"),
        ("croydon", "N3"),
        ("redhill", "M2"),
        ("stapleford-tawney", "N7"),
        ("lympne", "D5"),
        ("detling", "I6"),
        ("eastchurch", "H7"),
        ("penshurst", "J3"),
        ("dunkirk", "F7"),
        ("rye", "E4"),
        ("pevensey", "G1"),
        ("canewdon", "J9"),
        ("dover", "B7"),
        ("thameshaven", "K8"),
        ("convoy", "E10"),
    ];
    for (id, hex) in hexes {
        assert_eq!(ed.sites[ed.site_by_id(id).unwrap()].hex, h(hex), "{id}");
    }
    for &(id, kind, lat, lon, aa, balloons) in facts {
        let s = &ed.sites[ed.site_by_id(id).unwrap_or_else(|| panic!("{id}"))];
        assert_eq!((s.kind, s.aa, s.balloons), (kind, aa, balloons), "{id}");
        assert_eq!((s.lat, s.lon), (lat, lon), "{id}");
        // The site sits in the hex whose centre is nearest (board-facts 1),
        // unless the data notes that it had to move.
        let nearest = nearest_hex(&ed, lat, lon);
        if s.hex != nearest {
            // Northolt lies two rows beyond row O: moved onto the map.
            assert_eq!(id, "northolt");
            assert!(s.note.as_deref().unwrap_or("").contains("O4"), "{id} moved without a note");
        }
    }
    // London: O5, O6, N4, N5, heavy AA and balloons (board-facts 2, 6.7).
    let mut london: Vec<String> =
        ed.sites_of(SiteKind::London).map(|i| ed.sites[i].hex.to_string()).collect();
    london.sort();
    assert_eq!(london, ["N4", "N5", "O5", "O6"]);
    for i in ed.sites_of(SiteKind::London) {
        assert_eq!((ed.sites[i].aa, ed.sites[i].balloons), (Aa::Heavy, true));
    }
}

fn dist2(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)
}

fn nearest_hex(ed: &Edition, lat: f64, lon: f64) -> Hex {
    let p = ed.map.georef.km(lat, lon);
    ed.map.grid.hexes().min_by(|a, b| dist2(a.centre_km(), p).total_cmp(&dist2(b.centre_km(), p))).unwrap()
}

#[test]
fn map_matches_board_facts() {
    let ed = ed();
    let g = ed.map.georef;
    assert_eq!(
        (g.a1_lat, g.a1_lon, g.km_per_degree_lat, g.km_per_degree_lon, g.right_bearing_deg),
        (50.5863, 0.9302, 111.2, 69.6, 36.0)
    );
    // The georeference's checks (board-facts 1): D9 is Manston, O5 London.
    let at = |hex: &str| {
        let (x, y) = h(hex).centre_km();
        g.lat_lon(x, y)
    };
    let (lat, lon) = at("D9");
    assert!((lat - 51.342).abs() < 0.001 && (lon - 1.346).abs() < 0.001, "{lat} {lon}");
    let (lat, lon) = at("O5");
    assert!((lat - 51.518).abs() < 0.001 && (lon + 0.141).abs() < 0.001, "{lat} {lon}");
    let (x, y) = g.km(lat, lon);
    assert!((x - h("O5").centre_km().0).abs() < 1e-6 && (y - h("O5").centre_km().1).abs() < 1e-6);
    // The hexsides' names: right NE, down-right E, down-left SE, left SW,
    // up-left W, up-right NW.
    let names: Vec<Compass> = Dir::ALL.iter().map(|d| ed.map.compass(*d)).collect();
    assert_eq!(names, [Compass::NE, Compass::NW, Compass::W, Compass::SW, Compass::SE, Compass::E]);
    // Entry hexes 1..6 are A1 A3 A5 A7 A9 A10, all sea; raids enter facing
    // NW (up-right).
    let entry: Vec<String> = ed.map.entry_hexes.iter().map(|h| h.to_string()).collect();
    assert_eq!(entry, ["A1", "A3", "A5", "A7", "A9", "A10"]);
    assert!(ed.map.entry_hexes.iter().all(|&h| ed.terrain(h) != Terrain::Land));
    assert_eq!(ed.map.entry_facing, Dir::UpRight);
    assert_eq!(ed.map.compass(ed.map.entry_facing), Compass::NW);
    // The terrain, row by row as board-facts 1 prints it (top row first).
    let rows = [
        ("O", "LLLLLLLLLLL"),
        ("N", "LLLLLLLLLLL"),
        ("M", "LLLLLLLLLLL"),
        ("L", "LLLLLLLLLLL"),
        ("K", "LLLLLLLLLLL"),
        ("J", "LLLLLLSLLLL"),
        ("I", "LLLLLLLSLLS"),
        ("H", "LLLLLLLSSSO"),
        ("G", "LLLLLLLLSOO"),
        ("F", "LLLLLLLLSOO"),
        ("E", "SSLLLLLLLSO"),
        ("D", "OSSLLLLLLSO"),
        ("C", "OOOSSSLLSSO"),
        ("B", "OOOOOSLSOOO"),
        ("A", "OOOOOOOOOOO"),
    ];
    for (row, letters) in rows {
        let got: String = (1..=11).map(|c| ed.terrain(h(&format!("{row}{c}"))).letter()).collect();
        assert_eq!(got, letters, "row {row}");
    }
    for s in &ed.sites {
        let t = ed.terrain(s.hex);
        assert_eq!(t == Terrain::Land, s.kind != SiteKind::Convoy, "{}", s.name);
    }
    // The coast lines of board-facts 10 are all there.
    let places: Vec<&str> =
        ed.map.coast.iter().flat_map(|c| c.points.iter().map(|p| p.place.as_str())).collect();
    for p in ["Worthing", "Dover", "North Foreland", "Gravesend", "Tilbury", "Harwich", "Calais"] {
        assert!(places.contains(&p), "{p}");
    }
    assert_eq!(ed.map.thames.last().unwrap().place, "Richmond");
}

#[test]
fn tables_match_board_facts_and_rulebook() {
    let ed = ed();
    // Sun sides of the four daylight phases (rulebook): E, SE, SW, W; on
    // edition 2's board down-right, down-left, left and up-left.
    let suns: Vec<Compass> = ed.phases.iter().map(|p| ed.map.compass(p.sun)).collect();
    assert_eq!(suns, [Compass::E, Compass::SE, Compass::SW, Compass::W]);
    let suns: Vec<Dir> = ed.phases.iter().map(|p| p.sun).collect();
    assert_eq!(suns, [Dir::DownRight, Dir::DownLeft, Dir::Left, Dir::UpLeft]);
    // Raid-size markers: 12, No Raid x6, 4 x2, 5 x2, 6 x1, Remix x1.
    let m = &ed.raid_markers;
    assert_eq!(m.len(), 12);
    let count = |x: RaidMarker| m.iter().filter(|&&y| y == x).count();
    assert_eq!(count(RaidMarker::NoRaid), 6);
    assert_eq!(count(RaidMarker::Raiders(4)), 2);
    assert_eq!(count(RaidMarker::Raiders(5)), 2);
    assert_eq!(count(RaidMarker::Raiders(6)), 1);
    assert_eq!(count(RaidMarker::Remix), 1);
    assert_eq!(ed.london_burning, vec![(2, 1), (4, 2)]);
    // Reported altitude.
    assert_eq!(
        ed.reported_altitude,
        vec![
            (2, 3, Level::A5),
            (4, 6, Level::A10),
            (7, 9, Level::A15),
            (10, 11, Level::A20),
            (12, 13, Level::A25)
        ]
    );
    // Exact altitude and top cover (rulebook table).
    let ex = |roll: usize| ed.exact_altitude[roll - 2];
    assert_eq!((ex(12).raiders, ex(12).top_cover), (1, TopCover::All));
    assert_eq!((ex(11).raiders, ex(11).top_cover), (1, TopCover::None));
    assert_eq!((ex(10).raiders, ex(10).top_cover), (1, TopCover::Even));
    assert_eq!((ex(9).raiders, ex(9).top_cover), (0, TopCover::None));
    assert_eq!((ex(8).raiders, ex(8).top_cover), (0, TopCover::Odd));
    assert_eq!((ex(7).raiders, ex(7).top_cover), (0, TopCover::All));
    assert_eq!((ex(6).raiders, ex(6).top_cover), (0, TopCover::Even));
    assert_eq!((ex(5).raiders, ex(5).top_cover), (0, TopCover::None));
    assert_eq!((ex(4).raiders, ex(4).top_cover), (-1, TopCover::Odd));
    assert_eq!((ex(3).raiders, ex(3).top_cover), (-1, TopCover::None));
    assert_eq!((ex(2).raiders, ex(2).top_cover), (-1, TopCover::All));
    // Flight path diagram (board-facts 3): W is up-left, NW up-right.
    let names = |steps: &[Dir]| steps.iter().map(|d| ed.map.compass(*d).code()).collect::<Vec<_>>().join(" ");
    let want3 = ["W W W", "W W NW", "W NW W", "NW W W", "NW W NW", "NW NW NW"];
    let want4 = ["W W W W", "W W NW W", "W NW W NW", "NW W W NW", "NW W NW W", "NW NW NW NW"];
    for i in 0..6 {
        assert_eq!(names(&ed.flight_path_3[i]), want3[i], "speed 3, roll {}", i + 1);
        assert_eq!(names(&ed.flight_path_4[i]), want4[i], "speed 4, roll {}", i + 1);
    }
    for steps in ed.flight_path_3.iter().chain(&ed.flight_path_4) {
        assert!(steps.iter().all(|d| matches!(d, Dir::UpLeft | Dir::UpRight)), "6.4: only W and NW");
    }
    // Edition 1's diagram is kept as it was.
    let e1 = ed1();
    let names1 =
        |steps: &[Dir]| steps.iter().map(|d| e1.map.compass(*d).code()).collect::<Vec<_>>().join(" ");
    assert_eq!(names1(&e1.flight_path_3[5]), "NW NW E");
    assert_eq!(names1(&e1.flight_path_4[1]), "W NW W NW");
    // Survival: 1-5 survives, 6+ killed; +2/+4 before 23 Aug, +1/+3 after.
    assert_eq!(ed.survival.killed_from, 6);
    assert_eq!((ed.survival.before_rescue.sea, ed.survival.before_rescue.open_sea), (2, 4));
    assert_eq!((ed.survival.from_rescue.sea, ed.survival.from_rescue.open_sea), (1, 3));
    // Wounds (rulebook table).
    assert_eq!(
        ed.wounds,
        [
            WoundResult::Shaken,
            WoundResult::Wounded { weeks: 2 },
            WoundResult::Wounded { weeks: 3 },
            WoundResult::Wounded { weeks: 4 },
            WoundResult::CareerOver,
            WoundResult::Killed
        ]
    );
    // Optional weather: 1-4 clear, 5-6 rain.
    use Weather::*;
    assert_eq!(ed.optional_weather, [Clear, Clear, Clear, Clear, Rain, Rain]);
    // Provenance is recorded for every table.
    for t in ["map", "sites", "flight_path", "exact_altitude", "aircraft", "pilots", "calendar"] {
        let p = ed.provenance.iter().find(|p| p.table == t).unwrap_or_else(|| panic!("{t}"));
        assert!(p.source == "rulebook" || p.source == "reconstructed", "{t}: {}", p.source);
    }
    let src = |t: &str| ed.provenance.iter().find(|p| p.table == t).unwrap().source.clone();
    assert_eq!(src("flight_path"), "reconstructed");
    assert_eq!(src("exact_altitude"), "rulebook");
}

#[test]
fn aircraft_match_board_facts() {
    let ed = ed();
    let ty = |id: u8| ed.german_type(id);
    // (IDs, name, speed, action, guns, rear gun, bombs, dive bomber)
    type Row<'a> = (&'a [u8], &'a str, u8, i8, Guns, u8, u8, bool);
    let rows: &[Row] = &[
        (&[1], "Me109E (ace)", 4, 7, Guns::Double4, 0, 0, false),
        (&[2, 3, 4, 5, 6, 7, 8, 9], "Me109E", 4, 6, Guns::Double4, 0, 0, false),
        (&[10, 11, 12], "Me110C", 4, 4, Guns::Double5, 1, 0, false),
        (&[13], "Me110C fighter-bomber", 4, 4, Guns::Double5, 1, 1, true),
        (&[14, 15, 16], "Ju88A", 4, 3, Guns::Nose1, 1, 2, false),
        (&[17, 18, 19], "Do17Z", 3, 2, Guns::Nose1, 1, 1, false),
        (&[20, 21, 22, 23], "He111H", 3, 1, Guns::Nose1, 1, 2, false),
        (&[24, 25], "Ju87B", 3, 0, Guns::Nose1, 1, 1, true),
    ];
    for &(ids, name, speed, action, guns, rear, bombs, dive) in rows {
        for &id in ids {
            let t = ty(id);
            assert_eq!(
                (t.name.as_str(), t.speed, t.action, t.guns, t.rear_gun, t.bombs, t.dive_bomber),
                (name, speed, action, guns, rear, bombs, dive),
                "#{id}"
            );
        }
    }
    // Damage tables.
    let names = |id: u8| -> Vec<String> {
        let t = ty(id);
        (1..=6).map(|d| t.position_name(t.damage_table[d - 1])).collect()
    };
    assert_eq!(names(3), ["Engine", "Engine", "Pilot", "Pilot", "Frame", "Frame"]);
    assert_eq!(names(10), ["Engine L", "Engine R", "Pilot", "Gunner", "Frame", "Frame"]);
    assert_eq!(names(20), ["Engine L", "Engine R", "Pilot", "Gunner", "Frame A", "Frame B"]);
    assert_eq!(names(24), ["Engine", "Engine", "Pilot", "Gunner", "Frame", "Frame"]);
    // 8.5: head-on hits are engine or pilot; on twins 5 is left, 6 right.
    let he = ty(22);
    let ho: Vec<String> = (1..=6).map(|d| he.position_name(he.head_on_position(d))).collect();
    assert_eq!(ho, ["Engine L", "Engine R", "Pilot", "Pilot", "Engine L", "Engine R"]);
    let me109 = ty(4);
    let ho: Vec<String> = (1..=6).map(|d| me109.position_name(me109.head_on_position(d))).collect();
    assert_eq!(ho, ["Engine", "Engine", "Pilot", "Pilot", "Engine", "Engine"]);
    // Reinforcements (4.5) and withdrawals (4.4) (board-facts 6).
    let cal = &ed.calendar;
    let d = |s: &str| s.parse::<chrono::NaiveDate>().unwrap();
    assert_eq!(
        cal.reinforcements,
        vec![(d("1940-08-24"), vec![6, 7]), (d("1940-08-29"), vec![8, 9]), (d("1940-09-07"), vec![16, 23])]
    );
    assert_eq!(cal.withdrawals, vec![(d("1940-08-19"), vec![24, 25])]);
    let cup = ed.initial_cup();
    assert_eq!(cup, vec![1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 24, 25]);
    // RAF: Spitfire 6 (7), Hurricane 5 (6), speed 4. The Hurricane has
    // double-5 guns; the Spitfire double-4, as the rulebook's example of play
    // fixes it (a 5 and a 4 score one hit), against board-facts' double-5.
    let spit = &ed.raf_types[ed.raf[0].ty];
    let hurri = &ed.raf_types[ed.raf[2].ty];
    assert_eq!(
        (spit.name.as_str(), spit.action, spit.ace_action, spit.speed, spit.guns),
        ("Spitfire I", 6, Some(7), 4, Guns::Double4)
    );
    assert_eq!(
        (hurri.name.as_str(), hurri.action, hurri.ace_action, hurri.speed, hurri.guns),
        ("Hurricane I", 5, Some(6), 4, Guns::Double5)
    );
    let hn: Vec<String> = (1..=6).map(|d| hurri.position_name(hurri.damage_table[d - 1])).collect();
    assert_eq!(hn, ["Engine", "Engine", "Pilot", "Pilot", "Frame A", "Frame B"]);
    // Pilots: three Spitfire, five Hurricane, the ace with 5.
    let spitfires: Vec<&str> =
        ed.pilots.iter().filter(|p| p.aircraft == ed.raf[0].ty).map(|p| p.name.as_str()).collect();
    assert_eq!(spitfires, ["Stone", "Clisby", "Richey"]);
    let ace: Vec<(&str, u8)> = ed
        .pilots
        .iter()
        .filter(|p| p.prior_victories > 0)
        .map(|p| (p.name.as_str(), p.prior_victories))
        .collect();
    assert_eq!(ace, [("Kowalski", 5)]);
}

#[test]
fn calendar_matches_board_facts() {
    let ed = ed();
    let cal = &ed.calendar;
    let d = |s: &str| s.parse::<chrono::NaiveDate>().unwrap();
    assert_eq!(cal.first_day(), d("1940-08-13"));
    let rain: Vec<String> = cal
        .days
        .iter()
        .filter(|(_, w)| *w == Weather::Rain)
        .map(|(d, _)| d.format("%d %b").to_string())
        .collect();
    assert_eq!(
        rain,
        ["19 Aug", "20 Aug", "21 Aug", "23 Aug", "27 Aug", "08 Sep", "10 Sep", "12 Sep", "13 Sep"]
    );
    assert_eq!(cal.sundays, vec![d("1940-08-18"), d("1940-08-25"), d("1940-09-01"), d("1940-09-08")]);
    use chrono::Datelike;
    assert!(cal.sundays.iter().all(|s| s.weekday() == chrono::Weekday::Sun));
    assert_eq!(cal.ends, [d("1940-08-18"), d("1940-09-06"), d("1940-09-15")]);
    assert_eq!(cal.blitz_from, d("1940-09-07"));
    assert_eq!(cal.sea_rescue_from, d("1940-08-23"));
}

// ---- broken files ------------------------------------------------------

fn builtin_text(name: &str) -> String {
    std::fs::read_to_string(format!("{}/data/edition-2/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// Loads the edition with one file replaced by `edit` applied to its JSON.
fn with_edit(name: &'static str, edit: impl FnOnce(&mut Value)) -> Result<Edition, EditionErrors> {
    let mut edit = Some(edit);
    let files: Vec<Source> = FILES
        .iter()
        .map(|&n| {
            let mut text = builtin_text(n);
            if n == name {
                let mut v: Value = serde_json::from_str(&text).unwrap();
                if let Some(edit) = edit.take() {
                    edit(&mut v);
                }
                text = serde_json::to_string_pretty(&v).unwrap();
            }
            Source { name: n, label: format!("test/{n}"), text }
        })
        .collect();
    Edition::from_sources("test", &files)
}

fn refused(r: Result<Edition, EditionErrors>) -> EditionErrors {
    match r {
        Ok(_) => panic!("a broken edition was accepted"),
        Err(e) => e,
    }
}

#[test]
fn unchanged_files_load() {
    with_edit("map.json", |_| {}).expect("the files as they are load");
}

#[test]
fn a_bad_hex_names_file_field_and_reason() {
    let e = refused(with_edit("sites.json", |v| v["sites"][3]["hex"] = json!("Z9")));
    let first = &e.0[0];
    assert_eq!(first.file, "test/sites.json");
    assert_eq!(first.field, "sites[3].hex");
    let msg = first.localize(Lang::EN);
    assert!(msg.contains("\"Z9\" is not a hex"), "{msg}");
    let es = first.localize(Lang::ES);
    assert!(es.contains("no es válido aquí"), "{es}");
}

#[test]
fn invalid_json_is_refused_with_position() {
    let files: Vec<Source> = FILES
        .iter()
        .map(|&n| Source {
            name: n,
            label: n.into(),
            text: if n == "tables.json" { "{ \"phases\": [".into() } else { builtin_text(n) },
        })
        .collect();
    let e = refused(Edition::from_sources("test", &files));
    assert_eq!(e.0.len(), 1);
    assert_eq!(e.0[0].file, "tables.json");
    assert!(e.to_string().contains("line"), "{e}");
}

#[test]
fn semantic_problems_are_all_reported() {
    let e = refused(with_edit("tables.json", |v| {
        v["exact_altitude"]["rows"][0]["roll"] = json!(3); // 2 missing, 3 twice
        v["flight_path"]["speed_3"][0]["steps"] = json!(["SW", "W", "NW"]); // 6.4
        v["wounds"]["rows"][1]["weeks"] = json!(20);
    }));
    let text = e.to_string();
    assert!(text.contains("exact_altitude.rows") && text.contains("2-12"), "{text}");
    assert!(text.contains("flight_path.speed_3[0].steps[0]") && text.contains("SW is not allowed"), "{text}");
    assert!(text.contains("wounds.rows[1].weeks") && text.contains("between 1 and 8"), "{text}");
}

#[test]
fn structural_rules_are_checked() {
    // Two sites in one hex.
    let e = refused(with_edit("sites.json", |v| v["sites"][1]["hex"] = json!("M4")));
    assert!(e.to_string().contains("are both in hex M4"), "{e}");
    // A site off edition 2's eleven columns.
    let e = refused(with_edit("sites.json", |v| v["sites"][1]["hex"] = json!("M13")));
    assert!(e.to_string().contains("sites[1].hex") && e.to_string().contains("columns 1-11"), "{e}");
    // A missing sector airfield.
    let e = refused(with_edit("sites.json", |v| v["sites"][0]["kind"] = json!("satellite")));
    assert!(e.to_string().contains("kind \"sector\"") && e.to_string().contains("needs 5"), "{e}");
    // Balloons where the rulebook has none (6.7).
    let e = refused(with_edit("sites.json", |v| v["sites"][0]["balloons"] = json!(true)));
    assert!(e.to_string().contains("sites[0].balloons"), "{e}");
    // A typo'd field name.
    let e = refused(with_edit("pilots.json", |v| v["pilots"][0]["victoriess"] = json!(1)));
    assert!(e.to_string().contains("unknown field `victoriess`"), "{e}");
    // An unknown aircraft type.
    let e = refused(with_edit("aircraft.json", |v| v["german_units"][4]["type"] = json!("me209")));
    assert!(e.to_string().contains("german_units[4].type") && e.to_string().contains("me209"), "{e}");
    // A damage table pointing at a position that does not exist.
    let e = refused(with_edit("aircraft.json", |v| v["german_types"][0]["damage_table"][0] = json!(9)));
    assert!(e.to_string().contains("german_types[0].damage_table[0]"), "{e}");
    // A terrain row of the wrong width.
    let e = refused(with_edit("map.json", |v| v["terrain"]["A"] = json!("OOOOLLLSSOOOOOO")));
    assert!(e.to_string().contains("terrain.A") && e.to_string().contains("11 letters"), "{e}");
    // A hexside named against the board's turn (right is NE, not E).
    let e = refused(with_edit("map.json", |v| v["directions"]["right"] = json!("E")));
    assert!(e.to_string().contains("directions.right"), "{e}");
    // An entry hex off the map, and one on land.
    let e = refused(with_edit("map.json", |v| v["entry_hexes"][5] = json!("A12")));
    assert!(e.to_string().contains("entry_hexes[5]"), "{e}");
    // 6.4: an outbound step along the SW-NE axis.
    let e = refused(with_edit("tables.json", |v| v["flight_path"]["speed_4"][2]["steps"][1] = json!("NE")));
    assert!(
        e.to_string().contains("speed_4[2].steps[1]") && e.to_string().contains("NE is not allowed"),
        "{e}"
    );
    // A calendar with a gap.
    let e = refused(with_edit("calendar.json", |v| {
        v["days"].as_array_mut().unwrap().remove(3);
    }));
    assert!(e.to_string().contains("days[3].date"), "{e}");
    // A reinforcement of a unit that does not exist.
    let e = refused(with_edit("calendar.json", |v| v["reinforcements"][0]["units"][0] = json!(40)));
    assert!(e.to_string().contains("#40"), "{e}");
    // The first day must be clear (3.1).
    let e = refused(with_edit("calendar.json", |v| v["days"][0]["weather"] = json!("rain")));
    assert!(e.to_string().contains("days[0].weather"), "{e}");
    // Counts the engine can hold: at most 200 raid-size markers, 4-40 pilots.
    let e = refused(with_edit("tables.json", |v| {
        let rows = v["raid_size_markers"]["markers"].as_array_mut().unwrap();
        let row = rows[0].clone();
        for _ in 0..8 {
            let mut r = row.clone();
            r["count"] = json!(30);
            rows.push(r);
        }
    }));
    assert!(
        e.to_string().contains("raid_size_markers.markers") && e.to_string().contains("between 1 and 200"),
        "{e}"
    );
    let e = refused(with_edit("pilots.json", |v| v["pilots"] = json!([])));
    assert!(e.to_string().contains("pilots") && e.to_string().contains("between 4 and 40"), "{e}");
    // Sundays must match the pilots (3.3).
    let e = refused(with_edit("calendar.json", |v| {
        v["sundays"].as_array_mut().unwrap().pop();
    }));
    assert!(e.to_string().contains("sundays"), "{e}");
}

#[test]
fn user_folder_overrides_file_by_file() {
    let dir = tempfile::tempdir().unwrap();
    // An empty folder is not an edition.
    let e = Edition::load_dir(dir.path()).unwrap_err();
    assert!(e.to_string().contains("the file is missing"), "{e}");
    // One file typed in by the owner of the printed game: the Me109 ace's
    // action changed; everything else comes from the built-in edition.
    let mut v: Value = serde_json::from_str(&builtin_text("aircraft.json")).unwrap();
    v["german_types"][0]["action"] = json!(8);
    std::fs::write(dir.path().join("aircraft.json"), serde_json::to_string(&v).unwrap()).unwrap();
    let ed2 = Edition::load_dir(dir.path()).unwrap();
    assert_eq!(ed2.german_type(1).action, 8);
    assert_eq!(ed2.sites.len(), 28);
    assert_ne!(ed2.fingerprint, ed().fingerprint, "a different edition has a different fingerprint");
    // A broken file in the folder names the folder's file.
    std::fs::write(dir.path().join("pilots.json"), "[]").unwrap();
    let e = Edition::load_dir(dir.path()).unwrap_err();
    assert!(
        e.0[0].file.ends_with("pilots.json") && e.0[0].file.contains(&*dir.path().to_string_lossy()),
        "{e}"
    );
}

#[test]
fn fingerprint_ignores_formatting() {
    let a = with_edit("map.json", |_| {}).unwrap();
    assert_eq!(a.fingerprint, ed().fingerprint);
}
