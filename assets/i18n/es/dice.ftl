# Tus propios dados (issue 32): las preguntas, los rechazos, las marcas, los ficheros de dados.
dice-scripted = un dado del guion
dice-refused-die = { $value } no es una cara de un dado de { $sides } caras ({ $what }): rechazado.
dice-refused-draw = { $value } no es una ficha de la taza (de 1 a { $n }) ({ $what }): rechazado.
dice-unused = El dado número { $n } tiene un valor anotado que el juego nunca pidió: rechazado.
dice-ask-roll = Tira { $n }d{ $sides }: { $what } ({ $rule })
dice-ask-draw = Saca una ficha de la taza ({ $n ->
    [one] una ficha
   *[other] { $n } fichas
}): { $what } ({ $rule })
dice-mark-entered = anotado
dice-mark-program = tirado por el programa
dice-file-mismatch = línea { $line }: el fichero dice { $says }, el juego pide { $asks }
dice-file-ends = línea { $line }: el fichero se acaba, el juego pide { $asks }
dice-file-left = línea { $line }: el fichero dice { $says }, el juego ha terminado
dice-file-bad-line = línea { $line }: «{ $says }» no es un valor, un propósito y una regla
dice-file-header = London's Burning: los dados de { $name }, un dado por línea (valor o ficha, propósito, regla)
