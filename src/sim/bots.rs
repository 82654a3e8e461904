//! The simple bots: random, passive and sensible, each a plain function of
//! the pending decision, and the move helpers the app's quick choices share
//! with them (interceptions, closing in, the patrol spot).

use crate::rules::movement::{MoveEnd, MoveOption, MoveSearch};
use crate::rules::{Campaign, Choice, Decision, Hex, Level};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;

/// Picks a legal option at random: uniformly among the listed options; a
/// movement decision is answered with a random legal move
/// ([`Campaign::random_move`]), or staying down now and then.
pub fn random(c: &Campaign, d: &Decision, rng: &mut ChaCha8Rng) -> Choice {
    let mut die = |n: u32| (rng.next_u64() % n.max(1) as u64) as u32;
    if let Decision::Move { fighter, stand_down, .. } = d {
        if *stand_down && die(8) == 0 {
            return Choice::StandDown;
        }
        return Choice::Move { actions: c.random_move(*fighter, die) };
    }
    let n = d.option_count();
    let i = die(n as u32) as usize;
    d.option(i).unwrap_or_else(|| passive(c, d))
}

/// Never flies: stands by, stays on the ground; repairs what it can.
pub fn passive(_c: &Campaign, d: &Decision) -> Choice {
    match d {
        Decision::Replace { candidates, .. } => {
            candidates.first().map(|&pilot| Choice::Replace { pilot }).unwrap_or(Choice::NoReplacement)
        }
        Decision::Position(_) => Choice::StandBy,
        Decision::Move { stand_down: true, .. } => Choice::StandDown,
        Decision::Attack { .. } => Choice::Withdraw,
        other => other.options().into_iter().next().unwrap_or(Choice::EndRepairs),
    }
}

/// The interceptions fighter #f can make this impulse, best first: out of
/// the sun and head-on boxes first, then from above the raid's reported
/// altitude, then the fewest actions. Empty when it cannot reach the raid.
pub fn intercepts(c: &Campaign, f: u8) -> Vec<MoveOption> {
    let s = search(c, f);
    let mut v: Vec<usize> = (0..s.len()).filter(|&i| s.ends()[i].intercepts).collect();
    v.sort_by_key(|&i| intercept_rank(c, &s.ends()[i]));
    v.into_iter().filter_map(|i| s.option(i)).collect()
}

/// Fighter #f's legal moves, searched (see [`Campaign::search_moves`]).
fn search(c: &Campaign, f: u8) -> MoveSearch {
    let mut s = MoveSearch::default();
    c.search_moves(f, &mut s);
    s
}

thread_local! {
    /// The sensible bot's search buffers, reused from one decision to the
    /// next on each thread.
    static SEARCH: std::cell::RefCell<MoveSearch> = std::cell::RefCell::default();
}

/// Runs `k` on fighter #f's legal moves, searched in this thread's reused
/// buffers (fresh ones if `k` itself searches).
fn with_search<R>(c: &Campaign, f: u8, k: impl FnOnce(&MoveSearch) -> R) -> R {
    SEARCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut s) => {
            c.search_moves(f, &mut s);
            k(&s)
        }
        Err(_) => k(&search(c, f)),
    })
}

/// How good an interception is, least first (see [`intercepts`]).
fn intercept_rank(c: &Campaign, m: &MoveEnd) -> (bool, bool, bool, bool, u8, u8) {
    let reported = c.state().raid.as_ref().map(|r| r.reported).unwrap_or(Level::A15);
    // Within a level of the reported altitude first: the exact altitude
    // is at most a level off it (7.1); then the boxes; then from above.
    let near = m.level.gap(reported) <= 1;
    let above = m.level > reported && m.level.gap(reported) == 1;
    (!near, !m.from_sun, !m.head_on, !above, m.level.gap(reported), m.actions)
}

/// The best interception among the moves searched: the first of the best
/// rank, as [`intercepts`] sorts them.
fn best_intercept(c: &Campaign, s: &MoveSearch) -> Option<usize> {
    (0..s.len()).filter(|&i| s.ends()[i].intercepts).min_by_key(|&i| intercept_rank(c, &s.ends()[i]))
}

/// A move that brings fighter #f toward the raid: the end nearest where the
/// raid may be next (its most likely hex), at the level closest to one
/// above its reported altitude. Taking off if on the ground. None without a
/// raid.
pub fn close_in(c: &Campaign, f: u8) -> Option<MoveOption> {
    let s = search(c, f);
    close_in_among(c, &s).and_then(|i| s.option(i))
}

/// [`close_in`] among the moves searched: the first of the nearest.
fn close_in_among(c: &Campaign, s: &MoveSearch) -> Option<usize> {
    let raid = c.state().raid.as_ref()?;
    let target =
        c.raid_forecast().into_iter().max_by(|a, b| a.1.total_cmp(&b.1)).map(|x| x.0).unwrap_or(raid.hex);
    let want = raid.reported.up().unwrap_or(raid.reported);
    // The first end with the least (distance, level gap, actions), the
    // three packed in one number.
    let mut best: Option<(u32, usize)> = None;
    for (i, m) in s.ends().iter().enumerate() {
        if m.landing.is_some() {
            continue;
        }
        let key = m.hex.distance(target) << 16 | (m.level.gap(want) as u32) << 8 | m.actions as u32;
        if best.is_none_or(|(k, _)| key < k) {
            best = Some((key, i));
        }
    }
    best.map(|(_, i)| i)
}

/// The interceptions among `moves`, ranked for a player: the least chance
/// to lose contact when the combat starts first (8.2,
/// [`Campaign::contact_lost_chance`]), then out of the sun one level above
/// the Germans (7.4) or head-on (7.5), then the level nearest one above
/// them, then the fewest actions. (The bots keep [`intercepts`].)
pub fn intercepts_for_player(c: &Campaign, moves: &[MoveOption]) -> Vec<MoveOption> {
    let Some(known) = c.raid_level_known() else { return Vec::new() };
    let want = known.up().unwrap_or(known);
    let mut v: Vec<MoveOption> = moves.iter().filter(|m| m.intercepts).cloned().collect();
    v.sort_by_key(|m| {
        let lost = (c.contact_lost_chance(m.level, m.hex) * 1000.0).round() as u32;
        let sun = m.from_sun && m.level == want;
        (lost, !sun, !m.head_on, m.level.gap(want), m.actions.len())
    });
    v
}

/// Which way a fighter scrambling against the raid takes off: facing it
/// head-on, the reverse of its facing (7.5); down the board without a raid.
pub fn scramble_facing(c: &Campaign) -> crate::rules::Dir {
    c.state().raid.as_ref().map(|r| r.facing.reverse()).unwrap_or(crate::rules::Dir::DownRight)
}

/// [`close_in`] for a player who would rather not be caught: among
/// `moves`, the end nearest the raid's most likely next hex at the level
/// closest to one above its known altitude, where a hex the raid may enter
/// next (`danger`, [`Campaign::raid_danger`]: it would intercept with the
/// Luftwaffe segment first) counts two hexes further away. So it closes in
/// without being caught when it can, and risks it only when every safe end
/// is much further; the caller says so. None without a raid, or when no
/// move changes anything.
pub fn close_in_wary(c: &Campaign, moves: &[MoveOption], danger: &[(Hex, f64)]) -> Option<MoveOption> {
    let raid = c.state().raid.as_ref()?;
    let target =
        c.raid_forecast().into_iter().max_by(|a, b| a.1.total_cmp(&b.1)).map(|x| x.0).unwrap_or(raid.hex);
    let known = c.raid_level_known().unwrap_or(raid.reported);
    let want = known.up().unwrap_or(known);
    let risk = |h: Hex| danger.iter().find(|d| d.0 == h).map(|d| d.1).unwrap_or(0.0);
    moves
        .iter()
        .filter(|m| m.landing.is_none() && !m.actions.is_empty() && !m.intercepts)
        .min_by_key(|m| {
            let r = risk(m.hex);
            let penalty = if r > 0.0 { 2 } else { 0 };
            (m.hex.distance(target) + penalty, (r * 1000.0) as u32, m.level.gap(want), m.actions.len())
        })
        .cloned()
}

/// Fatigue at which the sensible bot stops flying patrols (5.2): a patrol
/// and a take-off each cost a step, and six is exhaustion.
const PATROL_FATIGUE: u8 = 1;

/// Where a patrol waits for the raids: over the undamaged target nearest
/// the entry hexes on row A (5.3), where every raid comes from, within
/// four hexes of the base, at 20,000 ft (above most reported altitudes,
/// 5.3), facing down the board (down-right: edition 2's east, edition 1's
/// south-east), the reverse of an outbound raid's up-left steps (head-on,
/// 7.5). None if no target qualifies.
pub fn patrol_spot(c: &Campaign, o: &crate::rules::decision::PositionOptions) -> Option<Choice> {
    use crate::edition::SiteKind;
    use crate::rules::hex::Dir;
    let ed = c.edition();
    let st = c.state();
    let base = ed.sites[st.base as usize].hex;
    let (k, &site) = o
        .patrol_sites
        .iter()
        .enumerate()
        .filter(|(_, s)| {
            let site = &ed.sites[**s as usize];
            !st.is_damaged(**s as usize) && site.kind != SiteKind::London && site.hex.distance(base) <= 4
        })
        .min_by_key(|(_, s)| (ed.sites[**s as usize].hex.row(), **s))?;
    let level = o.patrol_levels(k).find(|&l| l == Level::A20).or_else(|| o.patrol_levels(k).last())?;
    Some(Choice::Patrol { site, level, facing: Dir::DownRight })
}

/// Plays like a careful squadron leader: fresh pilots patrol where raids
/// come in (see [`patrol_spot`]), tired ones stand by; scrambles and closes
/// in on raids, intercepts when it can (out of the sun or head-on first),
/// attacks the target with the best odds with every burst it may, lands at
/// base, goes home when tired, and spends repair points on radar, then its
/// base, then aircraft, then the other targets (12.1).
pub fn sensible(c: &Campaign, d: &Decision) -> Choice {
    use crate::edition::SiteKind;
    use crate::rules::combat::BoxPos;
    match d {
        Decision::Replace { candidates, .. } => {
            candidates.first().map(|&pilot| Choice::Replace { pilot }).unwrap_or(Choice::NoReplacement)
        }
        Decision::Position(o) => {
            let fresh = c.state().pilots[o.pilot as usize].fatigue <= PATROL_FATIGUE;
            fresh.then(|| patrol_spot(c, o)).flatten().unwrap_or(Choice::StandBy)
        }
        Decision::Move { fighter, .. } => {
            let tired = c.state().pilot_in(*fighter).is_some_and(|p| c.state().pilots[p].fatigue >= 5);
            // One search of the moves serves both questions; only the move
            // chosen is built.
            with_search(c, *fighter, |moves| {
                let chosen = |i: usize| Choice::Move {
                    actions: moves.option(i).map(|m| m.actions).unwrap_or_default(),
                };
                if let Some(i) = best_intercept(c, moves) {
                    return chosen(i);
                }
                let homeward = c.state().raid.as_ref().is_some_and(|r| r.homeward());
                if tired || homeward {
                    return if matches!(d, Decision::Move { stand_down: true, .. }) {
                        Choice::StandDown
                    } else {
                        Choice::Move { actions: Vec::new() }
                    };
                }
                match close_in_among(c, moves) {
                    Some(i) => chosen(i),
                    None => Choice::Move { actions: Vec::new() },
                }
            })
        }
        Decision::Placement { sun, head_on, .. } => Choice::Place {
            pos: if *head_on {
                BoxPos::HeadOn { sun: *sun }
            } else if *sun {
                BoxPos::OutOfSun
            } else {
                BoxPos::Normal
            },
        },
        Decision::Attack { targets, .. } => {
            let best = targets.iter().max_by(|a, b| {
                let score = |t: &crate::rules::decision::TargetOption| {
                    t.odds.map(|o| o.expected_bursts).unwrap_or(1.5)
                };
                score(a).total_cmp(&score(b))
            });
            match best {
                Some(t) if t.odds.is_none_or(|o| o.fire > 0.25) => Choice::Attack { target: t.id },
                _ => Choice::Withdraw,
            }
        }
        Decision::AttackOrder { .. } => Choice::AttackFirst { fighter: 0 },
        Decision::Bursts { max, .. } => Choice::Bursts { n: *max },
        Decision::Land { options, .. } => Choice::Land { hex: options[0].hex },
        Decision::Repair { planes, sites, .. } => {
            let ed = c.edition();
            let base = c.state().base;
            if let Some(&site) = sites.iter().find(|&&s| ed.sites[s as usize].kind == SiteKind::Radar) {
                Choice::RepairSite { site }
            } else if sites.contains(&base) {
                Choice::RepairSite { site: base }
            } else if let Some(&plane) = planes.first() {
                Choice::ReplacePlane { plane }
            } else if let Some(&site) = sites.first() {
                Choice::RepairSite { site }
            } else {
                Choice::EndRepairs
            }
        }
        // 15.2: a plain German: attacks whenever it can, keeps the first
        // options otherwise.
        Decision::GermanPick { targets, .. } => match targets.first() {
            Some(&fighter) => Choice::GermanAttack { fighter },
            None => Choice::Pass,
        },
        _ => d.option(0).unwrap_or(Choice::Pass),
    }
}
