# Polecenia /carcassonne: ich odpowiedzi oraz (dla klientów Discorda) ich nazwy i opisy.

## Odpowiedzi
settings-language-set = Od teraz odpowiadam ci w języku: { $language } (tylko to, co widzisz wyłącznie ty; wiadomości gry na kanale zostają w języku gry).
settings-language-auto = Znowu odpowiadam ci w języku twojego Discorda (teraz: { $language }).
cmd-no-game = Na tym kanale nie ma gry; rozpocznij ją poleceniem `/carcassonne start`.
cmd-last-game = Ostatnia gra na tym kanale zakończyła się { $ended }. Wyniki końcowe:
    { $scores }
    Karta wyników z końcową planszą jest na kanale; `/carcassonne log` opowiada każdą turę; **Rewanż** na karcie (albo `/carcassonne rematch`) gra jeszcze raz, a `/carcassonne start` otwiera nową grę.
cmd-unknown-game = Nie ma gry „{ $game }”; wybierz spośród: { $known }.
cmd-unknown-rules = Nieznane zasady „{ $rules }”; wybierz spośród: { $known }.
cmd-tiles-without-quick = `tiles:{ $tiles }` określa, ile płytek rozdaje szybka gra, ale `quick:False` prosi o całe pudełko. Pomiń jedno z nich.
cmd-undo-range = Turę można cofnąć przez 0 do { $max } sekund (`undo_seconds:`), a nie { $seconds }.
cmd-timer-range = `{ $option }:` przyjmuje od 0 (nigdy) do { $max } godzin (30 dni), a nie { $hours }.
cmd-tiles-range = Szybka gra z tymi zasadami rozdaje od { $min } do { $max } płytek terenu, a nie { $tiles }; pomiń `tiles:`, aby zagrać wszystkimi (albo 30 z `quick:True`).
cmd-board-ai-thinking = Tura { $turn }: { $player } się zastanawia.
cmd-board-not-revealed = Ostatnią turę można jeszcze cofnąć; następna zacznie się za kilka sekund.
cmd-board-repost = 📋 Plansza, o którą poprosił(a) { $name }, w turze { $turn }:
cmd-tiles-not-started = Gra jeszcze się nie zaczęła: wszystkie płytki są jeszcze przed wami.
cmd-tiles-no-counter = Ta gra toczy się bez licznika płytek: gospodarz wyłączył go w poczekalni.
cmd-tiles-title-all = Płytki do dobrania
cmd-tiles-title-some = { $left ->
    [one] { $left } płytka do dobrania, dowolna z tych
    [few] { $left } płytki do dobrania, dowolne z tych
   *[many] { $left } płytek do dobrania, dowolne z tych
    }
cmd-tiles-all = { $left ->
    [one] **Została jeszcze { $left } płytka** (po płytce w grze), pogrupowana według tego, co zawiera.
    [few] **Zostały jeszcze { $left } płytki** (po płytce w grze), pogrupowane według tego, co zawierają.
   *[many] **Zostało jeszcze { $left } płytek** (po płytce w grze), pogrupowanych według tego, co zawierają.
    }
cmd-tiles-some = { $left ->
    [one] **Została jeszcze { $left } płytka** (po płytce w grze), dobierana spośród tych { $total }, pogrupowanych według tego, co zawierają.
    [few] **Zostały jeszcze { $left } płytki** (po płytce w grze), dobierane spośród tych { $total }, pogrupowanych według tego, co zawierają.
   *[many] **Zostało jeszcze { $left } płytek** (po płytce w grze), dobieranych spośród tych { $total }, pogrupowanych według tego, co zawierają.
    }
cmd-log-none = Na tym kanale nie rozegrano jeszcze żadnej gry.
cmd-resigned-you = Opuszczasz grę; twoje punkty zostają na karcie wyników.
cmd-resigned = { $name } poddaje grę.
cmd-resigned-someone = Jeden z graczy poddał grę.
cmd-cancelled = **Carcassonne**: grę anulował(a) { $user }.
cmd-dm-left = Opuszczasz tę grę, więc nie ma tur, o których mógłbym cię powiadamiać.
cmd-dm-on = Wyślę ci prywatną wiadomość, gdy nadejdzie twoja tura.
cmd-dm-off = Koniec prywatnych wiadomości o twoich turach.
cmd-timers-changed = { $timers } (od następnej tury)
cmd-not-playable = W { $game } nie da się jeszcze grać.
cmd-gallery = Wszystkie płytki, z nazwami z instrukcji

## Nazwy i opisy poleceń, ich opcji i wyborów dla klientów Discorda. Nazwy: małe litery, bez
## spacji, najwyżej 32 znaki, niepowtarzalne wśród rodzeństwa; opisy: najwyżej 100 znaków.
cmd-carcassonne-name = carcassonne
cmd-carcassonne-description = Graj w Carcassonne na tym kanale.
cmd-start-name = rozpocznij
cmd-start-description = Otwórz poczekalnię nowej gry na tym kanale.
cmd-start-game-name = gra
cmd-start-game-description = Gra (domyślnie: carcassonne)
cmd-start-rules-name = rozszerzenia
cmd-start-rules-description = Rozszerzenia według klucza, oddzielone przecinkami (poczekalnia ma przełącznik dla każdego)
cmd-start-quick-name = szybka
cmd-start-quick-description = Szybka gra z mniejszą liczbą płytek (domyślnie: wyłączona)
cmd-start-tiles-name = płytki
cmd-start-tiles-description = Płytki terenu w szybkiej grze (domyślnie: 30)
cmd-start-reminder-hours-name = przypomnienie_godziny
cmd-start-reminder-hours-description = Godziny do przypomnienia graczowi (0: nigdy; domyślnie: 4)
cmd-start-timeout-hours-name = limit_godziny
cmd-start-timeout-hours-description = Godziny, po których inni mogą pominąć turę (0: nigdy; domyślnie: 24)
cmd-start-undo-seconds-name = cofanie_sekundy
cmd-start-undo-seconds-description = Sekundy na cofnięcie tury przed następną (0: bez cofania; domyślnie: 10)
cmd-start-tile-counter-name = licznik_płytek
cmd-start-tile-counter-description = Pokazuj płytki do dobrania przez /carcassonne tiles (domyślnie: włączony)
cmd-start-hints-name = podpowiedzi
cmd-start-hints-description = Gracz na ruchu może pytać /carcassonne hint (domyślnie: tak; nie w grach rankingowych)
cmd-start-language-name = język
cmd-start-language-description = Język wiadomości i obrazków gry na kanale (domyślnie: język serwera)
cmd-rematch-name = rewanż
cmd-rematch-description = Zagraj jeszcze raz ostatnią grę kanału: te same zasady, jej gracze zostają wezwani.
cmd-board-name = plansza
cmd-board-description = Pokaż ponownie obecną planszę.
cmd-hint-name = podpowiedź
cmd-hint-description = Co trudne AI zagrałoby na twoim miejscu i dlaczego (widzisz to tylko ty).
cmd-status-name = stan
cmd-status-description = Punkty, pozostali podwładni, pozostałe płytki i czyja jest tura.
cmd-tiles-name = płytki
cmd-tiles-description = Płytki, które jeszcze przyjdą w grze na tym kanale, jako obrazek.
cmd-log-name = dziennik
cmd-log-description = Tury gry na tym kanale (lub ostatniej gry) tak, jak czytał je kanał.
cmd-rules-name = zasady
cmd-rules-description = Zasady gry na tym kanale (albo innej) i jak grać z tym botem.
cmd-rules-game-name = gra
cmd-rules-game-description = Gra, gdy na tym kanale nie ma żadnej (domyślnie: carcassonne)
cmd-resign-name = poddaj
cmd-resign-description = Opuść grę na tym kanale (bot rozegra twoje pozostałe tury bez podwładnych).
cmd-cancel-name = anuluj
cmd-cancel-description = Anuluj grę na tym kanale (gospodarz lub „Zarządzanie serwerem”).
cmd-settings-name = ustawienia
cmd-settings-description = Zmień przypomnienia i limity czasu gry na tym kanale albo swoje prywatne powiadomienia.
cmd-settings-reminder-hours-name = przypomnienie_godziny
cmd-settings-reminder-hours-description = Godziny do przypomnienia graczowi (0: nigdy)
cmd-settings-timeout-hours-name = limit_godziny
cmd-settings-timeout-hours-description = Godziny, po których inni mogą pominąć turę (0: nigdy)
cmd-settings-quick-name = szybka
cmd-settings-quick-description = Szybka gra z mniejszą liczbą płytek (tylko w poczekalni)
cmd-settings-dm-name = pw
cmd-settings-dm-description = Wyślij mi prywatną wiadomość, gdy nadejdzie moja tura
cmd-settings-language-name = język
cmd-settings-language-description = Język tego, co widzisz tylko ty (Automatycznie: język twojego Discorda)
cmd-gallery-name = galeria
cmd-gallery-description = Pokaż wszystkie płytki gry z ich nazwami.
cmd-gallery-game-name = gra
cmd-gallery-game-description = Gra (domyślnie: carcassonne i jej rozszerzenia)
cmd-leaderboard-name = ranking
cmd-leaderboard-description = Rankingi serwera, najlepsi najpierw.
cmd-leaderboard-game-name = gra
cmd-leaderboard-game-description = Gra (domyślnie: carcassonne)
cmd-profile-name = profil
cmd-profile-description = Gry, wygrane, ranking w czasie i wyniki gracza na tym serwerze.
cmd-profile-user-name = gracz
cmd-profile-user-description = Czyj profil (domyślnie: twój)
cmd-profile-game-name = gra
cmd-profile-game-description = Tylko partie tej gry (domyślnie: wszystkie gry)
cmd-choice-automatic = Automatycznie

# The Activity's Entry Point command in the app launcher (at most 100 characters).
cmd-launch-description = Otwórz planszę gry na tym kanale
