//! The close-up shown in the deploy step: one tile, large, with its neighbours dimmed around
//! it, the figures standing there, and numbered markers on the spots the caller lists (the
//! bot numbers its buttons the same way), under a title band nothing is drawn over.
//!
//! A hint's close-up also marks what the AI suggests (`hint.rs`): the tile outlined, the spot
//! ringed.
//!
//! When one of the marked spots takes a figure that scores the 3×3 square around its tile, the
//! close-up shows the neighbours whole, outlines that square and the title says what it holds
//! now: the player sees what the figure would score without asking for another picture.

use ab_glyph::FontRef;
use carcassonne_engine::geometry::Pos;
use carcassonne_engine::{FigureKind, Game, Spot};
use image::RgbaImage;

use crate::board::{blit, pose_for, spot_point, Cells};
use crate::canvas::{fill_rect, stroke_rect};
use crate::expansions::parts;
use crate::figures::{self, FigureCache};
use crate::font;
use crate::header::Rect;
use crate::hint::{self, Suggestion, Target};
use crate::i18n::{self, t, Args, Lang};
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

/// Field left round the whole 3×3 square, so that its outline shows against the background.
const SQUARE_MARGIN: u32 = 18;
/// How dark the neighbours are dimmed: much while they are context only, a little when what
/// lies on them counts (in the square a figure scores).
const DIM: f32 = 0.55;
const SQUARE_DIM: f32 = 0.25;
/// The square's outline, in pixels: a light line between two dark ones.
const OUTLINE: i64 = 5;

/// Pixel geometry of a close-up: where the placed tile's north-west corner lands.
pub fn tile_origin() -> (u32, u32) {
    (BORDER, TITLE + BORDER)
}

/// Where a close-up's parts land.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CloseupLayout {
    /// The middle tile's north-west corner.
    pub tile_origin: (u32, u32),
    pub width: u32,
    pub height: u32,
    /// Height of the title band: taller on a wider picture, so that the title keeps its size
    /// when a phone shrinks the picture to its width.
    pub title_h: u32,
    /// The outlined 3×3 square, when a marked spot offers a figure that scores it.
    pub square: Option<Rect>,
}

impl CloseupLayout {
    pub fn new(game: &Game, opts: &CloseupOptions) -> CloseupLayout {
        let square = square_figure(game, opts).is_some();
        let border = if square { CELL + SQUARE_MARGIN } else { BORDER };
        let side = CELL + 2 * border;
        let title_h = (TITLE as f32 * title_scale(side)).round() as u32;
        CloseupLayout {
            tile_origin: (border, title_h + border),
            width: side,
            height: side + title_h,
            title_h,
            square: square.then_some(Rect {
                x: SQUARE_MARGIN as f32,
                y: (title_h + SQUARE_MARGIN) as f32,
                w: (3 * CELL) as f32,
                h: (3 * CELL) as f32,
            }),
        }
    }
}

/// How much larger the title is set on a picture `side` pixels wide than on the usual one.
fn title_scale(side: u32) -> f32 {
    side as f32 / (CELL + 2 * BORDER) as f32
}

/// A figure the player may put on one of the marked spots that scores the 3×3 square round
/// the tile, when the close-up shows the tile just placed.
fn square_figure(game: &Game, opts: &CloseupOptions) -> Option<FigureKind> {
    if game.last_placed() != Some(opts.pos) {
        return None;
    }
    opts.markers
        .iter()
        .flat_map(|&spot| game.figures_for(spot))
        .find(|&kind| figures::scores_square(kind))
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
    /// The language of the words drawn on the tiles (a board piece's names).
    pub lang: Lang,
}

impl CloseupOptions {
    /// The deploy step's close-up: the tile just placed, its free spots numbered in the order
    /// of `Game::deploy_spots()`, the title in `lang`.
    pub fn deploy(game: &Game, lang: Lang) -> Result<CloseupOptions, RenderError> {
        let pos = game.last_placed().ok_or(RenderError::NothingPlaced)?;
        let markers = game.deploy_spots();
        let name = cell_name(pos);
        let words = game.words();
        let mut opts = CloseupOptions {
            pos,
            markers,
            title: String::new(),
            lang,
        };
        let n = opts.markers.len();
        // Which word the game has for its followers ("follower", "meeple"), for the messages
        // to choose by.
        let follower = words.follower.key.trim_start_matches("noun-");
        opts.title = match square_figure(game, &opts) {
            _ if n == 0 => t!(lang, "closeup-no-free-spot", cell = name),
            None => t!(
                lang,
                "closeup-place",
                cell = name,
                follower = follower,
                count = n
            ),
            Some(kind) => {
                let figure = i18n::text(lang, &words.figure_key(kind), &Args::new());
                let held = figures::square_holds(kind, game, pos, lang).unwrap_or_default();
                t!(
                    lang,
                    "closeup-place-or",
                    cell = name,
                    follower = follower,
                    figure = figure,
                    count = n,
                    held = held
                )
            }
        };
        Ok(opts)
    }
}

pub fn draw_closeup(
    game: &Game,
    opts: &CloseupOptions,
    hint: Option<&Suggestion>,
    font: &FontRef<'static>,
    sprites: &SpriteCache,
    figs: &FigureCache,
) -> Result<RgbaImage, RenderError> {
    let pos = opts.pos;
    let placed = game
        .board()
        .get(pos)
        .ok_or_else(|| RenderError::NoTile(cell_name(pos)))?;
    let frame = CloseupLayout::new(game, opts);
    let side = frame.width;
    let mut img = RgbaImage::from_pixel(side, frame.height, pal::rgba(pal::BACKGROUND));
    let (ox, oy) = frame.tile_origin;
    let dim = if frame.square.is_some() {
        SQUARE_DIM
    } else {
        DIM
    };
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
        }
    }
    // Pieces laid over the board cells shown, then the dimming over them.
    let shown = {
        let (x, y) = cell_xy(Pos::new(pos.x - 1, pos.y - 1));
        (x, y, 3 * CELL as i64, 3 * CELL as i64)
    };
    let origin = |p: Pos| {
        let (x, y) = cell_xy(p);
        Some((x as f32, y as f32))
    };
    let cells = Cells {
        origin: &origin,
        tile: CELL,
    };
    for part in parts() {
        part.draw_piece(&mut img, game, &cells, shown, font, sprites, opts.lang);
    }
    for dy in -1..=1 {
        for dx in -1..=1 {
            let (x, y) = cell_xy(Pos::new(pos.x + dx, pos.y + dy));
            if (dx, dy) != (0, 0) {
                // Neighbours give context only; dimming keeps the eye on the middle tile.
                fill_rect(
                    &mut img,
                    x,
                    y,
                    CELL as i64,
                    CELL as i64,
                    pal::BACKGROUND,
                    dim,
                );
            }
        }
    }

    if let Some(sq) = frame.square {
        outline_square(&mut img, sq);
    }
    if hint.is_some_and(|h| h.placed) {
        hint::outline_tile(&mut img, ox as i64, oy as i64, CELL as i64);
    }

    let fsize = CELL as f32 * 0.3;
    let mut drawn = Vec::new();
    let pieces: Vec<(Spot, (f32, f32))> = parts()
        .iter()
        .flat_map(|p| p.piece_spots(game, &cells))
        .collect();
    let within = |(x, y): (f32, f32)| {
        x >= shown.0 as f32
            && y >= shown.1 as f32
            && x < (shown.0 + shown.2) as f32
            && y < (shown.1 + shown.3) as f32
    };
    for f in game.figures() {
        if let Some(&(_, at)) = pieces.iter().find(|(s, _)| *s == f.spot) {
            // Figures on a piece's spots stand there, when those are in the picture.
            if !within(at) {
                continue;
            }
            if at.1 < frame.title_h as f32 {
                continue;
            }
            let pose = crate::figures::Pose::Standing;
            figures::draw_figure(&mut img, figs, f.kind, pose, f.player, at, fsize);
            drawn.push((*f, at));
            continue;
        }
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
        let band = frame.title_h as f32;
        if at.0 < 0.0 || at.1 < band || at.0 > side as f32 || at.1 > frame.height as f32 {
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
    // Badges over every figure, so none is hidden.
    for (f, n) in game.figure_badges() {
        if let Some((_, at)) = drawn.iter().find(|(d, _)| *d == f) {
            let (at, side) = figures::badge_box(f.kind, *at, fsize, 0.0);
            figures::draw_badge(&mut img, font, f.kind, n, at, side);
        }
    }

    // What the hint points at: a numbered spot is ringed under its marker, any other place
    // (a figure to take back or move, where it goes, a piece's space) round the figure there
    // when the picture shows it, and an arrow at the edge points the way to it when not.
    let view = {
        let x0 = (shown.0 as f32).max(0.0);
        let y0 = (shown.1 as f32).max(frame.title_h as f32);
        let x1 = ((shown.0 + shown.2) as f32).min(side as f32);
        let y1 = ((shown.1 + shown.3) as f32).min(frame.height as f32);
        (x0, y0, x1 - x0, y1 - y0)
    };
    let middle = (ox as f32 + CELL as f32 / 2.0, oy as f32 + CELL as f32 / 2.0);
    for target in hint.map(|h| h.targets(game, pos)).unwrap_or_default() {
        let (at, numbered) = match target {
            Target::Tile(spot) => {
                let Some((u, v)) = spot_point(placed.tile, placed.rotation, spot) else {
                    continue;
                };
                let at = (ox as f32 + u * CELL as f32, oy as f32 + v * CELL as f32);
                (at, opts.markers.contains(&spot))
            }
            Target::Board(p, spot) => {
                let on_piece = pieces.iter().find(|(s, _)| *s == spot).map(|&(_, at)| at);
                let on_tile = || {
                    let on = game.board().get(p)?;
                    let (u, v) = spot_point(on.tile, on.rotation, spot)?;
                    let (x, y) = cell_xy(p);
                    Some((x as f32 + u * CELL as f32, y as f32 + v * CELL as f32))
                };
                let Some(at) = on_piece.or_else(on_tile) else {
                    continue;
                };
                (at, false)
            }
        };
        // Most of a ring round it must show, or the arrow says more.
        let inset = fsize * 0.35;
        let seen = at.0 >= view.0 + inset
            && at.1 >= view.1 + inset
            && at.0 <= view.0 + view.2 - inset
            && at.1 <= view.1 + view.3 - inset;
        if !seen {
            hint::arrow_towards(&mut img, middle, at, view, CELL as f32 * 0.2);
        } else if numbered {
            hint::ring_marker(&mut img, at, marker_size());
        } else {
            hint::ring_figure(&mut img, at, fsize);
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
        frame.title_h as i64,
        pal::BACKGROUND,
        1.0,
    );
    fill_rect(
        &mut img,
        0,
        frame.title_h as i64 - 2,
        side as i64,
        2,
        pal::EMPTY_CELL,
        1.0,
    );
    draw_title(&mut img, font, &opts.title, side as f32, title_scale(side));
    Ok(img)
}

/// Outlines the 3×3 square a figure would score: light between dark lines, so it shows on
/// tiles and background alike and is not mistaken for a player's frame.
fn outline_square(img: &mut RgbaImage, sq: Rect) {
    let (x, y, w) = (sq.x as i64, sq.y as i64, sq.w as i64);
    let t = OUTLINE;
    stroke_rect(img, x - t, y - t, w + 2 * t, w + 2 * t, t + 2, pal::DARK);
    stroke_rect(
        img,
        x - t + 1,
        y - t + 1,
        w + 2 * t - 2,
        w + 2 * t - 2,
        t,
        figures::MARKER,
    );
}

/// Sets the title in the band at `k` times the usual sizes: one line as large as fits, else two
/// lines, else cut short.
fn draw_title(img: &mut RgbaImage, font: &FontRef<'static>, title: &str, width: f32, k: f32) {
    let margin = 12.0 * k;
    let room = width - 2.0 * margin;
    let band = (TITLE as f32 * k).round() - 2.0;
    for px in [24.0, 22.0, 20.0, 18.0].map(|px| px * k) {
        if font::measure(font, px, title).0 <= room {
            font::draw_centred(img, font, px, width / 2.0, band / 2.0, title, pal::TEXT);
            return;
        }
    }
    let px = 19.0 * k;
    let (first, second) = split_lines(font, px, title, room);
    let second = fit_line(font, px, &second, room);
    let line_h = band / 2.0;
    font::draw(
        img,
        font,
        px,
        margin,
        line_h * 0.5 - 7.0 * k,
        &first,
        pal::TEXT,
    );
    font::draw(
        img,
        font,
        px,
        margin,
        line_h * 1.5 - 9.0 * k,
        &second,
        pal::TEXT,
    );
}

/// Where a title breaks first when it takes two lines: between its parts.
const PARTS: &str = " · ";

/// The longest run of whole words that fits `room` on the first line, and the rest; a title of
/// parts breaks between them when its first part fits.
fn split_lines(font: &FontRef<'static>, px: f32, text: &str, room: f32) -> (String, String) {
    if let Some((first, rest)) = text.split_once(PARTS) {
        if font::measure(font, px, first).0 <= room {
            return (first.to_string(), rest.to_string());
        }
    }
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
