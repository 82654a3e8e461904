//! 15.2: the Luftwaffe player's secret plan, shown only to him — the day's
//! raids phase by phase, the markers still to pair, the aircraft drawn and
//! the flight path plotted for the raid's next move.

use super::style;
use crate::text::Lang;
use crate::rules::Campaign;
use crate::rules::events::PhaseId;
use crate::text::{marker_name, phase_msg, site_name};
use egui::RichText;

pub fn ui(ui: &mut egui::Ui, c: &Campaign, lang: Lang) {
    let Some(lw) = c.lw() else { return };
    let ed = c.edition();
    ui.heading(RichText::new(t!(lang, "lw-plan-heading")).color(style::DAMAGE));
    let units = |u: &[u8]| u.iter().map(|i| format!("#{i}")).collect::<Vec<_>>().join(", ");
    if lw.plan.is_empty() && lw.drawn_targets.is_empty() {
        ui.label(RichText::new(t!(lang, "lw-plan-none")).color(style::MUTED));
    }
    for (i, p) in lw.plan.iter().enumerate() {
        let line = t!(
            lang,
            "lw-plan-phase",
            phase = t!(lang, phase_msg(PhaseId::Daylight(i as u8))),
            site = site_name(ed, p.target as usize, lang),
            marker = marker_name(ed.raid_markers[p.marker as usize], lang)
        );
        ui.label(RichText::new(line).strong());
        let detail = if p.cancelled {
            t!(lang, "lw-plan-cancelled")
        } else if p.flown {
            t!(lang, "lw-plan-flown")
        } else if p.size > 0 {
            t!(lang, "lw-plan-aircraft", units = units(&p.aircraft))
        } else {
            String::new()
        };
        if !detail.is_empty() {
            ui.label(RichText::new(detail).color(style::MUTED));
        }
    }
    if !lw.drawn_targets.is_empty() || !lw.drawn_sizes.is_empty() {
        let sites = lw.drawn_targets.iter().map(|&s| site_name(ed, s as usize, lang)).collect::<Vec<_>>();
        let markers = lw
            .drawn_sizes
            .iter()
            .map(|&m| marker_name(ed.raid_markers[m as usize], lang))
            .collect::<Vec<_>>();
        ui.label(t!(lang, "lw-plan-markers", sites = sites.join(", "), markers = markers.join(", ")));
    }
    if !lw.pool.is_empty() {
        ui.label(t!(lang, "lw-plan-pool", units = units(&lw.pool)));
    }
    if let Some(p) = lw.plotted {
        ui.label(RichText::new(t!(lang, "lw-plan-plotted", path = p)).strong());
    }
}
