//! The rules reference (`src/reference.rs`) and the guided example
//! (`src/guide.rs`). Moved from the `#[cfg(test)]` modules of `src/` so that `cargo test` builds the
//! library once (`[lib] test = false` in Cargo.toml).

/// The tests of `src/reference.rs`.
mod reference {
    use londons_burning::reference::*;
    use londons_burning::text::Lang;

    #[test]
    fn parents_and_depths() {
        assert_eq!(parent("8.42").as_deref(), Some("8.4"));
        assert_eq!(parent("8.4").as_deref(), Some("8"));
        assert_eq!(parent("15.2").as_deref(), Some("15"));
        assert_eq!(parent("8"), None);
        assert_eq!(parent("R13").as_deref(), Some("R"));
        assert_eq!(parent("R"), None);
        assert_eq!((depth("8"), depth("8.4"), depth("8.42"), depth("R7")), (0, 1, 2, 1));
        assert!(within("8.42", "8") && within("8.42", "8.4") && !within("8.42", "8.5"));
        assert!(!within("18.1", "8"));
    }

    #[test]
    fn mentions_find_rule_numbers_only() {
        assert_eq!(mentions("see 8.42 and 10.4, (R13) and R4b"), ["8.42", "10.4", "R13", "R4"]);
        assert!(mentions("10.000 pies, 5,000 ft, 7 a.m., 2d6, F4, Me109, RAF").is_empty());
    }

    #[test]
    fn first_sentence_skips_abbreviations() {
        let p = &parse("## 1 T\n\nAt the 7 a.m. phase it rains. Then more.\n")[0];
        assert_eq!(p.first_sentence(), "At the 7 a.m. phase it rains.");
    }

    #[test]
    fn parse_paragraphs_and_items() {
        let p = &parse("<!-- note -->\n## 5.2 Positioning\n\nOne\ntwo.\n\n- a\n  b\n- c\n\nEnd.\n")[0];
        assert_eq!((p.id, p.title), ("5.2", "Positioning"));
        assert_eq!(
            p.blocks,
            [
                Block::Para("One two.".into()),
                Block::Item("a b".into()),
                Block::Item("c".into()),
                Block::Para("End.".into())
            ]
        );
    }

    #[test]
    fn lookups() {
        for lang in Lang::ALL {
            assert_eq!(page(" [r13] ", lang).map(|p| p.id), Some("R13"));
            assert_eq!(page_or_parent("9.9", lang).map(|p| p.id), Some("9"));
            assert!(page("99", lang).is_none() && page_or_parent("99.1", lang).is_none());
            let under: Vec<&str> = children("8.4", lang).map(|p| p.id).collect();
            assert_eq!(under, ["8.41", "8.42", "8.43", "8.44"]);
        }
        assert!(rule_text("8.42", Lang::EN).starts_with("8.42 Action check: "));
        assert!(rule_text("8.42", Lang::ES).starts_with("8.42 Chequeo de acción: "));
    }

    #[test]
    fn search_folds_case_and_accents() {
        let ids = |q: &str, lang| search(q, lang).iter().map(|p| p.id).collect::<Vec<_>>();
        assert!(ids("BALLOON", Lang::EN).contains(&"6.7"));
        assert_eq!(ids("rafaga", Lang::ES), ids("RÁFAGA", Lang::ES));
        assert!(ids("ráfaga", Lang::ES).contains(&"8.43"));
        assert!(ids("", Lang::EN).is_empty());
        assert!(ids("balloon zzzz", Lang::EN).is_empty());
    }

    #[test]
    fn page_text_wraps() {
        let p = page("8.2", Lang::EN).unwrap();
        let t = page_text(p, 60);
        assert!(t.starts_with("8.2 Withdrawal\n\n"));
        assert!(t.lines().all(|l| l.chars().count() <= 60 || !l.contains(' ')), "{t}");
        assert!(t.contains("\n- its pilot is hit;\n"), "{t}");
    }
}

/// The tests of `src/guide.rs`.
mod guide {
    use londons_burning::edition::Edition;
    use londons_burning::guide::Guide;

    #[test]
    fn only_on_edition_2() {
        let ed1 = Edition::builtin_number(1).unwrap().unwrap();
        assert!(Guide::example_of_play(&ed1).is_none());
        let g = Guide::example_of_play(&Edition::builtin().unwrap()).unwrap();
        assert_eq!(g.steps.len(), 16);
        assert_eq!(g.step_at(&[]), None);
        assert_eq!(g.step_at(&g.morning), Some(0));
    }
}
