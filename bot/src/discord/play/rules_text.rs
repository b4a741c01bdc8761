//! `/carcassonne rules`: how to play with the bot, short enough for one message.

use carcassonne_engine::{GameKind, MIN_PLAYERS};

const HEAD: &str = "**Playing Carcassonne with this bot**\n1. `/carcassonne start` opens a lobby (`rules:` picks expansions, or switch them with the lobby's buttons). Players press **Join**; the host presses **Start**.";

const STEPS: &str = "\
2. On your turn the bot mentions you and posts the board with the tile you drew. The cells where it fits are highlighted and named from the start tile (N2E3: two rows north, three columns east).
3. Choose where the tile goes in the menu under the board: cell and rotation together. A private panel shows the tile large with numbered spots (and buttons to turn it).
4. Tap a numbered spot to place a follower there, or **No follower**: either ends your turn. A tile that fits one way only skips step 3.
5. For a few seconds after your turn you may press **Undo** to take it back (or **Done** to go on); the next player's tile is only drawn then.
Other `/carcassonne` commands: `board` (post the board again), `status` (points by kind and if the game ended now), `tiles` (the tiles still to come, unless the host switched the counter off), `log` (every turn so far), `settings` (reminders, timeouts, DMs), `resign`, `cancel` (host or Manage Server), `rematch` (after a game: same rules, same players).
If someone is away, they are reminded after a while; after the timeout the others may **Skip** their turn (the Medium AI plays it for them) or **Remove** them (their turns are skipped).";

/// The games `/carcassonne start` plays, from the engine's registry: "`game:` plays
/// carcassonne (the default, 2 to 8 players) or over-hill-and-dale (2 to 5 players)".
fn games_line() -> String {
    let games: Vec<String> = GameKind::all()
        .iter()
        .map(|&g| {
            let default = if g == GameKind::default() {
                "the default, "
            } else {
                ""
            };
            format!(
                "{} ({default}{MIN_PLAYERS} to {} players)",
                g.key(),
                g.max_players()
            )
        })
        .collect();
    format!(
        "   `game:` plays {}; a game of its own takes no expansions.",
        games.join(" or ")
    )
}

/// How to play with the bot, short enough for one message.
pub fn rules() -> String {
    format!("{HEAD}\n{}\n{STEPS}", games_line())
}

#[cfg(test)]
mod tests;
