# The log: every event and die roll, one line each.

## Rolls

roll-pilot-draw = sorteo de pilotos
roll-weather = tiempo
roll-raid-size = marcador de tamaño de incursión

## Events

ev-draw = Sorteo ({ $what }): ficha { $n } de { $of }
ev-draw-face-down = Sorteo ({ $what }): una ficha de { $of }, boca abajo hasta identificar la incursión
ev-roll = Tirada ({ $what }): { $dice }
ev-roll-total = Tirada ({ $what }): { $dice } = { $total }
ev-pilot-fighter = { $pilot } pilota el caza #{ $n }
ev-pilot-reserve = { $pilot } pasa a la reserva de la RAF
ev-pilot-sunday = { $pilot } llegará el domingo { $date }
ev-base = Base: { $site }
ev-cup = La taza de la Luftwaffe tiene { $n } { $n ->
        [one] avión
       *[other] aviones
    }: { $units }
ev-day = — { $date } —
ev-withdrawn = La Luftwaffe retira { $units } de la batalla
ev-reinforced = Los refuerzos de la Luftwaffe { $units } entran en la taza
ev-arrives = { $pilot } llega y pasa a la reserva
ev-recovered = { $pilot } se ha recuperado de sus heridas y pasa a la reserva
ev-weather-rolled = Tiempo (tabla opcional): { $weather }
ev-weather-historical = Tiempo (histórico): { $weather }
ev-phase-sun = Fase de las { $phase }, { $sun }
ev-phase = { $phase }
ev-no-raids-in-rain = Lluvia: hoy no hay incursiones alemanas
ev-stands-by = El caza #{ $n } espera en alerta en { $site }
ev-satellite = El caza #{ $n } pasa a esperar en alerta en { $site }
ev-patrol = El caza #{ $n } patrulla sobre { $site } ({ $hex }) a { $level }
ev-fatigue = { $pilot }: fatiga F{ $from } → F{ $to }
ev-marker = Marcador de tamaño de incursión: { $marker }
ev-remix = Remix: todos los marcadores vuelven a la taza y se mezclan
ev-patrols-land = Ninguna incursión: los cazas de patrulla aterrizan en su base
ev-scenario-ends = El escenario termina tras el { $date }

## Rolls (continued)

roll-entry-hex = hex de entrada
roll-reported-altitude = altitud informada
roll-raider-draw = incursor
roll-flight-path = trayectoria de vuelo
roll-exact-altitude = altitud exacta y cobertura de cima
roll-german-target = elección de blanco alemana
roll-action-attacker = acción del atacante
roll-action-target = acción del blanco
roll-fire = disparo
roll-damage-position = posición del impacto
roll-return-fire = devolución de fuego
roll-head-on-fire = ráfaga de frente
roll-head-on-answer = respuesta de frente
roll-crossfire = fuego cruzado
roll-crossfire-target = blanco del fuego cruzado
roll-combat-end = fin del combate
roll-survival = supervivencia del piloto
roll-wound = herida
roll-luftwaffe-repair = reemplazo de la Luftwaffe

## Raid and combat events

ev-raid-placed = El radar informa de una incursión de { $size } en el hex de entrada { $entry } ({ $hex }), a { $level }
ev-london-burning-extra = {" "}(+{ $n } por Londres en llamas, 10.4)
ev-blitz-altitude = {" "}(+1 a la altitud después del 7 de septiembre)
ev-raid-cancelled = La incursión de { $size } se anula: solo hay { $cup } { $cup ->
        [one] avión
       *[other] aviones
    } en la taza de la Luftwaffe
ev-face-down = { $n } { $n ->
        [one] incursor colocado
       *[other] incursores colocados
    } boca abajo a { $level }
ev-impulse = Impulso { $n }
ev-impulse-delayed = Impulso { $n } — retraso del radar: la RAF aún no puede mover (10.4)
ev-takes-off = El caza #{ $n } despega, encarando al { $facing }
ev-moves = El caza #{ $n } vuela { $path }, ahora a { $level }, encarando al { $facing }
ev-moves-in-place = El caza #{ $n } cambia de altitud a { $level }
ev-moves-to-land = El caza #{ $n } vuela { $path } y baja a tierra
ev-lands = El caza #{ $n } aterriza en { $site }
ev-intercepts = El caza #{ $n } intercepta la incursión en { $hex }
ev-stands-down = El caza #{ $n } se queda en tierra el resto de la incursión
ev-flight-path = Tirada de trayectoria { $roll } a velocidad { $speed }: { $steps }
ev-flight-path-home = Tirada de trayectoria de regreso { $roll } a velocidad { $speed }: { $steps }
ev-london-turn = La incursión llega a la fila O en { $from } y gira hacia Londres ({ $to })
ev-balloon-climb = La incursión asciende { $n } { $n ->
        [one] nivel
       *[other] niveles
    } para salvar los globos de { $hex }
ev-raid-moves = La incursión avanza a { $hex }
ev-raid-at-target = La incursión se detiene sobre { $site } para bombardear
ev-raid-meets-fighters = La incursión se encuentra con cazas de la RAF en { $hex }
ev-raid-exits = La incursión sale del mapa desde { $hex } hacia Francia
ev-identified = Identificados: { $list }; altitud exacta { $level } ({ $change }); cobertura de cima: { $cover }
shift-up = un nivel más arriba
shift-down = un nivel más abajo
shift-none = sin cambio
no-top-cover = ninguna
ev-fighters-dominate = No quedan bombarderos: los cazas regresan a velocidad 4
ev-no-bombers = Sobre { $site } sin bombarderos: no se lanza nada
ev-dive-bombs = { $craft } pica de { $from } a { $to }
ev-bombed = Bombardeado { $site }: { $drops }; { $points } { $points ->
        [one] punto
       *[other] puntos
    }
bomb-drop = { $craft } { $bombs } { $bombs ->
        [one] bomba
       *[other] bombas
    } desde { $level } = { $points }
bomb-aa = , AA { $aa } -{ $n }
aa-heavy = pesado
aa-light = ligero
bomb-halved = , estación de radar a la mitad (redondeando hacia arriba)
bomb-result = {" "}→ { $damage } de daño, { $total } en el blanco
ev-destroyed-on-ground = El caza #{ $n } es destruido en tierra en { $site }
ev-combat-raf = Combate en { $hex }: { $n ->
        [one] el caza { $fighters } intercepta
       *[other] los cazas { $fighters } interceptan
    } — primero el segmento de la RAF
ev-combat-lw = Combate en { $hex }: la incursión intercepta { $n ->
        [one] al caza
       *[other] a los cazas
    } { $fighters } — primero el segmento de la Luftwaffe
ev-box-taken = { $craft } toma la posición { $pos }
box-sun-name = fuera del sol
box-head-on-name = de frente
ev-round = Ronda de combate { $round }
ev-round-ends-combat = Fin de la ronda { $round }: el combate termina
ev-round-goes-on = Fin de la ronda { $round }: el combate continúa
ev-combat-ends = El combate ha terminado
ev-withdraws = { $craft } se retira ({ $why })
why-voluntary = voluntariamente
why-pilot-hit = piloto tocado
why-out-of-ammo = sin munición
why-lost-contact = contacto perdido
why-engine = motor tocado
why-abort = último bombardero de la incursión, aborta
why-combat-over = fin del combate
ev-crash-lands = El caza #{ $n } hace un aterrizaje forzoso y se estrella en { $hex }
ev-passes = { $craft } pasa
ev-selects = { $attacker } selecciona a { $target }{ $how }
sel-dive = , picando a { $level }
sel-climb = , ascendiendo a { $level }
sel-head-on = , de frente
ev-attack-cancelled = El ataque de { $attacker } a { $target } se anula: el blanco ya no está
ev-action-check = Acción: { $attacker } { $a } contra { $target } { $t } — diferencia { $margin }
die = dado
mod-out-of-sun = fuera del sol
mod-dive = picado
mod-climb = ascenso
mod-tired = cansado
mod-hits = impactos
mod-unattacked = amigos no atacados
mod-empty-bomb-bay = bombas lanzadas
ev-no-shot = { $craft } no consigue ángulo de disparo
ev-fires = { $attacker } dispara { $n } { $n ->
        [one] ráfaga
       *[other] ráfagas
    } a { $target }
ev-hits = { $n } { $n ->
        [one] impacto
       *[other] impactos
    }
ev-hit = { $craft } tocado: { $position } (dado { $die })
ev-jettison = { $craft } se deshace de sus bombas
ev-destroyed = ¡{ $craft } es destruido!
ev-victory = Victoria para { $pilot }: { $craft } ({ $total } en esta campaña)
ev-ace = ¡{ $pilot } es un as!
ev-return-fire = { $from } devuelve el fuego a { $at }: { $n } { $n ->
        [one] disparo
       *[other] disparos
    }
ev-crossfire = { $from } hace fuego cruzado contra el caza #{ $n }
ev-head-on = { $attacker } ataca de frente a { $target }
ev-head-on-answer = { $from } responde de frente a { $at }
ev-raf-loss = Pérdida de la RAF: el avión del caza #{ $n } es destruido
ev-pilot-killed = { $pilot } muere
ev-bail-out-safe = { $pilot } salta en paracaídas sobre { $hex } ({ $terrain }, +{ $m }): { $total }, sobrevive
ev-bail-out-killed = { $pilot } salta en paracaídas sobre { $hex } ({ $terrain }, +{ $m }): { $total }, muere
ev-trenches-safe = El avión de { $pilot } es destruido en tierra; corre a las trincheras en { $hex } (+{ $m }): { $total }, sobrevive
ev-trenches-killed = El avión de { $pilot } es destruido en tierra; corre a las trincheras en { $hex } (+{ $m }): { $total }, muere
ev-range-ok = { $craft } se dirige a Francia: alcance { $range }, necesita { $need }
ev-range-short = { $craft } no puede llegar a Francia: alcance { $range }, necesita { $need }
ev-reaches-france = { $craft } llega a Francia y vuelve a la taza
ev-crashes = { $craft } se estrella de regreso
ev-raid-ends = La incursión ha terminado
ev-returns-to-base = El caza #{ $n } vuelve a la base, reparado y con munición
ev-wound = { $pilot }: { $result }
wound-shaken = conmocionado el resto del día
wound-weeks = herido { $weeks } { $weeks ->
        [one] semana
       *[other] semanas
    }, vuelve el { $date }
wound-career = herido gravemente: su carrera como piloto ha terminado
wound-killed = muere a consecuencia de sus heridas
ev-back-to-cup = Los incursores { $units } vuelven a la taza de la Luftwaffe
ev-plane-to-base = { $plane } reemplazado y de vuelta en la base
ev-plane-to-reserve = { $plane } reemplazado, a la reserva de la RAF
ev-site-repaired = { $site } reparado un punto (quedan { $left })
ev-luftwaffe-replaces = La Luftwaffe reemplaza { $units }
ev-sleeps = { $pilot } duerme: F{ $from } → F{ $to }{ $why }
sleep-damaged-base = {" "}(base dañada)
sleep-shaken = {" "}(conmocionado: sin descanso)
pos-engine = Motor
pos-pilot = Piloto
pos-gunner = Artillero
pos-frame = Fuselaje
side-left = izq.
side-right = der.
pos-engine-short = M
pos-pilot-short = P
pos-gunner-short = A
pos-frame-short = F
aa-heavy-mark = P
aa-light-mark = L
fighter-n = Caza #{ $n }
role-fighter-bomber = caza-bombardero
# The German ace's counter, "Me109E (ace)".
type-ace = as
