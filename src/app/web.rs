//! The browser's entry (wasm32 only; `scripts/web` builds it and writes the
//! page, `web/index.html`): the page's script makes a [`WebHandle`] and
//! starts it on its canvas. The app is the desktop's [`App`]; what differs
//! is below it, in `crate::platform` (the browser's storage for the saves
//! and settings, one thread, no folders), and here: files dropped on the
//! page arrive as bytes, read in the background, and reach the import as a
//! file chosen in the browser's chooser does (`platform::take_upload`).

use super::{App, AppConfig};
use crate::edition::Edition;
use crate::text::Lang;
use std::path::PathBuf;
use wasm_bindgen::prelude::*;

/// Where the browser keeps the saves: entries `/saves/<name>.json` of its
/// storage (the desktop's file names and bytes).
pub const SAVES: &str = "/saves";
/// The settings' entry.
pub const SETTINGS: &str = "/settings.json";

/// The app on a page's canvas.
#[wasm_bindgen]
pub struct WebHandle {
    runner: eframe::WebRunner,
}

#[wasm_bindgen]
impl WebHandle {
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> WebHandle {
        WebHandle { runner: eframe::WebRunner::new() }
    }

    /// Starts the app on `canvas`; an error if it could not.
    pub async fn start(&self, canvas: web_sys::HtmlCanvasElement) -> Result<(), JsValue> {
        let lang = web_sys::window()
            .and_then(|w| w.navigator().language())
            .and_then(|l| Lang::from_code(l.split(['-', '_']).next().unwrap_or_default()))
            .unwrap_or(Lang::EN);
        let edition =
            Edition::builtin().map_err(|e| JsValue::from_str(&crate::text::Localize::localize(&e, lang)))?;
        let cfg = AppConfig { saves_dir: PathBuf::from(SAVES), edition, lang, open: None };
        self.runner
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(move |cc| {
                    let ctx = cc.egui_ctx.clone();
                    crate::platform::set_waker(Box::new(move || ctx.request_repaint()));
                    let app = App::new(cfg).with_settings_file(PathBuf::from(SETTINGS));
                    Ok(Box::new(WebApp { remembered: (app.zoom, app.side), app }))
                }),
            )
            .await
    }

    /// The app stopped on a panic (the page says so; the tests look).
    pub fn has_panicked(&self) -> bool {
        self.runner.has_panicked()
    }

    /// After a panic, the crash report the page shows the player to copy
    /// (the browser writes no file): the version, the browser, what the
    /// app was doing (`crash::context_now`), the panic and its stack.
    pub fn crash_report(&self) -> Option<String> {
        let p = self.runner.panic_summary()?;
        let ctx = crate::crash::context_now();
        let or_none = |v: Option<String>| v.unwrap_or_else(|| "none".into());
        let browser = web_sys::window().and_then(|w| w.navigator().user_agent().ok());
        Some(format!(
            "London's Burning crashed in the browser.\n\
             Version: {} (wasm32)\n\
             Browser: {}\n\
             Edition: {}\n\
             Campaign: {}\n\
             Last choice: {}\n\
             Panic: {}\n\
             \n\
             The save was not touched: it holds the campaign as it was before the last choice.\n\
             \n\
             Stack:\n{}\n",
            env!("CARGO_PKG_VERSION"),
            or_none(browser),
            or_none(ctx.edition),
            or_none(ctx.campaign),
            or_none(ctx.last_choice),
            p.message(),
            p.callstack()
        ))
    }
}

struct WebApp {
    app: App,
    /// The zoom and side column last written to the settings.
    remembered: (f32, Option<f32>),
}

impl eframe::App for WebApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.app.show(ui);
        // A page is closed without notice: what is remembered between runs
        // is written when it changes, not on exit.
        let now = (self.app.zoom, self.app.side);
        if now != self.remembered {
            self.remembered = now;
            self.app.remember();
        }
    }

    /// Files dropped on the page: read in the background (the browser
    /// reads files only so), then imported as an uploaded one.
    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw: &mut egui::RawInput) {
        for f in raw.dropped_files.drain(..) {
            wasm_bindgen_futures::spawn_local(async move {
                let name = f.path().file_name().unwrap_or_default().to_string_lossy().into_owned();
                if let Ok(bytes) = f.bytes_async().await {
                    crate::platform::add_upload(name, bytes);
                }
            });
        }
    }
}
