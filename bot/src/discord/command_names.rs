//! The `/carcassonne` commands as Discord's clients show them in each language we speak: the
//! group, every subcommand, option and choice gets its name and description from the
//! catalogue (`bot/locales/commands`, keys `cmd-<command>-name`, `cmd-<command>-description`,
//! `cmd-<command>-<option>-name`, …, `cmd-choice-<choice>`) before the commands are
//! registered. English stays the code's own (`#[description]` and doc comments); the English
//! catalogue repeats it for translators, and a test keeps the two equal.

use std::borrow::Cow;

use poise::CommandParameterChoice;

use super::{BotError, Data};
use crate::i18n::{catalogue, Args, Lang};

type Command = poise::Command<Data, BotError>;

/// Adds every language's names and descriptions to `commands`, their options and choices.
pub fn localize(commands: &mut [Command]) {
    for command in commands {
        localize_command(command);
    }
}

/// The catalogue's stem of a command or option name: `reminder_hours` → `reminder-hours`.
fn stem(name: &str) -> String {
    name.replace('_', "-")
}

/// The key of a command's (or option's) name or description.
pub fn command_key(command: &str, option: Option<&str>, what: &str) -> String {
    match option {
        Some(option) => format!("cmd-{}-{}-{what}", stem(command), stem(option)),
        None => format!("cmd-{}-{what}", stem(command)),
    }
}

/// The key of a choice's name (`Automatic` → `cmd-choice-automatic`).
pub fn choice_key(choice: &str) -> String {
    format!("cmd-choice-{}", choice.to_lowercase())
}

/// The message `key` for each of Discord's locales of each language but English (Discord's
/// default is the code's English). A language lacking it is left out: `locales --check`
/// refuses that before a release.
fn localizations(key: &str) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    Lang::ALL
        .into_iter()
        .filter(|&lang| lang != Lang::En)
        .filter_map(|lang| Some((lang, catalogue().try_text(lang, key, &Args::new())?)))
        .flat_map(|(lang, text)| {
            lang.discord_locales()
                .iter()
                .map(move |locale| (Cow::Borrowed(*locale), Cow::Owned(text.clone())))
        })
        .collect()
}

fn localize_command(command: &mut Command) {
    let name = command.name.to_string();
    command.name_localizations = Cow::Owned(localizations(&command_key(&name, None, "name")));
    command.description_localizations =
        Cow::Owned(localizations(&command_key(&name, None, "description")));
    for parameter in &mut command.parameters {
        let option = parameter.name.to_string();
        parameter.name_localizations =
            Cow::Owned(localizations(&command_key(&name, Some(&option), "name")));
        parameter.description_localizations = Cow::Owned(localizations(&command_key(
            &name,
            Some(&option),
            "description",
        )));
        for choice in parameter.choices.to_mut() {
            localize_choice(choice);
        }
    }
    for sub in &mut command.subcommands {
        localize_command(sub);
    }
}

/// A choice worded in the catalogue is translated; one that is a name in its own right (a
/// language's own name: "Deutsch", "Polski") reads the same in every language.
fn localize_choice(choice: &mut CommandParameterChoice) {
    let key = choice_key(&choice.name);
    let mut names = localizations(&key);
    if names.is_empty() {
        names = Lang::ALL
            .into_iter()
            .filter(|&lang| lang != Lang::En)
            .flat_map(|lang| lang.discord_locales().iter())
            .map(|locale| (Cow::Borrowed(*locale), choice.name.clone()))
            .collect();
    }
    choice.localizations = Cow::Owned(names);
}

#[cfg(test)]
mod tests;
