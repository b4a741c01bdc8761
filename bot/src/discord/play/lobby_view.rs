//! The lobby message: host, rules, timers, the seated players with their colours, and the
//! Join / Leave / Start / Cancel buttons. Its state lives in the database, so a lobby survives
//! a restart like a running game does.

use carcassonne_ai::Level;
use carcassonne_engine::variants::{self, VariantDef};
use carcassonne_engine::{Expansion, GameConfig, GameKind, MIN_PLAYERS};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use super::narrate::join_names;
use super::narrate::truncate;
use super::rules_text::expansion_label;
use super::sentence_case;
use super::status::{colour_words, rules_line, timers_line};
use crate::discord::control::Control;
use crate::discord::locale::level_name;
use crate::i18n::{Args, Lang};
use crate::service::LoadedGame;
use crate::t;

/// Lobby controls carry this turn; anything else on a lobby control is forged.
pub const LOBBY_TURN: u32 = 0;

/// The button that shows the rules privately, on the lobby and on the first turn, in English.
pub const RULES_LABEL: &str = "Rules";

/// The Rules button's label in `lang`.
pub fn rules_label(lang: Lang) -> String {
    t!(lang, "lobby-rules-button")
}

/// The level the Add AI button offers until someone presses AI level.
pub const DEFAULT_AI_LEVEL: Level = Level::Medium;

/// The level after `level`, round the list.
fn next_level(level: Level) -> Level {
    let all = Level::ALL;
    let i = all.iter().position(|l| *l == level).unwrap_or(0);
    all[(i + 1) % all.len()]
}

/// How many may sit at this lobby's game (5 in Over Hill and Dale, 8 in Carcassonne).
pub fn seats_max(loaded: &LoadedGame) -> usize {
    loaded.config.game.max_players()
}

/// The lobby message, in the game's language (the lobby's menu changes it).
pub fn content(loaded: &LoadedGame) -> String {
    let lang = loaded.settings.language;
    let max = seats_max(loaded);
    let mut lines = vec![
        t!(lang, "lobby-open"),
        t!(
            lang,
            "lobby-host",
            host = format!("<@{}>", loaded.row.host_id)
        ),
        t!(
            lang,
            "lobby-rules",
            rules = rules_line(lang, &loaded.config, &loaded.settings)
        ),
        timers_line(lang, &loaded.settings),
        t!(lang, "lobby-players", count = loaded.seats.len(), max = max),
    ];
    for seat in &loaded.seats {
        let colour = colour_words(lang, &seat.colour);
        lines.push(match seat.ai {
            Some(_) => t!(
                lang,
                "lobby-seat-ai",
                player = seat.mention(),
                colour = colour
            ),
            None => t!(lang, "lobby-seat", player = seat.mention(), colour = colour),
        });
    }
    let mut help = t!(lang, "lobby-help", min = MIN_PLAYERS, max = max);
    if loaded.config.game == GameKind::Carcassonne {
        help.push(' ');
        help.push_str(&t!(lang, "lobby-help-expansions"));
    }
    lines.push(help);
    lines.join("\n")
}

/// A lobby posted again for someone who asked for a game while it is open (its message may be
/// far up, or lost).
pub fn shown_again(lobby: &LoadedGame) -> String {
    let lang = lobby.settings.language;
    truncate(
        format!("{}\n{}", t!(lang, "lobby-shown-again"), content(lobby)),
        1900,
    )
}

/// The lobby of a rematch: the usual lobby, and the players of the last game called by name
/// so that each joins with one press.
pub fn rematch_content(lobby: &LoadedGame, last: &LoadedGame) -> String {
    let others: Vec<u64> = last
        .seats
        .iter()
        .filter(|s| s.user_id != lobby.row.host_id && !s.is_ai())
        .map(|s| s.user_id)
        .collect();
    format!("{}\n{}", rematch_line(lobby, &others), content(lobby))
}

/// The rematch's call to the players of the last game who have not joined yet.
fn rematch_line(lobby: &LoadedGame, called: &[u64]) -> String {
    let lang = lobby.settings.language;
    let waiting: Vec<String> = called
        .iter()
        .filter(|&&id| lobby.seat_of(id).is_none())
        .map(|id| format!("<@{id}>"))
        .collect();
    let call = if waiting.is_empty() {
        t!(lang, "lobby-rematch-all-in")
    } else {
        t!(
            lang,
            "lobby-rematch-waiting",
            players = join_names(lang, &waiting)
        )
    };
    format!("{} {call}", t!(lang, "lobby-rematch"))
}

/// Whether a lobby message's first line is a rematch's call, in any language (the host may
/// have changed the lobby's language since).
fn is_rematch_line(line: &str) -> bool {
    Lang::ALL
        .into_iter()
        .any(|lang| line.starts_with(&t!(lang, "lobby-rematch")))
}

/// The lobby's words after a press on its message `shown`: a rematch lobby keeps its call
/// (the message itself holds who was called), updated to those still to join.
pub fn content_after(lobby: &LoadedGame, shown: &str) -> String {
    let Some(first) = shown.lines().next().filter(|l| is_rematch_line(l)) else {
        return content(lobby);
    };
    let called: Vec<u64> = first
        .split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect();
    format!("{}\n{}", rematch_line(lobby, &called), content(lobby))
}

/// Discord's limit for a button's label.
const LABEL_MAX: usize = 80;

/// A reading's button: "What it decides: the reading" when that fits Discord's 80
/// characters, else the reading alone (the lobby's rules line says what it decides), cut at a
/// word if even that is too long, never mid-word.
pub fn variant_label(lang: Lang, what: &str, reading: &str) -> String {
    let full = t!(lang, "lobby-reading", what = what, reading = reading);
    if full.chars().count() <= LABEL_MAX {
        return full;
    }
    let alone = sentence_case(reading);
    if alone.chars().count() <= LABEL_MAX {
        return alone;
    }
    let mut out = String::new();
    for word in alone.split(' ') {
        if out.chars().count() + word.chars().count() + 2 > LABEL_MAX {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out.push('…');
    out
}

/// The variants the lobby offers for these rules: those of the expansions switched on.
pub fn lobby_variants(config: &GameConfig) -> impl Iterator<Item = &'static VariantDef> + '_ {
    variants::all()
        .iter()
        .copied()
        .filter(|v| v.in_lobby && v.expansion.is_none_or(|e| config.has(e)))
}

/// The option after the current one, round the list.
pub fn next_option(config: &GameConfig, v: &VariantDef) -> &'static str {
    let now = config.variant(v.key);
    let i = v.options.iter().position(|(o, _)| *o == now).unwrap_or(0);
    v.options[(i + 1) % v.options.len()].0
}

/// The message `key` in `lang` when the catalogue has it, else `fallback` (the engine's
/// English, for a reading added without its words).
fn named(lang: Lang, key: &str, fallback: &str) -> String {
    if crate::i18n::catalogue().has(Lang::En, key) {
        crate::i18n::text(lang, key, &Args::new())
    } else {
        fallback.to_owned()
    }
}

/// What a rule variant decides and its current reading, in `lang` (the rules help's words).
fn reading_words(lang: Lang, config: &GameConfig, v: &VariantDef) -> (String, String) {
    let now = config.variant(v.key);
    let english = v
        .options
        .iter()
        .find(|(o, _)| *o == now)
        .map_or(now, |(_, w)| w);
    let key = format!("rules-reading-{}", v.key);
    (
        named(lang, &key, v.label),
        named(lang, &format!("{key}-{now}"), english),
    )
}

/// The lobby's language menu: one option per language, the game's chosen.
fn language_menu(loaded: &LoadedGame) -> CreateSelectMenu {
    let lang = loaded.settings.language;
    let options = Lang::ALL
        .into_iter()
        .map(|l| {
            CreateSelectMenuOption::new(l.native_name(), l.code()).default_selection(l == lang)
        })
        .collect();
    CreateSelectMenu::new(
        Control::Language.fixed_id(loaded.id(), LOBBY_TURN),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(t!(lang, "lobby-language-menu"))
}

/// The lobby's controls in the game's language; `ai_level` is the level the Add AI button adds.
pub fn rows(loaded: &LoadedGame, ai_level: Level) -> Vec<CreateActionRow> {
    let lang = loaded.settings.language;
    let id = loaded.id();
    let b = |control: Control, label: String, style: ButtonStyle| {
        CreateButton::new(control.fixed_id(id, LOBBY_TURN))
            .label(label)
            .style(style)
    };
    let quick = if loaded.settings.quick_game {
        t!(lang, "lobby-quick-on")
    } else {
        t!(lang, "lobby-quick-off")
    };
    let tile_counter = if loaded.settings.tile_counter {
        t!(lang, "lobby-tile-counter-on")
    } else {
        t!(lang, "lobby-tile-counter-off")
    };
    let hints = if loaded.settings.hints {
        t!(lang, "lobby-hints-on")
    } else {
        t!(lang, "lobby-hints-off")
    };
    let full = loaded.seats.len() >= seats_max(loaded);
    let mut rows = vec![
        CreateActionRow::Buttons(vec![
            b(Control::Join, t!(lang, "lobby-join"), ButtonStyle::Primary).disabled(full),
            b(
                Control::Leave,
                t!(lang, "lobby-leave"),
                ButtonStyle::Secondary,
            ),
            b(
                Control::Start,
                t!(lang, "lobby-start"),
                ButtonStyle::Success,
            ),
            b(
                Control::Cancel,
                t!(lang, "lobby-cancel"),
                ButtonStyle::Danger,
            ),
            b(
                Control::RemoveAi,
                t!(lang, "lobby-remove-ai"),
                ButtonStyle::Secondary,
            )
            .disabled(!loaded.seats.iter().any(|s| s.is_ai())),
        ]),
        CreateActionRow::Buttons(vec![
            b(Control::Quick, quick, ButtonStyle::Secondary),
            b(Control::TileCounter, tile_counter, ButtonStyle::Secondary),
            b(Control::Hints, hints, ButtonStyle::Secondary),
            b(
                Control::AddAi(ai_level),
                t!(lang, "lobby-add-ai", level = level_name(lang, ai_level)),
                ButtonStyle::Primary,
            )
            .disabled(full),
            b(
                Control::ShowAiLevel(next_level(ai_level)),
                t!(lang, "lobby-ai-level"),
                ButtonStyle::Secondary,
            ),
        ]),
    ];
    // One switch per expansion the engine plays, straight from its registry, then the rules
    // of the lobby as it stands.
    let carcassonne = loaded.config.game == GameKind::Carcassonne;
    let mut switches: Vec<CreateButton> = Expansion::offered()
        .filter(|_| carcassonne)
        .map(|e| {
            let on = loaded.config.has(e);
            let name = expansion_label(e, lang);
            let (label, style) = if on {
                (
                    t!(lang, "lobby-switch-on", name = name),
                    ButtonStyle::Success,
                )
            } else {
                (
                    t!(lang, "lobby-switch-off", name = name),
                    ButtonStyle::Secondary,
                )
            };
            b(Control::Rule(e), label, style)
        })
        .collect();
    switches.push(b(Control::Rules, rules_label(lang), ButtonStyle::Primary));
    // With every expansion's switch and a row of readings, Discord's five rows leave none for
    // the language menu: the language is then a button among the switches (there is room
    // for one beside the eight expansions and Rules) that moves on to the next language.
    let readings_shown = carcassonne && lobby_variants(&loaded.config).next().is_some();
    if readings_shown {
        switches.push(b(
            Control::Language,
            t!(lang, "lobby-language-button", language = lang.native_name()),
            ButtonStyle::Secondary,
        ));
    }
    rows.extend(
        switches
            .chunks(5)
            .map(|chunk| CreateActionRow::Buttons(chunk.to_vec())),
    );
    if carcassonne {
        // Where the rulebooks leave room, the host picks the reading (one row; Discord
        // allows five).
        let readings: Vec<CreateButton> = lobby_variants(&loaded.config)
            .take(5)
            .map(|v| {
                let (what, reading) = reading_words(lang, &loaded.config, v);
                b(
                    Control::Variant(v),
                    variant_label(lang, &what, &reading),
                    ButtonStyle::Secondary,
                )
            })
            .collect();
        if !readings.is_empty() && rows.len() < 5 {
            rows.push(CreateActionRow::Buttons(readings));
        }
    }
    // Otherwise the language menu takes a row of its own.
    if !readings_shown && rows.len() < 5 {
        rows.push(CreateActionRow::SelectMenu(language_menu(loaded)));
    }
    rows
}

/// The lobby's buttons once it started: shown greyed out, so the message still reads as the
/// lobby it was.
pub fn closed_rows(loaded: &LoadedGame) -> Vec<CreateActionRow> {
    let lang = loaded.settings.language;
    let id = loaded.id();
    let buttons = [
        (Control::Join, t!(lang, "lobby-join")),
        (Control::Leave, t!(lang, "lobby-leave")),
        (Control::Start, t!(lang, "lobby-start")),
        (Control::Cancel, t!(lang, "lobby-cancel")),
    ]
    .into_iter()
    .map(|(control, label)| {
        CreateButton::new(control.fixed_id(id, LOBBY_TURN))
            .label(label)
            .style(ButtonStyle::Secondary)
            .disabled(true)
    })
    .collect();
    vec![CreateActionRow::Buttons(buttons)]
}

/// What the lobby message turns into once the game started, in the game's language.
pub fn started(loaded: &LoadedGame) -> String {
    let lang = loaded.settings.language;
    let players: Vec<String> = loaded
        .seats
        .iter()
        .map(|s| {
            t!(
                lang,
                "lobby-player",
                player = s.mention(),
                colour = colour_words(lang, &s.colour)
            )
        })
        .collect();
    [
        t!(lang, "lobby-started"),
        t!(
            lang,
            "lobby-rules",
            rules = rules_line(lang, &loaded.config, &loaded.settings)
        ),
        t!(lang, "lobby-turn-order", players = players.join(", ")),
    ]
    .join("\n")
}

/// The lobby's words when the host left: it is closed.
pub fn host_left(loaded: &LoadedGame) -> String {
    t!(loaded.settings.language, "lobby-host-left")
}

/// The lobby's words when it was cancelled by `user`.
pub fn cancelled(loaded: &LoadedGame, user: u64) -> String {
    t!(
        loaded.settings.language,
        "lobby-cancelled",
        user = format!("<@{user}>")
    )
}

#[cfg(test)]
mod tests;
