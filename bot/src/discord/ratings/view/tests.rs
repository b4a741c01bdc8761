use super::*;
use crate::ratings::Rating;
use crate::service::{Ranked, RatingChange};
use crate::store::RatingRow;

fn row(player: &str, name: &str, games: u32, wins: u32) -> RatingRow {
    RatingRow {
        player: player.into(),
        display_name: name.into(),
        rating: Rating {
            mu: 30.0,
            sigma: 2.0,
        },
        games,
        wins,
    }
}

fn board(rows: Vec<RatingRow>, page: usize, pages: usize) -> Leaderboard {
    Leaderboard {
        game: GameKind::Carcassonne,
        page,
        pages,
        players: pages * 10,
        rows: rows
            .into_iter()
            .enumerate()
            .map(|(i, row)| Ranked {
                rank: page * 10 + i + 1,
                row,
            })
            .collect(),
    }
}

fn json(embed: &CreateEmbed) -> serde_json::Value {
    serde_json::to_value(embed).expect("an embed serializes")
}

#[test]
fn page_buttons_round_trip_and_refuse_other_ids() {
    let id = CustomId::parse(&page_id(GameKind::Carcassonne, 3)).unwrap();
    assert_eq!(parse_page(&id), Some((GameKind::Carcassonne, 3)));
    // A page button names no game; an id with a game, or of an unknown game, is not one.
    assert_eq!(parse_page(&CustomId::new(5, 3, "lb.carcassonne")), None);
    assert_eq!(parse_page(&CustomId::new(0, 3, "lb.chess")), None);
    assert_eq!(parse_page(&CustomId::new(0, 3, "join")), None);
}

#[test]
fn the_bots_players_are_named_by_level_in_the_readers_language() {
    assert_eq!(player_name(Lang::En, "ai:hard", "Hard AI 2"), "Hard AI");
    assert_eq!(player_name(Lang::De, "ai:easy", "Easy AI"), "KI (Leicht)");
    assert_eq!(player_name(Lang::De, "u:5", "alice"), "alice");
    // An unknown level reads as the stored name rather than failing.
    assert_eq!(player_name(Lang::En, "ai:grandmaster", "GM"), "GM");
}

#[test]
fn a_table_row_tells_rank_name_rating_games_and_share_won() {
    let page = board(
        vec![row("u:1", "a*l_i", 3, 2), row("ai:medium", "", 1, 0)],
        0,
        2,
    );
    let value = json(&leaderboard_embed(Lang::En, &page));
    let lines: Vec<&str> = value["description"].as_str().unwrap().lines().collect();
    assert_eq!(lines[0], "**1.** a\\*l\\_i · **1960** · 3 games · 67 % won");
    assert_eq!(lines[1], "**2.** Medium AI · **1960** · 1 game · 0 % won");
    assert!(value["footer"]["text"]
        .as_str()
        .unwrap()
        .starts_with("Page 1 of 2 · 20 players"));
    let de = json(&leaderboard_embed(Lang::De, &page));
    assert!(de["description"]
        .as_str()
        .unwrap()
        .contains("3 Partien · 67 % gewonnen"));
}

#[test]
fn page_buttons_are_shown_only_for_more_than_one_page_and_stop_at_the_ends() {
    assert!(leaderboard_buttons(Lang::En, &board(vec![], 0, 1)).is_empty());
    let first = serde_json::to_value(leaderboard_buttons(Lang::En, &board(vec![], 0, 3))).unwrap();
    let buttons = first[0]["components"].as_array().unwrap();
    assert_eq!(buttons[0]["disabled"], true);
    assert_eq!(buttons[1]["disabled"], false);
    assert_eq!(buttons[1]["custom_id"], "cc:0:1:lb.carcassonne");
    let last = serde_json::to_value(leaderboard_buttons(Lang::En, &board(vec![], 2, 3))).unwrap();
    let buttons = last[0]["components"].as_array().unwrap();
    assert_eq!(
        (&buttons[0]["disabled"], &buttons[1]["disabled"]),
        (&false.into(), &true.into())
    );
    assert_eq!(buttons[0]["custom_id"], "cc:0:1:lb.carcassonne");
}

#[test]
fn an_empty_table_says_how_it_fills() {
    let value = json(&leaderboard_embed(Lang::En, &board(vec![], 0, 0)));
    assert!(value["description"]
        .as_str()
        .unwrap()
        .starts_with("Nobody has finished a game of Carcassonne"));
}

#[test]
fn the_sheet_line_signs_each_change() {
    let changes = [
        RatingChange {
            seat: 0,
            before: 1000,
            after: 1065,
        },
        RatingChange {
            seat: 1,
            before: 1010,
            after: 958,
        },
        RatingChange {
            seat: 2,
            before: 990,
            after: 990,
        },
    ];
    let names = ["alice".to_owned(), "bob".to_owned(), "carol".to_owned()];
    assert_eq!(
        sheet_line(Lang::En, &changes, &names).unwrap(),
        "Ratings: alice 1000 → 1065 (+65), bob 1010 → 958 (−52), carol 990 → 990 (+0)"
    );
    assert_eq!(sheet_line(Lang::En, &[], &names), None);
}
