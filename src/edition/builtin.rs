//! The editions built into the binary: their six files, embedded, and
//! validated once on first use. New campaigns use the current edition; a
//! save names its edition (by number and fingerprint) and is always played
//! on that one, so an edition once shipped never changes and never leaves
//! (board-facts "Editions").

use super::{Edition, EditionErrors, FILES, Source};
use std::sync::{Arc, OnceLock};

/// The edition new campaigns start on.
pub const CURRENT: u32 = 2;

/// The built-in editions' files, by edition number - 1, in [`FILES`] order.
const EMBEDDED: [[&str; 6]; 2] = [
    [
        include_str!("../../data/edition-1/map.json"),
        include_str!("../../data/edition-1/sites.json"),
        include_str!("../../data/edition-1/tables.json"),
        include_str!("../../data/edition-1/aircraft.json"),
        include_str!("../../data/edition-1/pilots.json"),
        include_str!("../../data/edition-1/calendar.json"),
    ],
    [
        include_str!("../../data/edition-2/map.json"),
        include_str!("../../data/edition-2/sites.json"),
        include_str!("../../data/edition-2/tables.json"),
        include_str!("../../data/edition-2/aircraft.json"),
        include_str!("../../data/edition-2/pilots.json"),
        include_str!("../../data/edition-2/calendar.json"),
    ],
];

type Built = Result<Arc<Edition>, EditionErrors>;

impl Edition {
    /// The current built-in edition (validated once): the one new campaigns
    /// use.
    pub fn builtin() -> Result<Arc<Edition>, EditionErrors> {
        Edition::builtin_number(CURRENT).expect("the current edition is built in")
    }

    /// Built-in edition `n` (1 or 2), validated once; `None` if there is no
    /// such edition.
    pub fn builtin_number(n: u32) -> Option<Result<Arc<Edition>, EditionErrors>> {
        static BUILT: [OnceLock<Built>; 2] = [OnceLock::new(), OnceLock::new()];
        let i = (n as usize).checked_sub(1).filter(|&i| i < EMBEDDED.len())?;
        Some(
            BUILT[i]
                .get_or_init(|| {
                    Edition::from_sources(&format!("built-in edition {n}"), &Edition::builtin_sources_of(n))
                        .map(Arc::new)
                })
                .clone(),
        )
    }

    /// Every built-in edition that validates, oldest first.
    pub fn builtins() -> Vec<Arc<Edition>> {
        (1..=EMBEDDED.len() as u32).filter_map(|n| Edition::builtin_number(n)?.ok()).collect()
    }

    /// The built-in edition with this fingerprint, if any (how a save finds
    /// the edition it was played on).
    pub fn builtin_with_fingerprint(fingerprint: &str) -> Option<Arc<Edition>> {
        Edition::builtins().into_iter().find(|e| e.fingerprint == fingerprint)
    }

    /// The current edition's six embedded files, unparsed (a user's edition
    /// folder replaces them file by file; the fuzz tests mutate them).
    pub fn builtin_sources() -> Vec<Source> {
        Edition::builtin_sources_of(CURRENT)
    }

    /// Built-in edition `n`'s files (the current one's if there is no `n`).
    pub fn builtin_sources_of(n: u32) -> Vec<Source> {
        let i = (n as usize).checked_sub(1).filter(|&i| i < EMBEDDED.len()).unwrap_or(CURRENT as usize - 1);
        FILES
            .iter()
            .zip(EMBEDDED[i])
            .map(|(name, text)| Source {
                name,
                label: format!("data/edition-{}/{name}", i + 1),
                text: text.to_string(),
            })
            .collect()
    }
}
