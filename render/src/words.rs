//! Tiles described in words players use ("city cap with curved road", "crossroads"), read off
//! the tile's geometry so that a tile added to the catalogue is described without a line here.
//! Features are named in the words of the tile's game ("small field with curved path" where
//! cities are crop fields and roads paths); what an expansion prints on a tile is named by its
//! part, after the features.

use carcassonne_engine::geometry::{Port, Side};
use carcassonne_engine::tiles::{End, FeatureKind, Segment, TileDef, TileId};

use crate::expansions::parts;
use crate::i18n::{self, Args, Lang};
use crate::style::{style_for, Phrases};

/// A short description of a tile for players in `lang`: what is on it, never its catalogue
/// id.
pub fn tile_words(tile: TileId, lang: Lang) -> String {
    describe(tile.def(), lang)
}

/// Something on a tile in words, in the two forms a description needs: alone, naming the
/// tile ("curved road"), and listed after "with" (`<key>-with`: German's dative, Polish's
/// instrumental with its "z"; in English the same words).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Phrase {
    pub key: String,
    pub main: String,
    pub with: String,
}

impl Phrase {
    /// The message `key` and `key-with` with `args`.
    pub fn new(lang: Lang, key: &str, args: &Args) -> Phrase {
        Phrase {
            key: key.to_owned(),
            main: i18n::text(lang, key, args),
            with: i18n::text(lang, &format!("{key}-with"), args),
        }
    }

    /// A message without arguments.
    pub fn plain(lang: Lang, key: &str) -> Phrase {
        Phrase::new(lang, key, &Args::new())
    }

    /// A count of things ("two city caps"): the message takes `$count`.
    pub fn count(lang: Lang, key: &str, n: usize) -> Phrase {
        Phrase::new(lang, key, &Args::new().with("count", n))
    }

    /// A message wrapping another phrase (`$inner`), each form of it wrapping the same form.
    fn around(lang: Lang, key: &str, inner: &Phrase) -> Phrase {
        Phrase {
            key: key.to_owned(),
            main: i18n::text(lang, key, &Args::new().with("inner", inner.main.as_str())),
            with: i18n::text(
                lang,
                &format!("{key}-with"),
                &Args::new().with("inner", inner.with.as_str()),
            ),
        }
    }

    /// "a and b": the same form of each.
    fn and(lang: Lang, first: &Phrase, last: &Phrase) -> Phrase {
        let join = |a: &str, b: &str| {
            i18n::text(
                lang,
                "tile-and",
                &Args::new().with("first", a).with("last", b),
            )
        };
        Phrase {
            key: first.key.clone(),
            main: join(&first.main, &last.main),
            with: join(&first.with, &last.with),
        }
    }
}

fn describe(def: &TileDef, lang: Lang) -> String {
    let style = style_for(def);
    let of = |kind: FeatureKind| -> Vec<&Segment> {
        def.segments.iter().filter(|s| s.kind == kind).collect()
    };
    let (cities, roads) = (of(FeatureKind::City), of(FeatureKind::Road));
    let city = city_phrase(&cities, &style.phrases, lang);
    let road = road_phrase(&roads, &style.phrases, lang);
    let feature = parts().iter().find_map(|p| p.feature_words(def, lang));

    // The most telling feature names the tile; the others hang off it.
    let mut rest: Vec<Phrase> = Vec::new();
    let main = if def.monastery {
        rest.extend(city);
        rest.extend(road);
        rest.extend(feature);
        Phrase::plain(lang, "tile-monastery")
    } else if let Some(feature) = feature {
        rest.extend(city);
        rest.extend(road);
        feature
    } else if let Some(city) = city {
        rest.extend(road);
        city
    } else if let Some(road) = road {
        road
    } else if let Some(lone) = parts().iter().find_map(|p| p.lone_words(def, lang)) {
        lone
    } else {
        Phrase::plain(lang, style.phrases.open)
    };

    let pennants: u8 = cities.iter().map(|s| s.pennants).sum();
    match pennants {
        0 => {}
        1 => rest.push(Phrase::plain(lang, "tile-pennant")),
        n => rest.push(Phrase::count(lang, "tile-pennants", usize::from(n))),
    }
    for part in parts() {
        part.more_words(def, &main.key, &mut rest, lang);
    }
    if rest.is_empty() {
        main.main
    } else {
        let listed: Vec<String> = rest.into_iter().map(|p| p.with).collect();
        i18n::text(
            lang,
            "tile-with",
            &Args::new()
                .with("main", main.main)
                .with("rest", join_and(lang, &listed)),
        )
    }
}

/// "a", "a and b", "a, b and c".
fn join_and(lang: Lang, parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => i18n::text(
            lang,
            "tile-and",
            &Args::new()
                .with("first", init.join(", "))
                .with("last", last.as_str()),
        ),
    }
}

/// Sides whose middle a road (or a feature drawn like one) reaches.
pub(crate) fn middles(seg: &Segment) -> Vec<Side> {
    Side::ALL
        .into_iter()
        .filter(|s| seg.ports.contains(Port::middle(*s)))
        .collect()
}

fn sides_touched(seg: &Segment) -> Vec<Side> {
    Side::ALL
        .into_iter()
        .filter(|s| seg.ports.touches(*s))
        .collect()
}

/// Whether two sides face each other across the tile.
pub(crate) fn opposite(sides: &[Side]) -> bool {
    matches!(sides, [a, b] if a.opposite() == *b)
}

/// The shape of one enclosed feature, by the sides it touches.
#[derive(Clone, Copy, PartialEq, Eq)]
enum CityShape {
    Cap,
    Across,
    Corner,
    ThreeSided,
    /// Touching every side, with what a part prints in it (its message key), which names it.
    Marked(&'static str),
    Whole,
}

/// What a part prints in `city`, as a message key.
fn city_mark(city: &Segment) -> Option<&'static str> {
    parts().iter().find_map(|p| p.city_mark(city))
}

fn city_shape(seg: &Segment) -> CityShape {
    let sides = sides_touched(seg);
    match sides.len() {
        0 | 1 => CityShape::Cap,
        2 if opposite(&sides) => CityShape::Across,
        2 => CityShape::Corner,
        3 => CityShape::ThreeSided,
        _ => city_mark(seg).map_or(CityShape::Whole, CityShape::Marked),
    }
}

fn city_phrase(cities: &[&Segment], phrases: &Phrases, lang: Lang) -> Option<Phrase> {
    let family = phrases.enclosed;
    let shape = |seg: &Segment| -> Phrase {
        let key = match city_shape(seg) {
            CityShape::Cap => format!("{family}-cap"),
            CityShape::Across => format!("{family}-across"),
            CityShape::Corner => format!("{family}-corner"),
            CityShape::ThreeSided => format!("{family}-three-sided"),
            CityShape::Marked(mark) => format!("{mark}-{}", family.trim_start_matches("tile-")),
            CityShape::Whole => format!("{family}-whole"),
        };
        Phrase::plain(lang, &key)
    };
    let phrase = match cities {
        [] => return None,
        [one] => shape(one),
        many if many.iter().all(|c| city_shape(c) == CityShape::Cap) => {
            Phrase::count(lang, &format!("{family}-caps"), many.len())
        }
        many => Phrase::count(lang, &format!("{family}-many"), many.len()),
    };
    let named = |c: &&Segment| matches!(city_shape(c), CityShape::Marked(_));
    Some(match cities.iter().find_map(|c| city_mark(c)) {
        Some(mark) if !cities.iter().any(named) => {
            Phrase::and(lang, &phrase, &Phrase::plain(lang, mark))
        }
        _ => phrase,
    })
}

fn road_phrase(roads: &[&Segment], phrases: &Phrases, lang: Lang) -> Option<Phrase> {
    let family = phrases.way;
    let through = |seg: &Segment| -> Option<&'static str> {
        let sides = middles(seg);
        match sides.len() {
            2 if opposite(&sides) => Some("straight"),
            2 => Some("curved"),
            _ => None,
        }
    };
    let key = |shape: &str| format!("{family}-{shape}");
    let phrase = match roads {
        [] => return None,
        all if all.iter().all(|s| s.end == Some(End::Junction)) => match all.len() {
            1 | 2 => Phrase::plain(lang, family),
            3 => Phrase::plain(lang, &key("junction")),
            _ => Phrase::plain(lang, &key("crossroads")),
        },
        [one] => through(one).map_or_else(
            || Phrase::plain(lang, family),
            |t| Phrase::plain(lang, &key(t)),
        ),
        two @ [a, b] => match (through(a), through(b)) {
            // Two straight roads on one tile can only cross each other.
            (Some("straight"), Some("straight")) => Phrase::plain(lang, &key("crossing")),
            (Some(x), Some(y)) if x == y => Phrase::count(lang, &key(&format!("{x}-many")), 2),
            _ => Phrase::count(lang, &key("many"), two.len()),
        },
        many => Phrase::count(lang, &key("many"), many.len()),
    };
    let mark = roads
        .iter()
        .find_map(|s| parts().iter().find_map(|p| p.road_mark(s)));
    Some(match mark {
        Some(mark) => Phrase::around(lang, mark, &phrase),
        None => phrase,
    })
}

#[cfg(test)]
mod tests;
