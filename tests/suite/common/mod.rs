//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod app;
pub mod fit;
pub mod wait;

pub use wait::{settle, step_to, step_until};

use londons_burning::edition::Edition;
use londons_burning::rules::dice::Dice;
use londons_burning::rules::{Campaign, Choice, Decision, Event, Pending};
pub use londons_burning::rules::{Scenario, Setup, WeatherMode};
use std::sync::Arc;

/// The current built-in edition (2): the board new campaigns use.
pub fn ed() -> Arc<Edition> {
    Edition::builtin().expect("built-in edition")
}

/// Built-in edition 1, the board of the saves made before edition 2.
pub fn ed1() -> Arc<Edition> {
    Edition::builtin_number(1).expect("edition 1 is built in").expect("edition 1 validates")
}

/// A new campaign with dice scripted to start with `script`.
pub fn scripted(s: Setup, script: &[u8]) -> (Campaign, Vec<Event>) {
    let mut dice = Dice::new(s.seed);
    dice.script(script.iter().copied());
    Campaign::with_dice(ed(), s, dice).expect("setup")
}

/// The answer of a player who never flies: stand by, stay on the ground,
/// wait; at night he repairs what he can.
pub fn passive(d: &Decision) -> Choice {
    match d {
        Decision::Replace { .. } => Choice::NoReplacement,
        Decision::Position(_) => Choice::StandBy,
        Decision::Move { stand_down: true, .. } => Choice::StandDown,
        Decision::Attack { .. } => Choice::Withdraw,
        other => other.options().into_iter().next().expect("every decision has an option"),
    }
}

/// Plays with `answer` until the campaign is over or `stop` says so;
/// returns every event.
pub fn play_until(
    c: &mut Campaign,
    mut answer: impl FnMut(&Campaign, &Decision) -> Choice,
    mut stop: impl FnMut(&Campaign) -> bool,
) -> Vec<Event> {
    let mut all = Vec::new();
    for _ in 0..1_000_000 {
        if stop(c) {
            return all;
        }
        match c.pending() {
            Pending::Over(_) => return all,
            Pending::Decide(d) => {
                let choice = answer(c, &d);
                let ev =
                    c.apply(choice.clone()).unwrap_or_else(|e| panic!("{choice:?} refused for {d:?}: {e}"));
                all.extend(ev);
            }
        }
    }
    panic!("the campaign never ended");
}

pub fn date(s: &str) -> chrono::NaiveDate {
    s.parse().unwrap()
}

use londons_burning::rules::raid::{Course, Raid};
use londons_burning::rules::state::{Phase, State};
use londons_burning::rules::step::Step;
use londons_burning::rules::{Dir, Hex, Level};

pub fn hex(s: &str) -> Hex {
    s.parse().unwrap()
}

pub fn site(id: &str) -> usize {
    ed().site_by_id(id).unwrap_or_else(|| panic!("no site {id}"))
}

/// Builds a situation in the middle of a campaign: Stone flies fighter #1
/// (Spitfire #1), Drake fighter #2 (Hurricane #2), base Biggin Hill, both on
/// the airfield; then the test moves things around and picks the step.
pub struct Builder {
    pub st: State,
}

impl Builder {
    pub fn new() -> Builder {
        let (c, _) =
            scripted(Setup::new(Scenario::Regular, WeatherMode::Historical, 77), &[1, 3, 1, 1, 1, 1, 1, 1]);
        let mut st = c.into_state();
        st.phase = Phase::Daylight(0);
        Builder { st }
    }

    pub fn date(mut self, d: &str) -> Builder {
        self.st.date = date(d);
        self
    }

    pub fn phase(mut self, p: u8) -> Builder {
        self.st.phase = Phase::Daylight(p);
        self
    }

    /// A raid of `ids` in `hex`, outbound, all at `level`, face down.
    pub fn raid(mut self, at: &str, facing: Dir, level: Level, ids: &[u8]) -> Builder {
        self.st.cup.retain(|id| !ids.contains(id));
        self.st.raid = Some(Raid::new(1, hex(at), facing, level, ids, 0));
        self
    }

    /// The raid stopped over target `id` to bomb it (10.1).
    pub fn over(mut self, id: &str) -> Builder {
        self.raid_mut().target = Some(site(id) as u8);
        self
    }

    pub fn raid_mut(&mut self) -> &mut Raid {
        self.st.raid.as_mut().expect("a raid")
    }

    /// The raid already identified (its raiders at their given levels).
    pub fn identified(mut self) -> Builder {
        self.raid_mut().identified = true;
        self
    }

    pub fn homeward(mut self) -> Builder {
        self.raid_mut().course = Course::Homeward;
        self.raid_mut().bombed = true;
        self
    }

    pub fn raider_level(mut self, id: u8, level: Level) -> Builder {
        self.raid_mut().raider_mut(id).unwrap().level = level;
        self
    }

    /// Fighter `slot` (0 or 1) in `at` at `level` facing `facing`.
    pub fn fighter(mut self, slot: u8, at: &str, level: Level, facing: Dir) -> Builder {
        let plane = self.st.plane_of(&ed(), slot).unwrap();
        let p = &mut self.st.planes[plane];
        p.hex = hex(at);
        p.level = level;
        p.facing = facing;
        self
    }

    /// Takes fighter `slot` out of play (its pilot shaken for the day).
    pub fn without(mut self, slot: u8) -> Builder {
        let p = self.st.pilot_in(slot).unwrap();
        self.st.pilots[p].shaken = true;
        self
    }

    pub fn damage(mut self, id: &str, points: u8) -> Builder {
        self.st.damage[site(id)] = points;
        self
    }

    /// Every target but London damaged, so a raid stops nowhere else.
    pub fn all_damaged(mut self) -> Builder {
        let ed = ed();
        for (i, s) in ed.sites.iter().enumerate() {
            if s.kind != londons_burning::edition::SiteKind::London {
                self.st.damage[i] = 1;
            }
        }
        self
    }

    pub fn with(mut self, f: impl FnOnce(&mut State)) -> Builder {
        f(&mut self.st);
        self
    }

    /// Runs from `step` with the dice scripted.
    pub fn at(mut self, step: Step, script: &[u8]) -> (Campaign, Vec<Event>) {
        self.st.step = step;
        self.st.dice.script(script.iter().copied());
        Campaign::resume(ed(), self.st)
    }
}

impl Default for Builder {
    fn default() -> Self {
        Builder::new()
    }
}

pub fn decision(c: &Campaign) -> Decision {
    match c.pending() {
        Pending::Decide(d) => d,
        Pending::Over(_) => panic!("the campaign is over"),
    }
}

use londons_burning::rules::combat::{CheckSide, Combat, Craft};

/// Every action check in `ev` (8.4): attacker, target, margin.
pub fn checks(ev: &[Event]) -> Vec<(CheckSide, CheckSide, i32)> {
    ev.iter()
        .filter_map(|e| match e {
            Event::ActionCheck { attacker, target, margin } => {
                Some((attacker.clone(), target.clone(), *margin))
            }
            _ => None,
        })
        .collect()
}

/// The hit positions (9) scored on `who` in `ev`, by name.
pub fn hits(ev: &[Event], who: Craft, c: &Campaign) -> Vec<String> {
    let ed = c.edition();
    ev.iter()
        .filter_map(|e| match e {
            Event::Hit { craft, ty, position, .. } if *craft == who => Some(match craft {
                Craft::German(_) => ed.german_types[*ty as usize].position_name(*position),
                Craft::Raf(_) => ed.raf_types[*ty as usize].position_name(*position),
            }),
            _ => None,
        })
        .collect()
}

impl Builder {
    /// A combat in the raid's hex between the raid and `fighters` (already
    /// moved there, at their levels): the RAF intercepted if `raf_first`.
    pub fn combat(mut self, raf_first: bool, fighters: &[u8]) -> Builder {
        let ed = ed();
        let hex = self.st.raid.as_ref().expect("a raid").hex;
        for &f in fighters {
            self.raid_mut().intercepted[f as usize] = true;
            let plane = self.st.plane_of(&ed, f).unwrap();
            self.st.planes[plane].hex = hex;
        }
        self.raid_mut().identified = true;
        self.st.combat = Some(Combat::new(hex, raf_first, fighters, Step::ImpulseEnd));
        self
    }

    /// The level of fighter `slot`.
    pub fn level(mut self, slot: u8, level: Level) -> Builder {
        let plane = self.st.plane_of(&ed(), slot).unwrap();
        self.st.planes[plane].level = level;
        self
    }

    /// Hits on fighter `slot`'s damage positions.
    pub fn raf_hits(mut self, slot: u8, hits: [u8; 6]) -> Builder {
        let plane = self.st.plane_of(&ed(), slot).unwrap();
        self.st.planes[plane].hits = hits;
        self
    }

    pub fn german_hits(mut self, id: u8, hits: [u8; 6]) -> Builder {
        self.raid_mut().raider_mut(id).unwrap().hits = hits;
        self
    }

    pub fn fatigue(mut self, slot: u8, f: u8) -> Builder {
        let p = self.st.pilot_in(slot).unwrap();
        self.st.pilots[p].fatigue = f;
        self
    }
}

/// Runs the command line; returns its exit code, stdout and stderr.
pub fn cli(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_londons-burning"))
        .args(args)
        .env("LANG", "C")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// A three-day campaign's save (short, seed 5, the sensible bot), as text.
pub fn sample_save() -> String {
    use londons_burning::save::SaveFile;
    use londons_burning::session::Session;
    use std::sync::OnceLock;
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| {
        let mut s =
            Session::new("Fuzz", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, 5)).unwrap();
        while s.campaign().state().date.to_string().as_str() < "1940-08-16" {
            let Pending::Decide(d) = s.campaign().pending_light() else { break };
            let choice = londons_burning::sim::sensible(s.campaign(), &d);
            s.apply(choice).unwrap();
        }
        SaveFile::from_session(&s).to_json()
    })
    .clone()
}

/// Hand-made hostile saves (huge numbers, deep nesting, wrong types, a
/// million illegal choices, not JSON, empty), made from [`sample_save`]:
/// loading and importing must refuse each with a message.
pub fn hostile_saves() -> Vec<(&'static str, String)> {
    use serde_json::Value;
    let good: Value = serde_json::from_str(&sample_save()).unwrap();
    let with = |key: &str, v: Value| {
        let mut doc = good.clone();
        doc[key] = v;
        doc.to_string()
    };
    let deep = format!("{}1{}", "[".repeat(100_000), "]".repeat(100_000));
    vec![
        ("huge version", with("version", serde_json::from_str("1e308").unwrap())),
        ("version beyond u32", with("version", Value::from(u64::MAX))),
        ("huge seed", {
            let mut doc = good.clone();
            doc["setup"]["seed"] = serde_json::from_str("123456789012345678901234567890").unwrap();
            doc.to_string()
        }),
        ("burst count beyond u8", with("choices", serde_json::json!([{ "Bursts": { "n": 100000 } }]))),
        ("deep nesting", format!("{{\"format\":\"londons-burning-save\",\"version\":1,\"choices\":{deep}}}")),
        ("deep nesting in a known field", {
            let text = with("choices", Value::Null);
            assert!(text.contains("\"choices\":null"));
            text.replace("\"choices\":null", &format!("\"choices\":{deep}"))
        }),
        ("deep nesting at the top", deep.clone()),
        ("wrong type", with("choices", Value::from("all of them"))),
        ("snapshots of the wrong shape", with("snapshots", serde_json::json!([{ "date": 5 }]))),
        (
            "a million illegal choices",
            with("choices", Value::Array(vec![serde_json::json!("EndRepairs"); 1_000_000])),
        ),
        ("not JSON", "\u{0}\u{1}garbage".to_string()),
        ("empty", String::new()),
    ]
}
