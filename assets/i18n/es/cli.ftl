# The command line.

## Command line

cli-exists = ya existe una campaña llamada { $name } ({ $path }); elija otro nombre o use --force
cli-created = Nueva campaña { $name } guardada en { $path } (semilla { $seed }).
cli-no-saves = No hay campañas guardadas en { $dir }.
cli-over = La campaña ha terminado.
cli-output-failed = no se pudo escribir la salida: { $detail }
status-title = Campaña { $name } — escenario { $scenario }, hasta el { $end }
status-when = Ahora: { $when } — tiempo: { $weather }
status-base = Base: { $base }
status-board = Tablero: { $edition }
cli-no-such-edition = no hay una edición del tablero { $n } incorporada (las incorporadas son la 1 y la 2; o indique una carpeta)
status-pilots = Pilotos:
status-flying = caza #{ $n }
status-plane-destroyed = avión destruido
status-reserve = reserva
status-arriving = llega el { $date }
status-wounded = herido hasta el { $date }
status-career-over = carrera terminada
status-killed = muerto
status-bailed-out = en paracaídas en { $hex }
status-shaken = conmocionado
status-exhausted = agotado
status-victories = { $n } { $n ->
        [one] victoria
       *[other] victorias
    }
status-no-damage = ninguno
status-damage = Blancos dañados: { $list }
status-score = Tanteo: { $line } — { $verdict }
status-next = Siguiente: { $prompt }
app-placeholder = Las pantallas de la campaña están en construcción. Mientras tanto, la línea de órdenes juega e informa: ejecute londons-burning --help.
app-saves = Campañas guardadas en { $dir }

## check-translation (a translation's folder against English)

check-translation-title = { $dir }: { $n } { $n ->
        [one] mensaje comprobado
       *[other] mensajes comprobados
    } con los { $english } del inglés
check-translation-missing = Faltan, se muestran en inglés ({ $n }):
check-translation-extra = No están en inglés, nunca se muestran: ¿un identificador mal escrito? ({ $n }):
check-translation-malformed = Mal formados ({ $n }):
check-translation-variables = Usan variables que el mensaje inglés no recibe ({ $n }):
check-translation-ok = Sin errores: el idioma se puede usar.
check-translation-errors = { $n } { $n ->
        [one] error
       *[other] errores
    } en { $dir }
check-translation-unreadable = no se puede leer { $dir }: { $reason }
language-missing = Idioma { $code }: { $n } { $n ->
        [one] mensaje falta y se muestra
       *[other] mensajes faltan y se muestran
    } en inglés: { $ids }
cli-no-such-file = no existe la orden ni el archivo { $arg } (`londons-burning --help` enumera las órdenes; FILE es una partida guardada que se abre en la aplicación)
cli-dice-new-only = autoplay --dice juega una campaña desde su preparación: { $name } ya tiene { $n ->
    [one] una decisión
   *[other] { $n } decisiones
} (empieza una nueva con `new`)
cli-dice-asks = el juego pide sus dados — { $asks }: un bot no puede tirarlos; juegue en la aplicación, o dé los dados con autoplay --dice FICHERO
cli-dice-bad-group = no hay ningún tipo de tirada llamado { $group } (elija entre { $list }, o all)
