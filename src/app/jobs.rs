//! The review's and the yardstick's background jobs (`platform::Job`): on
//! the desktop each runs whole on a thread of its own, as
//! `table::Store::review` and `table::Store::yardstick` do it (kept, else
//! computed and kept); in the browser the same, a slice at a time between
//! frames (`sim::review::ReviewSteps`, `sim::yardstick::YardstickSteps`:
//! the very same results), with the progress bar moving and Cancel heard
//! between slices (issue 31). The advisor's job is the table's
//! (`table::advice`).

use super::widgets::Progress;
use crate::edition::Edition;
use crate::platform::Job;
use crate::rules::Setup;
use crate::session::Session;
use crate::sim::review::{Review, ReviewConfig, ReviewError, ReviewSteps};
use crate::sim::yardstick::{self as ys, Yardstick, YardstickSteps};
use crate::table::Store;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};

/// Rollouts the browser plays in one step of the review.
const STEP_ROLLOUTS: usize = 32;
/// The bots' decisions the browser plays in one step of the yardstick.
const STEP_DECISIONS: usize = 4;

/// The same bar and flag, for the job's side.
fn share(p: &Progress) -> Progress {
    Progress { done: p.done.clone(), total: p.total.clone(), cancel: p.cancel.clone() }
}

impl Progress {
    fn set(&self, (done, total): (usize, usize)) {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }

    fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// The review of `session` (a clone), kept in `dir`.
pub struct ReviewJob {
    session: Session,
    dir: PathBuf,
    cfg: ReviewConfig,
    ctx: egui::Context,
    progress: Progress,
    tx: mpsc::Sender<Result<Review, ReviewError>>,
    steps: Option<ReviewSteps>,
}

impl ReviewJob {
    pub fn new(
        session: Session,
        dir: PathBuf,
        cfg: ReviewConfig,
        ctx: egui::Context,
        progress: &Progress,
        tx: mpsc::Sender<Result<Review, ReviewError>>,
    ) -> ReviewJob {
        ReviewJob { session, dir, cfg, ctx, progress: share(progress), tx, steps: None }
    }

    fn send(&self, r: Result<Review, ReviewError>) -> bool {
        let _ = self.tx.send(r);
        self.ctx.request_repaint();
        true
    }
}

impl Job for ReviewJob {
    fn run(self: Box<Self>) {
        let p = &self.progress;
        let progress = |n: usize, of: usize| {
            p.set((n, of));
            self.ctx.request_repaint();
        };
        let r = Store::new(&self.dir).review(&self.session.played(), &self.cfg, &progress, &p.cancel);
        self.send(r);
    }

    fn step(&mut self) -> bool {
        if self.progress.cancelled() {
            return self.send(Err(ReviewError::Cancelled));
        }
        let store = Store::new(&self.dir);
        let Some(steps) = &mut self.steps else {
            let played = self.session.played();
            if let Some(r) = store.kept_review(&played, &self.cfg) {
                return self.send(Ok(r));
            }
            match ReviewSteps::new(&played, &self.cfg) {
                Ok(s) => {
                    self.progress.set(s.progress());
                    self.steps = Some(s);
                    return false;
                }
                Err(e) => return self.send(Err(e)),
            }
        };
        let out = steps.step(STEP_ROLLOUTS);
        self.progress.set(steps.progress());
        match out {
            None => {
                self.ctx.request_repaint();
                false
            }
            // Kept if the browser's storage has room; shown either way (a
            // review is computed again when not kept).
            Some(r) => {
                if let Ok(r) = &r {
                    let _ = store.keep_review(r);
                }
                self.send(r)
            }
        }
    }
}

/// The yardstick of `setup`, simulated and kept in `dir` (None when
/// cancelled, or for a setup without one).
pub struct YardstickJob {
    dir: PathBuf,
    setup: Setup,
    ed: Arc<Edition>,
    ctx: egui::Context,
    progress: Progress,
    tx: mpsc::Sender<Option<Yardstick>>,
    steps: Option<(ys::Cell, YardstickSteps)>,
}

impl YardstickJob {
    pub fn new(
        dir: PathBuf,
        setup: Setup,
        ed: Arc<Edition>,
        ctx: egui::Context,
        progress: &Progress,
        tx: mpsc::Sender<Option<Yardstick>>,
    ) -> YardstickJob {
        YardstickJob { dir, setup, ed, ctx, progress: share(progress), tx, steps: None }
    }

    fn send(&self, y: Option<Yardstick>) -> bool {
        let _ = self.tx.send(y);
        self.ctx.request_repaint();
        true
    }
}

impl Job for YardstickJob {
    fn run(self: Box<Self>) {
        let p = &self.progress;
        let progress = |n: usize, of: usize| {
            p.set((n, of));
            self.ctx.request_repaint();
        };
        let store = Store::new(&self.dir);
        let y = store.yardstick(&self.setup, &self.ed, ys::ON_DEMAND_CAMPAIGNS, &progress, &p.cancel);
        self.send(y.ok().flatten());
    }

    fn step(&mut self) -> bool {
        if self.progress.cancelled() {
            return self.send(None);
        }
        let store = Store::new(&self.dir);
        let Some((cell, steps)) = &mut self.steps else {
            // Shipped or kept: with the cancel flag set nothing is simulated.
            let none = |_: usize, _: usize| {};
            if let Ok(Some(y)) =
                store.yardstick(&self.setup, &self.ed, ys::ON_DEMAND_CAMPAIGNS, &none, &AtomicBool::new(true))
            {
                return self.send(Some(y));
            }
            let Some(cell) = ys::Cell::of(&self.setup, &self.ed) else { return self.send(None) };
            let steps = YardstickSteps::new(&self.ed, &cell, ys::ON_DEMAND_CAMPAIGNS, ys::YARDSTICK_SEED);
            self.progress.set(steps.progress());
            self.steps = Some((cell, steps));
            return false;
        };
        let out = steps.step(STEP_DECISIONS);
        self.progress.set(steps.progress());
        let Some(y) = out else {
            self.ctx.request_repaint();
            return false;
        };
        // Kept as `Store::yardstick` keeps it: if it cannot be, it is shown.
        let path = store.yardstick_path(cell, &self.ed, ys::ON_DEMAND_CAMPAIGNS, ys::YARDSTICK_SEED);
        let _ = crate::save::write_atomic(&path, serde_json::to_string(&y).unwrap_or_default().as_bytes());
        self.send(Some(y))
    }
}
