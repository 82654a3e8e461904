//! Hex geometry of the 15x15 map: hex ids like `G8`, the six directions,
//! neighbours, facing, distance, straight lines and the map edges.
//!
//! Rows are lettered A (south, in the Channel) to O (north); columns run
//! 1..=15 west to east. Hexes are pointy-top in horizontal rows and the odd
//! rows (B, D, F, ...) are shifted half a hex east (board-facts 1), which is
//! what makes the rulebook's facing example work: a line from C5 through D4
//! continues to E4 (6.5).
//!
//! Internally a hex is also addressed by axial coordinates `(q, r)` with `r`
//! growing north: `q = col - 1 - r / 2` (integer division), so moving NE keeps
//! `q` and moving E adds one to `q`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Number of rows (A..O) and columns (1..15) on the map.
pub const ROWS: u8 = 15;
pub const COLS: u8 = 15;
const ROW_LETTERS: &[u8; 15] = b"ABCDEFGHIJKLMNO";

/// One of the six hexside directions. The sun of each daylight phase comes
/// from one of them (7 a.m. E, 10 a.m. SE, 2 p.m. SW, 5 p.m. W).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    E,
    NE,
    NW,
    W,
    SW,
    SE,
}

impl Dir {
    pub const ALL: [Dir; 6] = [Dir::E, Dir::NE, Dir::NW, Dir::W, Dir::SW, Dir::SE];

    /// Axial step `(dq, dr)` with `r` growing north.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::E => (1, 0),
            Dir::NE => (0, 1),
            Dir::NW => (-1, 1),
            Dir::W => (-1, 0),
            Dir::SW => (0, -1),
            Dir::SE => (1, -1),
        }
    }

    /// The direction half a turn round: NW becomes SE, W becomes E.
    pub fn reverse(self) -> Dir {
        match self {
            Dir::E => Dir::W,
            Dir::NE => Dir::SW,
            Dir::NW => Dir::SE,
            Dir::W => Dir::E,
            Dir::SW => Dir::NE,
            Dir::SE => Dir::NW,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Dir::E => "E",
            Dir::NE => "NE",
            Dir::NW => "NW",
            Dir::W => "W",
            Dir::SW => "SW",
            Dir::SE => "SE",
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Dir {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Dir::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("{s:?} is not a direction (E, NE, NW, W, SW, SE)"))
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

    /// Every hex of the map, row A first, west to east.
    pub fn all() -> impl Iterator<Item = Hex> {
        (0..ROWS).flat_map(|row| (1..=COLS).map(move |col| Hex { row, col }))
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

    /// The neighbour across the hexside in direction `d`, if on the map.
    pub fn neighbour(self, d: Dir) -> Option<Hex> {
        let (q, r) = self.axial();
        let (dq, dr) = d.delta();
        Hex::from_axial(q + dq, r + dr)
    }

    /// All neighbours on the map, with the direction that leads to each.
    pub fn neighbours(self) -> impl Iterator<Item = (Dir, Hex)> {
        Dir::ALL.into_iter().filter_map(move |d| self.neighbour(d).map(|h| (d, h)))
    }

    /// The direction from `self` to an adjacent hex `other`.
    pub fn direction_to(self, other: Hex) -> Option<Dir> {
        self.neighbours().find(|&(_, h)| h == other).map(|(d, _)| d)
    }

    /// Number of hexes between two hexes (0 for the same hex).
    pub fn distance(self, other: Hex) -> u32 {
        let (q1, r1) = self.axial();
        let (q2, r2) = other.axial();
        let (dq, dr) = (q1 - q2, r1 - r2);
        ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u32
    }

    /// Centre of the hex in km east and north of the centre of A1
    /// (board-facts 1: x = (c-1)*10 + 5 on odd rows, y = r*8.660).
    pub fn centre_km(self) -> (f64, f64) {
        let x = (self.col as f64 - 1.0) * 10.0 + if self.row % 2 == 1 { 5.0 } else { 0.0 };
        let y = self.row as f64 * 8.660;
        (x, y)
    }

    /// The straight hex line from `self` to `to`, both ends included: the
    /// hexes whose centres lie nearest the line joining the two centres.
    /// Ties are broken towards the east/north by a tiny nudge so the line is
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
            // The rounded point always lies between two hexes of the map,
            // and the map is convex, so it is on the map.
            if let Some(h) = Hex::from_axial(q, r) {
                out.push(h);
            }
        }
        out
    }

    /// True on the west (column 1) edge of the map, including the half-hex
    /// shift of the odd rows.
    pub fn on_west_edge(self) -> bool {
        self.neighbour(Dir::W).is_none()
    }

    /// True on the east (column 15) edge of the map.
    pub fn on_east_edge(self) -> bool {
        self.neighbour(Dir::E).is_none()
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

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hex {
        s.parse().unwrap()
    }

    #[test]
    fn ids_parse_and_print() {
        assert_eq!(h("G8").to_string(), "G8");
        assert_eq!(h("a1").to_string(), "A1");
        assert_eq!(h("O15").to_string(), "O15");
        for bad in ["", "P1", "A0", "A16", "G", "8G", "G8x", "G-1", "G008"] {
            assert!(bad.parse::<Hex>().is_err(), "{bad} should not parse");
        }
        assert_eq!(Hex::all().count(), 225);
        for x in Hex::all() {
            assert_eq!(Hex::from_index(x.index()), Some(x));
            let (q, r) = x.axial();
            assert_eq!(Hex::from_axial(q, r), Some(x));
        }
    }

    #[test]
    fn rulebook_facing_example_6_5() {
        // 6.5: an aircraft that moves from C5 into D4 faces E4.
        let from = h("C5");
        let to = h("D4");
        let facing = from.direction_to(to).unwrap();
        assert_eq!(facing, Dir::NW);
        assert_eq!(to.neighbour(facing), Some(h("E4")));
    }

    #[test]
    fn neighbours_by_direction() {
        // Even row (G is row index 6): the rows above and below are shifted
        // east, so NE of G8 is H8 and NW is H7.
        let g8 = h("G8");
        assert_eq!(g8.neighbour(Dir::E), Some(h("G9")));
        assert_eq!(g8.neighbour(Dir::W), Some(h("G7")));
        assert_eq!(g8.neighbour(Dir::NE), Some(h("H8")));
        assert_eq!(g8.neighbour(Dir::NW), Some(h("H7")));
        assert_eq!(g8.neighbour(Dir::SE), Some(h("F8")));
        assert_eq!(g8.neighbour(Dir::SW), Some(h("F7")));
        // Odd row (H): the rows around are not shifted.
        let h7 = h("H7");
        assert_eq!(h7.neighbour(Dir::NE), Some(h("I8")));
        assert_eq!(h7.neighbour(Dir::NW), Some(h("I7")));
        assert_eq!(h7.neighbour(Dir::SE), Some(h("G8")));
        assert_eq!(h7.neighbour(Dir::SW), Some(h("G7")));
        for x in Hex::all() {
            for (d, n) in x.neighbours() {
                assert_eq!(n.neighbour(d.reverse()), Some(x));
                assert_eq!(x.distance(n), 1);
            }
        }
    }

    #[test]
    fn map_edges() {
        assert_eq!(h("A1").neighbours().count(), 2);
        assert!(h("A1").neighbour(Dir::SW).is_none());
        assert!(h("O15").neighbour(Dir::NE).is_none());
        // Odd rows are shifted east: B15 has no E, NE or SE neighbour.
        assert!(h("B15").on_east_edge());
        assert!(h("B15").neighbour(Dir::NE).is_none());
        assert_eq!(h("B15").neighbour(Dir::NW), Some(h("C15")));
        // Even rows reach further west: C1 has no W, NW or SW neighbour.
        assert!(h("C1").on_west_edge());
        assert!(h("C1").neighbour(Dir::NW).is_none());
        assert_eq!(h("B1").neighbour(Dir::NW), Some(h("C1")));
    }

    #[test]
    fn distances() {
        assert_eq!(h("A1").distance(h("A1")), 0);
        assert_eq!(h("A1").distance(h("A15")), 14);
        assert_eq!(h("A1").distance(h("O1")), 14);
        assert_eq!(h("A15").distance(h("O1")), 21);
        assert_eq!(h("C5").distance(h("E4")), 2);
    }

    #[test]
    fn straight_lines() {
        assert_eq!(h("C5").line_to(h("E4")), vec![h("C5"), h("D4"), h("E4")]);
        assert_eq!(h("G8").line_to(h("G8")), vec![h("G8")]);
        for (a, b) in [("A1", "O15"), ("O3", "J4"), ("A15", "O1"), ("K12", "J3")] {
            let line = h(a).line_to(h(b));
            assert_eq!(line.len() as u32, h(a).distance(h(b)) + 1);
            assert_eq!(line[0], h(a));
            assert_eq!(*line.last().unwrap(), h(b));
            for w in line.windows(2) {
                assert_eq!(w[0].distance(w[1]), 1, "{a}->{b} {line:?}");
            }
        }
    }

    #[test]
    fn centre_matches_board_facts() {
        assert_eq!(h("A1").centre_km(), (0.0, 0.0));
        let (x, y) = h("B1").centre_km();
        assert_eq!(x, 5.0);
        assert!((y - 8.66).abs() < 1e-9);
    }
}
