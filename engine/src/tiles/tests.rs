use super::*;

#[test]
fn catalogue_counts_match_the_rulebooks() {
    let cat = catalogue();
    let count = |set, second: bool| -> u32 {
        cat.in_set(set)
            .map(|t| {
                u32::from(if second {
                    t.count_second
                } else {
                    t.count_first
                })
            })
            .sum()
    };
    assert_eq!(count(TileSet::Base, false), 72);
    assert_eq!(count(TileSet::Base, true), 72);
    assert_eq!(cat.in_set(TileSet::Base).filter(|t| t.garden).count(), 8);
    assert_eq!(count(TileSet::River1, false), 12);
    assert_eq!(count(TileSet::River2, false), 12);
    assert_eq!(count(TileSet::River2, true), 12);
    let garden_curve = cat.by_name("R2.i+g").map(TileId::def);
    assert!(garden_curve.is_some_and(|t| t.garden && t.count_second == 1));
    assert_eq!(count(TileSet::InnsCathedrals, false), 18);
    assert_eq!(count(TileSet::TradersBuilders, false), 24);
    assert_eq!(count(TileSet::HillsSheep, false), 18);
}

#[test]
fn every_edge_port_is_consistent_with_the_edge_kind() {
    for t in &catalogue().tiles {
        for side in Side::ALL {
            let mid = Port::middle(side);
            let owner = t.port_owner[mid.index()].map(|i| t.segments[i as usize].kind);
            match t.edges[side.index()] {
                EdgeKind::City => assert_eq!(owner, Some(FeatureKind::City), "{}", t.name),
                EdgeKind::Road => assert_eq!(owner, Some(FeatureKind::Road), "{}", t.name),
                EdgeKind::River => assert_eq!(owner, Some(FeatureKind::River), "{}", t.name),
                EdgeKind::Field | EdgeKind::Hub => assert_eq!(owner, None, "{}", t.name),
            }
            if !matches!(t.edges[side.index()], EdgeKind::City | EdgeKind::Hub) {
                for third in [0u8, 2] {
                    let p = Port::new(side as u8 * 3 + third);
                    let k = t.port_owner[p.index()].map(|i| t.segments[i as usize].kind);
                    assert_eq!(k, Some(FeatureKind::Field), "{} port {}", t.name, p.name());
                }
            }
        }
    }
}

#[test]
fn tile_ids_are_stored_by_name_and_old_numbers_still_read() {
    let d = by_name("D").expect("D");
    assert_eq!(serde_json::to_string(&d).ok().as_deref(), Some("\"D\""));
    let back: TileId = serde_json::from_str("\"IC.5\"").expect("by name");
    assert_eq!(back.name(), "IC.5");
    // Engine 0.1 numbered tiles by catalogue position: 3 was D, 55 was IC.1.
    let old: TileId = serde_json::from_str("3").expect("old number");
    assert_eq!(old, d);
    let old: TileId = serde_json::from_str("55").expect("old number");
    assert_eq!(old.name(), "IC.1");
    assert!(serde_json::from_str::<TileId>("\"Z9\"").is_err());
    assert!(serde_json::from_str::<TileId>("117").is_err());
}

#[test]
fn start_tile_d_has_city_north_and_road_east_west() {
    let d = by_name("D").map(TileId::def);
    let d = d.expect("tile D");
    assert_eq!(
        d.edges,
        [
            EdgeKind::City,
            EdgeKind::Road,
            EdgeKind::Field,
            EdgeKind::Road
        ]
    );
    assert_eq!(d.edge(Side::S, Rotation::new(2)), EdgeKind::City);
    assert_eq!(d.edge(Side::E, Rotation::new(1)), EdgeKind::City);
}
