//! The private answer of `/carcassonne rules` and of the Rules buttons: a game's rules as
//! embeds, one per section with its picture inside it, and the bot's help last, spread over
//! as few messages as Discord's limits allow.

use std::collections::HashMap;
use std::sync::Arc;

use carcassonne_engine::GameConfig;
use poise::serenity_prelude as serenity;
use serenity::{
    CreateAttachment, CreateEmbed, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, EditInteractionResponse,
};

use super::answer::Answer;
use super::narrate::truncate;
use super::rules_text::{interface, interface_title, sections, title};
use super::{PlayData, PlayError};
use crate::expansions::RulesSection;
use crate::i18n::Lang;
use crate::t;

/// Discord's limits on one message: embeds, their text together, one description, files.
pub const MAX_EMBEDS: usize = 10;
pub const MAX_EMBED_TEXT: usize = 6000;
pub const MAX_DESCRIPTION: usize = 4096;
pub const MAX_FILES: usize = 10;

/// Where the rules asked for come from, said in the answer's first line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// The game running (or waiting in its lobby) in the channel of `/carcassonne rules`.
    Channel,
    /// No game in the channel: Carcassonne's, and `game:` could have named another.
    NoGamePickAnother,
    /// No game in the channel: the game `game:` named.
    NoGame,
    /// The lobby whose Rules button was pressed.
    Lobby,
    /// The game whose Rules button was pressed.
    Game,
}

impl Whose {
    /// "this channel's game", in `lang`.
    pub fn words(self, lang: Lang) -> String {
        match self {
            Whose::Channel => t!(lang, "rules-whose-channel"),
            Whose::NoGamePickAnother => t!(lang, "rules-whose-none-pick"),
            Whose::NoGame => t!(lang, "rules-whose-none"),
            Whose::Lobby => t!(lang, "rules-whose-lobby"),
            Whose::Game => t!(lang, "rules-whose-game"),
        }
    }
}

/// One message of the answer, before its pictures are drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    pub content: String,
    pub embeds: Vec<RulesSection>,
}

/// Characters an embed counts against its message's total.
fn embed_text(s: &RulesSection) -> usize {
    s.title.chars().count() + s.text.chars().count()
}

/// The answer for a game played with `config`, in `lang`, `whose` saying where the rules come
/// from ("this channel's game").
pub fn pages(config: &GameConfig, whose: Whose, lang: Lang) -> Vec<Page> {
    let mut embeds = sections(config, lang);
    embeds.push(RulesSection::new(
        interface_title(lang),
        interface(config.game, lang),
    ));
    for e in &mut embeds {
        e.text = truncate(std::mem::take(&mut e.text), MAX_DESCRIPTION);
    }
    let mut pages: Vec<Page> = Vec::new();
    for embed in embeds {
        let fits = pages.last().is_some_and(|p| {
            let text: usize = p.embeds.iter().map(embed_text).sum();
            let files = p.embeds.iter().filter(|e| e.picture.is_some()).count();
            p.embeds.len() < MAX_EMBEDS
                && text + embed_text(&embed) <= MAX_EMBED_TEXT
                && files + usize::from(embed.picture.is_some()) <= MAX_FILES
        });
        if !fits {
            let content = if pages.is_empty() {
                t!(
                    lang,
                    "rules-reply-first",
                    title = title(config, lang),
                    whose = whose.words(lang)
                )
            } else {
                t!(lang, "rules-reply-continued")
            };
            pages.push(Page {
                content,
                embeds: Vec::new(),
            });
        }
        if let Some(page) = pages.last_mut() {
            page.embeds.push(embed);
        }
    }
    pages
}

/// One message ready to send.
pub struct RulesMessage {
    pub content: String,
    pub embeds: Vec<CreateEmbed>,
    pub files: Vec<CreateAttachment>,
}

/// The pictures the pages show, with their words in `lang`, drawn off the async threads (the
/// renderer keeps them once drawn). A picture that cannot be drawn is left out: the words still answer.
async fn pictures(play: &PlayData, pages: &[Page], lang: Lang) -> HashMap<&'static str, Vec<u8>> {
    let mut names: Vec<&'static str> = pages
        .iter()
        .flat_map(|p| p.embeds.iter().filter_map(|e| e.picture))
        .collect();
    names.sort_unstable();
    names.dedup();
    let renderer = Arc::clone(&play.renderer);
    let drawn = tokio::task::spawn_blocking(move || {
        names
            .into_iter()
            .filter_map(|name| match renderer.rules_picture(name, lang) {
                Ok(Some(png)) => Some((name, png)),
                Ok(None) => {
                    tracing::warn!(name, "the rules name a picture the renderer does not draw");
                    None
                }
                Err(err) => {
                    tracing::warn!(name, %err, "could not draw a rules picture");
                    None
                }
            })
            .collect()
    })
    .await;
    drawn.unwrap_or_else(|err| {
        tracing::warn!(%err, "the rules pictures' drawing task failed");
        HashMap::new()
    })
}

/// The answer as messages, pictures attached to the embeds that show them.
pub async fn messages(
    play: &PlayData,
    config: &GameConfig,
    whose: Whose,
    lang: Lang,
) -> Vec<RulesMessage> {
    let pages = pages(config, whose, lang);
    let drawn = pictures(play, &pages, lang).await;
    pages
        .into_iter()
        .map(|page| {
            let mut files = Vec::new();
            let embeds = page
                .embeds
                .iter()
                .map(|s| {
                    let embed = CreateEmbed::new().title(&s.title).description(&s.text);
                    match s.picture.and_then(|n| Some((n, drawn.get(n)?))) {
                        Some((name, png)) => {
                            let file = format!("{name}.png");
                            files.push(CreateAttachment::bytes(png.clone(), file.clone()));
                            embed.image(format!("attachment://{file}"))
                        }
                        None => embed,
                    }
                })
                .collect();
            RulesMessage {
                content: page.content,
                embeds,
                files,
            }
        })
        .collect()
}

/// Answers a Rules button privately with the rules of `config`, in the presser's language;
/// the pressed message stays as it was.
pub(super) async fn answer_press(
    answer: &mut Answer<'_>,
    play: &PlayData,
    config: &GameConfig,
    whose: Whose,
) -> Result<(), PlayError> {
    // Drawing a picture the first time can outlast Discord's 3 seconds: answer first.
    let private = CreateInteractionResponseMessage::new().ephemeral(true);
    answer
        .respond(CreateInteractionResponse::Defer(private))
        .await?;
    let mut all = messages(play, config, whose, answer.lang).await.into_iter();
    if let Some(first) = all.next() {
        let mut edit = EditInteractionResponse::new()
            .content(first.content)
            .embeds(first.embeds);
        for f in first.files {
            edit = edit.new_attachment(f);
        }
        answer.edit(edit).await?;
    }
    for more in all {
        let followup = CreateInteractionResponseFollowup::new()
            .content(more.content)
            .embeds(more.embeds)
            .add_files(more.files)
            .ephemeral(true);
        answer.press.create_followup(answer.http, followup).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
