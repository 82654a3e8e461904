//! The rules engine: pure and deterministic. No window, no files, no clock.
//! A campaign is a value; the dice live inside it.

pub mod advice;
pub mod aftermath;
pub mod campaign;
pub mod combat;
pub mod damage;
pub mod decision;
pub mod dice;
pub mod events;
pub mod invariants;
pub mod luftwaffe;
pub mod movement;
pub mod raid;
pub mod score;
pub mod state;
pub mod step;

// The board's frame lives in `crate::board`; these paths are kept for the
// code outside the engine until it names `crate::board` itself.
pub use crate::board::{hex, level};

pub use campaign::{Asked, Campaign, Token};
pub use decision::{Choice, Decision, Illegal, Pending};
pub use events::Event;
pub use hex::{Dir, Hex};
pub use level::Level;
pub use state::{Options, Players, Scenario, Seat, Setup, State, WeatherMode};
