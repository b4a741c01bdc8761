//! `/carcassonne rules` in words: the rules of one game section by section (its own rules,
//! then what each capability in play adds, asked of the parts' registry), the rule readings
//! it plays that differ from the rulebooks, and how to play with the bot.

use carcassonne_engine::variants;
use carcassonne_engine::{FigureKind, GameConfig, GameKind, MIN_PLAYERS};

use crate::expansions::{parts, RulesSection};

const HEAD: &str = "1. `/carcassonne start` opens a lobby (`rules:` picks expansions, or switch them with the lobby's buttons). Players press **Join**; the host presses **Start**.";

/// The steps of a turn with the bot; `{a}` is the game's word for its figure with its
/// article, `{one}` the bare word.
const STEPS: &str = "\
2. On your turn the bot mentions you and posts the board with the tile you drew. The cells where it fits are highlighted and numbered; the margins name rows and columns from the start tile (N2E3: two rows north, three columns east).
3. Choose where the tile goes in the menu under the board by the cell's number: cell and rotation together. A private panel shows the tile large with numbered spots (and buttons to turn it).
4. Tap a numbered spot to place {a} there, or **No {one}**: either ends your turn. A tile that fits one way only skips step 3.
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

/// How to play `game` with the bot, short enough for one message.
pub fn interface(game: GameKind) -> String {
    let figure = &game.words().follower;
    let steps = STEPS.replace("{a}", figure.a).replace("{one}", figure.one);
    format!("{HEAD}\n{}\n{steps}", games_line())
}

/// Carcassonne's own rules, which every game plays that no part words whole.
fn base_section(config: &GameConfig) -> RulesSection {
    let followers = config.figures_per_player(FigureKind::FOLLOWER);
    let text = format!(
        "Each player has {followers} followers.\n\
         **Your turn:** draw a tile and place it next to the tiles on the table so that every \
         edge matches (city to city, road to road, field to field). Then you may put one \
         follower from your supply on that tile: on a road (a thief), in a city (a knight) or \
         on a monastery (a monk), but not on a road or city that already has a follower \
         anywhere along it.\n\
         **Scoring:** a completed road scores 1 point per tile; a completed city 2 per tile \
         and 2 per pennant; a monastery with all 8 tiles around it 9. The player with the most \
         followers on it scores (tied players all score), and its followers go home.\n\
         **At the end:** open roads score 1 per tile, open cities 1 per tile and 1 per \
         pennant, monasteries 1 for their tile and 1 per tile around them. The most points wins."
    );
    RulesSection::new(config.game.label(), text)
}

/// Rule readings this game plays that differ from the rulebooks' (chosen in the lobby).
fn readings(config: &GameConfig) -> Option<RulesSection> {
    let lines: Vec<String> = variants::all()
        .iter()
        .filter(|v| v.expansion.is_none_or(|e| config.has(e)))
        .filter(|v| config.variant(v.key) != v.default_value())
        .filter_map(|v| {
            let value = config.variant(v.key);
            let words = v.options.iter().find(|(o, _)| *o == value)?.1;
            Some(format!("• {}: {words}", v.label))
        })
        .collect();
    (!lines.is_empty())
        .then(|| RulesSection::new("Readings chosen for this game", lines.join("\n")))
}

/// The rules of a game played with `config`: the game's own (a part's, when a capability in
/// play makes a game of its own, else Carcassonne's), then what each capability in play
/// adds, in the registry's order, then the readings that differ from the rulebooks.
pub fn sections(config: &GameConfig) -> Vec<RulesSection> {
    let playing = config.capabilities();
    let in_play: Vec<_> = parts()
        .iter()
        .copied()
        .filter(|p| playing.contains(&p.capability()))
        .collect();
    let mut out: Vec<RulesSection> = in_play
        .iter()
        .flat_map(|p| p.game_rules(config.game, crate::i18n::UNSET))
        .collect();
    if out.is_empty() {
        out.push(base_section(config));
    }
    out.extend(in_play.iter().flat_map(|p| p.rules(config, crate::i18n::UNSET)));
    out.extend(readings(config));
    out
}

/// What the rules are of: "Carcassonne with Farmers and Traders & Builders".
pub fn title(config: &GameConfig) -> String {
    let expansions: Vec<String> = config.rules.iter().map(|e| e.label().to_owned()).collect();
    match expansions.split_last() {
        None => config.game.label().to_owned(),
        Some((last, [])) => format!("{} with {last}", config.game.label()),
        Some((last, rest)) => format!(
            "{} with {} and {last}",
            config.game.label(),
            rest.join(", ")
        ),
    }
}

#[cfg(test)]
mod tests;
