//! Reasons that are true by construction (issue 29, item 1): why one option
//! (the advised: the expert's) rather than another (the runner-up in the
//! advice, the player's choice in the review), as data. The words are in
//! `text::coach`.
//!
//! A reason names one measure on which the advised option beats the other
//! by more than the noise of their **difference**: the mean of the paired
//! difference over the rollouts both options have (rollout `k` of each
//! starts from the same redrawn world with the same dice), more than
//! [`SEPARATED`] standard errors of that difference from zero, and the two
//! options' means (the numbers the options table shows) in the same order.
//! The measure is chosen by a fixed rule, never the most favourable:
//!
//! 1. The whole value (the expert's measure) decides whether there is a
//!    reason at all. When it does not separate the options, they are equal
//!    within noise ([`Verdict::Equal`]) and the [`TieBreak`] says why the
//!    expert still picks its option.
//! 2. When it does, the first measure of [`ORDER`] that separates them in
//!    the advised option's favour is the reason ([`Verdict::Better`]).
//! 3. When none does, the whole value is ([`Verdict::Whole`]), and the
//!    reason carries every part ([`PARTS`]) so the player sees them.
//!
//! Decisions the expert settles by rule (night repairs and replacements,
//! 12.1; reserve pilots, 11.5) have a rule's reason ([`RuleWhy`]); when the
//! rollouts, which end with the phase or the night, favour the other option
//! beyond noise, the reason says so ([`Verdict::Rule`]) instead of hiding it.

use crate::rules::{Campaign, Choice};
use crate::sim::rollout::{Effect, Samples, Scoring, mean_se};
use serde::{Deserialize, Serialize};

/// Two options are separated when their difference in value is at least
/// this many standard errors of the paired difference.
pub const SEPARATED: f64 = 2.0;

/// A mean over rollouts and its standard error.
#[derive(Copy, Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Est {
    pub mean: f64,
    pub se: f64,
}

impl Est {
    pub fn new(mean: f64, se: f64) -> Est {
        Est { mean, se }
    }

    /// Is it more than [`SEPARATED`] standard errors away from zero? (For
    /// a paired difference: are the two options apart?)
    pub fn separated(&self) -> bool {
        self.mean.abs() > SEPARATED * self.se
    }
}

/// What a reason compares.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Measure {
    /// Luftwaffe points from targets damaged (13.3). Lower is better.
    TargetPoints,
    /// The share of rollouts in which no target takes new damage (the raid
    /// does not reach its target, or bombs nothing new). Higher is better.
    NoBombing,
    /// RAF pilots killed or wounded. Lower is better.
    PilotsLost,
    /// RAF aircraft destroyed (13.3). Lower is better.
    RafLosses,
    /// German aircraft destroyed (13.2). Higher is better.
    Victories,
    /// The cost of the fatigue the pilots gain, in points. Lower is better.
    Fatigue,
    /// The expert's whole measure, in points. Higher is better.
    Value,
}

/// The fixed order in which the measures are tried (see the module's
/// notes): what the raid does first, then the RAF's losses, then its
/// victories, then fatigue.
pub const ORDER: [Measure; 6] = [
    Measure::TargetPoints,
    Measure::NoBombing,
    Measure::PilotsLost,
    Measure::RafLosses,
    Measure::Victories,
    Measure::Fatigue,
];

/// The parts of the whole value shown when only the whole separates.
pub const PARTS: [Measure; 5] =
    [Measure::Victories, Measure::RafLosses, Measure::TargetPoints, Measure::PilotsLost, Measure::Fatigue];

/// Which way a measure is better.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Better {
    Higher,
    Lower,
}

impl Measure {
    /// The measure of one rollout's effect.
    pub fn of(self, e: &Effect) -> f64 {
        match self {
            Measure::TargetPoints => e.target_points,
            Measure::NoBombing => e.no_bombing,
            Measure::PilotsLost => e.pilots_lost,
            Measure::RafLosses => e.raf_losses,
            Measure::Victories => e.victories,
            Measure::Fatigue => e.fatigue,
            Measure::Value => e.value,
        }
    }

    pub fn better(self) -> Better {
        match self {
            Measure::NoBombing | Measure::Victories | Measure::Value => Better::Higher,
            _ => Better::Lower,
        }
    }

    /// 1 when higher is better, −1 when lower is.
    pub fn sign(self) -> f64 {
        match self.better() {
            Better::Higher => 1.0,
            Better::Lower => -1.0,
        }
    }
}

/// Two options on one measure: each one's mean over its rollouts with its
/// standard error (what the options table shows), and the paired
/// difference advised − compared over the rollouts both have.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Compared {
    pub measure: Measure,
    pub better: Better,
    pub advised: Est,
    pub compared: Est,
    pub gap: Est,
}

impl Compared {
    pub fn of(s: &Samples, a: usize, b: usize, m: Measure) -> Compared {
        let est = |i: usize| {
            let (mean, se) = mean_se(s.runs[i].iter().map(|e| m.of(e)));
            Est::new(mean, se)
        };
        let (gap, se) = s.paired(a, b, |e| m.of(e));
        Compared { measure: m, better: m.better(), advised: est(a), compared: est(b), gap: Est::new(gap, se) }
    }

    /// Does it favour the advised option beyond the noise of the
    /// difference (and do the two means, as shown, agree)?
    pub fn favours_advised(&self) -> bool {
        let s = self.measure.sign();
        s * self.gap.mean > SEPARATED * self.gap.se
            && s * self.gap.mean > 1e-12
            && s * (self.advised.mean - self.compared.mean) > 0.0
    }

    /// Does it favour the compared option beyond noise?
    pub fn favours_compared(&self) -> bool {
        let s = -self.measure.sign();
        s * self.gap.mean > SEPARATED * self.gap.se
            && s * self.gap.mean > 1e-12
            && s * (self.advised.mean - self.compared.mean) > 0.0
    }
}

/// Why a decision settled by rule is settled so (12.1, 11.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum RuleWhy {
    /// 12.1: a pilot needs this aircraft tomorrow.
    Plane,
    /// 12.1: repair points the site still needs after this one, and the
    /// Luftwaffe points it takes off once cleared (13.3).
    Site { more: u8, points: u32 },
    /// 11.5: the reserve pilot's fatigue; `alone`: fresher than every other
    /// candidate (else as fresh as the freshest, the most victories first).
    Pilot { fatigue: u8, alone: bool },
    /// Any other answer the rule gives (no replacement, end the repairs).
    Other,
}

/// Why the expert picks its option when the whole value does not separate
/// the two (a fixed tie-break, the same the expert applies).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum TieBreak {
    /// The two came out the same in every rollout.
    Identical,
    /// Stays out of the fight (stand by, stay on the ground, withdraw): no
    /// risk to pilot or aircraft, and less fatigue for tomorrow.
    KeepsOut,
    /// The expert's rule of thumb picks it; the weighing keeps that pick
    /// unless another option beats it beyond noise.
    RuleOfThumb,
    /// Its mean is the higher, within noise.
    HigherMean,
    /// The weighing kept it in contention longer (more rollouts), its mean
    /// within noise of the other's.
    Weighed,
    /// Settled by rule (12.1, 11.5).
    Rule { why: RuleWhy },
}

/// What the reason says.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Verdict {
    /// The measure separates them in the advised option's favour.
    Better,
    /// Only the whole value separates them; the parts are shown.
    Whole,
    /// Equal within noise ("="); the tie-break says why the advised one.
    Equal { tie: TieBreak },
    /// The same option (the player chose the expert's).
    Same,
    /// Settled by rule although the rollouts, which end with the phase or
    /// the night, favour the compared option beyond noise on the whole
    /// value: the rule looks to the end of the campaign.
    Rule { why: RuleWhy },
}

/// Something the reason adds about how far the rollouts look.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Note {
    /// A landing (8.2, 9.1): the rollouts end with the phase, where the
    /// landings differ little; where a fighter lands matters after it.
    PhaseOnly,
    /// Night repairs (12.1): the rollouts end with the night; a repair
    /// counts on the days after.
    NightOnly,
    /// A reserve pilot (11.5): the rollouts see this phase only.
    Reserve,
    /// The placement (7.3-7.5) after a head-on approach, the expert placing
    /// elsewhere: the move was weighed on all it led to, not for the
    /// head-on box.
    HeadOn,
}

/// Why the advised option rather than the compared one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reason {
    /// The expert's option.
    pub advised: Choice,
    /// The option it is compared with: the runner-up (advice), the
    /// player's choice (review).
    pub compared: Choice,
    /// The measure named, both values, the gap, which way is better.
    pub measure: Measure,
    pub better: Better,
    pub advised_value: Est,
    pub compared_value: Est,
    /// Advised − compared, rollout by rollout.
    pub gap: Est,
    pub verdict: Verdict,
    /// The measure favours the advised option beyond noise
    /// ([`Verdict::Better`], [`Verdict::Whole`]).
    pub favours_advised: bool,
    /// Called equal within noise ([`Verdict::Equal`], [`Verdict::Same`]).
    pub equal: bool,
    /// The parts of the whole value ([`Verdict::Whole`]; empty otherwise).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<Compared>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Note>,
}

impl Reason {
    /// Does the reason favour the advised option beyond noise on its
    /// measure? (Every reason that is not called equal must.)
    pub fn holds(&self) -> bool {
        let c = Compared {
            measure: self.measure,
            better: self.better,
            advised: self.advised_value,
            compared: self.compared_value,
            gap: self.gap,
        };
        c.favours_advised()
    }
}

/// What the rule of a decision and its tie-break need to know.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Context {
    /// The rule's reason for the advised option, for a decision settled by
    /// rule.
    pub rule: Option<RuleWhy>,
    /// The option that keeps out of the fight, if any.
    pub keep_out: Option<usize>,
    /// The expert's rule-of-thumb pick (its first candidate).
    pub pick: usize,
    pub note: Option<Note>,
}

/// The reason for option `a` rather than option `b` of `cands`, from their
/// rollouts in `s` (see the module's notes for the rule).
pub fn compare(s: &Samples, cands: &[Choice], a: usize, b: usize, ctx: &Context) -> Reason {
    let whole = Compared::of(s, a, b, Measure::Value);
    let reason = |c: Compared, verdict: Verdict, parts: Vec<Compared>| Reason {
        advised: cands[a].clone(),
        compared: cands[b].clone(),
        measure: c.measure,
        better: c.better,
        advised_value: c.advised,
        compared_value: c.compared,
        gap: c.gap,
        favours_advised: matches!(verdict, Verdict::Better | Verdict::Whole),
        equal: matches!(verdict, Verdict::Equal { .. } | Verdict::Same),
        verdict,
        parts,
        note: ctx.note,
    };
    if a == b {
        return reason(whole, Verdict::Same, Vec::new());
    }
    let identical = s.identical(a, b);
    if !identical && whole.favours_advised() {
        if let Some(c) = ORDER.iter().map(|&m| Compared::of(s, a, b, m)).find(Compared::favours_advised) {
            return reason(c, Verdict::Better, Vec::new());
        }
        let parts = PARTS.iter().map(|&m| Compared::of(s, a, b, m)).collect();
        return reason(whole, Verdict::Whole, parts);
    }
    if let Some(why) = ctx.rule {
        if !identical && whole.favours_compared() {
            return reason(whole, Verdict::Rule { why }, Vec::new());
        }
        // The rule's reason, even when the two came out the same in every
        // rollout: the rule says why, the rollouts cannot.
        return reason(whole, Verdict::Equal { tie: TieBreak::Rule { why } }, Vec::new());
    }
    let tie = if identical {
        TieBreak::Identical
    } else if ctx.keep_out == Some(a) {
        TieBreak::KeepsOut
    } else if a == ctx.pick {
        TieBreak::RuleOfThumb
    } else if whole.advised.mean >= whole.compared.mean {
        TieBreak::HigherMean
    } else {
        TieBreak::Weighed
    };
    reason(whole, Verdict::Equal { tie }, Vec::new())
}

/// The check on fresh rollouts (another seed): `n` rollouts of the two
/// options a reason compares, from the public view `view`; the reason's
/// measure compared again. A reason holds there when the fresh difference
/// points the same way (`Compared::gap` with the measure's sign).
pub fn recheck(view: &Campaign, r: &Reason, n: usize, seed: u64, parallel: bool) -> Compared {
    let options = [r.advised.clone(), r.compared.clone()];
    let mut s = Samples::new(2);
    s.extend(view, &options, &[0, 1], n.max(2), seed, Scoring::Margin, parallel);
    Compared::of(&s, 0, 1, r.measure)
}
