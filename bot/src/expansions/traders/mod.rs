//! Traders & Builders in words: goods taken from a completed city, the majorities scored at
//! the end, and its part of the rules help.

use crate::i18n::Lang;
use carcassonne_engine::expansions::traders::Goods;
use carcassonne_engine::{Event, GameConfig, ScoreKind};

use super::{RulesSection, Telling, Told};
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

    fn rules(&self, _config: &GameConfig, _lang: Lang) -> Vec<RulesSection> {
        let goods: Vec<&str> = Goods::ALL.iter().map(|g| g.name()).collect();
        vec![
            RulesSection::new(
                "Traders & Builders",
                format!(
                    "Each player also has a builder and a pig; neither counts for a majority.\n\
                     **Goods:** whoever places the tile that completes a city takes a goods \
                     token for each symbol in it ({}), whoever holds the city. At the end, the \
                     player with the most of each kind scores 10 points (tied players all \
                     score).\n\
                     **Pig:** put it in a field of the tile you placed where you already have a \
                     farmer. At the end, if you win that field, it scores 4 points per \
                     completed city for you instead of 3.",
                    goods.join(", ")
                ),
            ),
            RulesSection::new(
                "The builder's double turn",
                "Put your builder on a road or city of the tile you placed where you already \
                 have a follower. Whenever a later tile of yours extends that road or city, \
                 you play a second turn at once: draw another tile, place it, put a figure on \
                 it if you like (a second turn never earns a third). The builder goes home \
                 when its road or city is scored, or when your last follower leaves it.",
            )
            .with_picture("builder"),
        ]
    }
}
