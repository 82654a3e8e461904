# The log: every event and die roll, one line each.

## Rolls

roll-pilot-draw = pilot draw
roll-weather = weather
roll-raid-size = raid-size marker

## Events

ev-draw = Draw ({ $what }): counter { $n } of { $of }
ev-draw-face-down = Draw ({ $what }): a counter of { $of }, face down until the raid is identified
ev-roll = Roll ({ $what }): { $dice }
ev-roll-total = Roll ({ $what }): { $dice } = { $total }
ev-pilot-fighter = { $pilot } flies fighter #{ $n }
ev-pilot-reserve = { $pilot } goes to the RAF reserve
ev-pilot-sunday = { $pilot } will arrive on Sunday { $date }
ev-base = Base: { $site }
ev-cup = The Luftwaffe cup holds { $n } aircraft: { $units }
ev-day = — { $date } —
ev-withdrawn = The Luftwaffe withdraws { $units } from the battle
ev-reinforced = Luftwaffe reinforcements { $units } join the cup
ev-arrives = { $pilot } arrives and joins the reserve
ev-recovered = { $pilot } is back from his wounds and joins the reserve
ev-weather-rolled = Weather (optional table): { $weather }
ev-weather-historical = Weather (historical): { $weather }
ev-phase-sun = { $phase } phase, { $sun }
ev-phase = { $phase }
ev-no-raids-in-rain = Rain: no German raids today
ev-stands-by = Fighter #{ $n } stands by at { $site }
ev-satellite = Fighter #{ $n } moves to stand by at { $site }
ev-patrol = Fighter #{ $n } patrols over { $site } ({ $hex }) at { $level }
ev-fatigue = { $pilot }: fatigue F{ $from } → F{ $to }
ev-marker = Raid-size marker: { $marker }
ev-remix = Remix: every marker goes back into the cup
ev-patrols-land = No raid: patrolling fighters land at their base
ev-scenario-ends = The scenario ends after { $date }

## Rolls (continued)

roll-entry-hex = entry hex
roll-reported-altitude = reported altitude
roll-raider-draw = raider
roll-flight-path = flight path
roll-exact-altitude = exact altitude and top cover
roll-german-target = German target choice
roll-action-attacker = attacker's action
roll-action-target = target's action
roll-fire = fire
roll-damage-position = damage position
roll-return-fire = return fire
roll-head-on-fire = head-on burst
roll-head-on-answer = head-on answer
roll-crossfire = crossfire
roll-crossfire-target = crossfire target
roll-combat-end = end of combat
roll-survival = pilot survival
roll-wound = wound
roll-luftwaffe-repair = Luftwaffe replacement

## Raid and combat events

ev-raid-placed = Radar reports a raid of { $size } at entry hex { $entry } ({ $hex }), { $level }
ev-london-burning-extra = {" "}(+{ $n } for London's Burning, 10.4)
ev-blitz-altitude = {" "}(+1 altitude after 7 September)
ev-raid-cancelled = The raid of { $size } is cancelled: only { $cup } aircraft in the Luftwaffe cup
ev-face-down = { $n } { $n ->
        [one] raider
       *[other] raiders
    } placed face down at { $level }
ev-impulse = Impulse { $n }
ev-impulse-delayed = Impulse { $n } — radar delay: the RAF cannot move yet (10.4)
ev-takes-off = Fighter #{ $n } takes off, facing { $facing }
ev-moves = Fighter #{ $n } flies { $path }, now at { $level }, facing { $facing }
ev-moves-in-place = Fighter #{ $n } changes altitude to { $level }
ev-moves-to-land = Fighter #{ $n } flies { $path } and comes down
ev-lands = Fighter #{ $n } lands at { $site }
ev-intercepts = Fighter #{ $n } intercepts the raid in { $hex }
ev-stands-down = Fighter #{ $n } stays on the ground for the rest of the raid
ev-flight-path = Flight path roll { $roll } at speed { $speed }: { $steps }
ev-flight-path-home = Homeward flight path roll { $roll } at speed { $speed }: { $steps }
ev-london-turn = The raid reaches row O at { $from } and turns for London ({ $to })
ev-balloon-climb = The raid climbs { $n } { $n ->
        [one] level
       *[other] levels
    } to clear the balloons of { $hex }
ev-raid-moves = The raid moves to { $hex }
ev-raid-at-target = The raid stops over { $site } to bomb
ev-raid-meets-fighters = The raid runs into RAF fighters in { $hex }
ev-raid-exits = The raid leaves the map from { $hex } for France
ev-identified = Identified: { $list }; exact altitude { $level } ({ $change }); top cover: { $cover }
shift-up = one level up
shift-down = one level down
shift-none = no change
no-top-cover = none
ev-fighters-dominate = No bombers left: the fighters turn for home at speed 4
ev-no-bombers = Over { $site } with no bombers: nothing is dropped
ev-dive-bombs = { $craft } dives from { $from } to { $to }
ev-bombed = Bombed { $site }: { $drops }; { $points } { $points ->
        [one] point
       *[other] points
    }
bomb-drop = { $craft } { $bombs } { $bombs ->
        [one] bomb
       *[other] bombs
    } from { $level } = { $points }
bomb-aa = , { $aa } AA -{ $n }
aa-heavy = heavy
aa-light = light
bomb-halved = , radar station halved (rounded up)
bomb-result = {" "}→ { $damage } damage, { $total } on the target
ev-destroyed-on-ground = Fighter #{ $n } is destroyed on the ground at { $site }
ev-combat-raf = Combat in { $hex }: { $n ->
        [one] fighter { $fighters } intercepts
       *[other] fighters { $fighters } intercept
    } — RAF segment first
ev-combat-lw = Combat in { $hex }: the raid intercepts { $n ->
        [one] fighter
       *[other] fighters
    } { $fighters } — Luftwaffe segment first
ev-box-taken = { $craft } takes the { $pos } position
box-sun-name = out-of-the-sun
box-head-on-name = head-on
ev-round = Combat round { $round }
ev-round-ends-combat = End of round { $round }: the combat ends
ev-round-goes-on = End of round { $round }: the combat goes on
ev-combat-ends = The combat is over
ev-withdraws = { $craft } withdraws ({ $why })
why-voluntary = by choice
why-pilot-hit = pilot hit
why-out-of-ammo = out of ammunition
why-lost-contact = lost contact
why-engine = engine hit
why-abort = last bomber of the raid aborts
why-combat-over = end of combat
ev-crash-lands = Fighter #{ $n } crash-lands in { $hex }
ev-passes = { $craft } passes
ev-selects = { $attacker } selects { $target }{ $how }
sel-dive = , diving to { $level }
sel-climb = , climbing to { $level }
sel-head-on = , head-on
ev-attack-cancelled = { $attacker }'s attack on { $target } is cancelled: the target is already gone
ev-action-check = Action: { $attacker } { $a } against { $target } { $t } — margin { $margin }
die = die
mod-out-of-sun = out of the sun
mod-dive = dive
mod-climb = climb
mod-tired = tired
mod-hits = hits
mod-unattacked = unattacked friends
mod-empty-bomb-bay = bombs gone
ev-no-shot = { $craft } does not get a shot
ev-fires = { $attacker } fires { $n } { $n ->
        [one] burst
       *[other] bursts
    } at { $target }
ev-hits = { $n } { $n ->
        [one] hit
       *[other] hits
    }
ev-hit = { $craft } hit: { $position } (die { $die })
ev-jettison = { $craft } jettisons its bombs
ev-destroyed = { $craft } is destroyed!
ev-victory = Victory for { $pilot }: { $craft } ({ $total } this campaign)
ev-ace = { $pilot } is an ace!
ev-return-fire = { $from } fires back at { $at }: { $n } { $n ->
        [one] shot
       *[other] shots
    }
ev-crossfire = { $from } crossfires at fighter #{ $n }
ev-head-on = { $attacker } attacks { $target } head-on
ev-head-on-answer = { $from } answers { $at } head-on
ev-raf-loss = RAF loss: fighter #{ $n }'s aircraft is destroyed
ev-pilot-killed = { $pilot } is killed
ev-bail-out-safe = { $pilot } bails out over { $hex } ({ $terrain }, +{ $m }): { $total }, he survives
ev-bail-out-killed = { $pilot } bails out over { $hex } ({ $terrain }, +{ $m }): { $total }, he is killed
ev-trenches-safe = { $pilot }'s aircraft is destroyed on the ground; he runs for the trenches in { $hex } (+{ $m }): { $total }, he survives
ev-trenches-killed = { $pilot }'s aircraft is destroyed on the ground; he runs for the trenches in { $hex } (+{ $m }): { $total }, he is killed
ev-range-ok = { $craft } heads for France: range { $range }, needs { $need }
ev-range-short = { $craft } cannot make it to France: range { $range }, needs { $need }
ev-reaches-france = { $craft } reaches France and goes back to the cup
ev-crashes = { $craft } crashes on the way home
ev-raid-ends = The raid is over
ev-returns-to-base = Fighter #{ $n } returns to base, repaired and rearmed
ev-wound = { $pilot }: { $result }
wound-shaken = shaken for the rest of the day
wound-weeks = wounded for { $weeks } { $weeks ->
        [one] week
       *[other] weeks
    }, back on { $date }
wound-career = badly wounded: his career as a pilot is over
wound-killed = dies of his wounds
ev-back-to-cup = Raiders { $units } return to the Luftwaffe cup
ev-plane-to-base = { $plane } replaced and back at base
ev-plane-to-reserve = { $plane } replaced, to the RAF reserve
ev-site-repaired = { $site } repaired one point ({ $left } left)
ev-luftwaffe-replaces = The Luftwaffe replaces { $units }
ev-sleeps = { $pilot } sleeps: F{ $from } → F{ $to }{ $why }
sleep-damaged-base = {" "}(damaged base)
sleep-shaken = {" "}(shaken: no rest)
pos-engine = Engine
pos-pilot = Pilot
pos-gunner = Gunner
pos-frame = Frame
side-left = L
side-right = R
pos-engine-short = E
pos-pilot-short = P
pos-gunner-short = G
pos-frame-short = F
aa-heavy-mark = H
aa-light-mark = L
fighter-n = Fighter #{ $n }
role-fighter-bomber = fighter-bomber
# The German ace's counter, "Me109E (ace)".
type-ace = ace
