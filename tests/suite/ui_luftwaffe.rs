//! 15.2 on one screen (egui_kittest): a Luftwaffe player and an RAF player
//! play a whole day through the app, passing the computer at the curtain;
//! neither ever has the other's secret choices on screen.

use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use londons_burning::app::{App, AppConfig, Screen};
use londons_burning::rules::{Decision, Pending, Players, Seat};
use londons_burning::text::Lang;

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    let app = App::new(AppConfig { saves_dir: dir.to_path_buf(), edition: ed(), lang: Lang::EN, open: None });
    Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

fn pending(h: &Harness<'_, App>) -> Option<(Decision, Seat)> {
    let Screen::Play(p) = &h.state().screen else { return None };
    let c = p.table.session().campaign();
    match c.pending() {
        Pending::Decide(d) => {
            let s = c.seat(&d);
            Some((d, s))
        }
        Pending::Over(_) => None,
    }
}

/// The lines of the German's secret events so far, as the log writes them.
fn secrets(h: &Harness<'_, App>) -> Vec<String> {
    let Screen::Play(p) = &h.state().screen else { return Vec::new() };
    let ed = p.table.session().edition().clone();
    p.table
        .session()
        .log()
        .iter()
        .filter(|l| l.event.secret())
        .map(|l| l.event.describe(&ed, Lang::EN))
        .collect()
}

#[test]
fn a_luftwaffe_day_through_both_players_turns() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path());
    settle(&mut h);
    h.get_by_label("Name").set_text_value_accesskit("Hot seat");
    h.get_by_label("Seed of the dice").set_text_value_accesskit("4");
    settle(&mut h);
    h.get_by_label("RAF against a Luftwaffe player (15.2)").click();
    settle(&mut h);
    h.get_by_label("Start the campaign Ctrl+Enter").click();
    settle(&mut h);
    let Screen::Play(p) = &h.state().screen else { panic!("the campaign did not start") };
    assert_eq!(p.table.session().setup().players, Players::Luftwaffe);
    let day = p.table.session().campaign().state().date;

    let (mut curtains, mut german, mut raf, mut raf_saw_reveal) = (0, 0, 0, false);
    let mut seen_by = None;
    for _ in 0..600 {
        let Some((d, seat)) = pending(&h) else { break };
        {
            let Screen::Play(p) = &h.state().screen else { panic!() };
            if p.table.session().campaign().state().date != day {
                break;
            }
        }
        let name = match seat {
            Seat::Luftwaffe => "Luftwaffe player",
            _ => "RAF player",
        };
        if seen_by != Some(seat) {
            // The curtain: nothing of either side's turn on screen.
            assert!(
                h.query_by_label(&format!("Pass the computer to the {name}")).is_some(),
                "no curtain for {name}"
            );
            assert!(h.query_by_label_contains("Luftwaffe plan").is_none());
            assert!(
                h.query_by_label_contains(&d.prompt(&ed(), Lang::EN)).is_none(),
                "the prompt shows behind the curtain"
            );
            for s in secrets(&h) {
                assert!(h.query_by_label(&s).is_none(), "{s:?} behind the curtain");
            }
            h.get_by_label(&format!("I am the {name} — show my turn")).click();
            settle(&mut h);
            curtains += 1;
            seen_by = Some(seat);
        }
        // The question says once whose it is: the German's are worded
        // "Luftwaffe: …" already, with no "Luftwaffe player:" before
        // them; the RAF player's have "RAF player:" before the question.
        let question = d.prompt(&ed(), Lang::EN);
        assert!(h.query_by_label(&question).is_some(), "the question {question:?} is on show");
        if seat == Seat::Luftwaffe {
            german += 1;
            assert!(question.starts_with("Luftwaffe: "), "{question:?}");
            assert!(
                h.query_by_label("Luftwaffe player:").is_none(),
                "'Luftwaffe player:' before {question:?}"
            );
            assert!(h.query_by_label("Luftwaffe plan (secret)").is_some(), "the German sees his plan");
        } else {
            raf += 1;
            assert!(h.query_by_label("RAF player:").is_some(), "whose turn it is, before {question:?}");
            assert!(h.query_by_label_contains("Luftwaffe plan").is_none(), "the plan panel is the German's");
            for s in secrets(&h) {
                assert!(h.query_by_label(&s).is_none(), "the RAF player sees the German's secret {s:?}");
            }
            raf_saw_reveal |=
                h.query_all_by_label_contains("the Luftwaffe shows its markers").next().is_some();
        }
        // Each player takes his first option, by its button.
        let (choice, label) = match &d {
            // The night's repair buttons name the damage; stop at once.
            Decision::Repair { planes, sites, .. } => (
                londons_burning::rules::Choice::EndRepairs,
                format!("{} Done (unused points are lost)", planes.len() + sites.len() + 1),
            ),
            d => {
                let choice = d.options().into_iter().next().expect("an option");
                let label = format!("1 {}", choice.label(&ed(), Lang::EN));
                (choice, label)
            }
        };
        let before = {
            let Screen::Play(p) = &h.state().screen else { panic!() };
            p.table.session().choices().len()
        };
        h.get_by_label(&label).click();
        settle(&mut h);
        let Screen::Play(p) = &h.state().screen else { panic!() };
        assert_eq!(p.table.session().choices().len(), before + 1, "{label} did not choose");
        assert_eq!(p.table.session().choices().last(), Some(&choice));
    }
    assert!(german >= 5, "the German decided {german} times");
    assert!(raf >= 2, "the RAF decided {raf} times");
    assert!(curtains >= 3, "the computer changed hands {curtains} times");
    assert!(raf_saw_reveal, "the RAF player saw the markers revealed at the end of a phase");
    assert!(!secrets(&h).is_empty());
    // The plan went into the save with everything else.
    let Screen::Play(p) = &h.state().screen else { panic!() };
    let saved = londons_burning::save::load(dir.path(), "Hot seat", ed()).expect("saved");
    assert_eq!(saved.campaign().state(), p.table.session().campaign().state());
}
