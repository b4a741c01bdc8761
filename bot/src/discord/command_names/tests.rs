use super::*;

/// Every command, as (its name, its parent's name) depth first.
fn all_commands(command: &Command, out: &mut Vec<(String, String)>) {
    for sub in &command.subcommands {
        out.push((sub.name.to_string(), command.name.to_string()));
        all_commands(sub, out);
    }
}

fn english(key: &str) -> Option<String> {
    catalogue().try_text(Lang::En, key, &Args::new())
}

/// The English catalogue repeats the code's names and descriptions word for word: translators
/// translate what Discord shows English readers.
#[test]
fn the_english_catalogue_says_what_the_code_says() {
    let group = super::super::commands::carcassonne();
    let mut commands = vec![(group.name.to_string(), String::new())];
    all_commands(&group, &mut commands);
    let find = |name: &str| -> &Command {
        if group.name == name {
            return &group;
        }
        group
            .subcommands
            .iter()
            .find(|c| c.name == name)
            .expect("a subcommand")
    };
    let mut checked = 0;
    for (name, _) in &commands {
        let command = find(name);
        assert_eq!(
            english(&command_key(name, None, "name")).as_deref(),
            Some(name.as_str()),
            "{name}"
        );
        assert_eq!(
            english(&command_key(name, None, "description")),
            command.description.as_ref().map(|d| d.to_string()),
            "the description of {name}"
        );
        for p in &command.parameters {
            assert_eq!(
                english(&command_key(name, Some(&p.name), "name")).as_deref(),
                Some(&*p.name),
                "{name} {}",
                p.name
            );
            assert_eq!(
                english(&command_key(name, Some(&p.name), "description")),
                p.description.as_ref().map(|d| d.to_string()),
                "the description of {name} {}",
                p.name
            );
            checked += 1;
        }
    }
    assert!(checked >= 17, "{checked} options");
}

/// Discord's rules for a localized name: lower case letters, digits, `-` and `_`, 1 to 32.
fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| {
            c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase())
        })
}

#[test]
fn every_language_names_and_describes_every_command_within_discords_limits() {
    let mut commands = vec![super::super::commands::carcassonne()];
    localize(&mut commands);
    let group = &commands[0];
    let locales: Vec<&str> = Lang::ALL
        .into_iter()
        .filter(|&l| l != Lang::En)
        .flat_map(|l| l.discord_locales().iter().copied())
        .collect();
    assert_eq!(locales, ["de", "fr", "es-ES", "es-419", "pl"]);
    let check =
        |what: &str, names: &[(Cow<str>, Cow<str>)], descriptions: &[(Cow<str>, Cow<str>)]| {
            for locale in &locales {
                let name = names.iter().find(|(l, _)| l == locale);
                let name = name.unwrap_or_else(|| panic!("{what} has no {locale} name"));
                assert!(valid_name(&name.1), "{what} in {locale}: {:?}", name.1);
                let description = descriptions.iter().find(|(l, _)| l == locale);
                let description =
                    description.unwrap_or_else(|| panic!("{what} has no {locale} description"));
                let n = description.1.chars().count();
                assert!((1..=100).contains(&n), "{what} in {locale}: {n} characters");
            }
        };
    check(
        "the group",
        &group.name_localizations,
        &group.description_localizations,
    );
    for command in &group.subcommands {
        check(
            &command.name,
            &command.name_localizations,
            &command.description_localizations,
        );
        for p in &command.parameters {
            let what = format!("{} {}", command.name, p.name);
            check(&what, &p.name_localizations, &p.description_localizations);
            for choice in p.choices.iter() {
                for locale in &locales {
                    assert!(
                        choice
                            .localizations
                            .iter()
                            .any(|(l, n)| l == locale && !n.is_empty()),
                        "{what} {} in {locale}",
                        choice.name
                    );
                }
            }
        }
        // Siblings differ in every language.
        for locale in &locales {
            let mut names: Vec<&str> = command
                .parameters
                .iter()
                .filter_map(|p| p.name_localizations.iter().find(|(l, _)| l == locale))
                .map(|(_, n)| n.as_ref())
                .collect();
            let count = names.len();
            names.sort();
            names.dedup();
            assert_eq!(
                names.len(),
                count,
                "{} in {locale}: {names:?}",
                command.name
            );
        }
    }
    for locale in &locales {
        let mut names: Vec<&str> = group
            .subcommands
            .iter()
            .filter_map(|c| c.name_localizations.iter().find(|(l, _)| l == locale))
            .map(|(_, n)| n.as_ref())
            .collect();
        let count = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), count, "subcommands in {locale}: {names:?}");
    }
}

/// The areas this module and the lobby word (commands, lobby, errors, core) load and are
/// complete in every language: every English message exists in each, with English's
/// variables.
#[test]
fn the_commands_lobby_errors_and_core_catalogues_are_complete() {
    let areas = [
        carcassonne_i18n::sources!("../../../locales/commands"),
        carcassonne_i18n::sources!("../../../locales/lobby"),
        carcassonne_i18n::sources!("../../../locales/errors"),
        carcassonne_i18n::sources!("../../../locales/core"),
    ]
    .concat();
    let catalogue = match crate::i18n::Catalogue::new(areas) {
        Ok(catalogue) => catalogue,
        Err(err) => panic!("the catalogue does not load: {err}"),
    };
    let mine = ["cmd-", "settings-language-", "lobby-", "error-", "core-"];
    let problems: Vec<String> = catalogue
        .check()
        .problems
        .into_iter()
        .filter(|p| mine.iter().any(|m| p.key.starts_with(m)))
        .map(|p| format!("{} {}: {}", p.lang, p.key, p.what))
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
}
