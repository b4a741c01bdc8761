//! Hills & Sheep in words: the tile buried under a hill, the sheep and wolves drawn for a
//! flock, and a gathered flock's points.

use carcassonne_engine::expansions::hills::SheepToken;
use carcassonne_engine::{Event, ScoreKind};

use super::{Telling, Told};
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
}
