# lobby
