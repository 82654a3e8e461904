//! Helpers shared by the integration tests.
#![allow(dead_code)]

use londons_burning::edition::Edition;
use londons_burning::rules::dice::Dice;
use londons_burning::rules::{Campaign, Choice, Decision, Event, Pending, Scenario, Setup, WeatherMode};
use std::sync::Arc;

pub fn ed() -> Arc<Edition> {
    Edition::builtin().expect("built-in edition")
}

pub fn setup(scenario: Scenario, weather: WeatherMode, seed: u64) -> Setup {
    Setup { scenario, weather, base: "biggin-hill".into(), seed, options: Default::default() }
}

/// A new campaign with dice scripted to start with `script`.
pub fn scripted(s: Setup, script: &[u8]) -> (Campaign, Vec<Event>) {
    let mut dice = Dice::new(s.seed);
    dice.script(script.iter().copied());
    Campaign::with_dice(ed(), s, dice).expect("setup")
}

/// The answer of a player who never flies: stand by, stay on the ground,
/// wait; at night he repairs what he can.
pub fn passive(d: &Decision) -> Choice {
    match d {
        Decision::Replace { .. } => Choice::NoReplacement,
        Decision::Position(_) => Choice::StandBy,
        Decision::Move { stand_down: true, .. } => Choice::StandDown,
        Decision::Attack { .. } => Choice::Withdraw,
        other => other.options().into_iter().next().expect("every decision has an option"),
    }
}

/// Plays with `answer` until the campaign is over or `stop` says so;
/// returns every event.
pub fn play_until(
    c: &mut Campaign,
    mut answer: impl FnMut(&Campaign, &Decision) -> Choice,
    mut stop: impl FnMut(&Campaign) -> bool,
) -> Vec<Event> {
    let mut all = Vec::new();
    for _ in 0..1_000_000 {
        if stop(c) {
            return all;
        }
        match c.pending() {
            Pending::Over(_) => return all,
            Pending::Decide(d) => {
                let choice = answer(c, &d);
                let ev =
                    c.apply(choice.clone()).unwrap_or_else(|e| panic!("{choice:?} refused for {d:?}: {e}"));
                all.extend(ev);
            }
        }
    }
    panic!("the campaign never ended");
}

pub fn date(s: &str) -> chrono::NaiveDate {
    s.parse().unwrap()
}
