//! `/carcassonne hint` in words: the planned turn as the panel names it (cells by their
//! compass names, figures by the numbered spots of the close-up) and the AI's reason.

use carcassonne_engine::{Action, FigureKind, Game};
use carcassonne_render::cell_name;

use crate::service::{Hint, HINT_LEVEL};

/// "💡 Hard AI would put the tile on **N1E2** turned 90°, then a follower on spot **2**
/// (city): completes your city for 10."
pub fn hint_text(hint: &Hint) -> String {
    let mut walk: Game = hint.start.clone();
    let mut parts = Vec::new();
    for &action in &hint.plan {
        parts.push(step_words(&walk, action));
        if walk.apply(action).is_err() {
            break;
        }
    }
    format!(
        "💡 The {} AI would {}: {}.",
        HINT_LEVEL.name(),
        parts.join(", then "),
        hint.reason.trim_end_matches('.')
    )
}

fn step_words(game: &Game, action: Action) -> String {
    match action {
        Action::Place(p) => format!(
            "put the tile on **{}** turned {}°",
            cell_name(p.pos),
            p.rotation.degrees()
        ),
        Action::Deploy { spot, figure } => {
            let number = game
                .deploy_spots()
                .iter()
                .position(|s| *s == spot)
                .map_or_else(|| "?".to_owned(), |i| (i + 1).to_string());
            let place = game
                .last_placed()
                .and_then(|pos| game.spot_kind(pos, spot))
                .map_or("spot", |k| k.name());
            let who = if figure == FigureKind::FOLLOWER {
                "a follower".to_owned()
            } else {
                format!("the {}", figure.name())
            };
            format!("{who} on spot **{number}** ({place})")
        }
        Action::Pass => "no figure".to_owned(),
        other => game.describe(other),
    }
}
