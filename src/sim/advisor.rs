//! The honest advisor (issues 16 and 23): what the expert would do here,
//! why, and what the best options cost, from Monte Carlo rollouts of the
//! rest of the phase, every figure with its standard error. It never
//! chooses for the player and knows only what he knows (it works on
//! [`public_view`]); the session records that it was asked
//! (`Session::ask_advice`), so a campaign played with advice is known as
//! such.
//!
//! How it weighs (item 2 of issue 23): every candidate gets
//! [`AdviceConfig::rollouts`] rollouts; then, while the best option is not
//! separated from another (their difference in value is under
//! [`SEPARATED`] standard errors of the paired difference), the options
//! not yet separated get more, in batches, the same rollouts for each
//! (common random numbers), up to [`AdviceConfig::budget`] rollouts in
//! all. Options still within noise of the best at the end are
//! [`Advice::equally_good`]. The budget is a number of rollouts, not a
//! time, so the advice is the same for the same seed on any machine.
//!
//! An option's value is the change in the campaign's expected final
//! margin, the evaluator's (`sim::value`) where its rollouts end minus
//! where they began ([`Scoring::Margin`]); its other figures (victories,
//! aircraft and pilots lost, target points) are counted in the player's
//! units. The expert bot weighs the same candidates by the heuristic worth
//! of the phase, which is cheaper; the coach speaks in points of the
//! margin so that the review's costs and the ledger's luck add up.

use crate::edition::Role;
use crate::rules::raid::Course;
use crate::rules::{Campaign, Choice, Decision};
use crate::sim::expert;
use crate::sim::forecast;
use crate::sim::reason::{self, Context, Note, Reason, RuleWhy};
pub use crate::sim::reason::{Est, SEPARATED};
use crate::sim::rollout::{Chunked, Effect, Plan, PlanRun, Samples, Scoring, public_view};

/// Rollouts every option the advisor weighs gets first.
pub const ADVICE_ROLLOUTS: usize = 200;

/// Most rollouts of one answer, over every option: the extra rollouts
/// stop there. Sized so the dearest answers (a fighter's position, a dozen
/// candidates, each rollout the whole phase; moves early in a raid) stay
/// under a second on two cores even when they are shared (BENCHMARKS.md).
pub const ADVICE_BUDGET: usize = 50_000;

/// How much the advisor weighs.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct AdviceConfig {
    /// Rollouts every option weighed gets first (the same worlds for every
    /// option).
    pub rollouts: usize,
    /// Seed of the rollouts: the same seed, the same advice.
    pub seed: u64,
    /// Spread the rollouts over the rayon pool (same result either way).
    pub parallel: bool,
    /// Most rollouts in all: while the best two options are within noise,
    /// more rollouts are added up to this many (never fewer than
    /// `rollouts` for every option).
    pub budget: usize,
}

impl Default for AdviceConfig {
    fn default() -> AdviceConfig {
        AdviceConfig { rollouts: ADVICE_ROLLOUTS, seed: 1940, parallel: true, budget: ADVICE_BUDGET }
    }
}

impl AdviceConfig {
    /// `rollouts` for every option and no more (tests, quick looks).
    pub fn fixed(rollouts: usize, seed: u64, parallel: bool) -> AdviceConfig {
        AdviceConfig { rollouts, seed, parallel, budget: 0 }
    }
}

/// One option's estimated effect over the rest of the phase, per rollout
/// on average; each figure's standard error in `se`.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Estimate {
    pub choice: Choice,
    /// German aircraft destroyed.
    pub victories: f64,
    /// RAF aircraft destroyed.
    pub raf_losses: f64,
    /// RAF pilots killed or wounded.
    pub pilots_lost: f64,
    /// Luftwaffe points from targets damaged (13.3).
    pub target_points: f64,
    /// Luftwaffe target points this option saves against not engaging
    /// (standing by, staying on the ground, withdrawing).
    pub prevented: f64,
    /// Chance that no target takes new damage.
    pub no_bombing: f64,
    /// What the option changes in the campaign's expected final margin
    /// (RAF − Luftwaffe points), by the evaluator at the end of the
    /// rollouts ([`Scoring::Margin`]): the unit of the review's costs and
    /// of the ledger's luck.
    pub value: f64,
    /// The standard errors of the figures above (`prevented`'s is that of
    /// the paired difference with not engaging).
    pub se: Spread,
    /// Rollouts this option was played out over.
    pub rollouts: usize,
}

/// Standard errors of an [`Estimate`]'s figures.
#[derive(Copy, Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Spread {
    pub victories: f64,
    pub raf_losses: f64,
    pub pilots_lost: f64,
    pub target_points: f64,
    pub prevented: f64,
    pub no_bombing: f64,
    pub value: f64,
}

/// What the player knows of where the raid is going.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RaidTarget {
    /// The raid is over its target (10.1): this site.
    Known(u8),
    /// Not known yet: the targets it may bomb if nobody stops it, with the
    /// chance of each (the flight-path diagram from where it is,
    /// [`forecast::stop_chances_from`]), likeliest first, those of 5 % or
    /// more (at most four).
    Likely(Vec<(u8, f64)>),
}

/// A German the choice or the runner-up attacks.
#[derive(Copy, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Quarry {
    pub id: u8,
    /// Bombs it still carries (0 for a fighter, or once they are gone).
    pub bombs: u8,
}

/// Why the expert chose what it chose; [`Advice::reason`] says it in a
/// sentence.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Why {
    /// The raid has not bombed: the chance the choice stops it before it
    /// does, where the raid is going (as far as the player knows), the
    /// raid's moves to its target (known or likeliest), and the combat's
    /// trade; in a combat, what the Germans attacked carry.
    Stop {
        stop: f64,
        target: RaidTarget,
        moves_to_target: Option<u32>,
        victories: f64,
        losses: f64,
        quarry: Option<(Quarry, Option<Quarry>)>,
    },
    /// Nothing left to save: victories against losses.
    Trade { victories: f64, losses: f64 },
    /// Keeping out of it: what the best option that engages would cost.
    KeepOut { victories: f64, losses: f64, pilots: f64 },
    /// Positioning (5.2): the chance of a raid this phase and of stopping
    /// it before it bombs.
    Position { raid: f64, stop: f64 },
    /// 12.1: the aircraft a pilot needs tomorrow.
    Plane { plane: u8 },
    /// 12.1: bomb damage: repair points still needed after this one, the
    /// Luftwaffe points it takes off once cleared.
    Site { site: u8, more: u8, points: u32 },
    /// 11.5: the freshest reserve pilot (`alone`: fresher than every
    /// other; else as fresh as the freshest, the most victories first).
    Pilot {
        pilot: u8,
        fatigue: u8,
        #[serde(default)]
        alone: bool,
    },
    /// A decision of the Luftwaffe player (15.2): no advice for him.
    Luftwaffe,
}

/// The expert's advice on a decision (`advise --json` prints it).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Advice {
    /// The expert's choice: always one of the decision's legal options, a
    /// whole choice (a move with its every action: take-off facing, climb,
    /// path) that the screen can preselect.
    pub choice: Choice,
    pub why: Why,
    /// Why the choice rather than the best other option (the runner-up,
    /// `top[1]`), when there is one: a reason true by construction
    /// ([`reason::compare`]).
    pub versus: Option<Reason>,
    /// Up to three options with their estimates, the choice first, then
    /// by value.
    pub top: Vec<Estimate>,
    /// The options of `top` (by index) that the rollouts cannot separate
    /// from the choice (itself included, first); empty when the choice is
    /// separated from every other. When it is not empty the advice is "any
    /// of these", the choice only the first of equals.
    pub equally_good: Vec<usize>,
    /// Options weighed, and the most rollouts any of them got.
    pub weighed: usize,
    pub rollouts: usize,
    /// Rollouts played in all.
    pub total_rollouts: usize,
}

/// What the expert would do at decision `d` of `c`, why, and the estimated
/// effect of the best options, each figure with its standard error. Pure:
/// the campaign is not touched and the same `cfg` gives the same advice.
/// Only what the RAF player knows is read.
pub fn advise(c: &Campaign, d: &Decision, cfg: &AdviceConfig) -> Advice {
    let view = public_view(c);
    if d.luftwaffe() {
        return luftwaffe(&view, d);
    }
    let opts = Weighed::options(&view, d);
    let plan = plan_of(&opts, cfg);
    let (samples, alive) = Samples::sequential(&view, &opts.cands, &plan, cfg.seed, cfg.parallel);
    opts.advice(&view, d, &samples, &alive)
}

/// A decision of the Luftwaffe player (15.2): the sensible bot's choice,
/// no figures.
fn luftwaffe(view: &Campaign, d: &Decision) -> Advice {
    Advice {
        choice: crate::sim::bots::sensible(view, d),
        why: Why::Luftwaffe,
        versus: None,
        top: Vec::new(),
        equally_good: Vec::new(),
        weighed: 0,
        rollouts: 0,
        total_rollouts: 0,
    }
}

/// How the advisor adds rollouts to `opts`.
fn plan_of(opts: &Weighed, cfg: &AdviceConfig) -> Plan {
    let first = cfg.rollouts.max(1);
    Plan {
        first,
        batch: first.div_ceil(2),
        most: if opts.rule { first } else { usize::MAX },
        budget: if opts.rule { 0 } else { cfg.budget },
        z: SEPARATED,
        halve: false,
        // The coach's unit: points of the final margin, as the luck.
        scoring: Scoring::Margin,
    }
}

/// [`advise`] a slice at a time, for the browser's one thread (issue 31):
/// each [`AdviceSteps::step`] plays about as many rollouts as it is told,
/// on this thread, and the last one returns the advice — the very advice
/// [`advise`] gives with the same configuration (rollout `k` is the same
/// whoever plays it; `cfg.parallel` is not used).
pub struct AdviceSteps {
    view: Campaign,
    d: Decision,
    /// The options and the plan; None for a Luftwaffe decision.
    weighing: Option<(Weighed, Plan)>,
    seed: u64,
    samples: Samples,
    run: PlanRun,
    chunk: Chunked,
    /// Rollouts played so far.
    pub played: usize,
}

impl AdviceSteps {
    pub fn new(c: &Campaign, d: &Decision, cfg: &AdviceConfig) -> AdviceSteps {
        let view = public_view(c);
        let weighing = (!d.luftwaffe()).then(|| {
            let opts = Weighed::options(&view, d);
            let plan = plan_of(&opts, cfg);
            (opts, plan)
        });
        let n = weighing.as_ref().map_or(0, |(o, _)| o.cands.len());
        AdviceSteps {
            view,
            d: d.clone(),
            weighing,
            seed: cfg.seed,
            samples: Samples::new(n),
            run: PlanRun::new(n),
            chunk: Chunked::default(),
            played: 0,
        }
    }

    /// Plays about `rollouts` rollouts; the advice once they are all
    /// played (then the job is over: do not step it again).
    pub fn step(&mut self, rollouts: usize) -> Option<Advice> {
        let Some((opts, plan)) = &self.weighing else { return Some(luftwaffe(&self.view, &self.d)) };
        if self.chunk.idle() {
            match self.run.next(plan, &self.samples) {
                Some(batch) => self.chunk.start(batch),
                None => {
                    let alive = self.run.clone().finish(&self.samples);
                    return Some(opts.advice(&self.view, &self.d, &self.samples, &alive));
                }
            }
        }
        let (view, seed) = (&self.view, self.seed);
        self.played += self.chunk.play(&mut self.samples, view, &opts.cands, seed, plan.scoring, rollouts);
        None
    }
}

/// The options the advisor weighs at a decision (on a public view): the
/// expert's candidates, the heuristic's pick first, none two that come to
/// the same; for decisions taken by rule, the other options too, to show
/// what they do now.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighed {
    pub cands: Vec<Choice>,
    /// Not engaging (the reference for "damage prevented"), if an option.
    pub reference: Option<usize>,
    /// Taken by rule (repairs, replacements): the first is the choice.
    pub rule: bool,
}

impl Weighed {
    pub fn options(view: &Campaign, d: &Decision) -> Weighed {
        let mut cands = expert::candidates(view, d);
        let rule = !expert::weighed(d);
        if cands.is_empty() {
            cands.push(crate::sim::bots::sensible(view, d));
        }
        if rule {
            for o in d.options().into_iter().take(8) {
                if !cands.contains(&o) {
                    cands.push(o);
                }
            }
        }
        let reference = keep_out(d).filter(|r| d.allows(r));
        if let Some(r) = &reference
            && !cands.contains(r)
        {
            cands.push(r.clone());
        }
        expert::same_outcome_dropped(view, &mut cands);
        let reference = reference.and_then(|r| {
            cands.iter().position(|x| *x == r).or_else(|| expert::same_outcome_as(view, &cands, &r))
        });
        Weighed { cands, reference, rule }
    }

    /// Adds `choice` (a player's) unless it is one of the options, or comes
    /// to the same as one; its index either way.
    pub fn with(&mut self, view: &Campaign, choice: &Choice) -> usize {
        if let Some(i) = self.cands.iter().position(|c| c == choice) {
            return i;
        }
        if let Some(i) = expert::same_outcome_as(view, &self.cands, choice) {
            return i;
        }
        self.cands.push(choice.clone());
        self.cands.len() - 1
    }

    /// The expert's choice among these options from their rollouts
    /// (`alive`: those still in contention): the first for a decision by
    /// rule; else the best of those in contention, the heuristic's pick
    /// unless another beats it (as the expert chooses).
    pub fn best(&self, samples: &Samples, alive: &[usize]) -> usize {
        if self.rule {
            return 0;
        }
        let contending: Vec<Effect> = (0..self.cands.len())
            .map(|i| {
                let e = samples.mean(i);
                if alive.contains(&i) { e } else { Effect { value: f64::NEG_INFINITY, ..e } }
            })
            .collect();
        expert::select(&contending)
    }

    /// What the reason at decision `d` needs besides the rollouts (the
    /// advised option: `advised`): the rule of a decision settled by rule,
    /// the option that keeps out, how far the rollouts look.
    pub fn context(&self, view: &Campaign, d: &Decision, advised: usize) -> Context {
        let choice = &self.cands[advised];
        let rule = self.rule.then(|| rule_why(view, d, choice));
        let note = match d {
            Decision::Land { .. } => Some(Note::PhaseOnly),
            Decision::Repair { .. } => Some(Note::NightOnly),
            Decision::Replace { .. } => Some(Note::Reserve),
            Decision::Placement { head_on: true, .. }
                if !matches!(
                    choice,
                    Choice::Place { pos: crate::rules::state::combat::BoxPos::HeadOn { .. } }
                ) =>
            {
                Some(Note::HeadOn)
            }
            _ => None,
        };
        Context { rule, keep_out: self.reference, pick: 0, note }
    }

    /// The advice these options' rollouts give.
    pub fn advice(&self, view: &Campaign, d: &Decision, samples: &Samples, alive: &[usize]) -> Advice {
        let cands = &self.cands;
        let reference = self.reference;
        let means: Vec<Effect> = (0..cands.len()).map(|i| samples.mean(i)).collect();
        let best = self.best(samples, alive);
        let within_noise = |i: usize| i != best && within_noise(samples, best, i);
        let base_points = reference
            .map(|r| means[r].target_points)
            .unwrap_or_else(|| means.iter().map(|e| e.target_points).fold(0.0, f64::max));
        let estimate = |i: usize| {
            let e = &means[i];
            let se = samples.se(i);
            let prevented_se = match reference {
                Some(r) if r != i => samples.paired(r, i, |e| e.target_points).1,
                Some(_) => 0.0,
                None => se.target_points,
            };
            Estimate {
                choice: cands[i].clone(),
                victories: e.victories,
                raf_losses: e.raf_losses,
                pilots_lost: e.pilots_lost,
                target_points: e.target_points,
                prevented: base_points - e.target_points,
                no_bombing: e.no_bombing,
                value: e.value,
                se: Spread {
                    victories: se.victories,
                    raf_losses: se.raf_losses,
                    pilots_lost: se.pilots_lost,
                    target_points: se.target_points,
                    prevented: prevented_se,
                    no_bombing: se.no_bombing,
                    value: se.value,
                },
                rollouts: samples.n(i),
            }
        };
        // The choice, then the options within noise of it, then the rest,
        // by value.
        let mut order: Vec<usize> = (0..cands.len()).filter(|&i| i != best && samples.n(i) > 0).collect();
        order.sort_by(|&a, &b| {
            within_noise(b)
                .cmp(&within_noise(a))
                .then(means[b].value.total_cmp(&means[a].value))
                .then(a.cmp(&b))
        });
        let shown: Vec<usize> = std::iter::once(best).chain(order).take(3).collect();
        let top: Vec<Estimate> = shown.iter().map(|&i| estimate(i)).collect();
        let mut equally_good: Vec<usize> = (1..shown.len()).filter(|&k| within_noise(shown[k])).collect();
        if !equally_good.is_empty() {
            equally_good.insert(0, 0);
        }
        let ctx = self.context(view, d, best);
        let versus = (shown.len() > 1).then(|| reason::compare(samples, cands, best, shown[1], &ctx));
        let why = why(view, d, &top, reference.map(|r| &cands[r]), cands, &means, versus.as_ref());
        Advice {
            choice: cands[best].clone(),
            why,
            versus,
            top,
            equally_good,
            weighed: cands.len(),
            rollouts: (0..cands.len()).map(|i| samples.n(i)).max().unwrap_or(0),
            total_rollouts: samples.total(),
        }
    }
}

/// Can the rollouts not tell option `i` from option `best`? Their values
/// are within [`SEPARATED`] standard errors of the paired difference, or
/// the same in every rollout.
pub fn within_noise(s: &Samples, best: usize, i: usize) -> bool {
    let (gap, se) = s.paired(best, i, |e| e.value);
    s.identical(best, i) || !Est::new(gap, se).separated()
}

/// Not engaging: the answer that keeps the fighter out of it.
fn keep_out(d: &Decision) -> Option<Choice> {
    match d {
        Decision::Position(_) => Some(Choice::StandBy),
        Decision::Move { stand_down: true, .. } => Some(Choice::StandDown),
        Decision::Move { .. } => Some(Choice::Move { actions: Vec::new() }),
        Decision::Attack { .. } => Some(Choice::Withdraw),
        _ => None,
    }
}

fn why(
    c: &Campaign,
    d: &Decision,
    top: &[Estimate],
    reference: Option<&Choice>,
    cands: &[Choice],
    means: &[Effect],
    versus: Option<&Reason>,
) -> Why {
    let st = c.state();
    let chosen = &top[0];
    match d {
        Decision::Replace { .. } => match chosen.choice {
            Choice::Replace { pilot } => {
                let fatigue = st.pilots[pilot as usize].fatigue;
                Why::Pilot { pilot, fatigue, alone: fresher_than_all(c, d, pilot) }
            }
            _ => Why::Trade { victories: chosen.victories, losses: chosen.raf_losses },
        },
        Decision::Repair { .. } => match chosen.choice {
            Choice::ReplacePlane { plane } => Why::Plane { plane },
            Choice::RepairSite { site } => Why::Site {
                site,
                more: st.damage[site as usize].saturating_sub(1),
                points: crate::rules::score::damaged_worth(c.edition().sites[site as usize].kind),
            },
            _ => Why::Trade { victories: 0.0, losses: 0.0 },
        },
        Decision::Position(_) => Why::Position { raid: expert::raid_chance(c), stop: chosen.no_bombing },
        _ => {
            let raid = st.raid.as_ref();
            let at_stake = raid.is_some_and(|r| !r.bombed && !r.homeward());
            if reference == Some(&chosen.choice) {
                // Keeping out: what the best engaging option would cost.
                let other = cands
                    .iter()
                    .zip(means)
                    .filter(|(c, _)| Some(*c) != reference)
                    .max_by(|a, b| a.1.value.total_cmp(&b.1.value));
                if let Some((_, e)) = other {
                    return Why::KeepOut {
                        victories: e.victories,
                        losses: e.raf_losses,
                        pilots: e.pilots_lost,
                    };
                }
            }
            match raid_target(c).filter(|_| at_stake) {
                Some((target, moves_to_target)) => {
                    let quarry = |ch: &Choice| match ch {
                        Choice::Attack { target } => Some(quarry(c, *target)),
                        _ => None,
                    };
                    let mine = quarry(&chosen.choice);
                    let theirs = versus.and_then(|v| quarry(&v.compared));
                    Why::Stop {
                        stop: chosen.no_bombing,
                        target,
                        moves_to_target,
                        victories: chosen.victories,
                        losses: chosen.raf_losses,
                        quarry: mine.map(|m| (m, theirs)),
                    }
                }
                None => Why::Trade { victories: chosen.victories, losses: chosen.raf_losses },
            }
        }
    }
}

/// A German as the advice describes it: the bombs it still carries.
fn quarry(c: &Campaign, id: u8) -> Quarry {
    let ty = c.edition().german_type(id);
    let gone = c.state().raid.as_ref().and_then(|r| r.raider(id)).is_none_or(|r| r.bombs_gone);
    let bomber = matches!(ty.role, Role::Bomber | Role::FighterBomber);
    Quarry { id, bombs: if bomber && !gone { ty.bombs } else { 0 } }
}

/// Where the raid is going as the player knows it (outbound, not yet
/// bombed): its target once over it (10.1), the stop on London's line
/// (6.4), else the targets it may bomb with their chances; and its moves
/// (impulses at its speed) to that target, or to the likeliest.
pub fn raid_target(c: &Campaign) -> Option<(RaidTarget, Option<u32>)> {
    let raid = c.state().raid.as_ref()?;
    if raid.bombed || raid.homeward() || raid.exited {
        return None;
    }
    let ed = c.edition();
    if let Some(t) = raid.target {
        return Some((RaidTarget::Known(t), Some(0)));
    }
    let damaged = forecast::damaged(c);
    let likely: Vec<(u8, f64)> = match raid.course {
        Course::London { from, to } => forecast::london_line_stop(ed, &damaged, from, to, raid.hex)
            .map(|s| vec![(s as u8, 1.0)])
            .unwrap_or_default(),
        _ => {
            let chances = forecast::stop_chances_from(ed, &damaged, &[(raid.hex, 1.0)]);
            let mut v: Vec<(u8, f64)> =
                chances.iter().enumerate().filter(|x| *x.1 >= 0.05).map(|(s, &p)| (s as u8, p)).collect();
            v.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
            v.truncate(4);
            v
        }
    };
    let speed = c.raid_speed().max(1) as u32;
    let moves = likely.first().map(|&(s, _)| raid.hex.distance(ed.sites[s as usize].hex).div_ceil(speed));
    Some((RaidTarget::Likely(likely), moves))
}

/// Is reserve pilot `pilot` fresher than every other candidate of a
/// replacement (11.5)?
fn fresher_than_all(c: &Campaign, d: &Decision, pilot: u8) -> bool {
    let Decision::Replace { candidates, .. } = d else { return true };
    let st = c.state();
    let f = st.pilots[pilot as usize].fatigue;
    candidates.iter().all(|&p| p == pilot || st.pilots[p as usize].fatigue > f)
}

/// The rule's reason for `choice` at a decision settled by rule (12.1,
/// 11.5).
pub fn rule_why(c: &Campaign, d: &Decision, choice: &Choice) -> RuleWhy {
    let st = c.state();
    match choice {
        Choice::ReplacePlane { .. } => RuleWhy::Plane,
        Choice::RepairSite { site } => RuleWhy::Site {
            more: st.damage[*site as usize].saturating_sub(1),
            points: crate::rules::score::damaged_worth(c.edition().sites[*site as usize].kind),
        },
        Choice::Replace { pilot } => RuleWhy::Pilot {
            fatigue: st.pilots[*pilot as usize].fatigue,
            alone: fresher_than_all(c, d, *pilot),
        },
        _ => RuleWhy::Other,
    }
}
