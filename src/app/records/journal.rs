//! The journal: the campaign day by day in prose (or the raw log), and
//! its exports — the after-action report (Markdown), the record tables
//! (CSV) and the raw log — written to `reports/` beside the saves.

use crate::app::log::LogView;
use crate::app::style;
use crate::edition::Edition;
use crate::text::Lang;
use crate::report::export::{self, Table};
use crate::report::journal::JournalDay;
use crate::report::{Report, phase_order};
use crate::text::date;
use crate::save;
use crate::session::Session;
use egui::RichText;
use std::path::Path;

/// The journal page's state, kept by the records view.
pub struct Page<'a> {
    /// The raw log rather than the prose.
    pub raw: &'a mut bool,
    /// Where the last export went, or why it failed.
    pub exported: &'a mut Option<Exported>,
    pub log: &'a mut LogView,
}

impl Page<'_> {
    /// The export bar above the journal.
    pub fn show(
        self,
        ui: &mut egui::Ui,
        s: &Session,
        r: &Report,
        days: &[JournalDay],
        dir: &Path,
        lang: Lang,
    ) {
        let Page { raw, exported, log } = self;
        egui::Panel::top("journal-bar").show(ui, |ui| {
            ui.horizontal(|ui| {
                if ui.button(t!(lang, "jr-export-md")).clicked() {
                    *exported = Some(export_md(s, r, days, dir, lang));
                }
                if ui.button(t!(lang, "jr-export-csv")).clicked() {
                    *exported = Some(export_csv(s, r, dir));
                }
                if ui.button(t!(lang, "jr-export-log")).clicked() {
                    *exported = Some(export_log(s, dir, lang));
                }
                ui.checkbox(raw, t!(lang, "jr-raw-log"));
            });
            match exported {
                Some(Ok(path)) => {
                    ui.label(RichText::new(t!(lang, "jr-exported", path = path.display())).color(style::OK))
                }
                Some(Err(e)) => ui.label(RichText::new(crate::text::Localize::localize(e, lang)).color(style::DAMAGE)),
                None => ui.label(""),
            };
        });
        let ed = s.edition();
        egui::CentralPanel::default().show(ui, |ui| {
            if *raw {
                log.ui(ui, s, &[], lang);
            } else {
                egui::ScrollArea::vertical()
                    .id_salt("journal")
                    .auto_shrink([false, false])
                    .show(ui, |ui| journal_ui(ui, days, r, ed, lang));
            }
        });
    }
}

fn journal_ui(ui: &mut egui::Ui, days: &[JournalDay], r: &Report, ed: &Edition, lang: Lang) {
    ui.set_max_width(900.0);
    for d in days {
        let weather = d.weather.map(|w| format!(" — {}", t!(lang, w.msg()))).unwrap_or_default();
        ui.label(RichText::new(format!("{}{weather}", date(d.date, lang))).heading().strong());
        let mut phases: Vec<_> = d.phases.iter().collect();
        phases.sort_by_key(|p| phase_order(p.phase));
        for p in phases {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(crate::text::journal::phase_title(p.phase, lang)).strong());
                ui.label(crate::text::journal::paragraph(p, ed, lang));
            });
        }
        if let Some(row) = r.days.iter().find(|x| x.date == d.date && x.complete) {
            ui.label(
                RichText::new(t!(
                    lang,
                    "jn-end-of-day",
                    raf = row.raf_score,
                    luftwaffe = row.luftwaffe_score
                ))
                .italics()
                .color(style::MUTED),
            );
        }
        ui.add_space(10.0);
    }
}

/// The folder reports go in: `reports/` beside the saves.
fn reports_dir(dir: &Path) -> std::path::PathBuf {
    dir.join("reports")
}

/// An export: the file written (for the tables, their pattern), or why
/// not. Kept as data and worded when shown, so the message follows a
/// change of language.
pub type Exported = Result<std::path::PathBuf, save::SaveError>;

fn export_md(s: &Session, r: &Report, days: &[JournalDay], dir: &Path, lang: Lang) -> Exported {
    let stem = save::file_stem(&s.name)?;
    let path = reports_dir(dir).join(format!("{stem}.md"));
    let text = export::markdown(s, r, days, lang);
    save::write_atomic(&path, text.as_bytes()).map(|_| path)
}

fn export_log(s: &Session, dir: &Path, lang: Lang) -> Exported {
    let stem = save::file_stem(&s.name)?;
    let path = reports_dir(dir).join(format!("{stem}-log.txt"));
    save::write_atomic(&path, export::raw_log(s, lang).as_bytes()).map(|_| path)
}

fn export_csv(s: &Session, r: &Report, dir: &Path) -> Exported {
    let stem = save::file_stem(&s.name)?;
    let folder = reports_dir(dir);
    for t in Table::ALL {
        let path = folder.join(format!("{stem}-{}.csv", t.id()));
        save::write_atomic(&path, export::csv(r, s.edition(), t).as_bytes())?;
    }
    Ok(folder.join(format!("{stem}-*.csv")))
}
