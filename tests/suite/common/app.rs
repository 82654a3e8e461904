//! Helpers for the tests that drive the real app through its accessibility
//! tree (egui_kittest), at the size of the window the README's screenshots
//! show.

use super::{Scenario, Setup, WeatherMode, ed, settle};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use londons_burning::app::{App, AppConfig, PlayScreen, Screen};
use londons_burning::text::Lang;
use londons_burning::rules::{Campaign, Decision, Pending};
use londons_burning::save;
use londons_burning::session::Session;

/// The app on the saves in `dir`, opening the campaign `open` if given,
/// run to its first frame.
pub fn harness(dir: &std::path::Path, open: Option<&str>, lang: Lang) -> Harness<'static, App> {
    harness_sized(dir, open, lang, egui::vec2(1600.0, 1000.0))
}

/// [`harness`] in a window of `size`.
pub fn harness_sized(
    dir: &std::path::Path,
    open: Option<&str>,
    lang: Lang,
    size: egui::Vec2,
) -> Harness<'static, App> {
    let app = App::new(AppConfig {
        saves_dir: dir.to_path_buf(),
        edition: ed(),
        lang,
        open: open.map(str::to_string),
    });
    let mut h = Harness::builder().with_size(size).build_ui_state(|ui, app: &mut App| app.show(ui), app);
    settle(&mut h);
    h
}

/// The two windows the play screen is checked at: the README's screenshots'
/// and a laptop's.
pub const SIZES: [egui::Vec2; 2] = [egui::vec2(1600.0, 1000.0), egui::vec2(1280.0, 720.0)];

/// The example of play's campaign (15.3), played through the guide up to
/// the first decision `stop` likes.
pub fn example_where(stop: impl Fn(&Campaign, &Decision) -> bool) -> Session {
    let g = londons_burning::guide::Guide::example_of_play(&ed()).expect("edition 2 holds the example");
    let mut s = Session::new("Example", ed(), g.setup.clone()).unwrap();
    for c in g.morning.iter().chain(g.steps.iter().map(|st| &st.choice)) {
        if let Pending::Decide(d) = s.campaign().pending()
            && stop(s.campaign(), &d)
        {
            return s;
        }
        s.apply(c.clone()).unwrap();
    }
    panic!("the example never reaches the decision wanted");
}

/// Saves `s` in `dir`.
pub fn save_only(dir: &std::path::Path, s: &Session) {
    save::write(dir, s).unwrap();
}

/// Saves `s` in `dir` and opens it in the app.
pub fn open(dir: &std::path::Path, s: &Session, lang: Lang) -> Harness<'static, App> {
    save::write(dir, s).unwrap();
    harness(dir, Some(&s.name), lang)
}

/// The campaign screen on show.
pub fn play<'a>(h: &'a Harness<'_, App>) -> &'a PlayScreen {
    match &h.state().screen {
        Screen::Play(p) => p,
        Screen::Start(_) => panic!("no campaign open"),
    }
}

/// The decision the open campaign waits for.
pub fn pending(h: &Harness<'_, App>) -> Decision {
    match play(h).table.session().campaign().pending() {
        Pending::Decide(d) => d,
        Pending::Over(_) => panic!("the campaign is over"),
    }
}

/// How many choices the open campaign has made.
pub fn choices(h: &Harness<'_, App>) -> usize {
    play(h).table.session().choices().len()
}

/// Every label and value of the accessibility tree.
pub fn texts(h: &Harness<'_, App>) -> Vec<String> {
    h.query_all(By::new())
        .flat_map(|n| {
            let a = n.accesskit_node();
            [a.label(), a.value()]
        })
        .flatten()
        .filter(|t| !t.trim().is_empty())
        .collect()
}

/// A short campaign, historical weather, dice seed `seed`.
pub fn short(seed: u64) -> Setup {
    Setup::new(Scenario::Short, WeatherMode::Historical, seed)
}

/// The sensible bot's campaign from `setup(seed)`, for the first seed that
/// reaches a decision `stop` likes, stopped there.
pub fn session_where(
    setup: impl Fn(u64) -> Setup,
    name: &str,
    stop: impl Fn(&Campaign, &Decision) -> bool,
) -> Session {
    for seed in 1..400u64 {
        let mut s = Session::new(name, ed(), setup(seed)).unwrap();
        while let Pending::Decide(d) = s.campaign().pending() {
            if stop(s.campaign(), &d) {
                return s;
            }
            let choice = londons_burning::sim::sensible(s.campaign(), &d);
            s.apply(choice).unwrap();
        }
    }
    panic!("no seed reaches the decision wanted");
}

/// The key of digit `n` (1-9), as the numbered options show it.
pub fn digit(n: usize) -> egui::Key {
    key_of(n)
}

/// The key of the `n`-th numbered option (from 1).
pub fn key_of(n: usize) -> egui::Key {
    londons_burning::app::keys::OPTION_KEYS[n - 1].0
}

/// Is the node inside a window (the rules reference, a dialog)?
fn in_window(n: &egui_kittest::Node<'_>) -> bool {
    let mut at = n.parent();
    while let Some(p) = at {
        // The root is the app's own window.
        let window = matches!(p.accesskit_node().role(), egui::accesskit::Role::Window | egui::accesskit::Role::Dialog);
        if window && p.parent().is_some() {
            return true;
        }
        at = p.parent();
    }
    false
}

/// The prompt's numbered buttons, in order: (key cap, label).
pub fn prompt_buttons(h: &Harness<'_, App>) -> Vec<(String, String)> {
    use londons_burning::app::keys::OPTION_KEYS;
    let area = match &h.state().screen {
        Screen::Play(p) => p.prompt_area(),
        Screen::Start(_) => None,
    };
    let Some(area) = area else { return Vec::new() };
    let mut v: Vec<(usize, String, String)> = h
        .query_all_by_role(egui::accesskit::Role::Button)
        .filter(|n| area.expand(1.0).contains_rect(n.rect()) && !in_window(n))
        .filter_map(|n| {
            let label = n.accesskit_node().label()?;
            let (cap, rest) = label.split_once(' ')?;
            let i = OPTION_KEYS.iter().position(|k| k.1 == cap)?;
            // The advised button's name ends with its mark.
            let rest = rest.strip_suffix(" ★ advised").unwrap_or(rest);
            // Not a cell of the picker ("E ☀").
            if rest.chars().count() <= 3 {
                return None;
            }
            Some((i, cap.to_string(), rest.to_string()))
        })
        .collect();
    v.sort_by_key(|x| x.0);
    v.dedup_by_key(|x| x.0);
    v.into_iter().map(|x| (x.1, x.2)).collect()
}
