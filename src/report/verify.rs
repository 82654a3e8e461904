//! `londons-burning replay NAME`: re-run a save from its choices and say
//! whether it matches what the file records — every daily snapshot, and the
//! summary the list of saves shows. A save edited by hand (a choice, a
//! snapshot or the summary changed) is caught here.

use crate::edition::Edition;
use crate::text::{Lang, Localize};
use crate::save::{self, SaveError, SaveFile};
use crate::session::Session;
use std::path::Path;
use std::sync::Arc;

#[derive(Debug)]
pub enum VerifyError {
    /// The file cannot be read, or its choices do not replay to its
    /// snapshots (see [`SaveError`]).
    Save(SaveError),
    /// The replay ends elsewhere than the summary says.
    Summary { saved: String, replayed: String },
    /// The file has a different number of daily snapshots than the replay.
    Snapshots { saved: usize, replayed: usize },
}

impl Localize for VerifyError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            VerifyError::Save(e) => e.localize(lang),
            VerifyError::Summary { saved, replayed } => {
                t!(lang, "rp-summary-differs", saved = saved, replayed = replayed)
            }
            VerifyError::Snapshots { saved, replayed } => {
                t!(lang, "rp-snapshots-differ", saved = saved, replayed = replayed)
            }
        }
    }
}

fn summary_text(s: &save::Summary, lang: Lang) -> String {
    let over = if s.over { format!(" ({})", t!(lang, "cli-over")) } else { String::new() };
    format!("{}, RAF {} – Luftwaffe {}{over}", save::when(s.date, s.phase, lang), s.raf, s.luftwaffe)
}

/// Replays the save at `path` and checks it against everything it records.
/// Returns the replayed session when it matches.
pub fn verify_path(path: &Path, ed: Arc<Edition>, lang: Lang) -> Result<Session, VerifyError> {
    let file = save::read_file(path).map_err(VerifyError::Save)?;
    let saved_summary = file.summary.clone();
    let saved_snapshots = file.snapshots.len();
    let session = file.into_session(path, ed).map_err(VerifyError::Save)?;
    let replayed = SaveFile::from_session(&session);
    if replayed.summary != saved_summary {
        return Err(VerifyError::Summary {
            saved: summary_text(&saved_summary, lang),
            replayed: summary_text(&replayed.summary, lang),
        });
    }
    if replayed.snapshots.len() != saved_snapshots {
        return Err(VerifyError::Snapshots { saved: saved_snapshots, replayed: replayed.snapshots.len() });
    }
    Ok(session)
}
