//! `cargo build --release` then `cargo test --release` must build the GUI
//! crates once (see the note in Cargo.toml): the tests' dependencies may add
//! crates, never change the features of one the app builds, since that crate
//! and every crate above it would be built a second time for the tests.
//!
//! `cargo tree` resolves the features without the dev-dependencies when its
//! edges leave them out, as `cargo build` does. A crate can be built twice,
//! for the target and for the host (build scripts, proc-macros), with
//! different features; `no-proc-macro` without `build` edges lists the
//! target's crates alone.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// Package ("name vX.Y.Z") → the feature sets it is built with.
type Units = BTreeMap<String, BTreeSet<String>>;

fn tree(edges: &str) -> Units {
    let out = Command::new(env!("CARGO"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["tree", "--offline", "--prefix", "none", "--format", "{p}|{f}", "--edges", edges])
        .output()
        .expect("cargo runs");
    assert!(out.status.success(), "cargo tree -e {edges}: {}", String::from_utf8_lossy(&out.stderr));
    let mut units = Units::new();
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        let Some((pkg, features)) = line.trim_end_matches(" (*)").split_once('|') else { continue };
        units.entry(pkg.to_owned()).or_default().insert(features.to_owned());
    }
    units
}

#[test]
fn the_tests_build_no_crate_of_the_app_again() {
    let (app_target, test_target) = (tree("normal,no-proc-macro"), tree("normal,dev,no-proc-macro"));
    let (app_all, test_all) = (tree("normal,build"), tree("normal,build,dev"));
    let mut changed = Vec::new();
    for (pkg, app) in &app_all {
        let Some(test) = test_all.get(pkg) else {
            changed.push(format!("{pkg}: not in the tests' build"));
            continue;
        };
        // A target crate only the tests use may also be a host crate of the app.
        let test_only = match (app_target.get(pkg), test_target.get(pkg)) {
            (Some(a), Some(t)) if a != t => {
                changed.push(format!("{pkg}: app {a:?}, tests {t:?}"));
                continue;
            }
            (None, Some(t)) => t.clone(),
            _ => BTreeSet::new(),
        };
        if !app.is_subset(test) || test.iter().any(|f| !app.contains(f) && !test_only.contains(f)) {
            changed.push(format!("{pkg}: app {app:?}, tests {test:?}"));
        }
    }
    assert!(
        changed.is_empty(),
        "the tests' dependencies change the features of crates the app builds, so \
         `cargo test --release` would build them again; turn those features on in the app's \
         dependencies or off in the dev-dependencies:\n{}",
        changed.join("\n")
    );
}
