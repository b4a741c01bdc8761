//! Every rules picture, decoded from the PNG bytes the bot posts: phone-sized, small, and
//! really drawn (not one flat colour).

use std::collections::HashSet;

use crate::Renderer;

#[test]
fn every_rules_picture_is_a_small_png_with_something_on_it() {
    let r = Renderer::new().expect("renderer");
    let names = Renderer::rules_picture_names();
    let unique: HashSet<&str> = names.iter().copied().collect();
    assert_eq!(
        unique.len(),
        names.len(),
        "two pictures share a name: {names:?}"
    );
    for name in ["hike", "stable", "builder", "flock", "wheel"] {
        assert!(names.contains(&name), "{name} is missing from {names:?}");
    }
    for name in names {
        let png = r
            .rules_picture(name, Default::default())
            .expect("drawn")
            .expect("named");
        assert!(png.len() < 80_000, "{name}: {} bytes", png.len());
        let img = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .unwrap_or_else(|e| panic!("{name} is no PNG: {e}"))
            .to_rgba8();
        assert!(
            (400..=super::MAX_WIDTH).contains(&img.width()),
            "{name}: {} wide",
            img.width()
        );
        assert!(img.height() <= 900, "{name}: {} high", img.height());
        let colours: HashSet<[u8; 4]> = img.pixels().map(|p| p.0).collect();
        assert!(
            colours.len() > 50,
            "{name} is nearly blank: {} colours",
            colours.len()
        );
        let again = r
            .rules_picture(name, Default::default())
            .expect("drawn")
            .expect("named");
        assert_eq!(again, png, "{name} is kept, not drawn anew");
    }
    assert!(r
        .rules_picture("no such picture", Default::default())
        .expect("nothing to draw")
        .is_none());
}
