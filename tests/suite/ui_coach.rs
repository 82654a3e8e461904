//! The expert as a coach in the app (issue 23), through the real app and
//! its accessibility tree (egui_kittest): the advised choice is always one
//! click away — its numbered button starred, or for a move or a patrol
//! preselected in the picker with its path on the map — for every kind of
//! decision; the figures carry their standard errors; options within noise
//! are said to be equally good.

use crate::common::app::*;
use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use londons_burning::app::App;
use londons_burning::text::Lang;
use londons_burning::rules::{Campaign, Choice, Decision};
use londons_burning::sim::advisor::{Advice, AdviceConfig, advise};
use londons_burning::table::Action;
use std::time::Duration;

/// Few rollouts: the tests look at the screen, not at the expert's
/// strength.
fn cfg() -> AdviceConfig {
    AdviceConfig::fixed(40, 7, true)
}

/// Asks the advisor (the first ask confirmed) with [`cfg`] and waits for
/// the answer; returns it.
fn ask(h: &mut Harness<'_, App>) -> Advice {
    if let londons_burning::app::Screen::Play(p) = &mut h.state_mut().screen {
        *p.table.advice_config_mut() = cfg();
    }
    h.get_by_label("Advice").click();
    step_until(h, "the warning's button to ask", |h| h.query_by_label("Ask the advisor").is_some());
    h.get_by_label("Ask the advisor").click();
    // The advisor works on a thread of its own; then the prompt and the
    // picker take its answer (step_until settles after it).
    step_until(h, "the advisor's answer", |h| play(h).table.advised().is_some());
    play(h).table.advised().expect("the advice").clone()
}

/// The advised choice is one action away on screen: a starred numbered
/// button that makes it alone, and for a move or a patrol the picker open
/// on it, preselected (the player still confirms).
#[track_caller]
fn assert_one_click_away(h: &Harness<'_, App>, a: &Advice, what: &str) {
    let p = play(h);
    let opts = p.options_now(Lang::EN);
    let i = opts
        .iter()
        .position(|o| o.action == Action::One(a.choice.clone()))
        .unwrap_or_else(|| panic!("{what}: no numbered option makes {:?}", a.choice));
    let starred = format!("{} ★ advised", opts[i].label);
    assert!(
        h.query_all_by_label(&starred).next().is_some(),
        "{what}: the advised button {starred:?} is starred: {:?}",
        texts(h)
    );
    assert_eq!(texts(h).iter().filter(|t| t.ends_with("★ advised")).count(), 1, "{what}: one star");
    let all = texts(h);
    assert!(!all.iter().any(|t| t.contains("set it up yourself")), "{what}: never 'set it up yourself'");
    match &a.choice {
        Choice::Move { actions } if !actions.is_empty() => {
            assert!(p.picker.is_open(&p.table), "{what}: the picker is open on the advised move");
            assert_eq!(p.picker.choice(&p.table), Some(a.choice.clone()), "{what}: preselected exactly");
            assert!(p.picker.picked_move(&p.table).is_some(), "{what}: its path is drawn on the map");
            assert!(
                all.iter().any(|t| t.starts_with("The advised move is drawn on the map")),
                "{what}: said"
            );
        }
        Choice::Patrol { .. } => {
            assert_eq!(p.picker.choice(&p.table), Some(a.choice.clone()), "{what}: the patrol preselected");
        }
        _ => {}
    }
}

/// A kind of decision: its name, and the test that finds one.
type Kind = (&'static str, fn(&Campaign, &Decision) -> bool);

fn kinds() -> Vec<Kind> {
    vec![
        ("position", |_, d| matches!(d, Decision::Position(_))),
        ("take-off", |_, d| matches!(d, Decision::Move { stand_down: true, .. })),
        ("move in the air", |c, d| {
            matches!(d, Decision::Move { stand_down: false, fighter, .. }
                if c.state().plane_of(c.edition(), *fighter).is_some_and(|p| c.state().planes[p].level.thousands() > 0))
        }),
        ("placement", |_, d| matches!(d, Decision::Placement { .. })),
        ("attack", |_, d| matches!(d, Decision::Attack { targets, .. } if targets.len() > 1)),
        ("landing", |_, d| matches!(d, Decision::Land { options, .. } if options.len() > 1)),
        ("night repairs", |_, d| matches!(d, Decision::Repair { .. }) && d.option_count() > 1),
        ("bursts", |_, d| matches!(d, Decision::Bursts { .. }) && d.option_count() > 1),
        ("replacement", |_, d| matches!(d, Decision::Replace { .. }) && d.option_count() > 1),
    ]
}

#[test]
fn the_advised_choice_is_starred_or_preselected_for_every_kind_of_decision() {
    let mut moves_seen = 0;
    for (what, kind) in kinds() {
        let dir = tempfile::tempdir().unwrap();
        let s = session_where(short, "Coached", kind);
        let mut h = open(dir.path(), &s, Lang::EN);
        let a = ask(&mut h);
        assert_one_click_away(&h, &a, what);
        if matches!(&a.choice, Choice::Move { actions } if !actions.is_empty()) {
            moves_seen += 1;
        }
        // The starred button plays exactly the advised choice.
        let n = choices(&h);
        let opts = play(&h).options_now(Lang::EN);
        let i = opts.iter().position(|o| o.action == Action::One(a.choice.clone())).unwrap();
        h.get_by_label(&format!("{} ★ advised", opts[i].label)).click();
        settle(&mut h);
        assert!(choices(&h) > n, "{what}: the starred button played");
        assert_eq!(play(&h).table.session().choices()[n], a.choice, "{what}: the advised choice was played");
    }
    assert!(moves_seen > 0, "a move was advised and preselected");
}

#[test]
fn a_take_off_is_advised_with_its_facing_named() {
    // A take-off advised: its own starred button, named with its facing
    // (and its climb and hex when the expert sets one up).
    let cfg = cfg();
    let s = session_where(short, "Scramble", |c, d| {
        matches!(d, Decision::Move { stand_down: true, .. })
            && matches!(advise(c, d, &cfg).choice, Choice::Move { ref actions } if !actions.is_empty())
    });
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path(), &s, Lang::EN);
    let a = ask(&mut h);
    assert_one_click_away(&h, &a, "take-off");
    let all = texts(&h);
    let line = all.iter().find(|t| t.starts_with("The expert would choose: ")).unwrap();
    assert!(line.contains(" facing "), "named with its facing: {line}");
    if matches!(&a.choice, Choice::Move { actions } if actions.len() > 1) {
        assert!(line.contains(" over ") || line.contains(" in "), "and where it climbs to: {line}");
    }
}

#[test]
fn the_panel_shows_uncertainty_and_says_when_options_are_equally_good() {
    let cfg = cfg();
    let s = session_where(short, "Equal", |c, d| {
        !d.luftwaffe()
            && d.option_count() > 1
            && !matches!(d, Decision::Repair { .. } | Decision::Replace { .. })
            && {
                let a = advise(c, d, &cfg);
                a.equally_good.len() > 1
            }
    });
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path(), &s, Lang::EN);
    let a = ask(&mut h);
    assert!(a.equally_good.len() > 1);
    let all = texts(&h);
    assert!(all.iter().any(|t| t.contains(": equally good here")), "the 'equally good' sentence: {all:?}");
    assert!(all.iter().any(|t| t.starts_with("= ")), "the rows as good as the choice are marked");
    assert!(all.iter().filter(|t| t.contains(" ± ")).count() >= 10, "every figure with its error: {all:?}");
    assert!(all.iter().any(|t| t.starts_with("± one standard error")), "what ± means");

    // In Spanish too.
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path(), &s, Lang::ES);
    if let londons_burning::app::Screen::Play(p) = &mut h.state_mut().screen {
        *p.table.advice_config_mut() = cfg;
    }
    h.get_by_label("Consejo").click();
    step_until(&mut h, "the button to ask", |h| h.query_by_label("Consultar al consejero").is_some());
    h.get_by_label("Consultar al consejero").click();
    step_until(&mut h, "the advisor's answer", |h| play(h).table.advised().is_some());
    let all = texts(&h);
    assert!(all.iter().any(|t| t.contains(": igual de buenas aquí")), "in Spanish: {all:?}");
    assert!(!all.iter().any(|t| t.contains("equally good") || t.contains("rather than")), "no English");
}

/// The sensible bot's short campaign from seed `seed`, stopped on
/// `until` (or played out).
fn played(name: &str, seed: u64, until: Option<&str>) -> londons_burning::session::Session {
    use londons_burning::rules::Pending;
    let mut s = londons_burning::session::Session::new(name, ed(), short(seed)).unwrap();
    while let Pending::Decide(d) = s.campaign().pending_light() {
        if until.is_some_and(|u| s.campaign().state().date >= date(u)) {
            break;
        }
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    s
}

/// Steps until `done` holds, and stops there (a progress bar passes): the
/// review runs on a thread of its own, a long one (every decision of a
/// campaign graded), so the wait is longer than [`step_until`]'s.
fn until(h: &mut Harness<'_, App>, what: &str, done: impl Fn(&Harness<'_, App>) -> bool) {
    step_to(h, what, Duration::from_secs(300), done);
}

#[test]
fn the_review_tab_grades_every_decision_and_branches_from_one() {
    use londons_burning::app::{Screen, View};
    let dir = tempfile::tempdir().unwrap();
    let s = played("Reviewed", 5, None);
    assert!(s.campaign().is_over());
    let mut h = open(dir.path(), &s, Lang::EN);
    h.get_by_label("Review").click();
    settle(&mut h);
    h.get_by_label("Review this campaign").click();
    h.run_steps(2);
    // Over: nothing to mark, no warning; the progress bar, then the review.
    assert!(!texts(&h).iter().any(|t| t.starts_with("This campaign is not over")));
    until(&mut h, "review", |h| texts(h).iter().any(|t| t.starts_with("Accuracy ")));
    let all = texts(&h);
    assert!(all.iter().any(|t| t.starts_with("Cost = points of the expected final margin")), "the thresholds");
    assert!(all.iter().any(|t| t == "Accuracy per day"));
    assert!(all.iter().any(|t| t == "The costliest decisions"));
    assert!(h.query_by_label("review timeline").is_some(), "the marks on the timeline");
    assert!(!play(&h).table.session().advised(), "a finished campaign is not marked");
    // Kept: computed once.
    let kept = std::fs::read_dir(dir.path().join("reviews")).unwrap().count();
    assert_eq!(kept, 1, "the review is kept in reviews/");
    // Every decision graded (kept), the costliest named with their grades.
    let file = std::fs::read_dir(dir.path().join("reviews")).unwrap().next().unwrap().unwrap().path();
    let kept: londons_burning::sim::review::Review =
        serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    assert!(kept.decisions.iter().filter(|d| d.grade.is_some()).count() > 10, "graded decisions");
    let all = texts(&h);
    let grades = ["best", "good", "inaccuracy", "mistake", "blunder"];
    let costly: Vec<&String> = all
        .iter()
        .filter(|t| t.starts_with("Decision ") && grades.iter().any(|g| t.ends_with(&format!(" · {g}"))))
        .collect();
    assert!(!kept.costliest.is_empty() && !costly.is_empty(), "the costliest, each with its grade: {all:?}");
    assert!(h.query_by_label("Every decision").is_some(), "the list of every decision");
    // The costliest decision: on the map, then a branch from it.
    let shows: Vec<_> = h.query_all_by_label("Show on the map").collect();
    assert!(!shows.is_empty(), "a costly decision to show");
    drop(shows);
    let first = kept.costliest[0].index;
    // Through the accessibility tree: the button may be scrolled out of
    // the panel, under the ledger's section.
    h.query_all_by_label("Show on the map").next().unwrap().click_accesskit();
    settle(&mut h);
    let at = format!("Decision {}", first + 1);
    assert!(texts(&h).contains(&at), "the decision on the map, graded: {at}");
    let p = play(&h);
    assert!(texts(&h).iter().any(|t| t.starts_with("You chose: ")), "what was chosen there");
    let _ = p;
    h.query_all_by_label("Branch from here").next().unwrap().click_accesskit();
    settle(&mut h);
    let Screen::Play(p) = &h.state().screen else { panic!() };
    let name = p.table.session().name.clone();
    assert!(name.starts_with("Reviewed from decision "), "{name}: {:?}", texts(&h));
    let n: usize = name.trim_start_matches("Reviewed from decision ").parse().unwrap();
    assert_eq!(p.table.session().choices(), &s.choices()[..n - 1], "replays the choices up to it");
    assert_eq!(p.records.view, View::Play);
    assert!(londons_burning::save::load(dir.path(), &name, ed()).is_ok(), "saved by the table");
}

#[test]
fn reviewing_a_campaign_not_over_asks_first_marks_it_and_can_be_cancelled() {
    let dir = tempfile::tempdir().unwrap();
    let s = played("Unfinished", 6, Some("1940-08-16"));
    assert!(!s.campaign().is_over());
    let mut h = open(dir.path(), &s, Lang::EN);
    h.get_by_label("Review").click();
    settle(&mut h);
    h.get_by_label("Review this campaign").click();
    settle(&mut h);
    assert!(
        texts(&h).iter().any(|t| t.starts_with("This campaign is not over: reviewing it marks it")),
        "the warning"
    );
    h.get_by_label("Cancel").click();
    settle(&mut h);
    assert!(!play(&h).table.session().advised(), "no: nothing marked");
    h.get_by_label("Review this campaign").click();
    settle(&mut h);
    h.get_by_label("Review it anyway").click();
    h.run_steps(3);
    assert!(play(&h).table.session().advised(), "yes: marked as played with advice");
    assert!(londons_burning::save::load(dir.path(), "Unfinished", ed()).unwrap().advised(), "and saved");
    until(&mut h, "progress", |h| {
        texts(h).iter().any(|t| t.starts_with("The expert reviews your decisions"))
    });
    h.get_by_label("Cancel").click();
    until(&mut h, "cancel", |h| {
        texts(h).iter().any(|t| t.starts_with("The review was cancelled") || t.starts_with("Accuracy "))
    });
    // In Spanish the panel speaks Spanish.
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path(), &s, Lang::ES);
    h.get_by_label("Repaso").click();
    settle(&mut h);
    assert!(h.query_by_label("Revisar esta campaña").is_some());
}

#[test]
fn the_yardstick_is_on_the_verdict_the_hall_of_fame_and_the_report() {
    use londons_burning::report::{self, export, journal};
    let dir = tempfile::tempdir().unwrap();
    let s = played("Measured", 5, None);
    assert!(s.campaign().is_over());
    let y = londons_burning::sim::yardstick::yardstick(s.setup(), &ed()).expect("the shipped table has a short campaign");
    let score = s.campaign().score();
    let margin = score.raf as i32 - score.luftwaffe as i32;
    let (e, _) = y.percentile(margin);
    let want = format!("better than {e:.0}\u{a0}% of the expert's");
    // The verdict screen.
    let h = open(dir.path(), &s, Lang::EN);
    let all = texts(&h);
    assert!(all.iter().any(|t| t == "Yardstick"), "the yardstick's heading: {all:?}");
    assert!(
        all.iter().any(|t| t.contains(&want) && t.contains("the table shipped with the program")),
        "the verdict's yardstick: {want:?} in {all:?}"
    );
    // The hall of fame.
    let h = harness(dir.path(), None, Lang::EN);
    assert!(texts(&h).contains(&want), "the hall of fame's yardstick: {want:?}");
    // The report.
    let md = export::markdown(&s, &report::build(&s), &journal::build(&s), Lang::EN);
    assert!(md.contains("Yardstick: ") && md.contains(&want), "the report's yardstick");
    let es = export::markdown(&s, &report::build(&s), &journal::build(&s), Lang::ES);
    assert!(es.contains("Vara de medir: ") && es.contains("de las campañas del experto"), "in Spanish");
}

#[test]
fn the_review_prints_as_markdown() {
    use londons_burning::sim::review::{ReviewConfig, review};
    let s = played("Printed", 5, None);
    let cfg = ReviewConfig { rollouts: 40, budget: 400, ..ReviewConfig::default() };
    let r = review(&s.played(), &cfg, &|_, _| {}, &std::sync::atomic::AtomicBool::new(false)).unwrap();
    for lang in [Lang::EN, Lang::ES] {
        let md = londons_burning::text::review::review_markdown(&s.played(), &r, lang);
        let head = if lang == Lang::EN {
            ["# The expert's review — Printed", "## Accuracy per day", "## The costliest decisions", "## Every decision"]
        } else {
            ["# La revisión del experto — Printed", "## Precisión por día", "## Las decisiones más costosas", "## Todas las decisiones"]
        };
        for h in head {
            assert!(md.contains(h), "{h:?} in\n{md}");
        }
        // A row a decision, each with its grade (or "by rule").
        let rows = md.lines().filter(|l| l.starts_with("| ") && l.split('|').nth(1).is_some_and(|c| c.trim().parse::<usize>().is_ok())).count();
        assert_eq!(rows, r.decisions.len(), "every decision in the table");
        // The ledger's sections are headed "### " too.
        let costly = md.lines().filter(|l| l.starts_with("### Decisi")).count();
        assert_eq!(costly, r.costliest.len(), "the costliest, each explained");
    }
}
