//! The guided example of play at the table (15.3 of the newcomer's issue):
//! [`crate::guide::Guide`]'s steps over a real campaign. A choice other
//! than the example's is refused (and explained by the screen), so the
//! loaded dice keep telling the printed story.

use crate::guide::Guide;
use crate::rules::{Choice, Hex};
use crate::session::Session;

/// The guide attached to a campaign at the table.
#[derive(Clone, Debug)]
pub struct GuideRun {
    pub guide: Guide,
    /// The player chose to play on after the example (the guide is done).
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
    pub fn hex(&self, session: &Session) -> Option<Hex> {
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
    /// move may be written in another order), or, refused, the example's.
    pub fn filter(&self, session: &Session, choice: &Choice) -> Result<Choice, Choice> {
        let Some(i) = self.step(session) else { return Ok(choice.clone()) };
        let step = &self.guide.steps[i];
        if self.guide.accepts(session.campaign(), i, choice) {
            Ok(step.choice.clone())
        } else {
            Err(step.choice.clone())
        }
    }
}
