//! Your own dice in words (issue 32): the question a step asks of a player
//! who rolls, the counters of a cup, a value refused, the mark of a value
//! entered, and the lines of a dice file (`report --format dice`,
//! `autoplay --dice`). The engine (`rules::dice`) returns them as data.

use super::{Lang, Localize};
use crate::edition::Edition;
use crate::rules::combat::Craft;
use crate::rules::dice::{Counter, DiceError, Question};
use crate::t;

impl Localize for DiceError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            DiceError::OutOfRange { kind, sides, value, .. } => {
                let what = match kind {
                    Some(k) => format!("{} ({})", t!(lang, k.msg()), k.rule()),
                    None => t!(lang, "dice-scripted"),
                };
                if kind.is_some_and(|k| k.is_draw()) {
                    t!(lang, "dice-refused-draw", value = value, n = sides, what = what)
                } else {
                    t!(lang, "dice-refused-die", value = value, sides = sides, what = what)
                }
            }
            DiceError::Unused { die } => t!(lang, "dice-unused", n = die + 1),
        }
    }
}

/// A counter's name as the player reads it on the counter: a pilot's rank
/// and name, a German aircraft ("Me109E #4"), a raid-size marker, a target.
pub fn counter_name(ed: &Edition, c: Counter, lang: Lang) -> String {
    match c {
        Counter::Pilot(p) => super::events::pilot_name(ed, p),
        Counter::Aircraft(g) => super::events::craft_name(ed, Craft::German(g), lang),
        Counter::RaidMarker(m) => match ed.raid_markers.get(m as usize) {
            Some(&marker) => super::events::marker_name(marker, lang),
            None => format!("#{m}"),
        },
        Counter::Target(s) if (s as usize) < ed.sites.len() => super::events::site_name(ed, s as usize, lang),
        Counter::Target(s) => format!("#{s}"),
    }
}

/// The names of a cup's counters, as a dice file writes them: a name two
/// counters share is written with its place among them ("3 raiders (2)"),
/// so that the file names one counter.
pub fn counter_names(ed: &Edition, counters: &[Counter], lang: Lang) -> Vec<String> {
    let names: Vec<String> = counters.iter().map(|&c| counter_name(ed, c, lang)).collect();
    names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let same = names.iter().filter(|m| *m == n).count();
            if same > 1 {
                let k = names[..i].iter().filter(|m| *m == n).count() + 1;
                format!("{n} ({k})")
            } else {
                n.clone()
            }
        })
        .collect()
}

/// What a step asks of the player: "Roll 1d6: flight path (6.4)", "Roll 2d6:
/// reported altitude (5.3)", "Draw a counter from the cup (12): raider
/// (5.3)".
///
/// A raider drawn face down is asked for at its reveal: "Turn the raiders
/// face up (7.1): which counter is the next raider? 3 raiders were drawn
/// face down. …" (`q.dice`: the raiders of the throw, the panel's "die k
/// of n" says which is asked).
pub fn question_prompt(q: &Question, lang: Lang) -> String {
    let what = t!(lang, q.kind.msg());
    if let Some(rule) = q.reveal {
        let id = if rule == "11.4" { "dice-ask-home" } else { "dice-ask-reveal" };
        return t!(lang, id, rule = rule, n = q.dice, of = q.sides);
    }
    if q.is_draw() {
        t!(lang, "dice-ask-draw", n = q.sides, what = what, rule = q.rule())
    } else {
        t!(lang, "dice-ask-roll", n = q.dice, sides = q.sides, what = what, rule = q.rule())
    }
}

/// The mark of a roll in the log: entered by the player, or the program's.
pub fn roll_mark(entered: bool, lang: Lang) -> String {
    if entered { t!(lang, "dice-mark-entered") } else { t!(lang, "dice-mark-program") }
}

/// What a question asks, as a dice file's line would say it:
/// "flight-path 6.4".
pub fn question_line(q: &Question) -> String {
    format!("{} {}", q.kind.id(), q.rule())
}

/// The error of a dice file whose line is not what the game asks:
/// "line N: the file says X, the game asks Y".
pub fn file_mismatch(line: usize, says: &str, q: &Question, lang: Lang) -> String {
    t!(
        lang,
        "dice-file-mismatch",
        line = line,
        says = says,
        asks = format!("{} — {}", question_line(q), question_prompt(q, lang))
    )
}

/// The error of a dice file that ends before the game does.
pub fn file_ends(line: usize, q: &Question, lang: Lang) -> String {
    t!(
        lang,
        "dice-file-ends",
        line = line,
        asks = format!("{} — {}", question_line(q), question_prompt(q, lang))
    )
}

/// The error of a dice file with lines left when the game is over.
pub fn file_left(line: usize, says: &str, lang: Lang) -> String {
    t!(lang, "dice-file-left", line = line, says = says)
}
