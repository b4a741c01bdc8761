//! The wheel's geometry: the board's sixteen cells, slices whose parts stay inside them, a
//! band of land left along the board's edges.

use super::*;
use carcassonne_engine::tiles::catalogue;

#[test]
fn the_sixteen_board_cells_are_found_by_name() {
    let cells: Vec<(i32, i32)> = catalogue().tiles.iter().filter_map(board_cell).collect();
    assert_eq!(cells.len(), 16);
    for col in 0..4 {
        for row in 0..4 {
            assert!(cells.contains(&(col, row)), "{col},{row}");
        }
    }
}

#[test]
fn parts_of_a_slice_stay_in_it_and_apart() {
    let g = Geometry { cells: BOARD };
    let (c, inner) = (g.centre(), g.inner());
    for segment in WheelSegment::ALL {
        let a = Geometry::angle(segment);
        let inside =
            |p: Pt, room: f32| p.dist(c) < inner - room && wedge(p, c, a, HALF) < -room * 0.6;
        assert!(inside(g.pig(segment), PIG_R * 0.6), "{segment:?} pig");
        assert!(inside(g.swatch(segment), 0.08), "{segment:?} swatch");
        let mut parts = vec![(g.pig(segment), PIG_R), (g.label(segment), 0.1)];
        for space in segment.spaces() {
            let p = g.crown(space).expect("crown");
            assert!(inside(p, CROWN_R), "{segment:?} crown {space}");
            parts.push((p, CROWN_R));
        }
        let swatch = g.swatch(segment);
        for (p, r) in &parts {
            assert!(swatch.dist(*p) > r + 0.05, "{segment:?}: swatch on {p:?}");
        }
    }
    let spaces: u8 = WheelSegment::ALL.iter().map(|s| s.crowns()).sum();
    assert_eq!((0..spaces).filter_map(|k| g.crown(k)).count(), 9);
}

#[test]
fn the_board_keeps_a_band_of_land_along_its_edges() {
    let g = Geometry { cells: BOARD };
    // The wheel stops short of every edge middle and covers the four centre cells.
    assert!(BOARD / 2.0 - g.radius() >= 0.3);
    assert!(g.centre().dist(Pt::new(1.0, 1.0)) < g.inner());
    // Slices sit clockwise from the top: Fortune above the centre, Storm below.
    assert!(g.pig(WheelSegment::Fortune).y < g.centre().y - 0.3);
    assert!(g.pig(WheelSegment::Storm).y > g.centre().y + 0.3);
    assert!(g.pig(WheelSegment::Taxes).x > g.centre().x);
    assert!(g.pig(WheelSegment::Plague).x < g.centre().x);
}
