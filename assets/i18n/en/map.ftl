# The map: legend, compass rose, sun diagram, hex tooltips.

## The map: legend, compass rose, sun diagram, hex tooltips

map-legend = Legend
map-london = London
map-france = FRANCE
kind-sector = sector airfield
kind-satellite = satellite airfield
kind-emergency = emergency airfield
kind-radar = Chain Home radar station
kind-port = port
kind-oil-depot = oil depot
kind-convoy = convoy
kind-london = London hex
lg-heavy-aa = heavy AA: any altitude
lg-light-aa = light AA: 5,000 ft or lower
lg-balloons = balloons: nothing below 10,000 ft
lg-damage = bomb damage, in points
lg-base = your base
lg-fighter = your fighter, pointing where it faces
lg-fighter-ground = your fighter on the airfield
lg-raid-reported = raid: raiders, reported altitude
lg-raid-exact = raid identified: exact altitude (7.1)
lg-danger = the raid may catch you here, its segment first (8.1)
lg-pilot = pilot who bailed out
lg-sun-mark = meets the raid out of the sun
lg-head-on-mark = meets the raid head-on
lg-hover = Hover a hex for its id, terrain, site and defences.
compass-rose = Compass rose
compass-tip = The board is printed turned: its up is { $up }, its right { $right }.
compass-n = N
compass-s = S
dir-n = north
dir-s = south
sun-diagram = Sun: { $dir }
sun-diagram-none = Sun diagram
sun-tip = Out of the sun (7.4): a fighter one level above the raid that enters its hex across this side ({ $dir } this phase). The sun of each phase: { $phases }.
level-short-ground = G
level-short-airfield = AF
level-short-k = { $n }k
tip-site = { $site }: { $kind }
tip-defences = Defences: { $list }
tip-no-defences = No AA guns, no balloons
tip-heavy-aa = heavy AA (any altitude)
tip-light-aa = light AA (bombers at 5,000 ft or lower)
tip-balloons = balloons (nothing below 10,000 ft)
tip-damaged = Bomb damage: { $n } { $n ->
        [one] point
       *[other] points
    } (10.3)
tip-undamaged = Undamaged
tip-worth = Damaged at the end: { $worth } { $worth ->
        [one] point
       *[other] points
    } to the Luftwaffe (13.3)
tip-base = Your base
tip-raid-reported = The raid: { $n } { $n ->
        [one] raider
       *[other] raiders
    } face down, reported at { $level } (5.3)
tip-raid-exact = The raid: { $n } { $n ->
        [one] raider
       *[other] raiders
    }, identified (7.1): { $levels }
tip-fighter = Fighter #{ $n } ({ $pilot }): { $level }, facing { $dir }
tip-bailed-out = { $pilot } bailed out here (9.5)
