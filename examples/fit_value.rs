//! Fits the evaluator (`src/sim/value.rs`) and writes its model file
//! (`data/value-model.json`) on stdout; `scripts/fit-value` runs it.
//!
//! CAMPAIGNS campaigns (seed SEED), a third each short, regular and long,
//! from a random sector airfield, with historical or (not short) optional
//! weather. A third are the expert's from the first day; in the others the
//! random or the sensible bot plays until a random day and the expert from
//! there (so the fit sees the positions bad play leaves, valued as the
//! expert would play them on). After the switch, a night repair (12.1) is
//! answered by the sensible or the random bot instead, and an attack (8.4)
//! by the sensible bot, one time in EXPLORE (default 0: never; model 2,
//! tried and not kept, used 2) on the day of the
//! switch (the play after it stays the expert's): the expert
//! repairs radar at once and rarely attacks where it would withdraw, so
//! without that the fit never sees what a radar left damaged or such an
//! attack does, and values both at about nothing. Every decision after the switch is a row:
//! the features of the position and the campaign's final margin, less the
//! points already banked. One campaign in five is kept apart: the model's
//! error against their final margins, and against the mean of ROLLOUTS
//! rollouts of the expert to the end of the campaign from POSITIONS
//! positions of each stage of theirs, goes into the file by stage.
//!
//! **Gap rows** (FIT_GAPS=RUNS; the shipped fit, 27 November, used 4): in every
//! campaign fitted on, one decision of each kind (a night repair, an
//! attack, any other) where the random or the sensible bot answers (or,
//! after the switch, would answer) otherwise than the expert is picked at
//! random; both answers are played on by the expert to the end, RUNS
//! times on the same dice, and each run is a row: the features' difference
//! where the phase ends (where the review's rollouts stop) against the
//! final margins' difference less the banked points' difference there,
//! weighted FIT_GAP_WEIGHT (default 4) against a position's row. Positions
//! alone fit the value of where the expert goes; these fit what a
//! decision's consequences are worth, which is what the review charges
//! (issue 29: without them the review charged the sensible bot's repairs
//! and attacks about as much as the random bot's whole play).
//!
//! Then the check that matters to the review's costs: at night repairs and
//! attacks (and, with FIT_PAIRS_BOT, positions and moves) of the held-out
//! campaigns where the sensible bot would answer
//! otherwise than the expert (up to 4 × POSITIONS of each), both answers
//! played on by the expert to the end, ROLLOUTS times on the same dice:
//! the gap by the evaluator where the phase ends (where the review's
//! rollouts score it) against the gap in final margins (the truth), for
//! the new model and the one compared (the one built in, or
//! FIT_COMPARE=FILE, an older model file whose features are the first of
//! these). With FIT_PAIRS_BOT=sensible or random the held-out campaigns
//! are long ones that bot plays throughout (its own positions, as the
//! review grades them); with FIT_MODEL=FILE nothing is fitted (that file's
//! weights are checked).
//!
//! Usage: cargo run --release --features tools --example fit_value -- CAMPAIGNS SEED POSITIONS ROLLOUTS [EXPLORE [RIDGE]]

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use londons_burning::edition::{Edition, SiteKind};
use londons_burning::rules::{Campaign, Choice, Decision, Scenario, Setup, WeatherMode};
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
    /// A night repair and an attack (held-out campaigns) where the
    /// sensible bot would not answer as the expert did.
    pairs: Vec<Pair>,
    /// Training campaigns: decisions where a bot answered (or would have)
    /// otherwise than the expert, for the gap rows (FIT_GAPS).
    gaps: Vec<Pair>,
}

/// A decision and two answers to it: the expert's and a bot's.
struct Pair {
    /// 0 a night repair (12.1), 1 an attack (8.4); then, in the truth
    /// check's pairs, 2 a position (5.2) and 3 a move (6), and in the gap
    /// rows' 2 any other decision.
    kind: usize,
    at: Campaign,
    expert: Choice,
    bot: Choice,
}

/// Plays `first` in `c`, then the expert to the end: the position where
/// the phase ended (the review's rollouts stop there) and the final margin.
fn answer_then_expert(mut c: Campaign, first: &Choice, rng: &mut ChaCha8Rng) -> (Campaign, f64) {
    let (date, phase) = (c.state().date, c.state().phase);
    c.apply(first.clone()).expect("a listed option");
    let mut horizon = None;
    let mut ev = Vec::new();
    let mut n = 0;
    while let Some(asked) = c.ask() {
        if horizon.is_none() && (c.state().date != date || c.state().phase != phase) {
            horizon = Some(c.clone());
        }
        let choice = expert(&c, &asked.decision, rng);
        ev.clear();
        c.answer(asked, choice, &mut ev).expect("the expert answers with a legal option");
        n += 1;
        assert!(n < 100_000, "a campaign without end");
    }
    let m = londons_burning::sim::value::margin(&c) as f64;
    (horizon.unwrap_or(c), m)
}

/// FIT_GAPS=RUNS: the fit also takes gap rows (see [`gap_rows`]), RUNS
/// runs a decision (0: none); FIT_GAP_WEIGHT their weight against a
/// position's row (default 4).
fn gap_runs() -> usize {
    std::env::var("FIT_GAPS").ok().and_then(|s| s.parse().ok()).unwrap_or(0)
}

/// The features and the points banked where a review's rollout stops (a
/// campaign over: no features, its margin banked).
fn at_stop(c: &Campaign) -> ([f64; N], f64) {
    if c.is_over() {
        ([0.0; N], londons_burning::sim::value::margin(c) as f64)
    } else {
        (features(c), banked(c))
    }
}

/// The gap rows of a decision: both answers played on by the expert to the
/// end on the same dice, `runs` times: x the features' difference where the
/// phase ends, y the final margins' difference less the banked points'
/// difference there (what the evaluator's gap at the phase's end should
/// be). The fit then values a decision's consequences as they turn out,
/// not only positions as they lie on the expert's path.
fn gap_rows(pair: &Pair, runs: usize, seed: u64) -> Vec<([f64; N], f64)> {
    let view = public_view(&pair.at);
    (0..runs)
        .map(|k| {
            let mut rng = ChaCha8Rng::seed_from_u64(mix(seed ^ 0x6a9 ^ k as u64));
            let world = redraw(&view, &mut rng);
            let (ha, ma) = answer_then_expert(world.clone(), &pair.expert, &mut rng.clone());
            let (hb, mb) = answer_then_expert(world, &pair.bot, &mut rng);
            let ((xa, ba), (xb, bb)) = (at_stop(&ha), at_stop(&hb));
            let mut x = [0.0; N];
            for i in 0..N {
                x[i] = xa[i] - xb[i];
            }
            (x, (ma - mb) - (ba - bb))
        })
        .collect()
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

/// FIT_PAIRS_BOT=sensible|random: the held-out campaigns are long ones
/// that bot plays throughout, and the pairs are its answers against the
/// expert's at its own positions (what the review grades); with
/// FIT_MODEL=FILE the weights are that file's (nothing is fitted, only the
/// held-out campaigns are played).
fn pairs_bot() -> Option<String> {
    std::env::var("FIT_PAIRS_BOT").ok()
}

/// A held-out long campaign the bot of FIT_PAIRS_BOT plays throughout, its
/// pairs (the expert's answer against the bot's where they differ).
fn bot_pairs(ed: &Arc<Edition>, seed: u64, i: u64, bot: &str) -> Played {
    let s = mix(seed ^ mix(i));
    let mut rng = ChaCha8Rng::seed_from_u64(s);
    let setup = Setup::new(Scenario::Long, WeatherMode::Historical, rng.next_u64());
    let (mut c, _) = Campaign::new(ed.clone(), setup).expect("a valid setup");
    let mut pairs: [Option<Pair>; 4] = [None, None, None, None];
    let mut seen_pairs = [0u64; 4];
    let mut ev = Vec::new();
    while let Some(asked) = c.ask() {
        let b = if bot == "random" { random(&c, &asked.decision, &mut rng) } else { sensible(&c, &asked.decision) };
        let kind = match &asked.decision {
            Decision::Repair { .. } => Some(0),
            Decision::Attack { .. } => Some(1),
            Decision::Position(_) => Some(2),
            Decision::Move { .. } => Some(3),
            _ => None,
        };
        if let Some(k) = kind {
            let e = expert(&c, &asked.decision, &mut rng);
            if e != b {
                seen_pairs[k] += 1;
                if rng.next_u64() % seen_pairs[k] == 0 {
                    pairs[k] = Some(Pair { kind: k, at: c.clone(), expert: e, bot: b.clone() });
                }
            }
        }
        ev.clear();
        c.answer(asked, b, &mut ev).expect("the bots answer with legal options");
    }
    let pairs = pairs.into_iter().flatten().collect();
    Played { rows: Vec::new(), result: 0.0, holdout: true, samples: Vec::new(), pairs, gaps: Vec::new() }
}

fn play(ed: &Arc<Edition>, seed: u64, i: u64, explore: u64) -> Played {
    if let Some(bot) = pairs_bot()
        && i % 5 == 0
    {
        return bot_pairs(ed, seed, i, &bot);
    }
    if std::env::var_os("FIT_MODEL").is_some() {
        return Played { rows: Vec::new(), result: 0.0, holdout: false, samples: Vec::new(), pairs: Vec::new(), gaps: Vec::new() };
    }
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
    // Decisions where the sensible bot would answer otherwise than the
    // expert: (kind, count seen, the position, the expert's, the bot's).
    let mut pairs: [Option<Pair>; 2] = [None, None];
    let mut seen_pairs = [0u64; 2];
    let mut ev = Vec::new();
    let mut n = 0;
    // Gap rows (FIT_GAPS): one decision of each kind (a night repair, an
    // attack, any other) where a bot answers otherwise than the expert,
    // picked at random among them, with both answers.
    let gap_on = !holdout && gap_runs() > 0;
    let mut gaps: [Option<Pair>; 3] = [None, None, None];
    let mut seen_gaps = [0u64; 3];
    while let Some(asked) = c.ask() {
        if gap_on && rng.next_u64() % 3 == 0 {
            let kind = match &asked.decision {
                Decision::Repair { .. } => 0,
                Decision::Attack { .. } => 1,
                _ => 2,
            };
            let e = expert(&c, &asked.decision, &mut rng);
            let b = if c.state().date >= switch {
                if rng.next_u64() % 2 == 0 { random(&c, &asked.decision, &mut rng) } else { sensible(&c, &asked.decision) }
            } else if prefix == 1 {
                random(&c, &asked.decision, &mut rng)
            } else {
                sensible(&c, &asked.decision)
            };
            if e != b && asked.decision.option_count() != 1 {
                seen_gaps[kind] += 1;
                if rng.next_u64() % seen_gaps[kind] == 0 {
                    gaps[kind] = Some(Pair { kind, at: c.clone(), expert: e, bot: b });
                }
            }
        }
        let choice = if c.state().date >= switch {
            let st = stage(&c);
            rows.push(Row { x: features(&c), banked: banked(&c), stage: st });
            if holdout && rng.next_u64() % 8 == 0 {
                seen[st].push(c.clone());
            }
            // Exploring: on the day of the switch only, so the play after
            // it (what the rows' results mostly hold) is the expert's.
            let off = explore > 0 && c.state().date == switch && rng.next_u64() % explore == 0;
            let kind = match &asked.decision {
                Decision::Repair { .. } => Some(0),
                Decision::Attack { .. } => Some(1),
                _ => None,
            };
            match kind {
                Some(0) if off && rng.next_u64() % 2 == 0 => random(&c, &asked.decision, &mut rng),
                Some(_) if off => sensible(&c, &asked.decision),
                Some(k) => {
                    let e = expert(&c, &asked.decision, &mut rng);
                    let b = sensible(&c, &asked.decision);
                    if holdout && e != b {
                        seen_pairs[k] += 1;
                        if rng.next_u64() % seen_pairs[k] == 0 {
                            pairs[k] = Some(Pair { kind: k, at: c.clone(), expert: e.clone(), bot: b });
                        }
                    }
                    e
                }
                None => expert(&c, &asked.decision, &mut rng),
            }
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
    let pairs = pairs.into_iter().flatten().collect();
    let gaps = gaps.into_iter().flatten().collect();
    Played { rows, result: londons_burning::sim::value::margin(&c) as f64, holdout, samples, pairs, gaps }
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
    let explore = arg(0);
    let ridge: f64 = std::env::args().nth(6).and_then(|s| s.parse().ok()).unwrap_or(1e-6);
    let ed = Edition::builtin().expect("the built-in edition");
    let t = std::time::Instant::now();
    let done = AtomicUsize::new(0);
    let played: Vec<Played> = (0..campaigns)
        .into_par_iter()
        .map(|i| {
            let p = play(&ed, seed, i, explore);
            let k = done.fetch_add(1, Ordering::Relaxed) + 1;
            if k % 50 == 0 {
                eprintln!("{k}/{campaigns} campaigns ({:.0} s)", t.elapsed().as_secs_f64());
            }
            p
        })
        .collect();
    // The normal equations over the campaigns not kept apart: a row x, y
    // of weight w.
    let mut xtx = [[0.0; N]; N];
    let mut xty = [0.0; N];
    let mut add = |x: &[f64; N], y: f64, w: f64| {
        for a in 0..N {
            xty[a] += w * x[a] * y;
            for b in 0..N {
                xtx[a][b] += w * x[a] * x[b];
            }
        }
    };
    let mut fitted = 0;
    for p in played.iter().filter(|p| !p.holdout) {
        for r in &p.rows {
            add(&r.x, p.result - r.banked, 1.0);
            fitted += 1;
        }
    }
    // The gap rows (FIT_GAPS).
    let t_gaps = std::time::Instant::now();
    let gap_list: Vec<(usize, &Pair)> = played
        .iter()
        .filter(|p| !p.holdout)
        .flat_map(|p| p.gaps.iter())
        .enumerate()
        .collect();
    let rows: Vec<([f64; N], f64)> =
        gap_list.par_iter().flat_map(|(j, pair)| gap_rows(pair, gap_runs(), mix(seed ^ mix(*j as u64)))).collect();
    let lambda: f64 = std::env::var("FIT_GAP_WEIGHT").ok().and_then(|s| s.parse().ok()).unwrap_or(4.0);
    for (x, y) in &rows {
        add(x, *y, lambda);
    }
    if !rows.is_empty() {
        eprintln!(
            "gap rows: {} of {} decisions (repairs {}, attacks {}, other {}), weight {lambda} ({:.0} s)",
            rows.len(),
            gap_list.len(),
            gap_list.iter().filter(|p| p.1.kind == 0).count(),
            gap_list.iter().filter(|p| p.1.kind == 1).count(),
            gap_list.iter().filter(|p| p.1.kind == 2).count(),
            t_gaps.elapsed().as_secs_f64()
        );
    }
    let weights = match std::env::var_os("FIT_MODEL") {
        Some(path) => {
            let f: ModelFile = serde_json::from_slice(&std::fs::read(&path).expect("FIT_MODEL is read"))
                .expect("FIT_MODEL is a model file");
            assert_eq!(f.weights.len(), N, "FIT_MODEL has this program's features");
            f.weights
        }
        None => solve(&xtx, &xty, ridge),
    };
    let model = Model { weights: weights.clone() };
    let dot = |x: &[f64; N]| x.iter().zip(&weights).map(|(a, b)| a * b).sum::<f64>();
    let holdout: Vec<(usize, f64, f64, f64)> = played
        .iter()
        .filter(|p| p.holdout)
        .flat_map(|p| p.rows.iter().map(move |r| (r.stage, r.banked + dot(&r.x), p.result, 0.0)))
        .collect();
    let holdout = errors(&holdout);
    // The model to compare with: the one built in, or FIT_COMPARE=FILE (a
    // model file whose features are the first of these: an older fit,
    // its missing weights 0, so it values every position as it did).
    let compare: Option<Vec<f64>> = std::env::var_os("FIT_COMPARE").map(|path| {
        let f: ModelFile = serde_json::from_slice(&std::fs::read(&path).expect("FIT_COMPARE is read"))
            .expect("FIT_COMPARE is a model file");
        assert!(f.features.iter().map(String::as_str).eq(FEATURES.iter().copied().take(f.features.len())));
        let mut w = f.weights.clone();
        w.resize(N, 0.0);
        w
    });
    let compared = compare.clone().map(|weights| Model { weights });
    let was = compare.as_ref().unwrap_or(&londons_burning::sim::value::model().weights);
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
            let before = compared.as_ref().map_or_else(|| londons_burning::sim::value::value(c), |m| m.value(c));
            (*stage, model.value(c), mean, (var / n).sqrt(), before)
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
    // The gap between the expert's answer and the sensible bot's, on
    // decisions where they differ: by the evaluator where the phase ends
    // (what the review charges, but for the policy of its rollouts), and
    // by the final margin (the truth), on the same dice, the expert
    // playing on; `rollouts` pairs a decision.
    let pair_list: Vec<&Pair> = (0..4)
        .flat_map(|kind| played.iter().flat_map(|p| p.pairs.iter()).filter(move |p| p.kind == kind).take(4 * positions))
        .collect();
    let t3 = std::time::Instant::now();
    let gaps: Vec<(usize, f64, f64, f64)> = pair_list
        .par_iter()
        .enumerate()
        .flat_map(|(j, pair)| {
            let view = public_view(&pair.at);
            (0..rollouts)
                .into_par_iter()
                .map(|k| {
                    let s = mix(seed ^ 0xfa1 ^ mix(j as u64 * 1000 + k as u64));
                    let mut rng = ChaCha8Rng::seed_from_u64(s);
                    let world = redraw(&view, &mut rng);
                    let (he, me) = answer_then_expert(world.clone(), &pair.expert, &mut rng.clone());
                    let (hb, mb) = answer_then_expert(world, &pair.bot, &mut rng);
                    let before = |c: &Campaign| compared.as_ref().map_or_else(|| londons_burning::sim::value::value(c), |m| m.value(c));
                    (pair.kind, model.value(&he) - model.value(&hb), before(&he) - before(&hb), me - mb)
                })
                .collect::<Vec<_>>()
        })
        .collect();
    eprintln!(
        "the expert's answer minus the {} bot's where they differ ({:.0} s):",
        pairs_bot().unwrap_or_else(|| "sensible".into()),
        t3.elapsed().as_secs_f64()
    );
    for (kind, name) in ["12.1 night repairs", "8.4 attacks", "5.2 positions", "6 moves"].iter().enumerate() {
        let g: Vec<&(usize, f64, f64, f64)> = gaps.iter().filter(|g| g.0 == kind).collect();
        let n = g.len().max(1) as f64;
        let mean = |f: &dyn Fn(&(usize, f64, f64, f64)) -> f64| g.iter().map(|x| f(x)).sum::<f64>() / n;
        let se = |f: &dyn Fn(&(usize, f64, f64, f64)) -> f64| {
            let m = mean(f);
            (g.iter().map(|x| (f(x) - m).powi(2)).sum::<f64>() / (n - 1.0).max(1.0) / n).sqrt()
        };
        eprintln!(
            "  {name}: {} runs; truth {:+.3} ± {:.3}; this model {:+.3} ± {:.3} (error {:+.3} ± {:.3}); the one compared {:+.3} ± {:.3} (error {:+.3} ± {:.3})",
            g.len(),
            mean(&|x| x.3),
            se(&|x| x.3),
            mean(&|x| x.1),
            se(&|x| x.1),
            mean(&|x| x.1 - x.3),
            se(&|x| x.1 - x.3),
            mean(&|x| x.2),
            se(&|x| x.2),
            mean(&|x| x.2 - x.3),
            se(&|x| x.2 - x.3),
        );
    }
    let file = ModelFile {
        version: MODEL_VERSION,
        made_by: format!(
            "scripts/fit-value: FIT_GAPS={} FIT_GAP_WEIGHT={lambda} cargo run --release --features tools --example fit_value -- {campaigns} {seed} {positions} {rollouts} {explore} {ridge}",
            gap_runs()
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
