# The summaries after a combat, a raid or quiet phases.

## Summaries: after a combat, after a raid, time passed (issue 14)

sum-combat-raf = Combat in { $hex }: the RAF intercepted (its segment first), { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }
sum-combat-lw = Combat in { $hex }: the raid intercepted (Luftwaffe segment first), { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }
sum-fired = { $from } fired { $n } { $n ->
        [one] burst
       *[other] bursts
    } at { $at }: { $hits } { $hits ->
        [one] hit
       *[other] hits
    }
sum-fired-back = { $from } fired back at { $at }: { $n } { $n ->
        [one] shot
       *[other] shots
    }, { $hits } { $hits ->
        [one] hit
       *[other] hits
    }
sum-no-shot = { $from } got no shot at { $at } ({ $n } { $n ->
        [one] time
       *[other] times
    })
sum-no-hits = Nobody was hit.
sum-destroyed = Destroyed: { $list }
sum-victory-for = { $craft }, a victory for { $pilot }
sum-withdrew = Withdrew: { $list }
sum-pilot-hit = { $craft }'s pilot was hit (9.2)
sum-bailed-safe = { $pilot } bailed out over { $terrain } and came down safely
sum-bailed-killed = { $pilot } bailed out over { $terrain } and was killed
sum-killed = { $pilot } was killed
sum-landed = { $craft } landed at { $site }
sum-crash-landed = { $craft } crash-landed in { $hex }
sum-raid-title = Raid over: { $size } { $size ->
        [one] raider
       *[other] raiders
    } from { $hex }
sum-raid-title-over = Raid over: { $size } { $size ->
        [one] raider
       *[other] raiders
    } from { $hex }, over { $sites }
sum-identified = It was { $list }, at { $level }
sum-reported = Never identified; reported at { $level }
sum-bombed = { $site } bombed: { $damage } damage ({ $total } there now)
sum-bombed-nothing = { $site } bombed: no damage
sum-aa = , { $aa } AA took { $n } off
sum-airfield-closed = {" "}— the airfield is closed
sum-no-bombs = No bombs fell.
sum-losses = { $combats } { $combats ->
        [one] combat
       *[other] combats
    }; German aircraft destroyed: { $german }; RAF aircraft lost: { $raf }
sum-wounded-weeks = wounded for { $weeks } { $weeks ->
        [one] week
       *[other] weeks
    }
sum-score = Score: RAF { $raf }, Luftwaffe { $luftwaffe }
recap-title = Flown without you: { $date }
recap-title-days = Flown without you: { $from } to { $to }
recap-rain = rain, no raids
recap-no-raid = no raid
recap-cancelled = the raid was called off
recap-raid = a raid of { $size } from { $hex }
recap-repairs = repaired: { $list }
recap-planes = { $n } { $n ->
        [one] aircraft
       *[other] aircraft
    }
recap-lw-replaced = the Luftwaffe replaced { $n } { $n ->
        [one] aircraft
       *[other] aircraft
    }
recap-quiet = nothing happened
recap-score = Score since your last decision: RAF { $raf }, Luftwaffe { $luftwaffe }
score-now = Now: RAF { $raf } – Luftwaffe { $luftwaffe }
dismiss = OK
dismiss-all = Dismiss all
log-latest = ↓ Latest
log-latest-hint = Jump to the newest line; the log follows again
