//! The lobby message: host, rules, timers, the seated players with their colours, and the
//! Join / Leave / Start / Cancel buttons. Its state lives in the database, so a lobby survives
//! a restart like a running game does.

use carcassonne_ai::Level;
use carcassonne_engine::variants::{self, VariantDef};
use carcassonne_engine::{Expansion, GameConfig, GameKind, MIN_PLAYERS};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use super::narrate::{join_names, truncate};
use super::sentence_case;
use super::status::{rules_line, timers_line};
use crate::discord::control::Control;
use crate::service::LoadedGame;

/// Lobby controls carry this turn; anything else on a lobby control is forged.
pub const LOBBY_TURN: u32 = 0;

/// The button that shows the rules privately, on the lobby and on the first turn.
pub const RULES_LABEL: &str = "Rules";

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

pub fn content(loaded: &LoadedGame) -> String {
    let max = seats_max(loaded);
    let mut out = format!(
        "**Carcassonne**: a new game is looking for players.\nHost: <@{}>\nRules: {}\n{}\nPlayers ({}/{max}):\n",
        loaded.row.host_id,
        rules_line(&loaded.config, &loaded.settings),
        timers_line(&loaded.settings),
        loaded.seats.len(),
    );
    for seat in &loaded.seats {
        match seat.ai {
            Some(_) => out.push_str(&format!(
                "- 🤖 {} ({}, computer)\n",
                seat.mention(),
                seat.colour
            )),
            None => out.push_str(&format!("- {} ({})\n", seat.mention(), seat.colour)),
        }
    }
    out.push_str(&format!("Press **Join** to take a seat; the host may add computer players (**Add AI**, **AI level** picks Easy, Medium or Hard) and presses **Start** when everyone is in ({MIN_PLAYERS} to {max} players)."));
    if loaded.config.game == GameKind::Carcassonne {
        out.push_str(" The host may switch expansions on and off below.");
    }
    out
}

/// A lobby posted again for someone who asked for a game while it is open (its message may be
/// far up, or lost).
pub fn shown_again(lobby: &LoadedGame) -> String {
    truncate(
        format!(
            "This channel already has a lobby; here it is again.\n{}",
            content(lobby)
        ),
        1900,
    )
}

/// How a rematch lobby's first line begins.
const REMATCH: &str = "**Rematch!** Same rules as the last game.";

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
    let waiting: Vec<String> = called
        .iter()
        .filter(|&&id| lobby.seat_of(id).is_none())
        .map(|id| format!("<@{id}>"))
        .collect();
    if waiting.is_empty() {
        format!("{REMATCH} Everyone called has joined.")
    } else {
        format!(
            "{REMATCH} {}: press **Join** to play again.",
            join_names(&waiting)
        )
    }
}

/// The lobby's words after a press on its message `shown`: a rematch lobby keeps its call
/// (the message itself holds who was called), updated to those still to join.
pub fn content_after(lobby: &LoadedGame, shown: &str) -> String {
    let Some(first) = shown.lines().next().filter(|l| l.starts_with(REMATCH)) else {
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
pub fn variant_label(what: &str, reading: &str) -> String {
    let full = format!("{what}: {reading}");
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

/// The lobby's controls; `ai_level` is the level the Add AI button adds.
pub fn rows(loaded: &LoadedGame, ai_level: Level) -> Vec<CreateActionRow> {
    let id = loaded.id();
    let b = |control: Control, label: &str, style: ButtonStyle| {
        CreateButton::new(control.fixed_id(id, LOBBY_TURN))
            .label(label)
            .style(style)
    };
    let quick = if loaded.settings.quick_game {
        "Quick game: on"
    } else {
        "Quick game: off"
    };
    let tile_counter = if loaded.settings.tile_counter {
        "Tile counter: on"
    } else {
        "Tile counter: off"
    };
    let hints = if loaded.settings.hints {
        "Hints: on"
    } else {
        "Hints: off"
    };
    let full = loaded.seats.len() >= seats_max(loaded);
    let mut rows = vec![
        CreateActionRow::Buttons(vec![
            b(Control::Join, "Join", ButtonStyle::Primary).disabled(full),
            b(Control::Leave, "Leave", ButtonStyle::Secondary),
            b(Control::Start, "Start", ButtonStyle::Success),
            b(Control::Cancel, "Cancel", ButtonStyle::Danger),
            b(Control::RemoveAi, "Remove AI", ButtonStyle::Secondary)
                .disabled(!loaded.seats.iter().any(|s| s.is_ai())),
        ]),
        CreateActionRow::Buttons(vec![
            b(Control::Quick, quick, ButtonStyle::Secondary),
            b(Control::TileCounter, tile_counter, ButtonStyle::Secondary),
            b(Control::Hints, hints, ButtonStyle::Secondary),
            b(
                Control::AddAi(ai_level),
                &format!("Add AI: {}", ai_level.name()),
                ButtonStyle::Primary,
            )
            .disabled(full),
            b(
                Control::ShowAiLevel(next_level(ai_level)),
                "AI level",
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
            let label = format!("{}: {}", e.label(), if on { "on" } else { "off" });
            let style = if on {
                ButtonStyle::Success
            } else {
                ButtonStyle::Secondary
            };
            b(Control::Rule(e), &label, style)
        })
        .collect();
    switches.push(b(Control::Rules, RULES_LABEL, ButtonStyle::Primary));
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
                let now = loaded.config.variant(v.key);
                let words = v
                    .options
                    .iter()
                    .find(|(o, _)| *o == now)
                    .map_or(now, |(_, w)| w);
                b(
                    Control::Variant(v),
                    &variant_label(v.label, words),
                    ButtonStyle::Secondary,
                )
            })
            .collect();
        if !readings.is_empty() && rows.len() < 5 {
            rows.push(CreateActionRow::Buttons(readings));
        }
    }
    rows
}

/// The lobby's buttons once it started: shown greyed out, so the message still reads as the
/// lobby it was.
pub fn closed_rows(loaded: &LoadedGame) -> Vec<CreateActionRow> {
    let id = loaded.id();
    let buttons = [
        (Control::Join, "Join"),
        (Control::Leave, "Leave"),
        (Control::Start, "Start"),
        (Control::Cancel, "Cancel"),
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

/// What the lobby message turns into once the game started.
pub fn started(loaded: &LoadedGame) -> String {
    let players: Vec<String> = loaded
        .seats
        .iter()
        .map(|s| format!("{} ({})", s.mention(), s.colour))
        .collect();
    format!(
        "**Carcassonne**: the game has started.\nRules: {}\nPlayers in turn order: {}",
        rules_line(&loaded.config, &loaded.settings),
        players.join(", ")
    )
}

#[cfg(test)]
mod tests;
