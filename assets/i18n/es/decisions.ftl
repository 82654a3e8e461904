# What the game asks (prompts) and the options it offers.

## Decisions and options

ask-replace = El caza #{ $n } no tiene piloto: llame a uno de la reserva, o espere (11.5).
ask-position = Caza #{ $n } ({ $pilot }): espere en alerta, pase a un aeródromo satélite o vuele una patrulla (5.2).
opt-replace = Llamar a { $pilot }
opt-no-replacement = Esperar
opt-stand-by = Alerta en la base
opt-satellite = Alerta en { $site }
opt-patrol = Patrullar { $site } a { $level }, encarando al { $facing }
opt-change-base = Trasladar la base a { $site } (14.2)
illegal-over = La campaña ha terminado: no queda nada que decidir.
illegal-not-this-decision = Esa elección no responde a la decisión pendiente ({ $rule }).
illegal-not-an-option = Esa opción no es legal ahora ({ $rule }).

## The raid and the air war: prompts

ask-move = Caza #{ $n }: mueva, ascienda, descienda, aterrice — o quédese (6).
ask-placement = El caza #{ $n } intercepta: colóquelo en la casilla de altitud (7.3-7.5).
ask-land = El caza #{ $n } sale del combate: aterrice en la base o en cualquier aeródromo no dañado (8.2).
ask-forced-landing = El caza #{ $n } tiene el motor tocado: aterrizaje forzoso dentro de su alcance (9.1).
ask-attack = Caza #{ $n }: retirarse, pasar o atacar (8.2-8.4).
ask-attack-order = Los dos cazas atacan a { $target }: ¿cuál dispara primero? (8.42)
ask-bursts = El caza #{ $n } ganó su chequeo de acción: declare sus ráfagas, como máximo { $max } (8.43).
ask-repair = Noche: { $points ->
        [one] queda
       *[other] quedan
    } { $points } { $points ->
        [one] punto
       *[other] puntos
    } de reparación — reemplace un avión o repare un punto de daño de bombas (12.1).
opt-stay = Quedarse
opt-move = Mover ({ $n } { $n ->
        [one] acción
       *[other] acciones
    })
opt-stand-down = Quedarse en tierra durante esta incursión
opt-box-normal = Posición normal
opt-box-sun = Fuera del sol
opt-box-head-on = De frente
opt-land = Aterrizar en { $site }
opt-crash = Aterrizaje forzoso en { $hex }
opt-withdraw = Retirarse
opt-pass = Pasar
opt-attack = Atacar a { $target }
opt-first = Primero el caza #{ $n }
opt-bursts = { $n } { $n ->
        [one] ráfaga
       *[other] ráfagas
    }
opt-replace-plane = Reemplazar { $plane }
opt-repair-site = Reparar { $site }
opt-end-repairs = Terminar (los puntos no usados se pierden)
illegal-move = Ese movimiento no es legal: { $why } ({ $rule }).
move-cannot-move = este caza no puede mover ahora
move-cannot-take-off = no puede despegar (piloto agotado o tocado, ya aterrizó en esta fase, o aeródromo dañado)
move-on-the-ground = un avión en tierra solo puede despegar
move-no-points = no quedan puntos de movimiento
move-climb-limit = como mucho dos niveles de ascenso por paso de movimiento
move-too-high = 30.000 pies es el techo
move-too-low = no puede bajar tanto
move-off-map = los cazas de la RAF nunca salen del mapa
move-balloons = nada entra en un hex con globos por debajo de 10.000 pies
move-not-airfield = para aterrizar hace falta un aeródromo no dañado o la base
move-after-stop = nada puede seguir a un aterrizaje o a una interceptación
