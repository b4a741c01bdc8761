//! The rules help through the fake Discord: `/carcassonne rules` tells the rules of the game in
//! the channel (a running game's or an open lobby's, exactly its expansions) with the pictures
//! of what it plays, privately and within Discord's limits; without a game it tells the game
//! the `game:` option names. The lobby's Rules button follows the lobby's expansions as the
//! host switches them, and the first turn's Rules button answers anyone privately and changes
//! nothing.

mod support;

use carcassonne_bot::store::Settings;
use carcassonne_engine::{Expansion, GameConfig, GameKind};
use support::fake::store::StoredMessage;
use support::{Harness, Reply, User};

/// The messages of a private answer, each checked to be private to `user`.
fn answer(reply: &Reply, user: &User) -> Vec<StoredMessage> {
    let mut all = vec![reply.message()];
    all.extend(reply.followups.iter().cloned());
    for m in &all {
        assert_eq!(
            m.ephemeral_to,
            Some(user.id),
            "a rules answer is private: {:?}",
            m.content
        );
    }
    all
}

/// Everything the answer says: contents, embed titles and descriptions.
fn words(all: &[StoredMessage]) -> String {
    let mut out = String::new();
    for m in all {
        out.push_str(&m.content);
        out.push('\n');
        for e in &m.embeds {
            for key in ["title", "description"] {
                out.push_str(e[key].as_str().unwrap_or_default());
                out.push('\n');
            }
        }
    }
    out
}

/// The pictures the answer shows, by file name, each decoded and checked phone-sized, and
/// each shown inside an embed.
fn pictures(all: &[StoredMessage]) -> Vec<String> {
    let mut names = Vec::new();
    for m in all {
        let shown: Vec<&str> = m
            .embeds
            .iter()
            .filter_map(|e| e["image"]["url"].as_str())
            .collect();
        for a in &m.attachments {
            let img = m.png(&a.filename);
            assert!(img.width() <= 600, "{}: {} wide", a.filename, img.width());
            assert!(
                a.bytes.len() < 100_000,
                "{}: {} bytes",
                a.filename,
                a.bytes.len()
            );
            let url = format!("attachment://{}", a.filename);
            assert!(
                shown.contains(&url.as_str()),
                "{} is in no embed",
                a.filename
            );
            names.push(a.filename.clone());
        }
    }
    names
}

fn settings() -> Settings {
    Settings {
        undo_secs: 0,
        ..Settings::default()
    }
}

fn game_of(kind: GameKind) -> GameConfig {
    GameConfig {
        game: kind,
        ..GameConfig::with_rules(2, [])
    }
}

#[tokio::test]
async fn an_over_hill_and_dale_game_is_told_with_hikes_harvest_and_stables_and_their_pictures() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    h.seeded_game(
        [&alice, &bob],
        game_of(GameKind::OverHillAndDale),
        settings(),
        3,
    )
    .await;
    // Asked by someone who does not play, with another game named: the channel's game wins.
    let reply = carol
        .slash(
            h.general(),
            "carcassonne rules",
            &[("game", "wheel-of-fortune")],
        )
        .await;
    let all = answer(&reply, &carol);
    let text = words(&all);
    assert!(
        text.contains("Rules of Carcassonne – Over Hill and Dale** (this channel's game)"),
        "{text}"
    );
    for word in [
        "wanderer",
        "hike",
        "harvest",
        "stable",
        "meeple",
        "scarecrow",
        "animal",
    ] {
        assert!(text.contains(word), "{word}: {text}");
    }
    assert!(!text.contains("follower"), "its own words: {text}");
    assert!(!text.contains("Fortune"), "not the game named: {text}");
    assert_eq!(pictures(&all), ["hike.png", "stable.png"]);
    assert!(
        text.contains("No meeple"),
        "the bot's help in the game's words"
    );
}

#[tokio::test]
async fn a_wheel_of_fortune_game_is_told_with_crowns_the_pig_the_plague_and_the_six_actions() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.seeded_game(
        [&alice, &bob],
        game_of(GameKind::WheelOfFortune),
        settings(),
        4,
    )
    .await;
    let reply = bob.slash(h.general(), "carcassonne rules", &[]).await;
    let all = answer(&reply, &bob);
    let text = words(&all);
    for word in [
        "crown",
        "the pig",
        "plague",
        "Fortune",
        "Taxes",
        "Famine",
        "Storm",
        "Inquisition",
        "Plague",
        "Farmers",
    ] {
        assert!(text.contains(word), "{word}: {text}");
    }
    assert_eq!(pictures(&all), ["wheel.png"]);
}

/// The lobby's Rules button tells the lobby's rules as they stand, to anyone, privately.
#[tokio::test]
async fn the_lobby_rules_follow_the_expansions_the_host_switches() {
    let h = Harness::start().await;
    let (alice, dave) = (h.user("alice"), h.user("dave"));
    let lobby = h.open_lobby(&alice).await;
    alice.click(&lobby, "Traders & Builders: off").await;
    let lobby = h.message(lobby.id);
    assert!(lobby.is_enabled("Traders & Builders: on"));
    let before = h.messages(h.general()).len();
    let reply = dave.click(&lobby, "Rules").await;
    let all = answer(&reply, &dave);
    let text = words(&all);
    assert!(
        text.contains(
            "Rules of Carcassonne with Farmers and Traders & Builders** (this lobby's game)"
        ),
        "{text}"
    );
    assert!(
        text.contains("double turn") && text.contains("builder"),
        "{text}"
    );
    assert_eq!(pictures(&all), ["builder.png"]);
    // Pressing it changed nothing public.
    let after = h.message(lobby.id);
    assert_eq!(
        after.revision, lobby.revision,
        "the lobby message is untouched"
    );
    assert_eq!(h.messages(h.general()).len(), before);

    alice.click(&after, "Traders & Builders: on").await;
    let lobby = h.message(lobby.id);
    let reply = dave.click(&lobby, "Rules").await;
    let all = answer(&reply, &dave);
    let text = words(&all);
    assert!(!text.contains("builder"), "{text}");
    assert!(text.contains("Farmers"), "{text}");
    assert!(pictures(&all).is_empty());
}

#[tokio::test]
async fn the_first_turn_offers_the_rules_and_a_stranger_pressing_them_changes_nothing() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    let lobby = h.open_lobby(&alice).await;
    alice.click(&lobby, "Hills & Sheep: off").await;
    bob.click(&lobby, "Join").await;
    alice.click(&h.message(lobby.id), "Start").await;
    let prompt = h.next_prompt(lobby.id).await;
    assert!(prompt.content.contains("**Turn 1**"), "{}", prompt.content);
    assert!(prompt.is_enabled("Rules"), "{:?}", prompt.labels());
    let status = alice
        .slash_text(h.general(), "carcassonne status", &[])
        .await;
    let public = h.messages(h.general()).len();

    let reply = carol.click(&prompt, "Rules").await;
    let all = answer(&reply, &carol);
    let text = words(&all);
    assert!(text.contains("(this game)"), "{text}");
    assert!(
        text.contains("shepherd") && text.contains("gather"),
        "{text}"
    );
    assert!(text.contains("Playing with this bot"), "{text}");
    assert_eq!(pictures(&all), ["flock.png"]);
    // A player whose turn it is not may read them too.
    let seated = answer(&bob.click(&prompt, "Rules").await, &bob);
    assert_eq!(words(&seated), text);

    let after = h.message(prompt.id);
    assert_eq!(
        after.revision, prompt.revision,
        "the turn message is untouched"
    );
    assert_eq!(after.components, prompt.components);
    assert_eq!(h.messages(h.general()).len(), public, "nothing was posted");
    let now = alice
        .slash_text(h.general(), "carcassonne status", &[])
        .await;
    assert_eq!(now, status, "the game did not move");
    // The turn is still alice's to play from the same message.
    alice.place(&prompt, &prompt.first_placement()).await;
}

#[tokio::test]
async fn without_a_game_the_rules_are_of_the_game_named_or_of_carcassonne() {
    let h = Harness::start().await;
    let erin = h.user("erin");
    let all = answer(
        &erin.slash(h.general(), "carcassonne rules", &[]).await,
        &erin,
    );
    let text = words(&all);
    assert!(
        text.contains("Rules of Carcassonne with Farmers** (no game in this channel"),
        "{text}"
    );
    assert!(
        text.contains("farmer") && text.contains("monastery"),
        "{text}"
    );
    assert!(pictures(&all).is_empty());

    let all = answer(
        &erin
            .slash(
                h.general(),
                "carcassonne rules",
                &[("game", "Over-Hill-And-Dale")],
            )
            .await,
        &erin,
    );
    assert!(words(&all).contains("hike"));
    assert_eq!(pictures(&all), ["hike.png", "stable.png"]);

    let refused = erin
        .slash_text(h.general(), "carcassonne rules", &[("game", "chess")])
        .await;
    assert!(refused.contains("There is no game \"chess\""), "{refused}");
}

#[tokio::test]
async fn every_expansion_at_once_is_told_over_several_messages_within_discords_limits() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let all_on = GameConfig::with_rules(2, Expansion::offered().collect::<Vec<_>>());
    h.seeded_game([&alice, &bob], all_on, settings(), 6).await;
    let reply = alice.slash(h.general(), "carcassonne rules", &[]).await;
    assert!(!reply.followups.is_empty(), "more than one message");
    let all = answer(&reply, &alice);
    let embeds: usize = all.iter().map(|m| m.embeds.len()).sum();
    assert!(embeds >= 10, "{embeds}");
    let text = words(&all);
    for word in [
        "abbot",
        "spring",
        "cathedral",
        "builder",
        "shepherd",
        "crown",
        "farmer",
    ] {
        assert!(text.contains(word), "{word}");
    }
    assert_eq!(pictures(&all), ["builder.png", "flock.png", "wheel.png"]);
    let last = all.last().and_then(|m| m.embeds.last());
    assert_eq!(
        last.and_then(|e| e["title"].as_str()),
        Some("Playing with this bot")
    );
    h.assert_clean();
}

/// The lobby's Rules answer too can take several messages: the first answers the press, the
/// others follow it, all private.
#[tokio::test]
async fn a_lobby_with_every_expansion_answers_its_rules_button_over_several_private_messages() {
    let h = Harness::start().await;
    let (alice, frank) = (h.user("alice"), h.user("frank"));
    let every: Vec<&str> = Expansion::offered().map(|e| e.key()).collect();
    let lobby = alice
        .slash_message(
            h.general(),
            "carcassonne start",
            &[("rules", every.join(",").as_str())],
        )
        .await;
    let reply = frank.click(&lobby, "Rules").await;
    assert!(!reply.followups.is_empty(), "more than one message");
    let all = answer(&reply, &frank);
    assert!(words(&all).contains("(this lobby's game)"));
    assert_eq!(pictures(&all), ["builder.png", "flock.png", "wheel.png"]);
    assert_eq!(h.message(lobby.id).revision, lobby.revision);
}

/// The rules are a private answer, so they come in the reader's language: a player whose
/// Discord speaks Polish presses Rules in an English lobby and reads Polish (pictures too),
/// while the host reads English and the lobby stays as it was.
#[tokio::test]
async fn a_polish_reader_pressing_rules_in_an_english_lobby_reads_polish() {
    let h = Harness::start().await;
    let (alice, piotr) = (h.user("alice"), h.user("piotr"));
    h.fake
        .shared
        .with(|w| w.locales.insert(piotr.id, "pl".to_owned()));
    let lobby = h.open_lobby(&alice).await;
    alice.click(&lobby, "Traders & Builders: off").await;
    let lobby = h.message(lobby.id);

    let all = answer(&piotr.click(&lobby, "Rules").await, &piotr);
    let text = words(&all);
    assert!(
        text.contains(
            "**Zasady: Carcassonne z dodatkami Chłopi i Kupcy i budowniczowie** (gra z tej poczekalni)"
        ),
        "{text}"
    );
    for word in [
        "podwładn",
        "rozbójnik",
        "chłop",
        "budownicz",
        "wino, zboże, sukno",
        "Podwójna tura budowniczego",
        "Gra z tym botem",
    ] {
        assert!(text.contains(word), "{word}: {text}");
    }
    for english in [
        " the ",
        " and ",
        "follower",
        "Rules",
        "Playing with this bot",
    ] {
        assert!(!text.contains(english), "{english:?}: {text}");
    }
    assert_eq!(pictures(&all), ["builder.png"]);

    // The host, whose Discord speaks English, reads the same rules in English.
    let all = answer(&alice.click(&lobby, "Rules").await, &alice);
    let text = words(&all);
    assert!(
        text.contains(
            "Rules of Carcassonne with Farmers and Traders & Builders** (this lobby's game)"
        ),
        "{text}"
    );
    assert!(!text.contains("podwładn"), "{text}");
    assert_eq!(
        h.message(lobby.id).revision,
        lobby.revision,
        "the lobby is untouched"
    );
}

/// `/carcassonne rules` answers in the language of whoever asks: German without a game.
#[tokio::test]
async fn the_rules_command_answers_a_german_reader_in_german() {
    let h = Harness::start().await;
    let greta = h.user("greta");
    h.fake
        .shared
        .with(|w| w.locales.insert(greta.id, "de".to_owned()));
    let all = answer(
        &greta
            .slash(
                h.general(),
                "carcassonne rules",
                &[("game", "over-hill-and-dale")],
            )
            .await,
        &greta,
    );
    let text = words(&all);
    assert!(
        text.contains(
            "**Spielregeln: Carcassonne – Über Stock und Stein** (kein Spiel in diesem Kanal)"
        ),
        "{text}"
    );
    for word in [
        "Wanderer",
        "Stall",
        "Vogelscheuche",
        "**Kein Meeple**",
        "Spielen mit diesem Bot",
    ] {
        assert!(text.contains(word), "{word}: {text}");
    }
    assert!(!text.contains(" the "), "{text}");
    assert_eq!(pictures(&all), ["hike.png", "stable.png"]);
}
