//! The map in the real app, driven through its accessibility tree
//! (egui_kittest): an edition-1 save (15 columns, north up) and an
//! edition-2 campaign during a raid (11 columns, turned) both draw; the
//! compass rose, the sun diagram and every line of the legend are reachable
//! by name, in English and Spanish; hovering the map shows a hex's tooltip;
//! a small window does not break it.

use crate::common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use londons_burning::app::{App, AppConfig, Screen};
use londons_burning::text::Lang;
use londons_burning::rules::{Decision, Pending};
use londons_burning::save;
use londons_burning::session::Session;

fn harness(dir: &std::path::Path, lang: Lang, open: &str) -> Harness<'static, App> {
    let app =
        App::new(AppConfig { saves_dir: dir.to_path_buf(), edition: ed(), lang, open: Some(open.into()) });
    Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

const LEGEND_EN: &[&str] = &[
    "Legend",
    "Compass rose",
    "Sector airfield",
    "Satellite airfield",
    "Emergency airfield",
    "Chain Home radar station",
    "Port",
    "Oil depot",
    "Convoy",
    "London hex",
    "Heavy AA: any altitude",
    "Light AA: 5,000 ft or lower",
    "Balloons: nothing below 10,000 ft",
    "Bomb damage, in points",
    "Your base",
    "Your fighter, pointing where it faces",
    "Your fighter on the airfield",
    "Raid: raiders, reported altitude",
    "Raid identified: exact altitude (7.1)",
    "Pilot who bailed out",
    "The raid after its next move: odds",
    "Where your fighter can fly",
    "The raid may catch you here, its segment first (8.1)",
];

const LEGEND_ES: &[&str] = &[
    "Leyenda",
    "Rosa de los vientos",
    "Aeródromo de sector",
    "Estación de radar Chain Home",
    "Depósito de petróleo",
    "AA pesado: a cualquier altitud",
    "Globos: nada por debajo de 10.000 pies",
    "Incursión identificada: altitud exacta (7.1)",
];

fn assert_labels(h: &Harness<'_, App>, labels: &[&str]) {
    for l in labels {
        assert!(h.query_by_label(l).is_some(), "no {l:?} on the screen");
    }
}

/// Hovers the middle of the map: the tooltip names a hex ("G7 — land").
fn hover_shows_a_hex(h: &mut Harness<'_, App>) {
    h.hover_at(egui::pos2(560.0, 380.0));
    settle(h);
    h.hover_at(egui::pos2(562.0, 382.0));
    settle(h);
    let tip = h.query_all_by_label_contains(" — ").find_map(|n| {
        let l = n.accesskit_node().label()?;
        let id = l.split(" — ").next()?;
        id.parse::<londons_burning::rules::hex::Hex>().ok().map(|_| l)
    });
    assert!(tip.is_some(), "no hex tooltip on hover");
}

#[test]
fn an_edition_1_save_draws_the_board_north_up() {
    let dir = tempfile::tempdir().unwrap();
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/eagle-day.json");
    std::fs::copy(src, dir.path().join("eagle-day.json")).unwrap();
    let mut h = harness(dir.path(), Lang::EN, "Eagle Day");
    settle(&mut h);
    let Screen::Play(p) = &h.state().screen else { panic!("the save did not open") };
    assert_eq!(p.table.session().edition().number, 1);
    assert_eq!(p.table.session().edition().map.grid.cols(), 15);
    assert_labels(&h, LEGEND_EN);
    // The save stands at 7 a.m.: edition 1's sun is in the east.
    assert!(h.query_by_label("Sun: east").is_some());
    hover_shows_a_hex(&mut h);
}

/// An edition-2 campaign played by the sensible bot to a fighter's move
/// during a raid, when the map shows the reachable hexes and the forecast.
fn raid_in_progress() -> Session {
    for seed in 1..200u64 {
        let mut s =
            Session::new("Map Raid", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, seed))
                .unwrap();
        for _ in 0..400 {
            let Pending::Decide(d) = s.campaign().pending_light() else { break };
            let raid = s.campaign().state().raid.as_ref().is_some_and(|r| r.impulse >= 2);
            if raid && matches!(d, Decision::Move { .. }) && s.campaign().state().combat.is_none() {
                return s;
            }
            let choice = londons_burning::sim::sensible(s.campaign(), &d);
            s.apply(choice).unwrap();
        }
    }
    panic!("no seed flies a raid");
}

#[test]
fn an_edition_2_raid_draws_in_both_languages_and_any_size() {
    let dir = tempfile::tempdir().unwrap();
    let s = raid_in_progress();
    assert_eq!(s.edition().number, 2);
    save::write(dir.path(), &s).unwrap();
    let mut h = harness(dir.path(), Lang::ES, "Map Raid");
    settle(&mut h);
    assert!(matches!(h.state().screen, Screen::Play(_)), "the campaign did not open");
    assert_labels(&h, LEGEND_ES);
    assert!(h.query_by_label_contains("Sol: ").is_some(), "the sun diagram names the sun");
    h.get_by_label("English").click();
    settle(&mut h);
    assert_labels(&h, LEGEND_EN);
    assert!(h.query_by_label_contains("Sun: ").is_some());
    assert!(h.query_by_label("Meets the raid out of the sun").is_some());
    hover_shows_a_hex(&mut h);
    // A small window: the map and its margin shrink, nothing breaks.
    h.set_size(egui::vec2(700.0, 420.0));
    settle(&mut h);
    h.set_size(egui::vec2(200.0, 150.0));
    settle(&mut h);
}
