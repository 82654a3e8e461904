//! The app's pure parts (`src/app/`): the window's size, the altitude box's
//! columns, the charts' date axis, the settle rule, the fonts' glyphs, a new
//! campaign's name. Moved from the `#[cfg(test)]` modules of `src/` so that `cargo test` builds the
//! library once (`[lib] test = false` in Cargo.toml).

/// The tests of `src/app/altbox.rs`.
mod altbox {

    use londons_burning::app::altbox::Widths;

    /// The box fits the width it is given, from a laptop's narrow central
    /// panel up, with every box in use and the most cards a level can
    /// hold; cards never go below their floor.
    #[test]
    fn the_columns_fit_the_width() {
        for avail in [540.0, 620.0, 712.0, 900.0, 1200.0] {
            for fullest in [[2, 0, 1, 0], [2, 2, 3, 2], [0, 2, 6, 0], [1, 1, 2, 1], [0, 1, 1, 0]] {
                let w = Widths::new(avail, fullest, [0.0; 5]);
                let used = w.cols.iter().sum::<f32>() + 8.0 * 4.0;
                assert!(used <= avail + 0.5, "{avail} px, {fullest:?}: the columns take {used}");
                assert!(w.card >= Widths::CARD.1 && w.card <= Widths::CARD.0);
                for (k, n) in fullest.iter().enumerate() {
                    if *n > 0 {
                        let one = w.card + Widths::PAD;
                        assert!(
                            w.cols[k + 1] >= one,
                            "{avail} px, {fullest:?}: box {k} narrower than a card"
                        );
                        assert!(w.per_line[k] >= 1);
                    }
                }
            }
        }
        // Room to spare: the Luftwaffe's cards side by side.
        let w = Widths::new(712.0, [2, 0, 2, 0], [0.0; 5]);
        assert_eq!(w.per_line[2], 2);
        assert_eq!(w.per_line[0], 2);
    }
}

/// The tests of `src/app/records/scores.rs`.
mod scores {

    use londons_burning::app::records::scores::DateAxis;

    /// 34 days: a date every third day from the first, a tick each day, no
    /// tick or date outside the campaign.
    #[test]
    fn one_date_axis_for_every_chart() {
        let first = chrono::NaiveDate::from_ymd_opt(1940, 8, 13).unwrap();
        let dates: Vec<_> = (0..34).map(|i| first + chrono::Days::new(i)).collect();
        let axis = DateAxis::new(dates);
        assert_eq!(axis.every, 3);
        let marks = axis.marks(-0.6, 33.6);
        assert_eq!(marks.len(), 34);
        assert_eq!(axis.label(0.0), "13/8");
        assert_eq!(axis.label(3.0), "16/8");
        assert_eq!(axis.label(1.0), "");
        assert_eq!(axis.label(0.5), "");
        assert_eq!(axis.label(33.0), "15/9");
        assert!(axis.marks(40.0, 50.0).is_empty());
        let heavy: Vec<f64> = marks.iter().filter(|m| m.step_size == 3.0).map(|m| m.value).collect();
        assert_eq!(heavy.len(), 12);
    }
}

/// The tests of `src/app/play/settle.rs`.
mod settle {
    use egui::Pos2;
    use londons_burning::app::settle::{SETTLE, stale};

    #[test]
    fn a_press_under_a_still_pointer_waits() {
        let at = Pos2::new(100.0, 100.0);
        // The second half of a double click: 0.15 s after, same place.
        assert!(stale(Some((1.0, Some(at))), Some((1.15, at + egui::vec2(2.0, 1.0)))));
        // Once the screen stood still long enough, it plays (a hair past
        // SETTLE: 1.4 − 1.0 is a little under 0.4 in floating point).
        assert!(!stale(Some((1.0, Some(at))), Some((1.0 + SETTLE + 1e-6, at))));
        // A pointer that moved to the button aimed at it.
        assert!(!stale(Some((1.0, Some(at))), Some((1.1, at + egui::vec2(40.0, 0.0)))));
        // No pointer when it changed (a touch, or the keys), or a press
        // from before the change (the click that changed it).
        assert!(!stale(Some((1.0, None)), Some((1.1, at))));
        assert!(!stale(Some((1.0, Some(at))), Some((0.9, at))));
    }
}

/// The tests of `src/app/style.rs`.
mod style {

    use londons_burning::text::Lang;

    /// Symbols the app draws outside the translation table.
    const SYMBOLS_USED: &str = "☀⇄⚔★●○✕•⚠↯";

    /// Every character of every message, of every page of the rules
    /// reference, and the app's symbols, has a glyph in the fonts the app
    /// installs (a missing one would draw as a box).
    #[test]
    fn every_glyph_is_in_the_fonts() {
        let ctx = egui::Context::default();
        londons_burning::app::style::apply(&ctx);
        let _ = ctx.run_ui(Default::default(), |_| {});
        let mut text = String::from(SYMBOLS_USED);
        for lang in Lang::ALL {
            for (_, t) in londons_burning::text::texts(lang) {
                text.push_str(&t);
            }
        }
        for lang in Lang::ALL {
            for p in londons_burning::reference::pages(lang) {
                text.push_str(p.title);
                for b in &p.blocks {
                    text.push_str(b.text());
                }
            }
        }
        let mut chars: Vec<char> = text.chars().filter(|c| !c.is_ascii()).collect();
        chars.sort_unstable();
        chars.dedup();
        let font = egui::FontId::proportional(14.0);
        let missing: Vec<char> =
            ctx.fonts_mut(|f| chars.iter().copied().filter(|c| !f.has_glyph(&font, *c)).collect());
        assert!(missing.is_empty(), "no glyph for {missing:?}");
    }
}

/// The tests of `src/app/widgets.rs`.
mod widgets {

    use londons_burning::app::widgets::default_name;
    use londons_burning::text::Lang;

    #[test]
    fn a_new_campaign_is_named_in_the_players_language() {
        assert_eq!(default_name(&[], Lang::EN), "Campaign 1");
        assert_eq!(default_name(&[], Lang::ES), "Campaña 1");
    }
}

/// The tests of `src/app/window.rs`.
mod window {
    use egui::{Vec2, vec2};
    use londons_burning::app::window::{MIN_INNER, TASKBAR, fit, min_inner};

    /// 1920×1080 at 125 %: 1536×864 points; Windows' title bar and borders
    /// about 16×39 points.
    const HD_125: Vec2 = vec2(1536.0, 864.0);
    const WIN_FRAME: Vec2 = vec2(16.0, 39.0);

    #[test]
    fn the_default_window_fits_a_1080p_screen_at_125_percent() {
        let s = fit(vec2(1600.0, 1000.0), HD_125, WIN_FRAME);
        assert_eq!(s, vec2(1520.0, 777.0));
        // With its frame and the taskbar, inside the screen.
        assert!(s.x + WIN_FRAME.x <= HD_125.x && s.y + WIN_FRAME.y + TASKBAR <= HD_125.y);
    }

    #[test]
    fn a_window_that_fits_keeps_its_size() {
        assert_eq!(fit(vec2(1280.0, 720.0), vec2(1920.0, 1080.0), WIN_FRAME), vec2(1280.0, 720.0));
        // One side too large: only that side shrinks.
        assert_eq!(fit(vec2(1200.0, 1000.0), HD_125, WIN_FRAME), vec2(1200.0, 777.0));
    }

    #[test]
    fn the_smallest_size_gives_way_on_a_small_screen() {
        // 1366×768 at 150 %: about 911×512 points, less than 1024×640.
        let small = vec2(1366.0, 768.0) / 1.5;
        let min = min_inner(small, WIN_FRAME, 1.0);
        assert!(min.x <= small.x - WIN_FRAME.x && min.y <= small.y - WIN_FRAME.y - TASKBAR, "{min:?}");
        // A screen with room: 1024×640 (in the zoomed interface's points).
        assert_eq!(min_inner(vec2(1920.0, 1080.0), WIN_FRAME, 1.0), MIN_INNER);
        assert_eq!(min_inner(vec2(1920.0, 1080.0), WIN_FRAME, 2.0), MIN_INNER / 2.0);
    }

    #[test]
    fn a_screen_without_a_size_leaves_a_usable_window() {
        let s = fit(vec2(1600.0, 1000.0), Vec2::ZERO, WIN_FRAME);
        assert!(s.x >= 320.0 && s.y >= 240.0, "{s:?}");
        // A frame reported larger than the window (a bad report) takes nothing.
        assert_eq!(fit(vec2(800.0, 600.0), vec2(1920.0, 1080.0), vec2(-50.0, -50.0)), vec2(800.0, 600.0));
    }
}
