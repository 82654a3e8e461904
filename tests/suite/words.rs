//! The words the player reads (issue 20): in Spanish, London's hexes are
//! Londres in the log, the summaries, the journal and the report of a
//! campaign that bombed London, never "London"; a raid is "incursión" in
//! every Spanish message and rules page, never "raid"; the welcome names the
//! four daylight phases of rule 4.2 in both languages.

use crate::common::ed;
use londons_burning::edition::SiteKind;
use londons_burning::text::{self, Lang};
use londons_burning::report::{self, export, journal, summary};
use londons_burning::rules::{Pending, Scenario, Setup, WeatherMode};
use londons_burning::session::Session;

/// A regular campaign played by the sensible bot until a raid has bombed
/// London.
fn london_bombed() -> Session {
    let ed = ed();
    let london: Vec<usize> = ed.sites_of(SiteKind::London).collect();
    for seed in 1..60u64 {
        let setup = Setup::new(Scenario::Regular, WeatherMode::Historical, seed);
        let mut s = Session::new("Blitz", ed.clone(), setup).unwrap();
        while let Pending::Decide(d) = s.campaign().pending_light() {
            if london.iter().any(|&i| s.campaign().state().damage[i] > 0) {
                return s;
            }
            let choice = londons_burning::sim::sensible(s.campaign(), &d);
            s.apply(choice).unwrap();
        }
    }
    panic!("no campaign bombed London");
}

/// Every text of the campaign's records in `lang`: the log's lines, the
/// summaries, the journal, the report and the raw log.
fn records(s: &Session, lang: Lang) -> Vec<(&'static str, String)> {
    let ed = s.edition();
    let mut v: Vec<(&'static str, String)> = Vec::new();
    for l in s.log() {
        v.push(("log", l.event.describe(ed, lang)));
    }
    for p in summary::summaries(s.log(), ed) {
        v.push(("summary", p.summary.title(ed, lang)));
        v.extend(p.summary.lines(ed, lang).into_iter().map(|l| ("summary", l)));
    }
    let days = journal::build(s);
    for d in &days {
        for p in &d.phases {
            v.push(("journal", londons_burning::text::journal::paragraph(p, ed, lang)));
        }
    }
    let r = report::build(s);
    v.push(("report", export::markdown(s, &r, &days, lang)));
    v.push(("raw log", export::raw_log(s, lang)));
    v
}

#[test]
fn spanish_names_london_londres_in_every_record() {
    let s = london_bombed();
    let es = records(&s, Lang::ES);
    for (what, text) in &es {
        // "London's Burning" is the game's name; a place is never "London ".
        assert!(!text.contains("London "), "{what} in Spanish names London in English: {text}");
    }
    for what in ["log", "summary", "journal", "report"] {
        assert!(
            es.iter().any(|(w, t)| *w == what && t.contains("Londres ")),
            "the Spanish {what} never names a London hex"
        );
    }
    // And in English it stays London.
    let en = records(&s, Lang::EN);
    assert!(en.iter().any(|(w, t)| *w == "log" && t.contains("London ")));
}

/// The words of a text, lower case, its `{arguments}` left out.
fn words(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
}

#[test]
fn spanish_says_incursion_for_a_raid_everywhere() {
    let english = ["raid", "raids"];
    for (m, es) in text::texts(Lang::ES) {
        assert!(!words(&es).iter().any(|w| english.contains(&w.as_str())), "{m} says raid in Spanish: {es}");
    }
    for p in londons_burning::reference::pages(Lang::ES) {
        let text: Vec<&str> = std::iter::once(p.title).chain(p.blocks.iter().map(|b| b.text())).collect();
        for t in text {
            assert!(
                !words(t).iter().any(|w| english.contains(&w.as_str())),
                "the rules page {} says raid: {t}",
                p.title
            );
        }
    }
    // The one word it uses instead is in the rules and the messages.
    assert!(text::texts(Lang::ES).iter().filter(|(_, t)| t.contains("incursión")).count() > 20);
}

#[test]
fn the_welcome_names_the_four_daylight_phases() {
    let en = londons_burning::t!(Lang::EN, "welcome-text");
    assert!(en.contains("four daylight phases (7 a.m., 10 a.m., 2 p.m. and 5 p.m.)"), "{en}");
    let es = londons_burning::t!(Lang::ES, "welcome-text");
    assert!(es.contains("cuatro fases de luz (7 a.m., 10 a.m., 2 p.m. y 5 p.m., como en el tablero)"), "{es}");
    // One way to say the time per language: the phases' own names (issue 28).
    for lang in [Lang::EN, Lang::ES] {
        let welcome = londons_burning::t!(lang, "welcome-text");
        for id in ["phase-7am", "phase-10am", "phase-2pm", "phase-5pm"] {
            let phase = londons_burning::text::message(lang, id, &[]);
            assert!(welcome.contains(&phase), "{lang}: {phase} not in {welcome}");
        }
    }
}
