//! Button and menu presses on game messages, routed by their custom_id (read by
//! [`Control`]) and checked against the database before anything changes. How Discord is
//! answered (first response, follow-ups, the private panel) is `answer.rs`'s.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow, CreateButton,
    CreateInteractionResponse, CreateInteractionResponseMessage, EditInteractionResponse, Http,
    MessageFlags,
};

use super::announce::{
    announce_move, post_turn, prepare_next, repair_final, repair_turn, restore_prompt, reveal_turn,
};
use super::answer::{display_name, is_manager, pressed_message, show_panel, update, Answer};
use super::lobby_view::{self, LOBBY_TURN};
use super::path;
use super::rules_reply;
use super::step_view::{self, StepCtx, StepView};
use super::turn_view::{TIMEOUT_KIND, TURN_KIND};
use super::{channel_id, message_id, PlayData, PlayError};
use crate::discord::control::{game_of, Control};
use crate::discord::custom_id::CustomId;
use crate::discord::deliver;
use crate::service::{Actor, ChannelRef, LeaveOutcome, LoadedGame, Player, ServiceError};
use crate::store::GameStatus;
use carcassonne_engine::{Action, Phase, TurnDraft};

/// Entry point for every `cc:` control. A fault is logged here and the presser told
/// privately, by the [`Answer`] that knows whether Discord has had its first response.
pub async fn on_press(http: &Http, play: &PlayData, press: &ComponentInteraction, id: &CustomId) {
    let mut answer = Answer::new(http, press);
    if let Err(err) = route(http, play, press, id, &mut answer).await {
        tracing::error!(custom_id = %press.data.custom_id, user = %press.user.id, %err, "a control failed");
        answer.apologise(&err).await;
    }
}

async fn route(
    http: &Http,
    play: &PlayData,
    press: &ComponentInteraction,
    id: &CustomId,
    answer: &mut Answer<'_>,
) -> Result<(), PlayError> {
    let Some(game_id) = game_of(id) else {
        tracing::warn!(custom_id = %press.data.custom_id, user = %press.user.id, "refused a control with an impossible game id");
        return answer.tell(crate::t!(answer.lang, "turn-no-game")).await;
    };
    let loaded = match play.service.load(game_id).await {
        Ok(loaded) => loaded,
        Err(ServiceError::NoSuchGame(_)) => {
            tracing::warn!(custom_id = %press.data.custom_id, user = %press.user.id, "refused a control for a game that does not exist");
            return answer.tell(crate::t!(answer.lang, "turn-no-game")).await;
        }
        Err(err) => return answer.refuse_or_fail(err).await,
    };
    answer.read_by(play, loaded.settings.language).await;
    if loaded.row.channel_id != press.channel_id.get() {
        tracing::warn!(custom_id = %press.data.custom_id, user = %press.user.id, "refused a control from another channel");
        let text = crate::t!(answer.lang, "turn-other-channel");
        return answer.tell(text).await;
    }
    let control = Control::parse(&id.action);
    // Rules are for anyone, in any state of the game, and change nothing.
    if let Some(Control::Rules) = control {
        let whose = match loaded.status() {
            GameStatus::Lobby => rules_reply::Whose::Lobby,
            _ => rules_reply::Whose::Game,
        };
        return rules_reply::answer_press(answer, play, &loaded.config, whose).await;
    }
    // The board is for anyone too: players move there, everyone else watches.
    if let Some(Control::OpenBoard) = control {
        return open_board(play, answer, &loaded).await;
    }
    match (loaded.status(), control) {
        (GameStatus::Lobby, Some(control)) => {
            on_lobby(http, play, answer, &loaded, id.turn, control).await
        }
        (GameStatus::Lobby, None) => {
            let text = crate::t!(answer.lang, "turn-not-lobby-button");
            answer.tell(text).await
        }
        (GameStatus::Active, Some(control)) => {
            on_game(http, play, answer, &loaded, id.turn, control).await
        }
        (GameStatus::Active, None) => {
            tracing::warn!(custom_id = %press.data.custom_id, user = %press.user.id, "refused an unknown game control");
            let text = crate::t!(answer.lang, "turn-not-game-button");
            answer.tell(text).await
        }
        (GameStatus::Finished, Some(Control::Rematch)) => on_rematch(play, answer).await,
        (GameStatus::Finished, _) => {
            let text = crate::t!(answer.lang, "turn-finished-game");
            answer.tell(text).await?;
            // The end may never have been shown if the bot stopped right after the last move.
            if let Some(pressed) = pressed_message(press) {
                repair_final(http, play, &loaded, pressed).await?;
            }
            Ok(())
        }
        (GameStatus::Cancelled, _) => {
            let text = crate::t!(answer.lang, "turn-cancelled-game");
            answer.tell(text).await
        }
        (GameStatus::Broken, _) => {
            let text = crate::t!(answer.lang, "turn-broken-game");
            answer.tell(text).await
        }
    }
}

/// **Open the board**: the Activity launches in the channel when the app has one; otherwise
/// the presser gets their own signed link to the channel's games, privately.
async fn open_board(
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
) -> Result<(), PlayError> {
    let Some(web) = play.web.get() else {
        let text = crate::t!(answer.lang, "turn-board-off");
        return answer.tell(text).await;
    };
    if web.activity {
        return answer
            .respond(CreateInteractionResponse::LaunchActivity)
            .await;
    }
    let press = answer.press;
    let now = play.service.clock().unix_seconds();
    let link = web.link(
        press.user.id.get(),
        &display_name(press),
        loaded.row.channel_id,
        now,
    );
    let Some(link) = link else {
        let text = crate::t!(answer.lang, "turn-board-off");
        return answer.tell(text).await;
    };
    let lang = answer.lang;
    let button = CreateButton::new_link(link).label(crate::t!(lang, "turn-board-link"));
    let reply = CreateInteractionResponseMessage::new()
        .content(crate::t!(
            lang,
            "turn-board-link-text",
            days = crate::web::auth::LINK_DAYS
        ))
        .components(vec![CreateActionRow::Buttons(vec![button])])
        .ephemeral(true);
    answer
        .respond(CreateInteractionResponse::Message(reply))
        .await
}

/// Rematch on a final score sheet: a new lobby with the same rules, posted in the channel.
async fn on_rematch(play: &PlayData, answer: &mut Answer<'_>) -> Result<(), PlayError> {
    let press = answer.press;
    let channel = ChannelRef {
        guild_id: press.guild_id.map(|g| g.get()),
        channel_id: press.channel_id.get(),
    };
    let by = Player::new(press.user.id.get(), display_name(press));
    match play.service.rematch(channel, &by).await {
        Ok((lobby, last)) => {
            let reply = CreateInteractionResponseMessage::new()
                .content(lobby_view::rematch_content(&lobby, &last))
                .components(lobby_view::rows(&lobby, lobby_view::DEFAULT_AI_LEVEL));
            answer
                .respond(CreateInteractionResponse::Message(reply))
                .await
        }
        // Someone called the rematch first: its lobby is what this player is after.
        Err(ServiceError::ChannelBusy) => {
            let open = play
                .service
                .active_game_in_channel(channel.channel_id)
                .await?
                .filter(|g| g.status() == GameStatus::Lobby);
            let Some(lobby) = open else {
                return answer.refuse_or_fail(ServiceError::ChannelBusy).await;
            };
            let reply = CreateInteractionResponseMessage::new()
                .content(lobby_view::shown_again(&lobby))
                .components(lobby_view::rows(&lobby, lobby_view::DEFAULT_AI_LEVEL));
            answer
                .respond(CreateInteractionResponse::Message(reply))
                .await
        }
        Err(err) => answer.refuse_or_fail(err).await,
    }
}

async fn on_lobby(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    turn: u32,
    control: Control,
) -> Result<(), PlayError> {
    if turn != LOBBY_TURN {
        let text = crate::t!(answer.lang, "lobby-not-started");
        return answer.tell(text).await;
    }
    let press = answer.press;
    let user = press.user.id.get();
    let actor = Actor {
        user_id: user,
        is_manager: is_manager(press),
    };
    let service = &play.service;
    let game_id = loaded.id();
    let mut ai_level = shown_ai_level(press);
    let result = match control {
        Control::Rule(e) => service
            .set_expansion(game_id, actor, e, !loaded.config.has(e))
            .await
            .map(Some),
        Control::Variant(v) => {
            let next = lobby_view::next_option(&loaded.config, v);
            service
                .set_variant(game_id, actor, v.key, next)
                .await
                .map(Some)
        }
        Control::AddAi(level) => service.add_ai(game_id, actor, level).await.map(Some),
        Control::ShowAiLevel(level) => {
            // Only the button changes: the level is chosen when the host adds the AI.
            ai_level = level;
            Ok(Some(loaded.clone()))
        }
        Control::RemoveAi => service.remove_ai(game_id, actor).await.map(Some),
        Control::Join => service
            .join(game_id, &Player::new(user, display_name(press)))
            .await
            .map(Some),
        Control::Leave => match service.leave(game_id, user).await {
            Ok(LeaveOutcome::Left(lobby)) => Ok(Some(*lobby)),
            Ok(LeaveOutcome::LobbyCancelled) => {
                return update(answer, lobby_view::host_left(loaded), Vec::new()).await;
            }
            Ok(LeaveOutcome::Resigned(_)) => Err(ServiceError::NotALobby),
            Err(err) => Err(err),
        },
        Control::Cancel => match service.cancel(game_id, actor).await {
            Ok(()) => {
                return update(answer, lobby_view::cancelled(loaded, user), Vec::new()).await;
            }
            Err(err) => Err(err),
        },
        Control::Quick | Control::TileCounter | Control::Hints => {
            let mut settings = loaded.settings;
            match control {
                Control::Quick => settings.quick_game = !settings.quick_game,
                Control::Hints => settings.hints = !settings.hints,
                _ => settings.tile_counter = !settings.tile_counter,
            }
            match service
                .set_settings(game_id, Actor::user(user), settings)
                .await
            {
                Ok(()) => service.load(game_id).await.map(Some),
                Err(err) => Err(err),
            }
        }
        // The lobby's language: the game's channel messages and pictures, and the lobby itself.
        Control::Language => {
            let chosen = match &press.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => values
                    .first()
                    .and_then(|v| v.parse::<crate::i18n::Lang>().ok()),
                // The button a full lobby shows instead of the menu: the next language.
                ComponentInteractionDataKind::Button => {
                    let now = loaded.settings.language;
                    let all = crate::i18n::Lang::ALL;
                    all.iter()
                        .position(|&l| l == now)
                        .map(|i| all[(i + 1) % all.len()])
                }
                _ => None,
            };
            match chosen {
                Some(lang) => service
                    .set_language(game_id, Actor::user(user), lang)
                    .await
                    .map(Some),
                None => {
                    let text = crate::t!(answer.lang, "lobby-not-a-lobby-button");
                    return answer.tell(text).await;
                }
            }
        }
        // Starting is the host's call alone: a manager might start before everyone is in.
        Control::Start => match service.start(game_id, Actor::user(user)).await {
            Ok(started) => return on_start(http, play, answer, &started).await,
            Err(err) => Err(err),
        },
        Control::Turn { .. }
        | Control::MoreCells(_)
        | Control::OpenPanel
        | Control::Undo(_)
        | Control::Done(_)
        | Control::Skip
        | Control::Remove
        | Control::RemoveConfirm
        | Control::Rematch
        | Control::Rules
        | Control::OpenBoard => {
            let text = crate::t!(answer.lang, "lobby-not-a-lobby-button");
            return answer.tell(text).await;
        }
    };
    match result {
        Ok(Some(lobby)) => {
            // A rematch keeps calling the players of the last game who have not joined yet.
            let text = lobby_view::content_after(&lobby, &answer.press.message.content);
            update(answer, text, lobby_view::rows(&lobby, ai_level)).await
        }
        Ok(None) => Ok(()),
        Err(ServiceError::NotEnoughPlayers { have, min }) => {
            let text = crate::t!(answer.lang, "lobby-need-players", min = min, have = have);
            answer.tell(text).await
        }
        Err(ServiceError::AlreadyJoined) => {
            let text = crate::t!(answer.lang, "lobby-already-in");
            answer.tell(text).await
        }
        Err(ServiceError::NotHost) => {
            let host = format!("<@{}>", loaded.row.host_id);
            let text = crate::t!(answer.lang, "lobby-host-only", host = host);
            answer.tell(text).await
        }
        Err(err) => answer.refuse_or_fail(err).await,
    }
}

/// How long a press may wait for Discord before it is acknowledged first and finished after:
/// well inside Discord's 3 s, with room for the acknowledgement itself to be tried again.
const ANSWER_WITHIN: std::time::Duration = std::time::Duration::from_millis(1_200);

/// A lobby just started: the first turn is posted before the lobby closes, so that if the bot
/// stops in between, Start is still there to press, and that press brings the turn back (see
/// `on_started_lobby`). The lobby closes with the press's own update when the turn went out
/// quickly; when Discord is slow or throttles, the press is acknowledged first (which leaves
/// the lobby as it is) and the lobby is closed by an edit once the turn is out.
async fn on_start(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    started: &LoadedGame,
) -> Result<(), PlayError> {
    let posting = async {
        let _moving = play.move_guard().await;
        play.wake_timers();
        post_turn(http, play, started).await
    };
    tokio::pin!(posting);
    let deferred = match tokio::time::timeout(ANSWER_WITHIN, &mut posting).await {
        Ok(posted) => {
            posted?;
            false
        }
        Err(_) => {
            answer
                .respond(CreateInteractionResponse::Acknowledge)
                .await?;
            posting.await?;
            true
        }
    };
    let rows = lobby_view::closed_rows(started);
    if deferred {
        let edit = EditInteractionResponse::new()
            .content(lobby_view::started(started))
            .components(rows);
        answer.edit(edit).await
    } else {
        update(answer, lobby_view::started(started), rows).await
    }
}

/// The level the lobby message's Add AI button offers now (the lobby keeps it in the button).
fn shown_ai_level(press: &ComponentInteraction) -> carcassonne_ai::Level {
    press
        .message
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .find_map(|c| match c {
            serenity::ActionRowComponent::Button(serenity::Button {
                data: serenity::ButtonKind::NonLink { custom_id, .. },
                ..
            }) => match CustomId::parse(custom_id)
                .ok()
                .and_then(|id| Control::parse(&id.action))
            {
                Some(Control::AddAi(level)) => Some(level),
                _ => None,
            },
            _ => None,
        })
        .unwrap_or(lobby_view::DEFAULT_AI_LEVEL)
}

async fn on_game(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    pressed_turn: u32,
    control: Control,
) -> Result<(), PlayError> {
    // The Undo and Done of a finished turn belong to the move they follow, not to a turn.
    match control {
        Control::Undo(version) => return on_undo(http, play, answer, loaded, version).await,
        Control::Done(version) => return on_done(http, play, answer, loaded, version).await,
        _ => {}
    }
    if pressed_turn == LOBBY_TURN && control.is_lobby() && pressed_message(answer.press).is_some() {
        return on_started_lobby(http, play, answer, loaded).await;
    }
    let turn = loaded.turn();
    if pressed_turn > turn {
        tracing::warn!(custom_id = %answer.press.data.custom_id, user = %answer.press.user.id, "refused a control for a future turn");
        let text = crate::t!(answer.lang, "turn-future-turn");
        return answer.tell(text).await;
    }
    if pressed_turn < turn {
        let text = crate::t!(
            answer.lang,
            "turn-earlier-turn",
            pressed = pressed_turn + 1,
            turn = turn + 1
        );
        answer.tell(text).await?;
        // There may be no latest message: the bot may have stopped before posting it.
        repair_turn(http, play, loaded.id(), None).await?;
        return Ok(());
    }
    let Some(current) = loaded.current_seat().cloned() else {
        let text = crate::t!(answer.lang, "turn-not-waiting");
        return answer.tell(text).await;
    };
    let user = answer.press.user.id.get();
    if matches!(
        control,
        Control::Skip | Control::Remove | Control::RemoveConfirm
    ) {
        return on_timeout(http, play, answer, loaded, &control, current.user_id).await;
    }
    let question = loaded.game.as_ref().and_then(crate::expansions::asking);
    if let (Some(q), true) = (question, user != current.user_id) {
        let seat = loaded.seat_of(user);
        let removed = seat.is_some_and(|s| s.removed);
        let text = q.not_yours(&current.mention(), seat.is_some(), removed, answer.lang);
        return answer.tell(text).await;
    }
    if user != current.user_id {
        let (lang, mention) = (answer.lang, current.mention());
        let text = match loaded.seat_of(user) {
            Some(seat) if seat.removed => crate::t!(lang, "turn-left-game", mention = mention),
            Some(_) => crate::t!(lang, "turn-not-so-fast", mention = mention),
            None => crate::t!(lang, "turn-not-playing-here", mention = mention),
        };
        return answer.tell(text).await;
    }
    let mut steps = match control {
        Control::MoreCells(page) => return on_more_cells(play, answer, loaded, page).await,
        Control::OpenPanel => return on_open_panel(play, answer, loaded).await,
        Control::Turn { path, .. } => path,
        _ => {
            tracing::warn!(custom_id = %answer.press.data.custom_id, user, "refused an unknown game control");
            let text = crate::t!(answer.lang, "turn-not-game-button");
            return answer.tell(text).await;
        }
    };
    if let ComponentInteractionDataKind::StringSelect { values } = &answer.press.data.kind {
        let chosen = values.first().and_then(|v| path::decode_action(v));
        let Some(chosen) = chosen else {
            let text = crate::t!(answer.lang, "turn-bad-choice");
            return answer.tell(text).await;
        };
        steps.push(chosen);
    }
    on_step(http, play, answer, loaded, steps).await
}

/// **Open my panel** on a reminder, pressed by the player the game waits for: the turn's
/// prompt (or the question asked of them) on a private panel.
async fn on_open_panel(
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
) -> Result<(), PlayError> {
    let Some(game) = &loaded.game else {
        let text = crate::t!(answer.lang, "turn-not-waiting");
        return answer.tell(text).await;
    };
    // The panel is the presser's own: in their language.
    let ctx = StepCtx {
        game_id: loaded.id(),
        turn: loaded.turn(),
        lang: answer.lang,
    };
    let view = step_view::prompt(&ctx, game, None);
    show_panel(play, answer, loaded, view).await
}

/// A lobby control of a game that has started: the lobby message was never closed, so the
/// bot stopped between starting the game and saying so. The first turn is posted if it never
/// was, and the lobby closes.
async fn on_started_lobby(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
) -> Result<(), PlayError> {
    // The lobby keeps its buttons until the turn is there: a stop in between leaves Start to
    // press again.
    answer
        .respond(CreateInteractionResponse::Acknowledge)
        .await?;
    repair_turn(http, play, loaded.id(), None).await?;
    let edit = EditInteractionResponse::new()
        .content(lobby_view::started(loaded))
        .components(lobby_view::closed_rows(loaded));
    answer.edit(edit).await
}

/// A press that takes the turn's path to `steps`: the panel of the next step, or the move.
async fn on_step(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    steps: Vec<Action>,
) -> Result<(), PlayError> {
    let Some(game) = &loaded.game else {
        let text = crate::t!(answer.lang, "turn-not-waiting");
        return answer.tell(text).await;
    };
    let draft = match TurnDraft::resume(game, &steps) {
        Ok(draft) => draft,
        Err(err) => {
            // The engine's reason names coordinates and rotations no player sees.
            tracing::info!(game_id = loaded.id(), %err, "refused a choice that is not open");
            let text = crate::t!(answer.lang, "turn-choice-closed");
            answer.tell(text).await?;
            // A turn's own message offering a choice that is not open shows a tile that is
            // gone: the bot stopped between a discard and posting the next tile.
            repair_turn(http, play, loaded.id(), pressed_message(answer.press)).await?;
            return Ok(());
        }
    };
    if crate::steps::ready_to_commit(game, &draft) {
        return on_commit(http, play, answer, loaded, &draft).await;
    }
    let ctx = StepCtx {
        game_id: loaded.id(),
        turn: loaded.turn(),
        lang: answer.lang,
    };
    let view = step_view::panel(&ctx, &draft);
    show_panel(play, answer, loaded, view).await
}

/// Plays the turn whose path is complete: the draft built from the game loaded for this press
/// is stored as it is (the store's version check refuses it if another move came first).
async fn on_commit(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    draft: &TurnDraft,
) -> Result<(), PlayError> {
    let (game_id, turn, user) = (loaded.id(), loaded.turn(), answer.press.user.id.get());
    let _announcing = play.announcing(game_id);
    let _moving = play.move_guard().await;
    let outcome = match play.service.play_draft(loaded, turn, user, draft).await {
        Ok(outcome) => outcome,
        Err(err) => return answer.refuse_or_fail(err).await,
    };
    // An answer to a question asked before the tile was placed, the turn going on.
    let answered_only = !outcome.finished
        && outcome.turn == turn
        && loaded
            .game
            .as_ref()
            .is_some_and(|g| matches!(g.phase(), Phase::Decide { .. }));
    // What comes next is drawn before the answer, so that the turn message loses its controls
    // right after it and the next turn follows one request later: a bot stopped at any moment
    // leaves something to press (see `announce_move`). Drawing takes milliseconds.
    let next = prepare_next(play, loaded, &outcome).await;
    let on_panel = answer
        .press
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    // The move is stored: failing to tell the presser must not stop the announcement.
    let told = if on_panel {
        let done = if answered_only {
            crate::t!(answer.lang, "turn-answered")
        } else {
            crate::t!(answer.lang, "turn-played")
        };
        update(answer, done, Vec::new()).await
    } else {
        answer.respond(CreateInteractionResponse::Acknowledge).await
    };
    if let Err(err) = told {
        tracing::warn!(game_id, %err, "could not answer the press that played a turn");
    }
    announce_move(http, play, loaded, &outcome, None, next?).await
}

/// More cells for a tile that fits in more cells than the menus hold, privately.
async fn on_more_cells(
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    page: usize,
) -> Result<(), PlayError> {
    let Some(game) = &loaded.game else {
        let text = crate::t!(answer.lang, "turn-cannot-use");
        return answer.tell(text).await;
    };
    let ctx = StepCtx {
        game_id: loaded.id(),
        turn: loaded.turn(),
        lang: answer.lang,
    };
    let view = StepView {
        content: crate::t!(answer.lang, "turn-more-cells-text"),
        rows: step_view::placement_rows(&ctx, &game.legal_placements(), page),
        pictures: Vec::new(),
    };
    show_panel(play, answer, loaded, view).await
}

/// Undo on a finished turn's message: only its player, only while the next turn is unrevealed.
async fn on_undo(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    version: u64,
) -> Result<(), PlayError> {
    let user = answer.press.user.id.get();
    let _moving = play.move_guard().await;
    let outcome = match play.service.undo(loaded.id(), version, user).await {
        Ok(outcome) => outcome,
        Err(err) => return answer.refuse_or_fail(err).await,
    };
    // What the turn's message reads is the channel's: in the game's language.
    let lang = loaded.settings.language;
    let name = loaded.seat_of(user).map_or_else(
        || crate::t!(lang, "turn-the-player"),
        |s| s.display_name.clone(),
    );
    play.wake_timers();
    // The turn's own message still carries the board it was played from, the board the turn
    // is back at: it becomes the prompt again, and nothing is drawn or uploaded anew.
    let restored = &outcome.stored;
    let own_message = play
        .service
        .turn_messages(loaded.id(), restored.turn())
        .await?
        .iter()
        .any(|m| m.kind == TURN_KIND && m.message_id == answer.press.message.id.get());
    if own_message && restored.current_seat().is_some_and(|s| !s.is_ai()) {
        // An interaction's update would drop the message's attachments (serenity always
        // sends the list); the plain edit `restore_prompt` makes keeps them.
        answer
            .respond(CreateInteractionResponse::Acknowledge)
            .await?;
        let message = &answer.press.message;
        return restore_prompt(http, play, restored, message.channel_id, message.id, &name).await;
    }
    let text = format!(
        "{}\n{}",
        answer
            .press
            .message
            .content
            .lines()
            .next()
            .unwrap_or_default(),
        crate::t!(lang, "turn-taken-back", name = name.as_str())
    );
    if let Err(err) = update(answer, text, Vec::new()).await {
        tracing::warn!(game_id = loaded.id(), %err, "could not mark the turn as taken back");
    }
    post_turn(http, play, &outcome.stored).await
}

/// Done on a finished turn's message: its player ends the undo window at once.
async fn on_done(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    version: u64,
) -> Result<(), PlayError> {
    let user = answer.press.user.id.get();
    match play
        .service
        .end_undo_window(loaded.id(), version, user)
        .await
    {
        Ok(true) => {}
        Ok(false) => {
            let text = crate::t!(answer.lang, "turn-next-started");
            answer.tell(text).await?;
            repair_turn(http, play, loaded.id(), None).await?;
            return Ok(());
        }
        // The service's words are about taking a move back, which Done does not do.
        Err(ServiceError::NotYourMove) => {
            let done = crate::t!(answer.lang, "turn-done-button");
            let text = crate::t!(answer.lang, "turn-done-not-yours", done = done);
            return answer.tell(text).await;
        }
        Err(err) => return answer.refuse_or_fail(err).await,
    }
    answer
        .respond(CreateInteractionResponse::Acknowledge)
        .await?;
    reveal_turn(http, play, loaded.id(), loaded.turn()).await
}

/// Skip or Remove on a timeout notice: for the other players once the timeout has passed.
/// Removing asks the presser to confirm first, privately.
async fn on_timeout(
    http: &Http,
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    control: &Control,
    current_user: u64,
) -> Result<(), PlayError> {
    let user = answer.press.user.id.get();
    if user == current_user {
        let text = crate::t!(answer.lang, "turn-own-turn");
        return answer.tell(text).await;
    }
    let (game_id, turn) = (loaded.id(), loaded.turn());
    let absent = loaded
        .seat_of(current_user)
        .map_or_else(|| format!("<@{current_user}>"), |s| s.display_name.clone());
    if *control == Control::Remove {
        // The confirmation is the presser's alone: in their language.
        let lang = answer.lang;
        let active = loaded.seats.iter().filter(|s| !s.removed).count();
        let consequence = if active <= 2 {
            crate::t!(lang, "turn-remove-ends")
        } else {
            crate::t!(lang, "turn-remove-skips")
        };
        let question = crate::t!(lang, "turn-remove-question", name = absent.as_str());
        let text = format!("{question} {consequence}");
        let confirm = CreateButton::new(Control::RemoveConfirm.fixed_id(game_id, turn))
            .label(crate::t!(
                lang,
                "turn-remove-confirm",
                name = absent.as_str()
            ))
            .style(ButtonStyle::Danger);
        let reply = CreateInteractionResponseMessage::new()
            .content(text)
            .components(vec![CreateActionRow::Buttons(vec![confirm])])
            .ephemeral(true);
        return answer
            .respond(CreateInteractionResponse::Message(reply))
            .await;
    }
    let by = Some(Actor::user(user));
    let _announcing = play.announcing(game_id);
    let _moving = play.move_guard().await;
    let skip = *control == Control::Skip;
    let result = if skip {
        play.service.skip_turn(game_id, turn, by).await
    } else {
        play.service.remove_player(game_id, turn, by).await
    };
    let outcome = match result {
        Ok(outcome) => outcome,
        Err(err) => return answer.refuse_or_fail(err).await,
    };
    let by_name = display_name(answer.press);
    // The headline and the notice are the channel's, in the game's language; the pressed
    // message is the channel's notice (Skip) or the presser's confirmation (Remove).
    let lang = loaded.settings.language;
    let (by, name) = (by_name.as_str(), absent.as_str());
    let headline = if skip {
        crate::t!(lang, "turn-skipped-headline", by = by, name = name)
    } else {
        crate::t!(lang, "turn-removed-headline", by = by, name = name)
    };
    let done = if skip {
        crate::t!(lang, "turn-skipped")
    } else {
        crate::t!(answer.lang, "turn-removed")
    };
    // Drawn before the answer, as for a turn played by its player.
    let next = prepare_next(play, loaded, &outcome).await;
    // The move is stored: failing to tell the presser must not stop the announcement.
    if let Err(err) = update(answer, done, Vec::new()).await {
        tracing::warn!(game_id, %err, "could not update the pressed message");
    }
    let closed = if skip {
        crate::t!(
            lang,
            "turn-timeout-skipped",
            name = name,
            turn = turn + 1,
            by = by
        )
    } else {
        crate::t!(
            lang,
            "turn-timeout-removed",
            name = name,
            turn = turn + 1,
            by = by
        )
    };
    close_timeout_notice(http, play, loaded, &closed).await;
    announce_move(http, play, loaded, &outcome, Some(headline), next?).await
}

/// The timeout notice of the turn loses its buttons and reads what was done; it is then
/// forgotten, so that later moves of the same turn (a removal leaves it going on) do not
/// edit it again.
async fn close_timeout_notice(http: &Http, play: &PlayData, loaded: &LoadedGame, text: &str) {
    let (game_id, turn) = (loaded.id(), loaded.turn());
    let Ok(messages) = play.service.turn_messages(game_id, turn).await else {
        return;
    };
    for m in messages.iter().filter(|m| m.kind == TIMEOUT_KIND) {
        if let (Some(channel), Some(id)) = (channel_id(m.channel_id), message_id(m.message_id)) {
            let edit = serenity::EditMessage::new()
                .content(text)
                .components(Vec::new());
            if let Err(err) = deliver::edit(http, channel, id, edit).await {
                tracing::warn!(game_id, %err, "could not close the timeout notice");
                continue;
            }
        }
        if let Err(err) = play
            .service
            .forget_turn_message(game_id, turn, TIMEOUT_KIND)
            .await
        {
            tracing::warn!(game_id, %err, "could not forget the closed timeout notice");
        }
    }
}
