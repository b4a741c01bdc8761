//! Tiles described in words players use ("city cap with curved road", "crossroads"), read off
//! the tile's geometry so that a tile added to the catalogue is described without a line here.
//! Features are named in the words of the tile's game ("small field with curved path" in Over
//! Hill and Dale), harvest symbols and animals are listed after them.

use carcassonne_engine::expansions::hill_and_dale::{Animal, Harvest};
use carcassonne_engine::expansions::traders::Goods;
use carcassonne_engine::expansions::wheel::number_of;
use carcassonne_engine::geometry::{Port, Side};
use carcassonne_engine::tiles::{End, FeatureKind, Segment, TileDef, TileId};
use carcassonne_engine::Words;

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
    let (cities, roads, rivers) = (
        of(FeatureKind::City),
        of(FeatureKind::Road),
        of(FeatureKind::River),
    );
    let city = city_phrase(&cities, words, &style.phrases);
    let road = road_phrase(&roads, words);
    let river = river_phrase(&rivers);

    // The most telling feature names the tile; the others hang off it.
    let mut rest: Vec<String> = Vec::new();
    let main = if def.monastery {
        rest.extend(city);
        rest.extend(road);
        rest.extend(river);
        "monastery".to_string()
    } else if let Some(river) = river {
        rest.extend(city);
        rest.extend(road);
        river
    } else if let Some(city) = city {
        rest.extend(road);
        city
    } else if let Some(road) = road {
        road
    } else if def.has("volcano") {
        "volcano".to_string()
    } else {
        words.field.one.to_string()
    };

    let pennants: u8 = cities.iter().map(|s| s.pennants).sum();
    match pennants {
        0 => {}
        1 => rest.push("pennant".into()),
        n => rest.push(format!("{} pennants", number(usize::from(n)))),
    }
    for goods in cities.iter().filter_map(|s| Goods::in_segment(s)) {
        rest.push(goods_word(goods).into());
    }
    for harvest in cities.iter().filter_map(|s| Harvest::in_segment(s)) {
        rest.push(harvest.name().into());
    }
    rest.extend(animal_words(&Animal::on(def).collect::<Vec<_>>()));
    if def.segments.iter().any(|s| s.has("pigherd")) {
        rest.push("pig-herd".into());
    }
    for (present, word) in [
        (def.garden, "garden"),
        (def.has("hill"), "hill"),
        (def.has("vineyard"), "vineyard"),
        (def.has("volcano") && main != "volcano", "volcano"),
    ] {
        if present {
            rest.push(word.into());
        }
    }
    if number_of(def) > 0 {
        rest.push(format!("wheel {}", number_of(def)));
    }
    if rest.is_empty() {
        main
    } else {
        format!("{main} with {}", join_and(&rest))
    }
}

fn number(n: usize) -> String {
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

/// "cow", "two sheep": each kind of animal once, counted, in the order the tile lists them.
fn animal_words(animals: &[Animal]) -> Vec<String> {
    let mut kinds: Vec<Animal> = Vec::new();
    for a in animals {
        if !kinds.contains(a) {
            kinds.push(*a);
        }
    }
    kinds
        .into_iter()
        .map(|kind| {
            let n = animals.iter().filter(|a| **a == kind).count();
            match n {
                1 => kind.name().to_string(),
                n => format!("{} {}", number(n), animal_plural(kind)),
            }
        })
        .collect()
}

fn animal_plural(animal: Animal) -> String {
    match animal {
        Animal::Sheep => "sheep".into(),
        other => format!("{}s", other.name()),
    }
}

fn goods_word(goods: Goods) -> &'static str {
    match goods {
        Goods::Wine => "wine",
        Goods::Wheat => "wheat",
        Goods::Cloth => "cloth",
    }
}

/// Sides whose middle a road or river reaches.
fn middles(seg: &Segment) -> Vec<Side> {
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
fn opposite(sides: &[Side]) -> bool {
    matches!(sides, [a, b] if a.opposite() == *b)
}

/// The shape of one enclosed feature, by the sides it touches.
#[derive(Clone, Copy, PartialEq, Eq)]
enum CityShape {
    Cap,
    Across,
    Corner,
    ThreeSided,
    Cathedral,
    Whole,
}

fn city_shape(seg: &Segment) -> CityShape {
    let sides = sides_touched(seg);
    match sides.len() {
        0 | 1 => CityShape::Cap,
        2 if opposite(&sides) => CityShape::Across,
        2 => CityShape::Corner,
        3 => CityShape::ThreeSided,
        _ if seg.has("cathedral") => CityShape::Cathedral,
        _ => CityShape::Whole,
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
            CityShape::Cathedral => format!("cathedral {city}"),
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
    let cathedral = cities.iter().any(|c| c.has("cathedral"));
    Some(
        if cathedral && !cities.iter().any(|c| city_shape(c) == CityShape::Cathedral) {
            format!("{phrase} and cathedral")
        } else {
            phrase
        },
    )
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
    Some(if roads.iter().any(|s| s.has("inn")) {
        format!("inn on {phrase}")
    } else {
        phrase
    })
}

fn river_phrase(rivers: &[&Segment]) -> Option<String> {
    let seg = rivers.first()?;
    let sides = middles(seg);
    Some(
        match seg.end {
            Some(End::Spring) => "river spring",
            Some(End::Lake) => "river lake",
            _ if sides.len() >= 3 => "river fork",
            _ if sides.len() == 2 && !opposite(&sides) => "river bend",
            _ => "river",
        }
        .to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use carcassonne_engine::tiles::{by_name, catalogue};

    fn words(name: &str) -> String {
        tile_words(by_name(name).unwrap_or_else(|| panic!("tile {name}")))
    }

    #[test]
    fn familiar_tiles_get_the_words_players_use() {
        for (name, want) in [
            ("A", "monastery with road"),
            ("B", "monastery"),
            ("C", "walled city with pennant"),
            ("D", "city cap with straight road"),
            ("E", "city cap"),
            ("E+g", "city cap with garden"),
            ("G", "city across the tile"),
            ("H", "two city caps"),
            ("J", "city cap with curved road"),
            ("L", "city cap with road junction"),
            ("N", "city corner"),
            ("R", "three-sided city"),
            ("S", "three-sided city with road and pennant"),
            ("U", "straight road"),
            ("V", "curved road"),
            ("W", "road junction"),
            ("X", "crossroads"),
            ("IC.1", "cathedral city"),
            ("IC.15", "inn on straight road"),
            ("IC.17", "two curved roads"),
            ("TB.24", "road crossing"),
            ("R1.a", "river spring"),
            ("R1.c", "river with two city caps"),
            ("R1.d", "river"),
            ("R1.g", "river bend"),
            ("R2.d", "river fork"),
            ("TB.2", "city corner with wine"),
            ("U.w2", "straight road with wheel 2"),
            ("X.w1", "crossroads with wheel 1"),
        ] {
            assert_eq!(words(name), want, "{name}");
        }
    }

    #[test]
    fn over_hill_and_dale_tiles_speak_of_fields_paths_meadow_harvests_and_animals() {
        for (name, want) in [
            ("OHD.1a", "straight path"),
            ("OHD.1c", "straight path with two sheep"),
            ("OHD.3a", "path junction with rooster"),
            ("OHD.4", "crossroads with rooster"),
            ("OHD.6a", "small field with apple"),
            ("OHD.7a", "two small fields with sunflower and grain"),
            ("OHD.12", "big field with scarecrow"),
            ("OHD.13c", "field corner with curved path and horse"),
            ("OHD.21b", "meadow with horse, cow and rooster"),
        ] {
            assert_eq!(words(name), want, "{name}");
        }
    }

    #[test]
    fn every_tile_gets_words_and_never_its_id() {
        for def in &catalogue().tiles {
            let w = tile_words(def.id);
            assert!(!w.is_empty(), "{}", def.name);
            // Words only: ids are capitals, digits and dots ("IC.5", "R1.a"); a number alone
            // is the wheel number a player reads off the tile ("wheel 2").
            assert!(
                w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || " -,".contains(c)),
                "{}: {w:?}",
                def.name
            );
        }
    }
}
