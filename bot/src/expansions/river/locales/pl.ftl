# Rzeka w wiadomościach bota: dlaczego płytka rzeki nie może trafić tam, gdzie ją
# przymierzono (powody silnika w „płytka nie może tam trafić: …”).
river-refuse-continue = płytka rzeki musi przedłużać otwartą rzekę
river-refuse-join = rzeka nie może łączyć się sama ze sobą
river-refuse-open-end = płytka rzeki musi przedłużać otwarty koniec rzeki
river-refuse-u-turn = rzeka nie może skręcić dwa razy z rzędu w tę samą stronę (zawracanie)
river-refuse-room-ahead = rzeka potrzebuje miejsca przed sobą: pola obok tego, do którego wpływa, pole za nim i pola obok niego muszą być puste
