//! The text layer: every word a player reads, from the Fluent files in
//! `assets/i18n/<lang>/<area>.ftl`.
//!
//! English and Spanish are embedded in the binary ([`Lang::EN`], [`Lang::ES`]);
//! a folder of `.ftl` files in the user's languages folder
//! ([`languages_dir`], `<config>/languages/<code>/`) adds a language at run
//! time, with English for the messages it lacks (listed once in a warning).
//! The engine (`src/rules/`) has no words: it returns events and errors as
//! data, and the functions of this layer (`impl`s of the engine's types in
//! the files beside this one) put them into words.
//!
//! A message is rendered with [`t!`]: `t!(lang, "message-id", name = value)`.
//! Each argument is shown with its `Display`; one that reads as a plain
//! number is passed to Fluent as a number, so that `{ $n -> [one] ... }`
//! picks the CLDR plural form of the language. A message id held in a
//! variable is written [`id!`]`("message-id")`: the tests read both macros
//! in the sources and check every id against the English files (and every
//! argument name against the message's variables).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt::{self, Display};
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{LazyLock, RwLock};
use unic_langid::LanguageIdentifier;

pub mod check;
pub mod coach;
pub mod dice;
pub mod edition;
pub mod events;
pub mod files;
pub mod journal;
pub mod ledger;
pub mod numbers;
pub mod review;
pub mod session;
pub mod simulate;
pub mod summaries;

pub use check::{Report, check_folder};
pub use events::{
    craft_name, date, dir_msg, level_name, marker_name, phase_msg, pilot_name, position_letter,
    position_text, reason_msg, site_name, type_name,
};

/// A message id: the name of a message in the `.ftl` files.
pub type Id = &'static str;

/// `t!(lang, "id", name = value, ...)` renders a message.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:expr) => {
        $crate::text::message($lang, $id, &[])
    };
    ($lang:expr, $id:expr, $($k:ident = $v:expr),+ $(,)?) => {
        $crate::text::message($lang, $id, &[$((stringify!($k), &$v as &dyn std::fmt::Display)),+])
    };
}

/// `id!("message-id")`: a message id kept in a variable and rendered later
/// with `t!`. It is the id itself; the macro marks it for the tests.
#[macro_export]
macro_rules! id {
    ($id:literal) => {
        $id
    };
}

/// The `.ftl` files embedded in the binary: English and Spanish, per area.
/// (A test checks this list against `assets/i18n/`.)
macro_rules! embedded {
    ($($area:literal),* $(,)?) => {
        pub const AREAS: &[&str] = &[$($area),*];
        const EMBEDDED_EN: &[&str] = &[$(include_str!(concat!("../../assets/i18n/en/", $area, ".ftl"))),*];
        const EMBEDDED_ES: &[&str] = &[$(include_str!(concat!("../../assets/i18n/es/", $area, ".ftl"))),*];
    };
}

embedded!(
    "advice",
    "app",
    "cli",
    "coach",
    "decisions",
    "dice",
    "edition",
    "general",
    "install",
    "ledger",
    "log",
    "luftwaffe",
    "map",
    "play",
    "records",
    "reference",
    "saves",
    "setup",
    "simulate",
    "summaries",
);

/// A loaded language.
struct Language {
    code: String,
    bundle: FluentBundle<FluentResource>,
    /// English messages this language lacks (shown in English).
    missing: Vec<String>,
    warned: AtomicBool,
}

impl Language {
    fn new(code: &str, sources: &[String]) -> Result<Language, Vec<String>> {
        let id: LanguageIdentifier =
            code.parse().map_err(|_| vec![format!("{code:?} is not a language code")])?;
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // The words are shown as written: no Unicode isolation marks.
        bundle.set_use_isolating(false);
        // Every number in the language's own style (numbers.rs); NUMBER()
        // for the numbers that name rather than count (years, seeds).
        bundle.set_formatter(Some(numbers::fluent(code)));
        let mut problems = Vec::new();
        if let Err(e) = bundle.add_function("NUMBER", numbers::number_function) {
            problems.push(e.to_string());
        }
        if let Err(e) = bundle.add_function("VERBATIM", numbers::verbatim_function) {
            problems.push(e.to_string());
        }
        for src in sources {
            let res = match FluentResource::try_new(src.clone()) {
                Ok(r) => r,
                Err((r, errs)) => {
                    problems.extend(errs.iter().map(|e| format!("{e:?}")));
                    r
                }
            };
            if let Err(errs) = bundle.add_resource(res) {
                problems.extend(errs.iter().map(|e| e.to_string()));
            }
        }
        if problems.is_empty() {
            Ok(Language {
                code: code.to_string(),
                bundle,
                missing: Vec::new(),
                warned: AtomicBool::new(false),
            })
        } else {
            Err(problems)
        }
    }
}

fn builtin(code: &str, files: &[&str]) -> &'static Language {
    let sources: Vec<String> = files.iter().map(|s| s.to_string()).collect();
    match Language::new(code, &sources) {
        Ok(l) => Box::leak(Box::new(l)),
        // The embedded files are checked by the tests: this cannot happen in
        // a shipped build.
        Err(p) => panic!("the embedded {code} messages do not parse: {p:?}"),
    }
}

static REGISTRY: LazyLock<RwLock<Vec<&'static Language>>> = LazyLock::new(|| {
    let langs = vec![builtin("en", EMBEDDED_EN), builtin("es", EMBEDDED_ES)];
    let reg = RwLock::new(langs);
    if let Some(dir) = languages_dir() {
        load_languages_dir(&reg, &dir);
    }
    reg
});

fn registry() -> std::sync::RwLockReadGuard<'static, Vec<&'static Language>> {
    REGISTRY.read().unwrap_or_else(|e| e.into_inner())
}

/// The folder whose subfolders (`<code>/*.ftl`) add languages: the
/// environment variable `LONDONS_BURNING_LANGUAGES` if set, else
/// `languages/` in the user's configuration folder (Linux:
/// `~/.config/londons-burning/languages`; macOS: `~/Library/Application
/// Support/londons-burning/languages`; Windows:
/// `%APPDATA%\londons-burning\config\languages`).
pub fn languages_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("LONDONS_BURNING_LANGUAGES") {
        return Some(PathBuf::from(d));
    }
    directories::ProjectDirs::from("", "", "londons-burning").map(|p| p.config_dir().join("languages"))
}

fn load_languages_dir(reg: &RwLock<Vec<&'static Language>>, dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut dirs: Vec<PathBuf> = entries.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect();
    dirs.sort();
    for d in dirs {
        if let Err(e) = add_folder_to(reg, &d) {
            eprintln!("{e}");
        }
    }
}

/// Largest `.ftl` file read (English's largest is under 20 KB).
const MAX_FTL_BYTES: u64 = 1 << 20;

/// The `.ftl` files of a folder, sorted by name, with their text (each read
/// by [`crate::files::read_limited`]).
pub(crate) fn read_ftl_files(dir: &Path) -> Result<Vec<(PathBuf, String)>, crate::files::FileError> {
    use crate::files::FileError;
    let entries = std::fs::read_dir(dir)
        .map_err(|e| FileError::Unreadable { path: dir.into(), detail: e.to_string() })?;
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let bytes = crate::files::read_limited(&p, MAX_FTL_BYTES)?;
            String::from_utf8(bytes)
                .map(|s| (p.clone(), s))
                .map_err(|e| FileError::Unreadable { path: p, detail: e.to_string() })
        })
        .collect()
}

/// Adds the language of a folder of `.ftl` files (its name is the language
/// code, e.g. `fr`); a language already loaded with that code is returned
/// as it is. Messages it lacks are shown in English.
pub fn add_folder(dir: &Path) -> Result<Lang, String> {
    add_folder_to(&REGISTRY, dir)
}

fn add_folder_to(reg: &RwLock<Vec<&'static Language>>, dir: &Path) -> Result<Lang, String> {
    let code = dir.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
    {
        let r = reg.read().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = r.iter().position(|l| l.code == code) {
            return Ok(Lang(i as u16));
        }
    }
    let files = read_ftl_files(dir).map_err(|e| e.to_string())?;
    if files.is_empty() {
        return Err(format!("{}: no .ftl files", dir.display()));
    }
    let sources: Vec<String> = files.into_iter().map(|(_, s)| s).collect();
    let mut lang = Language::new(&code, &sources)
        .map_err(|p| format!("{}: the language is not loaded: {}", dir.display(), p.join("; ")))?;
    lang.missing = english_ids().into_iter().filter(|id| !lang.bundle.has_message(id)).collect();
    let mut w = reg.write().unwrap_or_else(|e| e.into_inner());
    w.push(Box::leak(Box::new(lang)));
    Ok(Lang((w.len() - 1) as u16))
}

/// Every English message id, in the order of the files.
pub fn english_ids() -> Vec<String> {
    EMBEDDED_EN.iter().flat_map(|s| check::messages(s).into_keys()).collect()
}

/// The words of every message of a built-in language (id, text with every
/// variant): what the tests read for glyphs and words.
pub fn texts(lang: Lang) -> Vec<(String, String)> {
    embedded(lang.code()).unwrap_or_default().iter().flat_map(|s| check::texts(s)).collect()
}

/// The embedded `.ftl` files of a built-in language (`en`, `es`), per area.
pub fn embedded(code: &str) -> Option<&'static [&'static str]> {
    match code {
        "en" => Some(EMBEDDED_EN),
        "es" => Some(EMBEDDED_ES),
        _ => None,
    }
}

/// A language: a small handle into the loaded languages.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(u16);

impl Default for Lang {
    fn default() -> Self {
        Lang::EN
    }
}

impl Lang {
    pub const EN: Lang = Lang(0);
    pub const ES: Lang = Lang(1);
    /// The two languages built in.
    pub const ALL: [Lang; 2] = [Lang::EN, Lang::ES];

    /// Every language loaded: the built-in ones, then those of the user's
    /// languages folder.
    pub fn all() -> Vec<Lang> {
        (0..registry().len()).map(|i| Lang(i as u16)).collect()
    }

    fn language(self) -> &'static Language {
        let r = registry();
        r.get(self.0 as usize).copied().unwrap_or(r[0])
    }

    /// The language's code (`en`, `es`, or its folder's name).
    pub fn code(self) -> &'static str {
        &self.language().code
    }

    /// The language's own name for itself (its message `language-name`).
    pub fn name(self) -> String {
        message(self, "language-name", &[])
    }

    /// Spanish, English or a loaded language whose code the value starts with.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        match code.as_str() {
            "english" => return Some(Lang::EN),
            "spanish" | "español" | "espanol" => return Some(Lang::ES),
            _ => {}
        }
        let r = registry();
        r.iter().position(|l| l.code.eq_ignore_ascii_case(&code)).map(|i| Lang(i as u16))
    }

    /// The language of the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`): a
    /// loaded language whose code it starts with, else English.
    pub fn from_env() -> Lang {
        let Some(v) = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| std::env::var(k).ok())
            .find(|v| !v.is_empty())
        else {
            return Lang::EN;
        };
        let v = v.to_ascii_lowercase();
        let lang_part = v.split(['_', '.', '@', '-']).next().unwrap_or_default();
        Lang::from_code(lang_part).unwrap_or(Lang::EN)
    }
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Lang({})", self.code())
    }
}

impl Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::from_code(s).ok_or_else(|| {
            let codes: Vec<&str> = Lang::all().into_iter().map(Lang::code).collect();
            format!("{s:?} is not a language ({})", codes.join(", "))
        })
    }
}

impl Serialize for Lang {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let code = String::deserialize(d)?;
        // A language whose folder was removed reads as English.
        Ok(Lang::from_code(&code).unwrap_or(Lang::EN))
    }
}

/// Something that reads differently in each language.
pub trait Localize {
    fn localize(&self, lang: Lang) -> String;
}

/// Arguments that are names, not quantities, whatever they look like: a
/// year, a seed, a rule section ("14.1"), a list of them. They are passed
/// as text, so no language groups or re-punctuates them (numbers.rs).
const NAMES: &[&str] = &["year", "seed", "rule", "section", "options"];

/// An argument for Fluent: a number when its text reads back as the same
/// number (so that plurals select on it, and numbers.rs writes it in the
/// language's style), else its text.
fn value(name: &str, v: &dyn Display) -> FluentValue<'static> {
    let s = v.to_string();
    if NAMES.contains(&name) {
        return FluentValue::String(s.into());
    }
    if let Ok(n) = s.parse::<FluentNumber>()
        && n.as_string() == s
    {
        return FluentValue::Number(n);
    }
    FluentValue::String(s.into())
}

/// Renders message `id` in `lang` with named arguments (English when the
/// language lacks it; the id itself when no language has it, which the
/// tests rule out).
pub fn message(lang: Lang, id: &str, args: &[(&str, &dyn Display)]) -> String {
    let l = lang.language();
    if !l.missing.is_empty() && !l.warned.swap(true, Ordering::Relaxed) {
        let ids = l.missing.join(", ");
        eprintln!(
            "{}",
            message(lang, "language-missing", &[("code", &l.code), ("n", &l.missing.len()), ("ids", &ids)])
        );
    }
    let (bundle, msg) = match l.bundle.get_message(id) {
        Some(m) => (&l.bundle, m),
        None => {
            let en = Lang::EN.language();
            match en.bundle.get_message(id) {
                Some(m) => (&en.bundle, m),
                None => return id.to_string(),
            }
        }
    };
    let Some(pattern) = msg.value() else { return id.to_string() };
    let fargs = (!args.is_empty()).then(|| {
        let mut a = FluentArgs::with_capacity(args.len());
        for (k, v) in args {
            a.set(*k, value(k, *v));
        }
        a
    });
    let mut errors = Vec::new();
    bundle.format_pattern(pattern, fargs.as_ref(), &mut errors).into_owned()
}
