# errors
