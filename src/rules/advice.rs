//! What the player should know before committing a move (pure, read-only):
//! where the raid may catch a fighter with the Luftwaffe segment first (R2,
//! 6.6, 8.1), and the chance that a combat at a given level starts with
//! every German two or more levels away, so the fighter must withdraw
//! (8.2, "lost contact"). Nothing here rolls a die or changes the campaign.

use crate::rules::campaign::Campaign;
use crate::rules::hex::Hex;
use crate::rules::level::Level;
use crate::rules::raid::Course;

/// The chance of each total of 2d6 (2..=12), in 36ths.
const TWO_D6: [u32; 11] = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

impl Campaign {
    /// The hexes the raid may enter on its next move, each with the share
    /// of the flight-path results (6.4) whose path enters it. A fighter
    /// that ends its move in one of them stops the raid there (6.6) and is
    /// intercepted by it with the Luftwaffe segment first (R2, 8.1); the
    /// raid stops at the first such hex, so every hex of every path counts,
    /// not only where the paths end.
    ///
    /// Seen by fighter #`f` about to move: it is left out (it is moving),
    /// while the other fighter stays where it is now (the raid would stop
    /// at it). Empty when there is no raid, or #`f` has already met it
    /// (7.2: once a raid). The raid's own hex is not listed: ending a move
    /// there is an interception by the RAF, its segment first.
    pub fn raid_danger(&self, f: u8) -> Vec<(Hex, f64)> {
        let Some(raid) = self.st.raid.as_ref().filter(|r| !r.exited && r.with_raid().next().is_some()) else {
            return Vec::new();
        };
        if raid.intercepted.get(f as usize).copied().unwrap_or(true) {
            return Vec::new();
        }
        let rolls: &[u8] =
            if matches!(raid.course, Course::London { .. }) { &[1] } else { &[1, 2, 3, 4, 5, 6] };
        let share = 1.0 / rolls.len() as f64;
        let mut out: Vec<(Hex, f64)> = Vec::new();
        let mut ev = Vec::new();
        for &d in rolls {
            let mut copy = self.clone();
            if let Some(r) = copy.st.raid.as_mut() {
                // Fighter #f is moving: the raid does not stop where it was.
                r.intercepted[f as usize] = true;
            }
            ev.clear();
            copy.raid_move(Some(d), &mut ev);
            let Some(r) = copy.st.raid.as_ref() else { continue };
            let mut seen: Vec<Hex> = Vec::new();
            for &h in &r.path {
                if seen.contains(&h) || h == raid.hex {
                    continue;
                }
                seen.push(h);
                match out.iter_mut().find(|(x, _)| *x == h) {
                    Some(x) => x.1 += share,
                    None => out.push((h, share)),
                }
            }
        }
        out
    }

    /// The chance that a fighter at `level` in a combat with the raid in
    /// `hex` finds every German two or more levels away when the combat
    /// starts, and must withdraw with "lost contact" (8.2).
    ///
    /// Once the raid is identified its levels are known (0 or 1). Before,
    /// the Germans will be at the reported altitude moved by the exact
    /// altitude table (7.1: one level down, none, or one up, on 2d6; never
    /// above 25,000 ft nor below Ground, or 10,000 ft over balloons); top
    /// cover, one level above, is not counted, since the player cannot
    /// know which raiders are fighters: the chance is an upper bound.
    pub fn contact_lost_chance(&self, level: Level, hex: Hex) -> f64 {
        let Some(raid) = self.st.raid.as_ref() else { return 0.0 };
        if raid.identified {
            let near = raid.with_raid().any(|r| r.level.gap(level) <= 1);
            return if near { 0.0 } else { 1.0 };
        }
        let floor = if self.balloons_at(hex) { Level::BALLOON_FLOOR } else { Level::Ground };
        let mut lost = 0;
        for (i, ways) in TWO_D6.iter().enumerate() {
            let row = self.ed.exact_altitude[i];
            let exact = raid.reported.shifted(row.raiders as i32, floor, Level::BOMBER_CEILING);
            if exact.gap(level) >= 2 {
                lost += ways;
            }
        }
        lost as f64 / 36.0
    }

    /// The level the Germans are at, as the player knows it: the lowest
    /// level of the raiders once identified (where the bombers fly; top
    /// cover is above), else the reported altitude (5.3). None without a
    /// raid.
    pub fn raid_level_known(&self) -> Option<Level> {
        let raid = self.st.raid.as_ref()?;
        if raid.identified {
            raid.with_raid().map(|r| r.level).min().or(Some(raid.reported))
        } else {
            Some(raid.reported)
        }
    }
}
