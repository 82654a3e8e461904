//! Where the coming raids will bomb, for the expert's repairs and patrols:
//! the chance that a raid of the solitaire game, flown by the flight-path
//! diagram (6.4) from a random entry hex (5.3), stops at each target
//! (10.1), given which targets are damaged now. Exact: the chance of every
//! hex is carried impulse by impulse (no sampling). RAF fighters and
//! balloon climbs are left out (a raid that meets no fighter flies at
//! speed 3 until it bombs, 6.4).

use crate::edition::Edition;
use crate::rules::hex::Hex;
use crate::rules::raid::{Course, FlightStep, flight_step, nearest_london, stops_at};
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
                match fly(ed, damaged, start, steps) {
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

/// One impulse of an outbound raid from `here` (6.4): the diagram's steps
/// ([`flight_step`]); on row O the turn for London along the straight line
/// (at the start of an impulse; reached during one, the turn comes with the
/// next); stops at the first target where a raid stops ([`stops_at`]).
fn fly(ed: &Edition, damaged: &[bool], start: Hex, steps: &[Dir]) -> Flight {
    let mut here = start;
    for (k, &d) in steps.iter().enumerate() {
        match flight_step(ed, here, Course::Outbound, Some(d), &[]) {
            FlightStep::To(_, next) => here = next,
            FlightStep::TurnForLondon if k == 0 => return london_line(ed, damaged, here),
            _ => break,
        }
        if let Some(s) = ed.site_at(here)
            && stops_at(ed.sites[s].kind, damaged[s], false)
        {
            return Flight::Stops(s);
        }
    }
    Flight::Ends(here)
}

fn london_line(ed: &Edition, damaged: &[bool], from: Hex) -> Flight {
    let to = nearest_london(ed, from);
    match london_line_stop(ed, damaged, from, to, from) {
        Some(s) => Flight::Stops(s),
        None => Flight::Ends(to),
    }
}

/// Where a raid flying London's line from `from` to `to` (6.4), now in
/// `now`, stops if nobody stops it: the first London hex or undamaged
/// airfield after `now` on the line (10.1, [`stops_at`]), London's hex `to`
/// at the latest.
pub fn london_line_stop(ed: &Edition, damaged: &[bool], from: Hex, to: Hex, now: Hex) -> Option<usize> {
    let line = from.line_to(to);
    let after = line.iter().position(|&h| h == now).map(|i| i + 1).unwrap_or(1);
    for &h in line.iter().skip(after) {
        if let Some(s) = ed.site_at(h)
            && stops_at(ed.sites[s].kind, damaged[s], true)
        {
            return Some(s);
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
