//! Events in words: what the channel reads after each turn.
//!
//! Players' names are written out, not mentioned, so that a long narration pings nobody; only
//! the prompt for the next turn mentions its player.
//!
//! Features, figures and score kinds are named in the game's own words ([`Words`]): a road is
//! a path and a follower a meeple in Over Hill and Dale, and nothing here asks which game it is.

use carcassonne_engine::tiles::FeatureKind;
use carcassonne_engine::{
    Event, FigureKind, Game, Phase, Pos, ScoreKind, Side, Spot, SpotKind, TileId, Tokens, Words,
};

use crate::expansions::{self, Telling, Told};
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
pub(super) fn kind_singular(words: &Words, kind: ScoreKind) -> String {
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
        Spot::Space(k) => {
            expansions::space_words(after, k, crate::i18n::UNSET).unwrap_or_else(|| "a space of the board".into())
        }
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

/// "3 wine", "2 apples": a count of tokens named by their key, as the part that hands them
/// out counts them (goods stay uncounted nouns).
pub fn token_count(key: &str, n: u32) -> String {
    expansions::first(|p| p.token_count(key, n, crate::i18n::UNSET)).unwrap_or_else(|| format!("{n} {key}"))
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

/// What every part says of a player's tokens, for the status and the score sheet.
pub fn held_words(tokens: &[Tokens]) -> String {
    expansions::all(|p| p.held_words(tokens, crate::i18n::UNSET)).concat()
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

pub fn points(n: u32) -> String {
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
    narrate_lines_as(events, names, after, None)
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
    let answering = match before.phase() {
        Phase::Decide { capability, .. } => Some(capability),
        _ => None,
    };
    narrate_lines_as(events, names, after, answering)
}

/// Consecutive events at the head of `rest` that `pick` takes, taken off `rest`.
pub fn take_while<T>(rest: &mut &[Event], mut pick: impl FnMut(&Event) -> Option<T>) -> Vec<T> {
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

/// `answering`: the move began with this capability's question; its answers are told (by its
/// part) until a tile is placed.
fn narrate_lines_as(
    events: &[Event],
    names: &Names<'_>,
    after: &Game,
    answering: Option<&'static str>,
) -> Vec<String> {
    let mut cx = Telling {
        names,
        lang: crate::i18n::UNSET,
        after,
        answering,
        standing: None,
        notes: Vec::new(),
    };
    let mut lines: Vec<String> = Vec::new();
    let mut rest = events;
    while let Some((event, tail)) = rest.split_first() {
        rest = tail;
        let told = expansions::parts()
            .iter()
            .find_map(|p| p.tell(event, &mut rest, &mut cx))
            .unwrap_or_else(|| tell(event, &mut rest, &mut cx));
        if let Told::Line(line) = told {
            lines.push(line);
        }
    }
    lines
}

/// An event no part tells, in the core's words.
fn tell<'a>(event: &'a Event, rest: &mut &'a [Event], cx: &mut Telling<'a>) -> Told {
    let (names, after) = (cx.names, cx.after);
    let words = after.words();
    let line = match event {
        Event::TileDrawn { .. }
        | Event::FigureReturned { .. }
        | Event::DecisionAsked { .. }
        | Event::Happened { .. } => return Told::Silent,
        Event::TileDiscarded { player, tile } => {
            // No tile drawn after it: it was the last, and the game ends on it.
            let last = !rest.iter().any(|e| matches!(e, Event::TileDrawn { .. }))
                && rest.iter().any(|e| matches!(e, Event::FinalScoring { .. }));
            format!(
                "{} drew {}, which fits nowhere; it was put out of the game.{}",
                names.of(*player),
                tile_with_article(*tile),
                if last {
                    " It was the last tile, so the game ends here."
                } else {
                    ""
                }
            )
        }
        Event::TilePlaced {
            player,
            tile,
            pos,
            rotation,
        } => {
            cx.answering = None;
            format!(
                "{} placed {} at **{}** (turned {}°).",
                names.of(*player),
                tile_with_article(*tile),
                cell_name(*pos),
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
                    *rest = &rest[1..];
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
        Event::Scored { .. } => scored_line(event, names, words).unwrap_or_default(),
        Event::PlayerRetired { player } => format!("{} left the game.", names.of(*player)),
        Event::ExtraTurn { player } => {
            format!("{} plays again at once (a second turn).", names.of(*player))
        }
        Event::TileBuried { player } => format!(
            "The next tile {} drew went face down, out of the game.",
            names.of(*player)
        ),
        Event::TokensTaken { player, key, count } => {
            format!("{} took {}.", names.of(*player), token_count(key, *count))
        }
        Event::FinalScoring { figures, .. } => {
            cx.standing = Some(figures);
            "The last tile is down: final scoring.".into()
        }
        Event::GameOver { .. } => "The game is over.".into(),
    };
    Told::Line(line)
}

/// "A 3-tile city was completed: 6 points to alice.", or its final-scoring form.
#[allow(clippy::too_many_arguments)]
fn scored_words(
    kind: ScoreKind,
    completed: bool,
    tiles: &[Pos],
    n: u32,
    winners: &[usize],
    note: Option<&str>,
    names: &Names<'_>,
    words: &Words,
) -> String {
    // Points that no tile holds (goods, say) have no size to tell.
    let what = match tiles.len() {
        0 => kind_singular(words, kind),
        n => format!("{n}-tile {}", kind_singular(words, kind)),
    };
    let mut to = if winners.is_empty() {
        "nobody scores".to_owned()
    } else {
        format!("{} to {}", points(n), names.list(winners))
    };
    if let Some(why) = note {
        to.push_str(&format!(" ({why})"));
    }
    if completed {
        format!("A {what} was completed: {to}.")
    } else {
        format!("Final scoring, {what}: {to}.")
    }
}

/// A `Scored` event in the core's words; `None` for any other event.
pub fn scored_line(event: &Event, names: &Names<'_>, words: &Words) -> Option<String> {
    match event {
        Event::Scored {
            kind,
            completed,
            tiles,
            points: n,
            winners,
            note,
        } => Some(scored_words(
            *kind, *completed, tiles, *n, winners, *note, names, words,
        )),
        _ => None,
    }
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
mod tests;
