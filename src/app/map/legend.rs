//! The board's margin beside the map: the compass rose, the sun diagram and
//! the legend. Each has an accessible name (its caption, each legend line's
//! text); their symbols are drawn by the map's own functions, so the legend
//! shows what the map shows, and baked once (see `canvas.rs`).

use super::super::style;
use super::MapCtx;
use super::canvas::{Baked, Canvas};
use super::symbols::{self, SunSide, angle_vec, hex_corners};
use super::tip::kind_msg;
use crate::edition::{Edition, SiteKind};
use crate::text::{Lang, Id};
use crate::rules::events::PhaseId;
use crate::text::{dir_msg, phase_msg};
use crate::rules::state::Phase;
use egui::{Align2, FontId, Rect, RichText, Sense, Shape, Stroke, Ui, vec2};

/// The margin's width for a map area `total` pixels wide.
pub fn width(total: f32) -> f32 {
    (total * 0.26).clamp(150.0, 230.0).min(total * 0.45)
}

/// What a line of the legend shows.
#[derive(Copy, Clone, PartialEq)]
enum Swatch {
    Site(SiteKind),
    Aa { heavy: bool },
    Balloons,
    Damage,
    Base,
    Fighter { grounded: bool },
    Raid { identified: bool },
    Pilot,
    Forecast,
    Reach,
    Danger,
    SunMark,
    HeadOn,
}

#[derive(PartialEq)]
struct TopKey {
    lang: Lang,
    fingerprint: String,
    phase: Option<usize>,
    rects: [Rect; 2],
    pixels_per_point: f32,
}

#[derive(PartialEq)]
struct RowsKey {
    lang: Lang,
    rects: Vec<Rect>,
    pixels_per_point: f32,
}

/// The margin, drawn once and shown while nothing it shows changed.
#[derive(Default)]
pub struct Legend {
    lines: Option<(Lang, Vec<(String, Swatch)>)>,
    top: Option<(TopKey, Baked)>,
    rows: Option<(RowsKey, Baked)>,
}

impl Legend {
    pub fn show(&mut self, ui: &mut Ui, ctx: &MapCtx) {
        let ed = ctx.campaign.edition();
        let lang = ctx.lang;
        let side = ((ui.available_width() - ui.spacing().item_spacing.x) / 2.0).clamp(40.0, 92.0);
        let phase = match ctx.campaign.state().phase {
            Phase::Daylight(i) => Some(i as usize),
            _ => None,
        };
        let (compass, sun) = ui
            .horizontal(|ui| {
                let size = vec2(side, side + 16.0);
                let (a, ra) = ui.allocate_exact_size(size, Sense::hover());
                let (b, rb) = ui.allocate_exact_size(size, Sense::hover());
                let caption = t!(lang, "compass-rose");
                ra.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &caption));
                ra.on_hover_ui(|ui| {
                    ui.label(compass_tip(ed, lang));
                });
                let caption = sun_caption(ctx);
                rb.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &caption));
                rb.on_hover_ui(|ui| {
                    ui.label(sun_tip(ctx));
                });
                (a, b)
            })
            .inner;
        let key = TopKey {
            lang,
            fingerprint: ed.fingerprint.clone(),
            phase,
            rects: [compass, sun],
            pixels_per_point: ui.ctx().pixels_per_point(),
        };
        if !self.top.as_ref().is_some_and(|(k, _)| *k == key) {
            let mut cv = Canvas::new(ui.ctx());
            draw_compass(&mut cv, compass, ed, lang);
            draw_sun(&mut cv, sun, ctx, phase);
            self.top = Some((key, cv.bake(ui.ctx().pixels_per_point())));
        }
        if let Some((_, baked)) = &self.top {
            baked.paint(ui.painter());
        }
        ui.separator();
        if self.lines.as_ref().is_none_or(|(l, _)| *l != lang) {
            self.lines = Some((lang, lines(lang)));
        }
        let Legend { lines, rows, .. } = self;
        let Some((_, lines)) = lines.as_ref() else { return };
        // Open at first where its lines fit on one or two lines; folded in
        // a narrower margin (a click opens it).
        let roomy = ui.available_width() >= 200.0;
        egui::CollapsingHeader::new(RichText::new(t!(lang, "map-legend")).strong())
            .id_salt("map-legend")
            .default_open(roomy)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("map-legend-lines")
                    .auto_shrink([false, true])
                    .show(ui, |ui| show_lines(ui, lang, lines, rows));
            });
    }
}

/// The legend's lines: each text, with its symbol beside it.
fn show_lines(ui: &mut Ui, lang: Lang, lines: &[(String, Swatch)], cache: &mut Option<(RowsKey, Baked)>) {
    ui.spacing_mut().item_spacing.y = 1.0;
    let font = FontId::proportional(12.5);
    let colour = ui.visuals().text_color();
    let w = ui.available_width();
    // The text wraps short of the scroll bar, which floats over the
    // lines' right edge ("Aeródromo satélite" ran under it at 150 %).
    let wrap = (w - 44.0 - ui.spacing().scroll.bar_width).max(40.0);
    let mut rects = Vec::with_capacity(lines.len());
    for (text, swatch) in lines {
        let galley = ui.painter().layout(text.clone(), font.clone(), colour, wrap);
        // Rows as low as their symbols allow: at 1366×768 the whole legend
        // and its hint fit under the compass without scrolling.
        let min = if matches!(swatch, Swatch::Raid { .. }) { 28.0 } else { 20.0 };
        let h = (galley.size().y + 3.0).max(min);
        let (rect, response) = ui.allocate_exact_size(vec2(w, h), Sense::hover());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, text));
        let y = (h - galley.size().y) / 2.0;
        ui.painter().galley(rect.min + vec2(44.0, y), galley, colour);
        rects.push(Rect::from_min_size(rect.min, vec2(40.0, h)));
    }
    let key = RowsKey { lang, rects, pixels_per_point: ui.ctx().pixels_per_point() };
    if !cache.as_ref().is_some_and(|(k, _)| *k == key) {
        let mut cv = Canvas::new(ui.ctx());
        for (r, (_, swatch)) in key.rects.iter().zip(lines) {
            draw_swatch(&mut cv, *r, *swatch, lang);
        }
        *cache = Some((key, cv.bake(ui.ctx().pixels_per_point())));
    }
    if let Some((_, baked)) = cache.as_ref() {
        baked.paint(ui.painter());
    }
    ui.add_space(4.0);
    ui.label(RichText::new(t!(lang, "lg-hover")).size(11.5).color(style::MUTED));
}

/// The eight compass points' names, by bearing.
fn eight_point(bearing: f64) -> Id {
    const NAMES: [Id; 8] =
        [id!("dir-n"), id!("dir-ne"), id!("dir-e"), id!("dir-se"), id!("dir-s"), id!("dir-sw"), id!("dir-w"), id!("dir-nw")];
    let k = (bearing.rem_euclid(360.0) / 45.0).round() as usize % 8;
    NAMES[k]
}

fn compass_tip(ed: &Edition, lang: Lang) -> String {
    let right = ed.map.georef.right_bearing_deg;
    t!(
        lang,
        "compass-tip",
        up = t!(lang, eight_point(right - 90.0)),
        right = t!(lang, eight_point(right))
    )
}

fn draw_compass(cv: &mut Canvas, rect: Rect, ed: &Edition, lang: Lang) {
    let side = rect.width();
    let c = rect.center_top() + vec2(0.0, side / 2.0);
    let letters = [
        t!(lang, "compass-n"),
        t!(lang, "dir-short-e"),
        t!(lang, "compass-s"),
        t!(lang, "dir-short-w"),
    ];
    let letters = [letters[0].as_str(), letters[1].as_str(), letters[2].as_str(), letters[3].as_str()];
    symbols::compass_rose(cv, c, side * 0.4, ed.map.georef.north_angle() as f32, letters);
    caption(cv, rect, t!(lang, "compass-rose"), style::MUTED);
}

/// A caption under its drawing, its font shrunk (down to a floor) to fit
/// the drawing's width. Still wider at the floor ("Sun: south-west" at
/// 150 %), it ends at the drawing's right edge, the column's, and runs
/// into the gap on its left rather than past the column.
fn caption(cv: &mut Canvas, rect: Rect, text: String, colour: egui::Color32) {
    let natural = cv.measure(&text, &FontId::proportional(11.5)).x;
    let size = (11.5 * rect.width() / natural.max(1.0)).clamp(8.5, 11.5);
    let wide = natural * size / 11.5 > rect.width();
    let (at, align) = if wide {
        (rect.right_bottom(), Align2::RIGHT_BOTTOM)
    } else {
        (rect.center_bottom(), Align2::CENTER_BOTTOM)
    };
    cv.text(at, align, text, FontId::proportional(size), colour);
}

fn sun_caption(ctx: &MapCtx) -> String {
    let lang = ctx.lang;
    match ctx.campaign.sun() {
        Some(d) => t!(lang, "sun-diagram", dir = t!(lang, dir_msg(ctx.campaign.edition(), d))),
        None => t!(lang, "sun-diagram-none"),
    }
}

fn sun_tip(ctx: &MapCtx) -> String {
    let (ed, lang) = (ctx.campaign.edition(), ctx.lang);
    let phases: Vec<String> = ed
        .phases
        .iter()
        .enumerate()
        .map(|(i, ph)| {
            format!(
                "{} {}",
                t!(lang, phase_msg(PhaseId::Daylight(i as u8))),
                t!(lang, ed.map.compass(ph.sun).short_msg())
            )
        })
        .collect();
    let dir = ctx.campaign.sun().map(|d| t!(lang, dir_msg(ed, d))).unwrap_or_else(|| "–".into());
    t!(lang, "sun-tip", dir = dir, phases = phases.join(", "))
}

fn draw_sun(cv: &mut Canvas, rect: Rect, ctx: &MapCtx, now: Option<usize>) {
    let (ed, lang) = (ctx.campaign.edition(), ctx.lang);
    let hour = |i: usize| {
        let t = t!(lang, phase_msg(PhaseId::Daylight(i as u8)));
        t.split_whitespace().next().unwrap_or_default().to_string()
    };
    let sides: Vec<SunSide> = ed
        .phases
        .iter()
        .enumerate()
        .map(|(i, ph)| SunSide {
            angle: ph.sun.board_angle() as f32,
            time: hour(i),
            now: Some(i) == now,
            name: t!(lang, ed.map.compass(ph.sun).short_msg()),
        })
        .collect();
    let side = rect.width();
    symbols::sun_diagram(cv, rect.center_top() + vec2(0.0, side / 2.0), side * 0.3, &sides);
    caption(cv, rect, sun_caption(ctx), style::SUN_INK);
}

/// A sentence-case line from a lower-case message.
fn cap(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => s,
    }
}

fn lines(lang: Lang) -> Vec<(String, Swatch)> {
    let mut v: Vec<(String, Swatch)> =
        SiteKind::ALL.iter().map(|&k| (cap(t!(lang, kind_msg(k))), Swatch::Site(k))).collect();
    for (msg, swatch) in [
        (id!("lg-heavy-aa"), Swatch::Aa { heavy: true }),
        (id!("lg-light-aa"), Swatch::Aa { heavy: false }),
        (id!("lg-balloons"), Swatch::Balloons),
        (id!("lg-damage"), Swatch::Damage),
        (id!("lg-base"), Swatch::Base),
        (id!("lg-fighter"), Swatch::Fighter { grounded: false }),
        (id!("lg-fighter-ground"), Swatch::Fighter { grounded: true }),
        (id!("lg-raid-reported"), Swatch::Raid { identified: false }),
        (id!("lg-raid-exact"), Swatch::Raid { identified: true }),
        (id!("lg-pilot"), Swatch::Pilot),
        (id!("forecast-legend"), Swatch::Forecast),
        (id!("reach-legend"), Swatch::Reach),
        (id!("lg-danger"), Swatch::Danger),
        (id!("lg-sun-mark"), Swatch::SunMark),
        (id!("lg-head-on-mark"), Swatch::HeadOn),
    ] {
        v.push((cap(t!(lang, msg)), swatch));
    }
    v
}

fn draw_swatch(cv: &mut Canvas, r: Rect, swatch: Swatch, lang: Lang) {
    let c = r.center();
    match swatch {
        Swatch::Site(kind) => symbols::site(cv, kind, c, if kind == SiteKind::London { 10.5 } else { 7.0 }),
        Swatch::Aa { heavy } => {
            let letter = t!(lang, if heavy { id!("aa-heavy-mark") } else { id!("aa-light-mark") });
            symbols::aa(cv, c, 14.0, &letter, heavy);
        }
        Swatch::Balloons => {
            symbols::balloons(cv, c - vec2(0.0, 3.0), 3.5);
        }
        Swatch::Damage => symbols::damage(cv, c, 8.5, 3),
        Swatch::Base => {
            symbols::site(cv, SiteKind::Sector, c, 5.0);
            cv.add(Shape::closed_line(hex_corners(c, 10.5), Stroke::new(2.5, style::RAF)));
        }
        Swatch::Fighter { grounded } => {
            symbols::fighter(cv, c - vec2(7.0, 0.0), 14.0, angle_vec(0.0), grounded, 1.0);
        }
        Swatch::Raid { identified } => {
            let alt = if identified {
                t!(lang, "level-short-k", n = 10)
            } else {
                format!("{}?", t!(lang, "level-short-k", n = 15))
            };
            let face = symbols::RaidFace::new(cv, "4".into(), alt, 11.0, 9.5);
            let counter = Rect::from_center_size(c - vec2(6.0, 0.0), face.size);
            symbols::raid(cv, counter, &face, identified, angle_vec(0.0));
        }
        Swatch::Pilot => symbols::pilot(cv, c - vec2(0.0, 4.0), 6.0),
        Swatch::Forecast => {
            cv.add(Shape::convex_polygon(hex_corners(c, 10.5), style::LAND, Stroke::NONE));
            cv.add(Shape::convex_polygon(
                hex_corners(c, 10.5),
                style::FORECAST.gamma_multiply(0.5),
                Stroke::new(1.0, style::FORECAST),
            ));
            let odds = crate::text::numbers::percent(lang, 0.17, 0);
            cv.text(c, Align2::CENTER_CENTER, odds, FontId::proportional(10.0), style::INK);
        }
        Swatch::Reach => {
            cv.add(Shape::convex_polygon(hex_corners(c, 10.5), style::LAND, Stroke::NONE));
            cv.add(Shape::convex_polygon(hex_corners(c, 10.5), style::REACH, Stroke::NONE));
        }
        Swatch::Danger => {
            cv.add(Shape::convex_polygon(hex_corners(c, 10.5), style::LAND, Stroke::NONE));
            let mut ring = hex_corners(c, 9.5);
            ring.push(ring[0]);
            cv.add(Shape::dashed_line(&ring, Stroke::new(2.0, style::DAMAGE), 4.0, 2.5));
        }
        Swatch::SunMark => {
            cv.text(c, Align2::CENTER_CENTER, "☀", FontId::proportional(17.0), style::SUN);
        }
        Swatch::HeadOn => {
            cv.text(c, Align2::CENTER_CENTER, "⇄", FontId::proportional(17.0), style::LUFTWAFFE);
        }
    }
}
