//! The desktop's side of [`crate::platform`]: threads and files.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The saves are files in folders: the app shows their folder (and opens
/// it in the file manager), and an export is written where the player says.
pub const FILES: bool = true;

/// Runs `job` whole on a thread of its own called `name` ([`super::Job::run`]);
/// an error if the thread could not start.
pub fn start(name: &str, job: Box<dyn super::Job>) -> std::io::Result<()> {
    std::thread::Builder::new().name(name.into()).spawn(move || job.run()).map(drop)
}

/// The entries of the folder `dir` (none if it cannot be read), unsorted.
pub fn list_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(dir) else { return Vec::new() };
    rd.filter_map(Result::ok).map(|e| e.path()).collect()
}

/// Is there anything at `path` (a file, a folder, a link)?
pub fn exists(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

/// When the file at `path` was last written.
pub fn modified(path: &Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

pub fn remove_file(path: &Path) -> std::io::Result<()> {
    std::fs::remove_file(path)
}

/// Temporary file beside the target, written and fsynced, then renamed over
/// the target, then the folder fsynced: the target is always either the old
/// file or the new one, whole.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut tmp = tempfile::Builder::new().prefix(".saving-").suffix(".tmp").tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    #[cfg(unix)]
    std::fs::File::open(dir).and_then(|d| d.sync_all())?;
    Ok(())
}

/// The desktop has no browser file chooser: the app's import dialog is used.
pub fn pick_file() -> bool {
    false
}

/// A file chosen in the browser's chooser (never, on the desktop).
pub fn take_upload() -> Option<(String, Vec<u8>)> {
    None
}

/// The desktop writes exports where the player says: no downloads.
pub fn download(_file_name: &str, _bytes: &[u8]) -> bool {
    false
}

/// A setting of the environment (the tests' switches, e.g.
/// `crash::TEST_PANIC_VAR`).
pub fn var(name: &str) -> Option<String> {
    std::env::var(name).ok()
}
