# narration
