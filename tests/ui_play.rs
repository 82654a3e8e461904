//! Playing without friction (issue 14), through the real app and its
//! accessibility tree (egui_kittest): the numbered buttons always answer the
//! decision shown, whatever made the last choice (a click, a digit key,
//! Enter on the map, Undo).

mod common;
use common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use londons_burning::app::{App, AppConfig, PlayScreen, Screen};
use londons_burning::i18n::Lang;
use londons_burning::rules::{Campaign, Decision, Pending};
use londons_burning::save;
use londons_burning::session::Session;
use londons_burning::sim;

fn harness(dir: &std::path::Path, open: Option<&str>, lang: Lang) -> Harness<'static, App> {
    let app = App::new(AppConfig {
        saves_dir: dir.to_path_buf(),
        edition: ed(),
        lang,
        open: open.map(str::to_string),
    });
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    h.run();
    h
}

/// Saves `s` in `dir` and opens it in the app.
fn open(dir: &std::path::Path, s: &Session, lang: Lang) -> Harness<'static, App> {
    save::write(dir, s).unwrap();
    harness(dir, Some(&s.name), lang)
}

fn play<'a>(h: &'a Harness<'_, App>) -> &'a PlayScreen {
    match &h.state().screen {
        Screen::Play(p) => p,
        Screen::Start(_) => panic!("no campaign open"),
    }
}

fn pending(h: &Harness<'_, App>) -> Decision {
    match play(h).session.campaign().pending() {
        Pending::Decide(d) => d,
        Pending::Over(_) => panic!("the campaign is over"),
    }
}

fn choices(h: &Harness<'_, App>) -> usize {
    play(h).session.choices().len()
}

/// The numbered buttons of the prompt, in order, without their numbers:
/// "[1] Stay" (or "1 Stay") gives "Stay".
fn numbered_buttons(h: &Harness<'_, App>) -> Vec<String> {
    let mut v: Vec<(usize, String)> = h
        .query_all_by_role(egui::accesskit::Role::Button)
        .filter_map(|n| {
            let label = n.accesskit_node().label()?;
            let rest = label.strip_prefix('[').unwrap_or(&label);
            let digit = rest.chars().next()?.to_digit(10)? as usize;
            let rest = &rest[1..];
            let rest = rest.strip_prefix(']').unwrap_or(rest);
            let text = rest.strip_prefix(' ')?;
            Some((digit, text.to_string()))
        })
        .collect();
    v.sort_by_key(|x| x.0);
    v.into_iter().map(|x| x.1).collect()
}

/// The buttons shown are the options of the decision pending now.
#[track_caller]
fn assert_buttons_answer(h: &Harness<'_, App>, what: &str) {
    let want: Vec<String> = play(h).options_now(Lang::En).into_iter().take(9).map(|q| q.label).collect();
    assert!(!want.is_empty(), "{what}: the decision has numbered options");
    assert_eq!(numbered_buttons(h), want, "{what}: the numbered buttons answer {}", brief(&pending(h)));
}

/// A decision in a few words, for messages.
fn brief(d: &Decision) -> String {
    match d {
        Decision::Move { fighter, .. } => format!("fighter #{}'s move", fighter + 1),
        other => format!("{other:?}").chars().take(120).collect(),
    }
}

/// The sensible bot's campaign, stopped at the first decision `stop` likes.
fn session_where(name: &str, stop: impl Fn(&Campaign, &Decision) -> bool) -> Session {
    for seed in 1..400u64 {
        let mut s =
            Session::new(name, ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
        while let Pending::Decide(d) = s.campaign().pending() {
            if stop(s.campaign(), &d) {
                return s;
            }
            let choice = sim::sensible(s.campaign(), &d);
            s.apply(choice).unwrap();
        }
    }
    panic!("no seed reaches the decision wanted");
}

/// Fighter #1 must move and can intercept; fighter #2 moves after it and
/// cannot: their options differ.
fn two_moves(c: &Campaign, d: &Decision) -> bool {
    matches!(d, Decision::Move { fighter: 0, .. })
        && !sim::intercepts(c, 0).is_empty()
        && c.can_move(1)
        && sim::intercepts(c, 1).is_empty()
}

fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// The numbered button whose text contains `part`, and its number.
fn numbered(h: &Harness<'_, App>, part: &str) -> usize {
    numbered_buttons(h).iter().position(|b| b.contains(part)).unwrap_or_else(|| panic!("no {part:?} button"))
        + 1
}

fn press(h: &mut Harness<'_, App>, key: egui::Key) {
    h.key_press(key);
    h.run();
}

fn digit(n: usize) -> egui::Key {
    [
        egui::Key::Num1,
        egui::Key::Num2,
        egui::Key::Num3,
        egui::Key::Num4,
        egui::Key::Num5,
        egui::Key::Num6,
        egui::Key::Num7,
        egui::Key::Num8,
        egui::Key::Num9,
    ][n - 1]
}

#[test]
fn the_numbered_buttons_follow_every_choice() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where("Stale Buttons", two_moves);
    let mut h = open(dir.path(), &s, Lang::En);
    assert!(matches!(pending(&h), Decision::Move { fighter: 0, .. }));
    assert_buttons_answer(&h, "opened");

    // A click: fighter #1 stays; fighter #2's options.
    let n = choices(&h);
    let stay = numbered(&h, "Stay");
    h.get_all_by_label_contains("Stay").next().unwrap().click();
    h.run();
    assert_eq!(choices(&h), n + 1);
    assert!(matches!(pending(&h), Decision::Move { fighter: 1, .. }));
    assert_buttons_answer(&h, "after a click");
    let _ = stay;

    // Undo: fighter #1's options again.
    click(&mut h, "↶ Undo");
    assert_eq!(choices(&h), n, "undone");
    assert!(matches!(pending(&h), Decision::Move { fighter: 0, .. }));
    assert_buttons_answer(&h, "after Undo");

    // A digit key: fighter #1 intercepts; the buttons are fighter #2's, and
    // the one it picks is legal.
    let k = numbered(&h, "Intercept");
    press(&mut h, digit(k));
    assert_eq!(choices(&h), n + 1, "the digit made a choice");
    assert!(matches!(pending(&h), Decision::Move { fighter: 1, .. }));
    assert_buttons_answer(&h, "after a digit key");
    assert!(!numbered_buttons(&h).iter().any(|b| b.contains("Intercept")), "#2 cannot intercept");

    // Ctrl+Z, then Enter on the map: fighter #1's move picked on the map
    // and confirmed with Enter.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(choices(&h), n, "Ctrl+Z undid it");
    assert_buttons_answer(&h, "after Ctrl+Z");
    let target = sim::intercepts(play(&h).session.campaign(), 0)[0].hex;
    match &mut h.state_mut().screen {
        Screen::Play(p) => p.map_clicked(target, Lang::En),
        Screen::Start(_) => unreachable!(),
    }
    h.run();
    press(&mut h, egui::Key::Enter);
    assert_eq!(choices(&h), n + 1, "Enter confirmed the move picked on the map");
    assert!(matches!(pending(&h), Decision::Move { fighter: 1, .. }));
    assert_buttons_answer(&h, "after Enter on the map");

    // The buttons work: fighter #2's first one is taken.
    h.get_all_by_label_contains("Stay").next().unwrap().click();
    h.run();
    assert_eq!(choices(&h), n + 2, "fighter #2's button was legal");
    assert_eq!(play(&h).message, None);
}

#[test]
fn the_night_buttons_follow_the_repairs() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(
        "Stale Night",
        |_, d| matches!(d, Decision::Repair { points: 2, sites, .. } if sites.len() >= 2),
    );
    let mut h = open(dir.path(), &s, Lang::En);
    assert_buttons_answer(&h, "the night");
    let n = choices(&h);
    let k = numbered(&h, "Repair");
    press(&mut h, digit(k));
    assert_eq!(choices(&h), n + 1, "the digit repaired");
    assert!(matches!(pending(&h), Decision::Repair { points: 1, .. }));
    assert_buttons_answer(&h, "after a repair by keyboard");
    // The night ends by keyboard: the next decision's buttons, not the
    // night's.
    let k = numbered(&h, "Done");
    press(&mut h, digit(k));
    assert_eq!(choices(&h), n + 2, "the digit ended the night");
    assert!(!matches!(pending(&h), Decision::Repair { .. }));
    assert_buttons_answer(&h, "after the night ended by keyboard");
}
