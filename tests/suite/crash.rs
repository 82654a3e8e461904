//! After a crash (issue 22): a child process panics on purpose after a
//! choice (`LONDONS_BURNING_TEST_PANIC=after-choice`, src/crash.rs); the
//! crash report beside the saves names the version, the edition, the
//! campaign, the last choice, the panic and its backtrace; the save is
//! untouched and still replays; the next start says so in one line, once.

use londons_burning::crash;
use std::path::Path;
use std::process::Command;

fn run(args: &[&str], dir: &Path, panic: bool) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_londons-burning"));
    cmd.args(args).arg("--saves-dir").arg(dir).env("LANG", "C").env_remove(crash::TEST_PANIC_VAR);
    if panic {
        cmd.env(crash::TEST_PANIC_VAR, "after-choice");
    }
    let out = cmd.output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn a_panic_writes_a_crash_report_and_leaves_the_save_whole() {
    let d = tempfile::tempdir().unwrap();
    let dir = d.path();
    let (code, _, err) =
        run(&["new", "--name", "Crashing", "--scenario", "short", "--seed", "9"], dir, false);
    assert_eq!(code, 0, "{err}");
    let save = dir.join("crashing.json");
    let before = std::fs::read(&save).unwrap();
    // A few days played, saved at each day's start, then the panic.
    let (code, _, err) =
        run(&["autoplay", "Crashing", "--bot", "sensible", "--until", "1940-08-14"], dir, false);
    assert_eq!(code, 0, "{err}");
    let played = std::fs::read(&save).unwrap();
    assert_ne!(played, before);

    let (code, _, err) = run(&["autoplay", "Crashing", "--bot", "sensible"], dir, true);
    assert_eq!(code, 101, "a panic: {err}");
    assert!(err.contains("panicked at") && err.contains("a panic on purpose"), "the default message: {err}");
    let reports = crash::reports(dir);
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert!(err.contains(&reports[0].display().to_string()), "stderr names the report: {err}");
    let text = std::fs::read_to_string(&reports[0]).unwrap();
    for part in [
        &format!("Version: {}", env!("CARGO_PKG_VERSION")),
        "Edition: edition 2",
        "Campaign: Crashing",
        "Last choice: choice ",
        "(1940-08-14, ",
        "Panic: LONDONS_BURNING_TEST_PANIC=after-choice: a panic on purpose",
        "Command: ",
        "Backtrace:\n",
        "set_last_choice",
    ] {
        assert!(text.contains(part), "the report lacks {part:?}:\n{text}");
    }
    // Never inside a save, and the save is as it was.
    assert_eq!(std::fs::read(&save).unwrap(), played, "the save was touched");
    let listed: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(listed.len(), 2, "{listed:?}");

    // The next start says so in one line; the one after, no more.
    let (code, out, err) = run(&["replay", "Crashing"], dir, false);
    assert_eq!(code, 0, "the save still replays: {err}");
    assert!(out.contains("the replay matches"), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("crashed") && err.contains(&reports[0].display().to_string()), "{err}");
    let (code, out, err) = run(&["status", "Crashing"], dir, false);
    assert_eq!(code, 0);
    assert!(err.is_empty(), "said once: {err}");
    assert!(out.contains("14 August 1940"), "{out}");
    // And it plays on from there.
    let (code, _, err) =
        run(&["autoplay", "Crashing", "--bot", "sensible", "--until", "1940-08-15"], dir, false);
    assert_eq!(code, 0, "{err}");
}

/// Runs a command whose reader hangs up: at once (`| head -0`), or after
/// `read` bytes (`| head -c N`). Returns its status and stderr.
fn hang_up(args: &[&str], dir: &Path, read: usize) -> (Option<i32>, String) {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_londons-burning"))
        .args(args)
        .arg("--saves-dir")
        .arg(dir)
        .env("LANG", "C")
        .env_remove(crash::TEST_PANIC_VAR)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    if read > 0 {
        let mut first = vec![0u8; read];
        stdout.read_exact(&mut first).unwrap();
    }
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into())
}

/// Every command ends quietly with status 0 when its reader closes the
/// pipe (`londons-burning status NAME | head -1`), and writes no crash
/// report; a real panic still does (above).
#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    let d = tempfile::tempdir().unwrap();
    let dir = d.path();
    let (code, _, err) = run(&["new", "--name", "Long", "--scenario", "long", "--seed", "3"], dir, false);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = run(&["autoplay", "Long", "--bot", "random"], dir, false);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = run(&["new", "--name", "Done", "--scenario", "short", "--seed", "5"], dir, false);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = run(&["autoplay", "Done", "--bot", "passive"], dir, false);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = run(&["new", "--name", "Fresh", "--scenario", "short", "--seed", "6"], dir, false);
    assert_eq!(code, 0, "{err}");
    let out = tempfile::tempdir().unwrap();
    let exported = out.path().join("x.json").display().to_string();
    let english = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n/en").display().to_string();
    let commands: Vec<Vec<&str>> = vec![
        vec!["status", "Long"],
        vec!["list"],
        vec!["rules"],
        vec!["rules", "8"],
        vec!["rules", "--search", "fighter"],
        vec!["report", "Long"],
        vec!["report", "Long", "--format", "csv", "--table", "raids"],
        vec!["report", "Long", "--format", "log"],
        vec!["replay", "Long"],
        vec!["simulate", "--campaigns", "2", "--scenario", "short"],
        vec!["simulate", "--campaigns", "2", "--scenario", "short", "--json"],
        vec!["check-data"],
        vec!["check-translation", &english],
        vec!["desktop-entry"],
        vec!["review", "Done", "--rollouts", "2"],
        vec!["advise", "Fresh", "--rollouts", "2"],
        vec!["autoplay", "Long", "--bot", "passive"],
        vec!["new", "--name", "Piped", "--scenario", "short"],
        vec!["export", "Done", "--out", &exported],
        vec!["import", &exported, "--name", "Again"],
        vec!["--help"],
        vec!["status", "--help"],
        vec!["--version"],
    ];
    for args in &commands {
        let (code, err) = hang_up(args, dir, 0);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
    // Hung up after a little: the raw log of a long campaign is far more
    // than a pipe holds.
    let (code, err) = hang_up(&["report", "Long", "--format", "log"], dir, 16);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    assert!(crash::reports(dir).is_empty(), "{:?}", crash::reports(dir));
    // And the commands that wrote did their work.
    for name in ["Piped", "Again"] {
        let (code, _, err) = run(&["status", name], dir, false);
        assert_eq!(code, 0, "{name}: {err}");
    }
}
