//! The journal in words: its entries as prose, a phase's title and
//! paragraph (`report::journal` builds the entries from the log).

use crate::edition::{Edition, WoundResult};
use crate::report::journal::*;
use crate::rules::events::PhaseId;
use crate::t;
use crate::text::{Lang, date, level_name, phase_msg, pilot_name};

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
                .map(|u| ed.plane_name(u as u8))
                .unwrap_or_else(|| ed.raf_types[ty].name.clone())
        };
        let german = |id: &u8| format!("{} #{id}", crate::text::type_name(ed.german_type(*id), lang));
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
                t!(lang, "jn-combat", pilots = names, hex = hex, n = pilots.len())
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
            Entry::BailOut { pilot: p, survives, on_ground: true, .. } => {
                let id =
                    if *survives { crate::id!("jn-trenches-safe") } else { crate::id!("jn-trenches-killed") };
                t!(lang, id, pilot = pilot(p))
            }
            Entry::BailOut { pilot: p, survives, terrain, .. } => {
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
                t!(lang, "jn-plane-replaced", plane = ed.plane_name(*p))
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
