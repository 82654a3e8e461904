//! The expert as a coach (issue 23), the engine's side: the advisor's
//! figures carry their standard errors and it says when options are within
//! noise; its candidates are whole, distinct choices; the raid's target is
//! named only when the player knows it.

use crate::common::*;
use londons_burning::i18n::Lang;
use londons_burning::rules::hex::Hex;
use londons_burning::rules::movement::MoveAction;
use londons_burning::rules::raid::Course;
use londons_burning::rules::{Campaign, Choice, Decision, Pending};
use londons_burning::sim::advisor::{
    Advice, AdviceConfig, RaidTarget, Why, advise, option_label, raid_target, within_noise,
};
use londons_burning::sim::expert::candidates;
use londons_burning::sim::rollout::{Effect, Plan, Samples, public_view};
use londons_burning::sim::{self};

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

const PLAN: Plan = Plan { first: 200, batch: 100, most: usize::MAX, budget: 5_000, z: 2.0, halve: false };

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
                let label = option_label(&view, ch, Lang::En);
                assert!(label.starts_with("Take off facing "), "{label}");
                let es = option_label(&view, ch, Lang::Es);
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
        let en = a.reason(&c, Lang::En);
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
    let one = advice(1).reason(&c, Lang::En);
    assert!(one.contains("1 more repair point clears it and takes 2 points off"), "{one}");
    let two = advice(2).reason(&c, Lang::En);
    assert!(two.contains("2 more repair points clear it and take 2 points off"), "{two}");
    let es = advice(1).reason(&c, Lang::Es);
    assert!(es.contains("con 1 punto de reparación más"), "{es}");
}

#[test]
fn the_versus_compares_the_choice_with_the_runner_up_on_one_figure() {
    let mut seen = 0;
    for seed in 1..12 {
        let Some(c) = raid_move(seed) else { continue };
        let Pending::Decide(d) = c.pending() else { unreachable!() };
        let a = advise(&c, &d, &AdviceConfig::fixed(100, 3, true));
        let Some(v) = &a.versus else { continue };
        seen += 1;
        assert_eq!(v.runner_up, a.top[1].choice);
        assert_ne!(v.runner_up, a.choice);
        assert!(v.chosen.se >= 0.0 && v.other.se >= 0.0 && v.gap.se >= 0.0);
        assert_eq!(v.equal, a.equally_good.contains(&1));
    }
    assert!(seen >= 3);
}
