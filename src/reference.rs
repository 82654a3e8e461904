//! The rules reference: the project's own explanation of every rule section
//! the program applies (2 to 15 and their subsections) and of the rulings
//! R1-R21, in English and Spanish. It is written in our own words: the
//! rulebook itself is not shipped.
//!
//! The text lives in `assets/rules/en.md` and `assets/rules/es.md`, built
//! into the binary and parsed once: a page starts at each `## ID Title`
//! line; paragraphs are separated by blank lines and a line starting with
//! `- ` is a list item. Both files have the same pages in the same order
//! (a test checks it). The app's rules window, the log's rule tooltips and
//! `londons-burning rules` all read these pages: there is no other rule
//! text.

use crate::text::Lang;
use std::sync::OnceLock;

const EN: &str = include_str!("../assets/rules/en.md");
const ES: &str = include_str!("../assets/rules/es.md");

/// A piece of a page's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Para(String),
    Item(String),
}

impl Block {
    pub fn text(&self) -> &str {
        match self {
            Block::Para(s) | Block::Item(s) => s,
        }
    }
}

/// One page: a section ("8.42"), a whole section's overview ("8") or a
/// ruling ("R13").
#[derive(Clone, Debug)]
pub struct Page {
    pub id: &'static str,
    pub title: &'static str,
    pub blocks: Vec<Block>,
    /// The id, title and text, folded for search (see [`fold`]).
    haystack: String,
    /// The title alone, folded.
    folded_title: String,
}

impl Page {
    /// "8.42 Action check".
    pub fn heading(&self) -> String {
        format!("{} {}", self.id, self.title)
    }

    /// The first sentence of the text, for tooltips and search results.
    pub fn first_sentence(&self) -> &str {
        let Some(first) = self.blocks.first() else { return "" };
        let text = first.text();
        for (i, _) in text.match_indices(". ") {
            // A sentence ends at ". " before a capital ("7 a.m. phase" does
            // not end one).
            if text[i + 2..].chars().next().is_some_and(char::is_uppercase) {
                return &text[..=i];
            }
        }
        text
    }

    /// The other pages this one names in its text (8.42, R13, ...), in
    /// order of first mention.
    pub fn links(&self, lang: Lang) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        for b in &self.blocks {
            for id in mentions(b.text()) {
                if let Some(p) = page(&id, lang)
                    && p.id != self.id
                    && !out.contains(&p.id)
                {
                    out.push(p.id);
                }
            }
        }
        out
    }

    /// Whether every word of the (folded) query is in the page; `Some(true)`
    /// when they are all in the title.
    fn matches(&self, words: &[String]) -> Option<bool> {
        if words.is_empty() || !words.iter().all(|w| self.haystack.contains(w.as_str())) {
            return None;
        }
        Some(words.iter().all(|w| self.folded_title.contains(w.as_str())))
    }
}

/// Lower case without accents, so "rafaga" finds "ráfaga" and "Head-on"
/// finds "head-on".
pub fn fold(s: &str) -> String {
    s.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ñ' => 'n',
            'ç' => 'c',
            c => c,
        })
        .collect()
}

/// Parses a reference file into pages. Lines before the first heading (a
/// comment for editors) are skipped.
pub fn parse(text: &'static str) -> Vec<Page> {
    let mut pages: Vec<Page> = Vec::new();
    let mut para = String::new();
    let mut item: Option<String> = None;
    fn flush(page: Option<&mut Page>, para: &mut String, item: &mut Option<String>) {
        let Some(page) = page else {
            para.clear();
            *item = None;
            return;
        };
        if let Some(i) = item.take() {
            page.blocks.push(Block::Item(i));
        }
        if !para.is_empty() {
            page.blocks.push(Block::Para(std::mem::take(para)));
        }
    }
    for line in text.lines() {
        let line = line.trim_end();
        if let Some(head) = line.strip_prefix("## ") {
            flush(pages.last_mut(), &mut para, &mut item);
            let head = head.trim();
            let (id, title) = head.split_once(' ').unwrap_or((head, ""));
            pages.push(Page {
                id,
                title: title.trim(),
                blocks: Vec::new(),
                haystack: String::new(),
                folded_title: String::new(),
            });
        } else if line.trim().is_empty() {
            flush(pages.last_mut(), &mut para, &mut item);
        } else if let Some(rest) = line.strip_prefix("- ") {
            flush(pages.last_mut(), &mut para, &mut item);
            item = Some(rest.trim().to_string());
        } else {
            let target = item.as_mut().unwrap_or(&mut para);
            if !target.is_empty() {
                target.push(' ');
            }
            target.push_str(line.trim());
        }
    }
    flush(pages.last_mut(), &mut para, &mut item);
    for p in &mut pages {
        let mut all = format!("{} {}", p.id, p.title);
        for b in &p.blocks {
            all.push('\n');
            all.push_str(b.text());
        }
        p.haystack = fold(&all);
        p.folded_title = fold(&format!("{} {}", p.id, p.title));
    }
    pages
}

/// Every page, in the order of the file: 2, 3, 3.1, ..., 15.2, R, R1, ...
pub fn pages(lang: Lang) -> &'static [Page] {
    static PAGES: OnceLock<[Vec<Page>; 2]> = OnceLock::new();
    let all = PAGES.get_or_init(|| [parse(EN), parse(ES)]);
    // The rules reference is written in English and Spanish; another
    // language reads it in English.
    if lang == Lang::ES { &all[1] } else { &all[0] }
}

/// How a reader may write a section: " [8.42] " and "r13" are 8.42 and R13.
pub fn normalize(id: &str) -> String {
    let id = id.trim().trim_start_matches('[').trim_end_matches(']').trim();
    match id.strip_prefix(['r', 'R']) {
        Some(rest) => format!("R{rest}"),
        None => id.to_string(),
    }
}

/// The page with exactly this id.
pub fn page(id: &str, lang: Lang) -> Option<&'static Page> {
    let id = normalize(id);
    pages(lang).iter().find(|p| p.id == id)
}

/// The page for a rule the log names, or else its nearest parent's
/// ("9.6" -> "9").
pub fn page_or_parent(id: &str, lang: Lang) -> Option<&'static Page> {
    let mut id = normalize(id);
    loop {
        if let Some(p) = page(&id, lang) {
            return Some(p);
        }
        id = parent(&id)?;
    }
}

/// The section a page belongs to: 8.42 -> 8.4 -> 8; R13 -> R.
pub fn parent(id: &str) -> Option<String> {
    if let Some(n) = id.strip_prefix('R') {
        return (!n.is_empty()).then(|| "R".to_string());
    }
    let (whole, part) = id.split_once('.')?;
    if part.chars().count() >= 2 {
        let mut shorter = part.to_string();
        shorter.pop();
        Some(format!("{whole}.{shorter}"))
    } else {
        Some(whole.to_string())
    }
}

/// How deep a page sits: 8 is 0, 8.4 is 1, 8.42 is 2.
pub fn depth(id: &str) -> usize {
    std::iter::successors(parent(id), |p| parent(p)).count()
}

/// Whether `id` lies inside section `of` (itself included).
pub fn within(id: &str, of: &str) -> bool {
    std::iter::successors(Some(id.to_string()), |p| parent(p)).any(|p| p == of)
}

/// The pages directly under `id` (8 -> 8.1 ... 8.7; 8.4 -> 8.41 ... 8.44).
pub fn children(id: &str, lang: Lang) -> impl Iterator<Item = &'static Page> {
    let id = id.to_string();
    pages(lang).iter().filter(move |p| parent(p.id).as_deref() == Some(id.as_str()))
}

/// The pages that contain every word of `query` in their number, title or
/// text (any case, accents optional), those with all of them in the title
/// first. An empty query finds nothing.
pub fn search(query: &str, lang: Lang) -> Vec<&'static Page> {
    let words: Vec<String> = fold(query).split_whitespace().map(str::to_string).collect();
    let mut hits: Vec<(bool, &'static Page)> =
        pages(lang).iter().filter_map(|p| p.matches(&words).map(|t| (t, p))).collect();
    hits.sort_by_key(|(in_title, _)| !in_title);
    hits.into_iter().map(|(_, p)| p).collect()
}

/// The rule numbers written in a text: "8.42", "10.4", "R13" ("R4b" is R4;
/// "10.000" and "5,000" are not rules).
pub fn mentions(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let boundary = before.is_none_or(|c| !c.is_alphanumeric() && c != '.' && c != ',');
        if boundary && chars[i] == 'R' {
            let digits: String = chars[i + 1..].iter().take_while(|c| c.is_ascii_digit()).collect();
            if (1..=2).contains(&digits.len()) {
                out.push(format!("R{digits}"));
                i += 1 + digits.len();
                continue;
            }
        }
        if boundary && chars[i].is_ascii_digit() {
            let whole: String = chars[i..].iter().take_while(|c| c.is_ascii_digit()).collect();
            let j = i + whole.len();
            if whole.len() <= 2 && chars.get(j) == Some(&'.') {
                let part: String = chars[j + 1..].iter().take_while(|c| c.is_ascii_digit()).collect();
                if (1..=2).contains(&part.len()) {
                    out.push(format!("{whole}.{part}"));
                }
                i = j + 1 + part.len();
                continue;
            }
            i = j;
            continue;
        }
        i += 1;
    }
    out
}

/// What a rule number in the log says, in a line: "8.42 Action check: the
/// page's first sentence". A rule without a page of its own borrows its
/// section's.
pub fn rule_text(rule: &str, lang: Lang) -> String {
    match page_or_parent(rule, lang) {
        Some(p) => format!("{}: {}", p.heading(), p.first_sentence()),
        None => rule.to_string(),
    }
}

/// A page as plain text for the terminal, wrapped at `width` columns.
pub fn page_text(p: &Page, width: usize) -> String {
    let mut out = p.heading();
    out.push('\n');
    let mut in_list = false;
    for b in &p.blocks {
        let item = matches!(b, Block::Item(_));
        if !(item && in_list) {
            out.push('\n');
        }
        in_list = item;
        match b {
            Block::Para(t) => out.push_str(&wrap(t, width, "", "")),
            Block::Item(t) => out.push_str(&wrap(t, width, "- ", "  ")),
        }
    }
    out
}

/// Greedy word wrap at `width` columns, for the terminal.
pub fn wrap_text(text: &str, width: usize) -> String {
    wrap(text, width, "", "")
}

/// Greedy word wrap; `first` and `rest` prefix the first and later lines.
fn wrap(text: &str, width: usize, first: &str, rest: &str) -> String {
    let mut out = String::new();
    let mut line = String::from(first);
    let mut empty = true;
    for word in text.split_whitespace() {
        if !empty && line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(&line);
            out.push('\n');
            line = String::from(rest);
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push_str(&line);
    out.push('\n');
    out
}
