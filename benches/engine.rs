//! Benchmarks (criterion): whole long campaigns with each bot, rollouts and
//! the advisor, the expert's review of a finished campaign, replaying a
//! 34-day save from its choices, saving and loading, and the app's frame
//! build on a busy map, headless. `cargo bench --features bench --bench engine`; results and
//! targets in BENCHMARKS.md.

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use londons_burning::app::{App, AppConfig};
use londons_burning::edition::Edition;
use londons_burning::text::Lang;
use londons_burning::rules::{Decision, Pending, Scenario, Setup, WeatherMode};
use londons_burning::save::{self, SaveFile};
use londons_burning::session::Session;
use londons_burning::sim::Bot;
use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

// The binary's allocator, so the numbers are the simulator's.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[path = "workload.rs"]
mod workload;
use workload::Horizon;

fn campaigns(cr: &mut Criterion) {
    let ed = Edition::builtin().unwrap();
    let mut g = cr.benchmark_group("long campaign");
    g.throughput(Throughput::Elements(1));
    for (name, bot) in [("random", Bot::Random), ("passive", Bot::Passive), ("sensible", Bot::Sensible)] {
        let mut seed = 0u64;
        let mut ev = Vec::with_capacity(256);
        g.bench_function(name, |b| {
            b.iter(|| {
                // A new campaign every time: the mean is over many seeds.
                seed += 1;
                black_box(workload::campaign(&ed, bot, seed, &mut ev))
            })
        });
    }
    g.finish();
}

/// Monte Carlo rollouts from a mid-campaign state (a raid on the map, a
/// fighter to move): a clone with its own dice played to the end of the
/// phase, as the expert and the advisor run them; and the advisor's whole
/// answer at that decision (200 rollouts an option).
fn rollouts(cr: &mut Criterion) {
    let ed = Edition::builtin().unwrap();
    let start = workload::mid_campaign(&ed);
    let mut g = cr.benchmark_group("rollout to the end of the phase");
    g.throughput(Throughput::Elements(1));
    for (name, bot) in [("random", Bot::Random), ("sensible", Bot::Sensible)] {
        let mut i = 0u64;
        let mut ev = Vec::with_capacity(256);
        g.bench_function(name, |b| {
            b.iter(|| {
                i += 1;
                black_box(workload::rollout(&start, bot, Horizon::Phase, i, &mut ev))
            })
        });
    }
    g.finish();
    let mut g = cr.benchmark_group("advisor");
    let Pending::Decide(d) = start.pending() else { unreachable!() };
    let cfg = londons_burning::sim::advisor::AdviceConfig::default();
    g.bench_function("advise a fighter's move (200 rollouts an option, more to 50,000 within noise)", |b| {
        b.iter(|| black_box(londons_burning::sim::advisor::advise(&start, &d, &cfg)))
    });
    g.finish();
}

/// The expert's review of a finished campaign played by the expert bot
/// (issue 23: at most 10 s for a short one, 30 s for a long one, on two
/// cores), with the default settings, computed afresh each time.
fn reviews(cr: &mut Criterion) {
    use londons_burning::sim::review::{ReviewConfig, review};
    let ed = Edition::builtin().unwrap();
    let mut g = cr.benchmark_group("review");
    g.sample_size(10);
    for (name, scenario) in [("short campaign", Scenario::Short), ("long campaign", Scenario::Long)] {
        let mut s =
            Session::new("Bench", ed.clone(), Setup::new(scenario, WeatherMode::Historical, 7)).unwrap();
        let mut rng = <rand_chacha::ChaCha8Rng as rand_chacha::rand_core::SeedableRng>::seed_from_u64(7);
        while let Pending::Decide(d) = s.campaign().pending_light() {
            let choice = Bot::Expert.choose(s.campaign(), &d, &mut rng);
            s.apply(choice).unwrap();
        }
        let never = std::sync::atomic::AtomicBool::new(false);
        g.bench_function(name, |b| {
            b.iter(|| black_box(review(&s.played(), &ReviewConfig::default(), &|_, _| {}, &never).unwrap()))
        });
    }
    g.finish();
}

/// A session of the long scenario played to its end (34 days) by the
/// sensible bot, as a player's finished campaign.
fn long_session(ed: &Arc<Edition>) -> Session {
    let mut s =
        Session::new("Bench", ed.clone(), Setup::new(Scenario::Long, WeatherMode::Historical, 3)).unwrap();
    while let Pending::Decide(d) = s.campaign().pending_light() {
        let choice = londons_burning::sim::sensible(s.campaign(), &d);
        s.apply(choice).unwrap();
    }
    s
}

fn saves(cr: &mut Criterion) {
    let ed = Edition::builtin().unwrap();
    let s = long_session(&ed);
    let dir = tempfile::tempdir().unwrap();
    let path = save::write(dir.path(), &s).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    eprintln!(
        "34-day save: {} days, {} choices, {} snapshots, {} bytes",
        s.campaign()
            .state()
            .date
            .signed_duration_since(chrono::NaiveDate::from_ymd_opt(1940, 8, 13).unwrap())
            .num_days()
            + 1,
        s.choices().len(),
        s.snapshots().len(),
        text.len()
    );
    let mut g = cr.benchmark_group("34-day save");
    g.bench_function("replay from its choices", |b| {
        b.iter(|| {
            let f = SaveFile::parse(Path::new("bench.json"), black_box(&text)).unwrap();
            black_box(f.into_session(Path::new("bench.json"), ed.clone()).unwrap())
        })
    });
    g.bench_function("save (serialise + atomic write)", |b| {
        b.iter(|| save::write(dir.path(), black_box(&s)).unwrap())
    });
    g.bench_function("load (read + parse + replay)", |b| {
        b.iter(|| save::load(dir.path(), "Bench", ed.clone()).unwrap())
    });
    g.finish();
}

/// The app on a busy map: a raid several impulses in, both fighters up,
/// the pointer sweeping the map.
fn frame(cr: &mut Criterion) {
    let ed = Edition::builtin().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut found = false;
    'seeds: for seed in 1..500u64 {
        let mut s =
            Session::new("Busy", ed.clone(), Setup::new(Scenario::Regular, WeatherMode::Historical, seed))
                .unwrap();
        for _ in 0..5000 {
            let c = s.campaign();
            let Pending::Decide(d) = c.pending_light() else { continue 'seeds };
            let both_up = (0..2).all(|f| {
                c.state().plane_of(c.edition(), f).is_some_and(|p| c.state().planes[p].level.airborne())
            });
            let busy = c.state().raid.as_ref().is_some_and(|r| r.impulse >= 3 && r.raiders.len() >= 8);
            if matches!(d, Decision::Move { .. }) && both_up && busy {
                save::write(dir.path(), &s).unwrap();
                found = true;
                break 'seeds;
            }
            let choice = londons_burning::sim::sensible(c, &d);
            s.apply(choice).unwrap();
        }
    }
    assert!(found, "no busy map found");
    let mut app = App::new(AppConfig {
        saves_dir: dir.path().into(),
        edition: ed,
        lang: Lang::EN,
        open: Some("Busy".into()),
    });
    let ctx = egui::Context::default();
    let input = |t: f64, x: f32| egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1600.0, 1000.0))),
        time: Some(t),
        events: vec![egui::Event::PointerMoved(egui::pos2(400.0 + x, 420.0))],
        ..Default::default()
    };
    for i in 0..10 {
        let _ = ctx.run_ui(input(i as f64 / 60.0, 0.0), |ui| app.show(ui));
    }
    let mut i = 0u64;
    let mut g = cr.benchmark_group("app frame, busy map");
    g.bench_function("build UI", |b| {
        b.iter(|| {
            i += 1;
            black_box(ctx.run_ui(input(1.0 + i as f64 / 60.0, (i % 500) as f32), |ui| app.show(ui)))
        })
    });
    g.bench_function("build UI + tessellate", |b| {
        b.iter_batched(
            || {
                i += 1;
                input(1.0 + i as f64 / 60.0, (i % 500) as f32)
            },
            |inp| {
                let out = ctx.run_ui(inp, |ui| app.show(ui));
                black_box(ctx.tessellate(out.shapes, out.pixels_per_point))
            },
            BatchSize::SmallInput,
        )
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(Duration::from_secs(6)).warm_up_time(Duration::from_secs(2));
    targets = campaigns, rollouts, reviews, saves, frame
}
criterion_main!(benches);
