//! The Wheel of Fortune's board, drawn as one piece over its 4×4 cells.
//!
//! The engine lays the board as sixteen catalogue cells (`WB.col.row`, set
//! [`TileSet::WheelBoard`]). Their outer parts are ordinary land (cities, roads, fields that
//! score), so each cell is painted as a tile and whatever is laid against the board carries on
//! into it. Over the middle lies the wheel: a round board with six pie slices in the pig's
//! (clockwise) order from the top, each in its own colour with its name, its crown spaces (a
//! small crown, or the follower standing there) and, on the pig's segment, a pink pig.
//!
//! Everything here is in tile units measured from the board's north-west corner, so one
//! description serves the board at any tile size and the close-up.

use std::f32::consts::{FRAC_PI_2, FRAC_PI_3, PI, TAU};

use ab_glyph::FontRef;
use carcassonne_engine::expansions::hill_and_dale::Animal;
use carcassonne_engine::expansions::wheel::Wheel;
use carcassonne_engine::expansions::wheel::WheelSegment;
use carcassonne_engine::tiles::{TileDef, TileSet};
use image::RgbaImage;

use crate::canvas::{paint, Layer, Placement};
use crate::expansions::hill_and_dale::animals::animal_layers;
use crate::figures;
use crate::font;
use crate::i18n::{self, Lang};
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};
use crate::sprites::SpriteCache;

/// Sizes below are for the engine's 4×4 board and scale with its side.
const BOARD: f32 = 4.0;
/// Radius of the wheel: the ring cells keep a band of land at least a third of a tile deep
/// along the board's edges, room for a city cap or a road's end.
const RADIUS: f32 = 1.66;
/// The wooden rim round the slices.
const RIM: f32 = 0.08;
/// The hub in the middle.
const HUB: f32 = 0.2;
/// Distance from the centre of the pig, the crown spaces and the names (set along the rim, the
/// middle of their capitals on this circle) on their slice.
const PIG_RHO: f32 = 0.58;
const CROWN_RHO: f32 = 1.0;
const LABEL_RHO: f32 = 1.4;
/// Size of the pig (its body spans about twice this).
const PIG_R: f32 = 0.25;
/// Radius of a crown space.
const CROWN_R: f32 = 0.125;
/// Angle between the two crown spaces of one segment.
const CROWN_SPREAD: f32 = 0.56;
/// Half the angle of one slice.
const HALF: f32 = FRAC_PI_3 / 2.0;
/// Name size against the tile, before shrinking to fit its slice.
const LABEL_PX: f32 = 0.22;
/// Arc a name may take, in tile units along its circle.
const LABEL_ARC: f32 = 1.2;
/// Names smaller than this many pixels are left out: the colours tell the slices apart.
const MIN_LABEL_PX: f32 = 6.0;
/// The white line round the slice the pig stands on.
const HIGHLIGHT: f32 = 0.035;

/// Slice colours, clockwise from Fortune: far apart in hue and lightness, unlike the pig's
/// pink, the land's greens and the player colours' full saturation.
pub const SEGMENT_COLOURS: [Colour; 6] = [
    [244, 206, 84],  // Fortune: gold
    [92, 182, 170],  // Taxes: teal
    [190, 138, 86],  // Famine: ochre
    [112, 142, 204], // Storm: slate blue
    [158, 112, 186], // Inquisition: violet
    [128, 128, 110], // Plague: ash
];
/// The wooden rim and hub.
pub const WOOD: Colour = [140, 96, 56];
/// A crown space: a light disc with a gold crown on it.
pub const CROWN_SPACE: Colour = [252, 246, 226];
pub const CROWN_GOLD: Colour = [226, 164, 22];

/// The colour of `segment`'s slice.
pub fn segment_colour(segment: WheelSegment) -> Colour {
    SEGMENT_COLOURS[segment.index() % SEGMENT_COLOURS.len()]
}

/// The board cell `def` is, as (column, row) from the board's north-west corner.
pub(crate) fn board_cell(def: &TileDef) -> Option<(i32, i32)> {
    if def.set != TileSet::WheelBoard {
        return None;
    }
    let mut parts = def.name.split('.').skip(1);
    let col = parts.next()?.parse().ok()?;
    let row = parts.next()?.parse().ok()?;
    Some((col, row))
}

/// The wheel seen from a board cell: its centre in the cell's own tile units and its radius.
/// Land on the cell keeps out of it (roads run under the rim, figures stand outside).
pub(crate) fn keep_out(def: &TileDef) -> Option<(Pt, f32)> {
    let (col, row) = board_cell(def)?;
    let g = Geometry { cells: BOARD };
    let c = g.centre();
    Some((Pt::new(c.x - col as f32, c.y - row as f32), g.radius()))
}

/// The wheel's shape in tile units from the board's north-west corner.
#[derive(Clone, Copy, Debug)]
struct Geometry {
    cells: f32,
}

impl Geometry {
    fn k(self) -> f32 {
        self.cells / BOARD
    }

    fn centre(self) -> Pt {
        Pt::new(self.cells / 2.0, self.cells / 2.0)
    }

    fn radius(self) -> f32 {
        RADIUS * self.k()
    }

    /// Inside of the rim, where the slices are.
    fn inner(self) -> f32 {
        (RADIUS - RIM) * self.k()
    }

    /// Direction of the middle of `segment`'s slice (y grows south, so angles run clockwise).
    fn angle(segment: WheelSegment) -> f32 {
        -FRAC_PI_2 + segment.index() as f32 * FRAC_PI_3
    }

    fn polar(self, rho: f32, angle: f32) -> Pt {
        let c = self.centre();
        let r = rho * self.k();
        Pt::new(c.x + r * angle.cos(), c.y + r * angle.sin())
    }

    fn pig(self, segment: WheelSegment) -> Pt {
        self.polar(PIG_RHO, Self::angle(segment))
    }

    fn label(self, segment: WheelSegment) -> Pt {
        self.polar(LABEL_RHO, Self::angle(segment))
    }

    /// A point in the slice's colour, clear of its name, crowns and the pig.
    fn swatch(self, segment: WheelSegment) -> Pt {
        self.polar(0.76, Self::angle(segment) + 0.4)
    }

    fn crown(self, space: u8) -> Option<Pt> {
        let segment = WheelSegment::of_space(space)?;
        let spaces = segment.spaces();
        let i = f32::from(space - spaces.start);
        let n = f32::from(segment.crowns());
        let a = Self::angle(segment) + (i - (n - 1.0) / 2.0) * CROWN_SPREAD;
        Some(self.polar(CROWN_RHO, a))
    }
}

/// Signed distance to the wedge of half angle `half` round direction `a` from `c`.
fn wedge(p: Pt, c: Pt, a: f32, half: f32) -> f32 {
    let d = p.sub(c);
    let rho = d.len();
    let mut delta = (d.y.atan2(d.x) - a).rem_euclid(TAU);
    if delta > PI {
        delta -= TAU;
    }
    let off = delta.abs() - half;
    if off >= FRAC_PI_2 {
        rho
    } else {
        rho * off.sin()
    }
}

/// Where the wheel's parts land on a picture, in image pixels.
#[derive(Clone, Debug, PartialEq)]
pub struct WheelLayout {
    /// The wheel's centre and outer radius.
    pub centre: (f32, f32),
    pub radius: f32,
    /// Pixels per tile.
    pub tile: f32,
    /// The segment the pig stands on, and the middle of its body (surely pink).
    pub pig: WheelSegment,
    pub pig_at: (f32, f32),
    /// One entry per segment, clockwise from Fortune.
    pub segments: Vec<SegmentLayout>,
    /// Each crown space by number, and its middle.
    pub crowns: Vec<(u8, (f32, f32))>,
}

/// One slice of the wheel.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SegmentLayout {
    pub segment: WheelSegment,
    /// A point surely in the slice's colour.
    pub swatch: (f32, f32),
    /// The middle of its name, which is set along the rim.
    pub label: (f32, f32),
    /// Where the pig stands when it is on this segment.
    pub pig: (f32, f32),
}

impl WheelLayout {
    /// The layout of `wheel` on a picture whose board cell `wheel.origin` has its north-west
    /// corner at `origin`, `tile` pixels a cell.
    pub fn new(wheel: &Wheel, origin: (f32, f32), tile: f32) -> WheelLayout {
        let g = Geometry {
            cells: wheel.cells as f32,
        };
        let px = |p: Pt| (origin.0 + p.x * tile, origin.1 + p.y * tile);
        WheelLayout {
            centre: px(g.centre()),
            radius: g.radius() * tile,
            tile,
            pig: wheel.pig,
            pig_at: px(pig_body(g.pig(wheel.pig))),
            segments: WheelSegment::ALL
                .into_iter()
                .map(|segment| SegmentLayout {
                    segment,
                    swatch: px(g.swatch(segment)),
                    label: px(g.label(segment)),
                    pig: px(g.pig(segment)),
                })
                .collect(),
            crowns: wheel
                .crowns
                .iter()
                .filter_map(|c| Some((c.space, px(g.crown(c.space)?))))
                .collect(),
        }
    }

    /// The middle of crown space `space`.
    pub fn crown(&self, space: u8) -> Option<(f32, f32)> {
        self.crowns
            .iter()
            .find(|(k, _)| *k == space)
            .map(|(_, at)| *at)
    }
}

/// The middle of the pig's body drawn at `at` (the body sits a little behind its centre).
fn pig_body(at: Pt) -> Pt {
    Pt::new(at.x - 0.08 * PIG_R, at.y + 0.04 * PIG_R)
}

/// Draws the wheel over the board cells whose north-west corner (the board's) is at `origin`,
/// `tile` pixels a cell, only within the pixel rectangle `clip` (x, y, width, height). The
/// wheel itself (rim, slices, names, hub) is painted once per size and kept with the tile
/// sprites; the pig's outline, the crowns and the pig are painted over it each time.
#[allow(clippy::too_many_arguments)]
pub fn draw_wheel(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    sprites: &SpriteCache,
    wheel: &Wheel,
    origin: (f32, f32),
    tile: u32,
    clip: (i64, i64, i64, i64),
    lang: Lang,
) {
    let x0 = clip.0.max(0);
    let y0 = clip.1.max(0);
    let x1 = (clip.0 + clip.2).min(i64::from(img.width()));
    let y1 = (clip.1 + clip.3).min(i64::from(img.height()));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let cells = wheel.cells.max(1) as u32;
    let board = sprites.piece(&super::Wheel, lang, tile, cells, || {
        paint_board(font, cells, tile, lang)
    });
    let whole = (x0, y0, x1, y1) == (0, 0, i64::from(img.width()), i64::from(img.height()));
    if whole {
        paint_wheel(img, &board, wheel, origin, tile);
        return;
    }
    let (x, y, w, h) = (x0 as u32, y0 as u32, (x1 - x0) as u32, (y1 - y0) as u32);
    let mut part = image::imageops::crop_imm(img, x, y, w, h).to_image();
    let origin = (origin.0 - x as f32, origin.1 - y as f32);
    paint_wheel(&mut part, &board, wheel, origin, tile);
    image::imageops::replace(img, &part, i64::from(x), i64::from(y));
}

/// How far the painted wheel reaches from its centre, in tile units of a 4×4 board.
const REACH: f32 = RADIUS + 0.05;

/// Pixel offset of the wheel's painting from the board's north-west corner.
fn board_offset(g: Geometry, tile: u32) -> i64 {
    ((g.centre().x - REACH * g.k()) * tile as f32).floor() as i64
}

/// The wheel without pig or crowns on a transparent square (colours premultiplied): rim,
/// slices, the lines between them, the names and the hub.
fn paint_board(font: &FontRef<'static>, cells: u32, tile: u32, lang: Lang) -> RgbaImage {
    let g = Geometry {
        cells: cells as f32,
    };
    let k = g.k();
    let t = tile as f32;
    let side = (2.0 * REACH * k * t).ceil() as u32 + 2;
    let mut img = RgbaImage::new(side, side);
    let off = board_offset(g, tile) as f32;
    let origin = (-off, -off);
    let (c, r, inner) = (g.centre(), g.radius(), g.inner());
    let mut layers = vec![
        Layer::around(pal::DARK, c, r + 0.02, move |p| shapes::circle(p, c, r)),
        Layer::around(WOOD, c, r, move |p| shapes::circle(p, c, r - 0.022 * k)),
        Layer::around(pal::DARK, c, r, move |p| {
            shapes::circle(p, c, inner + 0.016 * k)
        }),
    ];
    for segment in WheelSegment::ALL {
        let a = Geometry::angle(segment);
        let (lo, hi) = wedge_bounds(c, inner, a);
        layers.push(Layer::new(segment_colour(segment), lo, hi, move |p| {
            shapes::circle(p, c, inner).max(wedge(p, c, a, HALF))
        }));
    }
    for segment in WheelSegment::ALL {
        let a = Geometry::angle(segment) + HALF;
        let end = g.polar(RADIUS - RIM, a);
        let m = 0.03;
        let lo = Pt::new(c.x.min(end.x) - m, c.y.min(end.y) - m);
        let hi = Pt::new(c.x.max(end.x) + m, c.y.max(end.y) + m);
        layers.push(Layer::new(pal::DARK, lo, hi, move |p| {
            shapes::segment(p, c, end) - DIVIDER * k
        }));
    }
    let hub = HUB * k;
    layers.push(Layer::around(pal::DARK, c, hub + 0.02, move |p| {
        shapes::circle(p, c, hub + 0.016 * k)
    }));
    layers.push(Layer::around(WOOD, c, hub, move |p| {
        shapes::circle(p, c, hub)
    }));
    layers.push(Layer::around(pal::DARK, c, hub, move |p| {
        shapes::circle(p, c, 0.3 * hub)
    }));
    paint(&mut img, &layers, Placement::new(origin.0, origin.1, t));
    for segment in WheelSegment::ALL {
        draw_label(&mut img, font, g, segment, origin, t, lang);
    }
    img
}

/// Half the width of the dark lines between slices.
const DIVIDER: f32 = 0.014;

fn paint_wheel(
    img: &mut RgbaImage,
    board: &RgbaImage,
    wheel: &Wheel,
    origin: (f32, f32),
    tile: u32,
) {
    let g = Geometry {
        cells: wheel.cells as f32,
    };
    let k = g.k();
    let off = board_offset(g, tile);
    let (ox, oy) = (origin.0.round() as i64, origin.1.round() as i64);
    figures::composite(img, board, ox + off, oy + off);

    let (c, inner) = (g.centre(), g.inner());
    let mut layers = Vec::new();
    // The pig's slice is outlined in white inside its dark lines, so that where it stands
    // shows from afar.
    let a = Geometry::angle(wheel.pig);
    let (lo, hi) = wedge_bounds(c, inner, a);
    let (w, line, hub) = (HIGHLIGHT * k, DIVIDER * k, (HUB + 0.016) * k);
    layers.push(Layer::new(pal::WHITE, lo, hi, move |p| {
        let slice = shapes::circle(p, c, inner).max(wedge(p, c, a, HALF));
        ((slice + line + w).abs() - w).max(-shapes::circle(p, c, hub))
    }));
    for crown in &wheel.crowns {
        if let Some(p) = g.crown(crown.space) {
            crown_layers(p, CROWN_R * k, &mut layers);
        }
    }
    pig_layers(g.pig(wheel.pig), PIG_R * k, &mut layers);
    paint(
        img,
        &layers,
        Placement::new(ox as f32, oy as f32, tile as f32),
    );
}

/// Bounding box of one slice.
fn wedge_bounds(c: Pt, r: f32, a: f32) -> (Pt, Pt) {
    let mut lo = c;
    let mut hi = c;
    for i in 0..=8 {
        let t = a - HALF + 2.0 * HALF * i as f32 / 8.0;
        let p = Pt::new(c.x + r * t.cos(), c.y + r * t.sin());
        lo = Pt::new(lo.x.min(p.x), lo.y.min(p.y));
        hi = Pt::new(hi.x.max(p.x), hi.y.max(p.y));
    }
    (
        Pt::new(lo.x - 0.05, lo.y - 0.05),
        Pt::new(hi.x + 0.05, hi.y + 0.05),
    )
}

/// The segment's name along the rim, reading left to right: clockwise over the top half,
/// anticlockwise under the bottom half, as large as [`LABEL_PX`] of a tile or as its arc allows.
fn draw_label(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    g: Geometry,
    segment: WheelSegment,
    origin: (f32, f32),
    tile: f32,
    lang: Lang,
) {
    let name = &i18n::text(lang, segment.name_key(), &i18n::Args::new());
    let k = g.k();
    let mut px = LABEL_PX * tile * k;
    let room = LABEL_ARC * tile * k;
    let width = font::advance(font, px, name);
    if width > room {
        px *= room / width;
    }
    if px < MIN_LABEL_PX {
        return;
    }
    let c = g.centre();
    let centre = (origin.0 + c.x * tile, origin.1 + c.y * tile);
    font::draw_on_arc(
        img,
        font,
        px,
        name,
        centre,
        LABEL_RHO * k * tile,
        Geometry::angle(segment),
        pal::ink_on(segment_colour(segment)),
    );
}

/// A crown space: a light disc ringed dark, a gold crown on it.
fn crown_layers(c: Pt, r: f32, out: &mut Vec<Layer>) {
    let e = r * 1.3;
    out.push(Layer::around(pal::DARK, c, e, move |p| {
        shapes::circle(p, c, r + 0.012)
    }));
    out.push(Layer::around(CROWN_SPACE, c, e, move |p| {
        shapes::circle(p, c, r)
    }));
    let at = |x: f32, y: f32| Pt::new(c.x + x * r, c.y + y * r);
    let crown = [
        at(-0.62, 0.42),
        at(0.62, 0.42),
        at(0.7, -0.36),
        at(0.33, -0.02),
        at(0.0, -0.55),
        at(-0.33, -0.02),
        at(-0.7, -0.36),
    ];
    out.push(Layer::around(pal::DARK, c, e, move |p| {
        shapes::polygon(p, &crown) - 0.1 * r
    }));
    out.push(Layer::around(CROWN_GOLD, c, e, move |p| {
        shapes::polygon(p, &crown)
    }));
}

/// The pig with a white halo round its outline, so that it shows on every slice.
fn pig_layers(c: Pt, r: f32, out: &mut Vec<Layer>) {
    let rim = 0.055 * r;
    let mut halo = Vec::new();
    animal_layers(Animal::Pig, c, r, rim, &mut halo);
    let grow = 0.12 * r;
    for layer in halo {
        let sdf = layer.sdf;
        let (lo, hi) = (
            Pt::new(layer.lo.x - grow, layer.lo.y - grow),
            Pt::new(layer.hi.x + grow, layer.hi.y + grow),
        );
        out.push(Layer::new(pal::WHITE, lo, hi, move |p| sdf(p) - grow));
    }
    animal_layers(Animal::Pig, c, r, rim, out);
}

#[cfg(test)]
mod tests;
