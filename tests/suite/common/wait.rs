//! Stepping the app in the tests that drive it (egui_kittest): never until
//! it stops repainting, always until what the test needs next holds, with a
//! bound. The app repaints while the advisor, the review or the yardstick
//! works on a thread of its own, and on a busy machine that work takes any
//! number of frames: a test that waits for the app to rest
//! (`Harness::run`) fails there, a test that waits for a condition does not.
//! (tests/suite/architecture.rs keeps `Harness::run` and its kin out of the
//! tests.)

use egui_kittest::Harness;
use std::time::{Duration, Instant};

/// The frames [`settle`] steps. Each frame moves egui's clock on by the
/// harness's step (a quarter of a second), so these cover a click's or a
/// key's effect, a panel's opening animation, a grid's sizing pass, a
/// tooltip's delay and the log's re-measured rows, with room to spare.
pub const SETTLE_FRAMES: usize = 6;

/// How long [`step_until`] waits: background work on a busy machine (the
/// suite's own tests on every core, and more) takes seconds, not minutes.
pub const WAIT: Duration = Duration::from_secs(120);

/// Steps a fixed few frames, then checks that every widget a player can act
/// on has a name (as `Harness::run` did). For a change on screen with no
/// background work behind it: a click, a key, a typed text.
#[track_caller]
pub fn settle<S>(h: &mut Harness<'_, S>) {
    for _ in 0..SETTLE_FRAMES {
        h.step();
    }
    h.check_accessibility();
}

/// Steps until `done` holds, waiting at most [`WAIT`] of wall time (a
/// thread of the app's may be working: between frames it sleeps a little
/// so the thread gets the core), then [`settle`]s so what is on screen
/// catches up. At least one frame is stepped first, so a condition that
/// held before the click is looked at after it. Panics naming `what` when
/// the wait is over.
#[track_caller]
pub fn step_until<S>(h: &mut Harness<'_, S>, what: &str, done: impl Fn(&Harness<'_, S>) -> bool) {
    step_until_within(h, what, WAIT, done);
}

/// [`step_until`] with a bound of its own.
#[track_caller]
pub fn step_until_within<S>(
    h: &mut Harness<'_, S>,
    what: &str,
    bound: Duration,
    done: impl Fn(&Harness<'_, S>) -> bool,
) {
    step_to(h, what, bound, done);
    settle(h);
}

/// Steps until `done` holds, at most `bound` of wall time, and stops at
/// that frame: for a state that passes (a progress bar the test clicks
/// Cancel on before the work ends).
#[track_caller]
pub fn step_to<S>(
    h: &mut Harness<'_, S>,
    what: &str,
    bound: Duration,
    done: impl Fn(&Harness<'_, S>) -> bool,
) {
    let start = Instant::now();
    let mut frames = 0u64;
    loop {
        h.step();
        frames += 1;
        if done(h) {
            return;
        }
        if start.elapsed() > bound {
            panic!("waited for {what}: not there after {bound:?} ({frames} frames)");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}
