# Names used everywhere: phases, weather, directions, altitudes, markers, the score.

# The language menu of a narrow bar (its name on hover).
language-menu = Idioma

# The language's own name, as the language switch shows it.
language-name = Español

## General

app-title = Londres en llamas
error = error

## Phases and weather

phase-weather = Fase de determinación del tiempo
phase-7am = 7 a.m.
phase-10am = 10 a.m.
phase-2pm = 2 p.m.
phase-5pm = 5 p.m.
phase-night = Fase de noche
weather-clear = cielo claro
weather-rain = lluvia
scenario-short = corto
scenario-regular = regular
scenario-long = largo
field-players = Jugadores

## Directions (for the sun)

dir-e = este
dir-ne = noreste
dir-nw = noroeste
dir-w = oeste
dir-sw = sudoeste
dir-se = sudeste
dir-short-ne = NE
dir-short-e = E
dir-short-se = SE
dir-short-sw = SO
dir-short-w = O
dir-short-nw = NO

## Altitude and markers

level-airfield = en el aeródromo
level-ground = nivel de tierra
level-feet = { $n }.000 pies
marker-no-raid = Ninguna incursión
marker-raiders = { $n } { $n ->
        [one] Incursor
       *[other] Incursores
    }
marker-remix = Remix

## Sites whose names the player's language words

site-dover-port = Puerto de Dover

## Score

verdict-raf = gana la RAF
verdict-luftwaffe = gana la Luftwaffe
verdict-draw = empate
score-line = RAF { $raf } – Luftwaffe { $luftwaffe } (pérdidas de la RAF { $losses }, radar { $radar }, Londres { $london }, otros blancos { $other })

## Dates: the day, the name of the month, the year

date = { $day } de { $month } de { $year }
month-1 = enero
month-2 = febrero
month-3 = marzo
month-4 = abril
month-5 = mayo
month-6 = junio
month-7 = julio
month-8 = agosto
month-9 = septiembre
month-10 = octubre
month-11 = noviembre
month-12 = diciembre
