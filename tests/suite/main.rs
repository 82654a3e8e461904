//! The integration tests, one binary (one link of the GUI stack instead of
//! one per file): each module is a part of the game or the app, named as
//! the test files were. `cargo test --release -- board::` runs one part.

// The app's allocator (src/main.rs), so the tests allocate as the app does.
// The UI tests build a fresh app, fonts and glyph atlas for each harness: with
// the system's malloc about a sixth of their time went to malloc and free
// (perf); the monkey test took 16.4 s of processor time before, 12.7 s after.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod common;

mod advice;
mod architecture;
mod board;
mod coach;
mod composite;
mod coach_reasons;
mod crash;
mod edition;
mod expert;
mod files;
mod guide;
mod hardening;
mod install;
mod luck;
mod review_ledger;
mod luftwaffe;
mod luftwaffe_player;
mod one_build;
mod own_dice;
mod raf;
mod report;
mod rollouts;
mod rule_fixes;
mod rules_reference;
mod saves;
mod setup_and_calendar;
mod simulate;
mod sliced;
mod soak;
mod spanish;
mod summaries;
mod table;
mod transfer;
mod translation;
mod two_raf;
mod ui;
mod ui_advice;
mod ui_coach;
mod ui_guide;
mod ui_keyboard;
mod ui_laptop;
mod ui_layout;
mod ui_luftwaffe;
mod ui_map;
mod ui_monkey;
mod ui_own_dice;
mod ui_play;
mod ui_prompt;
mod ui_records;
mod ui_records_fit;
mod ui_start;
mod ui_verdict_night;
// The unit tests of src/ (no `#[cfg(test)]` there: Cargo.toml, [lib]).
mod unit_app;
mod unit_board;
mod unit_files;
mod unit_map;
mod unit_reference;
mod unit_rules;
mod unit_sim;
mod unit_text;
mod unit_translations;
mod words;
mod worked_example;
mod yardstick;
