//! The command line: no subcommand opens the desktop app; subcommands do
//! headless work. Errors print one line on stderr (`error: ...`) and exit
//! with status 1; usage errors exit with 2 (clap), and so does `rules` with
//! a section the reference does not have. Output goes through `outln!` and
//! `out!` ([`emit`]): a reader that closes the pipe (`status NAME | head -1`)
//! ends the command quietly with status 0 ([`Failure::Hangup`]). A NAME is
//! the campaign's name inside its save, as `list` prints it (`save::find`).

use crate::edition::Edition;
use crate::text::{Lang, Localize};
use crate::text::date as show_date;
use crate::text::{level_name, pilot_name};
use crate::rules::state::{PilotStatus, PlaneStatus, Players};
use crate::rules::{Options, Pending, Scenario, Setup, WeatherMode};
use crate::save;
use crate::session::Session;
use crate::sim::Bot;
use crate::sim::simulate::SimConfig;
use crate::table::{Refusal, Saved, Store, Table};
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Parser, Debug)]
#[command(
    name = "londons-burning",
    version,
    about = "London's Burning: a campaign manager for the solitaire Battle of Britain game"
)]
pub struct Cli {
    /// A save file to open in the app, as a double-click on an exported
    /// campaign (`.lbcampaign`) does: one in the saves folder opens, any
    /// other is imported first, as Import… does.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// Folder for saved campaigns (default: the platform's data folder).
    #[arg(long, global = true, value_name = "DIR")]
    pub saves_dir: Option<PathBuf>,
    /// The board edition for new campaigns and simulations: a built-in
    /// edition's number (1 or 2; 2 is the default), or a folder whose files
    /// replace the current built-in edition's. A saved campaign always plays
    /// on the edition it was started on.
    #[arg(long, global = true, value_name = "N|DIR")]
    pub edition: Option<PathBuf>,
    /// Language of the output: en, es or a language of the languages folder
    /// (see `check-translation`) (default: from LANG).
    #[arg(long, global = true)]
    pub lang: Option<Lang>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Start a new campaign and save it.
    New(NewArgs),
    /// List the saved campaigns.
    List,
    /// Show a saved campaign: date, phase, pilots, damage, score.
    Status {
        /// The campaign's name.
        name: String,
    },
    /// Check a board edition folder (default: the built-in edition).
    CheckData {
        /// The folder (its six files, or some of them; see the README).
        dir: Option<PathBuf>,
    },
    /// Check a translation: a folder of .ftl files (a language, named by its
    /// code, e.g. `fr`) against the English messages. Lists the missing
    /// messages (shown in English), those English does not have, the
    /// malformed ones and those using variables the English message is not
    /// given; exits 1 on errors. A checked folder placed in the languages
    /// folder (Linux: ~/.config/londons-burning/languages/; or the
    /// LONDONS_BURNING_LANGUAGES folder) is offered by the app's language
    /// switch and by --lang.
    CheckTranslation {
        /// The folder of .ftl files, named by the language's code.
        dir: PathBuf,
    },
    /// Open the app on a saved campaign.
    Open {
        /// The campaign's name.
        name: String,
    },
    /// Play many campaigns with a bot and report the odds, the scores and
    /// every table outcome rolled.
    Simulate(SimulateArgs),
    /// Play a saved campaign forward with a bot, saving as the app does.
    Autoplay {
        /// The campaign's name.
        name: String,
        /// The bot: random (any legal option), passive (never flies),
        /// sensible (patrols, intercepts and attacks with care) or expert
        /// (weighs its options by rollouts: the best play, and slow).
        #[arg(long, default_value = "random")]
        bot: Bot,
        /// Stop at the first decision of this day (YYYY-MM-DD); default: the end.
        #[arg(long)]
        until: Option<chrono::NaiveDate>,
        /// Seed of the bot's own choices (`simulate --json` gives each
        /// campaign's as its bot_seed, to play it again).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Play the campaign (one with no choice yet) with every die
        /// entered from this file, one a line as `report --format dice`
        /// writes them: value (or counter), purpose, rule. Where the file's
        /// next line is not what the game asks, it stops and saves nothing.
        #[arg(long, value_name = "FILE")]
        dice: Option<PathBuf>,
    },
    /// A campaign's after-action report (Markdown) or one of its record
    /// tables (CSV): sorties, victories, losses, raids, combats, days.
    Report {
        /// The campaign's name.
        name: String,
        /// md (the report, in the chosen language), csv (one table), log
        /// (the raw log: every event and die roll with its rule) or dice
        /// (every die and draw, one a line: value or counter, purpose, rule;
        /// what `autoplay --dice` reads).
        #[arg(long, default_value = "md")]
        format: ReportFormat,
        /// With --format csv: the table to write: sorties (the default),
        /// victories, losses, raids, combats or days.
        #[arg(long)]
        table: Option<crate::report::export::Table>,
        /// Write to this file instead of the standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// The rules reference, in our own words: `rules 8.42` prints a page,
    /// `rules 8` a section with all its pages, `rules` alone the index.
    Rules {
        /// A section: 8.42, 8, R13 (rulings). None: the index.
        section: Option<String>,
        /// Only the pages containing all these words (in the chosen
        /// language; within SECTION if one is given).
        #[arg(long, value_name = "WORDS")]
        search: Option<String>,
    },
    /// What the expert would do at a saved campaign's pending decision, why,
    /// and what its best options cost (estimated by rollouts). Asking is
    /// recorded in the save: the campaign counts as played with advice.
    Advise {
        /// The campaign's name.
        name: String,
        /// Rollouts per option weighed.
        #[arg(long, default_value_t = crate::sim::advisor::ADVICE_ROLLOUTS)]
        rollouts: usize,
        /// Print the advice as JSON: the choice, its reason (the measure,
        /// the two options compared, each value and its standard error, the
        /// gap, which way is better), the best options' figures.
        #[arg(long)]
        json: bool,
    },
    /// The expert's review of a saved campaign: for every RAF decision, what
    /// it cost against the expert's best option (by its rollouts), a grade,
    /// the accuracy per day and for the campaign, the costliest decisions
    /// explained. Kept beside the saves (`reviews/`), so it is computed once.
    /// Reviewing a campaign that is not over marks it as played with advice.
    Review {
        /// The campaign's name.
        name: String,
        /// Print the review as JSON (Markdown otherwise).
        #[arg(long)]
        json: bool,
        /// Rollouts every option of a decision gets first.
        #[arg(long)]
        rollouts: Option<usize>,
        /// Write to this file instead of the standard output; the Markdown
        /// gets the graph of the campaign beside it, as an SVG of the same
        /// name (review.md: review.svg).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// The campaign's ledger: the expected result at the start, how much the
    /// dice gave or cost (the luck of every roll, in points of the final
    /// margin), what the decisions cost, the result with average dice, the
    /// luckiest and unluckiest rolls, the luck per day. A campaign not over
    /// is marked as played with advice, as by `review`.
    Ledger {
        /// The campaign's name.
        name: String,
        /// Print the ledger as JSON (text otherwise).
        #[arg(long)]
        json: bool,
        /// Rollouts every option of a decision gets first, in the review
        /// whose decisions' costs the ledger sums (as `review --rollouts`).
        #[arg(long)]
        rollouts: Option<usize>,
    },
    /// Re-run a save from its choices and check that it matches the file:
    /// every daily snapshot and the summary. Exits 1 when it does not.
    Replay {
        /// The campaign's name.
        name: String,
    },
    /// Export a saved campaign to a file: a save, checked first, to give
    /// to a friend, move to another computer or keep as a backup.
    Export {
        /// The campaign's name.
        name: String,
        /// The file to write (default: the campaign's file name with the
        /// extension of exported campaigns, e.g. eagle-day.lbcampaign, in
        /// the current folder).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// Replace FILE if it exists.
        #[arg(long)]
        force: bool,
    },
    /// Import a campaign from a save file (an exported one) into the saves
    /// folder. It is checked and replayed as loading does, and keeps its
    /// board edition and its advice marks.
    Import {
        /// The save file.
        file: PathBuf,
        /// Save it under this name (its own by default).
        #[arg(long)]
        name: Option<String>,
        /// Replace a saved campaign of the same name (refused otherwise).
        #[arg(long)]
        replace: bool,
    },
    /// The desktop entry and the icon (Linux desktops): printed, or with
    /// --install written into your folders (~/.local/share) so that a
    /// program installed with cargo shows in the desktop's menu;
    /// --uninstall removes them.
    DesktopEntry {
        /// Write the entry and the icon into your folders.
        #[arg(long, conflicts_with = "uninstall")]
        install: bool,
        /// Remove them.
        #[arg(long)]
        uninstall: bool,
    },
}

/// What `report` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ReportFormat {
    Md,
    Csv,
    Log,
    Dice,
}

#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// How many campaigns to play.
    #[arg(long, default_value_t = 1000)]
    pub campaigns: u64,
    /// short, regular or long.
    #[arg(long, default_value = "long")]
    pub scenario: Scenario,
    /// historical or optional (not with the short scenario, 4.3).
    #[arg(long, default_value = "historical")]
    pub weather: WeatherMode,
    /// The bot: random (any legal option), passive (never flies),
    /// sensible (patrols, intercepts and attacks with care) or expert
    /// (weighs its options by rollouts: the best play, and slow).
    #[arg(long, default_value = "random")]
    pub bot: Bot,
    /// Seed of the run: campaign i always gets the same dice.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: one per core). The report does not depend
    /// on it.
    #[arg(long)]
    pub threads: Option<usize>,
    /// Print the report as JSON, with every campaign's result (RAF, Luftwaffe,
    /// their margin, the verdict) and its seeds (seed, bot_seed): `new --seed
    /// SEED` and `autoplay --bot BOT --seed BOT_SEED` play it again.
    #[arg(long)]
    pub json: bool,
    /// Check every invariant after every decision (always on in debug builds).
    #[arg(long)]
    pub check: bool,
    #[command(flatten)]
    pub rules: OptionalRules,
}

/// The optional rules 14.1-14.3, as flags.
#[derive(Args, Debug)]
pub struct OptionalRules {
    /// Optional rule 14.1, bombers' crossfire.
    #[arg(long)]
    pub crossfire: bool,
    /// Optional rule 14.2, changing base.
    #[arg(long)]
    pub base_change: bool,
    /// Optional rule 14.3, aborting the mission.
    #[arg(long)]
    pub abort: bool,
}

impl OptionalRules {
    fn options(&self) -> Options {
        Options {
            crossfire: self.crossfire,
            base_change: self.base_change,
            abort: self.abort,
            ..Options::default()
        }
    }
}

#[derive(Args, Debug)]
pub struct NewArgs {
    /// short (to 18 Aug), regular (to 6 Sep) or long (to 15 Sep).
    #[arg(long, default_value = "regular")]
    pub scenario: Scenario,
    /// historical or optional (not with the short scenario, 4.3).
    #[arg(long, default_value = "historical")]
    pub weather: WeatherMode,
    /// solitaire, two-raf (two RAF players, 15.1) or luftwaffe (an RAF
    /// player against a Luftwaffe player, 15.2: every optional rule, and the
    /// optional weather table unless short).
    #[arg(long, default_value = "solitaire")]
    pub players: Players,
    /// The base: one of the five sector airfields (biggin-hill, kenley,
    /// hornchurch, north-weald, northolt).
    #[arg(long, default_value = "biggin-hill")]
    pub base: String,
    /// Seed of the dice (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The campaign's name (also its file name).
    #[arg(long)]
    pub name: String,
    #[command(flatten)]
    pub rules: OptionalRules,
    /// No undo in the app (the iron rule).
    #[arg(long)]
    pub no_undo: bool,
    /// Play with your own dice: the kinds of roll you roll yourself and
    /// enter (comma-separated: setup, weather, raids, combat, aftermath,
    /// luftwaffe; or all). The program rolls the rest.
    #[arg(long, value_delimiter = ',', value_name = "KINDS")]
    pub own_dice: Option<Vec<String>>,
    /// Two-player games (15): both players agree that either may ask the
    /// advisor (off unless given; solitaire campaigns may always ask).
    #[arg(long)]
    pub advice: bool,
    /// Optional rule 14.4: place the heavy AA guns yourself (site ids,
    /// comma-separated). With --light-aa and --balloons it replaces the
    /// printed defences.
    #[arg(long, value_delimiter = ',', value_name = "SITES")]
    pub heavy_aa: Option<Vec<String>>,
    /// Optional rule 14.4: the light AA guns (site ids).
    #[arg(long, value_delimiter = ',', value_name = "SITES")]
    pub light_aa: Option<Vec<String>>,
    /// Optional rule 14.4: the balloon barrages (site ids).
    #[arg(long, value_delimiter = ',', value_name = "SITES")]
    pub balloons: Option<Vec<String>>,
    /// Replace an existing campaign of the same name.
    #[arg(long)]
    pub force: bool,
}

/// Why a command stopped.
pub enum Failure {
    /// It failed: one line on stderr, status 1.
    Msg(String),
    /// A usage error (`rules` with a section the reference does not
    /// have): one line on stderr, status 2, as a mistyped command.
    Usage(String),
    /// The reader of the output hung up (`status NAME | head -1`): the
    /// command ends quietly with status 0, as it would had the reader read
    /// on.
    Hangup,
    /// The output could not be written (a full disk): status 1.
    Output(std::io::Error),
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Failure {
        if e.kind() == std::io::ErrorKind::BrokenPipe { Failure::Hangup } else { Failure::Output(e) }
    }
}

/// Writes to standard output (what `outln!` and `out!` do): a write error
/// ends the command, quietly when the reader has hung up.
fn emit(args: std::fmt::Arguments) -> Result<(), Failure> {
    use std::io::Write;
    Ok(std::io::stdout().lock().write_fmt(args)?)
}

/// `println!` for the commands: `outln!(...)?` (see [`Failure::Hangup`]).
macro_rules! outln {
    () => {
        emit(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        emit(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` for the commands: `out!(...)?`.
macro_rules! out {
    ($($arg:tt)*) => {
        emit(format_args!($($arg)*))
    };
}

/// `eprintln!` that never panics: a message nobody can read is dropped.
macro_rules! errln {
    ($($arg:tt)*) => {{
        use std::io::Write;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

/// Runs the command line; returns the process exit code.
pub fn run(cli: Cli) -> i32 {
    let lang = cli.lang.unwrap_or_else(Lang::from_env);
    // The app's start screen says it itself.
    if cli.command.as_ref().is_some_and(|c| !matches!(c, Command::Open { .. }))
        && let Some(report) = crate::crash::take_notice()
    {
        errln!("{}", t!(lang, "crash-notice", path = report.display()));
    }
    let done = match &cli.command {
        Some(Command::Rules { section, search }) => rules(section.as_deref(), search.as_deref(), lang),
        _ => execute(&cli, lang),
    };
    // What is still buffered goes out now, so that its error is seen.
    let done = done.and_then(|()| Ok(std::io::Write::flush(&mut std::io::stdout())?));
    match done {
        Ok(()) | Err(Failure::Hangup) => 0,
        Err(Failure::Msg(msg)) => {
            errln!("{}: {msg}", t!(lang, "error"));
            1
        }
        Err(Failure::Usage(msg)) => {
            errln!("{}: {msg}", t!(lang, "error"));
            2
        }
        Err(Failure::Output(e)) => {
            errln!("{}: {}", t!(lang, "error"), t!(lang, "cli-output-failed", detail = e));
            1
        }
    }
}

fn edition(cli: &Cli, lang: Lang) -> Result<Arc<Edition>, Failure> {
    match &cli.edition {
        // A number names a built-in edition (unless a folder has that name).
        Some(arg) if !arg.exists() && arg.to_str().is_some_and(|s| s.parse::<u32>().is_ok()) => {
            let n = arg.to_str().and_then(|s| s.parse::<u32>().ok()).unwrap_or(0);
            Edition::builtin_number(n).ok_or_else(|| Failure::Msg(t!(lang, "cli-no-such-edition", n = n)))?
        }
        Some(dir) => Edition::load_dir(dir).map(Arc::new),
        None => Edition::builtin(),
    }
    .inspect(|ed| crate::crash::set_edition(ed))
    .map_err(|e| Failure::Msg(e.localize(lang).replace('\n', "; ")))
}

fn execute(cli: &Cli, lang: Lang) -> Result<(), Failure> {
    let dir = save::saves_dir(cli.saves_dir.as_deref());
    let fail = |e: &dyn Localize| Failure::Msg(e.localize(lang));
    match &cli.command {
        None => {
            // A word that is neither a command nor a file is a typing
            // mistake, not a save to import.
            if let Some(file) = &cli.file
                && !file.is_file()
            {
                return Err(Failure::Usage(t!(lang, "cli-no-such-file", arg = file.display())));
            }
            crate::app::run_with(
                crate::app::AppConfig { saves_dir: dir, edition: edition(cli, lang)?, lang, open: None },
                cli.file.clone(),
            )
            .map_err(Failure::Msg)
        }
        Some(Command::Open { name }) => crate::app::run(crate::app::AppConfig {
            saves_dir: dir,
            edition: edition(cli, lang)?,
            lang,
            open: Some(name.clone()),
        })
        .map_err(Failure::Msg),
        Some(Command::CheckData { dir: data }) => {
            let (label, result) = match data {
                Some(d) => (d.display().to_string(), Edition::load_dir(d).map(Arc::new)),
                None => (t!(lang, "built-in-edition"), Edition::builtin()),
            };
            match result {
                Ok(ed) => {
                    outln!(
                        "{}",
                        t!(
                            lang,
                            "check-data-ok",
                            dir = label,
                            sites = ed.sites.len(),
                            german = ed.german.len(),
                            raf = ed.raf.len(),
                            pilots = ed.pilots.len(),
                            days = ed.calendar.days.len()
                        )
                    )?;
                    Ok(())
                }
                Err(e) => {
                    // The first line is the reason; every problem follows.
                    let mut lines = e.0.iter().map(|p| p.localize(lang));
                    let first = lines.next().unwrap_or_default();
                    for more in lines {
                        errln!("  {more}");
                    }
                    Err(Failure::Msg(first))
                }
            }
        }
        Some(Command::CheckTranslation { dir }) => check_translation(dir, lang),
        Some(Command::New(a)) => {
            let ed = edition(cli, lang)?;
            let path = save::save_path(&dir, &a.name).map_err(|e| fail(&e))?;
            // A campaign of that name (in whatever file), or a file the name makes.
            let old = match save::find(&dir, &a.name) {
                Ok(p) => Some(p),
                Err(save::SaveError::Ambiguous { files, .. }) => files.into_iter().next(),
                Err(_) => None,
            };
            if let Some(old) = &old
                && !a.force
            {
                return Err(Failure::Msg(t!(lang, "cli-exists", name = a.name, path = old.display())));
            }
            let setup = Setup {
                scenario: a.scenario,
                weather: a.weather,
                base: a.base.clone(),
                seed: a.seed.unwrap_or_else(crate::table::clock_seed),
                options: Options {
                    no_undo: a.no_undo,
                    advice: a.advice && a.players != Players::Solitaire,
                    defences: (a.heavy_aa.is_some() || a.light_aa.is_some() || a.balloons.is_some()).then(
                        || crate::rules::state::Defences {
                            heavy_aa: a.heavy_aa.clone().unwrap_or_default(),
                            light_aa: a.light_aa.clone().unwrap_or_default(),
                            balloons: a.balloons.clone().unwrap_or_default(),
                        },
                    ),
                    own_dice: match &a.own_dice {
                        Some(groups) => Some(own_dice_groups(groups, lang)?),
                        None => None,
                    },
                    ..a.rules.options()
                },
                players: a.players,
                revision: crate::rules::state::RULES_REVISION,
                dice: Vec::new(),
            };
            let store = Store::new(&dir);
            let table = Table::create(store, &a.name, ed, setup).map_err(|e| fail(&e))?;
            // Replaced (--force): the old campaign goes, wherever its file was.
            if let Some(old) = old.filter(|o| *o != path) {
                save::delete_file(&old).map_err(|e| fail(&e))?;
            }
            outln!(
                "{}",
                t!(lang, "cli-created", name = a.name, path = path.display(), seed = table.session().setup().seed)
            )?;
            print_status(table.session(), lang)
        }
        Some(Command::List) => {
            let rows = save::list(&dir);
            if rows.is_empty() {
                outln!("{}", t!(lang, "cli-no-saves", dir = dir.display()))?;
            } else {
                outln!("{}:", t!(lang, "app-saves", dir = dir.display()))?;
            }
            for row in rows {
                match row.entry {
                    Ok(save::ListedSave { name, handle, setup, summary: sum, edition, advised }) => {
                        let state = if sum.over {
                            t!(lang, "cli-over")
                        } else {
                            save::when(sum.date, sum.phase, lang)
                        };
                        // A name another save holds too: this one's file.
                        let file = if handle != name { format!(" ({handle})") } else { String::new() };
                        let advised = if advised {
                            format!("  ({})", t!(lang, "hf-advised"))
                        } else {
                            String::new()
                        };
                        outln!(
                            "{name}{file}  [{}, {}]  {state}  RAF {} – Luftwaffe {}{advised}",
                            t!(lang, setup.scenario.msg()),
                            edition.label(lang),
                            sum.raf,
                            sum.luftwaffe
                        )?;
                    }
                    Err(e) => outln!("{}  ({})", row.path.display(), e.localize(lang))?,
                }
            }
            Ok(())
        }
        Some(Command::Autoplay { name, bot, until, seed, dice: Some(file) }) => {
            let ed = edition(cli, lang)?;
            let text = crate::files::read_limited(file, MAX_DICE_FILE_BYTES).map_err(|e| fail(&e))?;
            let text = String::from_utf8_lossy(&text);
            let lines = crate::table::dice::parse_dice_file(&text, lang).map_err(Failure::Msg)?;
            let store = Store::new(&dir);
            let path = save::find(store.dir(), name).map_err(|e| fail(&e))?;
            let saved = save::load_path(&path, ed.clone()).map_err(|e| fail(&e))?;
            if !saved.choices().is_empty() {
                return Err(Failure::Msg(t!(lang, "cli-dice-new-only", name = name, n = saved.choices().len())));
            }
            let mut rng =
                <rand_chacha::ChaCha8Rng as rand_chacha::rand_core::SeedableRng>::seed_from_u64(*seed);
            // Played in memory: a file that does not fit changes nothing.
            let session = crate::table::dice::play_dice_file(
                &saved.name,
                ed,
                saved.setup().clone(),
                &lines,
                *until,
                |c, d| bot.choose(c, d, &mut rng),
                lang,
            )
            .map_err(Failure::Msg)?;
            let table = Table::adopt_file(store, &path, session).map_err(|e| fail(&e))?;
            print_status(table.session(), lang)
        }
        Some(Command::Autoplay { name, bot, until, seed, dice: None }) => {
            let ed = edition(cli, lang)?;
            let mut table = Table::open(Store::new(&dir), name, ed).map_err(|e| fail(&e))?;
            // A bot plays its own choices, not the guided example's.
            table.close_guide();
            let mut rng =
                <rand_chacha::ChaCha8Rng as rand_chacha::rand_core::SeedableRng>::seed_from_u64(*seed);
            // Saved after every choice, as the app saves (table::store).
            loop {
                let c = table.campaign();
                if until.is_some_and(|u| c.state().date >= u) {
                    break;
                }
                let Pending::Decide(d) = table.pending() else { break };
                let choice = bot.choose(c, d, &mut rng);
                if let Err(Refusal::Illegal(e)) = table.choose(choice) {
                    return Err(fail(&e));
                }
                if let Some(q) = table.dice_question() {
                    // Played with the player's own dice: a bot cannot roll them.
                    let asks = crate::text::dice::question_prompt(q, lang);
                    return Err(Failure::Msg(t!(lang, "cli-dice-asks", asks = asks)));
                }
                if let Saved::Failed(e) = table.saved() {
                    return Err(Failure::Msg(e.clone()));
                }
            }
            print_status(table.session(), lang)
        }
        Some(Command::Simulate(a)) => simulate(cli, a, lang),
        Some(Command::Advise { name, rollouts, json }) => {
            let ed = edition(cli, lang)?;
            let mut table = Table::open(Store::new(&dir), name, ed).map_err(|e| fail(&e))?;
            let cfg = crate::sim::advisor::AdviceConfig {
                rollouts: (*rollouts).max(1),
                ..crate::sim::advisor::AdviceConfig::default()
            };
            let advice = table.advise_now(&cfg).map_err(|e| fail(&e))?;
            if let Saved::Failed(e) = table.saved() {
                return Err(Failure::Msg(e.clone()));
            }
            if *json {
                let shown = AdviceJson { format: ADVICE_JSON_VERSION, advice: &advice };
                let text = serde_json::to_string_pretty(&shown).map_err(|e| Failure::Msg(e.to_string()))?;
                outln!("{text}")?;
            } else {
                out!("{}", advice_text(table.session(), &advice, lang))?;
            }
            Ok(())
        }
        Some(Command::Report { name, format, table, out }) => {
            let ed = edition(cli, lang)?;
            let session = load(&dir, name, ed).map_err(|e| fail(&e))?;
            let report = crate::report::build(&session);
            let text = match format {
                ReportFormat::Dice => {
                    if table.is_some() {
                        return Err(Failure::Msg(t!(lang, "rp-csv-needs-table")));
                    }
                    let mut lines = crate::table::dice::dice_lines(&session, lang).map_err(Failure::Msg)?;
                    lines.push(String::new());
                    lines.join("\n")
                }
                ReportFormat::Md | ReportFormat::Log => {
                    if table.is_some() {
                        return Err(Failure::Msg(t!(lang, "rp-csv-needs-table")));
                    }
                    if *format == ReportFormat::Log {
                        crate::report::export::raw_log(&session, lang)
                    } else {
                        let days = crate::report::journal::build(&session);
                        crate::report::export::markdown(&session, &report, &days, lang)
                    }
                }
                ReportFormat::Csv => crate::report::export::csv(
                    &report,
                    session.edition(),
                    table.unwrap_or(crate::report::export::Table::Sorties),
                ),
            };
            match out {
                Some(path) => {
                    save::write_atomic(path, text.as_bytes()).map_err(|e| fail(&e))?;
                    outln!("{}", t!(lang, "rp-written", path = path.display()))?;
                }
                None => out!("{text}")?,
            }
            Ok(())
        }
        Some(Command::Replay { name }) => {
            let ed = edition(cli, lang)?;
            let path = save::find(&dir, name).map_err(|e| fail(&e))?;
            let s = crate::report::verify::verify_path(&path, ed, lang).map_err(|e| fail(&e))?;
            let st = s.campaign().state();
            let score = s.campaign().score();
            outln!(
                "{}",
                t!(
                    lang,
                    "rp-replay-matches",
                    name = s.name,
                    choices = s.choices().len(),
                    days = s.snapshots().len(),
                    when = save::when(st.date, st.phase, lang),
                    raf = score.raf,
                    luftwaffe = score.luftwaffe
                )
            )?;
            Ok(())
        }
        Some(Command::Status { name }) => {
            let ed = edition(cli, lang)?;
            let session = load(&dir, name, ed).map_err(|e| fail(&e))?;
            print_status(&session, lang)
        }
        Some(Command::Review { name, json, rollouts, out }) => {
            review(cli, &dir, name, *rollouts, *json, out.as_deref(), lang)
        }
        Some(Command::Ledger { name, json, rollouts }) => ledger(cli, &dir, name, *rollouts, *json, lang),
        // Answered in `run`, which gives it its own exit code.
        Some(Command::Rules { .. }) => Ok(()),
        Some(Command::Export { name, out, force }) => export(cli, &dir, name, out.as_deref(), *force, lang),
        Some(Command::Import { file, name, replace }) => {
            import(cli, &dir, file, name.as_deref(), *replace, lang)
        }
        Some(Command::DesktopEntry { install, uninstall }) => desktop_entry(*install, *uninstall, lang),
    }
}

/// `rules [SECTION] [--search WORDS]`: a page, a section with its pages,
/// the index, or the pages found. An unknown section exits with 2, as a
/// mistyped command does.
fn rules(section: Option<&str>, search: Option<&str>, lang: Lang) -> Result<(), Failure> {
    use crate::reference;
    const WIDTH: usize = 78;
    let top = match section {
        Some(s) => match reference::page(s, lang) {
            Some(p) => Some(p),
            None => {
                let shown = reference::normalize(s);
                return Err(Failure::Usage(t!(lang, "cli-no-such-rule", section = shown)));
            }
        },
        None => None,
    };
    let inside = |id: &str| top.is_none_or(|t| reference::within(id, t.id));
    if let Some(words) = search {
        let found: Vec<_> = reference::search(words, lang).into_iter().filter(|p| inside(p.id)).collect();
        if found.is_empty() {
            outln!("{}", t!(lang, "rules-no-match", words = words.trim()))?;
        }
        for p in found {
            outln!("{:<6} {} — {}", p.id, p.title, p.first_sentence())?;
        }
        return Ok(());
    }
    match top {
        Some(_) => {
            let pages: Vec<_> = reference::pages(lang).iter().filter(|p| inside(p.id)).collect();
            for (i, p) in pages.into_iter().enumerate() {
                if i > 0 {
                    outln!()?;
                }
                out!("{}", reference::page_text(p, WIDTH))?;
            }
        }
        None => {
            out!("{}", reference::wrap_text(&t!(lang, "cli-rules-index"), WIDTH))?;
            outln!()?;
            for p in reference::pages(lang) {
                let indent = "  ".repeat(reference::depth(p.id));
                outln!("{indent}{:<6} {}", p.id, p.title)?;
            }
        }
    }
    Ok(())
}

/// The format of `advise --json` (the advice's fields, flattened beside it).
const ADVICE_JSON_VERSION: u32 = 1;

/// `advise --json`: the advice with its format's version.
#[derive(serde::Serialize)]
struct AdviceJson<'a> {
    format: u32,
    #[serde(flatten)]
    advice: &'a crate::sim::advisor::Advice,
}

/// The advice as the terminal shows it: the decision, the expert's choice
/// and why, and the best options' estimates.
fn advice_text(session: &Session, a: &crate::sim::advisor::Advice, lang: Lang) -> String {
    use std::fmt::Write;
    let c = session.campaign();
    let mut o = String::new();
    if let Pending::Decide(d) = c.pending_light() {
        let _ = writeln!(o, "{}", d.prompt(c.edition(), lang));
    }
    let _ = writeln!(o, "{}: {}", t!(lang, "advice-title"), a.reason(c, lang));
    if a.top.is_empty() {
        return o;
    }
    // At night the target points can only fall (12.1): said as taken off,
    // as in the app's table and the reasons.
    let off = crate::text::coach::taken_off(&a.top.iter().map(|e| e.target_points).collect::<Vec<_>>());
    let sign = if off { -1.0 } else { 1.0 };
    let _ = writeln!(
        o,
        "  {:<44} {:>12} {:>12} {:>12} {:>12}",
        t!(lang, "advice-col-option"),
        t!(lang, "advice-col-victories"),
        t!(lang, "advice-col-losses"),
        if off { t!(lang, "advice-col-targets-off") } else { t!(lang, "advice-col-targets") },
        t!(lang, "advice-col-prevented")
    );
    // Each figure with its standard error; "=" marks the options the
    // rollouts cannot tell from the choice.
    let pm = |x: f64, se: f64| crate::text::coach::est(x, se, lang);
    for (i, e) in a.top.iter().enumerate() {
        let equal = if a.equally_good.contains(&i) { "=" } else { " " };
        let _ = writeln!(
            o,
            "{equal} {:<44} {:>12} {:>12} {:>12} {:>12}",
            crate::text::coach::option_label(c, &e.choice, lang),
            pm(e.victories, e.se.victories),
            pm(e.raf_losses, e.se.raf_losses),
            pm(sign * e.target_points, e.se.target_points),
            pm(e.prevented, e.se.prevented)
        );
    }
    let _ = writeln!(o, "{}", t!(lang, "advice-rollouts", n = a.rollouts, k = a.weighed));
    o
}

/// `simulate`: plays the campaigns on a pool of `--threads` workers with
/// a progress bar on stderr (only when it is a terminal and the run is
/// long), then prints the report. Exits 1 if any campaign failed.
fn simulate(cli: &Cli, a: &SimulateArgs, lang: Lang) -> Result<(), Failure> {
    use std::io::IsTerminal;
    let ed = edition(cli, lang)?;
    let mut cfg = SimConfig::new(a.campaigns, a.scenario, a.weather, a.bot, a.seed);
    cfg.options = a.rules.options();
    cfg.check_invariants |= a.check;
    // A bad setup (the short scenario with optional weather) is refused
    // before any thread starts.
    let mut probe = Setup::new(a.scenario, a.weather, a.seed);
    probe.options = cfg.options.clone();
    crate::rules::Campaign::new(ed.clone(), probe).map_err(|e| Failure::Msg(e.localize(lang)))?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(a.threads.unwrap_or(0))
        .build()
        .map_err(|e| Failure::Msg(t!(lang, "sim-threads", n = a.threads.unwrap_or(0), reason = e)))?;
    let bar = if std::io::stderr().is_terminal() && a.campaigns >= 200 {
        let bar = indicatif::ProgressBar::new(a.campaigns);
        let style = indicatif::ProgressStyle::with_template(&format!(
            "{{elapsed_precise}} [{{wide_bar}}] {{pos}}/{{len}} {} ({{per_sec}}, {{eta}})",
            t!(lang, "sim-progress")
        ))
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
        bar.set_style(style);
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let start = std::time::Instant::now();
    let report = pool.install(|| crate::sim::simulate::simulate(&ed, &cfg, &|| bar.inc(1)));
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    if a.json {
        let text = serde_json::to_string_pretty(&report).map_err(|e| Failure::Msg(e.to_string()))?;
        outln!("{text}")?;
    } else {
        out!("{}", crate::text::simulate::report_text(&report, lang))?;
        outln!(
            "{}",
            t!(
                lang,
                "sim-speed",
                secs = format!("{secs:.2}"),
                threads = pool.current_num_threads(),
                rate = format!("{:.0}", a.campaigns as f64 / secs.max(1e-9)),
                decisions = report.decisions
            )
        )?;
    }
    if report.failures.is_empty() {
        Ok(())
    } else {
        Err(Failure::Msg(t!(lang, "sim-failed", n = report.failures.len(), total = a.campaigns)))
    }
}

/// The status report: date, phase, pilots, damage, score.
pub fn print_status(s: &Session, lang: Lang) -> Result<(), Failure> {
    let c = s.campaign();
    let ed = c.edition();
    let st = c.state();
    outln!(
        "{}",
        t!(
            lang,
            "status-title",
            name = s.name,
            scenario = t!(lang, st.setup.scenario.msg()),
            end = show_date(c.end_date(), lang)
        )
    )?;
    let weather = st.weather.map(|w| t!(lang, w.msg())).unwrap_or_else(|| "—".into());
    outln!("{}", t!(lang, "status-when", when = save::when(st.date, st.phase, lang), weather = weather))?;
    outln!(
        "{}",
        t!(lang, "status-base", base = crate::text::site_name(ed, st.base as usize, lang))
    )?;
    let stamp = save::SaveFile::from_session(s).edition;
    outln!("{}", t!(lang, "status-board", edition = stamp.label(lang)))?;
    if let Some(a) = s.asking() {
        // Own dice: the step waits for them (issue 32).
        outln!("{}", crate::text::dice::question_prompt(&a.question, lang))?;
    }
    outln!("{}", t!(lang, "status-pilots"))?;
    for (i, p) in st.pilots.iter().enumerate() {
        let def = &ed.pilots[i];
        let plane = ed.raf_types[def.aircraft].name.clone();
        let status = match p.status {
            PilotStatus::Flying(f) => {
                let mut s = t!(lang, "status-flying", n = f + 1);
                if let Some(pl) = st.plane_of(ed, f) {
                    let plane = &st.planes[pl];
                    s = match plane.status {
                        PlaneStatus::Active => {
                            format!("{s}, {} {}", plane.hex, level_name(plane.level, lang))
                        }
                        PlaneStatus::Destroyed => format!("{s}, {}", t!(lang, "status-plane-destroyed")),
                        PlaneStatus::Reserve => s,
                    };
                }
                s
            }
            other => other.localize(lang),
        };
        let mut out = String::new();
        if let Some(h) = p.bailed_out {
            out.push_str(&format!(" — {}", t!(lang, "status-bailed-out", hex = h)));
        }
        if p.shaken {
            out.push_str(&format!(" — {}", t!(lang, "status-shaken")));
        }
        if p.exhausted() {
            out.push_str(&format!(" — {}", t!(lang, "status-exhausted")));
        }
        let ace = if def.prior_victories + p.victories >= 5 { " ★" } else { "" };
        outln!(
            "  {:<16} {:<12} F{}  {}{}  {status}{out}",
            pilot_name(ed, i as u8),
            plane,
            p.fatigue,
            t!(lang, "status-victories", n = p.victories),
            ace
        )?;
    }
    let damaged: Vec<String> = ed
        .sites
        .iter()
        .enumerate()
        .filter(|(i, _)| st.damage[*i] > 0)
        .map(|(i, _)| format!("{} {}", crate::text::site_name(ed, i, lang), st.damage[i]))
        .collect();
    let damage = if damaged.is_empty() { t!(lang, "status-no-damage") } else { damaged.join(", ") };
    outln!("{}", t!(lang, "status-damage", list = damage))?;
    let score = c.score();
    outln!(
        "{}",
        t!(lang, "status-score", line = score.summary(lang), verdict = t!(lang, score.verdict.msg()))
    )?;
    match c.pending() {
        Pending::Decide(d) => outln!("{}", t!(lang, "status-next", prompt = d.prompt(ed, lang)))?,
        Pending::Over(_) => outln!("{}", t!(lang, "cli-over"))?,
    }
    Ok(())
}

/// Loads a saved campaign, and names it in a crash report from now on.
/// Largest dice file read (`autoplay --dice`): a long campaign's dice are
/// well under 200 KB.
const MAX_DICE_FILE_BYTES: u64 = 4 << 20;

/// `new --own-dice`: the groups of kinds of roll the player rolls.
fn own_dice_groups(
    groups: &[String],
    lang: Lang,
) -> Result<crate::rules::dice::OwnDice, Failure> {
    use crate::table::dice::DiceGroup;
    if groups.iter().any(|g| g == "all") {
        return Ok(crate::rules::dice::OwnDice::all());
    }
    let mut chosen = Vec::new();
    for g in groups {
        match DiceGroup::from_id(g) {
            Some(group) => chosen.push(group),
            None => {
                let ids: Vec<&str> = <DiceGroup as strum::VariantArray>::VARIANTS.iter().map(|g| g.id()).collect();
                return Err(Failure::Msg(t!(lang, "cli-dice-bad-group", group = g, list = ids.join(", "))));
            }
        }
    }
    Ok(crate::table::dice::own_dice(&chosen))
}

fn load(dir: &std::path::Path, name: &str, ed: Arc<Edition>) -> Result<Session, save::SaveError> {
    let session = save::load(dir, name, ed)?;
    crate::crash::set_session(&session);
    Ok(session)
}

/// `export NAME [--out FILE] [--force]`: the campaign's save, checked,
/// written to FILE (never over an existing file unless forced).
fn export(
    cli: &Cli,
    dir: &std::path::Path,
    name: &str,
    out: Option<&std::path::Path>,
    force: bool,
    lang: Lang,
) -> Result<(), Failure> {
    let fail = |e: &dyn Localize| Failure::Msg(e.localize(lang));
    let out = match out {
        Some(p) => p.to_path_buf(),
        None => {
            let file = save::find(dir, name).map_err(|e| fail(&e))?;
            let stem = file.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            PathBuf::from(format!("{stem}.{}", save::EXPORT_EXTENSION))
        }
    };
    if out.exists() && !force {
        return Err(Failure::Msg(t!(lang, "export-file-exists", path = out.display())));
    }
    let session = Store::new(dir).export(name, &out, edition(cli, lang)?).map_err(|e| fail(&e))?;
    outln!("{}", t!(lang, "export-done", name = session.name, path = out.display()))?;
    Ok(())
}

/// `import FILE [--name NEW] [--replace]`: checked and replayed as `load`
/// does; a name already saved is refused unless renamed or replaced.
fn import(
    cli: &Cli,
    dir: &std::path::Path,
    file: &std::path::Path,
    name: Option<&str>,
    replace: bool,
    lang: Lang,
) -> Result<(), Failure> {
    let fail = |e: &dyn Localize| Failure::Msg(e.localize(lang));
    let mut session = save::read_import(file, edition(cli, lang)?).map_err(|e| fail(&e))?;
    crate::crash::set_session(&session);
    let path = Store::new(dir).import(&mut session, name, replace).map_err(|e| fail(&e))?;
    outln!(
        "{}",
        t!(lang, "import-done", name = session.name, file = file.display(), path = path.display())
    )?;
    print_status(&session, lang)
}

/// `desktop-entry [--install | --uninstall]`.
fn desktop_entry(install: bool, uninstall: bool, lang: Lang) -> Result<(), Failure> {
    use crate::desktop;
    let exe = std::env::current_exe()
        .and_then(|p| p.canonicalize())
        .map_err(|e| Failure::Msg(t!(lang, "desktop-io", path = "londons-burning", detail = e)))?;
    if !install && !uninstall {
        out!("{}", desktop::entry_for(&exe))?;
        return Ok(());
    }
    let home = desktop::data_home().ok_or_else(|| Failure::Msg(t!(lang, "desktop-unsupported")))?;
    let io = |e: std::io::Error| Failure::Msg(t!(lang, "desktop-io", path = home.display(), detail = e));
    let files = if install {
        let files = desktop::install(&home, &exe).map_err(io)?;
        outln!(
            "{}",
            t!(lang, "desktop-installed", n = files.len(), dir = home.display(), exe = exe.display())
        )?;
        files
    } else {
        let files = desktop::uninstall(&home).map_err(io)?;
        if files.is_empty() {
            outln!("{}", t!(lang, "desktop-nothing", dir = home.display()))?;
        } else {
            outln!("{}", t!(lang, "desktop-uninstalled", n = files.len(), dir = home.display()))?;
        }
        files
    };
    for f in files {
        outln!("  {}", f.display())?;
    }
    Ok(())
}

/// Opens a campaign to review it (`review`, `ledger`): one not over is
/// marked as played with advice first, saying so on stderr as the first
/// ask of the advisor does.
fn opened_for_review(cli: &Cli, dir: &std::path::Path, name: &str, lang: Lang) -> Result<Table, Failure> {
    let fail = |e: &dyn Localize| Failure::Msg(e.localize(lang));
    let ed = edition(cli, lang)?;
    let mut table = Table::open(Store::new(dir), name, ed).map_err(|e| fail(&e))?;
    if !table.campaign().is_over() {
        // The same warning as the first ask of the advisor.
        if !table.session().advised() {
            errln!("{}", t!(lang, "advice-confirm-text"));
        }
        table.record_review().map_err(|e| fail(&e))?;
        if let Saved::Failed(e) = table.saved() {
            return Err(Failure::Msg(e.clone()));
        }
    }
    Ok(table)
}

/// `review NAME [--json]`: the expert's review of a saved campaign, as
/// Markdown (the grades, the accuracy per day, the costliest decisions
/// explained, every decision) or as JSON, from the one kept in the saves
/// folder or computed with a progress bar on stderr (when it is a
/// terminal). A campaign not over is marked as played with advice first,
/// and stderr says so before anything is computed.
fn review(
    cli: &Cli,
    dir: &std::path::Path,
    name: &str,
    rollouts: Option<usize>,
    json: bool,
    out: Option<&std::path::Path>,
    lang: Lang,
) -> Result<(), Failure> {
    let (table, r) = reviewed(cli, dir, name, rollouts, lang)?;
    let played = table.session().played();
    let write = |path: &std::path::Path, text: &str| -> Result<(), Failure> {
        save::write_atomic(path, text.as_bytes()).map_err(|e| Failure::Msg(e.localize(lang)))?;
        outln!("{}", t!(lang, "rp-written", path = path.display()))
    };
    match (out, json) {
        (None, true) => {
            let text = serde_json::to_string_pretty(&r).map_err(|e| Failure::Msg(e.to_string()))?;
            outln!("{text}")?;
        }
        (None, false) => out!("{}", crate::text::review::review_markdown(&played, &r, lang))?,
        (Some(path), true) => {
            let text = serde_json::to_string_pretty(&r).map_err(|e| Failure::Msg(e.to_string()))?;
            write(path, &format!("{text}\n"))?;
        }
        (Some(path), false) => {
            // The graph beside the Markdown, under the same name.
            let graph = match (&r.ledger, crate::text::review::curve(&r)) {
                (Some(l), Some(c)) => {
                    let svg = path.with_extension("svg");
                    write(&svg, &crate::text::ledger::svg(l, &c, lang))?;
                    svg.file_name().map(|f| f.to_string_lossy().to_string())
                }
                _ => None,
            };
            let md = crate::text::review::review_markdown_with_graph(&played, &r, graph.as_deref(), lang);
            write(path, &md)?;
        }
    }
    Ok(())
}

/// The review of campaign `name` (`review`, `ledger`): the one kept in the
/// saves folder, or computed (with `rollouts` an option first) with a
/// progress bar on stderr when it is a terminal, and kept.
fn reviewed(
    cli: &Cli,
    dir: &std::path::Path,
    name: &str,
    rollouts: Option<usize>,
    lang: Lang,
) -> Result<(Table, crate::sim::review::Review), Failure> {
    use crate::sim::review::{ReviewConfig, ReviewError};
    use std::io::IsTerminal;
    let table = opened_for_review(cli, dir, name, lang)?;
    let session = table.session();
    let mut cfg = ReviewConfig::default();
    if let Some(n) = rollouts {
        cfg.rollouts = n.max(2);
    }
    let bar = if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(0);
        if let Ok(style) =
            indicatif::ProgressStyle::with_template("{elapsed_precise} [{wide_bar}] {pos}/{len}")
        {
            bar.set_style(style);
        }
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let progress = |done: usize, total: usize| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
    };
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let r = table.store().review(&session.played(), &cfg, &progress, &cancel);
    bar.finish_and_clear();
    let r = r.map_err(|e| match e {
        ReviewError::Save(detail) => Failure::Msg(detail),
        ReviewError::Cancelled | ReviewError::Replay(_) => Failure::Msg(format!("{e:?}")),
    })?;
    Ok((table, r))
}

/// `ledger NAME [--json] [--rollouts N]`: the campaign's ledger (luck apart
/// from skill, `sim::ledger`), as text or JSON: the review's (kept or
/// computed as `review` does, with the same `--rollouts`), whose decisions'
/// costs it sums. A campaign not over is marked as played with advice
/// first, as by `review`.
fn ledger(
    cli: &Cli,
    dir: &std::path::Path,
    name: &str,
    rollouts: Option<usize>,
    json: bool,
    lang: Lang,
) -> Result<(), Failure> {
    use crate::sim::ledger::LedgerError;
    use crate::sim::luck::LuckError;
    let (table, r) = reviewed(cli, dir, name, rollouts, lang)?;
    let Some(l) = r.ledger else {
        let e = LedgerError::Luck(LuckError::LuftwaffePlayer);
        return Err(Failure::Msg(crate::text::ledger::error(&e, lang)));
    };
    if json {
        let text = serde_json::to_string_pretty(&l).map_err(|e| Failure::Msg(e.to_string()))?;
        outln!("{text}")?;
    } else {
        out!("{}", crate::text::ledger::ledger_text(&l, table.session().played().edition, 5, lang))?;
    }
    Ok(())
}

/// `check-translation DIR`: the report of a translation's folder.
fn check_translation(dir: &std::path::Path, lang: Lang) -> Result<(), Failure> {
    let shown = dir.display();
    let r = crate::text::check_folder(dir).map_err(|e| {
        Failure::Msg(t!(lang, "check-translation-unreadable", dir = shown, reason = e.localize(lang)))
    })?;
    let english = crate::text::english_ids().len();
    let n = english - r.missing.len() + r.extra.len();
    outln!("{}", t!(lang, "check-translation-title", dir = shown, n = n, english = english))?;
    let list = |title: String, items: &[String]| -> Result<(), Failure> {
        if !items.is_empty() {
            outln!("{title}")?;
            for i in items {
                outln!("  {i}")?;
            }
        }
        Ok(())
    };
    list(t!(lang, "check-translation-malformed", n = r.malformed.len()), &r.malformed)?;
    list(t!(lang, "check-translation-variables", n = r.unknown_variables.len()), &r.unknown_variables)?;
    list(t!(lang, "check-translation-extra", n = r.extra.len()), &r.extra)?;
    list(t!(lang, "check-translation-missing", n = r.missing.len()), &r.missing)?;
    match r.errors() {
        0 => {
            outln!("{}", t!(lang, "check-translation-ok"))?;
            Ok(())
        }
        n => Err(Failure::Msg(t!(lang, "check-translation-errors", n = n, dir = shown))),
    }
}
