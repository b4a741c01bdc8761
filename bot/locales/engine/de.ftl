# engine
