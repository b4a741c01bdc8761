# Karczmy i katedry w wiadomościach bota: dlaczego droga lub miasto dały tyle punktów
# (uwagi silnika do punktacji).
inns-note-cathedral = katedra podnosi to do 3 za płytkę i herb
inns-note-cathedral-unfinished = nieukończone miasto z katedrą nie daje nic
inns-note-inn = karczma podnosi to do 2 za płytkę
inns-note-inn-unfinished = nieukończona droga z karczmą nie daje nic
