//! Dice: a seeded, portable ChaCha generator held in the campaign state,
//! and the player's own dice.
//!
//! The stream is `ChaCha8Rng::seed_from_u64(seed)`; a die of `n` sides takes
//! 32-bit words from it with rejection sampling, so the same seed gives the
//! same rolls on every platform and with every version of the `rand` crates
//! that keeps ChaCha8 itself. The state is saved as the seed and the word
//! position in the stream.
//!
//! Tests can script the dice: scripted values are used, in order, before the
//! generator is consulted again. Every roll is turned into an event by the
//! campaign (see `campaign::Campaign::roll`), which names its purpose and rule.
//!
//! **Your own dice** (issue 32): a campaign may be played with the player's
//! dice for some kinds of roll ([`OwnDice`]). The dice then count every die
//! thrown (the program's too), and a die of a kind the player rolls takes
//! the value entered for its number. A die with no value entered *starves*:
//! the dice record what is missing ([`Question`]) and go on with the
//! program's values, so the step runs to its end; the table throws that
//! result away, asks the player, and runs the step again from its start with
//! the value (the engine is pure, so the run is exact). A scripted or entered
//! value out of range is refused ([`DiceError`]), never brought into range.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::sync::Arc;

/// Why dice were rolled (or a counter drawn): the purpose and its rule.
#[derive(
    Copy,
    Clone,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[strum(serialize_all = "kebab-case")]
pub enum RollKind {
    /// Drawing the pilot counters face down (3.3).
    PilotDraw,
    /// The optional weather table (4.3).
    Weather,
    /// Drawing a raid-size marker (5.3).
    RaidSize,
    /// The raid's entry hex (5.3).
    EntryHex,
    /// The reported altitude (5.3).
    ReportedAltitude,
    /// Drawing a raider from the cup (5.3).
    RaiderDraw,
    /// The flight-path diagram (6.4).
    FlightPath,
    /// The exact altitude and top cover table (7.1).
    ExactAltitude,
    /// A German fighter choosing between two RAF fighters (8.41).
    GermanTarget,
    /// The attacker's action die (8.42).
    ActionAttacker,
    /// The target's action die (8.42).
    ActionTarget,
    /// Bursts fired (8.43).
    Fire,
    /// Where a hit lands (8.43).
    DamagePosition,
    /// A rear gun firing back (8.44).
    ReturnFire,
    /// A head-on burst (8.5).
    HeadOnFire,
    /// The target's answer to a head-on attack (8.5).
    HeadOnAnswer,
    /// Crossfire (14.1).
    Crossfire,
    /// A crossfiring bomber choosing between two RAF fighters (14.1).
    CrossfireTarget,
    /// End of a combat round (8.1).
    CombatEnd,
    /// Pilot survival, bailing out (9.5).
    Survival,
    /// The wound table (11.2).
    Wound,
    /// The Luftwaffe's night replacements drawn (12.1).
    LuftwaffeRepair,
    /// 15.2: the German player draws a target marker (secret).
    TargetMarker,
    /// 15.2: the German player draws a raid-size marker (secret).
    PlanMarker,
    /// 15.2: the German player draws the day's aircraft (secret).
    PlanRaider,
    /// Two RAF players roll for the section leader, #1 then #2 (15.1).
    SectionLeader,
}

impl RollKind {
    /// The kind's id in the command line and the dice files
    /// ("flight-path"), as `Display` writes it.
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The kind whose id is `s`.
    pub fn from_id(s: &str) -> Option<RollKind> {
        <RollKind as strum::VariantArray>::VARIANTS.iter().copied().find(|k| k.id() == s)
    }

    pub fn rule(self) -> &'static str {
        use RollKind::*;
        match self {
            PilotDraw => "3.3",
            Weather => "4.3",
            RaidSize | EntryHex | ReportedAltitude | RaiderDraw => "5.3",
            FlightPath => "6.4",
            ExactAltitude => "7.1",
            GermanTarget => "8.41",
            ActionAttacker | ActionTarget => "8.42",
            Fire | DamagePosition => "8.43",
            ReturnFire => "8.44",
            HeadOnFire | HeadOnAnswer => "8.5",
            Crossfire | CrossfireTarget => "14.1",
            CombatEnd => "8.1",
            Survival => "9.5",
            Wound => "11.2",
            LuftwaffeRepair => "12.1",
            TargetMarker | PlanMarker | PlanRaider => "15.2",
            SectionLeader => "15.1",
        }
    }

    /// A draw picks one counter out of `sides`; a roll throws d6s.
    pub fn is_draw(self) -> bool {
        matches!(
            self,
            RollKind::PilotDraw
                | RollKind::RaidSize
                | RollKind::RaiderDraw
                | RollKind::LuftwaffeRepair
                | RollKind::TargetMarker
                | RollKind::PlanMarker
                | RollKind::PlanRaider
        )
    }

    /// A draw whose counter goes on the map face down (5.3): with the
    /// player's own dice it is asked for when it is turned face up (7.1),
    /// or when the raid takes it home unidentified (11.4), never before.
    pub fn is_face_down(self) -> bool {
        self == RollKind::RaiderDraw
    }

    /// 15.2: the German player's secret draws.
    pub fn is_secret(self) -> bool {
        matches!(self, RollKind::TargetMarker | RollKind::PlanMarker | RollKind::PlanRaider)
    }
}

/// A counter in a cup, as a draw from it offers it (the answer to a draw is
/// its position in the cup, from 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Counter {
    /// A pilot counter (3.3): the pilot's index in the edition.
    Pilot(u8),
    /// A German aircraft counter (5.3, 12.1, 15.2): its unit id.
    Aircraft(u8),
    /// A raid-size marker (5.3, 15.2): its index in the edition's list.
    RaidMarker(u8),
    /// A target marker (15.2): the site's index.
    Target(u8),
}

/// What a campaign played with the player's own dice needs next: a die (or
/// dice) of a kind the player rolls, or a draw from a cup, with no value
/// entered for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The purpose of the roll; its rule is `kind.rule()`.
    pub kind: RollKind,
    /// The faces of each die (6), or for a draw the counters in the cup.
    pub sides: u8,
    /// The dice of this throw still to roll (2 for 2d6, two a burst of
    /// double guns); 1 for a draw.
    pub dice: u8,
    /// The number of the first of them among the campaign's dice (from 0,
    /// every die counted, the program's too).
    pub die: u64,
    /// A draw: the counters in the cup as the engine knows them, in its
    /// order (the answer is a position, from 1). Empty for a roll.
    pub counters: Vec<Counter>,
    /// A face-down draw asked for at its reveal: the rule that turns it
    /// face up ("7.1", or "11.4" when the raid takes it home unidentified).
    /// `die` is then the draw's own number, thrown at 5.3 (earlier than the
    /// step that asks), and `counters` the cup as it was at that draw.
    pub reveal: Option<&'static str>,
}

impl Question {
    /// The rule that asks: the reveal's for a face-down draw, else the
    /// roll's.
    pub fn rule(&self) -> &'static str {
        self.reveal.unwrap_or(self.kind.rule())
    }

    pub fn is_draw(&self) -> bool {
        self.kind.is_draw()
    }

    /// Is `value` a face of the die (or a position in the cup)?
    pub fn accepts(&self, value: u8) -> bool {
        (1..=self.sides).contains(&value)
    }
}

/// Why dice values were refused: a save edited by hand, a script, or the
/// record of a campaign's dice that does not fit it. Never brought into
/// range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceError {
    /// A value that is not a face of the die (or a position in the cup).
    OutOfRange {
        kind: Option<RollKind>,
        sides: u8,
        value: u8,
        /// The die's number (own dice), if counted.
        die: Option<u64>,
    },
    /// Entered values the game never asked for, or not in the order of
    /// their dice: the first such die.
    Unused { die: u64 },
}

/// A campaign played with the player's own dice (issue 32): who rolls each
/// kind, and every value entered. Part of the setup's options, so a save
/// keeps them, and the replay, the review, a branch and an export are
/// exact. The engine's state keeps only the count of dice thrown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct OwnDice {
    /// The kinds of roll the player rolls himself; the program rolls the
    /// rest. May change during the campaign (the values entered say which
    /// dice were his).
    pub kinds: Vec<RollKind>,
    /// Every value entered: (the die's number, counted from 0 over every
    /// die the campaign threw, the value), in order of the dice. The value
    /// 0 marks a face-down draw (5.3) not yet turned face up: the program
    /// holds a stand-in until the player says which counter it was (7.1).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub entered: Vec<(u64, u8)>,
}

impl OwnDice {
    /// The player rolls these kinds.
    pub fn rolling(kinds: impl IntoIterator<Item = RollKind>) -> OwnDice {
        let mut kinds: Vec<RollKind> = kinds.into_iter().collect();
        kinds.sort_unstable();
        kinds.dedup();
        OwnDice { kinds, entered: Vec::new() }
    }

    /// The player rolls every kind.
    pub fn all() -> OwnDice {
        OwnDice::rolling(<RollKind as strum::VariantArray>::VARIANTS.iter().copied())
    }

    pub fn rolls(&self, kind: RollKind) -> bool {
        self.kinds.contains(&kind)
    }

    /// Was the die numbered `die` entered?
    pub fn was_entered(&self, die: u64) -> bool {
        self.entered.binary_search_by_key(&die, |e| e.0).is_ok()
    }

    /// Face-down draws not yet turned face up (their value is 0).
    pub fn face_down(&self) -> impl Iterator<Item = u64> + '_ {
        self.entered.iter().filter(|e| e.1 == 0).map(|e| e.0)
    }

    /// Enters `values` among these: a value for a face-down draw's die
    /// replaces its 0; the others join in order of their dice.
    pub fn merge(&mut self, values: &[(u64, u8)]) {
        for &(die, v) in values {
            match self.entered.iter_mut().find(|e| e.0 == die) {
                Some(e) if e.1 == 0 => e.1 = v,
                _ => self.entered.push((die, v)),
            }
        }
        self.entered.sort_by_key(|e| e.0);
    }

    /// The entries are in order of their dice, one a die.
    fn check_order(&self) -> Result<(), DiceError> {
        match self.entered.windows(2).find(|w| w[1].0 <= w[0].0) {
            Some(w) => Err(DiceError::Unused { die: w[1].0 }),
            None => Ok(()),
        }
    }
}

/// The kinds of roll as a set of bits (`RollKind as u32`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Kinds(u32);

impl Kinds {
    fn of(kinds: &[RollKind]) -> Kinds {
        Kinds(kinds.iter().fold(0, |b, &k| b | 1 << (k as u32)))
    }
    fn has(self, k: RollKind) -> bool {
        self.0 & (1 << (k as u32)) != 0
    }
}

/// The own dice inside [`Dice`]: the count of dice thrown (saved with the
/// state) and, not saved with it, who rolls what and the values entered
/// (the setup's [`OwnDice`] holds them).
#[derive(Clone, Debug)]
struct Own {
    /// Dice thrown so far: the number of the next.
    rolls: u64,
    kinds: Kinds,
    entered: Arc<Vec<(u64, u8)>>,
    /// The next entry of `entered` to use.
    next: usize,
    /// The first die this run needed and had no value for.
    starved: Option<Question>,
    /// A live run (not a replay): a face-down draw with no value entered
    /// is held face down (value 0) instead of asked for.
    defer: bool,
    /// The face-down draws this run held so (their dice).
    face_down: Vec<u64>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "DiceRepr", into = "DiceRepr")]
pub struct Dice {
    seed: u64,
    rng: ChaCha8Rng,
    script: VecDeque<u8>,
    /// Played with the player's own dice (None: the program rolls every die
    /// and nothing is counted).
    own: Option<Own>,
    /// The first scripted or entered value refused (not saved: a state
    /// with one is never kept).
    refused: Option<DiceError>,
}

#[derive(Clone, Serialize, Deserialize)]
struct DiceRepr {
    seed: u64,
    /// Position in the ChaCha stream, in 32-bit words.
    word_pos: u64,
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    script: VecDeque<u8>,
    /// Own dice: the dice thrown so far (absent: the program rolls all).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rolls: Option<u64>,
}

impl From<DiceRepr> for Dice {
    fn from(r: DiceRepr) -> Dice {
        let mut rng = ChaCha8Rng::seed_from_u64(r.seed);
        rng.set_word_pos(r.word_pos as u128);
        let own = r.rolls.map(|rolls| Own {
            rolls,
            kinds: Kinds::default(),
            entered: Arc::new(Vec::new()),
            next: 0,
            starved: None,
            defer: false,
            face_down: Vec::new(),
        });
        Dice { seed: r.seed, rng, script: r.script, own, refused: None }
    }
}

impl From<Dice> for DiceRepr {
    fn from(d: Dice) -> DiceRepr {
        DiceRepr {
            seed: d.seed,
            word_pos: d.word_pos(),
            rolls: d.own.as_ref().map(|o| o.rolls),
            script: d.script,
        }
    }
}

impl PartialEq for Dice {
    fn eq(&self, other: &Dice) -> bool {
        self.seed == other.seed
            && self.word_pos() == other.word_pos()
            && self.script == other.script
            && self.own.as_ref().map(|o| o.rolls) == other.own.as_ref().map(|o| o.rolls)
    }
}

impl Dice {
    pub fn new(seed: u64) -> Dice {
        Dice { seed, rng: ChaCha8Rng::seed_from_u64(seed), script: VecDeque::new(), own: None, refused: None }
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Words of the stream used so far.
    pub fn word_pos(&self) -> u64 {
        self.rng.get_word_pos() as u64
    }

    /// Queue values to be rolled next, before the generator is used again.
    /// Each value is the result of one die (or one draw, counted from 1).
    pub fn script(&mut self, values: impl IntoIterator<Item = u8>) {
        self.script.extend(values);
    }

    /// Scripted values not yet used.
    pub fn scripted_left(&self) -> usize {
        self.script.len()
    }

    /// Plays on with the player's own dice: `own` says who rolls what and
    /// holds the values entered. The count of dice goes on from where the
    /// state has it (0 for a new campaign). Entries not in order of their
    /// dice are refused.
    pub fn play_own(&mut self, own: &OwnDice) {
        if let Err(e) = own.check_order() {
            self.refused.get_or_insert(e);
        }
        let rolls = self.own.as_ref().map_or(0, |o| o.rolls);
        let next = own.entered.partition_point(|e| e.0 < rolls);
        self.own = Some(Own {
            rolls,
            kinds: Kinds::of(&own.kinds),
            entered: Arc::new(own.entered.clone()),
            next,
            starved: None,
            defer: false,
            face_down: Vec::new(),
        });
    }

    /// Own dice, a live run: a face-down draw (5.3) with no value entered
    /// is held face down (it throws 0 and uses no word of the stream) and
    /// asked for at its reveal, not starved now. A replay does not defer: a
    /// draw with no value entered there was the program's.
    pub fn defer_face_down(&mut self) {
        if let Some(o) = self.own.as_mut() {
            o.defer = true;
        }
    }

    /// Own dice: the face-down draws this run held without a value (see
    /// [`Dice::defer_face_down`]): the table enters them as 0.
    pub fn face_down_new(&self) -> &[u64] {
        self.own.as_ref().map_or(&[], |o| &o.face_down)
    }

    /// Own dice: the step needs the player's answer to `q` (a face-down
    /// draw turned face up); the run goes on with the stand-ins and is not
    /// the game's. Only the first question of a run is kept.
    pub(crate) fn ask(&mut self, q: Question) {
        if let Some(o) = self.own.as_mut()
            && o.starved.is_none()
        {
            o.starved = Some(q);
        }
    }

    /// Is this campaign played with own dice (are its dice counted)?
    pub fn is_own(&self) -> bool {
        self.own.is_some()
    }

    /// Own dice: was the die numbered `die` entered by the player (a
    /// face-down draw not yet turned face up too)? None when the program
    /// rolls every die.
    pub fn entered(&self, die: u64) -> Option<bool> {
        self.own.as_ref().map(|o| o.entered.binary_search_by_key(&die, |e| e.0).is_ok())
    }

    /// Own dice: the dice thrown so far (the number of the next).
    pub fn rolls(&self) -> Option<u64> {
        self.own.as_ref().map(|o| o.rolls)
    }

    /// Own dice: the first die this run needed and had no value for. The
    /// run went on with the program's values; its result is not the game's.
    pub fn starved(&self) -> Option<&Question> {
        self.own.as_ref().and_then(|o| o.starved.as_ref())
    }

    /// The first scripted or entered value refused, if any: the run that
    /// met it is not the game's.
    pub fn refused(&self) -> Option<&DiceError> {
        self.refused.as_ref()
    }

    /// Own dice: values entered that no die has used yet.
    pub fn entered_left(&self) -> usize {
        self.own.as_ref().map_or(0, |o| o.entered.len() - o.next.min(o.entered.len()))
    }

    /// The question just recorded, if the die thrown last starved (for the
    /// campaign to name the counters of a draw).
    pub(crate) fn starved_now(&mut self) -> Option<&mut Question> {
        let o = self.own.as_mut()?;
        let rolls = o.rolls;
        o.starved.as_mut().filter(|q| q.die + 1 == rolls)
    }

    /// One die of `sides` sides (a d6, or a draw of one of `sides` items),
    /// 1..=sides, for a roll of `kind` with `left` dice of the throw still
    /// to come (this one included).
    #[doc(hidden)]
    pub fn throw(&mut self, kind: RollKind, sides: u8, left: u8) -> u8 {
        self.next_value(Some(kind), sides, left)
    }

    /// One die of `sides` sides, of no kind (tests).
    pub fn die(&mut self, sides: u8) -> u8 {
        self.next_value(None, sides, 1)
    }

    pub fn d6(&mut self) -> u8 {
        self.die(6)
    }

    #[inline]
    fn next_value(&mut self, kind: Option<RollKind>, sides: u8, left: u8) -> u8 {
        debug_assert!(sides > 0);
        let sides = sides.max(1);
        let die = self.own.as_mut().map(|o| {
            o.rolls += 1;
            o.rolls - 1
        });
        if let Some(v) = self.script.pop_front() {
            if (1..=sides).contains(&v) {
                return v;
            }
            // A scripted value out of range (a save edited by hand) is
            // refused, not brought into range; the run goes on with the
            // program's die, and is not kept.
            self.refused.get_or_insert(DiceError::OutOfRange { kind, sides, value: v, die });
        } else if let Some(o) = self.own.as_mut() {
            let die = o.rolls - 1;
            // Entries for dice the game threw otherwise (a script came
            // first): never asked for.
            let mut skipped = None;
            while o.entered.get(o.next).is_some_and(|e| e.0 < die) {
                skipped.get_or_insert(o.entered[o.next].0);
                o.next += 1;
            }
            let entry = o.entered.get(o.next).copied().filter(|e| e.0 == die);
            let face_down = kind.is_some_and(RollKind::is_face_down);
            let mut held = false;
            if entry.is_some() {
                o.next += 1;
                // Still face down (0): the campaign holds a stand-in.
                held = face_down && entry.is_some_and(|e| e.1 == 0);
            } else if face_down && o.defer && o.starved.is_none() && kind.is_some_and(|k| o.kinds.has(k)) {
                // 5.3: drawn face down; asked for at the reveal (7.1).
                o.face_down.push(die);
                held = true;
            } else if o.starved.is_none()
                && let Some(k) = kind
                && o.kinds.has(k)
            {
                o.starved =
                    Some(Question { kind: k, sides, dice: left, die, counters: Vec::new(), reveal: None });
            }
            if let Some(s) = skipped {
                self.refused.get_or_insert(DiceError::Unused { die: s });
            }
            if held {
                return 0;
            }
            if let Some((_, v)) = entry {
                if (1..=sides).contains(&v) {
                    return v;
                }
                self.refused.get_or_insert(DiceError::OutOfRange { kind, sides, value: v, die: Some(die) });
            }
        }
        let n = sides as u32;
        // Reject the top sliver so every face is equally likely.
        let zone = u32::MAX - (u32::MAX % n) - 1;
        loop {
            let w = self.rng.next_u32();
            if w <= zone {
                return (w % n) as u8 + 1;
            }
        }
    }
}
