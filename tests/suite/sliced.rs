//! The browser's background work (issue 31): the advisor, the review and
//! the yardstick played a slice at a time on one thread (`AdviceSteps`,
//! `ReviewSteps`, `YardstickSteps`, what `platform::start` steps between
//! the page's frames) give the very result of the one-shot computation
//! the desktop runs on its threads — whatever the size of the slices.

use crate::common::*;
use londons_burning::rules::{Campaign, Pending};
use londons_burning::session::Session;
use londons_burning::sim::Bot;
use londons_burning::sim::advisor::{AdviceConfig, AdviceSteps, advise};
use londons_burning::sim::review::{ReviewConfig, ReviewSteps, review};
use londons_burning::sim::yardstick::{Cell, YardstickSteps, simulate};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use std::sync::atomic::AtomicBool;

/// A short campaign played to its end by `bot` from `seed`.
fn played(bot: Bot, seed: u64) -> Session {
    let mut s =
        Session::new("Sliced", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while let Pending::Decide(d) = s.campaign().pending_light() {
        let choice = bot.choose(s.campaign(), &d, &mut rng);
        s.apply(choice).unwrap();
    }
    s
}

/// Steps `steps` with `slice` until it answers; the answer and the steps.
fn stepped<T>(slice: usize, mut step: impl FnMut(usize) -> Option<T>) -> (T, usize) {
    for n in 1..1_000_000 {
        if let Some(t) = step(slice) {
            return (t, n);
        }
    }
    panic!("never answered");
}

#[test]
fn the_advice_in_slices_is_the_advice_in_one_go() {
    // Decisions of every kind, from a short campaign the sensible bot plays.
    let (mut c, _) = Campaign::new(ed(), Setup::new(Scenario::Short, WeatherMode::Historical, 31)).unwrap();
    // Few first rollouts and a budget: the extra batches come in too.
    let cfg = AdviceConfig { rollouts: 12, seed: 9, parallel: true, budget: 400 };
    let (mut kinds, mut extra, mut k) = (std::collections::BTreeSet::new(), 0, 0);
    while let Pending::Decide(d) = c.pending_light() {
        k += 1;
        let choice = londons_burning::sim::sensible(&c, &d);
        // The first decision of every rule, and every seventh.
        if kinds.insert(d.rule().to_string()) || k % 7 == 0 {
            let Pending::Decide(d) = c.pending() else { unreachable!() };
            let whole = advise(&c, &d, &cfg);
            for slice in [1, 5, 32] {
                let mut steps = AdviceSteps::new(&c, &d, &cfg);
                let (sliced, n) = stepped(slice, |r| steps.step(r));
                assert_eq!(sliced, whole, "decision {k} ({}), slices of {slice} rollouts", d.rule());
                assert_eq!(steps.played, whole.total_rollouts, "every rollout counted");
                if slice == 1 {
                    // One world (a rollout of each option in contention) a
                    // step, and the step that answers.
                    assert_eq!(n, whole.rollouts + 1, "decision {k}: steps");
                }
            }
            extra += usize::from(whole.rollouts > 12);
        }
        c.apply(choice).unwrap();
    }
    assert!(kinds.len() >= 4, "kinds of decision: {kinds:?}");
    assert!(extra > 0, "some advice added rollouts beyond the first");
}

#[test]
fn the_review_in_slices_is_the_review_in_one_go() {
    let cfg = ReviewConfig { rollouts: 16, budget: 300, seed: 5, costliest: 4 };
    let s = played(Bot::Random, 7100);
    let whole = review(&s.played(), &cfg, &|_, _| {}, &AtomicBool::new(false)).unwrap();
    assert!(whole.over && whole.graded > 0 && !whole.costliest.is_empty());
    let mut steps = ReviewSteps::new(&s.played(), &cfg).unwrap();
    let (_, total) = steps.progress();
    assert_eq!(total, whole.decisions.len());
    let mut last = 0;
    let (sliced, n) = stepped(24, |r| {
        let out = steps.step(r);
        let (done, of) = steps.progress();
        assert!(done >= last && done <= of && of == total, "progress {done} of {of}");
        last = done;
        out
    });
    assert_eq!(sliced.unwrap(), whole);
    assert!(n > total, "{n} steps for {total} decisions");
}

#[test]
fn the_yardstick_in_slices_is_the_yardstick_in_one_go() {
    let setup = Setup::new(Scenario::Short, WeatherMode::Historical, 1);
    let cell = Cell::of(&setup, &ed()).unwrap();
    let whole = simulate(&ed(), &cell, 6, 99, &|_, _| {}, &AtomicBool::new(false)).unwrap();
    let mut steps = YardstickSteps::new(&ed(), &cell, 6, 99);
    assert_eq!(steps.progress(), (0, 12));
    let (sliced, n) = stepped(3, |r| steps.step(r));
    assert_eq!(sliced, whole);
    assert!(n > 12, "{n} steps for 12 campaigns");
}
