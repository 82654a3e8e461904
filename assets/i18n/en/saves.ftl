# Saving, loading and replaying campaigns.

## Saves

replay-illegal = choice { $n } cannot be replayed: { $reason }
replay-diverges = replaying the choices does not give the saved state of { $date }: the file was changed or made by another version of the rules
replay-missing = the save holds a snapshot of { $date } that replaying the choices never reaches
save-name-invalid = { $name } is not a usable campaign name (1 to 60 characters, with at least one letter or digit)
save-not-found = no saved campaign at { $path }
save-io = { $path }: { $detail }
save-not-a-save = { $path } is not a London's Burning save
save-corrupt = { $path } is damaged and cannot be read ({ $detail }); the file was left as it is
save-newer = { $path } was saved by a newer version of the app (save format { $version }; this version reads up to { $ours }); update the app to open it
save-other-edition = { $path } was played on board edition { $saved }, which this program does not have (it has editions { $current }); the file is left as it is: open it with that edition's folder (--edition DIR) or a program that has it
edition-label = edition { $n }
edition-label-folder = edition { $n } ({ $origin })
save-replay = { $path } cannot be resumed: { $reason }
save-unknown-rules = { $path } was played under rules revision { $revision }, which this version does not know (it knows revisions 1 to { $ours }); update the app to open it; the file was left as it is
save-edition-mismatch = { $path } says it was played on board edition { $says }, but the board it carries is edition { $carries }: the file was changed or damaged, and was left as it is
save-ambiguous = { $n } saves are called { $name } ({ $files }): name the one you mean by its file name

## Files handed to the program (saves, imports, edition folders, languages)

file-refused = { $path }: { $reason }
file-not-found = there is no such file
file-is-folder = it is a folder, not a file
file-is-fifo = it is a named pipe (FIFO), not a file; nothing was read from it
file-is-device = it is a device, not a file; nothing was read from it
file-is-socket = it is a socket, not a file; nothing was read from it
file-is-special = it is not a regular file; nothing was read from it
file-symlink-loop = it is a symbolic link that leads round in a loop
file-too-large = it holds more than { $limit }, more than this program reads from such a file; reading stopped there
file-unreadable = it cannot be read: { $detail }
