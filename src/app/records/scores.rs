//! The scores: the day-by-day charts on one date axis, and the tables of
//! victories per pilot and per German type, and of the targets bombed.

use super::short_date;
use crate::app::style;
use crate::edition::Edition;
use crate::text::Lang;
use crate::report::{self, PilotLog, Report};
use crate::text::{pilot_name, site_name};
use egui::RichText;

/// The page, scrolling.
pub fn page(ui: &mut egui::Ui, r: &Report, ed: &Edition, lang: Lang) {
    egui::CentralPanel::default()
        .show(ui, |ui| egui::ScrollArea::vertical().id_salt("scores").show(ui, |ui| scores(ui, r, ed, lang)));
}

fn scores(ui: &mut egui::Ui, r: &Report, ed: &Edition, lang: Lang) {
    use egui_plot::{Bar, BarChart, Legend, Line, LineStyle, Plot, PlotPoints};
    if r.days.is_empty() {
        ui.label(t!(lang, "sc-no-days"));
        return;
    }
    let dates: Vec<chrono::NaiveDate> = r.days.iter().map(|d| d.date).collect();
    let date_axis = DateAxis::new(dates);
    let xs = |f: &dyn Fn(&report::DayRow) -> u32| -> Vec<[f64; 2]> {
        r.days.iter().enumerate().map(|(i, d)| [i as f64, f(d) as f64]).collect()
    };
    ui.heading(t!(lang, "sc-chart-title"));
    let victories = BarChart::new(
        t!(lang, "rp-col-victories"),
        r.days
            .iter()
            .enumerate()
            .map(|(i, d)| Bar::new(i as f64 - 0.18, d.victories as f64).width(0.34))
            .collect(),
    )
    .color(style::RAF);
    let losses = BarChart::new(
        t!(lang, "rp-col-losses"),
        r.days
            .iter()
            .enumerate()
            .map(|(i, d)| Bar::new(i as f64 + 0.18, d.raf_losses as f64).width(0.34))
            .collect(),
    )
    .color(style::DAMAGE);
    let damaged = Line::new(t!(lang, "rp-col-damaged"), PlotPoints::from(xs(&|d| d.damaged)))
        .color(style::FORECAST)
        .width(2.0);
    let burning = Line::new(t!(lang, "rp-col-london"), PlotPoints::from(xs(&|d| d.london_burning)))
        .color(style::LUFTWAFFE)
        .style(LineStyle::dashed_loose())
        .width(2.0);
    date_axis
        .on(Plot::new("per-day"))
        .height(260.0)
        .legend(Legend::default().position(egui_plot::Corner::LeftTop))
        .include_y(0.0)
        .include_y(3.0)
        .include_y(headroom(
            r.days.iter().flat_map(|d| [d.victories, d.raf_losses, d.damaged, d.london_burning]),
        ))
        .show(ui, |p| {
            p.bar_chart(victories);
            p.bar_chart(losses);
            p.line(damaged);
            p.line(burning);
        });
    ui.add_space(8.0);
    ui.heading(t!(lang, "sc-running-title"));
    let raf = Line::new(t!(lang, "sc-raf-score"), PlotPoints::from(xs(&|d| d.raf_score)))
        .color(style::RAF)
        .width(2.5);
    let lw = Line::new(t!(lang, "sc-lw-score"), PlotPoints::from(xs(&|d| d.luftwaffe_score)))
        .color(style::LUFTWAFFE)
        .width(2.5);
    let top = headroom(r.days.iter().flat_map(|d| [d.raf_score, d.luftwaffe_score]));
    date_axis
        .on(Plot::new("running"))
        .height(200.0)
        .legend(Legend::default().position(egui_plot::Corner::LeftTop))
        .include_y(0.0)
        .include_y(top)
        .show(ui, |p| {
            p.line(raf);
            p.line(lw);
        });
    ui.add_space(8.0);
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.heading(t!(lang, "sc-victories-per-pilot"));
            egui::Grid::new("per-pilot").striped(true).show(ui, |ui| {
                ui.label(RichText::new(t!(lang, "rp-col-pilot")).strong());
                ui.label(RichText::new(t!(lang, "rp-col-victories")).strong());
                ui.label(RichText::new(t!(lang, "rp-col-toward-ace")).strong());
                ui.end_row();
                let mut pilots: Vec<&PilotLog> = r.pilots.iter().collect();
                pilots.sort_by_key(|p| std::cmp::Reverse((p.victories, p.toward_ace())));
                for p in pilots {
                    let ace = if p.is_ace() { " ★" } else { "" };
                    ui.label(format!("{}{ace}", pilot_name(ed, p.pilot)));
                    ui.label(p.victories.to_string());
                    ui.label(format!("{}/{}", p.toward_ace(), crate::rules::score::ACE_VICTORIES));
                    ui.end_row();
                }
            });
        });
        ui.add_space(30.0);
        ui.vertical(|ui| {
            ui.heading(t!(lang, "rp-by-type-title"));
            let by_type = r.victories_by_type();
            if by_type.is_empty() {
                ui.label(RichText::new(t!(lang, "sc-no-victories")).color(style::MUTED));
            }
            egui::Grid::new("per-type").striped(true).show(ui, |ui| {
                for (t, n) in by_type {
                    ui.label(t);
                    ui.label(n.to_string());
                    ui.end_row();
                }
            });
        });
        ui.add_space(30.0);
        ui.vertical(|ui| {
            ui.heading(t!(lang, "rp-targets-title"));
            if r.targets.is_empty() {
                ui.label(RichText::new(t!(lang, "sc-no-targets")).color(style::MUTED));
                return;
            }
            egui::Grid::new("targets").striped(true).show(ui, |ui| {
                for h in [
                    id!("rp-col-target"),
                    id!("rp-col-bombed"),
                    id!("rp-col-damage"),
                    id!("rp-col-repairs"),
                    id!("rp-col-damage-now"),
                ] {
                    ui.label(RichText::new(t!(lang, h)).strong());
                }
                ui.end_row();
                for t in &r.targets {
                    ui.label(site_name(ed, t.site as usize, lang));
                    ui.label(t.bombed.to_string());
                    ui.label(t.damage.to_string());
                    ui.label(t.repaired.to_string());
                    let now = RichText::new(t.now.to_string());
                    ui.label(if t.now > 0 { now.color(style::DAMAGE).strong() } else { now });
                    ui.end_row();
                }
            });
        });
    });
}

/// Room above the highest value for the chart's legend (top left: the
/// scores and the damage grow with the days).
fn headroom(values: impl Iterator<Item = u32>) -> f64 {
    values.max().unwrap_or(0) as f64 * 1.35
}

/// The one date axis of the score charts: the same days, ticks and labels,
/// the same width for the value axis (so the plots line up), and linked,
/// so a drag or zoom on one moves both and the pointer's day shows on both.
#[derive(Clone)]
pub struct DateAxis {
    dates: std::sync::Arc<Vec<chrono::NaiveDate>>,
    /// A date every `every` days (about a dozen along the axis).
    pub every: usize,
}

impl DateAxis {
    pub fn new(dates: Vec<chrono::NaiveDate>) -> DateAxis {
        let every = dates.len().div_ceil(12).max(1);
        DateAxis { dates: std::sync::Arc::new(dates), every }
    }

    /// A tick on each day between `lo` and `hi`, those with a date
    /// heavier.
    pub fn marks(&self, lo: f64, hi: f64) -> Vec<egui_plot::GridMark> {
        let last = self.dates.len().saturating_sub(1) as f64;
        let (lo, hi) = (lo.ceil().max(0.0), hi.floor().min(last));
        if hi < lo {
            return Vec::new();
        }
        (lo as usize..=hi as usize)
            .map(|i| egui_plot::GridMark {
                value: i as f64,
                step_size: if i.is_multiple_of(self.every) { self.every as f64 } else { 1.0 },
            })
            .collect()
    }

    /// The date under a tick, on every `every`-th day.
    pub fn label(&self, value: f64) -> String {
        let i = value.round();
        if (value - i).abs() > 1e-6 || i < 0.0 || !(i as usize).is_multiple_of(self.every) {
            return String::new();
        }
        self.dates.get(i as usize).map(|d| short_date(*d)).unwrap_or_default()
    }

    fn on<'a>(&self, plot: egui_plot::Plot<'a>) -> egui_plot::Plot<'a> {
        let group = egui::Id::unique("records-date-axis");
        let (a, b) = (self.clone(), self.clone());
        plot.default_x_bounds(-0.6, self.dates.len() as f64 - 0.4)
            .x_grid_spacer(move |g: egui_plot::GridInput| a.marks(g.bounds.0, g.bounds.1))
            .x_axis_formatter(move |m: egui_plot::GridMark, _: &std::ops::RangeInclusive<f64>| {
                b.label(m.value)
            })
            .y_axis_min_width(44.0)
            .link_axis(group, [true, false])
            .link_cursor(group, [true, false])
            .allow_scroll(false)
    }
}
