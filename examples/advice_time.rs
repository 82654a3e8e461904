//! How long the advisor takes at every decision of a short campaign it plays (BENCHMARKS.md): `cargo run --release --features tools --example advice_time -- SEED`
use londons_burning::edition::Edition;
use londons_burning::text::Lang;
use londons_burning::rules::{Campaign, Pending, Scenario, Setup, WeatherMode};
use londons_burning::sim::advisor::{AdviceConfig, advise};
use std::collections::BTreeMap;

fn main() {
    let ed = Edition::builtin().unwrap();
    let seed: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let verbose = std::env::args().nth(2).is_some();
    let setup = Setup::new(Scenario::Short, WeatherMode::Historical, seed);
    let (mut c, _) = Campaign::new(ed.clone(), setup).unwrap();
    let mut times: BTreeMap<&'static str, (u32, f64, f64, usize)> = BTreeMap::new();
    let cfg = AdviceConfig::default();
    while let Pending::Decide(d) = c.pending() {
        let t = std::time::Instant::now();
        let a = advise(&c, &d, &cfg);
        let dt = t.elapsed().as_secs_f64();
        let e = times.entry(d.rule()).or_insert((0, 0.0, 0.0, 0));
        e.0 += 1;
        e.1 += dt;
        e.2 = e.2.max(dt);
        e.3 = e.3.max(a.total_rollouts);
        if verbose || dt > 0.8 {
            println!(
                "{:.3}s [{} options, {} rollouts{}] {}",
                dt,
                a.weighed,
                a.total_rollouts,
                if a.equally_good.is_empty() { "" } else { ", equal" },
                a.reason(&c, Lang::EN)
            );
        }
        c.apply(a.choice).unwrap();
    }
    for (k, (n, tot, max, most)) in times {
        println!(
            "{k:>6}: {n:4} decisions, mean {:.3}s, max {:.3}s, most rollouts {most}",
            tot / n as f64,
            max
        );
    }
    println!("{:?}", c.score());
}
