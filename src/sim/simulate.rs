//! The headless simulator: plays many campaigns with a bot, in parallel,
//! and reports results, score distributions and the count of every table
//! outcome rolled. Campaign `i` of a run always gets the same seed, and
//! the tallies are sums, so a report depends on the seed and never on the
//! number of threads. The report is data (`text::simulate` puts it into
//! words).

use strum::VariantArray;
use crate::edition::{Edition, RaidMarker, WoundResult};
use crate::rules::events::{Event, RollKind};
use crate::rules::score::Verdict;
use crate::rules::state::PilotStatus;
use crate::rules::{Campaign, Choice, Decision, Options, Scenario, Setup, WeatherMode};
use crate::sim::Bot;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

/// What to simulate.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimConfig {
    pub campaigns: u64,
    pub scenario: Scenario,
    pub weather: WeatherMode,
    pub bot: Bot,
    pub seed: u64,
    pub options: Options,
    /// Check every invariant after every decision (always on in debug
    /// builds).
    pub check_invariants: bool,
}

impl SimConfig {
    pub fn new(campaigns: u64, scenario: Scenario, weather: WeatherMode, bot: Bot, seed: u64) -> SimConfig {
        SimConfig {
            campaigns,
            scenario,
            weather,
            bot,
            seed,
            options: Options::default(),
            check_invariants: cfg!(debug_assertions),
        }
    }

    /// The dice seed of campaign `i` (its bot's generator is seeded from it
    /// too): a SplitMix64 mix of the run's seed and `i`.
    pub fn campaign_seed(&self, i: u64) -> u64 {
        splitmix(self.seed ^ splitmix(i.wrapping_add(0x4c42_1940)))
    }
}

/// The seed of the bot's generator in the campaign of dice seed `seed`.
pub fn bot_seed(seed: u64) -> u64 {
    splitmix(seed)
}

pub(crate) fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A campaign that did not finish properly: a panic, an illegal choice, a
/// broken invariant, or no end in sight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SimFailure {
    /// Its number in the run (0-based) and its dice seed.
    pub campaign: u64,
    pub seed: u64,
    pub reason: String,
}

/// Mean, extremes and percentiles of a whole-number result, with its
/// histogram (value → campaigns).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Distribution<T = u32> {
    pub mean: f64,
    pub min: T,
    pub p10: T,
    pub p25: T,
    pub median: T,
    pub p75: T,
    pub p90: T,
    pub max: T,
    pub histogram: BTreeMap<T, u64>,
}

impl<T: Copy + Ord + Default + Into<f64>> Distribution<T> {
    pub fn from_histogram(h: &BTreeMap<T, u64>) -> Distribution<T> {
        let n: u64 = h.values().sum();
        let sum: f64 = h.iter().map(|(v, k)| (*v).into() * *k as f64).sum();
        let at = |q: f64| -> T {
            // The smallest value with at least q of the campaigns at or
            // below it.
            let want = ((n as f64) * q).ceil().max(1.0) as u64;
            let mut seen = 0;
            for (v, k) in h {
                seen += k;
                if seen >= want {
                    return *v;
                }
            }
            T::default()
        };
        Distribution {
            mean: if n == 0 { 0.0 } else { sum / n as f64 },
            min: h.keys().next().copied().unwrap_or_default(),
            p10: at(0.1),
            p25: at(0.25),
            median: at(0.5),
            p75: at(0.75),
            p90: at(0.9),
            max: h.keys().next_back().copied().unwrap_or_default(),
            histogram: h.clone(),
        }
    }
}

/// One finished campaign of a run: enough to play it again — `new --seed
/// SEED` with the run's setup, then `autoplay --bot BOT --seed BOT_SEED`
/// (the README says how) — and its result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CampaignResult {
    /// Its number in the run (0-based).
    pub campaign: u64,
    /// The dice seed ([`SimConfig::campaign_seed`]).
    pub seed: u64,
    /// The seed of the bot's own generator (`autoplay --seed`).
    pub bot_seed: u64,
    pub raf: u32,
    pub luftwaffe: u32,
    /// RAF minus Luftwaffe.
    pub margin: i32,
    pub verdict: Verdict,
}

/// Share of the finished campaigns each side won (13.4).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdicts {
    pub raf_wins: u64,
    pub draws: u64,
    pub luftwaffe_wins: u64,
    pub raf_win_rate: f64,
    pub draw_rate: f64,
    pub luftwaffe_win_rate: f64,
}

/// The results of a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimReport {
    pub config: SimConfig,
    /// The board edition played on (its number).
    pub edition: u32,
    /// Campaigns played to their end (the others are in `failures`).
    pub finished: u64,
    /// Decisions the bot answered, in all.
    pub decisions: u64,
    pub verdicts: Verdicts,
    pub raf_score: Distribution,
    pub luftwaffe_score: Distribution,
    /// RAF minus Luftwaffe, campaign by campaign (which the two scores'
    /// distributions do not give).
    pub margin: Distribution<i32>,
    pub raf_losses: Distribution,
    pub pilots_killed: Distribution,
    pub aces_made: Distribution,
    pub targets_damaged_at_end: Distribution,
    /// Table → outcome → times rolled: raid-size markers, entry hexes,
    /// reported and exact altitudes, flight-path rolls, survival and wound
    /// results, combat-end rolls; and by target (site id), the raids that
    /// bombed it ("bombed") and the campaigns it ended damaged in
    /// ("damaged-at-end").
    pub tables: BTreeMap<String, BTreeMap<String, u64>>,
    /// Purpose of a roll → face (or the position drawn from a cup) → times:
    /// every die thrown.
    pub dice: BTreeMap<String, BTreeMap<u32, u64>>,
    pub failures: Vec<SimFailure>,
    /// Every finished campaign, in the run's order.
    pub campaigns: Vec<CampaignResult>,
}

/// The tallies of part of a run; merging is a sum, so order never matters.
#[derive(Default)]
struct Tally {
    finished: u64,
    decisions: u64,
    verdicts: [u64; 3],
    raf_score: BTreeMap<u32, u64>,
    luftwaffe_score: BTreeMap<u32, u64>,
    margin: BTreeMap<i32, u64>,
    raf_losses: BTreeMap<u32, u64>,
    pilots_killed: BTreeMap<u32, u64>,
    aces_made: BTreeMap<u32, u64>,
    targets_damaged: BTreeMap<u32, u64>,
    tables: BTreeMap<String, BTreeMap<String, u64>>,
    dice: BTreeMap<String, BTreeMap<u32, u64>>,
    failures: Vec<SimFailure>,
    campaigns: Vec<CampaignResult>,
}

fn add_all<K: Ord + Clone>(into: &mut BTreeMap<K, u64>, from: BTreeMap<K, u64>) {
    for (k, v) in from {
        *into.entry(k).or_insert(0) += v;
    }
}

impl Tally {
    fn merge(mut self, o: Tally) -> Tally {
        self.finished += o.finished;
        self.decisions += o.decisions;
        for (a, b) in self.verdicts.iter_mut().zip(o.verdicts) {
            *a += b;
        }
        add_all(&mut self.raf_score, o.raf_score);
        add_all(&mut self.luftwaffe_score, o.luftwaffe_score);
        add_all(&mut self.margin, o.margin);
        add_all(&mut self.raf_losses, o.raf_losses);
        add_all(&mut self.pilots_killed, o.pilots_killed);
        add_all(&mut self.aces_made, o.aces_made);
        add_all(&mut self.targets_damaged, o.targets_damaged);
        for (t, m) in o.tables {
            add_all(self.tables.entry(t).or_default(), m);
        }
        for (t, m) in o.dice {
            add_all(self.dice.entry(t).or_default(), m);
        }
        self.failures.extend(o.failures);
        self.campaigns.extend(o.campaigns);
        self
    }
}

/// Counts the table outcomes among `events`.
#[derive(Default)]
struct Outcomes {
    /// Table → outcome → count; an outcome's text is made in `buf` and
    /// only copied the first time it comes up (this is the hot path).
    tables: BTreeMap<&'static str, BTreeMap<String, u64>>,
    buf: String,
    /// Dice faces by purpose (`RollKind as usize`): face (1..=6, or the
    /// position drawn) → count.
    faces: [Vec<u64>; RollKind::VARIANTS.len()],
    aces: u32,
}

impl Outcomes {
    fn note(&mut self, table: &'static str, outcome: impl std::fmt::Display) {
        use std::fmt::Write;
        self.buf.clear();
        let _ = write!(self.buf, "{outcome}");
        let t = self.tables.entry(table).or_default();
        match t.get_mut(self.buf.as_str()) {
            Some(n) => *n += 1,
            None => {
                t.insert(self.buf.clone(), 1);
            }
        }
    }

    fn count(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::Roll { kind, values, .. } => {
                    let faces = &mut self.faces[*kind as usize];
                    for &v in values {
                        if faces.len() <= v as usize {
                            faces.resize(v as usize + 1, 0);
                        }
                        faces[v as usize] += 1;
                    }
                }
                Event::MarkerDrawn { marker } => match marker {
                    RaidMarker::NoRaid => self.note("raid-size", "no-raid"),
                    RaidMarker::Raiders(n) => self.note("raid-size", n),
                    RaidMarker::Remix => self.note("raid-size", "remix"),
                },
                Event::RaidPlaced { hex, reported, .. } => {
                    self.note("entry-hex", hex);
                    self.note("reported-altitude", reported.id());
                }
                Event::Identified { exact, shift, top_cover, .. } => {
                    self.note("exact-altitude", exact.id());
                    self.note("exact-altitude-shift", format_args!("{shift:+}"));
                    self.note("top-cover", top_cover.len());
                }
                Event::BailOut { survives, .. } => {
                    self.note("survival", if *survives { "survives" } else { "killed" })
                }
                Event::Wound { result, .. } => self.note(
                    "wound",
                    match result {
                        WoundResult::Shaken => "shaken".into(),
                        WoundResult::Wounded { weeks } => format!("wounded-{weeks}-weeks"),
                        WoundResult::CareerOver => "career-over".into(),
                        WoundResult::Killed => "killed".into(),
                    },
                ),
                // By round: the fourth always ends, with no roll (8.1).
                Event::RoundEnds { round, ends } => {
                    self.note("combat-end", format!("{round}-{}", if *ends { "ends" } else { "goes-on" }))
                }
                Event::BecomesAce { .. } => self.aces += 1,
                // By site index; named by the edition in `tally_one`.
                Event::Bombed { site, .. } => self.note("bombed", site),
                _ => {}
            }
        }
    }

    fn dice(&self) -> BTreeMap<String, BTreeMap<u32, u64>> {
        RollKind::VARIANTS
            .iter().copied()
            .zip(&self.faces)
            .filter(|(_, faces)| faces.iter().any(|&n| n > 0))
            .map(|(kind, faces)| {
                let counts = faces.iter().enumerate().filter(|(_, n)| **n > 0).map(|(f, n)| (f as u32, *n));
                (roll_key(kind), counts.collect())
            })
            .collect()
    }

    fn tables(&self) -> BTreeMap<String, BTreeMap<String, u64>> {
        let mut out: BTreeMap<String, BTreeMap<String, u64>> =
            self.tables.iter().map(|(t, m)| (t.to_string(), m.clone())).collect();
        // One flight-path die an impulse (6.4): its faces are the table's
        // outcomes, counted with the dice (the hottest path of all).
        let path = &self.faces[RollKind::FlightPath as usize];
        if path.iter().any(|&n| n > 0) {
            let rows = path.iter().enumerate().filter(|(_, n)| **n > 0).map(|(f, n)| (f.to_string(), *n));
            out.insert("flight-path".into(), rows.collect());
        }
        out
    }
}

/// A stable, kebab-case name for a roll's purpose (the key of its dice
/// in [`SimReport::dice`]).
pub fn roll_key(k: RollKind) -> String {
    let s = format!("{k:?}");
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if ch.is_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(ch.to_ascii_lowercase());
    }
    out
}

/// Decisions after which a campaign is declared runaway.
const RUNAWAY: u64 = 1_000_000;

/// Plays campaign `i` of the run to its end.
fn play_one<B>(
    ed: &Arc<Edition>,
    cfg: &SimConfig,
    i: u64,
    bot: &B,
) -> Result<(Campaign, u64, Outcomes), String>
where
    B: Fn(&Campaign, &Decision, &mut ChaCha8Rng) -> Choice,
{
    let seed = cfg.campaign_seed(i);
    let mut setup = Setup::new(cfg.scenario, cfg.weather, seed);
    setup.options = cfg.options.clone();
    let (mut c, first) = Campaign::new(ed.clone(), setup).map_err(|e| e.to_string())?;
    let mut out = Outcomes::default();
    out.count(&first);
    let mut rng = ChaCha8Rng::seed_from_u64(bot_seed(seed));
    let mut ev = Vec::with_capacity(256);
    let mut decisions = 0u64;
    while let Some(asked) = c.ask() {
        let choice = bot(&c, &asked.decision, &mut rng);
        ev.clear();
        if let Err(e) = c.answer(asked, choice.clone(), &mut ev) {
            return Err(format!("illegal choice {choice:?} at {:?}: {e}", c.state().step));
        }
        out.count(&ev);
        decisions += 1;
        if cfg.check_invariants {
            let v = c.invariant_violations();
            if !v.is_empty() {
                return Err(format!(
                    "after decision {decisions} on {} ({:?}): {}",
                    c.state().date,
                    c.state().step,
                    v.join("; ")
                ));
            }
        }
        if decisions >= RUNAWAY {
            return Err(format!("no end after {RUNAWAY} decisions"));
        }
    }
    Ok((c, decisions, out))
}

fn tally_one<B>(ed: &Arc<Edition>, cfg: &SimConfig, i: u64, bot: &B) -> Tally
where
    B: Fn(&Campaign, &Decision, &mut ChaCha8Rng) -> Choice,
{
    let mut t = Tally::default();
    let result = catch_unwind(AssertUnwindSafe(|| play_one(ed, cfg, i, bot))).unwrap_or_else(|p| {
        let msg = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown".into());
        Err(format!("panic: {msg}"))
    });
    match result {
        Err(reason) => t.failures.push(SimFailure { campaign: i, seed: cfg.campaign_seed(i), reason }),
        Ok((c, decisions, out)) => {
            let st = c.state();
            let score = c.score();
            t.finished = 1;
            t.decisions = decisions;
            t.verdicts[match score.verdict {
                Verdict::RafWins => 0,
                Verdict::Draw => 1,
                Verdict::LuftwaffeWins => 2,
            }] = 1;
            let one = |v: u32| BTreeMap::from([(v, 1u64)]);
            t.raf_score = one(score.raf);
            t.luftwaffe_score = one(score.luftwaffe);
            let margin = score.raf as i32 - score.luftwaffe as i32;
            t.margin = BTreeMap::from([(margin, 1u64)]);
            let seed = cfg.campaign_seed(i);
            t.campaigns.push(CampaignResult {
                campaign: i,
                seed,
                bot_seed: bot_seed(seed),
                raf: score.raf,
                luftwaffe: score.luftwaffe,
                margin,
                verdict: score.verdict,
            });
            t.raf_losses = one(score.raf_losses);
            t.pilots_killed =
                one(st.pilots.iter().filter(|p| p.status == PilotStatus::Killed).count() as u32);
            t.aces_made = one(out.aces);
            t.targets_damaged = one(st.damage.iter().filter(|&&d| d > 0).count() as u32);
            t.dice = out.dice();
            t.tables = out.tables();
            // Which targets were bombed (raids that dropped on them) and
            // which were damaged at the end (13.3), by site id.
            let ed = c.edition();
            if let Some(by_index) = t.tables.remove("bombed") {
                let named = by_index
                    .into_iter()
                    .filter_map(|(k, v)| Some((ed.sites.get(k.parse::<usize>().ok()?)?.id.clone(), v)))
                    .collect();
                t.tables.insert("bombed".into(), named);
            }
            let damaged: BTreeMap<String, u64> = st
                .damage
                .iter()
                .enumerate()
                .filter(|(_, d)| **d > 0)
                .map(|(i, _)| (ed.sites[i].id.clone(), 1))
                .collect();
            t.tables.insert("damaged-at-end".into(), damaged);
        }
    }
    t
}

/// Plays the run's campaigns with its bot on the current rayon pool;
/// `progress` is called once per campaign finished (from any thread).
pub fn simulate(ed: &Arc<Edition>, cfg: &SimConfig, progress: &(dyn Fn() + Sync)) -> SimReport {
    let bot = cfg.bot;
    simulate_with(
        ed,
        cfg,
        &|c: &Campaign, d: &Decision, rng: &mut ChaCha8Rng| bot.choose(c, d, rng),
        progress,
    )
}

/// As [`simulate`], with any bot (tests use bots that misbehave).
pub fn simulate_with<B>(
    ed: &Arc<Edition>,
    cfg: &SimConfig,
    bot: &B,
    progress: &(dyn Fn() + Sync),
) -> SimReport
where
    B: Fn(&Campaign, &Decision, &mut ChaCha8Rng) -> Choice + Sync,
{
    let t = (0..cfg.campaigns)
        .into_par_iter()
        .map(|i| {
            let t = tally_one(ed, cfg, i, bot);
            progress();
            t
        })
        .reduce(Tally::default, Tally::merge);
    let mut failures = t.failures;
    failures.sort_by_key(|f| f.campaign);
    let mut campaigns = t.campaigns;
    campaigns.sort_by_key(|c| c.campaign);
    let n = t.finished.max(1) as f64;
    SimReport {
        config: cfg.clone(),
        edition: ed.number,
        finished: t.finished,
        decisions: t.decisions,
        verdicts: Verdicts {
            raf_wins: t.verdicts[0],
            draws: t.verdicts[1],
            luftwaffe_wins: t.verdicts[2],
            raf_win_rate: t.verdicts[0] as f64 / n,
            draw_rate: t.verdicts[1] as f64 / n,
            luftwaffe_win_rate: t.verdicts[2] as f64 / n,
        },
        raf_score: Distribution::from_histogram(&t.raf_score),
        luftwaffe_score: Distribution::from_histogram(&t.luftwaffe_score),
        margin: Distribution::from_histogram(&t.margin),
        raf_losses: Distribution::from_histogram(&t.raf_losses),
        pilots_killed: Distribution::from_histogram(&t.pilots_killed),
        aces_made: Distribution::from_histogram(&t.aces_made),
        targets_damaged_at_end: Distribution::from_histogram(&t.targets_damaged),
        tables: t.tables,
        dice: t.dice,
        failures,
        campaigns,
    }
}
