//! Victory (13): the RAF's total of German aircraft destroyed against the
//! Luftwaffe's RAF losses and targets still damaged. Available at any time
//! as the running score; at the end of the scenario it decides the winner.

use crate::edition::{Edition, SiteKind};
use crate::i18n::{Lang, Msg};
use crate::rules::state::State;
use crate::tr;
use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    RafWins,
    LuftwaffeWins,
    Draw,
}

impl Verdict {
    pub fn msg(self) -> Msg {
        match self {
            Verdict::RafWins => Msg::VerdictRaf,
            Verdict::LuftwaffeWins => Msg::VerdictLuftwaffe,
            Verdict::Draw => Msg::VerdictDraw,
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
}

pub fn score(ed: &Edition, st: &State) -> Score {
    let damaged = |k: SiteKind| ed.sites_of(k).filter(|&i| st.damage[i] > 0).count() as u32;
    let radar = damaged(SiteKind::Radar);
    let london = damaged(SiteKind::London);
    let other: u32 = SiteKind::ALL
        .into_iter()
        .filter(|k| !matches!(k, SiteKind::Radar | SiteKind::London))
        .map(damaged)
        .sum();
    let raf_losses = st.tally.raf_losses;
    let luftwaffe = raf_losses + radar + 3 * london + 2 * other;
    let raf = st.tally.raf_victories;
    let verdict = match raf.cmp(&luftwaffe) {
        std::cmp::Ordering::Greater => Verdict::RafWins,
        std::cmp::Ordering::Less => Verdict::LuftwaffeWins,
        std::cmp::Ordering::Equal => Verdict::Draw,
    };
    Score { raf, raf_losses, radar, london, other, luftwaffe, verdict }
}

impl Score {
    pub fn summary(&self, lang: Lang) -> String {
        tr!(
            lang,
            Msg::ScoreLine,
            raf = self.raf,
            luftwaffe = self.luftwaffe,
            losses = self.raf_losses,
            radar = self.radar,
            london = self.london * 3,
            other = self.other * 2
        )
    }
}
