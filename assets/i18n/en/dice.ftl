# Your own dice (issue 32): the questions, the refusals, the marks, the dice files.
dice-scripted = a scripted die
dice-refused-die = { $value } is not a face of a { $sides }-sided die ({ $what }): refused.
dice-refused-draw = { $value } is not a counter in the cup (1 to { $n }) ({ $what }): refused.
dice-unused = Die number { $n } has a value entered that the game never asked for: refused.
dice-ask-roll = Roll { $n }d{ $sides }: { $what } ({ $rule })
dice-ask-draw = Draw a counter from the cup ({ $n ->
    [one] one counter
   *[other] { $n } counters
}): { $what } ({ $rule })
dice-mark-entered = entered
dice-mark-program = rolled by the program
dice-file-mismatch = line { $line }: the file says { $says }, the game asks { $asks }
dice-file-ends = line { $line }: the file ends, the game asks { $asks }
dice-file-left = line { $line }: the file says { $says }, the game is over
dice-file-bad-line = line { $line }: “{ $says }” is not a value, a purpose and a rule
dice-file-header = London's Burning: the dice of { $name }, one die a line (value or counter, purpose, rule)
