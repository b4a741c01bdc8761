//! One line that tells a player why a plan is good, from the deciding seat's point of view:
//! "completes your city for 10 and starts a road with a follower (2 so far)".
//!
//! Everything said is read off the game as the plan leaves it (its scoring events and the
//! features the placed tile touches), never off what the strategy hoped, so a hint is always
//! true of the plan it comes with.

use carcassonne_engine::{
    Action, Event, FeatureView, Figure, FigureKind, Game, Pos, ScoreKind, Spot, Words,
    PLAYER_COLOURS,
};

/// Why `seat` would play `plan` from `game`.
pub(crate) fn explain(game: &Game, seat: usize, plan: &[Action]) -> String {
    let mut g = game.clone();
    let mut mine: Vec<String> = Vec::new();
    let mut placement: Option<String> = None;
    let mut figure: Option<String> = None;
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
                placement = placement_words(&before, &g, seat, p.pos);
            }
            Action::Discard => figure = Some("discards the tile: it fits nowhere".into()),
            Action::Deploy { spot, figure: kind } => {
                if let Some(pos) = placed_at.or_else(|| deploy_pos(&before)) {
                    figure = deploy_words(&g, seat, pos, spot, kind);
                }
            }
            Action::Pass => passed = true,
            other => figure = Some(format!("decides to {}", before.describe(other))),
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
                let verb = if *completed { "completes" } else { "scores" };
                if winners.contains(&seat) && !(*completed && *kind == ScoreKind::Field) {
                    let whose = if winners.len() > 1 {
                        "the shared"
                    } else {
                        "your"
                    };
                    let what = g.words().score(*kind);
                    mine.push(format!("{verb} {whose} {what} for {points}"));
                }
            }
        }
    }
    let mut parts = mine;
    if let Some(words) = placement {
        // Extending is implied by completing; joining is news either way.
        if parts.is_empty() || words.starts_with("joins") || words.starts_with("takes over") {
            parts.push(words);
        }
    }
    parts.extend(figure);
    if parts.is_empty() {
        parts.push(match placed_at {
            _ if passed => format!(
                "keeps your {}: nothing worth claiming",
                g.words().follower.many
            ),
            Some(pos) => format!("places the tile at {pos}"),
            None => "waits".into(),
        });
    }
    join(&parts)
}

fn deploy_pos(game: &Game) -> Option<Pos> {
    match game.phase() {
        carcassonne_engine::Phase::Deploy { pos } => Some(pos),
        _ => None,
    }
}

/// "Yellow", "Red", ... for seat numbers.
pub(crate) fn colour(seat: usize) -> String {
    let name = PLAYER_COLOURS
        .get(seat)
        .copied()
        .unwrap_or("another player");
    let mut chars = name.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn join(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn noun(words: &Words, kind: ScoreKind) -> &'static str {
    match kind {
        ScoreKind::Field => words.farm.one,
        k => words.score(k),
    }
}

/// Completed cities a farm holds, for words (its value is 3 a city in the base game).
fn cities(view: &FeatureView) -> u32 {
    view.value / 3
}

/// "no completed city yet", "1 completed city so far", "3 completed cities so far".
fn plural_cities(n: u32) -> String {
    match n {
        0 => "no completed city yet".into(),
        1 => "1 completed city so far".into(),
        n => format!("{n} completed cities so far"),
    }
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
fn placement_words(before: &Game, after: &Game, seat: usize, pos: Pos) -> Option<String> {
    let tile = after.board().get(pos)?;
    let segments = tile.def().segments.len() as u8;
    let mut best: Option<(u32, String)> = None;
    let mut seen: Vec<Vec<Pos>> = Vec::new();
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
                let words = if view.leaders.len() > 1 {
                    format!(
                        "joins {}'s {} to share it ({size})",
                        colour(rivals[0]),
                        noun(after.words(), view.kind)
                    )
                } else {
                    format!(
                        "takes over {}'s {} ({size})",
                        colour(rivals[0]),
                        noun(after.words(), view.kind)
                    )
                };
                return Some(words);
            }
        }
        if view.leaders.contains(&seat) && rivals.is_empty() {
            let words = if view.kind == ScoreKind::Field {
                format!("adds to your farm: {size}")
            } else {
                format!("extends your {} ({size})", after.words().score(view.kind))
            };
            if best.as_ref().is_none_or(|(v, _)| value > *v) {
                best = Some((value, words));
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
                        format!("adds to your monastery ({} of 9 tiles)", view.tiles.len()),
                    ));
                }
            }
        }
    }
    best.map(|(_, w)| w)
}

/// What a figure put on the tile just placed does, read after the turn's scoring (a feature
/// that closed at once is told by its score instead).
fn deploy_words(
    after: &Game,
    seat: usize,
    pos: Pos,
    spot: Spot,
    kind: FigureKind,
) -> Option<String> {
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
    let name = words.figure(kind);
    let figure = Figure {
        player: seat,
        kind,
        pos,
        spot,
    };
    if let Some(note) = after.figure_note(&figure) {
        return Some(note.to_string());
    }
    let rivals = others(&view, seat);
    let owner = rivals.first().map(|&p| colour(p));
    Some(match view.kind {
        ScoreKind::Field => {
            let farmer = if kind == FigureKind::FOLLOWER {
                "farmer"
            } else {
                name
            };
            let n = plural_cities(cities(&view));
            match owner {
                Some(o) => format!("puts a {farmer} in {o}'s farm: {n}"),
                None => format!("puts a {farmer} in a field: {n}"),
            }
        }
        _ if view.square => format!(
            "claims a {} with {} {name} ({} of 9 tiles)",
            words.score(view.kind),
            article(name),
            view.tiles.len()
        ),
        k => {
            let verb = if view.tiles.len() <= 1 {
                "starts"
            } else {
                "claims"
            };
            format!(
                "{verb} a {} with {} {name} ({})",
                words.score(k),
                article(name),
                so_far(view.value)
            )
        }
    })
}

/// What a feature is worth yet: "worth nothing yet", "1 point so far", "6 points so far".
fn so_far(value: u32) -> String {
    match value {
        0 => "worth nothing yet".into(),
        1 => "1 point so far".into(),
        n => format!("{n} points so far"),
    }
}

fn article(name: &str) -> &'static str {
    if name.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

#[cfg(test)]
mod tests {
    use super::{plural_cities, so_far};

    #[test]
    fn a_farm_without_a_completed_city_says_so_in_words() {
        assert_eq!(plural_cities(0), "no completed city yet");
        assert_eq!(plural_cities(1), "1 completed city so far");
        assert_eq!(plural_cities(4), "4 completed cities so far");
        assert_eq!(so_far(0), "worth nothing yet");
        assert_eq!(so_far(1), "1 point so far");
        assert_eq!(so_far(6), "6 points so far");
    }
}
