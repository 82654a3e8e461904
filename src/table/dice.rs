//! Your own dice at the table (issue 32): who rolls each kind of die, the
//! groups of kinds a player chooses between, and the dice files of the
//! command line — a campaign's chance events written one a line
//! (`report --format dice`) and a new campaign played from such a file
//! (`autoplay --dice`).
//!
//! The session (`session.rs`) does the stepping: a step that needs a die
//! the player rolls is run on a copy of the campaign, thrown away, and run
//! again from its start once the die is entered. Here a file answers the
//! questions instead of a player.

use crate::edition::Edition;
use crate::rules::dice::{OwnDice, Question, RollKind};
use crate::rules::{Campaign, Choice, Decision, Event, Pending};
use crate::session::Session;
use crate::text::dice::{counter_names, file_ends, file_left, file_mismatch};
use crate::text::{Lang, Localize};
use chrono::NaiveDate;
use std::sync::Arc;

/// The kinds of roll as a player chooses who rolls them: "my dice for
/// combat, yours for the rest".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, strum::VariantArray, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum DiceGroup {
    /// The pilot draw (3.3) and the section leader (15.1).
    Setup,
    /// The optional weather table (4.3).
    Weather,
    /// The raids: size, entry, altitude, raiders, flight path, top cover
    /// (5.3, 6.4, 7.1).
    Raids,
    /// Air combat (8, 9.5, 14.1).
    Combat,
    /// Wounds and the Luftwaffe's replacements (11.2, 12.1).
    Aftermath,
    /// 15.2: the German player's draws.
    Luftwaffe,
}

impl DiceGroup {
    pub fn of(kind: RollKind) -> DiceGroup {
        use RollKind::*;
        match kind {
            PilotDraw | SectionLeader => DiceGroup::Setup,
            Weather => DiceGroup::Weather,
            RaidSize | EntryHex | ReportedAltitude | RaiderDraw | FlightPath | ExactAltitude => {
                DiceGroup::Raids
            }
            GermanTarget | ActionAttacker | ActionTarget | Fire | DamagePosition | ReturnFire
            | HeadOnFire | HeadOnAnswer | Crossfire | CrossfireTarget | CombatEnd | Survival => {
                DiceGroup::Combat
            }
            Wound | LuftwaffeRepair => DiceGroup::Aftermath,
            TargetMarker | PlanMarker | PlanRaider => DiceGroup::Luftwaffe,
        }
    }

    /// Every kind of roll in the group.
    pub fn kinds(self) -> impl Iterator<Item = RollKind> {
        <RollKind as strum::VariantArray>::VARIANTS.iter().copied().filter(move |&k| DiceGroup::of(k) == self)
    }

    /// The group's id in the command line ("combat").
    pub fn id(self) -> &'static str {
        self.into()
    }

    pub fn from_id(s: &str) -> Option<DiceGroup> {
        <DiceGroup as strum::VariantArray>::VARIANTS.iter().copied().find(|g| g.id() == s)
    }
}

/// The player rolls the kinds of these groups; the program the rest.
pub fn own_dice(groups: &[DiceGroup]) -> OwnDice {
    OwnDice::rolling(groups.iter().flat_map(|g| g.kinds()))
}

/// One line of a dice file: a value (a die's face, or a counter's name),
/// the roll's purpose (`RollKind::id`) and its rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceLine {
    /// Its line in the file, from 1.
    pub line: usize,
    pub value: String,
    pub purpose: String,
    pub rule: String,
}

impl DiceLine {
    /// The line as the file says it.
    pub fn text(&self) -> String {
        format!("{} {} {}", self.value, self.purpose, self.rule)
    }
}

/// Reads a dice file: one die a line, "VALUE PURPOSE RULE" (the value may
/// be a counter's name with spaces); blank lines and lines beginning with
/// `#` are skipped.
pub fn parse_dice_file(text: &str, lang: Lang) -> Result<Vec<DiceLine>, String> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let mut parts = l.rsplitn(3, char::is_whitespace);
        let (Some(rule), Some(purpose), Some(value)) = (parts.next(), parts.next(), parts.next()) else {
            return Err(t!(lang, "dice-file-bad-line", line = i + 1, says = l));
        };
        out.push(DiceLine {
            line: i + 1,
            value: value.trim().to_string(),
            purpose: purpose.to_string(),
            rule: rule.to_string(),
        });
    }
    Ok(out)
}

/// The value a line gives for `q`, or None when it is not what `q` asks:
/// the same purpose and rule, and a face of the die or a counter in the
/// cup (by its name in `lang` or in English; a name two counters share
/// names the first unless the line says which, "3 raiders (2)").
pub fn value_for(line: &DiceLine, q: &Question, ed: &Edition, lang: Lang) -> Option<u8> {
    if line.purpose != q.kind.id() || line.rule != q.rule() {
        return None;
    }
    if !q.is_draw() {
        return line.value.parse::<u8>().ok().filter(|&v| q.accepts(v));
    }
    for l in [lang, Lang::EN] {
        let names = counter_names(ed, &q.counters, l);
        let plain: Vec<String> =
            q.counters.iter().map(|&c| crate::text::dice::counter_name(ed, c, l)).collect();
        if let Some(i) = names
            .iter()
            .position(|n| *n == line.value)
            .or_else(|| plain.iter().position(|n| *n == line.value))
        {
            return u8::try_from(i + 1).ok().filter(|&v| q.accepts(v));
        }
    }
    None
}

/// The line a dice file writes for the value `v` of the die `q` asks.
pub fn line_for(q: &Question, v: u8, ed: &Edition, lang: Lang) -> String {
    let value = if q.is_draw() {
        counter_names(ed, &q.counters, lang).get(v as usize - 1).cloned().unwrap_or_else(|| v.to_string())
    } else {
        v.to_string()
    };
    format!("{value} {} {}", q.kind.id(), q.rule())
}

/// A campaign's chance events, one die a line (`report --format dice`):
/// the campaign is played again from its setup with every die entered, the
/// values those of its log in order, and each question written with the
/// value it got (a draw as the counter's name). Fed to `autoplay --dice`
/// with the same choices, the lines give the same campaign.
pub fn dice_lines(s: &Session, lang: Lang) -> Result<Vec<String>, String> {
    let ed = s.edition().clone();
    let values: Vec<u8> = s
        .log()
        .iter()
        .flat_map(|l| match &l.event {
            Event::Roll { values, .. } => values.to_vec(),
            _ => Vec::new(),
        })
        .collect();
    let mut setup = s.setup().clone();
    setup.options.own_dice = Some(OwnDice::all());
    setup.dice.clear();
    let mut lines = vec![format!("# {}", t!(lang, "dice-file-header", name = s.name))];
    let mut again = Session::new(&s.name, ed.clone(), setup).map_err(|e| e.localize(lang))?;
    // The dice are asked in the game's order, a raider drawn face down at
    // its reveal (7.1): each question takes the value of its own die.
    let answer = |again: &mut Session, lines: &mut Vec<String>| -> Result<(), String> {
        while let Some(a) = again.asking() {
            let q = a.question.clone();
            let Some(&v) = usize::try_from(q.die).ok().and_then(|d| values.get(d)) else {
                return Err(file_ends(lines.len() + 1, &q, lang));
            };
            lines.push(line_for(&q, v, &ed, lang));
            again.enter(v).map_err(|e| e.localize(lang))?;
        }
        Ok(())
    };
    answer(&mut again, &mut lines)?;
    for c in s.choices() {
        again.apply(c.clone()).map_err(|e| e.localize(lang))?;
        answer(&mut again, &mut lines)?;
    }
    Ok(lines)
}

/// Plays a new campaign from `setup` with every die entered from `lines`,
/// the choices made by `choose`, up to the first decision of `until` or
/// the end. Where the file's next line is not what the game asks, it
/// stops with "line N: the file says X, the game asks Y"; so it does when
/// the file ends first, or (played to the end) has lines left.
pub fn play_dice_file(
    name: &str,
    ed: Arc<Edition>,
    mut setup: crate::rules::Setup,
    lines: &[DiceLine],
    until: Option<NaiveDate>,
    mut choose: impl FnMut(&Campaign, &Decision) -> Choice,
    lang: Lang,
) -> Result<Session, String> {
    setup.options.own_dice = Some(OwnDice::all());
    let mut s = Session::new(name, ed.clone(), setup).map_err(|e| e.localize(lang))?;
    let mut next = lines.iter();
    let last = lines.last().map_or(1, |l| l.line + 1);
    let mut feed = |s: &mut Session| -> Result<(), String> {
        while let Some(a) = s.asking() {
            let q = a.question.clone();
            let Some(line) = next.next() else { return Err(file_ends(last, &q, lang)) };
            let Some(v) = value_for(line, &q, &ed, lang) else {
                return Err(file_mismatch(line.line, &line.text(), &q, lang));
            };
            s.enter(v).map_err(|e| format!("{}: {}", line.line, e.localize(lang)))?;
        }
        Ok(())
    };
    feed(&mut s)?;
    loop {
        let c = s.campaign();
        if until.is_some_and(|u| c.state().date >= u) {
            return Ok(s);
        }
        let Pending::Decide(d) = c.pending_light() else { break };
        let choice = choose(c, &d);
        s.apply(choice).map_err(|e| e.localize(lang))?;
        feed(&mut s)?;
    }
    match next.next() {
        Some(line) => Err(file_left(line.line, &line.text(), lang)),
        None => Ok(s),
    }
}
