//! Setup (3.1-3.6) and the turn skeleton (4): weather, phases, scenario end.

use crate::common::*;
use londons_burning::edition::Weather;
use londons_burning::rules::events::{PhaseId, PilotPlace, RollKind};
use londons_burning::rules::state::{Phase, PilotStatus, PlaneStatus};
use londons_burning::rules::{Campaign, Decision, Dir, Event, Level, Pending, Scenario, WeatherMode};

#[test]
fn setup_follows_3_1_to_3_6_for_several_seeds() {
    let ed = ed();
    for seed in [1, 2, 3, 42, 1940, 987654321] {
        let (c, ev) =
            Campaign::new(ed.clone(), Setup::new(Scenario::Long, WeatherMode::Historical, seed)).unwrap();
        let st = c.state();
        // 3.1: 13 August, clear, the 7 a.m. phase.
        assert_eq!(st.date, date("1940-08-13"));
        assert_eq!(st.weather, Some(Weather::Clear));
        assert_eq!(st.phase, Phase::Daylight(0));
        // 7 a.m.: the sun in the east, edition 2's down-right hexside.
        assert!(ev.contains(&Event::PhaseBegins { phase: PhaseId::Daylight(0), sun: Some(Dir::DownRight) }));
        // 3.3: eight draws, two fighters, two in reserve, four on the Sundays.
        let draws: Vec<u8> = ev
            .iter()
            .filter_map(|e| match e {
                Event::Roll { kind: RollKind::PilotDraw, sides, .. } => Some(*sides),
                _ => None,
            })
            .collect();
        assert_eq!(draws, [8, 7, 6, 5, 4, 3, 2, 1], "seed {seed}");
        let flying: Vec<u8> = (0..2).map(|s| st.pilot_in(s).unwrap() as u8).collect();
        assert_eq!(st.pilots.iter().filter(|p| p.status == PilotStatus::Reserve).count(), 2);
        let mut arriving: Vec<_> = st
            .pilots
            .iter()
            .filter_map(|p| match p.status {
                PilotStatus::Arriving(d) => Some(d),
                _ => None,
            })
            .collect();
        arriving.sort();
        assert_eq!(arriving, ed.calendar.sundays);
        for p in &st.pilots {
            assert_eq!((p.fatigue, p.victories, p.bailed_out, p.shaken), (0, 0, None, false));
        }
        // 3.2/3.5: the fighters' aircraft match their pilots' types and
        // numbers, at base on the airfield with five bursts; the other two
        // aircraft are in the reserve box.
        let base = ed.sites[ed.site_by_id("biggin-hill").unwrap()].hex;
        for slot in 0..2u8 {
            let plane = st.plane_of(&ed, slot).unwrap();
            let unit = &ed.raf[plane];
            assert_eq!(unit.ty, ed.pilots[flying[slot as usize] as usize].aircraft);
            assert_eq!(unit.number, slot + 1);
            let p = &st.planes[plane];
            assert_eq!((p.status, p.hex, p.level, p.ammo), (PlaneStatus::Active, base, Level::Airfield, 5));
        }
        assert_eq!(st.planes.iter().filter(|p| p.status == PlaneStatus::Reserve).count(), 2);
        // 3.6: 19 in the cup, 6 reinforcements aside, markers in their cup.
        assert_eq!(st.cup.len(), 19);
        assert_eq!(st.awaiting, vec![6, 7, 8, 9, 16, 23]);
        assert_eq!(st.markers_cup.len(), 12);
        assert!(st.damage.iter().all(|&d| d == 0));
        assert_eq!((st.tally.raf_victories, st.tally.raf_losses), (0, 0));
        // The first decision: positioning fighter #1 (5.2).
        match c.pending() {
            Pending::Decide(Decision::Position(o)) => assert_eq!((o.fighter, o.pilot), (0, flying[0])),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn scripted_pilot_draw_places_the_counters_in_order() {
    let ed = ed();
    // Always the first counter of the pile: the edition's order.
    let (c, ev) = scripted(Setup::new(Scenario::Regular, WeatherMode::Historical, 1), &[1; 8]);
    let placed: Vec<(String, PilotPlace)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::PilotPlaced { pilot, place } => Some((ed.pilots[*pilot as usize].name.clone(), *place)),
            _ => None,
        })
        .collect();
    assert_eq!(
        placed,
        vec![
            ("Stone".into(), PilotPlace::Fighter(1)),
            ("Clisby".into(), PilotPlace::Fighter(2)),
            ("Richey".into(), PilotPlace::Reserve),
            ("Drake".into(), PilotPlace::Reserve),
            ("Holmwood".into(), PilotPlace::Sunday(date("1940-08-18"))),
            ("Waters".into(), PilotPlace::Sunday(date("1940-08-25"))),
            ("Palmer".into(), PilotPlace::Sunday(date("1940-09-01"))),
            ("Kowalski".into(), PilotPlace::Sunday(date("1940-09-08"))),
        ]
    );
    // Two Spitfire pilots: Spitfires #1 and #2 are active, both Hurricanes
    // in reserve.
    let st = c.state();
    let active: Vec<&str> = ed
        .raf
        .iter()
        .zip(&st.planes)
        .filter(|(_, p)| p.status == PlaneStatus::Active)
        .map(|(u, _)| u.id.as_str())
        .collect();
    assert_eq!(active, ["spitfire-1", "spitfire-2"]);
    // Last counters of the pile: Kowalski first, flying a Hurricane #1, and a
    // Spitfire pilot second in Spitfire #2.
    let (c, _) =
        scripted(Setup::new(Scenario::Regular, WeatherMode::Historical, 1), &[8, 1, 1, 1, 1, 1, 1, 1]);
    let st = c.state();
    assert_eq!(ed.pilots[st.pilot_in(0).unwrap()].name, "Kowalski");
    assert_eq!(ed.raf[st.plane_of(&ed, 0).unwrap()].id, "hurricane-1");
    assert_eq!(ed.raf[st.plane_of(&ed, 1).unwrap()].id, "spitfire-2");
}

#[test]
fn setup_refuses_short_with_optional_weather_and_a_bad_base() {
    let ed = ed();
    let e = Campaign::new(ed.clone(), Setup::new(Scenario::Short, WeatherMode::Optional, 1)).unwrap_err();
    assert!(e.to_string().contains("4.3"), "{e}");
    let mut s = Setup::new(Scenario::Regular, WeatherMode::Historical, 1);
    s.base = "hawkinge".into();
    let e = Campaign::new(ed.clone(), s.clone()).unwrap_err();
    assert!(e.to_string().contains("not a sector airfield"), "{e}");
    s.base = "Paris".into();
    assert!(Campaign::new(ed.clone(), s.clone()).is_err());
    // Each sector airfield is a valid base.
    for base in ["biggin-hill", "kenley", "hornchurch", "north-weald", "northolt"] {
        s.base = base.into();
        let (c, _) = Campaign::new(ed.clone(), s.clone()).unwrap();
        assert_eq!(ed.sites[c.state().base as usize].id, base);
    }
}

/// The days each event happened on.
fn by_day(ev: &[Event]) -> Vec<(chrono::NaiveDate, Vec<Event>)> {
    let mut out: Vec<(chrono::NaiveDate, Vec<Event>)> = Vec::new();
    for e in ev {
        if let Event::DayBegins { date } = e {
            out.push((*date, Vec::new()));
        } else if let Some(last) = out.last_mut() {
            last.1.push(e.clone());
        }
    }
    out
}

#[test]
fn rain_days_have_no_daylight_raids() {
    let (mut c, first) = Campaign::new(ed(), Setup::new(Scenario::Long, WeatherMode::Historical, 7)).unwrap();
    let mut ev = first;
    ev.extend(play_until(&mut c, |_, d| passive(d), |_| false));
    let days = by_day(&ev);
    assert_eq!(days.len(), 34);
    let rain = [
        "1940-08-19",
        "1940-08-20",
        "1940-08-21",
        "1940-08-23",
        "1940-08-27",
        "1940-09-08",
        "1940-09-10",
        "1940-09-12",
        "1940-09-13",
    ];
    for (d, events) in &days {
        let is_rain = rain.contains(&d.to_string().as_str());
        let daylight = events
            .iter()
            .filter(|e| matches!(e, Event::PhaseBegins { phase: PhaseId::Daylight(_), .. }))
            .count();
        let markers = events.iter().filter(|e| matches!(e, Event::MarkerDrawn { .. })).count();
        assert!(
            events.contains(&Event::PhaseBegins { phase: PhaseId::Night, sun: None }),
            "{d}: a night phase every day"
        );
        if is_rain {
            assert!(events.contains(&Event::Weather { weather: Weather::Rain, rolled: false }), "{d}");
            assert!(events.contains(&Event::NoRaidsInRain));
            assert_eq!((daylight, markers), (0, 0), "{d}: no daylight phase, no raid draw in rain");
        } else {
            assert!(events.contains(&Event::Weather { weather: Weather::Clear, rolled: false }), "{d}");
            assert_eq!(daylight, 4, "{d}: four daylight phases");
            assert!(markers >= 4, "{d}: a raid-size draw every daylight phase");
        }
    }
}

#[test]
fn optional_weather_is_clear_on_day_one_then_rolled() {
    let (c, ev) = scripted(Setup::new(Scenario::Regular, WeatherMode::Optional, 3), &[1; 8]);
    // 4.3: 13 August is always clear, without a roll.
    assert!(ev.contains(&Event::Weather { weather: Weather::Clear, rolled: false }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Roll { kind: RollKind::Weather, .. })));
    // The night of 13 August, one repair decision left: script the next
    // day's weather die and end the night.
    let mut st = c.into_state();
    st.phase = Phase::Night;
    st.step = londons_burning::rules::step::Step::Repair;
    st.repair_points = 1;
    st.damage[0] = 1;
    let mut c = Campaign::from_state(ed(), st);
    c.dice_mut().script([5]);
    let ev = c.apply(londons_burning::rules::Choice::EndRepairs).unwrap();
    let days = by_day(&ev);
    let (d, day) = &days[0];
    assert_eq!(*d, date("1940-08-14"));
    // 14 August: the d6 is rolled, 5 is rain, no raids.
    assert_eq!(
        day[..3],
        [
            Event::Roll { kind: RollKind::Weather, sides: 6, values: smallvec::smallvec![5] },
            Event::Weather { weather: Weather::Rain, rolled: true },
            Event::NoRaidsInRain
        ]
    );
    assert!(!day.iter().any(|e| matches!(e, Event::PhaseBegins { phase: PhaseId::Daylight(_), .. })));
    // Every later day rolls too.
    for (d, day) in &days[1..] {
        assert!(matches!(day[0], Event::Roll { kind: RollKind::Weather, .. }), "{d}");
    }
    // A 1-4 is clear.
    let (c, _) = scripted(Setup::new(Scenario::Regular, WeatherMode::Optional, 3), &[1; 8]);
    let mut st = c.into_state();
    st.step = londons_burning::rules::step::Step::Repair;
    st.phase = Phase::Night;
    st.repair_points = 1;
    st.damage[0] = 1;
    let mut c = Campaign::from_state(ed(), st);
    c.dice_mut().script([4]);
    let ev = c.apply(londons_burning::rules::Choice::EndRepairs).unwrap();
    assert!(ev.contains(&Event::Weather { weather: Weather::Clear, rolled: true }));
}

#[test]
fn scenarios_end_on_their_dates() {
    for (scenario, end, days) in [
        (Scenario::Short, "1940-08-18", 6),
        (Scenario::Regular, "1940-09-06", 25),
        (Scenario::Long, "1940-09-15", 34),
    ] {
        let (mut c, first) = Campaign::new(ed(), Setup::new(scenario, WeatherMode::Historical, 11)).unwrap();
        let mut ev = first;
        ev.extend(play_until(&mut c, |_, d| passive(d), |_| false));
        assert!(c.is_over());
        assert_eq!(c.state().date, date(end));
        assert_eq!(ev.last(), Some(&Event::ScenarioEnds { date: date(end) }));
        assert_eq!(by_day(&ev).len(), days);
        assert!(matches!(c.pending(), Pending::Over(_)));
        // Nothing more to decide.
        assert!(c.apply(londons_burning::rules::Choice::StandBy).is_err());
    }
}

/// 4.4: Luftwaffe units withdrawn on their dates; 4.5: reinforcements join
/// the cup on theirs; 3.3: the reserve pilots arrive on their Sundays.
#[test]
fn the_calendar_withdraws_4_4_reinforces_4_5_and_brings_pilots_3_3() {
    let ed = ed();
    let (mut c, first) = scripted(Setup::new(Scenario::Long, WeatherMode::Historical, 5), &[1; 8]);
    let mut ev = first;
    ev.extend(play_until(&mut c, |_, d| passive(d), |_| false));
    let days = by_day(&ev);
    let on = |d: &str| days.iter().find(|(x, _)| *x == date(d)).unwrap().1.clone();
    assert!(on("1940-08-19").contains(&Event::Withdrawn { units: vec![24, 25] }));
    assert!(on("1940-08-24").contains(&Event::Reinforced { units: vec![6, 7] }));
    assert!(on("1940-08-29").contains(&Event::Reinforced { units: vec![8, 9] }));
    assert!(on("1940-09-07").contains(&Event::Reinforced { units: vec![16, 23] }));
    // Pilots drawn in edition order: Holmwood arrives 18 Aug ... Kowalski 8 Sep.
    for (name, d) in [
        ("Holmwood", "1940-08-18"),
        ("Waters", "1940-08-25"),
        ("Palmer", "1940-09-01"),
        ("Kowalski", "1940-09-08"),
    ] {
        let p = ed.pilots.iter().position(|p| p.name == name).unwrap() as u8;
        assert!(
            on(d).iter().any(|e| matches!(e, Event::JoinsReserve { pilot, .. } if *pilot == p)),
            "{name} on {d}"
        );
    }
    let st = c.state();
    assert!(st.cup.len() == 19 - 2 + 6, "cup {:?}", st.cup);
    assert_eq!(st.withdrawn, vec![24, 25]);
    assert!(st.awaiting.is_empty());
}
