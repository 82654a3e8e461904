//! The hall of fame: the finished campaigns of the saves folder, best
//! first (read from the saves' headers, without a replay).

use crate::rules::Setup;
use crate::rules::score::Verdict;
use crate::save::Listed;

/// A finished campaign in the hall of fame.
#[derive(Clone, Debug, PartialEq)]
pub struct Fame {
    pub name: String,
    pub setup: Setup,
    /// The board edition it was played on.
    pub edition: u32,
    pub raf: u32,
    pub luftwaffe: u32,
    /// Who won (13.4).
    pub verdict: Verdict,
    /// Played with the advisor's help (it was asked at least once).
    pub advised: bool,
}

impl Fame {
    /// RAF points over Luftwaffe points.
    pub fn margin(&self) -> i64 {
        self.raf as i64 - self.luftwaffe as i64
    }
}

/// The finished campaigns among the saves, best first: RAF wins before
/// draws before Luftwaffe wins (13.4), then the widest margin, then the
/// most victories, then by name.
pub fn hall_of_fame(saves: &[Listed]) -> Vec<Fame> {
    let mut v: Vec<Fame> = saves
        .iter()
        .filter_map(|row| row.entry.as_ref().ok())
        .filter(|s| s.summary.over)
        .map(|s| Fame {
            name: s.name.clone(),
            setup: s.setup.clone(),
            edition: s.edition.edition_number(),
            raf: s.summary.raf,
            luftwaffe: s.summary.luftwaffe,
            advised: s.advised,
            verdict: Verdict::of(s.summary.raf, s.summary.luftwaffe),
        })
        .collect();
    v.sort_by(|a, b| {
        b.margin()
            .signum()
            .cmp(&a.margin().signum())
            .then(b.margin().cmp(&a.margin()))
            .then(b.raf.cmp(&a.raf))
            .then(a.name.cmp(&b.name))
    });
    v
}
