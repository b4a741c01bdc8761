# Rankingi: tabela serwera (/carcassonne leaderboard) i strona gracza (/carcassonne profile).

## Ostatni wiersz karty wyników: ranking każdego gracza przed grą i po niej
rate-sheet-line = Ranking: { $changes }
rate-sheet-change = { $player } { $before } → { $after } ({ $delta })

## Jak tabela nazywa graczy bota, jeden ranking na poziom
rate-ai = SI ({ $level })

## /carcassonne leaderboard
rate-board-title = { $game }: tabela tego serwera
rate-board-row = **{ $rank }.** { $player } · **{ $rating }** · { $games ->
    [one] { $games } gra
    [few] { $games } gry
   *[many] { $games } gier
    } · { $percent } % wygranych
rate-board-empty = Nikt jeszcze nie skończył gry { $game } na tym serwerze: tabela zapełnia się, gdy gry się kończą.
rate-board-footer = Strona { $page } z { $pages } · { $players ->
    [one] { $players } gracz
    [few] { $players } graczy
   *[many] { $players } graczy
    } · ranking = 1000 + 40 × (umiejętność − 3 × niepewność)
rate-board-previous = Poprzednia
rate-board-next = Następna
rate-board-no-server = Ta tabela należy do kanału serwera.

## /carcassonne profile
rate-profile-title = { $player }
rate-profile-title-game = { $player } · { $game }
rate-profile-ratings = Rankingi
rate-profile-rating = { $game }: **{ $rating }**, { $rank ->
    [1] pierwsze miejsce w tabeli
   *[other] miejsce { $rank } w tabeli
    }
rate-profile-record = Bilans
rate-profile-record-line = { $games ->
    [one] { $games } gra
    [few] { $games } gry
   *[many] { $games } gier
    }, wygranych { $wins } ({ $percent } %); średnio { $mean } pkt, najlepiej { $best }
rate-profile-favourites = Ulubione rozszerzenia
rate-profile-favourite = { $expansion } ({ $games })
rate-profile-no-favourite = żadne: gra taka, jaka jest
rate-profile-points = Punkty według rodzaju
rate-profile-opponents = Bezpośrednie starcia
rate-profile-opponent = { $player }: { $games ->
    [one] { $games } gra
    [few] { $games } gry
   *[many] { $games } gier
    }, przed { $ahead }, za { $behind }, na równi { $level }
rate-profile-no-opponents = jeszcze nikt
rate-profile-nobody = { $player } nie skończył(a) jeszcze żadnej gry na tym serwerze.
rate-profile-chart = Ranking po każdej grze i rozkład wyników
