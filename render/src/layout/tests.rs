//! Layouts of every catalogue tile: anchors where figures can stand, cities kept apart, roads
//! ending at gates, spots far enough apart for markers.

use super::*;
use crate::tile_art::GATE;
use carcassonne_engine::tiles::by_name;

fn lay(name: &str) -> (&'static TileDef, &'static TileLayout) {
    let id = by_name(name).unwrap_or_else(|| panic!("tile {name}"));
    (
        id.def(),
        layout(id).unwrap_or_else(|| panic!("layout {name}")),
    )
}

#[test]
fn every_tile_has_a_layout_with_anchors_inside_the_tile() {
    for def in &catalogue().tiles {
        let l = layout(def.id).expect("layout");
        assert_eq!(l.anchors.len(), def.segments.len(), "{}", def.name);
        for a in &l.anchors {
            assert!(
                (0.0..=1.0).contains(&a.x) && (0.0..=1.0).contains(&a.y),
                "{}",
                def.name
            );
        }
        assert_eq!(l.monastery.is_some(), def.monastery, "{}", def.name);
    }
}

#[test]
fn city_anchors_lie_inside_their_city_and_field_anchors_outside_all() {
    for def in &catalogue().tiles {
        let l = layout(def.id).expect("layout");
        for (i, seg) in def.segments.iter().enumerate() {
            let a = l.anchors[i];
            match seg.kind {
                FeatureKind::City => {
                    let ci = l.cities.iter().position(|c| c.segment == i as u8);
                    let ci = ci.expect("city shape");
                    assert!(l.city_sdf(ci, a) < 0.0, "{} seg {i}", def.name);
                }
                FeatureKind::Field => {
                    assert!(l.any_city(a) > 0.0, "{} field {i} in a city", def.name);
                    assert!(
                        l.path_clearance(a) > 0.0,
                        "{} field {i} on a road",
                        def.name
                    );
                }
                _ => assert!(
                    l.path_clearance(a) < 0.0,
                    "{} path {i} off its path",
                    def.name
                ),
            }
        }
    }
}

#[test]
fn separate_cities_on_one_tile_do_not_touch() {
    let (_, l) = lay("H");
    assert_eq!(l.cities.len(), 2);
    // Along the vertical middle line there must be field between the two caps.
    let field_between = (0..100).any(|k| {
        let p = Pt::new(0.5, k as f32 / 100.0);
        l.any_city(p) > 0.0
    });
    assert!(field_between);
    let (_, l) = lay("IC.3");
    assert_eq!(l.cities.len(), 4);
    // Near the north-west corner the two caps are kept apart by a strip of field.
    let gap = (0..50).any(|k| {
        let t = 0.02 + k as f32 * 0.002;
        l.any_city(Pt::new(t, t)) > 0.0
    });
    assert!(gap, "no gap between the north and west cities of IC.3");
}

#[test]
fn a_road_into_a_city_stops_at_a_gate() {
    let (_, l) = lay("S");
    let gate = l.symbols.iter().find(|s| s.kind == GATE);
    let gate = gate.expect("gate symbol");
    assert!(l.any_city(gate.at) < 0.0);
    assert!(
        gate.at.y > 0.5,
        "gate should be south of the middle: {:?}",
        gate.at
    );
}

#[test]
fn field_anchors_of_d_are_on_either_side_of_the_road() {
    let (def, l) = lay("D");
    let owning = |port: u8| {
        def.segments
            .iter()
            .position(|s| s.kind == FeatureKind::Field && s.ports.contains(Port::new(port)))
            .expect("field owning port")
    };
    // En (3) lies north of the road, Sw (8) south of it.
    assert!(l.anchors[owning(3)].y < 0.5);
    assert!(l.anchors[owning(8)].y > 0.5);
}

#[test]
fn spots_on_a_tile_are_far_enough_apart_for_markers() {
    let mut worst = (f32::MAX, String::new());
    for def in &catalogue().tiles {
        let l = layout(def.id).expect("layout");
        let mut pts: Vec<Pt> = def
            .segments
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind != FeatureKind::River)
            .map(|(i, _)| l.anchors[i])
            .collect();
        pts.extend(l.monastery);
        pts.extend(l.places.iter().map(|&(_, p)| p));
        for a in 0..pts.len() {
            for b in a + 1..pts.len() {
                let d = pts[a].dist(pts[b]);
                if d < worst.0 {
                    worst = (d, def.name.clone());
                }
            }
        }
    }
    // Close-up markers are 0.17 of the tile wide; spots much closer would overlap.
    assert!(worst.0 >= 0.16, "spots {:.3} apart on {}", worst.0, worst.1);
}
