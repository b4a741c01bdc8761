//! Why a plan is good, from the deciding seat's point of view: "completes your city for 10 and
//! starts a road with a follower (2 so far)".
//!
//! The AI names no language: a reason is an engine [`Note`] (a message key and its arguments,
//! parts of a longer reason nested in it) that a front end words in its reader's language. The
//! keys are the `ai-*` messages of the bot's catalogue; nouns are the game's own keys
//! ([`Words::score_key`], [`Words::figure_key`]) with `$count`.
//!
//! Everything said is read off the game as the plan leaves it (its scoring events and the
//! features the placed tile touches), never off what the strategy hoped, so a hint is always
//! true of the plan it comes with.

use std::sync::{Mutex, OnceLock};

use carcassonne_engine::{
    Action, Event, FeatureView, Figure, FigureKind, Game, Note, Pos, ScoreKind, Spot, Words,
    PLAYER_COLOURS,
};

/// Why `seat` would play `plan` from `game`.
pub(crate) fn explain(game: &Game, seat: usize, plan: &[Action]) -> Note {
    let mut g = game.clone();
    let mut mine: Vec<Note> = Vec::new();
    let mut placement: Option<Placement> = None;
    let mut figure: Option<Note> = None;
    let mut passed = false;
    let mut placed_at: Option<Pos> = None;
    for &action in plan {
        let before = g.clone();
        let Ok(events) = g.apply(action) else {
            break;
        };
        match action {
            Action::Place(p) => {
                placed_at = Some(p.pos);
                placement = placement_note(&before, &g, seat, p.pos);
            }
            Action::Discard => figure = Some(Note::new("ai-discards")),
            Action::Deploy { spot, figure: kind } => {
                if let Some(pos) = placed_at.or_else(|| deploy_pos(&before)) {
                    figure = deploy_note(&g, seat, pos, spot, kind);
                }
            }
            Action::Pass => passed = true,
            other => figure = Some(Note::new("ai-decides").note("action", before.describe(other))),
        }
        for e in &events {
            if let Event::Scored {
                kind,
                completed,
                points,
                winners,
                ..
            } = e
            {
                if *points == 0 || winners.is_empty() {
                    continue;
                }
                if winners.contains(&seat) && !(*completed && *kind == ScoreKind::Field) {
                    let key = match (*completed, winners.len() > 1) {
                        (true, false) => "ai-completes-yours",
                        (true, true) => "ai-completes-shared",
                        (false, false) => "ai-scores-yours",
                        (false, true) => "ai-scores-shared",
                    };
                    mine.push(
                        Note::new(key)
                            .what(g.words(), *kind)
                            .number("points", *points),
                    );
                }
            }
        }
    }
    let mut parts = mine;
    if let Some(placement) = placement {
        // Extending is implied by completing; joining is news either way.
        if parts.is_empty() || placement.news {
            parts.push(placement.note);
        }
    }
    parts.extend(figure);
    if parts.is_empty() {
        parts.push(match placed_at {
            _ if passed => Note::new("ai-keeps").note(
                "followers",
                noun(g.words().figure_key(FigureKind::FOLLOWER), 2),
            ),
            Some(pos) => Note::new("ai-places").number("x", pos.x).number("y", pos.y),
            None => Note::new("ai-waits"),
        });
    }
    join(parts)
}

/// What the placed tile did: `news` when it joined or took over someone's feature, which is
/// told even beside a score.
struct Placement {
    note: Note,
    news: bool,
}

fn deploy_pos(game: &Game) -> Option<Pos> {
    match game.phase() {
        carcassonne_engine::Phase::Deploy { pos } => Some(pos),
        _ => None,
    }
}

/// A seat by its colour, as a key of the catalogue's colour names ("ai-colour-yellow").
fn colour_key(seat: usize) -> String {
    match PLAYER_COLOURS.get(seat) {
        Some(name) => format!("ai-colour-{name}"),
        None => "ai-another-player".to_owned(),
    }
}

/// "a and b", "a, b and c" as nested notes: `ai-list-two` and `ai-list-more`.
fn join(mut parts: Vec<Note>) -> Note {
    match parts.len() {
        0 => Note::new("ai-waits"),
        1 => parts.remove(0),
        2 => {
            let last = parts.remove(1);
            let first = parts.remove(0);
            Note::new("ai-list-two")
                .note("first", first)
                .note("last", last)
        }
        _ => {
            let first = parts.remove(0);
            Note::new("ai-list-more")
                .note("first", first)
                .note("rest", join(parts))
        }
    }
}

/// A message key that lives as long as the program: the game's noun keys are made from its
/// kinds, a handful in all, each kept once.
fn intern(key: String) -> &'static str {
    static KEYS: OnceLock<Mutex<Vec<&'static str>>> = OnceLock::new();
    let mut keys = KEYS
        .get_or_init(|| Mutex::new(Vec::new()))
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(k) = keys.iter().find(|k| **k == key) {
        return k;
    }
    let k: &'static str = Box::leak(key.into_boxed_str());
    keys.push(k);
    k
}

/// A noun of the game's words, `count` of them, as a note.
fn noun(key: impl Into<String>, count: u32) -> Note {
    Note::new(intern(key.into())).number("count", count)
}

/// The kind scored, one of it ("farm" for a field's farmers), as `$what`, with its key as
/// `$kind` for languages whose words around it depend on which noun it is.
trait What {
    fn what(self, words: &Words, kind: ScoreKind) -> Note;
}

impl What for Note {
    fn what(self, words: &Words, kind: ScoreKind) -> Note {
        let key = words.score_key(kind);
        self.note("what", noun(key.clone(), 1)).text("kind", key)
    }
}

/// Completed cities a farm holds, for words (its value is 3 a city in the base game).
fn cities(view: &FeatureView) -> u32 {
    view.value / 3
}

/// "no completed city yet", "1 completed city so far", "3 completed cities so far".
fn plural_cities(n: u32) -> Note {
    Note::new("ai-cities-so-far").number("count", n)
}

fn others(view: &FeatureView, seat: usize) -> Vec<usize> {
    let mut out: Vec<usize> = view
        .figures
        .iter()
        .filter(|f| f.player != seat && f.kind.is_follower())
        .map(|f| f.player)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

fn mine(view: &FeatureView, seat: usize) -> Vec<Figure> {
    view.figures
        .iter()
        .filter(|f| f.player == seat && f.kind.is_follower())
        .copied()
        .collect()
}

/// What the placed tile did to features the seat holds: joined someone's, or extended its own.
fn placement_note(before: &Game, after: &Game, seat: usize, pos: Pos) -> Option<Placement> {
    let tile = after.board().get(pos)?;
    let segments = tile.def().segments.len() as u8;
    let mut best: Option<(u32, Note)> = None;
    let mut seen: Vec<Vec<Pos>> = Vec::new();
    let words = after.words();
    for s in 0..segments {
        let Some(view) = after.feature_at(pos, Spot::Segment(s)) else {
            continue;
        };
        if view.complete || seen.contains(&view.tiles) {
            continue;
        }
        seen.push(view.tiles.clone());
        let mine = mine(&view, seat);
        if mine.is_empty() {
            continue;
        }
        let rivals = others(&view, seat);
        let value = view.value;
        let size = if view.kind == ScoreKind::Field {
            plural_cities(cities(&view))
        } else {
            so_far(value)
        };
        if !rivals.is_empty() && view.leaders.contains(&seat) {
            // Only news if none of the seat's figures shared a feature with them before.
            let was_shared = mine.iter().any(|f| {
                before
                    .feature_at(f.pos, f.spot)
                    .is_some_and(|v| !others(&v, seat).is_empty())
            });
            if !was_shared {
                let key = if view.leaders.len() > 1 {
                    "ai-joins"
                } else {
                    "ai-takes-over"
                };
                let note = Note::new(key)
                    .key("owner", colour_key(rivals[0]))
                    .what(words, view.kind)
                    .note("size", size);
                return Some(Placement { note, news: true });
            }
        }
        if view.leaders.contains(&seat) && rivals.is_empty() {
            let note = if view.kind == ScoreKind::Field {
                Note::new("ai-adds-to-farm")
                    .what(words, view.kind)
                    .note("size", size)
            } else {
                Note::new("ai-extends")
                    .what(words, view.kind)
                    .note("size", size)
            };
            if best.as_ref().is_none_or(|(v, _)| value > *v) {
                best = Some((value, note));
            }
        }
    }
    // A tile beside the seat's monastery fills its square.
    for f in after.figures() {
        if f.player == seat && f.spot == Spot::Monastery && f.pos.is_near(pos) && f.pos != pos {
            if let Some(view) = after.feature_at(f.pos, Spot::Monastery) {
                if !view.complete && best.is_none() {
                    best = Some((
                        view.value,
                        Note::new("ai-adds-to-square")
                            .what(words, view.kind)
                            .number("count", view.tiles.len() as u32),
                    ));
                }
            }
        }
    }
    best.map(|(_, note)| Placement { note, news: false })
}

/// What a figure put on the tile just placed does, read after the turn's scoring (a feature
/// that closed at once is told by its score instead).
fn deploy_note(after: &Game, seat: usize, pos: Pos, spot: Spot, kind: FigureKind) -> Option<Note> {
    let view = after.feature_at(pos, spot)?;
    let stands = view
        .figures
        .iter()
        .any(|f| f.player == seat && f.pos == pos && f.spot == spot && f.kind == kind);
    if !stands {
        // It scored and came home straight away: the score says it.
        return None;
    }
    let words = after.words();
    let figure = Figure {
        player: seat,
        kind,
        pos,
        spot,
    };
    if let Some(note) = after.figure_note(&figure) {
        return Some(note);
    }
    let rivals = others(&view, seat);
    let owner = rivals.first().map(|&p| colour_key(p));
    let figure_key = words.figure_key(kind);
    let name = noun(figure_key.clone(), 1);
    Some(match view.kind {
        ScoreKind::Field => {
            let n = plural_cities(cities(&view));
            let note = match (kind == FigureKind::FOLLOWER, &owner) {
                (true, Some(_)) => Note::new("ai-farmer-in-owned-farm"),
                (true, None) => Note::new("ai-farmer-in-field"),
                (false, Some(_)) => Note::new("ai-figure-in-owned-farm"),
                (false, None) => Note::new("ai-figure-in-field"),
            };
            let note = if kind == FigureKind::FOLLOWER {
                note
            } else {
                note.text("key", &figure_key).note("figure", name)
            };
            let note = match owner {
                Some(o) => note.key("owner", o),
                None => note,
            };
            note.note("size", n)
        }
        _ if view.square => Note::new("ai-claims-square")
            .what(words, view.kind)
            .text("key", &figure_key)
            .note("figure", name)
            .number("count", view.tiles.len() as u32),
        k => {
            let key = if view.tiles.len() <= 1 {
                "ai-starts"
            } else {
                "ai-claims"
            };
            Note::new(key)
                .what(words, k)
                .text("key", &figure_key)
                .note("figure", name)
                .note("size", so_far(view.value))
        }
    })
}

/// What a feature is worth yet: "worth nothing yet", "1 point so far", "6 points so far".
fn so_far(value: u32) -> Note {
    Note::new("ai-so-far").number("points", value)
}

#[cfg(test)]
mod tests {
    use super::{join, plural_cities, so_far};
    use carcassonne_engine::Note;

    #[test]
    fn sizes_are_numbers_for_the_catalogue_to_word() {
        assert_eq!(plural_cities(0).to_string(), "ai-cities-so-far(count=0)");
        assert_eq!(plural_cities(4).to_string(), "ai-cities-so-far(count=4)");
        assert_eq!(so_far(6).to_string(), "ai-so-far(points=6)");
    }

    #[test]
    fn several_parts_nest_as_a_list() {
        let parts = vec![Note::new("a"), Note::new("b"), Note::new("c")];
        assert_eq!(
            join(parts).to_string(),
            "ai-list-more(first=[a], rest=[ai-list-two(first=[b], last=[c])])"
        );
        assert_eq!(join(vec![Note::new("a")]).to_string(), "a");
    }
}
