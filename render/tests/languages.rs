//! Pictures in the game's language: the same board, close-up, tile list and wheel drawn in
//! German and Polish differ from English and still decode; tiles are named in each language
//! with none of English's words left. Writes the German and Polish pictures to
//! /tmp/i18n-pictures for a person to look at.

mod common;

use carcassonne_engine::random::random_game;
use carcassonne_engine::tiles::catalogue;
use carcassonne_engine::{Action, Expansion, Game, GameConfig, GameKind};
use carcassonne_render::i18n::Lang;
use carcassonne_render::{tile_words, BoardOptions, Renderer};
use common::{decode, renderer};

/// A Wheel of Fortune game a few turns in, stopped where the drawn tile was just placed.
fn wheel_game() -> Game {
    let config = GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(3, [])
    };
    let mut game = random_game(config, 7, Some(6)).expect("game");
    let place = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Place(_)))
        .expect("the drawn tile fits somewhere");
    game.apply(place).expect("legal");
    game
}

fn board(r: &Renderer, game: &Game, lang: Lang) -> Vec<u8> {
    let opts = BoardOptions {
        player_names: vec!["Łucja Żółć".into(), "Jürgen Größe".into(), String::new()],
        mark_legal: true,
        show_drawn_tile: true,
        lang,
        ..BoardOptions::default()
    };
    r.render_board(game, &opts).expect("board")
}

fn a_base_game() -> Game {
    random_game(
        GameConfig::with_rules(2, [Expansion::River1, Expansion::Inns, Expansion::Traders]),
        3,
        Some(10),
    )
    .expect("game")
}

#[test]
fn pictures_in_german_and_polish_differ_from_english_and_decode() {
    let r = renderer();
    let wheel = wheel_game();
    let base = a_base_game();
    let tiles = base.unseen_tiles();
    let pictures = |lang: Lang| -> Vec<(&'static str, Vec<u8>)> {
        vec![
            ("wheel board", board(&r, &wheel, lang)),
            ("closeup", r.render_closeup(&wheel, lang).expect("closeup")),
            (
                "tile list",
                r.render_tiles(&tiles, "", lang).expect("tiles"),
            ),
            (
                "gallery",
                r.render_game_gallery(GameKind::WheelOfFortune, lang)
                    .expect("gallery"),
            ),
            (
                "rules",
                r.rules_picture("wheel", lang)
                    .expect("drawn")
                    .expect("named"),
            ),
        ]
    };
    let english = pictures(Lang::En);
    for lang in [Lang::De, Lang::Pl, Lang::Fr, Lang::Es] {
        for ((name, png), (_, en)) in pictures(lang).into_iter().zip(&english) {
            assert_ne!(&png, en, "the {name} in {lang:?} is the English one");
            let img = decode(&png);
            assert!(img.width() > 0 && img.height() > 0, "{name}");
        }
    }
    let dir = std::path::Path::new("/tmp/i18n-pictures");
    if std::fs::create_dir_all(dir).is_ok() {
        for lang in [Lang::De, Lang::Pl] {
            let code = lang.code();
            let mut all = pictures(lang);
            all.push(("base board", board(&r, &base, lang)));
            for (name, png) in all {
                let file = format!("{code}-{}.png", name.replace(' ', "-"));
                let _ = std::fs::write(dir.join(file), png);
            }
        }
    }
}

/// English words of tile names that a translation must not leave behind.
const ENGLISH: [&str; 14] = [
    "city",
    "road",
    "with",
    "cap",
    "curved",
    "straight",
    "monastery",
    "pennant",
    "corner",
    "junction",
    "river",
    "field",
    "path",
    "and",
];

#[test]
fn tiles_are_named_in_each_language_without_english_words() {
    for (lang, native) in [
        (Lang::De, ["Stadt", "Straße", "mit", "Kloster"]),
        (Lang::Pl, ["miast", "drog", "z ", "klasztor"]),
        (Lang::Fr, ["ville", "route", "avec", "abbaye"]),
        (Lang::Es, ["ciudad", "camino", "con", "monasterio"]),
    ] {
        let mut all = String::new();
        for def in &catalogue().tiles {
            let words = tile_words(def.id, lang);
            assert!(!words.is_empty(), "{}", def.name);
            for english in ENGLISH {
                let found = words
                    .split(|c: char| !c.is_alphanumeric() && c != '-')
                    .any(|w| w == english);
                assert!(!found, "{lang:?} {}: {words:?} has {english:?}", def.name);
            }
            all.push_str(&words);
            all.push('\n');
        }
        for word in native {
            assert!(all.contains(word), "{lang:?} never says {word:?}");
        }
    }
    let j = carcassonne_engine::tiles::by_name("J").expect("J");
    assert_eq!(tile_words(j, Lang::De), "Stadtteil mit Straßenkurve");
    assert_eq!(tile_words(j, Lang::Pl), "fragment miasta z zakrętem drogi");
    assert_eq!(tile_words(j, Lang::En), "city cap with curved road");
}
