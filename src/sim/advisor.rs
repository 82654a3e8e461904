//! The honest advisor (issue 16): what the expert would do here, why, and
//! what the best options cost, from Monte Carlo rollouts of the rest of the
//! phase. It never chooses for the player and knows only what he knows
//! (it works on [`public_view`]); the session records that it was asked
//! (`Session::ask_advice`), so a campaign played with advice is known as
//! such.

use crate::edition::Edition;
use crate::i18n::{Lang, Msg};
use crate::rules::events::{craft_name, level_name, pilot_name};
use crate::rules::{Campaign, Choice, Decision};
use crate::sim::expert;
use crate::sim::forecast;
use crate::sim::rollout::{Effect, public_view, weigh};
use crate::tr;

/// Rollouts per option the advisor weighs by default.
pub const ADVICE_ROLLOUTS: usize = 200;

/// How much the advisor weighs.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct AdviceConfig {
    /// Rollouts per option weighed (the same worlds for every option).
    pub rollouts: usize,
    /// Seed of the rollouts: the same seed, the same advice.
    pub seed: u64,
    /// Spread the rollouts over the rayon pool (same result either way).
    pub parallel: bool,
}

impl Default for AdviceConfig {
    fn default() -> AdviceConfig {
        AdviceConfig { rollouts: ADVICE_ROLLOUTS, seed: 1940, parallel: true }
    }
}

/// One option's estimated effect over the rest of the phase, per rollout
/// on average.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    pub choice: Choice,
    /// German aircraft destroyed.
    pub victories: f64,
    /// RAF aircraft destroyed.
    pub raf_losses: f64,
    /// RAF pilots killed or wounded.
    pub pilots_lost: f64,
    /// Luftwaffe points from targets damaged (13.3).
    pub target_points: f64,
    /// Luftwaffe target points this option saves against not engaging
    /// (standing by, staying on the ground, withdrawing).
    pub prevented: f64,
    /// Chance that no target takes new damage.
    pub no_bombing: f64,
    /// The expert's measure: victories − losses − target points − the cost
    /// of pilots lost and of fatigue.
    pub value: f64,
}

/// Why the expert chose what it chose; [`Advice::reason`] says it in a
/// sentence.
#[derive(Clone, Debug, PartialEq)]
pub enum Why {
    /// The raid has not bombed: the chance the choice stops it before it
    /// does, its most likely target, and the combat's trade.
    Stop { stop: f64, target: Option<u8>, victories: f64, losses: f64 },
    /// Nothing left to save: victories against losses.
    Trade { victories: f64, losses: f64 },
    /// Keeping out of it: what the best option that engages would cost.
    KeepOut { victories: f64, losses: f64, pilots: f64 },
    /// Positioning (5.2): the chance of a raid this phase and of stopping
    /// it before it bombs.
    Position { raid: f64, stop: f64 },
    /// 12.1: the aircraft a pilot needs tomorrow.
    Plane { plane: u8 },
    /// 12.1: bomb damage: repair points still needed after this one, the
    /// Luftwaffe points it takes off once cleared.
    Site { site: u8, more: u8, points: u32 },
    /// 11.5: the freshest reserve pilot.
    Pilot { pilot: u8, fatigue: u8 },
    /// A decision of the Luftwaffe player (15.2): no advice for him.
    Luftwaffe,
}

/// The expert's advice on a decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// The expert's choice: always one of the decision's legal options.
    pub choice: Choice,
    pub why: Why,
    /// Up to three options with their estimates, the choice first.
    pub top: Vec<Estimate>,
    /// Options weighed, and rollouts for each.
    pub weighed: usize,
    pub rollouts: usize,
}

/// What the expert would do at decision `d` of `c`, why, and the estimated
/// effect of the best options. Pure: the campaign is not touched and the
/// same `cfg` gives the same advice. Only what the RAF player knows is read.
pub fn advise(c: &Campaign, d: &Decision, cfg: &AdviceConfig) -> Advice {
    let view = public_view(c);
    if d.luftwaffe() {
        let choice = crate::sim::sensible(&view, d);
        return Advice { choice, why: Why::Luftwaffe, top: Vec::new(), weighed: 0, rollouts: 0 };
    }
    let mut cands = expert::candidates(&view, d);
    let rule = !expert::weighed(d);
    if cands.is_empty() {
        cands.push(crate::sim::sensible(&view, d));
    }
    // Decisions taken by rule still show what the alternatives do now.
    if rule {
        for o in d.options().into_iter().take(8) {
            if !cands.contains(&o) {
                cands.push(o);
            }
        }
    }
    // The reference for "damage prevented": not engaging.
    let reference = keep_out(d);
    if let Some(r) = &reference
        && d.allows(r)
        && !cands.contains(r)
    {
        cands.push(r.clone());
    }
    let effects = weigh(&view, &cands, cfg.rollouts, cfg.seed, cfg.parallel);
    let best = if rule { 0 } else { expert::select(&effects) };
    let base_points = reference
        .as_ref()
        .and_then(|r| cands.iter().position(|c| c == r))
        .map(|i| effects[i].target_points)
        .unwrap_or_else(|| effects.iter().map(|e| e.target_points).fold(0.0, f64::max));
    let estimate = |i: usize| {
        let e: &Effect = &effects[i];
        Estimate {
            choice: cands[i].clone(),
            victories: e.victories,
            raf_losses: e.raf_losses,
            pilots_lost: e.pilots_lost,
            target_points: e.target_points,
            prevented: base_points - e.target_points,
            no_bombing: e.no_bombing,
            value: e.value,
        }
    };
    let mut order: Vec<usize> = (0..cands.len()).filter(|&i| i != best).collect();
    order.sort_by(|&a, &b| effects[b].value.total_cmp(&effects[a].value));
    let top: Vec<Estimate> = std::iter::once(best).chain(order).take(3).map(estimate).collect();
    let why = why(&view, d, &top, reference.as_ref(), &cands, &effects);
    Advice { choice: cands[best].clone(), why, top, weighed: cands.len(), rollouts: cfg.rollouts.max(1) }
}

/// Not engaging: the answer that keeps the fighter out of it.
fn keep_out(d: &Decision) -> Option<Choice> {
    match d {
        Decision::Position(_) => Some(Choice::StandBy),
        Decision::Move { stand_down: true, .. } => Some(Choice::StandDown),
        Decision::Move { .. } => Some(Choice::Move { actions: Vec::new() }),
        Decision::Attack { .. } => Some(Choice::Withdraw),
        _ => None,
    }
}

fn why(
    c: &Campaign,
    d: &Decision,
    top: &[Estimate],
    reference: Option<&Choice>,
    cands: &[Choice],
    effects: &[Effect],
) -> Why {
    let st = c.state();
    let chosen = &top[0];
    match d {
        Decision::Replace { .. } => match chosen.choice {
            Choice::Replace { pilot } => Why::Pilot { pilot, fatigue: st.pilots[pilot as usize].fatigue },
            _ => Why::Trade { victories: chosen.victories, losses: chosen.raf_losses },
        },
        Decision::Repair { .. } => match chosen.choice {
            Choice::ReplacePlane { plane } => Why::Plane { plane },
            Choice::RepairSite { site } => Why::Site {
                site,
                more: st.damage[site as usize].saturating_sub(1),
                points: crate::sim::rollout::site_points(c.edition().sites[site as usize].kind),
            },
            _ => Why::Trade { victories: 0.0, losses: 0.0 },
        },
        Decision::Position(_) => Why::Position { raid: expert::raid_chance(c), stop: chosen.no_bombing },
        _ => {
            let raid = st.raid.as_ref();
            let at_stake = raid.is_some_and(|r| !r.bombed && !r.homeward());
            if reference == Some(&chosen.choice) {
                // Keeping out: what the best engaging option would cost.
                let other = cands
                    .iter()
                    .zip(effects)
                    .filter(|(c, _)| Some(*c) != reference)
                    .max_by(|a, b| a.1.value.total_cmp(&b.1.value));
                if let Some((_, e)) = other {
                    return Why::KeepOut {
                        victories: e.victories,
                        losses: e.raf_losses,
                        pilots: e.pilots_lost,
                    };
                }
            }
            if at_stake {
                Why::Stop {
                    stop: chosen.no_bombing,
                    target: likely_target(c),
                    victories: chosen.victories,
                    losses: chosen.raf_losses,
                }
            } else {
                Why::Trade { victories: chosen.victories, losses: chosen.raf_losses }
            }
        }
    }
}

/// The target the raid will most likely bomb if nobody stops it, from where
/// it is (outbound, not yet bombed; face down it flies at speed 3).
fn likely_target(c: &Campaign) -> Option<u8> {
    let raid = c.state().raid.as_ref()?;
    if raid.bombed || raid.homeward() {
        return None;
    }
    if let Some(t) = raid.target {
        return Some(t);
    }
    let ed = c.edition();
    let chances = forecast::stop_chances_from(ed, &forecast::damaged(c), &[(raid.hex, 1.0)]);
    chances.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)).filter(|x| *x.1 > 0.0).map(|x| x.0 as u8)
}

fn pct(p: f64) -> String {
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
        let site = |s: u8| crate::rules::events::site_name(ed, s as usize, lang);
        match &self.why {
            Why::Stop { stop, target, victories, losses } => {
                let target = target.map(|t| tr!(lang, Msg::AdviceTarget, site = site(t))).unwrap_or_default();
                tr!(
                    lang,
                    Msg::AdviceStop,
                    option = option,
                    p = pct(*stop),
                    target = target,
                    v = num(*victories),
                    l = num(*losses)
                )
            }
            Why::Trade { victories, losses } => {
                tr!(lang, Msg::AdviceTrade, option = option, v = num(*victories), l = num(*losses))
            }
            Why::KeepOut { victories, losses, pilots } => tr!(
                lang,
                Msg::AdviceKeepOut,
                option = option,
                v = num(*victories),
                l = num(*losses),
                p = num(*pilots)
            ),
            Why::Position { raid, stop } => {
                tr!(lang, Msg::AdvicePosition, option = option, raid = pct(*raid), p = pct(*stop))
            }
            Why::Plane { plane } => {
                let pilot = (0..2u8)
                    .find(|&f| c.state().plane_of(ed, f) == Some(*plane as usize))
                    .and_then(|f| c.state().pilot_in(f))
                    .map(|p| pilot_name(ed, p as u8));
                match pilot {
                    Some(pilot) => tr!(lang, Msg::AdvicePlane, option = option, pilot = pilot),
                    None => tr!(lang, Msg::AdvicePlaneReserve, option = option),
                }
            }
            Why::Site { more: 0, points, .. } => {
                tr!(lang, Msg::AdviceSiteClears, option = option, points = points)
            }
            Why::Site { more, points, .. } => {
                tr!(lang, Msg::AdviceSiteMore, option = option, n = more, points = points)
            }
            Why::Pilot { fatigue, .. } => tr!(lang, Msg::AdvicePilot, option = option, f = fatigue),
            Why::Luftwaffe => tr!(lang, Msg::AdviceLuftwaffe),
        }
    }
}

/// A choice as the advice names it: moves by where they end (an
/// interception, a take-off, a hex and level), the rest by their label.
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
            if m.take_off {
                return tr!(lang, Msg::AdviceTakeOff);
            }
            let level = level_name(m.level, lang);
            if m.intercepts {
                let how = if m.head_on {
                    tr!(lang, Msg::AdviceHeadOn)
                } else if m.from_sun {
                    tr!(lang, Msg::AdviceFromSun)
                } else {
                    String::new()
                };
                return format!("{}{how}", tr!(lang, Msg::OptIntercept, hex = m.hex, level = level));
            }
            if let Some(s) = m.landing {
                return tr!(lang, Msg::OptLand, site = crate::rules::events::site_name(ed, s as usize, lang));
            }
            return tr!(lang, Msg::OptCloseIn, hex = m.hex, level = level);
        }
    }
    if let Choice::Attack { target } = choice {
        return tr!(
            lang,
            Msg::OptAttack,
            target = craft_name(ed, crate::rules::combat::Craft::German(*target), lang)
        );
    }
    choice.label(ed, lang)
}
