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

#[cfg(test)]
mod tests {
    use super::*;

    /// 1920×1080 at 125 %: 1536×864 points; Windows' title bar and borders
    /// about 16×39 points.
    const HD_125: Vec2 = vec2(1536.0, 864.0);
    const WIN_FRAME: Vec2 = vec2(16.0, 39.0);

    #[test]
    fn the_default_window_fits_a_1080p_screen_at_125_percent() {
        let s = fit(vec2(1600.0, 1000.0), HD_125, WIN_FRAME);
        assert_eq!(s, vec2(1520.0, 777.0));
        // With its frame and the taskbar, inside the screen.
        assert!(s.x + WIN_FRAME.x <= HD_125.x && s.y + WIN_FRAME.y + TASKBAR <= HD_125.y);
    }

    #[test]
    fn a_window_that_fits_keeps_its_size() {
        assert_eq!(fit(vec2(1280.0, 720.0), vec2(1920.0, 1080.0), WIN_FRAME), vec2(1280.0, 720.0));
        // One side too large: only that side shrinks.
        assert_eq!(fit(vec2(1200.0, 1000.0), HD_125, WIN_FRAME), vec2(1200.0, 777.0));
    }

    #[test]
    fn the_smallest_size_gives_way_on_a_small_screen() {
        // 1366×768 at 150 %: about 911×512 points, less than 1024×640.
        let small = vec2(1366.0, 768.0) / 1.5;
        let min = min_inner(small, WIN_FRAME, 1.0);
        assert!(min.x <= small.x - WIN_FRAME.x && min.y <= small.y - WIN_FRAME.y - TASKBAR, "{min:?}");
        // A screen with room: 1024×640 (in the zoomed interface's points).
        assert_eq!(min_inner(vec2(1920.0, 1080.0), WIN_FRAME, 1.0), MIN_INNER);
        assert_eq!(min_inner(vec2(1920.0, 1080.0), WIN_FRAME, 2.0), MIN_INNER / 2.0);
    }

    #[test]
    fn a_screen_without_a_size_leaves_a_usable_window() {
        let s = fit(vec2(1600.0, 1000.0), Vec2::ZERO, WIN_FRAME);
        assert!(s.x >= 320.0 && s.y >= 240.0, "{s:?}");
        // A frame reported larger than the window (a bad report) takes nothing.
        assert_eq!(fit(vec2(800.0, 600.0), vec2(1920.0, 1080.0), vec2(-50.0, -50.0)), vec2(800.0, 600.0));
    }
}
