//! The validated edition, as the engine uses it: every value checked once on
//! load (see `check.rs`), so the engine indexes into it without checks.

use crate::board::hex::{Compass, Dir, Grid, Hex};
use crate::board::level::Level;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

#[derive(Debug, Clone)]
pub struct Edition {
    /// The edition's number (board-facts "Editions"): 1 for the first
    /// reconstruction (rows west to east), 2 for the current one.
    pub number: u32,
    /// Where it came from: "built-in", or the folder it was loaded from.
    pub origin: String,
    /// A short hash of the six files' content; saves record it.
    pub fingerprint: String,
    pub map: Map,
    pub sites: Vec<Site>,
    pub phases: Vec<DaylightPhase>,
    /// One entry per physical marker in the cup.
    pub raid_markers: Vec<RaidMarker>,
    /// (damaged London and Thameshaven hexes from, extra raiders), ascending.
    pub london_burning: Vec<(u8, u8)>,
    /// (2d6 from, to, altitude), ascending, covering 2..=13.
    pub reported_altitude: Vec<(u8, u8, Level)>,
    /// Indexed by 2d6 - 2.
    pub exact_altitude: [ExactAltitude; 11],
    /// Steps by d6 - 1, for a raid of speed 3 and of speed 4.
    pub flight_path_3: [Vec<Dir>; 6],
    pub flight_path_4: [Vec<Dir>; 6],
    pub survival: Survival,
    /// Indexed by d6 - 1.
    pub wounds: [WoundResult; 6],
    /// Indexed by d6 - 1.
    pub optional_weather: [Weather; 6],
    pub german_types: Vec<AircraftType>,
    /// German units by ID - 1.
    pub german: Vec<GermanUnit>,
    pub raf_types: Vec<AircraftType>,
    pub raf: Vec<RafUnit>,
    pub pilots: Vec<PilotDef>,
    pub calendar: Calendar,
    /// Where each table's values come from ("rulebook" or "reconstructed").
    pub provenance: Vec<Provenance>,
    pub(super) site_at: Vec<Option<u8>>,
    /// Each hex's neighbours on the grid (their [`Hex::index`]), by
    /// [`Hex::index`] and [`Dir::index`]: `map.grid.neighbour` as a table,
    /// for the hot paths.
    pub(super) neighbours: Vec<[Option<u8>; 6]>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Provenance {
    pub table: String,
    /// "rulebook" when the rulebook states the values, "reconstructed" when
    /// this edition had to reconstruct them.
    pub source: String,
    pub note: String,
}

#[derive(Debug, Clone)]
pub struct Map {
    /// The grid: rows A..O, columns 1..=cols (15 in edition 1, 11 in
    /// edition 2).
    pub grid: Grid,
    /// The compass name of each hexside of the board, by [`Dir::index`]
    /// (edition 1: right is E; edition 2: right is NE).
    pub compass: [Compass; 6],
    /// Indexed by [`Hex::index`] (a 15x15 table; a narrower grid leaves the
    /// columns beyond its edge unused).
    pub terrain: Vec<Terrain>,
    pub georef: Georef,
    pub coast: Vec<Coastline>,
    pub thames: Vec<MapPoint>,
    pub entry_hexes: [Hex; 6],
    pub entry_facing: Dir,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Georef {
    /// The centre of A1.
    pub a1_lat: f64,
    pub a1_lon: f64,
    pub km_per_degree_lat: f64,
    pub km_per_degree_lon: f64,
    /// The true bearing of the board's right, in degrees: 90 when the
    /// board's up is north (edition 1, the default), 36 for edition 2.
    #[serde(default = "Georef::north_up", skip_serializing_if = "Georef::is_north_up")]
    pub right_bearing_deg: f64,
}

impl Georef {
    fn north_up() -> f64 {
        90.0
    }

    fn is_north_up(b: &f64) -> bool {
        *b == 90.0
    }

    /// Board km (right of and above the centre of A1, the frame of
    /// [`Hex::centre_km`]) for a latitude and longitude (board-facts 1).
    pub fn km(&self, lat: f64, lon: f64) -> (f64, f64) {
        let east = (lon - self.a1_lon) * self.km_per_degree_lon;
        let north = (lat - self.a1_lat) * self.km_per_degree_lat;
        let (s, c) = self.right_bearing_deg.to_radians().sin_cos();
        (east * s + north * c, north * s - east * c)
    }

    /// Latitude and longitude of a point in board km (the inverse of
    /// [`Georef::km`]).
    pub fn lat_lon(&self, x: f64, y: f64) -> (f64, f64) {
        let (s, c) = self.right_bearing_deg.to_radians().sin_cos();
        let east = x * s - y * c;
        let north = x * c + y * s;
        (self.a1_lat + north / self.km_per_degree_lat, self.a1_lon + east / self.km_per_degree_lon)
    }

    /// The angle of true north on the board, counter-clockwise from the
    /// board's right, in degrees (90 when up is north; 36 for edition 2,
    /// where north is up and to the right).
    pub fn north_angle(&self) -> f64 {
        self.right_bearing_deg
    }
}

impl Map {
    /// The compass name of a hexside in this edition.
    pub fn compass(&self, d: Dir) -> Compass {
        self.compass[d.index()]
    }

    /// The hexside this edition gives a compass name to, if any.
    pub fn dir(&self, c: Compass) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| self.compass(*d) == c)
    }
}

#[derive(Debug, Clone)]
pub struct Coastline {
    pub name: String,
    pub points: Vec<MapPoint>,
}

/// A point of a coast or river line, with the place it is named after.
#[derive(Debug, Clone, PartialEq)]
pub struct MapPoint {
    pub lat: f64,
    pub lon: f64,
    pub place: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Land,
    Sea,
    OpenSea,
}

impl Terrain {
    /// The letter used in map.json.
    pub fn letter(self) -> char {
        match self {
            Terrain::Land => 'L',
            Terrain::Sea => 'S',
            Terrain::OpenSea => 'O',
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SiteKind {
    Sector,
    Satellite,
    Emergency,
    Radar,
    Port,
    OilDepot,
    Convoy,
    London,
}

impl SiteKind {
    pub const ALL: [SiteKind; 8] = [
        SiteKind::Sector,
        SiteKind::Satellite,
        SiteKind::Emergency,
        SiteKind::Radar,
        SiteKind::Port,
        SiteKind::OilDepot,
        SiteKind::Convoy,
        SiteKind::London,
    ];

    /// How many of each the game has (board-facts 2): 28 targets.
    pub fn expected_count(self) -> usize {
        match self {
            SiteKind::Sector => 5,
            SiteKind::Satellite => 8,
            SiteKind::Emergency => 4,
            SiteKind::Radar => 4,
            SiteKind::Port | SiteKind::OilDepot | SiteKind::Convoy => 1,
            SiteKind::London => 4,
        }
    }

    pub fn is_airfield(self) -> bool {
        matches!(self, SiteKind::Sector | SiteKind::Satellite | SiteKind::Emergency)
    }

    pub fn id(self) -> &'static str {
        match self {
            SiteKind::Sector => "sector",
            SiteKind::Satellite => "satellite",
            SiteKind::Emergency => "emergency",
            SiteKind::Radar => "radar",
            SiteKind::Port => "port",
            SiteKind::OilDepot => "oil-depot",
            SiteKind::Convoy => "convoy",
            SiteKind::London => "london",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Aa {
    None,
    Light,
    Heavy,
}

#[derive(Debug, Clone)]
pub struct Site {
    pub id: String,
    pub name: String,
    pub kind: SiteKind,
    pub hex: Hex,
    pub lat: f64,
    pub lon: f64,
    pub aa: Aa,
    pub balloons: bool,
    pub note: Option<String>,
}

#[derive(Debug, Clone)]
pub struct DaylightPhase {
    pub id: String,
    pub name: String,
    pub sun: Dir,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RaidMarker {
    NoRaid,
    Raiders(u8),
    Remix,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TopCover {
    All,
    None,
    Even,
    Odd,
}

impl TopCover {
    /// Does this result put the fighter with this ID in top cover?
    pub fn covers(self, id: u8) -> bool {
        match self {
            TopCover::All => true,
            TopCover::None => false,
            TopCover::Even => id.is_multiple_of(2),
            TopCover::Odd => id % 2 == 1,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExactAltitude {
    /// -1, 0 or +1 level for the raiders.
    pub raiders: i8,
    pub top_cover: TopCover,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeaModifiers {
    pub sea: u8,
    pub open_sea: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Survival {
    /// d6 + modifier at or above this is killed.
    pub killed_from: u8,
    pub before_rescue: SeaModifiers,
    pub from_rescue: SeaModifiers,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum WoundResult {
    Shaken,
    Wounded { weeks: u8 },
    CareerOver,
    Killed,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Weather {
    Clear,
    Rain,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    Fighter,
    Bomber,
    FighterBomber,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Guns {
    /// Two dice a burst, hit on 4 or less.
    #[serde(rename = "double-4")]
    Double4,
    /// Two dice a burst, hit on 5 or less.
    #[serde(rename = "double-5")]
    Double5,
    /// A bomber's nose gun: one die, hit on 1 (head-on answers only).
    #[serde(rename = "nose-1")]
    Nose1,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PositionKind {
    Engine,
    Pilot,
    Gunner,
    Frame,
}

/// An aircraft type: one counter design (8.42-8.44, 9).
#[derive(Debug, Clone)]
pub struct AircraftType {
    pub id: String,
    pub name: String,
    pub role: Role,
    pub speed: u8,
    pub action: i8,
    /// RAF only: the ace side's action (13.1).
    pub ace_action: Option<i8>,
    pub guns: Guns,
    /// Dice of the rear gun (0 or 1).
    pub rear_gun: u8,
    pub bombs: u8,
    pub dive_bomber: bool,
    pub positions: Vec<PositionKind>,
    /// Position index (0-based) hit by each d6 result.
    pub damage_table: [u8; 6],
    /// The values the rulebook itself fixes; the rest are reconstructed.
    pub rulebook_fields: Vec<String>,
}

impl AircraftType {
    pub fn engines(&self) -> usize {
        self.positions.iter().filter(|&&p| p == PositionKind::Engine).count()
    }

    /// Position hit by a die in a head-on attack (8.5): Gunner counts as
    /// Pilot and Frame as Engine; on a twin, 5 is the left engine and 6 the
    /// right.
    pub fn head_on_position(&self, die: u8) -> u8 {
        let normal = self.damage_table[(die.clamp(1, 6) - 1) as usize];
        let find = |kind: PositionKind, nth: usize| {
            self.positions.iter().enumerate().filter(|(_, p)| **p == kind).nth(nth).map(|(i, _)| i as u8)
        };
        match self.positions[normal as usize] {
            PositionKind::Gunner => find(PositionKind::Pilot, 0).unwrap_or(normal),
            PositionKind::Frame => {
                let nth = if self.engines() > 1 && die == 6 { 1 } else { 0 };
                find(PositionKind::Engine, nth).unwrap_or(normal)
            }
            _ => normal,
        }
    }

    /// A position's kind, and which of two of that kind it is (0 = left
    /// engine or frame A, 1 = right engine or frame B; None when single).
    pub fn position_parts(&self, index: u8) -> (PositionKind, Option<u8>) {
        let kind = self.positions[index as usize];
        let same: Vec<usize> =
            self.positions.iter().enumerate().filter(|(_, p)| **p == kind).map(|(i, _)| i).collect();
        let nth = (same.len() > 1).then(|| same.iter().position(|&i| i == index as usize).unwrap_or(0) as u8);
        (kind, nth)
    }

    /// Display name of a position in English: "Engine L", "Frame B", "Pilot".
    pub fn position_name(&self, index: u8) -> String {
        let kind = self.positions[index as usize];
        let same: Vec<usize> =
            self.positions.iter().enumerate().filter(|(_, p)| **p == kind).map(|(i, _)| i).collect();
        let base = match kind {
            PositionKind::Engine => "Engine",
            PositionKind::Pilot => "Pilot",
            PositionKind::Gunner => "Gunner",
            PositionKind::Frame => "Frame",
        };
        if same.len() < 2 {
            return base.to_string();
        }
        let nth = same.iter().position(|&i| i == index as usize).unwrap_or(0);
        let suffix = match (kind, nth) {
            (PositionKind::Engine, 0) => "L",
            (PositionKind::Engine, _) => "R",
            (_, 0) => "A",
            _ => "B",
        };
        format!("{base} {suffix}")
    }
}

#[derive(Debug, Clone)]
pub struct GermanUnit {
    pub id: u8,
    pub ty: usize,
}

#[derive(Debug, Clone)]
pub struct RafUnit {
    pub id: String,
    pub ty: usize,
    pub number: u8,
}

#[derive(Debug, Clone)]
pub struct PilotDef {
    pub id: String,
    pub name: String,
    pub rank: String,
    /// Index into `raf_types`: the type this pilot flies, always (3.3, 12.1).
    pub aircraft: usize,
    /// Victories from before the campaign (the ace, 3.4); they make him an
    /// ace but never count toward the score.
    pub prior_victories: u8,
}

#[derive(Debug, Clone)]
pub struct Calendar {
    pub days: Vec<(NaiveDate, Weather)>,
    pub sundays: Vec<NaiveDate>,
    /// Last day of the short, regular and long scenarios.
    pub ends: [NaiveDate; 3],
    pub blitz_from: NaiveDate,
    pub sea_rescue_from: NaiveDate,
    pub london_markers_from: NaiveDate,
    pub reinforcements: Vec<(NaiveDate, Vec<u8>)>,
    pub withdrawals: Vec<(NaiveDate, Vec<u8>)>,
}

impl Calendar {
    pub fn first_day(&self) -> NaiveDate {
        self.days[0].0
    }

    pub fn historical_weather(&self, date: NaiveDate) -> Option<Weather> {
        self.days.iter().find(|(d, _)| *d == date).map(|(_, w)| *w)
    }

    pub fn contains(&self, date: NaiveDate) -> bool {
        self.historical_weather(date).is_some()
    }
}

impl Edition {
    pub fn terrain(&self, hex: Hex) -> Terrain {
        self.map.terrain[hex.index()]
    }

    /// The site in a hex, if any (at most one per hex).
    pub fn site_at(&self, hex: Hex) -> Option<usize> {
        self.site_at[hex.index()].map(|i| i as usize)
    }

    /// The neighbour of `hex` across the hexside `d`, if it is on the
    /// grid: `map.grid.neighbour(hex, d)`, looked up.
    pub fn neighbour(&self, hex: Hex, d: Dir) -> Option<Hex> {
        Hex::from_index(self.neighbours[hex.index()][d.index()]? as usize)
    }

    /// The neighbours of the hex of index `hex` ([`Hex::index`]), by
    /// [`Dir::index`], as indices.
    pub fn neighbour_indices(&self, hex: usize) -> [Option<usize>; 6] {
        self.neighbours[hex].map(|n| n.map(usize::from))
    }

    pub fn site_by_id(&self, id: &str) -> Option<usize> {
        let want = id.trim().to_ascii_lowercase();
        self.sites.iter().position(|s| s.id == want || s.name.to_ascii_lowercase() == want)
    }

    pub fn sites_of(&self, kind: SiteKind) -> impl Iterator<Item = usize> + '_ {
        self.sites.iter().enumerate().filter(move |(_, s)| s.kind == kind).map(|(i, _)| i)
    }

    pub fn german_type(&self, id: u8) -> &AircraftType {
        &self.german_types[self.german[id as usize - 1].ty]
    }

    /// The RAF aircraft of a type and number (#1 or #2).
    pub fn raf_unit(&self, ty: usize, number: u8) -> Option<usize> {
        self.raf.iter().position(|u| u.ty == ty && u.number == number)
    }

    /// An RAF aircraft's name, its type's and its number: "Spitfire I #1"
    /// (a proper name from the board, the same in every language).
    pub fn plane_name(&self, plane: u8) -> String {
        let u = &self.raf[plane as usize];
        format!("{} #{}", self.raf_types[u.ty].name, u.number)
    }

    /// German units not in the initial cup: the reinforcements (3.6).
    pub fn reinforcement_ids(&self) -> BTreeSet<u8> {
        self.calendar.reinforcements.iter().flat_map(|(_, ids)| ids.iter().copied()).collect()
    }

    /// The initial cup of German units (3.6).
    pub fn initial_cup(&self) -> Vec<u8> {
        let later = self.reinforcement_ids();
        self.german.iter().map(|u| u.id).filter(|id| !later.contains(id)).collect()
    }
}
