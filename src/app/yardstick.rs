//! The yardstick under the verdict (issue 23): the final margin against the
//! expert's and the sensible bot's margins on the same setup — from the
//! table shipped with the program, else from one simulated on this computer
//! and kept in the saves folder, else a button that simulates one off the
//! UI thread, with progress and Cancel (`table::Store::yardstick`; the job:
//! `app::jobs`).

use super::style;
use super::widgets::Progress;
use crate::rules::Campaign;
use crate::sim::yardstick::{self as ys, Yardstick};
use crate::table::Store;
use crate::text::Lang;
use crate::text::review as w;
use egui::RichText;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, mpsc};

#[derive(Default)]
enum State {
    /// Not looked for yet.
    #[default]
    Unknown,
    /// None: no yardstick shipped or kept (the button simulates one).
    Known(Option<Box<Yardstick>>),
    Running {
        progress: Progress,
        rx: mpsc::Receiver<Option<Yardstick>>,
    },
}

#[derive(Default)]
pub struct YardstickView {
    state: State,
}

impl YardstickView {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        c: &Campaign,
        dir: &Path,
        ed: &Arc<crate::edition::Edition>,
        lang: Lang,
    ) {
        let setup = &c.state().setup;
        if let State::Unknown = self.state {
            // Shipped, or kept: with the cancel flag set nothing is simulated.
            let kept = Store::new(dir).yardstick(
                setup,
                ed,
                ys::ON_DEMAND_CAMPAIGNS,
                &|_, _| {},
                &AtomicBool::new(true),
            );
            self.state = State::Known(kept.ok().flatten().map(Box::new));
        }
        if let State::Running { rx, .. } = &self.state
            && let Ok(y) = rx.try_recv()
        {
            self.state = State::Known(y.map(Box::new));
        }
        let score = c.score();
        let margin = score.raf as i32 - score.luftwaffe as i32;
        ui.vertical_centered(|ui| {
            // At most 720 points, never wider than the room (at 150 % the
            // centre is narrower: the line wraps, nothing is cut).
            ui.set_max_width(ui.available_width().min(720.0));
            ui.label(RichText::new(w::yardstick_title(lang)).strong());
            match &self.state {
                State::Known(Some(y)) => {
                    ui.add(egui::Label::new(w::yardstick_line(margin, y, lang)).wrap());
                }
                State::Known(None) if ys::Cell::of(setup, ed).is_none() => {
                    ui.label(RichText::new(w::no_yardstick(setup, lang)).color(style::MUTED));
                }
                State::Known(None) => {
                    if ui.button(w::simulate_yardstick(ys::ON_DEMAND_CAMPAIGNS, lang)).clicked() {
                        self.start(ui.ctx(), dir, setup, ed);
                    }
                }
                State::Running { progress, .. } => progress.ui(ui, |n, of| w::simulating(n, of, lang), lang),
                State::Unknown => {}
            }
        });
    }

    fn start(
        &mut self,
        ctx: &egui::Context,
        dir: &Path,
        setup: &crate::rules::Setup,
        ed: &Arc<crate::edition::Edition>,
    ) {
        let progress = Progress::new();
        let (tx, rx) = mpsc::channel();
        let job = super::jobs::YardstickJob::new(
            dir.to_path_buf(),
            setup.clone(),
            ed.clone(),
            ctx.clone(),
            &progress,
            tx,
        );
        if crate::platform::start("yardstick", Box::new(job)).is_ok() {
            self.state = State::Running { progress, rx };
        }
    }
}
