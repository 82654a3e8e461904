//! The ledger in the review and the graph of the campaign (issue 29, items
//! 2 and 4): the review says the ledger in one line and its numbers are the
//! `ledger --json` command's; the exported review writes the graph as an
//! SVG beside its Markdown, well formed, with one mark for each costliest
//! decision; the app's Review tab shows the graph, and a mark's button
//! opens its moment.

use crate::common::app::*;
use crate::common::*;
use egui_kittest::kittest::Queryable;
use londons_burning::app::App;
use londons_burning::rules::{Pending, Scenario, Setup, WeatherMode};
use londons_burning::save;
use londons_burning::session::Session;
use londons_burning::sim::review::{self, ReviewConfig};
use londons_burning::text::Lang;

/// A short campaign the sensible bot played to its end.
fn played(name: &str, seed: u64) -> Session {
    let mut s = Session::new(name, ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
    while let Pending::Decide(d) = s.campaign().pending_light() {
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    s
}

/// The command line on the saves in `dir` (`common::cli`).
fn run(dir: &std::path::Path, args: &[&str]) -> (i32, String, String) {
    let dir = dir.display().to_string();
    cli(&[&["--saves-dir", dir.as_str()], args].concat())
}

/// Is `svg` well formed: every tag closed in order, every attribute quoted,
/// no stray `<` or `&`? (A small checker: no XML crate is a dependency.)
fn well_formed(svg: &str) -> Result<(), String> {
    let mut open: Vec<String> = Vec::new();
    let mut rest = svg;
    while let Some(i) = rest.find(['<', '&']) {
        let (text, tail) = rest.split_at(i);
        let _ = text;
        if tail.starts_with('&') {
            let end = tail.find(';').ok_or("an & with no ;")?;
            let entity = &tail[1..end];
            if !["amp", "lt", "gt", "quot", "apos"].contains(&entity) {
                return Err(format!("entity &{entity};"));
            }
            rest = &tail[end + 1..];
            continue;
        }
        let end = tail.find('>').ok_or("a < with no >")?;
        let tag = &tail[1..end];
        if tag.contains('<') {
            return Err(format!("a < inside a tag: {tag}"));
        }
        if let Some(name) = tag.strip_prefix('/') {
            let top = open.pop().ok_or(format!("</{name}> closes nothing"))?;
            if top != name.trim() {
                return Err(format!("</{name}> closes <{top}>"));
            }
        } else if !tag.starts_with('?') && !tag.starts_with('!') {
            let name: String = tag.chars().take_while(|c| !c.is_whitespace() && *c != '/').collect();
            if tag.matches('"').count() % 2 != 0 {
                return Err(format!("unbalanced quotes in <{tag}>"));
            }
            if !tag.ends_with('/') {
                open.push(name);
            }
        }
        rest = &tail[end + 1..];
    }
    if open.is_empty() { Ok(()) } else { Err(format!("left open: {open:?}")) }
}

#[test]
fn the_checker_of_well_formed_svg_can_fail() {
    assert!(well_formed(r#"<svg a="1"><g><path d="M0,0"/></g></svg>"#).is_ok());
    assert!(well_formed(r#"<svg><g></svg>"#).is_err());
    assert!(well_formed(r#"<svg a="1><g/></svg>"#).is_err());
    assert!(well_formed(r#"<svg>R & D</svg>"#).is_err());
}

#[test]
fn the_review_says_the_ledger_and_writes_the_graph_beside_its_markdown() {
    let dir = tempfile::tempdir().unwrap();
    let s = played("Ledgered", 29_201);
    assert!(s.campaign().is_over());
    save::write(dir.path(), &s).unwrap();
    let (code, out, err) = run(dir.path(), &["review", "Ledgered", "--json", "--rollouts", "8"]);
    assert_eq!(code, 0, "{err}");
    let r: serde_json::Value = serde_json::from_str(&out).unwrap();
    let in_review = &r["ledger"];
    assert!(in_review.is_object(), "the review carries its ledger");
    // The ledger command says the same numbers: it is the review's.
    let (code, out, err) = run(dir.path(), &["ledger", "Ledgered", "--json", "--rollouts", "8"]);
    assert_eq!(code, 0, "{err}");
    let ledger: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(&ledger, in_review);
    let num = |k: &str| ledger[k].as_f64().unwrap_or_else(|| panic!("{k}: {}", ledger[k]));
    let (start, luck, cost, actual, residual) =
        (num("start"), num("luck"), num("cost"), num("actual"), num("residual"));
    assert!((start + luck - cost - actual - residual).abs() < 1e-9, "the ledger adds up");
    // The costs it sums are the review's decisions' ledger costs.
    let summed: f64 =
        r["decisions"].as_array().unwrap().iter().map(|d| d["ledger_cost"]["mean"].as_f64().unwrap()).sum();
    assert!((summed - cost).abs() < 1e-9, "{summed} against {cost}");
    assert!(num("residual_se") > 0.0, "the residual's uncertainty");
    // The exported review: Markdown with the ledger's line and sections,
    // and the graph beside it.
    let md_path = dir.path().join("review.md");
    let (code, out, err) =
        run(dir.path(), &["review", "Ledgered", "--rollouts", "8", "--out", md_path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("review.svg") && out.contains("review.md"), "{out}");
    let md = std::fs::read_to_string(&md_path).unwrap();
    use londons_burning::text::ledger::points;
    let margin = actual.abs() as i64;
    let line = md.lines().find(|l| l.contains("From the start the expert expects")).expect("the ledger's line");
    assert!(line.contains(&points(start, Lang::EN)), "{line}");
    assert!(line.contains(&points(luck.abs(), Lang::EN)) && line.contains(&points(cost.abs(), Lang::EN)), "{line}");
    assert!(line.contains(&format!(" by {margin}.")) || margin == 0, "{line}");
    for section in ["## Luck and skill", "### Luck per day", "Left unexplained", "![The graph of the campaign](review.svg)"] {
        assert!(md.contains(section), "{section} in\n{md}");
    }
    assert!(md.contains("### Luckiest rolls") || md.contains("### Unluckiest rolls"));
    let svg = std::fs::read_to_string(dir.path().join("review.svg")).unwrap();
    well_formed(&svg).unwrap();
    assert!(svg.starts_with("<svg ") && svg.contains("<polyline"), "{}", &svg[..200]);
    let costliest = r["costliest"].as_array().unwrap().len();
    assert!(costliest > 0, "a campaign of the sensible bot has costly decisions");
    assert_eq!(svg.matches(r#"class="mark decision""#).count(), costliest, "one mark a costliest decision");
    assert!(svg.matches(r#"class="mark luck""#).count() >= 1);
    // In Spanish too.
    let (code, _, err) = run(
        dir.path(),
        &["review", "Ledgered", "--rollouts", "8", "--lang", "es", "--out", dir.path().join("es.md").to_str().unwrap()],
    );
    assert_eq!(code, 0, "{err}");
    let es = std::fs::read_to_string(dir.path().join("es.md")).unwrap();
    assert!(es.contains("Desde el principio el experto espera") && es.contains("## Suerte y pericia"), "{es}");
    assert!(es.contains(&points(start, Lang::ES)));
    let svg = std::fs::read_to_string(dir.path().join("es.svg")).unwrap();
    well_formed(&svg).unwrap();
    assert!(svg.contains("Margen final esperado"));
}

#[test]
fn the_review_tab_shows_the_graph_and_a_mark_opens_its_moment() {
    use londons_burning::sim::ledger::MarkKind;
    let dir = tempfile::tempdir().unwrap();
    let s = played("Graphed", 29_202);
    save::write(dir.path(), &s).unwrap();
    let quick = ReviewConfig { rollouts: 6, budget: 40, seed: 5, costliest: 10 };
    let mut r = review::review(&s.played(), &quick, &|_, _| {}, &std::sync::atomic::AtomicBool::new(false)).unwrap();
    r.config = ReviewConfig::default();
    r.key = review::key(&s.played(), &r.config);
    londons_burning::table::Store::new(dir.path()).keep_review(&r).unwrap();
    let curve = londons_burning::text::review::curve(&r).expect("the review's graph");
    let l = r.ledger.clone().unwrap();
    let mut h: egui_kittest::Harness<'static, App> = open(dir.path(), &s, Lang::EN);
    h.get_by_label("Review").click();
    settle(&mut h);
    let title = londons_burning::text::ledger::graph_title(Lang::EN);
    // The graph and the ledger's section start folded: open both.
    step_until(&mut h, "the graph's header", |h| h.query_by_label(&title).is_some());
    h.get_by_label(&title).click();
    settle(&mut h);
    step_until(&mut h, "the graph", |h| h.query_all_by_label(&title).count() >= 2);
    h.get_by_label(&londons_burning::t!(Lang::EN, "ledger-title")).click();
    settle(&mut h);
    assert!(texts(&h).iter().any(|t| t.contains("From the start the expert expects")), "the ledger's line");
    // A luck mark and a decision mark: each button opens its moment.
    for kind in [MarkKind::Luck, MarkKind::Decision] {
        let m = curve.marks.iter().find(|m| m.kind == kind && m.moment + 1 < r.choices).expect("a mark of each kind");
        let label = londons_burning::text::ledger::mark_label(&l, m, Lang::EN);
        h.get_by_label(&label).click_accesskit();
        settle(&mut h);
        let Some(londons_burning::app::Screen::Play(p)) = Some(&h.state().screen) else { panic!() };
        assert_eq!(p.records.review_shown(), Some(m.moment), "{label}");
    }
}
