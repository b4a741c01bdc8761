//! Which language to answer in: the server's for a new game, the reader's for what only they
//! see. See [`crate::i18n`] for who reads what.

use carcassonne_ai::Level;

use crate::i18n::{Args, Lang};
use crate::service::GameService;

use super::Context;

/// The server's language (`guild_locale`), English where we do not speak it.
pub fn server_lang(guild_locale: Option<&str>) -> Lang {
    guild_locale.and_then(Lang::from_locale).unwrap_or_default()
}

/// The language of a private reply to `user_id`: their own choice, else their client's
/// (`locale`), else `fallback` (the game's or the server's language). A store that cannot be
/// read costs the choice, never the reply.
pub async fn reader_lang(
    service: &GameService,
    user_id: u64,
    locale: Option<&str>,
    fallback: Lang,
) -> Lang {
    let chosen = match service.store().user_language(user_id).await {
        Ok(chosen) => chosen,
        Err(err) => {
            tracing::warn!(user = user_id, "could not read a player's language: {err}");
            None
        }
    };
    Lang::pick(chosen, locale, fallback)
}

/// The server's language for a slash command.
pub fn command_server_lang(ctx: Context<'_>) -> Lang {
    match ctx {
        Context::Application(app) => server_lang(app.interaction.guild_locale.as_deref()),
        Context::Prefix(_) => Lang::En,
    }
}

/// The language of a private reply to whoever ran a slash command (`fallback` when neither
/// they nor their client name one we speak).
pub async fn command_reader_lang(ctx: Context<'_>, fallback: Lang) -> Lang {
    let locale = match ctx {
        Context::Application(app) => Some(app.interaction.locale.as_str()),
        Context::Prefix(_) => None,
    };
    reader_lang(
        &ctx.data().play.service,
        ctx.author().id.get(),
        locale,
        fallback,
    )
    .await
}

/// An AI level's name in `lang` ("Mittel").
pub fn level_name(lang: Lang, level: Level) -> String {
    let key = format!("core-level-{}", level.key());
    match crate::i18n::catalogue().try_text(lang, &key, &Args::new()) {
        Some(name) => name,
        None => level.name().to_owned(),
    }
}
