# The records: log books, scores, journal, exports, review, hall of fame.

## Records, journal, exports, review, hall of fame (issue 6)

jn-joins = { $pilot } joined the squadron.
jn-recovered = { $pilot } was back from hospital.
jn-rain = Rain all day: no raids.
jn-patrol = { $pilot } ({ $plane }) flew a patrol over { $site } at { $level }.
jn-scramble = { $pilot } ({ $plane }) scrambled.
jn-no-raid = No raid came.
jn-raid-cancelled = The raid was called off: the Luftwaffe had too few aircraft.
jn-raid = A raid of { $n } came in over { $hex }, reported at { $level }.
jn-london-extra = London was burning: { $n } more joined it.
jn-identified = It was { $list }.
jn-combat = { $pilots } { $n ->
        [one] engaged
       *[other] both engaged
    } the raid over { $hex }.
jn-victory = { $pilot } shot down { $craft } ({ $total } this campaign).
jn-ace = { $pilot } became an ace!
jn-loss = { $pilot }'s { $plane } was lost.
jn-loss-ground = { $pilot }'s { $plane } was destroyed on the ground at { $site }.
jn-bail-out-safe = { $pilot } bailed out over { $terrain } and came down safely.
jn-bail-out-killed = { $pilot } bailed out over { $terrain } and was killed.
jn-trenches-safe = { $pilot } ran for the trenches and came through unhurt.
jn-trenches-killed = { $pilot } ran for the trenches and was killed.
jn-killed = { $pilot } was killed.
jn-shaken = { $pilot } was shaken.
jn-wounded = { $pilot } was wounded, out until { $date }.
jn-career-over = { $pilot } was badly wounded: his flying days are over.
jn-died-of-wounds = { $pilot } died of his wounds.
jn-bombed = Bombs fell on { $site }: { $damage } damage ({ $total } in all).
jn-bombed-no-damage = Bombs fell on { $site } but did no damage.
jn-and = {" "}and{" "}
jn-plane-replaced = A new { $plane } arrived.
jn-repaired = Repairs at { $site } ({ $left } damage left).
jn-end-of-day = End of the day: RAF { $raf } – Luftwaffe { $luftwaffe }.
md-title = { $name }: after-action report
md-setup = Scenario { $scenario }, { $weather }, based at { $base }, seed { $seed }; optional rules: { $options }.
md-advised = Played with advice: the advisor was asked about { $n } { $n ->
        [one] decision
       *[other] decisions
    } (13.4).
md-final = Final score: RAF { $raf } – Luftwaffe { $luftwaffe }. { $verdict }
md-in-progress = In progress ({ $when }). Score so far: RAF { $raf } – Luftwaffe { $luftwaffe }.
rp-no-options = none
rp-iron-rule = no undo
rp-scores-title = The score, day by day
rp-pilots-title = The pilots
rp-by-type-title = Victories by German type
rp-targets-title = Targets damaged and repaired
rp-journal-title = The journal
rp-col-date = Date
rp-col-phase = Phase
rp-col-victories = Victories
rp-col-losses = RAF losses
rp-col-bombed = Bombed
rp-col-repairs = Repairs
rp-col-damaged = Targets damaged
rp-col-london = London's Burning
rp-col-raf = RAF
rp-col-luftwaffe = Luftwaffe
rp-col-pilot = Pilot
rp-col-aircraft = Aircraft
rp-col-sorties = Sorties
rp-col-combats = Combats
rp-col-bursts = Bursts
rp-col-hits-taken = Hits taken
rp-col-toward-ace = Toward ace
rp-col-status = Status
rp-col-type = German type
rp-col-target = Target
rp-col-damage = Damage
rp-col-damage-now = Damage now
rp-col-mission = Mission
rp-col-hexes = Hexes
rp-col-outcome = Outcome
rp-patrol = patrol
rp-scramble = scramble
rp-lost = aircraft lost
rp-bailed-safe = bailed out, safe
rp-bailed-killed = bailed out, killed
rp-on-ground = destroyed on the ground at { $site }
rp-ground-safe = he survived in the trenches
rp-killed = killed
rp-shaken = shaken
rp-wounded-until = wounded until { $date }
rp-career-over = career over
rp-died-of-wounds = died of his wounds
rp-summary-differs = the replay does not match the save: the file says { $saved }, the choices lead to { $replayed }
rp-snapshots-differ = the replay does not match the save: the file has { $saved } daily snapshots, the choices make { $replayed }
rp-replay-matches = { $name }: the replay matches ({ $choices } choices, { $days } days, { $when }, RAF { $raf } – Luftwaffe { $luftwaffe })
rp-written = Written: { $path }
rp-csv-needs-table = --table is only for --format csv
tab-play = Campaign
tab-log-books = Log books
# The same, in a narrow bar (the full name on hover).
tab-log-books-short = Log books
tab-scores = Scores
tab-journal = Journal
tab-review = Review
lb-title = Pilot's flying log book
lb-flies = Flies the { $aircraft }
lb-status-now = Status now: { $status }
lb-toward-ace = Victories: { $n } in this campaign, { $prior } before; { $total }/{ $ace } toward ace
lb-ace-on = Ace since { $date }
lb-no-sorties = No sorties flown yet.
lb-fatigue-by-day = Fatigue, day by day (highest / after sleep)
lb-totals = Totals
lb-sorties-title = Sorties
sc-chart-title = Victories, losses and damage per day
sc-running-title = The running score
sc-raf-score = RAF score
sc-lw-score = Luftwaffe score
sc-victories-per-pilot = Victories per pilot
sc-no-victories = No victories yet.
sc-no-targets = No target has been bombed.
sc-no-days = The first day has not begun.
jr-export-md = Export report (.md)
jr-export-csv = Export tables (.csv)
jr-export-log = Export the raw log (.txt)
jr-exported = Written to { $path }
jr-raw-log = Show the raw log
rv-panel-hide = Hide the side panel ▶
rv-panel-show = ◀ Show the side panel
rv-phase = Phase { $n } of { $total }
rv-prev = ◀ Previous phase
rv-next = Next phase ▶
rv-prev-step = ◀ Previous decision
rv-next-step = Next decision ▶
rv-step = Decision { $n } of { $total } in the phase
rv-showing-step = After { $n } { $n ->
        [one] decision
       *[other] decisions
    } of { $date }, { $phase }; a branch starts from the start of the phase.
rv-no-phases = No phase has begun yet.
rv-branch-name = Name of the branch
rv-branch = Start a new branch from the start of this phase
rv-branch-hint = A new saved campaign that replays your choices up to the start of this phase; this campaign is kept as it is.
rv-branch-iron = This campaign plays by the iron rule (no undo): it cannot branch.
rv-branch-default = { $name } (from { $date }, { $phase })
rv-showing = As it stood at the first decision of { $date }, { $phase }.
hf-title = Hall of fame
hf-none = No finished campaign yet.
hf-col-margin = Margin
start-records = Records
