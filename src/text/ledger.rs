//! The ledger's words (issue 29, item 3; the data: `sim::ledger`): the
//! result, the expert's expectation from the start, what the dice and the
//! decisions made of it, in one line a player understands; the result with
//! average dice; what is left unexplained; the luckiest and unluckiest
//! rolls with their purpose and rule; the luck of each day. The messages
//! are `ledger-*` in `assets/i18n/<lang>/ledger.ftl`.

use crate::edition::Edition;
use crate::rules::events::PhaseId;
use crate::rules::state::Phase;
use crate::sim::ledger::{Curve, Ledger, LedgerError, Mark, MarkKind};
use crate::sim::luck::{Chance, LuckError};
use crate::text::{Lang, date, phase_msg};
use crate::{id, t};

/// Points with one decimal in `lang` ("4.2", "−6.0"; "4,2" in Spanish),
/// never a negative zero (`text::numbers::figure`).
pub fn points(x: f64, lang: Lang) -> String {
    crate::text::numbers::figure(lang, x, 1)
}

/// Points with their sign ("+4.2", "−6.0").
pub fn signed_points(x: f64, lang: Lang) -> String {
    crate::text::numbers::signed_figure(lang, x, 1)
}

/// The result in a sentence: won or lost by how much, or so far.
fn result(l: &Ledger, lang: Lang) -> String {
    let n = l.actual.unsigned_abs();
    match (l.over, l.actual.signum()) {
        (true, 1) => t!(lang, "ledger-result-won", points = n),
        (true, -1) => t!(lang, "ledger-result-lost", points = n),
        (true, _) => t!(lang, "ledger-result-draw"),
        (false, 1) => t!(lang, "ledger-result-ahead", points = n),
        (false, -1) => t!(lang, "ledger-result-behind", points = n),
        (false, _) => t!(lang, "ledger-result-level"),
    }
}

/// "You lost by 12. From the start the expert expects −6.0; the dice cost
/// you 4.0, your decisions cost you 2.0." (The decisions' own verb: after
/// "the dice gave you 2.6", "your decisions 15.1" read as a gift.) Without the decisions' costs, the rest
/// of the difference is said to be the decisions and the estimate's error.
pub fn summary(l: &Ledger, lang: Lang) -> String {
    let luck = if l.luck >= 0.0 { "good" } else { "bad" };
    let (result, start, dice) = (result(l, lang), points(l.start, lang), points(l.luck.abs(), lang));
    match l.cost {
        Some(cost) => t!(
            lang,
            "ledger-summary",
            result = result,
            start = start,
            luck = luck,
            dice = dice,
            decisions = if points(cost, lang).starts_with('−') { "gain" } else { "cost" },
            cost = points(cost.abs(), lang)
        ),
        None => {
            // end = start + luck − rest.
            let rest = l.start + l.luck - l.end;
            let sign = if rest < 0.0 { "gain" } else { "loss" };
            t!(
                lang,
                "ledger-summary-rest",
                result = result,
                start = start,
                luck = luck,
                dice = dice,
                rest = sign,
                points = points(rest.abs(), lang)
            )
        }
    }
}

/// The margin with average dice.
pub fn adjusted(l: &Ledger, lang: Lang) -> String {
    t!(lang, "ledger-adjusted", adjusted = points(l.luck_adjusted, lang))
}

/// What the ledger leaves unexplained, with its uncertainty (the
/// estimate's own error and the costs' noise).
pub fn residual(l: &Ledger, lang: Lang) -> String {
    let se = if l.residual_se > 0.0 { l.residual_se } else { l.evaluator_rms };
    t!(lang, "ledger-residual", residual = points(l.residual, lang), se = points(se, lang))
}

fn when(c: &Chance, lang: Lang) -> String {
    let phase = match c.phase {
        Phase::Daylight(n) => t!(lang, phase_msg(PhaseId::Daylight(n))),
        Phase::Night => t!(lang, phase_msg(PhaseId::Night)),
        Phase::Weather => String::new(),
    };
    if phase.is_empty() { date(c.date, lang) } else { format!("{}, {phase}", date(c.date, lang)) }
}

/// One roll (or reveal) and its luck, with its purpose and rule.
/// With the player's own dice (issue 32) it says who rolled it: "· entered"
/// or "· rolled by the program", as the log does.
pub fn chance(c: &Chance, lang: Lang) -> String {
    let line = chance_line(c, lang);
    match c.entered {
        Some(entered) => format!("{line} · {}", crate::text::dice::roll_mark(entered, lang)),
        None => line,
    }
}

fn chance_line(c: &Chance, lang: Lang) -> String {
    let luck = signed_points(c.luck, lang);
    if c.reveal {
        return t!(lang, "ledger-reveal", when = when(c, lang), rule = c.rule(), luck = luck);
    }
    let faces = if c.kind.is_draw() {
        c.values
            .iter()
            .map(|&v| match v {
                // Own dice: a raider drawn face down, not yet turned up (5.3).
                0 => t!(lang, "ledger-draw-face-down"),
                v => t!(lang, "ledger-draw-face", n = v, of = c.sides),
            })
            .collect::<Vec<_>>()
            .join(", ")
    } else {
        c.values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
    };
    t!(
        lang,
        "ledger-roll",
        when = when(c, lang),
        purpose = t!(lang, c.kind.msg()),
        rule = c.rule(),
        faces = faces,
        luck = luck
    )
}

/// Own dice (issue 32): how many of the campaign's rolls and draws the
/// player entered ("You entered 34 of the 52 rolls and draws …"). None
/// when the program rolled every die.
pub fn entered_count(l: &Ledger, lang: Lang) -> Option<String> {
    let rolls: Vec<bool> =
        l.chances.iter().filter(|c| !c.reveal).map(|c| c.entered).collect::<Option<_>>()?;
    let n = rolls.iter().filter(|&&e| e).count();
    Some(t!(lang, "ledger-entered", n = n, total = rolls.len(), rest = rolls.len() - n))
}

/// Why there is no ledger.
pub fn error(e: &LedgerError, lang: Lang) -> String {
    let detail = match e {
        LedgerError::Luck(LuckError::LuftwaffePlayer) => t!(lang, "ledger-luftwaffe-player"),
        LedgerError::Luck(LuckError::Replay(n)) | LedgerError::Replay(n) => {
            t!(lang, "ledger-replay", n = n + 1)
        }
    };
    t!(lang, "ledger-failed", detail = detail)
}

/// The whole ledger as text (the command line's `ledger`; Markdown-safe):
/// the summary, the result with average dice, the residual, the `n`
/// luckiest and unluckiest rolls, the luck of each day.
pub fn ledger_text(l: &Ledger, _ed: &Edition, n: usize, lang: Lang) -> String {
    let mut out = String::new();
    out.push_str(&format!("# {}: {}\n\n", t!(lang, "ledger-title"), l.name));
    out.push_str(&ledger_sections(l, n, "##", lang));
    out
}

/// The ledger's body in Markdown, its sections under `heading` ("##"):
/// the summary, the result with average dice, the residual, the `n`
/// luckiest and unluckiest rolls, the luck of each day (the review's
/// Markdown puts it under its own heading).
pub fn ledger_sections(l: &Ledger, n: usize, heading: &str, lang: Lang) -> String {
    let mut out = String::new();
    out.push_str(&format!("{}\n\n{}\n\n{}\n", summary(l, lang), adjusted(l, lang), residual(l, lang)));
    if let Some(e) = entered_count(l, lang) {
        out.push_str(&format!("\n{e}\n"));
    }
    for (title, list) in
        [(id!("ledger-luckiest"), l.luckiest(n)), (id!("ledger-unluckiest"), l.unluckiest(n))]
    {
        if list.is_empty() {
            continue;
        }
        out.push_str(&format!("\n{heading} {}\n\n", t!(lang, title)));
        for c in list {
            out.push_str(&format!("- {}\n", chance(c, lang)));
        }
    }
    out.push_str(&format!("\n{heading} {}\n\n", t!(lang, "ledger-per-day")));
    for d in &l.days {
        out.push_str(&format!("- {}\n", day(d, lang)));
    }
    out
}

/// "14 August: +2.1", one day's luck.
pub fn day(d: &crate::sim::ledger::DayLuck, lang: Lang) -> String {
    t!(lang, "ledger-day", date = date(d.date, lang), luck = signed_points(d.luck, lang))
}

// ---- the graph (issue 29, item 4) ----

pub fn graph_title(lang: Lang) -> String {
    t!(lang, "ledger-graph-title")
}

/// What a mark of the graph stands for, in a line: the decision and its
/// cost, or the roll, its rule, its day and its luck.
pub fn mark_label(l: &Ledger, m: &Mark, lang: Lang) -> String {
    match (m.kind, m.chance.and_then(|c| l.chances.get(c))) {
        (MarkKind::Luck, Some(c)) => t!(lang, "ledger-mark-luck", roll = chance(c, lang)),
        _ => {
            let d = l.decisions.iter().find(|d| d.index == m.moment);
            let when = d.map(|d| when_of(d.date, d.phase, lang)).unwrap_or_default();
            t!(lang, "ledger-mark-decision", n = m.moment + 1, when = when, cost = points(m.amount, lang))
        }
    }
}

fn when_of(d: chrono::NaiveDate, p: Phase, lang: Lang) -> String {
    let phase = match p {
        Phase::Daylight(n) => t!(lang, phase_msg(PhaseId::Daylight(n))),
        Phase::Night => t!(lang, phase_msg(PhaseId::Night)),
        Phase::Weather => String::new(),
    };
    if phase.is_empty() { date(d, lang) } else { format!("{}, {phase}", date(d, lang)) }
}

fn xml(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The graph as a small SVG (the exported review's, beside its Markdown):
/// the expected final margin after every event, a line at zero, the days
/// along the bottom, the margin's scale at the left, a red triangle on each
/// costliest decision and a circle on each big luck swing (green good,
/// orange bad), each with its line as a tooltip (`<title>`), and a legend.
pub fn svg(l: &Ledger, curve: &Curve, lang: Lang) -> String {
    use std::fmt::Write;
    let (w, h) = (960.0f64, 420.0f64);
    let (left, right, top, bottom) = (56.0, 16.0, 40.0, 48.0);
    let n = curve.points.len().max(2) - 1;
    let lo = curve.points.iter().map(|p| p.value).fold(0.0f64, f64::min).floor() - 1.0;
    let hi = curve.points.iter().map(|p| p.value).fold(0.0f64, f64::max).ceil() + 1.0;
    let x = |i: usize| left + (w - left - right) * i as f64 / n as f64;
    let y = |v: f64| top + (h - top - bottom) * (hi - v) / (hi - lo).max(1.0);
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans, sans-serif" font-size="12">"#
    );
    let _ = writeln!(s, r#"<title>{}</title>"#, xml(&format!("{}: {}", graph_title(lang), l.name)));
    let _ = writeln!(s, r##"<rect x="0" y="0" width="{w}" height="{h}" fill="#ffffff"/>"##);
    let _ = writeln!(
        s,
        r#"<text x="{left}" y="20" font-size="14" font-weight="bold">{}</text>"#,
        xml(&graph_title(lang))
    );
    // The margin's scale: a grid line every few points.
    let step = [1.0, 2.0, 5.0, 10.0, 20.0, 50.0].into_iter().find(|s| (hi - lo) / s <= 8.0).unwrap_or(100.0);
    let mut v = (lo / step).ceil() * step;
    while v <= hi {
        let yy = y(v);
        let colour = if v == 0.0 { "#555555" } else { "#dddddd" };
        let _ = writeln!(
            s,
            r#"<line x1="{left}" y1="{yy:.1}" x2="{:.1}" y2="{yy:.1}" stroke="{colour}"/>"#,
            w - right
        );
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"#,
            left - 6.0,
            yy + 4.0,
            xml(&crate::text::numbers::figure(lang, v, 0))
        );
        v += step;
    }
    // The days: a tick at each day's first event, a date every few days,
    // never closer than a date's width to the one before (quiet days have
    // few events, and their dates would overlap).
    let every = curve.days.len().div_ceil(10).max(1);
    let mut last_label = f64::NEG_INFINITY;
    for (k, (i, d)) in curve.days.iter().enumerate() {
        let xx = x(*i);
        let _ = writeln!(
            s,
            r##"<line x1="{xx:.1}" y1="{:.1}" x2="{xx:.1}" y2="{:.1}" stroke="#999999"/>"##,
            h - bottom,
            h - bottom + 4.0
        );
        if k % every == 0 && xx - last_label >= 40.0 {
            last_label = xx;
            let _ = writeln!(
                s,
                r#"<text x="{xx:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
                h - bottom + 16.0,
                xml(&{
                    use chrono::Datelike;
                    format!("{}/{}", d.day(), d.month())
                })
            );
        }
    }
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
        left + (w - left - right) / 2.0,
        h - 10.0,
        xml(&t!(lang, "ledger-graph-x"))
    );
    let _ = writeln!(
        s,
        r#"<text transform="translate(14 {:.1}) rotate(-90)" text-anchor="middle">{}</text>"#,
        top + (h - top - bottom) / 2.0,
        xml(&t!(lang, "ledger-graph-y"))
    );
    let line: Vec<String> =
        curve.points.iter().enumerate().map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.value))).collect();
    let _ = writeln!(
        s,
        r##"<polyline fill="none" stroke="#1f4e9c" stroke-width="1.5" points="{}"/>"##,
        line.join(" ")
    );
    for m in &curve.marks {
        let (xx, yy) = (x(m.x), y(curve.points[m.x].value));
        let title = xml(&mark_label(l, m, lang));
        match m.kind {
            MarkKind::Decision => {
                let _ = writeln!(
                    s,
                    r##"<path class="mark decision" d="M{:.1},{:.1} L{:.1},{:.1} L{:.1},{:.1} Z" fill="#c0392b"><title>{title}</title></path>"##,
                    xx,
                    yy + 7.0,
                    xx - 6.0,
                    yy - 5.0,
                    xx + 6.0,
                    yy - 5.0
                );
            }
            MarkKind::Luck => {
                let colour = if m.amount >= 0.0 { "#2e8b57" } else { "#e67e22" };
                // A circle drawn as a path of two arcs, as the triangles
                // are paths: ImageMagick's renderer drops a <circle> that
                // holds a <title>.
                let _ = writeln!(
                    s,
                    r#"<path class="mark luck" d="M{:.1},{yy:.1} a5,5 0 1,0 10,0 a5,5 0 1,0 -10,0 Z" fill="{colour}"><title>{title}</title></path>"#,
                    xx - 5.0
                );
            }
        }
    }
    // The legend, right-aligned on the title's line: the triangle, then
    // the luck swings in both colours ("Biggest luck swings: ● for you
    // ● against you"). Widths from the characters (about 7 px each at 12
    // px), so no two entries overlap in either language.
    let decisions = t!(lang, "ledger-graph-decisions");
    let luck = format!("{}:", t!(lang, "ledger-graph-luck"));
    let good = t!(lang, "ledger-graph-luck-good");
    let bad = t!(lang, "ledger-graph-luck-bad");
    let width = |t: &str| t.chars().count() as f64 * 7.0;
    let total = 16.0
        + width(&decisions)
        + 18.0
        + width(&luck)
        + 8.0
        + 14.0
        + width(&good)
        + 10.0
        + 14.0
        + width(&bad);
    let mut lx = w - right - total;
    let _ = writeln!(s, r##"<path d="M{:.1},28 l-6,-12 l12,0 Z" fill="#c0392b"/>"##, lx + 6.0);
    let _ = writeln!(s, r#"<text x="{:.1}" y="26">{}</text>"#, lx + 16.0, xml(&decisions));
    lx += 16.0 + width(&decisions) + 18.0;
    let _ = writeln!(s, r#"<text x="{lx:.1}" y="26">{}</text>"#, xml(&luck));
    lx += width(&luck) + 8.0;
    for (colour, text) in [("#2e8b57", &good), ("#e67e22", &bad)] {
        let _ = writeln!(s, r#"<path d="M{lx:.1},22 a5,5 0 1,0 10,0 a5,5 0 1,0 -10,0 Z" fill="{colour}"/>"#);
        let _ = writeln!(s, r#"<text x="{:.1}" y="26">{}</text>"#, lx + 14.0, xml(text));
        lx += 14.0 + width(text) + 10.0;
    }
    s.push_str("</svg>\n");
    s
}
