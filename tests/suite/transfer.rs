//! Export and import of campaigns (issue 22): the round trip replays byte
//! for byte, hostile files are refused with nothing changed, a name already
//! saved is never replaced without asking (the command line refuses, the
//! app asks), the edition and the advice marks are kept; the same in the
//! app through Export…, Import… and a file dropped on the window.

use crate::common::app::{harness, short, texts};
use crate::common::*;
use egui_kittest::kittest::Queryable;
use londons_burning::app::Screen;
use londons_burning::text::{Lang, Localize};
use londons_burning::rules::Pending;
use londons_burning::save::{self, SaveError};
use londons_burning::session::Session;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A short campaign played a day and a half by the sensible bot, with the
/// advisor asked once (so the advice marks travel too).
fn campaign(name: &str) -> Session {
    let mut s = Session::new(name, ed(), short(31)).unwrap();
    for i in 0..40 {
        let Pending::Decide(d) = s.campaign().pending_light() else { break };
        if i == 7 {
            s.record_advice_ask().unwrap();
        }
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    assert!(s.advised());
    s
}

/// Every file of a folder and its bytes.
fn folder(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(Result::ok).map(|e| (e.path(), std::fs::read(e.path()).unwrap())).collect())
        .unwrap_or_default()
}

fn arg(p: &Path) -> String {
    p.display().to_string()
}

#[test]
fn export_then_import_under_another_name_replays_byte_for_byte() {
    let d = tempfile::tempdir().unwrap();
    let saves = d.path().join("saves");
    let s = campaign("Eagle Day");
    let original = save::write(&saves, &s).unwrap();
    let out = d.path().join("given to a friend.json");
    let (code, stdout, err) = cli(&["export", "Eagle Day", "--out", &arg(&out), "--saves-dir", &arg(&saves)]);
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("given to a friend.json"), "{stdout}");
    // An exported file is the save itself.
    assert_eq!(std::fs::read(&out).unwrap(), std::fs::read(&original).unwrap());

    let (code, stdout, err) =
        cli(&["import", &arg(&out), "--name", "Eagle Day, again", "--saves-dir", &arg(&saves)]);
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("Imported Eagle Day, again"), "{stdout}");
    let copy = saves.join("eagle-day-again.json");
    let a = String::from_utf8(std::fs::read(&original).unwrap()).unwrap();
    let b = String::from_utf8(std::fs::read(&copy).unwrap()).unwrap();
    assert_ne!(a, b);
    assert_eq!(
        a.replacen("\"name\":\"Eagle Day\"", "\"name\":\"Eagle Day, again\"", 1),
        b,
        "equal apart from the name"
    );
    // The copy replays to what it says, and as the original does.
    let (code, stdout, err) = cli(&["replay", "Eagle Day, again", "--saves-dir", &arg(&saves)]);
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("the replay matches"), "{stdout}");
    let back = save::load(&saves, "Eagle Day, again", ed()).unwrap();
    assert_eq!(back.campaign().state(), s.campaign().state());
    assert_eq!(back.log(), s.log());
    assert_eq!(back.advice(), s.advice(), "the advice marks are kept");
    assert_eq!(back.setup(), s.setup());

    // Into another computer's empty folder, under its own name: the same bytes.
    let other = d.path().join("other-computer");
    let (code, _, err) = cli(&["import", &arg(&out), "--saves-dir", &arg(&other)]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read(other.join("eagle-day.json")).unwrap(), std::fs::read(&original).unwrap());
    let (_, listed, _) = cli(&["list", "--saves-dir", &arg(&other)]);
    assert!(listed.contains("Eagle Day") && listed.contains("with advice"), "{listed}");

    // Export never writes over a file unless told to.
    let before = std::fs::read(&out).unwrap();
    let (code, _, err) =
        cli(&["export", "Eagle Day, again", "--out", &arg(&out), "--saves-dir", &arg(&saves)]);
    assert_eq!((code, err.lines().count()), (1, 1), "{err}");
    assert!(err.contains("--force"), "{err}");
    assert_eq!(std::fs::read(&out).unwrap(), before);
}

#[test]
fn an_edition_1_save_imports_as_edition_1() {
    let d = tempfile::tempdir().unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/short-summer.json");
    let (code, stdout, err) = cli(&["import", &arg(&file), "--saves-dir", &arg(d.path())]);
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("Board: edition 1"), "{stdout}");
    let (_, listed, _) = cli(&["list", "--saves-dir", &arg(d.path())]);
    assert!(listed.contains("Short Summer") && listed.contains("edition 1"), "{listed}");
    let s = save::load(d.path(), "Short Summer", ed()).unwrap();
    assert_eq!(s.edition().number, 1);
    let (code, _, err) = cli(&["replay", "Short Summer", "--saves-dir", &arg(d.path())]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn hostile_files_are_refused_on_import_and_nothing_changes() {
    let d = tempfile::tempdir().unwrap();
    let saves = d.path().join("saves");
    save::write(&saves, &campaign("Fuzz")).unwrap();
    let before = folder(&saves);
    let file = d.path().join("hostile.json");
    for (what, text) in hostile_saves() {
        std::fs::write(&file, &text).unwrap();
        // The library: refused with a message naming the file.
        let e = save::read_import(&file, ed()).err().unwrap_or_else(|| panic!("{what}: read"));
        assert!(e.localize(Lang::EN).contains("hostile.json"), "{what}: {}", e.localize(Lang::EN));
        // The command line: one line, status 1, the folder as it was, even
        // with --replace.
        let (code, _, err) = cli(&["import", &arg(&file), "--replace", "--saves-dir", &arg(&saves)]);
        assert_eq!((code, err.lines().count()), (1, 1), "{what}: {err}");
        assert!(err.starts_with("error: ") && err.contains("hostile.json"), "{what}: {err}");
        assert_eq!(folder(&saves), before, "{what}: the saves folder changed");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text, "{what}: the file changed");
    }
    // A save whose choices were tampered with does not replay: refused too.
    let mut doc: serde_json::Value = serde_json::from_str(&sample_save()).unwrap();
    let n = doc["choices"].as_array().unwrap().len();
    doc["choices"].as_array_mut().unwrap().truncate(n - 3);
    std::fs::write(&file, doc.to_string()).unwrap();
    let (code, _, err) = cli(&["import", &arg(&file), "--saves-dir", &arg(&saves)]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("cannot be resumed"), "{err}");
    assert_eq!(folder(&saves), before);
}

#[test]
fn a_name_already_saved_is_never_replaced_without_asking() {
    let d = tempfile::tempdir().unwrap();
    let saves = d.path().join("saves");
    let mine = Session::new("Eagle Day", ed(), short(1)).unwrap();
    save::write(&saves, &mine).unwrap();
    let theirs = campaign("Eagle Day");
    let file = d.path().join("theirs.json");
    std::fs::write(&file, save::SaveFile::from_session(&theirs).to_json()).unwrap();
    let before = folder(&saves);

    // The library says so.
    let mut s = save::read_import(&file, ed()).unwrap();
    let e = londons_burning::table::Store::new(&saves).import(&mut s, None, false).unwrap_err();
    assert!(matches!(e, SaveError::Exists { .. }), "{e:?}");
    // A name with the same file name is the same campaign's place.
    let e = londons_burning::table::Store::new(&saves).import(&mut s, Some("EAGLE  day"), false).unwrap_err();
    assert!(matches!(e, SaveError::Exists { .. }), "{e:?}");
    assert_eq!(s.name, "Eagle Day", "a refused import leaves the name");
    assert_eq!(folder(&saves), before);

    // The command line refuses, saying how to rename or replace.
    let (code, _, err) = cli(&["import", &arg(&file), "--saves-dir", &arg(&saves)]);
    assert_eq!((code, err.lines().count()), (1, 1), "{err}");
    assert!(err.contains("already saved") && err.contains("--name") && err.contains("--replace"), "{err}");
    assert_eq!(folder(&saves), before);
    let (code, _, err) = cli(&["import", &arg(&file), "--name", "Theirs", "--saves-dir", &arg(&saves)]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read(saves.join("eagle-day.json")).unwrap(), before[&saves.join("eagle-day.json")]);
    let (code, _, err) = cli(&["import", &arg(&file), "--replace", "--saves-dir", &arg(&saves)]);
    assert_eq!(code, 0, "{err}");
    let replaced = save::load(&saves, "Eagle Day", ed()).unwrap();
    assert_eq!(replaced.choices(), theirs.choices());
}

/// A file dropped on the window.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drop_file(h: &mut egui_kittest::Harness<'_, londons_burning::app::App>, file: &Path) {
    h.input_mut().dropped_files.push(std::sync::Arc::new(Dropped(file.to_path_buf())));
    settle(h);
}

#[test]
fn in_the_app_a_dropped_file_with_a_taken_name_asks_rename_or_replace() {
    let d = tempfile::tempdir().unwrap();
    let saves = d.path().join("saves");
    save::write(&saves, &Session::new("Eagle Day", ed(), short(1)).unwrap()).unwrap();
    let theirs = campaign("Eagle Day");
    let file = d.path().join("theirs.json");
    std::fs::write(&file, save::SaveFile::from_session(&theirs).to_json()).unwrap();
    let before = folder(&saves);
    let mut h = harness(&saves, None, Lang::EN);
    drop_file(&mut h, &file);
    assert!(
        texts(&h).iter().any(|t| t.contains("A campaign called Eagle Day is already saved")),
        "{:?}",
        texts(&h)
    );
    assert_eq!(folder(&saves), before, "nothing written before the player answers");
    // Cancel: nothing changes.
    h.get_by_label("Cancel").click();
    settle(&mut h);
    assert_eq!(folder(&saves), before);
    // Again, under the name offered.
    drop_file(&mut h, &file);
    h.get_by_label("Import under the new name").click();
    step_until(&mut h, "the copy saved under the new name", |_| saves.join("eagle-day-2.json").is_file());
    assert!(saves.join("eagle-day-2.json").is_file(), "{:?}", folder(&saves).keys());
    assert_eq!(std::fs::read(saves.join("eagle-day.json")).unwrap(), before[&saves.join("eagle-day.json")]);
    let copy = save::load(&saves, "Eagle Day (2)", ed()).unwrap();
    assert_eq!(copy.choices(), theirs.choices());
    assert!(copy.advised());
    // The list shows it at once; "Open it" opens it.
    assert!(texts(&h).iter().any(|t| t == "Eagle Day (2)"), "{:?}", texts(&h));
    h.get_by_label("Open it").click();
    settle(&mut h);
    match &h.state().screen {
        Screen::Play(p) => assert_eq!(p.table.name(), "Eagle Day (2)"),
        Screen::Start(_) => panic!("not opened"),
    }
    // Replacing, from the play screen: asked, then done.
    drop_file(&mut h, &file);
    h.get_by_label("Replace the saved campaign").click();
    settle(&mut h);
    let replaced = save::load(&saves, "Eagle Day", ed()).unwrap();
    assert_eq!(replaced.choices(), theirs.choices());
}

#[test]
fn in_the_app_a_hostile_file_is_refused_with_its_message_and_nothing_changes() {
    let d = tempfile::tempdir().unwrap();
    let saves = d.path().join("saves");
    save::write(&saves, &Session::new("Mine", ed(), short(1)).unwrap()).unwrap();
    let before = folder(&saves);
    let file = d.path().join("hostile.json");
    let cases = hostile_saves();
    let mut h = harness(&saves, None, Lang::ES);
    for (what, text) in cases.iter().filter(|(w, _)| ["wrong type", "not JSON", "huge version"].contains(w)) {
        std::fs::write(&file, text).unwrap();
        drop_file(&mut h, &file);
        assert!(texts(&h).iter().any(|t| t.contains("hostile.json")), "{what}: {:?}", texts(&h));
        assert_eq!(folder(&saves), before, "{what}");
        h.get_by_label("Cancelar").click();
        settle(&mut h);
    }
}

#[test]
fn in_the_app_export_writes_the_save_where_the_player_says() {
    let d = tempfile::tempdir().unwrap();
    let saves = d.path().join("saves");
    let s = campaign("Eagle Day");
    let original = save::write(&saves, &s).unwrap();
    let mut h = harness(&saves, None, Lang::EN);
    h.get_by_label("Export…").click();
    settle(&mut h);
    let out = d.path().join("backup.json");
    match &mut h.state_mut().screen {
        Screen::Start(st) => st.export.as_mut().expect("the export dialog").path = arg(&out),
        Screen::Play(_) => panic!("start screen expected"),
    }
    settle(&mut h);
    h.get_by_label("Export").click();
    step_until(&mut h, "the export written and said", |h| {
        out.is_file() && texts(h).iter().any(|t| t.contains("Exported to"))
    });
    assert_eq!(std::fs::read(&out).unwrap(), std::fs::read(&original).unwrap());
    assert!(
        texts(&h).iter().any(|t| t.contains("Exported to") && t.contains("backup.json")),
        "{:?}",
        texts(&h)
    );
    assert_eq!(h.query_all_by_label("Open folder").count(), 2, "the saves folder's and the file's");
    // Exporting again says it replaces the file, and asks with its button.
    h.get_by_label("Close").click();
    settle(&mut h);
    h.get_by_label("Export…").click();
    settle(&mut h);
    match &mut h.state_mut().screen {
        Screen::Start(st) => st.export.as_mut().unwrap().path = arg(&out),
        Screen::Play(_) => unreachable!(),
    }
    settle(&mut h);
    assert!(texts(&h).iter().any(|t| t.contains("exporting replaces it")), "{:?}", texts(&h));
    assert!(h.query_by_label("Replace it").is_some());
}

#[test]
fn the_start_screen_says_where_the_saves_are() {
    let d = tempfile::tempdir().unwrap();
    let saves = d.path().join("saves");
    let h = harness(&saves, None, Lang::EN);
    let line = format!("Your campaigns are kept in {}", saves.display());
    assert!(texts(&h).contains(&line), "{:?}", texts(&h));
    assert!(h.query_by_label("Open folder").is_some() && h.query_by_label("Import…").is_some());
    let (code, out, _) = cli(&["list", "--saves-dir", &arg(&saves)]);
    assert_eq!(code, 0);
    assert!(out.contains(&arg(&saves)), "{out}");
}

/// The app started on a save file (`londons-burning FILE`), as a
/// double-click on an exported campaign starts it (issue 31: the Windows
/// installer and the Debian package register `.lbcampaign`).
fn started_on(saves: &Path, file: &Path) -> egui_kittest::Harness<'static, londons_burning::app::App> {
    let app = londons_burning::app::App::new(londons_burning::app::AppConfig {
        saves_dir: saves.to_path_buf(),
        edition: ed(),
        lang: Lang::EN,
        open: None,
    })
    .with_file(file);
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut londons_burning::app::App| app.show(ui), app);
    crate::common::settle(&mut h);
    h
}

fn playing(h: &egui_kittest::Harness<'_, londons_burning::app::App>) -> Option<String> {
    match &h.state().screen {
        Screen::Play(p) => Some(p.table.name().to_string()),
        Screen::Start(_) => None,
    }
}

#[test]
fn a_save_file_given_to_the_program_opens_its_campaign() {
    let d = tempfile::tempdir().unwrap();
    let saves = d.path().join("saves");
    let original = save::write(&saves, &campaign("Eagle Day")).unwrap();
    // Exported with the extension the desktop knows (the default name).
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_londons-burning"))
        .args(["export", "Eagle Day", "--saves-dir", &arg(&saves)])
        .current_dir(d.path())
        .env("LANG", "C")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let file = d.path().join(format!("eagle-day.{}", save::EXPORT_EXTENSION));
    assert!(file.is_file(), "{stdout}");
    assert_eq!(std::fs::read(&file).unwrap(), std::fs::read(&original).unwrap());

    // On another computer: imported, and opened at once.
    let theirs = d.path().join("their saves");
    let h = started_on(&theirs, &file);
    assert_eq!(playing(&h).as_deref(), Some("Eagle Day"));
    assert_eq!(folder(&theirs).len(), 1);
    let imported = folder(&theirs);
    // The same file again: the campaign it was imported as, nothing added.
    let h = started_on(&theirs, &file);
    assert_eq!(playing(&h).as_deref(), Some("Eagle Day"));
    assert_eq!(folder(&theirs), imported);
    // A file of the saves folder opens as it is.
    let before = folder(&saves);
    let h = started_on(&saves, &original);
    assert_eq!(playing(&h).as_deref(), Some("Eagle Day"));
    assert_eq!(folder(&saves), before);

    // Another campaign of a name already saved: the import dialog asks.
    let other = d.path().join(format!("other.{}", save::EXPORT_EXTENSION));
    std::fs::write(
        &other,
        save::SaveFile::from_session(&Session::new("Eagle Day", ed(), short(2)).unwrap()).to_json(),
    )
    .unwrap();
    let h = started_on(&theirs, &other);
    assert_eq!(playing(&h), None);
    assert!(
        texts(&h).iter().any(|t| t.contains("A campaign called Eagle Day is already saved")),
        "{:?}",
        texts(&h)
    );
    assert_eq!(folder(&theirs), imported);
    // A damaged one: the start screen, with the import's message.
    std::fs::write(&other, "{ not a save").unwrap();
    let h = started_on(&theirs, &other);
    assert_eq!(playing(&h), None);
    assert!(
        texts(&h).iter().any(|t| t.contains(&format!("other.{}", save::EXPORT_EXTENSION))),
        "{:?}",
        texts(&h)
    );
    assert_eq!(folder(&theirs), imported);

    // A word that is neither a command nor a file is a typing mistake.
    let (code, _, err) = cli(&["lsit", "--saves-dir", &arg(&saves)]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no such command or file: lsit"), "{err}");
}
