//! The campaign's records, reached from the tabs under the top bar: the
//! pilots' log books (`logbook.rs`), the scores, charts and tables
//! (`scores.rs`), the journal with its exports (`journal.rs`), and the
//! review (`review.rs`: step through past phases on the map; branch a new
//! campaign from the start of one).

mod coach;
mod journal;
mod logbook;
mod review;
pub mod scores;

use super::log::LogView;
use crate::text::{Lang, Id};
use crate::report::journal::{self as prose, JournalDay};
use crate::report::{self, PhaseStart, Report};
use crate::session::Session;
use chrono::Datelike;
use std::path::Path;

/// The pages of the campaign screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum View {
    Play,
    LogBooks,
    Scores,
    Journal,
    Review,
}

impl View {
    pub const ALL: [View; 5] = [View::Play, View::LogBooks, View::Scores, View::Journal, View::Review];

    pub fn msg(self) -> Id {
        match self {
            View::Play => id!("tab-play"),
            View::LogBooks => id!("tab-log-books"),
            View::Scores => id!("tab-scores"),
            View::Journal => id!("tab-journal"),
            View::Review => id!("tab-review"),
        }
    }
}

/// The records of a session, rebuilt when it changes.
struct Built {
    version: u64,
    report: Report,
    journal: Vec<JournalDay>,
    starts: Vec<PhaseStart>,
}

pub struct RecordsView {
    pub view: View,
    built: Option<Built>,
    /// The pilot whose log book is open.
    pub pilot: usize,
    /// Where the last export went, or why it failed (worded when shown, in
    /// the language of the moment).
    pub exported: Option<journal::Exported>,
    raw_log: bool,
    log: LogView,
    review: review::Review,
}

impl Default for RecordsView {
    fn default() -> Self {
        RecordsView {
            view: View::Play,
            built: None,
            pilot: 0,
            exported: None,
            raw_log: false,
            log: LogView::default(),
            review: review::Review::default(),
        }
    }
}

/// "13/8": a short date for chart axes and fatigue strips.
fn short_date(d: chrono::NaiveDate) -> String {
    format!("{}/{}", d.day(), d.month())
}

impl RecordsView {
    /// The moment the Review tab shows, as choices made before it (none
    /// before the tab is first drawn).
    pub fn review_shown(&self) -> Option<usize> {
        self.review.shown_at()
    }

    /// Did the player agree, in the Review tab, to mark the campaign as
    /// played with advice before its review? (Once: the play screen marks
    /// it through the table, then calls [`RecordsView::review_marked`].)
    pub fn take_review_mark(&mut self) -> bool {
        self.review.coach.take_mark()
    }

    pub fn review_marked(&mut self, result: Result<(), String>) {
        self.review.coach.marked(result);
    }

    /// The tab row. `compact`: a narrow bar, where a long page name
    /// ("Cuadernos de vuelo") is shortened, its full name on hover and for
    /// a screen reader.
    pub fn tabs(&mut self, ui: &mut egui::Ui, lang: Lang, compact: bool) {
        ui.horizontal(|ui| {
            for v in View::ALL {
                let full = t!(lang, v.msg());
                if compact && v == View::LogBooks {
                    let on = self.view == v;
                    let r = ui.selectable_value(&mut self.view, v, t!(lang, "tab-log-books-short"));
                    r.widget_info(|| {
                        egui::WidgetInfo::selected(egui::Role::Button, true, on, &full)
                    });
                    r.on_hover_text(full);
                } else {
                    ui.selectable_value(&mut self.view, v, full);
                }
            }
        });
    }

    fn build(&mut self, s: &Session, version: u64) {
        if self.built.as_ref().is_some_and(|b| b.version == version) {
            return;
        }
        self.built = Some(Built {
            version,
            report: report::build(s),
            journal: prose::build(s),
            starts: report::phase_starts(s),
        });
    }

    /// The page (when it is not the play view). Returns a new branch to
    /// open (not yet saved).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        s: &Session,
        version: u64,
        dir: &Path,
        lang: Lang,
    ) -> Option<Session> {
        self.build(s, version);
        let b = self.built.as_ref()?;
        let ed = s.edition().clone();
        match self.view {
            View::Play => None,
            View::LogBooks => {
                logbook::page(ui, &b.report, &ed, &mut self.pilot, lang);
                None
            }
            View::Scores => {
                scores::page(ui, &b.report, &ed, lang);
                None
            }
            View::Journal => {
                let page = journal::Page {
                    raw: &mut self.raw_log,
                    exported: &mut self.exported,
                    log: &mut self.log,
                };
                page.show(ui, s, &b.report, &b.journal, dir, lang);
                None
            }
            View::Review => {
                let starts = b.starts.clone();
                self.review.ui(ui, s, &starts, dir, lang)
            }
        }
    }
}
