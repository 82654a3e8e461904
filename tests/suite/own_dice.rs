//! Your own dice (issue 32): a step that needs a die the player rolls
//! starves and asks; the value entered is refused out of range and can be
//! taken back; the saves keep the values so a replay is exact; a campaign
//! played with entered dice equal to the program's is the same campaign;
//! the command line writes a campaign's dice and plays one from them; the
//! advisor's rollouts roll their own dice.

use crate::common::{cli, ed};
use londons_burning::rules::dice::{Counter, DiceError, OwnDice, Question, RollKind};
use londons_burning::rules::{Campaign, Event, Pending, Players, Scenario, Setup, WeatherMode};
use londons_burning::save::{self, SaveFile};
use londons_burning::session::{Entered, Session};
use londons_burning::text::{Lang, Localize};

fn short(seed: u64) -> Setup {
    Setup::new(Scenario::Short, WeatherMode::Historical, seed)
}

fn own(mut s: Setup, kinds: &[RollKind]) -> Setup {
    s.options.own_dice = Some(OwnDice::rolling(kinds.iter().copied()));
    s
}

/// A value for a question that any die could show (a fixed pattern, so the
/// tests are the same every run).
fn some_value(q: &Question) -> u8 {
    ((q.die * 7 + 3) % q.sides as u64) as u8 + 1
}

/// Plays `s` with the sensible bot, answering every question with
/// `some_value`, until `stop` likes a question (returned asking) or the
/// campaign is over (None).
fn play_to_question(s: &mut Session, stop: impl Fn(&Question) -> bool) -> Option<Question> {
    for _ in 0..200_000 {
        if let Some(a) = s.asking() {
            let q = a.question.clone();
            if stop(&q) {
                return Some(q);
            }
            s.enter(some_value(&q)).expect("a value in range");
            continue;
        }
        let Pending::Decide(d) = s.campaign().pending_light() else { return None };
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).expect("the bot's choice is legal");
    }
    panic!("the campaign never ended");
}

/// Answers the questions of the step that asks with `some_value` until it
/// is played.
fn finish_step(s: &mut Session) {
    while let Some(a) = s.asking() {
        let q = a.question.clone();
        s.enter(some_value(&q)).unwrap();
    }
}

/// Plays `s` to its end with the sensible bot and `some_value`.
fn play_out(s: &mut Session) {
    assert!(play_to_question(s, |_| false).is_none());
}

fn rolls(s: &Session) -> Vec<(RollKind, Vec<u8>)> {
    s.log()
        .iter()
        .filter_map(|l| match &l.event {
            Event::Roll { kind, values, .. } => Some((*kind, values.to_vec())),
            _ => None,
        })
        .collect()
}

fn events(s: &Session) -> Vec<Event> {
    s.log().iter().map(|l| l.event.clone()).collect()
}

#[test]
fn a_flight_path_die_starves_the_step_and_is_asked() {
    let mut s = Session::new("Path", ed(), own(short(11), &[RollKind::FlightPath])).unwrap();
    assert!(s.asking().is_none(), "no die of his at setup");
    let q = play_to_question(&mut s, |q| q.kind == RollKind::FlightPath).expect("a raid flies");
    assert_eq!((q.sides, q.dice, q.rule()), (6, 1, "6.4"));
    assert!(q.counters.is_empty());
    // Nothing of the step is kept while it asks: the campaign is at the
    // decision before it, and no choice is taken.
    let (log, choices) = (s.log().len(), s.choices().len());
    let state = s.campaign().state().clone();
    let Pending::Decide(d) = s.campaign().pending_light() else { panic!("a decision") };
    let choice = londons_burning::sim::sensible(s.campaign(), &d);
    assert!(s.apply(choice).is_err(), "the dice come first");
    assert_eq!((s.log().len(), s.choices().len()), (log, choices));
    assert_eq!(s.campaign().state(), &state);
    // Entered, the step runs on from its start with it.
    let die = q.die;
    let done = s.enter(5).unwrap();
    let used: Vec<u8> =
        rolls(&s).into_iter().filter(|(k, _)| *k == RollKind::FlightPath).map(|(_, v)| v[0]).collect();
    match done {
        Entered::Played => assert_eq!(used.last(), Some(&5)),
        Entered::Asks => {
            let a = s.asking().unwrap();
            assert!(a.entered.contains(&(die, 5)), "{a:?}");
        }
    }
    // The log marks the value as entered.
    play_to_question(&mut s, |q| q.kind == RollKind::FlightPath && q.die > die + 10);
    let marks = s.entered_rolls();
    let mut saw = false;
    for (l, m) in s.log().iter().zip(&marks) {
        if let Event::Roll { kind, .. } = &l.event {
            assert_eq!(*m, *kind == RollKind::FlightPath, "{:?}", l.event);
            saw |= *m;
        }
    }
    assert!(saw);
    let line = londons_burning::text::dice::roll_mark(true, Lang::ES);
    assert_eq!(line, "anotado");
}

#[test]
fn the_two_action_dice_of_842_are_asked_one_after_the_other_in_one_step() {
    let kinds = [RollKind::ActionAttacker, RollKind::ActionTarget];
    let mut found = false;
    for seed in 1..40 {
        let mut s = Session::new("Combat", ed(), own(short(seed), &kinds)).unwrap();
        let Some(q) = play_to_question(&mut s, |q| q.kind == RollKind::ActionAttacker) else { continue };
        assert_eq!((q.sides, q.dice, q.rule()), (6, 1, "8.42"));
        let choice = s.asking().unwrap().choice.clone();
        assert_eq!(s.enter(6).unwrap(), Entered::Asks, "the target's die comes next");
        let a = s.asking().unwrap();
        assert_eq!(a.question.kind, RollKind::ActionTarget);
        assert_eq!(a.question.die, q.die + 1);
        assert_eq!(a.choice, choice, "the same step");
        assert_eq!(a.entered, vec![(q.die, 6)]);
        s.enter(2).unwrap();
        finish_step(&mut s);
        let r = rolls(&s);
        let at = r.iter().rposition(|(k, _)| *k == RollKind::ActionAttacker).expect("rolled");
        assert_eq!(r[at].1, vec![6]);
        assert_eq!(r[at + 1], (RollKind::ActionTarget, vec![2]));
        assert!(s.entered_rolls().iter().filter(|&&e| e).count() >= 2);
        found = true;
        break;
    }
    assert!(found, "no combat in 40 short campaigns");
}

#[test]
fn two_dice_of_one_throw_are_asked_die_by_die() {
    // 5.3: the reported altitude is 2d6.
    let mut s = Session::new("Alt", ed(), own(short(3), &[RollKind::ReportedAltitude])).unwrap();
    let q = play_to_question(&mut s, |q| q.kind == RollKind::ReportedAltitude).expect("a raid");
    assert_eq!((q.dice, q.rule()), (2, "5.3"));
    assert_eq!(s.enter(3).unwrap(), Entered::Asks);
    let second = s.asking().unwrap().question.clone();
    assert_eq!((second.kind, second.dice, second.die), (RollKind::ReportedAltitude, 1, q.die + 1));
    s.enter(4).unwrap();
    finish_step(&mut s);
    let r = rolls(&s);
    assert!(r.contains(&(RollKind::ReportedAltitude, vec![3, 4])), "{r:?}");
}

#[test]
fn a_draw_offers_the_cup_and_takes_the_counter_picked() {
    let mut s = Session::new("Cup", ed(), own(short(5), &[RollKind::RaidSize])).unwrap();
    let q = play_to_question(&mut s, |q| q.kind == RollKind::RaidSize && q.sides > 3).expect("a raid");
    assert_eq!(q.rule(), "5.3");
    assert_eq!(q.sides as usize, q.counters.len());
    let cup = s.campaign().state().markers_cup.clone();
    assert!(q.counters.iter().all(|c| matches!(c, Counter::RaidMarker(m) if cup.contains(m))), "{q:?}");
    s.enter(1).unwrap();
    finish_step(&mut s);
    // The raiders, drawn face down (5.3), are asked for at their reveal.
    let mut s = Session::new("Cup", ed(), own(short(5), &[RollKind::RaiderDraw])).unwrap();
    let q = play_to_question(&mut s, |q| q.kind == RollKind::RaiderDraw).expect("a raid");
    assert!(matches!(q.rule(), "7.1" | "11.4"), "{q:?}");
    assert_eq!(q.sides as usize, q.counters.len());
    // The cup as the engine knows it: the aircraft in it, none twice.
    let cup = &s.campaign().state().cup;
    let ids: Vec<u8> = q
        .counters
        .iter()
        .map(|c| match c {
            Counter::Aircraft(id) => *id,
            other => panic!("{other:?}"),
        })
        .collect();
    // The cup at the draw: the raid's counters (stand-ins while face
    // down) and the cup as it is.
    let raid: Vec<u8> = s.campaign().state().raid.as_ref().unwrap().raiders.iter().map(|r| r.id).collect();
    assert!(ids.iter().all(|id| cup.contains(id) || raid.contains(id)), "{ids:?} not in {cup:?}, {raid:?}");
    assert_eq!(ids.len(), cup.len() + raid.len());
    let pick = q.sides.min(3);
    let picked = ids[pick as usize - 1];
    let names = londons_burning::text::dice::counter_names(&ed(), &q.counters, Lang::EN);
    assert!(names[pick as usize - 1].contains(&format!("#{picked}")), "{names:?}");
    s.enter(pick).unwrap();
    finish_step(&mut s);
    // The draw (5.3) took the value: the log's line is the draw's own.
    let draw = |l: &londons_burning::session::Logged| matches!(&l.event, Event::Roll { kind: RollKind::RaiderDraw, values, .. } if values[..] == [pick]);
    assert!(s.log().iter().any(draw));
    let drawn = s.log().iter().rev().find_map(|l| match &l.event {
        Event::Identified { raiders, .. } => Some(raiders.clone()),
        Event::BackToCup { units } => Some(units.clone()),
        _ => None,
    });
    assert!(drawn.expect("turned face up").contains(&picked), "{picked} drawn");
}

/// Plays with the sensible bot, answering with `some_value`, until a raider
/// drawn face down is asked for at its reveal; returns that question.
fn play_to_reveal(s: &mut Session) -> Question {
    play_to_question(s, |q| q.reveal.is_some()).expect("a raid turned face up")
}

#[test]
fn face_down_raiders_are_asked_for_at_their_reveal_never_before() {
    let kinds = [RollKind::RaiderDraw, RollKind::FlightPath, RollKind::ExactAltitude];
    let mut s = Session::new("Reveal", ed(), own(short(5), &kinds)).unwrap();
    // Never asked at 5.3: the first raider question is the reveal's.
    let q = play_to_question(&mut s, |q| q.kind == RollKind::RaiderDraw).expect("a raid");
    assert!(q.reveal.is_some(), "asked at the draw: {q:?}");
    let held = s.own_dice().unwrap().face_down().collect::<Vec<_>>();
    let raid = s.campaign().state().raid.clone().expect("a raid on the map");
    assert_eq!(held, raid.face_down, "entered as 0 while face down");
    assert_eq!(q.die, held[0], "the question is the draw's own die");
    assert_eq!(q.dice as usize, held.len());
    assert!(!raid.identified);
    // The log says face down, no counter: nothing shows an identity.
    let shown: Vec<String> = s.log().iter().map(|l| l.event.describe(&ed(), Lang::EN)).collect();
    assert!(shown.iter().any(|l| l.contains("face down until the raid is identified")), "{shown:?}");
    // The cup offered is the cup at the draw: the raid's counters and the
    // cup now.
    let mut at_draw: Vec<u8> = raid.raiders.iter().map(|r| r.id).collect();
    at_draw.extend(&s.campaign().state().cup);
    let mut offered: Vec<u8> =
        q.counters.iter().map(|c| if let Counter::Aircraft(u) = c { *u } else { panic!("{c:?}") }).collect();
    offered.sort_unstable();
    at_draw.sort_unstable();
    assert_eq!(offered, at_draw);
    // A counter not in the cup is refused, with nothing changed.
    let before = (s.log().len(), s.asking().cloned());
    assert!(s.enter(q.sides + 1).is_err());
    assert!(s.enter(0).is_err());
    assert_eq!((s.log().len(), s.asking().cloned()), before);
    // Everything before the reveal stays as it was (the dice since the draw
    // are in the program's order): only the draws' values change.
    let not_draws = |s: &Session| -> Vec<Event> {
        events(s)
            .into_iter()
            .filter(|e| !matches!(e, Event::Roll { kind: RollKind::RaiderDraw, .. }))
            .collect()
    };
    let before_reveal = not_draws(&s);
    let mut picks = Vec::new();
    while let Some(a) = s.asking() {
        let q = a.question.clone();
        if q.reveal.is_none() {
            break;
        }
        let pick = (q.sides / 2).max(1);
        picks.push(q.counters[pick as usize - 1]);
        s.enter(pick).unwrap();
        // Taken back and entered again: the same.
        if picks.len() == 1 {
            assert!(s.take_back());
            assert_eq!(s.asking().map(|a| a.question.clone()), Some(q.clone()));
            s.enter(pick).unwrap();
        }
    }
    assert_eq!(picks.len(), held.len(), "one question a raider face down");
    finish_step(&mut s);
    assert!(s.own_dice().unwrap().face_down().next().is_none());
    assert_eq!(not_draws(&s)[..before_reveal.len()], before_reveal[..]);
    // Turned face up (or home): the counters picked.
    let shown = s.log().iter().rev().find_map(|l| match &l.event {
        Event::Identified { raiders, .. } => Some(raiders.clone()),
        Event::BackToCup { units } => Some(units.clone()),
        _ => None,
    });
    let shown = shown.expect("revealed");
    for p in &picks {
        let Counter::Aircraft(u) = p else { panic!() };
        assert!(shown.contains(u), "{p:?} in {shown:?}");
    }
    // The whole step can be opened again and played the same way.
    let played = events(&s);
    assert!(s.take_back());
    let mut i = 0;
    while let Some(a) = s.asking() {
        let q = a.question.clone();
        let v = if q.reveal.is_some() {
            i += 1;
            q.counters.iter().position(|c| *c == picks[i - 1]).unwrap() as u8 + 1
        } else {
            some_value(&q)
        };
        s.enter(v).unwrap();
    }
    assert_eq!(events(&s), played);
}

#[test]
fn a_save_with_raiders_face_down_keeps_them_face_down() {
    let mut s = Session::new("Held", ed(), own(short(9), &[RollKind::RaiderDraw])).unwrap();
    // The second raid's reveal: the first raid's counters are said by then.
    play_to_reveal(&mut s);
    finish_step(&mut s);
    play_to_reveal(&mut s);
    // Saved at the decision before the step that reveals them.
    while s.asking().is_some() {
        assert!(s.take_back());
    }
    let face_down: Vec<u64> = s.own_dice().unwrap().face_down().collect();
    assert!(!face_down.is_empty());
    let file = SaveFile::from_session(&s);
    assert_eq!(file.version, save::VERSION, "raiders face down: format 3");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("held.json");
    std::fs::write(&path, file.to_json()).unwrap();
    let mut back = save::load_path(&path, ed()).unwrap();
    assert_eq!(events(&back), events(&s));
    assert_eq!(back.campaign().state().raid.as_ref().unwrap().face_down, face_down);
    // Played on, it asks at the reveal, as the campaign saved would.
    let q = play_to_reveal(&mut back);
    assert_eq!(q.die, face_down[0]);
    // A 0 for a draw no raid holds face down is refused at load.
    let own = &file.setup.options.own_dice.as_ref().unwrap().entered;
    let earlier = own.iter().position(|e| e.1 != 0).expect("a raid turned face up before");
    let mut v: serde_json::Value = serde_json::from_str(&file.to_json()).unwrap();
    v["setup"]["options"]["own_dice"]["entered"][earlier][1] = 0.into();
    std::fs::write(&path, v.to_string()).unwrap();
    assert!(save::load_path(&path, ed()).is_err());
}

#[test]
fn dice_entered_in_a_step_still_asking_are_kept_when_the_window_closes() {
    use londons_burning::table::{Store, Table};
    let dir = tempfile::tempdir().unwrap();
    let kinds = [RollKind::ReportedAltitude, RollKind::PilotDraw];
    let mut s = Session::new("Closed", ed(), own(short(3), &kinds)).unwrap();
    let q =
        play_to_question(&mut s, |q| q.kind == RollKind::ReportedAltitude && q.dice == 2).expect("a raid");
    let file = save::write(dir.path(), &s).unwrap();
    let mut t = Table::open(Store::new(dir.path()), "Closed", ed()).unwrap();
    // The first die of the 2d6, entered: saved at once with the step.
    t.enter_die(4).unwrap();
    let asked = t.dice_asking().cloned().unwrap();
    assert_eq!((asked.question.die, &asked.entered[..]), (q.die + 1, &[(q.die, 4)][..]));
    drop(t);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("\"asking\""), "{text}");
    // Opened again: it asks for the second die, the first still entered.
    let mut t = Table::open(Store::new(dir.path()), "Closed", ed()).unwrap();
    assert_eq!(t.dice_asking(), Some(&asked));
    assert_eq!(t.enter_die(2).unwrap(), Entered::Played);
    let r = rolls(t.session());
    assert!(r.contains(&(RollKind::ReportedAltitude, vec![4, 2])), "{r:?}");
    // The setup's draw asked with nothing entered: no step kept, asked anew.
    let s = Session::new("Setup", ed(), own(short(3), &kinds)).unwrap();
    assert!(s.asking().is_some_and(|a| a.choice.is_none()));
    assert!(SaveFile::from_session(&s).asking.is_none());
    // A step saved that does not fit the campaign is refused at load.
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["asking"]["entered"][0][1] = 9.into();
    std::fs::write(&file, v.to_string()).unwrap();
    assert!(save::load_path(&file, ed()).is_err());
}

#[test]
fn the_setup_s_pilot_draw_and_the_leader_roll_are_asked() {
    let mut setup = own(short(8), &[RollKind::PilotDraw, RollKind::SectionLeader]);
    setup.players = Players::TwoRaf;
    let mut s = Session::new("Setup", ed(), setup).unwrap();
    assert!(s.log().is_empty(), "nothing kept before the dice");
    let q = s.asking().unwrap().question.clone();
    assert_eq!((q.kind, q.rule(), q.die), (RollKind::PilotDraw, "3.3", 0));
    let n = ed().pilots.len();
    assert_eq!(q.counters, (0..n as u8).map(Counter::Pilot).collect::<Vec<_>>());
    // The last pilot of the pile first: he flies fighter #1.
    s.enter(n as u8).unwrap();
    for _ in 1..n {
        s.enter(1).unwrap();
    }
    let q = s.asking().unwrap().question.clone();
    assert_eq!((q.kind, q.rule(), q.dice), (RollKind::SectionLeader, "15.1", 2));
    s.enter(2).unwrap();
    s.enter(5).unwrap();
    assert!(s.asking().is_none());
    let st = s.campaign().state();
    assert_eq!(st.pilots[n - 1].status, londons_burning::rules::state::PilotStatus::Flying(0));
    assert_eq!(st.leader, 1, "#2 rolled higher");
    assert!(s.entered_rolls().iter().filter(|&&e| e).count() >= n + 1);
}

#[test]
fn values_out_of_range_are_refused_with_nothing_changed() {
    let mut s =
        Session::new("Range", ed(), own(short(11), &[RollKind::FlightPath, RollKind::RaidSize])).unwrap();
    for kind in [RollKind::RaidSize, RollKind::FlightPath] {
        let q = play_to_question(&mut s, |q| q.kind == kind).expect("asked");
        let before = (s.asking().cloned(), s.log().len(), s.campaign().state().clone());
        for bad in [0, q.sides + 1, 255] {
            let e = s.enter(bad).unwrap_err();
            assert!(matches!(e, DiceError::OutOfRange { value, .. } if value == bad), "{e:?}");
            let says = e.localize(Lang::EN);
            assert!(says.contains("refused") && says.contains(&bad.to_string()), "{says}");
            assert!(!e.localize(Lang::ES).contains("refused"));
            assert_eq!((s.asking().cloned(), s.log().len(), s.campaign().state().clone()), before);
        }
        s.enter(1).unwrap();
    }
}

#[test]
fn a_value_entered_can_be_taken_back_until_the_next_choice() {
    let mut s = Session::new("Back", ed(), own(short(3), &[RollKind::ReportedAltitude])).unwrap();
    let q = play_to_question(&mut s, |q| q.kind == RollKind::ReportedAltitude).expect("a raid");
    let asked = s.asking().cloned().unwrap();
    s.enter(3).unwrap();
    assert!(s.take_back());
    assert_eq!(s.asking(), Some(&asked), "asked again, as before");
    // The whole throw, then the step played: it can still be opened again.
    s.enter(1).unwrap();
    s.enter(1).unwrap();
    while let Some(a) = s.asking() {
        let q = a.question.clone();
        s.enter(some_value(&q)).unwrap();
    }
    let played = (s.log().len(), s.choices().len());
    let entered = s.own_dice().unwrap().entered.len();
    assert!(s.can_take_back());
    assert!(s.take_back());
    let a = s.asking().expect("the step asks again");
    assert_eq!(s.choices().len(), played.1 - 1, "its choice is open");
    assert!(s.log().len() < played.0);
    assert!(s.own_dice().unwrap().entered.len() < entered);
    assert!(a.question.die >= q.die);
    // Entered again the same way, the step is the same.
    while let Some(a) = s.asking() {
        let q = a.question.clone();
        let v =
            if q.die == asked.question.die || q.die == asked.question.die + 1 { 1 } else { some_value(&q) };
        s.enter(v).unwrap();
    }
    assert_eq!((s.log().len(), s.choices().len()), played);
    // After the next choice, no more (a step with no die of his).
    let mut s = Session::new("Back2", ed(), own(short(3), &[RollKind::ReportedAltitude])).unwrap();
    play_to_question(&mut s, |q| q.kind == RollKind::ReportedAltitude).expect("a raid");
    finish_step(&mut s);
    assert!(s.can_take_back());
    loop {
        let Pending::Decide(d) = s.campaign().pending_light() else { panic!("over") };
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        let entered = s.own_dice().unwrap().entered.len();
        s.apply(choice).unwrap();
        finish_step(&mut s);
        if s.own_dice().unwrap().entered.len() == entered {
            assert!(!s.can_take_back());
            assert!(!s.take_back());
            break;
        }
    }
}

#[test]
fn the_table_asks_takes_the_value_back_and_saves_once_played() {
    use londons_burning::table::{Store, Table};
    let dir = tempfile::tempdir().unwrap();
    let mut t = Table::create(
        Store::new(dir.path()),
        "Table",
        ed(),
        own(short(11), &[RollKind::PilotDraw, RollKind::FlightPath]),
    )
    .unwrap();
    let q = t.dice_question().cloned().expect("the pilot draw asks");
    assert_eq!(q.kind, RollKind::PilotDraw);
    assert!(t.enter_die(q.sides + 1).is_err());
    assert_eq!(t.dice_question(), Some(&q), "nothing changed");
    let v = t.version();
    t.enter_die(1).unwrap();
    assert!(t.version() > v);
    assert!(t.can_take_back_die());
    assert!(t.take_back_die());
    assert_eq!(t.dice_question(), Some(&q));
    while let Some(q) = t.dice_question().cloned() {
        t.enter_die(some_value(&q)).unwrap();
    }
    assert!(!t.session().log().is_empty(), "the setup played");
    // Played with the bot until a flight path asks: no action is offered then.
    for _ in 0..10_000 {
        if t.dice_question().is_some() {
            break;
        }
        let Pending::Decide(d) = t.pending().clone() else { panic!("over") };
        let choice = londons_burning::sim::sensible(t.campaign(), &d);
        t.choose(choice.clone()).unwrap();
    }
    let q = t.dice_question().cloned().expect("a flight path");
    assert_eq!(q.rule(), "6.4");
    let Pending::Decide(d) = t.pending().clone() else { panic!() };
    let any = londons_burning::table::Action::One(londons_burning::sim::sensible(t.campaign(), &d));
    assert!(!t.offers(&any), "the dice first");
    let choices = t.session().choices().len();
    t.enter_die(6).unwrap();
    while let Some(q) = t.dice_question().cloned() {
        t.enter_die(some_value(&q)).unwrap();
    }
    assert_eq!(t.session().choices().len(), choices + 1);
    // Saved: the file holds the values entered, and loads to the same campaign.
    let back = save::load(dir.path(), "Table", ed()).unwrap();
    assert_eq!(events(&back), events(t.session()));
    assert_eq!(back.own_dice(), t.own_dice());
    // Who rolls what, changed for the rest of the campaign.
    assert!(t.set_own_kinds(&[RollKind::Weather]));
    assert_eq!(t.own_dice().unwrap().kinds, vec![RollKind::Weather]);
}

#[test]
fn a_save_with_entered_values_replays_exactly() {
    let mut s = Session::new(
        "Kept",
        ed(),
        own(short(21), &[RollKind::FlightPath, RollKind::Fire, RollKind::RaiderDraw, RollKind::PilotDraw]),
    )
    .unwrap();
    play_to_question(&mut s, |q| q.kind == RollKind::Fire && q.die > 400);
    // Who rolls what changes for the rest of the campaign.
    assert!(s.set_own_kinds(&[RollKind::Wound, RollKind::ExactAltitude, RollKind::DamagePosition]));
    play_out(&mut s);
    let file = SaveFile::from_session(&s);
    assert_eq!(file.version, save::OWN_DICE_VERSION, "entered values, none face down: format 2");
    let own = file.setup.options.own_dice.as_ref().expect("kept");
    assert!(own.entered.len() > 20, "{}", own.entered.len());
    let text = file.to_json();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kept.json");
    std::fs::write(&path, &text).unwrap();
    let back = save::load_path(&path, ed()).unwrap();
    assert_eq!(events(&back), events(&s));
    assert_eq!(back.entered_rolls(), s.entered_rolls());
    assert_eq!(back.campaign().score(), s.campaign().score());
    assert_eq!(SaveFile::from_session(&back).to_json(), text);
    // A branch keeps the values entered before it, and only those.
    let b = s.branch_at(s.choices().len() / 2, "Branch").unwrap();
    let cut = b.campaign().dice().rolls().unwrap();
    assert!(b.own_dice().unwrap().entered.iter().all(|e| e.0 < cut));
    assert_eq!(events(&b)[..], events(&s)[..b.log().len()]);

    // Edited by hand: a value out of range is refused at load, with a message.
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["setup"]["options"]["own_dice"]["entered"][3][1] = 9.into();
    std::fs::write(&path, v.to_string()).unwrap();
    let e = save::load_path(&path, ed()).unwrap_err();
    assert!(e.to_string().contains("9 is not") && e.to_string().contains("refused"), "{e}");
    // A value for a die never thrown: refused too.
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let rolls = s.campaign().dice().rolls().unwrap();
    v["setup"]["options"]["own_dice"]["entered"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!([rolls + 5, 1]));
    std::fs::write(&path, v.to_string()).unwrap();
    let e = save::load_path(&path, ed()).unwrap_err();
    assert!(e.to_string().contains("never asked for"), "{e}");
}

#[test]
fn a_script_out_of_range_is_refused_not_clamped() {
    let mut setup = short(4);
    setup.dice = vec![1, 2, 30];
    let e = Session::new("Script", ed(), setup.clone()).unwrap_err();
    assert!(e.localize(Lang::EN).contains("30 is not"), "{}", e.localize(Lang::EN));
    // In a save, edited by hand: refused at load.
    let good = Session::new("Script", ed(), short(4)).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&SaveFile::from_session(&good).to_json()).unwrap();
    // (The first die is the pilot draw, of as many sides as pilots: 0 is
    // no counter of any cup.)
    v["setup"]["dice"] = serde_json::json!([0]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("script.json");
    std::fs::write(&path, v.to_string()).unwrap();
    let e = save::load_path(&path, ed()).unwrap_err();
    assert!(e.to_string().contains("0 is not") && e.to_string().contains("refused"), "{e}");
}

#[test]
fn old_saves_still_load_and_program_saves_keep_the_first_format() {
    for f in ["saves/eagle-day.json", "saves/short-summer.json"] {
        let s = save::load_path(std::path::Path::new(f), ed()).unwrap_or_else(|e| panic!("{f}: {e}"));
        assert!(s.own_dice().is_none());
        assert!(!SaveFile::from_session(&s).to_json().contains("rolls"));
    }
    let s = Session::new("Plain", ed(), short(2)).unwrap();
    assert_eq!(SaveFile::from_session(&s).version, save::PROGRAM_DICE_VERSION);
}

/// Plays `setup` with the program's dice, then again with every die the
/// player's, entering the values the program rolled: the same campaign.
fn same_with_entered_dice(setup: Setup) {
    let mut program = Session::new("Program", ed(), setup.clone()).unwrap();
    play_out(&mut program);
    let values: Vec<u8> = rolls(&program).into_iter().flat_map(|(_, v)| v).collect();
    let mut mine = Session::new("Mine", ed(), {
        let mut s = setup.clone();
        s.options.own_dice = Some(OwnDice::all());
        s
    })
    .unwrap();
    // Each question takes its die's value: a raider drawn face down is
    // asked for at its reveal (7.1), after the dice thrown since its draw.
    let mut used = vec![false; values.len()];
    let mut reveals = [0usize; 2];
    let mut feed = |s: &mut Session| {
        while let Some(a) = s.asking() {
            let q = a.question.clone();
            match q.reveal {
                Some("7.1") => reveals[0] += 1,
                Some(_) => reveals[1] += 1,
                None => assert_ne!(q.kind, RollKind::RaiderDraw, "a raider asked at its draw"),
            }
            let v = values[q.die as usize];
            assert!(!std::mem::replace(&mut used[q.die as usize], true), "{q:?} asked twice");
            s.enter(v).unwrap_or_else(|e| panic!("{q:?}: {e:?}"));
        }
    };
    feed(&mut mine);
    for c in program.choices() {
        mine.apply(c.clone()).unwrap();
        feed(&mut mine);
    }
    assert!(used.iter().all(|&u| u), "every value used");
    if setup.players != Players::Luftwaffe {
        assert!(reveals[0] > 0, "raiders turned face up: {reveals:?}");
    }
    eprintln!(
        "{:?} {:?}: {} dice, reveals at 7.1 / 11.4: {reveals:?}",
        setup.scenario,
        setup.players,
        values.len()
    );
    assert_eq!(events(&mine), events(&program), "{:?}", setup.players);
    assert_eq!(mine.campaign().score(), program.campaign().score());
    assert!(mine.campaign().is_over());
    assert!(mine.entered_rolls().iter().zip(mine.log()).all(|(e, l)| *e == l.event.is_roll()));
    // Saved and loaded, it is the same again.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.json");
    std::fs::write(&path, SaveFile::from_session(&mine).to_json()).unwrap();
    let back = save::load_path(&path, ed()).unwrap();
    assert_eq!(events(&back), events(&program));
}

#[test]
fn a_campaign_played_with_the_program_s_dice_entered_is_the_same_campaign() {
    same_with_entered_dice(short(31));
    let mut two = short(32);
    two.players = Players::TwoRaf;
    same_with_entered_dice(two);
    let mut lw = short(33);
    lw.players = Players::Luftwaffe;
    same_with_entered_dice(lw);
}

#[test]
fn the_same_campaign_in_the_regular_and_long_scenarios() {
    // Many raids, some going home unidentified (11.4): each raider is asked
    // for at its reveal, and the campaign is still the program's.
    same_with_entered_dice(Setup::new(Scenario::Regular, WeatherMode::Optional, 34));
    same_with_entered_dice(Setup::new(Scenario::Long, WeatherMode::Historical, 35));
}

#[test]
fn rollouts_from_a_campaign_with_entered_dice_roll_their_own() {
    let mut s = Session::new("Advised", ed(), own(short(11), &OwnDice::all().kinds)).unwrap();
    // Some days in, at a decision with a raid on the map.
    for _ in 0..10_000 {
        while let Some(a) = s.asking() {
            let q = a.question.clone();
            s.enter(some_value(&q)).unwrap();
        }
        let c = s.campaign();
        if c.state().raid.is_some()
            && matches!(c.pending_light(), Pending::Decide(londons_burning::rules::Decision::Move { .. }))
        {
            break;
        }
        let Pending::Decide(d) = c.pending_light() else { panic!("over before a raid") };
        let choice = londons_burning::sim::sensible(c, &d);
        s.apply(choice).unwrap();
    }
    let c: Campaign = s.campaign().clone();
    let Pending::Decide(d) = c.pending() else { panic!() };
    let cfg = londons_burning::sim::advisor::AdviceConfig {
        rollouts: 4,
        budget: 16,
        parallel: false,
        ..Default::default()
    };
    let advice = londons_burning::sim::advisor::advise(&c, &d, &cfg);
    assert!(!advice.top.is_empty() && advice.total_rollouts > 0);
    assert!(d.allows(&advice.choice) || matches!(advice.choice, londons_burning::rules::Choice::Move { .. }));
    // The campaign itself is untouched: no die thrown, nothing asked.
    assert_eq!(c.dice(), s.campaign().dice());
    assert!(s.asking().is_none());
}

#[test]
fn the_command_line_writes_a_campaign_s_dice_and_plays_one_from_them() {
    let dir = tempfile::tempdir().unwrap();
    let sd = dir.path().display().to_string();
    let run = |args: &[&str]| {
        let mut a = args.to_vec();
        a.extend(["--saves-dir", &sd]);
        cli(&a)
    };
    let (code, _, err) = run(&["new", "--name", "Rolled", "--scenario", "short", "--seed", "17"]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = run(&["autoplay", "Rolled", "--bot", "sensible"]);
    assert_eq!(code, 0, "{err}");
    let file = dir.path().join("rolled.dice");
    let f = file.display().to_string();
    let (code, _, err) = run(&["report", "Rolled", "--format", "dice", "--out", &f]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert!(lines.len() > 100, "{}", lines.len());
    assert!(lines.iter().any(|l| l.ends_with(" flight-path 6.4")), "{text}");
    assert!(
        lines.iter().any(|l| l.ends_with(" pilot-draw 3.3") && !l.starts_with(char::is_numeric)),
        "draws by name"
    );
    // Fed to a new campaign (another seed: every die comes from the file).
    let (code, _, err) = run(&["new", "--name", "Entered", "--scenario", "short", "--seed", "99"]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = run(&["autoplay", "Entered", "--bot", "sensible", "--dice", &f]);
    assert_eq!(code, 0, "{err}");
    let a = save::load(dir.path(), "Rolled", ed()).unwrap();
    let b = save::load(dir.path(), "Entered", ed()).unwrap();
    assert_eq!(events(&b), events(&a));
    assert_eq!(b.campaign().score(), a.campaign().score());
    assert!(b.entered_rolls().iter().any(|&e| e));
    let (_, log, _) = run(&["report", "Entered", "--format", "log"]);
    assert!(log.contains("(entered)"), "the log marks them");

    // A line that is not what the game asks: it stops, and saves nothing.
    let (code, _, err) = run(&["new", "--name", "Wrong", "--scenario", "short", "--seed", "5"]);
    assert_eq!(code, 0, "{err}");
    let wrong_path = save::find(dir.path(), "Wrong").unwrap();
    let before = std::fs::read(&wrong_path).unwrap();
    let mut changed: Vec<String> = text.lines().map(String::from).collect();
    let n = changed.iter().position(|l| l.ends_with(" flight-path 6.4")).unwrap();
    changed[n] = "4 weather 4.3".into();
    let bad = dir.path().join("bad.dice");
    std::fs::write(&bad, changed.join("\n")).unwrap();
    let (code, _, err) =
        run(&["autoplay", "Wrong", "--bot", "sensible", "--dice", &bad.display().to_string()]);
    assert_ne!(code, 0);
    let says = format!("line {}: the file says 4 weather 4.3, the game asks flight-path 6.4", n + 1);
    assert!(err.contains(&says), "{err}");
    assert_eq!(std::fs::read(&wrong_path).unwrap(), before, "nothing written");
    // A value out of range on the right line: refused the same way.
    changed[n] = "7 flight-path 6.4".into();
    std::fs::write(&bad, changed.join("\n")).unwrap();
    let (code, _, err) =
        run(&["autoplay", "Wrong", "--bot", "sensible", "--dice", &bad.display().to_string()]);
    assert_ne!(code, 0);
    assert!(err.contains(&format!("line {}: the file says 7 flight-path 6.4", n + 1)), "{err}");
    // A file that ends early.
    std::fs::write(&bad, text.lines().take(20).collect::<Vec<_>>().join("\n")).unwrap();
    let (code, _, err) =
        run(&["autoplay", "Wrong", "--bot", "sensible", "--dice", &bad.display().to_string()]);
    assert_ne!(code, 0);
    assert!(err.contains("the file ends, the game asks"), "{err}");
    assert_eq!(std::fs::read(&wrong_path).unwrap(), before, "nothing written");
}

#[test]
fn a_value_taken_back_after_its_kind_went_to_the_program_is_the_program_s() {
    let mut s = Session::new("Switch", ed(), own(short(11), &[RollKind::FlightPath])).unwrap();
    play_to_question(&mut s, |q| q.kind == RollKind::FlightPath).expect("a raid flies");
    finish_step(&mut s);
    let choices = s.choices().len();
    assert!(s.set_own_kinds(&[]));
    assert!(s.can_take_back());
    assert!(s.take_back());
    assert!(s.asking().is_none(), "no die of his: the step is played again at once");
    assert_eq!(s.choices().len(), choices);
}

#[test]
fn the_review_s_ledger_says_which_values_were_entered() {
    use londons_burning::sim::ledger::ledger;
    use londons_burning::sim::luck::LuckConfig;
    use londons_burning::sim::value::value;
    use londons_burning::text::ledger::{entered_count, ledger_text};
    let kinds = [RollKind::FlightPath, RollKind::RaiderDraw];
    let mut s = Session::new("Marked", ed(), own(short(41), &kinds)).unwrap();
    play_out(&mut s);
    let cfg = LuckConfig::default();
    let l = ledger("Marked", &ed(), s.setup(), s.choices(), &[], &value, &cfg).unwrap();
    // Every roll and draw says who made it; a reveal, whether its draws
    // were the player's.
    for c in &l.chances {
        assert_eq!(c.entered, Some(kinds.contains(&c.kind)), "{c:?}");
    }
    let entered = l.chances.iter().filter(|c| !c.reveal && c.entered == Some(true)).count();
    let total = l.chances.iter().filter(|c| !c.reveal).count();
    assert!(entered > 0 && entered < total);
    // In words, as the review shows and exports them.
    let en = ledger_text(&l, &ed(), 1000, Lang::EN);
    assert!(en.contains(&format!("you entered {entered} of the {total} rolls and draws")), "{en}");
    assert!(en.lines().any(|x| x.contains("flight path") && x.ends_with("· entered")), "{en}");
    assert!(en.lines().any(|x| x.contains("entry hex") && x.ends_with("· rolled by the program")), "{en}");
    let es = ledger_text(&l, &ed(), 1000, Lang::ES);
    assert!(es.contains(&format!("anotó {entered} de las {total} tiradas")), "{es}");
    assert!(es.lines().any(|x| x.ends_with("· anotado")), "{es}");
    assert!(es.lines().any(|x| x.ends_with("· tirado por el programa")), "{es}");
    // The same campaign with the program's dice: no marks at all.
    let mut p = Session::new("Plain", ed(), short(41)).unwrap();
    play_out(&mut p);
    let lp = ledger("Plain", &ed(), p.setup(), p.choices(), &[], &value, &cfg).unwrap();
    assert!(lp.chances.iter().all(|c| c.entered.is_none()));
    assert_eq!(entered_count(&lp, Lang::EN), None);
    let text = ledger_text(&lp, &ed(), 1000, Lang::EN);
    assert!(!text.contains("· entered") && !text.contains("rolled by the program"), "{text}");
}

#[test]
fn the_ledger_of_a_campaign_stopped_with_raiders_face_down_plays_its_steps_as_they_were() {
    // Raiders drawn face down are held as the cup's first counter until
    // their reveal (0 in the log). The ledger plays each step again with
    // its dice scripted: the held draws as the stand-ins they are, so the
    // step run again is the step itself (scripted as 0 they were refused
    // and a raider of the run's own drawn in their place).
    use londons_burning::sim::ledger::{ledger, positions};
    use londons_burning::sim::luck::{LuckConfig, Start, actual, faces, run};
    use londons_burning::sim::value::value;
    let mut s = Session::new("Held", ed(), own(short(5), &[RollKind::RaiderDraw])).unwrap();
    play_to_question(&mut s, |q| q.reveal.is_some()).expect("a raid turned face up");
    let held: Vec<u64> = s.own_dice().unwrap().face_down().collect();
    assert!(!held.is_empty());
    // The campaign as saved, mid-raid: its setup holds the 0s.
    let (setup, choices) = (s.setup().clone(), s.choices().to_vec());
    let states = positions(&ed(), &setup, &choices).unwrap();
    let raid = states.last().unwrap().state().raid.clone().expect("the raid on the map");
    assert!(!raid.identified);
    let ed = ed();
    let norm = |ev: &[Event]| -> Vec<Event> {
        ev.iter()
            .map(|e| match e {
                Event::Roll { kind, sides, values } => Event::Roll {
                    kind: *kind,
                    sides: *sides,
                    values: values.iter().map(|&v| v.max(1)).collect(),
                },
                e => e.clone(),
            })
            .collect()
    };
    let mut zeros = 0;
    for step in 0..=choices.len() {
        let start = if step == 0 {
            Start::Setup { edition: &ed, setup: &setup }
        } else {
            Start::Decision { campaign: &states[step - 1], choice: &choices[step - 1] }
        };
        let (end, events) = actual(start).unwrap();
        zeros +=
            events.iter().filter(|e| matches!(e, Event::Roll { values, .. } if values.contains(&0))).count();
        let mut ev = Vec::new();
        let again = run(start, &faces(&events), 7, &mut ev).expect("the step runs");
        assert_eq!(norm(&ev), norm(&events), "step {step}");
        assert_eq!(
            again.state().raid.as_ref().map(|r| r.raiders.clone()),
            end.state().raid.as_ref().map(|r| r.raiders.clone())
        );
        assert_eq!(again.state().cup, end.state().cup, "step {step}");
        assert_eq!(value(&again).to_bits(), value(&end).to_bits(), "step {step}");
    }
    assert_eq!(zeros, held.len(), "the draws held face down");
    // The ledger says them face down, and entered.
    let l = ledger("Held", &ed, &setup, &choices, &[], &value, &LuckConfig::default()).unwrap();
    let down: Vec<_> = l.chances.iter().filter(|c| c.values.contains(&0)).collect();
    assert_eq!(down.len(), held.len());
    for c in down {
        assert_eq!(c.entered, Some(true));
        let line = londons_burning::text::ledger::chance(c, Lang::EN);
        assert!(line.contains("face down") && line.ends_with("· entered"), "{line}");
    }
}

#[test]
fn a_raid_going_home_unidentified_asks_for_its_raiders_as_they_go_back_in_the_cup() {
    // 11.4: the survivors of a raid still face down go back in the cup,
    // and the player says which counters they were. No bot's campaign
    // gets there (combat and bombing turn a raid face up first, and only a
    // raid going home leaves the map, 6.8), so the raid is ended where it
    // flies face down: a live campaign's state with its raiders held, its
    // step set to the end of the raid (11).
    use londons_burning::rules::step::Step;
    let mut s = Session::new("Home", ed(), own(short(5), &[RollKind::RaiderDraw])).unwrap();
    let at_71 = play_to_question(&mut s, |q| q.reveal.is_some()).expect("a raid face down");
    assert_eq!(at_71.reveal, Some("7.1"));
    let own = s.own_dice().unwrap().clone();
    let held: Vec<u64> = own.face_down().collect();
    let mut c = s.campaign().clone();
    let raid = c.state().raid.clone().expect("the raid");
    assert!(!raid.identified && raid.face_down == held);
    let cup = c.state().cup.clone();
    c.play_own_live(&own);
    let mut st = c.into_state();
    st.step = Step::RaidEnd;
    let (home, events) = Campaign::resume(ed(), st.clone());
    let q = home.starved().expect("the raiders asked for at 11.4").clone();
    assert_eq!(
        (q.kind, q.reveal, q.die, q.dice as usize),
        (RollKind::RaiderDraw, Some("11.4"), held[0], held.len())
    );
    // The cup as it was at the draw: the stand-ins, then the cup as it is.
    let mut at_draw: Vec<Counter> =
        raid.raiders[raid.raiders.len() - held.len()..].iter().map(|r| Counter::Aircraft(r.id)).collect();
    at_draw.extend(cup.iter().map(|&u| Counter::Aircraft(u)));
    assert_eq!(q.counters, at_draw);
    assert_eq!(
        Question { reveal: Some("7.1"), ..q.clone() },
        at_71,
        "the question its reveal would ask: the draw's own"
    );
    let words = londons_burning::text::dice::question_prompt(&q, Lang::EN);
    assert!(
        words.starts_with("The raid goes home unidentified (11.4): which counter is the next raider?"),
        "{words}"
    );
    assert!(
        words.contains(&format!("{} raiders were drawn face down", held.len())) || held.len() == 1,
        "{words}"
    );
    let es = londons_burning::text::dice::question_prompt(&q, Lang::ES);
    assert!(es.starts_with("La incursión vuelve a casa sin identificar (11.4)"), "{es}");
    // Not the game's: no raider went back in the cup on the stand-ins.
    assert!(!events.iter().any(|e| matches!(e, Event::BackToCup { .. })) || home.starved().is_some());
    // Answered (the last counter of the cup at each draw, say): the same
    // campaign replayed with the answers draws those raiders at 5.3, and
    // they are the ones that go home, with nothing more asked.
    let mut answered = own.clone();
    let mut picks = Vec::new();
    let mut left = at_draw.clone();
    let mut values = Vec::new();
    for &die in &held {
        let v = left.len() as u8;
        picks.push(left.remove(v as usize - 1));
        values.push((die, v));
    }
    answered.merge(&values);
    assert!(answered.face_down().next().is_none());
    let mut setup = s.setup().clone();
    setup.options.own_dice = Some(answered.clone());
    let (mut replayed, _) = Campaign::new(ed(), setup).unwrap();
    for ch in s.choices() {
        replayed.apply(ch.clone()).unwrap();
    }
    let ids: Vec<Counter> = replayed.state().raid.as_ref().unwrap().raiders
        [raid.raiders.len() - held.len()..]
        .iter()
        .map(|r| Counter::Aircraft(r.id))
        .collect();
    assert_eq!(ids, picks, "drawn at 5.3 as answered at 11.4");
    replayed.play_own_live(&answered);
    let mut st = replayed.into_state();
    st.step = Step::RaidEnd;
    let (home, events) = Campaign::resume(ed(), st);
    assert!(home.starved().is_none(), "{:?}", home.starved());
    let back = events.iter().find_map(|e| match e {
        Event::BackToCup { units } => Some(units.clone()),
        _ => None,
    });
    let back = back.expect("the survivors go back in the cup");
    for p in &picks {
        let Counter::Aircraft(u) = p else { unreachable!() };
        assert!(back.contains(u) && home.state().cup.contains(u), "{u} back in the cup");
    }
}

#[test]
fn counters_missing_from_the_player_s_box_are_never_drawn_and_replay_exactly() {
    // The cup is the program's reconstruction of the counter mix: a player
    // whose box lacks a counter says so before the campaign, and it is out
    // of the game (with the aircraft withdrawn, 4.4), never offered.
    let ed = ed();
    let first = ed.initial_cup()[0];
    let later = ed.calendar.reinforcements.first().map(|r| r.1[0]);
    let mut setup = own(short(21), &[RollKind::RaiderDraw, RollKind::LuftwaffeRepair]);
    setup.options.missing = later.into_iter().chain([first]).collect();
    let gone: Vec<u8> = setup.options.missing.clone();
    let mut s = Session::new("Missing", ed.clone(), setup).unwrap();
    assert!(!s.campaign().state().cup.contains(&first));
    for u in &gone {
        assert!(s.campaign().state().withdrawn.contains(u), "#{u} out of the game");
    }
    let never = |q: &Question| {
        for u in &gone {
            assert!(!q.counters.contains(&Counter::Aircraft(*u)), "#{u} offered: {q:?}");
        }
        false
    };
    assert!(play_to_question(&mut s, never).is_none());
    assert!(s.campaign().invariant_violations().is_empty(), "{:?}", s.campaign().invariant_violations());
    let mut drawn = 0;
    for l in s.log() {
        let units: &[u8] = match &l.event {
            Event::Identified { raiders, .. } => {
                drawn += raiders.len();
                raiders
            }
            Event::CupFilled { units } | Event::Reinforced { units } | Event::BackToCup { units } => units,
            _ => &[],
        };
        for u in &gone {
            assert!(!units.contains(u), "#{u} in {:?}", l.event);
        }
    }
    assert!(drawn > 0, "raiders were drawn");
    // Saved and loaded: the same campaign, the same counters out.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("missing.json");
    std::fs::write(&path, SaveFile::from_session(&s).to_json()).unwrap();
    let back = save::load_path(&path, ed.clone()).unwrap();
    assert_eq!(back.setup().options.missing, gone);
    assert_eq!(events(&back), events(&s));
    // A program campaign's setup, and its save, say nothing of it.
    let plain = Session::new("Plain", ed, short(21)).unwrap();
    assert!(!SaveFile::from_session(&plain).to_json().contains("missing"));
}
