//! The test expansion plays by its own rules through the core's hooks.

use super::*;
use crate::{Game, GameConfig, Phase};

/// A game with the lanterns, at the figure step of a tile with a road.
fn at_a_road(seed: u64) -> Option<Game> {
    let config = GameConfig::with_rules(2, [Expansion::Farmers, Expansion::Lanterns]);
    let mut game = Game::new(config, seed).ok()?;
    for _ in 0..40 {
        let placement = game.legal_placements().into_iter().next()?;
        game.apply(Action::Place(placement)).ok()?;
        let road = game
            .deploy_spots()
            .into_iter()
            .find(|&s| game.figures_for(s).contains(&FigureKind::LANTERN));
        if road.is_some() {
            return Some(game);
        }
        game.apply(Action::Pass).ok()?;
    }
    None
}

fn light(game: &mut Game) -> Vec<Event> {
    let spot = game
        .deploy_spots()
        .into_iter()
        .find(|&s| game.figures_for(s).contains(&FigureKind::LANTERN))
        .expect("a road");
    game.apply(Action::Deploy {
        spot,
        figure: FigureKind::LANTERN,
    })
    .expect("a lantern goes on a road")
}

#[test]
fn a_lantern_gives_oil_tells_its_event_and_asks_its_player() {
    let mut game = at_a_road(1).expect("a road within 40 turns");
    let player = game.current_player();
    let events = light(&mut game);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Happened {
            capability: CAPABILITY,
            what: "lit",
            ..
        }
    )));
    assert!(events.contains(&Event::TokensTaken {
        player,
        key: OIL,
        count: 1
    }));
    assert_eq!(
        game.phase(),
        Phase::Decide {
            player,
            capability: CAPABILITY
        }
    );
    assert_eq!(game.legal_actions(), vec![KEEP, BLOW_OUT]);
    assert_eq!(game.tokens(player), vec![Tokens { key: OIL, count: 1 }]);
}

#[test]
fn blowing_a_lantern_out_scores_the_oil_and_sends_it_home() {
    let mut game = at_a_road(2).expect("a road within 40 turns");
    let player = game.current_player();
    light(&mut game);
    let before = game.scores()[player];
    let events = game.apply(BLOW_OUT).expect("an option");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Scored {
            kind: ScoreKind::Glow,
            points: 1,
            ..
        }
    )));
    assert_eq!(game.scores()[player], before + 1);
    assert!(!game
        .figures()
        .any(|f| f.kind == FigureKind::LANTERN && f.player == player));
    assert_eq!(game.supply(player).get(FigureKind::LANTERN), 1);
    assert!(game.apply(KEEP).is_err(), "asked once");
    assert!(!matches!(game.phase(), Phase::Decide { .. }));
}

#[test]
fn lanterns_are_not_offered() {
    assert!(!Expansion::offered().any(|e| e == Expansion::Lanterns));
}
