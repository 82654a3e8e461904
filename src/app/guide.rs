//! The guided first raid on the play screen (15.3 of the newcomer's
//! issue): [`crate::guide::Guide`]'s steps over the real campaign screen.
//! A panel above the map says what is happening and why, with the step's
//! rule; the map rings the hex to click and the prompt marks the option to
//! take; a choice other than the example's is explained and not played, so
//! the loaded dice keep telling the printed story. At the end it offers a
//! new short campaign, or to play on.

use super::{Nav, PlayScreen, style};
use crate::edition::Edition;
use crate::guide::Guide;
use crate::i18n::{Lang, Localize, Msg};
use crate::rules::events::{dir_msg, level_name};
use crate::rules::{Campaign, Choice, Decision, Pending, Scenario, Setup, WeatherMode};
use crate::session::Session;
use crate::{save, tr};
use egui::RichText;
use std::path::Path;
use std::sync::Arc;

/// The guide attached to a campaign screen.
pub struct GuideRun {
    pub guide: Guide,
    /// The player chose to play on after the example (the panel is gone).
    pub closed: bool,
}

impl GuideRun {
    /// The guide of `session`, if it is the example's campaign: its setup
    /// (with the loaded dice) is the example's.
    pub fn of(session: &Session) -> Option<GuideRun> {
        // Only a campaign with loaded dice can be the example's (and
        // building the guide plays the example through once).
        if session.setup().dice.is_empty() {
            return None;
        }
        let guide = Guide::example_of_play(session.edition())?;
        (guide.setup == *session.setup()).then_some(GuideRun { guide, closed: false })
    }

    /// The step the campaign is at, while the example runs.
    pub fn step(&self, session: &Session) -> Option<usize> {
        if self.closed {
            return None;
        }
        self.guide.step_at(session.choices())
    }

    /// Has the example been played to its end?
    pub fn over(&self, session: &Session) -> bool {
        session.choices().len() >= self.guide.morning.len() + self.guide.steps.len()
    }

    /// The hex the step points at on the map.
    pub fn hex(&self, session: &Session) -> Option<crate::rules::Hex> {
        self.step(session).and_then(|i| self.guide.steps[i].hex)
    }

    /// Is `choice` the one the example makes now (or is the example not
    /// running)?
    pub fn accepts(&self, session: &Session, choice: &Choice) -> bool {
        match self.step(session) {
            Some(i) => self.guide.accepts(session.campaign(), i, choice),
            None => true,
        }
    }

    /// What to apply for the player's `choice`: the example's own (the same
    /// move may be written in another order), or why not.
    pub fn filter(&self, session: &Session, choice: &Choice, lang: Lang) -> Result<Choice, String> {
        let Some(i) = self.step(session) else { return Ok(choice.clone()) };
        let step = &self.guide.steps[i];
        if self.guide.accepts(session.campaign(), i, choice) {
            Ok(step.choice.clone())
        } else {
            let c = session.campaign();
            Err(tr!(lang, Msg::GuideDiffers, choice = describe(c, &step.choice, lang)))
        }
    }
}

/// The example's choice in words: a move by where it ends.
fn describe(c: &Campaign, choice: &Choice, lang: Lang) -> String {
    let ed = c.edition();
    if let (Choice::Move { actions }, Pending::Decide(Decision::Move { fighter, .. })) =
        (choice, c.pending_light())
        && let Ok(end) = c.simulate_move(fighter, actions)
    {
        return tr!(
            lang,
            Msg::GuideMoveTo,
            hex = end.hex,
            level = level_name(end.level, lang),
            dir = tr!(lang, dir_msg(ed, end.facing))
        );
    }
    choice.label(ed, lang)
}

/// Starts the example: its campaign (saved as "Example of play", or
/// "Ejemplo de juego", over an older one), with the morning already played.
pub fn start(dir: &Path, ed: &Arc<Edition>, lang: Lang) -> Result<Box<PlayScreen>, String> {
    let guide = Guide::example_of_play(ed).ok_or_else(|| tr!(lang, Msg::GuideNeedsEdition2))?;
    let mut session = Session::new(&tr!(lang, Msg::GuideSaveName), ed.clone(), guide.setup.clone())
        .map_err(|e| e.localize(lang))?;
    for choice in &guide.morning {
        session.apply(choice.clone()).map_err(|e| e.localize(lang))?;
    }
    save::write(dir, &session).map_err(|e| e.to_string())?;
    Ok(Box::new(PlayScreen::from_session(session, dir)))
}

/// The panel above the map: the step, what it means, its rule; at the end,
/// the way on. Returns where to go if the player starts a new campaign.
pub fn panel(p: &mut PlayScreen, ui: &mut egui::Ui, lang: Lang) -> Option<Nav> {
    let Some(run) = &p.guide else { return None };
    if run.closed {
        return None;
    }
    let step = run.step(&p.session);
    let over = run.over(&p.session);
    if step.is_none() && !over {
        return None;
    }
    let total = run.guide.steps.len();
    let mut nav = None;
    let mut close = false;
    egui::Panel::top("guide").show(ui, |ui| {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            ui.label(RichText::new(tr!(lang, Msg::GuideTitle)).strong().color(style::RAF));
            match step {
                Some(i) => {
                    ui.label(RichText::new(tr!(lang, Msg::GuideStep, n = i + 1, of = total)).strong());
                    super::reference::rule_link(ui, run.guide.steps[i].rule, lang, false);
                }
                None => {
                    ui.label(RichText::new(tr!(lang, Msg::GuideDone)).strong());
                }
            }
        });
        match step {
            Some(i) => {
                if i == 0 {
                    ui.label(tr!(lang, Msg::GuideIntro));
                }
                ui.label(RichText::new(tr!(lang, run.guide.steps[i].text)).size(15.0));
            }
            None => {
                ui.label(RichText::new(tr!(lang, Msg::GuideEnd)).size(15.0));
                ui.horizontal(|ui| {
                    if ui.button(RichText::new(tr!(lang, Msg::GuideNewShort)).strong()).clicked() {
                        match new_short(&p.dir, p.session.edition(), lang) {
                            Ok(next) => nav = Some(Nav::Play(next)),
                            Err(e) => p.message = Some(e),
                        }
                    }
                    if ui.button(tr!(lang, Msg::GuidePlayOn)).clicked() {
                        close = true;
                    }
                });
            }
        }
        ui.add_space(4.0);
    });
    if close && let Some(run) = &mut p.guide {
        run.closed = true;
    }
    nav
}

/// A new short campaign after the example: historical weather, a seed from
/// the clock, the next free name.
fn new_short(dir: &Path, ed: &Arc<Edition>, lang: Lang) -> Result<Box<PlayScreen>, String> {
    let saves = save::list(dir);
    let name = super::start::default_name(&saves);
    let setup = Setup::new(Scenario::Short, WeatherMode::Historical, super::start::clock_seed());
    PlayScreen::create(dir, &name, ed.clone(), setup).map(Box::new).map_err(|e| e.localize(lang))
}
