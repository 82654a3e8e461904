// A faster allocator: the engine makes many small allocations (events,
// decisions), and the simulator plays thousands of campaigns.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::Parser;

fn main() {
    let _ = londons_burning::app::STARTED.set(std::time::Instant::now());
    let cli = londons_burning::cli::Cli::parse();
    std::process::exit(londons_burning::cli::run(cli));
}
