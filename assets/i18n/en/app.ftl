# The app: start screen, campaign screen, panels.

## The app

app-subtitle = campaign manager for the solitaire Battle of Britain game
guide-title = Learn with the example of play
guide-intro = This is the rulebook's example of play, on the real campaign screen. It is 13 August 1940. This morning a raid bombed Manston at 7 a.m.; at 10 a.m. no raid came. Now, at 2 p.m., your two fighters wait for the next one: Spitfire #1 (F/Lt Stone) and Hurricane #2 (Sgt Drake). The dice are the rulebook's. Each step says what is happening and why, and marks where to click.
guide-step = Step { $n } of { $of }
guide-01 = Before each raid a pilot waits at his base, at an undamaged satellite airfield, or patrols over a target (5.2). The example has both fighters stand by at Hawkinge (D6), the satellite airfield nearest the Channel. Choose "Stand by at Hawkinge" for the Spitfire.
guide-02 = The Hurricane stands by at Hawkinge too: moving to a satellite costs no fatigue. Then the raid-size marker is drawn (5.3).
guide-03 = Radar reports six raiders at 10,000 ft over entry 6 (A10). No radar station is damaged, so you move at once (10.4). Taking off uses all the fighter's movement points: it ends at Ground level facing the hexside you choose, and the pilot's fatigue rises one step (6.1). Choose the option that takes off facing north-east, towards D7 (marked ▶).
guide-04 = The Hurricane takes off the same way, facing NE (D7). Then the Luftwaffe moves: a flight-path die for the raid (6.4).
guide-05 = The raid rolled a 4 (NW, W, W): B10, C10, D9, Manston. Manston is already damaged, so the raiders fly over it without bombing (10.1). Second impulse: fly two hexes to Dunkirk (F7) and climb two levels to 10,000 ft: four movement points (6.2, 6.3). Click F7 on the map; in the picker, the 10,000 ft row, column NW; then Confirm.
guide-06 = The Hurricane follows to Dunkirk: F7 on the map, the 10,000 ft row, column NW, Confirm.
guide-07 = The raid rolled a 1 (W, W, W): E9, F8, G8. From G8 its next move could bomb Eastchurch, Rochford or Canewdon: intercept now. The Spitfire climbs two levels to 20,000 ft, flies to G7 and enters G8 from the south-west, the side of the 2 p.m. sun: out of the sun (7.4). Click G8; in the picker, the 20,000 ft row, column NE (coming from G7, marked ☀); then Confirm. The picker marks that row red (↯): with the raid reported at 10,000 ft, the Spitfire may find no German within one level when the combat starts and lose contact (8.2). The example takes the risk on purpose: escorts fly top cover one level above the bombers (7.1), so a fighter may well be at 15,000 ft — as it turns out here — and the Spitfire dives on it out of the sun.
guide-08 = The Hurricane climbs to 15,000 ft and flies G7, H7 and into G8 facing east, straight at the raid, which faces west: a head-on attack (7.5). Click G8; in the picker, the 15,000 ft row, column E (coming from H7, marked ⇄); then Confirm.
guide-09 = The raid is identified (7.1): Me109 #4 and #5, Me110 #10, Do17 #19, He111 #22 and Ju87 #24. The exact-altitude roll is 8: no change, and the fighters with odd numbers fly top cover one level up, so Me109 #5 is at 15,000 ft. The Spitfire is one level above it and came from the sun's side: put it in the Out of the Sun box.
guide-10 = The Hurricane goes in the Head-On box.
guide-11 = Round 1. You intercepted, so the RAF segment comes first (8.1). The Spitfire attacks Me109 #5, the only German within one level of it: it dives out of the sun, +2 to its action check (8.42).
guide-12 = The Hurricane attacks He111 #22 head-on: no action check, one burst, and the He111 answers with its nose gun (8.5).
guide-13 = Round 1 went as printed: the Spitfire won 13 to 12 and hit Me109 #5's pilot; the Hurricane's two hits on the He111's engine destroyed it, Drake's first victory. In the Luftwaffe segment Me109 #5 withdrew with its pilot hit, and Me109 #4 and the Me110 missed. The end-of-round die was a 3: round 2 (8.1). The Spitfire attacks Me109 #4.
guide-14 = The Hurricane attacks Ju87 #24; the Me110 beside it, unattacked, gives it +1 (8.42).
guide-15 = The Hurricane won by 5, and has four bursts left: declare how many to fire before rolling (8.43). The example fires 3, six dice.
guide-16 = The Ju87's gunner is dead and its engine hit: three hexes of range cannot reach France, so it crashes, Drake's second victory (9.1). Here the example and the rules part: the rulebook lets the Ju87 fire back with its dead gunner, rule 8.44 does not, and we follow the rule (ruling R13). Both Germans then attacked the Hurricane: the Me109 destroyed it and Drake bailed out over G8. The end-of-round die was a 1: the combat is over and the Spitfire lands at once. Land it at its base.
guide-end = The raid rolled a 3 and reached Eastchurch; the Do17 dropped its bomb from 10,000 ft: one point of damage. The raid is over: two victories for Drake, one RAF aircraft lost. That was the example of play.
guide-differs = That is legal, but the example does something else here: { $choice }. The guide follows the printed example so that the dice tell its story; in your own campaigns every legal choice is yours.
guide-move-to = end the move in { $hex } at { $level }, facing { $dir }
guide-needs-edition-2 = The example of play needs board edition 2 (the rulebook's geometry).
guide-done = The end
guide-button-hint = Plays the rulebook's example (2 p.m., 13 August) step by step on the campaign screen: about 10 minutes.
welcome = Welcome
welcome-text = London's Burning is a solitaire game of the Battle of Britain. You command two RAF fighters of 11 Group from 13 August 1940; the game plays the Luftwaffe. Each day has four daylight phases (7 a.m., 10 a.m., 2 p.m. and 5 p.m.) and a night. In each phase a raid may come: you place your pilots, the raid flies a random path toward its targets, you take off, intercept and fight in the altitude box, and what the raid reaches it bombs. At night you repair airfields and radar, replace aircraft and rest your pilots. Every die is rolled and logged for you, with its rule.
welcome-ways = Three ways in:
welcome-new = A new campaign: the form on the left.
welcome-saved = A saved campaign: the list below (every campaign is saved after each choice).
scenario-length = { $days } { $days ->
        [one] day
       *[other] days
    }, about { $decisions } decisions, { $time }
about-minutes = about { $n } minutes
about-hours = about { $h } h
about-hours-minutes = about { $h } h { $m } min
guide-save-name = Example of play
guide-new-short = Start a new short campaign
guide-play-on = Play on from here
new-campaign = New campaign
field-name = Name
field-name-hint = e.g. Eagle Day
default-campaign-name = Campaign { NUMBER($n, useGrouping: "false") }
field-scenario = Scenario
scenario-ends = ends after { $date }
field-weather = Weather
field-base = Base (a sector airfield)
field-seed = Seed of the dice
new-seed = New seed
optional-rules = Optional rules (14)
rule-141 = 14.1 Bombers' crossfire
rule-142 = 14.2 Changing base
rule-143 = 14.3 Aborting the mission
rule-144 = 14.4 Place the AA guns and balloon barrages yourself
defences-count = Heavy AA { $heavy }/{ $heavy_max } · light AA { $light }/{ $light_max } · balloons { $balloons }/{ $balloons_max } (at most one gun and one barrage a target)
balloons = balloons
no-undo = No undo (the iron rule)
start-campaign = Start the campaign
start-key = Ctrl+Enter
app-exists = A campaign called { $name } already exists: choose another name
saved-campaigns = Saved campaigns
no-saves-yet = No saved campaigns yet: start one on the left.
col-name = Name
col-reached = Reached
col-score = Score
col-last-played = Last played
resume = Resume
delete = Delete
delete-title = Delete a campaign
delete-confirm = Delete the saved campaign { $name }? This cannot be undone.
delete-for-good = Delete it
cancel = Cancel
back-to-campaigns = ◀ Campaigns
saved-ok = ✔ Saved
save-failed = ⚠ Not saved
undo = ↶ Undo
undo-hint = Take back the last choice (Ctrl+Z)
undo-dice = Dice have been rolled since the last choice: it stands
undo-off = This campaign plays without undo
undo-over = The campaign is over: its verdict stands
altitude-box = Altitude box
map = Map
raf-segment = RAF segment
luftwaffe-segment = Luftwaffe segment
round-of = Round { $round } of 4
combat-in = combat in { $hex }
col-level = Altitude
col-raf = RAF
col-luftwaffe = Luftwaffe
action = action
ammo = bursts
tired = tired
bombs-gone = bombs gone
bombs-n = { $n } { $n ->
        [one] bomb
       *[other] bombs
    }
bomber = bomber
gone-destroyed = destroyed
gone-home = gone home
raf-out-of-combat = Out of the altitude box
left-the-combat = Out of the combat: { $list }
pilots = Pilots
fatigue = Fatigue
prior-victories = { $n } before
pilot-hit-mark = hit
calendar = Calendar
cal-arrives = { $pilot } arrives
cal-returns = { $pilot } returns
cal-reinforcements = reinforcements { $units }
cal-withdrawals = withdrawn { $units }
cal-sunday = Sunday
cal-end = end of the scenario
raid = Raid
no-raid-now = No raid in the air.
raid-summary = { $size } { $size ->
        [one] raider
       *[other] raiders
    } in { $hex }, reported at { $level }; impulse { $impulse }
course-out = heading for its target
course-london = turning for London ({ $hex })
course-home = homeward
speed = speed
radar-delay = Radar delay: { $n } { $n ->
        [one] impulse
       *[other] impulses
    } (10.4)
face-down = { $n } { $n ->
        [one] raider
       *[other] raiders
    } face down — not yet identified
score = Score
if-ended-now = If the campaign ended now: { $verdict }
campaign-over = The campaign is over
log = Log
all-days = All days
all-phases = All phases
rolls-only = dice only
opt-intercept = Intercept in { $hex } at { $level }
opt-close-in = Close in: { $hex } at { $level }
opt-attack-odds = Attack { $target } ({ $level }): { $fire }% to fire, { $bursts } bursts expected
opt-attack-head-on = Attack { $target } ({ $level }) head-on: one sure burst
opt-repair-site-damage = Repair { $site } (damage { $points })
hexes = { $n } { $n ->
        [one] hex
       *[other] hexes
    }
land-on-map = Or click a green-ringed hex on the map.
fly-on = ▶▶ Let the raid fly on
fly-on-hint = Both fighters stay as they are this impulse; the Luftwaffe moves on
pick-on-map = Or click a green hex on the map to choose where to fly (☀ out of the sun, ⇄ head-on).
land-here-at = Land here ({ $site })
quick-both-stand-by = Both stand by at base
quick-scramble = Scramble: take off facing { $dir }
quick-both-scramble = Both scramble, facing { $dir }
quick-both-intercept = Both intercept in { $hex }
quick-both-attack = Both attack { $target } (#{ $n } fires first)
quick-both-close-in = Both close in
quick-both-place = Both: { $pos }
quick-all-bursts = All { $n } bursts
quick-both-land = Both land at { $site }
risk-caught = ⚠ the raid may catch it first ({ $p }%)
risk-contact = ↯ may lose contact (up to { $p }%)
picker-title = Fighter #{ $n } to { $hex }
picker-cancel = Pick another hex (Esc)
picker-key = Pick the altitude and facing: ☀ out of the sun · ⇄ head-on · ↯ chance to lose contact (8.2)
picker-intercepts = ⚔ Ends in the raid's hex: you intercept, your segment first (7.2, 8.1).
picker-caught = ⚠ The raid may enter { $hex } next ({ $p }%): it would intercept you there, Luftwaffe segment first (6.6, 8.1).
picker-contact = ↯ At { $level } the Germans may be two or more levels away when the combat starts: up to { $p }% to lose contact and withdraw (8.2).
hint-sun = ☀ out of the sun: +2 to your first attack, if one level above (7.4)
hint-head-on = ⇄ head-on: facing the raid (7.5, 8.5)
move-preview = Path { $path }, ending at { $level } facing { $facing }
confirm-move = Confirm move
at = at
night-of = The night of { $date }
repair-points-left = Repair points left: { $n }
destroyed-aircraft = Destroyed RAF aircraft
none-lost = None.
to-base-with-pilot = if replaced, it goes to the base with its pilot
to-reserve-box = if replaced, it goes to the reserve box
bomb-damage = Bomb damage
no-damage = No target is damaged.
why-radar = radar: delays the RAF; 1 point to the Luftwaffe
why-london = London: more raiders; 3 points to the Luftwaffe
why-base = your base: pilots sleep less; 2 points to the Luftwaffe
why-airfield = airfield closed; 2 points to the Luftwaffe
why-thameshaven = more raiders; 2 points to the Luftwaffe
why-other = 2 points to the Luftwaffe
sleep-tonight = Sleep tonight (12.2)
sleep-none = No pilot needs rest tonight.
base-damaged-sleep = The base is damaged: its pilots recover one level only, unless it is fully repaired tonight.
luftwaffe-tonight-none = The Luftwaffe has no aircraft in its destroyed box: it has nothing to replace tonight.
luftwaffe-tonight = The Luftwaffe has { $n } aircraft in its destroyed box and will replace { $back }.
forecast-legend = the raid after its next move: odds
reach-legend = where your fighter can fly
damage-points = damage { $n }
moves-here = { $n } { $n ->
        [one] way
       *[other] ways
    } to end here
forecast-here = raid next: { $p }%

# The play screen's side column and its zoom (issue 28).
zoom-hint = The interface's size: Ctrl − and Ctrl + (Ctrl 0: back to 100 %); remembered for the next start
zoom-out = Smaller (Ctrl −)
zoom-in = Larger (Ctrl +)
zoom-reset = Back to 100 % (Ctrl 0)
key-zoom = the whole interface smaller, larger, back to 100 %
side-happened = What happened
side-happened-new = What happened ({ $n } new)
side-situation = Pilots and raid
happened-none = Nothing has happened yet: the summaries of the raids, the combats and the phases flown without a decision come here, newest first.
happened-new = New since your last choice
happened-earlier = Earlier (also in the log)
