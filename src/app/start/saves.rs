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
            let kept = match crate::platform::FILES {
                true => t!(lang, "saves-folder", dir = dir.display()),
                false => t!(lang, "saves-in-browser"),
            };
            ui.label(RichText::new(kept).color(style::MUTED));
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
        // The row's buttons on one line if the texts keep room, else two;
        // the texts' columns share the rest and wrap.
        let width = ui.available_width();
        let gap = 14.0;
        let buttons: Vec<f32> = RowAction::ALL.iter().map(|a| button_width(ui, &a.text(lang))).collect();
        let one_line = buttons.iter().sum::<f32>() + 3.0 * ui.spacing().item_spacing.x;
        let two_lines = (buttons[0] + buttons[1]).max(buttons[2] + buttons[3]) + ui.spacing().item_spacing.x;
        let actions = if width - one_line - 3.0 * gap >= 420.0 { one_line } else { two_lines } + 1.0;
        let rest = (width - actions - 3.0 * gap).max(240.0);
        let cols = [rest * 0.4, rest * 0.35, rest * 0.25];
        egui::Grid::new("saves").striped(true).num_columns(4).spacing([gap, 8.0]).show(ui, |ui| {
            for (h, w) in [id!("col-name"), id!("col-reached"), id!("col-last-played")].into_iter().zip(cols) {
                cell(ui, w, |ui| ui.label(RichText::new(t!(lang, h)).strong()));
            }
            ui.label("");
            ui.end_row();
            for row in &self.saves {
                let path = row.path.clone();
                let stem = row.path.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
                match &row.entry {
                    Ok(save::ListedSave { name, setup, summary: sum, edition, .. }) => {
                        cell(ui, cols[0], |ui| {
                            wrapped(ui, RichText::new(name).strong());
                            let what = format!("{} · {}", t!(lang, setup.scenario.msg()), edition.label(lang));
                            wrapped(ui, RichText::new(what).small().color(style::MUTED));
                        });
                        cell(ui, cols[1], |ui| {
                            let reached =
                                if sum.over { t!(lang, "cli-over") } else { save::when(sum.date, sum.phase, lang) };
                            wrapped(ui, RichText::new(reached));
                            let score = format!("RAF {} – Luftwaffe {}", sum.raf, sum.luftwaffe);
                            wrapped(ui, RichText::new(score).small().color(style::MUTED));
                        });
                        cell(ui, cols[2], |ui| wrapped(ui, RichText::new(modified(row)).color(style::MUTED)));
                        let mut clicked = None;
                        cell(ui, actions, |ui| {
                            ui.horizontal_wrapped(|ui| {
                                for a in RowAction::ALL {
                                    if a.button(ui, name, lang) {
                                        clicked = Some(a);
                                    }
                                }
                            })
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
                        cell(ui, cols[0], |ui| wrapped(ui, RichText::new(&stem).strong()));
                        cell(ui, cols[1], |ui| wrapped(ui, RichText::new(e.localize(lang)).color(style::DAMAGE)));
                        cell(ui, cols[2], |ui| wrapped(ui, RichText::new(modified(row)).color(style::MUTED)));
                        if ui.button(t!(lang, "delete")).clicked() {
                            self.confirm_delete = Some((path, stem.clone()));
                        }
                    }
                }
                ui.end_row();
            }
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
        // The rank, the campaign (its scenario and options under it), the
        // score and verdict, the margin, and the yardstick, which wraps.
        let gap = 14.0;
        let rank = 24.0;
        let margin = 44.0;
        let rest = (ui.available_width() - rank - margin - 4.0 * gap).max(240.0);
        let cols = [rest * 0.34, rest * 0.28, rest * 0.38];
        egui::Grid::new("hall").striped(true).num_columns(5).spacing([gap, 6.0]).show(ui, |ui| {
            cell(ui, rank, |ui| ui.label(""));
            cell(ui, cols[0], |ui| ui.label(RichText::new(t!(lang, "col-name")).strong()));
            cell(ui, cols[1], |ui| ui.label(RichText::new(t!(lang, "col-score")).strong()));
            cell(ui, margin, |ui| wrapped(ui, RichText::new(t!(lang, "hf-col-margin")).strong()));
            let title = crate::text::review::yardstick_title(lang);
            cell(ui, cols[2], |ui| ui.label(RichText::new(title).strong()));
            ui.end_row();
            for (i, f) in done.iter().enumerate() {
                let colour = match f.verdict {
                    Verdict::RafWins => style::RAF,
                    Verdict::LuftwaffeWins => style::LUFTWAFFE,
                    Verdict::Draw => style::INK,
                };
                cell(ui, rank, |ui| ui.label(RichText::new(format!("{}.", i + 1)).strong()));
                cell(ui, cols[0], |ui| {
                    wrapped(ui, RichText::new(f.name.as_str()).strong());
                    let mut what = vec![t!(lang, f.setup.scenario.msg())];
                    what.push(crate::report::export::options_text(&f.setup, lang));
                    if f.advised {
                        what.push(t!(lang, "hf-advised"));
                    }
                    wrapped(ui, RichText::new(what.join(" · ")).small().color(style::MUTED));
                });
                cell(ui, cols[1], |ui| {
                    wrapped(ui, RichText::new(format!("RAF {} – Luftwaffe {}", f.raf, f.luftwaffe)));
                    wrapped(ui, RichText::new(t!(lang, f.verdict.msg())).color(colour).strong());
                });
                cell(ui, margin, |ui| ui.label(format!("{:+}", f.margin())));
                // The yardstick, when the table has this setup on this edition.
                let y = (f.edition == ed.number).then(|| crate::sim::yardstick::yardstick(&f.setup, ed)).flatten();
                cell(ui, cols[2], |ui| match y {
                    Some(y) => {
                        let m = f.margin() as i32;
                        wrapped(ui, RichText::new(crate::text::review::yardstick_short(m, &y, lang)))
                            .on_hover_text(crate::text::review::yardstick_line(m, &y, lang))
                    }
                    None => ui
                        .label(RichText::new("—").color(style::MUTED))
                        .on_hover_text(crate::text::review::no_yardstick(&f.setup, lang)),
                });
                ui.end_row();
            }
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

    fn text(self, lang: Lang) -> String {
        match self {
            RowAction::Resume => t!(lang, "resume"),
            RowAction::Records => t!(lang, "start-records"),
            RowAction::Export => t!(lang, "export-button"),
            RowAction::Delete => t!(lang, "delete"),
        }
    }

    fn button(self, ui: &mut egui::Ui, name: &str, lang: Lang) -> bool {
        let hint = matches!(self, RowAction::Export).then(|| t!(lang, "export-button-hint"));
        let b = ui.button(self.text(lang));
        match (self, hint) {
            (RowAction::Delete, _) => b.clicked(),
            (_, Some(h)) => b.on_hover_text(h).clicked(),
            (_, None) => b.on_hover_text(name).clicked(),
        }
    }
}

/// A table's cell `width` wide at most, its texts wrapping in it.
fn cell<R>(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    ui.vertical(|ui| {
        ui.set_max_width(width);
        add(ui)
    })
    .inner
}

fn wrapped(ui: &mut egui::Ui, text: RichText) -> egui::Response {
    ui.add(egui::Label::new(text).wrap())
}

/// A button's width for `text`.
fn button_width(ui: &egui::Ui, text: &str) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let w = ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE).size().x);
    w + 2.0 * ui.spacing().button_padding.x
}

fn modified(row: &Listed) -> String {
    row.modified
        .map(|t| chrono::DateTime::<chrono::Local>::from(t).format("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_default()
}
