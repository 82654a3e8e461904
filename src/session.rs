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
}

impl Session {
    /// A new campaign (3), run to its first decision.
    pub fn new(name: &str, ed: Arc<Edition>, setup: Setup) -> Result<Session, SetupError> {
        let (campaign, events) = Campaign::new(ed, setup.clone())?;
        let mut s = Session {
            name: name.to_string(),
            setup,
            campaign,
            choices: Vec::new(),
            snapshots: Vec::new(),
            log: Vec::new(),
            choice_starts: Vec::new(),
            advice: Vec::new(),
        };
        s.record(events, None);
        s.snapshot_if_new_day();
        Ok(s)
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
        let mut s = Session::new(name, ed, setup).map_err(ReplayError::Setup)?;
        let mut asks = advice.iter().copied().peekable();
        for (i, c) in choices.iter().enumerate() {
            while let Some(k) = asks.next_if(|&k| k <= i) {
                s.note_advice(k);
            }
            s.apply(c.clone()).map_err(|reason| ReplayError::IllegalChoice { index: i + 1, reason })?;
        }
        for k in asks {
            s.note_advice(k);
        }
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
    pub fn apply(&mut self, choice: Choice) -> Result<&[Logged], Illegal> {
        let events = self.campaign.apply(choice.clone())?;
        let start = self.log.len();
        self.choices.push(choice);
        self.choice_starts.push(start);
        self.record(events, Some(self.choices.len() - 1));
        self.snapshot_if_new_day();
        Ok(&self.log[start..])
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
        !self.setup.options.no_undo
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
        let n = self.choices.len();
        self.snapshots.retain(|s| s.choices <= n);
        let Some(snap) = self.snapshots.last() else { return false };
        let mut campaign = Campaign::from_state(self.campaign.edition().clone(), snap.state.clone());
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

impl Session {
    /// A new campaign branching from this one: the same setup and the
    /// first `choices` choices, replayed, under a new name. The original is
    /// untouched; play goes on from there with new choices.
    pub fn branch_at(&self, choices: usize, name: &str) -> Result<Session, ReplayError> {
        let n = choices.min(self.choices.len());
        let mut s =
            Session::new(name, self.edition().clone(), self.setup.clone()).map_err(ReplayError::Setup)?;
        let mut asks = self.advice.iter().copied().filter(|&k| k <= n).peekable();
        for (i, c) in self.choices[..n].iter().enumerate() {
            while let Some(k) = asks.next_if(|&k| k <= i) {
                s.note_advice(k);
            }
            s.apply(c.clone()).map_err(|reason| ReplayError::IllegalChoice { index: i + 1, reason })?;
        }
        for k in asks {
            s.note_advice(k);
        }
        Ok(s)
    }
}
