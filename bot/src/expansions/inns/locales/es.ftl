# Posadas y Catedrales en los mensajes del bot: por qué un camino o una ciudad puntuó lo que
# puntuó (notas del motor sobre una puntuación).
inns-note-cathedral = la catedral lo sube a 3 por loseta y por escudo
inns-note-cathedral-unfinished = una ciudad sin terminar con catedral no puntúa nada
inns-note-inn = la posada lo sube a 2 por loseta
inns-note-inn-unfinished = un camino sin terminar con posada no puntúa nada
