//! Events in words: what the channel reads after each turn.
//!
//! Players' names are written out, not mentioned, so that a long narration pings nobody; only
//! the prompt for the next turn mentions its player.
//!
//! Features, figures and score kinds are named in the game's own words ([`Words`]): a road is
//! a path and a follower a meeple in Over Hill and Dale, and nothing here asks which game it is.

use carcassonne_engine::expansions::hill_and_dale::harvest_sets;
use carcassonne_engine::expansions::hill_and_dale::Harvest;
use carcassonne_engine::expansions::wheel::WheelSegment;
use carcassonne_engine::tiles::FeatureKind;
use carcassonne_engine::{
    Event, Figure, FigureKind, Game, Pos, ScoreKind, Side, Spot, SpotKind, TileId, Tokens, Words,
};

use super::wheel;
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
fn kind_singular(words: &Words, kind: ScoreKind) -> String {
    if kind == ScoreKind::Field {
        words.farm.one.to_owned()
    } else {
        words.score(kind).to_owned()
    }
}

/// What `figure` stands on: "the city", "the monastery", "the field (as a farmer)". `after` is
/// the game after the events, so the tile at `pos` is on its board.
fn spot_words(after: &Game, pos: Pos, spot: Spot, figure: FigureKind) -> String {
    let words = after.words();
    match spot {
        Spot::Space(k) => match WheelSegment::of_space(k) {
            Some(segment) => format!("a crown of **{}**", segment.name()),
            None => "a space of the board".into(),
        },
        Spot::Monastery => format!("the {}", words.spot_name(SpotKind::Monastery)),
        Spot::Garden => format!("the {}", words.spot_name(SpotKind::Garden)),
        _ => match after.spot_kind(pos, spot) {
            // Only a claiming figure farms: a stable or a pig just stands on the field.
            Some(kind @ SpotKind::Feature(FeatureKind::Field)) if figure.def().claims => {
                format!("the {} (as a farmer)", words.spot_name(kind))
            }
            Some(kind) => format!("the {}", words.spot_name(kind)),
            None => "the tile".into(),
        },
    }
}

/// "a follower", "a meeple", or "the abbot" for a figure each player has one of.
fn figure_words(words: &Words, kind: FigureKind) -> String {
    if kind.def().per_player == 1 {
        format!("the {}", words.figure(kind))
    } else {
        format!("a {}", words.figure(kind))
    }
}

/// "1 apple", "2 strawberries": a count of tokens named by their key. Goods stay uncounted
/// nouns ("3 wine").
pub fn token_count(key: &str, n: u32) -> String {
    if n == 1 || Harvest::from_name(key).is_none() {
        return format!("{n} {key}");
    }
    let plural = match key.strip_suffix('y') {
        Some(stem) if !stem.ends_with(['a', 'e', 'i', 'o', 'u']) => format!("{stem}ies"),
        _ => format!("{key}s"),
    };
    format!("{n} {plural}")
}

/// A player's tokens in words: "2 apples, 1 pumpkin and 1 scarecrow".
pub fn tokens_words(tokens: &[Tokens]) -> String {
    let parts: Vec<String> = tokens
        .iter()
        .filter(|t| t.count > 0)
        .map(|t| token_count(t.key, t.count))
        .collect();
    join_names(&parts)
}

/// The harvest tokens among tokens (the goods of other rules are not harvest).
pub fn harvest_only(tokens: &[Tokens]) -> Vec<Tokens> {
    tokens
        .iter()
        .filter(|t| Harvest::from_name(t.key).is_some())
        .copied()
        .collect()
}

/// "2 apples and 1 pumpkin (1 set of five fruits)": harvest tokens held and the sets they make.
pub fn harvest_words(tokens: &[Tokens], sets: u32) -> String {
    let mut out = tokens_words(tokens);
    match sets {
        0 => {}
        1 => out.push_str(" (1 set of five fruits)"),
        k => out.push_str(&format!(" ({k} sets of five fruits)")),
    }
    out
}

fn harvest_tokens(game: &Game, player: usize) -> Vec<Tokens> {
    harvest_only(&game.tokens(player))
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
    narrate_lines_as(events, names, after, false)
}

/// [`narrate`] for one move that started in `before`: a move answering the plague says whose
/// follower went home, where a return would otherwise go untold (it follows no scoring).
pub fn narrate_move(before: &Game, events: &[Event], names: &Names<'_>, after: &Game) -> String {
    truncate(
        narrate_move_lines(before, events, names, after).join("\n"),
        MAX_NARRATION,
    )
}

/// [`narrate_move`] uncut, one sentence per line.
pub fn narrate_move_lines(
    before: &Game,
    events: &[Event],
    names: &Names<'_>,
    after: &Game,
) -> Vec<String> {
    narrate_lines_as(events, names, after, wheel::is_plague(before))
}

/// Each winner of a `Scored` event with the points it gave them.
fn gains_of(winners: &[usize], points: u32) -> Vec<(usize, u32)> {
    winners.iter().map(|&w| (w, points)).collect()
}

/// Consecutive events at the head of `rest` that `pick` takes, taken off `rest`.
fn take_while<T>(rest: &mut &[Event], mut pick: impl FnMut(&Event) -> Option<T>) -> Vec<T> {
    let mut out = Vec::new();
    while let Some((first, tail)) = rest.split_first() {
        match pick(first) {
            Some(v) => {
                out.push(v);
                *rest = tail;
            }
            None => break,
        }
    }
    out
}

/// `plague_answer`: the events start with plague answers (the move began with the plague
/// asking its player); their returns are told until a tile is placed.
fn narrate_lines_as(
    events: &[Event],
    names: &Names<'_>,
    after: &Game,
    plague_answer: bool,
) -> Vec<String> {
    let words = after.words();
    let mut lines: Vec<String> = Vec::new();
    let mut answering = plague_answer;
    // The segment the pig reached last, whose crowns score after its action.
    let mut pig: Option<WheelSegment> = None;
    // The figures that stood when final scoring began: where a figure scoring at the end is.
    let mut standing: Option<&[Figure]> = None;
    let mut rest = events;
    while let Some((event, tail)) = rest.split_first() {
        rest = tail;
        let line = match event {
            Event::FigureReturned {
                player,
                figure,
                pos,
                spot,
            } if answering => {
                let returned = wheel::Returned {
                    player: *player,
                    figure: *figure,
                    pos: *pos,
                    spot: *spot,
                };
                wheel::plague_line(after, &returned, names)
            }
            Event::Happened {
                capability: carcassonne_engine::expansions::wheel::CAPABILITY,
                what,
                player,
                count,
                ..
            } => {
                let (Some(segment), Ok(steps)) =
                    (WheelSegment::from_key(what), u8::try_from(*count))
                else {
                    continue;
                };
                let (segment, steps) = (&segment, &steps);
                pig = Some(*segment);
                let mut asked = Vec::new();
                let gains = take_while(&mut rest, |e| match e {
                    Event::Scored {
                        kind: ScoreKind::Wheel,
                        points,
                        winners,
                        ..
                    } => Some(gains_of(winners, *points)),
                    Event::DecisionAsked { player, .. } => {
                        asked.push(*player);
                        Some(Vec::new())
                    }
                    _ => None,
                });
                let gains: Vec<(usize, u32)> = gains.into_iter().flatten().collect();
                wheel::turned_line(*player, *steps, *segment, &gains, &asked, names)
            }
            Event::Scored {
                kind: ScoreKind::Crown,
                points,
                winners,
                ..
            } => {
                let mut gains = gains_of(winners, *points);
                // Each crown's points, then its follower going home, then the next crown's.
                let more = take_while(&mut rest, |e| match e {
                    Event::Scored {
                        kind: ScoreKind::Crown,
                        points,
                        winners,
                        ..
                    } => Some(gains_of(winners, *points)),
                    Event::FigureReturned {
                        spot: Spot::Space(_),
                        ..
                    } => Some(Vec::new()),
                    _ => None,
                });
                gains.extend(more.into_iter().flatten());
                wheel::crown_line(pig, &gains, names, &words.follower)
            }
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
                answering = false;
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
                figure_words(words, *figure),
                spot_words(after, *pos, *spot, *figure)
            ),
            Event::FigureWithdrawn {
                player,
                figure,
                pos,
                spot,
            } => format!(
                "{} took {} back from {}.",
                names.of(*player),
                figure_words(words, *figure),
                spot_words(after, *pos, *spot, *figure)
            ),
            Event::FigureMoved {
                player,
                figure,
                pos,
                to,
                to_spot,
                ..
            } => {
                // The points of the move follow as their own event; one sentence tells both.
                let award = match rest.first() {
                    Some(Event::Scored {
                        kind,
                        tiles,
                        points,
                        winners,
                        ..
                    }) if winners == &[*player] && tiles.last() == Some(to) => {
                        rest = &rest[1..];
                        Some((*kind, tiles.as_slice(), *points))
                    }
                    _ => None,
                };
                let moved = Moved {
                    player: *player,
                    figure: *figure,
                    from: *pos,
                    to: *to,
                    to_spot: *to_spot,
                };
                move_words(&moved, award, names, after)
            }
            Event::TokensTaken { player, key, count } if Harvest::from_name(key).is_some() => {
                // Everything one player took from one field, in one sentence.
                let mut taken = vec![Tokens { key, count: *count }];
                while let Some(Event::TokensTaken {
                    player: next,
                    key,
                    count,
                }) = rest.first()
                {
                    if next != player || Harvest::from_name(key).is_none() {
                        break;
                    }
                    taken.push(Tokens { key, count: *count });
                    rest = &rest[1..];
                }
                format!(
                    "{} took harvest tokens: {}.",
                    names.of(*player),
                    tokens_words(&taken)
                )
            }
            Event::Scored {
                kind,
                completed,
                tiles,
                points: n,
                winners,
                note,
            } => {
                let award = Award {
                    kind: *kind,
                    tiles,
                    points: *n,
                    winners,
                };
                if let Some(line) = award_words(&award, names, after, standing) {
                    lines.push(line);
                    continue;
                }
                let what = format!("{}-tile {}", tiles.len(), kind_singular(words, *kind));
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
            Event::TileBuried { player } => format!(
                "The next tile went face down under {}'s hill, out of the game.",
                names.of(*player)
            ),
            Event::TokensTaken { player, key, count } => format!(
                "{} took {count} {key} token{} from the city.",
                names.of(*player),
                if *count == 1 { "" } else { "s" }
            ),
            Event::Happened {
                capability: "hills",
                what: "wolf",
                player,
                ..
            } => format!(
                "{} drew **a wolf**: the flock is scattered and its shepherds go home.",
                names.of(*player)
            ),
            Event::Happened {
                capability: "hills",
                what,
                player,
                count,
                ..
            } => match carcassonne_engine::expansions::hills::SheepToken::from_key(what, *count) {
                Some(token) => format!("{} drew {token} for the flock.", names.of(*player)),
                None => continue,
            },
            Event::FinalScoring { figures, .. } => {
                standing = Some(figures);
                "The last tile is down: final scoring.".into()
            }
            Event::GameOver { .. } => "The game is over.".into(),
            _ => continue,
        };
        lines.push(line);
    }
    lines
}

/// A figure that moved along its feature.
struct Moved {
    player: usize,
    figure: FigureKind,
    from: Pos,
    to: Pos,
    to_spot: Spot,
}

/// "alice's meeple moved 2 tiles east along the path to **N1E2**: a hike worth 2 points.",
/// with `award` the kind, tiles entered and points the move scored.
fn move_words(
    moved: &Moved,
    award: Option<(ScoreKind, &[Pos], u32)>,
    names: &Names<'_>,
    after: &Game,
) -> String {
    let words = after.words();
    let who = format!(
        "{}'s {}",
        names.of(moved.player),
        words.figure(moved.figure)
    );
    let cell = cell_name(moved.to);
    let Some((kind, entered, n)) = award else {
        return format!(
            "{who} moved from **{}** to **{cell}**.",
            cell_name(moved.from)
        );
    };
    // The way it set out: the first tile entered lies beside the one it left.
    let first = entered.first().copied().unwrap_or(moved.to);
    let heading = Side::ALL
        .into_iter()
        .find(|&side| moved.from.step(side) == first)
        .map_or(String::new(), |side| format!(" {}", side.name()));
    let along = after
        .spot_kind(moved.to, moved.to_spot)
        .map_or(String::new(), |k| {
            format!(" along the {}", words.spot_name(k))
        });
    let count = entered.len().max(1);
    format!(
        "{who} moved {count} tile{}{heading}{along} to **{cell}**: a {} worth {}.",
        if count == 1 { "" } else { "s" },
        words.score(kind),
        points(n)
    )
}

/// Points scored, as an event reports them.
struct Award<'a> {
    kind: ScoreKind,
    tiles: &'a [Pos],
    points: u32,
    winners: &'a [usize],
}

/// Points that belong to no feature on the table: goods majorities, gathered flocks, stables
/// and harvests at the end.
fn award_words(
    award: &Award<'_>,
    names: &Names<'_>,
    after: &Game,
    standing: Option<&[Figure]>,
) -> Option<String> {
    let Award {
        kind,
        points: n,
        winners,
        ..
    } = *award;
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
        ScoreKind::Stable => Some(stable_words(award, names, after, standing)),
        ScoreKind::Harvest => {
            let held: Vec<String> = winners
                .iter()
                .map(|&p| {
                    let tokens = harvest_tokens(after, p);
                    harvest_words(&tokens, harvest_sets(&tokens))
                })
                .collect();
            Some(format!(
                "Final scoring, {}'s {}: {} for {}.",
                names.list(winners),
                after.words().score(kind),
                points(n),
                held.join("; ")
            ))
        }
        _ => None,
    }
}

/// "Final scoring, alice's stable at **N1E2**: 4 animals around it, 4 points." The figure that
/// scored is the winner's figure named like the score kind whose square holds the tiles.
fn stable_words(
    award: &Award<'_>,
    names: &Names<'_>,
    after: &Game,
    standing: Option<&[Figure]>,
) -> String {
    let words = after.words();
    let name = words.score(award.kind);
    let figures: Vec<Figure> = match standing {
        Some(figures) => figures.to_vec(),
        None => after.figures().copied().collect(),
    };
    let at = figures
        .iter()
        .find(|f| {
            award.winners.contains(&f.player)
                && words.figure(f.kind) == name
                && award.tiles.iter().all(|&t| f.pos.is_near(t))
        })
        .map_or(String::new(), |f| format!(" at **{}**", cell_name(f.pos)));
    let animals: usize = award
        .tiles
        .iter()
        .filter_map(|&t| after.board().get(t))
        .map(|t| {
            t.def()
                .symbols
                .iter()
                .filter(|m| {
                    carcassonne_engine::expansions::hill_and_dale::Animal::ALL
                        .iter()
                        .any(|a| a.name() == m.name())
                })
                .count()
        })
        .sum();
    format!(
        "Final scoring, {}'s {name}{at}: {animals} animal{} around it, {}.",
        names.list(award.winners),
        if animals == 1 { "" } else { "s" },
        points(award.points)
    )
}

/// Features that scored nothing at final scoring though someone held them, and why: "alice's
/// 3-tile road at **N1E2**: an unfinished road with an inn scores nothing", in the game's
/// `words`.
pub fn scored_nothing(events: &[Event], names: &Names<'_>, words: &Words) -> Vec<String> {
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
                    kind_singular(words, *kind)
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
        let words = carcassonne_engine::GameKind::Carcassonne.words();
        let lines = scored_nothing(&[worth_something, unfinished_inn], &Names(&n), words);
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

    /// A turn of a player keen on what Over Hill and Dale adds: a hike, else a meeple on a
    /// crop field, else a stable, else a wanderer, else the first option.
    fn keen(game: &Game, options: &[Action]) -> Option<Action> {
        let words = game.words();
        let on = |a: &Action, figure: FigureKind, place: &str| match *a {
            Action::Deploy { spot, figure: f } if f == figure => game
                .last_placed()
                .and_then(|pos| game.spot_kind(pos, spot))
                .is_some_and(|k| words.spot_name(k) == place),
            _ => false,
        };
        options
            .iter()
            .find(|a| matches!(a, Action::Move { .. }))
            .or_else(|| {
                options
                    .iter()
                    .find(|a| on(a, FigureKind::FOLLOWER, "field"))
            })
            .or_else(|| options.iter().find(|a| on(a, FigureKind::STABLE, "meadow")))
            .or_else(|| options.iter().find(|a| on(a, FigureKind::FOLLOWER, "path")))
            .or_else(|| options.first())
            .copied()
    }

    /// Plays a whole Over Hill and Dale game of keen players, checking every turn's narration
    /// and the final scoring's; returns whether a hike and a harvest happened.
    fn narrate_a_keen_game(seed: u64) -> (bool, bool) {
        let n = names();
        let config = GameConfig {
            game: carcassonne_engine::GameKind::OverHillAndDale,
            ..GameConfig::with_rules(2, [])
        };
        let mut game = Game::new(config, seed).expect("Over Hill and Dale plays");
        // Tiles go anywhere they fit, so that paths and fields grow in every direction.
        let mut rng = carcassonne_engine::rng::Rng::new(seed);
        let (mut hiked, mut harvested) = (false, false);
        let mut last = Vec::new();
        while !game.is_over() {
            let mut draft = carcassonne_engine::TurnDraft::new(&game);
            draft
                .complete_with(|game, options| match options.first() {
                    Some(Action::Place(_)) => options.get(rng.below(options.len())).copied(),
                    _ => keen(game, options),
                })
                .expect("a turn");
            let mut events = Vec::new();
            for &a in draft.actions() {
                events.extend(game.apply(a).expect("legal"));
            }
            let lines = narrate_lines(&events, &Names(&n), &game);
            for line in lines.iter().filter(|l| !l.contains(" placed ")) {
                // Tiles are described by the renderer; everything else is this game's words.
                for word in ["follower", "road", "city", "cities", "farm"] {
                    assert!(!line.contains(word), "{word} in {line:?}");
                }
            }
            for (i, e) in events.iter().enumerate() {
                if let Event::FigureMoved { player, to, .. } = e {
                    let Some(Event::Scored { points: p, .. }) = events.get(i + 1) else {
                        panic!("a hike without its points: {events:?}");
                    };
                    let who = &n[*player];
                    let line = lines
                        .iter()
                        .find(|l| l.starts_with(&format!("{who}'s meeple moved ")))
                        .unwrap_or_else(|| panic!("no hike in {lines:?}"));
                    let tiles = if *p == 1 { "1 tile" } else { "" };
                    assert!(line.contains(tiles), "{line}");
                    assert!(
                        line.ends_with(&format!(
                            " along the path to **{}**: a hike worth {}.",
                            cell_name(*to),
                            points(*p)
                        )),
                        "{line}"
                    );
                    assert!(
                        ["north", "east", "south", "west"]
                            .iter()
                            .any(|d| line.contains(&format!(" {d} along"))),
                        "{line}"
                    );
                    hiked = true;
                }
            }
            let took: Vec<&Event> = events
                .iter()
                .filter(|e| matches!(e, Event::TokensTaken { .. }))
                .collect();
            if let Some(Event::TokensTaken { player, .. }) = took.first() {
                let line = lines
                    .iter()
                    .find(|l| l.starts_with(&format!("{} took harvest tokens: ", n[*player])))
                    .unwrap_or_else(|| panic!("no harvest in {lines:?}"));
                for e in &took {
                    if let Event::TokensTaken {
                        player: p,
                        key,
                        count,
                    } = e
                    {
                        if p == player {
                            let told = token_count(key, *count);
                            assert!(line.contains(&told), "{told} not in {line}");
                        }
                    }
                }
                harvested = true;
            }
            last = lines;
        }
        let stable = last
            .iter()
            .find(|l| l.contains("'s stable at **"))
            .unwrap_or_else(|| panic!("no stable scored: {last:?}"));
        assert!(stable.contains(" animal"), "{stable}");
        let harvest = last
            .iter()
            .find(|l| l.starts_with("Final scoring, ") && l.contains("'s harvest: "))
            .unwrap_or_else(|| panic!("no harvest scored: {last:?}"));
        let seat = (0..2)
            .find(|&p| harvest.contains(&format!("{}'s harvest", n[p])))
            .expect("a player's harvest");
        let held = harvest_only(&game.tokens(seat));
        assert!(harvest.contains(&tokens_words(&held)), "{harvest} {held:?}");
        (hiked, harvested)
    }

    #[test]
    fn over_hill_and_dale_reads_hikes_harvests_and_stables_in_its_words() {
        let (mut hiked, mut harvested) = (false, false);
        for seed in 0..20 {
            let (h, t) = narrate_a_keen_game(seed);
            hiked |= h;
            harvested |= t;
            if hiked && harvested {
                return;
            }
        }
        panic!("in 20 games: hiked {hiked}, harvested {harvested}");
    }

    #[test]
    fn harvest_tokens_are_counted_in_english() {
        assert_eq!(token_count("strawberry", 2), "2 strawberries");
        assert_eq!(token_count("apple", 1), "1 apple");
        assert_eq!(token_count("scarecrow", 3), "3 scarecrows");
        assert_eq!(token_count("wine", 3), "3 wine");
        let tokens = [
            Tokens {
                key: "apple",
                count: 2,
            },
            Tokens {
                key: "grain",
                count: 1,
            },
        ];
        assert_eq!(harvest_words(&tokens, 0), "2 apples and 1 grain");
        assert_eq!(
            harvest_words(&tokens, 2),
            "2 apples and 1 grain (2 sets of five fruits)"
        );
    }
}
