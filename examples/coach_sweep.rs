//! The coach's reasons checked on fresh rollouts (issue 29, item 1;
//! `scripts/coach-sweep`): long campaigns of the random, sensible and
//! expert bots; at decisions spread over each campaign, the review's reason
//! (the expert's option against the bot's) and the advisor's (against its
//! runner-up) are computed, then the two options they compare are rolled
//! out again on another seed, and the reason's measure compared again.
//! Prints, per kind of decision and verdict, how often the fresh
//! difference points the reason's way, and how often it is again beyond
//! the noise.
//!
//! `cargo run --release --features tools --example coach_sweep -- CAMPAIGNS PER_CAMPAIGN ROLLOUTS FRESH [SEED]`
use londons_burning::edition::Edition;
use londons_burning::rules::{Campaign, Choice, Decision, Pending, Scenario, Setup, WeatherMode};
use londons_burning::sim::Bot;
use londons_burning::sim::advisor::{AdviceConfig, advise};
use londons_burning::sim::reason::{Reason, Verdict, recheck};
use londons_burning::sim::review::{ReviewConfig, decision};
use londons_burning::sim::rollout::public_view;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use std::collections::BTreeMap;

#[derive(Default, Clone, Copy)]
struct Tally {
    /// Reasons that name a measure (better or whole).
    named: u32,
    /// ... whose fresh difference points the same way.
    same_way: u32,
    /// ... and is again beyond the noise.
    again_beyond: u32,
    /// Called equal (or the same option).
    equal: u32,
    /// Settled by rule against the rollouts.
    rule: u32,
    /// Reasons that do not hold on their own rollouts (must be 0).
    broken: u32,
}

fn add(t: &mut Tally, r: &Reason, view: &Campaign, fresh: usize, seed: u64) {
    if !(r.holds() || r.equal || matches!(r.verdict, Verdict::Rule { .. })) {
        t.broken += 1;
    }
    match r.verdict {
        Verdict::Better | Verdict::Whole => {
            t.named += 1;
            let c = recheck(view, r, fresh, seed, false);
            if r.measure.sign() * c.gap.mean > 0.0 {
                t.same_way += 1;
            }
            if c.favours_advised() {
                t.again_beyond += 1;
            }
        }
        Verdict::Equal { .. } | Verdict::Same => t.equal += 1,
        Verdict::Rule { .. } => t.rule += 1,
    }
}

fn kind(d: &Decision) -> &'static str {
    match d {
        Decision::Replace { .. } => "reserve pilot (11.5)",
        Decision::Position(_) => "position (5.2)",
        Decision::Move { stand_down: true, .. } => "take-off (6)",
        Decision::Move { .. } => "move (6)",
        Decision::Placement { .. } => "placement (7.3)",
        Decision::Land { .. } => "landing (8.2)",
        Decision::Attack { .. } => "attack (8.4)",
        Decision::AttackOrder { .. } => "attack order (8.42)",
        Decision::Bursts { .. } => "bursts (8.43)",
        Decision::Repair { .. } => "night repair (12.1)",
        _ => "other",
    }
}

fn main() {
    let arg = |i: usize, d: u64| std::env::args().nth(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let (campaigns, per, rollouts, fresh, seed0) =
        (arg(1, 2), arg(2, 40) as usize, arg(3, 64) as usize, arg(4, 200) as usize, arg(5, 29_000));
    let ed = Edition::builtin().unwrap();
    let review_cfg = ReviewConfig { rollouts, budget: rollouts * 40, seed: 2929, costliest: 0 };
    let mut review: BTreeMap<(&str, &str), Tally> = BTreeMap::new();
    let mut advice: BTreeMap<(&str, &str), Tally> = BTreeMap::new();
    let t0 = std::time::Instant::now();
    let mut decisions = 0;
    for bot in [Bot::Random, Bot::Sensible, Bot::Expert] {
        for k in 0..campaigns {
            let seed = seed0 + k;
            let setup = Setup::new(Scenario::Long, WeatherMode::Historical, seed);
            let (mut c, _) = Campaign::new(ed.clone(), setup).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            // The bot's decisions first, then a sample spread over them.
            let mut at: Vec<(usize, Campaign, Decision, Choice)> = Vec::new();
            let mut index = 0;
            while let Pending::Decide(d) = c.pending() {
                let choice = bot.choose(&c, &d, &mut rng);
                if !d.luftwaffe() && d.option_count() > 1 {
                    at.push((index, c.clone(), d.clone(), choice.clone()));
                }
                c.apply(choice).unwrap();
                index += 1;
            }
            let step = (at.len() as f64 / per as f64).max(1.0);
            let picked: Vec<usize> = (0..per.min(at.len())).map(|i| (i as f64 * step) as usize).collect();
            for i in picked {
                let (index, c, d, chosen) = &at[i];
                let view = public_view(c);
                let kind = kind(d);
                let r = decision(c, d, chosen, *index, &review_cfg);
                add(
                    review.entry((bot_name(bot), kind)).or_default(),
                    &r.reason,
                    &view,
                    fresh,
                    77 ^ *index as u64,
                );
                let a = advise(
                    c,
                    d,
                    &AdviceConfig {
                        rollouts,
                        seed: 1940 ^ *index as u64,
                        parallel: false,
                        budget: rollouts * 40,
                    },
                );
                if let Some(v) = &a.versus {
                    add(
                        advice.entry((bot_name(bot), kind)).or_default(),
                        v,
                        &view,
                        fresh,
                        99 ^ *index as u64,
                    );
                }
                decisions += 1;
            }
            eprintln!("{bot:?} seed {seed}: {} decisions, {:.0} s", decisions, t0.elapsed().as_secs_f64());
        }
    }
    println!(
        "{decisions} decisions of {campaigns} long campaigns per bot (seeds {seed0}..), {rollouts} rollouts first, fresh check {fresh} rollouts, {:.0} s",
        t0.elapsed().as_secs_f64()
    );
    for (title, table) in
        [("review (expert's option against the bot's)", &review), ("advice (against the runner-up)", &advice)]
    {
        println!("\n{title}");
        println!(
            "| bot | decision | named | same way on fresh rollouts | again beyond noise | equal | by rule, against | broken |"
        );
        println!("|---|---|---:|---:|---:|---:|---:|---:|");
        let mut all = Tally::default();
        for ((bot, kind), t) in table {
            println!(
                "| {bot} | {kind} | {} | {} | {} | {} | {} | {} |",
                t.named, t.same_way, t.again_beyond, t.equal, t.rule, t.broken
            );
            all.named += t.named;
            all.same_way += t.same_way;
            all.again_beyond += t.again_beyond;
            all.equal += t.equal;
            all.rule += t.rule;
            all.broken += t.broken;
        }
        let pc = |a: u32, b: u32| if b == 0 { 0.0 } else { 100.0 * a as f64 / b as f64 };
        println!(
            "| all | all | {} | {} ({:.1} %) | {} ({:.1} %) | {} | {} | {} |",
            all.named,
            all.same_way,
            pc(all.same_way, all.named),
            all.again_beyond,
            pc(all.again_beyond, all.named),
            all.equal,
            all.rule,
            all.broken
        );
    }
}

fn bot_name(b: Bot) -> &'static str {
    match b {
        Bot::Random => "random",
        Bot::Sensible => "sensible",
        Bot::Expert => "expert",
        Bot::Passive => "passive",
    }
}
