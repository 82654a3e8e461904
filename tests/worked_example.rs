//! The rulebook's example of play (after section 15): 2 p.m., 13 August,
//! Spitfire #1 and Hurricane #2 against Me109 #4 and #5, Me110 #10, Do17
//! #19, He111 #22 and Ju87 #24, reproduced from scripted dice.
//!
//! The map of this edition is a reconstruction, so the approach is rebuilt
//! on it: the raid sits in G8 facing NW; both fighters start in F6 at
//! 10,000 ft; the Spitfire climbs to 20,000 ft and enters G8 from F7 out of
//! the 2 p.m. sun (south-west); the Hurricane climbs to 15,000 ft and enters
//! G8 from H7 facing the raid head-on. From there every die is the example's.
//!
//! Where the example contradicts rule 8.44 (the Ju87 fires back after its
//! gunner was killed by the same burst), ruling R13 applies: no return fire,
//! the Hurricane takes no frame hit, and its action against the Me109 in the
//! next segment is 8, not 7. The Me109's six dice still destroy it.

mod common;
use common::*;
use londons_burning::edition::{SiteKind, Terrain, WoundResult};
use londons_burning::rules::combat::{BoxPos, Craft, Modifier, WithdrawReason};
use londons_burning::rules::events::RollKind;
use londons_burning::rules::movement::MoveAction::*;
use londons_burning::rules::raid::Raid;
use londons_burning::rules::state::{Phase, PilotStatus, PlaneStatus};
use londons_burning::rules::step::Step;
use londons_burning::rules::{Campaign, Choice, Decision, Dir, Event, Level, Scenario, WeatherMode};

/// The situation at the start of the third impulse.
fn situation() -> Campaign {
    let ed = ed();
    // Pilots: Stone (Spitfire) flies #1, Drake (Hurricane) #2.
    let (c, _) =
        scripted(Setup::new(Scenario::Regular, WeatherMode::Historical, 1940), &[1, 3, 1, 1, 1, 1, 1, 1]);
    let mut st = c.into_state();
    assert_eq!(ed.pilots[st.pilot_in(0).unwrap()].name, "Stone");
    assert_eq!(ed.pilots[st.pilot_in(1).unwrap()].name, "Drake");
    st.phase = Phase::Daylight(2);
    for slot in 0..2 {
        let p = st.pilot_in(slot).unwrap();
        st.pilots[p].fatigue = 1; // they took off in the first impulse
        let plane = st.plane_of(&ed, slot).unwrap();
        let pl = &mut st.planes[plane];
        pl.hex = hex("F6");
        pl.level = Level::A10;
        pl.facing = Dir::UpRight;
    }
    // West Malling (G8) is already damaged, like Manston in the example, so
    // the raid did not stop there to bomb.
    let wm = ed.site_by_id("west-malling").unwrap();
    assert_eq!(ed.sites[wm].hex, hex("G8"));
    st.damage[wm] = 1;
    let ids = [4u8, 5, 10, 19, 22, 24];
    st.cup.retain(|id| !ids.contains(id));
    let mut raid = Raid::new(6, hex("G8"), Dir::UpLeft, Level::A10, &ids, 0);
    raid.impulse = 2;
    st.raid = Some(raid);
    st.step = Step::ImpulseStart;
    let (c, _) = Campaign::resume(ed, st);
    assert!(c.invariant_violations().is_empty(), "{:?}", c.invariant_violations());
    c
}

/// The totals and margin of each action check in `ev` (8.4).
fn totals(ev: &[Event]) -> Vec<(i32, i32, i32)> {
    checks(ev).into_iter().map(|(a, t, m)| (a.total, t.total, m)).collect()
}

#[test]
fn the_rulebook_example_of_play() {
    let mut c = situation();
    let ed = c.edition().clone();
    let stone = c.state().pilot_in(0).unwrap() as u8;
    let drake = c.state().pilot_in(1).unwrap() as u8;
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
        1, 6, // round 2: Spitfire vs Me109 #4 loses (not given by the example)
        6, 5, // Hurricane 5+6 = 11 vs Ju87 0+1+5 = 6: wins by 5
        1, 2, 3, 4, 6, 6, // three bursts: four hits
        4, 2, 4, 4, // Gunner, Engine, Gunner, Gunner
        6, // Me109 #4 picks the Hurricane (4-6)
        6, // Me110 #10 picks the Hurricane too
        4, 3, // Me109 6+1+4 = 11 vs Hurricane 5+3 = 8 (R13: no frame hit)
        1, 2, 3, 4, 5, 6, // three bursts (limited from 3): four hits
        3, 1, 2, 5, // Pilot, Engine, Engine, Frame A: destroyed
        2, // Drake bails out over G8 (land): survives
        1, // end of round 2: 1 <= 2, the combat ends
        6, // flight path 6 at speed 3: NW, NW, E to Gravesend
        1, // Drake's wound roll: shaken
    ]);

    // ---- RAF movement of the third impulse ----
    let Decision::Move { fighter: 0, moves, .. } = decision(&c) else { panic!() };
    let spit = moves
        .iter()
        .find(|m| m.hex == hex("G8") && m.level == Level::A20 && m.facing == Dir::UpRight)
        .expect("the Spitfire's move is legal");
    assert!(spit.intercepts && spit.from_sun && !spit.head_on);
    c.apply(Choice::Move { actions: vec![Climb, Climb, Enter(Dir::Right), Enter(Dir::UpRight)] }).unwrap();
    let Decision::Move { fighter: 1, moves, .. } = decision(&c) else { panic!() };
    let hurri = moves
        .iter()
        .find(|m| m.hex == hex("G8") && m.level == Level::A15 && m.facing == Dir::DownRight)
        .expect("the Hurricane's move is legal");
    assert!(hurri.intercepts && hurri.head_on && !hurri.from_sun);
    let ev = c
        .apply(Choice::Move {
            actions: vec![Climb, Enter(Dir::UpRight), Enter(Dir::UpRight), Enter(Dir::DownRight)],
        })
        .unwrap();

    // ---- identification after all RAF movement (7.1) ----
    assert!(ev.contains(&Event::Roll {
        kind: RollKind::ExactAltitude,
        sides: 6,
        values: smallvec::smallvec![4, 4]
    }));
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
    // Margins 1..7 allow 1..5 bursts (five bursts of ammunition).
    assert!((odds.bursts[0] - 5.0 / 36.0).abs() < 1e-9);
    assert!((odds.bursts[4] - 6.0 / 36.0).abs() < 1e-9);
    assert!((odds.expected_bursts - 78.0 / 36.0).abs() < 1e-9);
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
    assert!(ev.contains(&Event::Roll { kind: RollKind::Fire, sides: 6, values: smallvec::smallvec![5, 4] }));
    assert_eq!(hits(&ev, Craft::German(5), &c), ["Pilot"]);
    // The Hurricane's head-on attack: no check, one burst, 3 and 1 both hit;
    // 1 and 5 are both the left engine: the He111 is destroyed.
    assert!(ev.contains(&Event::HeadOn { attacker: Craft::Raf(1), target: Craft::German(22) }));
    assert!(ev.contains(&Event::Roll {
        kind: RollKind::HeadOnFire,
        sides: 6,
        values: smallvec::smallvec![3, 1]
    }));
    assert_eq!(hits(&ev, Craft::German(22), &c), ["Engine L", "Engine L"]);
    assert!(ev.contains(&Event::Destroyed { craft: Craft::German(22) }));
    assert!(ev.contains(&Event::Victory { pilot: drake, id: 22, total: 1 }));
    // The He111 answers with its nose gun even though destroyed: a 3, miss.
    assert!(ev.contains(&Event::HeadOnAnswer { from: Craft::German(22), at: Craft::Raf(1) }));
    assert!(ev.contains(&Event::Roll {
        kind: RollKind::HeadOnAnswer,
        sides: 6,
        values: smallvec::smallvec![3]
    }));
    assert!(hits(&ev, Craft::Raf(1), &c).is_empty());

    // ---- round 1, Luftwaffe segment ----
    // Me109 #5 withdraws: its pilot is wounded.
    assert!(ev.contains(&Event::Withdraws { craft: Craft::German(5), reason: WithdrawReason::PilotHit }));
    assert!(c.state().cup.contains(&5), "back to the Luftwaffe pile");
    assert!(ev.contains(&Event::Roll {
        kind: RollKind::GermanTarget,
        sides: 6,
        values: smallvec::smallvec![2]
    }));
    assert!(ev.contains(&Event::Roll {
        kind: RollKind::GermanTarget,
        sides: 6,
        values: smallvec::smallvec![4]
    }));
    let cs = totals(&ev);
    assert_eq!(cs[1], (8, 11, -3), "Me109 #4 6 -2 (climb) +4 = 8 vs Spitfire 6+5 = 11");
    assert_eq!(cs[2], (7, 7, 0), "Me110 4+3 = 7 vs Hurricane 5+2 = 7: no shot");
    let (a, _, _) = checks(&ev)[1].clone();
    assert_eq!(a.mods, vec![(Modifier::Climb, -2)]);
    assert!(ev.contains(&Event::NoShot { attacker: Craft::German(4) }));
    assert!(ev.contains(&Event::NoShot { attacker: Craft::German(10) }));
    assert!(ev.contains(&Event::RoundEnds { round: 1, ends: false }));
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
    // Five won, four bursts of ammunition left: the player declares 1-4.
    assert_eq!(decision(&c), Decision::Bursts { fighter: 1, target: 24, max: 4 });
    let ev = c.apply(Choice::Bursts { n: 3 }).unwrap();
    assert!(ev.contains(&Event::Roll {
        kind: RollKind::Fire,
        sides: 6,
        values: smallvec::smallvec![1, 2, 3, 4, 6, 6]
    }));
    assert!(ev.contains(&Event::Hits { n: 4 }));
    assert_eq!(hits(&ev, Craft::German(24), &c), ["Gunner", "Engine", "Gunner", "Gunner"]);
    // R13: the gunner was killed by this attack: no return fire (the
    // example's frame hit on the Hurricane does not happen).
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
        survives: true
    }));
    // The Me110 cannot fire: its target is destroyed and it cannot switch.
    assert!(ev.contains(&Event::AttackCancelled { attacker: Craft::German(10), target: Craft::Raf(1) }));
    assert!(ev.contains(&Event::RoundEnds { round: 2, ends: true }));
    // The Spitfire lands at once, at its base.
    let Decision::Land { fighter: 0, forced: false, options } = decision(&c) else { panic!() };
    let base = ed.sites[c.state().base as usize].hex;
    assert_eq!(options[0].hex, base, "the base is offered first");
    let ev = c.apply(Choice::Land { hex: base }).unwrap();

    // ---- Luftwaffe movement and bombing ----
    assert!(ev.contains(&Event::FlightPath {
        roll: 6,
        speed: 3,
        steps: smallvec::smallvec![Dir::UpLeft, Dir::UpLeft, Dir::Right],
        homeward: false
    }));
    let gravesend = ed.site_by_id("gravesend").unwrap();
    assert_eq!(ed.sites[gravesend].kind, SiteKind::Satellite);
    assert!(ev.contains(&Event::RaidAtTarget { site: gravesend as u8 }));
    // The Do17 drops its bomb from 10,000 ft: one point.
    let bombed = ev.iter().find_map(|e| match e {
        Event::Bombed { site, drops, damage, total, .. } => Some((*site, drops.clone(), *damage, *total)),
        _ => None,
    });
    assert_eq!(bombed, Some((gravesend as u8, vec![(19, Level::A10, 1, 1)], 1, 1)));
    // The raid is over: the three survivors go back to the pile.
    assert!(ev.contains(&Event::BackToCup { units: vec![4, 10, 19] }));
    assert!(ev.contains(&Event::RaidEnds));
    // Drake was hit: the wound table at the end of the raid.
    assert!(ev.contains(&Event::Wound { pilot: drake, result: WoundResult::Shaken, until: None }));

    // The score and the state after the raid.
    let st = c.state();
    assert_eq!(st.pilots[drake as usize].victories, 2);
    assert_eq!(st.pilots[stone as usize].victories, 0);
    assert_eq!((st.tally.raf_victories, st.tally.raf_losses), (2, 1));
    assert_eq!(st.pilots[drake as usize].bailed_out, Some(hex("G8")));
    assert!(st.pilots[drake as usize].shaken);
    assert_eq!(st.pilots[drake as usize].status, PilotStatus::Flying(1));
    let hurricane2 = st.plane_of(&ed, 1).unwrap();
    assert_eq!(st.planes[hurricane2].status, PlaneStatus::Destroyed);
    assert!(st.destroyed.contains(&22) && st.destroyed.contains(&24));
    assert_eq!(st.damage[gravesend], 1);
    assert_eq!(c.state().dice.scripted_left(), 0, "every scripted die was used");
    assert!(c.invariant_violations().is_empty(), "{:?}", c.invariant_violations());
}
