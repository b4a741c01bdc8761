//! `/carcassonne rules`: how to play with the bot, short enough for one message.

pub const RULES: &str = "\
**Playing Carcassonne with this bot**
1. `/carcassonne start` opens a lobby (choose the rules with the command's options). Players press **Join**; the host presses **Start** (2 to 8 players).
2. On your turn the bot mentions you and posts the board with the tile you drew. The cells where it fits are highlighted and labelled (A1, B3, ...).
3. Pick a cell in the menu under the board (or press **Open my panel**). A private panel shows a preview: turn the tile with the rotation buttons, then press **Place here**.
4. The close-up shows numbered spots: pick one for a follower, or **No follower**, or **Recall abbot**. Press **Confirm** to end your turn; until then you can change anything (**Change placement** goes back).
5. After each turn the bot writes what happened and what scored, and the next player is mentioned.
Other commands: `/carcassonne board` (post the board again), `/carcassonne status` (scores, followers, tiles left), `/carcassonne settings` (reminders, timeouts, DMs), `/carcassonne resign`, `/carcassonne cancel` (host or Manage Server).
If someone is away, they are reminded after a while; after the timeout the others may **Skip** their turn (the bot places the tile, no follower) or **Remove** them.";

#[cfg(test)]
mod tests {
    #[test]
    fn fits_in_one_message() {
        assert!(super::RULES.len() <= 2000, "{}", super::RULES.len());
    }
}
