//! The yardstick (issue 23, item 5): a finished campaign's margin against
//! the expert's and the sensible bot's on the same setup.

use crate::common::*;
use londons_burning::rules::Players;
use londons_burning::sim::Bot;
use londons_burning::sim::simulate::{SimConfig, simulate as simulate_run};
use londons_burning::sim::yardstick::{
    Cell, Margins, ON_DEMAND_CAMPAIGNS, Source, TABLE_VERSION, YARDSTICK_SEED, simulate, table, yardstick,
};
use londons_burning::table::Store;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

#[test]
fn better_than_counts_the_lower_margins_and_half_the_equal_ones() {
    let m = Margins::from_margins(&[-20, -15, -15, -10, -5]);
    assert_eq!(m.campaigns, 5);
    assert!((m.mean + 13.0).abs() < 1e-9);
    assert_eq!(m.better_than(-30), 0.0);
    assert_eq!(m.better_than(-20), 10.0);
    assert_eq!(m.better_than(-15), 40.0);
    assert_eq!(m.better_than(-12), 60.0);
    assert_eq!(m.better_than(0), 100.0);
    assert_eq!(Margins::from_margins(&[]).better_than(3), 0.0);
}

#[test]
fn the_shipped_table_covers_every_scenario_and_weather_on_the_default_base() {
    let t = table();
    assert_eq!(t.version, TABLE_VERSION);
    assert_eq!(t.fingerprint, ed().fingerprint, "made on the current edition");
    assert!(t.made_by.starts_with("scripts/yardstick"), "{}", t.made_by);
    // The run's size as its command gives it ("… -- N 1940 biggin-hill"):
    // every cell holds exactly that many campaigns of each bot.
    let n: u32 = t.made_by.split(" -- ").nth(1).and_then(|a| a.split(' ').next()?.parse().ok()).unwrap_or(0);
    assert!(n >= 50, "{}", t.made_by);
    // Every setup the rules allow (4.1, 4.3): five.
    assert_eq!(Scenario::setups().count(), 5);
    for (scenario, weather) in Scenario::setups() {
        let setup = Setup::new(scenario, weather, 77);
        let y = yardstick(&setup, &ed()).unwrap_or_else(|| panic!("{scenario:?} {weather:?}"));
        assert_eq!(y.source, Source::Shipped);
        assert_eq!(y.seed, YARDSTICK_SEED);
        for m in [&y.expert, &y.sensible] {
            assert_eq!(m.campaigns, n);
            assert_eq!(m.histogram.values().sum::<u32>(), m.campaigns);
        }
        // The expert is the better player on every setup.
        assert!(y.expert.mean > y.sensible.mean + 3.0, "{scenario:?}: {} {}", y.expert.mean, y.sensible.mean);
        // The same margin beats more of the sensible bot's campaigns, and a
        // better margin beats more campaigns.
        let mid = y.expert.mean.round() as i32;
        let (e, s) = y.percentile(mid);
        assert!((30.0..=70.0).contains(&e) && s > e, "{e} {s}");
        let mut last = (0.0, 0.0);
        for margin in -80..=20 {
            let p = y.percentile(margin);
            assert!(p.0 >= last.0 && p.1 >= last.1);
            last = p;
        }
        assert_eq!(last, (100.0, 100.0));
    }
}

#[test]
fn no_shipped_yardstick_for_other_games_editions_or_rules() {
    let mut two = Setup::new(Scenario::Short, WeatherMode::Historical, 1);
    two.players = Players::TwoRaf;
    assert!(yardstick(&two, &ed()).is_none() && Cell::of(&two, &ed()).is_none());
    let short = Setup::new(Scenario::Short, WeatherMode::Historical, 1);
    assert!(yardstick(&short, &ed1()).is_none(), "the table was made on edition 2");
    let mut rules = short.clone();
    rules.options.crossfire = true;
    assert!(yardstick(&rules, &ed()).is_none());
    // The undo rule changes nothing of the play: the same yardstick.
    let mut iron = short.clone();
    iron.options.no_undo = true;
    assert_eq!(yardstick(&iron, &ed()), yardstick(&short, &ed()));
}

/// Campaign `i` of a yardstick is the one `simulate --seed` plays: the
/// same margins.
#[test]
fn a_yardstick_plays_the_campaigns_simulate_plays() {
    let setup = Setup::new(Scenario::Short, WeatherMode::Historical, 1);
    let cell = Cell::of(&setup, &ed()).unwrap();
    let never = AtomicBool::new(false);
    let y = simulate(&ed(), &cell, 12, 99, &|_, _| {}, &never).unwrap();
    for (bot, m) in [(Bot::Expert, &y.expert), (Bot::Sensible, &y.sensible)] {
        let r = simulate_run(
            &ed(),
            &SimConfig::new(12, Scenario::Short, WeatherMode::Historical, bot, 99),
            &|| {},
        );
        assert!((m.mean - (r.raf_score.mean - r.luftwaffe_score.mean)).abs() < 1e-9, "{bot:?}");
    }
}

#[test]
fn a_setup_off_the_table_is_simulated_once_with_progress_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut setup = Setup::new(Scenario::Short, WeatherMode::Historical, 5);
    setup.options.abort = true;
    setup.base = "kenley".into();
    let never = AtomicBool::new(false);
    let ticks = AtomicUsize::new(0);
    let progress = |done: usize, total: usize| {
        assert!(done <= total && total == 16);
        ticks.fetch_add(1, Ordering::Relaxed);
    };
    let store = Store::new(dir.path());
    let y = store.yardstick(&setup, &ed(), 8, &progress, &never).unwrap().unwrap();
    assert_eq!(y.source, Source::Simulated);
    assert_eq!((y.expert.campaigns, y.sensible.campaigns), (8, 8));
    assert!(y.cell.abort && y.cell.base == "kenley");
    assert_eq!(ticks.load(Ordering::Relaxed), 17, "a tick a campaign, and the start");
    // Kept: asked again, nothing is simulated.
    let again = store.yardstick(&setup, &ed(), 8, &|_, _| panic!("simulated again"), &never).unwrap();
    assert_eq!(again, Some(y.clone()));
    assert_eq!(std::fs::read_dir(dir.path().join("yardsticks")).unwrap().count(), 1);
    // Under the name an earlier version kept it under (these names were
    // computed before the simulating and the keeping were parted), so a
    // yardstick kept then is found again.
    let cell = Cell::of(&setup, &ed()).unwrap();
    assert_eq!(
        store.yardstick_path(&cell, &ed(), 8, YARDSTICK_SEED),
        dir.path().join("yardsticks/fe40f43bd2d64dd0.json")
    );
    assert!(dir.path().join("yardsticks/fe40f43bd2d64dd0.json").exists());
    assert_eq!(
        store.yardstick_path(&cell, &ed(), ON_DEMAND_CAMPAIGNS, YARDSTICK_SEED),
        dir.path().join("yardsticks/53d249b9e7fe2ba6.json")
    );
    // Cancelled: nothing.
    let cancel = AtomicBool::new(true);
    setup.options.crossfire = true;
    assert_eq!(store.yardstick(&setup, &ed(), 8, &|_, _| {}, &cancel).unwrap(), None);
}
