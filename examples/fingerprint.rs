//! A fingerprint of what the engine does, deeper than `simulate --json`:
//! for campaigns on both built-in editions, each bot, each scenario and the
//! optional rules, it hashes every decision the bots see (as `pending_light`
//! gives it), every choice, every event, the full decision (`pending()`,
//! with every legal move) at every tenth decision, and the final state as
//! saved (serde_json). Optimisations of the engine must leave the printed
//! hashes unchanged. `scripts/sim-fingerprint` runs it.
//!
//! Usage: cargo run --release --features tools --example fingerprint [CAMPAIGNS_PER_CASE]

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use londons_burning::edition::Edition;
use londons_burning::rules::{Campaign, Options, Pending, Players, Scenario, Setup, WeatherMode};
use londons_burning::sim::Bot;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use sha2::{Digest, Sha256};
use std::io::Write;

/// Writes formatted text into the hash without building a string.
struct HashWriter<'a>(&'a mut Sha256);

impl std::fmt::Write for HashWriter<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.update(s.as_bytes());
        Ok(())
    }
}

fn hex(d: &[u8]) -> String {
    d.iter().map(|b| format!("{b:02x}")).collect()
}

fn main() {
    use std::fmt::Write as _;
    let n: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let mut all = Sha256::new();
    let out = std::io::stdout();
    let mut out = out.lock();
    for edition in [2u32, 1] {
        let ed = Edition::builtin_number(edition).expect("built-in edition").expect("valid edition");
        for bot in [Bot::Random, Bot::Passive, Bot::Sensible] {
            for (scenario, weather) in [
                (Scenario::Short, WeatherMode::Historical),
                (Scenario::Regular, WeatherMode::Optional),
                (Scenario::Long, WeatherMode::Historical),
            ] {
                for (optional, players) in [
                    (false, Players::Solitaire),
                    (true, Players::Solitaire),
                    (false, Players::TwoRaf),
                    (false, Players::Luftwaffe),
                ] {
                    let mut h = Sha256::new();
                    for seed in 0..n {
                        let mut setup = Setup::new(scenario, weather, 1000 + seed);
                        setup.players = players;
                        if optional {
                            setup.options = Options {
                                crossfire: true,
                                base_change: true,
                                abort: true,
                                ..Default::default()
                            };
                        }
                        let (mut c, first) = Campaign::new(ed.clone(), setup).expect("setup");
                        let _ = write!(HashWriter(&mut h), "{first:?}");
                        let mut rng = ChaCha8Rng::seed_from_u64(seed);
                        let mut ev = Vec::new();
                        let mut k = 0u64;
                        while let Pending::Decide(d) = c.pending_light() {
                            if k.is_multiple_of(10) {
                                let _ = write!(HashWriter(&mut h), "{:?}", c.pending());
                            }
                            let choice = bot.choose(&c, &d, &mut rng);
                            let _ = write!(HashWriter(&mut h), "{d:?}{choice:?}");
                            ev.clear();
                            c.apply_into(choice, &mut ev).expect("legal choice");
                            let _ = write!(HashWriter(&mut h), "{ev:?}");
                            k += 1;
                        }
                        h.update(serde_json::to_vec(c.state()).expect("state serialises"));
                        let _ = write!(HashWriter(&mut h), "{:?}", c.score());
                    }
                    let d = h.finalize();
                    all.update(d);
                    let _ = writeln!(
                        out,
                        "edition {edition} {bot:?} {scenario:?} {weather:?} optional={optional} {players:?}: {}",
                        &hex(&d)[..16]
                    );
                }
            }
        }
    }
    let _ = writeln!(out, "all: {}", hex(&all.finalize()));
}
