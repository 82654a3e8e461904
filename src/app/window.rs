//! The window fits the screen it opens on (issue 31): the size remembered
//! from the last run, or the default 1600×1000, is made smaller when the
//! window, its frame and the taskbar would not fit. At 125 % display
//! scaling a 1920×1080 screen is 1536×864 points, and the window opened
//! larger than the screen. eframe keeps the inner size within the screen
//! but not the frame around it, nor the taskbar, nor the smallest size the
//! window may be dragged to (1024×640, wider than 1366×768 at 150 %).
//!
//! Done once, on the first frame that knows the screen's size (winit gives
//! it only once the window exists; eframe opens the window centred, so a
//! window as large as the screen starts at its top left corner).

use egui::{Vec2, vec2};

/// The smallest inner size the window may be dragged to, on a screen that
/// has the room (points at 100 % zoom).
pub const MIN_INNER: Vec2 = vec2(1024.0, 640.0);

/// Room kept for the taskbar (Windows' is 48 points high, GNOME's bar 32):
/// a window no taller than the screen less this is not covered by it.
pub const TASKBAR: f32 = 48.0;

/// The smallest room a window is given, whatever a screen reports.
const FLOOR: Vec2 = vec2(320.0, 240.0);

/// The room for the window's inside on a screen of `monitor` points whose
/// frame (title bar and borders) takes `frame` points.
fn room(monitor: Vec2, frame: Vec2) -> Vec2 {
    (monitor - frame.max(Vec2::ZERO) - vec2(0.0, TASKBAR)).max(FLOOR)
}

/// The inner size for a window that wants `wanted` points, on a screen of
/// `monitor` points, its frame `frame` points: `wanted` where it fits, else
/// as large as the screen lets it be, each side on its own.
pub fn fit(wanted: Vec2, monitor: Vec2, frame: Vec2) -> Vec2 {
    wanted.min(room(monitor, frame))
}

/// The smallest inner size the window may be dragged to on that screen:
/// [`MIN_INNER`] (in points at zoom `zoom`), smaller on a screen without
/// its room.
pub fn min_inner(monitor: Vec2, frame: Vec2, zoom: f32) -> Vec2 {
    (MIN_INNER / zoom.max(0.1)).min(room(monitor, frame))
}

/// On the first frame that knows the screen: sends the window the size and
/// the smallest size that fit the screen, when they differ from the
/// window's. Returns whether it is done (the screen was known).
pub fn fit_to_screen(ctx: &egui::Context) -> bool {
    let (monitor, inner, outer) =
        ctx.input(|i| (i.viewport().monitor_size, i.viewport().inner_rect, i.viewport().outer_rect));
    let (Some(monitor), Some(inner)) = (monitor, inner) else { return false };
    if !(monitor.x > 0.0 && monitor.y > 0.0) {
        return false;
    }
    let frame = outer.map_or(Vec2::ZERO, |o| o.size() - inner.size());
    let min = min_inner(monitor, frame, ctx.zoom_factor());
    ctx.send_viewport_cmd(egui::ViewportCommand::MinInnerSize(min));
    let size = fit(inner.size(), monitor, frame);
    if size != inner.size() {
        ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(size));
    }
    true
}
