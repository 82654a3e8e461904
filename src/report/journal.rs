//! The campaign's story: a day-by-day journal in plain prose, generated
//! from the events (English or Spanish). Each entry is one sentence about
//! one thing that happened: a sortie, a raid, a combat, a victory, a loss, a
//! bombing, a repair.

use crate::edition::{Edition, Terrain, Weather, WoundResult};
use crate::text::Lang;
use crate::rules::events::{Event, JoinReason, PhaseId, PilotPlace};
use crate::text::{date, level_name, phase_msg, pilot_name};
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
    BailOut {
        pilot: u8,
        survives: bool,
        terrain: Terrain,
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
    let mut days: Vec<JournalDay> = Vec::new();
    let mut flying: [Option<u8>; 2] = [None, None];
    let pilot_of =
        |flying: &[Option<u8>; 2], f: u8| flying.get((f as usize).wrapping_sub(1)).copied().flatten();
    let mut ground: Option<(u8, u8)> = None;
    for l in s.log() {
        let e = &l.event;
        if let Event::PilotPlaced { pilot, place: PilotPlace::Fighter(f) } = e
            && let Some(slot) = flying.get_mut((*f as usize).wrapping_sub(1))
        {
            *slot = Some(*pilot);
        }
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
            Event::Patrols { fighter, hex, level } => {
                pilot_of(&flying, *fighter).map(|pilot| Entry::Patrol {
                    pilot,
                    fighter: *fighter,
                    site: s.edition().site_at(*hex).map(|x| x as u8),
                    level: *level,
                })
            }
            Event::TakesOff { fighter, .. } => {
                pilot_of(&flying, *fighter).map(|pilot| Entry::Scramble { pilot, fighter: *fighter })
            }
            Event::MarkerDrawn { marker: crate::edition::RaidMarker::NoRaid } => Some(Entry::NoRaid),
            Event::RaidCancelled { .. } => Some(Entry::RaidCancelled),
            Event::RaidPlaced { hex, reported, size, extra, .. } => {
                Some(Entry::Raid { size: *size, extra: *extra, hex: *hex, reported: *reported })
            }
            Event::Identified { raiders, .. } => Some(Entry::Identified { raiders: raiders.clone() }),
            Event::CombatBegins { hex, fighters, .. } => Some(Entry::Combat {
                hex: *hex,
                pilots: fighters.iter().filter_map(|&f| pilot_of(&flying, f)).collect(),
            }),
            Event::Victory { pilot, id, total } => {
                Some(Entry::Victory { pilot: *pilot, id: *id, total: *total })
            }
            Event::BecomesAce { pilot } => Some(Entry::Ace { pilot: *pilot }),
            Event::DestroyedOnGround { fighter, site } => {
                ground = Some((*fighter, *site));
                None
            }
            Event::RafLoss { fighter } => Some(Entry::Loss {
                pilot: pilot_of(&flying, *fighter),
                fighter: *fighter,
                ground: ground.take().filter(|g| g.0 == *fighter).map(|g| g.1),
            }),
            Event::BailOut { pilot, survives, terrain, .. } => {
                Some(Entry::BailOut { pilot: *pilot, survives: *survives, terrain: *terrain })
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

impl Entry {
    /// The entry as a sentence.
    pub fn text(&self, ed: &Edition, lang: Lang) -> String {
        let pilot = |p: &u8| pilot_name(ed, *p);
        let site = |s: &u8| {
            let s = *s as usize;
            if s < ed.sites.len() { crate::text::site_name(ed, s, lang) } else { String::new() }
        };
        let plane = |p: u8, f: u8| {
            let ty = ed.pilots[p as usize].aircraft;
            ed.raf_unit(ty, f)
                .map(|u| crate::text::plane_name(ed, u as u8))
                .unwrap_or_else(|| ed.raf_types[ty].name.clone())
        };
        let german =
            |id: &u8| format!("{} #{id}", crate::text::type_name(ed.german_type(*id), lang));
        match self {
            Entry::Joins { pilot: p, recovered: false } => t!(lang, "jn-joins", pilot = pilot(p)),
            Entry::Joins { pilot: p, recovered: true } => t!(lang, "jn-recovered", pilot = pilot(p)),
            Entry::Rain => t!(lang, "jn-rain"),
            Entry::Patrol { pilot: p, fighter, site: s, level } => t!(
                lang,
                "jn-patrol",
                pilot = pilot(p),
                plane = plane(*p, *fighter),
                site = s.as_ref().map(site).unwrap_or_default(),
                level = level_name(*level, lang)
            ),
            Entry::Scramble { pilot: p, fighter } => {
                t!(lang, "jn-scramble", pilot = pilot(p), plane = plane(*p, *fighter))
            }
            Entry::NoRaid => t!(lang, "jn-no-raid"),
            Entry::RaidCancelled => t!(lang, "jn-raid-cancelled"),
            Entry::Raid { size, extra, hex, reported } => {
                let mut t = t!(
                    lang,
                    "jn-raid",
                    n = *size as u32 + *extra as u32,
                    hex = hex,
                    level = level_name(*reported, lang)
                );
                if *extra > 0 {
                    t.push(' ');
                    t.push_str(&t!(lang, "jn-london-extra", n = extra));
                }
                t
            }
            Entry::Identified { raiders } => {
                let list = raiders.iter().map(german).collect::<Vec<_>>().join(", ");
                t!(lang, "jn-identified", list = list)
            }
            Entry::Combat { hex, pilots } => {
                let names = pilots.iter().map(pilot).collect::<Vec<_>>().join(&t!(lang, "jn-and"));
                t!(lang, "jn-combat", pilots = names, hex = hex)
            }
            Entry::Victory { pilot: p, id, total } => {
                t!(lang, "jn-victory", pilot = pilot(p), craft = german(id), total = total)
            }
            Entry::Ace { pilot: p } => t!(lang, "jn-ace", pilot = pilot(p)),
            Entry::Loss { pilot: p, fighter, ground } => {
                let who = p.as_ref().map(pilot).unwrap_or_else(|| t!(lang, "fighter-n", n = fighter));
                let craft = p.map(|p| plane(p, *fighter)).unwrap_or_default();
                match ground {
                    Some(s) => t!(lang, "jn-loss-ground", pilot = who, plane = craft, site = site(s)),
                    None => t!(lang, "jn-loss", pilot = who, plane = craft),
                }
            }
            Entry::BailOut { pilot: p, survives, terrain } => {
                let t = t!(lang, terrain.msg());
                if *survives {
                    t!(lang, "jn-bail-out-safe", pilot = pilot(p), terrain = t)
                } else {
                    t!(lang, "jn-bail-out-killed", pilot = pilot(p), terrain = t)
                }
            }
            Entry::Killed { pilot: p } => t!(lang, "jn-killed", pilot = pilot(p)),
            Entry::Wound { pilot: p, result, until } => match result {
                WoundResult::Shaken => t!(lang, "jn-shaken", pilot = pilot(p)),
                WoundResult::Wounded { .. } => t!(
                    lang,
                    "jn-wounded",
                    pilot = pilot(p),
                    date = until.map(|d| date(d, lang)).unwrap_or_default()
                ),
                WoundResult::CareerOver => t!(lang, "jn-career-over", pilot = pilot(p)),
                WoundResult::Killed => t!(lang, "jn-died-of-wounds", pilot = pilot(p)),
            },
            Entry::Bombed { site: s, damage: 0, .. } => t!(lang, "jn-bombed-no-damage", site = site(s)),
            Entry::Bombed { site: s, damage, total } => {
                t!(lang, "jn-bombed", site = site(s), damage = damage, total = total)
            }
            Entry::PlaneReplaced { plane: p } => {
                t!(lang, "jn-plane-replaced", plane = crate::text::plane_name(ed, *p))
            }
            Entry::Repaired { site: s, left } => t!(lang, "jn-repaired", site = site(s), left = left),
        }
    }
}

/// "7 a.m." / "Night" / "Morning" for a phase heading.
pub fn phase_title(p: Option<PhaseId>, lang: Lang) -> String {
    match p {
        Some(p) => t!(lang, phase_msg(p)),
        None => t!(lang, "phase-weather"),
    }
}

/// A phase's paragraph as prose: the sentences in order.
pub fn paragraph(p: &JournalPhase, ed: &Edition, lang: Lang) -> String {
    p.entries.iter().map(|e| e.text(ed, lang)).collect::<Vec<_>>().join(" ")
}
