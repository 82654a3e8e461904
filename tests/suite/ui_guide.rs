//! The guided first raid (15.3) through the real app (egui_kittest): from
//! the start screen's button to the end of the rulebook's example of play,
//! doing only what the screen shows: the option marked ▶, or the hex ringed
//! on the map and then Confirm. Another choice is explained, not played.

use crate::common::app::*;
use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use londons_burning::app::{App, Screen};
use londons_burning::text::Lang;
use londons_burning::rules::state::Phase;
use londons_burning::rules::{Choice, Decision, Event, Pending};

fn step(h: &Harness<'_, App>) -> Option<usize> {
    let p = play(h);
    p.table.guide_step()
}

/// The buttons marked as the example's choice.
fn marked(h: &Harness<'_, App>) -> Vec<String> {
    h.query_all_by_role(egui::accesskit::Role::Button)
        .filter_map(|n| n.accesskit_node().label())
        .filter(|l| l.contains('▶') && !l.contains("▶▶"))
        .collect()
}

/// Does any label on the screen contain `part`?
fn shows(h: &Harness<'_, App>, part: &str) -> bool {
    h.query_all_by_label_contains(part).next().is_some()
}

fn open_guide(h: &mut Harness<'_, App>) {
    h.get_by_label("Learn with the example of play").click();
    settle(h);
}

#[test]
fn the_guided_raid_is_played_to_its_end_by_following_its_prompts() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None, Lang::EN);
    assert!(shows(&h, "Three ways in"), "the start screen welcomes");
    open_guide(&mut h);
    assert_eq!(
        play(&h).table.session().campaign().state().phase,
        Phase::Daylight(2),
        "the morning was played: 2 p.m."
    );
    assert!(shows(&h, "This is the rulebook's example of play"), "the introduction");
    let total = play(&h).table.guide().unwrap().guide.steps.len();
    let mut seen = Vec::new();
    while let Some(i) = step(&h) {
        assert!(shows(&h, &format!("Step {} of {total}", i + 1)), "step {} is announced", i + 1);
        seen.push(i);
        let before = play(&h).table.session().choices().len();
        let ring = play(&h).table.guide_hex();
        let buttons = marked(&h);
        match (buttons.first(), ring) {
            // A marked button (an option, a take-off facing, a landing).
            (Some(label), _) => {
                h.get_by_label(label).click();
                settle(&mut h);
            }
            // The ringed hex on the map, then the marked cell is picked:
            // Confirm.
            (None, Some(hex)) => {
                match &mut h.state_mut().screen {
                    Screen::Play(p) => p.map_clicked(hex),
                    Screen::Start(_) => unreachable!(),
                }
                settle(&mut h);
                let p = play(&h);
                let picked = p.picker.picked_move(&p.table).expect("a cell picked").clone();
                assert!(
                    p.table.guided(&Choice::Move { actions: picked.actions }),
                    "step {}: the picker picks the example's cell",
                    i + 1
                );
                assert!(
                    h.query_all_by_label_contains("▶ N")
                        .chain(h.query_all_by_label_contains("▶ E"))
                        .next()
                        .is_some(),
                    "step {}: and marks it",
                    i + 1
                );
                h.get_by_label("Confirm move").click();
                settle(&mut h);
            }
            (None, None) => panic!("step {}: nothing marked to click, nothing ringed", i + 1),
        }
        settle(&mut h);
        assert!(
            play(&h).table.session().choices().len() > before,
            "step {}: the choice was made ({buttons:?}, {:?})",
            i + 1,
            play(&h).message(Lang::EN)
        );
        assert!(play(&h).message(Lang::EN).is_none(), "step {}: {:?}", i + 1, play(&h).message(Lang::EN));
    }
    assert_eq!(seen, (0..total).collect::<Vec<_>>(), "every step, in order, once");
    // The printed outcome, and the way on.
    let p = play(&h);
    let c = p.table.session().campaign();
    assert_eq!(c.state().damage[site("eastchurch")], 1, "the Do17's one point on Eastchurch");
    assert!(p.table.session().log().iter().any(|l| l.event == Event::RafLoss { fighter: 2 }), "the Hurricane lost");
    assert!(shows(&h, "That was the example of play"));
    h.get_by_label("Start a new short campaign").click();
    settle(&mut h);
    let p = play(&h);
    assert!(p.table.guide().is_none(), "a campaign of one's own");
    assert_eq!(p.table.session().setup().scenario, Scenario::Short);
    assert_eq!(p.table.session().choices().len(), 0);
}

#[test]
fn another_choice_is_explained_and_not_played() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None, Lang::EN);
    open_guide(&mut h);
    assert_eq!(step(&h), Some(0));
    // Standing by at the base, legal, is not the example's.
    let Pending::Decide(d) = play(&h).table.session().campaign().pending() else { panic!() };
    assert!(d.options().contains(&Choice::StandBy), "{d:?}");
    let n = play(&h).table.session().choices().len();
    match &mut h.state_mut().screen {
        Screen::Play(p) => p.perform(londons_burning::table::Action::One(Choice::StandBy)),
        Screen::Start(_) => unreachable!(),
    }
    settle(&mut h);
    assert_eq!(play(&h).table.session().choices().len(), n, "not played");
    let msg = play(&h).message(Lang::EN).expect("an explanation");
    assert!(msg.contains("the example does something else here") && msg.contains("Hawkinge"), "{msg}");
    assert!(shows(&h, "the example does something else here"), "shown on the screen");
    assert_eq!(step(&h), Some(0));
}

#[test]
fn the_example_resumes_as_a_guide_and_speaks_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None, Lang::ES);
    h.get_by_label("Aprender con el ejemplo de juego").click();
    settle(&mut h);
    assert!(shows(&h, "Paso 1 de 16"));
    assert!(shows(&h, "Este es el ejemplo de juego del reglamento"));
    // Saved like any campaign: resumed from the list, the guide is back.
    let name = play(&h).table.session().name.clone();
    let h = harness(dir.path(), Some(&name), Lang::EN);
    assert_eq!(step(&h), Some(0));
    assert!(shows(&h, "Step 1 of 16"));
    assert!(matches!(play(&h).table.session().campaign().pending(), Pending::Decide(Decision::Position(_))));
}

#[test]
fn keys_make_the_example_s_choices_once_each() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None, Lang::EN);
    open_guide(&mut h);
    // The first ten steps by the marked buttons and the map, as above.
    while step(&h).is_some_and(|i| i < 10) {
        let ring = play(&h).table.guide_hex();
        match (marked(&h).first(), ring) {
            (Some(label), _) => h.get_by_label(label).click(),
            (None, Some(hex)) => {
                match &mut h.state_mut().screen {
                    Screen::Play(p) => p.map_clicked(hex),
                    Screen::Start(_) => unreachable!(),
                }
                settle(&mut h);
                h.get_by_label("Confirm move").click();
            }
            (None, None) => panic!("nothing to follow"),
        }
        settle(&mut h);
    }
    // Then the attacks by their digit keys: one key, one choice.
    for _ in 0..3 {
        let i = step(&h).unwrap();
        let n = play(&h).table.session().choices().len();
        let label = marked(&h).first().cloned().expect("a marked option");
        let key = digit(label.chars().find_map(|c| c.to_digit(10)).unwrap() as usize);
        h.key_press(key);
        settle(&mut h);
        assert_eq!(play(&h).table.session().choices().len(), n + 1, "step {}: one choice for one key", i + 1);
        assert_eq!(play(&h).message(Lang::EN), None, "step {}", i + 1);
        assert_eq!(step(&h), Some(i + 1));
    }
}

#[test]
fn an_example_already_saved_is_not_replaced_without_asking() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None, Lang::EN);
    open_guide(&mut h);
    // One step of the example played, then back to the start screen.
    let label = marked(&h).first().cloned().expect("a marked option");
    h.get_by_label(&label).click();
    settle(&mut h);
    let played = play(&h).table.session().choices().len();
    let name = play(&h).table.name().to_string();
    h.get_by_label("◀ Campaigns").click();
    settle(&mut h);
    // Learn again: asked, not replaced.
    h.get_by_label("Learn with the example of play").click();
    settle(&mut h);
    assert!(shows(&h, "is saved already"), "the question");
    assert!(matches!(h.state().screen, Screen::Start(_)), "nothing opened yet");
    let on_disk = |dir: &std::path::Path| londons_burning::save::load(dir, &name, ed()).unwrap().choices().len();
    assert_eq!(on_disk(dir.path()), played, "the saved example is untouched");
    // Resume: the saved one, where it was left.
    h.get_by_label("Resume it").click();
    settle(&mut h);
    assert_eq!(play(&h).table.session().choices().len(), played);
    // Start again: from the beginning, over the saved one.
    h.get_by_label("◀ Campaigns").click();
    settle(&mut h);
    h.get_by_label("Learn with the example of play").click();
    settle(&mut h);
    h.get_by_label("Start again").click();
    settle(&mut h);
    assert_eq!(step(&h), Some(0), "the example from its first step");
    assert!(on_disk(dir.path()) < played, "the saved example was replaced, as asked");
}
