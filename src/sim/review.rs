//! The campaign review (issue 23): what a chess player gets after a game.
//! For every RAF decision the player made — not the Luftwaffe player's in
//! 15.2, nor a decision with one option — the expert's rollouts (on the
//! public view at that decision: only what the player knew then) estimate
//! the value of the option he chose and of the expert's best, in points of
//! the expert's measure ([`crate::sim::rollout::Effect::value`]: victories
//! − losses − target points − the cost of pilots lost and fatigue, over the
//! rest of the phase). The difference is the decision's **cost**, counted
//! only beyond the noise; the cost gives a **grade**; the grades give an
//! **accuracy** per day and for the campaign; the costliest decisions come
//! with what the expert would have done and why ([`Advice`]).
//!
//! - Cost: the mean over rollouts of (best − chosen), rollout by rollout on
//!   the same dice (common random numbers), when it is more than
//!   [`NOISE`] standard errors of that paired difference; 0 otherwise (the
//!   rollouts cannot say the choice was worse). Rollouts are added while
//!   the chosen option is neither the best nor separated from it, up to
//!   [`ReviewConfig::budget`].
//! - Grades by cost: best (0), good (up to [`GOOD`]), inaccuracy (up to
//!   [`INACCURACY`]), mistake (up to [`MISTAKE`]), blunder (more).
//! - Accuracy: the share, in per cent, of the graded decisions graded best
//!   or good.
//! - Decisions taken by rule (night repairs, 12.1; replacements, 11.5) are
//!   listed with the expert's choice but not graded: the rollouts of one
//!   night cannot measure what a repair is worth at the end.
//!
//! Deterministic: the same session and configuration give the same review,
//! on any number of threads. [`review_cached`] keeps it in the saves
//! folder so it is not computed twice.

use crate::rules::state::Phase;
use crate::rules::{Campaign, Choice, Decision, Pending};
use crate::save::{self, SaveError};
use crate::session::Session;
use crate::sim::advisor::{Advice, Est, SEPARATED, Versus, Weighed, Why, within_noise};
use crate::sim::rollout::{Samples, public_view};
use chrono::NaiveDate;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The review's format: a review stored by another version is computed
/// again.
pub const REVIEW_VERSION: u32 = 1;

/// A cost counts when it is more than this many standard errors of the
/// paired difference (the advisor's [`SEPARATED`]).
pub const NOISE: f64 = SEPARATED;

/// Highest cost (points of the expert's measure) of a good decision.
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
    /// Values of the chosen option and of the expert's, over their
    /// rollouts.
    pub chosen_value: Est,
    pub best_value: Est,
    /// Best − chosen, rollout by rollout (0 when the player chose it).
    pub gap: Est,
    /// The cost: `gap.mean` if beyond [`NOISE`] standard errors, else 0.
    pub cost: f64,
    /// None for a decision taken by rule (not graded).
    pub grade: Option<Grade>,
    /// Did the decision matter: is some option separated from the best
    /// (worse beyond the noise)? When none is, any choice was as good, and
    /// the decision does not count in the accuracy and the points lost.
    pub matters: bool,
    /// Options weighed and rollouts played.
    pub options: usize,
    pub rollouts: usize,
}

/// One of the costliest decisions, explained: the expert's advice at it
/// (its reason, the runner-up, the figures; `Advice::reason` says it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Costly {
    pub index: usize,
    pub cost: f64,
    pub why: Why,
    pub versus: Option<Versus>,
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
    pub total_cost: f64,
    pub mean_cost: f64,
    pub grades: BTreeMap<Grade, usize>,
    /// The costliest decisions, costliest first.
    pub costliest: Vec<Costly>,
}

/// Why a review did not finish.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewError {
    Cancelled,
    /// The save's choices do not replay (cannot happen for a loaded save).
    Replay(usize),
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

/// Reviews `session` (see the module's notes). `progress(done, total)` is
/// called as decisions are done (from any thread); setting `cancel` stops
/// it soon with [`ReviewError::Cancelled`].
pub fn review(
    session: &Session,
    cfg: &ReviewConfig,
    progress: &(dyn Fn(usize, usize) + Sync),
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    let (mut c, _) = Campaign::new(session.edition().clone(), session.setup().clone())
        .map_err(|_| ReviewError::Replay(0))?;
    let mut items = Vec::new();
    for (index, chosen) in session.choices().iter().enumerate() {
        if cancel.load(Ordering::Relaxed) {
            return Err(ReviewError::Cancelled);
        }
        let Pending::Decide(decision) = c.pending() else { return Err(ReviewError::Replay(index)) };
        if reviewable(&decision) {
            items.push(Item { index, campaign: c.clone(), decision, chosen: chosen.clone() });
        }
        c.apply(chosen.clone()).map_err(|_| ReviewError::Replay(index))?;
    }
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
    let mut decisions = Vec::with_capacity(total);
    let mut costly = Vec::new();
    for (r, k) in results.into_iter().flatten() {
        decisions.push(r);
        costly.extend(k);
    }
    costly.sort_by(|a, b| b.cost.total_cmp(&a.cost).then(a.index.cmp(&b.index)));
    costly.truncate(cfg.costliest);
    Ok(summarise(session, cfg, decisions, costly))
}

/// The seed of decision `index`'s rollouts.
fn seed_of(seed: u64, index: usize) -> u64 {
    let mut z = seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(0x23_1940);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Reviews one decision.
fn one(item: &Item, cfg: &ReviewConfig) -> (Reviewed, Option<Costly>) {
    let view = public_view(&item.campaign);
    let d = &item.decision;
    let mut opts = Weighed::options(&view, d);
    let chosen = opts.with(&view, &item.chosen);
    let n = opts.cands.len();
    let seed = seed_of(cfg.seed, item.index);
    let first = cfg.rollouts.max(2);
    let mut s = Samples::new(n);
    let all: Vec<usize> = (0..n).collect();
    s.extend(&view, &opts.cands, &all, first, seed, false);
    let mut alive = all;
    if !opts.rule {
        // More rollouts while the chosen option is in contention but not
        // the best: the options not separated from the best get them.
        loop {
            let best = s.best_of(&alive);
            alive.retain(|&j| {
                j == best || {
                    let (gap, se) = s.paired(best, j, |e| e.value);
                    !(s.identical(best, j) || gap > 0.0 && gap > NOISE * se)
                }
            });
            let open = alive.contains(&chosen) && best != chosen;
            let more = first.div_ceil(2);
            if !open || s.total() + more * alive.len() > cfg.budget {
                break;
            }
            s.extend(&view, &opts.cands, &alive, more, seed, false);
        }
    }
    let best = opts.best(&s, &alive);
    let value = |i: usize| Est::new(s.mean(i).value, s.se(i).value);
    let (gap, gap_se) = if best == chosen { (0.0, 0.0) } else { s.paired(best, chosen, |e| e.value) };
    let gap = Est::new(gap, gap_se);
    let cost = if !opts.rule && gap.mean > 0.0 && gap.mean > NOISE * gap.se { gap.mean } else { 0.0 };
    let matters = !opts.rule && (0..n).any(|j| j != best && !within_noise(&s, best, j));
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
        grade: (!opts.rule).then(|| Grade::of(cost)),
        matters,
        options: n,
        rollouts: s.total(),
    };
    let costly = (cost > 0.0).then(|| {
        let a: Advice = opts.advice(&view, d, &s, &alive);
        Costly {
            index: item.index,
            cost,
            why: a.why,
            versus: a.versus,
            equally_good: a.equally_good.iter().map(|&k| a.top[k].choice.clone()).collect(),
        }
    });
    (reviewed, costly)
}

fn summarise(
    session: &Session,
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
            cost: of_day.iter().map(|r| r.cost).sum(),
        });
    }
    let mut grades = BTreeMap::new();
    for r in &graded {
        if let Some(g) = r.grade {
            *grades.entry(g).or_insert(0) += 1;
        }
    }
    let total_cost: f64 = graded.iter().map(|r| r.cost).sum();
    Review {
        version: REVIEW_VERSION,
        key: key(session, cfg),
        name: session.name.clone(),
        config: *cfg,
        over: session.campaign().is_over(),
        choices: session.choices().len(),
        thresholds: [GOOD, INACCURACY, MISTAKE],
        graded: graded.len(),
        accuracy: accuracy_of(&graded),
        total_cost,
        mean_cost: if graded.is_empty() { 0.0 } else { total_cost / graded.len() as f64 },
        grades,
        days,
        decisions,
        costliest,
    }
}

/// What a review is computed from, as 16 hex digits: the review's format,
/// the board edition, the setup, the choices and the configuration. A
/// campaign played on, or reviewed with other settings, has another key.
pub fn key(session: &Session, cfg: &ReviewConfig) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    h.update(REVIEW_VERSION.to_le_bytes());
    h.update(session.edition().fingerprint.as_bytes());
    h.update(serde_json::to_vec(session.setup()).unwrap_or_default());
    h.update(serde_json::to_vec(session.choices()).unwrap_or_default());
    h.update(serde_json::to_vec(cfg).unwrap_or_default());
    h.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// The folder reviews are kept in: `reviews/` in the saves folder.
pub fn reviews_dir(saves_dir: &Path) -> PathBuf {
    saves_dir.join("reviews")
}

/// Where the review of `session` with `cfg` is kept.
pub fn cache_path(saves_dir: &Path, session: &Session, cfg: &ReviewConfig) -> Result<PathBuf, SaveError> {
    // A name that makes no file name (a save edited by hand) still has one.
    let stem = save::file_stem(&session.name).unwrap_or_else(|_| "campaign".into());
    Ok(reviews_dir(saves_dir).join(format!("{stem}-{}.json", key(session, cfg))))
}

/// The review kept for `session` with `cfg`, if there is one (a file
/// that does not read, or is of another version, is ignored).
pub fn cached(saves_dir: &Path, session: &Session, cfg: &ReviewConfig) -> Option<Review> {
    let path = cache_path(saves_dir, session, cfg).ok()?;
    let bytes = crate::files::read_limited(&path, 64 << 20).ok()?;
    let r: Review = serde_json::from_slice(&bytes).ok()?;
    (r.version == REVIEW_VERSION && r.key == key(session, cfg)).then_some(r)
}

/// Keeps `review` (atomically), and drops the campaign's older reviews.
pub fn store(saves_dir: &Path, session: &Session, review: &Review) -> Result<PathBuf, SaveError> {
    let path = cache_path(saves_dir, session, &review.config)?;
    let text = serde_json::to_string(review).unwrap_or_default();
    save::write_atomic(&path, text.as_bytes())?;
    let stem = save::file_stem(&session.name).unwrap_or_else(|_| "campaign".into());
    if let Ok(entries) = std::fs::read_dir(reviews_dir(saves_dir)) {
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            let old = name
                .strip_prefix(&format!("{stem}-"))
                .and_then(|rest| rest.strip_suffix(".json"))
                .is_some_and(|k| k.len() == 16 && k.bytes().all(|b| b.is_ascii_hexdigit()));
            if old && e.path() != path {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }
    Ok(path)
}

/// The review of `session`: the one kept in the saves folder if its key
/// matches, else computed (see [`review`]) and kept. The caller marks an
/// unfinished campaign as played with advice first
/// (`Session::record_review`).
pub fn review_cached(
    saves_dir: &Path,
    session: &Session,
    cfg: &ReviewConfig,
    progress: &(dyn Fn(usize, usize) + Sync),
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    if let Some(r) = cached(saves_dir, session, cfg) {
        return Ok(r);
    }
    let r = review(session, cfg, progress, cancel)?;
    store(saves_dir, session, &r).map_err(|e| ReviewError::Save(e.to_string()))?;
    Ok(r)
}
