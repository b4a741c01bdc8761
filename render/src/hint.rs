//! What a hint's close-up marks besides the numbers every deploy close-up carries: the tile the
//! AI would place outlined, and the place its next step points at ringed (the numbered spot
//! for a figure, a figure it would take back or move and where that one goes, a space of a
//! board piece), so that the player sees "here" without matching a number to the text. A place
//! the picture does not show (a crown on the wheel, a figure far away) gets an arrow at the
//! picture's edge pointing its way.
//!
//! The mark has one colour that no terrain, symbol, player or other mark uses, between dark
//! lines, so that it reads on a field, a city, a road and the dark background alike, and can
//! never be mistaken for anything else the picture holds.

use carcassonne_engine::geometry::Pos;
use carcassonne_engine::{Action, Game, Spot};
use image::RgbaImage;

use crate::canvas::{paint, stroke_rect, Layer, Placement};
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};

/// The hint's mark: a vivid magenta. Every tile colour is an earth, green, blue or straw tone,
/// the figures' colours stay away from it, and it is far from the spot markers' cream.
pub const MARK: Colour = [236, 0, 190];

/// What the hint would do, as far as its close-up shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Suggestion {
    /// The tile in the middle is where the hint places the drawn tile: it is outlined.
    pub placed: bool,
    /// The hint's step after that placement (or its first step when it places nothing): a
    /// figure put down, taken back or moved is ringed where the picture shows it and pointed
    /// at from the edge where it does not; a pass, a choice or nothing marks nothing.
    pub then: Option<Action>,
}

/// A place the close-up rings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// A spot of the tile shown, which carries a numbered marker when it is free.
    Tile(Spot),
    /// A spot of a tile around it, or of a board piece, found where figures stand.
    Board(Pos, Spot),
}

impl Suggestion {
    /// The places its step points at in `game` (the close-up's game, after the placement):
    /// where a figure goes, stands before it is taken back or moved, and where it moves to.
    pub(crate) fn targets(&self, game: &Game, middle: Pos) -> Vec<Target> {
        let on = |pos: Pos, spot: Spot| {
            if pos == middle && !matches!(spot, Spot::Space(_)) {
                Target::Tile(spot)
            } else {
                Target::Board(pos, spot)
            }
        };
        match self.then {
            Some(Action::Deploy {
                spot: Spot::Space(k),
                ..
            }) => vec![Target::Board(middle, Spot::Space(k))],
            Some(Action::Deploy { spot, .. }) => {
                vec![on(game.last_placed().unwrap_or(middle), spot)]
            }
            Some(Action::Withdraw { pos, spot }) => vec![on(pos, spot)],
            Some(Action::Move {
                pos,
                spot,
                to,
                to_spot,
            }) => vec![on(pos, spot), on(to, to_spot)],
            _ => Vec::new(),
        }
    }
}

/// A ring round a numbered marker `size` pixels wide centred at `at`, drawn before the marker
/// so that the marker's own dark edge closes it inside.
pub(crate) fn ring_marker(img: &mut RgbaImage, at: (f32, f32), size: f32) {
    ring(img, at, size * 0.47, size * 0.86, size);
}

/// A ring round a figure standing at `at` (or the empty place it would stand), `size` pixels
/// being the figure's height: wide enough to leave the figure whole inside it.
pub(crate) fn ring_figure(img: &mut RgbaImage, at: (f32, f32), size: f32) {
    ring(img, at, size * 0.55, size * 0.74, size);
}

/// A band of the mark colour from radius `inner` to `outer` round `at`, with a dark line on
/// each side.
fn ring(img: &mut RgbaImage, (cx, cy): (f32, f32), inner: f32, outer: f32, size: f32) {
    let line = (size * 0.05).max(2.0);
    let c = Pt::new(cx, cy);
    let reach = outer + line + 1.0;
    let band = move |p: Pt, lo: f32, hi: f32| {
        let d = p.dist(c);
        (lo - d).max(d - hi)
    };
    let layers = [
        Layer::around(pal::DARK, c, reach, move |p| {
            band(p, inner - line, outer + line)
        }),
        Layer::around(MARK, c, reach, move |p| band(p, inner, outer)),
    ];
    paint(img, &layers, Placement::new(0.0, 0.0, 1.0));
}

/// The outline of the tile placed at pixel `(x, y)`, `cell` pixels a side: the mark colour
/// between dark lines just outside its edge, so that the tile itself is shown whole.
pub(crate) fn outline_tile(img: &mut RgbaImage, x: i64, y: i64, cell: i64) {
    let t = (cell / 40).max(3);
    let (line, out) = (2, t + 4);
    stroke_rect(
        img,
        x - out,
        y - out,
        cell + 2 * out,
        cell + 2 * out,
        out,
        pal::DARK,
    );
    let (at, side) = (line, cell + 2 * (out - line));
    stroke_rect(img, x - out + at, y - out + at, side, side, t, MARK);
}

/// An arrow just inside the picture's edge pointing from `from` towards `to`, a place outside
/// the picture (`view`: x, y, width, height of what is shown), its head about `size` pixels
/// wide: the player knows which way to look on the board.
pub(crate) fn arrow_towards(
    img: &mut RgbaImage,
    from: (f32, f32),
    to: (f32, f32),
    view: (f32, f32, f32, f32),
    size: f32,
) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let d = Pt::new(dx / len, dy / len);
    // Where the line from `from` leaves the view, less a margin for the arrow's outline.
    let margin = size * 0.2;
    let (x0, y0) = (view.0 + margin, view.1 + margin);
    let (x1, y1) = (view.0 + view.2 - margin, view.1 + view.3 - margin);
    let reach = |p: f32, v: f32, lo: f32, hi: f32| {
        if v > 0.0 {
            (hi - p) / v
        } else if v < 0.0 {
            (lo - p) / v
        } else {
            f32::MAX
        }
    };
    let s = reach(from.0, d.x, x0, x1).min(reach(from.1, d.y, y0, y1));
    if !(0.0..f32::MAX).contains(&s) {
        return;
    }
    let tip = Pt::new(from.0 + d.x * s, from.1 + d.y * s);
    // A head and a shaft behind it, in the arrow's own frame: along it from the tip, across.
    let across = Pt::new(-d.y, d.x);
    let at = |along: f32, side: f32| {
        tip.sub(d.scale(along * size))
            .add(across.scale(side * size))
    };
    let pts = [
        tip,
        at(0.5, 0.45),
        at(0.5, 0.16),
        at(1.2, 0.16),
        at(1.2, -0.16),
        at(0.5, -0.16),
        at(0.5, -0.45),
    ];
    let line = (size * 0.08).max(2.0);
    let reach = 1.2 * size + line + 1.0;
    let c = tip;
    let layers = [
        Layer::around(pal::DARK, c, reach, move |p| {
            shapes::polygon(p, &pts) - line
        }),
        Layer::around(MARK, c, reach, move |p| shapes::polygon(p, &pts)),
    ];
    paint(img, &layers, Placement::new(0.0, 0.0, 1.0));
}
