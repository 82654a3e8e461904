//! The map, drawn as the printed board: the hex grid in the board's own
//! frame (rows horizontal, row A — the Channel — at the bottom, London at
//! the top), the coast, the Thames and France turned into that frame by the
//! edition's georeference; the targets and airfields with their defences and
//! damage; the raid and the fighters as counters; labels placed so they
//! never collide (`labels.rs`). Beside it, the board's margin: the compass
//! rose, the sun diagram and the legend (`legend.rs`). Pan and zoom; hover
//! a hex for its tooltip (`tip.rs`); the moves a fighter can make and the
//! raid's likely next positions.
//!
//! Both editions are drawn by the same code: the grid's width comes from
//! `ed.map.grid`, north from `ed.map.georef`, the sun's side from the
//! phase and `ed.map.compass`.

mod board;
mod canvas;
mod counters;
mod geo;
#[doc(hidden)]
pub mod labels;
#[doc(hidden)]
pub mod layout;
mod legend;
mod symbols;
#[doc(hidden)]
pub mod tip;

use super::style;
use crate::edition::Edition;
use crate::rules::Campaign;
use crate::rules::hex::{Dir, Hex, ROWS};
use crate::rules::movement::MoveOption;
use crate::rules::state::State;
use crate::text::Lang;
use board::Scene;
use canvas::{Baked, Canvas};
use egui::{Align2, FontId, Pos2, Rect, Sense, Shape, Stroke, Vec2, pos2, vec2};
pub use layout::Layout;

/// Everything the map shows this frame.
pub struct MapCtx<'a> {
    pub campaign: &'a Campaign,
    pub lang: Lang,
    /// The legal moves of the fighter that must move (empty otherwise).
    pub moves: &'a [MoveOption],
    pub selected: Option<&'a MoveOption>,
    pub picked_hex: Option<Hex>,
    pub forecast: &'a [(Hex, f64)],
    /// Where the raid may catch the fighter that must move, Luftwaffe
    /// segment first (6.6, 8.1; `Campaign::raid_danger`), with the chance.
    pub danger: &'a [(Hex, f64)],
    /// The hex the guided example says to click (15.3).
    pub highlight: Option<Hex>,
    pub patrol: Option<u8>,
    /// Places a withdrawing fighter can land.
    pub landing: &'a [Hex],
}

pub struct MapResponse {
    pub clicked: Option<Hex>,
}

/// Pan and zoom, kept between frames, and what is costly to recompute.
pub struct MapView {
    /// Extra zoom over "fit the board".
    pub zoom: f32,
    /// Offset of the view's centre from the board's, in km.
    pub pan: Vec2,
    /// The land, coast and Thames in board km, for one edition.
    geo: Option<geo::Geo>,
    /// The board as drawn last, and what it was drawn from: shown again
    /// while nothing it depends on changed; and where its counters and
    /// labels went.
    scene: Option<(SceneKey, Baked, Layout)>,
    /// The margin's compass rose, sun diagram and legend symbols.
    legend: legend::Legend,
    /// The printed board on the screen in the last frame, whole and the
    /// part of it in sight.
    drawn: Option<(Rect, Rect)>,
}

impl Default for MapView {
    fn default() -> Self {
        MapView {
            zoom: 1.0,
            pan: Vec2::ZERO,
            geo: None,
            scene: None,
            legend: legend::Legend::default(),
            drawn: None,
        }
    }
}

/// Everything the drawn board depends on. Whatever the map comes to draw
/// must be part of it, or the board would not follow it.
struct SceneKey {
    state: State,
    fingerprint: String,
    lang: Lang,
    area: Rect,
    zoom: f32,
    pan: Vec2,
    pixels_per_point: f32,
    /// The slice of moves by address and length: a new list comes with a
    /// new state.
    moves: (usize, usize),
    selected: Option<usize>,
    picked: Option<Hex>,
    forecast: Vec<(Hex, f64)>,
    danger: Vec<(Hex, f64)>,
    highlight: Option<Hex>,
    patrol: Option<u8>,
    landing: Vec<Hex>,
}

/// What a frame draws the board for.
struct View<'a, 'c> {
    ctx: &'a MapCtx<'c>,
    area: Rect,
    zoom: f32,
    pan: Vec2,
    pixels_per_point: f32,
}

impl SceneKey {
    fn new(v: &View) -> SceneKey {
        let c = v.ctx;
        SceneKey {
            state: c.campaign.state().clone(),
            fingerprint: c.campaign.edition().fingerprint.clone(),
            lang: c.lang,
            area: v.area,
            zoom: v.zoom,
            pan: v.pan,
            pixels_per_point: v.pixels_per_point,
            moves: (c.moves.as_ptr() as usize, c.moves.len()),
            selected: c.selected.map(|m| m as *const MoveOption as usize),
            picked: c.picked_hex,
            forecast: c.forecast.to_vec(),
            danger: c.danger.to_vec(),
            highlight: c.highlight,
            patrol: c.patrol,
            landing: c.landing.to_vec(),
        }
    }

    fn matches(&self, v: &View) -> bool {
        let c = v.ctx;
        self.area == v.area
            && self.zoom == v.zoom
            && self.pan == v.pan
            && self.pixels_per_point == v.pixels_per_point
            && self.lang == c.lang
            && self.moves == (c.moves.as_ptr() as usize, c.moves.len())
            && self.selected == c.selected.map(|m| m as *const MoveOption as usize)
            && self.picked == c.picked_hex
            && self.patrol == c.patrol
            && self.forecast == c.forecast
            && self.danger == c.danger
            && self.highlight == c.highlight
            && self.landing == c.landing
            && self.fingerprint == c.campaign.edition().fingerprint
            && self.state == *c.campaign.state()
    }
}

/// A hex's circumradius in km (10 km across the flats).
pub const HEX_R: f32 = 5.773_503;
/// The printed margin round the grid, in km; below row A it is wider: the
/// Channel, and France in its corner.
const MARGIN: f32 = 8.0;
const BOTTOM: f32 = 20.0;

/// The printed board's extent in km (y up): the grid and its margins.
fn board_km(ed: &Edition) -> Rect {
    let right = ed.map.grid.cols() as f32 * 10.0;
    let top = (ROWS - 1) as f32 * 8.660 + HEX_R;
    Rect::from_min_max(pos2(-5.0 - MARGIN, -HEX_R - BOTTOM), pos2(right + MARGIN, top + MARGIN))
}

/// Board km (x right, y up) to the screen.
pub struct Proj {
    rect: Rect,
    scale: f32,
    centre: Pos2,
}

impl Proj {
    pub fn at(&self, x: f32, y: f32) -> Pos2 {
        self.rect.center() + vec2(x - self.centre.x, self.centre.y - y) * self.scale
    }
    pub fn km(&self, q: Pos2) -> Pos2 {
        self.at(q.x, q.y)
    }
    pub fn hex(&self, h: Hex) -> Pos2 {
        let (x, y) = h.centre_km();
        self.at(x as f32, y as f32)
    }
    pub fn to_km(&self, p: Pos2) -> Pos2 {
        let d = (p - self.rect.center()) / self.scale;
        pos2(self.centre.x + d.x, self.centre.y - d.y)
    }
    /// The six corners of a hex, shrunk by `shrink`.
    pub fn corners(&self, h: Hex, shrink: f32) -> Vec<Pos2> {
        symbols::hex_corners(self.hex(h), HEX_R * self.scale * shrink)
    }
    /// The screen direction of a hexside.
    pub fn dir(&self, d: Dir) -> Vec2 {
        symbols::angle_vec(d.board_angle() as f32)
    }
}

impl MapView {
    pub fn show(&mut self, ui: &mut egui::Ui, ctx: &MapCtx) -> MapResponse {
        let ed = ctx.campaign.edition().clone();
        let full = ui.available_rect_before_wrap();
        if !(full.width() > 80.0 && full.height() > 80.0) {
            self.drawn = None;
            ui.allocate_rect(full, Sense::hover());
            return MapResponse { clicked: None };
        }
        let board = board_km(&ed);
        let (area, margin, fit) = split(full, board);
        let response = ui.allocate_rect(area, Sense::click_and_drag());
        self.navigate(ui, &response, area, fit, board);
        let p = self.proj(area, fit, board);

        let painter = ui.painter_at(area);
        painter.rect_filled(area, 0.0, style::TABLE);
        let (board_px, visible) = on_screen(&p, board, area);
        self.drawn = Some((board_px, visible));
        let bp = painter.with_clip_rect(visible);
        let view =
            View { ctx, area, zoom: self.zoom, pan: self.pan, pixels_per_point: ui.ctx().pixels_per_point() };
        if !self.scene.as_ref().is_some_and(|(key, _, _)| key.matches(&view)) {
            let (baked, layout) = self.draw_board(ui.ctx(), &p, board_px, visible, ctx);
            self.scene = Some((SceneKey::new(&view), baked, layout));
        }
        if let Some((_, baked, _)) = &self.scene {
            baked.paint(&bp);
        }

        // The margin: compass rose, sun diagram, legend.
        ui.scope_builder(egui::UiBuilder::new().max_rect(margin), |ui| self.legend.show(ui, ctx));

        // Hover and click.
        let hovered = response.hover_pos().and_then(|pos| nearest_hex(&p, &ed, pos));
        let mut clicked = None;
        if response.clicked()
            && let Some(pos) = response.interact_pointer_pos()
        {
            clicked = nearest_hex(&p, &ed, pos);
        }
        if let Some(h) = hovered {
            bp.add(Shape::closed_line(p.corners(h, 1.0), Stroke::new(2.5, style::INK)));
            let u = HEX_R * p.scale;
            bp.text(
                p.hex(h) - vec2(0.0, u * 0.7),
                Align2::CENTER_CENTER,
                h.to_string(),
                FontId::proportional((u * 0.36).clamp(10.0, 14.0)),
                style::INK,
            );
            let st = ctx.campaign.state();
            response.on_hover_text_at_pointer(tip::hex_tooltip(
                &ed,
                st,
                ctx.lang,
                h,
                ctx.moves,
                ctx.forecast,
            ));
        }
        MapResponse { clicked }
    }

    /// The printed board's part on the screen when it was last drawn (the
    /// whole board at the default zoom).
    pub fn board_rect(&self) -> Option<Rect> {
        self.drawn.map(|d| d.1)
    }

    /// The whole printed board on the screen in the last frame (beyond
    /// its area when zoomed in or panned), and the part in sight.
    pub fn board_on_screen(&self) -> Option<(Rect, Rect)> {
        self.drawn
    }

    /// Where the counters, damage markers and labels went when the board
    /// was last drawn.
    pub fn layout(&self) -> Option<&Layout> {
        self.scene.as_ref().map(|(_, _, l)| l)
    }

    /// Lays the board out as `show` would in `full` (map and margin), at
    /// the current zoom and pan, without a frame: what the tests check.
    #[doc(hidden)]
    pub fn lay_out(&mut self, ctx_ui: &egui::Context, ctx: &MapCtx, full: Rect) -> Layout {
        let board = board_km(ctx.campaign.edition());
        let (area, _, fit) = split(full, board);
        let p = self.proj(area, fit, board);
        let (board_px, visible) = on_screen(&p, board, area);
        self.draw_board(ctx_ui, &p, board_px, visible, ctx).1
    }

    /// Draws the whole board (everything but the hovered hex) and bakes it.
    fn draw_board(
        &mut self,
        ctx_ui: &egui::Context,
        p: &Proj,
        board_px: Rect,
        visible: Rect,
        ctx: &MapCtx,
    ) -> (Baked, Layout) {
        let ed = ctx.campaign.edition();
        let mut scene = Scene {
            cv: Canvas::new(ctx_ui),
            p,
            u: HEX_R * p.scale,
            visible,
            obstacles: labels::Obstacles::default(),
            labels: Vec::with_capacity(48),
        };
        let mut layout = Layout::new(scene.u, visible);
        scene.cv.rect_filled(board_px, 0.0, style::SEA);
        geo::draw_ground(&mut self.geo, &mut scene.cv, p, ed);
        board::draw_fills(&mut scene, ctx);
        board::draw_margins(&mut scene, ed);
        let mut damage = board::draw_sites(&mut scene, ctx);
        if let Some(tip) = self.geo.as_ref().and_then(|g| g.france_tip) {
            board::france_label(&mut scene, tip, ctx.lang);
        }
        board::draw_paths(&mut scene, ctx);
        counters::draw_counters(&mut scene, ctx, &mut damage, &mut layout.counters);
        // Damage markers on top of every counter: nothing hides them (and
        // no counter was placed over one).
        for d in damage {
            symbols::damage(&mut scene.cv, d.at, d.r, d.points);
            scene.obstacles.hard.push(d.rect());
            layout.damage.push((d.hex, Rect::from_center_size(d.at, Vec2::splat(d.r * 2.0))));
        }
        board::draw_marks(&mut scene, ctx);
        board::draw_forecast_odds(&mut scene, ctx);
        scene.draw_labels(&mut layout);
        scene.cv.rect_stroke(board_px, 0.0, Stroke::new(2.0, style::INK), egui::StrokeKind::Inside);
        (scene.cv.bake(ctx_ui.pixels_per_point()), layout)
    }

    fn proj(&self, area: Rect, fit: f32, board: Rect) -> Proj {
        Proj { rect: area, scale: fit * self.zoom, centre: board.center() + self.pan }
    }

    /// Drag to pan; scroll (or pinch, or Ctrl+scroll) to zoom about the
    /// pointer; double-click to fit the board again.
    fn navigate(&mut self, ui: &egui::Ui, response: &egui::Response, area: Rect, fit: f32, board: Rect) {
        if response.dragged() {
            let d = response.drag_delta();
            self.pan -= vec2(d.x, -d.y) / (fit * self.zoom);
        }
        if response.hovered() {
            let (scroll, pinch) = ui.input(|i| (i.smooth_scroll_delta.y, i.zoom_delta()));
            let factor = pinch * (1.0 + scroll * 0.002);
            if factor.is_finite() && factor != 1.0 {
                let pointer = response.hover_pos();
                let before = pointer.map(|q| self.proj(area, fit, board).to_km(q));
                self.zoom = (self.zoom * factor).clamp(0.6, 5.0);
                if let (Some(b), Some(q)) = (before, pointer) {
                    let after = self.proj(area, fit, board).to_km(q);
                    self.pan += b - after;
                }
            }
        }
        if response.double_clicked() {
            self.zoom = 1.0;
            self.pan = Vec2::ZERO;
        }
        let half = board.size() / 2.0;
        self.pan = vec2(self.pan.x.clamp(-half.x, half.x), self.pan.y.clamp(-half.y, half.y));
        if !self.pan.x.is_finite() || !self.pan.y.is_finite() {
            self.pan = Vec2::ZERO;
        }
    }
}

fn nearest_hex(p: &Proj, ed: &Edition, pos: Pos2) -> Option<Hex> {
    let q = p.to_km(pos);
    let d2 = |h: Hex| {
        let (x, y) = h.centre_km();
        (x as f32 - q.x).powi(2) + (y as f32 - q.y).powi(2)
    };
    let h = ed.map.grid.hexes().min_by(|a, b| d2(*a).total_cmp(&d2(*b)))?;
    (d2(h) < HEX_R * HEX_R).then_some(h)
}

/// The map's area in `full`, the margin's beside it, and the scale that
/// fits the board in the area.
fn split(full: Rect, board: Rect) -> (Rect, Rect, f32) {
    let area = Rect::from_min_max(full.min, pos2(full.max.x - margin_width(full, board), full.max.y));
    let margin = Rect::from_min_max(pos2(area.max.x + 8.0, full.min.y), full.max);
    let fit = (area.width() / board.width()).min(area.height() / board.height());
    (area, margin, fit)
}

/// The board's rect on the screen, and the part of it inside `area`.
fn on_screen(p: &Proj, board: Rect, area: Rect) -> (Rect, Rect) {
    let board_px = Rect::from_two_pos(p.at(board.min.x, board.min.y), p.at(board.max.x, board.max.y));
    (board_px, board_px.intersect(area))
}

/// The margin's width beside the map in `full`: the legend's own width, or
/// more when the board (taller than wide) leaves room beside it, so the
/// legend's lines do not wrap.
fn margin_width(full: Rect, board: Rect) -> f32 {
    let own = legend::width(full.width());
    let fit = full.height() / board.height();
    let spare = full.width() - board.width() * fit - 8.0;
    spare.clamp(own, own.max(300.0))
}
