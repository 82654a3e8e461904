# The coach (issue 23): the advisor's panel, the campaign review and the yardstick.

coach-advised = The expert would choose: { $option }
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
coach-grade-as-good = as good as the expert's choice, within the rollouts' noise
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
coach-yardstick-short = better than { $p } % of the expert's

## A move or a patrol named in full (the advice, the review).

coach-take-off = Take off facing { $took }
coach-take-off-climb = Take off facing { $took } and climb to { $level } over { $hex }, facing { $facing }
coach-take-off-intercept = Take off facing { $took } and intercept in { $hex } at { $level }{ $how }
coach-intercept = Intercept in { $hex } at { $level }, facing { $facing }{ $how }
coach-fly-to = Fly to { $hex } at { $level }, facing { $facing }
coach-patrol = Patrol over { $site } at { $level }, facing { $facing }

## The advice's facts beside its reason: where the raid is going, what the Germans attacked carry.

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
coach-rollouts-line = ± one standard error. { $weighed ->
        [one] { $weighed } option weighed
       *[other] { $weighed } options weighed
    } over up to { $rollouts } rollouts each of the rest of the phase ({ $total } in all); the advisor knows only what you know.
coach-advised-button-hint = The advisor's choice, set up in full: click it yourself if you agree.

## The campaign review.

coach-thresholds = Cost = points of the expected final margin (RAF − Luftwaffe) lost against the expert's best option, measured on rollouts apart from those that picked it, counted only beyond 2 standard errors; the points lost add up every difference as measured, within the noise too, so that equal choices add 0 on average. Best 0, good up to { $good }, inaccuracy up to { $inaccuracy }, mistake up to { $mistake }, blunder above.
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
coach-md-why = Why the expert's rather than yours

## The yardstick.

coach-yardstick-line = { $margin }: better than { $expert } % of the expert's campaigns and { $sensible } % of the sensible bot's on this setup (mean margins { $expert_mean } and { $sensible_mean }; { $source }).
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

## Reasons true by construction (issue 29): the measure that separates the
## expert's option from the other by more than the noise of their
## difference, both values ± one standard error, as the options table shows
## them; or that they are equal within noise, and why the expert still
## picks its option.

coach-better = { $option } rather than { $other }: { $m ->
        [target-points-off] more Luftwaffe target points taken off
        [target-points] fewer Luftwaffe target points
        [no-bombing] more often no target damaged
        [pilots-lost] fewer pilots lost
        [raf-losses] fewer RAF aircraft lost
        [victories] more victories
        [fatigue] less fatigue, in points
       *[value] a better expected final margin, in points
    }, { $a } against { $b } (a difference of { $gap }, beyond the noise).
coach-whole = { $option } rather than { $other }: a better expected final margin, { $a } against { $b } (a difference of { $gap }, beyond the noise), though no single part separates them: { $parts }.
coach-part = { $m ->
        [target-points-off] Luftwaffe target points taken off
        [target-points] Luftwaffe target points
        [no-bombing] no target damaged
        [pilots-lost] pilots lost
        [raf-losses] RAF aircraft lost
        [victories] victories
        [fatigue] fatigue, in points
       *[value] final margin, in points
    } { $a } against { $b }
coach-equal = { $option } or { $other }: equally good here, within noise (=): { $a } against { $b } points of the expected final margin (a difference of { $gap }).
coach-equal-more = { $n ->
        [one] One more option is as good, within noise (= in the table).
       *[other] { $n } more options are as good, within noise (= in the table).
    }
coach-tie-identical = They come out the same in every rollout.
coach-tie-keeps-out = The expert still keeps out of it: { $option } risks neither pilot nor aircraft, and keeps the pilot fresh for tomorrow.
coach-tie-rule-of-thumb = The expert still chooses { $option }: it is its rule of thumb here, kept unless another option beats it beyond the noise.
coach-tie-higher-mean = The expert still chooses { $option }: its mean is the higher, though within noise.
coach-tie-weighed = The expert still chooses { $option }: it stayed in contention longest as the options were weighed, within noise of the other.
coach-tie-rule = The expert settles this by rule, not by these rollouts.
coach-same = You chose { $option }, the expert's option.
coach-same-outcome = { $other } comes to the same as { $option }, the expert's option: the same position, with no die between.
coach-rule-against = The rollouts favour { $other } ({ $a } against { $b } points of the expected final margin, a difference of { $gap }), but they end with the phase or the night, and the rule looks to the end of the campaign.
coach-note-phase-only = These rollouts end with the phase: where a fighter lands matters only after it, which they do not see.
coach-note-night-only = These rollouts end with the night: they see the points a repair takes off now, not what it brings on the days after; the rule looks to the end of the campaign.
coach-note-reserve = These rollouts see this phase only: the rule looks to the days after.
coach-note-head-on = The head-on approach was advised for all that the interception leads to, not for the head-on position: weighed here, { $option } does as well or better.
coach-raid-chance = A raid comes this phase with { $raid } chance.
coach-only-option = { $option }: the only option the expert weighs here (the others come to the same, or are not worth weighing).
coach-reason-label = Why:
