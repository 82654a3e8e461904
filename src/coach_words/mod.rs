//! The coach's words (issue 23): every sentence the advisor's panel, the
//! campaign review (`review.rs`) and the yardstick say to the player, in
//! English and Spanish, one small function per sentence (plain `format!`s,
//! so they move to Fluent files as they are). The names inside them
//! (directions, altitudes, sites, aircraft) come from the translation table
//! as before. Outside `app/`: the command line and the report say them too.

mod review;
pub use review::*;

/// English, or Spanish: the coach's words are written for these two (a
/// language added from the config folder reads them in English).
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum L {
    En,
    Es,
}

pub(crate) fn lang_of(lang: Lang) -> L {
    if lang == Lang::ES { L::Es } else { L::En }
}

use crate::text::Lang;
use crate::rules::Campaign;
use crate::rules::Choice;
use crate::text::{craft_name, dir_msg, level_name, site_name};
use crate::rules::movement::MoveAction;
use crate::sim::advisor::{Advice, Est, Figure, RaidTarget, Versus, Why, option_label};

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
    let how = if m.head_on {
        t!(lang, "advice-head-on")
    } else if m.from_sun {
        t!(lang, "advice-from-sun")
    } else {
        String::new()
    };
    if m.take_off {
        let took = actions
            .iter()
            .find_map(|a| match a {
                MoveAction::TakeOff(d) => Some(*d),
                _ => None,
            })
            .unwrap_or(m.facing);
        let only = actions.len() == 1;
        return Some(match (lang_of(lang), only, m.intercepts) {
            (L::En, true, _) => format!("Take off facing {}", dir(took)),
            (L::Es, true, _) => format!("Despegar encarando al {}", dir(took)),
            (L::En, false, false) => {
                format!(
                    "Take off facing {} and climb to {level} over {}, facing {}",
                    dir(took),
                    m.hex,
                    dir(m.facing)
                )
            }
            (L::Es, false, false) => {
                format!(
                    "Despegar encarando al {} y subir a {level} sobre {}, encarando al {}",
                    dir(took),
                    m.hex,
                    dir(m.facing)
                )
            }
            (L::En, false, true) => {
                format!("Take off facing {} and intercept in {} at {level}{how}", dir(took), m.hex)
            }
            (L::Es, false, true) => {
                format!("Despegar encarando al {} e interceptar en {} a {level}{how}", dir(took), m.hex)
            }
        });
    }
    if actions.is_empty() {
        return Some(t!(lang, "opt-stay"));
    }
    Some(match (lang_of(lang), m.intercepts) {
        (L::En, true) => format!("Intercept in {} at {level}, facing {}{how}", m.hex, dir(m.facing)),
        (L::Es, true) => {
            format!("Interceptar en {} a {level}, encarando al {}{how}", m.hex, dir(m.facing))
        }
        (L::En, false) => format!("Fly to {} at {level}, facing {}", m.hex, dir(m.facing)),
        (L::Es, false) => format!("Volar a {} a {level}, encarando al {}", m.hex, dir(m.facing)),
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
            match lang_of(lang) {
                L::En => format!("Patrol over {s} at {l}, facing {d}"),
                L::Es => format!("Patrullar sobre {s} a {l}, encarando al {d}"),
            }
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
    let or = match lang_of(lang) {
        L::En => " or ",
        L::Es => " o ",
    };
    let list = match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}{or}{last}", rest.join(", ")),
    };
    t!(lang, "coach-equally-good", list = list)
}

/// The figure that decides, for the choice against the runner-up.
fn figure_compare(v: &Versus, lang: Lang) -> String {
    let (a, b) = (&v.chosen, &v.other);
    let n = |e: &Est| est(e.mean, e.se);
    let p = |e: &Est| pct_est(e.mean, e.se);
    match (v.figure, lang_of(lang)) {
        (Figure::NoBombing, L::En) => {
            format!("no target is damaged in {} of the rollouts, against {}", p(a), p(b))
        }
        (Figure::NoBombing, L::Es) => {
            format!("ningún blanco sufre daños en el {} de las simulaciones, frente al {}", p(a), p(b))
        }
        (Figure::TargetPoints, L::En) => format!("{} Luftwaffe target points, against {}", n(a), n(b)),
        (Figure::TargetPoints, L::Es) => {
            format!("{} puntos de blancos para la Luftwaffe, frente a {}", n(a), n(b))
        }
        (Figure::Victories, L::En) => format!("{} victories expected, against {}", n(a), n(b)),
        (Figure::Victories, L::Es) => format!("se esperan {} victorias, frente a {}", n(a), n(b)),
        (Figure::RafLosses, L::En) => format!("{} RAF aircraft lost, against {}", n(a), n(b)),
        (Figure::RafLosses, L::Es) => format!("{} aviones de la RAF perdidos, frente a {}", n(a), n(b)),
        (Figure::PilotsLost, L::En) => format!("{} pilots lost, against {}", n(a), n(b)),
        (Figure::PilotsLost, L::Es) => format!("{} pilotos perdidos, frente a {}", n(a), n(b)),
        (Figure::Value, L::En) => {
            format!("{} points better by the expert's measure", est(v.gap.mean, v.gap.se))
        }
        (Figure::Value, L::Es) => {
            format!("{} puntos mejor según la medida del experto", est(v.gap.mean, v.gap.se))
        }
    }
}

/// "A rather than B: …" (the figure that decides between them).
pub fn rather_than(option: &str, runner_up: &str, v: &Versus, lang: Lang) -> String {
    let f = figure_compare(v, lang);
    t!(lang, "coach-rather-than", f = f, option = option, runner_up = runner_up)
}

/// Where the raid is going, as far as the player knows.
pub fn target_sentence(c: &Campaign, target: &RaidTarget, moves: Option<u32>, lang: Lang) -> String {
    let ed = c.edition();
    let site = |s: u8| site_name(ed, s as usize, lang);
    match target {
        RaidTarget::Known(t) => match lang_of(lang) {
            L::En => format!("The raid is over its target, {}.", site(*t)),
            L::Es => format!("La incursión está sobre su objetivo, {}.", site(*t)),
        },
        RaidTarget::Likely(v) if v.is_empty() => match lang_of(lang) {
            L::En => "The raid's target is not known yet.".to_string(),
            L::Es => "Aún no se sabe cuál es el objetivo de la incursión.".to_string(),
        },
        RaidTarget::Likely(v) => {
            let list: Vec<String> = v.iter().map(|&(s, p)| format!("{} {}", site(s), pct(p))).collect();
            let list = list.join(", ");
            let moves = moves.unwrap_or(0);
            match lang_of(lang) {
                L::En => format!(
                    "The raid's target is not known yet: most likely {list}; the likeliest is {moves} {} away.",
                    if moves == 1 { "move" } else { "moves" }
                ),
                L::Es => format!(
                    "Aún no se sabe su objetivo: lo más probable, {list}; el más probable está a {moves} {}.",
                    if moves == 1 { "movimiento" } else { "movimientos" }
                ),
            }
        }
    }
}

/// "The He111 #3 carries 2 bombs."
pub(crate) fn quarry_sentence(c: &Campaign, id: u8, bombs: u8, lang: Lang) -> String {
    let name = craft_name(c.edition(), crate::rules::combat::Craft::German(id), lang);
    match (lang_of(lang), bombs) {
        (L::En, 0) => format!("{name} carries no bombs."),
        (L::Es, 0) => format!("{name} no lleva bombas."),
        (L::En, 1) => format!("{name} carries 1 bomb."),
        (L::Es, 1) => format!("{name} lleva 1 bomba."),
        (L::En, n) => format!("{name} carries {n} bombs."),
        (L::Es, n) => format!("{name} lleva {n} bombas."),
    }
}

fn trade(v: f64, vse: f64, l: f64, lse: f64, lang: Lang) -> String {
    match lang_of(lang) {
        L::En => format!("{} victories expected for {} aircraft lost.", est(v, vse), est(l, lse)),
        L::Es => format!("Se esperan {} victorias por {} aviones perdidos.", est(v, vse), est(l, lse)),
    }
}

/// The repair of a site at night (12.1): what it still needs.
fn site_sentence(option: &str, more: u8, points: u32, lang: Lang) -> String {
    match (lang_of(lang), more) {
        (L::En, 0) => {
            format!("{option}: this clears it and takes {points} points off the Luftwaffe's score (13.3).")
        }
        (L::Es, 0) => {
            format!("{option}: así queda reparado y resta {points} puntos a la Luftwaffe (13.3).")
        }
        (L::En, 1) => format!(
            "{option}: 1 more repair point after this one clears it, and that takes {points} points off the Luftwaffe's score (13.3)."
        ),
        (L::Es, 1) => format!(
            "{option}: con 1 punto de reparación más queda reparado, y eso resta {points} puntos a la Luftwaffe (13.3)."
        ),
        (L::En, n) => format!(
            "{option}: {n} more repair points after this one clear it, and that takes {points} points off the Luftwaffe's score (13.3)."
        ),
        (L::Es, n) => format!(
            "{option}: con {n} puntos de reparación más queda reparado, y eso resta {points} puntos a la Luftwaffe (13.3)."
        ),
    }
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
                out.push(quarry_sentence(c, q.id, q.bombs, lang));
                if let Some(o) = other {
                    out.push(quarry_sentence(c, o.id, o.bombs, lang));
                }
            }
            out.push(target_sentence(c, target, *moves_to_target, lang));
            if a.versus.as_ref().is_none_or(|v| v.figure != Figure::NoBombing) {
                let se = top.map(|e| e.se.no_bombing).unwrap_or(0.0);
                out.push(match lang_of(lang) {
                    L::En => format!("{}: no target damaged in {} of the rollouts.", option, pct_est(*stop, se)),
                    L::Es => format!("{}: ningún blanco dañado en el {} de las simulaciones.", option, pct_est(*stop, se)),
                });
            }
            out.push(trade(*victories, vse, *losses, lse, lang));
        }
        Why::Trade { victories, losses } => out.push(trade(*victories, vse, *losses, lse, lang)),
        Why::KeepOut { victories, losses, pilots } => out.push(match lang_of(lang) {
            L::En => format!(
                "{option}: the best way to fight on would cost {losses:.1} aircraft and {pilots:.1} pilots for {victories:.1} victories."
            ),
            L::Es => format!(
                "{option}: seguir combatiendo, en el mejor de los casos, costaría {losses:.1} aviones y {pilots:.1} pilotos por {victories:.1} victorias."
            ),
        }),
        Why::Position { raid, stop } => {
            let se = top.map(|e| e.se.no_bombing).unwrap_or(0.0);
            out.push(match lang_of(lang) {
                L::En => format!(
                    "A raid comes this phase with {} chance; with this, no target is damaged in {} of the rollouts.",
                    pct(*raid),
                    pct_est(*stop, se)
                ),
                L::Es => format!(
                    "Llega una incursión en esta fase con un {} de probabilidad; así, ningún blanco sufre daños en el {} de las simulaciones.",
                    pct(*raid),
                    pct_est(*stop, se)
                ),
            })
        }
        Why::Site { more, points, .. } => out.push(site_sentence(&option, *more, *points, lang)),
        Why::Plane { .. } | Why::Pilot { .. } | Why::Luftwaffe => out.push(a.reason(c, lang)),
    }
    out.join(" ")
}

/// The panel's line under the figures: how much was weighed.
pub fn rollouts_line(a: &Advice, lang: Lang) -> String {
    match lang_of(lang) {
        L::En => format!(
            "± one standard error. {} options weighed over up to {} rollouts each of the rest of the phase ({} in all); the advisor knows only what you know.",
            a.weighed, a.rollouts, a.total_rollouts
        ),
        L::Es => format!(
            "± un error típico. {} opciones sopesadas con hasta {} simulaciones cada una del resto de la fase ({} en total); el consejero solo sabe lo que usted sabe.",
            a.weighed, a.rollouts, a.total_rollouts
        ),
    }
}

/// The heading of the panel's figures.
pub fn figures_title(lang: Lang) -> String {
    t!(lang, "coach-figures-title")
}

/// The advised option's own button, when no other button makes the choice
/// alone: its hover text.
pub fn advised_button_hint(lang: Lang) -> String {
    match lang_of(lang) {
        L::En => "The advisor's choice, set up in full: click it yourself if you agree.".to_string(),
        L::Es => {
            "La opción del consejero, preparada entera: púlsela usted si está de acuerdo.".to_string()
        }
    }
}

/// "Preselected in the picker: check it and confirm."
pub fn preselected(lang: Lang) -> String {
    t!(lang, "coach-preselected")
}
