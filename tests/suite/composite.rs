//! Every option means what it says (issue 28, item 5): an option for both
//! fighters ("Both land at X", "Both stand by", "Both scramble", "Both
//! intercept in X", "Both close in", "Both: <box>", "Both attack X") is
//! offered only when the second fighter can do it too, and, chosen at the
//! table, does it for both.

use crate::common::app::short;
use crate::common::*;
use londons_burning::rules::combat::BoxPos;
use londons_burning::rules::movement::MoveAction;
use londons_burning::rules::step::Step;
use londons_burning::rules::{Campaign, Choice, Decision, Dir, Level, Pending};
use londons_burning::session::Session;
use londons_burning::sim;
use londons_burning::table::options::{self, follow_up};
use londons_burning::table::{Action, Label, Store, Table, TableOption};
use std::collections::BTreeMap;

/// The numbered options of the campaign's pending decision, as the table
/// builds them.
fn options_of(c: &Campaign) -> Vec<TableOption> {
    let pending = c.pending();
    let (moves, danger) = match &pending {
        Pending::Decide(Decision::Move { fighter, .. }) => (c.legal_moves(*fighter), c.raid_danger(*fighter)),
        _ => (Vec::new(), Vec::new()),
    };
    options::build(c, &pending, &moves, &danger)
}

/// Both fighters wait to land after a combat at G8 over a board whose
/// every airfield but the base (Biggin Hill, M4) is damaged: fighter #1 at
/// 10,000 ft, fighter #2 just above the ground, with its engine hit if
/// `forced` (9.1: it must come down within one hex).
fn landing(forced: bool) -> Campaign {
    let (c, _) = Builder::new()
        .all_damaged()
        .raid("G8", Dir::UpLeft, Level::A10, &[17])
        .identified()
        .fighter(0, "G8", Level::A10, Dir::Right)
        .fighter(1, "G8", Level::Ground, Dir::Right)
        .combat(true, &[0, 1])
        .with(|st| {
            let x = st.combat.as_mut().unwrap();
            x.raf.clear();
            x.to_land = vec![(0, false), (1, forced)];
        })
        .at(Step::Landing, &[]);
    c
}

fn both_land(o: &[TableOption]) -> Option<&TableOption> {
    o.iter().find(|o| matches!(o.label, Label::BothLand { .. }))
}

#[test]
fn both_land_is_not_offered_when_the_other_fighter_cannot_land_there() {
    let c = landing(true);
    let Decision::Land { fighter: 0, options: mine, .. } = decision(&c) else { panic!("{:?}", c.pending()) };
    let base = hex("M4");
    assert!(mine.iter().any(|o| o.hex == base && !o.crash), "fighter #1 can land at its base");
    let theirs = c.landing_options(1, true);
    assert!(!theirs.iter().any(|o| o.hex == base), "fighter #2 cannot reach it: {theirs:?}");
    let o = options_of(&c);
    assert!(both_land(&o).is_none(), "no 'both land' for a fighter that cannot land there: {o:?}");
    // Each fighter still has its own options.
    assert!(o.iter().any(|o| o.action == Action::One(Choice::Land { hex: base })));
}

#[test]
fn both_land_lands_both_where_it_says() {
    let c = landing(false);
    let o = options_of(&c);
    let both = both_land(&o).expect("both can reach the base: offered").clone();
    let Label::BothLand { site: s } = both.label else { unreachable!() };
    assert_eq!(s as usize, site("biggin-hill"));
    // Chosen as the table plays it: the first choice, then the follow-up.
    let Action::Both(first, follow) = &both.action else { panic!("{both:?}") };
    let d = decision(&c);
    let mut c = c.clone();
    c.apply(first.clone()).unwrap();
    let second = follow_up(&c, &d, follow).expect("fighter #2's half");
    c.apply(second).unwrap();
    for slot in [0, 1] {
        let p = c.state().plane_of(c.edition(), slot).unwrap();
        assert_eq!(c.state().planes[p].hex, hex("M4"), "fighter #{} landed at Biggin Hill", slot + 1);
        assert_eq!(c.state().planes[p].level, Level::Airfield);
    }
}

/// What label `l` promises, checked on the campaign after the table
/// played its choices (`made`, the session's new choices) from `before`.
fn keeps_its_word(l: &Label, before: &Campaign, after: &Campaign, made: &[Choice]) -> Result<(), String> {
    let [a, b, rest @ ..] = made else { return Err(format!("one choice only: {made:?}")) };
    let plane_hex = |c: &Campaign, slot: u8| {
        let p = c.state().plane_of(c.edition(), slot).unwrap();
        (c.state().planes[p].hex, c.state().planes[p].level)
    };
    let fine = match l {
        Label::BothStandBy => *a == Choice::StandBy && *b == Choice::StandBy,
        Label::BothScramble { dir } => {
            let up = Choice::Move { actions: vec![MoveAction::TakeOff(*dir)] };
            *a == up && *b == up
        }
        Label::BothIntercept { hex } => {
            // Both flew into the raid's hex: the combat there has both.
            [0u8, 1].iter().all(|&s| plane_hex(after, s).0 == *hex)
                && after.state().combat.as_ref().is_some_and(|x| x.hex == *hex)
        }
        Label::BothCloseIn => {
            [a, b].iter().all(|c| matches!(c, Choice::Move { actions } if !actions.is_empty()))
        }
        Label::BothPlace { choice } => {
            let kind = |c: &Choice| match c {
                Choice::Place { pos: BoxPos::HeadOn { .. } } => 2,
                Choice::Place { pos: BoxPos::OutOfSun } => 1,
                Choice::Place { pos: BoxPos::Normal } => 0,
                _ => 9,
            };
            kind(a) == kind(choice) && kind(b) == kind(choice)
        }
        Label::BothAttack { target, first } => {
            let t = Choice::Attack { target: *target };
            *a == t && *b == t && rest.first().is_none_or(|c| *c == Choice::AttackFirst { fighter: *first })
        }
        Label::BothLand { site } => {
            let h = before.edition().sites[*site as usize].hex;
            [0u8, 1].iter().all(|&s| plane_hex(after, s) == (h, Level::Airfield))
        }
        other => return Err(format!("not a composite label: {other:?}")),
    };
    if fine { Ok(()) } else { Err(format!("{l:?} made {made:?}")) }
}

fn kind(l: &Label) -> &'static str {
    match l {
        Label::BothStandBy => "stand by",
        Label::BothScramble { .. } => "scramble",
        Label::BothIntercept { .. } => "intercept",
        Label::BothCloseIn => "close in",
        Label::BothPlace { .. } => "place",
        Label::BothAttack { .. } => "attack",
        Label::BothLand { .. } => "land",
        _ => "",
    }
}

#[test]
fn every_option_for_both_fighters_does_it_for_both() {
    // The sensible bot plays short campaigns; at every decision each option
    // for both fighters is played at a table (on a copy) and must do for
    // both what it says.
    let dir = tempfile::tempdir().unwrap();
    let mut tried: BTreeMap<&str, usize> = BTreeMap::new();
    for seed in 1..=6u64 {
        let mut s = Session::new(&format!("Both {seed}"), ed(), short(seed)).unwrap();
        while let Pending::Decide(d) = s.campaign().pending() {
            for o in options_of(s.campaign()) {
                let k = kind(&o.label);
                if k.is_empty() || tried.get(k).copied().unwrap_or(0) >= 4 {
                    continue;
                }
                *tried.entry(k).or_default() += 1;
                let mut t = Table::adopt(Store::new(dir.path()), s.clone()).unwrap();
                let n = t.session().choices().len();
                t.perform(&o.action).unwrap_or_else(|e| panic!("{o:?} refused: {e:?}"));
                let made = t.session().choices()[n..].to_vec();
                keeps_its_word(&o.label, s.campaign(), t.campaign(), &made)
                    .unwrap_or_else(|e| panic!("seed {seed}, {d:?}: {e}"));
            }
            let choice = sim::sensible(s.campaign(), &d);
            s.apply(choice).unwrap();
        }
    }
    eprintln!("options for both tried: {tried:?}");
    for k in ["stand by", "scramble", "place", "attack"] {
        assert!(tried.get(k).copied().unwrap_or(0) > 0, "no '{k}' for both met: {tried:?}");
    }
}

#[test]
fn a_fighter_that_cannot_take_off_gets_no_both_scramble() {
    // Fighter #2's pilot is shaken (out for the day): fighter #1 alone may
    // scramble.
    let s = crate::common::app::session_where(short, "Alone", |c, d| {
        matches!(d, Decision::Move { fighter: 0, stand_down: true, .. }) && !c.can_move(1)
    });
    let o = options_of(s.campaign());
    assert!(o.iter().any(|o| matches!(o.label, Label::Scramble { .. })), "{o:?}");
    assert!(!o.iter().any(|o| matches!(o.label, Label::BothScramble { .. })), "{o:?}");
}
