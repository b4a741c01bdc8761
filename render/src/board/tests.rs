//! Long names are cut to fit the header.

use super::*;

#[test]
fn long_names_are_cut_to_fit() {
    let font = crate::font::load().expect("font");
    let s = shorten(&font, "A very long player name indeed", 17.6, 120.0);
    assert!(s.ends_with('…'));
    assert!(crate::font::measure(&font, 17.6, &s).0 <= 120.0);
    assert_eq!(shorten(&font, "Ann", 17.6, 120.0), "Ann");
}
