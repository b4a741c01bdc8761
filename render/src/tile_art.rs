//! Turns a tile's layout into painted layers: field, rivers, roads, cities, then symbols.
//!
//! Order matters and is the whole trick: roads run under city walls (so a road into a city
//! disappears under its gate), a later road or a road over a river keeps its dark kerbs and
//! so reads as a bridge, and symbols sit on top of everything.
//!
//! Terrain turns with the tile; symbols do not. A monastery, an inn or a pennant is a picture
//! of a thing, and a picture lying on its side or upside down reads as a mistake, so symbols
//! move to where the turn takes them and are drawn upright there.

use carcassonne_engine::geometry::Rotation;
use carcassonne_engine::tiles::{FeatureKind, Goods, TileId};
use image::RgbaImage;

use crate::canvas::{paint, Layer, Placement};
use crate::layout::{layout, Symbol, SymbolKind};
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};

/// Thickness of city walls, in tile units.
const WALL: f32 = 0.03;
/// Half thickness of a hedge between fields.
const HEDGE_HALF: f32 = 0.014;
/// Thickness of the dark kerb on each side of a road.
const KERB: f32 = 0.016;

/// The terrain layers of one tile type, unturned: everything but the symbols.
pub fn terrain_layers(id: TileId) -> Vec<Layer> {
    let Some(lay) = layout(id) else {
        return Vec::new();
    };
    let all = (Pt::new(0.0, 0.0), Pt::new(1.0, 1.0));
    let mut layers = vec![Layer::new(pal::FIELD, all.0, all.1, |_| -1.0)];
    for hedge in &lay.hedges {
        layers.push(Layer::new(pal::HEDGE, all.0, all.1, move |p| {
            hedge.sdf(p, HEDGE_HALF)
        }));
    }

    for (i, path) in lay.paths.iter().enumerate() {
        if path.kind != FeatureKind::River {
            continue;
        }
        let (lo, hi) = grow(path.line.bounds(), 0.1);
        let line = path.line.clone();
        layers.push(Layer::new(pal::RIVER, lo, hi, move |p| {
            line.dist(p) - crate::layout::RIVER_HALF
        }));
        let line = lay.paths[i].line.clone();
        layers.push(Layer::new(pal::RIVER_LIGHT, lo, hi, move |p| {
            line.dist(p) - crate::layout::RIVER_HALF * 0.35
        }));
    }
    for path in lay.paths.iter().filter(|p| p.kind == FeatureKind::Road) {
        let (lo, hi) = grow(path.line.bounds(), 0.1);
        let line = path.line.clone();
        layers.push(Layer::new(pal::ROAD_EDGE, lo, hi, move |p| {
            line.dist(p) - crate::layout::ROAD_HALF - KERB
        }));
        let line = path.line.clone();
        layers.push(Layer::new(pal::ROAD, lo, hi, move |p| {
            line.dist(p) - crate::layout::ROAD_HALF
        }));
    }
    for ci in 0..lay.cities.len() {
        layers.push(Layer::new(pal::CITY_WALL, all.0, all.1, move |p| {
            lay.city_sdf(ci, p)
        }));
        layers.push(Layer::new(pal::CITY, all.0, all.1, move |p| {
            lay.city_sdf(ci, p) + WALL
        }));
    }
    layers
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
        symbol_layers(&moved, &mut layers);
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

fn grow((lo, hi): (Pt, Pt), m: f32) -> (Pt, Pt) {
    (Pt::new(lo.x - m, lo.y - m), Pt::new(hi.x + m, hi.y + m))
}

/// An outlined shape: a dark rim, then the fill.
fn outlined(
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
fn house(out: &mut Vec<Layer>, c: Pt, s: f32, roof: Colour) {
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

fn church(out: &mut Vec<Layer>, c: Pt, r: f32, roof: Colour) {
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

/// Adds the drawing of one symbol. New symbol kinds get their drawing here.
fn symbol_layers(sym: &Symbol, out: &mut Vec<Layer>) {
    let (c, r) = (sym.at, sym.radius);
    match sym.kind {
        SymbolKind::Monastery => church(out, c, r, pal::ROOF),
        SymbolKind::Cathedral => church(out, c, r, pal::SHIELD),
        SymbolKind::Junction | SymbolKind::House => house(out, c, r, pal::ROOF),
        SymbolKind::Inn => {
            let lake = Pt::new(c.x + 0.45 * r, c.y + 0.35 * r);
            out.push(Layer::around(pal::RIVER, lake, r, move |p| {
                shapes::ellipse(p, lake, 0.55 * r, 0.35 * r)
            }));
            house(out, Pt::new(c.x - 0.25 * r, c.y), r * 0.8, [150, 90, 40]);
        }
        SymbolKind::Gate => {
            out.push(Layer::around(pal::DARK, c, 2.0 * r, move |p| {
                shapes::rounded_box(p, c, 0.9 * r, 0.9 * r, 0.5 * r)
            }));
        }
        SymbolKind::RoadEnd => {
            for (dx, dy, k) in [(-0.5, 0.2, 0.6), (0.5, 0.25, 0.55), (0.0, -0.3, 0.65)] {
                let s = Pt::new(c.x + dx * r, c.y + dy * r);
                outlined(out, s, r, pal::STONE, 0.008, move |p| {
                    shapes::circle(p, s, k * r)
                });
            }
        }
        SymbolKind::Spring => {
            outlined(out, c, 1.2 * r, pal::RIVER, 0.01, move |p| {
                shapes::circle(p, c, 0.8 * r)
            });
            out.push(Layer::around(pal::RIVER_LIGHT, c, r, move |p| {
                shapes::circle(p, c, 0.35 * r)
            }));
        }
        SymbolKind::Lake => {
            outlined(out, c, 1.2 * r, pal::RIVER, 0.01, move |p| {
                shapes::ellipse(p, c, r, 0.75 * r)
            });
            out.push(Layer::around(pal::RIVER_LIGHT, c, r, move |p| {
                shapes::ellipse(p, Pt::new(c.x - 0.2 * r, c.y - 0.15 * r), 0.4 * r, 0.2 * r)
            }));
        }
        SymbolKind::Pennant => {
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
        SymbolKind::Goods(goods) => goods_layers(goods, c, r, GOODS_RIM, out),
        SymbolKind::Garden => {
            outlined(out, c, 1.2 * r, pal::GARDEN, 0.01, move |p| {
                shapes::circle(p, c, r)
            });
            out.push(Layer::around(pal::GARDEN_LIGHT, c, r, move |p| {
                shapes::circle(p, c, 0.6 * r)
            }));
            for (k, col) in [[230, 80, 80], [250, 220, 90], [240, 240, 240]]
                .iter()
                .enumerate()
            {
                let a = k as f32 * 2.1;
                let f = Pt::new(c.x + 0.35 * r * a.cos(), c.y + 0.35 * r * a.sin());
                out.push(Layer::around(*col, f, r, move |p| {
                    shapes::circle(p, f, 0.18 * r)
                }));
            }
        }
        SymbolKind::Hill => {
            let base = Pt::new(c.x, c.y + 0.5 * r);
            outlined(out, c, 1.3 * r, pal::HILL, 0.01, move |p| {
                shapes::ellipse(p, base, r, 0.9 * r).max(p.y - base.y)
            });
        }
        SymbolKind::Vineyard => {
            for row in 0..3 {
                let y = c.y + (row as f32 - 1.0) * 0.55 * r;
                let (a, b) = (Pt::new(c.x - 0.9 * r, y), Pt::new(c.x + 0.9 * r, y));
                out.push(Layer::around([110, 80, 50], c, 1.3 * r, move |p| {
                    shapes::segment(p, a, b) - 0.06 * r
                }));
                for k in 0..4 {
                    let g = Pt::new(c.x + (k as f32 - 1.5) * 0.5 * r, y - 0.1 * r);
                    out.push(Layer::around(pal::VINE, g, r, move |p| {
                        shapes::circle(p, g, 0.17 * r)
                    }));
                }
            }
        }
        SymbolKind::Volcano => {
            let cone = [
                Pt::new(c.x - r, c.y + 0.7 * r),
                Pt::new(c.x + r, c.y + 0.7 * r),
                Pt::new(c.x + 0.3 * r, c.y - 0.6 * r),
                Pt::new(c.x - 0.3 * r, c.y - 0.6 * r),
            ];
            outlined(out, c, 1.3 * r, [110, 84, 70], 0.01, move |p| {
                shapes::polygon(p, &cone)
            });
            out.push(Layer::around(pal::LAVA, c, 1.3 * r, move |p| {
                shapes::ellipse(p, Pt::new(c.x, c.y - 0.6 * r), 0.3 * r, 0.12 * r)
            }));
        }
        SymbolKind::Pigherd => {
            let body = Pt::new(c.x - 0.1 * r, c.y);
            let head = Pt::new(c.x + 0.65 * r, c.y - 0.15 * r);
            outlined(out, c, 1.3 * r, pal::PIG, 0.01, move |p| {
                shapes::ellipse(p, body, 0.7 * r, 0.5 * r).min(shapes::circle(p, head, 0.32 * r))
            });
        }
    }
}

/// Outline of goods symbols on tiles, in tile units.
const GOODS_RIM: f32 = 0.006;

/// A goods symbol (grapes, sheaf, bolt of cloth) centred on `c` within about `r`, outlined
/// `rim` thick; the header draws the players' goods tokens with it too.
pub(crate) fn goods_layers(goods: Goods, c: Pt, r: f32, rim: f32, out: &mut Vec<Layer>) {
    match goods {
        Goods::Wine => {
            for (dx, dy) in [
                (-0.35, -0.35),
                (0.35, -0.35),
                (0.0, -0.35),
                (-0.18, 0.1),
                (0.18, 0.1),
                (0.0, 0.5),
            ] {
                let g = Pt::new(c.x + dx * r, c.y + dy * r);
                outlined(out, g, r, pal::VINE, rim, move |p| {
                    shapes::circle(p, g, 0.3 * r)
                });
            }
        }
        Goods::Wheat => {
            let stalk = move |p: Pt| {
                shapes::segment(p, Pt::new(c.x, c.y + 0.9 * r), Pt::new(c.x, c.y - 0.2 * r))
                    - 0.08 * r
            };
            out.push(Layer::around(pal::DARK, c, 1.3 * r, move |p| {
                stalk(p) - rim
            }));
            out.push(Layer::around(pal::WHEAT, c, 1.3 * r, stalk));
            for dx in [-0.35, 0.0, 0.35] {
                let e = Pt::new(c.x + dx * r, c.y - 0.35 * r);
                outlined(out, e, r, pal::WHEAT, rim, move |p| {
                    shapes::ellipse(p, e, 0.2 * r, 0.5 * r)
                });
            }
        }
        Goods::Cloth => {
            outlined(out, c, 1.3 * r, pal::CLOTH, rim * 4.0 / 3.0, move |p| {
                shapes::rounded_box(p, c, 0.85 * r, 0.6 * r, 0.15 * r)
            });
            for dy in [-0.25, 0.25] {
                let y = c.y + dy * r;
                out.push(Layer::around(pal::WHITE, c, 1.3 * r, move |p| {
                    shapes::segment(p, Pt::new(c.x - 0.7 * r, y), Pt::new(c.x + 0.7 * r, y))
                        - 0.05 * r
                }));
            }
        }
        // Goods added to the catalogue later show nothing until they are drawn.
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::layout;
    use carcassonne_engine::geometry::Side;
    use carcassonne_engine::tiles::{by_name, catalogue, EdgeKind};

    fn close(a: [u8; 4], b: Colour, tol: i32) -> bool {
        (0..3).all(|k| (a[k] as i32 - b[k] as i32).abs() <= tol)
    }

    /// Pixel a little inside `side` on a sprite: at the middle, where roads, rivers and cities
    /// cross, or for fields off the middle, where a hedge may part two fields.
    fn edge_probe(img: &RgbaImage, side: Side, kind: EdgeKind) -> [u8; 4] {
        let s = img.width() as f32;
        let along = if kind == EdgeKind::Field { 0.25 } else { 0.5 };
        let p = shapes::side_frame(side, along, 0.04);
        img.get_pixel((p.x * s) as u32, (p.y * s) as u32).0
    }

    #[test]
    fn edges_show_their_kind_in_every_rotation_for_every_tile() {
        for def in &catalogue().tiles {
            for r in Rotation::ALL {
                let img = draw_tile(def.id, 96, r);
                for side in Side::ALL {
                    let kind = def.edge(side, r);
                    let px = edge_probe(&img, side, kind);
                    let want = match kind {
                        EdgeKind::City => pal::CITY,
                        EdgeKind::Road => pal::ROAD,
                        EdgeKind::River => pal::RIVER_LIGHT,
                        EdgeKind::Field => pal::FIELD,
                        other => panic!("no colour known for {other:?} edges"),
                    };
                    assert!(
                        close(px, want, 12),
                        "{} rot {} side {:?}: got {:?}, want {:?}",
                        def.name,
                        r.quarter_turns(),
                        side,
                        px,
                        want
                    );
                }
            }
        }
    }

    /// Points of an asymmetric symbol, relative to its centre in units of its radius, with the
    /// colour each must show when the symbol is upright.
    fn upright_probes(kind: SymbolKind) -> Vec<(f32, f32, Colour)> {
        match kind {
            // Roof above the walls, cross on top.
            SymbolKind::Monastery => vec![
                (0.0, -0.3, pal::ROOF),
                (0.0, -0.74, pal::DARK),
                (-0.4, 0.5, pal::BUILDING),
            ],
            SymbolKind::Junction | SymbolKind::House => {
                vec![(0.0, -0.45, pal::ROOF), (-0.35, 0.4, pal::BUILDING)]
            }
            // A shield is wide at the top and pointed at the bottom.
            SymbolKind::Pennant => vec![(-0.35, -0.5, pal::SHIELD), (-0.6, 0.75, pal::CITY)],
            _ => Vec::new(),
        }
    }

    #[test]
    fn symbols_stay_upright_in_every_rotation() {
        const SIZE: u32 = 160;
        let mut checked = 0;
        for def in &catalogue().tiles {
            let lay = layout(def.id).expect("layout");
            for r in Rotation::ALL {
                let img = draw_tile(def.id, SIZE, r);
                for sym in &lay.symbols {
                    // A symbol another one overlaps cannot be probed.
                    let crowded = lay.symbols.iter().any(|o| {
                        !std::ptr::eq(o, sym) && o.at.dist(sym.at) < o.radius + sym.radius
                    });
                    if crowded {
                        continue;
                    }
                    let c = sym.at.rotated(r);
                    for (dx, dy, want) in upright_probes(sym.kind) {
                        let x = (c.x + dx * sym.radius) * SIZE as f32;
                        let y = (c.y + dy * sym.radius) * SIZE as f32;
                        let got = img.get_pixel(x as u32, y as u32).0;
                        assert!(
                            close(got, want, 30),
                            "{} rot {} {:?} at ({dx}, {dy}): {got:?}, want {want:?}",
                            def.name,
                            r.quarter_turns(),
                            sym.kind
                        );
                        checked += 1;
                    }
                }
            }
        }
        // Monasteries, junctions, houses and pennants appear on dozens of tiles.
        assert!(checked > 200, "only {checked} probes");
    }

    #[test]
    fn a_monastery_turned_with_its_tile_looks_the_same() {
        // B is a monastery alone in a field: with the symbol upright, every turn of the tile
        // is the same picture; a turned church would differ in hundreds of pixels.
        let id = by_name("B").expect("B");
        let straight = draw_tile(id, 128, Rotation::new(0));
        let flipped = image::imageops::rotate180(&straight);
        let differing = |a: &RgbaImage, b: &RgbaImage| {
            a.pixels()
                .zip(b.pixels())
                .filter(|(p, q)| !close(p.0, [q.0[0], q.0[1], q.0[2]], 40))
                .count()
        };
        assert!(
            differing(&straight, &flipped) > 100,
            "the church is symmetric"
        );
        for r in Rotation::ALL {
            let turned = draw_tile(id, 128, r);
            let d = differing(&straight, &turned);
            assert!(d < 20, "rot {}: {d} pixels differ", r.quarter_turns());
        }
    }

    #[test]
    fn tile_d_has_road_across_the_middle_and_field_below() {
        let id = by_name("D").expect("D");
        let img = draw_tile(id, 100, Rotation::new(0));
        // The road runs E-W through the centre; the south field lies under it.
        assert!(close(img.get_pixel(50, 50).0, pal::ROAD, 10));
        assert!(close(img.get_pixel(50, 80).0, pal::FIELD, 10));
        let turned = draw_tile(id, 100, Rotation::new(1));
        // Turned a quarter: the road runs N-S and the field lies west.
        assert!(close(turned.get_pixel(50, 30).0, pal::ROAD, 10));
        assert!(close(turned.get_pixel(20, 50).0, pal::FIELD, 10));
    }
}
