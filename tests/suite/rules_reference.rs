//! The rules reference (src/reference.rs, assets/rules/*.md): every rule the
//! program names has a page in both languages, the two languages have the
//! same pages, the Spanish pages hold no English sentence; the `rules`
//! command; and the app's rules window (a click on a rule number in the log
//! opens its page, search, back).

use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use londons_burning::app::{App, AppConfig, Screen};
use londons_burning::text::Lang;
use londons_burning::reference::{self, Page};
use londons_burning::rules::state::Players;
use londons_burning::rules::{Campaign, Options, Pending};
use londons_burning::session::Session;
use std::collections::BTreeSet;
use std::path::Path;

/// Every string literal in the program's source that is a rule number
/// ("8.42", "6", "R16") on a line that hands out a rule (`=> "8.42"`,
/// `push("14.1")`, `rule: ...`): what `Event::rule`, `RollKind::rule`,
/// `Decision::rule`, `WithdrawReason::rule`, `MoveError::rule` and the
/// report can name.
fn rule_strings_in_source() -> BTreeSet<String> {
    fn walk(dir: &Path, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text.lines() {
                if !(line.contains("=>") || line.contains("push(") || line.contains("rule")) {
                    continue;
                }
                for (i, lit) in line.split('"').enumerate() {
                    if i % 2 == 1 && is_rule_number(lit) {
                        out.insert(lit.to_string());
                    }
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

fn is_rule_number(s: &str) -> bool {
    if let Some(n) = s.strip_prefix('R') {
        return (1..=2).contains(&n.len()) && n.chars().all(|c| c.is_ascii_digit());
    }
    let (whole, part) = s.split_once('.').unwrap_or((s, "1"));
    (1..=2).contains(&whole.len())
        && (1..=2).contains(&part.len())
        && whole.chars().chain(part.chars()).all(|c| c.is_ascii_digit())
}

#[test]
fn every_rule_the_program_names_has_a_page_in_both_languages() {
    let rules = rule_strings_in_source();
    // The scan must see the engine's rule tables (not a vacuous pass).
    for r in ["3.3", "5.3", "6", "6.4", "8.42", "8.44", "11", "14.3", "15.2", "R16", "R20"] {
        assert!(rules.contains(r), "the source scan missed {r}: {rules:?}");
    }
    assert!(rules.len() >= 50, "{rules:?}");
    for lang in Lang::ALL {
        let missing: Vec<&String> = rules.iter().filter(|r| reference::page(r, lang).is_none()).collect();
        assert!(missing.is_empty(), "no {lang} page for {missing:?}");
    }
}

/// The rules of every event of a few whole campaigns (each version of the
/// game, every optional rule) have pages.
#[test]
fn every_rule_logged_in_real_campaigns_has_a_page() {
    use rand_chacha::rand_core::SeedableRng;
    let mut seen = BTreeSet::new();
    for (players, seed) in [(Players::Solitaire, 3), (Players::TwoRaf, 4), (Players::Luftwaffe, 5)] {
        for bot in [londons_burning::sim::Bot::Sensible, londons_burning::sim::Bot::Random] {
            let mut setup = Setup::new(Scenario::Short, WeatherMode::Historical, seed);
            setup.players = players;
            setup.options = Options { crossfire: true, base_change: true, abort: true, ..Options::default() };
            let (mut c, ev) = Campaign::new(ed(), setup).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            seen.extend(ev.iter().map(|e| e.rule()));
            while let Pending::Decide(d) = c.pending_light() {
                seen.insert(d.rule());
                let choice = bot.choose(&c, &d, &mut rng);
                seen.extend(c.apply(choice).unwrap().iter().map(|e| e.rule()));
            }
        }
    }
    assert!(seen.len() >= 40, "{seen:?}");
    for lang in Lang::ALL {
        let missing: Vec<_> = seen.iter().filter(|r| reference::page(r, lang).is_none()).collect();
        assert!(missing.is_empty(), "no {lang} page for {missing:?}");
    }
}

#[test]
fn english_and_spanish_have_the_same_pages_and_every_section() {
    let ids = |lang| reference::pages(lang).iter().map(|p| p.id).collect::<Vec<_>>();
    assert_eq!(ids(Lang::EN), ids(Lang::ES), "the same pages in the same order");
    let all = ids(Lang::EN);
    let unique: BTreeSet<_> = all.iter().collect();
    assert_eq!(unique.len(), all.len(), "no page twice");
    let mut wanted: Vec<String> = (2..=15).map(|n| n.to_string()).collect();
    for (sec, subs) in [
        (3, 6),
        (4, 5),
        (5, 4),
        (6, 8),
        (7, 5),
        (8, 7),
        (9, 5),
        (10, 4),
        (11, 5),
        (12, 2),
        (13, 4),
        (14, 4),
        (15, 2),
    ] {
        wanted.extend((1..=subs).map(|i| format!("{sec}.{i}")));
    }
    wanted.extend((1..=4).map(|i| format!("8.4{i}")));
    wanted.push("R".into());
    wanted.extend((1..=21).map(|i| format!("R{i}")));
    for w in &wanted {
        assert!(all.contains(&w.as_str()), "no page {w}");
    }
    for lang in Lang::ALL {
        for p in reference::pages(lang) {
            assert!(!p.title.is_empty() && !p.blocks.is_empty(), "{lang} {} is empty", p.id);
            let len: usize = p.blocks.iter().map(|b| b.text().len()).sum();
            assert!(len <= 2200, "{lang} {} is long ({len} bytes): keep pages short", p.id);
            assert!(!p.first_sentence().is_empty());
        }
    }
}

/// English words that never appear in a Spanish sentence: an untranslated
/// sentence contains some of them.
const ENGLISH: &[&str] = &[
    "the", "and", "of", "is", "are", "to", "with", "it", "its", "this", "that", "from", "for", "by", "which",
    "when", "then", "if", "or", "be", "on", "at", "an", "his", "has", "have", "but", "into", "out", "each",
    "every", "only", "can", "must", "will", "after", "before", "where", "there", "they", "their", "them",
    "was", "were", "been", "does", "while", "until", "may", "not", "one", "two", "would", "should",
];

/// The English words in a text, leaving out `code` spans (command-line
/// flags and the like).
fn english_words(text: &str) -> Vec<String> {
    let prose: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    prose
        .split(|c: char| !c.is_alphabetic() && c != '-')
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

#[test]
fn the_english_detector_catches_english() {
    assert!(!english_words("The raid stops at the first undamaged target.").is_empty());
    assert!(!english_words("Cada caza tira un dado, and then fires.").is_empty());
    assert!(
        english_words("El raid se detiene en el primer blanco no dañado; `--base kenley and more`.")
            .is_empty()
    );
}

#[test]
fn the_spanish_pages_have_no_english_sentence() {
    let page_words = |p: &Page| {
        let mut all = english_words(p.title);
        for b in &p.blocks {
            all.extend(english_words(b.text()));
        }
        all
    };
    let bad: Vec<String> = reference::pages(Lang::ES)
        .iter()
        .filter_map(|p| {
            let w = page_words(p);
            (!w.is_empty()).then(|| format!("{}: {w:?}", p.id))
        })
        .collect();
    assert!(bad.is_empty(), "English in the Spanish pages:\n{}", bad.join("\n"));
    // And it finds English in every English page (it is not blind).
    assert!(reference::pages(Lang::EN).iter().all(|p| !page_words(p).is_empty()));
}

#[test]
fn cli_rules_prints_a_page_in_english_and_in_spanish() {
    let (code, out, err) = cli(&["rules", "8.42"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("8.42 Action check\n"), "{out}");
    assert!(out.contains("Attacker: +2"), "{out}");
    assert!(!out.contains("8.43"), "one page only: {out}");
    let (code, out, _) = cli(&["rules", "8.42", "--lang", "es"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("8.42 Chequeo de acción\n"), "{out}");
    assert!(out.contains("Atacante: +2"), "{out}");
    // The environment chooses the language too, as for every command.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_londons-burning"))
        .args(["rules", "r13"])
        .env("LANG", "es_ES.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("R13 Devolver el fuego"));
    // Lines are wrapped for the terminal.
    let (_, out, _) = cli(&["rules", "6.4"]);
    assert!(out.lines().all(|l| l.chars().count() <= 78), "{out}");
}

#[test]
fn cli_rules_section_index_and_search() {
    let (code, out, _) = cli(&["rules", "8"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("8 Air combat\n"), "{out}");
    for h in ["\n8.1 Rounds", "\n8.41 Target selection", "\n8.44 Return fire", "\n8.7 The fighter-bomber"] {
        assert!(out.contains(h), "{h:?} in rules 8");
    }
    assert!(!out.contains("\n9.1 "), "{out}");
    let (code, out, _) = cli(&["rules"]);
    assert_eq!(code, 0);
    for p in reference::pages(Lang::EN) {
        assert!(out.contains(&format!("{:<6} {}", p.id, p.title)), "{} in the index", p.id);
    }
    let (code, out, _) = cli(&["rules", "--search", "balloon"]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l.starts_with("6.7 ")), "{out}");
    let (_, out, _) = cli(&["rules", "--search", "globos", "--lang", "es"]);
    assert!(out.lines().any(|l| l.starts_with("6.7 ")), "{out}");
    let (_, out, _) = cli(&["rules", "6", "--search", "balloon"]);
    assert!(out.lines().all(|l| l.starts_with("6")), "within 6 only: {out}");
    let (code, out, _) = cli(&["rules", "--search", "zeppelin"]);
    assert_eq!(code, 0);
    assert!(out.contains("No page contains all of: zeppelin"), "{out}");
}

#[test]
fn cli_rules_unknown_section_exits_2_with_a_message() {
    let (code, out, err) = cli(&["rules", "99.9"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: ") && err.contains("99.9") && err.contains("londons-burning rules"),
        "{err}"
    );
    let (code, _, err) = cli(&["rules", "r99", "--lang", "es"]);
    assert_eq!(code, 2);
    assert!(err.contains("no hay ninguna sección R99"), "{err}");
}

fn harness(dir: &Path, open: Option<&str>) -> Harness<'static, App> {
    let app = App::new(AppConfig {
        saves_dir: dir.to_path_buf(),
        edition: ed(),
        lang: Lang::EN,
        open: open.map(str::to_string),
    });
    Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

/// A saved campaign stopped at the first decision after an action check
/// (8.42), so the check is among the last lines of the log.
fn after_an_action_check(dir: &Path) {
    for seed in 1..200 {
        let mut s =
            Session::new("Rules", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
        while let Pending::Decide(d) = s.campaign().pending_light() {
            let choice = londons_burning::sim::sensible(s.campaign(), &d);
            let ev = s.apply(choice).unwrap();
            if ev.iter().any(|e| e.event.rule() == "8.42") && ev.len() < 12 {
                londons_burning::save::write(dir, &s).unwrap();
                return;
            }
        }
    }
    panic!("no seed with an action check");
}

#[test]
fn a_rule_number_in_the_log_opens_its_page() {
    let dir = tempfile::tempdir().unwrap();
    after_an_action_check(dir.path());
    let mut h = harness(dir.path(), Some("Rules"));
    settle(&mut h);
    assert!(matches!(h.state().screen, Screen::Play(_)));
    assert!(!h.state().rules.open);
    h.get_all_by_label("[8.42]").next().expect("an action check in the log").click();
    settle(&mut h);
    let rules = &h.state().rules;
    assert!(rules.open && rules.page == "8.42", "{} {}", rules.open, rules.page);
    let page = reference::page("8.42", Lang::EN).unwrap();
    assert!(h.query_by_label_contains(page.first_sentence()).is_some(), "the page's text is shown");
    // A link on the page (or the list, scrolled away) leads on; Back returns.
    h.get_all_by_label("8.4 Attacking").next().unwrap().click_accesskit();
    settle(&mut h);
    assert_eq!(h.state().rules.page, "8.4");
    h.get_by_label("◀ Back").click();
    settle(&mut h);
    assert_eq!(h.state().rules.page, "8.42");
    h.get_by_label("Close window").click();
    settle(&mut h);
    assert!(!h.state().rules.open);
}

#[test]
fn the_rules_button_search_and_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path(), None);
    settle(&mut h);
    // The start screen's button opens the window.
    h.get_by_label("Rules").click();
    settle(&mut h);
    assert!(h.state().rules.open);
    assert!(h.query_by_label("8.42 Action check").is_some(), "the list of sections");
    // Search filters the list.
    h.get_by_label("Search").set_text_value_accesskit("balloon");
    settle(&mut h);
    assert!(h.query_by_label("6.7 Balloon barrages").is_some());
    assert!(h.query_by_label("8.42 Action check").is_none(), "filtered out");
    h.get_by_label("6.7 Balloon barrages").click();
    settle(&mut h);
    assert_eq!(h.state().rules.page, "6.7");
    // In Spanish the same page reads in Spanish, and the search is Spanish.
    h.get_by_label("Español").click();
    settle(&mut h);
    let es = reference::page("6.7", Lang::ES).unwrap();
    assert!(h.query_by_label_contains(es.first_sentence()).is_some());
    h.get_by_label("Buscar").set_text_value_accesskit("rafaga");
    settle(&mut h);
    assert!(h.query_by_label("8.43 Disparos, munición y daños").is_some(), "accents are optional");
    let shown = h.query_all_by_label("6.7 Barreras de globos").count();
    assert_eq!(shown, 1, "only the open page's heading, not in the list");
    // F1 closes it, and opens it again.
    h.key_press(egui::Key::F1);
    settle(&mut h);
    assert!(!h.state().rules.open);
    h.key_press(egui::Key::F1);
    settle(&mut h);
    assert!(h.state().rules.open);
}
