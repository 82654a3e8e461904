# The app: start screen, campaign screen, panels.

## The app

app-subtitle = gestor de campañas del juego en solitario de la Batalla de Inglaterra
guide-title = Aprender con el ejemplo de juego
guide-intro = Este es el ejemplo de juego del reglamento, en la pantalla de campaña real. Es el 13 de agosto de 1940. Esta mañana, en la fase de las 7 a.m., una incursión bombardeó Manston; en la de las 10 a.m. no vino ninguna. Ahora, a las 2 p.m., sus dos cazas esperan la siguiente: el Spitfire #1 (F/Lt Stone) y el Hurricane #2 (Sgt Drake). Los dados son los del reglamento. Cada paso dice qué ocurre y por qué, y marca dónde pulsar.
guide-step = Paso { $n } de { $of }
guide-01 = Antes de cada incursión un piloto espera en su base, en un aeródromo satélite no dañado, o patrulla sobre un blanco (5.2). En el ejemplo los dos cazas esperan en Hawkinge (D6), el satélite más cercano al Canal. Elija «En alerta en Hawkinge» para el Spitfire.
guide-02 = El Hurricane también espera en Hawkinge: ir a un satélite no cuesta fatiga. Después se saca el marcador de tamaño de incursión (5.3).
guide-03 = El radar informa de seis incursores a 10.000 pies sobre la entrada 6 (A10). Ninguna estación de radar está dañada, así que usted mueve enseguida (10.4). Despegar gasta todos los puntos de movimiento del caza: queda a nivel de tierra encarando el lado que elija, y la fatiga del piloto sube un nivel (6.1). Elija la opción que despega encarando al noreste, hacia D7 (marcada ▶).
guide-04 = El Hurricane despega igual, encarando al NE (D7). Después mueve la Luftwaffe: un dado de trayectoria para la incursión (6.4).
guide-05 = La incursión sacó un 4 (NO, O, O): B10, C10, D9, Manston. Manston ya está dañado, así que los incursores pasan sin bombardear (10.1). Segundo impulso: vuele dos hexes hasta Dunkirk (F7) y suba dos niveles hasta 10.000 pies: cuatro puntos de movimiento (6.2, 6.3). Pulse F7 en el mapa; en el selector, la fila de 10.000 pies, columna NO; después Confirmar.
guide-06 = El Hurricane le sigue hasta Dunkirk: F7 en el mapa, la fila de 10.000 pies, columna NO, Confirmar.
guide-07 = La incursión sacó un 1 (O, O, O): E9, F8, G8. Desde G8 su próximo movimiento podría bombardear Eastchurch, Rochford o Canewdon: hay que interceptar ya. El Spitfire sube dos niveles a 20.000 pies, vuela a G7 y entra en G8 desde el sudoeste, el lado del sol de las 2 p.m.: fuera del sol (7.4). Pulse G8; en el selector, la fila de 20.000 pies, columna NE (llegando desde G7, marcada ☀); después Confirmar. El selector marca esa fila en rojo (↯): con la incursión informada a 10.000 pies, puede que el Spitfire no encuentre ningún alemán a un nivel cuando empiece el combate y pierda el contacto (8.2). El ejemplo asume el riesgo a propósito: los cazas de escolta dan cobertura de cima un nivel por encima de los bombarderos (7.1), así que bien puede haber uno a 15.000 pies —como ocurre aquí— y el Spitfire se lanza sobre él desde el sol.
guide-08 = El Hurricane sube a 15.000 pies y vuela G7, H7 y entra en G8 encarando al este, de frente a la incursión, que encara al oeste: un ataque de frente (7.5). Pulse G8; en el selector, la fila de 15.000 pies, columna E (llegando desde H7, marcada ⇄); después Confirmar.
guide-09 = La incursión queda identificada (7.1): Me109 #4 y #5, Me110 #10, Do17 #19, He111 #22 y Ju87 #24. La tirada de altitud cierta es 8: sin cambio, y los cazas con número impar dan cobertura de cima un nivel más arriba, así que el Me109 #5 está a 15.000 pies. El Spitfire está un nivel por encima y llegó desde el lado del sol: póngalo en la casilla Fuera del Sol.
guide-10 = El Hurricane va a la casilla de Ataque de Frente.
guide-11 = Ronda 1. Usted interceptó, así que el segmento de la RAF va primero (8.1). El Spitfire ataca al Me109 #5, el único alemán a un nivel de él: pica desde fuera del sol, +2 a su chequeo de acción (8.42).
guide-12 = El Hurricane ataca de frente al He111 #22: sin chequeo de acción, una ráfaga, y el He111 responde con su ametralladora de morro (8.5).
guide-13 = La ronda 1 fue como en el reglamento: el Spitfire ganó 13 a 12 e hirió al piloto del Me109 #5; los dos impactos del Hurricane en el motor del He111 lo destruyeron, primera victoria de Drake. En el segmento de la Luftwaffe el Me109 #5 se retiró con el piloto herido, y el Me109 #4 y el Me110 fallaron. El dado de fin de ronda fue un 3: ronda 2 (8.1). El Spitfire ataca al Me109 #4.
guide-14 = El Hurricane ataca al Ju87 #24; el Me110 a su lado, sin atacar, le da +1 (8.42).
guide-15 = El Hurricane ganó por 5 y le quedan cuatro ráfagas: declare cuántas dispara antes de tirar (8.43). El ejemplo dispara 3, seis dados.
guide-16 = El artillero del Ju87 ha muerto y su motor está tocado: tres hexes de alcance no llegan a Francia, así que se estrella, segunda victoria de Drake (9.1). Aquí el ejemplo y las reglas se separan: el reglamento deja que el Ju87 devuelva el fuego con el artillero muerto, la regla 8.44 no, y seguimos la regla (criterio R13). Después los dos alemanes atacaron al Hurricane: el Me109 lo destruyó y Drake se lanzó en paracaídas sobre G8. El dado de fin de ronda fue un 1: el combate termina y el Spitfire aterriza enseguida. Hágalo aterrizar en su base.
guide-end = La incursión sacó un 3 y llegó a Eastchurch; el Do17 soltó su bomba desde 10.000 pies: un punto de daño. La incursión ha terminado: dos victorias para Drake, un avión de la RAF perdido. Ese fue el ejemplo de juego.
guide-differs = Es legal, pero aquí el ejemplo hace otra cosa: { $choice }. La guía sigue el ejemplo impreso para que los dados cuenten su historia; en sus propias campañas toda elección legal es suya.
guide-move-to = terminar el movimiento en { $hex } a { $level }, encarando al { $dir }
guide-needs-edition-2 = El ejemplo de juego necesita la edición 2 del tablero (la geometría del reglamento).
guide-done = Fin
guide-button-hint = Juega el ejemplo del reglamento (2 p.m., 13 de agosto) paso a paso en la pantalla de campaña: unos 10 minutos.
welcome = Bienvenido
welcome-text = London's Burning es un juego en solitario de la Batalla de Inglaterra. Usted manda dos cazas de la RAF del 11 Grupo desde el 13 de agosto de 1940; el juego lleva a la Luftwaffe. Cada día tiene cuatro fases de luz (7 a.m., 10 a.m., 2 p.m. y 5 p.m., como en el tablero) y una noche. En cada fase puede llegar una incursión: usted sitúa a sus pilotos, la incursión sigue una trayectoria al azar hacia sus blancos, usted despega, intercepta y combate en la caja de altitudes, y lo que la incursión alcanza lo bombardea. De noche repara aeródromos y radares, repone aviones y hace descansar a sus pilotos. El programa tira cada dado por usted y lo anota en el registro, con su regla.
welcome-ways = Tres maneras de empezar:
welcome-new = Una campaña nueva: el formulario de la izquierda.
welcome-saved = Una campaña guardada: la lista de abajo (cada campaña se guarda tras cada elección).
scenario-length = { $days } { $days ->
        [one] día
       *[other] días
    }, unas { $decisions } decisiones, { $time }
about-minutes = unos { $n } minutos
about-hours = cerca de { $h } h
about-hours-minutes = cerca de { $h } h { $m } min
guide-save-name = Ejemplo de juego
guide-new-short = Empezar una campaña corta nueva
guide-play-on = Seguir jugando desde aquí
new-campaign = Nueva campaña
field-name = Nombre
field-name-hint = p. ej. Día del Águila
default-campaign-name = Campaña { NUMBER($n, useGrouping: "false") }
field-scenario = Escenario
scenario-ends = termina tras el { $date }
field-weather = Tiempo
field-base = Base (un aeródromo de sector)
field-seed = Semilla de los dados
new-seed = Nueva semilla
optional-rules = Reglas opcionales (14)
rule-141 = 14.1 Fuego cruzado de bombarderos
rule-142 = 14.2 Cambiando de base
rule-143 = 14.3 Abortando la misión
rule-144 = 14.4 Coloque usted los antiaéreos y las barreras de globos
defences-count = AA pesado { $heavy }/{ $heavy_max } · AA ligero { $light }/{ $light_max } · globos { $balloons }/{ $balloons_max } (como mucho un cañón y una barrera por blanco)
balloons = globos
no-undo = Sin deshacer (la regla de hierro)
start-campaign = Empezar la campaña
start-key = Ctrl+Intro
app-exists = Ya existe una campaña llamada { $name }: elija otro nombre
saved-campaigns = Campañas guardadas
no-saves-yet = Aún no hay campañas guardadas: empiece una a la izquierda.
col-name = Nombre
col-reached = Alcanzado
col-score = Tanteo
col-last-played = Última partida
resume = Reanudar
delete = Borrar
delete-title = Borrar una campaña
delete-confirm = ¿Borrar la campaña guardada { $name }? No se puede deshacer.
delete-for-good = Borrarla
cancel = Cancelar
back-to-campaigns = ◀ Campañas
saved-ok = ✔ Guardado
save-failed = ⚠ Sin guardar
undo = ↶ Deshacer
undo-hint = Deshacer la última elección (Ctrl+Z)
undo-dice = Se han tirado dados desde la última elección: se mantiene
undo-off = Esta campaña se juega sin deshacer
undo-over = La campaña ha terminado: su veredicto es firme
altitude-box = Casilla de altitud
map = Mapa
raf-segment = segmento de la RAF
luftwaffe-segment = segmento de la Luftwaffe
round-of = Ronda { $round } de 4
combat-in = combate en { $hex }
col-level = Altitud
col-raf = RAF
col-luftwaffe = Luftwaffe
action = acción
ammo = ráfagas
tired = cansado
bombs-gone = bombas lanzadas
bombs-n = { $n } { $n ->
        [one] bomba
       *[other] bombas
    }
bomber = bombardero
gone-destroyed = destruido
gone-home = de regreso
raf-out-of-combat = Fuera de la casilla de altitud
left-the-combat = Fuera del combate: { $list }
pilots = Pilotos
fatigue = Fatiga
prior-victories = { $n } anteriores
pilot-hit-mark = tocado
calendar = Calendario
cal-arrives = llega { $pilot }
cal-returns = vuelve { $pilot }
cal-reinforcements = refuerzos { $units }
cal-withdrawals = retirados { $units }
cal-sunday = domingo
cal-end = fin del escenario
raid = Incursión
no-raid-now = Ninguna incursión en el aire.
raid-summary = { $size } { $size ->
        [one] incursor
       *[other] incursores
    } en { $hex }, { $size ->
        [one] informado
       *[other] informados
    } a { $level }; impulso { $impulse }
course-out = hacia su blanco
course-london = rumbo a Londres ({ $hex })
course-home = de regreso
speed = velocidad
radar-delay = Retraso del radar: { $n } { $n ->
        [one] impulso
       *[other] impulsos
    } (10.4)
face-down = { $n } { $n ->
        [one] incursor
       *[other] incursores
    } boca abajo — sin identificar
score = Tanteo
if-ended-now = Si la campaña terminara ahora: { $verdict }
campaign-over = La campaña ha terminado
log = Registro
all-days = Todos los días
all-phases = Todas las fases
rolls-only = solo dados
opt-intercept = Interceptar en { $hex } a { $level }
opt-close-in = Acercarse: { $hex } a { $level }
opt-attack-odds = Atacar a { $target } ({ $level }): { $fire } % de disparar, { $bursts } ráfagas esperadas
opt-attack-head-on = Atacar de frente a { $target } ({ $level }): una ráfaga segura
opt-repair-site-damage = Reparar { $site } (daño { $points })
hexes = { $n } { $n ->
        [one] hex
       *[other] hexes
    }
land-on-map = O pulse en el mapa un hex con borde verde.
fly-on = ▶▶ Dejar volar a la incursión
fly-on-hint = Los dos cazas siguen como están este impulso; la Luftwaffe sigue su vuelo
pick-on-map = O pulse un hex verde del mapa para elegir adónde volar (☀ fuera del sol, ⇄ de frente).
land-here-at = Aterrizar aquí ({ $site })
quick-both-stand-by = Los dos en alerta en la base
quick-scramble = Despegar encarando al { $dir }
quick-both-scramble = Despegan los dos, encarando al { $dir }
quick-both-intercept = Los dos interceptan en { $hex }
quick-both-attack = Los dos atacan a { $target } (dispara primero el #{ $n })
quick-both-close-in = Los dos se acercan
quick-both-place = Los dos: { $pos }
quick-all-bursts = Las { $n } ráfagas
quick-both-land = Los dos aterrizan en { $site }
risk-caught = ⚠ la incursión puede sorprenderlo ({ $p } %)
risk-contact = ↯ puede perder el contacto (hasta { $p } %)
picker-title = Caza #{ $n } a { $hex }
picker-cancel = Elegir otro hex (Esc)
picker-key = Elija altitud y rumbo: ☀ fuera del sol · ⇄ de frente · ↯ probabilidad de perder el contacto (8.2)
picker-intercepts = ⚔ Termina en el hex de la incursión: usted intercepta, su segmento primero (7.2, 8.1).
picker-caught = ⚠ La incursión puede entrar en { $hex } a continuación ({ $p } %): le interceptaría allí, primero el segmento de la Luftwaffe (6.6, 8.1).
picker-contact = ↯ A { $level } los alemanes pueden estar a dos o más niveles cuando empiece el combate: hasta un { $p } % de perder el contacto y retirarse (8.2).
hint-sun = ☀ fuera del sol: +2 a su primer ataque, si está un nivel por encima (7.4)
hint-head-on = ⇄ de frente: encarando a la incursión (7.5, 8.5)
move-preview = Ruta { $path }, terminando a { $level } encarando al { $facing }
confirm-move = Confirmar movimiento
at = a
night-of = La noche del { $date }
repair-points-left = Puntos de reparación: { $n }
destroyed-aircraft = Aviones de la RAF destruidos
none-lost = Ninguno.
to-base-with-pilot = si se reemplaza, va a la base con su piloto
to-reserve-box = si se reemplaza, va a la reserva
bomb-damage = Daños de bombas
no-damage = Ningún blanco está dañado.
why-radar = radar: retrasa a la RAF; 1 punto para la Luftwaffe
why-london = Londres: más incursores; 3 puntos para la Luftwaffe
why-base = su base: los pilotos duermen menos; 2 puntos para la Luftwaffe
why-airfield = aeródromo cerrado; 2 puntos para la Luftwaffe
why-thameshaven = más incursores; 2 puntos para la Luftwaffe
why-other = 2 puntos para la Luftwaffe
sleep-tonight = Dormir esta noche (12.2)
sleep-none = Ningún piloto necesita descanso esta noche.
base-damaged-sleep = La base está dañada: sus pilotos recuperan un solo nivel, salvo que se repare del todo esta noche.
luftwaffe-tonight-none = La Luftwaffe no tiene aviones destruidos: esta noche no tiene nada que reemplazar.
luftwaffe-tonight = La Luftwaffe tiene { $n } { $n ->
        [one] avión destruido
       *[other] aviones destruidos
    } y reemplazará { $back }.
forecast-legend = la incursión tras su próximo movimiento: probabilidad
reach-legend = adónde puede volar su caza
damage-points = daño { $n }
moves-here = { $n } { $n ->
        [one] forma
       *[other] formas
    } de terminar aquí
forecast-here = incursión a continuación: { $p } %

# La columna lateral de la pantalla de juego y su zoom (issue 28).
zoom-hint = El tamaño de la interfaz: Ctrl − y Ctrl + (Ctrl 0: de vuelta al 100 %); se recuerda para la próxima vez
zoom-out = Más pequeña (Ctrl −)
zoom-in = Más grande (Ctrl +)
zoom-reset = De vuelta al 100 % (Ctrl 0)
key-zoom = toda la interfaz más pequeña, más grande, de vuelta al 100 %
side-happened = Lo ocurrido
side-happened-new = Lo ocurrido ({ $n } { $n ->
        [one] nuevo
       *[other] nuevos
    })
side-situation = Pilotos e incursión
happened-none = Aún no ha ocurrido nada: aquí aparecen, el más reciente primero, los resúmenes de las incursiones, de los combates y de las fases jugadas sin decisión.
happened-new = Nuevo desde su última elección
happened-earlier = Antes (también en el registro)
