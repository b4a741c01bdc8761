//! Every colour the renderer uses, in one place so that tests and drawings agree.

use image::Rgba;

pub type Colour = [u8; 3];

pub const FIELD: Colour = [146, 186, 92];
pub const HEDGE: Colour = [84, 128, 56];
pub const CITY: Colour = [222, 190, 132];
pub const CITY_WALL: Colour = [122, 96, 70];
pub const ROAD: Colour = [244, 238, 222];
pub const ROAD_EDGE: Colour = [112, 100, 84];
pub const RIVER: Colour = [64, 132, 214];
pub const RIVER_LIGHT: Colour = [120, 176, 236];
pub const BUILDING: Colour = [246, 238, 220];
pub const ROOF: Colour = [184, 66, 48];
pub const DARK: Colour = [40, 34, 30];
pub const SHIELD: Colour = [38, 78, 170];
pub const WHITE: Colour = [255, 255, 255];
pub const GARDEN: Colour = [70, 130, 60];
pub const GARDEN_LIGHT: Colour = [120, 170, 90];
pub const STONE: Colour = [150, 146, 140];
pub const HILL: Colour = [160, 140, 90];
pub const VINE: Colour = [112, 46, 120];
pub const WHEAT: Colour = [232, 190, 60];
pub const CLOTH: Colour = [70, 120, 200];
pub const PIG: Colour = [236, 150, 160];
pub const LAVA: Colour = [210, 70, 30];

/// Over Hill and Dale: fresh meadow, warm ploughed crop fields edged by hedgerows, dirt paths.
pub const MEADOW: Colour = [112, 184, 72];
pub const MEADOW_LINE: Colour = [74, 134, 50];
pub const CROP: Colour = [214, 160, 84];
pub const FURROW: Colour = [176, 118, 58];
pub const HEDGEROW: Colour = [52, 104, 42];
pub const PATH: Colour = [226, 200, 148];
pub const PATH_EDGE: Colour = [138, 98, 60];
pub const WOOD: Colour = [128, 84, 46];
pub const WOOD_LIGHT: Colour = [214, 170, 110];
/// Harvest symbols and animals.
pub const APPLE: Colour = [214, 40, 36];
pub const LEAF: Colour = [60, 150, 50];
pub const STRAWBERRY: Colour = [226, 38, 74];
pub const SEED: Colour = [250, 226, 120];
pub const PUMPKIN: Colour = [240, 128, 24];
pub const SUNFLOWER: Colour = [252, 206, 24];
pub const SUNFLOWER_HEART: Colour = [110, 66, 30];
pub const GRAIN: Colour = [236, 196, 74];
pub const STRAW: Colour = [232, 196, 96];
pub const SHIRT: Colour = [52, 92, 190];
pub const COMB: Colour = [222, 30, 30];
pub const BEAK: Colour = [250, 190, 40];
pub const ROOSTER: Colour = [206, 110, 44];
pub const TAIL: Colour = [40, 70, 60];
pub const HORSE: Colour = [148, 92, 48];
pub const MANE: Colour = [62, 40, 24];
pub const FLEECE: Colour = [250, 250, 246];
/// The chip harvest symbols sit on, on tiles and in the header alike.
pub const TOKEN: Colour = [246, 243, 236];

/// Board background, margins and panels.
pub const BACKGROUND: Colour = [40, 44, 52];
pub const EMPTY_CELL: Colour = [54, 59, 69];
pub const TEXT: Colour = [240, 240, 240];
pub const LABEL_BG: Colour = [250, 250, 250];
pub const LABEL_TEXT: Colour = [20, 20, 20];
pub const LEGAL_CELL: Colour = [88, 120, 88];

/// Player colours by seat, in the engine's order: yellow, red, green, blue, black, pink, grey,
/// purple. Chosen to stay apart in lightness too, not only in hue.
pub const PLAYERS: [Colour; 8] = [
    [246, 206, 30],
    [214, 40, 40],
    [24, 140, 70],
    [40, 96, 224],
    [28, 28, 28],
    [244, 128, 196],
    [156, 156, 156],
    [130, 60, 190],
];

/// A letter per seat drawn on each meeple and in the score strip, for players who cannot
/// tell the colours apart: Yellow, Red, Green, Blue, blacK, Pink, grAy, Violet.
pub const PLAYER_LETTERS: [char; 8] = ['Y', 'R', 'G', 'B', 'K', 'P', 'A', 'V'];

pub fn player(seat: usize) -> Colour {
    PLAYERS[seat % PLAYERS.len()]
}

pub fn player_letter(seat: usize) -> char {
    PLAYER_LETTERS[seat % PLAYER_LETTERS.len()]
}

/// Readable text colour on top of `c`.
pub fn ink_on(c: Colour) -> Colour {
    let luma = 0.299 * c[0] as f32 + 0.587 * c[1] as f32 + 0.114 * c[2] as f32;
    if luma > 140.0 {
        DARK
    } else {
        WHITE
    }
}

pub fn rgba(c: Colour) -> Rgba<u8> {
    Rgba([c[0], c[1], c[2], 255])
}
