//! Checking a translation against the English messages: the messages it
//! lacks (shown in English), those English does not have, the malformed ones
//! (Fluent syntax errors, a message written twice) and those that use a
//! variable the English message is not given. `londons-burning
//! check-translation DIR` prints the report; the tests check the built-in
//! languages with it.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A message's variables (`$name`), by message id.
pub type Variables = BTreeMap<String, BTreeSet<String>>;

fn inline_vars(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expr_vars(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        _ => {}
    }
}

fn expr_vars(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, out),
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
    }
}

fn pattern_vars(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr_vars(expression, out);
        }
    }
}

/// The messages of one `.ftl` source with their variables (syntax errors
/// skipped: see [`problems`]).
pub fn messages(src: &str) -> Variables {
    let res = match fluent_syntax::parser::parse(src) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = Variables::new();
    for e in &res.body {
        if let Entry::Message(m) = e {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            out.insert(m.id.name.to_string(), vars);
        }
    }
    out
}

fn pattern_text(p: &Pattern<&str>, out: &mut String) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression: Expression::Select { variants, .. } } => {
                for v in variants {
                    out.push(' ');
                    pattern_text(&v.value, out);
                }
            }
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::VariableReference { id }),
            } => {
                out.push_str("{ $");
                out.push_str(id.name);
                out.push_str(" }");
            }
            PatternElement::Placeable { .. } => {}
        }
    }
}

/// The words of every message of one `.ftl` source: its text, every
/// variant of its selectors one after the other, its variables as `{ $name }`.
pub fn texts(src: &str) -> Vec<(String, String)> {
    let res = match fluent_syntax::parser::parse(src) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = Vec::new();
    for e in &res.body {
        if let Entry::Message(m) = e {
            let mut t = String::new();
            if let Some(p) = &m.value {
                pattern_text(p, &mut t);
            }
            out.push((m.id.name.to_string(), t));
        }
    }
    out
}

/// The syntax errors of one `.ftl` source, with their line numbers, and the
/// messages it writes twice.
pub fn problems(src: &str) -> Vec<String> {
    let line = |pos: usize| src[..pos.min(src.len())].matches('\n').count() + 1;
    let mut out = Vec::new();
    let res = match fluent_syntax::parser::parse(src) {
        Ok(r) => r,
        Err((r, errs)) => {
            for e in errs {
                out.push(format!("line {}: {e}", line(e.pos.start)));
            }
            r
        }
    };
    let mut seen = BTreeSet::new();
    for e in &res.body {
        if let Entry::Message(m) = e
            && !seen.insert(m.id.name)
        {
            out.push(format!("{}: written twice", m.id.name));
        }
    }
    if out.is_empty() && !res.body.iter().any(|e| matches!(e, Entry::Message(_))) {
        out.push("no messages".to_string());
    }
    out
}

/// The English messages with their variables.
pub fn english() -> Variables {
    let mut all = Variables::new();
    for src in super::embedded("en").unwrap_or_default() {
        all.extend(messages(src));
    }
    all
}

/// What a translation lacks or gets wrong, against English.
#[derive(Debug, Default)]
pub struct Report {
    /// English messages it does not have (shown in English).
    pub missing: Vec<String>,
    /// Messages English does not have (never shown).
    pub extra: Vec<String>,
    /// Syntax errors and messages written twice, per file.
    pub malformed: Vec<String>,
    /// Messages that use variables the English message is not given.
    pub unknown_variables: Vec<String>,
}

impl Report {
    /// Errors: malformed messages, unknown variables and extra messages
    /// (a misspelt id); missing messages are only shown in English.
    pub fn errors(&self) -> usize {
        self.malformed.len() + self.unknown_variables.len() + self.extra.len()
    }

    /// Checks sources (file name, text) against English.
    pub fn of_sources(files: &[(String, String)]) -> Report {
        let english = english();
        let mut r = Report::default();
        let mut ours = Variables::new();
        for (name, src) in files {
            for p in problems(src) {
                r.malformed.push(format!("{name}: {p}"));
            }
            for (id, vars) in messages(src) {
                if ours.insert(id.clone(), vars).is_some() {
                    r.malformed.push(format!("{name}: {id}: also in another file"));
                }
            }
        }
        for (id, vars) in &ours {
            match english.get(id) {
                None => r.extra.push(id.clone()),
                Some(en) => {
                    let unknown: Vec<&String> = vars.difference(en).collect();
                    if !unknown.is_empty() {
                        let names: Vec<String> = unknown.iter().map(|v| format!("${v}")).collect();
                        let given: Vec<String> = en.iter().map(|v| format!("${v}")).collect();
                        r.unknown_variables.push(format!(
                            "{id}: uses {} (English gives {})",
                            names.join(", "),
                            if given.is_empty() { "none".to_string() } else { given.join(", ") }
                        ));
                    }
                }
            }
        }
        r.missing = english.keys().filter(|id| !ours.contains_key(*id)).cloned().collect();
        r
    }
}

/// Checks a folder of `.ftl` files (a language) against English.
pub fn check_folder(dir: &Path) -> Result<Report, crate::files::FileError> {
    let files = super::read_ftl_files(dir)?;
    let named: Vec<(String, String)> = files
        .into_iter()
        .map(|(p, s)| (p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(), s))
        .collect();
    Ok(Report::of_sources(&named))
}
