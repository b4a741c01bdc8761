//! A player's profile picture: their name, their rating over the rated games and the
//! distribution of their scores, drawn with `plotters` in the pictures' colours and sized for
//! phones like the boards.
//!
//! `plotters` draws into an RGB buffer (its bitmap backend, no image encoder of its own) and
//! its text goes through `ab_glyph` with the crate's bundled font, registered under a name of
//! our own: no system font library is needed, and the letters match the other pictures. The
//! buffer is then encoded like every other picture, as a palette PNG.

use std::sync::OnceLock;

use plotters::backend::RGBPixel;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::header::Rect;
use crate::i18n::{t, Lang};
use crate::palette::{self as pal, Colour};
use crate::{font, RenderError};

/// Width of the profile picture: a phone shows it about 400 px wide, so every size below is
/// twice what must be read there.
pub const WIDTH: u32 = 800;
/// Height of the profile picture.
pub const HEIGHT: u32 = 900;

/// The name the bundled font is registered under in `plotters`' font table; a name of our own
/// so that no other user of `plotters` in the process can replace it.
const FAMILY: &str = "carcassonne-render";

/// Heading: the player's name, shortened to the picture's width.
const HEADING_PX: f64 = 46.0;
/// Each chart's title.
const CAPTION_PX: f64 = 34.0;
/// Numbers along the axes and the axes' names: 28 px here is 14 px on a phone.
const LABEL_PX: f64 = 28.0;
/// The sentence shown instead of an empty chart.
const SENTENCE_PX: f64 = 32.0;
/// Space round the picture's edge.
const MARGIN: u32 = 24;
/// Height of the heading band.
const HEADING_H: u32 = 92;
/// Height of the rating chart's band; the score distribution takes the rest.
const RATING_H: u32 = 420;
/// Most bars the score distribution has: more could not carry a readable number each.
const MAX_BINS: u64 = 14;
/// Fewest bars it shows: the scores of one or two bars get empty ones either side, so that a
/// single bar does not fill the whole chart and its edges are numbered like any other's.
const MIN_BINS: u64 = 5;
/// Above this many games the line is drawn thinner and without a dot per game, so that
/// thousands of games read as a band rather than a smear of dots.
const DOTS_UP_TO: usize = 60;

/// How far the tag of the last rating points left of its box.
const TAG_POINT: u32 = 12;
/// Space either side of the tag's number.
const TAG_PAD: u32 = 9;

/// The accent of the project's pages, for a player without a seat colour.
pub const ACCENT: Colour = [88, 101, 242];

/// What a player's profile picture shows.
#[derive(Clone, Debug)]
pub struct ProfileChart {
    /// Who, as the heading shows it.
    pub name: String,
    /// Their colour: an index into the players' colours (palette::player), or None for the
    /// accent.
    pub colour: Option<usize>,
    /// The rating after each rated game, oldest first, with the game's finish time (unix
    /// seconds).
    pub ratings: Vec<(i64, f64)>,
    /// Their score in each game (rated or not), for the distribution.
    pub scores: Vec<u32>,
    pub lang: Lang,
}

/// Where the parts of the profile picture land; the same for every profile.
#[derive(Clone, Copy, Debug)]
pub struct ProfileLayout {
    /// The band with the player's colour and name.
    pub heading: Rect,
    /// The rating chart: its title, axes and line, or the sentence that there is none yet.
    pub rating: Rect,
    /// The score distribution: its title, axes and bars, or the sentence that there is none.
    pub scores: Rect,
}

impl ProfileLayout {
    pub fn new() -> ProfileLayout {
        let (w, h) = (WIDTH as f32, HEIGHT as f32);
        let (head, rating) = (HEADING_H as f32, RATING_H as f32);
        ProfileLayout {
            heading: Rect {
                x: 0.0,
                y: 0.0,
                w,
                h: head,
            },
            rating: Rect {
                x: 0.0,
                y: head,
                w,
                h: rating,
            },
            scores: Rect {
                x: 0.0,
                y: head + rating,
                w,
                h: h - head - rating,
            },
        }
    }
}

impl Default for ProfileLayout {
    fn default() -> Self {
        ProfileLayout::new()
    }
}

/// Registers the bundled font with `plotters` once per process. Its table is global, and the
/// bytes are compiled in, so once is enough; a failure is remembered and reported each time.
fn register_font() -> Result<(), RenderError> {
    static DONE: OnceLock<bool> = OnceLock::new();
    let ok = *DONE.get_or_init(|| {
        plotters::style::register_font(FAMILY, FontStyle::Normal, font::BYTES).is_ok()
    });
    if ok {
        Ok(())
    } else {
        Err(RenderError::Font)
    }
}

/// How far above its anchor `plotters` puts the middle of a line's capitals and digits when
/// centring text of `px` pixels: its `ab_glyph` text sets the baseline half the size below
/// the top of a box 1/1.24 of the size tall, so centred text sits about a fifth of its size
/// high. Added to the anchor, this centres the ink where it was asked.
fn lift(px: f64) -> i32 {
    (px * 0.216).round() as i32
}

fn chart_error(e: impl std::fmt::Display) -> RenderError {
    RenderError::Chart(e.to_string())
}

fn rgb(c: Colour) -> RGBColor {
    RGBColor(c[0], c[1], c[2])
}

fn text_style(px: f64, c: Colour) -> TextStyle<'static> {
    FontDesc::new(FontFamily::Name(FAMILY), px, FontStyle::Normal).color(&rgb(c))
}

/// Whether `c` is too dark to see on the background by itself (the black seat): such a line
/// and such bars get a light rim.
fn needs_rim(c: Colour) -> bool {
    let luma = |c: Colour| 0.299 * c[0] as f32 + 0.587 * c[1] as f32 + 0.114 * c[2] as f32;
    luma(c) < luma(pal::BACKGROUND) + 30.0
}

/// The profile picture as an RGBA image, before encoding.
pub fn draw_profile(
    chart: &ProfileChart,
    font: &ab_glyph::FontRef<'static>,
) -> Result<image::RgbaImage, RenderError> {
    register_font()?;
    let mut buf = vec![0u8; (WIDTH * HEIGHT * 3) as usize];
    {
        let backend = BitMapBackend::<RGBPixel>::with_buffer_and_format(&mut buf, (WIDTH, HEIGHT))
            .map_err(chart_error)?;
        let root = backend.into_drawing_area();
        root.fill(&rgb(pal::BACKGROUND)).map_err(chart_error)?;
        let colour = chart.colour.map_or(ACCENT, pal::player);
        let (head, rest) = root.split_vertically(HEADING_H);
        let (upper, lower) = rest.split_vertically(RATING_H);
        draw_heading(&head, chart, colour, font)?;
        draw_ratings(&upper, chart, colour, font)?;
        draw_scores(&lower, chart, colour, font)?;
        root.present().map_err(chart_error)?;
    }
    let mut img = image::RgbaImage::new(WIDTH, HEIGHT);
    for (px, rgb) in img.pixels_mut().zip(buf.chunks_exact(3)) {
        *px = image::Rgba([rgb[0], rgb[1], rgb[2], 255]);
    }
    Ok(img)
}

type Area<'a> = DrawingArea<BitMapBackend<'a, RGBPixel>, Shift>;

/// A disc in the player's colour, then the name, shortened to what is left of the width.
fn draw_heading(
    area: &Area,
    chart: &ProfileChart,
    colour: Colour,
    font: &ab_glyph::FontRef<'static>,
) -> Result<(), RenderError> {
    let cy = (HEADING_H / 2) as i32;
    let r = 18;
    let x0 = MARGIN as i32;
    area.draw(&Circle::new((x0 + r, cy), r, rgb(colour).filled()))
        .map_err(chart_error)?;
    area.draw(&Circle::new(
        (x0 + r, cy),
        r,
        rgb(pal::TEXT).stroke_width(2),
    ))
    .map_err(chart_error)?;
    let left = x0 + 2 * r + 18;
    let room = (WIDTH as i32 - left - MARGIN as i32) as f32;
    let name = chart.name.trim();
    let name = crate::board::shorten(font, name, HEADING_PX as f32, room);
    let style = text_style(HEADING_PX, pal::TEXT).pos(Pos::new(HPos::Left, VPos::Center));
    area.draw(&Text::new(name, (left, cy + lift(HEADING_PX)), style))
        .map_err(chart_error)?;
    Ok(())
}

/// The chart's title across the top of its band; the rest of the band is returned.
fn caption<'a>(area: &Area<'a>, text: &str) -> Result<Area<'a>, RenderError> {
    let style = text_style(CAPTION_PX, pal::TEXT).pos(Pos::new(HPos::Left, VPos::Top));
    area.draw(&Text::new(text.to_string(), (MARGIN as i32, 10), style))
        .map_err(chart_error)?;
    Ok(area.split_vertically(10 + CAPTION_PX as u32 + 8).1)
}

/// `text` in words across the middle of `area`, wrapped to its width: what stands where a
/// chart would be empty.
fn sentence(area: &Area, text: &str, font: &ab_glyph::FontRef<'static>) -> Result<(), RenderError> {
    let (w, h) = area.dim_in_pixel();
    let lines = font::wrap(font, SENTENCE_PX as f32, text, (w - 2 * MARGIN) as f32);
    let step = (SENTENCE_PX * 1.3) as i32;
    let top = h as i32 / 2 - step * (lines.len() as i32 - 1) / 2;
    let style = text_style(SENTENCE_PX, pal::TEXT).pos(Pos::new(HPos::Center, VPos::Center));
    for (i, line) in lines.into_iter().enumerate() {
        area.draw(&Text::new(
            line,
            (w as i32 / 2, top + step * i as i32 + lift(SENTENCE_PX)),
            style.clone(),
        ))
        .map_err(chart_error)?;
    }
    Ok(())
}

/// The rating after each game, game 1 at the left, the last one marked with its value.
fn draw_ratings(
    area: &Area,
    chart: &ProfileChart,
    colour: Colour,
    font: &ab_glyph::FontRef<'static>,
) -> Result<(), RenderError> {
    let body = caption(area, &t!(chart.lang, "chart-rating-over-time"))?;
    // Sorted by time in case a caller's list is not, and only real numbers: a rating that is
    // not one cannot be placed on the axis.
    let mut games: Vec<(i64, f64)> = chart
        .ratings
        .iter()
        .copied()
        .filter(|(_, r)| r.is_finite())
        .collect();
    games.sort_by_key(|&(at, _)| at);
    let Some(&(_, last)) = games.last() else {
        return sentence(&body, &t!(chart.lang, "chart-no-rated-games"), font);
    };
    let n = games.len() as i32;
    let (lo, hi) = games
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), &(_, r)| {
            (lo.min(r), hi.max(r))
        });
    // Room above and below the line, and a band of some height when it is flat (one game, or
    // a rating that has not moved), so that it does not lie on the frame.
    let pad = ((hi - lo) * 0.12).max(12.0);
    let (y0, y1) = (lo - pad, hi + pad);

    let value = format!("{last:.0}");
    let mut ctx = ChartBuilder::on(&body)
        .margin_left(MARGIN)
        .margin_right(MARGIN / 2 + 2 + tag_width(&value, font))
        .margin_top(8)
        .margin_bottom(4)
        .x_label_area_size(78)
        .y_label_area_size(112)
        // Games 1..n with a step of room either side (games 0 and n + 1, never numbered): a
        // single game stands in the middle rather than on the frame.
        .build_cartesian_2d(0..n + 1, y0..y1)
        .map_err(chart_error)?;
    let in_range = |g: &i32| (1..=n).contains(g);
    ctx.configure_mesh()
        .x_labels(6)
        .y_labels(6)
        .x_label_formatter(&|g| {
            if in_range(g) {
                g.to_string()
            } else {
                String::new()
            }
        })
        .y_label_formatter(&|r| format!("{r:.0}"))
        .x_desc(t!(chart.lang, "chart-rated-games"))
        .y_desc(t!(chart.lang, "chart-rating"))
        .label_style(text_style(LABEL_PX, pal::TEXT))
        .axis_desc_style(text_style(LABEL_PX, pal::TEXT))
        .bold_line_style(rgb(pal::EMPTY_CELL).stroke_width(1))
        .light_line_style(TRANSPARENT)
        .axis_style(rgb(pal::EMPTY_CELL).stroke_width(2))
        .set_all_tick_mark_size(6)
        .y_label_offset(lift(LABEL_PX))
        .draw()
        .map_err(chart_error)?;

    let points = || {
        games
            .iter()
            .enumerate()
            .map(|(i, &(_, r))| (i as i32 + 1, r))
    };
    let many = games.len() > DOTS_UP_TO;
    let width = if many { 2 } else { 4 };
    if needs_rim(colour) {
        // A pixel of rim either side when the points are dense: wider rims of thousands of
        // crossing segments would bury the line itself.
        let rim = if many { 2 } else { 4 };
        ctx.draw_series(LineSeries::new(
            points(),
            rgb(pal::TEXT).stroke_width(width + rim),
        ))
        .map_err(chart_error)?;
    }
    ctx.draw_series(LineSeries::new(points(), rgb(colour).stroke_width(width)))
        .map_err(chart_error)?;
    if !many {
        ctx.draw_series(points().map(|p| Circle::new(p, 5, rgb(colour).filled())))
            .map_err(chart_error)?;
    }

    // The last game: a larger dot ringed in the text colour, joined to a tag with its value
    // in the margin right of the chart, level with it, as price charts show the last price:
    // there the value never hides the line, wherever the line runs.
    let at = ctx.backend_coord(&(n, last));
    let right = ctx.plotting_area().get_pixel_range().0.end;
    // Drawn on the whole band in the picture's pixels: a drawing area moves every point of
    // what it draws into itself, and the tag stands outside the plotting area.
    let screen = body.use_screen_coord();
    // Dotted, so that it does not read as the rating going on level after the last game.
    for x in (at.0 + 14..right).step_by(10) {
        screen
            .draw(&PathElement::new(
                vec![(x, at.1), ((x + 4).min(right), at.1)],
                rgb(colour).stroke_width(2),
            ))
            .map_err(chart_error)?;
    }
    screen
        .draw(&Circle::new(at, 10, rgb(colour).filled()))
        .map_err(chart_error)?;
    screen
        .draw(&Circle::new(at, 10, rgb(pal::TEXT).stroke_width(3)))
        .map_err(chart_error)?;
    tag(&screen, (right + 2, at.1), &value, colour, font)?;
    Ok(())
}

/// Room the tag of the last rating takes right of the chart, for `value`.
fn tag_width(value: &str, font: &ab_glyph::FontRef<'static>) -> u32 {
    TAG_POINT + font::measure(font, LABEL_PX as f32, value).0.ceil() as u32 + 2 * TAG_PAD
}

/// A label in the player's colour pointing left at `(x, y)`, `value` on it in the ink that
/// reads on that colour (and ringed in the text colour when the colour is too dark to stand
/// out from the background).
fn tag(
    area: &Area,
    (x, y): (i32, i32),
    value: &str,
    colour: Colour,
    font: &ab_glyph::FontRef<'static>,
) -> Result<(), RenderError> {
    let w = tag_width(value, font) as i32;
    let h = LABEL_PX as i32 + 12;
    let (box_x, top, bottom) = (x + TAG_POINT as i32, y - h / 2, y + h / 2);
    let outline = vec![
        (x, y),
        (box_x, top),
        (x + w, top),
        (x + w, bottom),
        (box_x, bottom),
    ];
    area.draw(&Polygon::new(outline.clone(), rgb(colour).filled()))
        .map_err(chart_error)?;
    if needs_rim(colour) {
        let mut ring = outline;
        ring.push((x, y));
        area.draw(&PathElement::new(ring, rgb(pal::TEXT).stroke_width(2)))
            .map_err(chart_error)?;
    }
    let style = text_style(LABEL_PX, pal::ink_on(colour)).pos(Pos::new(HPos::Center, VPos::Center));
    let cx = box_x + (w - TAG_POINT as i32) / 2;
    area.draw(&Text::new(
        value.to_string(),
        (cx, y + lift(LABEL_PX)),
        style,
    ))
    .map_err(chart_error)?;
    Ok(())
}

/// How the scores are cut into bars: the first bar's lowest score, the points each bar
/// covers (10, or a round step that keeps the bars at most [`MAX_BINS`]) and their counts,
/// at least [`MIN_BINS`] of them.
fn bins(scores: &[u32]) -> Option<(u64, u64, Vec<u32>)> {
    let lo = u64::from(*scores.iter().min()?);
    let hi = u64::from(*scores.iter().max()?);
    let steps = [1u64, 2, 5].into_iter().cycle().scan(1u64, |scale, k| {
        let step = k * *scale;
        if k == 5 {
            *scale = scale.saturating_mul(10);
        }
        Some(step.saturating_mul(10))
    });
    for step in steps {
        let mut first = lo / step * step;
        let mut count = (hi - first) / step + 1;
        if count <= MAX_BINS || step >= u64::from(u32::MAX) {
            if count < MIN_BINS {
                // Half the empty bars before the scores, as far as zero allows.
                first -= ((MIN_BINS - count) / 2).min(first / step) * step;
                count = MIN_BINS.max((hi - first) / step + 1);
            }
            let mut counts = vec![0u32; count as usize];
            for &s in scores {
                counts[((u64::from(s) - first) / step) as usize] += 1;
            }
            return Some((first, step, counts));
        }
    }
    None
}

/// How many games ended with a score in each band of points.
fn draw_scores(
    area: &Area,
    chart: &ProfileChart,
    colour: Colour,
    font: &ab_glyph::FontRef<'static>,
) -> Result<(), RenderError> {
    let body = caption(area, &t!(chart.lang, "chart-score-distribution"))?;
    let Some((first, step, counts)) = bins(&chart.scores) else {
        return sentence(&body, &t!(chart.lang, "chart-no-games"), font);
    };
    let bars = counts.len() as u32;
    let most = counts.iter().copied().max().unwrap_or(0).max(1);
    // A little headroom over the tallest bar so it does not touch the frame.
    let top = most + (most / 8).max(1);
    let mut ctx = ChartBuilder::on(&body)
        .margin_left(MARGIN)
        .margin_right(MARGIN + 8)
        .margin_top(8)
        .margin_bottom(MARGIN)
        .x_label_area_size(78)
        .y_label_area_size(112)
        .build_cartesian_2d(0..bars, 0..top)
        .map_err(chart_error)?;
    // Bar i covers the scores first + i·step up to the next bar's; the axis is numbered at
    // the bars' edges, in points.
    let edge = |i: &u32| (first + u64::from(*i) * step).to_string();
    ctx.configure_mesh()
        .disable_x_mesh()
        .x_labels((bars as usize + 1).min(8))
        .y_labels(6)
        .x_label_formatter(&edge)
        .y_label_formatter(&|c| c.to_string())
        .x_desc(t!(chart.lang, "chart-score"))
        .y_desc(t!(chart.lang, "chart-games"))
        .label_style(text_style(LABEL_PX, pal::TEXT))
        .axis_desc_style(text_style(LABEL_PX, pal::TEXT))
        .bold_line_style(rgb(pal::EMPTY_CELL).stroke_width(1))
        .light_line_style(TRANSPARENT)
        .axis_style(rgb(pal::EMPTY_CELL).stroke_width(2))
        .set_all_tick_mark_size(6)
        .y_label_offset(lift(LABEL_PX))
        .draw()
        .map_err(chart_error)?;
    let data = || {
        counts
            .iter()
            .enumerate()
            .filter(|(_, &c)| c > 0)
            .map(|(i, &c)| (i as u32, c))
    };
    ctx.draw_series(
        Histogram::vertical(&ctx)
            .style(rgb(colour).filled())
            .margin(3)
            .data(data()),
    )
    .map_err(chart_error)?;
    if needs_rim(colour) {
        ctx.draw_series(
            Histogram::vertical(&ctx)
                .style(rgb(pal::TEXT).stroke_width(2))
                .margin(3)
                .data(data()),
        )
        .map_err(chart_error)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_fall_in_bars_of_ten_until_there_would_be_too_many() {
        let (first, step, counts) = bins(&[83, 91, 99, 100, 104, 121, 138]).expect("bins");
        assert_eq!((first, step), (80, 10));
        assert_eq!(counts, vec![1, 2, 2, 0, 1, 1]);
        // Scores from 0 to 300 would be 31 bars of ten: 20 per bar is 16, 50 per bar is 7.
        let (first, step, counts) = bins(&[0, 150, 300]).expect("bins");
        assert_eq!((first, step), (0, 50));
        assert_eq!(counts.len(), 7);
        assert_eq!(counts.iter().sum::<u32>(), 3);
        // All equal: one bar holding them all, empty ones either side.
        let (first, step, counts) = bins(&[42; 7]).expect("bins");
        assert_eq!((first, step, counts), (20, 10, vec![0, 0, 7, 0, 0]));
        // Near zero the empty bars go after.
        let (first, _, counts) = bins(&[3, 12]).expect("bins");
        assert_eq!((first, counts), (0, vec![1, 1, 0, 0, 0]));
        // The widest possible spread still ends in a handful of bars.
        let (_, _, counts) = bins(&[0, u32::MAX]).expect("bins");
        assert!(counts.len() as u64 <= MAX_BINS, "{}", counts.len());
        assert!(bins(&[]).is_none());
    }
}
