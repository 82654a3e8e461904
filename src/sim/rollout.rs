//! Monte Carlo rollouts for the expert bot and the advisor (issue 16).
//!
//! - [`public_view`]: the campaign as the RAF player sees it. Everything he
//!   cannot know is made canonical: the dice (a fixed seed), the order of
//!   the German cup (sorted), the identities of face-down raiders (the raid
//!   gets the lowest IDs of what is possible, the rest go to the cup) and, in
//!   15.2, the German player's secret plan (his drawn aircraft go back to the
//!   cup, his target and plotted path are forgotten). Two campaigns that
//!   differ only in hidden things have the same view.
//! - [`redraw`]: a world the RAF player cannot tell from the real one, drawn
//!   from the view with the bot's own generator: fresh dice, a shuffled cup,
//!   face-down raiders re-drawn from the cup plus the raid's counters (what
//!   is still possible: the cup and the destroyed box are public counters).
//! - [`fast`] (sim/fast.rs): the cheap policy that plays the rest of a
//!   phase in a rollout.
//! - [`weigh`]: each option's effect, from rollouts of the rest of the phase
//!   under the fast policy, with common random numbers (rollout `k` of every
//!   option starts from the same redrawn world).
//!
//! Nothing here reads the real campaign except through [`public_view`].

use crate::rules::dice::Dice;
use crate::rules::state::{Phase, PilotStatus, PlaneStatus};
use crate::rules::{Campaign, Choice};
use crate::sim::fast::fast;
use chrono::NaiveDate;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use rayon::prelude::*;

/// The campaign as the RAF player knows it (see the module's notes).
pub fn public_view(c: &Campaign) -> Campaign {
    let mut st = c.state().clone();
    st.dice = Dice::new(0);
    if let Some(lw) = st.lw.take() {
        // 15.2: the German player's drawn aircraft are secret until they fly;
        // his targets and plotted paths too. The rollouts fly his raids as
        // the solitaire system would.
        st.cup.extend(lw.pool);
        for p in lw.plan {
            st.cup.extend(p.aircraft);
        }
        if let Some(r) = st.raid.as_mut() {
            r.planned = None;
        }
    }
    if let Some(raid) = st.raid.as_mut().filter(|r| !r.identified) {
        // 7.1: face down, a raider could be any of these counters.
        let mut pool: Vec<u8> = st.cup.iter().copied().chain(raid.raiders.iter().map(|r| r.id)).collect();
        pool.sort_unstable();
        for (r, id) in raid.raiders.iter_mut().zip(pool.iter()) {
            r.id = *id;
        }
        st.cup = pool[raid.raiders.len().min(pool.len())..].to_vec();
    }
    st.cup.sort_unstable();
    st.markers_cup.sort_unstable();
    Campaign::from_state(c.edition().clone(), st)
}

/// A world drawn from a public view: new dice, the cup shuffled, the
/// face-down raiders re-drawn from what is possible.
pub fn redraw(view: &Campaign, rng: &mut ChaCha8Rng) -> Campaign {
    let mut st = view.state().clone();
    st.dice = Dice::new(rng.next_u64());
    if let Some(raid) = st.raid.as_mut().filter(|r| !r.identified) {
        let mut pool: Vec<u8> = st.cup.iter().copied().chain(raid.raiders.iter().map(|r| r.id)).collect();
        shuffle(&mut pool, rng);
        for (r, id) in raid.raiders.iter_mut().zip(pool.iter()) {
            r.id = *id;
        }
        st.cup = pool[raid.raiders.len().min(pool.len())..].to_vec();
    }
    shuffle(&mut st.cup, rng);
    shuffle(&mut st.markers_cup, rng);
    Campaign::from_state(view.edition().clone(), st)
}

fn shuffle<T>(v: &mut [T], rng: &mut ChaCha8Rng) {
    for i in (1..v.len()).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        v.swap(i, j);
    }
}

// ----------------------------------------------------------------------
// What a rollout measures.

/// The change a rollout (or the mean of many) made to the campaign: the
/// score's parts and what it costs the RAF for the days after.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Effect {
    /// German aircraft destroyed (13.2).
    pub victories: f64,
    /// RAF aircraft destroyed (13.3).
    pub raf_losses: f64,
    /// Luftwaffe points from targets (13.3): radar 1, London 3, others 2.
    pub target_points: f64,
    /// Pilots killed, badly wounded or wounded (out for weeks).
    pub pilots_lost: f64,
    /// Fatigue steps gained by the pilots flying the fighters.
    pub fatigue: f64,
    /// Rollouts in which no target took new damage (as a share, in a mean).
    pub no_bombing: f64,
    /// The one number an option is chosen by, in points, as the rollouts'
    /// [`Scoring`] says: for the expert bot victories − losses − target
    /// points − the cost of pilots lost and of fatigue; for the coach the
    /// change in the expected final margin.
    pub value: f64,
}

/// What the things a rollout changes besides the score are worth, in
/// points, from where the campaign stands: a pilot lost (the raids he
/// would have met; more when no reserve pilot can take his place), a
/// fatigue step (a tired pilot fights at -1, 8.42; an exhausted one cannot
/// fly, 6.1; sleep takes two steps off, 12.2) and an aircraft in the
/// destroyed box (a night repair point, 12.1).
#[derive(Copy, Clone, Debug)]
pub struct Worth {
    pub pilot: f64,
    pub fatigue: [f64; 7],
    pub plane: f64,
}

impl Worth {
    pub fn of(c: &Campaign) -> Worth {
        let st = c.state();
        let days_left = (c.end_date() - st.date).num_days().max(0) as u32;
        let raids = crate::sim::forecast::raids_left(c, days_left);
        let reserve = st
            .pilots
            .iter()
            .filter(|p| match p.status {
                PilotStatus::Reserve => true,
                PilotStatus::Arriving(d) => d <= c.end_date(),
                _ => false,
            })
            .count();
        let one = (PILOT_PER_RAID * raids).min(PILOT_MAX);
        let pilot = if reserve == 0 { 2.0 * one } else { one };
        let tired = if days_left == 0 { 0.3 } else { 1.0 };
        let fatigue = [0.0, 0.0, 0.0, 0.1 * tired, 0.3 * tired, 0.6 * tired, 1.0 * tired];
        let plane = if days_left == 0 { 0.0 } else { 0.5 };
        Worth { pilot, fatigue, plane }
    }
}

/// A pilot's worth per raid still to come, and at most (see [`Worth`]).
const PILOT_PER_RAID: f64 = 0.05;
const PILOT_MAX: f64 = 1.5;

/// The figures of a state that rollouts compare.
#[derive(Copy, Clone, Debug)]
struct Tally {
    victories: u32,
    losses: u32,
    target_points: u32,
    pilots_out: u32,
    fatigue: f64,
    planes_down: u32,
    damage: u32,
}

fn tally(c: &Campaign, w: &Worth) -> Tally {
    let st = c.state();
    let score = c.score();
    Tally {
        victories: score.raf,
        losses: score.raf_losses,
        target_points: score.luftwaffe - score.raf_losses,
        pilots_out: st
            .pilots
            .iter()
            .filter(|p| {
                matches!(p.status, PilotStatus::Killed | PilotStatus::CareerOver | PilotStatus::Wounded(_))
            })
            .count() as u32,
        fatigue: st
            .pilots
            .iter()
            .filter(|p| matches!(p.status, PilotStatus::Flying(_) | PilotStatus::Reserve))
            .map(|p| w.fatigue[p.fatigue.min(6) as usize])
            .sum(),
        planes_down: st.planes.iter().filter(|p| p.status == PlaneStatus::Destroyed).count() as u32,
        damage: st.damage.iter().map(|&d| d as u32).sum(),
    }
}

/// The parts of a rollout's effect (its `value` is [`worth`]'s).
fn effect(before: &Tally, after: &Tally) -> Effect {
    let d = |a: u32, b: u32| a as f64 - b as f64;
    let victories = d(after.victories, before.victories);
    let raf_losses = d(after.losses, before.losses);
    let target_points = d(after.target_points, before.target_points);
    let pilots_lost = d(after.pilots_out, before.pilots_out);
    let fatigue = after.fatigue - before.fatigue;
    let no_bombing = if after.damage > before.damage { 0.0 } else { 1.0 };
    Effect { victories, raf_losses, target_points, pilots_lost, fatigue, no_bombing, value: 0.0 }
}

/// How a finished rollout is scored (its effect's `value`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Scoring {
    /// The heuristic worth of the phase, victories − losses − target
    /// points − the cost of pilots lost, of fatigue and of aircraft in the
    /// destroyed box ([`Worth`]). The expert bot played by it until issue
    /// 29; nothing does now, kept to compare the two measures.
    #[default]
    Heuristic,
    /// The expert bot's and the coach's (the advisor, the review and the
    /// ledger's costs):
    /// points of the campaign's final margin, the evaluator's expected
    /// final margin where the rollout stopped minus where it started
    /// (`sim::value::value`), the unit the luck is measured in.
    Margin,
}

/// What a finished rollout is worth, in points: the one scoring of a
/// rollout (the expert's measure, the advisor's and the review's values).
/// `before` is the tally where the rollout started, `end` the campaign
/// where it stopped, `e` the parts of its effect; by [`Scoring::Margin`]
/// the evaluation of `end` minus `start`, the evaluation where it started.
fn worth(before: &Tally, end: &Campaign, e: &Effect, w: &Worth, scoring: Scoring, start: f64) -> f64 {
    match scoring {
        Scoring::Heuristic => {
            let planes_down =
                end.state().planes.iter().filter(|p| p.status == PlaneStatus::Destroyed).count() as u32;
            let planes = planes_down as f64 - before.planes_down as f64;
            e.victories
                - e.raf_losses
                - e.target_points
                - w.pilot * e.pilots_lost
                - e.fatigue
                - w.plane * planes
        }
        Scoring::Margin => crate::sim::value::value(end) - start,
    }
}

/// Where a rollout stops: at the end of the daylight phase it started in
/// (the raid and its aftermath), or the night it started in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Horizon {
    date: NaiveDate,
    phase: Phase,
}

impl Horizon {
    fn of(c: &Campaign) -> Horizon {
        Horizon { date: c.state().date, phase: c.state().phase }
    }

    fn reached(&self, c: &Campaign) -> bool {
        c.is_over() || c.state().date != self.date || c.state().phase != self.phase
    }
}

/// Decisions after which a rollout gives up (a phase has a few dozen).
const ROLLOUT_CAP: u32 = 400;

/// Plays `first` in `world`, then the fast policy to the end of the phase;
/// returns the effect. An illegal `first` (cannot happen for a listed
/// option) counts as no change.
fn rollout(
    mut world: Campaign,
    first: &Choice,
    w: &Worth,
    score: (Scoring, f64),
    rng: &mut ChaCha8Rng,
) -> Effect {
    let horizon = Horizon::of(&world);
    let before = tally(&world, w);
    if world.apply(first.clone()).is_err() {
        return Effect::default();
    }
    let mut ev = Vec::with_capacity(64);
    let mut n = 0;
    while !horizon.reached(&world) && n < ROLLOUT_CAP {
        // Asked and answered: the decision is built once.
        let Some(asked) = world.ask() else { break };
        let choice = fast(&world, &asked.decision, rng);
        ev.clear();
        if world.answer(asked, choice, &mut ev).is_err() {
            // The fast policy only answers with legal options; a refusal
            // would end the rollout where it stands.
            break;
        }
        n += 1;
    }
    let mut e = effect(&before, &tally(&world, w));
    e.value = worth(&before, &world, &e, w, score.0, score.1);
    e
}

/// The mean effect of each of `options` over `n` rollouts from `view` (a
/// [`public_view`]). Rollout `k` of every option starts from the same
/// redrawn world and the same generator (common random numbers), so the
/// options are compared on the same dice. `seed` fixes everything; with
/// `parallel` the rollouts run on the rayon pool (same result).
pub fn weigh(
    view: &Campaign,
    options: &[Choice],
    n: usize,
    seed: u64,
    scoring: Scoring,
    parallel: bool,
) -> Vec<Effect> {
    let mut s = Samples::new(options.len());
    let all: Vec<usize> = (0..options.len()).collect();
    s.extend(view, options, &all, n.max(1), seed, scoring, parallel);
    (0..options.len()).map(|i| s.mean(i)).collect()
}

/// Rollouts of a decision's options, one by one: `runs[i][k]` is the
/// effect of option `i` in rollout `k`, and rollout `k` of every option
/// starts from the same redrawn world with the same generator (common
/// random numbers, so differences between options are measured on the
/// same dice). An option has rollouts `0..n` for its own `n`: options set
/// aside as clearly worse by [`Samples::sequential`] stop early.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Samples {
    pub runs: Vec<Vec<Effect>>,
}

/// How [`Samples::sequential`] adds rollouts: every option gets `first`;
/// then, while the best option is not separated from the others, the
/// options still in contention get `batch` more at a time, up to `most`
/// each and `budget` in all. An option is set aside (no more rollouts)
/// when the best beats it by more than `z` standard errors of their paired
/// difference; it is separated from the best then. With `halve`, only the
/// better half of the options in contention (by mean value, at least two)
/// go on to each next batch (successive halving: the bot's budget goes to
/// the options that may be best).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Plan {
    pub first: usize,
    pub batch: usize,
    pub most: usize,
    pub budget: usize,
    pub z: f64,
    pub halve: bool,
    /// How each rollout is scored.
    pub scoring: Scoring,
}

/// The figures of an [`Effect`], for [`Samples::paired`].
pub type Figure = fn(&Effect) -> f64;

impl Samples {
    pub fn new(options: usize) -> Samples {
        Samples { runs: vec![Vec::new(); options] }
    }

    /// Rollouts of option `i`.
    pub fn n(&self, i: usize) -> usize {
        self.runs[i].len()
    }

    /// Rollouts in all.
    pub fn total(&self) -> usize {
        self.runs.iter().map(Vec::len).sum()
    }

    /// Plays rollouts `n..n + more` of each option of `which` (all of them
    /// at the same `n`), scored by `scoring`, and keeps them.
    #[allow(clippy::too_many_arguments)]
    pub fn extend(
        &mut self,
        view: &Campaign,
        options: &[Choice],
        which: &[usize],
        more: usize,
        seed: u64,
        scoring: Scoring,
        parallel: bool,
    ) {
        let Some(&i0) = which.first() else { return };
        let from = self.runs[i0].len();
        debug_assert!(which.iter().all(|&i| self.runs[i].len() == from));
        let worth = Worth::of(view);
        // The evaluator reads only what the player sees, the same in the
        // view and in every world redrawn from it.
        let start = if scoring == Scoring::Margin { crate::sim::value::value(view) } else { 0.0 };
        let one = |k: usize| -> Vec<Effect> {
            let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
            let world = redraw(view, &mut rng);
            let policy_seed = rng.next_u64();
            which
                .iter()
                .map(|&i| {
                    let mut r = ChaCha8Rng::seed_from_u64(policy_seed);
                    rollout(world.clone(), &options[i], &worth, (scoring, start), &mut r)
                })
                .collect()
        };
        let ks = from..from + more;
        let runs: Vec<Vec<Effect>> =
            if parallel { ks.into_par_iter().map(one).collect() } else { ks.map(one).collect() };
        for run in runs {
            for (&i, e) in which.iter().zip(run) {
                self.runs[i].push(e);
            }
        }
    }

    /// The mean effect of option `i` over its rollouts.
    pub fn mean(&self, i: usize) -> Effect {
        let runs = &self.runs[i];
        let mut m = Effect::default();
        for e in runs {
            m.victories += e.victories;
            m.raf_losses += e.raf_losses;
            m.target_points += e.target_points;
            m.pilots_lost += e.pilots_lost;
            m.fatigue += e.fatigue;
            m.no_bombing += e.no_bombing;
            m.value += e.value;
        }
        let k = runs.len().max(1) as f64;
        m.victories /= k;
        m.raf_losses /= k;
        m.target_points /= k;
        m.pilots_lost /= k;
        m.fatigue /= k;
        m.no_bombing /= k;
        m.value /= k;
        m
    }

    /// The standard error of each figure's mean for option `i` (the
    /// sample standard deviation over the square root of the rollouts; 0
    /// with fewer than two).
    pub fn se(&self, i: usize) -> Effect {
        let se = |f: Figure| mean_se(self.runs[i].iter().map(f)).1;
        Effect {
            victories: se(|e| e.victories),
            raf_losses: se(|e| e.raf_losses),
            target_points: se(|e| e.target_points),
            pilots_lost: se(|e| e.pilots_lost),
            fatigue: se(|e| e.fatigue),
            no_bombing: se(|e| e.no_bombing),
            value: se(|e| e.value),
        }
    }

    /// Figure `f` of option `i` minus that of option `j`, rollout by
    /// rollout over the rollouts both have: its mean and standard error.
    pub fn paired(&self, i: usize, j: usize, f: impl Fn(&Effect) -> f64) -> (f64, f64) {
        mean_se(self.runs[i].iter().zip(&self.runs[j]).map(|(a, b)| f(a) - f(b)))
    }

    /// Did options `i` and `j` come out the same in every rollout both
    /// have (the rollouts cannot tell them apart)?
    pub fn identical(&self, i: usize, j: usize) -> bool {
        self.runs[i].iter().zip(&self.runs[j]).all(|(a, b)| a == b)
    }

    /// Weighs `options` by a sequential plan (see [`Plan`]): rollouts are
    /// added in batches, the same rollouts for every option still in
    /// contention, until the best is separated from every other, or the
    /// plan's limits are reached. Returns the samples and the options still
    /// in contention at the end (best first, by mean value). Options that
    /// came out identical to the best in every rollout are set aside too:
    /// more rollouts would not tell them apart. Deterministic for a seed.
    pub fn sequential(
        view: &Campaign,
        options: &[Choice],
        plan: &Plan,
        seed: u64,
        parallel: bool,
    ) -> (Samples, Vec<usize>) {
        Samples::by_plan(options.len(), plan, |s, which, more| {
            s.extend(view, options, which, more, seed, plan.scoring, parallel)
        })
    }

    /// [`Samples::sequential`] for `options` options whose rollouts
    /// `play(samples, which, more)` adds (`more` more for each of `which`).
    pub fn by_plan(
        options: usize,
        plan: &Plan,
        mut play: impl FnMut(&mut Samples, &[usize], usize),
    ) -> (Samples, Vec<usize>) {
        let mut s = Samples::new(options);
        let mut run = PlanRun::new(options);
        while let Some((which, more)) = run.next(plan, &s) {
            play(&mut s, &which, more);
        }
        let alive = run.finish(&s);
        (s, alive)
    }

    /// The option of `among` with the best mean value (the first of equals).
    pub fn best_of(&self, among: &[usize]) -> usize {
        let mut best = among[0];
        let mut v = self.mean(best).value;
        for &i in &among[1..] {
            let m = self.mean(i).value;
            if m > v {
                best = i;
                v = m;
            }
        }
        best
    }
}

/// The mean of `xs` and its standard error (0 with fewer than two).
pub(crate) fn mean_se(xs: impl Iterator<Item = f64> + Clone) -> (f64, f64) {
    let (mut n, mut sum) = (0usize, 0.0);
    for x in xs.clone() {
        n += 1;
        sum += x;
    }
    if n == 0 {
        return (0.0, 0.0);
    }
    let mean = sum / n as f64;
    if n < 2 {
        return (mean, 0.0);
    }
    let ss: f64 = xs.map(|x| (x - mean) * (x - mean)).sum();
    (mean, (ss / (n - 1) as f64 / n as f64).sqrt())
}

/// [`Samples::by_plan`]'s weighing one batch at a time: [`PlanRun::next`]
/// says which options get how many more rollouts, from the samples so far;
/// the caller plays them (at once, or a chunk at a time: [`Chunked`]).
#[derive(Clone, Debug)]
pub struct PlanRun {
    alive: Vec<usize>,
    /// Rollouts each option in contention has had.
    n: usize,
    /// The batch asked last (0: none yet).
    last: usize,
    over: bool,
}

impl PlanRun {
    pub fn new(options: usize) -> PlanRun {
        PlanRun { alive: (0..options).collect(), n: 0, last: 0, over: false }
    }

    /// The next batch once the last one is in `s`: `more` more rollouts for
    /// each option of `which`; None when the plan is done.
    pub fn next(&mut self, plan: &Plan, s: &Samples) -> Option<(Vec<usize>, usize)> {
        if self.last > 0 {
            self.n += std::mem::take(&mut self.last);
            self.prune(plan, s);
        }
        if self.over {
            return None;
        }
        let (n, alive) = (self.n, &self.alive);
        let step = if n == 0 { plan.first.max(1) } else { plan.batch.max(1) };
        let room = plan.budget.saturating_sub(s.total()) / alive.len().max(1);
        let more = step.min(plan.most.saturating_sub(n)).min(if n == 0 { step } else { room });
        if more == 0 {
            self.over = true;
            return None;
        }
        self.last = more;
        Some((alive.clone(), more))
    }

    /// Sets aside the options separated from the best.
    fn prune(&mut self, plan: &Plan, s: &Samples) {
        let options = s.runs.len();
        let alive = &mut self.alive;
        let best = s.best_of(alive);
        alive.retain(|&j| {
            if j == best {
                return true;
            }
            let (d, se) = s.paired(best, j, |e| e.value);
            !(s.identical(best, j) || d > 0.0 && d > plan.z * se)
        });
        if plan.halve && alive.len() > 2 {
            // The first option (the heuristic's pick) is kept unless
            // clearly worse: it is the default the others must beat.
            let v: Vec<f64> = (0..options).map(|i| s.mean(i).value).collect();
            let keep = alive.len().div_ceil(2).max(2);
            alive.sort_by(|&a, &b| v[b].total_cmp(&v[a]).then(a.cmp(&b)));
            let pick_kept = alive[..keep].contains(&0);
            let pick_alive = alive.contains(&0);
            alive.truncate(keep);
            if pick_alive && !pick_kept {
                alive.push(0);
            }
            alive.sort_unstable();
        }
        if alive.len() <= 1 {
            self.over = true;
        }
    }

    /// The options still in contention, best first (by mean value).
    pub fn finish(mut self, s: &Samples) -> Vec<usize> {
        let v: Vec<f64> = (0..s.runs.len()).map(|i| s.mean(i).value).collect();
        self.alive.sort_by(|&a, &b| v[b].total_cmp(&v[a]).then(a.cmp(&b)));
        self.alive
    }
}

/// A batch of rollouts (a [`PlanRun::next`]) played a chunk at a time, on
/// this thread (issue 31: the browser has one, and the page must keep
/// drawing): the same samples as one [`Samples::extend`] of the whole
/// batch, since rollout `k` is the same whoever plays it and when.
#[derive(Clone, Debug, Default)]
pub struct Chunked {
    /// The batch under way: which options, how many rollouts each, and how
    /// many of them are played.
    batch: Option<(Vec<usize>, usize, usize)>,
}

impl Chunked {
    /// Is no batch under way?
    pub fn idle(&self) -> bool {
        self.batch.is_none()
    }

    /// Starts a batch: `more` more rollouts for each option of `which`.
    pub fn start(&mut self, (which, more): (Vec<usize>, usize)) {
        self.batch = (more > 0).then_some((which, more, 0));
    }

    /// Plays about `budget` rollouts (at least one world: one rollout of
    /// each option of the batch) of the batch under way; returns the
    /// rollouts played (0 when none is under way).
    pub fn play(
        &mut self,
        s: &mut Samples,
        view: &Campaign,
        options: &[Choice],
        seed: u64,
        scoring: Scoring,
        budget: usize,
    ) -> usize {
        let Some((which, more, done)) = &mut self.batch else { return 0 };
        let k = (budget / which.len().max(1)).clamp(1, *more - *done);
        s.extend(view, options, which, k, seed, scoring, false);
        *done += k;
        let played = k * which.len();
        if *done >= *more {
            self.batch = None;
        }
        played
    }
}
