//! A quick timer for the workloads of BENCHMARKS.md, on one thread; also
//! what `valgrind --tool=callgrind` runs to count instructions.
//!
//! Usage: cargo run --release --features tools --example speed -- N WORKLOAD [EDITION]
//!   WORKLOAD: random | passive | sensible | expert (N long campaigns, seeds 0..N)
//!             rollout-random | rollout-sensible (N rollouts to the end of
//!             the phase from the mid-campaign state, see benches/workload.rs)
//!             rollout-random-campaign (N rollouts to the end of the campaign)
//!   EDITION:  1 or 2 (default 2)

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[path = "../benches/workload.rs"]
mod workload;

use londons_burning::sim::Bot;
use workload::Horizon;

/// One run of a workload: its index, the event buffer; the decisions made.
type Run<'a> = Box<dyn FnMut(u64, &mut Vec<londons_burning::rules::Event>) -> usize + 'a>;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(20);
    let what = args.next().unwrap_or("random".into());
    let ed = workload::edition(args.next().and_then(|s| s.parse().ok()).unwrap_or(2));
    let mut ev = Vec::with_capacity(256);
    let rollout = |bot, horizon| -> Run {
        let start = workload::mid_campaign(&ed);
        Box::new(move |i, ev| workload::rollout(&start, bot, horizon, i, ev))
    };
    let mut run: Run = match what.as_str() {
        "random" => Box::new(|i, ev| workload::campaign(&ed, Bot::Random, i, ev)),
        "passive" => Box::new(|i, ev| workload::campaign(&ed, Bot::Passive, i, ev)),
        "sensible" => Box::new(|i, ev| workload::campaign(&ed, Bot::Sensible, i, ev)),
        "expert" => Box::new(|i, ev| workload::campaign(&ed, Bot::Expert, i, ev)),
        "rollout-random" => rollout(Bot::Random, Horizon::Phase),
        "rollout-sensible" => rollout(Bot::Sensible, Horizon::Phase),
        "rollout-random-campaign" => rollout(Bot::Random, Horizon::Campaign),
        other => {
            eprintln!("unknown workload {other}");
            std::process::exit(2);
        }
    };
    let t = std::time::Instant::now();
    let mut decisions = 0;
    for i in 0..n {
        decisions += run(i, &mut ev);
    }
    let dt = t.elapsed();
    println!(
        "{n} x {what}: {decisions} decisions, {:.1} us each, {:.3} us/decision, {:.0} /s",
        dt.as_secs_f64() * 1e6 / n as f64,
        dt.as_secs_f64() * 1e6 / decisions.max(1) as f64,
        n as f64 / dt.as_secs_f64()
    );
}
