//! Reading a file the user can hand us: the one reader every such file goes
//! through (saves, imports, `replay`, the `--edition` folder, the language
//! drop-ins, the review and yardstick caches, the settings).
//!
//! [`read_limited`] reads only a regular file (a symbolic link to one is
//! followed), and at most `limit` bytes of it, a limit enforced while
//! reading: a file that grows, or says it is empty and is not (`/proc`),
//! stops at `limit + 1` bytes and is refused. A folder, a named pipe
//! (FIFO), a device, a socket or a loop of symbolic links is refused at
//! once, before it is opened, and without blocking: the file is opened
//! non-blocking and checked again once open, in case the path changed in
//! between. It writes nothing, so a refusal changes nothing anywhere.
//!
//! No words here: [`FileError`] is data; the text layer
//! (`src/text/files.rs`, `files.ftl`) puts it into words. In the browser
//! (wasm32), which has no files, this one function has another body: an
//! entry of the browser's storage (`platform::read`), bounded the same.

// The browser's reader is its storage: the file checks below go unused there.
#![cfg_attr(target_arch = "wasm32", allow(dead_code, unused_imports))]

use std::io::Read;
use std::path::{Path, PathBuf};

/// What a refused path is, when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Folder,
    /// A named pipe (FIFO).
    Fifo,
    /// A character or block device (`/dev/zero`, a disk).
    Device,
    Socket,
    /// Anything else the platform has.
    Other,
}

/// Why a file was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    NotFound(PathBuf),
    /// Not a regular file (nothing was read from it).
    NotAFile { path: PathBuf, kind: Kind },
    /// A symbolic link that leads round in a loop.
    SymlinkLoop(PathBuf),
    /// Larger than the reader's limit (in bytes).
    TooLarge { path: PathBuf, limit: u64 },
    /// Any other failure, with the system's words.
    Unreadable { path: PathBuf, detail: String },
}

impl FileError {
    pub fn path(&self) -> &Path {
        match self {
            FileError::NotFound(p) | FileError::SymlinkLoop(p) => p,
            FileError::NotAFile { path, .. }
            | FileError::TooLarge { path, .. }
            | FileError::Unreadable { path, .. } => path,
        }
    }
}

/// The bytes of the regular file at `path`, if it holds at most `limit`
/// bytes (see the module's comment).
#[cfg(not(target_arch = "wasm32"))]
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let io = |e: std::io::Error| error(path, e);
    let meta = std::fs::metadata(path).map_err(io)?;
    regular(path, &meta)?;
    if meta.len() > limit {
        return Err(FileError::TooLarge { path: path.into(), limit });
    }
    let file = open(path).map_err(io)?;
    // The path may name something else by now: what was opened counts.
    let meta = file.metadata().map_err(io)?;
    regular(path, &meta)?;
    read_capped(file, limit, meta.len()).map_err(io)?.ok_or(FileError::TooLarge { path: path.into(), limit })
}

/// The browser: the entry `path` of its storage (`platform::web`), if it
/// holds at most `limit` bytes. Storage holds nothing but entries: no
/// folder, pipe or link to refuse.
#[cfg(target_arch = "wasm32")]
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    match crate::platform::read(path) {
        Ok(Some(bytes)) if bytes.len() as u64 > limit => Err(FileError::TooLarge { path: path.into(), limit }),
        Ok(Some(bytes)) => Ok(bytes),
        Ok(None) => Err(FileError::NotFound(path.into())),
        Err(e) => Err(FileError::Unreadable { path: path.into(), detail: e.to_string() }),
    }
}

/// At most `limit + 1` bytes of `r`: `None` when there were more than
/// `limit`. `hint` is the size the file says it has.
pub fn read_capped(r: impl Read, limit: u64, hint: u64) -> std::io::Result<Option<Vec<u8>>> {
    let mut buf = Vec::with_capacity(hint.min(limit) as usize + 1);
    r.take(limit.saturating_add(1)).read_to_end(&mut buf)?;
    Ok((buf.len() as u64 <= limit).then_some(buf))
}

fn regular(path: &Path, meta: &std::fs::Metadata) -> Result<(), FileError> {
    let ty = meta.file_type();
    if ty.is_file() {
        return Ok(());
    }
    let kind = if ty.is_dir() {
        Kind::Folder
    } else {
        special(&ty)
    };
    Err(FileError::NotAFile { path: path.into(), kind })
}

#[cfg(unix)]
fn special(ty: &std::fs::FileType) -> Kind {
    use std::os::unix::fs::FileTypeExt;
    if ty.is_fifo() {
        Kind::Fifo
    } else if ty.is_char_device() || ty.is_block_device() {
        Kind::Device
    } else if ty.is_socket() {
        Kind::Socket
    } else {
        Kind::Other
    }
}

#[cfg(not(unix))]
fn special(_: &std::fs::FileType) -> Kind {
    Kind::Other
}

/// Opens for reading without waiting: a FIFO put in the file's place after
/// the check is not waited on (it is refused once open).
#[cfg(unix)]
fn open(path: &Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path)
}

#[cfg(not(unix))]
fn open(path: &Path) -> std::io::Result<std::fs::File> {
    std::fs::File::open(path)
}

fn error(path: &Path, e: std::io::Error) -> FileError {
    #[cfg(unix)]
    if e.raw_os_error() == Some(libc::ELOOP) {
        return FileError::SymlinkLoop(path.into());
    }
    match e.kind() {
        std::io::ErrorKind::NotFound => FileError::NotFound(path.into()),
        std::io::ErrorKind::IsADirectory => FileError::NotAFile { path: path.into(), kind: Kind::Folder },
        _ => FileError::Unreadable { path: path.into(), detail: e.to_string() },
    }
}
