# The records: log books, scores, journal, exports, review, hall of fame.

## Records, journal, exports, review, hall of fame (issue 6)

jn-joins = { $pilot } se unió al escuadrón.
jn-recovered = { $pilot } volvió del hospital.
jn-rain = Lluvia todo el día: no hubo incursiones.
jn-patrol = { $pilot } ({ $plane }) patrulló sobre { $site } a { $level }.
jn-scramble = { $pilot } ({ $plane }) despegó a interceptar.
jn-no-raid = No llegó ninguna incursión.
jn-raid-cancelled = La incursión se anuló: la Luftwaffe tenía muy pocos aviones.
jn-raid = Una incursión de { $n } entró por { $hex }, informada a { $level }.
jn-london-extra = Londres ardía: se sumaron { $n } más.
jn-identified = Eran { $list }.
jn-combat = { $pilots } { $n ->
        [one] entabló
       *[other] entablaron
    } combate con la incursión sobre { $hex }.
jn-victory = { $pilot } derribó un { $craft } ({ $total } en la campaña).
jn-ace = ¡{ $pilot } se convirtió en as!
jn-loss = Se perdió el { $plane } de { $pilot }.
jn-loss-ground = El { $plane } de { $pilot } fue destruido en tierra en { $site }.
jn-bail-out-safe = { $pilot } saltó en paracaídas sobre { $terrain } y llegó a salvo.
jn-bail-out-killed = { $pilot } saltó en paracaídas sobre { $terrain } y murió.
jn-trenches-safe = { $pilot } corrió a las trincheras y salió ileso.
jn-trenches-killed = { $pilot } corrió a las trincheras y murió.
jn-killed = { $pilot } murió.
jn-shaken = { $pilot } quedó conmocionado.
jn-wounded = { $pilot } fue herido, de baja hasta el { $date }.
jn-career-over = { $pilot } fue gravemente herido: no volverá a volar.
jn-died-of-wounds = { $pilot } murió de sus heridas.
jn-bombed = Cayeron bombas sobre { $site }: { $damage } { $damage ->
        [one] punto
       *[other] puntos
    } de daño ({ $total } en total).
jn-bombed-no-damage = Cayeron bombas sobre { $site }, pero sin causar daño.
jn-and = {" "}y{" "}
jn-plane-replaced = Llegó un { $plane } nuevo.
jn-repaired = Reparaciones en { $site } ({ $left ->
        [0] sin daño pendiente
        [one] le queda { $left } punto de daño
       *[other] le quedan { $left } puntos de daño
    }).
jn-end-of-day = Fin del día: RAF { $raf } – Luftwaffe { $luftwaffe }.
md-title = { $name }: informe de la campaña
md-setup = Escenario { $scenario }, { $weather }, con base en { $base }, semilla { $seed }; reglas opcionales: { $options }.
md-advised = Jugada con consejo: se consultó al consejero en { $n } { $n ->
        [one] decisión
       *[other] decisiones
    } (13.4).
md-final = Tanteo final: RAF { $raf } – Luftwaffe { $luftwaffe }. { $verdict }
md-in-progress = En curso ({ $when }). Tanteo hasta ahora: RAF { $raf } – Luftwaffe { $luftwaffe }.
rp-no-options = ninguna
rp-iron-rule = sin deshacer
rp-scores-title = El tanteo, día a día
rp-pilots-title = Los pilotos
rp-by-type-title = Victorias por tipo alemán
rp-targets-title = Blancos dañados y reparados
rp-journal-title = El diario
rp-col-date = Fecha
rp-col-phase = Fase
rp-col-victories = Victorias
rp-col-losses = Pérdidas RAF
rp-col-bombed = Bombardeos
rp-col-repairs = Reparaciones
rp-col-damaged = Blancos dañados
rp-col-london = Londres en llamas
rp-col-raf = RAF
rp-col-luftwaffe = Luftwaffe
rp-col-pilot = Piloto
rp-col-aircraft = Avión
rp-col-sorties = Salidas
rp-col-combats = Combates
rp-col-bursts = Ráfagas
rp-col-hits-taken = Impactos recibidos
rp-col-toward-ace = Hacia as
rp-col-status = Estado
rp-col-type = Tipo alemán
rp-col-target = Blanco
rp-col-damage = Daño
rp-col-damage-now = Daño actual
rp-col-mission = Misión
rp-col-hexes = Hexes
rp-col-outcome = Resultado
rp-patrol = patrulla
rp-scramble = despegue
rp-lost = avión perdido
rp-bailed-safe = saltó, a salvo
rp-bailed-killed = saltó, muerto
rp-on-ground = destruido en tierra en { $site }
rp-ground-safe = sobrevivió en las trincheras
rp-killed = muerto
rp-shaken = conmocionado
rp-wounded-until = herido hasta el { $date }
rp-career-over = carrera terminada
rp-died-of-wounds = murió de sus heridas
rp-summary-differs = la repetición no coincide con la partida guardada: el archivo dice { $saved }, las decisiones llevan a { $replayed }
rp-snapshots-differ = la repetición no coincide con la partida guardada: el archivo tiene { $saved } instantáneas diarias, las decisiones dan { $replayed }
rp-replay-matches = { $name }: la repetición coincide ({ $choices } decisiones, { $days } días, { $when }, RAF { $raf } – Luftwaffe { $luftwaffe })
rp-written = Escrito: { $path }
rp-csv-needs-table = --table solo sirve con --format csv
tab-play = Campaña
tab-log-books = Cuadernos de vuelo
# The same, in a narrow bar (the full name on hover).
tab-log-books-short = Cuadernos
tab-scores = Tanteos
tab-journal = Diario
tab-review = Repaso
lb-title = Cuaderno de vuelo del piloto
lb-flies = Pilota el { $aircraft }
lb-status-now = Estado actual: { $status }
lb-toward-ace = Victorias: { $n } en esta campaña, { $prior } antes; { $total }/{ $ace } hacia as
lb-ace-on = As desde el { $date }
lb-no-sorties = Aún no ha volado ninguna misión.
lb-fatigue-by-day = Fatiga, día a día (máxima / tras dormir)
lb-totals = Totales
lb-sorties-title = Misiones
sc-chart-title = Victorias, pérdidas y daños por día
sc-running-title = El tanteo acumulado
sc-raf-score = Tanteo RAF
sc-lw-score = Tanteo Luftwaffe
sc-victories-per-pilot = Victorias por piloto
sc-no-victories = Aún no hay victorias.
sc-no-targets = Ningún blanco ha sido bombardeado.
sc-no-days = El primer día no ha empezado.
jr-export-md = Exportar informe (.md)
jr-export-csv = Exportar tablas (.csv)
jr-export-log = Exportar el registro completo (.txt)
jr-exported = Escrito en { $path }
jr-raw-log = Ver el registro completo
rv-panel-hide = Ocultar el panel lateral ▶
rv-panel-show = ◀ Mostrar el panel lateral
rv-phase = Fase { $n } de { $total }
rv-prev = ◀ Fase anterior
rv-next = Fase siguiente ▶
rv-prev-step = ◀ Decisión anterior
rv-next-step = Decisión siguiente ▶
rv-step = Decisión { $n } de { $total } de la fase
rv-showing-step = Tras { $n } { $n ->
        [one] decisión
       *[other] decisiones
    } del { $date }, { $phase }; una rama empieza al comienzo de la fase.
rv-no-phases = Aún no ha empezado ninguna fase.
rv-branch-name = Nombre de la rama
rv-branch = Empezar una rama nueva al comienzo de esta fase
rv-branch-hint = Una campaña nueva que repite sus decisiones hasta el comienzo de esta fase; esta campaña se conserva tal cual.
rv-branch-iron = Esta campaña se juega con la regla de hierro (sin deshacer): no admite ramas.
rv-branch-default = { $name } (desde { $date }, { $phase })
rv-showing = Tal como estaba en la primera decisión del { $date }, { $phase }.
hf-title = Salón de la fama
hf-none = Aún no hay campañas terminadas.
hf-col-margin = Margen
start-records = Registros
