//! The simulator's report in words (`simulate` without `--json`): the
//! verdicts, the score distributions, every table's outcomes and the dice,
//! from the data `sim::simulate` returns.

use super::{Lang, level_name, numbers};
use crate::rules::Level;
use crate::rules::events::RollKind;
use crate::sim::Bot;
use crate::sim::simulate::{Distribution, SimReport, roll_key};
use crate::{id, t};
use strum::VariantArray;

/// The simulator's report as text for the terminal, in `lang`.
pub fn report_text(r: &SimReport, lang: Lang) -> String {
    use std::fmt::Write;
    let c = &r.config;
    let mut o = String::new();
    let pct = |x: f64| numbers::percent(lang, x, 1);
    let _ = writeln!(
        o,
        "{}",
        t!(
            lang,
            "sim-title",
            n = c.campaigns,
            scenario = t!(lang, c.scenario.msg()),
            weather = t!(lang, c.weather.msg()),
            bot = bot_name(c.bot),
            seed = c.seed
        )
    );
    let v = &r.verdicts;
    let _ = writeln!(
        o,
        "{}",
        t!(
            lang,
            "sim-verdicts",
            raf = pct(v.raf_win_rate),
            draw = pct(v.draw_rate),
            lw = pct(v.luftwaffe_win_rate)
        )
    );
    let _ = writeln!(o);
    let _ = writeln!(o, "{:<32}{}", "", t!(lang, "sim-columns"));
    let row = |o: &mut String, msg: &str, mean: f64, at: [i64; 5]| {
        let [min, p10, median, p90, max] = at;
        let mean = numbers::decimal(lang, mean, 2);
        let [min, p10, median, p90, max] = [min, p10, median, p90, max].map(|n| numbers::integer(lang, n));
        let _ = writeln!(o, "{:<32}{mean:>6} {min:>5} {p10:>5} {median:>7} {p90:>5} {max:>5}", t!(lang, msg));
    };
    let of = |d: &Distribution| [d.min, d.p10, d.median, d.p90, d.max].map(i64::from);
    row(&mut o, id!("sim-raf-score"), r.raf_score.mean, of(&r.raf_score));
    row(&mut o, id!("sim-lw-score"), r.luftwaffe_score.mean, of(&r.luftwaffe_score));
    let m = &r.margin;
    row(&mut o, id!("sim-margin"), m.mean, [m.min, m.p10, m.median, m.p90, m.max].map(i64::from));
    for (msg, d) in [
        (id!("sim-raf-losses"), &r.raf_losses),
        (id!("sim-pilots-killed"), &r.pilots_killed),
        (id!("sim-aces"), &r.aces_made),
        (id!("sim-targets"), &r.targets_damaged_at_end),
    ] {
        row(&mut o, msg, d.mean, of(d));
    }
    let _ = writeln!(o);
    let _ = writeln!(o, "{}", t!(lang, "sim-tables"));
    let line = |o: &mut String, title: String, outcomes: Vec<(String, u64)>| {
        let total: u64 = outcomes.iter().map(|x| x.1).sum();
        let shown: Vec<String> = outcomes
            .iter()
            .map(|(k, n)| {
                let share = numbers::percent(lang, *n as f64 / total.max(1) as f64, 1);
                format!("{k} ×{} ({share})", numbers::integer(lang, *n as i64))
            })
            .collect();
        let _ = writeln!(o, "  {title}: {}", shown.join(", "));
    };
    for (table, outcomes) in &r.tables {
        let mut rows: Vec<(&String, &u64)> = outcomes.iter().collect();
        if table == "damaged-at-end" {
            // Per target: the share of the campaigns it ended damaged in.
            rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            let shown: Vec<String> = rows
                .iter()
                .map(|(k, n)| format!("{k} {}", numbers::percent(lang, **n as f64 / r.finished.max(1) as f64, 0)))
                .collect();
            let _ = writeln!(o, "  {}: {}", table_name(table, lang), shown.join(", "));
            continue;
        }
        if table == "bombed" {
            rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        } else {
            rows.sort_by_key(|(k, _)| outcome_order(table, k));
        }
        let rows = rows.into_iter().map(|(k, n)| (outcome_name(table, k, lang), *n)).collect();
        line(&mut o, table_name(table, lang), rows);
    }
    let _ = writeln!(o, "{}", t!(lang, "sim-dice"));
    for (kind, faces) in &r.dice {
        let rows = faces.iter().map(|(f, n)| (f.to_string(), *n)).collect();
        line(&mut o, dice_name(kind, lang), rows);
    }
    let _ = writeln!(o);
    if c.check_invariants {
        let _ = writeln!(o, "{}", t!(lang, "sim-checked"));
    }
    if r.failures.is_empty() {
        let _ = writeln!(o, "{}", t!(lang, "sim-no-failures"));
    } else {
        let _ = writeln!(o, "{}", t!(lang, "sim-failures", n = r.failures.len()));
        for f in &r.failures {
            let _ = writeln!(
                o,
                "  {}",
                t!(lang, "sim-failure", i = f.campaign, seed = f.seed, reason = f.reason)
            );
        }
    }
    o
}

fn bot_name(b: Bot) -> &'static str {
    match b {
        Bot::Random => "random",
        Bot::Passive => "passive",
        Bot::Sensible => "sensible",
        Bot::Expert => "expert",
    }
}

/// A table's title in `lang`.
fn table_name(key: &str, lang: Lang) -> String {
    let m = match key {
        "raid-size" => id!("sim-table-raid-size"),
        "entry-hex" => id!("sim-table-entry-hex"),
        "reported-altitude" => id!("sim-table-reported"),
        "exact-altitude" => id!("sim-table-exact"),
        "exact-altitude-shift" => id!("sim-table-shift"),
        "top-cover" => id!("sim-table-top-cover"),
        "flight-path" => id!("sim-table-flight-path"),
        "survival" => id!("sim-table-survival"),
        "wound" => id!("sim-table-wound"),
        "combat-end" => id!("sim-table-combat-end"),
        "bombed" => id!("sim-table-bombed"),
        "damaged-at-end" => id!("sim-table-damaged-at-end"),
        other => return other.to_string(),
    };
    t!(lang, m)
}

/// The purpose of a roll, in `lang`, with its rule.
fn dice_name(key: &str, lang: Lang) -> String {
    match RollKind::VARIANTS.iter().copied().find(|r| roll_key(*r) == key) {
        Some(k) => format!("{} ({})", t!(lang, k.msg()), k.rule()),
        None => key.to_string(),
    }
}

/// Outcomes in a sensible order: altitudes low to high, numbers by value.
fn outcome_order(table: &str, k: &str) -> (u8, i64, String) {
    if let Some(l) = table.ends_with("altitude").then(|| k.parse::<Level>().ok()).flatten() {
        (0, l.index() as i64, String::new())
    } else if let Ok(n) = k.split('-').next().unwrap_or(k).parse::<i64>() {
        (1, n, String::new())
    } else {
        (2, 0, k.to_string())
    }
}

/// An outcome's label in `lang`.
fn outcome_name(table: &str, key: &str, lang: Lang) -> String {
    let m = match key {
        "no-raid" => id!("marker-no-raid"),
        "remix" => id!("sim-remix"),
        "survives" => id!("sim-survives"),
        "killed" => id!("sim-killed"),
        "shaken" => id!("sim-shaken"),
        "career-over" => id!("sim-career-over"),
        k if table == "combat-end" => {
            let (round, end) = k.split_once('-').unwrap_or(("?", k));
            let m = if end == "ends" { id!("sim-ends") } else { id!("sim-goes-on") };
            return t!(lang, m, round = round);
        }
        k if k.starts_with("wounded-") => {
            let weeks = k.trim_start_matches("wounded-").trim_end_matches("-weeks");
            return t!(lang, "sim-wounded", weeks = weeks);
        }
        k if table.ends_with("altitude") => {
            return k.parse::<Level>().map(|l| level_name(l, lang)).unwrap_or_else(|_| k.to_string());
        }
        k => return k.to_string(),
    };
    t!(lang, m)
}
