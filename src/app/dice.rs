//! Your own dice at the table (issue 32): the new-campaign form's choice
//! of who rolls ("The program rolls" / "I roll", and which groups of
//! kinds), the counters to draw from as the program counts them, and the
//! groups as the play screen's Who rolls… shows them (the dice panel is
//! `play/dice.rs`).

use super::style;
use crate::edition::Edition;
use crate::rules::dice::{Counter, RollKind};
use crate::rules::state::Players;
use crate::rules::{Setup, WeatherMode};
use crate::table::dice::DiceGroup;
use crate::text::Lang;
use crate::text::dice::counter_name;
use egui::RichText;
use strum::VariantArray;

/// The kinds of roll of `groups`.
pub fn kinds_of(groups: &[DiceGroup]) -> Vec<RollKind> {
    crate::table::dice::own_dice(groups).kinds
}

/// The groups a campaign of `players` and `weather` ever asks for (the
/// weather table only with the optional weather, 4.3; the German player's
/// draws only in 15.2).
pub fn groups_for(players: Players, weather: WeatherMode) -> Vec<DiceGroup> {
    DiceGroup::VARIANTS
        .iter()
        .copied()
        .filter(|g| match g {
            DiceGroup::Weather => weather == WeatherMode::Optional,
            DiceGroup::Luftwaffe => players == Players::Luftwaffe,
            _ => true,
        })
        .collect()
}

/// The groups whose every kind is in `kinds`.
pub fn groups_in(kinds: &[RollKind]) -> Vec<DiceGroup> {
    DiceGroup::VARIANTS.iter().copied().filter(|g| g.kinds().all(|k| kinds.contains(&k))).collect()
}

/// A group in the form ("Air combat (8, 9.5, 14.1)").
fn group_msg(g: DiceGroup) -> &'static str {
    match g {
        DiceGroup::Setup => id!("dice-group-setup"),
        DiceGroup::Weather => id!("dice-group-weather"),
        DiceGroup::Raids => id!("dice-group-raids"),
        DiceGroup::Combat => id!("dice-group-combat"),
        DiceGroup::Aftermath => id!("dice-group-aftermath"),
        DiceGroup::Luftwaffe => id!("dice-group-luftwaffe"),
    }
}

/// A group in a line ("combat").
pub fn group_short(g: DiceGroup) -> &'static str {
    match g {
        DiceGroup::Setup => id!("dice-group-short-setup"),
        DiceGroup::Weather => id!("dice-group-short-weather"),
        DiceGroup::Raids => id!("dice-group-short-raids"),
        DiceGroup::Combat => id!("dice-group-short-combat"),
        DiceGroup::Aftermath => id!("dice-group-short-aftermath"),
        DiceGroup::Luftwaffe => id!("dice-group-short-luftwaffe"),
    }
}

/// The groups' checkboxes: true when one was ticked or unticked.
pub fn group_boxes(ui: &mut egui::Ui, shown: &[DiceGroup], chosen: &mut Vec<DiceGroup>, lang: Lang) -> bool {
    let mut changed = false;
    for &g in shown {
        let mut on = chosen.contains(&g);
        if ui.checkbox(&mut on, t!(lang, group_msg(g))).changed() {
            changed = true;
            if on {
                chosen.push(g);
            } else {
                chosen.retain(|x| *x != g);
            }
        }
    }
    changed
}

/// The new-campaign form's dice: who rolls, and which kinds.
#[derive(Clone, Debug, PartialEq)]
pub struct DiceForm {
    /// "I roll": the campaign is played with the player's own dice.
    pub own: bool,
    /// The groups he rolls (the program the rest).
    pub groups: Vec<DiceGroup>,
    /// The German aircraft counters his box lacks (unticked in the cup's
    /// list): out of the game (`Options::missing`).
    pub missing: Vec<u8>,
}

impl Default for DiceForm {
    fn default() -> DiceForm {
        DiceForm { own: false, groups: DiceGroup::VARIANTS.to_vec(), missing: Vec::new() }
    }
}

impl DiceForm {
    /// The form as a setup's options say (no own dice: the program rolls).
    pub fn from_option(own: Option<&crate::rules::dice::OwnDice>, missing: &[u8]) -> DiceForm {
        match own {
            Some(o) => DiceForm { own: true, groups: groups_in(&o.kinds), missing: missing.to_vec() },
            None => DiceForm::default(),
        }
    }

    /// The setup's counters out of the game: those unticked, with "I roll"
    /// (the program's own cups are always the edition's).
    pub fn missing(&self) -> Vec<u8> {
        if self.own { self.missing.clone() } else { Vec::new() }
    }

    /// The setup's option: "I roll" is own dice even with no group ticked,
    /// so that the kinds can be changed during the campaign (a campaign
    /// begun with the program's dice cannot take entered ones).
    pub fn option(&self, setup: &Setup) -> Option<crate::rules::dice::OwnDice> {
        let shown = groups_for(setup.players, setup.weather);
        let groups: Vec<DiceGroup> = self.groups.iter().copied().filter(|g| shown.contains(g)).collect();
        self.own.then(|| crate::table::dice::own_dice(&groups))
    }

    /// The form's part: the two choices, the groups under "I roll", and
    /// the counters to draw from.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        ed: &Edition,
        players: Players,
        weather: WeatherMode,
        lang: Lang,
    ) {
        // One line: the form fits a laptop's window unscrolled.
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut self.own, false, t!(lang, "dice-program-rolls"));
            ui.radio_value(&mut self.own, true, t!(lang, "dice-i-roll"))
                .on_hover_text(t!(lang, "dice-i-roll-hint"));
        });
        if !self.own {
            return;
        }
        ui.indent("dice-groups", |ui| {
            ui.label(RichText::new(t!(lang, "dice-groups-title")).color(style::MUTED));
            let shown = groups_for(players, weather);
            group_boxes(ui, &shown, &mut self.groups, lang);
            if !shown.iter().any(|g| self.groups.contains(g)) {
                ui.add(
                    egui::Label::new(RichText::new(t!(lang, "dice-none-ticked")).color(style::MUTED)).wrap(),
                );
            }
            egui::CollapsingHeader::new(t!(lang, "dice-cup-title")).id_salt("dice-cup").show(ui, |ui| {
                cup(ui, ed, &mut self.missing, lang);
            });
        });
    }
}

/// The counters as the program counts them at the start: the Luftwaffe
/// cup (3.6) and the aircraft set aside for later (4.5), the raid-size
/// markers (5.3), the pilots (3.3).
/// Each aircraft counter is a checkbox, ticked while the player's box has
/// it: unticked, it is out of the game (`missing`).
fn cup(ui: &mut egui::Ui, ed: &Edition, missing: &mut Vec<u8>, lang: Lang) {
    let names =
        |cs: Vec<Counter>| cs.iter().map(|&c| counter_name(ed, c, lang)).collect::<Vec<_>>().join(", ");
    let line = |ui: &mut egui::Ui, text: String| {
        ui.add(egui::Label::new(RichText::new(text)).wrap());
    };
    let cup = ed.initial_cup();
    let n = cup.iter().filter(|u| !missing.contains(u)).count();
    let mut boxes = |ui: &mut egui::Ui, ids: &[u8]| {
        ui.horizontal_wrapped(|ui| {
            for &u in ids {
                let mut have = !missing.contains(&u);
                if ui.checkbox(&mut have, counter_name(ed, Counter::Aircraft(u), lang)).changed() {
                    missing.retain(|m| *m != u);
                    if !have {
                        missing.push(u);
                        missing.sort_unstable();
                    }
                }
            }
        });
    };
    line(ui, t!(lang, "dice-cup-aircraft-have", n = n));
    boxes(ui, &cup);
    for (d, ids) in &ed.calendar.reinforcements {
        line(ui, t!(lang, "dice-cup-later-on", date = crate::text::date(*d, lang)));
        boxes(ui, ids);
    }
    if !missing.is_empty() {
        let gone = names(missing.iter().map(|&u| Counter::Aircraft(u)).collect());
        ui.add(
            egui::Label::new(RichText::new(t!(lang, "dice-cup-missing", list = gone)).color(style::DAMAGE))
                .wrap(),
        );
    }
    let markers = ed.raid_markers.len();
    line(
        ui,
        t!(
            lang,
            "dice-cup-markers",
            n = markers,
            list = names((0..markers as u8).map(Counter::RaidMarker).collect())
        ),
    );
    let pilots = ed.pilots.len();
    line(
        ui,
        t!(
            lang,
            "dice-cup-pilots",
            n = pilots,
            list = names((0..pilots as u8).map(Counter::Pilot).collect())
        ),
    );
    ui.add(egui::Label::new(RichText::new(t!(lang, "dice-cup-box")).color(style::MUTED)).wrap());
}
