//! Over Hill and Dale on tiles and figures: animals on meadow and harvests in crop fields, its
//! tiles in its words, the stable unlike any meeple, and its look unlike Carcassonne's.

use carcassonne_engine::tiles::{by_name, catalogue, TileSet};
use carcassonne_engine::{FigureKind, GameKind};

use super::OVER_HILL_AND_DALE;
use crate::figures::{paint_figure, scores_square, Pose};
use crate::layout::layout;
use crate::palette::Colour;
use crate::style::{style_for, CARCASSONNE};
use crate::words::tile_words;
use carcassonne_engine::expansions::hill_and_dale::Animal;

#[test]
fn animals_graze_on_meadow_and_harvests_lie_in_their_crop_fields() {
    let (mut animals, mut harvests) = (0, 0);
    for def in &catalogue().tiles {
        let l = layout(def.id).expect("layout");
        for sym in &l.symbols {
            match sym.kind.name {
                "animal" => {
                    // Its body (most of its radius) keeps off paths, fields and the other
                    // animals.
                    let body = sym.radius * 0.7;
                    assert!(l.any_city(sym.at) > body, "{}: animal in a field", def.name);
                    assert!(
                        l.path_clearance(sym.at) > body,
                        "{}: animal on a path",
                        def.name
                    );
                    let others = l.symbols.iter().filter(|o| !std::ptr::eq(*o, sym));
                    for o in others {
                        assert!(
                            o.at.dist(sym.at) > body + o.radius * 0.7,
                            "{}: {:?} on {:?}",
                            def.name,
                            sym.kind,
                            o.kind
                        );
                    }
                    animals += 1;
                }
                "harvest" => {
                    assert!(
                        l.any_city(sym.at) < 0.0,
                        "{}: harvest off its field",
                        def.name
                    );
                    harvests += 1;
                }
                _ => {}
            }
        }
        let drawn = l.symbols.iter().filter(|s| s.kind.name == "animal").count();
        assert_eq!(drawn, Animal::on(def).count(), "{}", def.name);
    }
    // Over Hill and Dale prints animals on 23 kinds of tile and harvests on 33 fields.
    assert!(
        animals >= 23 && harvests >= 30,
        "{animals} animals, {harvests} harvests"
    );
}

#[test]
fn over_hill_and_dale_tiles_speak_of_fields_paths_meadow_harvests_and_animals() {
    for (name, want) in [
        ("OHD.1a", "straight path"),
        ("OHD.1c", "straight path with two sheep"),
        ("OHD.3a", "path junction with rooster"),
        ("OHD.4", "crossroads with rooster"),
        ("OHD.6a", "small field with apple"),
        ("OHD.7a", "two small fields with sunflower and grain"),
        ("OHD.12", "big field with scarecrow"),
        ("OHD.13c", "field corner with curved path and horse"),
        ("OHD.21b", "meadow with horse, cow and rooster"),
    ] {
        let tile = by_name(name).unwrap_or_else(|| panic!("tile {name}"));
        assert_eq!(tile_words(tile, Default::default()), want, "{name}");
    }
}

#[test]
fn a_stable_is_a_barn_unlike_any_meeple() {
    let font = crate::font::load().expect("font");
    let stable = paint_figure(&font, FigureKind::STABLE, Pose::Lying, 1, 40);
    for pose in [Pose::Standing, Pose::Lying] {
        let meeple = paint_figure(&font, FigureKind::FOLLOWER, pose, 1, 40);
        assert_eq!(stable.dimensions(), meeple.dimensions());
        // Where one is opaque and the other is not: the silhouettes, not the colours.
        let apart = stable
            .pixels()
            .zip(meeple.pixels())
            .filter(|(a, b)| (a.0[3] > 128) != (b.0[3] > 128))
            .count();
        let area = stable.pixels().filter(|p| p.0[3] > 128).count();
        assert!(
            apart * 8 > area,
            "{pose:?}: only {apart} of {area} pixels tell a stable from a meeple"
        );
    }
    // Built on meadow, it still stands: a barn is never laid down like a farmer.
    let standing = paint_figure(&font, FigureKind::STABLE, Pose::Standing, 1, 40);
    assert!(stable == standing);
    assert!(scores_square(FigureKind::STABLE));
    assert!(FigureKind::all()
        .filter(|k| *k != FigureKind::STABLE)
        .all(|k| !scores_square(k)));
}

#[test]
fn over_hill_and_dale_tiles_have_their_own_look() {
    for def in &catalogue().tiles {
        let own = def.set == TileSet::OverHillAndDale;
        assert_eq!(
            std::ptr::eq(style_for(def), &OVER_HILL_AND_DALE),
            own,
            "{}",
            def.name
        );
    }
    assert_eq!(OVER_HILL_AND_DALE.game, GameKind::OverHillAndDale);
}

#[test]
fn meadow_and_crop_fields_stay_apart_at_a_glance() {
    let s = &OVER_HILL_AND_DALE;
    let gap = |a: Colour, b: Colour| {
        (0..3)
            .map(|k| (a[k] as i32 - b[k] as i32).abs())
            .sum::<i32>()
    };
    assert!(gap(s.land, s.enclosed) > 120);
    assert!(gap(s.enclosed, CARCASSONNE.enclosed) > 40);
    assert!(gap(s.way, CARCASSONNE.way) > 40);
    assert!(s.way_half < CARCASSONNE.way_half);
}
