//! The simulator's parts (`src/sim/`): the summary's statistics, the value
//! model's fit. Moved from the `#[cfg(test)]` modules of `src/` so that `cargo test` builds the
//! library once (`[lib] test = false` in Cargo.toml).

/// The tests of `src/sim/simulate.rs`.
mod simulate {
    use londons_burning::rules::events::RollKind;
    use londons_burning::rules::{Scenario, WeatherMode};
    use londons_burning::sim::Bot;
    use londons_burning::sim::simulate::{Distribution, SimConfig, roll_key};
    use std::collections::BTreeMap;

    #[test]
    fn percentiles_of_a_histogram() {
        let h = BTreeMap::from([(0, 5), (1, 3), (10, 2)]);
        let d = Distribution::from_histogram(&h);
        assert_eq!((d.min, d.p10, d.median, d.p90, d.max), (0, 0, 0, 10, 10));
        assert!((d.mean - 2.3).abs() < 1e-9);
        let empty = Distribution::from_histogram(&BTreeMap::new());
        assert_eq!((empty.min, empty.max, empty.mean), (0, 0, 0.0));
    }

    #[test]
    fn roll_keys_are_kebab_case() {
        assert_eq!(roll_key(RollKind::FlightPath), "flight-path");
        assert_eq!(roll_key(RollKind::Fire), "fire");
    }

    #[test]
    fn campaign_seeds_differ() {
        let c = SimConfig::new(3, Scenario::Short, WeatherMode::Historical, Bot::Passive, 1);
        let s: std::collections::BTreeSet<u64> = (0..1000).map(|i| c.campaign_seed(i)).collect();
        assert_eq!(s.len(), 1000);
    }
}

/// The tests of `src/sim/value.rs`.
mod value {
    use londons_burning::sim::value::{N, model_file, solve};

    #[test]
    fn least_squares_recovers_a_line() {
        let mut xtx = [[0.0; N]; N];
        let mut xty = [0.0; N];
        for k in 0..50 {
            let mut x = [0.0; N];
            x[0] = 1.0;
            x[1] = k as f64;
            x[2] = (k * k % 7) as f64;
            let y = 3.0 - 0.5 * x[1] + 2.0 * x[2];
            for i in 0..N {
                xty[i] += x[i] * y;
                for j in 0..N {
                    xtx[i][j] += x[i] * x[j];
                }
            }
        }
        let w = solve(&xtx, &xty, 1e-9);
        assert!((w[0] - 3.0).abs() < 1e-3 && (w[1] + 0.5).abs() < 1e-4 && (w[2] - 2.0).abs() < 1e-3, "{w:?}");
        assert!(w[3..].iter().all(|v| v.abs() < 1e-6));
    }

    #[test]
    fn the_embedded_model_matches_the_features() {
        let f = model_file().expect("data/value-model.json matches FEATURES (run scripts/fit-value)");
        assert!(f.fit.campaigns > 0 && f.weights.iter().all(|w| w.is_finite()));
    }
}
