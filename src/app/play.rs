//! The campaign screen: the top bar, the side panels, the map or the
//! altitude box, the log, and the prompt with the decision the game needs.

use super::altbox;
use super::log::LogView;
use super::map::{MapCtx, MapView};
use super::panels;
use super::records::{RecordsView, View};
use super::start::language_switch;
use super::{Nav, style};
use crate::edition::Edition;
use crate::i18n::{Lang, Localize, Msg};
use crate::rules::decision::plane_name;
use crate::rules::events::{craft_name, dir_msg, level_name};
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use crate::rules::movement::MoveOption;
use crate::rules::state::{Phase, Players, Seat};
use crate::rules::{Choice, Decision, Pending, Setup};
use crate::save;
use crate::session::Session;
use crate::tr;
use egui::{Key, RichText};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Whether the last change reached the disk.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    Yes,
    Failed(String),
}

pub struct PlayScreen {
    pub session: Session,
    dir: PathBuf,
    pub saved: Saved,
    /// Bumped on every change of the session; caches key on it.
    version: u64,
    cache_version: u64,
    pending: Pending,
    /// The legal moves of the fighter that must move, for the map.
    moves: Vec<MoveOption>,
    forecast: Vec<(Hex, f64)>,
    /// The numbered options of the prompt, for (version, language).
    quick: (u64, Lang, Vec<(String, Choice)>),
    pub map: MapView,
    log: LogView,
    /// Show the map even while a combat is fought.
    map_in_combat: bool,
    /// The hex picked on the map for a move, and the move picked there.
    move_hex: Option<Hex>,
    move_pick: Option<usize>,
    /// The patrol being set up (5.2).
    patrol_site: Option<u8>,
    patrol_level: Level,
    patrol_facing: Dir,
    base_pick: Option<u8>,
    /// An illegal choice or another problem to show.
    pub message: Option<String>,
    leave: bool,
    /// The log books, scores, journal and review pages.
    pub records: RecordsView,
    /// 15.2: who has the screen now; a curtain goes up whenever the other
    /// player must decide (pass the computer).
    pub viewer: Option<Seat>,
}

impl PlayScreen {
    fn from_session(session: Session, dir: &Path) -> PlayScreen {
        let pending = session.campaign().pending_light();
        PlayScreen {
            session,
            dir: dir.to_path_buf(),
            saved: Saved::Yes,
            version: 1,
            cache_version: 0,
            pending,
            moves: Vec::new(),
            forecast: Vec::new(),
            quick: (0, Lang::En, Vec::new()),
            map: MapView::default(),
            log: LogView::default(),
            map_in_combat: false,
            move_hex: None,
            move_pick: None,
            patrol_site: None,
            patrol_level: Level::A15,
            patrol_facing: Dir::DownRight,
            base_pick: None,
            message: None,
            leave: false,
            records: RecordsView::default(),
            viewer: None,
        }
    }

    /// Opens on one of the pages (log books, scores, journal, review).
    pub fn with_view(mut self, view: View) -> PlayScreen {
        self.records.view = view;
        self
    }

    /// A new campaign, saved at once.
    pub fn create(
        dir: &Path,
        name: &str,
        ed: Arc<Edition>,
        setup: Setup,
    ) -> Result<PlayScreen, Box<dyn Localize>> {
        let session = Session::new(name, ed, setup).map_err(|e| Box::new(e) as Box<dyn Localize>)?;
        save::write(dir, &session).map_err(|e| Box::new(e) as Box<dyn Localize>)?;
        Ok(PlayScreen::from_session(session, dir))
    }

    /// A saved campaign, replayed and checked.
    pub fn load(dir: &Path, name: &str, ed: Arc<Edition>) -> Result<PlayScreen, crate::save::SaveError> {
        Ok(PlayScreen::from_session(save::load(dir, name, ed)?, dir))
    }

    /// Sends a choice to the engine; saves on success.
    pub fn choose(&mut self, choice: Choice, lang: Lang) {
        match self.session.apply(choice) {
            Ok(_) => {
                self.message = None;
                self.changed();
            }
            Err(e) => self.message = Some(e.localize(lang)),
        }
    }

    pub fn undo(&mut self) {
        if self.session.undo() {
            self.message = None;
            self.changed();
        }
    }

    fn changed(&mut self) {
        self.version += 1;
        self.move_hex = None;
        self.move_pick = None;
        self.saved = match save::write(&self.dir, &self.session) {
            Ok(_) => Saved::Yes,
            Err(e) => Saved::Failed(e.to_string()),
        };
    }

    fn refresh(&mut self) {
        if self.cache_version == self.version {
            return;
        }
        self.cache_version = self.version;
        let c = self.session.campaign();
        self.pending = c.pending_light();
        self.moves = match &self.pending {
            Pending::Decide(Decision::Move { fighter, .. }) => c.legal_moves(*fighter),
            _ => Vec::new(),
        };
        self.forecast = c.raid_forecast();
        if let Pending::Decide(Decision::Position(o)) = &self.pending
            && self.patrol_site.is_none()
        {
            self.patrol_site = o.patrol_sites.first().copied();
        }
    }

    /// The pending decision (moves listed separately in `moves`).
    pub fn pending(&mut self) -> &Pending {
        self.refresh();
        &self.pending
    }

    /// 15.2: the player who must decide now (None in the other versions,
    /// or when the campaign is over).
    pub fn turn(&self) -> Option<Seat> {
        let c = self.session.campaign();
        if c.state().setup.players != Players::Luftwaffe {
            return None;
        }
        match &self.pending {
            Pending::Decide(d) => Some(c.seat(d)),
            Pending::Over(_) => None,
        }
    }

    /// 15.2: must the German's secrets stay hidden now? (The RAF player, or
    /// nobody yet, has the screen and the campaign is not over.)
    pub fn hiding(&self) -> bool {
        self.session.setup().players == Players::Luftwaffe
            && !matches!(self.pending, Pending::Over(_))
            && self.viewer != Some(Seat::Luftwaffe)
    }

    /// 15.2: the curtain between the players.
    fn curtain(&mut self, ui: &mut egui::Ui, who: Seat, lang: Lang) {
        let name = seat_name(who, lang);
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(160.0);
            ui.vertical_centered(|ui| {
                ui.heading(RichText::new(tr!(lang, Msg::CurtainTitle, who = name)).size(30.0).strong());
                ui.add_space(12.0);
                ui.label(RichText::new(tr!(lang, Msg::CurtainBody)).color(style::MUTED));
                ui.add_space(24.0);
                if ui.button(RichText::new(tr!(lang, Msg::CurtainShow, who = name)).size(20.0)).clicked() {
                    self.viewer = Some(who);
                }
            });
        });
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, lang_ref: &mut Lang) -> Nav {
        self.refresh();
        if let Some(who) = self.turn()
            && self.viewer != Some(who)
        {
            self.top_bar(ui, lang_ref);
            self.curtain(ui, who, *lang_ref);
            if self.leave {
                return Nav::Start(None);
            }
            return Nav::Stay;
        }
        let hiding = self.hiding();
        self.log.hide_secret = hiding;
        if hiding {
            self.records.view = View::Play;
        }
        if self.records.view == View::Play {
            self.keyboard(ui, *lang_ref);
        }
        self.top_bar(ui, lang_ref);
        let lang = *lang_ref;
        egui::Panel::top("play-tabs").show(ui, |ui| {
            if hiding {
                ui.label(RichText::new(tr!(lang, Msg::RecordsHidden)).color(style::MUTED));
            } else {
                self.records.tabs(ui, lang)
            }
        });
        if self.records.view != View::Play {
            let branch = self.records.ui(ui, &self.session, self.version, &self.dir, lang);
            if self.leave {
                return Nav::Start(None);
            }
            if let Some(b) = branch {
                return Nav::Play(Box::new(PlayScreen::from_session(b, &self.dir)));
            }
            return Nav::Stay;
        }
        // A fixed height, so the map never rescales under the pointer when
        // the prompt grows.
        egui::Panel::bottom("prompt").resizable(false).exact_size(176.0).show(ui, |ui| {
            egui::ScrollArea::vertical().id_salt("prompt-scroll").auto_shrink([false, false]).show(
                ui,
                |ui| {
                    ui.add_space(6.0);
                    self.prompt(ui, lang);
                    ui.add_space(6.0);
                },
            );
        });
        egui::Panel::left("left").resizable(false).exact_size(290.0).show(ui, |ui| {
            egui::ScrollArea::vertical().id_salt("left-scroll").show(ui, |ui| {
                panels::pilot_cards(ui, self.session.campaign(), lang);
                ui.separator();
                panels::calendar(ui, self.session.campaign(), lang);
            });
        });
        egui::Panel::right("right").resizable(false).exact_size(430.0).show(ui, |ui| {
            panels::score(ui, self.session.campaign(), lang);
            ui.separator();
            panels::raid(ui, self.session.campaign(), lang);
            ui.separator();
            if self.viewer == Some(Seat::Luftwaffe) && !hiding && self.session.campaign().lw().is_some() {
                super::lwplan::ui(ui, self.session.campaign(), lang);
                ui.separator();
            }
            self.log.ui(ui, &self.session, lang);
        });
        egui::CentralPanel::default().show(ui, |ui| self.centre(ui, lang));
        if self.leave {
            return Nav::Start(None);
        }
        Nav::Stay
    }

    fn top_bar(&mut self, ui: &mut egui::Ui, lang: &mut Lang) {
        let l = *lang;
        let c = self.session.campaign();
        let st = c.state();
        let phase = match st.phase {
            Phase::Weather => tr!(l, Msg::PhaseWeather),
            Phase::Daylight(i) => {
                tr!(l, crate::rules::events::phase_msg(crate::rules::events::PhaseId::Daylight(i)))
            }
            Phase::Night => tr!(l, Msg::PhaseNight),
        };
        let day = crate::rules::events::date(st.date, l);
        let weather = st.weather.map(|w| format!("· {}", tr!(l, w.msg())));
        let sun =
            c.sun().map(|sun| format!("☀ {}", tr!(l, Msg::SunFrom, dir = tr!(l, dir_msg(c.edition(), sun)))));
        let s = c.score();
        let score = format!("RAF {} – Luftwaffe {}", s.raf, s.luftwaffe);
        // 15.2: no take-backs across the curtain.
        let can = self.session.can_undo() && self.session.setup().players != Players::Luftwaffe;
        let hint = if self.session.setup().options.no_undo {
            tr!(l, Msg::UndoOff)
        } else if can {
            tr!(l, Msg::UndoHint)
        } else {
            tr!(l, Msg::UndoDice)
        };
        let (mut leave, mut undo) = (false, false);
        egui::Panel::top("play-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                leave = ui.button(tr!(l, Msg::BackToCampaigns)).clicked();
                ui.separator();
                ui.label(RichText::new(&self.session.name).strong());
                ui.separator();
                ui.label(RichText::new(day).strong());
                ui.label(phase);
                if let Some(w) = weather {
                    ui.label(w);
                }
                if let Some(sun) = sun {
                    ui.label(RichText::new(sun).color(style::SUN));
                }
                ui.separator();
                ui.label(RichText::new(score).strong());
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    language_switch(ui, lang);
                    ui.separator();
                    super::reference::button(ui, l);
                    ui.separator();
                    match &self.saved {
                        Saved::Yes => ui.label(RichText::new(tr!(l, Msg::SavedOk)).color(style::OK)),
                        Saved::Failed(e) => ui
                            .label(RichText::new(tr!(l, Msg::SaveFailed)).color(style::DAMAGE))
                            .on_hover_text(e),
                    };
                    ui.separator();
                    undo = ui
                        .add_enabled(can, egui::Button::new(tr!(l, Msg::Undo)))
                        .on_hover_text(hint.clone())
                        .on_disabled_hover_text(hint)
                        .clicked();
                });
            });
        });
        if leave {
            self.leave = true;
        }
        if undo {
            self.undo();
        }
    }

    fn centre(&mut self, ui: &mut egui::Ui, lang: Lang) {
        if let Pending::Over(score) = &self.pending {
            let score = score.clone();
            ui.add_space(40.0);
            panels::verdict(ui, &score, lang);
            ui.add_space(20.0);
            panels::honours(ui, self.session.campaign(), lang);
            ui.add_space(20.0);
            ui.vertical_centered(|ui| {
                if ui.button(tr!(lang, Msg::BackToCampaigns)).clicked() {
                    self.leave = true;
                }
            });
            return;
        }
        let in_combat = self.session.campaign().state().combat.is_some();
        let at_night = matches!(self.pending, Pending::Decide(Decision::Repair { .. }));
        if at_night {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut self.map_in_combat, false, tr!(lang, Msg::PhaseNight));
                ui.selectable_value(&mut self.map_in_combat, true, tr!(lang, Msg::Map));
            });
            if !self.map_in_combat {
                if let Some(choice) = panels::night(ui, self.session.campaign(), lang) {
                    self.choose(choice, lang);
                }
                return;
            }
        }
        if in_combat {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut self.map_in_combat, false, tr!(lang, Msg::AltitudeBox));
                ui.selectable_value(&mut self.map_in_combat, true, tr!(lang, Msg::Map));
            });
        }
        if in_combat && !self.map_in_combat {
            let targets: Vec<u8> = match &self.pending {
                Pending::Decide(Decision::Attack { targets, .. }) => targets.iter().map(|t| t.id).collect(),
                _ => Vec::new(),
            };
            if let Some(id) = altbox::show(ui, self.session.campaign(), lang, &targets)
                && targets.contains(&id)
            {
                self.choose(Choice::Attack { target: id }, lang);
            }
            return;
        }
        let selected = self.move_pick.and_then(|i| self.moves.get(i));
        let patrol = match &self.pending {
            Pending::Decide(Decision::Position(_)) => self.patrol_site,
            _ => None,
        };
        let landing: Vec<Hex> = match &self.pending {
            Pending::Decide(Decision::Land { options, .. }) => options.iter().map(|o| o.hex).collect(),
            _ => Vec::new(),
        };
        let ctx = MapCtx {
            campaign: self.session.campaign(),
            lang,
            moves: &self.moves,
            selected,
            picked_hex: self.move_hex,
            forecast: &self.forecast,
            patrol,
            landing: &landing,
        };
        let r = self.map.show(ui, &ctx);
        if let Some(h) = r.clicked {
            self.map_clicked(h, lang);
        }
    }

    /// A click on the map: pick a destination for a move, a patrol target,
    /// or a landing place.
    fn map_clicked(&mut self, h: Hex, lang: Lang) {
        match &self.pending {
            Pending::Decide(Decision::Move { .. }) if self.moves.iter().any(|m| m.hex == h) => {
                self.move_hex = Some(h);
                self.move_pick = self.best_at(h);
            }
            Pending::Decide(Decision::Position(o)) => {
                let ed = self.session.edition().clone();
                if let Some(s) = ed.site_at(h)
                    && o.patrol_sites.contains(&(s as u8))
                {
                    self.patrol_site = Some(s as u8);
                }
            }
            Pending::Decide(Decision::Land { options, .. }) if options.iter().any(|o| o.hex == h) => {
                self.choose(Choice::Land { hex: h }, lang);
            }
            _ => {}
        }
    }

    /// The move ending in `h` that keeps the most altitude, fewest actions.
    fn best_at(&self, h: Hex) -> Option<usize> {
        self.moves
            .iter()
            .enumerate()
            .filter(|(_, m)| m.hex == h)
            .max_by_key(|(_, m)| {
                (m.intercepts && (m.from_sun || m.head_on), m.level, std::cmp::Reverse(m.actions.len()))
            })
            .map(|(i, _)| i)
    }

    /// Digit keys pick the numbered options; Enter confirms a move;
    /// Ctrl+Z takes the last choice back.
    fn keyboard(&mut self, ui: &egui::Ui, lang: Lang) {
        let (digit, enter, undo) = ui.input(|i| {
            let keys = [
                Key::Num1,
                Key::Num2,
                Key::Num3,
                Key::Num4,
                Key::Num5,
                Key::Num6,
                Key::Num7,
                Key::Num8,
                Key::Num9,
            ];
            let digit = keys.iter().position(|k| i.key_pressed(*k));
            (digit, i.key_pressed(Key::Enter), i.modifiers.command && i.key_pressed(Key::Z))
        });
        if ui.ctx().text_edit_focused() {
            return;
        }
        if undo {
            self.undo();
        }
        if enter && let Some(m) = self.move_pick.and_then(|i| self.moves.get(i)) {
            let actions = m.actions.clone();
            self.choose(Choice::Move { actions }, lang);
            return;
        }
        if let Some(d) = digit
            && let Some(choice) = self.quick(lang).get(d).map(|x| x.1.clone())
        {
            self.choose(choice, lang);
        }
    }

    /// The numbered options, computed once per change of the session.
    fn quick(&mut self, lang: Lang) -> &[(String, Choice)] {
        if self.quick.0 != self.version || self.quick.1 != lang {
            self.quick = (self.version, lang, self.quick_options(lang));
        }
        &self.quick.2
    }

    /// The numbered options of the pending decision (label, choice).
    fn quick_options(&self, lang: Lang) -> Vec<(String, Choice)> {
        let c = self.session.campaign();
        let ed = c.edition();
        let Pending::Decide(d) = &self.pending else { return Vec::new() };
        match d {
            Decision::Move { fighter, stand_down, .. } => {
                let mut v = vec![(tr!(lang, Msg::OptStay), Choice::Move { actions: Vec::new() })];
                if let Some(m) = crate::sim::intercepts(c, *fighter).into_iter().next() {
                    v.push((intercept_label(&m, lang), Choice::Move { actions: m.actions }));
                }
                if let Some(m) =
                    crate::sim::close_in(c, *fighter).filter(|m| !m.actions.is_empty() && !m.intercepts)
                {
                    v.push((
                        tr!(lang, Msg::OptCloseIn, hex = m.hex, level = level_name(m.level, lang)),
                        Choice::Move { actions: m.actions },
                    ));
                }
                if *stand_down {
                    v.push((tr!(lang, Msg::OptStandDown), Choice::StandDown));
                }
                v
            }
            Decision::Position(o) => {
                let mut v = vec![(tr!(lang, Msg::OptStandBy), Choice::StandBy)];
                v.extend(o.satellites.iter().map(|&s| {
                    (Choice::Satellite { site: s }.label(ed, lang), Choice::Satellite { site: s })
                }));
                v
            }
            Decision::Attack { targets, .. } => {
                let mut v: Vec<(String, Choice)> = targets
                    .iter()
                    .map(|t| {
                        let name = craft_name(ed, crate::rules::combat::Craft::German(t.id), lang);
                        let label = match &t.odds {
                            Some(o) => tr!(
                                lang,
                                Msg::OptAttackOdds,
                                target = name,
                                level = level_name(t.level, lang),
                                fire = format!("{:.0}", o.fire * 100.0),
                                bursts = format!("{:.1}", o.expected_bursts)
                            ),
                            None => tr!(
                                lang,
                                Msg::OptAttackHeadOn,
                                target = name,
                                level = level_name(t.level, lang)
                            ),
                        };
                        (label, Choice::Attack { target: t.id })
                    })
                    .collect();
                v.push((tr!(lang, Msg::OptPass), Choice::Pass));
                v.push((tr!(lang, Msg::OptWithdraw), Choice::Withdraw));
                v
            }
            Decision::Repair { planes, sites, .. } => {
                let mut v: Vec<(String, Choice)> = planes
                    .iter()
                    .map(|&p| {
                        (
                            tr!(lang, Msg::OptReplacePlane, plane = plane_name(ed, p)),
                            Choice::ReplacePlane { plane: p },
                        )
                    })
                    .collect();
                v.extend(sites.iter().map(|&s| {
                    let label = tr!(
                        lang,
                        Msg::OptRepairSiteDamage,
                        site = ed.sites[s as usize].name,
                        points = c.state().damage[s as usize]
                    );
                    (label, Choice::RepairSite { site: s })
                }));
                v.push((tr!(lang, Msg::OptEndRepairs), Choice::EndRepairs));
                v
            }
            Decision::Land { options, .. } => options
                .iter()
                .take(9)
                .map(|o| {
                    let ch = Choice::Land { hex: o.hex };
                    let label = format!("{} ({})", ch.label(ed, lang), tr!(lang, Msg::Hexes, n = o.distance));
                    (label, ch)
                })
                .collect(),
            other => other.options().into_iter().map(|ch| (ch.label(ed, lang), ch)).collect(),
        }
    }

    fn prompt(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let ed = self.session.edition().clone();
        let pending = self.pending.clone();
        let d = match pending {
            Pending::Over(score) => {
                panels::verdict(ui, &score, lang);
                return;
            }
            Pending::Decide(d) => d,
        };
        ui.horizontal(|ui| {
            if let Some(who) = self.turn() {
                let who = tr!(lang, Msg::SeatTurn, who = seat_name(who, lang));
                ui.label(RichText::new(who).size(17.0).strong().color(style::SUN));
            }
            ui.label(RichText::new(d.prompt(&ed, lang)).size(17.0).strong());
            super::reference::rule_link(ui, d.rule(), lang, false);
        });
        if let Some(m) = &self.message {
            ui.label(RichText::new(m).color(style::DAMAGE));
        }
        ui.horizontal_wrapped(|ui| {
            let quick = self.quick(lang).to_vec();
            for (i, (label, choice)) in quick.into_iter().enumerate() {
                let text = if i < 9 { format!("{} {}", i + 1, label) } else { label };
                if ui.button(text).clicked() {
                    self.choose(choice, lang);
                    return;
                }
            }
        });
        match &d {
            Decision::Move { fighter, stand_down, .. } => self.move_controls(ui, *fighter, *stand_down, lang),
            Decision::Position(o) => self.patrol_controls(ui, o, lang),
            Decision::Land { options, .. } if options.len() > 9 => {
                ui.label(RichText::new(tr!(lang, Msg::LandOnMap)).color(style::MUTED));
            }
            _ => {}
        }
    }

    /// Both fighters stay where they are this impulse; the Luftwaffe flies
    /// on to the next decision of another kind, or the next impulse.
    fn fly_on(&mut self, lang: Lang) {
        let impulse = self.session.campaign().state().raid.as_ref().map(|r| r.impulse);
        for _ in 0..4 {
            let c = self.session.campaign();
            let still = matches!(c.pending_light(), Pending::Decide(Decision::Move { .. }))
                && c.state().raid.as_ref().map(|r| r.impulse) == impulse;
            if !still {
                break;
            }
            self.choose(Choice::Move { actions: Vec::new() }, lang);
        }
    }

    fn move_controls(&mut self, ui: &mut egui::Ui, fighter: u8, stand_down: bool, lang: Lang) {
        let ed = self.session.edition().clone();
        if ui.button(tr!(lang, Msg::FlyOn)).on_hover_text(tr!(lang, Msg::FlyOnHint)).clicked() {
            self.fly_on(lang);
            return;
        }
        if stand_down {
            // On the ground: take off facing any hexside (6.1).
            ui.horizontal(|ui| {
                ui.label(tr!(lang, Msg::TakeOffFacing));
                for d in Dir::ALL {
                    if ui.button(tr!(lang, dir_msg(&ed, d))).clicked() {
                        self.choose(
                            Choice::Move { actions: vec![crate::rules::movement::MoveAction::TakeOff(d)] },
                            lang,
                        );
                        return;
                    }
                }
            });
            return;
        }
        let _ = fighter;
        let Some(h) = self.move_hex else {
            ui.label(RichText::new(tr!(lang, Msg::PickOnMap)).color(style::MUTED));
            return;
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(lang, Msg::EndsIn, hex = h));
            let here: Vec<usize> = (0..self.moves.len()).filter(|&i| self.moves[i].hex == h).collect();
            for i in here {
                let m = &self.moves[i];
                let mut text = format!(
                    "{} {}",
                    level_name(m.level, lang),
                    tr!(lang, ed.map.compass(m.facing).short_msg())
                );
                if m.intercepts {
                    text.push_str(" ⚔");
                }
                if m.from_sun {
                    text.push_str(" ☀");
                }
                if m.head_on {
                    text.push_str(" ⇄");
                }
                if m.landing.is_some() {
                    text = tr!(lang, Msg::LandHere);
                }
                if ui.selectable_label(self.move_pick == Some(i), text).clicked() {
                    self.move_pick = Some(i);
                }
            }
        });
        if let Some(m) = self.move_pick.and_then(|i| self.moves.get(i)).cloned() {
            let path: Vec<String> = m.path.iter().map(Hex::to_string).collect();
            let mut confirm = false;
            ui.horizontal(|ui| {
                ui.label(tr!(
                    lang,
                    Msg::MovePreview,
                    path = if path.is_empty() { "—".into() } else { path.join("→") },
                    level = level_name(m.level, lang),
                    facing = tr!(lang, dir_msg(&ed, m.facing))
                ));
                confirm = ui.button(RichText::new(tr!(lang, Msg::ConfirmMove)).strong()).clicked();
            });
            if confirm {
                self.choose(Choice::Move { actions: m.actions }, lang);
            }
        }
    }

    fn patrol_controls(
        &mut self,
        ui: &mut egui::Ui,
        o: &crate::rules::decision::PositionOptions,
        lang: Lang,
    ) {
        let ed = self.session.edition().clone();
        ui.horizontal(|ui| {
            let label = ui.label(tr!(lang, Msg::PatrolOver));
            let site = self.patrol_site.unwrap_or(0);
            egui::ComboBox::from_id_salt("patrol-site")
                .selected_text(ed.sites[site as usize].name.clone())
                .show_ui(ui, |ui| {
                    for &s in &o.patrol_sites {
                        ui.selectable_value(
                            &mut self.patrol_site,
                            Some(s),
                            ed.sites[s as usize].name.clone(),
                        );
                    }
                })
                .response
                .labelled_by(label.id);
            let levels = o
                .patrol_sites
                .iter()
                .position(|&s| Some(s) == self.patrol_site)
                .map(|i| o.patrol_levels(i).collect::<Vec<_>>())
                .unwrap_or_default();
            if !levels.contains(&self.patrol_level) {
                self.patrol_level = levels
                    .iter()
                    .copied()
                    .find(|&l| l >= Level::A15)
                    .or(levels.first().copied())
                    .unwrap_or(Level::A15);
            }
            let label = ui.label(tr!(lang, Msg::At));
            egui::ComboBox::from_id_salt("patrol-level")
                .selected_text(level_name(self.patrol_level, lang))
                .show_ui(ui, |ui| {
                    for l in levels {
                        ui.selectable_value(&mut self.patrol_level, l, level_name(l, lang));
                    }
                })
                .response
                .labelled_by(label.id);
            let label = ui.label(tr!(lang, Msg::Facing));
            egui::ComboBox::from_id_salt("patrol-facing")
                .selected_text(tr!(lang, dir_msg(&ed, self.patrol_facing)))
                .show_ui(ui, |ui| {
                    for d in Dir::ALL {
                        ui.selectable_value(&mut self.patrol_facing, d, tr!(lang, dir_msg(&ed, d)));
                    }
                })
                .response
                .labelled_by(label.id);
            if let Some(site) = self.patrol_site
                && ui.button(RichText::new(tr!(lang, Msg::FlyPatrol)).strong()).clicked()
            {
                self.choose(
                    Choice::Patrol { site, level: self.patrol_level, facing: self.patrol_facing },
                    lang,
                );
            }
        });
        if !o.bases.is_empty() {
            ui.horizontal(|ui| {
                let label = ui.label(tr!(lang, Msg::MoveBaseTo));
                let pick = self.base_pick.unwrap_or(o.bases[0]);
                egui::ComboBox::from_id_salt("base-change")
                    .selected_text(ed.sites[pick as usize].name.clone())
                    .show_ui(ui, |ui| {
                        for &s in &o.bases {
                            ui.selectable_value(
                                &mut self.base_pick,
                                Some(s),
                                ed.sites[s as usize].name.clone(),
                            );
                        }
                    })
                    .response
                    .labelled_by(label.id);
                if ui.button(tr!(lang, Msg::ChangeBase)).clicked() {
                    self.choose(Choice::ChangeBase { site: pick }, lang);
                }
            });
        }
    }

    /// The state shown, for tests.
    pub fn state(&self) -> &crate::rules::State {
        self.session.campaign().state()
    }
}

/// "Luftwaffe player", "RAF player".
fn seat_name(who: Seat, lang: Lang) -> String {
    match who {
        Seat::Luftwaffe => tr!(lang, Msg::SeatLuftwaffe),
        Seat::Raf | Seat::RafPlayer(_) => tr!(lang, Msg::SeatRaf),
    }
}

fn intercept_label(m: &MoveOption, lang: Lang) -> String {
    let mut s = tr!(lang, Msg::OptIntercept, hex = m.hex, level = level_name(m.level, lang));
    if m.from_sun {
        s.push_str(" ☀");
    }
    if m.head_on {
        s.push_str(" ⇄");
    }
    s
}
