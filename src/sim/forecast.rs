//! Where the coming raids will bomb, for the expert's repairs and patrols:
//! the chance that a raid of the solitaire game, flown by the flight-path
//! diagram (6.4) from a random entry hex (5.3), stops at each target
//! (10.1), given which targets are damaged now. Exact: the chance of every
//! hex is carried impulse by impulse (no sampling). RAF fighters and
//! balloon climbs are left out (a raid that meets no fighter flies at
//! speed 3 until it bombs, 6.4).

use crate::edition::{Edition, SiteKind};
use crate::rules::hex::{Grid, Hex, TOP_ROW};
use crate::rules::{Campaign, Dir};

/// Impulses followed before the rest is dropped (a raid reaches row O in
/// five at speed 3).
const IMPULSES: usize = 8;

/// For each site (edition order), the chance that the next raid stops at it
/// when the sites damaged are those of `damaged`.
pub fn stop_chances(ed: &Edition, damaged: &[bool]) -> Vec<f64> {
    let n = ed.map.entry_hexes.len() as f64;
    let starts: Vec<(Hex, f64)> = ed.map.entry_hexes.iter().map(|&h| (h, 1.0 / n)).collect();
    stop_chances_from(ed, damaged, &starts)
}

/// As [`stop_chances`], for a raid now in one of `starts` (hex, chance),
/// outbound and not yet bombed.
pub fn stop_chances_from(ed: &Edition, damaged: &[bool], starts: &[(Hex, f64)]) -> Vec<f64> {
    let grid = ed.map.grid;
    let cells = 15 * 15;
    let mut stops = vec![0.0; ed.sites.len()];
    let mut mass = vec![0.0; cells];
    for &(h, p) in starts {
        mass[h.index()] += p;
    }
    for _ in 0..IMPULSES {
        let mut next = vec![0.0; cells];
        let mut any = false;
        for (i, &m) in mass.iter().enumerate() {
            if m == 0.0 {
                continue;
            }
            let Some(start) = Hex::from_index(i) else { continue };
            any = true;
            for steps in &ed.flight_path_3 {
                let p = m / ed.flight_path_3.len() as f64;
                match fly(ed, grid, damaged, start, steps) {
                    Flight::Stops(s) => stops[s] += p,
                    Flight::Ends(h) => next[h.index()] += p,
                }
            }
        }
        mass = next;
        if !any {
            break;
        }
    }
    stops
}

enum Flight {
    Stops(usize),
    Ends(Hex),
}

/// One impulse of an outbound raid from `here` (6.4): the diagram's steps,
/// an edge step becoming the other of its pair; on row O the turn for
/// London along the straight line; stops at the first undamaged target or
/// any London hex (on London's line only undamaged airfields and London).
fn fly(ed: &Edition, grid: Grid, damaged: &[bool], start: Hex, steps: &[Dir]) -> Flight {
    let mut here = start;
    if here.row() == TOP_ROW {
        return london_line(ed, damaged, here);
    }
    for &d in steps {
        let Some(next) = [d, Dir::UpLeft, Dir::UpRight].into_iter().find_map(|x| grid.neighbour(here, x))
        else {
            break;
        };
        here = next;
        if let Some(s) = ed.site_at(here)
            && (ed.sites[s].kind == SiteKind::London || !damaged[s])
        {
            return Flight::Stops(s);
        }
        if here.row() == TOP_ROW {
            // The turn comes with the next point (or the next impulse).
            break;
        }
    }
    Flight::Ends(here)
}

fn london_line(ed: &Edition, damaged: &[bool], from: Hex) -> Flight {
    let to = ed
        .sites_of(SiteKind::London)
        .map(|s| ed.sites[s].hex)
        .min_by_key(|h| (h.row() != from.row(), from.distance(*h), *h))
        .unwrap_or(from);
    for h in from.line_to(to).into_iter().skip(1) {
        if let Some(s) = ed.site_at(h) {
            let kind = ed.sites[s].kind;
            if kind == SiteKind::London || (!damaged[s] && kind.is_airfield()) {
                return Flight::Stops(s);
            }
        }
    }
    match ed.site_at(to) {
        Some(s) => Flight::Stops(s),
        None => Flight::Ends(to),
    }
}

/// Where a raid flying London's line from `from` to `to` (6.4), now in
/// `now`, stops if nobody stops it: the first London hex or undamaged
/// airfield after `now` on the line (10.1), London's hex `to` at the
/// latest.
pub fn london_line_stop(ed: &Edition, damaged: &[bool], from: Hex, to: Hex, now: Hex) -> Option<usize> {
    let line = from.line_to(to);
    let after = line.iter().position(|&h| h == now).map(|i| i + 1).unwrap_or(1);
    for &h in line.iter().skip(after) {
        if let Some(s) = ed.site_at(h) {
            let kind = ed.sites[s].kind;
            if kind == SiteKind::London || (!damaged[s] && kind.is_airfield()) {
                return Some(s);
            }
        }
    }
    ed.site_at(to)
}

/// The sites damaged now.
pub fn damaged(c: &Campaign) -> Vec<bool> {
    c.state().damage.iter().map(|&d| d > 0).collect()
}

/// Raids still to come after tonight (or after now): the clear days left
/// (historical weather, or four in six with the optional table, 4.3) times
/// the chance of a raid in each of the four daylight phases (5.3: six of
/// the eleven non-Remix markers bring one).
pub fn raids_left(c: &Campaign, days_after_today: u32) -> f64 {
    use crate::edition::{RaidMarker, Weather};
    use crate::rules::WeatherMode;
    let ed = c.edition();
    let st = c.state();
    let markers = &ed.raid_markers;
    let raid_share = markers.iter().filter(|m| matches!(m, RaidMarker::Raiders(_))).count() as f64
        / markers.iter().filter(|m| !matches!(m, RaidMarker::Remix)).count().max(1) as f64;
    let mut clear = 0.0;
    for k in 1..=days_after_today {
        let day = st.date + chrono::Days::new(k as u64);
        clear += match st.setup.weather {
            WeatherMode::Historical => {
                f64::from(ed.calendar.historical_weather(day).unwrap_or(Weather::Clear) == Weather::Clear)
            }
            WeatherMode::Optional => {
                ed.optional_weather.iter().filter(|w| **w == Weather::Clear).count() as f64
                    / ed.optional_weather.len().max(1) as f64
            }
        };
    }
    clear * ed.phases.len() as f64 * raid_share
}
