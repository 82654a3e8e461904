//! The campaign state machine: the engine asks, the player answers.
//!
//! [`Campaign::pending`] says what the game needs now, with every legal
//! option; [`Campaign::apply`] checks a choice, applies it, then runs every
//! step that needs no decision (the German side, dice, bookkeeping) up to the
//! next decision, returning the events. An illegal choice is an error and
//! leaves the campaign untouched.
//!
//! This file holds setup (3), the day and phase skeleton (4), the
//! positioning of the fighters (5.2, 11.5, 14.2), the raid-size draw (5.3)
//! and the impulse sequence (5.4, R2). The German side of a raid is in
//! `raid`, RAF flight in `movement`, air combat in `combat`, the end of a
//! raid and the night in `aftermath`.

use crate::edition::{Aa, Edition, RaidMarker, SiteKind, Weather};
use crate::rules::combat::Pick;
use crate::rules::decision::{Choice, Decision, Illegal, Pending, PositionOptions, TargetOption};
use crate::rules::dice::{Counter, Dice, DiceError, OwnDice, Question};
use crate::rules::events::{Event, Faces, JoinReason, LeaderReason, PhaseId, PilotPlace, RollKind};
use crate::rules::hex::Dir;
use crate::rules::level::Level;
use crate::rules::movement::MoveOption;
use crate::rules::score::{Score, score};
use crate::rules::state::{
    Phase, Pilot, PilotStatus, Plane, PlaneStatus, Players, Scenario, Seat, Setup, State, Tally, WeatherMode,
};
use crate::rules::step::Step;
use chrono::NaiveDate;
use std::sync::Arc;

/// Full ammunition: five 3-second bursts (3.5).
pub const FULL_AMMO: u8 = 5;

/// A campaign: the edition it is played on and its state.
#[derive(Clone, Debug)]
pub struct Campaign {
    pub(crate) ed: Arc<Edition>,
    pub(crate) st: State,
    /// Which state this is (see [`Token`]): a new token after every change
    /// made through the public API (`apply`, `answer`, `dice_mut`); a clone
    /// keeps it, as it has the same state.
    token: Token,
}

/// Names one state of a campaign among every state of every campaign in
/// the process: two campaigns with the same token have the same state (one
/// is an unchanged clone of the other). [`Campaign::answer`] checks it to
/// take back a decision it gave without building it again.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token(u64);

impl Token {
    /// A token never given before in this process: each thread hands out
    /// its own block of 2^32, so no lock and no shared counter is touched
    /// but once a block.
    fn fresh() -> Token {
        use std::sync::atomic::{AtomicU64, Ordering};
        static BLOCKS: AtomicU64 = AtomicU64::new(1);
        thread_local! {
            static NEXT: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
        }
        NEXT.with(|next| {
            let mut t = next.get();
            if t & 0xffff_ffff == 0 {
                t = BLOCKS.fetch_add(1, Ordering::Relaxed) << 32;
            }
            t += 1;
            next.set(if t & 0xffff_ffff == 0xffff_ffff { 0 } else { t });
            Token(t)
        })
    }
}

/// A decision as [`Campaign::ask`] gave it, with the token of the state it
/// was asked in: [`Campaign::answer`] takes it back and, while the campaign
/// is in that state, does not build the decision again to check the
/// answer.
#[derive(Clone, Debug)]
pub struct Asked {
    pub decision: Decision,
    token: Token,
}

/// Why a setup was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// 4.3: no optional weather in the short scenario.
    ShortOptionalWeather,
    UnknownSite(String),
    /// 3.5: the base must be a sector airfield.
    NotASector {
        site: String,
        sectors: Vec<String>,
    },
    /// 14.4: more counters of a kind than the game has.
    TooManyDefences {
        what: DefenceKind,
        n: usize,
        max: usize,
    },
    /// 14.4: two guns, or two barrages, on one target.
    TwoDefences {
        what: DefenceKind,
        site: String,
    },
    /// A die of the setup's script or own dice refused (out of range, or
    /// entered for a die never thrown).
    Dice(DiceError),
}

/// The optional defence counters (14.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DefenceKind {
    HeavyAa,
    LightAa,
    Balloons,
}

impl std::error::Error for SetupError {}

impl Campaign {
    /// Sets up a new campaign (3) and runs it to its first decision.
    /// With the player's own dice (`setup.options.own_dice`) the dice
    /// take the values entered, and a die with none starves
    /// ([`Campaign::starved`]): the campaign returned is then not the
    /// game's, only the question is. A scripted or entered value out of
    /// range is refused ([`SetupError::Dice`]).
    pub fn new(ed: Arc<Edition>, setup: Setup) -> Result<(Campaign, Vec<Event>), SetupError> {
        Campaign::new_with(ed, setup, false)
    }

    /// As [`Campaign::new`], played live with the player's own dice: a
    /// face-down draw with no value entered is held face down, to be asked
    /// for at its reveal ([`Dice::defer_face_down`]).
    pub fn new_live(ed: Arc<Edition>, setup: Setup) -> Result<(Campaign, Vec<Event>), SetupError> {
        Campaign::new_with(ed, setup, true)
    }

    fn new_with(
        ed: Arc<Edition>,
        mut setup: Setup,
        live: bool,
    ) -> Result<(Campaign, Vec<Event>), SetupError> {
        let mut dice = Dice::new(setup.seed);
        dice.script(setup.dice.iter().copied());
        if let Some(own) = setup.options.own_dice.take() {
            dice.play_own(&own);
            if live {
                dice.defer_face_down();
            }
        }
        let (c, ev) = Campaign::with_dice(ed, setup, dice)?;
        match c.st.dice.refused() {
            Some(e) => Err(SetupError::Dice(e.clone())),
            None => Ok((c, ev)),
        }
    }

    /// As [`Campaign::new`], with dice that may be scripted (tests).
    pub fn with_dice(
        ed: Arc<Edition>,
        setup: Setup,
        dice: Dice,
    ) -> Result<(Campaign, Vec<Event>), SetupError> {
        let mut ev = Vec::new();
        let st = initial_state(&ed, setup, dice, &mut ev)?;
        let mut c = Campaign { ed, st, token: Token::fresh() };
        c.advance(&mut ev);
        Ok((c, ev))
    }

    /// A campaign resumed from a saved state. The state is trusted to come
    /// from this edition (saves check the edition's fingerprint).
    pub fn from_state(ed: Arc<Edition>, st: State) -> Campaign {
        Campaign { ed, st, token: Token::fresh() }
    }

    /// A campaign from a state at any step, run on to its next decision
    /// (tests build situations this way).
    pub fn resume(ed: Arc<Edition>, st: State) -> (Campaign, Vec<Event>) {
        let mut c = Campaign { ed, st, token: Token::fresh() };
        let mut ev = Vec::new();
        c.advance(&mut ev);
        (c, ev)
    }

    pub fn state(&self) -> &State {
        &self.st
    }

    pub fn edition(&self) -> &Arc<Edition> {
        &self.ed
    }

    /// The dice (own dice: the count thrown, a question, a refusal).
    pub fn dice(&self) -> &Dice {
        &self.st.dice
    }

    /// Plays on with the player's own dice (see [`Dice::play_own`]): a
    /// state resumed from a save or a snapshot holds only the count of
    /// dice thrown; the setup holds who rolls what and the values.
    pub fn play_own(&mut self, own: &OwnDice) {
        self.token = Token::fresh();
        self.st.dice.play_own(own);
    }

    /// As [`Campaign::play_own`], played live: a face-down draw with no
    /// value entered is held face down and asked for at its reveal.
    pub fn play_own_live(&mut self, own: &OwnDice) {
        self.play_own(own);
        self.st.dice.defer_face_down();
    }

    /// Own dice: the first die the last run needed and had no value for;
    /// that run is not the game's (see `rules::dice`).
    pub fn starved(&self) -> Option<&Question> {
        self.st.dice.starved()
    }

    /// The dice, to script them in tests.
    pub fn dice_mut(&mut self) -> &mut Dice {
        self.token = Token::fresh();
        &mut self.st.dice
    }

    /// The token of this state (see [`Token`]).
    pub fn token(&self) -> Token {
        self.token
    }

    /// A copy to play on inside the engine (forecasts): a state of its own,
    /// with a token of its own.
    pub(crate) fn scratch_copy(&self) -> Campaign {
        Campaign { token: Token::fresh(), ..self.clone() }
    }

    pub fn into_state(self) -> State {
        self.st
    }

    /// The running score (13); final once the campaign is over.
    pub fn score(&self) -> Score {
        score(&self.ed, &self.st)
    }

    pub fn is_over(&self) -> bool {
        self.st.step == Step::Over
    }

    /// What the campaign needs now.
    pub fn pending(&self) -> Pending {
        match self.decision(true) {
            Some(d) => Pending::Decide(d),
            None => Pending::Over(self.score()),
        }
    }

    /// As [`Campaign::pending`], but a movement decision comes without its
    /// list of moves (empty `moves`): the simulator's bots draw a move with
    /// [`Campaign::random_move`] or look at [`Campaign::legal_moves`] only
    /// when they need to. Listing every move is by far the dearest part of a
    /// decision.
    pub fn pending_light(&self) -> Pending {
        match self.decision(false) {
            Some(d) => Pending::Decide(d),
            None => Pending::Over(self.score()),
        }
    }

    /// The pending decision, as [`Campaign::pending_light`] gives it (no
    /// list of moves), to answer with [`Campaign::answer`]; None when the
    /// campaign is over.
    pub fn ask(&self) -> Option<Asked> {
        Some(Asked { decision: self.decision(false)?, token: self.token })
    }

    /// The decision pending at the current step (None only when over);
    /// `moves` lists a fighter's legal moves.
    fn decision(&self, moves: bool) -> Option<Decision> {
        let st = &self.st;
        match st.step {
            Step::Replace(f) => Some(Decision::Replace { fighter: f, candidates: self.reserve_pilots() }),
            Step::Position(f) => self.position_options(f).map(Decision::Position),
            Step::RafMove(f) => {
                let on_ground =
                    self.st.plane_of(&self.ed, f).is_some_and(|p| self.st.planes[p].level == Level::Airfield);
                let moves = if moves { self.legal_moves(f) } else { Vec::new() };
                Some(Decision::Move { fighter: f, moves, stand_down: on_ground })
            }
            Step::Placement => {
                let to_place = &st.combat.as_ref()?.to_place;
                let (f, sun, head_on) = *self.in_order(to_place, |x| x.0)?;
                Some(Decision::Placement { fighter: f, sun, head_on })
            }
            Step::Landing => {
                let (f, forced) = *self.in_order(&st.combat.as_ref()?.to_land, |x| x.0)?;
                Some(Decision::Land { fighter: f, forced, options: self.landing_options(f, forced) })
            }
            Step::RafPick(f) => {
                let head_on = st.combat.as_ref()?.pos(f).head_on();
                let targets = self
                    .raf_targets(f)
                    .into_iter()
                    .map(|id| TargetOption {
                        id,
                        level: st
                            .raid
                            .as_ref()
                            .and_then(|r| r.raider(id))
                            .map(|r| r.level)
                            .unwrap_or(Level::Ground),
                        head_on,
                        odds: (!head_on).then(|| self.raf_odds(f, id)),
                    })
                    .collect();
                Some(Decision::Attack { fighter: f, targets })
            }
            Step::AttackOrder => Some(Decision::AttackOrder { target: self.same_target()? }),
            Step::Bursts => {
                let b = st.combat.as_ref()?.bursts?;
                let ammo = self.st.plane_of(&self.ed, b.slot).map(|p| self.st.planes[p].ammo).unwrap_or(0);
                Some(Decision::Bursts { fighter: b.slot, target: b.target, max: b.margin.min(ammo) })
            }
            Step::Repair => {
                let (planes, sites) = self.repair_options();
                Some(Decision::Repair { points: st.repair_points, planes, sites })
            }
            Step::LwKeep => Some(Decision::KeepTarget {
                kept: self.lw()?.kept.len() as u8,
                candidates: self.keep_options(),
            }),
            Step::LwPlan => {
                Some(Decision::PlanRaid { phase: self.lw()?.plan.len() as u8, options: self.plan_options() })
            }
            Step::LwCompose => {
                let lw = self.lw()?;
                let p = lw.composing()?;
                Some(Decision::Compose {
                    phase: (lw.plan.len() - 1) as u8,
                    size: p.size,
                    chosen: p.aircraft.clone(),
                    pool: lw.pool.clone(),
                })
            }
            Step::LwEntry => {
                Some(Decision::Entry { target: self.planned_now()?.target, options: self.entry_options() })
            }
            Step::LwMove => Some(Decision::Plot { paths: self.plot_options() }),
            Step::LwPick => {
                let id = self.german_to_order()?;
                Some(Decision::GermanPick { id, targets: self.german_targets(id) })
            }
            Step::LwCrossfire => Some(Decision::CrossfireAt { target: self.crossfire_choice()? }),
            // advance() only ever stops on a decision step.
            _ => None,
        }
    }

    /// Who must answer `d` (15): the RAF player in solitaire; in 15.1 the
    /// player flying the fighter the decision is about (the section leader
    /// for decisions of the whole section); in 15.2 the Luftwaffe player for
    /// the German plan, flight and combat choices, the RAF player for the rest.
    pub fn seat(&self, d: &Decision) -> Seat {
        match self.st.setup.players {
            Players::Solitaire => Seat::Raf,
            Players::Luftwaffe => {
                if d.luftwaffe() {
                    Seat::Luftwaffe
                } else {
                    Seat::Raf
                }
            }
            Players::TwoRaf => match d {
                // 15.1: each player has one repair point; the leader
                // spends his first.
                Decision::Repair { points, .. } if *points < 2 => Seat::RafPlayer(1 - self.st.leader),
                _ => Seat::RafPlayer(d.fighter().unwrap_or(self.st.leader)),
            },
        }
    }

    /// The order in which the two fighters act: in 15.1 the section
    /// leader's first; otherwise #1 (0) then #2 (1).
    pub fn fighter_order(&self) -> [u8; 2] {
        if self.st.setup.players == Players::TwoRaf && self.st.leader == 1 { [1, 0] } else { [0, 1] }
    }

    /// The fighter that acts first (see [`Campaign::fighter_order`]).
    pub(crate) fn first_fighter(&self) -> u8 {
        self.fighter_order()[0]
    }

    /// The fighter that acts after `f`; 2 when none is left.
    pub(crate) fn next_fighter(&self, f: u8) -> u8 {
        let o = self.fighter_order();
        if f == o[0] { o[1] } else { 2 }
    }

    /// The order of this phase's replacements (11.5, 15.1): the leader at the
    /// start of the phase first, even if the marker has passed since.
    fn next_replace(&self, f: u8) -> u8 {
        let o = self.fighter_order();
        let o = if self.st.leader_passed { [o[1], o[0]] } else { o };
        if f == o[0] { o[1] } else { 2 }
    }

    /// The next entry of a queue of fighters (placements, landings): in
    /// 15.1 the leader's first; otherwise in the order they were queued.
    fn in_order<'a, T>(&self, queue: &'a [T], slot: impl Fn(&T) -> u8) -> Option<&'a T> {
        if self.st.setup.players != Players::TwoRaf {
            return queue.first();
        }
        self.fighter_order().into_iter().find_map(|f| queue.iter().find(|x| slot(x) == f))
    }

    /// Checks a choice against the pending decision, applies it, and runs
    /// on to the next decision.
    pub fn apply(&mut self, choice: Choice) -> Result<Vec<Event>, Illegal> {
        let mut ev = Vec::new();
        self.apply_into(choice, &mut ev)?;
        Ok(ev)
    }

    /// As [`Campaign::apply`], appending the events to `ev` (the simulator
    /// reuses one buffer for a whole campaign). On an illegal choice
    /// nothing is appended and nothing changes.
    pub fn apply_into(&mut self, choice: Choice, ev: &mut Vec<Event>) -> Result<(), Illegal> {
        let Some(decision) = self.decision(false) else {
            return Err(Illegal::Over);
        };
        self.apply_decided(decision, choice, ev)
    }

    /// As [`Campaign::apply_into`], answering the decision `asked` (from
    /// [`Campaign::ask`]). While the campaign is still in the state it was
    /// asked in (same [`Token`]: unchanged, or an unchanged clone of that
    /// campaign), the decision is not built again; otherwise this is
    /// exactly `apply_into`. The choice is checked either way.
    pub fn answer(&mut self, asked: Asked, choice: Choice, ev: &mut Vec<Event>) -> Result<(), Illegal> {
        if asked.token == self.token {
            self.apply_decided(asked.decision, choice, ev)
        } else {
            self.apply_into(choice, ev)
        }
    }

    /// Checks `choice` against `decision`, which must be the decision
    /// pending now, applies it and runs on to the next decision.
    fn apply_decided(
        &mut self,
        decision: Decision,
        choice: Choice,
        ev: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        if !decision.answers(&choice) {
            return Err(Illegal::NotThisDecision { rule: decision.rule() });
        }
        if !decision.allows(&choice) {
            return Err(Illegal::NotAnOption { rule: decision.rule() });
        }
        // A move is checked by simulating it; the same simulation applies it.
        let moved = match (&decision, &choice) {
            (Decision::Move { fighter, .. }, Choice::Move { actions }) => {
                Some(self.move_outcome(*fighter, actions).map_err(Illegal::Move)?)
            }
            _ => None,
        };
        self.token = Token::fresh();
        self.take_answer(decision, choice, moved, ev);
        self.advance(ev);
        Ok(())
    }

    // ------------------------------------------------------------------
    // Dice.

    /// Rolls `n` d6 for a purpose; the roll becomes an event.
    pub(crate) fn roll(&mut self, kind: RollKind, n: usize, ev: &mut Vec<Event>) -> Faces {
        let mut values = Faces::new();
        for i in 0..n {
            values.push(self.st.dice.throw(kind, 6, (n - i).min(u8::MAX as usize) as u8));
        }
        ev.push(Event::Roll { kind, sides: 6, values: Faces::from_slice(&values) });
        values
    }

    /// Draws one of `n` items (0-based index) for a purpose; the draw is an
    /// event (its value 1-based).
    #[inline]
    pub(crate) fn draw(&mut self, kind: RollKind, n: usize, ev: &mut Vec<Event>) -> usize {
        let sides = n.clamp(1, u8::MAX as usize) as u8;
        let v = self.st.dice.throw(kind, sides, 1);
        if self.st.dice.starved_now().is_some() {
            let counters = self.cup_of(kind);
            if let Some(q) = self.st.dice.starved_now() {
                q.counters = counters;
            }
        }
        ev.push(Event::Roll { kind, sides, values: smallvec::smallvec![v] });
        v as usize - 1
    }

    /// 5.3: a draw of a counter that goes on the map face down: the 0-based
    /// index, or None when the player draws it and says which it was only
    /// at its reveal (own dice; the draw's event then shows 0).
    pub(crate) fn draw_face_down(&mut self, kind: RollKind, n: usize, ev: &mut Vec<Event>) -> Option<usize> {
        let sides = n.clamp(1, u8::MAX as usize) as u8;
        let v = self.st.dice.throw(kind, sides, 1);
        if v == 0 {
            ev.push(Event::Roll { kind, sides, values: smallvec::smallvec![0] });
            return None;
        }
        if self.st.dice.starved_now().is_some() {
            let counters = self.cup_of(kind);
            if let Some(q) = self.st.dice.starved_now() {
                q.counters = counters;
            }
        }
        ev.push(Event::Roll { kind, sides, values: smallvec::smallvec![v] });
        Some(v as usize - 1)
    }

    /// The counters a draw of `kind` picks from, in the engine's order
    /// (the draw is a position in it): asked of a player who draws.
    fn cup_of(&self, kind: RollKind) -> Vec<Counter> {
        let st = &self.st;
        match kind {
            RollKind::RaidSize => st.markers_cup.iter().map(|&m| Counter::RaidMarker(m)).collect(),
            RollKind::RaiderDraw | RollKind::PlanRaider => {
                st.cup.iter().map(|&u| Counter::Aircraft(u)).collect()
            }
            RollKind::LuftwaffeRepair => st.destroyed.iter().map(|&u| Counter::Aircraft(u)).collect(),
            RollKind::TargetMarker => {
                st.lw.iter().flat_map(|l| l.targets_cup.iter().map(|&s| Counter::Target(s))).collect()
            }
            RollKind::PlanMarker => {
                st.lw.iter().flat_map(|l| l.sizes_cup.iter().map(|&m| Counter::RaidMarker(m))).collect()
            }
            _ => Vec::new(),
        }
    }

    // ------------------------------------------------------------------
    // The machine.

    /// Runs steps until one needs a decision (or the campaign is over).
    fn advance(&mut self, ev: &mut Vec<Event>) {
        loop {
            let next = match self.st.step {
                Step::DayStart => self.day_start(ev),
                Step::PhaseStart => self.phase_start(ev),
                Step::Replace(f) => {
                    if f >= 2 {
                        self.st.leader_passed = false;
                        Step::Position(self.first_fighter())
                    } else if self.needs_pilot(f)
                        && self.st.pilots.iter().any(|p| p.status == PilotStatus::Reserve)
                    {
                        return;
                    } else {
                        Step::Replace(self.next_replace(f))
                    }
                }
                Step::Position(f) => {
                    if f >= 2 {
                        Step::RaidDraw
                    } else if self.position_options_quiet(f).is_some() {
                        return;
                    } else {
                        Step::Position(self.next_fighter(f))
                    }
                }
                Step::RaidDraw => self.raid_draw(ev),
                Step::ImpulseStart => self.impulse_start(ev),
                Step::RafMove(f) => {
                    if f >= 2 {
                        Step::RafIntercept
                    } else if self.can_move(f) {
                        return;
                    } else {
                        Step::RafMove(self.next_fighter(f))
                    }
                }
                Step::RafIntercept => {
                    let any = self.st.raid.as_ref().is_some_and(|r| r.intercepting.iter().any(|&x| x));
                    if any { self.start_combat(true, Step::LwMove, ev) } else { Step::LwMove }
                }
                Step::LwMove => {
                    if self.needs_plot() {
                        return;
                    }
                    if self.st.raid.as_ref().is_some_and(|r| !r.exited && r.with_raid().next().is_some()) {
                        self.raid_move(None, ev);
                    }
                    Step::Bomb
                }
                Step::Bomb => {
                    self.bomb(ev);
                    Step::LwIntercept
                }
                Step::LwIntercept => {
                    let raid = self.st.raid.as_ref();
                    let hex = raid.filter(|r| !r.exited).map(|r| r.hex);
                    match hex {
                        Some(h) if self.any_fighter_intercepts(h) => {
                            self.start_combat(false, Step::ImpulseEnd, ev)
                        }
                        _ => Step::ImpulseEnd,
                    }
                }
                Step::ImpulseEnd => self.impulse_end(ev),
                Step::RaidEnd => self.raid_end(ev),
                Step::Placement => {
                    if self.st.combat.as_ref().is_some_and(|c| !c.to_place.is_empty()) {
                        return;
                    }
                    Step::RoundStart
                }
                Step::RoundStart => self.round_start(ev),
                Step::SegmentStart => self.segment_start(ev),
                Step::Landing => match &self.st.combat {
                    Some(c) if !c.to_land.is_empty() => return,
                    Some(c) => c.after_landing,
                    None => Step::ImpulseEnd,
                },
                Step::RafPick(f) => {
                    let in_box = self.st.combat.as_ref().is_some_and(|c| c.in_box(f));
                    if f >= 2 {
                        Step::AttackOrder
                    } else if in_box && self.st.raid.as_ref().is_some_and(|r| r.with_raid().next().is_some())
                    {
                        return;
                    } else {
                        Step::RafPick(self.next_fighter(f))
                    }
                }
                Step::AttackOrder => {
                    if self.st.setup.players == Players::TwoRaf {
                        // 15.1: the leader fires (and takes the return fire)
                        // before the wingman, whatever their targets.
                        self.order_attacks(Some(self.st.leader));
                    } else if self.same_target().is_some() {
                        return;
                    } else {
                        self.order_attacks(None);
                    }
                    Step::RafAttack
                }
                Step::RafAttack => self.raf_attack(ev),
                Step::Bursts => return,
                Step::SegmentEnd => self.segment_end(ev),
                Step::RoundEnd => self.round_end(ev),
                Step::CombatEnd => self.combat_end(ev),
                Step::PhaseEnd => self.phase_end(ev),
                Step::Night => self.night_start(ev),
                Step::Repair => {
                    if self.st.repair_points > 0 && self.any_repair_option() {
                        return;
                    }
                    Step::NightEnd
                }
                Step::NightEnd => self.night_end(ev),
                Step::DayEnd => self.day_end(ev),
                Step::Over => return,
                Step::LwKeep => {
                    if self.keep_options().is_empty() {
                        // Nothing to choose (cannot happen with 24 markers).
                        if let Some(lw) = self.st.lw.as_mut() {
                            lw.blitz = true;
                        }
                        self.lw_day_start()
                    } else {
                        return;
                    }
                }
                Step::LwDraw => self.lw_draw(ev),
                Step::LwPlan => {
                    if self.plan_options().is_empty() {
                        Step::PhaseStart
                    } else {
                        return;
                    }
                }
                Step::LwCompose => {
                    if self.lw().and_then(|l| l.composing()).is_some() {
                        return;
                    }
                    Step::LwPlan
                }
                Step::LwEntry => return,
                Step::LwPick => {
                    if self.german_to_order().is_some() {
                        return;
                    }
                    self.german_orders_given(ev)
                }
                Step::LwCrossfire => {
                    if self.crossfire_choice().is_some()
                        && self.st.combat.as_ref().is_some_and(|c| c.crossfire_at.is_none())
                    {
                        return;
                    }
                    Step::RafAttack
                }
            };
            self.st.step = next;
        }
    }

    /// Applies an answer that `decision` allows; `moved` is the simulation
    /// of a move choice (6).
    fn take_answer(
        &mut self,
        decision: Decision,
        choice: Choice,
        moved: Option<MoveOption>,
        ev: &mut Vec<Event>,
    ) {
        let next = match (decision, choice) {
            (Decision::Replace { fighter, .. }, Choice::Replace { pilot }) => {
                self.replace_pilot(fighter, pilot as usize, ev);
                Step::Replace(self.next_replace(fighter))
            }
            (Decision::Replace { fighter, .. }, _) => Step::Replace(self.next_replace(fighter)),
            (Decision::Position(o), c) => self.position(o, c, ev),
            (Decision::Move { fighter, .. }, Choice::StandDown) => {
                if let Some(r) = self.st.raid.as_mut() {
                    r.stood_down[fighter as usize] = true;
                }
                ev.push(Event::StandsDown { fighter: fighter + 1 });
                Step::RafMove(self.next_fighter(fighter))
            }
            (Decision::Move { fighter, .. }, Choice::Move { actions }) => {
                if let Some(m) = moved {
                    self.apply_move(fighter, MoveOption { actions, ..m }, ev);
                }
                Step::RafMove(self.next_fighter(fighter))
            }
            (Decision::Placement { fighter, .. }, Choice::Place { pos }) => {
                self.place(fighter, pos, ev);
                Step::Placement
            }
            (Decision::Land { fighter, options, .. }, Choice::Land { hex }) => {
                if let Some(o) = options.iter().find(|o| o.hex == hex) {
                    self.land(fighter, o, ev);
                }
                Step::Landing
            }
            (Decision::Attack { fighter, .. }, c) => {
                let pick = match c {
                    Choice::Attack { target } => {
                        Some(Pick::Attack { target, from: self.fighter_level(fighter) })
                    }
                    Choice::Pass => Some(Pick::Pass),
                    _ => None,
                };
                self.raf_pick(fighter, pick, ev)
            }
            (Decision::AttackOrder { .. }, Choice::AttackFirst { fighter }) => {
                self.order_attacks(Some(fighter));
                Step::RafAttack
            }
            (Decision::Bursts { .. }, Choice::Bursts { n }) => {
                if let Some(b) = self.st.combat.as_ref().and_then(|c| c.bursts) {
                    self.fire_raf(b, n, ev);
                }
                Step::RafAttack
            }
            (Decision::Repair { .. }, c) => self.repair(c, ev),
            (Decision::KeepTarget { .. }, Choice::KeepTarget { site }) => self.keep_target(site, ev),
            (Decision::PlanRaid { .. }, Choice::PlanRaid { target, marker }) => {
                self.plan_raid(target, marker, ev)
            }
            (Decision::Compose { .. }, Choice::Assign { id }) => self.assign(id, ev),
            (Decision::Entry { .. }, Choice::Enter { entry, path }) => self.lw_enter(entry, path, ev),
            (Decision::Plot { .. }, Choice::Plot { path }) => {
                self.plot(path, ev);
                Step::Bomb
            }
            (Decision::GermanPick { id, .. }, c) => {
                let order = match c {
                    Choice::GermanAttack { fighter } => Some(Some(fighter)),
                    Choice::Pass => Some(None),
                    _ => None,
                };
                self.german_order(id, order, ev);
                Step::LwPick
            }
            (Decision::CrossfireAt { .. }, Choice::CrossfireAt { fighter }) => {
                if let Some(c) = self.st.combat.as_mut() {
                    c.crossfire_at = Some(fighter);
                }
                Step::RafAttack
            }
            // allows() has matched every other pair away.
            (_, _) => self.st.step,
        };
        self.st.step = next;
    }

    fn fighter_level(&self, f: u8) -> Level {
        self.st.plane_of(&self.ed, f).map(|p| self.st.planes[p].level).unwrap_or(Level::Ground)
    }

    // ------------------------------------------------------------------
    // The day (4).

    fn day_start(&mut self, ev: &mut Vec<Event>) -> Step {
        let date = self.st.date;
        ev.push(Event::DayBegins { date });
        self.st.phase = Phase::Weather;
        // 4.4: withdrawals, from the cup or the destroyed box.
        let withdrawals: Vec<u8> = self
            .ed
            .calendar
            .withdrawals
            .iter()
            .filter(|(d, _)| *d == date)
            .flat_map(|(_, u)| u.clone())
            .collect();
        // Not a counter already out of the game (a player's box without it).
        let withdrawals: Vec<u8> = withdrawals.into_iter().filter(|u| !self.st.withdrawn.contains(u)).collect();
        if !withdrawals.is_empty() {
            let st = &mut self.st;
            st.cup.retain(|u| !withdrawals.contains(u));
            st.destroyed.retain(|u| !withdrawals.contains(u));
            st.awaiting.retain(|u| !withdrawals.contains(u));
            st.withdrawn.extend(&withdrawals);
            ev.push(Event::Withdrawn { units: withdrawals });
        }
        // 4.5: reinforcements join the cup.
        let arriving: Vec<u8> = self
            .ed
            .calendar
            .reinforcements
            .iter()
            .filter(|(d, _)| *d == date)
            .flat_map(|(_, u)| u.clone())
            .filter(|u| self.st.awaiting.contains(u))
            .collect();
        if !arriving.is_empty() {
            self.st.awaiting.retain(|u| !arriving.contains(u));
            self.st.cup.extend(&arriving);
            ev.push(Event::Reinforced { units: arriving });
        }
        // R20: Sunday arrivals and pilots back from their wounds join the
        // reserve at the start of the day.
        for (i, p) in self.st.pilots.iter_mut().enumerate() {
            let reason = match p.status {
                PilotStatus::Arriving(d) if d <= date => JoinReason::Sunday,
                PilotStatus::Wounded(d) if d <= date => JoinReason::Recovered,
                _ => continue,
            };
            p.status = PilotStatus::Reserve;
            p.fatigue = 0;
            ev.push(Event::JoinsReserve { pilot: i as u8, reason });
        }
        // 4.3: the weather.
        let first = date == self.ed.calendar.first_day();
        let weather = match self.st.setup.weather {
            WeatherMode::Historical => self.ed.calendar.historical_weather(date).unwrap_or(Weather::Clear),
            WeatherMode::Optional if first => Weather::Clear,
            WeatherMode::Optional => {
                let d = self.roll(RollKind::Weather, 1, ev)[0];
                self.ed.optional_weather[(d - 1) as usize]
            }
        };
        let rolled = self.st.setup.weather == WeatherMode::Optional && !first;
        self.st.weather = Some(weather);
        ev.push(Event::Weather { weather, rolled });
        match weather {
            Weather::Rain => {
                ev.push(Event::NoRaidsInRain);
            }
            Weather::Clear => {
                self.st.phase = Phase::Daylight(0);
            }
        }
        // 15.2: the Luftwaffe player's day begins with his plan.
        if self.st.lw.is_some() {
            return self.lw_day_start();
        }
        match weather {
            Weather::Rain => Step::Night,
            Weather::Clear => Step::PhaseStart,
        }
    }

    fn phase_start(&mut self, ev: &mut Vec<Event>) -> Step {
        let Phase::Daylight(p) = self.st.phase else { return Step::Night };
        let sun = self.ed.phases.get(p as usize).map(|ph| ph.sun);
        ev.push(Event::PhaseBegins { phase: PhaseId::Daylight(p), sun });
        self.st.leader_passed = false;
        Step::Replace(self.first_fighter())
    }

    fn phase_end(&mut self, ev: &mut Vec<Event>) -> Step {
        self.lw_phase_end(ev);
        // 14.2: a base change grounds the section for "esta fase" only (rules
        // revision 2; before, until the night).
        if self.st.setup.revision >= 2 {
            self.st.base_changed = false;
        }
        match self.st.phase {
            Phase::Daylight(p) if (p as usize) + 1 < self.ed.phases.len() => {
                self.st.phase = Phase::Daylight(p + 1);
                Step::PhaseStart
            }
            _ => Step::Night,
        }
    }

    fn day_end(&mut self, ev: &mut Vec<Event>) -> Step {
        let date = self.st.date;
        if date >= self.end_date() {
            ev.push(Event::ScenarioEnds { date });
            return Step::Over;
        }
        match date.succ_opt() {
            Some(next) if self.ed.calendar.contains(next) => {
                self.st.date = next;
                self.st.weather = None;
                Step::DayStart
            }
            _ => {
                ev.push(Event::ScenarioEnds { date });
                Step::Over
            }
        }
    }

    /// The last day of the scenario (4.1).
    pub fn end_date(&self) -> NaiveDate {
        self.ed.calendar.ends[self.st.setup.scenario.index()]
    }

    // ------------------------------------------------------------------
    // Pilots and positioning (5.2, 11.5, 14.2).

    /// Reserve pilots, in edition order.
    pub(crate) fn reserve_pilots(&self) -> Vec<u8> {
        (0..self.st.pilots.len())
            .filter(|&i| self.st.pilots[i].status == PilotStatus::Reserve)
            .map(|i| i as u8)
            .collect()
    }

    /// Has fighter #f lost its pilot for good (wounded, career over, killed)?
    /// Hit, bailed-out, exhausted or shaken pilots are not replaced (11.5).
    fn needs_pilot(&self, f: u8) -> bool {
        self.st.pilot_in(f).is_none()
    }

    /// 11.5: the reserve pilot takes fighter #f; his aircraft comes from the
    /// reserve box to the base, or waits for the night if destroyed.
    fn replace_pilot(&mut self, f: u8, pilot: usize, ev: &mut Vec<Event>) {
        self.st.pilots[pilot].status = PilotStatus::Flying(f);
        ev.push(Event::PilotPlaced { pilot: pilot as u8, place: PilotPlace::Fighter(f + 1) });
        // 15.1: the leader replaced, the wingman leads; both replaced in one
        // phase, the one who was wingman at its start keeps the marker.
        if self.st.setup.players == Players::TwoRaf && f == self.st.leader {
            let why = if self.st.leader_passed {
                LeaderReason::BothReplaced
            } else {
                self.st.leader = 1 - f;
                self.st.leader_passed = true;
                LeaderReason::Replaced
            };
            ev.push(Event::SectionLeader { fighter: self.st.leader + 1, why });
        }
        if let Some(plane) = self.st.plane_of(&self.ed, f)
            && self.st.planes[plane].status == PlaneStatus::Reserve
        {
            self.ready_at_base(plane);
        }
    }

    /// An aircraft to the base, on the airfield, repaired and rearmed.
    pub(crate) fn ready_at_base(&mut self, plane: usize) {
        let base = self.ed.sites[self.st.base as usize].hex;
        let pl = &mut self.st.planes[plane];
        pl.status = PlaneStatus::Active;
        pl.hex = base;
        pl.level = Level::Airfield;
        pl.ammo = FULL_AMMO;
        pl.hits = [0; 6];
    }

    /// Can fighter #f's pilot act this phase? Active pilot, aircraft on the
    /// map, not out for the day (5.2, 11.2).
    pub fn fighter_ready(&self, f: u8) -> Option<(usize, usize)> {
        let p = self.st.pilot_in(f)?;
        // State::plane_of, with the pilot found.
        let plane = self.ed.raf_unit(self.ed.pilots[p].aircraft, f + 1)?;
        let pilot = &self.st.pilots[p];
        (self.st.planes[plane].status == PlaneStatus::Active && pilot.bailed_out.is_none() && !pilot.shaken)
            .then_some((p, plane))
    }

    fn position_options(&self, f: u8) -> Option<PositionOptions> {
        let (pilot, _) = self.fighter_ready(f)?;
        if self.st.pilots[pilot].exhausted() {
            return None;
        }
        let ed = &self.ed;
        let st = &self.st;
        let satellites: Vec<u8> =
            ed.sites_of(SiteKind::Satellite).filter(|&s| !st.is_damaged(s)).map(|s| s as u8).collect();
        let patrol_sites = (0..ed.sites.len() as u8).collect();
        let patrol_floors =
            st.balloons.iter().map(|&b| if b { Level::BALLOON_FLOOR } else { Level::Ground }).collect();
        // 14.2: the base change is offered with the first active fighter's
        // decision and moves the whole section.
        let first_active = self
            .fighter_order()
            .into_iter()
            .take_while(|&g| g != f)
            .all(|g| self.position_options_quiet(g).is_none());
        let bases = if st.setup.options.base_change && first_active {
            ed.sites_of(SiteKind::Sector).filter(|&s| s != st.base as usize).map(|s| s as u8).collect()
        } else {
            Vec::new()
        };
        Some(PositionOptions {
            fighter: f,
            pilot: pilot as u8,
            satellites,
            patrol_sites,
            patrol_floors,
            bases,
        })
    }

    /// Could fighter #g position this phase?
    fn position_options_quiet(&self, g: u8) -> Option<()> {
        let (pilot, _) = self.fighter_ready(g)?;
        (!self.st.pilots[pilot].exhausted()).then_some(())
    }

    fn position(&mut self, o: PositionOptions, c: Choice, ev: &mut Vec<Event>) -> Step {
        let f = o.fighter;
        let Some((pilot, plane)) = self.fighter_ready(f) else { return Step::Position(self.next_fighter(f)) };
        match c {
            Choice::StandBy => {
                ev.push(Event::StandsBy { fighter: f + 1, site: self.st.base });
            }
            Choice::Satellite { site } => {
                self.st.planes[plane].hex = self.ed.sites[site as usize].hex;
                ev.push(Event::MovesToSatellite { fighter: f + 1, site });
            }
            Choice::Patrol { site, level, facing } => {
                // 5.2, R4: a patrol is a mission; the fighter is airborne.
                let hex = self.ed.sites[site as usize].hex;
                self.fatigue_up(pilot, ev);
                let pl = &mut self.st.planes[plane];
                pl.hex = hex;
                pl.level = level;
                pl.facing = facing;
                ev.push(Event::Patrols { fighter: f + 1, hex, level });
            }
            Choice::ChangeBase { site } => {
                // 14.2: every active pilot moves to the new base, fatigue +1;
                // none may patrol or take off this phase.
                self.st.base = site;
                let hex = self.ed.sites[site as usize].hex;
                for g in 0..2 {
                    if let Some((p, pl)) = self.fighter_ready(g) {
                        self.fatigue_up(p, ev);
                        self.st.planes[pl].hex = hex;
                        self.st.planes[pl].level = Level::Airfield;
                    }
                }
                ev.push(Event::BaseChosen { site });
                self.st.base_changed = true;
                return Step::RaidDraw;
            }
            _ => {}
        }
        Step::Position(self.next_fighter(f))
    }

    /// A mission: fatigue one step up (5.2, 6.1).
    pub(crate) fn fatigue_up(&mut self, pilot: usize, ev: &mut Vec<Event>) {
        let p = &mut self.st.pilots[pilot];
        let from = p.fatigue;
        p.fatigue = (from + 1).min(6);
        ev.push(Event::Fatigue { pilot: pilot as u8, from, to: p.fatigue });
    }

    // ------------------------------------------------------------------
    // The raid-size draw (5.3) and the impulses (5.4, R2).

    fn raid_draw(&mut self, ev: &mut Vec<Event>) -> Step {
        if self.st.lw.is_some() {
            return self.lw_raid_draw(ev);
        }
        let marker = loop {
            if self.st.markers_cup.is_empty() {
                // Only an edition without a Remix can empty the cup; put
                // every marker back as the Remix would.
                let aside = std::mem::take(&mut self.st.markers_aside);
                self.st.markers_cup.extend(aside);
                self.st.markers_cup.sort_unstable();
                ev.push(Event::Remix);
            }
            let i = self.draw(RollKind::RaidSize, self.st.markers_cup.len(), ev);
            let idx = self.st.markers_cup.remove(i);
            let marker = self.ed.raid_markers[idx as usize];
            ev.push(Event::MarkerDrawn { marker });
            if marker == RaidMarker::Remix {
                // 5.3: every marker back into the cup, shake, draw again.
                self.st.markers_cup.push(idx);
                let aside = std::mem::take(&mut self.st.markers_aside);
                self.st.markers_cup.extend(aside);
                self.st.markers_cup.sort_unstable();
                ev.push(Event::Remix);
                continue;
            }
            self.st.markers_aside.push(idx);
            break marker;
        };
        match marker {
            RaidMarker::Raiders(_) => self.raid_begins(marker, ev),
            _ => {
                self.land_patrols(ev);
                Step::PhaseEnd
            }
        }
    }

    /// 5.3 No Raid: patrolling fighters land at their base (and fighters
    /// standing by at a satellite go home too).
    pub(crate) fn land_patrols(&mut self, ev: &mut Vec<Event>) {
        let base = self.ed.sites[self.st.base as usize].hex;
        let mut any = false;
        for plane in self.st.planes.iter_mut().filter(|p| p.status == PlaneStatus::Active) {
            any |= plane.level != Level::Airfield;
            plane.hex = base;
            plane.level = Level::Airfield;
        }
        if any {
            ev.push(Event::PatrolsLand);
        }
    }

    fn impulse_start(&mut self, ev: &mut Vec<Event>) -> Step {
        let Some(raid) = self.st.raid.as_mut() else { return Step::RaidEnd };
        raid.impulse += 1;
        raid.intercepting = [false; 2];
        let n = raid.impulse;
        let radar_delay = self.radar_delay_active();
        ev.push(Event::ImpulseBegins { n, radar_delay });
        Step::RafMove(self.first_fighter())
    }

    /// Applies a legal move (6): take-off fatigue, the new position, a
    /// landing, an interception.
    fn apply_move(&mut self, f: u8, m: MoveOption, ev: &mut Vec<Event>) {
        let Some((pilot, plane)) = self.fighter_ready(f) else { return };
        if m.actions.is_empty() {
            return;
        }
        if m.take_off {
            // 6.1, R4: take-off costs every point and is a mission.
            self.fatigue_up(pilot, ev);
            ev.push(Event::TakesOff { fighter: f + 1, facing: m.facing });
        }
        let pl = &mut self.st.planes[plane];
        pl.hex = m.hex;
        pl.level = m.level;
        pl.facing = m.facing;
        if !m.take_off {
            ev.push(Event::Moves { fighter: f + 1, path: m.path, level: m.level, facing: m.facing });
        }
        if let Some(site) = m.landing {
            if let Some(r) = self.st.raid.as_mut() {
                r.landed[f as usize] = true;
            }
            ev.push(Event::LandsAfterMove { fighter: f + 1, site });
        }
        if m.intercepts {
            if let Some(r) = self.st.raid.as_mut() {
                r.intercepting[f as usize] = true;
            }
            ev.push(Event::Intercepts { fighter: f + 1, hex: m.hex });
        }
    }

    /// 11.1: the raid is over when it has left the map or has no aircraft
    /// left; homeward, it is over as soon as no RAF fighter can still
    /// intercept it.
    fn impulse_end(&mut self, _ev: &mut Vec<Event>) -> Step {
        let Some(raid) = self.st.raid.as_ref() else { return Step::RaidEnd };
        if raid.exited || raid.with_raid().next().is_none() {
            return Step::RaidEnd;
        }
        if raid.homeward() && !self.combat_still_possible() {
            return Step::RaidEnd;
        }
        Step::ImpulseStart
    }

    /// Can any RAF fighter still meet the raid? Airborne and not yet in a
    /// combat, or on the ground and free to take off (11.1).
    fn combat_still_possible(&self) -> bool {
        let Some(raid) = &self.st.raid else { return false };
        (0..2u8).any(|f| {
            let fi = f as usize;
            let Some((pilot, plane)) = self.fighter_ready(f) else { return false };
            if raid.intercepted[fi] || raid.stood_down[fi] {
                return false;
            }
            let pl = &self.st.planes[plane];
            pl.level.airborne()
                || (!raid.landed[fi] && !self.st.pilots[pilot].exhausted() && self.landable(pl.hex).is_some())
        })
    }
}

/// Builds the state of 3.1-3.6.
fn initial_state(
    ed: &Edition,
    mut setup: Setup,
    mut dice: Dice,
    ev: &mut Vec<Event>,
) -> Result<State, SetupError> {
    // 15.2: every optional rule of 14, and the optional weather table
    // unless the scenario is short.
    if setup.players == Players::Luftwaffe {
        setup.options.crossfire = true;
        setup.options.base_change = true;
        setup.options.abort = true;
        if setup.scenario != Scenario::Short {
            setup.weather = WeatherMode::Optional;
        }
    }
    // 4.3: the optional weather table is not used in the short scenario.
    if !setup.scenario.allows(setup.weather) {
        return Err(SetupError::ShortOptionalWeather);
    }
    // 3.5: the base is one of the five sector airfields.
    let base = ed.site_by_id(&setup.base).ok_or_else(|| SetupError::UnknownSite(setup.base.clone()))?;
    if ed.sites[base].kind != SiteKind::Sector {
        return Err(SetupError::NotASector {
            site: ed.sites[base].name.clone(),
            sectors: ed.sites_of(SiteKind::Sector).map(|s| ed.sites[s].id.clone()).collect(),
        });
    }
    let (aa, balloons) = defences(ed, &setup)?;
    let first = ed.calendar.first_day();
    // 3.3: the pilot counters are shuffled face down and drawn one by one:
    // #1, #2, two to the reserve, one on each Sunday.
    let mut pile: Vec<usize> = (0..ed.pilots.len()).collect();
    let mut order = Vec::with_capacity(pile.len());
    while !pile.is_empty() {
        let sides = pile.len() as u8;
        let v = dice.throw(RollKind::PilotDraw, sides, 1);
        if let Some(q) = dice.starved_now() {
            q.counters = pile.iter().map(|&p| Counter::Pilot(p as u8)).collect();
        }
        ev.push(Event::Roll { kind: RollKind::PilotDraw, sides, values: smallvec::smallvec![v] });
        order.push(pile.remove(v as usize - 1));
    }
    let mut pilots = vec![
        Pilot {
            status: PilotStatus::Reserve,
            fatigue: 0,
            victories: 0,
            bailed_out: None,
            shaken: false,
            hit: false
        };
        ed.pilots.len()
    ];
    for (k, &p) in order.iter().enumerate() {
        let (status, place) = match k {
            0 | 1 => (PilotStatus::Flying(k as u8), PilotPlace::Fighter(k as u8 + 1)),
            2 | 3 => (PilotStatus::Reserve, PilotPlace::Reserve),
            _ => {
                let d = ed.calendar.sundays[k - 4];
                (PilotStatus::Arriving(d), PilotPlace::Sunday(d))
            }
        };
        pilots[p].status = status;
        ev.push(Event::PilotPlaced { pilot: p as u8, place });
    }
    // 3.5: the two active aircraft at base, on the airfield, full of
    // ammunition; the other two in the reserve box.
    let base_hex = ed.sites[base].hex;
    let mut planes: Vec<Plane> = ed
        .raf
        .iter()
        .map(|_| Plane {
            status: PlaneStatus::Reserve,
            hex: base_hex,
            level: Level::Airfield,
            facing: Dir::DownRight,
            ammo: FULL_AMMO,
            hits: [0; 6],
        })
        .collect();
    for (slot, &p) in order.iter().take(2).enumerate() {
        if let Some(u) = ed.raf_unit(ed.pilots[p].aircraft, slot as u8 + 1) {
            planes[u].status = PlaneStatus::Active;
        }
    }
    ev.push(Event::BaseChosen { site: base as u8 });
    // 3.6: the Luftwaffe cup, reinforcements aside; markers in their cup.
    // Issue 32: the counters the player's box lacks are out of the game
    // from the start (withdrawn): never drawn, never arriving.
    let mut missing: Vec<u8> =
        setup.options.missing.iter().copied().filter(|&u| ed.german.iter().any(|g| g.id == u)).collect();
    missing.sort_unstable();
    missing.dedup();
    let cup: Vec<u8> = ed.initial_cup().into_iter().filter(|u| !missing.contains(u)).collect();
    ev.push(Event::CupFilled { units: cup.clone() });
    let awaiting: Vec<u8> = ed.reinforcement_ids().into_iter().filter(|u| !missing.contains(u)).collect();
    let setup_players = setup.players;
    // 15.1: each player rolls a die, ties rolled again; the higher roll
    // holds the section leader marker.
    let mut leader = 0;
    if setup.players == Players::TwoRaf {
        leader = loop {
            let a = dice.throw(RollKind::SectionLeader, 6, 2);
            let b = dice.throw(RollKind::SectionLeader, 6, 1);
            ev.push(Event::Roll {
                kind: RollKind::SectionLeader,
                sides: 6,
                values: smallvec::smallvec![a, b],
            });
            if a != b {
                break if a > b { 0 } else { 1 };
            }
        };
        ev.push(Event::SectionLeader { fighter: leader + 1, why: LeaderReason::Roll });
    }
    Ok(State {
        setup,
        date: first,
        phase: Phase::Weather,
        weather: None,
        step: Step::DayStart,
        dice,
        base: base as u8,
        base_changed: false,
        pilots,
        planes,
        cup,
        destroyed: Vec::new(),
        withdrawn: missing,
        awaiting,
        markers_cup: (0..ed.raid_markers.len() as u8).collect(),
        markers_aside: Vec::new(),
        damage: vec![0; ed.sites.len()],
        aa,
        balloons,
        tally: Tally::default(),
        raid: None,
        combat: None,
        repair_points: 0,
        leader,
        leader_passed: false,
        lw: (setup_players == Players::Luftwaffe).then(|| crate::rules::luftwaffe::LwPlayer::new(ed)),
    })
}

/// The AA guns and balloon barrages: printed, or placed by the player
/// (14.4) with the same counters: at most one gun and one barrage a target.
fn defences(ed: &Edition, setup: &Setup) -> Result<(Vec<Aa>, Vec<bool>), SetupError> {
    let printed_aa: Vec<Aa> = ed.sites.iter().map(|s| s.aa).collect();
    let printed_b: Vec<bool> = ed.sites.iter().map(|s| s.balloons).collect();
    let Some(d) = &setup.options.defences else { return Ok((printed_aa, printed_b)) };
    let count = |kind: Aa| printed_aa.iter().filter(|&&a| a == kind).count();
    let mut aa = vec![Aa::None; ed.sites.len()];
    let mut balloons = vec![false; ed.sites.len()];
    let find = |id: &String| ed.site_by_id(id).ok_or_else(|| SetupError::UnknownSite(id.clone()));
    for (ids, kind, what) in
        [(&d.heavy_aa, Aa::Heavy, DefenceKind::HeavyAa), (&d.light_aa, Aa::Light, DefenceKind::LightAa)]
    {
        if ids.len() > count(kind) {
            return Err(SetupError::TooManyDefences { what, n: ids.len(), max: count(kind) });
        }
        for id in ids {
            let s = find(id)?;
            if aa[s] != Aa::None {
                return Err(SetupError::TwoDefences { what, site: ed.sites[s].name.clone() });
            }
            aa[s] = kind;
        }
    }
    let max_b = printed_b.iter().filter(|&&b| b).count();
    if d.balloons.len() > max_b {
        return Err(SetupError::TooManyDefences {
            what: DefenceKind::Balloons,
            n: d.balloons.len(),
            max: max_b,
        });
    }
    for id in &d.balloons {
        let s = find(id)?;
        if balloons[s] {
            return Err(SetupError::TwoDefences {
                what: DefenceKind::Balloons,
                site: ed.sites[s].name.clone(),
            });
        }
        balloons[s] = true;
    }
    Ok((aa, balloons))
}
