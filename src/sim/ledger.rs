//! The campaign's ledger (issue 29, item 3): how much of the result was the
//! dice and how much the decisions, in points of the final margin.
//!
//! - **start**: the expected final margin before the first die (the setup's
//!   step, `sim::luck`), as the expert would play the campaign;
//! - **luck**: the sum of every chance event's luck (`sim::luck`);
//! - **cost**: the sum of the player's decision costs, each the best
//!   option's value minus the chosen one's, in the same points. The ledger
//!   takes them from its caller (the review's costs once its rollouts are
//!   scored by the evaluator), or measures them itself
//!   ([`evaluator_costs`]: the expert's candidates and the choice, rollouts
//!   to the end of the phase scored by `sim::value`);
//! - **actual**: the final margin (of a campaign not over: the running
//!   margin, and `end`, the evaluation of its last position, stands for
//!   the result in the sums);
//! - **residual**: start + luck − cost − actual, what the evaluator does not
//!   account for. The luck adds up exactly step by step, so the residual is
//!   the sum over the decisions of (value before − cost − value expected
//!   after the choice): zero for an evaluator that is exact and costs that
//!   are exact.
//!
//! Also: the result with the luck taken out (`actual − luck`), the luckiest
//! and unluckiest rolls, the luck of each day, and each decision's value
//! before and after. Data only; `text::ledger` words it.

use crate::edition::Edition;
use crate::rules::state::Phase;
use crate::rules::{Campaign, Choice, Pending, Setup};
use crate::sim::luck::{Chance, Eval, LuckConfig, LuckError, Start, step_luck};
use crate::sim::rollout::{public_view, redraw};
use chrono::NaiveDate;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// One decision in the ledger.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DecisionValue {
    /// Its place among the campaign's choices.
    pub index: usize,
    pub date: NaiveDate,
    pub phase: Phase,
    /// The expected final margin at the decision, and once the choice was
    /// made (before any die).
    pub before: f64,
    pub after: f64,
    /// Its cost, when the caller measured it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<f64>,
}

/// The luck of one day.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DayLuck {
    pub date: NaiveDate,
    pub luck: f64,
}

/// The ledger of a campaign (see the module's notes).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ledger {
    pub name: String,
    pub over: bool,
    pub start: f64,
    pub luck: f64,
    /// The sum of the decisions' costs; `None` when none was given.
    pub cost: Option<f64>,
    /// The margin: the result when the campaign is over, the running score
    /// before.
    pub actual: i32,
    /// The expected final margin at the last position: `actual` when the
    /// campaign is over.
    pub end: f64,
    /// start + luck − cost − end (with no costs: start + luck − end, the
    /// decisions' share and the evaluator's error together).
    pub residual: f64,
    /// The residual's standard error, as far as it is known: the
    /// evaluator's error at the start (and at the end of a campaign not
    /// over), and the costs' noise when their caller gives it (the review).
    #[serde(default)]
    pub residual_se: f64,
    /// end − luck: the result with average dice.
    pub luck_adjusted: f64,
    /// The evaluator's own error, from its fit: the root mean square
    /// against rollouts of the expert to the end, over every stage.
    pub evaluator_rms: f64,
    /// Every chance event, in the order they happened.
    pub chances: Vec<Chance>,
    pub days: Vec<DayLuck>,
    pub decisions: Vec<DecisionValue>,
}

impl Ledger {
    /// The chance events with the most luck, best first (`n` of them).
    pub fn luckiest(&self, n: usize) -> Vec<&Chance> {
        let mut v: Vec<&Chance> = self.chances.iter().filter(|c| c.luck > 0.0).collect();
        v.sort_by(|a, b| b.luck.total_cmp(&a.luck));
        v.truncate(n);
        v
    }

    /// The chance events with the least luck, worst first.
    pub fn unluckiest(&self, n: usize) -> Vec<&Chance> {
        let mut v: Vec<&Chance> = self.chances.iter().filter(|c| c.luck < 0.0).collect();
        v.sort_by(|a, b| a.luck.total_cmp(&b.luck));
        v.truncate(n);
        v
    }
}

/// Why a ledger cannot be drawn up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LedgerError {
    Luck(LuckError),
    /// Choice `i` does not replay.
    Replay(usize),
}

/// The decision states of a campaign: the campaign before each choice,
/// and at the end.
pub fn positions(ed: &Arc<Edition>, setup: &Setup, choices: &[Choice]) -> Result<Vec<Campaign>, LedgerError> {
    let (mut c, _) = Campaign::new(ed.clone(), setup.clone()).map_err(|_| LedgerError::Replay(0))?;
    let mut out = Vec::with_capacity(choices.len() + 1);
    let mut ev = Vec::new();
    for (i, ch) in choices.iter().enumerate() {
        out.push(c.clone());
        ev.clear();
        c.apply_into(ch.clone(), &mut ev).map_err(|_| LedgerError::Replay(i))?;
    }
    out.push(c);
    Ok(out)
}

/// The ledger of the campaign played from `setup` with `choices` on `ed`,
/// by the evaluation `eval` (`sim::value::value`), with the decisions'
/// `costs` (one per choice, `None` where not measured; empty: none).
pub fn ledger(
    name: &str,
    ed: &Arc<Edition>,
    setup: &Setup,
    choices: &[Choice],
    costs: &[Option<f64>],
    eval: Eval,
    cfg: &LuckConfig,
) -> Result<Ledger, LedgerError> {
    let states = positions(ed, setup, choices)?;
    let steps: Vec<Result<crate::sim::luck::StepLuck, LuckError>> = (0..=choices.len())
        .into_par_iter()
        .map(|s| {
            let start = if s == 0 {
                Start::Setup { edition: ed, setup }
            } else {
                Start::Decision { campaign: &states[s - 1], choice: &choices[s - 1] }
            };
            step_luck(start, s, eval, cfg)
        })
        .collect();
    let steps: Vec<_> = steps.into_iter().collect::<Result<_, _>>().map_err(LedgerError::Luck)?;
    let last = states.last().ok_or(LedgerError::Replay(0))?;
    let actual = crate::sim::value::margin(last);
    let end = steps[choices.len()].value;
    let start = steps[0].expected;
    let mut chances: Vec<Chance> = steps.iter().flat_map(|s| s.chances.iter().cloned()).collect();
    mark_reveals(&mut chances);
    let luck: f64 = chances.iter().map(|c| c.luck).sum();
    let decisions: Vec<DecisionValue> = (0..choices.len())
        .map(|i| DecisionValue {
            index: i,
            date: states[i].state().date,
            phase: states[i].state().phase,
            before: steps[i].value,
            after: steps[i + 1].expected,
            cost: costs.get(i).copied().flatten(),
        })
        .collect();
    let given: Vec<f64> = decisions.iter().filter_map(|d| d.cost).collect();
    let cost = (!given.is_empty()).then(|| given.iter().sum::<f64>());
    let mut days: Vec<DayLuck> = Vec::new();
    for c in &chances {
        match days.last_mut() {
            Some(d) if d.date == c.date => d.luck += c.luck,
            _ => days.push(DayLuck { date: c.date, luck: c.luck }),
        }
    }
    let evaluator_rms = crate::sim::value::model_file()
        .map(|f| {
            let (n, ss) = f
                .fit
                .rollouts
                .iter()
                .fold((0usize, 0.0), |(n, ss), e| (n + e.n, ss + e.rms * e.rms * e.n as f64));
            (ss / n.max(1) as f64).sqrt()
        })
        .unwrap_or(f64::NAN);
    Ok(Ledger {
        name: name.to_string(),
        over: last.is_over(),
        start,
        luck,
        cost,
        actual,
        end,
        residual: start + luck - cost.unwrap_or(0.0) - end,
        residual_se: evaluator_rms * if last.is_over() { 1.0 } else { std::f64::consts::SQRT_2 },
        luck_adjusted: end - luck,
        evaluator_rms,
        chances,
        days,
        decisions,
    })
}

/// Own dice (issue 32): a reveal (7.1) was entered when the raid's draws
/// were: the raider draws since the raid-size marker before it (5.3).
fn mark_reveals(chances: &mut [Chance]) {
    use crate::rules::dice::RollKind;
    for i in 0..chances.len() {
        if !chances[i].reveal || chances[i].entered.is_none() {
            continue;
        }
        let drawn = chances[..i]
            .iter()
            .rev()
            .take_while(|c| c.kind != RollKind::RaidSize && !c.reveal)
            .any(|c| c.kind == RollKind::RaiderDraw && c.entered == Some(true));
        chances[i].entered = Some(drawn);
    }
}

// ----------------------------------------------------------------------
// Decision costs by the evaluator.

/// Rollouts per option when [`evaluator_costs`] weighs a decision.
pub const COST_ROLLOUTS: usize = 32;

/// Each decision's cost by the evaluator: the expert's candidates and the
/// option chosen, `n` rollouts each to the end of the phase under the fast
/// policy (the coach's rollouts, on the public view, redrawn worlds, the
/// same world for every option), each scored by `eval` at its end; the
/// best option is picked on half the rollouts and its mean minus the
/// chosen one's measured on the other half: the cost when that is more
/// than [`COST_NOISE`] standard errors of the paired difference, else 0.
/// `None` for a decision with one option. Deterministic for `seed`.
pub fn evaluator_costs(
    ed: &Arc<Edition>,
    setup: &Setup,
    choices: &[Choice],
    eval: Eval,
    n: usize,
    seed: u64,
) -> Result<Vec<Option<f64>>, LedgerError> {
    let states = positions(ed, setup, choices)?;
    Ok((0..choices.len())
        .into_par_iter()
        .map(|i| decision_cost(&states[i], &choices[i], eval, n, seed ^ (i as u64).wrapping_mul(0x9e37_79b9)))
        .collect())
}

/// The cost of `choice` at `c` (see [`evaluator_costs`]).
pub fn decision_cost(c: &Campaign, choice: &Choice, eval: Eval, n: usize, seed: u64) -> Option<f64> {
    let Pending::Decide(d) = c.pending_light() else { return None };
    let view = public_view(c);
    let mut options = crate::sim::expert::candidates(&view, &d);
    let same = options.iter().position(|o| o == choice);
    let mine = match same.or_else(|| crate::sim::expert::same_outcome_as(&view, &options, choice)) {
        Some(i) => i,
        None => {
            options.push(choice.clone());
            options.len() - 1
        }
    };
    if options.len() < 2 {
        return None;
    }
    let n = n.max(2);
    let mut runs: Vec<Vec<f64>> = vec![Vec::with_capacity(n); options.len()];
    for k in 0..n {
        let mut rng = ChaCha8Rng::seed_from_u64(crate::sim::simulate::splitmix(seed ^ k as u64));
        let world = redraw(&view, &mut rng);
        let policy = rng.next_u64();
        for (o, run) in options.iter().zip(runs.iter_mut()) {
            let mut r = ChaCha8Rng::seed_from_u64(policy);
            run.push(to_phase_end(world.clone(), o, eval, &mut r));
        }
    }
    // The best is picked on the even rollouts and measured on the odd ones:
    // the best of noisy means, measured on the rollouts that picked it, is
    // better than it is. Counted only beyond the noise, as the review counts
    // its costs: the paired difference, rollout by rollout on the same
    // world, more than COST_NOISE standard errors.
    let half = |i: usize, r: usize| runs[i].iter().skip(r).step_by(2).sum::<f64>();
    let best = (0..options.len()).max_by(|&a, &b| half(a, 0).total_cmp(&half(b, 0)).then(b.cmp(&a)))?;
    if best == mine {
        return Some(0.0);
    }
    let pairs = runs[best].iter().zip(&runs[mine]).skip(1).step_by(2).map(|(a, b)| a - b);
    let (d, se) = crate::sim::rollout::mean_se(pairs);
    Some(if d > COST_NOISE * se { d } else { 0.0 })
}

/// A cost counts when it is more than this many standard errors of the
/// paired difference (the review's `NOISE`).
pub const COST_NOISE: f64 = 2.0;

/// Plays `first` in `world`, then the fast policy to the end of the phase
/// (or the night) it is in; the evaluation there.
pub fn to_phase_end(mut world: Campaign, first: &Choice, eval: Eval, rng: &mut ChaCha8Rng) -> f64 {
    let (date, phase) = (world.state().date, world.state().phase);
    if world.apply(first.clone()).is_err() {
        return eval(&world);
    }
    let mut ev = Vec::with_capacity(64);
    for _ in 0..400 {
        if world.is_over() || world.state().date != date || world.state().phase != phase {
            break;
        }
        let Some(asked) = world.ask() else { break };
        let choice = crate::sim::fast::fast(&world, &asked.decision, rng);
        ev.clear();
        if world.answer(asked, choice, &mut ev).is_err() {
            break;
        }
    }
    eval(&world)
}

// ----------------------------------------------------------------------
// The graph of the campaign (issue 29, item 4).

/// One point of the graph: the expected final margin after an event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub value: f64,
    pub date: NaiveDate,
}

/// What a mark on the graph stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MarkKind {
    /// One of the costliest decisions.
    Decision,
    /// One of the biggest luck swings (a roll, a draw or a reveal).
    Luck,
}

/// A mark on the graph.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Mark {
    pub kind: MarkKind,
    /// The point it stands on (an index into [`Curve::points`]).
    pub x: usize,
    /// The moment it opens, as choices made before it: the decision itself,
    /// or for a roll the decision it led to (the position once the dice
    /// fell).
    pub moment: usize,
    /// The decision's cost, or the roll's luck, in points of the margin.
    pub amount: f64,
    /// For a roll: its place in [`Ledger::chances`].
    pub chance: Option<usize>,
}

/// The expected final margin after every event, from the setup to the
/// verdict, with the marks.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Curve {
    pub points: Vec<Point>,
    pub marks: Vec<Mark>,
    /// The first point of each day: (point, date).
    pub days: Vec<(usize, NaiveDate)>,
    /// The point of each choice (by its index among the choices).
    pub decisions: Vec<usize>,
}

impl Ledger {
    /// The graph: the expected final margin at the start, after every
    /// chance event and after every choice (the choice's own change: the
    /// value expected once it is made), in order; a mark on each of
    /// `costliest` (choice index and cost, as the review lists them) and on
    /// the `swings` chance events with the most luck either way.
    pub fn curve(&self, costliest: &[(usize, f64)], swings: usize) -> Curve {
        let first = self.chances.first().map(|c| c.date).or(self.decisions.first().map(|d| d.date));
        let Some(first) = first else { return Curve::default() };
        let mut points = vec![Point { value: self.start, date: first }];
        let mut at_chance = vec![0; self.chances.len()];
        let mut at_decision = vec![0; self.decisions.len()];
        let mut k = 0;
        for (i, d) in self.decisions.iter().enumerate() {
            // The dice of step i (0 the setup; i after choice i − 1), then
            // choice i.
            while k < self.chances.len() && self.chances[k].step <= i {
                let c = &self.chances[k];
                points.push(Point { value: c.after, date: c.date });
                at_chance[k] = points.len() - 1;
                k += 1;
            }
            points.push(Point { value: d.after, date: d.date });
            at_decision[i] = points.len() - 1;
        }
        for (c, at) in self.chances[k..].iter().zip(&mut at_chance[k..]) {
            points.push(Point { value: c.after, date: c.date });
            *at = points.len() - 1;
        }
        let mut marks = Vec::new();
        for &(index, cost) in costliest {
            if let Some(i) = self.decisions.iter().position(|d| d.index == index) {
                marks.push(Mark {
                    kind: MarkKind::Decision,
                    x: at_decision[i],
                    moment: index,
                    amount: cost,
                    chance: None,
                });
            }
        }
        let mut big: Vec<usize> = (0..self.chances.len()).collect();
        big.sort_by(|&a, &b| {
            self.chances[b].luck.abs().total_cmp(&self.chances[a].luck.abs()).then(a.cmp(&b))
        });
        big.truncate(swings);
        big.sort_unstable();
        for c in big {
            let ch = &self.chances[c];
            let moment = ch.step.min(self.decisions.len());
            marks.push(Mark {
                kind: MarkKind::Luck,
                x: at_chance[c],
                moment,
                amount: ch.luck,
                chance: Some(c),
            });
        }
        let mut days: Vec<(usize, NaiveDate)> = Vec::new();
        for (i, p) in points.iter().enumerate() {
            if days.last().is_none_or(|d| d.1 != p.date) {
                days.push((i, p.date));
            }
        }
        Curve { points, marks, days, decisions: at_decision }
    }
}
