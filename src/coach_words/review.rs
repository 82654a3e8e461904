//! The campaign review's words and the yardstick's (issue 23), and the
//! review as Markdown.

use super::{L, choice_name, lang_of, est, quarry_sentence, rather_than, target_sentence};
use crate::text::Lang;
use crate::rules::Campaign;
use crate::sim::advisor::{Versus, Why};
use crate::sim::review::{Grade, Review, Reviewed};
use crate::sim::yardstick::{Source, Yardstick};

// ---- the campaign review ----

pub fn grade_name(g: Grade, lang: Lang) -> String {
    let id = match g {
        Grade::Best => crate::id!("coach-grade-best"),
        Grade::Good => crate::id!("coach-grade-good"),
        Grade::Inaccuracy => crate::id!("coach-grade-inaccuracy"),
        Grade::Mistake => crate::id!("coach-grade-mistake"),
        Grade::Blunder => crate::id!("coach-grade-blunder"),
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
    let (mean, total) = (format!("{:.2}", r.mean_cost), format!("{:.1}", r.total_cost));
    t!(lang, "coach-accuracy-line", acc = acc, n = r.graded, mean = mean, total = total)
}

/// The grades' thresholds, as the README states them.
pub fn thresholds(r: &Review, lang: Lang) -> String {
    let [g, i, m] = r.thresholds;
    match lang_of(lang) {
        L::En => format!(
            "Cost = points of the expert's measure lost against its best option, counted only beyond 2 standard errors. Best 0, good up to {g}, inaccuracy up to {i}, mistake up to {m}, blunder above."
        ),
        L::Es => format!(
            "Coste = puntos de la medida del experto perdidos frente a su mejor opción, contados solo más allá de 2 errores típicos. La mejor 0, buena hasta {g}, imprecisión hasta {i}, error hasta {m}, error grave por encima."
        ),
    }
}

pub fn review_title(lang: Lang) -> String {
    t!(lang, "coach-review-title")
}

pub fn review_button(lang: Lang) -> String {
    t!(lang, "coach-review-button")
}

pub fn review_hint(lang: Lang) -> &'static str {
    match lang_of(lang) {
        L::En => {
            "The expert weighs every decision you made against its best option, with the rollouts of the advisor (only what you knew then)."
        }
        L::Es => {
            "El experto compara cada decisión que usted tomó con su mejor opción, con las simulaciones del consejero (solo lo que usted sabía entonces)."
        }
    }
}

/// The warning before a campaign not over is reviewed.
pub fn review_marks(lang: Lang) -> &'static str {
    match lang_of(lang) {
        L::En => {
            "This campaign is not over: reviewing it marks it, for good, as played with advice, as asking the advisor does. The hall of fame will say so."
        }
        L::Es => {
            "Esta campaña no ha terminado: revisarla la marca, para siempre, como jugada con consejo, igual que consultar al consejero. Así constará en el cuadro de honor."
        }
    }
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

/// "You chose X (cost 0.6 ± 0.2): mistake."
pub fn you_chose(chosen: &str, d: &Reviewed, lang: Lang) -> String {
    let Some(grade) = d.grade.map(|g| grade_name(g, lang)) else {
        return t!(lang, "coach-you-chose-by-rule", chosen = chosen);
    };
    t!(lang, "coach-you-chose", chosen = chosen, cost = est(d.cost, d.gap.se), grade = grade)
}

pub fn expert_would(best: &str, lang: Lang) -> String {
    t!(lang, "coach-expert-would", best = best)
}

/// Why the expert's choice, from the review's explanation.
pub fn costly_why(
    why: &Why,
    versus: Option<&Versus>,
    equal: usize,
    c: &Campaign,
    best: &str,
    runner: Option<&str>,
    lang: Lang,
) -> String {
    let mut out = Vec::new();
    if equal > 1 {
        out.push(match lang_of(lang) {
            L::En => format!(
                "{best} and {} other {} equally good there, by the rollouts; yours was worse beyond the noise.",
                equal - 1,
                if equal == 2 { "option were" } else { "options were" }
            ),
            L::Es => format!(
                "{best} y {} {} eran igual de buenas ahí, según las simulaciones; la suya fue peor más allá del ruido.",
                equal - 1,
                if equal == 2 { "otra opción" } else { "otras opciones" }
            ),
        });
    } else if let (Some(v), Some(r)) = (versus, runner) {
        out.push(rather_than(best, r, v, lang));
    }
    if let Why::Stop { target, moves_to_target, quarry, .. } = why {
        if let Some((q, _)) = quarry {
            out.push(quarry_sentence(c, q.id, q.bombs, lang));
        }
        out.push(target_sentence(c, target, *moves_to_target, lang));
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
    let src = match (y.source, lang_of(lang)) {
        (Source::Shipped, L::En) => format!("the table shipped with the program, {n} campaigns each"),
        (Source::Shipped, L::Es) => format!("la tabla que trae el programa, {n} campañas cada uno"),
        (Source::Simulated, L::En) => format!("simulated on this computer, {n} campaigns each"),
        (Source::Simulated, L::Es) => format!("simulado en este ordenador, {n} campañas cada uno"),
    };
    let signed = |x: f64| format!("{x:+.1}").replace('-', "−");
    let (me, ms) = (signed(y.expert.mean), signed(y.sensible.mean));
    match lang_of(lang) {
        L::En => format!(
            "{m}: better than {e:.0} % of the expert's campaigns and {s:.0} % of the sensible bot's on this setup (mean margins {me} and {ms}; {src})."
        ),
        L::Es => format!(
            "{m}: mejor que el {e:.0} % de las campañas del experto y el {s:.0} % de las del bot sensato en esta configuración (márgenes medios {me} y {ms}; {src})."
        ),
    }
}

/// "better than 81 % of the expert's campaigns" (the hall of fame's column).
pub fn yardstick_short(margin: i32, y: &Yardstick, lang: Lang) -> String {
    let (e, _) = y.percentile(margin);
    t!(lang, "coach-yardstick-short", p = format!("{e:.0}"))
}

/// The button that simulates a yardstick for a setup the table lacks.
pub fn simulate_yardstick(campaigns: u64, lang: Lang) -> String {
    match lang_of(lang) {
        L::En => format!(
            "No shipped yardstick for this setup: simulate one ({campaigns} campaigns of the expert and of the sensible bot, a few minutes)"
        ),
        L::Es => format!(
            "No hay vara de medir incluida para esta configuración: simular una ({campaigns} campañas del experto y del bot sensato, unos minutos)"
        ),
    }
}

/// "Simulating: 120 of 400 campaigns".
pub fn simulating(done: usize, total: usize, lang: Lang) -> String {
    t!(lang, "coach-simulating", done = done, total = total)
}

/// No yardstick for a setup (a two-player game, or a setup the table lacks).
pub fn no_yardstick(lang: Lang) -> &'static str {
    match lang_of(lang) {
        L::En => {
            "No yardstick for this setup: the shipped table does not have it (two-player games have none)."
        }
        L::Es => {
            "No hay vara de medir para esta configuración: la tabla incluida no la tiene (las partidas a dos no tienen)."
        }
    }
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
    /// The expert's runner-up (the costliest decisions).
    pub runner_up: Option<String>,
}

/// When a review's decision was taken, in words.
fn when(d: &Reviewed, lang: Lang) -> String {
    use crate::rules::events::PhaseId;
    use crate::text::{date, phase_msg};
    use crate::rules::state::Phase;
    let phase = match d.phase {
        Phase::Daylight(n) => t!(lang, phase_msg(PhaseId::Daylight(n))),
        Phase::Night => t!(lang, phase_msg(PhaseId::Night)),
        Phase::Weather => String::new(),
    };
    if phase.is_empty() { date(d.date, lang) } else { format!("{}, {phase}", date(d.date, lang)) }
}

/// Names every reviewed decision's choices, replaying the session once
/// (decision `index` is named on the campaign as it stood then).
pub fn name_decisions(
    s: &crate::session::Session,
    r: &Review,
    lang: Lang,
) -> std::collections::BTreeMap<usize, Named> {
    let mut out = std::collections::BTreeMap::new();
    let Ok(mut replay) = crate::session::Session::new(&s.name, s.edition().clone(), s.setup().clone()) else {
        return out;
    };
    let mut next = r.decisions.iter().peekable();
    for (i, choice) in s.choices().iter().enumerate() {
        while let Some(d) = next.next_if(|d| d.index <= i) {
            if d.index == i {
                let c = replay.campaign();
                let runner_up = r
                    .costliest
                    .iter()
                    .find(|k| k.index == i)
                    .and_then(|k| k.versus.as_ref())
                    .map(|v| choice_name(c, &v.runner_up, lang));
                out.insert(
                    i,
                    Named {
                        when: when(d, lang),
                        chosen: choice_name(c, &d.chosen, lang),
                        best: choice_name(c, &d.best, lang),
                        runner_up,
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
    match lang_of(lang) {
        L::En => format!(
            "{}: the Review tab's \"Branch from here\" replays your {index} choices before it.",
            branch_here(lang)
        ),
        L::Es => format!(
            "{}: «Nueva rama desde aquí», en la pestaña de revisión, repite sus {index} decisiones anteriores.",
            branch_here(lang)
        ),
    }
}

/// The review as Markdown (`londons-burning review NAME`).
pub fn review_markdown(s: &crate::session::Session, r: &Review, lang: Lang) -> String {
    use std::fmt::Write;
    let names = name_decisions(s, r, lang);
    let c = s.campaign();
    let mut md = String::new();
    let _ = writeln!(md, "# {} — {}\n", review_title(lang), r.name);
    if !r.over {
        let _ = writeln!(
            md,
            "{}\n",
            match lang_of(lang) {
                L::En => "_The campaign is not over: reviewed so far, and marked as played with advice._",
                L::Es =>
                    "_La campaña no ha terminado: revisada hasta aquí, y marcada como jugada con consejo._",
            }
        );
    }
    let _ = writeln!(md, "{}\n", accuracy_line(r, lang));
    let _ = writeln!(md, "{}\n", thresholds(r, lang));
    let count = |g: Grade| r.grades.get(&g).copied().unwrap_or(0);
    let grades: Vec<String> = [Grade::Best, Grade::Good, Grade::Inaccuracy, Grade::Mistake, Grade::Blunder]
        .iter()
        .map(|&g| format!("{} {}", count(g), grade_name(g, lang)))
        .collect();
    let _ = writeln!(md, "{}\n", grades.join(" · "));
    let _ = writeln!(md, "## {}\n", per_day_title(lang));
    let (day, acc, graded, lost) = match lang_of(lang) {
        L::En => ("Day", "Accuracy", "Graded", "Points lost"),
        L::Es => ("Día", "Precisión", "Con nota", "Puntos perdidos"),
    };
    let _ = writeln!(md, "| {day} | {acc} | {graded} | {lost} |\n|---|---:|---:|---:|");
    for d in &r.days {
        let a = d.accuracy.map(|a| format!("{a:.0} %")).unwrap_or_else(|| "—".into());
        let _ = writeln!(
            md,
            "| {} | {a} | {} | {:.2} |",
            crate::text::date(d.date, lang),
            d.graded,
            d.cost
        );
    }
    let _ = writeln!(md, "\n## {}\n", costliest_title(lang));
    if r.costliest.is_empty() {
        let _ = writeln!(
            md,
            "{}\n",
            match lang_of(lang) {
                L::En => "None: every decision was as good as the expert's, within the noise.",
                L::Es =>
                    "Ninguna: todas las decisiones fueron tan buenas como las del experto, dentro del ruido.",
            }
        );
    }
    for k in &r.costliest {
        let Some(d) = r.decisions.iter().find(|d| d.index == k.index) else { continue };
        let n = names.get(&k.index).cloned().unwrap_or_default();
        let _ = writeln!(md, "### {} ({})\n", decision_n(k.index + 1, lang), n.when);
        let _ = writeln!(md, "- {}", you_chose(&n.chosen, d, lang));
        let _ = writeln!(md, "- {}", expert_would(&n.best, lang));
        let why = costly_why(
            &k.why,
            k.versus.as_ref(),
            k.equally_good.len(),
            c,
            &n.best,
            n.runner_up.as_deref(),
            lang,
        );
        if !why.is_empty() {
            let _ = writeln!(md, "- {why}");
        }
        let _ = writeln!(md, "- {}\n", branch_cli(k.index, lang));
    }
    let _ = writeln!(md, "## {}\n", decisions_title(lang));
    let (no, when_h, chosen_h, expert_h, cost_h, grade_h) = match lang_of(lang) {
        L::En => ("#", "When", "Your choice", "The expert's", "Cost", "Grade"),
        L::Es => ("#", "Cuándo", "Su decisión", "La del experto", "Coste", "Nota"),
    };
    let _ = writeln!(
        md,
        "| {no} | {when_h} | {chosen_h} | {expert_h} | {cost_h} | {grade_h} |\n|---:|---|---|---|---:|---|"
    );
    for d in &r.decisions {
        let n = names.get(&d.index).cloned().unwrap_or_default();
        let grade = d.grade.map(|g| grade_name(g, lang)).unwrap_or_else(|| by_rule(lang));
        let same = d.chosen == d.best;
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} | {} | {grade} |",
            d.index + 1,
            n.when,
            n.chosen.replace('|', "/"),
            if same { "=".to_string() } else { n.best.replace('|', "/") },
            est(d.cost, d.gap.se)
        );
    }
    md
}
