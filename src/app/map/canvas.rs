//! Drawing once, showing every frame: the map and its legend are drawn into
//! a [`Canvas`], which keeps the shapes and the texts apart. [`Canvas::bake`]
//! tessellates the shapes into one mesh, so a frame in which nothing changed
//! shows that mesh and lays out only its texts (from egui's text cache): it
//! recomputes nothing. Texts are laid out again each frame rather than kept
//! as galleys, whose places in the font atlas egui may change.

use egui::epaint::{Mesh, Tessellator};
use egui::{Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2};
use std::sync::Arc;

/// A text to show at `pos` (its top-left corner).
#[derive(Clone, Debug)]
pub struct TextItem {
    pub pos: Pos2,
    pub text: String,
    pub font: FontId,
    pub colour: Color32,
}

/// Shapes and texts recorded in the order drawn.
pub struct Canvas {
    ctx: egui::Context,
    shapes: Vec<Shape>,
    texts: Vec<TextItem>,
}

impl Canvas {
    pub fn new(ctx: &egui::Context) -> Canvas {
        Canvas { ctx: ctx.clone(), shapes: Vec::with_capacity(512), texts: Vec::with_capacity(128) }
    }

    pub fn add(&mut self, shape: impl Into<Shape>) {
        self.shapes.push(shape.into());
    }

    pub fn circle(&mut self, c: Pos2, r: f32, fill: Color32, stroke: Stroke) {
        self.add(egui::epaint::CircleShape { center: c, radius: r, fill, stroke });
    }

    pub fn circle_filled(&mut self, c: Pos2, r: f32, fill: Color32) {
        self.add(Shape::circle_filled(c, r, fill));
    }

    pub fn circle_stroke(&mut self, c: Pos2, r: f32, stroke: Stroke) {
        self.add(Shape::circle_stroke(c, r, stroke));
    }

    pub fn line_segment(&mut self, points: [Pos2; 2], stroke: Stroke) {
        self.add(Shape::line_segment(points, stroke));
    }

    pub fn rect(&mut self, r: Rect, corner: f32, fill: Color32, stroke: Stroke, kind: StrokeKind) {
        self.add(egui::epaint::RectShape::new(r, CornerRadius::from(corner), fill, stroke, kind));
    }

    pub fn rect_filled(&mut self, r: Rect, corner: f32, fill: Color32) {
        self.add(Shape::rect_filled(r, CornerRadius::from(corner), fill));
    }

    pub fn rect_stroke(&mut self, r: Rect, corner: f32, stroke: Stroke, kind: StrokeKind) {
        self.add(Shape::rect_stroke(r, CornerRadius::from(corner), stroke, kind));
    }

    /// The size `text` takes in `font`.
    pub fn measure(&self, text: &str, font: &FontId) -> Vec2 {
        self.ctx.fonts_mut(|f| f.layout(text.to_string(), font.clone(), Color32::WHITE, f32::INFINITY)).size()
    }

    /// A text anchored at `pos`; returns where it lies.
    pub fn text(
        &mut self,
        pos: Pos2,
        anchor: Align2,
        text: impl ToString,
        font: FontId,
        colour: Color32,
    ) -> Rect {
        let text = text.to_string();
        let rect = anchor.anchor_size(pos, self.measure(&text, &font));
        self.texts.push(TextItem { pos: rect.min, text, font, colour });
        rect
    }

    /// The shapes tessellated into one mesh, with the texts.
    pub fn bake(self, pixels_per_point: f32) -> Baked {
        let options = self.ctx.tessellation_options(|o| *o);
        // No text goes through this tessellator, so the font texture's size
        // is never used.
        let mut tess = Tessellator::new(pixels_per_point, options, [1, 1], Vec::new());
        let mut mesh = Mesh::default();
        for shape in self.shapes {
            tess.tessellate_shape(shape, &mut mesh);
        }
        Baked { mesh: Arc::new(mesh), texts: self.texts }
    }
}

/// A canvas ready to show.
#[derive(Clone, Default)]
pub struct Baked {
    mesh: Arc<Mesh>,
    texts: Vec<TextItem>,
}

impl Baked {
    pub fn paint(&self, painter: &Painter) {
        if !self.mesh.is_empty() {
            painter.add(Shape::Mesh(self.mesh.clone()));
        }
        for t in &self.texts {
            let galley = painter.layout_no_wrap(t.text.clone(), t.font.clone(), t.colour);
            painter.galley(t.pos, galley, t.colour);
        }
    }
}
