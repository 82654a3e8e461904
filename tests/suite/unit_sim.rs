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

/// The tests of `src/sim/review.rs`: split-sample grading (issue 29).
mod review {
    use londons_burning::edition::Edition;
    use londons_burning::rules::{Campaign, Scenario, Setup, WeatherMode};
    use londons_burning::sim::advisor::Est;
    use londons_burning::sim::review::{Grade, NOISE, grade_with};
    use londons_burning::sim::rollout::{Effect, Samples};
    use rand_chacha::ChaCha8Rng;
    use rand_chacha::rand_core::{Rng, SeedableRng};

    /// A standard normal draw (Box-Muller).
    fn normal(rng: &mut ChaCha8Rng) -> f64 {
        let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let v = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        (-2.0 * (1.0 - u).ln()).sqrt() * (std::f64::consts::TAU * v).cos()
    }

    /// Rollouts `n..n + more` of options `which`, of true values `truth`:
    /// rollout `k`'s world adds the same noise to every option (common
    /// random numbers), and each option its own.
    fn play(s: &mut Samples, truth: &[f64], which: &[usize], more: usize, seed: u64) {
        let from = s.n(which[0]);
        for k in from..from + more {
            let mut world = ChaCha8Rng::seed_from_u64(seed ^ (k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
            let shared = normal(&mut world);
            for &i in which {
                let mut own = ChaCha8Rng::seed_from_u64(seed ^ (k as u64) << 20 ^ i as u64 ^ 0x55);
                let value = truth[i] + shared + normal(&mut own);
                s.runs[i].push(Effect { value, ..Effect::default() });
            }
        }
    }

    /// One decision weighed and measured as the review does it, on made-up
    /// rollouts: the gap as measured (fresh rollouts) and best − chosen on
    /// the rollouts that picked the best.
    fn grade(view: &Campaign, truth: &[f64], chosen: usize, rollouts: usize, seed: u64) -> (Est, f64) {
        grade_with(view, truth.len(), chosen, rollouts, seed, |s, which, more, seed| {
            play(s, truth, which, more, seed)
        })
    }

    fn mean_se(xs: &[f64]) -> (f64, f64) {
        let n = xs.len() as f64;
        let mean = xs.iter().sum::<f64>() / n;
        let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
        (mean, (var / n).sqrt())
    }

    /// Split-sample grading (issue 29): among options equal in truth, the
    /// gap measured on fresh rollouts averages 0 (the gap on the rollouts
    /// that picked the best does not: the best of noisy means), and the
    /// cost shown is rarely more than 0; a clearly worse choice still
    /// costs what it loses, and is graded so.
    #[test]
    fn equal_options_cost_nothing_on_average_and_a_worse_one_costs_its_loss() {
        let ed = Edition::builtin().expect("built in");
        let setup = Setup::new(Scenario::Short, WeatherMode::Historical, 1);
        let (view, _) = Campaign::new(ed, setup).expect("a valid setup");
        let trials = 300u64;
        // Eight equal options, the player's the fourth.
        let (mut fresh, mut same, mut shown) = (Vec::new(), Vec::new(), Vec::new());
        for t in 0..trials {
            let (gap, s) = grade(&view, &[0.0; 8], 3, 16, 1000 + t);
            fresh.push(gap.mean);
            same.push(s);
            shown.push(if gap.mean > NOISE * gap.se { gap.mean } else { 0.0 });
        }
        let (f, f_se) = mean_se(&fresh);
        let (b, b_se) = mean_se(&same);
        let (c, _) = mean_se(&shown);
        assert!(f.abs() < 3.0 * f_se + 1e-3, "equal options: {f} ± {f_se}");
        assert!(b > 5.0 * b_se && b > 3.0 * f.abs(), "the best of noisy means is biased: {b} ± {b_se}");
        assert!(c < 0.25 * b, "the cost shown: {c}, against {b}");
        // The player's option 1.0 worse than seven equal others (64
        // rollouts: a standard error of the gap about 0.18).
        let mut truth = [0.0; 8];
        truth[3] = -1.0;
        let (mut fresh, mut graded) = (Vec::new(), 0);
        for t in 0..trials {
            let (gap, _) = grade(&view, &truth, 3, 64, 5000 + t);
            fresh.push(gap.mean);
            let cost = if gap.mean > NOISE * gap.se { gap.mean } else { 0.0 };
            graded += usize::from(Grade::of(cost) == Grade::Blunder || Grade::of(cost) == Grade::Mistake);
        }
        let (f, f_se) = mean_se(&fresh);
        assert!((f - 1.0).abs() < 3.0 * f_se + 0.02, "a worse option: {f} ± {f_se}");
        assert!(graded as f64 > 0.9 * trials as f64, "graded a mistake or worse {graded} times of {trials}");
    }
}
