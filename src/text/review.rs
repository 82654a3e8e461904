//! The campaign review's words and the yardstick's (issue 23), from the
//! Fluent messages `coach-*` in `assets/i18n/<lang>/coach.ftl`, and the
//! review as Markdown (`londons-burning review NAME`).

use super::Lang;
use super::coach::{because, choice_name, est, points, quarry_sentence, target_sentence};
use crate::edition::Edition;
use crate::rules::Campaign;
use crate::sim::advisor::Why;
use crate::sim::review::{Grade, Played, Review, Reviewed};
use crate::sim::yardstick::{Source, Yardstick};
use crate::{id, t};

// ---- the campaign review ----

pub fn grade_name(g: Grade, lang: Lang) -> String {
    let id = match g {
        Grade::Best => id!("coach-grade-best"),
        Grade::Good => id!("coach-grade-good"),
        Grade::Inaccuracy => id!("coach-grade-inaccuracy"),
        Grade::Mistake => id!("coach-grade-mistake"),
        Grade::Blunder => id!("coach-grade-blunder"),
    };
    t!(lang, id)
}

/// A decision taken by rule, not graded.
pub fn by_rule(lang: Lang) -> String {
    t!(lang, "coach-by-rule")
}

/// "Accuracy 87 % over 64 decisions; 0.21 points lost per decision."
pub fn accuracy_line(r: &Review, lang: Lang) -> String {
    let acc = r.accuracy.map(|a| format!("{a:.0} %")).unwrap_or_else(|| "—".into());
    let (mean, total) = (points(r.mean_cost, lang), points(r.total_cost, lang));
    t!(lang, "coach-accuracy-line", acc = acc, n = r.graded, mean = mean, total = total)
}

/// The grades' thresholds, as the README states them.
pub fn thresholds(r: &Review, lang: Lang) -> String {
    let [g, i, m] = r.thresholds;
    t!(lang, "coach-thresholds", good = g, inaccuracy = i, mistake = m)
}

pub fn review_title(lang: Lang) -> String {
    t!(lang, "coach-review-title")
}

pub fn review_button(lang: Lang) -> String {
    t!(lang, "coach-review-button")
}

pub fn review_hint(lang: Lang) -> String {
    t!(lang, "coach-review-hint")
}

/// The warning before a campaign not over is reviewed.
pub fn review_marks(lang: Lang) -> String {
    t!(lang, "coach-review-marks")
}

pub fn review_confirm(lang: Lang) -> String {
    t!(lang, "coach-review-confirm")
}

/// "Reviewing: 12 of 80 decisions"
pub fn reviewing(done: usize, total: usize, lang: Lang) -> String {
    t!(lang, "coach-reviewing", done = done, total = total)
}

pub fn review_cancelled(lang: Lang) -> String {
    t!(lang, "coach-review-cancelled")
}

pub fn review_failed(detail: &str, lang: Lang) -> String {
    t!(lang, "coach-review-failed", detail = detail)
}

pub fn costliest_title(lang: Lang) -> String {
    t!(lang, "coach-costliest-title")
}

pub fn per_day_title(lang: Lang) -> String {
    t!(lang, "coach-per-day-title")
}

pub fn decisions_title(lang: Lang) -> String {
    t!(lang, "coach-decisions-title")
}

/// "You chose X (cost 0.6 ± 0.2): mistake." A choice other than the
/// expert's that costs nothing is "as good as the expert's", not "best":
/// the next line names the expert's choice, and "best" beside it read as a
/// contradiction.
pub fn you_chose(chosen: &str, d: &Reviewed, lang: Lang) -> String {
    let grade = match d.grade {
        None => return t!(lang, "coach-you-chose-by-rule", chosen = chosen),
        Some(Grade::Best) if d.chosen != d.best => t!(lang, "coach-grade-as-good"),
        Some(g) => grade_name(g, lang),
    };
    t!(lang, "coach-you-chose", chosen = chosen, cost = est(d.cost, d.gap.se, lang), grade = grade)
}

pub fn expert_would(best: &str, lang: Lang) -> String {
    t!(lang, "coach-expert-would", best = best)
}

/// What the review adds to a costly decision's reason: the options as good
/// as the expert's, where the raid was going, what the German attacked
/// carried.
pub fn costly_why(why: &Why, equal: usize, ed: &Edition, best: &str, lang: Lang) -> String {
    let mut out = Vec::new();
    if equal > 1 {
        out.push(t!(lang, "coach-equally-good-there", best = best, others = equal - 1));
    }
    if let Why::Stop { target, moves_to_target, quarry, .. } = why {
        if let Some((q, _)) = quarry {
            out.push(quarry_sentence(ed, q.id, q.bombs, lang));
        }
        out.push(target_sentence(ed, target, *moves_to_target, lang));
    }
    out.join(" ")
}

pub fn branch_here(lang: Lang) -> String {
    t!(lang, "coach-branch-here")
}

pub fn branch_here_hint(lang: Lang) -> String {
    t!(lang, "coach-branch-here-hint")
}

/// The default name of a branch at decision `n`.
pub fn branch_name(name: &str, n: usize, lang: Lang) -> String {
    t!(lang, "coach-branch-name", n = n, name = name)
}

pub fn show_on_map(lang: Lang) -> String {
    t!(lang, "coach-show-on-map")
}

pub fn decision_n(n: usize, lang: Lang) -> String {
    t!(lang, "coach-decision-n", n = n)
}

// ---- the yardstick ----

/// "−12: better than 81 % of the expert's campaigns and 95 % of the
/// sensible bot's on this setup (shipped table, 1,000 campaigns each)."
pub fn yardstick_line(margin: i32, y: &Yardstick, lang: Lang) -> String {
    let (e, s) = y.percentile(margin);
    let m = if margin < 0 { format!("−{}", -margin) } else { format!("+{margin}") };
    let n = y.expert.campaigns;
    let src = match y.source {
        Source::Shipped => t!(lang, "coach-yardstick-shipped", n = n),
        Source::Simulated => t!(lang, "coach-yardstick-simulated", n = n),
    };
    let signed = |x: f64| crate::text::numbers::signed(lang, x, 1).replace('-', "−");
    t!(
        lang,
        "coach-yardstick-line",
        margin = m,
        expert = format!("{e:.0}"),
        sensible = format!("{s:.0}"),
        expert_mean = signed(y.expert.mean),
        sensible_mean = signed(y.sensible.mean),
        source = src
    )
}

/// "better than 81 % of the expert's campaigns" (the hall of fame's column).
pub fn yardstick_short(margin: i32, y: &Yardstick, lang: Lang) -> String {
    let (e, _) = y.percentile(margin);
    t!(lang, "coach-yardstick-short", p = format!("{e:.0}"))
}

/// The button that simulates a yardstick for a setup the table lacks.
pub fn simulate_yardstick(campaigns: u64, lang: Lang) -> String {
    t!(lang, "coach-simulate-yardstick", campaigns = campaigns)
}

/// "Simulating: 120 of 400 campaigns".
pub fn simulating(done: usize, total: usize, lang: Lang) -> String {
    t!(lang, "coach-simulating", done = done, total = total)
}

/// No yardstick for a setup: a two-player game (the bots play solitaire),
/// or a setup the shipped table lacks.
pub fn no_yardstick(setup: &crate::rules::Setup, lang: Lang) -> String {
    let kind = if setup.players.is_solitaire() { "setup" } else { "two-player" };
    t!(lang, "coach-no-yardstick", kind = kind)
}

pub fn yardstick_title(lang: Lang) -> String {
    t!(lang, "coach-yardstick-title")
}

// ---- a review's decisions, named ----

/// The names of a reviewed decision's choices, as the player read them at
/// the decision (moves in full).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Named {
    /// "13 August, 10 a.m."
    pub when: String,
    pub chosen: String,
    pub best: String,
    /// Why the expert's option rather than the player's, in words
    /// ([`because`]).
    pub reason: String,
}

/// When a review's decision was taken, in words.
fn when(d: &Reviewed, lang: Lang) -> String {
    use crate::rules::events::PhaseId;
    use crate::rules::state::Phase;
    use crate::text::{date, phase_msg};
    let phase = match d.phase {
        Phase::Daylight(n) => t!(lang, phase_msg(PhaseId::Daylight(n))),
        Phase::Night => t!(lang, phase_msg(PhaseId::Night)),
        Phase::Weather => String::new(),
    };
    if phase.is_empty() { date(d.date, lang) } else { format!("{}, {phase}", date(d.date, lang)) }
}

/// Names every reviewed decision's choices, replaying the campaign once
/// (decision `index` is named on the campaign as it stood then).
pub fn name_decisions(p: &Played, r: &Review, lang: Lang) -> std::collections::BTreeMap<usize, Named> {
    let mut out = std::collections::BTreeMap::new();
    let Ok((mut replay, _)) = Campaign::new(p.edition.clone(), p.setup.clone()) else {
        return out;
    };
    let mut next = r.decisions.iter().peekable();
    for (i, choice) in p.choices.iter().enumerate() {
        while let Some(d) = next.next_if(|d| d.index <= i) {
            if d.index == i {
                let c = &replay;
                let name = |ch: &crate::rules::Choice| choice_name(c, ch, lang);
                out.insert(
                    i,
                    Named {
                        when: when(d, lang),
                        chosen: name(&d.chosen),
                        best: name(&d.best),
                        reason: because(&d.reason, c, lang, &name),
                    },
                );
            }
        }
        if replay.apply(choice.clone()).is_err() {
            break;
        }
    }
    out
}

/// Where to branch from a decision.
fn branch_cli(index: usize, lang: Lang) -> String {
    t!(lang, "coach-branch-cli", branch = branch_here(lang), index = index)
}

/// The review of the campaign `p` as Markdown (`londons-burning review
/// NAME`).
pub fn review_markdown(p: &Played, r: &Review, lang: Lang) -> String {
    review_markdown_with_graph(p, r, None, lang)
}

/// How many of the luckiest and unluckiest rolls the review lists, and how
/// many luck swings the graph marks.
pub const ROLLS: usize = 3;
pub const SWINGS: usize = 5;

/// The review's graph (`sim::ledger::Curve`): its costliest decisions and
/// its biggest luck swings marked. None without a ledger.
pub fn curve(r: &Review) -> Option<crate::sim::ledger::Curve> {
    let costly: Vec<(usize, f64)> = r.costliest.iter().map(|k| (k.index, k.cost)).collect();
    r.ledger.as_ref().map(|l| l.curve(&costly, SWINGS))
}

/// [`review_markdown`], with the graph's image `graph` (a file beside the
/// Markdown, `super::ledger::svg`) shown in its ledger's section.
pub fn review_markdown_with_graph(p: &Played, r: &Review, graph: Option<&str>, lang: Lang) -> String {
    use std::fmt::Write;
    let names = name_decisions(p, r, lang);
    let mut md = String::new();
    let _ = writeln!(md, "# {} — {}\n", review_title(lang), r.name);
    if !r.over {
        let _ = writeln!(md, "{}\n", t!(lang, "coach-md-not-over"));
    }
    let _ = writeln!(md, "{}\n", accuracy_line(r, lang));
    if let Some(l) = &r.ledger {
        // The ledger in one line, first: what a losing player asks.
        let _ = writeln!(md, "{}\n", super::ledger::summary(l, lang));
    }
    let _ = writeln!(md, "{}\n", thresholds(r, lang));
    let count = |g: Grade| r.grades.get(&g).copied().unwrap_or(0);
    let grades: Vec<String> = [Grade::Best, Grade::Good, Grade::Inaccuracy, Grade::Mistake, Grade::Blunder]
        .iter()
        .map(|&g| format!("{} {}", count(g), grade_name(g, lang)))
        .collect();
    let _ = writeln!(md, "{}\n", grades.join(" · "));
    let _ = writeln!(md, "## {}\n", per_day_title(lang));
    let (day, acc, graded, lost) = (
        t!(lang, "coach-md-day"),
        t!(lang, "coach-md-accuracy"),
        t!(lang, "coach-md-graded"),
        t!(lang, "coach-md-points-lost"),
    );
    let _ = writeln!(md, "| {day} | {acc} | {graded} | {lost} |\n|---|---:|---:|---:|");
    for d in &r.days {
        let a = d.accuracy.map(|a| format!("{a:.0} %")).unwrap_or_else(|| "—".into());
        let _ = writeln!(
            md,
            "| {} | {a} | {} | {} |",
            crate::text::date(d.date, lang),
            d.graded,
            points(d.cost, lang)
        );
    }
    if let Some(l) = &r.ledger {
        let _ = writeln!(md, "\n## {}\n", t!(lang, "ledger-title"));
        let _ = write!(md, "{}", super::ledger::ledger_sections(l, ROLLS, "###", lang));
        if let Some(file) = graph {
            let _ = writeln!(md, "\n### {}\n", super::ledger::graph_title(lang));
            let _ = writeln!(md, "![{}]({file})\n", t!(lang, "ledger-graph-image"));
            if let Some(c) = curve(r) {
                for m in &c.marks {
                    let _ = writeln!(md, "- {}", super::ledger::mark_label(l, m, lang));
                }
            }
        }
    }
    let _ = writeln!(md, "\n## {}\n", costliest_title(lang));
    if r.costliest.is_empty() {
        let _ = writeln!(md, "{}\n", t!(lang, "coach-md-no-costly"));
    }
    for k in &r.costliest {
        let Some(d) = r.decisions.iter().find(|d| d.index == k.index) else { continue };
        let n = names.get(&k.index).cloned().unwrap_or_default();
        let _ = writeln!(md, "### {} ({})\n", decision_n(k.index + 1, lang), n.when);
        let _ = writeln!(md, "- {}", you_chose(&n.chosen, d, lang));
        let _ = writeln!(md, "- {}", expert_would(&n.best, lang));
        let _ = writeln!(md, "- {}", n.reason);
        let why = costly_why(&k.why, k.equally_good.len(), p.edition, &n.best, lang);
        if !why.is_empty() {
            let _ = writeln!(md, "- {why}");
        }
        let _ = writeln!(md, "- {}\n", branch_cli(k.index, lang));
    }
    let _ = writeln!(md, "## {}\n", decisions_title(lang));
    let (when_h, chosen_h, expert_h, cost_h, grade_h, why_h) = (
        t!(lang, "coach-md-when"),
        t!(lang, "coach-md-chosen"),
        t!(lang, "coach-md-expert"),
        t!(lang, "coach-md-cost"),
        t!(lang, "coach-md-grade"),
        t!(lang, "coach-md-why"),
    );
    let _ = writeln!(
        md,
        "| # | {when_h} | {chosen_h} | {expert_h} | {cost_h} | {grade_h} | {why_h} |\n|---:|---|---|---|---:|---|---|"
    );
    for d in &r.decisions {
        let n = names.get(&d.index).cloned().unwrap_or_default();
        let grade = d.grade.map(|g| grade_name(g, lang)).unwrap_or_else(|| by_rule(lang));
        let same = d.chosen == d.best;
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} | {} | {grade} | {} |",
            d.index + 1,
            n.when,
            n.chosen.replace('|', "/"),
            if same { "=".to_string() } else { n.best.replace('|', "/") },
            est(d.cost, d.gap.se, lang),
            if same { String::new() } else { n.reason.replace('|', "/") }
        );
    }
    md
}
