//! Summaries of what just happened, built from the log (pure functions of
//! the session's events, so every save has them): after each combat (who
//! fired at whom, the hits, who was destroyed or withdrew and why, the
//! pilots hurt, where the fighters came down), after each raid (where it
//! bombed, the damage and the AA, the combats, losses and wounds, the score
//! change), and a recap when phases or days passed without a decision
//! (which ones, and what happened in them).
//!
//! [`summaries`] reads a whole log; each summary sits after the log line
//! that closes it (`at`), which is how the log shows them and how the app
//! finds the new ones after a choice.

use super::fold::Fold;
use crate::edition::{Aa, Edition, PositionKind, Terrain, Weather, WoundResult};
use crate::rules::combat::{Craft, WithdrawReason};
use crate::rules::events::{Event, PhaseId};
use crate::rules::hex::Hex;
use crate::rules::level::Level;
use crate::session::Logged;
use chrono::NaiveDate;

/// A summary and the log line it follows.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// Index in the log of the event that closes it.
    pub at: usize,
    pub summary: Summary,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Summary {
    Combat(CombatSummary),
    Raid(RaidSummary),
    Recap(Recap),
    /// A phase with no raid: one line (5.3).
    Quiet(Quiet),
}

/// Fire from one aircraft at another in a combat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shots {
    pub from: Craft,
    pub at: Craft,
    /// Attacks that won no shot (8.42).
    pub missed_checks: u32,
    /// Bursts fired (a head-on attack or answer is one, 8.5).
    pub bursts: u32,
    /// Return fire and crossfire shots (8.44, 14.1).
    pub return_shots: u32,
    pub hits: u32,
}

/// What became of a pilot in a combat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PilotFate {
    /// RAF fighter #n's pilot was hit (9.2).
    Hit {
        fighter: u8,
    },
    BailedOut {
        pilot: u8,
        terrain: Terrain,
        survives: bool,
    },
    Killed {
        pilot: u8,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct CombatSummary {
    pub date: NaiveDate,
    pub phase: Option<PhaseId>,
    pub hex: Hex,
    /// The RAF intercepted (its segment first), or the raid did (8.1).
    pub raf_first: bool,
    /// RAF fighters in it (0-based).
    pub fighters: Vec<u8>,
    pub rounds: u8,
    pub fire: Vec<Shots>,
    /// Destroyed aircraft, with the RAF pilot credited for a German.
    pub destroyed: Vec<(Craft, Option<u8>)>,
    pub withdrew: Vec<(Craft, WithdrawReason)>,
    /// RAF fighters (0-based) landed at a site, or crash-landed in a hex.
    pub landed: Vec<(u8, Result<u8, Hex>)>,
    pub pilots: Vec<PilotFate>,
}

/// A target bombed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bombing {
    pub site: u8,
    pub damage: u8,
    pub total: u8,
    pub aa: Aa,
    pub aa_points: u8,
    /// It was undamaged before: now it counts for the Luftwaffe (13.3).
    pub newly: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RaidSummary {
    pub date: NaiveDate,
    pub phase: Option<PhaseId>,
    pub size: u8,
    pub entry: Hex,
    pub reported: Level,
    /// The raiders and their exact altitude, once identified (7.1).
    pub identified: Option<(Vec<u8>, Level)>,
    pub bombed: Vec<Bombing>,
    /// Over a target with no bombers left (10.1).
    pub no_bombers: Vec<u8>,
    pub combats: u32,
    pub germans_lost: u32,
    pub raf_lost: u32,
    pub wounds: Vec<(u8, WoundResult)>,
    /// The score change: RAF, Luftwaffe (13).
    pub score: (i32, i32),
}

/// What happened in a phase flown without a decision.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct RecapPhase {
    pub date: Option<NaiveDate>,
    pub phase: Option<PhaseId>,
    pub rain: bool,
    pub no_raid: bool,
    pub cancelled: bool,
    /// Raids: size and entry hex.
    pub raids: Vec<(u8, Hex)>,
    pub bombed: Vec<Bombing>,
    pub repaired: Vec<u8>,
    pub planes_replaced: u32,
    pub lw_replaced: u32,
}

/// Phases (and days) that passed without a decision of the player.
#[derive(Clone, Debug, PartialEq)]
pub struct Recap {
    pub phases: Vec<RecapPhase>,
    /// The score change since the player's last decision (the end of the
    /// phase it was made in included): RAF, Luftwaffe (13).
    pub score: (i32, i32),
}

/// A phase the raid-size draw left without a raid (5.3): the No Raid
/// marker, or a raid cancelled for want of aircraft.
#[derive(Clone, Debug, PartialEq)]
pub struct Quiet {
    pub date: NaiveDate,
    pub phase: Option<PhaseId>,
    pub cancelled: bool,
}

fn add(a: &mut (i32, i32), b: (i32, i32)) {
    a.0 += b.0;
    a.1 += b.1;
}

/// Every summary of the log, in order.
pub fn summaries(log: &[Logged], ed: &Edition) -> Vec<Placed> {
    let mut s = Summaries::new(ed);
    s.push(log, ed);
    s.placed
}

/// The summaries of a log as it grows: [`Summaries::push`] reads only the
/// events added since the last push (the events a choice just brought), so
/// the table never folds the whole log again. A push must end where a
/// choice's events end (the session's log after `apply` does).
#[derive(Clone, Debug, Default)]
pub struct Summaries {
    placed: Vec<Placed>,
    /// Events read so far.
    read: usize,
    /// The log folded so far: the score changes.
    fold: Fold,
    /// The score change of each event read in the current span.
    span_changes: Vec<(i32, i32)>,
    /// The first event of the current span (the events of one choice).
    span_start: usize,
    combat: Option<(CombatSummary, Option<(Craft, Craft)>)>,
    raid: Option<RaidSummary>,
    /// A raid that ended, taking the wounds rolled just after it (11.2)
    /// until another event or the end of its span: (summary, the line it
    /// follows, its span).
    ending: Option<(RaidSummary, usize, Option<usize>)>,
}

impl Summaries {
    pub fn new(ed: &Edition) -> Summaries {
        Summaries { fold: Fold::new(ed), ..Default::default() }
    }

    /// Every summary so far, in the log's order.
    pub fn all(&self) -> &[Placed] {
        &self.placed
    }

    /// Reads the events of `log` past those read; returns the summaries
    /// they close.
    pub fn push(&mut self, log: &[Logged], ed: &Edition) -> &[Placed] {
        let first_new = self.placed.len();
        for i in self.read..log.len() {
            self.event(log, i, ed);
        }
        self.read = self.read.max(log.len());
        // A raid's summary may have moved past a later one (its wounds):
        // keep the log's order.
        self.placed[first_new..].sort_by_key(|p| p.at);
        &self.placed[first_new..]
    }

    fn close_raid(&mut self) {
        if let Some((r, at, _)) = self.ending.take() {
            self.placed.push(Placed { at, summary: Summary::Raid(r) });
        }
    }

    fn event(&mut self, log: &[Logged], i: usize, ed: &Edition) {
        let l = &log[i];
        let e = &l.event;
        // The wounds of a raid that just ended (11.2).
        if let Some((r, at, span)) = self.ending.as_mut() {
            match e {
                _ if l.after_choice != *span => self.close_raid(),
                Event::Wound { pilot, result, .. } => {
                    r.wounds.push((*pilot, *result));
                    *at = i;
                }
                Event::ReturnsToBase { .. } | Event::Roll { .. } => {}
                _ => self.close_raid(),
            }
        }
        let change = self.fold.step(e, ed).score;
        self.span_changes.push(change);
        if let Some(r) = self.raid.as_mut() {
            add(&mut r.score, change);
        }
        match e {
            Event::RaidPlaced { hex, reported, size, .. } => {
                self.raid = Some(RaidSummary {
                    date: l.date,
                    phase: l.phase,
                    size: *size,
                    entry: *hex,
                    reported: *reported,
                    identified: None,
                    bombed: Vec::new(),
                    no_bombers: Vec::new(),
                    combats: 0,
                    germans_lost: 0,
                    raf_lost: 0,
                    wounds: Vec::new(),
                    score: (0, 0),
                });
            }
            Event::RaidCancelled { .. } => {
                self.raid = None;
                self.placed.push(Placed {
                    at: i,
                    summary: Summary::Quiet(Quiet { date: l.date, phase: l.phase, cancelled: true }),
                });
            }
            Event::MarkerDrawn { marker: crate::edition::RaidMarker::NoRaid } => self.placed.push(Placed {
                at: i,
                summary: Summary::Quiet(Quiet { date: l.date, phase: l.phase, cancelled: false }),
            }),
            Event::Identified { raiders, exact, .. } => {
                if let Some(r) = self.raid.as_mut() {
                    r.identified = Some((raiders.clone(), *exact));
                }
            }
            Event::Bombed { site, aa, aa_points, damage, total, .. } => {
                if let Some(r) = self.raid.as_mut() {
                    r.bombed.push(Bombing {
                        site: *site,
                        damage: *damage,
                        total: *total,
                        aa: *aa,
                        aa_points: *aa_points,
                        newly: change.1 > 0,
                    });
                }
            }
            Event::NoBombers { site } => {
                if let Some(r) = self.raid.as_mut() {
                    r.no_bombers.push(*site);
                }
            }
            Event::Wound { pilot, result, .. } => {
                if let Some(r) = self.raid.as_mut() {
                    r.wounds.push((*pilot, *result));
                }
            }
            Event::Destroyed { craft: Craft::German(_) } | Event::Crashes { .. } => {
                if let Some(r) = self.raid.as_mut() {
                    r.germans_lost += 1;
                }
            }
            Event::RafLoss { .. } => {
                if let Some(r) = self.raid.as_mut() {
                    r.raf_lost += 1;
                }
            }
            Event::CombatBegins { hex, raf_first, fighters } => {
                if let Some(r) = self.raid.as_mut() {
                    r.combats += 1;
                }
                self.combat = Some((
                    CombatSummary {
                        date: l.date,
                        phase: l.phase,
                        hex: *hex,
                        raf_first: *raf_first,
                        fighters: fighters.iter().map(|f| f.saturating_sub(1)).collect(),
                        rounds: 0,
                        fire: Vec::new(),
                        destroyed: Vec::new(),
                        withdrew: Vec::new(),
                        landed: Vec::new(),
                        pilots: Vec::new(),
                    },
                    None,
                ));
            }
            _ => {}
        }
        if let Some((c, shooter)) = self.combat.as_mut() {
            combat_event(ed, c, shooter, e);
        }
        if matches!(e, Event::CombatEnds)
            && let Some((c, _)) = self.combat.take()
        {
            self.placed.push(Placed { at: i, summary: Summary::Combat(c) });
        }
        if matches!(e, Event::RaidEnds)
            && let Some(r) = self.raid.take()
        {
            self.ending = Some((r, i, l.after_choice));
        }
        // The end of a choice's span: was time passed without a decision?
        let last_of_span = log.get(i + 1).is_none_or(|n| n.after_choice != l.after_choice);
        if last_of_span {
            self.close_raid();
            if l.after_choice.is_some()
                && let Some(r) = recap(&log[self.span_start..=i], &self.span_changes)
            {
                self.placed.push(Placed { at: i, summary: Summary::Recap(r) });
            }
            self.span_start = i + 1;
            self.span_changes.clear();
        }
    }
}

/// One event of a combat into its summary; `shooter` is who is firing at
/// whom, for the hits that follow.
fn combat_event(ed: &Edition, c: &mut CombatSummary, shooter: &mut Option<(Craft, Craft)>, e: &Event) {
    match e {
        Event::RoundBegins { round } => c.rounds = c.rounds.max(*round),
        Event::Selects { attacker, target, .. } => *shooter = Some((*attacker, *target)),
        Event::NoShot { attacker } => {
            if let Some((a, t)) = *shooter
                && a == *attacker
            {
                shots(&mut c.fire, a, t).missed_checks += 1;
            }
        }
        Event::Fires { attacker, target, bursts } => {
            shots(&mut c.fire, *attacker, *target).bursts += *bursts as u32;
            *shooter = Some((*attacker, *target));
        }
        Event::HeadOn { attacker, target } => {
            shots(&mut c.fire, *attacker, *target).bursts += 1;
            *shooter = Some((*attacker, *target));
        }
        Event::HeadOnAnswer { from, at } => {
            shots(&mut c.fire, *from, *at).bursts += 1;
            *shooter = Some((*from, *at));
        }
        Event::ReturnFire { from, at, shots: n } => {
            shots(&mut c.fire, *from, *at).return_shots += *n as u32;
            *shooter = Some((*from, *at));
        }
        Event::Crossfire { from, at } => {
            let (from, at) = (Craft::German(*from), Craft::Raf(at.saturating_sub(1)));
            shots(&mut c.fire, from, at).return_shots += 1;
            *shooter = Some((from, at));
        }
        Event::Hit { craft, ty, position, .. } => {
            if let Some((a, t)) = *shooter
                && t == *craft
            {
                shots(&mut c.fire, a, t).hits += 1;
            }
            if let Craft::Raf(slot) = craft {
                let pilot_hit = ed
                    .raf_types
                    .get(*ty as usize)
                    .and_then(|t| t.positions.get(*position as usize))
                    .is_some_and(|k| *k == PositionKind::Pilot);
                let fate = PilotFate::Hit { fighter: *slot };
                if pilot_hit && !c.pilots.contains(&fate) {
                    c.pilots.push(fate);
                }
            }
        }
        Event::Destroyed { craft } => c.destroyed.push((*craft, None)),
        // An RAF aircraft lost without being shot down: a crash landing.
        Event::RafLoss { fighter } => {
            let k = Craft::Raf(fighter.saturating_sub(1));
            if !c.destroyed.iter().any(|d| d.0 == k) {
                c.destroyed.push((k, None));
            }
        }
        Event::Crashes { id } => c.destroyed.push((Craft::German(*id), None)),
        Event::Victory { pilot, id, .. } => {
            match c.destroyed.iter_mut().find(|d| d.0 == Craft::German(*id)) {
                Some(d) => d.1 = Some(*pilot),
                None => c.destroyed.push((Craft::German(*id), Some(*pilot))),
            }
        }
        Event::Withdraws { craft, reason } => c.withdrew.push((*craft, *reason)),
        Event::Lands { fighter, site } => c.landed.push((fighter.saturating_sub(1), Ok(*site))),
        Event::CrashLands { fighter, hex } => c.landed.push((fighter.saturating_sub(1), Err(*hex))),
        Event::BailOut { pilot, terrain, survives, .. } => {
            c.pilots.push(PilotFate::BailedOut { pilot: *pilot, terrain: *terrain, survives: *survives })
        }
        Event::PilotKilled { pilot } => c.pilots.push(PilotFate::Killed { pilot: *pilot }),
        _ => {}
    }
}

/// The fire from `from` at `at`, added if new.
fn shots(fire: &mut Vec<Shots>, from: Craft, at: Craft) -> &mut Shots {
    let i = match fire.iter().position(|s| s.from == from && s.at == at) {
        Some(i) => i,
        None => {
            fire.push(Shots { from, at, missed_checks: 0, bursts: 0, return_shots: 0, hits: 0 });
            fire.len() - 1
        }
    };
    &mut fire[i]
}

/// The phases a choice's span of events began and finished on its own:
/// flown without a decision. None when there are none.
fn recap(span: &[Logged], changes: &[(i32, i32)]) -> Option<Recap> {
    let mut done: Vec<RecapPhase> = Vec::new();
    let mut cur: Option<RecapPhase> = None;
    let mut score = (0, 0);
    for (l, change) in span.iter().zip(changes) {
        let e = &l.event;
        match e {
            Event::DayBegins { date } => {
                done.extend(cur.take());
                cur = Some(RecapPhase { date: Some(*date), ..Default::default() });
            }
            Event::PhaseBegins { phase, .. } => {
                // A day's own record ends where its first phase begins,
                // unless it held something (rain).
                if let Some(c) = cur.take()
                    && (c.phase.is_some() || c.rain)
                {
                    done.push(c);
                }
                cur = Some(RecapPhase { date: Some(l.date), phase: Some(*phase), ..Default::default() });
            }
            _ => {}
        }
        add(&mut score, *change);
        let Some(c) = cur.as_mut() else { continue };
        match e {
            Event::Weather { weather: Weather::Rain, .. } | Event::NoRaidsInRain => c.rain = true,
            Event::MarkerDrawn { marker: crate::edition::RaidMarker::NoRaid } => c.no_raid = true,
            Event::RaidCancelled { .. } => c.cancelled = true,
            Event::RaidPlaced { size, hex, .. } => c.raids.push((*size, *hex)),
            Event::Bombed { site, damage, total, aa, aa_points, .. } => c.bombed.push(Bombing {
                site: *site,
                damage: *damage,
                total: *total,
                aa: *aa,
                aa_points: *aa_points,
                newly: change.1 > 0,
            }),
            Event::SiteRepaired { site, .. } => c.repaired.push(*site),
            Event::PlaneReplaced { .. } => c.planes_replaced += 1,
            Event::LuftwaffeReplaces { units } => c.lw_replaced += units.len() as u32,
            _ => {}
        }
    }
    // The phase the span ends in is the one being decided now; a rain day
    // that ends the span is over already.
    if let Some(c) = cur
        && c.phase.is_none()
        && c.rain
    {
        done.push(c);
    }
    // Only phases that began in this span count: the one the choice was
    // made in is not "without a decision".
    let phases: Vec<RecapPhase> = done.into_iter().filter(|p| p.date.is_some()).collect();
    (!phases.is_empty()).then_some(Recap { phases, score })
}

// ----------------------------------------------------------------------
// Text.

impl Summary {
    /// The rule the summary belongs to (8 for combat, 10 and 11 for a raid,
    /// 4 for the calendar).
    pub fn rule(&self) -> &'static str {
        match self {
            Summary::Combat(_) => "8",
            Summary::Raid(_) => "11",
            Summary::Recap(_) => "4",
            Summary::Quiet(_) => "5.3",
        }
    }
}

