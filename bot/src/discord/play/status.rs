//! Texts about the state of a game: `/carcassonne status`, the score sheet at the end and the
//! lobby's description of the rules, in the language asked for (the reader's for status, the
//! game's for the score sheet and the lobby).

use carcassonne_engine::{Game, GameConfig, GameKind, ScoreKind, Words};

use super::narrate::{figure_noun, held_words, join_names, kind_noun, truncate, Names};
use super::rules_text::{expansion_label, game_label};
use crate::i18n::{Args, Lang};
use crate::service::{FinalBreakdown, LoadedGame, PlayerResult};
use crate::store::Settings;
use crate::t;

/// [`duration_words`] in `lang`.
pub fn duration_words(lang: Lang, secs: u32) -> String {
    match secs {
        0 => t!(lang, "narr-time-off"),
        s if s % 86_400 == 0 => t!(lang, "narr-time-days", count = s / 86_400),
        s if s % 3_600 == 0 => t!(lang, "narr-time-hours", count = s / 3_600),
        s if s % 60 == 0 => t!(lang, "narr-time-minutes", count = s / 60),
        s => t!(lang, "narr-time-seconds", count = s),
    }
}

/// [`elapsed_words`] in `lang`.
pub fn elapsed_words(lang: Lang, secs: u32) -> String {
    let (days, hours, minutes) = (secs / 86_400, secs % 86_400 / 3_600, secs % 3_600 / 60);
    match (days, hours) {
        (0, 0) => t!(lang, "narr-time-minutes", count = minutes.max(1)),
        (0, h) => t!(lang, "narr-time-hours", count = h),
        (d, 0) => t!(lang, "narr-time-days", count = d),
        (d, h) => t!(lang, "narr-time-days-hours", days = d, hours = h),
    }
}

/// The rule options of a game in one line, in `lang`.
pub fn rules_line(lang: Lang, config: &GameConfig, settings: &Settings) -> String {
    // Messages already open with "Carcassonne": a separate game goes by its own name.
    let mut parts = vec![if config.game == GameKind::Carcassonne {
        t!(lang, "narr-status-base-game")
    } else {
        let label = game_label(config.game, lang);
        match label.split_once(" – ") {
            Some(("Carcassonne", own)) => own.to_owned(),
            _ => label,
        }
    }];
    parts.extend(config.rules.iter().map(|&e| expansion_label(e, lang)));
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
            let reading = format!("rules-reading-{}", v.key);
            let mut label = named(lang, &reading, v.label);
            if lang == Lang::En {
                label = label.to_lowercase();
            }
            let words = named(lang, &format!("{reading}-{value}"), words);
            line.push_str("; ");
            line.push_str(&t!(
                lang,
                "narr-status-reading",
                label = label,
                words = words
            ));
        }
    }
    if settings.quick_game {
        line.push_str("; ");
        line.push_str(&match config.tile_limit {
            Some(n) => t!(lang, "narr-status-quick-tiles", count = n),
            None => t!(lang, "narr-status-quick"),
        });
    }
    if !settings.tile_counter {
        line.push_str("; ");
        line.push_str(&t!(lang, "narr-status-no-counter"));
    }
    line
}

/// The message `key` when the catalogue has it, else `fallback` (the engine's English).
fn named(lang: Lang, key: &str, fallback: &str) -> String {
    if crate::i18n::catalogue().has(Lang::En, key) {
        crate::i18n::text(lang, key, &Args::new())
    } else {
        fallback.to_owned()
    }
}

/// [`timers_line`] in `lang`.
pub fn timers_line(lang: Lang, settings: &Settings) -> String {
    t!(
        lang,
        "narr-status-timers",
        reminder = duration_words(lang, settings.reminder_secs),
        timeout = duration_words(lang, settings.timeout_secs)
    )
}

/// A player's colour ("yellow", as the store keeps it) in `lang`.
pub fn colour_words(lang: Lang, colour: &str) -> String {
    named(lang, &format!("narr-colour-{colour}"), colour)
}

/// A score sheet's heading for `kind`: "cities", "paths", "farms".
fn kind_heading(lang: Lang, words: &Words, kind: ScoreKind) -> String {
    kind_noun(lang, words, kind, 2)
}

/// `/carcassonne status` of a running game, in the reader's `lang`.
pub fn status_text(lang: Lang, loaded: &LoadedGame) -> String {
    let Some(game) = &loaded.game else {
        let names: Vec<String> = loaded
            .seats
            .iter()
            .map(|s| s.display_name.clone())
            .collect();
        return t!(
            lang,
            "narr-status-lobby",
            count = loaded.seats.len(),
            players = join_names(lang, &names)
        );
    };
    let mut out = t!(
        lang,
        "narr-status-header",
        rules = rules_line(lang, &loaded.config, &loaded.settings)
    );
    out.push('\n');
    let what = crate::expansions::asking(game).map_or_else(String::new, |q| q.waiting_for(lang));
    match loaded.current_seat() {
        Some(seat) => out.push_str(&t!(
            lang,
            "narr-status-turn",
            turn = game.turn() + 1,
            mention = seat.mention(),
            what = what,
            since = format!("<t:{}:R>", loaded.row.updated_at)
        )),
        None => out.push_str(&t!(lang, "narr-game-over")),
    }
    out.push('\n');
    out.push_str(&t!(
        lang,
        "narr-status-tiles-left",
        count = game.tiles_left()
    ));
    out.push('\n');
    let names: Vec<String> = loaded
        .seats
        .iter()
        .map(|s| s.display_name.clone())
        .collect();
    for line in crate::expansions::all(|p| p.status_line(game, &Names(&names), lang)) {
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
            .map(|(kind, points)| format!("{} {points}", kind_heading(lang, words, kind)))
            .collect();
        let if_over = projected.get(index).copied().unwrap_or_default();
        let gains: Vec<String> = ScoreKind::all()
            .iter()
            .filter_map(|&k| {
                let gain = if_over.get(k).saturating_sub(now.get(k));
                (gain > 0).then(|| format!("{} +{gain}", kind_heading(lang, words, k)))
            })
            .collect();
        let figures = figures_in_hand(lang, game, index);
        // Tokens that score at the end: what they will be worth is part of the picture.
        let held = held_words(&game.tokens(index), lang);
        let gone = if seat.removed {
            format!(" ({})", t!(lang, "narr-status-left"))
        } else {
            String::new()
        };
        let detail = if by_kind.is_empty() {
            String::new()
        } else {
            format!(" ({})", by_kind.join(", "))
        };
        let ending = if gains.is_empty() {
            t!(lang, "narr-status-if-over", total = if_over.total())
        } else {
            t!(
                lang,
                "narr-status-if-over-gains",
                total = if_over.total(),
                gains = gains.join(", ")
            )
        };
        out.push_str(&t!(
            lang,
            "narr-status-player",
            player = seat.display_name.clone(),
            colour = colour_words(lang, &seat.colour),
            score = score,
            detail = detail,
            ending = ending,
            figures = figures,
            held = held,
            gone = gone
        ));
        out.push('\n');
    }
    out.push_str(&timers_line(lang, &loaded.settings));
    truncate(out, 1900)
}

/// The figures seat `index` has in hand, every kind the game plays with: "6 followers, 1 large
/// follower, 0 builders".
pub fn figures_in_hand(lang: Lang, game: &Game, index: usize) -> String {
    let words = game.words();
    let supply = game.supply(index);
    let figures: Vec<String> = game
        .starting_supply()
        .iter()
        .map(|(kind, _)| {
            let n = u32::from(supply.get(kind));
            t!(
                lang,
                "narr-status-figures",
                count = n,
                figure = figure_noun(lang, words, kind, n)
            )
        })
        .collect();
    figures.join(", ")
}

fn points_for(p: &PlayerResult, kind: ScoreKind) -> u32 {
    p.by_kind
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(0, |(_, n)| *n)
}

/// The end-of-game score sheet in the game's words and `lang`: one line per player by kind of
/// points, with the harvest tokens they held, then the winners.
pub fn breakdown_text(lang: Lang, sheet: &FinalBreakdown) -> String {
    let words = sheet.game.words();
    let mut out = String::new();
    for p in &sheet.players {
        let parts: Vec<String> = sheet
            .columns
            .iter()
            .map(|&k| format!("{} {}", kind_heading(lang, words, k), points_for(p, k)))
            .collect();
        let detail = if parts.is_empty() {
            String::new()
        } else {
            format!(" ({})", parts.join(", "))
        };
        let held = held_words(&p.tokens, lang);
        let gone = if p.removed {
            format!(" ({})", t!(lang, "narr-status-left"))
        } else {
            String::new()
        };
        out.push_str(&t!(
            lang,
            "narr-sheet-line",
            player = p.display_name.clone(),
            colour = colour_words(lang, &p.colour),
            total = p.total,
            detail = detail,
            held = held,
            gone = gone
        ));
        out.push('\n');
    }
    let winners: Vec<String> = sheet
        .players
        .iter()
        .filter(|p| sheet.winners.contains(&p.seat))
        .map(|p| p.mention.clone())
        .collect();
    match winners.len() {
        0 => out.push_str(&t!(lang, "narr-sheet-nobody-wins")),
        1 => out.push_str(&t!(lang, "narr-sheet-winner", player = winners[0].clone())),
        _ => out.push_str(&t!(
            lang,
            "narr-sheet-winners",
            players = join_names(lang, &winners)
        )),
    }
    truncate(out, 1800)
}

#[cfg(test)]
mod tests;
