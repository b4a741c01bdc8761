# Część pomocy z zasadami o Rzece I i II (/carcassonne rules) oraz słowa wariantu wulkanu
# z Rzeki II, gdy gra używa innego niż w instrukcji.

river-rules-title-one = Rzeka
river-rules-title-two = Rzeka II
river-rules-title-both = Rzeka I i II
river-rules-common = Gra zaczyna się od źródła zamiast od płytki startowej. Najpierw dobiera się płytki rzeki, po jednej na turę: każda musi przedłużać rzekę, która nie może skręcić dwa razy z rzędu w tę samą stronę (żadnych zawracań). Możesz jak zwykle postawić figurkę na płytce, ale nigdy na wodzie; sama rzeka nigdy nie punktuje. Gdy wszystkie płytki rzeki leżą już na stole, dobiera się płytki krainy.
river-rules-lake = Jezioro kończy rzekę.
river-rules-both = Obie tworzą jedną długą rzekę z jednym źródłem i jednym jeziorem: rozwidlenie przychodzi zaraz po źródle i dzieli rzekę na dwa ramiona, które nigdy nie mogą się ponownie połączyć; jedno z nich kończy się w mieście. Jezioro przychodzi na końcu.
river-rules-second = W Rzece II rozwidlenie przychodzi zaraz po źródle i dzieli rzekę na dwa ramiona, które nigdy nie mogą się ponownie połączyć; jedno z nich kończy się w mieście.
river-rules-volcano = Jezioro z wulkanem przychodzi na końcu: nie można na nim niczego postawić, a gracz, który je dołożył, od razu rozgrywa dodatkową turę.
river-rules-volcano-plain = Jezioro z wulkanem przychodzi na końcu i kończy rzekę.
river-rules-extras = Jej karczma działa z dodatkiem Karczmy i katedry, a jej stado świń z dodatkiem Kupcy i budowniczowie: 1 punkt więcej za każde ukończone miasto dla chłopów, którzy wygrywają jej pole.

## Warianty wybrane dla gry
rules-reading-volcano = Wulkan z Rzeki II
rules-reading-volcano-extra-turn = nic na nim, i dodatkowa tura (instrukcja)
rules-reading-volcano-plain = zwykłe jezioro (JCloisterZone bez smoka)
