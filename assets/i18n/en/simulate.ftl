# The simulator's report.

## The simulator

sim-title = { $n } { $n ->
        [one] campaign
       *[other] campaigns
    }: { $scenario }, { $weather }, { $bot } bot, seed { $seed }
sim-speed = { $secs } s on { $threads } threads: { $rate } campaigns a second, { $decisions } decisions.
sim-verdicts = Verdicts (13.4): RAF wins { $raf }, draws { $draw }, Luftwaffe wins { $lw }
sim-columns = {"  "}mean   min   p10  median   p90   max
sim-raf-score = RAF score
sim-lw-score = Luftwaffe score
sim-margin = Margin (RAF − Luftwaffe)
sim-raf-losses = RAF aircraft lost
sim-pilots-killed = Pilots killed
sim-aces = Aces made
sim-targets = Targets damaged at the end
sim-tables = Table outcomes rolled:
sim-table-raid-size = raid-size markers (5.3)
sim-table-entry-hex = entry hexes (5.3)
sim-table-reported = reported altitudes (5.3)
sim-table-exact = exact altitudes (7.1)
sim-table-shift = exact altitude against reported, in levels (7.1)
sim-table-top-cover = top cover fighters (7.1)
sim-table-flight-path = flight-path rolls (6.4)
sim-table-survival = bail-out survival (9.5)
sim-table-wound = wound table (11.2)
sim-table-combat-end = end-of-round rolls (8.1)
sim-table-bombed = targets bombed (raids, 10)
sim-table-damaged-at-end = damaged at the end (share of campaigns, 13.3)
sim-dice = Every die thrown (face × times):
sim-remix = remix
sim-survives = survives
sim-killed = killed
sim-shaken = shaken
sim-career-over = career over
sim-wounded = wounded { $weeks } { $weeks ->
        [one] week
       *[other] weeks
    }
sim-ends = round { $round }, ends
sim-goes-on = round { $round }, goes on
sim-checked = Every invariant was checked after every decision.
sim-no-failures = No campaign failed.
sim-failures = { $n } { $n ->
        [one] campaign
       *[other] campaigns
    } failed:
sim-failure = campaign { NUMBER($i, useGrouping: "false") } (seed { $seed }): { $reason }
sim-failed = { $n } of { $total } campaigns failed
sim-threads = cannot start { $n } threads: { $reason }
sim-progress = campaigns
