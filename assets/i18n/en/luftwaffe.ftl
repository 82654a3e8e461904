# The Luftwaffe player (15.2): his plan, his decisions and his log lines.

## The Luftwaffe player (15.2)

curtain-title = Pass the computer to the { $who }
curtain-body = The other player looks away: what comes next is secret.
curtain-show = I am the { $who } — show my turn
seat-raf = RAF player
seat-luftwaffe = Luftwaffe player
seat-turn = { $who }:
lw-plan-heading = Luftwaffe plan (secret)
lw-plan-phase = { $phase }: { $site }, { $marker }
lw-plan-aircraft = aircraft: { $units }
lw-plan-cancelled = cancelled: too few aircraft
lw-plan-flown = flown
lw-plan-pool = Drawn, not yet given to a raid: { $units }
lw-plan-markers = Still to pair: targets { $sites }; sizes { $markers }
lw-plan-plotted = Plotted next: path { $path }
lw-plan-none = No plan today.
records-hidden = The records open for the Luftwaffe player or when the campaign is over: they would show his plan.
records-closed = Records (closed)
roll-target-marker = target marker
roll-plan-marker = raid-size marker (German plan)
roll-plan-raider = German aircraft for the day
ev-targets-kept = 7 September: the Luftwaffe keeps the target markers { $sites }
ev-london-markers = 7 September: London's markers ({ $sites }) join the target cup; { $cup } markers in it now
ev-plan-drawn = The Luftwaffe draws targets { $sites }, raid sizes { $markers } and { $n } aircraft (the markers ask for { $wanted }): { $units }
ev-raid-planned = Plan for { $phase }: { $site } with { $marker } ({ $size } { $size ->
        [one] raider
       *[other] raiders
    })
ev-plan-cancelled = The { $phase } raid of { $size } is cancelled: only { $have } aircraft left for it
ev-assigned = { $craft } will fly at { $phase }
ev-unused-back = Aircraft not flying today go back to the cup: { $units }
ev-path-plotted = The Luftwaffe plots flight path { $path } face down
ev-path-revealed = The Luftwaffe shows its plotted flight path: { $path }
ev-markers-revealed = End of the { $phase } phase: the Luftwaffe shows its markers: target { $site }, { $marker }
ev-markers-cancelled = (the raid was cancelled: too few aircraft)
ev-markers-back = Night: the Luftwaffe's target markers ({ $targets }) and raid-size markers ({ $markers }) go back to their cups
ask-keep-target = Luftwaffe, 7 September: keep target marker { $n } of 6; the other 18 are put away and London's four come in (15.2).
ask-plan-raid = Luftwaffe: pair a target marker with a raid-size marker for the { $phase } phase (15.2).
ask-compose = Luftwaffe: aircraft { $n } of { $size } for the { $phase } raid; no aircraft flies twice a day (15.2).
ask-entry = Luftwaffe: the raid on { $target } enters: choose the entry hex and plot its first flight path (15.2).
ask-plot = Luftwaffe: plot the raid's next flight path; the one plotted before is flown now (15.2).
ask-german-pick = Luftwaffe: { $craft } attacks, or withdraws (15.2).
ask-crossfire-at = Luftwaffe: both RAF fighters attack the { $craft } type: which one does its crossfire shoot at (14.1, 15.2)?
opt-keep-target = Keep { $site }
opt-plan-raid = { $site } — { $marker }
opt-assign = { $craft }
opt-enter = Entry hex { $entry }, path { $path }
opt-plot = Path { $path }
opt-german-attack = Attack fighter #{ $n }
opt-crossfire-at = At fighter #{ $n }
players-luftwaffe-rules = 15.2: every optional rule of 14 and the optional weather table (unless short) are in play.
players-solitaire = Solitaire
players-two-raf = Two RAF players (15.1)
players-luftwaffe = RAF against a Luftwaffe player (15.2)
weather-historical = historical weather
weather-optional = optional weather table
sun-from = sun in the { $dir }
