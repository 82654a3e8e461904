//! The start screen (issue 28): it fits a laptop's window in English and
//! Spanish, and stays usable with the UI zoomed; the keyboard reaches
//! "Start the campaign" at once; the form comes back as it was last used.
//! Measured on the widgets' rectangles, not their labels.

use crate::common::fit::*;
use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use londons_burning::app::{App, Screen};
use londons_burning::rules::state::Players;
use londons_burning::rules::{Pending, Scenario, Setup, WeatherMode};
use londons_burning::save;
use londons_burning::session::Session;
use londons_burning::text::Lang;

/// The laptop windows: 1280x720 and 1366x768.
const LAPTOPS: [egui::Vec2; 2] = [egui::vec2(1280.0, 720.0), egui::vec2(1366.0, 768.0)];
/// 1366x768 with the UI zoomed to 125 % and 150 % (Ctrl +).
const ZOOMED: [egui::Vec2; 2] = [egui::vec2(1366.0 / 1.25, 768.0 / 1.25), egui::vec2(1366.0 / 1.5, 768.0 / 1.5)];

/// The sensible bot's campaign from `setup`, played `choices` far (or to
/// its end).
fn played(name: &str, setup: Setup, choices: Option<usize>) -> Session {
    let mut s = Session::new(name, ed(), setup).unwrap();
    while let Pending::Decide(d) = s.campaign().pending_light() {
        if choices.is_some_and(|n| s.choices().len() >= n) {
            break;
        }
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    s
}

/// A saves folder that fills the screen: finished campaigns (the hall of
/// fame, with and without a yardstick), one with the longest name a
/// campaign may have, one not over, one with every option, a broken file.
fn busy_saves() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let short = |seed| Setup::new(Scenario::Short, WeatherMode::Historical, seed);
    let long_name = "The Longest Campaign Name Anyone Would Type Into This Form";
    assert!(long_name.chars().count() <= 60);
    let mut options = short(8);
    options.options.crossfire = true;
    options.options.base_change = true;
    options.options.abort = true;
    options.options.no_undo = true;
    let mut two = short(9);
    two.players = Players::TwoRaf;
    for s in [
        played("Short Sharp", short(5), None),
        played(long_name, short(6), None),
        played("Two Together", two, None),
        played("Every Option Ticked", options, None),
        played("Not Over Yet", Setup::new(Scenario::Long, WeatherMode::Optional, 7), Some(12)),
    ] {
        save::write(dir.path(), &s).unwrap();
    }
    std::fs::write(dir.path().join("broken.json"), "{ not a save").unwrap();
    dir
}

/// The widgets to check, as (label, occurrence): every button and field,
/// and the texts of the saved campaigns' and the hall of fame's rows.
fn targets(h: &Harness<'_, App>, rows: &[&str]) -> Vec<(String, usize)> {
    use egui::accesskit::Role;
    let mut seen: Vec<(String, usize)> = Vec::new();
    for n in widgets(h) {
        let Some(label) = text(&n) else { continue };
        let row_text = n.accesskit_node().role() == Role::Label && rows.iter().any(|r| label.contains(r));
        if n.accesskit_node().role() == Role::Label && !row_text {
            continue;
        }
        let k = seen.iter().filter(|(l, _)| *l == label).count();
        seen.push((label, k));
    }
    seen
}

/// Every button and field, and every row of the saved campaigns and of the
/// hall of fame, scrolled into view if it must be, lies inside the window
/// and below the top bar; nothing sticks out sideways, and (unless `zoomed`:
/// then the form scrolls too) no panel's content reaches into another's.
fn check_fits(dir: &std::path::Path, lang: Lang, size: egui::Vec2, rows: &[&str], zoomed: bool) {
    let what = format!("{lang:?} at {}x{}", size.x, size.y);
    let mut h = app_at(dir, None, lang, size, None);
    let out = if zoomed { beyond_window(&h, size) } else { sticking_out(&h, size) };
    assert!(out.is_empty(), "{what}: sticking out:\n{}", out.join("\n"));
    let all = targets(&h, rows);
    for r in rows {
        assert!(all.iter().any(|(l, _)| l.contains(r)), "{what}: {r:?} is on the screen");
    }
    let win = window(size);
    // The top bar: the rules button's pane, down to its bottom.
    let rules_button = londons_burning::t!(lang, "rules-button");
    let rules = h.get_by_label(&rules_button);
    let (bar, bar_bottom) = (pane_of(&rules), rules.rect().bottom());
    for (label, k) in &all {
        h.query_all_by_label(label).nth(*k).unwrap_or_else(|| panic!("{what}: {label:?} #{k}")).scroll_to_me();
        until(&mut h, 6, &format!("{what}: {label:?} #{k} in sight"), |h| {
            let n = h.query_all_by_label(label).nth(*k).unwrap();
            within(n.rect(), win) && (pane_of(&n) == bar || n.rect().top() >= bar_bottom)
        });
    }
}

#[test]
fn every_start_screen_button_and_row_lies_inside_the_window() {
    let dir = busy_saves();
    let ed = ed();
    // The rows: each campaign's name, and the hall of fame's yardstick.
    let names = ["Short Sharp", "The Longest Campaign Name", "Two Together", "Every Option Ticked", "Not Over Yet", "broken"];
    for lang in [Lang::EN, Lang::ES] {
        let s = save::load(dir.path(), "Short Sharp", ed.clone()).unwrap();
        let y = londons_burning::sim::yardstick::yardstick(s.setup(), &ed).expect("the shipped yardstick");
        let score = s.campaign().score();
        let yard = londons_burning::text::review::yardstick_short(score.raf as i32 - score.luftwaffe as i32, &y, lang);
        let mut rows: Vec<&str> = names.to_vec();
        rows.push(&yard);
        for size in LAPTOPS {
            check_fits(dir.path(), lang, size, &rows, false);
        }
    }
}

#[test]
fn the_start_screen_is_usable_zoomed_to_125_and_150_per_cent() {
    let dir = busy_saves();
    for lang in [Lang::EN, Lang::ES] {
        for size in ZOOMED {
            check_fits(dir.path(), lang, size, &["Short Sharp", "Not Over Yet", "broken"], true);
        }
    }
}

fn screen_is_play(h: &Harness<'_, App>) -> bool {
    matches!(h.state().screen, Screen::Play(_))
}

#[test]
fn the_keyboard_starts_a_campaign_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let size = LAPTOPS[0];
    let mut h = app_at(dir.path(), None, Lang::EN, size, None);
    // The primary action has the focus, its key written on it.
    assert!(h.get_by_label("Start the campaign Ctrl+Enter").is_focused(), "Start is focused first");
    // Tab goes into the form from its top; Shift+Tab comes back.
    h.key_press(egui::Key::Tab);
    until(&mut h, 4, "the name field focused", |h| h.get_by_label("Name").is_focused());
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::Tab);
    until(&mut h, 4, "Start focused again", |h| h.get_by_label("Start the campaign Ctrl+Enter").is_focused());
    // Enter presses it.
    h.key_press(egui::Key::Enter);
    until(&mut h, 6, "a campaign started by Enter", screen_is_play);
    // Ctrl+Enter starts from anywhere: here, typing the name.
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_at(dir.path(), None, Lang::ES, size, None);
    assert!(h.get_by_label("Empezar la campaña Ctrl+Intro").is_focused(), "in Spanish too");
    h.get_by_label("Nombre").click();
    settle_layout(&mut h);
    h.get_by_label("Nombre").type_text("Teclado");
    h.step();
    assert!(h.get_by_label("Nombre").is_focused());
    h.key_press_modifiers(egui::Modifiers::CTRL, egui::Key::Enter);
    until(&mut h, 6, "a campaign started by Ctrl+Enter", screen_is_play);
    let Screen::Play(p) = &h.state().screen else { unreachable!() };
    assert_eq!(p.table.session().name, "Teclado");
}

/// The start screen's form fields.
fn form(h: &Harness<'_, App>) -> (Scenario, bool, bool, String, Players) {
    let Screen::Start(s) = &h.state().screen else { panic!("not the start screen") };
    (s.scenario, s.options.crossfire, s.options.no_undo, ed().sites[s.base].id.clone(), s.players)
}

#[test]
fn the_new_campaign_form_is_remembered_between_runs() {
    let saves = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    let file = config.path().join("settings.json");
    std::fs::write(&file, r#"{ "window": [1300.0, 800.0] }"#).unwrap();
    let size = LAPTOPS[1];
    // A new player's form: the defaults.
    let mut h = app_at(saves.path(), None, Lang::EN, size, Some(&file));
    assert_eq!(form(&h), (Scenario::Regular, false, false, "biggin-hill".into(), Players::Solitaire));
    h.get_by_label("short").click();
    h.get_by_label("14.1 Bombers' crossfire").click();
    h.get_by_label("No undo (the iron rule)").click();
    h.get_by_label("Two RAF players (15.1)").click();
    settle_layout(&mut h);
    h.get_by_label("Base (a sector airfield)").click();
    until(&mut h, 6, "the bases listed", |h| h.query_by_label("Kenley").is_some());
    h.get_by_label("Kenley").click();
    settle_layout(&mut h);
    assert_eq!(form(&h), (Scenario::Short, true, true, "kenley".into(), Players::TwoRaf));
    h.get_by_label("Start the campaign Ctrl+Enter").click();
    until(&mut h, 6, "the campaign started", screen_is_play);
    settle_layout(&mut h);
    // Written beside the window's size, which stays.
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(v["window"], serde_json::json!([1300.0, 800.0]), "{v}");
    assert_eq!(v["new_campaign"]["scenario"], "short", "{v}");
    assert_eq!(v["new_campaign"]["base"], "kenley", "{v}");
    // Back to the campaigns, and in the next run: the same form.
    h.get_by_label("◀ Campaigns").click();
    until(&mut h, 6, "the start screen", |h| matches!(h.state().screen, Screen::Start(_)));
    assert_eq!(form(&h), (Scenario::Short, true, true, "kenley".into(), Players::TwoRaf));
    let h = app_at(saves.path(), None, Lang::EN, size, Some(&file));
    assert_eq!(form(&h), (Scenario::Short, true, true, "kenley".into(), Players::TwoRaf));
    let short = h.get_by_label("short");
    assert_eq!(short.accesskit_node().toggled(), Some(egui::accesskit::Toggled::True), "the radio shows it");
    // A broken entry is the defaults; the rest of the file still counts.
    std::fs::write(&file, r#"{ "window": [1300.0, 800.0], "new_campaign": { "scenario": "longest" } }"#).unwrap();
    let h = app_at(saves.path(), None, Lang::EN, size, Some(&file));
    assert_eq!(form(&h).0, Scenario::Regular);
    // Without a settings file (the tests' apps), nothing is remembered.
    let h = app_at(saves.path(), None, Lang::EN, size, None);
    assert_eq!(form(&h).0, Scenario::Regular);
}

