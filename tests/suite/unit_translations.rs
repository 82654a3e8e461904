//! The translation tests: every shipped language has every message with the
//! same variables; the embedded files are the files in `assets/i18n/`;
//! every message id the code names exists, with the arguments its messages
//! use (what `fl!` would check at compile time, read here from the sources).
//!
//! Moved from `src/text/tests.rs` so that `cargo test` builds the library
//! once (`[lib] test = false` in Cargo.toml). This file, like
//! `src/text/mod.rs`, names the macros in strings without calling them, so
//! the id check below leaves it out.

use londons_burning::text::check::{self, Report, Variables};
use londons_burning::text::{AREAS, Lang, embedded, message};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn variables(code: &str) -> Variables {
    let mut all = Variables::new();
    for src in embedded(code).unwrap() {
        all.extend(check::messages(src));
    }
    all
}

#[test]
fn every_shipped_language_has_every_message_with_the_same_variables() {
    let en = variables("en");
    assert!(en.len() > 900, "{} English messages", en.len());
    for code in ["en", "es"] {
        let files: Vec<(String, String)> = AREAS
            .iter()
            .zip(embedded(code).unwrap())
            .map(|(a, s)| (format!("{code}/{a}.ftl"), s.to_string()))
            .collect();
        let r = Report::of_sources(&files);
        assert!(r.malformed.is_empty(), "{code}: {:?}", r.malformed);
        assert!(r.missing.is_empty(), "{code} lacks {:?}", r.missing);
        assert!(r.extra.is_empty(), "{code} has more: {:?}", r.extra);
        let other = variables(code);
        let differ: Vec<&String> = en.keys().filter(|id| en[*id] != other[*id]).collect();
        assert!(differ.is_empty(), "{code}: other variables than English in {differ:?}");
    }
}

#[test]
fn the_embedded_files_are_the_assets_folder() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    for code in ["en", "es"] {
        let mut on_disk: Vec<String> = std::fs::read_dir(root.join(code))
            .unwrap()
            .flatten()
            .filter_map(|e| e.file_name().to_str().and_then(|n| n.strip_suffix(".ftl")).map(str::to_string))
            .collect();
        on_disk.sort();
        assert_eq!(on_disk, AREAS, "{code}: assets/i18n/{code}/ and the embedded list differ");
    }
    let langs: BTreeSet<String> = std::fs::read_dir(&root)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(langs, BTreeSet::from(["en".to_string(), "es".to_string()]), "a language folder not embedded");
}

/// The plurals are CLDR's: English and Spanish "one" is 1 only.
#[test]
fn plurals_select_by_the_number() {
    let en = |v: &dyn std::fmt::Display| message(Lang::EN, "player-victories", &[("n", &1), ("v", v)]);
    assert_eq!(en(&1), "Player of fighter #1: 1 victory");
    assert_eq!(en(&0), "Player of fighter #1: 0 victories");
    assert_eq!(en(&2), "Player of fighter #1: 2 victories");
    let es = message(Lang::ES, "player-victories", &[("n", &2), ("v", &1)]);
    assert_eq!(es, "Jugador del caza #2: 1 victoria");
    // A value that is not a plain number is shown as written.
    assert_eq!(
        message(Lang::EN, "player-victories", &[("n", &"+1"), ("v", &"1.50")]),
        "Player of fighter #+1: 1.50 victories"
    );
}

/// The coach's counted words (src/text/coach.rs, review.rs): "no bombs"
/// for 0, the singular for 1, in both languages, as they read before they
/// were Fluent messages.
#[test]
fn the_coachs_counts_select_by_the_number() {
    let quarry = |l: Lang, b: u8| message(l, "coach-quarry", &[("name", &"He111 #3"), ("bombs", &b)]);
    assert_eq!(quarry(Lang::EN, 0), "He111 #3 carries no bombs.");
    assert_eq!(quarry(Lang::EN, 1), "He111 #3 carries 1 bomb.");
    assert_eq!(quarry(Lang::EN, 2), "He111 #3 carries 2 bombs.");
    assert_eq!(quarry(Lang::ES, 0), "He111 #3 no lleva bombas.");
    assert_eq!(quarry(Lang::ES, 1), "He111 #3 lleva 1 bomba.");
    assert_eq!(quarry(Lang::ES, 3), "He111 #3 lleva 3 bombas.");
    let site = |l: Lang, more: u8, points: u32| {
        let id = if more == 0 { "advice-site-clears" } else { "advice-site-more" };
        message(l, id, &[("option", &"Repair Rye"), ("n", &more), ("points", &points)])
    };
    assert_eq!(
        site(Lang::EN, 0, 2),
        "Repair Rye: this clears it and takes 2 points off the Luftwaffe's score (13.3)."
    );
    assert_eq!(
        site(Lang::EN, 0, 1),
        "Repair Rye: this clears it and takes 1 point off the Luftwaffe's score (13.3)."
    );
    assert!(site(Lang::EN, 1, 2).starts_with("Repair Rye: 1 more repair point clears it and takes 2 points"));
    assert!(site(Lang::EN, 2, 1).starts_with("Repair Rye: 2 more repair points clear it and take 1 point "));
    assert!(site(Lang::ES, 1, 2).starts_with("Repair Rye: con 1 punto de reparación más"));
    assert!(site(Lang::ES, 4, 2).starts_with("Repair Rye: con 4 puntos de reparación más"));
    assert!(site(Lang::ES, 0, 1).contains("resta 1 punto a la Luftwaffe"));
    let more = |l: Lang, n: usize| message(l, "coach-equal-more", &[("n", &n)]);
    assert!(more(Lang::EN, 1).starts_with("One more option is as good"));
    assert!(more(Lang::EN, 2).starts_with("2 more options are as good"));
    assert!(more(Lang::ES, 1).starts_with("Otra opción más es igual de buena"));
    let likely =
        |l: Lang, moves: u32| message(l, "coach-target-likely", &[("list", &"Rye 60 %"), ("moves", &moves)]);
    assert!(likely(Lang::EN, 1).ends_with("the likeliest is 1 move away."));
    assert!(likely(Lang::EN, 0).ends_with("the likeliest is 0 moves away."));
    assert!(likely(Lang::ES, 1).ends_with("está a 1 movimiento."));
    assert!(likely(Lang::ES, 2).ends_with("está a 2 movimientos."));
    let others =
        |l: Lang, n: usize| message(l, "coach-equally-good-there", &[("best", &"Withdraw"), ("others", &n)]);
    assert!(others(Lang::EN, 1).starts_with("Withdraw and 1 other option were equally good there"));
    assert!(others(Lang::EN, 2).starts_with("Withdraw and 2 other options were equally good there"));
    assert!(others(Lang::ES, 1).starts_with("Withdraw y 1 otra opción eran igual de buenas"));
    assert!(others(Lang::ES, 2).starts_with("Withdraw y 2 otras opciones eran igual de buenas"));
    let weighed = |l: Lang, n: usize| {
        message(l, "coach-rollouts-line", &[("weighed", &n), ("rollouts", &200), ("total", &400)])
    };
    assert!(weighed(Lang::EN, 1).contains(" 1 option weighed over"));
    assert!(weighed(Lang::EN, 2).contains(" 2 options weighed over"));
    assert!(weighed(Lang::ES, 1).contains(" 1 opción sopesada con"));
    let branch = |l: Lang, n: usize| message(l, "coach-branch-cli", &[("branch", &"B"), ("index", &n)]);
    assert!(branch(Lang::EN, 1).ends_with("replays your 1 choice before it."));
    assert!(branch(Lang::EN, 7).ends_with("replays your 7 choices before it."));
    assert!(branch(Lang::ES, 1).ends_with("repite su 1 decisión anterior."));
    let each = |l: Lang, n: u32| message(l, "coach-yardstick-shipped", &[("n", &n)]);
    assert!(each(Lang::EN, 1).ends_with("1 campaign each"));
    assert!(each(Lang::EN, 1000).ends_with("1,000 campaigns each"));
    assert!(each(Lang::ES, 1).ends_with("1 campaña por bot"));
    assert!(each(Lang::ES, 1000).ends_with("1.000 campañas por bot"));
    let graded = |l: Lang, n: usize| {
        message(
            l,
            "coach-accuracy-line",
            &[("acc", &"100 %"), ("n", &n), ("mean", &"0.0"), ("total", &"0.0")],
        )
    };
    assert!(graded(Lang::EN, 1).contains("over 1 graded decision;"));
    assert!(graded(Lang::ES, 2).contains("en 2 decisiones con nota;"));
    let none = |l: Lang, kind: &str| message(l, "coach-no-yardstick", &[("kind", &kind)]);
    assert!(none(Lang::EN, "two-player").contains("not two-player games"));
    assert!(none(Lang::EN, "setup").contains("can simulate one"));
    assert!(none(Lang::ES, "two-player").contains("no partidas a dos"));
    // Figures formatted in Rust are shown as written ("0.50", "−0.40").
    let better = message(
        Lang::EN,
        "coach-better",
        &[
            ("option", &"Withdraw"),
            ("other", &"Attack"),
            ("m", &"pilots-lost"),
            ("a", &"0.10 ± 0.02"),
            ("b", &"0.50 ± 0.04"),
            ("gap", &"0.40 ± 0.03"),
        ],
    );
    assert_eq!(
        better,
        "Withdraw rather than Attack: fewer pilots lost, 0.10 ± 0.02 against 0.50 ± 0.04 (a difference of 0.40 ± 0.03, beyond the noise)."
    );
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The text of a macro call from its opening parenthesis (at `open`) to the
/// matching one, and its arguments split at the top-level commas.
fn call_args(src: &str, open: usize) -> Vec<String> {
    let b = src.as_bytes();
    let mut depth = 0;
    let mut i = open;
    let mut start = open + 1;
    let mut args = Vec::new();
    while i < b.len() {
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'\'' if i + 2 < b.len() && (b[i + 2] == b'\'' || b[i + 1] == b'\\') => {
                // A char literal ('x', '\n'), not a lifetime.
                i += 1;
                while i < b.len() && b[i] != b'\'' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    args.push(src[start..i].trim().to_string());
                    return args;
                }
            }
            b',' if depth == 1 => {
                args.push(src[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    args
}

/// Every `t!(lang, "id", name = ...)` and `id!("id")` of the sources names
/// an English message, and every variable of the message (in any shipped
/// language) is given.
#[test]
fn every_id_the_code_names_exists_with_its_arguments() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let en = variables("en");
    let es = variables("es");
    let mut files = Vec::new();
    for d in ["src", "tests", "examples", "benches"] {
        if root.join(d).is_dir() {
            rust_files(&root.join(d), &mut files);
        }
    }
    let mut problems = Vec::new();
    let (mut calls, mut ids) = (0, 0);
    for f in &files {
        if f.ends_with("src/text/mod.rs") || f.ends_with("tests/suite/unit_translations.rs") {
            continue;
        }
        // Comment lines left out (their commas would split the arguments).
        let src: String = std::fs::read_to_string(f)
            .unwrap()
            .lines()
            .map(|l| if l.trim_start().starts_with("//") { "" } else { l })
            .collect::<Vec<_>>()
            .join("\n");
        let name = f.strip_prefix(root).unwrap().display().to_string();
        for (pos, _) in src.match_indices("t!(") {
            if pos > 0 && (src.as_bytes()[pos - 1].is_ascii_alphanumeric() || src.as_bytes()[pos - 1] == b'_')
            {
                continue;
            }
            let args = call_args(&src, pos + 2);
            let Some(id) = args.get(1).and_then(|a| a.strip_prefix('"')).and_then(|a| a.strip_suffix('"'))
            else {
                continue;
            };
            calls += 1;
            let Some(vars) = en.get(id) else {
                problems.push(format!("{name}: t!(.., \"{id}\"): no such message"));
                continue;
            };
            let given: BTreeSet<String> =
                args[2..].iter().filter_map(|a| a.split('=').next().map(|k| k.trim().to_string())).collect();
            for v in vars.iter().chain(es.get(id).into_iter().flatten()) {
                if !given.contains(v) {
                    problems.push(format!("{name}: t!(.., \"{id}\") does not give ${v}"));
                }
            }
        }
        for (pos, _) in src.match_indices("id!(\"") {
            let rest = &src[pos + 5..];
            let id = &rest[..rest.find('"').unwrap()];
            if id.is_empty() || !id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            {
                // Not an id: the macro's name in a string (a test's needle).
                continue;
            }
            ids += 1;
            if !en.contains_key(id) {
                problems.push(format!("{name}: id!(\"{id}\"): no such message"));
            }
        }
    }
    assert!(calls > 500 && ids > 100, "{calls} calls, {ids} ids read");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
