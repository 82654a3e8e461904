//! The Luftwaffe side, rule by rule, with scripted dice: the raid-size draw
//! (5.3), London's Burning (10.4), placement, flight (6.4, 6.6-6.8),
//! identification (7.1), bombing (10), night replacements (12.1) and the
//! score (13).

use crate::common::*;
use londons_burning::edition::{Aa, RaidMarker, SiteKind};
use londons_burning::text::Lang;
use londons_burning::rules::events::RollKind;
use londons_burning::rules::raid::Course;
use londons_burning::rules::score::Verdict;
use londons_burning::rules::step::Step;
use londons_burning::rules::{Campaign, Choice, Dir, Event, Hex, Level, Pending};

// Marker indices in the edition's cup: No Raid 0-5, 4 Raiders 6-7,
// 5 Raiders 8-9, 6 Raiders 10, Remix 11.
const REMIX: u8 = 11;

fn drawn(ev: &[Event]) -> Vec<RaidMarker> {
    ev.iter()
        .filter_map(|e| if let Event::MarkerDrawn { marker } = e { Some(*marker) } else { None })
        .collect()
}

fn draw_sides(ev: &[Event]) -> Vec<u8> {
    ev.iter()
        .filter_map(|e| match e {
            Event::Roll { kind: RollKind::RaidSize, sides, .. } => Some(*sides),
            _ => None,
        })
        .collect()
}

#[test]
fn remix_first_draw_puts_it_back_and_draws_again() {
    let (c, ev) = Builder::new().at(Step::RaidDraw, &[12, 1]);
    assert_eq!(drawn(&ev), [RaidMarker::Remix, RaidMarker::NoRaid]);
    assert!(ev.contains(&Event::Remix));
    assert_eq!(draw_sides(&ev), [12, 12], "the Remix itself goes back too");
    assert!(ev.contains(&Event::PatrolsLand) || !ev.iter().any(|e| matches!(e, Event::RaidPlaced { .. })));
    let st = c.state();
    assert_eq!(st.markers_aside, vec![0], "the No Raid drawn is set aside");
    assert_eq!(st.markers_cup.len(), 11);
}

#[test]
fn remix_returns_every_marker_set_aside() {
    // Six No Raid markers aside; the cup holds 4, 4, 5, 5, 6 and the Remix.
    let b = Builder::new().with(|st| {
        st.markers_cup = vec![6, 7, 8, 9, 10, REMIX];
        st.markers_aside = vec![0, 1, 2, 3, 4, 5];
    });
    // Remix (6th of 6), then the 9th of all twelve: a 5 Raiders.
    let (c, ev) = b.at(Step::RaidDraw, &[6, 9, 1, 3, 3, 1, 1, 1, 1, 1]);
    assert_eq!(drawn(&ev), [RaidMarker::Remix, RaidMarker::Raiders(5)]);
    assert_eq!(draw_sides(&ev), [6, 12]);
    assert_eq!(c.state().markers_aside, vec![8]);
    assert_eq!(c.state().markers_cup.len(), 11);
    assert!(c.state().raid.is_some());
}

#[test]
fn remix_twice_in_a_row() {
    let (_, ev) = Builder::new().at(Step::RaidDraw, &[12, 12, 2]);
    assert_eq!(drawn(&ev), [RaidMarker::Remix, RaidMarker::Remix, RaidMarker::NoRaid]);
    assert_eq!(ev.iter().filter(|e| **e == Event::Remix).count(), 2);
}

#[test]
fn no_raid_lands_patrols_at_base() {
    let b = Builder::new().fighter(0, "G9", Level::A15, Dir::DownRight);
    let (c, ev) = b.at(Step::RaidDraw, &[1]);
    assert!(ev.contains(&Event::PatrolsLand));
    // The base, Biggin Hill, is in M4.
    let base = hex("M4");
    let plane = c.state().plane_of(c.edition(), 0).unwrap();
    assert_eq!((c.state().planes[plane].hex, c.state().planes[plane].level), (base, Level::Airfield));
}

fn placed(ev: &[Event]) -> Option<(u8, u8)> {
    ev.iter().find_map(|e| {
        if let Event::RaidPlaced { size, extra, .. } = e { Some((*size, *extra)) } else { None }
    })
}

#[test]
fn london_burning_adds_raiders() {
    let burning_sites = ["london-1", "london-2", "thameshaven", "london-3", "london-4"];
    for (damaged, extra) in [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 2)] {
        let mut b = Builder::new();
        for s in &burning_sites[..damaged] {
            b = b.damage(s, 1);
        }
        // Draw a 4 Raiders (7th of 12); entry 1; altitude 3+3; raiders.
        let (c, ev) = b.at(Step::RaidDraw, &[7, 1, 3, 3, 1, 1, 1, 1, 1, 1]);
        assert_eq!(placed(&ev), Some((4 + extra, extra)), "{damaged} damaged");
        assert_eq!(c.state().raid.as_ref().unwrap().raiders.len() as u8, 4 + extra);
        let line = ev
            .iter()
            .find(|e| matches!(e, Event::RaidPlaced { .. }))
            .unwrap()
            .describe(c.edition(), Lang::EN);
        if extra > 0 {
            assert!(line.contains(&format!("+{extra} for London's Burning")), "{line}");
        }
    }
    // Not on No Raid: nothing is placed.
    let b = Builder::new()
        .damage("london-1", 1)
        .damage("london-2", 1)
        .damage("london-3", 1)
        .damage("london-4", 1);
    let (_, ev) = b.at(Step::RaidDraw, &[1]);
    assert_eq!(placed(&ev), None);
}

#[test]
fn placement_rolls_entry_and_altitude_plus_one_from_7_september() {
    // Entry hex 6 (A10), facing NW (up-right), altitude 3+4 = 7: 15,000 ft.
    let (c, ev) = Builder::new().at(Step::RaidDraw, &[7, 6, 3, 4, 1, 1, 1, 1]);
    let raid = c.state().raid.as_ref().unwrap();
    assert_eq!((raid.entry, raid.hex, raid.reported, raid.facing), (6, hex("A10"), Level::A15, Dir::UpRight));
    assert_eq!(ed().map.compass(raid.facing).code(), "NW");
    assert!(!raid.identified, "face down until identified");
    assert!(ev.contains(&Event::RaidersFaceDown { n: 4, level: Level::A15 }));
    // Every entry roll (board-facts 3): A1, A3, A5, A7, A9, A10, all facing NW.
    for (entry, at) in (1..=6).zip(["A1", "A3", "A5", "A7", "A9", "A10"]) {
        let (c, _) = Builder::new().at(Step::RaidDraw, &[7, entry, 3, 4, 1, 1, 1, 1]);
        let raid = c.state().raid.as_ref().unwrap();
        assert_eq!((raid.entry, raid.hex, raid.facing), (entry, hex(at), Dir::UpRight), "entry {entry}");
    }
    // 2d6 of 9 is 15,000 ft, but 10,000+ from 7 September: 9 + 1 = 10 is 20,000 ft.
    let (c, ev) = Builder::new().date("1940-09-07").at(Step::RaidDraw, &[7, 1, 4, 5, 1, 1, 1, 1]);
    assert_eq!(c.state().raid.as_ref().unwrap().reported, Level::A20);
    assert!(ev.iter().any(|e| matches!(e, Event::RaidPlaced { blitz: true, .. })));
    let (c, _) = Builder::new().date("1940-09-06").at(Step::RaidDraw, &[7, 1, 4, 5, 1, 1, 1, 1]);
    assert_eq!(c.state().raid.as_ref().unwrap().reported, Level::A15);
    // Every row of the reported-altitude table.
    for (a, b, want) in [
        (1, 1, Level::A5),
        (1, 2, Level::A5),
        (2, 2, Level::A10),
        (3, 3, Level::A10),
        (3, 4, Level::A15),
        (4, 5, Level::A15),
        (4, 6, Level::A20),
        (5, 6, Level::A20),
        (6, 6, Level::A25),
    ] {
        let (c, _) = Builder::new().at(Step::RaidDraw, &[7, 1, a, b, 1, 1, 1, 1]);
        assert_eq!(c.state().raid.as_ref().unwrap().reported, want, "{a}+{b}");
    }
}

#[test]
fn too_few_aircraft_cancel_the_raid() {
    let b = Builder::new().fighter(0, "G9", Level::A15, Dir::DownRight).with(|st| {
        let keep: Vec<u8> = st.cup.iter().take(3).copied().collect();
        st.withdrawn.extend(st.cup.iter().skip(3));
        st.cup = keep;
    });
    let (c, ev) = b.at(Step::RaidDraw, &[7, 1, 3, 3]);
    assert!(ev.contains(&Event::RaidCancelled { size: 4, cup: 3 }));
    assert!(c.state().raid.is_none());
    assert!(ev.contains(&Event::PatrolsLand));
    assert_eq!(c.state().cup.len(), 3);
}

/// One Luftwaffe movement (with no RAF fighter able to act, the campaign
/// runs on; only the events up to the next impulse are returned).
fn flown(b: Builder, roll: u8) -> (Campaign, Vec<Event>) {
    let (c, ev) = b.without(0).without(1).at(Step::LwMove, &[roll]);
    let end = ev
        .iter()
        .position(|e| matches!(e, Event::ImpulseBegins { .. } | Event::RaidEnds))
        .unwrap_or(ev.len());
    (c, ev[..end].to_vec())
}

/// The hexes the raid entered in `ev`, with its facing after each (6.4).
fn raid_moves(ev: &[Event]) -> Vec<(Hex, Dir)> {
    ev.iter()
        .filter_map(|e| if let Event::RaidMoves { to, facing } = e { Some((*to, *facing)) } else { None })
        .collect()
}

/// Every Luftwaffe movement until the raid ends.
fn flown_to_the_end(b: Builder, roll: u8) -> (Campaign, Vec<Event>) {
    let (c, ev) = b.without(0).without(1).at(Step::LwMove, &[roll]);
    let end = ev.iter().position(|e| matches!(e, Event::RaidEnds)).unwrap_or(ev.len());
    (c, ev[..end].to_vec())
}

/// `(hex, facing)` pairs from hex ids and board directions.
fn path(steps: &[(&str, Dir)]) -> Vec<(Hex, Dir)> {
    steps.iter().map(|&(h, d)| (hex(h), d)).collect()
}

// Edition 2's diagram steps W (up-left) and NW (up-right) outbound.
const W: Dir = Dir::UpLeft;
const NW: Dir = Dir::UpRight;
const E: Dir = Dir::DownRight;
const SE: Dir = Dir::DownLeft;

#[test]
fn every_flight_path_row_at_speed_3() {
    // Hidden raiders count as speed 3 (6.4). From Manston (D9), targets
    // damaged, every row of the diagram (board-facts 3); roll 1 is the
    // example of play's Manston to G8.
    let want = [
        [("E9", W), ("F8", W), ("G8", W)],
        [("E9", W), ("F8", W), ("G9", NW)],
        [("E9", W), ("F9", NW), ("G9", W)],
        [("E10", NW), ("F9", W), ("G9", W)],
        [("E10", NW), ("F9", W), ("G10", NW)],
        [("E10", NW), ("F10", NW), ("G11", NW)],
    ];
    for (roll, steps) in (1..=6).zip(want) {
        let b = Builder::new().all_damaged().raid("D9", W, Level::A15, &[4, 17, 18, 20]);
        let (_, ev) = flown(b, roll);
        assert!(ev.iter().any(
            |e| matches!(e, Event::FlightPath { roll: r, speed: 3, homeward: false, .. } if *r == roll)
        ));
        assert_eq!(raid_moves(&ev), path(&steps), "roll {roll}");
    }
}

#[test]
fn every_flight_path_row_at_speed_4() {
    // Identified, every raider a speed-4 type (Ju88s and Me109s): speed 4.
    // From Manston (D9), targets damaged (Eastchurch, H7, too).
    let want = [
        [("E9", W), ("F8", W), ("G8", W), ("H7", W)],
        [("E9", W), ("F8", W), ("G9", NW), ("H8", W)],
        [("E9", W), ("F9", NW), ("G9", W), ("H9", NW)],
        [("E10", NW), ("F9", W), ("G9", W), ("H9", NW)],
        [("E10", NW), ("F9", W), ("G10", NW), ("H9", W)],
        [("E10", NW), ("F10", NW), ("G11", NW), ("H11", NW)],
    ];
    for (roll, steps) in (1..=6).zip(want) {
        let b = Builder::new().all_damaged().raid("D9", W, Level::A15, &[2, 3, 14, 15]).identified();
        let (_, ev) = flown(b, roll);
        assert!(
            ev.iter().any(|e| matches!(e, Event::FlightPath { roll: r, speed: 4, .. } if *r == roll)),
            "roll {roll}"
        );
        assert_eq!(raid_moves(&ev), path(&steps), "roll {roll}");
    }
    // One speed-3 raider (a Do17) slows the identified raid to 3: roll 5
    // is then NW, W, NW, three hexes.
    let b = Builder::new().all_damaged().raid("D9", W, Level::A15, &[2, 3, 14, 17]).identified();
    let (_, ev) = flown(b, 5);
    assert!(ev.iter().any(|e| matches!(e, Event::FlightPath { speed: 3, .. })));
    assert_eq!(raid_moves(&ev), path(&[("E10", NW), ("F9", W), ("G10", NW)]));
}

#[test]
fn homeward_path_is_the_diagram_turned_round() {
    // Roll 3 (W, NW, W outbound) turned half round: E, SE, E. From I7 the
    // raid flies over Eastchurch (H7) and Dunkirk (F7), both undamaged.
    let b = Builder::new().raid("I7", E, Level::A15, &[17, 18]).homeward();
    let (_, ev) = flown(b, 3);
    assert!(ev.contains(&Event::FlightPath {
        roll: 3,
        speed: 3,
        steps: smallvec::smallvec![E, SE, E],
        homeward: true
    }));
    assert_eq!(raid_moves(&ev), path(&[("H7", E), ("G7", SE), ("F7", E)]));
    // Homeward, targets are ignored (6.4): nothing stops it over them.
    assert!(!ev.iter().any(|e| matches!(e, Event::RaidAtTarget { .. })));
}

#[test]
fn homeward_on_row_a_a_point_leaves_the_map() {
    let b = Builder::new().raid("A9", E, Level::A15, &[17, 18]).homeward();
    let (c, ev) = flown(b, 3);
    assert!(raid_moves(&ev).is_empty());
    assert!(ev.contains(&Event::RaidExits { from: hex("A9") }));
    assert!(ev.contains(&Event::BackToCup { units: vec![17, 18] }));
    assert!(c.state().cup.contains(&17) && c.state().cup.contains(&18));
    assert!(c.state().raid.is_none());
}

#[test]
fn west_edge_outbound_runs_along_the_edge() {
    // From E1, roll 1 (W, W, W): from the even rows (E, G) W would leave the
    // map by the left edge, so the raid steps NW instead; from the odd row
    // F, W stays on the map. It runs up along the edge (board-facts 3).
    let b = Builder::new().all_damaged().raid("E1", W, Level::A15, &[17, 18]);
    let (_, ev) = flown(b, 1);
    assert_eq!(raid_moves(&ev), path(&[("F1", NW), ("G1", W), ("H1", NW)]));
}

#[test]
fn east_edge_outbound_runs_along_the_edge_as_the_rulebook_says() {
    // 6.4: from G11, roll 6 would send the raid off the map; it runs along
    // the edge instead, as roll 5 does: H11, I11, J11.
    for roll in [6, 5] {
        let b = Builder::new().all_damaged().raid("G11", NW, Level::A15, &[17, 18]);
        let (_, ev) = flown(b, roll);
        assert_eq!(raid_moves(&ev), path(&[("H11", NW), ("I11", W), ("J11", NW)]), "roll {roll}");
    }
}

#[test]
fn east_edge_homeward_runs_along_the_edge_and_exits() {
    // From C11 homeward, roll 1 (E, E, E): C11 to B11; from the odd row B,
    // E would leave the map by the right edge, so SE to A11; on row A the
    // last point takes it off.
    let b = Builder::new().raid("C11", E, Level::A15, &[17, 18]).homeward();
    let (_, ev) = flown(b, 1);
    assert_eq!(raid_moves(&ev), path(&[("B11", E), ("A11", SE)]));
    assert!(ev.contains(&Event::RaidExits { from: hex("A11") }));
}

#[test]
fn west_edge_homeward_runs_along_the_edge() {
    // From E1 homeward, roll 6 (NW, NW, NW turned round: SE, SE, SE): from
    // the even rows (E, C) SE would leave the map by the left edge, so the
    // raid steps E instead; from the odd row D, SE stays on the map.
    let b = Builder::new().raid("E1", SE, Level::A15, &[17, 18]).homeward();
    let (_, ev) = flown(b, 6);
    assert_eq!(raid_moves(&ev), path(&[("D1", E), ("C1", SE), ("B1", E)]));
}

#[test]
fn row_o_turns_the_raid_for_london() {
    // From N9, roll 5 (NW, W, NW): the first NW takes the raid to O10 on row
    // O without having bombed (every target but London damaged), so it
    // turns for London along row O (6.4, board-facts 3): O6 is the nearest
    // London hex on row O. Its two points left take it SW (the board's
    // left) past North Weald (O8, damaged) to O8; the next impulse needs no
    // flight-path roll: O7, then London at O6, where it stops to bomb.
    let b = Builder::new().all_damaged().raid("N9", NW, Level::A15, &[17, 18, 20]);
    let (_, ev) = flown_to_the_end(b, 5);
    assert!(ev.contains(&Event::LondonTurn { from: hex("O10"), to: hex("O6") }));
    let at = ev.iter().position(|e| matches!(e, Event::RaidAtTarget { .. })).expect("a target");
    assert_eq!(ev[at], Event::RaidAtTarget { site: site("london-2") as u8 });
    let before = &ev[..at];
    let sw = Dir::Left;
    assert_eq!(raid_moves(before), path(&[("O10", NW), ("O9", sw), ("O8", sw), ("O7", sw), ("O6", sw)]));
    let impulses: Vec<usize> =
        (0..before.len()).filter(|&i| matches!(before[i], Event::ImpulseBegins { .. })).collect();
    let o8 = before.iter().position(|e| *e == Event::RaidMoves { to: hex("O8"), facing: sw }).unwrap();
    let o7 = before.iter().position(|e| *e == Event::RaidMoves { to: hex("O7"), facing: sw }).unwrap();
    assert!(impulses.iter().any(|&i| o8 < i && i < o7), "O7 and O6 are the next impulse's");
    let rolls = before.iter().filter(|e| matches!(e, Event::Roll { kind: RollKind::FlightPath, .. })).count();
    assert_eq!(rolls, 1, "only the first impulse rolled a flight path");
    let london = site("london-2") as u8;
    assert!(ev.iter().any(|e| matches!(e, Event::Bombed { site: s, .. } if *s == london)));
    // From the west end: N2, roll 6 (NW): O3, then NE (the board's right)
    // past Northolt (O4, damaged) to London at O5, all in one impulse.
    let b = Builder::new().all_damaged().raid("N2", NW, Level::A15, &[17, 18, 20]);
    let (_, ev) = flown(b, 6);
    assert!(ev.contains(&Event::LondonTurn { from: hex("O3"), to: hex("O5") }));
    let ne = Dir::Right;
    assert_eq!(raid_moves(&ev), path(&[("O3", NW), ("O4", ne), ("O5", ne)]));
    assert!(ev.contains(&Event::RaidAtTarget { site: site("london-1") as u8 }));
}

#[test]
fn on_the_london_line_an_undamaged_airfield_stops_the_raid() {
    // Along row O the raid stops at the first undamaged airfield it enters
    // (6.4): North Weald (O8) on its way from O10 to O6, Northolt (O4) on
    // its way from O3 to O5. (Row O holds only airfields and London, so
    // edition 2's board has no other kind of target on the way to London
    // that the raid could fly over.)
    let ed = ed();
    let on_row_o: Vec<SiteKind> = ed
        .map
        .grid
        .hexes()
        .filter(|h| h.row() == 14)
        .filter_map(|h| ed.site_at(h))
        .map(|s| ed.sites[s].kind)
        .collect();
    assert_eq!(on_row_o.len(), 4);
    assert!(on_row_o.iter().all(|k| k.is_airfield() || *k == SiteKind::London), "{on_row_o:?}");
    let sw = Dir::Left;
    let ne = Dir::Right;
    for (start, roll, airfield, want) in [
        ("N9", 5, "north-weald", vec![("O10", NW), ("O9", sw), ("O8", sw)]),
        ("N2", 6, "northolt", vec![("O3", NW), ("O4", ne)]),
    ] {
        let b = Builder::new().all_damaged().damage(airfield, 0).raid(start, NW, Level::A15, &[17, 18, 20]);
        let (_, ev) = flown(b, roll);
        assert_eq!(raid_moves(&ev), path(&want), "{airfield}");
        assert!(ev.contains(&Event::RaidAtTarget { site: site(airfield) as u8 }), "{airfield}");
    }
}

#[test]
fn balloons_make_the_raid_climb_to_10000_first() {
    // From A7 (entry 4) at 5,000 ft, roll 5's first step, NW, enters Dover
    // (B7): climb one level (a point), then enter, then stop to bomb.
    let b = Builder::new().raid("A7", NW, Level::A5, &[17, 18]);
    let (_, ev) = flown(b, 5);
    assert!(ev.contains(&Event::BalloonClimb { hex: hex("B7"), levels: 1 }));
    assert_eq!(raid_moves(&ev), path(&[("B7", NW)]));
    assert!(ev.contains(&Event::RaidAtTarget { site: site("dover") as u8 }));
    // From Ground level, two levels and the entry: all three points.
    let b = Builder::new().raid("A7", NW, Level::Ground, &[17, 18]);
    let (_, ev) = flown(b, 5);
    assert!(ev.contains(&Event::BalloonClimb { hex: hex("B7"), levels: 2 }));
    assert!(ev.contains(&Event::RaidMoves { to: hex("B7"), facing: NW }));
    // From L5 at Ground, roll 1 (W, W, W): one point to M5; the next W
    // enters London (N4): the two points left pay the climb and the raid
    // stops short of London, at 10,000 ft.
    // (Fighter #1 on the ground at base makes the campaign stop at the next
    // impulse's movement.)
    let b = Builder::new().raid("L5", W, Level::Ground, &[17, 18]).without(1);
    let (c, ev) = b.at(Step::LwMove, &[1]);
    assert!(ev.contains(&Event::BalloonClimb { hex: hex("N4"), levels: 2 }));
    assert_eq!(raid_moves(&ev), path(&[("M5", W)]));
    let raid = c.state().raid.as_ref().unwrap();
    assert_eq!(raid.hex, hex("M5"));
    assert!(raid.raiders.iter().all(|r| r.level == Level::A10));
}

#[test]
fn stop_on_rafs_fighter_starts_a_combat_with_the_luftwaffe_first() {
    // From D9, roll 5 (NW, W, NW): E10, then F9, fighter #1's hex.
    let b = Builder::new()
        .all_damaged()
        .raid("D9", W, Level::A15, &[4, 17])
        .fighter(0, "F9", Level::A15, Dir::DownRight)
        .without(1);
    let (c, ev) = b.at(Step::LwMove, &[5, 3, 4]);
    assert!(ev.contains(&Event::RaidMeetsFighters { hex: hex("F9") }));
    assert_eq!(raid_moves(&ev), path(&[("E10", NW), ("F9", W)]), "E10, F9, and no further");
    assert!(ev.contains(&Event::CombatBegins { hex: hex("F9"), raf_first: false, fighters: vec![1] }));
    let raid = c.state().raid.as_ref().unwrap();
    assert_eq!(raid.hex, hex("F9"));
    assert!(raid.intercepted[0], "the fighter has been intercepted (7.2)");
    assert!(raid.identified, "identified on interception (7.1)");
}

/// A raid over its target, ready to bomb: `raiders` (id, level), identified.
fn over_target(target: &str, raiders: &[(u8, Level)]) -> Builder {
    let ed = ed();
    let s = site(target);
    let ids: Vec<u8> = raiders.iter().map(|r| r.0).collect();
    let mut b = Builder::new().raid(&ed.sites[s].hex.to_string(), W, Level::A10, &ids).identified();
    for &(id, l) in raiders {
        b = b.raider_level(id, l);
    }
    b.over(target)
}

fn bombed(ev: &[Event]) -> (u8, u8, u8, bool, u8, u8) {
    ev.iter()
        .find_map(|e| match e {
            Event::Bombed { points, aa_points, halved, damage, total, site, .. } => {
                Some((*site, *points, *aa_points, *halved, *damage, *total))
            }
            _ => None,
        })
        .expect("a bombing")
}

#[test]
fn level_bombing_one_point_a_bomb_from_10000_two_from_5000() {
    // Gravesend: no AA. He111 (2 bombs) and Do17 (1 bomb).
    let (c, ev) = over_target("gravesend", &[(20, Level::A10), (17, Level::A15)]).at(Step::Bomb, &[]);
    assert_eq!(bombed(&ev), (site("gravesend") as u8, 3, 0, false, 3, 3));
    assert_eq!(c.state().damage[site("gravesend")], 3);
    assert_eq!(c.state().raid.as_ref().map(|r| r.course), Some(Course::Homeward));
    let (_, ev) = over_target("gravesend", &[(20, Level::A5), (17, Level::Ground)]).at(Step::Bomb, &[]);
    assert_eq!(bombed(&ev).1, 6, "4 + 2 from 5,000 ft and Ground");
    // Bombers gone, +1 in later combat (8.42): every bomber's bombs are gone.
    let (c, _) = over_target("gravesend", &[(20, Level::A10)]).at(Step::Bomb, &[]);
    assert!(c.state().raid.as_ref().unwrap().raiders.iter().all(|r| r.bombs_gone));
}

#[test]
fn dive_bombers_dive_to_5000_or_10000_over_balloons() {
    // Ju87s at 15,000 ft dive to 5,000 over Gravesend: 2 points each.
    let (c, ev) =
        over_target("gravesend", &[(24, Level::A15), (25, Level::A20), (17, Level::A15)]).at(Step::Bomb, &[]);
    assert!(ev.contains(&Event::DiveBombs { id: 24, from: Level::A15, to: Level::A5 }));
    assert!(ev.contains(&Event::DiveBombs { id: 25, from: Level::A20, to: Level::A5 }));
    assert_eq!(bombed(&ev).1, 2 + 2 + 1);
    let raid = c.state().raid.as_ref().unwrap();
    assert!(
        raid.raider(24).unwrap().dove && raid.raider(24).unwrap().level == Level::A5,
        "they stay low going home (10.2)"
    );
    assert_eq!(raid.raider(17).unwrap().level, Level::A15, "level bombers do not dive");
    // The fighter-bomber #13 dives too; after its bomb it is a fighter (8.7).
    let (c, ev) = over_target("gravesend", &[(13, Level::A15)]).at(Step::Bomb, &[]);
    assert!(ev.contains(&Event::DiveBombs { id: 13, from: Level::A15, to: Level::A5 }));
    assert_eq!(bombed(&ev).1, 2);
    assert!(c.is_fighter(13));
    // Over balloons (Dover, heavy AA) they dive only to 10,000 ft: 1 point
    // each, and the heavy AA takes one off.
    let (_, ev) = over_target("dover", &[(24, Level::A20), (25, Level::A15)]).at(Step::Bomb, &[]);
    assert!(ev.contains(&Event::DiveBombs { id: 24, from: Level::A20, to: Level::A10 }));
    let (_, points, aa, _, damage, _) = bombed(&ev);
    assert_eq!((points, aa, damage), (2, 1, 1));
    // Already at 5,000 ft or lower: no change.
    let (_, ev) = over_target("gravesend", &[(24, Level::Ground)]).at(Step::Bomb, &[]);
    assert!(!ev.iter().any(|e| matches!(e, Event::DiveBombs { .. })));
    assert_eq!(bombed(&ev).1, 2);
}

#[test]
fn heavy_aa_at_any_altitude_light_aa_only_low() {
    // Thameshaven, heavy AA: bombers at 20,000 ft lose a point.
    let (_, ev) = over_target("thameshaven", &[(20, Level::A20)]).at(Step::Bomb, &[]);
    let (_, points, aa, _, damage, _) = bombed(&ev);
    assert_eq!((points, aa, damage), (2, 1, 1));
    let e = ev.iter().find(|e| matches!(e, Event::Bombed { .. })).unwrap();
    assert!(matches!(e, Event::Bombed { aa: Aa::Heavy, aa_points: 1, .. }));
    // Biggin Hill, light AA: nothing against bombers at 10,000 ft...
    let (_, ev) = over_target("biggin-hill", &[(20, Level::A10)]).without(0).without(1).at(Step::Bomb, &[]);
    let (_, points, aa, _, damage, _) = bombed(&ev);
    assert_eq!((points, aa, damage), (2, 0, 2));
    // ...but a point off at 5,000 ft.
    let (_, ev) = over_target("biggin-hill", &[(20, Level::A5)]).without(0).without(1).at(Step::Bomb, &[]);
    let (_, points, aa, _, damage, _) = bombed(&ev);
    assert_eq!((points, aa, damage), (4, 1, 3));
}

#[test]
fn radar_stations_take_half_rounded_up() {
    for (raiders, points, damage) in [
        (vec![(17, Level::A10)], 1, 1),
        (vec![(20, Level::A10), (17, Level::A10)], 3, 2),
        (vec![(20, Level::A10), (21, Level::A10)], 4, 2),
        (vec![(20, Level::A5), (17, Level::A10)], 5, 3),
    ] {
        let (c, ev) = over_target("rye", &raiders).at(Step::Bomb, &[]);
        let (_, p, _, halved, d, _) = bombed(&ev);
        assert_eq!((p, halved, d), (points, true, damage), "{raiders:?}");
        assert_eq!(c.state().radar_damaged(c.edition()), 1);
    }
}

#[test]
fn damage_is_capped_at_10() {
    let (c, ev) = over_target("gravesend", &[(20, Level::A5), (21, Level::A5)])
        .damage("gravesend", 0)
        .at(Step::Bomb, &[]);
    assert_eq!(bombed(&ev).4, 8);
    assert_eq!(c.state().damage[site("gravesend")], 8);
    // A London hex already at 7 takes 8 more: 10.
    let (c, ev) =
        over_target("london-1", &[(20, Level::A10), (21, Level::A10), (22, Level::A10), (14, Level::A10)])
            .damage("london-1", 7)
            .at(Step::Bomb, &[]);
    let (_, points, aa, _, damage, total) = bombed(&ev);
    assert_eq!((points, aa, damage, total), (8, 1, 7, 10));
    assert_eq!(c.state().damage[site("london-1")], 10);
}

#[test]
fn damaged_london_is_bombed_again() {
    // The raid flies into a damaged London hex and still stops to bomb:
    // from N6, roll 1's first W enters London at O6 (not by the turn along
    // row O).
    let b = Builder::new().all_damaged().damage("london-2", 3).raid("N6", W, Level::A15, &[17, 18]);
    let (c, ev) = flown(b, 1);
    assert_eq!(raid_moves(&ev), path(&[("O6", W)]));
    assert!(!ev.iter().any(|e| matches!(e, Event::LondonTurn { .. })));
    assert!(ev.contains(&Event::RaidAtTarget { site: site("london-2") as u8 }));
    assert!(c.state().damage[site("london-2")] > 3);
    assert!(c.state().london_burning(c.edition()) >= 1);
}

#[test]
fn a_bombed_airfield_destroys_fighters_on_its_ground() {
    // Fighter #1 stands by at Gravesend; the raid bombs it: destroyed, and
    // the pilot runs for the trenches (survival roll 3: lives).
    let b = over_target("gravesend", &[(20, Level::A10)])
        .fighter(0, "K6", Level::Airfield, Dir::DownRight)
        .without(1);
    let (c, ev) = b.at(Step::Bomb, &[3]);
    assert!(ev.contains(&Event::DestroyedOnGround { fighter: 1, site: site("gravesend") as u8 }));
    assert!(ev.iter().any(|e| matches!(e, Event::BailOut { survives: true, total: 3, .. })));
    assert_eq!(c.state().tally.raf_losses, 1);
    // A fighter in the air over it is not touched; no damage, no loss.
    let b = over_target("thameshaven", &[(17, Level::A20)])
        .fighter(0, "K8", Level::Airfield, Dir::DownRight)
        .without(1);
    let (c, ev) = b.at(Step::Bomb, &[]);
    assert_eq!(bombed(&ev).4, 0, "1 point - heavy AA = 0");
    assert_eq!(c.state().tally.raf_losses, 0);
}

#[test]
fn identification_at_the_target_and_exact_altitude_limits() {
    // Not yet identified at the target: identified there (10.1). Roll 12:
    // one level up, but bombers never above 25,000 ft; fighters all in top
    // cover one level above.
    let b = Builder::new().raid("K6", W, Level::A25, &[2, 20]).over("gravesend");
    let (c, ev) = b.at(Step::Bomb, &[6, 6]);
    assert!(ev.contains(&Event::Identified {
        raiders: vec![2, 20],
        exact: Level::A25,
        shift: 1,
        top_cover: vec![2]
    }));
    let raid = c.state().raid.as_ref().unwrap();
    assert_eq!(raid.raider(20).unwrap().level, Level::A25);
    assert_eq!(raid.raider(2).unwrap().level, Level::A30);
    // Roll 2: one down, never below Ground...
    let b = Builder::new().raid("K6", W, Level::Ground, &[3, 20]).over("gravesend");
    let (_, ev) = b.at(Step::Bomb, &[1, 1]);
    assert!(ev.contains(&Event::Identified {
        raiders: vec![3, 20],
        exact: Level::Ground,
        shift: -1,
        top_cover: vec![3]
    }));
    // ...nor below 10,000 ft over balloons (London, O5).
    let b = Builder::new().raid("O5", W, Level::A10, &[3, 20]).over("london-1");
    let (_, ev) = b.at(Step::Bomb, &[1, 2]);
    assert!(ev.contains(&Event::Identified {
        raiders: vec![3, 20],
        exact: Level::A10,
        shift: -1,
        top_cover: vec![]
    }));
    // Even IDs (roll 6), odd IDs (roll 8), none (roll 9).
    for (a, b2, cover) in [(3u8, 3u8, vec![2u8]), (4, 4, vec![3]), (4, 5, vec![])] {
        let b = Builder::new().raid("K6", W, Level::A10, &[2, 3, 20]).over("gravesend");
        let (_, ev) = b.at(Step::Bomb, &[a, b2]);
        assert!(
            ev.iter().any(|e| matches!(e, Event::Identified { top_cover, .. } if *top_cover == cover)),
            "{a}+{b2}"
        );
    }
}

#[test]
fn a_fighters_only_raid_turns_home_at_speed_4() {
    // Identified at its target with no bombers: nothing dropped, home.
    let b = Builder::new().raid("K6", W, Level::A15, &[2, 3, 10]).over("gravesend");
    let (c, ev) = b.without(0).without(1).at(Step::Bomb, &[4, 5]);
    assert!(ev.contains(&Event::FightersDominate));
    assert!(ev.contains(&Event::NoBombers { site: site("gravesend") as u8 }));
    assert_eq!(c.state().damage[site("gravesend")], 0);
    // Identified on the way (by interception), fighters only: home at 4.
    let b = Builder::new().all_damaged().raid("D9", E, Level::A15, &[2, 3]).identified().homeward();
    let (_, ev) = flown(b, 5);
    assert!(ev.iter().any(|e| matches!(e, Event::FlightPath { speed: 4, homeward: true, .. })));
}

#[test]
fn luftwaffe_night_replacements() {
    // 0, 1, 2 destroyed: all come back; 5: two drawn at random.
    for (destroyed, draws, back) in [
        (vec![], vec![], vec![]),
        (vec![4u8], vec![], vec![4u8]),
        (vec![4, 20], vec![], vec![4, 20]),
        (vec![4, 20, 21, 22, 14], vec![3u8, 1], vec![21, 4]),
    ] {
        let d = destroyed.clone();
        let b = Builder::new().with(move |st| {
            st.cup.retain(|x| !d.contains(x));
            st.destroyed = d.clone();
        });
        let (c, ev) = b.at(Step::NightEnd, &draws);
        if back.is_empty() {
            assert!(!ev.iter().any(|e| matches!(e, Event::LuftwaffeReplaces { .. })));
        } else {
            assert!(ev.contains(&Event::LuftwaffeReplaces { units: back.clone() }), "{destroyed:?}: {ev:?}");
        }
        let left: Vec<u8> = destroyed.iter().copied().filter(|x| !back.contains(x)).collect();
        assert_eq!(c.state().destroyed, left);
        for id in &back {
            assert!(c.state().cup.contains(id));
        }
        let draws_seen =
            ev.iter().filter(|e| matches!(e, Event::Roll { kind: RollKind::LuftwaffeRepair, .. })).count();
        assert_eq!(draws_seen, if destroyed.len() > 2 { 2 } else { 0 });
    }
}

#[test]
fn score_at_the_end_of_a_scenario() {
    // The last night of the short scenario: RAF 7 victories, 2 losses;
    // damaged: a radar station (1), a London hex (3), Biggin Hill and the
    // convoy (2 each).
    let b = Builder::new()
        .date("1940-08-18")
        .damage("pevensey", 2)
        .damage("london-1", 1)
        .damage("biggin-hill", 3)
        .damage("convoy", 1)
        .with(|st| {
            st.tally.raf_victories = 7;
            st.tally.raf_losses = 2;
            let p = st.pilot_in(0).unwrap();
            st.pilots[p].victories = 7;
            st.setup.scenario = londons_burning::rules::Scenario::Short;
        });
    let (mut c, _) = b.at(Step::Night, &[]);
    // Night repairs: mend the convoy (1 point) and one point of Biggin Hill.
    c.apply(Choice::RepairSite { site: site("convoy") as u8 }).unwrap();
    let ev = c.apply(Choice::RepairSite { site: site("biggin-hill") as u8 }).unwrap();
    assert!(ev.contains(&Event::ScenarioEnds { date: date("1940-08-18") }));
    let Pending::Over(s) = c.pending() else { panic!() };
    assert_eq!((s.raf, s.raf_losses, s.radar, s.london, s.other), (7, 2, 1, 1, 1));
    assert_eq!(s.luftwaffe, 2 + 1 + 3 + 2);
    assert_eq!(s.verdict, Verdict::LuftwaffeWins);
    // With 8 the sides are level: a draw; with 9 the RAF wins.
    for (v, verdict) in [(8, Verdict::Draw), (9, Verdict::RafWins)] {
        let mut st = c.state().clone();
        st.tally.raf_victories = v;
        let s = londons_burning::rules::score::score(c.edition(), &st);
        assert_eq!(s.verdict, verdict);
    }
}

#[test]
fn the_log_reads_as_a_play_by_play() {
    // A raid of 5 at 10 a.m.: marker drawn, placed, flown, bombs Manston.
    // As in the example of play: from entry 6 (A10), roll 4 reaches Manston
    // (D9) in one move.
    let b = Builder::new()
        .phase(1)
        .all_damaged()
        .damage("manston", 0)
        .raid("A10", NW, Level::A15, &[20, 21, 17, 2, 3])
        .identified();
    let (c, ev) = flown(b, 4);
    let log: Vec<String> =
        ev.iter().map(|e| format!("[{}] {}", e.rule(), e.describe(c.edition(), Lang::EN))).collect();
    let text = log.join("\n");
    assert!(text.contains("[6.4] Roll (flight path): 4"), "{text}");
    assert!(text.contains("[6.4] Flight path roll 4 at speed 3: NW, W, W"), "{text}");
    assert!(
        text.contains(
            "[6.4] The raid moves to B10\n[6.4] The raid moves to C10\n[6.4] The raid moves to D9\n"
        ),
        "{text}"
    );
    assert!(text.contains("[6.4] The raid stops over Manston to bomb"), "{text}");
    assert!(
        text.contains("[10.3] Bombed Manston: He111H #20 2 bombs from 15,000 ft = 2; He111H #21 2 bombs from 15,000 ft = 2; Do17Z #17 1 bomb from 15,000 ft = 1; 5 points → 5 damage, 5 on the target"),
        "{text}"
    );
    let (c2, ev) = Builder::new().phase(1).at(Step::RaidDraw, &[9, 3, 3, 4, 1, 1, 1, 1, 1]);
    let text: Vec<String> =
        ev.iter().map(|e| format!("[{}] {}", e.rule(), e.describe(c2.edition(), Lang::EN))).collect();
    assert!(text.contains(&"[5.3] Raid-size marker: 5 Raiders".to_string()), "{text:?}");
    assert!(
        text.contains(&"[5.3] Radar reports a raid of 5 at entry hex 3 (A5), 15,000 ft".to_string()),
        "{text:?}"
    );
    // And in Spanish.
    let es: Vec<String> = ev.iter().map(|e| e.describe(c2.edition(), Lang::ES)).collect();
    assert!(es.contains(&"Marcador de tamaño de incursión: 5 Incursores".to_string()), "{es:?}");
}

#[test]
fn optional_defences_placed_by_the_player() {
    use londons_burning::rules::state::Defences;
    let mut s = Setup::new(Scenario::Regular, WeatherMode::Historical, 5);
    s.options.defences = Some(Defences {
        heavy_aa: vec!["biggin-hill".into(), "thameshaven".into()],
        light_aa: vec!["gravesend".into()],
        balloons: vec!["rye".into()],
    });
    let (c, _) = Campaign::new(ed(), s.clone()).unwrap();
    let st = c.state();
    // The printed defences are ignored (14.4).
    assert_eq!(st.aa[site("biggin-hill")], Aa::Heavy);
    assert_eq!(st.aa[site("gravesend")], Aa::Light);
    assert_eq!(st.aa[site("dover")], Aa::None);
    assert_eq!(st.aa[site("london-1")], Aa::None);
    assert!(st.balloons[site("rye")]);
    assert!(!st.balloons[site("dover")] && !st.balloons[site("london-1")]);
    // Bombing Gravesend from 5,000 ft meets the light gun placed there.
    let mut st = c.state().clone();
    st.phase = londons_burning::rules::state::Phase::Daylight(0);
    st.cup.retain(|x| *x != 20);
    let mut b = Builder { st };
    b = b.raid("K6", W, Level::A5, &[20]).identified().over("gravesend");
    let (_, ev) = b.at(Step::Bomb, &[]);
    assert!(ev.iter().any(|e| matches!(e, Event::Bombed { aa: Aa::Light, aa_points: 1, damage: 3, .. })));
    // Rye (E4) now has balloons: a raid at 5,000 ft climbs before entering
    // (from D3, roll 5's first step, NW, enters it).
    let mut st = c.state().clone();
    st.phase = londons_burning::rules::state::Phase::Daylight(0);
    st.cup.retain(|x| *x != 17 && *x != 18);
    let b = Builder { st }.raid("D3", NW, Level::A5, &[17, 18]);
    let (_, ev) = flown(b, 5);
    assert!(ev.contains(&Event::BalloonClimb { hex: hex("E4"), levels: 1 }));
    assert_eq!(raid_moves(&ev), path(&[("E4", NW)]));
    assert!(ev.contains(&Event::RaidAtTarget { site: site("rye") as u8 }));
    // At most one gun and one barrage a target, and only the game's counters.
    let mut bad = s.clone();
    bad.options.defences.as_mut().unwrap().light_aa.push("biggin-hill".into());
    assert!(Campaign::new(ed(), bad).unwrap_err().to_string().contains("14.4"));
    let mut bad = s.clone();
    bad.options.defences.as_mut().unwrap().heavy_aa =
        ["kenley", "hornchurch", "northolt", "rye", "dover", "convoy", "manston"].map(String::from).to_vec();
    assert!(Campaign::new(ed(), bad).unwrap_err().to_string().contains("14.4"));
    let mut bad = s;
    bad.options.defences.as_mut().unwrap().balloons.push("nowhere".into());
    assert!(Campaign::new(ed(), bad).is_err());
}

#[test]
fn the_forecast_plays_out_every_flight_path_roll() {
    // From D9 outbound at speed 3 (all targets damaged): rolls 2, 3 and 4
    // (two W and a NW) all end in G9; 1 in G8; 5 in G10; 6 in G11.
    let b = Builder::new().all_damaged().raid("D9", W, Level::A15, &[4, 17, 18, 20]);
    let (c, _) = b.at(Step::ImpulseStart, &[]);
    let mut f = c.raid_forecast();
    f.sort_by_key(|x| x.0);
    let want = [("G8", 1.0 / 6.0), ("G9", 3.0 / 6.0), ("G10", 1.0 / 6.0), ("G11", 1.0 / 6.0)];
    assert_eq!(f.len(), 4);
    for (h, p) in want {
        let got = f.iter().find(|x| x.0 == hex(h)).unwrap_or_else(|| panic!("{h} missing: {f:?}"));
        assert!((got.1 - p).abs() < 1e-9, "{h}");
    }
    // The forecast rolls no real die: the campaign is unchanged.
    assert_eq!(c.state().dice.word_pos(), b_word_pos());
}

fn b_word_pos() -> u64 {
    let b = Builder::new().all_damaged().raid("D9", W, Level::A15, &[4, 17, 18, 20]);
    b.at(Step::ImpulseStart, &[]).0.state().dice.word_pos()
}
