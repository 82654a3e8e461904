//! The campaign screen: the top bar, the side panels, the map or the
//! altitude box, the log, and the prompt with the decision the game needs.
//!
//! Everything the screen shows of the campaign is derived from the session
//! for one version of it ([`View`]): the pending decision, the moves, the
//! forecast and the danger, and the numbered options. A change of the
//! session rebuilds the view at once, so an option can never answer another
//! decision than the one shown.

use super::altbox;
use super::log::LogView;
use super::map::{MapCtx, MapView};
use super::panels;
use super::records::{RecordsView, View as RecordsPage};
use super::start::language_switch;
use super::{Nav, style};
use crate::edition::Edition;
use crate::i18n::{Lang, Localize, Msg};
use crate::report::summary::{self, Placed, Summary};
use crate::rules::combat::{BoxPos, Craft, WithdrawReason};
use crate::rules::decision::plane_name;
use crate::rules::events::{craft_name, dir_msg, level_name};
use crate::rules::hex::{Dir, Hex};
use crate::rules::level::Level;
use crate::rules::movement::{MoveAction, MoveOption};
use crate::rules::state::{Phase, Players, Seat};
use crate::rules::{Choice, Decision, Event, Pending, Setup};
use crate::save;
use crate::session::Session;
use crate::sim;
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

/// A numbered option of the prompt (keys 1-9): what it says and does.
#[derive(Clone, Debug, PartialEq)]
pub struct QuickOption {
    pub label: String,
    pub action: Action,
    /// It risks something the label says (drawn in the warning colour).
    pub warn: bool,
}

/// What a numbered option does.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// One choice.
    One(Choice),
    /// For both fighters at once: this choice, then the same for the other
    /// fighter when its decision of the same kind comes next (otherwise it
    /// decides for itself). One click, two decisions.
    Both(Choice, Follow),
}

/// The other fighter's half of [`Action::Both`].
#[derive(Clone, Debug, PartialEq)]
pub enum Follow {
    StandBy,
    /// Take off facing this way.
    Scramble(Dir),
    /// Its best interception ([`sim::intercepts_for_player`]).
    Intercept,
    /// Its own closing-in move ([`sim::close_in_wary`]).
    CloseIn,
    /// The same box of the altitude box, if it may take it (7.3-7.5).
    Place(BoxPos),
    /// The same target; if both then attack it, #1 fires first (8.42).
    Attack(u8),
    Land(Hex),
}

impl Action {
    /// The choice it makes first.
    pub fn choice(&self) -> &Choice {
        match self {
            Action::One(c) | Action::Both(c, _) => c,
        }
    }
}

/// What the screen shows of the session, built for one version of it.
struct View {
    version: u64,
    pending: Pending,
    /// The legal moves of the fighter that must move, for the map.
    moves: Vec<MoveOption>,
    forecast: Vec<(Hex, f64)>,
    /// Where the raid may catch the fighter that must move (6.6, 8.1).
    danger: Vec<(Hex, f64)>,
    /// The numbered options, built from `pending` in a language.
    quick: Option<(Lang, Vec<QuickOption>)>,
}

pub struct PlayScreen {
    pub session: Session,
    pub(super) dir: PathBuf,
    pub saved: Saved,
    /// Bumped on every change of the session; the view follows it.
    version: u64,
    view: View,
    /// The summaries of the log (combats, raids, recaps), for its length.
    summaries: (usize, Vec<Placed>),
    /// Summaries shown over the map until dismissed, oldest first.
    pub cards: Vec<Summary>,
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
    /// The guided example of play, when this is its campaign (15.3).
    pub guide: Option<super::guide::GuideRun>,
    /// The advisor's answer about the decision on screen (issue 16).
    advice: super::advice::AdvicePanel,
}

impl PlayScreen {
    pub(super) fn from_session(session: Session, dir: &Path) -> PlayScreen {
        let summaries = (session.log().len(), summary::summaries(session.log(), session.edition()));
        let pending = session.campaign().pending_light();
        let guide = super::guide::GuideRun::of(&session);
        let mut p = PlayScreen {
            session,
            dir: dir.to_path_buf(),
            saved: Saved::Yes,
            version: 1,
            view: View {
                version: 0,
                pending,
                moves: Vec::new(),
                forecast: Vec::new(),
                danger: Vec::new(),
                quick: None,
            },
            summaries,
            cards: Vec::new(),
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
            guide,
            advice: Default::default(),
        };
        p.refresh();
        p
    }

    /// Opens on one of the pages (log books, scores, journal, review).
    pub fn with_view(mut self, view: RecordsPage) -> PlayScreen {
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
        self.perform(Action::One(choice), lang);
    }

    /// Makes a numbered option's choices (one, or one for each fighter),
    /// then saves once and rebuilds the view.
    pub fn perform(&mut self, action: Action, lang: Lang) {
        let before = self.session.log().len();
        let first = self.session.campaign().pending_light();
        // The guided example plays its own choice, or explains (15.3).
        let choice = match &self.guide {
            Some(g) => match g.filter(&self.session, action.choice(), lang) {
                Ok(c) => c,
                Err(why) => {
                    self.message = Some(why);
                    return;
                }
            },
            None => action.choice().clone(),
        };
        crate::crash::set_last_choice(&self.session, &choice);
        match self.session.apply(choice) {
            Ok(_) => self.message = None,
            Err(e) => {
                self.message = Some(e.localize(lang));
                return;
            }
        }
        if let (Action::Both(_, follow), Pending::Decide(d)) = (&action, &first)
            && let Some(second) = self.follow_up(d, follow)
        {
            // The other fighter's half was legal when offered; if the
            // campaign moved on differently, it decides for itself. In the
            // guided example, only if it is the example's next choice.
            let second = match &self.guide {
                Some(g) => g.filter(&self.session, &second, lang).ok(),
                None => Some(second),
            };
            let both = second.is_some_and(|s| self.session.apply(s).is_ok());
            // Both on one German: the first in order fires first (8.42).
            if both
                && let Follow::Attack(t) = follow
                && let Pending::Decide(Decision::AttackOrder { target }) =
                    self.session.campaign().pending_light()
                && target == *t
            {
                let fighter = self.session.campaign().fighter_order()[0];
                let _ = self.session.apply(Choice::AttackFirst { fighter });
            }
        }
        self.changed(before);
    }

    /// The other fighter's choice for `follow`, when the decision pending
    /// now is that fighter's of the same kind as `first`.
    fn follow_up(&self, first: &Decision, follow: &Follow) -> Option<Choice> {
        let c = self.session.campaign();
        let Pending::Decide(next) = c.pending_light() else { return None };
        let (Some(a), Some(b)) = (first.fighter(), next.fighter()) else { return None };
        if a == b || std::mem::discriminant(first) != std::mem::discriminant(&next) {
            return None;
        }
        match (&next, follow) {
            (Decision::Position(_), Follow::StandBy) => Some(Choice::StandBy),
            (Decision::Move { stand_down: true, .. }, Follow::Scramble(d)) => {
                Some(Choice::Move { actions: vec![MoveAction::TakeOff(*d)] })
            }
            (Decision::Move { fighter, .. }, Follow::Intercept) => {
                let moves = c.legal_moves(*fighter);
                sim::intercepts_for_player(c, &moves)
                    .into_iter()
                    .next()
                    .map(|m| Choice::Move { actions: m.actions })
            }
            (Decision::Move { fighter, .. }, Follow::CloseIn) => {
                let moves = c.legal_moves(*fighter);
                sim::close_in_wary(c, &moves, &c.raid_danger(*fighter))
                    .map(|m| Choice::Move { actions: m.actions })
            }
            (Decision::Placement { sun, head_on, .. }, Follow::Place(pos)) => match pos {
                BoxPos::Normal => Some(Choice::Place { pos: BoxPos::Normal }),
                BoxPos::OutOfSun => sun.then_some(Choice::Place { pos: BoxPos::OutOfSun }),
                BoxPos::HeadOn { .. } => {
                    head_on.then_some(Choice::Place { pos: BoxPos::HeadOn { sun: *sun } })
                }
            },
            (Decision::Attack { fighter, .. }, Follow::Attack(t)) => {
                c.raf_targets(*fighter).contains(t).then_some(Choice::Attack { target: *t })
            }
            (Decision::Land { options, .. }, Follow::Land(h)) => {
                options.iter().any(|o| o.hex == *h).then_some(Choice::Land { hex: *h })
            }
            _ => None,
        }
    }

    pub fn undo(&mut self) {
        let before = self.session.log().len();
        if self.session.undo() {
            self.message = None;
            self.changed(before);
        }
    }

    /// The session changed (its log was `before` long): save, rebuild the
    /// view now, and put up the summaries the change brought.
    fn changed(&mut self, before: usize) {
        self.version += 1;
        self.move_hex = None;
        self.move_pick = None;
        self.saved = match save::write(&self.dir, &self.session) {
            Ok(_) => Saved::Yes,
            Err(e) => Saved::Failed(e.to_string()),
        };
        let log = self.session.log();
        self.summaries = (log.len(), summary::summaries(log, self.session.edition()));
        // Undone: cards for what no longer happened go.
        let all = &self.summaries.1;
        self.cards.retain(|c| all.iter().any(|p| &p.summary == c));
        let new: Vec<Summary> =
            all.iter().filter(|p| p.at >= before && log.len() > before).map(|p| p.summary.clone()).collect();
        // A recap tells of the raids of the phases it covers: their own
        // summaries stay in the log, not over the map.
        let covered: Vec<_> = new
            .iter()
            .filter_map(|s| match s {
                Summary::Recap(r) => Some(r.phases.iter().map(|p| (p.date, p.phase)).collect::<Vec<_>>()),
                _ => None,
            })
            .flatten()
            .collect();
        for s in new {
            let hidden = matches!(&s, Summary::Raid(r) if covered.contains(&(Some(r.date), r.phase)));
            if !hidden {
                self.cards.push(s);
            }
        }
        self.refresh();
    }

    /// Rebuilds the view if the session changed since it was built.
    fn refresh(&mut self) {
        if self.view.version == self.version {
            return;
        }
        let c = self.session.campaign();
        let pending = c.pending_light();
        let moves = match &pending {
            Pending::Decide(Decision::Move { fighter, .. }) => c.legal_moves(*fighter),
            _ => Vec::new(),
        };
        let danger = match &pending {
            Pending::Decide(Decision::Move { fighter, .. }) => c.raid_danger(*fighter),
            _ => Vec::new(),
        };
        if let Pending::Decide(Decision::Position(o)) = &pending
            && self.patrol_site.is_none()
        {
            self.patrol_site = o.patrol_sites.first().copied();
        }
        self.view =
            View { version: self.version, pending, moves, forecast: c.raid_forecast(), danger, quick: None };
    }

    /// The pending decision (moves listed separately).
    pub fn pending(&mut self) -> &Pending {
        self.refresh();
        &self.view.pending
    }

    /// The numbered options of the decision pending now, built with it.
    pub fn quick(&mut self, lang: Lang) -> &[QuickOption] {
        self.refresh();
        if self.view.quick.as_ref().is_none_or(|q| q.0 != lang) {
            let q = self.quick_options(lang);
            self.view.quick = Some((lang, q));
        }
        self.view.quick.as_ref().map(|q| q.1.as_slice()).unwrap_or_default()
    }

    /// The numbered options of the decision pending now, computed afresh
    /// from the session (the tests compare the buttons with these).
    pub fn options_now(&self, lang: Lang) -> Vec<QuickOption> {
        let mut fresh = PlayScreen::from_session(self.session.clone(), &self.dir);
        fresh.quick(lang).to_vec()
    }

    /// 15.2: the player who must decide now (None in the other versions,
    /// or when the campaign is over).
    pub fn turn(&self) -> Option<Seat> {
        let c = self.session.campaign();
        if c.state().setup.players != Players::Luftwaffe {
            return None;
        }
        match &self.view.pending {
            Pending::Decide(d) => Some(c.seat(d)),
            Pending::Over(_) => None,
        }
    }

    /// 15.2: must the German's secrets stay hidden now? (The RAF player, or
    /// nobody yet, has the screen and the campaign is not over.)
    pub fn hiding(&self) -> bool {
        self.session.setup().players == Players::Luftwaffe
            && !matches!(self.view.pending, Pending::Over(_))
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
            self.records.view = RecordsPage::Play;
        }
        if self.records.view == RecordsPage::Play {
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
        if self.records.view != RecordsPage::Play {
            let branch = self.records.ui(ui, &self.session, self.version, &self.dir, lang);
            if self.leave {
                return Nav::Start(None);
            }
            if let Some(b) = branch {
                return Nav::Play(Box::new(PlayScreen::from_session(b, &self.dir)));
            }
            return Nav::Stay;
        }
        if let Some(nav) = super::guide::panel(self, ui, lang) {
            return nav;
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
            self.log.ui(ui, &self.session, &self.summaries.1, lang);
        });
        egui::CentralPanel::default().show(ui, |ui| {
            let rect = ui.max_rect();
            self.centre(ui, lang);
            self.move_picker(ui, rect, lang);
            self.show_cards(ui, rect, lang);
            let quick = if self.advice.showing() { self.quick(lang).to_vec() } else { Vec::new() };
            let (s, v) = (&mut self.session, self.version);
            self.advice.panel(ui, rect, s, &quick, v, &self.dir, &mut self.saved, lang);
        });
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
        if let Pending::Over(score) = &self.view.pending {
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
        let at_night = matches!(self.view.pending, Pending::Decide(Decision::Repair { .. }));
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
            let targets: Vec<u8> = match &self.view.pending {
                Pending::Decide(Decision::Attack { targets, .. }) => targets.iter().map(|t| t.id).collect(),
                _ => Vec::new(),
            };
            let out = self.out_of_combat();
            if let Some(id) = altbox::show(ui, self.session.campaign(), lang, &targets, &out)
                && targets.contains(&id)
            {
                self.choose(Choice::Attack { target: id }, lang);
            }
            return;
        }
        let selected = self.move_pick.and_then(|i| self.view.moves.get(i));
        let patrol = match &self.view.pending {
            Pending::Decide(Decision::Position(_)) => self.patrol_site,
            _ => None,
        };
        let landing: Vec<Hex> = match &self.view.pending {
            Pending::Decide(Decision::Land { options, .. }) => options.iter().map(|o| o.hex).collect(),
            _ => Vec::new(),
        };
        let ctx = MapCtx {
            campaign: self.session.campaign(),
            lang,
            moves: &self.view.moves,
            selected,
            picked_hex: self.move_hex,
            forecast: &self.view.forecast,
            danger: &self.view.danger,
            highlight: self.guide.as_ref().and_then(|g| g.hex(&self.session)),
            patrol,
            landing: &landing,
        };
        let r = self.map.show(ui, &ctx);
        if let Some(h) = r.clicked {
            self.map_clicked(h, lang);
        }
    }

    /// RAF fighters that fought in the current combat and have left the
    /// altitude box, with why: their cards stay on show (hits and all).
    fn out_of_combat(&self) -> Vec<(u8, WithdrawReason)> {
        let c = self.session.campaign();
        let Some(combat) = &c.state().combat else { return Vec::new() };
        let log = self.session.log();
        let Some(start) = log.iter().rposition(|l| matches!(l.event, Event::CombatBegins { .. })) else {
            return Vec::new();
        };
        let mut out: Vec<(u8, WithdrawReason)> = Vec::new();
        for l in &log[start..] {
            if let Event::Withdraws { craft: Craft::Raf(s), reason } = l.event
                && !combat.in_box(s)
                && !out.iter().any(|x| x.0 == s)
            {
                out.push((s, reason));
            }
        }
        out
    }

    /// A click on the map: pick a destination for a move, a patrol target,
    /// or a landing place.
    pub fn map_clicked(&mut self, h: Hex, lang: Lang) {
        self.refresh();
        match &self.view.pending {
            Pending::Decide(Decision::Move { .. }) if self.view.moves.iter().any(|m| m.hex == h) => {
                self.move_hex = Some(h);
                // The guided example's move when it ends here (15.3).
                let guided =
                    self.view.moves.iter().position(|m| {
                        m.hex == h && self.guided(&Choice::Move { actions: m.actions.clone() })
                    });
                self.move_pick = guided.or_else(|| self.best_at(h));
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

    /// The move ending in `h` a player would pick first: an interception
    /// ranked by [`sim::intercepts_for_player`]; else the level that
    /// engages the raid (the least chance to lose contact, 8.2, nearest one
    /// level above its reported or known altitude), the fewest actions. A
    /// landing only when nothing else ends there.
    fn best_at(&self, h: Hex) -> Option<usize> {
        let c = self.session.campaign();
        let moves = &self.view.moves;
        let here: Vec<usize> = (0..moves.len()).filter(|&i| moves[i].hex == h).collect();
        let icpt: Vec<MoveOption> = here.iter().map(|&i| moves[i].clone()).collect();
        if let Some(best) = sim::intercepts_for_player(c, &icpt).into_iter().next() {
            return here.iter().copied().find(|&i| moves[i] == best);
        }
        let want = c.raid_level_known().map(|l| l.up().unwrap_or(l));
        here.iter()
            .copied()
            .filter(|&i| moves[i].landing.is_none())
            .min_by_key(|&i| {
                let m = &moves[i];
                let lost = (c.contact_lost_chance(m.level, m.hex) * 1000.0).round() as u32;
                (lost, want.map(|w| m.level.gap(w)).unwrap_or(0), m.actions.len())
            })
            .or_else(|| here.first().copied())
    }

    /// Digit keys take the numbered options; Enter confirms the move picked
    /// on the map; Escape puts away the newest summary (or the move
    /// picked); Ctrl+Z takes the last choice back.
    fn keyboard(&mut self, ui: &egui::Ui, lang: Lang) {
        let advise = ui.input(|i| i.key_pressed(Key::A) && !i.modifiers.any());
        let (digit, enter, escape, undo) = ui.input(|i| {
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
            (
                digit,
                i.key_pressed(Key::Enter),
                i.key_pressed(Key::Escape),
                i.modifiers.command && i.key_pressed(Key::Z),
            )
        });
        if ui.ctx().text_edit_focused() {
            return;
        }
        if undo {
            self.undo();
            return;
        }
        if advise && let Pending::Decide(d) = &self.view.pending {
            let (s, v) = (&mut self.session, self.version);
            self.advice.request(ui.ctx(), s, d, v, &self.dir, &mut self.saved);
        }
        if escape {
            if self.move_hex.is_some() {
                self.move_hex = None;
                self.move_pick = None;
            } else {
                self.cards.pop();
            }
        }
        if enter && let Some(m) = self.move_pick.and_then(|i| self.view.moves.get(i)) {
            let actions = m.actions.clone();
            self.choose(Choice::Move { actions }, lang);
            return;
        }
        if let Some(d) = digit
            && let Some(action) = self.quick(lang).get(d).map(|q| q.action.clone())
        {
            self.perform(action, lang);
        }
    }

    /// Is fighter `g` the next to decide after `f`, on a decision of the
    /// same kind? (Solitaire and 15.2 only: in 15.1 each player decides for
    /// his own fighter.)
    fn other_follows(&self, f: u8) -> Option<u8> {
        let c = self.session.campaign();
        if c.state().setup.players == Players::TwoRaf {
            return None;
        }
        let [first, second] = c.fighter_order();
        (f == first).then_some(second)
    }

    /// The numbered options of the pending decision. Moves and landings
    /// say what they risk; "both" options make the same choice for the
    /// other fighter when its decision comes next.
    fn quick_options(&self, lang: Lang) -> Vec<QuickOption> {
        let c = self.session.campaign();
        let ed = c.edition();
        let one =
            |label: String, choice: Choice| QuickOption { label, action: Action::One(choice), warn: false };
        let Pending::Decide(d) = &self.view.pending else { return Vec::new() };
        match d {
            Decision::Move { fighter, stand_down, .. } => self.move_options(*fighter, *stand_down, lang),
            Decision::Position(o) => {
                let mut v = vec![one(tr!(lang, Msg::OptStandBy), Choice::StandBy)];
                if let Some(g) = self.other_follows(o.fighter)
                    && c.fighter_ready(g).is_some()
                {
                    v.push(QuickOption {
                        label: tr!(lang, Msg::QuickBothStandBy),
                        action: Action::Both(Choice::StandBy, Follow::StandBy),
                        warn: false,
                    });
                }
                v.extend(o.satellites.iter().map(|&s| {
                    one(Choice::Satellite { site: s }.label(ed, lang), Choice::Satellite { site: s })
                }));
                v
            }
            Decision::Attack { fighter, targets } => {
                let name = |id: u8| craft_name(ed, Craft::German(id), lang);
                let mut v: Vec<QuickOption> = targets
                    .iter()
                    .map(|t| {
                        let label = match &t.odds {
                            Some(o) => tr!(
                                lang,
                                Msg::OptAttackOdds,
                                target = name(t.id),
                                level = level_name(t.level, lang),
                                fire = format!("{:.0}", o.fire * 100.0),
                                bursts = format!("{:.1}", o.expected_bursts)
                            ),
                            None => tr!(
                                lang,
                                Msg::OptAttackHeadOn,
                                target = name(t.id),
                                level = level_name(t.level, lang)
                            ),
                        };
                        one(label, Choice::Attack { target: t.id })
                    })
                    .collect();
                // Both fighters on the best target, when the other one
                // picks next and can reach it.
                let best = targets
                    .iter()
                    .max_by(|a, b| {
                        let e = |t: &crate::rules::decision::TargetOption| {
                            t.odds.map(|o| o.expected_bursts).unwrap_or(1.0)
                        };
                        e(a).total_cmp(&e(b))
                    })
                    .map(|t| t.id);
                if let (Some(t), Some(g)) = (best, self.other_follows(*fighter))
                    && c.state().combat.as_ref().is_some_and(|x| x.in_box(g))
                    && c.raf_targets(g).contains(&t)
                {
                    v.push(QuickOption {
                        label: tr!(
                            lang,
                            Msg::QuickBothAttack,
                            target = name(t),
                            n = c.fighter_order()[0] + 1
                        ),
                        action: Action::Both(Choice::Attack { target: t }, Follow::Attack(t)),
                        warn: false,
                    });
                }
                v.push(one(tr!(lang, Msg::OptPass), Choice::Pass));
                v.push(one(tr!(lang, Msg::OptWithdraw), Choice::Withdraw));
                v
            }
            Decision::Bursts { max, .. } => (1..=*max)
                .map(|n| {
                    let label = if n == *max && n > 1 {
                        tr!(lang, Msg::QuickAllBursts, n = n)
                    } else {
                        Choice::Bursts { n }.label(ed, lang)
                    };
                    one(label, Choice::Bursts { n })
                })
                .collect(),
            Decision::Repair { planes, sites, .. } => {
                let mut v: Vec<QuickOption> = planes
                    .iter()
                    .map(|&p| {
                        one(
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
                    one(label, Choice::RepairSite { site: s })
                }));
                v.push(one(tr!(lang, Msg::OptEndRepairs), Choice::EndRepairs));
                v
            }
            Decision::Land { fighter, options, .. } => {
                let mut v: Vec<QuickOption> = options
                    .iter()
                    .take(9)
                    .map(|o| {
                        let ch = Choice::Land { hex: o.hex };
                        let label =
                            format!("{} ({})", ch.label(ed, lang), tr!(lang, Msg::Hexes, n = o.distance));
                        one(label, ch)
                    })
                    .collect();
                // Both at the nearest airfield, when the other fighter is
                // waiting to land too.
                let waiting = c
                    .state()
                    .combat
                    .as_ref()
                    .map(|x| x.to_land.iter().filter(|(s, _)| *s != *fighter).count())
                    .unwrap_or(0);
                if let Some(o) = options.iter().find(|o| o.site.is_some() && !o.crash)
                    && waiting > 0
                    && self.other_follows(*fighter).is_some()
                {
                    let site = ed.sites[o.site.unwrap_or(0) as usize].name.clone();
                    v.insert(
                        1.min(v.len()),
                        QuickOption {
                            label: tr!(lang, Msg::QuickBothLand, site = site),
                            action: Action::Both(Choice::Land { hex: o.hex }, Follow::Land(o.hex)),
                            warn: false,
                        },
                    );
                }
                v
            }
            Decision::Placement { fighter, .. } => {
                let mut v: Vec<QuickOption> =
                    d.options().into_iter().map(|ch| one(ch.label(ed, lang), ch)).collect();
                // Both in the same box, when the other one is placed next
                // and may take it.
                let next = c.state().combat.as_ref().and_then(|x| {
                    x.to_place
                        .iter()
                        .find(|(g, _, _)| *g != *fighter && Some(*g) == self.other_follows(*fighter))
                });
                if let Some(&(_, sun, head_on)) = next {
                    for ch in d.options().into_iter().rev() {
                        let Choice::Place { pos } = ch else { continue };
                        let ok = match pos {
                            BoxPos::Normal => false,
                            BoxPos::OutOfSun => sun,
                            BoxPos::HeadOn { .. } => head_on,
                        };
                        if ok {
                            let label = tr!(lang, Msg::QuickBothPlace, pos = ch.label(ed, lang));
                            v.insert(
                                0,
                                QuickOption {
                                    label,
                                    action: Action::Both(ch, Follow::Place(pos)),
                                    warn: false,
                                },
                            );
                        }
                    }
                }
                v
            }
            other => other.options().into_iter().map(|ch| one(ch.label(ed, lang), ch)).collect(),
        }
    }

    /// A move's risks, as a label's tail: the raid may catch it with the
    /// Luftwaffe segment first (6.6, 8.1); it may lose contact (8.2).
    fn risk_text(&self, m: &MoveOption, lang: Lang) -> Option<String> {
        let c = self.session.campaign();
        let caught =
            if m.intercepts || m.landing.is_some() { 0.0 } else { danger_at(&self.view.danger, m.hex) };
        let fights = m.intercepts || caught > 0.0;
        let lost = if fights { c.contact_lost_chance(m.level, m.hex) } else { 0.0 };
        let mut parts = Vec::new();
        if caught > 0.0 {
            parts.push(tr!(lang, Msg::RiskCaught, p = percent(caught)));
        }
        if lost > 0.0 {
            parts.push(tr!(lang, Msg::RiskContact, p = percent(lost)));
        }
        (!parts.is_empty()).then(|| parts.join(" "))
    }

    fn move_options(&self, fighter: u8, on_ground: bool, lang: Lang) -> Vec<QuickOption> {
        let c = self.session.campaign();
        let ed = c.edition();
        let moves = &self.view.moves;
        let mut v = Vec::new();
        let with_risk = |label: String, m: &MoveOption, action: Action| {
            let risk = self.risk_text(m, lang);
            QuickOption {
                label: match &risk {
                    Some(r) => format!("{label} {r}"),
                    None => label,
                },
                action,
                warn: risk.is_some(),
            }
        };
        let other = self.other_follows(fighter).filter(|&g| c.can_move(g));
        if let Some(stay) = moves.first() {
            v.push(with_risk(
                tr!(lang, Msg::OptStay),
                stay,
                Action::One(Choice::Move { actions: Vec::new() }),
            ));
        }
        if on_ground {
            // Scramble: take off facing the raid head-on (6.1, 7.5).
            let d = sim::scramble_facing(c);
            let facing = tr!(lang, dir_msg(ed, d));
            let take_off = Choice::Move { actions: vec![MoveAction::TakeOff(d)] };
            if moves.iter().any(|m| m.actions == [MoveAction::TakeOff(d)]) {
                v.push(QuickOption {
                    label: tr!(lang, Msg::QuickScramble, dir = facing),
                    action: Action::One(take_off.clone()),
                    warn: false,
                });
                let other_down = other.is_some_and(|g| {
                    c.state().plane_of(ed, g).is_some_and(|p| c.state().planes[p].level == Level::Airfield)
                });
                if other_down {
                    v.push(QuickOption {
                        label: tr!(lang, Msg::QuickBothScramble, dir = facing),
                        action: Action::Both(take_off, Follow::Scramble(d)),
                        warn: false,
                    });
                }
            }
            v.push(QuickOption {
                label: tr!(lang, Msg::OptStandDown),
                action: Action::One(Choice::StandDown),
                warn: false,
            });
            return v;
        }
        let best = sim::intercepts_for_player(c, moves).into_iter().next();
        if let Some(m) = &best {
            let mut label = tr!(lang, Msg::OptIntercept, hex = m.hex, level = level_name(m.level, lang));
            if m.from_sun {
                label.push_str(" ☀");
            }
            if m.head_on {
                label.push_str(" ⇄");
            }
            v.push(with_risk(label, m, Action::One(Choice::Move { actions: m.actions.clone() })));
            if let Some(g) = other {
                let theirs = c.legal_moves(g);
                if theirs.iter().any(|x| x.intercepts) {
                    v.push(QuickOption {
                        label: tr!(lang, Msg::QuickBothIntercept, hex = m.hex),
                        action: Action::Both(Choice::Move { actions: m.actions.clone() }, Follow::Intercept),
                        warn: false,
                    });
                }
            }
        }
        if let Some(m) = sim::close_in_wary(c, moves, &self.view.danger) {
            let label = tr!(lang, Msg::OptCloseIn, hex = m.hex, level = level_name(m.level, lang));
            v.push(with_risk(label, &m, Action::One(Choice::Move { actions: m.actions.clone() })));
            if best.is_none() && other.is_some() {
                v.push(QuickOption {
                    label: tr!(lang, Msg::QuickBothCloseIn),
                    action: Action::Both(Choice::Move { actions: m.actions.clone() }, Follow::CloseIn),
                    warn: false,
                });
            }
        }
        v
    }

    fn prompt(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let ed = self.session.edition().clone();
        let version = self.version;
        let d = match self.view.pending.clone() {
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
            let (s, v) = (&mut self.session, self.version);
            self.advice.button(ui, s, &d, v, &self.dir, &mut self.saved, lang);
        });
        if let Some(m) = &self.message {
            ui.label(RichText::new(m).color(style::DAMAGE));
        }
        let quick = self.quick(lang).to_vec();
        let advised = self
            .advice
            .advised(version, &self.session)
            .and_then(|a| super::advice::advised_index(&quick, &a));
        let mut picked = None;
        ui.horizontal_wrapped(|ui| {
            for (i, q) in quick.into_iter().enumerate() {
                // Both fighters' options are never the example's one step.
                let guided = matches!(q.action, Action::One(_)) && self.guided(q.action.choice());
                if key_button(ui, i, &q, guided).clicked() {
                    picked = Some(q.action);
                }
                if advised == Some(i) {
                    super::advice::mark(ui, lang);
                }
            }
        });
        if let Some(a) = picked {
            self.perform(a, lang);
        }
        if self.version != version {
            // The decision changed under the rest of this prompt.
            ui.ctx().request_repaint();
            return;
        }
        match &d {
            Decision::Move { stand_down, .. } => self.move_controls(ui, *stand_down, lang),
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
            if self.message.is_some() {
                break;
            }
        }
    }

    fn move_controls(&mut self, ui: &mut egui::Ui, stand_down: bool, lang: Lang) {
        let ed = self.session.edition().clone();
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr!(lang, Msg::FlyOn)).on_hover_text(tr!(lang, Msg::FlyOnHint)).clicked() {
                self.fly_on(lang);
                return;
            }
            if stand_down {
                // On the ground: take off facing any hexside (6.1).
                ui.label(tr!(lang, Msg::TakeOffFacing));
                for d in compass_order(&ed) {
                    let choice = Choice::Move { actions: vec![MoveAction::TakeOff(d)] };
                    let text = tr!(lang, dir_msg(&ed, d));
                    let b = if self.guided(&choice) {
                        egui::Button::new(RichText::new(format!("▶ {text}")).strong()).fill(style::GUIDE)
                    } else {
                        egui::Button::new(text)
                    };
                    if ui.add(b).clicked() {
                        self.choose(Choice::Move { actions: vec![MoveAction::TakeOff(d)] }, lang);
                        return;
                    }
                }
            } else if self.move_hex.is_none() {
                ui.label(RichText::new(tr!(lang, Msg::PickOnMap)).color(style::MUTED));
            }
        });
    }

    /// The move picker, over the map's lower left corner once a hex is
    /// picked: altitude × facing for that hex, what each choice risks, the
    /// path, and Confirm (always in sight; Enter does the same).
    fn move_picker(&mut self, ui: &mut egui::Ui, area: egui::Rect, lang: Lang) {
        let (Some(h), Pending::Decide(Decision::Move { fighter, .. })) = (self.move_hex, &self.view.pending)
        else {
            return;
        };
        let fighter = *fighter;
        if self.records.view != RecordsPage::Play {
            return;
        }
        let ed = self.session.edition().clone();
        let c = self.session.campaign();
        let here: Vec<usize> = (0..self.view.moves.len()).filter(|&i| self.view.moves[i].hex == h).collect();
        if here.is_empty() {
            return;
        }
        let caught = danger_at(&self.view.danger, h);
        let mut levels: Vec<Level> = here
            .iter()
            .map(|&i| &self.view.moves[i])
            .filter(|m| m.landing.is_none())
            .map(|m| m.level)
            .collect();
        levels.sort_unstable_by(|a, b| b.cmp(a));
        levels.dedup();
        let landing = here.iter().copied().find(|&i| self.view.moves[i].landing.is_some());
        let mut pick = None;
        let mut close = false;
        let mut confirm = false;
        // In the corner of the map away from the hex, so the hex, its path
        // and the raid stay in sight (the board's frame, not the pan).
        let (x, y) = h.centre_km();
        let (w, ht) = ((ed.map.grid.cols() as f64 - 1.0) * 10.0 + 16.6, 133.1);
        let right = (x + 5.8) / w < 0.5;
        let top = (y + 5.8) / ht < 0.5;
        let (anchor, pivot) = match (right, top) {
            (false, false) => (area.left_bottom() + egui::vec2(8.0, -8.0), egui::Align2::LEFT_BOTTOM),
            (true, false) => (area.right_bottom() + egui::vec2(-8.0, -8.0), egui::Align2::RIGHT_BOTTOM),
            (false, true) => (area.left_top() + egui::vec2(8.0, 30.0), egui::Align2::LEFT_TOP),
            (true, true) => (area.right_top() + egui::vec2(-8.0, 30.0), egui::Align2::RIGHT_TOP),
        };
        egui::Area::new(egui::Id::unique("move-picker"))
            .order(egui::Order::Foreground)
            .fixed_pos(anchor)
            .pivot(pivot)
            .show(ui.ctx(), |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_max_width(560.0);
                    ui.horizontal(|ui| {
                        ui.label(
                            RichText::new(tr!(lang, Msg::PickerTitle, n = fighter + 1, hex = h))
                                .strong()
                                .size(16.0),
                        );
                        close = ui.button("✕").on_hover_text(tr!(lang, Msg::PickerCancel)).clicked();
                    });
                    let raid_here = here.iter().any(|&i| self.view.moves[i].intercepts);
                    if raid_here {
                        ui.label(RichText::new(tr!(lang, Msg::PickerIntercepts)).color(style::OK));
                    } else if caught > 0.0 {
                        ui.label(
                            RichText::new(tr!(lang, Msg::PickerCaught, hex = h, p = percent(caught)))
                                .color(style::DAMAGE),
                        );
                    }
                    ui.label(RichText::new(tr!(lang, Msg::PickerKey)).small().color(style::MUTED));
                    egui::Grid::new("move-grid").spacing([4.0, 3.0]).show(ui, |ui| {
                        for &level in &levels {
                            let fights = caught > 0.0
                                || here.iter().any(|&i| {
                                    let m = &self.view.moves[i];
                                    m.level == level && m.intercepts
                                });
                            let lost = if fights { c.contact_lost_chance(level, h) } else { 0.0 };
                            let mut head = RichText::new(level_name(level, lang)).strong();
                            if lost > 0.0 {
                                head =
                                    RichText::new(format!("{} ↯{}%", level_name(level, lang), percent(lost)))
                                        .strong()
                                        .color(style::DAMAGE);
                            }
                            ui.label(head);
                            for d in compass_order(&ed) {
                                let found = here.iter().copied().find(|&i| {
                                    let m = &self.view.moves[i];
                                    m.level == level && m.facing == d && m.landing.is_none()
                                });
                                let short = tr!(lang, ed.map.compass(d).short_msg());
                                match found {
                                    Some(i) => {
                                        let m = &self.view.moves[i];
                                        let mut text = short.clone();
                                        // Per cell only what the facing
                                        // changes; the hex's and the level's
                                        // risks are on the title and the row.
                                        let mut marks = String::new();
                                        if m.from_sun {
                                            marks.push('☀');
                                        }
                                        if m.head_on {
                                            marks.push('⇄');
                                        }
                                        if !marks.is_empty() {
                                            text = format!("{short} {marks}");
                                        }
                                        let selected = self.move_pick == Some(i);
                                        let guided =
                                            self.guided(&Choice::Move { actions: m.actions.clone() });
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
                                        let r = ui
                                            .selectable_label(selected, rt)
                                            .on_hover_text(cell_hint(m, level, caught, lost, lang));
                                        if r.clicked() {
                                            pick = Some(i);
                                        }
                                    }
                                    None => {
                                        ui.add_enabled(false, egui::Button::new(RichText::new(short).weak()));
                                    }
                                }
                            }
                            ui.end_row();
                        }
                    });
                    if let Some(i) = landing {
                        let site = self.view.moves[i]
                            .landing
                            .map(|s| ed.sites[s as usize].name.clone())
                            .unwrap_or_default();
                        if ui
                            .selectable_label(
                                self.move_pick == Some(i),
                                tr!(lang, Msg::LandHereAt, site = site),
                            )
                            .clicked()
                        {
                            pick = Some(i);
                        }
                    }
                    ui.separator();
                    if let Some(m) = self.move_pick.and_then(|i| self.view.moves.get(i)) {
                        let path: Vec<String> = m.path.iter().map(Hex::to_string).collect();
                        ui.label(tr!(
                            lang,
                            Msg::MovePreview,
                            path = if path.is_empty() { "—".into() } else { path.join("→") },
                            level = level_name(m.level, lang),
                            facing = tr!(lang, dir_msg(&ed, m.facing))
                        ));
                        let landing = m.landing.is_some();
                        let lost = if m.intercepts || (caught > 0.0 && !landing) {
                            c.contact_lost_chance(m.level, h)
                        } else {
                            0.0
                        };
                        if lost > 0.0 {
                            ui.label(
                                RichText::new(tr!(
                                    lang,
                                    Msg::PickerContact,
                                    level = level_name(m.level, lang),
                                    p = percent(lost)
                                ))
                                .color(style::DAMAGE),
                            );
                        }
                        confirm = ui.button(RichText::new(tr!(lang, Msg::ConfirmMove)).strong()).clicked();
                    }
                });
            });
        if let Some(i) = pick {
            self.move_pick = Some(i);
        }
        if close {
            self.move_hex = None;
            self.move_pick = None;
        }
        if confirm && let Some(m) = self.move_pick.and_then(|i| self.view.moves.get(i)) {
            let actions = m.actions.clone();
            self.choose(Choice::Move { actions }, lang);
        }
    }

    /// The summaries not yet dismissed, over the map's upper right corner:
    /// the newest three in full, a count of the rest.
    fn show_cards(&mut self, ui: &mut egui::Ui, area: egui::Rect, lang: Lang) {
        // Out of the way while a move is being picked (they stay).
        if self.cards.is_empty() || self.records.view != RecordsPage::Play || self.move_hex.is_some() {
            return;
        }
        let ed = self.session.edition().clone();
        let score = self.session.campaign().score();
        let mut dismiss: Option<usize> = None;
        let mut all = false;
        egui::Area::new(egui::Id::unique("summary-cards"))
            .order(egui::Order::Foreground)
            .fixed_pos(area.right_top() + egui::vec2(-8.0, 40.0))
            .pivot(egui::Align2::RIGHT_TOP)
            .show(ui.ctx(), |ui| {
                ui.set_max_width(460.0);
                let n = self.cards.len();
                if n > 3 {
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(tr!(lang, Msg::MoreCards, n = n - 3)).color(style::MUTED));
                        all = ui.button(tr!(lang, Msg::DismissAll)).clicked();
                    });
                }
                for (i, s) in self.cards.iter().enumerate().skip(n.saturating_sub(3)) {
                    egui::Frame::popup(ui.style()).show(ui, |ui| {
                        ui.set_width(440.0);
                        ui.horizontal(|ui| {
                            ui.label(RichText::new(s.title(&ed, lang)).strong().color(card_colour(s)));
                            super::reference::rule_link(ui, s.rule(), lang, true);
                        });
                        for line in s.lines(&ed, lang) {
                            ui.add(egui::Label::new(line).wrap());
                        }
                        if matches!(s, Summary::Recap(_)) {
                            ui.label(
                                RichText::new(tr!(
                                    lang,
                                    Msg::ScoreNow,
                                    raf = score.raf,
                                    luftwaffe = score.luftwaffe
                                ))
                                .strong(),
                            );
                        }
                        if ui
                            .button(tr!(lang, Msg::Dismiss))
                            .on_hover_text(tr!(lang, Msg::DismissHint))
                            .clicked()
                        {
                            dismiss = Some(i);
                        }
                    });
                    ui.add_space(4.0);
                }
            });
        if all {
            self.cards.clear();
        } else if let Some(i) = dismiss {
            self.cards.remove(i);
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

    /// The move picked on the map (for tests and the picker).
    /// Is `choice` the guided example's next one (15.3)? False outside it.
    pub fn guided(&self, choice: &Choice) -> bool {
        self.guide
            .as_ref()
            .is_some_and(|g| g.step(&self.session).is_some() && g.accepts(&self.session, choice))
    }

    pub fn picked_move(&self) -> Option<&MoveOption> {
        self.move_pick.and_then(|i| self.view.moves.get(i))
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

/// The chance the raid catches a fighter that ends its move in `h`.
fn danger_at(danger: &[(Hex, f64)], h: Hex) -> f64 {
    danger.iter().find(|d| d.0 == h).map(|d| d.1).unwrap_or(0.0)
}

/// A chance as a whole percentage, never 0 for a chance above zero.
fn percent(p: f64) -> String {
    format!("{:.0}", (p * 100.0).max(1.0))
}

/// The six hexsides in compass order (NE, E, SE, SW, W, NW) on this board.
fn compass_order(ed: &Edition) -> Vec<Dir> {
    let mut v = Dir::ALL.to_vec();
    v.sort_by(|a, b| ed.map.compass(*a).bearing().total_cmp(&ed.map.compass(*b).bearing()));
    v
}

/// What a cell of the move picker means, on hover.
fn cell_hint(m: &MoveOption, level: Level, caught: f64, lost: f64, lang: Lang) -> String {
    let mut v = vec![level_name(level, lang)];
    if m.intercepts {
        v.push(tr!(lang, Msg::PickerIntercepts));
    }
    if m.from_sun {
        v.push(tr!(lang, Msg::HintSun));
    }
    if m.head_on {
        v.push(tr!(lang, Msg::HintHeadOn));
    }
    if !m.intercepts && caught > 0.0 {
        v.push(tr!(lang, Msg::PickerCaught, hex = m.hex, p = percent(caught)));
    }
    if lost > 0.0 {
        v.push(tr!(lang, Msg::PickerContact, level = level_name(level, lang), p = percent(lost)));
    }
    v.join("\n")
}

/// A numbered option's button: its key (1-9) as a key cap, then its label;
/// a risky one in the warning colour.
/// A numbered option's button; `guided` marks the guided example's choice.
fn key_button(ui: &mut egui::Ui, i: usize, q: &QuickOption, guided: bool) -> egui::Response {
    let mut job = egui::text::LayoutJob::default();
    let body = ui.style().text_styles.get(&egui::TextStyle::Body).cloned().unwrap_or_default();
    if i < 9 {
        job.append(
            &(i + 1).to_string(),
            0.0,
            egui::TextFormat {
                font_id: egui::FontId::monospace(body.size),
                color: egui::Color32::WHITE,
                background: style::MUTED,
                ..Default::default()
            },
        );
        job.append(" ", 0.0, egui::TextFormat { font_id: body.clone(), ..Default::default() });
    }
    let colour = if q.warn { style::DAMAGE } else { ui.visuals().text_color() };
    let label = if guided { format!("▶ {}", q.label) } else { q.label.clone() };
    job.append(&label, 0.0, egui::TextFormat { font_id: body, color: colour, ..Default::default() });
    if guided {
        ui.add(egui::Button::new(job).fill(style::GUIDE).stroke(egui::Stroke::new(2.0, style::SUN)))
    } else {
        ui.button(job)
    }
}

fn card_colour(s: &Summary) -> egui::Color32 {
    match s {
        Summary::Combat(_) => style::RAF,
        Summary::Raid(_) => style::LUFTWAFFE,
        Summary::Recap(_) => style::INK,
    }
}
