//! The turn flow in the game's language and each player's own (issue 25): whole quick games
//! played by clicks through the fake Discord on a German and on a Polish server, with a player
//! whose Discord speaks another language. The channel reads the game's language; the private
//! panel, refusals and the panel opened from a reminder read the presser's.
//!
//! Controls are found by their custom_ids, never by their labels, which are translated.

mod support;

use std::time::Duration;

use serde_json::Value;
use support::fake::store::StoredMessage;
use support::{Harness, User};

const HOUR: Duration = Duration::from_secs(3600);

/// English words of the turn flow's own texts that must not reach a player of another
/// language.
const ENGLISH: &[&str] = &[
    "your turn",
    "drew",
    "tile",
    "follower",
    "shown beside",
    "where does",
    "undo",
    "done",
    "reminder",
    "still your",
    "not so fast",
    "no follower",
    "highlighted",
    "numbered",
    "turned",
    "skip turn",
    "remove player",
    "open my panel",
];

/// The English words of [`ENGLISH`] found in `text`, as whole words.
fn english_in(text: &str) -> Vec<&'static str> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let joined = format!(" {} ", words.join(" "));
    ENGLISH
        .iter()
        .copied()
        .filter(|e| joined.contains(&format!(" {e} ")))
        .collect()
}

/// Labels, placeholders and option labels of a message's controls, and its embeds' words.
fn control_words(m: &StoredMessage) -> String {
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(map) => {
                for (k, v) in map {
                    if matches!(
                        k.as_str(),
                        "label" | "placeholder" | "description" | "title" | "name" | "value"
                    ) {
                        if let Some(s) = v.as_str() {
                            out.push(s.to_owned());
                        }
                    }
                    walk(v, out);
                }
            }
            Value::Array(list) => list.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for c in m.components.iter().chain(&m.embeds) {
        walk(c, &mut out);
    }
    out.join(" | ")
}

/// Everything a player reads of a message: its words and its controls'.
fn readable(m: &StoredMessage) -> String {
    format!("{}\n{}", m.content, control_words(m))
}

fn assert_not_english(what: &str, text: &str) {
    let found = english_in(text);
    assert!(
        found.is_empty(),
        "{what} has English words {found:?}: {text}"
    );
}

fn assert_has(what: &str, text: &str, words: &[&str]) {
    let missing: Vec<&&str> = words.iter().filter(|w| !text.contains(**w)).collect();
    assert!(missing.is_empty(), "{what} lacks {missing:?}: {text}");
}

/// The action part of a custom_id (`cc:{game}:{turn}:{action}`).
fn action(custom_id: &str) -> &str {
    custom_id.splitn(4, ':').nth(3).unwrap_or_default()
}

fn control_with(m: &StoredMessage, pred: impl Fn(&str) -> bool) -> Option<String> {
    m.custom_ids().into_iter().find(|c| pred(action(c)))
}

/// A lobby opened by `host` with `options`, joined by `others` and started, by custom_ids.
async fn start_game(h: &Harness, host: &User, others: &[&User], options: &[(&str, &str)]) {
    let lobby = host
        .slash_message(h.general(), "carcassonne start", options)
        .await;
    let join = control_with(&lobby, |a| a == "join").expect("a Join button");
    for user in others {
        user.click(&lobby, &join).await;
    }
    let start = control_with(&lobby, |a| a == "start").expect("a Start button");
    host.click(&lobby, &start).await;
}

/// The turn prompt mentioning `user`, with its turn controls, or the end of the game.
async fn prompt_or_end(h: &Harness, after: u64) -> StoredMessage {
    h.wait_for_any_message(h.general(), "with the next prompt or the end", |m| {
        m.id > after
            && (m.custom_ids().iter().any(|c| action(c) == "rematch")
                || (m.content.contains("<@")
                    && m.custom_ids().iter().any(|c| action(c).starts_with('t'))))
    })
    .await
}

/// The first option of the public placement menu of a prompt, with the menu's custom_id.
fn first_placement(prompt: &StoredMessage) -> Option<(String, String)> {
    let menu = control_with(prompt, |a| a == "t.m0")?;
    let json = prompt.component(&menu)?;
    let value = json["options"][0]["value"].as_str()?.to_owned();
    Some((menu, value))
}

/// Plays a prompt's turn the plain way: a discard if that is all it offers, else the first
/// placement and no figure. Returns the private panel it used, if any.
async fn play_plainly(user: &User, prompt: &StoredMessage) -> Option<StoredMessage> {
    if let Some(discard) = control_with(prompt, |a| a == "t.x") {
        user.click(prompt, &discard).await;
        return None;
    }
    let panel = if control_with(prompt, |a| a.ends_with(".n")).is_some() {
        prompt.clone()
    } else {
        let (menu, value) = first_placement(prompt).expect("a placement menu");
        user.select(prompt, &menu, &[&value]).await.message()
    };
    let pass = control_with(&panel, |a| a.ends_with(".n")).expect("a button to place nothing");
    user.click(&panel, &pass).await;
    (panel.id != prompt.id).then_some(panel)
}

/// Presses Done on a played turn's message if it offers it, so the next turn starts now.
async fn done(h: &Harness, user: &User, played: u64) {
    let message = h.message(played);
    if let Some(done) = control_with(&message, |a| a.starts_with("done.")) {
        let offer = message
            .content
            .lines()
            .last()
            .unwrap_or_default()
            .to_owned();
        assert!(offer.starts_with("↩ "), "{}", message.content);
        user.click(&message, &done).await;
    }
}

/// Plays the game to its end; returns the final message. Each prompt's words are checked as
/// it is posted.
async fn play_to_the_end(
    h: &Harness,
    users: &[&User],
    mut after: u64,
    check_prompt: impl Fn(&StoredMessage),
) -> StoredMessage {
    loop {
        let prompt = prompt_or_end(h, after).await;
        if control_with(&prompt, |a| a == "rematch").is_some() {
            return prompt;
        }
        check_prompt(&prompt);
        after = prompt.id;
        let player = users
            .iter()
            .find(|u| prompt.content.contains(&u.mention()))
            .expect("the prompt mentions a player");
        play_plainly(player, &prompt).await;
        h.settle().await;
        done(h, player, prompt.id).await;
        h.settle().await;
    }
}

#[tokio::test]
async fn a_german_game_speaks_german_in_the_channel_and_polish_to_a_polish_player() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.fake.shared.with(|w| {
        w.guild_locale = "de".into();
        w.locales.insert(alice.id, "de".into());
        w.locales.insert(bob.id, "pl".into());
    });
    let options = [
        ("tiles", "6"),
        ("reminder_hours", "1"),
        ("timeout_hours", "0"),
    ];
    start_game(&h, &alice, &[&bob], &options).await;

    // The first prompt: German, for the channel.
    let first = prompt_or_end(&h, 0).await;
    assert!(
        first.content.contains(&alice.mention()),
        "{}",
        first.content
    );
    let text = readable(&first);
    assert_not_english("the first prompt", &text);
    assert_has(
        "the first prompt",
        &text,
        &[
            "**Zug 1**",
            "du bist am Zug",
            "(gelb)",
            "Plättchen",
            "Wohin kommt das Plättchen?",
            "Regeln",
        ],
    );

    // Bob presses Alice's menu: refused privately, in Polish.
    let (menu, value) = first_placement(&first).expect("a placement menu");
    let refusal = bob.select(&first, &menu, &[&value]).await.ephemeral_text();
    assert_not_english("the refusal", &refusal);
    assert_has(
        "the refusal",
        &refusal,
        &["Nie tak szybko", &alice.mention()],
    );

    // Alice's panel is hers: German.
    let panel = alice.select(&first, &menu, &[&value]).await.message();
    assert_eq!(panel.ephemeral_to, Some(alice.id));
    let text = readable(&panel);
    assert_not_english("Alice's panel", &text);
    assert_has("Alice's panel", &text, &["Kein Gefolgsmann"]);
    let pass = control_with(&panel, |a| a.ends_with(".n")).expect("pass");
    let played = alice.click(&panel, &pass).await.message();
    assert_not_english("the answer to the move", &played.content);
    h.settle().await;

    // Undo and Done in the channel, in German.
    let turn = h.message(first.id);
    let buttons = control_words(&turn);
    assert!(
        buttons.contains("Rückgängig") && buttons.contains("Fertig"),
        "{buttons}"
    );
    assert!(turn.content.contains("**Zug 1**"), "{}", turn.content);
    assert!(
        turn.content.contains("kann diesen Zug bis"),
        "{}",
        turn.content
    );
    done(&h, &alice, first.id).await;
    h.settle().await;
    let turn = h.message(first.id);
    assert!(turn.components.is_empty());
    assert!(
        !turn.content.contains("kann diesen Zug bis"),
        "{}",
        turn.content
    );

    // Bob's prompt is the channel's, German; his reminder too; the panel it opens is his.
    let second = prompt_or_end(&h, first.id).await;
    assert!(
        second.content.contains(&bob.mention()),
        "{}",
        second.content
    );
    assert_not_english("Bob's prompt", &readable(&second));
    assert_has(
        "Bob's prompt",
        &second.content,
        &["**Zug 2**", "du bist am Zug", "(rot)"],
    );
    h.advance(HOUR + Duration::from_secs(60));
    let reminder = h
        .wait_for_message(h.general(), "a reminder", |m| {
            m.custom_ids().iter().any(|c| action(c) == "panel")
        })
        .await;
    let text = readable(&reminder);
    assert_not_english("the reminder", &text);
    assert_has(
        "the reminder",
        &text,
        &["immer noch am Zug", "Mein Bedienfeld öffnen"],
    );
    let open = control_with(&reminder, |a| a == "panel").expect("Open my panel");
    let opened = bob.click(&reminder, &open).await.message();
    assert_eq!(opened.ephemeral_to, Some(bob.id));
    let text = readable(&opened);
    assert_not_english("Bob's opened panel", &text);
    assert!(
        text.contains("Dobierasz") || text.contains("Bez podwładnego"),
        "{text}"
    );
    if let Some(polish) = play_plainly(&bob, &second).await {
        let text = readable(&polish);
        assert_not_english("Bob's panel", &text);
        assert_has("Bob's panel", &text, &["Bez podwładnego"]);
    }
    h.settle().await;
    let reminder = h.message(reminder.id);
    assert_not_english("the retired reminder", &reminder.content);
    assert!(
        reminder.content.contains("Erinnerung für Zug 2"),
        "{}",
        reminder.content
    );
    done(&h, &bob, second.id).await;
    h.settle().await;

    // The rest of the game, every prompt German.
    let end = play_to_the_end(&h, &[&alice, &bob], second.id, |p| {
        let text = readable(p);
        assert_not_english("a prompt", &text);
        assert!(text.contains("am Zug"), "{text}");
    })
    .await;
    assert!(end.content.contains("**Spielende!**"), "{}", end.content);
    assert!(
        control_words(&end).contains("Revanche"),
        "{}",
        control_words(&end)
    );

    report_channel(&h, "German");
}

#[tokio::test]
async fn a_polish_game_speaks_polish_in_the_channel_and_french_to_a_french_player() {
    let h = Harness::start().await;
    let (alice, carol) = (h.user("alice"), h.user("carol"));
    h.fake.shared.with(|w| {
        w.guild_locale = "pl".into();
        w.locales.insert(carol.id, "fr".into());
    });
    let options = [
        ("tiles", "6"),
        ("undo_seconds", "0"),
        ("reminder_hours", "0"),
        ("timeout_hours", "1"),
    ];
    start_game(&h, &alice, &[&carol], &options).await;
    let first = prompt_or_end(&h, 0).await;
    let text = readable(&first);
    assert_not_english("the first prompt", &text);
    assert_has(
        "the first prompt",
        &text,
        &[
            "**Tura 1**",
            "twoja tura",
            "(żółty)",
            "Gdzie położyć płytkę?",
            "Zasady",
        ],
    );

    // Carol presses on Alice's turn: refused in French.
    let (menu, value) = first_placement(&first).expect("a placement menu");
    let refusal = carol
        .select(&first, &menu, &[&value])
        .await
        .ephemeral_text();
    assert_not_english("the refusal", &refusal);
    assert_has("the refusal", &refusal, &["Pas si vite", &alice.mention()]);

    // Alice does not play: the timeout notice is Polish, Carol's confirmation French.
    h.advance(HOUR + Duration::from_secs(60));
    let notice = h
        .wait_for_message(h.general(), "a timeout notice", |m| {
            m.custom_ids().iter().any(|c| action(c) == "skip")
        })
        .await;
    let text = readable(&notice);
    assert_not_english("the timeout notice", &text);
    assert_has("the timeout notice", &text, &["Pomiń turę", "Usuń gracza"]);
    let remove = control_with(&notice, |a| a == "remove").expect("Remove player");
    let confirm = carol.click(&notice, &remove).await.ephemeral_text();
    assert_not_english("the confirmation", &confirm);
    assert_has(
        "the confirmation",
        &confirm,
        &["Retirer alice de la partie ?"],
    );
    let skip = control_with(&notice, |a| a == "skip").expect("Skip turn");
    carol.click(&notice, &skip).await;
    h.settle().await;
    let closed = h.message(notice.id);
    assert_not_english("the closed notice", &closed.content);
    assert_has("the closed notice", &closed.content, &["carol", "pomija"]);

    // Carol's turn: the channel Polish, her panel French.
    let second = prompt_or_end(&h, notice.id).await;
    assert!(
        second.content.contains(&carol.mention()),
        "{}",
        second.content
    );
    assert_not_english("Carol's prompt", &readable(&second));
    if let Some(panel) = play_plainly(&carol, &second).await {
        let text = readable(&panel);
        assert_not_english("Carol's panel", &text);
        assert_has("Carol's panel", &text, &["Aucun partisan"]);
    }
    let end = play_to_the_end(&h, &[&alice, &carol], second.id, |p| {
        let text = readable(p);
        assert_not_english("a prompt", &text);
        assert!(text.contains("**Tura "), "{text}");
    })
    .await;
    assert!(end.content.contains("**Koniec gry!**"), "{}", end.content);

    report_channel(&h, "Polish");
}

/// Every public message of the game, narration and score sheet included (other parts of the
/// bot word those): none may carry the turn flow's English words.
fn report_channel(h: &Harness, language: &str) {
    let mut english = Vec::new();
    for m in h.messages(h.general()) {
        let text = readable(&m);
        let found = english_in(&text);
        if !found.is_empty() {
            english.push(format!("{found:?} in {text:?}"));
        }
    }
    assert!(
        english.is_empty(),
        "the {language} channel has English words:\n{}",
        english.join("\n")
    );
}

/// The words the panel and the hint share, in each language.
#[test]
fn the_pass_button_and_the_menu_read_in_each_language() {
    use carcassonne_bot::discord::play::step_view::{pass_label, where_menu};
    use carcassonne_bot::i18n::Lang;
    use carcassonne_engine::{Game, GameConfig};
    let game = Game::new(GameConfig::with_rules(2, []), 1).expect("a game");
    assert_eq!(pass_label(&game, Lang::En), "No follower");
    assert_eq!(pass_label(&game, Lang::De), "Kein Gefolgsmann");
    assert_eq!(pass_label(&game, Lang::Pl), "Bez podwładnego");
    assert_eq!(pass_label(&game, Lang::Fr), "Aucun partisan");
    assert_eq!(pass_label(&game, Lang::Es), "Ningún seguidor");
    assert_eq!(where_menu(Lang::En), "Where does the tile go?");
    assert_eq!(where_menu(Lang::De), "Wohin kommt das Plättchen?");
}

/// The turn flow's own catalogue loads, and every message exists and formats in every
/// language with English's arguments.
#[test]
fn the_turn_catalogue_is_complete_in_every_language() {
    use carcassonne_bot::i18n::Catalogue;
    let catalogue =
        Catalogue::new(carcassonne_i18n::sources!("../locales/turn")).expect("the files load");
    let report = catalogue.check();
    assert!(report.messages > 100, "{} messages", report.messages);
    let problems: Vec<String> = report.problems.iter().map(|p| p.to_string()).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
