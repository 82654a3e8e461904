//! The real app driven through its accessibility tree (egui_kittest): start
//! a new campaign, position both fighters, scramble against a raid, move,
//! attack in the altitude box, finish the night, quit, resume from the start
//! screen and find the same state.

use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use londons_burning::app::{App, AppConfig, Screen};
use londons_burning::text::Lang;
use londons_burning::rules::{Campaign, Choice, Decision, Pending, Scenario, Setup, WeatherMode};

/// What the test's player does at each decision; the UI test clicks the
/// button that makes the same choice.
fn policy(c: &Campaign, d: &Decision) -> Choice {
    use londons_burning::sim;
    match d {
        Decision::Position(_) => Choice::StandBy,
        // The app's quick moves: scramble facing the raid; the player's
        // best interception; close in without being caught if it can.
        Decision::Move { stand_down: true, .. } => Choice::Move {
            actions: vec![londons_burning::rules::movement::MoveAction::TakeOff(sim::scramble_facing(c))],
        },
        Decision::Move { fighter, .. } => {
            let moves = c.legal_moves(*fighter);
            if let Some(m) = sim::intercepts_for_player(c, &moves).into_iter().next() {
                Choice::Move { actions: m.actions }
            } else if let Some(m) = sim::close_in_wary(c, &moves, &c.raid_danger(*fighter)) {
                Choice::Move { actions: m.actions }
            } else {
                Choice::Move { actions: Vec::new() }
            }
        }
        Decision::Attack { targets, .. } if !targets.is_empty() => Choice::Attack { target: targets[0].id },
        Decision::Attack { .. } => Choice::Withdraw,
        Decision::Bursts { .. } => Choice::Bursts { n: 1 },
        Decision::Repair { .. } => Choice::EndRepairs,
        other => other.options().into_iter().next().unwrap(),
    }
}

/// A seed whose first day has an interception with an attack and a night
/// with repairs to make, played by `policy`.
fn find_seed() -> u64 {
    'seeds: for seed in 1..2000u64 {
        let setup = Setup::new(Scenario::Regular, WeatherMode::Historical, seed);
        let (mut c, _) = Campaign::new(ed(), setup).unwrap();
        let (mut attacked, mut repaired, mut took_off) = (false, false, false);
        while c.state().date == date("1940-08-13") {
            let Pending::Decide(d) = c.pending() else { continue 'seeds };
            match &d {
                Decision::Attack { targets, .. } if !targets.is_empty() => attacked = true,
                Decision::Repair { .. } => repaired = true,
                Decision::Move { stand_down: true, .. } => took_off = true,
                _ => {}
            }
            let choice = policy(&c, &d);
            c.apply(choice).unwrap();
        }
        if attacked && repaired && took_off {
            return seed;
        }
    }
    panic!("no seed plays out the whole test");
}

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    let app = App::new(AppConfig { saves_dir: dir.to_path_buf(), edition: ed(), lang: Lang::EN, open: None });
    Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

fn pending(h: &Harness<'_, App>) -> Option<Decision> {
    let Screen::Play(p) = &h.state().screen else { return None };
    match p.table.session().campaign().pending() {
        Pending::Decide(d) => Some(d),
        Pending::Over(_) => None,
    }
}

fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

fn click_containing(h: &mut Harness<'_, App>, part: &str) {
    h.get_all_by_label_contains(part).next().unwrap_or_else(|| panic!("no button with {part:?}")).click();
    settle(h);
}

#[test]
fn play_a_day_quit_and_resume() {
    let seed = find_seed();
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    settle(&mut h);

    // The start screen: name the campaign, type the seed, start.
    h.get_by_label("Name").set_text_value_accesskit("Kittest Day");
    h.get_by_label("Seed of the dice").set_text_value_accesskit(&seed.to_string());
    settle(&mut h);
    click(&mut h, "Start the campaign Ctrl+Enter");
    let Screen::Play(p) = &h.state().screen else { panic!("the campaign did not start") };
    assert_eq!(p.table.session().name, "Kittest Day");
    assert_eq!(p.table.session().setup().seed, seed);

    // Play the first day through the buttons, checking each click made the
    // choice the policy wanted.
    let (mut positioned, mut scrambled, mut moved, mut attacked, mut night) = (0, false, false, false, false);
    for _ in 0..400 {
        let Some(d) = pending(&h) else { break };
        let before = {
            let Screen::Play(p) = &h.state().screen else { panic!() };
            if p.table.session().campaign().state().date != date("1940-08-13") {
                break;
            }
            (p.table.session().choices().len(), policy(p.table.session().campaign(), &d))
        };
        match (&d, &before.1) {
            (Decision::Position(_), _) => {
                click(&mut h, "1 Stand by at base");
                positioned += 1;
            }
            (Decision::Move { .. }, Choice::Move { actions }) if actions.is_empty() => {
                click(&mut h, "1 Stay")
            }
            (Decision::Move { stand_down: true, .. }, _) => {
                click_containing(&mut h, "Scramble: take off");
                scrambled = true;
            }
            (Decision::Move { .. }, _) => {
                let intercept = h.query_by_label_contains("Intercept in").is_some();
                if intercept {
                    click_containing(&mut h, "Intercept in");
                } else {
                    click_containing(&mut h, "Close in");
                }
                moved = true;
            }
            (Decision::Placement { .. }, _) => click(&mut h, "1 Normal position"),
            (Decision::Attack { .. }, Choice::Withdraw) => click_containing(&mut h, "Withdraw"),
            (Decision::Attack { targets, .. }, _) => {
                // The attack is made from the altitude box.
                click(&mut h, &format!("Attack #{}", targets[0].id));
                attacked = true;
            }
            (Decision::Bursts { .. }, _) => click(&mut h, "1 1 burst"),
            (Decision::Repair { .. }, _) => {
                assert!(h.query_by_label("Repair points left: 2").is_some(), "the night screen");
                click(&mut h, "Done (unused points are lost)");
                night = true;
            }
            (Decision::Land { .. }, _) => click_containing(&mut h, "1 Land at"),
            (Decision::AttackOrder { .. }, _) => click(&mut h, "1 Fighter #1 first"),
            (Decision::Replace { .. }, _) => click_containing(&mut h, "1 Call"),
            (d, _) => panic!("a solitaire campaign asked a Luftwaffe player's question: {d:?}"),
        }
        let Screen::Play(p) = &h.state().screen else { panic!() };
        assert_eq!(p.table.session().choices().len(), before.0 + 1, "the click made a choice at {d:?}");
        assert_eq!(
            p.table.session().choices().last(),
            Some(&before.1),
            "the click made the intended choice at {d:?}"
        );
        assert_eq!(p.table.saved(), &londons_burning::table::Saved::Yes);
    }
    assert!(
        positioned >= 2 && scrambled && moved && attacked && night,
        "{positioned} {scrambled} {moved} {attacked} {night}"
    );

    // Quit to the start screen; the campaign is listed; resume it.
    let Screen::Play(p) = &h.state().screen else { panic!() };
    let state = p.table.session().campaign().state().clone();
    let choices = p.table.session().choices().to_vec();
    click(&mut h, "◀ Campaigns");
    assert!(matches!(h.state().screen, Screen::Start(_)));
    assert!(h.query_by_label("Kittest Day").is_some(), "listed on the start screen");
    click(&mut h, "Resume");
    let Screen::Play(p) = &h.state().screen else { panic!("not resumed") };
    assert_eq!(p.table.session().campaign().state(), &state, "the same state after resuming");
    assert_eq!(p.table.session().choices(), &choices[..]);

    // And from a fresh app, as after closing the window.
    let mut h2 = harness(dir.path());
    settle(&mut h2);
    click(&mut h2, "Resume");
    let Screen::Play(p) = &h2.state().screen else { panic!() };
    assert_eq!(p.table.session().campaign().state(), &state);
}

#[test]
fn the_language_switch_and_the_delete_confirmation() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = londons_burning::session::Session::new(
        "To Delete",
        ed(),
        Setup::new(Scenario::Short, WeatherMode::Historical, 3),
    )
    .unwrap();
    let Pending::Decide(d) = s.campaign().pending() else { panic!() };
    s.apply(passive(&d)).unwrap();
    londons_burning::save::write(dir.path(), &s).unwrap();
    let mut h = harness(dir.path());
    settle(&mut h);
    click(&mut h, "Español");
    assert!(h.query_by_label("Nueva campaña").is_some());
    click(&mut h, "Borrar");
    assert!(h.query_by_label_contains("No se puede deshacer").is_some(), "asks first");
    click(&mut h, "Cancelar");
    assert!(dir.path().join("to-delete.json").exists());
    click(&mut h, "Borrar");
    click(&mut h, "Borrarla");
    assert!(!dir.path().join("to-delete.json").exists());
}

#[test]
fn a_broken_save_is_shown_not_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("broken.json"), "{ not json").unwrap();
    let mut h = harness(dir.path());
    settle(&mut h);
    assert!(h.query_by_label_contains("is damaged and cannot be read").is_some());
    // Opening a campaign that fails to load shows the reason on the start screen.
    let app = App::new(AppConfig {
        saves_dir: dir.path().to_path_buf(),
        edition: ed(),
        lang: Lang::EN,
        open: Some("broken".into()),
    });
    assert!(
        matches!(app.screen, Screen::Start(ref s) if s.error.as_deref().is_some_and(|e| e.contains("damaged")))
    );
}

#[test]
fn undo_takes_back_a_choice_until_dice_are_rolled() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    settle(&mut h);
    h.get_by_label("Seed of the dice").set_text_value_accesskit("5");
    settle(&mut h);
    click(&mut h, "Start the campaign Ctrl+Enter");
    let choices = |h: &Harness<'_, App>| match &h.state().screen {
        Screen::Play(p) => p.table.session().choices().len(),
        _ => usize::MAX,
    };
    // Fighter #1 stands by: no die rolled, so it can be taken back.
    click(&mut h, "1 Stand by at base");
    assert_eq!(choices(&h), 1);
    click(&mut h, "↶ Undo");
    assert_eq!(choices(&h), 0);
    assert!(matches!(pending(&h), Some(Decision::Position(o)) if o.fighter == 0));
    // Both stand by: the raid-size marker is drawn, a die roll: no undo.
    click(&mut h, "1 Stand by at base");
    click(&mut h, "1 Stand by at base");
    assert_eq!(choices(&h), 2);
    click(&mut h, "↶ Undo");
    assert_eq!(choices(&h), 2, "dice were rolled: the choice stands");
}
