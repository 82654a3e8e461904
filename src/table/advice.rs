//! The advisor at the table (issue 16): an ask about the decision pending
//! now. The first ask of a campaign waits for the player's yes; the ask is
//! recorded in the session (and saved) at once, and the advice computed in
//! the background from a clone of the campaign (`platform::start`: a thread
//! of its own, or slices between the browser's frames), so the window
//! keeps painting. Every state but `Idle` belongs to one version of the table: a
//! change of the campaign — a choice, Undo — drops it, so the advice on
//! show is always about the decision pending.

use crate::sim::advisor::{Advice, AdviceConfig, AdviceSteps, advise};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

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
    /// Under way: the answer comes on the channel; the rollouts played so
    /// far (counted in the browser only, where the work is sliced).
    Thinking(mpsc::Receiver<Advice>, Arc<AtomicUsize>),
    Ready(Box<Advice>),
    /// The thread could not answer (it could not start, or it died).
    Failed,
}

impl AdviceState {
    /// Takes the thread's answer if it came.
    pub(super) fn poll(&mut self) {
        if let AdviceState::Thinking(rx, _) = self {
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

/// Rollouts the browser plays in one step of the advisor's job.
const STEP_ROLLOUTS: usize = 32;

/// Computes the advice in the background; `notify` is called when it is
/// ready (the app asks for a repaint), and, in the browser, after each
/// slice (the count of rollouts shows).
pub(super) fn spawn(
    campaign: crate::rules::Campaign,
    d: crate::rules::Decision,
    cfg: AdviceConfig,
    notify: Box<dyn Fn() + Send>,
) -> AdviceState {
    let (tx, rx) = mpsc::channel();
    let played = Arc::new(AtomicUsize::new(0));
    let job = AdviceJob { campaign, d, cfg, tx, notify, played: played.clone(), steps: None };
    match crate::platform::start("advisor", Box::new(job)) {
        Ok(_) => AdviceState::Thinking(rx, played),
        Err(_) => AdviceState::Failed,
    }
}

struct AdviceJob {
    campaign: crate::rules::Campaign,
    d: crate::rules::Decision,
    cfg: AdviceConfig,
    tx: mpsc::Sender<Advice>,
    notify: Box<dyn Fn() + Send>,
    played: Arc<AtomicUsize>,
    steps: Option<AdviceSteps>,
}

impl crate::platform::Job for AdviceJob {
    fn run(self: Box<Self>) {
        let advice = advise(&self.campaign, &self.d, &self.cfg);
        // The table may have moved on: then nobody listens.
        let _ = self.tx.send(advice);
        (self.notify)();
    }

    fn step(&mut self) -> bool {
        // The table moved on (a choice, Undo) and dropped the ask: stop.
        if Arc::strong_count(&self.played) == 1 {
            return true;
        }
        let (c, d, cfg) = (&self.campaign, &self.d, &self.cfg);
        let steps = self.steps.get_or_insert_with(|| AdviceSteps::new(c, d, cfg));
        let advice = steps.step(STEP_ROLLOUTS);
        self.played.store(steps.played, Ordering::Relaxed);
        let over = advice.is_some();
        if let Some(a) = advice {
            let _ = self.tx.send(a);
        }
        (self.notify)();
        over
    }
}
