//! Final scoring as the score sheet tells it: every player's points from it, grouped by kind
//! of feature with their sum, and the whole list feature by feature as a text file. A full
//! box scores some forty features at the end; one line each in the last turn's message was
//! cut off by Discord's 2000 characters and read in no order.

use carcassonne_engine::{Event, ScoreKind, Words};

use super::narrate::{kind_noun, narrate_lines, scored_line, Names};
use crate::i18n::Lang;
use carcassonne_engine::Game;

/// The events of a move before final scoring, and whether final scoring follows them.
pub fn before_final_scoring(events: &[Event]) -> (&[Event], bool) {
    match events
        .iter()
        .position(|e| matches!(e, Event::FinalScoring { .. }))
    {
        Some(i) => (&events[..i], true),
        None => (events, false),
    }
}

/// The events from final scoring on.
fn final_events(events: &[Event]) -> &[Event] {
    let (before, _) = before_final_scoring(events);
    &events[before.len()..]
}

/// What one player scored at the end, by kind: (kind, features, points), in the order kinds
/// first scored.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct PlayerFinal {
    pub seat: usize,
    pub total: u32,
    pub by_kind: Vec<(ScoreKind, u32, u32)>,
}

/// Every seat's points from final scoring, grouped by kind; seats that scored nothing are
/// left out. The sum of each seat's kinds is its total.
pub fn by_player(events: &[Event], players: usize) -> Vec<PlayerFinal> {
    let mut out: Vec<PlayerFinal> = (0..players)
        .map(|seat| PlayerFinal {
            seat,
            ..PlayerFinal::default()
        })
        .collect();
    for e in final_events(events) {
        let Event::Scored {
            kind,
            points,
            winners,
            ..
        } = e
        else {
            continue;
        };
        if *points == 0 {
            continue;
        }
        for &w in winners {
            let Some(p) = out.get_mut(w) else { continue };
            p.total += points;
            match p.by_kind.iter_mut().find(|(k, _, _)| k == kind) {
                Some((_, n, sum)) => {
                    *n += 1;
                    *sum += points;
                }
                None => p.by_kind.push((*kind, 1, *points)),
            }
        }
    }
    out.retain(|p| p.total > 0);
    out.sort_by(|a, b| b.total.cmp(&a.total).then(a.seat.cmp(&b.seat)));
    out
}

/// "**alice** +23: 4 from 2 cities, 7 from 3 roads, 3 from 1 farm".
pub fn player_line(lang: Lang, p: &PlayerFinal, names: &Names<'_>, words: &Words) -> String {
    let kinds: Vec<String> = p
        .by_kind
        .iter()
        .map(|&(kind, n, sum)| {
            crate::t!(
                lang,
                "narr-sheet-kind",
                points = sum,
                count = n,
                noun = kind_noun(lang, words, kind, n)
            )
        })
        .collect();
    crate::t!(
        lang,
        "narr-sheet-player",
        player = names.of(lang, p.seat),
        total = p.total,
        kinds = kinds.join(", ")
    )
}

/// The whole of final scoring as plain text: each player's features one per line, then
/// everything in the order it happened.
pub fn detail_text(
    lang: Lang,
    events: &[Event],
    names: &Names<'_>,
    after: &Game,
    players: usize,
) -> String {
    let words = after.words();
    let finals = final_events(events);
    let mut out = crate::t!(lang, "narr-sheet-by-player");
    out.push('\n');
    for seat in 0..players {
        let lines: Vec<String> = finals
            .iter()
            .filter_map(|e| match e {
                Event::Scored { winners, .. } if winners.contains(&seat) => {
                    scored_line(lang, e, names, words)
                }
                _ => None,
            })
            .collect();
        if lines.is_empty() {
            continue;
        }
        out.push_str(&format!("\n{}\n", names.of(lang, seat)));
        for line in lines {
            out.push_str(&format!("- {}\n", line.replace("**", "")));
        }
    }
    out.push('\n');
    out.push_str(&crate::t!(lang, "narr-sheet-in-order"));
    out.push('\n');
    for line in narrate_lines(lang, finals, names, after) {
        out.push_str(&format!("- {}\n", line.replace("**", "")));
    }
    out
}

#[cfg(test)]
mod tests;
