//! The rules help's picture of The Wheel of Fortune: the wheel as a game starts (the pig on
//! Fortune, a follower on a crown) and what each of its six slices does, in the engine's words.

use carcassonne_engine::expansions::wheel::WheelSegment;
use carcassonne_engine::geometry::Pos;
use carcassonne_engine::{Action, GameConfig, GameKind, Spot};
use image::RgbaImage;

use super::board::{segment_colour, CROWN_GOLD};
use crate::diagram::{Diagram, Position, RulesPicture, MAX_WIDTH};
use crate::i18n::{self, t, Args};
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
    let caption = t!(p.lang, "wheel-picture-caption");
    let mut d = Diagram::wide(p, &at.game, (w.origin, last), CELL, &caption, MAX_WIDTH);
    let mut rows: Vec<_> = WheelSegment::ALL
        .iter()
        .map(|s| {
            let name = i18n::text(p.lang, s.name_key(), &Args::new());
            let effect = i18n::text(p.lang, &format!("wheel-effect-{}", s.key()), &Args::new());
            (
                Some(segment_colour(*s)),
                t!(p.lang, "wheel-picture-slice", name = name, effect = effect),
            )
        })
        .collect();
    rows.push((Some(CROWN_GOLD), t!(p.lang, "wheel-picture-crowns")));
    d.legend(&rows);
    Ok(d.finish())
}
