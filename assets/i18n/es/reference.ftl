# The rules reference window (the pages themselves are in assets/rules/).

## The rules reference (src/reference.rs)

rules-button = Reglas
rules-button-hint = La referencia de reglas, con nuestras palabras (F1)
rules-title = Referencia de reglas
rules-notice = Escrita para este programa con nuestras palabras: no es el texto del reglamento.
rules-search = Buscar
rules-search-hint = palabras del título o del texto
rules-no-match = Ninguna página contiene todas estas palabras: { $words }
rules-matches = { $n } { $n ->
        [one] página encontrada
       *[other] páginas encontradas
    }
rules-back = ◀ Atrás
rules-forward = Adelante ▶
rules-part-of = Forma parte de:
rules-sections = En esta sección:
rules-see-also = Véase también:
rules-click-hint = Pulse para leer la regla completa.
cli-rules-index = Londres en llamas: referencia de reglas, con nuestras palabras (no es el texto del reglamento). `londons-burning rules SECCIÓN` muestra una página; `--search PALABRAS` busca páginas.
cli-no-such-rule = no hay ninguna sección { $section } en la referencia de reglas; `londons-burning rules` las enumera todas
