# Saving, loading and replaying campaigns.

## Saves

replay-illegal = choice { $n } cannot be replayed: { $reason }
replay-diverges = replaying the choices does not give the saved state of { $date }: the file was changed or made by another version of the rules
replay-missing = the save holds a snapshot of { $date } that replaying the choices never reaches
save-name-invalid = { $name } is not a usable campaign name (1 to 60 characters, with at least one letter or digit)
save-not-found = no saved campaign at { $path }
save-io = { $path }: { $detail }
save-too-large = { $path } is { $bytes } bytes, far too large to be a save; it was not opened
save-not-a-save = { $path } is not a London's Burning save
save-corrupt = { $path } is damaged and cannot be read ({ $detail }); the file was left as it is
save-newer = { $path } was saved by a newer version of the app (save format { $version }; this version reads up to { $ours }); update the app to open it
save-other-edition = { $path } was played on board edition { $saved }, which this program does not have (it has editions { $current }); the file is left as it is: open it with that edition's folder (--edition DIR) or a program that has it
edition-label = edition { $n }
edition-label-folder = edition { $n } ({ $origin })
save-replay = { $path } cannot be resumed: { $reason }
