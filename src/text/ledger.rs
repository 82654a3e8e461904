//! The ledger's words (issue 29, item 3; the data: `sim::ledger`): the
//! result, the expert's expectation from the start, what the dice and the
//! decisions made of it, in one line a player understands; the result with
//! average dice; what is left unexplained; the luckiest and unluckiest
//! rolls with their purpose and rule; the luck of each day. The messages
//! are `ledger-*` in `assets/i18n/<lang>/ledger.ftl`.

use crate::edition::Edition;
use crate::rules::events::PhaseId;
use crate::rules::state::Phase;
use crate::sim::ledger::{Ledger, LedgerError};
use crate::sim::luck::{Chance, LuckError};
use crate::text::{Lang, date, phase_msg};
use crate::{id, t};

/// Points with one decimal in `lang` ("4.2", "−6.0"; "4,2" in Spanish),
/// never a negative zero.
pub fn points(x: f64, lang: Lang) -> String {
    let s = format!("{:.1}", x.abs());
    let s = if s == "0.0" || !x.is_finite() { "0.0".to_string() } else { s };
    let s = s.replace('.', &t!(lang, "ledger-decimal-point"));
    if x < 0.0 && !s.chars().all(|c| c == '0' || !c.is_ascii_digit()) { format!("−{s}") } else { s }
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
/// you 4.0, your decisions 2.0." Without the decisions' costs, the rest
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
            cost = points(cost, lang)
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

/// What the ledger leaves unexplained, and the estimate's own error.
pub fn residual(l: &Ledger, lang: Lang) -> String {
    t!(lang, "ledger-residual", residual = points(l.residual, lang), rms = points(l.evaluator_rms, lang))
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
pub fn chance(c: &Chance, lang: Lang) -> String {
    let luck = if c.luck > 0.0 { format!("+{}", points(c.luck, lang)) } else { points(c.luck, lang) };
    if c.reveal {
        return t!(lang, "ledger-reveal", when = when(c, lang), rule = c.rule(), luck = luck);
    }
    let faces = if c.kind.is_draw() {
        c.values
            .iter()
            .map(|v| t!(lang, "ledger-draw-face", n = v, of = c.sides))
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
    out.push_str(&format!("{}\n\n{}\n\n{}\n", summary(l, lang), adjusted(l, lang), residual(l, lang)));
    for (title, list) in
        [(id!("ledger-luckiest"), l.luckiest(n)), (id!("ledger-unluckiest"), l.unluckiest(n))]
    {
        if list.is_empty() {
            continue;
        }
        out.push_str(&format!("\n## {}\n\n", t!(lang, title)));
        for c in list {
            out.push_str(&format!("- {}\n", chance(c, lang)));
        }
    }
    out.push_str(&format!("\n## {}\n\n", t!(lang, "ledger-per-day")));
    for d in &l.days {
        let luck = if d.luck > 0.0 { format!("+{}", points(d.luck, lang)) } else { points(d.luck, lang) };
        out.push_str(&format!("- {}\n", t!(lang, "ledger-day", date = date(d.date, lang), luck = luck)));
    }
    out
}
