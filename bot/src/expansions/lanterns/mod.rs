//! Lanterns, the test-only expansion (feature `probe`), in words: its own event told, its
//! tokens counted, a status line for the lanterns burning and its glow scored. Its question
//! (keep the lantern or blow it out) needs nothing here: the panel's buttons are the engine's
//! descriptions, as for any question asked of the player whose turn it is.

use crate::i18n::Lang;
use carcassonne_engine::expansions::lanterns::{CAPABILITY, OIL};
use carcassonne_engine::{Event, FigureKind, Game, ScoreKind};
use carcassonne_render::cell_name;

use super::{Telling, Told};
use crate::discord::play::narrate::{points, Names};

/// Lanterns' words.
pub struct Part;

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        CAPABILITY
    }

    fn tell<'a>(
        &self,
        event: &'a Event,
        _rest: &mut &'a [Event],
        cx: &mut Telling<'a>,
    ) -> Option<Told> {
        let line = match event {
            Event::Happened {
                capability: CAPABILITY,
                player,
                at,
                ..
            } => {
                let at = at.map_or(String::new(), |(pos, _)| {
                    format!(" at **{}**", cell_name(pos))
                });
                format!("🏮 {} lit a lantern{at}.", cx.names.of(*player))
            }
            Event::Scored {
                kind: ScoreKind::Glow,
                points: n,
                winners,
                ..
            } => format!(
                "🏮 {} blew a lantern out: {} of glow.",
                cx.names.list(winners),
                points(*n)
            ),
            // Told with the lantern's line.
            Event::TokensTaken { key: OIL, .. } => return Some(Told::Silent),
            _ => return None,
        };
        Some(Told::Line(line))
    }

    fn token_count(&self, key: &str, n: u32, _lang: Lang) -> Option<String> {
        (key == OIL).then(|| format!("{n} oil"))
    }

    fn status_line(&self, game: &Game, names: &Names, _lang: Lang) -> Option<String> {
        if !game.capabilities().any(|c| c == CAPABILITY) {
            return None;
        }
        let burning: Vec<String> = game
            .figures()
            .filter(|f| f.kind == FigureKind::LANTERN)
            .map(|f| format!("{} at {}", names.of(f.player), cell_name(f.pos)))
            .collect();
        Some(if burning.is_empty() {
            "🏮 No lantern burns.".to_owned()
        } else {
            format!("🏮 Lanterns burning: {}.", burning.join(", "))
        })
    }
}
