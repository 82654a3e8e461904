//! A session's errors in words: the advisor that cannot be asked, a
//! replay that fails (`src/session.rs` returns them as data).

use super::{Lang, Localize, date};
use crate::session::{AdviceError, ReplayError};
use crate::t;

impl Localize for AdviceError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            AdviceError::Off => t!(lang, "advice-off"),
            AdviceError::Over => t!(lang, "advice-nothing"),
        }
    }
}

impl Localize for ReplayError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            ReplayError::Setup(e) => e.localize(lang),
            ReplayError::IllegalChoice { index, reason } => {
                t!(lang, "replay-illegal", n = index, reason = reason.localize(lang))
            }
            ReplayError::Diverges { date: day } => t!(lang, "replay-diverges", date = date(*day, lang)),
            ReplayError::MissingSnapshot { date: day } => t!(lang, "replay-missing", date = date(*day, lang)),
            ReplayError::Dice(e) => e.localize(lang),
        }
    }
}
