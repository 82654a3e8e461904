//! The desktop app (eframe). It shows the campaign and sends the player's
//! choices to the engine through the session; it never changes the game
//! state itself. Each view is a small struct with a `ui` method.

mod advice;
mod altbox;
mod guide;
mod log;
mod lwplan;
mod map;
mod panels;
mod play;
mod records;
mod reference;
mod settings;
mod start;
mod style;
mod widgets;
mod words;

use crate::edition::Edition;
use crate::i18n::{Lang, Msg};
use crate::tr;
use std::path::PathBuf;
use std::sync::Arc;

pub use play::{PlayScreen, ShownOption, keys, picker, prompt};
pub use records::View;
pub use reference::RulesWindow;
pub use start::StartScreen;

/// When the process started (set by `main`), for the first-frame timing
/// printed when `LONDONS_BURNING_TIMING` is set.
pub static STARTED: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();

pub struct AppConfig {
    pub saves_dir: PathBuf,
    pub edition: Arc<Edition>,
    pub lang: Lang,
    /// Open this campaign straight away (`londons-burning open NAME`).
    pub open: Option<String>,
}

/// The smallest window the play screen is laid out for (README: the
/// minimum supported window).
pub const MIN_WINDOW: [f32; 2] = [1280.0, 720.0];

/// Opens the window, at the size it had when it was last closed; returns
/// when it is closed.
pub fn run(cfg: AppConfig) -> Result<(), String> {
    let size = settings::Settings::load().window.unwrap_or([1600.0, 1000.0]);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_inner_size(size)
            .with_min_inner_size([1024.0, 640.0])
            .with_title(tr!(cfg.lang, Msg::AppTitle)),
        ..Default::default()
    };
    eframe::run_native("londons-burning", options, Box::new(|_cc| Ok(Box::new(App::new(cfg)))))
        .map_err(|e| e.to_string())
}

/// The screens of the app.
pub enum Screen {
    Start(Box<StartScreen>),
    Play(Box<PlayScreen>),
}

/// What a screen asks the app to do next.
pub enum Nav {
    Stay,
    /// Open a campaign (already loaded or created).
    Play(Box<PlayScreen>),
    /// Back to the start screen, with an optional message.
    Start(Option<String>),
}

pub struct App {
    styled: bool,
    pub saves_dir: PathBuf,
    pub edition: Arc<Edition>,
    pub lang: Lang,
    pub screen: Screen,
    /// The rules reference window (F1), over any screen.
    pub rules: RulesWindow,
    /// The window's size, kept for the next start.
    window: Option<[f32; 2]>,
}

impl App {
    pub fn new(cfg: AppConfig) -> App {
        let mut start = StartScreen::new(&cfg.saves_dir, &cfg.edition);
        let mut screen = None;
        if let Some(name) = &cfg.open {
            match PlayScreen::load(&cfg.saves_dir, name, cfg.edition.clone()) {
                Ok(p) => screen = Some(Screen::Play(Box::new(p))),
                Err(e) => start.error = Some(crate::i18n::Localize::localize(&e, cfg.lang)),
            }
        }
        App {
            styled: false,
            saves_dir: cfg.saves_dir,
            edition: cfg.edition,
            lang: cfg.lang,
            screen: screen.unwrap_or(Screen::Start(Box::new(start))),
            rules: RulesWindow::default(),
            window: None,
        }
    }

    /// The whole window, one frame.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        if !self.styled {
            style::apply(ui.ctx());
            self.styled = true;
            if std::env::var_os("LONDONS_BURNING_TIMING").is_some()
                && let Some(t) = STARTED.get()
            {
                eprintln!("first frame after {:.0} ms", t.elapsed().as_secs_f64() * 1000.0);
            }
        }
        // Escape closes the newest panel: the rules window or one of the
        // campaign screen's (the picker, the advisor, the legend, a card).
        if ui.ctx().input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
            let play = match &mut self.screen {
                Screen::Play(p) => Some(p.newest_panel()),
                Screen::Start(_) => None,
            };
            match (&mut self.screen, play) {
                (_, p) if self.rules.open && self.rules.opened > p.unwrap_or(0) => self.rules.open = false,
                (Screen::Play(p), Some(_)) => p.close_newest(),
                _ => {}
            }
        }
        self.window = ui.ctx().input(|i| i.viewport().inner_rect).map(|r| [r.width(), r.height()]);
        let nav = match &mut self.screen {
            Screen::Start(s) => s.ui(ui, &self.saves_dir, &self.edition, &mut self.lang),
            Screen::Play(p) => p.ui(ui, &mut self.lang),
        };
        match nav {
            Nav::Stay => {}
            Nav::Play(p) => self.screen = Screen::Play(p),
            Nav::Start(msg) => {
                let mut s = StartScreen::new(&self.saves_dir, &self.edition);
                s.error = msg;
                self.screen = Screen::Start(Box::new(s));
            }
        }
        self.rules.ui(ui.ctx(), self.lang);
    }

    /// The campaign being played, if any.
    pub fn play(&self) -> Option<&PlayScreen> {
        match &self.screen {
            Screen::Play(p) => Some(p),
            Screen::Start(_) => None,
        }
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        if let Some(w) = self.window {
            settings::Settings { window: Some(w) }.store();
        }
    }
}
