# Small shared words: the AI levels (functions in crate::discord::locale).

## AI levels
core-level-easy = Easy
core-level-medium = Medium
core-level-hard = Hard
