# Traders & Builders in the bot's messages: goods taken and their majorities in the
# narration, a count of goods, and the engine's words for the builder and the pig.
# $goods selects the kind: wine, wheat, cloth.

## Narration
traders-took-goods = { $player } took { $count } { $goods ->
    [wine] wine
    [wheat] wheat
   *[cloth] cloth
} { $count ->
    [one] token
   *[other] tokens
} from the city.
traders-goods-majority = Goods majority: { $points ->
    [one] { $points } point
   *[other] { $points } points
} to { $players }.
# A count of goods tokens ("3 wine"): goods stay uncounted nouns.
traders-goods-count = { $count } { $goods ->
    [wine] wine
    [wheat] wheat
   *[cloth] cloth
}

## The engine's words
traders-figure-pig = puts a pig in your farm: 4 a city instead of 3
traders-figure-builder = puts a builder on your { $feature }: extending it gives a second turn
traders-refuse-builder = a builder joins a road or city that holds one of your followers
traders-refuse-pig = a pig joins a field that holds one of your farmers
traders-note-pig = the pig makes it 4 per city
