# Saving, loading and replaying campaigns.

## Saves

replay-illegal = la elección { $n } no se puede repetir: { $reason }
replay-diverges = al repetir las elecciones no se obtiene el estado guardado del { $date }: el archivo se ha modificado o se hizo con otra versión de las reglas
replay-missing = la partida guardada tiene una instantánea del { $date } a la que nunca se llega repitiendo las elecciones
save-name-invalid = { $name } no sirve como nombre de campaña (de 1 a 60 caracteres, con al menos una letra o cifra)
save-not-found = no hay ninguna campaña guardada en { $path }
save-io = { $path }: { $detail }
save-too-large = { $path } ocupa { $bytes } bytes, demasiado para ser una partida guardada; no se ha abierto
save-not-a-save = { $path } no es una partida guardada de Londres en llamas
save-corrupt = { $path } está dañado y no se puede leer ({ $detail }); el archivo no se ha tocado
save-newer = { $path } se guardó con una versión más nueva de la aplicación (formato { $version }; esta versión lee hasta el { $ours }); actualice la aplicación para abrirla
save-other-edition = { $path } se jugó con la edición del tablero { $saved }, que este programa no tiene (tiene las ediciones { $current }); el archivo queda como estaba: ábralo con la carpeta de esa edición (--edition DIR) o con un programa que la tenga
edition-label = edición { $n }
edition-label-folder = edición { $n } ({ $origin })
save-replay = { $path } no se puede reanudar: { $reason }
