# The advisor: its panel, its reasons and its table.

## The advisor (issue 16)

ev-advice-asked = The player asks the advisor: this campaign is played with advice
ev-advice-asked-again = The player asks the advisor (decision { $n })
hf-advised = played with advice
advice-title = Advice
advice-plane = { $option }: otherwise { $pilot } has no aircraft tomorrow.
advice-plane-reserve = { $option }: the reserve pilot who takes the fighter tomorrow needs it.
advice-site-clears = { $option }: this clears it and takes { $points } { $points ->
        [one] point
       *[other] points
    } off the Luftwaffe's score (13.3).
advice-site-more = { $option }: { $n } more repair { $n ->
        [one] point clears
       *[other] points clear
    } it and { $n ->
        [one] takes
       *[other] take
    } { $points } { $points ->
        [one] point
       *[other] points
    } off the Luftwaffe's score (13.3).
advice-pilot = { $option }: the freshest pilot in the reserve (fatigue F{ $f }).
advice-pilot-as-fresh = { $option }: no pilot in the reserve is fresher (fatigue F{ $f }); among the freshest, the one with the most victories.
advice-rule-other = { $option }: the rule's answer here (11.5, 12.1).
advice-luftwaffe = The advisor helps the RAF player only.
advice-take-off = Take off facing { $dir }
advice-from-sun = , out of the sun
advice-head-on = , head-on
advice-col-option = Option
advice-col-victories = Victories
advice-col-losses = RAF losses
advice-col-targets = Luftwaffe target points
advice-col-targets-off = Luftwaffe target points taken off
advice-col-prevented = Damage prevented
advice-rollouts = Estimated over up to { $n } rollouts of the rest of the phase for each of { $k } options; the advisor knows only what you know.
advice-off = Advice is off in this two-player game: both players did not agree to it at setup.
advice-nothing = There is no decision to advise on: the campaign is over.
advice-button-hint = What the expert would do here, and why (key A). It never chooses for you.
advice-panel-title = The advisor
advice-confirm-text = Asking the advisor marks this campaign, for good, as played with advice: the hall of fame will say so.
advice-confirm-ask = Ask the advisor
advice-thinking = The advisor weighs the options…
advice-played = { $n } rollouts played
advice-failed = The advisor could not answer this time; ask again.
advice-choice = The expert would choose: { $option }
advice-yours = The choice is yours: the advisor never plays for you.
advice-mark = ★ advised
advice-mark-hint = The advisor's choice; click it yourself if you agree.
advice-col-no-damage = No target damaged
advice-col-margin = Final margin (change)
advice-close = Close
