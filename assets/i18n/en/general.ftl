# Names used everywhere: phases, weather, directions, altitudes, markers, the score.

# The language's own name, as the language switch shows it.
language-name = English

## General

app-title = London's Burning
error = error

## Phases and weather

phase-weather = Weather phase
phase-7am = 7 a.m.
phase-10am = 10 a.m.
phase-2pm = 2 p.m.
phase-5pm = 5 p.m.
phase-night = Night phase
weather-clear = clear
weather-rain = rain
scenario-short = short
scenario-regular = regular
scenario-long = long
field-players = Players

## Directions (for the sun)

dir-e = east
dir-ne = north-east
dir-nw = north-west
dir-w = west
dir-sw = south-west
dir-se = south-east
dir-short-ne = NE
dir-short-e = E
dir-short-se = SE
dir-short-sw = SW
dir-short-w = W
dir-short-nw = NW

## Altitude and markers

level-airfield = on the airfield
level-ground = Ground level
level-feet = { $n },000 ft
marker-no-raid = No Raid
marker-raiders = { $n } { $n ->
        [one] Raider
       *[other] Raiders
    }
marker-remix = Remix

## Score

verdict-raf = the RAF wins
verdict-luftwaffe = the Luftwaffe wins
verdict-draw = a draw
score-line = RAF { $raf } – Luftwaffe { $luftwaffe } (RAF losses { $losses }, radar { $radar }, London { $london }, other targets { $other })
