//! Texts about the state of a game: `/carcassonne status`, the score sheet at the end and the
//! lobby's description of the rules.

use carcassonne_engine::{GameConfig, GameKind, ScoreKind};

use super::narrate::{harvest_only, harvest_words, join_names, truncate, Names};
use super::wheel;
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
    let what = if wheel::is_plague(game) {
        " to choose which follower the plague sends home"
    } else {
        ""
    };
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
    if let Some(line) = wheel::status_line(game, &Names(&names)) {
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
        // Harvest tokens score at the end: what they will be worth is part of the picture.
        let harvest = harvest_only(&game.tokens(index));
        let held = if harvest.is_empty() {
            String::new()
        } else {
            let sets = carcassonne_engine::expansions::hill_and_dale::harvest_sets(&harvest);
            format!("; harvest tokens: {}", harvest_words(&harvest, sets))
        };
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
        let harvest = harvest_only(&p.tokens);
        let held = if harvest.is_empty() {
            String::new()
        } else {
            format!(
                "; harvest tokens: {}",
                harvest_words(&harvest, p.harvest_sets)
            )
        };
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
mod tests {
    use super::*;
    use carcassonne_engine::Tokens;

    #[test]
    fn durations_read_naturally() {
        assert_eq!(duration_words(0), "off");
        assert_eq!(duration_words(4 * 3600), "4 h");
        assert_eq!(duration_words(86_400), "1 day");
        assert_eq!(duration_words(3 * 86_400), "3 days");
        assert_eq!(duration_words(90), "90 s");
        assert_eq!(elapsed_words(2 * 86_400 + 3 * 3600 + 17), "2 days 3 h");
        assert_eq!(elapsed_words(86_400 + 59), "1 day");
        assert_eq!(elapsed_words(5 * 3600 + 1200), "5 h");
        assert_eq!(elapsed_words(40 * 60 + 5), "40 min");
        assert_eq!(elapsed_words(3), "1 min");
    }

    fn player(seat: u32, name: &str, by_kind: &[(ScoreKind, u32)]) -> PlayerResult {
        PlayerResult {
            seat,
            user_id: 100 + u64::from(seat),
            mention: format!("<@{}>", 100 + u64::from(seat)),
            display_name: name.into(),
            colour: "red".into(),
            removed: false,
            total: by_kind.iter().map(|(_, n)| n).sum(),
            by_kind: ScoreKind::all()
                .iter()
                .map(|&k| {
                    let n = by_kind
                        .iter()
                        .find(|(kind, _)| *kind == k)
                        .map_or(0, |p| p.1);
                    (k, n)
                })
                .collect(),
            tokens: Vec::new(),
            harvest_sets: 0,
        }
    }

    /// The columns of a Carcassonne sheet with the Abbot and farmers.
    const BASE: [ScoreKind; 5] = [
        ScoreKind::City,
        ScoreKind::Road,
        ScoreKind::Monastery,
        ScoreKind::Garden,
        ScoreKind::Field,
    ];

    #[test]
    fn the_score_sheet_lists_every_kind_and_all_tied_winners() {
        let sheet = FinalBreakdown {
            game_id: 1,
            game: GameKind::Carcassonne,
            columns: BASE.to_vec(),
            finished: true,
            players: vec![
                player(0, "alice", &[(ScoreKind::City, 12)]),
                player(1, "bob", &[(ScoreKind::City, 12)]),
            ],
            winners: vec![0, 1],
        };
        let text = breakdown_text(&sheet);
        for word in [
            "roads 0",
            "cities 12",
            "monasteries 0",
            "gardens 0",
            "farms 0",
        ] {
            assert!(text.contains(word), "{word} missing from {text}");
        }
        // Kinds that are not columns of this game are not rows of zeros.
        for word in ["goods", "hikes", "stables", "harvest"] {
            assert!(!text.contains(word), "{word} in {text}");
        }
        assert!(text.contains("Winners (tie): <@100> and <@101>"), "{text}");
    }

    #[test]
    fn over_hill_and_dale_sheets_speak_of_paths_fields_stables_and_harvest() {
        let mut alice = player(
            0,
            "alice",
            &[
                (ScoreKind::City, 6),
                (ScoreKind::Road, 3),
                (ScoreKind::Hike, 2),
                (ScoreKind::Stable, 4),
                (ScoreKind::Harvest, 11),
            ],
        );
        alice.tokens = ["apple", "strawberry", "pumpkin", "sunflower", "grain"]
            .into_iter()
            .map(|key| Tokens { key, count: 1 })
            .collect();
        alice.tokens[0].count = 2;
        alice.harvest_sets = 1;
        let sheet = FinalBreakdown {
            game_id: 1,
            game: GameKind::OverHillAndDale,
            columns: vec![
                ScoreKind::City,
                ScoreKind::Road,
                ScoreKind::Hike,
                ScoreKind::Stable,
                ScoreKind::Harvest,
            ],
            finished: true,
            players: vec![alice, player(1, "bob", &[(ScoreKind::Road, 1)])],
            winners: vec![0],
        };
        let text = breakdown_text(&sheet);
        assert!(
            text.contains("**26** points (fields 6, paths 3, hikes 2, stables 4, harvest 11); harvest tokens: 2 apples, 1 strawberry, 1 pumpkin, 1 sunflower and 1 grain (1 set of five fruits)"),
            "{text}"
        );
        assert!(
            text.contains("**1** points (fields 0, paths 1, hikes 0, stables 0, harvest 0)\n"),
            "{text}"
        );
        for word in [
            "cities",
            "roads",
            "farms",
            "meadows",
            "monasteries",
            "gardens",
        ] {
            assert!(!text.contains(word), "{word} in {text}");
        }
    }
}
