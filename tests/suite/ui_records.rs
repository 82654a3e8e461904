//! The records pages driven through the app's accessibility tree
//! (egui_kittest): the log books, the scores, the journal and its exports,
//! the hall of fame, and the review's branch.

use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use londons_burning::app::{App, AppConfig, Screen, View};
use londons_burning::text::Lang;
use londons_burning::report::{self, export, journal};
use londons_burning::rules::Pending;
use londons_burning::save;
use londons_burning::session::Session;

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    let app = App::new(AppConfig { saves_dir: dir.to_path_buf(), edition: ed(), lang: Lang::EN, open: None });
    Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

/// The sensible bot's campaign, stopped at `until` (or played to the end).
fn played(name: &str, seed: u64, until: Option<&str>) -> Session {
    let mut s = Session::new(name, ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
    while let Pending::Decide(d) = s.campaign().pending_light() {
        if until.is_some_and(|u| s.campaign().state().date >= date(u)) {
            break;
        }
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    s
}

/// A finished campaign with at least one victory.
fn with_victories() -> Session {
    (11..60)
        .map(|seed| played("Ace Day", seed, None))
        .find(|s| s.campaign().score().raf > 0)
        .expect("a seed with victories")
}

#[test]
fn log_books_scores_journal_and_exports() {
    let dir = tempfile::tempdir().unwrap();
    let s = with_victories();
    save::write(dir.path(), &s).unwrap();
    let r = report::build(&s);
    let mut h = harness(dir.path());
    settle(&mut h);

    // The hall of fame lists the finished campaign, with its verdict.
    assert!(h.query_by_label("Hall of fame").is_some());
    let verdict = londons_burning::t!(Lang::EN, s.campaign().score().verdict.msg());
    assert!(h.query_all_by_label(&verdict).next().is_some(), "the verdict {verdict:?} is shown");

    // Records opens the log books.
    click(&mut h, "Records");
    let Screen::Play(p) = &h.state().screen else { panic!("not opened") };
    assert_eq!(p.records.view, View::LogBooks);

    // The log book of a pilot with a victory shows it.
    let v = &r.victories[0];
    let name = londons_burning::text::pilot_name(s.edition(), v.pilot);
    h.get_all_by_label_contains(&name).next().expect("the pilot in the list").click();
    settle(&mut h);
    let kill = format!("{} #{}", v.kill.ty, v.kill.id);
    assert!(h.query_all_by_label_contains(&kill).next().is_some(), "{kill} in {name}'s log book");
    assert!(h.query_by_label("Pilot's flying log book".to_uppercase().as_str()).is_some());

    // The scores: the chart's headings and the tables.
    click(&mut h, "Scores");
    assert!(h.query_by_label("Victories, losses and damage per day").is_some());
    assert!(h.query_by_label("Victories per pilot").is_some());
    assert!(h.query_by_label(&v.kill.ty).is_some(), "victories by type");

    // The journal tells the victory; the exports write next to the saves.
    click(&mut h, "Journal");
    let days = journal::build(&s);
    let sentence = days
        .iter()
        .flat_map(|d| d.entries())
        .find(|e| matches!(e, journal::Entry::Victory { .. }))
        .unwrap()
        .text(s.edition(), Lang::EN);
    assert!(h.query_all_by_label_contains(&sentence).next().is_some(), "{sentence}");
    click(&mut h, "Export report (.md)");
    let md = dir.path().join("reports").join("ace-day.md");
    assert_eq!(std::fs::read_to_string(&md).unwrap(), export::markdown(&s, &r, &days, Lang::EN));
    assert!(h.query_all_by_label_contains("ace-day.md").next().is_some(), "says where");
    click(&mut h, "Export tables (.csv)");
    for t in export::Table::ALL {
        let path = dir.path().join("reports").join(format!("ace-day-{}.csv", t.id()));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), export::csv(&r, s.edition(), t), "{path:?}");
    }

    // In Spanish too.
    click(&mut h, "Español");
    assert!(h.query_by_label("Exportar informe (.md)").is_some());
    click(&mut h, "Cuadernos de vuelo");
    assert!(h.query_by_label("CUADERNO DE VUELO DEL PILOTO").is_some());
}

#[test]
fn review_steps_back_and_branches_a_new_campaign() {
    let dir = tempfile::tempdir().unwrap();
    let s = played("Review Me", 11, Some("1940-08-15"));
    let path = save::write(dir.path(), &s).unwrap();
    let before = std::fs::read(&path).unwrap();
    let starts = report::phase_starts(&s);
    let n = starts.len();
    let mut h = harness(dir.path());
    settle(&mut h);
    click(&mut h, "Resume");
    click(&mut h, "Review");
    assert!(h.query_by_label(&format!("Phase {n} of {n}")).is_some());
    // The latest finished phase before the last with at least two decisions.
    let k = (0..n - 1)
        .rev()
        .find(|&k| k + 1 < n - 1 && starts[k + 1].choices >= starts[k].choices + 2)
        .expect("a phase with two decisions");
    for _ in k..n - 1 {
        click(&mut h, "◀ Previous phase");
    }
    assert!(h.query_by_label(&format!("Phase {} of {n}", k + 1)).is_some());
    h.get_by_label("Name of the branch").set_text_value_accesskit("Second Try");
    settle(&mut h);
    // Step into the phase and back: the map follows the decisions.
    click(&mut h, "Next decision ▶");
    assert!(h.query_by_label_contains("Decision 2 of").is_some());
    click(&mut h, "◀ Previous decision");
    assert!(h.query_by_label_contains("Decision 1 of").is_some());
    click(&mut h, "Start a new branch from the start of this phase");
    let Screen::Play(p) = &h.state().screen else { panic!() };
    assert_eq!(p.table.session().name, "Second Try");
    assert_eq!(p.table.session().choices(), &s.choices()[..starts[k].choices]);
    assert_eq!(p.records.view, View::Play, "the branch opens on its campaign");
    assert_eq!(std::fs::read(&path).unwrap(), before, "the original is kept");
    let b = save::load(dir.path(), "Second Try", ed()).unwrap();
    assert_eq!(b.choices(), p.table.session().choices());
}

#[test]
fn an_iron_rule_campaign_cannot_branch() {
    let dir = tempfile::tempdir().unwrap();
    let mut setup = Setup::new(Scenario::Short, WeatherMode::Historical, 11);
    setup.options.no_undo = true;
    let mut s = Session::new("Iron", ed(), setup).unwrap();
    for _ in 0..30 {
        let Pending::Decide(d) = s.campaign().pending_light() else { break };
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    save::write(dir.path(), &s).unwrap();
    let mut h = harness(dir.path());
    settle(&mut h);
    click(&mut h, "Resume");
    click(&mut h, "Review");
    click(&mut h, "Start a new branch from the start of this phase");
    let Screen::Play(p) = &h.state().screen else { panic!() };
    assert_eq!(p.table.session().name, "Iron", "still the same campaign");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no branch saved");
}
