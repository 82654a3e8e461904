//! Two small faults of issue 28, in the app: Undo stayed enabled on the
//! verdict screen; the night panel called a destroyed aircraft "replaced"
//! before the player chose to replace it, showed an empty "Sleep
//! tonight" heading when nobody needed sleep, and said in red that the
//! Luftwaffe "will replace 0" with its destroyed box empty.

use crate::common::fit::*;
use crate::common::*;
use egui_kittest::kittest::{NodeT, Queryable};
use londons_burning::rules::state::{PilotStatus, PlaneStatus, State};
use londons_burning::rules::{Campaign, Decision, Pending, Scenario, Setup, WeatherMode};
use londons_burning::save;
use londons_burning::session::Session;
use londons_burning::text::Lang;

const SIZE: egui::Vec2 = egui::vec2(1366.0, 768.0);

/// The texts on the screen in order, each once (a label's text is also its
/// text run's).
fn texts(h: &egui_kittest::Harness<'_, londons_burning::app::App>) -> Vec<String> {
    let mut all = app::texts(h);
    all.dedup();
    all
}

/// The first campaign (seed by seed) that `answer` plays to a decision
/// `stop` likes, stopped there.
fn find(
    name: &str,
    answer: impl Fn(&Campaign, &Decision) -> londons_burning::rules::Choice,
    stop: impl Fn(&Session) -> bool,
) -> Session {
    for seed in 1..300u64 {
        let mut s =
            Session::new(name, ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
        loop {
            if stop(&s) {
                return s;
            }
            let Pending::Decide(d) = s.campaign().pending() else { break };
            let choice = answer(s.campaign(), &d);
            s.apply(choice).unwrap();
        }
    }
    panic!("no seed reaches what {name} needs");
}

/// The last choice rolled no die (so only the verdict keeps it from being
/// taken back).
fn last_choice_rolled_nothing(s: &Session) -> bool {
    let n = s.choices().len();
    n > 0 && !s.log().iter().filter(|l| l.after_choice == Some(n - 1)).any(|l| l.event.is_roll())
}

#[test]
fn undo_is_disabled_on_the_verdict() {
    let s = find("Verdict", |c, d| londons_burning::sim::sensible(c, d), |s| {
        s.campaign().is_over() && last_choice_rolled_nothing(s)
    });
    assert!(!s.can_undo(), "the campaign is over: nothing to take back");
    let dir = tempfile::tempdir().unwrap();
    save::write(dir.path(), &s).unwrap();
    for (lang, undo, why) in [
        (Lang::EN, "↶ Undo", "The campaign is over: its verdict stands"),
        (Lang::ES, "↶ Deshacer", "La campaña ha terminado: su veredicto es firme"),
    ] {
        let mut h = app_at(dir.path(), Some("Verdict"), lang, SIZE, None);
        assert!(h.get_by_label(undo).accesskit_node().is_disabled(), "{lang:?}: Undo disabled on the verdict");
        // Ctrl+Z takes nothing back either.
        h.key_press_modifiers(egui::Modifiers::CTRL, egui::Key::Z);
        settle_layout(&mut h);
        assert_eq!(app::choices(&h), s.choices().len());
        // Its tooltip says why.
        h.get_by_label(undo).hover();
        until(&mut h, 120, "the tooltip", |h| texts(h).iter().any(|t| t == why));
    }
}

/// A pilot who will sleep tonight: flying or in reserve, tired or shaken.
fn sleeps(st: &State) -> bool {
    st.pilots.iter().any(|p| matches!(p.status, PilotStatus::Flying(_) | PilotStatus::Reserve) && (p.fatigue > 0 || p.shaken))
}

fn at_night(s: &Session) -> bool {
    matches!(s.campaign().pending(), Pending::Decide(Decision::Repair { .. }))
}

#[test]
fn the_night_panel_says_what_a_replacement_would_do_and_who_sleeps() {
    // A night with a destroyed aircraft and tired pilots.
    let lost = find("Lost", |c, d| londons_burning::sim::sensible(c, d), |s| {
        let st = s.campaign().state();
        at_night(s) && st.planes.iter().any(|p| p.status == PlaneStatus::Destroyed) && sleeps(st)
    });
    // A night when nobody needs sleep: a player who never flies (and the
    // Luftwaffe's destroyed box empty: nothing for it to replace).
    let fresh = find("Fresh", |_, d| passive(d), |s| {
        at_night(s) && !sleeps(s.campaign().state()) && s.campaign().state().destroyed.is_empty()
    });
    let dir = tempfile::tempdir().unwrap();
    save::write(dir.path(), &lost).unwrap();
    save::write(dir.path(), &fresh).unwrap();
    let lost_box = lost.campaign().state().destroyed.len();
    for (lang, if_replaced, replaced, sleep, nobody, (none, will)) in [
        (
            Lang::EN,
            " — if replaced, it goes to the ",
            " — replaced, it goes",
            "Sleep tonight (12.2)",
            "No pilot needs rest tonight.",
            ("The Luftwaffe has no aircraft in its destroyed box: it has nothing to replace tonight.", " and will replace "),
        ),
        (
            Lang::ES,
            " — si se reemplaza, va a la ",
            " — reemplazado, va",
            "Dormir esta noche (12.2)",
            "Ningún piloto necesita descanso esta noche.",
            ("La Luftwaffe no tiene aviones destruidos: esta noche no tiene nada que reemplazar.", " y reemplazará "),
        ),
    ] {
        let h = app_at(dir.path(), Some("Lost"), lang, SIZE, None);
        let all = texts(&h);
        assert!(all.iter().any(|t| t.contains(if_replaced)), "{lang:?}: what a replacement would do: {all:?}");
        assert!(!all.iter().any(|t| t.contains(replaced)), "{lang:?}: not replaced yet");
        // The heading, then each sleeper's fatigue tonight.
        let at = all.iter().position(|t| t == sleep).expect("the sleep heading");
        assert!(all[at + 1].contains(" → F"), "{lang:?}: a pilot sleeps: {:?}", &all[at..]);
        assert!(!all.contains(&nobody.to_string()));
        // The Luftwaffe's replacements (12.1): how many, when it has any.
        if lost_box > 0 {
            assert!(all.iter().any(|t| t.contains(will)), "{lang:?}: the Luftwaffe's replacements: {all:?}");
        }
        let h = app_at(dir.path(), Some("Fresh"), lang, SIZE, None);
        let all = texts(&h);
        let at = all.iter().position(|t| t == sleep).expect("the sleep heading");
        assert_eq!(all[at + 1], nobody, "{lang:?}: the heading is not left empty");
        // Nothing to replace: said in a neutral line, never "will replace 0".
        assert!(all.iter().any(|t| t == none), "{lang:?}: {none:?} in {all:?}");
        assert!(!all.iter().any(|t| t.contains(will)), "{lang:?}: no 'will replace' with nothing to replace");
    }
}
