//! The six files exactly as written in JSON. Unknown fields are refused, so a
//! typo is caught; everything else is checked in `check.rs`.

use super::model::*;
use crate::board::hex::{Compass, Hex};
use crate::board::level::Level;
use chrono::NaiveDate;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapFile {
    pub source: String,
    #[serde(default)]
    pub note: String,
    /// The edition's number; absent in edition 1's files.
    #[serde(default)]
    pub edition: Option<u32>,
    pub rows: String,
    pub columns: u32,
    pub hex_km: f64,
    pub odd_rows_shifted_east: bool,
    /// The compass name of each hexside; absent, they follow from the
    /// georeference's bearing.
    #[serde(default)]
    pub directions: Option<Directions>,
    pub georeference: Georef,
    pub terrain_legend: BTreeMap<String, String>,
    pub terrain: BTreeMap<String, String>,
    pub coast: Vec<Line>,
    pub thames: Vec<Point>,
    pub entry_hexes: Vec<Hex>,
    pub entry_facing: Compass,
}

/// The compass name of each hexside of the board.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Directions {
    pub right: Compass,
    pub up_right: Compass,
    pub up_left: Compass,
    pub left: Compass,
    pub down_left: Compass,
    pub down_right: Compass,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Line {
    pub name: String,
    pub points: Vec<Point>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Point {
    #[serde(default)]
    pub place: String,
    pub lat: f64,
    pub lon: f64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SitesFile {
    pub source: String,
    #[serde(default)]
    pub note: String,
    pub sites: Vec<SiteRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiteRow {
    pub id: String,
    pub name: String,
    pub kind: SiteKind,
    pub hex: Hex,
    pub lat: f64,
    pub lon: f64,
    pub aa: Aa,
    pub balloons: bool,
    #[serde(default)]
    pub note: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sourced<T> {
    pub source: String,
    #[serde(default)]
    pub note: String,
    #[serde(flatten)]
    pub body: T,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TablesFile {
    pub phases: Sourced<Phases>,
    pub raid_size_markers: Sourced<Markers>,
    pub london_burning: Sourced<LondonBurning>,
    pub reported_altitude: Sourced<ReportedAltitude>,
    pub exact_altitude: Sourced<ExactAltitudeTable>,
    pub flight_path: Sourced<FlightPath>,
    pub pilot_survival: Sourced<SurvivalTable>,
    pub wounds: Sourced<WoundTable>,
    pub optional_weather: Sourced<OptionalWeather>,
}

#[derive(Deserialize)]
pub struct Phases {
    pub daylight: Vec<PhaseRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhaseRow {
    pub id: String,
    pub name: String,
    pub sun: Compass,
}

#[derive(Deserialize)]
pub struct Markers {
    pub markers: Vec<MarkerRow>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MarkerKind {
    NoRaid,
    Raiders,
    Remix,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarkerRow {
    pub kind: MarkerKind,
    #[serde(default)]
    pub raiders: Option<u8>,
    pub count: u8,
}

#[derive(Deserialize)]
pub struct LondonBurning {
    pub steps: Vec<LondonStep>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LondonStep {
    pub damaged_from: u8,
    pub extra_raiders: u8,
}

#[derive(Deserialize)]
pub struct ReportedAltitude {
    pub rows: Vec<ReportedRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReportedRow {
    pub from: u8,
    pub to: u8,
    pub altitude: Level,
}

#[derive(Deserialize)]
pub struct ExactAltitudeTable {
    pub rows: Vec<ExactRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExactRow {
    pub roll: u8,
    pub raiders: i8,
    pub top_cover: TopCover,
}

#[derive(Deserialize)]
pub struct FlightPath {
    pub speed_3: Vec<PathRow>,
    pub speed_4: Vec<PathRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PathRow {
    pub roll: u8,
    pub steps: Vec<Compass>,
}

#[derive(Deserialize)]
pub struct SurvivalTable {
    pub killed_from: u8,
    pub before_rescue: SeaModifiers,
    pub from_rescue: SeaModifiers,
}

#[derive(Deserialize)]
pub struct WoundTable {
    pub rows: Vec<WoundRow>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WoundKind {
    Shaken,
    Wounded,
    CareerOver,
    Killed,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WoundRow {
    pub roll: u8,
    pub result: WoundKind,
    #[serde(default)]
    pub weeks: Option<u8>,
}

#[derive(Deserialize)]
pub struct OptionalWeather {
    pub clear: Vec<u8>,
    pub rain: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AircraftFile {
    pub source: String,
    #[serde(default)]
    pub note: String,
    pub german_types: Vec<TypeRow>,
    pub german_units: Vec<GermanUnitRow>,
    pub raf_types: Vec<TypeRow>,
    pub raf_units: Vec<RafUnitRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypeRow {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub role: Option<Role>,
    pub speed: u8,
    pub action: i8,
    #[serde(default)]
    pub ace_action: Option<i8>,
    pub guns: Guns,
    #[serde(default)]
    pub rear_gun: u8,
    #[serde(default)]
    pub bombs: u8,
    #[serde(default)]
    pub dive_bomber: bool,
    pub positions: Vec<PositionKind>,
    pub damage_table: Vec<u8>,
    #[serde(default)]
    pub rulebook_fields: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GermanUnitRow {
    pub id: u8,
    #[serde(rename = "type")]
    pub ty: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RafUnitRow {
    pub id: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub number: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PilotsFile {
    pub source: String,
    #[serde(default)]
    pub note: String,
    pub pilots: Vec<PilotRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PilotRow {
    pub id: String,
    pub name: String,
    pub rank: String,
    pub aircraft: String,
    pub prior_victories: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CalendarFile {
    pub source: String,
    #[serde(default)]
    pub note: String,
    pub days: Vec<DayRow>,
    pub sundays: Vec<NaiveDate>,
    pub scenario_ends: Ends,
    pub blitz_from: NaiveDate,
    pub sea_rescue_from: NaiveDate,
    pub london_markers_from: NaiveDate,
    pub reinforcements: Vec<UnitsOnDate>,
    pub withdrawals: Vec<UnitsOnDate>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DayRow {
    pub date: NaiveDate,
    pub weather: Weather,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ends {
    pub short: NaiveDate,
    pub regular: NaiveDate,
    pub long: NaiveDate,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitsOnDate {
    pub date: NaiveDate,
    pub units: Vec<u8>,
}
