//! Campaigns in and out of the saves folder, and folders shown in the file
//! manager: "Export…" on a saved campaign, "Import…" (or a save file
//! dropped on the window), "Open folder".
//!
//! The dialogs are the app's own (a path field prefilled with the user's
//! Documents folder, the save files found there to pick from, and "Open
//! folder" once done), not the system's file dialog: a native one (rfd)
//! would need GTK's development headers or an XDG portal stack to build and
//! run, and would lengthen the README's build; this one works the same on
//! every platform, in both languages, and the kittest tests drive it.
//!
//! An import goes through `save::read_import` (the checks and replay of
//! loading: a hostile or damaged file is refused with its message and
//! nothing changes) and `table::Store::import` (never over a saved campaign: the
//! dialog asks to rename or replace).

use super::style;
use crate::edition::Edition;
use crate::save::{self, SaveError};
use crate::session::Session;
use crate::text::{Lang, Localize};
use egui::RichText;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Where the dialogs start: the user's Documents folder, else home.
pub fn default_folder() -> PathBuf {
    let Some(u) = directories::UserDirs::new() else { return PathBuf::from(".") };
    let home = u.home_dir();
    // Without XDG user-dirs set up, ~/Documents if there is one.
    let docs = u.document_dir().map(Path::to_path_buf).unwrap_or_else(|| home.join("Documents"));
    if docs.is_dir() { docs } else { home.to_path_buf() }
}

/// A path as typed: `~/` is the home folder.
fn typed_path(text: &str) -> PathBuf {
    let t = text.trim();
    if let Some(rest) = t.strip_prefix("~/")
        && let Some(u) = directories::UserDirs::new()
    {
        return u.home_dir().join(rest);
    }
    PathBuf::from(t)
}

/// Shows a folder in the file manager (xdg-open, open, explorer) without
/// waiting for it; a failure is kept to show.
#[derive(Default)]
pub struct OpenFolder {
    error: Arc<Mutex<Option<String>>>,
}

impl OpenFolder {
    /// The "Open folder" button for `dir`, and the last failure under it.
    /// (None in the browser, which has no folders to show.)
    pub fn button(&self, ui: &mut egui::Ui, dir: &Path, lang: Lang) {
        if !crate::platform::FILES {
            return;
        }
        if ui.button(t!(lang, "open-folder")).on_hover_text(t!(lang, "open-folder-hint")).clicked() {
            self.open(ui.ctx(), dir, lang);
        }
    }

    /// The last failure to open a folder, if any.
    pub fn error(&self) -> Option<String> {
        self.error.lock().ok().and_then(|e| e.clone())
    }

    pub fn open(&self, ctx: &egui::Context, dir: &Path, lang: Lang) {
        let slot = self.error.clone();
        if let Ok(mut e) = slot.lock() {
            *e = None;
        }
        let fail = move |slot: &Mutex<Option<String>>, dir: &Path, reason: String| {
            if let Ok(mut e) = slot.lock() {
                *e = Some(t!(lang, "open-folder-failed", dir = dir.display(), reason = reason));
            }
        };
        // The saves folder exists only once something is saved.
        let _ = std::fs::create_dir_all(dir);
        let program = if cfg!(windows) {
            "explorer"
        } else if cfg!(target_os = "macos") {
            "open"
        } else {
            "xdg-open"
        };
        let child = std::process::Command::new(program)
            .arg(dir)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn();
        match child {
            Err(e) => fail(&slot, dir, format!("{program}: {e}")),
            Ok(child) => {
                let (dir, ctx) = (dir.to_path_buf(), ctx.clone());
                // explorer exits 1 even when it opened the folder.
                let check = !cfg!(windows);
                std::thread::spawn(move || {
                    if let Ok(out) = child.wait_with_output()
                        && check
                        && !out.status.success()
                    {
                        let err = String::from_utf8_lossy(&out.stderr);
                        let first = err.lines().find(|l| !l.trim().is_empty()).unwrap_or_default();
                        fail(&slot, &dir, format!("{program}: {} {first}", out.status).trim().to_string());
                        ctx.request_repaint();
                    }
                });
            }
        }
    }
}

/// "Export…" on a saved campaign: where to, then done (with "Open folder").
pub struct ExportDialog {
    /// The campaign's save file, its stem and its name.
    file: PathBuf,
    stem: String,
    name: String,
    pub path: String,
    pub done: Option<PathBuf>,
    /// In the browser: the download's file name, once handed over.
    pub downloaded: Option<String>,
    pub error: Option<String>,
    folder: OpenFolder,
}

impl ExportDialog {
    pub fn new(file: &Path, name: &str) -> ExportDialog {
        let stem = file.file_stem().unwrap_or_default().to_string_lossy().into_owned();
        ExportDialog {
            file: file.to_path_buf(),
            stem: stem.clone(),
            name: name.to_string(),
            path: default_folder().join(format!("{stem}.{}", save::EXPORT_EXTENSION)).display().to_string(),
            done: None,
            downloaded: None,
            error: None,
            folder: OpenFolder::default(),
        }
    }

    /// The file it writes: the path typed, or in a folder typed, the
    /// campaign's file name.
    fn target(&self) -> PathBuf {
        let p = typed_path(&self.path);
        if p.is_dir() { p.join(format!("{}.{}", self.stem, save::EXPORT_EXTENSION)) } else { p }
    }

    /// Writes the file now (in the browser: hands it over as a download).
    pub fn export(&mut self, dir: &Path, ed: &Arc<Edition>, lang: Lang) {
        if !crate::platform::FILES {
            return self.download(ed, lang);
        }
        let target = self.target();
        match crate::table::Store::new(dir).export_file(&self.file, &target, ed.clone()) {
            Ok(_) => {
                self.error = None;
                self.done = Some(target);
            }
            Err(e) => self.error = Some(e.localize(lang)),
        }
    }

    /// The browser: the file the desktop's export writes (the same bytes:
    /// `Store::export_file`'s), handed to the browser as a download, with
    /// nothing written in its storage (which may be full).
    fn download(&mut self, ed: &Arc<Edition>, lang: Lang) {
        let file = self.file_name();
        match save::load_path(&self.file, ed.clone()) {
            Ok(session) => {
                let bytes = save::SaveFile::from_session(&session).to_json();
                if crate::platform::download(&file, bytes.as_bytes()) {
                    self.error = None;
                    self.done = Some(PathBuf::from(&file));
                    self.downloaded = Some(file);
                } else {
                    self.error = Some(t!(lang, "export-download-failed"));
                }
            }
            Err(e) => self.error = Some(e.localize(lang)),
        }
    }

    /// The exported file's name: the save's, with the export's extension.
    fn file_name(&self) -> String {
        format!("{}.{}", self.stem, save::EXPORT_EXTENSION)
    }

    /// The dialog, one frame; false once it is closed.
    pub fn ui(&mut self, ctx: &egui::Context, dir: &Path, ed: &Arc<Edition>, lang: Lang) -> bool {
        let mut keep = true;
        let modal = egui::Modal::new(egui::Id::unique("export-dialog")).show(ctx, |ui| {
            ui.set_width(560.0);
            ui.heading(t!(lang, "export-title", name = self.name));
            if let Some(done) = &self.done {
                let said = match &self.downloaded {
                    Some(file) => t!(lang, "exported-download", file = file),
                    None => t!(lang, "exported-app", path = done.display()),
                };
                ui.label(RichText::new(said).color(style::OK));
                ui.horizontal(|ui| {
                    if let Some(folder) = done.parent() {
                        self.folder.button(ui, folder, lang);
                    }
                    if ui.button(t!(lang, "import-close")).clicked() {
                        keep = false;
                    }
                });
                if let Some(e) = self.folder.error() {
                    ui.label(RichText::new(e).color(style::DAMAGE));
                }
                return;
            }
            // The browser chooses where a download goes: no path to type.
            let exists = if crate::platform::FILES {
                ui.horizontal(|ui| {
                    let label = ui.label(t!(lang, "export-to"));
                    ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(460.0))
                        .labelled_by(label.id);
                });
                let target = self.target();
                target.is_file().then_some(target)
            } else {
                ui.label(t!(lang, "export-to-download", file = self.file_name()));
                None
            };
            if let Some(target) = &exists {
                ui.label(
                    RichText::new(t!(lang, "export-will-replace", path = target.display()))
                        .color(style::DAMAGE),
                );
            }
            ui.label(RichText::new(t!(lang, "export-note")).color(style::MUTED));
            if let Some(e) = &self.error {
                ui.label(RichText::new(e).color(style::DAMAGE));
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let go = if exists.is_some() { id!("export-replace-go") } else { id!("export-go") };
                if ui.button(RichText::new(t!(lang, go)).strong()).clicked() {
                    self.export(dir, ed, lang);
                }
                if ui.button(t!(lang, "cancel")).clicked() {
                    keep = false;
                }
            });
        });
        keep && !modal.should_close()
    }
}

/// Where an import stands.
pub enum Stage {
    /// Choosing the file.
    Pick,
    /// The file is good, but its name is taken: rename or replace?
    Clash { session: Box<Session>, new_name: String },
    /// Imported as `name` into `path`.
    Done { name: String, path: PathBuf, edition: String },
}

/// What the app should do after an import.
#[derive(Debug, PartialEq)]
pub enum ImportEvent {
    None,
    /// A campaign was added to the saves folder.
    Imported,
    /// Open the campaign of this name.
    Open(String),
}

/// "Import…" and dropped save files.
pub struct ImportDialog {
    pub open: bool,
    pub path: String,
    pub stage: Stage,
    pub error: Option<String>,
    /// The save files of the folder the path is in: (folder, files).
    listing: Option<(PathBuf, Vec<PathBuf>)>,
    folder: OpenFolder,
}

impl Default for ImportDialog {
    fn default() -> ImportDialog {
        ImportDialog {
            open: false,
            path: String::new(),
            stage: Stage::Pick,
            error: None,
            listing: None,
            folder: OpenFolder::default(),
        }
    }
}

impl ImportDialog {
    /// "Import…": the dialog, on the Documents folder.
    /// (In the browser, its own file chooser: the file comes back as a
    /// dropped one, see `App::imports`.)
    pub fn pick(&mut self) {
        if crate::platform::pick_file() {
            return;
        }
        self.open = true;
        self.stage = Stage::Pick;
        self.error = None;
        let mut p = default_folder().display().to_string();
        p.push(std::path::MAIN_SEPARATOR);
        self.path = p;
    }

    /// Imports `file` (dropped, or picked): checks and replays it, then
    /// saves it unless its name is taken, which it asks about. Returns
    /// whether a campaign was added.
    pub fn import_file(&mut self, file: &Path, dir: &Path, ed: &Arc<Edition>, lang: Lang) -> bool {
        self.open = true;
        self.path = file.display().to_string();
        self.error = None;
        self.stage = Stage::Pick;
        match save::read_import(file, ed.clone()) {
            Ok(session) => self.save(Box::new(session), None, false, dir, lang),
            Err(e) => {
                self.error = Some(e.localize(lang));
                false
            }
        }
    }

    /// After an import that asks about a taken name: the saved campaign of
    /// that name when its file is `file`'s very bytes (the same file
    /// imported again), to open instead of asking.
    pub fn already_saved(&self, file: &Path, dir: &Path) -> Option<PathBuf> {
        let Stage::Clash { session, .. } = &self.stage else { return None };
        let saved = save::find(dir, &session.name).ok()?;
        let same = crate::files::read_limited(file, save::MAX_SAVE_BYTES).ok()?
            == crate::files::read_limited(&saved, save::MAX_SAVE_BYTES).ok()?;
        same.then_some(saved)
    }

    /// Saves the read campaign (as `name`, or replacing): done, or asks.
    fn save(
        &mut self,
        mut session: Box<Session>,
        name: Option<&str>,
        replace: bool,
        dir: &Path,
        lang: Lang,
    ) -> bool {
        match crate::table::Store::new(dir).import(&mut session, name, replace) {
            Ok(path) => {
                let edition = save::SaveFile::from_session(&session).edition.label(lang);
                self.stage = Stage::Done { name: session.name.clone(), path, edition };
                self.error = None;
                true
            }
            Err(SaveError::Exists { name: taken, .. }) => {
                if name.is_some() {
                    self.error = Some(t!(lang, "import-name-taken", name = taken));
                }
                let new_name = match name {
                    Some(n) => n.to_string(),
                    None => save::free_name(dir, &session.name),
                };
                self.stage = Stage::Clash { session, new_name };
                false
            }
            Err(e) => {
                self.error = Some(e.localize(lang));
                self.stage = Stage::Clash { new_name: name.unwrap_or(&session.name).to_string(), session };
                false
            }
        }
    }

    /// The dialog, one frame.
    pub fn ui(&mut self, ctx: &egui::Context, dir: &Path, ed: &Arc<Edition>, lang: Lang) -> ImportEvent {
        if !self.open {
            return ImportEvent::None;
        }
        let mut event = ImportEvent::None;
        let mut close = false;
        let modal = egui::Modal::new(egui::Id::unique("import-dialog")).show(ctx, |ui| {
            ui.set_width(600.0);
            ui.heading(t!(lang, "import-title"));
            match std::mem::replace(&mut self.stage, Stage::Pick) {
                Stage::Pick => {
                    if let Some(ev) = self.pick_ui(ui, dir, ed, lang, &mut close) {
                        event = ev;
                    }
                }
                Stage::Clash { session, mut new_name } => {
                    ui.label(t!(lang, "import-clash", name = session.name));
                    ui.horizontal(|ui| {
                        let label = ui.label(t!(lang, "import-new-name"));
                        ui.add(egui::TextEdit::singleline(&mut new_name).desired_width(300.0))
                            .labelled_by(label.id);
                    });
                    if let Some(e) = &self.error {
                        ui.label(RichText::new(e).color(style::DAMAGE));
                    }
                    ui.add_space(6.0);
                    let mut act = None;
                    ui.horizontal(|ui| {
                        if ui.button(RichText::new(t!(lang, "import-as-new")).strong()).clicked() {
                            act = Some(false);
                        }
                        if ui.button(RichText::new(t!(lang, "import-replace")).color(style::DAMAGE)).clicked()
                        {
                            act = Some(true);
                        }
                        if ui.button(t!(lang, "cancel")).clicked() {
                            close = true;
                        }
                    });
                    match act {
                        Some(replace) => {
                            self.error = None;
                            let name = (!replace).then_some(new_name.clone());
                            if self.save(session, name.as_deref(), replace, dir, lang) {
                                event = ImportEvent::Imported;
                            }
                        }
                        None => self.stage = Stage::Clash { session, new_name },
                    }
                }
                Stage::Done { name, path, edition } => {
                    ui.label(
                        RichText::new(t!(
                            lang,
                            "imported-app",
                            name = name,
                            edition = edition,
                            path = path.display()
                        ))
                        .color(style::OK),
                    );
                    ui.horizontal(|ui| {
                        if ui.button(RichText::new(t!(lang, "import-open")).strong()).clicked() {
                            event = ImportEvent::Open(name.clone());
                            close = true;
                        }
                        self.folder.button(ui, dir, lang);
                        if ui.button(t!(lang, "import-close")).clicked() {
                            close = true;
                        }
                    });
                    if let Some(e) = self.folder.error() {
                        ui.label(RichText::new(e).color(style::DAMAGE));
                    }
                    self.stage = Stage::Done { name, path, edition };
                }
            }
        });
        if close || modal.should_close() {
            self.open = false;
            self.stage = Stage::Pick;
        }
        event
    }

    /// Choosing the file: the path, the save files beside it, Import.
    fn pick_ui(
        &mut self,
        ui: &mut egui::Ui,
        dir: &Path,
        ed: &Arc<Edition>,
        lang: Lang,
        close: &mut bool,
    ) -> Option<ImportEvent> {
        ui.horizontal(|ui| {
            let label = ui.label(t!(lang, "import-file"));
            ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(480.0)).labelled_by(label.id);
        });
        let typed = typed_path(&self.path);
        let folder = if typed.is_dir() {
            typed.clone()
        } else {
            typed.parent().map(Path::to_path_buf).unwrap_or_default()
        };
        if self.listing.as_ref().is_none_or(|(f, _)| *f != folder) {
            self.listing = Some((folder.clone(), save_files(&folder)));
        }
        if let Some((folder, files)) = &self.listing {
            if files.is_empty() {
                ui.label(
                    RichText::new(t!(lang, "import-no-files", dir = folder.display())).color(style::MUTED),
                );
            } else {
                ui.label(
                    RichText::new(t!(lang, "import-files-in", dir = folder.display())).color(style::MUTED),
                );
                egui::ScrollArea::vertical().id_salt("import-files").max_height(180.0).show(ui, |ui| {
                    for f in files {
                        let name = f.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
                        if ui.selectable_label(*f == typed, name).clicked() {
                            self.path = f.display().to_string();
                        }
                    }
                });
            }
        }
        ui.label(RichText::new(t!(lang, "import-checking")).color(style::MUTED));
        if let Some(e) = &self.error {
            ui.label(RichText::new(e).color(style::DAMAGE));
        }
        ui.add_space(6.0);
        let mut out = None;
        ui.horizontal(|ui| {
            let can = typed.is_file();
            if ui.add_enabled(can, egui::Button::new(RichText::new(t!(lang, "import-go")).strong())).clicked()
                && self.import_file(&typed, dir, ed, lang)
            {
                out = Some(ImportEvent::Imported);
            }
            if ui.button(t!(lang, "cancel")).clicked() {
                *close = true;
            }
        });
        out
    }
}

/// The save files of a folder (`.json`, and exported `.lbcampaign`), by
/// name (at most 200).
fn save_files(folder: &Path) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(folder) else { return Vec::new() };
    let mut files: Vec<PathBuf> = rd
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && p.extension().is_some_and(|x| {
                    x.eq_ignore_ascii_case("json") || x.eq_ignore_ascii_case(save::EXPORT_EXTENSION)
                })
        })
        .take(200)
        .collect();
    files.sort();
    files
}
