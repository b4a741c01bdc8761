//! Tiles painted in every rotation: edges show their kind, symbols stay upright, roads and
//! fields where they belong.

use super::*;
use crate::expansions::hill_and_dale::colours as meadow;
use crate::expansions::river::RIVER_LIGHT;
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
                    EdgeKind::River => (RIVER_LIGHT, None),
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
    match kind.name {
        // Roof above the walls, cross on top.
        "monastery" => vec![
            (0.0, -0.3, pal::ROOF),
            (0.0, -0.74, pal::DARK),
            (-0.4, 0.5, pal::BUILDING),
        ],
        "junction" | "house" => {
            vec![(0.0, -0.45, pal::ROOF), (-0.35, 0.4, pal::BUILDING)]
        }
        // The post stands on the ground, the upper arrow points east, the lower one west.
        "signpost" => vec![
            (0.0, 0.7, meadow::WOOD),
            (0.5, -0.52, meadow::WOOD_LIGHT),
            (-0.5, 0.02, meadow::WOOD_LIGHT),
        ],
        // A shield is wide at the top and pointed at the bottom.
        "pennant" => vec![(-0.35, -0.5, pal::SHIELD), (-0.6, 0.75, pal::CITY)],
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
                let crowded = lay
                    .symbols
                    .iter()
                    .any(|o| !std::ptr::eq(o, sym) && o.at.dist(sym.at) < o.radius + sym.radius);
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
