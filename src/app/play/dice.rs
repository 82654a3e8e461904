//! Your own dice at the table (issue 32), on the play screen: the dice
//! panel that takes the prompt's place while the game asks for a die (what
//! for, its rule, the faces to click or keys 1–6, the counters still in the
//! cup for a draw, what the step did before the die, Take back), and the
//! line under the prompt that says who rolls what (Who rolls… changes it
//! for the rest of the campaign) and what the last die entered gave.
//!
//! The table does the work (`Table::enter_die`, `take_back_die`,
//! `set_own_kinds`): a value that does not fit is refused there with
//! nothing changed, and the panel shows why.

use super::super::dice::{group_boxes, group_short, groups_for, groups_in, kinds_of};
use super::super::{style, widgets};
use crate::rules::Event;
use crate::rules::dice::{DiceError, Question, RollKind};
use crate::table::Table;
use crate::table::dice::DiceGroup;
use crate::text::dice::{counter_names, question_prompt};
use crate::text::{Lang, Localize};
use egui::{Key, RichText, Vec2};
use strum::VariantArray;

/// The gap between the panel's rows and buttons.
const GAP: f32 = 6.0;
/// The lines of the step so far shown over the faces, at most.
const SO_FAR: usize = 3;
/// A die face's side, in points.
const FACE: f32 = 44.0;

/// A value entered through the panel: its question's kind, its die's
/// number, the value, and how many dice of the throw were left with it.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Given {
    kind: RollKind,
    die: u64,
    value: u8,
    left: u8,
}

/// The dice panel of the play screen.
#[derive(Default)]
pub struct DicePanel {
    /// The last value refused, and the table's version then (shown until
    /// the table changes).
    refusal: Option<(u64, DiceError)>,
    /// The values entered here, to show the dice of a throw together.
    given: Vec<Given>,
    /// What the last die entered gave, for (table version, language).
    last: Option<((u64, Lang), Option<String>)>,
    /// Who rolls… is open: the groups' checkboxes under the line.
    who_open: bool,
    /// What the step that asks did before the die asked for, for (table
    /// version, language).
    so_far: Option<((u64, Lang), Vec<String>)>,
}

impl DicePanel {
    /// Enters `v` for the die asked for; a refusal is kept to show.
    pub fn enter(&mut self, table: &mut Table, v: u8) {
        let Some(q) = table.dice_question().cloned() else { return };
        match table.enter_die(v) {
            Ok(_) => {
                self.refusal = None;
                self.given.retain(|g| g.die < q.die);
                self.given.push(Given { kind: q.kind, die: q.die, value: v, left: q.dice });
            }
            Err(e) => self.refusal = Some((table.version(), e)),
        }
    }

    /// Takes back the last value entered (or the step played last).
    pub fn take_back(&mut self, table: &mut Table) {
        if table.take_back_die() {
            self.refusal = None;
        }
    }

    /// The message of the value refused last, while the table is as it was.
    pub fn refusal(&self, table: &Table, lang: Lang) -> Option<String> {
        self.refusal.as_ref().filter(|(v, _)| *v == table.version()).map(|(_, e)| e.localize(lang))
    }

    /// The keys of the frame, before anything else takes them: the faces
    /// (1–6; 7, 8, 9 and 0 are refused with a message) or the counters'
    /// keys of a draw, as many as were pressed, in order; Backspace takes
    /// back. Returns whether a die was asked for when the frame began: the
    /// numbered options' keys are then the panel's alone (a key that ends
    /// the step is not also taken as an option).
    pub fn keys(&mut self, ctx: &egui::Context, table: &mut Table) -> bool {
        let asking = table.dice_question().is_some();
        if !asking && !table.can_take_back_die() {
            return false;
        }
        let pressed: Vec<Key> = ctx.input(|i| {
            i.events
                .iter()
                .filter_map(|e| match e {
                    egui::Event::Key { key, pressed: true, repeat: false, modifiers, .. }
                        if !modifiers.command && !modifiers.alt && !modifiers.ctrl =>
                    {
                        Some(*key)
                    }
                    _ => None,
                })
                .collect()
        });
        let mut taken = Vec::new();
        for key in pressed {
            if key == Key::Backspace {
                self.take_back(table);
                taken.push(key);
                continue;
            }
            let option = super::keys::OPTION_KEYS.iter().position(|k| k.0 == key);
            if asking && option.is_some() {
                taken.push(key);
            }
            let Some(q) = table.dice_question() else { continue };
            let value = if q.is_draw() { option.map(|i| i + 1) } else { digit(key) };
            if let Some(v) = value {
                self.enter(table, u8::try_from(v).unwrap_or(u8::MAX));
            }
        }
        if !taken.is_empty() {
            ctx.input_mut(|i| {
                for k in taken {
                    i.consume_key(egui::Modifiers::NONE, k);
                    i.consume_key(egui::Modifiers::SHIFT, k);
                }
            });
        }
        asking
    }

    /// The panel, in the prompt's place while a die is asked for, `width`
    /// wide: the question and its rule, the dice of the throw, the faces
    /// (or the counters in the cup), Take back, a refusal, and what the
    /// last die entered gave.
    pub fn ui(&mut self, ui: &mut egui::Ui, table: &mut Table, width: f32, lang: Lang) {
        let Some(asking) = table.dice_asking().cloned() else { return };
        let q = asking.question.clone();
        let before = self.before(&q, &asking.entered);
        // The whole throw: "Roll 2d6" for its second die too.
        let mut whole = q.clone();
        if before.iter().all(|g| g.kind == q.kind) {
            whole.dice += before.len() as u8;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(question_prompt(&whole, lang)).size(17.0).strong());
            super::super::reference::rule_link(ui, q.rule(), lang, false);
        });
        self.throw(ui, &q, &before, lang);
        if let Some(v) = self.tie(&q) {
            // 15.1: the setup shows nothing of its step before its dice are
            // in, so the roll asked again says why.
            ui.add(
                egui::Label::new(RichText::new(t!(lang, "dice-leader-tie", value = v)).color(style::INK))
                    .wrap(),
            );
        }
        // What the step did before this die (who fires at whom, the hits):
        // its last lines, so the die is rolled knowing what for.
        let key = (table.version(), lang);
        if self.so_far.as_ref().is_none_or(|(k, _)| *k != key) {
            self.so_far = Some((key, so_far(table, lang)));
        }
        if let Some((_, lines)) = &self.so_far {
            for l in lines.iter().rev().take(SO_FAR).rev() {
                ui.add(egui::Label::new(RichText::new(format!("· {l}")).color(style::INK)).wrap());
            }
        }
        ui.add_space(GAP);
        let mut value = None;
        if q.is_draw() {
            value = counters(ui, table, &q, width, lang);
        } else {
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = GAP + 2.0;
                for v in 1..=q.sides {
                    if face(ui, v, lang).clicked() {
                        value = Some(v);
                    }
                }
            });
        }
        ui.add_space(GAP);
        ui.horizontal_wrapped(|ui| {
            let can = table.can_take_back_die();
            let back = widgets::keyed_button(ui, can, &t!(lang, "dice-take-back"), "⌫")
                .on_hover_text(t!(lang, "dice-take-back-hint"));
            if back.clicked() {
                self.take_back(table);
            }
            let hint = if q.is_draw() {
                t!(lang, "dice-keys-draw")
            } else {
                t!(lang, "dice-keys-roll", sides = q.sides)
            };
            ui.add(egui::Label::new(RichText::new(hint).color(style::MUTED)).wrap());
        });
        if let Some(m) = self.refusal(table, lang) {
            ui.add(egui::Label::new(RichText::new(m).color(style::DAMAGE)).wrap());
        }
        if let Some(last) = self.last(table, lang) {
            ui.add(egui::Label::new(RichText::new(last).color(style::MUTED)).wrap());
        }
        if let Some(v) = value {
            self.enter(table, v);
        }
    }

    /// 15.1: the section leader's roll asked again after a tie: the value
    /// both dice showed.
    fn tie(&self, q: &Question) -> Option<u8> {
        if q.kind != RollKind::SectionLeader || q.dice != 2 || q.die < 2 {
            return None;
        }
        let at = |die: u64| self.given.iter().find(|g| g.die == die && g.kind == RollKind::SectionLeader);
        let (a, b) = (at(q.die - 2)?, at(q.die - 1)?);
        (a.value == b.value).then_some(a.value)
    }

    /// The dice of the throw asked for entered before it (the first of a
    /// 2d6, the attacker's die before the target's in 8.42).
    fn before(&self, q: &Question, entered: &[(u64, u8)]) -> Vec<Given> {
        let kept: Vec<Given> =
            self.given.iter().copied().filter(|g| entered.contains(&(g.die, g.value))).collect();
        let mut before: Vec<Given> = Vec::new();
        let mut die = q.die;
        for g in kept.iter().rev() {
            let same = (g.kind == q.kind && g.left > 1) || pair(g.kind, q.kind);
            if g.die + 1 != die || !same {
                break;
            }
            before.insert(0, *g);
            die = g.die;
        }
        before
    }

    /// The dice of the throw asked for, side by side: those entered, the
    /// one asked for (?), those to come (·); each named where they differ
    /// (the attacker's and the target's dice of 8.42).
    fn throw(&self, ui: &mut egui::Ui, q: &Question, before: &[Given], lang: Lang) {
        // (name, value): None is the die asked for, Some(0) one to come.
        let mut slots: Vec<(Option<String>, Option<u8>)> = Vec::new();
        let named = |k: RollKind| Some(t!(lang, k.msg()));
        // 15.1: each player rolls a die for the section leader, fighter #1's
        // player first: each die named by whose it is.
        let player = |n: usize| Some(t!(lang, "dice-leader-die", n = n));
        if q.kind == RollKind::ActionAttacker {
            slots.push((named(q.kind), None));
            slots.push((named(RollKind::ActionTarget), Some(0)));
        } else if q.kind == RollKind::SectionLeader {
            let first = before.iter().rev().take_while(|g| g.kind == RollKind::SectionLeader).count();
            for (i, g) in before[before.len() - first..].iter().enumerate() {
                slots.push((player(i + 1), Some(g.value)));
            }
            slots.push((player(first + 1), None));
            for i in 1..q.dice as usize {
                slots.push((player(first + 1 + i), Some(0)));
            }
        } else {
            for g in before {
                slots.push((if pair(g.kind, q.kind) { named(g.kind) } else { None }, Some(g.value)));
            }
            let name = if q.kind == RollKind::ActionTarget { named(q.kind) } else { None };
            slots.push((name, None));
            for _ in 1..q.dice {
                slots.push((None, Some(0)));
            }
        }
        if slots.len() < 2 {
            return;
        }
        ui.horizontal_wrapped(|ui| {
            if slots.iter().all(|s| s.0.is_none()) {
                let k = before.len() + 1;
                let n = before.len() + q.dice as usize;
                ui.label(RichText::new(t!(lang, "dice-die-of", k = k, n = n)).color(style::MUTED));
            }
            for (name, v) in slots {
                if let Some(n) = name {
                    ui.label(RichText::new(format!("{n}:")).color(style::MUTED));
                }
                let (text, colour, back) = match v {
                    None => ("?".to_string(), egui::Color32::WHITE, style::SUN),
                    Some(0) => ("·".to_string(), style::MUTED, style::RAF_LIGHT),
                    Some(v) => (v.to_string(), egui::Color32::WHITE, style::RAF),
                };
                ui.label(
                    RichText::new(format!(" {text} "))
                        .monospace()
                        .strong()
                        .color(colour)
                        .background_color(back),
                );
            }
        });
    }

    /// What the last die entered in the last step played gave: the roll
    /// and the line of the log after it (the table's row it hit).
    fn last(&mut self, table: &Table, lang: Lang) -> Option<String> {
        let key = (table.version(), lang);
        if let Some((k, text)) = &self.last
            && *k == key
        {
            return text.clone();
        }
        let text = last_result(table, lang);
        self.last = Some((key, text.clone()));
        text
    }

    /// The line under the prompt of a campaign played with the player's own
    /// dice: who rolls what, Who rolls… to change it for the rest of the
    /// campaign, and (no die asked for) what the last die entered gave.
    pub fn strip(&mut self, ui: &mut egui::Ui, table: &mut Table, lang: Lang) {
        let Some(own) = table.own_dice() else { return };
        if table.campaign().is_over() {
            // The verdict: nothing left to roll.
            return;
        }
        let setup = table.session().setup();
        let shown = groups_for(setup.players, setup.weather);
        let mut chosen: Vec<DiceGroup> =
            groups_in(&own.kinds).into_iter().filter(|g| shown.contains(g)).collect();
        let mut changed = false;
        ui.horizontal_wrapped(|ui| {
            let text = if chosen.is_empty() {
                t!(lang, "dice-you-roll-none")
            } else {
                let names: Vec<String> = chosen.iter().map(|&g| t!(lang, group_short(g))).collect();
                t!(lang, "dice-you-roll", groups = names.join(", "))
            };
            ui.label(RichText::new(text).color(style::RAF));
            let who = ui.selectable_label(self.who_open, t!(lang, "dice-who-rolls"));
            if who.on_hover_text(t!(lang, "dice-who-rolls-hint")).clicked() {
                self.who_open = !self.who_open;
            }
        });
        if self.who_open {
            // Under the line, open until clicked again: several groups may
            // be ticked.
            ui.indent("dice-who-rolls", |ui| {
                ui.label(RichText::new(t!(lang, "dice-who-rolls-title")).strong());
                changed = group_boxes(ui, &shown, &mut chosen, lang);
            });
        }
        if changed {
            // Kinds outside the groups shown are kept as they are.
            let mut kinds = kinds_of(&chosen);
            let hidden: Vec<DiceGroup> =
                DiceGroup::VARIANTS.iter().copied().filter(|g| !shown.contains(g)).collect();
            kinds.extend(own.kinds.iter().copied().filter(|&k| hidden.contains(&DiceGroup::of(k))));
            table.set_own_kinds(&kinds);
        }
        if table.dice_question().is_none()
            && let Some(last) = self.last(table, lang)
        {
            ui.horizontal_wrapped(|ui| {
                // The step played can be opened again until the next choice.
                if table.can_take_back_die() {
                    let back = widgets::keyed_button(ui, true, &t!(lang, "dice-take-back-last"), "⌫")
                        .on_hover_text(t!(lang, "dice-take-back-hint"));
                    if back.clicked() {
                        self.take_back(table);
                    }
                }
                ui.add(egui::Label::new(RichText::new(last).color(style::MUTED)).wrap());
            });
        }
    }
}

/// The attacker's die and then the target's (8.42): one throw, two names.
fn pair(a: RollKind, b: RollKind) -> bool {
    a == RollKind::ActionAttacker && b == RollKind::ActionTarget
}

/// The digit a key stands for (a face of a die): 0–9.
fn digit(key: Key) -> Option<usize> {
    let digits = [
        Key::Num0,
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ];
    digits.iter().position(|k| *k == key)
}

/// The pips of a face of a d6, on a 3×3 grid (column, row).
fn pips(v: u8) -> &'static [(u8, u8)] {
    match v {
        1 => &[(1, 1)],
        2 => &[(0, 0), (2, 2)],
        3 => &[(0, 0), (1, 1), (2, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6 => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
        _ => &[],
    }
}

/// A die face to click: its pips (a number beyond six), its key in the
/// corner.
fn face(ui: &mut egui::Ui, v: u8, lang: Lang) -> egui::Response {
    let (whole, r) = ui.allocate_exact_size(Vec2::new(FACE, FACE + 12.0), egui::Sense::click());
    let rect = egui::Rect::from_min_size(whole.min, Vec2::splat(FACE));
    let name = t!(lang, "dice-face", n = v);
    r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    if v <= 9 {
        widgets::shortcut(&r, &v.to_string());
    }
    let p = ui.painter();
    let fill = if r.hovered() { style::RAF_LIGHT } else { egui::Color32::WHITE };
    let stroke =
        if r.has_focus() { egui::Stroke::new(2.0, style::SUN) } else { egui::Stroke::new(1.5, style::INK) };
    p.rect(rect.shrink(1.0), 7.0, fill, stroke, egui::StrokeKind::Inside);
    let inner = rect.shrink(FACE * 0.22);
    let dots = pips(v);
    if dots.is_empty() {
        p.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            v.to_string(),
            egui::FontId::proportional(20.0),
            style::INK,
        );
    }
    for &(c, row) in dots {
        let at = egui::pos2(
            inner.left() + inner.width() * c as f32 / 2.0,
            inner.top() + inner.height() * row as f32 / 2.0,
        );
        p.circle_filled(at, FACE * 0.075, style::INK);
    }
    if v <= 9 {
        // Its key, under the face.
        p.text(
            egui::pos2(rect.center().x, whole.bottom()),
            egui::Align2::CENTER_BOTTOM,
            v.to_string(),
            egui::FontId::monospace(11.0),
            style::MUTED,
        );
    }
    r.on_hover_text(format!("{name} ({v})"))
}

/// The counters still in the cup, each a button with its key, and "Pick
/// one at random": the one clicked (its place in the cup, from 1).
fn counters(ui: &mut egui::Ui, table: &Table, q: &Question, width: f32, lang: Lang) -> Option<u8> {
    let names = counter_names(table.edition(), &q.counters, lang);
    let mut out = None;
    // A cup of many counters scrolls: the panel stays in reach.
    egui::ScrollArea::vertical().id_salt("dice-cup").max_height(220.0).auto_shrink([false, true]).show(
        ui,
        |ui| {
            ui.set_width(width - 12.0);
            ui.horizontal_wrapped(|ui| {
                for (i, name) in names.iter().enumerate() {
                    let cap = super::keys::cap(i).unwrap_or_default();
                    let b = ui.button(capped(ui, cap, name));
                    if !cap.is_empty() {
                        widgets::shortcut(&b, cap);
                    }
                    if b.on_hover_text(t!(lang, "dice-counter", key = cap, name = name.clone())).clicked() {
                        out = u8::try_from(i + 1).ok();
                    }
                }
            });
        },
    );
    if ui.button(t!(lang, "dice-random")).on_hover_text(t!(lang, "dice-random-hint")).clicked() {
        let n = crate::table::clock_seed() % q.sides.max(1) as u64;
        out = Some(n as u8 + 1);
    }
    out
}

/// A counter's button text: its key's cap (as the numbered options show
/// theirs), then its name.
fn capped(ui: &egui::Ui, cap: &str, name: &str) -> egui::text::LayoutJob {
    let body = egui::TextStyle::Body.resolve(ui.style());
    let mut job = egui::text::LayoutJob::default();
    if !cap.is_empty() {
        let key = egui::TextFormat {
            font_id: egui::FontId::monospace(body.size),
            color: egui::Color32::WHITE,
            background: style::MUTED,
            ..Default::default()
        };
        job.append(cap, 0.0, key);
        job.append(" ", 0.0, egui::TextFormat { font_id: body.clone(), ..Default::default() });
    }
    let plain = egui::TextFormat { font_id: body, color: egui::Color32::PLACEHOLDER, ..Default::default() };
    job.append(name, 0.0, plain);
    job
}

/// What the step that asks did before the die it asks for: the step run
/// again with the values entered so far (the engine is pure: the same
/// dice give the same events up to the die missing), its events before
/// the throw of that die, in words. Not for the setup (nothing is shown
/// before its dice are in), nor the German player's secrets.
fn so_far(table: &Table, lang: Lang) -> Vec<String> {
    let s = table.session();
    let (Some(a), Some(own)) = (s.asking(), s.own_dice()) else { return Vec::new() };
    let Some(choice) = &a.choice else { return Vec::new() };
    let mut own = own.clone();
    own.entered.extend_from_slice(&a.entered);
    let mut c = s.campaign().clone();
    let Some(mut die) = c.dice().rolls() else { return Vec::new() };
    c.play_own(&own);
    let Ok(events) = c.apply(choice.clone()) else { return Vec::new() };
    let mut out = Vec::new();
    for e in &events {
        if let crate::rules::Event::Roll { values, .. } = e {
            die += values.len() as u64;
            if die > a.question.die {
                break;
            }
            continue;
        }
        if !e.secret() {
            out.push(e.describe(s.edition(), lang));
        }
    }
    out
}

/// What the last die the player entered in the last step played gave: its
/// roll and the log's next line that is not a roll. None when the last
/// step entered none (or only the German player's secrets).
pub fn last_result(table: &Table, lang: Lang) -> Option<String> {
    let s = table.session();
    let log = s.log();
    let marks = table.entered_rolls();
    let step = s.choices().len().checked_sub(1);
    let ed = s.edition();
    let in_step = || (0..log.len()).rev().take_while(|&i| log[i].after_choice == step);
    let Some(i) = in_step().find(|&i| marks[i]) else {
        // Only raiders turned face up (7.1) or going home unidentified
        // (11.4) were entered in the step: their draws are an earlier
        // step's rolls. The counters named, as the reveal says them.
        let at = in_step()
            .find(|&i| matches!(log[i].event, Event::Identified { .. } | Event::BackToCup { .. }))?;
        let drew = log[..at]
            .iter()
            .enumerate()
            .rev()
            .take_while(|(_, l)| !matches!(l.event, Event::Roll { kind: RollKind::RaidSize, .. }))
            .any(|(j, l)| matches!(l.event, Event::Roll { kind: RollKind::RaiderDraw, .. }) && marks[j]);
        if !drew || log[at].event.secret() {
            return None;
        }
        return Some(t!(lang, "dice-last-reveal", result = log[at].event.describe(ed, lang)));
    };
    let after = log[i + 1..].iter().find(|l| !l.event.is_roll())?;
    if log[i].event.secret() || after.event.secret() {
        return None;
    }
    Some(t!(
        lang,
        "dice-last",
        roll = log[i].event.describe(ed, lang),
        result = after.event.describe(ed, lang)
    ))
}
