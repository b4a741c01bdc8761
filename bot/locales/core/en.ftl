# Small shared words: lists of names and the AI levels (functions in crate::discord::locale).

## Lists: "a and b", "a, b and c"
core-list-two = { $first } and { $second }
core-list-more = { $init }, { $second_last } and { $last }

## AI levels
core-level-easy = Easy
core-level-medium = Medium
core-level-hard = Hard
