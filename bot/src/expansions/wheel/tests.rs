use super::*;
use carcassonne_engine::{Action, GameConfig, GameKind, TurnDraft};

fn wheel_game(seed: u64) -> Game {
    let config = GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(2, [])
    };
    Game::new(config, seed).expect("the Wheel of Fortune plays")
}

#[test]
fn crown_buttons_name_the_segment_its_worth_and_the_pigs_distance() {
    let mut game = wheel_game(3);
    let mut draft = TurnDraft::new(&game);
    let place = draft.options()[0];
    draft.push(place).expect("place");
    let crowns: Vec<u8> = draft
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Action::Deploy {
                spot: Spot::Space(k),
                ..
            } => Some(k),
            _ => None,
        })
        .collect();
    assert_eq!(crowns.len(), 5, "one per segment with crowns");
    let g = draft.game();
    let pig = g.wheel().expect("a wheel").pig;
    let labels: Vec<String> = crowns.iter().map(|&k| crown_label(g, k)).collect();
    for (label, &k) in labels.iter().zip(&crowns) {
        let segment = WheelSegment::of_space(k).expect("a segment");
        assert!(
            label.starts_with(&format!("Crown: {} (", segment.name())),
            "{label}"
        );
        assert!(label.len() <= 80, "{label}");
        let away = distance(pig, segment);
        assert!(label.ends_with(&format!("; pig {away} away)")), "{label}");
    }
    assert!(labels
        .iter()
        .any(|l| l.starts_with("Crown: Taxes (2 spaces, scores 6 alone;")));
    assert!(labels
        .iter()
        .any(|l| l.starts_with("Crown: Famine (1 space, scores 3;")));
    // Once one of Taxes' two spaces is taken, the other is shared.
    let taxes = Action::Deploy {
        spot: Spot::Space(0),
        figure: FigureKind::FOLLOWER,
    };
    draft.push(taxes).expect("a crown");
    for a in draft.actions().to_vec() {
        game.apply(a).expect("legal");
    }
    assert!(crown_label(&game, 1).starts_with("Crown: Taxes (shared, 3 each;"));
}

#[test]
fn the_pig_is_a_full_turn_from_where_it_stands() {
    assert_eq!(distance(WheelSegment::Fortune, WheelSegment::Taxes), 1);
    assert_eq!(distance(WheelSegment::Plague, WheelSegment::Taxes), 2);
    assert_eq!(distance(WheelSegment::Storm, WheelSegment::Storm), 6);
}

#[test]
fn the_wheel_line_names_each_players_points() {
    let n = vec!["alice".to_owned(), "bob".to_owned()];
    let names = Names(&n);
    let line = turned_line(1, 2, WheelSegment::Famine, &[(1, 1), (0, 2)], &[], &names);
    assert_eq!(
        line,
        "🐷 The pig moves 2 to **Famine** (bob drew a wheel tile): each farmer scores 1 per completed city bordering its field — alice +2, bob +1."
    );
    let plague = turned_line(0, 1, WheelSegment::Plague, &[], &[0, 1], &names);
    assert!(
        plague.ends_with("— alice chooses first, then bob."),
        "{plague}"
    );
    let game = wheel_game(1);
    let crown = crown_line(
        Some(WheelSegment::Taxes),
        &[(0, 6)],
        &names,
        &game.words().follower,
    );
    assert_eq!(crown, "Crown of Taxes: alice +6 (the follower goes home).");
}
