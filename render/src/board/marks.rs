//! The numbers on the cells where the drawn tile fits: how big they can be drawn in a cell
//! and how big a phone shows them.

use ab_glyph::{FontRef, PxScale};
use carcassonne_engine::geometry::Pos;

use crate::font;
use crate::header::PHONE_WIDTH;

/// A mark drawn on a cell where the drawn tile fits.
#[derive(Clone, Debug, PartialEq)]
pub struct MarkBox {
    pub pos: Pos,
    /// What it reads, as the bot's menus lead the cell's options with it.
    pub text: String,
    /// Centre of its ink, in pixels of the picture.
    pub centre: (f32, f32),
    /// Width and height of its ink (the outline round it not counted).
    pub ink: (f32, f32),
}

/// Mark digits are drawn narrower than tall, a condensed face, as much as two of them need to
/// fit a cell at the height one would have, within these bounds.
pub(super) const MARK_CONDENSE: (f32, f32) = (0.7, 0.9);
/// Height in pixels of the marks when the picture is shown [`PHONE_WIDTH`] wide: at least this,
/// what a player can read without zooming...
pub const MARK_PHONE_MIN: f32 = 12.0;
/// ...and at most this, so the marks on a small board do not drown its tiles.
pub(super) const MARK_PHONE_MAX: f32 = 20.0;
/// Rounding of the glyphs to pixels can take this much off the measured height of the ink.
pub(super) const MARK_SLACK: f32 = 0.6;
/// Width of the dark ring round a mark's digits at font size `px`.
pub(super) fn mark_ring(px: f32) -> f32 {
    (px * 0.07).max(1.5)
}

/// Ink height of the marks for each pixel of font size, at most this part of a cell...
pub(super) const MARK_TALL: f32 = 0.68;
/// ...and ink width with the ring at most this part; the ring may lie on the cell's edge, as
/// dark as the grid lines.
pub(super) const MARK_WIDE: f32 = 0.96;

/// How big the widest and tallest of a picture's marks are for each pixel of font size, and
/// how condensed they are drawn.
pub(super) struct MarkShape {
    w: f32,
    h: f32,
    condense: f32,
}

impl MarkShape {
    pub(super) fn of(font: &FontRef<'static>, marks: &[(Pos, String)]) -> MarkShape {
        const AT: f32 = 100.0;
        let (w, h) = marks
            .iter()
            .map(|(_, text)| font::measure_scaled(font, PxScale::from(AT), text))
            .fold((0.0f32, 0.0f32), |(w, h), (a, b)| (w.max(a), h.max(b)));
        let (w, h) = ((w / AT).max(0.01), (h / AT).max(0.01));
        // As narrow as makes the widest mark fit as tall as the cell allows.
        let ring = 2.0 * mark_ring(AT) / AT;
        let fits = (MARK_WIDE * h / MARK_TALL - ring) / w;
        let condense = fits.clamp(MARK_CONDENSE.0, MARK_CONDENSE.1);
        MarkShape {
            w: w * condense,
            h,
            condense,
        }
    }

    /// Font size of the marks on cells of `tile` pixels in a picture `width` wide: the
    /// largest at which the widest mark and its ring fit inside a cell, capped at
    /// [`MARK_PHONE_MAX`] on a phone.
    pub(super) fn px(&self, tile: u32, width: u32) -> f32 {
        let t = tile as f32;
        let tall = MARK_TALL * t / self.h;
        let wide = MARK_WIDE * t / (self.w + 2.0 * mark_ring(100.0) / 100.0);
        let phone = MARK_PHONE_MAX * width as f32 / PHONE_WIDTH / self.h;
        tall.min(wide).min(phone)
    }

    pub(super) fn scale(&self, px: f32) -> (f32, f32) {
        (px * self.condense, px)
    }

    /// Height of the marks on a phone at font size `px` in a picture `width` wide.
    pub(super) fn on_phone(&self, px: f32, width: u32) -> f32 {
        px * self.h * PHONE_WIDTH / width.max(1) as f32
    }
}
