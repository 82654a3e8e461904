//! A choice that came under a still pointer waits a moment (issue 28).
//!
//! After "Both stand by" at 5 p.m. the night's options take the prompt's
//! place, and "Done (unused points are lost)" can lie where the pointer
//! rests: the second half of a double click (or an impatient click) would
//! play an option the player never saw. So a click whose press came less
//! than [`SETTLE`] seconds after the screen changed, with the pointer still
//! where it was when it changed, plays nothing. It holds for everything the
//! play screen plays by the pointer (the prompt's buttons, the night's, the
//! altitude box's targets, the map's landing places). A pointer that moved
//! to a button aimed at it, and plays at once; so do the keys; and a click
//! once the screen has stood still for [`SETTLE`] plays, as any click.

use egui::Pos2;

/// How long after the screen changed a click under a still pointer is not
/// played, in seconds: longer than the gap in a double click (egui counts
/// two clicks 0.3 s apart as one double click), shorter than anyone reads
/// a new question and aims.
pub const SETTLE: f64 = 0.4;

/// How far the pointer may have moved and still be "where it was" (egui's
/// own slack for a click).
const STILL: f32 = 6.0;

/// What the guard remembers between frames.
#[derive(Default)]
pub struct Settle {
    /// What the screen was drawn from (the table's version and its number
    /// of options), when that first showed, and where the pointer was then.
    shown: Option<(u64, usize, f64, Option<Pos2>)>,
    /// The last press of the primary button: when, and where.
    press: Option<(f64, Pos2)>,
}

impl Settle {
    /// At the start of a frame drawn from `version` with `options`: notes
    /// a change of the screen and a press of the button.
    pub fn frame(&mut self, ctx: &egui::Context, version: u64, options: usize) {
        let (time, pos, pressed) = ctx.input(|i| {
            (
                i.time,
                i.pointer.latest_pos(),
                i.pointer.primary_pressed().then(|| i.pointer.interact_pos()).flatten(),
            )
        });
        if self.shown.is_none_or(|(v, n, _, _)| (v, n) != (version, options)) {
            self.shown = Some((version, options, time, pos));
        }
        if let Some(p) = pressed {
            self.press = Some((time, p));
        }
    }

    /// Is a click ending this frame to be dropped? Its press came less
    /// than [`SETTLE`] after the screen changed, where the pointer was then.
    pub fn stale(&self, ctx: &egui::Context) -> bool {
        if !ctx.input(|i| i.pointer.primary_released()) {
            return false;
        }
        stale(self.shown.map(|s| (s.2, s.3)), self.press)
    }
}

/// The rule, pure: `shown` is when the screen changed and where the pointer
/// was then; `press` when and where the click's press came.
pub fn stale(shown: Option<(f64, Option<Pos2>)>, press: Option<(f64, Pos2)>) -> bool {
    match (shown, press) {
        (Some((since, Some(at))), Some((t, p))) => {
            t >= since && t - since < SETTLE && p.distance(at) <= STILL
        }
        _ => false,
    }
}
