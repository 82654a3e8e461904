//! Board edition 2 against the rulebook's own examples, one small test each
//! (board-facts 1 and 3): the facing line C5-D4-E4 (6.5), H7 between G7 and
//! G8 (the example of play), the edge at G11 (6.4), entry 6 to Manston,
//! Manston to G8, Eastchurch, Rochford and Canewdon from G8, the turn along
//! row O for London (6.4), and every target within reach of some entry.

use crate::common::*;
use londons_burning::edition::SiteKind;
use londons_burning::rules::hex::Compass;
use londons_burning::rules::movement::MoveAction;
use londons_burning::rules::step::Step;
use londons_burning::rules::{Campaign, Dir, Event, Hex, Level};
use std::collections::BTreeSet;

/// The events of the first impulse in `ev` (up to the next impulse or the
/// raid's end).
fn first_impulse(ev: &[Event]) -> &[Event] {
    let end = ev
        .iter()
        .position(|e| matches!(e, Event::ImpulseBegins { .. } | Event::RaidEnds))
        .unwrap_or(ev.len());
    &ev[..end]
}

/// The events of the impulse after the first.
fn second_impulse(ev: &[Event]) -> &[Event] {
    let start = ev.iter().position(|e| matches!(e, Event::ImpulseBegins { .. })).map_or(ev.len(), |i| i + 1);
    first_impulse(&ev[start..])
}

/// The raid's moves in `ev` until its next impulse or its end.
fn raid_moves(ev: &[Event]) -> Vec<Hex> {
    first_impulse(ev)
        .iter()
        .filter_map(|e| if let Event::RaidMoves { to, .. } = e { Some(*to) } else { None })
        .collect()
}

fn hexes(ids: &[&str]) -> Vec<Hex> {
    ids.iter().map(|s| hex(s)).collect()
}

/// One Luftwaffe movement of a face-down raid (speed 3) from `at`, facing
/// NW, with the flight-path die scripted; no RAF fighter in the way.
fn one_move(b: Builder, at: &str, roll: u8) -> (Campaign, Vec<Event>) {
    b.raid(at, Dir::UpRight, Level::A10, &[17, 18, 20]).without(0).without(1).at(Step::LwMove, &[roll])
}

/// The target the raid stopped at to bomb in its first impulse in `ev`.
fn stopped_at(ev: &[Event]) -> Option<&'static str> {
    let ed = ed();
    first_impulse(ev).iter().find_map(|e| match e {
        Event::RaidAtTarget { site } => Some(ed.sites[*site as usize].id.clone().leak() as &'static str),
        _ => None,
    })
}

#[test]
fn a_line_from_c5_through_d4_continues_to_e4_6_5() {
    // A fighter that spends its last point moving from C5 into D4 faces the
    // hexside towards E4.
    let (c, _) = Builder::new()
        .raid("A1", Dir::UpRight, Level::A10, &[17, 18, 20])
        .fighter(0, "C5", Level::A10, Dir::UpLeft)
        .without(1)
        .at(Step::RafMove(0), &[]);
    let m = c
        .legal_moves(0)
        .into_iter()
        .find(|m| m.path == hexes(&["D4"]) && m.level == Level::A10)
        .expect("C5 to D4 is one step");
    assert_eq!(m.facing, Dir::UpLeft);
    assert_eq!(ed().map.grid.neighbour(hex("D4"), m.facing), Some(hex("E4")));
    assert_eq!(ed().map.compass(m.facing), Compass::W, "edition 2 calls that hexside west");
}

#[test]
fn h7_lies_between_g7_and_g8() {
    // The example of play: the Hurricane flies G7, H7 and into G8.
    let g = ed().map.grid;
    let around: BTreeSet<Hex> = g.neighbours(hex("H7")).map(|(_, h)| h).collect();
    assert!(around.contains(&hex("G7")) && around.contains(&hex("G8")));
    assert_eq!(g.neighbour(hex("G7"), Dir::Right), Some(hex("G8")));
    // Dunkirk (F7) touches G7; Hawkinge (D6) sits beside D7.
    assert!(g.neighbours(hex("F7")).any(|(_, h)| h == hex("G7")));
    assert_eq!(g.neighbour(hex("D6"), Dir::Right), Some(hex("D7")));
}

#[test]
fn at_g11_a_roll_of_6_runs_along_the_edge_6_4() {
    // 6.4's example: from G11 a 6 (NW, NW, NW) would leave the map; the
    // raid runs along the edge instead, as a 5 (NW, W, NW) takes it.
    let (_, six) = one_move(Builder::new().all_damaged(), "G11", 6);
    let (_, five) = one_move(Builder::new().all_damaged(), "G11", 5);
    assert_eq!(raid_moves(&six), hexes(&["H11", "I11", "J11"]));
    assert_eq!(raid_moves(&six), raid_moves(&five));
    // The step replaced is logged as the diagram's, the move as flown.
    assert!(six.iter().any(|e| matches!(e, Event::FlightPath { roll: 6, .. })));
    assert!(six.contains(&Event::RaidMoves { to: hex("I11"), facing: Dir::UpLeft }));
    // And on the left edge: from C1 (even row) a 1 (W, W, W) runs D1, E1,
    // F1 — each up-left that would leave the map becomes up-right.
    let (_, one) = one_move(Builder::new().all_damaged(), "C1", 1);
    assert_eq!(raid_moves(&one), hexes(&["D1", "E1", "F1"]));
}

#[test]
fn entry_6_with_a_4_reaches_manston_in_one_move() {
    // 5.3: entry 6 is A10; the raid enters facing NW. 6.4: a 4 at speed 3
    // is NW, W, W: B10, C10, D9 = Manston, where it stops to bomb.
    let ed = ed();
    assert_eq!(ed.map.entry_hexes[5], hex("A10"));
    assert_eq!(ed.map.compass(ed.map.entry_facing), Compass::NW);
    let (_, ev) = one_move(Builder::new(), "A10", 4);
    assert_eq!(raid_moves(&ev), hexes(&["B10", "C10", "D9"]));
    assert_eq!(stopped_at(&ev), Some("manston"));
}

#[test]
fn from_a_damaged_manston_a_1_reaches_g8() {
    // The example of play's second move: Manston is damaged, so the raid
    // flies over it; a 1 (W, W, W) takes it E9, F8, G8.
    let (_, ev) = one_move(Builder::new().damage("manston", 1), "D9", 1);
    assert_eq!(raid_moves(&ev), hexes(&["E9", "F8", "G8"]));
    assert_eq!(stopped_at(&ev), None);
    let last = first_impulse(&ev).iter().rev().find_map(|e| match e {
        Event::RaidMoves { facing, .. } => Some(*facing),
        _ => None,
    });
    assert_eq!(last.map(|d| ed().map.compass(d)), Some(Compass::W));
}

#[test]
fn from_g8_the_next_move_may_bomb_eastchurch_rochford_or_canewdon() {
    // "En el próximo impulso pudiera bombardear Eastchurch, Rochford, o
    // Canewdon": 1-3 stop at Eastchurch (H7), 5 at Rochford (J8), 6 at
    // Canewdon (J9); a 4 flies H8, I8, J7.
    let want = [
        (1, Some("eastchurch")),
        (2, Some("eastchurch")),
        (3, Some("eastchurch")),
        (4, None),
        (5, Some("rochford")),
        (6, Some("canewdon")),
    ];
    for (roll, site) in want {
        let (_, ev) = one_move(Builder::new(), "G8", roll);
        assert_eq!(stopped_at(&ev), site, "roll {roll}");
    }
    let (_, ev) = one_move(Builder::new(), "G8", 4);
    assert_eq!(raid_moves(&ev), hexes(&["H8", "I8", "J7"]));
    let (_, ev) = one_move(Builder::new(), "G8", 5);
    assert_eq!(raid_moves(&ev), hexes(&["H8", "I8", "J8"]));
    let (_, ev) = one_move(Builder::new(), "G8", 6);
    assert_eq!(raid_moves(&ev), hexes(&["H8", "I9", "J9"]));
}

#[test]
fn a_raid_on_row_o_turns_along_the_row_for_london_6_4() {
    // From N9 a 6 (NW, NW, NW) reaches O10 with two steps left; it turns
    // along row O towards London (O6): O9, then O8, North Weald — damaged,
    // so it flies on — and the next impulse O7, O6, where it bombs London.
    let b = Builder::new().all_damaged();
    let (_, ev) = one_move(b, "N9", 6);
    assert_eq!(raid_moves(&ev), hexes(&["O10", "O9", "O8"]));
    assert!(ev.contains(&Event::LondonTurn { from: hex("O10"), to: hex("O6") }));
    // Along the row: the only movement along the SW-NE axis.
    assert!(ev.contains(&Event::RaidMoves { to: hex("O8"), facing: Dir::Left }));
    assert_eq!(ed().map.compass(Dir::Left), Compass::SW);
    // The next impulse needs no flight-path roll.
    let next = second_impulse(&ev);
    assert!(!next.iter().any(|e| matches!(e, Event::FlightPath { .. })));
    assert_eq!(raid_moves(next), hexes(&["O7", "O6"]));
    assert_eq!(stopped_at(next), Some("london-2"));
    // From the left it flies the other way, to O5, and an undamaged
    // airfield on the row stops it first: Northolt, O4.
    let (_, ev) = one_move(Builder::new().all_damaged().damage("northolt", 0), "N1", 6);
    assert!(ev.contains(&Event::LondonTurn { from: hex("O2"), to: hex("O5") }), "{ev:?}");
    assert_eq!(raid_moves(&ev), hexes(&["O2", "O3", "O4"]));
    assert_eq!(stopped_at(&ev), Some("northolt"));
}

#[test]
fn every_target_can_be_reached_from_some_entry() {
    // For each target, with every other target damaged (London always
    // stops a raid), some entry and some run of flight-path rolls bring a
    // raid to it: a search over the hexes the raid can end a move in,
    // each move played by the engine for the six rolls.
    let ed = ed();
    for (i, target) in ed.sites.iter().enumerate() {
        let base = Builder::new().with(|st| {
            for (j, s) in ed.sites.iter().enumerate() {
                st.damage[j] = u8::from(j != i && s.kind != SiteKind::London);
            }
        });
        let start = base.raid("A1", Dir::UpRight, Level::A10, &[17, 18, 20]).without(0).without(1);
        let mut seen: BTreeSet<Hex> = ed.map.entry_hexes.iter().copied().collect();
        let mut todo: Vec<Hex> = seen.iter().copied().collect();
        let mut reached = false;
        while let Some(h) = todo.pop() {
            let mut st = start.st.clone();
            st.raid.as_mut().unwrap().hex = h;
            let c = Campaign::from_state(ed.clone(), st);
            for (end, _) in c.raid_forecast() {
                if end == target.hex {
                    reached = true;
                } else if ed.site_at(end).is_none_or(|s| ed.sites[s].kind != SiteKind::London)
                    && seen.insert(end)
                {
                    todo.push(end);
                }
            }
            if reached {
                break;
            }
        }
        assert!(reached, "{} ({}) cannot be reached", target.name, target.hex);
    }
}

#[test]
fn outbound_steps_are_only_w_and_nw() {
    // 6.4: "never along the south-west/north-east axis" except on row O.
    let ed = ed();
    for steps in ed.flight_path_3.iter().chain(&ed.flight_path_4) {
        for d in steps {
            assert!(matches!(ed.map.compass(*d), Compass::W | Compass::NW));
        }
    }
    // Take-off and moves use the same names: a fighter on the ground can
    // face any of the six.
    let (c, _) = Builder::new()
        .raid("A1", Dir::UpRight, Level::A10, &[17, 18, 20])
        .without(1)
        .at(Step::RafMove(0), &[]);
    let faces: BTreeSet<Dir> = c
        .legal_moves(0)
        .iter()
        .filter_map(|m| match m.actions.as_slice() {
            [MoveAction::TakeOff(d)] => Some(*d),
            _ => None,
        })
        .collect();
    assert_eq!(faces.len(), 6);
}
