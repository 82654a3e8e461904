//! The Luftwaffe side, rule by rule, with scripted dice: the raid-size draw
//! (5.3), London's Burning (10.4), placement, flight (6.4, 6.6-6.8),
//! identification (7.1), bombing (10), night replacements (12.1) and the
//! score (13).

mod common;
use common::*;
use londons_burning::edition::{Aa, RaidMarker, SiteKind};
use londons_burning::i18n::Lang;
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
    let base = hex("H5");
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
            .describe(c.edition(), Lang::En);
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
    // Entry hex 6 (A15), altitude 3+4 = 7: 15,000 ft.
    let (c, ev) = Builder::new().at(Step::RaidDraw, &[7, 6, 3, 4, 1, 1, 1, 1]);
    let raid = c.state().raid.as_ref().unwrap();
    assert_eq!((raid.entry, raid.hex, raid.reported, raid.facing), (6, hex("A15"), Level::A15, Dir::UpLeft));
    assert!(!raid.identified, "face down until identified");
    assert!(ev.contains(&Event::RaidersFaceDown { n: 4, level: Level::A15 }));
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

#[test]
fn every_flight_path_row_at_speed_3() {
    // Hidden raiders count as speed 3 (6.4). From D10, targets damaged.
    let want = [
        ("E8", Dir::UpLeft),
        ("F8", Dir::UpLeft),
        ("F8", Dir::UpLeft),
        ("F8", Dir::Left),
        ("G9", Dir::UpLeft),
        ("F10", Dir::Right),
    ];
    for (roll, (h, facing)) in (1..=6).zip(want) {
        let b = Builder::new().all_damaged().raid("D10", Dir::UpLeft, Level::A15, &[4, 17, 18, 20]);
        let (_, ev) = flown(b, roll);
        assert!(ev.iter().any(
            |e| matches!(e, Event::FlightPath { roll: r, speed: 3, homeward: false, .. } if *r == roll)
        ));
        let moves = raid_moves(&ev);
        assert_eq!(moves.len(), 3, "roll {roll}");
        assert_eq!(moves.last(), Some(&(hex(h), facing)), "roll {roll}");
    }
}

#[test]
fn every_flight_path_row_at_speed_4() {
    // Identified, every raider a speed-4 type (Ju88s and Me109s): speed 4.
    let want = [
        ("F7", Dir::UpLeft),
        ("F7", Dir::UpLeft),
        ("G8", Dir::UpLeft),
        ("G8", Dir::UpLeft),
        ("H8", Dir::UpLeft),
        ("G10", Dir::Right),
    ];
    for (roll, (h, facing)) in (1..=6).zip(want) {
        let b =
            Builder::new().all_damaged().raid("D10", Dir::UpLeft, Level::A15, &[2, 3, 14, 15]).identified();
        let (_, ev) = flown(b, roll);
        assert!(ev.iter().any(|e| matches!(e, Event::FlightPath { speed: 4, .. })), "roll {roll}");
        let moves = raid_moves(&ev);
        assert_eq!(moves.len(), 4);
        assert_eq!(*moves.last().unwrap(), (hex(h), facing), "roll {roll}");
    }
    // One speed-3 raider (a Do17) slows the identified raid to 3.
    let b = Builder::new().all_damaged().raid("D10", Dir::UpLeft, Level::A15, &[2, 3, 14, 17]).identified();
    let (_, ev) = flown(b, 5);
    assert!(ev.iter().any(|e| matches!(e, Event::FlightPath { speed: 3, .. })));
}

#[test]
fn homeward_path_is_the_diagram_turned_round() {
    let b = Builder::new().raid("H8", Dir::DownRight, Level::A15, &[17, 18]).homeward();
    let (_, ev) = flown(b, 1);
    assert!(ev.contains(&Event::FlightPath {
        roll: 1,
        speed: 3,
        steps: smallvec::smallvec![Dir::Right, Dir::Right, Dir::DownRight],
        homeward: true
    }));
    assert!(ev.contains(&Event::RaidMoves { to: hex("G11"), facing: Dir::DownRight }));
    // Homeward, targets are ignored (6.4): nothing stops it over Detling.
    assert!(!ev.iter().any(|e| matches!(e, Event::RaidAtTarget { .. })));
}

#[test]
fn homeward_on_row_a_a_point_leaves_the_map() {
    let b = Builder::new().raid("A12", Dir::DownRight, Level::A15, &[17, 18]).homeward();
    let (c, ev) = flown(b, 3);
    assert!(ev.contains(&Event::RaidExits { from: hex("A12") }));
    assert!(ev.contains(&Event::BackToCup { units: vec![17, 18] }));
    assert!(c.state().cup.contains(&17) && c.state().cup.contains(&18));
    assert!(c.state().raid.is_none());
}

#[test]
fn west_edge_outbound_runs_along_the_edge() {
    // From E1, roll 1 (W, W, NW): every step would leave the map; the raid
    // runs north along the edge instead (NE where NW also leaves it).
    let b = Builder::new().all_damaged().raid("E1", Dir::UpLeft, Level::A15, &[17, 18]);
    let (_, ev) = flown(b, 1);
    let moves = raid_moves(&ev);
    assert_eq!(moves, [(hex("F1"), Dir::UpRight), (hex("G1"), Dir::UpLeft), (hex("H1"), Dir::UpRight)]);
}

#[test]
fn east_edge_homeward_runs_along_the_edge_and_exits() {
    // From C15 homeward, roll 1 (E, E, SE): east is off the map, so SE, then
    // SW where SE leaves it too; on row A the last point takes it off.
    let b = Builder::new().raid("C15", Dir::DownRight, Level::A15, &[17, 18]).homeward();
    let (_, ev) = flown(b, 1);
    let moves = raid_moves(&ev);
    assert_eq!(moves, [(hex("B15"), Dir::DownRight), (hex("A15"), Dir::DownLeft)]);
    assert!(ev.contains(&Event::RaidExits { from: hex("A15") }));
}

#[test]
fn row_o_turns_the_raid_for_london() {
    let b = Builder::new().all_damaged().raid("N8", Dir::UpLeft, Level::A15, &[17, 18, 20]);
    let (c, ev) = flown_to_the_end(b, 5);
    assert!(ev.contains(&Event::RaidMoves { to: hex("O8"), facing: Dir::UpLeft }));
    assert!(
        ev.contains(&Event::LondonTurn { from: hex("O8"), to: hex("J4") }),
        "J4 is the nearest London hex (tie with K4 broken south-first)"
    );
    let _ = c;
    // It flies the straight line, with no more flight-path rolls, to the
    // first London hex on it, and bombs it even though targets are damaged.
    let rolls = ev.iter().filter(|e| matches!(e, Event::Roll { kind: RollKind::FlightPath, .. })).count();
    let at = ev
        .iter()
        .find_map(|e| if let Event::RaidAtTarget { site } = e { Some(*site as usize) } else { None })
        .unwrap();
    assert_eq!(ed().sites[at].kind, SiteKind::London);
    let line = hex("O8").line_to(hex("J4"));
    let moves: Vec<Hex> = raid_moves(&ev).into_iter().map(|m| m.0).collect();
    // Outbound until the bombing.
    let moves: Vec<_> = moves[..=moves.iter().position(|h| *h == ed().sites[at].hex).unwrap()].to_vec();
    let after_turn = &moves[1..moves.iter().position(|h| *h == ed().sites[at].hex).unwrap() + 1];
    assert_eq!(after_turn, &line[1..after_turn.len() + 1], "along the straight hex line");
    assert!(ev.iter().any(|e| matches!(e, Event::Bombed { site, .. } if *site as usize == at)));
    assert_eq!(rolls, 1, "only the first impulse rolled a flight path (then the line: {})", moves.len());
}

#[test]
fn on_the_london_line_an_undamaged_airfield_stops_the_raid() {
    // The line from O8 to J4 crosses the sector airfields' country: leave
    // them all undamaged and the raid stops at the first it enters.
    let line = hex("O8").line_to(hex("J4"));
    let ed = ed();
    let first_airfield = line.iter().find_map(|h| ed.site_at(*h).filter(|&s| ed.sites[s].kind.is_airfield()));
    let mut b = Builder::new().all_damaged().raid("N8", Dir::UpLeft, Level::A15, &[17, 18, 20]);
    if let Some(s) = first_airfield {
        b = b.with(|st| st.damage[s] = 0);
    }
    let (_, ev) = flown_to_the_end(b, 5);
    let at = ev
        .iter()
        .find_map(|e| if let Event::RaidAtTarget { site } = e { Some(*site as usize) } else { None })
        .unwrap();
    match first_airfield {
        Some(s) => assert_eq!(at, s),
        None => assert_eq!(ed.sites[at].kind, SiteKind::London),
    }
    // A radar station on the line does not stop it (only airfields and
    // London): Canewdon is undamaged here but never bombed on the line.
    assert!(!ev.iter().any(
        |e| matches!(e, Event::RaidAtTarget { site } if ed.sites[*site as usize].kind == SiteKind::Radar)
    ));
}

#[test]
fn balloons_make_the_raid_climb_to_10000_first() {
    // From D14 at 5,000 ft, NW enters Dover (E14): climb one level (a point),
    // then enter, then stop to bomb.
    let b = Builder::new().raid("D14", Dir::UpLeft, Level::A5, &[17, 18]);
    let (c, ev) = flown(b, 5);
    assert!(ev.contains(&Event::BalloonClimb { hex: hex("E14"), levels: 1 }));
    assert!(ev.contains(&Event::RaidAtTarget { site: site("dover") as u8 }));
    let _ = c;
    // From Ground level, two levels and the entry: all three points.
    let b = Builder::new().raid("D14", Dir::UpLeft, Level::Ground, &[17, 18]);
    let (_, ev) = flown(b, 5);
    assert!(ev.contains(&Event::BalloonClimb { hex: hex("E14"), levels: 2 }));
    assert!(ev.contains(&Event::RaidMoves { to: hex("E14"), facing: Dir::UpLeft }));
    // From C15 at Ground: one point to D14, the two left pay the climb and
    // the raid stops short of Dover, at 10,000 ft.
    // (Fighter #1 on the ground at base makes the campaign stop at the next
    // impulse's movement.)
    let b = Builder::new().raid("C15", Dir::UpLeft, Level::Ground, &[17, 18]).without(1);
    let (c, ev) = b.at(Step::LwMove, &[5]);
    assert!(ev.contains(&Event::BalloonClimb { hex: hex("E14"), levels: 2 }));
    assert!(!ev.iter().any(|e| matches!(e, Event::RaidMoves { to, .. } if *to == hex("E14"))));
    let raid = c.state().raid.as_ref().unwrap();
    assert_eq!(raid.hex, hex("D14"));
    assert!(raid.raiders.iter().all(|r| r.level == Level::A10));
}

#[test]
fn stop_on_rafs_fighter_starts_a_combat_with_the_luftwaffe_first() {
    let b = Builder::new()
        .all_damaged()
        .raid("D10", Dir::UpLeft, Level::A15, &[4, 17])
        .fighter(0, "F9", Level::A15, Dir::DownRight)
        .without(1);
    let (c, ev) = b.at(Step::LwMove, &[5, 3, 4]);
    assert!(ev.contains(&Event::RaidMeetsFighters { hex: hex("F9") }));
    assert!(
        ev.iter().filter(|e| matches!(e, Event::RaidMoves { .. })).count() == 2,
        "E10, F9, and no further"
    );
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
    let mut b = Builder::new().raid(&ed.sites[s].hex.to_string(), Dir::UpLeft, Level::A10, &ids).identified();
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
    // The raid flies into a damaged London hex and still stops to bomb.
    let london = ed().sites[site("london-2")].hex;
    let start = ed().map.grid.neighbour(london, Dir::DownRight).unwrap();
    let b = Builder::new().all_damaged().damage("london-2", 3).raid(
        &start.to_string(),
        Dir::UpLeft,
        Level::A15,
        &[17, 18],
    );
    let (c, ev) = flown(b, 5);
    assert!(ev.contains(&Event::RaidAtTarget { site: site("london-2") as u8 }));
    assert!(c.state().damage[site("london-2")] > 3);
    assert!(c.state().london_burning(c.edition()) >= 1);
}

#[test]
fn a_bombed_airfield_destroys_fighters_on_its_ground() {
    // Fighter #1 stands by at Gravesend; the raid bombs it: destroyed, and
    // the pilot runs for the trenches (survival roll 3: lives).
    let b = over_target("gravesend", &[(20, Level::A10)])
        .fighter(0, "I8", Level::Airfield, Dir::DownRight)
        .without(1);
    let (c, ev) = b.at(Step::Bomb, &[3]);
    assert!(ev.contains(&Event::DestroyedOnGround { fighter: 1, site: site("gravesend") as u8 }));
    assert!(ev.iter().any(|e| matches!(e, Event::BailOut { survives: true, total: 3, .. })));
    assert_eq!(c.state().tally.raf_losses, 1);
    // A fighter in the air over it is not touched; no damage, no loss.
    let b = over_target("thameshaven", &[(17, Level::A20)])
        .fighter(0, "J8", Level::Airfield, Dir::DownRight)
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
    let b = Builder::new().raid("I8", Dir::UpLeft, Level::A25, &[2, 20]).over("gravesend");
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
    let b = Builder::new().raid("I8", Dir::UpLeft, Level::Ground, &[3, 20]).over("gravesend");
    let (_, ev) = b.at(Step::Bomb, &[1, 1]);
    assert!(ev.contains(&Event::Identified {
        raiders: vec![3, 20],
        exact: Level::Ground,
        shift: -1,
        top_cover: vec![3]
    }));
    // ...nor below 10,000 ft over balloons.
    let b = Builder::new().raid("J4", Dir::UpLeft, Level::A10, &[3, 20]).over("london-1");
    let (_, ev) = b.at(Step::Bomb, &[1, 2]);
    assert!(ev.contains(&Event::Identified {
        raiders: vec![3, 20],
        exact: Level::A10,
        shift: -1,
        top_cover: vec![]
    }));
    // Even IDs (roll 6), odd IDs (roll 8), none (roll 9).
    for (a, b2, cover) in [(3u8, 3u8, vec![2u8]), (4, 4, vec![3]), (4, 5, vec![])] {
        let b = Builder::new().raid("I8", Dir::UpLeft, Level::A10, &[2, 3, 20]).over("gravesend");
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
    let b = Builder::new().raid("I8", Dir::UpLeft, Level::A15, &[2, 3, 10]).over("gravesend");
    let (c, ev) = b.without(0).without(1).at(Step::Bomb, &[4, 5]);
    assert!(ev.contains(&Event::FightersDominate));
    assert!(ev.contains(&Event::NoBombers { site: site("gravesend") as u8 }));
    assert_eq!(c.state().damage[site("gravesend")], 0);
    // Identified on the way (by interception), fighters only: home at 4.
    let b =
        Builder::new().all_damaged().raid("D10", Dir::UpLeft, Level::A15, &[2, 3]).identified().homeward();
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
    let ed = ed();
    let manston = ed.sites[site("manston")].hex;
    let start = ed.map.grid.neighbour(manston, Dir::DownRight).unwrap();
    let b = Builder::new()
        .phase(1)
        .all_damaged()
        .damage("manston", 0)
        .raid(&start.to_string(), Dir::UpLeft, Level::A15, &[20, 21, 17, 2, 3])
        .identified();
    let (c, ev) = flown(b, 5);
    let log: Vec<String> =
        ev.iter().map(|e| format!("[{}] {}", e.rule(), e.describe(c.edition(), Lang::En))).collect();
    let text = log.join("\n");
    assert!(text.contains("[6.4] Roll (flight path): 5"), "{text}");
    assert!(text.contains("[6.4] Flight path roll 5 at speed 3: NW, NW, NW"), "{text}");
    assert!(text.contains("[6.4] The raid stops over Manston to bomb"), "{text}");
    assert!(
        text.contains("[10.3] Bombed Manston: He111H #20 2 bomb(s) from 15,000 ft = 2; He111H #21 2 bomb(s) from 15,000 ft = 2; Do17Z #17 1 bomb(s) from 15,000 ft = 1; 5 point(s) → 5 damage, 5 on the target"),
        "{text}"
    );
    let (c2, ev) = Builder::new().phase(1).at(Step::RaidDraw, &[9, 3, 3, 4, 1, 1, 1, 1, 1]);
    let text: Vec<String> =
        ev.iter().map(|e| format!("[{}] {}", e.rule(), e.describe(c2.edition(), Lang::En))).collect();
    assert!(text.contains(&"[5.3] Raid-size marker: 5 Raiders".to_string()), "{text:?}");
    assert!(
        text.contains(&"[5.3] Radar reports a raid of 5 at entry hex 3 (A12), 15,000 ft".to_string()),
        "{text:?}"
    );
    // And in Spanish.
    let es: Vec<String> = ev.iter().map(|e| e.describe(c2.edition(), Lang::Es)).collect();
    assert!(es.contains(&"Marcador de tamaño de raid: 5 Incursores".to_string()), "{es:?}");
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
    b = b.raid("I8", Dir::UpLeft, Level::A5, &[20]).identified().over("gravesend");
    let (_, ev) = b.at(Step::Bomb, &[]);
    assert!(ev.iter().any(|e| matches!(e, Event::Bombed { aa: Aa::Light, aa_points: 1, damage: 3, .. })));
    // Rye now has balloons: a raid at 5,000 ft climbs before entering.
    let mut st = c.state().clone();
    st.phase = londons_burning::rules::state::Phase::Daylight(0);
    let rye = ed().sites[site("rye")].hex;
    let from = ed().map.grid.neighbour(rye, Dir::DownRight).unwrap();
    st.cup.retain(|x| *x != 17 && *x != 18);
    let b = Builder { st }.raid(&from.to_string(), Dir::UpLeft, Level::A5, &[17, 18]);
    let (_, ev) = flown(b, 5);
    assert!(ev.contains(&Event::BalloonClimb { hex: rye, levels: 1 }));
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
    // From D10 outbound at speed 3 (all targets damaged): rolls 2, 3 and 4
    // all end in F8; 1 in E8; 5 in G9; 6 in F10.
    let b = Builder::new().all_damaged().raid("D10", Dir::UpLeft, Level::A15, &[4, 17, 18, 20]);
    let (c, _) = b.at(Step::ImpulseStart, &[]);
    let mut f = c.raid_forecast();
    f.sort_by_key(|x| x.0);
    let want = [("E8", 1.0 / 6.0), ("F8", 3.0 / 6.0), ("F10", 1.0 / 6.0), ("G9", 1.0 / 6.0)];
    assert_eq!(f.len(), 4);
    for (h, p) in want {
        let got = f.iter().find(|x| x.0 == hex(h)).unwrap_or_else(|| panic!("{h} missing: {f:?}"));
        assert!((got.1 - p).abs() < 1e-9, "{h}");
    }
    // The forecast rolls no real die: the campaign is unchanged.
    assert_eq!(c.state().dice.word_pos(), b_word_pos());
}

fn b_word_pos() -> u64 {
    let b = Builder::new().all_damaged().raid("D10", Dir::UpLeft, Level::A15, &[4, 17, 18, 20]);
    b.at(Step::ImpulseStart, &[]).0.state().dice.word_pos()
}
