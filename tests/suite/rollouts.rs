//! What Monte Carlo rollouts rely on: a campaign cloned at any point plays
//! on exactly as the original would, and a decision asked with
//! `Campaign::ask` is answered with `Campaign::answer` as `apply_into`
//! would answer it, even when the campaign changed in between.

use crate::common::*;
use londons_burning::rules::dice::Dice;
use londons_burning::rules::{Campaign, Decision, Event, Illegal, Options, Pending};
use londons_burning::sim::Bot;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

/// Plays `c` to its end with `bot` (its generator seeded with `seed`),
/// through `ask`/`answer`; returns every event, the decisions and the final
/// state as saved.
fn play_out(mut c: Campaign, bot: Bot, seed: u64) -> (Vec<Event>, Vec<String>, String) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut events, mut decisions) = (Vec::new(), Vec::new());
    while let Some(asked) = c.ask() {
        decisions.push(format!("{:?}", asked.decision));
        let choice = bot.choose(&c, &asked.decision, &mut rng);
        c.answer(asked, choice, &mut events).expect("the bot answers legally");
    }
    (events, decisions, serde_json::to_string(c.state()).unwrap())
}

/// The same, through `pending_light` and `apply_into`.
fn play_out_classic(mut c: Campaign, bot: Bot, seed: u64) -> (Vec<Event>, Vec<String>, String) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut events, mut decisions) = (Vec::new(), Vec::new());
    while let Pending::Decide(d) = c.pending_light() {
        decisions.push(format!("{d:?}"));
        let choice = bot.choose(&c, &d, &mut rng);
        c.apply_into(choice, &mut events).expect("the bot answers legally");
    }
    (events, decisions, serde_json::to_string(c.state()).unwrap())
}

/// A clone taken mid-campaign (at many points: every phase of the first
/// days, in and out of raids and combats) plays on exactly as the original
/// does with the same bot and generator: the same decisions, events and
/// final state. And `ask`/`answer` plays exactly as `pending_light`/
/// `apply_into`.
#[test]
fn a_clone_mid_campaign_plays_on_identically() {
    for (k, bot) in [Bot::Random, Bot::Sensible, Bot::Random].into_iter().enumerate() {
        let mut setup = Setup::new(Scenario::Short, WeatherMode::Historical, 40 + k as u64);
        setup.options = Options { crossfire: k == 2, abort: k == 2, ..Default::default() };
        let (mut c, _) = Campaign::new(ed(), setup).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(k as u64);
        let mut n = 0;
        let mut compared = 0;
        while let Some(asked) = c.ask() {
            if n % 37 == 5 {
                let clone = c.clone();
                assert_eq!(clone.token(), c.token(), "a clone has its original's state");
                let original = play_out(c.clone(), bot, n);
                assert_eq!(play_out(clone.clone(), bot, n), original, "{bot:?}, decision {n}");
                assert_eq!(play_out_classic(clone, bot, n), original, "{bot:?}, decision {n}");
                compared += 1;
            }
            let choice = bot.choose(&c, &asked.decision, &mut rng);
            c.answer(asked, choice, &mut Vec::new()).unwrap();
            n += 1;
        }
        assert!(compared >= 3, "{compared} clones compared");
    }
}

/// Rollouts: clones of one state given dice of their own go their own ways,
/// and each is the same whenever it is played again.
#[test]
fn clones_with_their_own_dice_diverge_and_repeat() {
    let (mut c, _) = Campaign::new(ed(), Setup::new(Scenario::Short, WeatherMode::Historical, 9)).unwrap();
    // Into the first raid.
    while let Some(asked) = c.ask() {
        if c.state().raid.is_some() {
            break;
        }
        let choice = londons_burning::sim::sensible(&c, &asked.decision);
        c.answer(asked, choice, &mut Vec::new()).unwrap();
    }
    assert!(c.state().raid.is_some());
    let rollout = |i: u64| {
        let mut r = c.clone();
        *r.dice_mut() = Dice::new(i);
        play_out(r, Bot::Random, i)
    };
    let outcomes: Vec<_> = (0..4).map(rollout).collect();
    assert_eq!(outcomes[2], rollout(2));
    assert!(outcomes.windows(2).all(|w| w[0] != w[1]), "rollouts with other dice differ");
}

/// A decision asked before the campaign changed is never taken for the new
/// one: `answer` checks the choice against the decision pending now, as
/// `apply_into` does, and changes nothing when it is illegal.
#[test]
fn answer_with_a_stale_decision_checks_the_choice_against_the_state() {
    let (mut c, _) = Campaign::new(ed(), Setup::new(Scenario::Short, WeatherMode::Historical, 5)).unwrap();
    // The first position decision: stand by (its answer) is legal there.
    let first = c.ask().unwrap();
    assert!(matches!(first.decision, Decision::Position(_)), "{:?}", first.decision);
    let stale = first.clone();
    let choice = londons_burning::rules::Choice::StandBy;
    c.answer(first, choice.clone(), &mut Vec::new()).unwrap();
    // Walk on to a decision that stand-by does not answer.
    while let Some(asked) = c.ask() {
        if !matches!(asked.decision, Decision::Position(_)) {
            break;
        }
        c.answer(asked, choice.clone(), &mut Vec::new()).unwrap();
    }
    let before = serde_json::to_string(c.state()).unwrap();
    let token = c.token();
    let err = c.answer(stale.clone(), choice.clone(), &mut Vec::new()).unwrap_err();
    assert!(matches!(err, Illegal::NotThisDecision { .. }), "{err:?}");
    assert_eq!(serde_json::to_string(c.state()).unwrap(), before, "an illegal answer changes nothing");
    assert_eq!(c.token(), token);

    // A clone that moved on is another state: the original's decision is
    // checked against the clone's.
    let asked = c.ask().unwrap();
    let mut other = c.clone();
    let d = other.ask().unwrap();
    let bot_choice = londons_burning::sim::passive(&other, &d.decision);
    other.answer(d, bot_choice, &mut Vec::new()).unwrap();
    assert_ne!(other.token(), c.token());
    let mut again = c.clone();
    let legal_then = londons_burning::sim::passive(&c, &asked.decision);
    let via_answer = other.clone().answer(asked.clone(), legal_then.clone(), &mut Vec::new());
    let via_apply = other.clone().apply_into(legal_then.clone(), &mut Vec::new());
    assert_eq!(via_answer, via_apply);
    // And on the unchanged clone it is the decision pending there.
    again.answer(asked, legal_then, &mut Vec::new()).unwrap();
}
