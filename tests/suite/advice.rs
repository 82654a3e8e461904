//! The advice the app gives before a move (issue 14), checked against the
//! engine itself: the hexes where the raid may catch a fighter with the
//! Luftwaffe segment first (6.6, 8.1), and the chance that a combat starts
//! with every German two or more levels away (8.2, lost contact).

use crate::common::*;
use londons_burning::rules::combat::{Craft, WithdrawReason};
use londons_burning::rules::movement::MoveAction;
use londons_burning::rules::step::Step;
use londons_burning::rules::{Choice, Dir, Event, Hex, Level};

/// Two bombers (a Do17Z and a He111H: no top cover) face down at 15,000 ft
/// in `at`, outbound; fighter #2 out of play.
fn raid_at(at: &str) -> Builder {
    let mut b = Builder::new().raid(at, Dir::UpLeft, Level::A15, &[17, 20]).without(1);
    // Impulse 1 under way: the RAF moves now (10.4).
    b.raid_mut().impulse = 1;
    b
}

/// Does the raid intercept fighter #1, waiting in `h` at 15,000 ft, when
/// its flight-path die is `d`?
fn caught(start: &str, h: Hex, d: u8) -> bool {
    let (mut c, _) =
        raid_at(start).fighter(0, &h.to_string(), Level::A15, Dir::DownRight).at(Step::RafMove(0), &[d]);
    let ev = c.apply(Choice::Move { actions: Vec::new() }).unwrap();
    ev.iter().any(|e| matches!(e, Event::CombatBegins { raf_first: false, .. }))
}

#[test]
fn the_danger_is_every_hex_the_raid_may_enter_with_its_share_of_the_dice() {
    let ed = ed();
    for start in ["B5", "D3", "E8", "G6"] {
        // Fighter #1 far away, about to move.
        let (c, _) = raid_at(start).fighter(0, "N2", Level::A15, Dir::DownRight).at(Step::RafMove(0), &[]);
        let danger = c.raid_danger(0);
        assert!(!danger.is_empty(), "a raid in {start} goes somewhere");
        for &(h, p) in &danger {
            let k = (p * 6.0).round();
            assert!((p * 6.0 - k).abs() < 1e-9 && k >= 1.0, "{h}: {p} is a share of six dice");
            let n = (1..=6).filter(|&d| caught(start, h, d)).count();
            assert_eq!(n as f64, k, "a fighter in {h} is caught by {n} of the six paths, not {k}");
        }
        // Next to the danger, nowhere is caught.
        let raid_hex = hex(start);
        for &(h, _) in &danger {
            for d in Dir::ALL {
                let Some(n) = ed.map.grid.neighbour(h, d) else { continue };
                if n == raid_hex || danger.iter().any(|x| x.0 == n) {
                    continue;
                }
                assert!(
                    !(1..=6).any(|die| caught(start, n, die)),
                    "{n} is not listed but the raid catches it"
                );
            }
        }
    }
}

#[test]
fn no_danger_once_the_fighter_has_met_the_raid_or_without_a_raid() {
    let (c, _) = Builder::new().at(Step::PhaseStart, &[]);
    assert!(c.raid_danger(0).is_empty());
    let mut b = raid_at("D3").fighter(0, "N2", Level::A15, Dir::DownRight);
    b.raid_mut().intercepted[0] = true;
    let (c, _) = b.fighter(1, "N3", Level::A15, Dir::DownRight).at(Step::RafMove(1), &[]);
    assert!(c.raid_danger(0).is_empty(), "7.2: once a raid");
}

/// Fighter #1 at `level` enters the raid's hex (E5) and intercepts; the
/// exact altitude is rolled `a`, `b`: does it withdraw with lost contact?
fn loses_contact(level: Level, a: u8, b: u8) -> bool {
    let raid = hex("E5");
    let from = ed().map.grid.neighbour(raid, Dir::Right).unwrap();
    let (mut c, _) =
        raid_at("E5").fighter(0, &from.to_string(), level, Dir::Left).at(Step::RafMove(0), &[a, b]);
    let ev = c.apply(Choice::Move { actions: vec![MoveAction::Enter(Dir::Left)] }).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::CombatBegins { raf_first: true, .. })), "{ev:?}");
    ev.iter()
        .any(|e| matches!(e, Event::Withdraws { craft: Craft::Raf(0), reason: WithdrawReason::LostContact }))
}

#[test]
fn the_chance_to_lose_contact_is_the_exact_altitude_table_s() {
    let (c, _) = raid_at("E5").at(Step::RafMove(0), &[]);
    let mut seen = Vec::new();
    for level in [Level::Ground, Level::A5, Level::A10, Level::A15, Level::A20, Level::A25, Level::A30] {
        let p = c.contact_lost_chance(level, hex("E5"));
        let lost = (1..=6u8)
            .flat_map(|a| (1..=6u8).map(move |b| (a, b)))
            .filter(|&(a, b)| loses_contact(level, a, b));
        let n = lost.count();
        assert!((p - n as f64 / 36.0).abs() < 1e-9, "{level}: {p} against {n}/36 in play");
        seen.push(n);
    }
    // Reported 15,000 ft: safe there, a sixth one level off, worse beyond.
    assert_eq!(seen[3], 0);
    assert_eq!(seen[4], 6);
    assert!(seen[5] > seen[4] && seen[6] == 36);
}

#[test]
fn once_identified_the_levels_are_known() {
    let (c, _) = raid_at("E5").identified().raider_level(17, Level::A20).at(Step::RafMove(0), &[]);
    assert_eq!(c.contact_lost_chance(Level::A25, hex("E5")), 0.0, "one above the Do17Z at 20,000");
    assert_eq!(c.contact_lost_chance(Level::A5, hex("E5")), 1.0, "two below the He111H at 15,000");
    assert_eq!(c.raid_level_known(), Some(Level::A15));
}
