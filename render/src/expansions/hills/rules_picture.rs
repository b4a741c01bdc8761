//! The rules help's picture of Hills & Sheep: a flock whose field the shepherd's owner has just
//! extended, with the choice that follows, played with the engine on base tiles.

use carcassonne_engine::geometry::Pos;
use carcassonne_engine::{Action, Expansion, FigureKind, GameConfig, Phase};
use image::RgbaImage;

use crate::diagram::{Diagram, Position, RulesPicture};
use crate::i18n::t;
use crate::replay::Painter;
use crate::RenderError;

pub(super) static PICTURES: [RulesPicture; 1] = [RulesPicture {
    name: "flock",
    draw: flock,
}];

const CELL: u32 = 150;

/// Yellow's shepherd has a flock in a field; yellow's tile extends that field, and yellow now
/// grows the flock or gathers it.
fn flock(p: &Painter<'_>) -> Result<RgbaImage, RenderError> {
    let config = GameConfig::with_rules(2, [Expansion::Hills]);
    let deck = ["B", "U", "E", "A", "E", "U", "U"];
    let mut at = Position::new("flock", config, "D", &deck)?;
    at.place(0, 1, 0)?;
    at.deploy(FigureKind::SHEPHERD, "Nw")?;
    at.quiet(1, 0, 0)?;
    at.quiet(0, -1, 2)?;
    at.quiet(1, 1, 0)?;
    let yours = Pos::new(-1, 1);
    at.quiet(yours.x, yours.y, 2)?;
    let fail = |why: &str| RenderError::RulesPosition {
        picture: "flock",
        why: why.into(),
    };
    if !matches!(at.game.phase(), Phase::Decide { .. }) {
        return Err(fail("extending the flock's field asked nothing (a wolf?)"));
    }
    let sheep: u32 = at.game.figure_badges().iter().map(|(_, n)| n).sum();
    let gather = at.offered(|a| {
        matches!(a, Action::Choose { .. }) && at.game.describe(*a).key == "hills-describe-gather"
    })?;
    let mut gathered = at.clone();
    gathered.apply(gather)?;
    let points = gathered.game.scores()[0] - at.game.scores()[0];
    let caption = t!(p.lang, "hills-picture-flock-caption");
    let mut d = Diagram::new(
        p,
        &at.game,
        (Pos::new(-1, 0), Pos::new(1, 1)),
        CELL,
        &caption,
    );
    d.outline(yours, yours);
    let (x, y) = d.centre(yours);
    d.label(&t!(p.lang, "picture-your-tile"), (x, y + CELL as f32 * 0.3));
    d.legend(&[
        (None, t!(p.lang, "hills-picture-flock-grow", sheep = sheep)),
        (
            None,
            t!(p.lang, "hills-picture-flock-gather", points = points),
        ),
    ]);
    Ok(d.finish())
}
