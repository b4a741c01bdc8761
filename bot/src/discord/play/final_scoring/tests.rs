use super::*;
use carcassonne_engine::random::random_action;
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{parse_expansions, GameConfig};

/// A whole random game with these rules; returns it and the events of its last move.
fn last_move(rules: &str, players: usize, seed: u64) -> (Game, Vec<Event>) {
    let config = GameConfig::with_rules(players, parse_expansions(rules).expect("rules"));
    let mut game = Game::new(config, seed).expect("set-up");
    let mut rng = Rng::new(seed);
    let mut events = Vec::new();
    while !game.is_over() {
        let action = random_action(&game, &mut rng).expect("a legal action");
        events = game.apply(action).expect("legal");
    }
    (game, events)
}

fn totals(events: &[Event]) -> (Vec<u32>, Vec<u32>) {
    let before = events.iter().find_map(|e| match e {
        Event::FinalScoring { scores, .. } => Some(scores.clone()),
        _ => None,
    });
    let after = events.iter().find_map(|e| match e {
        Event::GameOver { scores } => Some(scores.clone()),
        _ => None,
    });
    (before.expect("final scoring"), after.expect("game over"))
}

#[test]
fn each_players_lines_add_up_to_what_final_scoring_gave_them() {
    let names: Vec<String> = ["alice", "bob", "carol", "dave"].map(String::from).into();
    for seed in 0..12 {
        let (game, events) = last_move("farmers,abbot,inns,traders,hills", 4, seed);
        let (before, after) = totals(&events);
        let finals = by_player(&events, 4);
        for seat in 0..4 {
            let gained = after[seat] - before[seat];
            let told = finals.iter().find(|p| p.seat == seat);
            assert_eq!(
                told.map_or(0, |p| p.total),
                gained,
                "seed {seed} seat {seat}"
            );
            if let Some(p) = told {
                let sum: u32 = p.by_kind.iter().map(|&(_, _, pts)| pts).sum();
                assert_eq!(sum, p.total);
                let line = player_line(Lang::En, p, &Names(&names), game.words());
                assert!(
                    line.starts_with(&format!("**{}** +{}: ", names[seat], gained)),
                    "{line}"
                );
            }
        }
        // Highest first.
        assert!(finals.windows(2).all(|w| w[0].total >= w[1].total));
        let detail = detail_text(Lang::En, &events, &Names(&names), &game, 4);
        assert!(detail.contains("In the order it happened"), "{detail}");
        assert!(!detail.contains("**"), "{detail}");
    }
}

#[test]
fn the_turn_keeps_what_came_before_final_scoring() {
    let (_, events) = last_move("farmers", 2, 5);
    let (before, ends) = before_final_scoring(&events);
    assert!(ends);
    assert!(!before
        .iter()
        .any(|e| matches!(e, Event::FinalScoring { .. } | Event::GameOver { .. })));
    // A move that does not end the game keeps every event.
    let (again, ends) = before_final_scoring(before);
    assert_eq!(again.len(), before.len());
    assert!(!ends);
}
