use clap::Parser;

fn main() {
    let _ = londons_burning::app::STARTED.set(std::time::Instant::now());
    let cli = londons_burning::cli::Cli::parse();
    std::process::exit(londons_burning::cli::run(cli));
}
