//! The map of south-east England drawn from the edition: land and sea, the
//! coast and the Thames, the hex grid, the targets and airfields with their
//! defences and damage, the raid and the fighters; pan and zoom; the moves
//! a fighter can make, the raid's likely next positions.

use super::style;
use crate::edition::{Aa, Edition, SiteKind, Terrain};
use crate::i18n::{Lang, Msg};
use crate::rules::Campaign;
use crate::rules::events::level_name;
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use crate::rules::movement::MoveOption;
use crate::rules::state::PlaneStatus;
use crate::tr;
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
    pub patrol: Option<u8>,
    /// Places a withdrawing fighter can land.
    pub landing: &'a [Hex],
}

pub struct MapResponse {
    pub clicked: Option<Hex>,
}

/// Pan and zoom, kept between frames.
pub struct MapView {
    /// Extra zoom over "fit the map".
    pub zoom: f32,
    /// Offset of the map's centre, in km.
    pub pan: Vec2,
    land: Option<(Vec<Pos2>, Vec<u32>)>,
    france: Option<(Vec<Pos2>, Vec<u32>)>,
}

impl Default for MapView {
    fn default() -> Self {
        MapView { zoom: 1.0, pan: Vec2::ZERO, land: None, france: None }
    }
}

/// Map km (x east, y north of A1's centre) to the screen.
struct Proj {
    rect: Rect,
    scale: f32,
    centre: Vec2,
}

impl Proj {
    fn at(&self, x: f64, y: f64) -> Pos2 {
        let v = vec2(x as f32, y as f32) - self.centre;
        self.rect.center() + vec2(v.x, -v.y) * self.scale
    }
    fn hex(&self, h: Hex) -> Pos2 {
        let (x, y) = h.centre_km();
        self.at(x, y)
    }
    fn to_km(&self, p: Pos2) -> (f64, f64) {
        let d = (p - self.rect.center()) / self.scale;
        ((d.x + self.centre.x) as f64, (-d.y + self.centre.y) as f64)
    }
    /// The six corners of a hex (pointy-top, 10 km across the flats).
    fn corners(&self, h: Hex, shrink: f32) -> Vec<Pos2> {
        let c = self.hex(h);
        let r = 10.0 / 3f32.sqrt() * self.scale * shrink;
        (0..6)
            .map(|k| {
                let a = (30.0 + 60.0 * k as f32).to_radians();
                c + vec2(a.cos() * r, -a.sin() * r)
            })
            .collect()
    }
    fn dir(&self, d: Dir) -> Vec2 {
        let (dq, dr) = d.delta();
        let x = dq as f32 * 10.0 + dr as f32 * 5.0;
        let y = dr as f32 * 8.66;
        vec2(x, -y).normalized()
    }
}

impl MapView {
    pub fn show(&mut self, ui: &mut egui::Ui, ctx: &MapCtx) -> MapResponse {
        let ed = ctx.campaign.edition().clone();
        let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
        let rect = response.rect;
        // Pan and zoom.
        if response.dragged() {
            self.pan -= vec2(response.drag_delta().x, -response.drag_delta().y) / self.scale(rect, &ed);
        }
        if response.hovered() {
            let scroll = ui.input(|i| i.smooth_scroll_delta.y);
            if scroll != 0.0 {
                self.zoom = (self.zoom * (1.0 + scroll * 0.002)).clamp(0.6, 4.0);
            }
        }
        if response.double_clicked() {
            self.zoom = 1.0;
            self.pan = Vec2::ZERO;
        }
        let (w, h) = board_km(&ed);
        let p = Proj {
            rect,
            scale: self.scale(rect, &ed),
            centre: vec2(w / 2.0 - 5.8, h / 2.0 - 5.8) + self.pan,
        };
        // The board: the hex grid's extent, on a plain table.
        painter.rect_filled(rect, 0.0, style::TABLE);
        let board =
            Rect::from_two_pos(p.at(-5.8, h as f64 - 5.8), p.at(w as f64 - 5.8, -5.8)).intersect(rect);
        let painter = painter.with_clip_rect(board);
        painter.rect_filled(board, 0.0, style::SEA);
        self.draw_ground(&painter, &p, &ed);
        draw_grid(&painter, &p, ctx);
        draw_reach(&painter, &p, ctx);
        draw_forecast(&painter, &p, ctx);
        draw_sites(&painter, &p, ctx);
        draw_moves(&painter, &p, ctx);
        draw_aircraft(&painter, &p, ctx);
        draw_legend(&painter, board, ctx);
        // Hover and click.
        let hovered = response.hover_pos().and_then(|pos| nearest_hex(&p, &ed, pos));
        let mut clicked = None;
        if response.clicked()
            && let Some(pos) = response.interact_pointer_pos()
        {
            clicked = nearest_hex(&p, &ed, pos);
        }
        if let Some(h) = hovered {
            painter.add(Shape::closed_line(p.corners(h, 1.0), Stroke::new(2.0, style::INK)));
            response.on_hover_text_at_pointer(hex_tooltip(ctx, h));
        }
        MapResponse { clicked }
    }

    fn scale(&self, rect: Rect, ed: &Edition) -> f32 {
        let (w, h) = board_km(ed);
        (rect.width() / w).min(rect.height() / h) * self.zoom
    }

    /// Land and sea: open-sea hexes darker, England and France drawn from
    /// the coast points, the Thames.
    fn draw_ground(&mut self, painter: &egui::Painter, p: &Proj, ed: &Edition) {
        for h in ed.map.grid.hexes() {
            if ed.terrain(h) == Terrain::OpenSea {
                painter.add(Shape::convex_polygon(p.corners(h, 1.0), style::OPEN_SEA, Stroke::NONE));
            }
        }
        let g = ed.map.georef;
        let km = |lat: f64, lon: f64| g.km(lat, lon);
        if self.land.is_none() {
            // England: the south coast, then the north bank of the estuary,
            // closed round the north and west beyond the map's edges.
            let mut pts: Vec<(f64, f64)> = Vec::new();
            for line in ed.map.coast.iter().take(2) {
                pts.extend(line.points.iter().map(|q| km(q.lat, q.lon)));
            }
            // Closed geographically (north of the last point, then west),
            // then turned into the board's frame with the rest.
            if let (Some(first), Some(last)) = (ed.map.coast.first(), ed.map.coast.get(1)) {
                if let (Some(a), Some(z)) = (first.points.first(), last.points.last()) {
                    for (lat, lon) in [(z.lat + 2.5, z.lon), (z.lat + 2.5, a.lon - 2.5), (a.lat, a.lon - 2.5)]
                    {
                        pts.push(km(lat, lon));
                    }
                }
            }
            self.land = Some(triangulate(&pts));
            // France: its coast closed to the south-east.
            let mut fr: Vec<(f64, f64)> = Vec::new();
            if let Some(line) = ed.map.coast.get(2) {
                fr.extend(line.points.iter().map(|q| km(q.lat, q.lon)));
                if let (Some(a), Some(z)) = (line.points.first(), line.points.last()) {
                    for (lat, lon) in [(z.lat, z.lon + 1.5), (a.lat - 1.5, z.lon + 1.5), (a.lat - 1.5, a.lon)]
                    {
                        fr.push(km(lat, lon));
                    }
                }
            }
            self.france = Some(triangulate(&fr));
        }
        for (shape, colour) in [(&self.land, style::LAND), (&self.france, style::FRANCE)] {
            if let Some((pts, idx)) = shape {
                let mut mesh = egui::Mesh::default();
                for q in pts {
                    mesh.colored_vertex(p.at(q.x as f64, q.y as f64), colour);
                }
                mesh.indices = idx.clone();
                painter.add(Shape::mesh(mesh));
            }
        }
        for line in &ed.map.coast {
            let pts: Vec<Pos2> =
                line.points.iter().map(|q| km(q.lat, q.lon)).map(|(x, y)| p.at(x, y)).collect();
            painter.add(Shape::line(pts, Stroke::new(1.6, style::COAST)));
        }
        let thames: Vec<Pos2> =
            ed.map.thames.iter().map(|q| km(q.lat, q.lon)).map(|(x, y)| p.at(x, y)).collect();
        painter.add(Shape::line(thames, Stroke::new(2.5, style::THAMES)));
    }
}

fn triangulate(pts: &[(f64, f64)]) -> (Vec<Pos2>, Vec<u32>) {
    let mut tris: Vec<u32> = Vec::new();
    earcut::Earcut::<f64>::new().earcut(pts.iter().map(|&(x, y)| [x, y]), &[] as &[u32], &mut tris);
    (pts.iter().map(|&(x, y)| pos2(x as f32, y as f32)).collect(), tris)
}

/// The board's extent in km (width, height): the grid and a margin.
fn board_km(ed: &Edition) -> (f32, f32) {
    ((ed.map.grid.cols() as f32 - 1.0) * 10.0 + 5.0 + 11.6, 133.1)
}

fn nearest_hex(p: &Proj, ed: &Edition, pos: Pos2) -> Option<Hex> {
    let (x, y) = p.to_km(pos);
    let h = ed.map.grid.hexes().min_by(|a, b| {
        let da = dist2(a.centre_km(), (x, y));
        let db = dist2(b.centre_km(), (x, y));
        da.total_cmp(&db)
    })?;
    (dist2(h.centre_km(), (x, y)) < 36.0).then_some(h)
}

fn dist2(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)
}

fn draw_grid(painter: &egui::Painter, p: &Proj, ctx: &MapCtx) {
    let ed = ctx.campaign.edition();
    for s in ed.sites_of(SiteKind::London) {
        painter.add(Shape::convex_polygon(
            p.corners(ed.sites[s].hex, 1.0),
            style::LONDON.gamma_multiply(0.8),
            Stroke::NONE,
        ));
    }
    for h in ed.map.grid.hexes() {
        painter.add(Shape::closed_line(p.corners(h, 1.0), Stroke::new(0.6, style::GRID)));
    }
    // Row letters and column numbers at the edges.
    let font = FontId::proportional((p.scale * 2.6).clamp(9.0, 13.0));
    for r in 0..15u8 {
        if let Some(h) = Hex::new(r, 1) {
            painter.text(
                p.hex(h) - vec2(p.scale * 7.5, 0.0),
                Align2::CENTER_CENTER,
                h.row_letter().to_string(),
                font.clone(),
                style::MUTED,
            );
        }
    }
    for c in 1..=ed.map.grid.cols() {
        if let Some(h) = Hex::new(0, c) {
            painter.text(
                p.hex(h) + vec2(0.0, p.scale * 7.0),
                Align2::CENTER_CENTER,
                c.to_string(),
                font.clone(),
                style::MUTED,
            );
        }
    }
}

fn draw_sites(painter: &egui::Painter, p: &Proj, ctx: &MapCtx) {
    let ed = ctx.campaign.edition();
    let st = ctx.campaign.state();
    let s = p.scale;
    let small = FontId::proportional((s * 2.3).clamp(9.0, 14.0));
    for (i, site) in ed.sites.iter().enumerate() {
        let c = p.hex(site.hex);
        let ink = style::INK;
        let r = s * 1.6;
        match site.kind {
            SiteKind::Sector => {
                painter.circle(c, r * 1.2, Color32::WHITE, Stroke::new(2.0, ink));
                painter.line_segment([c - vec2(r, 0.0), c + vec2(r, 0.0)], Stroke::new(1.5, ink));
                painter.line_segment([c - vec2(0.0, r), c + vec2(0.0, r)], Stroke::new(1.5, ink));
            }
            SiteKind::Satellite => {
                painter.circle(c, r, Color32::WHITE, Stroke::new(1.8, ink));
            }
            SiteKind::Emergency => {
                painter.circle(c, r * 0.8, Color32::from_gray(235), Stroke::new(1.2, style::MUTED));
            }
            SiteKind::Radar => {
                let pts =
                    vec![c + vec2(0.0, -r * 1.4), c + vec2(r * 1.1, r * 0.8), c + vec2(-r * 1.1, r * 0.8)];
                painter.add(Shape::convex_polygon(
                    pts,
                    Color32::from_rgb(250, 240, 200),
                    Stroke::new(1.5, ink),
                ));
            }
            SiteKind::Port => {
                painter.rect_filled(
                    Rect::from_center_size(c, vec2(r * 2.2, r * 1.2)),
                    1.0,
                    Color32::from_rgb(90, 90, 120),
                );
            }
            SiteKind::OilDepot => {
                painter.circle(c, r, Color32::from_rgb(60, 60, 60), Stroke::new(1.0, ink));
            }
            SiteKind::Convoy => {
                for k in -1..=1 {
                    let q = c + vec2(k as f32 * r * 1.1, (k % 2) as f32 * r * 0.5);
                    painter.rect_filled(
                        Rect::from_center_size(q, vec2(r * 0.9, r * 0.45)),
                        1.0,
                        Color32::from_rgb(70, 70, 90),
                    );
                }
            }
            SiteKind::London => {}
        }
        if site.kind != SiteKind::London || i == ed.sites_of(SiteKind::London).next().unwrap_or(usize::MAX) {
            let name = if site.kind == SiteKind::London { "London".to_string() } else { site.name.clone() };
            // Neighbours in a row alternate their labels below and above.
            let mut run = 0;
            let mut h = site.hex;
            while let Some(w) = ed
                .map
                .grid
                .neighbour(h, Dir::Left)
                .filter(|w| ed.site_at(*w).is_some_and(|x| ed.sites[x].kind != SiteKind::London))
            {
                run += 1;
                h = w;
            }
            if run % 2 == 0 {
                painter.text(c + vec2(0.0, s * 2.3), Align2::CENTER_TOP, name, small.clone(), ink);
            } else {
                painter.text(c - vec2(0.0, s * 2.3), Align2::CENTER_BOTTOM, name, small.clone(), ink);
            }
        }
        // Defences: H or L for the AA guns, a ring of balloons.
        let marks = match st.aa[i] {
            Aa::Heavy => tr!(ctx.lang, Msg::AaHeavyMark),
            Aa::Light => tr!(ctx.lang, Msg::AaLightMark),
            Aa::None => String::new(),
        };
        if !marks.is_empty() {
            painter.text(
                c + vec2(s * 2.6, -s * 2.6),
                Align2::CENTER_CENTER,
                marks,
                small.clone(),
                Color32::from_rgb(40, 90, 40),
            );
        }
        if st.balloons[i] {
            for k in 0..3 {
                let q = c + vec2(-s * 3.0 + k as f32 * s * 1.4, -s * 3.0);
                painter.circle(q, s * 0.55, Color32::from_rgb(190, 190, 200), Stroke::new(0.8, style::MUTED));
            }
        }
        if st.damage[i] > 0 {
            let q = c + vec2(-s * 2.6, s * 0.4);
            painter.circle_filled(q, s * 1.5, style::DAMAGE);
            painter.text(
                q,
                Align2::CENTER_CENTER,
                st.damage[i].to_string(),
                FontId::proportional((s * 2.2).clamp(9.0, 14.0)),
                Color32::WHITE,
            );
        }
        if i == st.base as usize {
            painter.add(Shape::closed_line(p.corners(site.hex, 0.96), Stroke::new(2.5, style::RAF)));
            painter.text(
                c + vec2(s * 4.2, -s * 1.0),
                Align2::CENTER_CENTER,
                tr!(ctx.lang, Msg::BaseMark),
                FontId::proportional((s * 1.8).clamp(9.0, 12.0)),
                style::RAF,
            );
        }
    }
    if let Some(site) = ctx.patrol {
        let h = ed.sites[site as usize].hex;
        painter.add(Shape::closed_line(p.corners(h, 0.92), Stroke::new(3.0, style::RAF)));
    }
    for &h in ctx.landing {
        painter.add(Shape::closed_line(p.corners(h, 0.85), Stroke::new(2.5, style::OK)));
    }
}

fn draw_forecast(painter: &egui::Painter, p: &Proj, ctx: &MapCtx) {
    // Danger (issue 14): a red dashed ring where the raid may catch the
    // fighter that must move.
    for &(h, _) in ctx.danger {
        let mut ring = p.corners(h, 0.9);
        ring.push(ring[0]);
        painter.add(Shape::dashed_line(&ring, Stroke::new(2.0, style::DAMAGE), 5.0, 3.0));
    }
    for &(h, prob) in ctx.forecast {
        let fill = style::FORECAST.gamma_multiply((0.25 + prob as f32 * 0.6).min(0.8));
        painter.add(Shape::convex_polygon(p.corners(h, 0.8), fill, Stroke::new(1.0, style::FORECAST)));
        painter.text(
            p.hex(h) + vec2(0.0, -p.scale * 3.2),
            Align2::CENTER_CENTER,
            format!("{:.0}%", prob * 100.0),
            FontId::proportional((p.scale * 2.0).clamp(9.0, 12.0)),
            style::INK,
        );
    }
}

/// The hexes the fighter that must move can reach, under everything else.
fn draw_reach(painter: &egui::Painter, p: &Proj, ctx: &MapCtx) {
    let mut seen = std::collections::HashSet::new();
    for m in ctx.moves {
        if seen.insert(m.hex) {
            let fill = if Some(m.hex) == ctx.picked_hex { style::REACH_HOVER } else { style::REACH };
            painter.add(Shape::convex_polygon(p.corners(m.hex, 0.97), fill, Stroke::NONE));
        }
    }
}

fn draw_moves(painter: &egui::Painter, p: &Proj, ctx: &MapCtx) {
    if ctx.moves.is_empty() {
        return;
    }
    // Interceptions from the sun or head-on.
    let font = FontId::proportional((p.scale * 2.4).clamp(10.0, 16.0));
    for m in ctx.moves.iter().filter(|m| m.intercepts) {
        let c = p.hex(m.hex);
        if m.from_sun {
            painter.text(
                c + vec2(-p.scale * 2.5, p.scale * 2.6),
                Align2::CENTER_CENTER,
                "☀",
                font.clone(),
                style::SUN,
            );
        }
        if m.head_on {
            painter.text(
                c + vec2(p.scale * 2.5, p.scale * 2.6),
                Align2::CENTER_CENTER,
                "⇄",
                font.clone(),
                style::LUFTWAFFE,
            );
        }
    }
    if let Some(m) = ctx.selected {
        let start = ctx
            .campaign
            .state()
            .plane_of(ctx.campaign.edition(), fighter_of(ctx))
            .map(|pl| ctx.campaign.state().planes[pl].hex);
        let mut pts: Vec<Pos2> = start.into_iter().map(|h| p.hex(h)).collect();
        pts.extend(m.path.iter().map(|h| p.hex(*h)));
        if pts.len() > 1 {
            painter.add(Shape::line(pts, Stroke::new(3.0, style::RAF)));
        }
        draw_plane(
            painter,
            p,
            m.hex,
            m.facing,
            style::RAF.gamma_multiply(0.6),
            &level_name(m.level, ctx.lang),
            "",
        );
    }
}

fn fighter_of(ctx: &MapCtx) -> u8 {
    match ctx.campaign.state().step {
        crate::rules::step::Step::RafMove(f) => f,
        _ => 0,
    }
}

fn draw_aircraft(painter: &egui::Painter, p: &Proj, ctx: &MapCtx) {
    let c = ctx.campaign;
    let st = c.state();
    let ed = c.edition();
    // The raid marker: size and altitude, an arrow for its facing.
    if let Some(raid) = &st.raid {
        let centre = p.hex(raid.hex);
        let s = p.scale;
        let box_rect = Rect::from_center_size(centre, vec2(s * 5.2, s * 4.2));
        painter.rect(
            box_rect,
            2.0,
            style::LUFTWAFFE,
            Stroke::new(1.5, Color32::BLACK),
            egui::StrokeKind::Outside,
        );
        let n = raid.with_raid().count();
        let alt = if raid.identified {
            raid.with_raid().map(|r| r.level).min().map(short_level).unwrap_or_default()
        } else {
            short_level(raid.reported)
        };
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            format!("{n}\n{alt}"),
            FontId::proportional((s * 1.9).clamp(9.0, 15.0)),
            Color32::WHITE,
        );
        let d = p.dir(raid.facing);
        let tip = centre + d * s * 4.5;
        painter.arrow(centre + d * s * 2.4, tip - (centre + d * s * 2.4), Stroke::new(2.5, style::LUFTWAFFE));
        if !raid.path.is_empty() {
            let mut pts = Vec::new();
            let mut prev = raid.path.first().copied();
            for h in &raid.path {
                pts.push(p.hex(*h));
                prev = Some(*h);
            }
            let _ = prev;
            painter.add(Shape::dashed_line(&pts, Stroke::new(1.5, style::LUFTWAFFE), 6.0, 4.0));
        }
    }
    // The fighters in play.
    for f in 0..2u8 {
        let Some(plane) = st.plane_of(ed, f) else { continue };
        let pl = &st.planes[plane];
        if pl.status != PlaneStatus::Active {
            continue;
        }
        let label = if pl.level == Level::Airfield {
            format!("#{}", f + 1)
        } else {
            format!("#{} {}", f + 1, short_level(pl.level))
        };
        let side = if f == 0 { -1.0 } else { 1.0 };
        let offset = if pl.level == Level::Airfield {
            vec2(side * p.scale * 2.8, -p.scale * 2.2)
        } else {
            vec2(side * p.scale * 2.2, p.scale * 0.6)
        };
        // Fighter #1's label above its counter, #2's below: they never overlap.
        let (above, below) = if f == 0 { (label.as_str(), "") } else { ("", label.as_str()) };
        draw_plane_at(
            painter,
            p,
            p.hex(pl.hex) + offset,
            pl.facing,
            style::RAF,
            below,
            above,
            pl.level == Level::Airfield,
        );
    }
    // Pilots who bailed out wait in their hex until the night.
    for ps in &st.pilots {
        if let Some(h) = ps.bailed_out {
            let c = p.hex(h) + vec2(0.0, -p.scale * 2.0);
            let r = p.scale * 1.3;
            painter.add(Shape::convex_polygon(
                (0..=8)
                    .map(|k| {
                        c + vec2(
                            (k as f32 / 8.0 * std::f32::consts::PI).cos() * r,
                            -(k as f32 / 8.0 * std::f32::consts::PI).sin() * r,
                        )
                    })
                    .collect(),
                Color32::WHITE,
                Stroke::new(1.0, style::INK),
            ));
            painter.line_segment([c + vec2(-r, 0.0), c + vec2(0.0, r * 1.4)], Stroke::new(0.8, style::INK));
            painter.line_segment([c + vec2(r, 0.0), c + vec2(0.0, r * 1.4)], Stroke::new(0.8, style::INK));
        }
    }
}

fn short_level(l: Level) -> String {
    match l {
        Level::Airfield => "AF".into(),
        Level::Ground => "G".into(),
        l => format!("{}k", l.thousands()),
    }
}

fn draw_plane(
    painter: &egui::Painter,
    p: &Proj,
    h: Hex,
    facing: Dir,
    colour: Color32,
    below: &str,
    label: &str,
) {
    draw_plane_at(painter, p, p.hex(h), facing, colour, below, label, false);
}

#[allow(clippy::too_many_arguments)]
fn draw_plane_at(
    painter: &egui::Painter,
    p: &Proj,
    c: Pos2,
    facing: Dir,
    colour: Color32,
    below: &str,
    label: &str,
    grounded: bool,
) {
    let s = p.scale;
    let d = p.dir(facing);
    let n = vec2(-d.y, d.x);
    let pts =
        [c + d * s * 2.2, c - d * s * 1.4 + n * s * 1.5, c - d * s * 0.7, c - d * s * 1.4 - n * s * 1.5];
    let fill = if grounded { Color32::WHITE } else { colour };
    painter.add(Shape::convex_polygon(vec![pts[0], pts[1], pts[2]], fill, Stroke::new(1.5, colour)));
    painter.add(Shape::convex_polygon(vec![pts[0], pts[2], pts[3]], fill, Stroke::new(1.5, colour)));
    let font = FontId::proportional((s * 2.0).clamp(9.0, 14.0));
    if !label.is_empty() {
        painter.text(c + vec2(0.0, -s * 2.6), Align2::CENTER_BOTTOM, label, font.clone(), colour);
    }
    if !below.is_empty() {
        painter.text(c + vec2(0.0, s * 2.2), Align2::CENTER_TOP, below, font, colour);
    }
}

fn draw_legend(painter: &egui::Painter, rect: Rect, ctx: &MapCtx) {
    let lang = ctx.lang;
    let mut y = rect.top() + 10.0;
    let x = rect.left() + 10.0;
    let font = FontId::proportional(13.0);
    if let Some(sun) = ctx.campaign.sun() {
        painter.text(
            pos2(x, y),
            Align2::LEFT_TOP,
            format!("☀ {}", tr!(lang, crate::rules::events::dir_msg(ctx.campaign.edition(), sun))),
            font.clone(),
            style::SUN,
        );
        y += 18.0;
    }
    if !ctx.forecast.is_empty() {
        painter.text(
            pos2(x, y),
            Align2::LEFT_TOP,
            tr!(lang, Msg::ForecastLegend),
            font.clone(),
            style::FORECAST,
        );
        y += 18.0;
    }
    if !ctx.moves.is_empty() {
        painter.text(pos2(x, y), Align2::LEFT_TOP, tr!(lang, Msg::ReachLegend), font, style::OK);
    }
}

fn hex_tooltip(ctx: &MapCtx, h: Hex) -> String {
    let ed = ctx.campaign.edition();
    let st = ctx.campaign.state();
    let lang = ctx.lang;
    let mut s = format!("{h} — {}", tr!(lang, ed.terrain(h).msg()));
    if let Some(i) = ed.site_at(h) {
        s.push_str(&format!("\n{}", ed.sites[i].name));
        if st.damage[i] > 0 {
            s.push_str(&format!("\n{}", tr!(lang, Msg::DamagePoints, n = st.damage[i])));
        }
    }
    let here: Vec<&MoveOption> = ctx.moves.iter().filter(|m| m.hex == h).collect();
    if !here.is_empty() {
        s.push_str(&format!("\n{}", tr!(lang, Msg::MovesHere, n = here.len())));
    }
    if let Some((_, prob)) = ctx.forecast.iter().find(|(x, _)| *x == h) {
        s.push_str(&format!("\n{}", tr!(lang, Msg::ForecastHere, p = format!("{:.0}", prob * 100.0))));
    }
    s
}
