# Installing, exporting, importing, crash reports.

## Installed and shared (issue 22)

import-exists = a campaign called { $name } is already saved ({ $path }); import it under another name with --name NEW, or replace it with --replace
import-done = Imported { $name } from { $file } into { $path }.
export-done = Exported { $name } to { $path }. The file is a save: `londons-burning import` or the app's Import… reads it.
export-file-exists = { $path } already exists; choose another file or pass --force to replace it
desktop-installed = The desktop entry and the icon are installed ({ $n } files under { $dir }), starting { $exe }: London's Burning is in the desktop's menu (some desktops show it only after you log in again).
desktop-uninstalled = The desktop entry and the icon are removed ({ $n } files under { $dir }).
desktop-nothing = No desktop entry of London's Burning under { $dir }: nothing to remove.
desktop-unsupported = desktop entries are for Linux desktops (freedesktop.org); on Windows and macOS start the program from the folder cargo installed it in
desktop-io = { $path }: { $detail }
crash-notice = The last run of London's Burning crashed (the save was not touched); the crash report is at { $path }
crash-dismiss = Dismiss
saves-folder = Your campaigns are kept in { $dir }
open-folder = Open folder
open-folder-hint = Show this folder in the file manager
open-folder-failed = Could not open { $dir } in the file manager: { $reason }
import-button = Import…
import-button-hint = Add a campaign from a save file (one exported on another computer, or a backup); you can also drop the file on the window
import-title = Import a campaign
import-file = Save file
import-files-in = Save files in { $dir }:
import-no-files = No save files (.json) in { $dir }.
import-go = Import
import-checking = The file is checked and replayed as loading does; nothing is changed if it is refused.
import-clash = A campaign called { $name } is already saved. Import this one under another name, or replace the saved one?
import-new-name = New name
import-as-new = Import under the new name
import-replace = Replace the saved campaign
import-name-taken = { $name } is taken too: choose another name
imported-app = Imported { $name } ({ $edition }) into { $path }.
import-open = Open it
import-close = Close
import-drop = Drop a save file to import it
export-button = Export…
export-button-hint = Write this campaign to a file to give to a friend, move to another computer or keep as a backup
export-title = Export { $name }
export-to = To file
export-note = The file is a save: Import… (or londons-burning import FILE) adds it on any computer, with its board edition and its advice marks.
export-will-replace = { $path } already exists: exporting replaces it.
export-go = Export
export-replace-go = Replace it
exported-app = Exported to { $path }
exported-download = Downloaded as { $file } (your browser's downloads)
export-download-failed = The browser did not take the download.
saves-in-browser = Your campaigns are kept in this browser's storage for this site: clearing the site's data deletes them; Export… keeps a copy in a file.
