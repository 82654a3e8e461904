//! Altitude levels (6.3): the Airfield box for aircraft on the ground, then
//! Ground (below 1,000 ft) and 5,000 to 30,000 ft in steps of 5,000.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Level {
    /// On the ground, in the Airfield box (3.5).
    Airfield = 0,
    /// Flying below 1,000 ft.
    Ground = 1,
    A5 = 2,
    A10 = 3,
    A15 = 4,
    A20 = 5,
    A25 = 6,
    A30 = 7,
}

impl Level {
    pub const ALL: [Level; 8] = [
        Level::Airfield,
        Level::Ground,
        Level::A5,
        Level::A10,
        Level::A15,
        Level::A20,
        Level::A25,
        Level::A30,
    ];
    /// The seven flight levels, Ground to 30,000 ft.
    pub const FLIGHT: [Level; 7] =
        [Level::Ground, Level::A5, Level::A10, Level::A15, Level::A20, Level::A25, Level::A30];
    /// Bombers never fly above 25,000 ft (6.3).
    pub const BOMBER_CEILING: Level = Level::A25;
    /// Nothing enters a balloon hex below 10,000 ft (6.7).
    pub const BALLOON_FLOOR: Level = Level::A10;

    pub fn index(self) -> u8 {
        self as u8
    }

    pub fn from_index(i: u8) -> Option<Level> {
        Level::ALL.get(i as usize).copied()
    }

    /// One level higher, if any.
    pub fn up(self) -> Option<Level> {
        Level::from_index(self.index() + 1)
    }

    /// One level lower, if any (Ground goes down to the Airfield box).
    pub fn down(self) -> Option<Level> {
        self.index().checked_sub(1).and_then(Level::from_index)
    }

    /// Moves `steps` levels (negative is down), clamped to `lo..=hi`.
    pub fn shifted(self, steps: i32, lo: Level, hi: Level) -> Level {
        let i = (self.index() as i32 + steps).clamp(lo.index() as i32, hi.index() as i32);
        Level::from_index(i as u8).unwrap_or(self)
    }

    /// Levels between two levels.
    pub fn gap(self, other: Level) -> u8 {
        self.index().abs_diff(other.index())
    }

    /// True for every level but the Airfield box.
    pub fn airborne(self) -> bool {
        self != Level::Airfield
    }

    /// Height in flight levels above Ground (Ground 0, 5,000 ft 1, ...),
    /// as the engine-damage range of R6 counts it.
    pub fn above_ground(self) -> u8 {
        self.index().saturating_sub(1)
    }

    /// Thousands of feet, 0 for Ground and the Airfield box.
    pub fn thousands(self) -> u32 {
        self.above_ground() as u32 * 5
    }

    pub fn id(self) -> &'static str {
        match self {
            Level::Airfield => "airfield",
            Level::Ground => "ground",
            Level::A5 => "5000",
            Level::A10 => "10000",
            Level::A15 => "15000",
            Level::A20 => "20000",
            Level::A25 => "25000",
            Level::A30 => "30000",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Airfield => f.write_str("Airfield"),
            Level::Ground => f.write_str("Ground"),
            l => write!(f, "{},000 ft", l.thousands()),
        }
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_ascii_lowercase().replace([',', '_'], "");
        let t = t.trim_end_matches("ft").trim();
        Level::ALL
            .into_iter()
            .find(|l| l.id() == t || (l.thousands() > 0 && t == format!("{}", l.thousands())))
            .ok_or_else(|| format!("{s:?} is not an altitude (airfield, ground, 5000, 10000, ... 30000)"))
    }
}

impl Serialize for Level {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Level {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
