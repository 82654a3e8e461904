//! The geography of an edition in the board's frame: England, France, the
//! coast and the Thames, turned by the edition's georeference and
//! triangulated once; drawn under the grid.

use super::super::style;
use super::Proj;
use super::canvas::Canvas;
use crate::edition::{Edition, Terrain};
use egui::{Pos2, Shape, Stroke, pos2};

/// Triangles in board km: points and indices.
type Mesh2 = (Vec<Pos2>, Vec<u32>);

/// The geography of an edition in the board's frame (km right of and above
/// the centre of A1), computed once.
pub struct Geo {
    fingerprint: String,
    land: Mesh2,
    france: Mesh2,
    coast: Vec<Vec<Pos2>>,
    thames: Vec<Pos2>,
    /// France's point nearest the board, where its name goes.
    pub france_tip: Option<Pos2>,
}

/// Land and sea: open-sea hexes darker, England and France from the coast
/// points, the Thames. `geo` keeps the edition's geography between frames.
pub fn draw_ground(geo: &mut Option<Geo>, painter: &mut Canvas, p: &Proj, ed: &Edition) {
    if geo.as_ref().is_none_or(|g| g.fingerprint != ed.fingerprint) {
        *geo = Some(Geo::new(ed));
    }
    let Some(geo) = geo.as_ref() else { return };
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

impl Geo {
    pub fn new(ed: &Edition) -> Geo {
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
