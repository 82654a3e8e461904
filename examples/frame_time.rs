//! Measures the app's frame build time headlessly: the campaign screen with
//! a raid on the map (or any saved campaign), N frames of building the UI
//! and tessellating it. `cargo run --release --example frame_time -- DIR NAME [FRAMES]`
use londons_burning::app::{App, AppConfig};
use londons_burning::edition::Edition;
use londons_burning::i18n::Lang;
use std::time::Instant;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let dir = std::path::PathBuf::from(&a[1]);
    let frames: usize = a.get(3).and_then(|s| s.parse().ok()).unwrap_or(200);
    let mut app = App::new(AppConfig {
        saves_dir: dir,
        edition: Edition::builtin().unwrap(),
        lang: Lang::En,
        open: Some(a[2].clone()),
    });
    let ctx = egui::Context::default();
    let input = |t: f64, x: f32| egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1600.0, 1000.0))),
        time: Some(t),
        // The pointer sweeps over the map, as a player looking for a hex.
        events: vec![egui::Event::PointerMoved(egui::pos2(400.0 + x, 420.0))],
        ..Default::default()
    };
    // Warm up (fonts, caches).
    for i in 0..10 {
        let _ = ctx.run_ui(input(i as f64 / 60.0, 0.0), |ui| app.show(ui));
    }
    let mut build = Vec::new();
    let mut tess = Vec::new();
    for i in 0..frames {
        let t0 = Instant::now();
        let out = ctx.run_ui(input(1.0 + i as f64 / 60.0, (i % 500) as f32), |ui| app.show(ui));
        let t1 = Instant::now();
        let prims = ctx.tessellate(out.shapes, out.pixels_per_point);
        let t2 = Instant::now();
        std::hint::black_box(prims);
        build.push((t1 - t0).as_secs_f64() * 1000.0);
        tess.push((t2 - t1).as_secs_f64() * 1000.0);
    }
    let stats = |v: &mut Vec<f64>| {
        v.sort_by(|a, b| a.total_cmp(b));
        (v.iter().sum::<f64>() / v.len() as f64, v[v.len() / 2], v[v.len() * 95 / 100])
    };
    let (bm, b50, b95) = stats(&mut build);
    let (tm, t50, t95) = stats(&mut tess);
    println!(
        "{frames} frames: UI build mean {bm:.2} ms (median {b50:.2}, p95 {b95:.2}); tessellation mean {tm:.2} ms (median {t50:.2}, p95 {t95:.2})"
    );
}
