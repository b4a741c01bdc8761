//! Pictures for the rules help: a few cells of a real position drawn large, with what the
//! text points at (an arrow along a hike, numbered tiles, a label, an outlined square) and a
//! caption above. Each expansion's folder builds its positions with the engine and draws them
//! on a [`Diagram`]; the renderer keeps the encoded pictures, which never change.
//!
//! Sizes are chosen for a phone, where Discord shows a picture about 400 pixels wide: the
//! pictures are at most [`MAX_WIDTH`] wide and their words at least [`TEXT_PX`] high, so the
//! smallest word still reads at about 14 pixels.

use ab_glyph::FontRef;
use carcassonne_engine::geometry::{Port, Pos, Rotation};
use carcassonne_engine::tiles::by_name;
use carcassonne_engine::{
    Action, Event, Figure, FigureKind, Game, GameConfig, Placement as At, Spot,
};
use image::RgbaImage;

use crate::board::{blit, pose_for, spot_point, Cells};
use crate::canvas::{fill_rect, paint, stroke_rect, Layer, Placement};
use crate::expansions::parts;
use crate::figures::{self, MARKER};
use crate::font;
use crate::palette::{self as pal, Colour};
use crate::replay::Painter;
use crate::shapes::{self, Pt};
use crate::RenderError;

/// No rules picture is wider.
pub const MAX_WIDTH: u32 = 600;
/// Nor narrower: the caption needs the room.
const MIN_WIDTH: u32 = 520;
/// Words on a picture: the caption, labels and legends.
pub const TEXT_PX: f32 = 21.0;
const CAPTION_PX: f32 = 23.0;
/// Room round the cells and between lines.
const PAD: u32 = 14;
const LINE_GAP: f32 = 7.0;

/// A picture the rules help shows, drawn by an expansion's part.
pub(crate) struct RulesPicture {
    /// The name the bot's rules text asks for ("hike").
    pub name: &'static str,
    pub draw: fn(&Painter<'_>) -> Result<RgbaImage, RenderError>,
}

/// A picture being drawn: cells `min`..=`max` of a position under a caption.
pub(crate) struct Diagram<'a> {
    pub img: RgbaImage,
    font: &'a FontRef<'static>,
    min: Pos,
    max: Pos,
    cell: u32,
    /// Pixel position of cell `min`'s north-west corner.
    origin: (f32, f32),
}

impl<'a> Diagram<'a> {
    /// Cells `min`..=`max` of `game`, `cell` pixels each, with their tiles, any board piece
    /// over them and the figures standing there, under `caption` (wrapped to fit).
    pub fn new(
        p: &'a Painter<'a>,
        game: &Game,
        cells: (Pos, Pos),
        cell: u32,
        caption: &str,
    ) -> Diagram<'a> {
        Diagram::wide(p, game, cells, cell, caption, MIN_WIDTH)
    }

    /// [`Diagram::new`] at least `width` pixels wide (room for a legend), cells centred.
    pub fn wide(
        p: &'a Painter<'a>,
        game: &Game,
        (min, max): (Pos, Pos),
        cell: u32,
        caption: &str,
        width: u32,
    ) -> Diagram<'a> {
        let cols = (max.x - min.x + 1).max(1) as u32;
        let rows = (max.y - min.y + 1).max(1) as u32;
        let width = (cols * cell + 2 * PAD)
            .max(width)
            .clamp(MIN_WIDTH, MAX_WIDTH);
        let lines = font::wrap(p.font, CAPTION_PX, caption, (width - 2 * PAD) as f32);
        let top = text_height(lines.len(), CAPTION_PX) + 2 * PAD;
        let height = top + rows * cell + PAD;
        let mut img = RgbaImage::from_pixel(width, height, pal::rgba(pal::BACKGROUND));
        let mut y = PAD as f32;
        for line in &lines {
            font::draw_baseline(
                &mut img,
                p.font,
                CAPTION_PX,
                PAD as f32,
                y + CAPTION_PX * 0.8,
                line,
                pal::TEXT,
            );
            y += CAPTION_PX + LINE_GAP;
        }
        let origin = (((width - cols * cell) / 2) as f32, top as f32);
        let mut d = Diagram {
            img,
            font: p.font,
            min,
            max,
            cell,
            origin,
        };
        d.draw_cells(p, game);
        d
    }

    fn draw_cells(&mut self, p: &Painter<'_>, game: &Game) {
        let max = self.max;
        for y in self.min.y..=max.y {
            for x in self.min.x..=max.x {
                let pos = Pos::new(x, y);
                let (px, py) = self.cell_origin(pos);
                match game.board().get(pos) {
                    Some(t) => {
                        let sprite = p.sprites.get(t.tile, self.cell, t.rotation);
                        blit(&mut self.img, &sprite, px as i64, py as i64, 1.0);
                    }
                    None => {
                        let c = self.cell as i64;
                        fill_rect(
                            &mut self.img,
                            px as i64,
                            py as i64,
                            c,
                            c,
                            pal::EMPTY_CELL,
                            1.0,
                        );
                    }
                }
            }
        }
        let (ox, oy, cell, min) = (self.origin.0, self.origin.1, self.cell, self.min);
        let origin = move |q: Pos| {
            Some((
                ox + ((q.x - min.x) as f32) * cell as f32,
                oy + ((q.y - min.y) as f32) * cell as f32,
            ))
        };
        let cells = Cells {
            origin: &origin,
            tile: cell,
        };
        let clip = (
            ox as i64,
            oy as i64,
            ((max.x - min.x + 1) as i64) * cell as i64,
            ((max.y - min.y + 1) as i64) * cell as i64,
        );
        for part in parts() {
            part.draw_piece(&mut self.img, game, &cells, clip, p.font, p.sprites, p.lang);
        }
        let pieces: Vec<(Spot, (f32, f32))> = parts()
            .iter()
            .flat_map(|part| part.piece_spots(game, &cells))
            .collect();
        let size = self.figure_size();
        let mut drawn: Vec<(Figure, (f32, f32))> = Vec::new();
        for f in game.figures() {
            let on_piece = pieces.iter().find(|(s, _)| *s == f.spot).map(|&(_, at)| at);
            let (at, pose) = match on_piece {
                Some(at) => (at, figures::Pose::Standing),
                None => {
                    let Some(at) = self.spot(game, f.pos, f.spot) else {
                        continue;
                    };
                    let Some(t) = game.board().get(f.pos) else {
                        continue;
                    };
                    (at, pose_for(t.tile, f.spot))
                }
            };
            if !self.shows(at) {
                continue;
            }
            figures::draw_figure(&mut self.img, p.figures, f.kind, pose, f.player, at, size);
            drawn.push((*f, at));
        }
        for (f, n) in game.figure_badges() {
            if let Some((_, at)) = drawn.iter().find(|(d, _)| *d == f) {
                let (at, side) = figures::badge_box(f.kind, *at, size, 0.0);
                figures::draw_badge(&mut self.img, p.font, f.kind, n, at, side);
            }
        }
    }

    /// Whether a pixel falls on the cells shown.
    fn shows(&self, (x, y): (f32, f32)) -> bool {
        let (x1, y1) = self.cell_origin(Pos::new(self.max.x + 1, self.max.y + 1));
        x >= self.origin.0 && y >= self.origin.1 && x < x1 && y < y1
    }

    /// How large figures are drawn.
    pub fn figure_size(&self) -> f32 {
        self.cell as f32 * 0.32
    }

    /// Pixel position of `pos`'s north-west corner.
    pub fn cell_origin(&self, pos: Pos) -> (f32, f32) {
        (
            self.origin.0 + ((pos.x - self.min.x) as f32) * self.cell as f32,
            self.origin.1 + ((pos.y - self.min.y) as f32) * self.cell as f32,
        )
    }

    /// Pixel position of `pos`'s middle.
    pub fn centre(&self, pos: Pos) -> (f32, f32) {
        let (x, y) = self.cell_origin(pos);
        let half = self.cell as f32 / 2.0;
        (x + half, y + half)
    }

    /// Where a figure on `spot` of the tile at `pos` stands, in pixels.
    pub fn spot(&self, game: &Game, pos: Pos, spot: Spot) -> Option<(f32, f32)> {
        let t = game.board().get(pos)?;
        let (u, v) = spot_point(t.tile, t.rotation, spot)?;
        let (x, y) = self.cell_origin(pos);
        Some((x + u * self.cell as f32, y + v * self.cell as f32))
    }

    /// A figure drawn where the position has none (where it stood before it moved), faint.
    pub fn ghost(&mut self, p: &Painter<'_>, figure: &Figure, game: &Game) {
        let Some(at) = self.spot(game, figure.pos, figure.spot) else {
            return;
        };
        let pose = game
            .board()
            .get(figure.pos)
            .map_or(figures::Pose::Standing, |t| pose_for(t.tile, figure.spot));
        // Drawn on a copy, then mixed in where the copy differs: the figure's halo and all.
        let mut over = self.img.clone();
        figures::draw_figure(
            &mut over,
            p.figures,
            figure.kind,
            pose,
            figure.player,
            at,
            self.figure_size(),
        );
        for (px, new) in self.img.pixels_mut().zip(over.pixels()) {
            if px != new {
                crate::canvas::blend(px, [new.0[0], new.0[1], new.0[2]], 0.45);
            }
        }
    }

    /// An arrow through `points` (pixels), light with a dark edge, its head at the last one.
    pub fn arrow(&mut self, points: &[(f32, f32)]) {
        let pts: Vec<Pt> = points.iter().map(|&(x, y)| Pt::new(x, y)).collect();
        let (Some(&tip), Some(&before)) = (
            pts.last(),
            pts.len().checked_sub(2).and_then(|i| pts.get(i)),
        ) else {
            return;
        };
        let half = (self.cell as f32 * 0.035).max(3.5);
        let head = half * 4.5;
        let dir = tip.sub(before);
        let len = dir.len().max(1e-3);
        let (ux, uy) = (dir.x / len, dir.y / len);
        // The shaft stops where the head begins, so the head's point stays sharp.
        let base = Pt::new(tip.x - ux * head, tip.y - uy * head);
        let mut shaft = pts.clone();
        if let Some(last) = shaft.last_mut() {
            *last = base;
        }
        let wing = head * 0.6;
        let triangle = vec![
            tip,
            Pt::new(base.x - uy * wing, base.y + ux * wing),
            Pt::new(base.x + uy * wing, base.y - ux * wing),
        ];
        for (colour, grow) in [(pal::DARK, 2.5_f32), (MARKER, 0.0)] {
            let mut layers = Vec::new();
            for w in shaft.windows(2) {
                let (a, b) = (w[0], w[1]);
                let r = half + grow + 2.0;
                let lo = Pt::new(a.x.min(b.x) - r, a.y.min(b.y) - r);
                let hi = Pt::new(a.x.max(b.x) + r, a.y.max(b.y) + r);
                layers.push(Layer::new(colour, lo, hi, move |p| {
                    shapes::segment(p, a, b) - half - grow
                }));
            }
            let tri = triangle.clone();
            let r = head + grow + 2.0;
            layers.push(Layer::around(colour, tip, r, move |p| {
                shapes::polygon(p, &tri) - grow
            }));
            paint(&mut self.img, &layers, Placement::new(0.0, 0.0, 1.0));
        }
    }

    /// A numbered disc, as the bot numbers spots, at a pixel position.
    pub fn marker(&mut self, n: usize, at: (f32, f32)) {
        figures::draw_marker(&mut self.img, self.font, n, at, self.cell as f32 * 0.24);
    }

    /// Words on a dark box centred on `at`, kept inside the picture.
    pub fn label(&mut self, text: &str, at: (f32, f32)) {
        let (w, h) = font::measure(self.font, TEXT_PX, text);
        let (bw, bh) = (w + 16.0, h + 14.0);
        let max_x = self.img.width() as f32 - bw - 2.0;
        let max_y = self.img.height() as f32 - bh - 2.0;
        let x = (at.0 - bw / 2.0).clamp(2.0, max_x.max(2.0));
        let y = (at.1 - bh / 2.0).clamp(2.0, max_y.max(2.0));
        let c = Pt::new(x + bw / 2.0, y + bh / 2.0);
        let (hx, hy) = (bw / 2.0, bh / 2.0);
        let lo = Pt::new(x - 3.0, y - 3.0);
        let hi = Pt::new(x + bw + 3.0, y + bh + 3.0);
        let layers = vec![
            Layer::new(MARKER, lo, hi, move |p| {
                shapes::rounded_box(p, c, hx + 1.5, hy + 1.5, 8.0)
            }),
            Layer::new(pal::DARK, lo, hi, move |p| {
                shapes::rounded_box(p, c, hx, hy, 7.0)
            }),
        ];
        paint(&mut self.img, &layers, Placement::new(0.0, 0.0, 1.0));
        font::draw_centred(&mut self.img, self.font, TEXT_PX, c.x, c.y, text, pal::TEXT);
    }

    /// Outlines cells `min`..=`max`: a light line between two dark ones, as the close-up
    /// outlines the square a figure scores.
    pub fn outline(&mut self, min: Pos, max: Pos) {
        let (x, y) = self.cell_origin(min);
        let (x1, y1) = self.cell_origin(Pos::new(max.x + 1, max.y + 1));
        let (x, y, w, h) = (x as i64, y as i64, (x1 - x) as i64, (y1 - y) as i64);
        let t = 4;
        stroke_rect(
            &mut self.img,
            x - t,
            y - t,
            w + 2 * t,
            h + 2 * t,
            t + 2,
            pal::DARK,
        );
        stroke_rect(
            &mut self.img,
            x - t + 1,
            y - t + 1,
            w + 2 * t - 2,
            h + 2 * t - 2,
            t,
            MARKER,
        );
    }

    /// Adds rows under the picture, each a chip of colour (if any) and words wrapped to the
    /// width: a legend.
    pub fn legend(&mut self, rows: &[(Option<Colour>, String)]) {
        let width = self.img.width();
        let chip = TEXT_PX;
        let any_chip = rows.iter().any(|(c, _)| c.is_some());
        let text_x = if any_chip {
            PAD as f32 + chip + 10.0
        } else {
            PAD as f32
        };
        let room = width as f32 - text_x - PAD as f32;
        let wrapped: Vec<(Option<Colour>, Vec<String>)> = rows
            .iter()
            .map(|(c, words)| (*c, font::wrap(self.font, TEXT_PX, words, room)))
            .collect();
        let line = TEXT_PX + LINE_GAP;
        let row_gap = LINE_GAP + 2.0;
        let lines: usize = wrapped.iter().map(|(_, l)| l.len()).sum();
        let extra =
            (4.0 + lines as f32 * line + wrapped.len() as f32 * row_gap).ceil() as u32 + PAD;
        let mut img =
            RgbaImage::from_pixel(width, self.img.height() + extra, pal::rgba(pal::BACKGROUND));
        blit(&mut img, &self.img, 0, 0, 1.0);
        let mut y = self.img.height() as f32 + 4.0;
        for (colour, lines) in &wrapped {
            if let Some(c) = colour {
                let s = chip as i64;
                fill_rect(
                    &mut img,
                    PAD as i64 - 1,
                    y as i64 - 1,
                    s + 2,
                    s + 2,
                    pal::DARK,
                    1.0,
                );
                fill_rect(&mut img, PAD as i64, y as i64, s, s, *c, 1.0);
            }
            for text in lines {
                font::draw_baseline(
                    &mut img,
                    self.font,
                    TEXT_PX,
                    text_x,
                    y + TEXT_PX * 0.8,
                    text,
                    pal::TEXT,
                );
                y += line;
            }
            y += row_gap;
        }
        self.img = img;
    }

    pub fn finish(self) -> RgbaImage {
        self.img
    }
}

/// A position built move by move for a picture; a move the engine refuses names the picture
/// rather than drawing something else.
#[derive(Clone)]
pub(crate) struct Position {
    pub game: Game,
    picture: &'static str,
}

impl Position {
    /// `config` from `start` with the tiles of `deck` drawn in order.
    pub fn new(
        picture: &'static str,
        config: GameConfig,
        start: &str,
        deck: &[&str],
    ) -> Result<Position, RenderError> {
        let fail = |why: String| RenderError::RulesPosition { picture, why };
        let tile = |name: &str| by_name(name).ok_or_else(|| fail(format!("no tile {name}")));
        let order = deck
            .iter()
            .map(|n| tile(n))
            .collect::<Result<Vec<_>, _>>()?;
        let game = Game::with_deck(config, tile(start)?, Rotation::new(0), order)
            .map_err(|e| fail(e.to_string()))?;
        Ok(Position { game, picture })
    }

    /// `config` laid out by its rules (a board piece), then the tiles of `deck` in order.
    pub fn laid_out(
        picture: &'static str,
        config: GameConfig,
        deck: &[&str],
    ) -> Result<Position, RenderError> {
        let fail = |why: String| RenderError::RulesPosition { picture, why };
        let order = deck
            .iter()
            .map(|n| by_name(n).ok_or_else(|| fail(format!("no tile {n}"))))
            .collect::<Result<Vec<_>, _>>()?;
        let game = Game::with_order(config, order).map_err(|e| fail(e.to_string()))?;
        Ok(Position { game, picture })
    }

    fn fail(&self, why: String) -> RenderError {
        RenderError::RulesPosition {
            picture: self.picture,
            why,
        }
    }

    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RenderError> {
        self.game
            .apply(action)
            .map_err(|e| self.fail(format!("{action:?}: {e}")))
    }

    /// Places the drawn tile at (`x`, `y`) turned `rot` quarters clockwise.
    pub fn place(&mut self, x: i32, y: i32, rot: u8) -> Result<(), RenderError> {
        self.apply(Action::Place(At {
            pos: Pos::new(x, y),
            rotation: Rotation::new(rot),
        }))
        .map(drop)
    }

    /// The spot of the tile at `pos` whose feature owns the half-edge `port` ("W", "Nw").
    pub fn spot_at(&self, pos: Pos, port: &str) -> Result<Spot, RenderError> {
        let t = self
            .game
            .board()
            .get(pos)
            .ok_or_else(|| self.fail(format!("no tile at {pos:?}")))?;
        let p = Port::from_name(port).ok_or_else(|| self.fail(format!("no port {port}")))?;
        let seg = t
            .def()
            .owner_at(p, t.rotation)
            .ok_or_else(|| self.fail(format!("nothing at {port} of {pos:?}")))?;
        Ok(Spot::Segment(seg))
    }

    /// Puts a figure of `kind` on the feature at `port` of the tile just placed.
    pub fn deploy(&mut self, figure: FigureKind, port: &str) -> Result<(), RenderError> {
        let pos = self
            .game
            .last_placed()
            .ok_or_else(|| self.fail("no tile placed".into()))?;
        let spot = self.spot_at(pos, port)?;
        self.apply(Action::Deploy { spot, figure }).map(drop)
    }

    /// Places a tile and puts nothing on it.
    pub fn quiet(&mut self, x: i32, y: i32, rot: u8) -> Result<(), RenderError> {
        self.place(x, y, rot)?;
        self.apply(Action::Pass).map(drop)
    }

    /// The first action on offer that `pick` accepts.
    pub fn offered(&self, pick: impl Fn(&Action) -> bool) -> Result<Action, RenderError> {
        self.game
            .legal_actions()
            .into_iter()
            .find(pick)
            .ok_or_else(|| self.fail("the action wanted is not offered".into()))
    }
}

/// Height of `lines` lines of words `px` high, with the gaps between them.
fn text_height(lines: usize, px: f32) -> u32 {
    let n = lines.max(1) as f32;
    (n * px + (n - 1.0) * LINE_GAP).ceil() as u32
}

#[cfg(test)]
mod tests;
