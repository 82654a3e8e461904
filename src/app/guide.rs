//! The guided first raid on the play screen (15.3 of the newcomer's
//! issue): the table's guide ([`crate::table::guide`]) over the real
//! campaign screen. A panel under the prompt says what is happening and why,
//! with the step's rule; the map rings the hex to click and the prompt marks
//! the option to take; a choice other than the example's is explained and
//! not played. At the end it offers a new short campaign, or to play on.

use super::style;
use crate::rules::{Campaign, Choice, Decision, Pending};
use crate::table::Table;
use crate::text::Lang;
use crate::text::{dir_msg, level_name};
use egui::RichText;

/// What the player chose at the end of the example.
pub enum GuideOut {
    NewShort,
    PlayOn,
}

/// Why the player's choice was not played: the example's, in words (a
/// move by where it ends).
pub fn differs(c: &Campaign, example: &Choice, lang: Lang) -> String {
    t!(lang, "guide-differs", choice = describe(c, example, lang))
}

fn describe(c: &Campaign, choice: &Choice, lang: Lang) -> String {
    let ed = c.edition();
    if let (Choice::Move { actions }, Pending::Decide(Decision::Move { fighter, .. })) =
        (choice, c.pending_light())
        && let Ok(end) = c.simulate_move(fighter, actions)
    {
        return t!(
            lang,
            "guide-move-to",
            hex = end.hex,
            level = level_name(end.level, lang),
            dir = t!(lang, dir_msg(ed, end.facing))
        );
    }
    choice.label(ed, lang)
}

/// The panel under the prompt: the step, what it means, its rule; at the end,
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
    egui::Frame::group(ui.style()).fill(style::GUIDE).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            ui.label(RichText::new(t!(lang, "guide-title")).strong().color(style::RAF));
            match step {
                Some(i) => {
                    ui.label(RichText::new(t!(lang, "guide-step", n = i + 1, of = total)).strong());
                    super::reference::rule_link(ui, run.guide.steps[i].rule, lang, false);
                }
                None => {
                    ui.label(RichText::new(t!(lang, "guide-done")).strong());
                }
            }
        });
        match step {
            Some(i) => {
                if i == 0 {
                    ui.label(t!(lang, "guide-intro"));
                }
                ui.add(egui::Label::new(RichText::new(t!(lang, run.guide.steps[i].text)).size(15.0)).wrap());
            }
            None => {
                ui.label(RichText::new(t!(lang, "guide-end")).size(15.0));
                ui.horizontal(|ui| {
                    if ui.button(RichText::new(t!(lang, "guide-new-short")).strong()).clicked() {
                        out = Some(GuideOut::NewShort);
                    }
                    if ui.button(t!(lang, "guide-play-on")).clicked() {
                        out = Some(GuideOut::PlayOn);
                    }
                });
            }
        }
        ui.add_space(4.0);
    });
    out
}
