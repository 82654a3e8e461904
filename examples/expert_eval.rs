//! Dev tool: mean results of a policy over short campaigns.
use londons_burning::edition::Edition;
use londons_burning::rules::{Campaign, Pending, Scenario, Setup, WeatherMode};
use londons_burning::sim::simulate::SimConfig;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use rayon::prelude::*;

fn main() {
    let ed = Edition::builtin().unwrap();
    let bot = std::env::args().nth(1).unwrap_or("fast".into());
    let n: u64 = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(40);
    let scen: Scenario = std::env::args().nth(3).and_then(|s| s.parse().ok()).unwrap_or(Scenario::Short);
    let cfg = SimConfig::new(n, scen, WeatherMode::Historical, londons_burning::sim::Bot::Passive, 1);
    let t = std::time::Instant::now();
    use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
    static COUNTS: [AtomicU64; 12] = [const { AtomicU64::new(0) }; 12];
    let res: Vec<(u32, u32, u32, u32)> = (0..n)
        .into_par_iter()
        .map(|i| {
            let seed = cfg.campaign_seed(i);
            let setup = Setup::new(scen, WeatherMode::Historical, seed);
            let (mut c, _) = Campaign::new(ed.clone(), setup).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 77);
            while let Pending::Decide(d) = c.pending_light() {
                let ch = match bot.as_str() {
                    "fast" => londons_burning::sim::rollout::fast(&c, &d, &mut rng),
                    "sensible" => londons_burning::sim::sensible(&c, &d),
                    "repaironly" => match d {
                        londons_burning::rules::Decision::Repair { .. } => {
                            londons_burning::sim::expert::repair(&c, &d)
                        }
                        _ => londons_burning::sim::passive(&c, &d),
                    },
                    "expert" => londons_burning::sim::expert::expert(&c, &d, &mut rng),
                    _ => londons_burning::sim::passive(&c, &d),
                };
                let evs = c.apply(ch).unwrap();
                use londons_burning::rules::Event as E;
                use londons_burning::rules::combat::Craft;
                let mut last_hit_src = 0usize;
                for e in &evs {
                    let k = match e {
                        E::DestroyedOnGround { .. } => Some(0),
                        E::RafLoss { .. } => Some(1),
                        E::Fires { attacker: Craft::German(_), .. } => {
                            last_hit_src = 3;
                            Some(2)
                        }
                        E::ReturnFire { .. } => {
                            last_hit_src = 4;
                            None
                        }
                        E::HeadOnAnswer { at: Craft::Raf(_), .. } => {
                            last_hit_src = 5;
                            None
                        }
                        E::Hit { craft: Craft::Raf(_), .. } => Some(3 + last_hit_src - 3 + 3),
                        E::CombatBegins { raf_first: true, .. } => Some(9),
                        E::CombatBegins { raf_first: false, .. } => Some(10),
                        E::Bombed { damage, .. } if *damage > 0 => Some(11),
                        _ => None,
                    };
                    if let Some(k) = k {
                        if k < 12 {
                            COUNTS[k].fetch_add(1, Relaxed);
                        }
                    }
                }
            }
            let s = c.score();
            let killed = c
                .state()
                .pilots
                .iter()
                .filter(|p| {
                    !matches!(
                        p.status,
                        londons_burning::rules::state::PilotStatus::Flying(_)
                            | londons_burning::rules::state::PilotStatus::Reserve
                            | londons_burning::rules::state::PilotStatus::Arriving(_)
                    )
                })
                .count() as u32;
            (s.raf, s.luftwaffe, s.raf_losses, killed)
        })
        .collect();
    let m =
        |f: &dyn Fn(&(u32, u32, u32, u32)) -> u32| res.iter().map(|r| f(r) as f64).sum::<f64>() / n as f64;
    println!(
        "{bot}: raf {:.2} lw {:.2} margin {:.2} losses {:.2} pilots-out {:.2}  ({:.1}s)",
        m(&|r| r.0),
        m(&|r| r.1),
        m(&|r| r.0) - m(&|r| r.1),
        m(&|r| r.2),
        m(&|r| r.3),
        t.elapsed().as_secs_f64()
    );
    let names = [
        "onground",
        "rafloss",
        "germanfires",
        "?",
        "?",
        "?",
        "hit-by-fighter",
        "hit-by-return",
        "hit-by-headon",
        "raf-first",
        "lw-first",
        "bombings",
    ];
    for (i, c) in COUNTS.iter().enumerate() {
        let v = c.load(Relaxed);
        if v > 0 {
            print!("{}={:.2} ", names[i], v as f64 / n as f64);
        }
    }
    println!();
}
