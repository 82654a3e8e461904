//! Files the user can hand us (issue 30): every reader goes through
//! `files::read_limited`, which reads only regular files, at most its limit
//! (enforced while reading), refuses folders, FIFOs, devices and loops of
//! symbolic links at once without blocking, and changes nothing; campaign
//! names a platform reserves get a file name every platform can store.

use crate::common::*;
use londons_burning::edition::Edition;
use londons_burning::files::{self, FileError, Kind};
use londons_burning::save::{self, SaveError};
use londons_burning::session::Session;
use londons_burning::text::{Lang, Localize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Every file of a folder (and below) and its bytes.
fn folder(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        let ty = std::fs::symlink_metadata(&p).unwrap().file_type();
        if ty.is_dir() {
            out.extend(folder(&p));
        } else if ty.is_file() {
            out.insert(p.clone(), std::fs::read(&p).unwrap());
        } else {
            out.insert(p, b"(special)".to_vec());
        }
    }
    out
}

fn short(seed: u64) -> Setup {
    Setup::new(Scenario::Short, WeatherMode::Historical, seed)
}

fn mkfifo(path: &Path) {
    let ok = std::process::Command::new("mkfifo").arg(path).status().unwrap().success();
    assert!(ok, "mkfifo {}", path.display());
}

/// Runs `f` on a thread and fails if it does not return within the suite's
/// bound (a reader blocked on a FIFO waits forever, and would hang the suite
/// otherwise). The bound is the one every wait of the suite has
/// (`common::wait::WAIT`), not a few seconds: on a busy machine (the suite
/// under stress-ng with builds writing to the disk) a call that takes
/// milliseconds alone once took more than 20 s, and failed a run of
/// `scripts/stress`. Speed is measured, never asserted.
fn at_once<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(crate::common::wait::WAIT).unwrap_or_else(|_| panic!("{what}: blocked"))
}

/// A folder with one of each thing that is not a regular file.
struct Hostile {
    _dir: tempfile::TempDir,
    fifo: PathBuf,
    folder: PathBuf,
    a_loop: PathBuf,
    device: PathBuf,
}

fn hostile() -> Hostile {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.json");
    mkfifo(&fifo);
    let folder = dir.path().join("folder.json");
    std::fs::create_dir(&folder).unwrap();
    let a_loop = dir.path().join("loop.json");
    std::os::unix::fs::symlink(dir.path().join("other.json"), &a_loop).unwrap();
    std::os::unix::fs::symlink(&a_loop, dir.path().join("other.json")).unwrap();
    Hostile { fifo, folder, a_loop, device: PathBuf::from("/dev/zero"), _dir: dir }
}

#[test]
fn the_reader_refuses_what_is_not_a_regular_file_at_once() {
    let h = hostile();
    let cases = [
        (h.fifo.clone(), Some(Kind::Fifo)),
        (h.device.clone(), Some(Kind::Device)),
        (h.folder.clone(), Some(Kind::Folder)),
        (h.a_loop.clone(), None),
    ];
    for (path, kind) in cases {
        let p = path.clone();
        let e = at_once(&path.display().to_string(), move || files::read_limited(&p, 1 << 20)).unwrap_err();
        match kind {
            Some(k) => assert_eq!(e, FileError::NotAFile { path: path.clone(), kind: k }),
            None => assert_eq!(e, FileError::SymlinkLoop(path.clone())),
        }
        let (en, es) = (e.localize(Lang::EN), e.localize(Lang::ES));
        assert!(en.starts_with(&path.display().to_string()) && es.contains(&path.display().to_string()), "{en}");
        assert_ne!(en, es);
        println!("{en}\n{es}");
    }
    // A symbolic link to a regular file is followed.
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("real"), b"{}").unwrap();
    std::os::unix::fs::symlink(d.path().join("real"), d.path().join("link")).unwrap();
    assert_eq!(files::read_limited(&d.path().join("link"), 2).unwrap(), b"{}");
    let e = files::read_limited(&d.path().join("none"), 2).unwrap_err();
    assert_eq!(e, FileError::NotFound(d.path().join("none")));
}

/// A file that says it is empty and is not (`/proc`): the limit holds while
/// reading, not only by the size the file claims (the unit test
/// `files::tests::at_most_the_limit_and_one_byte_are_read` counts the bytes
/// taken from an endless reader: the limit and one).
#[test]
fn the_limit_is_enforced_while_reading() {
    let maps = Path::new("/proc/self/maps");
    assert_eq!(std::fs::metadata(maps).unwrap().len(), 0, "it claims to be empty");
    let all = files::read_limited(maps, 1 << 20).unwrap();
    assert!(all.len() > 100, "{}", all.len());
    let e = files::read_limited(maps, 64).unwrap_err();
    assert_eq!(e, FileError::TooLarge { path: maps.into(), limit: 64 });
    assert!(e.localize(Lang::EN).contains("more than 64 B"), "{}", e.localize(Lang::EN));
    // A sparse file over a save's limit: refused by its size, unread.
    let d = tempfile::tempdir().unwrap();
    let big = d.path().join("big.json");
    std::fs::File::create(&big).unwrap().set_len(save::MAX_SAVE_BYTES + 1).unwrap();
    let e = save::load_path(&big, ed()).unwrap_err();
    assert!(matches!(e, SaveError::File(FileError::TooLarge { .. })), "{e:?}");
    assert!(e.to_string().contains("more than 16 MiB"), "{e}");
}

/// Each reader of a file the user hands us, given a FIFO, a device, a
/// folder and a loop: a message at once, nothing written.
#[test]
fn every_reader_refuses_them_and_changes_nothing() {
    let h = hostile();
    let saves = tempfile::tempdir().unwrap();
    let mut kept = Session::new("Kept", ed(), short(4)).unwrap();
    let choice = londons_burning::sim::sensible(kept.campaign(), &decision(kept.campaign()));
    kept.apply(choice).unwrap();
    save::write(saves.path(), &kept).unwrap();
    let before = folder(saves.path());
    let sd = saves.path().display().to_string();
    for path in [&h.fifo, &h.device, &h.folder, &h.a_loop] {
        let shown = path.display().to_string();
        // Loading, importing, `replay`: the library.
        let p = path.clone();
        let e = at_once(&shown, move || save::read_import(&p, ed()).map(|_| ())).unwrap_err();
        assert!(matches!(e, SaveError::File(_)), "{shown}: {e:?}");
        let p = path.clone();
        let e = at_once(&shown, move || {
            londons_burning::report::verify::verify_path(&p, ed(), Lang::EN).map(|_| ())
        })
        .unwrap_err();
        assert!(e.localize(Lang::EN).starts_with(&shown), "{}", e.localize(Lang::EN));
        // The command line: `import`, one line, status 1, the folder as it was.
        let (code, out, err) = cli(&["import", &shown, "--replace", "--saves-dir", &sd]);
        assert_eq!((code, err.lines().count()), (1, 1), "{shown}: {out}{err}");
        assert!(err.starts_with(&format!("error: {shown}: it is")), "{err}");
        assert_eq!(folder(saves.path()), before, "{shown}: the saves folder changed");

        // The edition folder: one of its files.
        let ed_dir = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(path, ed_dir.path().join("sites.json")).unwrap();
        let d = ed_dir.path().to_path_buf();
        let e = at_once(&shown, move || Edition::load_dir(&d).map(|_| ())).unwrap_err();
        let msg = e.localize(Lang::EN);
        assert!(msg.contains("sites.json") && msg.contains("it is"), "{msg}");
        let (code, _, err) = cli(&["check-data", &ed_dir.path().display().to_string()]);
        assert_eq!(code, 1, "{err}");
        let (code, _, err) = cli(&["new", "--name", "X", "--edition", &ed_dir.path().display().to_string(), "--saves-dir", &sd]);
        assert_eq!((code, err.lines().count()), (1, 1), "{err}");

        // A language drop-in: one of its files.
        let lang_dir = tempfile::tempdir().unwrap();
        let fr = lang_dir.path().join("fr");
        std::fs::create_dir(&fr).unwrap();
        std::os::unix::fs::symlink(path, fr.join("general.ftl")).unwrap();
        let f = fr.clone();
        let e = at_once(&shown, move || londons_burning::text::check_folder(&f).map(|_| ())).unwrap_err();
        assert!(e.localize(Lang::EN).contains("general.ftl"), "{}", e.localize(Lang::EN));
        let f = fr.clone();
        let e = at_once(&shown, move || londons_burning::text::add_folder(&f).map(|_| ())).unwrap_err();
        assert!(e.contains("general.ftl: it is"), "{e}");
        let (code, _, err) = cli(&["check-translation", &fr.display().to_string()]);
        assert_eq!((code, err.lines().count()), (1, 1), "{err}");

        // The review kept beside the saves: not read, not waited on.
        let cfg = londons_burning::sim::review::ReviewConfig::default();
        let store = londons_burning::table::Store::new(saves.path());
        let key = londons_burning::sim::review::key(&kept.played(), &cfg);
        let cache = store.review_path(&kept.name, &key).unwrap();
        std::fs::create_dir_all(cache.parent().unwrap()).unwrap();
        std::os::unix::fs::symlink(path, &cache).unwrap();
        let (st, s) = (store.clone(), kept.clone());
        assert!(at_once(&shown, move || st.kept_review(&s.played(), &cfg)).is_none());
        std::fs::remove_file(&cache).unwrap();
        std::fs::remove_dir(cache.parent().unwrap()).unwrap();

        // The yardstick kept beside the saves (a setup the shipped table
        // lacks): not read; cancelled, nothing is simulated.
        use londons_burning::sim::yardstick;
        let mut setup = short(4);
        setup.options.crossfire = true;
        let cell = yardstick::Cell::of(&setup, &ed()).unwrap();
        let cache = store.yardstick_path(&cell, &ed(), 10, yardstick::YARDSTICK_SEED);
        std::fs::create_dir_all(cache.parent().unwrap()).unwrap();
        std::os::unix::fs::symlink(path, &cache).unwrap();
        let st = store.clone();
        let got = at_once(&shown, move || {
            let cancel = std::sync::atomic::AtomicBool::new(true);
            st.yardstick(&setup, &ed(), 10, &|_, _| {}, &cancel).map(|y| y.is_none())
        });
        assert!(matches!(got, Ok(true)), "{shown}");
        std::fs::remove_file(&cache).unwrap();
        std::fs::remove_dir(cache.parent().unwrap()).unwrap();
        assert_eq!(folder(saves.path()), before);
    }
    // In the saves folder itself: listed with its reason, never waited on,
    // and the other saves work as before.
    std::fs::rename(&h.fifo, saves.path().join("pipe.json")).unwrap();
    std::fs::create_dir(saves.path().join("folder.json")).unwrap();
    let (code, out, err) = cli(&["list", "--saves-dir", &sd]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("pipe.json  (") && out.contains("named pipe (FIFO)"), "{out}");
    assert!(out.contains("folder.json  (") && out.contains("it is a folder"), "{out}");
    assert!(out.contains("Kept  ["), "{out}");
    let (code, _, err) = cli(&["status", "Kept", "--saves-dir", &sd]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = cli(&["status", "pipe", "--saves-dir", &sd]);
    assert_eq!((code, err.lines().count()), (1, 1), "{err}");
    assert!(err.contains("named pipe"), "{err}");
}

/// Names Windows keeps for devices, in any case, with or without an
/// extension, with trailing dots or spaces; and names too long for a file
/// system: a file name every platform can store, on every platform.
#[test]
fn reserved_and_overlong_names_get_a_safe_file_name() {
    /// Windows' rule: the part before the first dot, trailing dots and
    /// spaces dropped, in any case, is not a device's name.
    fn reserved_on_windows(file: &str) -> bool {
        let base = file.split('.').next().unwrap().trim_end_matches([' ', '.']).to_lowercase();
        let devices = ["con", "prn", "aux", "nul"];
        let numbered = ["com", "lpt"].iter().any(|p| {
            base.strip_prefix(p).is_some_and(|n| {
                let mut c = n.chars();
                matches!((c.next(), c.next()), (Some(d), None) if d.is_ascii_digit() || "¹²³".contains(d))
            })
        });
        devices.contains(&base.as_str()) || numbered
    }
    let names = [
        "CON", "con", "Con.", "NUL ", "nul.txt", "AUX", "PRN..", "COM1", "com9", "COM0", "Lpt1", "LPT9 .", "COM¹",
        "lpt³", "CON.json", "aux . txt", "Com1.log",
    ];
    for name in names {
        let path = save::save_path(Path::new("x"), name).unwrap();
        let file = path.file_name().unwrap().to_str().unwrap();
        assert!(!reserved_on_windows(file), "{name:?} makes {file}");
        assert!(file.len() < 255);
        println!("{name:?} → {file}");
    }
    assert_eq!(save::file_stem("CON").unwrap(), "con_");
    assert_eq!(save::file_stem("Con.").unwrap(), "con_");
    assert_eq!(save::file_stem("COM1 Sector").unwrap(), "com1-sector");
    // Ordinary names are as before (the saves made so far keep their files).
    assert_eq!(save::file_stem("Eagle Day").unwrap(), "eagle-day");
    assert_eq!(save::file_stem("console").unwrap(), "console");
    // 60 letters that take 3 bytes each, and letters that grow in lower case.
    for long in ["鷲".repeat(60), "İ".repeat(60), "ﬃ".repeat(60)] {
        let stem = save::file_stem(&long).unwrap();
        assert!(stem.len() <= 200, "{} bytes", stem.len());
        let other = save::file_stem(&format!("{}x", &long[..long.len() - long.chars().last().unwrap().len_utf8()]));
        assert_ne!(Some(&stem), other.as_ref().ok(), "two long names, two files");
    }

    // Saved, listed, opened and imported under such a name, on Linux too.
    let d = tempfile::tempdir().unwrap();
    let sd = d.path().display().to_string();
    let (code, out, err) = cli(&["new", "--name", "CON", "--scenario", "short", "--seed", "2", "--saves-dir", &sd]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("con_.json"), "{out}");
    let (code, out, _) = cli(&["status", "con", "--saves-dir", &sd]);
    assert_eq!(code, 0);
    assert!(out.contains("Campaign CON"), "{out}");
    let s = Session::new("NUL", ed(), short(3)).unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let file = elsewhere.path().join("given.json");
    std::fs::write(&file, save::SaveFile::from_session(&s).to_json()).unwrap();
    let (code, out, err) = cli(&["import", &file.display().to_string(), "--saves-dir", &sd]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("nul_.json"), "{out}");
    let (code, _, err) = cli(&["import", &file.display().to_string(), "--name", "lpt1", "--saves-dir", &sd]);
    assert_eq!(code, 0, "{err}");
    let mut files: Vec<String> =
        std::fs::read_dir(d.path()).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    files.sort();
    assert_eq!(files, ["con_.json", "lpt1_.json", "nul_.json"]);
    for f in &files {
        assert!(!reserved_on_windows(f), "{f}");
    }
}
