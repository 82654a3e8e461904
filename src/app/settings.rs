//! What the app remembers between runs: the window's size, the play
//! screen's side column's width, the interface's zoom and the
//! new-campaign form as it was last used. A small JSON file in the
//! platform's config folder (`~/.config/londons-burning/` on Linux); a
//! missing or broken file is the defaults, never an error, and a broken
//! entry loses only itself.

use crate::rules::state::Players;
use crate::rules::{Options, Scenario, WeatherMode};
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The window's inner size when it was last closed.
    pub window: Option<[f32; 2]>,
    /// The play screen's side column's width (points), as the player
    /// dragged it.
    #[serde(default)]
    pub side: Option<f32>,
    /// The interface's zoom (Ctrl + / Ctrl −, or the bar's control).
    #[serde(default)]
    pub zoom: Option<f32>,
    /// The new-campaign form when a campaign was last started from it.
    pub new_campaign: Option<NewCampaign>,
}

/// The new-campaign form's choices (not the name nor the seed, new for
/// every campaign).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewCampaign {
    pub scenario: Scenario,
    pub weather: WeatherMode,
    pub players: Players,
    /// The base's site id.
    pub base: String,
    /// The optional rules, the player's own defences (14.4) among them.
    pub options: Options,
}

/// The settings file, in the platform's config folder (the browser's is
/// an entry of its storage, `web::SETTINGS`).
#[cfg(not(target_arch = "wasm32"))]
pub fn path() -> Option<std::path::PathBuf> {
    directories::ProjectDirs::from("", "", "londons-burning").map(|p| p.config_dir().join("settings.json"))
}

impl Settings {
    /// The settings in `file`, each entry read on its own.
    pub fn load_from(file: &Path) -> Settings {
        let v: serde_json::Value = crate::files::read_limited(file, 64 << 10)
            .ok()
            .and_then(|t| serde_json::from_slice(&t).ok())
            .unwrap_or_default();
        fn entry<T: serde::de::DeserializeOwned>(v: &serde_json::Value, key: &str) -> Option<T> {
            v.get(key).and_then(|x| T::deserialize(x).ok())
        }
        // A size no screen has is forgotten.
        let sane = |w: &[f32; 2]| (640.0..=8192.0).contains(&w[0]) && (480.0..=8192.0).contains(&w[1]);
        Settings {
            window: entry::<[f32; 2]>(&v, "window").filter(sane),
            side: entry::<f32>(&v, "side").filter(|w| (120.0..=4000.0).contains(w)),
            zoom: entry::<f32>(&v, "zoom").filter(|z| (0.5..=3.0).contains(z)),
            new_campaign: entry(&v, "new_campaign"),
        }
    }

    /// Writes the settings (atomically); a failure is ignored: they are a
    /// convenience.
    pub fn store_to(&self, file: &Path) {
        if let Ok(text) = serde_json::to_string_pretty(self) {
            let _ = crate::save::write_atomic(file, text.as_bytes());
        }
    }

    /// Changes the settings in `file` (read, changed, written): each part
    /// of the app writes only its own entry.
    pub fn update(file: &Path, change: impl FnOnce(&mut Settings)) {
        let mut s = Settings::load_from(file);
        change(&mut s);
        s.store_to(file);
    }
}
