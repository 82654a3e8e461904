//! The keys of the play screen: one for every numbered option however many
//! (1-9, 0, then letters and a few marks: forty, more than any decision has
//! options), and the legend that lists them all. A, H and M
//! are kept for the advisor, this legend and the map picker; Escape,
//! Enter, the arrows and Page Up/Down serve the panels (see the legend).

use crate::text::Lang;
use egui::Key;

/// The keys of the numbered options, in order, with their caps.
pub const OPTION_KEYS: [(Key, &str); 40] = [
    (Key::Num1, "1"),
    (Key::Num2, "2"),
    (Key::Num3, "3"),
    (Key::Num4, "4"),
    (Key::Num5, "5"),
    (Key::Num6, "6"),
    (Key::Num7, "7"),
    (Key::Num8, "8"),
    (Key::Num9, "9"),
    (Key::Num0, "0"),
    (Key::Q, "Q"),
    (Key::W, "W"),
    (Key::E, "E"),
    (Key::R, "R"),
    (Key::T, "T"),
    (Key::Y, "Y"),
    (Key::U, "U"),
    (Key::I, "I"),
    (Key::O, "O"),
    (Key::P, "P"),
    (Key::S, "S"),
    (Key::D, "D"),
    (Key::F, "F"),
    (Key::G, "G"),
    (Key::J, "J"),
    (Key::K, "K"),
    (Key::L, "L"),
    (Key::Z, "Z"),
    (Key::X, "X"),
    (Key::C, "C"),
    (Key::V, "V"),
    (Key::B, "B"),
    (Key::N, "N"),
    (Key::Comma, ","),
    (Key::Period, "."),
    (Key::Minus, "-"),
    (Key::Semicolon, ";"),
    (Key::Slash, "/"),
    (Key::OpenBracket, "["),
    (Key::CloseBracket, "]"),
];

/// Asks the advisor.
pub const ADVICE: Key = Key::A;
/// Shows or hides the key legend.
pub const LEGEND: Key = Key::H;
/// Opens the picker on the map (a move, or a patrol).
pub const PICKER: Key = Key::M;

/// The cap of the i-th option's key, if it has one.
pub fn cap(i: usize) -> Option<&'static str> {
    OPTION_KEYS.get(i).map(|k| k.1)
}

/// The option whose key was pressed this frame (no modifier held).
pub fn pressed_option(i: &egui::InputState) -> Option<usize> {
    if i.modifiers.command || i.modifiers.alt || i.modifiers.ctrl {
        return None;
    }
    OPTION_KEYS.iter().position(|(k, _)| i.key_pressed(*k))
}

/// The legend's lines: key, what it does.
pub fn legend(lang: Lang) -> Vec<(&'static str, String)> {
    vec![
        ("1–9 0 Q…", t!(lang, "key-options")),
        ("M", t!(lang, "key-picker")),
        ("← → ↑ ↓", t!(lang, "key-arrows")),
        ("PgUp PgDn", t!(lang, "key-pages")),
        ("Enter", t!(lang, "key-enter")),
        ("Esc", t!(lang, "key-escape")),
        ("A", t!(lang, "key-advice")),
        ("Ctrl+Z", t!(lang, "key-undo")),
        ("F1", t!(lang, "key-rules")),
        ("H", t!(lang, "key-legend")),
        ("Ctrl − + 0", t!(lang, "key-zoom")),
    ]
}
