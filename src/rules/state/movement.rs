//! RAF flight's nouns (6): a move's actions, a legal move, why a move is
//! not legal.

use crate::board::hex::{Dir, Hex};
use crate::board::level::Level;
use serde::{Deserialize, Serialize};

/// One action of a movement step. Each costs one movement point except the
/// take-off, which costs them all (6.1-6.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MoveAction {
    /// From the airfield to Ground level, facing this way (6.1).
    TakeOff(Dir),
    /// Up one level; at most two a step (6.3).
    Climb,
    /// Into the next hex at the same level (6.2).
    Enter(Dir),
    /// Into the next hex, one level lower for free (6.3); from Ground into
    /// an airfield hex this is a landing.
    EnterDescending(Dir),
    /// Down any number of levels without moving (6.3); to the Airfield box
    /// this is a landing.
    Drop(u8),
}

/// Where a legal move ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveOption {
    pub actions: Vec<MoveAction>,
    pub hex: Hex,
    pub level: Level,
    pub facing: Dir,
    /// Hexes entered, in order.
    pub path: Vec<Hex>,
    pub take_off: bool,
    /// The site landed at (6.3).
    pub landing: Option<u8>,
    /// Ends in the raid hex: the fighter intercepts (6.6, 7.2).
    pub intercepts: bool,
    /// Intercepts entering from the sun's hexside (7.4).
    pub from_sun: bool,
    /// Intercepts facing the raid head-on (7.5).
    pub head_on: bool,
}

/// Why a move is not legal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The fighter cannot move this impulse.
    CannotMove,
    /// The pilot is exhausted or hit, the aircraft landed this phase, or the
    /// airfield is damaged (6.1, 6.3, 10.4).
    CannotTakeOff,
    /// An aircraft on the ground can only take off.
    OnTheGround,
    /// More than the fighter's speed (6.2).
    NoPointsLeft,
    /// More than two levels of climb in one step (6.3).
    ClimbLimit,
    TooHigh,
    TooLow,
    /// RAF fighters never leave the map (6.8).
    OffTheMap,
    /// Below 10,000 ft into a balloon hex (6.7).
    Balloons,
    /// Landing only on an undamaged airfield or the base (6.3).
    NotAnAirfield,
    /// Nothing follows a landing or an interception (6.3, 6.6).
    AfterStop,
}

impl MoveError {
    pub fn rule(self) -> &'static str {
        match self {
            MoveError::CannotMove | MoveError::CannotTakeOff | MoveError::OnTheGround => "6.1",
            MoveError::NoPointsLeft => "6.2",
            MoveError::ClimbLimit | MoveError::TooHigh | MoveError::TooLow => "6.3",
            MoveError::OffTheMap => "6.8",
            MoveError::Balloons => "6.7",
            MoveError::NotAnAirfield => "6.3",
            MoveError::AfterStop => "6.6",
        }
    }
}
