//! The start screen: a new campaign (scenario, weather, base, optional
//! rules, seed, name), the saved campaigns to resume or delete, and the
//! language switch. It fits a laptop's window in every language: the form
//! is one column beside the rest, its Start button always in sight (and
//! focused first: Enter, or Ctrl+Enter from anywhere, starts); the welcome,
//! the saved campaigns and the hall of fame scroll together, their tables'
//! cells wrapping to the width there is.

use strum::VariantArray;
use super::settings::NewCampaign;
use super::{Nav, PlayScreen, style, widgets};
use crate::table::{Store, Table};
use crate::edition::{Aa, Edition, SiteKind};
use crate::text::{Lang, Localize};
use crate::text::date as show_date;
use crate::rules::state::Defences;
use crate::rules::state::Players;
use crate::rules::{Options, Scenario, Setup, WeatherMode};
use crate::save::{self, Listed};
use egui::RichText;

mod saves;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub struct StartScreen {
    pub name: String,
    pub scenario: Scenario,
    pub weather: WeatherMode,
    /// Solitaire or a two-player version (15).
    pub players: Players,
    pub base: usize,
    pub options: Options,
    /// Who rolls: the program, or the player with the box (issue 32).
    pub dice: super::dice::DiceForm,
    /// 14.4: the player's own AA guns and balloons.
    pub own_defences: bool,
    pub aa: Vec<Aa>,
    pub balloons: Vec<bool>,
    pub seed: String,
    pub saves: Vec<Listed>,
    /// The save to delete once confirmed: its file, and how to name it.
    pub confirm_delete: Option<(PathBuf, String)>,
    pub error: Option<String>,
    /// Does the board hold the example of play (edition 2)? Found once: it
    /// plays the example's campaign to load its dice.
    guide_ok: Option<bool>,
    /// The example of play is saved already: resume it or start again?
    confirm_example: bool,
    /// Import… was clicked (the app's import dialog opens).
    pub want_import: bool,
    /// Export… of a saved campaign.
    pub export: Option<super::transfer::ExportDialog>,
    folder: super::transfer::OpenFolder,
    /// The form of the campaign just started, for the app to remember.
    pub started: Option<NewCampaign>,
    /// The Start button was given the focus (once, when the screen opens).
    focused: bool,
}

/// The key that starts the campaign from anywhere on the screen.
const START_KEY: egui::KeyboardShortcut = egui::KeyboardShortcut::new(egui::Modifiers::CTRL, egui::Key::Enter);

impl StartScreen {
    pub fn new(dir: &Path, ed: &Edition) -> StartScreen {
        let base = ed.sites_of(SiteKind::Sector).next().unwrap_or(0);
        StartScreen {
            name: String::new(),
            scenario: Scenario::Regular,
            weather: WeatherMode::Historical,
            players: Players::Solitaire,
            base,
            options: Options::default(),
            dice: Default::default(),
            own_defences: false,
            aa: ed.sites.iter().map(|s| s.aa).collect(),
            balloons: ed.sites.iter().map(|s| s.balloons).collect(),
            seed: crate::table::clock_seed().to_string(),
            saves: save::list(dir),
            confirm_delete: None,
            error: None,
            guide_ok: None,
            confirm_example: false,
            want_import: false,
            export: None,
            folder: Default::default(),
            started: None,
            focused: false,
        }
    }

    /// The form as it was last used (a base or a site the board does not
    /// have is left as it is).
    pub fn recall(&mut self, f: &NewCampaign, ed: &Edition) {
        self.scenario = f.scenario;
        self.weather = if f.scenario.allows(f.weather) { f.weather } else { WeatherMode::Historical };
        self.players = f.players;
        if let Some(b) = ed.sites_of(SiteKind::Sector).find(|&i| ed.sites[i].id == f.base) {
            self.base = b;
        }
        let mut options = f.options.clone();
        let missing = std::mem::take(&mut options.missing);
        self.dice = super::dice::DiceForm::from_option(options.own_dice.take().as_ref(), &missing);
        if let Some(d) = options.defences.take() {
            self.own_defences = true;
            for (i, site) in ed.sites.iter().enumerate() {
                let has = |ids: &[String]| ids.iter().any(|x| *x == site.id);
                self.aa[i] = if has(&d.heavy_aa) {
                    Aa::Heavy
                } else if has(&d.light_aa) {
                    Aa::Light
                } else {
                    Aa::None
                };
                self.balloons[i] = has(&d.balloons);
            }
        }
        self.options = options;
    }

    /// The form's choices, as the settings keep them.
    fn form(&self, ed: &Edition) -> NewCampaign {
        let setup = self.setup(ed);
        NewCampaign {
            scenario: setup.scenario,
            weather: setup.weather,
            players: setup.players,
            base: setup.base,
            options: setup.options,
        }
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, dir: &Path, ed: &Arc<Edition>, lang: &mut Lang) -> Nav {
        let mut nav = Nav::Stay;
        egui::Panel::top("start-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(RichText::new(t!(*lang, "app-title")).strong());
                ui.label(RichText::new(t!(*lang, "app-subtitle")).color(style::MUTED));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    widgets::language_switch(ui, lang);
                    ui.separator();
                    super::reference::button(ui, *lang);
                    ui.separator();
                    widgets::zoom_control(ui, *lang);
                });
            });
        });
        let lang = *lang;
        // Ctrl+Enter starts, unless a dialog is open.
        let modal = ui.ctx().memory(|m| m.top_modal_layer().is_some());
        let key = !modal && ui.input_mut(|i| i.consume_shortcut(&START_KEY));
        // The form's column: narrower in a small window, so the saved
        // campaigns keep room.
        let form = (ui.available_width() * 0.36).clamp(330.0, 520.0);
        egui::Panel::left("start-new").resizable(false).exact_size(form).show(ui, |ui| {
            egui::Panel::bottom("start-go").show(ui, |ui| {
                ui.add_space(6.0);
                if let Some(p) = self.start_button(ui, key, dir, ed, lang) {
                    nav = Nav::Play(p);
                }
                ui.add_space(2.0);
            });
            egui::ScrollArea::vertical().id_salt("start-form").auto_shrink([false, false]).show(ui, |ui| {
                self.new_campaign(ui, ed, lang);
            });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().id_salt("start-central").auto_shrink([false, false]).show(ui, |ui| {
                if let Some(p) = self.welcome(ui, dir, ed, lang) {
                    nav = Nav::Play(p);
                }
                ui.separator();
                if let Some(e) = &self.error {
                    ui.add(egui::Label::new(RichText::new(e).color(style::DAMAGE)).wrap());
                    ui.separator();
                }
                if let Some(p) = self.saved_campaigns(ui, dir, ed, lang) {
                    nav = Nav::Play(p);
                }
            });
        });
        self.delete_dialog(ui, dir, lang);
        if let Some(p) = self.example_dialog(ui, dir, ed, lang) {
            nav = Nav::Play(p);
        }
        if let Some(d) = &mut self.export
            && !d.ui(ui.ctx(), dir, ed, lang)
        {
            self.export = None;
        }
        nav
    }

    /// The example of play from its start, saved under its name (over an
    /// older one: the player was asked).
    fn start_example(&mut self, dir: &Path, ed: &Arc<Edition>, lang: Lang) -> Option<Box<PlayScreen>> {
        match Table::start_example(Store::new(dir), ed, &t!(lang, "guide-save-name")) {
            Some(Ok(t)) => Some(Box::new(PlayScreen::new(t))),
            Some(Err(e)) => {
                self.error = Some(e.localize(lang));
                None
            }
            None => {
                self.error = Some(t!(lang, "guide-needs-edition-2"));
                None
            }
        }
    }

    /// An example of play is saved already: resume it, start it again (the
    /// saved one is replaced), or neither.
    fn example_dialog(
        &mut self,
        ui: &mut egui::Ui,
        dir: &Path,
        ed: &Arc<Edition>,
        lang: Lang,
    ) -> Option<Box<PlayScreen>> {
        if !self.confirm_example {
            return None;
        }
        let name = t!(lang, "guide-save-name");
        let (mut resume, mut again, mut cancel) = (false, false, false);
        let modal = egui::Modal::new(egui::Id::unique("confirm-example")).show(ui.ctx(), |ui| {
            ui.set_width(420.0);
            ui.heading(t!(lang, "guide-title"));
            ui.add(egui::Label::new(t!(lang, "guide-saved-already", name = name.clone())).wrap());
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                resume = ui.button(RichText::new(t!(lang, "guide-resume")).strong()).clicked();
                again = ui.button(t!(lang, "guide-start-again")).clicked();
                cancel = ui.button(t!(lang, "cancel")).clicked();
            });
        });
        if modal.should_close() || cancel {
            self.confirm_example = false;
            return None;
        }
        if resume {
            self.confirm_example = false;
            return match PlayScreen::load(dir, &name, ed.clone()) {
                Ok(p) => Some(Box::new(p)),
                Err(e) => {
                    self.error = Some(e.localize(lang));
                    None
                }
            };
        }
        if again {
            self.confirm_example = false;
            return self.start_example(dir, ed, lang);
        }
        None
    }

    /// What the game is and how a day runs, and the three ways in: the
    /// guided example of play, a new campaign, a saved one (15.4).
    fn welcome(
        &mut self,
        ui: &mut egui::Ui,
        dir: &Path,
        ed: &Arc<Edition>,
        lang: Lang,
    ) -> Option<Box<PlayScreen>> {
        let mut out = None;
        ui.heading(t!(lang, "welcome"));
        ui.label(t!(lang, "welcome-text"));
        ui.add_space(6.0);
        ui.label(RichText::new(t!(lang, "welcome-ways")).strong());
        ui.horizontal(|ui| {
            ui.label("1.");
            let can =
                *self.guide_ok.get_or_insert_with(|| crate::guide::Guide::example_of_play(ed).is_some());
            let b = ui
                .add_enabled(
                    can,
                    egui::Button::new(RichText::new(t!(lang, "guide-title")).strong()).fill(style::GUIDE),
                )
                .on_hover_text(t!(lang, "guide-button-hint"))
                .on_disabled_hover_text(t!(lang, "guide-needs-edition-2"));
            if b.clicked() {
                if Store::new(dir).exists(&t!(lang, "guide-save-name")) {
                    self.confirm_example = true;
                } else {
                    out = self.start_example(dir, ed, lang);
                }
            }
        });
        ui.label(format!("2. {}", t!(lang, "welcome-new")));
        ui.label(format!("3. {}", t!(lang, "welcome-saved")));
        out
    }

    /// The form, one field under another (a label above its control), so
    /// it fits a narrow column in any language.
    fn new_campaign(&mut self, ui: &mut egui::Ui, ed: &Edition, lang: Lang) {
        ui.heading(t!(lang, "new-campaign"));
        let field = |ui: &mut egui::Ui, id| {
            ui.add_space(6.0);
            ui.label(RichText::new(t!(lang, id)).strong())
        };
        let width = ui.available_width();
        let label = field(ui, id!("field-name"));
        ui.add(
            egui::TextEdit::singleline(&mut self.name)
                .hint_text(t!(lang, "field-name-hint"))
                .desired_width(width.min(300.0)),
        )
        .labelled_by(label.id);
        let label = field(ui, id!("field-players"));
        ui.vertical(|ui| {
            for &p in Players::VARIANTS {
                ui.radio_value(&mut self.players, p, t!(lang, p.msg()));
            }
            if self.players == Players::Luftwaffe {
                ui.add(
                    egui::Label::new(RichText::new(t!(lang, "players-luftwaffe-rules")).color(style::MUTED)).wrap(),
                );
            }
        })
        .response
        .labelled_by(label.id);
        field(ui, id!("field-scenario"));
        ui.horizontal_wrapped(|ui| {
            for &s in Scenario::VARIANTS {
                let end = show_date(ed.calendar.ends[s.index()], lang);
                ui.radio_value(&mut self.scenario, s, t!(lang, s.msg())).on_hover_text(t!(
                    lang,
                    "scenario-ends",
                    date = end
                ));
            }
        });
        ui.add(egui::Label::new(RichText::new(scenario_length(ed, self.scenario, lang)).color(style::MUTED)).wrap());
        field(ui, id!("field-weather"));
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut self.weather, WeatherMode::Historical, t!(lang, WeatherMode::Historical.msg()));
            // 4.3: no optional weather in the short scenario.
            let short = !self.scenario.allows(WeatherMode::Optional);
            ui.add_enabled_ui(!short, |ui| {
                ui.radio_value(&mut self.weather, WeatherMode::Optional, t!(lang, WeatherMode::Optional.msg()))
                    .on_disabled_hover_text(t!(lang, "setup-short-optional"));
            });
            if short {
                self.weather = WeatherMode::Historical;
            } else if self.players == Players::Luftwaffe {
                // 15.2: the optional weather table unless short.
                self.weather = WeatherMode::Optional;
            }
        });
        let label = field(ui, id!("field-base"));
        egui::ComboBox::from_id_salt("base")
            .selected_text(ed.sites[self.base].name.clone())
            .show_ui(ui, |ui| {
                for s in ed.sites_of(SiteKind::Sector) {
                    ui.selectable_value(&mut self.base, s, ed.sites[s].name.clone());
                }
            })
            .response
            .labelled_by(label.id);
        let label = field(ui, id!("field-seed"));
        ui.horizontal_wrapped(|ui| {
            ui.add(egui::TextEdit::singleline(&mut self.seed).desired_width(160.0)).labelled_by(label.id);
            if ui.button(t!(lang, "new-seed")).clicked() {
                self.seed = crate::table::clock_seed().to_string();
            }
        });
        field(ui, id!("optional-rules"));
        if self.players == Players::Luftwaffe {
            // 15.2: all of rule 14.
            self.options.crossfire = true;
            self.options.base_change = true;
            self.options.abort = true;
        }
        ui.checkbox(&mut self.options.crossfire, t!(lang, "rule-141"));
        ui.checkbox(&mut self.options.base_change, t!(lang, "rule-142"));
        ui.checkbox(&mut self.options.abort, t!(lang, "rule-143"));
        ui.checkbox(&mut self.own_defences, t!(lang, "rule-144"));
        if self.own_defences {
            self.defences_editor(ui, ed, lang);
        }
        ui.checkbox(&mut self.options.no_undo, t!(lang, "no-undo"));
        field(ui, id!("field-dice"));
        self.dice.ui(ui, ed, self.players, self.weather, lang);
        ui.add_space(6.0);
    }

    /// "Start the campaign", with its key; focused when the screen opens,
    /// so Enter starts too.
    fn start_button(
        &mut self,
        ui: &mut egui::Ui,
        key: bool,
        dir: &Path,
        ed: &Arc<Edition>,
        lang: Lang,
    ) -> Option<Box<PlayScreen>> {
        let start = ui.add(
            egui::Button::new(RichText::new(t!(lang, "start-campaign")).strong())
                .shortcut_text(t!(lang, "start-key"))
                .fill(style::RAF_LIGHT)
                .min_size(egui::vec2(ui.available_width().min(300.0), 32.0)),
        );
        if !std::mem::replace(&mut self.focused, true) && ui.memory(|m| m.focused().is_none()) {
            start.request_focus();
        }
        if start.clicked() || key {
            match self.create(dir, ed, lang) {
                Ok(p) => {
                    self.started = Some(self.form(ed));
                    return Some(p);
                }
                Err(e) => self.error = Some(e.localize(lang)),
            }
        }
        None
    }

    fn defences_editor(&mut self, ui: &mut egui::Ui, ed: &Edition, lang: Lang) {
        let count = |v: &[Aa], k: Aa| v.iter().filter(|&&a| a == k).count();
        let printed: Vec<Aa> = ed.sites.iter().map(|s| s.aa).collect();
        let max_b = ed.sites.iter().filter(|s| s.balloons).count();
        ui.label(
            RichText::new(t!(
                lang,
                "defences-count",
                heavy = count(&self.aa, Aa::Heavy),
                heavy_max = count(&printed, Aa::Heavy),
                light = count(&self.aa, Aa::Light),
                light_max = count(&printed, Aa::Light),
                balloons = self.balloons.iter().filter(|&&b| b).count(),
                balloons_max = max_b
            ))
            .color(style::MUTED),
        );
        egui::ScrollArea::both().id_salt("defences").max_height(220.0).show(ui, |ui| {
            egui::Grid::new("defences-grid").striped(true).show(ui, |ui| {
                for (i, s) in ed.sites.iter().enumerate() {
                    ui.label(&s.name);
                    for (k, label) in [(Aa::None, "—"), (Aa::Light, "L"), (Aa::Heavy, "H")] {
                        ui.radio_value(&mut self.aa[i], k, label);
                    }
                    ui.checkbox(&mut self.balloons[i], t!(lang, "balloons"));
                    ui.end_row();
                }
            });
        });
    }

    fn setup(&self, ed: &Edition) -> Setup {
        let ids = |pred: &dyn Fn(usize) -> bool| -> Vec<String> {
            (0..ed.sites.len()).filter(|&i| pred(i)).map(|i| ed.sites[i].id.clone()).collect()
        };
        let mut options = self.options.clone();
        options.defences = self.own_defences.then(|| Defences {
            heavy_aa: ids(&|i| self.aa[i] == Aa::Heavy),
            light_aa: ids(&|i| self.aa[i] == Aa::Light),
            balloons: ids(&|i| self.balloons[i]),
        });
        let mut setup = Setup {
            scenario: self.scenario,
            weather: self.weather,
            base: ed.sites[self.base].id.clone(),
            seed: self.seed.trim().parse().unwrap_or_else(|_| seed_from_text(&self.seed)),
            options,
            players: self.players,
            revision: crate::rules::state::RULES_REVISION,
            dice: Vec::new(),
        };
        setup.options.own_dice = self.dice.option(&setup);
        setup.options.missing = self.dice.missing();
        setup
    }

    fn create(
        &mut self,
        dir: &Path,
        ed: &Arc<Edition>,
        lang: Lang,
    ) -> Result<Box<PlayScreen>, Box<dyn Localize>> {
        let name = if self.name.trim().is_empty() {
            widgets::default_name(&self.saves, lang)
        } else {
            self.name.trim().to_string()
        };
        save::save_path(dir, &name).map_err(|e| Box::new(e) as Box<dyn Localize>)?;
        if save::taken(dir, &name) {
            return Err(Box::new(Exists(name)));
        }
        let p = PlayScreen::create(dir, &name, ed.clone(), self.setup(ed)).map_err(|e| Box::new(e) as Box<dyn Localize>)?;
        Ok(Box::new(p))
    }
}

struct Exists(String);

impl Localize for Exists {
    fn localize(&self, lang: Lang) -> String {
        t!(lang, "app-exists", name = self.0)
    }
}


/// Decisions in a campaign of each scenario, short, regular, long: the
/// sensible bot's mean over 1,000 campaigns (BENCHMARKS.md, "The game's
/// real odds"); a player takes about [`SECONDS_A_DECISION`] over each.
const DECISIONS: [u32; 3] = [96, 197, 237];
const SECONDS_A_DECISION: u32 = 18;

/// A scenario's length: its days on the calendar, its decisions and the
/// playing time they take, rounded to five minutes.
pub fn scenario_length(ed: &Edition, s: Scenario, lang: Lang) -> String {
    let days = (ed.calendar.ends[s.index()] - ed.calendar.first_day()).num_days() + 1;
    let decisions = DECISIONS[s.index()];
    let minutes = (decisions * SECONDS_A_DECISION / 60).div_ceil(5) * 5;
    let time = match (minutes / 60, minutes % 60) {
        (0, m) => t!(lang, "about-minutes", n = m),
        (h, 0) => t!(lang, "about-hours", h = h),
        (h, m) => t!(lang, "about-hours-minutes", h = h, m = m),
    };
    t!(lang, "scenario-length", days = days, decisions = decisions, time = time)
}

/// A seed from any text the player types (words are fine).
fn seed_from_text(s: &str) -> u64 {
    s.bytes().fold(1469598103934665603u64, |h, b| (h ^ b as u64).wrapping_mul(1099511628211))
}
