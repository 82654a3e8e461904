# El entrenador (issue 23): el panel del consejero, la revisión de la campaña y la vara de medir.

coach-advised = El experto elegiría: { $option }
coach-figures-title = Las mejores opciones, ± un error típico
coach-preselected = El movimiento aconsejado está dibujado en el mapa y preseleccionado: confírmelo usted si está de acuerdo.
coach-by-rule = por regla (sin nota)
coach-review-title = La revisión del experto
coach-review-button = Revisar esta campaña
coach-review-confirm = Revisarla de todos modos
coach-reviewing = El experto revisa sus decisiones: { $done } de { $total }
coach-review-cancelled = Se canceló la revisión; no se ha guardado nada.
coach-review-failed = No se pudo hacer la revisión: { $detail }
coach-costliest-title = Las decisiones más costosas
coach-per-day-title = Precisión por día
coach-decisions-title = Todas las decisiones
coach-grades-title = Cómo se califican las decisiones
coach-expert-would = El experto habría elegido: { $best }.
coach-branch-here = Nueva rama desde aquí
coach-branch-here-hint = Una campaña nueva que repite sus decisiones hasta esta, para que vuelva a tomarla.
coach-branch-name = { $name } desde la decisión { $n }
coach-show-on-map = Ver en el mapa
coach-decision-n = Decisión { $n }
coach-simulating = Simulando: { $done } de { $total } campañas
coach-yardstick-title = Vara de medir
coach-grade-best = la mejor
coach-grade-as-good = tan buena como la del experto, dentro del ruido de las simulaciones
coach-grade-good = buena
coach-grade-inaccuracy = imprecisión
coach-grade-mistake = error
coach-grade-blunder = error grave
coach-accuracy-line = Precisión { $acc } en { $n ->
        [one] { $n } decisión con nota
       *[other] { $n } decisiones con nota
    }; { $mean } puntos perdidos por decisión, { $total } en total.
coach-you-chose-by-rule = Usted eligió: { $chosen }; por regla, sin nota.
coach-you-chose = Usted eligió: { $chosen }. Coste { $cost } puntos: { $grade }.
coach-yardstick-short = mejor que el { $p } % del experto

## Un movimiento o una patrulla, dichos enteros (el consejo, la revisión).

coach-take-off = Despegar encarando al { $took }
coach-take-off-climb = Despegar encarando al { $took } y subir a { $level } sobre { $hex }, encarando al { $facing }
coach-take-off-intercept = Despegar encarando al { $took } e interceptar en { $hex } a { $level }{ $how }
coach-intercept = Interceptar en { $hex } a { $level }, encarando al { $facing }{ $how }
coach-fly-to = Volar a { $hex } a { $level }, encarando al { $facing }
coach-patrol = Patrullar sobre { $site } a { $level }, encarando al { $facing }

## Lo que el consejo añade a su razón: adónde va la incursión, qué llevan los alemanes atacados.

coach-target-known = La incursión está sobre su objetivo, { $site }.
coach-target-unknown = Aún no se sabe cuál es el objetivo de la incursión.
coach-target-likely = Aún no se sabe su objetivo: lo más probable, { $list }; el más probable está a { $moves } { $moves ->
        [one] movimiento
       *[other] movimientos
    }.
coach-quarry = { $bombs ->
        [0] { $name } no lleva bombas.
        [one] { $name } lleva { $bombs } bomba.
       *[other] { $name } lleva { $bombs } bombas.
    }
coach-rollouts-line = ± un error típico. { $weighed ->
        [one] { $weighed } opción sopesada
       *[other] { $weighed } opciones sopesadas
    } con hasta { $rollouts } simulaciones cada una del resto de la fase ({ $total } en total); el consejero solo sabe lo que usted sabe.
coach-advised-button-hint = La opción del consejero, preparada entera: púlsela usted si está de acuerdo.

## La revisión de la campaña.

coach-thresholds = Coste = puntos del margen final esperado (RAF − Luftwaffe) perdidos frente a la mejor opción del experto, medidos en simulaciones aparte de las que la eligieron, contados solo más allá de 2 errores típicos; los puntos perdidos suman cada diferencia tal como se mide, también dentro del ruido, para que las opciones iguales sumen 0 de media. La mejor 0, buena hasta { $good }, imprecisión hasta { $inaccuracy }, error hasta { $mistake }, error grave por encima.
coach-review-hint = El experto compara cada decisión que usted tomó con su mejor opción, con las simulaciones del consejero (solo lo que usted sabía entonces).
coach-review-marks = Esta campaña no ha terminado: revisarla la marca, para siempre, como jugada con consejo, igual que consultar al consejero. Así constará en el cuadro de honor.
coach-equally-good-there = { $best } y { $others } { $others ->
        [one] otra opción
       *[other] otras opciones
    } eran igual de buenas ahí, según las simulaciones; la suya fue peor más allá del ruido.
coach-branch-cli = { $branch }: «Nueva rama desde aquí», en la pestaña de revisión, repite { $index ->
        [one] su { $index } decisión anterior
       *[other] sus { $index } decisiones anteriores
    }.
coach-md-not-over = _La campaña no ha terminado: revisada hasta aquí, y marcada como jugada con consejo._
coach-md-day = Día
coach-md-accuracy = Precisión
coach-md-graded = Con nota
coach-md-points-lost = Puntos perdidos
coach-md-no-costly = Ninguna: todas las decisiones fueron tan buenas como las del experto, dentro del ruido.
coach-md-when = Cuándo
coach-md-chosen = Su decisión
coach-md-expert = La del experto
coach-md-cost = Coste
coach-md-grade = Nota
coach-md-why = Por qué la del experto y no la suya

## La vara de medir.

coach-yardstick-line = { $margin }: mejor que el { $expert } % de las campañas del experto y el { $sensible } % de las del bot sensato en esta configuración (márgenes medios { $expert_mean } y { $sensible_mean }; { $source }).
coach-yardstick-shipped = { $n ->
        [one] la tabla que trae el programa, { $n } campaña por bot
       *[other] la tabla que trae el programa, { $n } campañas por bot
    }
coach-yardstick-simulated = { $n ->
        [one] simulado en este ordenador, { $n } campaña por bot
       *[other] simulado en este ordenador, { $n } campañas por bot
    }
coach-simulate-yardstick = No hay vara de medir incluida para esta configuración: simular una ({ $campaigns } campañas del experto y del bot sensato, unos minutos)
coach-no-yardstick = { $kind ->
        [two-player] No hay vara de medir: los bots con los que se compara juegan en solitario, no partidas a dos.
       *[setup] No hay vara de medir para esta configuración: la tabla que trae el programa cubre la base por defecto sin reglas opcionales en el tablero actual (la pantalla del veredicto puede simular una).
    }

## Razones ciertas por construcción (issue 29).

coach-better = { $option } mejor que { $other }: { $m ->
        [target-points-off] más puntos de blancos quitados a la Luftwaffe
        [target-points] menos puntos de blancos para la Luftwaffe
        [no-bombing] más a menudo ningún blanco dañado
        [pilots-lost] menos pilotos perdidos
        [raf-losses] menos aviones de la RAF perdidos
        [victories] más victorias
        [fatigue] menos fatiga, en puntos
       *[value] un margen final esperado mejor, en puntos
    }, { $a } frente a { $b } (una diferencia de { $gap }, más allá del ruido).
coach-whole = { $option } mejor que { $other }: un margen final esperado mejor, { $a } frente a { $b } (una diferencia de { $gap }, más allá del ruido), aunque ninguna de sus partes las separa por sí sola: { $parts }.
coach-part = { $m ->
        [target-points-off] puntos de blancos quitados a la Luftwaffe
        [target-points] puntos de blancos para la Luftwaffe
        [no-bombing] ningún blanco dañado
        [pilots-lost] pilotos perdidos
        [raf-losses] aviones de la RAF perdidos
        [victories] victorias
        [fatigue] fatiga, en puntos
       *[value] margen final, en puntos
    } { $a } frente a { $b }
coach-equal = { $option } o { $other }: igual de buenas aquí, dentro del ruido (=): { $a } frente a { $b } puntos del margen final esperado (una diferencia de { $gap }).
coach-equal-more = { $n ->
        [one] Otra opción más es igual de buena, dentro del ruido (= en la tabla).
       *[other] Otras { $n } opciones son igual de buenas, dentro del ruido (= en la tabla).
    }
coach-tie-identical = Dan el mismo resultado en todas las simulaciones.
coach-tie-keeps-out = Aun así, el experto se mantiene al margen: { $option } no arriesga ni al piloto ni al avión, y el piloto llega descansado a mañana.
coach-tie-rule-of-thumb = Aun así, el experto elige { $option }: es su regla práctica aquí, que mantiene salvo que otra opción la supere más allá del ruido.
coach-tie-higher-mean = Aun así, el experto elige { $option }: su media es la más alta, aunque dentro del ruido.
coach-tie-weighed = Aun así, el experto elige { $option }: siguió en liza más tiempo al sopesar las opciones, dentro del ruido de la otra.
coach-tie-rule = El experto decide esto por regla, no por estas simulaciones.
coach-same = Usted eligió { $option }, la opción del experto.
coach-same-outcome = { $other } lleva a lo mismo que { $option }, la opción del experto: la misma posición, sin dado de por medio.
coach-rule-against = Las simulaciones favorecen { $other } ({ $a } frente a { $b } puntos del margen final esperado, una diferencia de { $gap }), pero terminan con la fase o la noche, y la regla mira al final de la campaña.
coach-note-phase-only = Estas simulaciones terminan con la fase: dónde aterriza un caza solo cuenta después, y eso no lo ven.
coach-note-night-only = Estas simulaciones terminan con la noche: ven los puntos que una reparación resta ahora, no lo que trae en los días siguientes; la regla mira al final de la campaña.
coach-note-reserve = Estas simulaciones solo ven esta fase: la regla mira a los días siguientes.
coach-note-head-on = La aproximación de frente se aconsejó por todo lo que trae la intercepción, no por la posición de frente: sopesada aquí, { $option } rinde igual o mejor.
coach-raid-chance = Llega una incursión en esta fase con un { $raid } de probabilidad.
coach-only-option = { $option }: la única opción que el experto sopesa aquí (las demás llevan a lo mismo o no merecen sopesarse).
coach-reason-label = Por qué:
