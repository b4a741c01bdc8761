//! What every button and menu the bot posts does, as one typed value written into and read
//! back from the action part of its custom_id (`cc:{game}:{turn}:{action}`, see
//! [`CustomId`](super::custom_id::CustomId)). Every control is written and parsed here, so a
//! control the bot posts always parses back to itself, and anything else is refused.

use carcassonne_ai::Level;
use carcassonne_engine::variants::{self, VariantDef};
use carcassonne_engine::{Action, Expansion};

use super::custom_id::{number, CustomId};
use super::play::path;
use crate::store::GameId;

/// A control, by what it does.
#[derive(Clone, Debug)]
pub enum Control {
    // The lobby.
    Join,
    Leave,
    Start,
    Cancel,
    /// Quick game on or off.
    Quick,
    /// `/carcassonne tiles` on or off for the game.
    TileCounter,
    /// `/carcassonne hint` on or off for the game.
    Hints,
    /// Switch an expansion.
    Rule(Expansion),
    /// Turn a rule variant to its next option.
    Variant(&'static VariantDef),
    /// Add an AI seat of this level.
    AddAi(Level),
    /// Show the next level on the Add AI button (the level lives in the lobby's buttons).
    ShowAiLevel(Level),
    /// Remove the last AI seat.
    RemoveAi,
    /// The lobby's language menu (the chosen language is the menu's value).
    Language,
    // A turn.
    /// A step of the turn: the actions taken so far (`menu`: the n-th menu continuing them,
    /// whose chosen option is the next action).
    Turn {
        path: Vec<Action>,
        menu: Option<usize>,
    },
    /// The next page of the cell menu.
    MoreCells(usize),
    /// Open the presser's private panel for the turn.
    OpenPanel,
    /// Take back the move stored as this version.
    Undo(u64),
    /// Close the undo window of the move stored as this version.
    Done(u64),
    /// Play an absent player's turn for them.
    Skip,
    /// Ask to remove an absent player, then confirm it.
    Remove,
    RemoveConfirm,
    // The end.
    Rematch,
    // Anywhere.
    /// Show the presser the rules of the message's game, privately.
    Rules,
    /// Open the web view of the message's game: the Activity, or a link for the presser.
    OpenBoard,
}

impl Control {
    /// The action part of the custom_id; `None` for a turn path too long for a custom_id.
    pub fn code(&self) -> Option<String> {
        Some(match self {
            Control::Join => "join".into(),
            Control::Leave => "leave".into(),
            Control::Start => "start".into(),
            Control::Cancel => "cancel".into(),
            Control::Quick => "quick".into(),
            Control::TileCounter => "tilecount".into(),
            Control::Hints => "hints".into(),
            Control::Rule(e) => format!("rule.{}", e.key()),
            Control::Variant(v) => format!("var.{}", v.key),
            Control::AddAi(level) => format!("ai.add.{}", level.key()),
            Control::ShowAiLevel(level) => format!("ai.level.{}", level.key()),
            Control::RemoveAi => "ai.remove".into(),
            Control::Language => "lang".into(),
            Control::Turn { path, menu: None } => path::control(path)?,
            Control::Turn {
                path,
                menu: Some(n),
            } => path::menu_control(path, *n)?,
            Control::MoreCells(page) => format!("more.{page}"),
            Control::OpenPanel => "panel".into(),
            Control::Undo(version) => format!("undo.{version}"),
            Control::Done(version) => format!("done.{version}"),
            Control::Skip => "skip".into(),
            Control::Remove => "remove".into(),
            Control::RemoveConfirm => "remove.yes".into(),
            Control::Rematch => "rematch".into(),
            Control::Rules => "rules".into(),
            Control::OpenBoard => "board".into(),
        })
    }

    /// The control an action part names, if it is one the bot posts.
    pub fn parse(code: &str) -> Option<Control> {
        let fixed = match code {
            "join" => Some(Control::Join),
            "leave" => Some(Control::Leave),
            "start" => Some(Control::Start),
            "cancel" => Some(Control::Cancel),
            "quick" => Some(Control::Quick),
            "tilecount" => Some(Control::TileCounter),
            "hints" => Some(Control::Hints),
            "ai.remove" => Some(Control::RemoveAi),
            "lang" => Some(Control::Language),
            "panel" => Some(Control::OpenPanel),
            "skip" => Some(Control::Skip),
            "remove" => Some(Control::Remove),
            "remove.yes" => Some(Control::RemoveConfirm),
            "rematch" => Some(Control::Rematch),
            "rules" => Some(Control::Rules),
            "board" => Some(Control::OpenBoard),
            _ => None,
        };
        if fixed.is_some() {
            return fixed;
        }
        let (head, rest) = code.split_once('.').unwrap_or((code, ""));
        match head {
            "rule" => Expansion::from_key(rest).map(Control::Rule),
            "var" => variants::variant(rest).map(Control::Variant),
            "ai" => {
                let (what, level) = rest.split_once('.')?;
                let level = Level::parse(level)?;
                match what {
                    "add" => Some(Control::AddAi(level)),
                    "level" => Some(Control::ShowAiLevel(level)),
                    _ => None,
                }
            }
            "more" => number(rest).map(Control::MoreCells),
            "undo" => number(rest).map(Control::Undo),
            "done" => number(rest).map(Control::Done),
            // Paths are read leniently (`_02` for a rotation); one spelling per control.
            _ => path::decode_control(code)
                .map(|(path, menu)| Control::Turn { path, menu })
                .filter(|c| c.code().as_deref() == Some(code)),
        }
    }

    /// A lobby control (as opposed to one of a running game).
    pub fn is_lobby(&self) -> bool {
        matches!(
            self,
            Control::Join
                | Control::Leave
                | Control::Start
                | Control::Cancel
                | Control::Quick
                | Control::TileCounter
                | Control::Hints
                | Control::Rule(_)
                | Control::Variant(_)
                | Control::AddAi(_)
                | Control::ShowAiLevel(_)
                | Control::RemoveAi
                | Control::Language
        )
    }

    /// The whole custom_id of this control on a message of `game` drawn for `turn`; `None`
    /// for a turn path too long for a custom_id.
    pub fn id(&self, game: GameId, turn: u32) -> Option<String> {
        // Store ids are positive; 0 matches no game, so a negative id cannot alias a real one.
        let game = u64::try_from(game).unwrap_or(0);
        Some(CustomId::new(game, turn, self.code()?).to_string())
    }

    /// [`Control::id`] for a control that is not a turn path, whose code always fits.
    pub fn fixed_id(&self, game: GameId, turn: u32) -> String {
        self.id(game, turn).unwrap_or_default()
    }
}

/// Two controls are the same when they write the same custom_id action.
impl PartialEq for Control {
    fn eq(&self, other: &Control) -> bool {
        self.code() == other.code()
    }
}

/// The store id a custom_id names, if it can be one.
pub fn game_of(id: &CustomId) -> Option<GameId> {
    GameId::try_from(id.game).ok().filter(|g| *g > 0)
}

#[cfg(test)]
mod tests;
