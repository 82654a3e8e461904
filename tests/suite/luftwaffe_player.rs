//! Rule 15.2: an RAF player against a Luftwaffe player. Every test scripts
//! the dice and the German's choices.

use crate::common::*;
use londons_burning::edition::{RaidMarker, SiteKind};
use londons_burning::rules::luftwaffe::LwPlayer;
use londons_burning::rules::state::{Phase, Players};
use londons_burning::rules::step::Step;
use londons_burning::rules::{Campaign, Choice, Decision, Event, Illegal, Pending, Seat};
use londons_burning::sim::Bot;
use rand_chacha::rand_core::SeedableRng;

fn lw_setup(scenario: Scenario, seed: u64) -> Setup {
    let mut s = Setup::new(scenario, WeatherMode::Historical, seed);
    s.players = Players::Luftwaffe;
    s
}

/// A 15.2 campaign at the start of a clear day's plan, with the day's
/// draws scripted: four target markers, four raid-size markers, then the
/// aircraft (each a 1-based position in the cup).
fn at_plan(date_: &str, script: &[u8]) -> (Campaign, Vec<Event>) {
    Builder::new()
        .date(date_)
        .with(|st| {
            st.setup.players = Players::Luftwaffe;
            st.lw = Some(LwPlayer::new(&ed()));
            st.weather = Some(londons_burning::edition::Weather::Clear);
            st.phase = Phase::Daylight(0);
        })
        .at(Step::LwDraw, script)
}

fn sizes_in_cup(c: &Campaign) -> Vec<RaidMarker> {
    c.lw().unwrap().sizes_cup.iter().map(|&m| ed().raid_markers[m as usize]).collect()
}

#[test]
fn bots_play_whole_luftwaffe_campaigns_keeping_every_invariant() {
    for (seed, scenario) in
        [(1, Scenario::Long), (2, Scenario::Regular), (3, Scenario::Short), (4, Scenario::Long)]
    {
        let (mut c, first) = londons_burning::rules::Campaign::new(ed(), lw_setup(scenario, seed)).unwrap();
        let mut german = 0;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut ev = first;
        ev.extend(play_until(
            &mut c,
            |c, d| {
                if d.luftwaffe() {
                    german += 1;
                    assert_eq!(c.seat(d), Seat::Luftwaffe);
                    Bot::Random.choose(c, d, &mut rng)
                } else {
                    assert_eq!(c.seat(d), Seat::Raf);
                    Bot::Sensible.choose(c, d, &mut rng)
                }
            },
            |c| {
                let v = c.invariant_violations();
                assert!(v.is_empty(), "{v:?}");
                false
            },
        ));
        assert!(c.is_over());
        assert!(german > 20, "the German decided only {german} times");
        // Every clear day's four phases end with their markers shown.
        let clear_days = ev.iter().filter(|e| matches!(e, Event::PlanDrawn { .. })).count();
        let revealed = ev.iter().filter(|e| matches!(e, Event::MarkersRevealed { .. })).count();
        assert!(clear_days > 0);
        assert_eq!(revealed, clear_days * 4);
        assert!(!ev.iter().any(|e| matches!(
            e,
            Event::Roll { kind: londons_burning::rules::events::RollKind::RaidSize, .. }
        )));
    }
}

/// Answers every decision until `stop`: the RAF stands by and never flies;
/// the German takes his first option, attacks when he can.
fn quiet_raf(c: &mut Campaign, stop: impl FnMut(&Campaign) -> bool) -> Vec<Event> {
    play_until(
        c,
        |_, d| match d {
            Decision::GermanPick { targets, .. } => match targets.first() {
                Some(&fighter) => Choice::GermanAttack { fighter },
                None => Choice::Pass,
            },
            d => passive(d),
        },
        stop,
    )
}

/// Raids on targets the flight paths cannot reach from any entry hex are
/// not offered (only No Raid may go there): the raid could not help
/// straying. On edition 2 every target can be reached (tests/suite/board.rs);
/// edition 1's Pevensey (A7) cannot, so the rule is checked there.
#[test]
fn unreachable_targets_take_only_no_raid() {
    let (c, _) = at_plan("1940-08-13", &[1; 24]);
    assert!(!c.entries_reaching(site("pevensey") as u8).is_empty(), "edition 2 reaches Pevensey");
    let mut st = c.into_state();
    st.lw.as_mut().unwrap().drawn_targets[0] = site("pevensey") as u8;
    // One No Raid marker among the four: Pevensey needs it.
    st.lw.as_mut().unwrap().drawn_sizes = vec![0, 6, 8, 10];
    let c = Campaign::from_state(ed1(), st);
    assert!(c.entries_reaching(site("pevensey") as u8).is_empty());
    assert!(!c.entries_reaching(site("eastchurch") as u8).is_empty());
    let options = c.plan_options();
    assert!(options.iter().any(|o| o.0 == site("pevensey") as u8));
    for (t, m) in options {
        let no_raid = ed().raid_markers[m as usize] == RaidMarker::NoRaid;
        assert_eq!(no_raid, t == site("pevensey") as u8, "the one No Raid is kept for Pevensey");
    }
}

#[test]
fn the_luftwaffe_game_uses_every_optional_rule_and_its_own_markers() {
    let (c, _) = Campaign::new(ed(), lw_setup(Scenario::Regular, 9)).unwrap();
    let st = c.state();
    assert!(st.setup.options.crossfire && st.setup.options.base_change && st.setup.options.abort);
    assert_eq!(st.setup.weather, WeatherMode::Optional, "15.2: the optional weather table");
    let (short, _) = Campaign::new(ed(), lw_setup(Scenario::Short, 9)).unwrap();
    assert_eq!(short.state().setup.weather, WeatherMode::Historical, "not in the short scenario");
    // The first day is clear: the German has drawn four of each and plans.
    let lw = c.lw().unwrap();
    assert_eq!(lw.targets_cup.len() + lw.drawn_targets.len(), 24);
    assert_eq!(lw.drawn_targets.len(), 4);
    assert!(lw.targets_aside.iter().all(|&s| ed().sites[s as usize].kind == SiteKind::London));
    assert_eq!(lw.targets_aside.len(), 4);
    assert_eq!(lw.sizes_cup.len() + lw.drawn_sizes.len(), 11, "no Remix");
    assert!(!sizes_in_cup(&c).contains(&RaidMarker::Remix));
    let d = decision(&c);
    assert!(matches!(d, Decision::PlanRaid { phase: 0, .. }));
    assert_eq!(c.seat(&d), Seat::Luftwaffe);
    assert_eq!(d.rule(), "15.2");
}

/// The rulebook's example: markers for 17 raiders (4, 5 and 5, each +1 from
/// the London's Burning box) with only 16 active aircraft: 16 are drawn.
/// The raids take 6, 6 and then 5 of the 4 left: the third is cancelled.
#[test]
fn seventeen_raiders_with_sixteen_active_and_a_cancelled_raid() {
    let mut script = vec![1, 7, 1, 8, 1, 8, 1, 1];
    script.extend([1; 16]);
    let (mut c, ev) = Builder::new()
        .damage("london-1", 1)
        .damage("london-2", 1)
        .with(|st| {
            // Three of the nineteen aircraft in the cup are in the destroyed box.
            for _ in 0..3 {
                let id = st.cup.pop().unwrap();
                st.destroyed.push(id);
            }
            st.setup.players = Players::Luftwaffe;
            st.lw = Some(LwPlayer::new(&ed()));
            st.weather = Some(londons_burning::edition::Weather::Clear);
        })
        .at(Step::LwDraw, &script);
    let drawn = ev.iter().find_map(|e| match e {
        Event::PlanDrawn { units, wanted, markers, .. } => Some((units.clone(), *wanted, markers.clone())),
        _ => None,
    });
    let (units, wanted, markers) = drawn.expect("the plan is drawn");
    assert_eq!(wanted, 17);
    assert_eq!(units.len(), 16, "the active aircraft are the absolute limit");
    assert!(c.state().cup.is_empty());
    assert_eq!(markers, vec![6, 8, 9, 0]);
    let (m4, m5a, none) = (6u8, 8u8, 0u8);
    // 7 a.m.: Biggin Hill with 5 (+1).
    c.apply(Choice::PlanRaid { target: 0, marker: m5a }).unwrap();
    let mut first = Vec::new();
    for _ in 0..6 {
        let Decision::Compose { pool, chosen, size, .. } = decision(&c) else { panic!("compose") };
        assert_eq!(size, 6);
        assert_eq!(chosen, first);
        let id = pool[0];
        first.push(id);
        c.apply(Choice::Assign { id }).unwrap();
    }
    // 10 a.m.: the other 5 (+1); an aircraft already flying at 7 is refused.
    let Decision::PlanRaid { options, .. } = decision(&c) else { panic!("plan") };
    let five = options.iter().find(|o| ed().raid_markers[o.1 as usize] == RaidMarker::Raiders(5)).unwrap();
    c.apply(Choice::PlanRaid { target: 1, marker: five.1 }).unwrap();
    assert!(matches!(c.apply(Choice::Assign { id: first[0] }), Err(Illegal::NotAnOption { rule: "15.2" })));
    for _ in 0..6 {
        let Decision::Compose { pool, .. } = decision(&c) else { panic!("compose") };
        assert!(pool.iter().all(|id| !first.contains(id)), "no aircraft flies twice a day");
        c.apply(Choice::Assign { id: pool[0] }).unwrap();
    }
    // 2 p.m.: 4 (+1) needs 5; four are left: cancelled.
    let ev = c.apply(Choice::PlanRaid { target: 2, marker: m4 }).unwrap();
    assert!(ev.contains(&Event::PlanCancelled { phase: 2, size: 5, have: 4 }));
    // 5 p.m.: No Raid; the four unused go back to the cup.
    let ev = c.apply(Choice::PlanRaid { target: 3, marker: none }).unwrap();
    let back = ev.iter().find_map(|e| match e {
        Event::UnusedBack { units } => Some(units.len()),
        _ => None,
    });
    assert_eq!(back, Some(4));
    assert_eq!(c.state().cup.len(), 4);
    assert!(c.invariant_violations().is_empty());
    // Play the day: two raids fly, the 2 p.m. one does not, and every
    // phase shows its markers at its end.
    let day = c.state().date;
    let ev = quiet_raf(&mut c, |c| c.state().date != day);
    let placed: Vec<u8> = ev
        .iter()
        .filter_map(|e| match e {
            Event::RaidPlaced { size, .. } => Some(*size),
            _ => None,
        })
        .collect();
    assert_eq!(placed, vec![6, 6]);
    let shown: Vec<(u8, bool)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::MarkersRevealed { phase, cancelled, .. } => Some((*phase, *cancelled)),
            _ => None,
        })
        .collect();
    assert_eq!(shown, vec![(0, false), (1, false), (2, true), (3, false)]);
    assert!(ev.contains(&Event::MarkersBack { targets: 4, markers: 4 }));
    // (The next day's four of each are already drawn.)
    let lw = c.lw().unwrap();
    assert_eq!(
        (lw.targets_cup.len() + lw.drawn_targets.len(), lw.sizes_cup.len() + lw.drawn_sizes.len()),
        (24, 11),
        "the markers went back to their cups"
    );
}

/// A plan with one raid, on `target`, at 7 a.m.: returns the campaign at
/// the raid's entry decision.
fn raid_on(target: &str) -> Campaign {
    let t = site(target) as u8;
    let (c, _) = at_plan("1940-08-13", &[1, 11, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    // Make the first drawn target ours.
    let mut st = c.into_state();
    st.lw.as_mut().unwrap().drawn_targets[0] = t;
    let mut c = Campaign::from_state(ed(), st);
    let six = c
        .plan_options()
        .into_iter()
        .find(|o| o.0 == t && ed().raid_markers[o.1 as usize] == RaidMarker::Raiders(6))
        .unwrap();
    c.apply(Choice::PlanRaid { target: six.0, marker: six.1 }).unwrap();
    while let Pending::Decide(d) = c.pending() {
        if matches!(d, Decision::Entry { .. }) {
            break;
        }
        // Bombers (the highest IDs) fly; everything else as it comes.
        let choice = match &d {
            Decision::Compose { pool, .. } => Choice::Assign { id: *pool.last().unwrap() },
            d => passive(d),
        };
        c.apply(choice).unwrap();
    }
    c
}

#[test]
fn a_plotted_path_that_would_miss_the_target_is_refused() {
    let mut c = raid_on("eastchurch");
    let Decision::Entry { target, options } = decision(&c) else { panic!("entry") };
    assert_eq!(target as usize, site("eastchurch"));
    assert!(!options.is_empty() && options.len() < 36, "some entries cannot reach Eastchurch: {options:?}");
    let bad = (1..=6).flat_map(|e| (1..=6).map(move |p| (e, p))).find(|x| !options.contains(x)).unwrap();
    let before = c.state().clone();
    let refused = c.apply(Choice::Enter { entry: bad.0, path: bad.1 });
    assert!(matches!(refused, Err(Illegal::NotAnOption { rule: "15.2" })));
    assert_eq!(c.state(), &before, "a refused choice changes nothing");
    let (e, p) = options[0];
    let ev = c.apply(Choice::Enter { entry: e, path: p }).unwrap();
    assert!(ev.iter().any(|x| matches!(x, Event::RaidPlaced { entry, size: 6, .. } if *entry == e)));
    assert!(ev.contains(&Event::PathPlotted { path: p }));
    assert!(ev.iter().filter(|x| x.secret()).all(|x| matches!(x, Event::PathPlotted { .. })));
    // Impulse by impulse the German plots ahead; a path that strays is
    // refused, the one plotted before is flown; the raid bombs Eastchurch and
    // nothing else on its way.
    let mut flown = vec![p];
    let mut refusals = 0;
    let ev = play_until(
        &mut c,
        |c, d| match d {
            Decision::Plot { paths } => {
                if let Some(bad) = (1..=6).find(|x| !paths.contains(x)) {
                    let mut copy = c.clone();
                    assert!(copy.apply(Choice::Plot { path: bad }).is_err());
                    refusals += 1;
                }
                let path = *paths.last().unwrap();
                flown.push(path);
                Choice::Plot { path }
            }
            d => passive(d),
        },
        |c| c.state().phase != Phase::Daylight(0),
    );
    assert!(refusals > 0, "no path was ever refused");
    let bombed: Vec<u8> = ev
        .iter()
        .filter_map(|e| match e {
            Event::RaidAtTarget { site } => Some(*site),
            _ => None,
        })
        .collect();
    assert_eq!(bombed, vec![site("eastchurch") as u8], "it stops nowhere else");
    let revealed: Vec<u8> = ev
        .iter()
        .filter_map(|e| match e {
            Event::PathRevealed { path } => Some(*path),
            _ => None,
        })
        .collect();
    assert_eq!(revealed[..], flown[..revealed.len()], "each move is the one plotted the impulse before");
}

/// Whatever the German picks among his options, a raid no fighter meets
/// always bombs its own target (15.2: it never strays), damaged or not.
#[test]
fn raids_never_stray_from_their_targets() {
    let (mut bombed_damaged, mut checked) = (0, 0);
    for seed in 0..6 {
        let (mut c, _) = Campaign::new(ed(), lw_setup(Scenario::Regular, seed)).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut planned = Vec::new();
        let ev = play_until(
            &mut c,
            |c, d| {
                if let Decision::Entry { target, .. } = d {
                    // Only a draw of Pevensey (which no path reaches) with no
                    // No Raid marker forces a raid that cannot reach its
                    // target; such a raid is not checked.
                    planned.push((!c.entries_reaching(*target).is_empty()).then_some(*target));
                }
                if d.luftwaffe() { Bot::Random.choose(c, d, &mut rng) } else { passive(d) }
            },
            |c| c.state().date > date("1940-08-20"),
        );
        let reached: Vec<u8> = ev
            .iter()
            .filter_map(|e| match e {
                Event::RaidAtTarget { site } => Some(*site),
                _ => None,
            })
            .collect();
        assert_eq!(reached.len(), planned.len(), "seed {seed}: each raid stopped once");
        for (r, p) in reached.iter().zip(&planned) {
            if let Some(p) = p {
                assert_eq!(r, p, "seed {seed}: a raid stopped somewhere else than its target");
                checked += 1;
            }
        }
        let mut target = None;
        for e in &ev {
            match e {
                Event::RaidPlaced { .. } => target = None,
                Event::RaidAtTarget { site } => target = Some(*site),
                Event::Bombed { site, .. } | Event::NoBombers { site } => assert_eq!(Some(*site), target),
                _ => {}
            }
        }
        let raids = ev.iter().filter(|e| matches!(e, Event::RaidPlaced { .. })).count();
        let at_target = ev.iter().filter(|e| matches!(e, Event::RaidAtTarget { .. })).count();
        assert_eq!(raids, at_target, "seed {seed}: every raid reached its target");
        bombed_damaged +=
            ev.iter().filter(|e| matches!(e, Event::Bombed { total, damage, .. } if total > damage)).count();
    }
    assert!(bombed_damaged > 0, "the German may bomb a damaged target");
    assert!(checked >= 30, "only {checked} raids checked");
}

#[test]
fn on_7_september_the_german_keeps_six_markers_and_adds_london() {
    let (mut c, _) = Builder::new()
        .date("1940-09-07")
        .with(|st| {
            st.setup.players = Players::Luftwaffe;
            st.lw = Some(LwPlayer::new(&ed()));
            st.weather = Some(londons_burning::edition::Weather::Clear);
        })
        .at(Step::DayStart, &[1]);
    let mut kept = Vec::new();
    for n in 0..6u8 {
        let d = decision(&c);
        let Decision::KeepTarget { kept: k, candidates } = &d else { panic!("keep, got {d:?}") };
        assert_eq!(*k, n);
        assert_eq!(candidates.len(), 24 - n as usize);
        assert!(candidates.iter().all(|s| !kept.contains(s)));
        assert_eq!(c.seat(&d), Seat::Luftwaffe);
        let site = candidates[candidates.len() - 1 - n as usize];
        kept.push(site);
        let ev = c.apply(Choice::KeepTarget { site }).unwrap();
        if n == 5 {
            assert!(ev.contains(&Event::TargetsKept { kept: kept.clone() }));
            assert!(ev.iter().any(|e| matches!(e, Event::LondonMarkers { cup: 10, .. })));
        }
    }
    let lw = c.lw().unwrap();
    assert!(lw.blitz);
    let mut in_play: Vec<u8> = lw.targets_cup.iter().chain(&lw.drawn_targets).copied().collect();
    in_play.sort_unstable();
    let mut expect = kept.clone();
    expect.extend(ed().sites_of(SiteKind::London).map(|s| s as u8));
    expect.sort_unstable();
    assert_eq!(in_play, expect, "six kept and London's four: ten markers");
    assert_eq!(lw.targets_aside.len(), 18);
    assert!(matches!(decision(&c), Decision::PlanRaid { .. }), "then the day's plan");
    // The change happens once: the next day begins without it.
    let mut st = c.into_state();
    st.setup.scenario = Scenario::Long;
    st.date = date("1940-09-08");
    st.step = Step::DayStart;
    let (c, _) = Campaign::resume(ed(), st);
    assert!(!matches!(decision(&c), Decision::KeepTarget { .. }));
    assert_eq!(c.lw().unwrap().targets_aside.len(), 18);
}

#[test]
fn the_german_player_orders_his_fighters_and_may_withdraw_them() {
    let b = || {
        Builder::new()
            .with(|st| {
                st.setup.players = Players::Luftwaffe;
                st.lw = Some(LwPlayer::new(&ed()));
            })
            .raid("G8", londons_burning::rules::Dir::UpLeft, londons_burning::rules::Level::A15, &[2, 3, 20])
            .fighter(0, "G8", londons_burning::rules::Level::A15, londons_burning::rules::Dir::UpRight)
            .fighter(1, "G8", londons_burning::rules::Level::A15, londons_burning::rules::Dir::UpRight)
            .combat(false, &[0, 1])
    };
    let (mut c, ev) = b().at(Step::RoundStart, &[]);
    let d = decision(&c);
    assert_eq!(d, Decision::GermanPick { id: 2, targets: vec![0, 1] });
    assert_eq!(c.seat(&d), Seat::Luftwaffe);
    assert!(!ev.iter().any(|e| matches!(
        e,
        Event::Roll { kind: londons_burning::rules::events::RollKind::GermanTarget, .. }
    )));
    // #2 goes for fighter #2 (no 1-3/4-6 roll); #3 withdraws by choice.
    c.apply(Choice::GermanAttack { fighter: 1 }).unwrap();
    assert_eq!(decision(&c), Decision::GermanPick { id: 3, targets: vec![0, 1] });
    let ev = c.apply(Choice::Withdraw).unwrap();
    use londons_burning::rules::combat::{Craft, WithdrawReason};
    assert!(ev.contains(&Event::Withdraws { craft: Craft::German(3), reason: WithdrawReason::Voluntary }));
    assert!(c.state().cup.contains(&3));
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Selects { attacker: Craft::German(2), target: Craft::Raf(1), .. }))
    );
    assert!(ev.contains(&Event::Passes { craft: Craft::German(20) }), "the bomber passes; it is never asked");
    // A German whose pilot is hit must withdraw (8.2): no order for it.
    let (c, ev) = b().german_hits(2, [0, 1, 0, 0, 0, 0]).at(Step::RoundStart, &[]);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Withdraws { craft: Craft::German(2), reason: WithdrawReason::PilotHit }
    )));
    assert_eq!(decision(&c), Decision::GermanPick { id: 3, targets: vec![0, 1] });
}

#[test]
fn the_german_player_aims_the_crossfire() {
    use londons_burning::rules::Level;
    let (mut c, _) = Builder::new()
        .with(|st| {
            st.setup.players = Players::Luftwaffe;
            st.setup.options.crossfire = true;
            st.lw = Some(LwPlayer::new(&ed()));
        })
        .raid("G8", londons_burning::rules::Dir::UpLeft, Level::A15, &[20, 21, 22])
        .fighter(0, "G8", Level::A15, londons_burning::rules::Dir::UpRight)
        .fighter(1, "G8", Level::A15, londons_burning::rules::Dir::UpRight)
        .combat(true, &[0, 1])
        .at(Step::RoundStart, &[]);
    c.apply(Choice::Attack { target: 20 }).unwrap();
    let ev = c.apply(Choice::Attack { target: 21 }).unwrap();
    assert!(!ev.iter().any(|e| matches!(
        e,
        Event::Roll { kind: londons_burning::rules::events::RollKind::CrossfireTarget, .. }
    )));
    let d = decision(&c);
    assert_eq!(d, Decision::CrossfireAt { target: 20 });
    assert_eq!(c.seat(&d), Seat::Luftwaffe);
    assert_eq!(d.rule(), "14.1");
    // Fighter #1's attack wins its action check by far and fires one burst.
    c.dice_mut().script([6, 1]);
    let mut ev = c.apply(Choice::CrossfireAt { fighter: 1 }).unwrap();
    if let Decision::Bursts { .. } = decision(&c) {
        ev.extend(c.apply(Choice::Bursts { n: 1 }).unwrap());
    }
    let at: Vec<u8> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Crossfire { at, .. } => Some(*at),
            _ => None,
        })
        .collect();
    assert!(!at.is_empty(), "He111 #22 fires");
    assert!(at.iter().all(|&a| a == 2), "at fighter #2, as the German chose: {at:?}");
}

#[test]
fn the_plan_is_secret_until_the_rules_reveal_it() {
    let (mut c, first) = Campaign::new(ed(), lw_setup(Scenario::Short, 3)).unwrap();
    assert!(first.iter().any(|e| matches!(e, Event::PlanDrawn { .. }) && e.secret()));
    assert!(first.iter().filter(|e| matches!(e, Event::Roll { .. }) && e.secret()).count() >= 8);
    let day = c.state().date;
    let ev = quiet_raf(&mut c, |c| c.state().date != day);
    for e in &ev {
        let secret = matches!(
            e,
            Event::RaidPlanned { .. }
                | Event::Assigned { .. }
                | Event::PathPlotted { .. }
                | Event::UnusedBack { .. }
        );
        if secret {
            assert!(e.secret(), "{e:?} must be hidden from the RAF");
        }
        if matches!(e, Event::MarkersRevealed { .. } | Event::PathRevealed { .. } | Event::RaidPlaced { .. })
        {
            assert!(!e.secret());
        }
    }
    // The plan is in the state (so in the save).
    let json = serde_json::to_string(c.state()).unwrap();
    let back: londons_burning::rules::State = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, c.state());
}
