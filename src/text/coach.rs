//! The coach's words (issue 23): every sentence the advisor's panel says
//! to the player (a move named in full, the reason against the runner-up,
//! "equally good", the likely targets, the ± figures), from the Fluent
//! messages `coach-*` in `assets/i18n/<lang>/coach.ftl`. The campaign
//! review's and the yardstick's words are in [`super::review`]. Outside
//! `app/`: the command line and the report say them too.

use crate::edition::Edition;
use crate::rules::Campaign;
use crate::rules::Choice;
use crate::rules::movement::MoveAction;
use crate::sim::advisor::{Advice, Est, RaidTarget, Why};
use crate::sim::reason::{Compared, Measure, Note, Reason, RuleWhy, TieBreak, Verdict};
use crate::t;
use crate::text::{Lang, craft_name, dir_msg, level_name, pilot_name, site_name};

/// Every number the coach writes, through the one number formatter
/// (`text::numbers::figure`): `places` decimals, the language's decimal
/// mark (a comma in Spanish) and thousands, a true minus sign, and never a
/// negative zero ("−0.00" reads "0.00").
fn decimal(lang: Lang, x: f64, places: usize) -> String {
    crate::text::numbers::figure(lang, x, places)
}

/// Decimals of every figure in points the coach shows (the options table,
/// the reasons, the review): the same everywhere.
const PLACES: usize = 2;
/// Decimals of every chance in per cent with its error.
const PCT_PLACES: usize = 1;

/// "0.92 ± 0.10": a figure in points and its standard error, always with
/// [`PLACES`] decimals.
pub fn est(mean: f64, se: f64, lang: Lang) -> String {
    format!("{} ± {}", decimal(lang, mean, PLACES), decimal(lang, se, PLACES))
}

/// A figure in points alone, as [`est`] writes it.
pub fn points(x: f64, lang: Lang) -> String {
    decimal(lang, x, PLACES)
}

/// "42.0 ± 3.1 %": a chance and its standard error, always with
/// [`PCT_PLACES`] decimals.
pub fn pct_est(mean: f64, se: f64, lang: Lang) -> String {
    let (m, e) = ((mean * 100.0).clamp(0.0, 100.0), se * 100.0);
    format!("{} ± {} %", decimal(lang, m, PCT_PLACES), decimal(lang, e, PCT_PLACES))
}

/// A chance as a whole percentage ("40 %").
pub(crate) fn pct(p: f64, lang: Lang) -> String {
    format!("{} %", decimal(lang, (p * 100.0).clamp(0.0, 100.0), 0))
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

/// Where the raid is going, as far as the player knows.
pub fn target_sentence(ed: &Edition, target: &RaidTarget, moves: Option<u32>, lang: Lang) -> String {
    let site = |s: u8| site_name(ed, s as usize, lang);
    match target {
        RaidTarget::Known(t) => t!(lang, "coach-target-known", site = site(*t)),
        RaidTarget::Likely(v) if v.is_empty() => t!(lang, "coach-target-unknown"),
        RaidTarget::Likely(v) => {
            let list: Vec<String> = v.iter().map(|&(s, p)| format!("{} {}", site(s), pct(p, lang))).collect();
            t!(lang, "coach-target-likely", list = list.join(", "), moves = moves.unwrap_or(0))
        }
    }
}

/// "The He111 #3 carries 2 bombs."
pub(crate) fn quarry_sentence(ed: &Edition, id: u8, bombs: u8, lang: Lang) -> String {
    let name = craft_name(ed, crate::rules::combat::Craft::German(id), lang);
    t!(lang, "coach-quarry", name = name, bombs = bombs)
}

/// A measure's value for one option, as the options table shows it.
fn value(m: Measure, e: &Est, lang: Lang) -> String {
    match m {
        Measure::NoBombing => pct_est(e.mean, e.se, lang),
        _ => est(e.mean, e.se, lang),
    }
}

/// Whether the Luftwaffe's target points of the options compared (their
/// changes over the rollouts) are said as the points taken off: none rises
/// and one falls, as at night, when only repairs change them (12.1). The
/// reasons and the advisor's options table both ask here.
pub fn taken_off(target_points: &[f64]) -> bool {
    target_points.iter().all(|p| *p <= 0.0) && target_points.iter().any(|p| *p < 0.0)
}

/// How a comparison on measure `m` of the values `a` and `b` is said: its
/// message key and the two values as the player reads them. Target points
/// are the Luftwaffe's change over the rollouts; at night only repairs
/// change them (12.1), so they can only fall: said as the points taken off
/// ("2.00 against 0.00"), not as negative points gained ("−2.00").
fn worded(m: Measure, a: &Est, b: &Est, lang: Lang) -> (&'static str, String, String) {
    if m == Measure::TargetPoints && taken_off(&[a.mean, b.mean]) {
        let off = |e: &Est| est(-e.mean, e.se, lang);
        return ("target-points-off", off(a), off(b));
    }
    (measure_key(m), value(m, a, lang), value(m, b, lang))
}

/// The difference in the measure's better direction (positive when it
/// favours the advised option), with its standard error.
fn favoured_gap(m: Measure, gap: &Est, lang: Lang) -> String {
    let g = m.sign() * gap.mean;
    match m {
        Measure::NoBombing => pct_est_signed(g, gap.se, lang),
        _ => est(g, gap.se, lang),
    }
}

/// A difference of chances, which may be negative ("−3.0 ± 1.2 points of per cent").
fn pct_est_signed(mean: f64, se: f64, lang: Lang) -> String {
    format!("{} ± {} %", decimal(lang, mean * 100.0, PCT_PLACES), decimal(lang, se * 100.0, PCT_PLACES))
}

fn measure_key(m: Measure) -> &'static str {
    match m {
        Measure::TargetPoints => "target-points",
        Measure::NoBombing => "no-bombing",
        Measure::PilotsLost => "pilots-lost",
        Measure::RafLosses => "raf-losses",
        Measure::Victories => "victories",
        Measure::Fatigue => "fatigue",
        Measure::Value => "value",
    }
}

/// "victories 0.40 ± 0.05 against 0.35 ± 0.05" (a part of the whole).
fn part(c: &Compared, lang: Lang) -> String {
    let (m, a, b) = worded(c.measure, &c.advised, &c.compared, lang);
    t!(lang, "coach-part", m = m, a = a, b = b)
}

/// The rule's reason for a decision the expert settles by rule (12.1,
/// 11.5), `option` naming its choice.
pub fn rule_sentence(c: &Campaign, choice: &Choice, why: RuleWhy, option: &str, lang: Lang) -> String {
    let ed = c.edition();
    match why {
        RuleWhy::Plane => {
            let plane = match choice {
                Choice::ReplacePlane { plane } => Some(*plane as usize),
                _ => None,
            };
            let pilot = (0..2u8)
                .find(|&f| plane.is_some() && c.state().plane_of(ed, f) == plane)
                .and_then(|f| c.state().pilot_in(f))
                .map(|p| pilot_name(ed, p as u8));
            match pilot {
                Some(pilot) => t!(lang, "advice-plane", option = option, pilot = pilot),
                None => t!(lang, "advice-plane-reserve", option = option),
            }
        }
        RuleWhy::Site { more: 0, points } => t!(lang, "advice-site-clears", option = option, points = points),
        RuleWhy::Site { more, points } => {
            t!(lang, "advice-site-more", option = option, n = more, points = points)
        }
        RuleWhy::Pilot { fatigue, alone: true } => t!(lang, "advice-pilot", option = option, f = fatigue),
        RuleWhy::Pilot { fatigue, alone: false } => {
            t!(lang, "advice-pilot-as-fresh", option = option, f = fatigue)
        }
        RuleWhy::Other => t!(lang, "advice-rule-other", option = option),
    }
}

/// Why the expert's option rather than the other, in words: the measure
/// that separates them with both values and the difference, or that only
/// the whole does (with its parts), or that they are equal within noise
/// and why the expert still picks its option; then how far the rollouts
/// look, where that matters. `name` names a choice as the screen does.
pub fn because(r: &Reason, c: &Campaign, lang: Lang, name: &dyn Fn(&Choice) -> String) -> String {
    let (option, other) = (name(&r.advised), name(&r.compared));
    let m = r.measure;
    let (key, a, b) = worded(m, &r.advised_value, &r.compared_value, lang);
    let gap = favoured_gap(m, &r.gap, lang);
    let mut out = Vec::new();
    match r.verdict {
        Verdict::Better => out.push(t!(
            lang,
            "coach-better",
            option = option,
            other = other,
            m = key,
            a = a,
            b = b,
            gap = gap
        )),
        Verdict::Whole => {
            let parts: Vec<String> = r.parts.iter().map(|p| part(p, lang)).collect();
            out.push(t!(
                lang,
                "coach-whole",
                option = option,
                other = other,
                a = a,
                b = b,
                gap = gap,
                parts = parts.join("; ")
            ))
        }
        Verdict::Equal { tie } => {
            let diff = est(r.gap.mean, r.gap.se, lang);
            out.push(t!(
                lang,
                "coach-equal",
                option = option.clone(),
                other = other,
                a = a,
                b = b,
                gap = diff
            ));
            out.push(match tie {
                TieBreak::Rule { why } => {
                    format!(
                        "{} {}",
                        t!(lang, "coach-tie-rule"),
                        rule_sentence(c, &r.advised, why, &option, lang)
                    )
                }
                TieBreak::Identical => t!(lang, "coach-tie-identical"),
                TieBreak::KeepsOut => t!(lang, "coach-tie-keeps-out", option = option),
                TieBreak::RuleOfThumb => t!(lang, "coach-tie-rule-of-thumb", option = option),
                TieBreak::HigherMean => t!(lang, "coach-tie-higher-mean", option = option),
                TieBreak::Weighed => t!(lang, "coach-tie-weighed", option = option),
            });
        }
        Verdict::Same if r.advised == r.compared => out.push(t!(lang, "coach-same", option = option)),
        Verdict::Same => out.push(t!(lang, "coach-same-outcome", option = option, other = other)),
        Verdict::Rule { why } => {
            out.push(rule_sentence(c, &r.advised, why, &option, lang));
            let diff = est(-r.gap.mean, r.gap.se, lang);
            out.push(t!(lang, "coach-rule-against", other = other, a = a, b = b, gap = diff));
        }
    }
    if let Some(n) = r.note {
        out.push(match n {
            Note::PhaseOnly => t!(lang, "coach-note-phase-only"),
            Note::NightOnly => t!(lang, "coach-note-night-only"),
            Note::Reserve => t!(lang, "coach-note-reserve"),
            Note::HeadOn => t!(lang, "coach-note-head-on", option = name(&r.advised)),
        });
    }
    out.join(" ")
}

/// The advice's reason, as a coach says it: why the choice rather than
/// the runner-up ([`because`]; how many more are as good), where the raid is going as far as the player knows, what the
/// Germans attacked carry, the rule of a decision settled by rule.
/// `name` names a choice as the screen does.
pub fn reason(a: &Advice, c: &Campaign, lang: Lang, name: &dyn Fn(&Choice) -> String) -> String {
    let option = name(&a.choice);
    let mut out: Vec<String> = Vec::new();
    match &a.versus {
        Some(v) => {
            out.push(because(v, c, lang, name));
            if a.equally_good.len() > 2 {
                // More options as good as the choice: marked = in the table.
                out.push(t!(lang, "coach-equal-more", n = a.equally_good.len() - 2));
            }
        }
        None => {
            // One option weighed: the rule's reason, if any.
            let rule = match &a.why {
                Why::Plane { .. } => Some(RuleWhy::Plane),
                Why::Site { more, points, .. } => Some(RuleWhy::Site { more: *more, points: *points }),
                Why::Pilot { fatigue, alone, .. } => {
                    Some(RuleWhy::Pilot { fatigue: *fatigue, alone: *alone })
                }
                _ => None,
            };
            match rule {
                Some(why) => out.push(rule_sentence(c, &a.choice, why, &option, lang)),
                None if !matches!(a.why, Why::Luftwaffe) => {
                    out.push(t!(lang, "coach-only-option", option = option.clone()))
                }
                None => {}
            }
        }
    }
    match &a.why {
        Why::Stop { target, moves_to_target, quarry, .. } => {
            if let Some((q, other)) = quarry {
                out.push(quarry_sentence(c.edition(), q.id, q.bombs, lang));
                if let Some(o) = other {
                    out.push(quarry_sentence(c.edition(), o.id, o.bombs, lang));
                }
            }
            out.push(target_sentence(c.edition(), target, *moves_to_target, lang));
        }
        Why::Position { raid, .. } => out.push(t!(lang, "coach-raid-chance", raid = pct(*raid, lang))),
        Why::Luftwaffe => out.push(t!(lang, "advice-luftwaffe")),
        _ => {}
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

impl Advice {
    /// The advice's reason in `lang` ([`reason`]), its choices named as the
    /// advice names them ([`option_label`]).
    pub fn reason(&self, c: &Campaign, lang: Lang) -> String {
        reason(self, c, lang, &|ch| option_label(c, ch, lang))
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
