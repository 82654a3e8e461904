# Sus propios dados (issue 32): las preguntas, los rechazos, las marcas, los ficheros de dados.
dice-scripted = un dado del guion
dice-refused-die = { $value } no es una cara de un dado de { $sides } caras ({ $what }): rechazado.
dice-refused-draw = { $value } no es una ficha de la taza (de 1 a { $n }) ({ $what }): rechazado.
dice-unused = El dado número { $n } tiene un valor anotado que el juego nunca pidió: rechazado.
dice-ask-roll = Tire { $n }d{ $sides }: { $what } ({ $rule })
dice-ask-draw = Saque una ficha de la taza ({ $n ->
    [one] una ficha
   *[other] { $n } fichas
}): { $what } ({ $rule })
dice-ask-reveal = Dé la vuelta a los incursores ({ $rule }): ¿qué ficha es el siguiente incursor? { $n ->
    [one] Se sacó un incursor boca abajo.
   *[other] Se sacaron { $n } incursores boca abajo.
} Elíjala entre las { $of } fichas que había en la taza cuando se sacó (5.3)
dice-ask-home = La incursión vuelve a casa sin identificar ({ $rule }): ¿qué ficha es el siguiente incursor? Mírela al devolverla a la taza ({ $n ->
    [one] se sacó un incursor boca abajo
   *[other] se sacaron { $n } incursores boca abajo
}) y elíjala entre las { $of } fichas que había en la taza cuando se sacó (5.3)
dice-mark-entered = anotado
dice-mark-program = tirado por el programa
dice-file-mismatch = línea { $line }: el fichero dice { $says }, el juego pide { $asks }
dice-file-ends = línea { $line }: el fichero se acaba, el juego pide { $asks }
dice-file-left = línea { $line }: el fichero dice { $says }, el juego ha terminado
dice-file-bad-line = línea { $line }: «{ $says }» no es un valor, un propósito y una regla
dice-file-header = London's Burning: los dados de { $name }, un dado por línea (valor o ficha, propósito, regla)

# La aplicación: el formulario de campaña nueva.
field-dice = Dados
dice-program-rolls = Tira el programa
dice-i-roll = Tiro yo, con la caja en la mesa
dice-i-roll-hint = Cada dado y cada ficha sacada de los tipos que marque se convierte en una pregunta: tire o saque en la mesa y anote lo que le salió; el programa lleva las cuentas. Puede cambiar los tipos durante la campaña.
dice-groups-title = Tiro yo estos; el programa tira el resto:
dice-group-setup = La preparación: sorteo de pilotos (3.3), jefe de sección (15.1)
dice-group-weather = La tabla del tiempo (4.3)
dice-group-raids = Incursiones: tamaño, entrada, altitud, incursores, trayectoria, cobertura (5.3, 6.4, 7.1)
dice-group-combat = Combate aéreo (8, 9.5, 14.1)
dice-group-aftermath = Heridas y reemplazos de la Luftwaffe (11.2, 12.1)
dice-group-luftwaffe = Las fichas que saca el jugador alemán (15.2)
dice-group-short-setup = preparación
dice-group-short-weather = tiempo
dice-group-short-raids = incursiones
dice-group-short-combat = combate
dice-group-short-aftermath = heridas y reemplazos
dice-group-short-luftwaffe = fichas alemanas
dice-none-ticked = Ninguno marcado: el programa lo tira todo hasta que marque alguno durante la campaña.
dice-cup-title = Las fichas de las que se saca, como las cuenta el programa
dice-cup-aircraft-have = La taza de la Luftwaffe (3.6), { $n } aviones; desmarque una ficha que falte en su caja y quedará fuera del juego (nunca se saca):
dice-cup-later-on = Aparte, se unen a la taza el { $date } (4.5):
dice-cup-missing = No están en su caja, fuera del juego: { $list }. Se guarda con la campaña, así que cada repetición es igual.
dice-cup-markers = Los marcadores de tamaño de incursión (5.3), { $n }: { $list }
dice-cup-pilots = Las fichas de piloto (3.3), { $n }: { $list }
dice-cup-box = Ponga estas fichas en sus tazas: al sacar, la lista muestra las que quedan en la taza para elegir, y así el programa y la mesa coinciden.

# La aplicación: el panel de dados, en lugar de las opciones mientras se pide un dado.
dice-face = Cara { $n }
dice-counter = Ficha { $key }: { $name }
dice-die-of = dado { $k } de { $n }
dice-leader-die = el jugador del caza #{ $n }
dice-leader-tie = Empate a { $value }: los dos jugadores tiran de nuevo (15.1).
dice-keys-roll = Pulse 1–{ $sides } o haga clic en una cara. Retroceso anula.
dice-keys-draw = Haga clic en la ficha que sacó o pulse su tecla. Retroceso anula.
dice-random = Elegir una al azar
dice-random-hint = ¿No tiene las fichas a mano? El programa elige una de estas por usted, al azar (cuenta como anotada).
dice-take-back = Anular
dice-take-back-last = Anular el último valor
dice-take-back-hint = Anula el último valor anotado (Retroceso), hasta la siguiente decisión: se vuelve a pedir.
dice-so-far = Anotado en este paso: { $values }
dice-last = Sus dados: { $roll } → { $result }
dice-last-reveal = Sus dados: los incursores que sacó boca abajo → { $result }
dice-setup-pilots = Los pilotos se conocen cuando los haya sacado (3.3): hasta entonces el programa no muestra ninguno.
dice-you-roll = Tira usted: { $groups }
dice-you-roll-none = Por ahora lo tira todo el programa
dice-who-rolls = Quién tira…
dice-who-rolls-hint = Qué tipos de tirada hace con sus propios dados, para el resto de la campaña.
dice-who-rolls-title = Tiro yo estos; el programa tira el resto (desde ahora):
