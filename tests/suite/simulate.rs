//! The headless simulator and its bots: reports that depend on the seed
//! only, counts that agree with each other, misbehaving bots reported
//! instead of crashing the run, and the `simulate` command.

use crate::common::*;
use londons_burning::text::Lang;
use londons_burning::rules::{Campaign, Choice, Decision, Pending};
use londons_burning::sim::simulate::{SimConfig, SimReport, simulate, simulate_with};
use londons_burning::sim::{self, Bot};
use rand_chacha::ChaCha8Rng;

fn run(cfg: &SimConfig, threads: usize) -> SimReport {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    pool.install(|| simulate(&ed(), cfg, &|| {}))
}

#[test]
fn the_report_depends_on_the_seed_not_on_the_threads() {
    let mut cfg = SimConfig::new(40, Scenario::Regular, WeatherMode::Optional, Bot::Random, 7);
    cfg.check_invariants = true;
    let one = run(&cfg, 1);
    let three = run(&cfg, 3);
    assert_eq!(serde_json::to_string(&one).unwrap(), serde_json::to_string(&three).unwrap());
    assert_eq!(one.finished, 40, "{:?}", one.failures);
    cfg.seed = 8;
    let other = run(&cfg, 2);
    assert_ne!(one.raf_score, other.raf_score);
}

#[test]
fn the_counts_agree_with_each_other() {
    let cfg = SimConfig::new(60, Scenario::Short, WeatherMode::Historical, Bot::Sensible, 3);
    let r = run(&cfg, 2);
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    let v = &r.verdicts;
    assert_eq!(v.raf_wins + v.draws + v.luftwaffe_wins, 60);
    assert!((v.raf_win_rate + v.draw_rate + v.luftwaffe_win_rate - 1.0).abs() < 1e-9);
    for d in [&r.raf_score, &r.luftwaffe_score, &r.raf_losses, &r.pilots_killed, &r.targets_damaged_at_end] {
        assert_eq!(d.histogram.values().sum::<u64>(), 60);
        assert!(d.min <= d.p10 && d.p10 <= d.median && d.median <= d.p90 && d.p90 <= d.max);
    }
    // A table outcome per roll of its dice: one flight-path outcome a
    // flight-path roll, one entry hex a raid placed, one survival result a
    // survival roll, one wound result a wound roll.
    let total = |t: &str| r.tables.get(t).map(|m| m.values().sum::<u64>()).unwrap_or(0);
    let dice = |k: &str| r.dice.get(k).map(|m| m.values().sum::<u64>()).unwrap_or(0);
    assert_eq!(total("flight-path"), dice("flight-path"));
    assert!(total("flight-path") > 0);
    assert_eq!(total("entry-hex"), dice("entry-hex"));
    assert_eq!(total("reported-altitude"), total("entry-hex"));
    assert_eq!(total("survival"), dice("survival"));
    assert_eq!(total("wound"), dice("wound"));
    // The fourth round always ends, without a roll (8.1).
    let rolled_ends: u64 =
        r.tables["combat-end"].iter().filter(|(k, _)| !k.starts_with("4-")).map(|x| x.1).sum();
    assert_eq!(rolled_ends, dice("combat-end"));
    assert!(r.tables["combat-end"].keys().all(|k| k != "4-goes-on"));
    assert_eq!(total("raid-size"), dice("raid-size"));
    // Every die of the purpose is a face 1..=6.
    assert!(r.dice["flight-path"].keys().all(|f| (1..=6).contains(f)));
    // The sensible bot shoots down Germans; the passive one never does.
    let passive = run(&SimConfig::new(60, Scenario::Short, WeatherMode::Historical, Bot::Passive, 3), 2);
    assert_eq!(passive.raf_score.max, 0);
    assert!(r.raf_score.mean > 0.5, "{}", r.raf_score.mean);
}

#[test]
fn a_bot_that_breaks_the_rules_or_panics_is_reported_not_fatal() {
    let cfg = SimConfig::new(6, Scenario::Short, WeatherMode::Historical, Bot::Passive, 11);
    // Campaigns whose dice seed is even get an illegal answer; the first
    // one with a seed divisible by 3 panics; the rest play passively.
    let bad = |c: &Campaign, d: &Decision, _: &mut ChaCha8Rng| -> Choice {
        let seed = c.state().setup.seed;
        if seed.is_multiple_of(2) {
            Choice::Bursts { n: 99 }
        } else if seed.is_multiple_of(3) {
            panic!("the bot gave up")
        } else {
            sim::passive(c, d)
        }
    };
    let r = simulate_with(&ed(), &cfg, &bad, &|| {});
    let expected: Vec<u64> = (0..6)
        .filter(|&i| cfg.campaign_seed(i).is_multiple_of(2) || cfg.campaign_seed(i).is_multiple_of(3))
        .collect();
    assert!(!expected.is_empty() && expected.len() < 6, "pick another seed: {expected:?}");
    assert_eq!(r.failures.iter().map(|f| f.campaign).collect::<Vec<_>>(), expected);
    assert_eq!(r.finished as usize, 6 - expected.len());
    for f in &r.failures {
        assert_eq!(f.seed, cfg.campaign_seed(f.campaign));
        let why = if f.seed.is_multiple_of(2) { "illegal choice" } else { "panic: the bot gave up" };
        assert!(f.reason.contains(why), "{}", f.reason);
    }
    let text = londons_burning::text::simulate::report_text(&r, Lang::ES);
    assert!(text.contains("campañas fallaron"), "{text}");
}

#[test]
fn every_bot_answers_only_with_legal_options() {
    // Regular campaigns with every optional rule: the base change, aborts
    // and crossfire put more decisions in front of the bots.
    for bot in [Bot::Random, Bot::Passive, Bot::Sensible] {
        let mut cfg = SimConfig::new(30, Scenario::Regular, WeatherMode::Optional, bot, 5);
        cfg.options.crossfire = true;
        cfg.options.base_change = true;
        cfg.options.abort = true;
        cfg.check_invariants = true;
        let r = run(&cfg, 2);
        assert!(r.failures.is_empty(), "{bot:?}: {:?}", r.failures);
        assert_eq!(r.finished, 30);
    }
}

#[test]
fn the_sensible_bot_patrols_with_fresh_pilots_and_repairs_radar_first() {
    let (c, _) = Campaign::new(ed(), Setup::new(Scenario::Long, WeatherMode::Historical, 4)).unwrap();
    let Pending::Decide(d @ Decision::Position(_)) = c.pending() else { panic!("no position decision") };
    match sim::sensible(&c, &d) {
        Choice::Patrol { site, level, .. } => {
            assert!(d.allows(&Choice::Patrol {
                site,
                level,
                facing: londons_burning::rules::hex::Dir::DownRight
            }));
            let s = &c.edition().sites[site as usize];
            let base = c.edition().sites[c.state().base as usize].hex;
            assert!(s.hex.distance(base) <= 4, "{} is far from base", s.id);
        }
        other => panic!("a fresh pilot should patrol, not {other:?}"),
    }
    // Tired, he stands by.
    let mut st = c.state().clone();
    let Decision::Position(o) = &d else { unreachable!() };
    st.pilots[o.pilot as usize].fatigue = 3;
    let tired = Campaign::from_state(ed(), st);
    assert_eq!(sim::sensible(&tired, &d), Choice::StandBy);
    // Repairs: a damaged radar before the base and the aircraft.
    let radar = site("rye") as u8;
    let base = c.state().base;
    let repair = Decision::Repair { points: 2, planes: vec![0], sites: vec![base, radar] };
    assert_eq!(sim::sensible(&c, &repair), Choice::RepairSite { site: radar });
    let repair = Decision::Repair { points: 2, planes: vec![0], sites: vec![site("dover") as u8, base] };
    assert_eq!(sim::sensible(&c, &repair), Choice::RepairSite { site: base });
}

#[test]
fn cli_simulate_prints_json_and_text_and_refuses_bad_setups() {
    let (code, out, err) = cli(&[
        "simulate",
        "--campaigns",
        "12",
        "--scenario",
        "short",
        "--bot",
        "sensible",
        "--seed",
        "2",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["finished"], 12);
    assert_eq!(v["config"]["bot"], "sensible");
    assert!(v["tables"]["raid-size"].is_object());
    assert!(err.is_empty(), "no progress bar when stderr is not a terminal: {err}");
    let (code, out, _) = cli(&["simulate", "--campaigns", "5", "--scenario", "short", "--lang", "es"]);
    assert_eq!(code, 0);
    assert!(out.contains("Veredictos") && out.contains("Ninguna campaña falló"), "{out}");
    let (code, _, err) =
        cli(&["simulate", "--campaigns", "5", "--scenario", "short", "--weather", "optional"]);
    assert_eq!(code, 1);
    assert!(err.contains("4.3"), "{err}");
}

#[test]
fn cli_autoplay_plays_a_saved_campaign_with_the_sensible_bot_until_a_date() {
    let d = tempfile::tempdir().unwrap();
    let dir = d.path().display().to_string();
    let (code, _, err) =
        cli(&["new", "--name", "Auto", "--scenario", "regular", "--seed", "9", "--saves-dir", &dir]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) =
        cli(&["autoplay", "Auto", "--bot", "sensible", "--until", "1940-08-20", "--saves-dir", &dir]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("20 Aug") || out.contains("Aug 20") || out.contains("1940-08-20"), "{out}");
    let s = londons_burning::save::load(d.path(), "Auto", ed()).unwrap();
    assert_eq!(s.campaign().state().date.to_string(), "1940-08-20");
}

/// `simulate --json` (issue 30): every campaign's result with its seeds,
/// the margin (RAF minus Luftwaffe) with its histogram and percentiles;
/// a listed campaign played again with `new --seed` and `autoplay --bot
/// --seed` ends exactly as listed, outliers included.
#[test]
fn simulate_json_lists_every_campaign_and_its_seed_replays_it() {
    let n = 6;
    let (code, out, err) = cli(&[
        "simulate", "--campaigns", &n.to_string(), "--scenario", "short", "--bot", "random", "--seed", "11", "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let campaigns = v["campaigns"].as_array().unwrap();
    assert_eq!(campaigns.len(), n);
    let cfg = SimConfig::new(n as u64, Scenario::Short, WeatherMode::Historical, Bot::Random, 11);
    let mut histogram = std::collections::BTreeMap::<String, u64>::new();
    for (i, c) in campaigns.iter().enumerate() {
        let keys: Vec<&str> = c.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(keys, ["bot_seed", "campaign", "luftwaffe", "margin", "raf", "seed", "verdict"]);
        assert_eq!(c["campaign"], i);
        assert_eq!(c["seed"], cfg.campaign_seed(i as u64));
        assert_eq!(c["bot_seed"], londons_burning::sim::simulate::bot_seed(cfg.campaign_seed(i as u64)));
        let (raf, lw) = (c["raf"].as_i64().unwrap(), c["luftwaffe"].as_i64().unwrap());
        assert_eq!(c["margin"], raf - lw);
        let verdict = c["verdict"].as_str().unwrap();
        assert!(["RafWins", "Draw", "LuftwaffeWins"].contains(&verdict), "{verdict}");
        *histogram.entry((raf - lw).to_string()).or_default() += 1;
    }
    let m = &v["margin"];
    let h: std::collections::BTreeMap<String, u64> = serde_json::from_value(m["histogram"].clone()).unwrap();
    assert_eq!(h, histogram, "the margin's histogram counts the campaigns' margins");
    let mut margins: Vec<i64> = campaigns.iter().map(|c| c["margin"].as_i64().unwrap()).collect();
    margins.sort();
    assert_eq!(m["min"], margins[0]);
    assert_eq!(m["max"], margins[n - 1]);
    assert_eq!(m["median"], margins[n / 2 - 1], "the smallest with half at or below it");
    for k in ["p10", "p25", "median", "p75", "p90"] {
        assert!(m[k].is_i64(), "{k}");
    }
    let mean = margins.iter().sum::<i64>() as f64 / n as f64;
    assert!((m["mean"].as_f64().unwrap() - mean).abs() < 1e-9);

    // The worst and the best campaign, played again by hand.
    let worst = campaigns.iter().min_by_key(|c| c["margin"].as_i64()).unwrap();
    let best = campaigns.iter().max_by_key(|c| c["margin"].as_i64()).unwrap();
    let d = tempfile::tempdir().unwrap();
    let sd = d.path().display().to_string();
    for (name, c) in [("Worst", worst), ("Best", best)] {
        let (seed, bot_seed) = (c["seed"].to_string(), c["bot_seed"].to_string());
        let (code, _, err) =
            cli(&["new", "--name", name, "--scenario", "short", "--seed", &seed, "--saves-dir", &sd]);
        assert_eq!(code, 0, "{err}");
        let (code, out, err) =
            cli(&["autoplay", name, "--bot", "random", "--seed", &bot_seed, "--saves-dir", &sd]);
        assert_eq!(code, 0, "{err}");
        let score = format!("Score: RAF {} – Luftwaffe {} ", c["raf"], c["luftwaffe"]);
        assert!(out.contains(&score), "{name}: {score} in\n{out}");
    }
    // The text report shows the margin too.
    let (_, out, _) = cli(&["simulate", "--campaigns", "3", "--scenario", "short", "--seed", "11"]);
    assert!(out.contains("Margin (RAF − Luftwaffe)"), "{out}");
}

/// The help lists every bot, every scenario, weather, player setting and
/// report format in its words, and every option has a help line.
#[test]
fn the_help_lists_every_bot_and_every_option() {
    use clap::{CommandFactory, ValueEnum};
    let cli = londons_burning::cli::Cli::command();
    let help_of = |sub: &str, arg: &str| -> String {
        let cmd = cli.find_subcommand(sub).unwrap_or_else(|| panic!("{sub}"));
        let a = cmd.get_arguments().find(|a| a.get_id() == arg).unwrap_or_else(|| panic!("{sub} --{arg}"));
        a.get_help().map(|h| h.to_string()).unwrap_or_default()
    };
    let names = |vs: &[clap::builder::PossibleValue]| -> Vec<String> {
        vs.iter().map(|p| p.get_name().to_string()).collect()
    };
    let bots: Vec<String> = Bot::value_variants().iter().filter_map(|b| b.to_possible_value()).map(|p| p.get_name().to_string()).collect();
    assert_eq!(bots, ["random", "passive", "sensible", "expert"]);
    for sub in ["simulate", "autoplay"] {
        let help = help_of(sub, "bot");
        for b in &bots {
            assert!(help.contains(b.as_str()), "{sub} --bot: {b} missing from {help:?}");
        }
    }
    let formats = names(&londons_burning::cli::ReportFormat::value_variants().iter().filter_map(|f| f.to_possible_value()).collect::<Vec<_>>());
    let tables = names(&londons_burning::report::export::Table::value_variants().iter().filter_map(|f| f.to_possible_value()).collect::<Vec<_>>());
    let lists: [(&str, &str, Vec<String>); 8] = [
        ("new", "scenario", vec!["short".into(), "regular".into(), "long".into()]),
        ("simulate", "scenario", vec!["short".into(), "regular".into(), "long".into()]),
        ("new", "weather", vec!["historical".into(), "optional".into()]),
        ("simulate", "weather", vec!["historical".into(), "optional".into()]),
        ("new", "players", vec!["solitaire".into(), "two-raf".into(), "luftwaffe".into()]),
        ("new", "base", vec!["biggin-hill".into(), "kenley".into(), "hornchurch".into(), "north-weald".into(), "northolt".into()]),
        ("report", "format", formats),
        ("report", "table", tables),
    ];
    for (sub, arg, values) in lists {
        let help = help_of(sub, arg);
        for v in values {
            assert!(help.contains(&v), "{sub} --{arg}: {v} missing from {help:?}");
        }
    }
    // Every option and argument of every command says what it is.
    let mut bare = Vec::new();
    for cmd in std::iter::once(&cli).chain(cli.get_subcommands()) {
        for a in cmd.get_arguments() {
            if a.get_help().is_none_or(|h| h.to_string().trim().is_empty()) && a.get_id() != "help" && a.get_id() != "version" {
                bare.push(format!("{} {}", cmd.get_name(), a.get_id()));
            }
        }
        assert!(cmd.get_about().is_some(), "{} has no help", cmd.get_name());
    }
    assert!(bare.is_empty(), "options without help: {bare:?}");
}
