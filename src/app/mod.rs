//! The desktop app (eframe). It shows the campaign and sends the player's
//! choices to the engine through the session; it never changes the game
//! state itself. Each view is a small struct with a `ui` method.

mod advice;
#[doc(hidden)]
pub mod altbox;
mod dice;
mod guide;
mod jobs;
mod log;
mod lwplan;
#[doc(hidden)]
pub mod map;
mod panels;
mod play;
#[doc(hidden)]
pub mod records;
mod reference;
mod settings;
mod start;
pub mod style;
mod transfer;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod widgets;
pub mod window;
mod words;
mod yardstick;

use crate::edition::Edition;
use crate::text::Lang;
use std::path::PathBuf;
use std::sync::Arc;

pub use play::{PlayScreen, ShownOption, SideTab, keys, picker, prompt, settle};
pub use records::View;
pub use reference::RulesWindow;
pub use settings::Settings;
pub use start::StartScreen;

/// When the process started (set by `main`), for the first-frame timing
/// printed when `LONDONS_BURNING_TIMING` is set.
pub static STARTED: std::sync::OnceLock<crate::platform::Instant> = std::sync::OnceLock::new();

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
/// when it is closed. (The browser's entry is `web::WebHandle`.)
#[cfg(not(target_arch = "wasm32"))]
pub fn run(cfg: AppConfig) -> Result<(), String> {
    run_with(cfg, None)
}

/// [`run`], opening `file` first: a save file the program was started with
/// (`londons-burning FILE`, a double-click on an exported campaign), see
/// [`App::with_file`].
#[cfg(not(target_arch = "wasm32"))]
pub fn run_with(cfg: AppConfig, file: Option<PathBuf>) -> Result<(), String> {
    let settings_file = settings::path();
    let size = settings_file
        .as_deref()
        .and_then(|f| settings::Settings::load_from(f).window)
        .unwrap_or([1600.0, 1000.0]);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_inner_size(size)
            .with_min_inner_size(window::MIN_INNER)
            .with_title(t!(cfg.lang, "app-title"))
            .with_icon(window_icon()),
        // Centred: one as large as the screen starts at its top left, and
        // the first frame makes it fit (window.rs).
        centered: true,
        ..Default::default()
    };
    let mut app = match settings_file {
        Some(f) => App::new(cfg).with_settings_file(f),
        None => App::new(cfg),
    };
    if let Some(f) = file {
        app = app.with_file(&f);
    }
    eframe::run_native("londons-burning", options, Box::new(|_cc| Ok(Box::new(app))))
        .map_err(|e| e.to_string())
}

/// The icon the window shows (the desktop entry's, `crate::desktop`).
#[cfg(not(target_arch = "wasm32"))]
fn window_icon() -> Arc<egui::IconData> {
    Arc::new(eframe::icon_data::from_png_bytes(crate::desktop::window_icon_png()).unwrap_or_default())
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
    /// The play screen's side column's width (none: the window's default),
    /// kept for the next start.
    pub side: Option<f32>,
    /// The interface's zoom, kept for the next start (set on the first
    /// frame from the settings).
    pub zoom: f32,
    zoom_from_settings: Option<f32>,
    /// Importing a save file (Import…, or one dropped on the window).
    pub import: transfer::ImportDialog,
    /// The last run crashed: its report (one line at the top until dismissed).
    pub crash_notice: Option<PathBuf>,
    crash_folder: transfer::OpenFolder,
    /// The settings file (`settings.rs`); none: nothing is read or written
    /// (the tests' apps, unless they give one).
    settings_file: Option<PathBuf>,
    /// The window fits the screen (done on the first frame that knows the
    /// screen's size, window.rs).
    fitted: bool,
}

impl App {
    pub fn new(cfg: AppConfig) -> App {
        let mut start = StartScreen::new(&cfg.saves_dir, &cfg.edition);
        let mut screen = None;
        if let Some(name) = &cfg.open {
            match PlayScreen::load(&cfg.saves_dir, name, cfg.edition.clone()) {
                Ok(p) => screen = Some(Screen::Play(Box::new(p))),
                Err(e) => start.error = Some(crate::text::Localize::localize(&e, cfg.lang)),
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
            side: None,
            zoom: 1.0,
            zoom_from_settings: None,
            import: Default::default(),
            crash_notice: crate::crash::take_notice(),
            crash_folder: Default::default(),
            settings_file: None,
            fitted: false,
        }
    }

    /// Remembers between runs through `file`: the start screen's form
    /// comes back as the player last used it.
    pub fn with_settings_file(mut self, file: PathBuf) -> App {
        let remembered = settings::Settings::load_from(&file);
        self.side = remembered.side;
        self.zoom_from_settings = remembered.zoom;
        self.settings_file = Some(file);
        if let Screen::Start(s) = &mut self.screen {
            recall(self.settings_file.as_deref(), &self.edition, s);
        }
        self
    }

    /// Starts on a save file (`londons-burning FILE`, a double-click on
    /// it): one of the saves folder opens; any other is imported as a
    /// dropped file is and then opens, or the import dialog asks (a name
    /// taken by another campaign) or says why it cannot. The same file
    /// opened twice opens the campaign it was imported as.
    pub fn with_file(mut self, file: &std::path::Path) -> App {
        let canon = |p: &std::path::Path| p.canonicalize().ok();
        let saves = canon(&self.saves_dir);
        let in_saves = saves.is_some() && file.parent().and_then(canon) == saves;
        let opened = if in_saves {
            PlayScreen::load_file(&self.saves_dir, file, self.edition.clone())
        } else if self.import.import_file(file, &self.saves_dir, &self.edition, self.lang) {
            let transfer::Stage::Done { name, .. } = &self.import.stage else { return self };
            PlayScreen::load(&self.saves_dir, name, self.edition.clone())
        } else {
            let Some(saved) = self.import.already_saved(file, &self.saves_dir) else { return self };
            PlayScreen::load_file(&self.saves_dir, &saved, self.edition.clone())
        };
        if let Screen::Start(s) = &mut self.screen {
            s.saves = crate::save::list(&self.saves_dir);
        }
        match opened {
            Ok(p) => {
                self.import = Default::default();
                self.screen = Screen::Play(Box::new(p));
            }
            Err(e) => {
                self.import.open = false;
                if let Screen::Start(s) = &mut self.screen {
                    s.error = Some(crate::text::Localize::localize(&e, self.lang));
                }
            }
        }
        self
    }

    /// The whole window, one frame.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        if !self.fitted {
            self.fitted = window::fit_to_screen(ui.ctx());
        }
        if !self.styled {
            style::apply(ui.ctx());
            self.styled = true;
            if let Some(z) = self.zoom_from_settings.take() {
                ui.ctx().set_zoom_factor(z);
            }
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
        // The window's size in the desktop's points (the viewport's are the
        // zoomed interface's).
        self.zoom = ui.ctx().zoom_factor();
        let z = self.zoom;
        self.window = ui.ctx().input(|i| i.viewport().inner_rect).map(|r| [r.width() * z, r.height() * z]);
        self.crash_bar(ui);
        let nav = match &mut self.screen {
            Screen::Start(s) => {
                let nav = s.ui(ui, &self.saves_dir, &self.edition, &mut self.lang);
                if let (Some(form), Some(f)) = (s.started.take(), &self.settings_file) {
                    settings::Settings::update(f, |x| x.new_campaign = Some(form));
                }
                nav
            }
            Screen::Play(p) => p.ui(ui, &mut self.lang, &mut self.side),
        };
        let nav = match self.imports(ui) {
            Some(p) => Nav::Play(p),
            None => nav,
        };
        // A new screen is drawn before the frame is shown (a branch the
        // review opened showed a frame without its prompt).
        if !matches!(nav, Nav::Stay) {
            ui.ctx().request_discard("a new screen");
        }
        match nav {
            Nav::Stay => {}
            Nav::Play(p) => self.screen = Screen::Play(p),
            Nav::Start(msg) => {
                let mut s = StartScreen::new(&self.saves_dir, &self.edition);
                recall(self.settings_file.as_deref(), &self.edition, &mut s);
                s.error = msg;
                self.screen = Screen::Start(Box::new(s));
            }
        }
        self.rules.ui(ui.ctx(), self.lang);
    }

    /// The last run's crash, in one line over any screen (until dismissed).
    fn crash_bar(&mut self, ui: &mut egui::Ui) {
        let Some(report) = self.crash_notice.clone() else { return };
        let lang = self.lang;
        egui::Panel::top("crash-notice").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(
                    egui::RichText::new(format!("⚠ {}", t!(lang, "crash-notice", path = report.display())))
                        .color(style::DAMAGE),
                );
                if let Some(dir) = report.parent() {
                    self.crash_folder.button(ui, dir, lang);
                }
                if ui.button(t!(lang, "crash-dismiss")).clicked() {
                    self.crash_notice = None;
                }
                if let Some(e) = self.crash_folder.error() {
                    ui.label(egui::RichText::new(e).color(style::DAMAGE));
                }
            });
        });
    }

    /// Save files dropped on the window (or Import… on the start screen):
    /// the import dialog; the campaign to open if it says so.
    fn imports(&mut self, ui: &mut egui::Ui) -> Option<Box<PlayScreen>> {
        let ctx = ui.ctx().clone();
        let (dropped, hovering) = ctx.input(|i| {
            (i.raw.dropped_files.first().map(|f| f.path().to_path_buf()), !i.raw.hovered_files.is_empty())
        });
        let mut added = false;
        if let Some(file) = dropped {
            added |= self.import.import_file(&file, &self.saves_dir, &self.edition, self.lang);
        }
        // The browser: a file chosen in its chooser or dropped on the page,
        // as bytes (none on the desktop).
        if let Some((name, bytes)) = crate::platform::take_upload() {
            let base = std::path::Path::new(&name).file_name().map(|f| f.to_os_string()).unwrap_or_default();
            let file = self.saves_dir.with_file_name("uploads").join(base);
            match crate::save::write_atomic(&file, &bytes) {
                Ok(()) => {
                    added |= self.import.import_file(&file, &self.saves_dir, &self.edition, self.lang);
                    let _ = crate::platform::remove_file(&file);
                }
                Err(e) => {
                    self.import.open = true;
                    self.import.error = Some(crate::text::Localize::localize(&e, self.lang));
                }
            }
        }
        if hovering {
            let layer = egui::LayerId::new(egui::Order::Foreground, egui::Id::unique("drop-files"));
            let rect = ctx.content_rect();
            let painter = ctx.layer_painter(layer);
            painter.rect_filled(rect, 0.0, egui::Color32::from_black_alpha(150));
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                t!(self.lang, "import-drop"),
                egui::FontId::proportional(28.0),
                egui::Color32::WHITE,
            );
        }
        if let Screen::Start(s) = &mut self.screen
            && std::mem::take(&mut s.want_import)
        {
            self.import.pick();
        }
        let mut open = None;
        match self.import.ui(&ctx, &self.saves_dir, &self.edition, self.lang) {
            transfer::ImportEvent::None => {}
            transfer::ImportEvent::Imported => added = true,
            transfer::ImportEvent::Open(name) => {
                added = true;
                match PlayScreen::load(&self.saves_dir, &name, self.edition.clone()) {
                    Ok(p) => open = Some(Box::new(p)),
                    Err(e) => {
                        self.import.open = true;
                        self.import.error = Some(crate::text::Localize::localize(&e, self.lang));
                    }
                }
            }
        }
        if added && let Screen::Start(s) = &mut self.screen {
            s.saves = crate::save::list(&self.saves_dir);
        }
        open
    }

    /// Writes what is remembered between runs (the window's size, the side
    /// column's width, the zoom) to the settings file, if the app has one:
    /// done when the window closes.
    pub fn remember(&self) {
        let Some(f) = &self.settings_file else { return };
        settings::Settings::update(f, |s| {
            if let Some(w) = self.window {
                s.window = Some(w);
            }
            if let Some(side) = self.side {
                s.side = Some(side);
            }
            s.zoom = Some(self.zoom);
        });
    }

    /// The campaign being played, if any.
    pub fn play(&self) -> Option<&PlayScreen> {
        match &self.screen {
            Screen::Play(p) => Some(p),
            Screen::Start(_) => None,
        }
    }
}

/// The new-campaign form as the settings in `file` remember it.
fn recall(file: Option<&std::path::Path>, ed: &Edition, s: &mut StartScreen) {
    if let Some(form) = file.and_then(|f| settings::Settings::load_from(f).new_campaign) {
        s.recall(&form, ed);
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.remember();
    }
}
