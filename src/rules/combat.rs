//! Air combat in the altitude box (7.3-7.5, 8, 9, 14.1, 14.3): placement,
//! rounds and segments, withdrawals, target selection, action checks,
//! bursts, hits and damage, return fire and crossfire, head-on attacks, the
//! end-of-combat roll, and what becomes of the aircraft and pilots (9.5).
//! The RAF segment asks the player; the Luftwaffe segment plays itself.

use crate::edition::{AircraftType, Guns, PositionKind, Role, Terrain};
use crate::rules::campaign::Campaign;
use crate::rules::damage;
use crate::rules::events::{Event, RollKind};
use crate::rules::hex::Hex;
use crate::rules::level::Level;
use crate::rules::raid::{Gone, reaches_france};
use crate::rules::state::{PilotStatus, PlaneStatus};
use crate::rules::step::Step;

// The nouns live in rules/state/ (no cycle between the engine's data and
// its verbs); these paths are kept for the code that names them here.
use super::state::combat::{Downed, Mods};
pub use super::state::combat::{
    BoxPos, CheckSide, Combat, Craft, LandingOption, Modifier, Odds, PendingBursts, Pick, WithdrawReason,
};

impl Campaign {
    fn combat(&self) -> &Combat {
        self.st.combat.as_ref().expect("a combat is being fought")
    }

    fn combat_mut(&mut self) -> &mut Combat {
        self.st.combat.as_mut().expect("a combat is being fought")
    }

    /// German aircraft still with the raid, in ID order.
    pub fn germans_in_box(&self) -> Vec<u8> {
        let mut ids: Vec<u8> =
            self.st.raid.as_ref().map(|r| r.with_raid().map(|x| x.id).collect()).unwrap_or_default();
        ids.sort_unstable();
        ids
    }

    fn german_level(&self, id: u8) -> Level {
        self.st.raid.as_ref().and_then(|r| r.raider(id)).map(|r| r.level).unwrap_or(Level::Ground)
    }

    fn raf_level(&self, slot: u8) -> Level {
        self.st.plane_of(&self.ed, slot).map(|p| self.st.planes[p].level).unwrap_or(Level::Ground)
    }

    /// Is this German a fighter now (8.3, 8.7)?
    pub fn is_fighter(&self, id: u8) -> bool {
        self.st.raid.as_ref().and_then(|r| r.raider(id)).is_some_and(|r| !self.is_bomber(r))
    }

    /// The RAF fighter's printed action: the ace side after five victories
    /// (13.1).
    pub fn raf_action(&self, slot: u8) -> i8 {
        let Some(p) = self.st.pilot_in(slot) else { return 0 };
        let ty = &self.ed.raf_types[self.ed.pilots[p].aircraft];
        if self.is_ace(p) { ty.ace_action.unwrap_or(ty.action) } else { ty.action }
    }

    /// Is this pilot an ace (13.1)?
    pub fn is_ace(&self, pilot: usize) -> bool {
        crate::rules::score::is_ace(
            self.ed.pilots[pilot].prior_victories as u32 + self.st.pilots[pilot].victories as u32,
        )
    }

    fn raf_type(&self, slot: u8) -> &AircraftType {
        let p = self.st.pilot_in(slot).unwrap_or(0);
        &self.ed.raf_types[self.ed.pilots[p].aircraft]
    }

    // ------------------------------------------------------------------
    // Starting a combat (7.2, 7.3, R8, R9).

    /// An interception: identification, the RAF fighters in the raid hex go
    /// into the altitude box. `raf_first` when the RAF intercepted.
    pub(crate) fn start_combat(&mut self, raf_first: bool, then: Step, ev: &mut Vec<Event>) -> Step {
        self.identify(ev);
        let Some(raid) = self.st.raid.as_ref() else { return then };
        let hex = raid.hex;
        let raid_facing = raid.facing;
        let fighters = self.fighters_to_intercept(hex);
        if fighters.is_empty() || raid.with_raid().next().is_none() {
            return then;
        }
        let intercepting = raid.intercepting;
        let sun = self.sun();
        let germans = self.germans_in_box();
        let mut to_place = Vec::new();
        let mut german_pos = Vec::new();
        for &f in &fighters {
            if let Some(r) = self.st.raid.as_mut() {
                r.intercepted[f as usize] = true;
            }
        }
        if raf_first {
            // R9: RAF interceptors that entered from the sun one level above
            // an enemy, or facing the raid with an enemy within one level.
            for &f in &fighters {
                if !intercepting[f as usize] {
                    continue;
                }
                let Some(plane) = self.st.plane_of(&self.ed, f) else { continue };
                let pl = &self.st.planes[plane];
                let above = germans.iter().any(|&g| pl.level.index() == self.german_level(g).index() + 1);
                let near = germans.iter().any(|&g| pl.level.gap(self.german_level(g)) <= 1);
                let sun_ok = sun.is_some_and(|s| pl.facing == s.reverse()) && above;
                let head_ok = pl.facing == raid_facing.reverse() && near;
                if sun_ok || head_ok {
                    to_place.push((f, sun_ok, head_ok));
                }
            }
        } else {
            // The raid intercepted: its fighters may take the boxes (R9); the
            // system takes every box it qualifies for.
            let from_sun = sun.is_some_and(|s| raid_facing == s.reverse());
            for &g in &germans {
                if !self.is_fighter(g) {
                    continue;
                }
                let lvl = self.german_level(g);
                let mut sun_ok = false;
                let mut head_ok = false;
                for &f in &fighters {
                    let Some(plane) = self.st.plane_of(&self.ed, f) else { continue };
                    let pl = &self.st.planes[plane];
                    sun_ok |= from_sun && lvl.index() == pl.level.index() + 1;
                    head_ok |= raid_facing == pl.facing.reverse() && lvl.gap(pl.level) <= 1;
                }
                let pos = match (sun_ok, head_ok) {
                    (s, true) => BoxPos::HeadOn { sun: s },
                    (true, false) => BoxPos::OutOfSun,
                    _ => continue,
                };
                german_pos.push((g, pos));
                ev.push(Event::BoxTaken { craft: Craft::German(g), pos });
            }
        }
        ev.push(Event::CombatBegins { hex, raf_first, fighters: fighters.iter().map(|f| f + 1).collect() });
        self.st.combat =
            Some(Combat { german_pos, to_place, ..Combat::new(hex, raf_first, &fighters, then) });
        Step::Placement
    }

    /// The player places an interceptor (7.3): `pos` must be one it
    /// qualifies for.
    pub(crate) fn place(&mut self, slot: u8, pos: BoxPos, ev: &mut Vec<Event>) {
        let c = self.combat_mut();
        c.to_place.retain(|(f, _, _)| *f != slot);
        if let Some(x) = c.raf.iter_mut().find(|(f, _)| *f == slot) {
            x.1 = pos;
        }
        if pos != BoxPos::Normal {
            ev.push(Event::BoxTaken { craft: Craft::Raf(slot), pos });
        }
    }

    pub(crate) fn round_start(&mut self, ev: &mut Vec<Event>) -> Step {
        let round = self.combat().round;
        ev.push(Event::RoundBegins { round });
        Step::SegmentStart
    }

    pub(crate) fn segment_start(&mut self, ev: &mut Vec<Event>) -> Step {
        if self.combat_over() {
            return self.end_combat(ev);
        }
        let c = self.combat_mut();
        c.picks = [None, None];
        c.order.clear();
        c.next_attack = 0;
        c.crossfired.clear();
        c.crossfire_at = None;
        c.lw_orders.clear();
        if c.raf_segment() {
            self.raf_forced_withdrawals(ev);
            let first = self.first_fighter();
            let c = self.combat_mut();
            c.after_landing = Step::RafPick(first);
            Step::Landing
        } else {
            self.luftwaffe_segment(ev)
        }
    }

    /// Nothing left to fight: no RAF fighter or no German in the box.
    fn combat_over(&self) -> bool {
        self.combat().raf.is_empty() || self.germans_in_box().is_empty()
    }

    pub(crate) fn segment_end(&mut self, _ev: &mut Vec<Event>) -> Step {
        let c = self.combat_mut();
        c.segment += 1;
        if c.segment >= 2 { Step::RoundEnd } else { Step::SegmentStart }
    }

    /// 8.1: at the end of each round a d6; at or under the round number the
    /// combat ends; it always ends after the fourth.
    pub(crate) fn round_end(&mut self, ev: &mut Vec<Event>) -> Step {
        if self.combat_over() {
            return self.end_combat(ev);
        }
        let round = self.combat().round;
        let ends = if round >= 4 {
            true
        } else {
            let d = self.roll(RollKind::CombatEnd, 1, ev)[0];
            d <= round
        };
        ev.push(Event::RoundEnds { round, ends });
        if ends {
            return self.end_combat(ev);
        }
        let c = self.combat_mut();
        c.round += 1;
        c.segment = 0;
        Step::RoundStart
    }

    /// 8.1, R14: the combat is over; RAF fighters still in the box land.
    /// 9.1: a German with an engine hit leaves the fight too, for France:
    /// it makes it or crashes (rules revision 2; before, it stayed with the
    /// raid and went home safely when the combat ended before its segment).
    fn end_combat(&mut self, ev: &mut Vec<Event>) -> Step {
        if self.st.setup.revision >= 2 {
            let hex = self.combat().hex;
            for id in self.germans_in_box() {
                self.engine_damaged_leaves(id, hex, ev);
            }
        }
        let slots: Vec<u8> = self.combat().raf.iter().map(|x| x.0).collect();
        for slot in slots {
            self.withdraw_raf(slot, WithdrawReason::CombatOver, ev);
        }
        let c = self.combat_mut();
        c.after_landing = Step::CombatEnd;
        Step::Landing
    }

    pub(crate) fn combat_end(&mut self, ev: &mut Vec<Event>) -> Step {
        let then = self.combat().then;
        self.st.combat = None;
        ev.push(Event::CombatEnds);
        if !self.raid_has_bombers() {
            self.fighters_dominate(ev);
        }
        then
    }

    // ------------------------------------------------------------------
    // The RAF segment.

    /// 8.2: at the start of the RAF segment a fighter must withdraw if its
    /// pilot is hit, it is out of ammunition, the nearest German is two or
    /// more levels away, or its engine is hit.
    fn raf_forced_withdrawals(&mut self, ev: &mut Vec<Event>) {
        let slots: Vec<u8> = self.combat().raf.iter().map(|x| x.0).collect();
        let germans = self.germans_in_box();
        for slot in slots {
            let Some(plane) = self.st.plane_of(&self.ed, slot) else { continue };
            let ty = self.raf_type(slot).clone();
            let pl = &self.st.planes[plane];
            let nearest =
                germans.iter().map(|&g| pl.level.gap(self.german_level(g))).min().unwrap_or(u8::MAX);
            let reason = if damage::engine_hit(&ty, &pl.hits) {
                Some(WithdrawReason::EngineDamaged)
            } else if damage::pilot_hit(&ty, &pl.hits) {
                Some(WithdrawReason::PilotHit)
            } else if pl.ammo == 0 {
                Some(WithdrawReason::OutOfAmmo)
            } else if nearest >= 2 {
                Some(WithdrawReason::LostContact)
            } else {
                None
            };
            if let Some(r) = reason {
                self.withdraw_raf(slot, r, ev);
            }
        }
    }

    /// Takes an RAF fighter out of the box; it will choose where it lands.
    fn withdraw_raf(&mut self, slot: u8, reason: WithdrawReason, ev: &mut Vec<Event>) {
        let forced = self
            .st
            .plane_of(&self.ed, slot)
            .is_some_and(|p| damage::engine_hit(self.raf_type(slot), &self.st.planes[p].hits));
        let c = self.combat_mut();
        c.raf.retain(|(s, _)| *s != slot);
        c.to_land.push((slot, forced));
        ev.push(Event::Withdraws { craft: Craft::Raf(slot), reason });
    }

    /// Where fighter `slot` can come down (8.2, 9.1): its base or any
    /// undamaged airfield; with an engine hit, only within its range (R6),
    /// else a crash landing in any hex in range.
    pub fn landing_options(&self, slot: u8, forced: bool) -> Vec<LandingOption> {
        let Some(plane) = self.st.plane_of(&self.ed, slot) else { return Vec::new() };
        let from = self.st.combat.as_ref().map(|c| c.hex).unwrap_or(self.st.planes[plane].hex);
        let range = if forced { self.st.planes[plane].level.above_ground() as u32 + 1 } else { u32::MAX };
        let base = self.st.base as usize;
        let mut out: Vec<LandingOption> = self
            .ed
            .sites
            .iter()
            .enumerate()
            .filter(|(i, s)| s.kind.is_airfield() && (*i == base || self.st.damage[*i] == 0))
            .map(|(i, s)| LandingOption {
                hex: s.hex,
                site: Some(i as u8),
                crash: false,
                distance: from.distance(s.hex),
            })
            .filter(|o| o.distance <= range)
            .collect();
        // The base first, then nearest first.
        out.sort_by_key(|o| (o.site != Some(base as u8), o.distance, o.hex));
        if out.is_empty() && forced {
            out = self
                .ed
                .map
                .grid
                .hexes()
                .filter(|h| from.distance(*h) <= range)
                .map(|h| LandingOption {
                    hex: h,
                    site: self.ed.site_at(h).map(|s| s as u8),
                    crash: true,
                    distance: from.distance(h),
                })
                .collect();
            // Land first, then nearest.
            out.sort_by_key(|o| (self.ed.terrain(o.hex) != Terrain::Land, o.distance, o.hex));
        }
        out
    }

    /// The fighter comes down where the player chose (6.3, 9.1).
    pub(crate) fn land(&mut self, slot: u8, opt: &LandingOption, ev: &mut Vec<Event>) {
        self.combat_mut().to_land.retain(|(s, _)| *s != slot);
        let Some(plane) = self.st.plane_of(&self.ed, slot) else { return };
        let Some(pilot) = self.st.pilot_in(slot) else { return };
        if let Some(r) = self.st.raid.as_mut() {
            r.landed[slot as usize] = true;
        }
        if opt.crash {
            ev.push(Event::CrashLands { fighter: slot + 1, hex: opt.hex });
            self.raf_destroyed(slot, pilot, plane, opt.hex, Downed::Survival, ev);
            return;
        }
        let pl = &mut self.st.planes[plane];
        pl.hex = opt.hex;
        pl.level = Level::Airfield;
        ev.push(Event::Lands { fighter: slot + 1, site: opt.site.unwrap_or(0) });
    }

    /// The targets fighter `slot` may select (8.41): Germans within one level.
    pub fn raf_targets(&self, slot: u8) -> Vec<u8> {
        let lvl = self.raf_level(slot);
        self.germans_in_box().into_iter().filter(|&g| self.german_level(g).gap(lvl) <= 1).collect()
    }

    /// The exact odds of fighter `slot` attacking German `target` now.
    pub fn raf_odds(&self, slot: u8, target: u8) -> Odds {
        let from = self.raf_level(slot);
        let selected = self.current_selections(Some((slot, target)));
        let (att, tgt) = self.check_mods(Craft::Raf(slot), from, Craft::German(target), &selected);
        let ammo = self.st.plane_of(&self.ed, slot).map(|p| self.st.planes[p].ammo).unwrap_or(0);
        let sum = |v: &[(Modifier, i8)]| v.iter().map(|m| m.1 as i32).sum::<i32>();
        let a = self.raf_action(slot) as i32 + sum(&att);
        let t = self.ed.german_type(target).action as i32 + sum(&tgt);
        Odds::compute(a, t, ammo)
    }

    /// Selected targets this segment (plus a hypothetical one).
    fn current_selections(&self, extra: Option<(u8, u8)>) -> smallvec::SmallVec<[u8; 4]> {
        let c = self.combat();
        let mut v: smallvec::SmallVec<[u8; 4]> = c
            .picks
            .iter()
            .flatten()
            .filter_map(|p| if let Pick::Attack { target, .. } = p { Some(*target) } else { None })
            .collect();
        v.extend(extra.map(|x| x.1));
        v
    }

    /// The modifiers of an action check (8.42), the attacker's and the
    /// target's; `a_from` is the attacker's level before it dove or climbed.
    fn check_mods(&self, attacker: Craft, a_from: Level, target: Craft, selected: &[u8]) -> (Mods, Mods) {
        let round = self.combat().round;
        let a_pos = match attacker {
            Craft::Raf(s) => self.combat().pos(s),
            Craft::German(g) => self.combat().german_box(g),
        };
        let t_lvl = self.level_of(target);
        let mut att = Mods::new();
        let mut tgt = Mods::new();
        if t_lvl < a_from {
            if a_pos.sun() && round == 1 {
                att.push((Modifier::OutOfSun, 2));
            } else {
                att.push((Modifier::Dive, 1));
            }
        } else if t_lvl > a_from {
            att.push((Modifier::Climb, -2));
        }
        self.own_mods(attacker, &mut att);
        self.own_mods(target, &mut tgt);
        // R11: unattacked friendly fighters at the target's level.
        let unattacked = match target {
            Craft::German(g) => self
                .st
                .raid
                .as_ref()
                .map(|r| {
                    r.with_raid()
                        .map(|x| x.id)
                        .filter(|&o| {
                            o != g
                                && self.is_fighter(o)
                                && self.german_level(o) == t_lvl
                                && !selected.contains(&o)
                        })
                        .count()
                })
                .unwrap_or(0),
            Craft::Raf(s) => {
                let c = self.combat();
                c.raf
                    .iter()
                    .filter(|(o, _)| *o != s && self.raf_level(*o) == t_lvl && !selected.contains(o))
                    .count()
            }
        };
        if unattacked > 0 {
            tgt.push((Modifier::Unattacked, unattacked as i8));
        }
        (att, tgt)
    }

    fn level_of(&self, c: Craft) -> Level {
        match c {
            Craft::Raf(s) => self.raf_level(s),
            Craft::German(g) => self.german_level(g),
        }
    }

    fn printed_action(&self, c: Craft) -> i8 {
        match c {
            Craft::Raf(s) => self.raf_action(s),
            Craft::German(g) => self.ed.german_type(g).action,
        }
    }

    /// The modifiers an aircraft carries in any check: tired pilot, hits,
    /// empty bomb bay.
    fn own_mods(&self, c: Craft, out: &mut Mods) {
        match c {
            Craft::Raf(s) => {
                if self.st.pilot_in(s).is_some_and(|p| self.st.pilots[p].tired()) {
                    out.push((Modifier::Tired, -1));
                }
                if let Some(p) = self.st.plane_of(&self.ed, s) {
                    let pen = damage::action_penalty(self.raf_type(s), &self.st.planes[p].hits);
                    if pen > 0 {
                        out.push((Modifier::Hits, -(pen as i8)));
                    }
                }
            }
            Craft::German(g) => {
                let Some(r) = self.st.raid.as_ref().and_then(|r| r.raider(g)) else { return };
                let ty = self.ed.german_type(g);
                let pen = damage::action_penalty(ty, &r.hits);
                if pen > 0 {
                    out.push((Modifier::Hits, -(pen as i8)));
                }
                if r.bombs_gone && ty.role != Role::Fighter {
                    out.push((Modifier::EmptyBombBay, 1));
                }
            }
        }
    }

    /// Rolls an action check (8.42).
    fn action_check(
        &mut self,
        attacker: Craft,
        a_from: Level,
        target: Craft,
        selected: &[u8],
        ev: &mut Vec<Event>,
    ) -> i32 {
        let (att_mods, tgt_mods) = self.check_mods(attacker, a_from, target, selected);
        let a_action = self.printed_action(attacker);
        let t_action = self.printed_action(target);
        let ad = self.roll(RollKind::ActionAttacker, 1, ev)[0];
        let td = self.roll(RollKind::ActionTarget, 1, ev)[0];
        let a = CheckSide::new(attacker, a_action, att_mods.into_vec(), ad);
        let t = CheckSide::new(target, t_action, tgt_mods.into_vec(), td);
        let margin = a.total - t.total;
        ev.push(Event::ActionCheck { attacker: a, target: t, margin });
        margin
    }

    /// The RAF fighters' choices, fighter by fighter (8.2-8.4).
    pub(crate) fn raf_pick(&mut self, slot: u8, pick: Option<Pick>, ev: &mut Vec<Event>) -> Step {
        match pick {
            None => {
                self.withdraw_raf(slot, WithdrawReason::Voluntary, ev);
                let next = self.next_fighter(slot);
                let c = self.combat_mut();
                c.after_landing = Step::RafPick(next);
                Step::Landing
            }
            Some(p) => {
                self.combat_mut().picks[slot as usize] = Some(p);
                match p {
                    Pick::Pass => ev.push(Event::Passes { craft: Craft::Raf(slot) }),
                    Pick::Attack { target: t, from } => {
                        // 8.41: diving or climbing to the target's level.
                        let to = self.german_level(t);
                        if let Some(plane) = self.st.plane_of(&self.ed, slot) {
                            self.st.planes[plane].level = to;
                        }
                        let head_on = self.combat().pos(slot).head_on();
                        ev.push(Event::Selects {
                            attacker: Craft::Raf(slot),
                            target: Craft::German(t),
                            from,
                            to,
                            head_on,
                        });
                    }
                }
                Step::RafPick(self.next_fighter(slot))
            }
        }
    }

    /// Both fighters on one target choose who goes first (8.42).
    pub fn same_target(&self) -> Option<u8> {
        let c = self.combat();
        match c.picks {
            [Some(Pick::Attack { target: a, .. }), Some(Pick::Attack { target: b, .. })] if a == b => Some(a),
            _ => None,
        }
    }

    pub(crate) fn order_attacks(&mut self, first: Option<u8>) {
        let c = self.combat_mut();
        let mut order: Vec<u8> =
            (0..2u8).filter(|&s| matches!(c.picks[s as usize], Some(Pick::Attack { .. }))).collect();
        if let Some(f) = first {
            order.sort_by_key(|&s| s != f);
        }
        c.order = order;
        c.next_attack = 0;
    }

    /// Resolves the next RAF attack; stops when the player must declare
    /// bursts.
    pub(crate) fn raf_attack(&mut self, ev: &mut Vec<Event>) -> Step {
        if self.crossfire_choice().is_some() && self.combat().crossfire_at.is_none() {
            return Step::LwCrossfire;
        }
        loop {
            let c = self.combat();
            let Some(&slot) = c.order.get(c.next_attack as usize) else { return Step::SegmentEnd };
            self.combat_mut().next_attack += 1;
            let Some(Pick::Attack { target, from }) = self.combat().picks[slot as usize] else { continue };
            if !self.combat().in_box(slot) {
                continue;
            }
            if !self.germans_in_box().contains(&target) {
                // 8.43: the target is already down; the attack is cancelled.
                ev.push(Event::AttackCancelled { attacker: Craft::Raf(slot), target: Craft::German(target) });
                continue;
            }
            let pos = self.combat().pos(slot);
            let from_sun = pos.sun() && self.combat().round == 1 && self.german_level(target) < from;
            if pos.head_on() {
                self.head_on(Craft::Raf(slot), Craft::German(target), from_sun, ev);
                continue;
            }
            let selected = self.current_selections(None);
            let margin = self.action_check(Craft::Raf(slot), from, Craft::German(target), &selected, ev);
            if margin <= 0 {
                ev.push(Event::NoShot { attacker: Craft::Raf(slot) });
                continue;
            }
            let ammo = self.st.plane_of(&self.ed, slot).map(|p| self.st.planes[p].ammo).unwrap_or(0);
            let max = (margin as u8).min(ammo);
            let pending = PendingBursts { slot, target, margin: margin as u8, from_sun };
            if max <= 1 {
                self.fire_raf(pending, 1, ev);
                continue;
            }
            self.combat_mut().bursts = Some(pending);
            return Step::Bursts;
        }
    }

    /// 15.2: both RAF fighters attack bombers of one type and crossfire is
    /// on: the German player says which fighter that type's crossfire shoots
    /// at this segment. Returns a German of that type.
    pub fn crossfire_choice(&self) -> Option<u8> {
        if self.st.lw.is_none() || !self.st.setup.options.crossfire {
            return None;
        }
        let c = self.st.combat.as_ref()?;
        if c.next_attack != 0 {
            return None;
        }
        let [Some(Pick::Attack { target: a, .. }), Some(Pick::Attack { target: b, .. })] = c.picks else {
            return None;
        };
        let ty = |id: u8| self.ed.german[id as usize - 1].ty;
        (c.in_box(0) && c.in_box(1) && ty(a) == ty(b) && self.ed.german_types[ty(a)].role == Role::Bomber)
            .then_some(a)
    }

    /// Declared bursts: fire them (8.43), then return fire and crossfire.
    pub(crate) fn fire_raf(&mut self, a: PendingBursts, bursts: u8, ev: &mut Vec<Event>) {
        self.combat_mut().bursts = None;
        let Some(plane) = self.st.plane_of(&self.ed, a.slot) else { return };
        let pl = &mut self.st.planes[plane];
        let bursts = bursts.clamp(1, pl.ammo.max(1));
        pl.ammo = pl.ammo.saturating_sub(bursts);
        let guns = self.raf_type(a.slot).guns;
        ev.push(Event::Fires { attacker: Craft::Raf(a.slot), target: Craft::German(a.target), bursts });
        let hits = self.shoot(RollKind::Fire, guns, bursts, ev);
        let gunner_before = self.german_gunner_hit(a.target);
        self.damage_german(a.target, hits, false, Some(a.slot), ev);
        // 8.44, R13: return fire, unless the gunner was hit by this attack or
        // an earlier one.
        let rear_gun = self.ed.german_type(a.target).rear_gun;
        let gunner_now = self.german_gunner_hit(a.target);
        let shots = if a.from_sun { bursts / 2 } else { bursts.div_ceil(2) };
        if rear_gun > 0 && !gunner_before && !gunner_now && shots > 0 && self.combat().in_box(a.slot) {
            ev.push(Event::ReturnFire { from: Craft::German(a.target), at: Craft::Raf(a.slot), shots });
            let hits = self.shoot(RollKind::ReturnFire, Guns::Nose1, shots, ev);
            self.damage_raf(a.slot, hits, false, ev);
        }
        self.crossfire(a.slot, a.target, ev);
    }

    fn german_gunner_hit(&self, id: u8) -> bool {
        self.st
            .raid
            .as_ref()
            .and_then(|r| r.raider(id))
            .is_some_and(|r| damage::gunner_hit(self.ed.german_type(id), &r.hits))
    }

    /// 14.1: undamaged bombers of the target's type at its level fire one
    /// shot each at the RAF fighters attacking that type.
    fn crossfire(&mut self, slot: u8, target: u8, ev: &mut Vec<Event>) {
        if !self.st.setup.options.crossfire {
            return;
        }
        let ty_id = self.ed.german[target as usize - 1].ty;
        if self.ed.german_types[ty_id].role != Role::Bomber {
            return;
        }
        let level = self.german_level(target);
        let shooters: Vec<u8> = self
            .st
            .raid
            .as_ref()
            .map(|r| {
                r.with_raid()
                    .filter(|x| {
                        x.id != target
                            && self.ed.german[x.id as usize - 1].ty == ty_id
                            && x.level == level
                            && damage::undamaged(&x.hits)
                    })
                    .map(|x| x.id)
                    .collect()
            })
            .unwrap_or_default();
        // The RAF fighters attacking this type this segment.
        let c = self.combat();
        let attackers: Vec<u8> = (0..2u8)
            .filter(|&s| {
                c.in_box(s)
                    && matches!(c.picks[s as usize], Some(Pick::Attack { target: t, .. }) if self.ed.german[t as usize - 1].ty == ty_id)
            })
            .collect();
        for b in shooters {
            if self.combat().crossfired.contains(&b) {
                continue;
            }
            self.combat_mut().crossfired.push(b);
            let at = if let (2, Some(f)) = (attackers.len(), self.combat().crossfire_at) {
                // 15.2: the German player's choice.
                f
            } else if attackers.len() == 2 {
                let d = self.roll(RollKind::CrossfireTarget, 1, ev)[0];
                if d <= 3 { attackers[0] } else { attackers[1] }
            } else {
                slot
            };
            if !self.combat().in_box(at) {
                continue;
            }
            ev.push(Event::Crossfire { from: b, at: at + 1 });
            let hits = self.shoot(RollKind::Crossfire, Guns::Nose1, 1, ev);
            self.damage_raf(at, hits, false, ev);
        }
    }

    /// Rolls the dice of `bursts` bursts (or shots) and counts the hits:
    /// double guns roll two dice a burst, hit on 4 or less / 5 or less; a
    /// single gun one die, hit on 1 (8.43, 8.44).
    fn shoot(&mut self, kind: RollKind, guns: Guns, bursts: u8, ev: &mut Vec<Event>) -> u8 {
        let (dice, hit_on) = match guns {
            Guns::Double4 => (2, 4),
            Guns::Double5 => (2, 5),
            Guns::Nose1 => (1, 1),
        };
        let values = self.roll(kind, (bursts as usize) * dice, ev);
        let hits = values.iter().filter(|&&v| v <= hit_on).count() as u8;
        ev.push(Event::Hits { n: hits });
        hits
    }

    /// Rolls a damage position for each hit on a German and applies them
    /// (8.43, 9); `head_on` maps them as 8.5 says.
    fn damage_german(&mut self, id: u8, hits: u8, head_on: bool, by: Option<u8>, ev: &mut Vec<Event>) {
        if hits == 0 {
            return;
        }
        let dice = self.roll(RollKind::DamagePosition, hits as usize, ev);
        let ty = self.ed.german_type(id);
        let by_pilot = by.and_then(|s| self.st.pilot_in(s)).map(|p| p as u8);
        let bomber = self.st.raid.as_ref().and_then(|r| r.raider(id)).is_some_and(|r| self.is_bomber(r));
        let Some(r) = self.st.raid.as_mut().and_then(|r| r.raider_mut(id)) else { return };
        for d in dice {
            let pos = if head_on { ty.head_on_position(d) } else { ty.damage_table[(d - 1) as usize] };
            r.hits[pos as usize] = r.hits[pos as usize].saturating_add(1);
            ev.push(Event::Hit {
                craft: Craft::German(id),
                ty: self.ed.german[id as usize - 1].ty as u8,
                position: pos,
                die: d,
            });
            let kind = ty.positions[pos as usize];
            if kind == PositionKind::Engine {
                r.engine_credit = by_pilot;
            }
            // R16: a bomber hit in an engine or the pilot jettisons its bombs.
            if bomber && !r.bombs_gone && matches!(kind, PositionKind::Engine | PositionKind::Pilot) {
                r.bombs_gone = true;
                ev.push(Event::Jettison { id });
            }
        }
        if damage::destroyed(ty, &r.hits) && r.gone.is_none() {
            r.gone = Some(Gone::Destroyed);
            self.st.destroyed.push(id);
            ev.push(Event::Destroyed { craft: Craft::German(id) });
            if let Some(p) = by_pilot {
                self.victory(p as usize, id, ev);
            }
        }
    }

    /// 13.1: a victory for the pilot; the fifth makes him an ace at once.
    pub(crate) fn victory(&mut self, pilot: usize, id: u8, ev: &mut Vec<Event>) {
        let was_ace = self.is_ace(pilot);
        self.st.pilots[pilot].victories = self.st.pilots[pilot].victories.saturating_add(1);
        self.st.tally.raf_victories += 1;
        // 15.1: the victory counts for the player whose fighter he flies.
        if self.st.setup.players == crate::rules::state::Players::TwoRaf {
            let slot = self.player_of(pilot);
            self.st.tally.player_victories[slot as usize] += 1;
        }
        ev.push(Event::Victory { pilot: pilot as u8, id, total: self.st.pilots[pilot].victories });
        if !was_ace && self.is_ace(pilot) {
            ev.push(Event::BecomesAce { pilot: pilot as u8 });
        }
    }

    /// 15.1: the fighter (0 or 1) whose player a pilot's victory counts
    /// for: the one he flies. A pilot killed earlier in the raid (9.5) whose
    /// victim crashes later is found by his destroyed aircraft in a fighter
    /// slot nobody flies; if that is ambiguous (both fighters lost with
    /// aircraft of his type) the section leader gets it.
    fn player_of(&self, pilot: usize) -> u8 {
        if let PilotStatus::Flying(s) = self.st.pilots[pilot].status {
            return s;
        }
        let ty = self.ed.pilots[pilot].aircraft;
        let lost: Vec<u8> = (0..2u8)
            .filter(|&s| {
                self.st.pilot_in(s).is_none()
                    && self
                        .ed
                        .raf_unit(ty, s + 1)
                        .is_some_and(|u| self.st.planes[u].status == PlaneStatus::Destroyed)
            })
            .collect();
        match lost[..] {
            [s] => s,
            _ => self.st.leader,
        }
    }

    /// Hits on an RAF fighter (8.43, 9): positions rolled and applied; a
    /// destroyed fighter leaves the box and its pilot bails out (9.5).
    fn damage_raf(&mut self, slot: u8, hits: u8, head_on: bool, ev: &mut Vec<Event>) {
        if hits == 0 {
            return;
        }
        let Some(plane) = self.st.plane_of(&self.ed, slot) else { return };
        let Some(pilot) = self.st.pilot_in(slot) else { return };
        if self.st.planes[plane].status != PlaneStatus::Active {
            return;
        }
        let ty = self.raf_type(slot).clone();
        let dice = self.roll(RollKind::DamagePosition, hits as usize, ev);
        for d in dice {
            let pos = if head_on { ty.head_on_position(d) } else { ty.damage_table[(d - 1) as usize] };
            let pl = &mut self.st.planes[plane];
            pl.hits[pos as usize] = pl.hits[pos as usize].saturating_add(1);
            if ty.positions[pos as usize] == PositionKind::Pilot {
                self.st.pilots[pilot].hit = true;
            }
            ev.push(Event::Hit {
                craft: Craft::Raf(slot),
                ty: self.ed.raf[plane].ty as u8,
                position: pos,
                die: d,
            });
        }
        let hits = self.st.planes[plane].hits;
        if damage::destroyed(&ty, &hits) {
            let hex = self.st.combat.as_ref().map(|c| c.hex).unwrap_or(self.st.planes[plane].hex);
            ev.push(Event::Destroyed { craft: Craft::Raf(slot) });
            if let Some(c) = self.st.combat.as_mut() {
                c.raf.retain(|(s, _)| *s != slot);
            }
            let how = if damage::pilot_killed(&ty, &hits) { Downed::PilotKilled } else { Downed::Survival };
            self.raf_destroyed(slot, pilot, plane, hex, how, ev);
        }
    }

    /// An RAF aircraft is destroyed (in the air, on the ground, or in a
    /// crash): a loss (13.3); the pilot bails out (or, on the ground, runs
    /// for the trenches, 10.4) and rolls for survival with the sea modifiers
    /// of the hex (9.5, R18), unless killed outright.
    pub(crate) fn raf_destroyed(
        &mut self,
        slot: u8,
        pilot: usize,
        plane: usize,
        hex: Hex,
        how: Downed,
        ev: &mut Vec<Event>,
    ) {
        let pilot_dead = how == Downed::PilotKilled;
        let on_ground = how == Downed::OnGround;
        let pl = &mut self.st.planes[plane];
        pl.status = PlaneStatus::Destroyed;
        pl.hits = [0; 6];
        pl.level = Level::Airfield;
        self.st.tally.raf_losses += 1;
        ev.push(Event::RafLoss { fighter: slot + 1 });
        if let Some(c) = self.st.combat.as_mut() {
            c.raf.retain(|(s, _)| *s != slot);
            c.to_land.retain(|(s, _)| *s != slot);
        }
        if pilot_dead {
            self.st.pilots[pilot].status = PilotStatus::Killed;
            self.st.pilots[pilot].hit = false;
            ev.push(Event::PilotKilled { pilot: pilot as u8 });
            return;
        }
        let terrain = self.ed.terrain(hex);
        let mods = if self.st.date >= self.ed.calendar.sea_rescue_from {
            self.ed.survival.from_rescue
        } else {
            self.ed.survival.before_rescue
        };
        let modifier = match terrain {
            Terrain::Land => 0,
            Terrain::Sea => mods.sea,
            Terrain::OpenSea => mods.open_sea,
        };
        let d = self.roll(RollKind::Survival, 1, ev)[0];
        let total = d + modifier;
        if total >= self.ed.survival.killed_from {
            self.st.pilots[pilot].status = PilotStatus::Killed;
            self.st.pilots[pilot].hit = false;
            let survives = false;
            ev.push(Event::BailOut { pilot: pilot as u8, hex, terrain, modifier, total, survives, on_ground });
        } else {
            self.st.pilots[pilot].bailed_out = Some(hex);
            let survives = true;
            ev.push(Event::BailOut { pilot: pilot as u8, hex, terrain, modifier, total, survives, on_ground });
        }
    }

    /// A head-on attack (8.5): no action check, one burst, hits only on
    /// engines and pilot; the target answers with one shot of its front
    /// guns unless its pilot was hit before or the attacker came out of the
    /// sun. No crossfire (14.1).
    fn head_on(&mut self, attacker: Craft, target: Craft, from_sun: bool, ev: &mut Vec<Event>) {
        let target_pilot_hit_before = match target {
            Craft::German(g) => self
                .st
                .raid
                .as_ref()
                .and_then(|r| r.raider(g))
                .is_some_and(|r| damage::pilot_hit(self.ed.german_type(g), &r.hits)),
            Craft::Raf(s) => self
                .st
                .plane_of(&self.ed, s)
                .is_some_and(|p| damage::pilot_hit(self.raf_type(s), &self.st.planes[p].hits)),
        };
        ev.push(Event::HeadOn { attacker, target });
        match (attacker, target) {
            (Craft::Raf(s), Craft::German(g)) => {
                if let Some(p) = self.st.plane_of(&self.ed, s) {
                    self.st.planes[p].ammo = self.st.planes[p].ammo.saturating_sub(1);
                }
                let guns = self.raf_type(s).guns;
                let hits = self.shoot(RollKind::HeadOnFire, guns, 1, ev);
                self.damage_german(g, hits, true, Some(s), ev);
                if !target_pilot_hit_before && !from_sun && self.combat().in_box(s) {
                    let guns = self.ed.german_type(g).guns;
                    ev.push(Event::HeadOnAnswer { from: target, at: attacker });
                    let hits = self.shoot(RollKind::HeadOnAnswer, guns, 1, ev);
                    self.damage_raf(s, hits, true, ev);
                }
            }
            (Craft::German(g), Craft::Raf(s)) => {
                let guns = self.ed.german_type(g).guns;
                let hits = self.shoot(RollKind::HeadOnFire, guns, 1, ev);
                self.damage_raf(s, hits, true, ev);
                let alive = self.germans_in_box().contains(&g);
                if !target_pilot_hit_before
                    && !from_sun
                    && self
                        .st
                        .plane_of(&self.ed, s)
                        .is_some_and(|p| self.st.planes[p].status == PlaneStatus::Active)
                {
                    let guns = self.raf_type(s).guns;
                    ev.push(Event::HeadOnAnswer { from: target, at: attacker });
                    let hits = self.shoot(RollKind::HeadOnAnswer, guns, 1, ev);
                    if alive {
                        self.damage_german(g, hits, true, Some(s), ev);
                    }
                }
            }
            _ => {}
        }
    }

    // ------------------------------------------------------------------
    // The Luftwaffe segment: played by the system.

    fn luftwaffe_segment(&mut self, ev: &mut Vec<Event>) -> Step {
        // 8.2: withdrawals at the start of the segment.
        for id in self.germans_in_box() {
            self.german_withdrawal(id, ev);
        }
        // 14.3: the last bomber of the raid aborts.
        if self.st.setup.options.abort {
            let left = self.germans_in_box();
            if let [only] = left[..]
                && !self.is_fighter(only)
            {
                if let Some(r) = self.st.raid.as_mut().and_then(|r| r.raider_mut(only)) {
                    r.gone = Some(Gone::Withdrawn);
                }
                self.st.cup.push(only);
                ev.push(Event::Withdraws { craft: Craft::German(only), reason: WithdrawReason::Abort });
            }
        }
        // 15.2: the German player gives his fighters their orders.
        if self.st.lw.is_some() {
            return Step::LwPick;
        }
        // 8.41, R15: every German fighter picks a target within one level;
        // two candidates: 1-3 fighter #1, 4-6 fighter #2. Bombers pass (8.3).
        let mut picks: Vec<(u8, u8, Level)> = Vec::new();
        for id in self.germans_in_box() {
            if !self.is_fighter(id) {
                ev.push(Event::Passes { craft: Craft::German(id) });
                continue;
            }
            let lvl = self.german_level(id);
            let cands = self.german_targets(id);
            let target = match cands[..] {
                [] => {
                    ev.push(Event::Passes { craft: Craft::German(id) });
                    continue;
                }
                [one] => one,
                _ => {
                    let d = self.roll(RollKind::GermanTarget, 1, ev)[0];
                    if d <= 3 { cands[0] } else { cands[1] }
                }
            };
            picks.push((id, target, lvl));
        }
        self.german_attacks(picks, ev);
        Step::SegmentEnd
    }

    /// The RAF fighters German `id` may attack: within one level (8.41).
    pub fn german_targets(&self, id: u8) -> Vec<u8> {
        let lvl = self.german_level(id);
        let mut cands: Vec<u8> =
            self.combat().raf.iter().map(|x| x.0).filter(|&s| self.raf_level(s).gap(lvl) <= 1).collect();
        cands.sort_unstable();
        cands
    }

    /// 15.2: the next German fighter waiting for the German player's order.
    pub fn german_to_order(&self) -> Option<u8> {
        let c = self.st.combat.as_ref()?;
        self.germans_in_box()
            .into_iter()
            .find(|&id| self.is_fighter(id) && !c.lw_orders.iter().any(|o| o.0 == id))
    }

    /// 15.2: a German fighter's order: a target, pass, or withdraw (fighters
    /// only; bombers never withdraw by choice).
    pub(crate) fn german_order(&mut self, id: u8, order: Option<Option<u8>>, ev: &mut Vec<Event>) {
        match order {
            Some(target) => self.combat_mut().lw_orders.push((id, target)),
            None => {
                if let Some(r) = self.st.raid.as_mut().and_then(|r| r.raider_mut(id)) {
                    r.gone = Some(Gone::Withdrawn);
                }
                self.st.cup.push(id);
                ev.push(Event::Withdraws { craft: Craft::German(id), reason: WithdrawReason::Voluntary });
            }
        }
    }

    /// 15.2: every German fighter has its order: the bombers pass and the
    /// attacks are flown.
    pub(crate) fn german_orders_given(&mut self, ev: &mut Vec<Event>) -> Step {
        let orders = std::mem::take(&mut self.combat_mut().lw_orders);
        let mut picks = Vec::new();
        for id in self.germans_in_box() {
            match orders.iter().find(|o| o.0 == id) {
                Some((_, Some(t))) => picks.push((id, *t, self.german_level(id))),
                _ => ev.push(Event::Passes { craft: Craft::German(id) }),
            }
        }
        self.german_attacks(picks, ev);
        Step::SegmentEnd
    }

    /// 8.41-8.43: the German attacks chosen this segment, in ID order.
    fn german_attacks(&mut self, picks: Vec<(u8, u8, Level)>, ev: &mut Vec<Event>) {
        // Altitude changes on selection (8.41).
        let mut dove_from_sun: Vec<(u8, bool)> = Vec::new();
        for &(id, target, _) in &picks {
            let from = self.german_level(id);
            let to = self.raf_level(target);
            let pos = self.combat().german_box(id);
            dove_from_sun.push((id, pos.sun() && to < from && self.combat().round == 1));
            if let Some(r) = self.st.raid.as_mut().and_then(|r| r.raider_mut(id)) {
                r.level = to;
            }
            ev.push(Event::Selects {
                attacker: Craft::German(id),
                target: Craft::Raf(target),
                from,
                to,
                head_on: pos.head_on(),
            });
        }
        let selected: Vec<u8> = picks.iter().map(|p| p.1).collect();
        // Attacks in ID order; an attacker keeps its target (8.41).
        for &(id, target, from) in &picks {
            if !self.combat().in_box(target) {
                ev.push(Event::AttackCancelled { attacker: Craft::German(id), target: Craft::Raf(target) });
                continue;
            }
            let from_sun = dove_from_sun.iter().any(|&(g, s)| g == id && s);
            if self.combat().german_box(id).head_on() {
                self.head_on(Craft::German(id), Craft::Raf(target), from_sun, ev);
                continue;
            }
            let margin = self.action_check(Craft::German(id), from, Craft::Raf(target), &selected, ev);
            if margin <= 0 {
                ev.push(Event::NoShot { attacker: Craft::German(id) });
                continue;
            }
            // R12: a German fires min(margin, 3) bursts.
            let bursts = (margin as u8).min(3);
            ev.push(Event::Fires { attacker: Craft::German(id), target: Craft::Raf(target), bursts });
            let guns = self.ed.german_type(id).guns;
            let hits = self.shoot(RollKind::Fire, guns, bursts, ev);
            self.damage_raf(target, hits, false, ev);
        }
    }

    /// 8.2, 9.1, 9.2: a German with its pilot hit goes home (a crash if its
    /// engine is hit too); with an engine hit it flies for France and makes
    /// it or crashes (a kill for the pilot who hit the engine, 13.1).
    fn german_withdrawal(&mut self, id: u8, ev: &mut Vec<Event>) {
        let hex = self.combat().hex;
        self.german_leaves(id, hex, true, ev);
    }

    /// 9.1: a German with an engine hit that leaves the fight (the combat
    /// ends, or its raid goes home) flies for France from `hex` and makes
    /// it or crashes. Nothing for one without.
    pub(crate) fn engine_damaged_leaves(&mut self, id: u8, hex: crate::rules::hex::Hex, ev: &mut Vec<Event>) {
        self.german_leaves(id, hex, false, ev);
    }

    /// A damaged German leaves from `hex`: with an engine hit it flies for
    /// France (9.1); with its pilot hit (if `pilot_too`) it goes home, a
    /// crash if the engine is hit as well (8.2, 9.2).
    fn german_leaves(&mut self, id: u8, hex: crate::rules::hex::Hex, pilot_too: bool, ev: &mut Vec<Event>) {
        let ty = self.ed.german_type(id);
        let Some(r) = self.st.raid.as_ref().and_then(|r| r.raider(id)) else { return };
        let engine = damage::engine_hit(ty, &r.hits);
        let pilot = damage::pilot_hit(ty, &r.hits);
        if !(engine || pilot && pilot_too) {
            return;
        }
        let (home, reason) = if engine {
            let (ok, range, need) =
                reaches_france(self.ed.map.grid, ty, &r.hits, r.level, hex, |h| self.balloons_at(h));
            ev.push(Event::EngineRange { id, range, need, reaches: ok && !pilot });
            (ok && !pilot, WithdrawReason::EngineDamaged)
        } else {
            (true, WithdrawReason::PilotHit)
        };
        ev.push(Event::Withdraws { craft: Craft::German(id), reason });
        let raider = self.st.raid.as_mut().and_then(|x| x.raider_mut(id)).expect("raider");
        if home {
            raider.gone = Some(Gone::Withdrawn);
            self.st.cup.push(id);
            ev.push(Event::ReachesFrance { id });
        } else {
            raider.gone = Some(Gone::Destroyed);
            let credit = raider.engine_credit;
            self.st.destroyed.push(id);
            ev.push(Event::Crashes { id });
            if let Some(p) = credit {
                self.victory(p as usize, id, ev);
            }
        }
    }
}
