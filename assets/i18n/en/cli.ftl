# The command line.

## Command line

cli-exists = a campaign called { $name } already exists ({ $path }); choose another name or pass --force
cli-created = New campaign { $name } saved to { $path } (seed { $seed }).
cli-no-saves = No saved campaigns in { $dir }.
cli-over = The campaign is over.
cli-output-failed = the output could not be written: { $detail }
status-title = Campaign { $name } — { $scenario } scenario, to { $end }
status-when = Now: { $when } — weather { $weather }
status-base = Base: { $base }
status-board = Board: { $edition }
cli-no-such-edition = there is no built-in board edition { $n } (the built-in editions are 1 and 2; or give a folder)
status-pilots = Pilots:
status-flying = fighter #{ $n }
status-plane-destroyed = aircraft destroyed
status-reserve = reserve
status-arriving = arrives { $date }
status-wounded = wounded until { $date }
status-career-over = career over
status-killed = killed
status-bailed-out = bailed out in { $hex }
status-shaken = shaken
status-exhausted = exhausted
status-victories = { $n } { $n ->
        [one] victory
       *[other] victories
    }
status-no-damage = none
status-damage = Damaged targets: { $list }
status-score = Score: { $line } — { $verdict }
status-next = Next: { $prompt }
app-placeholder = The campaign screens are being built. Meanwhile the command line plays and reports: run londons-burning --help.
app-saves = Saved campaigns in { $dir }

## check-translation (a translation's folder against English)

check-translation-title = { $dir }: { $n } { $n ->
        [one] message
       *[other] messages
    } checked against the { $english } English ones
check-translation-missing = Missing, shown in English ({ $n }):
check-translation-extra = Not in English, never shown: a misspelt id? ({ $n }):
check-translation-malformed = Malformed ({ $n }):
check-translation-variables = Using variables the English message is not given ({ $n }):
check-translation-ok = No errors: the language can be used.
check-translation-errors = { $n } { $n ->
        [one] error
       *[other] errors
    } in { $dir }
check-translation-unreadable = cannot read { $dir }: { $reason }
language-missing = Language { $code }: { $n } { $n ->
        [one] message
       *[other] messages
    } missing, shown in English: { $ids }
