//! The yardstick (issue 23, item 5): how a finished campaign's margin (RAF
//! − Luftwaffe, 13.4) compares with the margins the expert and the
//! sensible bot reach on the same setup — scenario, weather, base,
//! optional rules, board edition and rules revision — over many campaigns
//! ("−12: better than 81 % of the expert's campaigns on this setup").
//!
//! The distributions come from a table shipped in the program
//! (`data/yardstick.json`, made by `scripts/yardstick`: the number of
//! campaigns and the seed are in it, and campaign `i` is the one
//! `simulate --seed SEED` plays as its `i`-th), or, for a setup the table
//! does not have, are simulated on demand ([`simulate`], with progress and
//! a cancel flag) and kept in the saves folder ([`obtain`]). A yardstick
//! says which ([`Source`]) and over how many campaigns.
//!
//! "Better than p %" counts the campaigns with a lower margin and half of
//! those with the same margin (the mid-rank), over all of them.

use crate::edition::Edition;
use crate::rules::state::{Defences, Players};
use crate::rules::{Campaign, Scenario, Setup, WeatherMode};
use crate::save::{self, SaveError};
use crate::sim::Bot;
use crate::sim::simulate::{SimConfig, splitmix};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The table's format.
pub const TABLE_VERSION: u32 = 1;

/// Campaigns each bot plays for a yardstick simulated on demand.
pub const ON_DEMAND_CAMPAIGNS: u64 = 200;

/// The seed of the shipped table and of yardsticks simulated on demand.
pub const YARDSTICK_SEED: u64 = 1940;

/// What a yardstick is for: everything of a setup that changes the play.
/// (Not the seed, the undo rule or the advice agreement.)
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cell {
    /// The board edition's number (the table also holds its fingerprint).
    pub edition: u32,
    pub scenario: Scenario,
    pub weather: WeatherMode,
    pub base: String,
    pub crossfire: bool,
    pub base_change: bool,
    pub abort: bool,
    /// 14.4: the player's own AA and balloons (None: the printed ones).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defences: Option<Defences>,
    /// The rules revision (`Setup::revision`).
    pub revision: u8,
}

impl Cell {
    /// The cell of a solitaire campaign's setup on `ed` (None for the
    /// two-player games: the bots play solitaire, and a Luftwaffe player
    /// is not the game system).
    pub fn of(setup: &Setup, ed: &Edition) -> Option<Cell> {
        (setup.players == Players::Solitaire).then(|| Cell {
            edition: ed.number,
            scenario: setup.scenario,
            weather: setup.weather,
            base: setup.base.clone(),
            crossfire: setup.options.crossfire,
            base_change: setup.options.base_change,
            abort: setup.options.abort,
            defences: setup.options.defences.clone(),
            revision: setup.revision,
        })
    }

    /// The setup of campaign `seed` of this cell.
    pub fn setup(&self, seed: u64) -> Setup {
        let mut s = Setup::new(self.scenario, self.weather, seed);
        s.base = self.base.clone();
        s.options.crossfire = self.crossfire;
        s.options.base_change = self.base_change;
        s.options.abort = self.abort;
        s.options.defences = self.defences.clone();
        s.revision = self.revision;
        s
    }
}

/// A distribution of final margins (RAF − Luftwaffe).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Margins {
    pub campaigns: u32,
    pub mean: f64,
    /// Margin → campaigns.
    pub histogram: BTreeMap<i32, u32>,
}

impl Margins {
    pub fn from_margins(margins: &[i32]) -> Margins {
        let mut histogram = BTreeMap::new();
        for &m in margins {
            *histogram.entry(m).or_insert(0) += 1;
        }
        let n = margins.len().max(1) as f64;
        Margins {
            campaigns: margins.len() as u32,
            mean: margins.iter().map(|&m| m as f64).sum::<f64>() / n,
            histogram,
        }
    }

    /// The per cent of the campaigns a margin is better than: those with a
    /// lower margin, and half of those with the same (0 with none).
    pub fn better_than(&self, margin: i32) -> f64 {
        if self.campaigns == 0 {
            return 0.0;
        }
        let below: u32 = self.histogram.range(..margin).map(|(_, n)| n).sum();
        let same = self.histogram.get(&margin).copied().unwrap_or(0);
        100.0 * (below as f64 + same as f64 / 2.0) / self.campaigns as f64
    }
}

/// Where a yardstick's distributions come from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// The table shipped in the program.
    Shipped,
    /// Simulated on this computer for this setup.
    Simulated,
}

/// The margins of the expert and of the sensible bot on one setup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Yardstick {
    pub cell: Cell,
    /// The seed of the run: campaign `i` has the dice of
    /// `SimConfig::campaign_seed(i)`.
    pub seed: u64,
    pub source: Source,
    pub expert: Margins,
    pub sensible: Margins,
}

impl Yardstick {
    /// The per cent of the expert's and of the sensible bot's campaigns on
    /// this setup that `margin` is better than (see [`Margins::better_than`]).
    pub fn percentile(&self, margin: i32) -> (f64, f64) {
        (self.expert.better_than(margin), self.sensible.better_than(margin))
    }
}

/// The shipped table: yardsticks made on one board edition.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub version: u32,
    /// The fingerprint of the edition the campaigns were played on.
    pub fingerprint: String,
    /// How it was made (the command).
    pub made_by: String,
    pub cells: Vec<Yardstick>,
}

const SHIPPED: &str = include_str!("../../data/yardstick.json");

/// The shipped table (empty if it does not read, which a test rules out).
pub fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        serde_json::from_str(SHIPPED).unwrap_or(Table {
            version: TABLE_VERSION,
            fingerprint: String::new(),
            made_by: String::new(),
            cells: Vec::new(),
        })
    })
}

/// The shipped yardstick for a campaign's setup on `ed`, if the table has
/// its setup (and was made on that very edition). Pure.
pub fn yardstick(setup: &Setup, ed: &Edition) -> Option<Yardstick> {
    let t = table();
    if t.fingerprint != ed.fingerprint {
        return None;
    }
    let cell = Cell::of(setup, ed)?;
    t.cells.iter().find(|y| y.cell == cell).cloned()
}

/// The margins `bot` reaches over campaigns `0..campaigns` of `cell` with
/// run seed `seed` (the dice and the bot's generator of campaign `i` as
/// `simulate` gives them). `done` counts campaigns finished; None when
/// `cancel` was set. A campaign that fails (cannot happen) is left out.
pub fn margins(
    ed: &std::sync::Arc<Edition>,
    cell: &Cell,
    bot: Bot,
    campaigns: u64,
    seed: u64,
    done: &(dyn Fn() + Sync),
    cancel: &AtomicBool,
) -> Option<Vec<i32>> {
    let run = SimConfig::new(campaigns, cell.scenario, cell.weather, bot, seed);
    let out: Vec<Option<i32>> = (0..campaigns)
        .into_par_iter()
        .map(|i| {
            if cancel.load(Ordering::Relaxed) {
                return None;
            }
            let s = run.campaign_seed(i);
            let (mut c, _) = Campaign::new(ed.clone(), cell.setup(s)).ok()?;
            let mut rng = ChaCha8Rng::seed_from_u64(splitmix(s));
            let mut ev = Vec::with_capacity(256);
            while let Some(asked) = c.ask() {
                if cancel.load(Ordering::Relaxed) {
                    return None;
                }
                let choice = bot.choose(&c, &asked.decision, &mut rng);
                ev.clear();
                c.answer(asked, choice, &mut ev).ok()?;
            }
            done();
            let score = c.score();
            Some(score.raf as i32 - score.luftwaffe as i32)
        })
        .collect();
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    Some(out.into_iter().flatten().collect())
}

/// Simulates the yardstick of `cell`: `campaigns` campaigns each for the
/// expert and the sensible bot. `progress(done, total)` counts campaigns
/// (from any thread); None when `cancel` was set.
pub fn simulate(
    ed: &std::sync::Arc<Edition>,
    cell: &Cell,
    campaigns: u64,
    seed: u64,
    progress: &(dyn Fn(usize, usize) + Sync),
    cancel: &AtomicBool,
) -> Option<Yardstick> {
    let total = 2 * campaigns as usize;
    let done = AtomicUsize::new(0);
    let tick = || progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
    progress(0, total);
    let expert = margins(ed, cell, Bot::Expert, campaigns, seed, &tick, cancel)?;
    let sensible = margins(ed, cell, Bot::Sensible, campaigns, seed, &tick, cancel)?;
    Some(Yardstick {
        cell: cell.clone(),
        seed,
        source: Source::Simulated,
        expert: Margins::from_margins(&expert),
        sensible: Margins::from_margins(&sensible),
    })
}

/// Where a yardstick simulated on demand is kept: `yardsticks/` in the
/// saves folder, named by a hash of its cell, the edition and the run.
pub fn cache_path(saves_dir: &Path, cell: &Cell, ed: &Edition, campaigns: u64, seed: u64) -> PathBuf {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    h.update(TABLE_VERSION.to_le_bytes());
    h.update(ed.fingerprint.as_bytes());
    h.update(serde_json::to_vec(cell).unwrap_or_default());
    h.update(campaigns.to_le_bytes());
    h.update(seed.to_le_bytes());
    let key: String = h.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect();
    saves_dir.join("yardsticks").join(format!("{key}.json"))
}

/// The yardstick of a campaign's setup: the shipped one, else one kept in
/// the saves folder, else simulated (`campaigns` campaigns a bot, the app
/// uses [`ON_DEMAND_CAMPAIGNS`]; with progress) and kept. Ok(None) for a
/// setup without one (the two-player games), or when `cancel` was set.
pub fn obtain(
    saves_dir: &Path,
    setup: &Setup,
    ed: &std::sync::Arc<Edition>,
    campaigns: u64,
    progress: &(dyn Fn(usize, usize) + Sync),
    cancel: &AtomicBool,
) -> Result<Option<Yardstick>, SaveError> {
    if let Some(y) = yardstick(setup, ed) {
        return Ok(Some(y));
    }
    let Some(cell) = Cell::of(setup, ed) else { return Ok(None) };
    let path = cache_path(saves_dir, &cell, ed, campaigns, YARDSTICK_SEED);
    if let Ok(bytes) = crate::files::read_limited(&path, 4 << 20)
        && let Ok(y) = serde_json::from_slice::<Yardstick>(&bytes)
        && y.cell == cell
        && y.expert.campaigns as u64 == campaigns
    {
        return Ok(Some(y));
    }
    let Some(y) = simulate(ed, &cell, campaigns, YARDSTICK_SEED, progress, cancel) else {
        return Ok(None);
    };
    save::write_atomic(&path, serde_json::to_string(&y).unwrap_or_default().as_bytes())?;
    Ok(Some(y))
}
