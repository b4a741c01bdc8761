//! What the channel sees: the turn prompt, the narration of a finished turn (with its undo
//! window), the reveal of the next turn and the final score sheet. These are channel messages
//! sent with the bot token, so they work from any context (a click, a timer, a command) and
//! stay editable after interaction tokens expire. Each goes out through `deliver`: posted
//! once with a nonce of what it shows, edits tried again when Discord fails.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed, CreateMessage,
    EditMessage, Http,
};

use super::final_scoring::{self, before_final_scoring};
use super::log;
use super::narrate::{narrate, narrate_move, scored_nothing, truncate, Names};
use super::status::breakdown_text;
use super::turn_view::{
    seat_names, turn_view, Addressing, BOARD_KIND, REMINDER_KIND, TIMEOUT_KIND, TURN_KIND,
};
use super::{attachment_name, channel_id, message_id, Picture, PlayData, PlayError};
use crate::discord::control::Control;
use crate::discord::deliver;
use crate::i18n::Lang;
use crate::service::{LoadedGame, MoveOutcome};
use crate::store::{GameId, TurnMessage};
use carcassonne_engine::{Event, Figure};
use carcassonne_render::BoardOptions;

/// Draws `pictures` and turns them into attachments.
pub async fn attachments(
    play: &PlayData,
    names: &[String],
    lang: Lang,
    pictures: Vec<Picture>,
) -> Result<Vec<CreateAttachment>, PlayError> {
    let mut out = Vec::new();
    for d in pictures {
        let stem = d.stem();
        let png = play.draw(names.to_vec(), lang, d).await?;
        let name = attachment_name(stem, &png);
        out.push(CreateAttachment::bytes(png, name));
    }
    Ok(out)
}

/// A turn message drawn and ready to send.
pub struct PreparedTurn {
    game_id: GameId,
    turn: u32,
    channel: serenity::ChannelId,
    message: CreateMessage,
    /// An AI seat plays this turn: it is queued once the message is out.
    ai: bool,
    /// The player asked to be told by direct message.
    dm_to: Option<u64>,
    /// The game's language, for a direct message to a player who chose none.
    lang: Lang,
    /// The same for every send of this turn of this stored state (see [`deliver::nonce`]).
    nonce: String,
    /// The game's stored version the message was drawn at.
    version: u64,
}

/// Draws the message of the turn a running game waits for; `None` if it waits for nobody.
pub async fn prepare_turn(
    play: &PlayData,
    loaded: &LoadedGame,
) -> Result<Option<PreparedTurn>, PlayError> {
    prepare_turn_after(play, loaded, false).await
}

/// [`prepare_turn`]; `after_question`: the move before answered a question of the same turn.
async fn prepare_turn_after(
    play: &PlayData,
    loaded: &LoadedGame,
    after_question: bool,
) -> Result<Option<PreparedTurn>, PlayError> {
    let (Some(game), Some(seat)) = (&loaded.game, loaded.current_seat()) else {
        return Ok(None);
    };
    let Some(channel) = channel_id(loaded.row.channel_id) else {
        return Ok(None);
    };
    // An AI seat gets no prompt and no picture: its turn message says it is thinking, and
    // reads what it did once it played; the next person's prompt shows the board.
    let lang = loaded.settings.language;
    let message = if seat.is_ai() {
        CreateMessage::new().content(crate::t!(
            lang,
            "turn-ai-thinking",
            turn = game.turn() + 1,
            name = seat.display_name.as_str()
        ))
    } else {
        let web = play.web.get().is_some();
        let (mut content, mut view) = turn_view(loaded, game, seat, Addressing::Mention, web);
        // A question asked again in the same turn (the plague asks player after player)
        // shows the board once, with the first: the figures it asks about are the same.
        if after_question && crate::expansions::asking(game).is_some() {
            view.pictures.clear();
            content.push('\n');
            content.push_str(&crate::t!(lang, "turn-board-above"));
        }
        let names = seat_names(loaded);
        let files = attachments(play, &names, lang, view.pictures).await?;
        CreateMessage::new()
            .content(truncate(content, 1990))
            .add_files(files)
            .components(view.rows)
    };
    Ok(Some(PreparedTurn {
        game_id: loaded.id(),
        turn: game.turn(),
        channel,
        message,
        ai: seat.is_ai(),
        dm_to: seat.dm_opt_in.then_some(seat.user_id),
        lang,
        // The version counts every move, an undo too: a turn shown again after an undo is a
        // new message, a turn sent again after a failure or a restart is not.
        nonce: deliver::game_nonce(TURN_KIND, loaded.id(), loaded.row.version, 0),
        version: loaded.row.version,
    }))
}

/// Sends a drawn turn message, records it, queues an AI seat's turn and tells the player by
/// DM if they asked for it.
async fn send_turn(http: &Http, play: &PlayData, turn: PreparedTurn) -> Result<(), PlayError> {
    let sent = deliver::send(http, turn.channel, turn.message, turn.nonce.clone()).await?;
    let record = TurnMessage {
        game_id: turn.game_id,
        turn: turn.turn,
        kind: TURN_KIND.to_owned(),
        channel_id: turn.channel.get(),
        message_id: sent.id.get(),
    };
    if !play
        .service
        .record_turn_message_at(&record, turn.version)
        .await?
    {
        // Played from before it was recorded (its post was slow or tried again): the move
        // told the turn in a message of its own, so this copy would be a prompt left over.
        tracing::info!(
            game_id = turn.game_id,
            turn = turn.turn,
            "a turn message was overtaken by a move; removed"
        );
        deliver::delete(http, turn.channel, sent.id).await?;
        return Ok(());
    }
    if turn.ai {
        play.ai.push(turn.game_id, turn.turn);
    }
    if let Some(user) = turn.dm_to {
        let lang = dm_lang(play, user, turn.lang).await;
        let text = crate::t!(lang, "turn-dm-your-turn", link = sent.link());
        dm(http, user, &text, format!("dm{}", turn.nonce)).await;
    }
    Ok(())
}

/// Posts the prompt for the turn a running game waits for, and tells the player by DM if
/// they asked for it.
pub async fn post_turn(http: &Http, play: &PlayData, loaded: &LoadedGame) -> Result<(), PlayError> {
    let _announcing = play.announcing(loaded.id());
    match prepare_turn(play, loaded).await? {
        Some(turn) => send_turn(http, play, turn).await,
        None => Ok(()),
    }
}

/// The language of a direct message to `user_id`: their own choice, else the game's
/// (`game_lang`); a DM carries no client locale.
pub async fn dm_lang(play: &PlayData, user_id: u64, game_lang: Lang) -> Lang {
    match play.service.store().user_language(user_id).await {
        Ok(chosen) => chosen.unwrap_or(game_lang),
        Err(err) => {
            tracing::warn!(user = user_id, "could not read a player's language: {err}");
            game_lang
        }
    }
}

/// A direct message, sent once with `nonce`; failures (DMs closed) are only logged, the
/// channel mention still works.
pub async fn dm(http: &Http, user_id: u64, text: &str, nonce: String) {
    if user_id == 0 {
        return;
    }
    let user = serenity::UserId::new(user_id);
    let result = async {
        let channel = user.create_dm_channel(http).await?;
        let message = CreateMessage::new().content(text);
        deliver::send(http, channel.id, message, nonce).await
    }
    .await;
    if let Err(err) = result {
        tracing::info!(user_id, %err, "could not send a direct message");
    }
}

/// The Undo and Done buttons of a move that may still be taken back.
fn undo_rows(game_id: GameId, turn: u32, version: u64, lang: Lang) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(Control::Undo(version).fixed_id(game_id, turn))
            .label(crate::t!(lang, "turn-undo-button"))
            .style(ButtonStyle::Secondary),
        CreateButton::new(Control::Done(version).fixed_id(game_id, turn))
            .label(crate::t!(lang, "turn-done-button"))
            .style(ButtonStyle::Primary),
    ])]
}

/// What the channel shows after a move, drawn before the old turn's message changes: the
/// next turn, the end of the game, or nothing yet (an undo window is open).
pub enum Next {
    Turn(Option<Box<PreparedTurn>>),
    Final(Option<Box<PreparedFinal>>),
    Wait,
}

/// Draws what follows `outcome` in the channel (see [`announce_move`]).
pub async fn prepare_next(
    play: &PlayData,
    before: &LoadedGame,
    outcome: &MoveOutcome,
) -> Result<Next, PlayError> {
    Ok(if outcome.finished {
        let ended_early = outcome.game.active_players().count() < 2;
        Next::Final(
            prepare_final(play, before.id(), &outcome.events, ended_early)
                .await?
                .map(Box::new),
        )
    } else if outcome.reveal_at.is_none() {
        let after_question = outcome.turn == before.turn()
            && before
                .game
                .as_ref()
                .is_some_and(|g| crate::expansions::asking(g).is_some());
        let turn = prepare_turn_after(play, &outcome.stored, after_question).await?;
        Next::Turn(turn.map(Box::new))
    } else {
        Next::Wait
    })
}

/// [`after_move`] where the game is shown: in its Discord channel when this process talks to
/// Discord (`http`); without Discord (the local play mode) the browser's views hear of the move
/// from the service, and only an AI seat's turn that follows at once needs queueing.
pub async fn after_move_on(
    http: Option<&Http>,
    play: &PlayData,
    before: &LoadedGame,
    outcome: &MoveOutcome,
    headline: Option<String>,
) -> Result<(), PlayError> {
    match http {
        Some(http) => after_move(http, play, before, outcome, headline).await,
        None => {
            play.wake_timers();
            if outcome.reveal_at.is_none() {
                queue_ai_turn(play, &outcome.stored);
            }
            Ok(())
        }
    }
}

/// [`reveal_turn`] where the game is shown (see [`after_move_on`]).
pub async fn reveal_turn_on(
    http: Option<&Http>,
    play: &PlayData,
    game_id: GameId,
    turn: u32,
) -> Result<(), PlayError> {
    match http {
        Some(http) => reveal_turn(http, play, game_id, turn).await,
        None => {
            let loaded = play.service.load(game_id).await?;
            if loaded.turn() == turn {
                queue_ai_turn(play, &loaded);
            }
            Ok(())
        }
    }
}

/// Queues the turn `loaded` waits for when an AI seat must play it. In a channel, posting the
/// turn's message does this (see `send_turn`); a game with no channel has no message to post.
pub fn queue_ai_turn(play: &PlayData, loaded: &LoadedGame) {
    if loaded.current_seat().is_some_and(|s| s.is_ai()) {
        play.ai.push(loaded.id(), loaded.turn());
    }
}

/// A move was taken back (`restored` is the game after the undo): the turn's own message
/// (`channel`, `message`), which still carries the board the turn is back at, becomes its
/// prompt again, saying who took the turn back (`name`); nothing is drawn or uploaded anew. If
/// that edit fails the prompt is posted anew.
pub async fn restore_prompt(
    http: &Http,
    play: &PlayData,
    restored: &LoadedGame,
    channel: serenity::ChannelId,
    message: serenity::MessageId,
    name: &str,
) -> Result<(), PlayError> {
    let (Some(game), Some(seat)) = (&restored.game, restored.current_seat()) else {
        return post_turn(http, play, restored).await;
    };
    let lang = restored.settings.language;
    let web = play.web.get().is_some();
    let (content, view) = turn_view(restored, game, seat, Addressing::Mention, web);
    let again = crate::t!(lang, "turn-taken-back-again", name = name);
    let text = truncate(format!("{content}\n{again}"), 1990);
    let edit = EditMessage::new().content(text).components(view.rows);
    match deliver::edit(http, channel, message, edit).await {
        Ok(_) => Ok(()),
        Err(err) => {
            tracing::warn!(game_id = restored.id(), %err, "could not restore the prompt; posting it anew");
            post_turn(http, play, restored).await
        }
    }
}

/// A move taken back from the web view: the turn's own message becomes its prompt again (see
/// [`restore_prompt`]), or the prompt is posted when the turn has no message or an AI plays it.
pub async fn taken_back(
    http: &Http,
    play: &PlayData,
    restored: &LoadedGame,
    name: &str,
) -> Result<(), PlayError> {
    let _announcing = play.announcing(restored.id());
    play.wake_timers();
    let turn_message = play
        .service
        .turn_messages(restored.id(), restored.turn())
        .await?
        .into_iter()
        .find(|m| m.kind == TURN_KIND);
    let ids =
        turn_message.and_then(|m| Some((channel_id(m.channel_id)?, message_id(m.message_id)?)));
    match ids {
        Some((channel, message)) if restored.current_seat().is_some_and(|s| !s.is_ai()) => {
            restore_prompt(http, play, restored, channel, message, name).await
        }
        _ => post_turn(http, play, restored).await,
    }
}

/// After a move: the old turn's messages lose their controls and the turn message reads what
/// happened; then the next prompt, or the end of the game, is posted. A move that may still be
/// taken back keeps Undo and Done on its message and the next turn waits for the window.
pub async fn after_move(
    http: &Http,
    play: &PlayData,
    before: &LoadedGame,
    outcome: &MoveOutcome,
    headline: Option<String>,
) -> Result<(), PlayError> {
    let _announcing = play.announcing(before.id());
    let next = prepare_next(play, before, outcome).await?;
    announce_move(http, play, before, outcome, headline, next).await
}

/// [`after_move`] with what comes next already drawn ([`prepare_next`]). Between the old turn
/// losing its controls and the next turn being posted there is then a single request to
/// Discord, so a bot that stops at any moment almost always leaves a control to press; the
/// end of a game is posted before the last turn loses its controls, which leaves one always.
pub async fn announce_move(
    http: &Http,
    play: &PlayData,
    before: &LoadedGame,
    outcome: &MoveOutcome,
    headline: Option<String>,
    next: Next,
) -> Result<(), PlayError> {
    let _announcing = play.announcing(before.id());
    play.wake_timers();
    let lang = before.settings.language;
    let names = seat_names(before);
    // Final scoring is told on the score sheet, by player; the turn keeps its own events.
    let (events, ends) = before_final_scoring(&outcome.events);
    let mut story = match &before.game {
        Some(game) => narrate_move(lang, game, events, &Names(&names), &outcome.game),
        None => narrate(lang, events, &Names(&names), &outcome.game),
    };
    if ends {
        story.push('\n');
        story.push_str(&crate::t!(lang, "turn-last-tile"));
    }
    if let Some(headline) = headline {
        story = format!("{headline}\n{story}");
    }
    let heading = crate::t!(lang, "turn-heading", turn = before.turn() + 1);
    let mut text = format!("**{heading}** · {story}");
    let mut rows = Vec::new();
    if let Some(at) = outcome.reveal_at {
        let mover = before.current_seat().map_or_else(
            || crate::t!(lang, "turn-the-player"),
            |s| s.display_name.clone(),
        );
        text.push('\n');
        text.push_str(&crate::t!(
            lang,
            "turn-undo-offer",
            name = mover,
            time = format!("<t:{at}:T>"),
            undo = crate::t!(lang, "turn-undo-button"),
            done = crate::t!(lang, "turn-done-button")
        ));
        rows = undo_rows(before.id(), before.turn(), outcome.version, lang);
    }
    let text = truncate(text, 1900);
    // A move may leave the same turn going on: a discard, or a question of the plague answered
    // before the next is asked.
    let goes_on = !outcome.finished && outcome.turn == before.turn();
    let retire = || {
        retire_turn_as(
            http,
            play,
            before.id(),
            before.turn(),
            Some(&text),
            rows.clone(),
            before.row.channel_id,
            goes_on,
            lang,
        )
    };
    match next {
        Next::Final(Some(end)) => {
            // Nothing but the two requests between the sheet and the last turn's retirement.
            let sent = send_final_sheet(http, *end).await?;
            retire().await?;
            sent.finish(http, play).await
        }
        Next::Turn(Some(turn)) => {
            retire().await?;
            send_turn(http, play, *turn).await
        }
        Next::Turn(None) | Next::Final(None) | Next::Wait => retire().await,
    }
}

/// The figures that stood when final scoring began, if these events hold it.
fn final_figures(events: &[Event]) -> Option<Vec<Figure>> {
    events.iter().find_map(|e| match e {
        Event::FinalScoring { figures, .. } => Some(figures.clone()),
        _ => None,
    })
}

/// The undo window of the move before `turn` closed (the caller claimed it): its message loses
/// Undo and Done, and the turn is posted.
pub async fn reveal_turn(
    http: &Http,
    play: &PlayData,
    game_id: GameId,
    turn: u32,
) -> Result<(), PlayError> {
    let _announcing = play.announcing(game_id);
    let loaded = play.service.load(game_id).await?;
    // Drawn first, as in `after_move`.
    let next = if loaded.is_running() && loaded.turn() == turn {
        prepare_turn(play, &loaded).await?
    } else {
        None
    };
    if let Some(previous) = turn.checked_sub(1) {
        strip_controls(http, play, game_id, previous).await;
    }
    match next {
        Some(next) => send_turn(http, play, next).await,
        None => Ok(()),
    }
}

/// The line a turn message carries while its move may be taken back; it starts with this.
const UNDO_MARK: &str = "↩ ";

/// A turn message's words once its undo window closed: the line offering Undo and Done goes
/// (a line saying the turn was taken back stays). Told apart in any language by the time the
/// offer runs until, which only it shows.
fn without_undo_offer(text: &str) -> Option<String> {
    let offer = |l: &str| l.starts_with(UNDO_MARK) && l.contains("<t:") && l.contains(":T>");
    text.lines().any(offer).then(|| {
        text.lines()
            .filter(|l| !offer(l))
            .collect::<Vec<_>>()
            .join("\n")
    })
}

/// Removes every control from the messages of `turn`; the turn message also loses its line
/// offering Undo and Done, which would otherwise promise buttons that are gone.
async fn strip_controls(http: &Http, play: &PlayData, game_id: GameId, turn: u32) {
    let Ok(messages) = play.service.turn_messages(game_id, turn).await else {
        return;
    };
    for m in messages {
        let (Some(channel), Some(id)) = (channel_id(m.channel_id), message_id(m.message_id)) else {
            continue;
        };
        let mut edit = EditMessage::new().components(Vec::new());
        if m.kind == TURN_KIND {
            // The words are Discord's to keep: read them back rather than store a copy.
            match deliver::fetch(http, channel, id).await {
                Ok(shown) => {
                    if let Some(text) = without_undo_offer(&shown.content) {
                        edit = edit.content(text);
                    }
                }
                Err(err) => tracing::warn!(game_id, turn, %err, "could not read a turn message"),
            }
        }
        if let Err(err) = deliver::edit(http, channel, id, edit).await {
            tracing::warn!(game_id, turn, %err, "could not strip a turn message's controls");
        }
    }
}

/// Strips the controls of every message of a turn; the turn message gets `text` (and `rows`)
/// instead of its prompt. Without a recorded turn message the text is posted anew so it is not
/// lost.
pub async fn retire_turn(
    http: &Http,
    play: &PlayData,
    game_id: GameId,
    turn: u32,
    text: Option<&str>,
    rows: Vec<CreateActionRow>,
    fallback_channel: u64,
) -> Result<(), PlayError> {
    // The retired messages are the channel's: in the game's language.
    let lang = match play.service.load(game_id).await {
        Ok(loaded) => loaded.settings.language,
        Err(err) => {
            tracing::warn!(game_id, %err, "could not read a game's language to retire its turn");
            Lang::default()
        }
    };
    retire_turn_as(
        http,
        play,
        game_id,
        turn,
        text,
        rows,
        fallback_channel,
        false,
        lang,
    )
    .await
}

/// [`retire_turn`]; `goes_on`: the turn is not over (its reminder says the game moved on);
/// `lang`: the game's language.
// The arguments of `retire_turn` and two more.
#[allow(clippy::too_many_arguments)]
async fn retire_turn_as(
    http: &Http,
    play: &PlayData,
    game_id: GameId,
    turn: u32,
    text: Option<&str>,
    rows: Vec<CreateActionRow>,
    fallback_channel: u64,
    goes_on: bool,
    lang: Lang,
) -> Result<(), PlayError> {
    let messages = play.service.turn_messages(game_id, turn).await?;
    let told = retire_messages(
        http,
        game_id,
        turn,
        messages,
        text,
        rows.clone(),
        goes_on,
        lang,
    )
    .await;
    if let (Some(text), false, Some(channel)) = (text, told, channel_id(fallback_channel)) {
        let nonce = deliver::nonce("told", &[game_id.unsigned_abs(), u64::from(turn)]);
        let message = CreateMessage::new().content(text).components(rows);
        let sent = deliver::send(http, channel, message, nonce).await?;
        play.service
            .record_turn_message(game_id, turn, TURN_KIND, channel.get(), sent.id.get())
            .await?;
    }
    Ok(())
}

/// Strips the controls of `messages` (of `turn`); the turn message gets `text` (and `rows`).
/// The other messages of the turn say it is over in `lang`, the game's language. Returns
/// whether the turn message now carries the text.
// The messages, what the turn message reads, and what the others say.
#[allow(clippy::too_many_arguments)]
async fn retire_messages(
    http: &Http,
    game_id: GameId,
    turn: u32,
    messages: Vec<TurnMessage>,
    text: Option<&str>,
    rows: Vec<CreateActionRow>,
    goes_on: bool,
    lang: Lang,
) -> bool {
    let mut told = false;
    for m in messages {
        let (Some(channel), Some(id)) = (channel_id(m.channel_id), message_id(m.message_id)) else {
            continue;
        };
        let carries_text = m.kind == TURN_KIND && text.is_some();
        let mut edit = EditMessage::new().components(if carries_text {
            rows.clone()
        } else {
            Vec::new()
        });
        if let (true, Some(text)) = (carries_text, text) {
            edit = edit.content(text);
        }
        if m.kind == REMINDER_KIND {
            // A reminder must not keep saying "it is still your turn".
            let said = if goes_on {
                crate::t!(lang, "turn-retired-reminder-moved-on", turn = turn + 1)
            } else {
                crate::t!(lang, "turn-retired-reminder-over", turn = turn + 1)
            };
            edit = edit.content(said);
        }
        if m.kind == BOARD_KIND {
            // A repost must not go on reading as the turn in play.
            edit = edit.content(crate::t!(lang, "turn-retired-board", turn = turn + 1));
        }
        if m.kind == TIMEOUT_KIND {
            // Skip and Remove close their notice themselves; this one was played meanwhile.
            edit = edit.content(crate::t!(lang, "turn-retired-timeout", turn = turn + 1));
        }
        // A deleted message must not stop the game.
        match deliver::edit(http, channel, id, edit).await {
            Ok(_) => told |= carries_text,
            Err(err) => {
                tracing::warn!(game_id, turn, message = m.message_id, %err, "could not retire a turn message");
            }
        }
    }
    told
}

/// What the channel should have read about `turn` (0-based) once it was played, from the
/// move log; `None` if the log cannot tell.
async fn told_turn(play: &PlayData, loaded: &LoadedGame, turn: u32) -> Option<String> {
    let history = match play.service.history(loaded).await {
        Ok(history) => history,
        Err(err) => {
            tracing::warn!(game_id = loaded.id(), %err, "could not replay the log to tell a turn");
            return None;
        }
    };
    let names = seat_names(loaded);
    let lines: Vec<String> = log::entries(loaded.settings.language, &history, &Names(&names))
        .into_iter()
        .filter(|e| e.turn == turn + 1)
        .map(|e| e.text)
        .collect();
    (!lines.is_empty()).then(|| truncate(lines.join("\n"), 1900))
}

/// Brings a running game's channel up to date after the bot stopped (a crash, a kill) between
/// storing a move and announcing it, which leaves the channel without the current turn's
/// message: posts it, and the turn it follows gets its narration instead of its controls.
/// Called when a press is refused as out of date; `pressed` is the message the press came
/// from, when its control really is on it: if that is the current turn's recorded message,
/// the message shows a tile that is gone (discarded just before the stop). Returns whether
/// anything was posted. Moves being announced right now are left alone.
pub async fn repair_turn(
    http: &Http,
    play: &PlayData,
    game_id: GameId,
    pressed: Option<u64>,
) -> Result<bool, PlayError> {
    let Some(_announcing) = play.try_announcing(game_id) else {
        return Ok(false);
    };
    let loaded = play.service.load(game_id).await?;
    let turn = loaded.turn();
    if !loaded.is_running() || !play.service.is_revealed(game_id, turn).await? {
        return Ok(false);
    }
    let prompt = play
        .service
        .turn_messages(game_id, turn)
        .await?
        .into_iter()
        .find(|m| m.kind == TURN_KIND);
    let outdated = match prompt {
        None => turn.checked_sub(1),
        Some(m) if Some(m.message_id) == pressed => Some(turn),
        Some(_) => return Ok(false),
    };
    tracing::warn!(game_id, turn, "a turn was never announced; posting it now");
    // Read before posting: a prompt after a discard replaces the record of the same turn.
    let (old, text) = match outdated {
        Some(t) => (
            play.service.turn_messages(game_id, t).await?,
            told_turn(play, &loaded, t).await,
        ),
        None => (Vec::new(), None),
    };
    post_turn(http, play, &loaded).await?;
    if let Some(t) = outdated {
        let lang = loaded.settings.language;
        retire_messages(
            http,
            game_id,
            t,
            old,
            text.as_deref(),
            Vec::new(),
            false,
            lang,
        )
        .await;
    }
    Ok(true)
}

/// Like [`repair_turn`] for a game whose last move was stored but whose end was never shown
/// in full: a press on the last turn's own message (`pressed`, which still has its controls)
/// posts the final score sheet unless it was posted, and retires that message. Returns
/// whether the press was such a press.
pub async fn repair_final(
    http: &Http,
    play: &PlayData,
    loaded: &LoadedGame,
    pressed: u64,
) -> Result<bool, PlayError> {
    let game_id = loaded.id();
    let Some(_announcing) = play.try_announcing(game_id) else {
        return Ok(false);
    };
    let history = play.service.history(loaded).await?;
    let Some(last) = history.steps.last() else {
        return Ok(false);
    };
    let turn = last.before.turn();
    let messages = play.service.turn_messages(game_id, turn).await?;
    if !messages
        .iter()
        .any(|m| m.kind == TURN_KIND && m.message_id == pressed)
    {
        return Ok(false);
    }
    let text = told_turn(play, loaded, turn).await;
    let shown = play
        .service
        .turn_messages(game_id, FINAL_TURN)
        .await?
        .iter()
        .any(|m| m.kind == FINAL_KIND);
    let mut sent = None;
    if !shown {
        tracing::warn!(
            game_id,
            "the end of a game was never announced; posting it now"
        );
        let ended_early = history.game.active_players().count() < 2;
        if let Some(end) = prepare_final(play, game_id, &last.events, ended_early).await? {
            sent = Some(send_final_sheet(http, end).await?);
        }
    }
    retire_messages(
        http,
        game_id,
        turn,
        messages,
        text.as_deref(),
        Vec::new(),
        false,
        loaded.settings.language,
    )
    .await;
    if let Some(sent) = sent {
        sent.finish(http, play).await?;
    }
    Ok(true)
}

/// What the final score sheet is recorded as, under [`FINAL_TURN`] rather than a turn of its
/// own, so that retiring a turn never takes its Rematch button.
pub const FINAL_KIND: &str = "final";
pub const FINAL_TURN: u32 = u32::MAX;

/// A final score sheet drawn and ready to send, with what the replay after it needs.
pub struct PreparedFinal {
    loaded: LoadedGame,
    channel: serenity::ChannelId,
    message: CreateMessage,
    figures: Option<Vec<Figure>>,
}

/// The final board (with the figures that stood before final scoring, when `events` hold
/// them), every player's points by kind of feature, the features held that scored nothing and
/// why, and the winners; for a game that ended early, why; and a Rematch button. Then the
/// replay.
pub async fn post_final(
    http: &Http,
    play: &PlayData,
    game_id: GameId,
    events: &[Event],
    ended_early: bool,
) -> Result<(), PlayError> {
    match prepare_final(play, game_id, events, ended_early).await? {
        Some(end) => send_final(http, play, end).await,
        None => Ok(()),
    }
}

/// Draws the final score sheet of [`post_final`]; `None` if the game has no board or channel.
async fn prepare_final(
    play: &PlayData,
    game_id: GameId,
    events: &[Event],
    ended_early: bool,
) -> Result<Option<PreparedFinal>, PlayError> {
    let figures = final_figures(events);
    let loaded = play.service.load(game_id).await?;
    let (Some(game), Some(channel)) = (&loaded.game, channel_id(loaded.row.channel_id)) else {
        return Ok(None);
    };
    let sheet = loaded.breakdown()?;
    let names = seat_names(&loaded);
    let lang = loaded.settings.language;
    let files = attachments(
        play,
        &names,
        lang,
        vec![Picture::Final(Box::new(game.clone()), figures.clone())],
    )
    .await?;
    let mut content = crate::t!(lang, "turn-game-over");
    if ended_early {
        let left: Vec<String> = loaded
            .seats
            .iter()
            .filter(|s| !s.removed)
            .map(|s| s.display_name.clone())
            .collect();
        let left = if left.is_empty() {
            crate::t!(lang, "turn-nobody")
        } else {
            left.join(", ")
        };
        content.push(' ');
        content.push_str(&crate::t!(lang, "turn-ended-early", left = left));
    }
    content.push(' ');
    content.push_str(&crate::t!(lang, "turn-final-scores"));
    content.push('\n');
    content.push_str(&breakdown_text(lang, &sheet));
    // The sheet is posted whatever happens to this line: its rows were written with the
    // last move, and `/carcassonne profile` reads them too.
    match play.service.rating_changes(game_id).await {
        Ok(changes) => {
            if let Some(line) = crate::discord::ratings::view::sheet_line(lang, &changes, &names) {
                content.push('\n');
                content.push_str(&line);
            }
        }
        Err(err) => tracing::warn!(game_id, %err, "could not read the game's rating changes"),
    }
    let rematch = CreateButton::new(Control::Rematch.fixed_id(game_id, loaded.turn()))
        .label(crate::t!(lang, "turn-rematch-button"))
        .style(ButtonStyle::Primary);
    let mut message = CreateMessage::new()
        .content(truncate(content, 1990))
        .components(vec![CreateActionRow::Buttons(vec![rematch])])
        .add_files(files);
    if let Some((embed, detail)) = final_scoring_parts(events, &names, game, lang) {
        let name = format!("final-scoring-{game_id}.txt");
        message = message
            .embed(embed)
            .add_file(CreateAttachment::bytes(detail.into_bytes(), name));
    }
    Ok(Some(PreparedFinal {
        loaded,
        channel,
        message,
        figures,
    }))
}

/// Discord's limit for an embed's description.
const EMBED_TEXT: usize = 4096;

/// What final scoring gave each player, grouped by kind with its sum, and the features held
/// that scored nothing and why, as an embed of the score sheet; with the whole list, feature
/// by feature, as a text file. `None` if these events hold no final scoring.
fn final_scoring_parts(
    events: &[Event],
    names: &[String],
    game: &carcassonne_engine::Game,
    lang: Lang,
) -> Option<(CreateEmbed, String)> {
    if !before_final_scoring(events).1 {
        return None;
    }
    let names = Names(names);
    let words = game.words();
    let mut text = String::new();
    let players = final_scoring::by_player(events, game.players());
    if players.is_empty() {
        text.push_str(&crate::t!(lang, "turn-final-nobody-scored"));
        text.push('\n');
    }
    for p in &players {
        text.push_str(&format!(
            "- {}\n",
            final_scoring::player_line(lang, p, &names, words)
        ));
    }
    let nothing = scored_nothing(lang, events, &names, words);
    if !nothing.is_empty() {
        text.push('\n');
        text.push_str(&crate::t!(lang, "turn-final-worthless"));
        text.push('\n');
        for line in &nothing {
            text.push_str(&format!("- {line}\n"));
        }
    }
    text.push_str(&crate::t!(lang, "turn-final-in-file"));
    let embed = CreateEmbed::new()
        .title(crate::t!(lang, "turn-final-title"))
        .description(truncate(text, EMBED_TEXT - 100));
    let detail = final_scoring::detail_text(lang, events, &names, game, game.players());
    Some((embed, detail))
}

/// A final score sheet that was sent: what remains to do once the last turn is retired.
struct SentFinal {
    loaded: LoadedGame,
    channel: serenity::ChannelId,
    message: serenity::MessageId,
    figures: Option<Vec<Figure>>,
}

impl SentFinal {
    /// Records the sheet (a press on the last turn then knows it was shown), and draws and
    /// posts the replay, a keepsake whose failure is only logged.
    async fn finish(self, http: &Http, play: &PlayData) -> Result<(), PlayError> {
        let game_id = self.loaded.id();
        play.service
            .record_turn_message(
                game_id,
                FINAL_TURN,
                FINAL_KIND,
                self.channel.get(),
                self.message.get(),
            )
            .await?;
        if let Err(err) = post_replay(http, play, &self.loaded, self.channel, self.figures).await {
            tracing::warn!(game_id, %err, "could not post the replay of a finished game");
        }
        Ok(())
    }
}

/// Sends a drawn final score sheet; see [`SentFinal::finish`] for the rest.
async fn send_final_sheet(http: &Http, end: PreparedFinal) -> Result<SentFinal, PlayError> {
    // A game ends once: its sheet is one message whoever sends it, however often.
    let nonce = deliver::game_nonce(FINAL_KIND, end.loaded.id(), 0, 0);
    let sent = deliver::send(http, end.channel, end.message, nonce).await?;
    Ok(SentFinal {
        loaded: end.loaded,
        channel: end.channel,
        message: sent.id,
        figures: end.figures,
    })
}

/// Sends a drawn final score sheet, records it, then draws and posts the replay.
async fn send_final(http: &Http, play: &PlayData, end: PreparedFinal) -> Result<(), PlayError> {
    send_final_sheet(http, end).await?.finish(http, play).await
}

/// Discord takes 10 MiB per file without boosts; the rest is room for the request around it.
pub const REPLAY_MAX_BYTES: usize = 9 * 1024 * 1024;

/// The whole game as an animated GIF, one frame per turn, the last one with the figures that
/// stood before final scoring.
async fn post_replay(
    http: &Http,
    play: &PlayData,
    loaded: &LoadedGame,
    channel: serenity::ChannelId,
    figures: Option<Vec<Figure>>,
) -> Result<(), PlayError> {
    let history = play.service.history(loaded).await?;
    let frames = history.turn_frames();
    let turns = frames.len().saturating_sub(1);
    let lang = loaded.settings.language;
    let opts = BoardOptions {
        player_names: seat_names(loaded),
        figures,
        lang,
        ..BoardOptions::default()
    };
    let renderer = std::sync::Arc::clone(&play.renderer);
    // Drawing every turn takes a good fraction of a second of CPU: off the async threads.
    let gif = tokio::task::spawn_blocking(move || {
        renderer.render_replay(&frames, &opts, REPLAY_MAX_BYTES)
    })
    .await??;
    let message = CreateMessage::new()
        .content(crate::t!(lang, "turn-replay", turns = turns))
        .add_file(CreateAttachment::bytes(gif, "replay.gif"));
    let nonce = deliver::game_nonce("replay", loaded.id(), 0, 0);
    deliver::send(http, channel, message, nonce).await?;
    Ok(())
}
