//! The board edition: the map, sites, tables, aircraft, pilots and calendar
//! the rulebook refers to but does not print (see `data/` and board-facts).
//! The editions' files are embedded in the binary; a user may point the app
//! at a folder of their own, whose files replace the built-in ones file by
//! file.
//!
//! Its parts: `raw.rs` (the JSON files exactly as written), `check.rs` (the
//! validation: every rule the engine relies on, with the file, the field and
//! the reason of every problem), `model.rs` (the validated edition the
//! engine uses) and `builtin.rs` (the editions built into the binary).

mod builtin;
mod check;
mod model;
mod raw;

pub use builtin::CURRENT;
pub use check::{EditionError, EditionErrors, Problem};
pub use model::*;

use std::path::Path;

/// The six files of an edition, in the order they are checked.
pub const FILES: [&str; 6] =
    ["map.json", "sites.json", "tables.json", "aircraft.json", "pilots.json", "calendar.json"];

/// Largest edition file accepted (the built-in ones are under 10 KB).
const MAX_FILE_BYTES: u64 = 4 << 20;

/// One file's text and how to name it in errors.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: &'static str,
    pub label: String,
    pub text: String,
}

impl Edition {
    /// Loads an edition folder: each of the six files found there replaces
    /// the current built-in edition's. A folder with none of them is refused.
    pub fn load_dir(dir: &Path) -> Result<Edition, EditionErrors> {
        let shown = dir.display().to_string();
        if !dir.is_dir() {
            return Err(EditionErrors(vec![EditionError {
                file: shown,
                field: String::new(),
                problem: Problem::NotAFolder,
            }]));
        }
        let mut files = Vec::new();
        let mut found = 0;
        for base in Edition::builtin_sources() {
            let name = base.name;
            let path = dir.join(name);
            let label = path.display().to_string();
            // A file the folder does not have comes from the built-in edition;
            // one it has but that cannot be read is refused.
            match crate::files::read_limited(&path, MAX_FILE_BYTES) {
                Ok(bytes) => {
                    found += 1;
                    let text = String::from_utf8(bytes).map_err(|e| {
                        EditionErrors(vec![EditionError {
                            file: label.clone(),
                            field: String::new(),
                            problem: Problem::Parse(e.to_string()),
                        }])
                    })?;
                    files.push(Source { name, label, text });
                }
                Err(crate::files::FileError::NotFound(_)) => files.push(base),
                Err(e) => {
                    return Err(EditionErrors(vec![EditionError {
                        file: label,
                        field: String::new(),
                        problem: Problem::File(e),
                    }]));
                }
            }
        }
        if found == 0 {
            return Err(EditionErrors(
                FILES
                    .iter()
                    .map(|name| EditionError {
                        file: dir.join(name).display().to_string(),
                        field: String::new(),
                        problem: Problem::Missing,
                    })
                    .collect(),
            ));
        }
        Edition::from_sources(&shown, &files)
    }

    /// Builds and checks an edition from the text of its six files.
    pub fn from_sources(origin: &str, files: &[Source]) -> Result<Edition, EditionErrors> {
        check::build(origin, files)
    }
}
