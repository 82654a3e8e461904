//! The program as the desktop sees it: the icon (drawn in
//! `assets/icons/londons-burning.svg`, its PNG sizes made by `scripts/icons`)
//! and the freedesktop.org desktop entry (`assets/install/`), both embedded
//! so that `londons-burning desktop-entry --install` can put them in the
//! user's folders after a `cargo install` (the Debian package ships them in
//! the system's folders instead, `scripts/package`).

use std::path::{Path, PathBuf};

/// The desktop entry as packaged (`Exec=londons-burning %f`, found on the
/// PATH; `%f`: an exported campaign opened with it, `MimeType`).
pub const ENTRY: &str = include_str!("../assets/install/londons-burning.desktop");
/// The entry's file name, which is also the app id (Wayland) and the window
/// class (X11) the window gets, so the desktop ties the window to it.
pub const ENTRY_FILE: &str = "londons-burning.desktop";
/// The icon's name in the icon theme.
pub const ICON_NAME: &str = "londons-burning";
/// The icon's source.
pub const ICON_SVG: &[u8] = include_bytes!("../assets/icons/londons-burning.svg");
/// The icon in the sizes a desktop asks for (hicolor theme), in pixels.
pub const ICONS: [(u32, &[u8]); 6] = [
    (16, include_bytes!("../assets/icons/londons-burning-16.png")),
    (32, include_bytes!("../assets/icons/londons-burning-32.png")),
    (48, include_bytes!("../assets/icons/londons-burning-48.png")),
    (64, include_bytes!("../assets/icons/londons-burning-64.png")),
    (128, include_bytes!("../assets/icons/londons-burning-128.png")),
    (256, include_bytes!("../assets/icons/londons-burning-256.png")),
];

/// The PNG the window shows as its icon.
pub fn window_icon_png() -> &'static [u8] {
    ICONS[ICONS.len() - 1].1
}

/// The entry with `Exec` (and `TryExec`) naming `exe` by its full path (its
/// arguments kept): a program installed with cargo lives in `~/.cargo/bin`,
/// which the desktop's own PATH often lacks.
pub fn entry_for(exe: &Path) -> String {
    let quoted = exec_quote(&exe.to_string_lossy());
    let mut out = String::new();
    for line in ENTRY.lines() {
        if let Some(exec) = line.strip_prefix("Exec=") {
            out.push_str(&format!("TryExec={}\n", string_escape(&exe.to_string_lossy())));
            match exec.split_once(' ') {
                Some((_, args)) => out.push_str(&format!("Exec={quoted} {args}\n")),
                None => out.push_str(&format!("Exec={quoted}\n")),
            }
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// A value of type string in a desktop entry: backslashes, newlines and
/// tabs escaped.
fn string_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('\n', "\\n").replace('\t', "\\t")
}

/// A program path as the `Exec` key wants it: left bare when it has only
/// safe characters, else in double quotes with `"`, `` ` ``, `$` and `\`
/// escaped (then escaped again as a string value), and `%` doubled (a
/// field code otherwise), as the Desktop Entry Specification says.
pub fn exec_quote(path: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "/._-+,".contains(c);
    let path = path.replace('%', "%%");
    if path.chars().all(safe) {
        return path;
    }
    let mut q = String::from("\"");
    for c in path.chars() {
        match c {
            '"' | '`' | '$' => {
                q.push_str("\\\\");
                q.push(c);
            }
            '\\' => q.push_str("\\\\\\\\"),
            '\n' => q.push_str("\\n"),
            '\t' => q.push_str("\\t"),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}

/// The files `install` writes under a data folder (`~/.local/share`):
/// the entry and the icon in every size.
pub fn files(data_home: &Path) -> Vec<PathBuf> {
    let mut out = vec![data_home.join("applications").join(ENTRY_FILE)];
    let icons = data_home.join("icons").join("hicolor");
    for (n, _) in ICONS {
        out.push(icons.join(format!("{n}x{n}")).join("apps").join(format!("{ICON_NAME}.png")));
    }
    out.push(icons.join("scalable").join("apps").join(format!("{ICON_NAME}.svg")));
    out
}

/// Writes the entry (for `exe`) and the icons into `data_home`. Returns
/// the files written.
pub fn install(data_home: &Path, exe: &Path) -> std::io::Result<Vec<PathBuf>> {
    let files = files(data_home);
    let mut contents: Vec<&[u8]> = Vec::new();
    let entry = entry_for(exe);
    contents.push(entry.as_bytes());
    contents.extend(ICONS.iter().map(|(_, png)| *png));
    contents.push(ICON_SVG);
    for (path, bytes) in files.iter().zip(contents) {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(path, bytes)?;
    }
    Ok(files)
}

/// Removes what [`install`] wrote. Returns the files removed (none if it
/// was never installed).
pub fn uninstall(data_home: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut removed = Vec::new();
    for path in files(data_home) {
        match std::fs::remove_file(&path) {
            Ok(()) => removed.push(path),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
    }
    Ok(removed)
}

/// The user's data folder where desktops look for entries and icons:
/// `$XDG_DATA_HOME`, by default `~/.local/share`. Only on the desktops
/// that follow freedesktop.org (Linux, the BSDs); none elsewhere.
pub fn data_home() -> Option<PathBuf> {
    if cfg!(any(windows, target_os = "macos")) {
        return None;
    }
    directories::BaseDirs::new().map(|b| b.data_dir().to_path_buf())
}
