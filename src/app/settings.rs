//! What the app remembers between runs: the window's size. A small JSON
//! file in the platform's config folder (`~/.config/londons-burning/` on
//! Linux); a missing or broken file is the defaults, never an error.

use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The window's inner size when it was last closed.
    pub window: Option<[f32; 2]>,
}

fn path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "londons-burning").map(|p| p.config_dir().join("settings.json"))
}

impl Settings {
    pub fn load() -> Settings {
        let s: Settings = path()
            .and_then(|p| crate::files::read_limited(&p, 64 << 10).ok())
            .and_then(|t| serde_json::from_slice(&t).ok())
            .unwrap_or_default();
        // A size no screen has is forgotten.
        let sane = |w: [f32; 2]| (640.0..=8192.0).contains(&w[0]) && (480.0..=8192.0).contains(&w[1]);
        Settings { window: s.window.filter(|w| sane(*w)) }
    }

    /// Writes the settings (atomically); a failure is ignored: they are a
    /// convenience.
    pub fn store(&self) {
        if let (Some(p), Ok(text)) = (path(), serde_json::to_string_pretty(self)) {
            let _ = crate::save::write_atomic(&p, text.as_bytes());
        }
    }
}
