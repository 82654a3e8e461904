# The summaries after a combat, a raid or quiet phases.

## Summaries: after a combat, after a raid, time passed (issue 14)

sum-combat-raf = Combate en { $hex }: interceptó la RAF (su segmento primero), { $rounds } { $rounds ->
        [one] ronda
       *[other] rondas
    }
sum-combat-lw = Combate en { $hex }: interceptó la incursión (primero el segmento de la Luftwaffe), { $rounds } { $rounds ->
        [one] ronda
       *[other] rondas
    }
sum-fired = { $from } disparó { $n } { $n ->
        [one] ráfaga
       *[other] ráfagas
    } a { $at }: { $hits } { $hits ->
        [one] impacto
       *[other] impactos
    }
sum-fired-back = { $from } devolvió el fuego a { $at }: { $n } { $n ->
        [one] disparo
       *[other] disparos
    }, { $hits } { $hits ->
        [one] impacto
       *[other] impactos
    }
sum-no-shot = { $from } no consiguió disparar a { $at } ({ $n } { $n ->
        [one] vez
       *[other] veces
    })
sum-no-hits = Nadie fue alcanzado.
sum-destroyed = Destruidos: { $list }
sum-victory-for = { $craft }, victoria para { $pilot }
sum-withdrew = Se retiraron: { $list }
sum-pilot-hit = El piloto del { $craft } fue alcanzado (9.2)
sum-bailed-safe = { $pilot } saltó en paracaídas sobre { $terrain } y llegó a salvo
sum-bailed-killed = { $pilot } saltó en paracaídas sobre { $terrain } y murió
sum-killed = { $pilot } murió
sum-landed = { $craft } aterrizó en { $site }
sum-crash-landed = { $craft } hizo un aterrizaje forzoso en { $hex }
sum-raid-title = Fin de la incursión: { $size } { $size ->
        [one] incursor
       *[other] incursores
    } desde { $hex }
sum-raid-title-over = Fin de la incursión: { $size } { $size ->
        [one] incursor
       *[other] incursores
    } desde { $hex }, sobre { $sites }
sum-identified = Eran { $list }, a { $level }
sum-reported = Nunca identificada; informada a { $level }
sum-bombed = { $site } bombardeado: { $damage } { $damage ->
        [one] punto
       *[other] puntos
    } de daño ({ $total } ahora)
sum-bombed-nothing = { $site } bombardeado: sin daño
sum-aa = , el AA { $aa } restó { $n }
sum-airfield-closed = {" "}— el aeródromo queda cerrado
sum-no-bombs = No cayeron bombas.
sum-losses = { $combats } { $combats ->
        [one] combate
       *[other] combates
    }; aviones alemanes destruidos: { $german }; aviones de la RAF perdidos: { $raf }
sum-wounded-weeks = herido { $weeks } { $weeks ->
        [one] semana
       *[other] semanas
    }
sum-score = Tanteo: RAF { $raf }, Luftwaffe { $luftwaffe }
recap-title = Se jugó sin usted: { $date }
recap-title-days = Se jugó sin usted: del { $from } al { $to }
recap-rain = lluvia, sin incursiones
recap-no-raid = ninguna incursión
recap-cancelled = la incursión se anuló
recap-raid = una incursión de { $size } desde { $hex }
recap-repairs = reparado: { $list }
recap-planes = { $n } { $n ->
        [one] avión
       *[other] aviones
    }
recap-lw-replaced = la Luftwaffe reemplazó { $n } { $n ->
        [one] avión
       *[other] aviones
    }
recap-quiet = no pasó nada
recap-score = Tanteo desde su última decisión: RAF { $raf }, Luftwaffe { $luftwaffe }
score-now = Ahora: RAF { $raf } – Luftwaffe { $luftwaffe }
dismiss = Entendido
dismiss-all = Cerrar todos
log-latest = ↓ Lo último
log-latest-hint = Ir a la última línea; el registro vuelve a seguir
