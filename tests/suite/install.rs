//! Installed like a finished program (issue 22): the desktop entry checked
//! in-process against the Desktop Entry Specification (CI has no
//! desktop-file-validate; where it is installed, it runs too), the entry
//! and icons `desktop-entry --install` writes and `--uninstall` removes,
//! the icon in every size, the manual page naming every command, and the
//! Debian package's metadata naming files that exist.

use clap::CommandFactory;
use londons_burning::desktop;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// The problems the specification would report in a desktop entry
/// (the subset that matters for an application's entry).
fn entry_problems(text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut keys: BTreeMap<String, String> = BTreeMap::new();
    let mut group = None;
    for (n, line) in text.lines().enumerate() {
        let n = n + 1;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with('[') {
            if !line.ends_with(']') {
                problems.push(format!("line {n}: a bad group header"));
            }
            if group.is_none() && line != "[Desktop Entry]" {
                problems.push(format!("line {n}: the first group must be [Desktop Entry]"));
            }
            group = Some(line.to_string());
            continue;
        }
        if group.is_none() {
            problems.push(format!("line {n}: a key before the first group"));
        }
        let Some((key, value)) = line.split_once('=') else {
            problems.push(format!("line {n}: not key=value"));
            continue;
        };
        let (name, locale) = match key.split_once('[') {
            Some((name, rest)) => (name, rest.strip_suffix(']')),
            None => (key, Some("")),
        };
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            problems.push(format!("line {n}: bad key {key:?}"));
        }
        if locale.is_none_or(|l| !l.chars().all(|c| c.is_ascii_alphanumeric() || "_@.".contains(c))) {
            problems.push(format!("line {n}: bad locale in {key:?}"));
        }
        if key != key.trim() || value != value.trim_end() {
            problems.push(format!("line {n}: spaces around {key:?}"));
        }
        if keys.insert(key.to_string(), value.to_string()).is_some() {
            problems.push(format!("line {n}: {key} twice"));
        }
    }
    let get = |k: &str| keys.get(k).map(String::as_str);
    if get("Type") != Some("Application") {
        problems.push("Type must be Application".into());
    }
    for required in ["Name", "Exec"] {
        if get(required).is_none_or(str::is_empty) {
            problems.push(format!("{required} is required"));
        }
    }
    if !["1.0", "1.1", "1.2", "1.3", "1.4"].contains(&get("Version").unwrap_or("1.0")) {
        problems.push("Version is not one desktop-file-validate 0.26 knows".into());
    }
    for b in ["Terminal", "StartupNotify", "NoDisplay", "Hidden"] {
        if get(b).is_some_and(|v| v != "true" && v != "false") {
            problems.push(format!("{b} must be true or false"));
        }
    }
    // Lists end with ';'; one main category registered by the menu spec.
    for (k, v) in &keys {
        if (k.starts_with("Categories") || k.starts_with("Keywords")) && !v.ends_with(';') {
            problems.push(format!("{k} must end with ';'"));
        }
    }
    const MAIN: [&str; 13] = [
        "AudioVideo",
        "Audio",
        "Video",
        "Development",
        "Education",
        "Game",
        "Graphics",
        "Network",
        "Office",
        "Science",
        "Settings",
        "System",
        "Utility",
    ];
    let cats: Vec<&str> =
        get("Categories").unwrap_or_default().split(';').filter(|c| !c.is_empty()).collect();
    if !cats.iter().any(|c| MAIN.contains(c)) {
        problems.push(format!("Categories {cats:?} has no main category"));
    }
    // Icon: a theme name (no extension) or an absolute path.
    if let Some(icon) = get("Icon")
        && !icon.starts_with('/')
        && (icon.ends_with(".png") || icon.ends_with(".svg") || icon.contains('/'))
    {
        problems.push(format!("Icon {icon:?}: a theme name has no extension"));
    }
    // Exec: no field code but the known ones; reserved characters quoted.
    if let Some(exec) = get("Exec") {
        let mut chars = exec.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '%' {
                match chars.next() {
                    Some(f) if "fFuUickd%".contains(f) => {}
                    other => problems.push(format!("Exec: unknown field code %{other:?}")),
                }
            }
        }
        if !exec.starts_with('"')
            && exec.split_whitespace().next().is_some_and(|p| p.contains(['$', '`', '"']))
        {
            problems.push("Exec: reserved characters outside quotes".into());
        }
    }
    problems
}

/// desktop-file-validate's verdict, where it is installed.
fn validate(path: &Path) -> Option<String> {
    let out = Command::new("desktop-file-validate").arg(path).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && text.trim().is_empty(), "desktop-file-validate: {text}");
    Some(text)
}

#[test]
fn the_desktop_entry_follows_the_specification() {
    assert_eq!(entry_problems(desktop::ENTRY), Vec::<String>::new());
    let keys: Vec<_> = desktop::ENTRY.lines().collect();
    for line in [
        "Exec=londons-burning %f",
        "MimeType=application/x-londons-burning-campaign;",
        "Icon=londons-burning",
        "StartupWMClass=londons-burning",
        "Terminal=false",
        "Name[es]=Londres en llamas",
    ] {
        assert!(keys.contains(&line), "{line}");
    }
    // The entry as installed for a program in a folder with spaces and $.
    for exe in ["/home/ann/.cargo/bin/londons-burning", "/home/ann/my games/$bin/londons-burning"] {
        let entry = desktop::entry_for(Path::new(exe));
        assert_eq!(entry_problems(&entry), Vec::<String>::new(), "{entry}");
    }
    // And by the real validator, where there is one.
    let d = tempfile::tempdir().unwrap();
    let file = d.path().join(desktop::ENTRY_FILE);
    std::fs::write(&file, desktop::ENTRY).unwrap();
    match validate(&file) {
        Some(_) => {
            std::fs::write(&file, desktop::entry_for(Path::new("/home/a b/$x/londons-burning"))).unwrap();
            validate(&file);
        }
        None => println!("desktop-file-validate is not installed: checked in-process only"),
    }
}

#[test]
fn the_checker_finds_what_the_validator_would() {
    for (bad, why) in [
        ("[Desktop Entry]\nName=X\nExec=x\n", "Type"),
        ("[Desktop Entry]\nType=Application\nExec=x\nCategories=Game;\n", "Name"),
        ("[Desktop Entry]\nType=Application\nName=X\nExec=x\nCategories=Game\n", "';'"),
        ("[Desktop Entry]\nType=Application\nName=X\nExec=x %z\nCategories=Game;\n", "field code"),
        ("[Desktop Entry]\nType=Application\nName=X\nName=Y\nExec=x\nCategories=Game;\n", "twice"),
        ("[Desktop Entry]\nType=Application\nName=X\nExec=x\nIcon=x.png\nCategories=Game;\n", "extension"),
        ("[Desktop Entry]\nType=Application\nName=X\nExec=x\nCategories=StrategyGame;\n", "main category"),
        ("[Desktop Entry]\nType=Application\nVersion=1.5\nName=X\nExec=x\nCategories=Game;\n", "Version"),
    ] {
        let found = entry_problems(bad);
        assert!(found.iter().any(|p| p.contains(why)), "{why}: {found:?}");
    }
}

#[test]
fn desktop_entry_install_and_uninstall_from_the_command_line() {
    let d = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_londons-burning"))
            .args(args)
            .env("XDG_DATA_HOME", d.path())
            .env("HOME", d.path())
            .env("LANG", "C")
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    let exe = std::fs::canonicalize(env!("CARGO_BIN_EXE_londons-burning")).unwrap();
    let out = run(&["desktop-entry"]);
    assert_eq!(out, desktop::entry_for(&exe));
    let out = run(&["desktop-entry", "--install"]);
    assert!(out.contains("8 files"), "{out}");
    let entry = std::fs::read_to_string(d.path().join("applications/londons-burning.desktop")).unwrap();
    assert_eq!(entry, desktop::entry_for(&exe));
    assert_eq!(entry_problems(&entry), Vec::<String>::new());
    for (n, png) in desktop::ICONS {
        let file = d.path().join(format!("icons/hicolor/{n}x{n}/apps/londons-burning.png"));
        assert_eq!(std::fs::read(file).unwrap(), png);
    }
    assert!(d.path().join("icons/hicolor/scalable/apps/londons-burning.svg").is_file());
    let out = run(&["desktop-entry", "--uninstall"]);
    assert!(out.contains("removed (8 files"), "{out}");
    let left: Vec<_> = walk(d.path()).into_iter().filter(|p| p.is_file()).collect();
    assert!(left.is_empty(), "{left:?}");
    let out = run(&["desktop-entry", "--uninstall", "--lang", "es"]);
    assert!(out.contains("nada que quitar"), "{out}");
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(walk(&p));
        }
        out.push(p);
    }
    out
}

#[test]
fn the_icon_comes_in_every_size_the_desktop_asks_for() {
    let sizes: Vec<u32> = desktop::ICONS.iter().map(|(n, _)| *n).collect();
    assert_eq!(sizes, [16, 32, 48, 64, 128, 256]);
    for (n, png) in desktop::ICONS {
        let icon = eframe::icon_data::from_png_bytes(png).unwrap_or_else(|e| panic!("{n} px: {e}"));
        assert_eq!((icon.width, icon.height), (n, n));
        // Not blank: the roundel's colours are there.
        assert!(icon.rgba.chunks(4).any(|p| p[3] == 255 && p[2] > 120 && p[0] < 80), "{n} px has no blue");
        assert!(icon.rgba.chunks(4).any(|p| p[3] == 255 && p[0] > 180 && p[1] < 60), "{n} px has no red");
    }
    let svg = String::from_utf8(desktop::ICON_SVG.to_vec()).unwrap();
    assert!(svg.contains("<svg") && svg.contains("viewBox=\"0 0 256 256\""));
    assert!(!desktop::window_icon_png().is_empty());
}

#[test]
fn the_manual_page_names_every_command() {
    let page = include_str!("../../assets/install/londons-burning.6");
    assert!(page.contains(&format!("\"londons-burning {}\"", env!("CARGO_PKG_VERSION"))), "the version");
    let cli = londons_burning::cli::Cli::command();
    for sub in cli.get_subcommands() {
        let name = sub.get_name().replace('-', "\\-");
        assert!(
            page.contains(&format!(".B {name}\n")) || page.contains(&format!(".BI {name} ")),
            "the manual page does not name the command {}",
            sub.get_name()
        );
    }
}

#[test]
fn the_debian_package_names_files_that_exist() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let meta = &manifest[manifest.find("[package.metadata.deb]").expect("the package's metadata")..];
    let mut sources = 0;
    for line in meta.lines().take_while(|l| !l.starts_with("[[") && !l.starts_with("[dev")) {
        let Some(rest) = line.trim().strip_prefix("[\"") else { continue };
        let source = rest.split('"').next().unwrap();
        if !source.starts_with("target/") {
            assert!(root.join(source).is_file(), "{source} is not in the repository");
        }
        sources += 1;
    }
    assert!(sources >= 10, "{sources} assets");
    for needed in [
        "usr/share/applications/",
        "usr/share/icons/hicolor/256x256/apps/",
        "usr/share/icons/hicolor/scalable/apps/",
        "usr/share/man/man6/",
        "DejaVu-LICENSE.txt",
    ] {
        assert!(meta.contains(needed), "the package lacks {needed}");
    }
}

/// What lintian asks of the Debian package (issue 30), checked where the
/// package is made from: a real maintainer's contact, the program where a
/// game belongs (section games, /usr/games, its entry running it from
/// there), a Debian changelog whose top entry is this version by that
/// maintainer, and a copyright file in Debian's machine-readable format
/// whose every licence has its text. (scripts/package runs lintian itself
/// on the built package and fails on any error.)
#[test]
fn the_debian_package_is_a_game_with_a_maintainer_a_changelog_and_a_copyright() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let meta = &manifest[manifest.find("[package.metadata.deb]").expect("the package's metadata")..];
    let field = |key: &str| {
        meta.lines()
            .find_map(|l| l.strip_prefix(&format!("{key} = ")))
            .map(|v| v.trim().to_string())
            .unwrap_or_else(|| panic!("no {key} in [package.metadata.deb]"))
    };
    let maintainer = field("maintainer").trim_matches('"').to_string();
    let (name, address) = maintainer.split_once(" <").expect("a name and an address");
    let address = address.strip_suffix('>').expect("the address in <>");
    let (user, domain) = address.split_once('@').expect("user@domain");
    assert!(!name.trim().is_empty() && !user.is_empty(), "{maintainer}");
    assert!(
        domain.contains('.') && domain != "localhost" && !domain.ends_with(".localdomain"),
        "{maintainer}"
    );

    assert_eq!(field("section"), "\"games\"");
    assert!(
        meta.contains("[\"target/release/londons-burning\", \"usr/games/\", \"755\"]"),
        "the program in /usr/games"
    );
    assert!(!meta.contains("\"usr/bin/\""), "nothing in /usr/bin");
    let script = std::fs::read_to_string(root.join("scripts/package")).unwrap();
    assert!(
        script.contains("Exec=/usr/games/londons-burning"),
        "the package's entry runs it from /usr/games"
    );
    assert!(
        meta.contains("[\"target/package/londons-burning.desktop\", \"usr/share/applications/\", \"644\"]")
    );
    assert!(!script.contains("--no-strip"), "the binary is stripped");

    // The changelog: Debian's format; the top entry is this version.
    assert_eq!(field("changelog"), "\"assets/install/changelog\"");
    let log = std::fs::read_to_string(root.join("assets/install/changelog")).unwrap();
    let first = log.lines().next().unwrap();
    assert_eq!(first, format!("londons-burning ({}-1) unstable; urgency=medium", env!("CARGO_PKG_VERSION")));
    let trailer = log.lines().find(|l| l.starts_with(" -- ")).expect("the entry's trailer line");
    let (who, when) = trailer[4..].split_once("  ").expect("two spaces before the date");
    assert_eq!(who, maintainer, "the entry is the maintainer's");
    chrono::DateTime::parse_from_rfc2822(when).unwrap_or_else(|e| panic!("{when:?}: {e}"));
    for line in log.lines().skip(1).take_while(|l| !l.starts_with(" -- ")) {
        assert!(line.is_empty() || line.starts_with("  * ") || line.starts_with("    "), "{line:?}");
    }

    // The copyright file: machine-readable, each licence named has its text.
    assert_eq!(field("license-file"), "[\"assets/install/copyright\", \"0\"]");
    let copyright = std::fs::read_to_string(root.join("assets/install/copyright")).unwrap();
    assert!(
        copyright.starts_with("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n")
    );
    let paragraphs: Vec<&str> = copyright.split("\n\n").collect();
    let texts: Vec<&str> = paragraphs
        .iter()
        .filter(|p| !p.starts_with("Files:"))
        .filter_map(|p| p.lines().next()?.strip_prefix("License: "))
        .collect();
    let mut used = 0;
    for p in paragraphs.iter().filter(|p| p.starts_with("Files:")) {
        let license =
            p.lines().find_map(|l| l.strip_prefix("License: ")).expect("each Files paragraph a License");
        assert!(p.lines().any(|l| l.starts_with("Copyright: ")), "{p}");
        for name in license.split(" and ") {
            assert!(texts.contains(&name), "the licence {name} has no text");
            used += 1;
        }
    }
    assert!(used >= 5, "the program's licence and the fonts'");
    assert!(!copyright.lines().any(|l| l.ends_with(' ') || l.ends_with('\t')), "no trailing spaces");
}

/// The exported campaigns' type (issue 31): the Debian package's MIME type
/// (assets/install/londons-burning-mime.xml) names the extension the program
/// exports with, and the desktop entry opens that type, passing the file.
#[test]
fn the_exported_campaigns_type_is_the_one_the_entry_opens() {
    let xml = include_str!("../../assets/install/londons-burning-mime.xml");
    let glob = format!("<glob pattern=\"*.{}\"/>", londons_burning::save::EXPORT_EXTENSION);
    assert!(xml.contains(&glob), "{xml}");
    let ty = xml.split("<mime-type type=\"").nth(1).and_then(|r| r.split('"').next()).expect("a mime-type");
    let entry: Vec<&str> = desktop::ENTRY.lines().collect();
    assert!(entry.contains(&format!("MimeType={ty};").as_str()), "{ty}");
    assert!(entry.iter().any(|l| l.starts_with("Exec=") && l.ends_with(" %f")));
    // The Windows installer registers the same extension.
    let nsi = include_str!("../../assets/windows/installer.nsi");
    assert!(nsi.contains(&format!("!define EXT \".{}\"", londons_burning::save::EXPORT_EXTENSION)));
    assert!(nsi.contains(&format!("\"Content Type\" \"{ty}\"")), "{ty}");
}
