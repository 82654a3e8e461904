# The coach (issue 23): the advisor's panel, the campaign review and the yardstick.

coach-advised = The expert would choose: { $option }
coach-equally-good = { $list }: equally good here; the rollouts cannot tell them apart.
coach-rather-than = { $option } rather than { $runner_up }: { $f }.
coach-figures-title = The best options, ± one standard error
coach-preselected = The advised move is drawn on the map and preselected in the picker: confirm it yourself if you agree.
coach-by-rule = by rule (not graded)
coach-review-title = The expert's review
coach-review-button = Review this campaign
coach-review-confirm = Review it anyway
coach-reviewing = The expert reviews your decisions: { $done } of { $total }
coach-review-cancelled = The review was cancelled; nothing was kept.
coach-review-failed = The review could not be made: { $detail }
coach-costliest-title = The costliest decisions
coach-per-day-title = Accuracy per day
coach-decisions-title = Every decision
coach-grades-title = How decisions are graded
coach-expert-would = The expert would have chosen: { $best }.
coach-branch-here = Branch from here
coach-branch-here-hint = A new campaign that replays your choices up to this decision, for you to take it again.
coach-branch-name = { $name } from decision { $n }
coach-show-on-map = Show on the map
coach-decision-n = Decision { $n }
coach-simulating = Simulating: { $done } of { $total } campaigns
coach-yardstick-title = Yardstick
coach-grade-best = best
coach-grade-good = good
coach-grade-inaccuracy = inaccuracy
coach-grade-mistake = mistake
coach-grade-blunder = blunder
coach-accuracy-line = Accuracy { $acc } over { $n ->
        [one] { $n } graded decision
       *[other] { $n } graded decisions
    }; { $mean } points lost per decision, { $total } in all.
coach-you-chose-by-rule = You chose: { $chosen }; by rule, not graded.
coach-you-chose = You chose: { $chosen }. Cost { $cost } points: { $grade }.
coach-yardstick-short = better than { $p } % of the expert's

## A move or a patrol named in full (the advice, the review).

coach-take-off = Take off facing { $took }
coach-take-off-climb = Take off facing { $took } and climb to { $level } over { $hex }, facing { $facing }
coach-take-off-intercept = Take off facing { $took } and intercept in { $hex } at { $level }{ $how }
coach-intercept = Intercept in { $hex } at { $level }, facing { $facing }{ $how }
coach-fly-to = Fly to { $hex } at { $level }, facing { $facing }
coach-patrol = Patrol over { $site } at { $level }, facing { $facing }
# The last two names of a list: "A, B or C".
coach-list-or = { $rest } or { $last }

## The advice's reason: the figure that decides against the runner-up.

coach-figure-no-bombing = no target is damaged in { $chosen } of the rollouts, against { $other }
coach-figure-target-points = { $chosen } Luftwaffe target points, against { $other }
coach-figure-victories = { $chosen } victories expected, against { $other }
coach-figure-raf-losses = { $chosen } RAF aircraft lost, against { $other }
coach-figure-pilots-lost = { $chosen } pilots lost, against { $other }
coach-figure-value = { $gap } points better by the expert's measure
coach-target-known = The raid is over its target, { $site }.
coach-target-unknown = The raid's target is not known yet.
coach-target-likely = The raid's target is not known yet: most likely { $list }; the likeliest is { $moves } { $moves ->
        [one] move
       *[other] moves
    } away.
coach-quarry = { $bombs ->
        [0] { $name } carries no bombs.
        [one] { $name } carries { $bombs } bomb.
       *[other] { $name } carries { $bombs } bombs.
    }
coach-trade = { $victories } victories expected for { $losses } aircraft lost.
# The repair of a site at night (12.1).
coach-site = { $more ->
        [0] { $option }: this clears it and takes { $points } points off the Luftwaffe's score (13.3).
        [one] { $option }: { $more } more repair point after this one clears it, and that takes { $points } points off the Luftwaffe's score (13.3).
       *[other] { $option }: { $more } more repair points after this one clear it, and that takes { $points } points off the Luftwaffe's score (13.3).
    }
coach-stop = { $option }: no target damaged in { $stop } of the rollouts.
coach-keep-out = { $option }: the best way to fight on would cost { $losses } aircraft and { $pilots } pilots for { $victories } victories.
coach-position = A raid comes this phase with { $raid } chance; with this, no target is damaged in { $stop } of the rollouts.
coach-rollouts-line = ± one standard error. { $weighed ->
        [one] { $weighed } option weighed
       *[other] { $weighed } options weighed
    } over up to { $rollouts } rollouts each of the rest of the phase ({ $total } in all); the advisor knows only what you know.
coach-advised-button-hint = The advisor's choice, set up in full: click it yourself if you agree.

## The campaign review.

coach-thresholds = Cost = points of the expert's measure lost against its best option, counted only beyond 2 standard errors. Best 0, good up to { $good }, inaccuracy up to { $inaccuracy }, mistake up to { $mistake }, blunder above.
coach-review-hint = The expert weighs every decision you made against its best option, with the rollouts of the advisor (only what you knew then).
coach-review-marks = This campaign is not over: reviewing it marks it, for good, as played with advice, as asking the advisor does. The hall of fame will say so.
coach-equally-good-there = { $best } and { $others } { $others ->
        [one] other option were
       *[other] other options were
    } equally good there, by the rollouts; yours was worse beyond the noise.
coach-branch-cli = { $branch }: the Review tab's "Branch from here" replays your { $index ->
        [one] { $index } choice
       *[other] { $index } choices
    } before it.
coach-md-not-over = _The campaign is not over: reviewed so far, and marked as played with advice._
coach-md-day = Day
coach-md-accuracy = Accuracy
coach-md-graded = Graded
coach-md-points-lost = Points lost
coach-md-no-costly = None: every decision was as good as the expert's, within the noise.
coach-md-when = When
coach-md-chosen = Your choice
coach-md-expert = The expert's
coach-md-cost = Cost
coach-md-grade = Grade

## The yardstick.

coach-yardstick-line = { $margin }: better than { $expert } % of the expert's campaigns and { $sensible } % of the sensible bot's on this setup (mean margins { $expert_mean } and { $sensible_mean }; { $source }).
coach-yardstick-shipped = { $n ->
        [one] the table shipped with the program, { $n } campaign each
       *[other] the table shipped with the program, { $n } campaigns each
    }
coach-yardstick-simulated = { $n ->
        [one] simulated on this computer, { $n } campaign each
       *[other] simulated on this computer, { $n } campaigns each
    }
coach-simulate-yardstick = No shipped yardstick for this setup: simulate one ({ $campaigns } campaigns of the expert and of the sensible bot, a few minutes)
coach-no-yardstick = { $kind ->
        [two-player] No yardstick: the bots it measures against play solitaire, not two-player games.
       *[setup] No yardstick for this setup: the table shipped with the program covers the default base without optional rules on the current board (the verdict screen can simulate one).
    }
