//! Every box keeps Carcassonne's look unless its part gives it one of its own.

use super::*;
use carcassonne_engine::tiles::catalogue;

#[test]
fn every_box_of_carcassonne_keeps_the_classic_look() {
    let styled: Vec<(TileSet, &Style)> = parts()
        .iter()
        .flat_map(|p| p.styles())
        .map(|&(set, style)| (set, style))
        .collect();
    for def in &catalogue().tiles {
        let own: Vec<_> = styled.iter().filter(|(s, _)| *s == def.set).collect();
        assert!(own.len() <= 1, "{:?} has {} looks", def.set, own.len());
        let want = own.first().map_or(&CARCASSONNE, |(_, style)| *style);
        assert!(std::ptr::eq(style_for(def), want), "{}", def.name);
    }
    assert_eq!(catalogue_title(GameKind::Carcassonne), "gallery-title");
}
