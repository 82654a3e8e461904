//! The architecture's invariants (ARCHITECTURE.md, "Architecture
//! invariant"), checked by reading the sources: absences no other test
//! would notice until they cost something.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &str) -> Vec<(PathBuf, String)> {
    fn walk(d: &Path, out: &mut Vec<(PathBuf, String)>) {
        let mut entries: Vec<_> = std::fs::read_dir(d).unwrap().flatten().map(|e| e.path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "rs") {
                out.push((p.clone(), std::fs::read_to_string(&p).unwrap()));
            }
        }
    }
    let mut out = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut out);
    out
}

/// The code of a file without its comments (so a doc line that names a
/// function does not count as a call).
fn code(text: &str) -> String {
    text.lines().map(|l| l.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n")
}

/// Architecture invariant: only the table layer (`src/table/`) writes a
/// save; `src/save.rs` defines how.
#[test]
fn only_the_table_writes_saves() {
    let mut writers = Vec::new();
    for (path, text) in sources("src") {
        let p = path.to_string_lossy().replace('\\', "/");
        if p.contains("/src/table/") || p.ends_with("/src/save.rs") {
            continue;
        }
        let code = code(&text);
        for needle in ["save::write(", "to_json().as_bytes()"] {
            if code.contains(needle) {
                writers.push(format!("{p}: {needle}"));
            }
        }
    }
    assert!(writers.is_empty(), "saves written outside src/table:\n{}", writers.join("\n"));
}

/// Architecture invariant: every file the user can hand us (saves, imports,
/// `replay`, the `--edition` folder, languages, the caches beside the
/// saves, the settings) is read by `files::read_limited`, the one reader
/// that refuses what is not a regular file and stops at a size limit:
/// nothing else in `src/` reads a file (test modules aside).
#[test]
fn files_are_read_only_through_the_limited_reader() {
    let mut readers = Vec::new();
    for (path, text) in sources("src") {
        let p = path.to_string_lossy().replace('\\', "/");
        if p.ends_with("/src/files.rs") || p.ends_with("/tests.rs") {
            continue;
        }
        // The code before its test module.
        let code = code(text.split("#[cfg(test)]").next().unwrap_or_default());
        for needle in ["fs::read(", "read_to_string(", "File::open(", "read_to_end(", "OpenOptions::new()"] {
            for (i, _) in code.match_indices(needle) {
                // Opening the saves folder to fsync it after a write reads nothing.
                if p.ends_with("/src/platform/native.rs")
                    && code[i..].starts_with("File::open(dir).and_then(|d| d.sync_all())")
                {
                    continue;
                }
                readers.push(format!("{p}: {needle}"));
            }
        }
    }
    assert!(readers.is_empty(), "files read outside files::read_limited:\n{}", readers.join("\n"));
}

/// The app's modules (`src/app/<name>.rs` or `src/app/<name>/`) each uses.
fn app_graph() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let module = |p: &Path| -> Option<String> {
        let rel = p.strip_prefix(&root).ok()?;
        let first = rel.components().next()?.as_os_str().to_string_lossy().to_string();
        let name = first.trim_end_matches(".rs").to_string();
        (name != "mod").then_some(name)
    };
    let files = sources("src/app");
    let names: BTreeSet<String> = files.iter().filter_map(|(p, _)| module(p)).collect();
    // What the app's root re-exports, and from which module: a use of
    // `super::PlayScreen` is a use of `play`.
    let root_text = std::fs::read_to_string(root.join("mod.rs")).unwrap();
    let mut reexports: Vec<(String, String)> = Vec::new();
    for line in root_text.lines().filter_map(|l| l.trim().strip_prefix("pub use ")) {
        let Some((m, items)) = line.trim_end_matches(';').split_once("::") else { continue };
        for item in items.trim_matches(|c| c == '{' || c == '}').split(',') {
            reexports.push((item.trim().to_string(), m.to_string()));
        }
    }
    for (path, text) in &files {
        let Some(me) = module(path) else { continue };
        // A file one folder down (not the folder's mod.rs) reaches its
        // siblings through super::super.
        let rel = path.strip_prefix(&root).unwrap();
        let nested = rel.components().count() > 1 && rel.file_name().is_some_and(|f| f != "mod.rs");
        let up = if nested { "super::super::" } else { "super::" };
        let mut code = code(text);
        for (item, m) in &reexports {
            for prefix in [up, "crate::app::"] {
                code = code.replace(&format!("{prefix}{item}"), &format!("{prefix}{m}::{item}"));
            }
            // Inside a `use super::{…}` list.
            code = code
                .replace(&format!(", {item}"), &format!(", {m}::{item}"))
                .replace(&format!("{{{item},"), &format!("{{{m}::{item},"));
        }
        let edges = graph.entry(me.clone()).or_default();
        for other in &names {
            if *other == me {
                continue;
            }
            let uses = [format!("{up}{other}"), format!("crate::app::{other}")].iter().any(|n| {
                code.contains(&format!("{n}::"))
                    || code.contains(&format!("{n};"))
                    || code.contains(&format!("{n},"))
                    || code.contains(&format!("{n}}}"))
            });
            // `use super::{a, b}` lists.
            let listed = code.match_indices(&format!("{up}{{")).any(|(i, _)| {
                let rest = &code[i + up.len() + 1..];
                let list = &rest[..rest.find('}').unwrap_or(rest.len())];
                list.split(',').any(|x| x.trim().split("::").next() == Some(other.as_str()))
            });
            if uses || listed {
                edges.insert(other.clone());
            }
        }
    }
    graph
}

/// Architecture invariant: no import cycle among the app's modules.
#[test]
fn the_app_s_modules_import_in_one_direction() {
    let graph = app_graph();
    assert!(graph.get("start").is_some_and(|e| e.contains("play")), "the graph is read: {graph:?}");
    let cycles = cycles(&graph);
    assert!(cycles.is_empty(), "import cycles in src/app:\n{}", cycles.join("\n"));
}

/// Architecture invariant: the table layer has no egui in it.
#[test]
fn the_table_has_no_egui() {
    for (path, text) in sources("src/table") {
        assert!(!code(&text).contains("egui"), "{}: egui in the table layer", path.display());
    }
}

/// No file of the app is much over 600 lines.
#[test]
fn the_app_s_files_stay_small() {
    let big: Vec<String> = sources("src/app")
        .into_iter()
        .map(|(p, t)| (p, t.lines().count()))
        .filter(|(_, n)| *n > 640)
        .map(|(p, n)| format!("{}: {n} lines", p.display()))
        .collect();
    assert!(big.is_empty(), "files over 640 lines:\n{}", big.join("\n"));
}

/// The engine's folders: the rules engine and the board's frame below it.
const ENGINE: [&str; 2] = ["src/rules", "src/board"];

/// The places in the engine's code (comments left out) where one of
/// `needles` is written.
fn engine_mentions(needles: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for dir in ENGINE {
        for (path, text) in sources(dir) {
            let code = code(&text);
            for n in needles {
                if code.contains(n) {
                    found.push(format!("{}: {n}", path.display()));
                }
            }
        }
    }
    found
}

/// Architecture invariant: the engine (`src/rules/`, `src/board/`) opens no
/// window, reads and writes no file and reads no clock: data in, events out.
#[test]
fn the_engine_has_no_window_no_files_no_clock() {
    let found = engine_mentions(&[
        "egui",
        "eframe",
        "std::fs",
        "fs::",
        "File::",
        "std::io",
        "std::env",
        "std::time",
        "SystemTime",
        "Instant",
        "chrono::Local",
        "chrono::Utc",
        "Local::now",
        "Utc::now",
        "println!",
        "eprintln!",
    ]);
    assert!(found.is_empty(), "the engine reaches outside itself:\n{}", found.join("\n"));
}

/// The paths written after `at` in `code`: `a::b`, `a::{b, c::d}` … as
/// lists of their first two names (what a module uses, and which of its
/// items).
fn use_paths(code: &str, at: usize) -> Vec<Vec<String>> {
    fn ident(s: &[u8], i: &mut usize) -> String {
        let start = *i;
        while *i < s.len() && (s[*i].is_ascii_alphanumeric() || s[*i] == b'_' || s[*i] == b'*') {
            *i += 1;
        }
        String::from_utf8_lossy(&s[start..*i]).to_string()
    }
    fn skip_ws(s: &[u8], i: &mut usize) {
        while *i < s.len() && s[*i].is_ascii_whitespace() {
            *i += 1;
        }
    }
    // One tree: a name, then `::` and a name or a `{…}` list.
    fn tree(s: &[u8], i: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
        skip_ws(s, i);
        if s.get(*i) == Some(&b'{') {
            *i += 1;
            loop {
                skip_ws(s, i);
                match s.get(*i) {
                    None => return,
                    Some(b'}') => {
                        *i += 1;
                        return;
                    }
                    Some(b',') => *i += 1,
                    _ => {
                        let before = *i;
                        tree(s, i, prefix, out);
                        if *i == before {
                            *i += 1;
                        }
                    }
                }
            }
        }
        let name = ident(s, i);
        if name.is_empty() {
            if !prefix.is_empty() {
                out.push(prefix.to_vec());
            }
            return;
        }
        let mut path = prefix.to_vec();
        path.push(name);
        if s[*i..].starts_with(b"::") && path.len() < 2 {
            *i += 2;
            tree(s, i, &path, out);
        } else {
            out.push(path);
        }
    }
    let mut out = Vec::new();
    let mut i = at;
    tree(code.as_bytes(), &mut i, &[], &mut out);
    out
}

/// The import graph of a layer (`src/<layer>/`): for each of its modules (a
/// file, or a folder; `mod` its root), the modules it uses. A name used
/// through a re-export counts for the module that defines it (the paths
/// kept for the code outside, e.g. `rules::combat::BoxPos` for
/// `rules::state::combat::BoxPos`). Test modules (`#[cfg(test)]` at the
/// end of a file) are left out.
fn layer_graph(layer: &str) -> BTreeMap<String, BTreeSet<String>> {
    let dir = format!("src/{layer}");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(&dir);
    let module = |p: &Path| -> String {
        let rel = p.strip_prefix(&root).unwrap();
        let first = rel.components().next().unwrap().as_os_str().to_string_lossy().to_string();
        first.trim_end_matches(".rs").to_string()
    };
    let files: Vec<(PathBuf, String)> = sources(&dir)
        .into_iter()
        .map(|(p, t)| {
            let t = code(&t);
            let t = t.split("#[cfg(test)]").next().unwrap_or_default().to_string();
            (p, t)
        })
        .collect();
    let names: BTreeSet<String> = files.iter().map(|(p, _)| module(p)).collect();
    // Re-exports: (module, item) -> the module that defines it; the root's
    // under the module "mod".
    let mut reexports: BTreeMap<(String, String), String> = BTreeMap::new();
    let mut root_items: BTreeSet<String> = BTreeSet::new();
    for (path, text) in &files {
        let me = module(path);
        let top = path.parent() == Some(root.as_path());
        if !top {
            continue;
        }
        for (i, _) in text.match_indices("pub use ") {
            for p in use_paths(text, i + "pub use ".len()) {
                let (from, item) = match p.as_slice() {
                    [s, m, ..] if s == "super" && me != "mod" => (m.clone(), None),
                    [m, item] => (m.clone(), Some(item.clone())),
                    _ => continue,
                };
                // `pub use super::state::combat::{…}`: the rest of the
                // path is cut at two names, so the whole list goes to the
                // first module named.
                let rest = &text[i..];
                let line = &rest[..rest.find(';').unwrap_or(rest.len())];
                if !names.contains(&from) {
                    continue;
                }
                if let Some(item) = item {
                    reexports.insert((me.clone(), item), from);
                } else if let Some(list) = line.rfind('{').map(|b| &line[b + 1..]) {
                    for item in list.trim_end_matches('}').split(',') {
                        reexports.insert((me.clone(), item.trim().to_string()), from.clone());
                    }
                }
            }
        }
        if me == "mod" {
            for kw in ["pub enum ", "pub struct ", "pub fn ", "pub type ", "pub const ", "pub trait "] {
                for (i, _) in text.match_indices(kw) {
                    let rest = &text[i + kw.len()..];
                    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
                    root_items.insert(rest[..end].to_string());
                }
            }
        }
    }
    let target = |first: &str, second: Option<&String>| -> Option<String> {
        if names.contains(first) && first != "mod" {
            if let Some(to) = second.and_then(|s| reexports.get(&(first.to_string(), s.clone()))) {
                return Some(to.clone());
            }
            return Some(first.to_string());
        }
        if let Some(to) = reexports.get(&("mod".to_string(), first.to_string())) {
            return Some(to.clone());
        }
        root_items.contains(first).then(|| "mod".to_string())
    };
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let crate_prefix = format!("crate::{layer}::");
    for (path, text) in &files {
        let me = module(path);
        let top = path.parent() == Some(root.as_path());
        let mut prefixes = vec![crate_prefix.clone()];
        if top && me != "mod" {
            prefixes.push("super::".to_string());
        }
        let edges = graph.entry(me.clone()).or_default();
        let mut paths = Vec::new();
        for prefix in &prefixes {
            for (i, _) in text.match_indices(prefix.as_str()) {
                // `crate::rules::` inside a longer path (`x::super::`) is
                // not this layer.
                if prefix == "super::" && text[..i].ends_with("::") {
                    continue;
                }
                paths.extend(use_paths(text, i + prefix.len()));
            }
        }
        if me == "mod" {
            // The root names its children directly: `expert::expert(…)`.
            for n in &names {
                if text.contains(&format!("{n}::")) && !text.contains(&format!("crate::{n}::")) {
                    paths.push(vec![n.clone()]);
                }
            }
        }
        for p in paths {
            if let Some(t) = p.first().and_then(|f| target(f, p.get(1)))
                && t != me
            {
                edges.insert(t);
            }
        }
    }
    graph
}

/// The import cycles of `graph`: for every edge a → b from which a comes
/// back, "a → b".
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    fn reaches(
        g: &BTreeMap<String, BTreeSet<String>>,
        from: &str,
        to: &str,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        if !seen.insert(from.to_string()) {
            return false;
        }
        g.get(from).is_some_and(|e| e.iter().any(|n| n == to || reaches(g, n, to, seen)))
    }
    let mut out = Vec::new();
    for (a, edges) in graph {
        for b in edges {
            if reaches(graph, b, a, &mut BTreeSet::new()) {
                out.push(format!("{a} → {b} → … → {a}"));
            }
        }
    }
    out
}

/// Architecture invariant: no import cycle among the simulator's modules
/// (`src/sim/`): the fast policy (fast.rs) below the rollouts, the night
/// repairs (repairs.rs) below both, the expert above them.
#[test]
fn the_simulator_s_modules_import_in_one_direction() {
    let graph = layer_graph("sim");
    assert!(
        graph.get("rollout").is_some_and(|e| e.contains("fast"))
            && graph.get("expert").is_some_and(|e| e.contains("rollout"))
            && graph.get("simulate").is_some_and(|e| e.contains("mod")),
        "the graph is read: {graph:?}"
    );
    let found = cycles(&graph);
    assert!(found.is_empty(), "import cycles in src/sim:\n{}\n{graph:?}", found.join("\n"));
}

/// Architecture invariant: in the engine (`src/rules/`) the nouns
/// (`state/`: the campaign state, the combat, the raid, the Luftwaffe
/// player's data, a move's actions) import none of the verbs, and the only
/// cycle left is the `Campaign` impl split: `Campaign` is defined in
/// campaign.rs, its methods are written in the verb files (raid.rs,
/// combat.rs, movement.rs, …: `impl Campaign`), which import the type while
/// campaign.rs calls them.
#[test]
fn the_engine_s_nouns_are_below_its_verbs() {
    let graph = layer_graph("rules");
    assert!(
        graph.get("combat").is_some_and(|e| e.contains("state") && e.contains("campaign"))
            && graph.get("mod").is_some_and(|e| e.contains("campaign")),
        "the graph is read: {graph:?}"
    );
    // The nouns: the state folder imports no verb.
    let state = graph.get("state").cloned().unwrap_or_default();
    let verbs: Vec<&String> = state.iter().filter(|m| !["dice", "step"].contains(&m.as_str())).collect();
    assert!(verbs.is_empty(), "rules/state imports verbs: {verbs:?}");
    let split: BTreeSet<String> = sources("src/rules")
        .iter()
        .filter(|(_, t)| code(t).contains("impl Campaign {"))
        .map(|(p, _)| p.file_stem().unwrap().to_string_lossy().to_string())
        .collect();
    assert!(split.contains("raid") && split.contains("combat"), "{split:?}");
    let mut pruned = graph.clone();
    for (m, edges) in pruned.iter_mut() {
        if split.contains(m) {
            edges.remove("campaign");
        }
    }
    let found = cycles(&pruned);
    assert!(
        found.is_empty(),
        "import cycles in src/rules beyond the Campaign split:\n{}\n{graph:?}",
        found.join("\n")
    );
}

/// Architecture invariant: the engine has no words. Nothing under
/// `src/rules/` or `src/board/` renders a message: the text layer (`src/text/`) puts its
/// events, decisions and errors into words.
#[test]
fn the_engine_has_no_words() {
    let mut words = Vec::new();
    for (path, text) in ENGINE.iter().flat_map(|d| sources(d)) {
        let code = code(&text);
        for needle in ["t!(", "id!(", "tr!", "Msg", "Lang", "Localize", "crate::text", "fluent", "i18n"] {
            let found = code.match_indices(needle).any(|(i, _)| {
                // `t!(` as a macro, not the end of `format!(` or `assert!(`.
                needle != "t!(" || i == 0 || !code.as_bytes()[i - 1].is_ascii_alphanumeric() && code.as_bytes()[i - 1] != b'_'
            });
            if found {
                words.push(format!("{}: {needle}", path.display()));
            }
        }
    }
    assert!(words.is_empty(), "words in the engine:\n{}", words.join("\n"));
}

/// The layers of the crate, top to bottom (ARCHITECTURE.md, "Layers"): a
/// module (an entry: `src/X.rs` or `src/X/`, or one file of a folder,
/// `report::export`) may import from every layer below its own and from
/// none above; within its layer only as [`SIDEWAYS`] lists. The longest
/// entry that names a module holds it (`report::export` is in the store's
/// layer, the rest of `report` in the records').
const LAYERS: &[(&str, &[&str])] = &[
    ("the front ends", &["cli", "app"]),
    ("the table", &["table"]),
    (
        "the store and the documents",
        &["save", "report::export", "report::verify", "report::fame", "crash", "guide", "desktop"],
    ),
    ("the words", &["text", "reference"]),
    ("the records", &["session", "report"]),
    ("the simulator and the coach", &["sim"]),
    ("the engine", &["rules"]),
    ("the board edition", &["edition"]),
    ("the board's frame", &["board"]),
    ("the files a user hands us", &["files"]),
    ("the platform: files or the browser's storage, threads, time", &["platform"]),
];

/// The imports allowed within a layer (importer, imported), each for a
/// reason.
const SIDEWAYS: &[(&str, &str)] = &[
    // With no subcommand the command line opens the app.
    ("cli", "app"),
    // The documents and the crash report read the store: the replay check
    // loads a save, the report names a day as the list of saves does, the
    // hall of fame ranks the saves' headers, a crash report names the
    // save's edition.
    ("report::export", "save"),
    ("report::verify", "save"),
    ("report::fame", "save"),
    ("crash", "save"),
    // The rules reference is words, in the text layer's languages.
    ("reference", "text"),
    // The records fold the session's log.
    ("report", "session"),
];

/// The macros the crate's root exports, and the entry that defines them.
const MACROS: &[(&str, &str)] = &[("t", "text"), ("id", "text")];

/// The entry of `LAYERS` that holds the module `path` (its names from the
/// crate's root), and its layer (0 = the top).
fn entry_of(path: &[String]) -> Option<(&'static str, usize)> {
    if let [name] = path
        && let Some((_, e)) = MACROS.iter().find(|(m, _)| m == name)
    {
        return entry_of(&[e.to_string()]);
    }
    let mut best: Option<(&'static str, usize)> = None;
    for (layer, (_, entries)) in LAYERS.iter().enumerate() {
        for e in *entries {
            let parts: Vec<&str> = e.split("::").collect();
            let fits = parts.len() <= path.len() && parts.iter().zip(path).all(|(a, b)| a == b);
            if fits && best.is_none_or(|(b, _)| b.split("::").count() < parts.len()) {
                best = Some((e, layer));
            }
        }
    }
    best
}

/// The module path of a file under `src/` (`report/export.rs` →
/// `report::export`, `text/mod.rs` → `text`); None for the crate's roots.
fn module_of(rel: &Path) -> Option<Vec<String>> {
    let mut names: Vec<String> =
        rel.with_extension("").components().map(|c| c.as_os_str().to_string_lossy().to_string()).collect();
    if names.last().is_some_and(|n| n == "mod") {
        names.pop();
    }
    (!names.is_empty() && names != ["lib"] && names != ["main"]).then_some(names)
}

/// The modules the code of module `me` names, as paths from the crate's
/// root (their first names): `crate::…`, `super::…`, `self::…`, a child
/// named by a folder's root (`export::markdown` in `report/mod.rs`), and
/// the crate's macros (`t!(…)`).
fn imports(me: &[String], is_root: bool, code: &str) -> Vec<Vec<String>> {
    let starts_path = |i: usize| {
        let before = code[..i].chars().next_back();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':' || c == '$')
    };
    let mut out = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        if starts_path(i) {
            out.extend(use_paths(code, i + "crate::".len()));
        }
    }
    for (i, _) in code.match_indices("super::") {
        if !starts_path(i) {
            continue;
        }
        let mut base = me.to_vec();
        let mut j = i;
        while code[j..].starts_with("super::") {
            base.pop();
            j += "super::".len();
        }
        for p in use_paths(code, j) {
            out.push(base.iter().cloned().chain(p).collect());
        }
    }
    for (i, _) in code.match_indices("self::") {
        if starts_path(i) {
            for p in use_paths(code, i + "self::".len()) {
                out.push(me.iter().cloned().chain(p).collect());
            }
        }
    }
    if is_root {
        let children: Vec<String> = code
            .lines()
            .filter_map(|l| l.trim().trim_start_matches("pub ").strip_prefix("mod "))
            .map(|l| l.trim_end_matches(';').trim().to_string())
            .collect();
        for c in children {
            for (i, _) in code.match_indices(&format!("{c}::")) {
                if starts_path(i) {
                    out.push(me.iter().cloned().chain(use_paths(code, i).into_iter().flatten()).collect());
                }
            }
        }
    }
    for m in MACROS.iter().map(|(m, _)| m) {
        for (i, _) in code.match_indices(&format!("{m}!(")) {
            if starts_path(i) {
                out.push(vec![m.to_string()]);
            }
        }
    }
    out
}

/// Every import of the crate between two entries of `LAYERS` (importer,
/// imported, the file), and what the table does not place.
fn crate_imports() -> (Vec<(&'static str, &'static str, String)>, Vec<String>) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let (mut edges, mut unplaced) = (Vec::new(), Vec::new());
    for (path, text) in sources("src") {
        let rel = path.strip_prefix(&src).unwrap();
        // Test modules (`tests.rs`, `mod tests { … }` at a file's end) may
        // reach anywhere for their fixtures.
        if rel.file_name().is_some_and(|f| f == "tests.rs") {
            continue;
        }
        let Some(me) = module_of(rel) else { continue };
        let code = code(&text);
        let code = code.split("#[cfg(test)]\nmod tests {").next().unwrap_or_default();
        let Some((from, _)) = entry_of(&me) else {
            unplaced.push(format!("{}: the module {} is in no layer", rel.display(), me.join("::")));
            continue;
        };
        let is_root = rel.file_name().is_some_and(|f| f == "mod.rs");
        for p in imports(&me, is_root, code) {
            match entry_of(&p) {
                Some((to, _)) if to != from => edges.push((from, to, rel.display().to_string())),
                Some(_) => {}
                None => unplaced.push(format!("{}: {} is in no layer", rel.display(), p.join("::"))),
            }
        }
    }
    (edges, unplaced)
}

/// What of `edges` goes up a layer, or sideways without a reason listed.
fn arrows_up(edges: &[(&str, &str, String)]) -> Vec<String> {
    let layer = |e: &str| LAYERS.iter().position(|(_, es)| es.contains(&e)).unwrap();
    let mut out: Vec<String> = edges
        .iter()
        .filter(|(from, to, _)| {
            let (a, b) = (layer(from), layer(to));
            a > b || a == b && !SIDEWAYS.contains(&(*from, *to))
        })
        .map(|(from, to, file)| {
            let (a, b) = (layer(from), layer(to));
            let how = if a > b { "up" } else { "sideways" };
            format!("{file}: {from} ({}) imports {to} ({}): {how}", LAYERS[a].0, LAYERS[b].0)
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Architecture invariant: no module imports from a layer above its own
/// (the layers: [`LAYERS`]); within a layer only the imports [`SIDEWAYS`]
/// lists. The simulator (the review, the yardstick) takes campaigns and
/// data, not the store or the session; the text layer reads the
/// simulator's and the records' data; the engine has no words.
#[test]
fn no_module_imports_from_a_layer_above_its_own() {
    let (edges, unplaced) = crate_imports();
    assert!(unplaced.is_empty(), "modules the layers do not place:\n{}", unplaced.join("\n"));
    // The sources are read: arrows that must be found.
    for (from, to) in
        [("cli", "app"), ("text", "sim"), ("text", "report"), ("report::export", "text"), ("table", "sim")]
    {
        assert!(edges.iter().any(|(a, b, _)| (*a, *b) == (from, to)), "{from} → {to} not read");
    }
    let up = arrows_up(&edges);
    assert!(up.is_empty(), "arrows up:\n{}", up.join("\n"));
    // Every import allowed sideways is still made (or the table says what
    // the code no longer does).
    for (from, to) in SIDEWAYS {
        assert!(edges.iter().any(|(a, b, _)| (a, b) == (from, to)), "{from} → {to} is allowed but not made");
    }
}

/// The check itself finds an arrow up, in every form a path takes.
#[test]
fn an_arrow_up_is_found() {
    let me = |p: &str| p.split("::").map(String::from).collect::<Vec<_>>();
    let found = |m: &str, root: bool, code: &str| -> Vec<String> {
        let (from, _) = entry_of(&me(m)).unwrap();
        let edges: Vec<(&str, &str, String)> = imports(&me(m), root, code)
            .iter()
            .filter_map(|p| entry_of(p))
            .filter(|(to, _)| *to != from)
            .map(|(to, _)| (from, to, m.to_string()))
            .collect();
        arrows_up(&edges)
    };
    assert_eq!(found("sim::review", false, "use crate::save::{self, SaveError};").len(), 1);
    assert_eq!(found("sim::review", false, "let s: crate::session::Session;").len(), 1);
    assert_eq!(found("sim::simulate", false, "use crate::{rules::Level, text::Lang};").len(), 1);
    assert_eq!(found("rules::score", false, "let s = t!(lang, \"x\");").len(), 1);
    assert_eq!(found("report::journal", false, "use super::export::markdown;").len(), 1);
    assert_eq!(found("report", true, "pub mod export;\nfn f() { export::markdown(); }").len(), 1);
    assert_eq!(found("session", false, "use crate::report::fold::Fold;").len(), 1, "sideways, not listed");
    // Down, sideways as listed, and words that only look like paths: none.
    assert!(
        found("report::export", false, "use super::journal::JournalDay; use crate::save::when;").is_empty()
    );
    assert!(found("sim::review", false, "let s = format!(\"{x}\"); assert!(ok);").is_empty());
    assert!(found("text::review", false, "use crate::sim::review::Played; use crate::{id, t};").is_empty());
}

/// The calls that step the app until it stops repainting (egui_kittest's
/// `Harness::run` and its kin; `fit_contents` runs it too) found in `code`,
/// by line. The names are put together here, so this file does not find
/// itself.
fn harness_runs(code: &str) -> Vec<String> {
    let needles: Vec<String> =
        ["run()", "run_ok()", "try_run(", "try_run_realtime(", "run_realtime(", "fit_contents("]
            .iter()
            .map(|n| [".", n].concat())
            .collect();
    let mut out = Vec::new();
    for (i, line) in code.lines().enumerate() {
        for n in &needles {
            if line.contains(n.as_str()) {
                out.push(format!("line {}: {n}", i + 1));
            }
        }
    }
    out
}

/// A UI test steps until what it needs next holds, with a bound
/// (tests/suite/common/wait.rs), never until the app stops repainting: the
/// app repaints while the advisor, the review or the yardstick works on a
/// thread, so on a busy machine "until it rests" takes any number of
/// frames and the test fails by chance (issue 30). Nothing under tests/
/// calls `Harness::run` or its kin.
#[test]
fn no_test_runs_the_app_until_it_rests() {
    let mut found = Vec::new();
    for (path, text) in sources("tests") {
        let p = path.to_string_lossy().replace('\\', "/");
        for at in harness_runs(&code(&text)) {
            found.push(format!("{p}: {at}"));
        }
    }
    assert!(
        found.is_empty(),
        "step with common::settle or common::step_until, not until the app rests:\n{}",
        found.join("\n")
    );
    // The check finds each form, and not the calls that step a bound.
    let call = |m: &str| format!("    h.{m};\n");
    for m in ["run()", "run_ok()", "try_run().unwrap()", "try_run_realtime().ok()", "fit_contents()"] {
        assert_eq!(harness_runs(&call(m)).len(), 1, "{m}");
    }
    assert_eq!(harness_runs(&format!("let n = harness\n    .{}();", "run")).len(), 1, "split over lines");
    assert!(harness_runs(&[call("step()"), call("run_steps(3)"), call("runs()")].concat()).is_empty());
}

/// No test in `src/`: the library is built without its tests (`[lib] test =
/// false` in Cargo.toml, so that `cargo test` compiles the crate once, for
/// `tests/suite`), so a `#[test]` there would never run. Unit tests are
/// `tests/suite/unit_*.rs`.
#[test]
fn no_test_hides_in_src() {
    let mut found = Vec::new();
    for (path, text) in sources("src") {
        let code = code(&text);
        for needle in ["#[test]", "#[cfg(test)]", "mod tests"] {
            if code.contains(needle) {
                found.push(format!("{}: {needle}", path.display()));
            }
        }
    }
    assert!(found.is_empty(), "tests in src/ that `cargo test` would not run:\n{}", found.join("\n"));
}
