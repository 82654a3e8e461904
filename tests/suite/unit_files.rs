//! Files on the user's disk: the capped reader (`src/files.rs`), the crash
//! report (`src/crash.rs`), the desktop entry (`src/desktop.rs`). Moved from the `#[cfg(test)]` modules of `src/` so that `cargo test` builds the
//! library once (`[lib] test = false` in Cargo.toml).

/// The tests of `src/files.rs`.
mod files {
    use londons_burning::files::read_capped;
    use std::io::Read;

    /// A reader that never ends, counting what is taken from it.
    struct Endless<'a>(&'a mut u64);

    impl Read for Endless<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            buf.fill(b'x');
            *self.0 += buf.len() as u64;
            Ok(buf.len())
        }
    }

    #[test]
    fn at_most_the_limit_and_one_byte_are_read() {
        for limit in [0u64, 1, 100, 4096, 1 << 20] {
            let mut taken = 0;
            assert_eq!(read_capped(Endless(&mut taken), limit, 0).unwrap(), None);
            assert_eq!(taken, limit + 1, "limit {limit}");
        }
        // Exactly the limit is fine.
        let data = vec![7u8; 100];
        assert_eq!(read_capped(&data[..], 100, 100).unwrap(), Some(data.clone()));
        assert_eq!(read_capped(&data[..], 99, 100).unwrap(), None);
    }
}

/// The tests of `src/crash.rs`.
mod crash {
    use londons_burning::crash::{Context, Panic, report_text, take_notice_in};

    #[test]
    fn a_report_is_announced_once_and_the_newest_wins() {
        let d = tempfile::tempdir().unwrap();
        assert_eq!(take_notice_in(d.path()), None);
        std::fs::write(d.path().join("crash-20260101-100000-7.txt"), "a").unwrap();
        std::fs::write(d.path().join("crash-20260102-100000-7.txt"), "b").unwrap();
        std::fs::write(d.path().join("campaign.json"), "{}").unwrap();
        assert_eq!(take_notice_in(d.path()), Some(d.path().join("crash-20260102-100000-7.txt")));
        assert_eq!(take_notice_in(d.path()), None, "once");
        std::fs::write(d.path().join("crash-20260103-090000-8.txt"), "c").unwrap();
        assert_eq!(take_notice_in(d.path()), Some(d.path().join("crash-20260103-090000-8.txt")));
    }

    #[test]
    fn the_report_names_what_was_going_on() {
        let ctx = Context {
            dir: None,
            edition: Some("edition 2".into()),
            campaign: Some("Eagle Day".into()),
            last_choice: Some("choice 3 (1940-08-13, Daylight(0)): StandBy".into()),
        };
        let p = Panic {
            thread: "main".into(),
            message: "boom".into(),
            location: "src/x.rs:1:2".into(),
            backtrace: "0: main".into(),
        };
        let t = report_text(&ctx, &p, "2026-01-01 10:00:00 +0000");
        for part in [
            "Version: ",
            "Edition: edition 2",
            "Campaign: Eagle Day",
            "Last choice: choice 3",
            "Panic: boom",
            "At: src/x.rs:1:2",
            "Backtrace:\n0: main",
        ] {
            assert!(t.contains(part), "{part}: {t}");
        }
    }
}

/// The tests of `src/desktop.rs`.
mod desktop {
    use londons_burning::desktop::{exec_quote, install, uninstall};
    use std::path::Path;

    #[test]
    fn exec_paths_are_quoted_as_the_specification_says() {
        assert_eq!(
            exec_quote("/home/ann/.cargo/bin/londons-burning"),
            "/home/ann/.cargo/bin/londons-burning"
        );
        assert_eq!(exec_quote("/home/a b/x"), "\"/home/a b/x\"");
        assert_eq!(exec_quote("/p/$x"), "\"/p/\\\\$x\"");
        assert_eq!(exec_quote("/p/a\\b"), "\"/p/a\\\\\\\\b\"");
        assert_eq!(exec_quote("/p/100%"), "\"/p/100%%\"");
    }

    #[test]
    fn install_then_uninstall_leaves_nothing() {
        let d = tempfile::tempdir().unwrap();
        let written = install(d.path(), Path::new("/opt/lb/londons-burning")).unwrap();
        assert_eq!(written.len(), 8);
        let entry = std::fs::read_to_string(d.path().join("applications/londons-burning.desktop")).unwrap();
        assert!(entry.contains("\nExec=/opt/lb/londons-burning %f\n"), "{entry}");
        assert!(entry.contains("\nTryExec=/opt/lb/londons-burning\n"), "{entry}");
        assert!(d.path().join("icons/hicolor/16x16/apps/londons-burning.png").is_file());
        assert!(d.path().join("icons/hicolor/scalable/apps/londons-burning.svg").is_file());
        assert_eq!(uninstall(d.path()).unwrap(), written);
        assert!(uninstall(d.path()).unwrap().is_empty());
    }
}
