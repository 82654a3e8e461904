//! The Luftwaffe plays itself: a raid is placed (5.3), flies its random path
//! impulse by impulse (6.4, 6.6-6.8), is identified (7.1), bombs its target
//! (10) and goes home; at the end of the raid its survivors go back to the
//! cup (11.4). German night repairs (12.1) are here too.

use crate::edition::{Aa, Edition, RaidMarker, Role, SiteKind};
use crate::rules::campaign::Campaign;
use crate::rules::damage;
use crate::rules::dice::{Counter, Question};
use crate::rules::events::{Event, RollKind, Steps};
use crate::rules::hex::{Dir, Grid, Hex, TOP_ROW};
use crate::rules::level::Level;
use crate::rules::state::{Hits, PlaneStatus};
use crate::rules::step::Step;

// The nouns live in rules/state/ (no cycle between the engine's data and
// its verbs); these paths are kept for the code that names them here.
pub use super::state::raid::{Course, Gone, Raid, Raider};

impl Campaign {
    /// Is this German a bomber now? The fighter-bomber is one until it drops
    /// its bomb (8.7).
    pub fn is_bomber(&self, r: &Raider) -> bool {
        match self.ed.german_type(r.id).role {
            Role::Bomber => true,
            Role::FighterBomber => !r.bombs_gone,
            Role::Fighter => false,
        }
    }

    /// Raid speed (6.4): 4 when every raider is a speed-4 type, known only
    /// once identified; a raid with no bombers goes home at 4.
    pub fn raid_speed(&self) -> u8 {
        let Some(raid) = &self.st.raid else { return 3 };
        if !raid.identified {
            return 3;
        }
        let all_fast = raid.with_raid().all(|r| self.ed.german_type(r.id).speed >= 4);
        if all_fast || !raid.with_raid().any(|r| self.is_bomber(r)) { 4 } else { 3 }
    }

    /// 5.3: a raid-size marker with raiders was drawn: place the raid.
    pub(crate) fn raid_begins(&mut self, marker: RaidMarker, ev: &mut Vec<Event>) -> Step {
        let RaidMarker::Raiders(n) = marker else { return Step::PhaseEnd };
        // 1) Location: a d6 for the entry hex.
        let entry = self.roll(RollKind::EntryHex, 1, ev)[0];
        // 3) Raiders: the London's Burning box adds raiders (10.4).
        let extra = self.london_extra();
        let size = n + extra;
        if (self.st.cup.len() as u8) < size {
            // Too few German aircraft left in the cup: cancelled (5.3).
            self.report_altitude(entry, size, extra, ev);
            ev.push(Event::RaidCancelled { size, cup: self.st.cup.len() as u8 });
            self.land_patrols(ev);
            return Step::PhaseEnd;
        }
        let mut ids = Vec::with_capacity(size as usize);
        let reported = self.report_altitude(entry, size, extra, ev);
        let mut face_down = Vec::new();
        for _ in 0..size {
            match self.draw_face_down(RollKind::RaiderDraw, self.st.cup.len(), ev) {
                Some(i) => ids.push(self.st.cup.remove(i)),
                None => {
                    // Own dice: drawn face down, said at the reveal (7.1).
                    // The cup's first counter stands in; nothing before
                    // the reveal reads a raider's identity (6.4: speed 3).
                    face_down.push(self.st.dice.rolls().unwrap_or(0).saturating_sub(1));
                    ids.push(self.st.cup.remove(0));
                }
            }
        }
        let step = self.raid_on_map(entry, reported, &ids, None, ev);
        if let Some(r) = self.st.raid.as_mut() {
            r.face_down = face_down;
        }
        step
    }

    /// Own dice: the raiders still face down are turned face up (7.1) or
    /// go home unidentified (11.4, `rule`): the player says which counter
    /// the first of them is. The question is the draw's own (its die, the
    /// cup as it was at 5.3: the stand-ins, each the cup's first counter
    /// when drawn, then the cup as it is, which nothing changed since), so
    /// the answer is the position the program's draw would have had. The
    /// run goes on with the stand-ins and is not the game's.
    fn ask_face_down(&mut self, rule: &'static str) {
        let Some(raid) = self.st.raid.as_ref() else { return };
        let Some(&die) = raid.face_down.first() else { return };
        let m = raid.face_down.len();
        let held = raid.raiders[raid.raiders.len().saturating_sub(m)..].iter().map(|r| r.id);
        let counters: Vec<Counter> = held.chain(self.st.cup.iter().copied()).map(Counter::Aircraft).collect();
        self.st.dice.ask(Question {
            kind: RollKind::RaiderDraw,
            sides: counters.len().min(u8::MAX as usize) as u8,
            dice: m.min(u8::MAX as usize) as u8,
            die,
            counters,
            reveal: Some(rule),
        });
    }

    /// 5.3, 15.2: the German player's raid enters at his chosen hex with
    /// his chosen aircraft, heading for his planned target.
    pub(crate) fn place_raid(
        &mut self,
        entry: u8,
        ids: &[u8],
        extra: u8,
        target: Option<u8>,
        ev: &mut Vec<Event>,
    ) -> Step {
        let reported = self.report_altitude(entry, ids.len() as u8, extra, ev);
        self.raid_on_map(entry, reported, ids, target, ev)
    }

    /// 5.3 (2): the reported altitude, 2d6 (+1 from the blitz date); the raid
    /// is announced.
    fn report_altitude(&mut self, entry: u8, size: u8, extra: u8, ev: &mut Vec<Event>) -> Level {
        let hex = self.ed.map.entry_hexes[(entry - 1) as usize];
        let dice = self.roll(RollKind::ReportedAltitude, 2, ev);
        let blitz = (self.st.date >= self.ed.calendar.blitz_from) as u8;
        let total = dice[0] + dice[1] + blitz;
        let reported = self
            .ed
            .reported_altitude
            .iter()
            .find(|(lo, hi, _)| (*lo..=*hi).contains(&total))
            .map(|r| r.2)
            .unwrap_or(Level::A25);
        ev.push(Event::RaidPlaced { entry, hex, reported, size, extra, blitz: blitz > 0 });
        reported
    }

    fn raid_on_map(
        &mut self,
        entry: u8,
        reported: Level,
        ids: &[u8],
        target: Option<u8>,
        ev: &mut Vec<Event>,
    ) -> Step {
        let hex = self.ed.map.entry_hexes[(entry - 1) as usize];
        ev.push(Event::RaidersFaceDown { n: ids.len() as u8, level: reported });
        let delay = self.st.radar_damaged(&self.ed);
        let mut raid = Raid::new(entry, hex, self.ed.map.entry_facing, reported, ids, delay);
        raid.planned = target;
        self.st.raid = Some(raid);
        Step::ImpulseStart
    }

    /// 7.1: identification, once per raid. Raiders face up; one 2d6 gives the
    /// exact altitude (bombers never above 25,000 ft, nobody below Ground or
    /// below 10,000 ft over balloons) and the top cover, one level above.
    pub(crate) fn identify(&mut self, ev: &mut Vec<Event>) {
        let Some(raid) = &self.st.raid else { return };
        if raid.identified {
            return;
        }
        self.ask_face_down("7.1");
        let dice = self.roll(RollKind::ExactAltitude, 2, ev);
        let total = (dice[0] + dice[1]) as usize;
        let row = self.ed.exact_altitude[total - 2];
        let hex = self.st.raid.as_ref().map(|r| r.hex).unwrap_or(self.ed.map.entry_hexes[0]);
        let floor = if self.balloons_at(hex) { Level::BALLOON_FLOOR } else { Level::Ground };
        let bombers: Vec<bool> = self
            .st
            .raid
            .as_ref()
            .map(|r| r.raiders.iter().map(|x| self.is_bomber(x)).collect())
            .unwrap_or_default();
        let Some(raid) = self.st.raid.as_mut() else { return };
        raid.identified = true;
        let exact = raid.reported.shifted(row.raiders as i32, floor, Level::BOMBER_CEILING);
        let mut cover = Vec::new();
        for (r, bomber) in raid.raiders.iter_mut().zip(bombers) {
            if !r.with_raid() {
                continue;
            }
            r.level = exact;
            if !bomber && row.top_cover.covers(r.id) {
                r.level = exact.up().unwrap_or(exact);
                cover.push(r.id);
            }
        }
        let ids: Vec<u8> = raid.with_raid().map(|r| r.id).collect();
        ev.push(Event::Identified { raiders: ids, exact, shift: row.raiders, top_cover: cover });
        if !self.raid_has_bombers() && !self.st.raid.as_ref().is_some_and(|r| r.homeward()) {
            self.fighters_dominate(ev);
        }
    }

    pub fn raid_has_bombers(&self) -> bool {
        self.st.raid.as_ref().is_some_and(|r| r.with_raid().any(|x| self.is_bomber(x)))
    }

    /// 6.4: a raid with no bombers turns for home at speed 4.
    pub(crate) fn fighters_dominate(&mut self, ev: &mut Vec<Event>) {
        let Some(raid) = self.st.raid.as_mut() else { return };
        if raid.homeward() || raid.with_raid().next().is_none() {
            return;
        }
        raid.course = Course::Homeward;
        raid.target = None;
        ev.push(Event::FightersDominate);
    }

    pub fn balloons_at(&self, hex: Hex) -> bool {
        self.ed.site_at(hex).is_some_and(|s| self.st.balloons[s])
    }

    /// RAF fighters in the air that the raid stops for in `hex` (6.6, 7.2).
    pub fn fighters_to_intercept(&self, hex: Hex) -> Vec<u8> {
        (0..2u8).filter(|&f| self.intercepts_at(f, hex)).collect()
    }

    /// Does fighter #f stop the raid in `hex` (6.6, 7.2)?
    fn intercepts_at(&self, f: u8, hex: Hex) -> bool {
        self.interceptor_hex(f) == Some(hex)
    }

    /// Where fighter #f would stop the raid (6.6, 7.2): its hex, if it is
    /// ready, airborne and has not met this raid yet.
    fn interceptor_hex(&self, f: u8) -> Option<Hex> {
        let (_, plane) = self.fighter_ready(f)?;
        let pl = &self.st.planes[plane];
        (pl.level.airborne() && !self.st.raid.as_ref().is_some_and(|r| r.intercepted[f as usize]))
            .then_some(pl.hex)
    }

    /// Does any RAF fighter stop the raid in `hex`?
    pub fn any_fighter_intercepts(&self, hex: Hex) -> bool {
        (0..2u8).any(|f| self.intercepts_at(f, hex))
    }

    /// 6.4: the Luftwaffe movement of one impulse: the flight path rolled,
    /// or (15.2) the one the German plotted.
    pub(crate) fn raid_move(&mut self, plotted: Option<u8>, ev: &mut Vec<Event>) {
        let speed = self.raid_speed();
        // 6.4: a raid that reached row O with its last point last impulse
        // turns for London now, with no flight-path roll (rules revision 2;
        // before, a die was rolled and not used).
        if self.st.setup.revision >= 2
            && let Some(raid) = self.st.raid.as_ref()
            && raid.course == Course::Outbound
            && flight_step(&self.ed, raid.hex, raid.course, None, &[]) == FlightStep::TurnForLondon
        {
            self.turn_for_london(raid.hex, ev);
        }
        let Some(raid) = self.st.raid.as_ref() else { return };
        let course = raid.course;
        // One flight-path roll an impulse; the straight line to London needs
        // none.
        let steps: Steps = match course {
            Course::London { .. } => Steps::new(),
            _ => {
                let d = match plotted {
                    Some(p) => p.clamp(1, 6),
                    None => self.roll(RollKind::FlightPath, 1, ev)[0],
                };
                // As drawn on the diagram; `flight_step` turns them homeward.
                let s = Steps::from_slice(flight_path(&self.ed, speed, d));
                let mut flown = Steps::from_slice(&s);
                if course == Course::Homeward {
                    flown.iter_mut().for_each(|x| *x = turn_half_round(*x));
                }
                ev.push(Event::FlightPath {
                    roll: d,
                    speed,
                    steps: flown,
                    homeward: course == Course::Homeward,
                });
                s
            }
        };
        let mut mp = speed;
        let mut i = 0;
        if let Some(r) = self.st.raid.as_mut() {
            r.path.clear();
        }
        // Where the RAF fighters would stop the raid: the raid's move
        // changes none of it, so it is looked up once, not every step.
        let interceptors = [self.interceptor_hex(0), self.interceptor_hex(1)];
        // London's straight line, the same every step of the move.
        let mut line: Vec<Hex> = match course {
            Course::London { from, to } => from.line_to(to),
            _ => Vec::new(),
        };
        while mp > 0 {
            let raid = self.st.raid.as_ref().expect("raid");
            let here = raid.hex;
            // The diagram's steps are used one a point (on London's line,
            // where `steps` is not read, `i` counts on harmlessly).
            let (dir, next) = match flight_step(&self.ed, here, raid.course, steps.get(i).copied(), &line) {
                FlightStep::To(dir, next) => {
                    i += 1;
                    (dir, next)
                }
                FlightStep::TurnForLondon => {
                    let to = self.turn_for_london(here, ev);
                    line = here.line_to(to);
                    continue;
                }
                FlightStep::Exits => {
                    self.raid_exits(ev);
                    return;
                }
                FlightStep::Stops => break,
            };
            // 6.7: nothing enters a balloon hex below 10,000 ft; the raid
            // climbs first, paying for it.
            if self.balloons_at(next) {
                let raid = self.st.raid.as_mut().expect("raid");
                let low = raid.with_raid().map(|x| x.level).min().unwrap_or(Level::BALLOON_FLOOR);
                if low < Level::BALLOON_FLOOR {
                    let need = Level::BALLOON_FLOOR.index() - low.index();
                    let climb = need.min(mp);
                    for r in
                        raid.raiders.iter_mut().filter(|r| r.with_raid() && r.level < Level::BALLOON_FLOOR)
                    {
                        r.level = r.level.shifted(climb as i32, Level::Ground, Level::BALLOON_FLOOR);
                    }
                    mp -= climb;
                    ev.push(Event::BalloonClimb { hex: next, levels: climb });
                    if mp == 0 {
                        break;
                    }
                }
            }
            mp -= 1;
            let raid = self.st.raid.as_mut().expect("raid");
            raid.hex = next;
            raid.facing = dir;
            raid.path.push(next);
            ev.push(Event::RaidMoves { to: next, facing: dir });
            // 6.4, 10.1: outbound, the raid stops at the first undamaged
            // target it enters, or any London hex; on the way to London only
            // undamaged airfields and London stop it.
            if !raid.homeward()
                && let Some(site) = self.ed.site_at(next)
            {
                let kind = self.ed.sites[site].kind;
                let on_line = matches!(raid.course, Course::London { .. });
                let stops = match raid.planned {
                    // 15.2: the German's raid bombs its own target, damaged
                    // or not, and flies over the rest (London still stops a
                    // raid that strayed onto the London line).
                    Some(t) => site == t as usize || (on_line && kind == SiteKind::London),
                    None => stops_at(kind, self.st.is_damaged(site), on_line),
                };
                if stops {
                    if let Some(r) = self.st.raid.as_mut() {
                        r.target = Some(site as u8);
                    }
                    ev.push(Event::RaidAtTarget { site: site as u8 });
                    break;
                }
            }
            // 6.6: the raid stops on entering an RAF fighter's hex.
            if interceptors.contains(&Some(next)) {
                ev.push(Event::RaidMeetsFighters { hex: next });
                break;
            }
        }
    }

    /// Where the raid may be after its next move, with the chance of each
    /// hex, from the flight-path diagram (6.4): every d6 result played out on
    /// a copy of the campaign. Empty when there is no raid.
    pub fn raid_forecast(&self) -> Vec<(Hex, f64)> {
        let Some(raid) = self.st.raid.as_ref().filter(|r| !r.exited) else { return Vec::new() };
        let start = raid.hex;
        let mut out: Vec<(Hex, f64)> = Vec::new();
        let rolls: &[u8] =
            if matches!(raid.course, Course::London { .. }) { &[1] } else { &[1, 2, 3, 4, 5, 6] };
        // raid_move with a given roll changes nothing but the raid: one copy
        // of the campaign serves every roll, its raid put back each time.
        let mut copy = self.scratch_copy();
        let mut ev = Vec::new();
        for &d in rolls {
            copy.st.raid.clone_from(&self.st.raid);
            ev.clear();
            copy.raid_move(Some(d), &mut ev);
            let end = copy.st.raid.as_ref().map(|r| if r.exited { start } else { r.hex }).unwrap_or(start);
            let p = 1.0 / rolls.len() as f64;
            match out.iter_mut().find(|(h, _)| *h == end) {
                Some(x) => x.1 += p,
                None => out.push((end, p)),
            }
        }
        out
    }

    /// 6.4: the raid reached row O at `here` without bombing: it turns for
    /// London.
    fn turn_for_london(&mut self, here: Hex, ev: &mut Vec<Event>) -> Hex {
        let to = nearest_london(&self.ed, here);
        if let Some(r) = self.st.raid.as_mut() {
            r.course = Course::London { from: here, to };
        }
        ev.push(Event::LondonTurn { from: here, to });
        to
    }

    /// 6.8: the raid leaves the map; survivors go back to the cup.
    fn raid_exits(&mut self, ev: &mut Vec<Event>) {
        let Some(raid) = self.st.raid.as_mut() else { return };
        raid.exited = true;
        ev.push(Event::RaidExits { from: raid.hex });
    }

    /// 10: the raid has stopped at its target: identification, dive bombing,
    /// AA, damage and its effects.
    pub(crate) fn bomb(&mut self, ev: &mut Vec<Event>) {
        let Some(site) = self.st.raid.as_ref().and_then(|r| r.target) else { return };
        // 10.1: identified at the target if not yet.
        self.identify(ev);
        let site = site as usize;
        let balloons = self.st.balloons[site];
        let Some(raid) = self.st.raid.as_ref() else { return };
        if raid.homeward() {
            // Identification showed no bombers: nothing to drop.
            if let Some(r) = self.st.raid.as_mut() {
                r.target = None;
                r.bombed = true;
            }
            ev.push(Event::NoBombers { site: site as u8 });
            return;
        }
        // 10.2: dive bombers above 5,000 ft dive to 5,000 (10,000 over
        // balloons) before the AA fires.
        let dive_to = if balloons { Level::BALLOON_FLOOR } else { Level::A5 };
        let ids: Vec<u8> =
            raid.with_raid().filter(|r| self.is_bomber(r) && !r.bombs_gone).map(|r| r.id).collect();
        for &id in &ids {
            if !self.ed.german_type(id).dive_bomber {
                continue;
            }
            let r = self.st.raid.as_mut().and_then(|r| r.raider_mut(id)).expect("raider");
            if r.level > dive_to {
                ev.push(Event::DiveBombs { id, from: r.level, to: dive_to });
                r.level = dive_to;
            }
            r.dove = true;
        }
        // 10.3: a point a bomb from 10,000 ft or higher, two from 5,000 ft or
        // lower.
        let mut points = 0u32;
        let mut low = false;
        let mut drops = Vec::new();
        for &id in &ids {
            let ty = self.ed.german_type(id);
            let r = self.st.raid.as_mut().and_then(|r| r.raider_mut(id)).expect("raider");
            let each = if r.level >= Level::A10 { 1 } else { 2 };
            low |= r.level <= Level::A5;
            points += ty.bombs as u32 * each;
            drops.push((id, r.level, ty.bombs, ty.bombs * each as u8));
            r.bombs_gone = true;
        }
        // AA: heavy at any altitude, light only against bombers at 5,000 ft
        // or lower; one point off.
        let aa = match self.st.aa[site] {
            Aa::Heavy => 1,
            Aa::Light if low => 1,
            _ => 0,
        };
        let after_aa = points.saturating_sub(aa);
        // Radar stations are hard to hit: half, rounded up.
        let radar = self.ed.sites[site].kind == SiteKind::Radar;
        let damage = if radar { after_aa.div_ceil(2) } else { after_aa };
        let before = self.st.damage[site];
        let total = (before as u32 + damage).min(10) as u8;
        self.st.damage[site] = total;
        ev.push(Event::Bombed {
            site: site as u8,
            drops,
            points: points as u8,
            aa: self.st.aa[site],
            aa_points: aa as u8,
            halved: radar,
            damage: damage as u8,
            total,
        });
        if let Some(r) = self.st.raid.as_mut() {
            r.bombed = true;
            r.target = None;
            r.course = Course::Homeward;
        }
        if damage > 0 {
            self.bomb_effects(site, ev);
        }
    }

    /// 10.4: a bombed airfield destroys the active RAF fighters on its
    /// ground; the pilots run for the trenches (survival table).
    fn bomb_effects(&mut self, site: usize, ev: &mut Vec<Event>) {
        let hex = self.ed.sites[site].hex;
        if !self.ed.sites[site].kind.is_airfield() {
            return;
        }
        for f in 0..2u8 {
            let Some(pilot) = self.st.pilot_in(f) else { continue };
            let Some(plane) = self.st.plane_of(&self.ed, f) else { continue };
            let pl = &self.st.planes[plane];
            if pl.status == PlaneStatus::Active && pl.hex == hex && pl.level == Level::Airfield {
                ev.push(Event::DestroyedOnGround { fighter: f + 1, site: site as u8 });
                self.raf_destroyed(f, pilot, plane, hex, crate::rules::state::combat::Downed::OnGround, ev);
            }
        }
    }

    /// 11.4: end of the raid for the Luftwaffe: the survivors go back to
    /// the cup (shaken up), the destroyed stay in their box.
    pub(crate) fn raid_survivors_home(&mut self, ev: &mut Vec<Event>) {
        // 9.1: one still carrying an engine hit cannot fly home with the
        // raid: it checks its range from where the raid is (rules revision
        // 2; before, it went home safely).
        if self.st.setup.revision >= 2
            && let Some(raid) = self.st.raid.as_ref()
        {
            let hex = raid.hex;
            let ids: Vec<u8> = raid.with_raid().map(|r| r.id).collect();
            for id in ids {
                self.engine_damaged_leaves(id, hex, ev);
            }
        }
        self.ask_face_down("11.4");
        let Some(raid) = self.st.raid.as_ref() else { return };
        let home: Vec<u8> = raid.with_raid().map(|r| r.id).collect();
        if !home.is_empty() {
            self.st.cup.extend(&home);
            ev.push(Event::BackToCup { units: home });
        }
    }

    /// 12.1: the Luftwaffe's two repair points return destroyed aircraft to
    /// the cup: all of them if one or two, else two drawn at random.
    pub(crate) fn luftwaffe_repairs(&mut self, ev: &mut Vec<Event>) {
        let n = self.st.destroyed.len();
        if n == 0 {
            return;
        }
        let mut back = Vec::new();
        if n <= 2 {
            back.append(&mut self.st.destroyed);
        } else {
            for _ in 0..2 {
                let i = self.draw(RollKind::LuftwaffeRepair, self.st.destroyed.len(), ev);
                back.push(self.st.destroyed.remove(i));
            }
        }
        self.st.cup.extend(&back);
        ev.push(Event::LuftwaffeReplaces { units: back });
    }
}

/// Homeward, the diagram is turned half round: NW->SE, W->E, E->W (6.4).
fn turn_half_round(d: Dir) -> Dir {
    d.reverse()
}

/// The steps of the flight-path diagram (6.4) for a raid of `speed` and the
/// result `roll` (1-6), as drawn (outbound).
pub fn flight_path(ed: &Edition, speed: u8, roll: u8) -> &[Dir] {
    let rows = if speed >= 4 { &ed.flight_path_4 } else { &ed.flight_path_3 };
    &rows[(roll - 1) as usize]
}

/// Where a raid's next point of movement takes it (6.4, 6.8).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FlightStep {
    /// Into the hex, facing the direction.
    To(Dir, Hex),
    /// Outbound on row O without bombing: it turns for London
    /// ([`nearest_london`]); the point is not spent.
    TurnForLondon,
    /// Homeward on row A: the point takes it off the map (6.8).
    Exits,
    /// No step: the diagram's steps are used up, or the line's end.
    Stops,
}

/// A raid's flight step, the one home of 6.4's movement: homeward on row
/// A it leaves the map (6.8); on London's straight line (`line`, from row
/// O to London's hex) the next hex of the line; outbound on row O it turns
/// for London; else the diagram's step `diagram` (as drawn, outbound; turned
/// half round homeward) with the edge rule ([`edge_step`]). `diagram` is
/// None when the impulse's steps are used up.
#[inline]
pub fn flight_step(
    ed: &Edition,
    here: Hex,
    course: Course,
    diagram: Option<Dir>,
    line: &[Hex],
) -> FlightStep {
    let step = match course {
        Course::Outbound => {
            if here.row() == TOP_ROW {
                return FlightStep::TurnForLondon;
            }
            let Some(d) = diagram else { return FlightStep::Stops };
            edge_step(ed.map.grid, here, d, false)
        }
        Course::Homeward => {
            if here.row() == 0 {
                return FlightStep::Exits;
            }
            let Some(d) = diagram else { return FlightStep::Stops };
            edge_step(ed.map.grid, here, turn_half_round(d), true)
        }
        Course::London { to, .. } => line_step(here, line, to),
    };
    step.map_or(FlightStep::Stops, |(d, h)| FlightStep::To(d, h))
}

/// 6.4: where a raid that reached row O without bombing flies: the
/// nearest London hex on its own row if there is one (edition 2: O5 or
/// O6, along row O), else the nearest London hex (edition 1, by the
/// straight line of ruling 10).
#[inline]
pub fn nearest_london(ed: &Edition, from: Hex) -> Hex {
    ed.sites_of(SiteKind::London)
        .map(|s| ed.sites[s].hex)
        .min_by_key(|h| (h.row() != from.row(), from.distance(*h), *h))
        .unwrap_or(from)
}

/// Does a solitaire raid entering a target of `kind` stop there to bomb
/// (6.4, 10.1)? Outbound at the first undamaged target or any London hex;
/// on London's line (`on_line`) only at an undamaged airfield or London.
#[inline]
pub fn stops_at(kind: SiteKind, damaged: bool, on_line: bool) -> bool {
    kind == SiteKind::London || (!damaged && (!on_line || kind.is_airfield()))
}

/// One diagram step with the map edges (6.4): a step that would leave the
/// map by the left or right edge runs along the edge instead: outbound the
/// raid steps up-left, or up-right where that is off the map; homeward
/// down-right, or down-left. In edition 2, whose diagram steps only up-left
/// (W) and up-right (NW), this is "the other step of the pair"; in edition
/// 1 (ruling 11) NW, or NE where the edge zigzags.
#[inline]
fn edge_step(grid: Grid, here: Hex, d: Dir, homeward: bool) -> Option<(Dir, Hex)> {
    let along: [Dir; 2] =
        if homeward { [Dir::DownRight, Dir::DownLeft] } else { [Dir::UpLeft, Dir::UpRight] };
    std::iter::once(d).chain(along).find_map(|x| grid.neighbour(here, x).map(|h| (x, h)))
}

/// The next hex after `here` on `line`, the straight line from some hex to
/// `to` (6.4, London).
fn line_step(here: Hex, line: &[Hex], to: Hex) -> Option<(Dir, Hex)> {
    let next = match line.iter().position(|h| *h == here) {
        Some(i) => *line.get(i + 1)?,
        // Off the line (cannot happen): head straight for London.
        None => *here.line_to(to).get(1)?,
    };
    here.direction_to(next).map(|d| (d, next))
}

/// Distance an engine-damaged German must fly to leave the map from row A,
/// avoiding balloon hexes where it can (9.1, R17): hexes to row A plus the
/// point to leave.
pub fn hexes_to_france(grid: Grid, from: Hex, balloon: impl Fn(Hex) -> bool) -> u32 {
    // No path is shorter than one row a hex; when a path that only goes
    // down misses every balloon, that is the answer (the usual case).
    if downhill_clear(grid, from, &balloon) {
        return from.row() as u32 + 1;
    }
    // Breadth-first over the map, balloon hexes closed (the start is open).
    let mut dist = [u32::MAX; 225];
    let mut queue = [from; 225];
    let (mut head, mut tail) = (0, 1);
    dist[from.index()] = 0;
    while head < tail {
        let h = queue[head];
        head += 1;
        if h.row() == 0 {
            return dist[h.index()] + 1;
        }
        for (_, n) in grid.neighbours(h) {
            if dist[n.index()] == u32::MAX && !balloon(n) {
                dist[n.index()] = dist[h.index()] + 1;
                queue[tail] = n;
                tail += 1;
            }
        }
    }
    // Boxed in by balloons (cannot happen on this map): straight south.
    from.row() as u32 + 1
}

/// Is there a path from `from` to row A that goes one row down every hex
/// and enters no balloon hex? (Then it is a shortest way to France.)
fn downhill_clear(grid: Grid, from: Hex, balloon: &impl Fn(Hex) -> bool) -> bool {
    // The hexes of the current row reachable so far, as column bits.
    let mut row = from.row();
    let mut reach: u32 = 1 << from.col();
    while row > 0 {
        let mut next: u32 = 0;
        for col in 1..=grid.cols() {
            if reach & (1 << col) == 0 {
                continue;
            }
            let Some(h) = Hex::new(row, col) else { continue };
            for d in [Dir::DownLeft, Dir::DownRight] {
                if let Some(n) = grid.neighbour(h, d)
                    && next & (1 << n.col()) == 0
                    && !balloon(n)
                {
                    next |= 1 << n.col();
                }
            }
        }
        if next == 0 {
            return false;
        }
        reach = next;
        row -= 1;
    }
    true
}

/// Is an engine-damaged German able to reach France (9.1)?
pub fn reaches_france(
    grid: Grid,
    ty: &crate::edition::AircraftType,
    hits: &Hits,
    level: Level,
    from: Hex,
    balloon: impl Fn(Hex) -> bool,
) -> (bool, u32, u32) {
    let range = damage::engine_range(ty, hits, level.above_ground());
    let need = hexes_to_france(grid, from, balloon);
    (range >= need, range, need)
}
