//! The board's grid and altitudes (`src/board/`): hexes, directions, lines,
//! distances, levels. Moved from the `#[cfg(test)]` modules of `src/` so that `cargo test` builds the
//! library once (`[lib] test = false` in Cargo.toml).

/// The tests of `src/board/hex.rs`.
mod hex {
    use londons_burning::board::hex::{Dir, Grid, Hex};

    fn h(s: &str) -> Hex {
        s.parse().unwrap()
    }

    // The two editions' grids (Grid's width is private: built as an edition
    // builds it).
    fn wide() -> Grid {
        Grid::new(15).unwrap()
    }

    fn narrow() -> Grid {
        Grid::new(11).unwrap()
    }

    #[test]
    fn ids_parse_and_print() {
        assert_eq!(h("G8").to_string(), "G8");
        assert_eq!(h("a1").to_string(), "A1");
        assert_eq!(h("O15").to_string(), "O15");
        for bad in ["", "P1", "A0", "A16", "G", "8G", "G8x", "G-1", "G008"] {
            assert!(bad.parse::<Hex>().is_err(), "{bad} should not parse");
        }
        assert_eq!(wide().hexes().count(), 225);
        assert_eq!(narrow().hexes().count(), 165);
        assert!(!narrow().contains(h("A12")) && narrow().contains(h("O11")));
        for x in wide().hexes() {
            assert_eq!(Hex::from_index(x.index()), Some(x));
            let (q, r) = x.axial();
            assert_eq!(Hex::from_axial(q, r), Some(x));
        }
    }

    #[test]
    fn rulebook_facing_example_6_5() {
        // 6.5: an aircraft that moves from C5 into D4 faces E4.
        let (from, to) = (h("C5"), h("D4"));
        let facing = from.direction_to(to).unwrap();
        assert_eq!(facing, Dir::UpLeft);
        for g in [wide(), narrow()] {
            assert_eq!(g.neighbour(to, facing), Some(h("E4")));
        }
    }

    #[test]
    fn h7_touches_g7_and_g8() {
        // The example of play: the Hurricane flies G7, H7, then G8.
        let h7 = h("H7");
        assert_eq!(narrow().neighbour(h7, Dir::DownLeft), Some(h("G7")));
        assert_eq!(narrow().neighbour(h7, Dir::DownRight), Some(h("G8")));
        assert_eq!(narrow().neighbour(h("G7"), Dir::Right), Some(h("G8")));
    }

    #[test]
    fn neighbours_by_direction() {
        // Even row (G is row index 6): the rows above and below sit half a
        // hex right, so up-right of G8 is H8 and up-left is H7.
        let g8 = h("G8");
        assert_eq!(wide().neighbour(g8, Dir::Right), Some(h("G9")));
        assert_eq!(wide().neighbour(g8, Dir::Left), Some(h("G7")));
        assert_eq!(wide().neighbour(g8, Dir::UpRight), Some(h("H8")));
        assert_eq!(wide().neighbour(g8, Dir::UpLeft), Some(h("H7")));
        assert_eq!(wide().neighbour(g8, Dir::DownRight), Some(h("F8")));
        assert_eq!(wide().neighbour(g8, Dir::DownLeft), Some(h("F7")));
        // Odd row (H): the rows around are not shifted.
        let h7 = h("H7");
        assert_eq!(wide().neighbour(h7, Dir::UpRight), Some(h("I8")));
        assert_eq!(wide().neighbour(h7, Dir::UpLeft), Some(h("I7")));
        for g in [wide(), narrow()] {
            for x in g.hexes() {
                for (d, n) in g.neighbours(x) {
                    assert_eq!(g.neighbour(n, d.reverse()), Some(x));
                    assert_eq!(x.distance(n), 1);
                    assert_eq!(x.direction_to(n), Some(d));
                }
            }
        }
    }

    #[test]
    fn map_edges() {
        assert_eq!(wide().neighbours(h("A1")).count(), 2);
        assert!(wide().neighbour(h("A1"), Dir::DownLeft).is_none());
        assert!(wide().neighbour(h("O15"), Dir::UpRight).is_none());
        // Odd rows are shifted right: B15 has no right-hand neighbours.
        assert!(wide().neighbour(h("B15"), Dir::UpRight).is_none());
        assert_eq!(wide().neighbour(h("B15"), Dir::UpLeft), Some(h("C15")));
        // Even rows reach further left: C1 has no left-hand neighbours.
        assert!(wide().neighbour(h("C1"), Dir::UpLeft).is_none());
        assert_eq!(wide().neighbour(h("B1"), Dir::UpLeft), Some(h("C1")));
        // The narrow grid ends at column 11: G11 (even row) has H11 above
        // right, H11 (odd) has nothing there.
        assert_eq!(narrow().neighbour(h("G11"), Dir::UpRight), Some(h("H11")));
        assert!(narrow().neighbour(h("H11"), Dir::UpRight).is_none());
        assert!(narrow().neighbour(h("G11"), Dir::Right).is_none());
        assert_eq!(wide().neighbour(h("G11"), Dir::Right), Some(h("G12")));
    }

    #[test]
    fn distances() {
        assert_eq!(h("A1").distance(h("A1")), 0);
        assert_eq!(h("A1").distance(h("A15")), 14);
        assert_eq!(h("A1").distance(h("O1")), 14);
        assert_eq!(h("A15").distance(h("O1")), 21);
        assert_eq!(h("C5").distance(h("E4")), 2);
    }

    #[test]
    fn straight_lines() {
        assert_eq!(h("C5").line_to(h("E4")), vec![h("C5"), h("D4"), h("E4")]);
        assert_eq!(h("G8").line_to(h("G8")), vec![h("G8")]);
        assert_eq!(h("O10").line_to(h("O6")), vec![h("O10"), h("O9"), h("O8"), h("O7"), h("O6")]);
        for (a, b) in [("A1", "O15"), ("O3", "J4"), ("A15", "O1"), ("K12", "J3")] {
            let line = h(a).line_to(h(b));
            assert_eq!(line.len() as u32, h(a).distance(h(b)) + 1);
            assert_eq!(line[0], h(a));
            assert_eq!(*line.last().unwrap(), h(b));
            for w in line.windows(2) {
                assert_eq!(w[0].distance(w[1]), 1, "{a}->{b} {line:?}");
            }
        }
    }

    #[test]
    fn centre_matches_board_facts() {
        assert_eq!(h("A1").centre_km(), (0.0, 0.0));
        let (x, y) = h("B1").centre_km();
        assert_eq!(x, 5.0);
        assert!((y - 8.66).abs() < 1e-9);
    }

    #[test]
    fn saves_keep_the_edition_1_names() {
        let names: Vec<String> = Dir::ALL.iter().map(|d| serde_json::to_string(d).unwrap()).collect();
        assert_eq!(names, ["\"E\"", "\"NE\"", "\"NW\"", "\"W\"", "\"SW\"", "\"SE\""]);
        for d in Dir::ALL {
            let back: Dir = serde_json::from_str(&serde_json::to_string(&d).unwrap()).unwrap();
            assert_eq!(back, d);
        }
    }
}

/// The tests of `src/board/level.rs`.
mod level {
    use londons_burning::board::level::Level;

    #[test]
    fn levels_step_and_parse() {
        assert_eq!(Level::Ground.down(), Some(Level::Airfield));
        assert_eq!(Level::Airfield.down(), None);
        assert_eq!(Level::A30.up(), None);
        assert_eq!(Level::A10.above_ground(), 2);
        assert_eq!("15000".parse::<Level>(), Ok(Level::A15));
        assert_eq!("15,000 ft".parse::<Level>(), Ok(Level::A15));
        assert_eq!("15".parse::<Level>(), Ok(Level::A15));
        assert_eq!("Ground".parse::<Level>(), Ok(Level::Ground));
        assert!("12000".parse::<Level>().is_err());
        assert_eq!(Level::A5.shifted(-3, Level::Ground, Level::A25), Level::Ground);
        assert_eq!(Level::A25.shifted(1, Level::Ground, Level::A25), Level::A25);
        for l in Level::ALL {
            assert_eq!(l.id().parse::<Level>(), Ok(l));
        }
    }
}
