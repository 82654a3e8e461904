# Errors in a board edition folder (check-data).

## Data (edition) errors

edition-error-at = { $file }: { $field }: { $reason }
edition-file-missing = the file is missing
edition-parse = is not valid here: { $detail }
edition-must-be = must be { $expected }, found { $found }
edition-range = must be between { $min } and { $max }, found { $found }
edition-duplicate = { $value } appears more than once
edition-unknown = { $value } is not defined in { $file }
edition-count = needs { $expected } entries of this kind, found { $found }
edition-cover = the rows must cover { $range } exactly once; { $missing } is missing or repeated
edition-site-terrain = { $site } stands in hex { $hex }, which is { $found }
edition-same-hex = { $site } and { $other } are both in hex { $hex }
edition-not-in-calendar = { $date } is not a day of the calendar
edition-order = { $value } must not come before { $other }
edition-positions = a type needs one pilot, one or two engines, one or two frames and at most one gunner; found { $found }
edition-unused-position = position { $position } is never hit by the damage table
edition-bombs = a { $role } with { $bombs } bombs makes no sense
edition-direction = { $dir } is not allowed: an outbound raid flies towards row O and never along the SW-NE axis (6.4)
terrain-land = land
terrain-sea = sea
terrain-open-sea = open sea
check-data-ok = { $dir }: the edition is valid ({ $sites } sites, { $german } German and { $raf } RAF aircraft, { $pilots } pilots, { $days } days).
built-in-edition = the built-in edition
