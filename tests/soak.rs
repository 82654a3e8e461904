//! Soak tests: many seeded campaigns played by bots end without a panic,
//! with every aircraft and pilot accounted for at every step.

mod common;
use common::*;
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

#[test]
fn passive_long_campaigns_keep_every_german_accounted_for() {
    // No RAF fighter ever takes off: thousands of days of raids.
    for seed in 0..120 {
        let weather = if seed % 2 == 0 { WeatherMode::Historical } else { WeatherMode::Optional };
        let (mut c, _) = Campaign::new(ed(), setup(Scenario::Long, weather, seed)).unwrap();
        play(&mut c, sim::passive);
        assert!(c.is_over());
        let s = c.score();
        assert_eq!(s.raf, 0);
        assert_eq!(s.raf_losses, c.state().tally.raf_losses);
    }
}

#[test]
fn random_play_long_campaigns() {
    for seed in 0..60 {
        let (mut c, _) =
            Campaign::new(ed(), setup(Scenario::Long, WeatherMode::Optional, 1000 + seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        play(&mut c, |c, d| sim::random(c, d, &mut rng));
        assert!(c.is_over());
    }
}
