//! Every tile's description fits under it whole.

use super::*;

#[test]
fn every_description_fits_under_its_tile_whole() {
    let font = font::load().expect("font");
    for &game in GameKind::all() {
        for def in gallery_tiles(game) {
            let words = tile_words(def.id, Default::default());
            let (px, lines) = caption(&font, &words);
            assert!(lines.len() <= 3, "{}: {lines:?}", def.name);
            assert_eq!(lines.join(" "), words, "{}", def.name);
            assert!(px >= 10.0);
        }
    }
    // The common case keeps the usual size.
    let (px, _) = caption(&font, "straight path");
    assert_eq!(px, WORDS_PX);
}
