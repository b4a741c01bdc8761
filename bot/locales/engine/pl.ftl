# Co silnik gry mówi graczom: akcje tak, jak nazywa je wybór, odmowy i ich powody, dlaczego
# teren dał tyle punktów. Klucze pochodzą z carcassonne-engine (Note).

## Akcje (Game::describe)
action-place = połóż płytkę na { $pos }, obróconą o { $degrees }°
action-discard = odrzuć płytkę (nigdzie nie pasuje)
action-deploy = postaw figurę ({ $figure }): { $place }
action-pass = nie stawiaj figury
action-withdraw = zabierz swoją figurę z { $pos }
action-move = przesuń swoją figurę z { $pos } na { $to }
action-choose = opcja { $option }
action-retire = miejsce { $seat } opuszcza grę
noun-spot = to miejsce

## Odmowy (MoveError)
move-game-over = gra jest skończona
move-not-deploying = najpierw trzeba położyć płytkę
move-not-placing = płytka już leży; wybierz figurę albo spasuj
move-does-not-fit = płytka tu nie pasuje: { $reason }
move-rule-violation = płytka nie może tu leżeć: { $reason }
move-discard-fits = płytka gdzieś pasuje, więc nie można jej odrzucić
move-no-figure-left = nie masz już figury „{ $figure }”
move-no-such-spot = na właśnie położonej płytce nie ma takiego miejsca
move-wrong-figure = figura „{ $figure }” nie może tu stać
move-occupied = to miejsce jest już zajęte
move-figure-not-in-game = w tej grze nie ma figury „{ $figure }”
move-deploy-refused = figura „{ $figure }” nie może tu stanąć: { $reason }
move-not-in-game = miejsce { $seat } nie bierze udziału w tej grze
move-not-an-option = to nie jest żadna z dostępnych teraz możliwości
move-deciding = teraz decyduje miejsce { $seat }
move-turn-complete = ta tura jest zakończona
move-nothing-to-withdraw = nie masz tam figury, którą możesz zabrać

## Dlaczego płytka nie pasuje (EdgeMismatch)
fit-occupied = to pole jest już zajęte
fit-detached = to pole nie styka się z żadną położoną płytką
fit-edge = jej krawędź od strony: { $side } ({ $have }) styka się z: { $need }
side-north = północ
side-east = wschód
side-south = południe
side-west = zachód
edge-city = miasto
edge-road = droga
edge-field = pole
edge-river = rzeka
edge-wheel = koło

## Dlaczego nie można przygotować gry (SetupError)
setup-player-count = gra wymaga od 2 do 8 graczy, a nie { $players }
setup-follower-count = każdy gracz potrzebuje od 1 do 20 podwładnych, a nie { $followers }
setup-empty-deck = przy tych zasadach nie ma płytek do gry
setup-not-playable = w { $game } nie można jeszcze grać
setup-too-many = { $game } jest dla najwyżej { $max } graczy, a nie { $players }
setup-no-expansions = { $game } to osobna gra i nie przyjmuje dodatków
setup-unknown-variant = nie ma wariantu zasad { $variant }
setup-bad-variant = wariant zasad { $variant } nie ma opcji { $value }

## Dlaczego teren dał tyle punktów (notatka Event::Scored)
note-no-completed-city = to pole nie graniczy z żadnym ukończonym miastem
