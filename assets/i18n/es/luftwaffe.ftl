# The Luftwaffe player (15.2): his plan, his decisions and his log lines.

## The Luftwaffe player (15.2)

curtain-title = Pase el ordenador al { $who }
curtain-body = El otro jugador no mira: lo que sigue es secreto.
curtain-show = Soy el { $who }: mostrar mi turno
seat-raf = jugador de la RAF
seat-luftwaffe = jugador de la Luftwaffe
seat-turn = { $who }:
lw-plan-heading = Plan de la Luftwaffe (secreto)
lw-plan-phase = { $phase }: { $site }, { $marker }
lw-plan-aircraft = aviones: { $units }
lw-plan-cancelled = anulado: faltan aviones
lw-plan-flown = volado
lw-plan-pool = Sacados, aún sin incursión: { $units }
lw-plan-markers = Por emparejar: blancos { $sites }; tamaños { $markers }
lw-plan-plotted = Trazada la próxima: trayectoria { $path }
lw-plan-none = Hoy no hay plan.
records-hidden = Los registros se abren para el jugador de la Luftwaffe o al acabar la campaña: mostrarían su plan.
records-closed = Registros (cerrados)
roll-target-marker = marcador de blanco
roll-plan-marker = marcador de tamaño de incursión (plan alemán)
roll-plan-raider = avión alemán del día
ev-targets-kept = 7 de septiembre: la Luftwaffe guarda los marcadores de blanco { $sites }
ev-london-markers = 7 de septiembre: los marcadores de Londres ({ $sites }) entran en la taza de blancos; ahora hay { $cup }
ev-plan-drawn = La Luftwaffe saca los blancos { $sites }, los tamaños { $markers } y { $n } { $n ->
        [one] avión
       *[other] aviones
    } (los marcadores piden { $wanted }): { $units }
ev-raid-planned = Plan para las { $phase }: { $site } con { $marker } ({ $size } { $size ->
        [one] incursor
       *[other] incursores
    })
ev-plan-cancelled = La incursión de las { $phase } de { $size } se anula: solo { $have ->
        [one] queda
       *[other] quedan
    } { $have } { $have ->
        [one] avión
       *[other] aviones
    } para ella
ev-assigned = { $craft } volará a las { $phase }
ev-unused-back = Los aviones que no vuelan hoy vuelven a la taza: { $units }
ev-path-plotted = La Luftwaffe traza boca abajo la trayectoria { $path }
ev-path-revealed = La Luftwaffe muestra la trayectoria trazada: { $path }
ev-markers-revealed = Fin de la fase de las { $phase }: la Luftwaffe muestra sus marcadores: blanco { $site }, { $marker }
ev-markers-cancelled = (la incursión se anuló: faltaban aviones)
ev-markers-back = Noche: los marcadores de blanco ({ $targets }) y de tamaño de incursión ({ $markers }) de la Luftwaffe vuelven a sus tazas
ask-keep-target = Luftwaffe, 7 de septiembre: guarde el marcador de blanco { $n } de 6; los otros 18 se retiran y entran los cuatro de Londres (15.2).
ask-plan-raid = Luftwaffe: empareje un marcador de blanco con uno de tamaño para la fase de las { $phase } (15.2).
ask-compose = Luftwaffe: avión { $n } de { $size } para la incursión de las { $phase }; ningún avión vuela dos veces al día (15.2).
ask-entry = Luftwaffe: entra la incursión contra { $target }: elija el hex de entrada y trace su primera trayectoria (15.2).
ask-plot = Luftwaffe: trace la próxima trayectoria de la incursión; ahora se vuela la trazada antes (15.2).
ask-german-pick = Luftwaffe: { $craft } ataca o se retira (15.2).
ask-crossfire-at = Luftwaffe: los dos cazas de la RAF atacan el tipo { $craft }: ¿a cuál dispara su fuego cruzado (14.1, 15.2)?
opt-keep-target = Guardar { $site }
opt-plan-raid = { $site } — { $marker }
opt-assign = { $craft }
opt-enter = Hex de entrada { $entry }, trayectoria { $path }
opt-plot = Trayectoria { $path }
opt-german-attack = Atacar al caza #{ $n }
opt-crossfire-at = Contra el caza #{ $n }
players-luftwaffe-rules = 15.2: se usan todas las reglas opcionales de 14 y la tabla opcional de tiempo (salvo en el escenario corto).
players-solitaire = Solitario
players-two-raf = Dos jugadores de la RAF (15.1)
players-luftwaffe = RAF contra un jugador de la Luftwaffe (15.2)
weather-historical = tiempo histórico
weather-optional = tabla opcional de tiempo
sun-from = sol en el { $dir }
