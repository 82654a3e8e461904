//! Invariants of a campaign state, checked by the tests and the simulator
//! after every step: every aircraft and pilot accounted for, every counter
//! within its track.

use crate::rules::campaign::{Campaign, FULL_AMMO};
use crate::rules::damage;
use crate::rules::state::{PilotStatus, PlaneStatus, Players};

impl Campaign {
    /// Every broken invariant, as a sentence; empty when all hold.
    pub fn invariant_violations(&self) -> Vec<String> {
        let ed = &self.ed;
        let st = &self.st;
        let mut out = Vec::new();
        // All German aircraft are in exactly one place: the cup, the raid,
        // the destroyed box, withdrawn, awaiting arrival, or (15.2) drawn
        // for the day's plan.
        let mut seen = vec![0u8; ed.german.len() + 1];
        let raid: Vec<u8> =
            st.raid.as_ref().map(|r| r.with_raid().map(|x| x.id).collect()).unwrap_or_default();
        let planned: Vec<u8> = st.lw.as_ref().map(|l| l.holds().copied().collect()).unwrap_or_default();
        for id in st
            .cup
            .iter()
            .chain(&raid)
            .chain(&st.destroyed)
            .chain(&st.withdrawn)
            .chain(&st.awaiting)
            .chain(&planned)
        {
            match seen.get_mut(*id as usize) {
                Some(n) if *id > 0 => *n += 1,
                _ => out.push(format!("German #{id} does not exist")),
            }
        }
        for (id, n) in seen.iter().enumerate().skip(1) {
            if *n != 1 {
                out.push(format!("German #{id} is in {n} places"));
            }
        }
        if let Some(r) = &st.raid {
            for x in r.with_raid() {
                if damage::destroyed(ed.german_type(x.id), &x.hits) {
                    out.push(format!("German #{} is destroyed but still with the raid", x.id));
                }
                if x.level == crate::rules::level::Level::Airfield {
                    out.push(format!("German #{} is on an airfield", x.id));
                }
            }
        }
        // Pilots: fatigue on its track, at most one pilot a fighter.
        for slot in 0..2u8 {
            let n = st.pilots.iter().filter(|p| p.status == PilotStatus::Flying(slot)).count();
            if n > 1 {
                out.push(format!("{n} pilots fly fighter #{}", slot + 1));
            }
        }
        let mut victories = 0u32;
        for (i, p) in st.pilots.iter().enumerate() {
            if p.fatigue > 6 {
                out.push(format!("pilot {i} at fatigue {}", p.fatigue));
            }
            victories += p.victories as u32;
        }
        if victories != st.tally.raf_victories {
            out.push(format!("pilots' victories {victories} != RAF total {}", st.tally.raf_victories));
        }
        // 15.1: the two players' totals make the RAF's.
        let [a, b] = st.tally.player_victories;
        if st.setup.players == Players::TwoRaf && a + b != st.tally.raf_victories {
            out.push(format!("players' victories {a} + {b} != RAF total {}", st.tally.raf_victories));
        }
        if st.setup.players != Players::TwoRaf && a + b != 0 {
            out.push(format!("players' victories {a} + {b} outside the two-RAF version"));
        }
        if st.leader > 1 {
            out.push(format!("section leader on fighter slot {}", st.leader));
        }
        // RAF aircraft: active ones are flown by a pilot of a fighter, with
        // ammunition and hits within bounds.
        for (i, pl) in st.planes.iter().enumerate() {
            if pl.ammo > FULL_AMMO {
                out.push(format!("aircraft {i} has {} bursts", pl.ammo));
            }
            if pl.status == PlaneStatus::Active {
                let flown = (0..2u8).any(|f| st.plane_of(ed, f) == Some(i));
                if !flown {
                    out.push(format!("aircraft {i} is on the map without a pilot"));
                }
                if damage::destroyed(&ed.raf_types[ed.raf[i].ty], &pl.hits) {
                    out.push(format!("aircraft {i} is destroyed but active"));
                }
            }
        }
        for (i, d) in st.damage.iter().enumerate() {
            if *d > 10 {
                out.push(format!("site {i} has {d} damage points"));
            }
        }
        if st.combat.is_some() && st.raid.is_none() {
            out.push("a combat without a raid".into());
        }
        out
    }
}
