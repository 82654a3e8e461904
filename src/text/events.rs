//! The engine's events, decisions and errors in words: the log's lines, the
//! prompts and options, the names of craft, pilots, sites, levels,
//! directions, phases and dates. The engine (`src/rules/`) returns them as
//! data; these `impl`s of its types, here, put them into words.

use crate::edition::*;
use crate::rules::campaign::*;
use crate::rules::combat::*;
use crate::rules::decision::*;
use crate::rules::events::*;
use crate::rules::hex::*;
use crate::rules::level::Level;
use crate::rules::movement::*;
use crate::rules::score::*;
use crate::rules::state::*;
use crate::text::{Id, Lang, Localize};
use crate::{id, t};
use chrono::NaiveDate;

impl RollKind {
    pub fn msg(self) -> Id {
        use RollKind::*;
        match self {
            PilotDraw => id!("roll-pilot-draw"),
            Weather => id!("roll-weather"),
            RaidSize => id!("roll-raid-size"),
            EntryHex => id!("roll-entry-hex"),
            ReportedAltitude => id!("roll-reported-altitude"),
            RaiderDraw => id!("roll-raider-draw"),
            FlightPath => id!("roll-flight-path"),
            ExactAltitude => id!("roll-exact-altitude"),
            GermanTarget => id!("roll-german-target"),
            ActionAttacker => id!("roll-action-attacker"),
            ActionTarget => id!("roll-action-target"),
            Fire => id!("roll-fire"),
            DamagePosition => id!("roll-damage-position"),
            ReturnFire => id!("roll-return-fire"),
            HeadOnFire => id!("roll-head-on-fire"),
            HeadOnAnswer => id!("roll-head-on-answer"),
            Crossfire => id!("roll-crossfire"),
            CrossfireTarget => id!("roll-crossfire-target"),
            CombatEnd => id!("roll-combat-end"),
            Survival => id!("roll-survival"),
            Wound => id!("roll-wound"),
            LuftwaffeRepair => id!("roll-luftwaffe-repair"),
            TargetMarker => id!("roll-target-marker"),
            PlanMarker => id!("roll-plan-marker"),
            PlanRaider => id!("roll-plan-raider"),
            SectionLeader => id!("roll-section-leader"),
        }
    }
}

impl Event {
    /// The event as a line of the log.
    pub fn describe(&self, ed: &Edition, lang: Lang) -> String {
        use Event::*;
        let pilot = |p: &u8| pilot_name(ed, *p);
        let site = |s: &u8| site_name(ed, *s as usize, lang);
        let sites = |s: &[u8]| s.iter().map(site).collect::<Vec<_>>().join(", ");
        let units = |u: &[u8]| u.iter().map(|i| format!("#{i}")).collect::<Vec<_>>().join(", ");
        let craft = |c: &Craft| craft_name(ed, *c, lang);
        let lvl = |l: &Level| level_name(*l, lang);
        let dir = |d: &Dir| t!(lang, dir_msg(ed, *d));
        match self {
            Roll { kind, sides, values } => {
                let what = t!(lang, kind.msg());
                let shown = values.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
                if kind.is_face_down() && values.first() == Some(&0) {
                    // Own dice: drawn face down, said at the reveal (7.1).
                    t!(lang, "ev-draw-face-down", what = what, of = sides)
                } else if kind.is_draw() {
                    t!(lang, "ev-draw", what = what, n = shown, of = sides)
                } else if values.len() == 2
                    && matches!(kind, RollKind::ReportedAltitude | RollKind::ExactAltitude)
                {
                    let total: u32 = values.iter().map(|&v| v as u32).sum();
                    t!(
                        lang,
                        "ev-roll-total",
                        what = what,
                        dice = values.iter().map(u8::to_string).collect::<Vec<_>>().join(" + "),
                        total = total
                    )
                } else {
                    t!(lang, "ev-roll", what = what, dice = shown)
                }
            }
            PilotPlaced { pilot: p, place } => match place {
                PilotPlace::Fighter(n) => t!(lang, "ev-pilot-fighter", pilot = pilot(p), n = n),
                PilotPlace::Reserve => t!(lang, "ev-pilot-reserve", pilot = pilot(p)),
                PilotPlace::Sunday(d) => {
                    t!(lang, "ev-pilot-sunday", pilot = pilot(p), date = date(*d, lang))
                }
            },
            BaseChosen { site: s } => t!(lang, "ev-base", site = site(s)),
            CupFilled { units: u } => t!(lang, "ev-cup", n = u.len(), units = units(u)),
            DayBegins { date: d } => t!(lang, "ev-day", date = date(*d, lang)),
            Withdrawn { units: u } => t!(lang, "ev-withdrawn", units = units(u)),
            Reinforced { units: u } => t!(lang, "ev-reinforced", units = units(u)),
            JoinsReserve { pilot: p, reason } => match reason {
                JoinReason::Sunday => t!(lang, "ev-arrives", pilot = pilot(p)),
                JoinReason::Recovered => t!(lang, "ev-recovered", pilot = pilot(p)),
            },
            Weather { weather, rolled } => {
                let w = t!(lang, weather.msg());
                if *rolled {
                    t!(lang, "ev-weather-rolled", weather = w)
                } else {
                    t!(lang, "ev-weather-historical", weather = w)
                }
            }
            PhaseBegins { phase, sun } => {
                let name = t!(lang, phase_msg(*phase));
                match sun {
                    Some(d) => t!(lang, "ev-phase-sun", phase = name, sun = dir(d)),
                    None => t!(lang, "ev-phase", phase = name),
                }
            }
            NoRaidsInRain => t!(lang, "ev-no-raids-in-rain"),
            StandsBy { fighter, site: s } => t!(lang, "ev-stands-by", n = fighter, site = site(s)),
            MovesToSatellite { fighter, site: s } => t!(lang, "ev-satellite", n = fighter, site = site(s)),
            Patrols { fighter, hex, level } => {
                let over = ed.site_at(*hex).map(|s| site_name(ed, s, lang)).unwrap_or_default();
                t!(lang, "ev-patrol", n = fighter, site = over, hex = hex, level = lvl(level))
            }
            Fatigue { pilot: p, from, to } => {
                t!(lang, "ev-fatigue", pilot = pilot(p), from = from, to = to)
            }
            MarkerDrawn { marker } => t!(lang, "ev-marker", marker = marker_name(*marker, lang)),
            Remix => t!(lang, "ev-remix"),
            PatrolsLand => t!(lang, "ev-patrols-land"),
            RaidPlaced { entry, hex, reported, size, extra, blitz } => {
                let mut s =
                    t!(lang, "ev-raid-placed", size = size, entry = entry, hex = hex, level = lvl(reported));
                if *extra > 0 {
                    s.push_str(&t!(lang, "ev-london-burning-extra", n = extra));
                }
                if *blitz {
                    s.push_str(&t!(lang, "ev-blitz-altitude"));
                }
                s
            }
            RaidCancelled { size, cup } => t!(lang, "ev-raid-cancelled", size = size, cup = cup),
            RaidersFaceDown { n, level } => t!(lang, "ev-face-down", n = n, level = lvl(level)),
            ImpulseBegins { n, radar_delay } => {
                if *radar_delay {
                    t!(lang, "ev-impulse-delayed", n = n)
                } else {
                    t!(lang, "ev-impulse", n = n)
                }
            }
            TakesOff { fighter, facing } => t!(lang, "ev-takes-off", n = fighter, facing = dir(facing)),
            Moves { fighter, path, level, facing } => {
                let p = if path.is_empty() {
                    "—".to_string()
                } else {
                    path.iter().map(Hex::to_string).collect::<Vec<_>>().join("→")
                };
                t!(lang, "ev-moves", n = fighter, path = p, level = lvl(level), facing = dir(facing))
            }
            LandsAfterMove { fighter, site: s } => t!(lang, "ev-lands", n = fighter, site = site(s)),
            Intercepts { fighter, hex } => t!(lang, "ev-intercepts", n = fighter, hex = hex),
            StandsDown { fighter } => t!(lang, "ev-stands-down", n = fighter),
            FlightPath { roll, speed, steps, homeward } => {
                let s = steps
                    .iter()
                    .map(|d| t!(lang, ed.map.compass(*d).short_msg()))
                    .collect::<Vec<_>>()
                    .join(", ");
                if *homeward {
                    t!(lang, "ev-flight-path-home", roll = roll, speed = speed, steps = s)
                } else {
                    t!(lang, "ev-flight-path", roll = roll, speed = speed, steps = s)
                }
            }
            LondonTurn { from, to } => t!(lang, "ev-london-turn", from = from, to = to),
            BalloonClimb { hex, levels } => t!(lang, "ev-balloon-climb", hex = hex, n = levels),
            RaidMoves { to, .. } => t!(lang, "ev-raid-moves", hex = to),
            RaidAtTarget { site: s } => t!(lang, "ev-raid-at-target", site = site(s)),
            RaidMeetsFighters { hex } => t!(lang, "ev-raid-meets-fighters", hex = hex),
            RaidExits { from } => t!(lang, "ev-raid-exits", hex = from),
            Identified { raiders, exact, shift, top_cover } => {
                let list = raiders
                    .iter()
                    .map(|&r| craft_name(ed, Craft::German(r), lang))
                    .collect::<Vec<_>>()
                    .join(", ");
                let change = match shift {
                    1 => t!(lang, "shift-up"),
                    -1 => t!(lang, "shift-down"),
                    _ => t!(lang, "shift-none"),
                };
                let cover = if top_cover.is_empty() { t!(lang, "no-top-cover") } else { units(top_cover) };
                t!(lang, "ev-identified", list = list, level = lvl(exact), change = change, cover = cover)
            }
            FightersDominate => t!(lang, "ev-fighters-dominate"),
            NoBombers { site: s } => t!(lang, "ev-no-bombers", site = site(s)),
            DiveBombs { id, from, to } => {
                t!(lang, "ev-dive-bombs", craft = craft(&Craft::German(*id)), from = lvl(from), to = lvl(to))
            }
            Bombed { site: s, drops, points, aa, aa_points, halved, damage, total } => {
                let parts = drops
                    .iter()
                    .map(|(id, l, b, p)| {
                        t!(
                            lang,
                            "bomb-drop",
                            craft = craft(&Craft::German(*id)),
                            bombs = b,
                            level = lvl(l),
                            points = p
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("; ");
                let mut line = t!(lang, "ev-bombed", site = site(s), drops = parts, points = points);
                if *aa_points > 0 {
                    let which = if *aa == Aa::Heavy { t!(lang, "aa-heavy") } else { t!(lang, "aa-light") };
                    line.push_str(&t!(lang, "bomb-aa", aa = which, n = aa_points));
                }
                if *halved {
                    line.push_str(&t!(lang, "bomb-halved"));
                }
                line.push_str(&t!(lang, "bomb-result", damage = damage, total = total));
                line
            }
            DestroyedOnGround { fighter, site: s } => {
                t!(lang, "ev-destroyed-on-ground", n = fighter, site = site(s))
            }
            CombatBegins { hex, raf_first, fighters } => {
                let and = t!(lang, "jn-and");
                let f = fighters.iter().map(|n| format!("#{n}")).collect::<Vec<_>>().join(&and);
                let n = fighters.len();
                if *raf_first {
                    t!(lang, "ev-combat-raf", hex = hex, fighters = f, n = n)
                } else {
                    t!(lang, "ev-combat-lw", hex = hex, fighters = f, n = n)
                }
            }
            BoxTaken { craft: c, pos } => {
                let b = match pos {
                    BoxPos::OutOfSun => t!(lang, "box-sun-name"),
                    _ => t!(lang, "box-head-on-name"),
                };
                t!(lang, "ev-box-taken", craft = craft(c), pos = b)
            }
            RoundBegins { round } => t!(lang, "ev-round", round = round),
            RoundEnds { round, ends } => {
                if *ends {
                    t!(lang, "ev-round-ends-combat", round = round)
                } else {
                    t!(lang, "ev-round-goes-on", round = round)
                }
            }
            CombatEnds => t!(lang, "ev-combat-ends"),
            Withdraws { craft: c, reason } => {
                t!(lang, "ev-withdraws", craft = craft(c), why = t!(lang, reason_msg(*reason)))
            }
            Lands { fighter, site: s } => t!(lang, "ev-lands", n = fighter, site = site(s)),
            CrashLands { fighter, hex } => t!(lang, "ev-crash-lands", n = fighter, hex = hex),
            Passes { craft: c } => t!(lang, "ev-passes", craft = craft(c)),
            Selects { attacker, target, from, to, head_on } => {
                let how = if *head_on {
                    t!(lang, "sel-head-on")
                } else if to < from {
                    t!(lang, "sel-dive", level = lvl(to))
                } else if to > from {
                    t!(lang, "sel-climb", level = lvl(to))
                } else {
                    String::new()
                };
                t!(lang, "ev-selects", attacker = craft(attacker), target = craft(target), how = how)
            }
            AttackCancelled { attacker, target } => {
                t!(lang, "ev-attack-cancelled", attacker = craft(attacker), target = craft(target))
            }
            ActionCheck { attacker, target, margin } => {
                let side = |s: &CheckSide| {
                    let mut t = format!("{}", s.action);
                    for (m, v) in &s.mods {
                        t.push_str(&format!(" {v:+} ({})", t!(lang, modifier_msg(*m))));
                    }
                    t.push_str(&format!(" + {} ({}) = {}", s.die, t!(lang, "die"), s.total));
                    t
                };
                t!(
                    lang,
                    "ev-action-check",
                    attacker = craft(&attacker.craft),
                    a = side(attacker),
                    target = craft(&target.craft),
                    t = side(target),
                    margin = margin
                )
            }
            NoShot { attacker } => t!(lang, "ev-no-shot", craft = craft(attacker)),
            Fires { attacker, target, bursts } => {
                t!(lang, "ev-fires", attacker = craft(attacker), target = craft(target), n = bursts)
            }
            Hits { n } => t!(lang, "ev-hits", n = n),
            Hit { craft: c, ty, position, die } => {
                let name = position_name(ed, *c, *ty, *position, lang);
                t!(lang, "ev-hit", craft = craft(c), position = name, die = die)
            }
            Jettison { id } => t!(lang, "ev-jettison", craft = craft(&Craft::German(*id))),
            Destroyed { craft: c } => t!(lang, "ev-destroyed", craft = craft(c)),
            Victory { pilot: p, id, total } => {
                t!(lang, "ev-victory", pilot = pilot(p), craft = craft(&Craft::German(*id)), total = total)
            }
            BecomesAce { pilot: p } => t!(lang, "ev-ace", pilot = pilot(p)),
            ReturnFire { from, at, shots } => {
                t!(lang, "ev-return-fire", from = craft(from), at = craft(at), n = shots)
            }
            Crossfire { from, at } => {
                t!(lang, "ev-crossfire", from = craft(&Craft::German(*from)), n = at)
            }
            HeadOn { attacker, target } => {
                t!(lang, "ev-head-on", attacker = craft(attacker), target = craft(target))
            }
            HeadOnAnswer { from, at } => t!(lang, "ev-head-on-answer", from = craft(from), at = craft(at)),
            RafLoss { fighter } => t!(lang, "ev-raf-loss", n = fighter),
            PilotKilled { pilot: p } => t!(lang, "ev-pilot-killed", pilot = pilot(p)),
            BailOut { pilot: p, hex, modifier, total, survives, on_ground: true, .. } => {
                // 10.4: destroyed on its airfield; he ran for the trenches.
                let id = if *survives { id!("ev-trenches-safe") } else { id!("ev-trenches-killed") };
                t!(lang, id, pilot = pilot(p), hex = hex, m = modifier, total = total)
            }
            BailOut { pilot: p, hex, terrain, modifier, total, survives, .. } => {
                let t = t!(lang, terrain.msg());
                if *survives {
                    t!(
                        lang,
                        "ev-bail-out-safe",
                        pilot = pilot(p),
                        hex = hex,
                        terrain = t,
                        m = modifier,
                        total = total
                    )
                } else {
                    t!(
                        lang,
                        "ev-bail-out-killed",
                        pilot = pilot(p),
                        hex = hex,
                        terrain = t,
                        m = modifier,
                        total = total
                    )
                }
            }
            EngineRange { id, range, need, reaches } => {
                let c = craft(&Craft::German(*id));
                if *reaches {
                    t!(lang, "ev-range-ok", craft = c, range = range, need = need)
                } else {
                    t!(lang, "ev-range-short", craft = c, range = range, need = need)
                }
            }
            ReachesFrance { id } => t!(lang, "ev-reaches-france", craft = craft(&Craft::German(*id))),
            Crashes { id } => t!(lang, "ev-crashes", craft = craft(&Craft::German(*id))),
            RaidEnds => t!(lang, "ev-raid-ends"),
            ReturnsToBase { fighter } => t!(lang, "ev-returns-to-base", n = fighter),
            Wound { pilot: p, result, until } => {
                let r = match result {
                    WoundResult::Shaken => t!(lang, "wound-shaken"),
                    WoundResult::Wounded { weeks } => t!(
                        lang,
                        "wound-weeks",
                        weeks = weeks,
                        date = until.map(|d| date(d, lang)).unwrap_or_default()
                    ),
                    WoundResult::CareerOver => t!(lang, "wound-career"),
                    WoundResult::Killed => t!(lang, "wound-killed"),
                };
                t!(lang, "ev-wound", pilot = pilot(p), result = r)
            }
            BackToCup { units: u } => t!(lang, "ev-back-to-cup", units = units(u)),
            PlaneReplaced { plane, to_base } => {
                let name = ed.plane_name(*plane);
                if *to_base {
                    t!(lang, "ev-plane-to-base", plane = name)
                } else {
                    t!(lang, "ev-plane-to-reserve", plane = name)
                }
            }
            SiteRepaired { site: s, left } => t!(lang, "ev-site-repaired", site = site(s), left = left),
            LuftwaffeReplaces { units: u } => t!(lang, "ev-luftwaffe-replaces", units = units(u)),
            Sleeps { pilot: p, from, to, kind } => {
                let why = match kind {
                    SleepKind::Normal => String::new(),
                    SleepKind::DamagedBase => t!(lang, "sleep-damaged-base"),
                    SleepKind::Shaken => t!(lang, "sleep-shaken"),
                };
                t!(lang, "ev-sleeps", pilot = pilot(p), from = from, to = to, why = why)
            }
            ScenarioEnds { date: d } => t!(lang, "ev-scenario-ends", date = date(*d, lang)),
            TargetsKept { kept } => t!(lang, "ev-targets-kept", sites = sites(kept)),
            LondonMarkers { london, cup } => {
                t!(lang, "ev-london-markers", sites = sites(london), cup = cup)
            }
            PlanDrawn { targets, markers, units: u, wanted } => t!(
                lang,
                "ev-plan-drawn",
                sites = sites(targets),
                markers = markers
                    .iter()
                    .map(|&m| marker_name(ed.raid_markers[m as usize], lang))
                    .collect::<Vec<_>>()
                    .join(", "),
                n = u.len(),
                wanted = wanted,
                units = units(u)
            ),
            RaidPlanned { phase, target, marker, size } => t!(
                lang,
                "ev-raid-planned",
                phase = t!(lang, phase_msg(PhaseId::Daylight(*phase))),
                site = site(target),
                marker = marker_name(ed.raid_markers[*marker as usize], lang),
                size = size
            ),
            PlanCancelled { phase, size, have } => t!(
                lang,
                "ev-plan-cancelled",
                phase = t!(lang, phase_msg(PhaseId::Daylight(*phase))),
                size = size,
                have = have
            ),
            Assigned { phase, id } => t!(
                lang,
                "ev-assigned",
                craft = craft(&Craft::German(*id)),
                phase = t!(lang, phase_msg(PhaseId::Daylight(*phase)))
            ),
            UnusedBack { units: u } => t!(lang, "ev-unused-back", units = units(u)),
            PathPlotted { path } => t!(lang, "ev-path-plotted", path = path),
            PathRevealed { path } => t!(lang, "ev-path-revealed", path = path),
            MarkersRevealed { phase, target, marker, cancelled } => {
                let text = t!(
                    lang,
                    "ev-markers-revealed",
                    phase = t!(lang, phase_msg(PhaseId::Daylight(*phase))),
                    site = site(target),
                    marker = marker_name(*marker, lang)
                );
                if *cancelled { format!("{text} {}", t!(lang, "ev-markers-cancelled")) } else { text }
            }
            MarkersBack { targets, markers } => {
                t!(lang, "ev-markers-back", targets = targets, markers = markers)
            }
            SectionLeader { fighter, why } => match why {
                LeaderReason::Roll => t!(lang, "ev-leader-roll", n = fighter),
                LeaderReason::Replaced => t!(lang, "ev-leader-replaced", n = fighter),
                LeaderReason::BothReplaced => t!(lang, "ev-leader-both-replaced", n = fighter),
            },
            AdviceAsked { first: true, .. } => t!(lang, "ev-advice-asked"),
            AdviceAsked { decision, .. } => t!(lang, "ev-advice-asked-again", n = decision + 1),
        }
    }
}

/// Why an aircraft left a combat, in words.
pub fn reason_msg(r: WithdrawReason) -> Id {
    match r {
        WithdrawReason::Voluntary => id!("why-voluntary"),
        WithdrawReason::PilotHit => id!("why-pilot-hit"),
        WithdrawReason::OutOfAmmo => id!("why-out-of-ammo"),
        WithdrawReason::LostContact => id!("why-lost-contact"),
        WithdrawReason::EngineDamaged => id!("why-engine"),
        WithdrawReason::Abort => id!("why-abort"),
        WithdrawReason::CombatOver => id!("why-combat-over"),
    }
}

fn modifier_msg(m: Modifier) -> Id {
    match m {
        Modifier::OutOfSun => id!("mod-out-of-sun"),
        Modifier::Dive => id!("mod-dive"),
        Modifier::Climb => id!("mod-climb"),
        Modifier::Tired => id!("mod-tired"),
        Modifier::Hits => id!("mod-hits"),
        Modifier::Unattacked => id!("mod-unattacked"),
        Modifier::EmptyBombBay => id!("mod-empty-bomb-bay"),
    }
}

fn position_name(ed: &Edition, c: Craft, ty: u8, pos: u8, lang: Lang) -> String {
    let t = match c {
        Craft::German(_) => ed.german_types.get(ty as usize),
        Craft::Raf(_) => ed.raf_types.get(ty as usize),
    };
    t.filter(|t| (pos as usize) < t.positions.len()).map(|t| position_text(t, pos, lang)).unwrap_or_default()
}

/// A damage position as the player reads it: "Engine L", "Motor izq.".
pub fn position_text(ty: &crate::edition::AircraftType, pos: u8, lang: Lang) -> String {
    use crate::edition::PositionKind::*;
    let (kind, nth) = ty.position_parts(pos);
    let base = t!(
        lang,
        match kind {
            Engine => id!("pos-engine"),
            Pilot => id!("pos-pilot"),
            Gunner => id!("pos-gunner"),
            Frame => id!("pos-frame"),
        }
    );
    match (kind, nth) {
        (_, None) => base,
        (Engine, Some(0)) => format!("{base} {}", t!(lang, "side-left")),
        (Engine, Some(_)) => format!("{base} {}", t!(lang, "side-right")),
        (_, Some(0)) => format!("{base} A"),
        (_, Some(_)) => format!("{base} B"),
    }
}

/// The one-letter mark of a position in the altitude box.
pub fn position_letter(kind: crate::edition::PositionKind, lang: Lang) -> String {
    use crate::edition::PositionKind::*;
    t!(
        lang,
        match kind {
            Engine => id!("pos-engine-short"),
            Pilot => id!("pos-pilot-short"),
            Gunner => id!("pos-gunner-short"),
            Frame => id!("pos-frame-short"),
        }
    )
}

/// The name of a site for the player: London's hexes are "London O5"
/// ("Londres O5"); the others as the edition names them. Every place that
/// shows a site's name calls this.
pub fn site_name(ed: &Edition, site: usize, lang: Lang) -> String {
    let s = &ed.sites[site];
    if s.kind == crate::edition::SiteKind::London {
        format!("{} {}", t!(lang, "map-london"), s.hex)
    } else if s.kind == crate::edition::SiteKind::Port && s.id == "dover" {
        // The one name with a common noun in it (the built-in editions').
        t!(lang, "site-dover-port")
    } else {
        s.name.clone()
    }
}

/// "Me109E #4", "fighter #1".
pub fn craft_name(ed: &Edition, c: Craft, lang: Lang) -> String {
    match c {
        Craft::German(g) => format!("{} #{g}", type_name(ed.german_type(g), lang)),
        Craft::Raf(s) => t!(lang, "fighter-n", n = s + 1),
    }
}

/// An aircraft type's name as the player reads it: the edition's name (an
/// aircraft's designation), with the role some names carry in English
/// ("Me110C fighter-bomber") written in the player's language.
pub fn type_name(ty: &crate::edition::AircraftType, lang: Lang) -> String {
    const ROLE: &str = "fighter-bomber";
    // The ace's counter, "Me109E (ace)": "(as)" in Spanish.
    const ACE: &str = "(ace)";
    let name = if ty.role == crate::edition::Role::FighterBomber && ty.name.contains(ROLE) {
        ty.name.replace(ROLE, &t!(lang, "role-fighter-bomber"))
    } else {
        ty.name.clone()
    };
    if name.contains(ACE) { name.replace(ACE, &format!("({})", t!(lang, "type-ace"))) } else { name }
}

pub fn pilot_name(ed: &Edition, p: u8) -> String {
    let d = &ed.pilots[p as usize];
    format!("{} {}", d.rank, d.name)
}

pub fn phase_msg(p: PhaseId) -> Id {
    match p {
        PhaseId::Daylight(0) => id!("phase-7am"),
        PhaseId::Daylight(1) => id!("phase-10am"),
        PhaseId::Daylight(2) => id!("phase-2pm"),
        PhaseId::Daylight(_) => id!("phase-5pm"),
        PhaseId::Night => id!("phase-night"),
    }
}

/// The name of a hexside for the player: its compass name in the edition
/// (edition 2's up-left is "west").
pub fn dir_msg(ed: &Edition, d: Dir) -> Id {
    ed.map.compass(d).msg()
}

pub fn level_name(l: Level, lang: Lang) -> String {
    match l {
        Level::Airfield => t!(lang, "level-airfield"),
        Level::Ground => t!(lang, "level-ground"),
        l => t!(lang, "level-feet", n = l.thousands()),
    }
}

pub fn marker_name(m: RaidMarker, lang: Lang) -> String {
    match m {
        RaidMarker::NoRaid => t!(lang, "marker-no-raid"),
        RaidMarker::Raiders(n) => t!(lang, "marker-raiders", n = n),
        RaidMarker::Remix => t!(lang, "marker-remix"),
    }
}

/// A calendar date as the player reads it: "13 August 1940".
pub fn date(d: NaiveDate, lang: Lang) -> String {
    use chrono::Datelike;
    const MONTHS: [Id; 12] = [
        id!("month-1"),
        id!("month-2"),
        id!("month-3"),
        id!("month-4"),
        id!("month-5"),
        id!("month-6"),
        id!("month-7"),
        id!("month-8"),
        id!("month-9"),
        id!("month-10"),
        id!("month-11"),
        id!("month-12"),
    ];
    let month = t!(lang, MONTHS[d.month0() as usize]);
    t!(lang, "date", day = d.day(), month = month, year = d.year())
}

impl Decision {
    /// The prompt: what the game needs now.
    pub fn prompt(&self, ed: &Edition, lang: Lang) -> String {
        match self {
            Decision::Replace { fighter, .. } => t!(lang, "ask-replace", n = fighter + 1),
            Decision::Position(o) => {
                t!(lang, "ask-position", n = o.fighter + 1, pilot = pilot_name(ed, o.pilot))
            }
            Decision::Move { fighter, .. } => t!(lang, "ask-move", n = fighter + 1),
            Decision::Placement { fighter, .. } => t!(lang, "ask-placement", n = fighter + 1),
            Decision::Land { fighter, forced: false, .. } => t!(lang, "ask-land", n = fighter + 1),
            Decision::Land { fighter, forced: true, .. } => t!(lang, "ask-forced-landing", n = fighter + 1),
            Decision::Attack { fighter, .. } => t!(lang, "ask-attack", n = fighter + 1),
            Decision::AttackOrder { target } => t!(
                lang,
                "ask-attack-order",
                target = craft_name(ed, crate::rules::combat::Craft::German(*target), lang)
            ),
            Decision::Bursts { fighter, max, .. } => t!(lang, "ask-bursts", n = fighter + 1, max = max),
            Decision::Repair { points, .. } => t!(lang, "ask-repair", points = points),
            Decision::KeepTarget { kept, .. } => t!(lang, "ask-keep-target", n = kept + 1),
            Decision::PlanRaid { phase, .. } => t!(
                lang,
                "ask-plan-raid",
                phase = t!(lang, phase_msg(crate::rules::events::PhaseId::Daylight(*phase)))
            ),
            Decision::Compose { phase, size, chosen, .. } => t!(
                lang,
                "ask-compose",
                phase = t!(lang, phase_msg(crate::rules::events::PhaseId::Daylight(*phase))),
                n = chosen.len() + 1,
                size = size
            ),
            Decision::Entry { target, .. } => {
                t!(lang, "ask-entry", target = site_name(ed, *target as usize, lang))
            }
            Decision::Plot { .. } => t!(lang, "ask-plot"),
            Decision::GermanPick { id, .. } => t!(
                lang,
                "ask-german-pick",
                craft = craft_name(ed, crate::rules::combat::Craft::German(*id), lang)
            ),
            Decision::CrossfireAt { target } => t!(
                lang,
                "ask-crossfire-at",
                craft = craft_name(ed, crate::rules::combat::Craft::German(*target), lang)
            ),
        }
    }
}

impl Choice {
    /// A short label for a button.
    pub fn label(&self, ed: &Edition, lang: Lang) -> String {
        let site = |s: &u8| site_name(ed, *s as usize, lang);
        match self {
            Choice::Replace { pilot } => t!(lang, "opt-replace", pilot = pilot_name(ed, *pilot)),
            Choice::NoReplacement => t!(lang, "opt-no-replacement"),
            Choice::StandBy => t!(lang, "opt-stand-by"),
            Choice::Satellite { site: s } => t!(lang, "opt-satellite", site = site(s)),
            Choice::Patrol { site: s, level, facing } => t!(
                lang,
                "opt-patrol",
                site = site(s),
                level = level_name(*level, lang),
                facing = t!(lang, dir_msg(ed, *facing))
            ),
            Choice::ChangeBase { site: s } => t!(lang, "opt-change-base", site = site(s)),
            Choice::Move { actions } if actions.is_empty() => t!(lang, "opt-stay"),
            Choice::Move { actions } => t!(lang, "opt-move", n = actions.len()),
            Choice::StandDown => t!(lang, "opt-stand-down"),
            Choice::Place { pos } => match pos {
                BoxPos::Normal => t!(lang, "opt-box-normal"),
                BoxPos::OutOfSun => t!(lang, "opt-box-sun"),
                BoxPos::HeadOn { .. } => t!(lang, "opt-box-head-on"),
            },
            Choice::Land { hex } => match ed.site_at(*hex) {
                Some(s) if ed.sites[s].kind.is_airfield() => {
                    t!(lang, "opt-land", site = site_name(ed, s, lang))
                }
                _ => t!(lang, "opt-crash", hex = hex),
            },
            Choice::Withdraw => t!(lang, "opt-withdraw"),
            Choice::Pass => t!(lang, "opt-pass"),
            Choice::Attack { target } => {
                t!(
                    lang,
                    "opt-attack",
                    target = craft_name(ed, crate::rules::combat::Craft::German(*target), lang)
                )
            }
            Choice::AttackFirst { fighter } => t!(lang, "opt-first", n = fighter + 1),
            Choice::Bursts { n } => t!(lang, "opt-bursts", n = n),
            Choice::ReplacePlane { plane } => t!(lang, "opt-replace-plane", plane = ed.plane_name(*plane)),
            Choice::RepairSite { site: s } => t!(lang, "opt-repair-site", site = site(s)),
            Choice::EndRepairs => t!(lang, "opt-end-repairs"),
            Choice::KeepTarget { site: s } => t!(lang, "opt-keep-target", site = site(s)),
            Choice::PlanRaid { target, marker } => t!(
                lang,
                "opt-plan-raid",
                site = site(target),
                marker = marker_name(ed.raid_markers[*marker as usize], lang)
            ),
            Choice::Assign { id } => {
                t!(lang, "opt-assign", craft = craft_name(ed, crate::rules::combat::Craft::German(*id), lang))
            }
            Choice::Enter { entry, path } => t!(lang, "opt-enter", entry = entry, path = path),
            Choice::Plot { path } => t!(lang, "opt-plot", path = path),
            Choice::GermanAttack { fighter } => t!(lang, "opt-german-attack", n = fighter + 1),
            Choice::CrossfireAt { fighter } => t!(lang, "opt-crossfire-at", n = fighter + 1),
        }
    }
}

impl Localize for Illegal {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Illegal::Over => t!(lang, "illegal-over"),
            Illegal::NotThisDecision { rule } => t!(lang, "illegal-not-this-decision", rule = rule),
            Illegal::NotAnOption { rule } => t!(lang, "illegal-not-an-option", rule = rule),
            Illegal::Move(e) => {
                let why = t!(lang, move_error_msg(*e));
                t!(lang, "illegal-move", why = why, rule = e.rule())
            }
        }
    }
}

fn move_error_msg(e: MoveError) -> Id {
    match e {
        MoveError::CannotMove => id!("move-cannot-move"),
        MoveError::CannotTakeOff => id!("move-cannot-take-off"),
        MoveError::OnTheGround => id!("move-on-the-ground"),
        MoveError::NoPointsLeft => id!("move-no-points"),
        MoveError::ClimbLimit => id!("move-climb-limit"),
        MoveError::TooHigh => id!("move-too-high"),
        MoveError::TooLow => id!("move-too-low"),
        MoveError::OffTheMap => id!("move-off-map"),
        MoveError::Balloons => id!("move-balloons"),
        MoveError::NotAnAirfield => id!("move-not-airfield"),
        MoveError::AfterStop => id!("move-after-stop"),
    }
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.localize(Lang::EN))
    }
}

impl Localize for SetupError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            SetupError::ShortOptionalWeather => t!(lang, "setup-short-optional"),
            SetupError::UnknownSite(s) => t!(lang, "setup-unknown-site", site = s),
            SetupError::NotASector { site, sectors } => {
                t!(lang, "setup-bad-base", site = site, list = sectors.join(", "))
            }
            SetupError::TooManyDefences { what, n, max } => {
                t!(lang, "setup-too-many-defences", what = t!(lang, what.msg()), n = n, max = max)
            }
            SetupError::TwoDefences { what, site } => {
                t!(lang, "setup-two-defences", what = t!(lang, what.msg()), site = site)
            }
            SetupError::Dice(e) => e.localize(lang),
        }
    }
}

impl DefenceKind {
    fn msg(self) -> Id {
        match self {
            DefenceKind::HeavyAa => id!("def-heavy"),
            DefenceKind::LightAa => id!("def-light"),
            DefenceKind::Balloons => id!("def-balloons"),
        }
    }
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.localize(Lang::EN))
    }
}

impl Compass {
    /// Its name for the player ("north-east", "noreste").
    pub fn msg(self) -> Id {
        match self {
            Compass::NE => id!("dir-ne"),
            Compass::E => id!("dir-e"),
            Compass::SE => id!("dir-se"),
            Compass::SW => id!("dir-sw"),
            Compass::W => id!("dir-w"),
            Compass::NW => id!("dir-nw"),
        }
    }

    /// Its abbreviation for the player ("NW", "NO").
    pub fn short_msg(self) -> Id {
        match self {
            Compass::NE => id!("dir-short-ne"),
            Compass::E => id!("dir-short-e"),
            Compass::SE => id!("dir-short-se"),
            Compass::SW => id!("dir-short-sw"),
            Compass::W => id!("dir-short-w"),
            Compass::NW => id!("dir-short-nw"),
        }
    }
}

impl Verdict {
    pub fn msg(self) -> Id {
        match self {
            Verdict::RafWins => id!("verdict-raf"),
            Verdict::LuftwaffeWins => id!("verdict-luftwaffe"),
            Verdict::Draw => id!("verdict-draw"),
        }
    }
}

impl Score {
    /// 15.1: the ranking as a sentence; None in the other versions.
    pub fn ranking_text(&self, lang: Lang) -> Option<String> {
        let [a, b] = self.players?;
        Some(match self.ranking()? {
            Ranking::Wins(f) => {
                let (v, other) = if f == 0 { (a, b) } else { (b, a) };
                t!(lang, "ranking-winner", n = f + 1, v = v, other = other)
            }
            Ranking::Tie => t!(lang, "ranking-tie", v = a),
            Ranking::BothLose => t!(lang, "ranking-both-lose", lw = self.luftwaffe, raf = self.raf),
        })
    }

    pub fn summary(&self, lang: Lang) -> String {
        t!(
            lang,
            "score-line",
            raf = self.raf,
            luftwaffe = self.luftwaffe,
            losses = self.raf_losses,
            radar = self.radar,
            london = self.london * damaged_worth(SiteKind::London),
            other = self.other * damaged_worth(SiteKind::Sector)
        )
    }
}

impl Scenario {
    pub fn msg(self) -> crate::text::Id {
        match self {
            Scenario::Short => id!("scenario-short"),
            Scenario::Regular => id!("scenario-regular"),
            Scenario::Long => id!("scenario-long"),
        }
    }
}

impl WeatherMode {
    pub fn msg(self) -> crate::text::Id {
        match self {
            WeatherMode::Historical => id!("weather-historical"),
            WeatherMode::Optional => id!("weather-optional"),
        }
    }
}

impl Players {
    pub fn msg(self) -> crate::text::Id {
        match self {
            Players::Solitaire => id!("players-solitaire"),
            Players::TwoRaf => id!("players-two-raf"),
            Players::Luftwaffe => id!("players-luftwaffe"),
        }
    }
}

/// A pilot's status as the player reads it: the one place it is written
/// (the log books, the report, the pilots panel, `status`).
impl Localize for PilotStatus {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            PilotStatus::Flying(f) => t!(lang, "status-flying", n = f + 1),
            PilotStatus::Reserve => t!(lang, "status-reserve"),
            PilotStatus::Arriving(d) => t!(lang, "status-arriving", date = date(d, lang)),
            PilotStatus::Wounded(d) => t!(lang, "status-wounded", date = date(d, lang)),
            PilotStatus::CareerOver => t!(lang, "status-career-over"),
            PilotStatus::Killed => t!(lang, "status-killed"),
        }
    }
}
