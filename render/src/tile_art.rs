//! Turns a tile's layout into painted layers: field, what parts paint under roads (water),
//! roads, cities, then symbols; and the base game's symbols and the shapes symbols are built of.
//!
//! Order matters and is the whole trick: roads run under city walls (so a road into a city
//! disappears under its gate), a later road or a road over water keeps its dark kerbs and
//! so reads as a bridge, and symbols sit on top of everything.
//!
//! Terrain turns with the tile; symbols do not. A monastery, an inn or a pennant is a picture
//! of a thing, and a picture lying on its side or upside down reads as a mistake, so symbols
//! move to where the turn takes them and are drawn upright there.

use carcassonne_engine::geometry::{Rotation, Side};
use carcassonne_engine::tiles::{FeatureKind, TileId};
use image::RgbaImage;

use crate::canvas::{paint, Layer, Placement};
use crate::expansions::parts;
use crate::layout::{layout, Symbol, SymbolKind};
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};
use crate::style::{style_for, Rim};

/// Half thickness of a hedge between fields.
const HEDGE_HALF: f32 = 0.014;

/// The terrain layers of one tile type, unturned: everything but the symbols, painted as the
/// tile's box looks.
pub fn terrain_layers(id: TileId) -> Vec<Layer> {
    let Some(lay) = layout(id) else {
        return Vec::new();
    };
    let def = id.def();
    let style = style_for(def);
    let all = (Pt::new(0.0, 0.0), Pt::new(1.0, 1.0));
    let mut layers = vec![Layer::new(style.land, all.0, all.1, |_| -1.0)];
    for hedge in &lay.hedges {
        layers.push(Layer::new(style.land_line, all.0, all.1, move |p| {
            hedge.sdf(p, HEDGE_HALF)
        }));
    }

    for part in parts() {
        part.terrain(lay, &mut layers);
    }
    for path in lay.paths.iter().filter(|p| p.kind == FeatureKind::Road) {
        let (lo, hi) = grow(path.line.bounds(), 0.1);
        let (half, edge) = (path.half_width(), style.way_edge_width);
        let line = path.line.clone();
        layers.push(Layer::new(style.way_edge, lo, hi, move |p| {
            line.dist(p) - half - edge
        }));
        let line = path.line.clone();
        layers.push(Layer::new(style.way, lo, hi, move |p| line.dist(p) - half));
    }
    for (ci, city) in lay.cities.iter().enumerate() {
        let rim = style.rim_width;
        layers.push(match style.rim {
            Rim::Wall => Layer::new(style.rim_colour, all.0, all.1, move |p| lay.city_sdf(ci, p)),
            Rim::Hedge { lumps } => Layer::new(style.rim_colour, all.0, all.1, move |p| {
                lay.city_sdf(ci, p) - lumps * bush(p)
            }),
        });
        layers.push(Layer::new(style.enclosed, all.0, all.1, move |p| {
            lay.city_sdf(ci, p) + rim
        }));
        if let Some(rows) = style.rows {
            // Rows run along the side the field lies against, as a plough would turn there.
            let across_x = def
                .segments
                .get(usize::from(city.segment))
                .and_then(|seg| seg.ports.iter().next())
                .is_some_and(|port| matches!(port.side(), Side::E | Side::W));
            layers.push(Layer::new(rows.colour, all.0, all.1, move |p| {
                let t = if across_x { p.x } else { p.y } / rows.spacing;
                let stripe = (t - t.floor() - 0.5).abs() * rows.spacing - rows.width / 2.0;
                stripe.max(lay.city_sdf(ci, p) + rim + 0.012)
            }));
        }
    }
    layers
}

/// Lumps along a hedgerow, between 0 and 1: a bush every few hundredths of a tile.
fn bush(p: Pt) -> f32 {
    let k = std::f32::consts::TAU * 14.0;
    0.5 + 0.5 * ((p.x * k).sin() * (p.y * k).sin())
}

/// The symbols of tile `id` turned by `rotation`, in the tile's board frame: each sits where
/// the turn takes it but is drawn upright, so these layers are painted without turning.
pub fn upright_symbol_layers(id: TileId, rotation: Rotation) -> Vec<Layer> {
    let Some(lay) = layout(id) else {
        return Vec::new();
    };
    let mut layers = Vec::new();
    for sym in &lay.symbols {
        let moved = Symbol {
            at: sym.at.rotated(rotation),
            ..*sym
        };
        moved.kind.layers(moved.at, moved.radius, &mut layers);
    }
    layers
}

/// Paints tile `id` turned by `rotation` as a `size`×`size` sprite: terrain turned, symbols
/// upright. The sprite cache builds the same picture from a cached terrain; this is the
/// reference it is tested against.
#[cfg(test)]
pub fn draw_tile(id: TileId, size: u32, rotation: Rotation) -> RgbaImage {
    let mut img = RgbaImage::new(size, size);
    paint(
        &mut img,
        &terrain_layers(id),
        Placement::new(0.0, 0.0, size as f32).turned(rotation),
    );
    add_symbols(&mut img, id, rotation);
    img
}

/// Paints the upright symbols of `id` turned by `rotation` over a terrain sprite.
pub fn add_symbols(img: &mut RgbaImage, id: TileId, rotation: Rotation) {
    let size = img.width() as f32;
    paint(
        img,
        &upright_symbol_layers(id, rotation),
        Placement::new(0.0, 0.0, size),
    );
}

/// The box `(lo, hi)` grown by `m` on every side.
pub(crate) fn grow((lo, hi): (Pt, Pt), m: f32) -> (Pt, Pt) {
    (Pt::new(lo.x - m, lo.y - m), Pt::new(hi.x + m, hi.y + m))
}

/// An outlined shape: a dark rim, then the fill.
pub(crate) fn outlined(
    out: &mut Vec<Layer>,
    c: Pt,
    r: f32,
    fill: Colour,
    rim: f32,
    sdf: impl Fn(Pt) -> f32 + Send + Sync + Clone + 'static,
) {
    let outer = sdf.clone();
    out.push(Layer::around(pal::DARK, c, r, move |p| outer(p) - rim));
    out.push(Layer::around(fill, c, r, sdf));
}

/// A small house with a pitched roof; used for junctions, single houses and the inn.
pub(crate) fn house(out: &mut Vec<Layer>, c: Pt, s: f32, roof: Colour) {
    let body = move |p: Pt| {
        shapes::rounded_box(p, Pt::new(c.x, c.y + 0.25 * s), 0.55 * s, 0.4 * s, 0.05 * s)
    };
    outlined(out, c, 1.4 * s, pal::BUILDING, 0.012, body);
    let roof_pts = [
        Pt::new(c.x - 0.75 * s, c.y - 0.1 * s),
        Pt::new(c.x + 0.75 * s, c.y - 0.1 * s),
        Pt::new(c.x, c.y - 0.75 * s),
    ];
    outlined(out, c, 1.4 * s, roof, 0.012, move |p| {
        shapes::polygon(p, &roof_pts)
    });
    out.push(Layer::around(pal::DARK, c, 1.2 * s, move |p| {
        shapes::rounded_box(p, Pt::new(c.x, c.y + 0.45 * s), 0.12 * s, 0.2 * s, 0.02 * s)
    }));
}

/// A church with a cross on its roof, its roof in `roof`: a monastery, a cathedral.
pub(crate) fn church(out: &mut Vec<Layer>, c: Pt, r: f32, roof: Colour) {
    // Everything stays within `r` of the centre: the layout sized `r` to the free space.
    let body_c = Pt::new(c.x, c.y + 0.32 * r);
    let body = move |p: Pt| shapes::rounded_box(p, body_c, 0.62 * r, 0.42 * r, 0.06 * r);
    outlined(out, c, 1.3 * r, pal::BUILDING, 0.012, body);
    let roof_pts = [
        Pt::new(c.x - 0.8 * r, c.y - 0.08 * r),
        Pt::new(c.x + 0.8 * r, c.y - 0.08 * r),
        Pt::new(c.x + 0.35 * r, c.y - 0.55 * r),
        Pt::new(c.x - 0.35 * r, c.y - 0.55 * r),
    ];
    outlined(out, c, 1.3 * r, roof, 0.012, move |p| {
        shapes::polygon(p, &roof_pts)
    });
    // The cross marks it as a cloister at a glance, even at small sizes.
    out.push(Layer::around(pal::DARK, c, 1.3 * r, move |p| {
        let v = shapes::rounded_box(p, Pt::new(c.x, c.y - 0.72 * r), 0.06 * r, 0.2 * r, 0.0);
        let h = shapes::rounded_box(p, Pt::new(c.x, c.y - 0.78 * r), 0.17 * r, 0.05 * r, 0.0);
        v.min(h)
    }));
    out.push(Layer::around(pal::DARK, c, 1.3 * r, move |p| {
        shapes::rounded_box(
            p,
            Pt::new(c.x, c.y + 0.52 * r),
            0.14 * r,
            0.22 * r,
            0.06 * r,
        )
    }));
}

/// A point `(dx, dy)` radii away from `c`.
pub(crate) fn off(c: Pt, r: f32, dx: f32, dy: f32) -> Pt {
    Pt::new(c.x + dx * r, c.y + dy * r)
}

/// The base game's symbols.
pub const MONASTERY: SymbolKind = SymbolKind::new("monastery", monastery);
/// Houses where three or four roads meet.
pub const JUNCTION: SymbolKind = SymbolKind::new("junction", junction);
/// A single house a road ends at.
pub const HOUSE: SymbolKind = SymbolKind::new("house", junction);
/// A city gate where a road enters a city.
pub const GATE: SymbolKind = SymbolKind::new("gate", gate);
/// A road that simply stops (a small cairn).
pub const ROAD_END: SymbolKind = SymbolKind::new("road end", road_end);
pub const PENNANT: SymbolKind = SymbolKind::new("pennant", pennant);

fn monastery(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    church(out, c, r, pal::ROOF);
}

fn junction(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    house(out, c, r, pal::ROOF);
}

fn gate(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    out.push(Layer::around(pal::DARK, c, 2.0 * r, move |p| {
        shapes::rounded_box(p, c, 0.9 * r, 0.9 * r, 0.5 * r)
    }));
}

fn road_end(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    for (dx, dy, k) in [(-0.5, 0.2, 0.6), (0.5, 0.25, 0.55), (0.0, -0.3, 0.65)] {
        let s = Pt::new(c.x + dx * r, c.y + dy * r);
        outlined(out, s, r, pal::STONE, 0.008, move |p| {
            shapes::circle(p, s, k * r)
        });
    }
}

fn pennant(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    let shield = move |p: Pt| {
        shapes::polygon(
            p,
            &[
                Pt::new(c.x - 0.7 * r, c.y - 0.8 * r),
                Pt::new(c.x + 0.7 * r, c.y - 0.8 * r),
                Pt::new(c.x + 0.7 * r, c.y + 0.1 * r),
                Pt::new(c.x, c.y + 0.9 * r),
                Pt::new(c.x - 0.7 * r, c.y + 0.1 * r),
            ],
        )
    };
    outlined(out, c, 1.3 * r, pal::WHITE, 0.012, shield);
    out.push(Layer::around(pal::SHIELD, c, 1.3 * r, move |p| {
        shield(p) + 0.012
    }));
}

#[cfg(test)]
mod tests;
