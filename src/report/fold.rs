//! The log folded once: the running facts the records ([`super::build`]),
//! the summaries ([`super::summary::Summaries`]) and the journal
//! ([`super::journal::build`]) all read, kept in one small state machine fed
//! one event at a time (so the app's summaries stay incremental): who flies
//! each fighter, a fighter just destroyed on its airfield, every target's
//! damage and the running score.

use crate::edition::Edition;
use crate::rules::events::{Event, PilotPlace};

/// The running facts of the log up to the last event read.
#[derive(Clone, Debug, Default)]
pub struct Fold {
    /// The pilot of fighter #1 and #2 (3.3, 11.5).
    flying: [Option<u8>; 2],
    /// A fighter just destroyed on its airfield (10.4), before its loss:
    /// (fighter, site).
    ground: Option<(u8, u8)>,
    /// Every target's damage (10.3, 12.1).
    pub damage: Vec<u8>,
    /// The score so far: RAF, Luftwaffe (13).
    pub score: (i32, i32),
}

/// What the fold makes of the event it just read.
#[derive(Copy, Clone, Debug, Default)]
pub struct Step {
    /// The score change (13): a victory for the RAF; an RAF aircraft lost,
    /// or a target newly damaged, for the Luftwaffe (a repair that clears a
    /// target takes its points back).
    pub score: (i32, i32),
    /// For an RAF loss: the airfield its fighter was destroyed on by
    /// bombs (10.4), not in the air.
    pub on_ground: Option<u8>,
}

impl Fold {
    /// The facts before the first event: no pilot placed, every target
    /// undamaged.
    pub fn new(ed: &Edition) -> Fold {
        Fold { damage: vec![0; ed.sites.len()], ..Default::default() }
    }

    /// The pilot flying fighter #`fighter` (1 or 2).
    pub fn pilot_of(&self, fighter: u8) -> Option<u8> {
        self.flying.get((fighter as usize).wrapping_sub(1)).copied().flatten()
    }

    /// Reads the next event of the log.
    pub fn step(&mut self, e: &Event, ed: &Edition) -> Step {
        let mut step = Step::default();
        match e {
            Event::PilotPlaced { pilot, place: PilotPlace::Fighter(f) } => {
                if let Some(slot) = self.flying.get_mut((*f as usize).wrapping_sub(1)) {
                    *slot = Some(*pilot);
                }
            }
            Event::DestroyedOnGround { fighter, site } => self.ground = Some((*fighter, *site)),
            Event::Victory { .. } => step.score = (1, 0),
            Event::RafLoss { fighter } => {
                step.score = (0, 1);
                step.on_ground = self.ground.take().filter(|g| g.0 == *fighter).map(|g| g.1);
            }
            Event::Bombed { site, total, .. } => {
                let was = self.set_damage(*site, *total);
                if was == 0 && *total > 0 {
                    step.score = (0, points(ed, *site));
                }
            }
            Event::SiteRepaired { site, left } => {
                let was = self.set_damage(*site, *left);
                if was > 0 && *left == 0 {
                    step.score = (0, -points(ed, *site));
                }
            }
            _ => {}
        }
        self.score.0 += step.score.0;
        self.score.1 += step.score.1;
        step
    }

    /// Sets a target's damage; returns what it was.
    fn set_damage(&mut self, site: u8, to: u8) -> u8 {
        self.damage.get_mut(site as usize).map_or(0, |d| std::mem::replace(d, to))
    }
}

/// Luftwaffe points for a target damaged (13.3).
fn points(ed: &Edition, site: u8) -> i32 {
    ed.sites.get(site as usize).map_or(0, |s| crate::rules::score::damaged_worth(s.kind) as i32)
}
