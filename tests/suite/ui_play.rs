//! Playing without friction (issues 14 and 20), through the real app and
//! its accessibility tree (egui_kittest): the numbered buttons always
//! answer the decision shown, whatever made the last choice (a click, a
//! key, Enter in the picker, Undo); the picker, the warnings, the cards and
//! the recap as drawn; Spanish throughout; clicks and keys per
//! interception. What the table decides is tested without a window in
//! table.rs.

use crate::common::app::*;
use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use londons_burning::app::{App, Screen};
use londons_burning::rules::{Campaign, Choice, Decision, Pending};
use londons_burning::session::Session;
use londons_burning::sim;
use londons_burning::text::Lang;

/// The numbered buttons of the prompt, in order, without their keys:
/// "1 Stay" gives "Stay".
fn numbered_buttons(h: &Harness<'_, App>) -> Vec<String> {
    prompt_buttons(h).into_iter().map(|b| b.1).collect()
}

/// The buttons shown are the options of the decision pending now.
#[track_caller]
fn assert_buttons_answer(h: &Harness<'_, App>, what: &str) {
    let want: Vec<String> = play(h).options_now(Lang::EN).into_iter().map(|q| q.label).collect();
    assert!(!want.is_empty(), "{what}: the decision has numbered options");
    assert_eq!(numbered_buttons(h), want, "{what}: the numbered buttons answer {}", brief(&pending(h)));
}

/// A decision in a few words, for messages.
fn brief(d: &Decision) -> String {
    match d {
        Decision::Move { fighter, .. } => format!("fighter #{}'s move", fighter + 1),
        other => format!("{other:?}").chars().take(120).collect(),
    }
}

/// Fighter #1 must move and can intercept; fighter #2 moves after it and
/// cannot: their options differ.
fn two_moves(c: &Campaign, d: &Decision) -> bool {
    matches!(d, Decision::Move { fighter: 0, .. })
        && !sim::intercepts(c, 0).is_empty()
        && c.can_move(1)
        && sim::intercepts(c, 1).is_empty()
}

fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    settle(h);
}

/// The numbered button whose text contains `part`, and its number.
fn numbered(h: &Harness<'_, App>, part: &str) -> usize {
    numbered_buttons(h).iter().position(|b| b.contains(part)).unwrap_or_else(|| panic!("no {part:?} button"))
        + 1
}

fn press(h: &mut Harness<'_, App>, key: egui::Key) {
    h.key_press(key);
    settle(h);
}

#[test]
fn the_numbered_buttons_follow_every_choice() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Stale Buttons", two_moves);
    let mut h = open(dir.path(), &s, Lang::EN);
    assert!(matches!(pending(&h), Decision::Move { fighter: 0, .. }));
    assert_buttons_answer(&h, "opened");

    // A click: fighter #1 stays; fighter #2's options.
    let n = choices(&h);
    let stay = numbered(&h, "Stay");
    h.get_all_by_label_contains("Stay").next().unwrap().click();
    settle(&mut h);
    assert_eq!(choices(&h), n + 1);
    assert!(matches!(pending(&h), Decision::Move { fighter: 1, .. }));
    assert_buttons_answer(&h, "after a click");
    let _ = stay;

    // Undo: fighter #1's options again.
    click(&mut h, "↶ Undo");
    assert_eq!(choices(&h), n, "undone");
    assert!(matches!(pending(&h), Decision::Move { fighter: 0, .. }));
    assert_buttons_answer(&h, "after Undo");

    // A digit key: fighter #1 intercepts; the buttons are fighter #2's, and
    // the one it picks is legal.
    let k = numbered(&h, "Intercept");
    press(&mut h, key_of(k));
    assert_eq!(choices(&h), n + 1, "the digit made a choice");
    assert!(matches!(pending(&h), Decision::Move { fighter: 1, .. }));
    assert_buttons_answer(&h, "after a digit key");
    assert!(!numbered_buttons(&h).iter().any(|b| b.contains("Intercept")), "#2 cannot intercept");

    // Ctrl+Z, then Enter on the map: fighter #1's move picked on the map
    // and confirmed with Enter.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(&mut h);
    assert_eq!(choices(&h), n, "Ctrl+Z undid it");
    assert_buttons_answer(&h, "after Ctrl+Z");
    let target = sim::intercepts(play(&h).table.session().campaign(), 0)[0].hex;
    match &mut h.state_mut().screen {
        Screen::Play(p) => p.map_clicked(target),
        Screen::Start(_) => unreachable!(),
    }
    settle(&mut h);
    press(&mut h, egui::Key::Enter);
    assert_eq!(choices(&h), n + 1, "Enter confirmed the move picked on the map");
    assert!(matches!(pending(&h), Decision::Move { fighter: 1, .. }));
    assert_buttons_answer(&h, "after Enter on the map");

    // The buttons work: fighter #2's first one is taken.
    h.get_all_by_label_contains("Stay").next().unwrap().click();
    settle(&mut h);
    assert_eq!(choices(&h), n + 2, "fighter #2's button was legal");
    assert_eq!(play(&h).message(Lang::EN), None);
}

#[test]
fn the_night_buttons_follow_the_repairs() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(
        short,
        "Stale Night",
        |_, d| matches!(d, Decision::Repair { points: 2, sites, .. } if sites.len() >= 2),
    );
    let mut h = open(dir.path(), &s, Lang::EN);
    assert_buttons_answer(&h, "the night");
    let n = choices(&h);
    let k = numbered(&h, "Repair");
    press(&mut h, key_of(k));
    assert_eq!(choices(&h), n + 1, "the digit repaired");
    assert!(matches!(pending(&h), Decision::Repair { points: 1, .. }));
    assert_buttons_answer(&h, "after a repair by keyboard");
    // The night ends by keyboard: the next decision's buttons, not the
    // night's.
    let k = numbered(&h, "Done");
    press(&mut h, key_of(k));
    assert_eq!(choices(&h), n + 2, "the digit ended the night");
    assert!(!matches!(pending(&h), Decision::Repair { .. }));
    assert_buttons_answer(&h, "after the night ended by keyboard");
}

// ---------------------------------------------------------------------
// Item 2: the move picker.

fn raid_hex(h: &Harness<'_, App>) -> londons_burning::rules::Hex {
    play(h).table.session().campaign().state().raid.as_ref().expect("a raid").hex
}

fn pick(h: &mut Harness<'_, App>, hex: londons_burning::rules::Hex) {
    match &mut h.state_mut().screen {
        Screen::Play(p) => p.map_clicked(hex),
        Screen::Start(_) => unreachable!(),
    }
    settle(h);
}

#[test]
fn the_move_picker_fits_the_decision() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Picker", two_moves);
    let mut h = open(dir.path(), &s, Lang::EN);
    let raid = raid_hex(&h);
    pick(&mut h, raid);
    assert!(h.query_by_label(&format!("Fighter #1 to {raid}")).is_some(), "the picker is up");
    // A cell is picked (the one `Table::best_move_at` gives: table.rs).
    let c = play(&h).table.session().campaign();
    let m = play(&h).picker.picked_move(&play(&h).table).expect("a move picked by default").clone();
    // Altitude x facing: one cell a level and facing, the level heads on
    // the left; the risky levels say so.
    let levels: Vec<_> = {
        let mut v: Vec<_> = c
            .legal_moves(0)
            .into_iter()
            .filter(|x| x.hex == raid && x.landing.is_none())
            .map(|x| x.level)
            .collect();
        v.sort();
        v.dedup();
        v
    };
    for l in &levels {
        let name = londons_burning::text::level_name(*l, Lang::EN);
        let lost = c.contact_lost_chance(*l, raid);
        let row = h.query_all_by_label_contains(&name).count();
        assert!(row >= 1, "a row for {name}");
        if lost > 0.0 {
            let mark = format!("{name} ↯{:.0}%", (lost * 100.0).max(1.0));
            assert!(h.query_by_label(&mark).is_some(), "{mark}");
        }
    }
    // Confirm is in sight, inside the window.
    let confirm = h.get_by_label("Confirm move").rect();
    assert!(confirm.min.y >= 0.0 && confirm.max.y <= 1000.0 && confirm.max.x <= 1600.0, "{confirm:?}");
    // A cell picks; Confirm moves.
    let n = choices(&h);
    h.get_by_label("Confirm move").click();
    settle(&mut h);
    assert_eq!(choices(&h), n + 1, "Confirm made the move");
    assert_eq!(play(&h).table.session().choices().last(), Some(&Choice::Move { actions: m.actions }));
}

#[test]
fn land_here_once_and_the_level_choice_that_loses_contact_is_marked() {
    let dir = tempfile::tempdir().unwrap();
    // Fighter #1 airborne with an airfield in reach.
    let s = session_where(short, "Land Once", |c, d| {
        matches!(d, Decision::Move { fighter: 0, stand_down: false, .. })
            && c.legal_moves(0).iter().any(|m| m.landing.is_some() && !m.path.is_empty())
    });
    let mut h = open(dir.path(), &s, Lang::EN);
    let c = play(&h).table.session().campaign();
    let field = c.legal_moves(0).into_iter().find(|m| m.landing.is_some() && !m.path.is_empty()).unwrap().hex;
    pick(&mut h, field);
    let lands = texts(&h).into_iter().filter(|t| t.starts_with("Land here")).count();
    assert_eq!(lands, 1, "one way to land here, shown once");
}

// ---------------------------------------------------------------------
// Item 3: danger before you commit.

#[test]
fn the_moves_that_the_raid_may_catch_say_so() {
    let dir = tempfile::tempdir().unwrap();
    // Fighter #1 in the air where the raid may come next.
    let s = session_where(short, "Danger", |c, d| {
        let Decision::Move { fighter: 0, stand_down: false, .. } = d else { return false };
        let here = c.state().plane_of(c.edition(), 0).map(|p| c.state().planes[p].hex);
        here.is_some_and(|h| c.raid_danger(0).iter().any(|x| x.0 == h))
    });
    let mut h = open(dir.path(), &s, Lang::EN);
    let c = play(&h).table.session().campaign();
    let here = c.state().planes[c.state().plane_of(c.edition(), 0).unwrap()].hex;
    let p = c.raid_danger(0).into_iter().find(|x| x.0 == here).unwrap().1;
    let pct = format!("{:.0}%", (p * 100.0).max(1.0));
    let stay = numbered_buttons(&h).into_iter().find(|b| b.starts_with("Stay")).unwrap();
    assert!(stay.contains("⚠ the raid may catch it first") && stay.contains(&pct), "{stay}");
    // The picker says it too.
    pick(&mut h, here);
    assert!(
        h.query_all_by_label_contains(&format!("The raid may enter {here} next ({pct})")).next().is_some(),
        "the picker warns"
    );
}

// ---------------------------------------------------------------------
// Item 4: outcomes explained.

/// The last fighter of a combat of two rounds or more is about to land.
fn combat_landing(c: &Campaign, d: &Decision) -> bool {
    matches!(d, Decision::Land { forced: false, .. })
        && c.state().combat.as_ref().is_some_and(|x| x.raf.is_empty() && x.to_land.len() == 1 && x.round >= 2)
}

#[test]
fn a_combat_ends_with_its_summary_in_what_happened_and_in_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Summary", combat_landing);
    let mut h = open(dir.path(), &s, Lang::EN);
    // The altitude box still shows the fighters that left it, hits and all.
    assert!(h.query_by_label("Out of the altitude box").is_some());
    let hex = play(&h).table.session().campaign().state().combat.as_ref().unwrap().hex;
    let title =
        |h: &Harness<'_, App>| h.query_all_by_label_contains(&format!("Combat in {hex}: the ")).count();
    assert_eq!(title(&h), 0, "no summary before the combat ends");
    h.get_all_by_label_contains("Land at").next().unwrap().click();
    crate::common::fit::settle_layout(&mut h);
    // In the side column's "what happened", which opens on it (issue 28:
    // never over the controls).
    assert_eq!(play(&h).tab, londons_burning::app::SideTab::Happened);
    assert_eq!(title(&h), 1, "the summary in what happened");
    let lines = texts(&h);
    assert!(lines.iter().any(|t| t.contains("landed at")), "who came down where");
    assert!(lines.iter().any(|t| t.contains(" fired ") || t == "Nobody was hit."), "who fired");
    // Shown through the next frames; Escape folds it (the tab the player
    // had comes back), and the log has it.
    crate::common::fit::settle_layout(&mut h);
    assert_eq!(title(&h), 1);
    h.key_press(egui::Key::Escape);
    crate::common::fit::settle_layout(&mut h);
    assert_ne!(play(&h).tab, londons_burning::app::SideTab::Happened, "folded");
    // The Log tab (not the log's own heading, in sight on a tall window).
    h.query_all_by_label("Log")
        .find(|n| {
            use egui_kittest::kittest::NodeT;
            n.accesskit_node().role() != egui::accesskit::Role::Label
        })
        .expect("the Log tab")
        .click();
    crate::common::fit::settle_layout(&mut h);
    assert_eq!(title(&h), 1, "kept in the log");
    // The log's Latest control.
    assert!(h.query_by_label("↓ Latest").is_some());
}

// ---------------------------------------------------------------------
// Item 5: days do not pass unseen.

/// Flies every patrol it can, never fights: its pilots are soon
/// exhausted, and whole phases fly by without a decision.
fn tired(c: &Campaign, d: &Decision) -> Choice {
    match d {
        Decision::Position(o) => sim::patrol_spot(c, o).unwrap_or(Choice::StandBy),
        Decision::Move { stand_down: true, .. } => Choice::StandDown,
        Decision::Move { .. } => Choice::Move { actions: Vec::new() },
        Decision::Attack { .. } => Choice::Withdraw,
        Decision::Repair { .. } => Choice::EndRepairs,
        other => passive(other),
    }
}

/// A night whose "Done" lets a whole day fly by.
fn before_a_recap() -> Session {
    for seed in 1..60u64 {
        let mut s =
            Session::new("Recap", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
        while let Pending::Decide(d) = s.campaign().pending_light() {
            let choice = tired(s.campaign(), &d);
            if matches!(d, Decision::Repair { .. }) {
                let mut t = s.clone();
                let len = t.log().len();
                t.apply(choice.clone()).unwrap();
                let skipped = t.log()[len..]
                    .iter()
                    .filter(|l| matches!(l.event, londons_burning::rules::Event::PhaseBegins { .. }))
                    .count();
                if skipped >= 3 {
                    return s;
                }
            }
            s.apply(choice).unwrap();
        }
    }
    panic!("no tired campaign lets a day fly by");
}

#[test]
fn a_recap_shows_what_flew_by_without_a_decision() {
    let dir = tempfile::tempdir().unwrap();
    let s = before_a_recap();
    let date = s.campaign().state().date;
    let mut h = open(dir.path(), &s, Lang::EN);
    h.get_all_by_label_contains("Done (unused points are lost)").next().unwrap().click();
    settle(&mut h);
    let next = londons_burning::text::date(date.succ_opt().unwrap(), Lang::EN);
    let lines = texts(&h);
    assert!(
        lines.iter().any(|t| t.starts_with("Flown without you") && t.contains(&next)),
        "a recap of {next}: {:?}",
        lines.iter().filter(|t| t.contains("without")).collect::<Vec<_>>()
    );
    for phase in ["7 a.m.", "10 a.m.", "2 p.m."] {
        assert!(lines.iter().any(|t| t.starts_with(&format!("{next}, {phase}: "))), "{phase} told");
    }
    assert!(lines.iter().any(|t| t.starts_with("Score since your last decision")));
    assert!(lines.iter().any(|t| t.starts_with("Now: RAF ")));
}

// ---------------------------------------------------------------------
// Item 7: Spanish throughout.

/// Common English words that are not Spanish words.
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "of",
    "to",
    "with",
    "from",
    "for",
    "at",
    "in",
    "on",
    "by",
    "is",
    "are",
    "was",
    "were",
    "be",
    "this",
    "that",
    "it",
    "its",
    "his",
    "your",
    "you",
    "stay",
    "move",
    "moves",
    "land",
    "lands",
    "landed",
    "attack",
    "attacks",
    "pass",
    "passes",
    "withdraw",
    "withdraws",
    "intercept",
    "intercepts",
    "close",
    "fighter",
    "fighters",
    "bomber",
    "bombers",
    "raid",
    "raids",
    "raider",
    "raiders",
    "burst",
    "bursts",
    "hit",
    "hits",
    "level",
    "levels",
    "feet",
    "ft",
    "score",
    "log",
    "days",
    "day",
    "phase",
    "phases",
    "all",
    "only",
    "dice",
    "night",
    "repair",
    "repairs",
    "repaired",
    "points",
    "point",
    "left",
    "done",
    "damage",
    "damaged",
    "victory",
    "victories",
    "fatigue",
    "tired",
    "calendar",
    "pilots",
    "pilot",
    "reserve",
    "arrives",
    "returns",
    "outbound",
    "homeward",
    "inbound",
    "speed",
    "impulse",
    "identified",
    "face",
    "down",
    "undo",
    "saved",
    "campaign",
    "campaigns",
    "rules",
    "latest",
    "summary",
    "combat",
    "round",
    "segment",
    "box",
    "altitude",
    "map",
    "sun",
    "head",
    "heading",
    "target",
    "targets",
    "bombed",
    "destroyed",
    "lost",
    "contact",
    "may",
    "catch",
    "first",
    "both",
    "scramble",
    "take",
    "off",
    "facing",
    "confirm",
    "enter",
    "pick",
    "here",
    "ways",
    "end",
    "over",
    "nobody",
    "fired",
    "shots",
    "shot",
    "wounded",
    "killed",
    "bailed",
    "out",
    "safe",
    "none",
    "before",
    "after",
    "next",
    "now",
    "since",
    "decision",
    "records",
    "journal",
    "review",
    "books",
    "scores",
    "back",
    "dismiss",
    "more",
    "ground",
    "airfield",
    "sea",
    "open",
    "heavy",
    "light",
    "weather",
    "clear",
    "rain",
    "east",
    "west",
    "north",
    "south",
    "flies",
    "flight",
    "path",
    "roll",
    "draw",
    "counter",
    "patrol",
    "patrols",
    "stands",
    "by",
    "aircraft",
    "bombs",
    "bomb",
    "ammunition",
    "action",
    "pass",
    "call",
    "wait",
    "fighter-bomber",
    "wingman",
    "outbound",
    "ok",
    "flown",
    "without",
    "you",
    "ends",
    "interception",
    "picker",
    "which",
];

/// The names on the screen (places, pilots, aircraft types, the counters'
/// printed names, the campaign's): not words to translate.
fn names(s: &Session) -> Vec<String> {
    let ed = s.edition();
    let mut v: Vec<String> = ed.sites.iter().map(|x| x.name.clone()).collect();
    v.extend((0..ed.pilots.len() as u8).map(|p| londons_burning::text::pilot_name(ed, p)));
    v.extend(ed.raf_types.iter().map(|t| t.name.clone()));
    v.extend(ed.german_types.iter().map(|t| londons_burning::text::type_name(t, Lang::ES)));
    v.extend(["Ningún Raid".to_string(), "Remix".to_string(), "London".to_string(), s.name.clone()]);
    // Longest first, so "Biggin Hill" goes before "Hill" would.
    v.sort_by_key(|n| std::cmp::Reverse(n.len()));
    v
}

/// The English words on the screen, with where they were.
fn english_on_screen(h: &Harness<'_, App>) -> Vec<String> {
    let s = &play(h).table.session();
    let names = names(s);
    let mut bad = Vec::new();
    for t in texts(h) {
        let mut rest = t.clone();
        for n in &names {
            rest = rest.replace(n.as_str(), " ");
        }
        for w in rest.split(|c: char| !c.is_alphabetic() && c != '-') {
            let w = w.trim_matches('-').to_lowercase();
            if ENGLISH.contains(&w.as_str()) {
                bad.push(format!("{w:?} in {t:?}"));
            }
        }
    }
    bad.sort();
    bad.dedup();
    bad
}

#[test]
fn the_spanish_screens_hold_no_english_word() {
    let moments: Vec<(&str, Session)> = vec![
        ("positioning", session_where(short, "Posicion", |_, d| matches!(d, Decision::Position(_)))),
        ("a move", session_where(short, "Movimiento", two_moves)),
        (
            "a combat",
            session_where(
                short,
                "Combate",
                |_, d| matches!(d, Decision::Attack { targets, .. } if !targets.is_empty()),
            ),
        ),
        ("the end of a combat", session_where(short, "Fin", combat_landing)),
        ("the night", session_where(short, "Noche", |_, d| matches!(d, Decision::Repair { .. }))),
        ("a recap", before_a_recap()),
    ];
    let mut found = Vec::new();
    for (what, s) in moments {
        let dir = tempfile::tempdir().unwrap();
        let mut h = open(dir.path(), &s, Lang::ES);
        let mut look = |h: &Harness<'_, App>, when: &str| {
            found.extend(english_on_screen(h).into_iter().map(|b| format!("{when}: {b}")));
        };
        look(&h, what);
        match pending(&h) {
            // The move picker and the quick moves.
            Decision::Move { .. } => {
                let raid = raid_hex(&h);
                match &mut h.state_mut().screen {
                    Screen::Play(p) => p.map_clicked(raid),
                    Screen::Start(_) => unreachable!(),
                }
                settle(&mut h);
                look(&h, "the move picker");
            }
            // The combat's summary and the raid's.
            Decision::Land { .. } => {
                h.get_all_by_label_contains("Aterrizar en").next().unwrap().click();
                settle(&mut h);
                look(&h, "the summaries");
            }
            // The recap.
            Decision::Repair { .. } if what == "a recap" => {
                h.get_all_by_label_contains("Terminar (los puntos").next().unwrap().click();
                settle(&mut h);
                assert!(
                    texts(&h).iter().any(|t| t.starts_with("Se jugó sin usted")),
                    "the recap, in Spanish"
                );
                look(&h, "the recap");
            }
            _ => {}
        }
    }
    assert!(found.is_empty(), "English on the Spanish screens:\n{}", found.join("\n"));
}

// ---------------------------------------------------------------------
// Clicks per interception.

/// Clicks the numbered button whose label starts with the first of
/// `parts` that one does (or presses its key); returns its label.
fn click_quick(h: &mut Harness<'_, App>, parts: &[&str], keys: bool) -> Option<String> {
    let buttons = prompt_buttons(h);
    for part in parts {
        if let Some(i) = buttons.iter().position(|b| b.1.starts_with(part)) {
            let (cap, label) = &buttons[i];
            if keys {
                h.key_press(key_of(i + 1));
            } else {
                h.get_by_label(&format!("{cap} {label}")).click();
            }
            settle(h);
            return Some(label.clone());
        }
    }
    None
}

/// Plays one interception by clicks only, from the scramble to the last
/// landing: both fighters stand by at base (not counted), then every click
/// is a numbered option that decides something. Returns the clicks, or
/// None when this raid gave no combat with both fighters.
fn interception_clicks(h: &mut Harness<'_, App>, keys: bool) -> Option<(u32, Vec<String>)> {
    let start = play(h).table.session().campaign().state().date;
    // Positioning: both at base, one click.
    click_quick(h, &["Both stand by at base"], keys)?;
    let (mut clicks, mut trail, mut both_fought) = (0u32, Vec::new(), false);
    for _ in 0..60 {
        let Pending::Decide(d) = play(h).table.session().campaign().pending() else { return None };
        let c = play(h).table.session().campaign();
        if c.state().date != start || matches!(d, Decision::Position(_) | Decision::Repair { .. }) {
            break;
        }
        if let Some(x) = &c.state().combat {
            both_fought |= x.raf.len() == 2;
        }
        let parts: &[&str] = match &d {
            Decision::Move { stand_down: true, .. } => &["Both scramble", "Scramble"],
            Decision::Move { .. } => &["Both intercept", "Intercept in", "Both close in", "Close in", "Stay"],
            Decision::Placement { .. } => {
                &["Both: Out of the sun", "Both: Head-on", "Out of the sun", "Head-on", "Normal position"]
            }
            Decision::Attack { targets, .. } if !targets.is_empty() => &["Both attack", "Attack"],
            Decision::Attack { .. } => &["Withdraw"],
            Decision::AttackOrder { .. } => &["Fighter #1 first"],
            Decision::Bursts { .. } => &["All ", "1 burst"],
            Decision::Land { .. } => &["Both land at", "Land at", "Crash-land"],
            _ => return None,
        };
        let before = numbered_buttons(h);
        let clicked = click_quick(h, parts, keys).unwrap_or_else(|| panic!("no {parts:?} in {before:?}"));
        clicks += 1;
        trail.push(format!("{clicked} [{}]", brief(&d).chars().take(24).collect::<String>()));
        // The raid is over for the section: both back at base.
        if play(h).table.session().campaign().state().raid.is_none() {
            break;
        }
    }
    both_fought.then_some((clicks, trail))
}

#[test]
fn an_interception_by_both_fighters_takes_few_clicks_or_keys_each_a_decision() {
    for (keys, what) in [(false, "clicks"), (true, "keys")] {
        // Mornings that begin with both pilots fresh at base.
        let mut counts = Vec::new();
        for seed in 1..40u64 {
            let s = Session::new("Clicks", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed))
                .unwrap();
            let dir = tempfile::tempdir().unwrap();
            let mut h = open(dir.path(), &s, Lang::EN);
            if let Some((n, trail)) = interception_clicks(&mut h, keys) {
                println!("seed {seed}: {n} {what}: {}", trail.join(" | "));
                counts.push(n);
            }
            if counts.len() >= 8 {
                break;
            }
        }
        counts.sort_unstable();
        assert!(counts.len() >= 5, "enough interceptions: {counts:?}");
        let median = counts[counts.len() / 2];
        println!("{what} per interception (scramble to landing, both fighters): {counts:?}, median {median}");
        assert!(median <= 8, "a typical interception takes {median} {what}: {counts:?}");
        assert!(counts.iter().all(|&n| n <= 8), "none takes more than 8 {what}: {counts:?}");
    }
}
