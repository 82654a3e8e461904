//! The desktop app (eframe). It only shows state and sends the player's
//! choices to the engine.

use crate::edition::Edition;
use crate::i18n::{Lang, Localize, Msg};
use crate::save;
use crate::tr;
use std::path::PathBuf;
use std::sync::Arc;

pub struct AppConfig {
    pub saves_dir: PathBuf,
    pub edition: Arc<Edition>,
    pub lang: Lang,
}

/// Opens the window; returns when it is closed.
pub fn run(cfg: AppConfig) -> Result<(), String> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_inner_size([1280.0, 860.0])
            .with_title(tr!(cfg.lang, Msg::AppTitle)),
        ..Default::default()
    };
    eframe::run_native("londons-burning", options, Box::new(|_cc| Ok(Box::new(App::new(cfg)))))
        .map_err(|e| e.to_string())
}

pub struct App {
    cfg: AppConfig,
    saves: Vec<String>,
}

impl App {
    pub fn new(cfg: AppConfig) -> App {
        let saves = save::list(&cfg.saves_dir)
            .into_iter()
            .map(|row| match row.entry {
                Ok((name, setup, sum)) => format!(
                    "{name} — {} — {} — RAF {} / Luftwaffe {}",
                    setup.scenario,
                    save::when(sum.date, sum.phase, cfg.lang),
                    sum.raf,
                    sum.luftwaffe
                ),
                Err(e) => e.localize(cfg.lang),
            })
            .collect();
        App { cfg, saves }
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            let lang = self.cfg.lang;
            ui.heading(tr!(lang, Msg::AppTitle));
            ui.label(tr!(lang, Msg::AppPlaceholder));
            ui.separator();
            ui.label(tr!(lang, Msg::AppSaves, dir = self.cfg.saves_dir.display()));
            for s in &self.saves {
                ui.label(s);
            }
        });
    }
}
