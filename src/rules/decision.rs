//! What the engine asks ([`Decision`], with every legal option) and what
//! the player answers ([`Choice`]). Choices are what a save records, so their
//! serialised form is part of the save format.

use crate::edition::Edition;
use crate::i18n::{Lang, Localize, Msg};
use crate::rules::events::{level_name, pilot_name};
use crate::rules::level::Level;
use crate::rules::score::Score;
use crate::tr;
use serde::{Deserialize, Serialize};

/// What the campaign needs now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Pending {
    Decide(Decision),
    /// The scenario is over; the final score and verdict (13.4).
    Over(Score),
}

/// A decision for the player, with its legal options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Decision {
    /// 11.5: call a reserve pilot to fly fighter #`fighter` (0-based), or
    /// wait. Answered by [`Choice::Replace`] or [`Choice::NoReplacement`].
    Replace { fighter: u8, candidates: Vec<u8> },
    /// 5.2 (and 14.2): how fighter #`fighter` prepares for a possible raid.
    /// Answered by [`Choice::StandBy`], [`Choice::Satellite`],
    /// [`Choice::Patrol`] or [`Choice::ChangeBase`].
    Position(PositionOptions),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PositionOptions {
    pub fighter: u8,
    pub pilot: u8,
    /// Undamaged satellite airfields to stand by at (no fatigue).
    pub satellites: Vec<u8>,
    /// Target sites a patrol may fly over (fatigue +1); empty when the pilot
    /// cannot fly a mission (F6).
    pub patrol_sites: Vec<u8>,
    /// Patrol altitudes over each of `patrol_sites`, in the same order
    /// (balloon hexes allow 10,000 ft and up only, 6.7).
    pub patrol_levels: Vec<Vec<Level>>,
    /// Other sector airfields the whole section may move to (14.2); empty
    /// when the option is off or no longer open this phase.
    pub bases: Vec<u8>,
}

/// The player's answer to a decision.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    Replace { pilot: u8 },
    NoReplacement,
    StandBy,
    Satellite { site: u8 },
    Patrol { site: u8, level: Level },
    ChangeBase { site: u8 },
}

impl Decision {
    /// Every legal answer, listed. (Decisions with very many answers may
    /// later list a representative subset; these list all.)
    pub fn options(&self) -> Vec<Choice> {
        match self {
            Decision::Replace { candidates, .. } => candidates
                .iter()
                .map(|&pilot| Choice::Replace { pilot })
                .chain([Choice::NoReplacement])
                .collect(),
            Decision::Position(o) => {
                let mut out = vec![Choice::StandBy];
                out.extend(o.satellites.iter().map(|&site| Choice::Satellite { site }));
                for (site, levels) in o.patrol_sites.iter().zip(&o.patrol_levels) {
                    out.extend(levels.iter().map(|&level| Choice::Patrol { site: *site, level }));
                }
                out.extend(o.bases.iter().map(|&site| Choice::ChangeBase { site }));
                out
            }
        }
    }

    /// Is this choice one of the legal answers?
    pub fn allows(&self, c: &Choice) -> bool {
        match (self, c) {
            (Decision::Replace { candidates, .. }, Choice::Replace { pilot }) => candidates.contains(pilot),
            (Decision::Replace { .. }, Choice::NoReplacement) => true,
            (Decision::Position(_), Choice::StandBy) => true,
            (Decision::Position(o), Choice::Satellite { site }) => o.satellites.contains(site),
            (Decision::Position(o), Choice::Patrol { site, level }) => {
                o.patrol_sites.iter().zip(&o.patrol_levels).any(|(s, ls)| s == site && ls.contains(level))
            }
            (Decision::Position(o), Choice::ChangeBase { site }) => o.bases.contains(site),
            _ => false,
        }
    }

    /// The prompt: what the game needs now.
    pub fn prompt(&self, ed: &Edition, lang: Lang) -> String {
        match self {
            Decision::Replace { fighter, .. } => {
                tr!(lang, Msg::AskReplace, n = fighter + 1)
            }
            Decision::Position(o) => {
                tr!(lang, Msg::AskPosition, n = o.fighter + 1, pilot = pilot_name(ed, o.pilot))
            }
        }
    }

    /// The rule the decision belongs to.
    pub fn rule(&self) -> &'static str {
        match self {
            Decision::Replace { .. } => "11.5",
            Decision::Position(_) => "5.2",
        }
    }
}

impl Choice {
    /// A short label for a button.
    pub fn label(&self, ed: &Edition, lang: Lang) -> String {
        let site = |s: &u8| ed.sites[*s as usize].name.clone();
        match self {
            Choice::Replace { pilot } => tr!(lang, Msg::OptReplace, pilot = pilot_name(ed, *pilot)),
            Choice::NoReplacement => tr!(lang, Msg::OptNoReplacement),
            Choice::StandBy => tr!(lang, Msg::OptStandBy),
            Choice::Satellite { site: s } => tr!(lang, Msg::OptSatellite, site = site(s)),
            Choice::Patrol { site: s, level } => {
                tr!(lang, Msg::OptPatrol, site = site(s), level = level_name(*level, lang))
            }
            Choice::ChangeBase { site: s } => tr!(lang, Msg::OptChangeBase, site = site(s)),
        }
    }
}

/// Why a choice was refused. The campaign is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The campaign is over; nothing more to decide.
    Over,
    /// The choice answers another kind of decision than the one pending.
    NotThisDecision { rule: &'static str },
    /// The choice answers this decision but is not one of its legal options.
    NotAnOption { rule: &'static str },
}

impl Localize for Illegal {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Illegal::Over => tr!(lang, Msg::IllegalOver),
            Illegal::NotThisDecision { rule } => tr!(lang, Msg::IllegalNotThisDecision, rule = rule),
            Illegal::NotAnOption { rule } => tr!(lang, Msg::IllegalNotAnOption, rule = rule),
        }
    }
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl std::error::Error for Illegal {}
