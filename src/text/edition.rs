//! The board edition's words: the terrain and the weather named, and the
//! problems of an edition that does not load (`src/edition/` returns them
//! as data, in English only where a `Display` is needed).

use super::{Id, Lang, Localize};
use crate::edition::{EditionError, EditionErrors, Problem, Terrain, Weather};
use crate::{id, t};
use std::fmt;

impl Terrain {
    pub fn msg(self) -> Id {
        match self {
            Terrain::Land => id!("terrain-land"),
            Terrain::Sea => id!("terrain-sea"),
            Terrain::OpenSea => id!("terrain-open-sea"),
        }
    }
}

impl Weather {
    pub fn msg(self) -> Id {
        match self {
            Weather::Clear => id!("weather-clear"),
            Weather::Rain => id!("weather-rain"),
        }
    }
}

impl Localize for Problem {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Problem::Missing => t!(lang, "edition-file-missing"),
            Problem::NotAFolder => t!(lang, "edition-not-a-folder"),
            Problem::File(e) => e.reason(lang),
            Problem::Parse(d) => t!(lang, "edition-parse", detail = d),
            Problem::MustBe { expected, found } => {
                t!(lang, "edition-must-be", expected = expected, found = found)
            }
            Problem::Range { min, max, found } => {
                t!(lang, "edition-range", min = min, max = max, found = found)
            }
            Problem::Duplicate(v) => t!(lang, "edition-duplicate", value = v),
            Problem::Unknown { value, file } => {
                t!(lang, "edition-unknown", value = value, file = file)
            }
            Problem::Count { expected, found } => {
                t!(lang, "edition-count", expected = expected, found = found)
            }
            Problem::Cover { range, missing } => {
                t!(lang, "edition-cover", range = range, missing = missing)
            }
            Problem::SiteTerrain { site, hex, found } => {
                t!(lang, "edition-site-terrain", site = site, hex = hex, found = t!(lang, found.msg()))
            }
            Problem::SameHex { site, other, hex } => {
                t!(lang, "edition-same-hex", site = site, other = other, hex = hex)
            }
            Problem::NotInCalendar(d) => t!(lang, "edition-not-in-calendar", date = d),
            Problem::Order { value, other } => {
                t!(lang, "edition-order", value = value, other = other)
            }
            Problem::Positions(found) => t!(lang, "edition-positions", found = found),
            Problem::UnusedPosition(p) => t!(lang, "edition-unused-position", position = p),
            Problem::Bombs { role, bombs } => {
                t!(lang, "edition-bombs", role = role, bombs = bombs)
            }
            Problem::Direction(d) => t!(lang, "edition-direction", dir = d),
        }
    }
}

impl Localize for EditionError {
    fn localize(&self, lang: Lang) -> String {
        let field = if self.field.is_empty() { "(file)" } else { &self.field };
        t!(lang, "edition-error-at", file = self.file, field = field, reason = self.problem.localize(lang))
    }
}

impl fmt::Display for EditionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::EN))
    }
}

impl Localize for EditionErrors {
    fn localize(&self, lang: Lang) -> String {
        self.0.iter().map(|e| e.localize(lang)).collect::<Vec<_>>().join("\n")
    }
}

impl fmt::Display for EditionErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::EN))
    }
}
