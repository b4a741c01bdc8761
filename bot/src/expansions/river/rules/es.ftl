# La parte de El Río I y II en la ayuda de reglas (/carcassonne rules), y las palabras de la
# variante del volcán de El Río II cuando una partida juega otra distinta de la del reglamento.

river-rules-title-one = El Río
river-rules-title-two = El Río II
river-rules-title-both = El Río I y II
river-rules-common = La partida empieza por el nacimiento en lugar de la loseta inicial. Primero se roban las losetas de río, una por turno: cada una debe continuar el río, que no puede girar dos veces seguidas hacia el mismo lado (nada de giros en U). Puedes poner una figura en la loseta como siempre, pero nunca en el agua; el río en sí nunca puntúa. Cuando todas las losetas de río están colocadas, siguen las losetas de terreno.
river-rules-lake = El lago termina el río.
river-rules-both = Ambos forman un solo río largo con un nacimiento y un lago: la bifurcación va justo después del nacimiento y divide el río en dos brazos que nunca pueden volver a unirse; uno de ellos termina en una ciudad. El lago va al final.
river-rules-second = En El Río II, la bifurcación va justo después del nacimiento y divide el río en dos brazos que nunca pueden volver a unirse; uno de ellos termina en una ciudad.
river-rules-volcano = El lago con el volcán va al final: no se puede poner nada en él, y quien lo coloca juega otro turno en el acto.
river-rules-volcano-plain = El lago con el volcán va al final y termina el río.
river-rules-extras = Su posada funciona con Posadas y Catedrales, y su piara de cerdos con Mercaderes y Constructores: 1 punto más por ciudad completada para los granjeros que ganan su campo.

## Variantes elegidas para una partida
rules-reading-volcano = El volcán de El Río II
rules-reading-volcano-extra-turn = ninguna figura en él, y otro turno (reglamento)
rules-reading-volcano-plain = un lago normal (JCloisterZone sin el dragón)
