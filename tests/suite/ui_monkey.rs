//! A monkey at the play screen (issue 20): thousands of seeded random
//! clicks, drags, scrolls and keys over a short campaign, at both window
//! sizes. Nothing panics; every choice played was one the screen offered
//! (a numbered option, a move or patrol of the picker, a landing place, a
//! German in reach); the save written after each choice replays to the
//! same campaign; and whenever the campaign page is on show, the prompt's
//! buttons are the pending decision's options.

use crate::common::app::*;
use crate::common::*;
use egui_kittest::Harness;
use londons_burning::app::{App, Screen};
use londons_burning::rules::Pending;
use londons_burning::save;
use londons_burning::session::Session;
use londons_burning::table::{Action, Store, Table};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// The keys the monkey presses: every key the play screen knows, and some
/// it does not.
const KEYS: &[egui::Key] = &[
    egui::Key::Num1,
    egui::Key::Num2,
    egui::Key::Num3,
    egui::Key::Num4,
    egui::Key::Num5,
    egui::Key::Num0,
    egui::Key::Q,
    egui::Key::W,
    egui::Key::M,
    egui::Key::H,
    egui::Key::ArrowUp,
    egui::Key::ArrowDown,
    egui::Key::ArrowLeft,
    egui::Key::ArrowRight,
    egui::Key::PageUp,
    egui::Key::PageDown,
    egui::Key::Enter,
    egui::Key::Escape,
    egui::Key::Tab,
    egui::Key::Space,
    egui::Key::F1,
    egui::Key::Backspace,
    egui::Key::X,
];

fn below(rng: &mut ChaCha8Rng, n: u32) -> u32 {
    rng.next_u32() % n
}

fn pos(rng: &mut ChaCha8Rng, size: egui::Vec2) -> egui::Pos2 {
    egui::pos2(below(rng, size.x as u32) as f32, below(rng, size.y as u32) as f32)
}

fn button(h: &Harness<'_, App>, at: egui::Pos2, pressed: bool) {
    h.event(egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    });
}

/// One random input, and a frame.
fn input(h: &mut Harness<'_, App>, rng: &mut ChaCha8Rng, size: egui::Vec2) {
    match below(rng, 20) {
        // A click, most often over the prompt (the bottom of the window).
        0..=7 => {
            let mut at = pos(rng, size);
            if below(rng, 2) == 0 {
                at.y = size.y - below(rng, 160) as f32;
            }
            h.hover_at(at);
            h.step();
            button(h, at, true);
            h.step();
            button(h, at, false);
        }
        // A drag (the map pans).
        8..=9 => {
            let (a, b) = (pos(rng, size), pos(rng, size));
            h.hover_at(a);
            button(h, a, true);
            h.step();
            h.hover_at(b);
            h.step();
            button(h, b, false);
        }
        // A scroll (the map zooms, the log scrolls).
        10..=11 => {
            h.hover_at(pos(rng, size));
            let dy = below(rng, 400) as f32 - 200.0;
            h.event(egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Point,
                delta: egui::vec2(0.0, dy),
                phase: egui::TouchPhase::Move,
                modifiers: egui::Modifiers::NONE,
                source: egui::MouseWheelSource::Wheel,
            });
        }
        // Ctrl+Z, now and then.
        12 => h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z),
        // A key.
        _ => h.key_press(KEYS[below(rng, KEYS.len() as u32) as usize]),
    }
    h.step();
}

/// The campaign page is on show with its prompt (not a records page, not
/// the start screen, not over).
fn prompt_on_show(h: &Harness<'_, App>) -> bool {
    match &h.state().screen {
        Screen::Play(p) => {
            p.records.view == londons_burning::app::View::Play
                && !matches!(p.table.pending(), Pending::Over(_))
        }
        Screen::Start(_) => false,
    }
}

/// Was the first choice after `before` one the screen offered then?
fn offered(before: &Session, dir: &std::path::Path, first: &londons_burning::rules::Choice) -> bool {
    let t = Table::resume(Store::new(dir), before.clone());
    t.offers(&Action::One(first.clone())) || t.options().iter().any(|o| o.action.choice() == Some(first))
}

fn monkey(size: egui::Vec2, seed: u64, inputs: u32) -> (u32, u32) {
    let dir = tempfile::tempdir().unwrap();
    let s = Session::new("Monkey", ed(), short(seed)).unwrap();
    save_only(dir.path(), &s);
    let open = |dir: &std::path::Path| harness_sized(dir, Some("Monkey"), londons_burning::text::Lang::EN, size);
    let mut h = open(dir.path());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut before = play(&h).table.session().clone();
    let (mut played, mut checked) = (0u32, 0u32);
    for i in 0..inputs {
        input(&mut h, &mut rng, size);
        // Back to the campaign if the monkey left it.
        if matches!(h.state().screen, Screen::Start(_)) {
            h = open(dir.path());
        }
        let now = play(&h).table.session().clone();
        let (a, b) = (before.choices().len(), now.choices().len());
        if a != b || before.choices() != &now.choices()[..a.min(b)] {
            if b > a && before.choices() == &now.choices()[..a] {
                let first = &now.choices()[a];
                assert!(offered(&before, dir.path(), first), "input {i}: {first:?} was not offered");
                played += (b - a) as u32;
            }
            // The save on disk is the campaign on screen, and replays (a
            // branch the review made is the campaign on screen then).
            let loaded = save::load(dir.path(), &now.name, ed()).expect("the save replays");
            assert_eq!(loaded.choices(), now.choices(), "input {i}: the save holds every choice");
            assert_eq!(loaded.campaign().state(), now.campaign().state(), "input {i}: and the same campaign");
            before = now;
        }
        if prompt_on_show(&h) {
            let lang = h.state().lang;
            let want: Vec<String> = play(&h).options_now(lang).into_iter().map(|o| o.label).collect();
            let shown: Vec<String> = prompt_buttons(&h).into_iter().map(|b| b.1).collect();
            let shown: Vec<String> =
                shown.into_iter().map(|l| l.strip_prefix("▶ ").unwrap_or(&l).to_string()).collect();
            assert_eq!(shown, want, "input {i}: the prompt shows the pending decision's options");
            checked += 1;
        }
    }
    (played, checked)
}

#[test]
fn a_monkey_plays_the_play_screen() {
    let start = std::time::Instant::now();
    for (k, size) in SIZES.into_iter().enumerate() {
        let (played, checked) = monkey(size, 20 + k as u64, 2500);
        println!(
            "monkey at {}×{}: 2500 inputs, {played} choices played, the prompt checked {checked} times",
            size.x, size.y
        );
        assert!(played >= 30, "the monkey played the game: {played} choices");
        assert!(checked >= 500, "the prompt was checked: {checked}");
    }
    println!("monkey: {:.1} s", start.elapsed().as_secs_f64());
}
