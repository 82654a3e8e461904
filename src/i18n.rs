//! The one translation table: every string the player reads, in English and
//! Spanish.
//!
//! Messages are the variants of [`Msg`]; the `messages!` macro below makes a
//! variant and its two texts one entry, so a message cannot exist in one
//! language only. Texts take named arguments written `{name}`; [`tr!`] fills
//! them. A test checks that both languages use the same arguments.

use serde::{Deserialize, Serialize};
use std::fmt::{self, Display, Write};
use std::str::FromStr;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "es")]
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The language of the environment (`LANG`, `LC_ALL`): Spanish when it
    /// starts with `es`, English otherwise.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| std::env::var(k).ok())
            .find(|v| !v.is_empty())
            .map(|v| if v.to_ascii_lowercase().starts_with("es") { Lang::Es } else { Lang::En })
            .unwrap_or_default()
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(Lang::En),
            "es" | "spanish" | "español" | "espanol" => Ok(Lang::Es),
            _ => Err(format!("{s:?} is not a language (en, es)")),
        }
    }
}

/// Something that reads differently in each language.
pub trait Localize {
    fn localize(&self, lang: Lang) -> String;
}

/// Fills the `{name}` slots of a template with the given arguments.
pub fn fill(template: &str, args: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match args.iter().find(|(k, _)| *k == name) {
                    Some((_, v)) => {
                        let _ = write!(out, "{v}");
                    }
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// `tr!(lang, Msg::Key, name = value, ...)` renders a message.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $msg:expr) => {
        $crate::i18n::Msg::text($msg, $lang).to_string()
    };
    ($lang:expr, $msg:expr, $($k:ident = $v:expr),+ $(,)?) => {
        $crate::i18n::fill($crate::i18n::Msg::text($msg, $lang), &[$((stringify!($k), &$v as &dyn std::fmt::Display)),+])
    };
}

macro_rules! messages {
    ($( $key:ident { en: $en:literal, es: $es:literal } )*) => {
        /// Every player-facing message.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum Msg { $($key),* }

        impl Msg {
            pub const ALL: &'static [Msg] = &[$(Msg::$key),*];

            pub fn text(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $( (Msg::$key, Lang::En) => $en, (Msg::$key, Lang::Es) => $es, )*
                }
            }
        }
    };
}

messages! {
    // ---- general ----
    AppTitle { en: "London's Burning", es: "Londres en llamas" }
    Error { en: "error", es: "error" }

    // ---- phases and weather ----
    PhaseWeather { en: "Weather phase", es: "Fase de determinación del tiempo" }
    Phase7am { en: "7 a.m.", es: "7 a.m." }
    Phase10am { en: "10 a.m.", es: "10 a.m." }
    Phase2pm { en: "2 p.m.", es: "2 p.m." }
    Phase5pm { en: "5 p.m.", es: "5 p.m." }
    PhaseNight { en: "Night phase", es: "Fase de noche" }
    WeatherClear { en: "clear", es: "cielo claro" }
    WeatherRain { en: "rain", es: "lluvia" }
    ScenarioShort { en: "short", es: "corto" }
    ScenarioRegular { en: "regular", es: "regular" }
    ScenarioLong { en: "long", es: "largo" }
    WeatherHistorical { en: "historical weather", es: "tiempo histórico" }
    WeatherOptional { en: "optional weather table", es: "tabla opcional de tiempo" }
    SunFrom { en: "sun in the {dir}", es: "sol en el {dir}" }

    // ---- directions (for the sun) ----
    DirE { en: "east", es: "este" }
    DirNE { en: "north-east", es: "noreste" }
    DirNW { en: "north-west", es: "noroeste" }
    DirW { en: "west", es: "oeste" }
    DirSW { en: "south-west", es: "sudoeste" }
    DirSE { en: "south-east", es: "sudeste" }

    // ---- altitude and markers ----
    LevelAirfield { en: "on the airfield", es: "en el aeródromo" }
    LevelGround { en: "Ground level", es: "nivel de tierra" }
    LevelFeet { en: "{n},000 ft", es: "{n}.000 pies" }
    MarkerNoRaid { en: "No Raid", es: "Ningún Raid" }
    MarkerRaiders { en: "{n} Raiders", es: "{n} Incursores" }
    MarkerRemix { en: "Remix", es: "Remix" }

    // ---- rolls ----
    RollPilotDraw { en: "pilot draw", es: "sorteo de pilotos" }
    RollWeather { en: "weather", es: "tiempo" }
    RollRaidSize { en: "raid-size marker", es: "marcador de tamaño de raid" }

    // ---- events ----
    EvDraw { en: "Draw ({what}): counter {n} of {of}", es: "Sorteo ({what}): ficha {n} de {of}" }
    EvRoll { en: "Roll ({what}): {dice}", es: "Tirada ({what}): {dice}" }
    EvRollTotal { en: "Roll ({what}): {dice} = {total}", es: "Tirada ({what}): {dice} = {total}" }
    EvPilotFighter { en: "{pilot} flies fighter #{n}", es: "{pilot} pilota el caza #{n}" }
    EvPilotReserve { en: "{pilot} goes to the RAF reserve", es: "{pilot} pasa a la reserva de la RAF" }
    EvPilotSunday { en: "{pilot} will arrive on Sunday {date}", es: "{pilot} llegará el domingo {date}" }
    EvBase { en: "Base: {site}", es: "Base: {site}" }
    EvCup { en: "The Luftwaffe cup holds {n} aircraft: {units}", es: "La taza de la Luftwaffe tiene {n} aviones: {units}" }
    EvDay { en: "— {date} —", es: "— {date} —" }
    EvWithdrawn { en: "The Luftwaffe withdraws {units} from the battle", es: "La Luftwaffe retira {units} de la batalla" }
    EvReinforced { en: "Luftwaffe reinforcements {units} join the cup", es: "Los refuerzos de la Luftwaffe {units} entran en la taza" }
    EvArrives { en: "{pilot} arrives and joins the reserve", es: "{pilot} llega y pasa a la reserva" }
    EvRecovered { en: "{pilot} is back from his wounds and joins the reserve", es: "{pilot} se ha recuperado de sus heridas y pasa a la reserva" }
    EvWeatherRolled { en: "Weather (optional table): {weather}", es: "Tiempo (tabla opcional): {weather}" }
    EvWeatherHistorical { en: "Weather (historical): {weather}", es: "Tiempo (histórico): {weather}" }
    EvPhaseSun { en: "{phase} phase, {sun}", es: "Fase de las {phase}, {sun}" }
    EvPhase { en: "{phase}", es: "{phase}" }
    EvNoRaidsInRain { en: "Rain: no German raids today", es: "Lluvia: hoy no hay raids alemanes" }
    EvStandsBy { en: "Fighter #{n} stands by at {site}", es: "El caza #{n} espera en alerta en {site}" }
    EvSatellite { en: "Fighter #{n} moves to stand by at {site}", es: "El caza #{n} pasa a esperar en alerta en {site}" }
    EvPatrol { en: "Fighter #{n} patrols over {site} ({hex}) at {level}", es: "El caza #{n} patrulla sobre {site} ({hex}) a {level}" }
    EvFatigue { en: "{pilot}: fatigue F{from} → F{to}", es: "{pilot}: fatiga F{from} → F{to}" }
    EvMarker { en: "Raid-size marker: {marker}", es: "Marcador de tamaño de raid: {marker}" }
    EvRemix { en: "Remix: every marker goes back into the cup", es: "Remix: todos los marcadores vuelven a la taza" }
    EvPatrolsLand { en: "No raid: patrolling fighters land at their base", es: "Ningún raid: los cazas de patrulla aterrizan en su base" }
    EvScenarioEnds { en: "The scenario ends after {date}", es: "El escenario termina tras el {date}" }

    // ---- score ----
    VerdictRaf { en: "the RAF wins", es: "gana la RAF" }
    VerdictLuftwaffe { en: "the Luftwaffe wins", es: "gana la Luftwaffe" }
    VerdictDraw { en: "a draw", es: "empate" }
    ScoreLine { en: "RAF {raf} – Luftwaffe {luftwaffe} (RAF losses {losses}, radar {radar}, London {london}, other targets {other})", es: "RAF {raf} – Luftwaffe {luftwaffe} (pérdidas de la RAF {losses}, radar {radar}, Londres {london}, otros blancos {other})" }

    // ---- decisions and options ----
    AskReplace { en: "Fighter #{n} has no pilot: call one from the reserve, or wait (11.5).", es: "El caza #{n} no tiene piloto: llame a uno de la reserva, o espere (11.5)." }
    AskPosition { en: "Fighter #{n} ({pilot}): stand by, move to a satellite airfield or fly a patrol (5.2).", es: "Caza #{n} ({pilot}): espere en alerta, pase a un aeródromo satélite o vuele una patrulla (5.2)." }
    OptReplace { en: "Call {pilot}", es: "Llamar a {pilot}" }
    OptNoReplacement { en: "Wait", es: "Esperar" }
    OptStandBy { en: "Stand by at base", es: "Alerta en la base" }
    OptSatellite { en: "Stand by at {site}", es: "Alerta en {site}" }
    OptPatrol { en: "Patrol {site} at {level}", es: "Patrullar {site} a {level}" }
    OptChangeBase { en: "Move the base to {site} (14.2)", es: "Trasladar la base a {site} (14.2)" }
    IllegalOver { en: "The campaign is over: there is nothing more to decide.", es: "La campaña ha terminado: no queda nada que decidir." }
    IllegalNotThisDecision { en: "That choice does not answer the decision now pending ({rule}).", es: "Esa elección no responde a la decisión pendiente ({rule})." }
    IllegalNotAnOption { en: "That option is not legal now ({rule}).", es: "Esa opción no es legal ahora ({rule})." }

    // ---- saves ----
    ReplayIllegal { en: "choice {n} cannot be replayed: {reason}", es: "la elección {n} no se puede repetir: {reason}" }
    ReplayDiverges { en: "replaying the choices does not give the saved state of {date}: the file was changed or made by another version of the rules", es: "al repetir las elecciones no se obtiene el estado guardado del {date}: el archivo se ha modificado o se hizo con otra versión de las reglas" }
    ReplayMissing { en: "the save holds a snapshot of {date} that replaying the choices never reaches", es: "la partida guardada tiene una instantánea del {date} a la que nunca se llega repitiendo las elecciones" }
    SaveNameInvalid { en: "{name} is not a usable campaign name (1 to 60 characters, with at least one letter or digit)", es: "{name} no sirve como nombre de campaña (de 1 a 60 caracteres, con al menos una letra o cifra)" }
    SaveNotFound { en: "no saved campaign at {path}", es: "no hay ninguna campaña guardada en {path}" }
    SaveIo { en: "{path}: {detail}", es: "{path}: {detail}" }
    SaveTooLarge { en: "{path} is {bytes} bytes, far too large to be a save; it was not opened", es: "{path} ocupa {bytes} bytes, demasiado para ser una partida guardada; no se ha abierto" }
    SaveNotASave { en: "{path} is not a London's Burning save", es: "{path} no es una partida guardada de Londres en llamas" }
    SaveCorrupt { en: "{path} is damaged and cannot be read ({detail}); the file was left as it is", es: "{path} está dañado y no se puede leer ({detail}); el archivo no se ha tocado" }
    SaveNewer { en: "{path} was saved by a newer version of the app (save format {version}; this version reads up to {ours}); update the app to open it", es: "{path} se guardó con una versión más nueva de la aplicación (formato {version}; esta versión lee hasta el {ours}); actualice la aplicación para abrirla" }
    SaveOtherEdition { en: "{path} was played with the board edition {saved}, not {current}; open it with the same edition (--edition)", es: "{path} se jugó con la edición del tablero {saved}, no con {current}; ábrala con la misma edición (--edition)" }
    SaveReplay { en: "{path} cannot be resumed: {reason}", es: "{path} no se puede reanudar: {reason}" }

    // ---- command line ----
    CliExists { en: "a campaign called {name} already exists ({path}); choose another name or pass --force", es: "ya existe una campaña llamada {name} ({path}); elija otro nombre o use --force" }
    CliCreated { en: "New campaign {name} saved to {path} (seed {seed}).", es: "Nueva campaña {name} guardada en {path} (semilla {seed})." }
    CliNoSaves { en: "No saved campaigns in {dir}.", es: "No hay campañas guardadas en {dir}." }
    CliOver { en: "The campaign is over.", es: "La campaña ha terminado." }
    StatusTitle { en: "Campaign {name} — {scenario} scenario, to {end}", es: "Campaña {name} — escenario {scenario}, hasta el {end}" }
    StatusWhen { en: "Now: {when} — weather {weather}", es: "Ahora: {when} — tiempo: {weather}" }
    StatusBase { en: "Base: {base}", es: "Base: {base}" }
    StatusPilots { en: "Pilots:", es: "Pilotos:" }
    StatusFlying { en: "fighter #{n}", es: "caza #{n}" }
    StatusPlaneDestroyed { en: "aircraft destroyed", es: "avión destruido" }
    StatusReserve { en: "reserve", es: "reserva" }
    StatusArriving { en: "arrives {date}", es: "llega el {date}" }
    StatusWounded { en: "wounded until {date}", es: "herido hasta el {date}" }
    StatusCareerOver { en: "career over", es: "carrera terminada" }
    StatusKilled { en: "killed", es: "muerto" }
    StatusBailedOut { en: "bailed out in {hex}", es: "en paracaídas en {hex}" }
    StatusShaken { en: "shaken", es: "conmocionado" }
    StatusVictories { en: "{n} victories", es: "{n} victorias" }
    StatusNoDamage { en: "none", es: "ninguno" }
    StatusDamage { en: "Damaged targets: {list}", es: "Blancos dañados: {list}" }
    StatusScore { en: "Score: {line} — {verdict}", es: "Tanteo: {line} — {verdict}" }
    StatusNext { en: "Next: {prompt}", es: "Siguiente: {prompt}" }
    AppPlaceholder { en: "The campaign screens are being built. Meanwhile the command line plays and reports: run londons-burning --help.", es: "Las pantallas de la campaña están en construcción. Mientras tanto, la línea de órdenes juega e informa: ejecute londons-burning --help." }
    AppSaves { en: "Saved campaigns in {dir}", es: "Campañas guardadas en {dir}" }

    // ---- data (edition) errors ----
    EditionErrorAt { en: "{file}: {field}: {reason}", es: "{file}: {field}: {reason}" }
    EditionFileMissing { en: "the file is missing", es: "falta el archivo" }
    EditionUnreadable { en: "cannot be read: {detail}", es: "no se puede leer: {detail}" }
    EditionParse { en: "is not valid here: {detail}", es: "no es válido aquí: {detail}" }
    EditionMustBe { en: "must be {expected}, found {found}", es: "debe ser {expected}, pero es {found}" }
    EditionRange { en: "must be between {min} and {max}, found {found}", es: "debe estar entre {min} y {max}, pero es {found}" }
    EditionDuplicate { en: "{value} appears more than once", es: "{value} aparece más de una vez" }
    EditionUnknown { en: "{value} is not defined in {file}", es: "{value} no está definido en {file}" }
    EditionCount { en: "needs {expected} entries of this kind, found {found}", es: "necesita {expected} entradas de este tipo, pero hay {found}" }
    EditionCover { en: "the rows must cover {range} exactly once; {missing} is missing or repeated", es: "las filas deben cubrir {range} exactamente una vez; falta o se repite {missing}" }
    EditionTerrain { en: "hex {hex} is marked {found} but the land around it makes it {expected}", es: "el hex {hex} está marcado {found} pero la tierra de alrededor lo hace {expected}" }
    EditionSiteTerrain { en: "{site} stands in hex {hex}, which is {found}", es: "{site} está en el hex {hex}, que es {found}" }
    EditionSameHex { en: "{site} and {other} are both in hex {hex}", es: "{site} y {other} están ambos en el hex {hex}" }
    EditionNotInCalendar { en: "{date} is not a day of the calendar", es: "{date} no es un día del calendario" }
    EditionOrder { en: "{value} must not come before {other}", es: "{value} no puede ir antes de {other}" }
    EditionPositions { en: "a type needs one pilot, one or two engines, one or two frames and at most one gunner; found {found}", es: "un tipo necesita un piloto, uno o dos motores, uno o dos fuselajes y como mucho un artillero; hay {found}" }
    EditionUnusedPosition { en: "position {position} is never hit by the damage table", es: "la tabla de daños nunca impacta la posición {position}" }
    EditionBombs { en: "a {role} with {bombs} bombs makes no sense", es: "un {role} con {bombs} bombas no tiene sentido" }
    EditionDirection { en: "{dir} is not allowed: an outbound raid flies only NW, W or E (6.4)", es: "{dir} no está permitido: un raid de ida solo vuela NO, O o E (6.4)" }
    TerrainLand { en: "land", es: "tierra" }
    TerrainSea { en: "sea", es: "mar" }
    TerrainOpenSea { en: "open sea", es: "alta mar" }
    CheckDataOk { en: "{dir}: the edition is valid ({sites} sites, {german} German and {raf} RAF aircraft, {pilots} pilots, {days} days).", es: "{dir}: la edición es válida ({sites} lugares, {german} aviones alemanes y {raf} de la RAF, {pilots} pilotos, {days} días)." }
    BuiltInEdition { en: "the built-in edition", es: "la edición incorporada" }

    // ---- setup errors ----
    SetupShortOptional { en: "the optional weather table cannot be used in the short scenario (4.3)", es: "la tabla opcional de tiempo no puede usarse en el escenario corto (4.3)" }
    SetupBadBase { en: "{site} is not a sector airfield; the base must be one of: {list} (3.5)", es: "{site} no es un aeródromo de sector; la base debe ser uno de: {list} (3.5)" }
    SetupUnknownSite { en: "there is no site called {site}", es: "no hay ningún lugar llamado {site}" }
}

impl Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn slots(s: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut rest = s;
        while let Some(i) = rest.find('{') {
            let after = &rest[i + 1..];
            let Some(j) = after.find('}') else { break };
            out.insert(after[..j].to_string());
            rest = &after[j + 1..];
        }
        out
    }

    #[test]
    fn every_message_in_both_languages_with_the_same_slots() {
        for &m in Msg::ALL {
            let en = m.text(Lang::En);
            let es = m.text(Lang::Es);
            assert!(!en.trim().is_empty() && !es.trim().is_empty(), "{m:?} is empty");
            assert_eq!(slots(en), slots(es), "{m:?} uses different arguments in en and es");
        }
    }

    #[test]
    fn fill_replaces_named_slots() {
        assert_eq!(fill("{a} and {b} and {a}", &[("a", &1), ("b", &"x")]), "1 and x and 1");
        assert_eq!(fill("keep {unknown} and {", &[]), "keep {unknown} and {");
        assert_eq!(tr!(Lang::Es, Msg::SunFrom, dir = "este"), "sol en el este");
    }

    #[test]
    fn language_codes() {
        assert_eq!("ES".parse::<Lang>(), Ok(Lang::Es));
        assert!("fr".parse::<Lang>().is_err());
    }
}
