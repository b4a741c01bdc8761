use super::*;
use crate::discord::control::Control;
use carcassonne_engine::GameConfig;

use crate::store::{GameRow, GameStatus, SeatRow, Settings};

fn lobby(players: usize) -> LoadedGame {
    let seats = (0..players)
        .map(|i| SeatRow {
            game_id: 3,
            seat: i as u32,
            user_id: 100 + i as u64,
            display_name: format!("p{i}"),
            colour: crate::store::COLOURS[i].into(),
            dm_opt_in: false,
            removed: false,
            joined_at: 0,
            ai: None,
        })
        .collect();
    LoadedGame {
        row: GameRow {
            id: 3,
            guild_id: None,
            channel_id: 9,
            host_id: 100,
            status: GameStatus::Lobby,
            broken_reason: None,
            config: String::new(),
            seed: 1,
            version: 0,
            turn: 0,
            state: None,
            base_state: None,
            base_version: 0,
            created_at: 0,
            updated_at: 0,
        },
        seats,
        settings: Settings::default(),
        config: GameConfig::default(),
        game: None,
    }
}

#[test]
fn lists_players_with_colours_and_closes_join_when_full() {
    let two = lobby(2);
    let text = content(&two);
    assert!(
        text.contains("<@100> (yellow)") && text.contains("<@101> (red)"),
        "{text}"
    );
    assert!(text.contains("Farmers"), "{text}");
    let full = serde_json::to_value(rows(&lobby(carcassonne_engine::MAX_PLAYERS), Level::Medium))
        .expect("serialises");
    assert_eq!(full[0]["components"][0]["disabled"], true);
    let open = serde_json::to_value(rows(&two, Level::Medium)).expect("serialises");
    assert_eq!(open[0]["components"][0]["disabled"], false);
    assert_eq!(open[0]["components"][0]["custom_id"], "cc:3:0:join");
    let switches = open[2]["components"].as_array().expect("expansion row");
    let labels: Vec<&str> = switches
        .iter()
        .filter_map(|b| b["label"].as_str())
        .collect();
    assert_eq!(
        labels,
        [
            "Farmers: on",
            "The Abbot: off",
            "The River: off",
            "The River II: off",
            "Inns & Cathedrals: off"
        ]
    );
    assert_eq!(switches[1]["custom_id"], "cc:3:0:rule.abbot");
    assert_eq!(
        Control::parse("rule.abbot"),
        Some(Control::Rule(Expansion::Abbot))
    );
    assert_eq!(Control::parse("rule.dragons"), None);
}

#[test]
fn an_over_hill_and_dale_lobby_seats_five_and_offers_no_expansions() {
    let ohd = |players: usize| {
        let mut loaded = lobby(players);
        loaded.config = GameConfig {
            game: GameKind::OverHillAndDale,
            ..GameConfig::with_rules(2, [])
        };
        loaded
    };
    let text = content(&ohd(2));
    assert!(text.contains("Players (2/5)"), "{text}");
    assert!(text.contains("(2 to 5 players)"), "{text}");
    assert!(text.contains("Over Hill and Dale"), "{text}");
    assert!(!text.contains("expansions"), "{text}");
    let open = serde_json::to_value(rows(&ohd(4), Level::Medium)).expect("serialises");
    // Seats, settings, the rules and the language: a separate game takes no Carcassonne
    // expansion.
    assert_eq!(open.as_array().map(Vec::len), Some(4), "{open}");
    assert_eq!(open[3]["components"][0]["custom_id"], "cc:3:0:lang");
    assert_eq!(open[2]["components"][0]["custom_id"], "cc:3:0:rules");
    assert!(!open.to_string().contains("rule."), "{open}");
    assert_eq!(open[0]["components"][0]["disabled"], false);
    let full = serde_json::to_value(rows(&ohd(5), Level::Medium)).expect("serialises");
    assert_eq!(full[0]["components"][0]["disabled"], true, "Join");
    assert_eq!(full[1]["components"][3]["disabled"], true, "Add AI");
    // Carcassonne still seats eight.
    assert!(content(&lobby(5)).contains("Players (5/8)"));
}

/// Discord allows 5 rows of at most 5 buttons: every game's lobby, with every expansion on
/// (each brings its switch and its readings), must fit them and still offer the rules.
#[test]
fn every_lobby_fits_discords_rows_and_offers_the_rules() {
    let mut configs: Vec<GameConfig> = GameKind::all()
        .iter()
        .map(|&game| GameConfig {
            game,
            ..GameConfig::with_rules(2, [])
        })
        .collect();
    configs.push(GameConfig::with_rules(
        2,
        Expansion::offered().collect::<Vec<_>>(),
    ));
    configs.extend(Expansion::offered().map(|e| GameConfig::with_rules(2, [e])));
    for config in configs {
        let mut loaded = lobby(3);
        loaded.config = config.clone();
        let json = serde_json::to_value(rows(&loaded, Level::Medium)).expect("serialises");
        let rows = json.as_array().expect("rows");
        assert!(rows.len() <= 5, "{config:?}: {} rows", rows.len());
        for row in rows {
            let n = row["components"].as_array().map_or(0, Vec::len);
            assert!((1..=5).contains(&n), "{config:?}: a row of {n}");
        }
        let rules = rows
            .iter()
            .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
            .filter(|b| b["custom_id"] == "cc:3:0:rules" && b["label"] == RULES_LABEL)
            .count();
        assert_eq!(rules, 1, "{config:?}");
        let switches = json.to_string().matches(":rule.").count();
        let offered = if config.game == GameKind::Carcassonne {
            Expansion::offered().count()
        } else {
            0
        };
        assert_eq!(switches, offered, "{config:?}: every switch still shows");
    }
}

/// Every word a player reads on the lobby: its text and its controls' labels.
fn lobby_words(loaded: &LoadedGame) -> String {
    let rows = serde_json::to_value(rows(loaded, Level::Medium)).expect("serialises");
    let mut words = vec![content(loaded)];
    for row in rows.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            for field in ["label", "placeholder"] {
                if let Some(w) = c[field].as_str() {
                    words.push(w.to_owned());
                }
            }
        }
    }
    words.join("\n")
}

const ENGLISH: &[&str] = &[
    "looking for players",
    "Host:",
    "Players (",
    "Press",
    "Join",
    "Leave",
    "**Start**",
    "Cancel",
    "Quick game",
    "Tile counter",
    "Hints",
    "Add AI",
    "AI level",
    "Farmers",
    ": on",
    ": off",
    "yellow",
    "computer",
];

#[test]
fn the_lobby_speaks_the_games_language() {
    let mut german = lobby(2);
    german.settings.language = Lang::De;
    german.seats[1].ai = Some(Level::Hard);
    let words = lobby_words(&german);
    for word in [
        "**Carcassonne**: ein neues Spiel sucht Mitspieler.",
        "Gastgeber: <@100>",
        "Spieler (2/8):",
        "- <@100> (gelb)",
        "(rot, Computer)",
        "Drücke **Beitreten**",
        "(2 bis 8 Spieler)",
        "Beitreten",
        "KI entfernen",
        "Schnelles Spiel: aus",
        "Plättchenzähler: an",
        "KI hinzu: Mittel",
        "Bauern: an",
        "Regeln",
        "Sprache des Spiels",
    ] {
        assert!(words.contains(word), "{word:?} missing:\n{words}");
    }
    for word in ENGLISH {
        assert!(!words.contains(word), "{word:?} left:\n{words}");
    }
    let mut polish = lobby(3);
    polish.settings.language = Lang::Pl;
    let words = lobby_words(&polish);
    for word in [
        "nowa gra szuka graczy",
        "Gracze (3/8)",
        "(zielony)",
        "Dołącz",
        "Chłopi: wł.",
    ] {
        assert!(words.contains(word), "{word:?} missing:\n{words}");
    }
    for word in ENGLISH {
        assert!(!words.contains(word), "{word:?} left:\n{words}");
    }
    let started = started(&polish);
    assert!(
        started.starts_with("**Carcassonne**: gra się rozpoczęła."),
        "{started}"
    );
    assert!(started.contains("<@101> (czerwony)"), "{started}");
    let closed = serde_json::to_string(&closed_rows(&polish)).expect("serialises");
    assert!(
        closed.contains("Rozpocznij") && !closed.contains("Start"),
        "{closed}"
    );
}

#[test]
fn the_language_menu_offers_every_language_and_marks_the_games() {
    let mut french = lobby(2);
    french.settings.language = Lang::Fr;
    let json = serde_json::to_value(rows(&french, Level::Medium)).expect("serialises");
    let menu = json
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["custom_id"] == "cc:3:0:lang")
        .expect("a language menu");
    assert_eq!(menu["placeholder"], "Langue de la partie");
    let options: Vec<(&str, &str, bool)> = menu["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|o| {
            (
                o["label"].as_str().unwrap_or_default(),
                o["value"].as_str().unwrap_or_default(),
                o["default"].as_bool().unwrap_or(false),
            )
        })
        .collect();
    assert_eq!(
        options,
        [
            ("English", "en", false),
            ("Deutsch", "de", false),
            ("Français", "fr", true),
            ("Español", "es", false),
            ("Polski", "pl", false),
        ]
    );
}

#[test]
fn a_rematch_keeps_its_call_when_the_lobby_changes_language() {
    let mut last = lobby(3);
    last.row.status = GameStatus::Finished;
    let mut new = lobby(1);
    let shown = rematch_content(&new, &last);
    assert!(
        shown.starts_with("**Rematch!** Same rules as the last game. <@101> and <@102>: press"),
        "{shown}"
    );
    // The host switched the lobby to German, and p1 joined.
    new.settings.language = Lang::De;
    new.seats = lobby(2).seats;
    let after = content_after(&new, &shown);
    assert!(
        after.starts_with(
            "**Revanche!** Dieselben Regeln wie im letzten Spiel. <@102>: drückt **Beitreten**"
        ),
        "{after}"
    );
    // A German rematch read back in Polish still knows whom it called.
    new.settings.language = Lang::Pl;
    new.seats = lobby(3).seats;
    let after = content_after(&new, &after);
    assert!(
        after.starts_with(
            "**Rewanż!** Te same zasady co w ostatniej grze. Wszyscy wezwani dołączyli."
        ),
        "{after}"
    );
}
