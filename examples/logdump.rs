//! Prints a saved campaign's log: `cargo run --release --features tools --example logdump -- DIR NAME [FILTER]`
use londons_burning::edition::Edition;
use londons_burning::text::Lang;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let s =
        londons_burning::save::load(std::path::Path::new(&a[1]), &a[2], Edition::builtin().unwrap()).unwrap();
    let f = a.get(3).cloned().unwrap_or_default();
    for l in s.log() {
        let t = format!("{} [{}] {}", l.date, l.event.rule(), l.event.describe(s.edition(), Lang::EN));
        if t.contains(&f) {
            println!("{t}");
        }
    }
}
