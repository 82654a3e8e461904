//! The words of [`crate::files::FileError`]: why a file the user handed us
//! was not read (`files` in `saves.ftl`).

use super::{Lang, Localize};
use crate::files::{FileError, Kind};
use crate::{id, t};

impl FileError {
    /// Why, without the path (for a message that names the file itself).
    pub fn reason(&self, lang: Lang) -> String {
        match self {
            FileError::NotFound(_) => t!(lang, "file-not-found"),
            FileError::NotAFile { kind, .. } => t!(
                lang,
                match kind {
                    Kind::Folder => id!("file-is-folder"),
                    Kind::Fifo => id!("file-is-fifo"),
                    Kind::Device => id!("file-is-device"),
                    Kind::Socket => id!("file-is-socket"),
                    Kind::Other => id!("file-is-special"),
                }
            ),
            FileError::SymlinkLoop(_) => t!(lang, "file-symlink-loop"),
            FileError::TooLarge { limit, .. } => t!(lang, "file-too-large", limit = size(*limit)),
            FileError::Unreadable { detail, .. } => t!(lang, "file-unreadable", detail = detail),
        }
    }
}

/// 16 MiB, 64 KiB, 100 bytes.
fn size(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MiB", b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => format!("{} KiB", b >> 10),
        b => format!("{b} B"),
    }
}

impl Localize for FileError {
    fn localize(&self, lang: Lang) -> String {
        t!(lang, "file-refused", path = self.path().display(), reason = self.reason(lang))
    }
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.localize(Lang::EN))
    }
}

impl std::error::Error for FileError {}
