//! Helpers for the tests that drive the real app through its accessibility
//! tree (egui_kittest), at the size of the window the README's screenshots
//! show.

use super::{Scenario, Setup, WeatherMode, ed};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use londons_burning::app::{App, AppConfig, PlayScreen, Screen};
use londons_burning::i18n::Lang;
use londons_burning::rules::{Campaign, Decision, Pending};
use londons_burning::save;
use londons_burning::session::Session;

/// The app on the saves in `dir`, opening the campaign `open` if given,
/// run to its first frame.
pub fn harness(dir: &std::path::Path, open: Option<&str>, lang: Lang) -> Harness<'static, App> {
    let app = App::new(AppConfig {
        saves_dir: dir.to_path_buf(),
        edition: ed(),
        lang,
        open: open.map(str::to_string),
    });
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    h.run();
    h
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
    match play(h).session.campaign().pending() {
        Pending::Decide(d) => d,
        Pending::Over(_) => panic!("the campaign is over"),
    }
}

/// How many choices the open campaign has made.
pub fn choices(h: &Harness<'_, App>) -> usize {
    play(h).session.choices().len()
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
    use egui::Key::*;
    [Num1, Num2, Num3, Num4, Num5, Num6, Num7, Num8, Num9][n - 1]
}
