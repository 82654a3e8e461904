# Errors in a new campaign's setup.

## Setup errors

setup-short-optional = the optional weather table cannot be used in the short scenario (4.3)
setup-bad-base = { $site } is not a sector airfield; the base must be one of: { $list } (3.5)
setup-too-many-defences = { $n } { $what } placed, but the game has only { $max } (14.4)
setup-two-defences = two { $what } on { $site }: at most one of each a target (14.4)
def-heavy = heavy AA guns
def-light = light AA guns
def-balloons = balloon barrages
edition-not-a-folder = not a folder
setup-unknown-site = there is no site called { $site }
