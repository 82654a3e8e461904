//! The campaign at the table: the one owner of a campaign being played,
//! between the screens (or the command line) and the engine. No egui here.
//!
//! A [`Table`] holds the session and its saves folder, and after every
//! change of the campaign it saves ([`store`]: the only writer of saves),
//! rebuilds the view of the pending decision — the decision, the fighter's
//! moves, the raid's forecast and danger, the numbered options — once (the
//! dear parts when first asked for), and takes the summaries the engine's
//! new events close ([`crate::report::summary::Summaries`]) as cards to
//! show. The screens only read it and hand it [`Action`]s: one choice, the
//! "both fighters" options (composite moves are the game's, as in
//! boardgame.io, not the screen's), "let the raid fly on". The guided
//! example's filter and the advisor's asks live here too.

pub mod advice;
pub mod dice;
pub mod guide;
pub mod options;
pub mod store;

pub use advice::{AdviceState, Offer};
pub use options::{Action, Follow, Label, Risk, TableOption};
pub use store::{Saved, Store};

use crate::edition::Edition;
use crate::report::summary::{Placed, Summaries, Summary};
use crate::rules::campaign::SetupError;
use crate::rules::dice::{DiceError, OwnDice, Question, RollKind};
use crate::rules::hex::Hex;
use crate::rules::movement::MoveOption;
use crate::rules::state::{Players, Seat};
use crate::rules::{Campaign, Choice, Decision, Illegal, Pending, Setup};
use crate::save::SaveError;
use crate::session::{AdviceError, Asking, Entered, ReplayError, Session};
use crate::sim::advisor::{Advice, AdviceConfig};
use crate::text::{Lang, Localize};
use guide::GuideRun;
use std::cell::OnceCell;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Why an action was not played.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The engine refused the choice.
    Illegal(Illegal),
    /// The guided example makes another choice here: this one (15.3).
    NotTheExample(Choice),
}

/// Why a campaign could not be put on the table.
#[derive(Debug)]
pub enum TableError {
    Setup(SetupError),
    Replay(ReplayError),
    Save(SaveError),
}

impl Localize for TableError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            TableError::Setup(e) => e.localize(lang),
            TableError::Replay(e) => e.localize(lang),
            TableError::Save(e) => e.localize(lang),
        }
    }
}

/// What the screens show of the pending decision, for one state of the
/// campaign: the decision at once, the rest the first time it is asked for.
struct View {
    pending: Pending,
    moves: OnceCell<Vec<MoveOption>>,
    forecast: OnceCell<Vec<(Hex, f64)>>,
    danger: OnceCell<Vec<(Hex, f64)>>,
    options: OnceCell<Vec<TableOption>>,
}

impl View {
    fn new(c: &Campaign) -> View {
        View {
            pending: c.pending_light(),
            moves: OnceCell::new(),
            forecast: OnceCell::new(),
            danger: OnceCell::new(),
            options: OnceCell::new(),
        }
    }

    /// The fighter that must move now.
    fn mover(&self) -> Option<u8> {
        match &self.pending {
            Pending::Decide(Decision::Move { fighter, .. }) => Some(*fighter),
            _ => None,
        }
    }
}

pub struct Table {
    session: Session,
    store: Store,
    /// The file the campaign is saved in: the one it was loaded from or
    /// first written to (None: the file its name makes, `save::save_path`).
    file: Option<PathBuf>,
    saved: Saved,
    /// Bumped on every change of the campaign.
    version: u64,
    view: View,
    guide: Option<GuideRun>,
    summaries: Summaries,
    /// Summaries shown until dismissed, oldest first (a phase without a
    /// raid only until the next change).
    cards: Vec<Summary>,
    refusal: Option<Refusal>,
    advice: advice::AdviceAsk,
}

impl Table {
    /// A campaign already saved (loaded, say): nothing is written.
    pub fn resume(store: Store, session: Session) -> Table {
        crate::crash::set_session(&session);
        let summaries = {
            let mut s = Summaries::new(session.edition());
            s.push(session.log(), session.edition());
            s
        };
        let view = View::new(session.campaign());
        let guide = GuideRun::of(&session);
        Table {
            session,
            store,
            file: None,
            saved: Saved::Yes,
            version: 1,
            view,
            guide,
            summaries,
            cards: Vec::new(),
            refusal: None,
            advice: Default::default(),
        }
    }

    /// A campaign not yet saved (a branch, say): saved now.
    pub fn adopt(store: Store, session: Session) -> Result<Table, TableError> {
        let file = store.write(&session).map_err(TableError::Save)?;
        Ok(Table { file: Some(file), ..Table::resume(store, session) })
    }

    /// A campaign played elsewhere (the command line's `autoplay --dice`),
    /// saved over `file` (the save it was begun from).
    pub fn adopt_file(store: Store, file: &Path, session: Session) -> Result<Table, SaveError> {
        crate::save::write_to(file, &session)?;
        Ok(Table { file: Some(file.to_path_buf()), ..Table::resume(store, session) })
    }

    /// A new campaign (3), saved at once.
    pub fn create(store: Store, name: &str, ed: Arc<Edition>, setup: Setup) -> Result<Table, TableError> {
        let session = Session::new(name, ed, setup).map_err(TableError::Setup)?;
        Table::adopt(store, session)
    }

    /// A saved campaign, found by its name (`save::find`), replayed and
    /// checked; it is saved back to the file it was found in.
    pub fn open(store: Store, name: &str, ed: Arc<Edition>) -> Result<Table, SaveError> {
        let file = crate::save::find(store.dir(), name)?;
        Table::open_file(store, &file, ed)
    }

    /// The saved campaign in `file` (a row of the list of saves).
    pub fn open_file(store: Store, file: &Path, ed: Arc<Edition>) -> Result<Table, SaveError> {
        let session = crate::save::load_path(file, ed)?;
        Ok(Table { file: Some(file.to_path_buf()), ..Table::resume(store, session) })
    }

    /// The rulebook's example of play, under `name`, with its morning
    /// played, saved (over an older one of that name: the caller asks
    /// first). None when the edition cannot play it (edition 1).
    pub fn start_example(store: Store, ed: &Arc<Edition>, name: &str) -> Option<Result<Table, TableError>> {
        let guide = crate::guide::Guide::example_of_play(ed)?;
        let run = || {
            let mut s = Session::new(name, ed.clone(), guide.setup.clone()).map_err(TableError::Setup)?;
            for (i, choice) in guide.morning.iter().enumerate() {
                s.apply(choice.clone()).map_err(|reason| {
                    TableError::Replay(ReplayError::IllegalChoice { index: i + 1, reason })
                })?;
            }
            Table::adopt(store, s)
        };
        Some(run())
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn campaign(&self) -> &Campaign {
        self.session.campaign()
    }

    pub fn edition(&self) -> &Arc<Edition> {
        self.session.edition()
    }

    pub fn name(&self) -> &str {
        &self.session.name
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Did the last change reach the disk?
    pub fn saved(&self) -> &Saved {
        &self.saved
    }

    /// Bumped on every change of the campaign: what the screens built from
    /// it is stale when this moves.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The pending decision (a fighter's moves are in [`Table::moves`]).
    pub fn pending(&self) -> &Pending {
        &self.view.pending
    }

    /// The pending decision, if there is one.
    pub fn decision(&self) -> Option<&Decision> {
        match &self.view.pending {
            Pending::Decide(d) => Some(d),
            Pending::Over(_) => None,
        }
    }

    /// The legal moves of the fighter that must move (none otherwise).
    pub fn moves(&self) -> &[MoveOption] {
        self.view.moves.get_or_init(|| match self.view.mover() {
            Some(f) => self.campaign().legal_moves(f),
            None => Vec::new(),
        })
    }

    /// Where the raid may be after its next move, with the odds.
    pub fn forecast(&self) -> &[(Hex, f64)] {
        self.view.forecast.get_or_init(|| self.campaign().raid_forecast())
    }

    /// Where the raid may catch the fighter that must move (6.6, 8.1).
    pub fn danger(&self) -> &[(Hex, f64)] {
        self.view.danger.get_or_init(|| match self.view.mover() {
            Some(f) => self.campaign().raid_danger(f),
            None => Vec::new(),
        })
    }

    /// The numbered options of the pending decision.
    pub fn options(&self) -> &[TableOption] {
        self.view
            .options
            .get_or_init(|| options::build(self.campaign(), &self.view.pending, self.moves(), self.danger()))
    }

    /// The move ending in `h` a player would pick first ([`options::best_at`]):
    /// the example's own when the guide runs.
    pub fn best_move_at(&self, h: Hex) -> Option<usize> {
        let moves = self.moves();
        let guided = moves.iter().position(|m| {
            m.hex == h
                && self.guide_step().is_some()
                && self.guided(&Choice::Move { actions: m.actions.clone() })
        });
        guided.or_else(|| options::best_at(self.campaign(), moves, h))
    }

    /// The last action refused, until the next one is played.
    pub fn refusal(&self) -> Option<&Refusal> {
        self.refusal.as_ref()
    }

    /// Plays an action: its choices, through the guide's filter; then saves
    /// once and rebuilds the view. A refused first choice changes nothing.
    ///
    /// With the player's own dice a choice may ask for his dice first
    /// ([`Table::dice_question`]): nothing is played until he has entered
    /// them ([`Table::enter_die`]); the rest of a composite action is then
    /// not played (he chooses again).
    pub fn perform(&mut self, action: &Action) -> Result<(), Refusal> {
        let before = (self.session.log().len(), self.session.choices().len());
        let result = self.act(action);
        self.refusal = result.as_ref().err().cloned();
        if self.session.choices().len() != before.1 {
            self.changed(before.0);
        } else if self.session.asking().is_some() {
            self.keep_asking();
        }
        result
    }

    /// Own dice: a step asks, with the values entered so far: saved with
    /// them (`SaveFile::asking`), so closing the window loses none.
    fn keep_asking(&mut self) {
        self.version += 1;
        self.saved = self.store.autosave(self.file.as_deref(), &self.session);
    }

    /// One choice (as [`Table::perform`] with [`Action::One`]).
    pub fn choose(&mut self, choice: Choice) -> Result<(), Refusal> {
        self.perform(&Action::One(choice))
    }

    fn act(&mut self, action: &Action) -> Result<(), Refusal> {
        match action {
            Action::PatrolForm => Ok(()),
            Action::One(c) => self.apply(c),
            Action::Both(c, follow) => {
                let first = self.decision().cloned();
                self.apply(c)?;
                let Some(first) = first else { return Ok(()) };
                // The other fighter's half was legal when offered; if the
                // campaign moved on differently, it decides for itself.
                if let Some(second) = options::follow_up(self.campaign(), &first, follow)
                    && self.apply(&second).is_ok()
                    && let Follow::Attack(t) = follow
                    && let Pending::Decide(Decision::AttackOrder { target }) = self.campaign().pending_light()
                    && target == *t
                {
                    // Both on one German: the first in order fires first (8.42).
                    let fighter = self.campaign().fighter_order()[0];
                    let _ = self.apply(&Choice::AttackFirst { fighter });
                }
                Ok(())
            }
            Action::FlyOn => {
                let impulse = |c: &Campaign| c.state().raid.as_ref().map(|r| r.impulse);
                let start = impulse(self.campaign());
                for n in 0..4 {
                    let still =
                        matches!(self.campaign().pending_light(), Pending::Decide(Decision::Move { .. }))
                            && impulse(self.campaign()) == start;
                    if !still {
                        break;
                    }
                    if let Err(e) = self.apply(&Choice::Move { actions: Vec::new() }) {
                        return if n == 0 { Err(e) } else { Ok(()) };
                    }
                }
                Ok(())
            }
        }
    }

    /// One choice through the guide's filter.
    fn apply(&mut self, choice: &Choice) -> Result<(), Refusal> {
        let choice = match &self.guide {
            Some(g) => g.filter(&self.session, choice).map_err(Refusal::NotTheExample)?,
            None => choice.clone(),
        };
        crate::crash::set_last_choice(&self.session, &choice);
        self.session.apply(choice).map(|_| ()).map_err(Refusal::Illegal)
    }

    /// Takes back the last choice, if no die was rolled since. Returns
    /// whether it did.
    pub fn undo(&mut self) -> bool {
        let before = self.session.log().len();
        let done = self.can_undo() && self.session.undo();
        if done {
            self.refusal = None;
            self.changed(before);
        }
        done
    }

    /// May the last choice be taken back now? (Never across the curtain of
    /// 15.2.)
    pub fn can_undo(&self) -> bool {
        self.session.can_undo() && self.session.setup().players != Players::Luftwaffe
    }

    /// The campaign changed (its log was `before` long): save, take the
    /// new summaries, rebuild the view.
    fn changed(&mut self, before: usize) {
        self.version += 1;
        self.saved = self.store.autosave(self.file.as_deref(), &self.session);
        self.advice.state = AdviceState::Idle;
        self.advice.version = self.version;
        let (log, ed) = (self.session.log(), self.session.edition());
        // A phase without a raid is told until the next change.
        self.cards.retain(|c| !matches!(c, Summary::Quiet(_)));
        let new: Vec<Summary> = if log.len() < before {
            // Undone: fold the log again; cards of what no longer happened go.
            self.summaries = Summaries::new(ed);
            self.summaries.push(log, ed);
            let all = self.summaries.all();
            self.cards.retain(|c| all.iter().any(|p| &p.summary == c));
            Vec::new()
        } else {
            self.summaries.push(log, ed).iter().map(|p| p.summary.clone()).collect()
        };
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
            let hidden = match &s {
                Summary::Raid(r) => covered.contains(&(Some(r.date), r.phase)),
                Summary::Quiet(q) => covered.contains(&(Some(q.date), q.phase)),
                _ => false,
            };
            if !hidden {
                self.cards.push(s);
            }
        }
        self.view = View::new(self.session.campaign());
    }

    /// Every summary of the log, placed after the line that closes it.
    pub fn summaries(&self) -> &[Placed] {
        self.summaries.all()
    }

    /// The summaries on show, oldest first.
    pub fn cards(&self) -> &[Summary] {
        &self.cards
    }

    pub fn dismiss_card(&mut self, i: usize) {
        if i < self.cards.len() {
            self.cards.remove(i);
        }
    }

    pub fn dismiss_cards(&mut self) {
        self.cards.clear();
    }

    /// 15.2: the player who must decide now (None in the other versions,
    /// or when the campaign is over). With own dice, the German player's
    /// secret draws (15.2) are his to make and enter: while one is asked
    /// for, the screen is his, whoever made the choice that led to it (the
    /// RAF player's last choice of a night runs into the next day's plan).
    pub fn turn(&self) -> Option<Seat> {
        let c = self.campaign();
        if c.state().setup.players != Players::Luftwaffe {
            return None;
        }
        if self.dice_question().is_some_and(|q| q.kind.is_secret()) {
            return Some(Seat::Luftwaffe);
        }
        self.decision().map(|d| c.seat(d))
    }

    // ---- your own dice (issue 32) ----

    /// Who rolls what and every value entered (None: the program rolls
    /// every die; such a campaign cannot take entered dice).
    pub fn own_dice(&self) -> Option<&OwnDice> {
        self.session.own_dice()
    }

    /// The die (or dice, or the draw) the game needs from the player now,
    /// before anything else: what for, its rule, the sides, how many dice
    /// of the throw are left, and for a draw the counters in the cup as
    /// the program knows them (answered by position, from 1). While it
    /// asks, the campaign is as it was before the choice that asked.
    pub fn dice_question(&self) -> Option<&Question> {
        self.session.asking().map(|a| &a.question)
    }

    /// The step that asks: its choice (None: the setup) and the values
    /// entered in it so far.
    pub fn dice_asking(&self) -> Option<&Asking> {
        self.session.asking()
    }

    /// Enters the value of the die asked for (a face; for a draw the
    /// counter's position in the cup, from 1). A value that does not fit
    /// is refused with nothing changed. Once the step has every die it
    /// needs it is played and saved as a choice is.
    pub fn enter_die(&mut self, value: u8) -> Result<Entered, DiceError> {
        let before = self.session.log().len();
        let done = self.session.enter(value)?;
        self.refusal = None;
        match done {
            Entered::Played => self.changed(before),
            Entered::Asks => self.keep_asking(),
        }
        Ok(done)
    }

    /// May a value entered be taken back now (see [`Session::take_back`])?
    pub fn can_take_back_die(&self) -> bool {
        match self.session.asking() {
            Some(_) => self.session.can_take_back(),
            // A step played is opened again: never across the curtain of 15.2.
            None => self.session.can_take_back() && self.session.setup().players != Players::Luftwaffe,
        }
    }

    /// Takes back the last value entered, until the next choice (a step
    /// played is opened again and asks for it anew); with none entered in
    /// the step that asks, takes back its choice. Whether it did.
    pub fn take_back_die(&mut self) -> bool {
        if !self.can_take_back_die() {
            return false;
        }
        let before = self.session.log().len();
        if !self.session.take_back() {
            return false;
        }
        self.refusal = None;
        if self.session.log().len() != before {
            self.changed(before);
        } else {
            self.keep_asking();
        }
        true
    }

    /// The player rolls these kinds from now on, the program the others
    /// (the rest of the campaign; saved). False for a campaign begun with
    /// the program's dice only.
    pub fn set_own_kinds(&mut self, kinds: &[RollKind]) -> bool {
        let before = self.session.log().len();
        if !self.session.set_own_kinds(kinds) {
            return false;
        }
        // A step that asked may have been played (no die of his left).
        self.changed(before);
        true
    }

    /// For each line of the log, whether it is a roll the player entered.
    pub fn entered_rolls(&self) -> Vec<bool> {
        self.session.entered_rolls()
    }

    // ---- the guided example (15.3) ----

    /// The guided example, when this is its campaign.
    pub fn guide(&self) -> Option<&GuideRun> {
        self.guide.as_ref()
    }

    /// The example's step the campaign is at, while it runs.
    pub fn guide_step(&self) -> Option<usize> {
        self.guide.as_ref().and_then(|g| g.step(&self.session))
    }

    /// Has the example been played to its end (and not put away)?
    pub fn guide_over(&self) -> bool {
        self.guide.as_ref().is_some_and(|g| !g.closed && g.over(&self.session))
    }

    /// The hex the example's step points at.
    pub fn guide_hex(&self) -> Option<Hex> {
        self.guide.as_ref().and_then(|g| g.hex(&self.session))
    }

    /// Is `choice` the example's next one? False outside it.
    pub fn guided(&self, choice: &Choice) -> bool {
        self.guide
            .as_ref()
            .is_some_and(|g| g.step(&self.session).is_some() && g.accepts(&self.session, choice))
    }

    /// Play on after the example, with no guide.
    pub fn close_guide(&mut self) {
        if let Some(g) = &mut self.guide {
            g.closed = true;
        }
    }

    // ---- the advisor (issue 16) ----

    /// Is the advisor offered at the pending decision?
    pub fn advice_offer(&self) -> Offer {
        match self.decision() {
            None => Offer::No,
            Some(d) if d.luftwaffe() => Offer::No,
            Some(_) if !self.session.advice_allowed() => Offer::Off,
            Some(_) => Offer::Yes,
        }
    }

    /// What the advisor weighs (rollouts per option, seed).
    pub fn advice_config_mut(&mut self) -> &mut AdviceConfig {
        &mut self.advice.config
    }

    /// Asks the advisor about the pending decision: the first ask of an
    /// unadvised campaign waits for [`Table::confirm_advice`]; a later one
    /// starts at once (an ask under way or answered stays). `notify` is
    /// called when the answer is ready.
    pub fn ask_advice(&mut self, notify: Box<dyn Fn() + Send>) {
        if self.advice_offer() != Offer::Yes {
            return;
        }
        match self.advice.state {
            AdviceState::Idle if !self.session.advised() => {
                self.advice =
                    advice::AdviceAsk { version: self.version, state: AdviceState::Confirm, ..self.advice }
            }
            AdviceState::Idle | AdviceState::Confirm | AdviceState::Failed => self.start_advice(notify),
            AdviceState::Thinking(..) | AdviceState::Ready(_) => {}
        }
    }

    /// The player's yes to the first ask.
    pub fn confirm_advice(&mut self, notify: Box<dyn Fn() + Send>) {
        if matches!(self.advice.state, AdviceState::Confirm) {
            self.start_advice(notify);
        }
    }

    /// The player's no to the first ask: nothing is recorded.
    pub fn cancel_advice(&mut self) {
        if matches!(self.advice.state, AdviceState::Confirm) {
            self.advice.state = AdviceState::Idle;
        }
    }

    /// Records the ask (and saves it), then computes the advice on a
    /// thread of its own from a clone of the campaign.
    fn start_advice(&mut self, notify: Box<dyn Fn() + Send>) {
        let Ok(d) = self.session.record_advice_ask() else {
            self.advice.state = AdviceState::Idle;
            return;
        };
        self.after_advice_ask();
        let state = advice::spawn(self.campaign().clone(), d, self.advice.config, notify);
        self.advice = advice::AdviceAsk { version: self.version, state, ..self.advice };
    }

    /// An ask added a line to the log: save it (the campaign itself, and so
    /// the view, did not change).
    fn after_advice_ask(&mut self) {
        self.summaries.push(self.session.log(), self.session.edition());
        self.saved = self.store.autosave(self.file.as_deref(), &self.session);
    }

    /// Asks the advisor and waits for the answer (the command line).
    pub fn advise_now(&mut self, cfg: &AdviceConfig) -> Result<Advice, AdviceError> {
        let advice = self.session.ask_advice(cfg)?;
        self.after_advice_ask();
        Ok(advice)
    }

    /// A review of the campaign while it is not over marks it, as an ask of
    /// the advisor does (`Session::record_review`); saved. Whether it
    /// marked it now.
    pub fn record_review(&mut self) -> Result<bool, AdviceError> {
        let marked = self.session.record_review()?;
        if marked {
            self.after_advice_ask();
        }
        Ok(marked)
    }

    /// Where the ask about the pending decision stands.
    pub fn advice(&mut self) -> &AdviceState {
        if self.advice.version != self.version {
            self.advice.state = AdviceState::Idle;
            self.advice.version = self.version;
        }
        self.advice.state.poll();
        self.list_advised();
        &self.advice.state
    }

    /// Once the advice is ready: when no numbered option makes the advised
    /// choice alone, one is added that does ([`Label::Advised`]), so the
    /// advice is always one click away (never "set it up yourself").
    fn list_advised(&mut self) {
        let Some(choice) = self.advised().map(|a| a.choice.clone()) else { return };
        let action = Action::One(choice.clone());
        if self.options().iter().any(|o| o.action == action) {
            return;
        }
        let risk = match &choice {
            Choice::Move { actions } => self
                .moves()
                .iter()
                .find(|m| &m.actions == actions)
                .and_then(|m| options::risk(self.campaign(), m, self.danger())),
            _ => None,
        };
        if let Some(v) = self.view.options.get_mut() {
            v.push(TableOption { action, label: Label::Advised(choice), risk });
        }
    }

    /// The advice about the pending decision, once it is ready.
    pub fn advised(&self) -> Option<&Advice> {
        match &self.advice.state {
            AdviceState::Ready(a) if self.advice.version == self.version => Some(a),
            _ => None,
        }
    }

    /// The numbered option that makes the advised choice alone (never a
    /// "both fighters" one: [`Table::advice`] lists it when none did).
    pub fn advised_option(&self) -> Option<usize> {
        let choice = &self.advised()?.choice;
        self.options().iter().position(|o| o.action == Action::One(choice.clone()))
    }

    /// Is `action` one the table offers now: a numbered option, or a choice
    /// the screens build from the decision (a move listed in
    /// [`Table::moves`], a patrol the decision allows, a landing place, a
    /// German in reach)? The monkey test holds every action played to it.
    pub fn offers(&self, action: &Action) -> bool {
        if self.session.asking().is_some() {
            // The dice asked for come first.
            return false;
        }
        if self.options().iter().any(|o| &o.action == action) {
            return true;
        }
        let (Some(d), Action::One(choice)) = (self.decision(), action) else { return false };
        match (d, choice) {
            (Decision::Move { .. }, Choice::Move { actions }) => {
                self.moves().iter().any(|m| &m.actions == actions)
            }
            (Decision::Position(o), Choice::Patrol { site, level, .. }) => o
                .patrol_sites
                .iter()
                .position(|s| s == site)
                .is_some_and(|i| o.patrol_levels(i).any(|l| l == *level)),
            _ => d.options().contains(choice),
        }
    }
}

/// A seed for new dice, from the clock: nine digits at most, so the
/// player can read it off the screen and play the campaign again.
pub fn clock_seed() -> u64 {
    // A clock of whole milliseconds (the browser's) would make every seed
    // a multiple of a million: its milliseconds then.
    crate::platform::SystemTime::now()
        .duration_since(crate::platform::UNIX_EPOCH)
        .map(|d| if d.subsec_nanos() % 1_000_000 == 0 { d.as_millis() } else { d.as_nanos() })
        .map(|n| n as u64 % 1_000_000_000)
        .unwrap_or(1940)
}
