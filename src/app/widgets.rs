//! Small pieces the screens share: the language switch (English, Spanish
//! and the languages of the user's languages folder), the spinner, the
//! name a new campaign gets, and the order panels were opened in (Escape
//! closes the newest).

use crate::save::Listed;
use crate::text::Lang;
use std::sync::atomic::{AtomicU64, Ordering};

/// The language switch folded into one button naming the language in
/// use, the others in its menu (a narrow bar).
pub fn language_menu(ui: &mut egui::Ui, lang: &mut Lang) {
    let name = format!("{}: {}", crate::t!(*lang, "language-menu"), lang.name());
    let r = egui::ComboBox::from_id_salt("language-menu")
        .selected_text(lang.name())
        .width(0.0)
        .show_ui(ui, |ui| language_switch(ui, lang))
        .response;
    r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
    r.on_hover_text(name);
}

pub fn language_switch(ui: &mut egui::Ui, lang: &mut Lang) {
    ui.selectable_value(lang, Lang::ES, "Español");
    ui.selectable_value(lang, Lang::EN, "English");
    // The languages of the user's languages folder, by their own names.
    for other in Lang::all().into_iter().skip(Lang::ALL.len()) {
        ui.selectable_value(lang, other, other.name());
    }
}

/// The name a new campaign gets: the next "Campaign N", in the player's
/// language ("Campaña N").
pub fn default_name(saves: &[Listed], lang: crate::text::Lang) -> String {
    let n = saves.len() + 1;
    t!(lang, "default-campaign-name", n = n)
}

/// A turning arc, redrawn ten times a second (egui's spinner asks for every
/// frame, which would take the cores the advisor needs).
pub fn spinner(ui: &mut egui::Ui, colour: egui::Color32) {
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let t = ui.input(|i| i.time);
    let start = (t * 4.0) % std::f64::consts::TAU;
    let r = rect.width() / 2.0 - 1.0;
    let points: Vec<egui::Pos2> = (0..=16)
        .map(|i| {
            let a = (start + i as f64 / 16.0 * 4.0) as f32;
            rect.center() + r * egui::vec2(a.cos(), a.sin())
        })
        .collect();
    ui.painter().add(egui::Shape::line(points, egui::Stroke::new(2.0, colour)));
    ui.ctx().request_repaint_after(std::time::Duration::from_millis(100));
}

static STAMPS: AtomicU64 = AtomicU64::new(1);

/// A number larger than every one given before: when a panel opened, so
/// Escape can close the newest.
pub fn stamp() -> u64 {
    STAMPS.fetch_add(1, Ordering::Relaxed)
}

/// Work done off the UI thread, counted: how far, and the flag that stops
/// it (the review, a yardstick simulated on demand).
pub struct Progress {
    pub done: std::sync::Arc<std::sync::atomic::AtomicUsize>,
    pub total: std::sync::Arc<std::sync::atomic::AtomicUsize>,
    pub cancel: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Progress {
    pub fn new() -> Progress {
        Progress { done: Default::default(), total: Default::default(), cancel: Default::default() }
    }

    /// A progress bar saying `text(done, total)`, and Cancel.
    pub fn ui(&self, ui: &mut egui::Ui, text: impl Fn(usize, usize) -> String, lang: Lang) {
        use std::sync::atomic::Ordering;
        let (n, of) = (self.done.load(Ordering::Relaxed), self.total.load(Ordering::Relaxed));
        let frac = if of == 0 { 0.0 } else { n as f32 / of as f32 };
        ui.add(egui::ProgressBar::new(frac).desired_width(380.0).text(text(n, of)));
        if ui.button(crate::t!(lang, "cancel")).clicked() {
            self.cancel.store(true, Ordering::Relaxed);
        }
    }
}

/// A button that shows the key that presses it, in a key cap after its
/// text; its accessible name is the text alone, and the key its keyboard
/// shortcut (see [`shortcut`]).
pub fn keyed_button(ui: &mut egui::Ui, enabled: bool, text: &str, key: &str) -> egui::Response {
    keyed_button_as(ui, enabled, text, text, key)
}

/// A keyed button showing `shown` (an icon, in a narrow bar) for the
/// button named `name`: the name stays its accessible name.
pub fn keyed_button_as(ui: &mut egui::Ui, enabled: bool, shown: &str, name: &str, key: &str) -> egui::Response {
    let body = egui::TextStyle::Body.resolve(ui.style());
    let mut job = egui::text::LayoutJob::default();
    job.append(
        shown,
        0.0,
        egui::TextFormat { font_id: body.clone(), color: egui::Color32::PLACEHOLDER, ..Default::default() },
    );
    job.append(
        key,
        6.0,
        egui::TextFormat {
            font_id: egui::FontId::monospace(body.size * 0.8),
            color: egui::Color32::WHITE,
            background: super::style::MUTED,
            valign: egui::Align::Center,
            ..Default::default()
        },
    );
    let r = ui.add_enabled(enabled, egui::Button::new(job));
    r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, name));
    shortcut(&r, key);
    r
}

/// A button's hover text: in a narrow bar, where the button shows only
/// its icon, its name first.
pub fn hint(compact: bool, name: &str, hint: String) -> String {
    if compact { format!("{name}\n{hint}") } else { hint }
}

/// A panel's close button: "Esc" shown on it when Escape closes this
/// panel (the newest open), else its text alone.
pub fn close_button(ui: &mut egui::Ui, text: &str, esc: bool) -> egui::Response {
    if esc { keyed_button(ui, true, text, "Esc") } else { ui.button(text) }
}

/// Tells a screen reader the key `cap` ("3", "A", "Ctrl+Z", "Esc",
/// "Enter", "⌫") presses the button `r` shows it on: its keyboard shortcut
/// in the accessibility tree. The tests find the keyed buttons there. It
/// costs nothing while no screen reader (and no test) reads the tree:
/// egui builds no tree then.
pub fn shortcut(r: &egui::Response, cap: &str) {
    r.ctx.accesskit_node_builder(r.id, |node| node.set_keyboard_shortcut(cap));
}

/// The interface's zoom, visible (Ctrl − and Ctrl + do the same, Ctrl 0
/// or a click on the figure goes back to 100 %); the app remembers it
/// between runs. Reads "Ctrl − 100 % Ctrl +" in a right-to-left row too
/// (the start screen's bar).
pub fn zoom_control(ui: &mut egui::Ui, lang: Lang) {
    zoom_control_sized(ui, lang, false)
}

/// The zoom control; `compact` (a narrow bar): "−" and "+", their keys
/// on hover.
pub fn zoom_control_sized(ui: &mut egui::Ui, lang: Lang, compact: bool) {
    let (out, inn) = if compact { ("−", "+") } else { ("Ctrl −", "Ctrl +") };
    let ctx = ui.ctx().clone();
    let pct = (ctx.zoom_factor() * 100.0).round() as i32;
    let mut parts = [Zoom::Out, Zoom::Reset, Zoom::In];
    if ui.layout().prefer_right_to_left() {
        parts.reverse();
    }
    for part in parts {
        match part {
            Zoom::Out => {
                if ui.button(out).on_hover_text(crate::t!(lang, "zoom-out")).clicked() {
                    egui::gui_zoom::zoom_out(&ctx);
                }
            }
            Zoom::Reset => {
                let figure = ui.add(egui::Button::new(format!("{pct} %")).frame(false)).on_hover_text(
                    format!("{}\n{}", crate::t!(lang, "zoom-reset"), crate::t!(lang, "zoom-hint")),
                );
                if figure.clicked() {
                    ctx.set_zoom_factor(1.0);
                }
            }
            Zoom::In => {
                if ui.button(inn).on_hover_text(crate::t!(lang, "zoom-in")).clicked() {
                    egui::gui_zoom::zoom_in(&ctx);
                }
            }
        }
    }
}

/// The three parts of the zoom control.
#[derive(Clone, Copy)]
enum Zoom {
    Out,
    Reset,
    In,
}
