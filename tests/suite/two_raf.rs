//! Two RAF players (15.1), with scripted dice: the roll for the section
//! leader, the leader acting first, the marker passing with replacements,
//! one repair point each, each player's own victories and the final ranking.

use crate::common::*;
use londons_burning::rules::combat::Craft;
use londons_burning::rules::events::{LeaderReason, RollKind};
use londons_burning::rules::score::{Ranking, Verdict};
use londons_burning::rules::state::{PilotStatus, PlaneStatus, Players, Seat, State};
use londons_burning::rules::step::Step;
use londons_burning::rules::{Campaign, Choice, Decision, Dir, Event, Level, Pending};
use londons_burning::sim;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

fn two_raf(leader: u8) -> impl FnOnce(&mut State) {
    move |st: &mut State| {
        st.setup.players = Players::TwoRaf;
        st.leader = leader;
    }
}

fn setup(players: Players) -> Setup {
    let mut s = Setup::new(Scenario::Regular, WeatherMode::Historical, 77);
    s.players = players;
    s
}

/// The pilot draw of `Builder`: Stone on #1, Drake on #2.
const DRAW: [u8; 8] = [1, 3, 1, 1, 1, 1, 1, 1];

fn leader_rolls(ev: &[Event]) -> Vec<Vec<u8>> {
    ev.iter()
        .filter_map(|e| match e {
            Event::Roll { kind: RollKind::SectionLeader, values, .. } => Some(values.to_vec()),
            _ => None,
        })
        .collect()
}

// ---------------------------------------------------------------------
// The section leader roll

#[test]
fn the_higher_roll_leads_and_ties_are_rolled_again() {
    // #1 rolls 5, #2 rolls 2: fighter #1's player leads.
    let (c, ev) = scripted(setup(Players::TwoRaf), &[DRAW.as_slice(), &[5, 2]].concat());
    assert_eq!(leader_rolls(&ev), [vec![5, 2]]);
    assert_eq!(c.state().leader, 0);
    assert!(ev.contains(&Event::SectionLeader { fighter: 1, why: LeaderReason::Roll }));
    // 3-3 is a tie, rolled again: 2-5, fighter #2 leads.
    let (c, ev) = scripted(setup(Players::TwoRaf), &[DRAW.as_slice(), &[3, 3, 2, 5]].concat());
    assert_eq!(leader_rolls(&ev), [vec![3, 3], vec![2, 5]]);
    assert_eq!(c.state().leader, 1);
    let led = ev.iter().find(|e| matches!(e, Event::SectionLeader { .. })).unwrap();
    assert_eq!(led, &Event::SectionLeader { fighter: 2, why: LeaderReason::Roll });
    assert_eq!(led.rule(), "15.1");
    let roll = ev.iter().find(|e| matches!(e, Event::Roll { kind: RollKind::SectionLeader, .. })).unwrap();
    assert_eq!(roll.rule(), "15.1");
    let ed = ed();
    for lang in [londons_burning::text::Lang::EN, londons_burning::text::Lang::ES] {
        assert!(led.describe(&ed, lang).contains("#2"), "{}", led.describe(&ed, lang));
    }
    // Solitaire: no roll.
    let (c, ev) = scripted(setup(Players::Solitaire), &DRAW);
    assert!(leader_rolls(&ev).is_empty());
    assert!(!ev.iter().any(|e| matches!(e, Event::SectionLeader { .. })));
    assert_eq!(c.state().leader, 0);
}

// ---------------------------------------------------------------------
// The leader acts first

#[test]
fn the_leader_positions_and_moves_first() {
    // Leader on #2: #2 positions, then #1; the seats follow the fighters.
    let (mut c, _) = Builder::new().with(two_raf(1)).at(Step::PhaseStart, &[]);
    let d = decision(&c);
    let Decision::Position(o) = &d else { panic!("{d:?}") };
    assert_eq!(o.fighter, 1);
    assert_eq!(c.seat(&d), Seat::RafPlayer(1));
    c.apply(Choice::StandBy).unwrap();
    let d = decision(&c);
    let Decision::Position(o) = &d else { panic!("{d:?}") };
    assert_eq!(o.fighter, 0);
    assert_eq!(c.seat(&d), Seat::RafPlayer(0));
    // Solitaire: #1 first.
    let (c, _) = Builder::new().at(Step::PhaseStart, &[]);
    let Decision::Position(o) = decision(&c) else { panic!() };
    assert_eq!(o.fighter, 0);
    // Leader on #1 in 15.1: #1 first.
    let (c, _) = Builder::new().with(two_raf(0)).at(Step::PhaseStart, &[]);
    let Decision::Position(o) = decision(&c) else { panic!() };
    assert_eq!(o.fighter, 0);

    // Movement: leader on #2 moves first.
    let flying = || Builder::new().raid("A15", Dir::UpLeft, Level::A15, &[17, 18]);
    let (mut c, _) = flying().with(two_raf(1)).at(Step::ImpulseStart, &[]);
    let Decision::Move { fighter: 1, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
    c.apply(Choice::StandDown).unwrap();
    let Decision::Move { fighter: 0, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
    let (c, _) = flying().at(Step::ImpulseStart, &[]);
    let Decision::Move { fighter: 0, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
}

#[test]
fn the_base_change_comes_with_the_leaders_decision() {
    let (c, _) = Builder::new()
        .with(two_raf(1))
        .with(|st| st.setup.options.base_change = true)
        .at(Step::PhaseStart, &[]);
    let Decision::Position(o) = decision(&c) else { panic!() };
    assert_eq!(o.fighter, 1);
    assert!(!o.bases.is_empty(), "14.2 is offered with the first fighter in order");
}

/// Two fighters in combat with a Do17 (2) at 10,000 ft at G8, every
/// airfield damaged; the RAF intercepted.
fn fight2(players: impl FnOnce(&mut State)) -> Builder {
    Builder::new()
        .all_damaged()
        .raid("G8", Dir::UpLeft, Level::A10, &[2, 3])
        .raider_level(2, Level::A10)
        .raider_level(3, Level::A10)
        .level(0, Level::A10)
        .level(1, Level::A10)
        .with(players)
        .combat(true, &[0, 1])
}

fn attackers(ev: &[Event]) -> Vec<Craft> {
    checks(ev).iter().map(|(a, _, _)| a.craft).collect()
}

#[test]
fn the_leader_picks_and_fires_first() {
    // Leader on #2: #2 picks, then #1; both on one target, no order is
    // asked: #2's attack is resolved first (both miss their checks).
    let (mut c, _) = fight2(two_raf(1)).at(Step::RoundStart, &[]);
    let Decision::Attack { fighter: 1, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
    c.apply(Choice::Attack { target: 2 }).unwrap();
    let Decision::Attack { fighter: 0, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
    c.dice_mut().script([1, 6, 1, 6]);
    let ev = c.apply(Choice::Attack { target: 2 }).unwrap();
    assert_eq!(attackers(&ev)[..2], [Craft::Raf(1), Craft::Raf(0)]);
    // Different targets: still the leader first.
    let (mut c, _) = fight2(two_raf(1)).at(Step::RoundStart, &[]);
    c.apply(Choice::Attack { target: 3 }).unwrap();
    c.dice_mut().script([1, 6, 1, 6]);
    let ev = c.apply(Choice::Attack { target: 2 }).unwrap();
    assert_eq!(attackers(&ev)[..2], [Craft::Raf(1), Craft::Raf(0)]);
    // Solitaire: #1 picks first and the player orders attacks on one target.
    let (mut c, _) = fight2(|_| {}).at(Step::RoundStart, &[]);
    let Decision::Attack { fighter: 0, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
    c.apply(Choice::Attack { target: 2 }).unwrap();
    c.apply(Choice::Attack { target: 2 }).unwrap();
    assert!(matches!(decision(&c), Decision::AttackOrder { target: 2 }));
}

#[test]
fn the_leader_lands_first_when_the_combat_ends() {
    // After the fourth round both fighters leave the box together (8.1).
    let last_round = |st: &mut State| st.combat.as_mut().unwrap().round = 4;
    let (c, _) = fight2(two_raf(1)).with(last_round).at(Step::RoundEnd, &[]);
    let Decision::Land { fighter: 1, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
    let (c, _) = fight2(|_| {}).with(last_round).at(Step::RoundEnd, &[]);
    let Decision::Land { fighter: 0, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
}

// ---------------------------------------------------------------------
// Reserve pilots

#[test]
fn the_marker_passes_when_the_leaders_pilot_is_replaced() {
    // Stone (#1, leader) killed: his replacement hands the marker to #2.
    let (mut c, _) = Builder::new()
        .with(two_raf(0))
        .with(|st| st.pilots[0].status = PilotStatus::Killed)
        .at(Step::PhaseStart, &[]);
    let d = decision(&c);
    let Decision::Replace { fighter: 0, candidates } = &d else { panic!("{d:?}") };
    assert_eq!(c.seat(&d), Seat::RafPlayer(0));
    let ev = c.apply(Choice::Replace { pilot: candidates[0] }).unwrap();
    assert!(ev.contains(&Event::SectionLeader { fighter: 2, why: LeaderReason::Replaced }));
    assert_eq!(c.state().leader, 1);
    // The new leader positions first.
    let Decision::Position(o) = decision(&c) else { panic!("{:?}", c.pending()) };
    assert_eq!(o.fighter, 1);

    // The wingman's pilot replaced: the leader keeps the marker.
    let (mut c, _) = Builder::new()
        .with(two_raf(0))
        .with(|st| st.pilots[3].status = PilotStatus::Killed)
        .at(Step::PhaseStart, &[]);
    let Decision::Replace { fighter: 1, candidates } = decision(&c) else { panic!() };
    let ev = c.apply(Choice::Replace { pilot: candidates[0] }).unwrap();
    assert!(!ev.iter().any(|e| matches!(e, Event::SectionLeader { .. })));
    assert_eq!(c.state().leader, 0);
}

#[test]
fn both_replaced_in_one_phase_the_former_wingman_leads() {
    for leader in [0u8, 1] {
        let wingman = 1 - leader;
        let (mut c, _) = Builder::new()
            .with(two_raf(leader))
            .with(|st| {
                // Killed in an earlier raid: their aircraft went to the
                // reserve box (11.2).
                for slot in 0..2 {
                    let plane = st.plane_of(&ed(), slot).unwrap();
                    st.planes[plane].status = PlaneStatus::Reserve;
                }
                st.pilots[0].status = PilotStatus::Killed;
                st.pilots[3].status = PilotStatus::Killed;
            })
            .at(Step::PhaseStart, &[]);
        // The leader's fighter first, then the other.
        let Decision::Replace { fighter, candidates } = decision(&c) else { panic!() };
        assert_eq!(fighter, leader);
        let ev = c.apply(Choice::Replace { pilot: candidates[0] }).unwrap();
        assert!(ev.contains(&Event::SectionLeader { fighter: wingman + 1, why: LeaderReason::Replaced }));
        let d = decision(&c);
        let Decision::Replace { fighter, candidates } = &d else { panic!("{d:?}") };
        assert_eq!(*fighter, wingman, "the second replacement is not skipped");
        assert_eq!(c.seat(&d), Seat::RafPlayer(wingman));
        let ev = c.apply(Choice::Replace { pilot: candidates[0] }).unwrap();
        assert!(ev.contains(&Event::SectionLeader { fighter: wingman + 1, why: LeaderReason::BothReplaced }));
        assert_eq!(c.state().leader, wingman, "the marker does not flip back");
        let Decision::Position(o) = decision(&c) else { panic!("{:?}", c.pending()) };
        assert_eq!(o.fighter, wingman);
        assert!(!c.state().leader_passed);
        assert!(c.invariant_violations().is_empty(), "{:?}", c.invariant_violations());
    }
}

// ---------------------------------------------------------------------
// Repair points

#[test]
fn each_player_has_one_repair_point_the_leader_first() {
    let b = || Builder::new().damage("gravesend", 2).damage("biggin-hill", 1);
    // Leader on #2: his point first, then #1's.
    let (mut c, _) = b().with(two_raf(1)).at(Step::Night, &[]);
    let d = decision(&c);
    assert!(matches!(d, Decision::Repair { points: 2, .. }));
    assert_eq!(c.seat(&d), Seat::RafPlayer(1));
    c.apply(Choice::RepairSite { site: site("biggin-hill") as u8 }).unwrap();
    let d = decision(&c);
    assert!(matches!(d, Decision::Repair { points: 1, .. }));
    assert_eq!(c.seat(&d), Seat::RafPlayer(0));
    let ev = c.apply(Choice::RepairSite { site: site("gravesend") as u8 }).unwrap();
    assert!(ev.contains(&Event::SiteRepaired { site: site("gravesend") as u8, left: 1 }));
    assert!(!matches!(c.pending(), Pending::Decide(Decision::Repair { .. })));

    // The leader gives up his point: the wingman still has his.
    let (mut c, _) = b().with(two_raf(1)).at(Step::Night, &[]);
    c.apply(Choice::EndRepairs).unwrap();
    let d = decision(&c);
    assert!(matches!(d, Decision::Repair { points: 1, .. }), "{d:?}");
    assert_eq!(c.seat(&d), Seat::RafPlayer(0));
    let ev = c.apply(Choice::RepairSite { site: site("gravesend") as u8 }).unwrap();
    assert!(ev.contains(&Event::SiteRepaired { site: site("gravesend") as u8, left: 1 }));
    assert_eq!(c.state().damage[site("biggin-hill")], 1);

    // Solitaire: ending the repairs gives up both points.
    let (mut c, _) = b().at(Step::Night, &[]);
    assert_eq!(c.seat(&decision(&c)), Seat::Raf);
    c.apply(Choice::EndRepairs).unwrap();
    assert!(!matches!(c.pending(), Pending::Decide(Decision::Repair { .. })));
}

// ---------------------------------------------------------------------
// Victories and the final verdict

/// A Me110 (10) with an engine hit by `pilot` withdraws from G8 at 10,000
/// ft and crashes before France (9.1): a victory for `pilot`.
fn crash(fighter: u8, pilot: u8, f: impl FnOnce(&mut State)) -> (Campaign, Vec<Event>) {
    let mut b = Builder::new()
        .all_damaged()
        .raid("G8", Dir::UpLeft, Level::A10, &[10, 17])
        .raider_level(10, Level::A10)
        .raider_level(17, Level::A10)
        .level(fighter, Level::A10)
        .without(1 - fighter)
        .with(f)
        .combat(false, &[fighter])
        .german_hits(10, [1, 0, 0, 0, 0, 0]);
    b.raid_mut().raider_mut(10).unwrap().engine_credit = Some(pilot);
    b.at(Step::RoundStart, &[1])
}

#[test]
fn victories_count_for_the_player_of_the_fighter() {
    // Drake flies #2: his victory is #2's player's.
    let (c, ev) = crash(1, 3, two_raf(0));
    assert!(ev.contains(&Event::Victory { pilot: 3, id: 10, total: 1 }), "{ev:?}");
    assert_eq!(c.state().tally.player_victories, [0, 1]);
    assert_eq!(c.score().players, Some([0, 1]));
    assert!(c.invariant_violations().is_empty(), "{:?}", c.invariant_violations());
    // Stone flies #1.
    let (c, _) = crash(0, 0, two_raf(1));
    assert_eq!(c.state().tally.player_victories, [1, 0]);
    // Drake killed earlier in the raid, Hurricane #2 lost: the crash still
    // counts for #2's player, not the leader's.
    let (c, ev) = crash(0, 3, |st| {
        two_raf(0)(st);
        st.pilots[3].status = PilotStatus::Killed;
        st.planes[3].status = PlaneStatus::Destroyed;
    });
    assert!(ev.contains(&Event::Victory { pilot: 3, id: 10, total: 1 }), "{ev:?}");
    assert_eq!(c.state().tally.player_victories, [0, 1]);
    // Solitaire: no player totals.
    let (c, _) = crash(1, 3, |_| {});
    assert_eq!(c.state().tally.player_victories, [0, 0]);
    assert_eq!(c.score().players, None);
    assert_eq!(c.score().ranking(), None);
}

fn scored(players: [u32; 2], london: &[&str], other: &[&str]) -> Campaign {
    let mut b = Builder::new().with(two_raf(0)).with(|st| {
        st.tally.player_victories = players;
        st.tally.raf_victories = players[0] + players[1];
    });
    for s in london.iter().chain(other) {
        b = b.damage(s, 1);
    }
    Campaign::from_state(ed(), b.st)
}

#[test]
fn the_final_verdict_and_ranking() {
    use londons_burning::text::Lang;
    // 3 + 2 = 5 against 2 (one airfield damaged): the RAF wins, #1 first.
    let s = scored([3, 2], &[], &["gravesend"]).score();
    assert_eq!((s.raf, s.luftwaffe, s.verdict), (5, 2, Verdict::RafWins));
    assert_eq!(s.players, Some([3, 2]));
    assert_eq!(s.ranking(), Some(Ranking::Wins(0)));
    assert!(s.ranking_text(Lang::EN).unwrap().contains("#1"));
    // 1 + 4 = 5 against 4: #2 wins.
    let s = scored([1, 4], &[], &["gravesend", "hawkinge"]).score();
    assert_eq!((s.luftwaffe, s.ranking()), (4, Some(Ranking::Wins(1))));
    assert!(s.ranking_text(Lang::ES).unwrap().contains("#2"));
    // 5 each against 6 (two London hexes): both lose, whoever scored more.
    let ed = ed();
    let london: Vec<&str> = ed
        .sites
        .iter()
        .filter(|s| s.kind == londons_burning::edition::SiteKind::London)
        .map(|s| s.id.as_str())
        .take(2)
        .collect();
    let s = scored([4, 1], &london, &[]).score();
    assert_eq!((s.raf, s.luftwaffe, s.verdict), (5, 6, Verdict::LuftwaffeWins));
    assert_eq!(s.ranking(), Some(Ranking::BothLose));
    assert!(s.ranking_text(Lang::EN).unwrap().contains("both"));
    // A draw of the sides is not a defeat: 2 + 2 against 4, a tie.
    let s = scored([2, 2], &[], &["gravesend", "hawkinge"]).score();
    assert_eq!((s.verdict, s.ranking()), (Verdict::Draw, Some(Ranking::Tie)));
}

// ---------------------------------------------------------------------
// A whole campaign

#[test]
fn bots_play_a_two_raf_campaign_to_its_end() {
    let mut victories = 0;
    let mut passed = 0;
    for seed in 1u64..=8 {
        let mut s = Setup::new(Scenario::Regular, WeatherMode::Historical, seed);
        s.players = Players::TwoRaf;
        let (mut c, ev) = Campaign::new(ed(), s).unwrap();
        assert!(ev.iter().any(|e| matches!(e, Event::SectionLeader { why: LeaderReason::Roll, .. })));
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut n = 0;
        let mut seats = [0usize; 2];
        while let Pending::Decide(d) = c.pending_light() {
            assert!(!matches!(d, Decision::AttackOrder { .. }), "15.1 never asks for the attack order");
            if let Seat::RafPlayer(p) = c.seat(&d) {
                seats[p as usize] += 1;
            } else {
                panic!("a 15.1 decision without a player");
            }
            let bot = if seed % 2 == 0 { sim::Bot::Sensible } else { sim::Bot::Random };
            let choice = bot.choose(&c, &d, &mut rng);
            let ev = c.apply(choice.clone()).unwrap_or_else(|e| panic!("{choice:?} refused for {d:?}: {e}"));
            passed += ev.iter().filter(|e| matches!(e, Event::SectionLeader { .. })).count();
            let v = c.invariant_violations();
            assert!(v.is_empty(), "seed {seed}, decision {n}: {v:?}");
            n += 1;
            assert!(n < 200_000, "runaway campaign");
        }
        assert!(c.is_over());
        let score = c.score();
        let players = score.players.expect("per-player totals");
        assert_eq!(players[0] + players[1], score.raf);
        assert!(score.ranking().is_some());
        assert!(seats[0] > 0 && seats[1] > 0, "both players answered: {seats:?}");
        victories += score.raf;
    }
    assert!(victories > 0, "the bots shot something down");
    assert!(passed > 0, "the marker passed at least once");
}
