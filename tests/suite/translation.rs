//! A third language without Rust (issue 21): a folder of `.ftl` files in the
//! languages folder is a language of the app and of `--lang`; what it lacks
//! is shown in English; `check-translation DIR` reports it.

use crate::common::{cli, ed, settle};
use egui_kittest::kittest::Queryable;
use londons_burning::rules::{Pending, Scenario, Setup, WeatherMode};
use londons_burning::session::Session;
use londons_burning::text::{self, Lang};
use std::path::Path;

/// A Dutch folder (Dutch plurals are as English's: one is 1 only): the English files with some messages translated, the
/// log's weather messages left out (they fall back to English).
fn dutch(root: &Path) -> std::path::PathBuf {
    let dir = root.join("nl");
    std::fs::create_dir_all(&dir).unwrap();
    let en = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n/en");
    for e in std::fs::read_dir(en).unwrap().flatten() {
        let src = std::fs::read_to_string(e.path()).unwrap();
        let mut out = String::new();
        for line in src.lines() {
            let line = match line.split_once(" = ").map(|(id, _)| id) {
                Some("language-name") => "language-name = Nederlands".to_string(),
                Some("month-8") => "month-8 = augustus".to_string(),
                Some("welcome") => "welcome = Welkom".to_string(),
                Some("date") => "date = { $day } { $month } { $year }".to_string(),
                Some("ev-day") => "ev-day = — Dag van { $date } —".to_string(),
                Some("ev-weather-rolled") | Some("ev-weather-historical") => continue,
                _ => line.to_string(),
            };
            out.push_str(&line);
            out.push('\n');
        }
        std::fs::write(dir.join(e.file_name()), out).unwrap();
    }
    dir
}

#[test]
fn a_third_language_from_a_folder_plays_a_day() {
    let root = tempfile::tempdir().unwrap();
    let dir = dutch(root.path());

    // Checked: two messages missing, no errors.
    let r = text::check_folder(&dir).unwrap();
    assert_eq!(r.missing, ["ev-weather-historical", "ev-weather-rolled"]);
    assert_eq!(r.errors(), 0, "{r:?}");

    // Loaded: a language of the switch, by its own name, and of --lang.
    let nl = text::add_folder(&dir).unwrap();
    assert!(Lang::all().contains(&nl) && !Lang::ALL.contains(&nl));
    assert_eq!(nl.name(), "Nederlands");
    assert_eq!("nl".parse::<Lang>(), Ok(nl));
    assert_eq!(text::add_folder(&dir).unwrap(), nl, "loaded once");

    // A day played in it: its own words where it has them, English where not.
    let ed = ed();
    let setup = Setup::new(Scenario::Short, WeatherMode::Historical, 3);
    let mut s = Session::new("Dag", ed.clone(), setup).unwrap();
    while s
        .log()
        .iter()
        .filter(|l| matches!(l.event, londons_burning::rules::Event::DayBegins { .. }))
        .count()
        < 2
    {
        let Pending::Decide(d) = s.campaign().pending_light() else { break };
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    let lines: Vec<String> = s.log().iter().map(|l| l.event.describe(s.edition(), nl)).collect();
    assert!(lines.iter().any(|l| l == "— Dag van 13 augustus 1940 —"), "{lines:#?}");
    assert!(
        lines.iter().any(|l| l.starts_with("Weather (historical): ")),
        "English where it lacks a message"
    );
    let english: Vec<String> = s.log().iter().map(|l| l.event.describe(s.edition(), Lang::EN)).collect();
    assert_eq!(lines.len(), english.len());
    // The app offers it in its language switch, by its own name.
    let saves = tempfile::tempdir().unwrap();
    let mut h = crate::common::app::harness(saves.path(), None, Lang::EN);
    assert!(h.query_by_label("Welcome").is_some());
    h.get_by_label("Nederlands").click();
    settle(&mut h);
    assert_eq!(h.state().lang, nl);
    assert!(h.query_by_label("Welkom").is_some() && h.query_by_label("Welcome").is_none());
    // Every other line reads as in English (the folder copies English)
    // but for the month's name.
    for (nl_line, en_line) in lines.iter().zip(&english) {
        let back = nl_line.replace("— Dag van ", "— ").replace(" augustus ", " August ");
        assert_eq!(&back, en_line);
    }
}

#[test]
fn check_translation_reports_missing_extra_and_malformed_messages() {
    let root = tempfile::tempdir().unwrap();
    let good = dutch(root.path());
    let (code, out, _) = cli(&["check-translation", good.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("Missing, shown in English (2):\n  ev-weather-historical\n  ev-weather-rolled"),
        "{out}"
    );

    let bad = root.path().join("de");
    std::fs::create_dir_all(&bad).unwrap();
    std::fs::write(
        bad.join("general.ftl"),
        "language-name = Deutsch\n\
         app-title = London brennt\n\
         no-such-message = Gibt es nicht\n\
         error = Fehler { $what }\n\
         broken = { $n ->\n",
    )
    .unwrap();
    let r = text::check_folder(&bad).unwrap();
    assert_eq!(r.extra, ["no-such-message"]);
    assert_eq!(r.unknown_variables.len(), 1, "{r:?}");
    assert!(r.unknown_variables[0].starts_with("error: uses $what"), "{r:?}");
    assert_eq!(r.malformed.len(), 1, "{r:?}");
    assert!(r.malformed[0].starts_with("general.ftl: line "), "{r:?}");
    assert!(r.missing.len() > 900);
    let (code, out, err) = cli(&["check-translation", bad.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("Malformed (1):") && out.contains("no-such-message"), "{out}");
    assert!(err.contains("3 errors in"), "{err}");
}

/// The languages folder (here through LONDONS_BURNING_LANGUAGES) gives
/// `--lang` its languages; the messages a language lacks are listed once.
#[test]
fn the_command_line_speaks_a_language_of_the_languages_folder() {
    let root = tempfile::tempdir().unwrap();
    dutch(root.path());
    let saves_dir = tempfile::tempdir().unwrap();
    let saves = saves_dir.path();
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_londons-burning"))
            .args(["--saves-dir", saves.to_str().unwrap()])
            .args(args)
            .env("LANG", "C")
            .env("LONDONS_BURNING_LANGUAGES", root.path())
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, _, err) =
        run(&["--lang", "nl", "new", "--name", "Amsterdam", "--scenario", "short", "--seed", "2"]);
    assert_eq!(code, Some(0), "{err}");
    let (code, out, err) = run(&["--lang", "nl", "report", "Amsterdam", "--format", "log"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("— Dag van 13 augustus 1940 —"), "{out}");
    assert_eq!(err.matches("Language nl: 2 messages missing, shown in English").count(), 1, "{err}");
    assert!(err.contains("ev-weather-historical, ev-weather-rolled"), "{err}");
    let (code, _, err) = run(&["--lang", "xx", "list"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("\"xx\" is not a language (en, es, nl)"), "{err}");
}
