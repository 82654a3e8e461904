//! The words of the table's options (`crate::table::Label`): how the
//! prompt's buttons and the advisor's panel name them.

use crate::i18n::{Lang, Msg};
use crate::rules::Campaign;
use crate::rules::combat::Craft;
use crate::rules::decision::plane_name;
use crate::rules::events::{craft_name, dir_msg, level_name, site_name};
use crate::table::{Label, Risk, TableOption};
use crate::tr;

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
        parts.push(tr!(lang, Msg::RiskCaught, p = percent(r.caught)));
    }
    if r.lost > 0.0 {
        parts.push(tr!(lang, Msg::RiskContact, p = percent(r.lost)));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// A label in words.
pub fn label_text(c: &Campaign, label: &Label, lang: Lang) -> String {
    let ed = c.edition();
    let german = |id: u8| craft_name(ed, Craft::German(id), lang);
    let dir = |d| tr!(lang, dir_msg(ed, d));
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
        Label::StandBy => tr!(lang, Msg::OptStandBy),
        Label::BothStandBy => tr!(lang, Msg::QuickBothStandBy),
        Label::Patrol => tr!(lang, Msg::OptPatrolForm),
        Label::Attack { target, level, odds: Some(o) } => tr!(
            lang,
            Msg::OptAttackOdds,
            target = german(*target),
            level = level_name(*level, lang),
            fire = format!("{:.0}", o.fire * 100.0),
            bursts = format!("{:.1}", o.expected_bursts)
        ),
        Label::Attack { target, level, odds: None } => {
            tr!(lang, Msg::OptAttackHeadOn, target = german(*target), level = level_name(*level, lang))
        }
        Label::BothAttack { target, first } => {
            tr!(lang, Msg::QuickBothAttack, target = german(*target), n = first + 1)
        }
        Label::Pass => tr!(lang, Msg::OptPass),
        Label::Withdraw => tr!(lang, Msg::OptWithdraw),
        Label::AllBursts { n } => tr!(lang, Msg::QuickAllBursts, n = n),
        Label::ReplacePlane { plane } => tr!(lang, Msg::OptReplacePlane, plane = plane_name(ed, *plane)),
        Label::RepairSite { site, damage } => {
            tr!(lang, Msg::OptRepairSiteDamage, site = site_name(ed, *site as usize, lang), points = damage)
        }
        Label::EndRepairs => tr!(lang, Msg::OptEndRepairs),
        Label::Land { choice, distance } => {
            format!("{} ({})", choice.label(ed, lang), tr!(lang, Msg::Hexes, n = distance))
        }
        Label::BothLand { site } => tr!(lang, Msg::QuickBothLand, site = site_name(ed, *site as usize, lang)),
        Label::BothPlace { choice } => tr!(lang, Msg::QuickBothPlace, pos = choice.label(ed, lang)),
        Label::Stay => tr!(lang, Msg::OptStay),
        Label::Scramble { dir: d } => tr!(lang, Msg::QuickScramble, dir = dir(*d)),
        Label::BothScramble { dir: d } => tr!(lang, Msg::QuickBothScramble, dir = dir(*d)),
        Label::TakeOff { dir: d } => tr!(lang, Msg::OptTakeOff, dir = dir(*d)),
        Label::StandDown => tr!(lang, Msg::OptStandDown),
        Label::Intercept { hex, level, sun, head_on } => format!(
            "{}{}",
            tr!(lang, Msg::OptIntercept, hex = hex, level = level_name(*level, lang)),
            marks(*sun, *head_on)
        ),
        Label::BothIntercept { hex } => tr!(lang, Msg::QuickBothIntercept, hex = hex),
        Label::CloseIn { hex, level } => tr!(lang, Msg::OptCloseIn, hex = hex, level = level_name(*level, lang)),
        Label::BothCloseIn => tr!(lang, Msg::QuickBothCloseIn),
        Label::FlyOn => tr!(lang, Msg::FlyOn),
        Label::Advised(ch) => crate::coach_words::choice_name(c, ch, lang),
    }
}

/// The hover text of an option, where it has one.
pub fn option_hint(o: &TableOption, lang: Lang) -> Option<String> {
    match o.label {
        Label::FlyOn => Some(tr!(lang, Msg::FlyOnHint)),
        Label::Patrol => Some(tr!(lang, Msg::PatrolFormHint)),
        Label::Advised(_) => Some(crate::coach_words::advised_button_hint(lang)),
        _ => None,
    }
}
