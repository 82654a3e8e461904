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

mod canvas;
mod labels;
mod legend;
mod symbols;
mod tip;

use super::style;
use crate::edition::{Aa, Edition, SiteKind, Terrain};
use crate::i18n::{Lang, Msg};
use crate::rules::Campaign;
use crate::rules::hex::{Dir, Hex, ROWS};
use crate::rules::level::Level;
use crate::rules::movement::MoveOption;
use crate::rules::state::{PlaneStatus, State};
use crate::tr;
use canvas::{Baked, Canvas};
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, Vec2, pos2, vec2};

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
    geo: Option<Geo>,
    /// The board as drawn last, and what it was drawn from: shown again
    /// while nothing it depends on changed.
    scene: Option<(SceneKey, Baked)>,
    /// The margin's compass rose, sun diagram and legend symbols.
    legend: legend::Legend,
}

impl Default for MapView {
    fn default() -> Self {
        MapView { zoom: 1.0, pan: Vec2::ZERO, geo: None, scene: None, legend: legend::Legend::default() }
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

/// Triangles in board km: points and indices.
type Mesh2 = (Vec<Pos2>, Vec<u32>);

/// The geography of an edition in the board's frame (km right of and above
/// the centre of A1), computed once.
struct Geo {
    fingerprint: String,
    land: Mesh2,
    france: Mesh2,
    coast: Vec<Vec<Pos2>>,
    thames: Vec<Pos2>,
    /// France's point nearest the board, where its name goes.
    france_tip: Option<Pos2>,
}

/// A hex's circumradius in km (10 km across the flats).
const HEX_R: f32 = 5.773_503;
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
struct Proj {
    rect: Rect,
    scale: f32,
    centre: Pos2,
}

impl Proj {
    fn at(&self, x: f32, y: f32) -> Pos2 {
        self.rect.center() + vec2(x - self.centre.x, self.centre.y - y) * self.scale
    }
    fn km(&self, q: Pos2) -> Pos2 {
        self.at(q.x, q.y)
    }
    fn hex(&self, h: Hex) -> Pos2 {
        let (x, y) = h.centre_km();
        self.at(x as f32, y as f32)
    }
    fn to_km(&self, p: Pos2) -> Pos2 {
        let d = (p - self.rect.center()) / self.scale;
        pos2(self.centre.x + d.x, self.centre.y - d.y)
    }
    /// The six corners of a hex, shrunk by `shrink`.
    fn corners(&self, h: Hex, shrink: f32) -> Vec<Pos2> {
        symbols::hex_corners(self.hex(h), HEX_R * self.scale * shrink)
    }
    /// The screen direction of a hexside.
    fn dir(&self, d: Dir) -> Vec2 {
        symbols::angle_vec(d.board_angle() as f32)
    }
}

/// A label waiting for its place.
struct Label {
    text: String,
    font: FontId,
    colour: Color32,
    request: labels::Request,
    /// What it labels, and how many of its candidates lie next to it: one
    /// placed further out is joined to it by a line.
    leader: Option<(Pos2, usize)>,
}

/// The board being drawn, and what labels must keep clear of.
struct Scene<'a> {
    cv: Canvas,
    p: &'a Proj,
    /// A hex's circumradius in pixels: the unit of every size.
    u: f32,
    /// The part of the board on the screen.
    visible: Rect,
    obstacles: Vec<Rect>,
    labels: Vec<Label>,
}

/// Padding round a label's text on its plate.
const PAD: Vec2 = vec2(3.0, 0.5);

impl Scene<'_> {
    /// A label of `text`; `candidates` turns the plate's size into the rects
    /// it may take, best first.
    fn label(
        &mut self,
        text: String,
        size: f32,
        colour: Color32,
        priority: u8,
        leader: Option<(Pos2, usize)>,
        candidates: impl FnOnce(Vec2) -> Vec<Rect>,
    ) {
        let font = FontId::proportional(size);
        let plate = self.cv.measure(&text, &font) + PAD * 2.0;
        let request = labels::Request { priority, candidates: candidates(plate) };
        self.labels.push(Label { text, font, colour, request, leader });
    }

    fn on_screen(&self, c: Pos2) -> bool {
        self.visible.expand(self.u).contains(c)
    }
}

impl MapView {
    pub fn show(&mut self, ui: &mut egui::Ui, ctx: &MapCtx) -> MapResponse {
        let ed = ctx.campaign.edition().clone();
        let full = ui.available_rect_before_wrap();
        if !(full.width() > 80.0 && full.height() > 80.0) {
            ui.allocate_rect(full, Sense::hover());
            return MapResponse { clicked: None };
        }
        let area = Rect::from_min_max(full.min, pos2(full.max.x - legend::width(full.width()), full.max.y));
        let margin = Rect::from_min_max(pos2(area.max.x + 8.0, full.min.y), full.max);
        let response = ui.allocate_rect(area, Sense::click_and_drag());
        let board = board_km(&ed);
        let fit = (area.width() / board.width()).min(area.height() / board.height());
        self.navigate(ui, &response, area, fit, board);
        let p = self.proj(area, fit, board);

        let painter = ui.painter_at(area);
        painter.rect_filled(area, 0.0, style::TABLE);
        let board_px = Rect::from_two_pos(p.at(board.min.x, board.min.y), p.at(board.max.x, board.max.y));
        let visible = board_px.intersect(area);
        let bp = painter.with_clip_rect(visible);
        let view =
            View { ctx, area, zoom: self.zoom, pan: self.pan, pixels_per_point: ui.ctx().pixels_per_point() };
        if !self.scene.as_ref().is_some_and(|(key, _)| key.matches(&view)) {
            let baked = self.draw_board(ui.ctx(), &p, board_px, visible, ctx);
            self.scene = Some((SceneKey::new(&view), baked));
        }
        if let Some((_, baked)) = &self.scene {
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

    /// Draws the whole board (everything but the hovered hex) and bakes it.
    fn draw_board(
        &mut self,
        ctx_ui: &egui::Context,
        p: &Proj,
        board_px: Rect,
        visible: Rect,
        ctx: &MapCtx,
    ) -> Baked {
        let ed = ctx.campaign.edition();
        let mut scene = Scene {
            cv: Canvas::new(ctx_ui),
            p,
            u: HEX_R * p.scale,
            visible,
            obstacles: Vec::with_capacity(160),
            labels: Vec::with_capacity(48),
        };
        scene.cv.rect_filled(board_px, 0.0, style::SEA);
        self.draw_ground(&mut scene.cv, p, ed);
        draw_fills(&mut scene, ctx);
        draw_margins(&mut scene, ed);
        let damage = draw_sites(&mut scene, ctx);
        if let Some(tip) = self.geo.as_ref().and_then(|g| g.france_tip) {
            france_label(&mut scene, tip, ctx.lang);
        }
        draw_paths(&mut scene, ctx);
        draw_counters(&mut scene, ctx);
        // Damage markers on top of every counter: nothing hides them.
        for (c, r, n) in damage {
            symbols::damage(&mut scene.cv, c, r, n);
        }
        draw_marks(&mut scene, ctx);
        draw_forecast_odds(&mut scene, ctx);
        let requests: Vec<labels::Request> = scene.labels.iter().map(|l| l.request.clone()).collect();
        let placed = labels::place(&requests, &scene.obstacles, visible);
        for (l, k) in scene.labels.iter().zip(placed) {
            if let Some(k) = k {
                let r = l.request.candidates[k];
                if let Some((from, near)) = l.leader
                    && k >= near
                {
                    let to = pos2(from.x.clamp(r.min.x, r.max.x), from.y.clamp(r.min.y, r.max.y));
                    scene.cv.line_segment([from, to], Stroke::new(1.0, l.colour.gamma_multiply(0.7)));
                }
                scene.cv.rect_filled(r, 3.0, style::PLATE);
                scene.cv.text(r.min + PAD, Align2::LEFT_TOP, &l.text, l.font.clone(), l.colour);
            }
        }
        scene.cv.rect_stroke(board_px, 0.0, Stroke::new(2.0, style::INK), egui::StrokeKind::Inside);
        scene.cv.bake(ctx_ui.pixels_per_point())
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

    /// Land and sea: open-sea hexes darker, England and France from the
    /// coast points, the Thames.
    fn draw_ground(&mut self, painter: &mut Canvas, p: &Proj, ed: &Edition) {
        if self.geo.as_ref().is_none_or(|g| g.fingerprint != ed.fingerprint) {
            self.geo = Some(Geo::new(ed));
        }
        let Some(geo) = &self.geo else { return };
        for h in ed.map.grid.hexes() {
            if ed.terrain(h) == Terrain::OpenSea {
                painter.add(Shape::convex_polygon(p.corners(h, 1.0), style::OPEN_SEA, Stroke::NONE));
            }
        }
        for ((pts, idx), colour) in [(&geo.land, style::LAND), (&geo.france, style::FRANCE)] {
            let mut mesh = egui::Mesh::default();
            for q in pts {
                mesh.colored_vertex(p.km(*q), colour);
            }
            mesh.indices = idx.clone();
            painter.add(Shape::mesh(mesh));
        }
        for line in &geo.coast {
            painter.add(Shape::line(line.iter().map(|q| p.km(*q)).collect(), Stroke::new(1.6, style::COAST)));
        }
        let thames: Vec<Pos2> = geo.thames.iter().map(|q| p.km(*q)).collect();
        painter.add(Shape::line(thames, Stroke::new((p.scale * 0.6).clamp(2.0, 4.0), style::THAMES)));
    }
}

impl Geo {
    fn new(ed: &Edition) -> Geo {
        let g = ed.map.georef;
        let km = |lat: f64, lon: f64| {
            let (x, y) = g.km(lat, lon);
            pos2(x as f32, y as f32)
        };
        // England: the south coast, then the north bank of the estuary,
        // closed geographically round the north and west far beyond the
        // board, then turned into the board's frame with the rest.
        let mut land: Vec<Pos2> = Vec::new();
        for line in ed.map.coast.iter().take(2) {
            land.extend(line.points.iter().map(|q| km(q.lat, q.lon)));
        }
        if let (Some(first), Some(last)) = (ed.map.coast.first(), ed.map.coast.get(1))
            && let (Some(a), Some(z)) = (first.points.first(), last.points.last())
        {
            for (lat, lon) in [(z.lat + 2.5, z.lon), (z.lat + 2.5, a.lon - 2.5), (a.lat, a.lon - 2.5)] {
                land.push(km(lat, lon));
            }
        }
        // France: its coast closed to the south-east.
        let mut france: Vec<Pos2> = Vec::new();
        let mut france_tip = None;
        if let Some(line) = ed.map.coast.get(2) {
            france.extend(line.points.iter().map(|q| km(q.lat, q.lon)));
            france_tip = france.iter().copied().max_by(|a, b| a.y.total_cmp(&b.y));
            if let (Some(a), Some(z)) = (line.points.first(), line.points.last()) {
                for (lat, lon) in [(z.lat, z.lon + 1.5), (a.lat - 1.5, z.lon + 1.5), (a.lat - 1.5, a.lon)] {
                    france.push(km(lat, lon));
                }
            }
        }
        Geo {
            fingerprint: ed.fingerprint.clone(),
            land: triangulate(&land),
            france: triangulate(&france),
            coast: ed.map.coast.iter().map(|l| l.points.iter().map(|q| km(q.lat, q.lon)).collect()).collect(),
            thames: ed.map.thames.iter().map(|q| km(q.lat, q.lon)).collect(),
            france_tip,
        }
    }
}

fn triangulate(pts: &[Pos2]) -> Mesh2 {
    let mut tris: Vec<u32> = Vec::new();
    earcut::Earcut::<f64>::new().earcut(
        pts.iter().map(|q| [q.x as f64, q.y as f64]),
        &[] as &[u32],
        &mut tris,
    );
    (pts.to_vec(), tris)
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

/// London's hexes, the hexes a fighter can reach, the raid's forecast, the
/// grid, and the rings of the base, the patrol and the landing places.
fn draw_fills(sc: &mut Scene, ctx: &MapCtx) {
    let p = sc.p;
    let ed = ctx.campaign.edition();
    let st = ctx.campaign.state();
    for s in ed.sites_of(SiteKind::London) {
        sc.cv.add(Shape::convex_polygon(p.corners(ed.sites[s].hex, 1.0), style::LONDON, Stroke::NONE));
    }
    let mut seen = std::collections::HashSet::new();
    for m in ctx.moves {
        if seen.insert(m.hex) {
            let fill = if Some(m.hex) == ctx.picked_hex { style::REACH_HOVER } else { style::REACH };
            sc.cv.add(Shape::convex_polygon(p.corners(m.hex, 1.0), fill, Stroke::NONE));
        }
    }
    for &(h, prob) in ctx.forecast {
        let fill = style::FORECAST.gamma_multiply((0.25 + prob as f32 * 0.6).min(0.8));
        sc.cv.add(Shape::convex_polygon(p.corners(h, 0.86), fill, Stroke::new(1.5, style::FORECAST)));
    }
    // The guided example's hex: a thick gold ring (15.3).
    if let Some(h) = ctx.highlight {
        let mut ring = p.corners(h, 1.0);
        ring.push(ring[0]);
        sc.cv.add(Shape::line(ring, Stroke::new(4.0, style::SUN)));
    }
    // Danger (issue 14): a red dashed ring where the raid may catch the
    // fighter that must move, Luftwaffe segment first.
    for &(h, _) in ctx.danger {
        let mut ring = p.corners(h, 0.93);
        ring.push(ring[0]);
        sc.cv.add(Shape::dashed_line(&ring, Stroke::new(2.2, style::DAMAGE), 5.0, 3.0));
    }
    let grid = Stroke::new(if sc.u > 30.0 { 0.8 } else { 0.6 }, style::GRID);
    for h in ed.map.grid.hexes() {
        if sc.on_screen(p.hex(h)) {
            sc.cv.add(Shape::closed_line(p.corners(h, 1.0), grid));
        }
    }
    // Zoomed in, every hex shows its id, as printed (but not under a
    // counter, which would cover it).
    if sc.u >= 38.0 {
        let font = FontId::proportional(9.5);
        let mut busy: Vec<Hex> = st.raid.iter().filter(|r| !r.exited).map(|r| r.hex).collect();
        busy.extend(st.planes.iter().filter(|pl| pl.status == PlaneStatus::Active).map(|pl| pl.hex));
        busy.extend(ctx.selected.map(|m| m.hex));
        for h in ed.map.grid.hexes() {
            let c = p.hex(h);
            if sc.on_screen(c) && !busy.contains(&h) {
                let r = sc.cv.text(
                    c - vec2(0.0, sc.u * 0.8),
                    Align2::CENTER_CENTER,
                    h,
                    font.clone(),
                    style::MUTED,
                );
                sc.obstacles.push(r);
            }
        }
    }
    let base = ed.sites[st.base as usize].hex;
    sc.cv.add(Shape::closed_line(p.corners(base, 0.93), Stroke::new(3.0, style::RAF)));
    if let Some(site) = ctx.patrol {
        let h = ed.sites[site as usize].hex;
        sc.cv.add(Shape::closed_line(p.corners(h, 0.82), Stroke::new(3.0, style::RAF_PATROL)));
    }
    for &h in ctx.landing {
        sc.cv.add(Shape::closed_line(p.corners(h, 0.86), Stroke::new(3.0, style::OK)));
    }
}

/// Row letters left and right, column numbers above and below, as printed.
fn draw_margins(sc: &mut Scene, ed: &Edition) {
    let p = sc.p;
    let size = (sc.u * 0.4).clamp(10.0, 14.0);
    let font = FontId::proportional(size);
    let right = ed.map.grid.cols() as f32 * 10.0 + 4.0;
    let top = (ROWS - 1) as f32 * 8.660 + HEX_R + 3.5;
    let mut put = |at: Pos2, text: String| {
        let r = sc.cv.text(at, Align2::CENTER_CENTER, text, font.clone(), style::INK);
        sc.obstacles.push(r);
    };
    for row in 0..ROWS {
        let Some(h) = Hex::new(row, 1) else { continue };
        let y = h.centre_km().1 as f32;
        put(p.at(-9.0, y), h.row_letter().to_string());
        put(p.at(right, y), h.row_letter().to_string());
    }
    for col in 1..=ed.map.grid.cols() {
        let x = (col as f32 - 1.0) * 10.0;
        put(p.at(x, -HEX_R - 3.5), col.to_string());
        put(p.at(x, top), col.to_string());
    }
}

/// Where a site's markers go in its hex (`u`: the hex's circumradius).
struct SiteMarks {
    symbol: f32,
    aa: Vec2,
    aa_size: f32,
    balloons: Vec2,
    balloon_r: f32,
    damage: Vec2,
    damage_r: f32,
}

impl SiteMarks {
    fn new(u: f32) -> SiteMarks {
        SiteMarks {
            symbol: (u * 0.3).clamp(5.0, 13.0),
            aa: vec2(-0.5, -0.48) * u,
            aa_size: (u * 0.36).clamp(11.0, 17.0),
            balloons: vec2(0.1, -0.66) * u,
            balloon_r: (u * 0.085).clamp(2.5, 5.0),
            damage: vec2(-0.56, 0.12) * u,
            damage_r: (u * 0.27).clamp(7.5, 12.0),
        }
    }
}

/// The sites: symbols, AA guns, balloons; their names go to the label
/// placement. Returns the damage markers, drawn after the counters.
fn draw_sites(sc: &mut Scene, ctx: &MapCtx) -> Vec<(Pos2, f32, u8)> {
    let ed = ctx.campaign.edition();
    let st = ctx.campaign.state();
    let lang = ctx.lang;
    let m = SiteMarks::new(sc.u);
    let font = (sc.u * 0.42).clamp(11.0, 15.0);
    let mut damage = Vec::new();
    let heavy = tr!(lang, Msg::AaHeavyMark);
    let light = tr!(lang, Msg::AaLightMark);
    for (i, site) in ed.sites.iter().enumerate() {
        let c = sc.p.hex(site.hex);
        if !sc.on_screen(c) {
            continue;
        }
        if site.kind != SiteKind::London {
            symbols::site(&mut sc.cv, site.kind, c, m.symbol);
            let extent = symbols::site_extent(site.kind, c, m.symbol);
            sc.obstacles.push(extent);
            let priority = match site.kind {
                SiteKind::Sector => 3,
                SiteKind::Satellite => 4,
                SiteKind::Emergency => 5,
                _ => 3,
            };
            sc.label(site.name.clone(), font, style::INK, priority, Some((c, labels::NEAR)), |size| {
                labels::around(extent, size, 1.5, 3)
            });
        }
        match st.aa[i] {
            Aa::Heavy | Aa::Light => {
                let q = c + m.aa;
                let heavy_gun = st.aa[i] == Aa::Heavy;
                symbols::aa(&mut sc.cv, q, m.aa_size, if heavy_gun { &heavy } else { &light }, heavy_gun);
                sc.obstacles.push(Rect::from_center_size(q, Vec2::splat(m.aa_size)));
            }
            Aa::None => {}
        }
        if st.balloons[i] {
            sc.obstacles.push(symbols::balloons(&mut sc.cv, c + m.balloons, m.balloon_r));
        }
        if st.damage[i] > 0 {
            let q = c + m.damage;
            damage.push((q, m.damage_r, st.damage[i]));
            sc.obstacles.push(Rect::from_center_size(q, Vec2::splat(m.damage_r * 2.0 + 2.0)));
        }
    }
    // London: one name for its hexes, over them.
    let london: Vec<Pos2> = ed.sites_of(SiteKind::London).map(|s| sc.p.hex(ed.sites[s].hex)).collect();
    if !london.is_empty() {
        let c = london.iter().fold(Pos2::ZERO, |a, q| a + q.to_vec2()) / london.len() as f32;
        if sc.on_screen(c) {
            let u = sc.u;
            sc.label(tr!(lang, Msg::MapLondon), font + 2.0, style::INK, 2, None, |size| {
                let mut v = vec![labels::centred(c, size)];
                for (dx, dy) in [(0.0, 0.35), (0.0, -0.35), (0.4, 0.0), (-0.4, 0.0)] {
                    v.push(labels::centred(c + vec2(dx, dy) * u, size));
                }
                v.extend(labels::around(Rect::from_center_size(c, Vec2::splat(u)), size, 1.0, 2));
                v
            });
        }
    }
    damage
}

fn france_label(sc: &mut Scene, tip: Pos2, lang: Lang) {
    let c = sc.p.km(tip);
    let u = sc.u;
    sc.label(tr!(lang, Msg::MapFrance), (u * 0.45).clamp(11.0, 16.0), style::MUTED, 6, None, |size| {
        labels::around(Rect::from_center_size(c, Vec2::splat(2.0)), size, u * 0.25, 2)
    });
}

/// The raid's path this impulse and the path of the move being chosen.
fn draw_paths(sc: &mut Scene, ctx: &MapCtx) {
    let st = ctx.campaign.state();
    let p = sc.p;
    if let Some(raid) = &st.raid
        && raid.path.len() > 1
    {
        let pts: Vec<Pos2> = raid.path.iter().map(|h| p.hex(*h)).collect();
        sc.cv.add(Shape::dashed_line(&pts, Stroke::new(2.0, style::LUFTWAFFE), 7.0, 5.0));
    }
    if let Some(m) = ctx.selected {
        let start =
            fighter_of(ctx).and_then(|f| st.plane_of(ctx.campaign.edition(), f)).map(|pl| st.planes[pl].hex);
        let mut pts: Vec<Pos2> = start.into_iter().map(|h| p.hex(h)).collect();
        pts.extend(m.path.iter().map(|h| p.hex(*h)));
        if pts.len() > 1 {
            sc.cv.add(Shape::line(pts, Stroke::new(3.5, style::RAF)));
        }
    }
}

/// The fighter whose move is being chosen.
fn fighter_of(ctx: &MapCtx) -> Option<u8> {
    match ctx.campaign.state().step {
        crate::rules::step::Step::RafMove(f) => Some(f),
        _ => None,
    }
}

/// The counters: the raid, the fighters, the move being chosen, pilots
/// who bailed out. Each hex that holds a site or several counters puts
/// them in their own places: the raid up and right, fighter #1 down left,
/// #2 down right, the site's damage marker at the left.
fn draw_counters(sc: &mut Scene, ctx: &MapCtx) {
    let c = ctx.campaign;
    let st = c.state();
    let ed = c.edition();
    let lang = ctx.lang;
    let u = sc.u;
    let p = sc.p;
    let raid_hex = st.raid.as_ref().filter(|r| !r.exited).map(|r| r.hex);
    let fighters: Vec<(u8, usize)> = (0..2u8)
        .filter_map(|f| st.plane_of(ed, f).map(|pl| (f, pl)))
        .filter(|(_, pl)| st.planes[*pl].status == PlaneStatus::Active)
        .collect();
    let preview = ctx.selected.map(|m| m.hex);
    let fighter_in = |h: Hex| fighters.iter().any(|(_, pl)| st.planes[*pl].hex == h) || preview == Some(h);

    // The raid counter: raiders and altitude, reported (with "?") until it
    // is identified, then exact (7.1).
    if let (Some(raid), Some(h)) = (&st.raid, raid_hex) {
        let centre = p.hex(h);
        let crowded_site = ed.site_at(h).is_some();
        let crowded_fighters = fighter_in(h);
        // A move that intercepts here puts its ☀/⇄ marks at the hex's foot.
        let marked = ctx.moves.iter().any(|m| m.hex == h && m.intercepts && (m.from_sun || m.head_on));
        let offset = if crowded_fighters {
            vec2(0.3, -0.5) * u
        } else if crowded_site {
            vec2(0.42, -0.36) * u
        } else if marked {
            vec2(0.0, -0.25) * u
        } else {
            Vec2::ZERO
        };
        let alt = tip::raid_altitude(raid, lang);
        let count = raid.with_raid().count().to_string();
        let mut size = symbols::raid_size(u);
        let text_w = sc.cv.measure(&alt, &FontId::proportional(size.y * 0.38)).x;
        size.x = size.x.max(text_w + 8.0);
        let r = Rect::from_center_size(centre + offset, size);
        let d = p.dir(raid.facing);
        symbols::raid(&mut sc.cv, r, &count, &alt, raid.identified, d);
        sc.obstacles.push(r.expand(1.5));
        let tip = symbols::edge_point(r, d) + d * size.y * 0.5;
        sc.obstacles.push(Rect::from_center_size(tip, Vec2::splat(size.y * 0.4)));
    }
    // A fighter alone in its hex sits in the middle; beside the other one,
    // side by side; with a site or the raid, at the hex's foot.
    let slot = |f: u8, h: Hex| {
        let side = if f == 0 { -0.5 } else { 0.5 };
        let pair = fighters.iter().filter(|(_, pl)| st.planes[*pl].hex == h).count() > 1
            || (preview == Some(h) && fighters.iter().any(|(g, pl)| *g != f && st.planes[*pl].hex == h));
        if ed.site_at(h).is_some() || raid_hex == Some(h) {
            vec2(side, 0.6) * u
        } else if pair {
            vec2(side, 0.0) * u
        } else {
            Vec2::ZERO
        }
    };
    let size = symbols::fighter_size(u);
    let font = (u * 0.42).clamp(11.0, 14.0);
    for &(f, pl) in &fighters {
        let plane = &st.planes[pl];
        let q = p.hex(plane.hex) + slot(f, plane.hex);
        let grounded = plane.level == Level::Airfield;
        symbols::fighter(&mut sc.cv, q, size, p.dir(plane.facing), grounded, 1.0);
        let r = Rect::from_center_size(q, Vec2::splat(size));
        sc.obstacles.push(r.expand(1.0));
        let text = if grounded {
            format!("#{}", f + 1)
        } else {
            format!("#{} {}", f + 1, tip::short_level(plane.level, lang))
        };
        sc.label(text, font, style::RAF, 0, Some((r.center(), labels::NEAR)), |s| {
            labels::around_side(r, s, 1.5, 3, f == 0)
        });
    }
    // The move being chosen: a faded counter where it ends.
    if let Some(m) = ctx.selected {
        let f = fighter_of(ctx).unwrap_or(0);
        let q = p.hex(m.hex) + slot(f, m.hex);
        symbols::fighter(&mut sc.cv, q, size, p.dir(m.facing), false, 0.6);
        let r = Rect::from_center_size(q, Vec2::splat(size));
        sc.obstacles.push(r.expand(1.0));
        let text = format!(
            "{} {}",
            tip::short_level(m.level, lang),
            tr!(lang, ed.map.compass(m.facing).short_msg())
        );
        sc.label(text, font, style::RAF, 0, Some((r.center(), labels::NEAR)), |s| {
            labels::around(r, s, 1.5, 3)
        });
    }
    // Pilots who bailed out wait in their hex until the night.
    let pr = (u * 0.2).clamp(5.0, 9.0);
    for ps in &st.pilots {
        if let Some(h) = ps.bailed_out {
            let q = p.hex(h) + vec2(0.0, -0.5) * u;
            symbols::pilot(&mut sc.cv, q, pr);
            sc.obstacles.push(Rect::from_min_max(q - vec2(pr, pr), q + vec2(pr, pr * 1.5)));
        }
    }
}

/// ☀ and ⇄ on the hexes where a move meets the raid out of the sun or
/// head-on.
fn draw_marks(sc: &mut Scene, ctx: &MapCtx) {
    if ctx.moves.is_empty() {
        return;
    }
    let font = FontId::proportional((sc.u * 0.5).clamp(12.0, 18.0));
    let mut sun = std::collections::BTreeSet::new();
    let mut head_on = std::collections::BTreeSet::new();
    for m in ctx.moves.iter().filter(|m| m.intercepts) {
        if m.from_sun {
            sun.insert(m.hex);
        }
        if m.head_on {
            head_on.insert(m.hex);
        }
    }
    for (set, glyph, colour, dx) in [(&sun, "☀", style::SUN, -0.3), (&head_on, "⇄", style::LUFTWAFFE, 0.3)]
    {
        for &h in set {
            let q = sc.p.hex(h) + vec2(dx, 0.68) * sc.u;
            let r = Rect::from_center_size(q, Vec2::splat(font.size * 1.1));
            sc.cv.circle_filled(q, font.size * 0.6, style::PLATE);
            sc.cv.text(q, Align2::CENTER_CENTER, glyph, font.clone(), colour);
            sc.obstacles.push(r);
        }
    }
}

/// The odds of the raid's next position, in or beside each orange hex.
fn draw_forecast_odds(sc: &mut Scene, ctx: &MapCtx) {
    let u = sc.u;
    let font = (u * 0.4).clamp(10.5, 13.0);
    for &(h, prob) in ctx.forecast {
        let c = sc.p.hex(h);
        if !sc.on_screen(c) {
            continue;
        }
        sc.label(
            format!("{:.0}%", prob * 100.0),
            font,
            style::FORECAST_INK,
            1,
            Some((c, 5 + labels::NEAR)),
            |size| {
                let mut v: Vec<Rect> = [(0.0, -0.55), (0.0, 0.55), (0.0, 0.0), (-0.45, 0.0), (0.45, 0.0)]
                    .iter()
                    .map(|&(dx, dy)| labels::centred(c + vec2(dx, dy) * u, size))
                    .collect();
                v.extend(labels::around(Rect::from_center_size(c, Vec2::splat(u * 1.6)), size, 1.0, 2));
                v
            },
        );
    }
}
