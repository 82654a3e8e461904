//! The advisor at the table (issue 16): an ask about the decision pending
//! now. The first ask of a campaign waits for the player's yes; the ask is
//! recorded in the session (and saved) at once, and the advice computed on
//! a thread of its own from a clone of the campaign, so the window keeps
//! painting. Every state but `Idle` belongs to one version of the table: a
//! change of the campaign — a choice, Undo — drops it, so the advice on
//! show is always about the decision pending.

use crate::sim::advisor::{Advice, AdviceConfig, advise};
use std::sync::mpsc;

/// Is the advisor offered at the decision pending, and may it be asked?
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// A Luftwaffe player's decision (15.2), or none: no button.
    No,
    /// A two-player game whose players did not agree to it at setup (15):
    /// shown, disabled.
    Off,
    Yes,
}

/// Where an ask stands.
#[derive(Default)]
pub enum AdviceState {
    #[default]
    Idle,
    /// The first ask of an unadvised campaign waits for the player's yes
    /// (asking marks the campaign for good).
    Confirm,
    Thinking(mpsc::Receiver<Advice>),
    Ready(Box<Advice>),
    /// The thread could not answer (it could not start, or it died).
    Failed,
}

impl AdviceState {
    /// Takes the thread's answer if it came.
    pub(super) fn poll(&mut self) {
        if let AdviceState::Thinking(rx) = self {
            match rx.try_recv() {
                Ok(a) => *self = AdviceState::Ready(Box::new(a)),
                Err(mpsc::TryRecvError::Disconnected) => *self = AdviceState::Failed,
                Err(mpsc::TryRecvError::Empty) => {}
            }
        }
    }
}

/// The advice of one version of the table.
#[derive(Default)]
pub(super) struct AdviceAsk {
    pub version: u64,
    pub state: AdviceState,
    pub config: AdviceConfig,
}

/// Computes the advice on a thread of its own; `notify` is called when it
/// is ready (the app asks for a repaint).
pub(super) fn spawn(
    campaign: crate::rules::Campaign,
    d: crate::rules::Decision,
    cfg: AdviceConfig,
    notify: Box<dyn Fn() + Send>,
) -> AdviceState {
    let (tx, rx) = mpsc::channel();
    let spawned = crate::platform::spawn("advisor", move || {
        let advice = advise(&campaign, &d, &cfg);
        // The table may have moved on: then nobody listens.
        let _ = tx.send(advice);
        notify();
    });
    match spawned {
        Ok(_) => AdviceState::Thinking(rx),
        Err(_) => AdviceState::Failed,
    }
}
