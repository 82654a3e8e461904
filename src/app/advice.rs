//! The advisor on the play screen (issue 16): the Advice button (key A) and
//! its panel over the map. The advice is computed on a thread of its own
//! from a clone of the campaign ([`advise`]), so the window keeps painting;
//! the ask is recorded in the session at once ([`Session::record_advice_ask`])
//! and saved. The panel never makes a choice: it names the expert's, says
//! why, shows the best options' estimates, and marks the advised numbered
//! option for the player to click himself.
//!
//! Every state but `Idle` belongs to one version of the play screen (and
//! one number of choices): a change of the session — a choice, Undo — drops
//! it, so the advice shown is always about the decision on screen.

use super::play::{Action, QuickOption, Saved};
use super::style;
use crate::i18n::{Lang, Msg};
use crate::rules::{Choice, Decision};
use crate::save;
use crate::session::Session;
use crate::sim::advisor::{Advice, AdviceConfig, advise, option_label};
use crate::tr;
use egui::RichText;
use std::path::Path;
use std::sync::mpsc;

/// The decision an ask belongs to: the play screen's version of the
/// session and the number of choices made.
type Key = (u64, usize);

enum Ask {
    Idle,
    /// The first ask of an unadvised campaign waits for the player's yes.
    Confirm(Key),
    Thinking(Key, mpsc::Receiver<Advice>),
    Ready(Key, Box<Advice>),
    Failed(Key),
}

impl Ask {
    fn key(&self) -> Option<Key> {
        match self {
            Ask::Idle => None,
            Ask::Confirm(k) | Ask::Thinking(k, _) | Ask::Ready(k, _) | Ask::Failed(k) => Some(*k),
        }
    }
}

/// Is the Advice button offered at this decision, and may it be used?
#[derive(Clone, Debug, PartialEq)]
pub enum Offer {
    /// A Luftwaffe player's decision (15.2): no button.
    No,
    /// Shown disabled, with why.
    Off(String),
    Yes,
}

/// The advice asked at the decision on screen, if any.
pub struct AdvicePanel {
    ask: Ask,
    /// What the advisor weighs (rollouts per option, seed).
    pub config: AdviceConfig,
    /// The panel was put away; the advised option stays marked.
    closed: bool,
}

impl Default for AdvicePanel {
    fn default() -> AdvicePanel {
        AdvicePanel { ask: Ask::Idle, config: AdviceConfig::default(), closed: false }
    }
}

/// The button's offer at decision `d` of `session`.
pub fn offer(session: &Session, d: &Decision, lang: Lang) -> Offer {
    if d.luftwaffe() {
        Offer::No
    } else if !session.advice_allowed() {
        Offer::Off(tr!(lang, Msg::AdviceOff))
    } else {
        Offer::Yes
    }
}

impl AdvicePanel {
    /// Drops whatever belongs to another decision than the one on screen.
    fn sync(&mut self, key: Key) {
        if self.ask.key().is_some_and(|k| k != key) {
            self.ask = Ask::Idle;
            self.closed = false;
        }
    }

    /// Is there a panel to show (perhaps for a decision gone: the panel
    /// itself drops it)?
    pub fn showing(&self) -> bool {
        !matches!(self.ask, Ask::Idle) && !self.closed
    }

    /// The Advice button, for the decision `d` on screen (none on a
    /// Luftwaffe player's decision; disabled, with why, when advice is off).
    #[allow(clippy::too_many_arguments)]
    pub fn button(
        &mut self,
        ui: &mut egui::Ui,
        session: &mut Session,
        d: &Decision,
        version: u64,
        dir: &Path,
        saved: &mut Saved,
        lang: Lang,
    ) {
        let offer = offer(session, d, lang);
        let text = tr!(lang, Msg::AdviceTitle);
        let clicked = match offer {
            Offer::No => false,
            Offer::Off(why) => {
                ui.add_enabled(false, egui::Button::new(text)).on_disabled_hover_text(why);
                false
            }
            Offer::Yes => ui.button(text).on_hover_text(tr!(lang, Msg::AdviceButtonHint)).clicked(),
        };
        if clicked {
            self.request(ui.ctx(), session, d, version, dir, saved);
        }
    }

    /// The Advice button or key A: asks (the first time in a campaign,
    /// after the player's yes), or puts the panel back up.
    pub fn request(
        &mut self,
        ctx: &egui::Context,
        session: &mut Session,
        d: &Decision,
        version: u64,
        dir: &Path,
        saved: &mut Saved,
    ) {
        let key = (version, session.choices().len());
        self.sync(key);
        if offer(session, d, Lang::En) != Offer::Yes {
            return;
        }
        self.closed = false;
        match self.ask {
            Ask::Idle if !session.advised() => self.ask = Ask::Confirm(key),
            Ask::Idle | Ask::Confirm(_) | Ask::Failed(_) => self.start(ctx, session, key, dir, saved),
            Ask::Thinking(..) | Ask::Ready(..) => {}
        }
    }

    /// Records the ask (and saves it), then computes the advice on a thread
    /// of its own from a clone of the campaign.
    fn start(&mut self, ctx: &egui::Context, session: &mut Session, key: Key, dir: &Path, saved: &mut Saved) {
        let Ok(d) = session.record_advice_ask() else {
            self.ask = Ask::Idle;
            return;
        };
        *saved = match save::write(dir, session) {
            Ok(_) => Saved::Yes,
            Err(e) => Saved::Failed(e.to_string()),
        };
        let campaign = session.campaign().clone();
        let cfg = self.config;
        let repaint = ctx.clone();
        let (tx, rx) = mpsc::channel();
        let spawned = std::thread::Builder::new().name("advisor".into()).spawn(move || {
            let advice = advise(&campaign, &d, &cfg);
            // The screen may have moved on: then nobody listens.
            let _ = tx.send(advice);
            repaint.request_repaint();
        });
        self.ask = match spawned {
            Ok(_) => Ask::Thinking(key, rx),
            Err(_) => Ask::Failed(key),
        };
    }

    /// The advised choice, if the advice on screen is about this decision.
    pub fn advised(&mut self, version: u64, session: &Session) -> Option<Choice> {
        self.sync((version, session.choices().len()));
        match &self.ask {
            Ask::Ready(_, a) => Some(a.choice.clone()),
            _ => None,
        }
    }

    /// The panel, over the upper left corner of `area` (the map or the
    /// altitude box): the first ask's warning, "thinking…", or the advice.
    /// `quick` are the numbered options on screen, so the advice names a
    /// choice as its button does.
    #[allow(clippy::too_many_arguments)]
    pub fn panel(
        &mut self,
        ui: &mut egui::Ui,
        area: egui::Rect,
        session: &mut Session,
        quick: &[QuickOption],
        version: u64,
        dir: &Path,
        saved: &mut Saved,
        lang: Lang,
    ) {
        let key = (version, session.choices().len());
        self.sync(key);
        if let Ask::Thinking(_, rx) = &self.ask {
            match rx.try_recv() {
                Ok(a) => self.ask = Ask::Ready(key, Box::new(a)),
                Err(mpsc::TryRecvError::Disconnected) => self.ask = Ask::Failed(key),
                Err(mpsc::TryRecvError::Empty) => {}
            }
        }
        if matches!(self.ask, Ask::Idle) || self.closed {
            return;
        }
        let (mut yes, mut no) = (false, false);
        egui::Area::new(egui::Id::unique("advice-panel"))
            .order(egui::Order::Foreground)
            .fixed_pos(area.left_top() + egui::vec2(8.0, 40.0))
            .show(ui.ctx(), |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    // Beside the summary cards (up to 468 points at the right).
                    ui.set_max_width((area.width() - 484.0).clamp(380.0, 560.0));
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(tr!(lang, Msg::AdvicePanelTitle)).strong().color(style::RAF));
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            no = ui.button(tr!(lang, Msg::AdviceClose)).clicked();
                        });
                    });
                    match &self.ask {
                        Ask::Idle => {}
                        Ask::Confirm(_) => {
                            ui.add(egui::Label::new(tr!(lang, Msg::AdviceConfirmText)).wrap());
                            ui.horizontal(|ui| {
                                yes = ui.button(tr!(lang, Msg::AdviceConfirmAsk)).clicked();
                                no |= ui.button(tr!(lang, Msg::Cancel)).clicked();
                            });
                        }
                        Ask::Thinking(..) => {
                            ui.horizontal(|ui| {
                                spinner(ui);
                                ui.label(RichText::new(tr!(lang, Msg::AdviceThinking)).color(style::MUTED));
                            });
                        }
                        Ask::Failed(_) => {
                            ui.label(RichText::new(tr!(lang, Msg::AdviceFailed)).color(style::DAMAGE));
                        }
                        Ask::Ready(_, a) => show(ui, session, a, quick, lang),
                    }
                });
            });
        if no {
            if matches!(self.ask, Ask::Confirm(_)) {
                self.ask = Ask::Idle;
            } else {
                self.closed = true;
            }
        } else if yes {
            self.start(ui.ctx(), session, key, dir, saved);
        }
        if matches!(self.ask, Ask::Thinking(..)) {
            // The spinner turns; the thread's answer wakes the window too.
            ui.ctx().request_repaint_after(std::time::Duration::from_millis(100));
        }
    }
}

/// The numbered option that makes `choice`, preferring one that makes it
/// alone (not "both fighters").
pub fn advised_index(quick: &[QuickOption], choice: &Choice) -> Option<usize> {
    quick
        .iter()
        .position(|q| q.action == Action::One(choice.clone()))
        .or_else(|| quick.iter().position(|q| q.action.choice() == choice))
}

/// The mark next to the advised numbered option.
pub fn mark(ui: &mut egui::Ui, lang: Lang) {
    ui.label(RichText::new(tr!(lang, Msg::AdviceMark)).strong().color(style::SUN))
        .on_hover_text(tr!(lang, Msg::AdviceMarkHint));
}

/// A choice as the numbered buttons name it, else as the advisor does.
fn label(session: &Session, quick: &[QuickOption], choice: &Choice, lang: Lang) -> String {
    match quick.iter().find(|q| q.action == Action::One(choice.clone())) {
        Some(q) => q.label.clone(),
        None => option_label(session.campaign(), choice, lang),
    }
}

/// The advice: the choice, why, the best options' estimates, the rollouts.
fn show(ui: &mut egui::Ui, session: &Session, a: &Advice, quick: &[QuickOption], lang: Lang) {
    let c = session.campaign();
    let choice = label(session, quick, &a.choice, lang);
    ui.label(RichText::new(tr!(lang, Msg::AdviceChoice, option = choice)).strong());
    ui.add(egui::Label::new(a.reason(c, lang)).wrap());
    if advised_index(quick, &a.choice).is_none() {
        ui.label(RichText::new(tr!(lang, Msg::AdviceNotListed)).color(style::MUTED));
    }
    if !a.top.is_empty() {
        egui::Grid::new("advice-estimates").striped(true).num_columns(6).show(ui, |ui| {
            for h in [
                Msg::AdviceColOption,
                Msg::AdviceColVictories,
                Msg::AdviceColLosses,
                Msg::AdviceColTargets,
                Msg::AdviceColPrevented,
                Msg::AdviceColNoDamage,
            ] {
                // Narrow columns: the headings wrap.
                ui.vertical(|ui| {
                    ui.set_max_width(64.0);
                    ui.add(egui::Label::new(RichText::new(tr!(lang, h)).small().strong()).wrap());
                });
            }
            ui.end_row();
            for (i, e) in a.top.iter().enumerate() {
                let name = label(session, quick, &e.choice, lang);
                let name = if i == 0 { format!("★ {name}") } else { name };
                ui.vertical(|ui| {
                    ui.set_max_width(160.0);
                    ui.add(egui::Label::new(name).wrap());
                });
                for x in [e.victories, e.raf_losses, e.target_points, e.prevented] {
                    ui.label(format!("{x:.1}"));
                }
                ui.label(format!("{:.0} %", (e.no_bombing * 100.0).clamp(0.0, 100.0)));
                ui.end_row();
            }
        });
        ui.label(
            RichText::new(tr!(lang, Msg::AdviceRollouts, n = a.rollouts, k = a.weighed))
                .small()
                .color(style::MUTED),
        );
    }
    ui.label(RichText::new(tr!(lang, Msg::AdviceYours)).small().color(style::MUTED));
}

/// A turning arc, redrawn ten times a second (egui's spinner asks for every
/// frame, which would take the cores the advisor needs).
fn spinner(ui: &mut egui::Ui) {
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let t = ui.input(|i| i.time);
    let start = (t * 4.0) % std::f64::consts::TAU;
    let r = rect.width() / 2.0 - 1.0;
    let points: Vec<egui::Pos2> = (0..=16)
        .map(|i| {
            let a = (start + i as f64 / 16.0 * 4.0) as f32;
            rect.center() + r * egui::vec2(a.cos(), a.sin())
        })
        .collect();
    ui.painter().add(egui::Shape::line(points, egui::Stroke::new(2.0, style::RAF)));
}
