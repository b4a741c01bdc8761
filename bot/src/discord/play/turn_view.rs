//! The public message of a turn: who plays, the board with the drawn tile, and the controls of
//! the first step (the placement menus, or the figure step when the tile fits one way only).

use carcassonne_engine::Game;
use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};

use super::narrate::Names;
use super::step_view::{self, StepCtx, StepView, ROWS};

use crate::discord::control::Control;
use crate::service::LoadedGame;
use crate::store::SeatRow;

/// What turn messages are recorded as, so that the next move can retire their controls.
pub const TURN_KIND: &str = "turn";
pub const REMINDER_KIND: &str = "reminder";
pub const TIMEOUT_KIND: &str = "timeout";
pub const BOARD_KIND: &str = "board";

/// Names by seat, for the pictures and the narration.
pub fn seat_names(loaded: &LoadedGame) -> Vec<String> {
    loaded
        .seats
        .iter()
        .map(|s| s.display_name.clone())
        .collect()
}

/// How the prompt names its player: a mention on the turn's own message, the plain name on a
/// repost (`/carcassonne board`), so that nobody is pinged twice for one turn.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Addressing {
    Mention,
    Name,
}

/// The prompt of the turn `game` waits for: words, controls and pictures, in the game's
/// language (a channel message, the repost of `/carcassonne board` too). With `web`, the web
/// view is served and the prompt offers **Open the board**.
pub fn turn_view(
    loaded: &LoadedGame,
    game: &Game,
    seat: &SeatRow,
    addressing: Addressing,
    web: bool,
) -> (String, StepView) {
    let lang = loaded.settings.language;
    let ctx = StepCtx {
        game_id: loaded.id(),
        turn: game.turn(),
        lang,
    };
    // A repost is read by everyone: "You drew" would speak to whoever asked for it.
    let drawer = match addressing {
        Addressing::Mention => None,
        Addressing::Name => Some(seat.display_name.as_str()),
    };
    let mut view = step_view::prompt(&ctx, game, drawer);
    let names = seat_names(loaded);
    let names = Names(&names);
    // The plague asks its questions before the turn's tile is placed, of its player or another.
    let question = crate::expansions::asking(game);
    if let Some(q) = question {
        view.content = q.prompt(game, &names, lang);
    }
    let mention = format!("<@{}>", seat.user_id);
    let name = seat.display_name.as_str();
    let who = match (addressing, question.is_some()) {
        (Addressing::Mention, false) => crate::t!(lang, "turn-who-your-turn", mention = mention),
        (Addressing::Name, false) => crate::t!(lang, "turn-who-their-turn", name = name),
        (Addressing::Mention, true) => crate::t!(lang, "turn-who-your-choice", mention = mention),
        (Addressing::Name, true) => crate::t!(lang, "turn-who-their-choice", name = name),
    };
    let colour = crate::t!(lang, "turn-colour", colour = seat.colour.as_str());
    let head = crate::t!(
        lang,
        "turn-prompt-head",
        turn = game.turn() + 1,
        who = who,
        colour = colour
    );
    let left = crate::t!(lang, "turn-tiles-left", count = game.tiles_left());
    let mut content = format!("{head} {}\n{left}", view.content);
    for line in crate::expansions::all(|p| p.first_prompt_line(game, &names, lang)) {
        content.push_str(&format!("\n{line}"));
    }
    // One row under the turn's own controls, when they leave one free (they always do on a
    // first board; a line says it otherwise): the web view for everyone, and on the first turn
    // the rules for anyone new to the game.
    let mut extras = Vec::new();
    if web {
        let id = Control::OpenBoard.fixed_id(loaded.id(), game.turn());
        extras.push(
            CreateButton::new(id)
                .label(crate::t!(lang, "turn-board-button"))
                .style(ButtonStyle::Primary),
        );
    }
    if game.turn() == 0 {
        let id = Control::Rules.fixed_id(loaded.id(), game.turn());
        extras.push(
            CreateButton::new(id)
                .label(crate::t!(lang, "turn-rules-button"))
                .style(ButtonStyle::Secondary),
        );
    }
    if !extras.is_empty() {
        if view.rows.len() < ROWS {
            view.rows.push(CreateActionRow::Buttons(extras));
        } else if game.turn() == 0 {
            content.push('\n');
            content.push_str(&crate::t!(lang, "turn-rules-line"));
        }
    }
    if loaded.seats.iter().any(|s| s.removed) {
        let gone: Vec<&str> = loaded
            .seats
            .iter()
            .filter(|s| s.removed)
            .map(|s| s.display_name.as_str())
            .collect();
        content.push('\n');
        content.push_str(&crate::t!(
            lang,
            "turn-not-playing",
            names = gone.join(", ")
        ));
    }
    (content, view)
}
