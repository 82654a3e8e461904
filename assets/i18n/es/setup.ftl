# Errors in a new campaign's setup.

## Setup errors

setup-short-optional = la tabla opcional de tiempo no puede usarse en el escenario corto (4.3)
setup-bad-base = { $site } no es un aeródromo de sector; la base debe ser uno de: { $list } (3.5)
setup-too-many-defences = se han colocado { $n } { $what }, pero el juego solo tiene { $max } (14.4)
setup-two-defences = dos { $what } en { $site }: como mucho uno de cada por blanco (14.4)
def-heavy = cañones AA pesados
def-light = cañones AA ligeros
def-balloons = barreras de globos
edition-not-a-folder = no es una carpeta
setup-unknown-site = no hay ningún lugar llamado { $site }
