//! Events: what happened, in order, each naming its rule section. Every die
//! roll and every draw from a cup is an [`Event::Roll`] with its purpose, so
//! the log reads like a play-by-play and undo can tell whether dice were
//! rolled since a choice.

use crate::edition::{Edition, RaidMarker, Weather};
use crate::i18n::{Lang, Msg};
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use crate::tr;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Why dice were rolled (or a counter drawn): the purpose and its rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RollKind {
    /// Drawing the pilot counters face down (3.3).
    PilotDraw,
    /// The optional weather table (4.3).
    Weather,
    /// Drawing a raid-size marker (5.3).
    RaidSize,
}

impl RollKind {
    pub fn rule(self) -> &'static str {
        match self {
            RollKind::PilotDraw => "3.3",
            RollKind::Weather => "4.3",
            RollKind::RaidSize => "5.3",
        }
    }

    pub fn msg(self) -> Msg {
        match self {
            RollKind::PilotDraw => Msg::RollPilotDraw,
            RollKind::Weather => Msg::RollWeather,
            RollKind::RaidSize => Msg::RollRaidSize,
        }
    }

    /// A draw picks one counter out of `sides`; a roll throws d6s.
    pub fn is_draw(self) -> bool {
        matches!(self, RollKind::PilotDraw | RollKind::RaidSize)
    }
}

/// Where a pilot counter was put at setup (3.3).
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

/// A daylight phase (0 = 7 a.m. .. 3 = 5 p.m.) or the night.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PhaseId {
    Daylight(u8),
    Night,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// Dice thrown or a counter drawn (`values` are the faces or the 1-based
    /// position drawn out of `sides`).
    Roll {
        kind: RollKind,
        sides: u8,
        values: Vec<u8>,
    },
    /// Setup: a pilot counter placed (3.3).
    PilotPlaced {
        pilot: u8,
        place: PilotPlace,
    },
    /// Setup: the base chosen (3.5).
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
    /// A pilot's fatigue rises one step for a mission (5.2, 6.1).
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
    /// The scenario ends after this day (4.1).
    ScenarioEnds {
        date: NaiveDate,
    },
}

impl Event {
    /// The rule section this event applies.
    pub fn rule(&self) -> &'static str {
        match self {
            Event::Roll { kind, .. } => kind.rule(),
            Event::PilotPlaced { .. } => "3.3",
            Event::BaseChosen { .. } => "3.5",
            Event::CupFilled { .. } => "3.6",
            Event::DayBegins { .. } => "4.1",
            Event::Withdrawn { .. } => "4.4",
            Event::Reinforced { .. } => "4.5",
            Event::JoinsReserve { .. } => "3.3",
            Event::Weather { .. } => "4.3",
            Event::PhaseBegins { .. } => "4.2",
            Event::NoRaidsInRain => "4.3",
            Event::StandsBy { .. } | Event::MovesToSatellite { .. } | Event::Patrols { .. } => "5.2",
            Event::Fatigue { .. } => "5.2",
            Event::MarkerDrawn { .. } | Event::Remix | Event::PatrolsLand => "5.3",
            Event::ScenarioEnds { .. } => "4.1",
        }
    }

    pub fn is_roll(&self) -> bool {
        matches!(self, Event::Roll { .. })
    }

    /// The event as a line of the log.
    pub fn describe(&self, ed: &Edition, lang: Lang) -> String {
        let pilot = |p: &u8| pilot_name(ed, *p);
        let site = |s: &u8| ed.sites[*s as usize].name.clone();
        let units = |u: &Vec<u8>| u.iter().map(|i| format!("#{i}")).collect::<Vec<_>>().join(", ");
        match self {
            Event::Roll { kind, sides, values } => {
                let what = tr!(lang, kind.msg());
                let shown = values.iter().map(u8::to_string).collect::<Vec<_>>().join(" + ");
                if kind.is_draw() {
                    tr!(lang, Msg::EvDraw, what = what, n = shown, of = sides)
                } else if values.len() > 1 {
                    let total: u32 = values.iter().map(|&v| v as u32).sum();
                    tr!(lang, Msg::EvRollTotal, what = what, dice = shown, total = total)
                } else {
                    tr!(lang, Msg::EvRoll, what = what, dice = shown)
                }
            }
            Event::PilotPlaced { pilot: p, place } => match place {
                PilotPlace::Fighter(n) => tr!(lang, Msg::EvPilotFighter, pilot = pilot(p), n = n),
                PilotPlace::Reserve => tr!(lang, Msg::EvPilotReserve, pilot = pilot(p)),
                PilotPlace::Sunday(d) => {
                    tr!(lang, Msg::EvPilotSunday, pilot = pilot(p), date = date(*d, lang))
                }
            },
            Event::BaseChosen { site: s } => tr!(lang, Msg::EvBase, site = site(s)),
            Event::CupFilled { units: u } => tr!(lang, Msg::EvCup, n = u.len(), units = units(u)),
            Event::DayBegins { date: d } => tr!(lang, Msg::EvDay, date = date(*d, lang)),
            Event::Withdrawn { units: u } => tr!(lang, Msg::EvWithdrawn, units = units(u)),
            Event::Reinforced { units: u } => tr!(lang, Msg::EvReinforced, units = units(u)),
            Event::JoinsReserve { pilot: p, reason } => match reason {
                JoinReason::Sunday => tr!(lang, Msg::EvArrives, pilot = pilot(p)),
                JoinReason::Recovered => tr!(lang, Msg::EvRecovered, pilot = pilot(p)),
            },
            Event::Weather { weather, rolled } => {
                let w = tr!(lang, weather.msg());
                if *rolled {
                    tr!(lang, Msg::EvWeatherRolled, weather = w)
                } else {
                    tr!(lang, Msg::EvWeatherHistorical, weather = w)
                }
            }
            Event::PhaseBegins { phase, sun } => {
                let name = tr!(lang, phase_msg(*phase));
                match sun {
                    Some(d) => tr!(lang, Msg::EvPhaseSun, phase = name, sun = tr!(lang, dir_msg(*d))),
                    None => tr!(lang, Msg::EvPhase, phase = name),
                }
            }
            Event::NoRaidsInRain => tr!(lang, Msg::EvNoRaidsInRain),
            Event::StandsBy { fighter, site: s } => tr!(lang, Msg::EvStandsBy, n = fighter, site = site(s)),
            Event::MovesToSatellite { fighter, site: s } => {
                tr!(lang, Msg::EvSatellite, n = fighter, site = site(s))
            }
            Event::Patrols { fighter, hex, level } => {
                let over = ed.site_at(*hex).map(|s| ed.sites[s].name.clone()).unwrap_or_default();
                tr!(
                    lang,
                    Msg::EvPatrol,
                    n = fighter,
                    site = over,
                    hex = hex,
                    level = level_name(*level, lang)
                )
            }
            Event::Fatigue { pilot: p, from, to } => {
                tr!(lang, Msg::EvFatigue, pilot = pilot(p), from = from, to = to)
            }
            Event::MarkerDrawn { marker } => tr!(lang, Msg::EvMarker, marker = marker_name(*marker, lang)),
            Event::Remix => tr!(lang, Msg::EvRemix),
            Event::PatrolsLand => tr!(lang, Msg::EvPatrolsLand),
            Event::ScenarioEnds { date: d } => tr!(lang, Msg::EvScenarioEnds, date = date(*d, lang)),
        }
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

pub fn dir_msg(d: Dir) -> Msg {
    match d {
        Dir::E => Msg::DirE,
        Dir::NE => Msg::DirNE,
        Dir::NW => Msg::DirNW,
        Dir::W => Msg::DirW,
        Dir::SW => Msg::DirSW,
        Dir::SE => Msg::DirSE,
    }
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
