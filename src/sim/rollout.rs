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
//! - [`fast`]: a cheap policy that plays the rest of a phase in a rollout.
//! - [`weigh`]: each option's effect, from rollouts of the rest of the phase
//!   under the fast policy, with common random numbers (rollout `k` of every
//!   option starts from the same redrawn world).
//!
//! Nothing here reads the real campaign except through [`public_view`].

use crate::edition::Role;
use crate::rules::combat::BoxPos;
use crate::rules::decision::TargetOption;
use crate::rules::dice::Dice;
use crate::rules::movement::MoveAction;
use crate::rules::state::{Phase, PilotStatus, PlaneStatus};
use crate::rules::{Campaign, Choice, Decision, Dir, Hex, Level};
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

/// A number in `0..n` from the generator.
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    (rng.next_u64() % n.max(1) as u64) as usize
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
    /// The one number the expert maximises: victories − losses − target
    /// points − the cost of pilots lost and of fatigue.
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

fn effect(before: &Tally, after: &Tally, w: &Worth) -> Effect {
    let d = |a: u32, b: u32| a as f64 - b as f64;
    let victories = d(after.victories, before.victories);
    let raf_losses = d(after.losses, before.losses);
    let target_points = d(after.target_points, before.target_points);
    let pilots_lost = d(after.pilots_out, before.pilots_out);
    let fatigue = after.fatigue - before.fatigue;
    let planes = d(after.planes_down, before.planes_down);
    let no_bombing = if after.damage > before.damage { 0.0 } else { 1.0 };
    let value = victories - raf_losses - target_points - w.pilot * pilots_lost - fatigue - w.plane * planes;
    Effect { victories, raf_losses, target_points, pilots_lost, fatigue, no_bombing, value }
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
fn rollout(mut world: Campaign, first: &Choice, w: &Worth, rng: &mut ChaCha8Rng) -> Effect {
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
    effect(&before, &tally(&world, w), w)
}

/// The mean effect of each of `options` over `n` rollouts from `view` (a
/// [`public_view`]). Rollout `k` of every option starts from the same
/// redrawn world and the same generator (common random numbers), so the
/// options are compared on the same dice. `seed` fixes everything; with
/// `parallel` the rollouts run on the rayon pool (same result).
pub fn weigh(view: &Campaign, options: &[Choice], n: usize, seed: u64, parallel: bool) -> Vec<Effect> {
    let mut s = Samples::new(options.len());
    let all: Vec<usize> = (0..options.len()).collect();
    s.extend(view, options, &all, n.max(1), seed, parallel);
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
    /// at the same `n`) and keeps them.
    pub fn extend(
        &mut self,
        view: &Campaign,
        options: &[Choice],
        which: &[usize],
        more: usize,
        seed: u64,
        parallel: bool,
    ) {
        let Some(&i0) = which.first() else { return };
        let from = self.runs[i0].len();
        debug_assert!(which.iter().all(|&i| self.runs[i].len() == from));
        let worth = Worth::of(view);
        let one = |k: usize| -> Vec<Effect> {
            let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
            let world = redraw(view, &mut rng);
            let policy_seed = rng.next_u64();
            which
                .iter()
                .map(|&i| {
                    let mut r = ChaCha8Rng::seed_from_u64(policy_seed);
                    rollout(world.clone(), &options[i], &worth, &mut r)
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
    pub fn paired(&self, i: usize, j: usize, f: Figure) -> (f64, f64) {
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
            s.extend(view, options, which, more, seed, parallel)
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
        let mut alive: Vec<usize> = (0..options).collect();
        let mut n = 0;
        loop {
            let step = if n == 0 { plan.first.max(1) } else { plan.batch.max(1) };
            let room = plan.budget.saturating_sub(s.total()) / alive.len().max(1);
            let more = step.min(plan.most.saturating_sub(n)).min(if n == 0 { step } else { room });
            if more == 0 {
                break;
            }
            play(&mut s, &alive, more);
            n += more;
            let best = s.best_of(&alive);
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
                break;
            }
        }
        let v: Vec<f64> = (0..options).map(|i| s.mean(i).value).collect();
        alive.sort_by(|&a, &b| v[b].total_cmp(&v[a]).then(a.cmp(&b)));
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

// ----------------------------------------------------------------------
// The fast policy.

/// A cheap policy for rollouts: no list of moves, a few lines of reasoning
/// per decision. It patrols nothing (stands by), scrambles at raids it can
/// meet before they bomb, steers straight at the raid (one level above its
/// altitude), attacks bombers that still carry bombs first, withdraws a
/// damaged fighter, and repairs like the expert.
pub fn fast(c: &Campaign, d: &Decision, rng: &mut ChaCha8Rng) -> Choice {
    match d {
        Decision::Replace { candidates, .. } => freshest(c, candidates),
        Decision::Position(_) => Choice::StandBy,
        Decision::Move { fighter, stand_down, .. } => fast_move(c, *fighter, *stand_down),
        Decision::Placement { sun, head_on, .. } => Choice::Place { pos: best_box(*sun, *head_on) },
        Decision::Land { options, .. } => Choice::Land { hex: options[0].hex },
        Decision::Attack { fighter, targets } => fast_attack(c, *fighter, targets),
        Decision::Bursts { max, .. } => Choice::Bursts { n: *max },
        Decision::AttackOrder { .. } => Choice::AttackFirst { fighter: 0 },
        Decision::Repair { .. } => crate::sim::expert::repair(c, d),
        // 15.2 decisions of the German player (not in a public view, whose
        // raids fly themselves): any legal option.
        _ => {
            let n = d.option_count();
            d.option(below(rng, n)).unwrap_or(Choice::Pass)
        }
    }
}

/// The reserve pilot with the least fatigue (ties: the one with the most
/// victories, an ace fights at +1).
pub(crate) fn freshest(c: &Campaign, candidates: &[u8]) -> Choice {
    let st = c.state();
    candidates
        .iter()
        .min_by_key(|&&p| (st.pilots[p as usize].fatigue, std::cmp::Reverse(st.pilots[p as usize].victories)))
        .map(|&pilot| Choice::Replace { pilot })
        .unwrap_or(Choice::NoReplacement)
}

/// Head-on beats out of the sun beats the normal box (7.4, 7.5): a head-on
/// attack needs no action check and its hits fall on engines and pilot.
pub(crate) fn best_box(sun: bool, head_on: bool) -> BoxPos {
    if head_on {
        BoxPos::HeadOn { sun }
    } else if sun {
        BoxPos::OutOfSun
    } else {
        BoxPos::Normal
    }
}

/// Does fighter `f`'s aircraft carry a hit that a second one on the same
/// place would turn into its loss (8.43)?
pub(crate) fn fragile(c: &Campaign, f: u8) -> bool {
    let st = c.state();
    let ed = c.edition();
    let Some(p) = st.pilot_in(f) else { return false };
    let Some(plane) = st.plane_of(ed, f) else { return false };
    let ty = &ed.raf_types[ed.pilots[p].aircraft];
    st.planes[plane]
        .hits
        .iter()
        .zip(&ty.positions)
        .any(|(&h, k)| h > 0 && *k != crate::edition::PositionKind::Gunner)
}

/// A bomber that still carries its bombs (R16, 8.7)?
pub(crate) fn armed_bomber(c: &Campaign, id: u8) -> bool {
    c.state().raid.as_ref().and_then(|r| r.raider(id)).is_some_and(|r| {
        let role = c.edition().german_type(id).role;
        !r.bombs_gone && matches!(role, Role::Bomber | Role::FighterBomber)
    })
}

fn fast_attack(c: &Campaign, f: u8, targets: &[TargetOption]) -> Choice {
    let raid_bombed = c.state().raid.as_ref().is_none_or(|r| r.bombed);
    let score = |t: &TargetOption| {
        let hit =
            if t.head_on { 0.9 } else { t.odds.map(|o| o.fire * (0.5 + o.expected_bursts)).unwrap_or(0.5) };
        let worth = if armed_bomber(c, t.id) && !raid_bombed { 3.0 } else { 1.0 };
        hit * worth
    };
    let best = targets.iter().max_by(|a, b| score(a).total_cmp(&score(b)));
    match best {
        Some(t) if !fragile(c, f) || armed_bomber(c, t.id) && !raid_bombed => {
            if t.head_on || t.odds.is_none_or(|o| o.fire > 0.3) {
                Choice::Attack { target: t.id }
            } else {
                Choice::Withdraw
            }
        }
        _ => Choice::Withdraw,
    }
}

/// The level one above the raid's (the out-of-the-sun box, 7.4), within
/// reach of its exact altitude (reported ± 1, 7.1); its bombers' level
/// once identified.
pub(crate) fn wanted_level(c: &Campaign) -> Level {
    let Some(raid) = c.state().raid.as_ref() else { return Level::A15 };
    let base = if raid.identified {
        raid.with_raid()
            .filter(|r| armed_bomber(c, r.id))
            .map(|r| r.level)
            .min()
            .or_else(|| raid.with_raid().map(|r| r.level).min())
            .unwrap_or(raid.reported)
    } else {
        raid.reported
    };
    base.up().unwrap_or(base).max(Level::Ground)
}

/// Where the raid will probably be after its next move: its speed in
/// steps, alternating up-right and up-left (the diagram's mean), homeward
/// down; London's line straight on.
pub(crate) fn raid_ahead(c: &Campaign) -> Option<Hex> {
    let raid = c.state().raid.as_ref().filter(|r| !r.exited)?;
    let grid = c.edition().map.grid;
    let speed = c.raid_speed();
    let (a, b) = if raid.homeward() { (Dir::DownRight, Dir::DownLeft) } else { (Dir::UpRight, Dir::UpLeft) };
    let mut h = raid.hex;
    for i in 0..speed {
        let d = if i % 2 == 0 { a } else { b };
        match grid.neighbour(h, d).or_else(|| grid.neighbour(h, if d == a { b } else { a })) {
            Some(n) => h = n,
            None => break,
        }
    }
    Some(h)
}

fn fast_move(c: &Campaign, f: u8, stand_down: bool) -> Choice {
    let stay = |sd: bool| if sd { Choice::StandDown } else { Choice::Move { actions: Vec::new() } };
    let st = c.state();
    let ed = c.edition();
    let Some(raid) = st.raid.as_ref() else { return stay(stand_down) };
    let Some(plane) = st.plane_of(ed, f) else { return stay(stand_down) };
    let pl = &st.planes[plane];
    let pilot = st.pilot_in(f).map(|p| &st.pilots[p]);
    if raid.homeward() || raid.bombed || pilot.is_some_and(|p| p.fatigue >= 5) {
        return stay(stand_down);
    }
    if pl.level == Level::Airfield {
        // Scramble when the raid can be met before it reaches the coast's
        // targets behind it; take off anyway when it may bomb this airfield.
        let near = raid.hex.distance(pl.hex);
        if near <= 9 || raid.hex.row() + 4 >= pl.hex.row() {
            let towards = facing_towards(pl.hex, raid.hex);
            return Choice::Move { actions: vec![MoveAction::TakeOff(towards)] };
        }
        return Choice::Move { actions: Vec::new() };
    }
    let level = wanted_level(c);
    if let Some(a) = steer(c, f, raid.hex, level, true) {
        return Choice::Move { actions: a };
    }
    let goal = raid_ahead(c).unwrap_or(raid.hex);
    match steer(c, f, goal, level, false) {
        Some(a) => Choice::Move { actions: a },
        None => Choice::Move { actions: Vec::new() },
    }
}

/// The facing that points from `from` towards `to` (a take-off's).
fn facing_towards(from: Hex, to: Hex) -> Dir {
    let Some(grid) = crate::rules::hex::Grid::new(crate::rules::hex::COLS) else { return Dir::DownRight };
    grid.neighbours(from)
        .min_by_key(|(d, n)| (n.distance(to), d.index()))
        .map(|x| x.0)
        .unwrap_or(Dir::DownRight)
}

/// A move of airborne fighter `f` straight towards `to`, at `level` when
/// it gets there: climbs first (two at most, 6.3), then hex by hex,
/// descending a level a hex while above `level`. With `arrive`, only a move
/// that ends in `to` (an interception when the raid is there), preferring
/// to come in head-on or out of the sun. None when no such move is legal.
pub fn steer(c: &Campaign, f: u8, to: Hex, level: Level, arrive: bool) -> Option<Vec<MoveAction>> {
    let st = c.state();
    let ed = c.edition();
    let plane = st.plane_of(ed, f)?;
    let pl = &st.planes[plane];
    if !pl.level.airborne() {
        return None;
    }
    let speed = ed.raf_types[ed.raf[plane].ty].speed as u32;
    let grid = ed.map.grid;
    let balloons_low = |h: Hex, lvl: Level| lvl < Level::BALLOON_FLOOR && c.balloons_at(h);
    // Facings to arrive with, best first: head-on to the raid, out of the
    // sun, any.
    let mut finals: Vec<Option<Dir>> = Vec::new();
    if arrive {
        if let Some(r) = st.raid.as_ref() {
            finals.push(Some(r.facing.reverse()));
        }
        if let Some(s) = c.sun() {
            finals.push(Some(s.reverse()));
        }
    }
    finals.push(None);
    let dist = pl.hex.distance(to);
    if arrive && dist > speed {
        // No path of `speed` hexes or fewer gets there.
        return None;
    }
    for last in finals {
        // The hexes to enter.
        let mut path: smallvec::SmallVec<[(Dir, Hex); 24]> = smallvec::SmallVec::new();
        let approach = match last {
            Some(d) => match grid.neighbour(to, d.reverse()) {
                Some(a) => Some(a),
                None => continue,
            },
            None => None,
        };
        let mut here = pl.hex;
        let goal = approach.unwrap_or(to);
        let mut guard = 0;
        let avoid = approach.map(|_| to);
        while here != goal && guard < 20 {
            guard += 1;
            let Some((d, n)) = nearest_step(ed, here, goal, avoid) else {
                break;
            };
            path.push((d, n));
            here = n;
        }
        if here != goal {
            continue;
        }
        if let Some(d) = last {
            path.push((d, to));
        }
        let hexes = path.len() as u32;
        if arrive && hexes > speed {
            continue;
        }
        if arrive && last.is_some() && hexes > dist + 2 {
            continue;
        }
        // Levels: climbs first, as many as the points allow (two at most).
        let mut mp = speed;
        let mut lvl = pl.level;
        let mut actions = Vec::with_capacity(speed as usize + 3);
        let need_up = level.index().saturating_sub(lvl.index()) as u32;
        let spare = mp.saturating_sub(hexes.min(mp));
        let up = need_up.min(2).min(if arrive { spare } else { need_up.min(2) });
        for _ in 0..up {
            if let Some(u) = lvl.up() {
                actions.push(MoveAction::Climb);
                lvl = u;
                mp -= 1;
            }
        }
        // Too high by more than the hexes can shed: one drop first.
        let over = lvl.index().saturating_sub(level.index()) as u32;
        if over > hexes && mp > hexes.min(mp) && mp > 0 {
            let n = (over - hexes.min(over)) as u8;
            if n > 0 {
                actions.push(MoveAction::Drop(n));
                lvl = Level::from_index(lvl.index() - n).unwrap_or(lvl);
                mp -= 1;
            }
        }
        let mut ok = true;
        for (d, h) in path {
            if mp == 0 {
                break;
            }
            let down = lvl > level && lvl > Level::Ground;
            let next_lvl = if down { lvl.down().unwrap_or(lvl) } else { lvl };
            if balloons_low(h, next_lvl) {
                ok = false;
                break;
            }
            actions.push(if down { MoveAction::EnterDescending(d) } else { MoveAction::Enter(d) });
            lvl = next_lvl;
            mp -= 1;
        }
        if !ok && arrive {
            continue;
        }
        // The longest legal prefix.
        while !actions.is_empty() {
            match c.simulate_move(f, &actions) {
                Ok(m) if !arrive || m.intercepts => return Some(actions),
                Ok(_) => break,
                Err(_) => {
                    actions.pop();
                }
            }
        }
        if arrive {
            continue;
        }
        return Some(actions);
    }
    None
}

/// The neighbour of `here` nearest `goal` (the first in [`Dir::ALL`]'s
/// order among the nearest), never `avoid`. The hot loop of [`steer`]: the
/// edition's table of neighbours, `goal`'s coordinates worked out once.
fn nearest_step(
    ed: &crate::edition::Edition,
    here: Hex,
    goal: Hex,
    avoid: Option<Hex>,
) -> Option<(Dir, Hex)> {
    let (gq, gr) = goal.axial();
    let mut best: Option<(u32, Dir, Hex)> = None;
    for d in Dir::ALL {
        let Some(n) = ed.neighbour(here, d) else { continue };
        if Some(n) == avoid {
            continue;
        }
        let (q, r) = n.axial();
        let (dq, dr) = (q - gq, r - gr);
        let dist = ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u32;
        if best.is_none_or(|(b, _, _)| dist < b) {
            best = Some((dist, d, n));
        }
    }
    best.map(|(_, d, n)| (d, n))
}
