//! The Wheel of Fortune in words: crown buttons, the drawn tile's wheel number, the plague's
//! choices, the pig in the status, and the lines the narration reads for the wheel.
//!
//! The engine says what happens (the pig's segment, crowns, who is asked); this module only
//! words it. Everything here is about games that have a wheel: elsewhere it says nothing.

use carcassonne_engine::expansions::wheel::WheelSegment;
use carcassonne_engine::{FigureKind, Game, Phase, Pos, Spot};
use carcassonne_render::cell_name;

use super::narrate::{join_names, Names};

/// The capability that asks the plague's questions (`Phase::Decide { capability }`).
pub use crate::service::WHEEL_CAPABILITY as CAPABILITY;

/// Whether `game` waits for a player to answer the plague.
pub fn is_plague(game: &Game) -> bool {
    matches!(game.phase(), Phase::Decide { capability, .. } if capability == CAPABILITY)
}

/// Segments from the pig to `segment`, clockwise (6 when the pig stands on it: a full turn).
fn distance(pig: WheelSegment, segment: WheelSegment) -> usize {
    match (segment.index() + 6 - pig.index()) % 6 {
        0 => 6,
        d => d,
    }
}

/// The button of a crown: "Crown: Taxes (2 spaces, scores 6 alone; pig 1 away)", or, with
/// one of its two spaces taken, "Crown: Taxes (shared, 3 each; pig 1 away)".
pub fn crown_label(game: &Game, space: u8) -> String {
    let Some(segment) = WheelSegment::of_space(space) else {
        return format!("Crown space {space}");
    };
    let crowns = segment.crowns();
    let taken = game
        .wheel()
        .map(|w| {
            w.crowns
                .iter()
                .filter(|c| c.segment == segment && c.figure.is_some())
                .count()
        })
        .unwrap_or(0);
    let worth = if taken > 0 {
        "shared, 3 each".to_owned()
    } else if crowns == 1 {
        "1 space, scores 3".to_owned()
    } else {
        format!("{crowns} spaces, scores {} alone", 3 * u32::from(crowns))
    };
    let away = game.wheel().map_or(String::new(), |w| {
        format!("; pig {} away", distance(w.pig, segment))
    });
    format!("Crown: {} ({worth}{away})", segment.name())
}

/// What the drawn tile did to the pig, for the turn prompt: "wheel 2: the pig moved 2
/// segments to **Famine**"; `None` for a tile without a wheel number or a game without a wheel.
pub fn drawn_note(game: &Game) -> Option<String> {
    let tile = game.current_tile()?;
    let steps = carcassonne_engine::expansions::wheel::number_of(tile.def());
    let wheel = game.wheel()?;
    (steps > 0).then(|| {
        format!(
            "wheel {steps}: the pig moved {steps} segment{} to **{}**",
            if steps == 1 { "" } else { "s" },
            wheel.pig.name()
        )
    })
}

/// The wheel points each player had before anyone played: the first tile is drawn at set-up,
/// so its action is told with the first prompt. `None` after the first turn or without points.
pub fn first_draw_points(game: &Game, names: &Names<'_>) -> Option<String> {
    if game.turn() > 0 || game.wheel().is_none() {
        return None;
    }
    let gains: Vec<(usize, u32)> = (0..game.players())
        .map(|p| {
            (
                p,
                game.breakdown(p).get(carcassonne_engine::ScoreKind::Wheel),
            )
        })
        .filter(|(_, n)| *n > 0)
        .collect();
    (!gains.is_empty()).then(|| {
        let pig = game.wheel().map_or(WheelSegment::Fortune, |w| w.pig);
        format!(
            "🐷 {}: {} — {}.",
            pig.name(),
            pig.effect(),
            gains_words(&gains, names)
        )
    })
}

/// "alice +2, bob +1", in seat order.
pub fn gains_words(gains: &[(usize, u32)], names: &Names<'_>) -> String {
    let mut gains = gains.to_vec();
    gains.sort_by_key(|(p, _)| *p);
    let parts: Vec<String> = gains
        .iter()
        .map(|(p, n)| format!("{} +{n}", names.of(*p)))
        .collect();
    parts.join(", ")
}

/// "the city at N1E2": where a follower stands, in the game's words.
fn place_words(game: &Game, pos: Pos, spot: Spot) -> String {
    let words = game.words();
    let place = game
        .spot_kind(pos, spot)
        .map_or("tile", |k| words.spot_name(k));
    format!("{place} at {}", cell_name(pos))
}

/// A plague button: "City at N1E2 (3 tiles, worth 6 now)".
pub fn plague_label(game: &Game, pos: Pos, spot: Spot) -> String {
    let place = place_words(game, pos, spot);
    let mut label = match game.feature_at(pos, spot) {
        Some(f) if f.tiles.len() > 1 && spot != Spot::Monastery => {
            format!("{place} ({} tiles, worth {} now)", f.tiles.len(), f.value)
        }
        Some(f) => format!("{place} (worth {} now)", f.value),
        None => place,
    };
    if let Some(first) = label.get(..1) {
        label = first.to_uppercase() + &label[1..];
    }
    label
}

/// What the bot chose for a player who did not answer the plague: "the follower on the road at
/// N1E2 (worth 2 now)".
pub fn chosen_words(game: &Game, pos: Pos, spot: Spot) -> String {
    let follower = game.words().follower.one;
    let place = place_words(game, pos, spot);
    match game.feature_at(pos, spot) {
        Some(f) => format!("the {follower} on the {place} (worth {} now)", f.value),
        None => format!("the {follower} on the {place}"),
    }
}

/// The prompt of a plague question for `name`'s seat: what it is about and what follows.
pub fn plague_prompt(game: &Game, names: &Names<'_>) -> String {
    let follower = game.words().follower;
    let current = names.of(game.current_player());
    let deciding = game.deciding_player();
    let whose = if deciding == game.current_player() {
        format!("{current} drew the wheel tile and places it after this choice")
    } else {
        format!("{current} drew the wheel tile and places it once everyone has chosen")
    };
    format!(
        "🐷 **Plague!** Choose which of your {} on the land goes home ({whose}). Only {} can press these buttons.",
        follower.many,
        names.of(deciding)
    )
}

/// The status line about the wheel: where the pig stands and who sits on which crown.
pub fn status_line(game: &Game, names: &Names<'_>) -> Option<String> {
    let wheel = game.wheel()?;
    let mut held: Vec<String> = Vec::new();
    for segment in WheelSegment::ALL {
        let on: Vec<usize> = wheel
            .crowns
            .iter()
            .filter(|c| c.segment == segment)
            .filter_map(|c| c.figure.map(|f| f.player))
            .collect();
        if !on.is_empty() {
            held.push(format!("{} ({})", segment.name(), names.list(&on)));
        }
    }
    let crowns = if held.is_empty() {
        "no crown is taken".to_owned()
    } else {
        format!("crowns: {}", join_names(&held))
    };
    Some(format!(
        "🐷 The pig stands on **{}** ({}); {crowns}.",
        wheel.pig.name(),
        wheel.pig.effect()
    ))
}

/// "🐷 The pig moves 2 to **Famine** (bob drew a wheel tile): each farmer scores 1 per completed
/// city bordering its field — alice +2, bob +1." For the plague, who is asked, in order.
pub fn turned_line(
    drawer: usize,
    steps: u8,
    segment: WheelSegment,
    gains: &[(usize, u32)],
    asked: &[usize],
    names: &Names<'_>,
) -> String {
    let outcome = if segment == WheelSegment::Plague {
        match asked {
            [] => "nobody has a follower on the land".to_owned(),
            [one] => format!("{} chooses", names.of(*one)),
            [first, rest @ ..] => format!(
                "{} chooses first, then {}",
                names.of(*first),
                names.list(rest)
            ),
        }
    } else if gains.is_empty() {
        "nobody scores".to_owned()
    } else {
        gains_words(gains, names)
    };
    format!(
        "🐷 The pig moves {steps} to **{}** ({} drew a wheel tile): {} — {outcome}.",
        segment.name(),
        names.of(drawer),
        segment.effect()
    )
}

/// "Crown of Famine: alice +3 (the follower goes home)."
pub fn crown_line(
    segment: Option<WheelSegment>,
    gains: &[(usize, u32)],
    names: &Names<'_>,
    follower: &carcassonne_engine::Noun,
) -> String {
    let of = segment.map_or(String::new(), |s| format!(" of {}", s.name()));
    let home = if gains.len() == 1 {
        format!("the {} goes home", follower.one)
    } else {
        format!("the {} go home", follower.many)
    };
    format!("Crown{of}: {} ({home}).", gains_words(gains, names))
}

/// A follower sent home by the plague, where it stood.
pub struct Returned {
    pub player: usize,
    pub figure: FigureKind,
    pub pos: Pos,
    pub spot: Spot,
}

/// "🐷 Plague: alice sent home the follower on the city at **N1E2**."
pub fn plague_line(game: &Game, returned: &Returned, names: &Names<'_>) -> String {
    let words = game.words();
    let place = game
        .spot_kind(returned.pos, returned.spot)
        .map_or("tile", |k| words.spot_name(k));
    format!(
        "🐷 Plague: {} sent home the {} on the {place} at **{}**.",
        names.of(returned.player),
        words.figure(returned.figure),
        cell_name(returned.pos)
    )
}

#[cfg(test)]
mod tests {
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
}
