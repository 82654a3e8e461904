//! The one number formatter of each language (issue 28, item 8): every
//! number a player reads is written here, in a sentence through Fluent (the
//! bundles' formatter, [`fluent`]) or in Rust through the functions below.
//!
//! - English (and a loaded language whose code starts with `en`): a decimal
//!   point and a comma between thousands: `0.31`, `15,000`, `31%`.
//! - Spanish, and every other language: a decimal comma and a point between
//!   thousands: `0,31`, `15.000`, `31 %` (a space before the sign, as the
//!   RAE and the ISO write it).
//!
//! A value that rounds to zero is never written with a minus sign (`0.0`,
//! not `-0.0`); a value that is not finite is written `—`.
//!
//! In a Fluent message a number argument is written by this formatter too:
//! its decimals as many as the argument was given with (`t!(.., x = "0.31")`
//! → `0,31`), its thousands grouped. Numbers that name rather than count
//! are left as given: the arguments named `year`, `seed`, `rule`, `section`
//! and `options` always (`NAMES` in text/mod.rs: "1940", "14.1" in every
//! language, whatever a translation writes); in a message,
//! `NUMBER($n, useGrouping: "false")` keeps a number's digits ungrouped
//! ("Campaign 1000") and `VERBATIM($x)` writes it as given.

use super::Lang;
use fluent_bundle::FluentValue;

/// How a language writes numbers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Style {
    decimal: char,
    group: char,
    /// Between a number and `%`.
    percent_gap: &'static str,
}

const POINT: Style = Style { decimal: '.', group: ',', percent_gap: "" };
const COMMA: Style = Style { decimal: ',', group: '.', percent_gap: " " };

fn style_of(code: &str) -> Style {
    if code == "en" || code.starts_with("en-") || code.starts_with("en_") { POINT } else { COMMA }
}

fn style(lang: Lang) -> Style {
    style_of(lang.code())
}

/// `n` with its thousands grouped: `15,000` (en), `15.000` (es).
pub fn integer(lang: Lang, n: i64) -> String {
    write(style(lang), n as f64, 0, true)
}

/// `x` rounded to `places` decimals: `0.31` (en), `0,31` (es); thousands
/// grouped. Never `-0.0`.
pub fn decimal(lang: Lang, x: f64, places: usize) -> String {
    write(style(lang), x, places, true)
}

/// `x` with its sign always shown (`+3`, `-2`, `0`), `places` decimals.
pub fn signed(lang: Lang, x: f64, places: usize) -> String {
    let s = decimal(lang, x, places);
    if s.starts_with('-') || is_zero(x, places) || !x.is_finite() { s } else { format!("+{s}") }
}

/// A fraction (0.31) as a percentage with `places` decimals: `31%` (en),
/// `31 %` (es).
pub fn percent(lang: Lang, fraction: f64, places: usize) -> String {
    let st = style(lang);
    format!("{}{}%", write(st, fraction * 100.0, places, true), st.percent_gap)
}

/// The number of a percentage (0.31 → `31`), without the sign: for a
/// message that writes `%` itself.
pub fn percent_number(lang: Lang, fraction: f64, places: usize) -> String {
    write(style(lang), fraction * 100.0, places, true)
}

/// A value with its standard error: `0.31 ± 0.04` (en), `0,31 ± 0,04` (es).
pub fn estimate(lang: Lang, mean: f64, se: f64, places: usize) -> String {
    format!("{} ± {}", decimal(lang, mean, places), decimal(lang, se, places))
}

/// A figure that may be below zero, as the coach and the ledger set it in
/// a sentence or a table: [`decimal`] with a true minus sign (U+2212,
/// `−6.0`, the width of `+`) rather than a hyphen; never `−0.0`; not
/// finite is `—`.
pub fn figure(lang: Lang, x: f64, places: usize) -> String {
    let s = decimal(lang, x, places);
    match s.strip_prefix('-') {
        Some(rest) => format!("−{rest}"),
        None => s,
    }
}

/// [`figure`] with its sign always shown: `+4.2`, `−6.0`, `0.0`.
pub fn signed_figure(lang: Lang, x: f64, places: usize) -> String {
    let s = figure(lang, x, places);
    if s.starts_with('−') || is_zero(x, places) || !x.is_finite() { s } else { format!("+{s}") }
}

fn is_zero(x: f64, places: usize) -> bool {
    let scale = 10f64.powi(places as i32);
    (x * scale).round() == 0.0
}

/// The one writer: rounds half away from zero at `places` decimals.
fn write(st: Style, x: f64, places: usize, grouped: bool) -> String {
    if !x.is_finite() {
        return "—".to_string();
    }
    let places = places.min(12);
    let raw = format!("{:.*}", places, x.abs());
    let negative = x < 0.0 && !is_zero(x, places) && raw.bytes().any(|b| (b'1'..=b'9').contains(&b));
    let (int, frac) = match raw.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (raw.as_str(), None),
    };
    let mut out = String::with_capacity(raw.len() + 4);
    if negative {
        out.push('-');
    }
    let digits = int.len();
    for (i, ch) in int.chars().enumerate() {
        if grouped && i > 0 && (digits - i) % 3 == 0 {
            out.push(st.group);
        }
        out.push(ch);
    }
    if let Some(f) = frac {
        out.push(st.decimal);
        out.push_str(f);
    }
    out
}

/// The Fluent bundles' formatter for a language code: every number
/// argument of a message written in the language's style (see the module's
/// notes). Strings are left to Fluent.
pub(super) fn fluent<M>(code: &str) -> fn(&FluentValue, &M) -> Option<String> {
    if style_of(code) == POINT { fluent_point::<M> } else { fluent_comma::<M> }
}

/// Fluent's `NUMBER($x, useGrouping: "false")`: the options on a number;
/// an argument that is not one (a seed too long for a float is passed as
/// its digits) is left as it is.
pub(super) fn number_function<'a>(
    positional: &[FluentValue<'a>],
    named: &fluent_bundle::FluentArgs,
) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::Number(n)) => {
            let mut n = n.clone();
            n.options.merge(named);
            FluentValue::Number(n)
        }
        Some(other) => other.clone(),
        None => FluentValue::Error,
    }
}

/// Fluent's `VERBATIM($rule)`: a number that is a name, written as it was
/// given — a rule section ("14.1", never "14,1"), a list of them.
pub(super) fn verbatim_function<'a>(
    positional: &[FluentValue<'a>],
    _named: &fluent_bundle::FluentArgs,
) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::Number(n)) => FluentValue::String(n.as_string()),
        Some(other) => other.clone(),
        None => FluentValue::Error,
    }
}

fn fluent_point<M>(v: &FluentValue, _: &M) -> Option<String> {
    fluent_number(POINT, v)
}

fn fluent_comma<M>(v: &FluentValue, _: &M) -> Option<String> {
    fluent_number(COMMA, v)
}

fn fluent_number(st: Style, v: &FluentValue) -> Option<String> {
    let FluentValue::Number(n) = v else { return None };
    if !n.value.is_finite() {
        return None;
    }
    // As many decimals as the argument was written with (or the value has).
    let shown = n.value.to_string();
    let own = shown.split_once('.').map(|(_, f)| f.len()).unwrap_or(0);
    let places = n.options.minimum_fraction_digits.unwrap_or(0).max(own);
    Some(write(st, n.value, places, n.options.use_grouping))
}
