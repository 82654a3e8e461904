# The advisor: its panel, its reasons and its table.

## The advisor (issue 16)

ev-advice-asked = El jugador consulta al consejero: esta campaña se juega con consejo
ev-advice-asked-again = El jugador consulta al consejero (decisión { $n })
hf-advised = jugada con consejo
advice-title = Consejo
advice-plane = { $option }: si no, { $pilot } mañana no tiene avión.
advice-plane-reserve = { $option }: lo necesita el piloto de reserva que mañana toma el caza.
advice-site-clears = { $option }: así queda reparado y resta { $points } { $points ->
        [one] punto
       *[other] puntos
    } a la Luftwaffe (13.3).
advice-site-more = { $option }: con { $n } { $n ->
        [one] punto
       *[other] puntos
    } de reparación más queda reparado y resta { $points } { $points ->
        [one] punto
       *[other] puntos
    } a la Luftwaffe (13.3).
advice-pilot = { $option }: el piloto más descansado de la reserva (fatiga F{ $f }).
advice-pilot-as-fresh = { $option }: ningún piloto de la reserva está más descansado (fatiga F{ $f }); entre los más descansados, el de más victorias.
advice-rule-other = { $option }: la respuesta de la regla aquí (11.5, 12.1).
advice-luftwaffe = El consejero solo ayuda al jugador de la RAF.
advice-take-off = Despegar hacia el { $dir }
advice-from-sun = , desde el sol
advice-head-on = , de frente
advice-col-option = Opción
advice-col-victories = Victorias
advice-col-losses = Bajas de la RAF
advice-col-targets = Puntos de blancos de la Luftwaffe
advice-col-targets-off = Puntos de blancos quitados a la Luftwaffe
advice-col-prevented = Daño evitado
advice-rollouts = Estimado con hasta { $n } simulaciones del resto de la fase para cada una de { $k } opciones; el consejero solo sabe lo que usted sabe.
advice-off = El consejo está desactivado en esta partida a dos: los jugadores no lo acordaron al empezar.
advice-nothing = No hay ninguna decisión que aconsejar: la campaña ha terminado.
advice-button-hint = Qué haría el experto aquí, y por qué (tecla A). Nunca elige por usted.
advice-panel-title = El consejero
advice-confirm-text = Consultar al consejero marca esta campaña, para siempre, como jugada con consejo: así constará en el cuadro de honor.
advice-confirm-ask = Consultar al consejero
advice-thinking = El consejero sopesa las opciones…
advice-played = { $n } simulaciones jugadas
advice-failed = El consejero no ha podido responder esta vez; vuelva a consultarle.
advice-choice = El experto elegiría: { $option }
advice-yours = La decisión es suya: el consejero nunca juega por usted.
advice-mark = ★ aconsejada
advice-mark-hint = La opción del consejero; púlsela usted si está de acuerdo.
advice-col-no-damage = Ningún blanco dañado
advice-col-margin = Margen final (cambio)
advice-close = Cerrar
