//! Makes the yardstick table (`data/yardstick.json`, see
//! `src/sim/yardstick.rs`): the final margins of the expert and of the
//! sensible bot over CAMPAIGNS campaigns each (seed SEED, as `simulate`
//! plays them) for every scenario and weather, on each base given, with no
//! optional rules, on the current board edition. Progress on stderr, the
//! table on stdout. `scripts/yardstick` runs it.
//!
//! The run is played in slices of `SLICE` campaigns, every setup and both
//! bots a slice before the next slice (campaign `i`'s dice do not depend on
//! how many the run has). With `YARDSTICK_CHECKPOINT=FILE` the margins are
//! kept in FILE after every slice and a run started again resumes from it;
//! `--so-far` plays nothing and prints the table of the campaigns every
//! setup and bot has finished (the same table as a run of that many).
//!
//! Usage: cargo run --release --features tools --example yardstick -- [--so-far] CAMPAIGNS SEED BASE...

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use londons_burning::edition::Edition;
use londons_burning::rules::{Scenario, Setup};
use londons_burning::sim::Bot;
use londons_burning::sim::yardstick::{Cell, Margins, Source, TABLE_VERSION, Table, Yardstick, margins_of};
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

/// Campaigns a slice.
const SLICE: u64 = 50;

/// The margins played so far, kept between runs.
#[derive(Serialize, Deserialize, Default)]
struct Checkpoint {
    fingerprint: String,
    seed: u64,
    bases: Vec<String>,
    /// Per setup (bases, then `Scenario::setups`): the expert's margins,
    /// the sensible bot's, campaign 0 first.
    margins: Vec<[Vec<i32>; 2]>,
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let so_far = args.first().is_some_and(|a| a == "--so-far");
    if so_far {
        args.remove(0);
    }
    let mut args = args.into_iter();
    let campaigns: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1940);
    let mut bases: Vec<String> = args.collect();
    if bases.is_empty() {
        bases.push("biggin-hill".into());
    }
    let ed = Edition::builtin().expect("the built-in edition");
    let cells: Vec<Cell> = bases
        .iter()
        .flat_map(|base| {
            Scenario::setups().map(|(scenario, weather)| {
                let mut setup = Setup::new(scenario, weather, 0);
                setup.base = base.clone();
                Cell::of(&setup, &ed).expect("a solitaire setup")
            })
        })
        .collect();
    let path = std::env::var_os("YARDSTICK_CHECKPOINT");
    let mut kept = path
        .as_ref()
        .and_then(|p| std::fs::read(p).ok())
        .and_then(|b| serde_json::from_slice::<Checkpoint>(&b).ok())
        .filter(|k| {
            k.fingerprint == ed.fingerprint
                && k.seed == seed
                && k.bases == bases
                && k.margins.len() == cells.len()
        })
        .unwrap_or_else(|| Checkpoint {
            fingerprint: ed.fingerprint.clone(),
            seed,
            bases: bases.clone(),
            margins: vec![[Vec::new(), Vec::new()]; cells.len()],
        });
    let campaigns = if so_far {
        let n = kept.margins.iter().flatten().map(|m| m.len()).min().unwrap_or(0) as u64;
        eprintln!("{n} campaigns each played so far");
        n.min(campaigns)
    } else {
        let never = AtomicBool::new(false);
        let start = std::time::Instant::now();
        let mut lo = 0;
        while lo < campaigns {
            let hi = (lo + SLICE).min(campaigns);
            for (k, cell) in cells.iter().enumerate() {
                for (b, bot) in [Bot::Expert, Bot::Sensible].into_iter().enumerate() {
                    if kept.margins[k][b].len() as u64 >= hi {
                        continue;
                    }
                    let from = kept.margins[k][b].len() as u64;
                    let t = std::time::Instant::now();
                    let m =
                        margins_of(&ed, cell, bot, from..hi, seed, &|| {}, &never).expect("not cancelled");
                    assert_eq!(m.len() as u64, hi - from, "every campaign plays to its end");
                    kept.margins[k][b].extend(m);
                    eprintln!(
                        "{} {:?} {:?} {bot:?}: campaigns {from}..{hi} in {:.0} s ({:.0} s in all)",
                        cell.base,
                        cell.scenario,
                        cell.weather,
                        t.elapsed().as_secs_f64(),
                        start.elapsed().as_secs_f64()
                    );
                    if let Some(p) = &path {
                        let tmp = std::path::PathBuf::from(p).with_extension("tmp");
                        std::fs::write(&tmp, serde_json::to_vec(&kept).expect("serialises"))
                            .and_then(|()| std::fs::rename(&tmp, p))
                            .expect("the checkpoint is written");
                    }
                }
            }
            lo = hi;
        }
        campaigns
    };
    let n = campaigns as usize;
    let cells = cells
        .iter()
        .zip(&kept.margins)
        .map(|(cell, [expert, sensible])| {
            let y = Yardstick {
                cell: cell.clone(),
                seed,
                source: Source::Shipped,
                expert: Margins::from_margins(&expert[..n.min(expert.len())]),
                sensible: Margins::from_margins(&sensible[..n.min(sensible.len())]),
            };
            eprintln!(
                "{} {:?} {:?}: expert mean {:.2}, sensible mean {:.2}",
                cell.base, cell.scenario, cell.weather, y.expert.mean, y.sensible.mean
            );
            y
        })
        .collect();
    let table = Table {
        version: TABLE_VERSION,
        fingerprint: ed.fingerprint.clone(),
        made_by: format!(
            "scripts/yardstick: cargo run --release --features tools --example yardstick -- {campaigns} {seed} {}",
            bases.join(" ")
        ),
        cells,
    };
    println!("{}", serde_json::to_string_pretty(&table).expect("the table serialises"));
}
