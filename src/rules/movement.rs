//! RAF flight (6.1-6.3, 6.5-6.8, R4-R7): take-off, climbing and descending,
//! facing, landing, balloons and the map edge. A move is a list of actions;
//! the engine checks one by simulating it, and lists every legal move of a
//! fighter (one per distinct result) for the UI and the bots.

use crate::edition::Edition;
use crate::rules::campaign::Campaign;
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;

// The nouns live in rules/state/ (no cycle between the engine's data and
// its verbs); these paths are kept for the code that names them here.
pub use super::state::movement::{MoveAction, MoveError, MoveOption};

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

/// What a bot weighs of a legal move (see [`Campaign::search_moves`]):
/// where it ends and what happens there, and how many actions it takes;
/// the fields mean what [`MoveOption`]'s do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveEnd {
    pub hex: Hex,
    pub level: Level,
    pub facing: Dir,
    pub take_off: bool,
    pub landing: Option<u8>,
    pub intercepts: bool,
    pub from_sun: bool,
    pub head_on: bool,
    /// The number of actions of the move.
    pub actions: u8,
}

/// The legal moves of a fighter, as [`Campaign::search_moves`] found them:
/// [`MoveSearch::end`] says where each ends, [`MoveSearch::option`] builds
/// it. Reuse one for many searches to spare the allocations.
#[derive(Clone, Debug, Default)]
pub struct MoveSearch {
    /// Options built outright: staying put, and the take-offs.
    built: Vec<MoveOption>,
    /// Every end, the built options' first.
    ends: Vec<MoveEnd>,
    /// The search node of each end after the built ones.
    end_nodes: Vec<u32>,
    nodes: Vec<Node>,
    /// Per [`cell`] (hex, level, facing): the fewest climbs of a
    /// flying position found there (`CLIMBS`; `UNSEEN`: none) and which
    /// ends were found there (`END_FLYING`, `END_LANDED`).
    table: Vec<u8>,
    /// Per (hex, level): the fewest climbs of a position the search has
    /// tried entering the next hexes from (`UNSEEN`: none).
    entered_from: Vec<u8>,
    /// Per (hex, facing): the highest level (and its climbs) a position
    /// the search dropped from was at (none: level 0, `UNSEEN` climbs).
    dropped_from: Vec<(u8, u8)>,
    /// By [`Hex::index`].
    hexes: Vec<HexInfo>,
    sun_from: Option<Dir>,
    head_on_from: Option<Dir>,
}

/// A position of the search, and how it was reached.
#[derive(Copy, Clone, Debug)]
struct Node {
    /// Its hex, level and facing: see [`cell`].
    cell: u16,
    /// Movement points left.
    mp: u8,
    /// Levels climbed so far (at most 2, 6.3).
    climbs: u8,
    /// Landed or intercepted: nothing more.
    stopped: bool,
    /// Actions taken.
    depth: u8,
    action: Option<MoveAction>,
    parent: u32,
}

/// (hex, level, facing) as one index: the search's tables are indexed by
/// it, and its neighbours are found by arithmetic.
fn cell(hex: usize, level: usize, facing: usize) -> usize {
    (hex * Level::ALL.len() + level) * 6 + facing
}

/// The hex index, level index and facing index of a [`cell`].
fn uncell(c: usize) -> (usize, usize, usize) {
    (c / (6 * Level::ALL.len()), c / 6 % Level::ALL.len(), c % 6)
}

const CLIMBS: u8 = 0b11;
const END_FLYING: u8 = 0b100;
const END_LANDED: u8 = 0b1000;
/// A table cell where nothing was found: more climbs than any position has.
const UNSEEN: u8 = CLIMBS;
const HEXES: usize = crate::rules::hex::ROWS as usize * crate::rules::hex::COLS as usize;
const CELLS: usize = HEXES * Level::ALL.len() * 6;
const AIRFIELD: usize = Level::Airfield as usize;
const BALLOON_FLOOR: usize = Level::BALLOON_FLOOR as usize;
const CEILING: usize = Level::A30 as usize;

/// What entering a hex means during a search.
#[derive(Copy, Clone, Debug, Default)]
struct HexInfo {
    /// The site a fighter may land at there.
    landing: Option<u8>,
    /// A balloon barrage: nothing below 10,000 ft (6.7).
    balloons: bool,
    /// The raid is there: entering intercepts it.
    raid: bool,
}

impl MoveSearch {
    fn push_built(&mut self, o: MoveOption) {
        self.ends.push(MoveEnd {
            hex: o.hex,
            level: o.level,
            facing: o.facing,
            take_off: o.take_off,
            landing: o.landing,
            intercepts: o.intercepts,
            from_sun: o.from_sun,
            head_on: o.head_on,
            actions: o.actions.len() as u8,
        });
        self.built.push(o);
    }

    /// The breadth-first search from `start` (see
    /// [`Campaign::search_moves`]), with `hexes`, `sun_from` and
    /// `head_on_from` set for this impulse. Each candidate action is taken
    /// as `Campaign::step` would take it, in `legal_moves_reference`'s
    /// order: climb, then enter and enter descending through each hexside,
    /// then drop 1, 2, ... levels. Every position expanded here is airborne
    /// (Ground or above), not stopped, with points left.
    fn run(&mut self, ed: &Edition, start: Pos) {
        let start_cell = cell(start.hex.index(), start.level.index() as usize, start.facing.index());
        self.table.clear();
        self.table.resize(CELLS, UNSEEN);
        self.table[start_cell] = start.climbs | END_FLYING;
        self.entered_from.clear();
        self.entered_from.resize(HEXES * Level::ALL.len(), UNSEEN);
        self.dropped_from.clear();
        self.dropped_from.resize(HEXES * 6, (0, UNSEEN));
        self.nodes.push(Node {
            cell: start_cell as u16,
            mp: start.mp,
            climbs: start.climbs,
            stopped: start.stopped,
            depth: 0,
            action: None,
            parent: 0,
        });
        let mut i = 0;
        while i < self.nodes.len() {
            let n = self.nodes[i];
            i += 1;
            if n.stopped || n.mp == 0 {
                continue;
            }
            let from = Node { mp: n.mp - 1, depth: n.depth + 1, parent: (i - 1) as u32, ..n };
            let (hex, level, facing) = uncell(n.cell as usize);
            if n.climbs < 2 && level < CEILING {
                let next = Node { cell: n.cell + 6, climbs: n.climbs + 1, ..from };
                self.found(next, MoveAction::Climb, None);
            }
            // Entering a hex sets the facing, so a position's moves into
            // the next hexes are those of any earlier one at the same hex
            // and level with no more climbs used (and no fewer points): they
            // would all be dominated, and are not tried again.
            let here = hex * Level::ALL.len() + level;
            if self.entered_from[here] > n.climbs {
                self.entered_from[here] = n.climbs;
                for (d, to) in Dir::ALL.iter().zip(ed.neighbour_indices(hex)) {
                    let Some(to) = to else { continue };
                    let info = self.hexes[to];
                    // Enter at the same level, then one level lower for free.
                    for (a, level) in
                        [(MoveAction::Enter(*d), level), (MoveAction::EnterDescending(*d), level - 1)]
                    {
                        let next = Node { cell: cell(to, level, d.index()) as u16, ..from };
                        if level == AIRFIELD {
                            if let Some(site) = info.landing {
                                self.found(Node { stopped: true, ..next }, a, Some(site));
                            }
                        } else if !(info.balloons && level < BALLOON_FLOOR) {
                            self.found(Node { stopped: info.raid, ..next }, a, None);
                        }
                    }
                }
            }
            // Likewise, dropping keeps hex and facing: a position's drops
            // are dominated by those of an earlier one at the same hex and
            // facing, as high or higher, with no more climbs used.
            let (high, climbs) = &mut self.dropped_from[hex * 6 + facing];
            let level_u8 = level as u8;
            if level_u8 <= *high && n.climbs >= *climbs {
                continue;
            }
            if level_u8 > *high && n.climbs <= *climbs {
                (*high, *climbs) = (level_u8, n.climbs);
            }
            for k in 1..=level_u8 {
                let next = Node { cell: n.cell - 6 * k as u16, ..from };
                if level_u8 > k {
                    self.found(next, MoveAction::Drop(k), None);
                } else if let Some(site) = self.hexes[hex].landing {
                    self.found(Node { stopped: true, ..next }, MoveAction::Drop(k), Some(site));
                }
            }
        }
    }

    /// A position the search reached by `action` (stopped: it landed at
    /// `landing`, or it intercepts): kept unless a position found earlier
    /// dominates it, and a new end if no move ended there yet.
    #[inline(always)]
    fn found(&mut self, next: Node, action: MoveAction, landing: Option<u8>) {
        let k = next.cell as usize;
        let cell = self.table[k];
        if !next.stopped {
            if cell & CLIMBS <= next.climbs {
                return;
            }
            self.table[k] = (cell & !CLIMBS) | next.climbs;
        }
        let end_bit = if landing.is_some() { END_LANDED } else { END_FLYING };
        let new_end = cell & end_bit == 0;
        if !new_end && next.stopped {
            // Nowhere to go from here, and this end is known.
            return;
        }
        self.nodes.push(Node { action: Some(action), ..next });
        if new_end {
            self.table[k] |= end_bit;
            let (hex, level, facing) = uncell(k);
            let facing = Dir::ALL[facing];
            // An interception always enters a hex (mark_boxes).
            let intercepts = next.stopped && landing.is_none();
            self.ends.push(MoveEnd {
                hex: Hex::from_index(hex).expect("a search cell's hex is on the map"),
                level: Level::ALL[level],
                facing,
                take_off: false,
                landing,
                intercepts,
                from_sun: intercepts && self.sun_from == Some(facing),
                head_on: intercepts && self.head_on_from == Some(facing),
                actions: next.depth,
            });
            self.end_nodes.push((self.nodes.len() - 1) as u32);
        }
    }

    /// How many legal moves were found.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Every end, in [`Campaign::legal_moves`]'s order.
    pub fn ends(&self) -> &[MoveEnd] {
        &self.ends
    }

    /// The i-th end.
    pub fn end(&self, i: usize) -> Option<&MoveEnd> {
        self.ends.get(i)
    }

    /// The i-th legal move, built: `legal_moves()[i]`.
    pub fn option(&self, i: usize) -> Option<MoveOption> {
        if let Some(o) = self.built.get(i) {
            return Some(o.clone());
        }
        let e = *self.ends.get(i)?;
        let mut j = *self.end_nodes.get(i - self.built.len())? as usize;
        let mut actions = Vec::with_capacity(e.actions as usize);
        let mut path = Vec::with_capacity(e.actions as usize);
        while j != 0 {
            let n = &self.nodes[j];
            if let Some(a) = n.action {
                actions.push(a);
                if matches!(a, MoveAction::Enter(_) | MoveAction::EnterDescending(_)) {
                    path.extend(Hex::from_index(uncell(n.cell as usize).0));
                }
            }
            j = n.parent as usize;
        }
        actions.reverse();
        path.reverse();
        Some(MoveOption {
            actions,
            hex: e.hex,
            level: e.level,
            facing: e.facing,
            path,
            take_off: false,
            landing: e.landing,
            intercepts: e.intercepts,
            from_sun: e.from_sun,
            head_on: e.head_on,
        })
    }
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
        self.mover(f).is_some()
    }

    /// Fighter #f's pilot and aircraft if it can move this impulse (see
    /// [`Campaign::can_move`]).
    fn mover(&self, f: u8) -> Option<(usize, usize)> {
        let raid = self.st.raid.as_ref()?;
        let (pilot, plane) = self.fighter_ready(f)?;
        let fi = f as usize;
        if raid.intercepted[fi] || raid.stood_down[fi] || self.radar_delay_active() {
            return None;
        }
        let pl = &self.st.planes[plane];
        if pl.level == Level::Airfield {
            // 14.2: no take-off in the phase the base moved.
            let can = !raid.landed[fi]
                && !self.st.base_changed
                && self.can_take_off_from(pl.hex)
                && !self.st.pilots[pilot].exhausted();
            return can.then_some((pilot, plane));
        }
        Some((pilot, plane))
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
        let mut out = self.move_outcome(f, actions)?;
        out.actions = actions.to_vec();
        Ok(out)
    }

    /// [`Campaign::simulate_move`] without a copy of the actions (its
    /// `actions` are empty): what applying a move needs.
    pub(crate) fn move_outcome(&self, f: u8, actions: &[MoveAction]) -> Result<MoveOption, MoveError> {
        let (pilot, plane) = self.mover(f).ok_or(MoveError::CannotMove)?;
        let pl = &self.st.planes[plane];
        let mut out = MoveOption {
            actions: Vec::new(),
            hex: pl.hex,
            level: pl.level,
            facing: pl.facing,
            path: Vec::with_capacity(actions.len()),
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
        let Some((_, plane)) = self.mover(f) else { return Vec::new() };
        if self.st.planes[plane].level == Level::Airfield {
            return match die(7) {
                6 => Vec::new(),
                d => vec![MoveAction::TakeOff(Dir::ALL[d as usize])],
            };
        }
        let mut pos = self.move_start(plane);
        let speed = pos.mp;
        let mut actions = Vec::with_capacity(speed as usize);
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
    /// is the first option. (The search is [`Campaign::search_moves`]; this
    /// builds every option it found.)
    pub fn legal_moves(&self, f: u8) -> Vec<MoveOption> {
        let mut s = MoveSearch::default();
        self.search_moves(f, &mut s);
        (0..s.len()).filter_map(|i| s.option(i)).collect()
    }

    /// The search behind [`Campaign::legal_moves`], into `s` (its buffers
    /// are reused): every end fighter #f can reach this impulse, in the same
    /// order, each with what a bot weighs ([`MoveEnd`]), without building
    /// the moves' lists of actions and hexes; [`MoveSearch::option`] builds
    /// the one wanted.
    ///
    /// A breadth-first search over positions (hex, level, facing, climbs
    /// used, stopped). Every action costs one point, so positions are found
    /// in order of points spent, and a position found later can reach
    /// nothing that one found earlier at the same hex, level and facing with
    /// no more climbs used cannot (facing never limits a move: it is only
    /// what the last hex entered set). Such later positions are dropped:
    /// the ends found, their order and the first move found to each are
    /// exactly those of the search that explores every distinct position
    /// (`legal_moves_reference` in the tests checks it on many states).
    pub fn search_moves(&self, f: u8, s: &mut MoveSearch) {
        s.built.clear();
        s.ends.clear();
        s.end_nodes.clear();
        s.nodes.clear();
        let Ok(stay) = self.simulate_move(f, &[]) else { return };
        if stay.level == Level::Airfield {
            s.push_built(stay);
            for d in Dir::ALL {
                if let Ok(o) = self.simulate_move(f, &[MoveAction::TakeOff(d)]) {
                    s.push_built(o);
                }
            }
            return;
        }
        s.push_built(stay);
        let Some(plane) = self.st.plane_of(&self.ed, f) else { return };
        let start = self.move_start(plane);
        // What each end's sun and head-on marks compare its facing with
        // (mark_boxes).
        s.sun_from = self.sun().map(Dir::reverse);
        s.head_on_from = self.st.raid.as_ref().map(|r| r.facing.reverse());
        // What entering each hex means this impulse (as `step` sees it): a
        // landing site, a balloon barrage, the raid to intercept.
        s.hexes.clear();
        s.hexes.resize(HEXES, HexInfo::default());
        for site in &self.ed.sites {
            let h = site.hex;
            s.hexes[h.index()].landing = self.landable(h);
            s.hexes[h.index()].balloons = self.balloons_at(h);
        }
        if let Some(r) = self.st.raid.as_ref().filter(|r| r.with_raid().next().is_some()) {
            s.hexes[r.hex.index()].raid = true;
        }
        s.run(&self.ed, start);
    }
}

impl Campaign {
    /// The search `search_moves` replaced, kept to check it: every
    /// distinct position (hex, level, facing, climbs, stopped) explored,
    /// each end built when first found (tests/suite/unit_rules.rs).
    #[doc(hidden)]
    pub fn legal_moves_reference(&self, f: u8) -> Vec<MoveOption> {
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
