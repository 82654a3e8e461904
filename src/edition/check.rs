//! The validation of an edition: every rule the engine relies on, checked
//! once on load. A bad file is refused with the file, the field and the
//! reason; all the problems found are reported at once.

use super::Source;
use super::model::*;
use super::raw;
use crate::board::hex::{COLS, Compass, Dir, Grid, Hex};
use crate::board::level::Level;
use chrono::NaiveDate;
use serde::de::DeserializeOwned;
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    Missing,
    NotAFolder,
    /// The file was not read (a FIFO, a device, too large, ...).
    File(crate::files::FileError),
    /// A JSON or type error, with the parser's own words.
    Parse(String),
    MustBe {
        expected: String,
        found: String,
    },
    Range {
        min: i64,
        max: i64,
        found: i64,
    },
    Duplicate(String),
    Unknown {
        value: String,
        file: String,
    },
    Count {
        expected: usize,
        found: usize,
    },
    Cover {
        range: String,
        missing: String,
    },
    SiteTerrain {
        site: String,
        hex: Hex,
        found: Terrain,
    },
    SameHex {
        site: String,
        other: String,
        hex: Hex,
    },
    NotInCalendar(NaiveDate),
    Order {
        value: String,
        other: String,
    },
    Positions(String),
    UnusedPosition(String),
    Bombs {
        role: String,
        bombs: u8,
    },
    Direction(Compass),
}

/// One thing wrong with one field of one file.
#[derive(Debug, Clone, PartialEq)]
pub struct EditionError {
    pub file: String,
    /// Path of the field, like `sites[3].hex` (empty for the whole file).
    pub field: String,
    pub problem: Problem,
}

/// Every problem found in an edition.
#[derive(Debug, Clone, PartialEq)]
pub struct EditionErrors(pub Vec<EditionError>);

// Their words, and their `Display` (in English): `src/text/edition.rs`.
impl std::error::Error for EditionErrors {}

pub(super) fn parse_file<T: DeserializeOwned>(src: &Source) -> Result<(T, String), EditionError> {
    let value: serde_json::Value = serde_json::from_str(&src.text).map_err(|e| EditionError {
        file: src.label.clone(),
        field: String::new(),
        problem: Problem::Parse(e.to_string()),
    })?;
    let canon = value.to_string();
    let raw: T = serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        EditionError {
            file: src.label.clone(),
            field: if path == "." { String::new() } else { path },
            problem: Problem::Parse(e.into_inner().to_string()),
        }
    })?;
    Ok((raw, canon))
}

/// Edition 1's names of the hexsides (the board's up is north).
const EDITION_1_COMPASS: [Compass; 6] =
    [Compass::E, Compass::NE, Compass::NW, Compass::W, Compass::SW, Compass::SE];

#[derive(Default)]
pub(super) struct Checker {
    errors: Vec<EditionError>,
    provenance: Vec<Provenance>,
}

pub(super) struct Tables {
    phases: Vec<DaylightPhase>,
    raid_markers: Vec<RaidMarker>,
    london_burning: Vec<(u8, u8)>,
    reported_altitude: Vec<(u8, u8, Level)>,
    exact_altitude: [ExactAltitude; 11],
    flight_path_3: [Vec<Dir>; 6],
    flight_path_4: [Vec<Dir>; 6],
    survival: Survival,
    wounds: [WoundResult; 6],
    optional_weather: [Weather; 6],
}

type Aircraft = (Vec<AircraftType>, Vec<GermanUnit>, Vec<AircraftType>, Vec<RafUnit>);

impl Checker {
    fn provenance(&mut self, file: &str, table: &str, source: &str, note: &str) {
        if source != "rulebook" && source != "reconstructed" {
            let field = if matches!(table, "map" | "sites" | "aircraft" | "pilots" | "calendar") {
                "source".to_string()
            } else {
                format!("{table}.source")
            };
            self.must_be(file, &field, false, "\"rulebook\" or \"reconstructed\"", format!("{source:?}"));
        }
        self.provenance.push(Provenance { table: table.into(), source: source.into(), note: note.into() });
    }

    fn err(&mut self, file: &str, field: impl Into<String>, problem: Problem) {
        self.errors.push(EditionError { file: file.to_string(), field: field.into(), problem });
    }

    fn range(&mut self, file: &str, field: impl Into<String>, v: i64, min: i64, max: i64) -> bool {
        if (min..=max).contains(&v) {
            true
        } else {
            self.err(file, field, Problem::Range { min, max, found: v });
            false
        }
    }

    fn must_be(
        &mut self,
        file: &str,
        field: &str,
        ok: bool,
        expected: impl fmt::Display,
        found: impl fmt::Display,
    ) {
        if !ok {
            self.err(
                file,
                field,
                Problem::MustBe { expected: expected.to_string(), found: found.to_string() },
            );
        }
    }

    /// Rows keyed by a die roll must cover `lo..=hi` exactly once.
    fn cover(&mut self, file: &str, field: &str, rolls: &[u8], lo: u8, hi: u8) -> bool {
        for want in lo..=hi {
            if rolls.iter().filter(|&&r| r == want).count() != 1 {
                self.err(
                    file,
                    field,
                    Problem::Cover { range: format!("{lo}-{hi}"), missing: want.to_string() },
                );
                return false;
            }
        }
        if rolls.len() != (hi - lo + 1) as usize {
            self.err(file, field, Problem::Count { expected: (hi - lo + 1) as usize, found: rolls.len() });
            return false;
        }
        true
    }

    fn map(&mut self, f: &str, m: raw::MapFile) -> Option<Map> {
        let n0 = self.errors.len();
        self.must_be(f, "rows", m.rows == "ABCDEFGHIJKLMNO", "\"ABCDEFGHIJKLMNO\"", format!("{:?}", m.rows));
        let grid = Grid::new(m.columns.min(u8::MAX as u32) as u8);
        if grid.is_none() {
            self.range(f, "columns", m.columns as i64, 1, COLS as i64);
        }
        let grid = grid.unwrap_or(Grid::new(COLS).expect("15 columns"));
        let cols = grid.cols() as usize;
        if let Some(n) = m.edition {
            self.range(f, "edition", n as i64, 1, 99);
        }
        self.must_be(f, "odd_rows_shifted_east", m.odd_rows_shifted_east, true, m.odd_rows_shifted_east);
        self.must_be(f, "hex_km", m.hex_km == 10.0, 10, m.hex_km);
        let g = m.georeference;
        for (name, v, lo, hi) in [
            ("georeference.a1_lat", g.a1_lat, -90.0, 90.0),
            ("georeference.a1_lon", g.a1_lon, -180.0, 180.0),
            ("georeference.km_per_degree_lat", g.km_per_degree_lat, 1.0, 200.0),
            ("georeference.km_per_degree_lon", g.km_per_degree_lon, 1.0, 200.0),
            ("georeference.right_bearing_deg", g.right_bearing_deg, 0.0, 360.0),
        ] {
            if !(v.is_finite() && (lo..=hi).contains(&v)) {
                self.err(f, name, Problem::Range { min: lo as i64, max: hi as i64, found: v as i64 });
            }
        }
        for (code, name) in [("L", "land"), ("S", "sea"), ("O", "open sea")] {
            let found = m.terrain_legend.get(code).map(String::as_str).unwrap_or("");
            self.must_be(
                f,
                &format!("terrain_legend.{code}"),
                found == name,
                format!("{name:?}"),
                format!("{found:?}"),
            );
        }
        let mut terrain = vec![Terrain::Land; 225];
        for (r, letter) in "ABCDEFGHIJKLMNO".chars().enumerate() {
            let field = format!("terrain.{letter}");
            let Some(row) = m.terrain.get(&letter.to_string()) else {
                self.err(f, field, Problem::Missing);
                continue;
            };
            if row.chars().count() != cols || !row.chars().all(|c| "LSO".contains(c)) {
                self.err(
                    f,
                    field,
                    Problem::MustBe {
                        expected: format!("{cols} letters (the columns), each L, S or O"),
                        found: format!("{row:?}"),
                    },
                );
                continue;
            }
            for (c, ch) in row.chars().enumerate() {
                terrain[r * 15 + c] = match ch {
                    'L' => Terrain::Land,
                    'S' => Terrain::Sea,
                    _ => Terrain::OpenSea,
                };
            }
        }
        for key in m.terrain.keys() {
            if key.len() != 1 || !"ABCDEFGHIJKLMNO".contains(key.as_str()) {
                self.err(
                    f,
                    format!("terrain.{key}"),
                    Problem::Unknown { value: key.clone(), file: "rows".into() },
                );
            }
        }
        let compass = self.directions(f, m.directions.as_ref(), g.right_bearing_deg);
        let mut coast = Vec::new();
        for (i, line) in m.coast.iter().enumerate() {
            if line.points.len() < 2 {
                self.err(
                    f,
                    format!("coast[{i}].points"),
                    Problem::Count { expected: 2, found: line.points.len() },
                );
            }
            coast.push(Coastline {
                name: line.name.clone(),
                points: self.points(f, &format!("coast[{i}]"), &line.points),
            });
        }
        let thames = self.points(f, "thames", &m.thames);
        if m.entry_hexes.len() != 6 {
            self.err(f, "entry_hexes", Problem::Count { expected: 6, found: m.entry_hexes.len() });
        }
        for (i, h) in m.entry_hexes.iter().enumerate() {
            self.must_be(
                f,
                &format!("entry_hexes[{i}]"),
                h.row() == 0 && grid.contains(*h),
                "a hex of row A (5.3)",
                h,
            );
            if terrain[h.index()] == Terrain::Land {
                self.err(
                    f,
                    format!("entry_hexes[{i}]"),
                    Problem::MustBe { expected: "a sea hex".into(), found: h.to_string() },
                );
            }
        }
        let mut seen = BTreeSet::new();
        for (i, h) in m.entry_hexes.iter().enumerate() {
            if !seen.insert(*h) {
                self.err(f, format!("entry_hexes[{i}]"), Problem::Duplicate(h.to_string()));
            }
        }
        let entry_facing =
            compass.and_then(|c| Dir::ALL.into_iter().find(|d| c[d.index()] == m.entry_facing));
        if compass.is_some() && entry_facing.is_none_or(Dir::goes_down) {
            self.err(f, "entry_facing", Problem::Direction(m.entry_facing));
        }
        if self.errors.len() != n0 {
            return None;
        }
        self.provenance(f, "map", &m.source, &m.note);
        Some(Map {
            grid,
            compass: compass?,
            terrain,
            georef: g,
            coast,
            thames,
            entry_hexes: m.entry_hexes.try_into().ok()?,
            entry_facing: entry_facing?,
        })
    }

    /// The compass name of each hexside: each must be the nearest of the six
    /// names to the hexside's true bearing, given the board's turn
    /// (board-facts 1); absent, they are derived from it.
    fn directions(
        &mut self,
        f: &str,
        given: Option<&raw::Directions>,
        right_bearing: f64,
    ) -> Option<[Compass; 6]> {
        let nearest = |d: Dir| {
            // The board's angles run counter-clockwise, bearings clockwise.
            let bearing = (right_bearing - d.board_angle()).rem_euclid(360.0);
            let off = |c: Compass| {
                let x = (c.bearing() - bearing).abs();
                x.min(360.0 - x)
            };
            Compass::ALL.into_iter().min_by(|a, b| off(*a).total_cmp(&off(*b))).expect("six names")
        };
        let derived = Dir::ALL.map(nearest);
        let Some(g) = given else {
            let distinct: BTreeSet<Compass> = derived.iter().copied().collect();
            if distinct.len() != 6 {
                self.must_be(
                    f,
                    "georeference.right_bearing_deg",
                    false,
                    "a turn that gives each hexside its own compass name",
                    right_bearing,
                );
                return None;
            }
            return Some(derived);
        };
        let named = [
            (Dir::Right, "right", g.right),
            (Dir::UpRight, "up_right", g.up_right),
            (Dir::UpLeft, "up_left", g.up_left),
            (Dir::Left, "left", g.left),
            (Dir::DownLeft, "down_left", g.down_left),
            (Dir::DownRight, "down_right", g.down_right),
        ];
        let mut out = derived;
        let mut ok = true;
        for (d, field, c) in named {
            if c != derived[d.index()] {
                ok = false;
                self.must_be(f, &format!("directions.{field}"), false, derived[d.index()], c);
            }
            out[d.index()] = c;
        }
        ok.then_some(out)
    }

    fn points(&mut self, f: &str, field: &str, pts: &[raw::Point]) -> Vec<MapPoint> {
        let mut out = Vec::with_capacity(pts.len());
        for (i, p) in pts.iter().enumerate() {
            if !(p.lat.is_finite() && p.lon.is_finite() && p.lat.abs() <= 90.0 && p.lon.abs() <= 180.0) {
                self.err(
                    f,
                    format!("{field}[{i}]"),
                    Problem::MustBe {
                        expected: "a latitude and longitude".into(),
                        found: format!("{} {}", p.lat, p.lon),
                    },
                );
            }
            out.push(MapPoint { lat: p.lat, lon: p.lon, place: p.place.clone() });
        }
        out
    }

    fn sites(&mut self, f: &str, s: raw::SitesFile, map: Option<&Map>) -> Option<Vec<Site>> {
        let n0 = self.errors.len();
        let mut ids = BTreeSet::new();
        let mut at: BTreeMap<Hex, String> = BTreeMap::new();
        for (i, row) in s.sites.iter().enumerate() {
            let field = format!("sites[{i}]");
            if row.id.is_empty()
                || !row.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                self.err(
                    f,
                    format!("{field}.id"),
                    Problem::MustBe {
                        expected: "lower-case letters, digits and '-'".into(),
                        found: format!("{:?}", row.id),
                    },
                );
            }
            if !ids.insert(row.id.clone()) {
                self.err(f, format!("{field}.id"), Problem::Duplicate(row.id.clone()));
            }
            if let Some(other) = at.insert(row.hex, row.name.clone()) {
                self.err(
                    f,
                    format!("{field}.hex"),
                    Problem::SameHex { site: row.name.clone(), other, hex: row.hex },
                );
            }
            if !(row.lat.is_finite() && row.lon.is_finite()) {
                self.err(
                    f,
                    format!("{field}.lat"),
                    Problem::MustBe {
                        expected: "a latitude and longitude".into(),
                        found: format!("{} {}", row.lat, row.lon),
                    },
                );
            }
            if let Some(map) = map.filter(|m| !m.grid.contains(row.hex)) {
                self.err(
                    f,
                    format!("{field}.hex"),
                    Problem::MustBe {
                        expected: format!("a hex of the map (columns 1-{})", map.grid.cols()),
                        found: row.hex.to_string(),
                    },
                );
            } else if let Some(map) = map {
                let t = map.terrain[row.hex.index()];
                let wants_water = row.kind == SiteKind::Convoy;
                if wants_water == (t == Terrain::Land) {
                    self.err(
                        f,
                        format!("{field}.hex"),
                        Problem::SiteTerrain { site: row.name.clone(), hex: row.hex, found: t },
                    );
                }
            }
            // 6.7: Dover and the four London hexes hold the balloon barrages.
            let balloons = matches!(row.kind, SiteKind::Port | SiteKind::London);
            self.must_be(f, &format!("{field}.balloons"), row.balloons == balloons, balloons, row.balloons);
        }
        for kind in SiteKind::ALL {
            let found = s.sites.iter().filter(|r| r.kind == kind).count();
            if found != kind.expected_count() {
                self.err(
                    f,
                    format!("sites (kind \"{}\")", kind.id()),
                    Problem::Count { expected: kind.expected_count(), found },
                );
            }
        }
        if self.errors.len() != n0 {
            return None;
        }
        self.provenance(f, "sites", &s.source, &s.note);
        Some(
            s.sites
                .into_iter()
                .map(|r| Site {
                    id: r.id,
                    name: r.name,
                    kind: r.kind,
                    hex: r.hex,
                    lat: r.lat,
                    lon: r.lon,
                    aa: r.aa,
                    balloons: r.balloons,
                    note: r.note,
                })
                .collect(),
        )
    }

    /// The tables; their directions are in the compass names of the map's
    /// hexsides.
    fn tables(&mut self, f: &str, t: raw::TablesFile, compass: &[Compass; 6]) -> Option<Tables> {
        let n0 = self.errors.len();
        // Phases: four daylight phases (4.2).
        let phases = &t.phases.body.daylight;
        if phases.len() != 4 {
            self.err(f, "phases.daylight", Problem::Count { expected: 4, found: phases.len() });
        }
        // Raid-size markers (5.3).
        let mut raid_markers = Vec::new();
        for (i, m) in t.raid_size_markers.body.markers.iter().enumerate() {
            let field = format!("raid_size_markers.markers[{i}]");
            let marker = match m.kind {
                raw::MarkerKind::NoRaid => RaidMarker::NoRaid,
                raw::MarkerKind::Remix => RaidMarker::Remix,
                raw::MarkerKind::Raiders => match m.raiders {
                    Some(n) if self.range(f, format!("{field}.raiders"), n as i64, 1, 25) => {
                        RaidMarker::Raiders(n)
                    }
                    Some(_) => continue,
                    None => {
                        self.err(f, format!("{field}.raiders"), Problem::Missing);
                        continue;
                    }
                },
            };
            if m.raiders.is_some() && !matches!(marker, RaidMarker::Raiders(_)) {
                self.err(
                    f,
                    format!("{field}.raiders"),
                    Problem::MustBe {
                        expected: "absent on this kind".into(),
                        found: format!("{:?}", m.raiders),
                    },
                );
            }
            self.range(f, format!("{field}.count"), m.count as i64, 0, 30);
            raid_markers.extend(std::iter::repeat_n(marker, m.count as usize));
        }
        if raid_markers.len() > 200 {
            self.err(
                f,
                "raid_size_markers.markers",
                Problem::Range { min: 1, max: 200, found: raid_markers.len() as i64 },
            );
        }
        if !raid_markers.iter().any(|m| matches!(m, RaidMarker::Raiders(_) | RaidMarker::NoRaid)) {
            self.err(f, "raid_size_markers.markers", Problem::Count { expected: 1, found: 0 });
        }
        // London's Burning (10.4).
        let mut london_burning = Vec::new();
        let mut last = (0u8, 0u8);
        for (i, s) in t.london_burning.body.steps.iter().enumerate() {
            let field = format!("london_burning.steps[{i}]");
            self.range(f, format!("{field}.damaged_from"), s.damaged_from as i64, 1, 5);
            self.range(f, format!("{field}.extra_raiders"), s.extra_raiders as i64, 1, 10);
            if s.damaged_from <= last.0 || s.extra_raiders <= last.1 {
                self.err(
                    f,
                    field,
                    Problem::Order { value: s.damaged_from.to_string(), other: last.0.to_string() },
                );
            }
            last = (s.damaged_from, s.extra_raiders);
            london_burning.push(last);
        }
        // Reported altitude (5.3): 2d6 plus at most one.
        let rows = &t.reported_altitude.body.rows;
        let mut covered = Vec::new();
        for (i, r) in rows.iter().enumerate() {
            let field = format!("reported_altitude.rows[{i}]");
            if r.from > r.to {
                self.err(
                    f,
                    field.clone(),
                    Problem::Order { value: r.to.to_string(), other: r.from.to_string() },
                );
            }
            if r.altitude < Level::A5 || r.altitude > Level::BOMBER_CEILING {
                self.err(
                    f,
                    format!("{field}.altitude"),
                    Problem::Range { min: 5000, max: 25000, found: r.altitude.thousands() as i64 * 1000 },
                );
            }
            covered.extend(r.from..=r.to);
        }
        self.cover(f, "reported_altitude.rows", &covered, 2, 13);
        // Exact altitude and top cover (7.1).
        let ex = &t.exact_altitude.body.rows;
        let rolls: Vec<u8> = ex.iter().map(|r| r.roll).collect();
        let mut exact_altitude = [ExactAltitude { raiders: 0, top_cover: TopCover::None }; 11];
        if self.cover(f, "exact_altitude.rows", &rolls, 2, 12) {
            for (i, r) in ex.iter().enumerate() {
                self.range(f, format!("exact_altitude.rows[{i}].raiders"), r.raiders as i64, -1, 1);
                exact_altitude[(r.roll - 2) as usize] =
                    ExactAltitude { raiders: r.raiders, top_cover: r.top_cover };
            }
        }
        // Flight path (6.4).
        let fp3 = self.path(f, "flight_path.speed_3", &t.flight_path.body.speed_3, 3, compass);
        let fp4 = self.path(f, "flight_path.speed_4", &t.flight_path.body.speed_4, 4, compass);
        // Pilot survival (9.5).
        let sv = &t.pilot_survival.body;
        self.range(f, "pilot_survival.killed_from", sv.killed_from as i64, 2, 7);
        for (name, m) in [("before_rescue", sv.before_rescue), ("from_rescue", sv.from_rescue)] {
            self.range(f, format!("pilot_survival.{name}.sea"), m.sea as i64, 0, 6);
            self.range(f, format!("pilot_survival.{name}.open_sea"), m.open_sea as i64, 0, 6);
        }
        // Wounds (11.2).
        let wr = &t.wounds.body.rows;
        let rolls: Vec<u8> = wr.iter().map(|r| r.roll).collect();
        let mut wounds = [WoundResult::Shaken; 6];
        if self.cover(f, "wounds.rows", &rolls, 1, 6) {
            for (i, r) in wr.iter().enumerate() {
                let field = format!("wounds.rows[{i}]");
                let res = match r.result {
                    raw::WoundKind::Shaken => WoundResult::Shaken,
                    raw::WoundKind::CareerOver => WoundResult::CareerOver,
                    raw::WoundKind::Killed => WoundResult::Killed,
                    raw::WoundKind::Wounded => match r.weeks {
                        Some(w) if self.range(f, format!("{field}.weeks"), w as i64, 1, 8) => {
                            WoundResult::Wounded { weeks: w }
                        }
                        Some(_) => continue,
                        None => {
                            self.err(f, format!("{field}.weeks"), Problem::Missing);
                            continue;
                        }
                    },
                };
                wounds[(r.roll - 1) as usize] = res;
            }
        }
        // Optional weather (4.3).
        let ow = &t.optional_weather.body;
        let all: Vec<u8> = ow.clear.iter().chain(&ow.rain).copied().collect();
        let mut optional_weather = [Weather::Clear; 6];
        if self.cover(f, "optional_weather", &all, 1, 6) {
            for &r in &ow.rain {
                optional_weather[(r - 1) as usize] = Weather::Rain;
            }
        }
        for (name, source, note) in [
            ("phases", &t.phases.source, &t.phases.note),
            ("raid_size_markers", &t.raid_size_markers.source, &t.raid_size_markers.note),
            ("london_burning", &t.london_burning.source, &t.london_burning.note),
            ("reported_altitude", &t.reported_altitude.source, &t.reported_altitude.note),
            ("exact_altitude", &t.exact_altitude.source, &t.exact_altitude.note),
            ("flight_path", &t.flight_path.source, &t.flight_path.note),
            ("pilot_survival", &t.pilot_survival.source, &t.pilot_survival.note),
            ("wounds", &t.wounds.source, &t.wounds.note),
            ("optional_weather", &t.optional_weather.source, &t.optional_weather.note),
        ] {
            self.provenance(f, name, source, note);
        }
        if self.errors.len() != n0 {
            return None;
        }
        Some(Tables {
            phases: phases
                .iter()
                .map(|p| DaylightPhase {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    sun: Dir::ALL.into_iter().find(|d| compass[d.index()] == p.sun).unwrap_or(Dir::Right),
                })
                .collect(),
            raid_markers,
            london_burning,
            reported_altitude: rows.iter().map(|r| (r.from, r.to, r.altitude)).collect(),
            exact_altitude,
            flight_path_3: fp3?,
            flight_path_4: fp4?,
            survival: Survival {
                killed_from: sv.killed_from,
                before_rescue: sv.before_rescue,
                from_rescue: sv.from_rescue,
            },
            wounds,
            optional_weather,
        })
    }

    fn path(
        &mut self,
        f: &str,
        field: &str,
        rows: &[raw::PathRow],
        speed: usize,
        compass: &[Compass; 6],
    ) -> Option<[Vec<Dir>; 6]> {
        let rolls: Vec<u8> = rows.iter().map(|r| r.roll).collect();
        if !self.cover(f, field, &rolls, 1, 6) {
            return None;
        }
        let mut out: [Vec<Dir>; 6] = Default::default();
        let mut ok = true;
        for (i, r) in rows.iter().enumerate() {
            if r.steps.len() != speed {
                self.err(
                    f,
                    format!("{field}[{i}].steps"),
                    Problem::Count { expected: speed, found: r.steps.len() },
                );
                ok = false;
            }
            for (j, c) in r.steps.iter().enumerate() {
                // 6.4: outbound a raid flies towards row O, never along the
                // SW-NE axis (edition 2: only W and NW; edition 1's rows run
                // west to east, so it may also step W and E).
                let d = Dir::ALL.into_iter().find(|d| compass[d.index()] == *c);
                match d {
                    Some(d) if !d.goes_down() && !matches!(c, Compass::NE | Compass::SW) => {
                        out[(r.roll - 1) as usize].push(d)
                    }
                    _ => {
                        self.err(f, format!("{field}[{i}].steps[{j}]"), Problem::Direction(*c));
                        ok = false;
                    }
                }
            }
        }
        ok.then_some(out)
    }

    fn aircraft_type(&mut self, f: &str, field: &str, r: &raw::TypeRow, raf: bool) -> Option<AircraftType> {
        let n0 = self.errors.len();
        self.range(f, format!("{field}.speed"), r.speed as i64, 3, 4);
        self.range(f, format!("{field}.action"), r.action as i64, 0, 9);
        self.range(f, format!("{field}.rear_gun"), r.rear_gun as i64, 0, 1);
        self.range(f, format!("{field}.bombs"), r.bombs as i64, 0, 4);
        let count = |k| r.positions.iter().filter(|&&p| p == k).count();
        let (e, p, g, fr) = (
            count(PositionKind::Engine),
            count(PositionKind::Pilot),
            count(PositionKind::Gunner),
            count(PositionKind::Frame),
        );
        if p != 1 || !(1..=2).contains(&e) || !(1..=2).contains(&fr) || g > 1 {
            self.err(f, format!("{field}.positions"), Problem::Positions(format!("{:?}", r.positions)));
        }
        if r.damage_table.len() != 6 {
            self.err(
                f,
                format!("{field}.damage_table"),
                Problem::Count { expected: 6, found: r.damage_table.len() },
            );
        }
        for (i, &v) in r.damage_table.iter().enumerate() {
            self.range(f, format!("{field}.damage_table[{i}]"), v as i64, 1, r.positions.len() as i64);
        }
        for (i, _) in r.positions.iter().enumerate() {
            if !r.damage_table.contains(&(i as u8 + 1)) {
                self.err(f, format!("{field}.damage_table"), Problem::UnusedPosition(format!("{}", i + 1)));
            }
        }
        let role = if raf { Role::Fighter } else { r.role.unwrap_or(Role::Fighter) };
        if raf {
            if r.ace_action.is_none() {
                self.err(f, format!("{field}.ace_action"), Problem::Missing);
            }
            self.must_be(
                f,
                &format!("{field}.guns"),
                r.guns != Guns::Nose1,
                "double-4 or double-5",
                "nose-1",
            );
        } else {
            if r.role.is_none() {
                self.err(f, format!("{field}.role"), Problem::Missing);
            }
            let bad_bombs = match role {
                Role::Fighter => r.bombs != 0,
                Role::Bomber | Role::FighterBomber => r.bombs == 0,
            };
            if bad_bombs {
                self.err(
                    f,
                    format!("{field}.bombs"),
                    Problem::Bombs { role: format!("{role:?}").to_lowercase(), bombs: r.bombs },
                );
            }
            let fighter_guns = r.guns != Guns::Nose1;
            self.must_be(
                f,
                &format!("{field}.guns"),
                fighter_guns == (role != Role::Bomber),
                if role == Role::Bomber { "nose-1" } else { "double-4 or double-5" },
                format!("{:?}", r.guns),
            );
        }
        if self.errors.len() != n0 {
            return None;
        }
        let mut table = [0u8; 6];
        for (i, v) in r.damage_table.iter().enumerate() {
            table[i] = v - 1;
        }
        Some(AircraftType {
            id: r.id.clone(),
            name: r.name.clone(),
            role,
            speed: r.speed,
            action: r.action,
            ace_action: r.ace_action,
            guns: r.guns,
            rear_gun: r.rear_gun,
            bombs: r.bombs,
            dive_bomber: r.dive_bomber,
            positions: r.positions.clone(),
            damage_table: table,
            rulebook_fields: r.rulebook_fields.clone(),
        })
    }

    fn aircraft(&mut self, f: &str, a: raw::AircraftFile) -> Option<Aircraft> {
        let n0 = self.errors.len();
        let types = |ck: &mut Checker, rows: &[raw::TypeRow], name: &str, raf: bool| {
            let mut seen = BTreeSet::new();
            let mut out = Vec::new();
            for (i, r) in rows.iter().enumerate() {
                if !seen.insert(r.id.clone()) {
                    ck.err(f, format!("{name}[{i}].id"), Problem::Duplicate(r.id.clone()));
                }
                if let Some(t) = ck.aircraft_type(f, &format!("{name}[{i}]"), r, raf) {
                    out.push(t);
                }
            }
            out
        };
        let german_types = types(self, &a.german_types, "german_types", false);
        let raf_types = types(self, &a.raf_types, "raf_types", true);
        let mut german = Vec::new();
        if a.german_units.is_empty() || a.german_units.len() > 60 {
            self.err(
                f,
                "german_units",
                Problem::Range { min: 1, max: 60, found: a.german_units.len() as i64 },
            );
        }
        for (i, u) in a.german_units.iter().enumerate() {
            let field = format!("german_units[{i}]");
            self.must_be(
                f,
                &format!("{field}.id"),
                u.id as usize == i + 1,
                format!("{} (IDs run 1, 2, 3, ...)", i + 1),
                u.id,
            );
            match german_types.iter().position(|t| t.id == u.ty) {
                Some(ty) => german.push(GermanUnit { id: u.id, ty }),
                None => self.err(
                    f,
                    format!("{field}.type"),
                    Problem::Unknown { value: u.ty.clone(), file: "german_types".into() },
                ),
            }
        }
        let mut raf = Vec::new();
        for (i, u) in a.raf_units.iter().enumerate() {
            let field = format!("raf_units[{i}]");
            match raf_types.iter().position(|t| t.id == u.ty) {
                Some(ty) => raf.push(RafUnit { id: u.id.clone(), ty, number: u.number }),
                None => self.err(
                    f,
                    format!("{field}.type"),
                    Problem::Unknown { value: u.ty.clone(), file: "raf_types".into() },
                ),
            }
        }
        // 3.2: fighters #1 and #2 of each type.
        for (ti, t) in raf_types.iter().enumerate() {
            for n in [1, 2] {
                let c = raf.iter().filter(|u| u.ty == ti && u.number == n).count();
                if c != 1 {
                    self.err(
                        f,
                        format!("raf_units ({} #{n})", t.id),
                        Problem::Count { expected: 1, found: c },
                    );
                }
            }
        }
        if raf.len() != raf_types.len() * 2 {
            self.err(f, "raf_units", Problem::Count { expected: raf_types.len() * 2, found: raf.len() });
        }
        self.provenance(f, "aircraft", &a.source, &a.note);
        (self.errors.len() == n0).then_some((german_types, german, raf_types, raf))
    }

    fn pilots(&mut self, f: &str, p: raw::PilotsFile, raf_types: &[AircraftType]) -> Vec<PilotDef> {
        let mut out = Vec::new();
        let mut seen = BTreeSet::new();
        if !(4..=40).contains(&p.pilots.len()) {
            self.err(f, "pilots", Problem::Range { min: 4, max: 40, found: p.pilots.len() as i64 });
        }
        for (i, r) in p.pilots.iter().enumerate() {
            let field = format!("pilots[{i}]");
            if !seen.insert(r.id.clone()) {
                self.err(f, format!("{field}.id"), Problem::Duplicate(r.id.clone()));
            }
            self.range(f, format!("{field}.prior_victories"), r.prior_victories as i64, 0, 50);
            match raf_types.iter().position(|t| t.id == r.aircraft) {
                Some(aircraft) => out.push(PilotDef {
                    id: r.id.clone(),
                    name: r.name.clone(),
                    rank: r.rank.clone(),
                    aircraft,
                    prior_victories: r.prior_victories,
                }),
                None => self.err(
                    f,
                    format!("{field}.aircraft"),
                    Problem::Unknown { value: r.aircraft.clone(), file: "aircraft.json raf_types".into() },
                ),
            }
        }
        self.provenance(f, "pilots", &p.source, &p.note);
        out
    }

    fn calendar(
        &mut self,
        f: &str,
        c: raw::CalendarFile,
        german_units: usize,
        pilots: usize,
    ) -> Option<Calendar> {
        let n0 = self.errors.len();
        if c.days.is_empty() {
            self.err(f, "days", Problem::Count { expected: 1, found: 0 });
            return None;
        }
        for (i, w) in c.days.windows(2).enumerate() {
            let next = w[0].date.succ_opt();
            if next != Some(w[1].date) {
                self.err(
                    f,
                    format!("days[{}].date", i + 1),
                    Problem::MustBe {
                        expected: next.map(|d| d.to_string()).unwrap_or_default(),
                        found: w[1].date.to_string(),
                    },
                );
            }
        }
        // 3.1: the first day is always clear.
        self.must_be(
            f,
            "days[0].weather",
            c.days[0].weather == Weather::Clear,
            "clear (3.1)",
            format!("{:?}", c.days[0].weather).to_lowercase(),
        );
        let dates: BTreeSet<NaiveDate> = c.days.iter().map(|d| d.date).collect();
        let in_cal = |ck: &mut Checker, field: String, d: NaiveDate| {
            if !dates.contains(&d) {
                ck.err(f, field, Problem::NotInCalendar(d));
            }
        };
        for (i, d) in c.sundays.iter().enumerate() {
            in_cal(self, format!("sundays[{i}]"), *d);
        }
        // 3.3: two active pilots, two in reserve, one on each Sunday.
        if pilots > 0 && c.sundays.len() + 4 != pilots {
            self.err(
                f,
                "sundays",
                Problem::Count { expected: pilots.saturating_sub(4), found: c.sundays.len() },
            );
        }
        let ends = c.scenario_ends;
        in_cal(self, "scenario_ends.short".into(), ends.short);
        in_cal(self, "scenario_ends.regular".into(), ends.regular);
        in_cal(self, "scenario_ends.long".into(), ends.long);
        if ends.regular < ends.short {
            self.err(
                f,
                "scenario_ends.regular",
                Problem::Order { value: ends.regular.to_string(), other: ends.short.to_string() },
            );
        }
        if ends.long < ends.regular {
            self.err(
                f,
                "scenario_ends.long",
                Problem::Order { value: ends.long.to_string(), other: ends.regular.to_string() },
            );
        }
        in_cal(self, "blitz_from".into(), c.blitz_from);
        in_cal(self, "sea_rescue_from".into(), c.sea_rescue_from);
        in_cal(self, "london_markers_from".into(), c.london_markers_from);
        let mut seen_units = BTreeSet::new();
        for (name, list) in [("reinforcements", &c.reinforcements), ("withdrawals", &c.withdrawals)] {
            let mut seen = BTreeSet::new();
            for (i, e) in list.iter().enumerate() {
                in_cal(self, format!("{name}[{i}].date"), e.date);
                for (j, &u) in e.units.iter().enumerate() {
                    if u == 0 || u as usize > german_units {
                        self.err(
                            f,
                            format!("{name}[{i}].units[{j}]"),
                            Problem::Unknown {
                                value: format!("#{u}"),
                                file: "aircraft.json german_units".into(),
                            },
                        );
                    }
                    if !seen.insert(u) {
                        self.err(f, format!("{name}[{i}].units[{j}]"), Problem::Duplicate(format!("#{u}")));
                    }
                    if name == "reinforcements" {
                        seen_units.insert(u);
                    }
                }
            }
        }
        self.provenance(f, "calendar", &c.source, &c.note);
        if self.errors.len() != n0 {
            return None;
        }
        Some(Calendar {
            days: c.days.iter().map(|d| (d.date, d.weather)).collect(),
            sundays: c.sundays,
            ends: [ends.short, ends.regular, ends.long],
            blitz_from: c.blitz_from,
            sea_rescue_from: c.sea_rescue_from,
            london_markers_from: c.london_markers_from,
            reinforcements: c.reinforcements.into_iter().map(|e| (e.date, e.units)).collect(),
            withdrawals: c.withdrawals.into_iter().map(|e| (e.date, e.units)).collect(),
        })
    }
}

/// Builds and checks an edition from the text of its six files.
pub(super) fn build(origin: &str, files: &[Source]) -> Result<Edition, EditionErrors> {
    let mut ck = Checker::default();
    let text_of = |name: &str| files.iter().find(|s| s.name == name);
    let mut hasher = Sha256::new();
    macro_rules! parse {
        ($name:literal, $ty:ty) => {{
            match text_of($name) {
                None => {
                    ck.errors.push(EditionError {
                        file: format!("data/{}", $name),
                        field: String::new(),
                        problem: Problem::Missing,
                    });
                    None
                }
                Some(src) => match parse_file::<$ty>(src) {
                    Ok((raw, canon)) => {
                        hasher.update($name.as_bytes());
                        hasher.update(canon.as_bytes());
                        Some((raw, src.label.clone()))
                    }
                    Err(e) => {
                        ck.errors.push(e);
                        None
                    }
                },
            }
        }};
    }
    let map = parse!("map.json", raw::MapFile);
    let sites = parse!("sites.json", raw::SitesFile);
    let tables = parse!("tables.json", raw::TablesFile);
    let aircraft = parse!("aircraft.json", raw::AircraftFile);
    let pilots = parse!("pilots.json", raw::PilotsFile);
    let calendar = parse!("calendar.json", raw::CalendarFile);
    let (
        Some((map, map_f)),
        Some((sites, sites_f)),
        Some((tables, tables_f)),
        Some((aircraft, aircraft_f)),
        Some((pilots, pilots_f)),
        Some((calendar, cal_f)),
    ) = (map, sites, tables, aircraft, pilots, calendar)
    else {
        return Err(EditionErrors(ck.errors));
    };
    let fingerprint: String = hasher.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect();

    let number = map.edition.unwrap_or(1);
    let map = ck.map(&map_f, map);
    let sites = ck.sites(&sites_f, sites, map.as_ref());
    // Tables name directions by the map's compass; a broken map still gets
    // its tables checked, with edition 1's names.
    let compass = map.as_ref().map(|m| m.compass).unwrap_or(EDITION_1_COMPASS);
    let tables = ck.tables(&tables_f, tables, &compass);
    let aircraft = ck.aircraft(&aircraft_f, aircraft);
    let pilots = aircraft.as_ref().map(|a| ck.pilots(&pilots_f, pilots, &a.2));
    let calendar = ck.calendar(
        &cal_f,
        calendar,
        aircraft.as_ref().map(|a| a.1.len()).unwrap_or(0),
        pilots.as_ref().map(|p| p.len()).unwrap_or(0),
    );
    if !ck.errors.is_empty() {
        return Err(EditionErrors(ck.errors));
    }
    let (
        Some(map),
        Some(sites),
        Some(t),
        Some((german_types, german, raf_types, raf)),
        Some(pilots),
        Some(calendar),
    ) = (map, sites, tables, aircraft, pilots, calendar)
    else {
        return Err(EditionErrors(ck.errors));
    };
    let mut site_at = vec![None; 225];
    for (i, s) in sites.iter().enumerate() {
        site_at[s.hex.index()] = Some(i as u8);
    }
    let mut neighbours = vec![[None; 6]; 225];
    for h in map.grid.hexes() {
        neighbours[h.index()] = Dir::ALL.map(|d| map.grid.neighbour(h, d).map(|n| n.index() as u8));
    }
    Ok(Edition {
        number,
        origin: origin.to_string(),
        fingerprint,
        map,
        sites,
        phases: t.phases,
        raid_markers: t.raid_markers,
        london_burning: t.london_burning,
        reported_altitude: t.reported_altitude,
        exact_altitude: t.exact_altitude,
        flight_path_3: t.flight_path_3,
        flight_path_4: t.flight_path_4,
        survival: t.survival,
        wounds: t.wounds,
        optional_weather: t.optional_weather,
        german_types,
        german,
        raf_types,
        raf,
        pilots,
        calendar,
        provenance: ck.provenance,
        site_at,
        neighbours,
    })
}
