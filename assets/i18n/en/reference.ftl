# The rules reference window (the pages themselves are in assets/rules/).

## The rules reference (src/reference.rs)

rules-button = Rules
rules-button-hint = The rules reference, in our own words (F1)
rules-title = Rules reference
rules-notice = Written for this program in our own words: not the rulebook's text.
rules-search = Search
rules-search-hint = words in a title or text
rules-no-match = No page contains all of: { $words }
rules-matches = { $n } { $n ->
        [one] page
       *[other] pages
    } found
rules-back = ◀ Back
rules-forward = Forward ▶
rules-part-of = Part of:
rules-sections = In this section:
rules-see-also = See also:
rules-click-hint = Click to read the whole rule.
cli-rules-index = London's Burning: rules reference, in our own words (not the rulebook's text). `londons-burning rules SECTION` prints a page; `--search WORDS` finds pages.
cli-no-such-rule = there is no section { $section } in the rules reference; `londons-burning rules` lists them all
