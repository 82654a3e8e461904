//! Events: what happened, in order, each naming its rule section. Every die
//! roll and every draw from a cup is an [`Event::Roll`] with its purpose, so
//! the log reads like a play-by-play and undo can tell whether dice were
//! rolled since a choice.

use crate::edition::{Aa, Edition, RaidMarker, Terrain, Weather, WoundResult};
use crate::text::{Lang, Id};
use crate::rules::combat::{BoxPos, CheckSide, Craft, Modifier, WithdrawReason};
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Why dice were rolled (or a counter drawn): the purpose and its rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum RollKind {
    /// Drawing the pilot counters face down (3.3).
    PilotDraw,
    /// The optional weather table (4.3).
    Weather,
    /// Drawing a raid-size marker (5.3).
    RaidSize,
    /// The raid's entry hex (5.3).
    EntryHex,
    /// The reported altitude (5.3).
    ReportedAltitude,
    /// Drawing a raider from the cup (5.3).
    RaiderDraw,
    /// The flight-path diagram (6.4).
    FlightPath,
    /// The exact altitude and top cover table (7.1).
    ExactAltitude,
    /// A German fighter choosing between two RAF fighters (8.41).
    GermanTarget,
    /// The attacker's action die (8.42).
    ActionAttacker,
    /// The target's action die (8.42).
    ActionTarget,
    /// Bursts fired (8.43).
    Fire,
    /// Where a hit lands (8.43).
    DamagePosition,
    /// A rear gun firing back (8.44).
    ReturnFire,
    /// A head-on burst (8.5).
    HeadOnFire,
    /// The target's answer to a head-on attack (8.5).
    HeadOnAnswer,
    /// Crossfire (14.1).
    Crossfire,
    /// A crossfiring bomber choosing between two RAF fighters (14.1).
    CrossfireTarget,
    /// End of a combat round (8.1).
    CombatEnd,
    /// Pilot survival, bailing out (9.5).
    Survival,
    /// The wound table (11.2).
    Wound,
    /// The Luftwaffe's night replacements drawn (12.1).
    LuftwaffeRepair,
    /// 15.2: the German player draws a target marker (secret).
    TargetMarker,
    /// 15.2: the German player draws a raid-size marker (secret).
    PlanMarker,
    /// 15.2: the German player draws the day's aircraft (secret).
    PlanRaider,
    /// Two RAF players roll for the section leader, #1 then #2 (15.1).
    SectionLeader,
}

impl RollKind {
    pub const ALL: [RollKind; 26] = {
        use RollKind::*;
        [
            PilotDraw,
            Weather,
            RaidSize,
            EntryHex,
            ReportedAltitude,
            RaiderDraw,
            FlightPath,
            ExactAltitude,
            GermanTarget,
            ActionAttacker,
            ActionTarget,
            Fire,
            DamagePosition,
            ReturnFire,
            HeadOnFire,
            HeadOnAnswer,
            Crossfire,
            CrossfireTarget,
            CombatEnd,
            Survival,
            Wound,
            LuftwaffeRepair,
            TargetMarker,
            PlanMarker,
            PlanRaider,
            SectionLeader,
        ]
    };

    pub fn rule(self) -> &'static str {
        use RollKind::*;
        match self {
            PilotDraw => "3.3",
            Weather => "4.3",
            RaidSize | EntryHex | ReportedAltitude | RaiderDraw => "5.3",
            FlightPath => "6.4",
            ExactAltitude => "7.1",
            GermanTarget => "8.41",
            ActionAttacker | ActionTarget => "8.42",
            Fire | DamagePosition => "8.43",
            ReturnFire => "8.44",
            HeadOnFire | HeadOnAnswer => "8.5",
            Crossfire | CrossfireTarget => "14.1",
            CombatEnd => "8.1",
            Survival => "9.5",
            Wound => "11.2",
            LuftwaffeRepair => "12.1",
            TargetMarker | PlanMarker | PlanRaider => "15.2",
            SectionLeader => "15.1",
        }
    }

    pub fn msg(self) -> Id {
        use RollKind::*;
        match self {
            PilotDraw => id!("roll-pilot-draw"),
            Weather => id!("roll-weather"),
            RaidSize => id!("roll-raid-size"),
            EntryHex => id!("roll-entry-hex"),
            ReportedAltitude => id!("roll-reported-altitude"),
            RaiderDraw => id!("roll-raider-draw"),
            FlightPath => id!("roll-flight-path"),
            ExactAltitude => id!("roll-exact-altitude"),
            GermanTarget => id!("roll-german-target"),
            ActionAttacker => id!("roll-action-attacker"),
            ActionTarget => id!("roll-action-target"),
            Fire => id!("roll-fire"),
            DamagePosition => id!("roll-damage-position"),
            ReturnFire => id!("roll-return-fire"),
            HeadOnFire => id!("roll-head-on-fire"),
            HeadOnAnswer => id!("roll-head-on-answer"),
            Crossfire => id!("roll-crossfire"),
            CrossfireTarget => id!("roll-crossfire-target"),
            CombatEnd => id!("roll-combat-end"),
            Survival => id!("roll-survival"),
            Wound => id!("roll-wound"),
            LuftwaffeRepair => id!("roll-luftwaffe-repair"),
            TargetMarker => id!("roll-target-marker"),
            PlanMarker => id!("roll-plan-marker"),
            PlanRaider => id!("roll-plan-raider"),
            SectionLeader => id!("roll-section-leader"),
        }
    }

    /// A draw picks one counter out of `sides`; a roll throws d6s.
    pub fn is_draw(self) -> bool {
        matches!(
            self,
            RollKind::PilotDraw
                | RollKind::RaidSize
                | RollKind::RaiderDraw
                | RollKind::LuftwaffeRepair
                | RollKind::TargetMarker
                | RollKind::PlanMarker
                | RollKind::PlanRaider
        )
    }

    /// 15.2: the German player's secret draws.
    pub fn is_secret(self) -> bool {
        matches!(self, RollKind::TargetMarker | RollKind::PlanMarker | RollKind::PlanRaider)
    }
}

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
    /// Bail-out and survival (9.5).
    BailOut {
        pilot: u8,
        hex: Hex,
        terrain: Terrain,
        modifier: u8,
        total: u8,
        survives: bool,
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
    AdviceAsked {
        decision: usize,
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

    /// The event as a line of the log.
    pub fn describe(&self, ed: &Edition, lang: Lang) -> String {
        use Event::*;
        let pilot = |p: &u8| pilot_name(ed, *p);
        let site = |s: &u8| site_name(ed, *s as usize, lang);
        let sites = |s: &[u8]| s.iter().map(site).collect::<Vec<_>>().join(", ");
        let units = |u: &[u8]| u.iter().map(|i| format!("#{i}")).collect::<Vec<_>>().join(", ");
        let craft = |c: &Craft| craft_name(ed, *c, lang);
        let lvl = |l: &Level| level_name(*l, lang);
        let dir = |d: &Dir| t!(lang, dir_msg(ed, *d));
        match self {
            Roll { kind, sides, values } => {
                let what = t!(lang, kind.msg());
                let shown = values.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
                if kind.is_draw() {
                    t!(lang, "ev-draw", what = what, n = shown, of = sides)
                } else if values.len() == 2
                    && matches!(kind, RollKind::ReportedAltitude | RollKind::ExactAltitude)
                {
                    let total: u32 = values.iter().map(|&v| v as u32).sum();
                    t!(
                        lang,
                        "ev-roll-total",
                        what = what,
                        dice = values.iter().map(u8::to_string).collect::<Vec<_>>().join(" + "),
                        total = total
                    )
                } else {
                    t!(lang, "ev-roll", what = what, dice = shown)
                }
            }
            PilotPlaced { pilot: p, place } => match place {
                PilotPlace::Fighter(n) => t!(lang, "ev-pilot-fighter", pilot = pilot(p), n = n),
                PilotPlace::Reserve => t!(lang, "ev-pilot-reserve", pilot = pilot(p)),
                PilotPlace::Sunday(d) => {
                    t!(lang, "ev-pilot-sunday", pilot = pilot(p), date = date(*d, lang))
                }
            },
            BaseChosen { site: s } => t!(lang, "ev-base", site = site(s)),
            CupFilled { units: u } => t!(lang, "ev-cup", n = u.len(), units = units(u)),
            DayBegins { date: d } => t!(lang, "ev-day", date = date(*d, lang)),
            Withdrawn { units: u } => t!(lang, "ev-withdrawn", units = units(u)),
            Reinforced { units: u } => t!(lang, "ev-reinforced", units = units(u)),
            JoinsReserve { pilot: p, reason } => match reason {
                JoinReason::Sunday => t!(lang, "ev-arrives", pilot = pilot(p)),
                JoinReason::Recovered => t!(lang, "ev-recovered", pilot = pilot(p)),
            },
            Weather { weather, rolled } => {
                let w = t!(lang, weather.msg());
                if *rolled {
                    t!(lang, "ev-weather-rolled", weather = w)
                } else {
                    t!(lang, "ev-weather-historical", weather = w)
                }
            }
            PhaseBegins { phase, sun } => {
                let name = t!(lang, phase_msg(*phase));
                match sun {
                    Some(d) => t!(lang, "ev-phase-sun", phase = name, sun = dir(d)),
                    None => t!(lang, "ev-phase", phase = name),
                }
            }
            NoRaidsInRain => t!(lang, "ev-no-raids-in-rain"),
            StandsBy { fighter, site: s } => t!(lang, "ev-stands-by", n = fighter, site = site(s)),
            MovesToSatellite { fighter, site: s } => t!(lang, "ev-satellite", n = fighter, site = site(s)),
            Patrols { fighter, hex, level } => {
                let over = ed.site_at(*hex).map(|s| site_name(ed, s, lang)).unwrap_or_default();
                t!(lang, "ev-patrol", n = fighter, site = over, hex = hex, level = lvl(level))
            }
            Fatigue { pilot: p, from, to } => {
                t!(lang, "ev-fatigue", pilot = pilot(p), from = from, to = to)
            }
            MarkerDrawn { marker } => t!(lang, "ev-marker", marker = marker_name(*marker, lang)),
            Remix => t!(lang, "ev-remix"),
            PatrolsLand => t!(lang, "ev-patrols-land"),
            RaidPlaced { entry, hex, reported, size, extra, blitz } => {
                let mut s = t!(
                    lang,
                    "ev-raid-placed",
                    size = size,
                    entry = entry,
                    hex = hex,
                    level = lvl(reported)
                );
                if *extra > 0 {
                    s.push_str(&t!(lang, "ev-london-burning-extra", n = extra));
                }
                if *blitz {
                    s.push_str(&t!(lang, "ev-blitz-altitude"));
                }
                s
            }
            RaidCancelled { size, cup } => t!(lang, "ev-raid-cancelled", size = size, cup = cup),
            RaidersFaceDown { n, level } => t!(lang, "ev-face-down", n = n, level = lvl(level)),
            ImpulseBegins { n, radar_delay } => {
                if *radar_delay {
                    t!(lang, "ev-impulse-delayed", n = n)
                } else {
                    t!(lang, "ev-impulse", n = n)
                }
            }
            TakesOff { fighter, facing } => t!(lang, "ev-takes-off", n = fighter, facing = dir(facing)),
            Moves { fighter, path, level, facing } => {
                let p = if path.is_empty() {
                    "—".to_string()
                } else {
                    path.iter().map(Hex::to_string).collect::<Vec<_>>().join("→")
                };
                t!(lang, "ev-moves", n = fighter, path = p, level = lvl(level), facing = dir(facing))
            }
            LandsAfterMove { fighter, site: s } => t!(lang, "ev-lands", n = fighter, site = site(s)),
            Intercepts { fighter, hex } => t!(lang, "ev-intercepts", n = fighter, hex = hex),
            StandsDown { fighter } => t!(lang, "ev-stands-down", n = fighter),
            FlightPath { roll, speed, steps, homeward } => {
                let s = steps
                    .iter()
                    .map(|d| t!(lang, ed.map.compass(*d).short_msg()))
                    .collect::<Vec<_>>()
                    .join(", ");
                if *homeward {
                    t!(lang, "ev-flight-path-home", roll = roll, speed = speed, steps = s)
                } else {
                    t!(lang, "ev-flight-path", roll = roll, speed = speed, steps = s)
                }
            }
            LondonTurn { from, to } => t!(lang, "ev-london-turn", from = from, to = to),
            BalloonClimb { hex, levels } => t!(lang, "ev-balloon-climb", hex = hex, n = levels),
            RaidMoves { to, .. } => t!(lang, "ev-raid-moves", hex = to),
            RaidAtTarget { site: s } => t!(lang, "ev-raid-at-target", site = site(s)),
            RaidMeetsFighters { hex } => t!(lang, "ev-raid-meets-fighters", hex = hex),
            RaidExits { from } => t!(lang, "ev-raid-exits", hex = from),
            Identified { raiders, exact, shift, top_cover } => {
                let list = raiders
                    .iter()
                    .map(|&r| craft_name(ed, Craft::German(r), lang))
                    .collect::<Vec<_>>()
                    .join(", ");
                let change = match shift {
                    1 => t!(lang, "shift-up"),
                    -1 => t!(lang, "shift-down"),
                    _ => t!(lang, "shift-none"),
                };
                let cover = if top_cover.is_empty() { t!(lang, "no-top-cover") } else { units(top_cover) };
                t!(lang, "ev-identified", list = list, level = lvl(exact), change = change, cover = cover)
            }
            FightersDominate => t!(lang, "ev-fighters-dominate"),
            NoBombers { site: s } => t!(lang, "ev-no-bombers", site = site(s)),
            DiveBombs { id, from, to } => {
                t!(
                    lang,
                    "ev-dive-bombs",
                    craft = craft(&Craft::German(*id)),
                    from = lvl(from),
                    to = lvl(to)
                )
            }
            Bombed { site: s, drops, points, aa, aa_points, halved, damage, total } => {
                let parts = drops
                    .iter()
                    .map(|(id, l, b, p)| {
                        t!(
                            lang,
                            "bomb-drop",
                            craft = craft(&Craft::German(*id)),
                            bombs = b,
                            level = lvl(l),
                            points = p
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("; ");
                let mut line = t!(lang, "ev-bombed", site = site(s), drops = parts, points = points);
                if *aa_points > 0 {
                    let which =
                        if *aa == Aa::Heavy { t!(lang, "aa-heavy") } else { t!(lang, "aa-light") };
                    line.push_str(&t!(lang, "bomb-aa", aa = which, n = aa_points));
                }
                if *halved {
                    line.push_str(&t!(lang, "bomb-halved"));
                }
                line.push_str(&t!(lang, "bomb-result", damage = damage, total = total));
                line
            }
            DestroyedOnGround { fighter, site: s } => {
                t!(lang, "ev-destroyed-on-ground", n = fighter, site = site(s))
            }
            CombatBegins { hex, raf_first, fighters } => {
                let f = fighters.iter().map(|n| format!("#{n}")).collect::<Vec<_>>().join(", ");
                if *raf_first {
                    t!(lang, "ev-combat-raf", hex = hex, fighters = f)
                } else {
                    t!(lang, "ev-combat-lw", hex = hex, fighters = f)
                }
            }
            BoxTaken { craft: c, pos } => {
                let b = match pos {
                    BoxPos::OutOfSun => t!(lang, "box-sun-name"),
                    _ => t!(lang, "box-head-on-name"),
                };
                t!(lang, "ev-box-taken", craft = craft(c), pos = b)
            }
            RoundBegins { round } => t!(lang, "ev-round", round = round),
            RoundEnds { round, ends } => {
                if *ends {
                    t!(lang, "ev-round-ends-combat", round = round)
                } else {
                    t!(lang, "ev-round-goes-on", round = round)
                }
            }
            CombatEnds => t!(lang, "ev-combat-ends"),
            Withdraws { craft: c, reason } => {
                t!(lang, "ev-withdraws", craft = craft(c), why = t!(lang, reason_msg(*reason)))
            }
            Lands { fighter, site: s } => t!(lang, "ev-lands", n = fighter, site = site(s)),
            CrashLands { fighter, hex } => t!(lang, "ev-crash-lands", n = fighter, hex = hex),
            Passes { craft: c } => t!(lang, "ev-passes", craft = craft(c)),
            Selects { attacker, target, from, to, head_on } => {
                let how = if *head_on {
                    t!(lang, "sel-head-on")
                } else if to < from {
                    t!(lang, "sel-dive", level = lvl(to))
                } else if to > from {
                    t!(lang, "sel-climb", level = lvl(to))
                } else {
                    String::new()
                };
                t!(lang, "ev-selects", attacker = craft(attacker), target = craft(target), how = how)
            }
            AttackCancelled { attacker, target } => {
                t!(lang, "ev-attack-cancelled", attacker = craft(attacker), target = craft(target))
            }
            ActionCheck { attacker, target, margin } => {
                let side = |s: &CheckSide| {
                    let mut t = format!("{}", s.action);
                    for (m, v) in &s.mods {
                        t.push_str(&format!(" {v:+} ({})", t!(lang, modifier_msg(*m))));
                    }
                    t.push_str(&format!(" + {} ({}) = {}", s.die, t!(lang, "die"), s.total));
                    t
                };
                t!(
                    lang,
                    "ev-action-check",
                    attacker = craft(&attacker.craft),
                    a = side(attacker),
                    target = craft(&target.craft),
                    t = side(target),
                    margin = margin
                )
            }
            NoShot { attacker } => t!(lang, "ev-no-shot", craft = craft(attacker)),
            Fires { attacker, target, bursts } => {
                t!(lang, "ev-fires", attacker = craft(attacker), target = craft(target), n = bursts)
            }
            Hits { n } => t!(lang, "ev-hits", n = n),
            Hit { craft: c, ty, position, die } => {
                let name = position_name(ed, *c, *ty, *position, lang);
                t!(lang, "ev-hit", craft = craft(c), position = name, die = die)
            }
            Jettison { id } => t!(lang, "ev-jettison", craft = craft(&Craft::German(*id))),
            Destroyed { craft: c } => t!(lang, "ev-destroyed", craft = craft(c)),
            Victory { pilot: p, id, total } => {
                t!(lang, "ev-victory", pilot = pilot(p), craft = craft(&Craft::German(*id)), total = total)
            }
            BecomesAce { pilot: p } => t!(lang, "ev-ace", pilot = pilot(p)),
            ReturnFire { from, at, shots } => {
                t!(lang, "ev-return-fire", from = craft(from), at = craft(at), n = shots)
            }
            Crossfire { from, at } => {
                t!(lang, "ev-crossfire", from = craft(&Craft::German(*from)), n = at)
            }
            HeadOn { attacker, target } => {
                t!(lang, "ev-head-on", attacker = craft(attacker), target = craft(target))
            }
            HeadOnAnswer { from, at } => t!(lang, "ev-head-on-answer", from = craft(from), at = craft(at)),
            RafLoss { fighter } => t!(lang, "ev-raf-loss", n = fighter),
            PilotKilled { pilot: p } => t!(lang, "ev-pilot-killed", pilot = pilot(p)),
            BailOut { pilot: p, hex, terrain, modifier, total, survives } => {
                let t = t!(lang, terrain.msg());
                if *survives {
                    t!(
                        lang,
                        "ev-bail-out-safe",
                        pilot = pilot(p),
                        hex = hex,
                        terrain = t,
                        m = modifier,
                        total = total
                    )
                } else {
                    t!(
                        lang,
                        "ev-bail-out-killed",
                        pilot = pilot(p),
                        hex = hex,
                        terrain = t,
                        m = modifier,
                        total = total
                    )
                }
            }
            EngineRange { id, range, need, reaches } => {
                let c = craft(&Craft::German(*id));
                if *reaches {
                    t!(lang, "ev-range-ok", craft = c, range = range, need = need)
                } else {
                    t!(lang, "ev-range-short", craft = c, range = range, need = need)
                }
            }
            ReachesFrance { id } => t!(lang, "ev-reaches-france", craft = craft(&Craft::German(*id))),
            Crashes { id } => t!(lang, "ev-crashes", craft = craft(&Craft::German(*id))),
            RaidEnds => t!(lang, "ev-raid-ends"),
            ReturnsToBase { fighter } => t!(lang, "ev-returns-to-base", n = fighter),
            Wound { pilot: p, result, until } => {
                let r = match result {
                    WoundResult::Shaken => t!(lang, "wound-shaken"),
                    WoundResult::Wounded { weeks } => t!(
                        lang,
                        "wound-weeks",
                        weeks = weeks,
                        date = until.map(|d| date(d, lang)).unwrap_or_default()
                    ),
                    WoundResult::CareerOver => t!(lang, "wound-career"),
                    WoundResult::Killed => t!(lang, "wound-killed"),
                };
                t!(lang, "ev-wound", pilot = pilot(p), result = r)
            }
            BackToCup { units: u } => t!(lang, "ev-back-to-cup", units = units(u)),
            PlaneReplaced { plane, to_base } => {
                let name = crate::rules::decision::plane_name(ed, *plane);
                if *to_base {
                    t!(lang, "ev-plane-to-base", plane = name)
                } else {
                    t!(lang, "ev-plane-to-reserve", plane = name)
                }
            }
            SiteRepaired { site: s, left } => t!(lang, "ev-site-repaired", site = site(s), left = left),
            LuftwaffeReplaces { units: u } => t!(lang, "ev-luftwaffe-replaces", units = units(u)),
            Sleeps { pilot: p, from, to, kind } => {
                let why = match kind {
                    SleepKind::Normal => String::new(),
                    SleepKind::DamagedBase => t!(lang, "sleep-damaged-base"),
                    SleepKind::Shaken => t!(lang, "sleep-shaken"),
                };
                t!(lang, "ev-sleeps", pilot = pilot(p), from = from, to = to, why = why)
            }
            ScenarioEnds { date: d } => t!(lang, "ev-scenario-ends", date = date(*d, lang)),
            TargetsKept { kept } => t!(lang, "ev-targets-kept", sites = sites(kept)),
            LondonMarkers { london, cup } => {
                t!(lang, "ev-london-markers", sites = sites(london), cup = cup)
            }
            PlanDrawn { targets, markers, units: u, wanted } => t!(
                lang,
                "ev-plan-drawn",
                sites = sites(targets),
                markers = markers
                    .iter()
                    .map(|&m| marker_name(ed.raid_markers[m as usize], lang))
                    .collect::<Vec<_>>()
                    .join(", "),
                n = u.len(),
                wanted = wanted,
                units = units(u)
            ),
            RaidPlanned { phase, target, marker, size } => t!(
                lang,
                "ev-raid-planned",
                phase = t!(lang, phase_msg(PhaseId::Daylight(*phase))),
                site = site(target),
                marker = marker_name(ed.raid_markers[*marker as usize], lang),
                size = size
            ),
            PlanCancelled { phase, size, have } => t!(
                lang,
                "ev-plan-cancelled",
                phase = t!(lang, phase_msg(PhaseId::Daylight(*phase))),
                size = size,
                have = have
            ),
            Assigned { phase, id } => t!(
                lang,
                "ev-assigned",
                craft = craft(&Craft::German(*id)),
                phase = t!(lang, phase_msg(PhaseId::Daylight(*phase)))
            ),
            UnusedBack { units: u } => t!(lang, "ev-unused-back", units = units(u)),
            PathPlotted { path } => t!(lang, "ev-path-plotted", path = path),
            PathRevealed { path } => t!(lang, "ev-path-revealed", path = path),
            MarkersRevealed { phase, target, marker, cancelled } => {
                let text = t!(
                    lang,
                    "ev-markers-revealed",
                    phase = t!(lang, phase_msg(PhaseId::Daylight(*phase))),
                    site = site(target),
                    marker = marker_name(*marker, lang)
                );
                if *cancelled { format!("{text} {}", t!(lang, "ev-markers-cancelled")) } else { text }
            }
            MarkersBack { targets, markers } => {
                t!(lang, "ev-markers-back", targets = targets, markers = markers)
            }
            SectionLeader { fighter, why } => match why {
                LeaderReason::Roll => t!(lang, "ev-leader-roll", n = fighter),
                LeaderReason::Replaced => t!(lang, "ev-leader-replaced", n = fighter),
                LeaderReason::BothReplaced => t!(lang, "ev-leader-both-replaced", n = fighter),
            },
            AdviceAsked { .. } => t!(lang, "ev-advice-asked"),
        }
    }
}

/// Why an aircraft left a combat, in words.
pub fn reason_msg(r: WithdrawReason) -> Id {
    match r {
        WithdrawReason::Voluntary => id!("why-voluntary"),
        WithdrawReason::PilotHit => id!("why-pilot-hit"),
        WithdrawReason::OutOfAmmo => id!("why-out-of-ammo"),
        WithdrawReason::LostContact => id!("why-lost-contact"),
        WithdrawReason::EngineDamaged => id!("why-engine"),
        WithdrawReason::Abort => id!("why-abort"),
        WithdrawReason::CombatOver => id!("why-combat-over"),
    }
}

fn modifier_msg(m: Modifier) -> Id {
    match m {
        Modifier::OutOfSun => id!("mod-out-of-sun"),
        Modifier::Dive => id!("mod-dive"),
        Modifier::Climb => id!("mod-climb"),
        Modifier::Tired => id!("mod-tired"),
        Modifier::Hits => id!("mod-hits"),
        Modifier::Unattacked => id!("mod-unattacked"),
        Modifier::EmptyBombBay => id!("mod-empty-bomb-bay"),
    }
}

fn position_name(ed: &Edition, c: Craft, ty: u8, pos: u8, lang: Lang) -> String {
    let t = match c {
        Craft::German(_) => ed.german_types.get(ty as usize),
        Craft::Raf(_) => ed.raf_types.get(ty as usize),
    };
    t.filter(|t| (pos as usize) < t.positions.len()).map(|t| position_text(t, pos, lang)).unwrap_or_default()
}

/// A damage position as the player reads it: "Engine L", "Motor izq.".
pub fn position_text(ty: &crate::edition::AircraftType, pos: u8, lang: Lang) -> String {
    use crate::edition::PositionKind::*;
    let (kind, nth) = ty.position_parts(pos);
    let base = t!(
        lang,
        match kind {
            Engine => id!("pos-engine"),
            Pilot => id!("pos-pilot"),
            Gunner => id!("pos-gunner"),
            Frame => id!("pos-frame"),
        }
    );
    match (kind, nth) {
        (_, None) => base,
        (Engine, Some(0)) => format!("{base} {}", t!(lang, "side-left")),
        (Engine, Some(_)) => format!("{base} {}", t!(lang, "side-right")),
        (_, Some(0)) => format!("{base} A"),
        (_, Some(_)) => format!("{base} B"),
    }
}

/// The one-letter mark of a position in the altitude box.
pub fn position_letter(kind: crate::edition::PositionKind, lang: Lang) -> String {
    use crate::edition::PositionKind::*;
    t!(
        lang,
        match kind {
            Engine => id!("pos-engine-short"),
            Pilot => id!("pos-pilot-short"),
            Gunner => id!("pos-gunner-short"),
            Frame => id!("pos-frame-short"),
        }
    )
}

/// The name of a site for the player: London's hexes are "London O5"
/// ("Londres O5"); the others as the edition names them. Every place that
/// shows a site's name calls this.
pub fn site_name(ed: &Edition, site: usize, lang: Lang) -> String {
    let s = &ed.sites[site];
    if s.kind == crate::edition::SiteKind::London {
        format!("{} {}", t!(lang, "map-london"), s.hex)
    } else {
        s.name.clone()
    }
}

/// "Me109E #4", "fighter #1".
pub fn craft_name(ed: &Edition, c: Craft, lang: Lang) -> String {
    match c {
        Craft::German(g) => format!("{} #{g}", type_name(ed.german_type(g), lang)),
        Craft::Raf(s) => t!(lang, "fighter-n", n = s + 1),
    }
}

/// An aircraft type's name as the player reads it: the edition's name (an
/// aircraft's designation), with the role some names carry in English
/// ("Me110C fighter-bomber") written in the player's language.
pub fn type_name(ty: &crate::edition::AircraftType, lang: Lang) -> String {
    const ROLE: &str = "fighter-bomber";
    if ty.role == crate::edition::Role::FighterBomber && ty.name.contains(ROLE) {
        ty.name.replace(ROLE, &t!(lang, "role-fighter-bomber"))
    } else {
        ty.name.clone()
    }
}

pub fn pilot_name(ed: &Edition, p: u8) -> String {
    let d = &ed.pilots[p as usize];
    format!("{} {}", d.rank, d.name)
}

pub fn phase_msg(p: PhaseId) -> Id {
    match p {
        PhaseId::Daylight(0) => id!("phase-7am"),
        PhaseId::Daylight(1) => id!("phase-10am"),
        PhaseId::Daylight(2) => id!("phase-2pm"),
        PhaseId::Daylight(_) => id!("phase-5pm"),
        PhaseId::Night => id!("phase-night"),
    }
}

/// The name of a hexside for the player: its compass name in the edition
/// (edition 2's up-left is "west").
pub fn dir_msg(ed: &Edition, d: Dir) -> Id {
    ed.map.compass(d).msg()
}

pub fn level_name(l: Level, lang: Lang) -> String {
    match l {
        Level::Airfield => t!(lang, "level-airfield"),
        Level::Ground => t!(lang, "level-ground"),
        l => t!(lang, "level-feet", n = l.thousands()),
    }
}

pub fn marker_name(m: RaidMarker, lang: Lang) -> String {
    match m {
        RaidMarker::NoRaid => t!(lang, "marker-no-raid"),
        RaidMarker::Raiders(n) => t!(lang, "marker-raiders", n = n),
        RaidMarker::Remix => t!(lang, "marker-remix"),
    }
}

/// A calendar date as the player reads it: "13 August 1940".
pub fn date(d: NaiveDate, lang: Lang) -> String {
    use chrono::Datelike;
    const EN: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    const ES: [&str; 12] = [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ];
    let m = d.month0() as usize;
    if lang == Lang::ES {
        format!("{} de {} de {}", d.day(), ES[m], d.year())
    } else {
        format!("{} {} {}", d.day(), EN[m], d.year())
    }
}
