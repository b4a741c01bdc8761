//! The rules help's pictures of Over Hill and Dale: a wanderer's hike and a stable's square,
//! each a position played with the engine (the rulebook's own examples, on our tiles).

use carcassonne_engine::geometry::Pos;
use carcassonne_engine::{Action, FigureKind, GameConfig, GameKind, ScoreKind};
use image::RgbaImage;

use crate::diagram::{Diagram, Position, RulesPicture};
use crate::i18n::t;
use crate::replay::Painter;
use crate::RenderError;

pub(super) static PICTURES: [RulesPicture; 2] = [
    RulesPicture {
        name: "hike",
        draw: hike,
    },
    RulesPicture {
        name: "stable",
        draw: stable,
    },
];

fn config() -> GameConfig {
    GameConfig {
        game: GameKind::OverHillAndDale,
        ..GameConfig::with_rules(2, [])
    }
}

const START: &str = "OHD.24a";
const CELL: u32 = 132;

/// Yellow extends the path its wanderer is on and, placing nothing, hikes it two tiles east and
/// round the bend, past red's wanderer (the rulebook's "hikes across 2 tiles").
fn hike(p: &Painter<'_>) -> Result<RgbaImage, RenderError> {
    let deck = [
        "OHD.1a", "OHD.1a", "OHD.2a", "OHD.2a", "OHD.5a", "OHD.6a", "OHD.1a", "OHD.1a",
    ];
    let mut at = Position::new("hike", config(), START, &deck)?;
    at.place(1, 0, 0)?;
    at.deploy(FigureKind::FOLLOWER, "W")?;
    at.place(1, 1, 0)?;
    at.deploy(FigureKind::FOLLOWER, "W")?;
    at.quiet(2, 0, 0)?;
    // Red joins the two paths with a bend and hikes onto it.
    at.place(2, 1, 1)?;
    let red = at.offered(|a| matches!(a, Action::Move { to, .. } if *to == Pos::new(2, 0)))?;
    at.apply(red)?;
    // The path's far end runs into a crop field; a second crop tile closes that field.
    at.quiet(0, 1, 3)?;
    at.quiet(-1, 1, 1)?;
    let yours = Pos::new(-1, 0);
    at.place(yours.x, yours.y, 0)?;
    let before = at.game.clone();
    let hike = at.offered(|a| matches!(a, Action::Move { to, .. } if *to == Pos::new(2, 1)))?;
    let Action::Move { pos, spot, to, .. } = hike else {
        return Err(RenderError::RulesPosition {
            picture: "hike",
            why: "the hike is no move".into(),
        });
    };
    at.apply(hike)?;
    let gained = at.game.scores()[0] - before.scores()[0];
    let walker = before
        .figures()
        .find(|f| f.pos == pos && f.spot == spot)
        .copied();
    let caption = t!(p.lang, "hill-and-dale-picture-hike-caption");
    let mut d = Diagram::new(
        p,
        &at.game,
        (Pos::new(-1, 0), Pos::new(2, 1)),
        CELL,
        &caption,
    );
    d.outline(yours, yours);
    let (x, y) = d.centre(yours);
    d.label(&t!(p.lang, "picture-your-tile"), (x, y + CELL as f32 * 0.3));
    let Some(w) = walker else {
        return Ok(d.finish());
    };
    d.ghost(p, &w, &before);
    let from = d.spot(&before, pos, spot);
    let landed = at
        .game
        .figures()
        .find(|f| f.player == w.player && f.pos == to);
    let dest = landed.and_then(|f| d.spot(&at.game, f.pos, f.spot));
    if let (Some(from), Some(dest)) = (from, dest) {
        // Over the head of the wanderer it passes, then down the bend to its new place.
        let k = CELL as f32;
        let high = from.1 - 0.3 * k;
        let side = d.centre(Pos::new(2, 0)).0 + 0.3 * k;
        d.arrow(&[
            (from.0, from.1 - 0.2 * k),
            (from.0, high),
            (side, high),
            (side, dest.1 - 0.05 * k),
            (dest.0 + 0.2 * k, dest.1 - 0.05 * k),
        ]);
        d.label(&format!("+{gained}"), (dest.0 - 0.3 * k, dest.1 + 0.3 * k));
    }
    Ok(d.finish())
}

/// A stable on the meadow of a square rich in animals, one tile of it still missing: at the end
/// it scores every animal of the eight tiles round it and its own (the rulebook's "even when
/// not surrounded").
fn stable(p: &Painter<'_>) -> Result<RgbaImage, RenderError> {
    let deck = [
        "OHD.21a", "OHD.21b", "OHD.1c", "OHD.1b", "OHD.2b", "OHD.6e", "OHD.2c", "OHD.1a",
    ];
    let mut at = Position::new("stable", config(), START, &deck)?;
    at.place(0, 1, 0)?;
    at.deploy(FigureKind::STABLE, "Nw")?;
    at.quiet(1, 1, 0)?;
    at.quiet(-1, 1, 1)?;
    at.quiet(1, 0, 0)?;
    at.quiet(-1, 0, 3)?;
    at.quiet(0, 2, 2)?;
    at.quiet(-1, 2, 1)?;
    // What it scores, read from the end of the same game.
    let mut end = at.clone();
    let last = end.offered(|a| matches!(a, Action::Place(_)))?;
    end.apply(last)?;
    end.apply(Action::Pass)?;
    let points = end.game.breakdown(0).get(ScoreKind::Stable);
    let caption = t!(p.lang, "hill-and-dale-picture-stable-caption");
    let mut d = Diagram::new(
        p,
        &at.game,
        (Pos::new(-1, 0), Pos::new(1, 2)),
        CELL,
        &caption,
    );
    d.outline(Pos::new(-1, 0), Pos::new(1, 2));
    d.label(
        &t!(
            p.lang,
            "hill-and-dale-picture-stable-points",
            points = points
        ),
        d.centre(Pos::new(1, 2)),
    );
    Ok(d.finish())
}
