//! `/carcassonne hint` in words: the planned turn as the panel names it (cells by their
//! marks on the turn's board and their compass names, figures by the numbered spots of the
//! close-up) and the AI's reason, in the reader's language.

use carcassonne_engine::{Action, Game, Spot};

use super::step_view::{deploy_label, marked_cell, pass_label};
use crate::i18n::Lang;
use crate::service::{Hint, HINT_LEVEL};

/// "💡 The Hard AI would put the tile on **7 · N1E2** turned 90°, then **2 · city**: completes
/// your city for 10."
pub fn hint_text_in(hint: &Hint, lang: Lang) -> String {
    let mut walk: Game = hint.start.clone();
    let mut steps: Option<String> = None;
    for &action in &hint.plan {
        let words = step_words(&walk, action, lang);
        steps = Some(match steps {
            None => words,
            Some(first) => crate::t!(lang, "turn-hint-then", first = first, next = words),
        });
        if walk.apply(action).is_err() {
            break;
        }
    }
    crate::t!(
        lang,
        "turn-hint",
        level = HINT_LEVEL.key(),
        steps = steps.unwrap_or_default(),
        reason = reason_words(hint, lang)
    )
}

/// Why the AI plays it, as one clause without its full stop (the AI's note, `ai-*` keys).
fn reason_words(hint: &Hint, lang: Lang) -> String {
    crate::i18n::note(lang, &hint.reason)
}

fn step_words(game: &Game, action: Action, lang: Lang) -> String {
    // The same words as the buttons of a question asked of other players (the plague).
    if let Some(label) = crate::expansions::asking(game).and_then(|q| q.label(game, action, lang)) {
        return format!("**{label}**");
    }
    match action {
        // The cell by its mark on the turn's board and in the menu, then its name.
        Action::Place(p) => crate::t!(
            lang,
            "turn-hint-place",
            cell = marked_cell(game, p.pos),
            degrees = p.rotation.degrees()
        ),
        // The same words as the panel's button, so the player presses what the hint says.
        Action::Deploy {
            spot: Spot::Space(k),
            ..
        } => format!(
            "**{}**",
            crate::expansions::space_label(game, k, lang)
                .unwrap_or_else(|| crate::i18n::note(lang, &game.describe(action)))
        ),
        Action::Deploy { spot, figure } => match (
            game.last_placed(),
            game.deploy_spots().iter().position(|s| *s == spot),
        ) {
            (Some(pos), Some(i)) => {
                format!("**{}**", deploy_label(game, pos, i + 1, spot, figure, lang))
            }
            _ => crate::i18n::note(lang, &game.describe(action)),
        },
        Action::Pass => format!("**{}**", pass_label(game, lang)),
        other => crate::i18n::note(lang, &game.describe(other)),
    }
}
