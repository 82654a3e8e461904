//! The prompt never moves under the pointer (issue 20): its buttons are
//! laid out from the options alone. With the pointer anywhere over the
//! prompt, frame after frame, every button keeps its rectangle; a click at
//! the centre of a drawn button plays exactly that button's option.
//!
//! Checked at both window sizes, on decisions with one and two rows of
//! buttons: the guided example's attack (where a tester saw "4 ▶ Attack
//! Ju87B #24 … 92 % to fire" jump between rows), a fighter's move, the
//! positioning of a fighter, the night.

use crate::common::app::*;
use crate::common::settle;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use londons_burning::app::App;
use londons_burning::rules::{Choice, Decision};
use londons_burning::session::Session;
use londons_burning::table::Action;
use londons_burning::text::Lang;
use std::collections::BTreeMap;

/// The prompt's buttons as drawn: (key cap and label) → rectangle.
fn drawn(h: &Harness<'_, App>) -> BTreeMap<String, egui::Rect> {
    let keys: Vec<String> =
        prompt_buttons(h).into_iter().map(|(cap, label)| format!("{cap} {label}")).collect();
    h.query_all_by_role(egui::accesskit::Role::Button)
        .filter_map(|n| {
            let label = n.accesskit_node().label()?;
            let key = keys.iter().find(|k| label == **k || label.starts_with(&format!("{k} ★")))?;
            Some((key.clone(), n.rect()))
        })
        .collect()
}

/// The moments to check, each with what it is.
fn moments() -> Vec<(&'static str, Session)> {
    vec![
        (
            "the guided example's attack",
            example_where(|_, d| matches!(d, Decision::Attack { targets, .. } if targets.len() >= 2)),
        ),
        (
            "a move",
            session_where(short, "Move", |c, d| {
                matches!(d, Decision::Move { fighter: 0, stand_down: false, .. }) && c.state().raid.is_some()
            }),
        ),
        ("positioning", session_where(short, "Position", |_, d| matches!(d, Decision::Position(_)))),
        (
            "the night",
            session_where(
                short,
                "Night",
                |_, d| matches!(d, Decision::Repair { sites, .. } if !sites.is_empty()),
            ),
        ),
    ]
}

#[test]
fn the_buttons_stay_put_wherever_the_pointer_is() {
    for (what, s) in moments() {
        for size in SIZES {
            let dir = tempfile::tempdir().unwrap();
            save_only(dir.path(), &s);
            let mut h = harness_sized(dir.path(), Some(&s.name), Lang::EN, size);
            h.remove_cursor();
            settle(&mut h);
            let base = drawn(&h);
            let at = format!("{what} at {}×{}", size.x, size.y);
            assert!(base.len() >= 3, "{at}: the buttons are drawn: {base:?}");
            // Every button inside the window, none overlapping another.
            let rects: Vec<egui::Rect> = base.values().copied().collect();
            for (i, a) in rects.iter().enumerate() {
                assert!(a.max.x <= size.x + 0.5 && a.max.y <= size.y + 0.5, "{at}: {a:?} outside the window");
                for b in &rects[i + 1..] {
                    assert!(!a.shrink(0.5).intersects(b.shrink(0.5)), "{at}: {a:?} overlaps {b:?}");
                }
            }
            // The pointer over the prompt and around it, row after row.
            let area = rects.iter().fold(rects[0], |a, r| a.union(*r)).expand(30.0);
            let (mut y, mut moves) = (area.min.y, 0);
            while y <= area.max.y {
                let mut x = area.min.x.max(0.0);
                while x <= area.max.x.min(size.x) {
                    h.hover_at(egui::pos2(x, y));
                    // Two frames at each place: a layout that depends on
                    // the last frame flickers between them.
                    for _ in 0..2 {
                        h.step();
                        let now = drawn(&h);
                        assert_eq!(now, base, "{at}: the buttons moved with the pointer at ({x}, {y})");
                    }
                    x += 41.0;
                    moves += 1;
                }
                y += 9.0;
            }
            assert!(moves > 100, "{at}: {moves} pointer positions");
        }
    }
}

/// The choices the session made after `n`.
fn made(h: &Harness<'_, App>, n: usize) -> Vec<Choice> {
    play(h).table.session().choices()[n..].to_vec()
}

/// Did the choices made answer `action`?
fn answers(action: &Action, made: &[Choice]) -> bool {
    match action {
        Action::One(ch) => made == [ch.clone()],
        Action::Both(ch, _) => made.first() == Some(ch) && made.len() >= 2,
        Action::FlyOn => !made.is_empty() && made.iter().all(|m| *m == Choice::Move { actions: Vec::new() }),
        Action::PatrolForm => made.is_empty(),
    }
}

#[test]
fn a_click_at_the_centre_of_a_button_plays_that_button() {
    for (what, s) in moments() {
        for size in SIZES {
            let dir = tempfile::tempdir().unwrap();
            save_only(dir.path(), &s);
            let h = harness_sized(dir.path(), Some(&s.name), Lang::EN, size);
            let options = play(&h).options_now(Lang::EN);
            let buttons = drawn(&h);
            let at = format!("{what} at {}×{}", size.x, size.y);
            assert_eq!(buttons.len(), options.len(), "{at}: every option has its button");
            for o in &options {
                // A fresh screen for each click: a choice cannot be undone
                // once dice roll.
                let mut h = harness_sized(dir.path(), Some(&s.name), Lang::EN, size);
                let n = choices(&h);
                let centre = drawn(&h)[&o.button].center();
                // The pointer comes from elsewhere, as a hand does.
                h.hover_at(egui::pos2(centre.x - 60.0, centre.y - 30.0));
                h.step();
                h.hover_at(centre);
                h.step();
                h.event(egui::Event::PointerButton {
                    pos: centre,
                    button: egui::PointerButton::Primary,
                    pressed: true,
                    modifiers: egui::Modifiers::NONE,
                });
                h.step();
                h.event(egui::Event::PointerButton {
                    pos: centre,
                    button: egui::PointerButton::Primary,
                    pressed: false,
                    modifiers: egui::Modifiers::NONE,
                });
                settle(&mut h);
                let got = made(&h, n);
                let guided_refusal =
                    play(&h).message(Lang::EN).is_some_and(|m| m.contains("the example does"));
                assert!(
                    answers(&o.action, &got) || (got.is_empty() && guided_refusal),
                    "{at}: clicking {:?} made {got:?}",
                    o.button
                );
                if o.action == Action::PatrolForm {
                    assert!(play(&h).picker.is_open(&play(&h).table), "{at}: the patrol picker opened");
                }
                // The original's save is the next click's start again.
                save_only(dir.path(), &s);
            }
        }
    }
}

/// The app at `size` with frames `dt` seconds apart (a hand's double click
/// is a tenth of a second or two; the harness's own frames are 0.25 s).
fn harness_dt(dir: &std::path::Path, open: &str, size: egui::Vec2, dt: f32) -> Harness<'static, App> {
    use londons_burning::app::AppConfig;
    let app = App::new(AppConfig {
        saves_dir: dir.to_path_buf(),
        edition: crate::common::ed(),
        lang: Lang::EN,
        open: Some(open.to_string()),
    });
    let mut h = Harness::builder()
        .with_size(size)
        .with_step_dt(dt)
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    settle(&mut h);
    h
}

/// A press or a release of the primary button at `at`, and a frame.
fn button_at(h: &mut Harness<'_, App>, at: egui::Pos2, pressed: bool) {
    h.event(egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    });
    h.step();
}

/// Issue 28: a double click on "Both stand by" at 5 p.m. plays it and
/// nothing else. The night's options take the prompt's place, one of them
/// under the still pointer; the second half of the double click comes
/// 0.1 s after the first and must not play it (the night's repairs were
/// skipped by "Done (unused points are lost)"). Once the night's options
/// have stood still for `SETTLE`, a click there plays.
#[test]
fn a_double_click_at_five_skips_no_night() {
    use londons_burning::rules::state::Phase;
    let dir = tempfile::tempdir().unwrap();
    // 5 p.m., fighter #1 to position, both able to stand by, and standing
    // by brings the night (no raid in that phase) with something to repair.
    let s = session_where(short, "Five", |c, d| {
        let Decision::Position(o) = d else { return false };
        if o.fighter != 0 || c.state().phase != Phase::Daylight(3) {
            return false;
        }
        let mut after = c.clone();
        let stood = after.apply(Choice::StandBy).is_ok()
            && matches!(after.pending(), londons_burning::rules::Pending::Decide(Decision::Position(_)))
            && after.apply(Choice::StandBy).is_ok();
        stood && matches!(after.pending(), londons_burning::rules::Pending::Decide(Decision::Repair { .. }))
    });
    save_only(dir.path(), &s);
    let size = egui::vec2(1366.0, 768.0);
    let mut h = harness_dt(dir.path(), &s.name, size, 1.0 / 20.0);
    let both =
        drawn(&h).into_iter().find(|(k, _)| k.contains("Both stand by")).expect("'Both stand by' is offered");
    let at = both.1.center();
    let n = choices(&h);
    // The hand comes from elsewhere, rests on the button, clicks twice.
    h.hover_at(egui::pos2(at.x - 80.0, at.y + 40.0));
    h.step();
    h.hover_at(at);
    for _ in 0..10 {
        h.step();
    }
    button_at(&mut h, at, true);
    button_at(&mut h, at, false);
    assert_eq!(choices(&h), n + 2, "the first click stood both fighters by");
    assert!(matches!(pending(&h), Decision::Repair { .. }), "the night came");
    let under: Vec<String> = drawn(&h).into_iter().filter(|(_, r)| r.contains(at)).map(|(k, _)| k).collect();
    assert_eq!(under.len(), 1, "a night's option lies under the pointer: {:?}", drawn(&h));
    button_at(&mut h, at, true);
    button_at(&mut h, at, false);
    for _ in 0..3 {
        h.step();
    }
    assert_eq!(choices(&h), n + 2, "the second half of the double click played {:?}", under[0]);
    // Once the options stood still, the same place plays what is there.
    let frames = (londons_burning::app::settle::SETTLE * 20.0).ceil() as usize + 1;
    for _ in 0..frames {
        h.step();
    }
    button_at(&mut h, at, true);
    button_at(&mut h, at, false);
    settle(&mut h);
    assert_eq!(choices(&h), n + 3, "a click once the night's options stood still plays {:?}", under[0]);
}
