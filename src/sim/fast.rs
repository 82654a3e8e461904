//! The fast policy (issue 16): a cheap policy that plays the rest of a
//! phase in a rollout ([`fast`]), and the rules of thumb the expert shares
//! with it (the freshest pilot, the best box, the level wanted, steering
//! at the raid).

use crate::edition::Role;
use crate::rules::combat::BoxPos;
use crate::rules::decision::TargetOption;
use crate::rules::movement::MoveAction;
use crate::rules::{Campaign, Choice, Decision, Dir, Hex, Level};
use crate::sim::repairs;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;

/// A cheap policy for rollouts: no list of moves, a few lines of reasoning
/// per decision. It patrols nothing (stands by), scrambles at raids it can
/// meet before they bomb, steers straight at the raid (one level above its
/// altitude), attacks bombers that still carry bombs first, withdraws a
/// damaged fighter, and repairs like the expert.
pub fn fast(c: &Campaign, d: &Decision, rng: &mut ChaCha8Rng) -> Choice {
    match d {
        Decision::Replace { candidates, .. } => freshest(c, candidates),
        Decision::Position(_) => Choice::StandBy,
        Decision::Move { fighter, stand_down, .. } => fast_move(c, *fighter, *stand_down),
        Decision::Placement { sun, head_on, .. } => Choice::Place { pos: best_box(*sun, *head_on) },
        Decision::Land { options, .. } => Choice::Land { hex: options[0].hex },
        Decision::Attack { fighter, targets } => fast_attack(c, *fighter, targets),
        Decision::Bursts { max, .. } => Choice::Bursts { n: *max },
        Decision::AttackOrder { .. } => Choice::AttackFirst { fighter: 0 },
        Decision::Repair { .. } => repairs::repair(c, d),
        // 15.2 decisions of the German player (not in a public view, whose
        // raids fly themselves): any legal option.
        _ => {
            let n = d.option_count();
            d.option(below(rng, n)).unwrap_or(Choice::Pass)
        }
    }
}

/// The reserve pilot with the least fatigue (ties: the one with the most
/// victories, an ace fights at +1).
pub(crate) fn freshest(c: &Campaign, candidates: &[u8]) -> Choice {
    let st = c.state();
    candidates
        .iter()
        .min_by_key(|&&p| (st.pilots[p as usize].fatigue, std::cmp::Reverse(st.pilots[p as usize].victories)))
        .map(|&pilot| Choice::Replace { pilot })
        .unwrap_or(Choice::NoReplacement)
}

/// Head-on beats out of the sun beats the normal box (7.4, 7.5): a head-on
/// attack needs no action check and its hits fall on engines and pilot.
pub(crate) fn best_box(sun: bool, head_on: bool) -> BoxPos {
    if head_on {
        BoxPos::HeadOn { sun }
    } else if sun {
        BoxPos::OutOfSun
    } else {
        BoxPos::Normal
    }
}

/// Does fighter `f`'s aircraft carry a hit that a second one on the same
/// place would turn into its loss (8.43)?
pub(crate) fn fragile(c: &Campaign, f: u8) -> bool {
    let st = c.state();
    let ed = c.edition();
    let Some(p) = st.pilot_in(f) else { return false };
    let Some(plane) = st.plane_of(ed, f) else { return false };
    let ty = &ed.raf_types[ed.pilots[p].aircraft];
    st.planes[plane]
        .hits
        .iter()
        .zip(&ty.positions)
        .any(|(&h, k)| h > 0 && *k != crate::edition::PositionKind::Gunner)
}

/// A bomber that still carries its bombs (R16, 8.7)?
pub(crate) fn armed_bomber(c: &Campaign, id: u8) -> bool {
    c.state().raid.as_ref().and_then(|r| r.raider(id)).is_some_and(|r| {
        let role = c.edition().german_type(id).role;
        !r.bombs_gone && matches!(role, Role::Bomber | Role::FighterBomber)
    })
}

fn fast_attack(c: &Campaign, f: u8, targets: &[TargetOption]) -> Choice {
    let raid_bombed = c.state().raid.as_ref().is_none_or(|r| r.bombed);
    let score = |t: &TargetOption| {
        let hit =
            if t.head_on { 0.9 } else { t.odds.map(|o| o.fire * (0.5 + o.expected_bursts)).unwrap_or(0.5) };
        let worth = if armed_bomber(c, t.id) && !raid_bombed { 3.0 } else { 1.0 };
        hit * worth
    };
    let best = targets.iter().max_by(|a, b| score(a).total_cmp(&score(b)));
    match best {
        Some(t) if !fragile(c, f) || armed_bomber(c, t.id) && !raid_bombed => {
            if t.head_on || t.odds.is_none_or(|o| o.fire > 0.3) {
                Choice::Attack { target: t.id }
            } else {
                Choice::Withdraw
            }
        }
        _ => Choice::Withdraw,
    }
}

/// The level one above the raid's (the out-of-the-sun box, 7.4), within
/// reach of its exact altitude (reported ± 1, 7.1); its bombers' level
/// once identified.
pub(crate) fn wanted_level(c: &Campaign) -> Level {
    let Some(raid) = c.state().raid.as_ref() else { return Level::A15 };
    let base = if raid.identified {
        raid.with_raid()
            .filter(|r| armed_bomber(c, r.id))
            .map(|r| r.level)
            .min()
            .or_else(|| raid.with_raid().map(|r| r.level).min())
            .unwrap_or(raid.reported)
    } else {
        raid.reported
    };
    base.up().unwrap_or(base).max(Level::Ground)
}

/// Where the raid will probably be after its next move: its speed in
/// steps, alternating up-right and up-left (the diagram's mean), homeward
/// down; London's line straight on.
pub(crate) fn raid_ahead(c: &Campaign) -> Option<Hex> {
    let raid = c.state().raid.as_ref().filter(|r| !r.exited)?;
    let grid = c.edition().map.grid;
    let speed = c.raid_speed();
    let (a, b) = if raid.homeward() { (Dir::DownRight, Dir::DownLeft) } else { (Dir::UpRight, Dir::UpLeft) };
    let mut h = raid.hex;
    for i in 0..speed {
        let d = if i % 2 == 0 { a } else { b };
        match grid.neighbour(h, d).or_else(|| grid.neighbour(h, if d == a { b } else { a })) {
            Some(n) => h = n,
            None => break,
        }
    }
    Some(h)
}

fn fast_move(c: &Campaign, f: u8, stand_down: bool) -> Choice {
    let stay = |sd: bool| if sd { Choice::StandDown } else { Choice::Move { actions: Vec::new() } };
    let st = c.state();
    let ed = c.edition();
    let Some(raid) = st.raid.as_ref() else { return stay(stand_down) };
    let Some(plane) = st.plane_of(ed, f) else { return stay(stand_down) };
    let pl = &st.planes[plane];
    let pilot = st.pilot_in(f).map(|p| &st.pilots[p]);
    if raid.homeward() || raid.bombed || pilot.is_some_and(|p| p.fatigue >= 5) {
        return stay(stand_down);
    }
    if pl.level == Level::Airfield {
        // Scramble when the raid can be met before it reaches the coast's
        // targets behind it; take off anyway when it may bomb this airfield.
        let near = raid.hex.distance(pl.hex);
        if near <= 9 || raid.hex.row() + 4 >= pl.hex.row() {
            let towards = facing_towards(pl.hex, raid.hex);
            return Choice::Move { actions: vec![MoveAction::TakeOff(towards)] };
        }
        return Choice::Move { actions: Vec::new() };
    }
    let level = wanted_level(c);
    if let Some(a) = steer(c, f, raid.hex, level, true) {
        return Choice::Move { actions: a };
    }
    let goal = raid_ahead(c).unwrap_or(raid.hex);
    match steer(c, f, goal, level, false) {
        Some(a) => Choice::Move { actions: a },
        None => Choice::Move { actions: Vec::new() },
    }
}

/// The facing that points from `from` towards `to` (a take-off's).
fn facing_towards(from: Hex, to: Hex) -> Dir {
    let Some(grid) = crate::rules::hex::Grid::new(crate::rules::hex::COLS) else { return Dir::DownRight };
    grid.neighbours(from)
        .min_by_key(|(d, n)| (n.distance(to), d.index()))
        .map(|x| x.0)
        .unwrap_or(Dir::DownRight)
}

/// A move of airborne fighter `f` straight towards `to`, at `level` when
/// it gets there: climbs first (two at most, 6.3), then hex by hex,
/// descending a level a hex while above `level`. With `arrive`, only a move
/// that ends in `to` (an interception when the raid is there), preferring
/// to come in head-on or out of the sun. None when no such move is legal.
pub fn steer(c: &Campaign, f: u8, to: Hex, level: Level, arrive: bool) -> Option<Vec<MoveAction>> {
    let st = c.state();
    let ed = c.edition();
    let plane = st.plane_of(ed, f)?;
    let pl = &st.planes[plane];
    if !pl.level.airborne() {
        return None;
    }
    let speed = ed.raf_types[ed.raf[plane].ty].speed as u32;
    let grid = ed.map.grid;
    let balloons_low = |h: Hex, lvl: Level| lvl < Level::BALLOON_FLOOR && c.balloons_at(h);
    // Facings to arrive with, best first: head-on to the raid, out of the
    // sun, any.
    let mut finals: Vec<Option<Dir>> = Vec::new();
    if arrive {
        if let Some(r) = st.raid.as_ref() {
            finals.push(Some(r.facing.reverse()));
        }
        if let Some(s) = c.sun() {
            finals.push(Some(s.reverse()));
        }
    }
    finals.push(None);
    let dist = pl.hex.distance(to);
    if arrive && dist > speed {
        // No path of `speed` hexes or fewer gets there.
        return None;
    }
    for last in finals {
        // The hexes to enter.
        let mut path: smallvec::SmallVec<[(Dir, Hex); 24]> = smallvec::SmallVec::new();
        let approach = match last {
            Some(d) => match grid.neighbour(to, d.reverse()) {
                Some(a) => Some(a),
                None => continue,
            },
            None => None,
        };
        let mut here = pl.hex;
        let goal = approach.unwrap_or(to);
        let mut guard = 0;
        let avoid = approach.map(|_| to);
        while here != goal && guard < 20 {
            guard += 1;
            let Some((d, n)) = nearest_step(ed, here, goal, avoid) else {
                break;
            };
            path.push((d, n));
            here = n;
        }
        if here != goal {
            continue;
        }
        if let Some(d) = last {
            path.push((d, to));
        }
        let hexes = path.len() as u32;
        if arrive && hexes > speed {
            continue;
        }
        if arrive && last.is_some() && hexes > dist + 2 {
            continue;
        }
        // Levels: climbs first, as many as the points allow (two at most).
        let mut mp = speed;
        let mut lvl = pl.level;
        let mut actions = Vec::with_capacity(speed as usize + 3);
        let need_up = level.index().saturating_sub(lvl.index()) as u32;
        let spare = mp.saturating_sub(hexes.min(mp));
        let up = need_up.min(2).min(if arrive { spare } else { need_up.min(2) });
        for _ in 0..up {
            if let Some(u) = lvl.up() {
                actions.push(MoveAction::Climb);
                lvl = u;
                mp -= 1;
            }
        }
        // Too high by more than the hexes can shed: one drop first.
        let over = lvl.index().saturating_sub(level.index()) as u32;
        if over > hexes && mp > hexes.min(mp) && mp > 0 {
            let n = (over - hexes.min(over)) as u8;
            if n > 0 {
                actions.push(MoveAction::Drop(n));
                lvl = Level::from_index(lvl.index() - n).unwrap_or(lvl);
                mp -= 1;
            }
        }
        let mut ok = true;
        for (d, h) in path {
            if mp == 0 {
                break;
            }
            let down = lvl > level && lvl > Level::Ground;
            let next_lvl = if down { lvl.down().unwrap_or(lvl) } else { lvl };
            if balloons_low(h, next_lvl) {
                ok = false;
                break;
            }
            actions.push(if down { MoveAction::EnterDescending(d) } else { MoveAction::Enter(d) });
            lvl = next_lvl;
            mp -= 1;
        }
        if !ok && arrive {
            continue;
        }
        // The longest legal prefix.
        while !actions.is_empty() {
            match c.simulate_move(f, &actions) {
                Ok(m) if !arrive || m.intercepts => return Some(actions),
                Ok(_) => break,
                Err(_) => {
                    actions.pop();
                }
            }
        }
        if arrive {
            continue;
        }
        return Some(actions);
    }
    None
}

/// The neighbour of `here` nearest `goal` (the first in [`Dir::ALL`]'s
/// order among the nearest), never `avoid`. The hot loop of [`steer`]: the
/// edition's table of neighbours, `goal`'s coordinates worked out once.
fn nearest_step(
    ed: &crate::edition::Edition,
    here: Hex,
    goal: Hex,
    avoid: Option<Hex>,
) -> Option<(Dir, Hex)> {
    let (gq, gr) = goal.axial();
    let mut best: Option<(u32, Dir, Hex)> = None;
    for d in Dir::ALL {
        let Some(n) = ed.neighbour(here, d) else { continue };
        if Some(n) == avoid {
            continue;
        }
        let (q, r) = n.axial();
        let (dq, dr) = (q - gq, r - gr);
        let dist = ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u32;
        if best.is_none_or(|(b, _, _)| dist < b) {
            best = Some((dist, d, n));
        }
    }
    best.map(|(_, d, n)| (d, n))
}

/// A number in `0..n` from the generator.
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    (rng.next_u64() % n.max(1) as u64) as usize
}
