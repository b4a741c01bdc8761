//! The game log of `/carcassonne log`: every move still standing (a turn taken back is not
//! there), turn by turn, in the words of the narration the channel read.

use super::narrate::{narrate_move_lines, truncate, Names};
use crate::i18n::Lang;
use crate::service::{History, MoveKind, Step};
use crate::t;

/// Room for the log in a message, below Discord's 2000 characters with the header.
const MESSAGE_ROOM: usize = 1800;

/// One move of the log: its turn and what happened, markdown as in the channel.
pub struct Entry {
    pub turn: u32,
    pub text: String,
}

/// The log of a game, one entry per move, oldest first, in `lang`.
pub fn entries(lang: Lang, history: &History, names: &Names<'_>) -> Vec<Entry> {
    history
        .steps
        .iter()
        .map(|step| Entry {
            turn: History::turn_of(step),
            // Narration only looks up tiles already placed, so the game now reads every move.
            text: entry_text(lang, step, names, &history.game),
        })
        .collect()
}

fn entry_text(
    lang: Lang,
    step: &Step,
    names: &Names<'_>,
    now: &carcassonne_engine::Game,
) -> String {
    let who = names.of(lang, step.seat as usize);
    let why = match step.kind {
        MoveKind::Skip => Some(t!(lang, "narr-log-skipped", player = &who)),
        MoveKind::Resign => Some(t!(lang, "narr-log-resigned", player = &who)),
        MoveKind::Remove => Some(t!(lang, "narr-log-removed", player = &who)),
        MoveKind::Chosen => Some(t!(lang, "narr-log-chosen", player = &who)),
        MoveKind::Play | MoveKind::Ai | MoveKind::Undo => None,
    };
    let mut lines: Vec<String> = why.into_iter().collect();
    lines.extend(narrate_move_lines(
        lang,
        &step.before,
        &step.events,
        names,
        now,
    ));
    if lines.is_empty() {
        lines.push(t!(lang, "narr-log-moved", player = &who));
    }
    t!(
        lang,
        "narr-log-entry",
        turn = History::turn_of(step),
        text = lines.join(" ")
    )
}

/// The log's heading: "**Game log** · base game · alice and bob, so far".
pub fn title(lang: Lang, loaded: &crate::service::LoadedGame, names: &[String]) -> String {
    let rules = super::status::rules_line(lang, &loaded.config, &loaded.settings);
    let players = super::narrate::join_names(lang, names);
    if loaded.is_running() {
        t!(
            lang,
            "narr-log-title-running",
            rules = rules,
            players = players
        )
    } else {
        t!(
            lang,
            "narr-log-title-finished",
            rules = rules,
            players = players
        )
    }
}

/// What `/carcassonne log` sends: the latest entries that fit a message, and the whole log as
/// plain text when they do not all fit.
pub struct LogReply {
    pub content: String,
    pub file: Option<String>,
}

pub fn reply(lang: Lang, title: &str, entries: &[Entry]) -> LogReply {
    if entries.is_empty() {
        return LogReply {
            content: format!("{title}\n{}", t!(lang, "narr-log-empty")),
            file: None,
        };
    }
    let mut shown: Vec<String> = Vec::new();
    let mut used = 0;
    for entry in entries.iter().rev() {
        let cost = entry.text.len() + 1;
        if used + cost > MESSAGE_ROOM {
            break;
        }
        used += cost;
        shown.push(entry.text.clone());
    }
    if shown.is_empty() {
        // One move said more than a message holds (a long final scoring): its beginning.
        if let Some(last) = entries.last() {
            shown.push(truncate(last.text.clone(), MESSAGE_ROOM));
        }
    }
    shown.reverse();
    if shown.len() == entries.len() && !shown.iter().any(|s| s.ends_with('…')) {
        return LogReply {
            content: format!("{title}\n{}", shown.join("\n")),
            file: None,
        };
    }
    let first_shown = entries[entries.len() - shown.len().max(1)].turn;
    let whole: Vec<String> = entries.iter().map(|e| plain(&e.text)).collect();
    LogReply {
        content: format!(
            "{title}\n{}\n{}",
            t!(lang, "narr-log-whole", turn = first_shown),
            shown.join("\n")
        ),
        file: Some(format!("{}\n\n{}\n", plain(title), whole.join("\n"))),
    }
}

/// Markdown bold left out, for the text file.
fn plain(text: &str) -> String {
    text.replace("**", "")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(turn: u32, len: usize) -> Entry {
        Entry {
            turn,
            text: format!("**Turn {turn}** · {}", "x".repeat(len)),
        }
    }

    #[test]
    fn a_short_log_fits_the_message() {
        let log = reply(Lang::En, "Log", &[entry(1, 10), entry(2, 10)]);
        assert!(log.file.is_none());
        assert!(log.content.contains("**Turn 1**") && log.content.contains("**Turn 2**"));
    }

    #[test]
    fn a_long_log_shows_the_latest_turns_and_attaches_all() {
        let entries: Vec<Entry> = (1..=40).map(|t| entry(t, 100)).collect();
        let log = reply(Lang::En, "Log", &entries);
        assert!(log.content.len() <= 2000, "{}", log.content.len());
        assert!(log.content.contains("**Turn 40**"));
        assert!(!log.content.contains("**Turn 1** "));
        let file = log.file.expect("the whole log");
        assert!(file.contains("Turn 1 · ") && file.contains("Turn 40 · "));
        assert!(!file.contains("**"), "plain text");
        let first = log
            .content
            .split("from turn ")
            .nth(1)
            .and_then(|r| r.split(' ').next())
            .expect("the first turn shown");
        assert!(log.content.contains(&format!("**Turn {first}**")));
    }

    #[test]
    fn a_move_longer_than_a_message_is_cut_and_attached_whole() {
        let log = reply(Lang::En, "Log", &[entry(1, 10), entry(2, 5000)]);
        assert!(log.content.len() <= 2000, "{}", log.content.len());
        assert!(log.content.contains("**Turn 2**"));
        let file = log.file.expect("the whole log");
        assert!(file.contains(&"x".repeat(5000)));
    }
}
