//! The campaign review (issue 23): what a chess player gets after a game.
//! For every RAF decision the player made — not the Luftwaffe player's in
//! 15.2, nor a decision with one option — the expert's rollouts (on the
//! public view at that decision: only what the player knew then) estimate
//! the value of the option he chose and of the expert's best, in points of
//! the campaign's final margin ([`crate::sim::rollout::Effect::value`] by
//! [`Scoring::Margin`]: the evaluator's expected final margin where the
//! rollout of the rest of the phase ends, minus where it began; the unit
//! of the luck, so the costs go into the ledger). The difference is the decision's **cost**, counted
//! only beyond the noise; the cost gives a **grade**; the grades give an
//! **accuracy** per day and for the campaign; the costliest decisions come
//! with what the expert would have done and why ([`Advice`]).
//!
//! - The best option is picked on the weighing's rollouts (rollouts are
//!   added while the chosen option is neither the best nor separated from
//!   it, up to [`ReviewConfig::budget`]); the gap best − chosen is then
//!   measured on **fresh** rollouts of those two options (another seed,
//!   [`ReviewConfig::rollouts`] of each, rollout by rollout on the same
//!   dice: common random numbers). Split-sample: the best of several noisy
//!   means is too high on the rollouts that picked it, so a gap measured
//!   there makes every decision among near-equal options cost something
//!   (measured: about 20 points a long campaign, the expert's own
//!   included); on rollouts apart, an option as good as the best costs 0
//!   on average.
//! - Cost (shown, graded): that gap when it is more than [`NOISE`]
//!   standard errors of the paired difference; 0 otherwise (the rollouts
//!   cannot say the choice was worse). Points lost (the review's total,
//!   each day's): the gaps summed as measured, signed, within the noise or
//!   not, so that their noise cancels in the sum instead of piling up.
//! - Grades by cost: best (0), good (up to [`GOOD`]), inaccuracy (up to
//!   [`INACCURACY`]), mistake (up to [`MISTAKE`]), blunder (more).
//! - Accuracy: the share, in per cent, of the graded decisions graded best
//!   or good.
//! - Decisions the expert takes by rule (night repairs and replacements,
//!   12.1; reserve pilots, 11.5) are graded like the others: the rule's
//!   pick is the expert's, the cost the rollouts' difference beyond the
//!   noise (the rollouts of one night or one phase rarely separate them:
//!   they are shown equal, with the rule's reason).
//! - Every decision carries a reason ([`Reason`], true by construction:
//!   `sim::reason`) that compares the expert's option with the player's.
//!
//! Deterministic: the same campaign ([`Played`]: its edition, setup and
//! choices) and configuration give the same review, on any number of
//! threads. The review is data, computed from data: it reads no file and
//! keeps none (the saves folder keeps reviews under their [`key`]:
//! `table::Store::review`), and says nothing in words (`text::review`).

use crate::edition::Edition;
use crate::rules::state::Phase;
use crate::rules::{Campaign, Choice, Decision, Pending, Setup};
use crate::sim::advisor::{Advice, Est, SEPARATED, Weighed, Why, within_noise};
use crate::sim::ledger::{Ledger, LedgerError};
use crate::sim::luck::{LuckConfig, LuckError};
use crate::sim::reason::{self, Reason};
use crate::sim::rollout::{Chunked, Samples, Scoring, public_view};
use chrono::NaiveDate;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// A campaign as played: what a review is computed from (a save's record,
/// without its files: `Session::played` gives it).
#[derive(Copy, Clone, Debug)]
pub struct Played<'a> {
    /// The campaign's name (the review carries it).
    pub name: &'a str,
    pub edition: &'a Arc<Edition>,
    pub setup: &'a Setup,
    /// Every choice made, from the setup on.
    pub choices: &'a [Choice],
}

/// The review's format: a review stored by another version is computed
/// again (the version is hashed into the [`key`], and checked on reading).
/// 2: every decision carries its reason (issue 29), decisions by rule are
/// graded, the costliest lose `versus`. 3: values and costs in points of
/// the final margin (the evaluator), and the ledger. 4: the luck's rolls
/// dated by the day and phase they were rolled in (a step that ends the
/// night's repairs put the next morning's on the night before). 5: the gap
/// measured on fresh rollouts apart from those that picked the best, the
/// points lost its signed sum (`total_se` added).
pub const REVIEW_VERSION: u32 = 5;

/// A cost counts when it is more than this many standard errors of the
/// paired difference (the advisor's [`SEPARATED`]).
pub const NOISE: f64 = SEPARATED;

/// Highest cost (points of the final margin) of a good decision.
pub const GOOD: f64 = 0.15;
/// Highest cost of an inaccuracy.
pub const INACCURACY: f64 = 0.4;
/// Highest cost of a mistake; above it, a blunder.
pub const MISTAKE: f64 = 1.0;

/// What a decision is graded.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Grade {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Grade {
    /// The grade of a cost (see the thresholds).
    pub fn of(cost: f64) -> Grade {
        if cost <= 0.0 {
            Grade::Best
        } else if cost <= GOOD {
            Grade::Good
        } else if cost <= INACCURACY {
            Grade::Inaccuracy
        } else if cost <= MISTAKE {
            Grade::Mistake
        } else {
            Grade::Blunder
        }
    }

    /// Counts toward accuracy.
    pub fn accurate(self) -> bool {
        matches!(self, Grade::Best | Grade::Good)
    }
}

/// How much a review weighs.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewConfig {
    /// Rollouts every option of a decision gets first.
    pub rollouts: usize,
    /// Most rollouts of one decision (over its options): more are added
    /// while the chosen option is within noise of the best.
    pub budget: usize,
    /// Seed of the rollouts (decision `k` uses its own, from it).
    pub seed: u64,
    /// How many of the costliest decisions are explained.
    pub costliest: usize,
}

impl Default for ReviewConfig {
    fn default() -> ReviewConfig {
        ReviewConfig { rollouts: 200, budget: 10_000, seed: 1940, costliest: 10 }
    }
}

/// One decision, reviewed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reviewed {
    /// Choices made before it (the session's numbering: `branch_at(index)`
    /// replays up to it).
    pub index: usize,
    pub date: NaiveDate,
    pub phase: Phase,
    /// Its rule (the decision's section: "6", "8.4", ...).
    pub rule: String,
    pub chosen: Choice,
    /// The expert's choice.
    pub best: Choice,
    /// Values of the chosen option and of the expert's, over the fresh
    /// rollouts that measure the cost (over the weighing's when the player
    /// chose the expert's option).
    pub chosen_value: Est,
    pub best_value: Est,
    /// Best − chosen, rollout by rollout on the fresh rollouts (0 when the
    /// player chose it): signed, what the points lost add up.
    pub gap: Est,
    /// The cost shown and graded: `gap.mean` if beyond [`NOISE`] standard
    /// errors, else 0.
    pub cost: f64,
    /// The cost the ledger sums: the gap (signed, without the threshold's
    /// bias), 0 for a decision taken by rule.
    #[serde(default)]
    pub ledger_cost: Est,
    /// Always graded since version 2 (None was a decision taken by rule).
    pub grade: Option<Grade>,
    /// Did the decision matter: is some option separated from the best
    /// (worse beyond the noise)? When none is, any choice was as good, and
    /// the decision does not count in the accuracy and the points lost.
    pub matters: bool,
    /// Options weighed and rollouts played.
    pub options: usize,
    pub rollouts: usize,
    /// Why the expert's option rather than the player's (the same option:
    /// `Verdict::Same`).
    pub reason: Reason,
}

/// One of the costliest decisions, explained: what the expert's advice at
/// it adds to the decision's reason (where the raid was going, what the
/// Germans attacked carried).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Costly {
    pub index: usize,
    pub cost: f64,
    pub why: Why,
    /// The options the rollouts cannot tell from the expert's choice.
    pub equally_good: Vec<Choice>,
}

/// The decisions of one day.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Day {
    pub date: NaiveDate,
    pub graded: usize,
    /// Per cent graded best or good (None with none graded).
    pub accuracy: Option<f64>,
    /// Points lost that day (the graded decisions' gaps, as the total).
    pub cost: f64,
}

/// A campaign's review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub version: u32,
    /// What it was computed from (see [`key`]).
    pub key: String,
    pub name: String,
    pub config: ReviewConfig,
    /// Was the campaign over when reviewed?
    pub over: bool,
    pub choices: usize,
    /// The grades' thresholds, in points: good, inaccuracy, mistake.
    pub thresholds: [f64; 3],
    pub decisions: Vec<Reviewed>,
    pub days: Vec<Day>,
    /// Decisions graded, per cent of them best or good, and the points
    /// lost in all and per graded decision.
    pub graded: usize,
    pub accuracy: Option<f64>,
    /// The points lost: the sum of the graded decisions' gaps as measured
    /// (`Reviewed::gap`, signed: not the costs shown, which count only
    /// beyond the noise), and its standard error.
    pub total_cost: f64,
    #[serde(default)]
    pub total_se: f64,
    pub mean_cost: f64,
    pub grades: BTreeMap<Grade, usize>,
    /// The costliest decisions, costliest first.
    pub costliest: Vec<Costly>,
    /// The campaign's ledger (luck apart from skill, `sim::ledger`), with
    /// these decisions' costs; none for a game against a Luftwaffe player
    /// (15.2), whose luck is not measured.
    #[serde(default)]
    pub ledger: Option<Ledger>,
}

/// Why a review did not finish.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewError {
    Cancelled,
    /// The save's choices do not replay (cannot happen for a loaded save).
    Replay(usize),
    /// The review was computed but could not be kept in the saves folder
    /// (why, in words).
    Save(String),
}

/// A decision to review: where it was, and what was chosen.
struct Item {
    index: usize,
    campaign: Campaign,
    decision: Decision,
    chosen: Choice,
}

/// Is this decision one the review looks at: the RAF player's, with more
/// than one option?
fn reviewable(d: &Decision) -> bool {
    !d.luftwaffe() && d.option_count() > 1
}

/// Reviews the campaign `played` (see the module's notes).
/// `progress(done, total)` is called as decisions are done (from any
/// thread); setting `cancel` stops it soon with [`ReviewError::Cancelled`].
pub fn review(
    played: &Played,
    cfg: &ReviewConfig,
    progress: &(dyn Fn(usize, usize) + Sync),
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    let (items, over) = items(played, cancel)?;
    let total = items.len();
    let done = AtomicUsize::new(0);
    progress(0, total);
    let results: Vec<Option<(Reviewed, Option<Costly>)>> = items
        .par_iter()
        .map(|item| {
            if cancel.load(Ordering::Relaxed) {
                return None;
            }
            let r = one(item, cfg);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
            Some(r)
        })
        .collect();
    if cancel.load(Ordering::Relaxed) || results.iter().any(Option::is_none) {
        return Err(ReviewError::Cancelled);
    }
    let r = assemble(played, over, cfg, results.into_iter().flatten().collect());
    if cancel.load(Ordering::Relaxed) {
        return Err(ReviewError::Cancelled);
    }
    r
}

/// The decisions of `played` to review, replayed; and is the campaign over?
fn items(played: &Played, cancel: &AtomicBool) -> Result<(Vec<Item>, bool), ReviewError> {
    let (mut c, _) =
        Campaign::new(played.edition.clone(), played.setup.clone()).map_err(|_| ReviewError::Replay(0))?;
    let mut items = Vec::new();
    for (index, chosen) in played.choices.iter().enumerate() {
        if cancel.load(Ordering::Relaxed) {
            return Err(ReviewError::Cancelled);
        }
        let Pending::Decide(decision) = c.pending() else { return Err(ReviewError::Replay(index)) };
        if reviewable(&decision) {
            items.push(Item { index, campaign: c.clone(), decision, chosen: chosen.clone() });
        }
        c.apply(chosen.clone()).map_err(|_| ReviewError::Replay(index))?;
    }
    Ok((items, c.is_over()))
}

/// The review of `played` from its decisions reviewed, in order.
fn assemble(
    played: &Played,
    over: bool,
    cfg: &ReviewConfig,
    results: Vec<(Reviewed, Option<Costly>)>,
) -> Result<Review, ReviewError> {
    let mut decisions = Vec::with_capacity(results.len());
    let mut costly = Vec::new();
    for (r, k) in results {
        decisions.push(r);
        costly.extend(k);
    }
    costly.sort_by(|a, b| b.cost.total_cmp(&a.cost).then(a.index.cmp(&b.index)));
    costly.truncate(cfg.costliest);
    let ledger = ledger_of(played, &decisions)?;
    let mut r = summarise(played, over, cfg, decisions, costly);
    r.ledger = ledger;
    Ok(r)
}

/// [`review`] a slice at a time, for the browser's one thread (issue 31):
/// the replay at [`ReviewSteps::new`], then each [`ReviewSteps::step`]
/// plays about as many rollouts as it is told, and the last one returns
/// the review — the very review [`review`] gives with the same
/// configuration.
pub struct ReviewSteps {
    name: String,
    edition: Arc<Edition>,
    setup: Setup,
    choices: Vec<Choice>,
    over: bool,
    cfg: ReviewConfig,
    items: Vec<Item>,
    /// The decision under way: its weighing, samples and batch.
    current: Option<(OneRun, Samples, Chunked)>,
    results: Vec<(Reviewed, Option<Costly>)>,
    /// Decisions reviewed (the results go to the review at the end).
    reviewed: usize,
}

impl ReviewSteps {
    pub fn new(played: &Played, cfg: &ReviewConfig) -> Result<ReviewSteps, ReviewError> {
        let (items, over) = items(played, &AtomicBool::new(false))?;
        Ok(ReviewSteps {
            name: played.name.to_string(),
            edition: played.edition.clone(),
            setup: played.setup.clone(),
            choices: played.choices.to_vec(),
            over,
            cfg: *cfg,
            items,
            current: None,
            results: Vec::new(),
            reviewed: 0,
        })
    }

    /// Decisions reviewed, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.reviewed, self.items.len())
    }

    /// Plays about `rollouts` rollouts; the review once every decision is
    /// done (then the job is over: do not step it again).
    pub fn step(&mut self, rollouts: usize) -> Option<Result<Review, ReviewError>> {
        let k = self.reviewed;
        let Some(item) = self.items.get(k) else {
            let played = Played {
                name: &self.name,
                edition: &self.edition,
                setup: &self.setup,
                choices: &self.choices,
            };
            return Some(assemble(&played, self.over, &self.cfg, std::mem::take(&mut self.results)));
        };
        let cfg = &self.cfg;
        let (w, s, chunk) = self.current.get_or_insert_with(|| {
            let w = OneRun::new(item, cfg);
            let n = w.opts.cands.len();
            (w, Samples::new(n), Chunked::default())
        });
        if chunk.idle() {
            // The weighing's batches, then the fresh rollouts that measure
            // the cost, then the decision is done.
            let batch = if w.measuring { None } else { w.next(s, cfg.budget).or_else(|| w.fresh_batch(s)) };
            match batch {
                Some(batch) => chunk.start(batch),
                None => {
                    let (w, s, _) = self.current.take().expect("under way");
                    self.results.push(w.finish(item, &s));
                    self.reviewed += 1;
                    return None;
                }
            }
        }
        if w.measuring {
            chunk.play(&mut w.fresh, &w.view, &w.opts.cands, w.fresh_seed, Scoring::Margin, rollouts);
        } else {
            chunk.play(s, &w.view, &w.opts.cands, w.seed, Scoring::Margin, rollouts);
        }
        None
    }
}

/// The campaign's ledger with the reviewed decisions' costs (each the
/// review's, in points of the final margin: [`Reviewed::ledger_cost`]; a decision
/// with one option costs nothing and is not listed).
fn ledger_of(played: &Played, decisions: &[Reviewed]) -> Result<Option<Ledger>, ReviewError> {
    let mut costs = vec![None; played.choices.len()];
    let mut variance = 0.0;
    for d in decisions {
        costs[d.index] = Some(d.ledger_cost.mean);
        variance += d.ledger_cost.se * d.ledger_cost.se;
    }
    let l = crate::sim::ledger::ledger(
        played.name,
        played.edition,
        played.setup,
        played.choices,
        &costs,
        &crate::sim::value::value,
        &LuckConfig::default(),
    );
    match l {
        Ok(mut l) => {
            // The costs' own noise, added to the evaluator's.
            l.residual_se = (l.residual_se * l.residual_se + variance).sqrt();
            Ok(Some(l))
        }
        Err(LedgerError::Luck(LuckError::LuftwaffePlayer)) => Ok(None),
        Err(LedgerError::Luck(LuckError::Replay(i)) | LedgerError::Replay(i)) => Err(ReviewError::Replay(i)),
    }
}

/// The gap best − chosen in value on the rollouts `m` (the fresh ones),
/// rollout by rollout: 0 when the player chose the best.
fn measured_gap(m: &Samples, best: usize, chosen: usize) -> Est {
    if best == chosen {
        return Est::default();
    }
    let (gap, se) = m.paired(best, chosen, |e| e.value);
    Est::new(gap, se)
}

/// The seed of the fresh rollouts that measure decision `index`'s cost
/// (independent of its weighing's, [`seed_of`]).
fn fresh_seed_of(seed: u64, index: usize) -> u64 {
    seed_of(seed_of(seed, index) ^ 0x2929_f8e5_5eed_0029, index)
}

/// The seed of decision `index`'s rollouts.
fn seed_of(seed: u64, index: usize) -> u64 {
    let mut z = seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(0x23_1940);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Reviews one decision of a campaign: `c` the campaign at it, `d` the
/// decision, `chosen` the player's answer, `index` the choices made before
/// it (its rollouts' seed comes from it). What [`review`] does for each.
pub fn decision(c: &Campaign, d: &Decision, chosen: &Choice, index: usize, cfg: &ReviewConfig) -> Reviewed {
    let item = Item { index, campaign: c.clone(), decision: d.clone(), chosen: chosen.clone() };
    one(&item, cfg).0
}

/// Reviews one decision.
fn one(item: &Item, cfg: &ReviewConfig) -> (Reviewed, Option<Costly>) {
    let mut w = OneRun::new(item, cfg);
    let mut s = Samples::new(w.opts.cands.len());
    while let Some((which, more)) = w.next(&s, cfg.budget) {
        s.extend(&w.view, &w.opts.cands, &which, more, w.seed, Scoring::Margin, false);
    }
    if let Some((which, more)) = w.fresh_batch(&s) {
        w.fresh.extend(&w.view, &w.opts.cands, &which, more, w.fresh_seed, Scoring::Margin, false);
    }
    w.finish(item, &s)
}

/// One decision's weighing, a batch of rollouts at a time ([`one`] plays
/// each at once, [`ReviewSteps`] a chunk at a time).
struct OneRun {
    view: Campaign,
    opts: Weighed,
    /// The player's option among `opts`.
    chosen: usize,
    seed: u64,
    first: usize,
    alive: Vec<usize>,
    started: bool,
    /// The cost's own rollouts (another seed: [`fresh_seed_of`]), of the
    /// best option and the chosen one, once the weighing has picked the
    /// best ([`OneRun::fresh_batch`]).
    fresh: Samples,
    fresh_seed: u64,
    /// The best option, as the weighing picked it; the fresh rollouts are
    /// under way or played.
    measuring: bool,
    best: usize,
}

impl OneRun {
    fn new(item: &Item, cfg: &ReviewConfig) -> OneRun {
        let view = public_view(&item.campaign);
        let mut opts = Weighed::options(&view, &item.decision);
        let chosen = opts.with(&view, &item.chosen);
        let alive = (0..opts.cands.len()).collect();
        let n = opts.cands.len();
        OneRun {
            view,
            opts,
            chosen,
            seed: seed_of(cfg.seed, item.index),
            first: cfg.rollouts.max(2),
            alive,
            started: false,
            fresh: Samples::new(n),
            fresh_seed: fresh_seed_of(cfg.seed, item.index),
            measuring: false,
            best: chosen,
        }
    }

    /// Once the weighing is done (`s` its rollouts): picks the best option
    /// and returns the batch of fresh rollouts that measures the cost —
    /// `first` rollouts of the best option and of the chosen one, on
    /// another seed, the same worlds for both (common random numbers). None
    /// when the player chose the best (the cost is 0). The best is picked
    /// on the weighing's rollouts and its gap measured on these: the best
    /// of several noisy means is too high on the rollouts that picked it
    /// (an option picked by luck looks better than it is), never on
    /// rollouts it was not picked on, so an option as good as the best
    /// costs 0 on average.
    fn fresh_batch(&mut self, s: &Samples) -> Option<(Vec<usize>, usize)> {
        self.best = self.opts.best(s, &self.alive);
        if self.best == self.chosen {
            return None;
        }
        self.measuring = true;
        Some((vec![self.best, self.chosen], self.first))
    }

    /// The next batch once the last is in `s`: every option gets `first`
    /// rollouts; then, while the chosen option is in contention but not
    /// the best, the options not separated from the best get more, up to
    /// `budget` rollouts in all. None when done.
    fn next(&mut self, s: &Samples, budget: usize) -> Option<(Vec<usize>, usize)> {
        if !std::mem::replace(&mut self.started, true) {
            return Some((self.alive.clone(), self.first));
        }
        if self.opts.rule {
            return None;
        }
        let best = s.best_of(&self.alive);
        self.alive.retain(|&j| {
            j == best || {
                let (gap, se) = s.paired(best, j, |e| e.value);
                !(s.identical(best, j) || gap > 0.0 && gap > NOISE * se)
            }
        });
        let open = self.alive.contains(&self.chosen) && best != self.chosen;
        let more = self.first.div_ceil(2);
        if !open || s.total() + more * self.alive.len() > budget {
            return None;
        }
        Some((self.alive.clone(), more))
    }

    /// The decision reviewed, from its samples.
    fn finish(self, item: &Item, s: &Samples) -> (Reviewed, Option<Costly>) {
        // `best` as `fresh_batch` picked it on the weighing's rollouts.
        let OneRun { view, opts, chosen, alive, fresh, measuring, best, .. } = self;
        let d = &item.decision;
        let n = opts.cands.len();
        // The values, the gap and the reason from the fresh rollouts when
        // the player did not choose the best (see `fresh_batch`).
        let m = if measuring { &fresh } else { s };
        let value = |i: usize| Est::new(m.mean(i).value, m.se(i).value);
        let gap = measured_gap(m, best, chosen);
        let cost = if gap.mean > 0.0 && gap.mean > NOISE * gap.se { gap.mean } else { 0.0 };
        let ledger_cost = if opts.rule { Est::default() } else { gap };
        let matters = (0..n).any(|j| j != best && !within_noise(s, best, j));
        let mut reason = reason::compare(m, &opts.cands, best, chosen, &opts.context(&view, d, best));
        // The player's own choice, when it comes to the same as an option
        // weighed (the same position, no die between).
        reason.compared = item.chosen.clone();
        let st = item.campaign.state();
        let reviewed = Reviewed {
            index: item.index,
            date: st.date,
            phase: st.phase,
            rule: d.rule().to_string(),
            chosen: item.chosen.clone(),
            best: opts.cands[best].clone(),
            chosen_value: value(chosen),
            best_value: value(best),
            gap,
            cost,
            ledger_cost,
            grade: Some(Grade::of(cost)),
            matters,
            options: n,
            rollouts: s.total() + fresh.total(),
            reason,
        };
        let costly = (cost > 0.0).then(|| {
            let a: Advice = opts.advice(&view, d, s, &alive);
            Costly {
                index: item.index,
                cost,
                why: a.why,
                equally_good: a.equally_good.iter().map(|&k| a.top[k].choice.clone()).collect(),
            }
        });
        (reviewed, costly)
    }
}

fn summarise(
    played: &Played,
    over: bool,
    cfg: &ReviewConfig,
    decisions: Vec<Reviewed>,
    costliest: Vec<Costly>,
) -> Review {
    let graded: Vec<&Reviewed> = decisions.iter().filter(|r| r.grade.is_some() && r.matters).collect();
    let accuracy_of = |rs: &[&Reviewed]| {
        (!rs.is_empty()).then(|| {
            100.0 * rs.iter().filter(|r| r.grade.is_some_and(Grade::accurate)).count() as f64
                / rs.len() as f64
        })
    };
    let mut days: Vec<Day> = Vec::new();
    let mut dates: Vec<NaiveDate> = decisions.iter().map(|r| r.date).collect();
    dates.dedup();
    for date in dates {
        let of_day: Vec<&Reviewed> = graded.iter().copied().filter(|r| r.date == date).collect();
        days.push(Day {
            date,
            graded: of_day.len(),
            accuracy: accuracy_of(&of_day),
            cost: of_day.iter().map(|r| r.gap.mean).sum(),
        });
    }
    let mut grades = BTreeMap::new();
    for r in &graded {
        if let Some(g) = r.grade {
            *grades.entry(g).or_insert(0) += 1;
        }
    }
    // The points lost: every graded decision's gap as measured, within the
    // noise or not, negative or not (an option picked as best that the
    // fresh rollouts find worse than the player's gives some back), so
    // that choices as good as the best add up to 0 on average.
    let total_cost: f64 = graded.iter().map(|r| r.gap.mean).sum();
    let total_se = graded.iter().map(|r| r.gap.se * r.gap.se).sum::<f64>().sqrt();
    Review {
        version: REVIEW_VERSION,
        key: key(played, cfg),
        name: played.name.to_string(),
        config: *cfg,
        over,
        choices: played.choices.len(),
        thresholds: [GOOD, INACCURACY, MISTAKE],
        graded: graded.len(),
        accuracy: accuracy_of(&graded),
        total_cost,
        total_se,
        mean_cost: if graded.is_empty() { 0.0 } else { total_cost / graded.len() as f64 },
        grades,
        days,
        decisions,
        costliest,
        ledger: None,
    }
}

/// What a review is computed from, as 16 hex digits: the review's format,
/// the board edition, the setup, the choices, the configuration and the
/// evaluator's weights. A campaign played on, reviewed with other settings
/// or by another fit of the evaluator, has another key. (The saves folder
/// keeps a review under it: the same bytes are hashed as in every version,
/// so a review kept before is found again while none of them changes.)
pub fn key(played: &Played, cfg: &ReviewConfig) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    h.update(REVIEW_VERSION.to_le_bytes());
    h.update(played.edition.fingerprint.as_bytes());
    h.update(serde_json::to_vec(played.setup).unwrap_or_default());
    h.update(serde_json::to_vec(played.choices).unwrap_or_default());
    h.update(serde_json::to_vec(cfg).unwrap_or_default());
    // The evaluator the values, the costs and the luck are in: a review
    // kept under another fit is computed again (issue 29).
    for w in &crate::sim::value::model().weights {
        h.update(w.to_le_bytes());
    }
    h.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// One decision among `n` options graded as [`one`] grades it (the best
/// picked on one set of rollouts, its gap with the chosen option measured
/// on fresh ones), with every rollout played by `play(samples, options,
/// how_many, seed)` instead of the game: the gap as measured and, for
/// comparison, best − chosen on the rollouts that picked the best. The
/// suite checks split-sample grading with it on made-up rollouts of known
/// values (tests/suite/unit_sim.rs); `view` is any campaign.
#[doc(hidden)]
pub fn grade_with(
    view: &Campaign,
    n: usize,
    chosen: usize,
    rollouts: usize,
    seed: u64,
    mut play: impl FnMut(&mut Samples, &[usize], usize, u64),
) -> (Est, f64) {
    let opts = Weighed {
        cands: (0..n).map(|i| Choice::Replace { pilot: i as u8 }).collect(),
        reference: None,
        rule: false,
    };
    let mut w = OneRun {
        view: view.clone(),
        opts,
        chosen,
        seed,
        first: rollouts,
        alive: (0..n).collect(),
        started: false,
        fresh: Samples::new(n),
        fresh_seed: fresh_seed_of(seed, 0),
        measuring: false,
        best: chosen,
    };
    let mut s = Samples::new(n);
    while let Some((which, more)) = w.next(&s, rollouts * n * 4) {
        play(&mut s, &which, more, w.seed);
    }
    if let Some((which, more)) = w.fresh_batch(&s) {
        play(&mut w.fresh, &which, more, w.fresh_seed);
    }
    let m = if w.measuring { &w.fresh } else { &s };
    let same = if w.best == chosen { 0.0 } else { s.paired(w.best, chosen, |e| e.value).0 };
    (measured_gap(m, w.best, chosen), same)
}
