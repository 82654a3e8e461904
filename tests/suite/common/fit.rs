//! Does the app fit its window? Helpers for the tests that measure the
//! widgets' rectangles in the accessibility tree (not their labels): the
//! panes (egui's panels) and what lies in them. They step the app a bounded
//! number of frames until a condition holds, never until it stops
//! repainting.

use super::ed;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use londons_burning::app::{App, AppConfig};
use londons_burning::text::Lang;

/// The app on the saves in `dir` in a window of `size` points (a zoomed UI
/// is a window with fewer points: 1366x768 at 150 % is 911x512), opening
/// `open` if given; `settings` is its settings file.
pub fn app_at(
    dir: &std::path::Path,
    open: Option<&str>,
    lang: Lang,
    size: egui::Vec2,
    settings: Option<&std::path::Path>,
) -> Harness<'static, App> {
    let mut app = App::new(AppConfig {
        saves_dir: dir.to_path_buf(),
        edition: ed(),
        lang,
        open: open.map(str::to_string),
    });
    if let Some(f) = settings {
        app = app.with_settings_file(f.to_path_buf());
    }
    let mut h = Harness::builder().with_size(size).build_ui_state(|ui, app: &mut App| app.show(ui), app);
    settle_layout(&mut h);
    h
}

/// Every node's rectangle, in the tree's order.
fn rects(h: &Harness<'_, App>) -> Vec<Option<egui::Rect>> {
    h.query_all(By::new()).map(|n| n.accesskit_node().bounding_box().map(|_| n.rect())).collect()
}

/// Steps until the layout holds still (two frames alike), at most 40 (no
/// background work: the layout alone).
pub fn settle_layout(h: &mut Harness<'_, App>) {
    let mut last = rects(h);
    for _ in 0..40 {
        h.step();
        let now = rects(h);
        if now == last {
            return;
        }
        last = now;
    }
    panic!("the layout never settled");
}

/// Steps until `done` holds, at most `frames` frames.
pub fn until(h: &mut Harness<'_, App>, frames: usize, what: &str, done: impl Fn(&Harness<'_, App>) -> bool) {
    for _ in 0..frames {
        if done(h) {
            return;
        }
        h.step();
    }
    assert!(done(h), "{what}: not after {frames} frames");
}

/// The window's rectangle.
pub fn window(size: egui::Vec2) -> egui::Rect {
    egui::Rect::from_min_size(egui::Pos2::ZERO, size)
}

/// The pane (egui's panel) holding `n`: the id of its node. (The tree
/// gives panes no rectangle: what they hold is measured.)
pub fn pane_of(n: &egui_kittest::Node<'_>) -> Option<String> {
    let mut at = n.parent();
    while let Some(p) = at {
        if p.accesskit_node().role() == egui::accesskit::Role::Pane {
            return Some(format!("{:?}", p.accesskit_node().id()));
        }
        at = p.parent();
    }
    None
}

/// The rectangles of the widgets in the same pane as the widget `n`.
pub fn pane_widgets(h: &Harness<'_, App>, n: &egui_kittest::Node<'_>) -> Vec<egui::Rect> {
    let pane = pane_of(n);
    widgets(h).iter().filter(|w| pane.is_some() && pane_of(w) == pane).map(|w| w.rect()).collect()
}

/// Is `inner` inside `outer` (to half a point)?
pub fn within(inner: egui::Rect, outer: egui::Rect) -> bool {
    outer.expand(0.5).contains_rect(inner)
}

/// A node's text: a label's is its value (as kittest reads it).
pub fn text(n: &egui_kittest::Node<'_>) -> Option<String> {
    let a = n.accesskit_node();
    let t = if a.role() == egui::accesskit::Role::Label { a.value() } else { a.label() };
    t.map(|t| t.to_string()).filter(|t| !t.is_empty())
}

/// The nodes of the kinds a player clicks or reads in a table.
pub fn widgets<'a>(h: &'a Harness<'_, App>) -> Vec<egui_kittest::Node<'a>> {
    use egui::accesskit::Role;
    h.query_all(By::new())
        .filter(|n| {
            matches!(
                n.accesskit_node().role(),
                Role::Button | Role::CheckBox | Role::RadioButton | Role::TextInput | Role::ComboBox | Role::Label
                    | Role::Link
            )
        })
        .filter(|n| n.accesskit_node().bounding_box().is_some() && n.rect().is_positive())
        .collect()
}

/// What sticks out: widgets beyond the window's sides, and panes whose
/// widgets reach into another pane. Each as "what at where".
pub fn sticking_out(h: &Harness<'_, App>, size: egui::Vec2) -> Vec<String> {
    let mut out = beyond_window(h, size);
    out.extend(panes_overlap(h, size));
    out
}

/// Widgets beyond the window's sides (a scrolled pane may hide them above
/// or below, not beside).
pub fn beyond_window(h: &Harness<'_, App>, size: egui::Vec2) -> Vec<String> {
    widgets(h)
        .iter()
        .filter(|n| n.rect().left() < -0.5 || n.rect().right() > size.x + 0.5)
        .map(|n| format!("{:?} at {:?}: beyond the window", text(n), n.rect()))
        .collect()
}

/// Panes whose widgets, as far as they are in the window, reach into
/// another pane's: a panel's content wider than the panel, clipped. (Only
/// where no pane is scrolled: a scrolled pane's hidden widgets count too.)
pub fn panes_overlap(h: &Harness<'_, App>, size: egui::Vec2) -> Vec<String> {
    let win = window(size);
    let mut panes: Vec<(String, egui::Rect, String)> = Vec::new();
    for n in &widgets(h) {
        let (Some(p), r) = (pane_of(n), n.rect().intersect(win)) else { continue };
        if !r.is_positive() {
            continue;
        }
        match panes.iter_mut().find(|x| x.0 == p) {
            Some(x) => x.1 = x.1.union(r),
            None => panes.push((p, r, format!("{:?}", text(n)))),
        }
    }
    let mut out = Vec::new();
    for (i, a) in panes.iter().enumerate() {
        for b in &panes[i + 1..] {
            let both = a.1.intersect(b.1);
            if both.width() > 0.5 && both.height() > 0.5 {
                out.push(format!("the pane of {} at {:?} reaches into that of {} at {:?}", a.2, a.1, b.2, b.1));
            }
        }
    }
    out
}
