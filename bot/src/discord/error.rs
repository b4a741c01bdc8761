//! The one error type of the Discord layer and the one place errors are reported.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::Data;

#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("Discord request failed: {0}")]
    Discord(#[from] serenity::Error),
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    #[error("could not draw the picture: {0}")]
    Render(#[from] carcassonne_render::RenderError),
    #[error("the drawing task failed: {0}")]
    Drawing(#[from] tokio::task::JoinError),
    #[error(transparent)]
    Play(#[from] super::play::PlayError),
    #[error(transparent)]
    Service(#[from] crate::service::ServiceError),
    #[error("the Discord client task failed: {0}")]
    ClientTask(String),
    #[error("the web view could not start: {0}")]
    Web(#[from] crate::web::WebError),
}

/// Users get a short apology; the details go to the log, where operators look.
pub async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!(%error, "bot setup failed; commands will not work");
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(%error, event = event.snake_case_name(), "event handler failed");
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(%error, command = %ctx.command().qualified_name, "command failed");
            // The apology is the reader's, in their language; the details are the log's.
            let fallback = super::locale::command_server_lang(ctx);
            let lang = super::locale::command_reader_lang(ctx, fallback).await;
            let reply = CreateReply::default()
                .content(crate::t!(lang, "error-command-failed"))
                .ephemeral(true);
            if let Err(send) = ctx.send(reply).await {
                tracing::error!(error = %send, "could not tell the user about a failed command");
            }
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            // Server commands typed in a DM: the reader's language (DMs have no server's).
            let lang = super::locale::command_reader_lang(ctx, crate::i18n::Lang::En).await;
            let reply = CreateReply::default()
                .content(crate::t!(lang, "error-guild-only"))
                .ephemeral(true);
            if let Err(send) = ctx.send(reply).await {
                tracing::error!(error = %send, "could not refuse a command outside a server");
            }
        }
        other => {
            // Argument parsing, missing permissions, guild-only and the like: poise's own
            // messages already explain them to the user.
            if let Err(error) = poise::builtins::on_error(other).await {
                tracing::error!(%error, "could not report a framework error");
            }
        }
    }
}
