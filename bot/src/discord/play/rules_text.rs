//! `/carcassonne rules` in words: the rules of one game section by section (its own rules,
//! then what each capability in play adds, asked of the parts' registry), the rule readings
//! it plays that differ from the rulebooks, and how to play with the bot, all in the reader's
//! language (`bot/locales/rules/`, each expansion's `rules/` folder).

use carcassonne_engine::variants;
use carcassonne_engine::{Expansion, FigureKind, GameConfig, GameKind, MIN_PLAYERS};

use crate::expansions::{parts, RulesSection};
use crate::i18n::{Args, Lang};
use crate::t;

/// The message `key` when the catalogue has it, else `fallback` (an English name the engine
/// gives, for a game or expansion added without words yet).
fn named(lang: Lang, key: &str, fallback: &str) -> String {
    if crate::i18n::catalogue().has(Lang::En, key) {
        crate::i18n::text(lang, key, &Args::new())
    } else {
        fallback.to_owned()
    }
}

/// A game's name in `lang`: "Carcassonne – Over Hill and Dale".
pub fn game_label(game: GameKind, lang: Lang) -> String {
    named(lang, &format!("rules-game-{}", game.key()), game.label())
}

/// An expansion's name in `lang`: "Traders & Builders".
pub fn expansion_label(expansion: Expansion, lang: Lang) -> String {
    named(
        lang,
        &format!("rules-expansion-{}", expansion.key()),
        expansion.label(),
    )
}

/// The games `/carcassonne start` plays, from the engine's registry: "`game:` plays
/// carcassonne (the default, 2 to 8 players) or over-hill-and-dale (2 to 5 players)".
fn games_line(lang: Lang) -> String {
    let games: Vec<String> = GameKind::all()
        .iter()
        .map(|&g| {
            let (game, min, max) = (g.key(), MIN_PLAYERS, g.max_players());
            if g == GameKind::default() {
                t!(
                    lang,
                    "rules-interface-game-default",
                    game = game,
                    min = min,
                    max = max
                )
            } else {
                t!(
                    lang,
                    "rules-interface-game",
                    game = game,
                    min = min,
                    max = max
                )
            }
        })
        .collect();
    let or = format!(" {} ", t!(lang, "rules-or"));
    format!(
        "   {}",
        t!(lang, "rules-interface-games", games = games.join(&or))
    )
}

/// How to play `game` with the bot, short enough for one message.
pub fn interface(game: GameKind, lang: Lang) -> String {
    let follower = game.words().follower.key;
    format!(
        "{}\n{}\n{}",
        t!(lang, "rules-interface-start"),
        games_line(lang),
        t!(lang, "rules-interface-steps", follower = follower)
    )
}

/// The title of the bot's help, the answer's last embed.
pub fn interface_title(lang: Lang) -> String {
    t!(lang, "rules-interface-title")
}

/// Carcassonne's own rules, which every game plays that no part words whole.
fn base_section(config: &GameConfig, lang: Lang) -> RulesSection {
    let followers = config.figures_per_player(FigureKind::FOLLOWER);
    let text = t!(lang, "rules-base", followers = followers);
    RulesSection::new(game_label(config.game, lang), text)
}

/// Rule readings this game plays that differ from the rulebooks' (chosen in the lobby).
fn readings(config: &GameConfig, lang: Lang) -> Option<RulesSection> {
    let lines: Vec<String> = variants::all()
        .iter()
        .filter(|v| v.expansion.is_none_or(|e| config.has(e)))
        .filter(|v| config.variant(v.key) != v.default_value())
        .filter_map(|v| {
            let value = config.variant(v.key);
            let words = v.options.iter().find(|(o, _)| *o == value)?.1;
            let key = format!("rules-reading-{}", v.key);
            let label = named(lang, &key, v.label);
            let words = named(lang, &format!("{key}-{value}"), words);
            Some(t!(lang, "rules-reading-line", label = label, words = words))
        })
        .collect();
    (!lines.is_empty())
        .then(|| RulesSection::new(t!(lang, "rules-readings-title"), lines.join("\n")))
}

/// The rules of a game played with `config` in `lang`: the game's own (a part's, when a
/// capability in play makes a game of its own, else Carcassonne's), then what each capability
/// in play adds, in the registry's order, then the readings that differ from the rulebooks.
pub fn sections(config: &GameConfig, lang: Lang) -> Vec<RulesSection> {
    let playing = config.capabilities();
    let in_play: Vec<_> = parts()
        .iter()
        .copied()
        .filter(|p| playing.contains(&p.capability()))
        .collect();
    let mut out: Vec<RulesSection> = in_play
        .iter()
        .flat_map(|p| p.game_rules(config.game, lang))
        .collect();
    if out.is_empty() {
        out.push(base_section(config, lang));
    }
    out.extend(in_play.iter().flat_map(|p| p.rules(config, lang)));
    out.extend(readings(config, lang));
    out
}

/// What the rules are of: "Carcassonne with Farmers and Traders & Builders".
pub fn title(config: &GameConfig, lang: Lang) -> String {
    let game = game_label(config.game, lang);
    let expansions: Vec<String> = config
        .rules
        .iter()
        .map(|&e| expansion_label(e, lang))
        .collect();
    match expansions.split_last() {
        None => game,
        Some((last, [])) => t!(lang, "rules-title-with-one", game = game, expansion = last),
        Some((last, rest)) => {
            let list = t!(lang, "rules-list-and", rest = rest.join(", "), last = last);
            t!(
                lang,
                "rules-title-with-many",
                game = game,
                expansions = list
            )
        }
    }
}

#[cfg(test)]
mod tests;
