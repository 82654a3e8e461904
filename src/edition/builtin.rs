//! The editions built into the binary: their six files, embedded, and
//! validated once on first use.

use super::{Edition, EditionErrors, FILES, Source};
use std::sync::{Arc, OnceLock};

pub(super) const EMBEDDED: [&str; 6] = [
    include_str!("../../data/map.json"),
    include_str!("../../data/sites.json"),
    include_str!("../../data/tables.json"),
    include_str!("../../data/aircraft.json"),
    include_str!("../../data/pilots.json"),
    include_str!("../../data/calendar.json"),
];

impl Edition {
    /// The edition built into the binary (validated once).
    pub fn builtin() -> Result<Arc<Edition>, EditionErrors> {
        static BUILTIN: OnceLock<Result<Arc<Edition>, EditionErrors>> = OnceLock::new();
        BUILTIN
            .get_or_init(|| Edition::from_sources("built-in", &Edition::builtin_sources()).map(Arc::new))
            .clone()
    }

    /// The six embedded data files, unparsed (the fuzz tests mutate them).
    pub fn builtin_sources() -> Vec<Source> {
        FILES
            .iter()
            .zip(EMBEDDED)
            .map(|(name, text)| Source { name, label: format!("data/{name}"), text: text.to_string() })
            .collect()
    }
}
