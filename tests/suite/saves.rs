//! Saves: round trip, replay checks, atomic writes, refusals that leave the
//! file untouched, and the command line's `new` / `status` / `list`.

use crate::common::*;
use londons_burning::text::Lang;
use londons_burning::text::Localize;
use londons_burning::rules::{Pending, Scenario, WeatherMode};
use londons_burning::save::{self, SaveError, SaveFile};
use londons_burning::session::Session;
use std::path::Path;

/// A session played for `n` decisions with the passive answers.
fn played(n: usize, seed: u64) -> Session {
    let mut s =
        Session::new("Played", ed(), Setup::new(Scenario::Regular, WeatherMode::Optional, seed)).unwrap();
    for _ in 0..n {
        let Pending::Decide(d) = s.campaign().pending() else { break };
        s.apply(passive(&d)).unwrap();
    }
    s
}

#[test]
fn saves_round_trip_and_replay_to_the_same_state() {
    let dir = tempfile::tempdir().unwrap();
    let s = played(60, 21);
    assert!(s.snapshots().len() > 3, "a snapshot at the start of each day");
    let path = save::write(dir.path(), &s).unwrap();
    assert_eq!(path.file_name().unwrap(), "played.json");
    let back = save::load(dir.path(), "Played", ed()).unwrap();
    assert_eq!(back.campaign().state(), s.campaign().state());
    assert_eq!(back.choices(), s.choices());
    assert_eq!(back.snapshots(), s.snapshots());
    assert_eq!(back.log(), s.log(), "the log is rebuilt by the replay");
    // Writing the loaded session gives the same bytes.
    let first = std::fs::read(&path).unwrap();
    save::write(dir.path(), &back).unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), first);
    // No temporary files left behind.
    let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names.len(), 1, "{names:?}");
}

#[test]
fn a_finished_campaign_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Session::new("Done", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, 4)).unwrap();
    while let Pending::Decide(d) = s.campaign().pending() {
        s.apply(passive(&d)).unwrap();
    }
    save::write(dir.path(), &s).unwrap();
    let back = save::load(dir.path(), "Done", ed()).unwrap();
    assert!(back.campaign().is_over());
    assert_eq!(back.campaign().score(), s.campaign().score());
}

fn refuse(path: &Path) -> SaveError {
    let before = std::fs::read(path).ok();
    let e = save::load_path(path, ed()).expect_err("the save must be refused");
    assert_eq!(std::fs::read(path).ok(), before, "a refused file is left untouched");
    e
}

#[test]
fn corrupt_truncated_and_foreign_files_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let s = played(30, 8);
    let path = save::write(dir.path(), &s).unwrap();
    let good = std::fs::read_to_string(&path).unwrap();

    // Truncated.
    std::fs::write(&path, &good[..good.len() / 2]).unwrap();
    let e = refuse(&path);
    assert!(matches!(e, SaveError::Corrupt { .. }), "{e}");
    assert!(e.to_string().contains("damaged"), "{e}");
    assert!(e.localize(Lang::ES).contains("dañado"));

    // Garbage.
    std::fs::write(&path, b"\x00\xff not json").unwrap();
    assert!(matches!(refuse(&path), SaveError::Corrupt { .. }));

    // Some other JSON.
    std::fs::write(&path, r#"{"hello": "world"}"#).unwrap();
    assert!(matches!(refuse(&path), SaveError::NotASave(_)));

    // Wrong types inside a real save.
    let mut v: serde_json::Value = serde_json::from_str(&good).unwrap();
    v["choices"] = serde_json::json!("lots");
    std::fs::write(&path, v.to_string()).unwrap();
    assert!(matches!(refuse(&path), SaveError::Corrupt { .. }));

    // Missing.
    let e = save::load(dir.path(), "Nobody", ed()).unwrap_err();
    assert!(matches!(e, SaveError::NotFound(_)), "{e}");
}

#[test]
fn a_newer_version_is_refused_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let path = save::write(dir.path(), &played(5, 2)).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    v["version"] = serde_json::json!(save::VERSION + 1);
    v["snapshots"] = serde_json::json!({"a": "format this build does not know"});
    std::fs::write(&path, v.to_string()).unwrap();
    let e = refuse(&path);
    assert!(matches!(e, SaveError::NewerVersion { version, .. } if version == save::VERSION + 1), "{e}");
    assert!(e.to_string().contains("newer version"), "{e}");
}

#[test]
fn tampered_saves_do_not_replay() {
    let dir = tempfile::tempdir().unwrap();
    let s = played(40, 13);
    let path = save::write(dir.path(), &s).unwrap();
    let good: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();

    // A snapshot edited: the ace's victories raised.
    let mut v = good.clone();
    let snaps = v["snapshots"].as_array_mut().unwrap();
    let last = snaps.last_mut().unwrap();
    last["state"]["pilots"][0]["victories"] = serde_json::json!(9);
    std::fs::write(&path, v.to_string()).unwrap();
    let e = refuse(&path);
    assert!(matches!(e, SaveError::Replay { .. }), "{e}");
    assert!(e.to_string().contains("does not give the saved state"), "{e}");

    // A choice changed to one that is not legal there.
    let mut v = good.clone();
    v["choices"][0] = serde_json::json!({"Satellite": {"site": 0}});
    std::fs::write(&path, v.to_string()).unwrap();
    let e = refuse(&path);
    assert!(e.to_string().contains("choice 1 cannot be replayed"), "{e}");

    // The seed changed: the replay reaches other states.
    let mut v = good.clone();
    v["setup"]["seed"] = serde_json::json!(14);
    std::fs::write(&path, v.to_string()).unwrap();
    assert!(matches!(refuse(&path), SaveError::Replay { .. }));

    // Played on an edition this program does not have: refused with a
    // message naming it, and the file left as it was.
    let mut v = good;
    v["edition"]["fingerprint"] = serde_json::json!("0123456789abcdef");
    v["edition"]["number"] = serde_json::json!(7);
    let text = v.to_string();
    std::fs::write(&path, &text).unwrap();
    let e = refuse(&path);
    assert!(matches!(e, SaveError::OtherEdition { .. }), "{e}");
    let msg = e.to_string();
    assert!(msg.contains("edition 7") && msg.contains("does not have") && msg.contains("1, 2"), "{msg}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "untouched");
}

#[test]
fn oversized_files_are_refused_without_reading_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.json");
    let f = std::fs::File::create(&path).unwrap();
    f.set_len(save::MAX_SAVE_BYTES + 1).unwrap();
    let e = refuse(&path);
    assert!(matches!(e, SaveError::File(londons_burning::files::FileError::TooLarge { .. })), "{e}");
}

/// A save that claims what this build does not know (a newer format, a
/// rules revision it does not have), or whose edition number is not the
/// number of the edition whose fingerprint it carries, is refused with a
/// message that says which, by every reader (load, import, `list`,
/// `replay`), and left as it is.
#[test]
fn a_save_that_claims_what_this_build_does_not_know_is_refused() {
    use londons_burning::rules::state::RULES_REVISION;
    let dir = tempfile::tempdir().unwrap();
    let sd = dir.path().display().to_string();
    let path = save::write(dir.path(), &played(12, 5)).unwrap();
    let good: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(good["edition"]["number"], 2);
    let ed1 = ed1();
    let cases: Vec<(&str, Box<dyn Fn(&mut serde_json::Value)>, &str)> = vec![
        ("edition 7, edition 2's board", Box::new(|v| v["edition"]["number"] = 7.into()), "says it was played on board edition 7, but the board it carries is edition 2"),
        ("edition 3, edition 2's board", Box::new(|v| v["edition"]["number"] = 3.into()), "edition 3, but the board it carries is edition 2"),
        ("edition 1, edition 2's board", Box::new(|v| v["edition"]["number"] = 1.into()), "edition 1, but the board it carries is edition 2"),
        (
            "edition 2, edition 1's board",
            Box::new(move |v| v["edition"]["fingerprint"] = ed1.fingerprint.clone().into()),
            "edition 2, but the board it carries is edition 1",
        ),
        (
            "a rules revision to come",
            Box::new(|v| v["setup"]["revision"] = (RULES_REVISION + 1).into()),
            "rules revision 3, which this version does not know (it knows revisions 1 to 2)",
        ),
        ("rules revision 0", Box::new(|v| v["setup"]["revision"] = 0.into()), "rules revision 0, which"),
        ("a format to come", Box::new(|v| v["version"] = (save::VERSION + 1).into()), "saved by a newer version of the app (save format 4"),
    ];
    for (what, change, says) in cases {
        let mut v = good.clone();
        change(&mut v);
        let text = v.to_string();
        std::fs::write(&path, &text).unwrap();
        let e = refuse(&path);
        assert!(
            matches!(e, SaveError::EditionMismatch { .. } | SaveError::UnknownRules { .. } | SaveError::NewerVersion { .. }),
            "{what}: {e:?}"
        );
        assert!(e.to_string().contains(says), "{what}: {e}");
        assert_ne!(e.localize(Lang::ES), e.to_string());
        // The list says so; `replay`, `status` and `import` refuse it.
        let rows = save::list(dir.path());
        assert!(rows[0].entry.as_ref().is_err_and(|l| l.to_string() == e.to_string()), "{what}");
        for args in [vec!["replay", "played"], vec!["status", "played"]] {
            let (code, _, err) = cli(&[&args[..], &["--saves-dir", sd.as_str()]].concat());
            assert_eq!((code, err.lines().count()), (1, 1), "{what}: {err}");
            assert!(err.contains(says), "{what}: {err}");
        }
        let other = tempfile::tempdir().unwrap();
        let (code, _, err) =
            cli(&["import", &path.display().to_string(), "--saves-dir", &other.path().display().to_string()]);
        assert_eq!(code, 1, "{what}: {err}");
        assert_eq!(std::fs::read_dir(other.path()).unwrap().count(), 0, "{what}: imported");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "{what}: untouched");
    }
    // The save as it was still loads.
    std::fs::write(&path, good.to_string()).unwrap();
    save::load_path(&path, ed()).unwrap();
}

#[test]
fn names_become_safe_file_names() {
    assert_eq!(save::file_stem("My First Campaign").unwrap(), "my-first-campaign");
    assert_eq!(save::file_stem("  Dowding's / Few!  ").unwrap(), "dowding-s-few");
    assert_eq!(save::file_stem("Campaña 1940").unwrap(), "campaña-1940");
    assert!(save::file_stem("").is_err());
    assert!(save::file_stem("///").is_err());
    assert!(save::file_stem(&"x".repeat(61)).is_err());
    assert!(save::file_stem("a\nb").is_err());
    let e = save::file_stem("../..").unwrap_err();
    assert!(e.to_string().contains("not a usable campaign name"), "{e}");
}

#[test]
fn list_shows_good_and_broken_saves() {
    let dir = tempfile::tempdir().unwrap();
    save::write(dir.path(), &played(10, 3)).unwrap();
    std::fs::write(dir.path().join("broken.json"), "{").unwrap();
    std::fs::write(dir.path().join("notes.txt"), "not a save").unwrap();
    let rows = save::list(dir.path());
    assert_eq!(rows.len(), 2);
    let good = rows.iter().find(|r| r.entry.is_ok()).unwrap();
    let listed = good.entry.as_ref().unwrap();
    assert_eq!(listed.name, "Played");
    assert!(!listed.summary.over);
    // The list names the board edition the save was played on.
    assert_eq!(listed.edition.edition_number(), 2);
    assert_eq!(listed.edition.label(londons_burning::text::Lang::EN), "edition 2");
    assert!(rows.iter().any(|r| r.entry.is_err()));
    save::delete(dir.path(), "Played").unwrap();
    assert_eq!(save::list(dir.path()).len(), 1);
}

#[test]
fn atomic_write_replaces_whole_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.json");
    save::write_atomic(&path, b"first").unwrap();
    save::write_atomic(&path, b"second, longer").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"second, longer");
    // Into a folder that does not exist yet.
    let deep = dir.path().join("a/b/c.json");
    save::write_atomic(&deep, b"ok").unwrap();
    assert_eq!(std::fs::read(&deep).unwrap(), b"ok");
}

#[test]
fn save_file_json_is_versioned() {
    let f = SaveFile::from_session(&played(3, 1));
    let v: serde_json::Value = serde_json::from_str(&f.to_json()).unwrap();
    assert_eq!(v["format"], "londons-burning-save");
    // The program's dice only: the first format, which older builds read.
    assert_eq!(v["version"], save::PROGRAM_DICE_VERSION);
    assert_eq!(v["setup"]["seed"], 1);
    assert!(v["choices"].is_array() && v["snapshots"].is_array());
}

// ---- the command line ---------------------------------------------------

#[test]
fn cli_new_then_status_shows_the_campaign_and_same_seed_gives_identical_saves() {
    let a = tempfile::tempdir().unwrap();
    let b = tempfile::tempdir().unwrap();
    let args = |d: &Path| -> Vec<String> {
        [
            "new",
            "--scenario",
            "long",
            "--weather",
            "optional",
            "--base",
            "kenley",
            "--seed",
            "77",
            "--name",
            "Eagle Day",
            "--saves-dir",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain([d.display().to_string()])
        .collect()
    };
    for d in [a.path(), b.path()] {
        let argv = args(d);
        let (code, out, err) = cli(&argv.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("Eagle Day") && out.contains("seed 77"), "{out}");
    }
    let fa = std::fs::read(a.path().join("eagle-day.json")).unwrap();
    let fb = std::fs::read(b.path().join("eagle-day.json")).unwrap();
    assert_eq!(fa, fb, "same seed, same save, byte for byte");

    let dir = a.path().display().to_string();
    let (code, out, _) = cli(&["status", "Eagle Day", "--saves-dir", &dir]);
    assert_eq!(code, 0);
    assert!(out.contains("13 August 1940, 7 a.m."), "{out}");
    assert!(out.contains("Base: Kenley"), "{out}");
    assert!(out.contains("fighter #1") && out.contains("fighter #2"), "{out}");
    assert!(out.contains("Damaged targets: none"), "{out}");
    assert!(out.contains("RAF 0 – Luftwaffe 0"), "{out}");
    let (code, out, _) = cli(&["status", "Eagle Day", "--saves-dir", &dir, "--lang", "es"]);
    assert_eq!(code, 0);
    assert!(out.contains("13 de agosto de 1940") && out.contains("Blancos dañados: ninguno"), "{out}");

    let (code, out, _) = cli(&["list", "--saves-dir", &dir]);
    assert_eq!(code, 0);
    assert!(out.contains("Eagle Day") && out.contains("long"), "{out}");

    // The same name again is refused unless forced.
    let argv = args(a.path());
    let (code, _, err) = cli(&argv.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(code, 1);
    assert!(
        err.starts_with("error: ") && err.contains("already exists") && err.lines().count() == 1,
        "{err}"
    );
}

#[test]
fn cli_errors_are_one_line_and_non_zero() {
    let d = tempfile::tempdir().unwrap();
    let dir = d.path().display().to_string();
    let (code, _, err) = cli(&["status", "Nope", "--saves-dir", &dir]);
    assert_eq!(code, 1);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("no saved campaign"), "{err}");
    let (code, _, err) =
        cli(&["new", "--name", "S", "--scenario", "short", "--weather", "optional", "--saves-dir", &dir]);
    assert_eq!((code, err.lines().count()), (1, 1), "{err}");
    assert!(err.contains("4.3"));
    let (code, _, err) = cli(&["new", "--name", "S", "--base", "dover", "--saves-dir", &dir]);
    assert_eq!(code, 1);
    assert!(err.contains("not a sector airfield"), "{err}");
    let (code, _, _) = cli(&["new", "--name", "S", "--scenario", "medium", "--saves-dir", &dir]);
    assert_eq!(code, 2, "usage errors exit 2");
    // A corrupt save: one line, file untouched.
    std::fs::write(d.path().join("bad.json"), "{\"format\":").unwrap();
    let (code, _, err) = cli(&["status", "bad", "--saves-dir", &dir]);
    assert_eq!((code, err.lines().count()), (1, 1), "{err}");
    assert_eq!(std::fs::read_to_string(d.path().join("bad.json")).unwrap(), "{\"format\":");
}

#[test]
fn cli_check_data() {
    let (code, out, _) = cli(&["check-data"]);
    assert_eq!(code, 0);
    assert!(out.contains("28 sites") && out.contains("25 German"), "{out}");
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("sites.json"), "{\"source\": \"reconstructed\", \"sites\": []}").unwrap();
    let (code, _, err) = cli(&["check-data", &d.path().display().to_string()]);
    assert_eq!(code, 1);
    assert!(err.contains("sites.json") && err.contains("needs 5"), "{err}");
}

/// The example saves were made on edition 1, before edition 2: they load
/// on it (whatever the current edition), replay exactly to the snapshots
/// they hold, and saving them again writes the same choices and snapshots.
#[test]
fn edition_1_saves_load_and_replay_unchanged() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut n = 0;
    for row in save::list(&dir) {
        let listed = row.entry.as_ref().unwrap();
        assert_eq!(listed.edition.edition_number(), 1, "{}", row.path.display());
        assert_eq!(listed.edition.label(londons_burning::text::Lang::EN), "edition 1");
        let text = std::fs::read_to_string(&row.path).unwrap();
        let file: save::SaveFile = serde_json::from_str(&text).unwrap();
        assert_eq!(file.edition.number, None, "written before editions had numbers");
        let s = save::load_path(&row.path, ed()).unwrap_or_else(|e| panic!("{}: {e}", row.path.display()));
        assert_eq!(s.edition().number, 1);
        assert_eq!(s.edition().fingerprint, file.edition.fingerprint);
        assert!(!s.choices().is_empty());
        let again = save::SaveFile::from_session(&s);
        assert_eq!(again.choices, file.choices, "{}", row.path.display());
        assert_eq!(again.snapshots, file.snapshots, "{}", row.path.display());
        assert_eq!(again.summary, file.summary);
        // The `replay` command agrees.
        let (code, out, err) =
            cli(&["replay", &listed.name, "--saves-dir", &dir.display().to_string(), "--lang", "en"]);
        assert_eq!(code, 0, "{out}{err}");
        // `status` names the board.
        let (code, out, _) = cli(&["status", &listed.name, "--saves-dir", &dir.display().to_string()]);
        assert_eq!(code, 0);
        assert!(out.contains("Board: edition 1"), "{out}");
        n += 1;
    }
    assert!(n >= 2, "example saves in saves/");
    // New campaigns start on edition 2, and `list` says so.
    let d = tempfile::tempdir().unwrap();
    let sd = d.path().display().to_string();
    let (code, _, err) = cli(&["new", "--name", "Fresh", "--seed", "3", "--saves-dir", &sd]);
    assert_eq!(code, 0, "{err}");
    let (_, out, _) = cli(&["list", "--saves-dir", &sd]);
    assert!(out.contains("Fresh") && out.contains("edition 2"), "{out}");
    // `--edition 1` still starts one on edition 1.
    let (code, _, err) = cli(&["new", "--name", "Old board", "--edition", "1", "--saves-dir", &sd]);
    assert_eq!(code, 0, "{err}");
    let (_, out, _) = cli(&["status", "Old board", "--saves-dir", &sd]);
    assert!(out.contains("Board: edition 1"), "{out}");
    let (code, _, err) = cli(&["new", "--name", "No board", "--edition", "9", "--saves-dir", &sd]);
    assert_eq!(code, 1);
    assert!(err.contains("no built-in board edition 9"), "{err}");
}

#[test]
fn undo_rebuilds_the_campaign_as_if_the_choice_was_never_made() {
    // Fighter #1's positioning rolls no die: it can be taken back, and the
    // campaign is exactly as before it.
    let mut s =
        Session::new("Undo", ed(), Setup::new(Scenario::Regular, WeatherMode::Historical, 12)).unwrap();
    let before = s.campaign().state().clone();
    let log_before = s.log().len();
    let Pending::Decide(d) = s.campaign().pending() else { panic!() };
    s.apply(passive(&d)).unwrap();
    assert!(s.can_undo());
    assert!(s.undo());
    assert_eq!(s.campaign().state(), &before);
    assert_eq!(s.log().len(), log_before);
    assert!(s.choices().is_empty());
    // Play on to a choice that rolls dice: it stands.
    for _ in 0..2 {
        let Pending::Decide(d) = s.campaign().pending() else { panic!() };
        s.apply(passive(&d)).unwrap();
    }
    assert!(s.log().iter().rev().take_while(|l| l.after_choice == Some(1)).any(|l| l.event.is_roll()));
    assert!(!s.can_undo() && !s.undo());
    // After many days, undo still rebuilds from the day's snapshot, and the
    // result replays identically.
    let mut s = played(80, 31);
    while s.can_undo() || s.choices().len() < 81 {
        let Pending::Decide(d) = s.campaign().pending() else { break };
        s.apply(passive(&d)).unwrap();
        if s.can_undo() {
            break;
        }
    }
    if s.can_undo() {
        let n = s.choices().len();
        assert!(s.undo());
        let replayed = Session::replay("x", ed(), s.setup().clone(), s.choices(), &[]).unwrap();
        assert_eq!(replayed.campaign().state(), s.campaign().state());
        assert_eq!(s.choices().len(), n - 1);
    }
    // No undo for an iron-rule campaign.
    let mut iron = Setup::new(Scenario::Regular, WeatherMode::Historical, 12);
    iron.options.no_undo = true;
    let mut s = Session::new("Iron", ed(), iron).unwrap();
    let Pending::Decide(d) = s.campaign().pending() else { panic!() };
    s.apply(passive(&d)).unwrap();
    assert!(!s.can_undo());
}

/// A name for a new save (an import whose name is taken, a branch from a
/// reviewed decision): the name itself when free, else the first free
/// "name (n)".
#[test]
fn a_free_name_is_the_name_or_the_first_free_number() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(save::free_name(dir.path(), "Eagle"), "Eagle");
    for taken in ["Eagle", "Eagle (2)"] {
        std::fs::write(save::save_path(dir.path(), taken).unwrap(), "{}").unwrap();
    }
    assert_eq!(save::free_name(dir.path(), "Eagle"), "Eagle (3)");
}

/// What `list` prints as each campaign's name: the text before its
/// bracket, or the file it names for a name another save holds too.
fn listed_names(sd: &str) -> Vec<String> {
    let (code, out, err) = cli(&["list", "--saves-dir", sd]);
    assert_eq!(code, 0, "{err}");
    out.lines()
        .skip(1)
        .map(|l| {
            let name = l.split("  [").next().unwrap();
            match name.split_once(" (") {
                Some((_, file)) if file.ends_with(".json)") => file.strip_suffix(')').unwrap().to_string(),
                _ => name.to_string(),
            }
        })
        .collect()
}

/// The name of a campaign is the one inside its save, which `list` and the
/// app show; a save keeps its file whatever that file is called. So every
/// name `list` prints works in every command that takes a name, after an
/// import, after a file is renamed or copied by hand, for a name that makes
/// no file name; the commands that save write back to the file they read.
#[test]
fn every_name_list_prints_works_in_every_command() {
    let d = tempfile::tempdir().unwrap();
    let saves = d.path().join("saves");
    let sd = saves.display().to_string();
    let elsewhere = d.path().join("out");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let run = |args: &[&str]| {
        let (code, out, err) = cli(&[args, &["--saves-dir", sd.as_str()]].concat());
        assert_eq!(code, 0, "{args:?}: {out}{err}");
        out
    };
    run(&["new", "--name", "Eagle Day", "--scenario", "short", "--seed", "7"]);
    // Imported under another name.
    let given = elsewhere.join("given.json").display().to_string();
    run(&["export", "Eagle Day", "--out", &given]);
    run(&["import", &given, "--name", "Adler Tag"]);
    // A shipped save copied in and renamed by hand, twice: neither in the
    // file its name makes.
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/eagle-day.json");
    std::fs::copy(&shipped, saves.join("Summer 1940 (backup).json")).unwrap();
    std::fs::copy(&shipped, saves.join("b.json")).unwrap();
    // A copy of a save beside its original.
    std::fs::copy(saves.join("eagle-day.json"), saves.join("eagle copy.json")).unwrap();
    // ("Eagle Day" was the shipped save's name too: ours is "Eagle Day"'s
    // own file, theirs are "Shipped".)
    for f in ["Summer 1940 (backup).json", "b.json"] {
        let text = std::fs::read_to_string(saves.join(f)).unwrap();
        std::fs::write(saves.join(f), text.replacen("\"name\":\"Eagle Day\"", "\"name\":\"Shipped\"", 1)).unwrap();
    }
    // A name that makes no file name, edited in by hand.
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(saves.join("adler-tag.json")).unwrap()).unwrap();
    v["name"] = "!!!".into();
    std::fs::write(saves.join("odd.json"), v.to_string()).unwrap();

    let mut names = listed_names(&sd);
    names.sort();
    assert_eq!(
        names,
        ["!!!", "Adler Tag", "Eagle Day", "Summer 1940 (backup).json", "b.json", "eagle copy.json"],
        "{}",
        run(&["list"])
    );
    // The name two saves hold, neither in its own file, is refused with
    // both named; each is taken by its file.
    let (code, _, err) = cli(&["status", "Shipped", "--saves-dir", &sd]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("2 saves are called Shipped") && err.contains("b.json"), "{err}");

    let files = || {
        let mut f: Vec<String> =
            std::fs::read_dir(&saves).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        f.retain(|n| n.ends_with(".json"));
        f.sort();
        f
    };
    let before = files();
    for (i, name) in names.iter().enumerate() {
        let out = run(&["status", name]);
        assert!(out.starts_with("Campaign "), "{name}: {out}");
        run(&["report", name]);
        let out = run(&["replay", name]);
        assert!(out.contains("the replay matches"), "{name}: {out}");
        run(&["export", name, "--out", &elsewhere.join(format!("{i}.json")).display().to_string()]);
        run(&["advise", name, "--rollouts", "1"]);
        run(&["autoplay", name, "--bot", "passive", "--until", "1940-08-14"]);
        run(&["review", name, "--rollouts", "2", "--json"]);
        // Saved back where each was found: no new file.
        assert_eq!(files(), before, "{name}");
    }
    let mut after = listed_names(&sd);
    after.sort();
    assert_eq!(after, names);
    // The app opens the same files by their rows.
    for row in save::list(&saves) {
        let s = save::load_path(&row.path, ed()).unwrap();
        assert!(s.advised(), "{}: the ask was saved in it", row.path.display());
        assert_eq!(&s.name, &row.entry.unwrap().name);
    }
    // A name that is taken, in whatever file, is not made again.
    let (code, _, err) = cli(&["new", "--name", "shipped", "--saves-dir", &sd]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(files(), before);
}
