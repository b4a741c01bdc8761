//! The whole game as an animated GIF: the board after each turn, all frames the size of the
//! final board so that nothing jumps, one palette for all, and each frame after the first
//! only the rectangle that changed (unchanged pixels transparent), which is what keeps some
//! seventy frames of a big board within a Discord upload.

use ab_glyph::FontRef;
use carcassonne_engine::Game;
use gif::{DisposalMethod, Encoder, Frame, Repeat};

use crate::board::{draw_board_in, BoardLayout, MIN_TILE};
use crate::figures::FigureCache;
use crate::labels::BoardBounds;
use crate::quantize::{Histogram, Quantizer};
use crate::sprites::SpriteCache;
use crate::{BoardOptions, RenderError};

/// Hundredths of a second each turn is shown, and the final board.
pub const TURN_DELAY: u16 = 35;
pub const LAST_DELAY: u16 = 400;
/// Frames are never wider or taller than this: enough to zoom into on a phone, and a tenth of
/// the bytes of a full-size board.
const REPLAY_SIDE: u32 = 1280;
/// Palette entry left out of the palette and used for "unchanged since the last frame".
const CLEAR: u8 = 255;

/// Drawing context shared by the attempts.
pub struct Painter<'a> {
    pub font: &'a FontRef<'static>,
    pub sprites: &'a SpriteCache,
    pub figures: &'a FigureCache,
    /// The language of the words drawn.
    pub lang: crate::i18n::Lang,
}

pub fn render_replay(
    p: &Painter<'_>,
    frames: &[Game],
    opts: &BoardOptions,
    max_bytes: usize,
) -> Result<Vec<u8>, RenderError> {
    let last = frames.last().ok_or(RenderError::NothingPlaced)?;
    // A replay shows the boards alone: no drawn tile, labels or preview, and no legend, whose
    // entries would come and go between frames and shift the board.
    let base = BoardOptions {
        mark_legal: false,
        show_drawn_tile: false,
        preview: None,
        legend: false,
        max_side: opts.max_side.min(REPLAY_SIDE),
        ..opts.clone()
    };
    let bounds = BoardBounds::of_board(last.board());
    let mut max_tile = u32::MAX;
    let mut every = 1;
    loop {
        let lay = BoardLayout::within(last, &base, bounds, max_tile);
        match encode(p, frames, &base, opts, &lay, every, max_bytes)? {
            Some(gif) => return Ok(gif),
            None => {
                // Too big: smaller tiles first, then fewer frames once tiles get small.
                if lay.tile_size > 2 * MIN_TILE {
                    max_tile = lay.tile_size * 4 / 5;
                } else if every < frames.len() {
                    every *= 2;
                } else {
                    return Err(RenderError::TooLarge(max_bytes + 1));
                }
            }
        }
    }
}

/// The frames to show: every `every`-th turn, always the first and the last.
fn picked(count: usize, every: usize) -> Vec<usize> {
    let mut out: Vec<usize> = (0..count).step_by(every.max(1)).collect();
    if out.last() != Some(&(count - 1)) {
        out.push(count - 1);
    }
    out
}

/// The GIF, or `None` as soon as it grows past `max_bytes`.
fn encode(
    p: &Painter<'_>,
    frames: &[Game],
    base: &BoardOptions,
    opts: &BoardOptions,
    lay: &BoardLayout,
    every: usize,
    max_bytes: usize,
) -> Result<Option<Vec<u8>>, RenderError> {
    let (w, h) = (lay.width, lay.height);
    let (Ok(w16), Ok(h16)) = (u16::try_from(w), u16::try_from(h)) else {
        return Ok(None);
    };
    let indices = picked(frames.len(), every);
    let draw = |i: usize| {
        // The caller's figures are those of the final board (standing before final scoring).
        let frame_opts = if i + 1 == frames.len() {
            BoardOptions {
                figures: opts.figures.clone(),
                ..base.clone()
            }
        } else {
            BoardOptions {
                figures: None,
                ..base.clone()
            }
        };
        draw_board_in(&frames[i], &frame_opts, lay, p.font, p.sprites, p.figures)
    };

    let first = draw(indices[0]);
    let last = draw(frames.len() - 1);
    let mut hist = Histogram::default();
    hist.add(&first);
    hist.add(&last);
    let mut quant: Quantizer = hist.palette(usize::from(CLEAR));
    let mut palette: Vec<u8> = quant.colours().concat();
    palette.resize(256 * 3, 0);

    let mut out = Vec::new();
    {
        let mut enc = Encoder::new(&mut out, w16, h16, &palette)?;
        enc.set_repeat(Repeat::Infinite)?;
        let mut prev = quant.indexed(&first);
        let full = Frame {
            delay: if indices.len() == 1 {
                LAST_DELAY
            } else {
                TURN_DELAY
            },
            width: w16,
            height: h16,
            buffer: prev.as_slice().into(),
            ..Frame::default()
        };
        enc.write_frame(&full)?;
        for (k, &i) in indices.iter().enumerate().skip(1) {
            let img = if i + 1 == frames.len() {
                last.clone()
            } else {
                draw(i)
            };
            let cur = quant.indexed(&img);
            let delay = if k + 1 == indices.len() {
                LAST_DELAY
            } else {
                TURN_DELAY
            };
            enc.write_frame(&changed(&prev, &cur, w, delay))?;
            prev = cur;
            if enc.get_ref().len() > max_bytes {
                return Ok(None);
            }
        }
    }
    Ok((out.len() <= max_bytes).then_some(out))
}

/// The smallest rectangle holding every pixel that changed, with unchanged ones transparent.
fn changed(prev: &[u8], cur: &[u8], width: u32, delay: u16) -> Frame<'static> {
    let w = width as usize;
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (row, (a, b)) in prev.chunks_exact(w).zip(cur.chunks_exact(w)).enumerate() {
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last);
        y0 = y0.min(row);
        y1 = y1.max(row);
    }
    if x0 == usize::MAX {
        // Nothing changed (a discarded tile): one clear pixel keeps the frame's delay.
        (x0, y0, x1, y1) = (0, 0, 0, 0);
    }
    let (fw, fh) = (x1 - x0 + 1, y1 - y0 + 1);
    let mut buffer = Vec::with_capacity(fw * fh);
    for y in y0..=y1 {
        let row = y * w;
        for x in x0..=x1 {
            let c = cur[row + x];
            buffer.push(if prev[row + x] == c { CLEAR } else { c });
        }
    }
    Frame {
        delay,
        dispose: DisposalMethod::Keep,
        transparent: Some(CLEAR),
        left: x0 as u16,
        top: y0 as u16,
        width: fw as u16,
        height: fh as u16,
        buffer: buffer.into(),
        ..Frame::default()
    }
}
