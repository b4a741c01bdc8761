//! The close-up shown in the deploy step: one tile, large, with its neighbours dimmed around
//! it, the figures standing there, and numbered markers on the spots the caller lists (the
//! bot numbers its buttons the same way), under a title band nothing is drawn over.

use ab_glyph::FontRef;
use carcassonne_engine::geometry::Pos;
use carcassonne_engine::{Game, Spot};
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
/// Height of the title band: room for two lines of text.
pub const TITLE: u32 = 60;

/// Pixel geometry of a close-up: where the placed tile's north-west corner lands.
pub fn tile_origin() -> (u32, u32) {
    (BORDER, TITLE + BORDER)
}

pub fn marker_size() -> f32 {
    CELL as f32 * 0.17
}

/// What the close-up shows besides the tiles and the figures standing on them.
#[derive(Clone, Debug, PartialEq)]
pub struct CloseupOptions {
    /// The cell shown large in the middle; it must hold a tile.
    pub pos: Pos,
    /// Spots on that tile marked 1..n in this order (the order of the bot's buttons).
    pub markers: Vec<Spot>,
    /// The line above the picture; shrunk or wrapped to fit, never covered.
    pub title: String,
}

impl CloseupOptions {
    /// The deploy step's close-up: the tile just placed, its free spots numbered in the order
    /// of `Game::deploy_spots()`.
    pub fn deploy(game: &Game) -> Result<CloseupOptions, RenderError> {
        let pos = game.last_placed().ok_or(RenderError::NothingPlaced)?;
        let markers = game.deploy_spots();
        let name = cell_name(pos);
        let title = if markers.is_empty() {
            format!("{name}: no free spot")
        } else {
            format!("{name}: place a follower? 1-{}", markers.len())
        };
        Ok(CloseupOptions {
            pos,
            markers,
            title,
        })
    }
}

pub fn draw_closeup(
    game: &Game,
    opts: &CloseupOptions,
    font: &FontRef<'static>,
    sprites: &SpriteCache,
    figs: &FigureCache,
) -> Result<RgbaImage, RenderError> {
    let pos = opts.pos;
    let placed = game
        .board()
        .get(pos)
        .ok_or_else(|| RenderError::NoTile(cell_name(pos)))?;
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
                // Neighbours give context only; dimming keeps the eye on the middle tile.
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

    let fsize = CELL as f32 * 0.3;
    let mut drawn = Vec::new();
    for f in game.figures() {
        if (f.pos.x - pos.x).abs() > 1 || (f.pos.y - pos.y).abs() > 1 {
            continue;
        }
        let Some(on) = game.board().get(f.pos) else {
            continue;
        };
        let Some((u, v)) = spot_point(on.tile, on.rotation, f.spot) else {
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
            pose_for(on.tile, f.spot),
            f.player,
            at,
            fsize,
        );
        drawn.push((*f, at));
    }
    // Badges (a shepherd's sheep) over every figure, so none is hidden.
    for (f, n) in game.figure_badges() {
        if let Some((_, at)) = drawn.iter().find(|(d, _)| *d == f) {
            let (at, side) = figures::badge_box(f.kind, *at, fsize, 0.0);
            figures::draw_badge(&mut img, font, n, at, side);
        }
    }

    for (i, spot) in opts.markers.iter().enumerate() {
        if let Some((u, v)) = spot_point(placed.tile, placed.rotation, *spot) {
            let at = (ox as f32 + u * CELL as f32, oy as f32 + v * CELL as f32);
            figures::draw_marker(&mut img, font, i + 1, at, marker_size());
        }
    }

    // The title goes last, on its own opaque band: the neighbours above and the figures on
    // them reach up into it and must not cover a word.
    fill_rect(
        &mut img,
        0,
        0,
        side as i64,
        TITLE as i64,
        pal::BACKGROUND,
        1.0,
    );
    fill_rect(
        &mut img,
        0,
        TITLE as i64 - 2,
        side as i64,
        2,
        pal::EMPTY_CELL,
        1.0,
    );
    draw_title(&mut img, font, &opts.title, side as f32);
    Ok(img)
}

/// Sets the title in the band: one line as large as fits, else two lines, else cut short.
fn draw_title(img: &mut RgbaImage, font: &FontRef<'static>, title: &str, width: f32) {
    const MARGIN: f32 = 12.0;
    let room = width - 2.0 * MARGIN;
    let band = TITLE as f32 - 2.0;
    for px in [24.0, 22.0, 20.0, 18.0] {
        if font::measure(font, px, title).0 <= room {
            font::draw_centred(img, font, px, width / 2.0, band / 2.0, title, pal::TEXT);
            return;
        }
    }
    let px = 19.0;
    let (first, second) = split_lines(font, px, title, room);
    let second = fit_line(font, px, &second, room);
    let line_h = band / 2.0;
    font::draw(img, font, px, MARGIN, line_h * 0.5 - 7.0, &first, pal::TEXT);
    font::draw(
        img,
        font,
        px,
        MARGIN,
        line_h * 1.5 - 9.0,
        &second,
        pal::TEXT,
    );
}

/// The longest run of whole words that fits `room` on the first line, and the rest.
fn split_lines(font: &FontRef<'static>, px: f32, text: &str, room: f32) -> (String, String) {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut n = words.len();
    while n > 1 && font::measure(font, px, &words[..n].join(" ")).0 > room {
        n -= 1;
    }
    let first = fit_line(font, px, &words[..n].join(" "), room);
    (first, words[n..].join(" "))
}

/// `text` cut with an ellipsis so that it fits `room` pixels.
fn fit_line(font: &FontRef<'static>, px: f32, text: &str, room: f32) -> String {
    if font::measure(font, px, text).0 <= room {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    for n in (0..chars.len()).rev() {
        let s: String = chars[..n].iter().collect::<String>() + "…";
        if font::measure(font, px, &s).0 <= room {
            return s;
        }
    }
    String::new()
}
