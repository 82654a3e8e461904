//! The Luftwaffe player's data (15.2): his counters, cups and plans.

use crate::edition::{RaidMarker, SiteKind};
use serde::{Deserialize, Serialize};

/// How many target and raid-size markers the German draws a day (15.2).
pub const MARKERS_A_DAY: usize = 4;
/// How many target markers he keeps on 7 September (15.2).
pub const KEPT_FOR_LONDON: usize = 6;

/// The German player's counters and plans (15.2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LwPlayer {
    /// Target markers (site indices) in their cup.
    pub targets_cup: Vec<u8>,
    /// Target markers out of play: London's four until 7 September, then
    /// the eighteen put away.
    pub targets_aside: Vec<u8>,
    /// Raid-size markers (indices into the edition's list; no Remix) in
    /// their cup.
    pub sizes_cup: Vec<u8>,
    /// 7 September: the markers kept so far; `blitz` once the change is made.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kept: Vec<u8>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub blitz: bool,
    /// Today's markers not yet paired.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drawn_targets: Vec<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drawn_sizes: Vec<u8>,
    /// Today's German aircraft not yet given to a raid.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pool: Vec<u8>,
    /// Today's raids, one a daylight phase, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plan: Vec<PlannedRaid>,
    /// The flight path (1-6) plotted for the raid's next move, face down.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plotted: Option<u8>,
}

/// One phase's raid as the German planned it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlannedRaid {
    /// The target marker (site index).
    pub target: u8,
    /// The raid-size marker (index into the edition's list).
    pub marker: u8,
    /// Raiders the marker and the London's Burning box ask for (0 for No Raid).
    pub size: u8,
    /// The aircraft chosen so far; they leave for the raid when it is placed.
    pub aircraft: Vec<u8>,
    /// Too few aircraft left to fill it (15.2).
    pub cancelled: bool,
    /// The raid has been placed on the map.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub flown: bool,
}

impl PlannedRaid {
    pub fn full(&self) -> bool {
        self.cancelled || self.aircraft.len() as u8 >= self.size || self.flown
    }
}

impl LwPlayer {
    /// 15.2 setup: every target marker but London's four in the cup, every
    /// raid-size marker but the Remix in the other.
    pub fn new(ed: &crate::edition::Edition) -> LwPlayer {
        let (london, others): (Vec<u8>, Vec<u8>) =
            (0..ed.sites.len() as u8).partition(|&s| ed.sites[s as usize].kind == SiteKind::London);
        LwPlayer {
            targets_cup: others,
            targets_aside: london,
            sizes_cup: (0..ed.raid_markers.len() as u8)
                .filter(|&m| ed.raid_markers[m as usize] != RaidMarker::Remix)
                .collect(),
            ..LwPlayer::default()
        }
    }

    /// The raid being composed: the last planned one while it is not full.
    pub fn composing(&self) -> Option<&PlannedRaid> {
        self.plan.last().filter(|p| !p.full())
    }

    /// Every German aircraft held by the plan (drawn, not yet flown).
    pub fn holds(&self) -> impl Iterator<Item = &u8> {
        self.pool.iter().chain(self.plan.iter().flat_map(|p| p.aircraft.iter()))
    }
}
