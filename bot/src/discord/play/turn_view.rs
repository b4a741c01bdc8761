//! The public message of a turn: who plays, the board with the drawn tile, and the controls
//! that open the active player's private panel.

use carcassonne_engine::Game;
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use super::ids::game_cid;
use super::panel::{cell_menu, legal_cells, CELLS_PER_PAGE};
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

/// "**Turn 4** · <@1>, your turn (red). ..."
pub fn turn_content(loaded: &LoadedGame, game: &Game, seat: &SeatRow) -> String {
    let tile = game.current_tile().map_or("?", |t| t.name());
    let cells = legal_cells(game).len();
    let mut out = format!(
        "**Turn {}** · <@{}>, your turn ({}). You drew tile **{tile}**, shown beside the board. {} tile(s) left after this one.",
        game.turn() + 1,
        seat.user_id,
        seat.colour,
        game.tiles_left(),
    );
    if cells == 0 {
        out.push_str("\nIt fits nowhere: press **Discard tile** to put it aside and draw another.");
    } else {
        out.push_str(&format!(
            "\nIt fits in {cells} highlighted cell(s): choose one in the menu (or press **Open my panel**) to see a preview and confirm privately."
        ));
        if cells > CELLS_PER_PAGE {
            out.push_str(" The menu lists the first 25; the panel has the others.");
        }
    }
    if loaded.seats.iter().any(|s| s.removed) {
        let gone: Vec<&str> = loaded
            .seats
            .iter()
            .filter(|s| s.removed)
            .map(|s| s.display_name.as_str())
            .collect();
        out.push_str(&format!("\n(Not playing any more: {}.)", gone.join(", ")));
    }
    out
}

/// The controls under the board.
pub fn turn_rows(loaded: &LoadedGame, game: &Game) -> Vec<CreateActionRow> {
    let (id, turn) = (loaded.id(), game.turn());
    let mut rows = Vec::new();
    if let Some(menu) = cell_menu(id, turn, game, 0, None) {
        rows.push(menu);
        rows.push(CreateActionRow::Buttons(vec![CreateButton::new(game_cid(
            id, turn, "panel",
        ))
        .label("Open my panel")
        .style(ButtonStyle::Secondary)]));
    } else if game.deploy_spots().is_empty()
        && !game.legal_actions().is_empty()
        && game.legal_placements().is_empty()
    {
        rows.push(CreateActionRow::Buttons(vec![CreateButton::new(game_cid(
            id, turn, "discard",
        ))
        .label("Discard tile")
        .style(ButtonStyle::Danger)]));
    } else {
        // Only after a lone placement (never done by this bot): the panel continues from there.
        rows.push(CreateActionRow::Buttons(vec![CreateButton::new(game_cid(
            id, turn, "panel",
        ))
        .label("Open my panel")
        .style(ButtonStyle::Secondary)]));
    }
    rows
}
