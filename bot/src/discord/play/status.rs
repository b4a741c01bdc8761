//! Texts about the state of a game: `/carcassonne status`, the score sheet at the end and the
//! lobby's description of the rules.

use carcassonne_engine::{GameConfig, GameKind, ScoreKind};

use super::narrate::{held_words, join_names, truncate, Names};
use crate::service::{FinalBreakdown, LoadedGame, PlayerResult};
use crate::store::Settings;

/// "4 h", "1 day", "off": how timers are shown.
pub fn duration_words(secs: u32) -> String {
    match secs {
        0 => "off".into(),
        s if s % 86_400 == 0 => match s / 86_400 {
            1 => "1 day".into(),
            d => format!("{d} days"),
        },
        s if s % 3_600 == 0 => format!("{} h", s / 3_600),
        s if s % 60 == 0 => format!("{} min", s / 60),
        s => format!("{s} s"),
    }
}

/// How long something has lasted, to the hour or minute: "2 days 3 h", "5 h", "40 min".
pub fn elapsed_words(secs: u32) -> String {
    let (days, hours, minutes) = (secs / 86_400, secs % 86_400 / 3_600, secs % 3_600 / 60);
    match (days, hours) {
        (0, 0) => format!("{} min", minutes.max(1)),
        (0, h) => format!("{h} h"),
        (1, 0) => "1 day".into(),
        (d, 0) => format!("{d} days"),
        (1, h) => format!("1 day {h} h"),
        (d, h) => format!("{d} days {h} h"),
    }
}

/// The rule options of a game in one line.
pub fn rules_line(config: &GameConfig, settings: &Settings) -> String {
    // Messages already open with "Carcassonne": a separate game goes by its own name.
    let mut parts = vec![if config.game == GameKind::Carcassonne {
        "base game".to_owned()
    } else {
        let label = config.game.label();
        label
            .strip_prefix("Carcassonne – ")
            .unwrap_or(label)
            .to_owned()
    }];
    parts.extend(config.rules.iter().map(|e| e.label().to_owned()));
    let mut line = parts.join(", ");
    // Readings that differ from the rulebooks', for the rules in play.
    for (key, value) in &config.variants {
        let Some(v) = carcassonne_engine::variants::variant(key) else {
            continue;
        };
        if v.expansion.is_some_and(|e| !config.has(e)) {
            continue;
        }
        if let Some((_, words)) = v.options.iter().find(|(o, _)| o == value) {
            line.push_str(&format!("; {}: {words}", v.label.to_lowercase()));
        }
    }
    if settings.quick_game {
        match config.tile_limit {
            Some(n) => line.push_str(&format!("; quick game ({n} tiles)")),
            None => line.push_str("; quick game"),
        }
    }
    if !settings.tile_counter {
        line.push_str("; no tile counter");
    }
    line
}

pub fn timers_line(settings: &Settings) -> String {
    format!(
        "Reminder after {}, timeout after {}.",
        duration_words(settings.reminder_secs),
        duration_words(settings.timeout_secs)
    )
}

/// `/carcassonne status` of a running game.
pub fn status_text(loaded: &LoadedGame) -> String {
    let Some(game) = &loaded.game else {
        return format!(
            "A lobby is open with {} player(s): {}.",
            loaded.seats.len(),
            join_names(
                &loaded
                    .seats
                    .iter()
                    .map(|s| s.display_name.clone())
                    .collect::<Vec<_>>()
            )
        );
    };
    let mut out = format!(
        "**Carcassonne**: {}\n",
        rules_line(&loaded.config, &loaded.settings)
    );
    let what = crate::expansions::asking(game).map_or("", |q| q.waiting_for(crate::i18n::UNSET));
    match loaded.current_seat() {
        Some(seat) => out.push_str(&format!(
            "Turn {}: waiting for {}{what} since <t:{}:R>.\n",
            game.turn() + 1,
            seat.mention(),
            loaded.row.updated_at
        )),
        None => out.push_str("The game is over.\n"),
    }
    out.push_str(&format!("Tiles left: {}.\n", game.tiles_left()));
    let names: Vec<String> = loaded
        .seats
        .iter()
        .map(|s| s.display_name.clone())
        .collect();
    for line in crate::expansions::all(|p| p.status_line(game, &Names(&names), crate::i18n::UNSET)) {
        out.push_str(&format!("{line}\n"));
    }
    let projected = game.projected_breakdowns();
    let words = game.words();
    for seat in &loaded.seats {
        let index = seat.seat as usize;
        let score = game.scores().get(index).copied().unwrap_or(0);
        let now = game.breakdown(index);
        let by_kind: Vec<String> = now
            .iter()
            .map(|(kind, points)| format!("{} {points}", words.score_plural(kind)))
            .collect();
        let if_over = projected.get(index).copied().unwrap_or_default();
        let gains: Vec<String> = ScoreKind::all()
            .iter()
            .filter_map(|&k| {
                let gain = if_over.get(k).saturating_sub(now.get(k));
                (gain > 0).then(|| format!("{} +{gain}", words.score_plural(k)))
            })
            .collect();
        let supply = game.supply(index);
        let in_game = game.starting_supply();
        let figures: Vec<String> = in_game
            .iter()
            .map(|(kind, _)| words.figure_count(kind, usize::from(supply.get(kind))))
            .collect();
        let figures = figures.join(", ");
        // Tokens that score at the end: what they will be worth is part of the picture.
        let held = held_words(&game.tokens(index));
        let gone = if seat.removed { " (left the game)" } else { "" };
        let detail = if by_kind.is_empty() {
            String::new()
        } else {
            format!(" ({})", by_kind.join(", "))
        };
        let ending = if gains.is_empty() {
            format!("{} if the game ended now", if_over.total())
        } else {
            format!(
                "{} if the game ended now: {}",
                if_over.total(),
                gains.join(", ")
            )
        };
        out.push_str(&format!(
            "- **{}** ({}): {score} points{detail}; {ending}; {figures} in hand{held}{gone}\n",
            seat.display_name, seat.colour
        ));
    }
    out.push_str(&timers_line(&loaded.settings));
    truncate(out, 1900)
}

fn points_for(p: &PlayerResult, kind: ScoreKind) -> u32 {
    p.by_kind
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(0, |(_, n)| *n)
}

/// The end-of-game score sheet in the game's words: one line per player by kind of points,
/// with the harvest tokens they held, then the winners.
pub fn breakdown_text(sheet: &FinalBreakdown) -> String {
    let words = sheet.game.words();
    let mut out = String::new();
    for p in &sheet.players {
        let parts: Vec<String> = sheet
            .columns
            .iter()
            .map(|&k| format!("{} {}", words.score_plural(k), points_for(p, k)))
            .collect();
        let detail = if parts.is_empty() {
            String::new()
        } else {
            format!(" ({})", parts.join(", "))
        };
        let held = held_words(&p.tokens);
        let gone = if p.removed { " (left the game)" } else { "" };
        out.push_str(&format!(
            "- **{}** ({}): **{}** points{detail}{held}{gone}\n",
            p.display_name, p.colour, p.total,
        ));
    }
    let winners: Vec<String> = sheet
        .players
        .iter()
        .filter(|p| sheet.winners.contains(&p.seat))
        .map(|p| p.mention.clone())
        .collect();
    match winners.len() {
        0 => out.push_str("Nobody is left to win."),
        1 => out.push_str(&format!("🏆 Winner: {}!", winners[0])),
        _ => out.push_str(&format!("🏆 Winners (tie): {}!", join_names(&winners))),
    }
    truncate(out, 1800)
}

#[cfg(test)]
mod tests;
