//! Ratings through the fake Discord: four players play three games by clicks (one with an AI
//! seat, one ended by a resignation), each score sheet shows the rating changes, then
//! `/carcassonne leaderboard` pages through the server's table and `/carcassonne profile`
//! shows a player's record with its picture.

mod support;

use std::path::PathBuf;

use carcassonne_bot::service::{user_key, GameService};
use carcassonne_bot::store::{Finish, GameStatus, NewGame, SeatResult, Settings, Store};
use support::fake::store::{ResponseKind, StoredMessage, GUILD_ID};
use support::{Harness, User};

/// Opens a quick game of three land tiles hosted by `host`, joined by `others`, with an AI
/// seat if `ai`, and starts it; returns the lobby.
async fn start(h: &Harness, host: &User, others: &[&User], ai: bool) -> StoredMessage {
    let options = [("undo_seconds", "0"), ("quick", "true"), ("tiles", "3")];
    let lobby = host
        .slash_message(h.general(), "carcassonne start", &options)
        .await;
    for user in others {
        user.click(&lobby, "Join").await;
    }
    if ai {
        let current = h.message(lobby.id);
        let add = current.button_starting("Add AI").expect("an Add AI button");
        host.click(&current, &add).await;
    }
    host.click(&lobby, "Start").await;
    lobby
}

/// Plays every person's turn plainly until the score sheet is posted; returns it.
async fn play_out(h: &Harness, users: &[&User], after: u64) -> StoredMessage {
    let mut after = after;
    for _ in 0..40 {
        let next = h.next_prompt(after).await;
        if next.content.contains("Game over") {
            return next;
        }
        let player = users
            .iter()
            .find(|u| {
                next.content
                    .contains(&format!("{}, your turn", u.mention()))
            })
            .unwrap_or_else(|| panic!("a prompt for nobody here: {}", next.content));
        player.play_plainly(&next).await;
        after = next.id;
    }
    panic!("no score sheet after 40 turns");
}

/// The score sheet's line of rating changes: every player named, each with "before → after".
fn rating_line(sheet: &StoredMessage) -> String {
    sheet
        .content
        .lines()
        .find(|l| l.starts_with("Ratings: "))
        .unwrap_or_else(|| panic!("no rating line on the sheet: {}", sheet.content))
        .to_owned()
}

/// The rows of a table's embed as (name, rating, games).
fn table_rows(message: &StoredMessage) -> Vec<(String, i64, u32)> {
    let description = message.embeds[0]["description"]
        .as_str()
        .unwrap_or_default();
    description
        .lines()
        .map(|line| {
            // "**1.** alice · **1043** · 2 games · 50 % won"
            let parts: Vec<&str> = line.split(" · ").collect();
            let name = parts[0]
                .split_once("** ")
                .map(|(_, n)| n)
                .unwrap_or_default();
            let rating = parts[1].trim_matches('*').parse().expect("a rating");
            let games = parts[2].split(' ').next().unwrap().parse().expect("games");
            (name.to_owned(), rating, games)
        })
        .collect()
}

/// A game of the server that ended in channel `channel`, without results yet.
async fn finished_game(store: &Store, channel: u64) -> i64 {
    let lobby = NewGame {
        guild_id: Some(GUILD_ID),
        channel_id: channel,
        host_id: 7_000,
        host_name: "guest".into(),
        config: r#"{"players":2}"#.into(),
        seed: 1,
    };
    let game = store
        .create_game(&lobby, &Settings::default(), 1_900_000_000)
        .await
        .unwrap();
    store
        .close_game(game.id, GameStatus::Finished, 1_900_000_000)
        .await
        .unwrap();
    game.id
}

fn save(name: &str, png: &[u8]) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ratings");
    std::fs::create_dir_all(&dir).expect("figure directory");
    let path = dir.join(name);
    std::fs::write(&path, png).expect("write the picture");
    path
}

#[tokio::test]
async fn three_games_among_four_players_fill_the_table_and_the_profiles() {
    let h = Harness::start().await;
    let (alice, bob, carol, dave) = (
        h.user("alice"),
        h.user("bob"),
        h.user("carol"),
        h.user("dave"),
    );

    // 1: alice, bob and carol, to the end.
    let lobby = start(&h, &alice, &[&bob, &carol], false).await;
    let first = play_out(&h, &[&alice, &bob, &carol], lobby.id).await;
    let line = rating_line(&first);
    for name in ["alice", "bob", "carol"] {
        assert!(line.contains(&format!("{name} 1000 → ")), "{line}");
    }

    // 2: bob, carol, dave and an AI seat of the default level.
    let lobby = start(&h, &bob, &[&carol, &dave], true).await;
    let second = play_out(&h, &[&bob, &carol, &dave], lobby.id).await;
    let line = rating_line(&second);
    assert!(line.contains("Medium AI 1000 → "), "{line}");
    assert!(
        !line.contains("bob 1000 →"),
        "bob's second game starts from his first: {line}"
    );

    // 3: dave and alice; alice resigns at once and the game ends early, dave the winner.
    let lobby = start(&h, &dave, &[&alice], false).await;
    h.next_prompt(lobby.id).await;
    alice
        .slash_text(h.general(), "carcassonne resign", &[])
        .await;
    let third = h
        .wait_for_any_message(h.general(), "the third sheet", |m| {
            m.id > lobby.id && m.content.contains("Game over")
        })
        .await;
    let line = rating_line(&third);
    let change = |name: &str| -> i64 {
        let part = line.split(", ").find(|p| p.contains(name)).expect(name);
        let delta = part.rsplit('(').next().unwrap().trim_end_matches(')');
        delta
            .replace('−', "-")
            .replace('+', "")
            .parse()
            .expect("a change")
    };
    assert!(change("dave") > 0 && change("alice") < 0, "{line}");

    // The table: five rated players, each game counted once, best first.
    let board = carol
        .slash_message(h.general(), "carcassonne leaderboard", &[])
        .await;
    assert!(board.ephemeral_to.is_none(), "the table is for the channel");
    let rows = table_rows(&board);
    let mut names: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    names.sort_unstable();
    assert_eq!(
        names,
        ["Medium AI", "alice", "bob", "carol", "dave"],
        "{rows:?}"
    );
    assert!(
        rows.windows(2).all(|w| w[0].1 >= w[1].1),
        "best first: {rows:?}"
    );
    for (name, _, games) in &rows {
        let expected = if name == "Medium AI" { 1 } else { 2 };
        assert_eq!(*games, expected, "{name}: {rows:?}");
    }
    assert!(board.components.is_empty(), "one page needs no buttons");
    // The table is what a recomputation from the stored results gives.
    let store = Store::open(&h.database_url())
        .await
        .expect("the bot's database");
    let before = store.all_ratings().await.unwrap();
    let service = GameService::new(store.clone(), h.clock());
    let (added, counts) = service.recompute_ratings().await.unwrap();
    assert_eq!((added, counts.games, counts.rated_games), (0, 3, 3));
    let after = store.all_ratings().await.unwrap();
    assert_eq!(before.len(), after.len());
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(b.2.player, a.2.player);
        assert!((b.2.rating.mu - a.2.rating.mu).abs() < 1e-9, "{b:?} {a:?}");
        assert!(
            (b.2.rating.sigma - a.2.rating.sigma).abs() < 1e-9,
            "{b:?} {a:?}"
        );
    }
    let shown: Vec<i64> = rows.iter().map(|r| r.1).collect();
    let (page, _) = store
        .leaderboard(GUILD_ID, "carcassonne", 0, 10)
        .await
        .unwrap();
    let stored: Vec<i64> = page.iter().map(|r| r.rating.shown()).collect();
    assert_eq!(shown, stored);

    // alice's profile, asked for by bob.
    let reply = bob
        .slash(h.general(), "carcassonne profile", &[("user", "alice")])
        .await;
    assert_eq!(reply.kind, ResponseKind::Deferred, "drawing is deferred");
    let page = reply.message();
    let embed = &page.embeds[0];
    assert_eq!(embed["title"], "alice");
    let fields: Vec<(String, String)> = embed["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["name"].as_str().unwrap().to_owned(),
                f["value"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let field = |name: &str| -> &str {
        &fields
            .iter()
            .find(|f| f.0 == name)
            .unwrap_or_else(|| panic!("no {name} field: {fields:?}"))
            .1
    };
    assert!(
        field("Ratings").starts_with("Carcassonne: **"),
        "{fields:?}"
    );
    assert!(field("Record").starts_with("2 games, "), "{fields:?}");
    assert!(field("Record").contains("best "), "{fields:?}");
    let h2h = field("Head to head");
    for (name, games) in [("bob", 1), ("carol", 1), ("dave", 1)] {
        assert!(h2h.contains(&format!("{name}: {games} game,")), "{h2h}");
    }
    // She resigned against dave: behind him.
    assert!(h2h.contains("dave: 1 game, ahead 0, behind 1"), "{h2h}");
    let picture = format!("profile-{}.png", alice.id);
    assert_eq!(embed["image"]["url"], format!("attachment://{picture}"));
    let png = page.png(&picture);
    assert_eq!((png.width(), png.height()), (800, 900));
    let bytes = page.attachment(&picture).bytes.clone();
    let path = save("profile-alice.png", &bytes);
    eprintln!("profile picture: {}", path.display());

    // A profile of one game only, and of somebody who has not played.
    let only = alice
        .slash(
            h.general(),
            "carcassonne profile",
            &[("game", "carcassonne")],
        )
        .await
        .message();
    assert_eq!(only.embeds[0]["title"], "alice · Carcassonne");
    let erin = h.user("erin");
    let none = erin
        .slash_text(h.general(), "carcassonne profile", &[])
        .await;
    assert!(none.contains("erin has not finished a game"), "{none}");
    let unknown = erin
        .slash_text(h.general(), "carcassonne leaderboard", &[("game", "chess")])
        .await;
    assert!(unknown.contains("There is no game \"chess\""), "{unknown}");

    // Twelve more rated players (games stored as the bot stores them) make two pages.
    for k in 0..12u64 {
        let id = finished_game(&store, 500 + k).await;
        let finish = Finish {
            guild_id: Some(GUILD_ID),
            game_kind: "carcassonne".into(),
            expansions: r#"["farmers"]"#.into(),
            rated: true,
            seats: vec![
                SeatResult {
                    seat: 0,
                    player: user_key(7_000 + k),
                    display_name: format!("guest{k}"),
                    score: 40,
                    removed: false,
                    points_by_kind: "{}".into(),
                },
                SeatResult {
                    seat: 1,
                    player: user_key(8_000 + k),
                    display_name: format!("visitor{k}"),
                    score: 20,
                    removed: false,
                    points_by_kind: "{}".into(),
                },
            ],
        };
        store
            .add_results(id, &finish, 1_900_000_000 + k as i64)
            .await
            .unwrap();
    }
    service.recompute_ratings().await.unwrap();
    let board = carol
        .slash_message(h.general(), "carcassonne leaderboard", &[])
        .await;
    assert_eq!(table_rows(&board).len(), 10);
    let footer = board.embeds[0]["footer"]["text"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(footer.starts_with("Page 1 of 3 · 29 players"), "{footer}");
    assert!(!board.is_enabled("Previous") && board.is_enabled("Next"));
    let second_page = dave.click(&board, "Next").await;
    assert_eq!(second_page.kind, ResponseKind::Update);
    let second_page = second_page.message();
    let footer = second_page.embeds[0]["footer"]["text"].as_str().unwrap();
    assert!(footer.starts_with("Page 2 of 3"), "{footer}");
    let ranks: Vec<String> = second_page.embeds[0]["description"]
        .as_str()
        .unwrap()
        .lines()
        .map(|l| {
            l.split(".**")
                .next()
                .unwrap()
                .trim_start_matches("**")
                .to_owned()
        })
        .collect();
    assert_eq!(ranks.first().map(String::as_str), Some("11"), "{ranks:?}");
    let last = dave.click(&second_page, "Next").await.message();
    assert_eq!(table_rows(&last).len(), 9);
    assert!(last.is_enabled("Previous") && !last.is_enabled("Next"));
    // A forged page far past the end shows the last page; a forged game is refused.
    let forged = dave
        .press_forged(&last, "cc:0:99:lb.carcassonne")
        .await
        .message();
    assert!(forged.embeds[0]["footer"]["text"]
        .as_str()
        .unwrap()
        .starts_with("Page 3 of 3"));
    let refused = dave
        .press_forged(&last, "cc:0:1:lb.chess")
        .await
        .ephemeral_text();
    assert!(!refused.is_empty());
    h.assert_clean();
}
