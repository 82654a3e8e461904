//! The table layer (issue 20), without a window: the one owner of a
//! campaign being played. It saves after every change (and is the only
//! writer of saves); its view of the pending decision is the decision's
//! own; "both fighters" and "let the raid fly on" are its composite
//! actions; the summaries it shows come from the events a choice just
//! brought and equal a fold of the whole log; a phase without a raid is
//! told in one line until the next choice; the move a player would pick
//! first on a hex engages the raid; the options say what a move risks.

use crate::common::app::{session_where, short};
use crate::common::*;
use londons_burning::report::summary::{self, Summary};
use londons_burning::rules::{Campaign, Choice, Decision, Pending};
use londons_burning::save;
use londons_burning::session::Session;
use londons_burning::sim;
use londons_burning::table::{Action, Follow, Label, Refusal, Saved, Store, Table};

fn table(dir: &std::path::Path, s: &Session) -> Table {
    Table::adopt(Store::new(dir), s.clone()).unwrap()
}

/// The sensible bot's choice at the table's decision.
fn sensible(t: &Table) -> Option<Choice> {
    t.decision().map(|d| sim::sensible(t.campaign(), d))
}

#[test]
fn every_change_is_saved_and_the_save_replays() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Table::create(Store::new(dir.path()), "Saved", ed(), short(3)).unwrap();
    assert!(save::load(dir.path(), "Saved", ed()).is_ok(), "saved when created");
    for _ in 0..60 {
        let Some(c) = sensible(&t) else { break };
        let v = t.version();
        t.choose(c).unwrap();
        assert!(t.version() > v, "a choice is a new version");
        assert_eq!(t.saved(), &Saved::Yes);
        let disk = save::load(dir.path(), "Saved", ed()).unwrap();
        assert_eq!(disk.choices(), t.session().choices(), "the save holds every choice");
        assert_eq!(disk.campaign().state(), t.campaign().state());
    }
    // Undo is a change too.
    while !t.can_undo() {
        let c = sensible(&t).unwrap();
        t.choose(c).unwrap();
    }
    let n = t.session().choices().len();
    assert!(t.undo());
    assert_eq!(save::load(dir.path(), "Saved", ed()).unwrap().choices().len(), n - 1, "the undo is saved");
}

#[test]
fn a_refused_choice_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Refused", |_, d| matches!(d, Decision::Position(_)));
    let mut t = table(dir.path(), &s);
    let v = t.version();
    let r = t.choose(Choice::Bursts { n: 3 });
    assert!(matches!(r, Err(Refusal::Illegal(_))), "{r:?}");
    assert_eq!(t.refusal(), r.as_ref().err());
    assert_eq!(t.version(), v, "nothing changed");
    assert_eq!(t.session().choices(), s.choices());
    // The next action clears it.
    t.choose(Choice::StandBy).unwrap();
    assert!(t.refusal().is_none());
}

#[test]
fn the_view_is_the_decision_s_own() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "View", |c, d| {
        matches!(d, Decision::Move { fighter: 0, stand_down: false, .. }) && c.state().raid.is_some()
    });
    let t = table(dir.path(), &s);
    let Pending::Decide(Decision::Move { fighter, .. }) = t.pending().clone() else { panic!() };
    assert_eq!(t.moves(), s.campaign().legal_moves(fighter).as_slice(), "the fighter's legal moves");
    assert_eq!(t.danger(), s.campaign().raid_danger(fighter).as_slice());
    assert_eq!(t.forecast(), s.campaign().raid_forecast().as_slice());
    // Every numbered option is one the table offers, and legal.
    for o in t.options() {
        assert!(t.offers(&o.action), "{o:?}");
        if let Some(c) = o.action.choice() {
            let mut x = s.campaign().clone();
            assert!(x.apply(c.clone()).is_ok(), "{o:?} is legal");
        }
    }
    // And not what another decision would offer.
    assert!(!t.offers(&Action::One(Choice::StandBy)));
}

/// Fighter #1 positions and #2 is ready after it.
fn both_ready(c: &Campaign, d: &Decision) -> bool {
    matches!(d, Decision::Position(o) if o.fighter == c.fighter_order()[0]) && c.fighter_ready(c.fighter_order()[1]).is_some()
}

#[test]
fn both_fighters_in_one_action() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Both", both_ready);
    let mut t = table(dir.path(), &s);
    let o = t.options().iter().find(|o| o.label == Label::BothStandBy).expect("both stand by").clone();
    assert_eq!(o.action, Action::Both(Choice::StandBy, Follow::StandBy));
    let n = t.session().choices().len();
    let v = t.version();
    t.perform(&o.action).unwrap();
    assert_eq!(&t.session().choices()[n..], &[Choice::StandBy, Choice::StandBy], "two decisions, one action");
    assert_eq!(t.version(), v + 1, "one change: saved once, one view");
}

#[test]
fn let_the_raid_fly_on_holds_both_fighters_for_the_impulse() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Fly On", |c, d| {
        matches!(d, Decision::Move { fighter: 0, stand_down: false, .. }) && c.can_move(1)
    });
    let mut t = table(dir.path(), &s);
    let impulse = t.campaign().state().raid.as_ref().map(|r| r.impulse);
    assert!(t.options().iter().any(|o| o.action == Action::FlyOn), "offered");
    let n = t.session().choices().len();
    t.perform(&Action::FlyOn).unwrap();
    let made = &t.session().choices()[n..];
    assert!(made.len() >= 2, "both fighters held: {made:?}");
    assert!(made.iter().all(|c| *c == Choice::Move { actions: Vec::new() }), "{made:?}");
    let now = t.campaign().state().raid.as_ref().map(|r| r.impulse);
    assert!(
        now != impulse || !matches!(t.decision(), Some(Decision::Move { .. })),
        "the raid flew on: a new impulse or another decision"
    );
}

#[test]
fn the_summaries_come_from_the_new_events_and_match_the_whole_log() {
    let dir = tempfile::tempdir().unwrap();
    for seed in [1, 2, 3] {
        let mut t = Table::create(Store::new(dir.path()), &format!("Sum {seed}"), ed(), short(seed)).unwrap();
        let mut seen = 0;
        while let Some(c) = sensible(&t) {
            t.choose(c).unwrap();
            let all = summary::summaries(t.session().log(), t.edition());
            assert_eq!(t.summaries(), all.as_slice(), "seed {seed}: the summaries as the whole log's");
            seen = seen.max(all.len());
        }
        assert!(seen > 10, "seed {seed}: a campaign of summaries: {seen}");
    }
}

#[test]
fn a_combat_s_summary_is_a_card_until_dismissed() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Card", |c, d| {
        matches!(d, Decision::Land { forced: false, .. })
            && c.state().combat.as_ref().is_some_and(|x| x.raf.is_empty() && x.to_land.len() == 1)
    });
    let mut t = table(dir.path(), &s);
    assert!(!t.cards().iter().any(|c| matches!(c, Summary::Combat(_))));
    let c = sensible(&t).unwrap();
    t.choose(c).unwrap();
    let i = t.cards().iter().position(|c| matches!(c, Summary::Combat(_))).expect("the combat's card");
    // It stays through the next choices, until dismissed.
    if let Some(c) = sensible(&t) {
        t.choose(c).unwrap();
    }
    assert!(t.cards().iter().any(|c| matches!(c, Summary::Combat(_))), "still up");
    t.dismiss_card(i);
    assert!(!t.cards().iter().any(|c| matches!(c, Summary::Combat(_))), "dismissed");
    assert!(t.summaries().iter().any(|p| matches!(p.summary, Summary::Combat(_))), "kept in the log");
}

#[test]
fn a_phase_without_a_raid_is_told_until_the_next_choice() {
    let dir = tempfile::tempdir().unwrap();
    // A positioning whose phase draws No Raid (5.3).
    for seed in 1..80u64 {
        let mut t = Table::create(Store::new(dir.path()), "Quiet", ed(), short(seed)).unwrap();
        for _ in 0..40 {
            let Some(c) = sensible(&t) else { break };
            t.choose(c).unwrap();
            if let Some(q) = t.cards().iter().find_map(|c| match c {
                Summary::Quiet(q) => Some(q.clone()),
                _ => None,
            }) {
                let title = Summary::Quiet(q.clone()).title(t.edition(), londons_burning::text::Lang::EN);
                assert!(title.ends_with(": no raid") || title.ends_with("called off"), "{title}");
                assert!(t.summaries().iter().any(|p| p.summary == Summary::Quiet(q.clone())), "in the log");
                // Gone at the next choice.
                let c = sensible(&t).unwrap();
                t.choose(c).unwrap();
                assert!(
                    !t.cards().iter().any(|c| *c == Summary::Quiet(q.clone())),
                    "the line goes at the next choice"
                );
                return;
            }
        }
    }
    panic!("no phase without a raid in 80 campaigns");
}

#[test]
fn the_move_picked_first_on_the_raid_s_hex_engages_it() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Engage", |c, d| {
        matches!(d, Decision::Move { fighter: 0, .. }) && !sim::intercepts(c, 0).is_empty()
    });
    let t = table(dir.path(), &s);
    let raid = t.campaign().state().raid.as_ref().unwrap().hex;
    let known = t.campaign().raid_level_known().unwrap();
    let m = &t.moves()[t.best_move_at(raid).expect("a move ends there")];
    assert!(m.intercepts && m.level.gap(known) <= 1, "picked {} at {}", m.hex, m.level);
}

#[test]
fn the_moves_the_raid_may_catch_say_so() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Risk", |c, d| {
        let Decision::Move { fighter: 0, stand_down: false, .. } = d else { return false };
        let here = c.state().plane_of(c.edition(), 0).map(|p| c.state().planes[p].hex);
        here.is_some_and(|h| c.raid_danger(0).iter().any(|x| x.0 == h))
    });
    let t = table(dir.path(), &s);
    let c = t.campaign();
    let danger = c.raid_danger(0);
    let stay = t.options().iter().find(|o| o.label == Label::Stay).unwrap();
    assert!(stay.risk.is_some_and(|r| r.caught > 0.0), "staying risks being caught: {stay:?}");
    for o in t.options() {
        let Some(Choice::Move { actions }) = o.action.choice() else { continue };
        let m = c.simulate_move(0, actions).unwrap();
        let caught = !m.intercepts && m.landing.is_none() && danger.iter().any(|x| x.0 == m.hex);
        assert_eq!(o.risk.is_some_and(|r| r.caught > 0.0), caught, "{o:?}");
    }
}

#[test]
fn the_guided_example_refuses_another_choice() {
    let dir = tempfile::tempdir().unwrap();
    let g = londons_burning::guide::Guide::example_of_play(&ed()).unwrap();
    let mut t = Table::start_example(Store::new(dir.path()), &ed(), "Example").unwrap().unwrap();
    assert_eq!(t.guide_step(), Some(0));
    let n = t.session().choices().len();
    let r = t.choose(Choice::StandBy);
    assert_eq!(r, Err(Refusal::NotTheExample(g.steps[0].choice.clone())));
    assert_eq!(t.session().choices().len(), n, "not played");
    t.choose(g.steps[0].choice.clone()).unwrap();
    assert_eq!(t.guide_step(), Some(1));
}
