//! The board drawn alone, for a front end that lays its own overlays on the picture: no header,
//! a layout that says where the grid and the spaces of a piece over the board are in that very
//! picture, and single tiles drawn exactly as the board draws them.

mod common;

use carcassonne_engine::random::random_game;
use carcassonne_engine::{Game, GameConfig, GameKind, PlacedTile, Rotation, Spot};
use carcassonne_render::{
    body_point, player_colour, pose_for, spot_point, BoardLayout, BoardOptions, Colour, Pose,
    Renderer, TILE_PNG_MAX, TILE_PNG_MIN,
};
use common::{decode, near, pixel, renderer};
use image::RgbImage;

// Restated so that a silent palette change is noticed.
const BACKGROUND: Colour = [40, 44, 52];
const EMPTY_CELL: Colour = [54, 59, 69];

fn alone() -> BoardOptions {
    BoardOptions {
        header: false,
        ..Default::default()
    }
}

/// The picture of `game` with `opts`, decoded, and its layout.
fn drawn(r: &Renderer, game: &Game, opts: &BoardOptions) -> (RgbImage, BoardLayout) {
    let img = decode(&r.render_board(game, opts).expect("png"));
    (img, r.board_layout(game, opts))
}

fn base_game() -> Game {
    random_game(GameConfig::base(3), 7, Some(24)).expect("game")
}

#[test]
fn a_board_without_header_is_the_grid_alone_where_its_layout_says() {
    let r = renderer();
    let game = base_game();
    let (img, lay) = drawn(&r, &game, &alone());
    assert_eq!((img.width(), img.height()), (lay.width, lay.height));
    assert!(lay.header.rows.is_empty() && lay.header.tile.is_none());
    assert_eq!(lay.header.height, 0);
    assert_eq!(lay.grid_y, lay.strip_height + lay.margin);
    // The board's natural size: its cells, two margins and a pad on each side, nothing more.
    let t = lay.tile_size;
    let across = |cells: u32| cells * t + 2 * lay.margin + 2 * (lay.grid_x - lay.margin);
    assert_eq!(lay.width, across(lay.bounds.columns()));
    assert_eq!(lay.height, lay.bounds.rows() * t + 2 * lay.grid_y);
    assert_eq!(
        lay.cell_origin(lay.bounds.min),
        Some((lay.grid_x, lay.grid_y))
    );

    // The north-west cell (always empty: the free ring) starts exactly at (grid_x, grid_y),
    // past a one-pixel grid line; outside the grid lies the background.
    let (gx, gy) = (lay.grid_x, lay.grid_y);
    assert!(near(img.get_pixel(gx + 1, gy + 1).0, EMPTY_CELL, 2));
    assert!(near(img.get_pixel(gx - 1, gy + 1).0, BACKGROUND, 2));
    assert!(near(img.get_pixel(gx + 1, gy - 1).0, BACKGROUND, 2));
    // Above the coordinates there is nothing: no player rows, no drawn tile, no legend.
    for y in 0..lay.strip_height {
        for x in 0..lay.width {
            let px = img.get_pixel(x, y).0;
            assert!(near(px, BACKGROUND, 2), "({x}, {y}): {px:?}");
        }
    }
    // The first tile laid is drawn in its cell, its art reaching into the cell's corner.
    let first = game.board().tiles().first().expect("start tile");
    let (x, y) = lay.cell_origin(first.pos).expect("start tile drawn");
    let inside = img.get_pixel(x + t / 8, y + t / 8).0;
    assert!(!near(inside, BACKGROUND, 8) && !near(inside, EMPTY_CELL, 8));

    // With the header the same board lies lower by the header's height, at the same size.
    let (with_img, with) = drawn(&r, &game, &BoardOptions::default());
    assert_eq!(with.tile_size, t);
    assert!(with.header.height > 40, "{}", with.header.height);
    assert_eq!(with.strip_height, with.header.height);
    let lower = with.grid_y - lay.grid_y;
    assert_eq!(lower, with.header.height - lay.strip_height);
    assert_eq!(with.height, lay.height + lower);
    assert_eq!(with_img.height(), img.height() + lower);
    assert!(with_img.height() >= img.height() + with.header.height - lay.strip_height);
}

#[test]
fn a_board_without_header_is_not_widened_to_a_phones_width() {
    let r = renderer();
    // A board taller than wide, drawn as small as allowed: its height sets the cells' size,
    // so alone it is narrower than the width a header keeps.
    let game = (0..40)
        .map(|seed| random_game(GameConfig::base(2), seed, Some(30)).expect("game"))
        .find(|g| {
            let b = carcassonne_render::BoardBounds::of_board(g.board());
            b.rows() >= b.columns() + 2
        })
        .expect("a board taller than wide");
    let small = |header: bool| BoardOptions {
        max_side: 256,
        header,
        ..Default::default()
    };
    let (img, lay) = drawn(&r, &game, &small(false));
    let (_, with) = drawn(&r, &game, &small(true));
    assert_eq!(with.width, 256);
    assert_eq!(img.width(), lay.width);
    let natural = lay.bounds.columns() * lay.tile_size + 2 * lay.grid_x;
    assert_eq!(lay.width, natural);
    assert!(lay.width < with.width, "{} vs {}", lay.width, with.width);
}

#[test]
fn a_board_without_header_keeps_marks_preview_and_figures() {
    let r = renderer();
    let game = base_game();
    let opts = BoardOptions {
        mark_legal: true,
        show_drawn_tile: true,
        preview: game.legal_placements().into_iter().next(),
        ..alone()
    };
    let (img, lay) = drawn(&r, &game, &opts);
    assert_eq!((img.width(), img.height()), (lay.width, lay.height));
    assert_eq!(lay.panel_x, None);
    assert!(!lay.marks.is_empty());
    for mark in &lay.marks {
        let (x, y) = mark.centre;
        assert!(x > 0.0 && y > 0.0 && x < lay.width as f32 && y < lay.height as f32);
    }
    let size = lay.figure_size();
    let points = lay.figure_points(&game, &opts);
    assert!(points.len() >= 3, "a game 24 turns in has figures out");
    let t = lay.tile_size as f32;
    for (i, (f, at)) in points.iter().enumerate() {
        // A spot's point is in the unit square of its turned cell: times the cell's side,
        // plus the cell's corner, is where the figure stands.
        let tile = game.board().get(f.pos).expect("figure on a tile");
        let (u, v) = spot_point(tile.tile, tile.rotation, f.spot).expect("spot");
        assert!((0.0..=1.0).contains(&u) && (0.0..=1.0).contains(&v));
        let (x, y) = lay.cell_origin(f.pos).expect("cell drawn");
        let alone_on_spot = points
            .iter()
            .filter(|(g, _)| g.pos == f.pos && g.spot == f.spot)
            .count()
            == 1;
        if alone_on_spot {
            let want = (x as f32 + u * t, y as f32 + v * t);
            assert!((at.0 - want.0).abs() < 0.01 && (at.1 - want.1).abs() < 0.01);
        }
        // Figures drawn later may cover this one.
        let covered = points[i + 1..]
            .iter()
            .any(|(_, p)| (p.0 - at.0).abs() < size * 1.4 && (p.1 - at.1).abs() < size * 1.4);
        if !covered {
            let pose = pose_for(tile.tile, f.spot);
            let body = pixel(&img, body_point(f.kind, pose, *at, size));
            assert!(near(body, player_colour(f.player), 12), "{f:?}: {body:?}");
        }
    }
}

/// Mean and largest difference per channel between `a` and the square of `b` at `(x, y)`.
fn difference(a: &RgbImage, b: &RgbImage, (x, y): (u32, u32)) -> (f32, u8) {
    let (mut sum, mut max, mut n) = (0u64, 0u8, 0u64);
    // The board draws a faint seam on each cell's outermost pixels: compare inside it.
    for j in 1..a.height() - 1 {
        for i in 1..a.width() - 1 {
            let (p, q) = (a.get_pixel(i, j).0, b.get_pixel(x + i, y + j).0);
            for k in 0..3 {
                let d = p[k].abs_diff(q[k]);
                sum += u64::from(d);
                max = max.max(d);
                n += 1;
            }
        }
    }
    (sum as f32 / n.max(1) as f32, max)
}

/// A tile laid unturned that no figure stands on and that is not framed as the last one.
fn plain_unturned(game: &Game) -> Option<&PlacedTile> {
    let last = game.board().tiles().last().map(|t| t.pos);
    game.board().tiles().iter().find(|t| {
        t.rotation == Rotation::new(0)
            && Some(t.pos) != last
            && game.figures().all(|f| f.pos != t.pos)
    })
}

#[test]
fn a_tile_png_is_the_boards_own_art_for_that_tile() {
    let r = renderer();
    let game = base_game();
    let opts = alone();
    let (board, lay) = drawn(&r, &game, &opts);
    let exact = r.board_image(&game, &opts);
    let t = lay.tile_size;
    let placed = plain_unturned(&game).expect("an unturned tile with nothing on it");
    let at = lay.cell_origin(placed.pos).expect("drawn");
    let tile = decode(&r.tile_png(placed.tile, t).expect("png"));
    assert_eq!((tile.width(), tile.height()), (t, t));

    // The same pixels as the board's cell, up to the palettes the two PNGs were reduced to.
    let exact = image::DynamicImage::ImageRgba8(exact).to_rgb8();
    for (what, picture) in [("board image", &exact), ("board PNG", &board)] {
        let (mean, max) = difference(&tile, picture, at);
        assert!(mean < 1.0 && max < 48, "{what}: mean {mean}, max {max}");
    }
    // Another tile's art, or this one turned, is told apart by the same measure.
    let other = game
        .board()
        .tiles()
        .iter()
        .map(|p| p.tile)
        .find(|&id| id != placed.tile)
        .expect("another tile type");
    let wrong = decode(&r.tile_png(other, t).expect("png"));
    assert!(difference(&wrong, &exact, at).0 > 5.0);
    let turned = image::imageops::rotate90(&tile);
    assert!(difference(&turned, &exact, at).0 > 5.0);
}

#[test]
fn a_tile_png_is_clamped_to_a_sane_size() {
    let r = renderer();
    let game = base_game();
    let id = game.board().tiles().first().expect("start tile").tile;
    for (asked, side) in [
        (0, TILE_PNG_MIN),
        (3, TILE_PNG_MIN),
        (TILE_PNG_MIN, TILE_PNG_MIN),
        (64, 64),
        (TILE_PNG_MAX, TILE_PNG_MAX),
        (100_000, TILE_PNG_MAX),
    ] {
        let img = decode(&r.tile_png(id, asked).expect("png"));
        assert_eq!((img.width(), img.height()), (side, side), "asked {asked}");
    }
}

fn wheel_game_with_crowned_figures() -> Game {
    let config = GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(4, [])
    };
    let crowned = |g: &Game| {
        g.figures()
            .filter(|f| matches!(f.spot, Spot::Space(_)))
            .count()
    };
    (0..30)
        .flat_map(|seed| (4..30).map(move |turns| (seed, turns)))
        .map(|(seed, turns)| random_game(config.clone(), seed, Some(turns)).expect("game"))
        .find(|g| (2..=6).contains(&crowned(g)))
        .expect("a game with followers on crowns")
}

#[test]
fn space_points_are_the_wheels_crowns_where_figures_on_them_stand() {
    let r = renderer();
    let game = wheel_game_with_crowned_figures();
    let wheel = game.wheel().expect("wheel");
    let opts = alone();
    let (img, lay) = drawn(&r, &game, &opts);
    let spaces = lay.space_points(&game);
    assert_eq!(spaces.len(), wheel.crowns.len());
    let (gx, gy) = (lay.grid_x as f32, lay.grid_y as f32);
    let (gw, gh) = (
        (lay.bounds.columns() * lay.tile_size) as f32,
        (lay.bounds.rows() * lay.tile_size) as f32,
    );
    for (spot, (x, y)) in &spaces {
        assert!(matches!(spot, Spot::Space(_)), "{spot:?}");
        assert!(
            *x > gx && *y > gy && *x < gx + gw && *y < gy + gh,
            "{spot:?}"
        );
    }
    // They are the wheel's own crowns...
    let drawn_wheel = lay.wheel_layout(&game).expect("wheel drawn");
    for crown in &wheel.crowns {
        let at = spaces
            .iter()
            .find(|(s, _)| *s == Spot::Space(crown.space))
            .map(|(_, at)| *at);
        assert_eq!(at, drawn_wheel.crown(crown.space), "space {}", crown.space);
    }
    // ...where the figures standing on them are drawn, in their players' colours.
    let points = lay.figure_points(&game, &opts);
    let mut seen = 0;
    for f in game.figures().filter(|f| matches!(f.spot, Spot::Space(_))) {
        let (_, at) = spaces.iter().find(|(s, _)| *s == f.spot).expect("space");
        let (_, drawn_at) = points.iter().find(|(g, _)| g == f).expect("figure drawn");
        assert_eq!(drawn_at, at, "{f:?}");
        let body = pixel(
            &img,
            body_point(f.kind, Pose::Standing, *at, lay.figure_size()),
        );
        assert!(near(body, player_colour(f.player), 12), "{f:?}: {body:?}");
        seen += 1;
    }
    assert!(seen >= 2);
    // With the header they are the same points moved with the grid.
    let with = r.board_layout(&game, &BoardOptions::default());
    assert_eq!(with.tile_size, lay.tile_size);
    let (dx, dy) = (
        with.grid_x as f32 - lay.grid_x as f32,
        with.grid_y as f32 - lay.grid_y as f32,
    );
    let moved = with.space_points(&game);
    assert_eq!(moved.len(), spaces.len());
    for ((s, (x, y)), (m, (mx, my))) in spaces.iter().zip(&moved) {
        assert_eq!(s, m);
        assert!(
            (x + dx - mx).abs() < 0.01 && (y + dy - my).abs() < 0.01,
            "{s:?}"
        );
    }
}

#[test]
fn a_game_without_a_piece_over_the_board_has_no_space_points() {
    let r = renderer();
    let game = base_game();
    assert!(r
        .board_layout(&game, &alone())
        .space_points(&game)
        .is_empty());
}
