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
    /// Replacing the pilot of fighter #n from the reserve (11.5). Decision.
    Replace(u8),
    /// Positioning fighter #n (5.2, 14.2). Decision.
    Position(u8),
    /// Drawing the raid-size marker (5.3).
    RaidDraw,
    /// An impulse begins (5.4).
    ImpulseStart,
    /// RAF movement of fighter #n (6, R2). Decision.
    RafMove(u8),
    /// After the RAF moves: combat if a fighter intercepted (7.2, R2).
    RafIntercept,
    /// Luftwaffe movement (6.4).
    LwMove,
    /// Bombing, if the raid reached its target (10).
    Bomb,
    /// Combat if the raid ended its move in an RAF fighter's hex (7.2).
    LwIntercept,
    /// End of the impulse: the raid goes on or ends (11.1).
    ImpulseEnd,
    /// End of the raid (11).
    RaidEnd,
    /// Placing an RAF interceptor out of the sun or head-on (7.3-7.5). Decision.
    Placement,
    /// A combat round begins (8.1).
    RoundStart,
    /// A segment begins (8.1).
    SegmentStart,
    /// An RAF fighter leaving the combat chooses where to land (8.2, 9.1). Decision.
    Landing,
    /// RAF fighter #n withdraws, passes or attacks (8.2-8.4). Decision.
    RafPick(u8),
    /// Both fighters attack one target: which goes first (8.42). Decision.
    AttackOrder,
    /// Resolving the RAF attacks one by one (8.42-8.44).
    RafAttack,
    /// Declaring the bursts of an attack that won its action check (8.43). Decision.
    Bursts,
    /// A segment is over.
    SegmentEnd,
    /// End of a round: the end-of-combat roll (8.1).
    RoundEnd,
    /// The combat is over; back to the impulse.
    CombatEnd,
    /// The daylight phase is over; on to the next one or the night.
    PhaseEnd,
    /// The night phase begins (12).
    Night,
    /// Spending the RAF repair points (12.1). Decision.
    Repair,
    /// Luftwaffe repairs and sleep (12.1, 12.2).
    NightEnd,
    /// End of the day: scenario end or the next day (4.1).
    DayEnd,
    /// The campaign is over (13.4).
    Over,
    /// 15.2, 7 September: the German keeps six target markers. Decision.
    LwKeep,
    /// 15.2: the German draws the day's markers and aircraft.
    LwDraw,
    /// 15.2: the German pairs a target and a raid-size marker for the next
    /// daylight phase. Decision.
    LwPlan,
    /// 15.2: the German picks the aircraft of the raid being planned. Decision.
    LwCompose,
    /// 15.2: the German's raid enters: entry hex and first plotted path. Decision.
    LwEntry,
    /// 15.2: a German fighter's order in the Luftwaffe segment. Decision.
    LwPick,
    /// 15.2: where the crossfire of a bomber type attacked by both RAF
    /// fighters goes. Decision.
    LwCrossfire,
}
