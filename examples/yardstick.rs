//! Makes the yardstick table (`data/yardstick.json`, see
//! `src/sim/yardstick.rs`): the final margins of the expert and of the
//! sensible bot over CAMPAIGNS campaigns each (seed SEED, as `simulate`
//! plays them) for every scenario and weather, on each base given, with no
//! optional rules, on the current board edition. Progress on stderr, the
//! table on stdout. `scripts/yardstick` runs it.
//!
//! Usage: cargo run --release --example yardstick -- CAMPAIGNS SEED BASE...

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use londons_burning::edition::Edition;
use londons_burning::rules::{Scenario, Setup};
use londons_burning::sim::yardstick::{Cell, TABLE_VERSION, Table, simulate};
use std::sync::atomic::AtomicBool;

fn main() {
    let mut args = std::env::args().skip(1);
    let campaigns: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1940);
    let mut bases: Vec<String> = args.collect();
    if bases.is_empty() {
        bases.push("biggin-hill".into());
    }
    let ed = Edition::builtin().expect("the built-in edition");
    let never = AtomicBool::new(false);
    let mut cells = Vec::new();
    for base in &bases {
        for (scenario, weather) in Scenario::setups() {
            let mut setup = Setup::new(scenario, weather, 0);
            setup.base = base.clone();
            let cell = Cell::of(&setup, &ed).expect("a solitaire setup");
            let t = std::time::Instant::now();
            let y = simulate(&ed, &cell, campaigns, seed, &|_, _| {}, &never).expect("not cancelled");
            eprintln!(
                "{base} {scenario:?} {weather:?}: expert mean {:.2}, sensible mean {:.2} ({:.0} s)",
                y.expert.mean,
                y.sensible.mean,
                t.elapsed().as_secs_f64()
            );
            cells.push(londons_burning::sim::yardstick::Yardstick {
                source: londons_burning::sim::yardstick::Source::Shipped,
                ..y
            });
        }
    }
    let table = Table {
        version: TABLE_VERSION,
        fingerprint: ed.fingerprint.clone(),
        made_by: format!(
            "scripts/yardstick: cargo run --release --example yardstick -- {campaigns} {seed} {}",
            bases.join(" ")
        ),
        cells,
    };
    println!("{}", serde_json::to_string_pretty(&table).expect("the table serialises"));
}
