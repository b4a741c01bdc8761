//! Discord's side of answering a press: the first response within 3 s (a private sentence,
//! an acknowledgement, a deferral or an update of the pressed message), follow-ups after it,
//! the private panel and its pictures, and what the press itself says (who pressed, from
//! which message). `presses.rs` decides what a press means; this module only answers it.
//! First responses and edits of `@original` go through `deliver`, which tries them again
//! when Discord fails.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateAttachment,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    EditInteractionResponse, Http, MessageFlags,
};

use super::step_view::StepView;
use super::turn_view::seat_names;
use super::{attachment_name, sentence, PlayData, PlayError};
use crate::discord::deliver;
use crate::discord::locale::{reader_lang, server_lang};
use crate::i18n::Lang;
use crate::service::{LoadedGame, ServiceError};

/// How a press is answered; tracks whether Discord has had its first response yet.
pub(super) struct Answer<'a> {
    pub http: &'a Http,
    pub press: &'a ComponentInteraction,
    /// The presser's language, for every private reply: the server's until the press's game
    /// is known, then [`Answer::read_by`] settles it.
    pub lang: Lang,
    responded: bool,
}

impl<'a> Answer<'a> {
    pub fn new(http: &'a Http, press: &'a ComponentInteraction) -> Self {
        Answer {
            http,
            press,
            // The client's language needs no database read, so even a press refused because
            // the database is away is answered in it.
            lang: Lang::pick(
                None,
                Some(&press.locale),
                server_lang(press.guild_locale.as_deref()),
            ),
            responded: false,
        }
    }

    /// Settles the language of the private replies: the presser's own choice, else their
    /// client's, else the game's.
    pub async fn read_by(&mut self, play: &PlayData, game_lang: Lang) {
        self.lang = reader_lang(
            &play.service,
            self.press.user.id.get(),
            Some(&self.press.locale),
            game_lang,
        )
        .await;
    }

    /// A private sentence to the presser; the message the control sits on stays as it was.
    pub async fn tell(&mut self, text: impl Into<String>) -> Result<(), PlayError> {
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
            deliver::respond(
                self.http,
                self.press,
                CreateInteractionResponse::Message(reply),
            )
            .await?;
            self.responded = true;
        }
        Ok(())
    }

    pub async fn respond(&mut self, response: CreateInteractionResponse) -> Result<(), PlayError> {
        deliver::respond(self.http, self.press, response).await?;
        self.responded = true;
        Ok(())
    }

    /// Edits what the first response made or acknowledged (`@original`).
    pub async fn edit(&self, edit: EditInteractionResponse) -> Result<(), PlayError> {
        deliver::edit_response(self.http, self.press, edit).await?;
        Ok(())
    }

    /// Tells the presser that their press failed on the bot's side, as a first response or,
    /// once Discord has had one, as a follow-up (a second first response is refused).
    /// Before any response the database being away is said as such: then nothing changed.
    pub async fn apologise(&mut self, err: &PlayError) {
        let away = matches!(err, PlayError::Service(ServiceError::Store(e)) if e.is_unavailable());
        let text = if away && !self.responded {
            crate::t!(self.lang, "error-db-unavailable")
        } else {
            crate::t!(self.lang, "error-press-failed")
        };
        if let Err(err) = self.tell(text).await {
            tracing::error!(%err, "could not apologise for a failed control");
        }
    }

    /// Service refusals go to the presser; faults of the bot go up to be logged.
    pub async fn refuse_or_fail(&mut self, err: ServiceError) -> Result<(), PlayError> {
        if err.is_user_error() || matches!(err, ServiceError::Broken { .. }) {
            self.tell(sentence(&err, self.lang)).await
        } else {
            Err(err.into())
        }
    }
}

pub(super) fn display_name(press: &ComponentInteraction) -> String {
    press
        .member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .unwrap_or_else(|| press.user.display_name().to_owned())
}

pub(super) fn is_manager(press: &ComponentInteraction) -> bool {
    press
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

/// Replaces the message the control sits on (it carries no attachment, so none is lost).
pub(super) async fn update(
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

/// The message a press came from, if the pressed control really is on it with the chosen
/// options (a forged custom_id or menu value is not).
pub(super) fn pressed_message(press: &ComponentInteraction) -> Option<u64> {
    let wanted = press.data.custom_id.as_str();
    let chosen: &[String] = match &press.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values,
        _ => &[],
    };
    let on_it = press
        .message
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .any(|c| match c {
            serenity::ActionRowComponent::Button(serenity::Button {
                data: serenity::ButtonKind::NonLink { custom_id, .. },
                ..
            }) => custom_id == wanted,
            serenity::ActionRowComponent::SelectMenu(menu) => {
                menu.custom_id.as_deref() == Some(wanted)
                    && chosen
                        .iter()
                        .all(|v| menu.options.iter().any(|o| o.value == *v))
            }
            _ => false,
        });
    on_it.then(|| press.message.id.get())
}

/// Shows a step on the presser's private panel: a new one when the press came from the public
/// message, the same one otherwise. A picture the panel already shows is not uploaded again.
pub(super) async fn show_panel(
    play: &PlayData,
    answer: &mut Answer<'_>,
    loaded: &LoadedGame,
    view: StepView,
) -> Result<(), PlayError> {
    let on_panel = answer
        .press
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    // Drawing can outlast Discord's 3 seconds on a busy host: answer first.
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
    let names = seat_names(loaded);
    let mut edit = EditInteractionResponse::new()
        .content(view.content)
        .components(view.rows);
    let shown: Vec<&str> = if on_panel {
        answer
            .press
            .message
            .attachments
            .iter()
            .map(|a| a.filename.as_str())
            .collect()
    } else {
        Vec::new()
    };
    for d in view.pictures {
        let stem = d.stem();
        let png = play
            .draw(names.clone(), loaded.settings.language, d)
            .await?;
        let name = attachment_name(stem, &png);
        edit = match shown.iter().find(|n| **n == name) {
            Some(_) => edit.keep_existing_attachment(
                answer
                    .press
                    .message
                    .attachments
                    .iter()
                    .find(|a| a.filename == name)
                    .map_or(serenity::AttachmentId::new(1), |a| a.id),
            ),
            None => edit.new_attachment(CreateAttachment::bytes(png, name)),
        };
    }
    answer.edit(edit).await
}
