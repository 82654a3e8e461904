//! London's Burning campaign manager: the rules engine, the board edition,
//! saves and the desktop app.

// First: its macros (t!, id!) serve every module below.
#[macro_use]
pub mod text;
pub mod app;
pub mod board;
// The command line: the desktop's (the browser starts the app from its page).
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod crash;
pub mod desktop;
pub mod edition;
pub mod files;
pub mod guide;
pub mod platform;
pub mod reference;
pub mod report;
pub mod rules;
pub mod save;
pub mod session;
pub mod table;
pub mod sim;
