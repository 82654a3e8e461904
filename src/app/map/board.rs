//! What the board shows under the counters: London's hexes, the hexes a
//! fighter can reach, the raid's forecast, the grid and its margin letters,
//! the rings of the base, the patrol and the landing places; the sites with
//! their defences and damage markers; the paths; the ☀ and ⇄ marks and the
//! forecast's odds. Names and marks go to the label placement; every size
//! follows the hex's size on the screen (`Scene::u`), within bounds that
//! keep symbols legible on a laptop and not coarse zoomed in.

use super::super::style;
use super::canvas::Canvas;
use super::layout::{Layout, PlacedLabel};
use super::{HEX_R, MapCtx, Proj, labels, symbols};
use crate::edition::{Aa, Edition, SiteKind};
use crate::text::Lang;
use crate::rules::hex::{Hex, ROWS};
use crate::rules::state::PlaneStatus;
use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, Vec2, vec2};

/// A label waiting for its place.
pub struct Label {
    pub text: String,
    pub font: FontId,
    pub colour: Color32,
    pub request: labels::Request,
    /// The counter it names, if any (for the layout's record).
    pub of: Option<super::layout::Counter>,
}

/// The board being drawn, and what labels must keep clear of.
pub struct Scene<'a> {
    pub cv: Canvas,
    pub p: &'a Proj,
    /// A hex's circumradius in pixels: the unit of every size.
    pub u: f32,
    /// The part of the board on the screen.
    pub visible: Rect,
    pub obstacles: labels::Obstacles,
    pub labels: Vec<Label>,
}

/// Padding round a label's text on its plate.
pub const PAD: Vec2 = vec2(3.0, 0.5);

/// The font size of a label of a hex of circumradius `u`, `k` of it,
/// between `min` and `max`.
pub fn font(u: f32, k: f32, min: f32, max: f32) -> f32 {
    (u * k).clamp(min, max)
}

impl Scene<'_> {
    /// A label of `text`; `candidates` turns the plate's size into the rects
    /// it may take, best first.
    #[allow(clippy::too_many_arguments)]
    pub fn label(
        &mut self,
        text: String,
        size: f32,
        colour: Color32,
        priority: u8,
        must: bool,
        leader: Option<(Pos2, usize)>,
        candidates: impl FnOnce(Vec2) -> Vec<Rect>,
    ) {
        let font = FontId::proportional(size);
        let plate = self.cv.measure(&text, &font) + PAD * 2.0;
        let request = labels::Request { priority, candidates: candidates(plate), must, leader, kept: false };
        self.labels.push(Label { text, font, colour, request, of: None });
    }

    pub fn on_screen(&self, c: Pos2) -> bool {
        self.visible.expand(self.u).contains(c)
    }

    /// Places every label and draws those that found a place; records them
    /// in `layout`.
    pub fn draw_labels(&mut self, layout: &mut Layout) {
        let requests: Vec<labels::Request> = self.labels.iter().map(|l| l.request.clone()).collect();
        let placed = labels::place(&requests, &self.obstacles, self.visible);
        for (l, k) in self.labels.iter().zip(placed) {
            let Some(k) = k else {
                layout.left_out.push(l.text.clone());
                continue;
            };
            let r = l.request.candidates[k];
            if let Some((from, near)) = l.request.leader
                && k >= near
            {
                let to = labels::leader_end(from, &r);
                self.cv.line_segment([from, to], Stroke::new(1.0, l.colour.gamma_multiply(0.7)));
            }
            self.cv.rect_filled(r, 3.0, style::PLATE);
            self.cv.text(r.min + PAD, Align2::LEFT_TOP, &l.text, l.font.clone(), l.colour);
            layout.labels.push(PlacedLabel { text: l.text.clone(), rect: r, of: l.of });
        }
    }
}

/// London's hexes, the hexes a fighter can reach, the raid's forecast, the
/// grid, and the rings of the base, the patrol and the landing places.
pub fn draw_fills(sc: &mut Scene, ctx: &MapCtx) {
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
            // A dot as well as the tint: told apart from the land and the
            // raid's orange without colour (issue 28).
            sc.cv.circle_filled(p.hex(m.hex) + vec2(0.0, sc.u * 0.62), (sc.u * 0.07).max(1.5), style::REACH_DOT);
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
                sc.obstacles.soft.push(r);
            }
        }
    }
    let ring = (sc.u * 0.12).clamp(2.0, 3.0);
    let base = ed.sites[st.base as usize].hex;
    sc.cv.add(Shape::closed_line(p.corners(base, 0.93), Stroke::new(ring, style::RAF)));
    if let Some(site) = ctx.patrol {
        let h = ed.sites[site as usize].hex;
        sc.cv.add(Shape::closed_line(p.corners(h, 0.82), Stroke::new(ring, style::RAF_PATROL)));
    }
    for &h in ctx.landing {
        sc.cv.add(Shape::closed_line(p.corners(h, 0.86), Stroke::new(ring, style::OK)));
    }
}

/// Row letters left and right, column numbers above and below, as printed.
pub fn draw_margins(sc: &mut Scene, ed: &Edition) {
    let p = sc.p;
    let font = FontId::proportional(font(sc.u, 0.4, 9.0, 14.0));
    let right = ed.map.grid.cols() as f32 * 10.0 + 4.0;
    let top = (ROWS - 1) as f32 * 8.660 + HEX_R + 3.5;
    let mut put = |at: Pos2, text: String| {
        let r = sc.cv.text(at, Align2::CENTER_CENTER, text, font.clone(), style::INK);
        sc.obstacles.soft.push(r);
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

/// A site's markers and where they go round its symbol: the AA gun above
/// left, the balloons above right, the damage marker at the left, each
/// clear of the symbol and of each other at every size.
pub struct SiteMarks {
    pub symbol: f32,
    pub aa_size: f32,
    pub balloon_r: f32,
    pub damage_r: f32,
}

impl SiteMarks {
    pub fn new(u: f32) -> SiteMarks {
        SiteMarks {
            symbol: (u * 0.3).clamp(4.5, 13.0),
            aa_size: (u * 0.36).clamp(9.0, 17.0),
            balloon_r: (u * 0.085).clamp(2.0, 5.0),
            damage_r: (u * 0.27).clamp(6.5, 12.0),
        }
    }

    /// The half size of what sits in the hex's middle: the site's symbol,
    /// or (London, drawn as its hex) a small gap.
    fn core(&self, kind: SiteKind) -> Vec2 {
        if kind == SiteKind::London {
            Vec2::splat(self.symbol * 0.5)
        } else {
            symbols::site_extent(kind, Pos2::ZERO, self.symbol).size() / 2.0
        }
    }

    pub fn aa(&self, kind: SiteKind) -> Vec2 {
        let e = self.core(kind);
        vec2(-(self.aa_size / 2.0 + 0.5), -(e.y + 1.0 + self.aa_size / 2.0))
    }

    pub fn balloons(&self, kind: SiteKind) -> Vec2 {
        let e = self.core(kind);
        vec2(self.balloon_r * 3.4 + 0.5, -(e.y + 1.0 + self.balloon_r * 2.0))
    }

    /// Where the damage marker may go, best first: at the left of the
    /// symbol, else round it (a counter that needs the room moves it).
    pub fn damage_spots(&self, kind: SiteKind, u: f32) -> Vec<Vec2> {
        let e = self.core(kind);
        let (dx, dy) = (e.x + 1.5 + self.damage_r, e.y + 1.5 + self.damage_r);
        let y = (u * 0.12).min(self.damage_r);
        vec![
            vec2(-dx, y),
            vec2(dx, y),
            vec2(-dx * 0.8, dy),
            vec2(dx * 0.8, dy),
            vec2(0.0, dy),
            vec2(dx, -dy * 0.8),
            vec2(-dx, -dy * 0.8),
            vec2(0.0, -dy),
        ]
    }
}

/// A damage marker: its site's hex, the points, its radius, where it is
/// and where else in its hex it may go.
pub struct Disc {
    pub hex: Hex,
    pub points: u8,
    pub r: f32,
    pub at: Pos2,
    pub spots: Vec<Pos2>,
}

impl Disc {
    /// What it covers at `c`.
    pub fn rect_at(&self, c: Pos2) -> Rect {
        Rect::from_center_size(c, Vec2::splat(self.r * 2.0 + 2.0))
    }

    pub fn rect(&self) -> Rect {
        self.rect_at(self.at)
    }
}

/// The sites: symbols, AA guns, balloons; their names go to the label
/// placement. Returns the damage markers, placed with the counters and
/// drawn after them.
pub fn draw_sites(sc: &mut Scene, ctx: &MapCtx) -> Vec<Disc> {
    let ed = ctx.campaign.edition();
    let st = ctx.campaign.state();
    let lang = ctx.lang;
    let m = SiteMarks::new(sc.u);
    let size = font(sc.u, 0.42, 9.5, 15.0);
    let mut damage = Vec::new();
    let heavy = t!(lang, "aa-heavy-mark");
    let light = t!(lang, "aa-light-mark");
    for (i, site) in ed.sites.iter().enumerate() {
        let c = sc.p.hex(site.hex);
        if !sc.on_screen(c) {
            continue;
        }
        if site.kind != SiteKind::London {
            symbols::site(&mut sc.cv, site.kind, c, m.symbol);
            let extent = symbols::site_extent(site.kind, c, m.symbol);
            sc.obstacles.soft.push(extent);
            let priority = match site.kind {
                SiteKind::Sector => 4,
                SiteKind::Satellite => 5,
                SiteKind::Emergency => 6,
                _ => 4,
            };
            // The name in the player's language ("Puerto de Dover").
            let name = crate::text::site_name(ed, i, lang);
            sc.label(name, size, style::INK, priority, false, Some((c, labels::NEAR)), |s| {
                labels::around(extent, s, 1.5, 3)
            });
        }
        match st.aa[i] {
            Aa::Heavy | Aa::Light => {
                let q = c + m.aa(site.kind);
                let heavy_gun = st.aa[i] == Aa::Heavy;
                symbols::aa(&mut sc.cv, q, m.aa_size, if heavy_gun { &heavy } else { &light }, heavy_gun);
                sc.obstacles.soft.push(Rect::from_center_size(q, Vec2::splat(m.aa_size)));
            }
            Aa::None => {}
        }
        if st.balloons[i] {
            sc.obstacles.soft.push(symbols::balloons(&mut sc.cv, c + m.balloons(site.kind), m.balloon_r));
        }
        if st.damage[i] > 0 {
            let spots: Vec<Pos2> = m.damage_spots(site.kind, sc.u).into_iter().map(|q| c + q).collect();
            damage.push(Disc { hex: site.hex, points: st.damage[i], r: m.damage_r, at: spots[0], spots });
        }
    }
    // London: one name for its hexes, over them; it always shows.
    let london: Vec<Pos2> = ed.sites_of(SiteKind::London).map(|s| sc.p.hex(ed.sites[s].hex)).collect();
    if !london.is_empty() {
        let c = london.iter().fold(Pos2::ZERO, |a, q| a + q.to_vec2()) / london.len() as f32;
        if sc.on_screen(c) {
            let u = sc.u;
            sc.label(t!(lang, "map-london"), size + 2.0, style::INK, 2, true, None, |size| {
                let mut v = vec![labels::centred(c, size)];
                for (dx, dy) in [(0.0, 0.35), (0.0, -0.35), (0.4, 0.0), (-0.4, 0.0), (0.0, 0.7), (0.0, -0.7)]
                {
                    v.push(labels::centred(c + vec2(dx, dy) * u, size));
                }
                v.extend(labels::around(Rect::from_center_size(c, Vec2::splat(u)), size, 1.0, 2));
                // Crowded, beside any of its hexes, or round them all.
                for q in &london {
                    v.extend(labels::around(Rect::from_center_size(*q, Vec2::splat(u)), size, 1.0, 1));
                }
                let all = london
                    .iter()
                    .fold(Rect::NOTHING, |r, q| r.union(Rect::from_center_size(*q, Vec2::splat(u))));
                v.extend(labels::around(all, size, 1.0, 3));
                v
            });
        }
    }
    damage
}

pub fn france_label(sc: &mut Scene, tip: Pos2, lang: Lang) {
    let c = sc.p.km(tip);
    let u = sc.u;
    sc.label(t!(lang, "map-france"), font(u, 0.45, 10.0, 16.0), style::MUTED, 8, false, None, |size| {
        labels::around(Rect::from_center_size(c, Vec2::splat(2.0)), size, u * 0.25, 2)
    });
}

/// The raid's path this impulse and the path of the move being chosen.
pub fn draw_paths(sc: &mut Scene, ctx: &MapCtx) {
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
            sc.cv.add(Shape::line(pts, Stroke::new((sc.u * 0.15).clamp(2.0, 3.5), style::RAF)));
        }
    }
}

/// The fighter whose move is being chosen.
pub fn fighter_of(ctx: &MapCtx) -> Option<u8> {
    match ctx.campaign.state().step {
        crate::rules::step::Step::RafMove(f) => Some(f),
        _ => None,
    }
}

/// ☀ and ⇄ on the hexes where a move meets the raid out of the sun or
/// head-on: placed like labels (after the counters, so they never cover
/// one), at the hex's foot when it is free.
pub fn draw_marks(sc: &mut Scene, ctx: &MapCtx) {
    if ctx.moves.is_empty() {
        return;
    }
    let size = font(sc.u, 0.5, 11.0, 18.0);
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
    let u = sc.u;
    for (set, glyph, colour, dx) in [(&sun, "☀", style::SUN, -0.3), (&head_on, "⇄", style::LUFTWAFFE, 0.3)]
    {
        for &h in set {
            let c = sc.p.hex(h);
            sc.label(glyph.to_string(), size, colour, 1, true, None, |s| {
                let mut v: Vec<Rect> = [(dx, 0.68), (dx, -0.68), (dx * 2.6, 0.3), (dx * 2.6, -0.3)]
                    .iter()
                    .map(|&(x, y)| labels::centred(c + vec2(x, y) * u, s))
                    .collect();
                v.extend(labels::around(Rect::from_center_size(c, Vec2::splat(u * 1.2)), s, 1.0, 2));
                v
            });
        }
    }
}

/// The odds of the raid's next position, in or beside each orange hex.
pub fn draw_forecast_odds(sc: &mut Scene, ctx: &MapCtx) {
    let u = sc.u;
    let size = font(u, 0.4, 9.5, 13.0);
    for &(h, prob) in ctx.forecast {
        let c = sc.p.hex(h);
        if !sc.on_screen(c) {
            continue;
        }
        sc.label(
            crate::text::numbers::percent(ctx.lang, prob, 0),
            size,
            style::FORECAST_INK,
            3,
            false,
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
