let scratch = 1
