//! The Luftwaffe player (15.2): the day's secret plan (target and raid-size
//! markers, the aircraft they allow, each phase's raid), the entry hex and
//! the flight path plotted one impulse ahead that never strays from the
//! target, the markers revealed at the end of each phase and returned at
//! night, and the 7 September change to London.
//!
//! Everything here is state and decisions like the rest of the engine: the
//! plan lives in the save; which of it the RAF player may see is the app's
//! business ([`crate::rules::Event::secret`] marks what stays hidden).

use crate::edition::{RaidMarker, Weather};
use crate::rules::campaign::Campaign;
use crate::rules::events::{Event, RollKind};
use crate::rules::hex::Hex;
use crate::rules::raid::{Course, FlightStep, flight_path, flight_step};
use crate::rules::state::Phase;
use crate::rules::step::Step;

// The nouns live in rules/state/ (no cycle between the engine's data and
// its verbs); these paths are kept for the code that names them here.
pub use super::state::luftwaffe::{KEPT_FOR_LONDON, LwPlayer, MARKERS_A_DAY, PlannedRaid};

impl Campaign {
    pub fn lw(&self) -> Option<&LwPlayer> {
        self.st.lw.as_ref()
    }

    fn lw_mut(&mut self) -> &mut LwPlayer {
        self.st.lw.get_or_insert_with(LwPlayer::default)
    }

    /// After the weather (4.3): the 7 September change, then, on a clear
    /// day, the day's plan (15.2).
    pub(crate) fn lw_day_start(&mut self) -> Step {
        let blitz = self.st.date >= self.ed.calendar.blitz_from;
        match self.lw() {
            Some(lw) if blitz && !lw.blitz => Step::LwKeep,
            Some(_) if self.st.weather == Some(Weather::Clear) => Step::LwDraw,
            _ if self.st.weather == Some(Weather::Clear) => Step::PhaseStart,
            _ => Step::Night,
        }
    }

    /// The markers the German may still keep on 7 September.
    pub fn keep_options(&self) -> Vec<u8> {
        self.lw()
            .map(|l| l.targets_cup.iter().copied().filter(|s| !l.kept.contains(s)).collect())
            .unwrap_or_default()
    }

    /// 15.2 (the bombing of London): one more marker kept; with six kept the
    /// other eighteen go away and London's four come in.
    pub(crate) fn keep_target(&mut self, site: u8, ev: &mut Vec<Event>) -> Step {
        let lw = self.lw_mut();
        lw.kept.push(site);
        if lw.kept.len() < KEPT_FOR_LONDON && lw.kept.len() < lw.targets_cup.len() {
            return Step::LwKeep;
        }
        let kept = std::mem::take(&mut lw.kept);
        let put_away: Vec<u8> = lw.targets_cup.iter().copied().filter(|s| !kept.contains(s)).collect();
        let london = std::mem::take(&mut lw.targets_aside);
        lw.targets_cup = kept.clone();
        lw.targets_cup.extend(&london);
        lw.targets_aside = put_away;
        lw.blitz = true;
        ev.push(Event::TargetsKept { kept });
        ev.push(Event::LondonMarkers { london, cup: self.lw().map_or(0, |l| l.targets_cup.len() as u8) });
        self.lw_day_start()
    }

    /// 15.2: four target markers, four raid-size markers, and as many German
    /// aircraft as they allow, capped by those active in the cup.
    pub(crate) fn lw_draw(&mut self, ev: &mut Vec<Event>) -> Step {
        let mut targets = Vec::new();
        let mut sizes = Vec::new();
        for _ in 0..MARKERS_A_DAY {
            let n = self.lw().map_or(0, |l| l.targets_cup.len());
            if n > 0 {
                let i = self.draw(RollKind::TargetMarker, n, ev);
                targets.push(self.lw_mut().targets_cup.remove(i));
            }
            let n = self.lw().map_or(0, |l| l.sizes_cup.len());
            if n > 0 {
                let i = self.draw(RollKind::PlanMarker, n, ev);
                sizes.push(self.lw_mut().sizes_cup.remove(i));
            }
        }
        let extra = self.london_extra();
        let wanted: u8 = sizes
            .iter()
            .map(|&m| match self.ed.raid_markers[m as usize] {
                RaidMarker::Raiders(n) => n + extra,
                _ => 0,
            })
            .sum();
        let n = wanted.min(self.st.cup.len() as u8);
        let mut pool = Vec::with_capacity(n as usize);
        for _ in 0..n {
            let i = self.draw(RollKind::PlanRaider, self.st.cup.len(), ev);
            pool.push(self.st.cup.remove(i));
        }
        pool.sort_unstable();
        ev.push(Event::PlanDrawn {
            targets: targets.clone(),
            markers: sizes.clone(),
            units: pool.clone(),
            wanted,
        });
        let lw = self.lw_mut();
        lw.drawn_targets = targets;
        lw.drawn_sizes = sizes;
        lw.pool = pool;
        lw.plan.clear();
        Step::LwPlan
    }

    /// The raiders the London's Burning box adds to a raid now (10.4).
    pub(crate) fn london_extra(&self) -> u8 {
        let burning = self.st.london_burning(&self.ed);
        self.ed
            .london_burning
            .iter()
            .filter(|(from, _)| burning >= *from)
            .map(|r| r.1)
            .next_back()
            .unwrap_or(0)
    }

    /// The pairs of today's markers the next phase may take: each target
    /// with each kind of raid-size marker (identical markers offered once).
    pub fn plan_options(&self) -> Vec<(u8, u8)> {
        let Some(lw) = self.lw() else { return Vec::new() };
        let mut markers: Vec<u8> = Vec::new();
        for &m in &lw.drawn_sizes {
            if !markers.iter().any(|&k| self.ed.raid_markers[k as usize] == self.ed.raid_markers[m as usize])
            {
                markers.push(m);
            }
        }
        let mut targets = lw.drawn_targets.clone();
        targets.sort_unstable();
        targets.dedup();
        let all: Vec<(u8, u8)> = targets.iter().flat_map(|&t| markers.iter().map(move |&m| (t, m))).collect();
        // A target no raid can reach from the entry hexes (the map leaves
        // a few) may only take a No Raid marker, now or in a later phase:
        // the raid could not help straying. If the draw leaves no way to
        // do that, anything goes.
        let raid = |m: u8| matches!(self.ed.raid_markers[m as usize], RaidMarker::Raiders(_));
        let lost: Vec<u8> =
            targets.iter().copied().filter(|&t| self.entries_reaching(t).is_empty()).collect();
        let lost_left = lw.drawn_targets.iter().filter(|t| lost.contains(t)).count();
        let no_raids_left = lw.drawn_sizes.iter().filter(|&&m| !raid(m)).count();
        let fits: Vec<(u8, u8)> = all
            .iter()
            .copied()
            .filter(|&(t, m)| {
                let lost_after = lost_left - usize::from(lost.contains(&t));
                let no_raids_after = no_raids_left - usize::from(!raid(m));
                (!raid(m) || !lost.contains(&t)) && lost_after <= no_raids_after
            })
            .collect();
        if fits.is_empty() { all } else { fits }
    }

    /// 15.2: the next phase's raid is its target and size markers; a raid
    /// the aircraft left cannot fill is cancelled.
    pub(crate) fn plan_raid(&mut self, target: u8, marker: u8, ev: &mut Vec<Event>) -> Step {
        let extra = self.london_extra();
        let size = match self.ed.raid_markers[marker as usize] {
            RaidMarker::Raiders(n) => n + extra,
            _ => 0,
        };
        let lw = self.lw_mut();
        remove_one(&mut lw.drawn_targets, target);
        remove_one(&mut lw.drawn_sizes, marker);
        let phase = lw.plan.len() as u8;
        let have = lw.pool.len() as u8;
        let cancelled = size > have;
        lw.plan.push(PlannedRaid { target, marker, size, aircraft: Vec::new(), cancelled, flown: false });
        ev.push(Event::RaidPlanned { phase, target, marker, size });
        if cancelled {
            ev.push(Event::PlanCancelled { phase, size, have });
        }
        self.lw_compose_next(ev)
    }

    /// 15.2: one more aircraft for the raid being composed.
    pub(crate) fn assign(&mut self, id: u8, ev: &mut Vec<Event>) -> Step {
        let lw = self.lw_mut();
        lw.pool.retain(|&x| x != id);
        let phase = lw.plan.len().saturating_sub(1) as u8;
        if let Some(p) = lw.plan.last_mut() {
            p.aircraft.push(id);
        }
        ev.push(Event::Assigned { phase, id });
        self.lw_compose_next(ev)
    }

    /// Where the planning goes next: the raid being composed (filled at once
    /// when the pool leaves no choice), the next phase, or the day begins
    /// and the unused aircraft go back to the cup.
    fn lw_compose_next(&mut self, ev: &mut Vec<Event>) -> Step {
        let phases = self.ed.phases.len();
        let lw = self.lw_mut();
        if let Some(p) = lw.plan.last_mut().filter(|p| !p.full()) {
            let need = (p.size as usize).saturating_sub(p.aircraft.len());
            if need < lw.pool.len() {
                return Step::LwCompose;
            }
            // No choice left: the whole pool goes.
            let phase = (lw.plan.len() - 1) as u8;
            let all = std::mem::take(&mut lw.pool);
            if let Some(p) = lw.plan.last_mut() {
                p.aircraft.extend(&all);
            }
            for id in all {
                ev.push(Event::Assigned { phase, id });
            }
        }
        let lw = self.lw_mut();
        if lw.plan.len() < phases && !lw.drawn_targets.is_empty() && !lw.drawn_sizes.is_empty() {
            return Step::LwPlan;
        }
        let unused = std::mem::take(&mut lw.pool);
        if !unused.is_empty() {
            self.st.cup.extend(&unused);
            ev.push(Event::UnusedBack { units: unused });
        }
        Step::PhaseStart
    }

    /// The plan for this daylight phase, if any.
    pub fn planned_now(&self) -> Option<&PlannedRaid> {
        let Phase::Daylight(p) = self.st.phase else { return None };
        self.lw()?.plan.get(p as usize)
    }

    /// 5.3 in 15.2: this phase's raid is the planned one.
    pub(crate) fn lw_raid_draw(&mut self, ev: &mut Vec<Event>) -> Step {
        match self.planned_now() {
            Some(p) if p.size > 0 && !p.cancelled && !p.flown => Step::LwEntry,
            _ => {
                self.land_patrols(ev);
                Step::PhaseEnd
            }
        }
    }

    /// The entry hexes (1-6) and first plotted paths (1-6) that keep the
    /// planned target within reach (15.2). When no pair can reach it, every
    /// pair is allowed (the raid cannot help straying).
    pub fn entry_options(&self) -> Vec<(u8, u8)> {
        let Some(target) = self.planned_now().map(|p| p.target) else { return Vec::new() };
        let ok = self.entries_reaching(target);
        if ok.is_empty() { (1..=6).flat_map(|e| (1..=6).map(move |p| (e, p))).collect() } else { ok }
    }

    /// The (entry hex, first path) pairs from which a raid can reach `target`.
    pub fn entries_reaching(&self, target: u8) -> Vec<(u8, u8)> {
        let goal = self.ed.sites[target as usize].hex;
        let mut ok = Vec::new();
        for e in 1..=6u8 {
            let hex = self.ed.map.entry_hexes[(e - 1) as usize];
            for p in 1..=6u8 {
                if self.path_keeps(hex, p, 3, goal) {
                    ok.push((e, p));
                }
            }
        }
        ok
    }

    /// 15.2: the raid enters at the chosen hex with its planned aircraft;
    /// the first move is plotted face down.
    pub(crate) fn lw_enter(&mut self, entry: u8, path: u8, ev: &mut Vec<Event>) -> Step {
        let Phase::Daylight(p) = self.st.phase else { return Step::PhaseEnd };
        let extra = self.london_extra();
        let lw = self.lw_mut();
        let Some(plan) = lw.plan.get_mut(p as usize) else { return Step::PhaseEnd };
        plan.flown = true;
        let ids = std::mem::take(&mut plan.aircraft);
        let target = plan.target;
        lw.plotted = Some(path);
        ev.push(Event::PathPlotted { path });
        let extra = extra.min(ids.len() as u8);
        self.place_raid(entry, &ids, extra, Some(target), ev)
    }

    /// The paths (1-6) the German may plot for the raid's next move: those
    /// after which the target can still be reached, once the move already
    /// plotted has been flown (15.2). Homeward, or at the target, any path.
    pub fn plot_options(&self) -> Vec<u8> {
        let all: Vec<u8> = (1..=6).collect();
        let Some(raid) = self.st.raid.as_ref() else { return all };
        let Some(goal_site) = raid.planned.filter(|_| raid.course == Course::Outbound && !raid.bombed) else {
            return all;
        };
        // Fly the plotted move on a copy to see where it ends.
        let mut copy = self.scratch_copy();
        let now = copy.st.lw.as_mut().and_then(|l| l.plotted.take());
        let mut ev = Vec::new();
        copy.raid_move(now, &mut ev);
        let Some(after) = copy.st.raid.as_ref() else { return all };
        if after.target.is_some() || after.course != Course::Outbound || after.exited {
            return all;
        }
        let goal = self.ed.sites[goal_site as usize].hex;
        let speed = copy.raid_speed();
        let ok: Vec<u8> = (1..=6).filter(|&p| self.path_keeps(after.hex, p, speed, goal)).collect();
        if ok.is_empty() { all } else { ok }
    }

    /// Does flight path `path` from `from` enter `goal`, or end where
    /// `goal` can still be reached (6.4, outbound)?
    fn path_keeps(&self, from: Hex, path: u8, speed: u8, goal: Hex) -> bool {
        match self.fly_to(from, path, speed, goal) {
            Flown::Reaches => true,
            Flown::Ends(h) => self.reachable(h, speed, goal),
            Flown::Lost => false,
        }
    }

    /// The hexes a path takes an outbound raid through, ignoring fighters
    /// and balloons: it reaches the goal, ends somewhere, or gets to row O
    /// (where it would turn for London).
    fn fly_to(&self, from: Hex, path: u8, speed: u8, goal: Hex) -> Flown {
        let mut here = from;
        for &d in flight_path(&self.ed, speed, path).iter().take(speed as usize) {
            match flight_step(&self.ed, here, Course::Outbound, Some(d), &[]) {
                FlightStep::To(_, next) => here = next,
                FlightStep::TurnForLondon => return Flown::Lost,
                FlightStep::Exits | FlightStep::Stops => break,
            }
            if here == goal {
                return Flown::Reaches;
            }
        }
        match flight_step(&self.ed, here, Course::Outbound, None, &[]) {
            FlightStep::TurnForLondon => Flown::Lost,
            _ => Flown::Ends(here),
        }
    }

    /// Can a raid at `from` reach `goal` with some run of flight paths?
    fn reachable(&self, from: Hex, speed: u8, goal: Hex) -> bool {
        let mut seen = [false; 225];
        let mut stack = vec![from];
        seen[from.index()] = true;
        while let Some(h) = stack.pop() {
            for p in 1..=6 {
                match self.fly_to(h, p, speed, goal) {
                    Flown::Reaches => return true,
                    Flown::Ends(n) if !seen[n.index()] => {
                        seen[n.index()] = true;
                        stack.push(n);
                    }
                    _ => {}
                }
            }
        }
        false
    }

    /// 15.2: the next move is plotted; the one plotted before is revealed
    /// and flown.
    pub(crate) fn plot(&mut self, path: u8, ev: &mut Vec<Event>) {
        let now = self.lw_mut().plotted.replace(path);
        ev.push(Event::PathPlotted { path });
        if let Some(p) = now {
            ev.push(Event::PathRevealed { path: p });
        }
        self.raid_move(now, ev);
    }

    /// Should the Luftwaffe movement wait for the German to plot?
    pub(crate) fn needs_plot(&self) -> bool {
        self.lw().is_some()
            && self.st.raid.as_ref().is_some_and(|r| {
                !r.exited && r.with_raid().next().is_some() && !matches!(r.course, Course::London { .. })
            })
    }

    /// 15.2: at the end of each daylight phase the German shows its two
    /// markers, raid or not.
    pub(crate) fn lw_phase_end(&mut self, ev: &mut Vec<Event>) {
        let Phase::Daylight(p) = self.st.phase else { return };
        if let Some(plan) = self.lw().and_then(|l| l.plan.get(p as usize)) {
            let marker = self.ed.raid_markers[plan.marker as usize];
            let cancelled = plan.cancelled;
            ev.push(Event::MarkersRevealed { phase: p, target: plan.target, marker, cancelled });
        }
        if let Some(lw) = self.st.lw.as_mut() {
            lw.plotted = None;
        }
    }

    /// 15.2, night: the day's markers go back to their cups.
    pub(crate) fn lw_night(&mut self, ev: &mut Vec<Event>) {
        let Some(lw) = self.st.lw.as_mut() else { return };
        if lw.plan.is_empty() && lw.drawn_targets.is_empty() && lw.drawn_sizes.is_empty() {
            return;
        }
        let mut targets: Vec<u8> = lw.plan.iter().map(|p| p.target).collect();
        targets.append(&mut lw.drawn_targets);
        let mut sizes: Vec<u8> = lw.plan.iter().map(|p| p.marker).collect();
        sizes.append(&mut lw.drawn_sizes);
        // Aircraft of raids never flown (a rain-free day always flies its
        // raids; this only guards the count) go back to the cup.
        let held: Vec<u8> = lw.holds().copied().collect();
        lw.plan.clear();
        lw.pool.clear();
        lw.targets_cup.extend(&targets);
        lw.sizes_cup.extend(&sizes);
        lw.targets_cup.sort_unstable();
        lw.sizes_cup.sort_unstable();
        self.st.cup.extend(&held);
        ev.push(Event::MarkersBack { targets: targets.len() as u8, markers: sizes.len() as u8 });
    }
}

/// Takes one copy of `x` out of `v`.
fn remove_one(v: &mut Vec<u8>, x: u8) {
    if let Some(i) = v.iter().position(|&y| y == x) {
        v.remove(i);
    }
}

enum Flown {
    Reaches,
    Ends(Hex),
    Lost,
}
