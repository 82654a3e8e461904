//! The board's frame, below both the board edition (`edition/`) and the
//! rules engine (`rules/`): hexes, hexsides and the grid (`hex`), and the
//! altitude levels (`level`). Pure geometry, no rule.

pub mod hex;
pub mod level;

pub use hex::{Dir, Hex};
pub use level::Level;
