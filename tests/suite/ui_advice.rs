//! The advisor in the app (issue 16), through the real app and its
//! accessibility tree (egui_kittest): the Advice button and key A, the
//! first ask's warning, the answer computed off the UI thread, the advice
//! belonging to the decision on screen only, and advice off in two-player
//! games without agreement.

use crate::common::app::*;
use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use londons_burning::app::{App, Screen};
use londons_burning::table::Action;
use londons_burning::text::Lang;
use londons_burning::rules::state::{Players, Seat};
use londons_burning::rules::{Campaign, Decision, Event};
use londons_burning::save;
use londons_burning::sim;
use londons_burning::sim::advisor::{AdviceConfig, advise};
use londons_burning::text::coach::option_label;

/// The text on screen that starts with `prefix`, if any.
fn shown(h: &Harness<'_, App>, prefix: &str) -> Option<String> {
    texts(h).into_iter().find(|t| t.starts_with(prefix))
}

/// Steps until a text starting with `prefix` shows (the advice is
/// computed on a thread of its own); returns it.
fn wait_for(h: &mut Harness<'_, App>, prefix: &str) -> String {
    step_until(h, &format!("a text starting with {prefix:?}"), |h| shown(h, prefix).is_some());
    shown(h, prefix).expect("still shown")
}

/// Fighter #1 must move and can intercept the raid.
fn can_intercept(c: &Campaign, d: &Decision) -> bool {
    matches!(d, Decision::Move { fighter: 0, .. }) && !sim::intercepts(c, 0).is_empty()
}

const CHOOSE: &str = "The expert would choose: ";

/// What the advice must say at the decision pending in `h`: the expert's
/// choice as its numbered button names it (issue 23: there always is one
/// that makes it alone, added when no other does).
fn expected(h: &Harness<'_, App>) -> String {
    let p = play(h);
    let c = p.table.session().campaign();
    let d = pending(h);
    let a = advise(c, &d, &AdviceConfig::default());
    assert!(d.options().contains(&a.choice), "the engine's advice is legal");
    let quick = p.options_now(Lang::EN);
    let q = quick.iter().find(|q| q.action == Action::One(a.choice.clone()));
    q.expect("a numbered option makes the advised choice alone").label.clone()
}

/// After an ask, the answer on screen is about the decision pending, and
/// the campaign did not move.
#[track_caller]
fn assert_advice_shown(h: &mut Harness<'_, App>, n: usize, before: &Decision) {
    let line = wait_for(h, CHOOSE);
    let label = line.strip_prefix(CHOOSE).unwrap().to_string();
    // The campaign did not advance.
    assert_eq!(choices(h), n, "asking made no choice");
    assert_eq!(&pending(h), before, "the same decision is pending");
    // The choice shown is one of the decision's legal options, by name.
    let c = play(h).table.session().campaign();
    let d = pending(h);
    let legal: Vec<String> = d.options().iter().map(|o| option_label(c, o, Lang::EN)).collect();
    let quick: Vec<String> = play(h)
        .options_now(Lang::EN)
        .into_iter()
        .filter(|q| q.action.choice().is_some_and(|c| d.options().contains(c)))
        .map(|q| q.label)
        .collect();
    assert!(
        legal.contains(&label) || quick.contains(&label),
        "{label:?} is not among the decision's options"
    );
    let want = expected(h);
    assert_eq!(label, want, "the panel names the expert's choice");
    let named = londons_burning::text::coach::choice_name(
        c,
        &advise(c, &d, &AdviceConfig::default()).choice,
        Lang::EN,
    );
    // The reason, the figures and the rollouts.
    let all = texts(h);
    // The sentence compares the choice with the runner-up, or says the
    // best are equally good.
    assert!(
        all.iter()
            .any(|t| t.starts_with(&format!("{named} rather than ")) || t.contains(": equally good here")),
        "the reason sentence: {all:?}"
    );
    for col in ["Victories", "RAF losses", "Damage prevented", "No target damaged"] {
        assert!(all.iter().any(|t| t == col), "the {col:?} column");
    }
    assert!(all.iter().any(|t| t.starts_with("★ ")), "the advised row");
    assert!(
        all.iter().any(|t| t.contains(" rollouts each of the rest of the phase")),
        "the rollouts per option"
    );
    // Every figure with its standard error.
    assert!(all.iter().any(|t| t.ends_with(" %") && t.contains(" ± ")), "a chance ± its error: {all:?}");
    assert!(
        all.iter().filter(|t| t.contains(" ± ") && !t.ends_with(" %")).count() >= 4,
        "figures ± their errors"
    );
    assert!(all.iter().any(|t| t.ends_with(" ★ advised")), "the advised numbered option is marked");
    // Recorded: the log line, the session, the save.
    let s = &play(h).table.session();
    assert!(s.advised(), "the session knows it was advised");
    assert!(s.log().iter().any(|l| matches!(l.event, Event::AdviceAsked { decision, .. } if decision == n)));
}

#[test]
fn the_advice_button_shows_the_expert_and_plays_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Advised", can_intercept);
    let mut h = open(dir.path(), &s, Lang::EN);
    let n = choices(&h);
    let before = pending(&h);
    assert!(shown(&h, CHOOSE).is_none());

    // The first ask says the campaign will be marked, and asks first.
    h.get_by_label("Advice").click();
    settle(&mut h);
    assert!(shown(&h, "Asking the advisor marks this campaign").is_some(), "the warning");
    assert!(!play(&h).table.session().advised(), "nothing recorded before the yes");
    h.get_by_label("Ask the advisor").click();
    assert_advice_shown(&mut h, n, &before);
    let on_disk = save::load(dir.path(), "Advised", ed()).unwrap();
    assert!(on_disk.advised(), "the save marks the campaign");
    let listed = save::list(dir.path());
    // The listing the hall of fame is made from (once the campaign is over).
    assert!(
        listed.iter().filter_map(|r| r.entry.as_ref().ok()).any(|e| e.name == "Advised" && e.advised),
        "the save's listing marks it"
    );

    // A choice other than the advised one: the advice is gone, and does
    // not come back for the next decision, nor after Undo.
    let advised = advise(play(&h).table.session().campaign(), &before, &AdviceConfig::default()).choice;
    let other = play(&h)
        .options_now(Lang::EN)
        .into_iter()
        .position(|q| matches!(&q.action, Action::One(c) if *c != advised))
        .expect("another numbered option");
    let label = play(&h).options_now(Lang::EN)[other].button.clone();
    h.get_by_label(&label).click();
    settle(&mut h);
    assert_eq!(choices(&h), n + 1, "the player's own choice was made");
    let gone = |h: &Harness<'_, App>| {
        let all = texts(h);
        !all.iter()
            .any(|t| t.starts_with(CHOOSE) || t.ends_with("★ advised") || t.starts_with("The advisor weighs"))
    };
    assert!(gone(&h), "the old advice is gone after a choice");
    h.get_by_label("↶ Undo").click();
    settle(&mut h);
    assert_eq!(choices(&h), n);
    assert_eq!(pending(&h), before);
    assert!(gone(&h), "nor does it come back after Undo");
    // Asked again: no second warning (the campaign is already marked).
    h.get_by_label("Advice").click();
    settle(&mut h);
    assert!(shown(&h, "Asking the advisor marks").is_none(), "the warning is said once");
    assert_advice_shown(&mut h, n, &before);
}

#[test]
fn key_a_asks_the_advisor() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Key", |_, d| matches!(d, Decision::Position(_)));
    let mut h = open(dir.path(), &s, Lang::EN);
    let n = choices(&h);
    let before = pending(&h);
    h.key_press(egui::Key::A);
    settle(&mut h);
    assert!(shown(&h, "Asking the advisor marks this campaign").is_some(), "the warning");
    assert!(!play(&h).table.session().advised());
    h.key_press(egui::Key::A);
    assert_advice_shown(&mut h, n, &before);
    // Close puts the panel away; the mark stays, and A brings it back.
    h.get_by_label("Close").click();
    settle(&mut h);
    assert!(shown(&h, CHOOSE).is_none(), "closed");
    h.key_press(egui::Key::A);
    step_until(&mut h, "the advice back up", |h| shown(h, CHOOSE).is_some());
    assert_eq!(choices(&h), n);
}

/// The words of the advice's English texts that its Spanish texts never
/// use.
fn english_words() -> Vec<String> {
    let words = |lang: Lang| -> Vec<String> {
        londons_burning::text::texts(lang)
            .into_iter()
            .filter(|(id, _)| id.starts_with("advice-") || id == "cancel")
            .flat_map(|(_, t)| {
                t.split(|c: char| !c.is_alphabetic())
                    .filter(|w| w.len() >= 4)
                    .map(str::to_lowercase)
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    let es = words(Lang::ES);
    let mut en: Vec<String> = words(Lang::EN).into_iter().filter(|w| !es.contains(w)).collect();
    en.sort();
    en.dedup();
    en
}

#[test]
fn the_advice_speaks_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Sesion", can_intercept);
    let mut h = open(dir.path(), &s, Lang::ES);
    h.get_by_label("Consejo").click();
    settle(&mut h);
    assert!(shown(&h, "Consultar al consejero marca esta campaña").is_some());
    h.get_by_label("Consultar al consejero").click();
    wait_for(&mut h, "El experto elegiría: ");
    let all = texts(&h);
    assert!(all.iter().any(|t| t.contains("simulaciones")), "the rollouts, in Spanish");
    let english = english_words();
    assert!(english.len() > 20, "the English words of the advice: {english:?}");
    let mut bad = Vec::new();
    for t in &all {
        for w in t.split(|c: char| !c.is_alphabetic()) {
            if english.contains(&w.to_lowercase()) {
                bad.push(format!("{w:?} in {t:?}"));
            }
        }
    }
    assert!(bad.is_empty(), "English in the Spanish advice:\n{}", bad.join("\n"));
}

#[test]
fn two_player_games_without_agreement_have_the_button_disabled() {
    for (players, agreed) in [
        (Players::TwoRaf, false),
        (Players::TwoRaf, true),
        (Players::Luftwaffe, false),
        (Players::Luftwaffe, true),
    ] {
        let setup = move |seed| {
            let mut s = short(seed);
            s.players = players;
            s.options.advice = agreed;
            s
        };
        // An RAF decision.
        let s = session_where(setup, "Two", |_, d| !d.luftwaffe());
        let dir = tempfile::tempdir().unwrap();
        let mut h = open(dir.path(), &s, Lang::EN);
        if let Screen::Play(p) = &mut h.state_mut().screen {
            p.viewer = Some(Seat::Raf);
        }
        settle(&mut h);
        let what = format!("{players:?}, agreed: {agreed}");
        let button = h.get_by_label("Advice");
        assert_eq!(button.accesskit_node().is_disabled(), !agreed, "{what}");
        if !agreed {
            // Neither the key nor the disabled button asks.
            h.get_by_label("Advice").click();
            h.key_press(egui::Key::A);
            settle(&mut h);
            assert!(shown(&h, "Asking the advisor").is_none(), "{what}");
            assert!(!play(&h).table.session().advised(), "{what}");
            // The tooltip says why.
            h.get_by_label("Advice").hover();
            step_until(&mut h, &format!("{what}: the tooltip that says why"), |h| {
                shown(h, "Advice is off in this two-player game").is_some()
            });
        }
        // 15.2: on the Luftwaffe player's decisions there is no button.
        if players == Players::Luftwaffe {
            let s = session_where(setup, "Plan", |_, d| d.luftwaffe());
            let dir = tempfile::tempdir().unwrap();
            let mut h = open(dir.path(), &s, Lang::EN);
            if let Screen::Play(p) = &mut h.state_mut().screen {
                p.viewer = Some(Seat::Luftwaffe);
            }
            settle(&mut h);
            assert!(pending(&h).luftwaffe());
            assert!(h.query_by_label("Advice").is_none(), "{what}: no advice for the Luftwaffe player");
        }
    }
}
