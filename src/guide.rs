//! The guided first raid: the rulebook's example of play (2 p.m., 13 August,
//! board edition 2), played step by step on the real campaign screen.
//!
//! The guide is an ordinary campaign whose setup loads the example's dice
//! (`Setup::dice`): the rolls the rulebook prints, and for what it does not
//! print, the ones `tests/suite/worked_example.rs` lists. The morning (a raid
//! bombs Manston at 7 a.m., none comes at 10 a.m.) is played for the player;
//! from 2 p.m. each decision is a [`Step`]: what is happening and why, where
//! to click, and the choice the example makes. The screen only applies that
//! choice; another legal one is explained, not played, so the dice keep
//! telling the printed story. Being a campaign like any other, the guide is
//! saved, resumed and replayed like one.

use crate::edition::Edition;
use crate::text::Id;
use crate::rules::combat::BoxPos;
use crate::rules::hex::{Dir, Hex};
use crate::rules::movement::MoveAction::{self, *};
use crate::rules::{Campaign, Choice, Decision, Pending, Scenario, Setup, WeatherMode};
use std::sync::Arc;

/// One decision of the example: what the screen says, where it points, and
/// the printed choice.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// What has just happened and what to do now.
    pub text: Id,
    /// The rule the step is about (opens in the rules reference).
    pub rule: &'static str,
    /// The hex to click on the map, if the choice is made there.
    pub hex: Option<Hex>,
    /// The example's choice.
    pub choice: Choice,
}

/// The guided example: the campaign's setup (with the loaded dice), the
/// morning's choices (played for the player) and the steps from 2 p.m.
#[derive(Clone, Debug)]
pub struct Guide {
    pub setup: Setup,
    pub morning: Vec<Choice>,
    pub steps: Vec<Step>,
}

/// The example's raiders at 2 p.m., in the order the rulebook lists them.
const RAIDERS: [u8; 6] = [4, 5, 10, 19, 22, 24];

impl Guide {
    /// The example on `ed` (board edition 2: the example's hexes are its).
    /// `None` on another board, where the example does not hold.
    pub fn example_of_play(ed: &Arc<Edition>) -> Option<Guide> {
        if ed.number != 2 {
            return None;
        }
        let site = |id: &str| ed.site_by_id(id).map(|s| s as u8);
        let hex = |s: &str| s.parse::<Hex>().ok();
        let hawkinge = site("hawkinge")?;
        let mut setup = Setup::new(Scenario::Short, WeatherMode::Historical, 1940);
        let morning = vec![
            Choice::StandBy,
            Choice::StandBy,
            Choice::StandDown,
            Choice::StandDown,
            Choice::StandBy,
            Choice::StandBy,
        ];
        let step = |text, rule, hex: Option<Hex>, choice| Step { text, rule, hex, choice };
        let base = ed.sites[ed.site_by_id(&setup.base)?].hex;
        let steps = vec![
            step(id!("guide-01"), "5.2", hex("D6"), Choice::Satellite { site: hawkinge }),
            step(id!("guide-02"), "5.2", hex("D6"), Choice::Satellite { site: hawkinge }),
            step(id!("guide-03"), "6.1", None, Choice::Move { actions: vec![TakeOff(Dir::Right)] }),
            step(id!("guide-04"), "6.1", None, Choice::Move { actions: vec![TakeOff(Dir::Right)] }),
            step(id!("guide-05"), "6.3", hex("F7"), Choice::Move { actions: TO_DUNKIRK.to_vec() }),
            step(id!("guide-06"), "6.3", hex("F7"), Choice::Move { actions: TO_DUNKIRK.to_vec() }),
            step(id!("guide-07"), "7.4", hex("G8"), Choice::Move { actions: SPITFIRE.to_vec() }),
            step(id!("guide-08"), "7.5", hex("G8"), Choice::Move { actions: HURRICANE.to_vec() }),
            step(id!("guide-09"), "7.4", None, Choice::Place { pos: BoxPos::OutOfSun }),
            step(id!("guide-10"), "7.5", None, Choice::Place { pos: BoxPos::HeadOn { sun: false } }),
            step(id!("guide-11"), "8.42", None, Choice::Attack { target: 5 }),
            step(id!("guide-12"), "8.5", None, Choice::Attack { target: 22 }),
            step(id!("guide-13"), "8.41", None, Choice::Attack { target: 4 }),
            step(id!("guide-14"), "8.42", None, Choice::Attack { target: 24 }),
            step(id!("guide-15"), "8.43", None, Choice::Bursts { n: 3 }),
            step(id!("guide-16"), "8.1", Some(base), Choice::Land { hex: base }),
        ];
        setup.dice = loaded_dice(ed, &setup, &morning, &steps)?;
        Some(Guide { setup, morning, steps })
    }

    /// The step the campaign is at: the index of the first example choice
    /// not yet made, given the choices made since the campaign began; `None`
    /// once the example is over (or if the choices left the example).
    pub fn step_at(&self, choices: &[Choice]) -> Option<usize> {
        let made = choices.len().checked_sub(self.morning.len())?;
        (made < self.steps.len()).then_some(made)
    }

    /// Is `choice` the example's at step `i`? A move counts if it ends in the
    /// same hex, at the same level and facing (what the move picker asks):
    /// the screen then flies the example's own path.
    pub fn accepts(&self, c: &Campaign, i: usize, choice: &Choice) -> bool {
        let Some(step) = self.steps.get(i) else { return false };
        match (&step.choice, choice) {
            (Choice::Move { actions: want }, Choice::Move { actions: got }) => {
                let Pending::Decide(Decision::Move { fighter, .. }) = c.pending_light() else { return false };
                match (c.simulate_move(fighter, want), c.simulate_move(fighter, got)) {
                    (Ok(a), Ok(b)) => (a.hex, a.level, a.facing) == (b.hex, b.level, b.facing),
                    _ => false,
                }
            }
            (want, got) => want == got,
        }
    }
}

/// Two hexes up-right to Dunkirk (F7), two levels up to 10,000 ft.
const TO_DUNKIRK: [MoveAction; 4] = [Climb, Climb, Enter(Dir::UpRight), Enter(Dir::UpRight)];
/// The Spitfire: up to 20,000 ft, G7, and into G8 from the south-west.
const SPITFIRE: [MoveAction; 4] = [Climb, Climb, Enter(Dir::UpLeft), Enter(Dir::Right)];
/// The Hurricane: up to 15,000 ft, G7, H7, and into G8 facing east.
const HURRICANE: [MoveAction; 4] = [Climb, Enter(Dir::UpLeft), Enter(Dir::UpRight), Enter(Dir::DownRight)];

/// The dice of the example, in the order the campaign rolls them: played
/// out once with the example's choices, each roll chosen where it is rolled
/// (a draw from a cup is the position of the counter the example names).
fn loaded_dice(ed: &Arc<Edition>, setup: &Setup, morning: &[Choice], steps: &[Step]) -> Option<Vec<u8>> {
    // Not given by the rulebook: the pilot draws put Stone (Spitfire) and
    // Drake (Hurricane) on #1 and #2 (3.3); they come before any decision.
    let pilots = [1, 3, 1, 1, 1, 1, 1, 1];
    let mut with = setup.clone();
    with.dice = pilots.to_vec();
    let (mut c, _) = Campaign::new(ed.clone(), with).ok()?;
    let mut dice: Vec<u8> = pilots.to_vec();
    let mut play = |c: &mut Campaign, choice: &Choice, roll: Vec<u8>| -> Option<()> {
        c.dice_mut().script(roll.iter().copied());
        dice.extend(roll);
        c.apply(choice.clone()).ok().map(|_| ())
    };
    let marker = |c: &Campaign, want: Option<u8>| -> Option<u8> {
        use crate::edition::RaidMarker;
        let want = want.map_or(RaidMarker::NoRaid, RaidMarker::Raiders);
        let i = c.state().markers_cup.iter().position(|&m| ed.raid_markers[m as usize] == want)?;
        Some(i as u8 + 1)
    };
    let draws = |c: &Campaign, ids: &[u8]| -> Option<Vec<u8>> {
        let mut cup = c.state().cup.clone();
        ids.iter()
            .map(|id| {
                let i = cup.iter().position(|x| x == id)?;
                cup.remove(i);
                Some(i as u8 + 1)
            })
            .collect()
    };
    // 7 a.m. (not given): 4 Raiders over entry 6 at 10,000 ft (#2, #14,
    // #17, #20); a 4 takes them to Manston, identification 7, they bomb.
    play(&mut c, &morning[0], vec![])?;
    let mut roll = vec![marker(&c, Some(4))?, 6, 3, 3];
    roll.extend(draws(&c, &[2, 14, 17, 20])?);
    play(&mut c, &morning[1], roll)?;
    play(&mut c, &morning[2], vec![4, 3, 4])?;
    play(&mut c, &morning[3], vec![])?;
    // 10 a.m. (not given): No Raid.
    play(&mut c, &morning[4], vec![])?;
    let no_raid = marker(&c, None)?;
    play(&mut c, &morning[5], vec![no_raid])?;
    // 2 p.m.: six raiders (the marker's die not given), entry 6, 10,000 ft
    // (2 and 3, not given), the example's six.
    play(&mut c, &steps[0].choice, vec![])?;
    let mut roll = vec![marker(&c, Some(6))?, 6, 2, 3];
    roll.extend(draws(&c, &RAIDERS)?);
    play(&mut c, &steps[1].choice, roll)?;
    play(&mut c, &steps[2].choice, vec![])?;
    play(&mut c, &steps[3].choice, vec![4])?; // flight path 4: Manston
    play(&mut c, &steps[4].choice, vec![])?;
    play(&mut c, &steps[5].choice, vec![1])?; // flight path 1: G8
    play(&mut c, &steps[6].choice, vec![])?;
    // The rest, in the order the engine rolls them (tests/suite/worked_example.rs
    // names each): identification 8; round 1; round 2; the raid to
    // Eastchurch; Drake's wound roll.
    let rest = vec![
        4, 4, 5, 6, 5, 4, 3, 3, 1, 1, 5, 3, 2, 4, 4, 5, 3, 2, 3, 1, 6, 6, 5, 1, 2, 3, 4, 6, 6, 4, 2, 4, 4, 6,
        6, 4, 3, 1, 2, 3, 4, 5, 6, 3, 1, 2, 5, 2, 1, 3, 1,
    ];
    dice.extend(rest);
    Some(dice)
}
