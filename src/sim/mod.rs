//! Bots that play the RAF side: each is a plain function of the pending
//! decision (and a random generator for the ones that need one), and only
//! ever answers with a legal option.

use crate::rules::{Campaign, Choice, Decision};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;

/// Picks a legal option at random: uniformly among the listed options; a
/// movement decision is answered with a random legal move
/// ([`Campaign::random_move`]), or staying down now and then.
pub fn random(c: &Campaign, d: &Decision, rng: &mut ChaCha8Rng) -> Choice {
    let mut die = |n: u32| (rng.next_u64() % n.max(1) as u64) as u32;
    if let Decision::Move { fighter, stand_down, .. } = d {
        if *stand_down && die(8) == 0 {
            return Choice::StandDown;
        }
        return Choice::Move { actions: c.random_move(*fighter, die) };
    }
    let mut options = d.options();
    let i = die(options.len() as u32) as usize;
    options.swap_remove(i.min(options.len() - 1))
}

/// Never flies: stands by, stays on the ground; repairs what it can.
pub fn passive(_c: &Campaign, d: &Decision) -> Choice {
    match d {
        Decision::Replace { candidates, .. } => {
            candidates.first().map(|&pilot| Choice::Replace { pilot }).unwrap_or(Choice::NoReplacement)
        }
        Decision::Position(_) => Choice::StandBy,
        Decision::Move { stand_down: true, .. } => Choice::StandDown,
        Decision::Attack { .. } => Choice::Withdraw,
        other => other.options().into_iter().next().unwrap_or(Choice::EndRepairs),
    }
}
