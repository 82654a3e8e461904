//! The campaign's story: a day-by-day journal in plain prose, generated
//! from the events (as data: its words are in `src/text/journal.rs`). Each entry is one sentence about
//! one thing that happened: a sortie, a raid, a combat, a victory, a loss, a
//! bombing, a repair.

use crate::edition::{Terrain, Weather, WoundResult};
use crate::rules::events::{Event, JoinReason, PhaseId};
use crate::rules::hex::Hex;
use crate::rules::level::Level;
use crate::session::Session;
use chrono::NaiveDate;

#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// A pilot joins the squadron (3.3) or is back from his wounds (R20).
    Joins {
        pilot: u8,
        recovered: bool,
    },
    Rain,
    /// A patrol flown over a target (5.2).
    Patrol {
        pilot: u8,
        fighter: u8,
        site: Option<u8>,
        level: Level,
    },
    /// A scramble against the raid (6.1).
    Scramble {
        pilot: u8,
        fighter: u8,
    },
    NoRaid,
    RaidCancelled,
    Raid {
        size: u8,
        extra: u8,
        hex: Hex,
        reported: Level,
    },
    Identified {
        raiders: Vec<u8>,
    },
    Combat {
        hex: Hex,
        pilots: Vec<u8>,
    },
    Victory {
        pilot: u8,
        id: u8,
        total: u8,
    },
    Ace {
        pilot: u8,
    },
    /// An RAF aircraft lost (13.3), in the air or on its airfield (10.4).
    Loss {
        pilot: Option<u8>,
        fighter: u8,
        ground: Option<u8>,
    },
    /// He bailed out (9.5), or, his aircraft destroyed on the ground, ran
    /// for the trenches (`on_ground`, 10.4).
    BailOut {
        pilot: u8,
        survives: bool,
        terrain: Terrain,
        on_ground: bool,
    },
    Killed {
        pilot: u8,
    },
    Wound {
        pilot: u8,
        result: WoundResult,
        until: Option<NaiveDate>,
    },
    Bombed {
        site: u8,
        damage: u8,
        total: u8,
    },
    PlaneReplaced {
        plane: u8,
    },
    Repaired {
        site: u8,
        left: u8,
    },
}

/// A phase's paragraph: what happened in it, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct JournalPhase {
    pub phase: Option<PhaseId>,
    pub entries: Vec<Entry>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct JournalDay {
    pub date: NaiveDate,
    pub weather: Option<Weather>,
    pub phases: Vec<JournalPhase>,
}

impl JournalDay {
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.phases.iter().flat_map(|p| &p.entries)
    }
}

/// The journal of a session, a day a page.
pub fn build(s: &Session) -> Vec<JournalDay> {
    let ed = s.edition();
    let mut days: Vec<JournalDay> = Vec::new();
    let mut fold = super::fold::Fold::new(ed);
    for l in s.log() {
        let e = &l.event;
        let step = fold.step(e, ed);
        if let Event::DayBegins { date } = e {
            days.push(JournalDay { date: *date, weather: None, phases: Vec::new() });
            continue;
        }
        let Some(day) = days.last_mut() else { continue };
        if let Event::Weather { weather, .. } = e {
            day.weather = Some(*weather);
        }
        let entry = match e {
            Event::JoinsReserve { pilot, reason } => {
                Some(Entry::Joins { pilot: *pilot, recovered: *reason == JoinReason::Recovered })
            }
            Event::NoRaidsInRain => Some(Entry::Rain),
            Event::Patrols { fighter, hex, level } => fold.pilot_of(*fighter).map(|pilot| Entry::Patrol {
                pilot,
                fighter: *fighter,
                site: ed.site_at(*hex).map(|x| x as u8),
                level: *level,
            }),
            Event::TakesOff { fighter, .. } => {
                fold.pilot_of(*fighter).map(|pilot| Entry::Scramble { pilot, fighter: *fighter })
            }
            Event::MarkerDrawn { marker: crate::edition::RaidMarker::NoRaid } => Some(Entry::NoRaid),
            Event::RaidCancelled { .. } => Some(Entry::RaidCancelled),
            Event::RaidPlaced { hex, reported, size, extra, .. } => {
                Some(Entry::Raid { size: *size, extra: *extra, hex: *hex, reported: *reported })
            }
            Event::Identified { raiders, .. } => Some(Entry::Identified { raiders: raiders.clone() }),
            Event::CombatBegins { hex, fighters, .. } => Some(Entry::Combat {
                hex: *hex,
                pilots: fighters.iter().filter_map(|&f| fold.pilot_of(f)).collect(),
            }),
            Event::Victory { pilot, id, total } => {
                Some(Entry::Victory { pilot: *pilot, id: *id, total: *total })
            }
            Event::BecomesAce { pilot } => Some(Entry::Ace { pilot: *pilot }),
            Event::RafLoss { fighter } => Some(Entry::Loss {
                pilot: fold.pilot_of(*fighter),
                fighter: *fighter,
                ground: step.on_ground,
            }),
            Event::BailOut { pilot, survives, terrain, on_ground, .. } => {
                let (survives, terrain, on_ground) = (*survives, *terrain, *on_ground);
                Some(Entry::BailOut { pilot: *pilot, survives, terrain, on_ground })
            }
            Event::PilotKilled { pilot } => Some(Entry::Killed { pilot: *pilot }),
            Event::Wound { pilot, result, until } => {
                Some(Entry::Wound { pilot: *pilot, result: *result, until: *until })
            }
            Event::Bombed { site, damage, total, .. } => {
                Some(Entry::Bombed { site: *site, damage: *damage, total: *total })
            }
            Event::PlaneReplaced { plane, .. } => Some(Entry::PlaneReplaced { plane: *plane }),
            Event::SiteRepaired { site, left } => Some(Entry::Repaired { site: *site, left: *left }),
            _ => None,
        };
        let Some(entry) = entry else { continue };
        match day.phases.last_mut() {
            Some(p) if p.phase == l.phase => p.entries.push(entry),
            _ => day.phases.push(JournalPhase { phase: l.phase, entries: vec![entry] }),
        }
    }
    days
}
