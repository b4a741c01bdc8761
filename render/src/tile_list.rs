//! The tiles still to come, as one picture: grouped by what they mostly hold (monasteries,
//! cities, roads, and groups of their own that parts declare), each tile type once with a
//! badge saying how many are left.
//! Laid out for a phone: 800 px wide, shown at 400, so every size here is doubled.

use ab_glyph::FontRef;
use carcassonne_engine::geometry::Rotation;
use carcassonne_engine::tiles::{FeatureKind, TileDef, TileId};
use image::RgbaImage;

use crate::board::blit;
use crate::canvas::fill_rect;
use crate::expansions::parts;
use crate::font;
use crate::i18n::{self, t, Args, Lang};
use crate::palette as pal;
use crate::sprites::SpriteCache;

pub const WIDTH: u32 = 800;
/// Side of one tile: 55 display pixels on a phone.
pub const TILE: u32 = 110;
const GAP: u32 = 18;
const PAD: u32 = 16;
const COLUMNS: u32 = (WIDTH - 2 * PAD + GAP) / (TILE + GAP);
const TITLE_H: u32 = 64;
const GROUP_H: u32 = 46;

/// Where one tile type lands in the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileCell {
    pub tile: TileId,
    pub count: usize,
    /// North-west corner of the tile's square; its side is [`TILE`].
    pub x: u32,
    pub y: u32,
}

/// A group of tiles a part gathers in the list: shown after the roads, it takes its tiles
/// before cities and roads do (monasteries keep theirs).
#[derive(Clone, Copy)]
pub(crate) struct TileGroup {
    /// The message key of the group's name.
    pub title: &'static str,
    pub holds: fn(&TileDef) -> bool,
}

/// The message keys of the groups' names, in the order shown: monasteries, cities, roads, the
/// parts' groups, and the rest.
fn groups() -> Vec<&'static str> {
    let mut titles = vec![
        "tiles-group-monasteries",
        "tiles-group-cities",
        "tiles-group-roads",
    ];
    titles.extend(
        parts()
            .iter()
            .filter_map(|p| p.tile_group())
            .map(|g| g.title),
    );
    titles.push("tiles-group-other");
    titles
}

/// The index in [`groups`] of the group `tile` is shown in.
fn group_of(tile: TileId) -> usize {
    let def = tile.def();
    let has = |k: FeatureKind| def.segments.iter().any(|s| s.kind == k);
    let own: Vec<TileGroup> = parts().iter().filter_map(|p| p.tile_group()).collect();
    if def.monastery {
        0
    } else if let Some(i) = own.iter().position(|g| (g.holds)(def)) {
        3 + i
    } else if has(FeatureKind::City) {
        1
    } else if has(FeatureKind::Road) {
        2
    } else {
        3 + own.len()
    }
}

/// The picture's layout: group titles (text in `lang`, baseline y) and tile cells, and its
/// height.
pub fn layout(tiles: &[(TileId, usize)], lang: Lang) -> (Vec<(String, u32)>, Vec<TileCell>, u32) {
    let mut sorted: Vec<(TileId, usize)> = tiles.iter().copied().filter(|t| t.1 > 0).collect();
    // Most plentiful first within a group: those are the likely draws.
    sorted.sort_by_key(|&(t, n)| (group_of(t), std::cmp::Reverse(n), t.index()));
    let mut titles = Vec::new();
    let mut cells = Vec::new();
    let mut y = TITLE_H;
    for (g, name) in groups().iter().enumerate() {
        let members: Vec<_> = sorted.iter().filter(|t| group_of(t.0) == g).collect();
        if members.is_empty() {
            continue;
        }
        let total: usize = members.iter().map(|t| t.1).sum();
        let group = i18n::text(lang, name, &Args::new());
        titles.push((t!(lang, "tiles-group", group = group, count = total), y));
        y += GROUP_H;
        for (i, &&(tile, count)) in members.iter().enumerate() {
            let (col, row) = (i as u32 % COLUMNS, i as u32 / COLUMNS);
            cells.push(TileCell {
                tile,
                count,
                x: PAD + col * (TILE + GAP),
                y: y + row * (TILE + GAP),
            });
        }
        let rows = (members.len() as u32).div_ceil(COLUMNS);
        y += rows * (TILE + GAP) + GAP / 2;
    }
    (titles, cells, y + PAD)
}

pub fn draw_tile_list(
    font: &FontRef<'static>,
    sprites: &SpriteCache,
    tiles: &[(TileId, usize)],
    title: &str,
    lang: Lang,
) -> RgbaImage {
    let (titles, cells, height) = layout(tiles, lang);
    let height = height.max(TITLE_H + GROUP_H);
    let mut img = RgbaImage::from_pixel(WIDTH, height, pal::rgba(pal::BACKGROUND));
    let total: usize = tiles.iter().map(|t| t.1).sum();
    let heading = if title.trim().is_empty() {
        t!(lang, "tiles-to-come", count = total)
    } else {
        format!("{} ({total})", title.trim())
    };
    let heading = crate::board::shorten(font, &heading, 34.0, (WIDTH - 2 * PAD) as f32);
    font::draw(&mut img, font, 34.0, PAD as f32, 18.0, &heading, pal::TEXT);
    if cells.is_empty() {
        font::draw(
            &mut img,
            font,
            28.0,
            PAD as f32,
            (TITLE_H + 8) as f32,
            &t!(lang, "tiles-none-left"),
            pal::TEXT,
        );
    }
    for (text, y) in &titles {
        font::draw(&mut img, font, 28.0, PAD as f32, *y as f32 + 8.0, text, DIM);
    }
    for c in &cells {
        let sprite = sprites.get(c.tile, TILE, Rotation::new(0));
        blit(&mut img, &sprite, c.x as i64, c.y as i64, 1.0);
        badge(&mut img, font, c);
    }
    img
}

const DIM: pal::Colour = [205, 205, 205];

/// "×3" in a dark box over the tile's south-east corner.
fn badge(img: &mut RgbaImage, font: &FontRef<'static>, c: &TileCell) {
    let text = format!("×{}", c.count);
    let px = 26.0;
    let (w, h) = font::measure(font, px, &text);
    let (bw, bh) = (w + 12.0, h + 12.0);
    let x = (c.x + TILE) as f32 + 8.0 - bw;
    let y = (c.y + TILE) as f32 + 8.0 - bh;
    fill_rect(
        img,
        x as i64 - 2,
        y as i64 - 2,
        bw as i64 + 4,
        bh as i64 + 4,
        pal::WHITE,
        1.0,
    );
    fill_rect(
        img,
        x as i64,
        y as i64,
        bw as i64,
        bh as i64,
        pal::DARK,
        1.0,
    );
    font::draw_centred(img, font, px, x + bw / 2.0, y + bh / 2.0, &text, pal::WHITE);
}
