//! Where the map's labels go (site names, fighter labels, the forecast's
//! odds): a greedy placement. Each label offers candidate rects in order of
//! preference; in order of priority each takes the first candidate that
//! stays inside the bounds and overlaps neither an obstacle (a symbol, a
//! counter, a marker) nor a label placed before it. A label that must show
//! (a fighter's, London's) and finds no such place takes the first
//! candidate that overlaps only soft obstacles (symbols, defence markers,
//! margin letters), never a counter, a damage marker or another label.
//! Any other label with no free candidate is left out (its hex's tooltip
//! still names it): two labels never overlap.

use egui::{Pos2, Rect, Vec2, pos2};

/// A label to place: its candidate rects, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// Lower goes first.
    pub priority: u8,
    pub candidates: Vec<Rect>,
    /// Shown even over soft obstacles when nothing else is free.
    pub must: bool,
    /// What it names and how many of its candidates touch it: one placed
    /// further out is joined to it by a line, which must cross nothing.
    pub leader: Option<(Pos2, usize)>,
    /// Its first candidate is the room its counter's group kept for it: it
    /// takes it if nothing is there; else a free place near; else the room
    /// kept, over symbols if need be.
    pub kept: bool,
}

/// Where a label's leader line meets its rect.
pub fn leader_end(from: Pos2, r: &Rect) -> Pos2 {
    pos2(from.x.clamp(r.min.x, r.max.x), from.y.clamp(r.min.y, r.max.y))
}

/// Does the segment `a`-`b` cross `r`? (Sampled every two pixels: the
/// lines are short.)
fn crosses(a: Pos2, b: Pos2, r: &Rect) -> bool {
    let n = ((b - a).length() / 2.0).ceil().max(1.0) as usize;
    (0..=n).any(|k| r.contains(a + (b - a) * (k as f32 / n as f32)))
}

/// What labels keep clear of: `hard` never (counters, damage markers),
/// `soft` unless a label that must show finds no other place.
#[derive(Clone, Debug, Default)]
pub struct Obstacles {
    pub hard: Vec<Rect>,
    pub soft: Vec<Rect>,
}

/// Do two rects overlap (sharing an edge is not overlapping)?
pub fn overlaps(a: &Rect, b: &Rect) -> bool {
    a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y
}

/// For each request, the index of the candidate it takes, or None.
pub fn place(requests: &[Request], obstacles: &Obstacles, bounds: Rect) -> Vec<Option<usize>> {
    let mut order: Vec<usize> = (0..requests.len()).collect();
    order.sort_by_key(|&i| (requests[i].priority, i));
    let mut placed: Vec<Rect> = Vec::with_capacity(requests.len());
    let mut out = vec![None; requests.len()];
    for i in order {
        let r = &requests[i];
        // A leader line crosses no obstacle but the thing it names, and no
        // label.
        let line_clear = |k: usize, c: &Rect| match r.leader {
            Some((from, near)) if k >= near => {
                let to = leader_end(from, c);
                obstacles
                    .hard
                    .iter()
                    .chain(&obstacles.soft)
                    .filter(|o| !o.expand(1.0).contains(from))
                    .chain(&placed)
                    .all(|o| !crosses(from, to, o))
            }
            _ => true,
        };
        let free = |k: usize, c: &Rect, soft: bool| {
            let hit = |v: &[Rect]| v.iter().any(|o| overlaps(o, c));
            bounds.contains_rect(*c)
                && !(hit(&obstacles.hard) || (soft && hit(&obstacles.soft)) || hit(&placed))
                && line_clear(k, c)
        };
        let first = |soft: bool| r.candidates.iter().enumerate().position(|(k, c)| free(k, c, soft));
        // The room kept for it when it covers no symbol, else the first
        // free place, else the room kept for it over symbols.
        let kept =
            |soft: bool| (r.kept && r.candidates.first().is_some_and(|c| free(0, c, soft))).then_some(0);
        let k = kept(true)
            .or_else(|| first(true))
            .or_else(|| kept(false))
            .or_else(|| if r.must { first(false) } else { None });
        if let Some(k) = k {
            placed.push(r.candidates[k]);
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

/// How many of [`touching`]'s candidates touch the counter.
pub const TOUCHING: usize = 16;

/// Candidates touching `anchor` (a counter) all round: below, above and
/// beside it, each centred and slid to either end of the side, then the
/// corners; then [`around`]'s next ring. None is further from the anchor
/// than a label's height and a gap.
pub fn touching(anchor: Rect, size: Vec2, gap: f32, left: bool) -> Vec<Rect> {
    let a = anchor.expand(gap);
    let at = |x: f32, y: f32| Rect::from_min_size(pos2(x, y), size);
    let (cx, cy) = (anchor.center().x - size.x / 2.0, anchor.center().y - size.y / 2.0);
    let side = |l: bool| if l { a.min.x - size.x } else { a.max.x };
    let (first, second) = (side(left), side(!left));
    let mut out = vec![
        at(first, cy),
        at(cx, a.max.y),
        at(cx, a.min.y - size.y),
        at(second, cy),
        at(first, a.max.y - size.y),
        at(first, a.min.y),
        at(second, a.max.y - size.y),
        at(second, a.min.y),
        at(a.min.x, a.max.y),
        at(a.max.x - size.x, a.max.y),
        at(a.min.x, a.min.y - size.y),
        at(a.max.x - size.x, a.min.y - size.y),
        at(first, a.max.y - size.y * 0.25),
        at(second, a.max.y - size.y * 0.25),
        at(first, a.min.y - size.y * 0.75),
        at(second, a.min.y - size.y * 0.75),
    ];
    out.extend(around_side(anchor, size, gap + size.y, 1, left));
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
