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
//! a cancel flag) and kept in the saves folder under their [`key`]
//! (`table::Store::yardstick`: this module reads and writes no file). A
//! yardstick says which ([`Source`]) and over how many campaigns.
//!
//! "Better than p %" counts the campaigns with a lower margin and half of
//! those with the same margin (the mid-rank), over all of them.

use crate::edition::Edition;
use crate::rules::state::{Defences, Players};
use crate::rules::{Campaign, Scenario, Setup, WeatherMode};
use crate::sim::Bot;
use crate::sim::simulate::{SimConfig, splitmix};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
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
    margins_of(ed, cell, bot, 0..campaigns, seed, done, cancel)
}

/// [`margins`] of the campaigns `range` only (campaign `i`'s dice do not
/// depend on how many the run has, so `scripts/yardstick` plays a run in
/// slices and resumes it).
pub fn margins_of(
    ed: &std::sync::Arc<Edition>,
    cell: &Cell,
    bot: Bot,
    range: std::ops::Range<u64>,
    seed: u64,
    done: &(dyn Fn() + Sync),
    cancel: &AtomicBool,
) -> Option<Vec<i32>> {
    let run = SimConfig::new(range.end, cell.scenario, cell.weather, bot, seed);
    let out: Vec<Option<i32>> = range
        .into_par_iter()
        .map(|i| {
            if cancel.load(Ordering::Relaxed) {
                return None;
            }
            let mut game = Game::new(ed, cell, &run, i)?;
            loop {
                if cancel.load(Ordering::Relaxed) {
                    return None;
                }
                if let Some(margin) = game.step(bot)? {
                    done();
                    return Some(margin);
                }
            }
        })
        .collect();
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    Some(out.into_iter().flatten().collect())
}

/// One campaign a bot plays for a yardstick: its dice and the bot's
/// generator, as `simulate` gives them to campaign `i` of `run`.
struct Game {
    c: Campaign,
    rng: ChaCha8Rng,
    ev: Vec<crate::rules::Event>,
}

impl Game {
    fn new(ed: &std::sync::Arc<Edition>, cell: &Cell, run: &SimConfig, i: u64) -> Option<Game> {
        let s = run.campaign_seed(i);
        let (c, _) = Campaign::new(ed.clone(), cell.setup(s)).ok()?;
        Some(Game { c, rng: ChaCha8Rng::seed_from_u64(splitmix(s)), ev: Vec::with_capacity(256) })
    }

    /// The bot answers one decision: Some(the final margin) once the
    /// campaign is over; None if the campaign failed (cannot happen).
    fn step(&mut self, bot: Bot) -> Option<Option<i32>> {
        let Some(asked) = self.c.ask() else {
            let score = self.c.score();
            return Some(Some(score.raf as i32 - score.luftwaffe as i32));
        };
        let choice = bot.choose(&self.c, &asked.decision, &mut self.rng);
        self.ev.clear();
        self.c.answer(asked, choice, &mut self.ev).ok()?;
        Some(None)
    }
}

/// [`simulate`] a slice at a time, for the browser's one thread (issue
/// 31): each [`YardstickSteps::step`] plays a few of the bots' decisions,
/// and the last one returns the yardstick — the very one [`simulate`]
/// gives.
pub struct YardstickSteps {
    ed: std::sync::Arc<Edition>,
    cell: Cell,
    campaigns: u64,
    seed: u64,
    /// The expert's margins, then the sensible bot's.
    margins: [Vec<i32>; 2],
    /// The bot playing (0 the expert, 1 the sensible bot), its campaign.
    bot: usize,
    i: u64,
    game: Option<Game>,
}

impl YardstickSteps {
    pub fn new(ed: &std::sync::Arc<Edition>, cell: &Cell, campaigns: u64, seed: u64) -> YardstickSteps {
        YardstickSteps {
            ed: ed.clone(),
            cell: cell.clone(),
            campaigns,
            seed,
            margins: [Vec::new(), Vec::new()],
            bot: 0,
            i: 0,
            game: None,
        }
    }

    /// Campaigns played, of how many.
    pub fn progress(&self) -> (usize, usize) {
        ((self.bot as u64 * self.campaigns + self.i) as usize, 2 * self.campaigns as usize)
    }

    /// The bots answer up to `decisions` decisions; the yardstick once both
    /// played every campaign (then the job is over: do not step it again).
    pub fn step(&mut self, decisions: usize) -> Option<Yardstick> {
        const BOTS: [Bot; 2] = [Bot::Expert, Bot::Sensible];
        for _ in 0..decisions.max(1) {
            if self.i == self.campaigns {
                self.bot += 1;
                self.i = 0;
            }
            let Some(&bot) = BOTS.get(self.bot) else {
                return Some(Yardstick {
                    cell: self.cell.clone(),
                    seed: self.seed,
                    source: Source::Simulated,
                    expert: Margins::from_margins(&self.margins[0]),
                    sensible: Margins::from_margins(&self.margins[1]),
                });
            };
            if self.game.is_none() {
                let run =
                    SimConfig::new(self.campaigns, self.cell.scenario, self.cell.weather, bot, self.seed);
                self.game = Game::new(&self.ed, &self.cell, &run, self.i);
                if self.game.is_none() {
                    self.i += 1;
                    continue;
                }
            }
            let over = self.game.as_mut().map(|g| g.step(bot));
            match over {
                Some(Some(None)) => {}
                Some(Some(Some(margin))) => {
                    self.margins[self.bot].push(margin);
                    self.game = None;
                    self.i += 1;
                }
                _ => {
                    self.game = None;
                    self.i += 1;
                }
            }
        }
        None
    }
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

/// The name a yardstick simulated on demand is kept under, as 16 hex
/// digits: a hash of the table's format, the edition, the cell and the run
/// (the same bytes as in every version, so one kept before is found
/// again).
pub fn key(cell: &Cell, ed: &Edition, campaigns: u64, seed: u64) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    h.update(TABLE_VERSION.to_le_bytes());
    h.update(ed.fingerprint.as_bytes());
    h.update(serde_json::to_vec(cell).unwrap_or_default());
    h.update(campaigns.to_le_bytes());
    h.update(seed.to_le_bytes());
    h.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect()
}
