# Installing, exporting, importing, crash reports.

## Installed and shared (issue 22)

import-exists = ya hay una campaña guardada llamada { $name } ({ $path }); impórtela con otro nombre con --name NUEVO, o reemplácela con --replace
import-done = Importada { $name } desde { $file } en { $path }.
export-done = Exportada { $name } a { $path }. El archivo es una partida guardada: `londons-burning import` o «Importar…» de la aplicación la leen.
export-file-exists = { $path } ya existe; elija otro archivo o use --force para reemplazarlo
desktop-installed = La entrada de escritorio y el icono están instalados ({ $n } archivos en { $dir }) y arrancan { $exe }: Londres en llamas está en el menú del escritorio (algunos escritorios no lo muestran hasta volver a iniciar sesión).
desktop-uninstalled = La entrada de escritorio y el icono se han quitado ({ $n } archivos en { $dir }).
desktop-nothing = No hay ninguna entrada de escritorio de Londres en llamas en { $dir }: nada que quitar.
desktop-unsupported = las entradas de escritorio son para los escritorios de Linux (freedesktop.org); en Windows y macOS arranque el programa desde la carpeta donde lo instaló cargo
desktop-io = { $path }: { $detail }
crash-notice = La última ejecución de Londres en llamas falló (la partida guardada no se tocó); el informe del fallo está en { $path }
crash-dismiss = Cerrar aviso
saves-folder = Sus campañas se guardan en { $dir }
open-folder = Abrir la carpeta
open-folder-hint = Mostrar esta carpeta en el gestor de archivos
open-folder-failed = No se pudo abrir { $dir } en el gestor de archivos: { $reason }
import-button = Importar…
import-button-hint = Añadir una campaña desde un archivo (exportado en otro ordenador, o una copia); también puede soltar el archivo sobre la ventana
import-title = Importar una campaña
import-file = Archivo
import-files-in = Archivos de partida en { $dir }:
import-no-files = No hay archivos de partida (.json) en { $dir }.
import-go = Importar
import-checking = El archivo se comprueba y se repite igual que al cargar; si se rechaza, no cambia nada.
import-clash = Ya hay una campaña guardada llamada { $name }. ¿Importar esta con otro nombre, o reemplazar la guardada?
import-new-name = Nombre nuevo
import-as-new = Importar con el nombre nuevo
import-replace = Reemplazar la campaña guardada
import-name-taken = { $name } también está ocupado: elija otro nombre
imported-app = Importada { $name } ({ $edition }) en { $path }.
import-open = Abrirla
import-close = Cerrar
import-drop = Suelte un archivo de partida para importarlo
export-button = Exportar…
export-button-hint = Escribir esta campaña en un archivo para dársela a un amigo, llevarla a otro ordenador o guardar una copia
export-title = Exportar { $name }
export-to = Al archivo
export-note = El archivo es una partida guardada: «Importar…» (o londons-burning import ARCHIVO) la añade en cualquier ordenador, con su edición del tablero y sus marcas de consejo.
export-will-replace = { $path } ya existe: al exportar se reemplaza.
export-go = Exportar
export-replace-go = Reemplazarlo
exported-app = Exportada a { $path }
exported-download = Descargada como { $file } (en las descargas del navegador)
export-download-failed = El navegador no aceptó la descarga.
saves-in-browser = Sus campañas se guardan en el almacenamiento de este navegador para este sitio: borrar los datos del sitio las borra; Exportar… guarda una copia en un archivo.
