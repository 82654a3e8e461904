use clap::Parser;

fn main() {
    let cli = londons_burning::cli::Cli::parse();
    std::process::exit(londons_burning::cli::run(cli));
}
