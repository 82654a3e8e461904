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
dice-ask-reveal = Turn the raiders face up ({ $rule }): which counter is the next raider? { $n ->
    [one] One raider was drawn face down.
   *[other] { $n } raiders were drawn face down.
} Pick it among the { $of } counters that were in the cup when it was drawn (5.3)
dice-ask-home = The raid goes home unidentified ({ $rule }): which counter is the next raider? Look at it as it goes back in the cup ({ $n ->
    [one] one raider was drawn face down
   *[other] { $n } raiders were drawn face down
}), and pick it among the { $of } counters that were in the cup when it was drawn (5.3)
dice-mark-entered = entered
dice-mark-program = rolled by the program
dice-file-mismatch = line { $line }: the file says { $says }, the game asks { $asks }
dice-file-ends = line { $line }: the file ends, the game asks { $asks }
dice-file-left = line { $line }: the file says { $says }, the game is over
dice-file-bad-line = line { $line }: “{ $says }” is not a value, a purpose and a rule
dice-file-header = London's Burning: the dice of { $name }, one die a line (value or counter, purpose, rule)

# The app: the new-campaign form.
field-dice = Dice
dice-program-rolls = The program rolls
dice-i-roll = I roll, with the box on the table
dice-i-roll-hint = Every die and draw of the kinds you tick becomes a question: roll or draw at the table and enter what you got; the program keeps the books. You can change the kinds during the campaign.
dice-groups-title = I roll these; the program rolls the rest:
dice-group-setup = The setup: pilot draw (3.3), section leader (15.1)
dice-group-weather = The weather table (4.3)
dice-group-raids = Raids: size, entry, altitude, raiders, flight path, top cover (5.3, 6.4, 7.1)
dice-group-combat = Air combat (8, 9.5, 14.1)
dice-group-aftermath = Wounds and the Luftwaffe's replacements (11.2, 12.1)
dice-group-luftwaffe = The German player's draws (15.2)
dice-group-short-setup = setup
dice-group-short-weather = weather
dice-group-short-raids = raids
dice-group-short-combat = combat
dice-group-short-aftermath = wounds and replacements
dice-group-short-luftwaffe = German draws
dice-none-ticked = None ticked: the program rolls everything until you tick some during the campaign.
dice-cup-title = The counters to draw from, as the program counts them
dice-cup-aircraft-have = The Luftwaffe cup (3.6), { $n } aircraft; untick a counter your box lacks and it is out of the game (never drawn):
dice-cup-later-on = Set aside, they join the cup on { $date } (4.5):
dice-cup-missing = Not in your box, out of the game: { $list }. Saved with the campaign, so every replay is the same.
dice-cup-markers = The raid-size markers (5.3), { $n }: { $list }
dice-cup-pilots = The pilot counters (3.3), { $n }: { $list }
dice-cup-box = Put these counters in your cups: a draw lists the ones still in the cup to pick from, so the program and the table agree.

# The app: the dice panel, in place of the options while a die is asked for.
dice-face = Face { $n }
dice-counter = Counter { $key }: { $name }
dice-die-of = die { $k } of { $n }
dice-leader-die = the player of fighter #{ $n }
dice-leader-tie = A tie, { $value } and { $value }: both players roll again (15.1).
dice-keys-roll = Press 1–{ $sides } or click a face. Backspace takes back.
dice-keys-draw = Click the counter you drew, or press its key. Backspace takes back.
dice-random = Pick one at random
dice-random-hint = No counters at hand? The program picks one of these for you, at random (it counts as entered).
dice-take-back = Take back
dice-take-back-last = Take back the last die
dice-take-back-hint = Takes back the last value entered (Backspace), until the next decision: the step is asked for again.
dice-so-far = Entered so far in this step: { $values }
dice-last = Your dice: { $roll } → { $result }
dice-last-reveal = Your dice: the raiders you drew face down → { $result }
dice-setup-pilots = The pilots are known once you have drawn them (3.3): until then the program shows none.
dice-you-roll = You roll: { $groups }
dice-you-roll-none = The program rolls everything for now
dice-who-rolls = Who rolls…
dice-who-rolls-hint = Which kinds of roll you make with your own dice, for the rest of the campaign.
dice-who-rolls-title = I roll these; the program rolls the rest (from now on):
