# Widok gry w przeglądarce (aktywność Discorda, linki i tryb gry lokalnej): co mówi jego serwer
# (nagłówki, odmowy) i każde słowo samej strony (web-ui-*), które strona odczytuje z serwera
# i pokazuje bez zmian.

## Na co czeka gra, nad planszą
web-headline-turn = Tura { $turn } · { $who }
web-who-you = twoja tura
web-who-your-choice = twój wybór
web-who-thinking = { $name } myśli…
web-headline-undo = { $mine ->
    [yes] Tura { $turn } rozegrana. Cofnij cofa ją, dopóki nie zacznie się następna tura; Gotowe od razu zaczyna następną.
   *[other] Tura { $turn } rozegrana; następna zacznie się za kilka sekund, chyba że ta zostanie cofnięta.
}
web-headline-lobby = { $count ->
    [one] Poczekalnia jest otwarta, czeka w niej { $players }: dołącz i rozpocznij grę przyciskami na Discordzie.
    [few] Poczekalnia jest otwarta, czekają w niej { $players }: dołącz i rozpocznij grę przyciskami na Discordzie.
    [many] Poczekalnia jest otwarta, czekają w niej { $players }: dołącz i rozpocznij grę przyciskami na Discordzie.
   *[other] Poczekalnia jest otwarta, czekają w niej { $players }: dołącz i rozpocznij grę przyciskami na Discordzie.
}
web-headline-over = { $count ->
    [0] Koniec gry.
    [one] Koniec gry: wygrywa { $winners }.
    [few] Koniec gry: wspólnie wygrywają { $winners }.
    [many] Koniec gry: wspólnie wygrywają { $winners }.
   *[other] Koniec gry: wspólnie wygrywają { $winners }.
}
web-headline-cancelled = Ta gra została anulowana.
web-headline-broken = Ta gra nie może toczyć się dalej: jej zapisanych danych nie da się już odczytać.

## Kroki tury
web-step-place = Stuknij podświetlone pole, aby położyć tam płytkę; stuknij je ponownie, aby ją obrócić.
web-log-empty = Nie rozegrano jeszcze żadnej tury.
web-step-confirm = Naciśnij Zagraj, aby rozegrać tę turę, albo Wróć, aby ją zmienić.
web-step-figure = Stuknij miejsce na płytce, aby postawić tam figurkę, albo wybierz **{ $pass }**; potem naciśnij Zagraj.

## Tryb gry lokalnej
web-local-player = Gracz { $number }

## Odmowy
web-error-no-token = Otwórz tę stronę z Discorda (Otwórz planszę) albo poleceniem `carcassonne-bot play`: została otwarta bez logowania.
web-error-bad-token = Ten link jest nieprawidłowy: został zmieniony albo nie pochodzi od tego bota. Naciśnij Otwórz planszę na Discordzie, aby dostać nowy.
web-error-expired = Ten link wygasł. Naciśnij Otwórz planszę na Discordzie, aby dostać nowy.
web-error-not-covered = To logowanie nie obejmuje tej gry.
web-error-not-member = Tylko członkowie serwera tej gry mogą ją oglądać.
web-error-not-local = Gra lokalna odpowiada tylko na tym komputerze (127.0.0.1).
web-error-not-found = Nic tu nie ma.
web-error-sign-in = Discord nie pozwolił tej aktywności cię zalogować; zamknij ją i otwórz planszę ponownie.
web-error-no-activity = Ten bot nie ma skonfigurowanej aktywności Discorda.
web-error-no-such-tile = Nie ma takiej płytki.
web-error-no-game-here = Na tym kanale nie ma jeszcze gry: rozpocznij ją poleceniem /carcassonne start.
web-error-not-complete = Ta tura nie jest jeszcze skończona: najpierw wybierz, gdzie położyć płytkę (i figurkę albo brak figurki).
web-error-no-such-game-kind = Nie ma takiej gry.
web-error-no-such-expansion = Nie ma takiego rozszerzenia.
web-error-undo-range = Czas na cofnięcie ruchu wynosi od 0 do 60 sekund.
web-error-tiles-range = Szybka gra rozdaje od 3 do wszystkich płytek terenu z jej zasad.
web-error-no-such-level = Nie ma takiego poziomu AI.
web-error-no-person = Gra potrzebuje przy stole co najmniej jednej osoby.
web-error-seats-range = Ta gra nie obsługuje takiej liczby graczy.

## Słowa samej strony
web-ui-title = Carcassonne
web-ui-loading = Ładowanie…
web-ui-signing-in = Logowanie przez Discorda…
web-ui-reconnecting = Utracono połączenie: ponowne łączenie…
web-ui-error = Coś poszło nie tak.
web-ui-retry = Spróbuj ponownie
web-ui-confirm = Zagraj
web-ui-back = Wróć
web-ui-close = Zamknij
web-ui-scores = Wyniki
web-ui-tiles = Płytki do dobrania
web-ui-log = Dziennik
web-ui-hint = Podpowiedź
web-ui-undo = Cofnij
web-ui-done = Gotowe
web-ui-discard = Odrzuć płytkę
web-ui-rotate = Obróć
web-ui-zoom-in = Powiększ
web-ui-zoom-out = Pomniejsz
web-ui-fit = Cała plansza
web-ui-to-place = Do położenia
web-ui-left = do dobrania
web-ui-points = pkt
web-ui-in-hand = W zapasie
web-ui-watching = Oglądasz tę grę.
web-ui-which-figure = Która figurka?
web-ui-left-game = poza grą
web-ui-new-game = Nowa gra
web-ui-local-title = Carcassonne na tym komputerze
web-ui-game = Gra
web-ui-expansions = Rozszerzenia
web-ui-players = Gracze
web-ui-person = Osoba
web-ui-add-person = Dodaj osobę
web-ui-add-ai = Dodaj AI
web-ui-remove = Usuń
web-ui-name = Imię
web-ui-quick = Szybka gra
web-ui-tile-count = Płytki terenu
web-ui-undo-seconds = Sekundy na cofnięcie ruchu
web-ui-language = Język
web-ui-start = Rozpocznij
web-ui-saved = Gry na tym komputerze
web-ui-open = Otwórz
web-ui-finished = zakończona
web-ui-turn = tura
web-ui-menu = Menu
web-ui-games = Gry
web-ui-ai = AI
