//! How well the ledger adds up (`src/sim/ledger.rs`): CAMPAIGNS long
//! campaigns (historical weather, Biggin Hill, seed SEED) of each bot
//! (random, sensible, expert), each with its review and the review's ledger
//! — the decisions' costs by the review's rollouts (ROLLOUTS an option
//! first, scored by the evaluator: `Scoring::Margin`) — and the residual start + luck − cost − actual: its mean, spread
//! (standard deviation), mean size and worst, per bot; the same without
//! the costs; the luck's; the time a ledger takes. `scripts/ledger-residual`
//! runs it.
//!
//! With `LEDGER_DUMP=DIR`, every review is kept in DIR as JSON
//! (`BOT-BASE-I.json`).
//!
//! Usage: cargo run --release --features tools --example ledger_residual -- CAMPAIGNS SEED ROLLOUTS [BASE]
//! (BASE: a sector airfield's id, biggin-hill unless given)

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use londons_burning::edition::Edition;
use londons_burning::rules::{Campaign, Scenario, Setup, WeatherMode};
use londons_burning::sim::Bot;
use londons_burning::sim::review::{Played, ReviewConfig, review};
use londons_burning::sim::simulate::{SimConfig, bot_seed};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use rayon::prelude::*;
use std::time::Instant;

struct One {
    residual: f64,
    no_cost: f64,
    luck: f64,
    cost: f64,
    start: f64,
    actual: f64,
    seconds: f64,
    /// The review's points lost (graded decisions' gaps, signed).
    points_lost: f64,
    /// The costs shown (beyond the noise) summed.
    shown: f64,
    /// Points lost by rule (decisions, points lost).
    by_rule: std::collections::BTreeMap<String, (usize, f64)>,
}

fn stats(name: &str, xs: &[f64]) -> String {
    let n = xs.len().max(1) as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let sd = (xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0).max(1.0)).sqrt();
    let abs = xs.iter().map(|x| x.abs()).sum::<f64>() / n;
    let worst = xs.iter().copied().fold(0.0f64, |a, x| if x.abs() > a.abs() { x } else { a });
    format!("{name}: mean {mean:+.2} sd {sd:.2} mean abs {abs:.2} worst {worst:+.2}")
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut arg = |d: u64| args.next().and_then(|s| s.parse().ok()).unwrap_or(d);
    let (campaigns, seed, rollouts) = (arg(30), arg(2929), arg(64) as usize);
    let base: Option<String> = std::env::args().nth(4);
    let ed = Edition::builtin().expect("the built-in edition");
    let cfg = ReviewConfig { rollouts, ..ReviewConfig::default() };
    let cancel = std::sync::atomic::AtomicBool::new(false);
    println!(
        "{campaigns} long campaigns a bot, seed {seed}, base {}, the review's costs ({rollouts} rollouts an option first)",
        base.as_deref().unwrap_or("biggin-hill")
    );
    let mut lost: Vec<Vec<f64>> = Vec::new();
    let mut costs: Vec<Vec<f64>> = Vec::new();
    // LEDGER_BOTS=random,sensible plays only those bots (a quicker look;
    // the ranking needs all three).
    let only = std::env::var("LEDGER_BOTS").ok();
    for bot in [Bot::Random, Bot::Sensible, Bot::Expert] {
        if only.as_ref().is_some_and(|o| !o.to_lowercase().contains(&format!("{bot:?}").to_lowercase())) {
            continue;
        }
        let sim = SimConfig::new(campaigns, Scenario::Long, WeatherMode::Historical, bot, seed);
        let t = Instant::now();
        let all: Vec<One> = (0..campaigns)
            .into_par_iter()
            .map(|i| {
                let s = sim.campaign_seed(i);
                let mut setup = Setup::new(Scenario::Long, WeatherMode::Historical, s);
                if let Some(b) = &base {
                    setup.base = b.clone();
                }
                let (mut c, _) = Campaign::new(ed.clone(), setup.clone()).expect("a valid setup");
                let mut rng = ChaCha8Rng::seed_from_u64(bot_seed(s));
                let mut choices = Vec::new();
                let mut ev = Vec::new();
                while let Some(asked) = c.ask() {
                    let choice = bot.choose(&c, &asked.decision, &mut rng);
                    choices.push(choice.clone());
                    ev.clear();
                    c.answer(asked, choice, &mut ev).expect("the bots answer with legal options");
                }
                let t = Instant::now();
                let played = Played { name: "", edition: &ed, setup: &setup, choices: &choices };
                let r = review(&played, &cfg, &|_, _| {}, &cancel).expect("it replays");
                // LEDGER_DUMP=DIR keeps every review (JSON) for a closer look.
                if let Some(dir) = std::env::var_os("LEDGER_DUMP") {
                    let name = format!("{bot:?}-{}-{i}.json", base.as_deref().unwrap_or("biggin-hill"));
                    let path = std::path::Path::new(&dir).join(name.to_lowercase());
                    std::fs::write(path, serde_json::to_vec(&r).expect("serialises"))
                        .expect("the dump is written");
                }
                let l = r.ledger.as_ref().expect("a solitaire campaign has its ledger");
                let seconds = t.elapsed().as_secs_f64();
                One {
                    residual: l.residual,
                    no_cost: l.start + l.luck - l.actual as f64,
                    luck: l.luck,
                    cost: l.cost.unwrap_or(0.0),
                    start: l.start,
                    actual: l.actual as f64,
                    seconds,
                    points_lost: r.total_cost,
                    shown: r.decisions.iter().filter(|d| d.matters).map(|d| d.cost).sum(),
                    by_rule: r.decisions.iter().filter(|d| d.matters).fold(Default::default(), |mut m, d| {
                        let e: &mut (usize, f64) = m.entry(d.rule.clone()).or_default();
                        e.0 += 1;
                        e.1 += d.gap.mean;
                        m
                    }),
                }
            })
            .collect();
        let col = |f: fn(&One) -> f64| all.iter().map(f).collect::<Vec<f64>>();
        println!("\n{bot:?} ({} campaigns, {:.0} s):", all.len(), t.elapsed().as_secs_f64());
        println!("  {}", stats("residual (start + luck - cost - actual)", &col(|o| o.residual)));
        println!("  {}", stats("without the costs (start + luck - actual)", &col(|o| o.no_cost)));
        println!("  {}", stats("luck", &col(|o| o.luck)));
        println!("  {}", stats("cost", &col(|o| o.cost)));
        println!("  {}", stats("start", &col(|o| o.start)));
        println!("  {}", stats("actual", &col(|o| o.actual)));
        println!("  {}", stats("review's points lost", &col(|o| o.points_lost)));
        println!("  {}", stats("costs shown, summed", &col(|o| o.shown)));
        let mut rules: std::collections::BTreeMap<String, (usize, f64)> = Default::default();
        for o in &all {
            for (k, v) in &o.by_rule {
                let e = rules.entry(k.clone()).or_default();
                e.0 += v.0;
                e.1 += v.1;
            }
        }
        let k = all.len().max(1) as f64;
        for (rule, (n, p)) in &rules {
            println!("  rule {rule}: {:.1} decisions, {:+.2} points lost a campaign", *n as f64 / k, p / k);
        }
        lost.push(col(|o| o.points_lost));
        costs.push(col(|o| o.cost));
        let secs = col(|o| o.seconds);
        println!(
            "  review with its ledger: mean {:.2} s, worst {:.2} s (wall, campaigns in parallel)",
            secs.iter().sum::<f64>() / secs.len().max(1) as f64,
            secs.iter().copied().fold(0.0, f64::max)
        );
    }
    // The review's ranking on each seed: random > sensible > expert, by the
    // grades' points lost and by the ledger's cost of the decisions.
    if lost.len() < 3 {
        return;
    }
    let ranked = |x: &[Vec<f64>]| (0..x[0].len()).filter(|&i| x[0][i] > x[1][i] && x[1][i] > x[2][i]).count();
    println!(
        "\nranked random > sensible > expert: by the review's points lost on {} of {} seeds, by the ledger's cost on {}",
        ranked(&lost),
        lost[0].len(),
        ranked(&costs)
    );
    println!("  seed: points lost (random sensible expert) | ledger's cost (random sensible expert)");
    for i in 0..lost[0].len() {
        println!(
            "  seed {i}: {:.1} {:.1} {:.1} | {:.1} {:.1} {:.1}",
            lost[0][i], lost[1][i], lost[2][i], costs[0][i], costs[1][i], costs[2][i]
        );
    }
}
