//! The rules help's picture of The Wheel of Fortune: the wheel as a game starts (the pig on
//! Fortune, a follower on a crown) and what each of its six slices does, in the engine's words.

use carcassonne_engine::expansions::wheel::WheelSegment;
use carcassonne_engine::geometry::Pos;
use carcassonne_engine::{Action, GameConfig, GameKind, Spot};
use image::RgbaImage;

use super::board::{segment_colour, CROWN_GOLD};
use crate::diagram::{Diagram, Position, RulesPicture, MAX_WIDTH};
use crate::replay::Painter;
use crate::RenderError;

pub(super) static PICTURES: [RulesPicture; 1] = [RulesPicture {
    name: "wheel",
    draw: wheel,
}];

const CELL: u32 = 84;

fn wheel(p: &Painter<'_>) -> Result<RgbaImage, RenderError> {
    let config = GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(2, [])
    };
    let mut at = Position::laid_out("wheel", config, &["U", "U", "U"])?;
    let place = at.offered(|a| matches!(a, Action::Place(_)))?;
    at.apply(place)?;
    // A follower on Storm's first crown shows where crowns are.
    let storm = WheelSegment::Storm.spaces().start;
    let crown =
        at.offered(|a| matches!(a, Action::Deploy { spot: Spot::Space(k), .. } if *k == storm))?;
    at.apply(crown)?;
    let Some(w) = at.game.wheel() else {
        return Err(RenderError::RulesPosition {
            picture: "wheel",
            why: "the game has no wheel".into(),
        });
    };
    let last = Pos::new(w.origin.x + w.cells - 1, w.origin.y + w.cells - 1);
    let caption = "The wheel: a tile with a number (1 to 3) moves the pig that many slices \
                   clockwise. The slice where it stops acts at once:";
    let mut d = Diagram::wide(p, &at.game, (w.origin, last), CELL, caption, MAX_WIDTH);
    let mut rows: Vec<_> = WheelSegment::ALL
        .iter()
        .map(|s| {
            (
                Some(segment_colour(*s)),
                format!("{}: {}", s.name(), s.effect()),
            )
        })
        .collect();
    rows.push((
        Some(CROWN_GOLD),
        "Crowns: next, each follower on that slice's crowns scores 3 (6 if alone on a slice \
         with two crowns) and goes home."
            .to_owned(),
    ));
    d.legend(&rows);
    Ok(d.finish())
}
