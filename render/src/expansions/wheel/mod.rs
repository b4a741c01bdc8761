//! The Wheel of Fortune: its board laid over sixteen cells with the wheel on top (slices,
//! crowns, the pig), followers standing on crown spaces, the line saying where the pig
//! stands, the numbers printed on its land tiles, and the gallery of its deck.

mod board;
mod number;
mod rules_picture;

use ab_glyph::FontRef;
use carcassonne_engine::expansions::hill_and_dale::Animal;
use carcassonne_engine::expansions::wheel::number_of;
use carcassonne_engine::tiles::{TileDef, TileSet};
use carcassonne_engine::{Game, GameKind, Spot};
use image::RgbaImage;

use crate::board::{BoardLayout, Cells};
use crate::diagram::RulesPicture;
use crate::expansions::hill_and_dale::animals::animal_layers;
use crate::expansions::RenderPart;
use crate::header::HeaderLine;
use crate::i18n::{self, Lang};
use crate::layout::{Stage, TileLayout};
use crate::shapes::Pt;
use crate::sprites::SpriteCache;
use crate::style::{Style, CLASSIC};
use crate::words::Phrase;

pub use board::{segment_colour, SegmentLayout, WheelLayout};

pub(crate) struct Wheel;

/// The Wheel of Fortune's tiles look like Carcassonne's (its land tiles are base shapes, some
/// with a wheel number, which is a symbol); only the game they belong to differs, so that its
/// gallery holds them and Carcassonne's does not.
pub(crate) static WHEEL_OF_FORTUNE: Style = Style {
    game: GameKind::WheelOfFortune,
    catalogue: "wheel-gallery-title",
    ..CLASSIC
};

static STYLES: [(TileSet, &Style); 2] = [
    (TileSet::Wheel, &WHEEL_OF_FORTUNE),
    (TileSet::WheelBoard, &WHEEL_OF_FORTUNE),
];

impl RenderPart for Wheel {
    fn key(&self) -> &'static str {
        "wheel"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        carcassonne_i18n::sources!("locales").to_vec()
    }

    fn styles(&self) -> &'static [(TileSet, &'static Style)] {
        &STYLES
    }

    fn keep_out(&self, def: &TileDef) -> Option<(Pt, f32)> {
        board::keep_out(def)
    }

    fn place(&self, def: &TileDef, lay: &mut TileLayout, stage: Stage<'_>) {
        if let Stage::Field = stage {
            number::place(def, lay);
        }
    }

    fn more_words(&self, def: &TileDef, _main: &str, out: &mut Vec<Phrase>, lang: Lang) {
        if number_of(def) > 0 {
            let number = i18n::Args::new().with("number", number_of(def));
            out.push(Phrase::new(lang, "tile-wheel-number", &number));
        }
    }

    /// "Pig on Taxes": the pig as on the wheel, and the segment's name beside a chip of its
    /// slice's colour.
    fn header_line(&self, game: &Game, lang: Lang) -> Option<HeaderLine> {
        let wheel = game.wheel()?;
        let mut icon = Vec::new();
        animal_layers(Animal::Pig, Pt::new(0.5, 0.5), 0.5, 0.05, &mut icon);
        Some(HeaderLine {
            icon,
            label: i18n::t!(lang, "wheel-pig-on"),
            chip: segment_colour(wheel.pig),
            value: i18n::text(lang, wheel.pig.name_key(), &i18n::Args::new()),
        })
    }

    fn piece_cell(&self, def: &TileDef) -> bool {
        def.set == TileSet::WheelBoard
    }

    /// The wheel itself is painted once per size and kept with the tile sprites.
    fn draw_piece(
        &self,
        img: &mut RgbaImage,
        game: &Game,
        cells: &Cells<'_>,
        clip: (i64, i64, i64, i64),
        font: &FontRef<'static>,
        sprites: &SpriteCache,
        lang: Lang,
    ) {
        let Some(wheel) = game.wheel() else {
            return;
        };
        if let Some(origin) = (cells.origin)(wheel.origin) {
            board::draw_wheel(img, font, sprites, &wheel, origin, cells.tile, clip, lang);
        }
    }

    /// Followers on crown spaces stand on their crowns.
    fn piece_spots(&self, game: &Game, cells: &Cells<'_>) -> Vec<(Spot, (f32, f32))> {
        let Some(wheel) = game.wheel() else {
            return Vec::new();
        };
        let Some(origin) = (cells.origin)(wheel.origin) else {
            return Vec::new();
        };
        WheelLayout::new(&wheel, origin, cells.tile as f32)
            .crowns
            .into_iter()
            .map(|(space, at)| (Spot::Space(space), at))
            .collect()
    }

    fn gallery_from_deck(&self, game: GameKind) -> bool {
        game == GameKind::WheelOfFortune
    }

    fn rules_pictures(&self) -> &'static [RulesPicture] {
        &rules_picture::PICTURES
    }
}

impl BoardLayout {
    /// Where the Wheel of Fortune's wheel and its parts land, when the game has one.
    pub fn wheel_layout(&self, game: &Game) -> Option<WheelLayout> {
        let w = game.wheel()?;
        let (x, y) = self.cell_origin(w.origin)?;
        Some(WheelLayout::new(
            &w,
            (x as f32, y as f32),
            self.tile_size as f32,
        ))
    }
}

#[cfg(test)]
mod tests;
