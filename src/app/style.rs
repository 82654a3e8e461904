//! Colours and the look of the app: a light, map-table look.

use egui::Color32;

pub const LAND: Color32 = Color32::from_rgb(226, 221, 196);
pub const TABLE: Color32 = Color32::from_rgb(92, 84, 72);
pub const SEA: Color32 = Color32::from_rgb(172, 203, 222);
pub const OPEN_SEA: Color32 = Color32::from_rgb(139, 178, 206);
pub const FRANCE: Color32 = Color32::from_rgb(205, 196, 172);
pub const COAST: Color32 = Color32::from_rgb(70, 90, 110);
pub const THAMES: Color32 = Color32::from_rgb(70, 120, 180);
pub const GRID: Color32 = Color32::from_rgba_premultiplied(60, 60, 60, 40);
pub const LONDON: Color32 = Color32::from_rgb(196, 150, 140);
pub const RAF: Color32 = Color32::from_rgb(30, 70, 150);
/// The ring of the patrol being set up.
pub const RAF_PATROL: Color32 = Color32::from_rgb(70, 130, 230);
pub const RAF_LIGHT: Color32 = Color32::from_rgb(200, 215, 240);
pub const LUFTWAFFE: Color32 = Color32::from_rgb(120, 40, 40);
/// The raid counter face down, before identification (7.1).
pub const LUFTWAFFE_DOWN: Color32 = Color32::from_rgb(88, 58, 58);
pub const LUFTWAFFE_LIGHT: Color32 = Color32::from_rgb(240, 210, 205);
pub const DAMAGE: Color32 = Color32::from_rgb(200, 30, 20);
pub const REACH: Color32 = Color32::from_rgba_premultiplied(30, 110, 30, 45);
/// The dot in a reachable hex (the tint alone is colour only).
pub const REACH_DOT: Color32 = Color32::from_rgb(30, 110, 30);
pub const REACH_HOVER: Color32 = Color32::from_rgba_premultiplied(30, 130, 30, 110);
pub const FORECAST: Color32 = Color32::from_rgb(230, 120, 20);
/// The forecast's odds, as text (darker, to read on the map).
pub const FORECAST_INK: Color32 = Color32::from_rgb(160, 72, 0);
/// AA gun markers.
pub const AA: Color32 = Color32::from_rgb(36, 100, 48);
/// The pale plate under the map's labels (premultiplied: about 85 % opaque).
pub const PLATE: Color32 = Color32::from_rgba_premultiplied(214, 212, 202, 216);
pub const SUN: Color32 = Color32::from_rgb(230, 170, 0);
/// The sun's words (darker, to read on a light background).
pub const SUN_INK: Color32 = Color32::from_rgb(160, 110, 0);
pub const INK: Color32 = Color32::from_rgb(30, 30, 30);
pub const MUTED: Color32 = Color32::from_rgb(110, 110, 110);
/// The guided example's option to take.
pub const GUIDE: Color32 = Color32::from_rgb(255, 236, 170);
pub const OK: Color32 = Color32::from_rgb(30, 120, 40);

/// DejaVu Sans, as a fallback for the symbols the default font lacks
/// (☀ ★ ● ◀ ⇄ …), so every platform draws the same glyphs.
const SYMBOLS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

pub fn apply(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert("dejavu".into(), std::sync::Arc::new(egui::FontData::from_static(SYMBOLS)));
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.entry(family).or_default().push("dejavu".into());
    }
    ctx.set_fonts(fonts);
    ctx.set_visuals(egui::Visuals::light());
    ctx.all_styles_mut(|s| {
        s.spacing.item_spacing = egui::vec2(8.0, 5.0);
        s.spacing.button_padding = egui::vec2(8.0, 4.0);
    });
}
