//! Every figure kind has a look of its own whose points lie inside it; only followers lie
//! down in fields.

use super::*;
use image::imageops::Nearest;

#[test]
fn figure_body_points_lie_inside_the_silhouettes() {
    for kind in FigureKind::all() {
        for pose in [Pose::Standing, Pose::Lying] {
            let (x, y) = body_point(kind, pose, (0.0, 0.0), 1.0);
            let l = look(kind);
            let p = Pt::new(x / l.scale + 0.5, y / l.scale + 0.5);
            let q = if pose_of(kind, pose) == Pose::Lying {
                Pt::new(p.y, 1.0 - p.x)
            } else {
                p
            };
            assert!(
                (l.sdf)(q) < -0.03,
                "{kind:?} {pose:?} at {p:?}: {}",
                (l.sdf)(q)
            );
            let c = l.letter;
            assert!(
                (l.sdf)(c) < -0.08,
                "{kind:?}: letter at {c:?} leaves the body"
            );
        }
    }
}

#[test]
fn only_followers_lie_down_in_fields() {
    let font = crate::font::load().expect("font");
    for kind in FigureKind::all() {
        let standing = paint_figure(&font, kind, Pose::Standing, 0, 40);
        let lying = paint_figure(&font, kind, Pose::Lying, 0, 40);
        assert_eq!(
            standing == lying,
            !kind.is_follower(),
            "{kind:?} in a field should {}",
            if kind.is_follower() { "lie" } else { "stand" }
        );
    }
}

/// Writes every figure in every seat's colour at a few sizes, upright on fields and lying
/// on cities, with their badges, for eyeballing: `cargo test -p carcassonne-render --lib
/// figure_sheet -- --ignored`.
#[test]
#[ignore = "writes /tmp/figures_*.png"]
fn figure_sheet() {
    let font = crate::font::load().expect("font");
    let cache = FigureCache::new(font.clone());
    let kinds: Vec<_> = FigureKind::all().collect();
    for size in [10.0f32, 16.0, 48.0] {
        let cell = (size * 2.0) as u32;
        let (w, h) = (cell * kinds.len() as u32 * 2, cell * 8);
        let mut img = RgbaImage::from_pixel(w, h, pal::rgba(pal::FIELD));
        for seat in 0..8 {
            for (i, &kind) in kinds.iter().enumerate() {
                for (j, pose) in [Pose::Standing, Pose::Lying].into_iter().enumerate() {
                    let x = (i * 2 + j) as u32 * cell;
                    let y = seat as u32 * cell;
                    let c = ((x + cell / 2) as f32, (y + cell / 2) as f32);
                    if pose == Pose::Lying {
                        let (x, y, s) = (x as i64, y as i64, cell as i64);
                        crate::canvas::fill_rect(&mut img, x, y, s, s, pal::CITY, 1.0);
                    }
                    draw_figure(&mut img, &cache, kind, pose, seat, c, size);
                    if look(kind).badge.is_some() && pose == Pose::Lying {
                        let (at, side) = badge_box(kind, c, size, 0.0);
                        let n = [1, 2, 3, 4, 5, 9, 12, 25][seat];
                        draw_badge(&mut img, &font, kind, n, at, side);
                    }
                }
            }
        }
        img.save(format!("/tmp/figures_{size}.png")).expect("saved");
        let k = (96.0 / size) as u32;
        let big = image::imageops::resize(&img, w * k / 2, h * k / 2, Nearest);
        big.save(format!("/tmp/figures_{size}_zoom.png"))
            .expect("saved");
    }
}

#[test]
fn every_figure_kind_has_its_own_look() {
    for kind in FigureKind::all() {
        assert!(looks().any(|l| l.key == kind.key()), "no look for {kind:?}");
    }
    let keys: std::collections::BTreeSet<_> = looks().map(|l| l.key).collect();
    assert_eq!(keys.len(), looks().count(), "a key has two looks");
}
