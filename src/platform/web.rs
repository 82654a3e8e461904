//! The browser's side of [`crate::platform`]: one thread, and the files are
//! entries of the page's `localStorage` (see the module's comment). An
//! entry's key is [`KEY`] and the path; its text is the file's bytes (the
//! saves and settings are JSON, so UTF-8); a second entry, [`TIME`] and the
//! path, holds when it was written (milliseconds since 1970).

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// No files: no folder to show or open, and an export is handed to the
/// player as a download ([`download`]).
pub const FILES: bool = false;

const KEY: &str = "londons-burning:";
const TIME: &str = "londons-burning-time:";

fn storage() -> std::io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| std::io::Error::other("the browser's storage is not available"))
}

fn key(path: &Path) -> String {
    format!("{KEY}{}", path.to_string_lossy())
}

fn js_error(e: JsValue) -> std::io::Error {
    let text = e
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"));
    std::io::Error::other(text)
}

/// The bytes stored for `path`; `Ok(None)` if there is none.
pub fn read(path: &Path) -> std::io::Result<Option<Vec<u8>>> {
    let text = storage()?.get_item(&key(path)).map_err(js_error)?;
    Ok(text.map(String::into_bytes))
}

/// Stores `bytes` for `path` (one `setItem`: the old text or the new one,
/// whole). When the browser's quota for the site is full (about 5 MB; a
/// long campaign's save is about 75 KB, its kept review about 450 KB), the
/// kept reviews and yardsticks — copies the app computes again when asked —
/// are dropped and the write tried once more; if it still fails, the page
/// says so (`londonsBurningStorageFull` in index.html: nothing is lost while
/// the page stays open; export, then delete old campaigns) and the error is
/// returned (the play screen shows "Not saved"). The next write that fits
/// puts the page's usual note back (`londonsBurningStorageOk`).
/// scripts/web-test fills the storage and checks all of it.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let text =
        std::str::from_utf8(bytes).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
    let s = storage()?;
    let k = key(path);
    if let Err(e) = s.set_item(&k, text) {
        if !is_quota(&e) {
            return Err(js_error(e));
        }
        drop_caches(&s, &k);
        if let Err(e) = s.set_item(&k, text) {
            // A copy kept to save time not kept: no need to alarm anyone.
            if !is_cache(path) {
                storage_full();
            }
            return Err(std::io::Error::new(std::io::ErrorKind::StorageFull, js_error(e)));
        }
    }
    let _ = s.set_item(&format!("{TIME}{}", path.to_string_lossy()), &js_sys::Date::now().to_string());
    if !is_cache(path) && FULL.with(|f| f.replace(false)) {
        call_page("londonsBurningStorageOk");
    }
    Ok(())
}

/// Folders of copies the app keeps only to save time (`table::Store`: the
/// reviews and the yardsticks simulated on demand), never the saves.
const CACHES: [&str; 2] = ["/reviews/", "/yardsticks/"];

fn is_cache(path: &Path) -> bool {
    CACHES.iter().any(|c| path.to_string_lossy().contains(c))
}

/// The browser's "quota exceeded" (its name differs between browsers).
fn is_quota(e: &JsValue) -> bool {
    let name = js_sys::Reflect::get(e, &JsValue::from_str("name")).ok().and_then(|n| n.as_string());
    matches!(name.as_deref(), Some("QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED"))
}

/// Drops every kept copy ([`CACHES`]) but `keep`.
fn drop_caches(s: &web_sys::Storage, keep: &str) {
    let n = s.length().unwrap_or(0);
    let keys: Vec<String> = (0..n).filter_map(|i| s.key(i).ok().flatten()).collect();
    for k in keys {
        let Some(path) = k.strip_prefix(KEY) else { continue };
        if k != keep && is_cache(Path::new(path)) {
            let _ = s.remove_item(&k);
            let _ = s.remove_item(&format!("{TIME}{path}"));
        }
    }
}

/// Tells the page the storage is full (it shows a note).
fn storage_full() {
    FULL.with(|f| f.set(true));
    call_page("londonsBurningStorageFull");
}

/// Calls the page's function `name` (index.html), if it has it.
fn call_page(name: &str) {
    let Some(w) = web_sys::window() else { return };
    if let Ok(f) = js_sys::Reflect::get(&w, &JsValue::from_str(name))
        && let Some(f) = f.dyn_ref::<js_sys::Function>()
    {
        let _ = f.call0(&JsValue::NULL);
    }
}

/// The paths stored directly in the folder `dir`.
pub fn list_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(s) = storage() else { return Vec::new() };
    let prefix = format!("{KEY}{}/", dir.to_string_lossy().trim_end_matches('/'));
    let n = s.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter_map(|k| {
            let name = k.strip_prefix(&prefix)?;
            (!name.is_empty() && !name.contains('/')).then(|| dir.join(name))
        })
        .collect()
}

pub fn exists(path: &Path) -> bool {
    matches!(read(path), Ok(Some(_)))
}

/// When `path` was last stored.
pub fn modified(path: &Path) -> Option<std::time::SystemTime> {
    let ms: f64 =
        storage().ok()?.get_item(&format!("{TIME}{}", path.to_string_lossy())).ok()??.parse().ok()?;
    // Only `now()` is missing on this target: the type and its sums work.
    Some(std::time::UNIX_EPOCH + std::time::Duration::from_millis(ms.max(0.0) as u64))
}

pub fn remove_file(path: &Path) -> std::io::Result<()> {
    if !exists(path) {
        return Err(std::io::ErrorKind::NotFound.into());
    }
    let s = storage()?;
    s.remove_item(&key(path)).map_err(js_error)?;
    let _ = s.remove_item(&format!("{TIME}{}", path.to_string_lossy()));
    Ok(())
}

/// Work a [`super::Job`] does in one turn of the page's event loop before
/// it lets the page draw and take input: a frame at 60 Hz is 16 ms.
const SLICE_MS: f64 = 12.0;

/// Runs `job` on the page's one thread, a slice at a time
/// ([`super::Job::step`]): a zero-delay timer runs steps for about
/// [`SLICE_MS`], then sets itself again, so that the page draws (the job's
/// progress too) and takes input between slices.
pub fn start(_name: &str, job: Box<dyn super::Job>) -> std::io::Result<()> {
    let window = web_sys::window().ok_or_else(|| std::io::Error::other("no window"))?;
    let cb = Closure::once_into_js(move || slice(job));
    window
        .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), 0)
        .map(drop)
        .map_err(js_error)
}

fn slice(mut job: Box<dyn super::Job>) {
    let t0 = super::Instant::now();
    while t0.elapsed().as_secs_f64() * 1000.0 < SLICE_MS {
        if job.step() {
            return;
        }
    }
    // The timer cannot fail once one was set; if it does, the job's
    // receiver hears that it stopped (its sender is dropped).
    let _ = start("", job);
}

thread_local! {
    /// The page says the storage is full ([`storage_full`]).
    static FULL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Files the player chose in the page's file input, not yet taken.
    static UPLOADS: RefCell<Vec<(String, Vec<u8>)>> = const { RefCell::new(Vec::new()) };
    /// Asks the app for a frame (set by the web entry).
    static WAKE: RefCell<Option<Box<dyn Fn()>>> = const { RefCell::new(None) };
}

/// What to call when something arrives outside a frame (an upload).
pub fn set_waker(wake: Box<dyn Fn()>) {
    WAKE.with(|w| *w.borrow_mut() = Some(wake));
}

/// Opens the browser's file chooser (a hidden `<input type=file>`); the
/// file chosen arrives later, see [`take_upload`]. True: the browser's own
/// chooser is used, not the app's dialog.
pub fn pick_file() -> bool {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return false };
    let Ok(input) = doc.create_element("input") else { return false };
    let Ok(input) = input.dyn_into::<web_sys::HtmlInputElement>() else { return false };
    input.set_type("file");
    // An exported campaign (save::EXPORT_EXTENSION) or a save.
    input.set_accept(".lbcampaign,.json");
    let chosen = input.clone();
    let on_change = Closure::once_into_js(move || {
        let Some(file) = chosen.files().and_then(|l| l.get(0)) else { return };
        let name = file.name();
        wasm_bindgen_futures::spawn_local(async move {
            let Ok(text) = wasm_bindgen_futures::JsFuture::from(file.text()).await else { return };
            add_upload(name, text.as_string().unwrap_or_default().into_bytes());
        });
    });
    input.set_onchange(Some(on_change.unchecked_ref()));
    input.click();
    true
}

/// A file the player chose or dropped on the page, read: the app takes it
/// on the next frame ([`take_upload`]).
pub fn add_upload(name: String, bytes: Vec<u8>) {
    UPLOADS.with(|u| u.borrow_mut().push((name, bytes)));
    WAKE.with(|w| {
        if let Some(w) = &*w.borrow() {
            w()
        }
    });
}

/// A file the player chose with [`pick_file`] or dropped: its name and bytes.
pub fn take_upload() -> Option<(String, Vec<u8>)> {
    UPLOADS.with(|u| {
        let mut u = u.borrow_mut();
        (!u.is_empty()).then(|| u.remove(0))
    })
}

/// Hands `bytes` to the browser as a download called `file_name` (the
/// browser's downloads folder, or its "save as" dialog). True: done.
pub fn download(file_name: &str, bytes: &[u8]) -> bool {
    let go = || -> Option<()> {
        let doc = web_sys::window()?.document()?;
        let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
        let opts = web_sys::BlobPropertyBag::new();
        opts.set_type("application/json");
        let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &opts).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let a = doc.create_element("a").ok()?.dyn_into::<web_sys::HtmlAnchorElement>().ok()?;
        a.set_href(&url);
        a.set_download(file_name);
        a.click();
        // The download has its bytes once it started: let the link go later.
        let revoke = Closure::once_into_js(move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        });
        let _ = web_sys::window()?
            .set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000);
        Some(())
    };
    go().is_some()
}

/// A page has no environment: the tests' switches (e.g.
/// `crash::TEST_PANIC_VAR`) are entries of the page's `localStorage` of that
/// very name, which nothing but a test sets.
pub fn var(name: &str) -> Option<String> {
    storage().ok()?.get_item(name).ok()?
}
