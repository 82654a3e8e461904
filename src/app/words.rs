//! The words of the table's options (`crate::table::Label`): how the
//! prompt's buttons and the advisor's panel name them.

use crate::text::Lang;
use crate::rules::Campaign;
use crate::rules::combat::Craft;
use crate::text::{craft_name, dir_msg, level_name, site_name};
use crate::table::{Label, Risk, TableOption};

/// A chance as a whole percentage, never 0 for a chance above zero.
pub fn percent(p: f64) -> String {
    format!("{:.0}", (p * 100.0).max(1.0))
}

/// An option's label, with what it risks.
pub fn option_text(c: &Campaign, o: &TableOption, lang: Lang) -> String {
    let label = label_text(c, &o.label, lang);
    match o.risk.and_then(|r| risk_text(r, lang)) {
        Some(r) => format!("{label} {r}"),
        None => label,
    }
}

/// What a move risks, as a label's tail.
pub fn risk_text(r: Risk, lang: Lang) -> Option<String> {
    let mut parts = Vec::new();
    if r.caught > 0.0 {
        parts.push(t!(lang, "risk-caught", p = percent(r.caught)));
    }
    if r.lost > 0.0 {
        parts.push(t!(lang, "risk-contact", p = percent(r.lost)));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// A label in words.
pub fn label_text(c: &Campaign, label: &Label, lang: Lang) -> String {
    let ed = c.edition();
    let german = |id: u8| craft_name(ed, Craft::German(id), lang);
    let dir = |d| t!(lang, dir_msg(ed, d));
    let marks = |sun: bool, head_on: bool| {
        let mut s = String::new();
        if sun {
            s.push_str(" ☀");
        }
        if head_on {
            s.push_str(" ⇄");
        }
        s
    };
    match label {
        Label::Choice(ch) => ch.label(ed, lang),
        Label::StandBy => t!(lang, "opt-stand-by"),
        Label::BothStandBy => t!(lang, "quick-both-stand-by"),
        Label::Patrol => t!(lang, "opt-patrol-form"),
        Label::Attack { target, level, odds: Some(o) } => t!(
            lang,
            "opt-attack-odds",
            target = german(*target),
            level = level_name(*level, lang),
            fire = format!("{:.0}", o.fire * 100.0),
            bursts = format!("{:.1}", o.expected_bursts)
        ),
        Label::Attack { target, level, odds: None } => {
            t!(lang, "opt-attack-head-on", target = german(*target), level = level_name(*level, lang))
        }
        Label::BothAttack { target, first } => {
            t!(lang, "quick-both-attack", target = german(*target), n = first + 1)
        }
        Label::Pass => t!(lang, "opt-pass"),
        Label::Withdraw => t!(lang, "opt-withdraw"),
        Label::AllBursts { n } => t!(lang, "quick-all-bursts", n = n),
        Label::ReplacePlane { plane } => t!(lang, "opt-replace-plane", plane = ed.plane_name(*plane)),
        Label::RepairSite { site, damage } => {
            t!(lang, "opt-repair-site-damage", site = site_name(ed, *site as usize, lang), points = damage)
        }
        Label::EndRepairs => t!(lang, "opt-end-repairs"),
        Label::Land { choice, distance } => {
            format!("{} ({})", choice.label(ed, lang), t!(lang, "hexes", n = distance))
        }
        Label::BothLand { site } => t!(lang, "quick-both-land", site = site_name(ed, *site as usize, lang)),
        Label::BothPlace { choice } => t!(lang, "quick-both-place", pos = choice.label(ed, lang)),
        Label::Stay => t!(lang, "opt-stay"),
        Label::Scramble { dir: d } => t!(lang, "quick-scramble", dir = dir(*d)),
        Label::BothScramble { dir: d } => t!(lang, "quick-both-scramble", dir = dir(*d)),
        Label::TakeOff { dir: d } => t!(lang, "opt-take-off", dir = dir(*d)),
        Label::StandDown => t!(lang, "opt-stand-down"),
        Label::Intercept { hex, level, sun, head_on } => format!(
            "{}{}",
            t!(lang, "opt-intercept", hex = hex, level = level_name(*level, lang)),
            marks(*sun, *head_on)
        ),
        Label::BothIntercept { hex } => t!(lang, "quick-both-intercept", hex = hex),
        Label::CloseIn { hex, level } => t!(lang, "opt-close-in", hex = hex, level = level_name(*level, lang)),
        Label::BothCloseIn => t!(lang, "quick-both-close-in"),
        Label::FlyOn => t!(lang, "fly-on"),
        Label::Advised(ch) => crate::text::coach::choice_name(c, ch, lang),
    }
}

/// The hover text of an option, where it has one.
pub fn option_hint(o: &TableOption, lang: Lang) -> Option<String> {
    match o.label {
        Label::FlyOn => Some(t!(lang, "fly-on-hint")),
        Label::Patrol => Some(t!(lang, "patrol-form-hint")),
        Label::Advised(_) => Some(crate::text::coach::advised_button_hint(lang)),
        _ => None,
    }
}
