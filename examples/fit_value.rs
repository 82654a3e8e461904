//! Fits the evaluator (`src/sim/value.rs`) and writes its model file
//! (`data/value-model.json`) on stdout; `scripts/fit-value` runs it.
//!
//! CAMPAIGNS campaigns (seed SEED), a third each short, regular and long,
//! from a random sector airfield, with historical or (not short) optional
//! weather. A third are the expert's from the first day; in the others the
//! random or the sensible bot plays until a random day and the expert from
//! there (so the fit sees the positions bad play leaves, valued as the
//! expert would play them on). Every decision the expert takes is a row:
//! the features of the position and the campaign's final margin, less the
//! points already banked. One campaign in five is kept apart: the model's
//! error against their final margins, and against the mean of ROLLOUTS
//! rollouts of the expert to the end of the campaign from POSITIONS
//! positions of each stage of theirs, goes into the file by stage.
//!
//! Usage: cargo run --release --features tools --example fit_value -- CAMPAIGNS SEED POSITIONS ROLLOUTS

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use londons_burning::edition::{Edition, SiteKind};
use londons_burning::rules::{Campaign, Scenario, Setup, WeatherMode};
use londons_burning::sim::expert::expert;
use londons_burning::sim::rollout::{public_view, redraw};
use londons_burning::sim::value::{
    FEATURES, FitReport, MODEL_VERSION, Model, ModelFile, N, StageError, banked, features, solve, stage,
};
use londons_burning::sim::{random, sensible};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use rayon::prelude::*;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Row {
    x: [f64; N],
    banked: f64,
    stage: usize,
}

struct Played {
    rows: Vec<Row>,
    result: f64,
    holdout: bool,
    /// One position a stage, for the rollout check (held-out campaigns).
    samples: Vec<(usize, Campaign)>,
}

fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays `c` on with the expert to the end; the final margin.
fn expert_to_end(mut c: Campaign, rng: &mut ChaCha8Rng) -> f64 {
    let mut ev = Vec::new();
    let mut n = 0;
    while let Some(asked) = c.ask() {
        let choice = expert(&c, &asked.decision, rng);
        ev.clear();
        c.answer(asked, choice, &mut ev).expect("the expert answers with a legal option");
        n += 1;
        assert!(n < 100_000, "a campaign without end");
    }
    londons_burning::sim::value::margin(&c) as f64
}

fn play(ed: &Arc<Edition>, seed: u64, i: u64) -> Played {
    let s = mix(seed ^ mix(i));
    let mut rng = ChaCha8Rng::seed_from_u64(s);
    let scenario = [Scenario::Short, Scenario::Regular, Scenario::Long][(i % 3) as usize];
    let weather = if scenario != Scenario::Short && rng.next_u64() % 2 == 0 {
        WeatherMode::Optional
    } else {
        WeatherMode::Historical
    };
    let mut setup = Setup::new(scenario, weather, rng.next_u64());
    let sectors: Vec<usize> = ed.sites_of(SiteKind::Sector).collect();
    setup.base = ed.sites[sectors[(rng.next_u64() % sectors.len() as u64) as usize]].id.clone();
    let (mut c, _) = Campaign::new(ed.clone(), setup).expect("a valid setup");
    let prefix = (i / 3) % 3;
    let days = (c.end_date() - c.state().date).num_days() + 1;
    let switch = if prefix == 0 {
        c.state().date
    } else {
        c.state().date + chrono::Days::new(rng.next_u64() % days as u64)
    };
    let holdout = i % 5 == 0;
    let mut rows = Vec::new();
    let mut seen: Vec<Vec<Campaign>> = vec![Vec::new(); 5];
    let mut ev = Vec::new();
    let mut n = 0;
    while let Some(asked) = c.ask() {
        let choice = if c.state().date >= switch {
            let st = stage(&c);
            rows.push(Row { x: features(&c), banked: banked(&c), stage: st });
            if holdout && rng.next_u64() % 8 == 0 {
                seen[st].push(c.clone());
            }
            expert(&c, &asked.decision, &mut rng)
        } else if prefix == 1 {
            random(&c, &asked.decision, &mut rng)
        } else {
            sensible(&c, &asked.decision)
        };
        ev.clear();
        c.answer(asked, choice, &mut ev).expect("the bots answer with legal options");
        n += 1;
        assert!(n < 100_000, "a campaign without end");
    }
    let samples = seen
        .into_iter()
        .enumerate()
        .filter_map(|(st, mut v)| {
            (!v.is_empty()).then(|| {
                let k = (rng.next_u64() % v.len() as u64) as usize;
                (st, v.swap_remove(k))
            })
        })
        .collect();
    Played { rows, result: londons_burning::sim::value::margin(&c) as f64, holdout, samples }
}

fn errors(pairs: &[(usize, f64, f64, f64)]) -> Vec<StageError> {
    (0..5)
        .map(|stage| {
            let e: Vec<(f64, f64)> =
                pairs.iter().filter(|p| p.0 == stage).map(|p| (p.1 - p.2, p.3)).collect();
            let n = e.len().max(1) as f64;
            StageError {
                stage,
                n: e.len(),
                mean: e.iter().map(|p| p.0).sum::<f64>() / n,
                mean_abs: e.iter().map(|p| p.0.abs()).sum::<f64>() / n,
                rms: (e.iter().map(|p| p.0 * p.0).sum::<f64>() / n).sqrt(),
                truth_se: e.iter().map(|p| p.1).sum::<f64>() / n,
            }
        })
        .collect()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut arg = |d: u64| args.next().and_then(|s| s.parse().ok()).unwrap_or(d);
    let (campaigns, seed, positions, rollouts) = (arg(900), arg(1940), arg(20) as usize, arg(8) as usize);
    let ed = Edition::builtin().expect("the built-in edition");
    let t = std::time::Instant::now();
    let done = AtomicUsize::new(0);
    let played: Vec<Played> = (0..campaigns)
        .into_par_iter()
        .map(|i| {
            let p = play(&ed, seed, i);
            let k = done.fetch_add(1, Ordering::Relaxed) + 1;
            if k % 50 == 0 {
                eprintln!("{k}/{campaigns} campaigns ({:.0} s)", t.elapsed().as_secs_f64());
            }
            p
        })
        .collect();
    // The normal equations over the campaigns not kept apart.
    let mut xtx = [[0.0; N]; N];
    let mut xty = [0.0; N];
    let mut fitted = 0;
    for p in played.iter().filter(|p| !p.holdout) {
        for r in &p.rows {
            let y = p.result - r.banked;
            for a in 0..N {
                xty[a] += r.x[a] * y;
                for b in 0..N {
                    xtx[a][b] += r.x[a] * r.x[b];
                }
            }
            fitted += 1;
        }
    }
    let weights = solve(&xtx, &xty, 1e-6);
    let model = Model { weights: weights.clone() };
    let dot = |x: &[f64; N]| x.iter().zip(&weights).map(|(a, b)| a * b).sum::<f64>();
    let holdout: Vec<(usize, f64, f64, f64)> = played
        .iter()
        .filter(|p| p.holdout)
        .flat_map(|p| p.rows.iter().map(move |r| (r.stage, r.banked + dot(&r.x), p.result, 0.0)))
        .collect();
    let holdout = errors(&holdout);
    let was = &londons_burning::sim::value::model().weights;
    let was_dot = |x: &[f64; N]| x.iter().zip(was).map(|(a, b)| a * b).sum::<f64>();
    let was_holdout: Vec<(usize, f64, f64, f64)> = played
        .iter()
        .filter(|p| p.holdout)
        .flat_map(|p| p.rows.iter().map(move |r| (r.stage, r.banked + was_dot(&r.x), p.result, 0.0)))
        .collect();
    eprintln!("held out, the model built in (the one replaced):");
    for e in &errors(&was_holdout) {
        eprintln!(
            "  stage {}: n {} bias {:+.2} mean abs {:.2} rms {:.2}",
            e.stage, e.n, e.mean, e.mean_abs, e.rms
        );
    }
    eprintln!("fitted on {fitted} positions ({:.0} s); held out:", t.elapsed().as_secs_f64());
    for e in &holdout {
        eprintln!(
            "  stage {}: n {} bias {:+.2} mean abs {:.2} rms {:.2}",
            e.stage, e.n, e.mean, e.mean_abs, e.rms
        );
    }
    // Rollouts of the expert to the end from positions of the held-out
    // campaigns, `positions` a stage.
    let mut picked: Vec<(usize, &Campaign)> = Vec::new();
    for stage in 0..5 {
        picked.extend(
            played
                .iter()
                .flat_map(|p| p.samples.iter())
                .filter(|(s, _)| *s == stage)
                .take(positions)
                .map(|(s, c)| (*s, c)),
        );
    }
    let t2 = std::time::Instant::now();
    let checked: Vec<(usize, f64, f64, f64, f64)> = picked
        .par_iter()
        .enumerate()
        .map(|(j, (stage, c))| {
            let view = public_view(c);
            let results: Vec<f64> = (0..rollouts)
                .into_par_iter()
                .map(|k| {
                    let mut rng =
                        ChaCha8Rng::seed_from_u64(mix(seed ^ 0x5eed ^ mix(j as u64 * 1000 + k as u64)));
                    let world = redraw(&view, &mut rng);
                    expert_to_end(world, &mut rng)
                })
                .collect();
            let n = results.len() as f64;
            let mean = results.iter().sum::<f64>() / n;
            let var = results.iter().map(|r| (r - mean) * (r - mean)).sum::<f64>() / (n - 1.0).max(1.0);
            // The model built into this program too: the error of the one
            // being replaced, on the same positions and rollouts.
            (*stage, model.value(c), mean, (var / n).sqrt(), londons_burning::sim::value::value(c))
        })
        .collect();
    let built_in: Vec<(usize, f64, f64, f64)> = checked.iter().map(|c| (c.0, c.4, c.2, c.3)).collect();
    let checked: Vec<(usize, f64, f64, f64)> = checked.iter().map(|c| (c.0, c.1, c.2, c.3)).collect();
    eprintln!("rollout check of the model built in (the one replaced):");
    for e in &errors(&built_in) {
        eprintln!(
            "  stage {}: n {} bias {:+.2} mean abs {:.2} rms {:.2} (rollouts' se {:.2})",
            e.stage, e.n, e.mean, e.mean_abs, e.rms, e.truth_se
        );
    }
    let rollout_err = errors(&checked);
    eprintln!("rollout check ({:.0} s):", t2.elapsed().as_secs_f64());
    for e in &rollout_err {
        eprintln!(
            "  stage {}: n {} bias {:+.2} mean abs {:.2} rms {:.2} (rollouts' se {:.2})",
            e.stage, e.n, e.mean, e.mean_abs, e.rms, e.truth_se
        );
    }
    let file = ModelFile {
        version: MODEL_VERSION,
        made_by: format!(
            "scripts/fit-value: cargo run --release --features tools --example fit_value -- {campaigns} {seed} {positions} {rollouts}"
        ),
        features: FEATURES.iter().map(|s| s.to_string()).collect(),
        weights,
        fit: FitReport {
            campaigns: campaigns as usize,
            positions: fitted,
            seed,
            holdout,
            rollouts: rollout_err,
            rollouts_per_position: rollouts,
        },
    };
    println!("{}", serde_json::to_string_pretty(&file).expect("the model serialises"));
}
