//! Hills & Sheep in words: the tile buried under a hill, the sheep and wolves drawn for a
//! flock, a gathered flock's points, and its part of the rules help.

use crate::i18n::Lang;
use carcassonne_engine::expansions::hills::SheepToken;
use carcassonne_engine::expansions::hills::FLOCK_CLOSED;
use carcassonne_engine::{Event, GameConfig, ScoreKind};

use super::{RulesSection, Telling, Told};
use crate::discord::play::narrate::points;

/// Hills & Sheep's words.
pub struct Part;

const CAPABILITY: &str = "hills";

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
        let names = cx.names;
        let line = match event {
            Event::TileBuried { player } => format!(
                "The next tile went face down under {}'s hill, out of the game.",
                names.of(*player)
            ),
            Event::Happened {
                capability: CAPABILITY,
                what: "wolf",
                player,
                ..
            } => format!(
                "{} drew **a wolf**: the flock is scattered and its shepherds go home.",
                names.of(*player)
            ),
            Event::Happened {
                capability: CAPABILITY,
                what,
                player,
                count,
                ..
            } => match SheepToken::from_key(what, *count) {
                Some(token) => format!("{} drew {token} for the flock.", names.of(*player)),
                None => return Some(Told::Silent),
            },
            Event::Scored {
                kind: ScoreKind::Flock,
                points: n,
                winners,
                ..
            } => format!(
                "The flock is gathered: {} to {}.",
                points(*n),
                names.list(winners)
            ),
            _ => return None,
        };
        Some(Told::Line(line))
    }

    fn rules(&self, config: &GameConfig, _lang: Lang) -> Vec<RulesSection> {
        let closed = if config.variant(FLOCK_CLOSED) == "scores" {
            " A flock whose field is completed scores at once."
        } else {
            ""
        };
        vec![
            RulesSection::new(
                "Hills & Sheep",
                "**Hills:** when you draw a hill tile, the next tile of the pile goes under it, \
                 face down and out of the game. When a majority is tied, a follower standing on \
                 a hill tile wins it for its owner (roads, cities and fields, during the game \
                 and at the end).\n\
                 **Vineyards:** a completed monastery scores 3 more points for each vineyard on \
                 the 8 tiles around it.",
            ),
            RulesSection::new(
                "Shepherd and flock",
                format!(
                    "Each player also has a shepherd. Instead of a follower you may put it in a \
                     field of the tile you placed that has no shepherd yet (farmers do not \
                     matter), and draw a token from the bag: sheep join its flock, a wolf sends \
                     it home.\n\
                     Whenever your own tile extends your shepherd's field, choose: **grow** the \
                     flock (draw another token; a wolf scatters every sheep of the field and \
                     sends its shepherds home, unscored) or **gather** it: every shepherd in the \
                     field scores 1 point per sheep there, then goes home.{closed} Shepherds \
                     score nothing at the end and count for no majority."
                ),
            )
            .with_picture("flock"),
        ]
    }
}
