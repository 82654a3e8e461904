//! Bots that play the RAF side: each is a plain function of the pending
//! decision (and a random generator for the ones that need one), and only
//! ever answers with a legal option. [`simulate`] plays many campaigns
//! with them.

pub mod advisor;
pub mod bots;
pub mod expert;
pub mod fast;
pub mod forecast;
pub mod ledger;
pub mod luck;
pub mod reason;
pub mod repairs;
pub mod review;
pub mod rollout;
pub mod simulate;
pub mod value;
pub mod yardstick;

pub use bots::{
    close_in, close_in_wary, intercepts, intercepts_for_player, passive, patrol_spot, random,
    scramble_facing, sensible,
};

use crate::rules::{Campaign, Choice, Decision};
use rand_chacha::ChaCha8Rng;

/// The bots, by name (the command line's `--bot`; each variant's comment
/// is its line in the command line's help: `bots::sensible`,
/// `expert::expert`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Bot {
    /// Any legal option, at random.
    Random,
    /// Never flies.
    Passive,
    /// Patrols, intercepts and attacks with care.
    Sensible,
    /// Plays to win the campaign, weighing its options by rollouts (the
    /// best play we have, and the slowest).
    Expert,
}

impl Bot {
    /// The bot's answer to decision `d` (`rng` is used by `random` and
    /// `expert` only).
    pub fn choose(self, c: &Campaign, d: &Decision, rng: &mut ChaCha8Rng) -> Choice {
        match self {
            Bot::Random => bots::random(c, d, rng),
            Bot::Passive => bots::passive(c, d),
            Bot::Sensible => bots::sensible(c, d),
            Bot::Expert => expert::expert(c, d, rng),
        }
    }
}
