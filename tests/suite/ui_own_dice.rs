//! Your own dice in the window (issue 32): a campaign begun with "I roll"
//! from the form; the dice panel in the prompt's place answered by key and
//! by click (a d6, both dice of a 2d6, a counter drawn from the cup); a
//! value refused with its message and nothing changed; take back by key
//! and by button; the log marking each roll entered or the program's; who
//! rolls what changed during the campaign.

use crate::common::app::*;
use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use londons_burning::app::{App, PlayScreen, Screen};
use londons_burning::rules::dice::{OwnDice, Question, RollKind};
use londons_burning::rules::{Event, Pending, Setup};
use londons_burning::session::Session;
use londons_burning::table::dice::DiceGroup;
use londons_burning::table::{Store, Table};
use londons_burning::text::Lang;
use londons_burning::text::dice::{counter_names, question_prompt};

fn own(mut s: Setup, kinds: &[RollKind]) -> Setup {
    s.options.own_dice = Some(OwnDice::rolling(kinds.iter().copied()));
    s
}

/// A value any die could show (a fixed pattern).
fn some_value(q: &Question) -> u8 {
    ((q.die * 7 + 3) % q.sides as u64) as u8 + 1
}

/// A short campaign with the player rolling `kinds`, played by the sensible
/// bot (and `some_value`) until a question `stop` likes is asked.
fn asking(seed: u64, kinds: &[RollKind], stop: impl Fn(&Question) -> bool) -> Session {
    let mut s = Session::new("Dice", ed(), own(short(seed), kinds)).unwrap();
    for _ in 0..100_000 {
        if let Some(a) = s.asking() {
            let q = a.question.clone();
            if stop(&q) {
                return s;
            }
            s.enter(some_value(&q)).unwrap();
            continue;
        }
        let Pending::Decide(d) = s.campaign().pending_light() else { panic!("over before the die wanted") };
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    panic!("never asked");
}

/// The app showing `s` (a step asking for a die), its saves in `dir`.
fn app_on(dir: &std::path::Path, s: Session, lang: Lang) -> Harness<'static, App> {
    let mut h = harness_sized(dir, None, lang, egui::vec2(1366.0, 768.0));
    let table = Table::resume(Store::new(dir), s);
    h.state_mut().screen = Screen::Play(Box::new(PlayScreen::new(table)));
    settle(&mut h);
    h
}

fn question(h: &Harness<'_, App>) -> Option<Question> {
    play(h).table.dice_question().cloned()
}

fn press(h: &mut Harness<'_, App>, key: egui::Key) {
    h.key_press(key);
    settle(h);
}

/// The values of the log's rolls of `kind`, in order.
fn rolled(h: &Harness<'_, App>, kind: RollKind) -> Vec<Vec<u8>> {
    play(h)
        .table
        .session()
        .log()
        .iter()
        .filter_map(|l| match &l.event {
            Event::Roll { kind: k, values, .. } if *k == kind => Some(values.to_vec()),
            _ => None,
        })
        .collect()
}

/// Clicks the widget labelled `label`, scrolled into sight first.
fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    settle(h);
    h.get_by_label(label).click();
    settle(h);
}

fn shows(h: &Harness<'_, App>, text: &str) -> bool {
    texts(h).iter().any(|t| t.contains(text))
}

#[test]
fn a_campaign_begun_with_i_roll_asks_the_setup_s_draw_in_the_panel() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness_sized(dir.path(), None, Lang::EN, egui::vec2(1280.0, 720.0));
    click(&mut h, "short");
    click(&mut h, "I roll, with the box on the table");
    // Every group ticked at first; the combat left to the program.
    click(&mut h, "Air combat (8, 9.5, 14.1)");
    // The counters to draw from, as the program counts them.
    click(&mut h, "The counters to draw from, as the program counts them");
    assert!(shows(&h, "The Luftwaffe cup (3.6), 19 aircraft"), "{:?}", texts(&h));
    // A counter the player's box lacks: unticked, out of the game.
    let lacking = ed().initial_cup()[2];
    let name = londons_burning::text::dice::counter_name(
        &ed(),
        londons_burning::rules::dice::Counter::Aircraft(lacking),
        Lang::EN,
    );
    click(&mut h, &name);
    assert!(shows(&h, "The Luftwaffe cup (3.6), 18 aircraft"), "{:?}", texts(&h));
    assert!(shows(&h, &format!("Not in your box, out of the game: {name}.")), "{:?}", texts(&h));
    h.get_by_label_contains("Start the campaign").click();
    step_until(&mut h, "the campaign opens", |h| matches!(h.state().screen, Screen::Play(_)));
    let t = &play(&h).table;
    let own = t.own_dice().expect("own dice");
    assert!(own.rolls(RollKind::PilotDraw) && own.rolls(RollKind::FlightPath) && own.rolls(RollKind::Wound));
    assert!(!own.rolls(RollKind::Fire) && !own.rolls(RollKind::ActionAttacker));
    assert!(!own.rolls(RollKind::Weather), "no weather table in the short scenario");
    assert_eq!(t.session().setup().options.missing, vec![lacking]);
    assert!(
        t.campaign().state().withdrawn.contains(&lacking) && !t.campaign().state().cup.contains(&lacking)
    );
    // The pilot draw (3.3) asks first, in the prompt's place, with the cup.
    let q = question(&h).expect("the pilot draw");
    assert_eq!(q.kind, RollKind::PilotDraw);
    assert!(shows(&h, &question_prompt(&q, Lang::EN)));
    assert!(
        prompt_buttons(&h).iter().all(|(_, l)| !l.contains("Stand by")),
        "no options while a die is asked"
    );
    let names = counter_names(&ed(), &q.counters, Lang::EN);
    for (i, n) in names.iter().enumerate() {
        let cap = londons_burning::app::keys::cap(i).unwrap();
        assert!(h.query_by_label(&format!("{cap} {n}")).is_some(), "{cap} {n}");
    }
    // "I roll" with nothing ticked is still own dice: the kinds can be
    // changed later.
    let mut h = harness_sized(dir.path(), None, Lang::EN, egui::vec2(1280.0, 720.0));
    click(&mut h, "I roll, with the box on the table");
    for g in [
        "The setup: pilot draw (3.3), section leader (15.1)",
        "Raids: size, entry, altitude, raiders, flight path, top cover (5.3, 6.4, 7.1)",
        "Air combat (8, 9.5, 14.1)",
        "Wounds and the Luftwaffe's replacements (11.2, 12.1)",
    ] {
        click(&mut h, g);
    }
    assert!(shows(&h, "None ticked"));
    h.get_by_label_contains("Start the campaign").click();
    step_until(&mut h, "the campaign opens", |h| matches!(h.state().screen, Screen::Play(_)));
    assert_eq!(play(&h).table.own_dice().map(|o| o.kinds.len()), Some(0));
    assert!(question(&h).is_none());
    assert!(shows(&h, "The program rolls everything for now"));
}

#[test]
fn dice_are_answered_by_key_and_by_click_and_the_log_marks_them() {
    let dir = tempfile::tempdir().unwrap();
    let kinds = [RollKind::FlightPath, RollKind::ReportedAltitude, RollKind::RaiderDraw];
    let s = asking(3, &kinds, |q| q.kind == RollKind::ReportedAltitude);
    let mut h = app_on(dir.path(), s, Lang::EN);
    let q = question(&h).unwrap();
    assert!(shows(&h, "Roll 2d6: reported altitude (5.3)"));
    // The first die by a click on its face, the second by its key.
    h.get_by_label("Face 3").click();
    settle(&mut h);
    let second = question(&h).expect("the second die");
    assert_eq!((second.kind, second.die), (RollKind::ReportedAltitude, q.die + 1));
    assert!(shows(&h, "die 2 of 2") && shows(&h, "Roll 2d6: reported altitude (5.3)"));
    press(&mut h, egui::Key::Num5);
    // The raiders are drawn face down (5.3): nothing asked for them now.
    assert!(question(&h).is_none_or(|q| q.kind != RollKind::RaiderDraw), "{:?}", question(&h));
    assert_eq!(rolled(&h, RollKind::ReportedAltitude).last(), Some(&vec![3, 5]));
    // The log marks the rolls entered and the program's.
    h.get_all_by_label("Log").next().unwrap().click();
    settle(&mut h);
    let all = texts(&h);
    assert!(all.iter().any(|t| t.contains("Roll (reported altitude): 3 + 5 = 8 · entered")), "{all:?}");
    assert!(all.iter().any(|t| t.contains("Roll (entry hex)") && t.ends_with("· rolled by the program")));

    // At their reveal (7.1, or 11.4 going home unidentified) the panel
    // shows the cup as it was at the draw, with keys.
    let dir = tempfile::tempdir().unwrap();
    let s = asking(3, &kinds, |q| q.reveal.is_some());
    let mut h = app_on(dir.path(), s, Lang::EN);
    let q = question(&h).expect("a raider turned face up");
    assert_eq!(q.kind, RollKind::RaiderDraw);
    assert!(shows(&h, &question_prompt(&q, Lang::EN)));
    assert!(h.query_by_label("Face 1").is_none());
    let names = counter_names(&ed(), &q.counters, Lang::EN);
    // The second counter by its key, the next one by a click.
    press(&mut h, egui::Key::Num2);
    let next = question(&h).filter(|q| q.reveal.is_some());
    if let Some(next) = &next {
        assert_eq!(next.sides, q.sides - 1, "one counter fewer in the cup at its draw");
        assert!(h.query_by_label(&format!("2 {}", names[1])).is_none(), "the counter drawn is gone");
        let next_names = counter_names(&ed(), &next.counters, Lang::EN);
        h.get_by_label(&format!("1 {}", next_names[0])).click();
        settle(&mut h);
    }
    while let Some(q) = question(&h).filter(|q| q.reveal.is_some()) {
        assert_eq!(q.kind, RollKind::RaiderDraw);
        press(&mut h, egui::Key::Num1);
    }
    // The raiders picked are the raid's.
    let log = play(&h).table.session().log().to_vec();
    let ids = log.iter().rev().find_map(|l| match &l.event {
        Event::Identified { raiders, .. } => Some(raiders.clone()),
        Event::BackToCup { units } => Some(units.clone()),
        _ => None,
    });
    let ids = ids.expect("turned face up");
    for c in [Some(q.counters[1]), next.map(|n| n.counters[0])].into_iter().flatten() {
        let londons_burning::rules::dice::Counter::Aircraft(id) = c else { panic!("{c:?}") };
        assert!(ids.contains(&id), "{id} in {ids:?}");
    }
}

#[test]
fn a_value_refused_says_why_and_changes_nothing_and_take_back_asks_again() {
    let dir = tempfile::tempdir().unwrap();
    let kinds = [RollKind::ReportedAltitude];
    let s = asking(3, &kinds, |q| q.kind == RollKind::ReportedAltitude);
    let mut h = app_on(dir.path(), s, Lang::ES);
    let q = question(&h).unwrap();
    let before = (play(&h).table.session().log().len(), play(&h).state().clone());
    press(&mut h, egui::Key::Num7);
    assert!(shows(&h, "7 no es una cara de un dado de 6 caras"), "{:?}", texts(&h));
    assert_eq!(question(&h), Some(q.clone()));
    assert_eq!((play(&h).table.session().log().len(), play(&h).state().clone()), before);
    press(&mut h, egui::Key::Num0);
    assert!(shows(&h, "0 no es una cara"));
    // A good value: the message goes; Backspace takes it back.
    press(&mut h, egui::Key::Num2);
    assert!(!shows(&h, "no es una cara"));
    assert_eq!(question(&h).map(|q| q.die), Some(q.die + 1));
    press(&mut h, egui::Key::Backspace);
    assert_eq!(question(&h), Some(q.clone()), "the first die asked again");
    // The button, after the whole throw: the step is opened again.
    press(&mut h, egui::Key::Num4);
    press(&mut h, egui::Key::Num4);
    assert!(question(&h).is_none(), "the step played");
    assert_eq!(rolled(&h, RollKind::ReportedAltitude).last(), Some(&vec![4, 4]));
    let played = play(&h).table.session().log().len();
    assert!(played > before.0);
    h.get_all_by_label_contains("Anular el último valor").next().unwrap().click();
    settle(&mut h);
    let again = question(&h).expect("the step asks again");
    assert_eq!(again.die, q.die + 1, "its last die");
    assert_eq!(play(&h).table.session().log().len(), before.0, "the step's events gone");
    press(&mut h, egui::Key::Num1);
    assert!(question(&h).is_none());
    assert_eq!(rolled(&h, RollKind::ReportedAltitude).last(), Some(&vec![4, 1]));
}

#[test]
fn who_rolls_changes_for_the_rest_of_the_campaign_from_the_play_screen() {
    let dir = tempfile::tempdir().unwrap();
    let kinds: Vec<RollKind> = DiceGroup::Raids.kinds().chain(DiceGroup::Combat.kinds()).collect();
    let s = asking(3, &kinds, |q| q.kind == RollKind::FlightPath);
    let mut h = app_on(dir.path(), s, Lang::EN);
    assert!(shows(&h, "You roll: raids, combat"), "{:?}", texts(&h));
    h.get_by_label("Who rolls…").click();
    settle(&mut h);
    // The raids to the program: the flight path asked for is rolled at once.
    h.get_by_label("Raids: size, entry, altitude, raiders, flight path, top cover (5.3, 6.4, 7.1)").click();
    settle(&mut h);
    let own = play(&h).table.own_dice().unwrap().clone();
    assert!(!own.rolls(RollKind::FlightPath) && own.rolls(RollKind::Fire));
    assert!(question(&h).is_none_or(|q| DiceGroup::of(q.kind) == DiceGroup::Combat), "{:?}", question(&h));
    assert!(shows(&h, "You roll: combat"));
    // Saved: the campaign opens again with the new kinds.
    let name = play(&h).table.session().name.clone();
    if question(&h).is_none() {
        let back = londons_burning::save::load(dir.path(), &name, ed()).unwrap();
        assert_eq!(back.own_dice().map(|o| o.kinds.clone()), Some(own.kinds.clone()));
    }
    // And back to the player.
    h.get_by_label("Raids: size, entry, altitude, raiders, flight path, top cover (5.3, 6.4, 7.1)").click();
    settle(&mut h);
    assert!(play(&h).table.own_dice().unwrap().rolls(RollKind::FlightPath));
}

#[test]
fn the_panel_says_what_the_step_did_before_the_die_it_asks_for() {
    // 8.43: the fire dice come after the attack is declared; the panel
    // says who fires at whom, from the step run with the dice entered.
    let dir = tempfile::tempdir().unwrap();
    let s = asking(3, &[RollKind::Fire], |q| q.kind == RollKind::Fire);
    let q = s.asking().unwrap().question.clone();
    let mut h = app_on(dir.path(), s, Lang::EN);
    assert!(shows(&h, &format!("Roll {}d6: fire (8.43)", q.dice)), "{:?}", texts(&h));
    let fires: Vec<String> = texts(&h)
        .into_iter()
        .filter(|t| t.starts_with("· ") && t.contains("fires") && t.contains("burst"))
        .collect();
    assert!(!fires.is_empty(), "{:?}", texts(&h));
    // Taken back by Ctrl+Z as well: the die asked for is entered again.
    press(&mut h, egui::Key::Num6);
    if question(&h).is_some_and(|n| n.die == q.die + 1) {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        settle(&mut h);
        assert_eq!(question(&h).map(|n| n.die), Some(q.die));
    }
}

#[test]
fn the_leader_roll_of_15_1_names_each_die_by_its_player() {
    // 15.1: each player rolls a die, the higher leads the section.
    let dir = tempfile::tempdir().unwrap();
    let mut setup = own(short(3), &[RollKind::SectionLeader]);
    setup.players = londons_burning::rules::Players::TwoRaf;
    let s = Session::new("Leader", ed(), setup).unwrap();
    let q = s.asking().expect("the setup asks").question.clone();
    assert_eq!((q.kind, q.dice), (RollKind::SectionLeader, 2));
    let mut h = app_on(dir.path(), s, Lang::EN);
    assert!(
        shows(&h, "the player of fighter #1:") && shows(&h, "the player of fighter #2:"),
        "{:?}",
        texts(&h)
    );
    assert!(!shows(&h, "die 1 of 2"), "named, not numbered");
    // The setup's stand-in campaign shows no pilots until they are drawn.
    assert!(shows(&h, "The pilots are known once you have drawn them (3.3)"), "{:?}", texts(&h));
    press(&mut h, egui::Key::Num5);
    let second = question(&h).expect("the second player's die");
    assert_eq!((second.kind, second.die), (RollKind::SectionLeader, q.die + 1));
    assert!(shows(&h, "the player of fighter #1:") && shows(&h, "the player of fighter #2:"));
    assert!(shows(&h, "Roll 2d6: section leader, #1 and #2 (15.1)"), "{:?}", texts(&h));
    // A tie is rolled again, and the panel says so.
    press(&mut h, egui::Key::Num5);
    let again = question(&h).expect("a tie rolled again");
    assert_eq!((again.kind, again.dice, again.die), (RollKind::SectionLeader, 2, q.die + 2));
    assert!(shows(&h, "A tie, 5 and 5: both players roll again (15.1)."), "{:?}", texts(&h));
    press(&mut h, egui::Key::Num5);
    assert!(!shows(&h, "A tie"), "the message goes with the new throw");
    press(&mut h, egui::Key::Num2);
    assert!(question(&h).is_none_or(|q| q.kind != RollKind::SectionLeader));
    let log = play(&h).table.session().log().to_vec();
    assert!(
        log.iter().any(|l| matches!(l.event, Event::SectionLeader { fighter: 1, .. })),
        "5 against 2: #1 leads"
    );
    // In Spanish too.
    let dir = tempfile::tempdir().unwrap();
    let mut setup = own(short(3), &[RollKind::SectionLeader]);
    setup.players = londons_burning::rules::Players::TwoRaf;
    let h = app_on(dir.path(), Session::new("Líder", ed(), setup).unwrap(), Lang::ES);
    assert!(shows(&h, "el jugador del caza #1:") && shows(&h, "el jugador del caza #2:"), "{:?}", texts(&h));
}

#[test]
fn the_german_player_s_secret_draws_are_asked_behind_his_curtain() {
    // 15.2 with the German player's draws made at the table: the RAF
    // player's last choice of a night runs into the next day's secret
    // plan; its draws are asked of the German player, behind the curtain.
    use londons_burning::rules::Players;
    use londons_burning::rules::state::Seat;
    let kinds: Vec<RollKind> = DiceGroup::Luftwaffe.kinds().collect();
    let mut setup = own(short(7), &kinds);
    setup.players = Players::Luftwaffe;
    let mut s = Session::new("Secret", ed(), setup).unwrap();
    let mut asked_after_raf = false;
    for _ in 0..100_000 {
        if let Some(a) = s.asking() {
            let q = a.question.clone();
            assert!(q.kind.is_secret(), "only the German draws are his: {q:?}");
            assert!(!q.counters.is_empty(), "a draw offers the cup: {q:?}");
            if let (Some(_), Pending::Decide(d)) = (&a.choice, s.campaign().pending_light())
                && s.campaign().seat(&d) == Seat::Raf
            {
                asked_after_raf = true;
                break;
            }
            s.enter(some_value(&q)).unwrap();
            continue;
        }
        let Pending::Decide(d) = s.campaign().pending_light() else { break };
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    assert!(asked_after_raf, "a secret draw asked after the RAF player's choice");
    let q = s.asking().unwrap().question.clone();
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path(), s, Lang::EN);
    assert_eq!(play(&h).table.turn(), Some(Seat::Luftwaffe), "the draw is the German player's");
    // The curtain: nothing of the draw shows, and a key does nothing.
    assert!(shows(&h, "Pass the computer to the Luftwaffe player"), "{:?}", texts(&h));
    assert!(!shows(&h, &question_prompt(&q, Lang::EN)));
    let names = counter_names(&ed(), &q.counters, Lang::EN);
    assert!(names.iter().all(|n| h.query_by_label(&format!("1 {n}")).is_none()));
    press(&mut h, egui::Key::Num1);
    assert_eq!(question(&h), Some(q.clone()), "no key reaches the panel behind the curtain");
    // He takes the screen and draws, one key a counter.
    click(&mut h, "I am the Luftwaffe player — show my turn");
    assert!(shows(&h, &question_prompt(&q, Lang::EN)), "{:?}", texts(&h));
    let mut keys = 0;
    while question(&h).is_some_and(|q| q.kind.is_secret()) {
        press(&mut h, egui::Key::Num1);
        keys += 1;
        assert!(keys < 100);
    }
    assert!(keys >= 1);
    // He plans his day; then the screen goes to the RAF player, which
    // never shows what he drew: the log hides the draws, and no "Your
    // dice" line tells them.
    for _ in 0..200 {
        let t = &play(&h).table;
        if t.turn() != Some(Seat::Luftwaffe) {
            break;
        }
        if t.dice_question().is_some() {
            press(&mut h, egui::Key::Num1);
            continue;
        }
        let Pending::Decide(d) = t.campaign().pending_light() else { break };
        let choice = londons_burning::sim::sensible(t.campaign(), &d);
        if let Screen::Play(p) = &mut h.state_mut().screen {
            p.table.choose(choice).unwrap();
        }
        settle(&mut h);
    }
    assert_eq!(play(&h).table.turn(), Some(Seat::Raf));
    click(&mut h, "I am the RAF player — show my turn");
    let t = &play(&h).table;
    let secret_lines: Vec<String> = t
        .session()
        .log()
        .iter()
        .filter(|l| l.event.secret())
        .map(|l| l.event.describe(&ed(), Lang::EN))
        .collect();
    assert!(!secret_lines.is_empty());
    let shown = texts(&h);
    for l in &secret_lines {
        assert!(!shown.iter().any(|t| t.contains(l.as_str())), "{l} shown to the RAF player");
    }
    assert!(!shown.iter().any(|t| t.starts_with("Your dice:")), "{shown:?}");
}

#[test]
fn after_a_reveal_your_dice_names_the_raiders_turned_face_up_and_the_verdict_has_no_who_rolls() {
    // The player draws the raiders, the program rolls the rest: the step
    // that turns them face up enters only the draws of an earlier step.
    let dir = tempfile::tempdir().unwrap();
    let s = asking(3, &[RollKind::RaiderDraw], |q| q.reveal.is_some());
    let mut h = app_on(dir.path(), s, Lang::EN);
    let mut keys = 0;
    while question(&h).is_some() {
        press(&mut h, egui::Key::Num1);
        keys += 1;
        assert!(keys < 20);
    }
    let line = texts(&h).into_iter().find(|t| t.starts_with("Your dice:")).expect("a Your dice line");
    let prefix = "Your dice: the raiders you drew face down → ";
    assert!(line.starts_with(prefix) && line.len() > prefix.len() + 10, "{line}");
    let log = play(&h).table.session().log().to_vec();
    let shown = log
        .iter()
        .rev()
        .find(|l| matches!(l.event, Event::Identified { .. } | Event::BackToCup { .. }))
        .unwrap()
        .event
        .describe(&ed(), Lang::EN);
    assert_eq!(line, format!("{prefix}{shown}"));
    // Played to its verdict: nothing left to roll, no Who rolls….
    let mut s = Session::new("Over", ed(), own(short(4), &[RollKind::FlightPath])).unwrap();
    for _ in 0..100_000 {
        if let Some(a) = s.asking() {
            let q = a.question.clone();
            s.enter(some_value(&q)).unwrap();
            continue;
        }
        let Pending::Decide(d) = s.campaign().pending_light() else { break };
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    assert!(s.campaign().is_over());
    let dir = tempfile::tempdir().unwrap();
    let h = app_on(dir.path(), s, Lang::EN);
    assert!(shows(&h, "The campaign is over"), "{:?}", texts(&h));
    assert!(!shows(&h, "Who rolls…") && !shows(&h, "You roll:"), "{:?}", texts(&h));
}
