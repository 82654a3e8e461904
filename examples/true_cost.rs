//! The true cost of a bot's play on some kinds of decision, by the
//! campaigns' own results (no evaluator, no rollouts): CAMPAIGNS long
//! campaigns (historical weather, seed SEED) played twice on the same
//! dice, once by the expert alone, once by the expert with BOT answering
//! the decisions of the rules given (`12.1` night repairs, `8.4` attacks,
//! `6` moves, `5.2` positions, ...; `all`: BOT plays every decision). The
//! mean of the expert's final margin minus the mixed play's, with its
//! standard error: what the review's points lost on those decisions should
//! add up to, on average, if the evaluator and the rollouts measured them
//! right (issue 29: the bots' ranking). `scripts/true-cost` runs it.
//!
//! Usage: cargo run --release --features tools --example true_cost -- CAMPAIGNS SEED BOT RULES [BASE]
//! (BOT: random or sensible; RULES: comma-separated, or `all`)

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use londons_burning::edition::Edition;
use londons_burning::rules::{Campaign, Scenario, Setup, WeatherMode};
use londons_burning::sim::Bot;
use londons_burning::sim::simulate::{SimConfig, bot_seed};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use rayon::prelude::*;

fn main() {
    let mut a = std::env::args().skip(1);
    let n: u64 = a.next().and_then(|s| s.parse().ok()).unwrap_or(40);
    let seed: u64 = a.next().and_then(|s| s.parse().ok()).unwrap_or(3131);
    let bot = match a.next().as_deref() {
        Some("random") => Bot::Random,
        _ => Bot::Sensible,
    };
    let rules: Vec<String> = a.next().unwrap_or_else(|| "all".into()).split(',').map(String::from).collect();
    let base = a.next();
    let ed = Edition::builtin().expect("the built-in edition");
    let sim = SimConfig::new(n, Scenario::Long, WeatherMode::Historical, Bot::Expert, seed);
    let margins: Vec<[i32; 2]> = (0..n)
        .into_par_iter()
        .map(|i| {
            let s = sim.campaign_seed(i);
            let mut out = [0; 2];
            for (k, m) in out.iter_mut().enumerate() {
                let mut setup = Setup::new(Scenario::Long, WeatherMode::Historical, s);
                if let Some(b) = &base {
                    setup.base = b.clone();
                }
                let (mut c, _) = Campaign::new(ed.clone(), setup).expect("a valid setup");
                // The expert's generator as `simulate` seeds it; the bot's
                // its own, so the expert's draws do not depend on the bot's.
                let mut rng = ChaCha8Rng::seed_from_u64(bot_seed(s));
                let mut other = ChaCha8Rng::seed_from_u64(bot_seed(s) ^ 77);
                let mut ev = Vec::new();
                while let Some(asked) = c.ask() {
                    let rule = asked.decision.rule();
                    let by_bot = k == 1 && rules.iter().any(|r| r == rule || r == "all");
                    let choice = if by_bot {
                        bot.choose(&c, &asked.decision, &mut other)
                    } else {
                        Bot::Expert.choose(&c, &asked.decision, &mut rng)
                    };
                    ev.clear();
                    c.answer(asked, choice, &mut ev).expect("the bots answer with legal options");
                }
                let score = c.score();
                *m = score.raf as i32 - score.luftwaffe as i32;
            }
            out
        })
        .collect();
    let d: Vec<f64> = margins.iter().map(|m| (m[0] - m[1]) as f64).collect();
    let k = d.len().max(1) as f64;
    let mean = d.iter().sum::<f64>() / k;
    let sd = (d.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (k - 1.0).max(1.0)).sqrt();
    println!(
        "{bot:?} on {}: the expert's final margin minus the mixed play's, {n} long campaigns ({}): {mean:+.2} ± {:.2}",
        rules.join(","),
        base.as_deref().unwrap_or("biggin-hill"),
        sd / k.sqrt()
    );
}
