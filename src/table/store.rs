//! The saves folder at the table: the only code that writes a save.
//!
//! **The autosave policy.** A campaign's save is written after every change
//! of its session — a choice (or the two of a "both fighters" option, or the
//! holds of "let the raid fly on": once, after all of them), an undo, an ask
//! of the advisor — and when a campaign is created, imported or branched.
//! At most the decision on screen is lost, whatever happens. The app, the
//! guided example, the records' branches and the command line (`new`,
//! `autoplay`, `advise`) all play through [`super::Table`], so they share
//! this one policy.

use crate::edition::Edition;
use crate::save::{self, SaveError, SaveFile};
use crate::session::Session;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Whether the last change reached the disk.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    Yes,
    /// The write failed: why (the play goes on; the next change tries again).
    Failed(String),
}

/// A saves folder.
#[derive(Clone, Debug, PartialEq)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    pub fn new(dir: &Path) -> Store {
        Store { dir: dir.to_path_buf() }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Writes the session's save to the file its name makes, atomically
    /// (see [`save::write_atomic`]).
    pub fn write(&self, s: &Session) -> Result<PathBuf, SaveError> {
        save::write(&self.dir, s)
    }

    /// [`Store::write`], as the table keeps it: to `file` when the campaign
    /// has one (it keeps the file it was loaded from, whatever its name).
    pub(super) fn autosave(&self, file: Option<&Path>, s: &Session) -> Saved {
        let written = match file {
            Some(f) => save::write_to(f, s),
            None => self.write(s).map(|_| ()),
        };
        match written {
            Ok(()) => Saved::Yes,
            Err(e) => Saved::Failed(e.to_string()),
        }
    }

    /// Exports a saved campaign to `out` (to give it to a friend, move it to
    /// another computer or keep a copy): the file is a save, checked first
    /// as loading checks it (so a damaged save is never passed on) and
    /// written atomically. Returns the campaign as loaded.
    pub fn export(&self, name: &str, out: &Path, ed: Arc<Edition>) -> Result<Session, SaveError> {
        self.export_file(&save::find(&self.dir, name)?, out, ed)
    }

    /// [`Store::export`] of the save in `file`.
    pub fn export_file(&self, file: &Path, out: &Path, ed: Arc<Edition>) -> Result<Session, SaveError> {
        let session = save::load_path(file, ed)?;
        save::write_atomic(out, SaveFile::from_session(&session).to_json().as_bytes())?;
        Ok(session)
    }

    /// Saves a campaign read by [`save::read_import`] into the folder, as
    /// `name` (its own name if `None`). It keeps its edition, its setup and
    /// its advice marks: the save written is the file's, renamed. A campaign
    /// saved under that name (or one with the same file name) is never
    /// replaced unless `replace` says so: [`SaveError::Exists`] (replaced,
    /// it is written in that campaign's file). Returns the new path.
    pub fn import(&self, session: &mut Session, name: Option<&str>, replace: bool) -> Result<PathBuf, SaveError> {
        let name = name.map(str::trim).unwrap_or(&session.name).to_string();
        let path = save::save_path(&self.dir, &name)?;
        let path = match save::find(&self.dir, &name) {
            Ok(old) if !replace => return Err(SaveError::Exists { name, path: old }),
            Ok(old) => old,
            Err(SaveError::Ambiguous { files, .. }) if !replace => {
                return Err(SaveError::Exists { name, path: files[0].clone() });
            }
            Err(e @ SaveError::Ambiguous { .. }) => return Err(e),
            Err(_) => path,
        };
        session.name = name;
        save::write_to(&path, session)?;
        Ok(path)
    }

    /// Is there a save called `name` already (or a file its name makes)?
    pub fn exists(&self, name: &str) -> bool {
        save::taken(&self.dir, name)
    }
}
