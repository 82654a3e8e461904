//! The play table at laptop sizes (issue 20), in the real app: at 1280×720
//! and 1366×768 (and 1600×1000) the map lays out campaigns played to busy
//! moments — both fighters up beside a raid, a raid over damaged targets,
//! a dogfight on the map — with no counter over another or over a damage
//! marker, the raid's altitude whole, no label over anything, each
//! fighter's label touching its counter and London named; and the
//! altitude box of a dogfight shows the head-on column and the player's
//! fighters first.

use crate::common::app::{play, session_where, short};
use crate::common::{ed, settle};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use londons_burning::app::{App, AppConfig};
use londons_burning::text::Lang;
use londons_burning::rules::level::Level;
use londons_burning::rules::{Campaign, Decision};
use londons_burning::save;
use londons_burning::session::Session;

const SIZES: [(f32, f32); 3] = [(1280.0, 720.0), (1366.0, 768.0), (1600.0, 1000.0)];

fn open(dir: &std::path::Path, s: &Session, lang: Lang, size: (f32, f32)) -> Harness<'static, App> {
    save::write(dir, s).unwrap();
    let app =
        App::new(AppConfig { saves_dir: dir.to_path_buf(), edition: ed(), lang, open: Some(s.name.clone()) });
    let mut h = Harness::builder()
        .with_size(egui::vec2(size.0, size.1))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    settle(&mut h);
    h
}

fn airborne(c: &Campaign, f: u8) -> bool {
    c.state().plane_of(c.edition(), f).is_some_and(|p| c.state().planes[p].level.airborne())
}

/// Fighter #1 to move, both fighters up at 5,000 ft or more, the raid a
/// few impulses in.
fn both_up_near_the_raid(c: &Campaign, d: &Decision) -> bool {
    let up = |f| c.state().plane_of(c.edition(), f).is_some_and(|p| c.state().planes[p].level >= Level::A5);
    matches!(d, Decision::Move { fighter: 0, stand_down: false, .. })
        && up(0)
        && up(1)
        && c.state().raid.as_ref().is_some_and(|r| r.impulse >= 2)
}

/// A fighter to move while a raid flies and targets are already damaged.
fn raid_over_damage(c: &Campaign, d: &Decision) -> bool {
    let damaged = c.state().damage.iter().filter(|&&n| n > 0).count();
    matches!(d, Decision::Move { stand_down: false, .. })
        && damaged >= 2
        && airborne(c, 0)
        && c.state().raid.as_ref().is_some_and(|r| r.impulse >= 1)
}

/// Checks the map's layout on the screen.
fn map_is_clean(h: &Harness<'_, App>, what: &str, lang: Lang) {
    let p = play(h);
    let layout = p.map.layout().unwrap_or_else(|| panic!("{what}: the map was not drawn"));
    let problems = layout.problems(true);
    assert!(problems.is_empty(), "{what}: {problems:#?}");
    let c = p.table.session().campaign();
    let active = (0..2u8)
        .filter(|&f| {
            c.state().plane_of(c.edition(), f).is_some_and(|pl| {
                c.state().planes[pl].status == londons_burning::rules::state::PlaneStatus::Active
            })
        })
        .count();
    assert_eq!(layout.fighters().count(), active, "{what}: every fighter in play is drawn");
    assert_eq!(layout.has_raid(), c.state().raid.as_ref().is_some_and(|r| !r.exited), "{what}: the raid");
    let london = if lang == Lang::ES { "Londres" } else { "London" };
    assert!(layout.labels.iter().any(|l| l.text == london), "{what}: {london} is not named on the map");
    // The counters scale with the map: never wider than a hex.
    for f in layout.fighters() {
        assert!(
            f.body.width() <= layout.hex_radius * 3f32.sqrt() + 0.5,
            "{what}: a fighter wider than a hex"
        );
    }
}

#[test]
fn the_map_of_a_busy_raid_lays_out_cleanly_on_a_laptop() {
    let sessions = [
        session_where(short, "Both up", both_up_near_the_raid),
        session_where(short, "Over damage", raid_over_damage),
    ];
    let dir = tempfile::tempdir().unwrap();
    for s in &sessions {
        for lang in Lang::ALL {
            for size in SIZES {
                let h = open(dir.path(), s, lang, size);
                map_is_clean(&h, &format!("{} at {}×{} ({lang:?})", s.name, size.0, size.1), lang);
            }
        }
    }
}

/// A dogfight: the altitude box fits the window's width at 1280×720 (the
/// head-on column is on the screen) and the player's fighters are in its
/// top half, whatever the levels above them.
#[test]
fn the_altitude_box_fits_a_laptop_and_shows_the_fighters_first() {
    let s = session_where(short, "Dogfight", |c, d| {
        matches!(d, Decision::Attack { targets, .. } if !targets.is_empty()) && c.state().combat.is_some()
    });
    let dir = tempfile::tempdir().unwrap();
    for lang in Lang::ALL {
        for size in SIZES {
            let h = open(dir.path(), &s, lang, size);
            let what = format!("{}×{} ({lang:?})", size.0, size.1);
            let head_on = if lang == Lang::ES { "De frente" } else { "Head-on" };
            let r = h.get_by_label(head_on).rect();
            assert!(r.max.x <= size.0, "{what}: the head-on column ends at {} px", r.max.x);
            // And it is left of the side panel on the right (its score).
            let score = if lang == Lang::ES { "Tanteo" } else { "Score" };
            if let Some(panel) = h.query_all_by_label(score).map(|n| n.rect().min.x).reduce(f32::min) {
                assert!(
                    r.max.x <= panel,
                    "{what}: the head-on column ends at {} px, under the panel at {panel}",
                    r.max.x
                );
            }
            let fighter = h
                .query_all(By::new())
                .find(|n| {
                    let a = n.accesskit_node();
                    [a.label(), a.value()].into_iter().flatten().any(|l| l.starts_with("#1 "))
                })
                .unwrap_or_else(|| {
                    panic!("{what}: no card for fighter #1 in {:?}", crate::common::app::texts(&h))
                });
            let r = fighter.rect();
            assert!(
                r.min.y > 60.0 && r.max.y < size.1 / 2.0 + 40.0,
                "{what}: fighter #1's card is at {:?}, not near the top",
                r
            );
        }
    }
}
