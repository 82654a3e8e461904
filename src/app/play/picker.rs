//! The picker over the map: for a move, the hex picked on the map with one
//! row per altitude and one column per facing (and "land here"); for a
//! patrol (5.2), the site with its patrol altitudes and the six facings.
//! The cell picked first is the one a player would pick
//! (`Table::best_move_at`); the path, the level and the facing are
//! previewed, and Confirm (Enter) is always in sight.
//!
//! From the keyboard: M opens it (at the quick move's hex, or the nearest
//! patrol site), the arrows walk the grid (↑↓ altitude, ←→ facing; ↓ past
//! the lowest altitude is "land here"), Page Up/Down go to the previous or
//! next hex (nearest the raid first) or site, Enter confirms, Escape closes.

use crate::app::{style, words};
use crate::rules::decision::PositionOptions;
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use crate::rules::movement::MoveOption;
use crate::rules::{Choice, Decision};
use crate::table::options::{compass_order, danger_at};
use crate::table::{Action, Table};
use crate::text::Lang;
use crate::text::{dir_msg, level_name, site_name};
use egui::RichText;

/// A cell of the grid.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    Fly(Level, Dir),
    /// Land at the airfield in the hex (6.3).
    Land,
}

/// What the picker is open on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A hex the fighter that must move can reach.
    Move(Hex),
    /// A site the fighter may patrol over.
    Patrol(u8),
}

/// The picker's state: open on a target, for one version of the table.
#[derive(Default)]
pub struct Picker {
    pub target: Option<Target>,
    pub cell: Option<Cell>,
    version: u64,
    /// The advisor's move, preselected (issue 23): of the moves that end in
    /// the same cell, this path is the one picked.
    advised: Option<Vec<crate::rules::movement::MoveAction>>,
    /// The table version whose advice was preselected.
    preselected: Option<u64>,
}

/// A key that works the grid.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Nav {
    Up,
    Down,
    Left,
    Right,
    PrevTarget,
    NextTarget,
}

/// The grid of a picker: its rows (altitudes, highest first), its columns
/// (facings in compass order), and whether "land here" is a cell.
struct Grid {
    levels: Vec<Level>,
    dirs: Vec<Dir>,
    land: bool,
}

impl Picker {
    /// Is it open on the decision pending now?
    pub fn is_open(&self, table: &Table) -> bool {
        self.target.is_some() && self.version == table.version()
    }

    pub fn close(&mut self) {
        self.target = None;
        self.cell = None;
        self.advised = None;
    }

    /// Once the advice on a move or a patrol is ready, opens on it,
    /// preselected, and the map draws its path (once per decision: the
    /// player may close it or pick another). Whether it opened.
    pub fn preselect(&mut self, table: &mut Table) -> bool {
        let v = table.version();
        if self.preselected == Some(v) {
            return false;
        }
        let _ = table.advice();
        let Some(choice) = table.advised().map(|a| a.choice.clone()) else { return false };
        self.preselected = Some(v);
        self.open_advised(table, &choice)
    }

    /// Opens on the advisor's choice, preselected (the player still
    /// confirms): a move with its exact path, altitude and facing, or a
    /// patrol with its site, altitude and facing. Whether it opened.
    pub fn open_advised(&mut self, table: &Table, choice: &Choice) -> bool {
        match choice {
            Choice::Move { actions } if !actions.is_empty() => {
                let Some(m) = table.moves().iter().find(|m| &m.actions == actions) else { return false };
                self.version = table.version();
                self.target = Some(Target::Move(m.hex));
                self.cell = Some(cell_of(m));
                self.advised = Some(actions.clone());
                true
            }
            Choice::Patrol { site, level, facing } => {
                self.open_patrol(table, *site);
                if self.target != Some(Target::Patrol(*site)) {
                    return false;
                }
                self.cell = Some(Cell::Fly(*level, *facing));
                true
            }
            _ => false,
        }
    }

    /// Opens on hex `h` for a move: the cell a player would pick first.
    pub fn open_move(&mut self, table: &Table, h: Hex) {
        let moves = table.moves();
        if !moves.iter().any(|m| m.hex == h) {
            return;
        }
        // The advisor's move ends here: opened on it, as when it came.
        if let Some(m) = advised_move(table)
            && m.hex == h
        {
            let actions = m.actions.clone();
            self.open_advised(table, &Choice::Move { actions });
            return;
        }
        self.version = table.version();
        self.target = Some(Target::Move(h));
        self.cell = table.best_move_at(h).map(|i| cell_of(&moves[i]));
    }

    /// Opens on site `site` for a patrol: 20,000 ft if it may, facing the
    /// Channel, where the raids come from.
    pub fn open_patrol(&mut self, table: &Table, site: u8) {
        let Some(Decision::Position(o)) = table.decision() else { return };
        let Some(i) = o.patrol_sites.iter().position(|&s| s == site) else { return };
        let levels: Vec<Level> = o.patrol_levels(i).collect();
        let advised = match table.advised().map(|a| &a.choice) {
            Some(Choice::Patrol { site: s, level, facing }) if *s == site && levels.contains(level) => {
                Some((*level, *facing))
            }
            _ => None,
        };
        let keep = match (self.target, self.cell) {
            (Some(Target::Patrol(_)), Some(Cell::Fly(l, d))) if levels.contains(&l) => Some((l, d)),
            _ => None,
        };
        let keep = advised.or(keep);
        let (level, dir) = keep.unwrap_or_else(|| {
            let l = levels.iter().copied().find(|&l| l == Level::A20).or(levels.last().copied());
            (l.unwrap_or(Level::A20), Dir::DownRight)
        });
        self.version = table.version();
        self.target = Some(Target::Patrol(site));
        self.cell = Some(Cell::Fly(level, dir));
    }

    /// Opens where the keyboard player most likely wants it: the hex of the
    /// first quick move (an interception or closing in), else the fighter's
    /// own; the patrol site the sensible bot would pick, else the first.
    pub fn open_default(&mut self, table: &Table) {
        // The advisor's move or patrol, if it has spoken: opened on it
        // again however often the picker was closed.
        if let Some(choice) = table.advised().map(|a| a.choice.clone())
            && self.open_advised(table, &choice)
        {
            return;
        }
        match table.decision() {
            Some(Decision::Move { fighter, .. }) => {
                let quick = table.options().iter().find_map(|o| match &o.action {
                    Action::One(Choice::Move { actions }) if !actions.is_empty() => {
                        table.moves().iter().find(|m| &m.actions == actions).map(|m| m.hex)
                    }
                    _ => None,
                });
                let c = table.campaign();
                let own = c.state().plane_of(c.edition(), *fighter).map(|p| c.state().planes[p].hex);
                if let Some(h) = quick.or(own).or_else(|| table.moves().first().map(|m| m.hex)) {
                    self.open_move(table, h);
                }
            }
            Some(Decision::Position(o)) => {
                let spot = crate::sim::patrol_spot(table.campaign(), o).and_then(|c| match c {
                    Choice::Patrol { site, .. } => Some(site),
                    _ => None,
                });
                if let Some(site) = spot.or(o.patrol_sites.first().copied()) {
                    self.open_patrol(table, site);
                }
            }
            _ => {}
        }
    }

    /// The move picked (a move picker).
    pub fn picked_move<'a>(&self, table: &'a Table) -> Option<&'a MoveOption> {
        let (Some(Target::Move(h)), Some(cell)) = (self.target, self.cell) else { return None };
        if !self.is_open(table) {
            return None;
        }
        let here = |m: &&MoveOption| m.hex == h && cell_of(m) == cell;
        let advised =
            self.advised.as_ref().and_then(|a| table.moves().iter().filter(here).find(|m| &m.actions == a));
        advised.or_else(|| table.moves().iter().find(here))
    }

    /// The choice the picker would make on Confirm.
    pub fn choice(&self, table: &Table) -> Option<Choice> {
        if !self.is_open(table) {
            return None;
        }
        match (self.target?, self.cell?) {
            (Target::Move(_), _) => {
                self.picked_move(table).map(|m| Choice::Move { actions: m.actions.clone() })
            }
            (Target::Patrol(site), Cell::Fly(level, facing)) => Some(Choice::Patrol { site, level, facing }),
            (Target::Patrol(_), Cell::Land) => None,
        }
    }

    fn grid(&self, table: &Table) -> Option<Grid> {
        let dirs = compass_order(table.campaign());
        match self.target? {
            Target::Move(h) => {
                let here: Vec<&MoveOption> = table.moves().iter().filter(|m| m.hex == h).collect();
                let mut levels: Vec<Level> =
                    here.iter().filter(|m| m.landing.is_none()).map(|m| m.level).collect();
                levels.sort_unstable_by(|a, b| b.cmp(a));
                levels.dedup();
                Some(Grid { levels, dirs, land: here.iter().any(|m| m.landing.is_some()) })
            }
            Target::Patrol(site) => {
                let Some(Decision::Position(o)) = table.decision() else { return None };
                let i = o.patrol_sites.iter().position(|&s| s == site)?;
                let mut levels: Vec<Level> = o.patrol_levels(i).collect();
                levels.reverse();
                Some(Grid { levels, dirs, land: false })
            }
        }
    }

    /// Is there a choice at `cell`?
    fn exists(&self, table: &Table, cell: Cell) -> bool {
        match self.target {
            Some(Target::Move(h)) => table.moves().iter().any(|m| m.hex == h && cell_of(m) == cell),
            Some(Target::Patrol(_)) => matches!(cell, Cell::Fly(..)),
            None => false,
        }
    }

    /// A key of the grid: the next cell that holds a choice that way, or
    /// the previous/next target.
    pub fn navigate(&mut self, table: &Table, key: Nav) {
        if !self.is_open(table) {
            return;
        }
        if matches!(key, Nav::PrevTarget | Nav::NextTarget) {
            let forward = key == Nav::NextTarget;
            match self.target {
                Some(Target::Move(h)) => {
                    let hexes = move_hexes(table);
                    if let Some(next) = step_in(&hexes, &h, forward) {
                        self.open_move(table, next);
                    }
                }
                Some(Target::Patrol(s)) => {
                    if let Some(Decision::Position(o)) = table.decision()
                        && let Some(next) = step_in(&o.patrol_sites, &s, forward)
                    {
                        self.open_patrol(table, next);
                    }
                }
                None => {}
            }
            return;
        }
        let Some(g) = self.grid(table) else { return };
        // Every cell in order: rows of the grid, then "land here".
        let mut cells: Vec<Vec<Cell>> =
            g.levels.iter().map(|&l| g.dirs.iter().map(|&d| Cell::Fly(l, d)).collect()).collect();
        if g.land {
            cells.push(vec![Cell::Land]);
        }
        let Some(cur) = self.cell else { return };
        let (r, c) = cells
            .iter()
            .enumerate()
            .find_map(|(r, row)| row.iter().position(|x| *x == cur).map(|c| (r, c)))
            .unwrap_or((0, 0));
        let found = match key {
            Nav::Left | Nav::Right => {
                let row = &cells[r];
                let n = row.len() as isize;
                let step = if key == Nav::Right { 1 } else { -1 };
                (1..n)
                    .map(|k| row[((c as isize + step * k).rem_euclid(n)) as usize])
                    .find(|&x| self.exists(table, x))
            }
            _ => {
                let up = key == Nav::Up;
                let rows: Vec<usize> =
                    if up { (0..r).rev().collect() } else { (r + 1..cells.len()).collect() };
                rows.into_iter().find_map(|rr| {
                    let row = &cells[rr];
                    // The same facing if it holds a choice, else the nearest.
                    let mut order: Vec<usize> = (0..row.len()).collect();
                    order.sort_by_key(|&cc| (cc as isize - c as isize).unsigned_abs());
                    order.into_iter().map(|cc| row[cc]).find(|&x| self.exists(table, x))
                })
            }
        };
        if let Some(x) = found {
            self.cell = Some(x);
        }
    }

    /// The picker, in the side column under the prompt (never over the
    /// board). Returns the action on Confirm.
    /// `esc`: Escape closes it (the newest panel), shown on its ✕.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        area: egui::Rect,
        table: &Table,
        esc: bool,
        lang: Lang,
    ) -> Option<Action> {
        if !self.is_open(table) {
            return None;
        }
        let target = self.target?;
        let g = self.grid(table)?;
        let ed = table.edition().clone();
        let c = table.campaign();
        let (h, fighter) = match (target, table.decision()) {
            (Target::Move(h), Some(Decision::Move { fighter, .. })) => (h, *fighter),
            (Target::Patrol(s), Some(Decision::Position(o))) => (ed.sites[s as usize].hex, o.fighter),
            _ => return None,
        };
        let caught = match target {
            Target::Move(_) => danger_at(table.danger(), h),
            Target::Patrol(_) => 0.0,
        };
        let mut confirm = false;
        let mut close = false;
        // In the side column, under the prompt: the hex, its path and the
        // raid stay in sight on the board.
        let _ = area;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                let title = match target {
                    Target::Move(h) => t!(lang, "picker-title", n = fighter + 1, hex = h),
                    Target::Patrol(s) => t!(
                        lang,
                        "patrol-picker-title",
                        n = fighter + 1,
                        site = site_name(&ed, s as usize, lang)
                    ),
                };
                ui.add(egui::Label::new(RichText::new(title).strong().size(16.0)).wrap());
                close = crate::app::widgets::close_button(ui, "✕", esc)
                    .on_hover_text(t!(lang, "picker-cancel"))
                    .clicked();
            });
            let (here, total) = match target {
                Target::Move(h) => {
                    let v = move_hexes(table);
                    (v.iter().position(|x| *x == h).unwrap_or(0) + 1, v.len())
                }
                Target::Patrol(s) => match table.decision() {
                    Some(Decision::Position(o)) => {
                        (o.patrol_sites.iter().position(|x| *x == s).unwrap_or(0) + 1, o.patrol_sites.len())
                    }
                    _ => (1, 1),
                },
            };
            ui.label(
                RichText::new(t!(lang, "picker-pages", n = here, of = total)).small().color(style::MUTED),
            );
            let raid_here =
                matches!(target, Target::Move(h) if table.moves().iter().any(|m| m.hex == h && m.intercepts));
            if raid_here {
                ui.label(RichText::new(t!(lang, "picker-intercepts")).color(style::OK));
            } else if caught > 0.0 {
                ui.label(
                    RichText::new(t!(lang, "picker-caught", hex = h, p = words::percent(caught)))
                        .color(style::DAMAGE),
                );
            }
            ui.label(RichText::new(t!(lang, "picker-key")).small().color(style::MUTED));
            egui::Grid::new("move-grid").spacing([4.0, 3.0]).show(ui, |ui| {
                for &level in &g.levels {
                    let fights = matches!(target, Target::Move(_))
                        && (caught > 0.0
                            || table.moves().iter().any(|m| m.hex == h && m.level == level && m.intercepts));
                    let lost = if fights { c.contact_lost_chance(level, h) } else { 0.0 };
                    let mut head = RichText::new(level_name(level, lang)).strong();
                    if lost > 0.0 {
                        head =
                            RichText::new(format!("{} ↯{}%", level_name(level, lang), words::percent(lost)))
                                .strong()
                                .color(style::DAMAGE);
                    }
                    ui.label(head);
                    for &d in &g.dirs {
                        let cell = Cell::Fly(level, d);
                        let short = t!(lang, ed.map.compass(d).short_msg());
                        if !self.exists(table, cell) {
                            ui.add_enabled(false, egui::Button::new(RichText::new(short).weak()));
                            continue;
                        }
                        let m = match target {
                            Target::Move(h) => {
                                table.moves().iter().find(|m| m.hex == h && cell_of(m) == cell)
                            }
                            Target::Patrol(_) => None,
                        };
                        let mut text = short.clone();
                        // Per cell only what the facing changes; the
                        // hex's and the level's risks are on the
                        // title and the row.
                        let mut marks = String::new();
                        if m.is_some_and(|m| m.from_sun) {
                            marks.push('☀');
                        }
                        if m.is_some_and(|m| m.head_on) {
                            marks.push('⇄');
                        }
                        if !marks.is_empty() {
                            text = format!("{short} {marks}");
                        }
                        let guided =
                            m.is_some_and(|m| table.guided(&Choice::Move { actions: m.actions.clone() }));
                        if guided {
                            text = format!("▶ {text}");
                        }
                        let mut rt = RichText::new(text);
                        if guided {
                            rt = rt.strong().background_color(style::GUIDE);
                        }
                        if lost > 0.0 {
                            rt = rt.color(style::DAMAGE);
                        }
                        let r = ui.selectable_label(self.cell == Some(cell), rt);
                        let r = match m {
                            Some(m) => r.on_hover_text(cell_hint(m, level, caught, lost, lang)),
                            None => r.on_hover_text(level_name(level, lang)),
                        };
                        if r.clicked() {
                            self.cell = Some(cell);
                        }
                    }
                    ui.end_row();
                }
            });
            if g.land
                && let Target::Move(h) = target
            {
                let site = table
                    .moves()
                    .iter()
                    .find(|m| m.hex == h && m.landing.is_some())
                    .and_then(|m| m.landing)
                    .map(|s| site_name(&ed, s as usize, lang))
                    .unwrap_or_default();
                if ui
                    .selectable_label(self.cell == Some(Cell::Land), t!(lang, "land-here-at", site = site))
                    .clicked()
                {
                    self.cell = Some(Cell::Land);
                }
            }
            ui.separator();
            match (target, self.cell) {
                (Target::Move(_), _) => {
                    if let Some(m) = self.picked_move(table) {
                        let path: Vec<String> = m.path.iter().map(Hex::to_string).collect();
                        ui.label(t!(
                            lang,
                            "move-preview",
                            path = if path.is_empty() { "—".into() } else { path.join("→") },
                            level = level_name(m.level, lang),
                            facing = t!(lang, dir_msg(&ed, m.facing))
                        ));
                        let landing = m.landing.is_some();
                        let lost = if m.intercepts || (caught > 0.0 && !landing) {
                            c.contact_lost_chance(m.level, h)
                        } else {
                            0.0
                        };
                        if lost > 0.0 {
                            ui.label(
                                RichText::new(t!(
                                    lang,
                                    "picker-contact",
                                    level = level_name(m.level, lang),
                                    p = words::percent(lost)
                                ))
                                .color(style::DAMAGE),
                            );
                        }
                    }
                }
                (Target::Patrol(s), Some(Cell::Fly(level, facing))) => {
                    ui.label(t!(
                        lang,
                        "opt-patrol",
                        site = site_name(&ed, s as usize, lang),
                        level = level_name(level, lang),
                        facing = t!(lang, dir_msg(&ed, facing))
                    ));
                }
                _ => {}
            }
            let text = match target {
                Target::Move(_) => t!(lang, "confirm-move"),
                Target::Patrol(_) => t!(lang, "confirm-patrol"),
            };
            if self.choice(table).is_some() {
                confirm = crate::app::widgets::keyed_button(ui, true, &text, "Enter").clicked();
            }
        });
        if close {
            self.close();
            return None;
        }
        if confirm { self.choice(table).map(Action::One) } else { None }
    }
}

/// The cell of a move.
/// Is hex `h` in the left half of the board (the panels over the map go
/// to the other side)?
pub fn on_left(ed: &crate::edition::Edition, h: Hex) -> bool {
    let (x, _) = h.centre_km();
    let w = (ed.map.grid.cols() as f64 - 1.0) * 10.0 + 16.6;
    (x + 5.8) / w < 0.5
}

/// The advisor's move, once it has spoken on a move (its exact path).
pub fn advised_move(table: &Table) -> Option<&MoveOption> {
    match &table.advised()?.choice {
        Choice::Move { actions } if !actions.is_empty() => {
            table.moves().iter().find(|m| &m.actions == actions)
        }
        _ => None,
    }
}

/// The hex the picker is open on (a move's, or a patrol site's).
pub fn picked_hex(picker: &Picker, table: &Table) -> Option<Hex> {
    if !picker.is_open(table) {
        return None;
    }
    match picker.target? {
        Target::Move(h) => Some(h),
        Target::Patrol(s) => Some(table.edition().sites[s as usize].hex),
    }
}

fn cell_of(m: &MoveOption) -> Cell {
    if m.landing.is_some() { Cell::Land } else { Cell::Fly(m.level, m.facing) }
}

/// The hexes the fighter can reach, nearest the raid first (then by id).
fn move_hexes(table: &Table) -> Vec<Hex> {
    let raid = table.campaign().state().raid.as_ref().map(|r| r.hex);
    let mut v: Vec<Hex> = table.moves().iter().map(|m| m.hex).collect();
    v.sort_by_key(|h| (raid.map(|r| h.distance(r)).unwrap_or(0), h.index()));
    v.dedup();
    v
}

/// The item before or after `at` in `list`, going round.
fn step_in<T: Copy + PartialEq>(list: &[T], at: &T, forward: bool) -> Option<T> {
    let n = list.len();
    let i = list.iter().position(|x| x == at)?;
    let j = if forward { (i + 1) % n } else { (i + n - 1) % n };
    list.get(j).copied()
}

/// What a cell of the move picker means, on hover.
fn cell_hint(m: &MoveOption, level: Level, caught: f64, lost: f64, lang: Lang) -> String {
    let mut v = vec![level_name(level, lang)];
    if m.intercepts {
        v.push(t!(lang, "picker-intercepts"));
    }
    if m.from_sun {
        v.push(t!(lang, "hint-sun"));
    }
    if m.head_on {
        v.push(t!(lang, "hint-head-on"));
    }
    if !m.intercepts && caught > 0.0 {
        v.push(t!(lang, "picker-caught", hex = m.hex, p = words::percent(caught)));
    }
    if lost > 0.0 {
        v.push(t!(lang, "picker-contact", level = level_name(level, lang), p = words::percent(lost)));
    }
    v.join("\n")
}

/// The patrol sites of a positioning decision, for the map's ring.
pub fn patrol_site(picker: &Picker, table: &Table, _o: &PositionOptions) -> Option<u8> {
    match picker.target {
        Some(Target::Patrol(s)) if picker.is_open(table) => Some(s),
        _ => None,
    }
}
