//! Makes the saves the README's screenshots of the records show: a regular
//! campaign flown by the sensible bot to 27 August (the seed with the most
//! victories among the first forty), and a few finished short campaigns for
//! the hall of fame. `cargo run --release --features tools --example records -- DIR`
use londons_burning::edition::Edition;
use londons_burning::rules::{Pending, Scenario, Setup, WeatherMode};
use londons_burning::session::Session;

fn play(name: &str, scenario: Scenario, seed: u64, until: Option<chrono::NaiveDate>) -> Session {
    let ed = Edition::builtin().unwrap();
    let mut s = Session::new(name, ed, Setup::new(scenario, WeatherMode::Historical, seed)).unwrap();
    while let Pending::Decide(d) = s.campaign().pending_light() {
        if until.is_some_and(|u| s.campaign().state().date >= u) {
            break;
        }
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    s
}

fn main() {
    let dir = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or("/tmp/records".into()));
    let until = "1940-08-27".parse().ok();
    let best = (1..40u64)
        .max_by_key(|&seed| play("x", Scenario::Regular, seed, until).campaign().score().raf)
        .unwrap_or(1);
    let s = play("Hornchurch Wing", Scenario::Regular, best, until);
    londons_burning::save::write(&dir, &s).unwrap();
    println!("Hornchurch Wing: seed {best}, RAF {}", s.campaign().score().raf);
    for (name, seed) in [("Eagle Day", 3), ("Adlertag", 8), ("Channel Battle", 12)] {
        let s = play(name, Scenario::Short, seed, None);
        londons_burning::save::write(&dir, &s).unwrap();
        println!("{name}: seed {seed}, {}", s.campaign().score().summary(londons_burning::text::Lang::EN));
    }
}
