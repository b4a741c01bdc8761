# Przebieg tury: wezwanie do tury, menu kładzenia płytki, prywatny panel, Cofnij i Gotowe,
# ponownie pokazane plansze, przypomnienia, przekroczenia czasu i ich wiadomości prywatne,
# podpowiedź oraz odmowy dla przycisków naciśniętych w złym momencie lub przez złego gracza.
# Zdania z imieniem gracza unikają czasu przeszłego, który w polszczyźnie zależy od płci.

## Wezwanie do tury (na kanale, w języku gry)
turn-colour = { $colour ->
    [yellow] żółty
    [red] czerwony
    [green] zielony
    [blue] niebieski
    [black] czarny
    [pink] różowy
    [grey] szary
    [purple] fioletowy
   *[other] { $colour }
}
turn-who-your-turn = { $mention }, twoja tura
turn-who-their-turn = tura gracza { $name }
turn-who-your-choice = { $mention }, twój wybór
turn-who-their-choice = wybiera { $name }
turn-heading = Tura { $turn }
turn-prompt-head = **Tura { $turn }** · { $who } ({ $colour }).
turn-tiles-left = { $count ->
    [one] Po tej zostaje jeszcze { $count } płytka.
    [few] Po tej zostają jeszcze { $count } płytki.
    [many] Po tej zostaje jeszcze { $count } płytek.
   *[other] Po tej zostaje jeszcze { $count } płytki.
}
turn-rules-line = Pierwszy raz w tej grze? `/carcassonne rules` wszystko wyjaśnia.
turn-rules-button = Zasady
turn-not-playing = (Już nie grają: { $names }.)
turn-ai-thinking = 🤖 **Tura { $turn }** · { $name } myśli…
turn-board-above = (Plansza jest wyżej, przy pierwszym pytaniu tej tury.)

## Co dobrano i gdzie pasuje
turn-drew = { $you ->
    [yes] Dobierasz { $tile }.
   *[no] { $drawer } dobiera { $tile }.
}
turn-drew-beside = { $you ->
    [yes] Dobierasz { $tile } (płytka jest widoczna obok planszy).
   *[no] { $drawer } dobiera { $tile } (płytka jest widoczna obok planszy).
}
turn-fits-nowhere = Nigdzie nie pasuje: naciśnij **{ $discard }**, aby ją odłożyć i dobrać kolejną.
turn-fits-once = Pasuje tylko na jeden sposób, na polu **{ $cell }**: zostaje tam położona.
turn-fits = Pasuje na { $ways ->
    [one] { $ways } sposób
    [few] { $ways } sposoby
    [many] { $ways } sposobów
   *[other] { $ways } sposobu
} w { $cells ->
    [one] { $cells } podświetlonym, ponumerowanym polu
   *[other] { $cells } podświetlonych, ponumerowanych polach
}: { $how }.
turn-how-combined = wybierz w menu pole i obrót według numeru pola
turn-how-cells = wybierz w menu pole według jego numeru (panel proponuje jego obroty)
turn-discard-button = Odrzuć płytkę

## Menu kładzenia płytki
turn-where-menu = Gdzie położyć płytkę?
turn-placement-turned = { $cell } · obrót o { $degrees }°
turn-fits-ways = { $ways ->
    [one] pasuje na { $ways } sposób
    [few] pasuje na { $ways } sposoby
    [many] pasuje na { $ways } sposobów
   *[other] pasuje na { $ways } sposobu
}
turn-more-cells = Więcej pól ({ $page } z { $pages })
turn-more-cells-text = Więcej pól, na które pasuje płytka:
turn-choose-where = Wybierz, gdzie położyć płytkę: { $menu }

## Prywatny panel
turn-panel-cell = **{ $cell }**.
turn-panel-cell-turned = **{ $cell }**, obrót o { $degrees }°.
turn-no-spot = Żadne miejsce na tej płytce nie przyjmie { $follower ->
    [noun-meeple] ludzika
   *[other] podwładnego
}: naciśnij **{ $pass }**, aby zakończyć turę.
turn-tap-spot = Stuknij ponumerowane miejsce (jak na obrazku), aby postawić tam figurkę, albo **{ $pass }**: jedno i drugie kończy twoją turę.
turn-pass = { $follower ->
    [noun-meeple] Bez ludzika
   *[other] Bez podwładnego
}
turn-figure-menu = { $follower ->
    [noun-meeple] Twój ludzik
   *[other] Twój podwładny
}
turn-spot = miejsce
turn-deploy = { $number } · { $place }
turn-deploy-figure = { $number } · { $place } ({ $figure })
turn-rotate = ↻ Obróć na { $degrees }°
turn-move-to-start = { $action }, na płytkę startową
turn-move-to = { $action }, na { $cell }
turn-choice-menu = Twój wybór
turn-choose = Wybierz:
turn-complete = Ta tura jest kompletna.
turn-played = Tura rozegrana; kanał pokazuje, co się stało.
turn-answered = Odpowiedź udzielona; kanał pokazuje, co się stało.

## Cofnij i Gotowe (przy wiadomości tury na kanale)
turn-undo-button = Cofnij
turn-done-button = Gotowe
turn-undo-offer = ↩ { $name } może cofnąć tę turę do { $time } (**{ $undo }**); **{ $done }** od razu zaczyna następną turę.
turn-the-player = Gracz
turn-a-player = Jeden z graczy
turn-taken-back-again = ↩ { $name } cofa tę turę i rozgrywa ją od nowa.
turn-taken-back = ↩ { $name } cofa tę turę.
turn-last-tile = Ostatnia płytka leży: punktacja końcowa jest w karcie wyników poniżej.

## Wiadomości tury, która się skończyła
turn-retired-reminder-over = ⏰ Przypomnienie o turze { $turn }: ta tura się skończyła.
turn-retired-reminder-moved-on = ⏰ Przypomnienie o turze { $turn }: załatwione, gra toczy się dalej.
turn-retired-board = 📋 Plansza z tury { $turn }: ta tura się skończyła; gra toczy się dalej poniżej.
turn-retired-timeout = ⌛ Tura { $turn } została jednak rozegrana: nie ma czego pomijać.

## Przypomnienia, przekroczenia czasu i wiadomości prywatne
turn-reminder = ⏰ { $mention }, w Carcassonne wciąż trwa twoja tura (tura { $turn }, od { $since }).
turn-open-panel = Otwórz mój panel
turn-timeout = ⌛ { $mention }: tura { $turn } czeka na ruch (od { $waited }). Pozostali gracze mogą wybrać **{ $skip }** (AI na poziomie średnim rozegra ją za tego gracza: płytkę i { $follower ->
    [noun-meeple] ludzika
   *[other] podwładnego
}) albo **{ $remove }** (tury tego gracza będą odtąd pomijane; gdy zostanie jeden gracz, gra kończy się punktacją końcową).
turn-skip-button = Pomiń turę
turn-remove-button = Usuń gracza
turn-dm-your-turn = Twoja tura w Carcassonne: { $link }
turn-dm-reminder = Przypomnienie: twoja tura w Carcassonne: { $link }
turn-own-turn = To twoja własna tura: po prostu ją rozegraj.
turn-remove-question = Usunąć gracza { $name } z gry?
turn-remove-ends = Zostałby tylko jeden gracz, więc gra kończy się teraz punktacją końcową.
turn-remove-skips = Tury tego gracza będą odtąd pomijane; punkty zostają w karcie wyników.
turn-remove-confirm = Usuń gracza { $name }
turn-skipped-headline = { $by } pomija turę gracza { $name }; AI na poziomie średnim rozgrywa ją za tego gracza.
turn-removed-headline = { $by } usuwa gracza { $name } z gry.
turn-skipped = Tura pominięta.
turn-removed = Gracz usunięty.
turn-timeout-skipped = ⌛ { $name }: tura { $turn } nie została rozegrana na czas: { $by } ją pomija, a AI na poziomie średnim rozgrywa ją za tego gracza.
turn-timeout-removed = ⌛ { $name }: tura { $turn } nie została rozegrana na czas: { $by } usuwa gracza { $name } z gry.

## Podpowiedź (prywatna)
turn-hint = 💡 AI na poziomie { $level ->
    [easy] łatwym
    [medium] średnim
   *[hard] trudnym
} zagrałoby tak: { $steps }. Powód: { $reason }.
turn-hint-then = { $first }, potem { $next }
turn-hint-place = połóż płytkę na **{ $cell }** z obrotem o { $degrees }°

## Odmowy (prywatne, w języku naciskającego)
turn-no-game = Nie mogę użyć tego przycisku: ta gra nie toczy się tutaj (już nie istnieje).
turn-other-channel = Nie mogę użyć tego przycisku tutaj: jego gra toczy się na innym kanale.
turn-not-lobby-button = Nie mogę użyć tego przycisku: to nie jest przycisk poczekalni.
turn-not-game-button = Nie mogę użyć tego przycisku: to nie jest żaden z moich przycisków gry.
turn-finished-game = Ten przycisk należy do zakończonej gry; nic nie zmieniono.
turn-cancelled-game = Ta gra została anulowana; nic nie zmieniono.
turn-broken-game = Ta gra jest uszkodzona i została odłożona; nic nie zmieniono. Gospodarz może rozpocząć nową.
turn-future-turn = Nie mogę użyć tego przycisku: nie należy do żadnej tury tej gry.
turn-earlier-turn = Ten przycisk pochodzi z wcześniejszej tury (tura { $pressed }); gra jest teraz w turze { $turn }, więc nic nie zmieniono. Użyj najnowszej wiadomości.
turn-not-waiting = Ta gra nie czeka na żaden ruch.
turn-left-game = Nie grasz już w tej grze; teraz kolej: { $mention }.
turn-not-so-fast = Nie tak szybko: teraz kolej: { $mention }. Dostaniesz wzmiankę, gdy przyjdzie twoja.
turn-not-playing-here = Nie grasz w tej grze; teraz kolej: { $mention }.
turn-bad-choice = Nie mogę użyć tego wyboru: to nie jest żadna z moich opcji.
turn-choice-closed = Ten wybór nie jest już dostępny, więc nic nie zmieniono; użyj przycisków najnowszej wiadomości.
turn-cannot-use = Nie mogę użyć tego przycisku.
turn-next-started = Następna tura już się zaczęła; nic nie zmieniono.
turn-done-not-yours = Tylko gracz, który wykonał ten ruch, może nacisnąć { $done }; następna tura zacznie się sama za kilka sekund.

## Koniec gry (na kanale)
turn-game-over = **Koniec gry!**
turn-ended-early = Gra skończyła się przedwcześnie: zostało za mało graczy (wciąż grają: { $left }), więc podliczono ją w obecnym stanie.
turn-nobody = nikt
turn-final-scores = Wyniki końcowe:
turn-rematch-button = Rewanż
turn-final-nobody-scored = Nikt nie zdobył punktów na koniec.
turn-final-worthless = **Zajęte, ale bez wartości:**
turn-final-in-file = Każdy element jest w załączonym pliku.
turn-final-title = Punktacja końcowa: punkty zdobyte na koniec
turn-replay = 🎞️ Cała gra w { $turns ->
    [one] { $turns } turze
   *[other] { $turns } turach
}.

## Widok gry w przeglądarce
turn-board-button = Otwórz planszę
turn-board-off = Ten bot nie udostępnia planszy jako strony internetowej.
turn-board-link = Otwórz planszę w przeglądarce
turn-board-link-text = Twój własny link do planszy tego kanału, na której możesz grać dotykiem: nie udostępniaj go, gra się nim w twoim imieniu. Działa przez { $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
}; naciśnij ponownie Otwórz planszę, aby dostać nowy.
turn-left-server = { $name } opuszcza serwer: miejsce zostaje usunięte, a gra toczy się dalej bez tej osoby.
