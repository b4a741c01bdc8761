//! The `/carcassonne` slash command group.

use carcassonne_engine::{parse_expansions, Expansion, GameConfig, GameKind};
use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::locale::{command_reader_lang, command_server_lang};
use super::play::announce::{after_move, attachments, retire_turn};
use super::play::narrate::{truncate, Names};
use super::play::rules_text::game_label;
use super::play::turn_view::{seat_names, turn_view, Addressing, BOARD_KIND};
use super::play::{
    attachment_name, hint_view, lobby_view, log, rules_reply, sentence, status, Picture,
};
use super::ratings::{leaderboard, profile};
use super::{BotError, Context};
use crate::i18n::Lang;
use crate::service::{
    default_rules, land_tiles, Actor, ChannelRef, LoadedGame, LobbyOptions, Player, ServiceError,
};
use crate::store::{GameStatus, Settings};
use crate::t;

/// Play Carcassonne in this channel.
#[poise::command(
    slash_command,
    subcommands(
        "start",
        "rematch",
        "board",
        "hint",
        "status",
        "tiles",
        "log",
        "rules",
        "resign",
        "cancel",
        "settings",
        "gallery",
        "leaderboard",
        "profile"
    ),
    subcommand_required
)]
pub async fn carcassonne(_ctx: Context<'_>) -> Result<(), BotError> {
    // Discord never invokes a group with subcommands by itself.
    Ok(())
}

const HOUR: u32 = 3600;

/// The languages the bot speaks, as a closed option of `start` and `settings`.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LangChoice {
    /// In `start`, the server's language; in `settings`, back to the Discord client's.
    #[name = "Automatic"]
    Auto,
    #[name = "English"]
    En,
    #[name = "Deutsch"]
    De,
    #[name = "Français"]
    Fr,
    #[name = "Español"]
    Es,
    #[name = "Polski"]
    Pl,
}

impl LangChoice {
    pub fn lang(self) -> Option<Lang> {
        Some(match self {
            LangChoice::Auto => return None,
            LangChoice::En => Lang::En,
            LangChoice::De => Lang::De,
            LangChoice::Fr => Lang::Fr,
            LangChoice::Es => Lang::Es,
            LangChoice::Pl => Lang::Pl,
        })
    }
}

/// The verdict of [`within_limits`] on one invocation: poise runs the check for the group and
/// again for its subcommand, and a command must spend one unit of the allowance, not two.
#[derive(Clone, Copy)]
struct Allowed(bool);

/// The framework's `command_check`: counts the command against its user's allowance before
/// its options are even parsed, so that a refused command does no database work and changes
/// nothing; the refusal says which limit and when to try again.
pub(super) async fn within_limits(ctx: Context<'_>) -> Result<bool, BotError> {
    if let Some(verdict) = ctx.invocation_data::<Allowed>().await {
        return Ok(verdict.0);
    }
    // Only slash commands are registered; prefix commands never reach the bot.
    let Context::Application(app) = ctx else {
        return Ok(true);
    };
    let user = ctx.author().id.get();
    let limits = &ctx.data().limits;
    let verdict = match app.interaction_type {
        // Autocomplete has no reply to refuse with: a refused one offers nothing.
        poise::CommandInteractionType::Autocomplete => limits.autocomplete(user).is_ok(),
        poise::CommandInteractionType::Command => match limits.command(user) {
            Ok(()) => true,
            Err(limited) => {
                tracing::debug!(user, command = %ctx.command().qualified_name, ?limited, "refused a command over the limit");
                // Their own language choice is in the database, which a refusal must not
                // touch: their Discord client's language it is.
                let lang = Lang::pick(
                    None,
                    Some(app.interaction.locale.as_str()),
                    command_server_lang(ctx),
                );
                let text = t!(
                    lang,
                    "limit-commands",
                    limit = limited.per_minute,
                    seconds = limited.retry_secs()
                );
                if let Err(err) = private(ctx, text).await {
                    tracing::warn!(%err, "could not refuse a command over the limit");
                }
                false
            }
        },
    };
    ctx.set_invocation_data(Allowed(verdict)).await;
    Ok(verdict)
}

/// The framework's `on_error`: a command refused by [`within_limits`] was answered there;
/// everything else goes to the one place errors are reported.
pub(super) async fn on_error(err: poise::FrameworkError<'_, super::Data, BotError>) {
    if let poise::FrameworkError::CommandCheckFailed { error: None, .. } = err {
        return;
    }
    super::error::on_error(err).await;
}

pub(super) async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), BotError> {
    ctx.send(CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// The language of a private reply to whoever ran the command: their own, else their
/// client's, else `game`'s (the server's without one).
pub(super) async fn reader(ctx: Context<'_>, game: Option<&LoadedGame>) -> Lang {
    let fallback = game.map_or_else(|| command_server_lang(ctx), |g| g.settings.language);
    command_reader_lang(ctx, fallback).await
}

/// User errors are told to the user in their language; anything else is the bot's fault and
/// goes to on_error.
async fn refuse(ctx: Context<'_>, err: ServiceError) -> Result<(), BotError> {
    if err.is_user_error() || matches!(err, ServiceError::Broken { .. }) {
        let lang = reader(ctx, None).await;
        private(ctx, sentence(&err, lang)).await
    } else {
        Err(err.into())
    }
}

fn author_name(ctx: Context<'_>) -> String {
    match ctx {
        Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.nick.clone())
            .unwrap_or_else(|| ctx.author().display_name().to_owned()),
        Context::Prefix(_) => ctx.author().display_name().to_owned(),
    }
}

fn is_manager(ctx: Context<'_>) -> bool {
    match ctx {
        Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
        Context::Prefix(_) => false,
    }
}

/// "There is no game in this channel", privately in the reader's language.
async fn no_game(ctx: Context<'_>) -> Result<(), BotError> {
    let lang = reader(ctx, None).await;
    private(ctx, t!(lang, "cmd-no-game")).await
}

/// The open game of this channel, or a private "no game here" already sent.
async fn channel_game(ctx: Context<'_>) -> Result<Option<LoadedGame>, BotError> {
    match ctx
        .data()
        .play
        .service
        .active_game_in_channel(ctx.channel_id().get())
        .await
    {
        Ok(Some(loaded)) => Ok(Some(loaded)),
        Ok(None) => no_game(ctx).await.map(|()| None),
        Err(err) => refuse(ctx, err).await.map(|()| None),
    }
}

/// The open game of this channel; when there is none but the channel's last game has ended,
/// its final standings (with its final board when `with_board`) and where to go from there,
/// privately, instead of "there is no game".
async fn channel_game_or_end(
    ctx: Context<'_>,
    with_board: bool,
) -> Result<Option<LoadedGame>, BotError> {
    let service = &ctx.data().play.service;
    let channel = ctx.channel_id().get();
    match service.active_game_in_channel(channel).await {
        Ok(Some(open)) => return Ok(Some(open)),
        Ok(None) => {}
        Err(err) => return refuse(ctx, err).await.map(|()| None),
    }
    let last = match service.latest_finished_game(channel).await {
        Ok(Some(last)) => last,
        Ok(None) => return no_game(ctx).await.map(|()| None),
        Err(err) => return refuse(ctx, err).await.map(|()| None),
    };
    let sheet = match last.breakdown() {
        Ok(sheet) => sheet,
        Err(err) => return refuse(ctx, err).await.map(|()| None),
    };
    let lang = reader(ctx, Some(&last)).await;
    let text = t!(
        lang,
        "cmd-last-game",
        ended = format!("<t:{}:R>", last.row.updated_at),
        scores = status::breakdown_text(lang, &sheet)
    );
    let mut reply = CreateReply::default()
        .content(truncate(text, 1990))
        .ephemeral(true);
    if let (true, Some(game)) = (with_board, &last.game) {
        ctx.defer_ephemeral().await?;
        let names = seat_names(&last);
        let picture = Picture::Final(Box::new(game.clone()), None);
        for f in attachments(
            &ctx.data().play,
            &names,
            last.settings.language,
            vec![picture],
        )
        .await?
        {
            reply = reply.attachment(f);
        }
    }
    ctx.send(reply).await?;
    Ok(None)
}

/// Offers the games the engine plays, by key, as the host types: the list comes from the
/// engine's registry, so a game an expansion folder adds is offered without naming it here.
pub(super) async fn game_keys(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let lang = reader(ctx, None).await;
    let partial = partial.to_ascii_lowercase();
    let choices = GameKind::all()
        .iter()
        .filter(|g| g.is_available() && g.key().contains(partial.as_str()))
        .map(|&g| serenity::AutocompleteChoice::new(game_label(g, lang), g.key()))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The game a command's `game` option names (any case), Carcassonne when it names none; the
/// refusal is in `lang`.
pub(super) fn game_kind(lang: Lang, game: Option<&str>) -> Result<GameKind, String> {
    let Some(key) = game.map(str::trim).filter(|k| !k.is_empty()) else {
        return Ok(GameKind::Carcassonne);
    };
    GameKind::from_key(&key.to_ascii_lowercase()).ok_or_else(|| {
        let known: Vec<&str> = GameKind::all().iter().map(|g| g.key()).collect();
        t!(
            lang,
            "cmd-unknown-game",
            game = key,
            known = known.join(", ")
        )
    })
}

/// The expansions a `rules:` option lists; the refusal names the first unknown key, in `lang`.
fn rules_option(lang: Lang, list: &str) -> Result<Vec<Expansion>, String> {
    parse_expansions(list).map_err(|_| {
        let unknown = list
            .split(',')
            .map(str::trim)
            .find(|k| !k.is_empty() && Expansion::from_key(&k.to_ascii_lowercase()).is_none())
            .unwrap_or(list);
        let known: Vec<&str> = Expansion::offered().map(|e| e.key()).collect();
        t!(
            lang,
            "cmd-unknown-rules",
            rules = unknown,
            known = known.join(", ")
        )
    })
}

/// The fewest land tiles a quick game deals.
const MIN_QUICK_TILES: usize = 3;
/// The longest undo window a host may choose, in seconds.
const MAX_UNDO_SECS: u32 = 60;
/// The longest reminder or timeout a host may choose, in hours (30 days).
const MAX_TIMER_HOURS: u32 = 720;

/// Checks the options of `/carcassonne start` that Discord's client bounds but a forged or
/// other client may not: every value out of its range is refused with its limits, and a
/// tile count without a quick game is refused rather than dropped.
fn check_start_options(
    lang: Lang,
    quick: Option<bool>,
    tiles: Option<u16>,
    undo_seconds: Option<u32>,
    reminder_hours: Option<u32>,
    timeout_hours: Option<u32>,
) -> Result<(), String> {
    if let (Some(false), Some(n)) = (quick, tiles) {
        return Err(t!(lang, "cmd-tiles-without-quick", tiles = n));
    }
    if let Some(secs) = undo_seconds.filter(|&s| s > MAX_UNDO_SECS) {
        return Err(t!(
            lang,
            "cmd-undo-range",
            max = MAX_UNDO_SECS,
            seconds = secs
        ));
    }
    for (name, hours) in [
        ("reminder_hours", reminder_hours),
        ("timeout_hours", timeout_hours),
    ] {
        if let Some(h) = hours.filter(|&h| h > MAX_TIMER_HOURS) {
            return Err(t!(
                lang,
                "cmd-timer-range",
                option = name,
                max = MAX_TIMER_HOURS,
                hours = h
            ));
        }
    }
    Ok(())
}

/// Open a lobby for a new game in this channel.
#[poise::command(slash_command, guild_only)]
// Each parameter is one option of the slash command, as poise declares them.
#[allow(clippy::too_many_arguments)]
async fn start(
    ctx: Context<'_>,
    #[description = "The game (default: carcassonne)"]
    #[autocomplete = "game_keys"]
    game: Option<String>,
    #[description = "Expansions by key, comma-separated (the lobby has a switch for each)"]
    rules: Option<String>,
    #[description = "Quick game with fewer tiles (default: off)"] quick: Option<bool>,
    #[description = "Land tiles in a quick game (default: 30)"]
    #[min = 3]
    #[max = 300]
    tiles: Option<u16>,
    #[description = "Hours before the player is reminded (0: never; default: 4)"]
    #[min = 0]
    #[max = 720]
    reminder_hours: Option<u32>,
    #[description = "Hours before others may skip the turn (0: never; default: 24)"]
    #[min = 0]
    #[max = 720]
    timeout_hours: Option<u32>,
    #[description = "Seconds a player may take back a turn before the next starts (0: no undo; default: 10)"]
    #[min = 0]
    #[max = 60]
    undo_seconds: Option<u32>,
    #[description = "Let players see the tiles still to come with /carcassonne tiles (default: on)"]
    tile_counter: Option<bool>,
    #[description = "Let the player to move ask /carcassonne hint (default: on; off for competitive games)"]
    hints: Option<bool>,
    #[description = "The game's language for its channel messages and pictures (default: the server's)"]
    language: Option<LangChoice>,
) -> Result<(), BotError> {
    // Refusals are private, in the host's language.
    let lang = reader(ctx, None).await;
    let checked = check_start_options(
        lang,
        quick,
        tiles,
        undo_seconds,
        reminder_hours,
        timeout_hours,
    );
    if let Err(why) = checked {
        return private(ctx, why).await;
    }
    let defaults = Settings::default();
    let settings = Settings {
        reminder_secs: reminder_hours.map_or(defaults.reminder_secs, |h| h.saturating_mul(HOUR)),
        timeout_secs: timeout_hours.map_or(defaults.timeout_secs, |h| h.saturating_mul(HOUR)),
        quick_game: quick.unwrap_or(tiles.is_some()),
        undo_secs: undo_seconds.unwrap_or(defaults.undo_secs),
        tile_counter: tile_counter.unwrap_or(defaults.tile_counter),
        hints: hints.unwrap_or(defaults.hints),
        language: language
            .and_then(LangChoice::lang)
            .unwrap_or_else(|| command_server_lang(ctx)),
    };
    let kind = match game_kind(lang, game.as_deref()) {
        Ok(kind) => kind,
        Err(why) => return private(ctx, why).await,
    };
    let expansions = match rules.as_deref() {
        Some(list) => match rules_option(lang, list) {
            Ok(list) => list,
            Err(why) => return private(ctx, why).await,
        },
        None => default_rules(kind),
    };
    let config = GameConfig {
        game: kind,
        tile_limit: tiles,
        ..GameConfig::with_rules(2, expansions)
    };
    if let Some(asked) = tiles {
        if let Some(most) = land_tiles(&config) {
            if !(MIN_QUICK_TILES..=most).contains(&usize::from(asked)) {
                let text = t!(
                    lang,
                    "cmd-tiles-range",
                    min = MIN_QUICK_TILES,
                    max = most,
                    tiles = asked
                );
                return private(ctx, text).await;
            }
        }
    }
    let channel = ChannelRef {
        guild_id: ctx.guild_id().map(|g| g.get()),
        channel_id: ctx.channel_id().get(),
    };
    let host = Player::new(ctx.author().id.get(), author_name(ctx));
    let options = LobbyOptions {
        config,
        settings,
        seed: None,
    };
    let service = &ctx.data().play.service;
    let cap = ctx.data().limits.limits().server_cap();
    if let Err(err) = service.ensure_server_room(channel, cap).await {
        return refuse(ctx, err).await;
    }
    let lobby = match service.open_lobby(channel, &host, options).await {
        Ok(lobby) => lobby,
        Err(ServiceError::ChannelBusy) => return show_open_lobby(ctx).await,
        Err(err) => return refuse(ctx, err).await,
    };
    let reply = CreateReply::default()
        .content(lobby_view::content(&lobby))
        .components(lobby_view::rows(&lobby, lobby_view::DEFAULT_AI_LEVEL));
    ctx.send(reply).await?;
    Ok(())
}

/// `/carcassonne start` in a channel that has a game already. A lobby is shown again with its
/// buttons: its message may be far up, or lost (the bot stopped after storing the lobby and
/// before posting it). A running game is not replaced.
async fn show_open_lobby(ctx: Context<'_>) -> Result<(), BotError> {
    let service = &ctx.data().play.service;
    match service.active_game_in_channel(ctx.channel_id().get()).await {
        Ok(Some(lobby)) if lobby.status() == GameStatus::Lobby => {
            let reply = CreateReply::default()
                .content(lobby_view::shown_again(&lobby))
                .components(lobby_view::rows(&lobby, lobby_view::DEFAULT_AI_LEVEL));
            ctx.send(reply).await?;
            Ok(())
        }
        Ok(_) => refuse(ctx, ServiceError::ChannelBusy).await,
        Err(err) => refuse(ctx, err).await,
    }
}

/// Play the channel's last game again: same rules, its players called to join.
#[poise::command(slash_command, guild_only)]
async fn rematch(ctx: Context<'_>) -> Result<(), BotError> {
    let channel = ChannelRef {
        guild_id: ctx.guild_id().map(|g| g.get()),
        channel_id: ctx.channel_id().get(),
    };
    let by = Player::new(ctx.author().id.get(), author_name(ctx));
    let service = &ctx.data().play.service;
    let cap = ctx.data().limits.limits().server_cap();
    if let Err(err) = service.ensure_server_room(channel, cap).await {
        return refuse(ctx, err).await;
    }
    let (lobby, last) = match service.rematch(channel, &by).await {
        Ok(pair) => pair,
        // Someone called the rematch first: its lobby is what this player is after.
        Err(ServiceError::ChannelBusy) => return show_open_lobby(ctx).await,
        Err(err) => return refuse(ctx, err).await,
    };
    let reply = CreateReply::default()
        .content(lobby_view::rematch_content(&lobby, &last))
        .components(lobby_view::rows(&lobby, lobby_view::DEFAULT_AI_LEVEL));
    ctx.send(reply).await?;
    Ok(())
}

/// Post the current board again.
#[poise::command(slash_command, guild_only)]
async fn board(ctx: Context<'_>) -> Result<(), BotError> {
    let Some(loaded) = channel_game_or_end(ctx, true).await? else {
        return Ok(());
    };
    let play = &ctx.data().play;
    let (Some(game), Some(seat)) = (&loaded.game, loaded.current_seat().cloned()) else {
        let reply = CreateReply::default()
            .content(lobby_view::content(&loaded))
            .components(lobby_view::rows(&loaded, lobby_view::DEFAULT_AI_LEVEL));
        ctx.send(reply).await?;
        return Ok(());
    };
    // Drawing may outlast Discord's 3-second window on a busy host.
    ctx.defer().await?;
    let names = seat_names(&loaded);
    // The board without the tile in hand, under `text`.
    let plain_board = |text: String| async {
        let files = attachments(
            play,
            &names,
            loaded.settings.language,
            vec![Picture::Plain(Box::new(game.clone()))],
        )
        .await?;
        let mut reply = CreateReply::default().content(text);
        for f in files {
            reply = reply.attachment(f);
        }
        ctx.send(reply).await?;
        Ok::<(), BotError>(())
    };
    if seat.is_ai() {
        let text = t!(
            loaded.settings.language,
            "cmd-board-ai-thinking",
            turn = game.turn() + 1,
            player = seat.mention()
        );
        return plain_board(text).await;
    }
    if !play.service.is_revealed(loaded.id(), game.turn()).await? {
        // The last move may still be taken back: the next tile stays hidden until then.
        return plain_board(t!(loaded.settings.language, "cmd-board-not-revealed")).await;
    }
    // A repost names the player without mentioning them: the turn's own message did. It says
    // who asked and which turn it shows, and it is retired with the turn (see `retire_turn`).
    let web = play.web.get().is_some();
    let (content, view) = turn_view(&loaded, game, &seat, Addressing::Name, web);
    let asked = t!(
        loaded.settings.language,
        "cmd-board-repost",
        name = author_name(ctx),
        turn = game.turn() + 1
    );
    let content = format!("{asked}\n{content}");
    let files = attachments(play, &names, loaded.settings.language, view.pictures).await?;
    let mut reply = CreateReply::default()
        .content(truncate(content, 1990))
        .components(view.rows);
    for f in files {
        reply = reply.attachment(f);
    }
    let handle = ctx.send(reply).await?;
    let sent = handle.message().await?.id.get();
    play.service
        .record_turn_message(
            loaded.id(),
            game.turn(),
            BOARD_KIND,
            ctx.channel_id().get(),
            sent,
        )
        .await?;
    Ok(())
}

/// What the Hard AI would play in your place, and why (only you see it).
#[poise::command(slash_command, guild_only)]
async fn hint(ctx: Context<'_>) -> Result<(), BotError> {
    let Some(loaded) = channel_game(ctx).await? else {
        return Ok(());
    };
    // The search takes about a second: more than Discord waits for a first answer.
    ctx.defer_ephemeral().await?;
    let play = &ctx.data().play;
    let hint = match play.service.hint(loaded.id(), ctx.author().id.get()).await {
        Ok(hint) => hint,
        Err(err) => return refuse(ctx, err).await,
    };
    let names = seat_names(&loaded);
    let files = attachments(
        play,
        &names,
        loaded.settings.language,
        vec![Picture::Hint(
            Box::new(hint.preview.clone()),
            carcassonne_render::Suggestion {
                placed: hint.placed,
                then: hint.then,
            },
        )],
    )
    .await?;
    let lang = reader(ctx, Some(&loaded)).await;
    let mut reply = CreateReply::default()
        .content(hint_view::hint_text_in(&hint, lang))
        .ephemeral(true);
    for f in files {
        reply = reply.attachment(f);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// Scores, followers left, tiles left, and whose turn it is.
#[poise::command(slash_command, guild_only)]
async fn status(ctx: Context<'_>) -> Result<(), BotError> {
    if let Some(loaded) = channel_game_or_end(ctx, false).await? {
        private(
            ctx,
            status::status_text(
                command_reader_lang(ctx, loaded.settings.language).await,
                &loaded,
            ),
        )
        .await?;
    }
    Ok(())
}

/// The tiles still to come in this channel's game, as a picture.
#[poise::command(slash_command, guild_only)]
async fn tiles(ctx: Context<'_>) -> Result<(), BotError> {
    let Some(loaded) = channel_game_or_end(ctx, false).await? else {
        return Ok(());
    };
    let lang = reader(ctx, Some(&loaded)).await;
    let Some(game) = loaded.game else {
        return private(ctx, t!(lang, "cmd-tiles-not-started")).await;
    };
    if !loaded.settings.tile_counter {
        return private(ctx, t!(lang, "cmd-tiles-no-counter")).await;
    }
    ctx.defer_ephemeral().await?;
    let unseen = game.unseen_tiles();
    let total: usize = unseen.iter().map(|(_, n)| n).sum();
    let left = game.tiles_left();
    // The picture adds the count of the tiles it shows to its title.
    // The picture is in the game's language, the words under it in the reader's.
    let drawn = loaded.settings.language;
    let (title, words) = if total == left {
        (
            t!(drawn, "cmd-tiles-title-all"),
            t!(lang, "cmd-tiles-all", left = left),
        )
    } else {
        // A quick game deals only part of the box: any of these may come.
        (
            t!(drawn, "cmd-tiles-title-some", left = left),
            t!(lang, "cmd-tiles-some", left = left, total = total),
        )
    };
    let renderer = ctx.data().play.renderer.clone();
    let drawn_title = title.clone();
    let png =
        tokio::task::spawn_blocking(move || renderer.render_tiles(&unseen, &drawn_title, drawn))
            .await??;
    let name = attachment_name("tiles", &png);
    let reply = CreateReply::default()
        .content(words)
        .attachment(serenity::CreateAttachment::bytes(png, name))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// The turns of this channel's game (or of its last one) as the channel read them.
#[poise::command(slash_command, guild_only)]
async fn log(ctx: Context<'_>) -> Result<(), BotError> {
    let service = &ctx.data().play.service;
    let loaded = match service.latest_played_game(ctx.channel_id().get()).await {
        Ok(Some(loaded)) => loaded,
        Ok(None) => {
            let lang = reader(ctx, None).await;
            return private(ctx, t!(lang, "cmd-log-none")).await;
        }
        Err(err) => return refuse(ctx, err).await,
    };
    let history = match service.history(&loaded).await {
        Ok(history) => history,
        Err(err) => return refuse(ctx, err).await,
    };
    let names = seat_names(&loaded);
    let lang = command_reader_lang(ctx, loaded.settings.language).await;
    let entries = log::entries(lang, &history, &Names(&names));
    let title = log::title(lang, &loaded, &names);
    let log = log::reply(lang, &title, &entries);
    let mut reply = CreateReply::default().content(log.content).ephemeral(true);
    if let Some(text) = log.file {
        let name = format!("carcassonne-game-{}.txt", loaded.id());
        reply = reply.attachment(serenity::CreateAttachment::bytes(text.into_bytes(), name));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// The rules of this channel's game (or of another), and how to play with this bot.
#[poise::command(slash_command)]
async fn rules(
    ctx: Context<'_>,
    #[description = "The game, when this channel has none (default: carcassonne)"]
    #[autocomplete = "game_keys"]
    game: Option<String>,
) -> Result<(), BotError> {
    let play = &ctx.data().play;
    let here = match play
        .service
        .active_game_in_channel(ctx.channel_id().get())
        .await
    {
        Ok(here) => here,
        Err(err) => return refuse(ctx, err).await,
    };
    let (config, whose, game_lang) = match here {
        Some(loaded) => (
            loaded.config,
            rules_reply::Whose::Channel,
            Some(loaded.settings.language),
        ),
        // What `/carcassonne start` plays when no rules are given.
        None => match game_kind(reader(ctx, None).await, game.as_deref()) {
            Ok(kind) => (
                GameConfig {
                    game: kind,
                    ..GameConfig::with_rules(2, default_rules(kind))
                },
                if kind == GameKind::Carcassonne {
                    rules_reply::Whose::NoGamePickAnother
                } else {
                    rules_reply::Whose::NoGame
                },
                None,
            ),
            Err(why) => return private(ctx, why).await,
        },
    };
    // Drawing a picture the first time can outlast Discord's 3 seconds.
    ctx.defer_ephemeral().await?;
    let fallback = game_lang.unwrap_or_else(|| command_server_lang(ctx));
    let lang = command_reader_lang(ctx, fallback).await;
    for message in rules_reply::messages(play, &config, whose, lang).await {
        let mut reply = CreateReply::default()
            .content(message.content)
            .ephemeral(true);
        for embed in message.embeds {
            reply = reply.embed(embed);
        }
        for file in message.files {
            reply = reply.attachment(file);
        }
        ctx.send(reply).await?;
    }
    Ok(())
}

/// Leave the game in this channel (the bot plays your remaining turns without followers).
#[poise::command(slash_command, guild_only)]
async fn resign(ctx: Context<'_>) -> Result<(), BotError> {
    let Some(before) = channel_game(ctx).await? else {
        return Ok(());
    };
    let play = &ctx.data().play;
    let user = ctx.author().id.get();
    let _moving = play.move_guard().await;
    let outcome = match play.service.resign(before.id(), user).await {
        Ok(outcome) => outcome,
        Err(err) => return refuse(ctx, err).await,
    };
    let lang = reader(ctx, Some(&before)).await;
    private(ctx, t!(lang, "cmd-resigned-you")).await?;
    // The channel reads the resignation in the game's language.
    let headline = match before.seat_of(user) {
        Some(seat) => t!(
            before.settings.language,
            "cmd-resigned",
            name = seat.display_name.as_str()
        ),
        None => t!(before.settings.language, "cmd-resigned-someone"),
    };
    // The resignation is stored; the announcement must not be lost to the 3-second window,
    // and the reply above already answered the interaction.
    after_move(
        ctx.serenity_context().http.as_ref(),
        play,
        &before,
        &outcome,
        Some(headline),
    )
    .await
    .map_err(BotError::from)
}

/// Cancel the game in this channel (host or Manage Server).
#[poise::command(slash_command, guild_only)]
async fn cancel(ctx: Context<'_>) -> Result<(), BotError> {
    let Some(loaded) = channel_game(ctx).await? else {
        return Ok(());
    };
    let play = &ctx.data().play;
    let actor = Actor {
        user_id: ctx.author().id.get(),
        is_manager: is_manager(ctx),
    };
    let _moving = play.move_guard().await;
    if let Err(err) = play.service.cancel(loaded.id(), actor).await {
        return refuse(ctx, err).await;
    }
    ctx.say(t!(
        loaded.settings.language,
        "cmd-cancelled",
        user = format!("<@{}>", actor.user_id)
    ))
    .await?;
    let http = ctx.serenity_context().http.as_ref();
    retire_turn(
        http,
        play,
        loaded.id(),
        loaded.turn(),
        None,
        Vec::new(),
        loaded.row.channel_id,
    )
    .await
    .map_err(BotError::from)
}

/// Change reminders and timeouts of this channel's game, or your own DM notifications.
#[poise::command(slash_command, guild_only)]
async fn settings(
    ctx: Context<'_>,
    #[description = "Hours before the player is reminded (0: never)"]
    #[min = 0]
    #[max = 720]
    reminder_hours: Option<u32>,
    #[description = "Hours before others may skip the turn (0: never)"]
    #[min = 0]
    #[max = 720]
    timeout_hours: Option<u32>,
    #[description = "Quick game with fewer tiles (lobby only)"] quick: Option<bool>,
    #[description = "Send me a direct message when my turn comes"] dm: Option<bool>,
    #[description = "The language of what only you see (Automatic: your Discord's)"]
    language: Option<LangChoice>,
) -> Result<(), BotError> {
    if let Some(choice) = language {
        let own = choice.lang();
        if let Err(err) = ctx
            .data()
            .play
            .service
            .store()
            .set_user_language(ctx.author().id.get(), own)
            .await
        {
            return Err(ServiceError::from(err).into());
        }
        let lang = command_reader_lang(ctx, command_server_lang(ctx)).await;
        let said = match own {
            Some(lang) => t!(lang, "settings-language-set", language = lang.native_name()),
            None => t!(
                lang,
                "settings-language-auto",
                language = lang.native_name()
            ),
        };
        if reminder_hours.is_none() && timeout_hours.is_none() && quick.is_none() && dm.is_none() {
            return private(ctx, said).await;
        }
        ctx.send(CreateReply::default().content(said).ephemeral(true))
            .await?;
    }
    let Some(loaded) = channel_game(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().play.service;
    let lang = reader(ctx, Some(&loaded)).await;
    let mut said = Vec::new();
    if let Some(on) = dm {
        if loaded
            .seat_of(ctx.author().id.get())
            .is_some_and(|s| s.removed)
        {
            return private(ctx, t!(lang, "cmd-dm-left")).await;
        }
        if let Err(err) = service
            .set_dm_opt_in(loaded.id(), ctx.author().id.get(), on)
            .await
        {
            return refuse(ctx, err).await;
        }
        said.push(if on {
            t!(lang, "cmd-dm-on")
        } else {
            t!(lang, "cmd-dm-off")
        });
    }
    if reminder_hours.is_some() || timeout_hours.is_some() || quick.is_some() {
        let settings = Settings {
            reminder_secs: reminder_hours
                .map_or(loaded.settings.reminder_secs, |h| h.saturating_mul(HOUR)),
            timeout_secs: timeout_hours
                .map_or(loaded.settings.timeout_secs, |h| h.saturating_mul(HOUR)),
            quick_game: quick.unwrap_or(loaded.settings.quick_game),
            ..loaded.settings
        };
        let actor = Actor {
            user_id: ctx.author().id.get(),
            is_manager: is_manager(ctx),
        };
        if let Err(err) = service.set_settings(loaded.id(), actor, settings).await {
            return refuse(ctx, err).await;
        }
        said.push(t!(
            lang,
            "cmd-timers-changed",
            timers = status::timers_line(lang, &settings)
        ));
    }
    if said.is_empty() {
        said.push(status::timers_line(lang, &loaded.settings));
    }
    private(ctx, said.join("\n")).await
}

/// Show every tile of the game with its name.
#[poise::command(slash_command)]
async fn gallery(
    ctx: Context<'_>,
    #[description = "The game (default: carcassonne and its expansions)"]
    #[autocomplete = "game_keys"]
    game: Option<String>,
) -> Result<(), BotError> {
    let lang = reader(ctx, None).await;
    let kind = match game_kind(lang, game.as_deref()) {
        Ok(kind) => kind,
        Err(why) => return private(ctx, why).await,
    };
    if !kind.is_available() {
        let text = t!(lang, "cmd-not-playable", game = game_label(kind, lang));
        return private(ctx, text).await;
    }
    // Drawing may outlast Discord's 3-second window on a busy host; deferring buys 15 minutes.
    ctx.defer().await?;
    let renderer = ctx.data().play.renderer.clone();
    // Drawing is CPU work; off the async threads it cannot stall the gateway heartbeat.
    // Posted in the channel: in the server's language, the picture and its words.
    let shown = command_server_lang(ctx);
    let png =
        tokio::task::spawn_blocking(move || renderer.render_game_gallery(kind, shown)).await??;
    let name = "gallery.png";
    let reply = CreateReply::default()
        .content(t!(shown, "cmd-gallery"))
        .attachment(serenity::CreateAttachment::bytes(png, name))
        .embed(serenity::CreateEmbed::new().image(format!("attachment://{name}")));
    ctx.send(reply).await?;
    Ok(())
}
