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
                let slot = &after[..close];
                // `{n|one|other}`: the word for the number n (plural()).
                let mut parts = slot.split('|');
                let name = parts.next().unwrap_or_default();
                let forms: Vec<&str> = parts.collect();
                match args.iter().find(|(k, _)| *k == name) {
                    Some((_, v)) if forms.is_empty() => {
                        let _ = write!(out, "{v}");
                    }
                    Some((_, v)) => out.push_str(plural(&v.to_string(), &forms)),
                    None => {
                        out.push('{');
                        out.push_str(slot);
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

/// The form of a word for a number: `forms` are (one, other); "1" takes the
/// first, every other number (0 too) the second, in English and in Spanish
/// alike. A slot `{n|burst|bursts}` in a message picks the word this way.
pub fn plural<'a>(number: &str, forms: &[&'a str]) -> &'a str {
    let one = number.trim().parse::<f64>().is_ok_and(|x| x.abs() == 1.0);
    match forms {
        [] => "",
        [only] => only,
        [one_form, other, ..] => {
            if one {
                one_form
            } else {
                other
            }
        }
    }
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
    FieldPlayers { en: "Players", es: "Jugadores" }
    // ---- the Luftwaffe player (15.2) ----
    CurtainTitle { en: "Pass the computer to the {who}", es: "Pase el ordenador al {who}" }
    CurtainBody { en: "The other player looks away: what comes next is secret.", es: "El otro jugador no mira: lo que sigue es secreto." }
    CurtainShow { en: "I am the {who} — show my turn", es: "Soy el {who}: mostrar mi turno" }
    SeatRaf { en: "RAF player", es: "jugador de la RAF" }
    SeatLuftwaffe { en: "Luftwaffe player", es: "jugador de la Luftwaffe" }
    SeatTurn { en: "{who}:", es: "{who}:" }
    LwPlanHeading { en: "Luftwaffe plan (secret)", es: "Plan de la Luftwaffe (secreto)" }
    LwPlanPhase { en: "{phase}: {site}, {marker}", es: "{phase}: {site}, {marker}" }
    LwPlanAircraft { en: "aircraft: {units}", es: "aviones: {units}" }
    LwPlanCancelled { en: "cancelled: too few aircraft", es: "anulado: faltan aviones" }
    LwPlanFlown { en: "flown", es: "volado" }
    LwPlanPool { en: "Drawn, not yet given to a raid: {units}", es: "Sacados, aún sin incursión: {units}" }
    LwPlanMarkers { en: "Still to pair: targets {sites}; sizes {markers}", es: "Por emparejar: blancos {sites}; tamaños {markers}" }
    LwPlanPlotted { en: "Plotted next: path {path}", es: "Trazada la próxima: trayectoria {path}" }
    LwPlanNone { en: "No plan today.", es: "Hoy no hay plan." }
    RecordsHidden { en: "The records open for the Luftwaffe player or when the campaign is over: they would show his plan.", es: "Los registros se abren para el jugador de la Luftwaffe o al acabar la campaña: mostrarían su plan." }
    RollTargetMarker { en: "target marker", es: "marcador de blanco" }
    RollPlanMarker { en: "raid-size marker (German plan)", es: "marcador de tamaño de incursión (plan alemán)" }
    RollPlanRaider { en: "German aircraft for the day", es: "avión alemán del día" }
    EvTargetsKept { en: "7 September: the Luftwaffe keeps the target markers {sites}", es: "7 de septiembre: la Luftwaffe guarda los marcadores de blanco {sites}" }
    EvLondonMarkers { en: "7 September: London's markers ({sites}) join the target cup; {cup} markers in it now", es: "7 de septiembre: los marcadores de Londres ({sites}) entran en la taza de blancos; ahora hay {cup}" }
    EvPlanDrawn { en: "The Luftwaffe draws targets {sites}, raid sizes {markers} and {n} aircraft (the markers ask for {wanted}): {units}", es: "La Luftwaffe saca los blancos {sites}, los tamaños {markers} y {n} {n|avión|aviones} (los marcadores piden {wanted}): {units}" }
    EvRaidPlanned { en: "Plan for {phase}: {site} with {marker} ({size} {size|raider|raiders})", es: "Plan para las {phase}: {site} con {marker} ({size} {size|incursor|incursores})" }
    EvPlanCancelled { en: "The {phase} raid of {size} is cancelled: only {have} aircraft left for it", es: "La incursión de las {phase} de {size} se anula: solo {have|queda|quedan} {have} {have|avión|aviones} para ella" }
    EvAssigned { en: "{craft} will fly at {phase}", es: "{craft} volará a las {phase}" }
    EvUnusedBack { en: "Aircraft not flying today go back to the cup: {units}", es: "Los aviones que no vuelan hoy vuelven a la taza: {units}" }
    EvPathPlotted { en: "The Luftwaffe plots flight path {path} face down", es: "La Luftwaffe traza boca abajo la trayectoria {path}" }
    EvPathRevealed { en: "The Luftwaffe shows its plotted flight path: {path}", es: "La Luftwaffe muestra la trayectoria trazada: {path}" }
    EvMarkersRevealed { en: "End of the {phase} phase: the Luftwaffe shows its markers: target {site}, {marker}", es: "Fin de la fase de las {phase}: la Luftwaffe muestra sus marcadores: blanco {site}, {marker}" }
    EvMarkersCancelled { en: "(the raid was cancelled: too few aircraft)", es: "(la incursión se anuló: faltaban aviones)" }
    EvMarkersBack { en: "Night: the Luftwaffe's target markers ({targets}) and raid-size markers ({markers}) go back to their cups", es: "Noche: los marcadores de blanco ({targets}) y de tamaño de incursión ({markers}) de la Luftwaffe vuelven a sus tazas" }
    AskKeepTarget { en: "Luftwaffe, 7 September: keep target marker {n} of 6; the other 18 are put away and London's four come in (15.2).", es: "Luftwaffe, 7 de septiembre: guarde el marcador de blanco {n} de 6; los otros 18 se retiran y entran los cuatro de Londres (15.2)." }
    AskPlanRaid { en: "Luftwaffe: pair a target marker with a raid-size marker for the {phase} phase (15.2).", es: "Luftwaffe: empareje un marcador de blanco con uno de tamaño para la fase de las {phase} (15.2)." }
    AskCompose { en: "Luftwaffe: aircraft {n} of {size} for the {phase} raid; no aircraft flies twice a day (15.2).", es: "Luftwaffe: avión {n} de {size} para la incursión de las {phase}; ningún avión vuela dos veces al día (15.2)." }
    AskEntry { en: "Luftwaffe: the raid on {target} enters: choose the entry hex and plot its first flight path (15.2).", es: "Luftwaffe: entra la incursión contra {target}: elija el hex de entrada y trace su primera trayectoria (15.2)." }
    AskPlot { en: "Luftwaffe: plot the raid's next flight path; the one plotted before is flown now (15.2).", es: "Luftwaffe: trace la próxima trayectoria de la incursión; ahora se vuela la trazada antes (15.2)." }
    AskGermanPick { en: "Luftwaffe: {craft} attacks, or withdraws (15.2).", es: "Luftwaffe: {craft} ataca o se retira (15.2)." }
    AskCrossfireAt { en: "Luftwaffe: both RAF fighters attack the {craft} type: which one does its crossfire shoot at (14.1, 15.2)?", es: "Luftwaffe: los dos cazas de la RAF atacan el tipo {craft}: ¿a cuál dispara su fuego cruzado (14.1, 15.2)?" }
    OptKeepTarget { en: "Keep {site}", es: "Guardar {site}" }
    OptPlanRaid { en: "{site} — {marker}", es: "{site} — {marker}" }
    OptAssign { en: "{craft}", es: "{craft}" }
    OptEnter { en: "Entry hex {entry}, path {path}", es: "Hex de entrada {entry}, trayectoria {path}" }
    OptPlot { en: "Path {path}", es: "Trayectoria {path}" }
    OptGermanAttack { en: "Attack fighter #{n}", es: "Atacar al caza #{n}" }
    OptCrossfireAt { en: "At fighter #{n}", es: "Contra el caza #{n}" }
    PlayersLuftwaffeRules { en: "15.2: every optional rule of 14 and the optional weather table (unless short) are in play.", es: "15.2: se usan todas las reglas opcionales de 14 y la tabla de clima opcional (salvo en el escenario corto)." }
    PlayersSolitaire { en: "Solitaire", es: "Solitario" }
    PlayersTwoRaf { en: "Two RAF players (15.1)", es: "Dos jugadores de la RAF (15.1)" }
    PlayersLuftwaffe { en: "RAF against a Luftwaffe player (15.2)", es: "RAF contra un jugador de la Luftwaffe (15.2)" }
    WeatherHistorical { en: "historical weather", es: "tiempo histórico" }
    WeatherOptional { en: "optional weather table", es: "tabla opcional de tiempo" }
    SunFrom { en: "sun in the {dir}", es: "sol en el {dir}" }

    // ---- the advisor (issue 16) ----
    EvAdviceAsked { en: "The player asks the advisor: this campaign is played with advice", es: "El jugador consulta al consejero: esta campaña se juega con consejo" }
    HfAdvised { en: "played with advice", es: "jugada con consejo" }
    AdviceTitle { en: "Advice", es: "Consejo" }
    AdviceStop { en: "{option}: {p} % chance to stop the raid before it bombs{target}; {v} victories expected for {l} aircraft lost.", es: "{option}: {p} % de probabilidad de detener la incursión antes de que bombardee{target}; se esperan {v} victorias por {l} aviones perdidos." }
    AdviceTarget { en: " {site}", es: " {site}" }
    AdviceTrade { en: "{option}: {v} victories expected for {l} aircraft lost.", es: "{option}: se esperan {v} victorias por {l} aviones perdidos." }
    AdviceKeepOut { en: "{option}: the best way to fight on would cost {l} aircraft and {p} pilots for {v} victories.", es: "{option}: seguir combatiendo, en el mejor de los casos, costaría {l} aviones y {p} pilotos por {v} victorias." }
    AdvicePosition { en: "{option}: a raid comes this phase with {raid} % chance; no target is damaged in {p} % of the rollouts.", es: "{option}: llega una incursión en esta fase con un {raid} % de probabilidad; ningún blanco sufre daños en el {p} % de las simulaciones." }
    AdvicePlane { en: "{option}: otherwise {pilot} has no aircraft tomorrow.", es: "{option}: si no, {pilot} mañana no tiene avión." }
    AdvicePlaneReserve { en: "{option}: the reserve pilot who takes the fighter tomorrow needs it.", es: "{option}: lo necesita el piloto de reserva que mañana toma el caza." }
    AdviceSiteClears { en: "{option}: this clears it and takes {points} points off the Luftwaffe's score (13.3).", es: "{option}: así queda reparado y resta {points} puntos a la Luftwaffe (13.3)." }
    AdviceSiteMore { en: "{option}: {n} more repair {n|point clears|points clear} it and {n|takes|take} {points} {points|point|points} off the Luftwaffe's score (13.3).", es: "{option}: con {n} {n|punto|puntos} de reparación más queda reparado y resta {points} {points|punto|puntos} a la Luftwaffe (13.3)." }
    AdvicePilot { en: "{option}: the freshest pilot in the reserve (fatigue F{f}).", es: "{option}: el piloto más descansado de la reserva (fatiga F{f})." }
    AdviceLuftwaffe { en: "The advisor helps the RAF player only.", es: "El consejero solo ayuda al jugador de la RAF." }
    AdviceTakeOff { en: "Take off facing {dir}", es: "Despegar hacia el {dir}" }
    AdviceFromSun { en: ", out of the sun", es: ", desde el sol" }
    AdviceHeadOn { en: ", head-on", es: ", de frente" }
    AdviceColOption { en: "Option", es: "Opción" }
    AdviceColVictories { en: "Victories", es: "Victorias" }
    AdviceColLosses { en: "RAF losses", es: "Bajas de la RAF" }
    AdviceColTargets { en: "Luftwaffe target points", es: "Puntos de blancos de la Luftwaffe" }
    AdviceColPrevented { en: "Damage prevented", es: "Daño evitado" }
    AdviceRollouts { en: "Estimated over up to {n} rollouts of the rest of the phase for each of {k} options; the advisor knows only what you know.", es: "Estimado con hasta {n} simulaciones del resto de la fase para cada una de {k} opciones; el consejero solo sabe lo que usted sabe." }
    AdviceOff { en: "Advice is off in this two-player game: both players did not agree to it at setup.", es: "El consejo está desactivado en esta partida a dos: los jugadores no lo acordaron al empezar." }
    AdviceNothing { en: "There is no decision to advise on: the campaign is over.", es: "No hay ninguna decisión que aconsejar: la campaña ha terminado." }
    AdviceButtonHint { en: "What the expert would do here, and why (key A). It never chooses for you.", es: "Qué haría el experto aquí, y por qué (tecla A). Nunca elige por usted." }
    AdvicePanelTitle { en: "The advisor", es: "El consejero" }
    AdviceConfirmText { en: "Asking the advisor marks this campaign, for good, as played with advice: the hall of fame will say so.", es: "Consultar al consejero marca esta campaña, para siempre, como jugada con consejo: así constará en el cuadro de honor." }
    AdviceConfirmAsk { en: "Ask the advisor (A)", es: "Consultar al consejero (A)" }
    AdviceThinking { en: "The advisor weighs the options…", es: "El consejero sopesa las opciones…" }
    AdviceFailed { en: "The advisor could not answer this time; ask again.", es: "El consejero no ha podido responder esta vez; vuelva a consultarle." }
    AdviceChoice { en: "The expert would choose: {option}", es: "El experto elegiría: {option}" }
    AdviceYours { en: "The choice is yours: the advisor never plays for you.", es: "La decisión es suya: el consejero nunca juega por usted." }
    AdviceMark { en: "★ advised", es: "★ aconsejada" }
    AdviceMarkHint { en: "The advisor's choice; click it yourself if you agree.", es: "La opción del consejero; púlsela usted si está de acuerdo." }
    AdviceColNoDamage { en: "No target damaged", es: "Ningún blanco dañado" }
    AdviceClose { en: "Close", es: "Cerrar" }

    // ---- the play table (issue 20) ----
    KeyOptions { en: "the numbered options, however many", es: "las opciones numeradas, sean cuantas sean" }
    KeyPicker { en: "pick a move or a patrol on the map", es: "elegir en el mapa un movimiento o una patrulla" }
    KeyArrows { en: "in the picker: altitude (↑↓) and facing (←→)", es: "en el selector: altitud (↑↓) y rumbo (←→)" }
    KeyPages { en: "in the picker: the previous or next hex or site", es: "en el selector: el hex o lugar anterior o siguiente" }
    KeyEnter { en: "confirm the move or patrol picked", es: "confirmar el movimiento o la patrulla elegidos" }
    KeyEscape { en: "close the newest panel", es: "cerrar el último panel abierto" }
    KeyAdvice { en: "ask the advisor", es: "consultar al consejero" }
    KeyUndo { en: "take back the last choice", es: "deshacer la última elección" }
    KeyRules { en: "the rules reference", es: "la referencia de reglas" }
    KeyLegend { en: "show or hide these keys", es: "mostrar u ocultar estas teclas" }
    KeysTitle { en: "Keys", es: "Teclas" }
    KeysButton { en: "⌨ Keys", es: "⌨ Teclas" }
    KeysButtonHint { en: "Every choice has a key: the list (H)", es: "Cada elección tiene su tecla: la lista (H)" }
    OptTakeOff { en: "Take off facing {dir}", es: "Despegar encarando al {dir}" }
    OptPatrolForm { en: "Patrol… (pick the site, altitude and facing)", es: "Patrullar… (elegir lugar, altitud y rumbo)" }
    PatrolFormHint { en: "Opens the picker over the map; or click a target on the map (M)", es: "Abre el selector sobre el mapa; o pulse un blanco en el mapa (M)" }
    PatrolPickerTitle { en: "Fighter #{n} patrols over {site}", es: "El caza #{n} patrulla sobre {site}" }
    PickerPages { en: "{n} of {of} · Page Up/Down: another", es: "{n} de {of} · Re Pág/Av Pág: otro" }
    ConfirmPatrol { en: "Fly the patrol (+1 fatigue) (Enter)", es: "Volar la patrulla (+1 de fatiga) (Intro)" }
    QuietNoRaid { en: "{date}, {phase}: no raid", es: "{date}, {phase}: ninguna incursión" }
    QuietCancelled { en: "{date}, {phase}: the raid was called off", es: "{date}, {phase}: la incursión se anuló" }
    GuideSavedAlready { en: "\"{name}\" is saved already. Resume it where you left it, or start the example again from its beginning (the saved one is replaced)?", es: "«{name}» ya está guardado. ¿Continuarlo donde lo dejó, o empezar el ejemplo de nuevo desde el principio (se sustituye el guardado)?" }
    GuideResume { en: "Resume it", es: "Continuarlo" }
    GuideStartAgain { en: "Start again", es: "Empezar de nuevo" }

    // ---- directions (for the sun) ----
    DirE { en: "east", es: "este" }
    DirNE { en: "north-east", es: "noreste" }
    DirNW { en: "north-west", es: "noroeste" }
    DirW { en: "west", es: "oeste" }
    DirSW { en: "south-west", es: "sudoeste" }
    DirSE { en: "south-east", es: "sudeste" }
    DirShortNE { en: "NE", es: "NE" }
    DirShortE { en: "E", es: "E" }
    DirShortSE { en: "SE", es: "SE" }
    DirShortSW { en: "SW", es: "SO" }
    DirShortW { en: "W", es: "O" }
    DirShortNW { en: "NW", es: "NO" }

    // ---- altitude and markers ----
    LevelAirfield { en: "on the airfield", es: "en el aeródromo" }
    LevelGround { en: "Ground level", es: "nivel de tierra" }
    LevelFeet { en: "{n},000 ft", es: "{n}.000 pies" }
    MarkerNoRaid { en: "No Raid", es: "Ninguna incursión" }
    MarkerRaiders { en: "{n} {n|Raider|Raiders}", es: "{n} {n|Incursor|Incursores}" }
    MarkerRemix { en: "Remix", es: "Remix" }

    // ---- rolls ----
    RollPilotDraw { en: "pilot draw", es: "sorteo de pilotos" }
    RollWeather { en: "weather", es: "tiempo" }
    RollRaidSize { en: "raid-size marker", es: "marcador de tamaño de incursión" }

    // ---- events ----
    EvDraw { en: "Draw ({what}): counter {n} of {of}", es: "Sorteo ({what}): ficha {n} de {of}" }
    EvRoll { en: "Roll ({what}): {dice}", es: "Tirada ({what}): {dice}" }
    EvRollTotal { en: "Roll ({what}): {dice} = {total}", es: "Tirada ({what}): {dice} = {total}" }
    EvPilotFighter { en: "{pilot} flies fighter #{n}", es: "{pilot} pilota el caza #{n}" }
    EvPilotReserve { en: "{pilot} goes to the RAF reserve", es: "{pilot} pasa a la reserva de la RAF" }
    EvPilotSunday { en: "{pilot} will arrive on Sunday {date}", es: "{pilot} llegará el domingo {date}" }
    EvBase { en: "Base: {site}", es: "Base: {site}" }
    EvCup { en: "The Luftwaffe cup holds {n} aircraft: {units}", es: "La taza de la Luftwaffe tiene {n} {n|avión|aviones}: {units}" }
    EvDay { en: "— {date} —", es: "— {date} —" }
    EvWithdrawn { en: "The Luftwaffe withdraws {units} from the battle", es: "La Luftwaffe retira {units} de la batalla" }
    EvReinforced { en: "Luftwaffe reinforcements {units} join the cup", es: "Los refuerzos de la Luftwaffe {units} entran en la taza" }
    EvArrives { en: "{pilot} arrives and joins the reserve", es: "{pilot} llega y pasa a la reserva" }
    EvRecovered { en: "{pilot} is back from his wounds and joins the reserve", es: "{pilot} se ha recuperado de sus heridas y pasa a la reserva" }
    EvWeatherRolled { en: "Weather (optional table): {weather}", es: "Tiempo (tabla opcional): {weather}" }
    EvWeatherHistorical { en: "Weather (historical): {weather}", es: "Tiempo (histórico): {weather}" }
    EvPhaseSun { en: "{phase} phase, {sun}", es: "Fase de las {phase}, {sun}" }
    EvPhase { en: "{phase}", es: "{phase}" }
    EvNoRaidsInRain { en: "Rain: no German raids today", es: "Lluvia: hoy no hay incursiones alemanas" }
    EvStandsBy { en: "Fighter #{n} stands by at {site}", es: "El caza #{n} espera en alerta en {site}" }
    EvSatellite { en: "Fighter #{n} moves to stand by at {site}", es: "El caza #{n} pasa a esperar en alerta en {site}" }
    EvPatrol { en: "Fighter #{n} patrols over {site} ({hex}) at {level}", es: "El caza #{n} patrulla sobre {site} ({hex}) a {level}" }
    EvFatigue { en: "{pilot}: fatigue F{from} → F{to}", es: "{pilot}: fatiga F{from} → F{to}" }
    EvMarker { en: "Raid-size marker: {marker}", es: "Marcador de tamaño de incursión: {marker}" }
    EvRemix { en: "Remix: every marker goes back into the cup", es: "Remix: todos los marcadores vuelven a la taza" }
    EvPatrolsLand { en: "No raid: patrolling fighters land at their base", es: "Ninguna incursión: los cazas de patrulla aterrizan en su base" }
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
    OptPatrol { en: "Patrol {site} at {level}, facing {facing}", es: "Patrullar {site} a {level}, encarando al {facing}" }
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
    SaveOtherEdition { en: "{path} was played on board edition {saved}, which this program does not have (it has editions {current}); the file is left as it is: open it with that edition's folder (--edition DIR) or a program that has it", es: "{path} se jugó con la edición del tablero {saved}, que este programa no tiene (tiene las ediciones {current}); el archivo queda como estaba: ábralo con la carpeta de esa edición (--edition DIR) o con un programa que la tenga" }
    EditionLabel { en: "edition {n}", es: "edición {n}" }
    EditionLabelFolder { en: "edition {n} ({origin})", es: "edición {n} ({origin})" }
    SaveReplay { en: "{path} cannot be resumed: {reason}", es: "{path} no se puede reanudar: {reason}" }

    // ---- command line ----
    CliExists { en: "a campaign called {name} already exists ({path}); choose another name or pass --force", es: "ya existe una campaña llamada {name} ({path}); elija otro nombre o use --force" }
    CliCreated { en: "New campaign {name} saved to {path} (seed {seed}).", es: "Nueva campaña {name} guardada en {path} (semilla {seed})." }
    CliNoSaves { en: "No saved campaigns in {dir}.", es: "No hay campañas guardadas en {dir}." }
    CliOver { en: "The campaign is over.", es: "La campaña ha terminado." }
    StatusTitle { en: "Campaign {name} — {scenario} scenario, to {end}", es: "Campaña {name} — escenario {scenario}, hasta el {end}" }
    StatusWhen { en: "Now: {when} — weather {weather}", es: "Ahora: {when} — tiempo: {weather}" }
    StatusBase { en: "Base: {base}", es: "Base: {base}" }
    StatusBoard { en: "Board: {edition}", es: "Tablero: {edition}" }
    CliNoSuchEdition { en: "there is no built-in board edition {n} (the built-in editions are 1 and 2; or give a folder)", es: "no hay una edición del tablero {n} incorporada (las incorporadas son la 1 y la 2; o indique una carpeta)" }
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
    StatusExhausted { en: "exhausted", es: "agotado" }
    StatusVictories { en: "{n} {n|victory|victories}", es: "{n} {n|victoria|victorias}" }
    StatusNoDamage { en: "none", es: "ninguno" }
    StatusDamage { en: "Damaged targets: {list}", es: "Blancos dañados: {list}" }
    StatusScore { en: "Score: {line} — {verdict}", es: "Tanteo: {line} — {verdict}" }
    StatusNext { en: "Next: {prompt}", es: "Siguiente: {prompt}" }
    AppPlaceholder { en: "The campaign screens are being built. Meanwhile the command line plays and reports: run londons-burning --help.", es: "Las pantallas de la campaña están en construcción. Mientras tanto, la línea de órdenes juega e informa: ejecute londons-burning --help." }
    AppSaves { en: "Saved campaigns in {dir}", es: "Campañas guardadas en {dir}" }

    // ---- the raid and the air war: prompts ----
    AskMove { en: "Fighter #{n}: move, climb, dive, land — or stay (6).", es: "Caza #{n}: mueva, ascienda, descienda, aterrice — o quédese (6)." }
    AskPlacement { en: "Fighter #{n} intercepts: place it in the altitude box (7.3-7.5).", es: "El caza #{n} intercepta: colóquelo en la casilla de altitud (7.3-7.5)." }
    AskLand { en: "Fighter #{n} leaves the combat: land at the base or any undamaged airfield (8.2).", es: "El caza #{n} sale del combate: aterrice en la base o en cualquier aeródromo no dañado (8.2)." }
    AskForcedLanding { en: "Fighter #{n} has an engine hit: forced landing within range (9.1).", es: "El caza #{n} tiene el motor tocado: aterrizaje forzoso dentro de su alcance (9.1)." }
    AskAttack { en: "Fighter #{n}: withdraw, pass or attack (8.2-8.4).", es: "Caza #{n}: retirarse, pasar o atacar (8.2-8.4)." }
    AskAttackOrder { en: "Both fighters attack {target}: which fires first? (8.42)", es: "Los dos cazas atacan a {target}: ¿cuál dispara primero? (8.42)" }
    AskBursts { en: "Fighter #{n} won its action check: declare its bursts, at most {max} (8.43).", es: "El caza #{n} ganó su chequeo de acción: declare sus ráfagas, como máximo {max} (8.43)." }
    AskRepair { en: "Night: {points} repair {points|point|points} left — replace an aircraft or repair a point of bomb damage (12.1).", es: "Noche: {points|queda|quedan} {points} {points|punto|puntos} de reparación — reemplace un avión o repare un punto de daño de bombas (12.1)." }
    OptStay { en: "Stay", es: "Quedarse" }
    OptMove { en: "Move ({n} {n|action|actions})", es: "Mover ({n} {n|acción|acciones})" }
    OptStandDown { en: "Stay on the ground this raid", es: "Quedarse en tierra durante esta incursión" }
    OptBoxNormal { en: "Normal position", es: "Posición normal" }
    OptBoxSun { en: "Out of the sun", es: "Fuera del sol" }
    OptBoxHeadOn { en: "Head-on", es: "De frente" }
    OptLand { en: "Land at {site}", es: "Aterrizar en {site}" }
    OptCrash { en: "Crash-land in {hex}", es: "Aterrizaje forzoso en {hex}" }
    OptWithdraw { en: "Withdraw", es: "Retirarse" }
    OptPass { en: "Pass", es: "Pasar" }
    OptAttack { en: "Attack {target}", es: "Atacar a {target}" }
    OptFirst { en: "Fighter #{n} first", es: "Primero el caza #{n}" }
    OptBursts { en: "{n} {n|burst|bursts}", es: "{n} {n|ráfaga|ráfagas}" }
    OptReplacePlane { en: "Replace {plane}", es: "Reemplazar {plane}" }
    OptRepairSite { en: "Repair {site}", es: "Reparar {site}" }
    OptEndRepairs { en: "Done (unused points are lost)", es: "Terminar (los puntos no usados se pierden)" }
    IllegalMove { en: "That move is not legal: {why} ({rule}).", es: "Ese movimiento no es legal: {why} ({rule})." }
    MoveCannotMove { en: "this fighter cannot move now", es: "este caza no puede mover ahora" }
    MoveCannotTakeOff { en: "it cannot take off (exhausted or hit pilot, landed this phase, or damaged airfield)", es: "no puede despegar (piloto agotado o tocado, ya aterrizó en esta fase, o aeródromo dañado)" }
    MoveOnTheGround { en: "an aircraft on the ground can only take off", es: "un avión en tierra solo puede despegar" }
    MoveNoPoints { en: "no movement points left", es: "no quedan puntos de movimiento" }
    MoveClimbLimit { en: "at most two levels of climb a movement step", es: "como mucho dos niveles de ascenso por paso de movimiento" }
    MoveTooHigh { en: "30,000 ft is the ceiling", es: "30.000 pies es el techo" }
    MoveTooLow { en: "it cannot go that low", es: "no puede bajar tanto" }
    MoveOffMap { en: "RAF fighters never leave the map", es: "los cazas de la RAF nunca salen del mapa" }
    MoveBalloons { en: "nothing enters a balloon hex below 10,000 ft", es: "nada entra en un hex con globos por debajo de 10.000 pies" }
    MoveNotAirfield { en: "landing needs an undamaged airfield or the base", es: "para aterrizar hace falta un aeródromo no dañado o la base" }
    MoveAfterStop { en: "nothing can follow a landing or an interception", es: "nada puede seguir a un aterrizaje o a una interceptación" }

    // ---- rolls (continued) ----
    RollEntryHex { en: "entry hex", es: "hex de entrada" }
    RollReportedAltitude { en: "reported altitude", es: "altitud informada" }
    RollRaiderDraw { en: "raider", es: "incursor" }
    RollFlightPath { en: "flight path", es: "trayectoria de vuelo" }
    RollExactAltitude { en: "exact altitude and top cover", es: "altitud exacta y cobertura de cima" }
    RollGermanTarget { en: "German target choice", es: "elección de blanco alemana" }
    RollActionAttacker { en: "attacker's action", es: "acción del atacante" }
    RollActionTarget { en: "target's action", es: "acción del blanco" }
    RollFire { en: "fire", es: "disparo" }
    RollDamagePosition { en: "damage position", es: "posición del impacto" }
    RollReturnFire { en: "return fire", es: "devolución de fuego" }
    RollHeadOnFire { en: "head-on burst", es: "ráfaga de frente" }
    RollHeadOnAnswer { en: "head-on answer", es: "respuesta de frente" }
    RollCrossfire { en: "crossfire", es: "fuego cruzado" }
    RollCrossfireTarget { en: "crossfire target", es: "blanco del fuego cruzado" }
    RollCombatEnd { en: "end of combat", es: "fin del combate" }
    RollSurvival { en: "pilot survival", es: "supervivencia del piloto" }
    RollWound { en: "wound", es: "herida" }
    RollLuftwaffeRepair { en: "Luftwaffe replacement", es: "reemplazo de la Luftwaffe" }

    // ---- raid and combat events ----
    EvRaidPlaced { en: "Radar reports a raid of {size} at entry hex {entry} ({hex}), {level}", es: "El radar informa de una incursión de {size} en el hex de entrada {entry} ({hex}), a {level}" }
    EvLondonBurningExtra { en: " (+{n} for London's Burning, 10.4)", es: " (+{n} por Londres en llamas, 10.4)" }
    EvBlitzAltitude { en: " (+1 altitude after 7 September)", es: " (+1 a la altitud después del 7 de septiembre)" }
    EvRaidCancelled { en: "The raid of {size} is cancelled: only {cup} aircraft in the Luftwaffe cup", es: "La incursión de {size} se anula: solo hay {cup} {cup|avión|aviones} en la taza de la Luftwaffe" }
    EvFaceDown { en: "{n} {n|raider|raiders} placed face down at {level}", es: "{n} {n|incursor colocado|incursores colocados} boca abajo a {level}" }
    EvImpulse { en: "Impulse {n}", es: "Impulso {n}" }
    EvImpulseDelayed { en: "Impulse {n} — radar delay: the RAF cannot move yet (10.4)", es: "Impulso {n} — retraso del radar: la RAF aún no puede mover (10.4)" }
    EvTakesOff { en: "Fighter #{n} takes off, facing {facing}", es: "El caza #{n} despega, encarando al {facing}" }
    EvMoves { en: "Fighter #{n} flies {path}, now at {level}, facing {facing}", es: "El caza #{n} vuela {path}, ahora a {level}, encarando al {facing}" }
    EvMovesInPlace { en: "Fighter #{n} changes altitude to {level}", es: "El caza #{n} cambia de altitud a {level}" }
    EvMovesToLand { en: "Fighter #{n} flies {path} and comes down", es: "El caza #{n} vuela {path} y baja a tierra" }
    EvLands { en: "Fighter #{n} lands at {site}", es: "El caza #{n} aterriza en {site}" }
    EvIntercepts { en: "Fighter #{n} intercepts the raid in {hex}", es: "El caza #{n} intercepta la incursión en {hex}" }
    EvStandsDown { en: "Fighter #{n} stays on the ground for the rest of the raid", es: "El caza #{n} se queda en tierra el resto de la incursión" }
    EvFlightPath { en: "Flight path roll {roll} at speed {speed}: {steps}", es: "Tirada de trayectoria {roll} a velocidad {speed}: {steps}" }
    EvFlightPathHome { en: "Homeward flight path roll {roll} at speed {speed}: {steps}", es: "Tirada de trayectoria de regreso {roll} a velocidad {speed}: {steps}" }
    EvLondonTurn { en: "The raid reaches row O at {from} and turns for London ({to})", es: "La incursión llega a la fila O en {from} y gira hacia Londres ({to})" }
    EvBalloonClimb { en: "The raid climbs {n} {n|level|levels} to clear the balloons of {hex}", es: "La incursión asciende {n} {n|nivel|niveles} para salvar los globos de {hex}" }
    EvRaidMoves { en: "The raid moves to {hex}", es: "La incursión avanza a {hex}" }
    EvRaidAtTarget { en: "The raid stops over {site} to bomb", es: "La incursión se detiene sobre {site} para bombardear" }
    EvRaidMeetsFighters { en: "The raid runs into RAF fighters in {hex}", es: "La incursión se encuentra con cazas de la RAF en {hex}" }
    EvRaidExits { en: "The raid leaves the map from {hex} for France", es: "La incursión sale del mapa desde {hex} hacia Francia" }
    EvIdentified { en: "Identified: {list}; exact altitude {level} ({change}); top cover: {cover}", es: "Identificados: {list}; altitud exacta {level} ({change}); cobertura de cima: {cover}" }
    ShiftUp { en: "one level up", es: "un nivel más arriba" }
    ShiftDown { en: "one level down", es: "un nivel más abajo" }
    ShiftNone { en: "no change", es: "sin cambio" }
    NoTopCover { en: "none", es: "ninguna" }
    EvFightersDominate { en: "No bombers left: the fighters turn for home at speed 4", es: "No quedan bombarderos: los cazas regresan a velocidad 4" }
    EvNoBombers { en: "Over {site} with no bombers: nothing is dropped", es: "Sobre {site} sin bombarderos: no se lanza nada" }
    EvDiveBombs { en: "{craft} dives from {from} to {to}", es: "{craft} pica de {from} a {to}" }
    EvBombed { en: "Bombed {site}: {drops}; {points} {points|point|points}", es: "Bombardeado {site}: {drops}; {points} {points|punto|puntos}" }
    BombDrop { en: "{craft} {bombs} {bombs|bomb|bombs} from {level} = {points}", es: "{craft} {bombs} {bombs|bomba|bombas} desde {level} = {points}" }
    BombAa { en: ", {aa} AA -{n}", es: ", AA {aa} -{n}" }
    AaHeavy { en: "heavy", es: "pesado" }
    AaLight { en: "light", es: "ligero" }
    BombHalved { en: ", radar station halved (rounded up)", es: ", estación de radar a la mitad (redondeando hacia arriba)" }
    BombResult { en: " → {damage} damage, {total} on the target", es: " → {damage} de daño, {total} en el blanco" }
    EvDestroyedOnGround { en: "Fighter #{n} is destroyed on the ground at {site}", es: "El caza #{n} es destruido en tierra en {site}" }
    EvCombatRaf { en: "Combat in {hex}: fighters {fighters} intercept — RAF segment first", es: "Combate en {hex}: los cazas {fighters} interceptan — primero el segmento de la RAF" }
    EvCombatLw { en: "Combat in {hex}: the raid intercepts fighters {fighters} — Luftwaffe segment first", es: "Combate en {hex}: la incursión intercepta a los cazas {fighters} — primero el segmento de la Luftwaffe" }
    EvBoxTaken { en: "{craft} takes the {pos} position", es: "{craft} toma la posición {pos}" }
    BoxSunName { en: "out-of-the-sun", es: "fuera del sol" }
    BoxHeadOnName { en: "head-on", es: "de frente" }
    EvRound { en: "Combat round {round}", es: "Ronda de combate {round}" }
    EvRoundEndsCombat { en: "End of round {round}: the combat ends", es: "Fin de la ronda {round}: el combate termina" }
    EvRoundGoesOn { en: "End of round {round}: the combat goes on", es: "Fin de la ronda {round}: el combate continúa" }
    EvCombatEnds { en: "The combat is over", es: "El combate ha terminado" }
    EvWithdraws { en: "{craft} withdraws ({why})", es: "{craft} se retira ({why})" }
    WhyVoluntary { en: "by choice", es: "voluntariamente" }
    WhyPilotHit { en: "pilot hit", es: "piloto tocado" }
    WhyOutOfAmmo { en: "out of ammunition", es: "sin munición" }
    WhyLostContact { en: "lost contact", es: "contacto perdido" }
    WhyEngine { en: "engine hit", es: "motor tocado" }
    WhyAbort { en: "last bomber of the raid aborts", es: "último bombardero de la incursión, aborta" }
    WhyCombatOver { en: "end of combat", es: "fin del combate" }
    EvCrashLands { en: "Fighter #{n} crash-lands in {hex}", es: "El caza #{n} se estrella en {hex}" }
    EvPasses { en: "{craft} passes", es: "{craft} pasa" }
    EvSelects { en: "{attacker} selects {target}{how}", es: "{attacker} selecciona a {target}{how}" }
    SelDive { en: ", diving to {level}", es: ", picando a {level}" }
    SelClimb { en: ", climbing to {level}", es: ", ascendiendo a {level}" }
    SelHeadOn { en: ", head-on", es: ", de frente" }
    EvAttackCancelled { en: "{attacker}'s attack on {target} is cancelled: the target is already gone", es: "El ataque de {attacker} a {target} se anula: el blanco ya no está" }
    EvActionCheck { en: "Action: {attacker} {a} against {target} {t} — margin {margin}", es: "Acción: {attacker} {a} contra {target} {t} — diferencia {margin}" }
    Die { en: "die", es: "dado" }
    ModOutOfSun { en: "out of the sun", es: "fuera del sol" }
    ModDive { en: "dive", es: "picado" }
    ModClimb { en: "climb", es: "ascenso" }
    ModTired { en: "tired", es: "cansado" }
    ModHits { en: "hits", es: "impactos" }
    ModUnattacked { en: "unattacked friends", es: "amigos no atacados" }
    ModEmptyBombBay { en: "bombs gone", es: "bombas lanzadas" }
    EvNoShot { en: "{craft} does not get a shot", es: "{craft} no consigue ángulo de disparo" }
    EvFires { en: "{attacker} fires {n} {n|burst|bursts} at {target}", es: "{attacker} dispara {n} {n|ráfaga|ráfagas} a {target}" }
    EvHits { en: "{n} {n|hit|hits}", es: "{n} {n|impacto|impactos}" }
    EvHit { en: "{craft} hit: {position} (die {die})", es: "{craft} tocado: {position} (dado {die})" }
    EvJettison { en: "{craft} jettisons its bombs", es: "{craft} se deshace de sus bombas" }
    EvDestroyed { en: "{craft} is destroyed!", es: "¡{craft} es destruido!" }
    EvVictory { en: "Victory for {pilot}: {craft} ({total} this campaign)", es: "Victoria para {pilot}: {craft} ({total} en esta campaña)" }
    EvAce { en: "{pilot} is an ace!", es: "¡{pilot} es un as!" }
    EvReturnFire { en: "{from} fires back at {at}: {n} {n|shot|shots}", es: "{from} devuelve el fuego a {at}: {n} {n|disparo|disparos}" }
    EvCrossfire { en: "{from} crossfires at fighter #{n}", es: "{from} hace fuego cruzado contra el caza #{n}" }
    EvHeadOn { en: "{attacker} attacks {target} head-on", es: "{attacker} ataca de frente a {target}" }
    EvHeadOnAnswer { en: "{from} answers {at} head-on", es: "{from} responde de frente a {at}" }
    EvRafLoss { en: "RAF loss: fighter #{n}'s aircraft is destroyed", es: "Pérdida de la RAF: el avión del caza #{n} es destruido" }
    EvPilotKilled { en: "{pilot} is killed", es: "{pilot} muere" }
    EvBailOutSafe { en: "{pilot} bails out over {hex} ({terrain}, +{m}): {total}, he survives", es: "{pilot} salta en paracaídas sobre {hex} ({terrain}, +{m}): {total}, sobrevive" }
    EvBailOutKilled { en: "{pilot} bails out over {hex} ({terrain}, +{m}): {total}, he is killed", es: "{pilot} salta en paracaídas sobre {hex} ({terrain}, +{m}): {total}, muere" }
    EvRangeOk { en: "{craft} heads for France: range {range}, needs {need}", es: "{craft} se dirige a Francia: alcance {range}, necesita {need}" }
    EvRangeShort { en: "{craft} cannot make it to France: range {range}, needs {need}", es: "{craft} no puede llegar a Francia: alcance {range}, necesita {need}" }
    EvReachesFrance { en: "{craft} reaches France and goes back to the cup", es: "{craft} llega a Francia y vuelve a la taza" }
    EvCrashes { en: "{craft} crashes on the way home", es: "{craft} se estrella de regreso" }
    EvRaidEnds { en: "The raid is over", es: "La incursión ha terminado" }
    EvReturnsToBase { en: "Fighter #{n} returns to base, repaired and rearmed", es: "El caza #{n} vuelve a la base, reparado y con munición" }
    EvWound { en: "{pilot}: {result}", es: "{pilot}: {result}" }
    WoundShaken { en: "shaken for the rest of the day", es: "conmocionado el resto del día" }
    WoundWeeks { en: "wounded for {weeks} {weeks|week|weeks}, back on {date}", es: "herido {weeks} {weeks|semana|semanas}, vuelve el {date}" }
    WoundCareer { en: "badly wounded: his career as a pilot is over", es: "herido gravemente: su carrera como piloto ha terminado" }
    WoundKilled { en: "dies of his wounds", es: "muere a consecuencia de sus heridas" }
    EvBackToCup { en: "Raiders {units} return to the Luftwaffe cup", es: "Los incursores {units} vuelven a la taza de la Luftwaffe" }
    EvPlaneToBase { en: "{plane} replaced and back at base", es: "{plane} reemplazado y de vuelta en la base" }
    EvPlaneToReserve { en: "{plane} replaced, to the RAF reserve", es: "{plane} reemplazado, a la reserva de la RAF" }
    EvSiteRepaired { en: "{site} repaired one point ({left} left)", es: "{site} reparado un punto (quedan {left})" }
    EvLuftwaffeReplaces { en: "The Luftwaffe replaces {units}", es: "La Luftwaffe reemplaza {units}" }
    EvSleeps { en: "{pilot} sleeps: F{from} → F{to}{why}", es: "{pilot} duerme: F{from} → F{to}{why}" }
    SleepDamagedBase { en: " (damaged base)", es: " (base dañada)" }
    SleepShaken { en: " (shaken: no rest)", es: " (conmocionado: sin descanso)" }
    PosEngine { en: "Engine", es: "Motor" }
    PosPilot { en: "Pilot", es: "Piloto" }
    PosGunner { en: "Gunner", es: "Artillero" }
    PosFrame { en: "Frame", es: "Fuselaje" }
    SideLeft { en: "L", es: "izq." }
    SideRight { en: "R", es: "der." }
    PosEngineShort { en: "E", es: "M" }
    PosPilotShort { en: "P", es: "P" }
    PosGunnerShort { en: "G", es: "A" }
    PosFrameShort { en: "F", es: "F" }
    AaHeavyMark { en: "H", es: "P" }
    AaLightMark { en: "L", es: "L" }
    FighterN { en: "Fighter #{n}", es: "Caza #{n}" }
    RoleFighterBomber { en: "fighter-bomber", es: "caza-bombardero" }

    // ---- the app ----
    AppSubtitle { en: "campaign manager for the solitaire Battle of Britain game", es: "gestor de campañas del juego en solitario de la Batalla de Inglaterra" }
    GuideTitle { en: "Learn with the example of play", es: "Aprender con el ejemplo de juego" }
    GuideIntro { en: "This is the rulebook's example of play, on the real campaign screen. It is 13 August 1940. This morning a raid bombed Manston at 7 a.m.; at 10 a.m. no raid came. Now, at 2 p.m., your two fighters wait for the next one: Spitfire #1 (F/Lt Stone) and Hurricane #2 (Sgt Drake). The dice are the rulebook's. Each step says what is happening and why, and marks where to click.", es: "Este es el ejemplo de juego del reglamento, en la pantalla de campaña real. Es el 13 de agosto de 1940. Esta mañana, a las 7, una incursión bombardeó Manston; a las 10 no vino ninguna. Ahora, a las 2 de la tarde, sus dos cazas esperan el siguiente: el Spitfire #1 (F/Lt Stone) y el Hurricane #2 (Sgt Drake). Los dados son los del reglamento. Cada paso dice qué ocurre y por qué, y marca dónde pulsar." }
    GuideStep { en: "Step {n} of {of}", es: "Paso {n} de {of}" }
    Guide01 { en: "Before each raid a pilot waits at his base, at an undamaged satellite airfield, or patrols over a target (5.2). The example has both fighters stand by at Hawkinge (D6), the satellite airfield nearest the Channel. Choose \"Stand by at Hawkinge\" for the Spitfire.", es: "Antes de cada incursión un piloto espera en su base, en un aeródromo satélite no dañado, o patrulla sobre un blanco (5.2). En el ejemplo los dos cazas esperan en Hawkinge (D6), el satélite más cercano al Canal. Elija «En alerta en Hawkinge» para el Spitfire." }
    Guide02 { en: "The Hurricane stands by at Hawkinge too: moving to a satellite costs no fatigue. Then the raid-size marker is drawn (5.3).", es: "El Hurricane también espera en Hawkinge: ir a un satélite no cuesta fatiga. Después se saca el marcador de tamaño de incursión (5.3)." }
    Guide03 { en: "Radar reports six raiders at 10,000 ft over entry 6 (A10). No radar station is damaged, so you move at once (10.4). Taking off uses all the fighter's movement points: it ends at Ground level facing the hexside you choose, and the pilot's fatigue rises one step (6.1). Choose the option that takes off facing north-east, towards D7 (marked ▶).", es: "El radar informa de seis incursores a 10.000 pies sobre la entrada 6 (A10). Ninguna estación de radar está dañada, así que usted mueve enseguida (10.4). Despegar gasta todos los puntos de movimiento del caza: queda a nivel de tierra encarando el lado que elija, y la fatiga del piloto sube un nivel (6.1). Elija la opción que despega encarando al noreste, hacia D7 (marcada ▶)." }
    Guide04 { en: "The Hurricane takes off the same way, facing NE (D7). Then the Luftwaffe moves: a flight-path die for the raid (6.4).", es: "El Hurricane despega igual, encarando al NE (D7). Después mueve la Luftwaffe: un dado de trayectoria para la incursión (6.4)." }
    Guide05 { en: "The raid rolled a 4 (NW, W, W): B10, C10, D9, Manston. Manston is already damaged, so the raiders fly over it without bombing (10.1). Second impulse: fly two hexes to Dunkirk (F7) and climb two levels to 10,000 ft: four movement points (6.2, 6.3). Click F7 on the map; in the picker, the 10,000 ft row, column NW; then Confirm.", es: "La incursión sacó un 4 (NO, O, O): B10, C10, D9, Manston. Manston ya está dañado, así que los incursores pasan sin bombardear (10.1). Segundo impulso: vuele dos hexes hasta Dunkirk (F7) y suba dos niveles hasta 10.000 pies: cuatro puntos de movimiento (6.2, 6.3). Pulse F7 en el mapa; en el selector, la fila de 10.000 pies, columna NO; después Confirmar." }
    Guide06 { en: "The Hurricane follows to Dunkirk: F7 on the map, the 10,000 ft row, column NW, Confirm.", es: "El Hurricane le sigue hasta Dunkirk: F7 en el mapa, la fila de 10.000 pies, columna NO, Confirmar." }
    Guide07 { en: "The raid rolled a 1 (W, W, W): E9, F8, G8. From G8 its next move could bomb Eastchurch, Rochford or Canewdon: intercept now. The Spitfire climbs two levels to 20,000 ft, flies to G7 and enters G8 from the south-west, the side of the 2 p.m. sun: out of the sun (7.4). Click G8; in the picker, the 20,000 ft row, column NE (coming from G7, marked ☀); then Confirm. The picker marks that row red (↯): with the raid reported at 10,000 ft, the Spitfire may find no German within one level when the combat starts and lose contact (8.2). The example takes the risk on purpose: escorts fly top cover one level above the bombers (7.1), so a fighter may well be at 15,000 ft — as it turns out here — and the Spitfire dives on it out of the sun.", es: "La incursión sacó un 1 (O, O, O): E9, F8, G8. Desde G8 su próximo movimiento podría bombardear Eastchurch, Rochford o Canewdon: hay que interceptar ya. El Spitfire sube dos niveles a 20.000 pies, vuela a G7 y entra en G8 desde el sudoeste, el lado del sol de las 2 de la tarde: fuera del sol (7.4). Pulse G8; en el selector, la fila de 20.000 pies, columna NE (llegando desde G7, marcada ☀); después Confirmar. El selector marca esa fila en rojo (↯): con la incursión informada a 10.000 pies, puede que el Spitfire no encuentre ningún alemán a un nivel cuando empiece el combate y pierda el contacto (8.2). El ejemplo asume el riesgo a propósito: los cazas de escolta dan cobertura de cima un nivel por encima de los bombarderos (7.1), así que bien puede haber uno a 15.000 pies —como ocurre aquí— y el Spitfire se lanza sobre él desde el sol." }
    Guide08 { en: "The Hurricane climbs to 15,000 ft and flies G7, H7 and into G8 facing east, straight at the raid, which faces west: a head-on attack (7.5). Click G8; in the picker, the 15,000 ft row, column E (coming from H7, marked ⇄); then Confirm.", es: "El Hurricane sube a 15.000 pies y vuela G7, H7 y entra en G8 encarando al este, de frente a la incursión, que encara al oeste: un ataque de frente (7.5). Pulse G8; en el selector, la fila de 15.000 pies, columna E (llegando desde H7, marcada ⇄); después Confirmar." }
    Guide09 { en: "The raid is identified (7.1): Me109 #4 and #5, Me110 #10, Do17 #19, He111 #22 and Ju87 #24. The exact-altitude roll is 8: no change, and the fighters with odd numbers fly top cover one level up, so Me109 #5 is at 15,000 ft. The Spitfire is one level above it and came from the sun's side: put it in the Out of the Sun box.", es: "La incursión queda identificada (7.1): Me109 #4 y #5, Me110 #10, Do17 #19, He111 #22 y Ju87 #24. La tirada de altitud cierta es 8: sin cambio, y los cazas con número impar dan cobertura de cima un nivel más arriba, así que el Me109 #5 está a 15.000 pies. El Spitfire está un nivel por encima y llegó desde el lado del sol: póngalo en la casilla Fuera del Sol." }
    Guide10 { en: "The Hurricane goes in the Head-On box.", es: "El Hurricane va a la casilla de Ataque de Frente." }
    Guide11 { en: "Round 1. You intercepted, so the RAF segment comes first (8.1). The Spitfire attacks Me109 #5, the only German within one level of it: it dives out of the sun, +2 to its action check (8.42).", es: "Ronda 1. Usted interceptó, así que el segmento de la RAF va primero (8.1). El Spitfire ataca al Me109 #5, el único alemán a un nivel de él: pica desde fuera del sol, +2 a su chequeo de acción (8.42)." }
    Guide12 { en: "The Hurricane attacks He111 #22 head-on: no action check, one burst, and the He111 answers with its nose gun (8.5).", es: "El Hurricane ataca de frente al He111 #22: sin chequeo de acción, una ráfaga, y el He111 responde con su ametralladora de morro (8.5)." }
    Guide13 { en: "Round 1 went as printed: the Spitfire won 13 to 12 and hit Me109 #5's pilot; the Hurricane's two hits on the He111's engine destroyed it, Drake's first victory. In the Luftwaffe segment Me109 #5 withdrew with its pilot hit, and Me109 #4 and the Me110 missed. The end-of-round die was a 3: round 2 (8.1). The Spitfire attacks Me109 #4.", es: "La ronda 1 fue como en el reglamento: el Spitfire ganó 13 a 12 e hirió al piloto del Me109 #5; los dos impactos del Hurricane en el motor del He111 lo destruyeron, primera victoria de Drake. En el segmento de la Luftwaffe el Me109 #5 se retiró con el piloto herido, y el Me109 #4 y el Me110 fallaron. El dado de fin de ronda fue un 3: ronda 2 (8.1). El Spitfire ataca al Me109 #4." }
    Guide14 { en: "The Hurricane attacks Ju87 #24; the Me110 beside it, unattacked, gives it +1 (8.42).", es: "El Hurricane ataca al Ju87 #24; el Me110 a su lado, sin atacar, le da +1 (8.42)." }
    Guide15 { en: "The Hurricane won by 5, and has four bursts left: declare how many to fire before rolling (8.43). The example fires 3, six dice.", es: "El Hurricane ganó por 5 y le quedan cuatro ráfagas: declare cuántas dispara antes de tirar (8.43). El ejemplo dispara 3, seis dados." }
    Guide16 { en: "The Ju87's gunner is dead and its engine hit: three hexes of range cannot reach France, so it crashes, Drake's second victory (9.1). Here the example and the rules part: the rulebook lets the Ju87 fire back with its dead gunner, rule 8.44 does not, and we follow the rule (ruling R13). Both Germans then attacked the Hurricane: the Me109 destroyed it and Drake bailed out over G8. The end-of-round die was a 1: the combat is over and the Spitfire lands at once. Land it at its base.", es: "El artillero del Ju87 ha muerto y su motor está tocado: tres hexes de alcance no llegan a Francia, así que se estrella, segunda victoria de Drake (9.1). Aquí el ejemplo y las reglas se separan: el reglamento deja que el Ju87 devuelva el fuego con el artillero muerto, la regla 8.44 no, y seguimos la regla (criterio R13). Después los dos alemanes atacaron al Hurricane: el Me109 lo destruyó y Drake se lanzó en paracaídas sobre G8. El dado de fin de ronda fue un 1: el combate termina y el Spitfire aterriza enseguida. Hágalo aterrizar en su base." }
    GuideEnd { en: "The raid rolled a 3 and reached Eastchurch; the Do17 dropped its bomb from 10,000 ft: one point of damage. The raid is over: two victories for Drake, one RAF aircraft lost. That was the example of play.", es: "La incursión sacó un 3 y llegó a Eastchurch; el Do17 soltó su bomba desde 10.000 pies: un punto de daño. La incursión ha terminado: dos victorias para Drake, un avión de la RAF perdido. Ese fue el ejemplo de juego." }
    GuideDiffers { en: "That is legal, but the example does something else here: {choice}. The guide follows the printed example so that the dice tell its story; in your own campaigns every legal choice is yours.", es: "Es legal, pero aquí el ejemplo hace otra cosa: {choice}. La guía sigue el ejemplo impreso para que los dados cuenten su historia; en sus propias campañas toda elección legal es suya." }
    GuideMoveTo { en: "end the move in {hex} at {level}, facing {dir}", es: "terminar el movimiento en {hex} a {level}, encarando al {dir}" }
    GuideNeedsEdition2 { en: "The example of play needs board edition 2 (the rulebook's geometry).", es: "El ejemplo de juego necesita la edición 2 del tablero (la geometría del reglamento)." }
    GuideDone { en: "The end", es: "Fin" }
    GuideButtonHint { en: "Plays the rulebook's example (2 p.m., 13 August) step by step on the campaign screen: about 10 minutes.", es: "Juega el ejemplo del reglamento (2 de la tarde, 13 de agosto) paso a paso en la pantalla de campaña: unos 10 minutos." }
    Welcome { en: "Welcome", es: "Bienvenido" }
    WelcomeText { en: "London's Burning is a solitaire game of the Battle of Britain. You command two RAF fighters of 11 Group from 13 August 1940; the game plays the Luftwaffe. Each day has four daylight phases (7 a.m., 10 a.m., 2 p.m. and 5 p.m.) and a night. In each phase a raid may come: you place your pilots, the raid flies a random path toward its targets, you take off, intercept and fight in the altitude box, and what the raid reaches it bombs. At night you repair airfields and radar, replace aircraft and rest your pilots. Every die is rolled and logged for you, with its rule.", es: "London's Burning es un juego en solitario de la Batalla de Inglaterra. Usted manda dos cazas de la RAF del 11 Grupo desde el 13 de agosto de 1940; el juego lleva a la Luftwaffe. Cada día tiene cuatro fases de luz (7, 10, 14 y 17 horas) y una noche. En cada fase puede llegar una incursión: usted sitúa a sus pilotos, la incursión sigue una trayectoria al azar hacia sus blancos, usted despega, intercepta y combate en la caja de altitudes, y lo que la incursión alcanza lo bombardea. De noche repara aeródromos y radares, repone aviones y hace descansar a sus pilotos. Cada dado se tira y se anota por usted, con su regla." }
    WelcomeWays { en: "Three ways in:", es: "Tres maneras de empezar:" }
    WelcomeNew { en: "A new campaign: the form on the left.", es: "Una campaña nueva: el formulario de la izquierda." }
    WelcomeSaved { en: "A saved campaign: the list below (every campaign is saved after each choice).", es: "Una campaña guardada: la lista de abajo (cada campaña se guarda tras cada elección)." }
    ScenarioLength { en: "{days} {days|day|days}, about {decisions} decisions, {time}", es: "{days} {days|día|días}, unas {decisions} decisiones, {time}" }
    AboutMinutes { en: "about {n} minutes", es: "unos {n} minutos" }
    AboutHours { en: "about {h} h", es: "cerca de {h} h" }
    AboutHoursMinutes { en: "about {h} h {m} min", es: "cerca de {h} h {m} min" }
    GuideSaveName { en: "Example of play", es: "Ejemplo de juego" }
    GuideNewShort { en: "Start a new short campaign", es: "Empezar una campaña corta nueva" }
    GuidePlayOn { en: "Play on from here", es: "Seguir jugando desde aquí" }
    NewCampaign { en: "New campaign", es: "Nueva campaña" }
    FieldName { en: "Name", es: "Nombre" }
    FieldNameHint { en: "e.g. Eagle Day", es: "p. ej. Día del Águila" }
    FieldScenario { en: "Scenario", es: "Escenario" }
    ScenarioEnds { en: "ends after {date}", es: "termina tras el {date}" }
    FieldWeather { en: "Weather", es: "Tiempo" }
    FieldBase { en: "Base (a sector airfield)", es: "Base (un aeródromo de sector)" }
    FieldSeed { en: "Seed of the dice", es: "Semilla de los dados" }
    NewSeed { en: "New seed", es: "Nueva semilla" }
    OptionalRules { en: "Optional rules (14)", es: "Reglas opcionales (14)" }
    Rule141 { en: "14.1 Bombers' crossfire", es: "14.1 Fuego cruzado de bombarderos" }
    Rule142 { en: "14.2 Changing base", es: "14.2 Cambiando de base" }
    Rule143 { en: "14.3 Aborting the mission", es: "14.3 Abortando la misión" }
    Rule144 { en: "14.4 Place the AA guns and balloon barrages yourself", es: "14.4 Coloque usted los antiaéreos y las barreras de globos" }
    DefencesCount { en: "Heavy AA {heavy}/{heavy_max} · light AA {light}/{light_max} · balloons {balloons}/{balloons_max} (at most one gun and one barrage a target)", es: "AA pesado {heavy}/{heavy_max} · AA ligero {light}/{light_max} · globos {balloons}/{balloons_max} (como mucho un cañón y una barrera por blanco)" }
    Balloons { en: "balloons", es: "globos" }
    NoUndo { en: "No undo (the iron rule)", es: "Sin deshacer (la regla de hierro)" }
    StartCampaign { en: "Start the campaign", es: "Empezar la campaña" }
    AppExists { en: "A campaign called {name} already exists: choose another name", es: "Ya existe una campaña llamada {name}: elija otro nombre" }
    SavedCampaigns { en: "Saved campaigns", es: "Campañas guardadas" }
    NoSavesYet { en: "No saved campaigns yet: start one on the left.", es: "Aún no hay campañas guardadas: empiece una a la izquierda." }
    ColName { en: "Name", es: "Nombre" }
    ColScenario { en: "Scenario", es: "Escenario" }
    ColBoard { en: "Board", es: "Tablero" }
    ColReached { en: "Reached", es: "Alcanzado" }
    ColScore { en: "Score", es: "Tanteo" }
    ColLastPlayed { en: "Last played", es: "Última partida" }
    Resume { en: "Resume", es: "Reanudar" }
    Delete { en: "Delete", es: "Borrar" }
    DeleteTitle { en: "Delete a campaign", es: "Borrar una campaña" }
    DeleteConfirm { en: "Delete the saved campaign {name}? This cannot be undone.", es: "¿Borrar la campaña guardada {name}? No se puede deshacer." }
    DeleteForGood { en: "Delete it", es: "Borrarla" }
    Cancel { en: "Cancel", es: "Cancelar" }
    BackToCampaigns { en: "◀ Campaigns", es: "◀ Campañas" }
    SavedOk { en: "✔ Saved", es: "✔ Guardado" }
    SaveFailed { en: "⚠ Not saved", es: "⚠ Sin guardar" }
    Undo { en: "↶ Undo", es: "↶ Deshacer" }
    UndoHint { en: "Take back the last choice (Ctrl+Z)", es: "Deshacer la última elección (Ctrl+Z)" }
    UndoDice { en: "Dice have been rolled since the last choice: it stands", es: "Se han tirado dados desde la última elección: se mantiene" }
    UndoOff { en: "This campaign plays without undo", es: "Esta campaña se juega sin deshacer" }
    AltitudeBox { en: "Altitude box", es: "Casilla de altitud" }
    Map { en: "Map", es: "Mapa" }
    RafSegment { en: "RAF segment", es: "segmento de la RAF" }
    LuftwaffeSegment { en: "Luftwaffe segment", es: "segmento de la Luftwaffe" }
    RoundOf { en: "Round {round} of 4", es: "Ronda {round} de 4" }
    CombatIn { en: "combat in {hex}", es: "combate en {hex}" }
    ColLevel { en: "Altitude", es: "Altitud" }
    ColRaf { en: "RAF", es: "RAF" }
    ColLuftwaffe { en: "Luftwaffe", es: "Luftwaffe" }
    Action { en: "action", es: "acción" }
    Ammo { en: "bursts", es: "ráfagas" }
    Tired { en: "tired", es: "cansado" }
    BombsGone { en: "bombs gone", es: "bombas lanzadas" }
    BombsN { en: "{n} {n|bomb|bombs}", es: "{n} {n|bomba|bombas}" }
    Bomber { en: "bomber", es: "bombardero" }
    GoneDestroyed { en: "destroyed", es: "destruido" }
    GoneHome { en: "gone home", es: "de regreso" }
    RafOutOfCombat { en: "Out of the altitude box", es: "Fuera de la casilla de altitud" }
    LeftTheCombat { en: "Out of the combat: {list}", es: "Fuera del combate: {list}" }
    Pilots { en: "Pilots", es: "Pilotos" }
    Fatigue { en: "Fatigue", es: "Fatiga" }
    PriorVictories { en: "{n} before", es: "{n} anteriores" }
    PilotHitMark { en: "hit", es: "tocado" }
    Calendar { en: "Calendar", es: "Calendario" }
    CalArrives { en: "{pilot} arrives", es: "llega {pilot}" }
    CalReturns { en: "{pilot} returns", es: "vuelve {pilot}" }
    CalReinforcements { en: "reinforcements {units}", es: "refuerzos {units}" }
    CalWithdrawals { en: "withdrawn {units}", es: "retirados {units}" }
    CalSunday { en: "Sunday", es: "domingo" }
    CalEnd { en: "end of the scenario", es: "fin del escenario" }
    Raid { en: "Raid", es: "Incursión" }
    NoRaidNow { en: "No raid in the air.", es: "Ninguna incursión en el aire." }
    RaidSummary { en: "{size} {size|raider|raiders} in {hex}, reported at {level}; impulse {impulse}", es: "{size} {size|incursor|incursores} en {hex}, {size|informado|informados} a {level}; impulso {impulse}" }
    CourseOut { en: "heading for its target", es: "hacia su blanco" }
    CourseLondon { en: "turning for London ({hex})", es: "rumbo a Londres ({hex})" }
    CourseHome { en: "homeward", es: "de regreso" }
    Speed { en: "speed", es: "velocidad" }
    RadarDelay { en: "Radar delay: {n} {n|impulse|impulses} (10.4)", es: "Retraso del radar: {n} {n|impulso|impulsos} (10.4)" }
    FaceDown { en: "{n} {n|raider|raiders} face down — not yet identified", es: "{n} {n|incursor|incursores} boca abajo — sin identificar" }
    Score { en: "Score", es: "Tanteo" }
    IfEndedNow { en: "If the campaign ended now: {verdict}", es: "Si la campaña terminara ahora: {verdict}" }
    CampaignOver { en: "The campaign is over", es: "La campaña ha terminado" }
    Log { en: "Log", es: "Registro" }
    AllDays { en: "All days", es: "Todos los días" }
    AllPhases { en: "All phases", es: "Todas las fases" }
    RollsOnly { en: "dice only", es: "solo dados" }
    OptIntercept { en: "Intercept in {hex} at {level}", es: "Interceptar en {hex} a {level}" }
    OptCloseIn { en: "Close in: {hex} at {level}", es: "Acercarse: {hex} a {level}" }
    OptAttackOdds { en: "Attack {target} ({level}): {fire}% to fire, {bursts} bursts expected", es: "Atacar a {target} ({level}): {fire}% de disparar, {bursts} ráfagas esperadas" }
    OptAttackHeadOn { en: "Attack {target} ({level}) head-on: one sure burst", es: "Atacar de frente a {target} ({level}): una ráfaga segura" }
    OptRepairSiteDamage { en: "Repair {site} (damage {points})", es: "Reparar {site} (daño {points})" }
    Hexes { en: "{n} {n|hex|hexes}", es: "{n} {n|hex|hexes}" }
    LandOnMap { en: "Or click a green-ringed hex on the map.", es: "O pulse en el mapa un hex con borde verde." }
    FlyOn { en: "▶▶ Let the raid fly on", es: "▶▶ Dejar volar a la incursión" }
    FlyOnHint { en: "Both fighters stay as they are this impulse; the Luftwaffe moves on", es: "Los dos cazas siguen como están este impulso; la Luftwaffe sigue su vuelo" }
    TakeOffFacing { en: "Take off facing:", es: "Despegar encarando al:" }
    PickOnMap { en: "Or click a green hex on the map to choose where to fly (☀ out of the sun, ⇄ head-on).", es: "O pulse un hex verde del mapa para elegir adónde volar (☀ fuera del sol, ⇄ de frente)." }
    LandHereAt { en: "Land here ({site})", es: "Aterrizar aquí ({site})" }
    QuickBothStandBy { en: "Both stand by at base", es: "Los dos en alerta en la base" }
    QuickScramble { en: "Scramble: take off facing {dir}", es: "Despegar encarando al {dir}" }
    QuickBothScramble { en: "Both scramble, facing {dir}", es: "Despegan los dos, encarando al {dir}" }
    QuickBothIntercept { en: "Both intercept in {hex}", es: "Los dos interceptan en {hex}" }
    QuickBothAttack { en: "Both attack {target} (#{n} fires first)", es: "Los dos atacan a {target} (dispara primero el #{n})" }
    QuickBothCloseIn { en: "Both close in", es: "Los dos se acercan" }
    QuickBothPlace { en: "Both: {pos}", es: "Los dos: {pos}" }
    QuickAllBursts { en: "All {n} bursts", es: "Las {n} ráfagas" }
    QuickBothLand { en: "Both land at {site}", es: "Los dos aterrizan en {site}" }
    RiskCaught { en: "⚠ the raid may catch it first ({p}%)", es: "⚠ la incursión puede sorprenderlo ({p}%)" }
    RiskContact { en: "↯ may lose contact (up to {p}%)", es: "↯ puede perder el contacto (hasta {p}%)" }
    PickerTitle { en: "Fighter #{n} to {hex}", es: "Caza #{n} a {hex}" }
    PickerCancel { en: "Pick another hex (Esc)", es: "Elegir otro hex (Esc)" }
    PickerKey { en: "Pick the altitude and facing: ☀ out of the sun · ⇄ head-on · ↯ chance to lose contact (8.2)", es: "Elija altitud y rumbo: ☀ fuera del sol · ⇄ de frente · ↯ probabilidad de perder el contacto (8.2)" }
    PickerIntercepts { en: "⚔ Ends in the raid's hex: you intercept, your segment first (7.2, 8.1).", es: "⚔ Termina en el hex de la incursión: usted intercepta, su segmento primero (7.2, 8.1)." }
    PickerCaught { en: "⚠ The raid may enter {hex} next ({p}%): it would intercept you there, Luftwaffe segment first (6.6, 8.1).", es: "⚠ La incursión puede entrar en {hex} a continuación ({p}%): le interceptaría allí, primero el segmento de la Luftwaffe (6.6, 8.1)." }
    PickerContact { en: "↯ At {level} the Germans may be two or more levels away when the combat starts: up to {p}% to lose contact and withdraw (8.2).", es: "↯ A {level} los alemanes pueden estar a dos o más niveles cuando empiece el combate: hasta un {p}% de perder el contacto y retirarse (8.2)." }
    HintSun { en: "☀ out of the sun: +2 to your first attack, if one level above (7.4)", es: "☀ fuera del sol: +2 a su primer ataque, si está un nivel por encima (7.4)" }
    HintHeadOn { en: "⇄ head-on: facing the raid (7.5, 8.5)", es: "⇄ de frente: encarando a la incursión (7.5, 8.5)" }
    MoreCards { en: "{n} more {n|summary|summaries}", es: "{n} {n|resumen más|resúmenes más}" }
    DismissHint { en: "Put this summary away (Esc); it stays in the log", es: "Cerrar este resumen (Esc); queda en el registro" }
    MovePreview { en: "Path {path}, ending at {level} facing {facing}", es: "Ruta {path}, terminando a {level} encarando al {facing}" }
    ConfirmMove { en: "Confirm move (Enter)", es: "Confirmar movimiento (Intro)" }
    PatrolOver { en: "Patrol over", es: "Patrullar sobre" }
    At { en: "at", es: "a" }
    Facing { en: "facing", es: "encarando al" }
    FlyPatrol { en: "Fly the patrol (+1 fatigue)", es: "Volar la patrulla (+1 de fatiga)" }
    MoveBaseTo { en: "Move the base to", es: "Trasladar la base a" }
    ChangeBase { en: "Change base (+1 fatigue, no flying this phase)", es: "Cambiar de base (+1 de fatiga, sin volar esta fase)" }
    BaseMark { en: "BASE", es: "BASE" }
    NightOf { en: "The night of {date}", es: "La noche del {date}" }
    RepairPointsLeft { en: "Repair points left: {n}", es: "Puntos de reparación: {n}" }
    DestroyedAircraft { en: "Destroyed RAF aircraft", es: "Aviones de la RAF destruidos" }
    NoneLost { en: "None.", es: "Ninguno." }
    ToBaseWithPilot { en: "replaced, it goes to the base with its pilot", es: "reemplazado, va a la base con su piloto" }
    ToReserveBox { en: "replaced, it goes to the reserve box", es: "reemplazado, va a la reserva" }
    BombDamage { en: "Bomb damage", es: "Daños de bombas" }
    NoDamage { en: "No target is damaged.", es: "Ningún blanco está dañado." }
    WhyRadar { en: "radar: delays the RAF; 1 point to the Luftwaffe", es: "radar: retrasa a la RAF; 1 punto para la Luftwaffe" }
    WhyLondon { en: "London: more raiders; 3 points to the Luftwaffe", es: "Londres: más incursores; 3 puntos para la Luftwaffe" }
    WhyBase { en: "your base: pilots sleep less; 2 points to the Luftwaffe", es: "su base: los pilotos duermen menos; 2 puntos para la Luftwaffe" }
    WhyAirfield { en: "airfield closed; 2 points to the Luftwaffe", es: "aeródromo cerrado; 2 puntos para la Luftwaffe" }
    WhyThameshaven { en: "more raiders; 2 points to the Luftwaffe", es: "más incursores; 2 puntos para la Luftwaffe" }
    WhyOther { en: "2 points to the Luftwaffe", es: "2 puntos para la Luftwaffe" }
    SleepTonight { en: "Sleep tonight (12.2)", es: "Dormir esta noche (12.2)" }
    BaseDamagedSleep { en: "The base is damaged: its pilots recover one level only, unless it is fully repaired tonight.", es: "La base está dañada: sus pilotos recuperan un solo nivel, salvo que se repare del todo esta noche." }
    LuftwaffeTonight { en: "The Luftwaffe has {n} aircraft in its destroyed box and will replace {back}.", es: "La Luftwaffe tiene {n} {n|avión destruido|aviones destruidos} y reemplazará {back}." }
    ForecastLegend { en: "the raid after its next move: odds", es: "la incursión tras su próximo movimiento: probabilidad" }
    ReachLegend { en: "where your fighter can fly", es: "adónde puede volar su caza" }
    DamagePoints { en: "damage {n}", es: "daño {n}" }
    MovesHere { en: "{n} {n|way|ways} to end here", es: "{n} {n|forma|formas} de terminar aquí" }
    ForecastHere { en: "raid next: {p}%", es: "incursión a continuación: {p}%" }

    // ---- summaries: after a combat, after a raid, time passed (issue 14) ----
    SumCombatRaf { en: "Combat in {hex}: the RAF intercepted (its segment first), {rounds} {rounds|round|rounds}", es: "Combate en {hex}: interceptó la RAF (su segmento primero), {rounds} {rounds|ronda|rondas}" }
    SumCombatLw { en: "Combat in {hex}: the raid intercepted (Luftwaffe segment first), {rounds} {rounds|round|rounds}", es: "Combate en {hex}: interceptó la incursión (primero el segmento de la Luftwaffe), {rounds} {rounds|ronda|rondas}" }
    SumFired { en: "{from} fired {n} {n|burst|bursts} at {at}: {hits} {hits|hit|hits}", es: "{from} disparó {n} {n|ráfaga|ráfagas} a {at}: {hits} {hits|impacto|impactos}" }
    SumFiredBack { en: "{from} fired back at {at}: {n} {n|shot|shots}, {hits} {hits|hit|hits}", es: "{from} devolvió el fuego a {at}: {n} {n|disparo|disparos}, {hits} {hits|impacto|impactos}" }
    SumNoShot { en: "{from} got no shot at {at} ({n} {n|time|times})", es: "{from} no consiguió disparar a {at} ({n} {n|vez|veces})" }
    SumNoHits { en: "Nobody was hit.", es: "Nadie fue alcanzado." }
    SumDestroyed { en: "Destroyed: {list}", es: "Destruidos: {list}" }
    SumVictoryFor { en: "{craft}, a victory for {pilot}", es: "{craft}, victoria para {pilot}" }
    SumWithdrew { en: "Withdrew: {list}", es: "Se retiraron: {list}" }
    SumPilotHit { en: "{craft}'s pilot was hit (9.2)", es: "El piloto del {craft} fue alcanzado (9.2)" }
    SumBailedSafe { en: "{pilot} bailed out over {terrain} and came down safely", es: "{pilot} saltó en paracaídas sobre {terrain} y llegó a salvo" }
    SumBailedKilled { en: "{pilot} bailed out over {terrain} and was killed", es: "{pilot} saltó en paracaídas sobre {terrain} y murió" }
    SumKilled { en: "{pilot} was killed", es: "{pilot} murió" }
    SumLanded { en: "{craft} landed at {site}", es: "{craft} aterrizó en {site}" }
    SumCrashLanded { en: "{craft} crash-landed in {hex}", es: "{craft} hizo un aterrizaje forzoso en {hex}" }
    SumRaidTitle { en: "Raid over: {size} {size|raider|raiders} from {hex}", es: "Fin de la incursión: {size} {size|incursor|incursores} desde {hex}" }
    SumRaidTitleOver { en: "Raid over: {size} {size|raider|raiders} from {hex}, over {sites}", es: "Fin de la incursión: {size} {size|incursor|incursores} desde {hex}, sobre {sites}" }
    SumIdentified { en: "It was {list}, at {level}", es: "Eran {list}, a {level}" }
    SumReported { en: "Never identified; reported at {level}", es: "Nunca identificada; informada a {level}" }
    SumBombed { en: "{site} bombed: {damage} damage ({total} there now)", es: "{site} bombardeado: {damage} de daño ({total} ahora)" }
    SumBombedNothing { en: "{site} bombed: no damage", es: "{site} bombardeado: sin daño" }
    SumAa { en: ", {aa} AA took {n} off", es: ", el AA {aa} restó {n}" }
    SumAirfieldClosed { en: " — the airfield is closed", es: " — el aeródromo queda cerrado" }
    SumNoBombs { en: "No bombs fell.", es: "No cayeron bombas." }
    SumLosses { en: "{combats} {combats|combat|combats}; German aircraft destroyed: {german}; RAF aircraft lost: {raf}", es: "{combats} {combats|combate|combates}; aviones alemanes destruidos: {german}; aviones de la RAF perdidos: {raf}" }
    SumWoundedWeeks { en: "wounded for {weeks} {weeks|week|weeks}", es: "herido {weeks} {weeks|semana|semanas}" }
    SumScore { en: "Score: RAF {raf}, Luftwaffe {luftwaffe}", es: "Tanteo: RAF {raf}, Luftwaffe {luftwaffe}" }
    RecapTitle { en: "Flown without you: {date}", es: "Se jugó sin usted: {date}" }
    RecapTitleDays { en: "Flown without you: {from} to {to}", es: "Se jugó sin usted: del {from} al {to}" }
    RecapRain { en: "rain, no raids", es: "lluvia, sin incursiones" }
    RecapNoRaid { en: "no raid", es: "ninguna incursión" }
    RecapCancelled { en: "the raid was called off", es: "la incursión se anuló" }
    RecapRaid { en: "a raid of {size} from {hex}", es: "una incursión de {size} desde {hex}" }
    RecapRepairs { en: "repaired: {list}", es: "reparado: {list}" }
    RecapPlanes { en: "{n} {n|aircraft|aircraft}", es: "{n} {n|avión|aviones}" }
    RecapLwReplaced { en: "the Luftwaffe replaced {n} {n|aircraft|aircraft}", es: "la Luftwaffe reemplazó {n} {n|avión|aviones}" }
    RecapQuiet { en: "nothing happened", es: "no pasó nada" }
    RecapScore { en: "Score since your last decision: RAF {raf}, Luftwaffe {luftwaffe}", es: "Tanteo desde su última decisión: RAF {raf}, Luftwaffe {luftwaffe}" }
    ScoreNow { en: "Now: RAF {raf} – Luftwaffe {luftwaffe}", es: "Ahora: RAF {raf} – Luftwaffe {luftwaffe}" }
    Dismiss { en: "OK", es: "Entendido" }
    DismissAll { en: "Dismiss all", es: "Cerrar todos" }
    LogLatest { en: "↓ Latest", es: "↓ Lo último" }
    LogLatestHint { en: "Jump to the newest line; the log follows again", es: "Ir a la última línea; el registro vuelve a seguir" }


    // ---- the map: legend, compass rose, sun diagram, hex tooltips ----
    MapLegend { en: "Legend", es: "Leyenda" }
    MapLondon { en: "London", es: "Londres" }
    MapFrance { en: "FRANCE", es: "FRANCIA" }
    KindSector { en: "sector airfield", es: "aeródromo de sector" }
    KindSatellite { en: "satellite airfield", es: "aeródromo satélite" }
    KindEmergency { en: "emergency airfield", es: "aeródromo de emergencia" }
    KindRadar { en: "Chain Home radar station", es: "estación de radar Chain Home" }
    KindPort { en: "port", es: "puerto" }
    KindOilDepot { en: "oil depot", es: "depósito de petróleo" }
    KindConvoy { en: "convoy", es: "convoy" }
    KindLondon { en: "London hex", es: "hex de Londres" }
    LgHeavyAa { en: "heavy AA: any altitude", es: "AA pesado: a cualquier altitud" }
    LgLightAa { en: "light AA: 5,000 ft or lower", es: "AA ligero: a 5.000 pies o menos" }
    LgBalloons { en: "balloons: nothing below 10,000 ft", es: "globos: nada por debajo de 10.000 pies" }
    LgDamage { en: "bomb damage, in points", es: "daño de bombas, en puntos" }
    LgBase { en: "your base", es: "su base" }
    LgFighter { en: "your fighter, pointing where it faces", es: "su caza, apuntando hacia donde encara" }
    LgFighterGround { en: "your fighter on the airfield", es: "su caza en el aeródromo" }
    LgRaidReported { en: "raid: raiders, reported altitude", es: "incursión: incursores, altitud informada" }
    LgRaidExact { en: "raid identified: exact altitude (7.1)", es: "incursión identificada: altitud exacta (7.1)" }
    LgDanger { en: "the raid may catch you here, its segment first (8.1)", es: "aquí la incursión puede alcanzarle, con su segmento primero (8.1)" }
    LgPilot { en: "pilot who bailed out", es: "piloto lanzado en paracaídas" }
    LgSunMark { en: "meets the raid out of the sun", es: "alcanza a la incursión fuera del sol" }
    LgHeadOnMark { en: "meets the raid head-on", es: "alcanza a la incursión de frente" }
    LgHover { en: "Hover a hex for its id, terrain, site and defences.", es: "Pase el puntero sobre un hex para ver su código, terreno, blanco y defensas." }
    CompassRose { en: "Compass rose", es: "Rosa de los vientos" }
    CompassTip { en: "The board is printed turned: its up is {up}, its right {right}.", es: "El tablero está impreso girado: arriba es el {up}; a la derecha, el {right}." }
    CompassN { en: "N", es: "N" }
    CompassS { en: "S", es: "S" }
    DirN { en: "north", es: "norte" }
    DirS { en: "south", es: "sur" }
    SunDiagram { en: "Sun: {dir}", es: "Sol: {dir}" }
    SunDiagramNone { en: "Sun diagram", es: "Diagrama del sol" }
    SunTip { en: "Out of the sun (7.4): a fighter one level above the raid that enters its hex across this side ({dir} this phase). The sun of each phase: {phases}.", es: "Fuera del sol (7.4): un caza un nivel por encima de la incursión que entra en su hex por este lado ({dir} en esta fase). El sol de cada fase: {phases}." }
    LevelShortGround { en: "G", es: "T" }
    LevelShortAirfield { en: "AF", es: "AD" }
    LevelShortK { en: "{n}k", es: "{n}k" }
    TipSite { en: "{site}: {kind}", es: "{site}: {kind}" }
    TipDefences { en: "Defences: {list}", es: "Defensas: {list}" }
    TipNoDefences { en: "No AA guns, no balloons", es: "Sin antiaéreos ni globos" }
    TipHeavyAa { en: "heavy AA (any altitude)", es: "AA pesado (a cualquier altitud)" }
    TipLightAa { en: "light AA (bombers at 5,000 ft or lower)", es: "AA ligero (bombarderos a 5.000 pies o menos)" }
    TipBalloons { en: "balloons (nothing below 10,000 ft)", es: "globos (nada por debajo de 10.000 pies)" }
    TipDamaged { en: "Bomb damage: {n} {n|point|points} (10.3)", es: "Daño de bombas: {n} {n|punto|puntos} (10.3)" }
    TipUndamaged { en: "Undamaged", es: "Sin daños" }
    TipWorth { en: "Damaged at the end: {worth} {worth|point|points} to the Luftwaffe (13.3)", es: "Dañado al final: {worth} {worth|punto|puntos} para la Luftwaffe (13.3)" }
    TipBase { en: "Your base", es: "Su base" }
    TipRaidReported { en: "The raid: {n} {n|raider|raiders} face down, reported at {level} (5.3)", es: "La incursión: {n} {n|incursor|incursores} boca abajo, informada a {level} (5.3)" }
    TipRaidExact { en: "The raid: {n} {n|raider|raiders}, identified (7.1): {levels}", es: "La incursión: {n} {n|incursor|incursores}, identificada (7.1): {levels}" }
    TipFighter { en: "Fighter #{n} ({pilot}): {level}, facing {dir}", es: "Caza #{n} ({pilot}): {level}, encarando al {dir}" }
    TipBailedOut { en: "{pilot} bailed out here (9.5)", es: "{pilot} se lanzó en paracaídas aquí (9.5)" }

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
    EditionSiteTerrain { en: "{site} stands in hex {hex}, which is {found}", es: "{site} está en el hex {hex}, que es {found}" }
    EditionSameHex { en: "{site} and {other} are both in hex {hex}", es: "{site} y {other} están ambos en el hex {hex}" }
    EditionNotInCalendar { en: "{date} is not a day of the calendar", es: "{date} no es un día del calendario" }
    EditionOrder { en: "{value} must not come before {other}", es: "{value} no puede ir antes de {other}" }
    EditionPositions { en: "a type needs one pilot, one or two engines, one or two frames and at most one gunner; found {found}", es: "un tipo necesita un piloto, uno o dos motores, uno o dos fuselajes y como mucho un artillero; hay {found}" }
    EditionUnusedPosition { en: "position {position} is never hit by the damage table", es: "la tabla de daños nunca impacta la posición {position}" }
    EditionBombs { en: "a {role} with {bombs} bombs makes no sense", es: "un {role} con {bombs} bombas no tiene sentido" }
    EditionDirection { en: "{dir} is not allowed: an outbound raid flies towards row O and never along the SW-NE axis (6.4)", es: "{dir} no está permitido: una incursión de ida vuela hacia la fila O y nunca a lo largo del eje sudoeste-noreste (6.4)" }
    TerrainLand { en: "land", es: "tierra" }
    TerrainSea { en: "sea", es: "mar" }
    TerrainOpenSea { en: "open sea", es: "alta mar" }
    CheckDataOk { en: "{dir}: the edition is valid ({sites} sites, {german} German and {raf} RAF aircraft, {pilots} pilots, {days} days).", es: "{dir}: la edición es válida ({sites} lugares, {german} aviones alemanes y {raf} de la RAF, {pilots} pilotos, {days} días)." }
    BuiltInEdition { en: "the built-in edition", es: "la edición incorporada" }

    // ---- the simulator ----
    SimTitle { en: "{n} {n|campaign|campaigns}: {scenario}, {weather}, {bot} bot, seed {seed}", es: "{n} {n|campaña|campañas}: {scenario}, {weather}, bot {bot}, semilla {seed}" }
    SimSpeed { en: "{secs} s on {threads} threads: {rate} campaigns a second, {decisions} decisions.", es: "{secs} s en {threads} hilos: {rate} campañas por segundo, {decisions} decisiones." }
    SimVerdicts { en: "Verdicts (13.4): RAF wins {raf}, draws {draw}, Luftwaffe wins {lw}", es: "Veredictos (13.4): gana la RAF {raf}, empates {draw}, gana la Luftwaffe {lw}" }
    SimColumns { en: "  mean   min   p10  median   p90   max", es: " media   mín   p10 mediana   p90   máx" }
    SimRafScore { en: "RAF score", es: "Puntos de la RAF" }
    SimLwScore { en: "Luftwaffe score", es: "Puntos de la Luftwaffe" }
    SimRafLosses { en: "RAF aircraft lost", es: "Aviones de la RAF perdidos" }
    SimPilotsKilled { en: "Pilots killed", es: "Pilotos muertos" }
    SimAces { en: "Aces made", es: "Nuevos ases" }
    SimTargets { en: "Targets damaged at the end", es: "Blancos dañados al final" }
    SimTables { en: "Table outcomes rolled:", es: "Resultados de las tablas:" }
    SimTableRaidSize { en: "raid-size markers (5.3)", es: "marcadores de tamaño de incursión (5.3)" }
    SimTableEntryHex { en: "entry hexes (5.3)", es: "hexágonos de entrada (5.3)" }
    SimTableReported { en: "reported altitudes (5.3)", es: "altitudes informadas (5.3)" }
    SimTableExact { en: "exact altitudes (7.1)", es: "altitudes exactas (7.1)" }
    SimTableShift { en: "exact altitude against reported, in levels (7.1)", es: "altitud exacta respecto a la informada, en niveles (7.1)" }
    SimTableTopCover { en: "top cover fighters (7.1)", es: "cazas de cobertura superior (7.1)" }
    SimTableFlightPath { en: "flight-path rolls (6.4)", es: "tiradas de ruta de vuelo (6.4)" }
    SimTableSurvival { en: "bail-out survival (9.5)", es: "supervivencia al saltar (9.5)" }
    SimTableWound { en: "wound table (11.2)", es: "tabla de heridas (11.2)" }
    SimTableCombatEnd { en: "end-of-round rolls (8.1)", es: "tiradas de fin de ronda (8.1)" }
    SimTableBombed { en: "targets bombed (raids, 10)", es: "blancos bombardeados (incursiones, 10)" }
    SimTableDamagedAtEnd { en: "damaged at the end (share of campaigns, 13.3)", es: "dañados al final (parte de las campañas, 13.3)" }
    SimDice { en: "Every die thrown (face × times):", es: "Todos los dados tirados (cara × veces):" }
    SimRemix { en: "remix", es: "remezclar" }
    SimSurvives { en: "survives", es: "sobrevive" }
    SimKilled { en: "killed", es: "muerto" }
    SimShaken { en: "shaken", es: "conmocionado" }
    SimCareerOver { en: "career over", es: "fin de carrera" }
    SimWounded { en: "wounded {weeks} {weeks|week|weeks}", es: "herido {weeks} {weeks|semana|semanas}" }
    SimEnds { en: "round {round}, ends", es: "ronda {round}, termina" }
    SimGoesOn { en: "round {round}, goes on", es: "ronda {round}, continúa" }
    SimChecked { en: "Every invariant was checked after every decision.", es: "Se comprobaron todas las invariantes tras cada decisión." }
    SimNoFailures { en: "No campaign failed.", es: "Ninguna campaña falló." }
    SimFailures { en: "{n} {n|campaign|campaigns} failed:", es: "{n} {n|campaña falló|campañas fallaron}:" }
    SimFailure { en: "campaign {i} (seed {seed}): {reason}", es: "campaña {i} (semilla {seed}): {reason}" }
    SimFailed { en: "{n} of {total} campaigns failed", es: "fallaron {n} de {total} campañas" }
    SimThreads { en: "cannot start {n} threads: {reason}", es: "no se pueden iniciar {n} hilos: {reason}" }
    SimProgress { en: "campaigns", es: "campañas" }

    // ---- setup errors ----
    SetupShortOptional { en: "the optional weather table cannot be used in the short scenario (4.3)", es: "la tabla opcional de tiempo no puede usarse en el escenario corto (4.3)" }
    SetupBadBase { en: "{site} is not a sector airfield; the base must be one of: {list} (3.5)", es: "{site} no es un aeródromo de sector; la base debe ser uno de: {list} (3.5)" }
    SetupTooManyDefences { en: "{n} {what} placed, but the game has only {max} (14.4)", es: "{n} {what} colocados, pero el juego solo tiene {max} (14.4)" }
    SetupTwoDefences { en: "two {what} on {site}: at most one of each a target (14.4)", es: "dos {what} en {site}: como mucho uno de cada por blanco (14.4)" }
    DefHeavy { en: "heavy AA guns", es: "cañones AA pesados" }
    DefLight { en: "light AA guns", es: "cañones AA ligeros" }
    DefBalloons { en: "balloon barrages", es: "barreras de globos" }
    EditionNotAFolder { en: "not a folder", es: "no es una carpeta" }
    EditionTooLarge { en: "{bytes} bytes is too large for an edition file", es: "{bytes} bytes es demasiado para un archivo de edición" }
    SetupUnknownSite { en: "there is no site called {site}", es: "no hay ningún lugar llamado {site}" }

    // ---- records, journal, exports, review, hall of fame (issue 6) ----
    JnJoins { en: "{pilot} joined the squadron.", es: "{pilot} se unió al escuadrón." }
    JnRecovered { en: "{pilot} was back from hospital.", es: "{pilot} volvió del hospital." }
    JnRain { en: "Rain all day: no raids.", es: "Lluvia todo el día: no hubo incursiones." }
    JnPatrol { en: "{pilot} ({plane}) flew a patrol over {site} at {level}.", es: "{pilot} ({plane}) patrulló sobre {site} a {level}." }
    JnScramble { en: "{pilot} ({plane}) scrambled.", es: "{pilot} ({plane}) despegó a interceptar." }
    JnNoRaid { en: "No raid came.", es: "No llegó ninguna incursión." }
    JnRaidCancelled { en: "The raid was called off: the Luftwaffe had too few aircraft.", es: "La incursión se anuló: la Luftwaffe tenía muy pocos aviones." }
    JnRaid { en: "A raid of {n} came in over {hex}, reported at {level}.", es: "Una incursión de {n} entró por {hex}, informada a {level}." }
    JnLondonExtra { en: "London was burning: {n} more joined it.", es: "Londres ardía: se sumaron {n} más." }
    JnIdentified { en: "It was {list}.", es: "Eran {list}." }
    JnCombat { en: "{pilots} engaged the raid over {hex}.", es: "{pilots} entablaron combate con la incursión sobre {hex}." }
    JnVictory { en: "{pilot} shot down {craft} ({total} this campaign).", es: "{pilot} derribó un {craft} ({total} en la campaña)." }
    JnAce { en: "{pilot} became an ace!", es: "¡{pilot} se convirtió en as!" }
    JnLoss { en: "{pilot}'s {plane} was lost.", es: "Se perdió el {plane} de {pilot}." }
    JnLossGround { en: "{pilot}'s {plane} was destroyed on the ground at {site}.", es: "El {plane} de {pilot} fue destruido en tierra en {site}." }
    JnBailOutSafe { en: "{pilot} bailed out over {terrain} and came down safely.", es: "{pilot} saltó en paracaídas sobre {terrain} y llegó a salvo." }
    JnBailOutKilled { en: "{pilot} bailed out over {terrain} and was killed.", es: "{pilot} saltó en paracaídas sobre {terrain} y murió." }
    JnKilled { en: "{pilot} was killed.", es: "{pilot} murió." }
    JnShaken { en: "{pilot} was shaken.", es: "{pilot} quedó conmocionado." }
    JnWounded { en: "{pilot} was wounded, out until {date}.", es: "{pilot} fue herido, de baja hasta el {date}." }
    JnCareerOver { en: "{pilot} was badly wounded: his flying days are over.", es: "{pilot} fue gravemente herido: no volverá a volar." }
    JnDiedOfWounds { en: "{pilot} died of his wounds.", es: "{pilot} murió de sus heridas." }
    JnBombed { en: "Bombs fell on {site}: {damage} damage ({total} in all).", es: "Cayeron bombas sobre {site}: {damage} de daño ({total} en total)." }
    JnBombedNoDamage { en: "Bombs fell on {site} but did no damage.", es: "Cayeron bombas sobre {site}, pero sin causar daño." }
    JnAnd { en: " and ", es: " y " }
    JnPlaneReplaced { en: "A new {plane} arrived.", es: "Llegó un {plane} nuevo." }
    JnRepaired { en: "Repairs at {site} ({left} damage left).", es: "Reparaciones en {site} (quedan {left} de daño)." }
    JnEndOfDay { en: "End of the day: RAF {raf} – Luftwaffe {luftwaffe}.", es: "Fin del día: RAF {raf} – Luftwaffe {luftwaffe}." }
    MdTitle { en: "{name}: after-action report", es: "{name}: informe de la campaña" }
    MdSetup { en: "Scenario {scenario}, {weather}, based at {base}, seed {seed}; optional rules: {options}.", es: "Escenario {scenario}, {weather}, con base en {base}, semilla {seed}; reglas opcionales: {options}." }
    MdFinal { en: "Final score: RAF {raf} – Luftwaffe {luftwaffe}. {verdict}", es: "Tanteo final: RAF {raf} – Luftwaffe {luftwaffe}. {verdict}" }
    MdInProgress { en: "In progress ({when}). Score so far: RAF {raf} – Luftwaffe {luftwaffe}.", es: "En curso ({when}). Tanteo hasta ahora: RAF {raf} – Luftwaffe {luftwaffe}." }
    RpNoOptions { en: "none", es: "ninguna" }
    RpIronRule { en: "no undo", es: "sin deshacer" }
    RpScoresTitle { en: "The score, day by day", es: "El tanteo, día a día" }
    RpPilotsTitle { en: "The pilots", es: "Los pilotos" }
    RpByTypeTitle { en: "Victories by German type", es: "Victorias por tipo alemán" }
    RpTargetsTitle { en: "Targets damaged and repaired", es: "Blancos dañados y reparados" }
    RpJournalTitle { en: "The journal", es: "El diario" }
    RpColDate { en: "Date", es: "Fecha" }
    RpColPhase { en: "Phase", es: "Fase" }
    RpColVictories { en: "Victories", es: "Victorias" }
    RpColLosses { en: "RAF losses", es: "Pérdidas RAF" }
    RpColBombed { en: "Bombed", es: "Bombardeos" }
    RpColRepairs { en: "Repairs", es: "Reparaciones" }
    RpColDamaged { en: "Targets damaged", es: "Blancos dañados" }
    RpColLondon { en: "London's Burning", es: "Londres en llamas" }
    RpColRaf { en: "RAF", es: "RAF" }
    RpColLuftwaffe { en: "Luftwaffe", es: "Luftwaffe" }
    RpColPilot { en: "Pilot", es: "Piloto" }
    RpColAircraft { en: "Aircraft", es: "Avión" }
    RpColSorties { en: "Sorties", es: "Salidas" }
    RpColCombats { en: "Combats", es: "Combates" }
    RpColBursts { en: "Bursts", es: "Ráfagas" }
    RpColHitsTaken { en: "Hits taken", es: "Impactos recibidos" }
    RpColTowardAce { en: "Toward ace", es: "Hacia as" }
    RpColStatus { en: "Status", es: "Estado" }
    RpColType { en: "German type", es: "Tipo alemán" }
    RpColTarget { en: "Target", es: "Blanco" }
    RpColDamage { en: "Damage", es: "Daño" }
    RpColDamageNow { en: "Damage now", es: "Daño actual" }
    RpColMission { en: "Mission", es: "Misión" }
    RpColHexes { en: "Hexes", es: "Hexes" }
    RpColOutcome { en: "Outcome", es: "Resultado" }
    RpPatrol { en: "patrol", es: "patrulla" }
    RpScramble { en: "scramble", es: "despegue" }
    RpLost { en: "aircraft lost", es: "avión perdido" }
    RpBailedSafe { en: "bailed out, safe", es: "saltó, a salvo" }
    RpBailedKilled { en: "bailed out, killed", es: "saltó, muerto" }
    RpKilled { en: "killed", es: "muerto" }
    RpShaken { en: "shaken", es: "conmocionado" }
    RpWoundedUntil { en: "wounded until {date}", es: "herido hasta el {date}" }
    RpCareerOver { en: "career over", es: "carrera terminada" }
    RpDiedOfWounds { en: "died of his wounds", es: "murió de sus heridas" }
    RpSummaryDiffers { en: "the replay does not match the save: the file says {saved}, the choices lead to {replayed}", es: "la repetición no coincide con la partida guardada: el archivo dice {saved}, las decisiones llevan a {replayed}" }
    RpSnapshotsDiffer { en: "the replay does not match the save: the file has {saved} daily snapshots, the choices make {replayed}", es: "la repetición no coincide con la partida guardada: el archivo tiene {saved} instantáneas diarias, las decisiones dan {replayed}" }
    RpReplayMatches { en: "{name}: the replay matches ({choices} choices, {days} days, {when}, RAF {raf} – Luftwaffe {luftwaffe})", es: "{name}: la repetición coincide ({choices} decisiones, {days} días, {when}, RAF {raf} – Luftwaffe {luftwaffe})" }
    RpWritten { en: "Written: {path}", es: "Escrito: {path}" }
    RpCsvNeedsTable { en: "--table is only for --format csv", es: "--table solo sirve con --format csv" }
    TabPlay { en: "Campaign", es: "Campaña" }
    TabLogBooks { en: "Log books", es: "Cuadernos de vuelo" }
    TabScores { en: "Scores", es: "Tanteos" }
    TabJournal { en: "Journal", es: "Diario" }
    TabReview { en: "Review", es: "Repaso" }
    LbTitle { en: "Pilot's flying log book", es: "Cuaderno de vuelo del piloto" }
    LbFlies { en: "Flies the {aircraft}", es: "Pilota el {aircraft}" }
    LbStatusNow { en: "Status now: {status}", es: "Estado actual: {status}" }
    LbTowardAce { en: "Victories: {n} in this campaign, {prior} before; {total}/5 toward ace", es: "Victorias: {n} en esta campaña, {prior} antes; {total}/5 hacia as" }
    LbAceOn { en: "Ace since {date}", es: "As desde el {date}" }
    LbNoSorties { en: "No sorties flown yet.", es: "Aún no ha volado ninguna misión." }
    LbFatigueByDay { en: "Fatigue, day by day (highest / after sleep)", es: "Fatiga, día a día (máxima / tras dormir)" }
    LbTotals { en: "Totals", es: "Totales" }
    LbSortiesTitle { en: "Sorties", es: "Misiones" }
    ScChartTitle { en: "Victories, losses and damage per day", es: "Victorias, pérdidas y daños por día" }
    ScRunningTitle { en: "The running score", es: "El tanteo acumulado" }
    ScRafScore { en: "RAF score", es: "Tanteo RAF" }
    ScLwScore { en: "Luftwaffe score", es: "Tanteo Luftwaffe" }
    ScVictoriesPerPilot { en: "Victories per pilot", es: "Victorias por piloto" }
    ScNoVictories { en: "No victories yet.", es: "Aún no hay victorias." }
    ScNoTargets { en: "No target has been bombed.", es: "Ningún blanco ha sido bombardeado." }
    ScNoDays { en: "The first day has not begun.", es: "El primer día no ha empezado." }
    JrExportMd { en: "Export report (.md)", es: "Exportar informe (.md)" }
    JrExportCsv { en: "Export tables (.csv)", es: "Exportar tablas (.csv)" }
    JrExportLog { en: "Export the raw log (.txt)", es: "Exportar el registro completo (.txt)" }
    JrExported { en: "Written to {path}", es: "Escrito en {path}" }
    JrRawLog { en: "Show the raw log", es: "Ver el registro completo" }
    RvTitle { en: "Review the campaign phase by phase", es: "Repasar la campaña fase a fase" }
    RvPhase { en: "Phase {n} of {total}", es: "Fase {n} de {total}" }
    RvPrev { en: "◀ Previous phase", es: "◀ Fase anterior" }
    RvNext { en: "Next phase ▶", es: "Fase siguiente ▶" }
    RvPrevStep { en: "◀ Previous decision", es: "◀ Decisión anterior" }
    RvNextStep { en: "Next decision ▶", es: "Decisión siguiente ▶" }
    RvStep { en: "Decision {n} of {total} in the phase", es: "Decisión {n} de {total} de la fase" }
    RvShowingStep { en: "After {n} {n|decision|decisions} of {date}, {phase}; a branch starts from the start of the phase.", es: "Tras {n} {n|decisión|decisiones} del {date}, {phase}; una rama empieza al comienzo de la fase." }
    RvNoPhases { en: "No phase has begun yet.", es: "Aún no ha empezado ninguna fase." }
    RvBranchName { en: "Name of the branch", es: "Nombre de la rama" }
    RvBranch { en: "Start a new branch from the start of this phase", es: "Empezar una rama nueva al comienzo de esta fase" }
    RvBranchHint { en: "A new saved campaign that replays your choices up to the start of this phase; this campaign is kept as it is.", es: "Una campaña nueva que repite tus decisiones hasta el comienzo de esta fase; esta campaña se conserva tal cual." }
    RvBranchIron { en: "This campaign plays by the iron rule (no undo): it cannot branch.", es: "Esta campaña se juega con la regla de hierro (sin deshacer): no admite ramas." }
    RvBranchDefault { en: "{name} (from {date}, {phase})", es: "{name} (desde {date}, {phase})" }
    RvShowing { en: "As it stood at the first decision of {date}, {phase}.", es: "Tal como estaba en la primera decisión del {date}, {phase}." }
    HfTitle { en: "Hall of fame", es: "Salón de la fama" }
    HfNone { en: "No finished campaign yet.", es: "Aún no hay campañas terminadas." }
    HfColVerdict { en: "Verdict", es: "Veredicto" }
    HfColOptions { en: "Options", es: "Opciones" }
    HfColMargin { en: "Margin", es: "Margen" }
    StartRecords { en: "Records", es: "Registros" }
    // ---- two RAF players (15.1) ----
    RollSectionLeader { en: "section leader, #1 and #2", es: "líder de sección, #1 y #2" }
    EvLeaderRoll { en: "The player of fighter #{n} wins the roll: section leader; the other flies as wingman", es: "El jugador del caza #{n} gana la tirada: líder de sección; el otro vuela como compañero de ala" }
    EvLeaderReplaced { en: "The section leader's pilot was replaced: the player of fighter #{n} is the new section leader", es: "El piloto del líder de sección fue reemplazado: el jugador del caza #{n} es el nuevo líder de sección" }
    EvLeaderBothReplaced { en: "Both pilots replaced this phase: the player of fighter #{n}, the wingman at its start, leads the section", es: "Ambos pilotos reemplazados en esta fase: el jugador del caza #{n}, compañero de ala al comenzar la fase, es el líder de sección" }
    LeaderMarker { en: "section leader", es: "líder de sección" }
    WingmanMarker { en: "wingman", es: "compañero de ala" }
    PlayerVictories { en: "Player of fighter #{n}: {v} {v|victory|victories}", es: "Jugador del caza #{n}: {v} {v|victoria|victorias}" }
    RankingWinner { en: "15.1: the player of fighter #{n} wins with {v} {v|victory|victories} to {other}", es: "15.1: gana el jugador del caza #{n}, con {v} {v|victoria|victorias} contra {other}" }
    RankingTie { en: "15.1: the two RAF players tie with {v} {v|victory|victories} each", es: "15.1: los dos jugadores de la RAF empatan con {v} {v|victoria|victorias} cada uno" }
    RankingBothLose { en: "15.1: both RAF players lose — the Luftwaffe's {lw} exceeds their combined {raf}", es: "15.1: pierden los dos jugadores de la RAF — los {lw} de la Luftwaffe superan sus {raf} combinados" }
    // ---- the rules reference (src/reference.rs) ----
    RulesButton { en: "Rules", es: "Reglas" }
    RulesButtonHint { en: "The rules reference, in our own words (F1)", es: "La referencia de reglas, con nuestras palabras (F1)" }
    RulesTitle { en: "Rules reference", es: "Referencia de reglas" }
    RulesNotice { en: "Written for this program in our own words: not the rulebook's text.", es: "Escrita para este programa con nuestras palabras: no es el texto del reglamento." }
    RulesSearch { en: "Search", es: "Buscar" }
    RulesSearchHint { en: "words in a title or text", es: "palabras del título o del texto" }
    RulesNoMatch { en: "No page contains all of: {words}", es: "Ninguna página contiene todas estas palabras: {words}" }
    RulesMatches { en: "{n} {n|page|pages} found", es: "{n} {n|página encontrada|páginas encontradas}" }
    RulesBack { en: "◀ Back", es: "◀ Atrás" }
    RulesForward { en: "Forward ▶", es: "Adelante ▶" }
    RulesPartOf { en: "Part of:", es: "Forma parte de:" }
    RulesSections { en: "In this section:", es: "En esta sección:" }
    RulesSeeAlso { en: "See also:", es: "Véase también:" }
    RulesClickHint { en: "Click to read the whole rule.", es: "Pulse para leer la regla completa." }
    CliRulesIndex { en: "London's Burning: rules reference, in our own words (not the rulebook's text). `londons-burning rules SECTION` prints a page; `--search WORDS` finds pages.", es: "Londres en llamas: referencia de reglas, con nuestras palabras (no es el texto del reglamento). `londons-burning rules SECCIÓN` muestra una página; `--search PALABRAS` busca páginas." }
    CliNoSuchRule { en: "there is no section {section} in the rules reference; `londons-burning rules` lists them all", es: "no hay ninguna sección {section} en la referencia de reglas; `londons-burning rules` las enumera todas" }
    // ---- installed and shared (issue 22) ----
    ImportExists { en: "a campaign called {name} is already saved ({path}); import it under another name with --name NEW, or replace it with --replace", es: "ya hay una campaña guardada llamada {name} ({path}); impórtela con otro nombre con --name NUEVO, o reemplácela con --replace" }
    ImportDone { en: "Imported {name} from {file} into {path}.", es: "Importada {name} desde {file} en {path}." }
    ExportDone { en: "Exported {name} to {path}. The file is a save: `londons-burning import` or the app's Import… reads it.", es: "Exportada {name} a {path}. El archivo es una partida guardada: `londons-burning import` o «Importar…» de la aplicación la leen." }
    ExportFileExists { en: "{path} already exists; choose another file or pass --force to replace it", es: "{path} ya existe; elija otro archivo o use --force para reemplazarlo" }
    DesktopInstalled { en: "The desktop entry and the icon are installed ({n} files under {dir}), starting {exe}: London's Burning is in the desktop's menu (some desktops show it only after you log in again).", es: "La entrada de escritorio y el icono están instalados ({n} archivos en {dir}) y arrancan {exe}: Londres en llamas está en el menú del escritorio (algunos escritorios no lo muestran hasta volver a iniciar sesión)." }
    DesktopUninstalled { en: "The desktop entry and the icon are removed ({n} files under {dir}).", es: "La entrada de escritorio y el icono se han quitado ({n} archivos en {dir})." }
    DesktopNothing { en: "No desktop entry of London's Burning under {dir}: nothing to remove.", es: "No hay ninguna entrada de escritorio de Londres en llamas en {dir}: nada que quitar." }
    DesktopUnsupported { en: "desktop entries are for Linux desktops (freedesktop.org); on Windows and macOS start the program from the folder cargo installed it in", es: "las entradas de escritorio son para los escritorios de Linux (freedesktop.org); en Windows y macOS arranque el programa desde la carpeta donde lo instaló cargo" }
    DesktopIo { en: "{path}: {detail}", es: "{path}: {detail}" }
    CrashNotice { en: "The last run of London's Burning crashed (the save was not touched); the crash report is at {path}", es: "La última ejecución de Londres en llamas falló (la partida guardada no se tocó); el informe del fallo está en {path}" }
    CrashDismiss { en: "Dismiss", es: "Cerrar aviso" }
    SavesFolder { en: "Your campaigns are kept in {dir}", es: "Sus campañas se guardan en {dir}" }
    OpenFolder { en: "Open folder", es: "Abrir la carpeta" }
    OpenFolderHint { en: "Show this folder in the file manager", es: "Mostrar esta carpeta en el gestor de archivos" }
    OpenFolderFailed { en: "Could not open {dir} in the file manager: {reason}", es: "No se pudo abrir {dir} en el gestor de archivos: {reason}" }
    ImportButton { en: "Import…", es: "Importar…" }
    ImportButtonHint { en: "Add a campaign from a save file (one exported on another computer, or a backup); you can also drop the file on the window", es: "Añadir una campaña desde un archivo (exportado en otro ordenador, o una copia); también puede soltar el archivo sobre la ventana" }
    ImportTitle { en: "Import a campaign", es: "Importar una campaña" }
    ImportFile { en: "Save file", es: "Archivo" }
    ImportFilesIn { en: "Save files in {dir}:", es: "Archivos de partida en {dir}:" }
    ImportNoFiles { en: "No save files (.json) in {dir}.", es: "No hay archivos de partida (.json) en {dir}." }
    ImportGo { en: "Import", es: "Importar" }
    ImportChecking { en: "The file is checked and replayed as loading does; nothing is changed if it is refused.", es: "El archivo se comprueba y se repite igual que al cargar; si se rechaza, no cambia nada." }
    ImportClash { en: "A campaign called {name} is already saved. Import this one under another name, or replace the saved one?", es: "Ya hay una campaña guardada llamada {name}. ¿Importar esta con otro nombre, o reemplazar la guardada?" }
    ImportNewName { en: "New name", es: "Nombre nuevo" }
    ImportAsNew { en: "Import under the new name", es: "Importar con el nombre nuevo" }
    ImportReplace { en: "Replace the saved campaign", es: "Reemplazar la campaña guardada" }
    ImportNameTaken { en: "{name} is taken too: choose another name", es: "{name} también está ocupado: elija otro nombre" }
    ImportedApp { en: "Imported {name} ({edition}) into {path}.", es: "Importada {name} ({edition}) en {path}." }
    ImportOpen { en: "Open it", es: "Abrirla" }
    ImportClose { en: "Close", es: "Cerrar" }
    ImportDrop { en: "Drop a save file to import it", es: "Suelte un archivo de partida para importarlo" }
    ExportButton { en: "Export…", es: "Exportar…" }
    ExportButtonHint { en: "Write this campaign to a file to give to a friend, move to another computer or keep as a backup", es: "Escribir esta campaña en un archivo para dársela a un amigo, llevarla a otro ordenador o guardar una copia" }
    ExportTitle { en: "Export {name}", es: "Exportar {name}" }
    ExportTo { en: "To file", es: "Al archivo" }
    ExportNote { en: "The file is a save: Import… (or londons-burning import FILE) adds it on any computer, with its board edition and its advice marks.", es: "El archivo es una partida guardada: «Importar…» (o londons-burning import ARCHIVO) la añade en cualquier ordenador, con su edición del tablero y sus marcas de consejo." }
    ExportWillReplace { en: "{path} already exists: exporting replaces it.", es: "{path} ya existe: al exportar se reemplaza." }
    ExportGo { en: "Export", es: "Exportar" }
    ExportReplaceGo { en: "Replace it", es: "Reemplazarlo" }
    ExportedApp { en: "Exported to {path}", es: "Exportada a {path}" }
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
            out.insert(after[..j].split('|').next().unwrap_or_default().to_string());
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
    fn plurals_pick_the_word_for_the_number() {
        assert_eq!(tr!(Lang::En, Msg::OptBursts, n = 1), "1 burst");
        assert_eq!(tr!(Lang::En, Msg::OptBursts, n = 2), "2 bursts");
        assert_eq!(tr!(Lang::En, Msg::StatusVictories, n = 0), "0 victories");
        assert_eq!(tr!(Lang::En, Msg::StatusVictories, n = 1), "1 victory");
        assert_eq!(tr!(Lang::En, Msg::Hexes, n = 1), "1 hex");
        assert_eq!(tr!(Lang::Es, Msg::OptBursts, n = 1), "1 ráfaga");
        assert_eq!(tr!(Lang::Es, Msg::OptBursts, n = 3), "3 ráfagas");
        assert_eq!(
            tr!(Lang::Es, Msg::AskRepair, points = 1),
            "Noche: queda 1 punto de reparación — reemplace un avión o repare un punto de daño de bombas (12.1)."
        );
        assert_eq!(plural("1", &["a", "b"]), "a");
        assert_eq!(plural("1.0", &["a", "b"]), "a");
        assert_eq!(plural("0", &["a", "b"]), "b");
        assert_eq!(plural("x", &["a", "b"]), "b");
        assert_eq!(fill("{n|one|other} {m|x}", &[("n", &1)]), "one {m|x}");
    }

    #[test]
    fn no_message_writes_a_plural_with_brackets() {
        // "burst(s)", "queda(n)": every count takes its word through a
        // `{n|one|other}` slot instead.
        for &m in Msg::ALL {
            for lang in Lang::ALL {
                let t = m.text(lang);
                for bad in ["(s)", "(es)", "(n)", "(as)", "(os)"] {
                    assert!(!t.contains(bad), "{m:?} ({lang}) writes {bad}: {t}");
                }
            }
        }
    }

    #[test]
    fn language_codes() {
        assert_eq!("ES".parse::<Lang>(), Ok(Lang::Es));
        assert!("fr".parse::<Lang>().is_err());
    }
}
