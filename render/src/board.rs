//! The board picture: score strip on top (unless [`crate::BoardOptions::header`] leaves it
//! out), coordinates on the margins, the played area plus one free ring, followers, the last
//! tile outlined, and optionally the cells where the drawn tile fits (tinted, each with a large
//! mark that the bot's menus lead its options with), a ghost of a candidate placement and the
//! drawn tile in a side panel. A board too wide for its marks to be read on a phone is drawn in
//! strips of columns, one under the other. A part may lay a piece over the board
//! (`RenderPart::draw_piece`), which figures stand on too.

use std::collections::BTreeSet;

use ab_glyph::{FontRef, PxScale};
use carcassonne_engine::geometry::{Pos, Rotation};
use carcassonne_engine::tiles::{FeatureKind, TileId};
use carcassonne_engine::{Board, FigureKind, Game};
use carcassonne_engine::{Figure, Spot};
use image::RgbaImage;

use crate::canvas::{blend, fill_rect, stroke_rect};
use crate::expansions::parts;
use crate::figures::{self, FigureCache, Pose};
use crate::font;
use crate::header::{
    draw_header, header_lines, legend_items, HeaderLayout, LegendItem, RowExtras, PHONE_WIDTH,
    PREVIEW_FRAME,
};
use crate::labels::{cell_marks, column_name, row_name, BoardBounds};
use crate::layout::layout;
use crate::palette::{self as pal, Colour};
use crate::sprites::SpriteCache;
use crate::{BoardOptions, MAX_SIDE};

mod marks;
mod strips;

use marks::{mark_ring, MarkShape, MARK_SLACK};
pub use marks::{MarkBox, MARK_PHONE_MIN};
pub use strips::Strip;
use strips::{strip_bounds, strip_origin, MAX_STRIPS, OVERLAP};

/// Largest tile size used; small boards are not blown up beyond it.
const MAX_TILE: u32 = 104;
/// Smallest tile size; boards needing less are refused rather than drawn unreadably.
pub const MIN_TILE: u32 = 12;
const PAD: u32 = 12;
/// Pictures with a header are never narrower than a phone shows them, so the header keeps
/// its room; a board drawn alone has its natural width.
const MIN_WIDTH: u32 = PHONE_WIDTH as u32;

/// Where everything lands on a board image. Returned by [`crate::Renderer::board_layout`] so
/// callers and tests can find cells, marks and figures in the picture.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardLayout {
    /// The whole drawn area.
    pub bounds: BoardBounds,
    /// Side of one cell in pixels.
    pub tile_size: u32,
    /// Pixel position of the north-west corner of the first strip's first cell (the cell
    /// `bounds.min` when the board is drawn in one piece).
    pub grid_x: u32,
    pub grid_y: u32,
    pub width: u32,
    pub height: u32,
    /// Left edge of the drawn tile in the header, when it is shown.
    pub panel_x: Option<u32>,
    /// Height of the band above the board's coordinate margin: the header, or without one
    /// ([`crate::BoardOptions::header`]) a pad as deep as the one below the board. `grid_y`
    /// is always this plus `margin`.
    pub strip_height: u32,
    /// The header's parts: player rows, drawn tile, legend (none without a header).
    pub header: HeaderLayout,
    /// Height of the coordinate margins.
    pub margin: u32,
    /// The board as drawn, top to bottom: the whole area in one piece, or strips of its
    /// columns one under the other when that is the only way the marks can be read on a
    /// phone (see [`BoardLayout::compute`]).
    pub strips: Vec<Strip>,
    /// The marks on the cells where the drawn tile fits, once for every strip showing the
    /// cell (see [`crate::cell_marks`]).
    pub marks: Vec<MarkBox>,
    /// Horizontal and vertical font size of the marks, in pixels of the picture: narrower
    /// than tall when two digits must share a cell.
    pub mark_scale: (f32, f32),
}

/// Where the parts of the picture go that do not depend on the tile size.
struct Frame {
    /// Whether there is a header at all ([`BoardOptions::header`]).
    header: bool,
    players: usize,
    drawn: bool,
    legend: Vec<LegendItem>,
    extras: RowExtras,
    lines: usize,
}

impl BoardLayout {
    /// The layout of the board as [`crate::Renderer::board_image`] draws it. With the cells
    /// where the drawn tile fits marked, the board is cut into as few strips of columns as
    /// make the marks at least [`MARK_PHONE_MIN`] pixels tall on a phone, which shows the
    /// picture [`PHONE_WIDTH`] wide: a mark is as tall as a good part of a cell, so a phone
    /// can show it that tall only when the picture is at most about 20 cells wide.
    pub fn compute(game: &Game, opts: &BoardOptions, font: &FontRef<'static>) -> BoardLayout {
        let bounds = BoardBounds::of_board(game.board());
        let placements = if opts.mark_legal {
            game.legal_placements()
        } else {
            Vec::new()
        };
        let frame = Frame::of(game, opts, !placements.is_empty());
        let marks = cell_marks(&placements);
        if marks.is_empty() {
            return BoardLayout::arrange(game.board(), &frame, opts, bounds, MAX_TILE, 1);
        }
        let shape = MarkShape::of(font, &marks);
        let mut best: Option<(f32, BoardLayout)> = None;
        for k in 1..=MAX_STRIPS {
            if k > 1 && bounds.columns() < k * (OVERLAP + 2) {
                break;
            }
            let mut lay = BoardLayout::arrange(game.board(), &frame, opts, bounds, MAX_TILE, k);
            let px = shape.px(lay.tile_size, lay.width);
            lay.mark_scale = shape.scale(px);
            let phone = shape.on_phone(px, lay.width);
            if best.as_ref().is_none_or(|(b, _)| phone > *b) {
                lay.place_marks(font, &marks, opts);
                let done = phone >= MARK_PHONE_MIN + MARK_SLACK;
                best = Some((phone, lay));
                if done {
                    break;
                }
            }
        }
        match best {
            Some((_, lay)) => lay,
            None => BoardLayout::arrange(game.board(), &frame, opts, bounds, MAX_TILE, 1),
        }
    }

    /// The layout for a fixed drawn area in one piece and at most `max_tile` pixels a cell
    /// (a replay keeps the final board's area in every frame), without marks.
    pub fn within(
        game: &Game,
        opts: &BoardOptions,
        bounds: BoardBounds,
        max_tile: u32,
    ) -> BoardLayout {
        let frame = Frame::of(game, opts, opts.mark_legal && !legal_cells(game).is_empty());
        BoardLayout::arrange(game.board(), &frame, opts, bounds, max_tile, 1)
    }

    /// The board in `count` strips of columns one under the other, with the largest cells
    /// up to `max_tile` at which the picture fits its largest side.
    fn arrange(
        board: &Board,
        frame: &Frame,
        opts: &BoardOptions,
        bounds: BoardBounds,
        max_tile: u32,
        count: u32,
    ) -> BoardLayout {
        let max_side = opts.max_side.clamp(256, MAX_SIDE);
        let cut = strip_bounds(board, bounds, count);
        let columns = cut.first().map_or(bounds.columns(), |b| b.columns());
        let rows: u32 = cut.iter().map(BoardBounds::rows).sum();
        let strips = cut.len() as u32;
        let board_w = |t: u32| 2 * margin_for(t) + columns * t + 2 * PAD;
        let min_width = if frame.header { MIN_WIDTH } else { 0 };
        let width_for = |t: u32| board_w(t).max(min_width).min(max_side);
        let header_for = |t: u32| frame.header_layout(width_for(t));
        // Each strip has its coordinates above and below it, and a gap before the next.
        let height_for = |t: u32, above: u32| {
            above + strips * 2 * margin_for(t) + rows * t + (strips - 1) * PAD + PAD
        };
        let fit = |t: u32| {
            board_w(t) <= max_side && height_for(t, frame.above(&header_for(t))) <= max_side
        };
        let mut tile = max_tile.clamp(MIN_TILE, MAX_TILE);
        while tile > MIN_TILE && !fit(tile) {
            tile -= 1;
        }
        let margin = margin_for(tile);
        let width = width_for(tile);
        let header = header_for(tile);
        let above = frame.above(&header);
        let height = height_for(tile, above).min(max_side);
        // Centre the grid when the picture is wider than the board (the header needs room).
        let grid_x = (width.saturating_sub(columns * tile) / 2).max(PAD + margin);
        let mut top = above + margin;
        let strips: Vec<Strip> = cut
            .into_iter()
            .map(|b| {
                let strip = Strip {
                    bounds: b,
                    grid_x,
                    grid_y: top,
                };
                top += b.rows() * tile + 2 * margin + PAD;
                strip
            })
            .collect();
        BoardLayout {
            bounds,
            tile_size: tile,
            grid_x,
            grid_y: above + margin,
            width,
            height,
            panel_x: header.tile.map(|(x, _, _)| x),
            strip_height: above,
            margin,
            header,
            strips,
            marks: Vec::new(),
            mark_scale: (0.0, 0.0),
        }
    }

    /// Puts each mark on its cell in every strip showing it; the previewed cell keeps its
    /// ghost tile visible instead.
    fn place_marks(
        &mut self,
        font: &FontRef<'static>,
        marks: &[(Pos, String)],
        opts: &BoardOptions,
    ) {
        let scale = PxScale {
            x: self.mark_scale.0,
            y: self.mark_scale.1,
        };
        let previewed = opts.preview.map(|p| p.pos);
        let t = self.tile_size as f32;
        let mut boxes = Vec::new();
        for strip in &self.strips {
            for (pos, text) in marks {
                if Some(*pos) == previewed {
                    continue;
                }
                if let Some((x, y)) = strip_origin(strip, self.tile_size, *pos) {
                    boxes.push(MarkBox {
                        pos: *pos,
                        text: text.clone(),
                        centre: (x as f32 + t / 2.0, y as f32 + t / 2.0),
                        ink: font::measure_scaled(font, scale, text),
                    });
                }
            }
        }
        self.marks = boxes;
    }

    /// The layout of one strip alone, to draw it as if it were the whole board.
    fn strip_view(&self, strip: &Strip) -> BoardLayout {
        BoardLayout {
            bounds: strip.bounds,
            grid_x: strip.grid_x,
            grid_y: strip.grid_y,
            strips: vec![*strip],
            marks: Vec::new(),
            ..self.clone()
        }
    }

    /// Pixel rectangle of the cells of a layout in one piece: (x, y, width, height).
    fn grid_rect(&self) -> (i64, i64, i64, i64) {
        let t = i64::from(self.tile_size);
        (
            i64::from(self.grid_x),
            i64::from(self.grid_y),
            i64::from(self.bounds.columns()) * t,
            i64::from(self.bounds.rows()) * t,
        )
    }

    /// Whether a point lies on the cells of a layout in one piece (edges included).
    fn in_grid(&self, (x, y): (f32, f32)) -> bool {
        let (gx, gy, gw, gh) = self.grid_rect();
        (gx as f32..=(gx + gw) as f32).contains(&x) && (gy as f32..=(gy + gh) as f32).contains(&y)
    }

    /// Pixel position of the north-west corner of cell `pos`, in the first strip showing it.
    pub fn cell_origin(&self, pos: Pos) -> Option<(u32, u32)> {
        self.strips
            .iter()
            .find_map(|s| strip_origin(s, self.tile_size, pos))
    }

    /// Where cell `pos` would be in a layout in one piece, even outside the drawn area (a
    /// piece over several cells may lie partly outside a strip).
    fn cell_corner(&self, pos: Pos) -> (f32, f32) {
        let t = self.tile_size as f32;
        (
            self.grid_x as f32 + (pos.x - self.bounds.min.x) as f32 * t,
            self.grid_y as f32 + (pos.y - self.bounds.min.y) as f32 * t,
        )
    }

    /// The mark drawn on `pos` (the first, when the cell is in two strips).
    pub fn mark_box(&self, pos: Pos) -> Option<&MarkBox> {
        self.marks.iter().find(|m| m.pos == pos)
    }

    /// Pixel position of a point given in tile units of cell `pos`.
    pub fn point_in_cell(&self, pos: Pos, (u, v): (f32, f32)) -> Option<(f32, f32)> {
        let (x, y) = self.cell_origin(pos)?;
        let t = self.tile_size as f32;
        Some((x as f32 + u * t, y as f32 + v * t))
    }

    /// Pixel square of a figure on this board.
    pub fn figure_size(&self) -> f32 {
        (self.tile_size as f32 * 0.36).max(9.0)
    }

    /// Smallest side of a badge beside a figure, so that its number can be read on a phone.
    pub fn badge_min(&self) -> f32 {
        12.0 * self.header.unit
    }

    /// Centre and side in pixels of the badge drawn beside a figure of `kind` at `at`.
    pub fn badge_box(&self, kind: FigureKind, at: (f32, f32)) -> ((f32, f32), f32) {
        figures::badge_box(kind, at, self.figure_size(), self.badge_min())
    }

    /// Where the spots of the pieces the parts lay over the board are (the Wheel of Fortune's
    /// crown spaces, `Spot::Space`), in pixels of the picture: figures standing there are
    /// drawn on these points, and a front end puts its tap targets there. Only spots the
    /// picture shows are listed; a board drawn in strips lists a spot once for each strip
    /// showing it, as [`BoardLayout::figure_points`] does its figures.
    pub fn space_points(&self, game: &Game) -> Vec<(Spot, (f32, f32))> {
        if self.strips.len() > 1 {
            return self
                .strips
                .iter()
                .flat_map(|s| self.strip_view(s).space_points(game))
                .collect();
        }
        self.piece_spots(game)
            .into_iter()
            .filter(|&(_, at)| self.in_grid(at))
            .collect()
    }

    /// Where the parts put the spots of their pieces, for a layout in one piece, whether or not
    /// the drawn area shows them.
    fn piece_spots(&self, game: &Game) -> Vec<(Spot, (f32, f32))> {
        let origin = |p: Pos| Some(self.cell_corner(p));
        let cells = Cells {
            origin: &origin,
            tile: self.tile_size,
        };
        parts()
            .iter()
            .flat_map(|p| p.piece_spots(game, &cells))
            .collect()
    }

    /// Where each figure the picture shows is drawn: its spot on its tile, and figures sharing
    /// a spot (a follower with a figure of another kind) side by side across it. Figures on
    /// the spots of a piece laid over the board stand there. A figure on the columns two
    /// strips share is listed once for each.
    pub fn figure_points(&self, game: &Game, opts: &BoardOptions) -> Vec<(Figure, (f32, f32))> {
        if self.strips.len() > 1 {
            return self
                .strips
                .iter()
                .flat_map(|s| self.strip_view(s).figure_points(game, opts))
                .collect();
        }
        let shown = shown_figures(game, opts);
        let step = self.figure_size() * 0.55;
        let pieces = self.piece_spots(game);
        shown
            .iter()
            .filter_map(|f| {
                let (x, y) = match pieces.iter().find(|(s, _)| *s == f.spot) {
                    Some(&(_, at)) => at,
                    None => {
                        let placed = game.board().get(f.pos)?;
                        let p = spot_point(placed.tile, placed.rotation, f.spot)?;
                        self.point_in_cell(f.pos, p)?
                    }
                };
                if !self.in_grid((x, y)) {
                    return None;
                }
                let same = |g: &&&Figure| g.pos == f.pos && g.spot == f.spot;
                let n = shown.iter().filter(same).count();
                let i = shown
                    .iter()
                    .take_while(|g| !std::ptr::eq(**g, *f))
                    .filter(same)
                    .count();
                let dx = (i as f32 - (n - 1) as f32 / 2.0) * step;
                Some((**f, (x + dx, y)))
            })
            .collect()
    }
}

impl Frame {
    fn of(game: &Game, opts: &BoardOptions, legal: bool) -> Frame {
        Frame {
            header: opts.header,
            players: game.players().max(1),
            drawn: opts.show_drawn_tile && game.current_tile().is_some(),
            legend: legend_items(game, opts, legal),
            extras: RowExtras::of(game),
            lines: header_lines(game),
        }
    }

    /// The header over a picture `width` wide, or none.
    fn header_layout(&self, width: u32) -> HeaderLayout {
        if !self.header {
            return HeaderLayout::none(width);
        }
        HeaderLayout::new(
            width,
            self.players,
            self.drawn,
            self.legend.clone(),
            self.extras,
        )
        .with_lines(self.lines)
    }

    /// Pixels above the first strip's coordinate margin: the header, or without one a pad as
    /// deep as the one below the board.
    fn above(&self, header: &HeaderLayout) -> u32 {
        if self.header {
            header.height
        } else {
            PAD
        }
    }
}

/// Where cells land on a picture, for a part drawing a piece over several of them.
pub(crate) struct Cells<'a> {
    /// Pixel position of a cell's north-west corner, when the picture places it.
    pub origin: &'a dyn Fn(Pos) -> Option<(f32, f32)>,
    /// Pixels per cell.
    pub tile: u32,
}

fn margin_for(tile: u32) -> u32 {
    (coord_px(tile) * 1.7) as u32
}

fn coord_px(tile: u32) -> f32 {
    (tile as f32 * 0.3).clamp(12.0, 20.0)
}

/// Where `spot` of `tile` is once the tile is turned by `rotation` (clockwise): a point of the
/// cell's unit square, `(0, 0)` its north-west corner and `(1, 1)` its south-east one (x east,
/// y south), so a front end multiplies it by the cell's side and adds the cell's corner
/// ([`BoardLayout::point_in_cell`] does that on the board picture). Figures on the spot are
/// drawn there (side by side across it when two share it), and close-up markers too. `None` for a spot the tile does not have, and
/// for the spots of a piece laid over the board (`Spot::Space`), which are not on one tile:
/// [`BoardLayout::space_points`] has those.
pub fn spot_point(tile: TileId, rotation: Rotation, spot: Spot) -> Option<(f32, f32)> {
    let lay = layout(tile)?;
    let p = match spot {
        Spot::Segment(i) => *lay.anchors.get(usize::from(i))?,
        Spot::Monastery => lay.monastery?,
        other => lay.place(other)?,
    };
    let q = p.rotated(rotation);
    Some((q.x, q.y))
}

/// How a follower on `spot` of `tile` is drawn.
pub fn pose_for(tile: TileId, spot: Spot) -> Pose {
    match spot {
        Spot::Segment(i) => {
            let field = tile
                .def()
                .segments
                .get(usize::from(i))
                .is_some_and(|s| s.kind == FeatureKind::Field);
            if field {
                Pose::Lying
            } else {
                Pose::Standing
            }
        }
        _ => Pose::Standing,
    }
}

/// Copies a sprite onto the image at (x, y), with opacity `alpha` (1 = plain copy).
pub fn blit(img: &mut RgbaImage, sprite: &RgbaImage, x: i64, y: i64, alpha: f32) {
    if alpha >= 1.0 && x >= 0 && y >= 0 {
        copy_rows(img, sprite, x as usize, y as usize);
        return;
    }
    for (sx, sy, px) in sprite.enumerate_pixels() {
        let (tx, ty) = (x + sx as i64, y + sy as i64);
        if tx >= 0 && ty >= 0 && (tx as u32) < img.width() && (ty as u32) < img.height() {
            blend(
                img.get_pixel_mut(tx as u32, ty as u32),
                [px.0[0], px.0[1], px.0[2]],
                alpha,
            );
        }
    }
}

/// Opaque sprite copy, row by row: the bulk of assembling a board.
fn copy_rows(img: &mut RgbaImage, sprite: &RgbaImage, x: usize, y: usize) {
    let (iw, ih) = (img.width() as usize, img.height() as usize);
    let (sw, sh) = (sprite.width() as usize, sprite.height() as usize);
    let w = sw.min(iw.saturating_sub(x));
    let h = sh.min(ih.saturating_sub(y));
    let dst: &mut [u8] = &mut *img;
    let src: &[u8] = sprite.as_raw();
    for row in 0..h {
        let d = ((y + row) * iw + x) * 4;
        let s = row * sw * 4;
        dst[d..d + w * 4].copy_from_slice(&src[s..s + w * 4]);
    }
}

pub fn draw_board(
    game: &Game,
    opts: &BoardOptions,
    font: &FontRef<'static>,
    sprites: &SpriteCache,
    figs: &FigureCache,
) -> RgbaImage {
    let lay = BoardLayout::compute(game, opts, font);
    draw_board_in(game, opts, &lay, font, sprites, figs)
}

/// The board drawn into a given layout (a replay keeps one layout for every frame).
pub fn draw_board_in(
    game: &Game,
    opts: &BoardOptions,
    lay: &BoardLayout,
    font: &FontRef<'static>,
    sprites: &SpriteCache,
    figs: &FigureCache,
) -> RgbaImage {
    let mut img = RgbaImage::from_pixel(lay.width, lay.height, pal::rgba(pal::BACKGROUND));
    if opts.header {
        draw_header(&mut img, game, opts, font, sprites, figs, &lay.header);
    }
    let legal = if opts.mark_legal {
        legal_cells(game)
    } else {
        Vec::new()
    };
    let split = lay.strips.len() > 1;
    for strip in &lay.strips {
        let part = lay.strip_view(strip);
        // A piece over several cells may reach past a strip: it stops at the strip's edge.
        let clip = if split {
            part.grid_rect()
        } else {
            (0, 0, i64::from(img.width()), i64::from(img.height()))
        };
        draw_strip(
            &mut img,
            game,
            opts,
            &part,
            clip,
            &legal,
            (font, sprites, figs),
        );
    }
    for mark in &lay.marks {
        draw_mark(&mut img, font, &mark.text, mark.centre, lay.mark_scale);
    }
    img
}

/// A mark of a cell where the drawn tile fits, centred on `centre`, at font size `(x, y)`.
pub(crate) fn draw_mark(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    text: &str,
    centre: (f32, f32),
    (x, y): (f32, f32),
) {
    let (scale, ring) = (PxScale { x, y }, mark_ring(y));
    font::draw_outlined(img, font, scale, centre, text, MARK_FILL, pal::DARK, ring);
}

/// Digits of the marks on cells where the drawn tile fits: white in a dark ring, which reads
/// on the tint and on any tile art.
pub const MARK_FILL: Colour = pal::WHITE;

/// One piece of the board: empty cells, coordinates, tiles, pieces, the cells where the drawn
/// tile fits, the preview, the last tile's frame and the figures, all within `lay` (a layout
/// in one piece).
fn draw_strip(
    img: &mut RgbaImage,
    game: &Game,
    opts: &BoardOptions,
    lay: &BoardLayout,
    clip: (i64, i64, i64, i64),
    legal: &[Pos],
    (font, sprites, figs): (&FontRef<'static>, &SpriteCache, &FigureCache),
) {
    let t = lay.tile_size;

    // Empty cells of the drawn area, so the grid (and the free ring) can be read.
    let b = lay.bounds;
    fill_rect(
        img,
        lay.grid_x as i64,
        lay.grid_y as i64,
        (b.columns() * t) as i64,
        (b.rows() * t) as i64,
        pal::EMPTY_CELL,
        1.0,
    );
    for i in 0..=b.columns() {
        let x = (lay.grid_x + i * t) as i64;
        fill_rect(
            img,
            x,
            lay.grid_y as i64,
            1,
            (b.rows() * t) as i64,
            pal::BACKGROUND,
            1.0,
        );
    }
    for j in 0..=b.rows() {
        let y = (lay.grid_y + j * t) as i64;
        fill_rect(
            img,
            lay.grid_x as i64,
            y,
            (b.columns() * t) as i64,
            1,
            pal::BACKGROUND,
            1.0,
        );
    }
    draw_coordinates(img, font, lay);

    for placed in game.board().tiles() {
        if let Some((x, y)) = lay.cell_origin(placed.pos) {
            let sprite = sprites.get(placed.tile, t, placed.rotation);
            blit(img, &sprite, x as i64, y as i64, 1.0);
            // A faint seam between tiles keeps the grid legible across matching fields; a
            // piece larger than a tile is one piece, seamed only round its outside.
            let piece = parts().iter().find(|p| p.piece_cell(placed.def()));
            if let Some(part) = piece {
                let same = |dx: i32, dy: i32| {
                    let p = Pos::new(placed.pos.x + dx, placed.pos.y + dy);
                    game.board()
                        .get(p)
                        .is_some_and(|n| part.piece_cell(n.def()))
                };
                let outer = [!same(0, -1), !same(1, 0), !same(0, 1), !same(-1, 0)];
                stroke_seam_sides(img, x as i64, y as i64, t as i64, outer);
            } else {
                stroke_seam(img, x as i64, y as i64, t as i64);
            }
        }
    }
    let origin = |p: Pos| Some(lay.cell_corner(p));
    let cells = Cells {
        origin: &origin,
        tile: t,
    };
    for part in parts() {
        part.draw_piece(img, game, &cells, clip, font, sprites, opts.lang);
    }

    for &pos in legal {
        if let Some((x, y)) = lay.cell_origin(pos) {
            fill_rect(
                img,
                x as i64 + 1,
                y as i64 + 1,
                t as i64 - 1,
                t as i64 - 1,
                pal::LEGAL_CELL,
                1.0,
            );
        }
    }

    if let (Some(p), Some(tile)) = (opts.preview, game.current_tile()) {
        if let Some((x, y)) = lay.cell_origin(p.pos) {
            let sprite = sprites.get(tile, t, p.rotation);
            blit(img, &sprite, x as i64, y as i64, 0.85);
            let w = (t / 14).max(3) as i64;
            stroke_rect(
                img,
                x as i64,
                y as i64,
                t as i64,
                t as i64,
                w,
                PREVIEW_FRAME,
            );
        }
    }

    if let Some(last) = game.board().tiles().last() {
        if let (Some((x, y)), Some(seat)) = (lay.cell_origin(last.pos), last.player) {
            outline_cell(img, x as i64, y as i64, t as i64, pal::player(seat));
        }
    }

    draw_followers(img, game, opts, font, figs, lay);
}

/// Distinct cells where the drawn tile fits, in the engine's order.
pub fn legal_cells(game: &Game) -> Vec<Pos> {
    let mut seen = BTreeSet::new();
    game.legal_placements()
        .into_iter()
        .map(|p| p.pos)
        .filter(|p| seen.insert(*p))
        .collect()
}

fn stroke_seam(img: &mut RgbaImage, x: i64, y: i64, t: i64) {
    fill_rect(img, x, y, t, 1, pal::DARK, 0.35);
    fill_rect(img, x, y + t - 1, t, 1, pal::DARK, 0.35);
    fill_rect(img, x, y + 1, 1, t - 2, pal::DARK, 0.35);
    fill_rect(img, x + t - 1, y + 1, 1, t - 2, pal::DARK, 0.35);
}

/// The seam on the sides of a cell marked in `sides` (north, east, south, west).
fn stroke_seam_sides(img: &mut RgbaImage, x: i64, y: i64, t: i64, sides: [bool; 4]) {
    let [n, e, s, w] = sides;
    if n {
        fill_rect(img, x, y, t, 1, pal::DARK, 0.35);
    }
    if s {
        fill_rect(img, x, y + t - 1, t, 1, pal::DARK, 0.35);
    }
    if w {
        fill_rect(img, x, y + 1, 1, t - 2, pal::DARK, 0.35);
    }
    if e {
        fill_rect(img, x + t - 1, y + 1, 1, t - 2, pal::DARK, 0.35);
    }
}

pub fn outline_cell(img: &mut RgbaImage, x: i64, y: i64, t: i64, c: Colour) {
    let w = (t / 14).max(3);
    stroke_rect(img, x - 1, y - 1, t + 2, t + 2, 1, pal::DARK);
    stroke_rect(img, x, y, t, t, w, c);
    stroke_rect(img, x + w, y + w, t - 2 * w, t - 2 * w, 1, pal::DARK);
}

/// The figures a picture shows: the caller's, when given, else those standing now.
pub fn shown_figures<'a>(game: &'a Game, opts: &'a BoardOptions) -> Vec<&'a Figure> {
    match &opts.figures {
        Some(list) => list.iter().collect(),
        None => game.figures().collect(),
    }
}

/// The figures standing on the board, and beside them the numbers the engine gives some of
/// them.
fn draw_followers(
    img: &mut RgbaImage,
    game: &Game,
    opts: &BoardOptions,
    font: &FontRef<'static>,
    figs: &FigureCache,
    lay: &BoardLayout,
) {
    let size = lay.figure_size();
    let placed = lay.figure_points(game, opts);
    for (f, xy) in &placed {
        if let Some(tile) = game.board().get(f.pos) {
            let pose = pose_for(tile.tile, f.spot);
            figures::draw_figure(img, figs, f.kind, pose, f.player, *xy, size);
        }
    }
    // Badges last, so no figure hides a number.
    for (f, n) in game.figure_badges() {
        if let Some((_, xy)) = placed.iter().find(|(g, _)| *g == f) {
            let (at, side) = lay.badge_box(f.kind, *xy);
            figures::draw_badge(img, font, f.kind, n, at, side);
        }
    }
}

fn draw_coordinates(img: &mut RgbaImage, font: &FontRef<'static>, lay: &BoardLayout) {
    let t = lay.tile_size as f32;
    let px = coord_px(lay.tile_size);
    let m = lay.margin as f32;
    let b = lay.bounds;
    let bottom = lay.grid_y as f32 + b.rows() as f32 * t;
    let right = lay.grid_x as f32 + b.columns() as f32 * t;
    let or_zero = |s: String| if s.is_empty() { "0".to_owned() } else { s };
    for i in 0..b.columns() {
        let cx = lay.grid_x as f32 + (i as f32 + 0.5) * t;
        let name = or_zero(column_name(b.min.x + i as i32));
        font::draw_centred(
            img,
            font,
            px,
            cx,
            lay.grid_y as f32 - m / 2.0,
            &name,
            pal::TEXT,
        );
        font::draw_centred(img, font, px, cx, bottom + m / 2.0, &name, pal::TEXT);
    }
    for j in 0..b.rows() {
        let cy = lay.grid_y as f32 + (j as f32 + 0.5) * t;
        let name = or_zero(row_name(b.min.y + j as i32));
        font::draw_centred(
            img,
            font,
            px,
            lay.grid_x as f32 - m / 2.0,
            cy,
            &name,
            pal::TEXT,
        );
        font::draw_centred(img, font, px, right + m / 2.0, cy, &name, pal::TEXT);
    }
}

pub fn player_name(opts: &BoardOptions, seat: usize) -> String {
    match opts.player_names.get(seat) {
        Some(n) if !n.trim().is_empty() => n.trim().to_string(),
        _ => crate::i18n::t!(opts.lang, "player-default", seat = seat + 1),
    }
}

/// Cuts `text` with an ellipsis so it fits `max_w` pixels.
pub fn shorten(font: &FontRef<'static>, text: &str, px: f32, max_w: f32) -> String {
    if font::measure(font, px, text).0 <= max_w {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    for n in (1..chars.len()).rev() {
        let s: String = chars[..n].iter().collect::<String>() + "…";
        if font::measure(font, px, &s).0 <= max_w {
            return s;
        }
    }
    "…".to_string()
}

#[cfg(test)]
mod tests;
