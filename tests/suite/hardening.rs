//! Hostile input: property tests that mutate the edition's data files and
//! a save at random (no panic, a message or a working campaign), hand-made
//! hostile saves (huge numbers, deep nesting, huge files, wrong types), and
//! a writer killed in the middle of saving (the previous save survives).

use crate::common::*;
use londons_burning::edition::Edition;
use londons_burning::text::{Lang, Localize};
use londons_burning::rules::{Pending, Scenario, WeatherMode};
use londons_burning::save::{self, SaveError, SaveFile};
use londons_burning::session::Session;
use londons_burning::sim;
use proptest::prelude::*;
use serde_json::Value;
use std::path::Path;

/// A replacement for one JSON value: out-of-range numbers, wrong types,
/// empty or huge containers, deep nesting.
fn hostile(kind: u8, n: u64) -> Value {
    match kind % 12 {
        0 => Value::from(u64::MAX),
        1 => Value::from(-(n as i64) - 1),
        2 => serde_json::from_str("1e308").unwrap(),
        3 => Value::from(n % 300),
        4 => Value::String("Z99".repeat((n % 50) as usize)),
        5 => Value::Null,
        6 => Value::Bool(n.is_multiple_of(2)),
        7 => Value::Array(Vec::new()),
        8 => Value::Array(vec![Value::from(n); (n % 40) as usize]),
        9 => serde_json::json!({ "x": n }),
        10 => {
            let mut v = Value::from(1);
            for _ in 0..(n % 200) {
                v = Value::Array(vec![v]);
            }
            v
        }
        _ => Value::String(String::new()),
    }
}

/// Walks to the `pick`-th value of the document (in a fixed order) and
/// replaces it.
fn mutate(doc: &mut Value, pick: u64, with: Value) {
    fn count(v: &Value) -> u64 {
        1 + match v {
            Value::Array(a) => a.iter().map(count).sum(),
            Value::Object(o) => o.values().map(count).sum(),
            _ => 0,
        }
    }
    fn walk(v: &mut Value, mut k: u64, with: &mut Option<Value>) -> u64 {
        if k == 0 {
            if let Some(w) = with.take() {
                *v = w;
            }
            return 0;
        }
        k -= 1;
        match v {
            Value::Array(a) => {
                for x in a {
                    let n = count(x);
                    if k < n {
                        return walk(x, k, with);
                    }
                    k -= n;
                }
            }
            Value::Object(o) => {
                for x in o.values_mut() {
                    let n = count(x);
                    if k < n {
                        return walk(x, k, with);
                    }
                    k -= n;
                }
            }
            _ => {}
        }
        k
    }
    let total = count(doc);
    walk(doc, pick % total, &mut Some(with));
}

/// Plays a few hundred decisions of a campaign on an edition, to show a
/// validated edition runs.
fn plays(ed: std::sync::Arc<Edition>) {
    let Ok((mut c, _)) =
        londons_burning::rules::Campaign::new(ed, Setup::new(Scenario::Short, WeatherMode::Historical, 1))
    else {
        return;
    };
    let mut rng = <rand_chacha::ChaCha8Rng as rand_chacha::rand_core::SeedableRng>::seed_from_u64(1);
    for _ in 0..400 {
        let Pending::Decide(d) = c.pending_light() else { break };
        let choice = sim::random(&c, &d, &mut rng);
        c.apply(choice).expect("the bot chose a legal option");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, .. ProptestConfig::default() })]

    /// Any one value of any data file replaced: either a message naming
    /// the file, or an edition the engine can play.
    #[test]
    fn a_mutated_edition_file_is_refused_or_plays(file in 0usize..6, pick in any::<u64>(), kind in any::<u8>(), n in any::<u64>()) {
        let mut files = Edition::builtin_sources();
        let mut doc: Value = serde_json::from_str(&files[file].text).unwrap();
        mutate(&mut doc, pick, hostile(kind, n));
        files[file].text = doc.to_string();
        match Edition::from_sources("fuzz", &files) {
            Ok(ed) => plays(std::sync::Arc::new(ed)),
            Err(e) => {
                let msg = e.localize(Lang::ES);
                prop_assert!(msg.contains(files[file].name) || msg.contains("data/"), "{msg}");
            }
        }
    }

    /// Raw damage to a data file's text: cut short or a byte changed.
    #[test]
    fn a_damaged_edition_file_is_refused_or_plays(file in 0usize..6, at in any::<usize>(), byte in any::<u8>(), cut in any::<bool>()) {
        let mut files = Edition::builtin_sources();
        let mut bytes = files[file].text.clone().into_bytes();
        let at = at % bytes.len();
        if cut { bytes.truncate(at) } else { bytes[at] = byte }
        files[file].text = String::from_utf8_lossy(&bytes).into_owned();
        if let Ok(ed) = Edition::from_sources("fuzz", &files) {
            plays(std::sync::Arc::new(ed));
        }
    }

    /// Any one value of a save replaced, or its text cut or changed: a
    /// clear error, or a campaign that replays (the change was harmless).
    #[test]
    fn a_mutated_save_is_refused_or_replays(pick in any::<u64>(), kind in any::<u8>(), n in any::<u64>(), at in any::<usize>(), byte in any::<u8>(), how in 0u8..3) {
        let text = sample_save();
        let damaged = match how {
            0 => {
                let mut doc: Value = serde_json::from_str(&text).unwrap();
                mutate(&mut doc, pick, hostile(kind, n));
                doc.to_string()
            }
            1 => text[..at % text.len()].to_string(),
            _ => {
                let mut b = text.clone().into_bytes();
                let i = at % b.len();
                b[i] = byte;
                String::from_utf8_lossy(&b).into_owned()
            }
        };
        let p = Path::new("fuzz.json");
        if let Ok(f) = SaveFile::parse(p, &damaged)
            && let Err(e) = f.into_session(p, ed())
        {
            prop_assert!(!e.localize(Lang::EN).is_empty());
        }
    }
}

fn load_text(text: &str) -> Result<Session, SaveError> {
    let d = tempfile::tempdir().unwrap();
    let p = d.path().join("hostile.json");
    std::fs::write(&p, text).unwrap();
    save::load_path(&p, ed())
}

#[test]
fn hostile_saves_are_refused_with_a_message() {
    let cases = hostile_saves();
    for (what, text) in cases {
        let t = std::time::Instant::now();
        let r = load_text(&text);
        let e = r.err().unwrap_or_else(|| panic!("{what}: loaded"));
        let msg = e.localize(Lang::EN);
        assert!(msg.contains("hostile.json"), "{what}: {msg}");
        println!("{what}: refused in {:?}: {}", t.elapsed(), msg.chars().take(120).collect::<String>());
    }
}

#[test]
fn a_huge_save_file_is_refused_without_reading_it() {
    let d = tempfile::tempdir().unwrap();
    let p = d.path().join("huge.json");
    // A sparse gigabyte: nothing is written, nothing should be read.
    std::fs::File::create(&p).unwrap().set_len(1 << 30).unwrap();
    let e = save::load_path(&p, ed()).expect_err("refused");
    assert!(matches!(e, SaveError::File(londons_burning::files::FileError::TooLarge { .. })), "{e:?}");
    assert!(e.localize(Lang::ES).contains("huge.json"));
    // And a huge string inside a save under the limit is just a bad save.
    let text = sample_save().replacen("\"Fuzz\"", &format!("\"{}\"", "x".repeat(15 << 20)), 1);
    let e = load_text(&text).err();
    assert!(e.is_none() || !e.unwrap().localize(Lang::EN).is_empty());
}

/// The child half of the kill test: writes two different saves over one
/// file, forever, until killed. Does nothing unless the parent started it.
#[test]
fn writer_child() {
    let Some(dir) = std::env::var_os("LB_KILL_TEST_DIR") else { return };
    let dir = std::path::PathBuf::from(dir);
    let a = std::fs::read(dir.join("a.bin")).unwrap();
    let b = std::fs::read(dir.join("b.bin")).unwrap();
    let target = dir.join("Campaign.json");
    std::fs::write(dir.join("ready"), b"").unwrap();
    loop {
        save::write_atomic(&target, &a).unwrap();
        save::write_atomic(&target, &b).unwrap();
    }
}

#[test]
fn a_writer_killed_mid_save_never_corrupts_the_previous_save() {
    let d = tempfile::tempdir().unwrap();
    // Two saves of different sizes (the second padded to a few megabytes,
    // so a kill often lands in the middle of writing it).
    let a = sample_save().into_bytes();
    let mut b = a.clone();
    b.truncate(b.len() - 1);
    b.extend(format!(",\"padding\":\"{}\"}}", "p".repeat(3 << 20)).bytes());
    std::fs::write(d.path().join("a.bin"), &a).unwrap();
    std::fs::write(d.path().join("b.bin"), &b).unwrap();
    let target = d.path().join("Campaign.json");
    std::fs::write(&target, &a).unwrap();
    for round in 0..12u64 {
        let _ = std::fs::remove_file(d.path().join("ready"));
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["hardening::writer_child", "--exact", "--nocapture", "--test-threads=1"])
            .env("LB_KILL_TEST_DIR", d.path())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        while !d.path().join("ready").exists() {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        // Kill at a different moment each round.
        std::thread::sleep(std::time::Duration::from_millis(3 + round * 7 % 40));
        child.kill().unwrap();
        child.wait().unwrap();
        let now = std::fs::read(&target).unwrap();
        assert!(now == a || now == b, "round {round}: a torn save of {} bytes", now.len());
    }
    // Leftover temporary files are never listed as campaigns.
    let listed = save::list(d.path());
    assert_eq!(listed.len(), 1, "{:?}", listed.iter().map(|l| &l.path).collect::<Vec<_>>());
}

/// One way to damage a save (see [`mutated_saves_are_refused_or_replay_exactly`]).
#[derive(Clone, Debug)]
enum Mutation {
    /// Cut short at a byte.
    Truncate(u64),
    /// One bit of one byte flipped.
    FlipBit(u64, u8),
    /// Two values of the document swapped (fields of different types,
    /// choices out of order, a snapshot's date for a count...).
    Swap(u64, u64),
    /// One value replaced by a hostile one (huge or negative numbers,
    /// wrong types, empty or long containers, nesting).
    Replace(u64, u8, u64),
    /// One value wrapped in arrays and objects, up to 400 deep (past
    /// serde_json's recursion limit of 128).
    Nest(u64, u16),
    /// A field or an element removed.
    Remove(u64),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<u64>().prop_map(Mutation::Truncate),
        (any::<u64>(), 0u8..8).prop_map(|(at, bit)| Mutation::FlipBit(at, bit)),
        (any::<u64>(), any::<u64>()).prop_map(|(a, b)| Mutation::Swap(a, b)),
        (any::<u64>(), any::<u8>(), any::<u64>()).prop_map(|(a, k, n)| Mutation::Replace(a, k, n)),
        (any::<u64>(), 1u16..400).prop_map(|(a, d)| Mutation::Nest(a, d)),
        any::<u64>().prop_map(Mutation::Remove),
    ]
}

/// The JSON pointer of every value of a document but the root, in order.
fn pointers(v: &Value) -> Vec<String> {
    fn walk(v: &Value, at: &str, out: &mut Vec<String>) {
        let children: Vec<(String, &Value)> = match v {
            Value::Array(a) => a.iter().enumerate().map(|(i, x)| (i.to_string(), x)).collect(),
            Value::Object(o) => o.iter().map(|(k, x)| (k.replace('~', "~0").replace('/', "~1"), x)).collect(),
            _ => Vec::new(),
        };
        for (k, x) in children {
            let p = format!("{at}/{k}");
            out.push(p.clone());
            walk(x, &p, out);
        }
    }
    let mut out = Vec::new();
    walk(v, "", &mut out);
    out
}

/// `save`'s text with the mutation applied (bytes: a flipped bit may leave
/// no UTF-8).
fn apply(save: &str, m: &Mutation) -> Vec<u8> {
    let mut bytes = save.as_bytes().to_vec();
    let mut doc: Value = serde_json::from_str(save).unwrap();
    let ptrs = pointers(&doc);
    let at = |i: u64| &ptrs[(i % ptrs.len() as u64) as usize];
    match *m {
        Mutation::Truncate(i) => {
            bytes.truncate((i % bytes.len() as u64) as usize);
            return bytes;
        }
        Mutation::FlipBit(i, bit) => {
            let n = bytes.len() as u64;
            bytes[(i % n) as usize] ^= 1 << bit;
            return bytes;
        }
        Mutation::Swap(a, b) => {
            let (pa, pb) = (at(a).clone(), at(b).clone());
            // An ancestor and its descendant cannot trade places.
            if !pa.starts_with(&format!("{pb}/")) && !pb.starts_with(&format!("{pa}/")) {
                let va = doc.pointer(&pa).unwrap().clone();
                let vb = std::mem::replace(doc.pointer_mut(&pb).unwrap(), va);
                *doc.pointer_mut(&pa).unwrap() = vb;
            }
        }
        Mutation::Replace(a, kind, n) => *doc.pointer_mut(at(a)).unwrap() = hostile(kind, n),
        Mutation::Nest(a, depth) => {
            let v = doc.pointer_mut(at(a)).unwrap();
            let mut nested = v.take();
            for i in 0..depth {
                nested = if i % 2 == 0 { Value::Array(vec![nested]) } else { serde_json::json!({ "v": nested }) };
            }
            *v = nested;
        }
        Mutation::Remove(a) => {
            let p = at(a).clone();
            let (parent, key) = p.rsplit_once('/').unwrap();
            match doc.pointer_mut(parent).unwrap() {
                Value::Object(o) => {
                    o.remove(&key.replace("~1", "/").replace("~0", "~"));
                }
                Value::Array(xs) => {
                    xs.remove(key.parse::<usize>().unwrap());
                }
                _ => unreachable!(),
            }
        }
    }
    doc.to_string().into_bytes()
}

/// Real saves to mutate: the two shipped ones (edition 1, one over) and a
/// campaign played three days on edition 2 by the sensible bot.
fn real_saves() -> &'static [(String, String)] {
    use std::sync::OnceLock;
    static SAVES: OnceLock<Vec<(String, String)>> = OnceLock::new();
    SAVES.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
        let mut out: Vec<(String, String)> = ["eagle-day.json", "short-summer.json"]
            .iter()
            .map(|f| (f.to_string(), std::fs::read_to_string(root.join(f)).unwrap()))
            .collect();
        out.push(("fuzz.json".into(), sample_save()));
        out
    })
}

/// Every file of a folder and its bytes.
fn folder_bytes(dir: &Path) -> std::collections::BTreeMap<std::path::PathBuf, Vec<u8>> {
    std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).map(|p| (p.clone(), std::fs::read(&p).unwrap())).collect()
}

/// Mutated saves refused and accepted so far (printed every thousand).
static TALLY: [std::sync::atomic::AtomicU64; 2] =
    [std::sync::atomic::AtomicU64::new(0), std::sync::atomic::AtomicU64::new(0)];

/// How many mutated saves the suite tries; `MUTATIONS=20000` for a big run.
fn mutations() -> u32 {
    std::env::var("MUTATIONS").ok().and_then(|n| n.parse().ok()).unwrap_or(96)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: mutations(), .. ProptestConfig::default() })]

    /// Saves made by damaging real ones (issue 30): each, put in a saves
    /// folder beside the real ones, is listed, loaded, checked by `replay`
    /// and imported. Each is refused with a message, or accepted and
    /// replayed exactly (its choices, snapshots, summary, setup and advice
    /// marks are what the replay gives); none panics, and none changes
    /// another save. Memory stays small because every reader stops at the
    /// size limit and serde_json at 128 levels of nesting (the big run's
    /// peak is in BENCHMARKS.md).
    #[test]
    fn mutated_saves_are_refused_or_replay_exactly(which in 0usize..3, m in mutation()) {
        use londons_burning::report::verify::verify_path;
        let (file, text) = &real_saves()[which];
        let mutant = apply(text, &m);
        let d = tempfile::tempdir().unwrap();
        for (f, t) in real_saves() {
            if f != file {
                std::fs::write(d.path().join(f), t).unwrap();
            }
        }
        let path = d.path().join("mutant.json");
        std::fs::write(&path, &mutant).unwrap();
        let before = folder_bytes(d.path());

        let listed = save::list(d.path());
        prop_assert_eq!(listed.len(), 3);
        let tally = |ok: bool| {
            let n = TALLY[ok as usize].fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            let other = TALLY[!ok as usize].load(std::sync::atomic::Ordering::Relaxed);
            let (a, r) = if ok { (n, other) } else { (other, n) };
            if (a + r).is_multiple_of(1000) {
                println!("{} mutated saves: {a} accepted and replayed exactly, {r} refused", a + r);
            }
        };

        let ed1_or_2 = if file == "fuzz.json" { 2 } else { 1 };
        match verify_path(&path, ed(), Lang::EN) {
            Err(e) => {
                tally(false);
                let (en, es) = (e.localize(Lang::EN), e.localize(Lang::ES));
                prop_assert!(!en.is_empty() && !es.is_empty());
                // The list and an import refuse it too.
                prop_assert!(save::read_import(&path, ed()).is_err() || matches!(
                    e,
                    londons_burning::report::verify::VerifyError::Summary { .. }
                        | londons_burning::report::verify::VerifyError::Snapshots { .. }
                ), "{}", en);
            }
            Ok(s) => {
                tally(true);
                let f = save::read_file(&path).unwrap();
                let again = SaveFile::from_session(&s);
                prop_assert_eq!(&again.choices, &f.choices);
                prop_assert_eq!(&again.snapshots, &f.snapshots);
                prop_assert_eq!(&again.summary, &f.summary);
                prop_assert_eq!(&again.setup, &f.setup);
                prop_assert_eq!(&again.advice, &f.advice);
                prop_assert_eq!(&again.edition.fingerprint, &f.edition.fingerprint);
                prop_assert_eq!(s.edition().number, ed1_or_2);
                // Imported beside the others, under a name of its own.
                let mut s = save::read_import(&path, ed()).unwrap();
                let store = londons_burning::table::Store::new(d.path());
                let new = store.import(&mut s, Some("Imported"), false).unwrap();
                prop_assert!(verify_path(&new, ed(), Lang::EN).is_ok());
                std::fs::remove_file(new).unwrap();
            }
        }
        prop_assert_eq!(folder_bytes(d.path()), before);
    }
}
