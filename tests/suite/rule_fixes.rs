//! The rules fixes of revision 2 (`Setup::revision`), found by a rules
//! audit: each test plays the situation on today's rules and on revision 1,
//! which the saves made before the fixes keep so that they replay exactly.
//!
//! - 9.1: a German with an engine hit checks its range and may crash (a
//!   victory for the pilot who hit the engine) whenever it leaves the fight:
//!   also when the combat ends right after an RAF segment, and when its raid
//!   goes home.
//! - 14.2: a base change grounds the section for "esta fase" only.
//! - 6.4: a raid that reached row O with its last point turns for London
//!   without rolling a flight path it would not use.

use crate::common::*;
use londons_burning::rules::combat::Craft;
use londons_burning::rules::events::RollKind;
use londons_burning::rules::state::Options;
use londons_burning::rules::step::Step;
use londons_burning::rules::{Choice, Decision, Dir, Event, Level};

fn revision(n: u8) -> impl FnOnce(&mut londons_burning::rules::state::State) {
    move |st| st.setup.revision = n
}

/// A combat the Luftwaffe began in G8 (its segment first, 8.1): Me109 #4
/// and Do17 #17 against fighter #1 at 10,000 ft. The Me109 misses; the
/// Spitfire hits its engine; the round-end die (1) ends the combat before
/// the Me109 has another segment.
fn engine_hit_then_the_combat_ends(rev: u8) -> Vec<Event> {
    let b = Builder::new()
        .with(revision(rev))
        .all_damaged()
        .raid("G8", Dir::UpLeft, Level::A10, &[4, 17])
        .identified()
        .fighter(0, "G8", Level::A10, Dir::Right)
        .without(1)
        .combat(false, &[0]);
    // Me109 6+1 against Spitfire 6+6: no shot.
    let (mut c, mut ev) = b.at(Step::RoundStart, &[1, 6]);
    assert!(ev.contains(&Event::NoShot { attacker: Craft::German(4) }), "{ev:?}");
    // Spitfire 6+6 against Me109 6+1: five bursts allowed, one fired; a 1
    // and a 6 (double-4): one hit, on the engine (1). Then the round ends.
    c.dice_mut().script([6, 1, 1, 6, 1, 1]);
    let Decision::Attack { fighter: 0, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
    ev.extend(c.apply(Choice::Attack { target: 4 }).unwrap());
    if let Decision::Bursts { .. } = decision(&c) {
        ev.extend(c.apply(Choice::Bursts { n: 1 }).unwrap());
    }
    assert!(ev.contains(&Event::RoundEnds { round: 1, ends: true }), "{ev:?}");
    assert_eq!(hits(&ev, Craft::German(4), &c), ["Engine"]);
    assert_eq!(c.state().dice.scripted_left(), 0);
    ev
}

#[test]
fn an_engine_hit_german_checks_its_range_when_the_combat_ends_9_1() {
    let ev = engine_hit_then_the_combat_ends(2);
    // 10,000 ft: three hexes of range; France is seven away (six rows and
    // the point to leave): it crashes, a victory for the Spitfire's pilot.
    assert!(ev.contains(&Event::EngineRange { id: 4, range: 3, need: 7, reaches: false }), "{ev:?}");
    assert!(ev.contains(&Event::Crashes { id: 4 }));
    assert!(ev.iter().any(|e| matches!(e, Event::Victory { id: 4, .. })));
    // Revision 1 let it fly home with the raid.
    let old = engine_hit_then_the_combat_ends(1);
    assert!(!old.iter().any(|e| matches!(e, Event::EngineRange { .. } | Event::Crashes { .. })));
}

#[test]
fn an_engine_hit_german_still_with_its_raid_checks_its_range_when_the_raid_ends_9_1() {
    // A homeward raid over E5, Me109 #4 carrying an engine hit at Ground
    // level (one hex of range; France is five away); no RAF fighter can
    // meet the raid any more, so it ends there (11.1): the Me109 cannot go
    // home with the others, it crashes.
    let play = |rev: u8| {
        let b = Builder::new()
            .with(revision(rev))
            .raid("E5", Dir::DownRight, Level::Ground, &[4, 17])
            .identified()
            .homeward()
            .german_hits(4, [1, 0, 0, 0, 0, 0])
            .with(|st| st.raid.as_mut().unwrap().raider_mut(4).unwrap().engine_credit = Some(0))
            .without(0)
            .without(1);
        let ev = b.at(Step::ImpulseEnd, &[]).1;
        ev[..=ev.iter().position(|e| *e == Event::RaidEnds).unwrap()].to_vec()
    };
    let ev = play(2);
    assert!(ev.contains(&Event::EngineRange { id: 4, range: 1, need: 5, reaches: false }), "{ev:?}");
    assert!(ev.contains(&Event::Crashes { id: 4 }));
    assert!(ev.contains(&Event::Victory { pilot: 0, id: 4, total: 1 }));
    assert!(ev.contains(&Event::BackToCup { units: vec![17] }));
    let old = play(1);
    assert!(old.contains(&Event::BackToCup { units: vec![4, 17] }), "{old:?}");
}

#[test]
fn a_base_change_grounds_the_section_for_that_phase_only_14_2() {
    let play = |rev: u8| {
        let b = Builder::new().with(revision(rev)).with(|st| {
            st.setup.options = Options { base_change: true, ..Default::default() };
        });
        // 7 a.m.: the section moves to Kenley; the marker is No Raid.
        let (mut c, _) = b.at(Step::Position(0), &[1]);
        c.apply(Choice::ChangeBase { site: site("kenley") as u8 }).unwrap();
        // 10 a.m.: both stand by; 4 Raiders (the 7th marker, the first "4"
        // after the drawn No Raid), entry 1, 10,000 ft, raiders #17-#20.
        c.apply(Choice::StandBy).unwrap();
        c.dice_mut().script([6, 1, 3, 3, 1, 1, 1, 1]);
        c.apply(Choice::StandBy).unwrap();
        c
    };
    // The next phase the fighters may take off again.
    let c = play(2);
    assert!(matches!(decision(&c), Decision::Move { fighter: 0, stand_down: true, .. }), "{:?}", c.pending());
    assert!(c.can_move(0));
    // Revision 1 kept them on the ground all day.
    let c = play(1);
    assert!(!matches!(decision(&c), Decision::Move { .. }), "{:?}", c.pending());
}

#[test]
fn a_raid_on_row_o_turns_for_london_without_a_roll_6_4() {
    // From L5 a 6 (NW, NW, NW) ends on O7 with its last point; the next
    // move turns along row O to London (O6) with no flight-path die.
    let play = |rev: u8| {
        let b = Builder::new()
            .with(revision(rev))
            .all_damaged()
            .raid("L5", Dir::UpRight, Level::A10, &[17, 18, 20])
            .without(0)
            .without(1);
        let ev = b.at(Step::LwMove, &[6, 2, 5, 5, 5]).1;
        ev[..=ev.iter().position(|e| *e == Event::RaidEnds).unwrap()].to_vec()
    };
    let ev = play(2);
    let rolls = ev.iter().filter(|e| matches!(e, Event::Roll { kind: RollKind::FlightPath, .. })).count();
    assert_eq!(rolls, 1, "{ev:?}");
    assert!(ev.contains(&Event::RaidMoves { to: hex("O7"), facing: Dir::UpRight }));
    assert!(ev.contains(&Event::LondonTurn { from: hex("O7"), to: hex("O6") }));
    assert!(ev.contains(&Event::RaidAtTarget { site: site("london-2") as u8 }));
    // Revision 1 rolled (a 2) and did not use it.
    let old = play(1);
    let rolls = old.iter().filter(|e| matches!(e, Event::Roll { kind: RollKind::FlightPath, .. })).count();
    assert_eq!(rolls, 2, "{old:?}");
}
