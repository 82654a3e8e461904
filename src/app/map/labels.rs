//! Where the map's labels go (site names, fighter labels, the forecast's
//! odds): a greedy placement. Each label offers candidate rects in order of
//! preference; in order of priority each takes the first candidate that
//! stays inside the bounds and overlaps neither an obstacle (a symbol, a
//! counter, a marker) nor a label placed before it. A label with no free
//! candidate is left out (its hex's tooltip still names it): two labels
//! never overlap.

use egui::{Pos2, Rect, Vec2, pos2};

/// A label to place: its candidate rects, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// Lower goes first.
    pub priority: u8,
    pub candidates: Vec<Rect>,
}

/// Do two rects overlap (sharing an edge is not overlapping)?
pub fn overlaps(a: &Rect, b: &Rect) -> bool {
    a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y
}

/// For each request, the index of the candidate it takes, or None.
pub fn place(requests: &[Request], obstacles: &[Rect], bounds: Rect) -> Vec<Option<usize>> {
    let mut order: Vec<usize> = (0..requests.len()).collect();
    order.sort_by_key(|&i| (requests[i].priority, i));
    let mut placed: Vec<Rect> = Vec::with_capacity(requests.len());
    let mut out = vec![None; requests.len()];
    for i in order {
        let free = |c: &Rect| {
            bounds.contains_rect(*c)
                && !obstacles.iter().any(|o| overlaps(o, c))
                && !placed.iter().any(|o| overlaps(o, c))
        };
        if let Some(k) = requests[i].candidates.iter().position(free) {
            placed.push(requests[i].candidates[k]);
            out[i] = Some(k);
        }
    }
    out
}

/// How many of [`around`]'s candidates lie next to the thing labelled.
pub const NEAR: usize = 8;

/// Candidates for a label of `size` around a thing occupying `anchor`:
/// below, above, right, left, then the four corners, at `gap`; then the
/// same a label's height further out, for each of `rings` rings.
pub fn around(anchor: Rect, size: Vec2, gap: f32, rings: usize) -> Vec<Rect> {
    let mut out = Vec::with_capacity(NEAR * rings);
    for ring in (0..rings).map(|k| gap + size.y * 1.1 * k as f32) {
        let a = anchor.expand(ring);
        let c = anchor.center();
        let at = |x: f32, y: f32| Rect::from_min_size(pos2(x, y), size);
        out.push(at(c.x - size.x / 2.0, a.max.y));
        out.push(at(c.x - size.x / 2.0, a.min.y - size.y));
        out.push(at(a.max.x, c.y - size.y / 2.0));
        out.push(at(a.min.x - size.x, c.y - size.y / 2.0));
        out.push(at(a.max.x - size.x * 0.25, a.max.y - size.y * 0.25));
        out.push(at(a.min.x - size.x * 0.75, a.max.y - size.y * 0.25));
        out.push(at(a.max.x - size.x * 0.25, a.min.y - size.y * 0.75));
        out.push(at(a.min.x - size.x * 0.75, a.min.y - size.y * 0.75));
    }
    out
}

/// [`around`]'s candidates with those on one side first (for two counters
/// side by side: the left one's label to the left, the right one's to the
/// right), then below and above.
pub fn around_side(anchor: Rect, size: Vec2, gap: f32, rings: usize, left: bool) -> Vec<Rect> {
    let order = if left { [3, 0, 1, 5, 7, 2, 4, 6] } else { [2, 0, 1, 4, 6, 3, 5, 7] };
    around(anchor, size, gap, rings).chunks(NEAR).flat_map(|ring| order.map(|k| ring[k])).collect()
}

/// A rect of `size` centred on `c`.
pub fn centred(c: Pos2, size: Vec2) -> Rect {
    Rect::from_center_size(c, size)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::vec2;

    fn bounds() -> Rect {
        Rect::from_min_size(Pos2::ZERO, vec2(400.0, 300.0))
    }

    /// Thirty labels around thirty symbols packed in a small corner, with
    /// counters on top: whatever is placed overlaps nothing.
    #[test]
    fn a_crowded_map_has_no_overlapping_labels() {
        let mut obstacles = Vec::new();
        let mut requests = Vec::new();
        for i in 0..30 {
            let c = pos2(40.0 + (i % 6) as f32 * 22.0, 40.0 + (i / 6) as f32 * 18.0);
            let symbol = centred(c, vec2(12.0, 12.0));
            obstacles.push(symbol);
            requests.push(Request {
                priority: (i % 3) as u8,
                candidates: around(symbol, vec2(40.0 + (i % 4) as f32 * 10.0, 13.0), 2.0, 2),
            });
        }
        obstacles.push(centred(pos2(80.0, 60.0), vec2(34.0, 28.0)));
        let placed = place(&requests, &obstacles, bounds());
        let rects: Vec<Rect> =
            placed.iter().zip(&requests).filter_map(|(k, r)| k.map(|k| r.candidates[k])).collect();
        assert!(rects.len() >= 10, "only {} of 30 placed", rects.len());
        assert!(rects.len() < 30, "the case is not crowded: every label fitted");
        for (i, a) in rects.iter().enumerate() {
            assert!(bounds().contains_rect(*a));
            for o in &obstacles {
                assert!(!overlaps(a, o), "label {a:?} covers {o:?}");
            }
            for b in &rects[i + 1..] {
                assert!(!overlaps(a, b), "labels {a:?} and {b:?} overlap");
            }
        }
    }

    #[test]
    fn a_clear_map_puts_every_label_at_its_first_choice() {
        let requests: Vec<Request> = (0..5)
            .map(|i| Request {
                priority: 0,
                candidates: around(
                    centred(pos2(50.0 + i as f32 * 70.0, 150.0), vec2(10.0, 10.0)),
                    vec2(50.0, 12.0),
                    2.0,
                    2,
                ),
            })
            .collect();
        assert_eq!(place(&requests, &[], bounds()), vec![Some(0); 5]);
    }

    #[test]
    fn priority_wins_the_contested_place() {
        let symbol = centred(pos2(100.0, 100.0), vec2(10.0, 10.0));
        let only = vec![around(symbol, vec2(40.0, 12.0), 2.0, 2)[0]];
        let low = Request { priority: 5, candidates: only.clone() };
        let high = Request { priority: 1, candidates: only };
        assert_eq!(place(&[low, high], &[], bounds()), vec![None, Some(0)]);
    }

    #[test]
    fn labels_stay_inside_the_bounds() {
        // A symbol at the left edge: its label goes right, not off the map.
        let symbol = centred(pos2(4.0, 150.0), vec2(8.0, 8.0));
        let r = Request { priority: 0, candidates: around(symbol, vec2(60.0, 12.0), 2.0, 2) };
        let k = place(std::slice::from_ref(&r), &[], bounds())[0].unwrap();
        assert!(bounds().contains_rect(r.candidates[k]));
        assert_eq!(k, 2, "to the right");
    }
}
