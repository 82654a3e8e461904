//! Dev tool: one campaign played by the expert, every decision with its
//! candidates' estimated effects and the events that followed.
use londons_burning::edition::Edition;
use londons_burning::i18n::Lang;
use londons_burning::rules::{Campaign, Pending, Scenario, Setup, WeatherMode};
use londons_burning::sim::expert::decide;
use londons_burning::sim::rollout::public_view;

fn main() {
    let ed = Edition::builtin().unwrap();
    let seed: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let n: usize = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(32);
    let setup = Setup::new(Scenario::Short, WeatherMode::Historical, seed);
    let (mut c, _) = Campaign::new(ed.clone(), setup).unwrap();
    let mut k = 0u64;
    while let Pending::Decide(d) = c.pending_light() {
        k += 1;
        let view = public_view(&c);
        let (choice, weighed) = decide(&view, &d, k, n, false);
        println!("== {} {:?} | {}", c.state().date, c.state().phase, d.prompt(&ed, Lang::En));
        for (ch, e) in &weighed {
            println!(
                "   {:<40} v={:+.2} vic={:.2} loss={:.2} tgt={:.2} pil={:.2} fat={:.2} nobomb={:.2}",
                ch.label(&ed, Lang::En),
                e.value,
                e.victories,
                e.raf_losses,
                e.target_points,
                e.pilots_lost,
                e.fatigue,
                e.no_bombing
            );
        }
        println!("-> {} {:?}", choice.label(&ed, Lang::En), choice);
        let ev = c.apply(choice).unwrap();
        for e in ev {
            if !e.is_roll() {
                println!("      {}", e.describe(&ed, Lang::En));
            }
        }
    }
    println!("{:?}", c.score());
}
