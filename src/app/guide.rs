//! The guided first raid on the play screen (15.3 of the newcomer's
//! issue): the table's guide ([`crate::table::guide`]) over the real
//! campaign screen. A panel above the map says what is happening and why,
//! with the step's rule; the map rings the hex to click and the prompt marks
//! the option to take; a choice other than the example's is explained and
//! not played. At the end it offers a new short campaign, or to play on.

use super::style;
use crate::i18n::{Lang, Msg};
use crate::rules::events::{dir_msg, level_name};
use crate::rules::{Campaign, Choice, Decision, Pending};
use crate::table::Table;
use crate::tr;
use egui::RichText;

/// What the player chose at the end of the example.
pub enum GuideOut {
    NewShort,
    PlayOn,
}

/// Why the player's choice was not played: the example's, in words (a
/// move by where it ends).
pub fn differs(c: &Campaign, example: &Choice, lang: Lang) -> String {
    tr!(lang, Msg::GuideDiffers, choice = describe(c, example, lang))
}

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

/// The panel above the map: the step, what it means, its rule; at the end,
/// the way on.
pub fn panel(ui: &mut egui::Ui, table: &Table, lang: Lang) -> Option<GuideOut> {
    let run = table.guide()?;
    let step = table.guide_step();
    let over = table.guide_over();
    if step.is_none() && !over {
        return None;
    }
    let total = run.guide.steps.len();
    let mut out = None;
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
                ui.add(egui::Label::new(RichText::new(tr!(lang, run.guide.steps[i].text)).size(15.0)).wrap());
            }
            None => {
                ui.label(RichText::new(tr!(lang, Msg::GuideEnd)).size(15.0));
                ui.horizontal(|ui| {
                    if ui.button(RichText::new(tr!(lang, Msg::GuideNewShort)).strong()).clicked() {
                        out = Some(GuideOut::NewShort);
                    }
                    if ui.button(tr!(lang, Msg::GuidePlayOn)).clicked() {
                        out = Some(GuideOut::PlayOn);
                    }
                });
            }
        }
        ui.add_space(4.0);
    });
    out
}
