//! The map's words: a hex's tooltip (its id and terrain, the site with its
//! type, defences, damage and what it is worth to the Luftwaffe, the
//! aircraft in it), the short altitudes of the counters. Pure functions of
//! the edition and the state, so they are tested without a window.

use crate::edition::{Aa, Edition, SiteKind};
use crate::text::{Lang, Id};
use crate::text::{dir_msg, level_name, pilot_name, site_name};
use crate::rules::hex::Hex;
use crate::rules::level::Level;
use crate::rules::movement::MoveOption;
use crate::rules::raid::Raid;
use crate::rules::score::damaged_worth;
use crate::rules::state::{PlaneStatus, State};

pub fn kind_msg(kind: SiteKind) -> Id {
    match kind {
        SiteKind::Sector => id!("kind-sector"),
        SiteKind::Satellite => id!("kind-satellite"),
        SiteKind::Emergency => id!("kind-emergency"),
        SiteKind::Radar => id!("kind-radar"),
        SiteKind::Port => id!("kind-port"),
        SiteKind::OilDepot => id!("kind-oil-depot"),
        SiteKind::Convoy => id!("kind-convoy"),
        SiteKind::London => id!("kind-london"),
    }
}

/// "15k", "G" (ground level), "AF" (on the airfield), in the player's language.
pub fn short_level(l: Level, lang: Lang) -> String {
    match l {
        Level::Airfield => t!(lang, "level-short-airfield"),
        Level::Ground => t!(lang, "level-short-ground"),
        l => t!(lang, "level-short-k", n = l.thousands()),
    }
}

/// The raid counter's altitude: the reported one with a "?" while the raid
/// is face down (5.3); once identified the exact one (7.1), or the span
/// from the lowest to the highest raider (top cover, dive bombers).
pub fn raid_altitude(raid: &Raid, lang: Lang) -> String {
    if !raid.identified {
        return format!("{}?", short_level(raid.reported, lang));
    }
    let lo = raid.with_raid().map(|r| r.level).min();
    let hi = raid.with_raid().map(|r| r.level).max();
    match (lo, hi) {
        (Some(lo), Some(hi)) if lo == hi => short_level(lo, lang),
        (Some(lo), Some(hi)) => format!("{}–{}", short_level(lo, lang), short_level(hi, lang)),
        _ => "–".to_string(),
    }
}

/// What hovering a hex tells: its id and terrain; the site in it (type,
/// defences, damage, its worth to the Luftwaffe at the end, 13.3); the
/// raid, fighters and pilots in it; the moves ending there and the odds of
/// the raid coming there.
pub fn hex_tooltip(
    ed: &Edition,
    st: &State,
    lang: Lang,
    h: Hex,
    moves: &[MoveOption],
    forecast: &[(Hex, f64)],
) -> String {
    let mut lines = vec![format!("{h} — {}", t!(lang, ed.terrain(h).msg()))];
    if let Some(i) = ed.site_at(h) {
        let site = &ed.sites[i];
        lines.push(t!(
            lang,
            "tip-site",
            site = site_name(ed, i, lang),
            kind = t!(lang, kind_msg(site.kind))
        ));
        if i == st.base as usize {
            lines.push(t!(lang, "tip-base"));
        }
        let mut defences = Vec::new();
        match st.aa[i] {
            Aa::Heavy => defences.push(t!(lang, "tip-heavy-aa")),
            Aa::Light => defences.push(t!(lang, "tip-light-aa")),
            Aa::None => {}
        }
        if st.balloons[i] {
            defences.push(t!(lang, "tip-balloons"));
        }
        lines.push(if defences.is_empty() {
            t!(lang, "tip-no-defences")
        } else {
            t!(lang, "tip-defences", list = defences.join(", "))
        });
        lines.push(if st.damage[i] > 0 {
            t!(lang, "tip-damaged", n = st.damage[i])
        } else {
            t!(lang, "tip-undamaged")
        });
        lines.push(t!(lang, "tip-worth", worth = damaged_worth(site.kind)));
    }
    if let Some(raid) = st.raid.as_ref().filter(|r| r.hex == h && !r.exited) {
        let n = raid.with_raid().count();
        lines.push(if raid.identified {
            let mut levels: Vec<Level> = raid.with_raid().map(|r| r.level).collect();
            levels.sort();
            let mut parts: Vec<String> = Vec::new();
            let mut k = 0;
            while k < levels.len() {
                let same = levels[k..].iter().take_while(|l| **l == levels[k]).count();
                parts.push(format!("{same} {} {}", t!(lang, "at"), level_name(levels[k], lang)));
                k += same;
            }
            t!(lang, "tip-raid-exact", n = n, levels = parts.join(", "))
        } else {
            t!(lang, "tip-raid-reported", n = n, level = level_name(raid.reported, lang))
        });
    }
    for f in 0..2u8 {
        let Some(plane) = st.plane_of(ed, f) else { continue };
        let pl = &st.planes[plane];
        if pl.status != PlaneStatus::Active || pl.hex != h {
            continue;
        }
        let pilot = st.pilot_in(f).map(|p| pilot_name(ed, p as u8)).unwrap_or_default();
        lines.push(t!(
            lang,
            "tip-fighter",
            n = f + 1,
            pilot = pilot,
            level = level_name(pl.level, lang),
            dir = t!(lang, dir_msg(ed, pl.facing))
        ));
    }
    for (p, ps) in st.pilots.iter().enumerate() {
        if ps.bailed_out == Some(h) {
            lines.push(t!(lang, "tip-bailed-out", pilot = pilot_name(ed, p as u8)));
        }
    }
    let here = moves.iter().filter(|m| m.hex == h).count();
    if here > 0 {
        lines.push(t!(lang, "moves-here", n = here));
    }
    if let Some((_, prob)) = forecast.iter().find(|(x, _)| *x == h) {
        lines.push(t!(lang, "forecast-here", p = format!("{:.0}", prob * 100.0)));
    }
    lines.join("\n")
}
