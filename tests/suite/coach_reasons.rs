//! The coach's reasons are true by construction (issue 29, items 1, 2 and
//! 5): over every decision of campaigns played by the random, the sensible
//! and the expert bots (seeds 2901-2902, used by no other test), every
//! reason of the review (the expert's option against the bot's) and of the
//! advisor (against its runner-up) names a measure on which the advised
//! option is better beyond the noise of the difference, or calls the two
//! equal; its words carry the same numbers in both languages, and the
//! review's JSON and `advise --json` carry it for a program to check.
//! Small rollout counts: the big check on fresh rollouts is
//! `scripts/coach-sweep`.

use crate::common::*;
use londons_burning::rules::{Campaign, Choice, Decision, Pending};
use londons_burning::session::Session;
use londons_burning::sim::Bot;
use londons_burning::sim::advisor::{AdviceConfig, advise};
use londons_burning::sim::reason::{Measure, Reason, Verdict};
use londons_burning::sim::review::{REVIEW_VERSION, ReviewConfig, review};
use londons_burning::table::Store;
use londons_burning::text::Lang;
use londons_burning::text::coach::{because, choice_name, est, pct_est};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

const SEEDS: [u64; 2] = [2901, 2902];
const BOTS: [Bot; 3] = [Bot::Random, Bot::Sensible, Bot::Expert];

/// A short campaign played to its end by `bot`; with every RAF decision
/// of more than one option on the way (the campaign at it, the decision,
/// the bot's answer).
fn played(bot: Bot, seed: u64) -> (Session, Vec<(Campaign, Decision, Choice)>) {
    let mut s =
        Session::new("Reasons", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut at = Vec::new();
    while let Pending::Decide(d) = s.campaign().pending() {
        let choice = bot.choose(s.campaign(), &d, &mut rng);
        if !d.luftwaffe() && d.option_count() > 1 {
            at.push((s.campaign().clone(), d.clone(), choice.clone()));
        }
        s.apply(choice).unwrap();
    }
    (s, at)
}

/// Decisions the expert settles by rule.
fn by_rule(rule: &str) -> bool {
    rule == "11.5" || rule == "12.1"
}

/// The checks every reason passes, wherever it comes from; its words in
/// both languages (`c` the campaign at the decision).
fn check(r: &Reason, rule: &str, c: &Campaign, what: &str) {
    let show = || format!("{what} ({rule}): {r:?}");
    match r.verdict {
        Verdict::Better | Verdict::Whole => {
            assert!(r.favours_advised && !r.equal, "{}", show());
            assert!(r.holds(), "the measure must favour the advised option beyond noise: {}", show());
            // Beyond noise: more than two standard errors of the difference.
            assert!(r.measure.sign() * r.gap.mean > 2.0 * r.gap.se, "{}", show());
            // The two values shown point the same way.
            assert!(r.measure.sign() * (r.advised_value.mean - r.compared_value.mean) > 0.0, "{}", show());
            if r.verdict == Verdict::Whole {
                assert_eq!(r.measure, Measure::Value, "{}", show());
                assert_eq!(r.parts.len(), 5, "the parts are shown: {}", show());
                assert!(r.parts.iter().all(|p| !p.favours_advised()), "no part separates: {}", show());
            }
        }
        Verdict::Equal { .. } | Verdict::Same => {
            assert!(r.equal && !r.favours_advised, "{}", show());
            assert_eq!(r.measure, Measure::Value, "{}", show());
        }
        Verdict::Rule { .. } => {
            assert!(by_rule(rule), "only decisions settled by rule: {}", show());
            assert!(!r.equal && !r.favours_advised, "{}", show());
        }
    }
    if r.verdict != Verdict::Same {
        assert_ne!(r.advised, r.compared, "{}", show());
    }
    // The words: the numbers the reason carries, as the table writes them;
    // no negative zero, no placeholder left.
    for lang in [Lang::EN, Lang::ES] {
        let name = |ch: &Choice| choice_name(c, ch, lang);
        let text = because(r, c, lang, &name);
        assert!(!text.is_empty() && !text.contains('{'), "{text}");
        for zero in ["−0.00", "-0.00", "−0,00", "-0,00", "−0.0 ", "−0,0 ", "-0.0", "-0,0"] {
            assert!(!text.contains(zero), "a negative zero: {text}");
        }
        // Target points at night only fall (repairs, 12.1): said as the
        // points taken off, never as negative points.
        let off = r.measure == Measure::TargetPoints
            && r.advised_value.mean <= 0.0
            && r.compared_value.mean <= 0.0
            && (r.advised_value.mean < 0.0 || r.compared_value.mean < 0.0);
        let shown = |e: &londons_burning::sim::advisor::Est| match r.measure {
            Measure::NoBombing => pct_est(e.mean, e.se, lang),
            _ if off => est(-e.mean, e.se, lang),
            _ => est(e.mean, e.se, lang),
        };
        if r.verdict != Verdict::Same {
            assert!(text.contains(&shown(&r.advised_value)), "{text} / {r:?}");
            assert!(text.contains(&shown(&r.compared_value)), "{text} / {r:?}");
        }
        if lang == Lang::EN {
            match r.verdict {
                Verdict::Better | Verdict::Whole => assert!(text.contains(" rather than "), "{text}"),
                Verdict::Equal { .. } => {
                    assert!(text.contains("equally good here, within noise (=)"), "{text}")
                }
                _ => {}
            }
        }
    }
}

/// Every decision of the review of campaigns of all three bots: graded
/// (nothing "by rule"), its reason compares the expert's option with the
/// bot's and holds; a decision that cost points has a reason that names a
/// measure. The decisions cover every kind the RAF player makes.
#[test]
fn every_reason_of_the_review_and_of_the_advisor_favours_the_advised_option_or_calls_them_equal() {
    let cfg = ReviewConfig { rollouts: 10, budget: 120, seed: 29, costliest: 3 };
    let never = AtomicBool::new(false);
    let mut kinds = BTreeSet::new();
    let (mut named, mut equal, mut reviewed, mut advised) = (0, 0, 0, 0);
    for bot in BOTS {
        for seed in SEEDS {
            let (s, at) = played(bot, seed);
            let r = review(&s.played(), &cfg, &|_, _| {}, &never).unwrap();
            assert_eq!(r.version, REVIEW_VERSION);
            assert_eq!(r.decisions.len(), at.len());
            for (d, (c, decision, chosen)) in r.decisions.iter().zip(&at) {
                assert!(d.grade.is_some(), "every decision the player made is graded: {d:?}");
                assert_eq!(&d.chosen, chosen);
                assert_eq!(d.reason.advised, d.best, "the reason is the expert's option's");
                assert_eq!(&d.reason.compared, chosen, "against the player's own choice");
                if d.reason.verdict == Verdict::Same {
                    assert_eq!(d.cost, 0.0);
                }
                check(&d.reason, &d.rule, c, &format!("{bot:?} {seed} review #{}", d.index));
                if d.cost > 0.0 {
                    assert!(d.reason.favours_advised, "a cost has a reason: {d:?}");
                }
                if d.reason.verdict != Verdict::Same {
                    // The whole value is the review's own.
                    let (a, b) = (d.reason.advised_value, d.reason.compared_value);
                    if d.reason.measure == Measure::Value {
                        assert!((a.mean - d.best_value.mean).abs() < 1e-9, "{d:?}");
                        assert!((b.mean - d.chosen_value.mean).abs() < 1e-9, "{d:?}");
                    }
                }
                if d.reason.favours_advised {
                    named += 1;
                } else {
                    equal += 1;
                }
                kinds.insert(decision.rule());
                reviewed += 1;
            }
            // The advisor, at every third decision, against its runner-up.
            for (k, (c, decision, _)) in at.iter().enumerate().filter(|(k, _)| k % 3 == 0) {
                let a = advise(
                    c,
                    decision,
                    &AdviceConfig { rollouts: 10, seed: 29 + k as u64, parallel: false, budget: 150 },
                );
                let Some(v) = &a.versus else {
                    assert!(a.top.len() <= 1);
                    continue;
                };
                assert_eq!(v.advised, a.choice);
                assert_eq!(v.compared, a.top[1].choice, "the runner-up, as the table shows it");
                if a.equally_good.contains(&1) {
                    assert!(!v.favours_advised, "an option marked = is not beaten: {v:?}");
                }
                // The table's numbers: the advised option's whole value.
                if v.measure == Measure::Value {
                    assert!((v.advised_value.mean - a.top[0].value).abs() < 1e-9);
                    assert!((v.compared_value.mean - a.top[1].value).abs() < 1e-9);
                }
                check(v, decision.rule(), c, &format!("{bot:?} {seed} advice #{k}"));
                let text = a.reason(c, Lang::EN);
                assert!(!text.contains('{') && !text.contains("-0.0"), "{text}");
                advised += 1;
            }
        }
    }
    println!(
        "{reviewed} decisions reviewed ({named} with a measure, {equal} equal), {advised} advised; {kinds:?}"
    );
    for rule in ["5.2", "6", "7.3", "8.2", "8.4", "11.5", "12.1"] {
        assert!(kinds.contains(rule), "no decision of {rule} among {kinds:?}");
    }
    assert!(named >= 20 && equal >= 20, "{named} named, {equal} equal");
}

/// The review's JSON carries every decision's reason (the measure, the two
/// options, each value with its standard error, the gap, which way is
/// better), in a format whose version is in the key: a review kept by
/// version 1 is computed again, not misread.
#[test]
fn the_reviews_json_carries_every_reason_and_an_old_format_is_computed_again() {
    let dir = tempfile::tempdir().unwrap();
    let (s, _) = played(Bot::Random, 2903);
    let cfg = ReviewConfig { rollouts: 6, budget: 60, seed: 3, costliest: 2 };
    let store = Store::new(dir.path());
    let never = AtomicBool::new(false);
    let r = store.review(&s.played(), &cfg, &|_, _| {}, &never).unwrap();
    let json: serde_json::Value = serde_json::to_value(&r).unwrap();
    assert_eq!(json["version"], REVIEW_VERSION);
    assert!(REVIEW_VERSION >= 2);
    for d in json["decisions"].as_array().unwrap() {
        let why = &d["reason"];
        for field in ["measure", "better", "advised", "compared", "verdict"] {
            assert!(!why[field].is_null(), "{field} in {why}");
        }
        for field in ["advised_value", "compared_value", "gap"] {
            assert!(why[field]["mean"].is_number() && why[field]["se"].is_number(), "{field} in {why}");
        }
        assert!(why["better"] == "higher" || why["better"] == "lower");
        // A program can check the reason: the gap's sign says which way.
        let sign = if why["better"] == "higher" { 1.0 } else { -1.0 };
        let gap = why["gap"]["mean"].as_f64().unwrap();
        let se = why["gap"]["se"].as_f64().unwrap();
        if why["favours_advised"] == true {
            assert!(sign * gap > 2.0 * se, "{why}");
        } else {
            assert!(why["equal"] == true || why["verdict"]["kind"] == "rule", "{why}");
        }
        assert_eq!(why["advised"], d["best"]);
    }
    // A file kept by version 1 under the same name is not read as this
    // version's: the key changed with the version, and a kept file of
    // another version is computed again.
    let path = store.review_path(&r.name, &r.key).unwrap();
    let mut old = json.clone();
    old["version"] = serde_json::json!(1);
    old["name"] = serde_json::json!("Kept by version 1");
    std::fs::write(&path, old.to_string()).unwrap();
    let calls = AtomicUsize::new(0);
    let again = store.review(
        &s.played(),
        &cfg,
        &|_, _| {
            calls.fetch_add(1, Ordering::Relaxed);
        },
        &never,
    );
    assert_eq!(again.unwrap().name, r.name);
    assert!(calls.load(Ordering::Relaxed) > 0, "computed again");
}

/// `advise --json` carries the advice's reason with the same fields.
#[test]
fn advise_json_carries_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_londons-burning"))
            .arg("--saves-dir")
            .arg(dir.path())
            .args(args)
            .env("LANG", "C")
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).to_string(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    assert_eq!(run(&["new", "--name", "Json", "--scenario", "short", "--seed", "2904"]).0, Some(0));
    assert_eq!(run(&["autoplay", "Json", "--bot", "sensible", "--until", "1940-08-14"]).0, Some(0));
    let (code, out, err) = run(&["advise", "Json", "--json", "--rollouts", "8"]);
    assert_eq!(code, Some(0), "{err}");
    let a: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(a["format"], 1);
    assert!(!a["choice"].is_null() && a["top"].is_array());
    let v = &a["versus"];
    if !v.is_null() {
        assert_eq!(v["advised"], a["choice"]);
        assert_eq!(v["compared"], a["top"][1]["choice"]);
        for field in ["advised_value", "compared_value", "gap"] {
            assert!(v[field]["se"].is_number(), "{v}");
        }
        assert!(v["favours_advised"] == true || v["equal"] == true || v["verdict"]["kind"] == "rule", "{v}");
    }
}

/// A night repair's reason (12.1): the rollouts' Luftwaffe target points
/// only fall at night, so the reason says the points a repair takes off
/// ("2.00 against 0.00"), never negative points ("−2.00"), in both
/// languages; a part of the whole value likewise.
#[test]
fn a_night_repairs_reason_says_the_target_points_taken_off() {
    use londons_burning::sim::advisor::Est;
    use londons_burning::sim::reason::{Better, Compared, Note};
    let c = Campaign::new(ed(), Setup::new(Scenario::Short, WeatherMode::Historical, 2903)).unwrap().0;
    let compared = |m: Measure, a: f64, b: f64| Compared {
        measure: m,
        better: m.better(),
        advised: Est::new(a, 0.0),
        compared: Est::new(b, 0.0),
        gap: Est::new(a - b, 0.0),
    };
    // The reasons and the advisor's options table say points taken off
    // when none rises and one falls; a day's gains stay gains.
    use londons_burning::text::coach::taken_off;
    assert!(taken_off(&[-2.0, 0.0, -1.0]));
    assert!(!taken_off(&[0.0, 0.0]), "nothing taken off");
    assert!(!taken_off(&[-2.0, 0.5]), "a gain is said as a gain");
    let tp = compared(Measure::TargetPoints, -2.0, 0.0);
    let mut r = Reason {
        advised: Choice::RepairSite { site: 3 },
        compared: Choice::EndRepairs,
        measure: tp.measure,
        better: Better::Lower,
        advised_value: tp.advised,
        compared_value: tp.compared,
        gap: tp.gap,
        verdict: Verdict::Better,
        favours_advised: true,
        equal: false,
        parts: Vec::new(),
        note: Some(Note::NightOnly),
    };
    assert!(r.holds());
    let name = |ch: &Choice| {
        if *ch == Choice::EndRepairs { "End the repairs".to_string() } else { "Repair Kenley".to_string() }
    };
    let en = because(&r, &c, Lang::EN, &name);
    assert!(
        en.starts_with(
            "Repair Kenley rather than End the repairs: more Luftwaffe target points taken off, \
             2.00 ± 0.00 against 0.00 ± 0.00 (a difference of 2.00 ± 0.00, beyond the noise)."
        ),
        "{en}"
    );
    let es = because(&r, &c, Lang::ES, &name);
    assert!(
        es.contains("más puntos de blancos quitados a la Luftwaffe, 2,00 ± 0,00 frente a 0,00 ± 0,00"),
        "{es}"
    );
    // The whole value with its parts: the target points taken off too.
    let value = compared(Measure::Value, 1.5, 0.5);
    r.measure = Measure::Value;
    r.better = Better::Higher;
    (r.advised_value, r.compared_value, r.gap) = (value.advised, value.compared, value.gap);
    r.verdict = Verdict::Whole;
    r.parts = vec![compared(Measure::TargetPoints, -1.0, -0.5), compared(Measure::PilotsLost, 0.0, 0.0)];
    let en = because(&r, &c, Lang::EN, &name);
    assert!(en.contains("Luftwaffe target points taken off 1.00 ± 0.00 against 0.50 ± 0.00"), "{en}");
    let es = because(&r, &c, Lang::ES, &name);
    assert!(
        es.contains("puntos de blancos quitados a la Luftwaffe 1,00 ± 0,00 frente a 0,50 ± 0,00"),
        "{es}"
    );
    for text in [en, es] {
        let minus = text.char_indices().any(|(i, ch)| {
            (ch == '−' || ch == '-') && text[i + ch.len_utf8()..].starts_with(|d: char| d.is_ascii_digit())
        });
        assert!(!minus, "no negative figure: {text}");
    }
}
