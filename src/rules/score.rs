//! Victory (13): the RAF's total of German aircraft destroyed against the
//! Luftwaffe's RAF losses and targets still damaged. Available at any time
//! as the running score; at the end of the scenario it decides the winner.

use crate::edition::{Edition, SiteKind};
use crate::rules::state::{Players, State};
use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    RafWins,
    LuftwaffeWins,
    Draw,
}

impl Verdict {
    /// Who wins on these totals (13.4): the side with more points; a draw
    /// when they are equal.
    pub fn of(raf: u32, luftwaffe: u32) -> Verdict {
        match raf.cmp(&luftwaffe) {
            std::cmp::Ordering::Greater => Verdict::RafWins,
            std::cmp::Ordering::Less => Verdict::LuftwaffeWins,
            std::cmp::Ordering::Equal => Verdict::Draw,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// German aircraft destroyed by RAF pilots (13.2).
    pub raf: u32,
    /// 1 a RAF aircraft destroyed (13.3).
    pub raf_losses: u32,
    /// 1 a radar station still damaged.
    pub radar: u32,
    /// 3 a London hex still damaged.
    pub london: u32,
    /// 2 every other target still damaged.
    pub other: u32,
    pub luftwaffe: u32,
    /// Who would win if the scenario ended now (13.4).
    pub verdict: Verdict,
    /// 15.1: each RAF player's own victories, fighter #1's then #2's (their
    /// sum is `raf`); None in the other versions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<[u32; 2]>,
}

/// 15.1: how the two RAF players finish. The combined RAF score against the
/// Luftwaffe decides the side ([`Verdict`]); then the player with more
/// victories wins, unless the Luftwaffe's total exceeds their combined one:
/// then both lose.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ranking {
    /// The player of fighter #1 (0) or #2 (1) wins.
    Wins(u8),
    /// Both have the same number of victories.
    Tie,
    /// The Luftwaffe beat their combined score.
    BothLose,
}

/// What a target still damaged at the end is worth to the Luftwaffe (13.3):
/// 1 a radar station, 3 a London hex, 2 any other target.
pub fn damaged_worth(kind: SiteKind) -> u32 {
    match kind {
        SiteKind::Radar => 1,
        SiteKind::London => 3,
        _ => 2,
    }
}

/// Victories a pilot needs, before the campaign (3.4) and in it, to be an
/// ace (13.1).
pub const ACE_VICTORIES: u32 = 5;

/// Is a pilot with `victories` in all (prior and in this campaign) an ace
/// (13.1)?
pub fn is_ace(victories: u32) -> bool {
    victories >= ACE_VICTORIES
}

pub fn score(ed: &Edition, st: &State) -> Score {
    // One pass over the targets still damaged (this runs after every
    // rollout of the expert).
    let (mut radar, mut london, mut other) = (0, 0, 0);
    for (site, &d) in ed.sites.iter().zip(&st.damage) {
        if d > 0 {
            match site.kind {
                SiteKind::Radar => radar += 1,
                SiteKind::London => london += 1,
                _ => other += 1,
            }
        }
    }
    let raf_losses = st.tally.raf_losses;
    let luftwaffe: u32 = raf_losses
        + radar * damaged_worth(SiteKind::Radar)
        + london * damaged_worth(SiteKind::London)
        + other * damaged_worth(SiteKind::Sector);
    let raf = st.tally.raf_victories;
    let verdict = Verdict::of(raf, luftwaffe);
    let players = (st.setup.players == Players::TwoRaf).then_some(st.tally.player_victories);
    Score { raf, raf_losses, radar, london, other, luftwaffe, verdict, players }
}

impl Score {
    /// 15.1: the ranking of the two RAF players; None in the other versions.
    pub fn ranking(&self) -> Option<Ranking> {
        let [a, b] = self.players?;
        Some(if self.luftwaffe > self.raf {
            Ranking::BothLose
        } else {
            match a.cmp(&b) {
                std::cmp::Ordering::Greater => Ranking::Wins(0),
                std::cmp::Ordering::Less => Ranking::Wins(1),
                std::cmp::Ordering::Equal => Ranking::Tie,
            }
        })
    }

}
