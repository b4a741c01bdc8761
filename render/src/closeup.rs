//! The close-up shown in the deploy step: the tile just placed, large, with its neighbours
//! dimmed around it and a numbered marker on each spot where a follower may go, numbered in
//! the order of `Game::deploy_spots()` (the order of the bot's buttons).

use ab_glyph::FontRef;
use carcassonne_engine::geometry::Pos;
use carcassonne_engine::Game;
use image::RgbaImage;

use crate::board::{blit, pose_for, spot_point};
use crate::canvas::fill_rect;
use crate::figures::{self, FigureCache};
use crate::font;
use crate::labels::cell_name;
use crate::palette as pal;
use crate::sprites::SpriteCache;
use crate::RenderError;

/// Cell size of the close-up.
pub const CELL: u32 = 220;
/// How much of the neighbouring cells is shown around the placed tile.
pub const BORDER: u32 = CELL / 2;
/// Height of the title line.
pub const TITLE: u32 = 44;

/// Pixel geometry of a close-up: where the placed tile's north-west corner lands.
pub fn tile_origin() -> (u32, u32) {
    (BORDER, TITLE + BORDER)
}

pub fn marker_size() -> f32 {
    CELL as f32 * 0.17
}

pub fn draw_closeup(
    game: &Game,
    font: &FontRef<'static>,
    sprites: &SpriteCache,
    figs: &FigureCache,
) -> Result<RgbaImage, RenderError> {
    let pos = game.last_placed().ok_or(RenderError::NothingPlaced)?;
    let side = CELL + 2 * BORDER;
    let mut img = RgbaImage::from_pixel(side, side + TITLE, pal::rgba(pal::BACKGROUND));
    let (ox, oy) = tile_origin();
    let cell_xy = |p: Pos| {
        (
            ox as i64 + (p.x - pos.x) as i64 * CELL as i64,
            oy as i64 + (p.y - pos.y) as i64 * CELL as i64,
        )
    };

    for dy in -1..=1 {
        for dx in -1..=1 {
            let p = Pos::new(pos.x + dx, pos.y + dy);
            let (x, y) = cell_xy(p);
            match game.board().get(p) {
                Some(placed) => {
                    let sprite = sprites.get(placed.tile, CELL, placed.rotation);
                    blit(&mut img, &sprite, x, y, 1.0);
                }
                None => fill_rect(
                    &mut img,
                    x,
                    y,
                    CELL as i64,
                    CELL as i64,
                    pal::EMPTY_CELL,
                    1.0,
                ),
            }
            if (dx, dy) != (0, 0) {
                // Neighbours give context only; dimming keeps the eye on the new tile.
                fill_rect(
                    &mut img,
                    x,
                    y,
                    CELL as i64,
                    CELL as i64,
                    pal::BACKGROUND,
                    0.55,
                );
            }
        }
    }
    // Title area drawn after the cells, which overflow into it.
    fill_rect(
        &mut img,
        0,
        0,
        side as i64,
        TITLE as i64,
        pal::BACKGROUND,
        1.0,
    );

    let fsize = CELL as f32 * 0.3;
    for f in game.figures() {
        if (f.pos.x - pos.x).abs() > 1 || (f.pos.y - pos.y).abs() > 1 {
            continue;
        }
        let Some(placed) = game.board().get(f.pos) else {
            continue;
        };
        let Some((u, v)) = spot_point(placed.tile, placed.rotation, f.spot) else {
            continue;
        };
        let (x, y) = cell_xy(f.pos);
        let at = (x as f32 + u * CELL as f32, y as f32 + v * CELL as f32);
        if at.0 < 0.0 || at.1 < TITLE as f32 || at.0 > side as f32 || at.1 > (side + TITLE) as f32 {
            continue;
        }
        figures::draw_figure(
            &mut img,
            figs,
            f.kind,
            pose_for(placed.tile, f.spot),
            f.player,
            at,
            fsize,
        );
    }

    let placed = game.board().get(pos).ok_or(RenderError::NothingPlaced)?;
    let spots = game.deploy_spots();
    for (i, spot) in spots.iter().enumerate() {
        if let Some((u, v)) = spot_point(placed.tile, placed.rotation, *spot) {
            let at = (ox as f32 + u * CELL as f32, oy as f32 + v * CELL as f32);
            figures::draw_marker(&mut img, font, i + 1, at, marker_size());
        }
    }

    let name = cell_name(pos);
    let title = if spots.is_empty() {
        format!("{name}: no free spot")
    } else {
        format!("{name}: place a follower? 1-{}", spots.len())
    };
    font::draw(&mut img, font, 22.0, 12.0, 12.0, &title, pal::TEXT);
    Ok(img)
}
