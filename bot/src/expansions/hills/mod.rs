//! Hills & Sheep in words: the tile buried under a hill, the sheep and wolves drawn for a
//! flock, a gathered flock's points, and its part of the rules help.

use crate::i18n::Lang;
use carcassonne_engine::expansions::hills::SheepToken;
use carcassonne_engine::expansions::hills::FLOCK_CLOSED;
use carcassonne_engine::{Event, GameConfig, ScoreKind};

use super::{RulesSection, Telling, Told};

/// Hills & Sheep's words.
pub struct Part;

const CAPABILITY: &str = "hills";

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        CAPABILITY
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        [
            carcassonne_i18n::sources!("locales"),
            carcassonne_i18n::sources!("rules"),
        ]
        .concat()
    }

    fn tell<'a>(
        &self,
        event: &'a Event,
        _rest: &mut &'a [Event],
        cx: &mut Telling<'a>,
    ) -> Option<Told> {
        let (names, lang) = (cx.names, cx.lang);
        let line = match event {
            Event::TileBuried { player } => {
                crate::t!(lang, "hills-buried", player = names.of(lang, *player))
            }
            Event::Happened {
                capability: CAPABILITY,
                what: "wolf",
                player,
                ..
            } => crate::t!(lang, "hills-drew-wolf", player = names.of(lang, *player)),
            Event::Happened {
                capability: CAPABILITY,
                what,
                player,
                count,
                ..
            } => match SheepToken::from_key(what, *count) {
                Some(SheepToken::Wolf) => {
                    crate::t!(lang, "hills-drew-wolf", player = names.of(lang, *player))
                }
                Some(token) => crate::t!(
                    lang,
                    "hills-drew-sheep",
                    player = names.of(lang, *player),
                    sheep = token.sheep(),
                ),
                None => return Some(Told::Silent),
            },
            Event::Scored {
                kind: ScoreKind::Flock,
                points: n,
                winners,
                ..
            } => crate::t!(
                lang,
                "hills-flock-gathered",
                points = *n,
                players = names.list(lang, winners),
            ),
            _ => return None,
        };
        Some(Told::Line(line))
    }

    fn rules(&self, config: &GameConfig, lang: Lang) -> Vec<RulesSection> {
        use crate::t;
        let closed = if config.variant(FLOCK_CLOSED) == "scores" {
            format!(" {}", t!(lang, "hills-rules-closed"))
        } else {
            String::new()
        };
        let shepherd = format!(
            "{}{closed} {}",
            t!(lang, "hills-rules-shepherd"),
            t!(lang, "hills-rules-shepherd-end")
        );
        vec![
            RulesSection::new(t!(lang, "hills-rules-title"), t!(lang, "hills-rules")),
            RulesSection::new(t!(lang, "hills-rules-shepherd-title"), shepherd)
                .with_picture("flock"),
        ]
    }
}
