//! The band above the board: the drawn tile large, one row per player (name, score, figures
//! in hand of every kind the game hands out, and tokens when the game hands some out), a
//! legend of the frames and tints used below, and a line for each part with something to say
//! about the game (where a piece stands).
//!
//! Phones show the picture about 400 px wide whatever its size, so everything here is
//! measured in "display units" (`unit` = image pixels per display pixel at that width): the
//! text keeps the same size on a phone whether the board is 3 tiles wide or 25.

use ab_glyph::FontRef;
use carcassonne_engine::geometry::Rotation;
use carcassonne_engine::{FigureKind, Game};
use image::RgbaImage;

use crate::board::{blit, draw_mark, outline_cell, player_name, shorten, shown_figures};
use crate::canvas::{fill_rect, paint, stroke_rect, Layer, Placement};
use crate::expansions::parts;
use crate::figures::{self, FigureCache, Pose};
use crate::font;
use crate::i18n::{t, Lang};
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};
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
/// The line under a name holding tokens, and figures in hand when the first line has no room
/// for them.
const LINE2_H: f32 = 16.0;
/// Room a figure in hand takes at the end of a row.
const ICON_W: f32 = 15.0;
/// Room one kind of token takes: its chip and a count of up to two digits.
const TOKEN_W: f32 = 31.0;
/// The narrowest room a kind of token may take: a small chip and one digit.
const TOKEN_MIN_W: f32 = 19.0;
/// Room a one-digit count takes after its chip, with the gap before it.
const TOKEN_COUNT_W: f32 = 8.5;
/// Width of a digit at [`SMALL_PX`].
const DIGIT_W: f32 = 7.0;
/// Where the first token starts in a row.
const TOKENS_FROM: f32 = 6.0;
/// Side of a token's chip.
const CHIP: f32 = 13.0;
/// A name keeps at least this much of its row before figures in hand move to a second line.
const NAME_ROOM: f32 = 80.0;
/// What a row's first line holds besides the name and figures in hand: the seat's figure
/// before the name, the score and the count of followers after it.
const FIRST_LINE: f32 = 25.0 + 30.0 + 24.0 + 5.0;
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

/// What each player's row holds besides a name, a score and followers: how many other kinds
/// of figure a player may have in hand, and how many kinds of token.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RowExtras {
    pub figure_kinds: usize,
    pub token_kinds: usize,
}

impl RowExtras {
    pub fn of(game: &Game) -> RowExtras {
        RowExtras {
            figure_kinds: handed_out(game).len().saturating_sub(1),
            token_kinds: token_keys(game).len(),
        }
    }
}

/// The kinds of token any player holds, one column each so that a kind lines up from row to
/// row (some kinds every player always lists, others only once someone has won one). Kinds
/// a part knows come in the parts' order, others after them as they turn up.
pub fn token_keys(game: &Game) -> Vec<&'static str> {
    let mut keys: Vec<&'static str> = Vec::new();
    for seat in 0..game.players() {
        for t in game.tokens(seat) {
            if !keys.contains(&t.key) {
                keys.push(t.key);
            }
        }
    }
    let order: Vec<&'static str> = parts().iter().flat_map(|p| p.token_keys()).collect();
    let known = |key: &str| order.iter().position(|k| *k == key);
    keys.sort_by_key(|k| known(k).unwrap_or(usize::MAX));
    keys
}

/// Where the header's parts land.
#[derive(Clone, Debug, PartialEq)]
pub struct HeaderLayout {
    /// Image pixels per display pixel at phone width.
    pub unit: f32,
    /// Rows have a second line (tokens; figures in hand that the first line has no room for).
    pub second_line: bool,
    /// Figures in hand go on the second line.
    pub figures_below: bool,
    /// Kinds of token each row shows on its second line.
    pub token_kinds: usize,
    /// Room each kind of token takes, in display units: narrower when many kinds share a row.
    token_w: f32,
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
    /// The tops of the lines under the legend that parts fill, one each.
    pub lines: Vec<f32>,
    /// Where the player rows and the legend end, and the height of the drawn tile's panel:
    /// the header is as tall as the taller.
    lines_end: f32,
    panel_h: f32,
}

impl HeaderLayout {
    pub fn new(
        width: u32,
        players: usize,
        drawn_tile: bool,
        legend: Vec<LegendItem>,
        extras: RowExtras,
    ) -> Self {
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
        let name_room = col_w / unit - FIRST_LINE - extras.figure_kinds as f32 * ICON_W;
        let figures_below = extras.figure_kinds > 0 && name_room < NAME_ROOM;
        let second_line = figures_below || extras.token_kinds > 0;
        let row_h = if second_line {
            u(ROW_H + LINE2_H)
        } else {
            u(ROW_H)
        };
        let rows: Vec<Rect> = (0..players)
            .map(|seat| Rect {
                x: left + (seat / per_column) as f32 * col_w,
                y: u(PAD) + (seat % per_column) as f32 * row_h,
                w: col_w,
                h: row_h,
            })
            .collect();
        let rows_end = u(PAD) + per_column as f32 * row_h;
        let legend_h = if legend.is_empty() { 0.0 } else { u(LEGEND_H) };
        let panel_h = if drawn_tile {
            u(PAD + CAPTION_H + TILE + CAPTION_H)
        } else {
            0.0
        };
        let height = (rows_end + legend_h).max(panel_h) + u(PAD);
        // Tokens share the second line with the figures in hand when those moved down.
        let in_hand_below = if figures_below {
            extras.figure_kinds as f32 * ICON_W + 3.0
        } else {
            0.0
        };
        let token_room = col_w / unit - TOKENS_FROM - PAD - in_hand_below;
        let token_w = (token_room / extras.token_kinds.max(1) as f32).clamp(TOKEN_MIN_W, TOKEN_W);
        HeaderLayout {
            unit,
            second_line,
            figures_below,
            token_kinds: extras.token_kinds,
            token_w,
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
            lines: Vec::new(),
            lines_end: rows_end + legend_h,
            panel_h,
        }
    }

    /// No header at all, for a board drawn alone in a picture `width` wide: no height and
    /// nothing to draw. Keeps the unit a header of that width would have, so that badges beside
    /// figures stay as large as on a picture with a header.
    pub(crate) fn none(width: u32) -> Self {
        let unit = width.max(PHONE_WIDTH as u32) as f32 / PHONE_WIDTH;
        HeaderLayout {
            unit,
            second_line: false,
            figures_below: false,
            token_kinds: 0,
            token_w: TOKEN_W,
            height: 0,
            name_px: NAME_PX * unit,
            tile: None,
            rows: Vec::new(),
            legend: Vec::new(),
            legend_y: 0.0,
            legend_x: 0.0,
            lines: Vec::new(),
            lines_end: 0.0,
            panel_h: 0.0,
        }
    }

    /// The same header with room for `n` lines under the legend, for the parts that have
    /// something to say about the game.
    pub fn with_lines(mut self, n: usize) -> Self {
        let u = self.unit;
        while self.lines.len() < n {
            self.lines.push(self.lines_end + 3.0 * u);
            self.lines_end += LEGEND_H * u;
            let height = self.lines_end.max(self.panel_h) + PAD * u;
            self.height = height.ceil() as u32;
        }
        self
    }
}

impl HeaderLayout {
    /// Middle of the second line of `row`.
    fn second_mid(&self, row: Rect) -> f32 {
        row.y + (ROW_H + (LINE2_H - 4.0) / 2.0) * self.unit
    }

    /// Where seat's tokens go, one box per kind in the engine's order: the chip on the box's
    /// left (a square as high as the box), the count after it. Empty without a second line.
    pub fn token_slots(&self, seat: usize) -> Vec<Rect> {
        let Some(&row) = self.rows.get(seat).filter(|_| self.second_line) else {
            return Vec::new();
        };
        let u = |v: f32| v * self.unit;
        let mid = self.second_mid(row);
        // Chips shrink when many kinds share a narrow row, leaving room for a digit each.
        let chip = CHIP.min(self.token_w - TOKEN_COUNT_W);
        (0..self.token_kinds)
            .map(|i| Rect {
                x: row.x + u(TOKENS_FROM) + i as f32 * u(self.token_w),
                y: mid - u(chip) / 2.0,
                w: u(self.token_w - 4.0),
                h: u(chip),
            })
            .collect()
    }
}

/// A line under the legend about a part's state in the game: a picture, a few words, a chip of
/// colour and the name it stands for ("Pig on", the colour and name of a segment).
pub(crate) struct HeaderLine {
    /// Drawn in its unit square, 16 display units wide, before the words.
    pub icon: Vec<Layer>,
    pub label: String,
    pub chip: Colour,
    pub value: String,
}

/// How many lines the parts add under the legend of `game`'s header.
pub(crate) fn header_lines(game: &Game) -> usize {
    parts()
        .iter()
        .filter(|p| p.header_line(game, Lang::En).is_some())
        .count()
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

/// The kinds of figure the game hands out, in the engine's order (the follower first).
fn handed_out(game: &Game) -> Vec<FigureKind> {
    let start = game.starting_supply();
    FigureKind::all().filter(|&k| start.get(k) > 0).collect()
}

/// Figures `seat` has in hand, for every kind the game hands out, in the engine's order. With
/// figures given in the options, counted from those: after final scoring the engine has handed
/// every figure back.
fn in_hand(game: &Game, opts: &BoardOptions, seat: usize) -> Vec<(FigureKind, u32)> {
    let supply = match &opts.figures {
        Some(_) => game.starting_supply(),
        None => game.supply(seat),
    };
    let shown = shown_figures(game, opts);
    handed_out(game)
        .into_iter()
        .map(|kind| {
            let standing = if opts.figures.is_some() {
                shown
                    .iter()
                    .filter(|f| f.player == seat && f.kind == kind)
                    .count() as u32
            } else {
                0
            };
            (kind, u32::from(supply.get(kind)).saturating_sub(standing))
        })
        .collect()
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
    let lang = opts.lang;
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
        // Captions as wide as the panel: longer words are set smaller.
        let room = u(TILE + PAD);
        let caption = t!(lang, "header-tile-to-place");
        font::draw(
            img,
            font,
            fitting(font, u(SMALL_PX), &caption, room),
            xf,
            yf - u(CAPTION_H) + u(2.0),
            &caption,
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
        let left = t!(lang, "header-tiles-left", count = game.tiles_left());
        font::draw(
            img,
            font,
            fitting(font, u(SMALL_PX), &left, room),
            xf,
            yf + side as f32 + u(3.0),
            &left,
            DIM,
        );
    }
    draw_legend(img, font, lay, lang);
    let lines = parts().iter().filter_map(|p| p.header_line(game, lang));
    for (line, &y) in lines.zip(&lay.lines) {
        draw_line(img, font, lay, y, &line);
    }
}

/// A part's line: its icon, its words, and the name it stands for beside a chip of colour.
fn draw_line(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    lay: &HeaderLayout,
    y: f32,
    line: &HeaderLine,
) {
    let u = |v: f32| v * lay.unit;
    let x = lay.legend_x;
    let s = u(11.0);
    let mid = y + s / 2.0;
    paint(img, &line.icon, Placement::new(x, mid - u(8.0), u(16.0)));
    let text_y = y + (s - u(SMALL_PX) * 0.73) / 2.0;
    let tx = x + u(19.0);
    font::draw(img, font, u(SMALL_PX), tx, text_y, &line.label, DIM);
    let cx = tx + font::measure(font, u(SMALL_PX), &line.label).0 + u(5.0);
    let colour = line.chip;
    fill_rect(img, cx as i64, y as i64, s as i64, s as i64, pal::DARK, 1.0);
    let b = u(1.0).max(1.0) as i64;
    fill_rect(
        img,
        cx as i64 + b,
        y as i64 + b,
        s as i64 - 2 * b,
        s as i64 - 2 * b,
        colour,
        1.0,
    );
    let name_x = cx + s + u(4.0);
    let room = img.width() as f32 - name_x - u(PAD);
    let name = shorten(font, &line.value, u(SMALL_PX), room);
    font::draw(img, font, u(SMALL_PX), name_x, text_y, &name, pal::TEXT);
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
    let mid = r.y + (u(ROW_H) - u(2.0)) / 2.0;
    let hand = in_hand(game, opts, seat);
    // The first kind (the follower) marks the seat and is counted; the others, one or two a
    // player, are shown while in hand.
    let (own, others) = match hand.split_first() {
        Some((&(kind, n), rest)) => ((kind, n), rest),
        None => ((FigureKind::FOLLOWER, 0), &[][..]),
    };
    figures::draw_figure(
        img,
        figs,
        own.0,
        Pose::Standing,
        seat,
        (r.x + u(13.0), mid),
        u(18.0),
    );
    // Right to left: the other figures in hand, the followers in hand, the score; the name gets
    // what is left.
    let end = r.x + r.w - u(5.0);
    let mut right = end;
    if !lay.figures_below && !others.is_empty() {
        right = draw_in_hand(img, font, figs, lay, seat, others, end, mid) - u(3.0);
    }
    let left_text = format!("×{}", own.1);
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
    if lay.second_line {
        let keys = token_keys(game);
        let slots = lay.token_slots(seat);
        let tokens = game.tokens(seat);
        for t in &tokens {
            let slot = keys
                .iter()
                .position(|k| *k == t.key)
                .and_then(|i| slots.get(i));
            if let Some(&slot) = slot {
                draw_token(img, font, lay.unit, t.key, t.count, slot);
            }
        }
        let note = parts().iter().find_map(|p| p.row_note(&tokens, opts.lang));
        if let (Some((text, colour)), Some(last)) = (note, slots.last()) {
            draw_note(img, font, lay, &text, colour, *last, r);
        }
        if lay.figures_below {
            draw_in_hand(img, font, figs, lay, seat, others, end, lay.second_mid(r));
        }
    }
}

/// Figures in hand other than followers, right to left from `right`, one slot per kind the
/// game hands out (empty while the figure is on the board), so that they line up from row to
/// row. Returns where the slots end on the left.
#[allow(clippy::too_many_arguments)]
fn draw_in_hand(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    figs: &FigureCache,
    lay: &HeaderLayout,
    seat: usize,
    kinds: &[(FigureKind, u32)],
    right: f32,
    mid: f32,
) -> f32 {
    let u = |v: f32| v * lay.unit;
    let mut right = right;
    for &(kind, n) in kinds.iter().rev() {
        let cx = right - u(ICON_W) / 2.0;
        if n > 0 {
            figures::draw_figure(img, figs, kind, Pose::Standing, seat, (cx, mid), u(12.0));
        }
        if n > 1 {
            let text = n.to_string();
            font::draw(
                img,
                font,
                u(9.0),
                cx + u(3.0),
                mid + u(1.0),
                &text,
                pal::TEXT,
            );
        }
        right -= u(ICON_W);
    }
    right
}

/// A token: a light chip with its symbol, as on the tiles, and the count.
fn draw_token(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    unit: f32,
    key: &str,
    count: u32,
    slot: Rect,
) {
    let side = slot.h;
    let mid = slot.y + side / 2.0;
    let (lo, hi) = (Pt::new(-0.1, -0.1), Pt::new(1.1, 1.1));
    let c = Pt::new(0.5, 0.5);
    let mut layers = vec![
        Layer::new(pal::DARK, lo, hi, move |p| {
            shapes::rounded_box(p, c, 0.54, 0.54, 0.16)
        }),
        Layer::new(TOKEN_CHIP, lo, hi, move |p| {
            shapes::rounded_box(p, c, 0.48, 0.48, 0.12)
        }),
    ];
    let known = parts().iter().any(|p| p.token_layers(key, &mut layers));
    paint(img, &layers, Placement::new(slot.x, slot.y, side));
    if !known {
        // Tokens nobody has drawn a symbol for yet show their initial.
        let initial = key.chars().take(1).collect::<String>().to_uppercase();
        font::draw_centred(
            img,
            font,
            side * 0.7,
            slot.x + side / 2.0,
            mid,
            &initial,
            pal::DARK,
        );
    }
    let text = count.to_string();
    let px = SMALL_PX * unit;
    let (_, th) = font::measure(font, px, &text);
    let colour = if count > 0 { pal::TEXT } else { NONE_LEFT };
    // Narrow slots (many kinds in a row) close the gap before the count.
    let gap = ((slot.w + 4.0 * unit - side) / unit - DIGIT_W).clamp(1.0, 3.0) * unit;
    font::draw(
        img,
        font,
        px,
        slot.x + side + gap,
        mid - th / 2.0,
        &text,
        colour,
    );
}

/// A part's note on what a player's tokens add up to, after the token columns when the row
/// has room left.
fn draw_note(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    lay: &HeaderLayout,
    text: &str,
    colour: Colour,
    last: Rect,
    row: Rect,
) {
    let u = |v: f32| v * lay.unit;
    let px = u(SMALL_PX);
    let (w, h) = font::measure(font, px, text);
    let x = last.x + u(lay.token_w) + u(2.0);
    if x + w > row.x + row.w - u(4.0) {
        return;
    }
    font::draw(
        img,
        font,
        px,
        x,
        last.y + last.h / 2.0 - h / 2.0,
        text,
        colour,
    );
}

/// The chip tokens are drawn on: light, so dark and coloured symbols show on the dark header.
const TOKEN_CHIP: Colour = pal::TOKEN;
/// Counts of nothing, dimmer than other text.
const NONE_LEFT: Colour = [130, 130, 130];

/// `px`, or smaller so that `text` fits `room` pixels.
fn fitting(font: &FontRef<'static>, px: f32, text: &str, room: f32) -> f32 {
    let w = font::measure(font, px, text).0;
    if w > room && w > 0.0 {
        px * room / w
    } else {
        px
    }
}

fn draw_legend(img: &mut RgbaImage, font: &FontRef<'static>, lay: &HeaderLayout, lang: Lang) {
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
                t!(lang, "legend-last-tile")
            }
            LegendItem::Fits => {
                fill_rect(img, xi, yi, si, si, pal::LEGAL_CELL, 1.0);
                draw_mark(
                    img,
                    font,
                    "1",
                    (x + s / 2.0, y + s / 2.0),
                    (s * 0.7, s * 0.8),
                );
                t!(lang, "legend-fits-here")
            }
            LegendItem::Preview => {
                fill_rect(img, xi, yi, si, si, pal::FIELD, 1.0);
                stroke_rect(img, xi, yi, si, si, u(2.5) as i64, PREVIEW_FRAME);
                t!(lang, "legend-your-choice")
            }
        };
        let tx = x + s + u(3.0);
        font::draw(
            img,
            font,
            u(SMALL_PX),
            tx,
            y + (s - u(SMALL_PX) * 0.73) / 2.0,
            &text,
            DIM,
        );
        x = tx + font::measure(font, u(SMALL_PX), &text).0 + u(10.0);
    }
}

/// Frame of the previewed placement: white, so it cannot be mistaken for the last tile's
/// frame in a player's colour.
pub const PREVIEW_FRAME: Colour = pal::WHITE;
