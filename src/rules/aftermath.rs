//! After the fighting: the end of a raid for the RAF (11.2, 11.3) and the
//! night (12): repair points, the Luftwaffe's replacements, sleep.

use crate::edition::WoundResult;
use crate::rules::campaign::{Campaign, FULL_AMMO};
use crate::rules::decision::Choice;
use crate::rules::events::{Event, PhaseId, RollKind, SleepKind};
use crate::rules::level::Level;
use crate::rules::state::{Phase, PilotStatus, PlaneStatus, Players};
use crate::rules::step::Step;

impl Campaign {
    /// 11: the raid is over. Survivors go back to the cup (11.4); RAF
    /// fighters return to base repaired and rearmed (11.2, 11.3); every
    /// pilot hit in the raid rolls on the wound table (11.2, R18).
    pub(crate) fn raid_end(&mut self, ev: &mut Vec<Event>) -> Step {
        self.raid_survivors_home(ev);
        ev.push(Event::RaidEnds);
        self.st.raid = None;
        self.st.combat = None;
        let base = self.ed.sites[self.st.base as usize].hex;
        for f in 0..2u8 {
            let Some(plane) = self.st.plane_of(&self.ed, f) else { continue };
            let pl = &mut self.st.planes[plane];
            if pl.status != PlaneStatus::Active {
                continue;
            }
            let moved = pl.hex != base
                || pl.level != Level::Airfield
                || pl.ammo < FULL_AMMO
                || pl.hits.iter().any(|&h| h > 0);
            pl.hex = base;
            pl.level = Level::Airfield;
            pl.ammo = FULL_AMMO;
            pl.hits = [0; 6];
            if moved {
                ev.push(Event::ReturnsToBase { fighter: f + 1 });
            }
        }
        for p in 0..self.st.pilots.len() {
            if !self.st.pilots[p].hit {
                continue;
            }
            self.st.pilots[p].hit = false;
            if self.st.pilots[p].status == PilotStatus::Killed {
                continue;
            }
            let d = self.roll(RollKind::Wound, 1, ev)[0];
            let result = self.ed.wounds[(d - 1) as usize];
            let slot = match self.st.pilots[p].status {
                PilotStatus::Flying(s) => Some(s),
                _ => None,
            };
            let mut until = None;
            match result {
                WoundResult::Shaken => self.st.pilots[p].shaken = true,
                WoundResult::Wounded { weeks } => {
                    let back = self.st.date + chrono::Days::new(7 * weeks as u64);
                    until = Some(back);
                    self.st.pilots[p].status = PilotStatus::Wounded(back);
                }
                WoundResult::CareerOver => self.st.pilots[p].status = PilotStatus::CareerOver,
                WoundResult::Killed => self.st.pilots[p].status = PilotStatus::Killed,
            }
            if result != WoundResult::Shaken {
                // The pilot leaves; his aircraft, if whole, goes to the
                // reserve box (11.2).
                self.st.pilots[p].bailed_out = None;
                if let Some(s) = slot
                    && let Some(plane) = self.ed.raf_unit(self.ed.pilots[p].aircraft, s + 1)
                    && self.st.planes[plane].status == PlaneStatus::Active
                {
                    self.st.planes[plane].status = PlaneStatus::Reserve;
                }
            }
            ev.push(Event::Wound { pilot: p as u8, result, until });
        }
        Step::PhaseEnd
    }

    /// 12: the night begins with two RAF repair points (15.1: one for each
    /// player, the section leader's spent first).
    pub(crate) fn night_start(&mut self, ev: &mut Vec<Event>) -> Step {
        self.st.phase = Phase::Night;
        self.st.base_changed = false;
        ev.push(Event::PhaseBegins { phase: PhaseId::Night, sun: None });
        self.lw_night(ev);
        self.st.repair_points = 2;
        Step::Repair
    }

    /// What a repair point can do (12.1): replace a destroyed aircraft, or
    /// remove a point of bomb damage.
    pub(crate) fn repair_options(&self) -> (Vec<u8>, Vec<u8>) {
        let planes = (0..self.st.planes.len())
            .filter(|&i| self.st.planes[i].status == PlaneStatus::Destroyed)
            .map(|i| i as u8)
            .collect();
        let sites = (0..self.st.damage.len()).filter(|&i| self.st.damage[i] > 0).map(|i| i as u8).collect();
        (planes, sites)
    }

    /// Is there anything to repair (`repair_options` not both empty)?
    pub(crate) fn any_repair_option(&self) -> bool {
        self.st.planes.iter().any(|p| p.status == PlaneStatus::Destroyed)
            || self.st.damage.iter().any(|&d| d > 0)
    }

    pub(crate) fn repair(&mut self, c: Choice, ev: &mut Vec<Event>) -> Step {
        match c {
            Choice::ReplacePlane { plane } => {
                // 12.1: to the base with its pilot if he flies it, else to
                // the reserve box.
                let p = plane as usize;
                let flown = (0..2u8).any(|f| self.st.plane_of(&self.ed, f) == Some(p));
                if flown {
                    self.ready_at_base(p);
                } else {
                    let pl = &mut self.st.planes[p];
                    pl.status = PlaneStatus::Reserve;
                    pl.hits = [0; 6];
                    pl.ammo = FULL_AMMO;
                    pl.level = Level::Airfield;
                }
                self.st.repair_points -= 1;
                ev.push(Event::PlaneReplaced { plane, to_base: flown });
            }
            Choice::RepairSite { site } => {
                let d = &mut self.st.damage[site as usize];
                *d = d.saturating_sub(1);
                let left = *d;
                self.st.repair_points -= 1;
                ev.push(Event::SiteRepaired { site, left });
            }
            // 15.1: each player has one point; the leader ending his
            // repairs gives up only his own.
            _ if self.st.setup.players == Players::TwoRaf && self.st.repair_points == 2 => {
                self.st.repair_points = 1
            }
            _ => self.st.repair_points = 0,
        }
        Step::Repair
    }

    /// 12.1, 12.2: the Luftwaffe's replacements, then sleep; the day's
    /// markers clear.
    pub(crate) fn night_end(&mut self, ev: &mut Vec<Event>) -> Step {
        self.st.repair_points = 0;
        self.luftwaffe_repairs(ev);
        let base_damaged = self.st.is_damaged(self.st.base as usize);
        for p in 0..self.st.pilots.len() {
            let pilot = &mut self.st.pilots[p];
            if matches!(pilot.status, PilotStatus::Killed | PilotStatus::CareerOver) {
                continue;
            }
            let (rest, kind) = if pilot.shaken {
                (0, SleepKind::Shaken)
            } else if base_damaged && matches!(pilot.status, PilotStatus::Flying(_)) {
                (1, SleepKind::DamagedBase)
            } else {
                (2, SleepKind::Normal)
            };
            let from = pilot.fatigue;
            pilot.fatigue = from.saturating_sub(rest);
            pilot.shaken = false;
            pilot.bailed_out = None;
            pilot.hit = false;
            if from != pilot.fatigue || kind != SleepKind::Normal {
                ev.push(Event::Sleeps { pilot: p as u8, from, to: pilot.fatigue, kind });
            }
        }
        Step::DayEnd
    }
}
