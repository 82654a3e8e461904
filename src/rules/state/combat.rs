//! Air combat's nouns (7.3-7.5, 8, 9): the aircraft in a combat, the
//! altitude box's places, withdrawals, odds, modifiers and the combat itself.

use crate::board::hex::Hex;
use crate::board::level::Level;
use crate::rules::step::Step;
use serde::{Deserialize, Serialize};

/// An aircraft in a combat: RAF fighter #n (0-based) or a German by ID.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Craft {
    Raf(u8),
    German(u8),
}

/// Where an interceptor sits in the altitude box for round 1 (7.3-7.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoxPos {
    Normal,
    /// 7.4: out of the sun.
    OutOfSun,
    /// 7.5: head-on; `sun` when it also came out of the sun.
    HeadOn {
        sun: bool,
    },
}

impl BoxPos {
    pub fn sun(self) -> bool {
        matches!(self, BoxPos::OutOfSun | BoxPos::HeadOn { sun: true })
    }
    pub fn head_on(self) -> bool {
        matches!(self, BoxPos::HeadOn { .. })
    }
}

/// An RAF fighter's choice for its segment (8.2-8.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pick {
    Pass,
    /// Attack a German; `from` is the fighter's level before it dove or
    /// climbed to the target's (8.41).
    Attack {
        target: u8,
        from: Level,
    },
}

/// Why an aircraft leaves the combat (8.2, 9, 14.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WithdrawReason {
    Voluntary,
    PilotHit,
    OutOfAmmo,
    LostContact,
    EngineDamaged,
    /// 14.3: the last bomber of the raid aborts.
    Abort,
    /// The combat is over (8.1).
    CombatOver,
}

impl WithdrawReason {
    pub fn rule(self) -> &'static str {
        match self {
            WithdrawReason::Voluntary | WithdrawReason::OutOfAmmo | WithdrawReason::LostContact => "8.2",
            WithdrawReason::PilotHit => "9.2",
            WithdrawReason::EngineDamaged => "9.1",
            WithdrawReason::Abort => "14.3",
            WithdrawReason::CombatOver => "8.1",
        }
    }
}

/// A place an RAF fighter leaving the combat can come down (8.2, 9.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LandingOption {
    pub hex: Hex,
    /// The airfield, if it is one.
    pub site: Option<u8>,
    /// A crash landing (6.3, 9.1): the aircraft is destroyed.
    pub crash: bool,
    pub distance: u32,
}

/// An RAF attack waiting for the player to declare its bursts (8.43).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingBursts {
    pub slot: u8,
    pub target: u8,
    pub margin: u8,
    pub from_sun: bool,
}

/// The exact odds of an attack (8.42, 8.43): the chance to win the action
/// check, and the distribution of the bursts it would allow.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Odds {
    /// Attacker's total before the die.
    pub attacker: i32,
    /// Target's total before the die.
    pub target: i32,
    /// Chance to fire at all.
    pub fire: f64,
    /// Chance of each number of bursts allowed, 1..=5 (index 0 = 1 burst),
    /// capped by the ammunition left (RAF) or at 3 (Germans).
    pub bursts: [f64; 5],
    /// Expected bursts if every allowed burst is fired.
    pub expected_bursts: f64,
}

impl Odds {
    /// Exact odds of d6 + `attacker` beating d6 + `target`, bursts capped.
    pub fn compute(attacker: i32, target: i32, cap: u8) -> Odds {
        let mut bursts = [0.0; 5];
        let mut fire = 0.0;
        let mut expected = 0.0;
        for a in 1..=6 {
            for t in 1..=6 {
                let margin = (a + attacker) - (t + target);
                if margin > 0 {
                    let n = margin.min(cap.max(1) as i32).min(5) as usize;
                    fire += 1.0 / 36.0;
                    bursts[n - 1] += 1.0 / 36.0;
                    expected += n as f64 / 36.0;
                }
            }
        }
        Odds { attacker, target, fire, bursts, expected_bursts: expected }
    }
}

/// A modifier on an action check (8.42).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Modifier {
    /// +2: dove out of the sun (first round).
    OutOfSun,
    /// +1: dove on the target.
    Dive,
    /// -2: climbed to attack.
    Climb,
    /// -1: the RAF pilot is tired (F4+).
    Tired,
    /// -1 a hit on engine, frame, and the first on the pilot (R10).
    Hits,
    /// +1 an unattacked friendly fighter at the target's level (R11).
    Unattacked,
    /// +1: bombs gone (8.42, 8.7).
    EmptyBombBay,
}

/// Modifiers with their values.
/// The modifiers of one side of a check, inline (checks and odds are on
/// the hot path of every rollout).
pub(crate) type Mods = smallvec::SmallVec<[(Modifier, i8); 4]>;

/// One side of an action check: printed action, modifiers, die.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckSide {
    pub craft: Craft,
    pub action: i8,
    pub mods: Vec<(Modifier, i8)>,
    pub die: u8,
    pub total: i32,
}

impl CheckSide {
    /// Printed action + modifiers + die (8.4).
    pub(crate) fn new(craft: Craft, action: i8, mods: Vec<(Modifier, i8)>, die: u8) -> CheckSide {
        let total = action as i32 + mods.iter().map(|m| m.1 as i32).sum::<i32>() + die as i32;
        CheckSide { craft, action, mods, die, total }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Combat {
    pub hex: Hex,
    pub round: u8,
    /// The RAF intercepted: its segment comes first (8.1).
    pub raf_first: bool,
    /// 0: the first segment of the round; 1: the second.
    pub segment: u8,
    /// RAF fighters in the altitude box, with their round-1 boxes.
    pub raf: Vec<(u8, BoxPos)>,
    /// German interceptors in the out-of-the-sun or head-on boxes.
    pub german_pos: Vec<(u8, BoxPos)>,
    /// RAF interceptors still to be placed: (fighter, may use the sun box,
    /// may use the head-on box).
    pub to_place: Vec<(u8, bool, bool)>,
    /// This segment's RAF choices.
    pub picks: [Option<Pick>; 2],
    /// The order of this segment's RAF attacks.
    pub order: Vec<u8>,
    pub next_attack: u8,
    pub bursts: Option<PendingBursts>,
    /// Bombers that have used their crossfire this segment (14.1).
    pub crossfired: Vec<u8>,
    /// 15.2: the RAF fighter the German player's crossfire shoots at this
    /// segment when both attack one bomber type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crossfire_at: Option<u8>,
    /// 15.2: the German player's orders this Luftwaffe segment, German by
    /// German in ID order: a target (RAF fighter) or none (passes).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lw_orders: Vec<(u8, Option<u8>)>,
    /// RAF fighters waiting to choose where they land, and whether it is a
    /// forced landing with an engine hit (9.1).
    pub to_land: Vec<(u8, bool)>,
    /// Where the combat goes once everyone waiting has landed.
    pub after_landing: Step,
    /// Where the impulse goes once the combat is over (R2).
    pub then: Step,
}

impl Combat {
    /// A combat beginning (7.3): round 1, first segment, every RAF fighter in
    /// its normal box until placed.
    pub fn new(hex: Hex, raf_first: bool, fighters: &[u8], then: Step) -> Combat {
        Combat {
            hex,
            round: 1,
            raf_first,
            segment: 0,
            raf: fighters.iter().map(|&f| (f, BoxPos::Normal)).collect(),
            german_pos: Vec::new(),
            to_place: Vec::new(),
            picks: [None, None],
            order: Vec::new(),
            next_attack: 0,
            bursts: None,
            crossfired: Vec::new(),
            crossfire_at: None,
            lw_orders: Vec::new(),
            to_land: Vec::new(),
            after_landing: Step::SegmentStart,
            then,
        }
    }

    pub fn in_box(&self, slot: u8) -> bool {
        self.raf.iter().any(|(s, _)| *s == slot)
    }

    pub fn pos(&self, slot: u8) -> BoxPos {
        if self.round > 1 {
            return BoxPos::Normal;
        }
        self.raf.iter().find(|(s, _)| *s == slot).map(|x| x.1).unwrap_or(BoxPos::Normal)
    }

    pub fn german_box(&self, id: u8) -> BoxPos {
        if self.round > 1 {
            return BoxPos::Normal;
        }
        self.german_pos.iter().find(|(g, _)| *g == id).map(|x| x.1).unwrap_or(BoxPos::Normal)
    }

    /// Is the RAF segment the one now being fought?
    pub fn raf_segment(&self) -> bool {
        (self.segment == 0) == self.raf_first
    }
}

/// How an RAF aircraft was lost, for its pilot (9.5, 10.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Downed {
    /// Killed with his aircraft (two pilot hits, 9.2).
    PilotKilled,
    /// He bails out, or walks away from a crash landing: the survival roll (9.5).
    Survival,
    /// Destroyed on its airfield by bombs: he runs for the trenches, the
    /// same survival roll (10.4).
    OnGround,
}
