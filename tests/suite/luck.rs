//! Luck apart from skill (issue 29, item 3): the evaluator (`sim::value`),
//! the luck of the dice (`sim::luck`) and the campaign's ledger
//! (`sim::ledger`, its words in `text::ledger`).

use crate::common::*;
use londons_burning::rules::dice::Dice;
use londons_burning::rules::{Campaign, Choice, Event, Pending};
use londons_burning::sim::ledger::{evaluator_costs, ledger};
use londons_burning::sim::luck::{LuckConfig, Start, run, step_luck};
use londons_burning::sim::rollout::{public_view, redraw};
use londons_burning::sim::sensible;
use londons_burning::sim::value::{FEATURES, features, value};
use londons_burning::text::Lang;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

/// A short campaign of the sensible bot: the setup and every choice.
fn played(seed: u64) -> (Setup, Vec<Choice>) {
    let setup = Setup::new(Scenario::Short, WeatherMode::Historical, seed);
    let (mut c, _) = Campaign::new(ed(), setup.clone()).unwrap();
    let mut choices = Vec::new();
    while let Pending::Decide(d) = c.pending() {
        let ch = sensible(&c, &d);
        choices.push(ch.clone());
        c.apply(ch).unwrap();
    }
    (setup, choices)
}

#[test]
fn the_evaluator_is_deterministic_and_reads_nothing_hidden() {
    let (setup, choices) = played(29_001);
    let (mut c, _) = Campaign::new(ed(), setup).unwrap();
    let mut hidden_seen = 0;
    for (i, ch) in choices.iter().enumerate() {
        let v = value(&c);
        assert!(v.is_finite());
        assert_eq!(v.to_bits(), value(&c.clone()).to_bits(), "the same position, the same value");
        // What the player cannot see does not change it: the dice, the
        // cup's order, the identities of face-down raiders.
        let view = public_view(&c);
        assert_eq!(features(&c), features(&view), "decision {i}");
        let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
        let other = redraw(&view, &mut rng);
        assert_eq!(v.to_bits(), value(&other).to_bits(), "decision {i}");
        if c.state().raid.as_ref().is_some_and(|r| !r.identified) {
            hidden_seen += 1;
        }
        c.apply(ch.clone()).unwrap();
    }
    assert!(hidden_seen > 0, "the campaign had face-down raiders to hide");
    // At the end, the value is the result.
    assert_eq!(value(&c), (c.score().raf as i32 - c.score().luftwaffe as i32) as f64);
    assert_eq!(FEATURES.len(), features(&c).len());
}

#[test]
fn the_luck_of_one_die_is_its_value_minus_the_mean_over_its_faces() {
    let (setup, choices) = played(29_002);
    let (mut c, _) = Campaign::new(ed(), setup).unwrap();
    let cfg = LuckConfig::default();
    let mut checked = 0;
    for (i, ch) in choices.iter().enumerate() {
        let mut after = c.clone();
        let ev = after.apply(ch.clone()).unwrap();
        let dice: Vec<(u8, u8)> = ev
            .iter()
            .filter_map(|e| match e {
                Event::Roll { sides, values, .. } => {
                    Some(values.iter().map(|&v| (*sides, v)).collect::<Vec<_>>())
                }
                _ => None,
            })
            .flatten()
            .collect();
        if let [(sides, _)] = dice[..] {
            // Every face, forced by script, rolls no other die: the step's
            // whole chance is this die.
            let faces: Vec<(Campaign, usize)> = (1..=sides)
                .map(|j| {
                    let mut w = c.clone();
                    let mut d = Dice::new(99);
                    d.script([j]);
                    *w.dice_mut() = d;
                    let e = w.apply(ch.clone()).unwrap();
                    (w, e.iter().filter(|e| e.is_roll()).count())
                })
                .collect();
            if faces.iter().all(|(_, n)| *n == 1) {
                let mean = faces.iter().map(|(w, _)| value(w)).sum::<f64>() / sides as f64;
                let l = step_luck(Start::Decision { campaign: &c, choice: ch }, i + 1, &value, &cfg).unwrap();
                let roll: Vec<_> = l.chances.iter().filter(|x| !x.reveal).collect();
                assert_eq!(roll.len(), 1);
                assert!((roll[0].luck - (value(&after) - mean)).abs() < 1e-9, "decision {i}: {:?}", roll[0]);
                assert!((roll[0].before - mean).abs() < 1e-9);
                checked += 1;
            }
        }
        c.apply(ch.clone()).unwrap();
    }
    assert!(checked >= 3, "only {checked} steps with one die");
}

/// Plays a short campaign of the sensible bot whose dice, step by step,
/// are the best (`favour` true) or the worst of eight streams for the RAF
/// by the evaluator; the sum of the luck of its steps.
fn loaded_luck(seed: u64, favour: bool) -> (f64, usize) {
    let setup = Setup::new(Scenario::Short, WeatherMode::Historical, seed);
    let (mut c, _) = Campaign::new(ed(), setup).unwrap();
    let cfg = LuckConfig::default();
    let (mut luck, mut steps) = (0.0, 0);
    let mut k = 0u64;
    while let Pending::Decide(d) = c.pending() {
        let ch = sensible(&c, &d);
        let mut best: Option<(f64, Campaign)> = None;
        for s in 0..8 {
            k += 1;
            let mut w = c.clone();
            *w.dice_mut() = Dice::new(seed ^ (k << 8) ^ s);
            let mut ev = Vec::new();
            let after =
                run(Start::Decision { campaign: &w, choice: &ch }, &[], w.state().dice.seed(), &mut ev)
                    .unwrap();
            let v = value(&after);
            if best.as_ref().is_none_or(|(b, _)| if favour { v > *b } else { v < *b }) {
                best = Some((v, w));
            }
        }
        let (_, loaded) = best.unwrap();
        let l =
            step_luck(Start::Decision { campaign: &loaded, choice: &ch }, steps + 1, &value, &cfg).unwrap();
        assert!((l.luck() - (l.value - l.expected)).abs() < 1e-9, "a step's luck adds up");
        luck += l.luck();
        steps += 1;
        c = loaded;
        c.apply(ch).unwrap();
    }
    (luck, steps)
}

#[test]
fn dice_loaded_for_the_raf_show_good_luck_and_against_it_bad() {
    let (good, n) = loaded_luck(29_003, true);
    assert!(n > 50);
    assert!(good > 3.0, "dice chosen for the RAF: luck {good:.2}");
    let (bad, _) = loaded_luck(29_003, false);
    assert!(bad < -3.0, "dice chosen against the RAF: luck {bad:.2}");
}

#[test]
fn the_ledger_adds_up_and_says_it_in_both_languages() {
    let (setup, choices) = played(29_004);
    let cfg = LuckConfig::default();
    let costs = evaluator_costs(&ed(), &setup, &choices, &value, 4, 1).unwrap();
    assert_eq!(costs.len(), choices.len());
    assert!(costs.iter().flatten().all(|c| *c >= 0.0 && c.is_finite()));
    let l = ledger("Loaded", &ed(), &setup, &choices, &costs, &value, &cfg).unwrap();
    assert!(l.over);
    assert_eq!(l.end, l.actual as f64);
    let luck: f64 = l.chances.iter().map(|c| c.luck).sum();
    assert!((luck - l.luck).abs() < 1e-9);
    // Luck and what the decisions changed make up the whole difference.
    let moved: f64 = l.decisions.iter().map(|d| d.after - d.before).sum();
    assert!(
        (l.start + l.luck + moved - l.end).abs() < 1e-6,
        "{} + {} + {} != {}",
        l.start,
        l.luck,
        moved,
        l.end
    );
    let cost = l.cost.expect("costs given");
    assert!((l.start + l.luck - cost - l.actual as f64 - l.residual).abs() < 1e-9);
    let days: f64 = l.days.iter().map(|d| d.luck).sum();
    assert!((days - l.luck).abs() < 1e-6);
    assert!(l.chances.iter().any(|c| c.reveal), "face-down raiders count at their reveal");
    // Deterministic.
    let again = ledger("Loaded", &ed(), &setup, &choices, &costs, &value, &cfg).unwrap();
    assert_eq!(again, l);
    // In words.
    use londons_burning::text::ledger::{ledger_text, points, summary};
    let en = summary(&l, Lang::EN);
    assert!(en.contains("From the start the expert expects"), "{en}");
    assert!(en.contains(&points(l.start, Lang::EN)), "{en}");
    let es = summary(&l, Lang::ES);
    assert!(es.contains("Desde el principio el experto espera"), "{es}");
    let text = ledger_text(&l, &ed(), 3, Lang::ES);
    assert!(text.contains("Suerte por día") && text.contains("Las tiradas con"), "{text}");
    assert_eq!(points(-0.04, Lang::EN), "0.0");
    assert_eq!(points(-6.04, Lang::EN), "−6.0");
    assert_eq!(points(4.24, Lang::ES), "4,2");
}

/// Every roll is dated by the day and phase it was rolled in: the raid's
/// dice (5.3, 6.4) and the combat's in a daylight phase, though the step
/// that rolled them may have begun at night (the last night repair runs
/// into the next morning, 4.2); the dates never go back.
#[test]
fn every_roll_is_dated_by_the_phase_it_was_rolled_in() {
    use londons_burning::rules::dice::RollKind;
    use londons_burning::rules::state::Phase;
    let (setup, choices) = played(29_005);
    let l = ledger("Dated", &ed(), &setup, &choices, &vec![None; choices.len()], &value, &LuckConfig::default())
        .unwrap();
    // The phase each step began in (step k: the choice k − 1 answered).
    let (mut c, _) = Campaign::new(ed(), setup).unwrap();
    let mut began = vec![c.state().phase];
    for ch in &choices {
        began.push(c.state().phase);
        c.apply(ch.clone()).unwrap();
    }
    let daylight = [RollKind::ReportedAltitude, RollKind::EntryHex, RollKind::FlightPath, RollKind::Fire];
    let (mut checked, mut from_night) = (0, 0);
    let mut last = l.chances.first().map(|ch| ch.date).unwrap();
    for ch in &l.chances {
        assert!(ch.date >= last, "{ch:?}");
        last = ch.date;
        if daylight.contains(&ch.kind) && !ch.reveal {
            assert!(matches!(ch.phase, Phase::Daylight(_)), "{ch:?}");
            checked += 1;
            from_night += usize::from(began.get(ch.step) == Some(&Phase::Night));
        }
    }
    assert!(checked > 20, "{checked}");
    assert!(from_night > 0, "a morning's rolls in a step begun at night");
}
