//! The numbered options of the pending decision: what each one does (an
//! [`Action`]: one choice, one for each fighter, or the raid flying on) and
//! what it says, as data ([`Label`]; the app words it). Built once per state
//! of the campaign by [`build`], from the decision, the moves and the danger
//! only — never from the screen — so the same decision always gets the same
//! options in the same order.

use crate::rules::combat::BoxPos;
use crate::rules::combat::Odds;
use crate::rules::decision::PositionOptions;
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use crate::rules::movement::{MoveAction, MoveOption};
use crate::rules::state::Players;
use crate::rules::{Campaign, Choice, Decision, Pending};
use crate::sim;

/// What an option does.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// One choice.
    One(Choice),
    /// For both fighters at once: this choice, then the same for the other
    /// fighter when its decision of the same kind comes next (otherwise it
    /// decides for itself). One click, two decisions.
    Both(Choice, Follow),
    /// Both fighters hold this impulse: each stays where it is while the
    /// Luftwaffe flies on, up to a decision of another kind or the next
    /// impulse (6).
    FlyOn,
    /// Opens the patrol picker (5.2): no choice is made until the player
    /// confirms a site, an altitude and a facing there.
    PatrolForm,
}

/// The other fighter's half of [`Action::Both`].
#[derive(Clone, Debug, PartialEq)]
pub enum Follow {
    StandBy,
    /// Take off facing this way.
    Scramble(Dir),
    /// Its best interception ([`sim::intercepts_for_player`]).
    Intercept,
    /// Its own closing-in move ([`sim::close_in_wary`]).
    CloseIn,
    /// The same box of the altitude box, if it may take it (7.3-7.5).
    Place(BoxPos),
    /// The same target; if both then attack it, #1 fires first (8.42).
    Attack(u8),
    Land(Hex),
}

impl Action {
    /// The choice it makes first, if it makes one.
    pub fn choice(&self) -> Option<&Choice> {
        match self {
            Action::One(c) | Action::Both(c, _) => Some(c),
            Action::FlyOn | Action::PatrolForm => None,
        }
    }
}

/// What an option says, as data; the app puts it in words.
#[derive(Clone, Debug, PartialEq)]
pub enum Label {
    /// The engine's name for the choice (`Choice::label`).
    Choice(Choice),
    StandBy,
    BothStandBy,
    /// 5.2: open the patrol picker.
    Patrol,
    /// 8.2-8.4: attack a German, with the exact odds of a normal attack
    /// (none for head-on, 8.5).
    Attack { target: u8, level: Level, odds: Option<Odds> },
    BothAttack { target: u8, first: u8 },
    Pass,
    Withdraw,
    /// 8.43: every burst the check allows.
    AllBursts { n: u8 },
    ReplacePlane { plane: u8 },
    RepairSite { site: u8, damage: u8 },
    EndRepairs,
    /// A landing place, `distance` hexes away.
    Land { choice: Choice, distance: u32 },
    BothLand { site: u8 },
    /// Both fighters into the same box.
    BothPlace { choice: Choice },
    Stay,
    /// Take off facing the raid head-on (6.1, 7.5).
    Scramble { dir: Dir },
    BothScramble { dir: Dir },
    /// Take off facing `dir` (6.1).
    TakeOff { dir: Dir },
    StandDown,
    Intercept { hex: Hex, level: Level, sun: bool, head_on: bool },
    BothIntercept { hex: Hex },
    CloseIn { hex: Hex, level: Level },
    BothCloseIn,
    FlyOn,
    /// The advisor's choice when no other option makes it alone (a move
    /// with its path, altitude and facing; a patrol): added once the advice
    /// is ready (issue 23), so the advice is always one click away.
    Advised(Choice),
}

/// What a move risks: the raid may catch the fighter with the Luftwaffe
/// segment first (6.6, 8.1); it may lose contact (8.2).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Risk {
    pub caught: f64,
    pub lost: f64,
}

/// A numbered option.
#[derive(Clone, Debug, PartialEq)]
pub struct TableOption {
    pub action: Action,
    pub label: Label,
    /// Set when the option risks something (the label says what).
    pub risk: Option<Risk>,
}

impl TableOption {
    fn new(label: Label, action: Action) -> TableOption {
        TableOption { action, label, risk: None }
    }

    fn one(label: Label, choice: Choice) -> TableOption {
        TableOption::new(label, Action::One(choice))
    }
}

/// The chance the raid catches a fighter that ends its move in `h`.
pub fn danger_at(danger: &[(Hex, f64)], h: Hex) -> f64 {
    danger.iter().find(|d| d.0 == h).map(|d| d.1).unwrap_or(0.0)
}

/// A move's risks (see [`Risk`]), if it has any.
pub fn risk(c: &Campaign, m: &MoveOption, danger: &[(Hex, f64)]) -> Option<Risk> {
    let caught = if m.intercepts || m.landing.is_some() { 0.0 } else { danger_at(danger, m.hex) };
    let fights = m.intercepts || caught > 0.0;
    let lost = if fights { c.contact_lost_chance(m.level, m.hex) } else { 0.0 };
    (caught > 0.0 || lost > 0.0).then_some(Risk { caught, lost })
}

/// Is fighter `g` the next to decide after `f`, on a decision of the same
/// kind? (Solitaire and 15.2 only: in 15.1 each player decides for his own
/// fighter.)
fn other_follows(c: &Campaign, f: u8) -> Option<u8> {
    if c.state().setup.players == Players::TwoRaf {
        return None;
    }
    let [first, second] = c.fighter_order();
    (f == first).then_some(second)
}

/// The numbered options of the pending decision, given the fighter's legal
/// moves and where the raid may catch it.
pub fn build(c: &Campaign, pending: &Pending, moves: &[MoveOption], danger: &[(Hex, f64)]) -> Vec<TableOption> {
    let Pending::Decide(d) = pending else { return Vec::new() };
    match d {
        Decision::Move { fighter, stand_down, .. } => move_options(c, *fighter, *stand_down, moves, danger),
        Decision::Position(o) => position_options(c, o),
        Decision::Attack { fighter, targets } => {
            let mut v: Vec<TableOption> = targets
                .iter()
                .map(|t| {
                    TableOption::one(
                        Label::Attack { target: t.id, level: t.level, odds: t.odds },
                        Choice::Attack { target: t.id },
                    )
                })
                .collect();
            // Both fighters on the best target, when the other one picks
            // next and can reach it.
            let best = targets
                .iter()
                .max_by(|a, b| {
                    let e = |t: &crate::rules::decision::TargetOption| {
                        t.odds.map(|o| o.expected_bursts).unwrap_or(1.0)
                    };
                    e(a).total_cmp(&e(b))
                })
                .map(|t| t.id);
            if let (Some(t), Some(g)) = (best, other_follows(c, *fighter))
                && c.state().combat.as_ref().is_some_and(|x| x.in_box(g))
                && c.raf_targets(g).contains(&t)
            {
                v.push(TableOption::new(
                    Label::BothAttack { target: t, first: c.fighter_order()[0] },
                    Action::Both(Choice::Attack { target: t }, Follow::Attack(t)),
                ));
            }
            v.push(TableOption::one(Label::Pass, Choice::Pass));
            v.push(TableOption::one(Label::Withdraw, Choice::Withdraw));
            v
        }
        Decision::Bursts { max, .. } => (1..=*max)
            .map(|n| {
                let label = if n == *max && n > 1 { Label::AllBursts { n } } else { Label::Choice(Choice::Bursts { n }) };
                TableOption::one(label, Choice::Bursts { n })
            })
            .collect(),
        Decision::Repair { planes, sites, .. } => {
            let mut v: Vec<TableOption> = planes
                .iter()
                .map(|&p| TableOption::one(Label::ReplacePlane { plane: p }, Choice::ReplacePlane { plane: p }))
                .collect();
            v.extend(sites.iter().map(|&s| {
                let damage = c.state().damage[s as usize];
                TableOption::one(Label::RepairSite { site: s, damage }, Choice::RepairSite { site: s })
            }));
            v.push(TableOption::one(Label::EndRepairs, Choice::EndRepairs));
            v
        }
        Decision::Land { fighter, options, .. } => {
            let mut v: Vec<TableOption> = options
                .iter()
                .map(|o| {
                    let ch = Choice::Land { hex: o.hex };
                    TableOption::one(Label::Land { choice: ch.clone(), distance: o.distance }, ch)
                })
                .collect();
            // Both at the first airfield in this fighter's order (its base,
            // then the nearest) that the other fighter, landing next, can
            // reach too (8.2, 9.1: with an engine hit only within its range).
            let theirs = other_follows(c, *fighter)
                .and_then(|g| c.state().combat.as_ref()?.to_land.iter().find(|(s, _)| *s == g).copied())
                .map(|(g, forced)| c.landing_options(g, forced))
                .unwrap_or_default();
            let both_reach = |h: Hex| theirs.iter().any(|t| t.hex == h && t.site.is_some() && !t.crash);
            if let Some(o) = options.iter().find(|o| o.site.is_some() && !o.crash && both_reach(o.hex))
                && let Some(site) = o.site
            {
                v.insert(
                    1.min(v.len()),
                    TableOption::new(
                        Label::BothLand { site },
                        Action::Both(Choice::Land { hex: o.hex }, Follow::Land(o.hex)),
                    ),
                );
            }
            v
        }
        Decision::Placement { fighter, .. } => {
            let mut v: Vec<TableOption> =
                d.options().into_iter().map(|ch| TableOption::one(Label::Choice(ch.clone()), ch)).collect();
            // Both in the same box, when the other one is placed next and
            // may take it.
            let next = c.state().combat.as_ref().and_then(|x| {
                x.to_place.iter().find(|(g, _, _)| *g != *fighter && Some(*g) == other_follows(c, *fighter))
            });
            if let Some(&(_, sun, head_on)) = next {
                for ch in d.options().into_iter().rev() {
                    let Choice::Place { pos } = ch else { continue };
                    let ok = match pos {
                        BoxPos::Normal => false,
                        BoxPos::OutOfSun => sun,
                        BoxPos::HeadOn { .. } => head_on,
                    };
                    if ok {
                        v.insert(
                            0,
                            TableOption::new(Label::BothPlace { choice: ch.clone() }, Action::Both(ch, Follow::Place(pos))),
                        );
                    }
                }
            }
            v
        }
        other => other.options().into_iter().map(|ch| TableOption::one(Label::Choice(ch.clone()), ch)).collect(),
    }
}

/// 5.2, 14.2: stand by (both), the satellites, the patrol picker, the
/// other bases.
fn position_options(c: &Campaign, o: &PositionOptions) -> Vec<TableOption> {
    let mut v = vec![TableOption::one(Label::StandBy, Choice::StandBy)];
    if let Some(g) = other_follows(c, o.fighter)
        && c.fighter_ready(g).is_some()
    {
        v.push(TableOption::new(Label::BothStandBy, Action::Both(Choice::StandBy, Follow::StandBy)));
    }
    v.extend(o.satellites.iter().map(|&s| {
        let ch = Choice::Satellite { site: s };
        TableOption::one(Label::Choice(ch.clone()), ch)
    }));
    if !o.patrol_sites.is_empty() {
        v.push(TableOption::new(Label::Patrol, Action::PatrolForm));
    }
    v.extend(o.bases.iter().map(|&s| {
        let ch = Choice::ChangeBase { site: s };
        TableOption::one(Label::Choice(ch.clone()), ch)
    }));
    v
}

/// The six hexsides in compass order (NE, E, SE, SW, W, NW) on this board.
pub fn compass_order(c: &Campaign) -> Vec<Dir> {
    let ed = c.edition();
    let mut v = Dir::ALL.to_vec();
    v.sort_by(|a, b| ed.map.compass(*a).bearing().total_cmp(&ed.map.compass(*b).bearing()));
    v
}

fn move_options(
    c: &Campaign,
    fighter: u8,
    on_ground: bool,
    moves: &[MoveOption],
    danger: &[(Hex, f64)],
) -> Vec<TableOption> {
    let ed = c.edition();
    let mut v = Vec::new();
    let with_risk = |label: Label, m: &MoveOption, action: Action| TableOption { action, label, risk: risk(c, m, danger) };
    let other = other_follows(c, fighter).filter(|&g| c.can_move(g));
    if let Some(stay) = moves.first() {
        v.push(with_risk(Label::Stay, stay, Action::One(Choice::Move { actions: Vec::new() })));
    }
    if on_ground {
        // Scramble: take off facing the raid head-on (6.1, 7.5).
        let d = sim::scramble_facing(c);
        let take_off = Choice::Move { actions: vec![MoveAction::TakeOff(d)] };
        if moves.iter().any(|m| m.actions == [MoveAction::TakeOff(d)]) {
            v.push(TableOption::one(Label::Scramble { dir: d }, take_off.clone()));
            // The other fighter on the ground and free to take off facing
            // the same way.
            let other_down = other.is_some_and(|g| {
                c.state().plane_of(ed, g).is_some_and(|p| c.state().planes[p].level == Level::Airfield)
                    && c.legal_moves(g).iter().any(|m| m.actions == [MoveAction::TakeOff(d)])
            });
            if other_down {
                v.push(TableOption::new(Label::BothScramble { dir: d }, Action::Both(take_off, Follow::Scramble(d))));
            }
        }
        v.push(TableOption::one(Label::StandDown, Choice::StandDown));
        // Any other facing (6.1).
        for dir in compass_order(c) {
            let actions = vec![MoveAction::TakeOff(dir)];
            if dir != d && moves.iter().any(|m| m.actions == actions) {
                v.push(TableOption::one(Label::TakeOff { dir }, Choice::Move { actions }));
            }
        }
        v.push(TableOption::new(Label::FlyOn, Action::FlyOn));
        return v;
    }
    let best = sim::intercepts_for_player(c, moves).into_iter().next();
    if let Some(m) = &best {
        let label = Label::Intercept { hex: m.hex, level: m.level, sun: m.from_sun, head_on: m.head_on };
        v.push(with_risk(label, m, Action::One(Choice::Move { actions: m.actions.clone() })));
        // Only when the other fighter's own best interception (the one it
        // will fly) ends in the same hex.
        if let Some(g) = other
            && sim::intercepts_for_player(c, &c.legal_moves(g)).first().is_some_and(|x| x.hex == m.hex)
        {
            v.push(TableOption::new(
                Label::BothIntercept { hex: m.hex },
                Action::Both(Choice::Move { actions: m.actions.clone() }, Follow::Intercept),
            ));
        }
    }
    if let Some(m) = sim::close_in_wary(c, moves, danger) {
        let label = Label::CloseIn { hex: m.hex, level: m.level };
        v.push(with_risk(label, &m, Action::One(Choice::Move { actions: m.actions.clone() })));
        // Only when the other fighter has a closing-in move of its own.
        if best.is_none()
            && let Some(g) = other
            && sim::close_in_wary(c, &c.legal_moves(g), &c.raid_danger(g)).is_some()
        {
            v.push(TableOption::new(
                Label::BothCloseIn,
                Action::Both(Choice::Move { actions: m.actions.clone() }, Follow::CloseIn),
            ));
        }
    }
    // Both fighters hold while the raid flies on.
    v.push(TableOption::new(Label::FlyOn, Action::FlyOn));
    v
}

/// The other fighter's choice for `follow`, when the decision pending now
/// is that fighter's, of the same kind as `first`.
pub fn follow_up(c: &Campaign, first: &Decision, follow: &Follow) -> Option<Choice> {
    let Pending::Decide(next) = c.pending_light() else { return None };
    let (Some(a), Some(b)) = (first.fighter(), next.fighter()) else { return None };
    if a == b || std::mem::discriminant(first) != std::mem::discriminant(&next) {
        return None;
    }
    match (&next, follow) {
        (Decision::Position(_), Follow::StandBy) => Some(Choice::StandBy),
        (Decision::Move { stand_down: true, .. }, Follow::Scramble(d)) => {
            Some(Choice::Move { actions: vec![MoveAction::TakeOff(*d)] })
        }
        (Decision::Move { fighter, .. }, Follow::Intercept) => {
            let moves = c.legal_moves(*fighter);
            sim::intercepts_for_player(c, &moves).into_iter().next().map(|m| Choice::Move { actions: m.actions })
        }
        (Decision::Move { fighter, .. }, Follow::CloseIn) => {
            let moves = c.legal_moves(*fighter);
            sim::close_in_wary(c, &moves, &c.raid_danger(*fighter)).map(|m| Choice::Move { actions: m.actions })
        }
        (Decision::Placement { sun, head_on, .. }, Follow::Place(pos)) => match pos {
            BoxPos::Normal => Some(Choice::Place { pos: BoxPos::Normal }),
            BoxPos::OutOfSun => sun.then_some(Choice::Place { pos: BoxPos::OutOfSun }),
            BoxPos::HeadOn { .. } => head_on.then_some(Choice::Place { pos: BoxPos::HeadOn { sun: *sun } }),
        },
        (Decision::Attack { fighter, .. }, Follow::Attack(t)) => {
            c.raf_targets(*fighter).contains(t).then_some(Choice::Attack { target: *t })
        }
        (Decision::Land { options, .. }, Follow::Land(h)) => {
            options.iter().any(|o| o.hex == *h).then_some(Choice::Land { hex: *h })
        }
        _ => None,
    }
}

/// The move ending in `h` a player would pick first: an interception
/// ranked by [`sim::intercepts_for_player`]; else the level that engages
/// the raid (the least chance to lose contact, 8.2, nearest one level above
/// its reported or known altitude), the fewest actions. A landing only when
/// nothing else ends there.
pub fn best_at(c: &Campaign, moves: &[MoveOption], h: Hex) -> Option<usize> {
    let here: Vec<usize> = (0..moves.len()).filter(|&i| moves[i].hex == h).collect();
    let icpt: Vec<MoveOption> = here.iter().map(|&i| moves[i].clone()).collect();
    if let Some(best) = sim::intercepts_for_player(c, &icpt).into_iter().next() {
        return here.iter().copied().find(|&i| moves[i] == best);
    }
    let want = c.raid_level_known().map(|l| l.up().unwrap_or(l));
    here.iter()
        .copied()
        .filter(|&i| moves[i].landing.is_none())
        .min_by_key(|&i| {
            let m = &moves[i];
            let lost = (c.contact_lost_chance(m.level, m.hex) * 1000.0).round() as u32;
            (lost, want.map(|w| m.level.gap(w)).unwrap_or(0), m.actions.len())
        })
        .or_else(|| here.first().copied())
}
