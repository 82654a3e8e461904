//! Crash reports. A panic that ends the program (in the app or a command)
//! writes `crash-<date>-<time>-<pid>.txt` in the data folder, beside
//! `saves/` (`save::data_dir`): the version, the board edition, the campaign,
//! the last choice sent to the engine, the panic's message and place, and a
//! backtrace. It never touches a save: the app saves after each choice has
//! been applied, so a choice that panics is simply not saved, and the save
//! holds the campaign as it was before it. The next start says so in one
//! line ([`take_notice`]: the start screen's bar, a line on stderr for a
//! command), once.
//!
//! The context is a small global that the app and the command line keep up
//! to date:
//! - [`install`] (from `main`): where reports go; sets the panic hook, which
//!   keeps the default hook's message on stderr;
//! - [`set_edition`]: the board edition in use (new campaigns, simulations);
//! - [`set_session`]: a campaign was opened (its name and edition);
//! - [`set_last_choice`]: a choice is about to be applied (the app's
//!   `PlayScreen::perform`, `autoplay`).
//!
//! Which panics are reported: those on the main thread (where the app and
//! every command run; a closed pipe, as in `list | head`, is no panic: the
//! commands end quietly, see `cli::Failure::Hangup`),
//! and any that reaches `main` from another thread ([`report_escaped`]). A panic the program survives on a helper thread
//! (the simulator catches a failing campaign's and reports it with its
//! seed; the advisor's thread) writes none.
//!
//! For the tests, the environment variable `LONDONS_BURNING_TEST_PANIC`
//! set to `after-choice` makes [`set_last_choice`] panic on purpose once
//! the choice is recorded, before it is applied (tests/suite/crash.rs; in
//! the browser, a `localStorage` entry of that name: scripts/web-test). It
//! has no other use and nothing else reads it.

use crate::rules::Choice;
use crate::session::Session;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

/// The variable that makes [`set_last_choice`] panic, for the tests.
pub const TEST_PANIC_VAR: &str = "LONDONS_BURNING_TEST_PANIC";

/// What a report says about what the program was doing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Context {
    /// Where reports go (none: no report is written).
    pub dir: Option<PathBuf>,
    pub edition: Option<String>,
    pub campaign: Option<String>,
    pub last_choice: Option<String>,
}

static CONTEXT: Mutex<Context> =
    Mutex::new(Context { dir: None, edition: None, campaign: None, last_choice: None });
/// A report was written by this process (one is enough).
static REPORTED: AtomicBool = AtomicBool::new(false);
/// The last panic seen on any thread: (thread, message, place, backtrace),
/// for [`report_escaped`].
static LAST_PANIC: Mutex<Option<Panic>> = Mutex::new(None);

#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct Panic {
    pub thread: String,
    pub message: String,
    pub location: String,
    pub backtrace: String,
}

fn context() -> std::sync::MutexGuard<'static, Context> {
    CONTEXT.lock().unwrap_or_else(|e| e.into_inner())
}

/// What the program was doing now (the browser writes no report file: its
/// page shows this with the panic, `app::web`).
pub fn context_now() -> Context {
    match CONTEXT.try_lock() {
        Ok(c) => c.clone(),
        Err(std::sync::TryLockError::Poisoned(e)) => e.into_inner().clone(),
        Err(std::sync::TryLockError::WouldBlock) => Context::default(),
    }
}

/// Reports go to `data_dir`; the panic hook is set (after the default
/// one, whose message still goes to stderr).
pub fn install(data_dir: PathBuf) {
    context().dir = Some(data_dir);
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        default(info);
        let message = match (info.payload().downcast_ref::<&str>(), info.payload().downcast_ref::<String>()) {
            (Some(s), _) => s.to_string(),
            (_, Some(s)) => s.clone(),
            _ => "(a panic without a message)".to_string(),
        };
        let thread = std::thread::current();
        let panic = Panic {
            thread: thread.name().unwrap_or("unnamed").to_string(),
            message,
            location: info.location().map(|l| l.to_string()).unwrap_or_default(),
            backtrace: std::backtrace::Backtrace::force_capture().to_string(),
        };
        // The commands write through `cli::emit`, so a closed pipe
        // (`londons-burning list | head`) is no panic, and a panic is a crash.
        let main = thread.name() == Some("main");
        if let Ok(mut last) = LAST_PANIC.try_lock() {
            *last = Some(panic.clone());
        }
        if main {
            write_report(&panic);
        }
    }));
}

/// The board edition in use: "edition 2", or "edition 1 (DIR)" for a folder.
pub fn set_edition(ed: &crate::edition::Edition) {
    let label = if ed.origin.starts_with("built-in") {
        format!("edition {}", ed.number)
    } else {
        format!("edition {} ({})", ed.number, ed.origin)
    };
    context().edition = Some(label);
}

/// A campaign was opened: its name and edition; no choice yet.
pub fn set_session(s: &Session) {
    let label = crate::save::SaveFile::from_session(s).edition.label(crate::text::Lang::EN);
    let mut c = context();
    c.campaign = Some(s.name.clone());
    c.edition = Some(label);
    c.last_choice = None;
}

/// A choice is about to be applied to `s`: which one, and where.
/// With `LONDONS_BURNING_TEST_PANIC=after-choice` it then panics (tests).
pub fn set_last_choice(s: &Session, choice: &Choice) {
    let st = s.campaign().state();
    let text = format!("choice {} ({}, {:?}): {choice:?}", s.choices().len() + 1, st.date, st.phase);
    context().last_choice = Some(text);
    if crate::platform::var(TEST_PANIC_VAR).is_some_and(|v| v == "after-choice") {
        panic!("{TEST_PANIC_VAR}=after-choice: a panic on purpose, to test the crash report");
    }
}

/// The report's text.
#[doc(hidden)]
pub fn report_text(ctx: &Context, p: &Panic, when: &str) -> String {
    let or_none = |v: &Option<String>| v.clone().unwrap_or_else(|| "none".to_string());
    let args: Vec<String> = std::env::args().collect();
    format!(
        "London's Burning crashed.\n\
         When: {when}\n\
         Version: {} ({} {})\n\
         Command: {}\n\
         Edition: {}\n\
         Campaign: {}\n\
         Last choice: {}\n\
         Thread: {}\n\
         Panic: {}\n\
         At: {}\n\
         \n\
         The save was not touched: it holds the campaign as it was before the last choice.\n\
         \n\
         Backtrace:\n{}\n",
        env!("CARGO_PKG_VERSION"),
        std::env::consts::OS,
        std::env::consts::ARCH,
        args.join(" "),
        or_none(&ctx.edition),
        or_none(&ctx.campaign),
        or_none(&ctx.last_choice),
        p.thread,
        p.message,
        p.location,
        p.backtrace
    )
}

/// Writes the report of `p` into the installed folder (once a process).
fn write_report(p: &Panic) {
    if REPORTED.swap(true, Ordering::SeqCst) {
        return;
    }
    // try_lock: the panic may have struck while the context was held.
    let ctx = match CONTEXT.try_lock() {
        Ok(c) => c.clone(),
        Err(std::sync::TryLockError::Poisoned(e)) => e.into_inner().clone(),
        Err(std::sync::TryLockError::WouldBlock) => Context::default(),
    };
    let Some(dir) = ctx.dir.clone() else { return };
    let now = chrono::Local::now();
    let path = dir.join(format!("crash-{}-{}.txt", now.format("%Y%m%d-%H%M%S"), std::process::id()));
    let text = report_text(&ctx, p, &now.format("%Y-%m-%d %H:%M:%S %z").to_string());
    let written = std::fs::create_dir_all(&dir)
        .and_then(|_| std::fs::File::create(&path))
        .and_then(|mut f| f.write_all(text.as_bytes()).and_then(|_| f.sync_all()));
    match written {
        Ok(()) => eprintln!("The crash report is at {}", path.display()),
        Err(e) => eprintln!("The crash report could not be written to {}: {e}", path.display()),
    }
}

/// A panic reached `main` from another thread (its payload re-thrown):
/// reports it, if the hook did not already.
pub fn report_escaped() {
    let last = LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()).clone();
    match last {
        // The hook wrote it, or left it out on purpose.
        Some(p) if p.thread == "main" || p.message.starts_with("failed printing to std") => {}
        Some(p) => write_report(&p),
        None => write_report(&Panic {
            thread: "unknown".into(),
            message: "a panic reached main".into(),
            location: String::new(),
            backtrace: std::backtrace::Backtrace::force_capture().to_string(),
        }),
    }
}

/// The marker file naming the newest report already announced.
const SEEN: &str = ".crash-seen";

/// The crash reports in `dir`, oldest first.
pub fn reports(dir: &Path) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut out: Vec<PathBuf> = rd
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("crash-") && n.ends_with(".txt"))
        })
        .collect();
    out.sort();
    out
}

/// The newest crash report in `dir` not yet announced, marked announced
/// now (the next start says nothing of it).
pub fn take_notice_in(dir: &Path) -> Option<PathBuf> {
    let newest = reports(dir).pop()?;
    let name = newest.file_name()?.to_string_lossy().to_string();
    let seen = crate::files::read_limited(&dir.join(SEEN), 4 << 10).unwrap_or_default();
    let seen = String::from_utf8_lossy(&seen);
    if seen.trim() >= name.as_str() {
        return None;
    }
    let _ = crate::save::write_atomic(&dir.join(SEEN), name.as_bytes());
    Some(newest)
}

/// [`take_notice_in`] the installed folder (none before [`install`]).
pub fn take_notice() -> Option<PathBuf> {
    let dir = context().dir.clone()?;
    take_notice_in(&dir)
}

/// The folder reports go to, once installed.
pub fn dir() -> Option<PathBuf> {
    context().dir.clone()
}
