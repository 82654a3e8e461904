//! The board's symbols, drawn with shapes (no glyph the fonts might lack):
//! the site symbols, the defence and damage markers, the counters, the
//! compass rose and the sun diagram. The map and its legend draw them with
//! the same functions, so the legend always shows what the map shows.

use super::super::style;
use super::canvas::Canvas;
use crate::edition::SiteKind;
use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, Vec2, vec2};

/// The screen vector of a board angle (degrees counter-clockwise from the
/// board's right; the screen's y grows down).
pub fn angle_vec(deg: f32) -> Vec2 {
    let a = deg.to_radians();
    vec2(a.cos(), -a.sin())
}

/// The six corners of a pointy-top hex of circumradius `r`.
pub fn hex_corners(c: Pos2, r: f32) -> Vec<Pos2> {
    (0..6).map(|k| c + angle_vec(30.0 + 60.0 * k as f32) * r).collect()
}

/// How far a site's symbol reaches from its centre, for a symbol of
/// radius `r` (what labels must keep clear of).
pub fn site_extent(kind: SiteKind, c: Pos2, r: f32) -> Rect {
    let half = match kind {
        SiteKind::Sector => vec2(r * 1.2, r * 1.2),
        SiteKind::Satellite | SiteKind::OilDepot => vec2(r, r),
        SiteKind::Emergency => vec2(r * 0.8, r * 0.8),
        SiteKind::Radar => vec2(r * 1.1, r * 1.1),
        SiteKind::Port => vec2(r * 1.2, r * 0.9),
        SiteKind::Convoy => vec2(r * 1.6, r * 0.8),
        SiteKind::London => vec2(r, r),
    };
    Rect::from_center_size(c, half * 2.0)
}

/// A site's symbol centred at `c`; `r` is its radius.
pub fn site(p: &mut Canvas, kind: SiteKind, c: Pos2, r: f32) {
    let ink = style::INK;
    match kind {
        SiteKind::Sector => {
            // A sector station: a ringed cross, the largest airfield.
            p.circle(c, r * 1.2, Color32::WHITE, Stroke::new(2.0, ink));
            let s = Stroke::new(1.6, ink);
            p.line_segment([c - vec2(r * 1.2, 0.0), c + vec2(r * 1.2, 0.0)], s);
            p.line_segment([c - vec2(0.0, r * 1.2), c + vec2(0.0, r * 1.2)], s);
            p.circle_filled(c, r * 0.35, style::RAF);
        }
        SiteKind::Satellite => {
            p.circle(c, r, Color32::WHITE, Stroke::new(2.0, ink));
            p.circle_filled(c, r * 0.3, ink);
        }
        SiteKind::Emergency => {
            p.circle(c, r * 0.8, Color32::from_gray(238), Stroke::new(1.4, style::MUTED));
        }
        SiteKind::Radar => {
            // A Chain Home mast: a triangle with its aerial.
            let pts = vec![c + vec2(0.0, -r * 1.1), c + vec2(r * 1.0, r * 1.0), c + vec2(-r * 1.0, r * 1.0)];
            p.add(Shape::convex_polygon(pts, Color32::from_rgb(250, 236, 180), Stroke::new(1.6, ink)));
            p.line_segment([c + vec2(0.0, -r * 0.3), c + vec2(0.0, r * 1.0)], Stroke::new(1.2, ink));
            p.line_segment(
                [c + vec2(-r * 0.45, r * 0.2), c + vec2(r * 0.45, r * 0.2)],
                Stroke::new(1.2, ink),
            );
        }
        SiteKind::Port => {
            // Quays: a dark block with a pier.
            let body = Rect::from_center_size(c + vec2(0.0, -r * 0.25), vec2(r * 2.4, r * 1.1));
            p.rect(
                body,
                1.5,
                Color32::from_rgb(80, 84, 112),
                Stroke::new(1.0, ink),
                egui::StrokeKind::Inside,
            );
            p.rect_filled(
                Rect::from_center_size(c + vec2(r * 0.5, r * 0.55), vec2(r * 0.45, r * 0.7)),
                0.0,
                Color32::from_rgb(80, 84, 112),
            );
        }
        SiteKind::OilDepot => {
            // Storage tanks.
            p.circle(c, r, Color32::from_rgb(55, 55, 55), Stroke::new(1.0, ink));
            p.circle_stroke(c, r * 0.55, Stroke::new(1.2, Color32::from_gray(200)));
        }
        SiteKind::Convoy => {
            for k in -1..=1 {
                let q = c + vec2(k as f32 * r * 1.05, (k % 2) as f32 * r * 0.45);
                let hull = vec![
                    q + vec2(-r * 0.55, -r * 0.2),
                    q + vec2(r * 0.35, -r * 0.2),
                    q + vec2(r * 0.6, 0.0),
                    q + vec2(r * 0.35, r * 0.2),
                    q + vec2(-r * 0.55, r * 0.2),
                ];
                p.add(Shape::convex_polygon(hull, Color32::from_rgb(70, 70, 90), Stroke::new(0.8, ink)));
            }
        }
        SiteKind::London => {
            p.add(Shape::convex_polygon(hex_corners(c, r), style::LONDON, Stroke::new(0.8, style::GRID)));
        }
    }
}

/// An AA gun marker: a small square with its letter (solid for heavy AA,
/// outlined for light).
pub fn aa(p: &mut Canvas, c: Pos2, size: f32, letter: &str, heavy: bool) {
    let r = Rect::from_center_size(c, vec2(size, size));
    let (fill, text) = if heavy { (style::AA, Color32::WHITE) } else { (Color32::WHITE, style::AA) };
    p.rect(r, 2.0, fill, Stroke::new(1.2, style::AA), egui::StrokeKind::Inside);
    p.text(c, Align2::CENTER_CENTER, letter, FontId::proportional(size * 0.8), text);
}

/// A balloon barrage: three balloons on their cables, centred at `c`;
/// `r` is one balloon's radius. Returns the rect it covers.
pub fn balloons(p: &mut Canvas, c: Pos2, r: f32) -> Rect {
    for k in -1..=1 {
        let q = c + vec2(k as f32 * r * 2.3, 0.0);
        p.line_segment([q, q + vec2(0.0, r * 2.0)], Stroke::new(0.8, style::MUTED));
        p.add(Shape::ellipse_filled(q, vec2(r * 1.05, r * 0.8), Color32::from_rgb(200, 202, 214)));
        p.add(Shape::ellipse_stroke(q, vec2(r * 1.05, r * 0.8), Stroke::new(0.9, style::INK)));
    }
    balloons_extent(c, r)
}

pub fn balloons_extent(c: Pos2, r: f32) -> Rect {
    Rect::from_min_max(c - vec2(r * 3.4, r * 0.9), c + vec2(r * 3.4, r * 2.0))
}

/// A bomb-damage marker: a red disc with the points, ringed in white so it
/// reads on top of anything.
pub fn damage(p: &mut Canvas, c: Pos2, r: f32, points: u8) {
    p.circle(c, r, style::DAMAGE, Stroke::new(1.5, Color32::WHITE));
    p.text(c, Align2::CENTER_CENTER, points.to_string(), FontId::proportional(r * 1.35), Color32::WHITE);
}

/// An RAF fighter counter: a blue teardrop — a disc drawn out into a
/// point on the side the fighter faces (`dir`, a screen unit vector), so
/// the facing reads at a glance at any size — with a white aircraft seen
/// from above, flying the same way. Pale blue with a blue aircraft on the
/// airfield. `alpha` fades it (the preview of a move). `size` is the
/// disc's diameter.
pub fn fighter(p: &mut Canvas, c: Pos2, size: f32, dir: Vec2, grounded: bool, alpha: f32) {
    let (fill, ink) = if grounded { (style::RAF_LIGHT, style::RAF) } else { (style::RAF, Color32::WHITE) };
    let (fill, ink) = (fill.gamma_multiply(alpha), ink.gamma_multiply(alpha));
    let edge = if grounded { style::RAF } else { Color32::WHITE }.gamma_multiply(alpha);
    let outline = fighter_outline(c, size, dir);
    if !grounded {
        // A dark rim outside the white one, so it reads on any ground.
        let rim: Vec<Pos2> = fighter_outline(c, size + 2.0, dir);
        p.add(Shape::convex_polygon(rim, style::RAF.gamma_multiply(alpha), Stroke::NONE));
    }
    p.add(Shape::convex_polygon(outline, fill, Stroke::new((size * 0.08).clamp(1.0, 1.6), edge)));
    aircraft(p, c + dir * size * 0.06, size * 0.82, dir, ink);
}

/// How far a fighter counter's point reaches beyond its disc's centre, in
/// diameters.
const POINT: f32 = 0.98;

/// A fighter counter's outline: its disc, drawn out into a point along
/// `dir` by straight sides tangent to the disc (a convex teardrop).
pub fn fighter_outline(c: Pos2, size: f32, dir: Vec2) -> Vec<Pos2> {
    let r = size / 2.0;
    let tip = POINT * size;
    let a0 = dir.y.atan2(dir.x);
    let t = (r / tip).acos();
    let mut v = vec![c + dir * tip];
    let steps = 14;
    for k in 0..=steps {
        let a = a0 + t + (std::f32::consts::TAU - 2.0 * t) * k as f32 / steps as f32;
        v.push(c + vec2(a.cos(), a.sin()) * r);
    }
    v
}

/// Everything a fighter counter covers: its disc and its point.
pub fn fighter_parts(c: Pos2, size: f32, dir: Vec2) -> Vec<Rect> {
    let body = Rect::from_center_size(c, vec2(size, size));
    let r = size / 2.0;
    let tip = POINT * size;
    let t = (r / tip).acos();
    let a0 = dir.y.atan2(dir.x);
    let side = |a: f32| c + vec2(a.cos(), a.sin()) * r;
    let point = Rect::from_points(&[c + dir * tip, side(a0 + t), side(a0 - t)]);
    vec![body, point]
}

/// An aircraft seen from above, `len` long, nose toward `d`: fuselage,
/// straight wings forward of the middle, tailplane.
pub fn aircraft(p: &mut Canvas, c: Pos2, len: f32, d: Vec2, colour: Color32) {
    let n = vec2(-d.y, d.x);
    let at = |a: f32, b: f32| c + d * (a * len) + n * (b * len);
    let w = (len * 0.13).max(1.5);
    p.line_segment([at(0.47, 0.0), at(-0.42, 0.0)], Stroke::new(w, colour));
    p.add(Shape::convex_polygon(
        vec![
            at(0.22, 0.06),
            at(0.12, 0.47),
            at(0.0, 0.47),
            at(-0.04, 0.0),
            at(0.0, -0.47),
            at(0.12, -0.47),
            at(0.22, -0.06),
        ],
        colour,
        Stroke::NONE,
    ));
    p.add(Shape::convex_polygon(
        vec![
            at(-0.28, 0.04),
            at(-0.34, 0.2),
            at(-0.42, 0.2),
            at(-0.42, -0.2),
            at(-0.34, -0.2),
            at(-0.28, -0.04),
        ],
        colour,
        Stroke::NONE,
    ));
}

/// What the raid counter shows and how big it is: the raiders over the
/// altitude, each text in its own font, the counter sized to its texts so
/// nothing on it is ever cut.
pub struct RaidFace {
    pub count: String,
    pub altitude: String,
    pub big: FontId,
    pub small: FontId,
    pub size: Vec2,
}

impl RaidFace {
    /// `big` and `small`: the two fonts' sizes in pixels.
    pub fn new(p: &Canvas, count: String, altitude: String, big: f32, small: f32) -> RaidFace {
        let (big, small) = (FontId::proportional(big), FontId::proportional(small));
        let a = p.measure(&count, &big);
        let b = p.measure(&altitude, &small);
        let h = a.y + b.y + 3.0;
        let w = (a.x.max(b.x) + 8.0).max(h * 1.25);
        RaidFace { count, altitude, big, small, size: vec2(w, h) }
    }
}

/// The raid counter `face` in `r`: raiders and altitude on a
/// Luftwaffe-red counter, an arrow on its edge for its facing (`dir`).
/// Face down (not identified) it is darker and the altitude is the
/// reported one. Returns the rects of its two texts and of its arrow.
pub fn raid(p: &mut Canvas, r: Rect, face: &RaidFace, identified: bool, dir: Vec2) -> ([Rect; 2], Rect) {
    let fill = if identified { style::LUFTWAFFE } else { style::LUFTWAFFE_DOWN };
    let c = r.center();
    // The facing arrow first, so the counter covers its root.
    let root = edge_point(r, dir);
    let len = r.height() * 0.5;
    let tip = root + dir * len;
    let n = vec2(-dir.y, dir.x);
    p.line_segment([c, root + dir * len * 0.4], Stroke::new(r.height() * 0.12, fill));
    let arrow = [tip, root + dir * len * 0.3 + n * len * 0.45, root + dir * len * 0.3 - n * len * 0.45];
    p.add(Shape::convex_polygon(arrow.to_vec(), fill, Stroke::new(1.0, Color32::WHITE)));
    p.rect(r, r.height() * 0.14, fill, Stroke::new(1.5, Color32::BLACK), egui::StrokeKind::Outside);
    if identified {
        p.rect_stroke(
            r.shrink(2.0),
            r.height() * 0.1,
            Stroke::new(1.0, Color32::WHITE),
            egui::StrokeKind::Inside,
        );
    }
    let top = p.text(
        r.center_top() + vec2(0.0, 1.5),
        Align2::CENTER_TOP,
        &face.count,
        face.big.clone(),
        Color32::WHITE,
    );
    let bottom = p.text(
        r.center_bottom() - vec2(0.0, 1.5),
        Align2::CENTER_BOTTOM,
        &face.altitude,
        face.small.clone(),
        Color32::WHITE,
    );
    ([top, bottom], Rect::from_points(&arrow))
}

/// A pilot who bailed out: a parachute canopy over him.
pub fn pilot(p: &mut Canvas, c: Pos2, r: f32) {
    let pi = std::f32::consts::PI;
    let canopy: Vec<Pos2> = (0..=10)
        .map(|k| c + vec2((k as f32 / 10.0 * pi).cos() * r, -(k as f32 / 10.0 * pi).sin() * r))
        .collect();
    p.add(Shape::convex_polygon(canopy, Color32::WHITE, Stroke::new(1.2, style::INK)));
    let man = c + vec2(0.0, r * 1.3);
    for x in [-r, -r * 0.35, r * 0.35, r] {
        p.line_segment([c + vec2(x, 0.0), man], Stroke::new(0.8, style::INK));
    }
    p.circle_filled(man, r * 0.22, style::INK);
}

/// The compass rose: eight points, north `north_deg` counter-clockwise from
/// the board's right, the four cardinal letters (N, E, S, W in the player's
/// language) beyond their points.
pub fn compass_rose(p: &mut Canvas, c: Pos2, r: f32, north_deg: f32, letters: [&str; 4]) {
    p.circle(
        c,
        r * 0.72,
        Color32::from_rgba_unmultiplied(250, 247, 235, 220),
        Stroke::new(1.0, style::MUTED),
    );
    p.circle_stroke(c, r * 0.62, Stroke::new(0.6, style::MUTED));
    let dark = style::INK;
    let light = Color32::from_gray(235);
    // Intercardinal points first (shorter, under the cardinal ones).
    for k in 0..8 {
        let cardinal = k % 2 == 0;
        if cardinal {
            continue;
        }
        point(p, c, north_deg + 45.0 * k as f32, r * 0.5, r * 0.12, dark, light);
    }
    for k in 0..4 {
        let a = north_deg - 90.0 * k as f32;
        let (d, l) = if k == 0 { (style::DAMAGE, Color32::from_rgb(245, 200, 195)) } else { (dark, light) };
        point(p, c, a, r * 0.86, r * 0.17, d, l);
    }
    p.circle(c, r * 0.07, Color32::WHITE, Stroke::new(1.0, dark));
    for (k, letter) in letters.iter().enumerate() {
        let a = north_deg - 90.0 * k as f32;
        let size = if k == 0 { r * 0.32 } else { r * 0.24 };
        let colour = if k == 0 { style::DAMAGE } else { dark };
        p.text(
            c + angle_vec(a) * (r * 1.02),
            Align2::CENTER_CENTER,
            *letter,
            FontId::proportional(size),
            colour,
        );
    }
}

/// One point of the rose: a kite split in a dark and a light half.
fn point(p: &mut Canvas, c: Pos2, deg: f32, len: f32, width: f32, dark: Color32, light: Color32) {
    let d = angle_vec(deg);
    let n = vec2(-d.y, d.x);
    let tip = c + d * len;
    p.add(Shape::convex_polygon(vec![c, tip, c + n * width], dark, Stroke::NONE));
    p.add(Shape::convex_polygon(vec![c, c - n * width, tip], light, Stroke::new(0.6, dark)));
}

/// A sun: a disc with rays.
pub fn sun(p: &mut Canvas, c: Pos2, r: f32, colour: Color32) {
    for k in 0..8 {
        let d = angle_vec(45.0 * k as f32 + 22.5);
        p.line_segment([c + d * r * 1.25, c + d * r * 1.7], Stroke::new((r * 0.22).max(1.0), colour));
    }
    p.circle(c, r, colour, Stroke::new(1.0, Color32::from_rgb(150, 100, 0)));
}

/// One side of the sun diagram: the side's board angle (the hexside's
/// direction), the phase's time, whether it is this phase's sun.
pub struct SunSide {
    pub angle: f32,
    pub time: String,
    pub now: bool,
    /// The compass name of the side ("SW", "SO").
    pub name: String,
}

/// The sun diagram, as printed on the board: a hex with a sun beyond the
/// side the sun is on in each phase; this phase's sun large, its side
/// marked and named.
pub fn sun_diagram(p: &mut Canvas, c: Pos2, r: f32, sides: &[SunSide]) {
    p.add(Shape::convex_polygon(hex_corners(c, r), style::LAND, Stroke::new(1.2, style::INK)));
    let small = FontId::proportional((r * 0.34).clamp(9.5, 12.0));
    for s in sides.iter() {
        let d = angle_vec(s.angle);
        if !s.now {
            sun(p, c + d * r * 1.3, r * 0.11, style::SUN.gamma_multiply(0.6));
        }
        p.text(c + d * r * 0.6, Align2::CENTER_CENTER, &s.time, small.clone(), style::MUTED);
    }
    for s in sides.iter().filter(|s| s.now) {
        let d = angle_vec(s.angle);
        // The side itself: between the corners at angle ± 30 degrees.
        let a = c + angle_vec(s.angle - 30.0) * r;
        let b = c + angle_vec(s.angle + 30.0) * r;
        p.line_segment([a, b], Stroke::new(4.0, style::SUN));
        sun(p, c + d * r * 1.42, r * 0.2, style::SUN);
        p.text(
            c,
            Align2::CENTER_CENTER,
            &s.name,
            FontId::proportional((r * 0.42).clamp(11.0, 17.0)),
            style::INK,
        );
    }
}

/// A point on the edge of `r` seen from its centre in direction `d`.
pub fn edge_point(r: Rect, d: Vec2) -> Pos2 {
    let half = r.size() / 2.0;
    let t = (half.x / d.x.abs().max(1e-3)).min(half.y / d.y.abs().max(1e-3));
    r.center() + d * t
}
