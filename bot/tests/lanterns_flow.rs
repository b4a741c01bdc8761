//! The test-only Lanterns expansion played through the fake Discord by clicks: its figure is
//! offered on the panel, its event and score are narrated by its own part, its question is
//! answered on the panel, its overlay is on the board picture and its status line shows. Every
//! piece of it lives in `*/src/expansions/lanterns/` and one registration line per crate.

mod support;

use carcassonne_bot::store::Settings;
use carcassonne_engine::expansions::lanterns::{BLOW_OUT, KEEP};
use carcassonne_engine::{Action, Expansion, FigureKind, Game, GameConfig, Placement};
use carcassonne_render::cell_name;
use support::{press_path, running_game, Harness};

fn config() -> GameConfig {
    GameConfig {
        tile_limit: Some(20),
        ..GameConfig::with_rules(2, [Expansion::Farmers, Expansion::Lanterns])
    }
}

/// A placement after which a lantern may go on a road, with that lantern's action.
fn lantern_turn(game: &Game) -> Option<(Placement, Action)> {
    game.legal_placements().into_iter().find_map(|p| {
        let mut copy = game.clone();
        copy.apply(Action::Place(p)).ok()?;
        copy.legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Deploy { figure, .. } if *figure == FigureKind::LANTERN))
            .map(|a| (p, a))
    })
}

#[tokio::test]
async fn a_lantern_is_lit_by_clicks_told_drawn_and_blown_out() {
    let h = Harness::start().await;
    let alice = h.user("alice");
    let bob = h.user("bob");
    let users = [&alice, &bob];
    let settings = Settings {
        undo_secs: 0,
        quick_game: true,
        ..Settings::default()
    };
    let (service, id) = h.seeded_game([&alice, &bob], config(), settings, 5).await;
    let mut prompt = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    // The first lantern is kept burning, the second blown out.
    let mut lit = 0;
    for turn in 0..20 {
        let game = running_game(&service, id).await;
        let seat = game.current_player();
        let player = users[seat];
        let Some((place, lantern)) = lantern_turn(&game) else {
            // No road to light: the first placement and no figure, by clicks.
            let place = game.legal_placements()[0];
            let (reply, _) = press_path(player, &prompt, &[Action::Place(place)]).await;
            let panel = reply.message();
            press_path(player, &panel, &[Action::Place(place), Action::Pass]).await;
            h.settle().await;
            prompt = h.next_prompt(prompt.id).await;
            continue;
        };
        // The tile goes down from the prompt; the panel offers the lantern among the figures.
        let (reply, _) = press_path(player, &prompt, &[Action::Place(place)]).await;
        let panel = reply.message();
        let (reply, label) = press_path(player, &panel, &[Action::Place(place), lantern]).await;
        assert!(label.to_lowercase().contains("lantern"), "{label}");
        // Its question, asked on the same panel in the engine's words for its options.
        let question = reply.message();
        let labels = question.labels();
        assert!(
            labels.iter().any(|l| l == "Keep the lantern burning"),
            "{labels:?}"
        );
        let answer = if lit == 0 { KEEP } else { BLOW_OUT };
        let (_, chosen) =
            press_path(player, &question, &[Action::Place(place), lantern, answer]).await;
        h.settle().await;
        let told = h
            .messages(h.general())
            .into_iter()
            .rev()
            .map(|m| m.content)
            .find(|c| c.contains("lit a lantern"))
            .unwrap_or_else(|| panic!("turn {turn}: the lantern was never told"));
        let cell = cell_name(place.pos);
        assert!(
            told.contains(&format!("🏮 {} lit a lantern at **{cell}**.", player.name)),
            "{told}"
        );
        let after = running_game(&service, id).await;
        assert_eq!(after.tokens(seat).len(), 1, "one oil held");
        let status = alice
            .slash_text(h.general(), "carcassonne status", &[])
            .await;
        if lit == 0 {
            assert_eq!(chosen, "Keep the lantern burning");
            assert!(
                status.contains(&format!("🏮 Lanterns burning: {} at {cell}.", player.name)),
                "{status}"
            );
            // The next prompt shows the board with the lantern and its glow.
            prompt = h.next_prompt(prompt.id).await;
            let board = prompt.png("board.png");
            assert!(board.width() > 100 && board.height() > 100);
            lit += 1;
            continue;
        }
        assert_eq!(chosen, "Blow the lantern out for its glow");
        assert!(
            told.contains(&format!(
                "🏮 {} blew a lantern out: 1 point of glow.",
                player.name
            )),
            "{told}"
        );
        assert!(
            !status.contains(&format!("{} at {cell}", player.name)),
            "{status}"
        );
        return;
    }
    panic!("fewer than two lanterns lit in 20 turns ({lit})");
}
