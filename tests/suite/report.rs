//! The campaign's records: log books, journal, CSV and Markdown exports
//! list exactly what the engine's events say (and add up to the score);
//! branching at a phase and replaying the same choices gives the same
//! campaign; `replay` catches a tampered save; the `report` and `replay`
//! commands.

use crate::common::*;
use londons_burning::text::Lang;
use londons_burning::report::journal::{self, Entry};
use londons_burning::report::verify::{VerifyError, verify_path};
use londons_burning::report::{self, export, export::Table};
use londons_burning::rules::{Event, Pending};
use londons_burning::save;
use londons_burning::session::Session;
use londons_burning::sim;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use std::path::Path;
use std::process::Command;

/// A whole campaign played by a bot: `sensible` or, with `random`, the
/// random bot seeded with the campaign's seed.
fn campaign(scenario: Scenario, seed: u64, random: bool) -> Session {
    let mut s =
        Session::new("Bot Campaign", ed(), Setup::new(scenario, WeatherMode::Historical, seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while let Pending::Decide(d) = s.campaign().pending_light() {
        let c = s.campaign();
        let choice = if random { sim::random(c, &d, &mut rng) } else { sim::sensible(c, &d) };
        s.apply(choice).unwrap();
    }
    s
}

fn count(s: &Session, pred: impl Fn(&Event) -> bool) -> usize {
    s.log().iter().filter(|l| pred(&l.event)).count()
}

fn csv_rows(text: &str) -> Vec<csv::StringRecord> {
    let mut r = csv::Reader::from_reader(text.as_bytes());
    r.records().map(|x| x.unwrap()).collect()
}

fn column(text: &str, name: &str) -> usize {
    let mut r = csv::Reader::from_reader(text.as_bytes());
    r.headers().unwrap().iter().position(|h| h == name).unwrap_or_else(|| panic!("no column {name}"))
}

/// Every record agrees with the events and the score.
fn check(s: &Session) -> (usize, usize, usize) {
    let ed = s.edition();
    let score = s.campaign().score();
    let victories = count(s, |e| matches!(e, Event::Victory { .. }));
    let losses = count(s, |e| matches!(e, Event::RafLoss { .. }));
    let sorties = count(s, |e| matches!(e, Event::Patrols { .. } | Event::TakesOff { .. }));
    let raids = count(s, |e| matches!(e, Event::RaidPlaced { .. }));
    let combats = count(s, |e| matches!(e, Event::CombatBegins { .. }));
    assert_eq!(victories as u32, score.raf, "the events' victories are the RAF score");
    assert_eq!(losses as u32, score.raf_losses);

    // The records.
    let r = report::build(s);
    assert_eq!(r.victories.len(), victories);
    assert_eq!(r.losses.len(), losses);
    assert_eq!(r.sorties().len(), sorties);
    assert_eq!(r.raids.len(), raids);
    assert_eq!(r.combats.len(), combats);
    let flown: usize = s
        .log()
        .iter()
        .map(|l| match &l.event {
            Event::Moves { path, .. } => path.len(),
            _ => 0,
        })
        .sum();
    assert_eq!(
        r.sorties().iter().map(|x| x.path.len()).sum::<usize>(),
        flown,
        "every hex flown is in a sortie"
    );
    let in_sorties: usize = r.sorties().iter().map(|x| x.victories.len()).sum();
    assert_eq!(in_sorties, victories, "every victory is in a sortie of the log books");
    let st = s.campaign().state();
    // The log folded once ends where the campaign is.
    let mut fold = report::fold::Fold::new(ed);
    for l in s.log() {
        fold.step(&l.event, ed);
    }
    assert_eq!(fold.damage, st.damage, "the fold's damage");
    assert_eq!(fold.score, (score.raf as i32, score.luftwaffe as i32), "the fold's score");
    for p in &r.pilots {
        assert_eq!(p.victories, st.pilots[p.pilot as usize].victories as u32, "pilot {}", p.pilot);
        assert_eq!(p.status, st.pilots[p.pilot as usize].status);
        if let Some(last) = p.fatigue.last()
            && last.date == st.date
        {
            assert_eq!(last.end, st.pilots[p.pilot as usize].fatigue, "fatigue of pilot {}", p.pilot);
        }
    }
    let by_type: u32 = r.victories_by_type().iter().map(|x| x.1).sum();
    assert_eq!(by_type, score.raf);
    let last = r.days.last().expect("days");
    assert_eq!((last.raf_score, last.luftwaffe_score), (score.raf, score.luftwaffe), "the day's score");
    let day_sums: (u32, u32) = r.days.iter().fold((0, 0), |(v, l), d| (v + d.victories, l + d.raf_losses));
    assert_eq!(day_sums, (score.raf, score.raf_losses));

    // The CSV tables.
    let sorties_csv = export::csv(&r, ed, Table::Sorties);
    let rows = csv_rows(&sorties_csv);
    assert_eq!(rows.len(), sorties);
    let vcol = column(&sorties_csv, "victories");
    let v: u32 = rows.iter().map(|row| row[vcol].parse::<u32>().unwrap()).sum();
    assert_eq!(v, score.raf, "the sorties' victories add up to the score");
    assert_eq!(csv_rows(&export::csv(&r, ed, Table::Victories)).len(), victories);
    assert_eq!(csv_rows(&export::csv(&r, ed, Table::Losses)).len(), losses);
    assert_eq!(csv_rows(&export::csv(&r, ed, Table::Raids)).len(), raids);
    assert_eq!(csv_rows(&export::csv(&r, ed, Table::Combats)).len(), combats);
    let days_csv = export::csv(&r, ed, Table::Days);
    let lw = column(&days_csv, "luftwaffe_score");
    assert_eq!(csv_rows(&days_csv).last().unwrap()[lw].parse::<u32>().unwrap(), score.luftwaffe);

    // The journal, and the Markdown report that prints it.
    let days = journal::build(s);
    let entries: Vec<&Entry> = days.iter().flat_map(|d| d.entries()).collect();
    let n = |f: &dyn Fn(&Entry) -> bool| entries.iter().filter(|e| f(e)).count();
    assert_eq!(n(&|e| matches!(e, Entry::Victory { .. })), victories);
    assert_eq!(n(&|e| matches!(e, Entry::Loss { .. })), losses);
    assert_eq!(n(&|e| matches!(e, Entry::Patrol { .. } | Entry::Scramble { .. })), sorties);
    for lang in Lang::ALL {
        let md = export::markdown(s, &r, &days, lang);
        for e in &entries {
            assert!(md.contains(&e.text(ed, lang)), "{lang}: the report tells {e:?}");
        }
        let shot_down = if lang == Lang::ES { " derribó " } else { " shot down " };
        assert_eq!(md.matches(shot_down).count(), victories, "{lang}: one sentence a victory");
    }
    (victories, losses, sorties)
}

#[test]
fn the_records_list_exactly_the_events_and_add_up_to_the_score() {
    let mut totals = (0, 0, 0);
    for (seed, random) in [(11, false), (12, false), (13, true), (14, true)] {
        let s = campaign(Scenario::Short, seed, random);
        assert!(s.campaign().is_over());
        let (v, l, n) = check(&s);
        totals = (totals.0 + v, totals.1 + l, totals.2 + n);
    }
    // A regular campaign for the long records.
    let s = campaign(Scenario::Regular, 15, false);
    let (v, l, n) = check(&s);
    totals = (totals.0 + v, totals.1 + l, totals.2 + n);
    assert!(totals.0 > 0 && totals.1 > 0 && totals.2 > 0, "the bots score and lose: {totals:?}");
}

#[test]
fn a_pilots_log_book_holds_his_sorties_and_fatigue() {
    let s = campaign(Scenario::Short, 12, false);
    let r = report::build(&s);
    let flown: Vec<_> = r.pilots.iter().filter(|p| !p.sorties.is_empty()).collect();
    assert!(!flown.is_empty());
    for p in flown {
        // A patrol or scramble raises fatigue (5.2, 6.1): the day's high is
        // above zero on every day he flew.
        for sortie in &p.sorties {
            let day = p.fatigue.iter().find(|f| f.date == sortie.date).expect("a fatigue line that day");
            assert!(day.high >= 1, "{:?}", day);
            assert_eq!(sortie.pilot, p.pilot);
            assert!(sortie.aircraft.contains('#'));
        }
        assert!(p.fatigue.iter().all(|f| f.high <= 6 && f.end <= f.high.max(f.end)));
    }
}

#[test]
fn branching_at_a_phase_and_replaying_the_same_choices_gives_the_same_campaign() {
    let s = campaign(Scenario::Short, 21, true);
    let starts = report::phase_starts(&s);
    assert!(starts.len() > 10);
    for ps in [starts[0], starts[starts.len() / 3], starts[starts.len() / 2], starts[starts.len() - 1]] {
        let mut b = s.branch_at(ps.choices, "Branch").unwrap();
        assert_eq!(b.name, "Branch");
        assert_eq!(b.choices(), &s.choices()[..ps.choices]);
        assert!(b.campaign().state().date >= ps.date, "the branch starts at the phase");
        // The branch stands at the phase's first decision: its log reaches
        // the phase's start.
        assert!(
            b.log().iter().any(|l| l.date == ps.date && l.phase == Some(ps.phase)),
            "the branch has begun {ps:?}"
        );
        for c in &s.choices()[ps.choices..] {
            b.apply(c.clone()).unwrap();
        }
        assert_eq!(b.campaign().state(), s.campaign().state(), "same choices, same campaign");
        assert_eq!(b.log(), s.log());
        assert_eq!(b.snapshots(), s.snapshots());
    }
    // A branch is a new save; the original file is kept as it was.
    let dir = tempfile::tempdir().unwrap();
    let mut orig = s.clone();
    orig.name = "Original".into();
    let path = save::write(dir.path(), &orig).unwrap();
    let before = std::fs::read(&path).unwrap();
    let b = orig.branch_at(starts[5].choices, "Original (branch)").unwrap();
    let bpath = save::write(dir.path(), &b).unwrap();
    assert_ne!(bpath, path);
    assert_eq!(std::fs::read(&path).unwrap(), before);
    let back = save::load(dir.path(), "Original (branch)", ed()).unwrap();
    assert_eq!(back.choices(), &orig.choices()[..starts[5].choices]);
}

fn tamper(path: &Path, f: impl FnOnce(&mut serde_json::Value)) {
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    f(&mut v);
    std::fs::write(path, serde_json::to_string(&v).unwrap()).unwrap();
}

#[test]
fn replay_detects_a_tampered_save() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = campaign(Scenario::Short, 31, true);
    s.name = "Tamper".into();
    let path = save::write(dir.path(), &s).unwrap();
    let good = std::fs::read_to_string(&path).unwrap();
    let back = verify_path(&path, ed(), Lang::EN).expect("an honest save matches");
    assert_eq!(back.campaign().state(), s.campaign().state());

    // The summary claims a better score.
    tamper(&path, |v| {
        let raf = v["summary"]["raf"].as_u64().unwrap();
        v["summary"]["raf"] = (raf + 3).into();
    });
    let e = verify_path(&path, ed(), Lang::EN).unwrap_err();
    assert!(matches!(e, VerifyError::Summary { .. }), "{e:?}");

    // The last choices dropped: the replay ends elsewhere.
    std::fs::write(&path, &good).unwrap();
    tamper(&path, |v| {
        let c = v["choices"].as_array_mut().unwrap();
        let n = c.len();
        c.truncate(n - 5);
    });
    assert!(verify_path(&path, ed(), Lang::EN).is_err());

    // A choice changed: a positioning (patrol or stand-by) becomes "end
    // the repairs", which the positioning decision refuses.
    std::fs::write(&path, &good).unwrap();
    tamper(&path, |v| {
        let c = v["choices"].as_array_mut().unwrap();
        let i = c.iter().position(|x| x == "StandBy" || x.get("Patrol").is_some()).expect("a positioning");
        c[i] = "EndRepairs".into();
    });
    let e = verify_path(&path, ed(), Lang::EN).unwrap_err();
    assert!(matches!(e, VerifyError::Save(_) | VerifyError::Summary { .. }), "{e:?}");

    // A snapshot dropped.
    std::fs::write(&path, &good).unwrap();
    tamper(&path, |v| {
        v["snapshots"].as_array_mut().unwrap().pop();
    });
    let e = verify_path(&path, ed(), Lang::EN).unwrap_err();
    assert!(matches!(e, VerifyError::Snapshots { .. }), "{e:?}");
}

fn cli(args: &[&str]) -> (i32, String, String) {
    let out =
        Command::new(env!("CARGO_BIN_EXE_londons-burning")).args(args).env("LANG", "C").output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn cli_report_and_replay() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let (code, _, err) =
        cli(&["new", "--name", "Cli Report", "--scenario", "short", "--seed", "5", "--saves-dir", d]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = cli(&["autoplay", "Cli Report", "--bot", "random", "--saves-dir", d]);
    assert_eq!(code, 0, "{err}");
    let s = save::load(dir.path(), "Cli Report", ed()).unwrap();
    let score = s.campaign().score();

    let (code, md, err) = cli(&["report", "Cli Report", "--saves-dir", d]);
    assert_eq!(code, 0, "{err}");
    assert!(md.starts_with("# Cli Report: after-action report"), "{md}");
    assert_eq!(md.matches(" shot down ").count() as u32, score.raf);
    let (code, md_es, _) = cli(&["report", "Cli Report", "--lang", "es", "--saves-dir", d]);
    assert_eq!(code, 0);
    assert!(md_es.contains("informe de la campaña"));

    let (code, csv, err) =
        cli(&["report", "Cli Report", "--format", "csv", "--table", "losses", "--saves-dir", d]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(csv_rows(&csv).len() as u32, score.raf_losses);
    let out = dir.path().join("sorties.csv");
    let (code, said, err) =
        cli(&["report", "Cli Report", "--format", "csv", "--out", out.to_str().unwrap(), "--saves-dir", d]);
    assert_eq!(code, 0, "{err}");
    assert!(said.contains("sorties.csv"));
    // Every sortie, and every aircraft lost on its airfield (10.4, a line
    // of its pilot's log sheet too).
    let sorties = count(&s, |e| {
        matches!(e, Event::Patrols { .. } | Event::TakesOff { .. } | Event::DestroyedOnGround { .. })
    });
    assert_eq!(csv_rows(&std::fs::read_to_string(&out).unwrap()).len(), sorties);
    let (code, _, err) =
        cli(&["report", "Cli Report", "--format", "md", "--table", "raids", "--saves-dir", d]);
    assert_eq!(code, 1);
    assert!(err.starts_with("error:"), "{err}");

    let (code, log, err) = cli(&["report", "Cli Report", "--format", "log", "--saves-dir", d]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(log.lines().count(), s.log().len(), "a line an event");
    assert_eq!(log.matches("[13.1] Victory for ").count() as u32, score.raf);

    let (code, said, err) = cli(&["replay", "Cli Report", "--saves-dir", d]);
    assert_eq!(code, 0, "{err}");
    assert!(said.contains("matches"), "{said}");
    let path = dir.path().join("cli-report.json");
    tamper(&path, |v| v["summary"]["luftwaffe"] = 0.into());
    let (code, said, err) = cli(&["replay", "Cli Report", "--saves-dir", d]);
    assert_eq!(code, 1, "{said}");
    assert!(err.starts_with("error:") && err.contains("does not match"), "{err}");
    let (code, _, err) = cli(&["replay", "Nobody", "--saves-dir", d]);
    assert_eq!(code, 1);
    assert!(err.starts_with("error:"), "{err}");
}

#[test]
fn the_hall_of_fame_lists_finished_campaigns_best_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut expected = Vec::new();
    for (i, seed) in [11u64, 12, 13, 14].into_iter().enumerate() {
        let mut s = campaign(Scenario::Short, seed, i % 2 == 1);
        s.name = format!("Done {seed}");
        let score = s.campaign().score();
        expected.push((s.name.clone(), score.raf as i64 - score.luftwaffe as i64, score.raf));
        save::write(dir.path(), &s).unwrap();
    }
    // An unfinished campaign is not in the hall.
    let mut s =
        Session::new("Going On", ed(), Setup::new(Scenario::Short, WeatherMode::Historical, 2)).unwrap();
    let Pending::Decide(d) = s.campaign().pending() else { panic!() };
    s.apply(passive(&d)).unwrap();
    save::write(dir.path(), &s).unwrap();

    let hall = report::fame::hall_of_fame(&save::list(dir.path()));
    assert_eq!(hall.len(), 4);
    assert!(hall.iter().all(|f| f.name.starts_with("Done")));
    for w in hall.windows(2) {
        let key = |f: &report::fame::Fame| (f.margin().signum(), f.margin(), f.raf);
        assert!(key(&w[0]) >= key(&w[1]), "best first: {:?} before {:?}", w[0].name, w[1].name);
    }
    for (name, margin, raf) in expected {
        let f = hall.iter().find(|f| f.name == name).unwrap();
        assert_eq!((f.margin(), f.raf), (margin, raf));
        let want = match margin.signum() {
            1 => londons_burning::rules::score::Verdict::RafWins,
            -1 => londons_burning::rules::score::Verdict::LuftwaffeWins,
            _ => londons_burning::rules::score::Verdict::Draw,
        };
        assert_eq!(f.verdict, want);
    }
}
