# El balance de la campaña (issue 29): cuánto del resultado fueron los
# dados y cuánto las decisiones, en puntos del margen final (RAF menos
# Luftwaffe). Los números llegan ya escritos ("4,2", "−6,0").

ledger-title = Suerte y pericia
ledger-result-won = Ha ganado por { $points }.
ledger-result-lost = Ha perdido por { $points }.
ledger-result-draw = La campaña ha terminado en empate.
ledger-result-ahead = Por ahora va ganando por { $points }.
ledger-result-behind = Por ahora va perdiendo por { $points }.
ledger-result-level = Por ahora el marcador está igualado.
ledger-summary = { $result } Desde el principio el experto espera { $start }; { $luck ->
    [good] los dados le han dado { $dice }
   *[bad] los dados le han costado { $dice }
} y { $decisions ->
    [gain] sus decisiones le han hecho ganar { $cost }.
   *[cost] sus decisiones le han costado { $cost }.
}
ledger-summary-rest = { $result } Desde el principio el experto espera { $start }; { $luck ->
    [good] los dados le han dado { $dice }
   *[bad] los dados le han costado { $dice }
}; { $rest ->
    [gain] sus decisiones y el error de la estimación le han hecho ganar los otros { $points }.
   *[loss] sus decisiones y el error de la estimación explican los otros { $points }.
}
ledger-adjusted = Con dados normales, el margen habría sido { $adjusted }.
ledger-residual = Sin explicar (inicio + suerte − decisiones − resultado): { $residual } ± { $se } (el error propio de la estimación y el ruido de los costes de las decisiones).
ledger-luckiest = Las tiradas con más suerte
ledger-unluckiest = Las tiradas con menos suerte
ledger-roll = { $when }: { $purpose } ({ $rule }), { $faces }: { $luck }
ledger-reveal = { $when }: los incursores boca abajo se han puesto boca arriba ({ $rule }): { $luck }
ledger-per-day = Suerte por día
ledger-day = { $date }: { $luck }
ledger-failed = No hay balance para esta campaña: { $detail }
ledger-luftwaffe-player = la suerte de una partida contra un jugador de la Luftwaffe (15.2) no se mide
ledger-replay = su decisión { $n } no se puede reproducir
ledger-draw-face = ficha { $n } de { $of }
ledger-draw-face-down = boca abajo
ledger-entered = Sus propios dados: { $rest ->
    [0] anotó en la mesa cada una de las { $total } tiradas y fichas sacadas.
   *[other] anotó { $n } de las { $total } tiradas y fichas sacadas en la mesa; el programa tiró las otras { $rest }.
} Cada tirada de abajo dice quién la hizo.

## La gráfica de la campaña (issue 29, punto 4).
ledger-graph-title = Margen final esperado, suceso a suceso
ledger-graph-x = Cada tirada y cada decisión, del primer día al veredicto
ledger-graph-y = Margen final esperado (puntos)
ledger-graph-y-short = Puntos
ledger-graph-decisions = Decisiones más costosas
ledger-graph-luck = Mayores golpes de suerte
ledger-graph-luck-good = a favor
ledger-graph-luck-bad = en contra
ledger-graph-marks = Las marcas (cada una abre ese momento en el mapa)
ledger-graph-image = La gráfica de la campaña
ledger-mark-decision = ▼ Decisión { $n } ({ $when }): costó { $cost }
ledger-mark-luck = ● { $roll }
ledger-graph-hint = Pulse una marca, o una línea de abajo, para abrir ese momento en el mapa.
