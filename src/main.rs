// A faster allocator: the engine makes many small allocations (events,
// decisions), and the simulator plays thousands of campaigns.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::Parser;

fn main() {
    let _ = londons_burning::app::STARTED.set(std::time::Instant::now());
    let cli = londons_burning::cli::Cli::parse();
    #[cfg(windows)]
    if matches!(cli.command, None | Some(londons_burning::cli::Command::Open { .. })) {
        leave_own_console();
    }
    // A panic writes a crash report beside the saves (src/crash.rs).
    londons_burning::crash::install(londons_burning::save::data_dir(cli.saves_dir.as_deref()));
    let code = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| londons_burning::cli::run(cli)))
    {
        Ok(code) => code,
        Err(_) => {
            // Re-thrown from another thread: the hook saw it there.
            londons_burning::crash::report_escaped();
            101
        }
    };
    std::process::exit(code);
}

/// Windows: the program is a console program, so that its commands print
/// in the terminal they are typed in; started by a double-click (on it, its
/// Start-menu entry or a save file), Windows opens a console window for it
/// alone beside the app's. When the console has no other process, the app
/// lets go of it and that window closes; from a terminal it stays.
#[cfg(windows)]
fn leave_own_console() {
    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn GetConsoleProcessList(list: *mut u32, count: u32) -> u32;
        fn FreeConsole() -> i32;
    }
    let mut ids = [0u32; 2];
    // SAFETY: `ids` has room for the 2 process ids the call is told of.
    let attached = unsafe { GetConsoleProcessList(ids.as_mut_ptr(), 2) };
    if attached == 1 {
        // SAFETY: no handle of the console is held past this point: the app
        // writes only to its window (and errors to a closed stderr, dropped).
        unsafe { FreeConsole() };
    }
}
