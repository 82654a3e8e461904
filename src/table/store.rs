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
//!
//! **What is kept beside the saves.** The coach's results that take long to
//! compute are kept in the saves folder, keyed by a hash of everything they
//! are computed from (the simulator computes them, and their keys, from
//! data; the store decides where they are kept): a campaign's review in
//! `reviews/NAME-KEY.json` ([`Store::review`]; a campaign keeps only its
//! latest), a yardstick simulated on demand in `yardsticks/KEY.json`
//! ([`Store::yardstick`]). A kept file that does not read, or is of another
//! format, is computed again and replaced.

use crate::edition::Edition;
use crate::rules::Setup;
use crate::save::{self, SaveError, SaveFile};
use crate::session::Session;
use crate::sim::review::{self, Played, REVIEW_VERSION, Review, ReviewConfig, ReviewError};
use crate::sim::yardstick::{self, Cell, YARDSTICK_SEED, Yardstick};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

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

    /// The folder reviews are kept in: `reviews/` in the saves folder.
    pub fn reviews_dir(&self) -> PathBuf {
        self.dir.join("reviews")
    }

    /// Where the review of campaign `name` with key `key` is kept
    /// (`reviews/STEM-KEY.json`, STEM the save's file stem).
    pub fn review_path(&self, name: &str, key: &str) -> Result<PathBuf, SaveError> {
        Ok(self.reviews_dir().join(format!("{}-{key}.json", review_stem(name))))
    }

    /// The review kept for `played` with `cfg`, if there is one (a file
    /// that does not read, or is of another version, is ignored).
    pub fn kept_review(&self, played: &Played, cfg: &ReviewConfig) -> Option<Review> {
        let key = review::key(played, cfg);
        let text = read_kept(&self.review_path(played.name, &key).ok()?)?;
        let r: Review = serde_json::from_str(&text).ok()?;
        // Own dice (issue 32): a review kept before its rolls said which
        // were entered is computed again.
        let unmarked = played.setup.options.own_dice.is_some()
            && r.ledger.as_ref().is_some_and(|l| l.chances.iter().any(|c| c.entered.is_none()));
        (r.version == REVIEW_VERSION && r.key == key && !unmarked).then_some(r)
    }

    /// Keeps `review` (atomically) under its campaign's name and key, and
    /// drops the campaign's older reviews.
    pub fn keep_review(&self, review: &Review) -> Result<PathBuf, SaveError> {
        let path = self.review_path(&review.name, &review.key)?;
        let text = serde_json::to_string(review).unwrap_or_default();
        save::write_atomic(&path, text.as_bytes())?;
        let stem = review_stem(&review.name);
        for e in crate::platform::list_files(&self.reviews_dir()) {
            let name = e.file_name().unwrap_or_default().to_string_lossy().to_string();
            let old = name
                .strip_prefix(&format!("{stem}-"))
                .and_then(|rest| rest.strip_suffix(".json"))
                .is_some_and(|k| k.len() == 16 && k.bytes().all(|b| b.is_ascii_hexdigit()));
            if old && e != path {
                let _ = crate::platform::remove_file(&e);
            }
        }
        Ok(path)
    }

    /// The review of `played`: the one kept in the saves folder if its key
    /// matches, else computed ([`review::review`]) and kept. The caller
    /// marks an unfinished campaign as played with advice first
    /// (`Table::record_review`).
    pub fn review(
        &self,
        played: &Played,
        cfg: &ReviewConfig,
        progress: &(dyn Fn(usize, usize) + Sync),
        cancel: &AtomicBool,
    ) -> Result<Review, ReviewError> {
        if let Some(r) = self.kept_review(played, cfg) {
            return Ok(r);
        }
        let r = review::review(played, cfg, progress, cancel)?;
        self.keep_review(&r).map_err(|e| ReviewError::Save(e.to_string()))?;
        Ok(r)
    }

    /// Where the yardstick of `cell` simulated with `campaigns` campaigns
    /// a bot and run seed `seed` is kept (`yardsticks/KEY.json`).
    pub fn yardstick_path(&self, cell: &Cell, ed: &Edition, campaigns: u64, seed: u64) -> PathBuf {
        self.dir.join("yardsticks").join(format!("{}.json", yardstick::key(cell, ed, campaigns, seed)))
    }

    /// The yardstick of a campaign's setup: the shipped one, else one kept
    /// in the saves folder, else simulated (`campaigns` campaigns a bot,
    /// the app uses [`yardstick::ON_DEMAND_CAMPAIGNS`]; with progress) and
    /// kept. Ok(None) for a setup without one (the two-player games), or
    /// when `cancel` was set.
    pub fn yardstick(
        &self,
        setup: &Setup,
        ed: &Arc<Edition>,
        campaigns: u64,
        progress: &(dyn Fn(usize, usize) + Sync),
        cancel: &AtomicBool,
    ) -> Result<Option<Yardstick>, SaveError> {
        if let Some(y) = yardstick::yardstick(setup, ed) {
            return Ok(Some(y));
        }
        let Some(cell) = Cell::of(setup, ed) else { return Ok(None) };
        let path = self.yardstick_path(&cell, ed, campaigns, YARDSTICK_SEED);
        if let Some(text) = read_kept(&path)
            && let Ok(y) = serde_json::from_str::<Yardstick>(&text)
            && y.cell == cell
            && y.expert.campaigns as u64 == campaigns
        {
            return Ok(Some(y));
        }
        let Some(y) = yardstick::simulate(ed, &cell, campaigns, YARDSTICK_SEED, progress, cancel) else {
            return Ok(None);
        };
        save::write_atomic(&path, serde_json::to_string(&y).unwrap_or_default().as_bytes())?;
        Ok(Some(y))
    }
}

/// The stem of a campaign's kept reviews: its save's file stem, or
/// "campaign" for a name that makes no file name (a save edited by hand).
fn review_stem(name: &str) -> String {
    save::file_stem(name).unwrap_or_else(|_| "campaign".into())
}

/// The text of a file kept beside the saves (a review, a yardstick), or
/// None when it does not read (or is larger than any such file: 64 MiB):
/// it is then computed again.
fn read_kept(path: &Path) -> Option<String> {
    let bytes = crate::files::read_limited(path, 64 << 20).ok()?;
    String::from_utf8(bytes).ok()
}
