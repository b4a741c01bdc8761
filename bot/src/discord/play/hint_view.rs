//! `/carcassonne hint` in words: the planned turn as the panel names it (cells by their
//! marks on the turn's board and their compass names, figures by the numbered spots of the
//! close-up) and the AI's reason.

use carcassonne_engine::{Action, Game, Spot};

use super::step_view::{deploy_label, marked_cell, pass_label};
use crate::service::{Hint, HINT_LEVEL};

/// "💡 The Hard AI would put the tile on **7 · N1E2** turned 90°, then **2 · city**: completes
/// your city for 10."
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
    // The same words as the buttons of a question asked of other players (the plague).
    if let Some(label) = crate::expansions::asking(game).and_then(|q| q.label(game, action, crate::i18n::UNSET)) {
        return format!("**{label}**");
    }
    match action {
        // The cell by its mark on the turn's board and in the menu, then its name.
        Action::Place(p) => format!(
            "put the tile on **{}** turned {}°",
            marked_cell(game, p.pos),
            p.rotation.degrees()
        ),
        // The same words as the panel's button, so the player presses what the hint says.
        Action::Deploy {
            spot: Spot::Space(k),
            ..
        } => format!(
            "**{}**",
            crate::expansions::space_label(game, k, crate::i18n::UNSET).unwrap_or_else(|| crate::i18n::note(crate::i18n::UNSET, &game.describe(action)))
        ),
        Action::Deploy { spot, figure } => match (
            game.last_placed(),
            game.deploy_spots().iter().position(|s| *s == spot),
        ) {
            (Some(pos), Some(i)) => format!("**{}**", deploy_label(game, pos, i + 1, spot, figure)),
            _ => crate::i18n::note(crate::i18n::UNSET, &game.describe(action)),
        },
        Action::Pass => format!("**{}**", pass_label(game)),
        other => crate::i18n::note(crate::i18n::UNSET, &game.describe(other)),
    }
}
