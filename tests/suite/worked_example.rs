//! The rulebook's example of play (after section 15), literally: 2 p.m.,
//! 13 August, Spitfire #1 and Hurricane #2 at Hawkinge against Me109 #4 and
//! #5, Me110 #10, Do17 #19, He111 #22 and Ju87 #24, played on board edition
//! 2 from the start of the campaign with scripted dice and the player's
//! choices only: no state is set by hand after the campaign begins.
//!
//! The morning brings the example to its starting point: at 7 a.m. a raid
//! enters at entry 6 and a 4 takes it to Manston, which it bombs; at 10 a.m.
//! there is no raid; at 2 p.m. both fighters stand by at Hawkinge and the
//! raid of the example is drawn. From there every move, die and outcome is
//! the rulebook's.
//!
//! Dice the rulebook does not give (chosen here, marked "not given" below):
//! the pilot draws (3.3: Stone on the Spitfire, Drake on the Hurricane); the
//! whole 7 a.m. raid (marker 4 Raiders, entry 6, reported altitude, its
//! raiders #2 #14 #17 #20, flight path 4, its identification); the 10 a.m.
//! No Raid marker; the 2 p.m. marker draw (6 Raiders is given, the die is
//! not), the reported-altitude dice (10,000 ft is given) and the raider
//! draws (the six raiders are given); in round 2 the Spitfire's losing
//! check (1 against 6), the Hurricane's six fire dice (four hits is given)
//! and the Me109's six (four hits is given); the pilot hit 3 and engine
//! hits 1 and 2 on the Hurricane (the rulebook names Pilot, Engine, Engine,
//! Frame 5); Drake's bail-out (2: survives over land) and his wound roll
//! (1: shaken).
//!
//! The one deliberate difference: ruling R13. The example has the Ju87 fire
//! back after its gunner was killed by the same burst, which 8.44 forbids;
//! we follow 8.44, so the Hurricane takes no frame hit and its action in the
//! next Luftwaffe segment is 8, not 7 (the Me109 still wins by 3 and fires
//! its three bursts, six dice, so the outcome is the example's).

use crate::common::*;
use londons_burning::edition::{SiteKind, Terrain, WoundResult};
use londons_burning::rules::combat::{BoxPos, Craft, Modifier, WithdrawReason};
use londons_burning::rules::events::RollKind;
use londons_burning::rules::hex::Compass;
use londons_burning::rules::movement::MoveAction::*;
use londons_burning::rules::state::{Phase, PilotStatus, PlaneStatus};
use londons_burning::rules::{Campaign, Choice, Decision, Dir, Event, Level, Scenario, WeatherMode};

/// The totals and margin of each action check in `ev` (8.4).
fn totals(ev: &[Event]) -> Vec<(i32, i32, i32)> {
    checks(ev).into_iter().map(|(a, t, m)| (a.total, t.total, m)).collect()
}

/// The draws (1-based) that take `ids` from the cup in that order.
fn draws(c: &Campaign, ids: &[u8]) -> Vec<u8> {
    let mut cup = c.state().cup.clone();
    ids.iter()
        .map(|id| {
            let i = cup.iter().position(|x| x == id).unwrap_or_else(|| panic!("#{id} is not in the cup"));
            cup.remove(i);
            i as u8 + 1
        })
        .collect()
}

/// The draw (1-based) that takes a raid-size marker of `raiders` from the
/// cup (5.3).
fn marker(c: &Campaign, raiders: Option<u8>) -> u8 {
    use londons_burning::edition::RaidMarker;
    let want = match raiders {
        Some(n) => RaidMarker::Raiders(n),
        None => RaidMarker::NoRaid,
    };
    let ed = c.edition();
    c.state().markers_cup.iter().position(|&m| ed.raid_markers[m as usize] == want).expect("in the cup") as u8
        + 1
}

fn roll(kind: RollKind, values: &[u8]) -> Event {
    Event::Roll { kind, sides: 6, values: values.iter().copied().collect() }
}

#[test]
fn the_rulebook_example_of_play() {
    // ---- 13 August, the campaign begins (3) ----
    // Not given: the pilot draws put Stone (Spitfire) on fighter #1 and
    // Drake (Hurricane) on fighter #2.
    let (mut c, _) =
        scripted(Setup::new(Scenario::Short, WeatherMode::Historical, 1940), &[1, 3, 1, 1, 1, 1, 1, 1]);
    let ed = c.edition().clone();
    assert_eq!(ed.number, 2, "the example is played on board edition 2");
    let stone = c.state().pilot_in(0).unwrap() as u8;
    let drake = c.state().pilot_in(1).unwrap() as u8;
    assert_eq!(ed.pilots[stone as usize].name, "Stone");
    assert_eq!(ed.pilots[drake as usize].name, "Drake");
    let spitfire1 = c.state().plane_of(&ed, 0).unwrap();
    let hurricane2 = c.state().plane_of(&ed, 1).unwrap();
    assert_eq!(
        (ed.raf[spitfire1].number, ed.raf_types[ed.raf[spitfire1].ty].name.as_str()),
        (1, "Spitfire I")
    );
    assert_eq!(
        (ed.raf[hurricane2].number, ed.raf_types[ed.raf[hurricane2].ty].name.as_str()),
        (2, "Hurricane I")
    );
    let site = |id: &str| ed.site_by_id(id).unwrap();
    let manston = site("manston");
    let hawkinge = site("hawkinge");
    let eastchurch = site("eastchurch");
    assert_eq!(ed.sites[manston].hex, hex("D9"));
    assert_eq!(ed.sites[hawkinge].hex, hex("D6"));

    // ---- 7 a.m.: a raid bombs Manston (not given: the whole raid) ----
    assert_eq!(c.state().phase, Phase::Daylight(0));
    c.apply(Choice::StandBy).unwrap();
    let mut script = vec![marker(&c, Some(4)), 6, 3, 3];
    script.extend(draws(&c, &[2, 14, 17, 20]));
    c.dice_mut().script(script);
    c.apply(Choice::StandBy).unwrap();
    // The fighters stay on the ground; the raid flies NW, W, W from A10 to
    // Manston (D9) and bombs it.
    c.dice_mut().script([4, 3, 4]); // flight path 4; identification 7
    c.apply(Choice::StandDown).unwrap();
    let ev = c.apply(Choice::StandDown).unwrap();
    assert!(ev.contains(&Event::RaidAtTarget { site: manston as u8 }), "{ev:?}");
    assert!(c.state().damage[manston] > 0, "Manston is damaged");

    // ---- 10 a.m.: no raid (not given) ----
    assert_eq!(c.state().phase, Phase::Daylight(1));
    c.apply(Choice::StandBy).unwrap();
    let no_raid = marker(&c, None);
    c.dice_mut().script([no_raid]);
    c.apply(Choice::StandBy).unwrap();

    // ---- 2 p.m.: both fighters stand by at Hawkinge (5.2) ----
    assert_eq!(c.state().phase, Phase::Daylight(2));
    let sun = c.sun().unwrap();
    assert_eq!(ed.map.compass(sun), Compass::SW, "2 p.m.: the sun in the south-west");
    c.apply(Choice::Satellite { site: hawkinge as u8 }).unwrap();
    // Radar reports six raiders at 10,000 ft over entry 6 (the marker,
    // altitude and raider dice are not given; their results are).
    let mut script = vec![marker(&c, Some(6)), 6, 2, 3];
    script.extend(draws(&c, &[4, 5, 10, 19, 22, 24]));
    c.dice_mut().script(script);
    let ev = c.apply(Choice::Satellite { site: hawkinge as u8 }).unwrap();
    assert!(ev.contains(&Event::RaidPlaced {
        entry: 6,
        hex: hex("A10"),
        reported: Level::A10,
        size: 6,
        extra: 0,
        blitz: false
    }));
    for f in 0..2 {
        let pl = &c.state().planes[c.state().plane_of(&ed, f).unwrap()];
        assert_eq!((pl.hex, pl.level), (hex("D6"), Level::Airfield), "#{} at Hawkinge", f + 1);
    }

    // ---- first impulse ----
    // RAF movement: both take off to Ground level facing D7 (6.1); their
    // fatigue rises one step.
    let Decision::Move { fighter: 0, moves, .. } = decision(&c) else { panic!() };
    let up = moves.iter().find(|m| m.take_off && m.facing == Dir::Right).expect("take off facing D7");
    assert_eq!(ed.map.grid.neighbour(up.hex, up.facing), Some(hex("D7")));
    c.apply(Choice::Move { actions: vec![TakeOff(Dir::Right)] }).unwrap();
    c.dice_mut().script([4]);
    let ev = c.apply(Choice::Move { actions: vec![TakeOff(Dir::Right)] }).unwrap();
    for p in [stone, drake] {
        assert_eq!(c.state().pilots[p as usize].fatigue, 1);
    }
    // Luftwaffe movement: a 4 puts the raid over Manston; it is damaged, so
    // the raiders do not bomb.
    assert!(ev.contains(&roll(RollKind::FlightPath, &[4])));
    let moved: Vec<_> = ev
        .iter()
        .filter_map(|e| if let Event::RaidMoves { to, .. } = e { Some(*to) } else { None })
        .collect();
    assert_eq!(moved, [hex("B10"), hex("C10"), hex("D9")]);
    assert!(!ev.iter().any(|e| matches!(e, Event::RaidAtTarget { .. } | Event::Bombed { .. })));

    // ---- second impulse ----
    // RAF movement: two hexes to Dunkirk (F7), two levels up to 10,000 ft.
    let two_up = vec![Climb, Climb, Enter(Dir::UpRight), Enter(Dir::UpRight)];
    let Decision::Move { fighter: 0, moves, .. } = decision(&c) else { panic!() };
    let m = moves.iter().find(|m| m.actions == two_up).expect("legal");
    assert_eq!((m.hex, m.level, m.path.clone()), (hex("F7"), Level::A10, vec![hex("E7"), hex("F7")]));
    assert_eq!(ed.site_at(hex("F7")), Some(site("dunkirk")));
    c.apply(Choice::Move { actions: two_up.clone() }).unwrap();
    c.dice_mut().script([1]);
    let ev = c.apply(Choice::Move { actions: two_up }).unwrap();
    // Luftwaffe movement: a 1 sends the raid to G8 (W, W, W: E9, F8, G8).
    assert!(ev.contains(&roll(RollKind::FlightPath, &[1])));
    assert!(ev.contains(&Event::RaidMoves { to: hex("G8"), facing: Dir::UpLeft }));
    assert_eq!(ed.map.compass(Dir::UpLeft), Compass::W);
    // From G8 it could bomb Eastchurch, Rochford or Canewdon next (see
    // tests/suite/board.rs).

    // ---- third impulse: both fighters intercept in G8 ----
    c.dice_mut().script([
        4, 4, // exact altitude 8: no change, odd-ID fighters to top cover
        5, 6, // round 1: Spitfire 6+2+5 = 13 vs Me109 #5 6+6 = 12
        5, 4, // one burst: a 5 and a 4, one hit (double-4 guns)
        3, // the hit: the Me109's pilot
        3, 1, // Hurricane head-on: both hit (double-5)
        1, 5, // Engine L, and 5 counts as Engine L head-on: destroyed
        3, // the He111's nose gun answers: a 3, no hit
        2, // Me109 #4 picks the Spitfire (1-3)
        4, // Me110 #10 picks the Hurricane (4-6)
        4, 5, // Me109 #4 6-2+4 = 8 vs Spitfire 6+5 = 11
        3, 2, // Me110 4+3 = 7 vs Hurricane 5+2 = 7: no shot
        3, // end of round 1: 3 > 1, the combat goes on
        1, 6, // round 2: the Spitfire loses against Me109 #4 (not given)
        6, 5, // Hurricane 5+6 = 11 vs Ju87 0+1+5 = 6: wins by 5
        1, 2, 3, 4, 6, 6, // three bursts: four hits (dice not given)
        4, 2, 4, 4, // Gunner, Engine, Gunner, Gunner
        6, // Me109 #4 picks the Hurricane (4-6)
        6, // Me110 #10 picks the Hurricane too
        4, 3, // Me109 6+1+4 = 11 vs Hurricane 5+3 = 8 (R13: no frame hit)
        1, 2, 3, 4, 5, 6, // three bursts (limited from 3): four hits (not given)
        3, 1, 2, 5, // Pilot, Engine, Engine, Frame A: destroyed
        2, // Drake bails out over G8 (land): survives (not given)
        1, // end of round 2: 1 <= 2, the combat ends
        3, // flight path 3: W to Eastchurch (H7)
        1, // Drake's wound roll: shaken (not given)
    ]);
    // The Spitfire climbs two levels to 20,000 ft, moves to G7 and into G8
    // out of the sun (from the south-west).
    let spit_moves = vec![Climb, Climb, Enter(Dir::UpLeft), Enter(Dir::Right)];
    let Decision::Move { fighter: 0, moves, .. } = decision(&c) else { panic!() };
    let spit = moves.iter().find(|m| m.actions == spit_moves).expect("the Spitfire's move is legal");
    assert_eq!(
        (spit.hex, spit.level, spit.path.clone()),
        (hex("G8"), Level::A20, vec![hex("G7"), hex("G8")])
    );
    assert!(spit.intercepts && spit.from_sun && !spit.head_on);
    c.apply(Choice::Move { actions: spit_moves }).unwrap();
    // The Hurricane climbs to 15,000 ft, flies G7 and H7 and into G8 head-on
    // (facing E, the raid faces W).
    let hurri_moves = vec![Climb, Enter(Dir::UpLeft), Enter(Dir::UpRight), Enter(Dir::DownRight)];
    let Decision::Move { fighter: 1, moves, .. } = decision(&c) else { panic!() };
    let hurri = moves.iter().find(|m| m.actions == hurri_moves).expect("the Hurricane's move is legal");
    assert_eq!(
        (hurri.hex, hurri.level, hurri.path.clone()),
        (hex("G8"), Level::A15, vec![hex("G7"), hex("H7"), hex("G8")])
    );
    assert!(hurri.intercepts && hurri.head_on && !hurri.from_sun);
    assert_eq!(ed.map.compass(hurri.facing), Compass::E);
    let ev = c.apply(Choice::Move { actions: hurri_moves }).unwrap();

    // ---- identification after all RAF movement (7.1) ----
    assert!(ev.contains(&roll(RollKind::ExactAltitude, &[4, 4])));
    assert!(ev.contains(&Event::Identified {
        raiders: vec![4, 5, 10, 19, 22, 24],
        exact: Level::A10,
        shift: 0,
        top_cover: vec![5]
    }));
    let level = |c: &Campaign, id: u8| c.state().raid.as_ref().unwrap().raider(id).unwrap().level;
    assert_eq!(level(&c, 5), Level::A15, "Me109 #5 climbs to 15,000 ft");
    for id in [4, 10, 19, 22, 24] {
        assert_eq!(level(&c, id), Level::A10);
    }

    // ---- placement (7.3-7.5) ----
    assert_eq!(decision(&c), Decision::Placement { fighter: 0, sun: true, head_on: false });
    c.apply(Choice::Place { pos: BoxPos::OutOfSun }).unwrap();
    assert_eq!(decision(&c), Decision::Placement { fighter: 1, sun: false, head_on: true });
    let ev = c.apply(Choice::Place { pos: BoxPos::HeadOn { sun: false } }).unwrap();
    assert!(ev.contains(&Event::RoundBegins { round: 1 }));

    // ---- round 1, RAF segment ----
    let Decision::Attack { fighter: 0, targets } = decision(&c) else { panic!() };
    assert_eq!(
        targets.iter().map(|t| t.id).collect::<Vec<_>>(),
        [5],
        "only #5 is within one level of 20,000 ft"
    );
    let odds = targets[0].odds.unwrap();
    assert_eq!((odds.attacker, odds.target), (8, 6), "Spitfire 6 +2 out of the sun; Me109 6");
    assert!((odds.fire - 26.0 / 36.0).abs() < 1e-9, "P(d6+8 > d6+6) = 26/36, not {}", odds.fire);
    c.apply(Choice::Attack { target: 5 }).unwrap();
    let Decision::Attack { fighter: 1, targets } = decision(&c) else { panic!() };
    assert!(targets.iter().all(|t| t.head_on && t.odds.is_none()));
    assert_eq!(targets.len(), 6, "head-on: any target within one level of 15,000 ft");
    let ev = c.apply(Choice::Attack { target: 22 }).unwrap();
    // The Spitfire dove out of the sun: 6 + 2 + 5 = 13 against 6 + 6 = 12.
    let (a, t, _) = checks(&ev)[0].clone();
    assert_eq!((a.action, a.mods.clone(), a.die, a.total), (6, vec![(Modifier::OutOfSun, 2)], 5, 13));
    assert_eq!((t.action, t.mods.clone(), t.die, t.total), (6, vec![], 6, 12));
    assert!(ev.contains(&Event::Fires { attacker: Craft::Raf(0), target: Craft::German(5), bursts: 1 }));
    assert!(ev.contains(&roll(RollKind::Fire, &[5, 4])));
    assert_eq!(hits(&ev, Craft::German(5), &c), ["Pilot"]);
    // The Hurricane's head-on attack: no check, one burst, 3 and 1 both hit;
    // 1 and 5 are both the left engine: the He111 is destroyed.
    assert!(ev.contains(&Event::HeadOn { attacker: Craft::Raf(1), target: Craft::German(22) }));
    assert!(ev.contains(&roll(RollKind::HeadOnFire, &[3, 1])));
    assert_eq!(hits(&ev, Craft::German(22), &c), ["Engine L", "Engine L"]);
    assert!(ev.contains(&Event::Destroyed { craft: Craft::German(22) }));
    assert!(ev.contains(&Event::Victory { pilot: drake, id: 22, total: 1 }));
    // The He111 answers with its nose gun even though destroyed: a 3, miss.
    assert!(ev.contains(&Event::HeadOnAnswer { from: Craft::German(22), at: Craft::Raf(1) }));
    assert!(ev.contains(&roll(RollKind::HeadOnAnswer, &[3])));
    assert!(hits(&ev, Craft::Raf(1), &c).is_empty());

    // ---- round 1, Luftwaffe segment ----
    // Me109 #5 withdraws: its pilot is wounded.
    assert!(ev.contains(&Event::Withdraws { craft: Craft::German(5), reason: WithdrawReason::PilotHit }));
    assert!(c.state().cup.contains(&5), "back to the Luftwaffe pile");
    assert!(ev.contains(&roll(RollKind::GermanTarget, &[2])));
    assert!(ev.contains(&roll(RollKind::GermanTarget, &[4])));
    let cs = totals(&ev);
    assert_eq!(cs[1], (8, 11, -3), "Me109 #4 6 -2 (climb) +4 = 8 vs Spitfire 6+5 = 11");
    assert_eq!(cs[2], (7, 7, 0), "Me110 4+3 = 7 vs Hurricane 5+2 = 7: no shot");
    let (a, _, _) = checks(&ev)[1].clone();
    assert_eq!(a.mods, vec![(Modifier::Climb, -2)]);
    assert!(ev.contains(&Event::NoShot { attacker: Craft::German(4) }));
    assert!(ev.contains(&Event::NoShot { attacker: Craft::German(10) }));
    assert!(ev.contains(&Event::RoundEnds { round: 1, ends: false }), "a 3 does not end round 1");
    assert!(ev.contains(&Event::RoundBegins { round: 2 }));

    // ---- round 2, RAF segment ----
    c.apply(Choice::Attack { target: 4 }).unwrap();
    let Decision::Attack { fighter: 1, targets } = decision(&c) else { panic!() };
    let ju87 = targets.iter().find(|t| t.id == 24).unwrap();
    assert!(!ju87.head_on, "head-on only in the first round (8.6)");
    assert_eq!(
        (ju87.odds.unwrap().attacker, ju87.odds.unwrap().target),
        (5, 1),
        "Ju87 0 +1 for the unattacked Me110"
    );
    let ev = c.apply(Choice::Attack { target: 24 }).unwrap();
    let cs = totals(&ev);
    assert_eq!(cs[0], (7, 12, -5), "the Spitfire loses its check against the Me109");
    assert_eq!(cs[1], (11, 6, 5), "Hurricane 5+6 = 11 vs Ju87 0+1+5 = 6");
    let (_, t, _) = checks(&ev)[1].clone();
    assert_eq!(t.mods, vec![(Modifier::Unattacked, 1)], "+1 for the Me110, nothing for the Do17 (R11)");
    // Won by five, four bursts of ammunition left: the player declares 1-4
    // and fires three (six dice).
    assert_eq!(decision(&c), Decision::Bursts { fighter: 1, target: 24, max: 4 });
    let ev = c.apply(Choice::Bursts { n: 3 }).unwrap();
    assert!(ev.contains(&roll(RollKind::Fire, &[1, 2, 3, 4, 6, 6])));
    assert!(ev.contains(&Event::Hits { n: 4 }));
    assert_eq!(hits(&ev, Craft::German(24), &c), ["Gunner", "Engine", "Gunner", "Gunner"]);
    // R13: the gunner was killed by this attack: no return fire.
    assert!(!ev.iter().any(|e| matches!(e, Event::ReturnFire { .. })));
    // The Ju87 must withdraw with its engine hit: three hexes of range from
    // 10,000 ft cannot reach France, it crashes: another victory.
    assert!(ev.contains(&Event::EngineRange { id: 24, range: 3, need: 7, reaches: false }));
    assert!(ev.contains(&Event::Crashes { id: 24 }));
    assert!(ev.contains(&Event::Victory { pilot: drake, id: 24, total: 2 }));

    // ---- round 2, Luftwaffe segment ----
    let cs = totals(&ev);
    assert_eq!(cs, [(11, 8, 3)], "Me109 6 +1 (dive) +4 = 11 vs Hurricane 5+3 = 8 (R13)");
    let (a, t, _) = checks(&ev)[0].clone();
    assert_eq!(a.mods, vec![(Modifier::Dive, 1)]);
    assert_eq!(t.mods, vec![], "no frame hit on the Hurricane: action 8, not 7");
    assert!(ev.contains(&roll(RollKind::GermanTarget, &[6])));
    assert!(
        ev.contains(&Event::Fires { attacker: Craft::German(4), target: Craft::Raf(1), bursts: 3 }),
        "won by 3: three bursts"
    );
    assert_eq!(hits(&ev, Craft::Raf(1), &c), ["Pilot", "Engine", "Engine", "Frame A"]);
    assert!(ev.contains(&Event::Destroyed { craft: Craft::Raf(1) }));
    assert!(ev.contains(&Event::RafLoss { fighter: 2 }));
    assert!(ev.contains(&Event::BailOut {
        pilot: drake,
        hex: hex("G8"),
        terrain: Terrain::Land,
        modifier: 0,
        total: 2,
        survives: true,
        on_ground: false
    }));
    // The Me110 cannot fire: its target is destroyed and it cannot switch.
    assert!(ev.contains(&Event::AttackCancelled { attacker: Craft::German(10), target: Craft::Raf(1) }));
    assert!(ev.contains(&Event::RoundEnds { round: 2, ends: true }), "a 1 ends the combat");
    // The Spitfire lands at once, at its base.
    let Decision::Land { fighter: 0, forced: false, options } = decision(&c) else { panic!() };
    let base = ed.sites[c.state().base as usize].hex;
    assert_eq!(options[0].hex, base, "the base is offered first");
    let ev = c.apply(Choice::Land { hex: base }).unwrap();

    // ---- Luftwaffe movement and bombing ----
    // A 3 (W, NW, W) sends the raid to Eastchurch (H7), where it stops.
    assert!(ev.contains(&roll(RollKind::FlightPath, &[3])));
    assert_eq!(ed.sites[eastchurch].hex, hex("H7"));
    assert_eq!(ed.sites[eastchurch].kind, SiteKind::Emergency);
    assert!(ev.contains(&Event::RaidAtTarget { site: eastchurch as u8 }));
    // The Do17 drops its bomb from 10,000 ft: one point.
    let bombed = ev.iter().find_map(|e| match e {
        Event::Bombed { site, drops, damage, total, .. } => Some((*site, drops.clone(), *damage, *total)),
        _ => None,
    });
    assert_eq!(bombed, Some((eastchurch as u8, vec![(19, Level::A10, 1, 1)], 1, 1)));
    // The raid is over: the three survivors go back to the pile.
    assert!(ev.contains(&Event::BackToCup { units: vec![4, 10, 19] }));
    assert!(ev.contains(&Event::RaidEnds));
    // Drake was hit: the wound table at the end of the raid.
    assert!(ev.contains(&Event::Wound { pilot: drake, result: WoundResult::Shaken, until: None }));

    // The score and the state after the raid: the 2 p.m. phase is over.
    let st = c.state();
    assert_eq!(st.phase, Phase::Daylight(3));
    assert_eq!(st.pilots[drake as usize].victories, 2);
    assert_eq!(st.pilots[stone as usize].victories, 0);
    assert_eq!((st.tally.raf_victories, st.tally.raf_losses), (2, 1));
    assert_eq!(st.pilots[drake as usize].bailed_out, Some(hex("G8")));
    assert!(st.pilots[drake as usize].shaken);
    assert_eq!(st.pilots[drake as usize].status, PilotStatus::Flying(1));
    assert_eq!(st.planes[hurricane2].status, PlaneStatus::Destroyed);
    assert!(st.destroyed.contains(&22) && st.destroyed.contains(&24));
    assert_eq!(st.damage[eastchurch], 1);
    assert!(st.damage[manston] > 0);
    assert_eq!(c.state().dice.scripted_left(), 0, "every scripted die was used");
}
