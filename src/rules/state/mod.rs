//! The campaign state: a plain value, serialisable, holding everything the
//! board and the counters would show, plus the dice and where the state
//! machine stands. Indices point into the edition: pilots by their place in
//! `pilots.json`, RAF aircraft by `raf_units`, sites by `sites.json`, German
//! aircraft by their ID (1..=25).

pub mod combat;
pub mod luftwaffe;
pub mod movement;
pub mod raid;

use crate::edition::{Aa, Edition, Weather};
use crate::rules::dice::Dice;
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use crate::rules::step::Step;
use chrono::NaiveDate;
use combat::Combat;
use raid::Raid;
use serde::{Deserialize, Serialize};
use std::str::FromStr;
use strum::VariantArray;

/// How long the campaign runs (4.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[derive(strum::IntoStaticStr, strum::VariantArray, strum::Display)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Scenario {
    Short,
    Regular,
    Long,
}

impl Scenario {
    pub fn index(self) -> usize {
        self as usize
    }

    /// 4.3: the optional weather table is not used in the short scenario.
    pub fn allows(self, weather: WeatherMode) -> bool {
        !(self == Scenario::Short && weather == WeatherMode::Optional)
    }

    /// Every scenario with every weather it allows (4.1, 4.3).
    pub fn setups() -> impl Iterator<Item = (Scenario, WeatherMode)> {
        Scenario::VARIANTS.iter().flat_map(|&s| {
            WeatherMode::VARIANTS.iter().filter(move |&&w| s.allows(w)).map(move |&w| (s, w))
        })
    }

    /// The word the command line and the saves use: `short`, `regular`, `long`.
    pub fn id(self) -> &'static str {
        self.into()
    }
}

/// One of `T`'s variants by its id, in any case; else what `s` is not and
/// the ids it could be ("\"x\" is not a scenario (short, regular, long)").
fn parse_id<T>(s: &str, what: &str) -> Result<T, String>
where
    T: strum::VariantArray + Copy + Into<&'static str>,
{
    let ids = || T::VARIANTS.iter().map(|&v| v.into());
    T::VARIANTS
        .iter()
        .copied()
        .find(|&v| Into::<&str>::into(v).eq_ignore_ascii_case(s.trim()))
        .ok_or_else(|| format!("{s:?} is not {what} ({})", ids().collect::<Vec<&str>>().join(", ")))
}

impl FromStr for Scenario {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_id(s, "a scenario")
    }
}

/// Historical weather from the calendar, or the optional table (4.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[derive(strum::IntoStaticStr, strum::VariantArray, strum::Display)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum WeatherMode {
    Historical,
    Optional,
}

impl WeatherMode {
    /// `historical` or `optional`.
    pub fn id(self) -> &'static str {
        self.into()
    }
}

impl FromStr for WeatherMode {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_id(s, "a weather mode")
    }
}

/// The optional rules (14) and campaign options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// 14.1 Bombers' crossfire.
    pub crossfire: bool,
    /// 14.2 Changing base.
    pub base_change: bool,
    /// 14.3 Aborting the mission.
    pub abort: bool,
    /// 14.4 The player's own AA guns and balloon barrages, placed at setup
    /// instead of the printed ones.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub defences: Option<Defences>,
    /// The iron rule: no taking back choices (the app's undo).
    pub no_undo: bool,
    /// Two-player games (15): both players agreed at setup that either may
    /// ask the advisor. Solitaire campaigns may always ask it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub advice: bool,
    /// Played with the player's own dice (issue 32): the kinds he rolls and
    /// every value he entered. None: the program rolls every die. The
    /// engine's state never holds it (its dice count the dice thrown);
    /// `Campaign::new` gives it to the dice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub own_dice: Option<crate::rules::dice::OwnDice>,
    /// The German aircraft counters the player's box lacks (issue 32: the
    /// cup is the program's reconstruction of the counter mix; a player
    /// whose box differs says so before the campaign): out of the game
    /// from the start, never drawn. Empty: the edition's whole mix.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub missing: Vec<u8>,
}

/// Optional rule 14.4: where the player puts the AA guns and balloon
/// barrages (site ids). At most one gun and one barrage per target; the
/// counters are those the printed board shows (6 heavy guns, 8 light guns,
/// 5 barrages).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Defences {
    pub heavy_aa: Vec<String>,
    pub light_aa: Vec<String>,
    pub balloons: Vec<String>,
}

/// Who plays (15): one RAF player against the game system, two RAF players
/// against it (15.1), or an RAF player against a Luftwaffe player (15.2).
/// Both two-player versions are hot-seat games on one computer.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[derive(strum::IntoStaticStr, strum::VariantArray, strum::Display)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Players {
    #[default]
    Solitaire,
    /// 15.1: each player flies one fighter; the section leader acts first.
    TwoRaf,
    /// 15.2: the Luftwaffe plans and flies its raids.
    Luftwaffe,
}

impl Players {
    /// `solitaire`, `two-raf` or `luftwaffe`.
    pub fn id(self) -> &'static str {
        self.into()
    }

    pub fn is_solitaire(&self) -> bool {
        *self == Players::Solitaire
    }
}

impl FromStr for Players {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_id(s, "a way to play")
    }
}

/// Who must act on a decision: in solitaire always the RAF player; in 15.1
/// the player flying fighter #1 (0) or #2 (1); in 15.2 the RAF or the
/// Luftwaffe player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seat {
    Raf,
    RafPlayer(u8),
    Luftwaffe,
}

/// Everything chosen before the first day (3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub scenario: Scenario,
    pub weather: WeatherMode,
    /// Site id of the chosen sector airfield (3.5).
    pub base: String,
    pub seed: u64,
    #[serde(default)]
    pub options: Options,
    /// Solitaire or one of the two-player versions (15).
    #[serde(default, skip_serializing_if = "Players::is_solitaire")]
    pub players: Players,
    /// The revision of the rules engine the campaign was started with, so a
    /// save replays exactly as it was played: 1 before the fixes to 9.1 (an
    /// engine-damaged German checks its range whenever it leaves a fight)
    /// and 14.2 (a base change grounds the section for the phase, not the
    /// day); [`RULES_REVISION`] since. Saves from before have none: 1.
    #[serde(default = "Setup::first_revision")]
    pub revision: u8,
    /// Die results to use first, in order, before the seed's own (the
    /// guided example of play loads the rulebook's dice, `guide.rs`);
    /// empty for every other campaign. Part of the setup, so a save that
    /// has them replays them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<u8>,
}

/// The rules revision new campaigns start with (see [`Setup::revision`]).
pub const RULES_REVISION: u8 = 2;

impl Setup {
    /// Based at Biggin Hill, no optional rules.
    pub fn new(scenario: Scenario, weather: WeatherMode, seed: u64) -> Setup {
        Setup {
            scenario,
            weather,
            base: "biggin-hill".into(),
            seed,
            options: Options::default(),
            players: Players::Solitaire,
            revision: RULES_REVISION,
            dice: Vec::new(),
        }
    }

    fn first_revision() -> u8 {
        1
    }
}

/// Where a pilot counter is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PilotStatus {
    /// Flying fighter #1 (0) or #2 (1).
    Flying(u8),
    /// In the RAF reserve box.
    Reserve,
    /// On the calendar, arriving on this Sunday (3.3).
    Arriving(NaiveDate),
    /// Wounded, back in the reserve at the start of this day (R19).
    Wounded(NaiveDate),
    /// Badly wounded: his career as a pilot is over (11.2).
    CareerOver,
    Killed,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pilot {
    pub status: PilotStatus,
    /// F0 (rested) .. F6 (exhausted) (3.3, 11.2).
    pub fatigue: u8,
    /// German aircraft destroyed in this campaign (13.1).
    pub victories: u8,
    /// Bailed out and waiting in this hex until the night (9.5, 11.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bailed_out: Option<Hex>,
    /// Shaken: no more sorties today, no sleep tonight (11.2, 12.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shaken: bool,
    /// Hit in the pilot position during this raid: rolls on the wound table
    /// at the end of the raid (11.2, R18).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hit: bool,
}

impl Pilot {
    /// F4..F6 is tired: -1 action (8.42).
    pub fn tired(&self) -> bool {
        self.fatigue >= 4
    }

    /// F6: no patrol, no take-off until he sleeps (6.1, 11.2).
    pub fn exhausted(&self) -> bool {
        self.fatigue >= 6
    }

    /// Out of action for the rest of the day: bailed out, shaken or
    /// exhausted (11.2).
    pub fn out_today(&self) -> bool {
        self.bailed_out.is_some() || self.shaken || self.exhausted()
    }
}

/// Where an RAF aircraft is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlaneStatus {
    /// In the RAF reserve box (3.5).
    Reserve,
    /// On the map: on an airfield (Airfield box) or in the air.
    Active,
    /// In the destroyed box until replaced at night (12.1).
    Destroyed,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plane {
    pub status: PlaneStatus,
    pub hex: Hex,
    pub level: Level,
    pub facing: Dir,
    /// Bursts of ammunition left, 5 when full (3.5, 8.43).
    pub ammo: u8,
    /// Hits on each damage position (indices of the type's positions).
    pub hits: Hits,
}

/// Hit markers on an aircraft's damage positions (at most six positions).
pub type Hits = [u8; 6];

/// The running totals of 13.2 and 13.3.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// German aircraft destroyed by RAF pilots (13.2).
    pub raf_victories: u32,
    /// RAF aircraft destroyed (13.3).
    pub raf_losses: u32,
    /// 15.1: each RAF player's own total of victories (3.4), by fighter
    /// (#1, #2). Zero in the other versions.
    #[serde(default, skip_serializing_if = "both_zero")]
    pub player_victories: [u32; 2],
}

fn both_zero(v: &[u32; 2]) -> bool {
    *v == [0, 0]
}

/// Where the day stands (4.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The weather phase opens the day.
    Weather,
    /// A daylight phase: 0 = 7 a.m., 1 = 10 a.m., 2 = 2 p.m., 3 = 5 p.m.
    Daylight(u8),
    Night,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub setup: Setup,
    pub date: NaiveDate,
    pub phase: Phase,
    /// Today's weather, once the weather phase has set it.
    pub weather: Option<Weather>,
    pub step: Step,
    pub dice: Dice,
    /// The base (a sector airfield; 14.2 can change it).
    pub base: u8,
    /// 14.2: the base changed this phase; nobody takes off until it ends.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub base_changed: bool,
    pub pilots: Vec<Pilot>,
    pub planes: Vec<Plane>,
    /// German aircraft in the cup, ready for raids (3.6).
    pub cup: Vec<u8>,
    /// The destroyed-aircraft box (11.4).
    pub destroyed: Vec<u8>,
    /// Withdrawn from the battle (4.4).
    pub withdrawn: Vec<u8>,
    /// Reinforcements still on the calendar (3.6, 4.5).
    pub awaiting: Vec<u8>,
    /// Raid-size markers (indices into the edition's list) in the cup and
    /// set aside until the Remix (5.3).
    pub markers_cup: Vec<u8>,
    pub markers_aside: Vec<u8>,
    /// Bomb damage points on each site (10.3), 0..=10.
    pub damage: Vec<u8>,
    /// AA guns and balloon barrages on each site: the printed ones, or the
    /// player's own placement (14.4).
    pub aa: Vec<Aa>,
    pub balloons: Vec<bool>,
    pub tally: Tally,
    /// The raid of this daylight phase, while it is being flown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raid: Option<Raid>,
    /// The air combat being fought, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub combat: Option<Combat>,
    /// RAF repair points left tonight (12.1).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub repair_points: u8,
    /// 15.1: the fighter (0 or 1) whose player holds the section leader
    /// marker. Unused in the other versions.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub leader: u8,
    /// 15.2: the Luftwaffe player's markers and plans.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lw: Option<luftwaffe::LwPlayer>,
    /// 15.1: the section leader marker has already passed this phase (a
    /// second replacement in the same phase does not pass it back).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub leader_passed: bool,
}

fn is_zero(v: &u8) -> bool {
    *v == 0
}

impl State {
    /// The pilot flying fighter #`slot` (0 or 1), if any.
    pub fn pilot_in(&self, slot: u8) -> Option<usize> {
        self.pilots.iter().position(|p| p.status == PilotStatus::Flying(slot))
    }

    /// The aircraft fighter #`slot` uses: its pilot's type, number slot+1
    /// (3.3: a pilot never flies another type).
    pub fn plane_of(&self, ed: &Edition, slot: u8) -> Option<usize> {
        let p = self.pilot_in(slot)?;
        ed.raf_unit(ed.pilots[p].aircraft, slot + 1)
    }

    pub fn is_damaged(&self, site: usize) -> bool {
        self.damage[site] > 0
    }

    /// Hexes of London and Thameshaven now damaged (10.4).
    pub fn london_burning(&self, ed: &Edition) -> u8 {
        use crate::edition::SiteKind;
        ed.sites
            .iter()
            .enumerate()
            .filter(|(i, s)| matches!(s.kind, SiteKind::London | SiteKind::OilDepot) && self.damage[*i] > 0)
            .count() as u8
    }

    /// Radar stations now damaged (10.4).
    pub fn radar_damaged(&self, ed: &Edition) -> u8 {
        use crate::edition::SiteKind;
        ed.sites_of(SiteKind::Radar).filter(|&i| self.damage[i] > 0).count() as u8
    }
}
