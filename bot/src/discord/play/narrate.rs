//! Events in words: what the channel reads after each turn.
//!
//! Players' names are written out, not mentioned, so that a long narration pings nobody; only
//! the prompt for the next turn mentions its player.

use carcassonne_engine::{Event, FigureKind, Game, Pos, ScoreKind, Spot, TileId};
use carcassonne_render::{cell_name, tile_words};

/// Discord allows 2000 characters per message; the narration shares a message with a header.
pub const MAX_NARRATION: usize = 1700;

/// Who is who, by seat.
pub struct Names<'a>(pub &'a [String]);

impl Names<'_> {
    pub fn of(&self, seat: usize) -> String {
        self.0
            .get(seat)
            .cloned()
            .unwrap_or_else(|| format!("Player {}", seat + 1))
    }

    /// "alice", "alice and bob", "alice, bob and carol".
    pub fn list(&self, seats: &[usize]) -> String {
        let names: Vec<String> = seats.iter().map(|&s| self.of(s)).collect();
        join_names(&names)
    }
}

pub fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A scored feature's kind in a sentence ("farm" for a field's farmers).
fn kind_singular(kind: ScoreKind) -> &'static str {
    if kind == ScoreKind::Field {
        "farm"
    } else {
        kind.name()
    }
}

/// What stands where: "the city", "the monastery". `after` is the game after the events, so
/// the tile at `pos` is on its board.
fn spot_words(after: &Game, pos: Pos, spot: Spot) -> String {
    match spot {
        Spot::Monastery => "the monastery".into(),
        Spot::Garden => "the garden".into(),
        Spot::Segment(i) => after
            .board()
            .get(pos)
            .and_then(|t| t.def().segments.get(usize::from(i)))
            .map_or_else(
                || "the tile".into(),
                |seg| match seg.kind.name() {
                    "field" => "the field (as a farmer)".into(),
                    name => format!("the {name}"),
                },
            ),
        _ => "the tile".into(),
    }
}

/// "a follower", or "the abbot" for a figure each player has one of.
fn figure_words(kind: FigureKind) -> String {
    if kind.def().per_player == 1 {
        format!("the {}", kind.name())
    } else {
        format!("a {}", kind.name())
    }
}

/// "a city cap with curved road", "an inn on straight road", "a tile with two city caps": a
/// tile as players call it, never its catalogue id.
pub fn tile_with_article(tile: TileId) -> String {
    let words = tile_words(tile);
    let first = words.split(' ').next().unwrap_or_default();
    if ["two", "three", "four"].contains(&first) {
        // "placed two city caps" would read as two tiles.
        format!("a tile with {words}")
    } else if first.starts_with(['a', 'e', 'i', 'o', 'u']) {
        format!("an {words}")
    } else {
        format!("a {words}")
    }
}

fn points(n: u32) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

/// One sentence per thing that happened, cut to fit a message; `after` is the game once the
/// events happened (or any later state of it: only tiles already placed are looked up).
pub fn narrate(events: &[Event], names: &Names<'_>, after: &Game) -> String {
    truncate(
        narrate_lines(events, names, after).join("\n"),
        MAX_NARRATION,
    )
}

/// [`narrate`] uncut, one sentence per line.
pub fn narrate_lines(events: &[Event], names: &Names<'_>, after: &Game) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for event in events {
        let line = match event {
            Event::TileDrawn { .. }
            | Event::FigureReturned { .. }
            | Event::DecisionAsked { .. } => continue,
            Event::TileDiscarded { player, tile } => format!(
                "{} drew {}, which fits nowhere; it was put out of the game.",
                names.of(*player),
                tile_with_article(*tile)
            ),
            Event::TilePlaced {
                player,
                tile,
                pos,
                rotation,
            } => {
                let cell = cell_name(*pos);
                format!(
                    "{} placed {} at **{cell}** (turned {}°).",
                    names.of(*player),
                    tile_with_article(*tile),
                    rotation.degrees()
                )
            }
            Event::FigureDeployed {
                player,
                figure,
                pos,
                spot,
            } => format!(
                "{} put {} on {}.",
                names.of(*player),
                figure_words(*figure),
                spot_words(after, *pos, *spot)
            ),
            Event::FigureWithdrawn {
                player,
                figure,
                pos,
                spot,
            } => format!(
                "{} took {} back from {}.",
                names.of(*player),
                figure_words(*figure),
                spot_words(after, *pos, *spot)
            ),
            Event::Scored {
                kind,
                completed,
                tiles,
                points: n,
                winners,
                note,
            } => {
                if let Some(line) = award_words(*kind, *n, winners, names) {
                    lines.push(line);
                    continue;
                }
                let what = format!("{}-tile {}", tiles.len(), kind_singular(*kind));
                let mut to = if winners.is_empty() {
                    "nobody scores".to_owned()
                } else {
                    format!("{} to {}", points(*n), names.list(winners))
                };
                if let Some(why) = note {
                    to.push_str(&format!(" ({why})"));
                }
                if *completed {
                    format!("A {what} was completed: {to}.")
                } else {
                    format!("Final scoring, {what}: {to}.")
                }
            }
            Event::PlayerRetired { player } => format!("{} left the game.", names.of(*player)),
            Event::ExtraTurn { player } => {
                format!("{} plays again at once (a second turn).", names.of(*player))
            }
            Event::TileUnderHill { player } => format!(
                "The next tile went face down under {}'s hill, out of the game.",
                names.of(*player)
            ),
            Event::GoodsTaken {
                player,
                goods,
                count,
            } => format!(
                "{} took {count} {} token{} from the city.",
                names.of(*player),
                goods.name(),
                if *count == 1 { "" } else { "s" }
            ),
            Event::SheepDrawn {
                player,
                token: carcassonne_engine::SheepToken::Wolf,
                ..
            } => format!(
                "{} drew **a wolf**: the flock is scattered and its shepherds go home.",
                names.of(*player)
            ),
            Event::SheepDrawn { player, token, .. } => {
                format!("{} drew {token} for the flock.", names.of(*player))
            }
            Event::FinalScoring { .. } => "The last tile is down: final scoring.".into(),
            Event::GameOver { .. } => "The game is over.".into(),
            _ => continue,
        };
        lines.push(line);
    }
    lines
}

/// Points that belong to no feature on the table: goods majorities and gathered flocks.
fn award_words(kind: ScoreKind, n: u32, winners: &[usize], names: &Names<'_>) -> Option<String> {
    match kind {
        ScoreKind::Goods => Some(format!(
            "Goods majority: {} to {}.",
            points(n),
            names.list(winners)
        )),
        ScoreKind::Flock => Some(format!(
            "The flock is gathered: {} to {}.",
            points(n),
            names.list(winners)
        )),
        _ => None,
    }
}

/// Features that scored nothing at final scoring though someone held them, and why: "alice's
/// 3-tile road at **N1E2**: an unfinished road with an inn scores nothing".
pub fn scored_nothing(events: &[Event], names: &Names<'_>) -> Vec<String> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Scored {
                kind,
                completed: false,
                tiles,
                points: 0,
                winners,
                note: Some(why),
            } if !winners.is_empty() => {
                // The feature's tile nearest the start names where it is.
                let at = tiles
                    .iter()
                    .min_by_key(|p| (p.x.abs() + p.y.abs(), p.y, p.x))
                    .map(|&p| format!(" at **{}**", cell_name(p)))
                    .unwrap_or_default();
                Some(format!(
                    "{}'s {}-tile {}{at}: {why}",
                    names.list(winners),
                    tiles.len(),
                    kind_singular(*kind)
                ))
            }
            _ => None,
        })
        .collect()
}

/// Cuts at a line boundary when possible, and says so.
pub fn truncate(text: String, max: usize) -> String {
    if text.len() <= max {
        return text;
    }
    let mut cut = max.saturating_sub(2);
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let head = &text[..cut];
    let head = head.rfind('\n').map_or(head, |nl| &head[..nl]);
    format!("{head}\n…")
}

#[cfg(test)]
mod tests {
    use super::*;
    use carcassonne_engine::{Action, GameConfig, Phase};

    fn names() -> Vec<String> {
        vec!["alice".into(), "bob".into()]
    }

    #[test]
    fn a_placement_and_a_follower_read_as_sentences() {
        let mut game = Game::new(GameConfig::base(2), 3).expect("valid config");
        let placement = game.legal_placements()[0];
        let tile = game.current_tile().expect("a drawn tile");
        let mut events = game.apply(Action::Place(placement)).expect("legal");
        let spot = game.deploy_spots()[0];
        events.extend(
            game.apply(Action::Deploy {
                spot,
                figure: FigureKind::FOLLOWER,
            })
            .expect("legal"),
        );
        let n = names();
        let text = narrate(&events, &Names(&n), &game);
        let cell = cell_name(placement.pos);
        let words = tile_with_article(tile);
        assert!(
            text.starts_with(&format!("alice placed {words} at")),
            "{text}"
        );
        // Players read what is on the tile, not the catalogue's id.
        assert!(!text.contains(&format!(" {} ", tile.name())), "{text}");
        assert!(text.contains(&format!("**{cell}**")), "{text}");
        assert!(text.contains("alice put a follower on the "), "{text}");
        assert!(!matches!(game.phase(), Phase::Deploy { .. }));
    }

    #[test]
    fn every_tile_reads_with_a_fitting_article() {
        for tile in (0..).map_while(carcassonne_engine::tiles::TileId::from_index) {
            let words = tile_with_article(tile);
            assert!(
                words.starts_with("a ") || words.starts_with("an "),
                "{words}"
            );
            let noun = words.split(' ').nth(1).unwrap_or_default();
            assert!(!["two", "three", "four", "one"].contains(&noun), "{words}");
        }
    }

    #[test]
    fn scoring_names_points_and_every_winner() {
        let game = Game::new(GameConfig::base(2), 3).expect("valid config");
        let events = [Event::Scored {
            kind: ScoreKind::City,
            completed: true,
            tiles: vec![Pos::new(0, 0), Pos::new(0, -1)],
            points: 4,
            winners: vec![0, 1],
            note: None,
        }];
        let n = names();
        let text = narrate(&events, &Names(&n), &game);
        assert_eq!(
            text,
            "A 2-tile city was completed: 4 points to alice and bob."
        );
    }

    #[test]
    fn features_worth_nothing_at_the_end_say_why() {
        let unfinished_inn = Event::Scored {
            kind: ScoreKind::Road,
            completed: false,
            tiles: vec![Pos::new(0, 1), Pos::new(0, 2), Pos::new(1, 2)],
            points: 0,
            winners: vec![1],
            note: Some("an unfinished road with an inn scores nothing"),
        };
        let worth_something = Event::Scored {
            kind: ScoreKind::City,
            completed: false,
            tiles: vec![Pos::new(0, -1)],
            points: 1,
            winners: vec![0],
            note: None,
        };
        let n = names();
        let lines = scored_nothing(&[worth_something, unfinished_inn], &Names(&n));
        assert_eq!(
            lines,
            [format!(
                "bob's 3-tile road at **{}**: an unfinished road with an inn scores nothing",
                cell_name(Pos::new(0, 1))
            )]
        );
    }

    #[test]
    fn long_narrations_are_cut_at_a_line() {
        let text = (0..500)
            .map(|i| format!("line {i}"))
            .collect::<Vec<_>>()
            .join("\n");
        let cut = truncate(text, 100);
        assert!(cut.len() <= 100, "{}", cut.len());
        assert!(cut.ends_with("\n…"));
        assert!(cut.starts_with("line 0\nline 1"));
    }
}
