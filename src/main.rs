// A faster allocator: the engine makes many small allocations (events,
// decisions), and the simulator plays thousands of campaigns.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::Parser;

fn main() {
    let _ = londons_burning::app::STARTED.set(std::time::Instant::now());
    let cli = londons_burning::cli::Cli::parse();
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
