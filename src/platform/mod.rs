//! What differs between the desktop (Linux, Windows, macOS) and the browser
//! (wasm32), chosen at compile time; everything else — the engine, the table
//! layer, the views — is the same code on all of them.
//!
//! - **Time**: [`Instant`] and [`SystemTime`] are the standard library's on
//!   the desktop and the browser's clock in the browser (`web-time`), where
//!   the standard library's panic ("time not implemented on this platform").
//! - **Background work** ([`Job`], [`start`]): the advisor, the review and
//!   the yardstick run whole on a thread of their own on the desktop; in
//!   the browser (one thread) they run on the page's thread a slice of
//!   about 12 ms at a time, between which the page draws their progress
//!   and takes input (issue 31). Each has a stepped twin in `sim`
//!   (`AdviceSteps`, `ReviewSteps`, `YardstickSteps`) that gives the very
//!   result of the one-shot computation.
//! - **Storage** (web only, `web.rs`): the saves, the settings and the kept
//!   reviews live in the browser's `localStorage`, one entry per file, keyed
//!   by the path the desktop would write (`/saves/<name>.json`) and holding
//!   the same JSON text. `files::read_limited`, `save::write_atomic`,
//!   [`list_files`], [`exists`], [`modified`] and [`remove_file`] are the
//!   few places that read or write them; on the desktop they are the files.
//! - **Folders** ([`FILES`]): the browser has none, so the app offers no
//!   "Open folder" there, says where the saves are in its words, and hands
//!   an export over as a download.
//! - **The allocator**: mimalloc on the desktop (`main.rs`), the Rust
//!   default in the browser.

pub use web_time::{Instant, SystemTime, UNIX_EPOCH};

/// Background work ([`start`]): the desktop calls [`Job::run`] once on a
/// thread of its own; the browser calls [`Job::step`] again and again on
/// its one thread, between frames, until it says the job is over. Both
/// give the same result.
pub trait Job: Send + 'static {
    /// All of it at once, on a thread of its own.
    fn run(self: Box<Self>);
    /// A slice of it, a few milliseconds' work at most; true once the job
    /// is over (its result sent), false while there is more to do.
    fn step(&mut self) -> bool;
}

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::*;

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::*;
