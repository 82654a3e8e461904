//! The expert as a coach (issue 23), the engine's side: the advisor's
//! figures carry their standard errors and it says when options are within
//! noise; its candidates are whole, distinct choices; the raid's target is
//! named only when the player knows it.

use crate::common::*;
use londons_burning::rules::hex::Hex;
use londons_burning::rules::movement::MoveAction;
use londons_burning::rules::raid::Course;
use londons_burning::rules::{Campaign, Choice, Decision, Pending};
use londons_burning::session::Session;
use londons_burning::sim::Bot;
use londons_burning::sim::advisor::{
    Advice, AdviceConfig, RaidTarget, Why, advise, raid_target, within_noise,
};
use londons_burning::sim::expert::candidates;
use londons_burning::sim::review::{Grade, ReviewConfig, ReviewError, key, review};
use londons_burning::sim::rollout::{Effect, Plan, Samples, Scoring, public_view};
use londons_burning::sim::{self};
use londons_burning::table::Store;
use londons_burning::text::Lang;
use londons_burning::text::coach::option_label;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use std::sync::atomic::AtomicBool;

/// The first decision of a short campaign (played by the sensible bot from
/// `seed`) that `want` accepts.
fn first_where(seed: u64, want: impl Fn(&Campaign, &Decision) -> bool) -> Option<Campaign> {
    let (mut c, _) = Campaign::new(ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
    while let Pending::Decide(d) = c.pending_light() {
        if want(&c, &d) {
            return Some(c);
        }
        let choice = sim::sensible(&c, &d);
        c.apply(choice).unwrap();
    }
    None
}

/// A fighter's move with a raid on the map that has not bombed.
fn raid_move(seed: u64) -> Option<Campaign> {
    first_where(seed, |c, d| {
        matches!(d, Decision::Move { .. })
            && c.state().raid.as_ref().is_some_and(|r| !r.bombed && !r.homeward())
    })
}

/// A fighter on the ground at its move, with a raid on the map.
fn ground_move(seed: u64) -> Option<Campaign> {
    first_where(seed, |c, d| {
        matches!(d, Decision::Move { stand_down: true, .. })
            && c.state().raid.as_ref().is_some_and(|r| !r.bombed && !r.homeward())
    })
}

/// The estimate of `choice` in the advice, if shown.
fn row<'a>(a: &'a Advice, choice: &Choice) -> Option<&'a londons_burning::sim::advisor::Estimate> {
    a.top.iter().find(|e| e.choice == *choice)
}

#[test]
fn standard_errors_shrink_with_rollouts() {
    let c = (1..40).find_map(raid_move).expect("a raid move");
    let Pending::Decide(d) = c.pending() else { unreachable!() };
    let few = advise(&c, &d, &AdviceConfig::fixed(50, 7, true));
    let many = advise(&c, &d, &AdviceConfig::fixed(800, 7, true));
    let mut compared = 0;
    for e in &few.top {
        let Some(m) = row(&many, &e.choice) else { continue };
        assert_eq!((e.rollouts, m.rollouts), (50, 800));
        for (a, b) in [
            (e.se.value, m.se.value),
            (e.se.victories, m.se.victories),
            (e.se.raf_losses, m.se.raf_losses),
            (e.se.target_points, m.se.target_points),
            (e.se.no_bombing, m.se.no_bombing),
        ] {
            assert!(a.is_finite() && b.is_finite() && a >= 0.0 && b >= 0.0);
            if a > 0.0 {
                // Sixteen times the rollouts: about a quarter of the error.
                assert!(b < 0.5 * a, "{b} against {a} for {:?}", e.choice);
                compared += 1;
            }
        }
    }
    assert!(compared >= 3, "only {compared} figures vary");
}

/// Rollouts made up for the plan: option `i` scores `means[i]` plus noise
/// of spread `noise[i]` (the same noise for options marked `shared`, as
/// common random numbers give options that play out alike).
fn synthetic(means: &[f64], noise: &[f64], shared: bool) -> impl FnMut(&mut Samples, &[usize], usize) {
    let means = means.to_vec();
    let noise = noise.to_vec();
    move |s: &mut Samples, which: &[usize], more: usize| {
        for &i in which {
            let from = s.runs[i].len();
            for k in from..from + more {
                // A fixed pseudo-random number in [-1, 1) per rollout (and
                // per option unless shared).
                let key = if shared { k as u64 } else { k as u64 * 31 + i as u64 };
                let x = ((key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 11) as f64 / (1u64 << 53) as f64) * 2.0
                    - 1.0;
                let value = means[i] + noise[i] * x;
                s.runs[i].push(Effect { value, victories: value, ..Effect::default() });
            }
        }
    }
}

const PLAN: Plan = Plan {
    first: 200,
    batch: 100,
    most: usize::MAX,
    budget: 5_000,
    z: 2.0,
    halve: false,
    scoring: Scoring::Margin,
};

#[test]
fn options_that_play_out_the_same_are_equal_and_get_no_more_rollouts() {
    let (s, alive) = Samples::by_plan(2, &PLAN, synthetic(&[0.5, 0.5], &[1.0, 1.0], true));
    assert!(s.identical(0, 1) && within_noise(&s, 0, 1));
    // Nothing more to learn after the first round.
    assert_eq!(s.total(), 400);
    assert_eq!(alive.len(), 1);
}

#[test]
fn options_of_the_same_value_stay_within_noise_to_the_budget() {
    let (s, alive) = Samples::by_plan(3, &PLAN, synthetic(&[0.5, 0.5, 0.5], &[1.0, 1.0, 1.0], false));
    let best = alive[0];
    for i in 0..3 {
        if i != best {
            assert!(within_noise(&s, best, i), "option {i}: {:?}", s.paired(best, i, |e| e.value));
        }
    }
    // The advisor kept adding rollouts while they were not separated, up to
    // its budget, and the errors shrank.
    assert!(s.total() > 4_000 && s.total() <= PLAN.budget, "{}", s.total());
    assert!(s.se(best).value < 1.0 / (3.0f64).sqrt() / (200f64).sqrt());
}

#[test]
fn a_clearly_better_option_is_separated_at_once() {
    let (s, alive) = Samples::by_plan(3, &PLAN, synthetic(&[0.0, 1.0, 0.1], &[1.0, 1.0, 1.0], false));
    assert_eq!(alive, vec![1]);
    assert!(!within_noise(&s, 1, 0) && !within_noise(&s, 1, 2));
    assert_eq!(s.total(), 600, "no rollout beyond the first round");
}

/// A raid gone home far from the fighters: every option plays out the
/// same, and the advice says so instead of pretending one is better.
#[test]
fn the_advice_calls_options_that_cannot_be_told_apart_equal() {
    let c = (1..40).find_map(raid_move).expect("a raid move");
    let mut st = c.state().clone();
    let raid = st.raid.as_mut().unwrap();
    raid.bombed = true;
    raid.course = Course::Homeward;
    raid.hex = Hex::new(0, 1).unwrap();
    for r in &mut raid.raiders {
        r.bombs_gone = true;
    }
    let c = Campaign::from_state(c.edition().clone(), st);
    let Pending::Decide(d) = c.pending() else { unreachable!() };
    let a = advise(&c, &d, &AdviceConfig::default());
    assert!(a.top.len() >= 2, "{:?}", a.top);
    assert_eq!(a.equally_good, (0..a.top.len()).collect::<Vec<_>>(), "{:?}", a.top);
    let v = a.versus.as_ref().expect("a runner-up");
    assert!(v.equal && v.gap.mean.abs() <= 2.0 * v.gap.se, "{v:?}");
    // Nothing more to learn: no extra rollouts.
    assert_eq!(a.total_rollouts, a.weighed * AdviceConfig::default().rollouts);
}

#[test]
fn candidates_are_distinct_and_a_take_off_is_a_whole_move() {
    let mut take_offs = 0;
    for seed in 1..30 {
        let Some(c) = ground_move(seed) else { continue };
        let view = public_view(&c);
        let Pending::Decide(d) = view.pending() else { unreachable!() };
        let cands = candidates(&view, &d);
        // No two candidates leave the campaign in the same state.
        let outcomes: Vec<_> = cands
            .iter()
            .map(|ch| {
                let mut w = view.clone();
                w.apply(ch.clone()).unwrap();
                w.into_state()
            })
            .collect();
        for i in 0..outcomes.len() {
            for j in 0..i {
                assert_ne!(outcomes[i], outcomes[j], "{:?} and {:?}", cands[i], cands[j]);
            }
        }
        for ch in &cands {
            assert!(d.allows(ch));
            if let Choice::Move { actions } = ch
                && matches!(actions.first(), Some(MoveAction::TakeOff(_)))
            {
                // A take-off is the whole move (6.1), with its facing.
                take_offs += 1;
                assert_eq!(actions.len(), 1);
                let label = option_label(&view, ch, Lang::EN);
                assert!(label.starts_with("Take off facing "), "{label}");
                let es = option_label(&view, ch, Lang::ES);
                assert!(es.starts_with("Despegar hacia el "), "{es}");
            }
        }
        let a = advise(&c, &d, &AdviceConfig::fixed(40, 1, true));
        assert!(d.options().contains(&a.choice), "{:?}", a.choice);
    }
    assert!(take_offs >= 5, "{take_offs} take-offs");
}

#[test]
fn the_raids_target_is_named_only_once_the_player_knows_it() {
    let c = (1..40).find_map(raid_move).expect("a raid move");
    assert!(c.state().raid.as_ref().unwrap().target.is_none());
    let Some((RaidTarget::Likely(likely), moves)) = raid_target(&c) else { panic!("a raid on its way") };
    assert!(!likely.is_empty() && likely.len() <= 4, "{likely:?}");
    assert!(likely.iter().all(|&(_, p)| (0.05..=1.0).contains(&p)));
    assert!(likely.windows(2).all(|w| w[0].1 >= w[1].1));
    assert!(moves.is_some());
    let Pending::Decide(d) = c.pending() else { unreachable!() };
    let a = advise(&c, &d, &AdviceConfig::fixed(30, 2, true));
    if let Why::Stop { target, .. } = &a.why {
        assert!(matches!(target, RaidTarget::Likely(_)));
        // No site named as if it were known.
        let en = a.reason(&c, Lang::EN);
        for &(s, _) in &likely {
            let name = &c.edition().sites[s as usize].name;
            assert!(!en.contains(&format!("bombs {name}")), "{en}");
        }
    }
    // Over its target (10.1), it is known.
    let mut st = c.state().clone();
    let site = likely[0].0;
    st.raid.as_mut().unwrap().target = Some(site);
    let over = Campaign::from_state(c.edition().clone(), st);
    assert_eq!(raid_target(&over), Some((RaidTarget::Known(site), Some(0))));
}

#[test]
fn repair_advice_reads_in_the_singular_and_the_plural() {
    let c = first_where(3, |_, d| matches!(d, Decision::Repair { .. })).expect("a night");
    let site = 0u8;
    let advice = |more: u8| Advice {
        choice: Choice::RepairSite { site },
        why: Why::Site { site, more, points: 2 },
        versus: None,
        top: Vec::new(),
        equally_good: Vec::new(),
        weighed: 1,
        rollouts: 0,
        total_rollouts: 0,
    };
    let one = advice(1).reason(&c, Lang::EN);
    assert!(one.contains("1 more repair point clears it and takes 2 points off"), "{one}");
    let two = advice(2).reason(&c, Lang::EN);
    assert!(two.contains("2 more repair points clear it and take 2 points off"), "{two}");
    let es = advice(1).reason(&c, Lang::ES);
    assert!(es.contains("con 1 punto de reparación más"), "{es}");
}

#[test]
fn the_versus_compares_the_choice_with_the_runner_up_on_one_measure() {
    let mut seen = 0;
    for seed in 1..12 {
        let Some(c) = raid_move(seed) else { continue };
        let Pending::Decide(d) = c.pending() else { unreachable!() };
        let a = advise(&c, &d, &AdviceConfig::fixed(100, 3, true));
        let Some(v) = &a.versus else { continue };
        seen += 1;
        assert_eq!(v.compared, a.top[1].choice);
        assert_eq!(v.advised, a.choice);
        assert_ne!(v.compared, a.choice);
        assert!(v.advised_value.se >= 0.0 && v.compared_value.se >= 0.0 && v.gap.se >= 0.0);
        assert!(v.holds() || v.equal, "{v:?}");
        assert_eq!(v.equal, a.equally_good.contains(&1));
    }
    assert!(seen >= 3);
}

/// A short campaign played to its end by `bot` (seed `seed`), as
/// `autoplay` plays it.
fn played(bot: Bot, seed: u64) -> Session {
    let mut s =
        Session::new("Reviewed", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while let Pending::Decide(d) = s.campaign().pending_light() {
        let choice = bot.choose(s.campaign(), &d, &mut rng);
        s.apply(choice).unwrap();
    }
    s
}

/// Item 4's check ("right before pretty"): reviewed with the same
/// settings, campaigns played by the random, sensible and expert bots come
/// out in that order of accuracy and of points lost per decision. Seeds
/// 7001-7010 were not used to choose the grades' thresholds (those came
/// from seeds 9101 and 9201-9204); the figures are pooled over the ten
/// campaigns of each bot (one short campaign can go either way between the
/// random and the sensible bot: the random one rarely fights, and the
/// sensible one's fights are costly by the expert's measure).
#[test]
fn the_review_ranks_the_random_the_sensible_and_the_expert_bot_in_order() {
    let cfg = ReviewConfig { rollouts: 64, budget: 1_500, seed: 23, costliest: 3 };
    let never = AtomicBool::new(false);
    let mut rows = Vec::new();
    for bot in [Bot::Random, Bot::Sensible, Bot::Expert] {
        let (mut graded, mut accurate, mut cost) = (0usize, 0usize, 0.0);
        for seed in 7001..=7010 {
            let r = review(&played(bot, seed).played(), &cfg, &|_, _| {}, &never).unwrap();
            assert!(r.over && r.graded > 0);
            graded += r.graded;
            accurate += r.grades.iter().filter(|(g, _)| g.accurate()).map(|(_, n)| n).sum::<usize>();
            cost += r.total_cost;
        }
        let row = (100.0 * accurate as f64 / graded as f64, cost / graded as f64);
        println!("{bot:?}: accuracy {:.1} %, {:.3} points lost per decision ({graded} graded)", row.0, row.1);
        rows.push(row);
    }
    let [random, sensible, expert] = [rows[0], rows[1], rows[2]];
    assert!(random.0 < sensible.0 && sensible.0 < expert.0, "accuracy: {rows:?}");
    assert!(random.1 > sensible.1 && sensible.1 > expert.1, "points lost per decision: {rows:?}");
}

const QUICK: ReviewConfig = ReviewConfig { rollouts: 16, budget: 200, seed: 5, costliest: 4 };

/// A choice other than the expert's that costs nothing is called "as good
/// as the expert's choice", not "best": the line after it names the
/// expert's choice, and "best" beside it read as a contradiction (a night
/// repair of West Malling "best", the expert's Dover port). The expert's
/// own choice stays "best". In English and Spanish.
#[test]
fn a_free_choice_other_than_the_experts_is_as_good_not_best() {
    let s = played(Bot::Random, 7100);
    let r = review(&s.played(), &QUICK, &|_, _| {}, &AtomicBool::new(false)).unwrap();
    let (mut other, mut same) = (0, 0);
    for d in r.decisions.iter().filter(|d| d.grade == Some(Grade::Best)) {
        let en = londons_burning::text::review::you_chose("X", d, Lang::EN);
        let es = londons_burning::text::review::you_chose("X", d, Lang::ES);
        if d.chosen != d.best {
            other += 1;
            assert!(en.ends_with("as good as the expert's choice, within the rollouts' noise."), "{en}");
            assert!(es.contains("tan buena como la del experto"), "{es}");
        } else {
            same += 1;
            assert!(en.ends_with(": best."), "{en}");
            assert!(es.ends_with(": la mejor."), "{es}");
        }
    }
    assert!(other > 0 && same > 0, "both kinds seen: {other} other, {same} the expert's");
}

#[test]
fn a_review_is_deterministic_complete_and_explains_its_costliest_decisions() {
    let s = played(Bot::Random, 7100);
    let never = AtomicBool::new(false);
    let calls = std::sync::atomic::AtomicUsize::new(0);
    let a = review(
        &s.played(),
        &QUICK,
        &|done, total| {
            assert!(done <= total);
            calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        },
        &never,
    )
    .unwrap();
    assert!(calls.into_inner() > a.decisions.len(), "progress after every decision");
    let b = review(&s.played(), &QUICK, &|_, _| {}, &never).unwrap();
    assert_eq!(a, b, "the same session and settings, the same review");
    // Every RAF decision with more than one option, in order, and no other.
    let (mut c, _) = Campaign::new(ed(), s.setup().clone()).unwrap();
    let mut want = Vec::new();
    for (k, ch) in s.choices().iter().enumerate() {
        let Pending::Decide(d) = c.pending() else { unreachable!() };
        if !d.luftwaffe() && d.option_count() > 1 {
            want.push(k);
        }
        c.apply(ch.clone()).unwrap();
    }
    assert_eq!(a.decisions.iter().map(|r| r.index).collect::<Vec<_>>(), want);
    for r in &a.decisions {
        assert_eq!(r.chosen, s.choices()[r.index]);
        assert!(r.cost >= 0.0 && r.gap.se >= 0.0);
        // A cost is counted only beyond the noise.
        if r.cost > 0.0 {
            assert!(r.cost > 2.0 * r.gap.se && r.grade != Some(Grade::Best), "{r:?}");
        } else if r.grade.is_some() {
            assert_eq!(r.grade, Some(Grade::Best));
        }
        if let Some(g) = r.grade {
            assert_eq!(g, Grade::of(r.cost));
        }
    }
    let graded: Vec<_> = a.decisions.iter().filter(|r| r.grade.is_some() && r.matters).collect();
    assert_eq!(a.graded, graded.len());
    // The points lost: the gaps as measured (on fresh rollouts), signed,
    // within the noise or not; the costs shown are those beyond it.
    let total: f64 = graded.iter().map(|r| r.gap.mean).sum();
    assert!((a.total_cost - total).abs() < 1e-9 && (a.mean_cost - total / graded.len() as f64).abs() < 1e-9);
    let se = graded.iter().map(|r| r.gap.se * r.gap.se).sum::<f64>().sqrt();
    assert!((a.total_se - se).abs() < 1e-9);
    assert!((a.days.iter().map(|d| d.cost).sum::<f64>() - total).abs() < 1e-9);
    for r in &a.decisions {
        // The cost shown is the gap beyond the noise, else 0.
        let beyond = r.gap.mean > 2.0 * r.gap.se && r.gap.mean > 0.0;
        assert_eq!(r.cost, if beyond { r.gap.mean } else { 0.0 }, "{r:?}");
        if r.best == r.chosen {
            assert_eq!((r.gap.mean, r.gap.se, r.cost), (0.0, 0.0, 0.0));
        }
    }
    let accurate = graded.iter().filter(|r| r.grade.unwrap().accurate()).count();
    assert!((a.accuracy.unwrap() - 100.0 * accurate as f64 / graded.len() as f64).abs() < 1e-9);
    assert_eq!(a.days.iter().map(|d| d.graded).sum::<usize>(), a.graded);
    // The costliest, costliest first, each with the expert's reason.
    assert!(!a.costliest.is_empty() && a.costliest.len() <= QUICK.costliest);
    assert!(a.costliest.windows(2).all(|w| w[0].cost >= w[1].cost));
    for k in &a.costliest {
        let r = a.decisions.iter().find(|r| r.index == k.index).unwrap();
        assert_eq!(r.cost, k.cost);
        assert!(!matches!(k.why, Why::Luftwaffe));
    }
    // It reads back from JSON as it was.
    let json = serde_json::to_string(&a).unwrap();
    assert_eq!(serde_json::from_str::<londons_burning::sim::review::Review>(&json).unwrap(), a);
}

#[test]
fn a_review_can_be_cancelled() {
    let s = played(Bot::Sensible, 7101);
    let cancel = AtomicBool::new(false);
    let r = review(
        &s.played(),
        &QUICK,
        &|done, _| {
            if done >= 3 {
                cancel.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        },
        &cancel,
    );
    assert_eq!(r.err(), Some(ReviewError::Cancelled));
}

#[test]
fn a_review_is_kept_and_computed_again_only_for_a_changed_campaign() {
    let dir = tempfile::tempdir().unwrap();
    let never = AtomicBool::new(false);
    let mut s =
        Session::new("Kept", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, 7102)).unwrap();
    for _ in 0..60 {
        let Pending::Decide(d) = s.campaign().pending_light() else { break };
        let choice = sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    let counted = std::sync::atomic::AtomicUsize::new(0);
    let count = |_: usize, _: usize| {
        counted.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    };
    let store = Store::new(dir.path());
    let path_of =
        |s: &Session, cfg: &ReviewConfig| store.review_path(&s.name, &key(&s.played(), cfg)).unwrap();
    let first = store.review(&s.played(), &QUICK, &count, &never).unwrap();
    let path = path_of(&s, &QUICK);
    assert!(path.exists() && path.starts_with(dir.path().join("reviews")));
    assert!(!first.over);
    let n = counted.load(std::sync::atomic::Ordering::Relaxed);
    assert!(n > 0);
    // Asked again: the kept one, nothing computed.
    let again = store.review(&s.played(), &QUICK, &count, &never).unwrap();
    assert_eq!(again, first);
    assert_eq!(counted.load(std::sync::atomic::Ordering::Relaxed), n);
    assert_eq!(store.kept_review(&s.played(), &QUICK), Some(first.clone()));
    // Other settings: another review beside it.
    let other = ReviewConfig { seed: 6, ..QUICK };
    assert_ne!(path_of(&s, &other), path);
    assert_eq!(store.kept_review(&s.played(), &other), None);
    // One more choice: computed again, and the old one dropped.
    let Pending::Decide(d) = s.campaign().pending_light() else { unreachable!() };
    let choice = sim::sensible(s.campaign(), &d);
    s.apply(choice).unwrap();
    let next = store.review(&s.played(), &QUICK, &count, &never).unwrap();
    assert_eq!(next.choices, first.choices + 1);
    assert!(counted.load(std::sync::atomic::Ordering::Relaxed) > n);
    assert!(!path.exists(), "the review of the campaign as it was is dropped");
    assert!(path_of(&s, &QUICK).exists());
    // A file that does not read is computed again.
    std::fs::write(path_of(&s, &QUICK), "{not json").unwrap();
    assert_eq!(store.review(&s.played(), &QUICK, &|_, _| {}, &never).unwrap(), next);
}

/// A review kept by an earlier build of the same format is found again: its
/// file's name (the campaign's file stem and the key, a hash of the format's
/// version, the edition, the setup, the choices and the settings) is the
/// same — the keys below are those of format 5 (issue 29: the cost measured
/// on fresh rollouts) with the evaluator refitted with gap rows (27
/// November; under the fit before, 2e2827986bf35dff and 6f2a01f822e4bd3e
/// for short-summer; format 4's, a81625f7c6dbed47 and 94d6e2cc8e6e78fa for
/// short-summer, are computed again; format 2's, 6ee688f40873348f and
/// a754fc39893b4c3c for short-summer, and format 1's, 72ccb26c7fbfa081 and
/// 39936f23f4851b7f, are computed again: `coach_reasons.rs`) — and a kept
/// file is read, not computed again.
#[test]
fn a_review_kept_by_an_earlier_version_is_found_again() {
    let dir = tempfile::tempdir().unwrap();
    for f in ["short-summer.json", "eagle-day.json"] {
        let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves").join(f);
        std::fs::copy(shipped, dir.path().join(f)).unwrap();
    }
    let quick = ReviewConfig { rollouts: 4, ..ReviewConfig::default() };
    // The key hashes the review's format (REVIEW_VERSION) and the
    // evaluator's weights too: a new format or a refit of
    // data/value-model.json changes these (and recomputes kept reviews).
    let want = [
        ("short-summer", "8ac9be9ad489613d", "b6329606f2b76501"),
        ("eagle-day", "a9a25f011da3c860", "a9a9eb965eecf5b7"),
    ];
    let got: Vec<(&str, String, String)> = want
        .iter()
        .map(|&(name, _, _)| {
            let s = londons_burning::save::load(dir.path(), name, ed()).unwrap();
            (name, key(&s.played(), &ReviewConfig::default()), key(&s.played(), &quick))
        })
        .collect();
    let want: Vec<(&str, String, String)> =
        want.iter().map(|&(n, d, q)| (n, d.to_string(), q.to_string())).collect();
    assert_eq!(got, want);
    // A kept review, as an earlier version wrote it, is read and not
    // computed again.
    let s = londons_burning::save::load(dir.path(), "short-summer", ed()).unwrap();
    let store = Store::new(dir.path());
    let kept = store.review(&s.played(), &quick, &|_, _| {}, &AtomicBool::new(false)).unwrap();
    let path = store.reviews_dir().join("short-summer-b6329606f2b76501.json");
    assert_eq!(store.review_path(&s.name, &kept.key).unwrap(), path);
    let mut old: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    old["name"] = serde_json::json!("Kept by an earlier version");
    std::fs::write(&path, old.to_string()).unwrap();
    let again = store.review(&s.played(), &quick, &|_, _| panic!("computed again"), &AtomicBool::new(false));
    assert_eq!(again.unwrap().name, "Kept by an earlier version");
}

#[test]
fn reviewing_a_campaign_not_over_marks_it_as_played_with_advice() {
    let mut s =
        Session::new("Going", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, 7103)).unwrap();
    for _ in 0..30 {
        let Pending::Decide(d) = s.campaign().pending_light() else { break };
        let choice = sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    assert!(!s.advised());
    assert_eq!(s.record_review(), Ok(true));
    assert!(s.advised() && s.advice() == [s.choices().len()]);
    assert_eq!(s.record_review(), Ok(false), "once a decision");
    // Over: nothing to mark.
    let mut over = played(Bot::Passive, 7104);
    assert_eq!(over.record_review(), Ok(false));
    assert!(!over.advised());
    // Two players who did not agree to advice: refused.
    let mut setup = Setup::new(Scenario::Short, WeatherMode::Historical, 7105);
    setup.players = londons_burning::rules::Players::TwoRaf;
    let mut two = Session::new("Two", ed(), setup).unwrap();
    assert_eq!(two.record_review(), Err(londons_burning::session::AdviceError::Off));
}

#[test]
fn the_luftwaffe_players_decisions_are_not_reviewed() {
    let mut setup = Setup::new(Scenario::Short, WeatherMode::Historical, 7106);
    setup.players = londons_burning::rules::Players::Luftwaffe;
    let mut s = Session::new("Versus", ed(), setup).unwrap();
    let mut lw = 0;
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    while let Pending::Decide(d) = s.campaign().pending_light() {
        lw += usize::from(d.luftwaffe());
        let choice = if d.luftwaffe() {
            sim::sensible(s.campaign(), &d)
        } else {
            Bot::Random.choose(s.campaign(), &d, &mut rng)
        };
        s.apply(choice).unwrap();
    }
    assert!(lw > 20);
    let r = review(&s.played(), &QUICK, &|_, _| {}, &AtomicBool::new(false)).unwrap();
    let (mut c, _) = Campaign::new(ed(), s.setup().clone()).unwrap();
    let mut raf = Vec::new();
    for (k, ch) in s.choices().iter().enumerate() {
        let Pending::Decide(d) = c.pending() else { unreachable!() };
        if !d.luftwaffe() && d.option_count() > 1 {
            raf.push(k);
        }
        c.apply(ch.clone()).unwrap();
    }
    assert_eq!(r.decisions.iter().map(|r| r.index).collect::<Vec<_>>(), raf);
}

#[test]
fn the_command_line_reviews_as_json_and_says_first_that_it_marks_the_campaign() {
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
    assert_eq!(run(&["new", "--name", "Cli", "--scenario", "short", "--seed", "7107"]).0, Some(0));
    assert_eq!(run(&["autoplay", "Cli", "--bot", "sensible", "--until", "1940-08-15"]).0, Some(0));
    let (code, out, err) = run(&["review", "Cli", "--json", "--rollouts", "8"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.contains("played with advice"), "{err}");
    let r: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(r["over"], false);
    assert!(r["decisions"].as_array().is_some_and(|d| !d.is_empty()));
    assert!(r["accuracy"].is_number() && r["mean_cost"].is_number());
    // Marked in the save, and the review is kept.
    let s = londons_burning::save::load(dir.path(), "Cli", ed()).unwrap();
    assert!(s.advised());
    assert!(std::fs::read_dir(dir.path().join("reviews")).unwrap().count() == 1);
    // A second time: no second warning, the same review.
    let (code, again, err) = run(&["review", "Cli", "--json", "--rollouts", "8"]);
    assert_eq!(code, Some(0));
    assert!(!err.contains("played with advice"), "{err}");
    assert_eq!(again, out);
    // Unknown campaign: a message, exit 1.
    let (code, _, err) = run(&["review", "Nobody", "--json"]);
    assert_eq!(code, Some(1));
    assert!(err.starts_with("error: "), "{err}");
}
