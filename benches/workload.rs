//! The workloads BENCHMARKS.md measures, shared by `benches/engine.rs`
//! (criterion, wall time) and `examples/speed.rs` (a plain timer, and what
//! callgrind counts instructions of): whole campaigns played by a bot, and
//! Monte Carlo rollouts from a mid-campaign state, as an advisor would run
//! them.

#![allow(dead_code)]

use londons_burning::edition::Edition;
use londons_burning::rules::dice::Dice;
use londons_burning::rules::{Campaign, Decision, Event, Pending, Scenario, Setup, WeatherMode};
use londons_burning::sim::Bot;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use std::sync::Arc;

/// One long campaign (optional weather) played to its end by `bot`, with
/// dice and bot generator seeded from `seed`: the decisions it took.
pub fn campaign(ed: &Arc<Edition>, bot: Bot, seed: u64, ev: &mut Vec<Event>) -> usize {
    let (mut c, _) =
        Campaign::new(ed.clone(), Setup::new(Scenario::Long, WeatherMode::Optional, seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut n = 0;
    while let Some(asked) = c.ask() {
        let choice = bot.choose(&c, &asked.decision, &mut rng);
        ev.clear();
        c.answer(asked, choice, ev).unwrap();
        n += 1;
    }
    n
}

/// The rollouts' starting point: a long campaign (historical weather, seed
/// 3) played by the sensible bot up to the first RAF movement decision of a
/// raid on its third day (15 August), a fighter airborne or on the ground
/// with the raid on the map.
pub fn mid_campaign(ed: &Arc<Edition>) -> Campaign {
    let (mut c, _) =
        Campaign::new(ed.clone(), Setup::new(Scenario::Long, WeatherMode::Historical, 3)).unwrap();
    let day3 = ed.calendar.first_day() + chrono::Days::new(2);
    while let Pending::Decide(d) = c.pending_light() {
        if c.state().date == day3 && matches!(d, Decision::Move { .. }) {
            return c;
        }
        let choice = Bot::Sensible.choose(&c, &d, &mut ChaCha8Rng::seed_from_u64(0));
        c.apply_into(choice, &mut Vec::new()).unwrap();
    }
    panic!("no raid on day 3 with seed 3");
}

/// How far a rollout plays.
#[derive(Copy, Clone, Debug)]
pub enum Horizon {
    /// To the end of the daylight phase the raid flies in.
    Phase,
    /// To the end of the campaign.
    Campaign,
}

/// Rollout `i` from `start`: a clone with its own dice (seed `i`), played
/// by `bot` to the horizon. Returns the decisions taken.
pub fn rollout(start: &Campaign, bot: Bot, horizon: Horizon, i: u64, ev: &mut Vec<Event>) -> usize {
    let mut c = start.clone();
    *c.dice_mut() = Dice::new(i);
    let mut rng = ChaCha8Rng::seed_from_u64(i);
    let (date, phase) = (c.state().date, c.state().phase);
    let done = |c: &Campaign| match horizon {
        Horizon::Phase => c.state().date != date || c.state().phase != phase,
        Horizon::Campaign => false,
    };
    let mut n = 0;
    while let Some(asked) = c.ask() {
        if done(&c) {
            break;
        }
        let choice = bot.choose(&c, &asked.decision, &mut rng);
        ev.clear();
        c.answer(asked, choice, ev).unwrap();
        n += 1;
    }
    n
}

/// The built-in edition `n` (1 or 2).
pub fn edition(n: u32) -> Arc<Edition> {
    Edition::builtin_number(n).expect("a built-in edition").expect("valid")
}
