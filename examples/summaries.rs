//! Prints the records of saved campaigns as data (their `Debug` form): the
//! summaries after each combat and raid and the recaps (`report::summary`),
//! and the records `report::build` reads from the log, for
//! `scripts/report-fingerprint` to compare before and after a change.
//! `cargo run --release --features tools --example summaries -- DIR NAME...`
use londons_burning::edition::Edition;

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = std::path::PathBuf::from(args.next().expect("usage: summaries DIR NAME..."));
    for name in args {
        let s = londons_burning::save::load(&dir, &name, Edition::builtin().expect("built-in edition"))
            .expect("a save that loads");
        println!("{name}");
        for p in londons_burning::report::summary::summaries(s.log(), s.edition()) {
            println!("{p:?}");
        }
        println!("{:?}", londons_burning::report::build(&s));
        println!("{:?}", s.campaign().score());
    }
}
