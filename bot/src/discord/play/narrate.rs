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
use crate::i18n::{Args, Lang};
use carcassonne_render::{cell_name, tile_words};

/// Discord allows 2000 characters per message; the narration shares a message with a header.
pub const MAX_NARRATION: usize = 1700;

/// Who is who, by seat.
pub struct Names<'a>(pub &'a [String]);

impl Names<'_> {
    /// The name of `seat`, or "Player 2" in `lang` for a seat without one.
    pub fn of(&self, lang: Lang, seat: usize) -> String {
        self.0
            .get(seat)
            .cloned()
            .unwrap_or_else(|| crate::t!(lang, "narr-player", seat = seat + 1))
    }

    /// "alice", "alice and bob", "alice, bob and carol" in `lang`.
    pub fn list(&self, lang: Lang, seats: &[usize]) -> String {
        let names: Vec<String> = seats.iter().map(|&s| self.of(lang, s)).collect();
        join_names(lang, &names)
    }
}

/// "a, b and c", "a, b und c", "a, b i c": a list in `lang`.
pub fn join_names(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [first, last] => crate::t!(lang, "narr-list-two", first = first, last = last),
        [first, rest @ ..] => {
            crate::t!(
                lang,
                "narr-list-more",
                first = first,
                rest = join_names(lang, rest)
            )
        }
    }
}

/// A noun of the game's words in `lang` (`key` as [`Words`] gives it: "noun-city",
/// "figure-abbot", "score-goods"), `count` choosing its plural. Every key the engine hands
/// out has words in every language (tested in `bot/tests/locales.rs`).
pub fn noun(lang: Lang, key: &str, count: u32) -> String {
    crate::i18n::text(lang, key, &Args::new().with("count", count))
}

/// A scored feature's kind in a sentence ("farm" for a field's farmers), `count` of them.
pub fn kind_noun(lang: Lang, words: &Words, kind: ScoreKind, count: u32) -> String {
    noun(lang, &words.score_key(kind), count)
}

/// A figure's name in `lang`, `count` of them.
pub fn figure_noun(lang: Lang, words: &Words, kind: FigureKind, count: u32) -> String {
    noun(lang, &words.figure_key(kind), count)
}

/// A place's name in `lang`.
fn spot_noun(lang: Lang, words: &Words, kind: SpotKind) -> String {
    noun(lang, words.spot_key(kind), 1)
}

/// What `figure` stands on, as the sentence `on` (putting) or not (taking back) wants it:
/// "the city", "the monastery", "the field (as a farmer)". `after` is the game after the
/// events, so the tile at `pos` is on its board. A space of a board piece is worded by its
/// part, and `Err` says so.
fn spot_words(
    lang: Lang,
    after: &Game,
    pos: Pos,
    spot: Spot,
    figure: FigureKind,
    on: bool,
) -> Result<String, String> {
    let words = after.words();
    let place = |kind: SpotKind| -> String {
        let args = Args::new()
            .with("key", words.spot_key(kind))
            .with("name", spot_noun(lang, words, kind));
        if on {
            crate::i18n::text(lang, "narr-on", &args)
        } else {
            crate::i18n::text(lang, "narr-from", &args)
        }
    };
    Ok(match spot {
        Spot::Space(k) => {
            return Err(expansions::space_words(after, k, lang)
                .unwrap_or_else(|| crate::t!(lang, "narr-space")))
        }
        Spot::Monastery => place(SpotKind::Monastery),
        Spot::Garden => place(SpotKind::Garden),
        _ => match after.spot_kind(pos, spot) {
            // Only a claiming figure farms: a stable or a pig just stands on the field.
            Some(kind @ SpotKind::Feature(FeatureKind::Field)) if figure.def().claims => {
                let name = spot_noun(lang, words, kind);
                let key = words.spot_key(kind);
                if on {
                    crate::t!(lang, "narr-on-farm", key = key, name = name)
                } else {
                    crate::t!(lang, "narr-from-farm", key = key, name = name)
                }
            }
            Some(kind) => place(kind),
            None if on => crate::t!(lang, "narr-on-tile"),
            None => crate::t!(lang, "narr-from-tile"),
        },
    })
}

/// "a follower", "a meeple", or "the abbot" for a figure each player has one of.
fn figure_words(lang: Lang, words: &Words, kind: FigureKind) -> String {
    crate::t!(
        lang,
        "narr-figure",
        key = words.figure_key(kind),
        name = figure_noun(lang, words, kind, 1),
        unique = if kind.def().per_player == 1 {
            "yes"
        } else {
            "no"
        }
    )
}

/// "3 wine", "2 apples": a count of tokens named by their key, as the part that hands them
/// out counts them (goods stay uncounted nouns).
pub fn token_count(lang: Lang, key: &str, n: u32) -> String {
    expansions::first(|p| p.token_count(key, n, lang)).unwrap_or_else(|| format!("{n} {key}"))
}

/// A player's tokens in words: "2 apples, 1 pumpkin and 1 scarecrow".
pub fn tokens_words(lang: Lang, tokens: &[Tokens]) -> String {
    let parts: Vec<String> = tokens
        .iter()
        .filter(|t| t.count > 0)
        .map(|t| token_count(lang, t.key, t.count))
        .collect();
    join_names(lang, &parts)
}

/// What every part says of a player's tokens, for the status and the score sheet.
pub fn held_words(tokens: &[Tokens], lang: Lang) -> String {
    expansions::all(|p| p.held_words(tokens, lang)).concat()
}

/// How a tile is put in a sentence: `article` says which English article it takes ("a",
/// "an", or "with" for "a tile with two city caps"), `tile` what is on it.
fn tile_args(lang: Lang, tile: TileId) -> Args {
    let words = tile_name(lang, tile);
    let first = words.split(' ').next().unwrap_or_default();
    let article = if ["two", "three", "four"].contains(&first) {
        // "placed two city caps" would read as two tiles.
        "with"
    } else if first.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    Args::new().with("article", article).with("tile", words)
}

/// What is on a tile, in `lang` (the renderer's words).
fn tile_name(lang: Lang, tile: TileId) -> String {
    tile_words(tile, lang)
}

/// "a city cap with curved road", "an inn on straight road", "a tile with two city caps": a
/// tile as players call it, never its catalogue id.
pub fn tile_with_article(lang: Lang, tile: TileId) -> String {
    crate::i18n::text(lang, "narr-a-tile", &tile_args(lang, tile))
}

/// "1 point", "6 Punkte", "22 punkty" in `lang`.
pub fn points(lang: Lang, n: u32) -> String {
    crate::t!(lang, "narr-points", count = n)
}

/// One sentence per thing that happened, cut to fit a message; `after` is the game once the
/// events happened (or any later state of it: only tiles already placed are looked up).
pub fn narrate(lang: Lang, events: &[Event], names: &Names<'_>, after: &Game) -> String {
    truncate(
        narrate_lines(lang, events, names, after).join("\n"),
        MAX_NARRATION,
    )
}

/// [`narrate`] uncut, one sentence per line.
pub fn narrate_lines(lang: Lang, events: &[Event], names: &Names<'_>, after: &Game) -> Vec<String> {
    narrate_lines_as(lang, events, names, after, None)
}

/// [`narrate`] for one move that started in `before`: a move answering the plague says whose
/// follower went home, where a return would otherwise go untold (it follows no scoring).
pub fn narrate_move(
    lang: Lang,
    before: &Game,
    events: &[Event],
    names: &Names<'_>,
    after: &Game,
) -> String {
    truncate(
        narrate_move_lines(lang, before, events, names, after).join("\n"),
        MAX_NARRATION,
    )
}

/// [`narrate_move`] uncut, one sentence per line.
pub fn narrate_move_lines(
    lang: Lang,
    before: &Game,
    events: &[Event],
    names: &Names<'_>,
    after: &Game,
) -> Vec<String> {
    let answering = match before.phase() {
        Phase::Decide { capability, .. } => Some(capability),
        _ => None,
    };
    narrate_lines_as(lang, events, names, after, answering)
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
    lang: Lang,
    events: &[Event],
    names: &Names<'_>,
    after: &Game,
    answering: Option<&'static str>,
) -> Vec<String> {
    let mut cx = Telling {
        names,
        lang,
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
    let (names, after, lang) = (cx.names, cx.after, cx.lang);
    let words = after.words();
    let player = |seat: &usize| names.of(lang, *seat);
    let line = match event {
        Event::TileDrawn { .. }
        | Event::FigureReturned { .. }
        | Event::DecisionAsked { .. }
        | Event::Happened { .. } => return Told::Silent,
        Event::TileDiscarded { player: seat, tile } => {
            // Tiles set aside one after another (a river left no room ahead) are told in one
            // line: fifteen lines saying the same would bury the rest of the turn.
            let mut tiles = vec![*tile];
            while let [Event::TileDrawn { .. }, Event::TileDiscarded { player, tile }, tail @ ..] =
                *rest
            {
                if player != seat {
                    break;
                }
                tiles.push(*tile);
                *rest = tail;
            }
            // No tile drawn after it: it was the last, and the game ends on it.
            let last = !rest.iter().any(|e| matches!(e, Event::TileDrawn { .. }))
                && rest.iter().any(|e| matches!(e, Event::FinalScoring { .. }));
            if let [tile] = tiles.as_slice() {
                let args = tile_args(lang, *tile).with("player", player(seat));
                let key = if last {
                    "narr-discarded-last"
                } else {
                    "narr-discarded"
                };
                crate::i18n::text(lang, key, &args)
            } else {
                let names: Vec<String> = tiles.iter().map(|&t| tile_name(lang, t)).collect();
                let args = Args::new()
                    .with("player", player(seat))
                    .with("count", tiles.len())
                    .with("tiles", join_names(lang, &names));
                let key = if last {
                    "narr-discarded-many-last"
                } else {
                    "narr-discarded-many"
                };
                crate::i18n::text(lang, key, &args)
            }
        }
        Event::TilePlaced {
            player: seat,
            tile,
            pos,
            rotation,
        } => {
            cx.answering = None;
            let args = tile_args(lang, *tile)
                .with("player", player(seat))
                .with("cell", cell_name(*pos))
                .with("degrees", rotation.degrees());
            crate::i18n::text(lang, "narr-placed", &args)
        }
        Event::FigureDeployed {
            player: seat,
            figure,
            pos,
            spot,
        } => {
            let who = player(seat);
            let what = figure_words(lang, words, *figure);
            match spot_words(lang, after, *pos, *spot, *figure, true) {
                Ok(spot) => crate::t!(
                    lang,
                    "narr-deployed",
                    player = who,
                    figure = what,
                    spot = spot
                ),
                Err(space) => {
                    crate::t!(
                        lang,
                        "narr-deployed-space",
                        player = who,
                        figure = what,
                        space = space
                    )
                }
            }
        }
        Event::FigureWithdrawn {
            player: seat,
            figure,
            pos,
            spot,
        } => {
            let who = player(seat);
            let what = figure_words(lang, words, *figure);
            match spot_words(lang, after, *pos, *spot, *figure, false) {
                Ok(spot) => {
                    crate::t!(
                        lang,
                        "narr-withdrawn",
                        player = who,
                        figure = what,
                        spot = spot
                    )
                }
                Err(space) => crate::t!(
                    lang,
                    "narr-withdrawn-space",
                    player = who,
                    figure = what,
                    space = space
                ),
            }
        }
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
            move_words(lang, &moved, award, names, after)
        }
        Event::Scored { .. } => scored_line(lang, event, names, words).unwrap_or_default(),
        Event::PlayerRetired { player: seat } => {
            crate::t!(lang, "narr-retired", player = player(seat))
        }
        Event::ExtraTurn { player: seat } => {
            crate::t!(lang, "narr-extra-turn", player = player(seat))
        }
        Event::TileBuried { player: seat } => crate::t!(lang, "narr-buried", player = player(seat)),
        Event::TokensTaken {
            player: seat,
            key,
            count,
        } => crate::t!(
            lang,
            "narr-tokens-taken",
            player = player(seat),
            tokens = token_count(lang, key, *count)
        ),
        Event::FinalScoring { figures, .. } => {
            cx.standing = Some(figures);
            crate::t!(lang, "narr-final-scoring")
        }
        Event::GameOver { .. } => crate::t!(lang, "narr-game-over"),
    };
    Told::Line(line)
}

/// Why a feature scored what it did (an engine note key), in `lang`.
pub fn note_words(lang: Lang, key: &str) -> String {
    crate::i18n::text(lang, key, &Args::new())
}

/// "A 3-tile city was completed: 6 points to alice.", or its final-scoring form.
#[allow(clippy::too_many_arguments)]
fn scored_words(
    lang: Lang,
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
    let what = kind_noun(lang, words, kind, 1);
    let to = if winners.is_empty() {
        crate::t!(lang, "narr-nobody-scores")
    } else {
        crate::t!(
            lang,
            "narr-points-to",
            count = n,
            players = names.list(lang, winners)
        )
    };
    let to = match note {
        Some(why) => crate::t!(
            lang,
            "narr-with-note",
            score = to,
            note = note_words(lang, why)
        ),
        None => to,
    };
    let args = Args::new()
        .with("key", words.score_key(kind))
        .with("what", what)
        .with("size", tiles.len())
        .with("score", to);
    if completed {
        crate::i18n::text(lang, "narr-completed", &args)
    } else {
        crate::i18n::text(lang, "narr-final", &args)
    }
}

/// A `Scored` event in the core's words; `None` for any other event.
pub fn scored_line(lang: Lang, event: &Event, names: &Names<'_>, words: &Words) -> Option<String> {
    match event {
        Event::Scored {
            kind,
            completed,
            tiles,
            points: n,
            winners,
            note,
        } => Some(scored_words(
            lang, *kind, *completed, tiles, *n, winners, *note, names, words,
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
    lang: Lang,
    moved: &Moved,
    award: Option<(ScoreKind, &[Pos], u32)>,
    names: &Names<'_>,
    after: &Game,
) -> String {
    let words = after.words();
    let args = Args::new()
        .with("player", names.of(lang, moved.player))
        .with("figure", figure_noun(lang, words, moved.figure, 1))
        .with("to", cell_name(moved.to));
    let Some((kind, entered, n)) = award else {
        let args = args.with("from", cell_name(moved.from));
        return crate::i18n::text(lang, "narr-moved", &args);
    };
    // The way it set out: the first tile entered lies beside the one it left.
    let first = entered.first().copied().unwrap_or(moved.to);
    let heading = Side::ALL
        .into_iter()
        .find(|&side| moved.from.step(side) == first);
    let along = after.spot_kind(moved.to, moved.to_spot);
    let args = args
        .with("count", entered.len().max(1))
        .with("kind", kind_noun(lang, words, kind, 1))
        .with("points", n);
    match (heading, along) {
        (Some(side), Some(along)) => {
            let args = args
                .with("side", side.name())
                .with("along", spot_noun(lang, words, along))
                .with("key", words.spot_key(along));
            crate::i18n::text(lang, "narr-hiked", &args)
        }
        _ => crate::i18n::text(lang, "narr-hiked-somewhere", &args),
    }
}

/// Features that scored nothing at final scoring though someone held them, and why: "alice's
/// 3-tile road at **N1E2**: an unfinished road with an inn scores nothing", in the game's
/// `words`.
pub fn scored_nothing(
    lang: Lang,
    events: &[Event],
    names: &Names<'_>,
    words: &Words,
) -> Vec<String> {
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
                let args = Args::new()
                    .with("players", names.list(lang, winners))
                    .with("size", tiles.len())
                    .with("key", words.score_key(*kind))
                    .with("what", kind_noun(lang, words, *kind, 1))
                    .with("note", note_words(lang, why));
                // The feature's tile nearest the start names where it is.
                let at = tiles
                    .iter()
                    .min_by_key(|p| (p.x.abs() + p.y.abs(), p.y, p.x));
                Some(match at {
                    Some(&p) => crate::i18n::text(
                        lang,
                        "narr-scored-nothing",
                        &args.with("cell", cell_name(p)),
                    ),
                    None => crate::i18n::text(lang, "narr-scored-nothing-nowhere", &args),
                })
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
