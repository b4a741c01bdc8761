//! Turns a tile's layout into painted layers: field, rivers, roads, cities, then symbols.
//!
//! Order matters and is the whole trick: roads run under city walls (so a road into a city
//! disappears under its gate), a later road or a road over a river keeps its dark kerbs and
//! so reads as a bridge, and symbols sit on top of everything.
//!
//! Terrain turns with the tile; symbols do not. A monastery, an inn or a pennant is a picture
//! of a thing, and a picture lying on its side or upside down reads as a mistake, so symbols
//! move to where the turn takes them and are drawn upright there.

use carcassonne_engine::expansions::hill_and_dale::{Animal, Harvest};
use carcassonne_engine::expansions::traders::Goods;
use carcassonne_engine::geometry::{Rotation, Side};
use carcassonne_engine::tiles::{FeatureKind, TileId};
use image::RgbaImage;

use crate::canvas::{paint, Layer, Placement};
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
        SymbolKind::Signpost => signpost(out, c, r),
        SymbolKind::Harvest(harvest) => {
            // On a chip like the token it wins, so the symbol reads on the furrows and matches
            // the header.
            outlined(out, c, 1.3 * r, pal::TOKEN, 0.008, move |p| {
                shapes::circle(p, c, r)
            });
            harvest_layers(harvest, c, 0.74 * r, HARVEST_RIM, out);
        }
        SymbolKind::Animal(animal) => animal_layers(animal, c, r, ANIMAL_RIM, out),
        SymbolKind::WheelNumber(n) => wheel_number(out, c, r, n),
    }
}

/// Gold of the wheel printed on Wheel of Fortune tiles.
pub const WHEEL_BADGE: Colour = [232, 172, 30];
/// The pale gold middle of that wheel, where its number is: unlike the white discs of spot
/// markers in the close-up.
const WHEEL_BADGE_FACE: Colour = [255, 234, 160];

/// A small gold wheel with a light middle holding the number `n`: how many segments the pig
/// moves when the tile is drawn.
fn wheel_number(out: &mut Vec<Layer>, c: Pt, r: f32, n: u8) {
    let e = 1.3 * r;
    outlined(out, c, e, WHEEL_BADGE, 0.01, move |p| {
        shapes::circle(p, c, r)
    });
    // Six spokes' stubs on the rim make it a wheel rather than a coin.
    for k in 0..6 {
        let a = k as f32 * std::f32::consts::FRAC_PI_3;
        let (s, t) = (
            off(c, r, 0.62 * a.cos(), 0.62 * a.sin()),
            off(c, r, a.cos(), a.sin()),
        );
        out.push(Layer::around(pal::DARK, c, e, move |p| {
            shapes::segment(p, s, t) - 0.07 * r
        }));
    }
    outlined(out, c, e, WHEEL_BADGE_FACE, 0.008, move |p| {
        shapes::circle(p, c, 0.66 * r)
    });
    let strokes = digit_strokes(n, c, 0.48 * r);
    out.push(Layer::around(pal::DARK, c, e, move |p| {
        strokes
            .iter()
            .map(|line| line.dist(p))
            .fold(f32::MAX, f32::min)
            - 0.07 * r
    }));
}

/// The digit `n` (1 to 3; others as that many dots) as strokes `h` high centred on `c`.
fn digit_strokes(n: u8, c: Pt, h: f32) -> Vec<shapes::Polyline> {
    let at = |x: f32, y: f32| Pt::new(c.x + x * h, c.y + y * h);
    let arc = |cx: f32, cy: f32, r: f32, from: f32, to: f32| {
        let pts = (0..=12)
            .map(|i| {
                let a = from + (to - from) * i as f32 / 12.0;
                at(cx + r * a.cos(), cy + r * a.sin())
            })
            .collect();
        shapes::Polyline { pts }
    };
    use std::f32::consts::PI;
    match n {
        1 => vec![
            shapes::Polyline {
                pts: vec![at(-0.22, -0.26), at(0.04, -0.5), at(0.04, 0.5)],
            },
            shapes::Polyline::line(at(-0.2, 0.5), at(0.28, 0.5)),
        ],
        2 => {
            let mut top = arc(0.0, -0.22, 0.27, 1.05 * PI, 2.2 * PI);
            top.pts.extend([at(-0.3, 0.5), at(0.32, 0.5)]);
            vec![top]
        }
        3 => vec![
            arc(0.0, -0.25, 0.24, 1.1 * PI, 2.5 * PI),
            arc(0.0, 0.24, 0.27, 1.5 * PI, 2.85 * PI),
        ],
        _ => (0..n.min(6))
            .map(|i| {
                let x = (i as f32 - (n.min(6) - 1) as f32 / 2.0) * 0.3;
                shapes::Polyline::line(at(x, 0.0), at(x, 0.0))
            })
            .collect(),
    }
}

/// Outline of harvest symbols on tiles and of animals, in tile units.
const HARVEST_RIM: f32 = 0.006;
const ANIMAL_RIM: f32 = 0.008;

/// A point `(dx, dy)` radii away from `c`.
fn off(c: Pt, r: f32, dx: f32, dy: f32) -> Pt {
    Pt::new(c.x + dx * r, c.y + dy * r)
}

/// A wooden signpost with two arrows, where footpaths meet.
fn signpost(out: &mut Vec<Layer>, c: Pt, r: f32) {
    let (foot, top) = (off(c, r, 0.0, 0.95), off(c, r, 0.0, -0.85));
    outlined(out, c, 1.4 * r, pal::WOOD, 0.01, move |p| {
        shapes::segment(p, foot, top) - 0.1 * r
    });
    let boards: [[(f32, f32); 5]; 2] = [
        [
            (-0.2, -0.72),
            (0.62, -0.72),
            (0.88, -0.52),
            (0.62, -0.32),
            (-0.2, -0.32),
        ],
        [
            (0.2, -0.18),
            (-0.62, -0.18),
            (-0.88, 0.02),
            (-0.62, 0.22),
            (0.2, 0.22),
        ],
    ];
    for board in boards {
        let pts = board.map(|(dx, dy)| off(c, r, dx, dy));
        outlined(out, c, 1.4 * r, pal::WOOD_LIGHT, 0.01, move |p| {
            shapes::polygon(p, &pts)
        });
    }
}

/// A harvest symbol centred on `c` within about `r`, outlined `rim` thick: on tiles (over a
/// chip) and on the players' harvest tokens in the header.
pub(crate) fn harvest_layers(harvest: Harvest, c: Pt, r: f32, rim: f32, out: &mut Vec<Layer>) {
    let at = |dx: f32, dy: f32| off(c, r, dx, dy);
    let e = 1.4 * r;
    match harvest {
        Harvest::Apple => {
            let (a, b) = (at(-0.24, 0.12), at(0.24, 0.12));
            outlined(out, c, e, pal::APPLE, rim, move |p| {
                shapes::circle(p, a, 0.56 * r).min(shapes::circle(p, b, 0.56 * r))
            });
            let (s0, s1) = (at(0.0, -0.35), at(0.12, -0.85));
            out.push(Layer::around(pal::WOOD, c, e, move |p| {
                shapes::segment(p, s0, s1) - 0.08 * r
            }));
            let leaf = at(0.4, -0.66);
            outlined(out, c, e, pal::LEAF, rim, move |p| {
                shapes::ellipse(p, leaf, 0.28 * r, 0.14 * r)
            });
            let shine = at(-0.34, -0.08);
            out.push(
                Layer::around(pal::WHITE, c, e, move |p| {
                    shapes::ellipse(p, shine, 0.1 * r, 0.16 * r)
                })
                .with_alpha(0.7),
            );
        }
        Harvest::Strawberry => {
            let pts = [
                (-0.62, -0.4),
                (0.62, -0.4),
                (0.42, 0.3),
                (0.0, 0.8),
                (-0.42, 0.3),
            ]
            .map(|(dx, dy)| at(dx, dy));
            outlined(out, c, e, pal::STRAWBERRY, rim, move |p| {
                shapes::polygon(p, &pts) - 0.14 * r
            });
            for (dx, dy) in [
                (-0.3, -0.1),
                (0.3, -0.1),
                (0.0, 0.05),
                (-0.15, 0.35),
                (0.15, 0.35),
            ] {
                let s = at(dx, dy);
                out.push(Layer::around(pal::SEED, c, e, move |p| {
                    shapes::circle(p, s, 0.07 * r)
                }));
            }
            let (l, m, rt) = (at(-0.3, -0.58), at(0.0, -0.68), at(0.3, -0.58));
            outlined(out, c, e, pal::LEAF, rim, move |p| {
                shapes::ellipse(p, l, 0.3 * r, 0.13 * r)
                    .min(shapes::ellipse(p, rt, 0.3 * r, 0.13 * r))
                    .min(shapes::ellipse(p, m, 0.13 * r, 0.26 * r))
            });
        }
        Harvest::Pumpkin => {
            // Three overlapping lobes, each outlined, so the dark lines between them are ribs.
            for (dx, rx) in [(-0.42, 0.42), (0.42, 0.42), (0.0, 0.46)] {
                let lobe = at(dx, 0.15);
                outlined(out, c, e, pal::PUMPKIN, rim, move |p| {
                    shapes::ellipse(p, lobe, rx * r, 0.6 * r)
                });
            }
            let stem = at(0.05, -0.55);
            outlined(out, c, e, pal::LEAF, rim, move |p| {
                shapes::rounded_box(p, stem, 0.11 * r, 0.18 * r, 0.04 * r)
            });
        }
        Harvest::Sunflower => {
            let petals: Vec<Pt> = (0..10)
                .map(|k| {
                    let a = k as f32 * std::f32::consts::TAU / 10.0;
                    at(0.58 * a.cos(), 0.58 * a.sin())
                })
                .collect();
            outlined(out, c, e, pal::SUNFLOWER, rim, move |p| {
                petals
                    .iter()
                    .map(|q| shapes::circle(p, *q, 0.3 * r))
                    .fold(shapes::circle(p, c, 0.6 * r), f32::min)
            });
            outlined(out, c, e, pal::SUNFLOWER_HEART, rim, move |p| {
                shapes::circle(p, c, 0.36 * r)
            });
        }
        Harvest::Grain => {
            let (s0, s1) = (at(0.0, 0.95), at(0.0, -0.6));
            outlined(out, c, e, pal::GRAIN, rim, move |p| {
                shapes::segment(p, s0, s1) - 0.07 * r
            });
            for dy in [0.2, -0.15, -0.5] {
                for dx in [-0.2, 0.2] {
                    let k = at(dx, dy);
                    outlined(out, c, e, pal::GRAIN, rim, move |p| {
                        shapes::ellipse(p, k, 0.17 * r, 0.27 * r)
                    });
                }
            }
            let tip = at(0.0, -0.75);
            outlined(out, c, e, pal::GRAIN, rim, move |p| {
                shapes::ellipse(p, tip, 0.14 * r, 0.24 * r)
            });
        }
        Harvest::Scarecrow => {
            let (post0, post1) = (at(0.0, -0.2), at(0.0, 0.95));
            outlined(out, c, e, pal::WOOD, rim, move |p| {
                shapes::segment(p, post0, post1) - 0.07 * r
            });
            let shirt = [(-0.42, -0.15), (0.42, -0.15), (0.32, 0.5), (-0.32, 0.5)]
                .map(|(dx, dy)| at(dx, dy));
            let arms = at(0.0, 0.0);
            outlined(out, c, e, pal::SHIRT, rim, move |p| {
                shapes::polygon(p, &shirt).min(shapes::rounded_box(
                    p,
                    arms,
                    0.86 * r,
                    0.13 * r,
                    0.05 * r,
                ))
            });
            let head = at(0.0, -0.4);
            outlined(out, c, e, pal::STRAW, rim, move |p| {
                shapes::circle(p, head, 0.24 * r)
            });
            let (brim, crown) = (at(0.0, -0.6), at(0.0, -0.76));
            outlined(out, c, e, pal::WOOD, rim, move |p| {
                shapes::rounded_box(p, brim, 0.44 * r, 0.07 * r, 0.03 * r).min(shapes::rounded_box(
                    p,
                    crown,
                    0.22 * r,
                    0.15 * r,
                    0.05 * r,
                ))
            });
        }
    }
}

/// An animal's four legs, in radii of the animal: where they stand across, how far down their
/// middles are, their half width and half length, and their colour.
struct Legs {
    xs: [f32; 4],
    y: f32,
    half: (f32, f32),
    colour: Colour,
}

/// Four legs under a body, drawn before it so that the body covers their tops.
fn legs(out: &mut Vec<Layer>, c: Pt, r: f32, rim: f32, legs: Legs) {
    let Legs {
        xs,
        y,
        half,
        colour,
    } = legs;
    for dx in xs {
        let leg = off(c, r, dx, y);
        outlined(out, c, 1.4 * r, colour, rim, move |p| {
            shapes::rounded_box(p, leg, half.0 * r, half.1 * r, 0.03 * r)
        });
    }
}

/// An animal standing in side view, facing east, centred on `c` within about `r`: each its own
/// silhouette and colour, since on a phone an animal is a few pixels of colour.
pub(crate) fn animal_layers(animal: Animal, c: Pt, r: f32, rim: f32, out: &mut Vec<Layer>) {
    let at = |dx: f32, dy: f32| off(c, r, dx, dy);
    let e = 1.4 * r;
    match animal {
        Animal::Cow => {
            legs(
                out,
                c,
                r,
                rim,
                Legs {
                    xs: [-0.55, -0.32, 0.3, 0.52],
                    y: 0.5,
                    half: (0.08, 0.26),
                    colour: pal::DARK,
                },
            );
            let (tail0, tail1) = (at(-0.7, -0.15), at(-0.92, 0.32));
            out.push(Layer::around(pal::DARK, c, e, move |p| {
                shapes::segment(p, tail0, tail1) - 0.06 * r
            }));
            let (body, head) = (at(-0.06, 0.05), at(0.74, -0.2));
            let (h0, h1, h2, h3) = (
                at(0.62, -0.42),
                at(0.52, -0.62),
                at(0.86, -0.42),
                at(0.96, -0.62),
            );
            outlined(out, c, e, pal::WOOD_LIGHT, rim, move |p| {
                (shapes::segment(p, h0, h1) - 0.06 * r).min(shapes::segment(p, h2, h3) - 0.06 * r)
            });
            let cow =
                move |p: Pt| {
                    shapes::rounded_box(p, body, 0.68 * r, 0.36 * r, 0.16 * r)
                        .min(shapes::rounded_box(p, head, 0.22 * r, 0.24 * r, 0.1 * r))
                };
            outlined(out, c, e, pal::FLEECE, rim, cow);
            for (dx, dy, k) in [(-0.3, -0.08, 0.2), (0.2, 0.16, 0.16), (-0.62, 0.22, 0.12)] {
                let spot = at(dx, dy);
                out.push(Layer::around(pal::DARK, c, e, move |p| {
                    shapes::circle(p, spot, k * r).max(cow(p) + 0.005)
                }));
            }
            let muzzle = at(0.8, -0.04);
            out.push(Layer::around(pal::PIG, c, e, move |p| {
                shapes::ellipse(p, muzzle, 0.17 * r, 0.1 * r)
            }));
        }
        Animal::Horse => {
            legs(
                out,
                c,
                r,
                rim,
                Legs {
                    xs: [-0.5, -0.3, 0.3, 0.5],
                    y: 0.52,
                    half: (0.07, 0.34),
                    colour: pal::MANE,
                },
            );
            let (tail0, tail1) = (at(-0.66, -0.12), at(-0.92, 0.45));
            out.push(Layer::around(pal::MANE, c, e, move |p| {
                shapes::segment(p, tail0, tail1) - 0.1 * r
            }));
            let body = at(-0.05, 0.02);
            let neck =
                [(0.3, -0.16), (0.5, -0.74), (0.8, -0.7), (0.66, 0.05)].map(|(x, y)| at(x, y));
            let head =
                [(0.5, -0.86), (0.8, -0.86), (1.05, -0.48), (0.9, -0.38)].map(|(x, y)| at(x, y));
            outlined(out, c, e, pal::HORSE, rim, move |p| {
                shapes::ellipse(p, body, 0.66 * r, 0.3 * r)
                    .min(shapes::polygon(p, &neck))
                    .min(shapes::polygon(p, &head) - 0.03 * r)
            });
            let (m0, m1) = (at(0.42, -0.2), at(0.58, -0.84));
            out.push(Layer::around(pal::MANE, c, e, move |p| {
                shapes::segment(p, m0, m1) - 0.08 * r
            }));
        }
        Animal::Sheep => {
            legs(
                out,
                c,
                r,
                rim,
                Legs {
                    xs: [-0.4, -0.2, 0.2, 0.4],
                    y: 0.5,
                    half: (0.07, 0.24),
                    colour: pal::DARK,
                },
            );
            let puffs: Vec<Pt> = [
                (-0.5, -0.15),
                (-0.2, -0.32),
                (0.15, -0.3),
                (0.4, -0.1),
                (0.3, 0.22),
                (-0.05, 0.3),
                (-0.4, 0.22),
            ]
            .iter()
            .map(|&(x, y)| at(x, y))
            .collect();
            let body = at(-0.05, 0.0);
            outlined(out, c, e, pal::FLEECE, rim, move |p| {
                puffs
                    .iter()
                    .map(|q| shapes::circle(p, *q, 0.26 * r))
                    .fold(shapes::ellipse(p, body, 0.58 * r, 0.4 * r), f32::min)
            });
            let head = at(0.66, -0.16);
            outlined(out, c, e, pal::DARK, rim, move |p| {
                shapes::ellipse(p, head, 0.24 * r, 0.18 * r)
            });
        }
        Animal::Pig => {
            legs(
                out,
                c,
                r,
                rim,
                Legs {
                    xs: [-0.45, -0.25, 0.22, 0.42],
                    y: 0.45,
                    half: (0.08, 0.2),
                    colour: pal::PIG,
                },
            );
            let (body, head, snout) = (at(-0.08, 0.04), at(0.58, -0.08), at(0.9, -0.02));
            let ear = [(0.42, -0.3), (0.55, -0.62), (0.7, -0.3)].map(|(x, y)| at(x, y));
            outlined(out, c, e, pal::PIG, rim, move |p| {
                shapes::ellipse(p, body, 0.68 * r, 0.44 * r)
                    .min(shapes::circle(p, head, 0.3 * r))
                    .min(shapes::polygon(p, &ear))
            });
            outlined(out, c, e, SNOUT, rim, move |p| {
                shapes::rounded_box(p, snout, 0.11 * r, 0.14 * r, 0.05 * r)
            });
            let curl = at(-0.84, -0.14);
            out.push(Layer::around(pal::DARK, c, e, move |p| {
                (shapes::circle(p, curl, 0.12 * r)).abs() - 0.035 * r
            }));
        }
        Animal::Rooster => {
            for (x0, x1) in [(-0.12, -0.18), (0.14, 0.16)] {
                let (a, b) = (at(x0, 0.45), at(x1, 0.92));
                out.push(Layer::around(pal::BEAK, c, e, move |p| {
                    shapes::segment(p, a, b) - 0.06 * r
                }));
            }
            let (t1, t2) = (at(-0.52, -0.3), at(-0.7, -0.08));
            outlined(out, c, e, pal::TAIL, rim, move |p| {
                shapes::ellipse(p, t1, 0.2 * r, 0.46 * r).min(shapes::ellipse(
                    p,
                    t2,
                    0.18 * r,
                    0.36 * r,
                ))
            });
            let comb: Vec<Pt> = [(0.26, -0.72), (0.4, -0.76), (0.53, -0.68)]
                .iter()
                .map(|&(x, y)| at(x, y))
                .collect();
            let wattle = at(0.56, -0.2);
            outlined(out, c, e, pal::COMB, rim, move |p| {
                comb.iter()
                    .map(|q| shapes::circle(p, *q, 0.11 * r))
                    .fold(shapes::ellipse(p, wattle, 0.08 * r, 0.12 * r), f32::min)
            });
            let beak = [(0.56, -0.5), (0.86, -0.41), (0.56, -0.32)].map(|(x, y)| at(x, y));
            outlined(out, c, e, pal::BEAK, rim, move |p| {
                shapes::polygon(p, &beak)
            });
            let (body, head) = (at(-0.05, 0.14), at(0.36, -0.42));
            outlined(out, c, e, pal::ROOSTER, rim, move |p| {
                shapes::ellipse(p, body, 0.54 * r, 0.4 * r).min(shapes::circle(p, head, 0.24 * r))
            });
            let wing = at(-0.08, 0.14);
            out.push(Layer::around(WING, c, e, move |p| {
                shapes::ellipse(p, wing, 0.3 * r, 0.18 * r)
            }));
        }
    }
}

/// Darker pinks and browns for details on animals.
const SNOUT: Colour = [214, 112, 130];
const WING: Colour = [166, 78, 30];

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
                    // Inner edges of the Wheel of Fortune's board show nothing of their own:
                    // the wheel is drawn over the whole board.
                    if kind == EdgeKind::Hub {
                        continue;
                    }
                    let px = edge_probe(&img, side, kind);
                    let style = style_for(def);
                    // A ploughed field shows its soil or a furrow, wherever the probe falls.
                    let (want, or) = match kind {
                        EdgeKind::City => (style.enclosed, style.rows.map(|r| r.colour)),
                        EdgeKind::Road => (style.way, None),
                        EdgeKind::River => (pal::RIVER_LIGHT, None),
                        EdgeKind::Field => (style.land, None),
                        other => panic!("no colour known for {other:?} edges"),
                    };
                    assert!(
                        close(px, want, 12) || or.is_some_and(|c| close(px, c, 12)),
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
            // The post stands on the ground, the upper arrow points east, the lower one west.
            SymbolKind::Signpost => vec![
                (0.0, 0.7, pal::WOOD),
                (0.5, -0.52, pal::WOOD_LIGHT),
                (-0.5, 0.02, pal::WOOD_LIGHT),
            ],
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
