# The simulator's report.

## The simulator

sim-title = { $n } { $n ->
        [one] campaña
       *[other] campañas
    }: { $scenario }, { $weather }, bot { $bot }, semilla { $seed }
sim-speed = { $secs } s en { $threads } hilos: { $rate } campañas por segundo, { $decisions } decisiones.
sim-verdicts = Veredictos (13.4): gana la RAF { $raf }, empates { $draw }, gana la Luftwaffe { $lw }
sim-columns = {" "}media   mín   p10 mediana   p90   máx
sim-raf-score = Puntos de la RAF
sim-lw-score = Puntos de la Luftwaffe
sim-margin = Diferencia (RAF − Luftwaffe)
sim-raf-losses = Aviones de la RAF perdidos
sim-pilots-killed = Pilotos muertos
sim-aces = Nuevos ases
sim-targets = Blancos dañados al final
sim-tables = Resultados de las tablas:
sim-table-raid-size = marcadores de tamaño de incursión (5.3)
sim-table-entry-hex = hexágonos de entrada (5.3)
sim-table-reported = altitudes informadas (5.3)
sim-table-exact = altitudes exactas (7.1)
sim-table-shift = altitud exacta respecto a la informada, en niveles (7.1)
sim-table-top-cover = cazas de cobertura superior (7.1)
sim-table-flight-path = tiradas de ruta de vuelo (6.4)
sim-table-survival = supervivencia al saltar (9.5)
sim-table-wound = tabla de heridas (11.2)
sim-table-combat-end = tiradas de fin de ronda (8.1)
sim-table-bombed = blancos bombardeados (incursiones, 10)
sim-table-damaged-at-end = dañados al final (parte de las campañas, 13.3)
sim-dice = Todos los dados tirados (cara × veces):
sim-remix = remezclar
sim-survives = sobrevive
sim-killed = muerto
sim-shaken = conmocionado
sim-career-over = fin de carrera
sim-wounded = herido { $weeks } { $weeks ->
        [one] semana
       *[other] semanas
    }
sim-ends = ronda { $round }, termina
sim-goes-on = ronda { $round }, continúa
sim-checked = Se comprobaron todas las invariantes tras cada decisión.
sim-no-failures = Ninguna campaña falló.
sim-failures = { $n } { $n ->
        [one] campaña falló
       *[other] campañas fallaron
    }:
sim-failure = campaña { NUMBER($i, useGrouping: "false") } (semilla { $seed }): { $reason }
sim-failed = fallaron { $n } de { $total } campañas
sim-threads = no se pueden iniciar { $n } hilos: { $reason }
sim-progress = campañas
