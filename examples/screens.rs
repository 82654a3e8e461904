//! Makes saves stopped at the decisions the README's screenshots show: a
//! fighter's move during a raid, an attack in the altitude box, the night's
//! repairs, and a short campaign over (the verdict, the review).
//! `cargo run --release --features tools --example screens -- DIR`
use londons_burning::edition::Edition;
use londons_burning::rules::level::Level;
use londons_burning::rules::{Decision, Pending, Scenario, Setup, WeatherMode};
use londons_burning::session::Session;

fn main() {
    let dir = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or("/tmp/screens".into()));
    let ed = Edition::builtin().unwrap();
    type Wanted = (&'static str, fn(&Decision) -> bool);
    let wanted: [Wanted; 5] = [
        ("Raid over Kent", |d| matches!(d, Decision::Move { stand_down: false, .. })),
        ("Dogfight", |d| matches!(d, Decision::Attack { targets, .. } if targets.len() >= 2)),
        ("Night repairs", |d| matches!(d, Decision::Repair { planes, .. } if !planes.is_empty())),
        // The move picker: fighter #1 can intercept this impulse.
        ("Interception", |d| matches!(d, Decision::Move { fighter: 0, stand_down: false, .. })),
        // The last landing of a combat: landing ends it, and its summary shows.
        ("Combat over", |d| matches!(d, Decision::Land { forced: false, .. })),
    ];
    for (name, want) in wanted {
        'seeds: for seed in 1..500u64 {
            let setup = Setup::new(Scenario::Regular, WeatherMode::Historical, seed);
            let mut s = Session::new(name, ed.clone(), setup).unwrap();
            for _ in 0..3000 {
                let c = s.campaign();
                let Pending::Decide(d) = c.pending_light() else { continue 'seeds };
                // A raid on the map: stop once the fighter is airborne and the raid identified or near.
                let airborne = match &d {
                    Decision::Move { fighter, .. } => c
                        .state()
                        .plane_of(c.edition(), *fighter)
                        .is_some_and(|p| c.state().planes[p].level.airborne()),
                    _ => true,
                };
                // The map's screenshot: both fighters up at 5,000 ft or more,
                // an outbound raid a few impulses in.
                let both_up = (0..2).all(|f| {
                    c.state().plane_of(c.edition(), f).is_some_and(|p| c.state().planes[p].level >= Level::A5)
                });
                let fit = match name {
                    "Raid over Kent" => {
                        both_up && c.state().raid.as_ref().is_some_and(|r| r.impulse >= 3 && !r.homeward())
                    }
                    "Interception" => !londons_burning::sim::intercepts(c, 0).is_empty(),
                    // Both fighters fought; the last one to land.
                    "Combat over" => c
                        .state()
                        .combat
                        .as_ref()
                        .is_some_and(|x| x.raf.is_empty() && x.to_land.len() == 1 && x.round >= 2),
                    _ => true,
                };
                if want(&d) && airborne && fit {
                    londons_burning::save::write(&dir, &s).unwrap();
                    println!("{name}: seed {seed}, {} choices", s.choices().len());
                    break 'seeds;
                }
                let choice = londons_burning::sim::sensible(c, &d);
                s.apply(choice).unwrap();
            }
        }
    }
    // The verdict and the review: a short campaign played to its end.
    let setup = Setup::new(Scenario::Short, WeatherMode::Historical, 7);
    let mut s = Session::new("Short campaign over", ed.clone(), setup).unwrap();
    while let Pending::Decide(d) = s.campaign().pending_light() {
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    londons_burning::save::write(&dir, &s).unwrap();
    println!("Short campaign over: seed 7, {} choices", s.choices().len());
}
