//! The lobby, the commands' replies and refusals, and the commands themselves in the players'
//! languages (issue 25): a lobby opens in the server's language, its host switches it with the
//! language menu, every private reply is in the reader's language, and Discord's clients see
//! the commands localized.

mod support;

use serde_json::Value;
use support::fake::store::StoredMessage;
use support::{Harness, User};

/// Sets a user's client language, as Discord reports it on their interactions.
fn set_locale(h: &Harness, user: &User, locale: &str) {
    h.fake
        .shared
        .with(|w| w.locales.insert(user.id, locale.to_owned()));
}

fn set_server_locale(h: &Harness, locale: &str) {
    h.fake.shared.with(|w| w.guild_locale = locale.to_owned());
}

/// Everything a player reads on a message: its text, its buttons' labels and menus' options.
fn words(m: &StoredMessage) -> String {
    let mut all = vec![m.content.clone()];
    all.extend(m.labels());
    for row in &m.components {
        for c in row["components"].as_array().into_iter().flatten() {
            for o in c["options"].as_array().into_iter().flatten() {
                all.push(o["label"].as_str().unwrap_or_default().to_owned());
            }
        }
    }
    all.join("\n")
}

fn assert_has(text: &str, wanted: &[&str]) {
    for w in wanted {
        assert!(text.contains(w), "{w:?} missing from:\n{text}");
    }
}

fn assert_lacks(text: &str, unwanted: &[&str]) {
    for w in unwanted {
        assert!(!text.contains(w), "{w:?} left in:\n{text}");
    }
}

/// English words of the lobby, none of which a lobby in another language may show.
const ENGLISH_LOBBY: &[&str] = &[
    "looking for players",
    "Host:",
    "Rules:",
    "Players (",
    "Press",
    "Join",
    "Leave",
    "**Start**",
    "Cancel",
    "Remove AI",
    "Quick game",
    "Tile counter",
    "Hints",
    "Add AI",
    "AI level",
    "Medium",
    "Farmers",
    ": on",
    ": off",
    "yellow",
    "Reminder",
    "base game",
    "Language of the game",
];

/// The custom_id of the lobby's language menu.
fn language_menu(lobby: &StoredMessage) -> String {
    lobby
        .custom_ids()
        .into_iter()
        .find(|id| id.ends_with(":lang"))
        .unwrap_or_else(|| panic!("the lobby has no language menu: {:?}", lobby.custom_ids()))
}

/// The options of the language menu, as (label, value, chosen).
fn language_options(lobby: &StoredMessage) -> Vec<(String, String, bool)> {
    let menu = lobby.component(&language_menu(lobby)).expect("the menu");
    menu["options"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|o| {
            (
                o["label"].as_str().unwrap_or_default().to_owned(),
                o["value"].as_str().unwrap_or_default().to_owned(),
                o["default"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

#[tokio::test]
async fn a_lobby_opens_in_the_servers_language() {
    let h = Harness::start().await;
    set_server_locale(&h, "de");
    let alice = h.user("alice");
    let lobby = alice
        .slash_message(h.general(), "carcassonne start", &[])
        .await;
    let text = words(&lobby);
    assert_has(
        &text,
        &[
            "ein neues Spiel sucht Mitspieler",
            "Gastgeber: ",
            "Regeln: ",
            "Spieler (1/8)",
            "(gelb)",
            "Beitreten",
            "Verlassen",
            "Starten",
            "Abbrechen",
            "KI hinzu: Mittel",
            "KI-Stufe",
            "Bauern: an",
            "Der Abt: aus",
            "Sprache des Spiels",
        ],
    );
    assert_lacks(&text, ENGLISH_LOBBY);
    // The menu offers every language by its own name, the game's chosen.
    let options = language_options(&lobby);
    let labels: Vec<&str> = options.iter().map(|(l, _, _)| l.as_str()).collect();
    assert_eq!(
        labels,
        ["English", "Deutsch", "Français", "Español", "Polski"]
    );
    let chosen: Vec<&str> = options
        .iter()
        .filter(|(_, _, on)| *on)
        .map(|(_, v, _)| v.as_str())
        .collect();
    assert_eq!(chosen, ["de"]);

    // The `language:` option still beats the server's.
    let other = h.channel("other");
    let lobby = alice
        .slash_message(other, "carcassonne start", &[("language", "Español")])
        .await;
    assert_has(
        &words(&lobby),
        &["una partida nueva busca jugadores", "Unirse"],
    );
    // ("Cancelar" holds "Cancel".)
    let english: Vec<&str> = ENGLISH_LOBBY
        .iter()
        .copied()
        .filter(|w| *w != "Cancel")
        .collect();
    assert_lacks(&words(&lobby), &english);
    assert!(lobby.labels().contains(&"Cancelar".to_owned()));
}

#[tokio::test]
async fn the_host_switches_the_lobby_to_polish_and_others_are_refused_in_their_language() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    set_locale(&h, &bob, "de");
    set_locale(&h, &carol, "fr");
    let lobby = h.open_lobby(&alice).await;
    assert!(
        lobby.content.contains("looking for players"),
        "{}",
        lobby.content
    );
    let menu = language_menu(&lobby);

    // The host chooses Polish: the lobby reads Polish, its menu too.
    let switched = alice.select(&lobby, &menu, &["pl"]).await.message();
    let text = words(&switched);
    assert_has(
        &text,
        &[
            "nowa gra szuka graczy",
            "Gospodarz: ",
            "Gracze (1/8)",
            "(żółty)",
            "Dołącz",
            "Rozpocznij",
            "Dodaj AI: Średni",
            "Chłopi: wł.",
            "Język gry",
        ],
    );
    assert_lacks(&text, ENGLISH_LOBBY);
    assert_lacks(&text, &["Beitreten", "Gastgeber"]);
    let chosen: Vec<String> = language_options(&switched)
        .into_iter()
        .filter(|(_, _, on)| *on)
        .map(|(_, v, _)| v)
        .collect();
    assert_eq!(chosen, ["pl"]);

    // Someone else may not choose: bob is told so in German, and nothing changes.
    let refused = bob.select(&switched, &menu, &["fr"]).await.ephemeral_text();
    assert_eq!(
        refused,
        format!("Das kann nur der Gastgeber, {}.", alice.mention())
    );
    assert!(h
        .message(lobby.id)
        .content
        .contains("nowa gra szuka graczy"));

    // carol's client is French: her refusals are French in the Polish lobby.
    let join = switched
        .custom_ids()
        .into_iter()
        .find(|id| id.ends_with(":join"))
        .expect("Join");
    carol.click(&switched, &join).await;
    let joined = h.message(lobby.id);
    assert!(
        joined.content.contains(&carol.mention()),
        "{}",
        joined.content
    );
    assert!(
        joined.content.contains("Gracze (2/8)"),
        "{}",
        joined.content
    );
    let again = carol.click(&joined, &join).await.ephemeral_text();
    assert_eq!(again, "Tu es déjà dans ce salon d'attente.");
    let panel = join.replace(":join", ":panel");
    let wrong = carol.press_forged(&joined, &panel).await.ephemeral_text();
    assert_eq!(
        wrong,
        "Je ne peux pas utiliser cette commande : ce n'est pas un bouton du salon d'attente."
    );
    let later = join.replace(":0:join", ":4:join");
    let early = carol.press_forged(&joined, &later).await.ephemeral_text();
    assert_eq!(
        early,
        "Je ne peux pas utiliser cette commande : cette partie n'a pas encore commencé."
    );
    // Starting with too few players is refused to bob in German, before he joins.
    let start = join.replace(":join", ":start");
    let not_host = bob.press_forged(&joined, &start).await.ephemeral_text();
    assert!(
        not_host.starts_with("Das kann nur der Gastgeber"),
        "{not_host}"
    );

    // The game starts in Polish: the lobby closes in Polish.
    alice.click(&joined, "Rozpocznij").await;
    let closed = h.message(lobby.id);
    assert_has(
        &words(&closed),
        &["gra się rozpoczęła", "Gracze w kolejności tur", "Dołącz"],
    );
    assert_lacks(&words(&closed), &["has started", "turn order", "Join"]);
}

#[tokio::test]
async fn a_players_own_language_beats_their_clients_until_they_go_back_to_automatic() {
    let h = Harness::start().await;
    let alice = h.user("alice");
    let set = alice
        .slash_text(
            h.general(),
            "carcassonne settings",
            &[("language", "Deutsch")],
        )
        .await;
    assert!(
        set.starts_with("Ab jetzt antworte ich dir auf Deutsch"),
        "{set}"
    );
    // Her client is en-US, the server English: the bot answers her in German.
    let none = alice
        .slash_text(h.general(), "carcassonne status", &[])
        .await;
    assert_eq!(
        none,
        "In diesem Kanal gibt es kein Spiel; starte eines mit `/carcassonne start`."
    );
    let refused = alice
        .slash_text(
            h.general(),
            "carcassonne start",
            &[("tiles", "5"), ("quick", "false")],
        )
        .await;
    assert!(
        refused.contains("legt fest, wie viele Plättchen"),
        "{refused}"
    );
    let unknown = alice
        .slash_text(h.general(), "carcassonne start", &[("game", "chess")])
        .await;
    assert!(
        unknown.starts_with("Es gibt kein Spiel „chess“"),
        "{unknown}"
    );
    let unknown = alice
        .slash_text(h.general(), "carcassonne start", &[("rules", "dragons")])
        .await;
    assert!(
        unknown.starts_with("Unbekannte Regeln „dragons“"),
        "{unknown}"
    );
    // The lobby she opens is the server's language all the same: it is the channel's.
    let lobby = h.open_lobby(&alice).await;
    assert!(
        lobby.content.contains("looking for players"),
        "{}",
        lobby.content
    );
    // So is the cancellation the channel reads.
    let cancelled = alice
        .slash_message(h.general(), "carcassonne cancel", &[])
        .await;
    assert_eq!(
        cancelled.content,
        format!(
            "**Carcassonne**: the game was cancelled by {}.",
            alice.mention()
        )
    );

    let back = alice
        .slash_text(
            h.general(),
            "carcassonne settings",
            &[("language", "Automatic")],
        )
        .await;
    assert_eq!(
        back,
        "I answer you in your Discord's language again (now English)."
    );
    let none = alice
        .slash_text(h.general(), "carcassonne status", &[])
        .await;
    assert_eq!(
        none,
        "There is no game in this channel; start one with `/carcassonne start`."
    );
    // A Polish client then reads Polish.
    set_locale(&h, &alice, "pl");
    let none = alice.slash_text(h.general(), "carcassonne log", &[]).await;
    assert!(none.starts_with("Na tym kanale nie rozegrano"), "{none}");
}

/// The registered command, its subcommand `sub` and that one's option `option`.
fn node<'a>(command: &'a Value, path: &[&str]) -> &'a Value {
    let mut node = command;
    for name in path {
        node = node["options"]
            .as_array()
            .and_then(|o| o.iter().find(|o| o["name"] == *name))
            .unwrap_or_else(|| panic!("no {name} in {node}"));
    }
    node
}

fn localized<'a>(node: &'a Value, field: &str, locale: &str) -> &'a str {
    node[field][locale]
        .as_str()
        .unwrap_or_else(|| panic!("no {locale} {field} in {node}"))
}

/// Checks a registered command or option and everything under it against Discord's rules.
fn check_localized(node: &Value, locales: &[&str], seen: &mut usize) {
    let name = node["name"].as_str().unwrap_or_default();
    for locale in locales {
        let local = localized(node, "name_localizations", locale);
        assert!(
            (1..=32).contains(&local.chars().count())
                && local.chars().all(|c| c == '-'
                    || c == '_'
                    || c.is_numeric()
                    || (c.is_alphabetic() && !c.is_uppercase())),
            "{name} in {locale}: {local:?}"
        );
        let said = localized(node, "description_localizations", locale);
        assert!(
            (1..=100).contains(&said.chars().count()),
            "{name} in {locale}: {said:?}"
        );
        *seen += 1;
    }
    for choice in node["choices"].as_array().into_iter().flatten() {
        for locale in locales {
            assert!(
                choice["name_localizations"][locale].is_string(),
                "choice {} of {name} in {locale}",
                choice["name"]
            );
        }
    }
    let options = node["options"].as_array().cloned().unwrap_or_default();
    for locale in locales {
        let mut names: Vec<&str> = options
            .iter()
            .map(|o| localized(o, "name_localizations", locale))
            .collect();
        let count = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), count, "the options of {name} in {locale}");
    }
    for option in &options {
        check_localized(option, locales, seen);
    }
}

#[tokio::test]
async fn discords_clients_see_the_commands_in_their_language() {
    let h = Harness::start().await;
    let commands = h.guild_commands();
    let group = commands
        .iter()
        .find(|c| c["name"] == "carcassonne")
        .expect("/carcassonne");
    let locales = ["de", "fr", "es-ES", "es-419", "pl"];
    let mut seen = 0;
    check_localized(group, &locales, &mut seen);
    // The group, 12 subcommands and their options, in five locales.
    assert!(seen >= 5 * 30, "{seen}");

    // German names are those of the catalogue; English stays the code's.
    assert_eq!(localized(group, "name_localizations", "de"), "carcassonne");
    let start = node(group, &["start"]);
    assert_eq!(localized(start, "name_localizations", "de"), "starten");
    assert_eq!(
        localized(start, "description_localizations", "de"),
        "Eröffne eine Lobby für ein neues Spiel in diesem Kanal."
    );
    assert_eq!(
        start["description"],
        "Open a lobby for a new game in this channel."
    );
    let cases = [
        (&["start", "tiles"][..], "plättchen"),
        (&["start", "undo_seconds"][..], "rücknahme_sekunden"),
        (&["start", "tile_counter"][..], "plättchenzähler"),
        (&["settings"][..], "einstellungen"),
        (&["settings", "language"][..], "sprache"),
        (&["rules"][..], "regeln"),
        (&["gallery", "game"][..], "spiel"),
    ];
    for (path, german) in cases {
        assert_eq!(
            localized(node(group, path), "name_localizations", "de"),
            german,
            "{path:?}"
        );
    }
    assert_eq!(
        localized(node(group, &["hint"]), "name_localizations", "pl"),
        "podpowiedź"
    );
    assert_eq!(
        localized(node(group, &["log"]), "name_localizations", "es-419"),
        "registro"
    );
    let choices = node(group, &["settings", "language"])["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let auto = choices
        .iter()
        .find(|c| c["name"] == "Automatic")
        .expect("Automatic");
    assert_eq!(auto["name_localizations"]["de"], "Automatisch");
    assert_eq!(auto["name_localizations"]["pl"], "Automatycznie");
    let polski = choices
        .iter()
        .find(|c| c["name"] == "Polski")
        .expect("Polski");
    assert_eq!(polski["name_localizations"]["fr"], "Polski");

    // The options are still typed by their English names, as Discord sends them.
    let alice = h.user("alice");
    set_locale(&h, &alice, "de");
    let text = alice
        .slash_text(h.general(), "carcassonne tiles", &[])
        .await;
    assert_eq!(
        text,
        "In diesem Kanal gibt es kein Spiel; starte eines mit `/carcassonne start`."
    );
}

#[tokio::test]
async fn a_full_lobby_offers_the_language_as_a_button_that_moves_to_the_next() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    set_locale(&h, &bob, "pl");
    // Every expansion on: its switches, Rules and a row of readings fill Discord's five rows.
    let lobby = alice
        .slash_message(
            h.general(),
            "carcassonne start",
            &[("rules", "farmers,abbot,river1,inns,traders,hills,wheel")],
        )
        .await;
    assert_eq!(lobby.components.len(), 5, "{:?}", lobby.custom_ids());
    assert!(
        !lobby
            .custom_ids()
            .iter()
            .any(|id| id.ends_with(":lang") && lobby.component(id).is_some_and(|c| c["type"] == 3)),
        "no room for the menu"
    );
    assert!(
        lobby.labels().contains(&"🌐 English".to_owned()),
        "{:?}",
        lobby.labels()
    );

    // The host presses it: German, then French.
    let german = alice.click(&lobby, "🌐 English").await.message();
    assert!(german.content.contains("Gastgeber"), "{}", german.content);
    assert!(german.labels().contains(&"🌐 Deutsch".to_owned()));
    let french = alice.click(&german, "🌐 Deutsch").await.message();
    assert!(french.labels().contains(&"🌐 Français".to_owned()));

    // Anyone else is refused in their own language, and the lobby stays French.
    let refused = bob.click(&french, "🌐 Français").await.ephemeral_text();
    assert!(refused.contains("gospodarz"), "{refused}");
    assert!(h
        .message(lobby.id)
        .labels()
        .contains(&"🌐 Français".to_owned()));
}
