//! Reading an aircraft's hit markers (8.43, 9): destroyed or not, the action
//! penalty, engine and pilot damage. Shared by RAF and German aircraft.

use crate::edition::{AircraftType, PositionKind};
use crate::rules::state::Hits;

/// Hits of one kind of position.
#[inline]
fn of<'a>(ty: &'a AircraftType, hits: &Hits, kind: PositionKind) -> impl Iterator<Item = u8> + 'a {
    let hits = *hits;
    ty.positions.iter().enumerate().filter(move |(_, p)| **p == kind).map(move |(i, _)| hits[i])
}

/// 8.43: two hits on the same position (not the gunner) destroy the aircraft.
pub fn destroyed(ty: &AircraftType, hits: &Hits) -> bool {
    ty.positions.iter().enumerate().any(|(i, p)| *p != PositionKind::Gunner && hits[i] >= 2)
}

/// R10: -1 for each engine hit, the first pilot hit and each frame hit;
/// gunner hits do not count (9.1-9.4).
#[inline]
pub fn action_penalty(ty: &AircraftType, hits: &Hits) -> i32 {
    let engines: u32 = of(ty, hits, PositionKind::Engine).map(u32::from).sum();
    let frames: u32 = of(ty, hits, PositionKind::Frame).map(u32::from).sum();
    let pilot = of(ty, hits, PositionKind::Pilot).any(|h| h > 0) as u32;
    (engines + frames + pilot) as i32
}

/// Any engine hit (9.1): the aircraft must withdraw.
pub fn engine_hit(ty: &AircraftType, hits: &Hits) -> bool {
    of(ty, hits, PositionKind::Engine).any(|h| h > 0)
}

/// Every engine hit: a twin with both engines out (or a single engine hit)
/// descends a level a hex (9.1).
pub fn all_engines_hit(ty: &AircraftType, hits: &Hits) -> bool {
    of(ty, hits, PositionKind::Engine).all(|h| h > 0)
}

pub fn pilot_hit(ty: &AircraftType, hits: &Hits) -> bool {
    of(ty, hits, PositionKind::Pilot).any(|h| h > 0)
}

/// Two hits on the pilot: he is dead (9.2, 9.5).
pub fn pilot_killed(ty: &AircraftType, hits: &Hits) -> bool {
    of(ty, hits, PositionKind::Pilot).any(|h| h >= 2)
}

pub fn gunner_hit(ty: &AircraftType, hits: &Hits) -> bool {
    of(ty, hits, PositionKind::Gunner).any(|h| h > 0)
}

pub fn undamaged(hits: &Hits) -> bool {
    hits.iter().all(|&h| h == 0)
}

/// Hexes an engine-damaged aircraft can still fly from a level (R6): one a
/// level above Ground plus one, doubled for a twin with one engine left.
pub fn engine_range(ty: &AircraftType, hits: &Hits, above_ground: u8) -> u32 {
    let base = above_ground as u32 + 1;
    if ty.engines() > 1 && !all_engines_hit(ty, hits) { 2 * base } else { base }
}
