//! The band above the board: the drawn tile large, one row per player (name, score, figures
//! in hand) and a legend of the frames and tints used below.
//!
//! Phones show the picture about 400 px wide whatever its size, so everything here is
//! measured in "display units" (`unit` = image pixels per display pixel at that width): the
//! text keeps the same size on a phone whether the board is 3 tiles wide or 25.

use ab_glyph::FontRef;
use carcassonne_engine::geometry::Rotation;
use carcassonne_engine::{FigureKind, Game};
use image::RgbaImage;

use crate::board::{blit, outline_cell, player_name, shorten, shown_figures};
use crate::canvas::{fill_rect, stroke_rect};
use crate::figures::{self, FigureCache, Pose};
use crate::font;
use crate::palette::{self as pal, Colour};
use crate::sprites::SpriteCache;
use crate::BoardOptions;

/// The width phones show pictures at.
pub const PHONE_WIDTH: f32 = 400.0;
/// Names are set at this size in display pixels (a font size spans ascender to descender, so
/// capitals come out about 9 display pixels high).
const NAME_PX: f32 = 14.5;
const SCORE_PX: f32 = 17.0;
const SMALL_PX: f32 = 12.5;
const PAD: f32 = 6.0;
const ROW_H: f32 = 22.0;
/// Side of the drawn tile, in display units: a fifth of a phone's width.
const TILE: f32 = 84.0;
const CAPTION_H: f32 = 14.0;
const LEGEND_H: f32 = 16.0;
/// Seats per column before the rows are split into two columns.
const ONE_COLUMN: usize = 4;

/// A rectangle in image pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

/// What the legend explains; only what the picture shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegendItem {
    /// The frame round the tile placed last, in its player's colour.
    LastTile(usize),
    /// Tinted, labelled cells where the drawn tile fits.
    Fits,
    /// The white frame round the previewed placement.
    Preview,
}

/// Where the header's parts land.
#[derive(Clone, Debug, PartialEq)]
pub struct HeaderLayout {
    /// Image pixels per display pixel at phone width.
    pub unit: f32,
    pub height: u32,
    /// Pixel size of the names.
    pub name_px: f32,
    /// The drawn tile's square (x, y, side), when shown.
    pub tile: Option<(u32, u32, u32)>,
    /// One row per seat.
    pub rows: Vec<Rect>,
    pub legend: Vec<LegendItem>,
    legend_y: f32,
    legend_x: f32,
}

impl HeaderLayout {
    pub fn new(width: u32, players: usize, drawn_tile: bool, legend: Vec<LegendItem>) -> Self {
        let unit = width.max(PHONE_WIDTH as u32) as f32 / PHONE_WIDTH;
        let u = |v: f32| v * unit;
        let left = if drawn_tile {
            u(PAD + TILE + 2.0 * PAD)
        } else {
            u(PAD)
        };
        let columns = if players > ONE_COLUMN { 2 } else { 1 };
        let per_column = players.div_ceil(columns).max(1);
        // Rows no wider than a phone's width, so a score stays near its name on wide boards.
        let col_w = ((width as f32 - left - u(PAD)) / columns as f32).min(u(300.0));
        let rows: Vec<Rect> = (0..players)
            .map(|seat| Rect {
                x: left + (seat / per_column) as f32 * col_w,
                y: u(PAD) + (seat % per_column) as f32 * u(ROW_H),
                w: col_w,
                h: u(ROW_H),
            })
            .collect();
        let rows_end = u(PAD) + per_column as f32 * u(ROW_H);
        let legend_h = if legend.is_empty() { 0.0 } else { u(LEGEND_H) };
        let panel_h = if drawn_tile {
            u(PAD + CAPTION_H + TILE + CAPTION_H)
        } else {
            0.0
        };
        let height = (rows_end + legend_h).max(panel_h) + u(PAD);
        HeaderLayout {
            unit,
            height: height.ceil() as u32,
            name_px: u(NAME_PX),
            tile: drawn_tile.then(|| {
                (
                    u(PAD).round() as u32,
                    u(PAD + CAPTION_H).round() as u32,
                    u(TILE).round() as u32,
                )
            }),
            rows,
            legend,
            legend_y: rows_end + u(3.0),
            legend_x: left,
        }
    }
}

/// The legend entries a picture needs.
pub fn legend_items(game: &Game, opts: &BoardOptions, legal: bool) -> Vec<LegendItem> {
    if !opts.legend {
        return Vec::new();
    }
    let mut items = Vec::new();
    if let Some(seat) = game.board().tiles().last().and_then(|t| t.player) {
        items.push(LegendItem::LastTile(seat));
    }
    if opts.mark_legal && legal {
        items.push(LegendItem::Fits);
    }
    if opts.preview.is_some() && game.current_tile().is_some() {
        items.push(LegendItem::Preview);
    }
    items
}

/// Followers (large ones included) and abbots `seat` has in hand. With figures given in the
/// options, counted from those: after final scoring the engine has handed every figure back.
fn in_hand(game: &Game, opts: &BoardOptions, seat: usize) -> (u32, u32) {
    let supply = match &opts.figures {
        Some(_) => game.starting_supply(),
        None => game.supply(seat),
    };
    let count = |kind: FigureKind| {
        let standing = if opts.figures.is_some() {
            shown_figures(game, opts)
                .iter()
                .filter(|f| f.player == seat && f.kind == kind)
                .count() as u32
        } else {
            0
        };
        u32::from(supply.get(kind)).saturating_sub(standing)
    };
    (
        count(FigureKind::FOLLOWER) + count(FigureKind::LARGE),
        count(FigureKind::ABBOT),
    )
}

pub fn draw_header(
    img: &mut RgbaImage,
    game: &Game,
    opts: &BoardOptions,
    font: &FontRef<'static>,
    sprites: &SpriteCache,
    figs: &FigureCache,
    lay: &HeaderLayout,
) {
    let u = |v: f32| v * lay.unit;
    let over = game.is_over();
    for (seat, row) in lay.rows.iter().enumerate() {
        draw_row(
            img,
            game,
            opts,
            font,
            figs,
            lay,
            seat,
            *row,
            !over && seat == game.current_player(),
        );
    }
    if let (Some((x, y, side)), Some(tile)) = (lay.tile, game.current_tile()) {
        let (xf, yf) = (x as f32, y as f32);
        font::draw(
            img,
            font,
            u(SMALL_PX),
            xf,
            yf - u(CAPTION_H) + u(2.0),
            "Tile to place",
            pal::TEXT,
        );
        let sprite = sprites.get(tile, side, Rotation::new(0));
        blit(img, &sprite, x as i64, y as i64, 1.0);
        outline_cell(
            img,
            x as i64,
            y as i64,
            side as i64,
            pal::player(game.current_player()),
        );
        font::draw(
            img,
            font,
            u(SMALL_PX),
            xf,
            yf + side as f32 + u(3.0),
            &format!("{} left", game.tiles_left()),
            DIM,
        );
    }
    draw_legend(img, font, lay);
}

/// Secondary text: figures in hand, tiles left.
const DIM: Colour = [205, 205, 205];

#[allow(clippy::too_many_arguments)]
fn draw_row(
    img: &mut RgbaImage,
    game: &Game,
    opts: &BoardOptions,
    font: &FontRef<'static>,
    figs: &FigureCache,
    lay: &HeaderLayout,
    seat: usize,
    r: Rect,
    current: bool,
) {
    let u = |v: f32| v * lay.unit;
    if current {
        fill_rect(
            img,
            r.x as i64,
            r.y as i64,
            (r.w - u(3.0)) as i64,
            (r.h - u(2.0)) as i64,
            pal::EMPTY_CELL,
            1.0,
        );
        fill_rect(
            img,
            r.x as i64,
            r.y as i64,
            u(3.0) as i64,
            (r.h - u(2.0)) as i64,
            pal::player(seat),
            1.0,
        );
    }
    let mid = r.y + (r.h - u(2.0)) / 2.0;
    figures::draw_figure(
        img,
        figs,
        FigureKind::FOLLOWER,
        Pose::Standing,
        seat,
        (r.x + u(13.0), mid),
        u(18.0),
    );
    let (followers, abbots) = in_hand(game, opts, seat);
    // Right to left: the abbot in hand, the followers in hand, the score; the name gets what
    // is left.
    let mut right = r.x + r.w - u(5.0);
    if abbots > 0 {
        figures::draw_figure(
            img,
            figs,
            FigureKind::ABBOT,
            Pose::Standing,
            seat,
            (right - u(6.0), mid),
            u(13.0),
        );
        right -= u(14.0);
    }
    let left_text = format!("×{followers}");
    let (lw, lh) = font::measure(font, u(SMALL_PX), &left_text);
    font::draw(
        img,
        font,
        u(SMALL_PX),
        right - lw,
        mid - lh / 2.0,
        &left_text,
        DIM,
    );
    right -= u(24.0).max(lw + u(5.0));
    let score = game.scores().get(seat).copied().unwrap_or(0).to_string();
    let (sw, sh) = font::measure(font, u(SCORE_PX), &score);
    font::draw(
        img,
        font,
        u(SCORE_PX),
        right - sw,
        mid - sh / 2.0,
        &score,
        pal::TEXT,
    );
    right -= u(30.0).max(sw + u(6.0));
    let name_x = r.x + u(25.0);
    let name = shorten(font, &player_name(opts, seat), u(NAME_PX), right - name_x);
    // Set on the capitals' height so that names with and without descenders line up.
    let cap = u(NAME_PX) * 0.63;
    font::draw_baseline(
        img,
        font,
        u(NAME_PX),
        name_x,
        mid + cap / 2.0,
        &name,
        pal::TEXT,
    );
}

fn draw_legend(img: &mut RgbaImage, font: &FontRef<'static>, lay: &HeaderLayout) {
    let u = |v: f32| v * lay.unit;
    let mut x = lay.legend_x;
    let y = lay.legend_y;
    let s = u(11.0);
    for item in &lay.legend {
        let (xi, yi, si) = (x as i64, y as i64, s as i64);
        let text = match *item {
            LegendItem::LastTile(seat) => {
                fill_rect(img, xi, yi, si, si, pal::FIELD, 1.0);
                stroke_rect(img, xi, yi, si, si, u(2.5) as i64, pal::player(seat));
                "last tile"
            }
            LegendItem::Fits => {
                fill_rect(img, xi, yi, si, si, pal::LEGAL_CELL, 1.0);
                let b = (s * 0.3) as i64;
                fill_rect(
                    img,
                    xi + b,
                    yi + b,
                    si - 2 * b,
                    si - 2 * b,
                    pal::LABEL_BG,
                    1.0,
                );
                "fits here"
            }
            LegendItem::Preview => {
                fill_rect(img, xi, yi, si, si, pal::FIELD, 1.0);
                stroke_rect(img, xi, yi, si, si, u(2.5) as i64, PREVIEW_FRAME);
                "your choice"
            }
        };
        let tx = x + s + u(3.0);
        font::draw(
            img,
            font,
            u(SMALL_PX),
            tx,
            y + (s - u(SMALL_PX) * 0.73) / 2.0,
            text,
            DIM,
        );
        x = tx + font::measure(font, u(SMALL_PX), text).0 + u(10.0);
    }
}

/// Frame of the previewed placement: white, so it cannot be mistaken for the last tile's
/// frame in a player's colour.
pub const PREVIEW_FRAME: Colour = pal::WHITE;
