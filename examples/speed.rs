#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use londons_burning::edition::Edition;
use londons_burning::rules::{Campaign, Pending, Scenario, Setup, WeatherMode};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

fn main() {
    let ed = Edition::builtin().unwrap();
    let n: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    let bot = std::env::args().nth(2).unwrap_or("random".into());
    let t = std::time::Instant::now();
    let mut decisions = 0;
    let mut ev = Vec::with_capacity(256);
    for seed in 0..n {
        let setup = Setup::new(Scenario::Long, WeatherMode::Optional, seed);
        let (mut c, _) = Campaign::new(ed.clone(), setup).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Pending::Decide(d) = c.pending_light() {
            let ch = if bot == "random" {
                londons_burning::sim::random(&c, &d, &mut rng)
            } else {
                londons_burning::sim::passive(&c, &d)
            };
            ev.clear();
            c.apply_into(ch, &mut ev).unwrap();
            decisions += 1;
        }
    }
    let dt = t.elapsed();
    println!(
        "{n} campaigns, {decisions} decisions, {:.3} ms/campaign, {:.2} us/decision, {:.0} campaigns/s",
        dt.as_secs_f64() * 1000.0 / n as f64,
        dt.as_secs_f64() * 1e6 / decisions as f64,
        n as f64 / dt.as_secs_f64()
    );
}
