//! Numbers in each language (`src/text/numbers.rs`). Moved from the `#[cfg(test)]` modules of `src/` so that `cargo test` builds the
//! library once (`[lib] test = false` in Cargo.toml).

/// The tests of `src/text/numbers.rs`.
mod numbers {
    use londons_burning::text::Lang;
    use londons_burning::text::numbers::*;

    #[test]
    fn each_language_writes_its_own_numbers() {
        assert_eq!(decimal(Lang::EN, 0.314, 2), "0.31");
        assert_eq!(decimal(Lang::ES, 0.314, 2), "0,31");
        assert_eq!(integer(Lang::EN, 15000), "15,000");
        assert_eq!(integer(Lang::ES, 15000), "15.000");
        assert_eq!(integer(Lang::EN, 1_234_567), "1,234,567");
        assert_eq!(integer(Lang::ES, 999), "999");
        assert_eq!(integer(Lang::ES, -1000), "-1.000");
        assert_eq!(decimal(Lang::ES, 12345.678, 1), "12.345,7");
        assert_eq!(percent(Lang::EN, 0.314, 0), "31%");
        assert_eq!(percent(Lang::ES, 0.314, 1), "31,4 %");
        assert_eq!(estimate(Lang::ES, 0.31, 0.04, 2), "0,31 ± 0,04");
        assert_eq!(estimate(Lang::EN, 0.31, 0.04, 2), "0.31 ± 0.04");
        assert_eq!(signed(Lang::EN, 3.0, 0), "+3");
        assert_eq!(signed(Lang::ES, -2.5, 1), "-2,5");
    }

    #[test]
    fn figures_take_a_true_minus_sign() {
        assert_eq!(figure(Lang::EN, -6.04, 1), "−6.0");
        assert_eq!(figure(Lang::ES, -1234.5, 2), "−1.234,50");
        assert_eq!(figure(Lang::EN, -0.004, 2), "0.00");
        assert_eq!(figure(Lang::ES, 0.31, 2), "0,31");
        assert_eq!(signed_figure(Lang::EN, 4.24, 1), "+4.2");
        assert_eq!(signed_figure(Lang::ES, -4.24, 1), "−4,2");
        assert_eq!(signed_figure(Lang::EN, -0.04, 1), "0.0");
        assert_eq!(figure(Lang::EN, f64::NAN, 1), "—");
    }

    #[test]
    fn never_minus_zero() {
        for lang in Lang::ALL {
            assert_eq!(decimal(lang, -0.0, 1).replace(',', "."), "0.0");
            assert_eq!(decimal(lang, -0.04, 1).replace(',', "."), "0.0");
            assert_eq!(decimal(lang, -0.4, 0), "0");
            assert_eq!(signed(lang, -0.001, 2).replace(',', "."), "0.00");
            assert_eq!(integer(lang, 0), "0");
        }
        assert_eq!(decimal(Lang::EN, f64::NAN, 2), "—");
    }

    #[test]
    fn a_sentence_writes_its_numbers_in_its_language() {
        // A number argument of a Fluent message goes through the same
        // formatter: decimals as given, thousands grouped.
        let es = londons_burning::t!(Lang::ES, "level-feet", n = 15);
        assert_eq!(es, "15.000 pies");
        let en = londons_burning::t!(Lang::EN, "date", day = 5, month = "July", year = 1940);
        assert!(en.contains("1940"), "a year is not grouped: {en}");
        let es = londons_burning::t!(Lang::ES, "date", day = 5, month = "julio", year = 1940);
        assert!(es.contains("1940"), "a year is not grouped: {es}");
        // A seed names a campaign: never grouped, however long.
        for seed in ["123456", "18446744073709551615"] {
            let md = londons_burning::t!(Lang::ES, "cli-created", name = "X", path = "p", seed = seed);
            assert!(md.contains(seed), "{md}");
        }
        assert_eq!(londons_burning::t!(Lang::EN, "level-feet", n = 5), "5,000 ft");
        // A rule section is a name too: "14.1" in every language.
        let md = londons_burning::t!(
            Lang::ES,
            "md-setup",
            scenario = "corto",
            weather = "histórico",
            base = "Kenley",
            seed = 18,
            options = "14.1"
        );
        assert!(md.ends_with("reglas opcionales: 14.1."), "{md}");
        let e = londons_burning::t!(Lang::ES, "illegal-not-an-option", rule = "8.42");
        assert!(e.contains("(8.42)"), "{e}");
    }
}

/// The aircraft types' names in each language: the printed name, with
/// the words in it translated ("Me109E (ace)" is "Me109E (as)" in Spanish,
/// the fighter-bomber "caza-bombardero").
mod type_names {
    use londons_burning::text::{Lang, type_name};

    #[test]
    fn the_ace_and_the_fighter_bomber_in_spanish() {
        let ed = crate::common::ed();
        let named = |lang| ed.german_types.iter().map(|t| type_name(t, lang)).collect::<Vec<_>>();
        let (en, es) = (named(Lang::EN), named(Lang::ES));
        assert!(en.iter().any(|n| n == "Me109E (ace)"), "{en:?}");
        assert!(es.iter().any(|n| n == "Me109E (as)"), "{es:?}");
        assert!(!es.iter().any(|n| n.contains("ace") || n.contains("fighter")), "{es:?}");
        assert!(es.iter().any(|n| n.contains("caza-bombardero")), "{es:?}");
    }
}
