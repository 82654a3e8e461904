//! London's Burning campaign manager: the rules engine, the board edition,
//! saves and the desktop app.

pub mod app;
pub mod cli;
pub mod coach_words;
pub mod crash;
pub mod desktop;
pub mod edition;
pub mod guide;
pub mod i18n;
pub mod reference;
pub mod report;
pub mod rules;
pub mod save;
pub mod session;
pub mod table;
pub mod sim;
