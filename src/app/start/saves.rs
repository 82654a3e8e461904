//! The start screen's saved campaigns: the folder they are kept in, each
//! campaign's row (resume, records, export, delete, after asking), and the
//! hall of fame of the finished ones.

use super::StartScreen;
use crate::app::{PlayScreen, style};
use crate::edition::Edition;
use crate::text::{Lang, Localize};
use crate::save::{self, Listed};
use egui::RichText;
use std::path::Path;
use std::sync::Arc;

impl StartScreen {
    pub(super) fn saved_campaigns(
        &mut self,
        ui: &mut egui::Ui,
        dir: &Path,
        ed: &Arc<Edition>,
        lang: Lang,
    ) -> Option<Box<PlayScreen>> {
        ui.heading(t!(lang, "saved-campaigns"));
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t!(lang, "saves-folder", dir = dir.display())).color(style::MUTED));
            self.folder.button(ui, dir, lang);
            if ui
                .button(t!(lang, "import-button"))
                .on_hover_text(t!(lang, "import-button-hint"))
                .clicked()
            {
                self.want_import = true;
            }
        });
        if let Some(e) = self.folder.error() {
            ui.label(RichText::new(e).color(style::DAMAGE));
        }
        ui.add_space(4.0);
        if self.saves.is_empty() {
            ui.label(t!(lang, "no-saves-yet"));
            return None;
        }
        let mut open: Option<(std::path::PathBuf, Option<crate::app::View>)> = None;
        let max = ui.available_height() * 0.55;
        let narrow = ui.available_width() < 1000.0;
        // Both ways: in a small window the row's buttons scroll into view.
        egui::ScrollArea::both().id_salt("saves-scroll").max_height(max).show(ui, |ui| {
            egui::Grid::new("saves").striped(true).num_columns(8).spacing([14.0, 8.0]).show(ui, |ui| {
                for h in [
                    id!("col-name"),
                    id!("col-scenario"),
                    id!("col-board"),
                    id!("col-reached"),
                    id!("col-score"),
                    id!("col-last-played"),
                ] {
                    ui.label(RichText::new(t!(lang, h)).strong());
                }
                ui.label("");
                ui.end_row();
                for row in &self.saves {
                    let path = row.path.clone();
                    let stem =
                        row.path.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
                    match &row.entry {
                        Ok(save::ListedSave { name, setup, summary: sum, edition, .. }) => {
                            ui.label(RichText::new(name).strong());
                            ui.label(t!(lang, setup.scenario.msg()));
                            ui.label(edition.label(lang));
                            if sum.over {
                                ui.label(t!(lang, "cli-over"));
                            } else {
                                ui.label(save::when(sum.date, sum.phase, lang));
                            }
                            ui.label(format!("RAF {} – Luftwaffe {}", sum.raf, sum.luftwaffe));
                            ui.label(modified(row));
                            // In a small window the buttons take two lines.
                            let mut clicked = None;
                            ui.vertical(|ui| {
                                let lines: &[&[RowAction]] = if narrow {
                                    &[&RowAction::ALL[..2], &RowAction::ALL[2..]]
                                } else {
                                    &[&RowAction::ALL]
                                };
                                for line in lines {
                                    ui.horizontal(|ui| {
                                        for &a in *line {
                                            if a.button(ui, name, lang) {
                                                clicked = Some(a);
                                            }
                                        }
                                    });
                                }
                            });
                            match clicked {
                                Some(RowAction::Resume) => open = Some((path, None)),
                                Some(RowAction::Records) => open = Some((path, Some(crate::app::View::LogBooks))),
                                Some(RowAction::Export) => {
                                    self.export = Some(crate::app::transfer::ExportDialog::new(&path, name))
                                }
                                Some(RowAction::Delete) => self.confirm_delete = Some((path, name.clone())),
                                None => {}
                            }
                        }
                        Err(e) => {
                            ui.label(RichText::new(&stem).strong());
                            ui.label(RichText::new(e.localize(lang)).color(style::DAMAGE));
                            ui.label("");
                            ui.label("");
                            ui.label(modified(row));
                            if ui.button(t!(lang, "delete")).clicked() {
                                self.confirm_delete = Some((path, stem.clone()));
                            }
                        }
                    }
                    ui.end_row();
                }
            });
        });
        ui.add_space(12.0);
        ui.separator();
        self.hall_of_fame(ui, ed, lang);
        let (file, view) = open?;
        match PlayScreen::load_file(dir, &file, ed.clone()) {
            Ok(p) => Some(Box::new(match view {
                Some(v) => p.with_view(v),
                None => p,
            })),
            Err(e) => {
                self.error = Some(e.localize(lang));
                None
            }
        }
    }


    /// Finished campaigns, best first (see [`crate::report::fame::hall_of_fame`]).
    pub(super) fn hall_of_fame(&self, ui: &mut egui::Ui, ed: &Edition, lang: Lang) {
        use crate::rules::score::Verdict;
        ui.heading(t!(lang, "hf-title"));
        let done = crate::report::fame::hall_of_fame(&self.saves);
        if done.is_empty() {
            ui.label(RichText::new(t!(lang, "hf-none")).color(style::MUTED));
            return;
        }
        egui::ScrollArea::vertical().id_salt("hall-of-fame").show(ui, |ui| {
            egui::Grid::new("hall").striped(true).num_columns(8).spacing([14.0, 6.0]).show(ui, |ui| {
                ui.label("");
                for h in [
                    id!("col-name"),
                    id!("col-scenario"),
                    id!("hf-col-options"),
                    id!("col-score"),
                    id!("hf-col-verdict"),
                    id!("hf-col-margin"),
                ] {
                    ui.label(RichText::new(t!(lang, h)).strong());
                }
                ui.label(RichText::new(crate::text::review::yardstick_title(lang)).strong());
                ui.end_row();
                for (i, f) in done.iter().enumerate() {
                    let colour = match f.verdict {
                        Verdict::RafWins => style::RAF,
                        Verdict::LuftwaffeWins => style::LUFTWAFFE,
                        Verdict::Draw => style::INK,
                    };
                    ui.label(RichText::new(format!("{}.", i + 1)).strong());
                    ui.label(RichText::new(f.name.as_str()).strong());
                    ui.label(t!(lang, f.setup.scenario.msg()));
                    let mut options = crate::report::export::options_text(&f.setup, lang);
                    if f.advised {
                        options.push_str(&format!(" · {}", t!(lang, "hf-advised")));
                    }
                    ui.label(options);
                    ui.label(format!("RAF {} – Luftwaffe {}", f.raf, f.luftwaffe));
                    ui.label(RichText::new(t!(lang, f.verdict.msg())).color(colour).strong());
                    ui.label(format!("{:+}", f.margin()));
                    // The yardstick, when the table has this setup on this edition.
                    let y = (f.edition == ed.number)
                        .then(|| crate::sim::yardstick::yardstick(&f.setup, ed))
                        .flatten();
                    match y {
                        Some(y) => {
                            let m = f.margin() as i32;
                            ui.label(crate::text::review::yardstick_short(m, &y, lang))
                                .on_hover_text(crate::text::review::yardstick_line(m, &y, lang));
                        }
                        None => {
                            ui.label(RichText::new("—").color(style::MUTED))
                                .on_hover_text(crate::text::review::no_yardstick(&f.setup, lang));
                        }
                    }
                    ui.end_row();
                }
            });
        });
    }


    pub(super) fn delete_dialog(&mut self, ui: &mut egui::Ui, dir: &Path, lang: Lang) {
        let Some((file, shown)) = self.confirm_delete.clone() else { return };
        let modal = egui::Modal::new(egui::Id::unique("confirm-delete")).show(ui.ctx(), |ui| {
            ui.set_width(380.0);
            ui.heading(t!(lang, "delete-title"));
            ui.label(t!(lang, "delete-confirm", name = shown));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(RichText::new(t!(lang, "delete-for-good")).color(style::DAMAGE)).clicked() {
                    if let Err(e) = save::delete_file(&file) {
                        self.error = Some(e.localize(lang));
                    }
                    self.saves = save::list(dir);
                    self.confirm_delete = None;
                }
                if ui.button(t!(lang, "cancel")).clicked() {
                    self.confirm_delete = None;
                }
            });
        });
        if modal.should_close() {
            self.confirm_delete = None;
        }
    }
}

/// The buttons of a saved campaign's row.
#[derive(Clone, Copy)]
enum RowAction {
    Resume,
    Records,
    Export,
    Delete,
}

impl RowAction {
    const ALL: [RowAction; 4] = [RowAction::Resume, RowAction::Records, RowAction::Export, RowAction::Delete];

    fn button(self, ui: &mut egui::Ui, name: &str, lang: Lang) -> bool {
        let (label, hint) = match self {
            RowAction::Resume => (id!("resume"), None),
            RowAction::Records => (id!("start-records"), None),
            RowAction::Export => (id!("export-button"), Some(t!(lang, "export-button-hint"))),
            RowAction::Delete => (id!("delete"), None),
        };
        let b = ui.button(t!(lang, label));
        match (self, hint) {
            (RowAction::Delete, _) => b.clicked(),
            (_, Some(h)) => b.on_hover_text(h).clicked(),
            (_, None) => b.on_hover_text(name).clicked(),
        }
    }
}

fn modified(row: &Listed) -> String {
    row.modified
        .map(|t| chrono::DateTime::<chrono::Local>::from(t).format("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_default()
}
