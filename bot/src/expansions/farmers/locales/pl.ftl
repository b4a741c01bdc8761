# Chłopi w wiadomościach bota: na razie nic własnego (ich punkty opisuje rdzeń jako pola);
# zasady są w ../rules/.
