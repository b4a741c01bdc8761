//! Traders & Builders in words: goods taken from a completed city and the majorities scored
//! at the end.

use carcassonne_engine::expansions::traders::Goods;
use carcassonne_engine::{Event, ScoreKind};

use super::{Telling, Told};
use crate::discord::play::narrate::points;

/// Traders & Builders' words.
pub struct Part;

fn is_goods(key: &str) -> bool {
    Goods::ALL.iter().any(|g| g.name() == key)
}

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        "traders"
    }

    fn tell<'a>(
        &self,
        event: &'a Event,
        _rest: &mut &'a [Event],
        cx: &mut Telling<'a>,
    ) -> Option<Told> {
        let line = match event {
            Event::TokensTaken { player, key, count } if is_goods(key) => format!(
                "{} took {count} {key} token{} from the city.",
                cx.names.of(*player),
                if *count == 1 { "" } else { "s" }
            ),
            Event::Scored {
                kind: ScoreKind::Goods,
                points: n,
                winners,
                ..
            } => format!(
                "Goods majority: {} to {}.",
                points(*n),
                cx.names.list(winners)
            ),
            _ => return None,
        };
        Some(Told::Line(line))
    }
}
