//! The colours of the base game's pictures and of the picture around the board, in one place
//! so that tests and drawings agree. A colour only an expansion paints is kept with its part.

use image::Rgba;

pub type Colour = [u8; 3];

pub const FIELD: Colour = [146, 186, 92];
pub const HEDGE: Colour = [84, 128, 56];
pub const CITY: Colour = [222, 190, 132];
pub const CITY_WALL: Colour = [122, 96, 70];
pub const ROAD: Colour = [244, 238, 222];
pub const ROAD_EDGE: Colour = [112, 100, 84];
pub const BUILDING: Colour = [246, 238, 220];
pub const ROOF: Colour = [184, 66, 48];
pub const DARK: Colour = [40, 34, 30];
pub const SHIELD: Colour = [38, 78, 170];
pub const WHITE: Colour = [255, 255, 255];
pub const STONE: Colour = [150, 146, 140];

/// The chip tokens sit on in the header, and their symbols on tiles.
pub const TOKEN: Colour = [246, 243, 236];

/// Board background, margins and panels.
pub const BACKGROUND: Colour = [40, 44, 52];
pub const EMPTY_CELL: Colour = [54, 59, 69];
pub const TEXT: Colour = [240, 240, 240];
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
