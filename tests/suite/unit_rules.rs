//! The engine's parts (`src/rules/`): dice, damage, decisions, movement, the
//! setup's ids. Moved from the `#[cfg(test)]` modules of `src/` so that `cargo test` builds the
//! library once (`[lib] test = false` in Cargo.toml).

/// The tests of `src/rules/damage.rs`.
mod damage {
    use londons_burning::rules::damage::*;
    use londons_burning::rules::state::Hits;

    use londons_burning::edition::Edition;

    #[test]
    fn reading_hits() {
        let ed = Edition::builtin().unwrap();
        let he111 = ed.german_type(20); // Engine L, Engine R, Pilot, Gunner, Frame A, Frame B
        let mut h: Hits = [0; 6];
        assert!(undamaged(&h) && !destroyed(he111, &h));
        h[3] = 2; // gunner killed: not destroyed, no action change
        assert!(!destroyed(he111, &h) && gunner_hit(he111, &h));
        assert_eq!(action_penalty(he111, &h), 0);
        h[0] = 1;
        h[4] = 1;
        h[5] = 1;
        assert_eq!(action_penalty(he111, &h), 3);
        assert!(engine_hit(he111, &h) && !all_engines_hit(he111, &h));
        assert_eq!(engine_range(he111, &h, 2), 6, "one engine of two: 2 x (L + 1)");
        h[1] = 1;
        assert_eq!(engine_range(he111, &h, 2), 3);
        h[2] = 1;
        assert_eq!(action_penalty(he111, &h), 5);
        h[2] = 2;
        assert_eq!(action_penalty(he111, &h), 5, "only the first pilot hit counts");
        assert!(destroyed(he111, &h) && pilot_killed(he111, &h));
        let me109 = ed.german_type(3);
        let mut h: Hits = [0; 6];
        h[0] = 1;
        assert_eq!(engine_range(me109, &h, 2), 3, "10,000 ft: three hexes (9.1)");
    }
}

/// The tests of `src/rules/decision.rs`.
mod decision {
    use londons_burning::rules::decision::PositionOptions;
    use londons_burning::rules::level::Level;

    #[test]
    fn patrols_per_site_counts_the_patrol_levels() {
        for floor in Level::ALL {
            let o = PositionOptions {
                fighter: 0,
                pilot: 0,
                satellites: Vec::new(),
                patrol_sites: vec![3],
                patrol_floors: vec![floor],
                bases: Vec::new(),
            };
            assert_eq!(o.patrols_per_site(0), o.patrol_levels(0).count() * 6, "{floor:?}");
        }
    }
}

/// The tests of `src/rules/dice.rs`.
mod dice {
    use londons_burning::rules::dice::{Dice, DiceError, OwnDice, RollKind};

    #[test]
    fn same_seed_same_rolls_and_resume_from_save() {
        let mut a = Dice::new(7);
        let mut b = Dice::new(7);
        let ra: Vec<u8> = (0..100).map(|_| a.d6()).collect();
        let rb: Vec<u8> = (0..100).map(|_| b.d6()).collect();
        assert_eq!(ra, rb);
        assert!(ra.iter().all(|v| (1..=6).contains(v)));
        // Saved and restored mid-stream, the dice go on the same way.
        let json = serde_json::to_string(&a).unwrap();
        let mut c: Dice = serde_json::from_str(&json).unwrap();
        assert_eq!(c, a);
        let next_a: Vec<u8> = (0..50).map(|_| a.d6()).collect();
        let next_c: Vec<u8> = (0..50).map(|_| c.d6()).collect();
        assert_eq!(next_a, next_c);
    }

    #[test]
    fn portable_stream() {
        // Pinned values: if these change, every save in the world breaks.
        let mut d = Dice::new(1);
        let rolls: Vec<u8> = (0..12).map(|_| d.d6()).collect();
        assert_eq!(rolls, PINNED_SEED_1);
    }
    const PINNED_SEED_1: [u8; 12] = [6, 3, 6, 1, 4, 2, 1, 1, 4, 2, 1, 5];

    #[test]
    fn scripted_values_come_first() {
        let mut d = Dice::new(3);
        d.script([6, 6, 1]);
        assert_eq!((d.d6(), d.d6(), d.d6()), (6, 6, 1));
        assert_eq!(d.scripted_left(), 0);
        assert_eq!(d.word_pos(), 0, "scripted rolls do not use the stream");
    }

    #[test]
    fn fair_enough() {
        let mut d = Dice::new(11);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[d.d6() as usize - 1] += 1;
        }
        assert!(counts.iter().all(|&c| (9_400..10_600).contains(&c)), "{counts:?}");
    }

    #[test]
    fn a_scripted_value_out_of_range_is_refused() {
        let mut d = Dice::new(3);
        d.script([7]);
        d.d6();
        assert_eq!(d.refused(), Some(&DiceError::OutOfRange { kind: None, sides: 6, value: 7, die: None }));
    }

    #[test]
    fn own_dice_take_entered_values_and_starve_without() {
        let mut d = Dice::new(5);
        let mut own = OwnDice::rolling([RollKind::FlightPath]);
        own.entered = vec![(1, 4)];
        d.play_own(&own);
        // Die 0 is the program's (weather), die 1 the entered flight path.
        let w = d.throw(RollKind::Weather, 6, 1);
        assert!((1..=6).contains(&w));
        assert_eq!(d.throw(RollKind::FlightPath, 6, 1), 4);
        assert!(d.starved().is_none());
        d.throw(RollKind::FlightPath, 6, 1);
        let q = d.starved().expect("starved");
        assert_eq!((q.kind, q.sides, q.dice, q.die), (RollKind::FlightPath, 6, 1, 2));
        assert_eq!(d.rolls(), Some(3));
        // Saved and restored, the count goes on; the program's dice are the same.
        let back: Dice = serde_json::from_str(&serde_json::to_string(&d).unwrap()).unwrap();
        assert_eq!(back, d);
    }
}

/// The tests of `src/rules/movement.rs`.
mod movement {

    use londons_burning::edition::Edition;
    use londons_burning::rules::{Campaign, Decision, Options, Pending, Scenario, Setup, WeatherMode};

    /// The pruned search lists exactly the moves of the exhaustive one, in
    /// the same order, with the same actions, on both editions, at every
    /// movement decision of campaigns flown at random (many positions,
    /// levels, balloons, damaged airfields, raids in reach).
    #[test]
    fn search_matches_the_exhaustive_search() {
        let mut checked = 0;
        let mut airborne = 0;
        for ed in [Edition::builtin_number(1), Edition::builtin_number(2)] {
            let ed = ed.unwrap().unwrap();
            for seed in 0..6u64 {
                let mut setup = Setup::new(Scenario::Regular, WeatherMode::Historical, seed);
                setup.options = Options { base_change: seed % 2 == 0, ..Default::default() };
                let (mut c, _) = Campaign::new(ed.clone(), setup).unwrap();
                let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
                let mut die = move |n: u32| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    (x % n.max(1) as u64) as u32
                };
                while let Pending::Decide(d) = c.pending_light() {
                    let choice = match &d {
                        Decision::Move { fighter, .. } => {
                            let new = c.legal_moves(*fighter);
                            assert_eq!(new, c.legal_moves_reference(*fighter), "seed {seed}");
                            checked += 1;
                            airborne += (new.len() > 7) as u32;
                            londons_burning::rules::Choice::Move {
                                actions: c.random_move(*fighter, &mut die),
                            }
                        }
                        d => d.option(die(d.option_count() as u32) as usize).unwrap(),
                    };
                    c.apply(choice).unwrap();
                }
            }
        }
        assert!(checked > 500 && airborne > 200, "{checked} decisions, {airborne} airborne");
    }
}

/// The tests of `src/rules/state/mod.rs`.
mod state {
    use londons_burning::rules::state::{Players, Scenario, WeatherMode};

    /// The ids the command line, the saves (serde) and `Display` share, and
    /// the message a wrong one gets (strum derives the ids from the
    /// variants; these are the words the saves already hold).
    #[test]
    fn setup_enums_read_and_write_their_ids() {
        for (s, id) in [(Scenario::Short, "short"), (Scenario::Regular, "regular"), (Scenario::Long, "long")]
        {
            assert_eq!((s.id(), s.to_string()), (id, id.to_string()));
            assert_eq!(serde_json::to_string(&s).unwrap(), format!("\"{id}\""));
            assert_eq!(id.to_uppercase().parse::<Scenario>(), Ok(s));
        }
        for (p, id) in [
            (Players::Solitaire, "solitaire"),
            (Players::TwoRaf, "two-raf"),
            (Players::Luftwaffe, "luftwaffe"),
        ] {
            assert_eq!((p.id(), p.to_string()), (id, id.to_string()));
            assert_eq!(serde_json::to_string(&p).unwrap(), format!("\"{id}\""));
            assert_eq!(format!(" {id} ").parse::<Players>(), Ok(p));
        }
        assert_eq!("optional".parse::<WeatherMode>(), Ok(WeatherMode::Optional));
        assert_eq!(WeatherMode::Historical.to_string(), "historical");
        assert_eq!(
            "medium".parse::<Scenario>(),
            Err("\"medium\" is not a scenario (short, regular, long)".into())
        );
        assert_eq!(
            "x".parse::<WeatherMode>(),
            Err("\"x\" is not a weather mode (historical, optional)".into())
        );
        assert_eq!(
            "duel".parse::<Players>(),
            Err("\"duel\" is not a way to play (solitaire, two-raf, luftwaffe)".into())
        );
    }
}
