//! Exports: an after-action report in Markdown (the player's language) and
//! the records as CSV tables (column names and codes in English, for
//! spreadsheets): sorties, victories, losses, raids, combats, days.

use super::journal::JournalDay;
use super::{Report, SortieKind, phase_order};
use crate::edition::{Edition, WoundResult};
use crate::text::{Lang, Localize};
use crate::rules::events::PhaseId;
use crate::text::{date, pilot_name, site_name};
use crate::session::Session;
use std::fmt::Write;
use std::str::FromStr;

/// The CSV tables.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Table {
    Sorties,
    Victories,
    Losses,
    Raids,
    Combats,
    Days,
}

impl Table {
    pub const ALL: [Table; 6] =
        [Table::Sorties, Table::Victories, Table::Losses, Table::Raids, Table::Combats, Table::Days];

    pub fn id(self) -> &'static str {
        match self {
            Table::Sorties => "sorties",
            Table::Victories => "victories",
            Table::Losses => "losses",
            Table::Raids => "raids",
            Table::Combats => "combats",
            Table::Days => "days",
        }
    }
}

impl FromStr for Table {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Table::ALL
            .into_iter()
            .find(|t| t.id().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("{s:?} is not a table (sorties, victories, losses, raids, combats, days)"))
    }
}

/// "7am", "10am", "2pm", "5pm", "night"; "" before the first phase.
pub fn phase_code(p: Option<PhaseId>) -> &'static str {
    match p {
        Some(PhaseId::Daylight(0)) => "7am",
        Some(PhaseId::Daylight(1)) => "10am",
        Some(PhaseId::Daylight(2)) => "2pm",
        Some(PhaseId::Daylight(_)) => "5pm",
        Some(PhaseId::Night) => "night",
        None => "",
    }
}

/// One table as CSV text, with a header row.
pub fn csv(report: &Report, ed: &Edition, table: Table) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut rows: Vec<Vec<String>> = Vec::new();
    let header: &[&str] = match table {
        Table::Sorties => &[
            "date",
            "phase",
            "pilot",
            "fighter",
            "aircraft",
            "kind",
            "hexes",
            "path",
            "combats",
            "bursts",
            "hits_taken",
            "victories",
            "victory_types",
            "aircraft_lost",
            "bail_out",
            "killed",
            "wound",
        ],
        Table::Victories => &["date", "phase", "pilot", "german_id", "german_type", "pilot_total"],
        Table::Losses => &["date", "phase", "fighter", "pilot", "aircraft", "where"],
        Table::Raids => &[
            "date",
            "phase",
            "size",
            "london_extra",
            "entry",
            "hex",
            "reported_altitude_ft",
            "raiders",
            "targets_bombed",
            "damage",
            "combats",
            "german_lost",
            "raf_lost",
        ],
        Table::Combats => &[
            "date",
            "phase",
            "hex",
            "pilots",
            "raf_first",
            "rounds",
            "raf_bursts",
            "german_bursts",
            "hits_on_raf",
            "hits_on_german",
            "german_lost",
            "raf_lost",
        ],
        Table::Days => &[
            "date",
            "weather",
            "raids",
            "sorties",
            "victories",
            "raf_losses",
            "targets_bombed",
            "repairs",
            "targets_damaged",
            "londons_burning",
            "raf_score",
            "luftwaffe_score",
        ],
    };
    let pilot = |p: u8| pilot_name(ed, p);
    let site = |s: u8| ed.sites.get(s as usize).map(|x| x.id.clone()).unwrap_or_default();
    let german = |id: u8| format!("{} #{id}", ed.german_type(id).name);
    match table {
        Table::Sorties => {
            for s in report.sorties() {
                rows.push(vec![
                    s.date.to_string(),
                    phase_code(s.phase).into(),
                    pilot(s.pilot),
                    s.fighter.to_string(),
                    s.aircraft.clone(),
                    match s.kind {
                        SortieKind::Patrol => "patrol".into(),
                        SortieKind::Scramble => "scramble".into(),
                        SortieKind::OnGround { .. } => "on_ground".into(),
                    },
                    s.path.len().to_string(),
                    s.path.iter().map(|h| h.to_string()).collect::<Vec<_>>().join(" "),
                    s.combats.to_string(),
                    s.bursts.to_string(),
                    s.hits_taken.to_string(),
                    s.victories.len().to_string(),
                    s.victories.iter().map(|k| format!("{} #{}", k.ty, k.id)).collect::<Vec<_>>().join("; "),
                    s.aircraft_lost.to_string(),
                    match s.bail_out {
                        Some(true) => "survived".into(),
                        Some(false) => "killed".into(),
                        None => String::new(),
                    },
                    s.killed.to_string(),
                    match s.wound {
                        Some((WoundResult::Shaken, _)) => "shaken".into(),
                        Some((WoundResult::Wounded { .. }, until)) => {
                            format!("wounded until {}", until.map(|d| d.to_string()).unwrap_or_default())
                        }
                        Some((WoundResult::CareerOver, _)) => "career over".into(),
                        Some((WoundResult::Killed, _)) => "killed".into(),
                        None => String::new(),
                    },
                ]);
            }
        }
        Table::Victories => {
            for v in &report.victories {
                rows.push(vec![
                    v.date.to_string(),
                    phase_code(v.phase).into(),
                    pilot(v.pilot),
                    v.kill.id.to_string(),
                    v.kill.ty.clone(),
                    v.total.to_string(),
                ]);
            }
        }
        Table::Losses => {
            for l in &report.losses {
                rows.push(vec![
                    l.date.to_string(),
                    phase_code(l.phase).into(),
                    l.fighter.to_string(),
                    l.pilot.map(pilot).unwrap_or_default(),
                    l.aircraft.clone(),
                    match l.on_ground {
                        Some(s) => format!("on the ground at {}", site(s)),
                        None => "in the air".into(),
                    },
                ]);
            }
        }
        Table::Raids => {
            for r in &report.raids {
                rows.push(vec![
                    r.date.to_string(),
                    phase_code(r.phase).into(),
                    r.size.to_string(),
                    r.extra.to_string(),
                    r.entry.to_string(),
                    r.hex.to_string(),
                    (r.reported.thousands() * 1000).to_string(),
                    r.raiders.iter().map(|&id| german(id)).collect::<Vec<_>>().join("; "),
                    r.bombed.iter().map(|&(s, _)| site(s)).collect::<Vec<_>>().join("; "),
                    r.bombed.iter().map(|&(_, d)| d as u32).sum::<u32>().to_string(),
                    r.combats.to_string(),
                    r.german_lost.to_string(),
                    r.raf_lost.to_string(),
                ]);
            }
        }
        Table::Combats => {
            for c in &report.combats {
                rows.push(vec![
                    c.date.to_string(),
                    phase_code(c.phase).into(),
                    c.hex.to_string(),
                    c.fighters
                        .iter()
                        .map(|(f, p)| match p {
                            Some(p) => format!("#{f} {}", pilot(*p)),
                            None => format!("#{f}"),
                        })
                        .collect::<Vec<_>>()
                        .join("; "),
                    c.raf_first.to_string(),
                    c.rounds.to_string(),
                    c.raf_bursts.to_string(),
                    c.german_bursts.to_string(),
                    c.hits_on_raf.to_string(),
                    c.hits_on_german.to_string(),
                    c.german_lost.to_string(),
                    c.raf_lost.to_string(),
                ]);
            }
        }
        Table::Days => {
            for d in &report.days {
                rows.push(vec![
                    d.date.to_string(),
                    d.weather.map(|w| format!("{w:?}").to_lowercase()).unwrap_or_default(),
                    d.raids.to_string(),
                    d.sorties.to_string(),
                    d.victories.to_string(),
                    d.raf_losses.to_string(),
                    d.targets_bombed.to_string(),
                    d.repairs.to_string(),
                    d.damaged.to_string(),
                    d.london_burning.to_string(),
                    d.raf_score.to_string(),
                    d.luftwaffe_score.to_string(),
                ]);
            }
        }
    }
    // Writing to memory cannot fail; a row of the wrong length would, and
    // every row above has the header's length.
    let _ = w.write_record(header);
    for r in rows {
        let _ = w.write_record(&r);
    }
    w.into_inner().map(|b| String::from_utf8_lossy(&b).into_owned()).unwrap_or_default()
}

fn table_row(out: &mut String, cells: &[String]) {
    let _ = writeln!(out, "| {} |", cells.join(" | "));
}

fn table_head(out: &mut String, cells: &[String]) {
    table_row(out, cells);
    let _ = writeln!(out, "|{}", "---|".repeat(cells.len()));
}

/// The after-action report: setup, result, the score day by day, the
/// pilots, victories by type, targets, and the journal.
pub fn markdown(s: &Session, report: &Report, days: &[JournalDay], lang: Lang) -> String {
    let c = s.campaign();
    let ed = c.edition();
    let st = c.state();
    let setup = s.setup();
    let score = c.score();
    let mut out = String::new();
    let _ = writeln!(out, "# {}\n", t!(lang, "md-title", name = s.name));
    let _ = writeln!(
        out,
        "{}\n",
        t!(
            lang,
            "md-setup",
            scenario = t!(lang, setup.scenario.msg()),
            weather = t!(lang, setup.weather.msg()),
            base = ed.site_by_id(&setup.base).map(|i| site_name(ed, i, lang)).unwrap_or_default(),
            seed = setup.seed,
            options = options_text(setup, lang)
        )
    );
    // A campaign played with advice says so, and how often (13.4).
    if s.advised() {
        let _ = writeln!(out, "{}\n", t!(lang, "md-advised", n = s.advice().len()));
    }
    if c.is_over() {
        let _ = writeln!(
            out,
            "**{}**\n",
            t!(
                lang,
                "md-final",
                raf = score.raf,
                luftwaffe = score.luftwaffe,
                verdict = capitalized(&t!(lang, score.verdict.msg()))
            )
        );
        // The yardstick (issue 23): the margin against the bots' on this setup.
        let margin = score.raf as i32 - score.luftwaffe as i32;
        let line = match crate::sim::yardstick::yardstick(setup, ed) {
            Some(y) => crate::text::review::yardstick_line(margin, &y, lang),
            None => crate::text::review::no_yardstick(setup, lang),
        };
        let _ = writeln!(out, "{}: {line}\n", crate::text::review::yardstick_title(lang));
    } else {
        let _ = writeln!(
            out,
            "**{}**\n",
            t!(
                lang,
                "md-in-progress",
                when = crate::save::when(st.date, st.phase, lang),
                raf = score.raf,
                luftwaffe = score.luftwaffe
            )
        );
    }
    let _ = writeln!(out, "{}\n", score.summary(lang));

    let _ = writeln!(out, "## {}\n", t!(lang, "rp-scores-title"));
    table_head(
        &mut out,
        &[
            id!("rp-col-date"),
            id!("rp-col-victories"),
            id!("rp-col-losses"),
            id!("rp-col-bombed"),
            id!("rp-col-repairs"),
            id!("rp-col-damaged"),
            id!("rp-col-london"),
            id!("rp-col-raf"),
            id!("rp-col-luftwaffe"),
        ]
        .map(|m| t!(lang, m)),
    );
    for d in &report.days {
        table_row(
            &mut out,
            &[
                date(d.date, lang),
                d.victories.to_string(),
                d.raf_losses.to_string(),
                d.targets_bombed.to_string(),
                d.repairs.to_string(),
                d.damaged.to_string(),
                d.london_burning.to_string(),
                d.raf_score.to_string(),
                d.luftwaffe_score.to_string(),
            ],
        );
    }

    let _ = writeln!(out, "\n## {}\n", t!(lang, "rp-pilots-title"));
    table_head(
        &mut out,
        &[
            id!("rp-col-pilot"),
            id!("rp-col-aircraft"),
            id!("rp-col-sorties"),
            id!("rp-col-combats"),
            id!("rp-col-bursts"),
            id!("rp-col-hits-taken"),
            id!("rp-col-victories"),
            id!("rp-col-toward-ace"),
            id!("rp-col-status"),
        ]
        .map(|m| t!(lang, m)),
    );
    for p in &report.pilots {
        let ace = if p.is_ace() { " ★" } else { "" };
        table_row(
            &mut out,
            &[
                format!("{}{ace}", pilot_name(ed, p.pilot)),
                ed.raf_types[ed.pilots[p.pilot as usize].aircraft].name.clone(),
                p.flown().to_string(),
                p.sorties.iter().map(|s| s.combats).sum::<u32>().to_string(),
                p.sorties.iter().map(|s| s.bursts).sum::<u32>().to_string(),
                p.sorties.iter().map(|s| s.hits_taken).sum::<u32>().to_string(),
                p.victories.to_string(),
                format!("{}/{}", p.toward_ace(), crate::rules::score::ACE_VICTORIES),
                p.status.localize(lang),
            ],
        );
    }

    let by_type = report.victories_by_type();
    if !by_type.is_empty() {
        let _ = writeln!(out, "\n## {}\n", t!(lang, "rp-by-type-title"));
        table_head(&mut out, &[t!(lang, "rp-col-type"), t!(lang, "rp-col-victories")]);
        for (t, n) in by_type {
            table_row(&mut out, &[t, n.to_string()]);
        }
    }
    if !report.targets.is_empty() {
        let _ = writeln!(out, "\n## {}\n", t!(lang, "rp-targets-title"));
        table_head(
            &mut out,
            &[id!("rp-col-target"), id!("rp-col-bombed"), id!("rp-col-damage"), id!("rp-col-repairs"), id!("rp-col-damage-now")]
                .map(|m| t!(lang, m)),
        );
        for t in &report.targets {
            table_row(
                &mut out,
                &[
                    site_name(ed, t.site as usize, lang),
                    t.bombed.to_string(),
                    t.damage.to_string(),
                    t.repaired.to_string(),
                    t.now.to_string(),
                ],
            );
        }
    }

    let _ = writeln!(out, "\n## {}\n", t!(lang, "rp-journal-title"));
    for d in days {
        let weather = d.weather.map(|w| format!(" — {}", t!(lang, w.msg()))).unwrap_or_default();
        let _ = writeln!(out, "### {}{weather}\n", date(d.date, lang));
        let mut phases: Vec<_> = d.phases.iter().collect();
        phases.sort_by_key(|p| phase_order(p.phase));
        for p in phases {
            let _ = writeln!(
                out,
                "**{}** — {}\n",
                crate::text::journal::phase_title(p.phase, lang),
                crate::text::journal::paragraph(p, ed, lang)
            );
        }
        if let Some(row) = report.days.iter().find(|r| r.date == d.date && r.complete) {
            let _ = writeln!(
                out,
                "*{}*\n",
                t!(lang, "jn-end-of-day", raf = row.raf_score, luftwaffe = row.luftwaffe_score)
            );
        }
    }
    out
}

/// The optional rules in force, or "none".
pub fn options_text(setup: &crate::rules::Setup, lang: Lang) -> String {
    let o = &setup.options;
    let mut v = Vec::new();
    if o.crossfire {
        v.push("14.1");
    }
    if o.base_change {
        v.push("14.2");
    }
    if o.abort {
        v.push("14.3");
    }
    if o.defences.is_some() {
        v.push("14.4");
    }
    let mut t = if v.is_empty() { t!(lang, "rp-no-options") } else { v.join(", ") };
    if o.no_undo {
        t.push_str(&format!(" · {}", t!(lang, "rp-iron-rule")));
    }
    t
}

/// The raw log, a line an event: date, phase, rule section, what happened.
pub fn raw_log(s: &Session, lang: Lang) -> String {
    let ed = s.edition();
    let mut out = String::new();
    // Own dice (issue 32): each roll says who rolled it.
    let entered = s.own_dice().map(|_| s.entered_rolls());
    for (i, l) in s.log().iter().enumerate() {
        let mark = match (&entered, &l.event) {
            (Some(e), crate::rules::Event::Roll { .. }) => {
                format!(" ({})", crate::text::dice::roll_mark(e.get(i).copied().unwrap_or(false), lang))
            }
            _ => String::new(),
        };
        let _ = writeln!(
            out,
            "{} {:<5} [{}] {}{mark}",
            l.date,
            phase_code(l.phase),
            l.event.rule(),
            l.event.describe(ed, lang)
        );
    }
    out
}

/// "the Luftwaffe wins" -> "The Luftwaffe wins", to open a sentence.
fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
