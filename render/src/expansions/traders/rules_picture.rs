//! The rules help's picture of Traders & Builders: a builder's double turn, played with the
//! engine on base tiles.

use carcassonne_engine::geometry::Pos;
use carcassonne_engine::{Expansion, FigureKind, GameConfig};
use image::RgbaImage;

use crate::diagram::{Diagram, Position, RulesPicture};
use crate::i18n::t;
use crate::replay::Painter;
use crate::RenderError;

pub(super) static PICTURES: [RulesPicture; 1] = [RulesPicture {
    name: "builder",
    draw: builder,
}];

const CELL: u32 = 156;

/// Yellow's thief and builder stand on one road; yellow's tile extends it (1), so yellow plays
/// a second tile at once (2).
fn builder(p: &Painter<'_>) -> Result<RgbaImage, RenderError> {
    let config = GameConfig::with_rules(2, [Expansion::Traders]);
    let deck = ["U", "B", "U", "E", "V", "U", "U"];
    let mut at = Position::new("builder", config, "D", &deck)?;
    at.place(1, 0, 0)?;
    at.deploy(FigureKind::FOLLOWER, "E")?;
    at.quiet(1, 1, 0)?;
    at.place(2, 0, 0)?;
    at.deploy(FigureKind::BUILDER, "W")?;
    at.quiet(2, 1, 2)?;
    let (first, second) = (Pos::new(3, 0), Pos::new(3, 1));
    at.quiet(first.x, first.y, 0)?;
    if !at.game.is_extra_turn() || at.game.current_player() != 0 {
        return Err(RenderError::RulesPosition {
            picture: "builder",
            why: "extending the builder's road gave no second turn".into(),
        });
    }
    at.quiet(second.x, second.y, 1)?;
    let caption = t!(p.lang, "traders-picture-builder-caption");
    let mut d = Diagram::new(
        p,
        &at.game,
        (Pos::new(1, 0), Pos::new(3, 1)),
        CELL,
        &caption,
    );
    for (n, pos) in [(1, first), (2, second)] {
        d.outline(pos, pos);
        let (x, y) = d.cell_origin(pos);
        let k = CELL as f32;
        d.marker(n, (x + 0.2 * k, y + 0.22 * k));
    }
    if let Some(b) = at.game.figures().find(|f| f.kind == FigureKind::BUILDER) {
        if let Some((x, y)) = d.spot(&at.game, b.pos, b.spot) {
            d.label(
                &t!(p.lang, "traders-picture-builder"),
                (x, y + CELL as f32 * 0.32),
            );
        }
    }
    if let Some(f) = at.game.figures().find(|f| f.kind == FigureKind::FOLLOWER) {
        if let Some((x, y)) = d.spot(&at.game, f.pos, f.spot) {
            d.label(
                &t!(p.lang, "traders-picture-thief"),
                (x, y + CELL as f32 * 0.32),
            );
        }
    }
    Ok(d.finish())
}
