# La part de La Rivière I et II dans l'aide des règles (/carcassonne rules), et les mots de la
# variante du volcan de La Rivière II quand une partie en joue une autre que celle du livret.

river-rules-title-one = La Rivière
river-rules-title-two = La Rivière II
river-rules-title-both = La Rivière I et II
river-rules-common = La partie commence par la source au lieu de la tuile de départ. Les tuiles rivière sont piochées d'abord, une par tour : chacune doit prolonger la rivière, qui ne peut pas tourner deux fois de suite du même côté (pas de demi-tour). Tu peux poser une figurine sur la tuile comme d'habitude, mais jamais sur l'eau ; la rivière elle-même ne rapporte jamais rien. Une fois toutes les tuiles rivière posées, les tuiles paysage suivent.
river-rules-lake = Le lac termine la rivière.
river-rules-both = Les deux forment une seule longue rivière avec une source et un lac : la bifurcation vient juste après la source et sépare la rivière en deux bras qui ne peuvent jamais se rejoindre ; l'un d'eux se termine dans une ville. Le lac vient en dernier.
river-rules-second = Dans La Rivière II, la bifurcation vient juste après la source et sépare la rivière en deux bras qui ne peuvent jamais se rejoindre ; l'un d'eux se termine dans une ville.
river-rules-volcano = Le lac au volcan vient en dernier : rien ne peut y être posé, et le joueur qui le pose rejoue aussitôt un tour.
river-rules-volcano-plain = Le lac au volcan vient en dernier et termine la rivière.
river-rules-extras = Son auberge fonctionne avec Auberges et Cathédrales, et son troupeau de cochons avec Marchands et Bâtisseurs : 1 point de plus par ville achevée pour les paysans qui remportent son pré.

## Variantes choisies pour une partie
rules-reading-volcano = Le volcan de La Rivière II
rules-reading-volcano-extra-turn = aucune figurine dessus, et un tour de plus (livret de règles)
rules-reading-volcano-plain = un simple lac (JCloisterZone sans le dragon)
