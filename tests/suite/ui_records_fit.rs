//! The records pages fit the window (issue 28): the review panel stays in
//! the window whatever section of it is opened or folded ("Every decision"
//! once pushed it off the screen until a restart), and the log books, the
//! scores and the journal stick out nowhere, at 1280x720, 1366x768 and
//! 1920x1080, in English and Spanish. Measured on the widgets' rectangles.

use crate::common::fit::*;
use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use londons_burning::app::App;
use londons_burning::rules::{Pending, Scenario, Setup, WeatherMode};
use londons_burning::save;
use londons_burning::session::Session;
use londons_burning::sim::Bot;
use londons_burning::sim::review::{self, ReviewConfig};
use londons_burning::text::Lang;
use londons_burning::t;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

const SIZES: [egui::Vec2; 3] = [egui::vec2(1280.0, 720.0), egui::vec2(1366.0, 768.0), egui::vec2(1920.0, 1080.0)];

/// A short campaign the random bot played to its end: many decisions, many
/// of them fights, with long names.
fn played(name: &str, seed: u64) -> Session {
    let mut s = Session::new(name, ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while let Pending::Decide(d) = s.campaign().pending_light() {
        let choice = Bot::Random.choose(s.campaign(), &d, &mut rng);
        s.apply(choice).unwrap();
    }
    s
}

/// Saves `s` in `dir` with its review kept, as the app's Review tab would
/// find it (made with few rollouts: the panel's layout is what is tested).
fn saved_with_review(dir: &std::path::Path, s: &Session) -> review::Review {
    save::write(dir, s).unwrap();
    let quick = ReviewConfig { rollouts: 6, budget: 40, seed: 5, costliest: 10 };
    let never = std::sync::atomic::AtomicBool::new(false);
    let mut r = review::review(&s.played(), &quick, &|_, _| {}, &never).unwrap();
    r.config = ReviewConfig::default();
    r.key = review::key(&s.played(), &r.config);
    let store = londons_burning::table::Store::new(dir);
    store.keep_review(&r).unwrap();
    assert!(store.kept_review(&s.played(), &ReviewConfig::default()).is_some());
    r
}

/// Where the review panel is: the rectangle of its first widget, the tab
/// "The expert's review" at its top left.
fn panel(h: &Harness<'_, App>, lang: Lang) -> egui::Rect {
    let title = londons_burning::text::review::review_title(lang);
    let tab = h.query_all_by_label(&title).find(|n| n.accesskit_node().role() == egui::accesskit::Role::Button);
    tab.expect("the review panel's tab").rect()
}

/// The review panel's widgets: all inside the window, none left of the
/// panel's tab (the panel's content pushing it, or wider than it).
fn panel_fits(h: &Harness<'_, App>, lang: Lang, every: &str, size: egui::Vec2) -> Result<(), String> {
    let tab = panel(h, lang);
    let win = window(size);
    let rects = pane_widgets(h, &h.get_by_label(every));
    let bad: Vec<_> = rects
        .iter()
        .filter(|r| r.left() < tab.left() - 0.5 || r.right() > win.right() + 0.5 || r.top() < tab.top() - 0.5)
        .collect();
    if bad.is_empty() { Ok(()) } else { Err(format!("widgets out of the panel at {tab:?}: {bad:?}")) }
}

#[test]
fn the_review_panel_stays_in_the_window_with_every_section_opened_and_folded() {
    let dir = tempfile::tempdir().unwrap();
    let s = played("Reviewed", 7100);
    let r = saved_with_review(dir.path(), &s);
    assert!(r.decisions.len() > 40 && r.costliest.len() >= 5, "a long review: {}", r.decisions.len());
    for lang in [Lang::EN, Lang::ES] {
        let every = t!(lang, "coach-decisions-title");
        let sections = [
            every.clone(),
            t!(lang, "coach-costliest-title"),
            t!(lang, "coach-per-day-title"),
            t!(lang, "coach-grades-title"),
        ];
        for size in SIZES {
            let what = format!("{lang:?} at {}x{}", size.x, size.y);
            let win = window(size);
            let mut h = app_at(dir.path(), Some("Reviewed"), lang, size, None);
            h.get_by_label(&t!(lang, "tab-review")).click();
            until(&mut h, 20, &format!("{what}: the kept review"), |h| h.query_by_label(&every).is_some());
            settle_layout(&mut h);
            let home = panel(&h, lang);
            assert!(within(home, win), "{what}: the review panel at {home:?} in the window");
            panel_fits(&h, lang, &every, size).unwrap_or_else(|e| panic!("{what}: {e}"));
            // Open and fold each section, twice over, "Every decision" first.
            for section in sections.iter().chain(sections.iter()) {
                for _ in 0..2 {
                    h.get_by_label(section).click();
                    settle_layout(&mut h);
                    let state = format!(
                        "{what}, after {section:?} ({:?})",
                        h.get_by_label(section).accesskit_node().data().is_expanded()
                    );
                    assert_eq!(panel(&h, lang), home, "{state}: the panel stays where it was");
                    panel_fits(&h, lang, &every, size).unwrap_or_else(|e| panic!("{state}: {e}"));
                    // Every header in sight, to fold its section again.
                    for header in &sections {
                        let r = h.get_by_label(header).rect();
                        assert!(within(r, win) && r.left() >= home.left(), "{state}: {header:?} at {r:?}");
                    }
                    let out = sticking_out(&h, size);
                    assert!(out.is_empty(), "{state}: sticking out:\n{}", out.join("\n"));
                }
            }
            // The whole list of decisions, scrolling inside its own area:
            // its first decision in the panel, the header still in sight.
            h.get_by_label(&every).click();
            settle_layout(&mut h);
            assert_eq!(h.get_by_label(&every).accesskit_node().data().is_expanded(), Some(true), "{what}");
            let first = format!("{}", r.decisions[0].index + 1);
            let link = h.query_all_by_label(&first).find(|n| n.accesskit_node().role() == egui::accesskit::Role::Link);
            let link = link.unwrap_or_else(|| panic!("{what}: decision {first} listed"));
            let header = h.get_by_label(&every).rect();
            assert!(within(header, win), "{what}: the header stays in sight once opened");
            assert!(within(link.rect(), win) && link.rect().top() > header.bottom(), "{what}: the list under it: {:?} {header:?}", link.rect());
            // Scrolled inside its own area: the last decision scrolled into
            // view leaves the header where it was.
            let last = format!("{}", r.decisions.last().unwrap().index + 1);
            let find = |h: &Harness<'_, App>| {
                h.query_all_by_label(&last)
                    .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Link)
                    .map(|n| n.rect())
                    .unwrap_or_else(|| panic!("decision {last} listed"))
            };
            h.query_all_by_label(&last)
                .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Link)
                .unwrap()
                .scroll_to_me();
            until(&mut h, 6, &format!("{what}: the last decision in sight"), |h| within(find(h), win));
            settle_layout(&mut h);
            assert_eq!(h.get_by_label(&every).rect(), header, "{what}: the header did not move");
            assert_eq!(panel(&h, lang), home, "{what}: nor the panel");
        }
    }
}

#[test]
fn the_log_books_scores_and_journal_fit_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let s = played("Recorded", 7101);
    save::write(dir.path(), &s).unwrap();
    // A pilot who flew: his log book has sorties.
    let r = londons_burning::report::build(&s);
    let flown = r.pilots.iter().max_by_key(|p| p.sorties.len()).unwrap();
    assert!(!flown.sorties.is_empty());
    let pilot = londons_burning::text::pilot_name(s.edition(), flown.pilot);
    for lang in [Lang::EN, Lang::ES] {
        for size in SIZES {
            let what = format!("{lang:?} at {}x{}", size.x, size.y);
            let mut h = app_at(dir.path(), Some("Recorded"), lang, size, None);
            for tab in ["tab-log-books", "tab-scores", "tab-journal"] {
                h.get_by_label(&t!(lang, tab)).click();
                settle_layout(&mut h);
                if tab == "tab-log-books" {
                    h.get_all_by_label_contains(&pilot).next().expect("the pilot in the list").click();
                    settle_layout(&mut h);
                }
                let out = sticking_out(&h, size);
                assert!(out.is_empty(), "{what}, {tab}: sticking out:\n{}", out.join("\n"));
            }
        }
    }
}

