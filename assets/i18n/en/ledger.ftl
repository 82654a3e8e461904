# The campaign's ledger (issue 29): how much of the result was the dice and
# how much the decisions, in points of the final margin (RAF minus
# Luftwaffe). Numbers arrive formatted ("4.2", "−6.0").

ledger-title = Luck and skill
ledger-result-won = You won by { $points }.
ledger-result-lost = You lost by { $points }.
ledger-result-draw = The campaign ended in a draw.
ledger-result-ahead = So far you lead by { $points }.
ledger-result-behind = So far you trail by { $points }.
ledger-result-level = So far the score is level.
ledger-summary = { $result } From the start the expert expects { $start }; { $luck ->
    [good] the dice gave you { $dice }
   *[bad] the dice cost you { $dice }
}, { $decisions ->
    [gain] your decisions gained you { $cost }.
   *[cost] your decisions cost you { $cost }.
}
ledger-summary-rest = { $result } From the start the expert expects { $start }; { $luck ->
    [good] the dice gave you { $dice }
   *[bad] the dice cost you { $dice }
}; { $rest ->
    [gain] your decisions and the estimate's error gained you the other { $points }.
   *[loss] your decisions and the estimate's error account for the other { $points }.
}
ledger-adjusted = With average dice the margin would have been { $adjusted }.
ledger-residual = Left unexplained (start + luck − decisions − result): { $residual } ± { $se } (the estimate's own error and the noise of the decisions' costs).
ledger-luckiest = Luckiest rolls
ledger-unluckiest = Unluckiest rolls
ledger-roll = { $when }: { $purpose } ({ $rule }), { $faces }: { $luck }
ledger-reveal = { $when }: the face-down raiders turned face up ({ $rule }): { $luck }
ledger-per-day = Luck per day
ledger-day = { $date }: { $luck }
ledger-failed = No ledger for this campaign: { $detail }
ledger-luftwaffe-player = the luck of a game against a Luftwaffe player (15.2) is not measured
ledger-replay = its choice { $n } does not replay
ledger-draw-face = counter { $n } of { $of }
ledger-draw-face-down = face down
ledger-entered = Your own dice: { $rest ->
    [0] you entered every one of the { $total } rolls and draws at the table.
   *[other] you entered { $n } of the { $total } rolls and draws at the table; the program rolled the other { $rest }.
} Each roll below says which.

## The graph of the campaign (issue 29, item 4).
ledger-graph-title = Expected final margin, event by event
ledger-graph-x = Every roll and every decision, from the first day to the verdict
ledger-graph-y = Expected final margin (points)
ledger-graph-y-short = Points
ledger-graph-decisions = Costliest decisions
ledger-graph-luck = Biggest luck swings
ledger-graph-luck-good = for you
ledger-graph-luck-bad = against you
ledger-graph-marks = The marks (each opens that moment on the map)
ledger-graph-image = The graph of the campaign
ledger-mark-decision = ▼ Decision { $n } ({ $when }): it cost { $cost }
ledger-mark-luck = ● { $roll }
ledger-graph-hint = Click a mark, or a line below, to open that moment on the map.
