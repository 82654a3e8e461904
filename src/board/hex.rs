//! Hex geometry: hex ids like `G8`, the six hexside directions, the grid of
//! an edition (its width), neighbours, facing, distance and straight lines.
//!
//! Everything here is in the **board's own frame**, the frame the printed
//! board is drawn in: rows are horizontal, row A at the bottom (the Channel,
//! where the raids come in) and row O at the top; columns are numbered from
//! the left edge. Hexes are pointy-top and the odd rows (B, D, F, ...) are
//! shifted half a hex right (board-facts 1), which is what makes the
//! rulebook's facing example work: a line from C5 through D4 continues to E4
//! (6.5). Both editions share this frame; they differ in width (edition 1:
//! 15 columns, edition 2: 11) and in the compass name each hexside is given
//! (edition 1: up is north; edition 2: up is north-west), which the edition
//! supplies ([`Compass`], `edition::Map::compass`).
//!
//! Internally a hex is also addressed by axial coordinates `(q, r)` with `r`
//! growing up the board: `q = col - 1 - r / 2` (integer division), so a step
//! up-right keeps `q` and a step right adds one to `q`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Number of rows (A..O) of every edition, and the most columns any edition
/// may have (edition 1 has 15, edition 2 has 11: see [`Grid`]).
pub const ROWS: u8 = 15;
pub const COLS: u8 = 15;
/// Row O, the top edge (6.4: where a raid turns for London).
pub const TOP_ROW: u8 = ROWS - 1;
const ROW_LETTERS: &[u8; 15] = b"ABCDEFGHIJKLMNO";

/// One of the six hexsides, named in the board's frame. What compass point a
/// hexside stands for depends on the edition ([`Compass`]).
///
/// Saves write a direction under its edition-1 compass name (right "E",
/// up-right "NE", ...), the names it had before edition 2 turned the grid;
/// the names only identify the hexside and are never shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    #[serde(rename = "E")]
    Right,
    #[serde(rename = "NE")]
    UpRight,
    #[serde(rename = "NW")]
    UpLeft,
    #[serde(rename = "W")]
    Left,
    #[serde(rename = "SW")]
    DownLeft,
    #[serde(rename = "SE")]
    DownRight,
}

impl Dir {
    pub const ALL: [Dir; 6] =
        [Dir::Right, Dir::UpRight, Dir::UpLeft, Dir::Left, Dir::DownLeft, Dir::DownRight];

    /// Axial step `(dq, dr)` with `r` growing up the board.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::Right => (1, 0),
            Dir::UpRight => (0, 1),
            Dir::UpLeft => (-1, 1),
            Dir::Left => (-1, 0),
            Dir::DownLeft => (0, -1),
            Dir::DownRight => (1, -1),
        }
    }

    /// The direction half a turn round: up-left becomes down-right.
    pub fn reverse(self) -> Dir {
        match self {
            Dir::Right => Dir::Left,
            Dir::UpRight => Dir::DownLeft,
            Dir::UpLeft => Dir::DownRight,
            Dir::Left => Dir::Right,
            Dir::DownLeft => Dir::UpRight,
            Dir::DownRight => Dir::UpLeft,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// One row nearer row O (up-left or up-right).
    pub fn goes_up(self) -> bool {
        matches!(self, Dir::UpLeft | Dir::UpRight)
    }

    /// One row nearer row A.
    pub fn goes_down(self) -> bool {
        matches!(self, Dir::DownLeft | Dir::DownRight)
    }

    /// The angle of the direction on the board, counter-clockwise from
    /// "right", in degrees (0, 60, 120, ...).
    pub fn board_angle(self) -> f64 {
        self as usize as f64 * 60.0
    }
}

/// A compass point as a hexside is named on a board (board-facts 1): the
/// six names a hex grid's sides take. Edition 1 calls the board's right E,
/// edition 2 calls it NE.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Compass {
    NE,
    E,
    SE,
    SW,
    W,
    NW,
}

impl Compass {
    pub const ALL: [Compass; 6] =
        [Compass::NE, Compass::E, Compass::SE, Compass::SW, Compass::W, Compass::NW];

    /// The English abbreviation, as in the data files ("NE").
    pub fn code(self) -> &'static str {
        match self {
            Compass::NE => "NE",
            Compass::E => "E",
            Compass::SE => "SE",
            Compass::SW => "SW",
            Compass::W => "W",
            Compass::NW => "NW",
        }
    }

    /// Its bearing, degrees clockwise from true north.
    pub fn bearing(self) -> f64 {
        match self {
            Compass::NE => 45.0,
            Compass::E => 90.0,
            Compass::SE => 135.0,
            Compass::SW => 225.0,
            Compass::W => 270.0,
            Compass::NW => 315.0,
        }
    }
}

impl fmt::Display for Compass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Compass {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Compass::ALL
            .into_iter()
            .find(|d| d.code().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("{s:?} is not a direction (NE, E, SE, SW, W, NW)"))
    }
}

/// The grid of an edition: rows A..O, columns 1..=`cols`. Every question of
/// "is it on the map" goes through it: the hexes of a narrower grid are a
/// subset of a wider one's, with the same ids.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    cols: u8,
}

impl Grid {
    /// A grid `cols` wide (1..=15).
    pub fn new(cols: u8) -> Option<Grid> {
        (1..=COLS).contains(&cols).then_some(Grid { cols })
    }

    pub fn cols(self) -> u8 {
        self.cols
    }

    pub fn contains(self, h: Hex) -> bool {
        h.col <= self.cols
    }

    /// Every hex of the grid, row A first, left to right.
    pub fn hexes(self) -> impl Iterator<Item = Hex> {
        (0..ROWS).flat_map(move |row| (1..=self.cols).map(move |col| Hex { row, col }))
    }

    /// The neighbour across the hexside `d`, if it is on the grid.
    pub fn neighbour(self, h: Hex, d: Dir) -> Option<Hex> {
        h.step(d).filter(|n| self.contains(*n))
    }

    /// All neighbours on the grid, with the direction that leads to each.
    pub fn neighbours(self, h: Hex) -> impl Iterator<Item = (Dir, Hex)> {
        Dir::ALL.into_iter().filter_map(move |d| self.neighbour(h, d).map(|n| (d, n)))
    }
}

/// A hex of the map. `row` is 0 for A .. 14 for O; `col` is 1..=15.
/// Only hexes on the map can be built (see [`Hex::new`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hex {
    row: u8,
    col: u8,
}

impl Hex {
    /// The hex at `row` (0 = A) and `col` (1..=15), if it is on the map.
    pub fn new(row: u8, col: u8) -> Option<Hex> {
        (row < ROWS && (1..=COLS).contains(&col)).then_some(Hex { row, col })
    }

    pub fn row(self) -> u8 {
        self.row
    }

    pub fn col(self) -> u8 {
        self.col
    }

    pub fn row_letter(self) -> char {
        ROW_LETTERS[self.row as usize] as char
    }

    /// Dense index 0..225 (row-major from A1), for per-hex tables.
    pub fn index(self) -> usize {
        self.row as usize * COLS as usize + (self.col as usize - 1)
    }

    pub fn from_index(i: usize) -> Option<Hex> {
        if i >= ROWS as usize * COLS as usize {
            return None;
        }
        Some(Hex { row: (i / COLS as usize) as u8, col: (i % COLS as usize) as u8 + 1 })
    }

    /// Axial coordinates `(q, r)`, `r` growing north.
    pub fn axial(self) -> (i32, i32) {
        let r = self.row as i32;
        (self.col as i32 - 1 - r.div_euclid(2), r)
    }

    /// The hex at axial `(q, r)`, if it is on the map.
    pub fn from_axial(q: i32, r: i32) -> Option<Hex> {
        if !(0..ROWS as i32).contains(&r) {
            return None;
        }
        let col = q + r.div_euclid(2) + 1;
        if !(1..=COLS as i32).contains(&col) {
            return None;
        }
        Some(Hex { row: r as u8, col: col as u8 })
    }

    /// The hex across the hexside `d` within the widest grid (15 columns);
    /// whether it is on an edition's map is [`Grid::neighbour`]'s question.
    fn step(self, d: Dir) -> Option<Hex> {
        let (q, r) = self.axial();
        let (dq, dr) = d.delta();
        Hex::from_axial(q + dq, r + dr)
    }

    /// The direction from `self` to an adjacent hex `other`.
    pub fn direction_to(self, other: Hex) -> Option<Dir> {
        Dir::ALL.into_iter().find(|&d| self.step(d) == Some(other))
    }

    /// Number of hexes between two hexes (0 for the same hex).
    pub fn distance(self, other: Hex) -> u32 {
        let (q1, r1) = self.axial();
        let (q2, r2) = other.axial();
        let (dq, dr) = (q1 - q2, r1 - r2);
        ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u32
    }

    /// Centre of the hex in km right of and above the centre of A1, in the
    /// board's frame (board-facts 1: x = (c-1)*10, + 5 on odd rows;
    /// y = r*8.660).
    pub fn centre_km(self) -> (f64, f64) {
        let x = (self.col as f64 - 1.0) * 10.0 + if self.row % 2 == 1 { 5.0 } else { 0.0 };
        let y = self.row as f64 * 8.660;
        (x, y)
    }

    /// The straight hex line from `self` to `to`, both ends included: the
    /// hexes whose centres lie nearest the line joining the two centres.
    /// Ties are broken towards the right/top by a tiny nudge so the line is
    /// the same every time.
    pub fn line_to(self, to: Hex) -> Vec<Hex> {
        let n = self.distance(to);
        let (q1, r1) = self.axial();
        let (q2, r2) = to.axial();
        let (a, b) = (cube(q1, r1), cube(q2, r2));
        let mut out = Vec::with_capacity(n as usize + 1);
        for i in 0..=n {
            let t = if n == 0 { 0.0 } else { i as f64 / n as f64 };
            let p = [
                a[0] + (b[0] - a[0]) * t + 1e-6,
                a[1] + (b[1] - a[1]) * t + 2e-6,
                a[2] + (b[2] - a[2]) * t - 3e-6,
            ];
            let (q, r) = cube_round(p);
            // The rounded point always lies between two hexes of the grid,
            // and the grid is convex, so it is on the grid.
            if let Some(h) = Hex::from_axial(q, r) {
                out.push(h);
            }
        }
        out
    }
}

fn cube(q: i32, r: i32) -> [f64; 3] {
    [q as f64, r as f64, (-q - r) as f64]
}

fn cube_round(p: [f64; 3]) -> (i32, i32) {
    let (mut q, mut r, s) = (p[0].round(), p[1].round(), p[2].round());
    let (dq, dr, ds) = ((q - p[0]).abs(), (r - p[1]).abs(), (s - p[2]).abs());
    if dq > dr && dq > ds {
        q = -r - s;
    } else if dr > ds {
        r = -q - s;
    }
    (q as i32, r as i32)
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.row_letter(), self.col)
    }
}

impl fmt::Debug for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Hex {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let bad = || format!("{s:?} is not a hex of the map (rows A-O, columns 1-15, like \"G8\")");
        let mut chars = t.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        let row = ROW_LETTERS.iter().position(|&c| c as char == letter).ok_or_else(bad)? as u8;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let col: u8 = digits.parse().map_err(|_| bad())?;
        Hex::new(row, col).ok_or_else(bad)
    }
}

impl Serialize for Hex {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Hex {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
