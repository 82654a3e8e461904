//! Every choice from the keyboard (issue 20): a whole day of a short
//! campaign played with keys only, through the real app — the numbered
//! options by their keys (1-9, 0, then letters), moves and patrols in the
//! picker (M, the arrows, Page Up/Down, Enter); Escape closes the newest
//! panel; the key legend (H).

use crate::common::app::*;
use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use londons_burning::app::picker::{Cell, Target};
use londons_burning::app::{App, Screen};
use londons_burning::rules::{Choice, Decision, Pending};
use londons_burning::session::Session;
use londons_burning::sim;
use londons_burning::table::Action;
use londons_burning::text::Lang;

fn press(h: &mut Harness<'_, App>, key: egui::Key) {
    h.key_press(key);
    settle(h);
}

/// Where the picker is, as (target, cell).
fn picker(h: &Harness<'_, App>) -> (Option<Target>, Option<Cell>) {
    let p = play(h);
    (p.picker.target.filter(|_| p.picker.is_open(&p.table)), p.picker.cell)
}

/// Walks the picker with the keys to `target` and `cell`; false if it
/// cannot get there.
fn walk(h: &mut Harness<'_, App>, target: Target, cell: Cell) -> bool {
    if picker(h).0.is_none() {
        press(h, egui::Key::M);
    }
    for _ in 0..80 {
        if picker(h).0 == Some(target) {
            break;
        }
        press(h, egui::Key::PageDown);
    }
    if picker(h).0 != Some(target) {
        return false;
    }
    let level = |c: Option<Cell>| match c {
        Some(Cell::Fly(l, _)) => Some(l),
        _ => None,
    };
    for _ in 0..12 {
        let now = picker(h).1;
        if now == Some(cell) {
            return true;
        }
        let key = match (cell, level(now)) {
            (Cell::Land, _) => egui::Key::ArrowDown,
            (Cell::Fly(want, _), Some(l)) if l < want => egui::Key::ArrowUp,
            (Cell::Fly(want, _), Some(l)) if l > want => egui::Key::ArrowDown,
            (Cell::Fly(..), None) => egui::Key::ArrowUp,
            (Cell::Fly(..), Some(_)) => egui::Key::ArrowRight,
        };
        press(h, key);
    }
    picker(h).1 == Some(cell)
}

/// Makes `choice` with keys only; returns how it was made.
fn by_keys(h: &mut Harness<'_, App>, choice: &Choice) -> &'static str {
    let options = play(h).options_now(Lang::EN);
    if let Some(i) = options.iter().position(|o| o.action == Action::One(choice.clone())) {
        press(h, key_of(i + 1));
        return "option key";
    }
    let c = play(h).table.campaign().clone();
    match (choice, c.pending_light()) {
        (Choice::Patrol { site, level, facing }, _)
            if walk(h, Target::Patrol(*site), Cell::Fly(*level, *facing)) =>
        {
            press(h, egui::Key::Enter);
            return "picker";
        }
        (Choice::Move { actions }, Pending::Decide(Decision::Move { fighter, .. })) => {
            let end = c.simulate_move(fighter, actions).expect("the bot's move is legal");
            let cell = if end.landing.is_some() { Cell::Land } else { Cell::Fly(end.level, end.facing) };
            if walk(h, Target::Move(end.hex), cell) {
                press(h, egui::Key::Enter);
                return "picker";
            }
        }
        _ => {}
    }
    // Not reachable as the bot wants it: the first option, by its key.
    if picker(h).0.is_some() {
        press(h, egui::Key::Escape);
    }
    press(h, key_of(1));
    "first option key"
}

#[test]
fn a_whole_day_by_keys_only() {
    let dir = tempfile::tempdir().unwrap();
    let s = Session::new("Keys", ed(), short(11)).unwrap();
    let mut h = open(dir.path(), &s, Lang::EN);
    let start = play(&h).state().date;
    let mut ways = std::collections::BTreeMap::<&str, u32>::new();
    let mut decisions = 0;
    while play(&h).state().date == start {
        let Pending::Decide(d) = play(&h).table.campaign().pending() else { panic!("over") };
        let n = choices(&h);
        let want = sim::sensible(play(&h).table.campaign(), &d);
        let how = by_keys(&mut h, &want);
        *ways.entry(how).or_default() += 1;
        assert!(choices(&h) > n, "decision {decisions} ({d:?}): the keys made no choice ({how})");
        if how != "first option key" {
            assert_eq!(play(&h).table.session().choices()[n], want, "the keys made the choice wanted");
        }
        decisions += 1;
        assert!(decisions < 200, "the day never ends");
    }
    println!("a day by keys: {decisions} decisions: {ways:?}");
    assert!(decisions >= 8, "a day of decisions: {decisions}");
    assert!(ways.get("picker").is_some_and(|&n| n >= 2), "moves or patrols through the picker: {ways:?}");
    assert!(
        ways.get("first option key").copied().unwrap_or(0) * 10 <= decisions,
        "the bot's own choice was reachable by keys almost always: {ways:?}"
    );
}

#[test]
fn escape_closes_the_newest_panel_and_h_shows_the_keys() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Panels", |c, d| {
        matches!(d, Decision::Move { fighter: 0, stand_down: false, .. }) && c.state().raid.is_some()
    });
    let mut h = open(dir.path(), &s, Lang::EN);
    // The legend, then the picker, then the rules window: Escape closes
    // them newest first.
    press(&mut h, egui::Key::H);
    assert!(h.query_by_label("Keys").is_some(), "the legend is up");
    press(&mut h, egui::Key::M);
    assert!(picker(&h).0.is_some(), "the picker is up");
    press(&mut h, egui::Key::F1);
    assert!(h.state().rules.open, "the rules are up");
    press(&mut h, egui::Key::Escape);
    assert!(!h.state().rules.open, "Escape closed the rules first");
    assert!(picker(&h).0.is_some());
    press(&mut h, egui::Key::Escape);
    assert!(picker(&h).0.is_none(), "then the picker");
    assert!(h.query_by_label("Keys").is_some(), "the legend stays");
    press(&mut h, egui::Key::Escape);
    assert!(h.query_by_label("Keys").is_none(), "then the legend");
}

#[test]
fn tab_walks_the_prompt_first_and_skips_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Tabs", |_, d| matches!(d, Decision::Position(_)));
    let mut h = open(dir.path(), &s, Lang::EN);
    let focused = |h: &Harness<'_, App>| {
        h.query_all(egui_kittest::kittest::By::new())
            .find(|n| n.is_focused())
            .map(|n| (n.accesskit_node().label().unwrap_or_default(), n.rect()))
    };
    // The prompt is the bottom of the window; the log the right panel.
    let prompt_top = prompt_buttons(&h)
        .iter()
        .filter_map(|(cap, label)| h.query_by_label(&format!("{cap} {label}")).map(|n| n.rect().min.y))
        .fold(f32::MAX, f32::min)
        - 60.0;
    press(&mut h, egui::Key::Tab);
    let (first, rect) = focused(&h).expect("Tab focuses something");
    assert!(rect.min.y >= prompt_top, "Tab starts in the prompt: {first:?} at {rect:?}");
    for _ in 0..60 {
        press(&mut h, egui::Key::Tab);
        if let Some((f, r)) = focused(&h) {
            let log_link = f.starts_with('[') && r.min.x > 1100.0 && r.min.y < prompt_top;
            assert!(!log_link, "Tab reached a rule number of the log: {f:?} at {r:?}");
        }
    }
}

/// Every option has a key: no decision of any version of the game (the
/// Luftwaffe player's entries and aircraft, a night with many targets to
/// repair) has more options than there are keys.
#[test]
fn there_are_keys_enough_for_every_decision() {
    use londons_burning::rules::state::Players;
    use londons_burning::table::{Store, Table};
    let keys = londons_burning::app::keys::OPTION_KEYS.len();
    let dir = tempfile::tempdir().unwrap();
    let mut most = 0;
    for players in [Players::Solitaire, Players::Luftwaffe] {
        for seed in 1..6u64 {
            let mut setup = short(seed);
            setup.scenario = Scenario::Regular;
            setup.players = players;
            let mut t = Table::resume(Store::new(dir.path()), Session::new("Keys", ed(), setup).unwrap());
            let mut rng =
                <rand_chacha::ChaCha8Rng as rand_chacha::rand_core::SeedableRng>::seed_from_u64(seed);
            while let Some(d) = t.decision().cloned() {
                most = most.max(t.options().len());
                assert!(t.options().len() <= keys, "{} options at {d:?}", t.options().len());
                let c = sim::random(t.campaign(), &d, &mut rng);
                // The random bot's choice, straight to the session (no save).
                let mut s = t.session().clone();
                s.apply(c).unwrap();
                t = Table::resume(Store::new(dir.path()), s);
            }
        }
    }
    println!("the most options at one decision: {most} (keys: {keys})");
}

/// F1 puts the keyboard in the rules' search box: what the player types
/// next searches the rules and never reaches the game (A asked the advisor,
/// marking the campaign as played with advice; a digit played an option).
#[test]
fn what_is_typed_after_f1_searches_the_rules() {
    let dir = tempfile::tempdir().unwrap();
    let s = Session::new("Search", ed(), short(4)).unwrap();
    let mut h = open(dir.path(), &s, Lang::EN);
    let n = choices(&h);
    press(&mut h, egui::Key::F1);
    assert!(h.state().rules.open, "F1 opens the rules");
    assert!(h.query_all_by_label("Search").any(|n| n.is_focused()), "the search box has the keyboard");
    for key in [egui::Key::A, egui::Key::Num1, egui::Key::M] {
        press(&mut h, key);
    }
    h.event(egui::Event::Text("a1".into()));
    settle(&mut h);
    assert_eq!(h.state().rules.query, "a1", "the keys went to the search");
    let p = play(&h);
    assert_eq!(choices(&h), n, "no option was played");
    assert!(!p.table.session().advised(), "the advisor was not asked");
    assert!(!p.picker.is_open(&p.table), "the picker did not open");
    // Escape closes the rules; the keys are the game's again.
    press(&mut h, egui::Key::Escape);
    assert!(!h.state().rules.open);
    press(&mut h, egui::Key::Num1);
    assert_eq!(choices(&h), n + 1, "1 plays option 1 again");
}

/// The key a button shows, as egui's key and modifiers.
fn key_of_cap(cap: &str) -> (egui::Modifiers, egui::Key) {
    use egui::{Key, Modifiers};
    match cap {
        "Ctrl+Z" => (Modifiers::COMMAND, Key::Z),
        "Esc" => (Modifiers::NONE, Key::Escape),
        "Enter" => (Modifiers::NONE, Key::Enter),
        "⌫" => (Modifiers::NONE, Key::Backspace),
        c => (Modifiers::NONE, Key::from_name(c).unwrap_or_else(|| panic!("no key {c:?}"))),
    }
}

/// What a press or a click changed: the choices made, the table's
/// version, the rules window, and every text on show.
fn after(h: &Harness<'_, App>) -> (usize, u64, bool, Vec<String>) {
    (choices(h), play(h).table.version(), h.state().rules.open, texts(h))
}

/// Steps until the advisor is no longer thinking (a quick advisor: the
/// figures are not what is tested), at most two minutes.
fn advice_done(h: &mut Harness<'_, App>) {
    for _ in 0..6000 {
        let Screen::Play(p) = &mut h.state_mut().screen else { break };
        if !matches!(p.table.advice(), londons_burning::table::AdviceState::Thinking(..)) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    settle(h);
}

/// A button that shows the key that presses it, as the accessibility
/// tree tells a screen reader: the key as the button shows it ("3", "A",
/// "Ctrl+Z", "Esc", "Enter", "⌫"), its name, where it is.
struct Keyed {
    cap: String,
    label: String,
    rect: egui::Rect,
}

/// The enabled buttons on show that have a keyboard shortcut.
fn keys_shown(h: &Harness<'_, App>) -> Vec<Keyed> {
    use egui::accesskit::Role;
    h.query_all_by_role(Role::Button)
        .filter(|n| !n.accesskit_node().is_disabled())
        .filter_map(|n| {
            let cap = n.accesskit_node().data().keyboard_shortcut()?.to_string();
            let label = n.accesskit_node().label().unwrap_or_default().to_string();
            Some(Keyed { cap, label, rect: n.rect() })
        })
        .collect()
}

/// Every button that shows a key (the prompt's numbered options, the
/// night's buttons, the altitude box's attacks, Undo, the advisor and its
/// "ask" and "close", the keys' legend and the rules, the ✕ of the picker
/// and the legend, the picker's Enter, the own dice's faces and ⌫) is
/// pressed by that key: the key and a click leave the same screen and the
/// same campaign, and the click changed something. In each situation the
/// buttons are those the accessibility tree gives a keyboard shortcut.
#[test]
fn every_key_shown_on_a_button_presses_it() {
    use egui::accesskit::Role;
    let dir = tempfile::tempdir().unwrap();
    let moving = session_where(short, "Keyed move", |c, d| {
        matches!(d, Decision::Move { fighter: 0, stand_down: false, .. }) && c.state().raid.is_some()
    });
    let night = session_where(
        short,
        "Keyed night",
        |_, d| matches!(d, Decision::Repair { planes, sites, .. } if !planes.is_empty() || !sites.is_empty()),
    );
    // A combat: the altitude box on show, its "Attack #n" buttons.
    let combat = session_where(
        short,
        "Keyed combat",
        |_, d| matches!(d, Decision::Attack { targets, .. } if !targets.is_empty()),
    );
    // Own dice: a die asked for after one entered (⌫ takes it back), one
    // thrown (its faces) and one drawn from the cup (its counters).
    let dice = |name: &str, draw: bool| {
        use londons_burning::rules::dice::{OwnDice, RollKind};
        let mut setup = short(3);
        let kinds = [RollKind::Weather, RollKind::RaidSize, RollKind::EntryHex, RollKind::FlightPath];
        setup.options.own_dice = Some(OwnDice::rolling(kinds));
        let mut s = Session::new(name, ed(), setup).unwrap();
        for _ in 0..10_000 {
            match s.asking().map(|a| a.question.clone()) {
                Some(q) if q.is_draw() == draw && s.can_take_back() => return s,
                Some(q) => {
                    s.enter((q.die % q.sides as u64) as u8 + 1).unwrap();
                }
                None => {
                    let Pending::Decide(d) = s.campaign().pending_light() else { panic!("over") };
                    let choice = sim::sensible(s.campaign(), &d);
                    s.apply(choice).unwrap();
                }
            }
        }
        panic!("no die asked for after one entered (a draw: {draw})");
    };
    let thrown = dice("Keyed dice", false);
    let drawn = dice("Keyed counters", true);
    let quick = |h: &mut Harness<'static, App>| {
        let Screen::Play(p) = &mut h.state_mut().screen else { panic!("no campaign open") };
        *p.table.advice_config_mut() = londons_burning::sim::advisor::AdviceConfig::fixed(4, 1, false);
    };
    type Prep = fn(&mut Harness<'static, App>);
    // The first decision: once a fighter stands by (no die rolled), Undo
    // can take it back.
    let first = Session::new("Keyed undo", ed(), short(3)).unwrap();
    let situations: [(&str, &Session, Prep); 9] = [
        ("a choice to take back", &first, |h| press(h, egui::Key::Num1)),
        ("a move", &moving, |_| {}),
        ("the night", &night, |_| {}),
        ("a combat", &combat, |_| {}),
        ("own dice", &thrown, |_| {}),
        ("own counters", &drawn, |_| {}),
        ("the picker open", &moving, |h| press(h, egui::Key::M)),
        ("the legend open", &moving, |h| press(h, egui::Key::H)),
        ("the advisor's first ask", &moving, |h| press(h, egui::Key::A)),
    ];
    let mut caps = std::collections::BTreeSet::new();
    let mut pressed = Vec::new();
    let mut tried = 0;
    for (what, s, prep) in situations {
        let fresh = |quick: &dyn Fn(&mut Harness<'static, App>)| {
            let mut h = open(dir.path(), s, Lang::EN);
            quick(&mut h);
            prep(&mut h);
            settle(&mut h);
            h
        };
        let h = fresh(&quick);
        let keyed = keys_shown(&h);
        assert!(!keyed.is_empty(), "{what}: no button shows a key");
        let before = after(&h);
        drop(h);
        for k in keyed {
            let name = format!("{what}: {:?} ({})", k.label, k.cap);
            // By the pointer, on the button noted, then the pointer gone
            // (no tooltip left on show).
            let mut h = fresh(&quick);
            let node = h
                .query_all_by_role(Role::Button)
                // At the place noted (a button may be a little taller than
                // its place in the prompt's rows).
                .find(|n| (n.rect().min - k.rect.min).length() < 1.0 && n.rect().contains(k.rect.center()))
                .unwrap_or_else(|| {
                    let near: Vec<_> = h
                        .query_all_by_role(Role::Button)
                        .map(|n| (n.accesskit_node().label().unwrap_or_default().to_string(), n.rect()))
                        .filter(|(_, r)| (r.center() - k.rect.center()).length() < 60.0)
                        .collect();
                    panic!("{name}: no button where it was noted, {:?}; near: {near:?}", k.rect)
                });
            node.click();
            h.step();
            h.event(egui::Event::PointerGone);
            advice_done(&mut h);
            let clicked = after(&h);
            assert_ne!(clicked, before, "{name}: the click changed nothing");
            // By the key alone.
            let mut h = fresh(&quick);
            let (m, key) = key_of_cap(&k.cap);
            h.key_press_modifiers(m, key);
            h.step();
            advice_done(&mut h);
            assert_eq!(after(&h), clicked, "{name}: the key does not do what the click does");
            caps.insert(k.cap.clone());
            pressed.push((what, k.label.clone(), k.cap.clone()));
            tried += 1;
        }
    }
    println!("{tried} buttons pressed by their keys: {caps:?}");
    for cap in ["1", "A", "H", "F1", "Ctrl+Z", "Esc", "Enter", "⌫"] {
        assert!(caps.contains(cap), "no button showing {cap} was tried: {caps:?}");
    }
    // The buttons outside the prompt that press an option or close a
    // panel show their keys too.
    let was = |what: &str, label: &dyn Fn(&str) -> bool, cap: &dyn Fn(&str) -> bool| {
        pressed.iter().any(|(w, l, c)| *w == what && label(l) && cap(c))
    };
    let digit = |c: &str| c.len() == 1 && c.chars().all(|x| x.is_ascii_alphanumeric());
    assert!(
        was("a combat", &|l| l.starts_with("Attack #"), &digit),
        "the altitude box's attacks: {pressed:?}"
    );
    assert!(
        was("the night", &|l| l.starts_with("Replace ") || l.starts_with("Repair "), &digit),
        "{pressed:?}"
    );
    assert!(was("own dice", &|l| l.starts_with("Face "), &digit), "the dice's faces: {pressed:?}");
    assert!(was("own counters", &|l| l.starts_with("1 "), &|c| c == "1"), "the cup's counters: {pressed:?}");
    assert!(was("own dice", &|l| l.starts_with("Take back"), &|c| c == "⌫"), "the dice's ⌫: {pressed:?}");
    assert!(was("the advisor's first ask", &|l| l == "Ask the advisor", &|c| c == "A"), "{pressed:?}");
    assert!(
        was("the advisor's first ask", &|l| l == "Close", &|c| c == "Esc"),
        "the advice's Close: {pressed:?}"
    );
    assert!(was("the picker open", &|l| l == "✕", &|c| c == "Esc"), "the picker's ✕: {pressed:?}");
}
