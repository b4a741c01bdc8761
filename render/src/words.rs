//! Tiles described in words players use ("city cap with curved road", "crossroads"), read off
//! the tile's geometry so that a tile added to the catalogue is described without a line here.
//! Features are named in the words of the tile's game ("small field with curved path" where
//! cities are crop fields and roads paths); what an expansion prints on a tile is named by its
//! part, after the features.

use carcassonne_engine::geometry::{Port, Side};
use carcassonne_engine::tiles::{End, FeatureKind, Segment, TileDef, TileId};
use carcassonne_engine::Words;

use crate::expansions::parts;
use crate::style::{style_for, Phrases};

/// A short description of a tile for players: what is on it, never its catalogue id.
pub fn tile_words(tile: TileId) -> String {
    describe(tile.def())
}

fn describe(def: &TileDef) -> String {
    let style = style_for(def);
    let words = style.game.words();
    let of = |kind: FeatureKind| -> Vec<&Segment> {
        def.segments.iter().filter(|s| s.kind == kind).collect()
    };
    let (cities, roads) = (of(FeatureKind::City), of(FeatureKind::Road));
    let city = city_phrase(&cities, words, &style.phrases);
    let road = road_phrase(&roads, words);
    let feature = parts().iter().find_map(|p| p.feature_words(def));

    // The most telling feature names the tile; the others hang off it.
    let mut rest: Vec<String> = Vec::new();
    let main = if def.monastery {
        rest.extend(city);
        rest.extend(road);
        rest.extend(feature);
        "monastery".to_string()
    } else if let Some(feature) = feature {
        rest.extend(city);
        rest.extend(road);
        feature
    } else if let Some(city) = city {
        rest.extend(road);
        city
    } else if let Some(road) = road {
        road
    } else if let Some(lone) = parts().iter().find_map(|p| p.lone_words(def)) {
        lone.to_string()
    } else {
        words.field.one.to_string()
    };

    let pennants: u8 = cities.iter().map(|s| s.pennants).sum();
    match pennants {
        0 => {}
        1 => rest.push("pennant".into()),
        n => rest.push(format!("{} pennants", number(usize::from(n)))),
    }
    for part in parts() {
        part.more_words(def, &main, &mut rest);
    }
    if rest.is_empty() {
        main
    } else {
        format!("{main} with {}", join_and(&rest))
    }
}

/// `n` in words up to five, in digits above.
pub(crate) fn number(n: usize) -> String {
    match n {
        1 => "one".into(),
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        5 => "five".into(),
        n => n.to_string(),
    }
}

/// "a", "a and b", "a, b and c".
fn join_and(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
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
    /// Touching every side, with what a part prints in it, which names it.
    Marked(&'static str),
    Whole,
}

/// What a part prints in `city`, in a word.
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

/// `template` with its `{}` replaced by `noun`.
fn fill(template: &str, noun: &str) -> String {
    template.replacen("{}", noun, 1)
}

fn city_phrase(cities: &[&Segment], words: &Words, phrases: &Phrases) -> Option<String> {
    let city = words.city.one;
    let shape = |seg: &Segment| -> String {
        match city_shape(seg) {
            CityShape::Cap => fill(phrases.cap, city),
            CityShape::Across => format!("{city} across the tile"),
            CityShape::Corner => format!("{city} corner"),
            CityShape::ThreeSided => format!("three-sided {city}"),
            CityShape::Marked(mark) => format!("{mark} {city}"),
            CityShape::Whole => fill(phrases.whole, city),
        }
    };
    let phrase = match cities {
        [] => return None,
        [one] => shape(one),
        many if many.iter().all(|c| city_shape(c) == CityShape::Cap) => {
            format!("{} {}", number(many.len()), fill(phrases.caps, city))
        }
        many => format!("{} {}", number(many.len()), words.city.many),
    };
    let named = |c: &&Segment| matches!(city_shape(c), CityShape::Marked(_));
    Some(match cities.iter().find_map(|c| city_mark(c)) {
        Some(mark) if !cities.iter().any(named) => format!("{phrase} and {mark}"),
        _ => phrase,
    })
}

fn road_phrase(roads: &[&Segment], words: &Words) -> Option<String> {
    let (road, roads_word) = (words.road.one, words.road.many);
    let through = |seg: &Segment| -> Option<&'static str> {
        let sides = middles(seg);
        match sides.len() {
            2 if opposite(&sides) => Some("straight"),
            2 => Some("curved"),
            _ => None,
        }
    };
    let phrase = match roads {
        [] => return None,
        all if all.iter().all(|s| s.end == Some(End::Junction)) => match all.len() {
            1 | 2 => road.to_string(),
            3 => format!("{road} junction"),
            _ => "crossroads".to_string(),
        },
        [one] => through(one).map_or_else(|| road.to_string(), |t| format!("{t} {road}")),
        two @ [a, b] => match (through(a), through(b)) {
            // Two straight roads on one tile can only cross each other.
            (Some("straight"), Some("straight")) => format!("{road} crossing"),
            (Some(x), Some(y)) if x == y => format!("two {x} {roads_word}"),
            _ => format!("{} {roads_word}", number(two.len())),
        },
        many => format!("{} {roads_word}", number(many.len())),
    };
    let mark = roads
        .iter()
        .find_map(|s| parts().iter().find_map(|p| p.road_mark(s)));
    Some(match mark {
        Some(mark) => format!("{mark} on {phrase}"),
        None => phrase,
    })
}

#[cfg(test)]
mod tests;
