//! The evaluator (issue 29, item 3): the expected **final margin** of the
//! campaign (RAF points minus Luftwaffe points, 13) from a position, as the
//! RAF player can see it, if the expert plays on from there.
//!
//! One unit for the coach and the ledger: points of the final margin. It is
//! a linear model over hand-chosen features of the public position
//! ([`features`]: what is left of the campaign in expected raids, the
//! targets damaged now and the nights left to repair them, the pilots,
//! their fatigue and the aircraft, the raid and the combat being fought),
//! fitted by least squares on campaigns of the expert
//! (`scripts/fit-value`, `examples/fit_value.rs`) and embedded from
//! `data/value-model.json`. The victories and the RAF losses already
//! scored never change, so the model predicts only the rest:
//! `value = (victories − losses) + weights · features`, and at the end the
//! value is the margin itself.
//!
//! It reads nothing the player cannot see: not the dice, not the order of
//! the cup, not the identities of face-down raiders (7.1), not the German
//! player's plan (15.2). Two positions that differ only in hidden things
//! have the same value. A call is a few microseconds (no allocation but
//! the forecast of the clear days left).

use crate::edition::{Role, SiteKind, Weather};
use crate::rules::Campaign;
use crate::rules::WeatherMode;
use crate::rules::state::{Phase, PilotStatus, PlaneStatus};
use crate::rules::step::Step;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The features, by name, in the order [`features`] computes them and the
/// model file lists its weights.
pub const FEATURES: [&str; N] = [
    "bias",
    "raids-left",
    "raids-left-squared",
    "target-points",
    "target-points-per-night",
    "damage-points",
    "damage-points-per-night",
    "raids-x-crews",
    "raids-x-reserve-pilots",
    "raids-x-arriving-pilots",
    "raids-x-fatigue",
    "fatigue",
    "tired-pilots",
    "exhausted-pilots",
    "raids-x-aces",
    "raids-x-active-planes",
    "destroyed-planes",
    "raids-x-reserve-planes",
    "raids-x-radar-damaged",
    "raids-x-base-damaged",
    "raids-x-cup-bombers",
    "raid-outbound",
    "raid-raiders-outbound",
    "raid-bombers-outbound",
    "raid-damaged-raiders",
    "in-combat",
    "raf-hits",
    "pilots-hit",
    "pilots-bailed-out",
    "raids-today",
];

/// How many features.
pub const N: usize = 30;

/// What the player sees of a position, as the model's inputs (see
/// [`FEATURES`]).
pub fn features(c: &Campaign) -> [f64; N] {
    let ed = c.edition();
    let st = c.state();
    let end = c.end_date();
    let days_after = (end - st.date).num_days().max(0) as u32;
    let raid_share = raid_share(c);
    // Raids still to come: the days after today, the rest of today's
    // phases, and this phase's if its raid is not drawn yet (5.3).
    let clear_today = match st.weather {
        Some(Weather::Rain) => 0.0,
        Some(Weather::Clear) => 1.0,
        None => match st.setup.weather {
            WeatherMode::Historical => {
                f64::from(ed.calendar.historical_weather(st.date).unwrap_or(Weather::Clear) == Weather::Clear)
            }
            WeatherMode::Optional => {
                ed.optional_weather.iter().filter(|w| **w == Weather::Clear).count() as f64
                    / ed.optional_weather.len().max(1) as f64
            }
        },
    };
    let phases = ed.phases.len() as f64;
    let (later_today, this_phase) = match st.phase {
        Phase::Weather => (phases, 0.0),
        Phase::Daylight(p) => {
            let pending = matches!(st.step, Step::PhaseStart | Step::Replace(_) | Step::Position(_))
                && st.raid.is_none();
            ((phases - 1.0 - p as f64).max(0.0), if pending { 1.0 } else { 0.0 })
        }
        Phase::Night => (0.0, 0.0),
    };
    let today = (later_today + this_phase) * raid_share * clear_today;
    let over = c.is_over();
    let r = if over { 0.0 } else { crate::sim::forecast::raids_left(c, days_after) + today };
    // Nights of repairs left (12.1): tonight's unless it is done.
    let repaired_tonight =
        st.phase == Phase::Night && matches!(st.step, Step::NightEnd | Step::DayEnd | Step::Over);
    let nights = if over { 0.0 } else { days_after as f64 + if repaired_tonight { 0.0 } else { 1.0 } };
    // Targets damaged now (13.3).
    let (mut target_points, mut damage_points, mut radar, mut base) = (0.0, 0.0, 0.0, 0.0);
    for (i, (site, &d)) in ed.sites.iter().zip(&st.damage).enumerate() {
        if d > 0 {
            target_points += crate::rules::score::damaged_worth(site.kind) as f64;
            damage_points += d as f64;
            if site.kind == SiteKind::Radar {
                radar += 1.0;
            }
            if i == st.base as usize {
                base = 1.0;
            }
        }
    }
    // The pilots (3.3, 11.2, 12.2).
    let (mut crews, mut fatigue, mut tired, mut exhausted, mut aces, mut hit, mut bailed) =
        (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    let (mut reserve, mut arriving) = (0.0f64, 0.0);
    for (i, p) in st.pilots.iter().enumerate() {
        match p.status {
            PilotStatus::Flying(_) => {
                crews += 1.0;
                fatigue += p.fatigue as f64;
                tired += f64::from(p.tired());
                exhausted += f64::from(p.exhausted());
                let prior = ed.pilots[i].prior_victories as u32;
                aces += f64::from(crate::rules::score::is_ace(prior + p.victories as u32));
            }
            PilotStatus::Reserve => reserve += 1.0,
            PilotStatus::Arriving(d) | PilotStatus::Wounded(d) if d <= end => arriving += 1.0,
            _ => {}
        }
        hit += f64::from(p.hit);
        bailed += f64::from(p.bailed_out.is_some());
    }
    let (mut active, mut destroyed, mut spare, mut raf_hits) = (0.0, 0.0, 0.0, 0.0);
    for p in &st.planes {
        match p.status {
            PlaneStatus::Active => {
                active += 1.0;
                raf_hits += p.hits.iter().map(|&h| h as f64).sum::<f64>();
            }
            PlaneStatus::Destroyed => destroyed += 1.0,
            PlaneStatus::Reserve => spare += 1.0,
        }
    }
    // The cup is public (3.6, 11.4): its share of aircraft that bomb. While
    // a raid is face down (7.1) its counters could be any of the cup's, so
    // the share is that of the cup and the raid together.
    let bombs = |id: u8| ed.german_type(id).role != Role::Fighter;
    let face_down = st.raid.as_ref().filter(|r| !r.identified).map_or(&[][..], |r| &r.raiders[..]);
    let pool = st.cup.len() + face_down.len();
    let cup_bombers = if pool == 0 {
        0.0
    } else {
        (st.cup.iter().filter(|&&id| bombs(id)).count() + face_down.iter().filter(|r| bombs(r.id)).count())
            as f64
            / pool as f64
    };
    // The raid being flown: face down, only its size (7.1).
    let (mut outbound, mut raiders, mut bombers, mut damaged) = (0.0, 0.0, 0.0, 0.0);
    if let Some(raid) = st.raid.as_ref().filter(|_| !over) {
        let with: Vec<_> = raid.raiders.iter().filter(|r| r.with_raid()).collect();
        if !raid.bombed && !raid.exited {
            outbound = 1.0;
            raiders = with.len() as f64;
            if raid.identified {
                bombers = with.iter().filter(|r| bombs(r.id) && !r.bombs_gone).count() as f64;
            }
        }
        if raid.identified {
            damaged = with.iter().filter(|r| r.hits.iter().any(|&h| h > 0)).count() as f64;
        }
    }
    let in_combat = f64::from(st.combat.is_some() && !over);
    let per_night = |x: f64| x / (1.0 + nights);
    [
        1.0,
        r,
        r * r / 10.0,
        target_points,
        per_night(target_points),
        damage_points / 10.0,
        per_night(damage_points / 10.0),
        r * crews,
        r * reserve.min(3.0),
        r * arriving,
        r * fatigue / 6.0,
        fatigue,
        tired,
        exhausted,
        r * aces,
        r * active,
        destroyed,
        r * spare,
        r * radar,
        r * base,
        r * cup_bombers,
        outbound,
        raiders,
        bombers,
        damaged,
        in_combat,
        raf_hits,
        hit,
        bailed,
        today,
    ]
}

/// The share of the non-Remix raid-size markers that bring a raid (5.3).
fn raid_share(c: &Campaign) -> f64 {
    use crate::edition::RaidMarker;
    let markers = &c.edition().raid_markers;
    markers.iter().filter(|m| matches!(m, RaidMarker::Raiders(_))).count() as f64
        / markers.iter().filter(|m| !matches!(m, RaidMarker::Remix)).count().max(1) as f64
}

/// The points already scored that no later event takes back: German
/// aircraft destroyed minus RAF aircraft destroyed (13.2, 13.3).
pub fn banked(c: &Campaign) -> f64 {
    let st = c.state();
    st.tally.raf_victories as f64 - st.tally.raf_losses as f64
}

/// The campaign's margin now (RAF minus Luftwaffe, 13.4): at the end, the
/// result.
pub fn margin(c: &Campaign) -> i32 {
    let s = c.score();
    s.raf as i32 - s.luftwaffe as i32
}

/// The model: one weight a feature.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Model {
    pub weights: Vec<f64>,
}

impl Model {
    /// The expected final margin of `c` (see the module's notes).
    pub fn value(&self, c: &Campaign) -> f64 {
        if c.is_over() {
            return margin(c) as f64;
        }
        let x = features(c);
        banked(c) + x.iter().zip(&self.weights).map(|(a, b)| a * b).sum::<f64>()
    }
}

/// The model file (`data/value-model.json`, made by `scripts/fit-value`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ModelFile {
    pub version: u32,
    pub made_by: String,
    /// [`FEATURES`], as the weights were fitted.
    pub features: Vec<String>,
    pub weights: Vec<f64>,
    /// How the model was fitted and how well it does.
    pub fit: FitReport,
}

/// What the fit measured (kept in the model file and shown by the
/// README): the campaigns and positions fitted on, the error against the
/// actual final margin of campaigns kept apart, and against rollouts of
/// the expert to the end of the campaign, by stage.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct FitReport {
    pub campaigns: usize,
    pub positions: usize,
    pub seed: u64,
    /// Error against the final margin of the held-out campaigns, by stage.
    pub holdout: Vec<StageError>,
    /// Error against the mean of rollouts of the expert to the end.
    pub rollouts: Vec<StageError>,
    /// Rollouts per position in that check.
    pub rollouts_per_position: usize,
}

/// An error by stage of the campaign (0 = its first fifth, ... 4 = the
/// last).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct StageError {
    pub stage: usize,
    pub n: usize,
    /// Mean of (evaluation − truth): the bias.
    pub mean: f64,
    pub mean_abs: f64,
    pub rms: f64,
    /// For the rollout check: the mean standard error of the rollouts'
    /// mean (the noise in the truth itself).
    #[serde(default)]
    pub truth_se: f64,
}

/// The file's format.
pub const MODEL_VERSION: u32 = 1;

static FILE: &str = include_str!("../../data/value-model.json");

/// The embedded model file, parsed once. A file that does not match
/// [`FEATURES`] (a stale fit) gives `None`: a test checks it does.
pub fn model_file() -> Option<&'static ModelFile> {
    static PARSED: OnceLock<Option<ModelFile>> = OnceLock::new();
    PARSED
        .get_or_init(|| {
            let f: ModelFile = serde_json::from_str(FILE).ok()?;
            let same = f.version == MODEL_VERSION
                && f.weights.len() == N
                && f.features.iter().map(String::as_str).eq(FEATURES.iter().copied());
            same.then_some(f)
        })
        .as_ref()
}

/// The embedded model (weights all zero if the file is stale: then the
/// value is the points banked, and `model_file()` says why).
pub fn model() -> &'static Model {
    static M: OnceLock<Model> = OnceLock::new();
    M.get_or_init(|| Model {
        weights: model_file().map(|f| f.weights.clone()).unwrap_or_else(|| vec![0.0; N]),
    })
}

/// The expected final margin of `c` by the embedded model: the function
/// the coach's rollouts score a position with, in points of the margin.
pub fn value(c: &Campaign) -> f64 {
    model().value(c)
}

/// The stage of the campaign a position is in: its elapsed share of the
/// scenario's days, in fifths (0..=4).
pub fn stage(c: &Campaign) -> usize {
    let ed = c.edition();
    let first = ed.calendar.first_day();
    let total = (c.end_date() - first).num_days().max(0) as f64 + 1.0;
    let done = (c.state().date - first).num_days().max(0) as f64;
    ((done / total * 5.0) as usize).min(4)
}

/// Least squares: the weights minimising the squared error of `xtx`, `xty`
/// (the sums of x xᵀ and x y over the rows), with a small ridge so a
/// feature that never varies gets weight 0. Cholesky on the normal
/// equations (N is small).
pub fn solve(xtx: &[[f64; N]; N], xty: &[f64; N], ridge: f64) -> Vec<f64> {
    let mut a = *xtx;
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += ridge * (1.0 + xtx[i][i]);
    }
    // Cholesky: a = L Lᵀ.
    let mut l = [[0.0f64; N]; N];
    for i in 0..N {
        for j in 0..=i {
            let s: f64 = a[i][j] - (0..j).map(|k| l[i][k] * l[j][k]).sum::<f64>();
            if i == j {
                l[i][i] = s.max(1e-12).sqrt();
            } else {
                l[i][j] = s / l[j][j];
            }
        }
    }
    let mut z = [0.0; N];
    for i in 0..N {
        z[i] = (xty[i] - (0..i).map(|k| l[i][k] * z[k]).sum::<f64>()) / l[i][i];
    }
    let mut w = vec![0.0; N];
    for i in (0..N).rev() {
        w[i] = (z[i] - (i + 1..N).map(|k| l[k][i] * w[k]).sum::<f64>()) / l[i][i];
    }
    w
}
