//! RAF flight (6.1-6.3, 6.5-6.8, R4-R7): take-off, climbing and descending,
//! facing, landing, balloons and the map edge. A move is a list of actions;
//! the engine checks one by simulating it, and lists every legal move of a
//! fighter (one per distinct result) for the UI and the bots.

use crate::rules::campaign::Campaign;
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use serde::{Deserialize, Serialize};

/// One action of a movement step. Each costs one movement point except the
/// take-off, which costs them all (6.1-6.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MoveAction {
    /// From the airfield to Ground level, facing this way (6.1).
    TakeOff(Dir),
    /// Up one level; at most two a step (6.3).
    Climb,
    /// Into the next hex at the same level (6.2).
    Enter(Dir),
    /// Into the next hex, one level lower for free (6.3); from Ground into
    /// an airfield hex this is a landing.
    EnterDescending(Dir),
    /// Down any number of levels without moving (6.3); to the Airfield box
    /// this is a landing.
    Drop(u8),
}

/// Where a legal move ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveOption {
    pub actions: Vec<MoveAction>,
    pub hex: Hex,
    pub level: Level,
    pub facing: Dir,
    /// Hexes entered, in order.
    pub path: Vec<Hex>,
    pub take_off: bool,
    /// The site landed at (6.3).
    pub landing: Option<u8>,
    /// Ends in the raid hex: the fighter intercepts (6.6, 7.2).
    pub intercepts: bool,
    /// Intercepts entering from the sun's hexside (7.4).
    pub from_sun: bool,
    /// Intercepts facing the raid head-on (7.5).
    pub head_on: bool,
}

/// Why a move is not legal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The fighter cannot move this impulse.
    CannotMove,
    /// The pilot is exhausted or hit, the aircraft landed this phase, or the
    /// airfield is damaged (6.1, 6.3, 10.4).
    CannotTakeOff,
    /// An aircraft on the ground can only take off.
    OnTheGround,
    /// More than the fighter's speed (6.2).
    NoPointsLeft,
    /// More than two levels of climb in one step (6.3).
    ClimbLimit,
    TooHigh,
    TooLow,
    /// RAF fighters never leave the map (6.8).
    OffTheMap,
    /// Below 10,000 ft into a balloon hex (6.7).
    Balloons,
    /// Landing only on an undamaged airfield or the base (6.3).
    NotAnAirfield,
    /// Nothing follows a landing or an interception (6.3, 6.6).
    AfterStop,
}

impl MoveError {
    pub fn rule(self) -> &'static str {
        match self {
            MoveError::CannotMove | MoveError::CannotTakeOff | MoveError::OnTheGround => "6.1",
            MoveError::NoPointsLeft => "6.2",
            MoveError::ClimbLimit | MoveError::TooHigh | MoveError::TooLow => "6.3",
            MoveError::OffTheMap => "6.8",
            MoveError::Balloons => "6.7",
            MoveError::NotAnAirfield => "6.3",
            MoveError::AfterStop => "6.6",
        }
    }
}

/// The state of a fighter partway through its move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Pos {
    hex: Hex,
    level: Level,
    facing: Dir,
    mp: u8,
    climbs: u8,
    /// Landed or intercepted: nothing more.
    stopped: bool,
}

impl Campaign {
    /// RAF aircraft `plane` before it moves: its whole speed to spend (6.2).
    fn move_start(&self, plane: usize) -> Pos {
        let pl = &self.st.planes[plane];
        let mp = self.ed.raf_types[self.ed.raf[plane].ty].speed;
        Pos { hex: pl.hex, level: pl.level, facing: pl.facing, mp, climbs: 0, stopped: false }
    }

    /// Can fighter #f move this impulse? Its pilot active, its aircraft on
    /// the map, not yet in a combat this raid, not grounded for the phase,
    /// and the radar delay over (10.4, R3).
    pub fn can_move(&self, f: u8) -> bool {
        let Some(raid) = &self.st.raid else { return false };
        let Some((pilot, plane)) = self.fighter_ready(f) else { return false };
        let fi = f as usize;
        if raid.intercepted[fi] || raid.stood_down[fi] || self.radar_delay_active() {
            return false;
        }
        let pl = &self.st.planes[plane];
        if pl.level == Level::Airfield {
            // 14.2: no take-off in the phase the base moved.
            return !raid.landed[fi]
                && !self.st.base_changed
                && self.can_take_off_from(pl.hex)
                && !self.st.pilots[pilot].exhausted();
        }
        true
    }

    /// R3: with N damaged radar stations, the raid makes N moves before any
    /// RAF fighter may move.
    pub fn radar_delay_active(&self) -> bool {
        let Some(raid) = &self.st.raid else { return false };
        raid.impulse <= raid.radar_delay as u16
    }

    /// Take-off and landing: an undamaged airfield, or the base whatever its
    /// damage (6.3, 10.4).
    pub fn landable(&self, hex: Hex) -> Option<u8> {
        let s = self.ed.site_at(hex)?;
        let site = &self.ed.sites[s];
        (site.kind.is_airfield() && (self.st.damage[s] == 0 || s == self.st.base as usize)).then_some(s as u8)
    }

    fn can_take_off_from(&self, hex: Hex) -> bool {
        self.landable(hex).is_some()
    }

    /// Checks a move of fighter #f and says where it ends.
    pub fn simulate_move(&self, f: u8, actions: &[MoveAction]) -> Result<MoveOption, MoveError> {
        if !self.can_move(f) {
            return Err(MoveError::CannotMove);
        }
        let (pilot, plane) = self.fighter_ready(f).ok_or(MoveError::CannotMove)?;
        let pl = &self.st.planes[plane];
        let mut out = MoveOption {
            actions: actions.to_vec(),
            hex: pl.hex,
            level: pl.level,
            facing: pl.facing,
            path: Vec::new(),
            take_off: false,
            landing: None,
            intercepts: false,
            from_sun: false,
            head_on: false,
        };
        if pl.level == Level::Airfield {
            return match actions {
                [] => Ok(out),
                [MoveAction::TakeOff(d)] => {
                    if self.st.pilots[pilot].exhausted() {
                        return Err(MoveError::CannotTakeOff);
                    }
                    out.take_off = true;
                    out.level = Level::Ground;
                    out.facing = *d;
                    // Ending the move in the raid's hex is an interception
                    // (7.2), even without entering it.
                    out.intercepts = self
                        .st
                        .raid
                        .as_ref()
                        .is_some_and(|r| r.hex == out.hex && r.with_raid().next().is_some());
                    Ok(out)
                }
                _ => Err(MoveError::OnTheGround),
            };
        }
        let mut pos = self.move_start(plane);
        for a in actions {
            let (next, entered, landing, intercepts) = self.step(pos, *a)?;
            pos = next;
            if let Some(h) = entered {
                out.path.push(h);
            }
            if landing.is_some() {
                out.landing = landing;
            }
            out.intercepts |= intercepts;
        }
        out.hex = pos.hex;
        out.level = pos.level;
        out.facing = pos.facing;
        self.mark_boxes(&mut out);
        Ok(out)
    }

    /// The sun and head-on marks of a move that intercepts (7.4, 7.5).
    fn mark_boxes(&self, o: &mut MoveOption) {
        if !o.intercepts || o.path.is_empty() {
            return;
        }
        let Some(raid) = &self.st.raid else { return };
        o.from_sun = self.sun().is_some_and(|sun| o.facing == sun.reverse());
        o.head_on = o.facing == raid.facing.reverse();
    }

    /// The sun's direction this phase.
    pub fn sun(&self) -> Option<Dir> {
        match self.st.phase {
            crate::rules::state::Phase::Daylight(p) => self.ed.phases.get(p as usize).map(|x| x.sun),
            _ => None,
        }
    }

    /// One action from a position: the new position, the hex entered, the
    /// site landed at, whether it intercepts.
    fn step(&self, pos: Pos, a: MoveAction) -> Result<(Pos, Option<Hex>, Option<u8>, bool), MoveError> {
        if pos.stopped {
            return Err(MoveError::AfterStop);
        }
        if pos.mp == 0 {
            return Err(MoveError::NoPointsLeft);
        }
        let mut p = pos;
        p.mp -= 1;
        match a {
            MoveAction::TakeOff(_) => Err(MoveError::OnTheGround),
            MoveAction::Climb => {
                if p.climbs >= 2 {
                    return Err(MoveError::ClimbLimit);
                }
                p.level = p.level.up().ok_or(MoveError::TooHigh)?;
                p.climbs += 1;
                Ok((p, None, None, false))
            }
            MoveAction::Enter(d) | MoveAction::EnterDescending(d) => {
                let next = self.ed.map.grid.neighbour(pos.hex, d).ok_or(MoveError::OffTheMap)?;
                let descend = matches!(a, MoveAction::EnterDescending(_));
                let level = if descend { pos.level.down().ok_or(MoveError::TooLow)? } else { pos.level };
                p.hex = next;
                p.facing = d;
                p.level = level;
                if level == Level::Airfield {
                    let site = self.landable(next).ok_or(MoveError::NotAnAirfield)?;
                    p.stopped = true;
                    return Ok((p, Some(next), Some(site), false));
                }
                if self.balloons_at(next) && level < Level::BALLOON_FLOOR {
                    return Err(MoveError::Balloons);
                }
                let intercepts =
                    self.st.raid.as_ref().is_some_and(|r| r.hex == next && r.with_raid().next().is_some());
                p.stopped = intercepts;
                Ok((p, Some(next), None, intercepts))
            }
            MoveAction::Drop(n) => {
                if n == 0 || n > pos.level.index() {
                    return Err(MoveError::TooLow);
                }
                p.level = Level::from_index(pos.level.index() - n).ok_or(MoveError::TooLow)?;
                if p.level == Level::Airfield {
                    let site = self.landable(pos.hex).ok_or(MoveError::NotAnAirfield)?;
                    p.stopped = true;
                    return Ok((p, None, Some(site), false));
                }
                Ok((p, None, None, false))
            }
        }
    }

    /// A legal move of fighter #f drawn at random: a take-off (any facing)
    /// or staying on the ground; in the air, a random walk of legal actions
    /// that stops at random. Every move it returns is legal; it is not
    /// uniform over [`Campaign::legal_moves`].
    pub fn random_move(&self, f: u8, mut die: impl FnMut(u32) -> u32) -> Vec<MoveAction> {
        let Ok(stay) = self.simulate_move(f, &[]) else { return Vec::new() };
        if stay.level == Level::Airfield {
            return match die(7) {
                6 => Vec::new(),
                d => vec![MoveAction::TakeOff(Dir::ALL[d as usize])],
            };
        }
        let Some(plane) = self.st.plane_of(&self.ed, f) else { return Vec::new() };
        let mut pos = self.move_start(plane);
        let speed = pos.mp;
        let mut actions = Vec::new();
        while !pos.stopped && pos.mp > 0 && die(speed as u32 + 1) != 0 {
            let a = match die(14) {
                0 => MoveAction::Climb,
                1 => MoveAction::Drop((die(pos.level.index() as u32 + 1) as u8).max(1)),
                n if n < 8 => MoveAction::Enter(Dir::ALL[(n - 2) as usize]),
                n => MoveAction::EnterDescending(Dir::ALL[(n - 8) as usize]),
            };
            if let Ok((next, ..)) = self.step(pos, a) {
                pos = next;
                actions.push(a);
            }
        }
        actions
    }

    /// Every legal move of fighter #f this impulse, one per distinct end
    /// (hex, level, facing, landed), the fewest actions first. Staying put
    /// is the first option.
    pub fn legal_moves(&self, f: u8) -> Vec<MoveOption> {
        let Ok(stay) = self.simulate_move(f, &[]) else { return Vec::new() };
        let mut out = vec![stay.clone()];
        if stay.level == Level::Airfield {
            for d in Dir::ALL {
                if let Ok(o) = self.simulate_move(f, &[MoveAction::TakeOff(d)]) {
                    out.push(o);
                }
            }
            return out;
        }
        let Some(plane) = self.st.plane_of(&self.ed, f) else { return out };
        let start = self.move_start(plane);
        // A breadth-first search over positions. Every action costs one
        // point, so the first visit to a (hex, level, facing, climbs, stop)
        // has the most points left; later visits can reach nothing new and
        // are dropped. Keys index flat tables instead of hashing.
        let pos_key = |p: &Pos| {
            (((p.hex.index() * Level::ALL.len() + p.level.index() as usize) * 6 + p.facing as usize) * 3
                + p.climbs.min(2) as usize)
                * 2
                + p.stopped as usize
        };
        let end_key = |p: &Pos, landed: bool| {
            ((p.hex.index() * Level::ALL.len() + p.level.index() as usize) * 6 + p.facing as usize) * 2
                + landed as usize
        };
        let hexes = crate::rules::hex::ROWS as usize * crate::rules::hex::COLS as usize;
        let mut seen = vec![false; hexes * Level::ALL.len() * 6 * 3 * 2];
        let mut ends = vec![false; hexes * Level::ALL.len() * 6 * 2];
        ends[end_key(&start, false)] = true;
        seen[pos_key(&start)] = true;
        // (position, parent node, action from it, landing site, intercepts)
        struct Node {
            pos: Pos,
            parent: usize,
            action: Option<MoveAction>,
            entered: Option<Hex>,
            landing: Option<u8>,
            intercepts: bool,
        }
        let mut nodes = vec![Node {
            pos: start,
            parent: 0,
            action: None,
            entered: None,
            landing: None,
            intercepts: false,
        }];
        let mut next_node = 0;
        while next_node < nodes.len() {
            let i = next_node;
            next_node += 1;
            let pos = nodes[i].pos;
            if pos.stopped || pos.mp == 0 {
                continue;
            }
            let drops = (1..=pos.level.index()).map(MoveAction::Drop);
            let candidates = std::iter::once(MoveAction::Climb)
                .chain(
                    Dir::ALL.into_iter().flat_map(|d| [MoveAction::Enter(d), MoveAction::EnterDescending(d)]),
                )
                .chain(drops);
            for a in candidates {
                let Ok((next, entered, land, icpt)) = self.step(pos, a) else { continue };
                let k = pos_key(&next);
                if seen[k] {
                    continue;
                }
                seen[k] = true;
                let landing = land.or(nodes[i].landing);
                let intercepts = nodes[i].intercepts || icpt;
                nodes.push(Node { pos: next, parent: i, action: Some(a), entered, landing, intercepts });
                let e = end_key(&next, landing.is_some());
                if !ends[e] {
                    ends[e] = true;
                    // The actions and hexes entered, walking back to the start.
                    let (mut actions, mut path) = (Vec::new(), Vec::new());
                    let mut j = nodes.len() - 1;
                    while j != 0 {
                        actions.extend(nodes[j].action);
                        path.extend(nodes[j].entered);
                        j = nodes[j].parent;
                    }
                    actions.reverse();
                    path.reverse();
                    let mut o = MoveOption {
                        actions,
                        hex: next.hex,
                        level: next.level,
                        facing: next.facing,
                        path,
                        take_off: false,
                        landing,
                        intercepts,
                        from_sun: false,
                        head_on: false,
                    };
                    self.mark_boxes(&mut o);
                    out.push(o);
                }
            }
        }
        out
    }
}
