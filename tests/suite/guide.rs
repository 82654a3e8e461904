//! The guided first raid (src/guide.rs): its campaign, started from its own
//! setup, plays the rulebook's example of play when the player makes the
//! steps' choices, and it is saved and replayed like any campaign.

use crate::common::*;
use londons_burning::guide::Guide;
use londons_burning::rules::movement::MoveAction::*;
use londons_burning::rules::state::Phase;
use londons_burning::rules::{Campaign, Choice, Decision, Dir, Event, Level};
use londons_burning::save;
use londons_burning::session::Session;

#[test]
fn the_guide_plays_the_example_of_play() {
    let ed = ed();
    let g = Guide::example_of_play(&ed).expect("edition 2 has the example");
    let (mut c, _) = Campaign::new(ed.clone(), g.setup.clone()).unwrap();
    let mut made: Vec<Choice> = Vec::new();
    for choice in &g.morning {
        assert_eq!(g.step_at(&made), None, "the morning is played for the player");
        c.apply(choice.clone()).unwrap();
        made.push(choice.clone());
    }
    assert_eq!(c.state().phase, Phase::Daylight(2), "2 p.m.");
    assert!(c.state().damage[site("manston")] > 0, "Manston was bombed at 7 a.m.");
    let mut all = Vec::new();
    for (i, step) in g.steps.iter().enumerate() {
        assert_eq!(g.step_at(&made), Some(i));
        let d = decision(&c);
        assert!(d.options().contains(&step.choice) || matches!(d, Decision::Move { .. }), "step {i}: {d:?}");
        assert!(g.accepts(&c, i, &step.choice), "step {i}");
        // The hex it points at is where the choice acts.
        if let (Some(h), Choice::Move { actions }) = (step.hex, &step.choice) {
            let Decision::Move { fighter, .. } = d else { panic!() };
            assert_eq!(c.simulate_move(fighter, actions).unwrap().hex, h, "step {i}");
        }
        all.extend(c.apply(step.choice.clone()).unwrap());
        made.push(step.choice.clone());
    }
    assert_eq!(g.step_at(&made), None, "the example is over");
    // The printed outcome.
    let drake = c.state().pilots.iter().position(|p| p.victories == 2).expect("Drake has two victories");
    assert_eq!(ed.pilots[drake].name, "Drake");
    assert!(all.iter().any(|e| matches!(e, Event::Victory { id: 22, .. })));
    assert!(all.iter().any(|e| matches!(e, Event::Crashes { id: 24 })));
    assert!(all.contains(&Event::RafLoss { fighter: 2 }));
    assert!(all.contains(&Event::RaidAtTarget { site: site("eastchurch") as u8 }));
    assert_eq!(c.state().damage[site("eastchurch")], 1);
    assert_eq!(c.state().dice.scripted_left(), 0, "every loaded die was used");
    assert_eq!(c.state().phase, Phase::Daylight(3));
}

#[test]
fn another_choice_is_explained_not_played() {
    let ed = ed();
    let g = Guide::example_of_play(&ed).unwrap();
    let (mut c, _) = Campaign::new(ed.clone(), g.setup.clone()).unwrap();
    for choice in &g.morning {
        c.apply(choice.clone()).unwrap();
    }
    // Standing by at the base instead of Hawkinge: not the example's.
    assert!(!g.accepts(&c, 0, &Choice::StandBy));
    for s in &g.steps[..6] {
        c.apply(s.choice.clone()).unwrap();
    }
    // The Spitfire's move in another order of the same climbs and hexes is
    // the example's; the same hex at another level is not.
    assert!(g.accepts(
        &c,
        6,
        &Choice::Move { actions: vec![Enter(Dir::UpLeft), Climb, Climb, Enter(Dir::Right)] }
    ));
    assert!(!g.accepts(&c, 6, &Choice::Move { actions: vec![Climb, Enter(Dir::UpLeft), Enter(Dir::Right)] }));
    let Decision::Move { moves, .. } = decision(&c) else { panic!() };
    assert!(moves.iter().any(|m| m.hex == hex("G8") && m.level == Level::A15), "a legal alternative exists");
}

#[test]
fn the_guided_campaign_saves_and_replays() {
    let ed = ed();
    let g = Guide::example_of_play(&ed).unwrap();
    let mut s = Session::new("Example of play", ed.clone(), g.setup.clone()).unwrap();
    for choice in g.morning.iter().chain(g.steps.iter().map(|s| &s.choice)) {
        s.apply(choice.clone()).unwrap();
    }
    let dir = tempfile::tempdir().unwrap();
    save::write(dir.path(), &s).unwrap();
    let back = save::load(dir.path(), "Example of play", ed).unwrap();
    assert_eq!(back.campaign().state(), s.campaign().state());
    assert_eq!(back.setup().dice, g.setup.dice, "the loaded dice are part of the save");
}
