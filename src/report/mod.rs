//! The campaign's records, derived from the session: the pilots' log books,
//! the raids and combats, the RAF losses, the score day by day, the journal
//! and the exports. Pure functions of the session's event log (and the
//! campaign state for what is true now), so they are "kept in the save" by
//! construction: a save holds the seed and the choices, and replaying them
//! rebuilds the same log.

pub mod export;
pub mod fame;
pub mod fold;
pub mod journal;
pub mod summary;
pub mod verify;

use crate::edition::{Edition, SiteKind, Weather, WoundResult};
use crate::rules::combat::Craft;
use crate::rules::events::{Event, PhaseId, PilotPlace};
use crate::rules::hex::Hex;
use crate::rules::level::Level;
use crate::rules::state::PilotStatus;
use crate::session::Session;
use chrono::NaiveDate;

/// A line of a log sheet: a mission flown — a patrol ordered at
/// positioning (5.2) or a scramble, taking off against a raid (6.1) — or
/// the aircraft destroyed on its airfield by bombs (10.4), which is no
/// mission but is the pilot's aircraft lost.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SortieKind {
    Patrol,
    Scramble,
    OnGround { site: u8 },
}

/// A German aircraft destroyed by a pilot (13.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kill {
    pub id: u8,
    /// The German type's name ("Me109E").
    pub ty: String,
}

/// One line of a pilot's log sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct Sortie {
    pub date: NaiveDate,
    pub phase: Option<PhaseId>,
    pub pilot: u8,
    /// Fighter #1 or #2.
    pub fighter: u8,
    /// "Spitfire #1".
    pub aircraft: String,
    pub kind: SortieKind,
    /// Hexes entered (6.2), in order.
    pub path: Vec<Hex>,
    pub combats: u32,
    /// Bursts fired (8.43), a head-on attack counting one (8.5).
    pub bursts: u32,
    /// Hits taken on the aircraft's damage positions (8.43).
    pub hits_taken: u32,
    pub victories: Vec<Kill>,
    /// The aircraft was destroyed (13.3).
    pub aircraft_lost: bool,
    /// Bailed out (9.5): whether he survived. (On the ground, 10.4, he
    /// runs for the trenches instead: `killed` says how it went.)
    pub bail_out: Option<bool>,
    /// Killed with his aircraft (9.2, 9.5).
    pub killed: bool,
    /// The wound table at the end of the raid (11.2), with the date he is
    /// back for a wound that takes weeks.
    pub wound: Option<(WoundResult, Option<NaiveDate>)>,
}

/// A pilot's fatigue on a day: the highest it reached and where it stood
/// at the end of the day (after sleep, 12.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FatigueDay {
    pub date: NaiveDate,
    pub high: u8,
    pub end: u8,
}

/// A pilot's log book.
#[derive(Clone, Debug, PartialEq)]
pub struct PilotLog {
    pub pilot: u8,
    pub sorties: Vec<Sortie>,
    pub fatigue: Vec<FatigueDay>,
    /// Victories before the campaign (3.4) and in it (13.1).
    pub prior_victories: u8,
    pub victories: u32,
    /// The day he became an ace (5 victories in all), if in this campaign.
    pub ace_on: Option<NaiveDate>,
    pub status: PilotStatus,
}

impl Sortie {
    /// A mission flown, not an aircraft lost on the ground.
    pub fn flown(&self) -> bool {
        !matches!(self.kind, SortieKind::OnGround { .. })
    }
}

impl PilotLog {
    /// The missions flown (the log sheet's lines but the aircraft lost on
    /// the ground).
    pub fn flown(&self) -> usize {
        self.sorties.iter().filter(|s| s.flown()).count()
    }

    /// Prior and campaign victories toward the five of an ace.
    pub fn toward_ace(&self) -> u32 {
        self.prior_victories as u32 + self.victories
    }

    /// Is he an ace (13.1)?
    pub fn is_ace(&self) -> bool {
        crate::rules::score::is_ace(self.toward_ace())
    }
}

/// A raid (5.3-11).
#[derive(Clone, Debug, PartialEq)]
pub struct RaidRow {
    pub date: NaiveDate,
    pub phase: Option<PhaseId>,
    pub size: u8,
    /// Extra raiders for London burning (10.4).
    pub extra: u8,
    pub entry: u8,
    pub hex: Hex,
    pub reported: Level,
    /// The raiders once identified (7.1).
    pub raiders: Vec<u8>,
    /// (site, damage points) for each bombing (10.3).
    pub bombed: Vec<(u8, u8)>,
    pub combats: u32,
    /// German aircraft destroyed or crashed on the way home (9.1).
    pub german_lost: u32,
    pub raf_lost: u32,
}

/// An air combat (7.3-9).
#[derive(Clone, Debug, PartialEq)]
pub struct CombatRow {
    pub date: NaiveDate,
    pub phase: Option<PhaseId>,
    pub hex: Hex,
    /// Fighters #1/#2 and their pilots.
    pub fighters: Vec<(u8, Option<u8>)>,
    pub raf_first: bool,
    pub rounds: u8,
    pub raf_bursts: u32,
    pub german_bursts: u32,
    pub hits_on_raf: u32,
    pub hits_on_german: u32,
    pub german_lost: u32,
    pub raf_lost: u32,
}

/// An RAF aircraft lost (13.3).
#[derive(Clone, Debug, PartialEq)]
pub struct LossRow {
    pub date: NaiveDate,
    pub phase: Option<PhaseId>,
    pub fighter: u8,
    pub pilot: Option<u8>,
    pub aircraft: String,
    /// Destroyed on its airfield by bombs (10.4), not in the air.
    pub on_ground: Option<u8>,
}

/// A victory, in the order they were scored.
#[derive(Clone, Debug, PartialEq)]
pub struct VictoryRow {
    pub date: NaiveDate,
    pub phase: Option<PhaseId>,
    pub pilot: u8,
    pub kill: Kill,
    /// The pilot's victories in the campaign after this one.
    pub total: u8,
}

/// The score at the end of a day, and what happened that day.
#[derive(Clone, Debug, PartialEq)]
pub struct DayRow {
    pub date: NaiveDate,
    pub weather: Option<Weather>,
    pub raids: u32,
    pub sorties: u32,
    pub victories: u32,
    pub raf_losses: u32,
    /// Targets hit by bombs today (10.3) and repair points spent (12.1).
    pub targets_bombed: u32,
    pub repairs: u32,
    /// At the end of the day: damaged targets, London's Burning (London
    /// and Thameshaven hexes damaged, 10.4), and the running score (13).
    pub damaged: u32,
    pub london_burning: u32,
    pub raf_score: u32,
    pub luftwaffe_score: u32,
    /// The day is over (the next one began, or the campaign ended): the
    /// score above is its end-of-day score, not the score so far.
    pub complete: bool,
}

/// A target's record: bombings, damage and repairs.
#[derive(Clone, Debug, PartialEq)]
pub struct TargetRow {
    pub site: u8,
    pub bombed: u32,
    pub damage: u32,
    pub repaired: u32,
    pub now: u8,
}

/// Everything the records pages, the journal and the exports show.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub name: String,
    pub pilots: Vec<PilotLog>,
    pub raids: Vec<RaidRow>,
    pub combats: Vec<CombatRow>,
    pub losses: Vec<LossRow>,
    pub victories: Vec<VictoryRow>,
    pub days: Vec<DayRow>,
    pub targets: Vec<TargetRow>,
}

impl Report {
    /// Every sortie of every pilot, in the order flown.
    pub fn sorties(&self) -> Vec<&Sortie> {
        let mut v: Vec<&Sortie> = self.pilots.iter().flat_map(|p| &p.sorties).collect();
        v.sort_by_key(|s| (s.date, phase_order(s.phase), s.fighter));
        v
    }

    /// Victories of each German type, most first: (type, count).
    pub fn victories_by_type(&self) -> Vec<(String, u32)> {
        let mut v: Vec<(String, u32)> = Vec::new();
        for r in &self.victories {
            match v.iter_mut().find(|(t, _)| *t == r.kill.ty) {
                Some((_, n)) => *n += 1,
                None => v.push((r.kill.ty.clone(), 1)),
            }
        }
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        v
    }
}

/// Sort key of a phase within its day: the morning first, the night last.
pub fn phase_order(p: Option<PhaseId>) -> u8 {
    match p {
        None => 0,
        Some(PhaseId::Daylight(i)) => 1 + i,
        Some(PhaseId::Night) => 9,
    }
}

/// Builds the report from the session's event log.
pub fn build(s: &Session) -> Report {
    let ed = s.edition();
    let n = ed.pilots.len();
    let mut b = Builder {
        ed,
        fold: fold::Fold::new(ed),
        open: [None, None],
        last_sortie: vec![None; n],
        fatigue: vec![0; n],
        high: vec![0; n],
        raid: None,
        combat: None,
        pilots: (0..n)
            .map(|p| PilotLog {
                pilot: p as u8,
                sorties: Vec::new(),
                fatigue: Vec::new(),
                prior_victories: ed.pilots[p].prior_victories,
                victories: 0,
                ace_on: None,
                status: s.campaign().state().pilots[p].status,
            })
            .collect(),
        raids: Vec::new(),
        combats: Vec::new(),
        losses: Vec::new(),
        victories: Vec::new(),
        days: Vec::new(),
        targets: (0..ed.sites.len())
            .map(|i| TargetRow { site: i as u8, bombed: 0, damage: 0, repaired: 0, now: 0 })
            .collect(),
        present: vec![false; n],
    };
    for l in s.log() {
        if let Event::DayBegins { date } = &l.event {
            b.end_day();
            if let Some(d) = b.days.last_mut() {
                d.complete = true;
            }
            b.start_day(*date);
        }
        b.event(l.date, l.phase, &l.event);
    }
    b.end_day();
    if let Some(d) = b.days.last_mut() {
        d.complete = s.campaign().is_over();
    }
    for (t, &d) in b.targets.iter_mut().zip(&s.campaign().state().damage) {
        t.now = d;
    }
    let targets = b.targets.into_iter().filter(|t| t.bombed > 0 || t.now > 0).collect();
    Report {
        name: s.name.clone(),
        pilots: b.pilots,
        raids: b.raids,
        combats: b.combats,
        losses: b.losses,
        victories: b.victories,
        days: b.days,
        targets,
    }
}

struct Builder<'a> {
    ed: &'a Edition,
    /// The log folded so far: who flies each fighter, the damage, the score.
    fold: fold::Fold,
    /// The sortie each fighter is flying: (pilot, index in his log).
    open: [Option<(u8, usize)>; 2],
    /// Each pilot's latest sortie, for the wound table after the raid.
    last_sortie: Vec<Option<usize>>,
    fatigue: Vec<u8>,
    high: Vec<u8>,
    raid: Option<usize>,
    combat: Option<usize>,
    pilots: Vec<PilotLog>,
    raids: Vec<RaidRow>,
    combats: Vec<CombatRow>,
    losses: Vec<LossRow>,
    victories: Vec<VictoryRow>,
    days: Vec<DayRow>,
    targets: Vec<TargetRow>,
    /// In the squadron today: drawn or arrived, not killed or invalided.
    present: Vec<bool>,
}

impl Builder<'_> {
    fn start_day(&mut self, date: NaiveDate) {
        self.high.clone_from(&self.fatigue);
        self.days.push(DayRow {
            date,
            weather: None,
            raids: 0,
            sorties: 0,
            victories: 0,
            raf_losses: 0,
            targets_bombed: 0,
            repairs: 0,
            damaged: 0,
            london_burning: 0,
            raf_score: 0,
            luftwaffe_score: 0,
            complete: false,
        });
    }

    /// Closes the day: fatigue and the score at its end.
    fn end_day(&mut self) {
        let ed = self.ed;
        let Some(day) = self.days.last_mut() else { return };
        for (p, log) in self.pilots.iter_mut().enumerate() {
            let flew = log.sorties.last().is_some_and(|s| s.date == day.date);
            if self.present[p] || flew {
                log.fatigue.push(FatigueDay { date: day.date, high: self.high[p], end: self.fatigue[p] });
            }
        }
        let (mut damaged, mut burning) = (0, 0);
        for (i, &d) in self.fold.damage.iter().enumerate() {
            if d == 0 {
                continue;
            }
            let kind = ed.sites[i].kind;
            damaged += 1;
            if matches!(kind, SiteKind::London | SiteKind::OilDepot) {
                burning += 1;
            }
        }
        day.damaged = damaged;
        day.london_burning = burning;
        day.raf_score = self.fold.score.0 as u32;
        day.luftwaffe_score = self.fold.score.1 as u32;
    }

    fn sortie_mut(&mut self, fighter: u8) -> Option<&mut Sortie> {
        let (p, i) = (*self.open.get(fighter as usize)?)?;
        self.pilots[p as usize].sorties.get_mut(i)
    }

    fn pilot_sortie_mut(&mut self, pilot: u8, date: NaiveDate) -> Option<&mut Sortie> {
        let i = self.last_sortie[pilot as usize]?;
        self.pilots[pilot as usize].sorties.get_mut(i).filter(|s| s.date == date)
    }

    fn aircraft_of(&self, pilot: u8, fighter: u8) -> String {
        let ty = self.ed.pilots[pilot as usize].aircraft;
        match self.ed.raf_unit(ty, fighter) {
            Some(u) => self.ed.plane_name(u as u8),
            None => self.ed.raf_types[ty].name.clone(),
        }
    }

    fn begin_sortie(&mut self, date: NaiveDate, phase: Option<PhaseId>, fighter: u8, kind: SortieKind) {
        let Some(slot) = fighter.checked_sub(1).filter(|&s| s < 2) else { return };
        let Some(pilot) = self.fold.pilot_of(fighter) else { return };
        let aircraft = self.aircraft_of(pilot, fighter);
        let log = &mut self.pilots[pilot as usize].sorties;
        log.push(Sortie {
            date,
            phase,
            pilot,
            fighter,
            aircraft,
            kind,
            path: Vec::new(),
            combats: 0,
            bursts: 0,
            hits_taken: 0,
            victories: Vec::new(),
            aircraft_lost: false,
            bail_out: None,
            killed: false,
            wound: None,
        });
        let i = log.len() - 1;
        self.open[slot as usize] = Some((pilot, i));
        self.last_sortie[pilot as usize] = Some(i);
        if let Some(d) = self.days.last_mut()
            && !matches!(kind, SortieKind::OnGround { .. })
        {
            d.sorties += 1;
        }
    }

    fn event(&mut self, date: NaiveDate, phase: Option<PhaseId>, e: &Event) {
        let step = self.fold.step(e, self.ed);
        match e {
            Event::PilotPlaced { pilot, place: PilotPlace::Fighter(_) | PilotPlace::Reserve } => {
                self.present[*pilot as usize] = true
            }
            Event::PhaseBegins { .. } => {
                self.open = [None, None];
                self.raid = None;
                self.combat = None;
            }
            Event::Weather { weather, .. } => {
                if let Some(d) = self.days.last_mut() {
                    d.weather = Some(*weather);
                }
            }
            Event::Patrols { fighter, .. } => self.begin_sortie(date, phase, *fighter, SortieKind::Patrol),
            Event::TakesOff { fighter, .. } => self.begin_sortie(date, phase, *fighter, SortieKind::Scramble),
            // 10.4: the aircraft lost on its airfield is a line of its
            // pilot's log sheet too.
            Event::DestroyedOnGround { fighter, site } => {
                self.begin_sortie(date, phase, *fighter, SortieKind::OnGround { site: *site })
            }
            Event::Moves { fighter, path, .. } => {
                if let Some(s) = self.sortie_mut(fighter.wrapping_sub(1)) {
                    s.path.extend_from_slice(path);
                }
            }
            Event::Fatigue { pilot, to, .. } | Event::Sleeps { pilot, to, .. } => {
                let p = *pilot as usize;
                self.fatigue[p] = *to;
                self.high[p] = self.high[p].max(*to);
            }
            Event::JoinsReserve { pilot, .. } => {
                // Arrivals and the recovered come in rested (R20, ruling 17).
                self.fatigue[*pilot as usize] = 0;
                self.present[*pilot as usize] = true;
            }
            Event::RaidPlaced { entry, hex, reported, size, extra, .. } => {
                self.raids.push(RaidRow {
                    date,
                    phase,
                    size: *size,
                    extra: *extra,
                    entry: *entry,
                    hex: *hex,
                    reported: *reported,
                    raiders: Vec::new(),
                    bombed: Vec::new(),
                    combats: 0,
                    german_lost: 0,
                    raf_lost: 0,
                });
                self.raid = Some(self.raids.len() - 1);
                if let Some(d) = self.days.last_mut() {
                    d.raids += 1;
                }
            }
            Event::Identified { raiders, .. } => {
                if let Some(r) = self.raid.and_then(|i| self.raids.get_mut(i)) {
                    r.raiders.clone_from(raiders);
                }
            }
            Event::Bombed { site, damage, .. } => {
                let t = &mut self.targets[*site as usize];
                t.bombed += 1;
                t.damage += *damage as u32;
                if let Some(r) = self.raid.and_then(|i| self.raids.get_mut(i)) {
                    r.bombed.push((*site, *damage));
                }
                if let Some(d) = self.days.last_mut() {
                    d.targets_bombed += 1;
                }
            }
            Event::SiteRepaired { site, .. } => {
                self.targets[*site as usize].repaired += 1;
                if let Some(d) = self.days.last_mut() {
                    d.repairs += 1;
                }
            }
            Event::RaidEnds => {
                self.raid = None;
                self.combat = None;
            }
            Event::CombatBegins { hex, raf_first, fighters } => {
                let fighters: Vec<(u8, Option<u8>)> = fighters
                    .iter()
                    .map(|&f| (f, self.fold.pilot_of(f)))
                    .collect();
                for &(f, _) in &fighters {
                    if let Some(s) = self.sortie_mut(f.wrapping_sub(1)) {
                        s.combats += 1;
                    }
                }
                self.combats.push(CombatRow {
                    date,
                    phase,
                    hex: *hex,
                    fighters,
                    raf_first: *raf_first,
                    rounds: 0,
                    raf_bursts: 0,
                    german_bursts: 0,
                    hits_on_raf: 0,
                    hits_on_german: 0,
                    german_lost: 0,
                    raf_lost: 0,
                });
                self.combat = Some(self.combats.len() - 1);
                if let Some(r) = self.raid.and_then(|i| self.raids.get_mut(i)) {
                    r.combats += 1;
                }
            }
            Event::RoundBegins { round } => {
                if let Some(c) = self.combat.and_then(|i| self.combats.get_mut(i)) {
                    c.rounds = c.rounds.max(*round);
                }
            }
            Event::CombatEnds => self.combat = None,
            Event::Fires { attacker, bursts, .. } => self.fired(*attacker, *bursts as u32),
            // A head-on attack and its answer are a burst each (8.5); the
            // RAF answer spends no ammunition (ruling 14) but is fired.
            Event::HeadOn { attacker, .. } => self.fired(*attacker, 1),
            Event::HeadOnAnswer { from, .. } => self.fired(*from, 1),
            Event::Hit { craft, .. } => {
                let c = self.combat.and_then(|i| self.combats.get_mut(i));
                match craft {
                    Craft::Raf(slot) => {
                        if let Some(c) = c {
                            c.hits_on_raf += 1;
                        }
                        if let Some(s) = self.sortie_mut(*slot) {
                            s.hits_taken += 1;
                        }
                    }
                    Craft::German(_) => {
                        if let Some(c) = c {
                            c.hits_on_german += 1;
                        }
                    }
                }
            }
            Event::Destroyed { craft: Craft::German(_) } | Event::Crashes { .. } => {
                if let Some(c) = self.combat.and_then(|i| self.combats.get_mut(i)) {
                    c.german_lost += 1;
                }
                if let Some(r) = self.raid.and_then(|i| self.raids.get_mut(i)) {
                    r.german_lost += 1;
                }
            }
            Event::Victory { pilot, id, total } => {
                let kill = Kill { id: *id, ty: self.ed.german_type(*id).name.clone() };
                if let Some(s) = self.pilot_sortie_mut(*pilot, date) {
                    s.victories.push(kill.clone());
                }
                self.pilots[*pilot as usize].victories += 1;
                self.victories.push(VictoryRow { date, phase, pilot: *pilot, kill, total: *total });
                if let Some(d) = self.days.last_mut() {
                    d.victories += 1;
                }
            }
            Event::BecomesAce { pilot } => self.pilots[*pilot as usize].ace_on = Some(date),
            Event::RafLoss { fighter } => {
                let pilot = self.fold.pilot_of(*fighter);
                let aircraft = pilot.map(|p| self.aircraft_of(p, *fighter)).unwrap_or_default();
                let on_ground = step.on_ground;
                // In the air, its sortie; on the ground, the line just opened.
                if let Some(s) = self.sortie_mut(fighter.wrapping_sub(1)) {
                    s.aircraft_lost = true;
                }
                self.losses.push(LossRow { date, phase, fighter: *fighter, pilot, aircraft, on_ground });
                if let Some(c) = self.combat.and_then(|i| self.combats.get_mut(i)) {
                    c.raf_lost += 1;
                }
                if let Some(r) = self.raid.and_then(|i| self.raids.get_mut(i)) {
                    r.raf_lost += 1;
                }
                if let Some(d) = self.days.last_mut() {
                    d.raf_losses += 1;
                }
            }
            Event::PilotKilled { pilot } => {
                self.present[*pilot as usize] = false;
                if let Some(s) = self.pilot_sortie_mut(*pilot, date) {
                    s.killed = true;
                }
            }
            Event::BailOut { pilot, survives, on_ground, .. } => {
                if !survives {
                    self.present[*pilot as usize] = false;
                }
                if let Some(s) = self.pilot_sortie_mut(*pilot, date) {
                    // On the ground (10.4) he ran for the trenches: no bail-out.
                    if !on_ground {
                        s.bail_out = Some(*survives);
                    }
                    if !survives {
                        s.killed = true;
                    }
                }
            }
            Event::Wound { pilot, result, until } => {
                if !matches!(result, WoundResult::Shaken) {
                    self.present[*pilot as usize] = false;
                }
                if let Some(s) = self.pilot_sortie_mut(*pilot, date) {
                    s.wound = Some((*result, *until));
                    if *result == WoundResult::Killed {
                        s.killed = true;
                    }
                }
            }
            _ => {}
        }
    }

    fn fired(&mut self, attacker: Craft, bursts: u32) {
        let c = self.combat.and_then(|i| self.combats.get_mut(i));
        match attacker {
            Craft::Raf(slot) => {
                if let Some(c) = c {
                    c.raf_bursts += bursts;
                }
                if let Some(s) = self.sortie_mut(slot) {
                    s.bursts += bursts;
                }
            }
            Craft::German(_) => {
                if let Some(c) = c {
                    c.german_bursts += bursts;
                }
            }
        }
    }
}

/// The start of a phase: where a review steps to and a branch starts from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PhaseStart {
    pub date: NaiveDate,
    pub phase: PhaseId,
    /// Choices made before the phase began: replaying these many brings
    /// the campaign to the phase's first decision.
    pub choices: usize,
}

/// Every phase begun so far, in order (4.2).
pub fn phase_starts(s: &Session) -> Vec<PhaseStart> {
    s.log()
        .iter()
        .filter_map(|l| match l.event {
            Event::PhaseBegins { phase, .. } => {
                Some(PhaseStart { date: l.date, phase, choices: l.after_choice.map_or(0, |k| k + 1) })
            }
            _ => None,
        })
        .collect()
}
