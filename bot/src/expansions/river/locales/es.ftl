# El Río en los mensajes del bot: por qué una loseta de río no puede ir donde se intentó
# (razones del motor dentro de «la loseta no puede ir ahí: …»).
river-refuse-continue = una loseta de río debe continuar el río abierto
river-refuse-join = el río no puede unirse consigo mismo
river-refuse-open-end = una loseta de río debe continuar un extremo abierto del río
river-refuse-u-turn = el río no puede girar dos veces seguidas hacia el mismo lado (media vuelta)
river-refuse-room-ahead = el río necesita espacio por delante: las casillas junto a aquella en la que desemboca, la casilla siguiente y las casillas junto a esta deben estar vacías
