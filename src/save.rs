//! Save files: versioned JSON holding the setup, the choices and a snapshot
//! at the start of every day, written atomically (temporary file in the same
//! folder, fsync, rename, fsync of the folder) so a crash mid-write never
//! damages the previous save. Loading replays the choices and checks them
//! against the snapshots; a file that is corrupt, truncated, tampered with
//! or from a newer version is refused with a clear message and left as it is.

use crate::edition::Edition;
use crate::files::FileError;
use crate::rules::events::PhaseId;
use crate::rules::state::Phase;
use crate::rules::{Choice, Setup};
use crate::session::{ReplayError, Session, Snapshot};
use crate::text::date as show_date;
use crate::text::phase_msg;
use crate::text::{Lang, Localize};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What the first field of every save says.
pub const FORMAT: &str = "londons-burning-save";
/// The newest save format this build reads and writes: 2 holds a campaign
/// played with the player's own dice (issue 32: the setup's options hold
/// who rolls what and every value entered; the snapshots' dice count the
/// dice thrown); 3 a campaign saved while raiders drawn face down with the
/// player's own dice wait for their reveal (7.1: entered as 0 until then).
pub const VERSION: u32 = 3;
/// The format of a campaign played with the player's own dice and no
/// raider waiting face down: a build of format 2 still reads it.
pub const OWN_DICE_VERSION: u32 = 2;
/// The format of a campaign whose dice are all the program's: written as
/// it always was, so a build from before format 2 still reads it.
pub const PROGRAM_DICE_VERSION: u32 = 1;
/// Largest save file read (a long campaign is well under 1 MB).
pub const MAX_SAVE_BYTES: u64 = 16 << 20;

/// The board edition a save was played on: a save is always replayed on
/// exactly that edition (found by its fingerprint among the built-in ones or
/// the `--edition` folder), so a new edition never changes an old save.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EditionStamp {
    pub origin: String,
    pub fingerprint: String,
    /// The edition's number; saves made before edition 2 do not say (they
    /// are edition 1, or a folder based on it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u32>,
}

impl EditionStamp {
    /// The edition's number: the built-in one with this fingerprint, else
    /// what the save says (1 for saves from before edition 2).
    pub fn edition_number(&self) -> u32 {
        Edition::builtin_with_fingerprint(&self.fingerprint)
            .map(|e| e.number)
            .unwrap_or(self.number.unwrap_or(1))
    }

    /// Is it one of the editions built into this program?
    pub fn is_builtin(&self) -> bool {
        Edition::builtin_with_fingerprint(&self.fingerprint).is_some()
    }

    /// "edition 2", or "edition 1 (my-board)" for a user's folder.
    pub fn label(&self, lang: Lang) -> String {
        let n = self.edition_number();
        if self.is_builtin() {
            t!(lang, "edition-label", n = n)
        } else {
            t!(lang, "edition-label-folder", n = n, origin = self.origin)
        }
    }
}

/// A few facts for the list of saves, so it needs no replay.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub date: NaiveDate,
    pub phase: Phase,
    pub raf: u32,
    pub luftwaffe: u32,
    pub over: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    pub name: String,
    pub edition: EditionStamp,
    pub setup: Setup,
    pub summary: Summary,
    pub choices: Vec<Choice>,
    pub snapshots: Vec<Snapshot>,
    /// The decisions at which the player asked the advisor (numbered by the
    /// choices made before them); absent when he never did.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub advice: Vec<usize>,
    /// Own dice: the step that was asking for the player's dice when the
    /// campaign was saved (its choice, None for the setup, and the values
    /// entered in it so far), so closing the window loses none of them; on
    /// load it is run again and asks where it stopped. Absent otherwise (a
    /// build that does not know it asks the step from its start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asking: Option<AskingStep>,
}

/// A step saved while it asked for the player's dice (see
/// [`SaveFile::asking`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AskingStep {
    pub choice: Option<Choice>,
    pub entered: Vec<(u64, u8)>,
}

/// Just enough of a file to know whether this build can read it.
#[derive(Deserialize)]
struct Header {
    format: Option<String>,
    version: Option<u32>,
}

#[derive(Debug)]
pub enum SaveError {
    NameInvalid(String),
    NotFound(PathBuf),
    Io {
        path: PathBuf,
        detail: String,
    },
    /// The file was not read: not a regular file, too large, ... (see
    /// [`crate::files`]).
    File(FileError),
    NotASave(PathBuf),
    Corrupt {
        path: PathBuf,
        detail: String,
    },
    NewerVersion {
        path: PathBuf,
        version: u32,
    },
    /// A rules revision this build does not know (`Setup::revision`).
    UnknownRules {
        path: PathBuf,
        revision: u8,
    },
    /// The edition number the save states is not that of the built-in
    /// edition whose fingerprint it carries.
    EditionMismatch {
        path: PathBuf,
        says: u32,
        carries: u32,
    },
    OtherEdition {
        path: PathBuf,
        saved: String,
        current: String,
    },
    Replay {
        path: PathBuf,
        error: ReplayError,
    },
    /// An import would replace a saved campaign (see [`import`]).
    Exists {
        name: String,
        path: PathBuf,
    },
    /// More than one save holds the name asked for, none of them in the
    /// file the name makes (see [`find`]).
    Ambiguous {
        name: String,
        files: Vec<PathBuf>,
    },
}

impl Localize for SaveError {
    fn localize(&self, lang: Lang) -> String {
        let p = |p: &PathBuf| p.display().to_string();
        match self {
            SaveError::NameInvalid(n) => t!(lang, "save-name-invalid", name = format!("{n:?}")),
            SaveError::NotFound(path) => t!(lang, "save-not-found", path = p(path)),
            SaveError::Io { path, detail } => t!(lang, "save-io", path = p(path), detail = detail),
            SaveError::File(e) => e.localize(lang),
            SaveError::NotASave(path) => t!(lang, "save-not-a-save", path = p(path)),
            SaveError::Corrupt { path, detail } => {
                t!(lang, "save-corrupt", path = p(path), detail = detail)
            }
            SaveError::NewerVersion { path, version } => {
                t!(lang, "save-newer", path = p(path), version = version, ours = VERSION)
            }
            SaveError::UnknownRules { path, revision } => t!(
                lang,
                "save-unknown-rules",
                path = p(path),
                revision = revision,
                ours = crate::rules::state::RULES_REVISION
            ),
            SaveError::EditionMismatch { path, says, carries } => {
                t!(lang, "save-edition-mismatch", path = p(path), says = says, carries = carries)
            }
            SaveError::OtherEdition { path, saved, current } => {
                t!(lang, "save-other-edition", path = p(path), saved = saved, current = current)
            }
            SaveError::Replay { path, error } => {
                t!(lang, "save-replay", path = p(path), reason = error.localize(lang))
            }
            SaveError::Exists { name, path } => t!(lang, "import-exists", name = name, path = p(path)),
            SaveError::Ambiguous { name, files } => {
                let names: Vec<String> = files
                    .iter()
                    .map(|f| f.file_name().unwrap_or_default().to_string_lossy().into_owned())
                    .collect();
                t!(lang, "save-ambiguous", n = files.len(), name = name, files = names.join(", "))
            }
        }
    }
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.localize(Lang::EN))
    }
}

impl std::error::Error for SaveError {}

/// The extension of an exported campaign (`export`, Export…): the file is a
/// save like those of the saves folder (`.json`), but named so that the
/// desktop knows it as a campaign of this program and opens it with it
/// (the Windows installer and the Debian package register it). Import reads
/// a save of either extension.
pub const EXPORT_EXTENSION: &str = "lbcampaign";

/// The folder saves go in: `--saves-dir` if given, else `saves/` in the
/// platform's data folder (`~/.local/share/londons-burning/saves` on Linux).
pub fn saves_dir(override_dir: Option<&Path>) -> PathBuf {
    match override_dir {
        Some(d) => d.to_path_buf(),
        None => data_dir(None).join("saves"),
    }
}

/// The program's data folder, which holds `saves/` and the crash reports
/// (`crash.rs`): the platform's (`~/.local/share/londons-burning` on Linux,
/// `~/Library/Application Support/londons-burning` on macOS,
/// `%APPDATA%\londons-burning\data` on Windows), or with `--saves-dir DIR`,
/// DIR itself (the reports then sit beside the saves).
pub fn data_dir(override_saves: Option<&Path>) -> PathBuf {
    if let Some(d) = override_saves {
        return d.to_path_buf();
    }
    directories::ProjectDirs::from("", "", "londons-burning")
        .map(|p| p.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The file name for a campaign name: letters and digits kept (lower case),
/// anything else becomes '-'. Names of 1-60 characters with at least one
/// letter or digit. The result is a file name on every platform: a name a
/// platform reserves for a device (Windows: CON, NUL, COM1, ...) gets a
/// '_' (which no other name makes), and a stem too long for a file system
/// is cut, with a part of the name's hash to keep it apart.
pub fn file_stem(name: &str) -> Result<String, SaveError> {
    let name_ok =
        !name.trim().is_empty() && name.chars().count() <= 60 && !name.chars().any(char::is_control);
    let mut stem = String::new();
    for c in name.trim().chars() {
        if c.is_alphanumeric() {
            stem.extend(c.to_lowercase());
        } else if !stem.ends_with('-') {
            stem.push('-');
        }
    }
    let mut stem = stem.trim_matches('-').to_string();
    if !name_ok || stem.is_empty() {
        return Err(SaveError::NameInvalid(name.to_string()));
    }
    if reserved(&stem) {
        stem.push('_');
    }
    if stem.len() > MAX_STEM_BYTES {
        use sha2::Digest;
        let mut cut = MAX_STEM_BYTES - 9;
        while !stem.is_char_boundary(cut) {
            cut -= 1;
        }
        stem.truncate(cut);
        let hash = sha2::Sha256::digest(name.as_bytes());
        stem.push('-');
        stem.extend(hash.iter().take(4).map(|b| format!("{b:02x}")));
    }
    Ok(stem)
}

/// The longest stem, in bytes (file systems allow 255; ".json" and the
/// temporary file's affixes need room).
const MAX_STEM_BYTES: usize = 200;

/// A stem Windows reserves for a device, whatever the extension: CON, PRN,
/// AUX, NUL, COM0-9, LPT0-9 (and with superscript digits).
fn reserved(stem: &str) -> bool {
    if ["con", "prn", "aux", "nul"].contains(&stem) {
        return true;
    }
    let mut it = stem.chars();
    let head: String = it.by_ref().take(3).collect();
    let rest: Vec<char> = it.collect();
    (head == "com" || head == "lpt")
        && matches!(rest.as_slice(), [d] if d.is_ascii_digit() || matches!(d, '¹' | '²' | '³'))
}

/// The file a campaign called `name` is written to when it has none yet:
/// `<dir>/<file_stem>.json`. A campaign already saved keeps its file (see
/// [`find`]).
pub fn save_path(dir: &Path, name: &str) -> Result<PathBuf, SaveError> {
    Ok(dir.join(format!("{}.json", file_stem(name)?)))
}

/// Just the name of a save, to find one without reading the rest.
#[derive(Deserialize)]
struct Named {
    format: Option<String>,
    name: Option<String>,
}

/// The campaign name a save file holds (None: not a readable save).
fn name_in(path: &Path) -> Option<String> {
    let bytes = crate::files::read_limited(path, MAX_SAVE_BYTES).ok()?;
    let n: Named = serde_json::from_slice(&bytes).ok()?;
    (n.format.as_deref() == Some(FORMAT)).then_some(n.name?)
}

/// The `*.json` files of a saves folder, by name.
fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = crate::platform::list_files(dir)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

/// The save of the campaign called `name` in `dir`. **The name is the one
/// inside the save** (what `list` and the app show); a save keeps its file
/// whatever that file is called (renamed by hand, copied in), so:
/// 1. the file the name makes (`save_path`), if it holds that name;
/// 2. else the one save that holds exactly that name, or else the one
///    whose name makes the same file name (typed in another case);
/// 3. else a file of that name (`eagle-day.json` or `eagle-day`), as `list`
///    shows for saves that share a name, or the file the name makes.
///
/// Two saves holding the name, neither in its own file, is
/// [`SaveError::Ambiguous`].
pub fn find(dir: &Path, name: &str) -> Result<PathBuf, SaveError> {
    let own = save_path(dir, name);
    if let Ok(p) = &own
        && name_in(p).as_deref() == Some(name)
    {
        return Ok(p.clone());
    }
    let files = json_files(dir);
    let names: Vec<(PathBuf, String)> = files.iter().filter_map(|p| Some((p.clone(), name_in(p)?))).collect();
    let stem = file_stem(name).ok();
    let exact: Vec<&PathBuf> = names.iter().filter(|(_, n)| n == name).map(|(p, _)| p).collect();
    let alike: Vec<&PathBuf> =
        names.iter().filter(|(_, n)| stem.is_some() && file_stem(n).ok() == stem).map(|(p, _)| p).collect();
    for found in [exact, alike] {
        match found.as_slice() {
            [] => continue,
            [one] => return Ok((*one).clone()),
            many => {
                return Err(SaveError::Ambiguous {
                    name: name.to_string(),
                    files: many.iter().map(|p| (*p).clone()).collect(),
                });
            }
        }
    }
    let file_named =
        |p: &&PathBuf| p.file_name().is_some_and(|f| f == name) || p.file_stem().is_some_and(|f| f == name);
    if let Some(p) = files.iter().find(file_named) {
        return Ok(p.clone());
    }
    let own = own?;
    // Something else than a save (a FIFO, a folder) says so when read.
    if crate::platform::exists(&own) {
        return Ok(own);
    }
    Err(SaveError::NotFound(own))
}

/// Is a campaign called `name` saved in `dir`, or would a new one's file
/// replace another file there?
pub fn taken(dir: &Path, name: &str) -> bool {
    matches!(find(dir, name), Ok(_) | Err(SaveError::Ambiguous { .. }))
}

/// `name` when no campaign is saved under it in `dir`, else the first free
/// "name (2)", "name (3)", ... (an imported campaign whose name is taken, a
/// branch from a reviewed decision).
pub fn free_name(dir: &Path, name: &str) -> String {
    // The file names in the folder and the ones its saves' names make.
    let used: std::collections::HashSet<String> = json_files(dir)
        .iter()
        .flat_map(|p| {
            let own = p.file_stem().map(|s| s.to_string_lossy().into_owned());
            let held = name_in(p).and_then(|n| file_stem(&n).ok());
            own.into_iter().chain(held)
        })
        .collect();
    std::iter::once(name.to_string())
        .chain((2..1000).map(|n| format!("{name} ({n})")))
        .find(|n| file_stem(n).is_ok_and(|s| !used.contains(&s)))
        .unwrap_or_else(|| name.to_string())
}

impl SaveFile {
    pub fn from_session(s: &Session) -> SaveFile {
        let c = s.campaign();
        let st = c.state();
        let score = c.score();
        SaveFile {
            format: FORMAT.to_string(),
            // The oldest format that holds it: a build that knows no own
            // dice would replay entered values with the program's dice.
            version: match s.own_dice() {
                Some(own) if own.face_down().next().is_some() => VERSION,
                Some(_) => OWN_DICE_VERSION,
                None => PROGRAM_DICE_VERSION,
            },
            name: s.name.clone(),
            edition: EditionStamp {
                origin: s.edition().origin.clone(),
                fingerprint: s.edition().fingerprint.clone(),
                number: Some(s.edition().number),
            },
            setup: s.setup().clone(),
            summary: Summary {
                date: st.date,
                phase: st.phase,
                raf: score.raf,
                luftwaffe: score.luftwaffe,
                over: c.is_over(),
            },
            choices: s.choices().to_vec(),
            snapshots: s.snapshots().to_vec(),
            advice: s.advice().to_vec(),
            asking: s
                .asking()
                .filter(|a| a.choice.is_some() || !a.entered.is_empty())
                .map(|a| AskingStep { choice: a.choice.clone(), entered: a.entered.clone() }),
        }
    }

    pub fn to_json(&self) -> String {
        // Compact: a long campaign's snapshots are the bulk of the file.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Parses a save's text, refusing other formats and newer versions.
    pub fn parse(path: &Path, text: &str) -> Result<SaveFile, SaveError> {
        let header: Header = serde_json::from_str(text)
            .map_err(|e| SaveError::Corrupt { path: path.into(), detail: e.to_string() })?;
        if header.format.as_deref() != Some(FORMAT) {
            return Err(SaveError::NotASave(path.into()));
        }
        match header.version {
            Some(v) if v > VERSION => return Err(SaveError::NewerVersion { path: path.into(), version: v }),
            Some(1..) => {}
            Some(0) | None => return Err(SaveError::NotASave(path.into())),
        }
        let file: SaveFile = serde_json::from_str(text)
            .map_err(|e| SaveError::Corrupt { path: path.into(), detail: e.to_string() })?;
        file.check_claims(path)?;
        Ok(file)
    }

    /// Refuses a save that claims what this build does not know or that
    /// does not agree with itself: a rules revision it does not have, an
    /// edition number that is not the number of the built-in edition with
    /// the fingerprint it carries. (A format version is checked first, in
    /// [`SaveFile::parse`].)
    fn check_claims(&self, path: &Path) -> Result<(), SaveError> {
        let revision = self.setup.revision;
        if !(1..=crate::rules::state::RULES_REVISION).contains(&revision) {
            return Err(SaveError::UnknownRules { path: path.into(), revision });
        }
        if let Some(says) = self.edition.number
            && let Some(builtin) = Edition::builtin_with_fingerprint(&self.edition.fingerprint)
            && builtin.number != says
        {
            return Err(SaveError::EditionMismatch { path: path.into(), says, carries: builtin.number });
        }
        Ok(())
    }

    /// Rebuilds the session by replaying the choices (and checks them) on
    /// the edition the save names: `ed` (the user's `--edition` folder or
    /// the current built-in edition) if it is that one, else the built-in
    /// edition with its fingerprint. A save from an edition this program
    /// does not have is refused (and left as it is).
    pub fn into_session(self, path: &Path, ed: Arc<Edition>) -> Result<Session, SaveError> {
        let ed = if self.edition.fingerprint == ed.fingerprint {
            // The user's folder: its number must be the one the save says.
            if let Some(says) = self.edition.number
                && says != ed.number
            {
                return Err(SaveError::EditionMismatch { path: path.into(), says, carries: ed.number });
            }
            ed
        } else {
            Edition::builtin_with_fingerprint(&self.edition.fingerprint).ok_or_else(|| {
                SaveError::OtherEdition {
                    path: path.into(),
                    saved: format!(
                        "{} ({}, {})",
                        self.edition.number.unwrap_or(1),
                        self.edition.origin,
                        self.edition.fingerprint
                    ),
                    current: Edition::builtins()
                        .iter()
                        .map(|e| e.number.to_string())
                        .chain((!ed.origin.starts_with("built-in")).then(|| ed.origin.clone()))
                        .collect::<Vec<_>>()
                        .join(", "),
                }
            })?
        };
        let mut s =
            Session::replay_advised(&self.name, ed, self.setup, &self.choices, &self.snapshots, &self.advice)
                .map_err(|error| SaveError::Replay { path: path.into(), error })?;
        if let Some(a) = self.asking {
            s.resume_asking(a.choice, a.entered)
                .map_err(|error| SaveError::Replay { path: path.into(), error })?;
        }
        Ok(s)
    }
}

/// Reads a save's text (see [`crate::files::read_limited`]).
fn read_save(path: &Path) -> Result<String, SaveError> {
    let bytes = crate::files::read_limited(path, MAX_SAVE_BYTES).map_err(|e| match e {
        FileError::NotFound(p) => SaveError::NotFound(p),
        e => SaveError::File(e),
    })?;
    String::from_utf8(bytes).map_err(|e| SaveError::Corrupt { path: path.into(), detail: e.to_string() })
}

/// Reads and parses a save file, refusing what [`SaveFile::parse`] refuses.
pub fn read_file(path: &Path) -> Result<SaveFile, SaveError> {
    SaveFile::parse(path, &read_save(path)?)
}

/// Loads and replays a save file.
pub fn load_path(path: &Path, ed: Arc<Edition>) -> Result<Session, SaveError> {
    read_file(path)?.into_session(path, ed)
}

/// Loads the campaign called `name` from a saves folder (see [`find`]).
pub fn load(dir: &Path, name: &str, ed: Arc<Edition>) -> Result<Session, SaveError> {
    load_path(&find(dir, name)?, ed)
}

/// Writes a session to the file its name makes in `dir` (a new campaign's
/// file; see [`save_path`]), atomically. Returns the path.
pub fn write(dir: &Path, s: &Session) -> Result<PathBuf, SaveError> {
    let path = save_path(dir, &s.name)?;
    write_to(&path, s)?;
    Ok(path)
}

/// Writes a session to `path`, atomically (a campaign saved back to the
/// file it was loaded from).
pub fn write_to(path: &Path, s: &Session) -> Result<(), SaveError> {
    write_atomic(path, SaveFile::from_session(s).to_json().as_bytes())
}

/// Temporary file beside the target, written and fsynced, then renamed over
/// the target, then the folder fsynced: the target is always either the old
/// file or the new one, whole.
/// (In the browser, one entry of its storage: `platform::write_atomic`.)
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    crate::platform::write_atomic(path, bytes)
        .map_err(|e| SaveError::Io { path: path.into(), detail: e.to_string() })
}

/// One row of the list of saves.
#[derive(Debug)]
pub struct Listed {
    pub path: PathBuf,
    pub modified: Option<std::time::SystemTime>,
    /// The file's header, or why it cannot be read.
    pub entry: Result<ListedSave, SaveError>,
}

/// What the list of saves shows of a save, read without a replay.
#[derive(Debug)]
pub struct ListedSave {
    pub name: String,
    /// What the commands take for it ([`find`]): its name, or its file's
    /// name when another save holds that name too.
    pub handle: String,
    pub setup: Setup,
    pub summary: Summary,
    pub edition: EditionStamp,
    /// The player asked the advisor in this campaign.
    pub advised: bool,
}

/// Every `*.json` file in the folder, newest first. Unreadable files are
/// listed with their error rather than hidden.
pub fn list(dir: &Path) -> Vec<Listed> {
    let mut out: Vec<Listed> = json_files(dir)
        .into_iter()
        .map(|path| {
            let modified = crate::platform::modified(&path);
            let entry = read_file(&path).map(|f| ListedSave {
                handle: f.name.clone(),
                name: f.name,
                setup: f.setup,
                summary: f.summary,
                edition: f.edition,
                advised: !f.advice.is_empty(),
            });
            Listed { path, modified, entry }
        })
        .collect();
    out.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.path.cmp(&b.path)));
    // As `find` goes: a name held by several saves is the one in the file
    // the name makes, if any; the others are named by their files.
    let holders = |name: &str| out.iter().filter(|r| r.entry.as_ref().is_ok_and(|e| e.name == name)).count();
    let handles: Vec<Option<String>> = out
        .iter()
        .map(|r| {
            let e = r.entry.as_ref().ok()?;
            let own = save_path(dir, &e.name).is_ok_and(|p| p == r.path);
            (holders(&e.name) > 1 && !own)
                .then(|| r.path.file_name().unwrap_or_default().to_string_lossy().into_owned())
        })
        .collect();
    for (r, h) in out.iter_mut().zip(handles) {
        if let (Ok(e), Some(h)) = (&mut r.entry, h) {
            e.handle = h;
        }
    }
    out
}

/// Deletes the save of the campaign called `name` (see [`find`]).
pub fn delete(dir: &Path, name: &str) -> Result<(), SaveError> {
    delete_file(&find(dir, name)?)
}

/// Deletes a save file.
pub fn delete_file(path: &Path) -> Result<(), SaveError> {
    crate::platform::remove_file(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => SaveError::NotFound(path.into()),
        _ => SaveError::Io { path: path.into(), detail: e.to_string() },
    })
}

/// Reads a save file from anywhere for [`import`]: checked and replayed
/// exactly as loading does (a hostile, damaged or foreign file is refused
/// with a message); nothing is written.
pub fn read_import(file: &Path, ed: Arc<Edition>) -> Result<Session, SaveError> {
    load_path(file, ed)
}

/// "13 August 1940, 7 a.m." for a summary.
pub fn when(date: NaiveDate, phase: Phase, lang: Lang) -> String {
    let p = match phase {
        Phase::Weather => t!(lang, "phase-weather"),
        Phase::Daylight(i) => t!(lang, phase_msg(PhaseId::Daylight(i))),
        Phase::Night => t!(lang, "phase-night"),
    };
    format!("{}, {}", show_date(date, lang), p)
}
