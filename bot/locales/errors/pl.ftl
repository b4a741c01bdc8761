# Odmowy usługi gry i błędy bota, tak jak czytają je gracze (ServiceError::text, przeprosiny
# on_error i nieudanego przycisku).

error-no-such-game = Nie ma gry { $game }.
error-channel-busy = Na tym kanale trwa już gra; najpierw ją zakończcie albo anulujcie.
error-not-a-lobby = Ta gra już się zaczęła.
error-not-active = Ta gra nie jest w toku.
error-lobby-full = Gra jest pełna (graczy: { $max }).
error-already-joined = Już dołączyłeś do tej gry.
error-not-seated = Nie grasz w tej grze.
error-not-host = Tylko gospodarz (albo zarządca serwera) może to zrobić.
error-not-enough-players = Gra wymaga co najmniej { $min } graczy, a ta ma { $have }.
error-not-your-turn = To nie twoja tura; czekamy na { $player }.
error-ai-playing = To nie twoja tura; gra { $name }.
error-hints-off = Podpowiedzi są w tej grze wyłączone.
error-hints-locked = Podpowiedzi można włączyć lub wyłączyć tylko przed rozpoczęciem gry.
error-no-ai-seat = W tej poczekalni nie ma gracza komputerowego do usunięcia.
error-not-ai-turn = Miejsce, które ma ruch, nie należy do gracza komputerowego.
error-ai = Gracz komputerowy nie mógł się zdecydować: { $reason }.
error-stale-turn = Ta tura została już rozegrana.
error-not-revealed = Twoja tura zaczyna się, gdy ostatniego ruchu nie da się już cofnąć (kilka sekund); zapytaj wtedy jeszcze raz.
error-no-action = Nie podano żadnego ruchu.
error-illegal-move = Ten ruch nie jest możliwy w tej sytuacji; nic nie zostało zmienione.
error-too-early = Tury nie można jeszcze pominąć (limit czasu { $due }).
error-quick-locked = Opcję szybkiej gry można zmienić tylko przed rozpoczęciem gry.
error-tile-counter-locked = Licznik płytek można przełączyć tylko przed rozpoczęciem gry.
error-setup = Nieprawidłowe zasady: { $reason }.
error-too-late-to-undo = Za późno, by cofnąć tę turę: gra poszła dalej.
error-not-your-move = Tylko gracz, który wykonał ten ruch, może go cofnąć.
error-nothing-to-rematch = Na tym kanale nie zakończyła się jeszcze żadna gra, więc nie ma czego rozegrać ponownie.
error-not-in-last-game = Tylko gracze ostatniej gry mogą zarządzić rewanż; zamiast tego rozpocznij nową grę.
error-broken = Gra { $game } jest uszkodzona i nie może być kontynuowana: { $reason }.
error-generic = To się nie udało.

## Błędy bota: szczegóły trafiają do dziennika.
error-command-failed = Coś poszło nie tak po mojej stronie; spróbuj ponownie.
error-press-failed = Coś poszło nie tak po mojej stronie; nic nie zostało zmienione, chyba że kanał mówi inaczej. Spróbuj ponownie.
error-db-unavailable = Baza danych gry jest w tej chwili niedostępna, więc nic nie zostało zmienione. Spróbuj ponownie za chwilę.
error-not-my-control = Nie mogę użyć tej kontrolki: to nie jest żaden z moich przycisków ani menu, więc nic nie zostało zmienione.
error-guild-only = Tego polecenia nie można użyć w prywatnych wiadomościach: gra toczy się na kanale serwera.
error-broken-at-start = ⚠️ Gry Carcassonne na tym kanale (gra { $game }) nie udało się odczytać i została odłożona: { $reason }. Rozpocznij nową poleceniem `/carcassonne start`.
