//! The luck of the dice (issue 29, item 3), as GNU Backgammon measures it:
//! the luck of a chance event is the evaluation after the outcome that came
//! minus the probability-weighted mean of the evaluations after every
//! outcome that could have come — all six faces of a die, every counter in
//! the cup — in points of the campaign's final margin (the evaluator,
//! `sim::value`). Not the evaluation just before the event: that would make
//! the luck whatever the evaluations changed by, decisions included.
//!
//! **A step** runs from one decision to the next: the choice is applied and
//! the engine rolls every die on the way to the next decision in one call
//! (the setup, 3, is step 0). The engine is pure and every die comes from
//! the dice in the state (`rules::dice`), each die an `Event::Roll` value
//! in the order rolled. So the step can be run again from its start with
//! the dice scripted ([`Dice::script`]): dice `1..k` as they came, die `k`
//! forced to each face `j`, and the dice after it from a fixed stream of
//! our own (`rest`, the same for every face: common random numbers). The
//! evaluation at the next decision of that run is `Q_k(j)`.
//!
//! - `W_k = Σ_j p_j Q_k(j)` estimates the expected value once dice `1..k`
//!   are known (the ones after averaged out by the rest stream);
//!   `W_{m+1}` for the last die is the value at the real next decision.
//! - The luck of die `k` is `W_{k+1} − W_k`: the expected value after the
//!   face that came minus the mean over the faces that could have come. A
//!   roll of several dice (2d6) has the sum of its dice's luck.
//! - Over a step the luck adds up exactly to the value at the next decision
//!   minus `W_1`, the value expected once the choice is made and before any
//!   die: the ledger adds up by construction; what the evaluator gets wrong
//!   goes into what the decisions changed (`W_1` − the value at the
//!   decision), never into the luck.
//! - A face-down draw (raiders, 5.3) counts at its reveal (7.1): its luck
//!   at the draw is what the evaluator saw of it, nothing of the hidden
//!   identities (the evaluator reads none); in the step that turns the
//!   raid face up, the identities are a chance event before the first die:
//!   its luck is `W_1` minus the mean over [`LuckConfig::reveal_samples`]
//!   redraws of the face-down raiders from what they could be (the cup and
//!   the raid's counters, `rollout::redraw`).
//!
//! Cost: a die of `s` faces is `s` runs of its step, each as long as the
//! step: a long campaign in a few seconds of one core (the steps run in
//! parallel). Deterministic for a configuration.
//!
//! Not for 15.2: the German player's choices and secret draws are neither
//! the RAF player's luck nor his cost ([`LuckError::LuftwaffePlayer`]).

use crate::edition::Edition;
use crate::rules::dice::Dice;
use crate::rules::events::{PhaseId, RollKind};
use crate::rules::state::Phase;
use crate::rules::{Campaign, Choice, Event, Players, Setup};
use chrono::NaiveDate;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// How luck is measured.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct LuckConfig {
    /// Rest streams a face is run with (the mean over them is `Q_k(j)`).
    pub samples: usize,
    /// Redraws of face-down raiders at their reveal.
    pub reveal_samples: usize,
    /// Seeds the rest streams and the redraws.
    pub seed: u64,
}

impl Default for LuckConfig {
    fn default() -> LuckConfig {
        LuckConfig { samples: 1, reveal_samples: 16, seed: 29 }
    }
}

/// Where a step starts: the setup (step 0), or a decision and the choice
/// made at it.
#[derive(Copy, Clone, Debug)]
pub enum Start<'a> {
    Setup { edition: &'a Arc<Edition>, setup: &'a Setup },
    Decision { campaign: &'a Campaign, choice: &'a Choice },
}

/// One chance event: a roll (its dice together) or a reveal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chance {
    /// The step it happened in (0: the setup; `i + 1`: after choice `i`).
    pub step: usize,
    /// Its place among the step's events (a reveal: the `Identified`
    /// event's).
    pub event: usize,
    pub kind: RollKind,
    /// A face-down draw counted at its reveal (7.1).
    pub reveal: bool,
    pub sides: u8,
    pub values: Vec<u8>,
    /// The expected final margin before it and after it.
    pub before: f64,
    pub after: f64,
    /// `after − before`: positive is good luck for the RAF.
    pub luck: f64,
    pub date: NaiveDate,
    pub phase: Phase,
    /// A campaign played with the player's own dice (issue 32): were these
    /// dice entered by the player (a reveal: the raid's draws)? None when
    /// the program rolled every die.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entered: Option<bool>,
}

impl Chance {
    /// The rule it applies: the roll's, or 7.1 for a reveal.
    pub fn rule(&self) -> &'static str {
        if self.reveal { "7.1" } else { self.kind.rule() }
    }
}

/// The luck of one step.
#[derive(Clone, Debug, PartialEq)]
pub struct StepLuck {
    /// The expected final margin once the choice is made, before any chance
    /// event of the step.
    pub expected: f64,
    /// The evaluation at the next decision (the result, at the end).
    pub value: f64,
    pub chances: Vec<Chance>,
}

impl StepLuck {
    /// The step's luck: `value − expected`, up to rounding.
    pub fn luck(&self) -> f64 {
        self.chances.iter().map(|c| c.luck).sum()
    }
}

/// Why luck cannot be measured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LuckError {
    /// 15.2 campaigns are not measured.
    LuftwaffePlayer,
    /// The setup or a choice did not replay (a record that does not match
    /// its edition).
    Replay(usize),
}

/// The evaluation: the expected final margin of a position.
pub type Eval<'a> = &'a (dyn Fn(&Campaign) -> f64 + Sync);

fn mix(x: u64) -> u64 {
    crate::sim::simulate::splitmix(x)
}

/// Runs the step from `start` with `forced` dice first and the rest from
/// the stream `rest`; `None` if the choice is refused.
pub fn run(start: Start, forced: &[u8], rest: u64, ev: &mut Vec<Event>) -> Option<Campaign> {
    let mut dice = Dice::new(rest);
    dice.script(forced.iter().copied());
    match start {
        Start::Setup { edition, setup } => {
            let (c, e) = Campaign::with_dice(edition.clone(), setup.clone(), dice).ok()?;
            ev.extend(e);
            Some(c)
        }
        Start::Decision { campaign, choice } => {
            let mut c = campaign.clone();
            *c.dice_mut() = dice;
            c.apply_into(choice.clone(), ev).ok()?;
            Some(c)
        }
    }
}

/// Runs the step as it was played: the campaign at the next decision and
/// the step's events.
pub fn actual(start: Start) -> Option<(Campaign, Vec<Event>)> {
    match start {
        Start::Setup { edition, setup } => Campaign::new(edition.clone(), setup.clone()).ok(),
        Start::Decision { campaign, choice } => {
            let mut c = campaign.clone();
            let ev = c.apply(choice.clone()).ok()?;
            Some((c, ev))
        }
    }
}

/// The faces of a step's dice, in order, as [`run`] scripts them to play
/// the step again as it was. Own dice (issue 32): a raider drawn face down
/// and not yet turned face up shows 0 (5.3), and the campaign holds the
/// cup's first counter in its place: the draw of face 1. Scripted as 0 it
/// would be refused, and the run would draw a raider of its own from the
/// rest stream, so every run after that die would differ from the
/// campaign's step.
pub fn faces(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Roll { values, .. } => Some(values.iter().map(|&v| v.max(1))),
            _ => None,
        })
        .flatten()
        .collect()
}

/// The luck of every chance event of step `step` (see the module's notes).
pub fn step_luck(start: Start, step: usize, eval: Eval, cfg: &LuckConfig) -> Result<StepLuck, LuckError> {
    let (end, events) = actual(start).ok_or(LuckError::Replay(step))?;
    if end.state().setup.players == Players::Luftwaffe {
        return Err(LuckError::LuftwaffePlayer);
    }
    let (date, phase) = match start {
        Start::Setup { .. } => (end.state().date, end.state().phase),
        Start::Decision { campaign, .. } => (campaign.state().date, campaign.state().phase),
    };
    // The day and phase of the event `i` of the step: a step that ends the
    // night's repairs runs into the next day (4.2), so the step's own start
    // would put the next morning's rolls on the night before.
    let when = |i: usize| {
        events[..i].iter().fold((date, phase), |(d, p), e| match e {
            Event::DayBegins { date } => (*date, Phase::Weather),
            Event::PhaseBegins { phase: PhaseId::Daylight(k), .. } => (d, Phase::Daylight(*k)),
            Event::PhaseBegins { phase: PhaseId::Night, .. } => (d, Phase::Night),
            _ => (d, p),
        })
    };
    // The dice as they came: (event, its kind, sides, face).
    let dice: Vec<(usize, RollKind, u8, u8)> = events
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Event::Roll { kind, sides, values } => Some(values.iter().map(move |&v| (i, *kind, *sides, v))),
            _ => None,
        })
        .flatten()
        .collect();
    let value = eval(&end);
    let samples = cfg.samples.max(1);
    let rest = |k: usize, s: usize| mix(cfg.seed ^ mix((step as u64) << 20 ^ (k as u64) << 4 ^ s as u64));
    let mut ev = Vec::new();
    let mut q = |forced: &[u8], k: usize| -> f64 {
        let mut sum = 0.0;
        for s in 0..samples {
            ev.clear();
            sum += run(start, forced, rest(k, s), &mut ev).map(|c| eval(&c)).unwrap_or(value);
        }
        sum / samples as f64
    };
    // W_k for every die, then the value at the end.
    let mut w: Vec<f64> = Vec::with_capacity(dice.len() + 1);
    let actual_faces = faces(&events);
    let mut forced = actual_faces.clone();
    for (k, &(_, _, sides, _)) in dice.iter().enumerate() {
        let mut mean = 0.0;
        for j in 1..=sides {
            forced[k] = j;
            mean += q(&forced[..=k], k);
        }
        forced[k] = actual_faces[k];
        w.push(mean / sides.max(1) as f64);
    }
    w.push(value);
    let mut chances = Vec::new();
    let mut expected = w[0];
    // Own dice: the number of the step's first die, to say which were
    // entered.
    let first_die = match start {
        Start::Setup { .. } => 0,
        Start::Decision { campaign, .. } => campaign.dice().rolls().unwrap_or(0),
    };
    // The reveal of face-down raiders (7.1), before the first die.
    if let Start::Decision { campaign, choice } = start {
        let hidden = campaign.state().raid.as_ref().is_some_and(|r| !r.identified);
        let at = events.iter().position(|e| matches!(e, Event::Identified { .. }));
        if let (true, Some(at)) = (hidden, at) {
            let n = cfg.reveal_samples.max(1);
            let mut sum = 0.0;
            for m in 0..n {
                let mut rng = ChaCha8Rng::seed_from_u64(rest(usize::MAX >> 8, m));
                let world = crate::sim::rollout::redraw(campaign, &mut rng);
                ev.clear();
                let start = Start::Decision { campaign: &world, choice };
                sum += run(start, &[], rest(usize::MAX >> 9, m), &mut ev).map(|c| eval(&c)).unwrap_or(value);
            }
            expected = sum / n as f64;
            let raiders = campaign.state().raid.as_ref().map_or(0, |r| r.raiders.len()) as u8;
            chances.push(Chance {
                step,
                event: at,
                kind: RollKind::RaiderDraw,
                reveal: true,
                sides: raiders,
                values: Vec::new(),
                before: expected,
                after: w[0],
                luck: w[0] - expected,
                date: when(at).0,
                phase: when(at).1,
                // The raid's draws say (`sim::ledger`).
                entered: end.dice().is_own().then_some(false),
            });
        }
    }
    // One chance a roll event: its dice together.
    let mut k = 0;
    while k < dice.len() {
        let (i, kind, sides, _) = dice[k];
        let mut j = k;
        while j < dice.len() && dice[j].0 == i {
            j += 1;
        }
        chances.push(Chance {
            step,
            event: i,
            kind,
            reveal: false,
            sides,
            values: dice[k..j].iter().map(|d| d.3).collect(),
            before: w[k],
            after: w[j],
            luck: w[j] - w[k],
            date: when(i).0,
            phase: when(i).1,
            entered: end.dice().entered(first_die + k as u64),
        });
        k = j;
    }
    Ok(StepLuck { expected, value, chances })
}
