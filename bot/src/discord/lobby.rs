//! The lobby a `/carcassonne start` posts: players join with a button until the host starts.
//!
//! Lobbies live in memory for now; the game service (issue 5) moves them into the database.

use std::collections::HashMap;
use std::sync::Mutex;

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage, UserId,
};

use super::custom_id::CustomId;
use super::{BotError, Data};

pub const MAX_PLAYERS: usize = 5;
const MIN_PLAYERS: usize = 2;
/// Lobby components carry turn 0; game turns count from 1.
pub const LOBBY_TURN: u32 = 0;

#[derive(Clone, Debug)]
pub struct Lobby {
    pub host: UserId,
    pub players: Vec<UserId>,
    pub started: bool,
}

impl Lobby {
    pub fn new(host: UserId) -> Self {
        Lobby {
            host,
            players: vec![host],
            started: false,
        }
    }
}

#[derive(Default)]
pub struct Lobbies(Mutex<HashMap<u64, Lobby>>);

impl Lobbies {
    pub fn insert(&self, game: u64, lobby: Lobby) {
        self.lock().insert(game, lobby);
    }

    /// Applies `change` to the lobby under the lock and returns what it produced.
    fn update<T>(&self, game: u64, change: impl FnOnce(&mut Lobby) -> T) -> Option<T> {
        self.lock().get_mut(&game).map(change)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Lobby>> {
        // A panic while holding the lock leaves a plain map behind, still consistent.
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

pub fn content(lobby: &Lobby) -> String {
    let players = mentions(&lobby.players);
    if lobby.started {
        return format!("**Carcassonne**: the game has started.\nPlayers: {players}");
    }
    format!(
        "**Carcassonne**: a new game is looking for players.\nHost: <@{}>\nPlayers ({}/{MAX_PLAYERS}): {players}\nPress **Join** to take a seat; the host presses **Start** when everyone is in.",
        lobby.host,
        lobby.players.len(),
    )
}

pub fn components(game: u64, lobby: &Lobby) -> Vec<CreateActionRow> {
    let closed = lobby.started;
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(CustomId::new(game, LOBBY_TURN, "join").to_string())
            .label("Join")
            .style(ButtonStyle::Primary)
            .disabled(closed || lobby.players.len() >= MAX_PLAYERS),
        CreateButton::new(CustomId::new(game, LOBBY_TURN, "start").to_string())
            .label("Start")
            .style(ButtonStyle::Success)
            .disabled(closed),
    ])]
}

fn mentions(users: &[UserId]) -> String {
    users
        .iter()
        .map(|u| format!("<@{u}>"))
        .collect::<Vec<_>>()
        .join(", ")
}

enum Outcome {
    Redraw(Lobby),
    Refuse(String),
}

pub async fn on_button(
    ctx: &serenity::Context,
    data: &Data,
    press: &ComponentInteraction,
    id: &CustomId,
) -> Result<(), BotError> {
    let user = press.user.id;
    let outcome = data
        .lobbies
        .update(id.game, |lobby| match id.action.as_str() {
            _ if lobby.started => Outcome::Refuse("This game has already started.".into()),
            "join" if lobby.players.contains(&user) => {
                Outcome::Refuse("You are already in this game.".into())
            }
            "join" if lobby.players.len() >= MAX_PLAYERS => {
                Outcome::Refuse("This game is full.".into())
            }
            "join" => {
                lobby.players.push(user);
                Outcome::Redraw(lobby.clone())
            }
            "start" if lobby.host != user => Outcome::Refuse(format!(
                "Only the host, <@{}>, can start this game.",
                lobby.host
            )),
            "start" if lobby.players.len() < MIN_PLAYERS => Outcome::Refuse(format!(
                "At least {MIN_PLAYERS} players are needed; wait for someone to press Join."
            )),
            "start" => {
                lobby.started = true;
                Outcome::Redraw(lobby.clone())
            }
            _ => Outcome::Refuse("That button is not part of this lobby.".into()),
        });
    let response = match outcome {
        Some(Outcome::Redraw(lobby)) => CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content(content(&lobby))
                .components(components(id.game, &lobby)),
        ),
        Some(Outcome::Refuse(why)) => super::components::ephemeral(why),
        None => super::components::ephemeral(
            "This lobby no longer exists (the bot may have restarted); start a new one with /carcassonne start.",
        ),
    };
    press.create_response(&ctx.http, response).await?;
    Ok(())
}
