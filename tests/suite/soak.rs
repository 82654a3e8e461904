//! Soak tests: many seeded campaigns played by bots end without a panic,
//! with every aircraft and pilot accounted for at every step.

use crate::common::*;
use londons_burning::rules::{Campaign, Pending, Scenario, WeatherMode};
use londons_burning::sim;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

fn check(c: &Campaign, when: &str) {
    let v = c.invariant_violations();
    assert!(v.is_empty(), "{when}: {v:?}");
}

/// Plays a campaign to its end with a bot, checking the invariants after
/// every decision; returns the number of decisions.
fn play(
    c: &mut Campaign,
    mut bot: impl FnMut(&Campaign, &londons_burning::rules::Decision) -> londons_burning::rules::Choice,
) -> usize {
    let mut n = 0;
    while let Pending::Decide(d) = c.pending_light() {
        let choice = bot(c, &d);
        c.apply(choice.clone()).unwrap_or_else(|e| panic!("bot chose an illegal {choice:?} for {d:?}: {e}"));
        n += 1;
        check(c, &format!("after decision {n} ({:?})", c.state().step));
        assert!(n < 200_000, "runaway campaign");
    }
    n
}

/// Campaigns to play: thousands in the release build the CI runs, a few
/// in debug builds (checked the same way, only slower).
fn how_many(release: u64, debug: u64) -> u64 {
    if cfg!(debug_assertions) { debug } else { release }
}

#[test]
fn passive_long_campaigns_keep_every_german_accounted_for() {
    // No RAF fighter ever takes off: thousands of days of raids.
    for seed in 0..how_many(1000, 60) {
        let weather = if seed % 2 == 0 { WeatherMode::Historical } else { WeatherMode::Optional };
        let (mut c, _) = Campaign::new(ed(), Setup::new(Scenario::Long, weather, seed)).unwrap();
        play(&mut c, sim::passive);
        assert!(c.is_over());
        let s = c.score();
        assert_eq!(s.raf, 0);
        assert_eq!(s.raf_losses, c.state().tally.raf_losses);
    }
}

#[test]
fn random_play_long_campaigns() {
    for seed in 0..how_many(2000, 30) {
        let weather = if seed % 3 == 0 { WeatherMode::Historical } else { WeatherMode::Optional };
        let mut s = Setup::new(Scenario::Long, weather, 1000 + seed);
        // Every optional rule in a third of the campaigns.
        if seed % 3 == 1 {
            s.options.crossfire = true;
            s.options.base_change = true;
            s.options.abort = true;
        }
        let (mut c, _) = Campaign::new(ed(), s).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        play(&mut c, |c, d| sim::random(c, d, &mut rng));
        assert!(c.is_over());
    }
}
