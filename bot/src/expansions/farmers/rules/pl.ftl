# Część pomocy z zasadami o chłopach (/carcassonne rules).

farmers-rules-title = Chłopi
farmers-rules =
    Możesz też położyć swojego podwładnego na polu właśnie dołożonej płytki: zostaje chłopem. Tak jak przy drogach i miastach, nie na polu, na którym gdziekolwiek leży już chłop.
    Chłopi zostają na miejscu do końca gry. Wtedy każde pole daje 3 punkty za każde ukończone miasto, którego dotyka, graczowi z największą liczbą chłopów na nim (przy remisie punktują wszyscy remisujący). Drogi, miasta i skraj krainy rozdzielają pola.
