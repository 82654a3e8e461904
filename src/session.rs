//! A campaign being played: the campaign itself, the choices made so far, a
//! snapshot of the state at the start of every day, and the event log.
//! Pure (no files, no words); `save` writes and reads sessions, and
//! `text/session.rs` puts its errors into words.
//!
//! The choices are the campaign's true history: replaying them from the
//! setup rebuilds the same campaign, event for event, because the dice live
//! in the state. The snapshots make resuming and rewinding instant and let a
//! replay check itself.

use crate::edition::Edition;
use crate::rules::campaign::SetupError;
use crate::rules::dice::{DiceError, OwnDice, Question};
use crate::rules::events::PhaseId;
use crate::rules::{Campaign, Choice, Event, Illegal, Setup, State};
use crate::sim::review::Played;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The state at the first decision of a day.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    pub date: NaiveDate,
    /// Choices made before this snapshot.
    pub choices: usize,
    pub state: State,
}

/// An event with where it happened and which choice led to it (`None` for
/// the events of the setup, before any choice).
#[derive(Clone, Debug, PartialEq)]
pub struct Logged {
    pub date: NaiveDate,
    pub phase: Option<PhaseId>,
    pub after_choice: Option<usize>,
    pub event: Event,
}

#[derive(Clone, Debug)]
pub struct Session {
    pub name: String,
    setup: Setup,
    campaign: Campaign,
    choices: Vec<Choice>,
    snapshots: Vec<Snapshot>,
    log: Vec<Logged>,
    /// Index in `log` of the first event of each choice.
    choice_starts: Vec<usize>,
    /// The decisions (numbered by the choices made before them) at which
    /// the player asked the advisor, in order; saved, so a campaign played
    /// with advice stays known as such. Never changes the dice.
    advice: Vec<usize>,
    /// Own dice: the step waiting for the player's dice (see [`Asking`]).
    asking: Option<Asking>,
    /// Own dice: the last step played, if values were entered in it (it
    /// may be opened again to take one back until the next choice).
    last_step: Option<LastStep>,
}

/// Own dice: the last step played with values entered in it.
#[derive(Clone, Debug)]
struct LastStep {
    /// Every value entered before it (the setup's list as it was).
    before: Vec<(u64, u8)>,
    /// The values entered in it, in the order entered.
    entered: Vec<(u64, u8)>,
    /// It turned face up a raider drawn face down in an earlier step (7.1,
    /// 11.4): the campaign before it is the one rebuilt from the setup with
    /// that draw still face down.
    revealed: bool,
}

/// Own dice (issue 32): a step (the setup, or a choice and what follows it
/// up to the next decision) that needs a die the player rolls. The campaign
/// stays as it was before the step; the step is run again from its start
/// with every value entered, until it needs none.
#[derive(Clone, Debug, PartialEq)]
pub struct Asking {
    /// The step: None for the setup (3), else the choice that began it.
    pub choice: Option<Choice>,
    /// The values entered in this step so far: (the die's number, value),
    /// in the order entered (a face-down raider turned face up here has its
    /// draw's number, thrown in an earlier step).
    pub entered: Vec<(u64, u8)>,
    /// What the step needs now.
    pub question: Question,
}

/// What a value entered did.
#[derive(Clone, Debug, PartialEq)]
pub enum Entered {
    /// The step needs another die (the question is `Session::asking`).
    Asks,
    /// The step is played: the campaign is at its next decision (or over).
    Played,
}

/// A step run with the values entered so far.
enum Run {
    /// The campaign after the step, its events, and the session before
    /// it rebuilt from the setup when the step turned face up a raider
    /// drawn face down in an earlier step.
    Done(Campaign, Vec<Event>, Option<Box<Session>>),
    Starved(Question),
    Refused(DiceError),
    Setup,
}

/// Why the advisor cannot be asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AdviceError {
    /// A two-player game whose players did not agree to it at setup (15).
    Off,
    /// The campaign is over: nothing to decide.
    Over,
}

/// Why a replay failed: the save was tampered with, or made by another
/// version of the rules.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError {
    Setup(SetupError),
    /// Choice number `index` (from 1) is not legal at that point.
    IllegalChoice {
        index: usize,
        reason: Illegal,
    },
    /// The replayed state differs from the saved snapshot of that day.
    Diverges {
        date: NaiveDate,
    },
    /// The save has a snapshot the replay never reached.
    MissingSnapshot {
        date: NaiveDate,
    },
    /// A die of the save refused: a value out of range, or entered for a
    /// die the game never threw.
    Dice(DiceError),
}

impl Session {
    /// A session of `campaign` with nothing played, asked or logged yet.
    fn blank(name: &str, setup: Setup, campaign: Campaign) -> Session {
        Session {
            name: name.to_string(),
            setup,
            campaign,
            choices: Vec::new(),
            snapshots: Vec::new(),
            log: Vec::new(),
            choice_starts: Vec::new(),
            advice: Vec::new(),
            asking: None,
            last_step: None,
        }
    }

    /// A new campaign (3), run to its first decision.
    ///
    /// With the player's own dice the setup may need his dice (the pilot
    /// draw of 3.3, the 15.1 leader roll): the session then asks
    /// ([`Session::asking`]) and its campaign is not yet the game's.
    pub fn new(name: &str, ed: Arc<Edition>, mut setup: Setup) -> Result<Session, SetupError> {
        let (campaign, events) = Campaign::new_live(ed, setup.clone())?;
        let question = campaign.starved().cloned();
        if question.is_none()
            && let Some(own) = setup.options.own_dice.as_mut()
        {
            own.merge(&face_down_new(&campaign));
        }
        let mut s = Session::blank(name, setup, campaign);
        match question {
            Some(question) => s.asking = Some(Asking { choice: None, entered: Vec::new(), question }),
            None => {
                s.record(events, None);
                s.snapshot_if_new_day();
            }
        }
        Ok(s)
    }

    /// A campaign replayed from its setup: as [`Session::new`], but a die
    /// the player rolls with no value entered is the program's (the player
    /// rolled it himself only if he entered it; who rolls what may have
    /// changed since).
    fn replayed(name: &str, ed: Arc<Edition>, setup: Setup) -> Result<Session, ReplayError> {
        let (campaign, events) = Campaign::new(ed, setup.clone()).map_err(|e| match e {
            SetupError::Dice(d) => ReplayError::Dice(d),
            e => ReplayError::Setup(e),
        })?;
        let mut s = Session::blank(name, setup, campaign);
        s.record(events, None);
        s.snapshot_if_new_day();
        Ok(s)
    }

    /// Applies a choice in a replay: every die entered is in the setup.
    fn replay_choice(&mut self, index: usize, c: Choice) -> Result<(), ReplayError> {
        let events =
            self.campaign.apply(c.clone()).map_err(|reason| ReplayError::IllegalChoice { index, reason })?;
        if let Some(e) = self.campaign.dice().refused() {
            return Err(ReplayError::Dice(e.clone()));
        }
        let start = self.log.len();
        self.choices.push(c);
        self.choice_starts.push(start);
        self.record(events, Some(self.choices.len() - 1));
        self.snapshot_if_new_day();
        Ok(())
    }

    /// After a replay: the dice entered were all used, and the campaign
    /// plays on with the player's dice as the setup says.
    fn replay_done(&mut self) -> Result<(), ReplayError> {
        if let Some(own) = &self.setup.options.own_dice {
            let rolls = self.campaign.dice().rolls().unwrap_or(0);
            if let Some(&(die, _)) = own.entered.iter().find(|e| e.0 >= rolls) {
                return Err(ReplayError::Dice(DiceError::Unused { die }));
            }
            // A raider still face down is one of the raid on the map.
            let held = self.campaign.state().raid.as_ref().map_or(&[][..], |r| &r.face_down[..]);
            if let Some(die) = own.face_down().find(|d| !held.contains(d)) {
                return Err(ReplayError::Dice(DiceError::Unused { die }));
            }
            let own = own.clone();
            self.campaign.play_own(&own);
        }
        Ok(())
    }

    /// Rebuilds a campaign from its setup and choices, checking every saved
    /// snapshot against the replay.
    pub fn replay(
        name: &str,
        ed: Arc<Edition>,
        setup: Setup,
        choices: &[Choice],
        saved: &[Snapshot],
    ) -> Result<Session, ReplayError> {
        Session::replay_advised(name, ed, setup, choices, saved, &[])
    }

    /// As [`Session::replay`], for a campaign in which the advisor was asked
    /// at the decisions `advice` (numbered by the choices made before them):
    /// the log marks each ask where it was made. The campaign itself is the
    /// same as without them.
    pub fn replay_advised(
        name: &str,
        ed: Arc<Edition>,
        setup: Setup,
        choices: &[Choice],
        saved: &[Snapshot],
        advice: &[usize],
    ) -> Result<Session, ReplayError> {
        if choices.is_empty() && saved.is_empty() && setup.options.own_dice.is_some() {
            // Saved while the setup asked for the player's dice: it asks again.
            return Session::new(name, ed, setup).map_err(|e| match e {
                SetupError::Dice(d) => ReplayError::Dice(d),
                e => ReplayError::Setup(e),
            });
        }
        let mut s = Session::replayed(name, ed, setup)?;
        let mut asks = advice.iter().copied().peekable();
        for (i, c) in choices.iter().enumerate() {
            while let Some(k) = asks.next_if(|&k| k <= i) {
                s.note_advice(k);
            }
            s.replay_choice(i + 1, c.clone())?;
        }
        for k in asks {
            s.note_advice(k);
        }
        s.replay_done()?;
        for snap in saved {
            match s.snapshots.iter().find(|x| x.choices == snap.choices && x.date == snap.date) {
                Some(mine) if mine.state == snap.state => {}
                Some(_) => return Err(ReplayError::Diverges { date: snap.date }),
                None => return Err(ReplayError::MissingSnapshot { date: snap.date }),
            }
        }
        Ok(s)
    }

    /// Applies a choice; on success returns the new log entries.
    ///
    /// With the player's own dice the step is run on a copy of the
    /// campaign; if it needs a die he rolls, nothing is kept but the
    /// question ([`Session::asking`]: no new log entries), and the choice
    /// is played once he has entered the dice ([`Session::enter`]). While
    /// a question waits, no choice is taken.
    pub fn apply(&mut self, choice: Choice) -> Result<&[Logged], Illegal> {
        if let Some(a) = &self.asking {
            return Err(Illegal::NotThisDecision { rule: a.question.rule() });
        }
        let start = self.log.len();
        if self.setup.options.own_dice.is_none() {
            let events = self.campaign.apply(choice.clone())?;
            self.commit(Some(choice), Vec::new(), None, events, None);
            return Ok(&self.log[start..]);
        }
        match self.run(Some(&choice), &[])? {
            Run::Done(c, events, base) => self.commit(Some(choice), Vec::new(), Some(c), events, base),
            Run::Starved(question) => {
                self.asking = Some(Asking { choice: Some(choice), entered: Vec::new(), question })
            }
            // The values entered are checked as they are entered, and a
            // save's script when it is loaded: only a setup built by hand
            // with a script out of range comes here.
            Run::Refused(_) | Run::Setup => return Err(Illegal::NotAnOption { rule: "3" }),
        }
        Ok(&self.log[start..])
    }

    /// Keeps a step played: its choice (None: the setup), the values
    /// entered in it, the campaign after it (None: already in place) and
    /// its events.
    fn commit(
        &mut self,
        choice: Option<Choice>,
        entered: Vec<(u64, u8)>,
        c: Option<Campaign>,
        events: Vec<Event>,
        base: Option<Box<Session>>,
    ) {
        let revealed = base.is_some();
        if let Some(b) = base {
            // A raider of an earlier step turned face up: the log and the
            // snapshots since its draw are the rebuilt ones.
            self.log = b.log;
            self.snapshots = b.snapshots;
            self.choice_starts = b.choice_starts;
        }
        // Raiders this step drew face down: entered as 0 until their reveal.
        let held = c.as_ref().map(face_down_new).unwrap_or_default();
        if let Some(c) = c {
            self.campaign = c;
        }
        let start = self.log.len();
        let after = match choice {
            Some(choice) => {
                self.choices.push(choice);
                self.choice_starts.push(start);
                Some(self.choices.len() - 1)
            }
            None => None,
        };
        self.last_step = None;
        if let Some(own) = self.setup.options.own_dice.as_mut() {
            let before = own.entered.clone();
            own.merge(&entered);
            own.merge(&held);
            if !entered.is_empty() {
                self.last_step = Some(LastStep { before, entered, revealed });
            }
        }
        self.asking = None;
        self.record(events, after);
        self.snapshot_if_new_day();
    }

    /// Runs the step `choice` (None: the setup) from the campaign as it
    /// is, with the values entered and `extra`: the engine is pure, so the
    /// run is exact, and a die with no value starves it.
    ///
    /// A value for a raider drawn face down in an earlier step (its reveal,
    /// 7.1) goes where the draw was: the session up to this step is
    /// rebuilt from the setup with it (the dice are in the same order as
    /// in a campaign the program rolls, so the draw takes that die), then
    /// the step runs.
    fn run(&self, choice: Option<&Choice>, extra: &[(u64, u8)]) -> Result<Run, Illegal> {
        let mut own = self.setup.options.own_dice.clone().unwrap_or_default();
        own.merge(extra);
        let (c, events, base) = match choice {
            None => {
                let mut setup = self.setup.clone();
                setup.options.own_dice = Some(own);
                match Campaign::new_live(self.edition().clone(), setup) {
                    Ok((c, events)) => (c, events, None),
                    Err(SetupError::Dice(e)) => return Ok(Run::Refused(e)),
                    Err(_) => return Ok(Run::Setup),
                }
            }
            Some(choice) => {
                let rolls = self.campaign.dice().rolls().unwrap_or(0);
                let base = if extra.iter().any(|e| e.0 < rolls) {
                    let mut before = own.clone();
                    before.entered.retain(|e| e.0 < rolls);
                    match self.rebuilt(before, self.choices.len()) {
                        Some(b) => Some(Box::new(b)),
                        None => return Ok(Run::Setup),
                    }
                } else {
                    None
                };
                let mut c = base.as_ref().map_or(&self.campaign, |b| &b.campaign).clone();
                c.play_own_live(&own);
                let events = c.apply(choice.clone())?;
                (c, events, base)
            }
        };
        Ok(if let Some(e) = c.dice().refused() {
            Run::Refused(e.clone())
        } else if let Some(q) = c.starved() {
            Run::Starved(q.clone())
        } else {
            Run::Done(c, events, base)
        })
    }

    /// The session after its first `n` choices, replayed from the setup
    /// with the values `own` (own dice: every value entered before the
    /// step after them). None if the replay fails (it cannot: the values
    /// were checked as they were entered).
    fn rebuilt(&self, own: OwnDice, n: usize) -> Option<Session> {
        let mut setup = self.setup.clone();
        setup.options.own_dice = Some(own);
        let advice: Vec<usize> = self.advice.iter().copied().filter(|&k| k <= n).collect();
        let s = Session::replay_advised(
            &self.name,
            self.edition().clone(),
            setup,
            &self.choices[..n],
            &[],
            &advice,
        )
        .ok()?;
        s.asking.is_none().then_some(s)
    }

    /// Own dice: the step waiting for the player's dice, and its question.
    pub fn asking(&self) -> Option<&Asking> {
        self.asking.as_ref()
    }

    /// Own dice: who rolls what, and every value entered (None: the
    /// program rolls every die).
    pub fn own_dice(&self) -> Option<&OwnDice> {
        self.setup.options.own_dice.as_ref()
    }

    /// Own dice: enters the value of the die asked for (a face, or for a
    /// draw the counter's position in the cup, from 1), then runs the step
    /// again from its start. A value that does not fit the question is
    /// refused and nothing changes.
    pub fn enter(&mut self, value: u8) -> Result<Entered, DiceError> {
        let Some(asking) = &self.asking else {
            return Err(DiceError::Unused { die: self.campaign.dice().rolls().unwrap_or(0) });
        };
        let q = &asking.question;
        if !q.accepts(value) {
            return Err(DiceError::OutOfRange {
                kind: Some(q.kind),
                sides: q.sides,
                value,
                die: Some(q.die),
            });
        }
        let mut entered = asking.entered.clone();
        entered.push((q.die, value));
        let choice = asking.choice.clone();
        match self.run(choice.as_ref(), &entered) {
            Ok(Run::Done(c, events, base)) => {
                self.commit(choice, entered, Some(c), events, base);
                Ok(Entered::Played)
            }
            Ok(Run::Starved(question)) => {
                self.asking = Some(Asking { choice, entered, question });
                Ok(Entered::Asks)
            }
            Ok(Run::Refused(e)) => Err(e),
            Ok(Run::Setup) | Err(_) => {
                Err(DiceError::OutOfRange { kind: Some(q.kind), sides: q.sides, value, die: Some(q.die) })
            }
        }
    }

    /// Own dice: the step a save kept asking (its choice, None for the
    /// setup, and the values entered in it) is run again: it asks where it
    /// stopped. A step that does not fit the campaign is refused.
    pub fn resume_asking(
        &mut self,
        choice: Option<Choice>,
        entered: Vec<(u64, u8)>,
    ) -> Result<(), ReplayError> {
        let index = self.choices.len() + 1;
        let setup_asks = self.asking.as_ref().is_some_and(|a| a.choice.is_none());
        if self.setup.options.own_dice.is_none() || (choice.is_none() != setup_asks) {
            return Err(ReplayError::Dice(DiceError::Unused {
                die: self.campaign.dice().rolls().unwrap_or(0),
            }));
        }
        match self.run(choice.as_ref(), &entered) {
            Ok(Run::Starved(question)) => self.asking = Some(Asking { choice, entered, question }),
            Ok(Run::Done(c, events, base)) => self.commit(choice, entered, Some(c), events, base),
            Ok(Run::Refused(e)) => return Err(ReplayError::Dice(e)),
            Ok(Run::Setup) => return Err(ReplayError::Dice(DiceError::Unused { die: 0 })),
            Err(reason) => return Err(ReplayError::IllegalChoice { index, reason }),
        }
        Ok(())
    }

    /// Own dice: may a value entered be taken back now? While a step asks
    /// (its last value, or with none yet its choice), and after a step
    /// played with values entered until the next choice.
    pub fn can_take_back(&self) -> bool {
        match &self.asking {
            Some(a) => !a.entered.is_empty() || a.choice.is_some(),
            None => self.last_step.is_some() && !self.setup.options.no_undo,
        }
    }

    /// Own dice: takes back the last value entered (a misclick), and asks
    /// for it again; with none entered in the step that asks, takes back
    /// its choice. The last step played, if it entered values, is opened
    /// again until the next choice is made. Returns whether it did.
    pub fn take_back(&mut self) -> bool {
        if !self.can_take_back() {
            return false;
        }
        if let Some(a) = self.asking.take() {
            let mut entered = a.entered;
            if entered.pop().is_none() {
                // No value yet: the choice itself is taken back.
                return true;
            }
            return self.ask_again(a.choice, entered);
        }
        // Open the last step again: the campaign as it was before it.
        let Some(last) = self.last_step.take() else { return false };
        let Some(own) = self.setup.options.own_dice.as_mut() else { return false };
        own.entered = last.before;
        let mut entered = last.entered;
        entered.pop();
        let choice = if self.choices.is_empty() {
            self.log.clear();
            self.snapshots.clear();
            None
        } else if last.revealed {
            // It turned an earlier draw face up: rebuilt with it face down.
            let choice = self.choices.pop();
            let own = own.clone();
            let Some(b) = self.rebuilt(own, self.choices.len()) else { return false };
            self.campaign = b.campaign;
            self.log = b.log;
            self.snapshots = b.snapshots;
            self.choice_starts = b.choice_starts;
            choice
        } else {
            let Some(start) = self.choice_starts.pop() else { return false };
            let choice = self.choices.pop();
            self.log.truncate(start);
            if !self.rebuild() {
                return false;
            }
            choice
        };
        self.ask_again(choice, entered)
    }

    /// Runs the step again with `entered` and asks what it needs.
    fn ask_again(&mut self, choice: Option<Choice>, entered: Vec<(u64, u8)>) -> bool {
        match self.run(choice.as_ref(), &entered) {
            Ok(Run::Starved(question)) => {
                self.asking = Some(Asking { choice, entered, question });
                true
            }
            // The die taken back is the program's now (who rolls what
            // changed since it was entered): the step is played with it.
            Ok(Run::Done(c, events, base)) => {
                self.commit(choice, entered, Some(c), events, base);
                true
            }
            _ => false,
        }
    }

    /// Own dice: the player rolls these kinds from now on (the program the
    /// others). A step that asks is run again: it may need no die of his.
    pub fn set_own_kinds(&mut self, kinds: &[crate::rules::events::RollKind]) -> bool {
        let Some(own) = self.setup.options.own_dice.as_mut() else { return false };
        own.kinds = OwnDice::rolling(kinds.iter().copied()).kinds;
        let own = own.clone();
        self.campaign.play_own(&own);
        if let Some(a) = self.asking.take() {
            let choice = a.choice.clone();
            match self.run(choice.as_ref(), &a.entered) {
                Ok(Run::Done(c, events, base)) => self.commit(choice, a.entered, Some(c), events, base),
                Ok(Run::Starved(question)) => {
                    self.asking = Some(Asking { choice, entered: a.entered, question })
                }
                _ => self.asking = Some(a),
            }
        }
        true
    }

    /// For each line of the log, whether it is a roll whose dice the player
    /// entered (own dice); the program rolled every other.
    pub fn entered_rolls(&self) -> Vec<bool> {
        let Some(own) = self.own_dice() else { return vec![false; self.log.len()] };
        let mut die = 0u64;
        self.log
            .iter()
            .map(|l| match &l.event {
                Event::Roll { values, .. } => {
                    let entered = own.was_entered(die);
                    die += values.len() as u64;
                    entered
                }
                _ => false,
            })
            .collect()
    }

    fn record(&mut self, events: Vec<Event>, after_choice: Option<usize>) {
        let (mut date, mut phase) = match self.log.last() {
            Some(l) => (l.date, l.phase),
            None => (self.campaign.state().date, None),
        };
        for event in events {
            match &event {
                Event::DayBegins { date: d } => {
                    date = *d;
                    phase = None;
                }
                Event::PhaseBegins { phase: p, .. } => phase = Some(*p),
                _ => {}
            }
            self.log.push(Logged { date, phase, after_choice, event });
        }
    }

    fn snapshot_if_new_day(&mut self) {
        let st = self.campaign.state();
        if self.snapshots.last().is_some_and(|s| s.date == st.date) {
            return;
        }
        self.snapshots.push(Snapshot { date: st.date, choices: self.choices.len(), state: st.clone() });
    }

    /// Can the last choice be taken back? Only if no die was rolled (and no
    /// counter drawn) since it, the campaign allows undo, and it is not over
    /// (its verdict stands).
    pub fn can_undo(&self) -> bool {
        let Some(&start) = self.choice_starts.last() else { return false };
        self.asking.is_none()
            && !self.setup.options.no_undo
            && !self.campaign.is_over()
            && !self.log[start..].iter().any(|l| l.event.is_roll())
    }

    /// Takes back the last choice (see [`Session::can_undo`]): the campaign
    /// is rebuilt from the latest snapshot before it. Returns whether it did.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let Some(start) = self.choice_starts.pop() else { return false };
        self.choices.pop();
        self.log.truncate(start);
        self.last_step = None;
        self.rebuild()
    }

    /// The campaign rebuilt after its last choices were taken back: from
    /// the latest snapshot before them, the choices since replayed.
    fn rebuild(&mut self) -> bool {
        let n = self.choices.len();
        self.snapshots.retain(|s| s.choices <= n);
        let Some(snap) = self.snapshots.last() else { return false };
        let mut campaign = Campaign::from_state(self.campaign.edition().clone(), snap.state.clone());
        if let Some(own) = &self.setup.options.own_dice {
            campaign.play_own(own);
        }
        for c in &self.choices[snap.choices..] {
            if campaign.apply(c.clone()).is_err() {
                return false;
            }
        }
        self.campaign = campaign;
        // The snapshot of the day may have been taken after the undone
        // choice; take it again if the day changed back.
        self.snapshot_if_new_day();
        true
    }

    pub fn campaign(&self) -> &Campaign {
        &self.campaign
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn choices(&self) -> &[Choice] {
        &self.choices
    }

    pub fn snapshots(&self) -> &[Snapshot] {
        &self.snapshots
    }

    pub fn log(&self) -> &[Logged] {
        &self.log
    }

    /// The campaign as played (name, edition, setup, choices): what the
    /// review is computed from.
    pub fn played(&self) -> Played<'_> {
        Played { name: &self.name, edition: self.edition(), setup: &self.setup, choices: &self.choices }
    }

    pub fn edition(&self) -> &Arc<Edition> {
        self.campaign.edition()
    }

    /// The decisions at which the advisor was asked (see
    /// [`Session::ask_advice`]).
    pub fn advice(&self) -> &[usize] {
        &self.advice
    }

    /// Was this campaign played with advice?
    pub fn advised(&self) -> bool {
        !self.advice.is_empty()
    }

    /// May the advisor be asked? Always in solitaire; in the two-player
    /// games (15) only if both players agreed at setup.
    pub fn advice_allowed(&self) -> bool {
        self.setup.players.is_solitaire() || self.setup.options.advice
    }

    /// Asks the advisor about the pending decision: its advice (see
    /// [`crate::sim::advisor::advise`]), and the ask is recorded — in the
    /// list the save keeps and as a line of the log — so the campaign is
    /// known as played with advice. The campaign, its dice and the undo are
    /// untouched. Asking twice at one decision records it once.
    pub fn ask_advice(
        &mut self,
        cfg: &crate::sim::advisor::AdviceConfig,
    ) -> Result<crate::sim::advisor::Advice, AdviceError> {
        let d = self.record_advice_ask()?;
        Ok(crate::sim::advisor::advise(&self.campaign, &d, cfg))
    }

    /// Records an ask of the advisor at the pending decision (as
    /// [`Session::ask_advice`] does) without computing the advice, and
    /// returns that decision: the app computes the advice on another thread
    /// from a clone of the campaign. Asking twice at one decision records it
    /// once.
    pub fn record_advice_ask(&mut self) -> Result<crate::rules::Decision, AdviceError> {
        if !self.advice_allowed() {
            return Err(AdviceError::Off);
        }
        let crate::rules::Pending::Decide(d) = self.campaign.pending() else {
            return Err(AdviceError::Over);
        };
        self.note_advice(self.choices.len());
        Ok(d)
    }

    /// Marks a campaign that is not over as played with advice, as asking
    /// the advisor does (at the pending decision, with its line in the
    /// log), because it is being reviewed by the expert (issue 23): the
    /// review tells the player what the expert would have done. The caller
    /// says so first. Returns whether it marked it now (not when it is
    /// over, nor twice at one decision); refused, as advice is, in a
    /// two-player game whose players did not agree to it.
    pub fn record_review(&mut self) -> Result<bool, AdviceError> {
        if self.campaign.is_over() {
            return Ok(false);
        }
        if !self.advice_allowed() {
            return Err(AdviceError::Off);
        }
        Ok(self.note_advice(self.choices.len()))
    }

    /// Records an ask at decision `k`, with its line in the log: once per
    /// decision at most (an ask again after an undo and the same choice is
    /// no new line). Returns whether it recorded it now.
    fn note_advice(&mut self, k: usize) -> bool {
        // The list stays in decision order (the replay reads it so).
        let Err(at) = self.advice.binary_search(&k) else { return false };
        let first = self.advice.is_empty();
        self.advice.insert(at, k);
        let events = vec![Event::AdviceAsked { decision: k, first }];
        let after = self.choices.len().checked_sub(1);
        self.record(events, after);
        true
    }
}

/// Own dice: the raiders a run drew face down with no value entered, as
/// the values the setup keeps for them until their reveal (0).
fn face_down_new(c: &Campaign) -> Vec<(u64, u8)> {
    c.dice().face_down_new().iter().map(|&d| (d, 0)).collect()
}

impl Session {
    /// A new campaign branching from this one: the same setup and the
    /// first `choices` choices, replayed, under a new name. The original is
    /// untouched; play goes on from there with new choices.
    pub fn branch_at(&self, choices: usize, name: &str) -> Result<Session, ReplayError> {
        let n = choices.min(self.choices.len());
        let mut s = Session::replayed(name, self.edition().clone(), self.setup.clone())?;
        let mut asks = self.advice.iter().copied().filter(|&k| k <= n).peekable();
        for (i, c) in self.choices[..n].iter().enumerate() {
            while let Some(k) = asks.next_if(|&k| k <= i) {
                s.note_advice(k);
            }
            s.replay_choice(i + 1, c.clone())?;
        }
        for k in asks {
            s.note_advice(k);
        }
        // Own dice: the values entered after the branch are not its own.
        let rolls = s.campaign.dice().rolls().unwrap_or(0);
        if let Some(own) = s.setup.options.own_dice.as_mut() {
            own.entered.retain(|e| e.0 < rolls);
        }
        s.replay_done()?;
        Ok(s)
    }
}
