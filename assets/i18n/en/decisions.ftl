# What the game asks (prompts) and the options it offers.

## Decisions and options

ask-replace = Fighter #{ $n } has no pilot: call one from the reserve, or wait (11.5).
ask-position = Fighter #{ $n } ({ $pilot }): stand by, move to a satellite airfield or fly a patrol (5.2).
opt-replace = Call { $pilot }
opt-no-replacement = Wait
opt-stand-by = Stand by at base
opt-satellite = Stand by at { $site }
opt-patrol = Patrol { $site } at { $level }, facing { $facing }
opt-change-base = Move the base to { $site } (14.2)
illegal-over = The campaign is over: there is nothing more to decide.
illegal-not-this-decision = That choice does not answer the decision now pending ({ $rule }).
illegal-not-an-option = That option is not legal now ({ $rule }).

## The raid and the air war: prompts

ask-move = Fighter #{ $n }: move, climb, dive, land — or stay (6).
ask-placement = Fighter #{ $n } intercepts: place it in the altitude box (7.3-7.5).
ask-land = Fighter #{ $n } leaves the combat: land at the base or any undamaged airfield (8.2).
ask-forced-landing = Fighter #{ $n } has an engine hit: forced landing within range (9.1).
ask-attack = Fighter #{ $n }: withdraw, pass or attack (8.2-8.4).
ask-attack-order = Both fighters attack { $target }: which fires first? (8.42)
ask-bursts = Fighter #{ $n } won its action check: declare its bursts, at most { $max } (8.43).
ask-repair = Night: { $points } repair { $points ->
        [one] point
       *[other] points
    } left — replace an aircraft or repair a point of bomb damage (12.1).
opt-stay = Stay
opt-move = Move ({ $n } { $n ->
        [one] action
       *[other] actions
    })
opt-stand-down = Stay on the ground this raid
opt-box-normal = Normal position
opt-box-sun = Out of the sun
opt-box-head-on = Head-on
opt-land = Land at { $site }
opt-crash = Crash-land in { $hex }
opt-withdraw = Withdraw
opt-pass = Pass
opt-attack = Attack { $target }
opt-first = Fighter #{ $n } first
opt-bursts = { $n } { $n ->
        [one] burst
       *[other] bursts
    }
opt-replace-plane = Replace { $plane }
opt-repair-site = Repair { $site }
opt-end-repairs = Done (unused points are lost)
illegal-move = That move is not legal: { $why } ({ $rule }).
move-cannot-move = this fighter cannot move now
move-cannot-take-off = it cannot take off (exhausted or hit pilot, landed this phase, or damaged airfield)
move-on-the-ground = an aircraft on the ground can only take off
move-no-points = no movement points left
move-climb-limit = at most two levels of climb a movement step
move-too-high = 30,000 ft is the ceiling
move-too-low = it cannot go that low
move-off-map = RAF fighters never leave the map
move-balloons = nothing enters a balloon hex below 10,000 ft
move-not-airfield = landing needs an undamaged airfield or the base
move-after-stop = nothing can follow a landing or an interception
