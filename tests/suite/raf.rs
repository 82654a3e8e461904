//! The RAF side, rule by rule, with scripted dice: positioning (5.2, 14.2),
//! flight (6), interception (7), air combat (8, 14.1, 14.3), damage and
//! fates (9, 11), reserves (11.5), the night (12) and aces (13.1).

use crate::common::*;
use londons_burning::edition::{Terrain, WoundResult};
use londons_burning::rules::combat::{BoxPos, CheckSide, Craft, Modifier, WithdrawReason};
use londons_burning::rules::events::{RollKind, SleepKind};
use londons_burning::rules::movement::{MoveAction::*, MoveError};
use londons_burning::rules::state::{PilotStatus, PlaneStatus};
use londons_burning::rules::step::Step;
use londons_burning::rules::{Campaign, Choice, Decision, Dir, Event, Illegal, Level, Options, Pending};

fn mods(s: &CheckSide) -> Vec<(Modifier, i8)> {
    s.mods.clone()
}

fn pilot(c: &Campaign, slot: u8) -> usize {
    c.state().pilot_in(slot).unwrap()
}

fn plane(c: &Campaign, slot: u8) -> usize {
    c.state().plane_of(c.edition(), slot).unwrap()
}

// ---------------------------------------------------------------------
// Positioning (5.2, 14.2)

#[test]
fn positioning_options_and_effects() {
    let (mut c, _) = Builder::new().damage("gravesend", 1).at(Step::Position(0), &[]);
    let Decision::Position(o) = decision(&c) else { panic!() };
    assert_eq!(o.fighter, 0);
    // Undamaged satellites only.
    assert_eq!(o.satellites.len(), 7);
    assert!(!o.satellites.contains(&(site("gravesend") as u8)));
    // Any target, at any level; over balloons from 10,000 ft only (6.7).
    assert_eq!(o.patrol_sites.len(), 28);
    let dover = o.patrol_sites.iter().position(|&s| s as usize == site("dover")).unwrap();
    assert_eq!(o.patrol_levels(dover).next().as_ref(), Some(&Level::A10));
    let rye = o.patrol_sites.iter().position(|&s| s as usize == site("rye")).unwrap();
    assert_eq!(o.patrol_levels(rye).next().as_ref(), Some(&Level::Ground));
    assert!(o.bases.is_empty(), "14.2 is optional");
    // Listed one by one (the bots' way), the options are every distinct
    // legal answer: standing by, 7 satellites, and every patrol — 7
    // altitudes with any of 6 facings, 5 altitudes over a balloon hex.
    let d = Decision::Position(o.clone());
    let balloons = (0..28).filter(|&i| o.patrol_levels(i).next() == Some(Level::A10)).count();
    let n = 1 + 7 + (28 - balloons) * 7 * 6 + balloons * 5 * 6;
    assert_eq!(d.option_count(), n);
    let all = d.options();
    assert_eq!(all.len(), n);
    let distinct: std::collections::HashSet<_> = all.iter().collect();
    assert_eq!(distinct.len(), n, "every option once");
    assert!(all.iter().all(|x| d.allows(x)));
    assert_eq!(d.option(n), None);
    assert!(
        c.apply(Choice::Patrol { site: site("dover") as u8, level: Level::A5, facing: Dir::DownRight })
            .is_err()
    );
    assert!(matches!(
        c.apply(Choice::Satellite { site: site("gravesend") as u8 }),
        Err(Illegal::NotAnOption { rule: "5.2" })
    ));
    assert!(matches!(c.apply(Choice::Pass), Err(Illegal::NotThisDecision { .. })));
    // A patrol: fatigue +1, airborne over the target.
    let ev = c
        .apply(Choice::Patrol { site: site("rye") as u8, level: Level::A20, facing: Dir::DownRight })
        .unwrap();
    assert!(ev.contains(&Event::Fatigue { pilot: pilot(&c, 0) as u8, from: 0, to: 1 }));
    let p = &c.state().planes[plane(&c, 0)];
    assert_eq!((p.hex, p.level, p.facing), (hex("E4"), Level::A20, Dir::DownRight), "Rye is in E4");
    // A satellite: no fatigue. (Then a raid of 4 is drawn, so nobody lands.)
    c.dice_mut().script([7, 1, 3, 3, 1, 1, 1, 1]);
    let ev = c.apply(Choice::Satellite { site: site("hawkinge") as u8 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::Fatigue { .. })));
    assert!(ev.contains(&Event::MovesToSatellite { fighter: 2, site: site("hawkinge") as u8 }));
    let p = &c.state().planes[plane(&c, 1)];
    assert_eq!((p.hex, p.level), (hex("D6"), Level::Airfield), "Hawkinge is in D6");
}

#[test]
fn inactive_pilots_cannot_position() {
    // Fighter #1 shaken, fighter #2 exhausted: nobody to position, straight
    // to the raid draw.
    let (_, ev) = Builder::new().without(0).fatigue(1, 6).at(Step::Position(0), &[1]);
    assert!(ev.iter().any(|e| matches!(e, Event::MarkerDrawn { .. })));
    // Bailed out: fighter #2 decides first.
    let (c, _) = Builder::new()
        .with(|st| {
            let p = st.pilot_in(0).unwrap();
            st.pilots[p].bailed_out = Some(hex("G8"));
        })
        .at(Step::Position(0), &[]);
    assert!(matches!(decision(&c), Decision::Position(o) if o.fighter == 1));
    // At F5 a pilot may still patrol (R4b).
    let (mut c, _) = Builder::new().fatigue(0, 5).at(Step::Position(0), &[]);
    c.apply(Choice::Patrol { site: 0, level: Level::A10, facing: Dir::Right }).unwrap();
    assert_eq!(c.state().pilots[pilot(&c, 0)].fatigue, 6);
}

#[test]
fn base_change_moves_the_section_and_grounds_it_for_the_phase() {
    let b = Builder::new().with(|st| st.setup.options = Options { base_change: true, ..Default::default() });
    // The raid draw after the change: 4 Raiders, entry 1, 3+3, raiders.
    let (mut c, _) = b.at(Step::Position(0), &[7, 1, 3, 3, 1, 1, 1, 1]);
    let Decision::Position(o) = decision(&c) else { panic!() };
    assert_eq!(o.bases.len(), 4, "the other four sector airfields");
    let kenley = site("kenley") as u8;
    let ev = c.apply(Choice::ChangeBase { site: kenley }).unwrap();
    assert!(ev.contains(&Event::BaseChosen { site: kenley }));
    assert_eq!(
        ev.iter().filter(|e| matches!(e, Event::Fatigue { from: 0, to: 1, .. })).count(),
        2,
        "both pilots +1"
    );
    assert_eq!(c.state().base, kenley);
    for f in 0..2 {
        assert_eq!(c.state().planes[plane(&c, f)].hex, hex("M3"), "Kenley is in M3");
    }
    // No positioning of fighter #2, and no take-off this phase: the raid
    // flies with no RAF decision at all until the next phase.
    assert!(ev.iter().any(|e| matches!(e, Event::RaidPlaced { .. })));
    assert!(!matches!(decision(&c), Decision::Move { .. }));
}

// ---------------------------------------------------------------------
// Flight (6)

/// A raid far away (A10, entry 6, facing NW) so the fighters can fly about.
fn flying() -> Builder {
    Builder::new().raid("A10", Dir::UpRight, Level::A15, &[17, 18])
}

#[test]
fn take_off_costs_everything_and_a_fatigue_step() {
    let (mut c, ev) = flying().at(Step::ImpulseStart, &[]);
    assert!(ev.contains(&Event::ImpulseBegins { n: 1, radar_delay: false }));
    let Decision::Move { fighter: 0, moves, stand_down: true } = decision(&c) else { panic!() };
    assert_eq!(moves.len(), 7, "stay, or take off facing any of six hexsides");
    assert!(
        c.apply(Choice::Move { actions: vec![TakeOff(Dir::UpRight), Climb] })
            == Err(Illegal::Move(MoveError::OnTheGround))
    );
    let ev = c.apply(Choice::Move { actions: vec![TakeOff(Dir::UpRight)] }).unwrap();
    assert!(ev.contains(&Event::TakesOff { fighter: 1, facing: Dir::UpRight }));
    assert!(ev.contains(&Event::Fatigue { pilot: pilot(&c, 0) as u8, from: 0, to: 1 }));
    let p = &c.state().planes[plane(&c, 0)];
    // At Ground over the base, Biggin Hill (M4).
    assert_eq!((p.hex, p.level, p.facing), (hex("M4"), Level::Ground, Dir::UpRight));
}

#[test]
fn climbing_descending_and_the_limits_of_a_step() {
    // Over the base, Biggin Hill (M4), at 10,000 ft.
    let b = flying().fighter(0, "M4", Level::A10, Dir::UpRight).without(1);
    let (c, _) = b.at(Step::ImpulseStart, &[]);
    let check = |actions: Vec<_>| c.simulate_move(0, &actions);
    // 6.3: at most two levels of climb a step.
    assert_eq!(check(vec![Climb, Climb, Climb]).unwrap_err(), MoveError::ClimbLimit);
    assert_eq!(check(vec![Climb, Climb]).unwrap().level, Level::A20);
    // 6.2: speed 4.
    assert_eq!(check(vec![Enter(Dir::Right); 5]).unwrap_err(), MoveError::NoPointsLeft);
    let m = check(vec![Enter(Dir::Right); 4]).unwrap();
    assert_eq!((m.hex, m.level), (hex("M8"), Level::A10));
    // One level free for each hex entered.
    let m = check(vec![EnterDescending(Dir::Left), EnterDescending(Dir::Left)]).unwrap();
    assert_eq!((m.hex, m.level, m.facing), (hex("M2"), Level::Ground, Dir::Left));
    // Or a point to drop any number of levels in place.
    let m = check(vec![Drop(2), Enter(Dir::Right)]).unwrap();
    assert_eq!((m.level, m.hex), (Level::Ground, hex("M5")));
    assert_eq!(check(vec![Drop(4)]).unwrap_err(), MoveError::TooLow);
    assert_eq!(
        check(vec![Drop(3)]).unwrap().landing,
        Some(site("biggin-hill") as u8),
        "below Ground: the Airfield box"
    );
    // 6.8: never off the map.
    let (c2, _) = flying().fighter(0, "C1", Level::A10, Dir::Left).without(1).at(Step::ImpulseStart, &[]);
    assert_eq!(c2.simulate_move(0, &[Enter(Dir::Left)]).unwrap_err(), MoveError::OffTheMap);
    // 6.7: not into a balloon hex below 10,000 ft (London, N4, from M5).
    let (c3, _) = flying().fighter(0, "M5", Level::A5, Dir::Left).without(1).at(Step::ImpulseStart, &[]);
    let into_london = hex("M5").direction_to(hex("N4")).unwrap();
    assert_eq!(c3.simulate_move(0, &[Enter(into_london)]).unwrap_err(), MoveError::Balloons);
    assert!(c3.simulate_move(0, &[Climb, Enter(into_london)]).is_ok());
}

#[test]
fn landing_and_crashes_on_damaged_fields() {
    // At Ground over Gravesend (K6): a point to drop into the Airfield box.
    let b = flying().fighter(0, "K6", Level::Ground, Dir::UpRight).without(1);
    let (mut c, _) = b.at(Step::ImpulseStart, &[]);
    let m = c.simulate_move(0, &[Drop(1)]).unwrap();
    assert_eq!(m.landing, Some(site("gravesend") as u8));
    // Or the free descent on entering an airfield hex: West Malling (I5)
    // from I4 at Ground.
    let (c1, _) = flying().fighter(0, "I4", Level::Ground, Dir::Right).without(1).at(Step::ImpulseStart, &[]);
    let m = c1.simulate_move(0, &[EnterDescending(Dir::Right)]).unwrap();
    assert_eq!((m.hex, m.level, m.landing), (hex("I5"), Level::Airfield, Some(site("west-malling") as u8)));
    // Landing on a damaged field that is not the base is not a legal move;
    // the base may be damaged.
    let (c2, _) = flying()
        .fighter(0, "K6", Level::Ground, Dir::UpRight)
        .damage("gravesend", 1)
        .without(1)
        .at(Step::ImpulseStart, &[]);
    assert_eq!(c2.simulate_move(0, &[Drop(1)]).unwrap_err(), MoveError::NotAnAirfield);
    let (c3, _) = flying()
        .fighter(0, "M4", Level::Ground, Dir::UpRight)
        .damage("biggin-hill", 3)
        .without(1)
        .at(Step::ImpulseStart, &[]);
    assert!(c3.simulate_move(0, &[Drop(1)]).is_ok(), "the base, damaged or not");
    let (c4, _) =
        flying().fighter(0, "G6", Level::Ground, Dir::UpRight).without(1).at(Step::ImpulseStart, &[]);
    assert_eq!(c4.simulate_move(0, &[Drop(1)]).unwrap_err(), MoveError::NotAnAirfield, "no airfield in G6");
    // A landing ends the move, and the fighter stays down for the phase.
    let ev = c.apply(Choice::Move { actions: vec![Drop(1)] }).unwrap();
    assert!(ev.contains(&Event::LandsAfterMove { fighter: 1, site: site("gravesend") as u8 }));
    assert!(c.state().raid.as_ref().is_none_or(|r| r.landed[0]));
    assert!(!c.can_move(0), "6.3: no second take-off this phase");
}

#[test]
fn radar_delay_holds_the_raf_back() {
    // Two damaged stations: the raid makes two moves before the RAF moves.
    let b = flying().with(|st| st.raid.as_mut().unwrap().radar_delay = 2).all_damaged();
    let (c, ev) = b.at(Step::ImpulseStart, &[5, 5]);
    assert!(ev.contains(&Event::ImpulseBegins { n: 1, radar_delay: true }));
    assert!(ev.contains(&Event::ImpulseBegins { n: 2, radar_delay: true }));
    assert!(ev.contains(&Event::ImpulseBegins { n: 3, radar_delay: false }));
    assert!(matches!(decision(&c), Decision::Move { fighter: 0, .. }));
    assert_eq!(c.state().raid.as_ref().unwrap().impulse, 3);
}

#[test]
fn every_listed_move_is_legal_and_distinct() {
    // Over West Malling (I5) at 15,000 ft.
    let b = flying().fighter(0, "I5", Level::A15, Dir::UpRight).without(1);
    let (c, _) = b.at(Step::ImpulseStart, &[]);
    let moves = c.legal_moves(0);
    assert!(moves.len() > 200, "{}", moves.len());
    assert!(moves[0].actions.is_empty(), "staying put first");
    let mut ends = std::collections::HashSet::new();
    for m in &moves {
        let sim = c.simulate_move(0, &m.actions).expect("listed moves are legal");
        assert_eq!((sim.hex, sim.level, sim.facing), (m.hex, m.level, m.facing));
        assert!(ends.insert((m.hex, m.level, m.facing, m.landing.is_some())), "duplicate end {m:?}");
        assert!(m.hex.distance(hex("I5")) <= 4);
    }
    // Climbing two levels and flying two hexes, or flying four at the same
    // level: both reachable.
    assert!(moves.iter().any(|m| m.level == Level::A25 && m.hex.distance(hex("I5")) == 2));
    assert!(moves.iter().any(|m| m.level == Level::A15 && m.hex.distance(hex("I5")) == 4));
    // West Malling below: a landing.
    assert!(moves.iter().any(|m| m.landing == Some(site("west-malling") as u8)));
    // And complete: wherever thousands of random legal moves end, the list
    // has that end, in no more actions (the search keeps the shortest).
    let mut rng = <rand_chacha::ChaCha8Rng as rand_chacha::rand_core::SeedableRng>::seed_from_u64(3);
    for _ in 0..5000 {
        let actions =
            c.random_move(0, |n| (rand_chacha::rand_core::Rng::next_u64(&mut rng) % n as u64) as u32);
        let end = c.simulate_move(0, &actions).unwrap();
        let listed = moves
            .iter()
            .find(|m| {
                (m.hex, m.level, m.facing, m.landing.is_some())
                    == (end.hex, end.level, end.facing, end.landing.is_some())
            })
            .unwrap_or_else(|| panic!("{actions:?} ends where no listed move does"));
        assert!(listed.actions.len() <= actions.len(), "{actions:?} is shorter than {listed:?}");
    }
}

// ---------------------------------------------------------------------
// Interception and placement (7)

#[test]
fn an_interception_needs_the_right_approach_for_the_boxes() {
    // 7 a.m.: the sun in the east (E, the board's down-right). Raid in G8
    // facing W (up-left: it came from F8, as in the example of play) at
    // 10,000 ft.
    let b =
        || Builder::new().all_damaged().raid("G8", Dir::UpLeft, Level::A10, &[2, 17]).identified().without(1);
    let (w, e) = (Dir::UpLeft, Dir::DownRight);
    // From F8, G8's east neighbour, moving W at 15,000 ft: out of the sun,
    // one level above.
    let (mut c, _) = b().fighter(0, "F8", Level::A15, w).at(Step::ImpulseStart, &[]);
    let m = c.simulate_move(0, &[Enter(w)]).unwrap();
    assert!(m.intercepts && m.from_sun && !m.head_on);
    c.apply(Choice::Move { actions: vec![Enter(w)] }).unwrap();
    assert_eq!(decision(&c), Decision::Placement { fighter: 0, sun: true, head_on: false });
    // From G9, the north-east neighbour (moving SW, the board's left): not
    // from the sun.
    let (c, _) = b().fighter(0, "G9", Level::A15, Dir::Left).at(Step::ImpulseStart, &[]);
    let m = c.simulate_move(0, &[Enter(Dir::Left)]).unwrap();
    assert!(m.intercepts && !m.from_sun && !m.head_on);
    // From the sun but two levels above: no out-of-the-sun box.
    let (mut c, _) = b().fighter(0, "F8", Level::A20, w).at(Step::ImpulseStart, &[]);
    c.apply(Choice::Move { actions: vec![Enter(w)] }).unwrap();
    assert!(!matches!(decision(&c), Decision::Placement { .. }), "no placement to choose");
    // At 2 p.m. the sun is SW: from G7 into G8 (moving NE, the board's
    // right) is out of the sun, as in the example of play's Spitfire.
    let (c, _) = b().phase(2).fighter(0, "G7", Level::A15, Dir::Right).at(Step::ImpulseStart, &[]);
    let m = c.simulate_move(0, &[Enter(Dir::Right)]).unwrap();
    assert!(m.intercepts && m.from_sun && !m.head_on);
    // From H7 moving E (the example of play's Hurricane): head-on, facing
    // the raid; not from the sun (at 7 a.m.) either.
    let (mut c, _) = b().fighter(0, "H7", Level::A15, e).at(Step::ImpulseStart, &[]);
    c.apply(Choice::Move { actions: vec![Enter(e)] }).unwrap();
    assert_eq!(decision(&c), Decision::Placement { fighter: 0, sun: false, head_on: true });
    // Head-on with no enemy within one level: no box.
    let (mut c, _) = b().fighter(0, "H7", Level::A25, e).at(Step::ImpulseStart, &[]);
    c.apply(Choice::Move { actions: vec![Enter(e)] }).unwrap();
    assert!(!matches!(decision(&c), Decision::Placement { .. }));
}

#[test]
fn german_interceptors_take_the_boxes() {
    // 7 a.m., sun in the east (E, the board's down-right). The raid flies W
    // (up-left) from F8 into fighter #1's hex, G8 (it enters from the east,
    // the sun's side): its fighter one level above takes the out-of-the-sun
    // box and dives with +2 in the first segment. Fighter #1 faces W too,
    // so nobody is head-on.
    let b = Builder::new()
        .all_damaged()
        .raid("F8", Dir::UpLeft, Level::A15, &[2, 17])
        .identified()
        .raider_level(17, Level::A10)
        .fighter(0, "G8", Level::A10, Dir::UpLeft)
        .without(1);
    // Flight roll 1 at speed 3 outbound: W, W, W; the first W enters G8.
    let (_, ev) = b.at(Step::LwMove, &[1, 4, 1, 6, 6, 1]);
    assert!(ev.contains(&Event::RaidMoves { to: hex("G8"), facing: Dir::UpLeft }));
    assert!(ev.contains(&Event::RaidMeetsFighters { hex: hex("G8") }));
    assert!(ev.contains(&Event::CombatBegins { hex: hex("G8"), raf_first: false, fighters: vec![1] }));
    assert!(ev.contains(&Event::BoxTaken { craft: Craft::German(2), pos: BoxPos::OutOfSun }));
    let cs = checks(&ev);
    assert_eq!(mods(&cs[0].0), vec![(Modifier::OutOfSun, 2)]);
}

#[test]
fn each_fighter_intercepts_once_a_raid() {
    // After its combat a fighter lands and cannot take off again: the raid
    // flies on without it.
    let b = Builder::new()
        .all_damaged()
        .raid("G8", Dir::UpLeft, Level::A10, &[17])
        .identified()
        .fighter(0, "G8", Level::A10, Dir::Right)
        .without(1)
        .combat(true, &[0]);
    let (mut c, _) = b.at(Step::RoundStart, &[1]);
    c.apply(Choice::Pass).unwrap();
    let Decision::Land { options, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
    let ev = c.apply(Choice::Land { hex: options[0].hex }).unwrap();
    assert!(ev.contains(&Event::CombatEnds));
    assert!(c.state().raid.as_ref().is_none_or(|r| r.intercepted[0]));
    assert!(!c.can_move(0));
}

// ---------------------------------------------------------------------
// Air combat (8)

/// A combat at G8 (7 a.m.): the RAF intercepted; fighter #1 (Spitfire) at
/// `lvl`, fighter #2 out unless `two`.
/// `fighters` (slot, level) in combat with `raiders` (id, level) in `at`,
/// every airfield damaged; the RAF intercepted if `raf_first` (7.3).
fn fight_in(at: &str, raiders: &[(u8, Level)], fighters: &[(u8, Level)], raf_first: bool) -> Builder {
    let ids: Vec<u8> = raiders.iter().map(|r| r.0).collect();
    let mut b = Builder::new().all_damaged().raid(at, Dir::UpLeft, Level::A10, &ids);
    for &(id, l) in raiders {
        b = b.raider_level(id, l);
    }
    for slot in 0..2 {
        match fighters.iter().find(|f| f.0 == slot) {
            Some(&(_, l)) => b = b.level(slot, l),
            None => b = b.without(slot),
        }
    }
    let slots: Vec<u8> = fighters.iter().map(|f| f.0).collect();
    b.combat(raf_first, &slots)
}

fn fight(raiders: &[(u8, Level)], lvl: Level) -> Builder {
    fight_in("G8", raiders, &[(0, lvl)], true)
}

fn fight2(raiders: &[(u8, Level)], l1: Level, l2: Level) -> Builder {
    fight_in("G8", raiders, &[(0, l1), (1, l2)], true)
}

#[test]
fn dive_and_climb_modifiers_and_the_altitude_change() {
    // Dive: +1, the fighter goes down to the target's level.
    let (mut c, _) = fight(&[(2, Level::A10)], Level::A15).at(Step::RoundStart, &[3, 2]);
    let ev = c.apply(Choice::Attack { target: 2 }).unwrap();
    assert!(ev.contains(&Event::Selects {
        attacker: Craft::Raf(0),
        target: Craft::German(2),
        from: Level::A15,
        to: Level::A10,
        head_on: false
    }));
    let cs = checks(&ev);
    assert_eq!((cs[0].0.total, mods(&cs[0].0)), (6 + 1 + 3, vec![(Modifier::Dive, 1)]));
    assert_eq!(c.state().planes[plane(&c, 0)].level, Level::A10);
    // Climb: -2, up to the target's level.
    let (mut c, _) = fight(&[(2, Level::A20)], Level::A15).at(Step::RoundStart, &[6, 1]);
    let ev = c.apply(Choice::Attack { target: 2 }).unwrap();
    assert_eq!(mods(&checks(&ev)[0].0), vec![(Modifier::Climb, -2)]);
    assert_eq!(c.state().planes[plane(&c, 0)].level, Level::A20);
    // Two levels away: not a target (8.41).
    let (c, _) = fight(&[(2, Level::A25), (3, Level::A15)], Level::A15).at(Step::RoundStart, &[]);
    let Decision::Attack { targets, .. } = decision(&c) else { panic!() };
    assert_eq!(targets.iter().map(|t| t.id).collect::<Vec<_>>(), [3]);
}

#[test]
fn tired_pilots_and_hits_lower_action() {
    // Attacker tired (F4) with a frame hit: -1 -1. The target Me110 with a
    // frame hit and a gunner hit: -1 only (R10: gunner hits do not count).
    let b = fight(&[(10, Level::A15)], Level::A15)
        .fatigue(0, 4)
        .raf_hits(0, [0, 0, 1, 0, 0, 0])
        .german_hits(10, [0, 0, 0, 1, 1, 0]);
    let (mut c, _) = b.at(Step::RoundStart, &[4, 4]);
    let ev = c.apply(Choice::Attack { target: 10 }).unwrap();
    let (a, t, m) = &checks(&ev)[0];
    assert_eq!(mods(a), vec![(Modifier::Tired, -1), (Modifier::Hits, -1)]);
    assert_eq!(mods(t), vec![(Modifier::Hits, -1)]);
    assert_eq!((a.total, t.total, *m), (6 - 2 + 4, 4 - 1 + 4, 1));
    // Engine and first pilot hit count; a second... destroys. Two frames
    // on a Hurricane: -2. As a target of a German attack, a tired pilot -1.
    let b = fight_in("G8", &[(2, Level::A10)], &[(1, Level::A10)], false)
        .fatigue(1, 5)
        .raf_hits(1, [0, 0, 1, 1, 0, 0]);
    let (_, ev) = b.at(Step::RoundStart, &[3, 3]);
    let (_, t, _) = &checks(&ev)[0];
    assert_eq!(mods(t), vec![(Modifier::Tired, -1), (Modifier::Hits, -2)]);
    assert_eq!(t.total, 5 - 3 + 3);
}

#[test]
fn unattacked_friendly_fighters_help_the_target() {
    // Do17 at 10,000 ft with Me109s #2 and #3 beside it: +2; a bomber
    // beside it adds nothing (R11).
    let (mut c, _) =
        fight(&[(17, Level::A10), (2, Level::A10), (3, Level::A10), (18, Level::A10)], Level::A10)
            .at(Step::RoundStart, &[1, 1]);
    let ev = c.apply(Choice::Attack { target: 17 }).unwrap();
    assert_eq!(mods(&checks(&ev)[0].1), vec![(Modifier::Unattacked, 2)]);
    // Fighter #2 attacks one of the Me109s: only one is left unattacked.
    let script = [1, 3, 6, 6, 6, 1, 1, 1, 1, 1, 6, 1, 6, 1];
    let (mut c, _) = fight2(&[(17, Level::A10), (2, Level::A10), (3, Level::A10)], Level::A10, Level::A10)
        .at(Step::RoundStart, &script);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    let ev = c.apply(Choice::Attack { target: 2 }).unwrap();
    let cs = checks(&ev);
    assert_eq!(mods(&cs[0].1), vec![(Modifier::Unattacked, 1)], "Do17: #3 only");
    assert_eq!(mods(&cs[1].1), vec![(Modifier::Unattacked, 1)], "Me109 #2: #3 only");
    // A fighter at another level does not count.
    let (mut c, _) = fight(&[(17, Level::A10), (2, Level::A15)], Level::A10).at(Step::RoundStart, &[1, 1]);
    let ev = c.apply(Choice::Attack { target: 17 }).unwrap();
    assert_eq!(mods(&checks(&ev)[0].1), vec![]);
}

#[test]
fn empty_bomb_bays_and_the_fighter_bomber() {
    // A bomber whose bombs are gone: +1 as a target (8.42).
    let b = fight(&[(20, Level::A10)], Level::A10)
        .with(|st| st.raid.as_mut().unwrap().raider_mut(20).unwrap().bombs_gone = true);
    let (mut c, _) = b.at(Step::RoundStart, &[1, 1]);
    let ev = c.apply(Choice::Attack { target: 20 }).unwrap();
    assert_eq!(mods(&checks(&ev)[0].1), vec![(Modifier::EmptyBombBay, 1)]);
    // The fighter-bomber with its bomb is a bomber: it passes (8.7)...
    let b = fight_in("G8", &[(13, Level::A10)], &[(1, Level::A10)], false);
    let (_, ev) = b.at(Step::RoundStart, &[6]);
    assert!(ev.contains(&Event::Passes { craft: Craft::German(13) }));
    // ...after it, a fighter with +1 for the empty bomb bay.
    let b = fight_in("G8", &[(13, Level::A10)], &[(1, Level::A10)], false)
        .with(|st| st.raid.as_mut().unwrap().raider_mut(13).unwrap().bombs_gone = true);
    let (_, ev) = b.at(Step::RoundStart, &[1, 6]);
    assert_eq!(mods(&checks(&ev)[0].0), vec![(Modifier::EmptyBombBay, 1)]);
}

#[test]
fn out_of_the_sun_counts_in_the_first_round_only() {
    let b = fight(&[(2, Level::A10), (3, Level::A15)], Level::A15)
        .with(|st| st.combat.as_mut().unwrap().raf[0].1 = BoxPos::OutOfSun);
    // Round 1: dives on #2 from the sun, +2 — and return fire... (a Me109
    // has none). Round 2 (roll 6 goes on): from 10,000 the fighter climbs to
    // #3 at 15,000: -2; then dives... use the other way round.
    let (mut c, _) = b.at(Step::RoundStart, &[1, 1]);
    let ev = c.apply(Choice::Attack { target: 2 }).unwrap();
    assert_eq!(mods(&checks(&ev)[0].0), vec![(Modifier::OutOfSun, 2)]);
    // Passing in round 1 wastes the sun; in round 2 a dive is only +1 (8.6).
    let b = fight(&[(17, Level::A10)], Level::A15)
        .with(|st| st.combat.as_mut().unwrap().raf[0].1 = BoxPos::OutOfSun);
    let (mut c, _) = b.at(Step::RoundStart, &[6, 1, 6, 1]);
    let ev = c.apply(Choice::Pass).unwrap();
    assert!(ev.contains(&Event::RoundBegins { round: 2 }));
    let ev = c.apply(Choice::Attack { target: 17 }).unwrap();
    assert_eq!(mods(&checks(&ev)[0].0), vec![(Modifier::Dive, 1)]);
}

#[test]
fn bursts_the_raf_declares_and_the_luftwaffe_fires() {
    // Won by 3 with five bursts: 1 to 3. Two bursts left: 1 to 2.
    let (mut c, _) = fight(&[(17, Level::A10)], Level::A10).at(Step::RoundStart, &[1, 2, 6, 6, 6, 6, 6, 1]);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    assert_eq!(decision(&c), Decision::Bursts { fighter: 0, target: 17, max: 3 });
    assert!(c.apply(Choice::Bursts { n: 4 }).is_err());
    let ev = c.apply(Choice::Bursts { n: 2 }).unwrap();
    assert!(ev.contains(&Event::Fires { attacker: Craft::Raf(0), target: Craft::German(17), bursts: 2 }));
    assert_eq!(c.state().planes[plane(&c, 0)].ammo, 3);
    let b = fight(&[(17, Level::A10)], Level::A10).with(|st| {
        let p = st.plane_of(&ed(), 0).unwrap();
        st.planes[p].ammo = 2;
    });
    let (mut c, _) = b.at(Step::RoundStart, &[6, 1]);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    assert_eq!(decision(&c), Decision::Bursts { fighter: 0, target: 17, max: 2 });
    // Won by 1: one burst, no question.
    let (mut c, _) = fight(&[(17, Level::A10)], Level::A10).at(Step::RoundStart, &[1, 4, 6, 6, 6, 1]);
    let ev = c.apply(Choice::Attack { target: 17 }).unwrap();
    assert!(ev.contains(&Event::Fires { attacker: Craft::Raf(0), target: Craft::German(17), bursts: 1 }));
    // A German that wins by 5 fires three bursts (R12), never running out.
    let b = fight_in("G8", &[(2, Level::A10)], &[(1, Level::A10)], false);
    let (_, ev) = b.at(Step::RoundStart, &[6, 1, 6, 6, 6, 6, 6, 6]);
    assert!(ev.contains(&Event::Fires { attacker: Craft::German(2), target: Craft::Raf(1), bursts: 3 }));
}

#[test]
fn double_4_and_double_5_guns() {
    // The Spitfire (double-4): 4 hits, 5 misses. Target Do17.
    let (mut c, _) = fight(&[(17, Level::A10)], Level::A10).at(Step::RoundStart, &[1, 4, 4, 5, 6, 6, 1]);
    let ev = c.apply(Choice::Attack { target: 17 }).unwrap();
    assert!(ev.contains(&Event::Roll { kind: RollKind::Fire, sides: 6, values: smallvec::smallvec![4, 5] }));
    assert!(ev.contains(&Event::Hits { n: 1 }));
    // The Hurricane (double-5): 5 hits too.
    let b = fight_in("G8", &[(17, Level::A10)], &[(1, Level::A10)], true);
    let (mut c, _) = b.at(Step::RoundStart, &[1, 3, 5, 6, 6, 6, 1]);
    let ev = c.apply(Choice::Attack { target: 17 }).unwrap();
    assert!(ev.contains(&Event::Roll { kind: RollKind::Fire, sides: 6, values: smallvec::smallvec![5, 6] }));
    assert!(ev.contains(&Event::Hits { n: 1 }));
}

#[test]
fn return_fire_half_the_bursts() {
    // Three bursts at a Do17, all missing: it fires back twice (3/2 up), a 1
    // hits, a 2 misses; the hit lands on the Spitfire's frame (die 5).
    let (mut c, _) =
        fight(&[(17, Level::A10)], Level::A10).at(Step::RoundStart, &[6, 1, 6, 6, 6, 6, 6, 6, 1, 2, 5]);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    let ev = c.apply(Choice::Bursts { n: 3 }).unwrap();
    assert!(ev.contains(&Event::ReturnFire { from: Craft::German(17), at: Craft::Raf(0), shots: 2 }));
    assert!(ev.contains(&Event::Roll {
        kind: RollKind::ReturnFire,
        sides: 6,
        values: smallvec::smallvec![1, 2]
    }));
    assert_eq!(hits(&ev, Craft::Raf(0), &c), ["Frame"]);
    // Diving out of the sun: rounded down, 3 bursts -> 1 shot; 1 burst -> none.
    let b = || {
        fight(&[(17, Level::A10)], Level::A15)
            .with(|st| st.combat.as_mut().unwrap().raf[0].1 = BoxPos::OutOfSun)
    };
    let (mut c, _) = b().at(Step::RoundStart, &[6, 1, 6, 6, 6, 6, 6, 6, 2]);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    let ev = c.apply(Choice::Bursts { n: 3 }).unwrap();
    assert!(ev.contains(&Event::ReturnFire { from: Craft::German(17), at: Craft::Raf(0), shots: 1 }));
    let (mut c, _) = b().at(Step::RoundStart, &[6, 1, 6, 6]);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    let ev = c.apply(Choice::Bursts { n: 1 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::ReturnFire { .. })));
    // A gunner hit earlier: no return fire.
    let (mut c, _) = fight(&[(17, Level::A10)], Level::A10)
        .german_hits(17, [0, 0, 0, 1, 0, 0])
        .at(Step::RoundStart, &[6, 1, 6, 6, 6, 6]);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    let ev = c.apply(Choice::Bursts { n: 2 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::ReturnFire { .. })));
    // Destroyed by the attack (two Engine L hits) it still fires back (R13).
    let (mut c, _) = fight(&[(17, Level::A10)], Level::A10).at(Step::RoundStart, &[6, 1, 1, 1, 1, 1, 3]);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    let ev = c.apply(Choice::Bursts { n: 1 }).unwrap();
    assert!(ev.contains(&Event::Destroyed { craft: Craft::German(17) }));
    assert!(ev.contains(&Event::ReturnFire { from: Craft::German(17), at: Craft::Raf(0), shots: 1 }));
    // No rear gun on a Me109.
    let (mut c, _) = fight(&[(2, Level::A10)], Level::A10).at(Step::RoundStart, &[6, 1, 6, 6, 6, 6]);
    c.apply(Choice::Attack { target: 2 }).unwrap();
    let ev = c.apply(Choice::Bursts { n: 2 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::ReturnFire { .. })));
}

/// 9.3: the first hit on the rear gunner wounds him, the second kills him;
/// either way he cannot return fire, but the aircraft is not destroyed, its
/// action does not drop (R10) and more hits there do nothing.
#[test]
fn the_gunner_9_3() {
    // Spitfire 6+6 against Do17 #17 2+1: two bursts (four dice), three hits
    // (1, 2, 3; the 6 misses), all on the gunner (position 4): the first
    // wounds him, the second kills him, the third does nothing more.
    // The round then ends on a 6: the combat goes on.
    let (mut c, _) =
        fight(&[(17, Level::A10)], Level::A10).at(Step::RoundStart, &[6, 1, 1, 2, 3, 6, 4, 4, 4, 6]);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    let ev = c.apply(Choice::Bursts { n: 2 }).unwrap();
    assert_eq!(hits(&ev, Craft::German(17), &c), ["Gunner", "Gunner", "Gunner"]);
    assert!(!ev.contains(&Event::Destroyed { craft: Craft::German(17) }), "a dead gunner does not down it");
    assert!(!ev.iter().any(|e| matches!(e, Event::ReturnFire { .. })), "a hit gunner cannot fire back");
    assert!(ev.contains(&Event::RoundBegins { round: 2 }));
    let r = c.state().raid.as_ref().unwrap().raider(17).unwrap().clone();
    assert!(r.with_raid(), "it flies on with the raid");
    let do17 = c.edition().german_type(17).clone();
    assert_eq!(londons_burning::rules::damage::action_penalty(&do17, &r.hits), 0, "R10: no action lost");
    // Round 2: two more bursts, all missing: the dead gunner stays silent.
    c.dice_mut().script([6, 1, 6, 6, 6, 6]);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    let ev = c.apply(Choice::Bursts { n: 2 }).unwrap();
    assert!(ev.contains(&Event::Hits { n: 0 }), "{ev:?}");
    assert!(!ev.iter().any(|e| matches!(e, Event::ReturnFire { .. })), "{ev:?}");
}

#[test]
fn crossfire_of_undamaged_bombers_of_the_same_type() {
    let crossfire = |st: &mut londons_burning::rules::state::State| st.setup.options.crossfire = true;
    // Three Do17s and a He111 at 10,000 ft; one Do17 damaged. The attack on
    // Do17 #17 (one burst, missing; it fires back 1 shot) draws one
    // crossfire shot from the undamaged Do17 #18 only.
    let b = fight(&[(17, Level::A10), (18, Level::A10), (19, Level::A10), (20, Level::A10)], Level::A10)
        .german_hits(19, [0, 0, 0, 0, 1, 0])
        .with(crossfire);
    let (mut c, _) = b.at(Step::RoundStart, &[1, 4, 6, 6, 2, 2, 1]);
    let ev = c.apply(Choice::Attack { target: 17 }).unwrap();
    assert!(ev.contains(&Event::Crossfire { from: 18, at: 1 }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Crossfire { from: 19 | 20, .. })));
    // Off without the option.
    let b = fight(&[(17, Level::A10), (18, Level::A10)], Level::A10);
    let (mut c, _) = b.at(Step::RoundStart, &[1, 4, 6, 6, 2, 1]);
    let ev = c.apply(Choice::Attack { target: 17 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::Crossfire { .. })));
    // Both fighters on Do17s: each crossfiring bomber rolls for its target,
    // once a segment; a bomber attacked this segment that can fire back may
    // crossfire at the other fighter.
    let b = fight2(&[(17, Level::A10), (18, Level::A10), (19, Level::A10)], Level::A10, Level::A10)
        .with(crossfire);
    let script = [
        1, 4, 6, 6, 2, // #1 on #17: won by 1, misses, one shot back
        5, 2, // #18 crossfires at fighter #2
        2, 2, // #19 crossfires at fighter #1
        1, 3, 6, 6, 2, // #2 on #18: won by 1, misses, one shot back
        4, 2, // #17 crossfires at fighter #2 (#19 has fired this segment)
        1, // end of the round
    ];
    let (mut c, _) = b.at(Step::RoundStart, &script);
    c.apply(Choice::Attack { target: 17 }).unwrap();
    let ev = c.apply(Choice::Attack { target: 18 }).unwrap();
    assert!(ev.contains(&Event::Roll {
        kind: RollKind::CrossfireTarget,
        sides: 6,
        values: smallvec::smallvec![5]
    }));
    let cross: Vec<(u8, u8)> = ev
        .iter()
        .filter_map(|e| if let Event::Crossfire { from, at } = e { Some((*from, *at)) } else { None })
        .collect();
    assert_eq!(cross, [(18, 2), (19, 1), (17, 2)]);
}

#[test]
fn head_on_attacks() {
    // Fighter #1 in the head-on box attacks a Me109: one automatic burst;
    // a 4 (gunner?) — a Me109 has none — 5 is the frame: the engine. The
    // Me109 answers with one burst of its front guns (two dice).
    let b = fight(&[(2, Level::A10)], Level::A15)
        .with(|st| st.combat.as_mut().unwrap().raf[0].1 = BoxPos::HeadOn { sun: false });
    let (mut c, _) = b.at(Step::RoundStart, &[1, 6, 5, 2, 6, 4]);
    let Decision::Attack { targets, .. } = decision(&c) else { panic!() };
    assert!(targets[0].head_on && targets[0].odds.is_none());
    let ev = c.apply(Choice::Attack { target: 2 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::ActionCheck { .. })), "no action check");
    assert_eq!(hits(&ev, Craft::German(2), &c), ["Engine"]);
    assert_eq!(c.state().planes[plane(&c, 0)].ammo, 4);
    assert_eq!(c.state().planes[plane(&c, 0)].level, Level::A10, "moved to the target's level");
    assert!(ev.contains(&Event::HeadOnAnswer { from: Craft::German(2), at: Craft::Raf(0) }));
    assert!(ev.contains(&Event::Roll {
        kind: RollKind::HeadOnAnswer,
        sides: 6,
        values: smallvec::smallvec![2, 6]
    }));
    // The answer's hit: 4 is the Spitfire's pilot position anyway.
    assert_eq!(hits(&ev, Craft::Raf(0), &c), ["Pilot"]);
    // Out of the sun too: no answer.
    let b = fight(&[(2, Level::A10)], Level::A15)
        .with(|st| st.combat.as_mut().unwrap().raf[0].1 = BoxPos::HeadOn { sun: true });
    let (mut c, _) = b.at(Step::RoundStart, &[6, 6]);
    let ev = c.apply(Choice::Attack { target: 2 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::HeadOnAnswer { .. })));
    // A target whose pilot was hit earlier does not answer; no crossfire.
    let b = fight(&[(17, Level::A10), (18, Level::A10)], Level::A10)
        .german_hits(17, [0, 0, 1, 0, 0, 0])
        .with(|st| {
            st.setup.options.crossfire = true;
            st.combat.as_mut().unwrap().raf[0].1 = BoxPos::HeadOn { sun: false };
        });
    let (mut c, _) = b.at(Step::RoundStart, &[6, 6]);
    let ev = c.apply(Choice::Attack { target: 17 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::HeadOnAnswer { .. } | Event::Crossfire { .. })));
    // Head-on hits on a twin: gunner (4) is the pilot, 5/6 the engines.
    let b = fight(&[(20, Level::A10)], Level::A10)
        .with(|st| st.combat.as_mut().unwrap().raf[0].1 = BoxPos::HeadOn { sun: false });
    let (mut c, _) = b.at(Step::RoundStart, &[1, 1, 4, 6, 6]);
    let ev = c.apply(Choice::Attack { target: 20 }).unwrap();
    assert_eq!(hits(&ev, Craft::German(20), &c), ["Pilot", "Engine R"]);
}

#[test]
fn forced_withdrawals_at_the_start_of_the_raf_segment() {
    // Pilot hit: withdraws, lands normally anywhere.
    let (c, ev) =
        fight(&[(17, Level::A10)], Level::A10).raf_hits(0, [0, 1, 0, 0, 0, 0]).at(Step::RoundStart, &[]);
    assert!(ev.contains(&Event::Withdraws { craft: Craft::Raf(0), reason: WithdrawReason::PilotHit }));
    let Decision::Land { forced: false, options, .. } = decision(&c) else { panic!() };
    // Every field is damaged in this situation but the base, which is
    // always open to its own fighters (6.3).
    assert_eq!(options.iter().map(|o| o.site).collect::<Vec<_>>(), [Some(c.state().base)]);
    let (c, _) = Builder::new()
        .raid("G8", Dir::UpLeft, Level::A10, &[17])
        .without(1)
        .level(0, Level::A10)
        .raf_hits(0, [0, 1, 0, 0, 0, 0])
        .combat(true, &[0])
        .at(Step::RoundStart, &[]);
    let Decision::Land { forced: false, options, .. } = decision(&c) else { panic!() };
    assert_eq!(options.len(), 17, "any undamaged airfield, any distance");
    assert_eq!(options[0].site, Some(c.state().base), "the base first");
    // Out of ammunition.
    let (_, ev) = fight(&[(17, Level::A10)], Level::A10)
        .with(|st| {
            let p = st.plane_of(&ed(), 0).unwrap();
            st.planes[p].ammo = 0;
        })
        .at(Step::RoundStart, &[]);
    assert!(ev.contains(&Event::Withdraws { craft: Craft::Raf(0), reason: WithdrawReason::OutOfAmmo }));
    // Lost contact: the nearest German two levels away.
    let (_, ev) = fight(&[(17, Level::A10)], Level::A20).at(Step::RoundStart, &[]);
    assert!(ev.contains(&Event::Withdraws { craft: Craft::Raf(0), reason: WithdrawReason::LostContact }));
    // A voluntary withdrawal.
    let (mut c, _) = fight(&[(17, Level::A10)], Level::A10).at(Step::RoundStart, &[]);
    let ev = c.apply(Choice::Withdraw).unwrap();
    assert!(ev.contains(&Event::Withdraws { craft: Craft::Raf(0), reason: WithdrawReason::Voluntary }));
    assert!(matches!(decision(&c), Decision::Land { forced: false, .. }));
}

#[test]
fn engine_hits_force_a_landing_within_range() {
    // Engine hit at 10,000 ft over Gravesend (K6): range 3; Gravesend
    // (damaged here) is out, and so is every other field in this builder
    // but the base: Biggin Hill (M4) is 3 hexes away.
    let at = |lvl| fight_in("K6", &[(17, lvl)], &[(0, lvl)], true).raf_hits(0, [1, 0, 0, 0, 0, 0]);
    assert_eq!(hex("K6").distance(hex("M4")), 3);
    let (mut c, ev) = at(Level::A10).at(Step::RoundStart, &[]);
    assert!(ev.contains(&Event::Withdraws { craft: Craft::Raf(0), reason: WithdrawReason::EngineDamaged }));
    let Decision::Land { forced: true, options, .. } = decision(&c) else { panic!() };
    assert_eq!(options.iter().map(|o| (o.hex, o.crash)).collect::<Vec<_>>(), [(hex("M4"), false)]);
    c.apply(Choice::Land { hex: hex("M4") }).unwrap();
    assert_eq!(c.state().planes[plane(&c, 0)].status, PlaneStatus::Active);
    // From 5,000 ft the base is out of range (2): a crash landing; the
    // player picks the hex (land first); the pilot rolls for survival.
    let (mut c, _) = at(Level::A5).at(Step::RoundStart, &[3]);
    let Decision::Land { forced: true, options, .. } = decision(&c) else { panic!() };
    assert!(options.iter().all(|o| o.crash && o.distance <= 2));
    let ev = c.apply(Choice::Land { hex: hex("K5") }).unwrap();
    assert!(ev.contains(&Event::CrashLands { fighter: 1, hex: hex("K5") }));
    assert!(ev.iter().any(|e| matches!(e, Event::BailOut { survives: true, terrain: Terrain::Land, .. })));
    assert_eq!(c.state().planes[plane(&c, 0)].status, PlaneStatus::Destroyed);
    assert_eq!(c.state().tally.raf_losses, 1);
}

#[test]
fn survival_modifiers_before_and_after_23_august() {
    // A Me109 destroys fighter #2 over the sea: three bursts, hits on the
    // engine twice. Sea hexes: C9 (sea, off Manston), A10 (open sea).
    fn shot_down(at: &str, date: &str, survival_die: u8) -> Vec<Event> {
        let b = fight_in(at, &[(2, Level::A10)], &[(1, Level::A10)], false).date(date);
        let (_, ev) = b.at(Step::RoundStart, &[6, 1, 1, 1, 6, 6, 6, 6, 1, 2, survival_die, 1]);
        ev
    }
    let ed = ed();
    assert_eq!(ed.terrain(hex("C9")), Terrain::Sea);
    assert_eq!(ed.terrain(hex("A10")), Terrain::OpenSea);
    assert_eq!(ed.terrain(hex("G8")), Terrain::Land);
    let bail = |ev: &[Event]| {
        ev.iter()
            .find_map(|e| {
                if let Event::BailOut { modifier, total, survives, .. } = e {
                    Some((*modifier, *total, *survives))
                } else {
                    None
                }
            })
            .unwrap()
    };
    // Before 23 August: sea +2, open sea +4; 6+ is killed.
    assert_eq!(bail(&shot_down("C9", "1940-08-22", 3)), (2, 5, true));
    assert_eq!(bail(&shot_down("C9", "1940-08-22", 4)), (2, 6, false));
    assert_eq!(bail(&shot_down("A10", "1940-08-22", 1)), (4, 5, true));
    assert_eq!(bail(&shot_down("A10", "1940-08-22", 2)), (4, 6, false));
    // From 23 August: +1 and +3.
    assert_eq!(bail(&shot_down("C9", "1940-08-23", 4)), (1, 5, true));
    assert_eq!(bail(&shot_down("A10", "1940-08-23", 2)), (3, 5, true));
    assert_eq!(bail(&shot_down("A10", "1940-08-23", 3)), (3, 6, false));
    // Over land, no modifier: 5 lives, 6 dies.
    assert_eq!(bail(&shot_down("G8", "1940-08-13", 5)), (0, 5, true));
    assert_eq!(bail(&shot_down("G8", "1940-08-13", 6)), (0, 6, false));
}

#[test]
fn two_pilot_hits_kill_the_pilot_outright() {
    // Hits on the Hurricane's pilot position twice: destroyed, killed; no
    // survival roll (9.2, 9.5).
    let b = fight_in("G8", &[(2, Level::A10)], &[(1, Level::A10)], false);
    let (c, ev) = b.at(Step::RoundStart, &[6, 1, 1, 1, 6, 6, 6, 6, 3, 4]);
    assert!(ev.contains(&Event::PilotKilled { pilot: pilot_of(&c, "Drake") }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Roll { kind: RollKind::Survival, .. })));
    assert_eq!(c.state().pilots[pilot_of(&c, "Drake") as usize].status, PilotStatus::Killed);
}

fn pilot_of(c: &Campaign, name: &str) -> u8 {
    c.edition().pilots.iter().position(|p| p.name == name).unwrap() as u8
}

#[test]
fn german_twin_with_one_engine_out_reaches_france_or_not() {
    // A Me110 with its left engine hit must withdraw: range 2 x (L + 1).
    // From G8 France is 7 away (six rows and the point to leave).
    for (level, range, reaches) in [(Level::A10, 6, false), (Level::A15, 8, true)] {
        let b = fight_in("G8", &[(10, level), (17, Level::A10)], &[(0, Level::A10)], false)
            .german_hits(10, [1, 0, 0, 0, 0, 0])
            .with(|st| st.raid.as_mut().unwrap().raider_mut(10).unwrap().engine_credit = Some(0));
        let (c, ev) = b.at(Step::RoundStart, &[1]);
        assert!(ev.contains(&Event::EngineRange { id: 10, range, need: 7, reaches }), "{level:?}: {ev:?}");
        if reaches {
            assert!(ev.contains(&Event::ReachesFrance { id: 10 }));
            assert!(c.state().cup.contains(&10));
        } else {
            // A crash counts for the pilot who hit the engine (13.1).
            assert!(ev.contains(&Event::Crashes { id: 10 }));
            assert!(ev.contains(&Event::Victory { pilot: 0, id: 10, total: 1 }));
            assert!(c.state().destroyed.contains(&10));
        }
    }
    // Both engines out: L + 1 only.
    let b = fight_in("C8", &[(10, Level::A10), (17, Level::A10)], &[(0, Level::A10)], false)
        .german_hits(10, [1, 1, 0, 0, 0, 0]);
    let (_, ev) = b.at(Step::RoundStart, &[1]);
    assert!(ev.contains(&Event::EngineRange { id: 10, range: 3, need: 3, reaches: true }));
    // Pilot hit: home to the cup; with the engine hit too, it crashes.
    let b = fight_in("G8", &[(2, Level::A10), (17, Level::A10)], &[(0, Level::A10)], false)
        .german_hits(2, [0, 1, 0, 0, 0, 0]);
    let (c, ev) = b.at(Step::RoundStart, &[1]);
    assert!(ev.contains(&Event::Withdraws { craft: Craft::German(2), reason: WithdrawReason::PilotHit }));
    assert!(c.state().cup.contains(&2));
    let b = fight_in("A10", &[(2, Level::A10), (17, Level::A10)], &[(0, Level::A10)], false)
        .german_hits(2, [1, 1, 0, 0, 0, 0]);
    let (_, ev) = b.at(Step::RoundStart, &[1]);
    assert!(ev.contains(&Event::Crashes { id: 2 }), "pilot and engine hit: a crash even next to France");
}

#[test]
fn bombers_jettison_when_hit_in_engine_or_pilot() {
    // A Do17 hit in its left engine jettisons (R16): bombs gone.
    // Won by 1: one burst, a 1 and a 6: one hit, on die 1: Engine L.
    let (mut c, _) = fight(&[(17, Level::A10)], Level::A10).at(Step::RoundStart, &[1, 4, 1, 6, 1, 6]);
    let ev = c.apply(Choice::Attack { target: 17 }).unwrap();
    assert!(ev.contains(&Event::Jettison { id: 17 }));
    assert!(c.state().raid.as_ref().unwrap().raider(17).map(|r| r.bombs_gone).unwrap_or(true));
}

#[test]
fn the_last_bomber_aborts_with_the_optional_rule() {
    let b = || {
        Builder::new()
            .all_damaged()
            .raid("G8", Dir::UpLeft, Level::A10, &[17])
            .without(1)
            .level(0, Level::A10)
    };
    let (c, ev) = b().with(|st| st.setup.options.abort = true).combat(false, &[0]).at(Step::RoundStart, &[]);
    assert!(ev.contains(&Event::Withdraws { craft: Craft::German(17), reason: WithdrawReason::Abort }));
    assert!(c.state().cup.contains(&17));
    let (_, ev) = b().combat(false, &[0]).at(Step::RoundStart, &[1]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Withdraws { reason: WithdrawReason::Abort, .. })));
    // A lone fighter does not abort.
    let b = fight_in("G8", &[(2, Level::A10)], &[(0, Level::A10)], false)
        .with(|st| st.setup.options.abort = true);
    let (_, ev) = b.at(Step::RoundStart, &[1, 6]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Withdraws { reason: WithdrawReason::Abort, .. })));
}

#[test]
fn end_of_combat_roll() {
    // Round 1: 2 goes on, round 2: 3 goes on, round 3: 3 ends.
    let (mut c, ev) = fight(&[(17, Level::A10)], Level::A10).at(Step::RoundStart, &[]);
    let _ = ev;
    c.dice_mut().script([2]);
    let ev = c.apply(Choice::Pass).unwrap();
    assert!(ev.contains(&Event::RoundEnds { round: 1, ends: false }));
    c.dice_mut().script([3]);
    let ev = c.apply(Choice::Pass).unwrap();
    assert!(ev.contains(&Event::RoundEnds { round: 2, ends: false }));
    c.dice_mut().script([3]);
    let ev = c.apply(Choice::Pass).unwrap();
    assert!(ev.contains(&Event::RoundEnds { round: 3, ends: true }));
    // The fourth round always ends it, without a roll.
    let (mut c, _) = fight(&[(17, Level::A10)], Level::A10)
        .with(|st| st.combat.as_mut().unwrap().round = 4)
        .at(Step::RoundStart, &[]);
    let ev = c.apply(Choice::Pass).unwrap();
    assert!(ev.contains(&Event::RoundEnds { round: 4, ends: true }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Roll { kind: RollKind::CombatEnd, .. })));
}

// ---------------------------------------------------------------------
// Fates at the end of the raid (11), reserves (11.5), night (12)

fn hit_pilot_at_raid_end(wound_die: u8) -> (Campaign, Vec<Event>) {
    Builder::new()
        .raid("A10", Dir::DownRight, Level::A10, &[17])
        .with(|st| {
            let p = st.pilot_in(0).unwrap();
            st.pilots[p].hit = true;
        })
        .at(Step::RaidEnd, &[wound_die])
}

#[test]
fn every_wound_result() {
    let stone = 0u8;
    let (c, ev) = hit_pilot_at_raid_end(1);
    assert!(ev.contains(&Event::Wound { pilot: stone, result: WoundResult::Shaken, until: None }));
    assert!(c.state().pilots[0].shaken && c.state().pilots[0].status == PilotStatus::Flying(0));
    for (die, weeks) in [(2, 2), (3, 3), (4, 4)] {
        let (c, ev) = hit_pilot_at_raid_end(die);
        let back = date("1940-08-13") + chrono::Days::new(7 * weeks);
        assert!(ev.contains(&Event::Wound {
            pilot: stone,
            result: WoundResult::Wounded { weeks: weeks as u8 },
            until: Some(back)
        }));
        assert_eq!(c.state().pilots[0].status, PilotStatus::Wounded(back));
        assert_eq!(c.state().planes[0].status, PlaneStatus::Reserve, "the Spitfire goes to the reserve box");
    }
    let (c, _) = hit_pilot_at_raid_end(5);
    assert_eq!(c.state().pilots[0].status, PilotStatus::CareerOver);
    let (c, _) = hit_pilot_at_raid_end(6);
    assert_eq!(c.state().pilots[0].status, PilotStatus::Killed);
    assert_eq!(c.state().planes[0].status, PlaneStatus::Reserve);
}

#[test]
fn wounded_pilots_come_back_on_their_date() {
    let b = Builder::new().with(|st| st.pilots[0].status = PilotStatus::Wounded(date("1940-08-20")));
    let (mut c, _) = b.date("1940-08-19").at(Step::Night, &[]);
    while let Pending::Decide(d) = c.pending() {
        if c.state().date == date("1940-08-20") && !matches!(d, Decision::Repair { .. }) {
            break;
        }
        c.apply(passive(&d)).unwrap();
    }
    assert_eq!(c.state().pilots[0].status, PilotStatus::Reserve);
    assert_eq!(c.state().pilots[0].fatigue, 0);
}

#[test]
fn reserve_pilots_replace_the_wounded_and_killed() {
    // Stone (fighter #1) killed; Richey and Drake... with the scripted draw
    // the reserve holds Clisby (Spitfire) and Richey (Spitfire).
    let b = Builder::new().with(|st| st.pilots[0].status = PilotStatus::Killed);
    let (mut c, _) = b.at(Step::PhaseStart, &[]);
    let Decision::Replace { fighter: 0, candidates } = decision(&c) else { panic!("{:?}", c.pending()) };
    let names: Vec<String> =
        candidates.iter().map(|&p| c.edition().pilots[p as usize].name.clone()).collect();
    assert_eq!(names, ["Clisby", "Richey"]);
    c.apply(Choice::Replace { pilot: candidates[1] }).unwrap();
    assert_eq!(c.state().pilot_in(0), Some(candidates[1] as usize));
    // His aircraft: Spitfire #1, from the reserve... it was active: still his.
    assert_eq!(c.edition().raf[plane(&c, 0)].id, "spitfire-1");
    // A Hurricane pilot for fighter #1 when Hurricane #1 is destroyed waits
    // for the night on the ground (11.5).
    let b = Builder::new().with(|st| {
        st.pilots[0].status = PilotStatus::Killed;
        st.planes[2].status = PlaneStatus::Destroyed; // hurricane-1
        for p in st.pilots.iter_mut() {
            if p.status == PilotStatus::Reserve {
                p.status = PilotStatus::Killed;
            }
        }
        st.pilots[5].status = PilotStatus::Reserve; // Waters (Hurricane)
    });
    let (mut c, _) = b.at(Step::PhaseStart, &[]);
    c.apply(Choice::Replace { pilot: 5 }).unwrap();
    assert_eq!(c.state().pilot_in(0), Some(5));
    assert!(c.fighter_ready(0).is_none(), "no aircraft until the night");
    // The night: replacing Hurricane #1 puts it on the base with him.
    let mut st = c.state().clone();
    st.step = Step::Night;
    let (mut c, _) = Campaign::resume(ed(), st);
    let Decision::Repair { planes, .. } = decision(&c) else { panic!() };
    assert_eq!(planes, [2]);
    let ev = c.apply(Choice::ReplacePlane { plane: 2 }).unwrap();
    assert!(ev.contains(&Event::PlaneReplaced { plane: 2, to_base: true }));
    assert_eq!(c.state().planes[2].status, PlaneStatus::Active);
}

#[test]
fn night_repairs_and_sleep() {
    let b = Builder::new().damage("gravesend", 2).damage("biggin-hill", 1).with(|st| {
        st.planes[3].status = PlaneStatus::Destroyed; // hurricane-2, flown by Drake
        st.pilots[0].fatigue = 5;
        st.pilots[3].fatigue = 3;
        st.pilots[3].bailed_out = Some("G8".parse().unwrap());
    });
    let (mut c, ev) = b.at(Step::Night, &[]);
    assert!(
        ev.contains(&Event::PhaseBegins { phase: londons_burning::rules::events::PhaseId::Night, sun: None })
    );
    assert_eq!(
        decision(&c),
        Decision::Repair {
            points: 2,
            planes: vec![3],
            sites: vec![site("biggin-hill") as u8, site("gravesend") as u8]
        }
    );
    // Repair the base first: then the pilots sleep two levels.
    c.apply(Choice::RepairSite { site: site("biggin-hill") as u8 }).unwrap();
    let ev = c.apply(Choice::RepairSite { site: site("gravesend") as u8 }).unwrap();
    assert!(ev.contains(&Event::SiteRepaired { site: site("gravesend") as u8, left: 1 }));
    assert!(ev.contains(&Event::Sleeps { pilot: 0, from: 5, to: 3, kind: SleepKind::Normal }));
    assert!(ev.contains(&Event::Sleeps { pilot: 3, from: 3, to: 1, kind: SleepKind::Normal }));
    assert_eq!(c.state().pilots[3].bailed_out, None, "back from his bail-out");
    assert_eq!(c.state().planes[3].status, PlaneStatus::Destroyed, "not replaced tonight");
    // A damaged base: one level; shaken: none.
    let b = Builder::new().damage("biggin-hill", 3).with(|st| {
        st.pilots[0].fatigue = 4;
        st.pilots[3].fatigue = 4;
        st.pilots[3].shaken = true;
    });
    let (mut c, _) = b.at(Step::Night, &[]);
    let ev = c.apply(Choice::EndRepairs).unwrap();
    assert!(ev.contains(&Event::Sleeps { pilot: 0, from: 4, to: 3, kind: SleepKind::DamagedBase }));
    assert!(ev.contains(&Event::Sleeps { pilot: 3, from: 4, to: 4, kind: SleepKind::Shaken }));
    assert!(!c.state().pilots[3].shaken, "the shaken marker clears");
    // Unused points are lost: nothing to repair, straight on.
    let (c, ev) = Builder::new().at(Step::Night, &[]);
    assert!(!matches!(c.pending(), Pending::Decide(Decision::Repair { .. })));
    assert!(ev.iter().any(|e| matches!(e, Event::DayBegins { .. })));
}

#[test]
fn aces_turn_their_counter_at_the_fifth_victory() {
    // Stone with four victories destroys a Me109 (pilot hit twice): the
    // fifth makes him an ace at once; his next check uses action 7.
    let b = fight(&[(2, Level::A10), (3, Level::A10)], Level::A10).with(|st| {
        st.pilots[0].victories = 4;
        st.tally.raf_victories = 4;
    });
    let (mut c, _) = b.at(Step::RoundStart, &[6, 1, 1, 1, 3, 4, 1, 6, 6]);
    c.apply(Choice::Attack { target: 2 }).unwrap();
    let ev = c.apply(Choice::Bursts { n: 1 }).unwrap();
    assert!(ev.contains(&Event::Victory { pilot: 0, id: 2, total: 5 }));
    assert!(ev.contains(&Event::BecomesAce { pilot: 0 }));
    assert_eq!(c.raf_action(0), 7, "the Spitfire's ace side");
    // Kowalski starts an ace: his five do not count for the score.
    let ed = ed();
    let k = ed.pilots.iter().position(|p| p.name == "Kowalski").unwrap();
    let b = Builder::new().with(|st| {
        st.pilots[3].status = PilotStatus::Reserve;
        st.pilots[k].status = PilotStatus::Flying(1);
    });
    let (c, _) = b.at(Step::Position(0), &[]);
    assert_eq!(c.raf_action(1), 6, "the Hurricane's ace side from the start");
    assert_eq!(c.score().raf, 0);
}
