# La Rivière dans les messages du bot : pourquoi une tuile rivière ne peut pas aller là où on
# l'a essayée (raisons du moteur dans « la tuile ne peut pas aller là : … »).
river-refuse-continue = une tuile rivière doit prolonger la rivière ouverte
river-refuse-join = la rivière ne peut pas se rejoindre elle-même
river-refuse-open-end = une tuile rivière doit prolonger une extrémité ouverte de la rivière
river-refuse-u-turn = la rivière ne peut pas tourner deux fois de suite du même côté (demi-tour)
river-refuse-room-ahead = la rivière a besoin de place devant elle : les cases à côté de celle où elle coule, la case au-delà et les cases à côté de celle-ci doivent être vides
