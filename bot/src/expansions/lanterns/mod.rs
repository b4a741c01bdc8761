//! Lanterns, the test-only expansion (feature `probe`), in words: its own event told, its
//! tokens counted, a status line for the lanterns burning and its glow scored. Its question
//! (keep the lantern or blow it out) needs nothing here: the panel's buttons are the engine's
//! descriptions, as for any question asked of the player whose turn it is.

use crate::i18n::Lang;
use carcassonne_engine::expansions::lanterns::{CAPABILITY, OIL};
use carcassonne_engine::{Event, FigureKind, Game, ScoreKind};
use carcassonne_render::cell_name;

use super::{Telling, Told};
use crate::discord::play::narrate::Names;

/// Lanterns' words.
pub struct Part;

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        CAPABILITY
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        carcassonne_i18n::sources!("locales").to_vec()
    }

    fn tell<'a>(
        &self,
        event: &'a Event,
        _rest: &mut &'a [Event],
        cx: &mut Telling<'a>,
    ) -> Option<Told> {
        let lang = cx.lang;
        let line = match event {
            Event::Happened {
                capability: CAPABILITY,
                player,
                at,
                ..
            } => match at {
                Some((pos, _)) => crate::t!(
                    lang,
                    "lanterns-lit-at",
                    player = cx.names.of(lang, *player),
                    cell = cell_name(*pos),
                ),
                None => crate::t!(lang, "lanterns-lit", player = cx.names.of(lang, *player)),
            },
            Event::Scored {
                kind: ScoreKind::Glow,
                points: n,
                winners,
                ..
            } => crate::t!(
                lang,
                "lanterns-blown-out",
                players = cx.names.list(lang, winners),
                points = *n,
            ),
            // Told with the lantern's line.
            Event::TokensTaken { key: OIL, .. } => return Some(Told::Silent),
            _ => return None,
        };
        Some(Told::Line(line))
    }

    fn token_count(&self, key: &str, n: u32, lang: Lang) -> Option<String> {
        (key == OIL).then(|| crate::t!(lang, "lanterns-oil", count = n))
    }

    fn status_line(&self, game: &Game, names: &Names, lang: Lang) -> Option<String> {
        if !game.capabilities().any(|c| c == CAPABILITY) {
            return None;
        }
        let burning: Vec<String> = game
            .figures()
            .filter(|f| f.kind == FigureKind::LANTERN)
            .map(|f| {
                crate::t!(
                    lang,
                    "lanterns-burning-at",
                    player = names.of(lang, f.player),
                    cell = cell_name(f.pos),
                )
            })
            .collect();
        Some(if burning.is_empty() {
            crate::t!(lang, "lanterns-none-burning")
        } else {
            crate::t!(lang, "lanterns-burning", lanterns = burning.join(", "))
        })
    }
}
