//! Events: what happened, in order, each naming its rule section. Every die
//! roll and every draw from a cup is an [`Event::Roll`] with its purpose, so
//! the log reads like a play-by-play and undo can tell whether dice were
//! rolled since a choice.

use crate::edition::{Aa, RaidMarker, Terrain, Weather, WoundResult};
use crate::rules::combat::{BoxPos, CheckSide, Craft, WithdrawReason};
pub use crate::rules::dice::RollKind;
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Where a pilot counter was put (3.3, 11.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PilotPlace {
    Fighter(u8),
    Reserve,
    Sunday(NaiveDate),
}

/// Why a pilot joins the reserve at the start of a day (R20).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum JoinReason {
    /// Arrived on his Sunday (3.3).
    Sunday,
    /// Back from his wounds (11.2, R19).
    Recovered,
}

/// Why a player holds the section leader marker (15.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LeaderReason {
    /// He won the roll at the start of the game.
    Roll,
    /// The leader's pilot was replaced from the reserve: the wingman leads.
    Replaced,
    /// Both pilots were replaced in one phase: the former wingman leads.
    BothReplaced,
}

/// A daylight phase (0 = 7 a.m. .. 3 = 5 p.m.) or the night.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PhaseId {
    Daylight(u8),
    Night,
}

/// Why a pilot slept less (12.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SleepKind {
    Normal,
    DamagedBase,
    Shaken,
}

/// The faces of one throw: inline up to 16 dice (four bursts of a double
/// four-gun battery), so a roll costs no allocation.
pub type Faces = smallvec::SmallVec<[u8; 16]>;

/// A flight-path roll's steps (6.4): at most one a point of speed.
pub type Steps = smallvec::SmallVec<[Dir; 6]>;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// Dice thrown or a counter drawn (`values` are the faces or the 1-based
    /// position drawn out of `sides`).
    Roll {
        kind: RollKind,
        sides: u8,
        values: Faces,
    },
    /// A pilot counter placed (3.3, 11.5).
    PilotPlaced {
        pilot: u8,
        place: PilotPlace,
    },
    /// The base chosen or changed (3.5, 14.2).
    BaseChosen {
        site: u8,
    },
    /// Setup: the Luftwaffe cup filled (3.6).
    CupFilled {
        units: Vec<u8>,
    },
    DayBegins {
        date: NaiveDate,
    },
    /// Luftwaffe units withdrawn from the battle (4.4).
    Withdrawn {
        units: Vec<u8>,
    },
    /// Luftwaffe reinforcements join the cup (4.5).
    Reinforced {
        units: Vec<u8>,
    },
    /// A pilot joins the reserve at the start of the day (R20).
    JoinsReserve {
        pilot: u8,
        reason: JoinReason,
    },
    /// The day's weather (4.3); `rolled` when the optional table was used.
    Weather {
        weather: Weather,
        rolled: bool,
    },
    /// A daylight phase or the night begins (4.2).
    PhaseBegins {
        phase: PhaseId,
        sun: Option<Dir>,
    },
    /// Rain: no raids today (4.3).
    NoRaidsInRain,
    /// A fighter stands by at base (5.2).
    StandsBy {
        fighter: u8,
        site: u8,
    },
    /// A fighter moves to stand by at a satellite airfield (5.2).
    MovesToSatellite {
        fighter: u8,
        site: u8,
    },
    /// A fighter flies a patrol over a target (5.2).
    Patrols {
        fighter: u8,
        hex: Hex,
        level: Level,
    },
    /// A pilot's fatigue rises one step for a mission (5.2, 6.1, 14.2).
    Fatigue {
        pilot: u8,
        from: u8,
        to: u8,
    },
    /// A raid-size marker drawn (5.3).
    MarkerDrawn {
        marker: RaidMarker,
    },
    /// Remix: every marker goes back to the cup (5.3).
    Remix,
    /// No raid: patrolling fighters land at their base (5.3).
    PatrolsLand,
    /// The raid is placed (5.3), with the London's Burning extra (10.4).
    RaidPlaced {
        entry: u8,
        hex: Hex,
        reported: Level,
        size: u8,
        extra: u8,
        blitz: bool,
    },
    /// Too few aircraft in the cup: the raid is cancelled (5.3).
    RaidCancelled {
        size: u8,
        cup: u8,
    },
    /// Raiders drawn and placed face down (5.3).
    RaidersFaceDown {
        n: u8,
        level: Level,
    },
    /// An impulse begins (5.4); RAF movement waits while the radar delay lasts.
    ImpulseBegins {
        n: u16,
        radar_delay: bool,
    },
    /// An RAF fighter takes off (6.1).
    TakesOff {
        fighter: u8,
        facing: Dir,
    },
    /// An RAF fighter moves (6.2-6.5).
    Moves {
        fighter: u8,
        path: Vec<Hex>,
        level: Level,
        facing: Dir,
    },
    /// An RAF fighter lands (6.3).
    LandsAfterMove {
        fighter: u8,
        site: u8,
    },
    /// An RAF fighter intercepts the raid (7.2).
    Intercepts {
        fighter: u8,
        hex: Hex,
    },
    /// A fighter stays on the ground for the rest of the raid.
    StandsDown {
        fighter: u8,
    },
    /// The raid's flight-path roll and steps (6.4).
    FlightPath {
        roll: u8,
        speed: u8,
        steps: Steps,
        homeward: bool,
    },
    /// Row O: the raid turns for London (6.4).
    LondonTurn {
        from: Hex,
        to: Hex,
    },
    /// The raid climbs to enter a balloon hex (6.7).
    BalloonClimb {
        hex: Hex,
        levels: u8,
    },
    RaidMoves {
        to: Hex,
        facing: Dir,
    },
    /// The raid stops at a target to bomb (6.4, 10.1).
    RaidAtTarget {
        site: u8,
    },
    /// The raid stops on entering an RAF fighter's hex (6.6).
    RaidMeetsFighters {
        hex: Hex,
    },
    /// The raid leaves the map for France (6.8).
    RaidExits {
        from: Hex,
    },
    /// Identification (7.1).
    Identified {
        raiders: Vec<u8>,
        exact: Level,
        shift: i8,
        top_cover: Vec<u8>,
    },
    /// No bombers left: the raid turns for home at speed 4 (6.4).
    FightersDominate,
    /// At the target, but no bomber to drop anything.
    NoBombers {
        site: u8,
    },
    /// A dive bomber dives before bombing (10.2).
    DiveBombs {
        id: u8,
        from: Level,
        to: Level,
    },
    /// Bombing (10.3): (raider, level, bombs, points) and the result.
    Bombed {
        site: u8,
        drops: Vec<(u8, Level, u8, u8)>,
        points: u8,
        aa: Aa,
        aa_points: u8,
        halved: bool,
        damage: u8,
        total: u8,
    },
    /// An RAF fighter on a bombed airfield is destroyed (10.4).
    DestroyedOnGround {
        fighter: u8,
        site: u8,
    },
    /// A combat begins (7.3, 8.1).
    CombatBegins {
        hex: Hex,
        raf_first: bool,
        fighters: Vec<u8>,
    },
    /// An interceptor takes the out-of-the-sun or head-on box (7.4, 7.5).
    BoxTaken {
        craft: Craft,
        pos: BoxPos,
    },
    RoundBegins {
        round: u8,
    },
    /// End of round: the combat ends or goes on (8.1).
    RoundEnds {
        round: u8,
        ends: bool,
    },
    CombatEnds,
    Withdraws {
        craft: Craft,
        reason: WithdrawReason,
    },
    /// An RAF fighter leaving the combat lands (8.2).
    Lands {
        fighter: u8,
        site: u8,
    },
    /// A forced landing away from an airfield (6.3, 9.1).
    CrashLands {
        fighter: u8,
        hex: Hex,
    },
    Passes {
        craft: Craft,
    },
    /// Target selection, with the dive or climb (8.41).
    Selects {
        attacker: Craft,
        target: Craft,
        from: Level,
        to: Level,
        head_on: bool,
    },
    /// The target is already down: the attack is cancelled (8.43).
    AttackCancelled {
        attacker: Craft,
        target: Craft,
    },
    ActionCheck {
        attacker: CheckSide,
        target: CheckSide,
        margin: i32,
    },
    /// The attacker lost its action check: no shot (8.42).
    NoShot {
        attacker: Craft,
    },
    Fires {
        attacker: Craft,
        target: Craft,
        bursts: u8,
    },
    Hits {
        n: u8,
    },
    /// A hit on a damage position (8.43); `ty` is the aircraft type (German
    /// or RAF list of the edition).
    Hit {
        craft: Craft,
        ty: u8,
        position: u8,
        die: u8,
    },
    /// R16: a bomber hit in an engine or the pilot jettisons its bombs.
    Jettison {
        id: u8,
    },
    Destroyed {
        craft: Craft,
    },
    /// 13.1: a victory for the pilot.
    Victory {
        pilot: u8,
        id: u8,
        total: u8,
    },
    BecomesAce {
        pilot: u8,
    },
    ReturnFire {
        from: Craft,
        at: Craft,
        shots: u8,
    },
    Crossfire {
        from: u8,
        at: u8,
    },
    HeadOn {
        attacker: Craft,
        target: Craft,
    },
    HeadOnAnswer {
        from: Craft,
        at: Craft,
    },
    /// An RAF aircraft lost (13.3).
    RafLoss {
        fighter: u8,
    },
    /// Killed with his aircraft (two pilot hits, 9.2, 9.5).
    PilotKilled {
        pilot: u8,
    },
    /// Bail-out and survival (9.5); `on_ground`: his aircraft was destroyed
    /// on its airfield and he ran for the trenches, the same roll (10.4).
    BailOut {
        pilot: u8,
        hex: Hex,
        terrain: Terrain,
        modifier: u8,
        total: u8,
        survives: bool,
        #[serde(default)]
        on_ground: bool,
    },
    /// An engine-damaged German's range to France (9.1, R17).
    EngineRange {
        id: u8,
        range: u32,
        need: u32,
        reaches: bool,
    },
    ReachesFrance {
        id: u8,
    },
    /// A German crashes on the way home (9.1).
    Crashes {
        id: u8,
    },
    /// The raid is over (11).
    RaidEnds,
    /// 11.2: an RAF fighter back at base, repaired and rearmed (11.3).
    ReturnsToBase {
        fighter: u8,
    },
    /// 11.2: the wound table for a pilot hit in the raid.
    Wound {
        pilot: u8,
        result: WoundResult,
        until: Option<NaiveDate>,
    },
    /// 11.4: the raid's survivors back to the cup.
    BackToCup {
        units: Vec<u8>,
    },
    /// 12.1: an RAF aircraft replaced, to the base or the reserve box.
    PlaneReplaced {
        plane: u8,
        to_base: bool,
    },
    /// 12.1: a point of bomb damage repaired.
    SiteRepaired {
        site: u8,
        left: u8,
    },
    /// 12.1: the Luftwaffe's replacements.
    LuftwaffeReplaces {
        units: Vec<u8>,
    },
    /// 12.2: sleep.
    Sleeps {
        pilot: u8,
        from: u8,
        to: u8,
        kind: SleepKind,
    },
    /// The scenario ends after this day (4.1).
    ScenarioEnds {
        date: NaiveDate,
    },
    /// 15.2, 7 September: the six target markers the German keeps (secret).
    TargetsKept {
        kept: Vec<u8>,
    },
    /// 15.2, 7 September: London's four markers join the cup.
    LondonMarkers {
        london: Vec<u8>,
        cup: u8,
    },
    /// 15.2: the day's target and raid-size markers and the aircraft they
    /// allow (`wanted` before the cap of the active aircraft) (secret).
    PlanDrawn {
        targets: Vec<u8>,
        markers: Vec<u8>,
        units: Vec<u8>,
        wanted: u8,
    },
    /// 15.2: a daylight phase's raid planned (secret).
    RaidPlanned {
        phase: u8,
        target: u8,
        marker: u8,
        size: u8,
    },
    /// 15.2: too few aircraft left to fill the raid: cancelled (secret).
    PlanCancelled {
        phase: u8,
        size: u8,
        have: u8,
    },
    /// 15.2: an aircraft given to a phase's raid (secret).
    Assigned {
        phase: u8,
        id: u8,
    },
    /// 15.2: aircraft drawn and not used today go back to the cup (secret).
    UnusedBack {
        units: Vec<u8>,
    },
    /// 15.2: the raid's next move plotted face down (secret).
    PathPlotted {
        path: u8,
    },
    /// 15.2: the move plotted last is shown and flown.
    PathRevealed {
        path: u8,
    },
    /// 15.2: the end of a daylight phase: its target and raid-size markers
    /// shown, raid or not.
    MarkersRevealed {
        phase: u8,
        target: u8,
        marker: RaidMarker,
        cancelled: bool,
    },
    /// 15.2: the night: the day's markers back in their cups.
    MarkersBack {
        targets: u8,
        markers: u8,
    },
    /// 15.1: the player flying fighter #`fighter` (1 or 2) holds the
    /// section leader marker.
    SectionLeader {
        fighter: u8,
        why: LeaderReason,
    },
    /// The player asked the advisor at decision number `decision` (the
    /// choices made before it): the campaign counts as played with advice
    /// (13.4). Written by the session, never by the rules; no die is rolled.
    /// Once per decision at most; `first`: the campaign's first ask (the
    /// log says there that it is now played with advice).
    AdviceAsked {
        decision: usize,
        #[serde(default)]
        first: bool,
    },
}

impl Event {
    /// The rule section this event applies.
    pub fn rule(&self) -> &'static str {
        use Event::*;
        match self {
            Roll { kind, .. } => kind.rule(),
            PilotPlaced { .. } => "3.3",
            BaseChosen { .. } => "3.5",
            CupFilled { .. } => "3.6",
            DayBegins { .. } | ScenarioEnds { .. } => "4.1",
            TargetsKept { .. }
            | LondonMarkers { .. }
            | PlanDrawn { .. }
            | RaidPlanned { .. }
            | PlanCancelled { .. }
            | Assigned { .. }
            | UnusedBack { .. }
            | PathPlotted { .. }
            | PathRevealed { .. }
            | MarkersRevealed { .. }
            | MarkersBack { .. } => "15.2",
            Withdrawn { .. } => "4.4",
            Reinforced { .. } => "4.5",
            JoinsReserve { .. } => "R20",
            Weather { .. } | NoRaidsInRain => "4.3",
            PhaseBegins { .. } => "4.2",
            StandsBy { .. } | MovesToSatellite { .. } | Patrols { .. } | Fatigue { .. } => "5.2",
            MarkerDrawn { .. }
            | Remix
            | PatrolsLand
            | RaidPlaced { .. }
            | RaidCancelled { .. }
            | RaidersFaceDown { .. } => "5.3",
            ImpulseBegins { .. } => "5.4",
            TakesOff { .. } => "6.1",
            Moves { .. } => "6.2",
            LandsAfterMove { .. } => "6.3",
            Intercepts { .. } => "7.2",
            StandsDown { .. } => "5.4",
            FlightPath { .. }
            | LondonTurn { .. }
            | RaidMoves { .. }
            | RaidAtTarget { .. }
            | FightersDominate => "6.4",
            BalloonClimb { .. } => "6.7",
            RaidMeetsFighters { .. } => "6.6",
            RaidExits { .. } => "6.8",
            Identified { .. } => "7.1",
            NoBombers { .. } => "10.1",
            DiveBombs { .. } => "10.2",
            Bombed { .. } => "10.3",
            DestroyedOnGround { .. } => "10.4",
            CombatBegins { .. } => "7.3",
            BoxTaken { pos: BoxPos::OutOfSun, .. } => "7.4",
            BoxTaken { .. } => "7.5",
            RoundBegins { .. } | RoundEnds { .. } | CombatEnds => "8.1",
            Withdraws { reason, .. } => reason.rule(),
            Lands { .. } => "8.2",
            CrashLands { .. } => "9.1",
            Passes { .. } => "8.3",
            Selects { .. } | AttackCancelled { .. } => "8.41",
            ActionCheck { .. } | NoShot { .. } => "8.42",
            Fires { .. } | Hits { .. } | Hit { .. } | Destroyed { .. } => "8.43",
            Jettison { .. } => "R16",
            Victory { .. } | BecomesAce { .. } => "13.1",
            ReturnFire { .. } => "8.44",
            Crossfire { .. } => "14.1",
            HeadOn { .. } | HeadOnAnswer { .. } => "8.5",
            RafLoss { .. } => "13.3",
            BailOut { on_ground: true, .. } => "10.4",
            PilotKilled { .. } | BailOut { .. } => "9.5",
            EngineRange { .. } | ReachesFrance { .. } | Crashes { .. } => "9.1",
            RaidEnds => "11",
            ReturnsToBase { .. } | Wound { .. } => "11.2",
            BackToCup { .. } => "11.4",
            PlaneReplaced { .. } | SiteRepaired { .. } | LuftwaffeReplaces { .. } => "12.1",
            Sleeps { .. } => "12.2",
            SectionLeader { .. } => "15.1",
            AdviceAsked { .. } => "13.4",
        }
    }

    pub fn is_roll(&self) -> bool {
        matches!(self, Event::Roll { .. })
    }

    /// 15.2: part of the Luftwaffe player's secret plan, hidden from the
    /// RAF player (what the rules reveal comes as other events: the markers
    /// at the end of each phase, the plotted path as it is flown, the
    /// raiders when identified).
    pub fn secret(&self) -> bool {
        use Event::*;
        match self {
            Roll { kind, .. } => kind.is_secret(),
            TargetsKept { .. }
            | PlanDrawn { .. }
            | RaidPlanned { .. }
            | PlanCancelled { .. }
            | Assigned { .. }
            | UnusedBack { .. }
            | PathPlotted { .. } => true,
            _ => false,
        }
    }

}

