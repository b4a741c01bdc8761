# Ce que le moteur dit aux joueurs : les actions telles qu'un choix les nomme, les refus et
# leurs raisons, pourquoi une zone a marqué ce qu'elle a marqué. Les clés viennent de
# carcassonne-engine (Note).

## Actions (Game::describe)
action-place = poser la tuile en { $pos }, tournée de { $degrees }°
action-discard = défausser la tuile (elle ne s'adapte nulle part)
action-deploy = placer un pion ({ $figure }) : { $place }
action-pass = ne placer aucun pion
action-withdraw = reprendre ton pion en { $pos }
action-move = déplacer ton pion de { $pos } à { $to }
action-choose = option { $option }
action-retire = la place { $seat } quitte la partie
noun-spot = cet emplacement

## Refus (MoveError)
move-game-over = la partie est terminée
move-not-deploying = il faut d'abord poser une tuile
move-not-placing = la tuile est déjà posée ; choisis un pion ou passe
move-does-not-fit = la tuile ne s'adapte pas là : { $reason }
move-rule-violation = la tuile ne peut pas aller là : { $reason }
move-discard-fits = la tuile s'adapte quelque part, elle ne peut donc pas être défaussée
move-no-figure-left = il ne te reste aucun pion « { $figure } »
move-no-such-spot = cet emplacement n'existe pas sur la tuile qui vient d'être posée
move-wrong-figure = le pion « { $figure } » ne peut pas se tenir là
move-occupied = cet emplacement est déjà pris
move-figure-not-in-game = cette partie se joue sans le pion « { $figure } »
move-deploy-refused = le pion « { $figure } » ne peut pas aller là : { $reason }
move-not-in-game = la place { $seat } ne joue pas dans cette partie
move-not-an-option = ce n'est pas l'un des choix ouverts maintenant
move-deciding = c'est à la place { $seat } de décider maintenant
move-turn-complete = ce tour est terminé
move-nothing-to-withdraw = tu n'as là aucun pion que tu puisses reprendre

## Pourquoi une tuile ne s'adapte pas (EdgeMismatch)
fit-occupied = la case est déjà prise
fit-detached = la case ne touche aucune tuile posée
fit-edge = son bord { $side } ({ $have }) touche : { $need }
side-north = nord
side-east = est
side-south = sud
side-west = ouest
edge-city = ville
edge-road = route
edge-field = pré
edge-river = rivière
edge-wheel = roue

## Pourquoi une partie ne peut pas être mise en place (SetupError)
setup-player-count = une partie se joue de 2 à 8 joueurs, pas { $players }
setup-follower-count = chaque joueur a besoin de 1 à 20 partisans, pas { $followers }
setup-empty-deck = il n'y a aucune tuile à jouer avec ces règles
setup-not-playable = { $game } n'est pas encore jouable
setup-too-many = { $game } se joue à { $max } joueurs au plus, pas { $players }
setup-no-expansions = { $game } est un jeu à part entière et ne prend pas d'extension
setup-unknown-variant = il n'existe pas de variante de règle { $variant }
setup-bad-variant = la variante de règle { $variant } n'a pas d'option { $value }

## Pourquoi une zone a marqué ce qu'elle a marqué (note de Event::Scored)
note-no-completed-city = aucune ville achevée ne borde ce pré
