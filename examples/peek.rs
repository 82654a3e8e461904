use londons_burning::edition::Edition;
use londons_burning::text::Lang;
use londons_burning::rules::{Campaign, Pending, Scenario, Setup, WeatherMode};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

fn main() {
    let ed = Edition::builtin().unwrap();
    let seed: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let days: usize = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(2);
    let setup = Setup::new(Scenario::Long, WeatherMode::Historical, seed);
    let (mut c, ev) = Campaign::new(ed.clone(), setup).unwrap();
    for e in &ev {
        println!("[{}] {}", e.rule(), e.describe(&ed, Lang::EN));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let start = c.state().date;
    while let Pending::Decide(d) = c.pending() {
        if (c.state().date - start).num_days() as usize >= days {
            break;
        }
        let ch = londons_burning::sim::random(&c, &d, &mut rng);
        println!("   >>> {} => {}", d.prompt(&ed, Lang::EN), ch.label(&ed, Lang::EN));
        for e in c.apply(ch).unwrap() {
            println!("[{}] {}", e.rule(), e.describe(&ed, Lang::EN));
        }
    }
}
