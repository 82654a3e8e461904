# Names used everywhere: phases, weather, directions, altitudes, markers, the score.

# The language menu of a narrow bar (its name on hover).
language-menu = Language

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

## Sites whose names the player's language words

site-dover-port = Dover port

## Score

verdict-raf = the RAF wins
verdict-luftwaffe = the Luftwaffe wins
verdict-draw = a draw
score-line = RAF { $raf } – Luftwaffe { $luftwaffe } (RAF losses { $losses }, radar { $radar }, London { $london }, other targets { $other })

## Dates: the day, the name of the month, the year

date = { $day } { $month } { $year }
month-1 = January
month-2 = February
month-3 = March
month-4 = April
month-5 = May
month-6 = June
month-7 = July
month-8 = August
month-9 = September
month-10 = October
month-11 = November
month-12 = December
