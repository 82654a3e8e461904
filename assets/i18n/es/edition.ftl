# Errors in a board edition folder (check-data).

## Data (edition) errors

edition-error-at = { $file }: { $field }: { $reason }
edition-file-missing = falta el archivo
edition-parse = no es válido aquí: { $detail }
edition-must-be = debe ser { $expected }, pero es { $found }
edition-range = debe estar entre { $min } y { $max }, pero es { $found }
edition-duplicate = { $value } aparece más de una vez
edition-unknown = { $value } no está definido en { $file }
edition-count = necesita { $expected } entradas de este tipo, pero hay { $found }
edition-cover = las filas deben cubrir { $range } exactamente una vez; falta o se repite { $missing }
edition-site-terrain = { $site } está en el hex { $hex }, que es { $found }
edition-same-hex = { $site } y { $other } están ambos en el hex { $hex }
edition-not-in-calendar = { $date } no es un día del calendario
edition-order = { $value } no puede ir antes de { $other }
edition-positions = un tipo necesita un piloto, uno o dos motores, uno o dos fuselajes y como mucho un artillero; hay { $found }
edition-unused-position = la tabla de daños nunca impacta la posición { $position }
edition-bombs = un { $role } con { $bombs } bombas no tiene sentido
edition-direction = { $dir } no está permitido: una incursión de ida vuela hacia la fila O y nunca a lo largo del eje sudoeste-noreste (6.4)
terrain-land = tierra
terrain-sea = mar
terrain-open-sea = alta mar
check-data-ok = { $dir }: la edición es válida ({ $sites } lugares, { $german } aviones alemanes y { $raf } de la RAF, { $pilots } pilotos, { $days } días).
built-in-edition = la edición incorporada
