//! Where the counters go: the record of where everything went on the
//! board ([`Layout`], which the tests read), and the arrangement of the
//! counters that share a hex ([`arrange`]) and of that group round the
//! hex's centre ([`places`]).
//!
//! The counters of one hex form a group: the fighters (and the move's
//! preview) in a row across their facing, #1 first, each with room kept
//! for its label beside it; the raid above the row (or below or beside
//! it). A group alone in an empty hex sits in its middle; otherwise it
//! takes the first of a ring of places round the hex's centre, nearest
//! first, from its own side (the raid up and right, fighters below), that
//! covers no counter placed before it, no damage marker, no symbol, and
//! stays on the board; failing that, one that covers only symbols.
//! Pilots who bailed out are placed after, each on its own.

use super::board::Disc;
use super::symbols;
use crate::rules::hex::Hex;
use egui::{Pos2, Rect, Vec2, pos2, vec2};

/// A counter on the map.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Counter {
    Raid,
    /// Fighter #1 (0) or #2 (1).
    Fighter(u8),
    /// Where the move being chosen ends.
    Preview,
    /// A pilot who bailed out (the pilot's index).
    Pilot(u8),
}

/// Where a counter went.
#[derive(Clone, Debug)]
pub struct Placed {
    pub what: Counter,
    pub hex: Hex,
    /// The hex's centre on the screen.
    pub hex_centre: Pos2,
    pub body: Rect,
    /// The body and its facing arrow: what nothing else may cover.
    pub parts: Vec<Rect>,
    /// The texts on the counter (the raid's raiders and altitude).
    pub texts: Vec<Rect>,
}

/// A label where it was drawn.
#[derive(Clone, Debug)]
pub struct PlacedLabel {
    pub text: String,
    pub rect: Rect,
    /// The counter it names.
    pub of: Option<Counter>,
}

/// Where the map put its counters, damage markers and labels when it last
/// drew the board.
#[derive(Clone, Debug)]
pub struct Layout {
    /// A hex's circumradius in pixels.
    pub hex_radius: f32,
    /// The part of the board on the screen.
    pub bounds: Rect,
    pub counters: Vec<Placed>,
    /// Each damage marker's hex and the rect of its disc.
    pub damage: Vec<(Hex, Rect)>,
    pub labels: Vec<PlacedLabel>,
    /// Labels that found no place (their hex's tooltip still names them).
    pub left_out: Vec<String>,
}

/// The gap between two rects (0 when they touch or overlap).
fn gap(a: Rect, b: Rect) -> f32 {
    let dx = (a.min.x - b.max.x).max(b.min.x - a.max.x).max(0.0);
    let dy = (a.min.y - b.max.y).max(b.min.y - a.max.y).max(0.0);
    dx.hypot(dy)
}

impl Layout {
    /// What is wrong with the layout, if anything (the tests check there
    /// is nothing): a counter over another or over a damage marker; a
    /// text cut on its counter; the counters of a hex more than two
    /// hexes' radii from it; a counter off the board (when `whole`, the
    /// board is all on the screen); a label over a label, a counter or a
    /// damage marker; a fighter without its label, or with it further
    /// than a label's height from it.
    pub fn problems(&self, whole: bool) -> Vec<String> {
        let u = self.hex_radius;
        let over = |a: &Rect, b: &Rect| super::labels::overlaps(a, b);
        let mut v = Vec::new();
        for (i, a) in self.counters.iter().enumerate() {
            for b in &self.counters[i + 1..] {
                if a.parts.iter().any(|p| b.parts.iter().any(|q| over(p, q))) {
                    v.push(format!("{:?} covers {:?}", a.what, b.what));
                }
            }
            for (h, d) in &self.damage {
                if a.parts.iter().any(|p| over(p, d)) {
                    v.push(format!("{:?} covers the damage marker of {h}", a.what));
                }
            }
            if a.texts.iter().any(|t| !a.body.expand(0.5).contains_rect(*t)) {
                v.push(format!("{:?}'s text is cut", a.what));
            }
            // The nearest counter of a hex reaches into it or its edge
            // (where a busy hex leaves no room, the others are set beside
            // it, each tied to the hex's centre by a line).
            let reach = self
                .counters
                .iter()
                .filter(|b| b.hex == a.hex)
                .map(|b| gap(b.body, Rect::from_center_size(b.hex_centre, Vec2::ZERO)))
                .fold(f32::INFINITY, f32::min);
            if reach > u * 2.0 {
                v.push(format!("the counters of {} are {reach:.1} px from it (u {u:.1})", a.hex));
            }
            if whole && !self.bounds.expand(1.0).contains_rect(a.body) {
                v.push(format!("{:?} is off the board", a.what));
            }
        }
        for (i, a) in self.labels.iter().enumerate() {
            for b in &self.labels[i + 1..] {
                if over(&a.rect, &b.rect) {
                    v.push(format!("labels {:?} and {:?} overlap", a.text, b.text));
                }
            }
            for c in &self.counters {
                if c.parts.iter().any(|p| over(&a.rect, p)) {
                    v.push(format!("label {:?} covers {:?}", a.text, c.what));
                }
            }
            for (h, d) in &self.damage {
                if over(&a.rect, d) {
                    v.push(format!("label {:?} covers the damage marker of {h}", a.text));
                }
            }
        }
        for c in self.counters.iter().filter(|c| matches!(c.what, Counter::Fighter(_) | Counter::Preview)) {
            match self.labels.iter().find(|x| x.of == Some(c.what)) {
                None => v.push(format!("{:?} has no label", c.what)),
                Some(l) => {
                    let d = gap(l.rect, c.body);
                    if d > l.rect.height() + 1.5 || d >= u * 3f32.sqrt() {
                        v.push(format!("{:?}'s label {:?} is {d:.1} px from it", c.what, l.text));
                    }
                }
            }
        }
        v
    }

    /// The fighters' counters (not the preview of a move).
    pub fn fighters(&self) -> impl Iterator<Item = &Placed> {
        self.counters.iter().filter(|c| matches!(c.what, Counter::Fighter(_)))
    }

    /// Whether the raid's counter is drawn.
    pub fn has_raid(&self) -> bool {
        self.counters.iter().any(|c| c.what == Counter::Raid)
    }

    pub fn new(hex_radius: f32, bounds: Rect) -> Layout {
        Layout {
            hex_radius,
            bounds,
            counters: Vec::new(),
            damage: Vec::new(),
            labels: Vec::new(),
            left_out: Vec::new(),
        }
    }
}

/// The side of a fighter counter's disc for a hex of circumradius `u`
/// pixels.
pub fn fighter_size(u: f32) -> f32 {
    (u * 0.8).clamp(11.0, 36.0)
}

/// A counter waiting for its place.
pub struct Want {
    pub what: Counter,
    pub hex: Hex,
    pub size: Vec2,
    /// Its facing (a screen unit vector), for its arrow.
    pub dir: Option<Vec2>,
    /// The size of its label's plate, when it has one beside it.
    pub label: Option<Vec2>,
}

impl Want {
    /// The rects it covers at `c`, with its facing arrow.
    pub fn parts(&self, c: Pos2) -> Vec<Rect> {
        match (self.what, self.dir) {
            (Counter::Raid, Some(d)) => {
                let body = Rect::from_center_size(c, self.size);
                let tip = symbols::edge_point(body, d) + d * self.size.y * 0.5;
                let arrow =
                    Rect::from_center_size(tip - d * self.size.y * 0.2, Vec2::splat(self.size.y * 0.45));
                vec![body, arrow]
            }
            (_, Some(d)) => symbols::fighter_parts(c, self.size.x, d),
            (_, None) => vec![Rect::from_center_size(c, self.size)],
        }
    }
}

/// A counter's place in its group: its offset from the group's centre and
/// its label's rect (relative to the same centre), kept free for it.
#[derive(Clone, Debug)]
pub struct Spot {
    pub want: usize,
    pub at: Vec2,
    pub label: Option<Rect>,
}

impl Spot {
    /// Everything the counter and its label cover, the group's centre at
    /// `origin`, with `pad` round the counter.
    pub fn cover(&self, wants: &[Want], origin: Pos2, pad: f32) -> Vec<Rect> {
        let mut v: Vec<Rect> =
            wants[self.want].parts(origin + self.at).iter().map(|r| r.expand(pad)).collect();
        v.extend(self.label.map(|r| r.translate(origin.to_vec2())));
        v
    }
}

/// The places a group of counters may take round its hex's centre, best
/// first: the middle when it is alone, then rings, nearest first, each
/// from the side `prefer` (screen degrees, y down).
pub fn places(u: f32, alone: bool, prefer: f32) -> Vec<Vec2> {
    let mut v = Vec::with_capacity(80);
    if alone {
        v.push(Vec2::ZERO);
    }
    let mut dirs: Vec<f32> = (0..12).map(|k| k as f32 * 30.0).collect();
    let off = |a: f32| {
        let d = (a - prefer).rem_euclid(360.0);
        d.min(360.0 - d)
    };
    dirs.sort_by(|a, b| off(*a).total_cmp(&off(*b)));
    for r in [0.3, 0.5, 0.7, 0.9, 1.1, 1.35, 1.65, 2.0, 2.4] {
        v.extend(dirs.iter().map(|a| symbols::angle_vec(-a) * r * u));
    }
    if !alone {
        v.push(Vec2::ZERO);
    }
    v
}

pub fn overlaps_any(parts: &[Rect], others: &[Rect]) -> bool {
    parts.iter().any(|p| others.iter().any(|o| super::labels::overlaps(p, o)))
}

/// Where a label of `size` goes beside `body`.
#[derive(Copy, Clone)]
enum Side {
    Left,
    Right,
    Below,
    Above,
}

fn beside(body: Rect, size: Vec2, side: Side, gap: f32) -> Rect {
    let c = body.center();
    let min = match side {
        Side::Left => pos2(body.min.x - gap - size.x, c.y - size.y / 2.0),
        Side::Right => pos2(body.max.x + gap, c.y - size.y / 2.0),
        Side::Below => pos2(c.x - size.x / 2.0, body.max.y + gap),
        Side::Above => pos2(c.x - size.x / 2.0, body.min.y - gap - size.y),
    };
    Rect::from_min_size(min, size)
}

/// The counters `members` of one hex arranged round their group's centre,
/// none over another or another's label. See the module's comment.
pub fn arrange(wants: &[Want], members: &[usize], gap: f32) -> Vec<Spot> {
    let row: Vec<usize> = members.iter().copied().filter(|&i| wants[i].label.is_some()).collect();
    let cover_all = |spots: &[Spot]| -> Vec<Rect> {
        spots.iter().flat_map(|s| s.cover(wants, Pos2::ZERO, gap / 2.0)).collect()
    };
    let mut out: Vec<Spot> = Vec::new();
    if !row.is_empty() {
        let first = &wants[row[0]];
        let across = first.dir.is_some_and(|d| d.x.abs() > 0.9);
        let axes = if across { [vec2(0.0, 1.0), vec2(1.0, 0.0)] } else { [vec2(1.0, 0.0), vec2(0.0, 1.0)] };
        let step = first.size.x + gap + 1.0;
        // The row in `order` along `axis`, with each label on the side
        // that makes the most compact group (its natural side — #1's left, #2's
        // right, away from its nose — a little favoured); None when two
        // counters of the row would overlap.
        let line = |order: &[usize], axis: Vec2| -> Option<(f32, Vec<Spot>)> {
            let n = order.len();
            let mid = (n as f32 - 1.0) / 2.0;
            let place = |k: usize| Pos2::ZERO + axis * (k as f32 - mid) * step;
            let bodies: Vec<Vec<Rect>> =
                order.iter().enumerate().map(|(k, &i)| wants[i].parts(place(k))).collect();
            for a in 0..n {
                if (a + 1..n).any(|b| overlaps_any(&bodies[a], &bodies[b])) {
                    return None;
                }
            }
            let all: Vec<Rect> = bodies.concat();
            let natural = |k: usize| {
                let nose_right = wants[order[k]].dir.is_some_and(|d| d.x > 0.0);
                match () {
                    _ if axis.x == 0.0 || n == 1 => {
                        if nose_right {
                            Side::Left
                        } else {
                            Side::Right
                        }
                    }
                    _ if k == 0 => Side::Left,
                    _ if k == n - 1 => Side::Right,
                    _ => Side::Below,
                }
            };
            let sides = [Side::Left, Side::Right, Side::Below, Side::Above];
            let mut best: Option<(f32, Vec<Rect>)> = None;
            for combo in 0..4usize.pow(n as u32) {
                let mut labels: Vec<Rect> = Vec::with_capacity(n);
                let mut odd = 0;
                for k in 0..n {
                    let side = sides[combo / 4usize.pow(k as u32) % 4];
                    let size = wants[order[k]].label.unwrap_or_default();
                    let r = beside(bodies[k][0], size, side, gap);
                    if overlaps_any(&[r], &all) || overlaps_any(&[r], &labels) {
                        break;
                    }
                    odd += (std::mem::discriminant(&side) != std::mem::discriminant(&natural(k))) as usize;
                    labels.push(r);
                }
                if labels.len() < n {
                    continue;
                }
                // The group's longest side: what must find room round a hex.
                let b = all.iter().chain(&labels).fold(Rect::NOTHING, |a, r| a.union(*r));
                let cost = b.width().max(b.height()) * (1.0 + 0.1 * odd as f32);
                if best.as_ref().is_none_or(|b| cost < b.0) {
                    best = Some((cost, labels));
                }
            }
            let (cost, labels) = best?;
            let spots = order
                .iter()
                .zip(labels)
                .enumerate()
                .map(|(k, (&i, l))| Spot { want: i, at: place(k).to_vec2(), label: Some(l) })
                .collect();
            Some((cost, spots))
        };
        // Every order of the row along both axes: the most compact (the
        // natural order, #1 first, and the axis across the facing a little
        // favoured). Failing all, the natural row with no room kept for
        // labels (they find their places later).
        let mut orders: Vec<Vec<usize>> = vec![row.clone()];
        if row.len() == 2 {
            orders.push(vec![row[1], row[0]]);
        } else if row.len() == 3 {
            for p in [[0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
                orders.push(p.iter().map(|&k| row[k]).collect());
            }
        }
        let mut best: Option<(f32, Vec<Spot>)> = None;
        for (k, order) in orders.iter().enumerate() {
            for (j, &axis) in axes.iter().enumerate() {
                let Some((cost, spots)) = line(order, axis) else { continue };
                let favour = if k == 0 { 0.9 } else { 1.0 } * if j == 0 { 0.95 } else { 1.0 };
                if best.as_ref().is_none_or(|b| cost * favour < b.0) {
                    best = Some((cost * favour, spots));
                }
            }
        }
        out = best.map(|b| b.1).unwrap_or_else(|| {
            let mid = (row.len() as f32 - 1.0) / 2.0;
            let step = step * 1.6;
            row.iter()
                .enumerate()
                .map(|(k, &i)| Spot { want: i, at: axes[0] * (k as f32 - mid) * step, label: None })
                .collect()
        });
    }
    for &i in members.iter().filter(|&&i| !row.contains(&i)) {
        let taken = cover_all(&out);
        let bounds = taken.iter().fold(Rect::NOTHING, |a, r| a.union(*r));
        let half = wants[i].size / 2.0 + Vec2::splat(gap);
        let spots: Vec<Vec2> = if taken.is_empty() {
            vec![Vec2::ZERO]
        } else {
            let c = bounds.center().to_vec2();
            let (top, bottom) = (bounds.min.y - half.y, bounds.max.y + half.y);
            let (left, right) = (bounds.min.x - half.x, bounds.max.x + half.x);
            vec![vec2(c.x, top), vec2(c.x, bottom), vec2(right, c.y), vec2(left, c.y)]
        };
        let at = spots
            .iter()
            .copied()
            .find(|&q| !overlaps_any(&wants[i].parts(Pos2::ZERO + q), &taken))
            .unwrap_or(spots[0]);
        out.push(Spot { want: i, at, label: None });
    }
    // Centred on the group's middle.
    let mid = cover_all(&out).iter().fold(Rect::NOTHING, |a, r| a.union(*r)).center().to_vec2();
    for s in &mut out {
        s.at -= mid;
        s.label = s.label.map(|r| r.translate(-mid));
    }
    out
}

/// Damage markers to move: each one's index and its new place.
pub type Moves = Vec<(usize, Pos2)>;

/// What a group placed on the board must keep clear of.
pub struct Room<'a> {
    /// Counters placed and room kept for their labels: never covered.
    pub hard: &'a [Rect],
    /// Symbols, defence markers, margin letters: covered only if need be.
    pub soft: &'a [Rect],
    pub bounds: Rect,
    /// Damage markers: never covered; one in the way moves, if it can, to
    /// another spot in its hex.
    pub discs: &'a [Disc],
    /// The middles of hexes whose counters are still to come.
    pub pending: &'a [Rect],
    pub u: f32,
}

impl Room<'_> {
    fn inside(&self, all: &[Rect]) -> bool {
        all.iter().all(|r| self.bounds.contains_rect(*r))
    }

    /// Does `all` fit, covering no counter and no damage marker (nor any
    /// symbol if `soft`), on the board if `inside`?
    fn fits(&self, all: &[Rect], soft: bool, inside: bool) -> bool {
        let marks: Vec<Rect> = self.discs.iter().map(Disc::rect).collect();
        !(overlaps_any(all, self.hard)
            || overlaps_any(all, &marks)
            || (soft && overlaps_any(all, self.soft))
            || (inside && !self.inside(all)))
    }

    /// Where the damage markers in the way of `all` can go instead, clear
    /// of symbols if `soft`; none if one cannot move.
    fn moves(&self, all: &[Rect], soft: bool, inside: bool) -> Option<Moves> {
        if overlaps_any(all, self.hard) || (inside && !self.inside(all)) {
            return None;
        }
        let mut moved: Moves = Vec::new();
        for (k, d) in self.discs.iter().enumerate() {
            if !overlaps_any(all, &[d.rect()]) {
                continue;
            }
            let others: Vec<Rect> = self
                .discs
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != k)
                .map(|(j, o)| moved.iter().find(|(m, _)| *m == j).map_or(o.rect(), |(_, at)| o.rect_at(*at)))
                .collect();
            let clear = |c: &Pos2| {
                let r = [d.rect_at(*c)];
                !(overlaps_any(&r, all)
                    || overlaps_any(&r, self.hard)
                    || (soft && overlaps_any(&r, self.soft))
                    || overlaps_any(&r, &others))
            };
            moved.push((k, *d.spots.iter().find(|c| clear(c))?));
        }
        Some(moved)
    }

    /// The cheapest of `places` for a group covering `cover(q)` at `q`:
    /// near its hex, clear of symbols, on the board, off the hexes still
    /// to fill, moving no damage marker — each a cost in hexes. None when
    /// every place covers a counter or a marker that cannot move.
    pub fn best(&self, places: &[Vec2], cover: impl Fn(Vec2) -> Vec<Rect>) -> Option<(Vec2, Moves)> {
        let mut found: Option<(f32, Vec2, Moves)> = None;
        for (k, &q) in places.iter().enumerate() {
            let all = cover(q);
            let crowds = if overlaps_any(&all, self.pending) { 0.5 } else { 0.0 };
            let near = q.length() / self.u + k as f32 * 0.001 + crowds;
            for inside in [true, false] {
                let off_board = if inside { 0.0 } else { 2.0 };
                let options = [
                    self.fits(&all, true, inside).then(|| (0.0, Vec::new())),
                    self.fits(&all, false, inside).then(|| (0.8, Vec::new())),
                    self.moves(&all, true, inside).map(|m| (0.3, m)),
                    self.moves(&all, false, inside).map(|m| (1.0, m)),
                ];
                for (cost, m) in options.into_iter().flatten() {
                    let c = near + cost + off_board;
                    if found.as_ref().is_none_or(|f| c < f.0) {
                        found = Some((c, q, m));
                    }
                }
            }
        }
        found.map(|(_, q, m)| (q, m))
    }
}
