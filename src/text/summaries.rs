//! The summaries in words: the titles and lines of a combat, a raid, a
//! phase's recap and a quiet phase (`report::summary` builds them from the
//! log; these `impl`s and functions put them into words).

use crate::edition::{Aa, Edition, WoundResult};
use crate::report::summary::*;
use crate::rules::combat::{Craft, WithdrawReason};
use crate::rules::events::PhaseId;
use crate::text::{Lang, craft_name, date, level_name, phase_msg, pilot_name, reason_msg};
use crate::{id, t};
use chrono::NaiveDate;

/// A site's name in `lang` (London's hexes as the language names London).
fn site_name(ed: &Edition, s: u8, lang: Lang) -> String {
    let s = s as usize;
    if s < ed.sites.len() { crate::text::site_name(ed, s, lang) } else { String::new() }
}

fn signed(n: i32) -> String {
    format!("{n:+}")
}

fn why(r: WithdrawReason, lang: Lang) -> String {
    format!("{}, {}", t!(lang, reason_msg(r)), r.rule())
}

fn bombing_line(ed: &Edition, b: &Bombing, lang: Lang) -> String {
    let site = site_name(ed, b.site, lang);
    let mut s = if b.damage == 0 {
        t!(lang, "sum-bombed-nothing", site = site)
    } else {
        t!(lang, "sum-bombed", site = site, damage = b.damage, total = b.total)
    };
    if b.aa_points > 0 {
        let which = if b.aa == Aa::Heavy { t!(lang, "aa-heavy") } else { t!(lang, "aa-light") };
        s.push_str(&t!(lang, "sum-aa", aa = which, n = b.aa_points));
    }
    if b.newly {
        let closed = ed.sites.get(b.site as usize).is_some_and(|x| x.kind.is_airfield());
        if closed {
            s.push_str(&t!(lang, "sum-airfield-closed"));
        }
    }
    s
}

fn score_line(score: (i32, i32), lang: Lang) -> String {
    t!(lang, "sum-score", raf = signed(score.0), luftwaffe = signed(score.1))
}

fn phase_name(p: Option<PhaseId>, lang: Lang) -> String {
    p.map(|p| t!(lang, phase_msg(p))).unwrap_or_default()
}

impl Summary {
    /// The summary's heading.
    pub fn title(&self, ed: &Edition, lang: Lang) -> String {
        match self {
            Summary::Combat(c) => {
                let m = if c.raf_first { id!("sum-combat-raf") } else { id!("sum-combat-lw") };
                t!(lang, m, hex = c.hex, rounds = c.rounds.max(1))
            }
            Summary::Raid(r) => {
                let place = r
                    .bombed
                    .iter()
                    .map(|b| site_name(ed, b.site, lang))
                    .chain(r.no_bombers.iter().map(|&s| site_name(ed, s, lang)))
                    .collect::<Vec<_>>();
                if place.is_empty() {
                    t!(lang, "sum-raid-title", size = r.size, hex = r.entry)
                } else {
                    t!(lang, "sum-raid-title-over", size = r.size, hex = r.entry, sites = place.join(", "))
                }
            }
            Summary::Recap(r) => {
                let days: Vec<NaiveDate> = {
                    let mut v: Vec<NaiveDate> = r.phases.iter().filter_map(|p| p.date).collect();
                    v.dedup();
                    v
                };
                match (days.first(), days.last()) {
                    (Some(a), Some(b)) if a != b => {
                        t!(lang, "recap-title-days", from = date(*a, lang), to = date(*b, lang))
                    }
                    (Some(a), _) => t!(lang, "recap-title", date = date(*a, lang)),
                    _ => t!(lang, "recap-title", date = ""),
                }
            }
            Summary::Quiet(q) => {
                let m = if q.cancelled { id!("quiet-cancelled") } else { id!("quiet-no-raid") };
                t!(lang, m, date = date(q.date, lang), phase = phase_name(q.phase, lang))
            }
        }
    }

    /// Its lines, in the player's language.
    pub fn lines(&self, ed: &Edition, lang: Lang) -> Vec<String> {
        match self {
            Summary::Combat(c) => combat_lines(ed, c, lang),
            Summary::Raid(r) => raid_lines(ed, r, lang),
            Summary::Recap(r) => recap_lines(ed, r, lang),
            Summary::Quiet(_) => Vec::new(),
        }
    }
}

fn combat_lines(ed: &Edition, c: &CombatSummary, lang: Lang) -> Vec<String> {
    let craft = |k: Craft| craft_name(ed, k, lang);
    let mut v = Vec::new();
    for s in &c.fire {
        if s.bursts > 0 {
            v.push(t!(
                lang,
                "sum-fired",
                from = craft(s.from),
                at = craft(s.at),
                n = s.bursts,
                hits = s.hits
            ));
        } else if s.return_shots > 0 {
            v.push(t!(
                lang,
                "sum-fired-back",
                from = craft(s.from),
                at = craft(s.at),
                n = s.return_shots,
                hits = s.hits
            ));
        }
        if s.bursts > 0 && s.return_shots > 0 {
            v.push(t!(
                lang,
                "sum-fired-back",
                from = craft(s.from),
                at = craft(s.at),
                n = s.return_shots,
                hits = 0
            ));
        }
        if s.missed_checks > 0 {
            v.push(t!(lang, "sum-no-shot", from = craft(s.from), at = craft(s.at), n = s.missed_checks));
        }
    }
    if c.fire.iter().all(|s| s.hits == 0) {
        v.push(t!(lang, "sum-no-hits"));
    }
    if !c.destroyed.is_empty() {
        let list = c
            .destroyed
            .iter()
            .map(|(k, pilot)| match pilot {
                Some(p) => t!(lang, "sum-victory-for", craft = craft(*k), pilot = pilot_name(ed, *p)),
                None => craft(*k),
            })
            .collect::<Vec<_>>()
            .join(", ");
        v.push(t!(lang, "sum-destroyed", list = list));
    }
    let withdrew: Vec<String> = c
        .withdrew
        .iter()
        .filter(|(_, r)| *r != WithdrawReason::CombatOver)
        .map(|(k, r)| format!("{} ({})", craft(*k), why(*r, lang)))
        .collect();
    if !withdrew.is_empty() {
        v.push(t!(lang, "sum-withdrew", list = withdrew.join(", ")));
    }
    for p in &c.pilots {
        v.push(match p {
            PilotFate::Hit { fighter } => t!(lang, "sum-pilot-hit", craft = craft(Craft::Raf(*fighter))),
            PilotFate::BailedOut { pilot, terrain, survives: true } => {
                t!(lang, "sum-bailed-safe", pilot = pilot_name(ed, *pilot), terrain = t!(lang, terrain.msg()))
            }
            PilotFate::BailedOut { pilot, terrain, survives: false } => t!(
                lang,
                "sum-bailed-killed",
                pilot = pilot_name(ed, *pilot),
                terrain = t!(lang, terrain.msg())
            ),
            PilotFate::Killed { pilot } => t!(lang, "sum-killed", pilot = pilot_name(ed, *pilot)),
        });
    }
    for (f, place) in &c.landed {
        v.push(match place {
            Ok(site) => {
                t!(lang, "sum-landed", craft = craft(Craft::Raf(*f)), site = site_name(ed, *site, lang))
            }
            Err(hex) => t!(lang, "sum-crash-landed", craft = craft(Craft::Raf(*f)), hex = hex),
        });
    }
    v
}

fn raid_lines(ed: &Edition, r: &RaidSummary, lang: Lang) -> Vec<String> {
    let mut v = Vec::new();
    match &r.identified {
        Some((ids, level)) => {
            let list = ids.iter().map(|&i| craft_name(ed, Craft::German(i), lang)).collect::<Vec<_>>();
            v.push(t!(lang, "sum-identified", list = list.join(", "), level = level_name(*level, lang)));
        }
        None => v.push(t!(lang, "sum-reported", level = level_name(r.reported, lang))),
    }
    for b in &r.bombed {
        v.push(bombing_line(ed, b, lang));
    }
    for &s in &r.no_bombers {
        v.push(t!(lang, "ev-no-bombers", site = site_name(ed, s, lang)));
    }
    if r.bombed.is_empty() && r.no_bombers.is_empty() {
        v.push(t!(lang, "sum-no-bombs"));
    }
    v.push(t!(lang, "sum-losses", combats = r.combats, german = r.germans_lost, raf = r.raf_lost));
    for (p, w) in &r.wounds {
        let text = match w {
            WoundResult::Shaken => t!(lang, "wound-shaken"),
            WoundResult::Wounded { weeks } => t!(lang, "sum-wounded-weeks", weeks = weeks),
            WoundResult::CareerOver => t!(lang, "wound-career"),
            WoundResult::Killed => t!(lang, "wound-killed"),
        };
        v.push(t!(lang, "ev-wound", pilot = pilot_name(ed, *p), result = text));
    }
    v.push(score_line(r.score, lang));
    v
}

fn recap_lines(ed: &Edition, r: &Recap, lang: Lang) -> Vec<String> {
    let mut v = Vec::new();
    for p in &r.phases {
        let when = match (p.date, p.phase) {
            (Some(d), Some(ph)) => format!("{}, {}", date(d, lang), phase_name(Some(ph), lang)),
            (Some(d), None) => date(d, lang),
            _ => String::new(),
        };
        let mut what: Vec<String> = Vec::new();
        if p.rain {
            what.push(t!(lang, "recap-rain"));
        }
        if p.no_raid {
            what.push(t!(lang, "recap-no-raid"));
        }
        if p.cancelled {
            what.push(t!(lang, "recap-cancelled"));
        }
        for (size, hex) in &p.raids {
            what.push(t!(lang, "recap-raid", size = size, hex = hex));
        }
        for b in &p.bombed {
            what.push(bombing_line(ed, b, lang));
        }
        if !p.repaired.is_empty() || p.planes_replaced > 0 {
            let mut list: Vec<String> = p.repaired.iter().map(|&s| site_name(ed, s, lang)).collect();
            if p.planes_replaced > 0 {
                list.push(t!(lang, "recap-planes", n = p.planes_replaced));
            }
            what.push(t!(lang, "recap-repairs", list = list.join(", ")));
        }
        if p.lw_replaced > 0 {
            what.push(t!(lang, "recap-lw-replaced", n = p.lw_replaced));
        }
        if what.is_empty() {
            what.push(t!(lang, "recap-quiet"));
        }
        v.push(format!("{when}: {}", what.join("; ")));
    }
    v.push(t!(lang, "recap-score", raf = signed(r.score.0), luftwaffe = signed(r.score.1)));
    v
}
