//! The expert RAF bot (issue 16): plays to win the campaign, not the raid.
//!
//! It sees only what the RAF player sees ([`public_view`]). For each
//! decision it lists a few candidates — the options a good player would
//! consider, the heuristic's pick first — and, when there is more than one,
//! weighs them by Monte Carlo rollouts of the rest of the phase under the
//! fast policy ([`Samples::sequential`]: candidates clearly worse than the
//! best after a few rollouts get no more), choosing the one with the best
//! expected final margin ([`Scoring::Margin`]: the evaluator's expected final
//! margin where the rollout stops, the measure the advisor and the review
//! grade by; issue 29). Repairs (12.1) and replacements (11.5) are chosen by rule:
//! aircraft first when a pilot would otherwise be grounded, then the bomb
//! damage whose repair takes the most Luftwaffe points off the final score
//! (13.3) for the fewest points.

use crate::rules::decision::PositionOptions;
use crate::rules::state::State;
use crate::rules::{Campaign, Choice, Decision, Dir, Level};
use crate::sim::fast::{best_box, fast, freshest, wanted_level};
use crate::sim::repairs::repair;
use crate::sim::rollout::{Effect, Plan, Samples, Scoring, public_view};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;

/// Rollouts per candidate when the bot plays (the advisor uses more).
pub const BOT_ROLLOUTS: usize = 32;

/// A candidate must beat the heuristic's pick by this much (in points) to
/// be chosen instead: rollouts are noisy and the pick is a good default.
const PREFER_PICK: f64 = 0.02;

/// The expert's answer to `d`. Uses `rng` for the rollouts' seeds only.
pub fn expert(c: &Campaign, d: &Decision, rng: &mut ChaCha8Rng) -> Choice {
    let view = public_view(c);
    let seed = rng.next_u64();
    decide(&view, d, seed, BOT_ROLLOUTS, false).0
}

/// Weighs the candidates of `d` on a public view with `n` rollouts each:
/// the choice, and every candidate with its mean effect (empty when the
/// decision is taken by rule).
pub fn decide(
    view: &Campaign,
    d: &Decision,
    seed: u64,
    n: usize,
    parallel: bool,
) -> (Choice, Vec<(Choice, Effect)>) {
    let cands = candidates(view, d);
    let Some(pick) = cands.first().cloned() else {
        return (fallback(view, d), Vec::new());
    };
    if cands.len() == 1 || !weighed(d) {
        return (pick, Vec::new());
    }
    let plan = Plan { most: n, ..BOT_PLAN };
    let (samples, alive) = Samples::sequential(view, &cands, &plan, seed, parallel);
    // Options set aside as clearly worse (or the same as the best) are out
    // of the choice; among the rest, all with the same rollouts, the pick
    // is kept unless another beats it.
    let effects: Vec<Effect> = (0..cands.len()).map(|i| samples.mean(i)).collect();
    let contending: Vec<Effect> = effects
        .iter()
        .enumerate()
        .map(|(i, e)| if alive.contains(&i) { *e } else { Effect { value: f64::NEG_INFINITY, ..*e } })
        .collect();
    let best = select(&contending);
    (cands[best].clone(), cands.into_iter().zip(effects).collect())
}

/// How the bot weighs its candidates: 8 rollouts each, then 8 more at a
/// time for the better half of those not yet clearly worse than the best
/// (by three standard errors of the paired difference), up to
/// [`BOT_ROLLOUTS`] each.
pub const BOT_PLAN: Plan = Plan {
    first: 8,
    batch: 8,
    most: BOT_ROLLOUTS,
    budget: usize::MAX,
    z: 3.0,
    halve: true,
    // The review grades the expert's choices by the margin (issue 29): by
    // the heuristic worth it chose what the review then called costly.
    scoring: Scoring::Margin,
};

/// The best of weighed candidates: the highest value, the heuristic's pick
/// (the first) unless another beats it by [`PREFER_PICK`].
pub(crate) fn select(effects: &[Effect]) -> usize {
    let mut best = 0;
    for (i, e) in effects.iter().enumerate() {
        let bar = if best == 0 { effects[0].value + PREFER_PICK } else { effects[best].value };
        if i > 0 && e.value > bar {
            best = i;
        }
    }
    best
}

/// Decisions settled by rollouts (the others by rule).
pub(crate) fn weighed(d: &Decision) -> bool {
    matches!(
        d,
        Decision::Position(_)
            | Decision::Move { .. }
            | Decision::Placement { .. }
            | Decision::Land { .. }
            | Decision::Attack { .. }
            | Decision::AttackOrder { .. }
            | Decision::Bursts { .. }
    )
}

/// Any legal answer, for a decision with no candidate (cannot happen for
/// the RAF's decisions).
fn fallback(c: &Campaign, d: &Decision) -> Choice {
    crate::sim::bots::sensible(c, d)
}

/// The options worth weighing, the heuristic's pick first; every one is
/// legal.
pub fn candidates(c: &Campaign, d: &Decision) -> Vec<Choice> {
    let mut out: Vec<Choice> = Vec::new();
    let mut add = |ch: Choice| {
        if !out.contains(&ch) {
            out.push(ch);
        }
    };
    match d {
        Decision::Replace { candidates, .. } => add(freshest(c, candidates)),
        Decision::Position(o) => position_candidates(c, o).into_iter().for_each(&mut add),
        Decision::Move { fighter, moves, stand_down } => {
            move_candidates(c, *fighter, moves, *stand_down).into_iter().for_each(&mut add)
        }
        Decision::Placement { sun, head_on, .. } => {
            add(Choice::Place { pos: best_box(*sun, *head_on) });
            d.options().into_iter().for_each(&mut add);
        }
        Decision::Land { options, .. } => {
            options.iter().take(4).for_each(|o| add(Choice::Land { hex: o.hex }));
        }
        Decision::Attack { .. } | Decision::Bursts { .. } | Decision::AttackOrder { .. } => {
            let mut rng = <ChaCha8Rng as rand_chacha::rand_core::SeedableRng>::seed_from_u64(0);
            add(fast(c, d, &mut rng));
            d.options().into_iter().for_each(&mut add);
        }
        Decision::Repair { .. } => add(repair(c, d)),
        _ => add(fallback(c, d)),
    }
    out.retain(|ch| d.allows(ch));
    same_outcome_dropped(c, &mut out);
    out
}

/// Drops the candidates that leave the campaign exactly as an earlier one
/// does (the same choice in effect, as two names for one move): weighing
/// both would only split the rollouts, and call equal what is one thing.
pub(crate) fn same_outcome_dropped(c: &Campaign, cands: &mut Vec<Choice>) {
    if cands.len() < 2 {
        return;
    }
    let mut seen: Vec<State> = Vec::with_capacity(cands.len());
    cands.retain(|ch| match outcome(c, ch) {
        Some(st) if seen.contains(&st) => false,
        Some(st) => {
            seen.push(st);
            true
        }
        None => true,
    });
}

/// The first of `cands` that leaves the campaign as `choice` does.
pub(crate) fn same_outcome_as(c: &Campaign, cands: &[Choice], choice: &Choice) -> Option<usize> {
    let mine = outcome(c, choice)?;
    cands.iter().position(|ch| outcome(c, ch).as_ref() == Some(&mine))
}

/// The state `choice` leads to, when it gets there without a die: two
/// choices that lead to the same state by the dice of one world may differ
/// in another (an attack that missed), so a choice followed by a roll is
/// compared with none (None; None too if it is not legal).
fn outcome(c: &Campaign, choice: &Choice) -> Option<State> {
    let mut w = c.clone();
    let mut ev = Vec::new();
    w.apply_into(choice.clone(), &mut ev).ok()?;
    if ev.iter().any(|e| e.is_roll()) {
        return None;
    }
    Some(w.into_state())
}

/// The chance that the next daylight draw brings a raid (5.3), from the
/// markers still in the cup (public: the drawn ones are set aside).
pub fn raid_chance(c: &Campaign) -> f64 {
    use crate::edition::RaidMarker;
    let st = c.state();
    let ed = c.edition();
    let kinds: Vec<RaidMarker> = st.markers_cup.iter().map(|&i| ed.raid_markers[i as usize]).collect();
    let n = kinds.len().max(1) as f64;
    let raids = kinds.iter().filter(|k| matches!(k, RaidMarker::Raiders(_))).count() as f64;
    let remix = kinds.iter().filter(|k| matches!(k, RaidMarker::Remix)).count() as f64;
    // After a Remix every marker is back: the full mix.
    let all = &ed.raid_markers;
    let full = all.iter().filter(|k| matches!(k, RaidMarker::Raiders(_))).count() as f64
        / (all.len() - all.iter().filter(|k| matches!(k, RaidMarker::Remix)).count()).max(1) as f64;
    raids / n + remix / n * full
}

/// Sites a patrol waits over, from the coast in (edition 2's ids; an
/// edition without them offers none of these).
const PATROL_SITES: [&str; 6] = ["dover", "lympne", "hawkinge", "manston", "rye", "dunkirk"];
/// Satellites near the coast to stand by at (5.2: no fatigue).
const FORWARD_SATELLITES: [&str; 2] = ["hawkinge", "manston"];

fn position_candidates(c: &Campaign, o: &PositionOptions) -> Vec<Choice> {
    let ed = c.edition();
    let st = c.state();
    let fatigue = st.pilots[o.pilot as usize].fatigue;
    let mut out = vec![Choice::StandBy];
    // Nothing to weigh when no raid can come, or when a patrol would leave
    // the pilot tired (F4+, -1 action) or exhausted.
    let chance = raid_chance(c);
    if chance <= 0.0 {
        return out;
    }
    for id in FORWARD_SATELLITES {
        if let Some(s) = ed.site_by_id(id)
            && o.satellites.contains(&(s as u8))
        {
            out.push(Choice::Satellite { site: s as u8 });
        }
    }
    if fatigue >= 4 {
        return out;
    }
    for id in PATROL_SITES {
        let Some(s) = ed.site_by_id(id) else { continue };
        for level in [Level::A15, Level::A20] {
            out.push(Choice::Patrol { site: s as u8, level, facing: Dir::UpLeft });
        }
    }
    out
}

fn move_candidates(
    c: &Campaign,
    f: u8,
    listed: &[crate::rules::movement::MoveOption],
    stand_down: bool,
) -> Vec<Choice> {
    let moves = if listed.is_empty() { c.legal_moves(f) } else { listed.to_vec() };
    let mut out = Vec::new();
    let mut rng = <ChaCha8Rng as rand_chacha::rand_core::SeedableRng>::seed_from_u64(0);
    let d = Decision::Move { fighter: f, moves: Vec::new(), stand_down };
    out.push(fast(c, &d, &mut rng));
    let Some(raid) = c.state().raid.as_ref() else { return out };
    // Interceptions: head-on and out of the sun first, at the raid's level
    // or one above (7.1: the exact altitude is within one of the reported).
    let target = wanted_level(c);
    let mut icpt: Vec<&crate::rules::movement::MoveOption> = moves.iter().filter(|m| m.intercepts).collect();
    icpt.sort_by_key(|m| (!m.head_on, !m.from_sun, m.level.gap(target), m.actions.len()));
    let mut seen_levels = Vec::new();
    for m in icpt {
        if seen_levels.len() >= 3 {
            break;
        }
        let key = (m.level, m.head_on, m.from_sun);
        if seen_levels.contains(&key) || m.level.gap(target) > 1 {
            continue;
        }
        seen_levels.push(key);
        out.push(Choice::Move { actions: m.actions.clone() });
    }
    // Waiting ahead: the end nearest each of the raid's likely next hexes,
    // at the wanted level (the raid stops when it enters a fighter's hex,
    // 6.6, or is within reach next impulse).
    let mut forecast = c.raid_forecast();
    forecast.sort_by(|a, b| b.1.total_cmp(&a.1));
    for (hex, _) in forecast.into_iter().take(2) {
        if let Some(m) = moves
            .iter()
            .filter(|m| m.landing.is_none() && !m.intercepts && !m.take_off)
            .min_by_key(|m| (m.hex.distance(hex), m.level.gap(target), m.actions.len()))
        {
            out.push(Choice::Move { actions: m.actions.clone() });
        }
    }
    // On the ground: taking off (the whole move, 6.1) facing the raid
    // head-on (7.5), besides the fast policy's facing towards it.
    if let Some(m) = moves.iter().find(|m| m.take_off && m.facing == raid.facing.reverse()) {
        out.push(Choice::Move { actions: m.actions.clone() });
    }
    out.push(Choice::Move { actions: Vec::new() });
    if stand_down {
        out.push(Choice::StandDown);
    }
    // Every move as the listed option with the same end (the list has one
    // per end, with the fewest actions), so each candidate is an option.
    out.into_iter()
        .filter_map(|ch| match ch {
            Choice::Move { actions } => {
                let end = c.simulate_move(f, &actions).ok()?;
                moves
                    .iter()
                    .find(|m| {
                        (m.hex, m.level, m.facing, m.landing.is_some())
                            == (end.hex, end.level, end.facing, end.landing.is_some())
                    })
                    .map(|m| Choice::Move { actions: m.actions.clone() })
            }
            other => Some(other),
        })
        .collect()
}
