# The play table: keys, the picker, quiet phases, the guide, two RAF players.

## The play table (issue 20)

key-options = las opciones numeradas, sean cuantas sean
key-picker = elegir en el mapa un movimiento o una patrulla
key-arrows = en el selector: altitud (↑↓) y rumbo (←→)
key-pages = en el selector: el hex o lugar anterior o siguiente
key-enter = confirmar el movimiento o la patrulla elegidos
key-escape = cerrar el último panel abierto
key-advice = consultar al consejero
key-undo = deshacer la última elección
key-rules = la referencia de reglas
key-legend = mostrar u ocultar estas teclas
keys-title = Teclas
keys-button = ⌨ Teclas
keys-button-hint = Cada elección tiene su tecla: la lista (H)
opt-take-off = Despegar encarando al { $dir }
opt-patrol-form = Patrullar… (elegir lugar, altitud y rumbo)
patrol-form-hint = Abre el selector sobre el mapa; o pulse un blanco en el mapa (M)
patrol-picker-title = El caza #{ $n } patrulla sobre { $site }
picker-pages = { $n } de { $of } · Re Pág/Av Pág: otro
confirm-patrol = Volar la patrulla (+1 de fatiga)
quiet-no-raid = { $date }, { $phase }: ninguna incursión
quiet-cancelled = { $date }, { $phase }: la incursión se anuló
guide-saved-already = «{ $name }» ya está guardado. ¿Continuarlo donde lo dejó, o empezar el ejemplo de nuevo desde el principio (se sustituye el guardado)?
guide-resume = Continuarlo
guide-start-again = Empezar de nuevo

## Two RAF players (15.1)

roll-section-leader = líder de sección, #1 y #2
ev-leader-roll = El jugador del caza #{ $n } gana la tirada: líder de sección; el otro vuela como compañero de ala
ev-leader-replaced = El piloto del líder de sección fue reemplazado: el jugador del caza #{ $n } es el nuevo líder de sección
ev-leader-both-replaced = Ambos pilotos reemplazados en esta fase: el jugador del caza #{ $n }, compañero de ala al comenzar la fase, es el líder de sección
leader-marker = líder de sección
wingman-marker = compañero de ala
player-victories = Jugador del caza #{ $n }: { $v } { $v ->
        [one] victoria
       *[other] victorias
    }
ranking-winner = 15.1: gana el jugador del caza #{ $n }, con { $v } { $v ->
        [one] victoria
       *[other] victorias
    } contra { $other }
ranking-tie = 15.1: los dos jugadores de la RAF empatan con { $v } { $v ->
        [one] victoria
       *[other] victorias
    } cada uno
ranking-both-lose = 15.1: pierden los dos jugadores de la RAF — los { $lw } de la Luftwaffe superan sus { $raf } combinados
