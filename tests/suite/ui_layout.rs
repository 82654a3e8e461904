//! The play screen's layout (issue 28, "the board is the hero"), measured
//! by rectangles, never by labels: the board (the altitude box in a
//! combat) covers at least 40 % of the window at 1280×720, 1366×768 and
//! 1920×1080, whole at the default zoom; in every frame after every
//! decision of a short campaign nothing on another egui layer (an area, a
//! window, a tooltip, a popup) lies over a prompt button, the advised
//! option or the verdict; the side column's width and the zoom are
//! remembered; at 125 % and 150 % on 1366×768 the prompt and the bar stay
//! in the window. Every wait is a bounded number of frames.

use crate::common::app::{play, session_where, short};
use crate::common::fit::{app_at, beyond_window, settle_layout as settle, until};
use egui::{Rect, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use londons_burning::app::{App, Screen, SideTab};
use londons_burning::report::summary::Summary;
use londons_burning::rules::{Campaign, Decision, Pending};
use londons_burning::save;
use londons_burning::session::Session;
use londons_burning::table::Action;
use londons_burning::text::Lang;

/// The windows the board must fill (points at 100 %).
const SIZES: [Vec2; 3] = [vec2(1280.0, 720.0), vec2(1366.0, 768.0), vec2(1920.0, 1080.0)];

fn open(dir: &std::path::Path, s: &Session, size: Vec2) -> Harness<'static, App> {
    save::write(dir, s).unwrap();
    app_at(dir, Some(&s.name), Lang::EN, size, None)
}

fn share(r: Rect, size: Vec2) -> f32 {
    r.intersect(Rect::from_min_size(egui::Pos2::ZERO, size)).area() / (size.x * size.y)
}

/// A fighter to move with a raid in the air.
fn moving(c: &Campaign, d: &Decision) -> bool {
    matches!(d, Decision::Move { stand_down: false, .. })
        && c.state().raid.as_ref().is_some_and(|r| !r.exited)
}

fn dogfight(c: &Campaign, d: &Decision) -> bool {
    matches!(d, Decision::Attack { targets, .. } if !targets.is_empty()) && c.state().combat.is_some()
}

#[test]
fn the_board_covers_two_fifths_of_the_window_whole() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Board", moving);
    for size in SIZES {
        let h = open(dir.path(), &s, size);
        let p = play(&h);
        let board = p.board_area().expect("the board was drawn");
        let (whole, seen) = p.map.board_on_screen().expect("the board was drawn");
        let what = format!("{}×{}", size.x, size.y);
        assert!(
            share(board, size) >= 0.40,
            "{what}: the board covers {:.1} % ({board:?})",
            100.0 * share(board, size)
        );
        // The whole board, without panning, at the default zoom.
        assert!(seen.expand(0.5).contains_rect(whole), "{what}: the board {whole:?} is cut to {seen:?}");
        // Under one bar: the board reaches to the window's foot, and its
        // top is no lower than a bar's height.
        assert!(board.top() < 60.0 && board.bottom() > size.y - 12.0, "{what}: the board at {board:?}");
        // The prompt beside it, not over it.
        let prompt = p.prompt_area().expect("the prompt was drawn");
        assert!(
            !prompt.intersects(board.shrink(1.0)),
            "{what}: the prompt {prompt:?} over the board {board:?}"
        );
        assert!(prompt.left() >= board.right() - 1.0, "{what}: the prompt is beside the board, at its right");
    }
}

#[test]
fn the_altitude_box_covers_two_fifths_of_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Dogfight", dogfight);
    for size in SIZES {
        let h = open(dir.path(), &s, size);
        let what = format!("{}×{}", size.x, size.y);
        let p = play(&h);
        let box_ = p.board_area().expect("the altitude box was drawn");
        assert!(
            share(box_, size) >= 0.40,
            "{what}: the altitude box covers {:.1} %",
            100.0 * share(box_, size)
        );
        let prompt = p.prompt_area().expect("the prompt was drawn");
        assert!(!prompt.intersects(box_.shrink(1.0)), "{what}: the prompt over the altitude box");
    }
}

/// The rectangles of the areas of other layers on show (windows, areas,
/// tooltips, popups): all but the background's, where the screen is drawn.
fn other_layers(h: &Harness<'_, App>) -> Vec<(egui::LayerId, Rect)> {
    h.ctx.memory(|m| {
        m.areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|l| *l != egui::LayerId::background())
            .filter_map(|l| m.area_rect(l.id).map(|r| (l, r)))
            .filter(|(_, r)| r.is_positive())
            .collect()
    })
}

/// What must never be covered: every button of the prompt (the advised
/// one among them), and the verdict.
fn controls(h: &Harness<'_, App>) -> Vec<(String, Rect)> {
    let p = play(h);
    let mut v = Vec::new();
    if let Some(area) = p.prompt_area() {
        for n in h.query_all_by_role(egui::accesskit::Role::Button) {
            if area.expand(1.0).contains_rect(n.rect()) {
                let name = n.accesskit_node().label().unwrap_or_default().to_string();
                v.push((name, n.rect()));
            }
        }
    }
    if let Some(r) = p.verdict_area() {
        v.push(("the verdict".into(), r));
    }
    v
}

fn uncovered(h: &Harness<'_, App>, what: &str) {
    let layers = other_layers(h);
    for (name, r) in controls(h) {
        for (l, a) in &layers {
            let both = r.intersect(*a);
            assert!(
                !(both.width() > 0.5 && both.height() > 0.5),
                "{what}: {name:?} at {r:?} is under the layer {l:?} at {a:?}"
            );
        }
    }
}

fn screen<'a>(h: &'a mut Harness<'static, App>) -> &'a mut londons_burning::app::PlayScreen {
    match &mut h.state_mut().screen {
        Screen::Play(p) => p,
        Screen::Start(_) => panic!("no campaign open"),
    }
}

/// A short campaign played to its verdict by the sensible bot through the
/// screen (each choice as a click plays it), at a laptop's size: after
/// every decision, in each of the frames that follow, no rectangle of
/// another layer meets a prompt button or the verdict; a raid's or a
/// combat's summary opens "what happened" in the side column, and the
/// next choice folds it.
#[test]
fn nothing_covers_the_prompt_through_a_short_campaign() {
    let dir = tempfile::tempdir().unwrap();
    let s = Session::new("Covered", crate::common::ed(), short(7)).unwrap();
    let size = vec2(1366.0, 768.0);
    let mut h = open(dir.path(), &s, size);
    let mut decisions = 0;
    let mut opened = 0;
    // How far below the prompt's top its first option starts, each time.
    let mut first_row = std::collections::BTreeSet::new();
    loop {
        let pending = play(&h).table.session().campaign().pending();
        let d = match pending {
            Pending::Decide(d) => d,
            Pending::Over(_) => break,
        };
        let choice = londons_burning::sim::sensible(play(&h).table.session().campaign(), &d);
        let before = play(&h).table.version();
        screen(&mut h).perform(Action::One(choice));
        assert_ne!(play(&h).table.version(), before, "decision {decisions}: the choice was played");
        decisions += 1;
        for frame in 0..3 {
            h.step();
            uncovered(&h, &format!("decision {decisions}, frame {frame}"));
        }
        if let Some(y) = first_option_offset(&h) {
            first_row.insert(y.round() as i32);
        }
        let p = play(&h);
        if p.table.cards().iter().any(|c| !matches!(c, Summary::Quiet(_))) {
            assert_eq!(p.tab, SideTab::Happened, "decision {decisions}: a summary opens what happened");
            opened += 1;
        }
        assert!(decisions < 400, "the campaign never ends");
    }
    settle(&mut h);
    uncovered(&h, "the verdict");
    let p = play(&h);
    assert!(p.verdict_area().is_some(), "the verdict is shown");
    assert!(p.table.cards().iter().all(|c| matches!(c, Summary::Quiet(_)) || p.tab == SideTab::Happened));
    assert!(decisions > 40 && opened > 3, "{decisions} decisions, {opened} summaries opened");
    // The question on one line or two, the buttons start at one height.
    assert_eq!(first_row.len(), 1, "the first option starts at {first_row:?} below the prompt's top");
}

/// How far below the top of the prompt its first option's button starts
/// (the button with the key cap 1).
fn first_option_offset(h: &Harness<'_, App>) -> Option<f32> {
    let area = play(h).prompt_area()?;
    h.query_all_by_role(egui::accesskit::Role::Button)
        .filter(|n| area.expand(1.0).contains_rect(n.rect()))
        .find(|n| n.accesskit_node().label().is_some_and(|l| l.starts_with("1 ")))
        .map(|n| n.rect().top() - area.top())
}

/// The advisor's panel and its advised option: the panel is in the side
/// column (no layer of its own), the advised button uncovered, and the
/// picker reopened after closing it is on the advised move again.
#[test]
fn the_advice_covers_nothing_and_the_picker_keeps_the_advised_move() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Advised", moving);
    let mut h = open(dir.path(), &s, vec2(1280.0, 720.0));
    h.key_press(egui::Key::A);
    h.step();
    // The first ask's warning, then the advice (off the UI thread).
    until(&mut h, 20, "the advisor asks first", |h| h.query_by_label("Ask the advisor").is_some());
    h.get_by_label("Ask the advisor").click();
    for _ in 0..3000 {
        if play(&h).table.advised().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    assert!(play(&h).table.advised().is_some(), "no advice within a minute");
    settle(&mut h);
    uncovered(&h, "the advice");
    assert!(other_layers(&h).iter().all(|(l, _)| l.order == egui::Order::Tooltip), "{:?}", other_layers(&h));
    let advised = londons_burning::app::picker::advised_move(&play(&h).table).map(|m| m.actions.clone());
    if let Some(actions) = advised {
        let board = play(&h).board_area().unwrap();
        let picked =
            |h: &Harness<'_, App>| play(h).picker.picked_move(&play(h).table).map(|m| m.actions.clone());
        assert_eq!(picked(&h), Some(actions.clone()), "the picker opens on the advised move");
        // Closed (Escape) and reopened (M): the advised move again.
        h.key_press(egui::Key::Escape);
        settle(&mut h);
        h.key_press(egui::Key::Escape);
        settle(&mut h);
        h.key_press(egui::Key::M);
        settle(&mut h);
        assert_eq!(picked(&h), Some(actions), "reopened, the picker keeps the advised move");
        assert_eq!(play(&h).board_area(), Some(board), "the board did not move for the picker");
        uncovered(&h, "the picker reopened");
    }
}

/// The side column's width and the zoom come back at the next start, and
/// with them the window's size.
#[test]
fn the_side_column_and_the_zoom_are_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.json");
    let s = session_where(short, "Remembered", moving);
    save::write(dir.path(), &s).unwrap();
    let size = vec2(1366.0, 768.0);
    let mut h = app_at(dir.path(), Some(&s.name), Lang::EN, size, Some(&settings));
    let default = play(&h).prompt_area().unwrap().width();
    h.state_mut().side = Some(420.0);
    h.ctx.set_zoom_factor(1.2);
    settle(&mut h);
    h.state().remember();
    let kept = londons_burning::app::Settings::load_from(&settings);
    assert_eq!(kept.zoom, Some(1.2));
    assert!(kept.side.is_some_and(|w| (w - 420.0).abs() < 1.0), "the side column kept: {:?}", kept.side);
    // The next start: the side column as it was left, the zoom too.
    let h = app_at(dir.path(), Some(&s.name), Lang::EN, size, Some(&settings));
    assert!((h.ctx.zoom_factor() - 1.2).abs() < 1e-3, "the zoom comes back");
    let w = play(&h).prompt_area().unwrap().width();
    assert!((w - default).abs() > 10.0, "the side column comes back as dragged: {w} (default {default})");
}

/// 1366×768 at 125 % and at 150 % (fewer points): the prompt's buttons
/// and the bar's stay in the window, the board in sight beside them.
#[test]
fn a_zoomed_laptop_keeps_everything_in_reach() {
    let dir = tempfile::tempdir().unwrap();
    for (name, stop) in
        [("Zoomed move", moving as fn(&Campaign, &Decision) -> bool), ("Zoomed fight", dogfight)]
    {
        let s = session_where(short, name, stop);
        for size in [vec2(1093.0, 614.0), vec2(911.0, 512.0)] {
            let h = open(dir.path(), &s, size);
            let what = format!("{name} at {}×{}", size.x, size.y);
            let out = beyond_window(&h, size);
            assert!(out.is_empty(), "{what}: {out:#?}");
            let win = Rect::from_min_size(egui::Pos2::ZERO, size);
            for (n, r) in controls(&h) {
                assert!(win.contains_rect(r), "{what}: {n:?} at {r:?} is out of the window");
            }
            let board = play(&h).board_area().expect("the board in sight");
            assert!(
                share(board, size) >= 0.25,
                "{what}: the board covers {:.1} %",
                100.0 * share(board, size)
            );
            uncovered(&h, &what);
        }
    }
}

/// A fighter forced to land in the middle of a combat (an engine hit, 9.1)
/// lands on the map: the prompt says to click a green-ringed hex there, so
/// the map comes up instead of the altitude box, and the altitude box comes
/// back once the landing is chosen and the combat goes on.
#[test]
fn a_forced_landing_in_a_combat_brings_up_the_map() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Forced", |c, d| {
        matches!(d, Decision::Land { forced: true, .. }) && c.state().combat.is_some()
    });
    let mut h = open(dir.path(), &s, vec2(1366.0, 768.0));
    let p = play(&h);
    let map = p.map.board_rect().expect("the map is drawn for the landing");
    assert_eq!(p.board_area(), Some(map), "the centre shows the map, not the altitude box");
    // Land as the sensible bot would, until the combat goes on without a
    // landing to choose (or ends).
    for _ in 0..4 {
        let c = play(&h).table.session().campaign();
        let Pending::Decide(d) = c.pending() else { break };
        if !matches!(d, Decision::Land { forced: true, .. }) {
            break;
        }
        let choice = londons_burning::sim::sensible(c, &d);
        screen(&mut h).perform(Action::One(choice));
        settle(&mut h);
    }
    let p = play(&h);
    let c = p.table.session().campaign();
    if c.state().combat.is_some()
        && !matches!(c.pending(), Pending::Decide(Decision::Land { forced: true, .. }))
    {
        assert_ne!(p.board_area(), p.map.board_rect(), "the altitude box is back once landed");
    }
}

/// The split between the board and the side column is the player's: the
/// pointer drags the edge (its cursor says so), the side column takes
/// the width given, and it comes back, with the window's size, at the
/// next start.
#[test]
fn the_split_is_dragged_and_remembered_with_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.json");
    let s = session_where(short, "Split", moving);
    save::write(dir.path(), &s).unwrap();
    let size = vec2(1366.0, 768.0);
    let mut h = app_at(dir.path(), Some(&s.name), Lang::EN, size, Some(&settings));
    // The window's size as the platform reports it.
    let window = Rect::from_min_size(egui::pos2(0.0, 0.0), size);
    h.input_mut().viewports.entry(egui::ViewportId::ROOT).or_default().inner_rect = Some(window);
    let before = play(&h).prompt_area().unwrap();
    // The edge: left of the prompt, where the cursor turns to a resize.
    let y = before.center().y + 200.0;
    let edge = (0..24)
        .map(|dx| egui::pos2(before.left() - dx as f32, y))
        .find(|&p| {
            h.hover_at(p);
            h.step();
            h.output().platform_output.cursor_icon == egui::CursorIcon::ResizeHorizontal
        })
        .expect("the edge left of the side column takes a drag");
    h.drag_at(edge);
    h.step();
    for i in 1..=10 {
        h.hover_at(egui::pos2(edge.x - 12.0 * i as f32, y));
        h.step();
    }
    h.drop_at(egui::pos2(edge.x - 120.0, y));
    settle(&mut h);
    let after = play(&h).prompt_area().unwrap();
    assert!(
        (after.width() - before.width() - 120.0).abs() < 4.0,
        "the side column widened by the drag: {before:?} → {after:?}"
    );
    h.state().remember();
    let kept = londons_burning::app::Settings::load_from(&settings);
    assert!(kept.side.is_some(), "the split is remembered: {kept:?}");
    assert_eq!(kept.window, Some([size.x, size.y]), "the window's size is remembered");
    // The next start: the split as it was left.
    let h = app_at(dir.path(), Some(&s.name), Lang::EN, size, Some(&settings));
    let again = play(&h).prompt_area().unwrap();
    assert!((again.width() - after.width()).abs() < 1.0, "the split comes back: {again:?}, left {after:?}");
}

/// The advisor asked at every decision of a short campaign (a quick
/// advisor: the layout is what is tested): once its answer is in, in each
/// of the frames that follow, the advised option's button is on show, in
/// the prompt, and nothing of another layer lies over it or over any other
/// prompt button; then the sensible bot's choice is played. Every wait is
/// bounded.
#[test]
fn nothing_covers_the_advised_option_through_a_short_campaign() {
    use londons_burning::table::{AdviceState, Offer};
    let dir = tempfile::tempdir().unwrap();
    let s = Session::new("Advised all along", crate::common::ed(), short(7)).unwrap();
    let size = vec2(1366.0, 768.0);
    let mut h = open(dir.path(), &s, size);
    *screen(&mut h).table.advice_config_mut() =
        londons_burning::sim::advisor::AdviceConfig::fixed(4, 1, false);
    let (mut decisions, mut advised) = (0, 0);
    let started = std::time::Instant::now();
    loop {
        let d = match play(&h).table.session().campaign().pending() {
            Pending::Decide(d) => d,
            Pending::Over(_) => break,
        };
        if play(&h).table.advice_offer() == Offer::Yes {
            h.key_press(egui::Key::A);
            h.step();
            // The first ask's warning: yes, by its key.
            if matches!(screen(&mut h).table.advice(), AdviceState::Confirm) {
                h.key_press(egui::Key::A);
                h.step();
            }
            for _ in 0..1500 {
                if !matches!(screen(&mut h).table.advice(), AdviceState::Thinking(..)) {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(10));
                h.step();
            }
            let what = format!("decision {decisions} ({d:?})");
            assert!(play(&h).table.advised().is_some(), "{what}: no advice within 15 s");
            for frame in 0..3 {
                h.step();
                let at = format!("{what}, frame {frame} with the advice");
                uncovered(&h, &at);
                let i = play(&h).table.advised_option().unwrap_or_else(|| panic!("{at}: no advised option"));
                let marked = controls(&h).into_iter().filter(|(n, _)| n.ends_with(" ★ advised")).count();
                assert_eq!(marked, 1, "{at}: the advised option {i} is a button of the prompt");
            }
            advised += 1;
        }
        let choice = londons_burning::sim::sensible(play(&h).table.session().campaign(), &d);
        screen(&mut h).perform(Action::One(choice));
        decisions += 1;
        for frame in 0..2 {
            h.step();
            uncovered(&h, &format!("decision {decisions}, frame {frame} after the choice"));
        }
        assert!(decisions < 400, "the campaign never ends");
    }
    settle(&mut h);
    uncovered(&h, "the verdict");
    println!("{decisions} decisions, {advised} advised, in {:?}", started.elapsed());
    assert!(decisions > 40 && advised > 40, "{decisions} decisions, {advised} advised");
}

/// 1366×768 at 150 % (911×512 points), in a dogfight: an option longer
/// than the column is wide wraps onto more lines, never cut with "…" (its
/// button is as high as its lines); with the advice asked, the advisor's
/// panel has the rest of the column (the tabs fold away), several lines of
/// it, and covers no button.
#[test]
fn at_150_percent_the_options_wrap_and_the_advice_has_room() {
    use londons_burning::table::AdviceState;
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Zoomed words", dogfight);
    let size = vec2(911.0, 512.0);
    let mut h = open(dir.path(), &s, size);
    let body = egui::TextStyle::Body.resolve(&h.ctx.global_style());
    let row = h.ctx.fonts_mut(|f| f.row_height(&body));
    let area = play(&h).prompt_area().expect("the prompt");
    let mut wrapped = 0;
    for (name, r) in controls(&h) {
        let one_line =
            h.ctx.fonts_mut(|f| f.layout_no_wrap(name.clone(), body.clone(), egui::Color32::BLACK)).size().x;
        assert!(r.width() <= area.width() + 1.0, "{name:?} is wider than the prompt: {r:?} in {area:?}");
        if one_line > r.width() {
            assert!(r.height() >= 2.0 * row, "{name:?} ({one_line} wide on one line) is cut in {r:?}");
            wrapped += 1;
        }
    }
    println!("{wrapped} options wrapped at 911×512");
    // The advice: asked by its key (a quick advisor: the room is tested).
    *screen(&mut h).table.advice_config_mut() =
        londons_burning::sim::advisor::AdviceConfig::fixed(4, 1, false);
    h.key_press(egui::Key::A);
    h.step();
    if matches!(screen(&mut h).table.advice(), AdviceState::Confirm) {
        h.key_press(egui::Key::A);
        h.step();
    }
    for _ in 0..3000 {
        if !matches!(screen(&mut h).table.advice(), AdviceState::Thinking(..)) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    settle(&mut h);
    assert!(play(&h).table.advised().is_some(), "no advice within a minute");
    let advice = play(&h).advice_area().expect("the advice on show");
    println!("the advice has {:.0} points ({:.1} lines) at 911×512", advice.height(), advice.height() / row);
    assert!(advice.height() >= 6.0 * row, "the advice has {advice:?}, {:.1} lines", advice.height() / row);
    assert!(advice.bottom() <= size.y + 1.0, "the advice goes out of the window: {advice:?}");
    assert!(h.query_by_label("Calendar").is_none(), "the tabs fold away while the advice is on show");
    uncovered(&h, "the advice at 150 %");
    // Closed, the tabs are back.
    h.key_press(egui::Key::Escape);
    settle(&mut h);
    if play(&h).advice_area().is_some() {
        h.key_press(egui::Key::Escape);
        settle(&mut h);
    }
    assert!(play(&h).advice_area().is_none() && h.query_by_label("Calendar").is_some(), "the tabs come back");
}

/// 1366×768 at 150 % (911×512 points): a fighter out of a combat with
/// more airfields to land at than the column has room for. The options
/// scroll in a box of their own: none lies beyond the window, and the
/// last is reached by the mouse wheel over them.
#[test]
fn at_150_percent_many_options_scroll_into_reach() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Many landings", |_, d| {
        matches!(d, Decision::Land { options, forced: false, .. } if options.len() >= 14)
    });
    let size = vec2(911.0, 512.0);
    let mut h = open(dir.path(), &s, size);
    let n = play(&h).table.options().len();
    let last = format!("{} ", londons_burning::app::keys::cap(n - 1).unwrap());
    let win = Rect::from_min_size(egui::Pos2::ZERO, size);
    let options = |h: &Harness<'_, App>| -> Vec<(String, Rect)> {
        h.query_all_by_role(egui::accesskit::Role::Button)
            .map(|b| (b.accesskit_node().label().unwrap_or_default().to_string(), b.rect()))
            .filter(|(l, _)| play(h).table.options().iter().enumerate().any(|(i, _)| {
                l.starts_with(&format!("{} ", londons_burning::app::keys::cap(i).unwrap()))
            }))
            .collect()
    };
    let area = play(&h).prompt_area().expect("the prompt");
    assert!(area.bottom() <= size.y, "the prompt goes out of the window: {area:?}");
    let first = options(&h);
    assert_eq!(first.len(), n, "every option is a button: {first:?}");
    let shown = |h: &Harness<'_, App>| {
        let area = play(h).prompt_area().unwrap();
        options(h).into_iter().find(|(l, _)| l.starts_with(&last)).is_some_and(|(_, r)| {
            win.contains_rect(r) && area.expand(1.0).contains_rect(r)
        })
    };
    assert!(!shown(&h), "{n} options fit without scrolling: the test shows nothing");
    // The wheel over the options.
    h.event(egui::Event::PointerMoved(first[0].1.center()));
    for _ in 0..20 {
        if shown(&h) {
            break;
        }
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Line,
            delta: vec2(0.0, -3.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: egui::Modifiers::NONE,
        });
        h.step();
        h.step();
    }
    assert!(shown(&h), "the last option ({last}…) is never in reach: {:?}", options(&h));
    uncovered(&h, "the options scrolled");
}

/// The campaign screen's bar on one row, in English and in Spanish, at
/// 1366×768 and at 1280×720 zoomed to 150 % (911×512, 853×480 points):
/// folded (icons with their words on hover, the languages in a menu)
/// where the whole bar would not fit, every button in the window and at
/// one height; at 1366×768 (100 %) the words and the name in full.
#[test]
fn the_bar_keeps_one_row_at_150_percent_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "One row", moving);
    save::write(dir.path(), &s).unwrap();
    for lang in [Lang::EN, Lang::ES] {
        let names: Vec<String> = vec![
            londons_burning::t!(lang, "back-to-campaigns"),
            londons_burning::t!(lang, "undo"),
            londons_burning::t!(lang, "keys-button"),
            londons_burning::t!(lang, "rules-button"),
        ];
        for size in [vec2(911.0, 512.0), vec2(853.0, 480.0), vec2(1366.0, 768.0)] {
            let h = app_at(dir.path(), Some(&s.name), lang, size, None);
            let what = format!("{} at {}×{}", lang.code(), size.x, size.y);
            let out = beyond_window(&h, size);
            assert!(out.is_empty(), "{what}: {out:#?}");
            let rows: Vec<Rect> = names.iter().map(|n| h.get_by_label(n).rect()).collect();
            for (n, r) in names.iter().zip(&rows) {
                assert!(
                    (r.center().y - rows[0].center().y).abs() < 2.0,
                    "{what}: {n:?} at {r:?} is on another row than {:?} at {:?}",
                    names[0],
                    rows[0]
                );
            }
            let board = play(&h).board_area().expect("the board was drawn");
            assert!(board.top() < 40.0, "{what}: the board starts at {board:?}, under a bar of two rows");
            // In full where it fits: the campaign's name, the words.
            let full = size.x > 1300.0;
            assert_eq!(h.query_by_label(&s.name).is_some(), full, "{what}: the name shown");
            let shown = h.query_all_by_label(&names[3]).next().map(|n| n.rect().width()).unwrap_or(0.0);
            assert!(full == (shown > 60.0), "{what}: the Rules button {shown} wide");
        }
    }
}

/// The options start at one height whatever the question, in Spanish at
/// 1280×720 too: the stand-by question fills two lines there, and the
/// Advice button, after its words, went onto a third line and pushed the
/// options down under the pointer; it is at the end of the line over it.
#[test]
fn the_options_start_at_one_height_in_spanish_at_1280() {
    let dir = tempfile::tempdir().unwrap();
    let long = session_where(short, "Stand by", |_, d| matches!(d, Decision::Position(_)));
    let moves = session_where(short, "Moves", moving);
    for (lang, size) in [(Lang::ES, vec2(1280.0, 720.0)), (Lang::EN, vec2(1280.0, 720.0)), (Lang::ES, vec2(1366.0, 768.0))]
    {
        let mut at = Vec::new();
        for s in [&long, &moves] {
            save::write(dir.path(), s).unwrap();
            let h = app_at(dir.path(), Some(&s.name), lang, size, None);
            let y = first_option_offset(&h).expect("the first option is drawn");
            let advice = h.get_by_label(&londons_burning::t!(lang, "advice-title")).rect();
            let prompt = play(&h).prompt_area().unwrap();
            assert!(advice.bottom() < prompt.top() + y, "{}: the Advice button {advice:?} above the options", lang.code());
            at.push(y);
        }
        assert!((at[0] - at[1]).abs() < 0.5, "{} at {size:?}: the first option at {at:?}", lang.code());
    }
}

/// The pilot rows of the side column on one line each, inside the column,
/// in English and in Spanish at 1280×720 and 1366×768 zoomed to 150 %
/// (853×480, 911×512 points) and at 1366×768: a line too long for the
/// column ends in "…" (its rectangle ran past the window's edge), and the
/// row is still named by the whole line.
#[test]
fn the_pilot_rows_stay_in_the_side_column_at_150_percent() {
    use egui::accesskit::Role;
    let dir = tempfile::tempdir().unwrap();
    let s = session_where(short, "Rows", moving);
    save::write(dir.path(), &s).unwrap();
    for lang in [Lang::EN, Lang::ES] {
        let mut cut = 0;
        for size in [vec2(853.0, 480.0), vec2(911.0, 512.0), vec2(1366.0, 768.0)] {
            let h = app_at(dir.path(), Some(&s.name), lang, size, None);
            let what = format!("{} at {}×{}", lang.code(), size.x, size.y);
            let st = play(&h).state();
            let board = play(&h).board_area().expect("the board was drawn");
            let rows: Vec<_> = h
                .query_all(egui_kittest::kittest::By::new())
                .filter(|n| n.accesskit_node().role() == Role::DisclosureTriangle)
                .filter(|n| n.accesskit_node().label().is_some_and(|l| l.contains(" · ")))
                .collect();
            assert_eq!(rows.len(), st.pilots.len(), "{what}: a row per pilot");
            for n in &rows {
                let name = n.accesskit_node().label().unwrap().to_string();
                let r = n.rect();
                assert!(!name.contains('…'), "{what}: the row is named by a cut line {name:?}");
                let whole = (0..40).any(|v| name.ends_with(&londons_burning::t!(lang, "status-victories", n = v)));
                assert!(whole, "{what}: the row is named by {name:?}, not the whole line");
                assert!(
                    r.left() >= board.right() && r.right() <= size.x - 1.0 && r.height() < 40.0,
                    "{what}: the row {name:?} at {r:?}, the column from {} to {}",
                    board.right(),
                    size.x
                );
            }
            // A row reaching the column's margin: its line was cut.
            if rows.iter().map(|n| n.rect().right()).fold(0.0, f32::max) > size.x - 30.0 {
                cut += 1;
            }
        }
        assert!(cut > 0, "{}: no row ever fills its column: the test shows nothing", lang.code());
    }
}
