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
            code = code.replace(&format!(", {item}"), &format!(", {m}::{item}")).replace(&format!("{{{item},"), &format!("{{{m}::{item},"));
        }
        let edges = graph.entry(me.clone()).or_default();
        for other in &names {
            if *other == me {
                continue;
            }
            let uses = [format!("{up}{other}"), format!("crate::app::{other}")]
                .iter()
                .any(|n| code.contains(&format!("{n}::")) || code.contains(&format!("{n};")) || code.contains(&format!("{n},")) || code.contains(&format!("{n}}}")));
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
    // A depth-first search for a way back.
    fn reaches(g: &BTreeMap<String, BTreeSet<String>>, from: &str, to: &str, seen: &mut BTreeSet<String>) -> bool {
        if !seen.insert(from.to_string()) {
            return false;
        }
        g.get(from).is_some_and(|e| e.iter().any(|n| n == to || reaches(g, n, to, seen)))
    }
    let mut cycles = Vec::new();
    for (a, edges) in &graph {
        for b in edges {
            if reaches(&graph, b, a, &mut BTreeSet::new()) {
                cycles.push(format!("{a} → {b} → … → {a}"));
            }
        }
    }
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

/// Architecture invariant: the engine has no words. Nothing under
/// `src/rules/` renders a message: the text layer (`src/text/`) puts its
/// events, decisions and errors into words.
#[test]
fn the_engine_has_no_words() {
    let mut words = Vec::new();
    for (path, text) in sources("src/rules") {
        let code = code(&text);
        for needle in ["t!(", "id!(", "Lang", "Localize", "crate::text", "fluent"] {
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
