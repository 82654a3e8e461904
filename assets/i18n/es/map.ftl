# The map: legend, compass rose, sun diagram, hex tooltips.

## The map: legend, compass rose, sun diagram, hex tooltips

map-legend = Leyenda
map-london = Londres
map-france = FRANCIA
kind-sector = aeródromo de sector
kind-satellite = aeródromo satélite
kind-emergency = aeródromo de emergencia
kind-radar = estación de radar Chain Home
kind-port = puerto
kind-oil-depot = depósito de petróleo
kind-convoy = convoy
kind-london = hex de Londres
lg-heavy-aa = AA pesado: a cualquier altitud
lg-light-aa = AA ligero: a 5.000 pies o menos
lg-balloons = globos: nada por debajo de 10.000 pies
lg-damage = daño de bombas, en puntos
lg-base = su base
lg-fighter = su caza, apuntando hacia donde encara
lg-fighter-ground = su caza en el aeródromo
lg-raid-reported = incursión: incursores, altitud informada
lg-raid-exact = incursión identificada: altitud exacta (7.1)
lg-danger = aquí la incursión puede alcanzarle, con su segmento primero (8.1)
lg-pilot = piloto lanzado en paracaídas
lg-sun-mark = alcanza a la incursión fuera del sol
lg-head-on-mark = alcanza a la incursión de frente
lg-hover = Pase el puntero sobre un hex para ver su código, terreno, blanco y defensas.
compass-rose = Rosa de los vientos
compass-tip = El tablero está impreso girado: arriba es el { $up }; a la derecha, el { $right }.
compass-n = N
compass-s = S
dir-n = norte
dir-s = sur
sun-diagram = Sol: { $dir }
sun-diagram-none = Diagrama del sol
sun-tip = Fuera del sol (7.4): un caza un nivel por encima de la incursión que entra en su hex por este lado ({ $dir } en esta fase). El sol de cada fase: { $phases }.
level-short-ground = T
level-short-airfield = AD
level-short-k = { $n }k
tip-site = { $site }: { $kind }
tip-defences = Defensas: { $list }
tip-no-defences = Sin antiaéreos ni globos
tip-heavy-aa = AA pesado (a cualquier altitud)
tip-light-aa = AA ligero (bombarderos a 5.000 pies o menos)
tip-balloons = globos (nada por debajo de 10.000 pies)
tip-damaged = Daño de bombas: { $n } { $n ->
        [one] punto
       *[other] puntos
    } (10.3)
tip-undamaged = Sin daños
tip-worth = Dañado al final: { $worth } { $worth ->
        [one] punto
       *[other] puntos
    } para la Luftwaffe (13.3)
tip-base = Su base
tip-raid-reported = La incursión: { $n } { $n ->
        [one] incursor
       *[other] incursores
    } boca abajo, informada a { $level } (5.3)
tip-raid-exact = La incursión: { $n } { $n ->
        [one] incursor
       *[other] incursores
    }, identificada (7.1): { $levels }
tip-fighter = Caza #{ $n } ({ $pilot }): { $level }, encarando al { $dir }
tip-bailed-out = { $pilot } se lanzó en paracaídas aquí (9.5)
