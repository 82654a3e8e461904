//! Events: what happened, in order, each naming its rule section. Every die
//! roll and every draw from a cup is an [`Event::Roll`] with its purpose, so
//! the log reads like a play-by-play and undo can tell whether dice were
//! rolled since a choice.

use crate::edition::{Aa, Edition, RaidMarker, Terrain, Weather, WoundResult};
use crate::i18n::{Lang, Msg};
use crate::rules::combat::{BoxPos, CheckSide, Craft, Modifier, WithdrawReason};
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use crate::tr;
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

    pub fn msg(self) -> Msg {
        use RollKind::*;
        match self {
            PilotDraw => Msg::RollPilotDraw,
            Weather => Msg::RollWeather,
            RaidSize => Msg::RollRaidSize,
            EntryHex => Msg::RollEntryHex,
            ReportedAltitude => Msg::RollReportedAltitude,
            RaiderDraw => Msg::RollRaiderDraw,
            FlightPath => Msg::RollFlightPath,
            ExactAltitude => Msg::RollExactAltitude,
            GermanTarget => Msg::RollGermanTarget,
            ActionAttacker => Msg::RollActionAttacker,
            ActionTarget => Msg::RollActionTarget,
            Fire => Msg::RollFire,
            DamagePosition => Msg::RollDamagePosition,
            ReturnFire => Msg::RollReturnFire,
            HeadOnFire => Msg::RollHeadOnFire,
            HeadOnAnswer => Msg::RollHeadOnAnswer,
            Crossfire => Msg::RollCrossfire,
            CrossfireTarget => Msg::RollCrossfireTarget,
            CombatEnd => Msg::RollCombatEnd,
            Survival => Msg::RollSurvival,
            Wound => Msg::RollWound,
            LuftwaffeRepair => Msg::RollLuftwaffeRepair,
            TargetMarker => Msg::RollTargetMarker,
            PlanMarker => Msg::RollPlanMarker,
            PlanRaider => Msg::RollPlanRaider,
            SectionLeader => Msg::RollSectionLeader,
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
        let dir = |d: &Dir| tr!(lang, dir_msg(ed, *d));
        match self {
            Roll { kind, sides, values } => {
                let what = tr!(lang, kind.msg());
                let shown = values.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
                if kind.is_draw() {
                    tr!(lang, Msg::EvDraw, what = what, n = shown, of = sides)
                } else if values.len() == 2
                    && matches!(kind, RollKind::ReportedAltitude | RollKind::ExactAltitude)
                {
                    let total: u32 = values.iter().map(|&v| v as u32).sum();
                    tr!(
                        lang,
                        Msg::EvRollTotal,
                        what = what,
                        dice = values.iter().map(u8::to_string).collect::<Vec<_>>().join(" + "),
                        total = total
                    )
                } else {
                    tr!(lang, Msg::EvRoll, what = what, dice = shown)
                }
            }
            PilotPlaced { pilot: p, place } => match place {
                PilotPlace::Fighter(n) => tr!(lang, Msg::EvPilotFighter, pilot = pilot(p), n = n),
                PilotPlace::Reserve => tr!(lang, Msg::EvPilotReserve, pilot = pilot(p)),
                PilotPlace::Sunday(d) => {
                    tr!(lang, Msg::EvPilotSunday, pilot = pilot(p), date = date(*d, lang))
                }
            },
            BaseChosen { site: s } => tr!(lang, Msg::EvBase, site = site(s)),
            CupFilled { units: u } => tr!(lang, Msg::EvCup, n = u.len(), units = units(u)),
            DayBegins { date: d } => tr!(lang, Msg::EvDay, date = date(*d, lang)),
            Withdrawn { units: u } => tr!(lang, Msg::EvWithdrawn, units = units(u)),
            Reinforced { units: u } => tr!(lang, Msg::EvReinforced, units = units(u)),
            JoinsReserve { pilot: p, reason } => match reason {
                JoinReason::Sunday => tr!(lang, Msg::EvArrives, pilot = pilot(p)),
                JoinReason::Recovered => tr!(lang, Msg::EvRecovered, pilot = pilot(p)),
            },
            Weather { weather, rolled } => {
                let w = tr!(lang, weather.msg());
                if *rolled {
                    tr!(lang, Msg::EvWeatherRolled, weather = w)
                } else {
                    tr!(lang, Msg::EvWeatherHistorical, weather = w)
                }
            }
            PhaseBegins { phase, sun } => {
                let name = tr!(lang, phase_msg(*phase));
                match sun {
                    Some(d) => tr!(lang, Msg::EvPhaseSun, phase = name, sun = dir(d)),
                    None => tr!(lang, Msg::EvPhase, phase = name),
                }
            }
            NoRaidsInRain => tr!(lang, Msg::EvNoRaidsInRain),
            StandsBy { fighter, site: s } => tr!(lang, Msg::EvStandsBy, n = fighter, site = site(s)),
            MovesToSatellite { fighter, site: s } => tr!(lang, Msg::EvSatellite, n = fighter, site = site(s)),
            Patrols { fighter, hex, level } => {
                let over = ed.site_at(*hex).map(|s| site_name(ed, s, lang)).unwrap_or_default();
                tr!(lang, Msg::EvPatrol, n = fighter, site = over, hex = hex, level = lvl(level))
            }
            Fatigue { pilot: p, from, to } => {
                tr!(lang, Msg::EvFatigue, pilot = pilot(p), from = from, to = to)
            }
            MarkerDrawn { marker } => tr!(lang, Msg::EvMarker, marker = marker_name(*marker, lang)),
            Remix => tr!(lang, Msg::EvRemix),
            PatrolsLand => tr!(lang, Msg::EvPatrolsLand),
            RaidPlaced { entry, hex, reported, size, extra, blitz } => {
                let mut s = tr!(
                    lang,
                    Msg::EvRaidPlaced,
                    size = size,
                    entry = entry,
                    hex = hex,
                    level = lvl(reported)
                );
                if *extra > 0 {
                    s.push_str(&tr!(lang, Msg::EvLondonBurningExtra, n = extra));
                }
                if *blitz {
                    s.push_str(&tr!(lang, Msg::EvBlitzAltitude));
                }
                s
            }
            RaidCancelled { size, cup } => tr!(lang, Msg::EvRaidCancelled, size = size, cup = cup),
            RaidersFaceDown { n, level } => tr!(lang, Msg::EvFaceDown, n = n, level = lvl(level)),
            ImpulseBegins { n, radar_delay } => {
                if *radar_delay {
                    tr!(lang, Msg::EvImpulseDelayed, n = n)
                } else {
                    tr!(lang, Msg::EvImpulse, n = n)
                }
            }
            TakesOff { fighter, facing } => tr!(lang, Msg::EvTakesOff, n = fighter, facing = dir(facing)),
            Moves { fighter, path, level, facing } => {
                let p = if path.is_empty() {
                    "—".to_string()
                } else {
                    path.iter().map(Hex::to_string).collect::<Vec<_>>().join("→")
                };
                tr!(lang, Msg::EvMoves, n = fighter, path = p, level = lvl(level), facing = dir(facing))
            }
            LandsAfterMove { fighter, site: s } => tr!(lang, Msg::EvLands, n = fighter, site = site(s)),
            Intercepts { fighter, hex } => tr!(lang, Msg::EvIntercepts, n = fighter, hex = hex),
            StandsDown { fighter } => tr!(lang, Msg::EvStandsDown, n = fighter),
            FlightPath { roll, speed, steps, homeward } => {
                let s = steps
                    .iter()
                    .map(|d| tr!(lang, ed.map.compass(*d).short_msg()))
                    .collect::<Vec<_>>()
                    .join(", ");
                if *homeward {
                    tr!(lang, Msg::EvFlightPathHome, roll = roll, speed = speed, steps = s)
                } else {
                    tr!(lang, Msg::EvFlightPath, roll = roll, speed = speed, steps = s)
                }
            }
            LondonTurn { from, to } => tr!(lang, Msg::EvLondonTurn, from = from, to = to),
            BalloonClimb { hex, levels } => tr!(lang, Msg::EvBalloonClimb, hex = hex, n = levels),
            RaidMoves { to, .. } => tr!(lang, Msg::EvRaidMoves, hex = to),
            RaidAtTarget { site: s } => tr!(lang, Msg::EvRaidAtTarget, site = site(s)),
            RaidMeetsFighters { hex } => tr!(lang, Msg::EvRaidMeetsFighters, hex = hex),
            RaidExits { from } => tr!(lang, Msg::EvRaidExits, hex = from),
            Identified { raiders, exact, shift, top_cover } => {
                let list = raiders
                    .iter()
                    .map(|&r| craft_name(ed, Craft::German(r), lang))
                    .collect::<Vec<_>>()
                    .join(", ");
                let change = match shift {
                    1 => tr!(lang, Msg::ShiftUp),
                    -1 => tr!(lang, Msg::ShiftDown),
                    _ => tr!(lang, Msg::ShiftNone),
                };
                let cover = if top_cover.is_empty() { tr!(lang, Msg::NoTopCover) } else { units(top_cover) };
                tr!(lang, Msg::EvIdentified, list = list, level = lvl(exact), change = change, cover = cover)
            }
            FightersDominate => tr!(lang, Msg::EvFightersDominate),
            NoBombers { site: s } => tr!(lang, Msg::EvNoBombers, site = site(s)),
            DiveBombs { id, from, to } => {
                tr!(
                    lang,
                    Msg::EvDiveBombs,
                    craft = craft(&Craft::German(*id)),
                    from = lvl(from),
                    to = lvl(to)
                )
            }
            Bombed { site: s, drops, points, aa, aa_points, halved, damage, total } => {
                let parts = drops
                    .iter()
                    .map(|(id, l, b, p)| {
                        tr!(
                            lang,
                            Msg::BombDrop,
                            craft = craft(&Craft::German(*id)),
                            bombs = b,
                            level = lvl(l),
                            points = p
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("; ");
                let mut line = tr!(lang, Msg::EvBombed, site = site(s), drops = parts, points = points);
                if *aa_points > 0 {
                    let which =
                        if *aa == Aa::Heavy { tr!(lang, Msg::AaHeavy) } else { tr!(lang, Msg::AaLight) };
                    line.push_str(&tr!(lang, Msg::BombAa, aa = which, n = aa_points));
                }
                if *halved {
                    line.push_str(&tr!(lang, Msg::BombHalved));
                }
                line.push_str(&tr!(lang, Msg::BombResult, damage = damage, total = total));
                line
            }
            DestroyedOnGround { fighter, site: s } => {
                tr!(lang, Msg::EvDestroyedOnGround, n = fighter, site = site(s))
            }
            CombatBegins { hex, raf_first, fighters } => {
                let f = fighters.iter().map(|n| format!("#{n}")).collect::<Vec<_>>().join(", ");
                if *raf_first {
                    tr!(lang, Msg::EvCombatRaf, hex = hex, fighters = f)
                } else {
                    tr!(lang, Msg::EvCombatLw, hex = hex, fighters = f)
                }
            }
            BoxTaken { craft: c, pos } => {
                let b = match pos {
                    BoxPos::OutOfSun => tr!(lang, Msg::BoxSunName),
                    _ => tr!(lang, Msg::BoxHeadOnName),
                };
                tr!(lang, Msg::EvBoxTaken, craft = craft(c), pos = b)
            }
            RoundBegins { round } => tr!(lang, Msg::EvRound, round = round),
            RoundEnds { round, ends } => {
                if *ends {
                    tr!(lang, Msg::EvRoundEndsCombat, round = round)
                } else {
                    tr!(lang, Msg::EvRoundGoesOn, round = round)
                }
            }
            CombatEnds => tr!(lang, Msg::EvCombatEnds),
            Withdraws { craft: c, reason } => {
                tr!(lang, Msg::EvWithdraws, craft = craft(c), why = tr!(lang, reason_msg(*reason)))
            }
            Lands { fighter, site: s } => tr!(lang, Msg::EvLands, n = fighter, site = site(s)),
            CrashLands { fighter, hex } => tr!(lang, Msg::EvCrashLands, n = fighter, hex = hex),
            Passes { craft: c } => tr!(lang, Msg::EvPasses, craft = craft(c)),
            Selects { attacker, target, from, to, head_on } => {
                let how = if *head_on {
                    tr!(lang, Msg::SelHeadOn)
                } else if to < from {
                    tr!(lang, Msg::SelDive, level = lvl(to))
                } else if to > from {
                    tr!(lang, Msg::SelClimb, level = lvl(to))
                } else {
                    String::new()
                };
                tr!(lang, Msg::EvSelects, attacker = craft(attacker), target = craft(target), how = how)
            }
            AttackCancelled { attacker, target } => {
                tr!(lang, Msg::EvAttackCancelled, attacker = craft(attacker), target = craft(target))
            }
            ActionCheck { attacker, target, margin } => {
                let side = |s: &CheckSide| {
                    let mut t = format!("{}", s.action);
                    for (m, v) in &s.mods {
                        t.push_str(&format!(" {v:+} ({})", tr!(lang, modifier_msg(*m))));
                    }
                    t.push_str(&format!(" + {} ({}) = {}", s.die, tr!(lang, Msg::Die), s.total));
                    t
                };
                tr!(
                    lang,
                    Msg::EvActionCheck,
                    attacker = craft(&attacker.craft),
                    a = side(attacker),
                    target = craft(&target.craft),
                    t = side(target),
                    margin = margin
                )
            }
            NoShot { attacker } => tr!(lang, Msg::EvNoShot, craft = craft(attacker)),
            Fires { attacker, target, bursts } => {
                tr!(lang, Msg::EvFires, attacker = craft(attacker), target = craft(target), n = bursts)
            }
            Hits { n } => tr!(lang, Msg::EvHits, n = n),
            Hit { craft: c, ty, position, die } => {
                let name = position_name(ed, *c, *ty, *position, lang);
                tr!(lang, Msg::EvHit, craft = craft(c), position = name, die = die)
            }
            Jettison { id } => tr!(lang, Msg::EvJettison, craft = craft(&Craft::German(*id))),
            Destroyed { craft: c } => tr!(lang, Msg::EvDestroyed, craft = craft(c)),
            Victory { pilot: p, id, total } => {
                tr!(lang, Msg::EvVictory, pilot = pilot(p), craft = craft(&Craft::German(*id)), total = total)
            }
            BecomesAce { pilot: p } => tr!(lang, Msg::EvAce, pilot = pilot(p)),
            ReturnFire { from, at, shots } => {
                tr!(lang, Msg::EvReturnFire, from = craft(from), at = craft(at), n = shots)
            }
            Crossfire { from, at } => {
                tr!(lang, Msg::EvCrossfire, from = craft(&Craft::German(*from)), n = at)
            }
            HeadOn { attacker, target } => {
                tr!(lang, Msg::EvHeadOn, attacker = craft(attacker), target = craft(target))
            }
            HeadOnAnswer { from, at } => tr!(lang, Msg::EvHeadOnAnswer, from = craft(from), at = craft(at)),
            RafLoss { fighter } => tr!(lang, Msg::EvRafLoss, n = fighter),
            PilotKilled { pilot: p } => tr!(lang, Msg::EvPilotKilled, pilot = pilot(p)),
            BailOut { pilot: p, hex, terrain, modifier, total, survives } => {
                let t = tr!(lang, terrain.msg());
                if *survives {
                    tr!(
                        lang,
                        Msg::EvBailOutSafe,
                        pilot = pilot(p),
                        hex = hex,
                        terrain = t,
                        m = modifier,
                        total = total
                    )
                } else {
                    tr!(
                        lang,
                        Msg::EvBailOutKilled,
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
                    tr!(lang, Msg::EvRangeOk, craft = c, range = range, need = need)
                } else {
                    tr!(lang, Msg::EvRangeShort, craft = c, range = range, need = need)
                }
            }
            ReachesFrance { id } => tr!(lang, Msg::EvReachesFrance, craft = craft(&Craft::German(*id))),
            Crashes { id } => tr!(lang, Msg::EvCrashes, craft = craft(&Craft::German(*id))),
            RaidEnds => tr!(lang, Msg::EvRaidEnds),
            ReturnsToBase { fighter } => tr!(lang, Msg::EvReturnsToBase, n = fighter),
            Wound { pilot: p, result, until } => {
                let r = match result {
                    WoundResult::Shaken => tr!(lang, Msg::WoundShaken),
                    WoundResult::Wounded { weeks } => tr!(
                        lang,
                        Msg::WoundWeeks,
                        weeks = weeks,
                        date = until.map(|d| date(d, lang)).unwrap_or_default()
                    ),
                    WoundResult::CareerOver => tr!(lang, Msg::WoundCareer),
                    WoundResult::Killed => tr!(lang, Msg::WoundKilled),
                };
                tr!(lang, Msg::EvWound, pilot = pilot(p), result = r)
            }
            BackToCup { units: u } => tr!(lang, Msg::EvBackToCup, units = units(u)),
            PlaneReplaced { plane, to_base } => {
                let name = crate::rules::decision::plane_name(ed, *plane);
                if *to_base {
                    tr!(lang, Msg::EvPlaneToBase, plane = name)
                } else {
                    tr!(lang, Msg::EvPlaneToReserve, plane = name)
                }
            }
            SiteRepaired { site: s, left } => tr!(lang, Msg::EvSiteRepaired, site = site(s), left = left),
            LuftwaffeReplaces { units: u } => tr!(lang, Msg::EvLuftwaffeReplaces, units = units(u)),
            Sleeps { pilot: p, from, to, kind } => {
                let why = match kind {
                    SleepKind::Normal => String::new(),
                    SleepKind::DamagedBase => tr!(lang, Msg::SleepDamagedBase),
                    SleepKind::Shaken => tr!(lang, Msg::SleepShaken),
                };
                tr!(lang, Msg::EvSleeps, pilot = pilot(p), from = from, to = to, why = why)
            }
            ScenarioEnds { date: d } => tr!(lang, Msg::EvScenarioEnds, date = date(*d, lang)),
            TargetsKept { kept } => tr!(lang, Msg::EvTargetsKept, sites = sites(kept)),
            LondonMarkers { london, cup } => {
                tr!(lang, Msg::EvLondonMarkers, sites = sites(london), cup = cup)
            }
            PlanDrawn { targets, markers, units: u, wanted } => tr!(
                lang,
                Msg::EvPlanDrawn,
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
            RaidPlanned { phase, target, marker, size } => tr!(
                lang,
                Msg::EvRaidPlanned,
                phase = tr!(lang, phase_msg(PhaseId::Daylight(*phase))),
                site = site(target),
                marker = marker_name(ed.raid_markers[*marker as usize], lang),
                size = size
            ),
            PlanCancelled { phase, size, have } => tr!(
                lang,
                Msg::EvPlanCancelled,
                phase = tr!(lang, phase_msg(PhaseId::Daylight(*phase))),
                size = size,
                have = have
            ),
            Assigned { phase, id } => tr!(
                lang,
                Msg::EvAssigned,
                craft = craft(&Craft::German(*id)),
                phase = tr!(lang, phase_msg(PhaseId::Daylight(*phase)))
            ),
            UnusedBack { units: u } => tr!(lang, Msg::EvUnusedBack, units = units(u)),
            PathPlotted { path } => tr!(lang, Msg::EvPathPlotted, path = path),
            PathRevealed { path } => tr!(lang, Msg::EvPathRevealed, path = path),
            MarkersRevealed { phase, target, marker, cancelled } => {
                let text = tr!(
                    lang,
                    Msg::EvMarkersRevealed,
                    phase = tr!(lang, phase_msg(PhaseId::Daylight(*phase))),
                    site = site(target),
                    marker = marker_name(*marker, lang)
                );
                if *cancelled { format!("{text} {}", tr!(lang, Msg::EvMarkersCancelled)) } else { text }
            }
            MarkersBack { targets, markers } => {
                tr!(lang, Msg::EvMarkersBack, targets = targets, markers = markers)
            }
            SectionLeader { fighter, why } => match why {
                LeaderReason::Roll => tr!(lang, Msg::EvLeaderRoll, n = fighter),
                LeaderReason::Replaced => tr!(lang, Msg::EvLeaderReplaced, n = fighter),
                LeaderReason::BothReplaced => tr!(lang, Msg::EvLeaderBothReplaced, n = fighter),
            },
            AdviceAsked { .. } => tr!(lang, Msg::EvAdviceAsked),
        }
    }
}

/// Why an aircraft left a combat, in words.
pub fn reason_msg(r: WithdrawReason) -> Msg {
    match r {
        WithdrawReason::Voluntary => Msg::WhyVoluntary,
        WithdrawReason::PilotHit => Msg::WhyPilotHit,
        WithdrawReason::OutOfAmmo => Msg::WhyOutOfAmmo,
        WithdrawReason::LostContact => Msg::WhyLostContact,
        WithdrawReason::EngineDamaged => Msg::WhyEngine,
        WithdrawReason::Abort => Msg::WhyAbort,
        WithdrawReason::CombatOver => Msg::WhyCombatOver,
    }
}

fn modifier_msg(m: Modifier) -> Msg {
    match m {
        Modifier::OutOfSun => Msg::ModOutOfSun,
        Modifier::Dive => Msg::ModDive,
        Modifier::Climb => Msg::ModClimb,
        Modifier::Tired => Msg::ModTired,
        Modifier::Hits => Msg::ModHits,
        Modifier::Unattacked => Msg::ModUnattacked,
        Modifier::EmptyBombBay => Msg::ModEmptyBombBay,
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
    let base = tr!(
        lang,
        match kind {
            Engine => Msg::PosEngine,
            Pilot => Msg::PosPilot,
            Gunner => Msg::PosGunner,
            Frame => Msg::PosFrame,
        }
    );
    match (kind, nth) {
        (_, None) => base,
        (Engine, Some(0)) => format!("{base} {}", tr!(lang, Msg::SideLeft)),
        (Engine, Some(_)) => format!("{base} {}", tr!(lang, Msg::SideRight)),
        (_, Some(0)) => format!("{base} A"),
        (_, Some(_)) => format!("{base} B"),
    }
}

/// The one-letter mark of a position in the altitude box.
pub fn position_letter(kind: crate::edition::PositionKind, lang: Lang) -> String {
    use crate::edition::PositionKind::*;
    tr!(
        lang,
        match kind {
            Engine => Msg::PosEngineShort,
            Pilot => Msg::PosPilotShort,
            Gunner => Msg::PosGunnerShort,
            Frame => Msg::PosFrameShort,
        }
    )
}

/// The name of a site for the player: London's hexes are "London O5"
/// ("Londres O5"); the others as the edition names them. Every place that
/// shows a site's name calls this.
pub fn site_name(ed: &Edition, site: usize, lang: Lang) -> String {
    let s = &ed.sites[site];
    if s.kind == crate::edition::SiteKind::London {
        format!("{} {}", tr!(lang, Msg::MapLondon), s.hex)
    } else {
        s.name.clone()
    }
}

/// "Me109E #4", "fighter #1".
pub fn craft_name(ed: &Edition, c: Craft, lang: Lang) -> String {
    match c {
        Craft::German(g) => format!("{} #{g}", type_name(ed.german_type(g), lang)),
        Craft::Raf(s) => tr!(lang, Msg::FighterN, n = s + 1),
    }
}

/// An aircraft type's name as the player reads it: the edition's name (an
/// aircraft's designation), with the role some names carry in English
/// ("Me110C fighter-bomber") written in the player's language.
pub fn type_name(ty: &crate::edition::AircraftType, lang: Lang) -> String {
    const ROLE: &str = "fighter-bomber";
    if ty.role == crate::edition::Role::FighterBomber && ty.name.contains(ROLE) {
        ty.name.replace(ROLE, &tr!(lang, Msg::RoleFighterBomber))
    } else {
        ty.name.clone()
    }
}

pub fn pilot_name(ed: &Edition, p: u8) -> String {
    let d = &ed.pilots[p as usize];
    format!("{} {}", d.rank, d.name)
}

pub fn phase_msg(p: PhaseId) -> Msg {
    match p {
        PhaseId::Daylight(0) => Msg::Phase7am,
        PhaseId::Daylight(1) => Msg::Phase10am,
        PhaseId::Daylight(2) => Msg::Phase2pm,
        PhaseId::Daylight(_) => Msg::Phase5pm,
        PhaseId::Night => Msg::PhaseNight,
    }
}

/// The name of a hexside for the player: its compass name in the edition
/// (edition 2's up-left is "west").
pub fn dir_msg(ed: &Edition, d: Dir) -> Msg {
    ed.map.compass(d).msg()
}

pub fn level_name(l: Level, lang: Lang) -> String {
    match l {
        Level::Airfield => tr!(lang, Msg::LevelAirfield),
        Level::Ground => tr!(lang, Msg::LevelGround),
        l => tr!(lang, Msg::LevelFeet, n = l.thousands()),
    }
}

pub fn marker_name(m: RaidMarker, lang: Lang) -> String {
    match m {
        RaidMarker::NoRaid => tr!(lang, Msg::MarkerNoRaid),
        RaidMarker::Raiders(n) => tr!(lang, Msg::MarkerRaiders, n = n),
        RaidMarker::Remix => tr!(lang, Msg::MarkerRemix),
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
    match lang {
        Lang::En => format!("{} {} {}", d.day(), EN[m], d.year()),
        Lang::Es => format!("{} de {} de {}", d.day(), ES[m], d.year()),
    }
}
