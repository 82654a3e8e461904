//! The summaries after combats and raids, and the recap of phases flown
//! without a decision (issue 14), checked against the records (an
//! independent reading of the same log) and the engine's own score.

use crate::common::*;
use londons_burning::report::{self, summary};
use londons_burning::rules::combat::Craft;
use londons_burning::rules::{Campaign, Choice, Decision, Event, Pending};
use londons_burning::session::Session;
use londons_burning::sim;

/// The sensible bot's short campaign.
fn played(seed: u64) -> Session {
    let mut s = Session::new("S", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
    while let Pending::Decide(d) = s.campaign().pending_light() {
        let choice = sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    s
}

#[test]
fn every_combat_and_raid_summary_agrees_with_the_records() {
    let (mut combats, mut raids) = (0, 0);
    for seed in 1..=12u64 {
        let s = played(seed);
        let ed = s.edition();
        let r = report::build(&s);
        let all = summary::summaries(s.log(), ed);
        let cs: Vec<&summary::CombatSummary> = all
            .iter()
            .filter_map(|p| match &p.summary {
                summary::Summary::Combat(c) => Some(c),
                _ => None,
            })
            .collect();
        let rs: Vec<&summary::RaidSummary> = all
            .iter()
            .filter_map(|p| match &p.summary {
                summary::Summary::Raid(x) => Some(x),
                _ => None,
            })
            .collect();
        assert_eq!(cs.len(), r.combats.len(), "seed {seed}: one summary a combat");
        for (c, row) in cs.iter().zip(&r.combats) {
            let raf = |k: &Craft| matches!(k, Craft::Raf(_));
            let bursts = |from_raf: bool| -> u32 {
                c.fire.iter().filter(|f| raf(&f.from) == from_raf).map(|f| f.bursts).sum()
            };
            let hits = |on_raf: bool| -> u32 {
                c.fire.iter().filter(|f| raf(&f.at) == on_raf).map(|f| f.hits).sum()
            };
            let what = format!("seed {seed}, combat in {} on {}", c.hex, c.date);
            assert_eq!((c.hex, c.raf_first, c.rounds), (row.hex, row.raf_first, row.rounds), "{what}");
            assert_eq!(bursts(true), row.raf_bursts, "{what}: RAF bursts");
            assert_eq!(bursts(false), row.german_bursts, "{what}: German bursts");
            assert_eq!(hits(true), row.hits_on_raf, "{what}: hits on the RAF, each credited to a shooter");
            assert_eq!(hits(false), row.hits_on_german, "{what}: hits on the Germans");
            let lost = |is_raf: bool| c.destroyed.iter().filter(|d| raf(&d.0) == is_raf).count() as u32;
            assert_eq!(lost(false), row.german_lost, "{what}: Germans destroyed");
            assert_eq!(lost(true), row.raf_lost, "{what}: RAF lost");
            combats += 1;
        }
        assert_eq!(rs.len(), r.raids.len(), "seed {seed}: one summary a raid that flew");
        for (x, row) in rs.iter().zip(&r.raids) {
            let what = format!("seed {seed}, raid of {} on {}", x.size, x.date);
            assert_eq!((x.size, x.entry, x.reported), (row.size, row.hex, row.reported), "{what}");
            let bombed: Vec<(u8, u8)> = x.bombed.iter().map(|b| (b.site, b.damage)).collect();
            assert_eq!(bombed, row.bombed, "{what}: bombs");
            assert_eq!((x.combats, x.germans_lost, x.raf_lost), (row.combats, row.german_lost, row.raf_lost));
            let won = r.victories.iter().filter(|v| v.date == x.date && v.phase == x.phase).count();
            assert_eq!(x.score.0, won as i32, "{what}: the RAF's score change is its victories");
            raids += 1;
        }
    }
    assert!(combats >= 5 && raids >= 20, "enough to say something: {combats} combats, {raids} raids");
}

/// A player who flies every patrol he can and never fights: by the second
/// or third day his pilots are exhausted early, and the rest of the day's
/// phases fly without him.
fn tired(c: &Campaign, d: &Decision) -> Choice {
    match d {
        Decision::Position(o) => sim::patrol_spot(c, o).unwrap_or(Choice::StandBy),
        Decision::Move { stand_down: true, .. } => Choice::StandDown,
        Decision::Move { .. } => Choice::Move { actions: Vec::new() },
        Decision::Attack { .. } => Choice::Withdraw,
        Decision::Repair { .. } => Choice::EndRepairs,
        other => passive(other),
    }
}

#[test]
fn a_recap_when_phases_fly_without_a_decision() {
    let mut s = Session::new("Tired", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, 3)).unwrap();
    let mut recaps = 0;
    while let Pending::Decide(d) = s.campaign().pending_light() {
        let before = s.campaign().score();
        let (len, date) = (s.log().len(), s.campaign().state().date);
        let choice = tired(s.campaign(), &d);
        s.apply(choice).unwrap();
        let after = s.campaign().score();
        let new: Vec<_> =
            summary::summaries(s.log(), s.edition()).into_iter().filter(|p| p.at >= len).collect();
        let recap = new.iter().find_map(|p| match &p.summary {
            summary::Summary::Recap(r) => Some(r.clone()),
            _ => None,
        });
        // Phases begun and ended by this one choice.
        let log = &s.log()[len..];
        let begun = log.iter().filter(|l| matches!(l.event, Event::PhaseBegins { .. })).count();
        let skipped = begun.saturating_sub(1)
            + log.iter().any(|l| matches!(l.event, Event::NoRaidsInRain)) as usize
            + s.campaign().is_over() as usize;
        match recap {
            Some(r) => {
                recaps += 1;
                assert!(!r.phases.is_empty());
                assert!(
                    r.phases.len() <= skipped.max(1),
                    "{} phases recapped, {skipped} skipped",
                    r.phases.len()
                );
                assert_eq!(
                    r.score,
                    (after.raf as i32 - before.raf as i32, after.luftwaffe as i32 - before.luftwaffe as i32),
                    "the recap's score change is the engine's, from {date}"
                );
                let text =
                    summary::Summary::Recap(r.clone()).lines(s.edition(), londons_burning::text::Lang::EN);
                assert!(text.last().unwrap().starts_with("Score since your last decision"), "{text:?}");
            }
            None => assert!(begun <= 1, "{begun} phases began after one choice on {date} and no recap"),
        }
    }
    assert!(recaps >= 1, "the tired pilots let phases go by");
}
