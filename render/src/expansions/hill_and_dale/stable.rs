//! The stable: a barn on the meadow that scores the animals in the 3×3 square around it, which
//! the deploy close-up outlines and counts.

use carcassonne_engine::expansions::hill_and_dale::Animal;
use carcassonne_engine::geometry::Pos;
use carcassonne_engine::Game;

use crate::figures::FigureLook;
use crate::i18n::{self, Lang};
use crate::shapes::{self, Pt};

pub(super) static STABLE: FigureLook = FigureLook {
    key: "stable",
    sdf: stable_sdf,
    scale: 1.2,
    letter: Pt::new(0.5, 0.56),
    letter_px: 0.34,
    body: Pt::new(0.22, 0.8),
    lies_in_fields: false,
    square: Some(animals_around),
    badge: None,
};

/// Animals on the tiles of the 3×3 square centred on `pos`, as a stable there would count
/// them, in words.
fn animals_around(game: &Game, pos: Pos, lang: Lang) -> String {
    let animals: usize = game
        .board()
        .square_tiles(pos)
        .iter()
        .filter_map(|p| game.board().get(*p))
        .map(|t| {
            t.def()
                .symbols
                .iter()
                .filter(|m| Animal::ALL.iter().any(|a| a.name() == m.name()))
                .count()
        })
        .sum();
    i18n::t!(lang, "hill-and-dale-animals", count = animals)
}

/// The stable: a barn with a gambrel roof and a door, as wide as it is tall, so that it never
/// passes for a meeple lying in the same meadow.
fn stable_sdf(p: Pt) -> f32 {
    let barn = shapes::polygon(p, &STABLE_BARN) - 0.02;
    let door = shapes::rounded_box(p, Pt::new(0.5, 0.9), 0.1, 0.16, 0.02);
    barn.max(-door)
}

const STABLE_BARN: [Pt; 9] = [
    Pt::new(0.12, 0.95),
    Pt::new(0.12, 0.54),
    Pt::new(0.04, 0.54),
    Pt::new(0.2, 0.25),
    Pt::new(0.5, 0.08),
    Pt::new(0.8, 0.25),
    Pt::new(0.96, 0.54),
    Pt::new(0.88, 0.54),
    Pt::new(0.88, 0.95),
];
