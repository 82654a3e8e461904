//! What the engine asks ([`Decision`], with every legal option) and what
//! the player answers ([`Choice`]). Choices are what a save records, so their
//! serialised form is part of the save format.

use crate::rules::combat::{BoxPos, LandingOption, Odds};
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use crate::rules::movement::{MoveAction, MoveError, MoveOption};
use crate::rules::score::Score;
use serde::{Deserialize, Serialize};

/// What the campaign needs now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Pending {
    Decide(Decision),
    /// The scenario is over; the final score and verdict (13.4).
    Over(Score),
}

/// A decision for the player, with its legal options. Fighters are
/// numbered from 0 (fighter #1) here; the texts say #1 and #2.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Decision {
    /// 11.5: call a reserve pilot to fly fighter #`fighter`, or wait.
    /// Answered by [`Choice::Replace`] or [`Choice::NoReplacement`].
    Replace { fighter: u8, candidates: Vec<u8> },
    /// 5.2 (and 14.2): how fighter #`fighter` prepares for a possible raid.
    /// Answered by [`Choice::StandBy`], [`Choice::Satellite`],
    /// [`Choice::Patrol`] or [`Choice::ChangeBase`].
    Position(PositionOptions),
    /// 6: fighter #`fighter` moves this impulse: one of `moves` (the first is
    /// staying put), or, on the ground, stays down for the rest of the raid.
    /// Answered by [`Choice::Move`] or [`Choice::StandDown`].
    Move { fighter: u8, moves: Vec<MoveOption>, stand_down: bool },
    /// 7.3-7.5: where the interceptor goes in the altitude box.
    /// Answered by [`Choice::Place`].
    Placement { fighter: u8, sun: bool, head_on: bool },
    /// 8.2, 9.1, R14: where fighter #`fighter` comes down. `forced` with an
    /// engine hit (range-limited, maybe a crash). Answered by [`Choice::Land`].
    Land { fighter: u8, forced: bool, options: Vec<LandingOption> },
    /// 8.2-8.4: withdraw, pass or attack one of `targets` (Germans within
    /// one level). Answered by [`Choice::Withdraw`], [`Choice::Pass`] or
    /// [`Choice::Attack`].
    Attack { fighter: u8, targets: Vec<TargetOption> },
    /// 8.42: both fighters attack German `target`: which goes first.
    /// Answered by [`Choice::AttackFirst`].
    AttackOrder { target: u8 },
    /// 8.43: the attack won its action check by `max` or more: declare
    /// 1..=max bursts. Answered by [`Choice::Bursts`].
    Bursts { fighter: u8, target: u8, max: u8 },
    /// 12.1: spend a repair point on a destroyed aircraft or a point of bomb
    /// damage, or stop (unused points are lost). Answered by
    /// [`Choice::ReplacePlane`], [`Choice::RepairSite`] or
    /// [`Choice::EndRepairs`].
    Repair { points: u8, planes: Vec<u8>, sites: Vec<u8> },
    /// 15.2, 7 September: keep one more of the target markers `candidates`
    /// (`kept` kept so far; six in all). Answered by [`Choice::KeepTarget`].
    KeepTarget { kept: u8, candidates: Vec<u8> },
    /// 15.2: the raid of daylight phase `phase`: one of today's target
    /// markers with one of today's raid-size markers, as (site, marker)
    /// pairs. Answered by [`Choice::PlanRaid`].
    PlanRaid { phase: u8, options: Vec<(u8, u8)> },
    /// 15.2: one more aircraft out of `pool` for phase `phase`'s raid of
    /// `size` (`chosen` so far). Answered by [`Choice::Assign`].
    Compose { phase: u8, size: u8, chosen: Vec<u8>, pool: Vec<u8> },
    /// 15.2: the raid for `target` enters: (entry hex, first plotted path)
    /// pairs that keep the target in reach. Answered by [`Choice::Enter`].
    Entry { target: u8, options: Vec<(u8, u8)> },
    /// 15.2: plot the raid's next flight path (1-6) before the one plotted
    /// last is flown. Answered by [`Choice::Plot`].
    Plot { paths: Vec<u8> },
    /// 15.2: German fighter `id` attacks one of `targets` (RAF fighters
    /// within one level), or withdraws; with no target it passes or
    /// withdraws. Answered by [`Choice::GermanAttack`], [`Choice::Pass`] or
    /// [`Choice::Withdraw`].
    GermanPick { id: u8, targets: Vec<u8> },
    /// 15.2: both RAF fighters attack bombers of German `target`'s type:
    /// which one that type's crossfire shoots at. Answered by
    /// [`Choice::CrossfireAt`].
    CrossfireAt { target: u8 },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PositionOptions {
    pub fighter: u8,
    pub pilot: u8,
    /// Undamaged satellite airfields to stand by at (no fatigue).
    pub satellites: Vec<u8>,
    /// Target sites a patrol may fly over (fatigue +1).
    pub patrol_sites: Vec<u8>,
    /// The lowest patrol altitude over each of `patrol_sites`, in the same
    /// order: Ground, or 10,000 ft over a balloon barrage (6.7); every
    /// flight level from it up may be patrolled, with any facing.
    pub patrol_floors: Vec<Level>,
    /// Other sector airfields the whole section may move to (14.2); empty
    /// when the option is off or no longer open this phase.
    pub bases: Vec<u8>,
}

impl PositionOptions {
    /// The patrol altitudes over the i-th of `patrol_sites` (6.7).
    pub fn patrol_levels(&self, i: usize) -> impl Iterator<Item = Level> + '_ {
        let floor = self.patrol_floors.get(i).copied().unwrap_or(Level::Airfield);
        Level::FLIGHT.into_iter().filter(move |&l| l >= floor && floor > Level::Airfield)
    }

    /// The patrol positions over the i-th of `patrol_sites`: its altitudes
    /// (`patrol_levels`) times the six facings.
    pub fn patrols_per_site(&self, i: usize) -> usize {
        // patrol_levels(i).count(): the flight levels from the floor up.
        let floor = self.patrol_floors.get(i).copied().unwrap_or(Level::Airfield);
        let levels = if floor > Level::Airfield { Level::ALL.len() - floor.index() as usize } else { 0 };
        levels * Dir::ALL.len()
    }
}

/// A German fighter #n may attack (8.41), with the exact odds of a normal
/// attack (none for a head-on attack, which needs no check, 8.5).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TargetOption {
    pub id: u8,
    pub level: Level,
    pub head_on: bool,
    pub odds: Option<Odds>,
}

/// The player's answer to a decision.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    Replace { pilot: u8 },
    NoReplacement,
    StandBy,
    Satellite { site: u8 },
    Patrol { site: u8, level: Level, facing: Dir },
    ChangeBase { site: u8 },
    Move { actions: Vec<MoveAction> },
    StandDown,
    Place { pos: BoxPos },
    Land { hex: Hex },
    Withdraw,
    Pass,
    Attack { target: u8 },
    AttackFirst { fighter: u8 },
    Bursts { n: u8 },
    ReplacePlane { plane: u8 },
    RepairSite { site: u8 },
    EndRepairs,
    KeepTarget { site: u8 },
    PlanRaid { target: u8, marker: u8 },
    Assign { id: u8 },
    Enter { entry: u8, path: u8 },
    Plot { path: u8 },
    GermanAttack { fighter: u8 },
    CrossfireAt { fighter: u8 },
}

impl Decision {
    /// Every legal answer, listed.
    pub fn options(&self) -> Vec<Choice> {
        (0..self.option_count()).filter_map(|i| self.option(i)).collect()
    }

    /// How many answers [`Decision::options`] lists.
    pub fn option_count(&self) -> usize {
        match self {
            Decision::Replace { candidates, .. } => candidates.len() + 1,
            Decision::Position(o) => {
                let patrols: usize = (0..o.patrol_sites.len()).map(|i| o.patrols_per_site(i)).sum();
                1 + o.satellites.len() + patrols + o.bases.len()
            }
            Decision::Move { moves, stand_down, .. } => moves.len() + usize::from(*stand_down),
            Decision::Placement { sun, head_on, .. } => 1 + usize::from(*sun) + usize::from(*head_on),
            Decision::Land { options, .. } => options.len(),
            Decision::Attack { targets, .. } => 2 + targets.len(),
            Decision::AttackOrder { .. } => 2,
            Decision::Bursts { max, .. } => *max as usize,
            Decision::Repair { planes, sites, .. } => planes.len() + sites.len() + 1,
            Decision::KeepTarget { candidates, .. } => candidates.len(),
            Decision::PlanRaid { options, .. } | Decision::Entry { options, .. } => options.len(),
            Decision::Compose { pool, .. } => pool.len(),
            Decision::Plot { paths } => paths.len(),
            Decision::GermanPick { targets, .. } => 1 + targets.len().max(1),
            Decision::CrossfireAt { .. } => 2,
        }
    }

    /// The i-th answer of [`Decision::options`], without listing them all
    /// (a position decision has thousands of patrols).
    pub fn option(&self, i: usize) -> Option<Choice> {
        match self {
            Decision::Replace { candidates, .. } => match candidates.get(i) {
                Some(&pilot) => Some(Choice::Replace { pilot }),
                None => (i == candidates.len()).then_some(Choice::NoReplacement),
            },
            Decision::Position(o) => {
                if i == 0 {
                    return Some(Choice::StandBy);
                }
                let mut i = i - 1;
                if let Some(&site) = o.satellites.get(i) {
                    return Some(Choice::Satellite { site });
                }
                i -= o.satellites.len();
                for (k, &site) in o.patrol_sites.iter().enumerate() {
                    let n = o.patrols_per_site(k);
                    if i < n {
                        let level = o.patrol_levels(k).nth(i / Dir::ALL.len())?;
                        return Some(Choice::Patrol { site, level, facing: Dir::ALL[i % Dir::ALL.len()] });
                    }
                    i -= n;
                }
                o.bases.get(i).map(|&site| Choice::ChangeBase { site })
            }
            Decision::Move { moves, stand_down, .. } => match moves.get(i) {
                Some(m) => Some(Choice::Move { actions: m.actions.clone() }),
                None => (*stand_down && i == moves.len()).then_some(Choice::StandDown),
            },
            Decision::Placement { sun, head_on, .. } => {
                let mut out = [Some(BoxPos::Normal), None, None];
                let mut n = 1;
                if *sun {
                    out[n] = Some(BoxPos::OutOfSun);
                    n += 1;
                }
                if *head_on {
                    out[n] = Some(BoxPos::HeadOn { sun: *sun });
                }
                out.get(i).copied().flatten().map(|pos| Choice::Place { pos })
            }
            Decision::Land { options, .. } => options.get(i).map(|o| Choice::Land { hex: o.hex }),
            Decision::Attack { targets, .. } => match i {
                0 => Some(Choice::Withdraw),
                1 => Some(Choice::Pass),
                _ => targets.get(i - 2).map(|t| Choice::Attack { target: t.id }),
            },
            Decision::AttackOrder { .. } => (i < 2).then_some(Choice::AttackFirst { fighter: i as u8 }),
            Decision::Bursts { max, .. } => (i < *max as usize).then_some(Choice::Bursts { n: i as u8 + 1 }),
            Decision::Repair { planes, sites, .. } => {
                if let Some(&plane) = planes.get(i) {
                    Some(Choice::ReplacePlane { plane })
                } else if let Some(&site) = sites.get(i - planes.len()) {
                    Some(Choice::RepairSite { site })
                } else {
                    (i == planes.len() + sites.len()).then_some(Choice::EndRepairs)
                }
            }
            Decision::KeepTarget { candidates, .. } => {
                candidates.get(i).map(|&site| Choice::KeepTarget { site })
            }
            Decision::PlanRaid { options, .. } => {
                options.get(i).map(|&(target, marker)| Choice::PlanRaid { target, marker })
            }
            Decision::Compose { pool, .. } => pool.get(i).map(|&id| Choice::Assign { id }),
            Decision::Entry { options, .. } => {
                options.get(i).map(|&(entry, path)| Choice::Enter { entry, path })
            }
            Decision::Plot { paths } => paths.get(i).map(|&path| Choice::Plot { path }),
            Decision::GermanPick { targets, .. } => match i {
                0 => Some(Choice::Withdraw),
                _ if targets.is_empty() => (i == 1).then_some(Choice::Pass),
                _ => targets.get(i - 1).map(|&fighter| Choice::GermanAttack { fighter }),
            },
            Decision::CrossfireAt { .. } => (i < 2).then_some(Choice::CrossfireAt { fighter: i as u8 }),
        }
    }

    /// Is this choice one of the legal answers? (Moves are checked by
    /// simulation in the campaign, not here.)
    pub fn allows(&self, c: &Choice) -> bool {
        match (self, c) {
            (Decision::Replace { candidates, .. }, Choice::Replace { pilot }) => candidates.contains(pilot),
            (Decision::Replace { .. }, Choice::NoReplacement) => true,
            (Decision::Position(_), Choice::StandBy) => true,
            (Decision::Position(o), Choice::Satellite { site }) => o.satellites.contains(site),
            (Decision::Position(o), Choice::Patrol { site, level, .. }) => o
                .patrol_sites
                .iter()
                .enumerate()
                .any(|(i, s)| s == site && o.patrol_levels(i).any(|l| l == *level)),
            (Decision::Position(o), Choice::ChangeBase { site }) => o.bases.contains(site),
            (Decision::Move { .. }, Choice::Move { .. }) => true,
            (Decision::Move { stand_down, .. }, Choice::StandDown) => *stand_down,
            (Decision::Placement { sun, head_on, .. }, Choice::Place { pos }) => match pos {
                BoxPos::Normal => true,
                BoxPos::OutOfSun => *sun,
                BoxPos::HeadOn { sun: s } => *head_on && *s == *sun,
            },
            (Decision::Land { options, .. }, Choice::Land { hex }) => options.iter().any(|o| o.hex == *hex),
            (Decision::Attack { .. }, Choice::Withdraw | Choice::Pass) => true,
            (Decision::Attack { targets, .. }, Choice::Attack { target }) => {
                targets.iter().any(|t| t.id == *target)
            }
            (Decision::AttackOrder { .. }, Choice::AttackFirst { fighter }) => *fighter < 2,
            (Decision::Bursts { max, .. }, Choice::Bursts { n }) => (1..=*max).contains(n),
            (Decision::Repair { planes, .. }, Choice::ReplacePlane { plane }) => planes.contains(plane),
            (Decision::Repair { sites, .. }, Choice::RepairSite { site }) => sites.contains(site),
            (Decision::Repair { .. }, Choice::EndRepairs) => true,
            (Decision::KeepTarget { candidates, .. }, Choice::KeepTarget { site }) => {
                candidates.contains(site)
            }
            (Decision::PlanRaid { options, .. }, Choice::PlanRaid { target, marker }) => {
                options.contains(&(*target, *marker))
            }
            (Decision::Compose { pool, .. }, Choice::Assign { id }) => pool.contains(id),
            (Decision::Entry { options, .. }, Choice::Enter { entry, path }) => {
                options.contains(&(*entry, *path))
            }
            (Decision::Plot { paths }, Choice::Plot { path }) => paths.contains(path),
            (Decision::GermanPick { .. }, Choice::Withdraw) => true,
            (Decision::GermanPick { targets, .. }, Choice::Pass) => targets.is_empty(),
            (Decision::GermanPick { targets, .. }, Choice::GermanAttack { fighter }) => {
                targets.contains(fighter)
            }
            (Decision::CrossfireAt { .. }, Choice::CrossfireAt { fighter }) => *fighter < 2,
            _ => false,
        }
    }

    /// Does this choice answer this kind of decision at all?
    pub fn answers(&self, c: &Choice) -> bool {
        matches!(
            (self, c),
            (Decision::Replace { .. }, Choice::Replace { .. } | Choice::NoReplacement)
                | (
                    Decision::Position(_),
                    Choice::StandBy
                        | Choice::Satellite { .. }
                        | Choice::Patrol { .. }
                        | Choice::ChangeBase { .. }
                )
                | (Decision::Move { .. }, Choice::Move { .. } | Choice::StandDown)
                | (Decision::Placement { .. }, Choice::Place { .. })
                | (Decision::Land { .. }, Choice::Land { .. })
                | (Decision::Attack { .. }, Choice::Withdraw | Choice::Pass | Choice::Attack { .. })
                | (Decision::AttackOrder { .. }, Choice::AttackFirst { .. })
                | (Decision::Bursts { .. }, Choice::Bursts { .. })
                | (
                    Decision::Repair { .. },
                    Choice::ReplacePlane { .. } | Choice::RepairSite { .. } | Choice::EndRepairs
                )
                | (Decision::KeepTarget { .. }, Choice::KeepTarget { .. })
                | (Decision::PlanRaid { .. }, Choice::PlanRaid { .. })
                | (Decision::Compose { .. }, Choice::Assign { .. })
                | (Decision::Entry { .. }, Choice::Enter { .. })
                | (Decision::Plot { .. }, Choice::Plot { .. })
                | (
                    Decision::GermanPick { .. },
                    Choice::Withdraw | Choice::Pass | Choice::GermanAttack { .. }
                )
                | (Decision::CrossfireAt { .. }, Choice::CrossfireAt { .. })
        )
    }

    /// The fighter (0 or 1) the decision is about, if it is about one.
    pub fn fighter(&self) -> Option<u8> {
        match self {
            Decision::Replace { fighter, .. }
            | Decision::Move { fighter, .. }
            | Decision::Placement { fighter, .. }
            | Decision::Land { fighter, .. }
            | Decision::Attack { fighter, .. }
            | Decision::Bursts { fighter, .. } => Some(*fighter),
            Decision::Position(o) => Some(o.fighter),
            _ => None,
        }
    }

    /// Is this a decision for the Luftwaffe player (15.2)?
    pub fn luftwaffe(&self) -> bool {
        matches!(
            self,
            Decision::KeepTarget { .. }
                | Decision::PlanRaid { .. }
                | Decision::Compose { .. }
                | Decision::Entry { .. }
                | Decision::Plot { .. }
                | Decision::GermanPick { .. }
                | Decision::CrossfireAt { .. }
        )
    }

    /// The rule the decision belongs to.
    pub fn rule(&self) -> &'static str {
        match self {
            Decision::Replace { .. } => "11.5",
            Decision::Position(_) => "5.2",
            Decision::Move { .. } => "6",
            Decision::Placement { .. } => "7.3",
            Decision::Land { forced: false, .. } => "8.2",
            Decision::Land { forced: true, .. } => "9.1",
            Decision::Attack { .. } => "8.4",
            Decision::AttackOrder { .. } => "8.42",
            Decision::Bursts { .. } => "8.43",
            Decision::Repair { .. } => "12.1",
            Decision::CrossfireAt { .. } => "14.1",
            Decision::KeepTarget { .. }
            | Decision::PlanRaid { .. }
            | Decision::Compose { .. }
            | Decision::Entry { .. }
            | Decision::Plot { .. }
            | Decision::GermanPick { .. } => "15.2",
        }
    }
}

/// Why a choice was refused. The campaign is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The campaign is over; nothing more to decide.
    Over,
    /// The choice answers another kind of decision than the one pending.
    NotThisDecision { rule: &'static str },
    /// The choice answers this decision but is not one of its legal options.
    NotAnOption { rule: &'static str },
    /// The move breaks a rule of flight.
    Move(MoveError),
}

impl std::error::Error for Illegal {}
