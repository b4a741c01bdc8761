# Wiadomość poczekalni: gospodarz, zasady, miejsca, jej przyciski i menu oraz to, co słyszy
# ktoś, kto je naciśnie; poczekalnia zamykana przy rozpoczęciu gry.

lobby-open = **Carcassonne**: nowa gra szuka graczy.
lobby-host = Gospodarz: { $host }
lobby-rules = Zasady: { $rules }
lobby-players = Gracze ({ $count }/{ $max }):
lobby-seat = - { $player } ({ $colour })
lobby-seat-ai = - 🤖 { $player } ({ $colour }, komputer)
lobby-help = Naciśnij **Dołącz**, aby zająć miejsce; gospodarz może dodać graczy komputerowych (**Dodaj AI**, **Poziom AI** wybiera Łatwy, Średni lub Trudny) i naciska **Rozpocznij**, gdy wszyscy są gotowi (od { $min } do { $max } graczy).
lobby-help-expansions = Gospodarz może poniżej włączać i wyłączać rozszerzenia.
lobby-shown-again = Ten kanał ma już poczekalnię; oto ona ponownie.
lobby-rematch = **Rewanż!** Te same zasady co w ostatniej grze.
lobby-rematch-waiting = { $players }: naciśnijcie **Dołącz**, aby zagrać ponownie.
lobby-rematch-all-in = Wszyscy wezwani dołączyli.
lobby-started = **Carcassonne**: gra się rozpoczęła.
lobby-turn-order = Gracze w kolejności tur: { $players }
lobby-player = { $player } ({ $colour })
lobby-host-left = **Carcassonne**: gospodarz wyszedł, więc ta poczekalnia jest zamknięta.
lobby-cancelled = **Carcassonne**: tę poczekalnię anulował(a) { $user }.

## Przyciski (krótkie)
lobby-join = Dołącz
lobby-leave = Opuść
lobby-start = Rozpocznij
lobby-cancel = Anuluj
lobby-remove-ai = Usuń AI
lobby-quick-on = Szybka gra: wł.
lobby-quick-off = Szybka gra: wył.
lobby-tile-counter-on = Licznik płytek: wł.
lobby-tile-counter-off = Licznik płytek: wył.
lobby-hints-on = Podpowiedzi: wł.
lobby-hints-off = Podpowiedzi: wył.
lobby-add-ai = Dodaj AI: { $level }
lobby-ai-level = Poziom AI
lobby-switch-on = { $name }: wł.
lobby-switch-off = { $name }: wył.
lobby-reading = { $what }: { $reading }
lobby-rules-button = Zasady
lobby-language-menu = Język gry

## Odmowy po naciśnięciu w poczekalni
lobby-not-started = Nie mogę użyć tej kontrolki: ta gra jeszcze się nie rozpoczęła.
lobby-not-a-lobby-button = Nie mogę użyć tej kontrolki: to nie jest przycisk poczekalni.
lobby-need-players = Do rozpoczęcia potrzeba co najmniej { $min } graczy; ta poczekalnia ma { $have }.
lobby-already-in = Już jesteś w tej poczekalni.
lobby-host-only = Tylko gospodarz, { $host }, może to zrobić.
lobby-language-button = 🌐 { $language }
