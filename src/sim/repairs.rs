//! Night repairs (12.1) for the expert and the fast policy: the repair
//! whose value to the end of the campaign is highest.

use crate::edition::SiteKind;
use crate::rules::state::{PilotStatus, PlaneStatus};
use crate::rules::{Campaign, Choice, Decision};
use crate::sim::forecast;

/// Night repairs (12.1) by their end-of-game value: an aircraft first when
/// a pilot would otherwise be grounded tomorrow; then the bomb damage whose
/// repair takes the most Luftwaffe points off the final score (13.3) per
/// repair point. A target counts only once its last point is gone, and a
/// cleared target draws the next raid that passes over it (10.1), so its
/// worth is its points times the chance that no raid still to come stops
/// there ([`forecast::stop_chances`]); radar counts more while days are left
/// (each damaged station delays the fighters, 10.4), London and
/// Thameshaven too (they add raiders, 10.4), and the base (its pilots sleep
/// less, 12.2). Then spare aircraft. Never leaves a point unused while
/// there is anything to repair.
pub fn repair(c: &Campaign, d: &Decision) -> Choice {
    let Decision::Repair { points, planes, sites } = d else { return crate::sim::bots::sensible(c, d) };
    let st = c.state();
    let ed = c.edition();
    let days_left = (c.end_date() - st.date).num_days().max(0) as u32;
    // Repair points until the end: tonight's and two a night after.
    let budget = *points as u32 + 2 * days_left;
    // Aircraft a pilot of a fighter needs tomorrow.
    let needed = planes.iter().copied().find(|&p| {
        (0..2u8).any(|f| st.plane_of(ed, f) == Some(p as usize) && st.pilot_in(f).is_some())
            || needed_by_reserve(c, p as usize)
    });
    if days_left > 0
        && let Some(plane) = needed
    {
        return Choice::ReplacePlane { plane };
    }
    let raids = forecast::raids_left(c, days_left);
    let damaged = forecast::damaged(c);
    let base = st.base;
    let mut best: Option<(f64, u8)> = None;
    for &s in sites {
        let dmg = st.damage[s as usize] as u32;
        if dmg > budget || (dmg > *points as u32 && days_left == 0) {
            continue;
        }
        let kind = ed.sites[s as usize].kind;
        // When it would be cleared: tonight, or after the nights its
        // damage needs; the raids still to come then.
        let nights = dmg.saturating_sub(*points as u32).div_ceil(2);
        let later = days_left.saturating_sub(nights);
        let raids_then = raids * later as f64 / days_left.max(1) as f64;
        let mut clear = damaged.clone();
        clear[s as usize] = false;
        let p = forecast::stop_chances(ed, &clear)[s as usize];
        let keeps = (1.0 - p).powf(raids_then);
        let mut w = crate::rules::score::damaged_worth(kind) as f64 * keeps;
        if days_left >= 1 {
            if kind == SiteKind::Radar {
                w += RADAR_WORTH * raids / 10.0;
            }
            if matches!(kind, SiteKind::London | SiteKind::OilDepot) {
                w += LONDON_WORTH * raids / 10.0;
            }
            if s == base {
                w += BASE_WORTH;
            }
        }
        let per_point = w / dmg.max(1) as f64;
        if best.is_none_or(|(b, _)| per_point > b) {
            best = Some((per_point, s));
        }
    }
    if let Some((_, site)) = best {
        return Choice::RepairSite { site };
    }
    if days_left > 0
        && let Some(&plane) = planes.first()
    {
        return Choice::ReplacePlane { plane };
    }
    // Nothing clearable by the end: the least damaged site anyway.
    if let Some(&site) = sites.iter().min_by_key(|&&s| st.damage[s as usize]) {
        return Choice::RepairSite { site };
    }
    planes.first().map(|&plane| Choice::ReplacePlane { plane }).unwrap_or(Choice::EndRepairs)
}

/// Extra worth of a radar station repaired, per ten raids still to come.
const RADAR_WORTH: f64 = 1.0;
/// Extra worth of a London or Thameshaven hex repaired, per ten raids.
const LONDON_WORTH: f64 = 0.5;
/// Extra worth of the base repaired.
const BASE_WORTH: f64 = 0.5;

/// Would a reserve pilot take a fighter tomorrow and find this aircraft
/// (his type, that fighter's number) destroyed?
fn needed_by_reserve(c: &Campaign, plane: usize) -> bool {
    let st = c.state();
    let ed = c.edition();
    let unit = &ed.raf[plane];
    let empty = (0..2u8).filter(|&f| st.pilot_in(f).is_none());
    let reserve_types: Vec<usize> = st
        .pilots
        .iter()
        .enumerate()
        .filter(|(_, p)| p.status == PilotStatus::Reserve)
        .map(|(i, _)| ed.pilots[i].aircraft)
        .collect();
    empty.into_iter().any(|f| unit.number == f + 1 && reserve_types.contains(&unit.ty))
        && st.planes[plane].status == PlaneStatus::Destroyed
}
