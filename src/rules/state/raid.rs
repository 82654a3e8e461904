//! A raid's nouns (5.3, 6.4, 6.8): its course, its raiders and what became
//! of them, the raid itself.

use crate::board::hex::{Dir, Hex};
use crate::board::level::Level;
use crate::rules::state::Hits;
use serde::{Deserialize, Serialize};

/// Where a raid is heading.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Course {
    /// Outbound, on the flight-path diagram (6.4).
    Outbound,
    /// Reached row O at `from` without bombing: flying the straight line
    /// from there to the London hex `to` (6.4).
    London { from: Hex, to: Hex },
    /// Homeward to row A and off the map (6.4, 6.8).
    Homeward,
}

/// What became of a raider that left the raid.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gone {
    /// Back to France: into the cup at once (8.2, 9.2).
    Withdrawn,
    /// In the destroyed box (8.43, 9.1).
    Destroyed,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Raider {
    pub id: u8,
    /// Its level in the altitude box.
    pub level: Level,
    pub hits: Hits,
    /// Bombs dropped on a target or jettisoned (8.42, R16).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bombs_gone: bool,
    /// A dive bomber that dove at its target stays low going home (10.2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dove: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gone: Option<Gone>,
    /// The RAF pilot who last hit an engine: a crash counts for him (13.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine_credit: Option<u8>,
}

impl Raider {
    /// A raider just drawn from the cup: undamaged, at `level` (5.3).
    pub fn new(id: u8, level: Level) -> Raider {
        Raider { id, level, hits: [0; 6], bombs_gone: false, dove: false, gone: None, engine_credit: None }
    }

    pub fn with_raid(&self) -> bool {
        self.gone.is_none()
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Raid {
    /// Raiders drawn (after the London's Burning extra).
    pub size: u8,
    /// Entry hex number 1..=6 (5.3).
    pub entry: u8,
    pub hex: Hex,
    pub facing: Dir,
    /// The reported altitude (5.3).
    pub reported: Level,
    pub course: Course,
    /// Impulses begun so far.
    pub impulse: u16,
    /// Damaged radar stations when the raid appeared: the RAF waits that
    /// many impulses (10.4, R3).
    pub radar_delay: u8,
    /// Face up once identified (7.1); until then the player sees only the
    /// size and the reported altitude.
    pub identified: bool,
    pub raiders: Vec<Raider>,
    /// The raid has bombed (or had no bombers when it reached its target).
    pub bombed: bool,
    /// The target site the raid stopped at this impulse, to bomb (10.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u8>,
    /// Left the map for France (6.8).
    pub exited: bool,
    /// Fighter #1/#2 has intercepted or been intercepted (7.2).
    pub intercepted: [bool; 2],
    /// Fighter #1/#2 ended its move in the raid hex this impulse.
    pub intercepting: [bool; 2],
    /// Fighter #1/#2 has landed this phase: no more take-offs (6.3).
    pub landed: [bool; 2],
    /// Fighter #1/#2 stays on the ground for the rest of this raid.
    pub stood_down: [bool; 2],
    /// Hexes the raid entered this impulse, for the map.
    #[serde(default)]
    pub path: Vec<Hex>,
    /// 15.2: the target the German planned; the raid stops only there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub planned: Option<u8>,
    /// Own dice: the raiders drawn face down whose counter the player has
    /// not said yet (their draws' dice, in order): the last raiders are
    /// stand-ins (each the cup's first counter at its draw) until the
    /// reveal (7.1) or the way home (11.4) asks for them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub face_down: Vec<u64>,
}

impl Raid {
    /// A raid just placed (5.3): outbound, face down, every raider at the
    /// reported altitude.
    pub fn new(entry: u8, hex: Hex, facing: Dir, reported: Level, ids: &[u8], radar_delay: u8) -> Raid {
        Raid {
            size: ids.len() as u8,
            entry,
            hex,
            facing,
            reported,
            course: Course::Outbound,
            impulse: 0,
            radar_delay,
            identified: false,
            raiders: ids.iter().map(|&id| Raider::new(id, reported)).collect(),
            bombed: false,
            target: None,
            exited: false,
            intercepted: [false; 2],
            intercepting: [false; 2],
            landed: [false; 2],
            stood_down: [false; 2],
            path: Vec::new(),
            planned: None,
            face_down: Vec::new(),
        }
    }

    pub fn with_raid(&self) -> impl Iterator<Item = &Raider> {
        self.raiders.iter().filter(|r| r.with_raid())
    }

    pub fn raider(&self, id: u8) -> Option<&Raider> {
        self.raiders.iter().find(|r| r.id == id)
    }

    pub fn raider_mut(&mut self, id: u8) -> Option<&mut Raider> {
        self.raiders.iter_mut().find(|r| r.id == id)
    }

    pub fn homeward(&self) -> bool {
        self.course == Course::Homeward
    }
}
