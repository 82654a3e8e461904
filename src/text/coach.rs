//! The coach's words (issue 23): every sentence the advisor's panel says
//! to the player (a move named in full, the reason against the runner-up,
//! "equally good", the likely targets, the ± figures), from the Fluent
//! messages `coach-*` in `assets/i18n/<lang>/coach.ftl`. The campaign
//! review's and the yardstick's words are in [`super::review`]. Outside
//! `app/`: the command line and the report say them too.

use crate::rules::Campaign;
use crate::rules::Choice;
use crate::rules::movement::MoveAction;
use crate::edition::Edition;
use crate::sim::advisor::{Advice, Est, Figure, RaidTarget, Versus, Why};
use crate::text::{Lang, craft_name, dir_msg, level_name, pilot_name, site_name};
use crate::{id, t};

/// "0.9 ± 0.1"; "0.23 ± 0.02" when the error is under 0.05 (never a
/// bare "± 0.0").
pub fn est(mean: f64, se: f64) -> String {
    if se < 0.05 { format!("{mean:.2} ± {se:.2}") } else { format!("{mean:.1} ± {se:.1}") }
}

/// "42 ± 3 %" (a chance); "61 ± 0.4 %" when the error is under a point.
pub fn pct_est(mean: f64, se: f64) -> String {
    let (m, e) = ((mean * 100.0).clamp(0.0, 100.0), se * 100.0);
    if e < 0.95 { format!("{m:.1} ± {e:.1} %") } else { format!("{m:.0} ± {e:.0} %") }
}

pub(crate) fn pct(p: f64) -> String {
    format!("{:.0} %", (p * 100.0).clamp(0.0, 100.0))
}

/// A move named in full, as the player would set it up: where it takes
/// off and which way it faces, the altitude, the hex ("Take off facing
/// south-west and climb to 15,000 ft over F7"). None when it is not a
/// legal move of the fighter that must move.
pub fn move_name(c: &Campaign, actions: &[MoveAction], lang: Lang) -> Option<String> {
    let ed = c.edition();
    let f = match c.state().step {
        crate::rules::step::Step::RafMove(f) => f,
        _ => return None,
    };
    let m = c.simulate_move(f, actions).ok()?;
    let dir = |d| t!(lang, dir_msg(ed, d));
    let level = level_name(m.level, lang);
    if let Some(s) = m.landing {
        return Some(t!(lang, "opt-land", site = site_name(ed, s as usize, lang)));
    }
    let how = approach(m.head_on, m.from_sun, lang);
    if m.take_off {
        let took = actions
            .iter()
            .find_map(|a| match a {
                MoveAction::TakeOff(d) => Some(*d),
                _ => None,
            })
            .unwrap_or(m.facing);
        let only = actions.len() == 1;
        return Some(match (only, m.intercepts) {
            (true, _) => t!(lang, "coach-take-off", took = dir(took)),
            (false, false) => t!(
                lang,
                "coach-take-off-climb",
                took = dir(took),
                level = level,
                hex = m.hex,
                facing = dir(m.facing)
            ),
            (false, true) => {
                t!(lang, "coach-take-off-intercept", took = dir(took), hex = m.hex, level = level, how = how)
            }
        });
    }
    if actions.is_empty() {
        return Some(t!(lang, "opt-stay"));
    }
    Some(if m.intercepts {
        t!(lang, "coach-intercept", hex = m.hex, level = level, facing = dir(m.facing), how = how)
    } else {
        t!(lang, "coach-fly-to", hex = m.hex, level = level, facing = dir(m.facing))
    })
}

/// A choice as the coach names it: a move in full ([`move_name`]), a
/// patrol with its altitude and facing, the rest as the advisor names them.
pub fn choice_name(c: &Campaign, choice: &Choice, lang: Lang) -> String {
    let ed = c.edition();
    match choice {
        Choice::Move { actions } => {
            move_name(c, actions, lang).unwrap_or_else(|| option_label(c, choice, lang))
        }
        Choice::Patrol { site, level, facing } => {
            let (s, l, d) = (
                site_name(ed, *site as usize, lang),
                level_name(*level, lang),
                t!(lang, dir_msg(ed, *facing)),
            );
            t!(lang, "coach-patrol", site = s, level = l, facing = d)
        }
        _ => option_label(c, choice, lang),
    }
}

/// "The expert would choose: …"
pub fn advised(option: &str, lang: Lang) -> String {
    t!(lang, "coach-advised", option = option)
}

/// "A or B: equally good here".
pub fn equally_good(names: &[String], lang: Lang) -> String {
    let list = match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!(lang, "coach-list-or", rest = rest.join(", "), last = last),
    };
    t!(lang, "coach-equally-good", list = list)
}

/// The figure that decides, for the choice against the runner-up.
fn figure_compare(v: &Versus, lang: Lang) -> String {
    let (a, b) = (&v.chosen, &v.other);
    let n = |e: &Est| est(e.mean, e.se);
    let p = |e: &Est| pct_est(e.mean, e.se);
    let id = match v.figure {
        Figure::NoBombing => return t!(lang, "coach-figure-no-bombing", chosen = p(a), other = p(b)),
        Figure::Value => return t!(lang, "coach-figure-value", gap = est(v.gap.mean, v.gap.se)),
        Figure::TargetPoints => id!("coach-figure-target-points"),
        Figure::Victories => id!("coach-figure-victories"),
        Figure::RafLosses => id!("coach-figure-raf-losses"),
        Figure::PilotsLost => id!("coach-figure-pilots-lost"),
    };
    t!(lang, id, chosen = n(a), other = n(b))
}

/// "A rather than B: …" (the figure that decides between them).
pub fn rather_than(option: &str, runner_up: &str, v: &Versus, lang: Lang) -> String {
    let f = figure_compare(v, lang);
    t!(lang, "coach-rather-than", f = f, option = option, runner_up = runner_up)
}

/// Where the raid is going, as far as the player knows.
pub fn target_sentence(ed: &Edition, target: &RaidTarget, moves: Option<u32>, lang: Lang) -> String {
    let site = |s: u8| site_name(ed, s as usize, lang);
    match target {
        RaidTarget::Known(t) => t!(lang, "coach-target-known", site = site(*t)),
        RaidTarget::Likely(v) if v.is_empty() => t!(lang, "coach-target-unknown"),
        RaidTarget::Likely(v) => {
            let list: Vec<String> = v.iter().map(|&(s, p)| format!("{} {}", site(s), pct(p))).collect();
            t!(lang, "coach-target-likely", list = list.join(", "), moves = moves.unwrap_or(0))
        }
    }
}

/// "The He111 #3 carries 2 bombs."
pub(crate) fn quarry_sentence(ed: &Edition, id: u8, bombs: u8, lang: Lang) -> String {
    let name = craft_name(ed, crate::rules::combat::Craft::German(id), lang);
    t!(lang, "coach-quarry", name = name, bombs = bombs)
}

fn trade(v: f64, vse: f64, l: f64, lse: f64, lang: Lang) -> String {
    t!(lang, "coach-trade", victories = est(v, vse), losses = est(l, lse))
}

/// The repair of a site at night (12.1): what it still needs.
fn site_sentence(option: &str, more: u8, points: u32, lang: Lang) -> String {
    t!(lang, "coach-site", option = option, more = more, points = points)
}

/// The advice's reason, as a coach says it: the choice against the
/// runner-up on the figure that decides (or that they are equally good),
/// where the raid is going as far as the player knows, the trade.
/// `name` names a choice as the screen does.
pub fn reason(a: &Advice, c: &Campaign, lang: Lang, name: &dyn Fn(&Choice) -> String) -> String {
    let option = name(&a.choice);
    let mut out: Vec<String> = Vec::new();
    // The lead: equally good, or the choice against the runner-up.
    let by_rule = matches!(a.why, Why::Plane { .. } | Why::Site { .. } | Why::Pilot { .. } | Why::Luftwaffe);
    if !by_rule {
        if a.equally_good.len() > 1 {
            let names: Vec<String> =
                a.equally_good.iter().filter_map(|&i| a.top.get(i)).map(|e| name(&e.choice)).collect();
            out.push(equally_good(&names, lang));
        } else if let Some(v) = &a.versus {
            out.push(rather_than(&option, &name(&v.runner_up), v, lang));
        }
    }
    let top = a.top.first();
    let (vse, lse) = top.map(|e| (e.se.victories, e.se.raf_losses)).unwrap_or((0.0, 0.0));
    match &a.why {
        Why::Stop { stop, target, moves_to_target, victories, losses, quarry } => {
            if let Some((q, other)) = quarry {
                out.push(quarry_sentence(c.edition(), q.id, q.bombs, lang));
                if let Some(o) = other {
                    out.push(quarry_sentence(c.edition(), o.id, o.bombs, lang));
                }
            }
            out.push(target_sentence(c.edition(), target, *moves_to_target, lang));
            if a.versus.as_ref().is_none_or(|v| v.figure != Figure::NoBombing) {
                let se = top.map(|e| e.se.no_bombing).unwrap_or(0.0);
                out.push(t!(lang, "coach-stop", option = option, stop = pct_est(*stop, se)));
            }
            out.push(trade(*victories, vse, *losses, lse, lang));
        }
        Why::Trade { victories, losses } => out.push(trade(*victories, vse, *losses, lse, lang)),
        Why::KeepOut { victories, losses, pilots } => out.push(t!(
            lang,
            "coach-keep-out",
            option = option,
            losses = format!("{losses:.1}"),
            pilots = format!("{pilots:.1}"),
            victories = format!("{victories:.1}")
        )),
        Why::Position { raid, stop } => {
            let se = top.map(|e| e.se.no_bombing).unwrap_or(0.0);
            out.push(t!(lang, "coach-position", raid = pct(*raid), stop = pct_est(*stop, se)))
        }
        Why::Site { more, points, .. } => out.push(site_sentence(&option, *more, *points, lang)),
        Why::Plane { .. } | Why::Pilot { .. } | Why::Luftwaffe => out.push(a.reason(c, lang)),
    }
    out.join(" ")
}

/// The panel's line under the figures: how much was weighed.
pub fn rollouts_line(a: &Advice, lang: Lang) -> String {
    t!(lang, "coach-rollouts-line", weighed = a.weighed, rollouts = a.rollouts, total = a.total_rollouts)
}

/// The heading of the panel's figures.
pub fn figures_title(lang: Lang) -> String {
    t!(lang, "coach-figures-title")
}

/// The advised option's own button, when no other button makes the choice
/// alone: its hover text.
pub fn advised_button_hint(lang: Lang) -> String {
    t!(lang, "coach-advised-button-hint")
}

/// "Preselected in the picker: check it and confirm."
pub fn preselected(lang: Lang) -> String {
    t!(lang, "coach-preselected")
}

/// How an interception meets the raid, as a suffix: " head-on", " out of
/// the sun", or nothing.
fn approach(head_on: bool, from_sun: bool, lang: Lang) -> String {
    if head_on {
        t!(lang, "advice-head-on")
    } else if from_sun {
        t!(lang, "advice-from-sun")
    } else {
        String::new()
    }
}

/// A chance as a whole percentage, without the sign.
fn percent(p: f64) -> String {
    format!("{:.0}", (p * 100.0).clamp(0.0, 100.0))
}

fn num(x: f64) -> String {
    format!("{x:.1}")
}

impl Advice {
    /// The advice in one sentence, in `lang`.
    pub fn reason(&self, c: &Campaign, lang: Lang) -> String {
        let ed = c.edition();
        let option = option_label(c, &self.choice, lang);
        let site = |s: u8| crate::text::site_name(ed, s as usize, lang);
        match &self.why {
            Why::Stop { stop, target, victories, losses, .. } => {
                // The raid's target is named only when the player knows it.
                let target = match target {
                    RaidTarget::Known(t) => t!(lang, "advice-target", site = site(*t)),
                    RaidTarget::Likely(_) => String::new(),
                };
                t!(
                    lang,
                    "advice-stop",
                    option = option,
                    p = percent(*stop),
                    target = target,
                    v = num(*victories),
                    l = num(*losses)
                )
            }
            Why::Trade { victories, losses } => {
                t!(lang, "advice-trade", option = option, v = num(*victories), l = num(*losses))
            }
            Why::KeepOut { victories, losses, pilots } => t!(
                lang,
                "advice-keep-out",
                option = option,
                v = num(*victories),
                l = num(*losses),
                p = num(*pilots)
            ),
            Why::Position { raid, stop } => {
                t!(lang, "advice-position", option = option, raid = percent(*raid), p = percent(*stop))
            }
            Why::Plane { plane } => {
                let pilot = (0..2u8)
                    .find(|&f| c.state().plane_of(ed, f) == Some(*plane as usize))
                    .and_then(|f| c.state().pilot_in(f))
                    .map(|p| pilot_name(ed, p as u8));
                match pilot {
                    Some(pilot) => t!(lang, "advice-plane", option = option, pilot = pilot),
                    None => t!(lang, "advice-plane-reserve", option = option),
                }
            }
            Why::Site { more: 0, points, .. } => {
                t!(lang, "advice-site-clears", option = option, points = points)
            }
            Why::Site { more, points, .. } => {
                t!(lang, "advice-site-more", option = option, n = more, points = points)
            }
            Why::Pilot { fatigue, .. } => t!(lang, "advice-pilot", option = option, f = fatigue),
            Why::Luftwaffe => t!(lang, "advice-luftwaffe"),
        }
    }
}

/// A choice as the advice names it: moves by where they end (an
/// interception, a take-off with its facing, a hex and level), the rest
/// by their label.
pub fn option_label(c: &Campaign, choice: &Choice, lang: Lang) -> String {
    let ed: &Edition = c.edition();
    if let Choice::Move { actions } = choice {
        if actions.is_empty() {
            return choice.label(ed, lang);
        }
        let f = match c.state().step {
            crate::rules::step::Step::RafMove(f) => f,
            _ => 0,
        };
        if let Ok(m) = c.simulate_move(f, actions) {
            let level = level_name(m.level, lang);
            if m.take_off {
                let facing = actions
                    .iter()
                    .find_map(|a| match a {
                        MoveAction::TakeOff(d) => Some(*d),
                        _ => None,
                    })
                    .unwrap_or(m.facing);
                return t!(
                    lang,
                    "advice-take-off",
                    dir = t!(lang, dir_msg(ed, facing)),
                    level = level,
                    hex = m.hex
                );
            }
            if m.intercepts {
                let how = approach(m.head_on, m.from_sun, lang);
                return format!("{}{how}", t!(lang, "opt-intercept", hex = m.hex, level = level));
            }
            if let Some(s) = m.landing {
                return t!(lang, "opt-land", site = crate::text::site_name(ed, s as usize, lang));
            }
            return t!(lang, "opt-close-in", hex = m.hex, level = level);
        }
    }
    if let Choice::Attack { target } = choice {
        return t!(
            lang,
            "opt-attack",
            target = craft_name(ed, crate::rules::combat::Craft::German(*target), lang)
        );
    }
    choice.label(ed, lang)
}
