//! The words as a player reads them (issue 28, item 8 and its smaller
//! items), in English and Spanish: verbs agree with their subjects, each
//! language writes its numbers one way, a site's name and the time of day
//! read in the player's language, an aircraft lost on the ground is no
//! bail-out and is in its pilot's log book, the advisor's asks are logged
//! once per decision and the report says the campaign was played with
//! advice.

use crate::common::app::short;
use crate::common::*;
use londons_burning::report::journal::Entry;
use londons_burning::report::{self, SortieKind, export};
use londons_burning::rules::{Event, Pending};
use londons_burning::session::Session;
use londons_burning::text::{Lang, message};

fn t(lang: Lang, id: &str) -> String {
    message(lang, id, &[])
}

#[test]
fn verbs_agree_with_one_pilot_or_two() {
    let ed = ed();
    let combat = |pilots: Vec<u8>, lang| Entry::Combat { hex: hex("G8"), pilots }.text(&ed, lang);
    let one = combat(vec![0], Lang::ES);
    assert!(one.contains(" entabló combate con la incursión"), "{one}");
    let two = combat(vec![0, 1], Lang::ES);
    assert!(two.contains(" entablaron combate con la incursión"), "{two}");
    assert!(combat(vec![0], Lang::EN).contains(" engaged the raid"));
    assert!(combat(vec![0, 1], Lang::EN).contains(" both engaged the raid"));

    let hill = site("biggin-hill") as u8;
    let repaired = |left, lang| Entry::Repaired { site: hill, left }.text(&ed, lang);
    assert!(repaired(1, Lang::ES).contains("(le queda 1 punto de daño)"), "{}", repaired(1, Lang::ES));
    assert!(repaired(2, Lang::ES).contains("(le quedan 2 puntos de daño)"));
    assert!(repaired(0, Lang::ES).contains("(sin daño pendiente)"));
    assert!(repaired(2, Lang::EN).contains("(2 damage left)"));
    let bombed = |damage, lang| Entry::Bombed { site: hill, damage, total: 3 }.text(&ed, lang);
    assert!(bombed(1, Lang::ES).contains(": 1 punto de daño (3 en total)"), "{}", bombed(1, Lang::ES));
    assert!(bombed(2, Lang::ES).contains(": 2 puntos de daño"));

    // The log: one fighter intercepts, two intercept.
    let begins = |fighters: Vec<u8>, raf_first| Event::CombatBegins { hex: hex("G8"), raf_first, fighters };
    let line = |e: Event, lang| e.describe(&ed, lang);
    assert!(line(begins(vec![1], true), Lang::ES).contains("el caza #1 intercepta —"));
    assert!(line(begins(vec![1, 2], true), Lang::ES).contains("los cazas #1 y #2 interceptan —"));
    assert!(line(begins(vec![2], false), Lang::ES).contains("la incursión intercepta al caza #2 —"));
    assert!(line(begins(vec![1], true), Lang::EN).contains("fighter #1 intercepts —"));
    assert!(line(begins(vec![1, 2], false), Lang::EN).contains("the raid intercepts fighters #1 and #2 —"));
    // The yardstick's source: campaigns per bot, not "each" of nothing.
    let src = message(Lang::ES, "coach-yardstick-shipped", &[("n", &1000)]);
    assert!(src.ends_with("1.000 campañas por bot"), "{src}");
}

#[test]
fn each_language_writes_its_numbers_one_way() {
    // Thousands and decimals, through a sentence and through the simulator's
    // report.
    assert_eq!(message(Lang::ES, "level-feet", &[("n", &15)]), "15.000 pies");
    assert_eq!(message(Lang::EN, "level-feet", &[("n", &15)]), "15,000 ft");
    let odds = |lang| {
        message(
            lang,
            "opt-attack-odds",
            &[("target", &"Do17Z #18"), ("level", &"10.000 pies"), ("fire", &"31"), ("bursts", &"1.5")],
        )
    };
    assert!(odds(Lang::ES).contains("31\u{a0}% de disparar, 1,5 ráfagas"), "{}", odds(Lang::ES));
    assert!(odds(Lang::EN).contains("31% to fire, 1.5 bursts"), "{}", odds(Lang::EN));
    // A rule section and a seed are names: written as given.
    let illegal = message(Lang::ES, "illegal-not-an-option", &[("rule", &"8.42")]);
    assert!(illegal.contains("(8.42)"), "{illegal}");
    let date = message(Lang::ES, "date", &[("day", &13), ("month", &"agosto"), ("year", &1940)]);
    assert_eq!(date, "13 de agosto de 1940");
    use londons_burning::sim::simulate::{SimConfig, simulate};
    let cfg =
        SimConfig::new(2, Scenario::Short, WeatherMode::Historical, londons_burning::sim::Bot::Sensible, 1);
    let r = simulate(&ed(), &cfg, &|| {});
    let es = londons_burning::text::simulate::report_text(&r, Lang::ES);
    let en = londons_burning::text::simulate::report_text(&r, Lang::EN);
    let decimal_point = regex_free_find(&es, '.');
    assert!(decimal_point.is_none(), "a decimal point in Spanish: {:?}\n{es}", decimal_point);
    assert!(es.contains(" %"), "{es}");
    assert!(regex_free_find(&en, ',').is_none(), "a decimal comma in English:\n{en}");
}

/// A digit, `sep`, a digit, not followed by two more digits (thousands):
/// a decimal separator; returns the text around it.
fn regex_free_find(s: &str, sep: char) -> Option<String> {
    let c: Vec<char> = s.chars().collect();
    (1..c.len().saturating_sub(1)).find_map(|i| {
        let digit = |j: usize| c.get(j).is_some_and(|x| x.is_ascii_digit());
        let thousands = digit(i + 1) && digit(i + 2) && digit(i + 3) && !digit(i + 4);
        // Rule sections ("(13.4)", "(8.42)") are names, not numbers.
        let run = c[..i].iter().rev().take_while(|x| x.is_ascii_digit()).count();
        let after = c[i + 1..].iter().take_while(|x| x.is_ascii_digit()).count();
        let rule = (i > run && c[i - run - 1] == '(') || c.get(i + 1 + after) == Some(&')');
        (c[i] == sep && digit(i - 1) && digit(i + 1) && !thousands && !rule)
            .then(|| c[i.saturating_sub(20)..(i + 20).min(c.len())].iter().collect())
    })
}

#[test]
fn names_and_times_read_in_the_players_language() {
    let ed = ed();
    let dover = site("dover");
    assert_eq!(londons_burning::text::site_name(&ed, dover, Lang::ES), "Puerto de Dover");
    assert_eq!(londons_burning::text::site_name(&ed, dover, Lang::EN), "Dover port");
    // One way to say the time of a phase per language: the board's.
    assert_eq!(t(Lang::ES, "phase-10am"), "10 a.m.");
    let welcome = t(Lang::ES, "welcome-text");
    assert!(welcome.contains("(7 a.m., 10 a.m., 2 p.m. y 5 p.m."), "{welcome}");
    assert!(!welcome.contains("horas") && !t(Lang::ES, "guide-intro").contains("de la tarde"));
}

/// A short campaign played by a player who never flies, up to the first
/// fighter destroyed on its airfield.
fn ground_loss() -> Session {
    for seed in 1..200u64 {
        let mut s = Session::new("Ground", ed(), short(seed)).unwrap();
        while let Pending::Decide(d) = s.campaign().pending() {
            s.apply(passive(&d)).unwrap();
            if s.log().iter().any(|l| matches!(l.event, Event::DestroyedOnGround { .. })) {
                return s;
            }
        }
    }
    panic!("no seed loses a fighter on the ground");
}

#[test]
fn an_aircraft_lost_on_the_ground_is_no_bail_out_and_is_in_the_log_book() {
    let s = ground_loss();
    let ed = s.edition().clone();
    let i = s.log().iter().position(|l| matches!(l.event, Event::DestroyedOnGround { .. })).unwrap();
    let Event::DestroyedOnGround { fighter, site: at } = s.log()[i].event else { unreachable!() };
    let fate = s.log()[i..]
        .iter()
        .find_map(|l| match &l.event {
            e @ Event::BailOut { .. } => Some(e.clone()),
            _ => None,
        })
        .expect("the pilot's survival roll");
    assert!(matches!(fate, Event::BailOut { on_ground: true, .. }), "{fate:?}");
    assert_eq!(fate.rule(), "10.4");
    let en = fate.describe(&ed, Lang::EN);
    let es = fate.describe(&ed, Lang::ES);
    assert!(
        en.contains("destroyed on the ground") && en.contains("trenches") && !en.contains("bails out"),
        "{en}"
    );
    assert!(
        es.contains("destruido en tierra") && es.contains("trincheras") && !es.contains("paracaídas"),
        "{es}"
    );
    // The journal says the same.
    let days = report::journal::build(&s);
    let words: Vec<String> =
        days.iter().flat_map(|d| d.entries().map(|e| e.text(&ed, Lang::EN)).collect::<Vec<_>>()).collect();
    assert!(words.iter().any(|w| w.contains("ran for the trenches")), "{words:?}");
    assert!(!words.iter().any(|w| w.contains("bailed out")), "{words:?}");
    // The pilot's log book has the aircraft lost, on a line of its own that
    // is not a sortie.
    let r = report::build(&s);
    let pilot = r.losses.iter().find(|l| l.on_ground == Some(at)).and_then(|l| l.pilot).expect("the loss");
    let log = &r.pilots[pilot as usize];
    let line = log
        .sorties
        .iter()
        .find(|x| x.kind == SortieKind::OnGround { site: at })
        .unwrap_or_else(|| panic!("no ground line for fighter #{fighter}: {:?}", log.sorties));
    assert!(line.aircraft_lost && line.bail_out.is_none(), "{line:?}");
    assert_eq!(log.flown(), log.sorties.len() - log.sorties.iter().filter(|x| !x.flown()).count());
    assert!(
        log.sorties.iter().filter(|x| x.flown()).all(|x| x.bail_out.is_none()),
        "no bail-out for a passive pilot"
    );
}

#[test]
fn the_advisor_is_logged_once_per_decision_and_the_report_says_so() {
    let mut s = Session::new("Advised", ed(), short(3)).unwrap();
    let asks = |s: &Session| s.log().iter().filter(|l| matches!(l.event, Event::AdviceAsked { .. })).count();
    s.record_advice_ask().unwrap();
    s.record_advice_ask().unwrap();
    assert_eq!(asks(&s), 1, "twice at one decision: one line");
    let Pending::Decide(d) = s.campaign().pending() else { panic!() };
    s.apply(passive(&d)).unwrap();
    s.record_advice_ask().unwrap();
    assert_eq!(asks(&s), 2);
    assert_eq!(s.advice().len(), 2);
    let lines: Vec<(String, String)> = s
        .log()
        .iter()
        .filter(|l| matches!(l.event, Event::AdviceAsked { .. }))
        .map(|l| (l.event.describe(s.edition(), Lang::EN), l.event.describe(s.edition(), Lang::ES)))
        .collect();
    assert!(
        lines[0].0.contains("played with advice") && lines[0].1.contains("se juega con consejo"),
        "{lines:?}"
    );
    assert_eq!(lines[1].0, "The player asks the advisor (decision 2)");
    assert_eq!(lines[1].1, "El jugador consulta al consejero (decisión 2)");
    // The Markdown report says how many decisions were asked about.
    let r = report::build(&s);
    let days = report::journal::build(&s);
    let en = export::markdown(&s, &r, &days, Lang::EN);
    let es = export::markdown(&s, &r, &days, Lang::ES);
    assert!(en.contains("Played with advice: the advisor was asked about 2 decisions (13.4)."), "{en}");
    assert!(es.contains("Jugada con consejo: se consultó al consejero en 2 decisiones (13.4)."), "{es}");
    let plain = Session::new("Plain", ed(), short(3)).unwrap();
    let md = export::markdown(&plain, &report::build(&plain), &report::journal::build(&plain), Lang::EN);
    assert!(!md.contains("Played with advice"), "{md}");
}

/// The Spanish speaks to the player one way, as usted ("Elija", "Pulse",
/// "su caza"), in every file: no tú ("Pulsa", "haz clic", "tus dados")
/// slipped into one of them (the own dice's did).
#[test]
fn the_spanish_says_usted_everywhere() {
    let tu = [
        "tu", "tus", "ti", "te", "pulsa", "haz", "tienes", "puedes", "quieres", "sacaste", "tiraste",
        "elegiste", "marques", "desmarca", "elígela", "mírala", "tiras", "haces", "hayas", "pon",
    ];
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n/es");
    let mut found = Vec::new();
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        files += 1;
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            // The messages' words, not their ids, variables, variants'
            // keys or comments.
            if line.starts_with('#') {
                continue;
            }
            let text = match line.split_once('=') {
                Some((id, rest)) if !line.starts_with(' ') && !id.contains(' ') => rest,
                _ => line,
            };
            let text = text.trim_start().trim_start_matches('*');
            let text = if text.starts_with('[') { text.split_once(']').map_or("", |x| x.1) } else { text };
            let words =
                text.split('{').map(|p| p.rsplit('}').next().unwrap_or("")).collect::<Vec<_>>().join(" ");
            for w in words.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()) {
                if tu.contains(&w.to_lowercase().as_str()) {
                    found.push(format!("{}:{}: «{w}» in {}", path.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(files >= 15, "the Spanish files were not found in {}", dir.display());
    assert!(found.is_empty(), "tú where the rest says usted:\n{}", found.join("\n"));
}

/// A number and its "%" never part at the end of a line (issue 28: "(hasta
/// 17" / "%)" in a Spanish option at 1280×720): the messages put a
/// no-break space (U+00A0, which egui's line breaking keeps whole; the
/// narrow U+202F it breaks at) between them, never a plain one.
#[test]
fn a_number_keeps_its_percent_sign_on_its_line() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    let mut seen = 0;
    for lang in ["en", "es"] {
        for e in std::fs::read_dir(root.join(lang)).unwrap().flatten() {
            let text = std::fs::read_to_string(e.path()).unwrap();
            for (i, line) in text.lines().enumerate() {
                let at = format!("{lang}/{}:{}", e.file_name().to_string_lossy(), i + 1);
                let c: Vec<char> = line.chars().collect();
                let parts = c.windows(3).any(|w| {
                    (w[0] == '}' || w[0].is_ascii_digit()) && w[1] != '\u{a0}' && w[1].is_whitespace() && w[2] == '%'
                });
                assert!(!parts, "{at}: a breakable space between a number and % in {line:?}");
                seen += line.matches("\u{a0}%").count();
            }
        }
    }
    assert!(seen > 0, "no number with its percent sign: the test reads nothing");
    let option = message(Lang::ES, "risk-contact", &[("p", &17)]);
    assert!(option.contains("17\u{a0}%"), "{option:?}");
}
