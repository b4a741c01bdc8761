//! Button and menu presses on game messages, routed by their custom_id and checked against
//! the database before anything changes.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateAttachment,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    EditInteractionResponse, Http, MessageFlags,
};

use super::announce::{after_move, post_turn};
use super::ids::game_of;
use super::lobby_view::{self, LOBBY_TURN};
use super::panel::{self, Choice, PanelAction, Picture};
use super::turn_view::seat_names;
use super::{sentence, PlayData, PlayError};
use crate::discord::custom_id::CustomId;
use crate::service::{Actor, LeaveOutcome, LoadedGame, MoveOutcome, Player, ServiceError};
use crate::store::GameStatus;
use carcassonne_engine::{Action, Game};

/// How a press is answered; tracks whether Discord has had its first response yet.
struct Answer<'a> {
    http: &'a Http,
    press: &'a ComponentInteraction,
    responded: bool,
}

impl<'a> Answer<'a> {
    fn new(http: &'a Http, press: &'a ComponentInteraction) -> Self {
        Answer {
            http,
            press,
            responded: false,
        }
    }

    /// A private sentence to the presser; the message the control sits on stays as it was.
    async fn tell(&mut self, text: impl Into<String>) -> Result<(), PlayError> {
        let text = text.into();
        if self.responded {
            let followup = CreateInteractionResponseFollowup::new()
                .content(text)
                .ephemeral(true);
            self.press.create_followup(self.http, followup).await?;
        } else {
            let reply = CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true);
            self.press
                .create_response(self.http, CreateInteractionResponse::Message(reply))
                .await?;
            self.responded = true;
        }
        Ok(())
    }

    async fn respond(&mut self, response: CreateInteractionResponse) -> Result<(), PlayError> {
        self.press.create_response(self.http, response).await?;
        self.responded = true;
        Ok(())
    }

    /// Service refusals go to the presser; faults of the bot go up to be logged.
    async fn refuse_or_fail(&mut self, err: ServiceError) -> Result<(), PlayError> {
        if err.is_user_error() || matches!(err, ServiceError::Broken { .. }) {
            self.tell(sentence(&err)).await
        } else {
            Err(err.into())
        }
    }
}

fn display_name(press: &ComponentInteraction) -> String {
    press
        .member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .unwrap_or_else(|| press.user.display_name().to_owned())
}

fn is_manager(press: &ComponentInteraction) -> bool {
    press
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

const NO_GAME: &str =
    "I cannot use that control: that game is not running here (it no longer exists).";

/// Entry point for every `cc:` control.
pub async fn on_press(
    http: &Http,
    play: &PlayData,
    press: &ComponentInteraction,
    id: &CustomId,
) -> Result<(), PlayError> {
    let mut answer = Answer::new(http, press);
    let Some(game_id) = game_of(id) else {
        tracing::warn!(custom_id = %press.data.custom_id, user = %press.user.id, "refused a control with an impossible game id");
        return answer.tell(NO_GAME).await;
    };
    let loaded = match play.service.load(game_id).await {
        Ok(loaded) => loaded,
        Err(ServiceError::NoSuchGame(_)) => {
            tracing::warn!(custom_id = %press.data.custom_id, user = %press.user.id, "refused a control for a game that does not exist");
            return answer.tell(NO_GAME).await;
        }
        Err(err) => return answer.refuse_or_fail(err).await,
    };
    if loaded.row.channel_id != press.channel_id.get() {
        tracing::warn!(custom_id = %press.data.custom_id, user = %press.user.id, "refused a control from another channel");
        return answer
            .tell("I cannot use that control here: its game is played in another channel.")
            .await;
    }
    match loaded.status() {
        GameStatus::Lobby => on_lobby(http, play, &mut answer, &loaded, id).await,
        GameStatus::Active => on_game(http, play, &mut answer, &loaded, id).await,
        GameStatus::Finished => answer.tell("That button belongs to a finished game; nothing was changed.").await,
        GameStatus::Cancelled => answer.tell("That game was cancelled; nothing was changed.").await,
        GameStatus::Broken => {
            answer
                .tell("That game is broken and was set aside; nothing was changed. The host can start a new one.")
                .await
        }
    }
}

async fn on_lobby(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    id: &CustomId,
) -> Result<(), PlayError> {
    if id.turn != LOBBY_TURN {
        return answer
            .tell("I cannot use that control: this game has not started yet.")
            .await;
    }
    let press = answer.press;
    let user = press.user.id.get();
    let actor = Actor {
        user_id: user,
        is_manager: is_manager(press),
    };
    let service = &play.service;
    let game_id = loaded.id();
    let switch = lobby_view::expansion_of(&id.action);
    let result = if let Some(e) = switch {
        service
            .set_expansion(game_id, actor, e, !loaded.config.has(e))
            .await
            .map(Some)
    } else {
        match id.action.as_str() {
            "join" => service
                .join(game_id, &Player::new(user, display_name(press)))
                .await
                .map(Some),
            "leave" => match service.leave(game_id, user).await {
                Ok(LeaveOutcome::Left(lobby)) => Ok(Some(*lobby)),
                Ok(LeaveOutcome::LobbyCancelled) => {
                    let text = "**Carcassonne**: the host left, so this lobby is closed.";
                    return update(answer, text, Vec::new()).await;
                }
                Ok(LeaveOutcome::Resigned(_)) => Err(ServiceError::NotALobby),
                Err(err) => Err(err),
            },
            "cancel" => match service.cancel(game_id, actor).await {
                Ok(()) => {
                    let text = format!("**Carcassonne**: this lobby was cancelled by <@{user}>.");
                    return update(answer, text, Vec::new()).await;
                }
                Err(err) => Err(err),
            },
            "quick" => {
                let mut settings = loaded.settings;
                settings.quick_game = !settings.quick_game;
                match service
                    .set_settings(game_id, Actor::user(user), settings)
                    .await
                {
                    Ok(()) => service.load(game_id).await.map(Some),
                    Err(err) => Err(err),
                }
            }
            // Starting is the host's call alone: a manager might start before everyone is in.
            "start" => match service.start(game_id, Actor::user(user)).await {
                Ok(started) => {
                    let rows = lobby_view::closed_rows(&started);
                    update(answer, lobby_view::started(&started), rows).await?;
                    let _moving = play.move_guard().await;
                    play.wake_timers();
                    return post_turn(http, play, &started).await;
                }
                Err(err) => Err(err),
            },
            _ => {
                return answer
                    .tell("I cannot use that control: it is not a lobby button.")
                    .await
            }
        }
    };
    match result {
        Ok(Some(lobby)) => {
            update(
                answer,
                lobby_view::content(&lobby),
                lobby_view::rows(&lobby),
            )
            .await
        }
        Ok(None) => Ok(()),
        Err(ServiceError::NotEnoughPlayers { have, min }) => {
            let text =
                format!("At least {min} players are needed to start; this lobby has {have}.");
            answer.tell(text).await
        }
        Err(ServiceError::AlreadyJoined) => answer.tell("You are already in this lobby.").await,
        Err(ServiceError::NotHost) => {
            let text = format!("Only the host, <@{}>, can do that.", loaded.row.host_id);
            answer.tell(text).await
        }
        Err(err) => answer.refuse_or_fail(err).await,
    }
}

/// Replaces the message the control sits on (it carries no attachment, so none is lost).
async fn update(
    answer: &mut Answer<'_>,
    content: impl Into<String>,
    rows: Vec<serenity::CreateActionRow>,
) -> Result<(), PlayError> {
    let message = CreateInteractionResponseMessage::new()
        .content(content)
        .components(rows);
    answer
        .respond(CreateInteractionResponse::UpdateMessage(message))
        .await
}

async fn on_game(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    id: &CustomId,
) -> Result<(), PlayError> {
    let turn = loaded.turn();
    if id.turn > turn {
        tracing::warn!(custom_id = %answer.press.data.custom_id, user = %answer.press.user.id, "refused a control for a future turn");
        return answer
            .tell("I cannot use that control: it belongs to no turn of this game.")
            .await;
    }
    if id.turn < turn {
        return answer
            .tell(format!(
                "That button is from an earlier turn (turn {}); the game is at turn {} now, so nothing was changed. Use the latest message.",
                id.turn + 1,
                turn + 1
            ))
            .await;
    }
    let Some(current) = loaded.current_seat().cloned() else {
        return answer.tell("That game is not waiting for a move.").await;
    };
    let user = answer.press.user.id.get();
    match id.action.as_str() {
        "skip" | "remove" => {
            return on_timeout(http, play, answer, loaded, id, current.user_id).await
        }
        _ => {}
    }
    if user != current.user_id {
        let whose = format!("it is <@{}>'s turn", current.user_id);
        let text = match loaded.seat_of(user) {
            Some(_) => format!("Not so fast: {whose}. You will be mentioned when yours comes."),
            None => format!("You are not playing in this game; {whose}."),
        };
        return answer.tell(text).await;
    }
    if id.action == "discard" {
        return on_discard(http, play, answer, loaded).await;
    }
    let value = match &answer.press.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().map(String::as_str),
        _ => None,
    };
    let Some(action) = PanelAction::parse(&id.action, value) else {
        tracing::warn!(custom_id = %answer.press.data.custom_id, user, "refused an unknown game control");
        return answer
            .tell("I cannot use that control: it is not one of my game buttons.")
            .await;
    };
    if action == PanelAction::Confirm {
        return on_confirm(http, play, answer, loaded).await;
    }
    on_panel(play, answer, loaded, action).await
}

/// The presser's saved choice for this turn, cleaned against the current game.
async fn saved_choice(
    play: &PlayData,
    loaded: &LoadedGame,
    game: &Game,
    user: u64,
) -> Result<Choice, PlayError> {
    let mut choice: Choice = play
        .service
        .pending_choice(loaded.id(), user, loaded.turn())
        .await?
        .unwrap_or_default();
    choice.sanitize(game);
    Ok(choice)
}

/// Any step before Confirm: update the saved choice and redraw the private panel.
async fn on_panel(
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    action: PanelAction,
) -> Result<(), PlayError> {
    let Some(game) = &loaded.game else {
        return answer.tell("That game is not waiting for a move.").await;
    };
    let (game_id, turn, user) = (loaded.id(), loaded.turn(), answer.press.user.id.get());
    let mut choice = saved_choice(play, loaded, game, user).await?;
    if let Err(why) = choice.apply(game, &action) {
        return answer.tell(why).await;
    }
    play.service
        .set_pending_choice(game_id, user, turn, &choice)
        .await?;
    // Drawing can outlast Discord's 3 seconds on a busy host: acknowledge first.
    let on_panel = answer
        .press
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    if on_panel {
        answer
            .respond(CreateInteractionResponse::Acknowledge)
            .await?;
    } else {
        let private = CreateInteractionResponseMessage::new().ephemeral(true);
        answer
            .respond(CreateInteractionResponse::Defer(private))
            .await?;
    }
    let spec = panel::panel(game_id, turn, game, &choice);
    let name = match spec.picture {
        Picture::Closeup(_) => "closeup.png",
        Picture::Preview(_) => "preview.png",
        Picture::Board | Picture::Final => "board.png",
    };
    let png = play.draw(game, seat_names(loaded), spec.picture).await?;
    let edit = EditInteractionResponse::new()
        .content(spec.content)
        .components(spec.rows)
        .new_attachment(CreateAttachment::bytes(png, name));
    answer.press.edit_response(answer.http, edit).await?;
    Ok(())
}

async fn on_confirm(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
) -> Result<(), PlayError> {
    let Some(game) = &loaded.game else {
        return answer.tell("That game is not waiting for a move.").await;
    };
    let (game_id, turn, user) = (loaded.id(), loaded.turn(), answer.press.user.id.get());
    let choice = saved_choice(play, loaded, game, user).await?;
    let actions = match choice.actions(game) {
        Ok(actions) => actions,
        Err(why) => {
            // A simultaneous Confirm may have played the turn (and dropped the saved choice)
            // between our read of the game and of the choice: say so rather than "choose".
            let moved_on = play
                .service
                .load(game_id)
                .await
                .is_ok_and(|now| now.turn() != turn);
            if moved_on {
                return answer.tell(sentence(&ServiceError::StaleTurn)).await;
            }
            return answer.tell(why).await;
        }
    };
    let _moving = play.move_guard().await;
    let outcome = match play.service.play_turn(game_id, turn, user, actions).await {
        Ok(outcome) => outcome,
        Err(err) => return answer.refuse_or_fail(err).await,
    };
    let done = "Turn played; the channel shows what happened.";
    settle_and_announce(http, play, answer, loaded, &outcome, done, None).await
}

async fn on_discard(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
) -> Result<(), PlayError> {
    let (game_id, turn, user) = (loaded.id(), loaded.turn(), answer.press.user.id.get());
    let _moving = play.move_guard().await;
    let outcome = match play
        .service
        .apply_move(game_id, turn, user, Action::Discard)
        .await
    {
        Ok(outcome) => outcome,
        Err(err) => return answer.refuse_or_fail(err).await,
    };
    answer
        .respond(CreateInteractionResponse::Acknowledge)
        .await?;
    after_move(http, play, loaded, &outcome, None).await
}

/// Skip or Remove on a timeout notice: for the other players once the timeout has passed.
async fn on_timeout(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    id: &CustomId,
    current_user: u64,
) -> Result<(), PlayError> {
    let user = answer.press.user.id.get();
    if user == current_user {
        return answer.tell("It is your own turn: just play it.").await;
    }
    let (game_id, turn) = (loaded.id(), loaded.turn());
    let by = Some(Actor::user(user));
    let _moving = play.move_guard().await;
    let skip = id.action == "skip";
    let result = if skip {
        play.service.skip_turn(game_id, turn, by).await
    } else {
        play.service.remove_player(game_id, turn, by).await
    };
    let outcome = match result {
        Ok(outcome) => outcome,
        Err(err) => return answer.refuse_or_fail(err).await,
    };
    let absent = loaded
        .seat_of(current_user)
        .map_or_else(|| format!("<@{current_user}>"), |s| s.display_name.clone());
    let by_name = display_name(answer.press);
    let headline = if skip {
        format!("{by_name} skipped {absent}'s turn; the bot placed the tile without a follower.")
    } else {
        format!("{by_name} removed {absent} from the game.")
    };
    let notice = format!("{}\n→ {headline}", answer.press.message.content);
    settle_and_announce(http, play, answer, loaded, &outcome, notice, Some(headline)).await
}

/// Strips the controls off the pressed message (the panel or the timeout notice), then
/// announces the stored move.
async fn settle_and_announce(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    outcome: &MoveOutcome,
    content: impl Into<String>,
    headline: Option<String>,
) -> Result<(), PlayError> {
    // The move is stored: failing to tell the presser must not stop the announcement.
    if let Err(err) = update(answer, content, Vec::new()).await {
        tracing::warn!(game_id = loaded.id(), %err, "could not update the pressed message");
    }
    after_move(http, play, loaded, outcome, headline).await
}
