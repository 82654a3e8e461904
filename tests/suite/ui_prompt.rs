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
use londons_burning::text::Lang;
use londons_burning::rules::{Choice, Decision};
use londons_burning::session::Session;
use londons_burning::table::Action;
use std::collections::BTreeMap;

/// The prompt's buttons as drawn: (key cap and label) → rectangle.
fn drawn(h: &Harness<'_, App>) -> BTreeMap<String, egui::Rect> {
    let keys: Vec<String> = prompt_buttons(h).into_iter().map(|(cap, label)| format!("{cap} {label}")).collect();
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
        ("a move", session_where(short, "Move", |c, d| {
            matches!(d, Decision::Move { fighter: 0, stand_down: false, .. }) && c.state().raid.is_some()
        })),
        ("positioning", session_where(short, "Position", |_, d| matches!(d, Decision::Position(_)))),
        ("the night", session_where(short, "Night", |_, d| matches!(d, Decision::Repair { sites, .. } if !sites.is_empty()))),
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
                let guided_refusal = play(&h).message(Lang::EN).is_some_and(|m| m.contains("the example does"));
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
