//! Where the state machine stands: the step `advance` runs next. Steps that
//! need the player stop the machine, and `pending` turns them into a
//! decision; every other step runs on its own.

use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Start of a day: withdrawals, reinforcements, arrivals, weather (4.3-4.5).
    DayStart,
    /// A daylight phase begins (4.2).
    PhaseStart,
    /// Replacing the pilot of fighter #n from the reserve (11.5).
    Replace(u8),
    /// Positioning fighter #n (5.2, 14.2).
    Position(u8),
    /// Drawing the raid-size marker (5.3).
    RaidDraw,
    /// The daylight phase is over; on to the next one or the night.
    PhaseEnd,
    /// The night phase (12).
    Night,
    /// End of the day: scenario end or the next day (4.1).
    DayEnd,
    /// The campaign is over (13.4).
    Over,
}
