# The play table: keys, the picker, quiet phases, the guide, two RAF players.

## The play table (issue 20)

key-options = the numbered options, however many
key-picker = pick a move or a patrol on the map
key-arrows = in the picker: altitude (↑↓) and facing (←→)
key-pages = in the picker: the previous or next hex or site
key-enter = confirm the move or patrol picked
key-escape = close the newest panel
key-advice = ask the advisor
key-undo = take back the last choice
key-rules = the rules reference
key-legend = show or hide these keys
keys-title = Keys
keys-button = ⌨ Keys
keys-button-hint = Every choice has a key: the list (H)
opt-take-off = Take off facing { $dir }
opt-patrol-form = Patrol… (pick the site, altitude and facing)
patrol-form-hint = Opens the picker over the map; or click a target on the map (M)
patrol-picker-title = Fighter #{ $n } patrols over { $site }
picker-pages = { $n } of { $of } · Page Up/Down: another
confirm-patrol = Fly the patrol (+1 fatigue)
quiet-no-raid = { $date }, { $phase }: no raid
quiet-cancelled = { $date }, { $phase }: the raid was called off
guide-saved-already = "{ $name }" is saved already. Resume it where you left it, or start the example again from its beginning (the saved one is replaced)?
guide-resume = Resume it
guide-start-again = Start again

## Two RAF players (15.1)

roll-section-leader = section leader, #1 and #2
ev-leader-roll = The player of fighter #{ $n } wins the roll: section leader; the other flies as wingman
ev-leader-replaced = The section leader's pilot was replaced: the player of fighter #{ $n } is the new section leader
ev-leader-both-replaced = Both pilots replaced this phase: the player of fighter #{ $n }, the wingman at its start, leads the section
leader-marker = section leader
wingman-marker = wingman
player-victories = Player of fighter #{ $n }: { $v } { $v ->
        [one] victory
       *[other] victories
    }
ranking-winner = 15.1: the player of fighter #{ $n } wins with { $v } { $v ->
        [one] victory
       *[other] victories
    } to { $other }
ranking-tie = 15.1: the two RAF players tie with { $v } { $v ->
        [one] victory
       *[other] victories
    } each
ranking-both-lose = 15.1: both RAF players lose — the Luftwaffe's { $lw } exceeds their combined { $raf }
