# Saving, loading and replaying campaigns.

## Saves

replay-illegal = la elección { $n } no se puede repetir: { $reason }
replay-diverges = al repetir las elecciones no se obtiene el estado guardado del { $date }: el archivo se ha modificado o se hizo con otra versión de las reglas
replay-missing = la partida guardada tiene una instantánea del { $date } a la que nunca se llega repitiendo las elecciones
save-name-invalid = { $name } no sirve como nombre de campaña (de 1 a 60 caracteres, con al menos una letra o cifra)
save-not-found = no hay ninguna campaña guardada en { $path }
save-io = { $path }: { $detail }
save-not-a-save = { $path } no es una partida guardada de Londres en llamas
save-corrupt = { $path } está dañado y no se puede leer ({ $detail }); el archivo no se ha tocado
save-newer = { $path } se guardó con una versión más nueva de la aplicación (formato { $version }; esta versión lee hasta el { $ours }); actualice la aplicación para abrirla
save-other-edition = { $path } se jugó con la edición del tablero { $saved }, que este programa no tiene (tiene las ediciones { $current }); el archivo queda como estaba: ábralo con la carpeta de esa edición (--edition DIR) o con un programa que la tenga
edition-label = edición { $n }
edition-label-folder = edición { $n } ({ $origin })
save-replay = { $path } no se puede reanudar: { $reason }
save-unknown-rules = { $path } se jugó con la revisión { $revision } de las reglas, que esta versión no conoce (conoce de la 1 a la { $ours }); actualice la aplicación para abrirla; el archivo no se ha tocado
save-edition-mismatch = { $path } dice que se jugó con la edición { $says } del tablero, pero el tablero que lleva es el de la edición { $carries }: el archivo se ha modificado o está dañado, y no se ha tocado
save-ambiguous = hay { $n } partidas guardadas que se llaman { $name } ({ $files }): indique la que quiere por el nombre de su archivo

## Archivos que se dan al programa (partidas, importaciones, carpetas de edición, idiomas)

file-refused = { $path }: { $reason }
file-not-found = no existe ese archivo
file-is-folder = es una carpeta, no un archivo
file-is-fifo = es una tubería con nombre (FIFO), no un archivo; no se ha leído nada de ella
file-is-device = es un dispositivo, no un archivo; no se ha leído nada de él
file-is-socket = es un socket, no un archivo; no se ha leído nada de él
file-is-special = no es un archivo normal; no se ha leído nada de él
file-symlink-loop = es un enlace simbólico que da vueltas en un bucle
file-too-large = contiene más de { $limit }, más de lo que este programa lee de un archivo así; la lectura se detuvo ahí
file-unreadable = no se puede leer: { $detail }
