//! What an expansion's drawing can add to the pictures: the hooks of [`RenderPart`]. Every hook
//! does nothing by default, so a part implements only those its expansion needs; the types
//! they trade in belong to the module of the core that asks.

use ab_glyph::FontRef;
use carcassonne_engine::tiles::{End, FeatureKind, Segment, TileDef, TileSet};
use carcassonne_engine::{Expansion, Game, GameKind, Spot, Tokens};
use image::RgbaImage;

use crate::board::Cells;
use crate::canvas::Layer;
use crate::diagram::RulesPicture;
use crate::figures::FigureLook;
use crate::header::HeaderLine;
use crate::i18n::Lang;
use crate::layout::{Stage, SymbolKind, TileLayout};
use crate::palette::Colour;
use crate::shapes::Pt;
use crate::sprites::SpriteCache;
use crate::style::Style;
use crate::tile_list::TileGroup;
use crate::words::Phrase;

/// One expansion's drawing. Implemented by a unit struct in the expansion's folder and listed
/// once in the `parts!` list of the expansions module.
pub(crate) trait RenderPart: Sync {
    /// The expansion's key in the engine, which is also its folder's name; what the part
    /// caches is kept under it.
    fn key(&self) -> &'static str;

    /// The part's words in pictures and the names of its things (figures, goods, tiles), one
    /// file per language: `carcassonne_i18n::sources!("locales")` in its folder.
    fn locales(&self) -> Vec<crate::i18n::Source> {
        Vec::new()
    }

    // Tiles.

    /// Tile sets painted in a look of their own, with that look.
    fn styles(&self) -> &'static [(TileSet, &'static Style)] {
        &[]
    }

    /// Half the width of segments of `kind` when the part draws them as a line from edge to
    /// edge like a road (a river); `None` for kinds that are not its own.
    fn path_half(&self, _kind: FeatureKind) -> Option<f32> {
        None
    }

    /// Symbols placed in the open field where ways end on a tile (a lake, a spring), with the
    /// room each takes; the ways then run to them.
    fn end_symbols(&self) -> &'static [(End, SymbolKind, f32)] {
        &[]
    }

    /// A round piece lying over tile `def` (its centre in the tile's units, and its radius),
    /// which the land's symbols and figures keep out of and roads end under.
    fn keep_out(&self, _def: &TileDef) -> Option<(Pt, f32)> {
        None
    }

    /// Places the part's symbols on tile `def` at `stage` of laying it out.
    fn place(&self, _def: &TileDef, _lay: &mut TileLayout, _stage: Stage<'_>) {}

    /// Terrain painted over the land and under the roads (water).
    fn terrain(&self, _lay: &'static TileLayout, _out: &mut Vec<Layer>) {}

    // Words.

    /// The phrase for a feature of the part's own (a river) that names a tile before its
    /// cities and roads do.
    fn feature_words(&self, _def: &TileDef, _lang: Lang) -> Option<Phrase> {
        None
    }

    /// The phrase naming a tile that holds no city, road or feature, when the part's symbol
    /// is on it (a volcano).
    fn lone_words(&self, _def: &TileDef, _lang: Lang) -> Option<Phrase> {
        None
    }

    /// The message key of what the part prints in a city ("tile-cathedral"): a city covering
    /// the whole tile is called after it (`<key>-city`, "cathedral city"), other cities are
    /// listed "and" it.
    fn city_mark(&self, _city: &Segment) -> Option<&'static str> {
        None
    }

    /// The message key of what the part prints on a road ("tile-inn"): the message (and its
    /// `-with` form) wraps the road's phrase, `$inner` ("inn on curved road").
    fn road_mark(&self, _road: &Segment) -> Option<&'static str> {
        None
    }

    /// Phrases for what else the part prints on the tile, listed after the features; `main`
    /// is the message key of the phrase naming the tile.
    fn more_words(&self, _def: &TileDef, _main: &str, _out: &mut Vec<Phrase>, _lang: Lang) {}

    // Figures.

    /// How the part's figures look, by the engine's figure key.
    fn figures(&self) -> &'static [FigureLook] {
        &[]
    }

    // The header.

    /// Keys of the part's tokens, in the order their columns take in a row.
    fn token_keys(&self) -> Vec<&'static str> {
        Vec::new()
    }

    /// Adds the symbol of token `key` on its chip (a unit square); false for keys that are not
    /// the part's.
    fn token_layers(&self, _key: &str, _out: &mut Vec<Layer>) -> bool {
        false
    }

    /// A few words after a player's tokens saying what they add up to, and their colour.
    fn row_note(&self, _tokens: &[Tokens], _lang: Lang) -> Option<(String, Colour)> {
        None
    }

    /// A line under the legend about the part's state in `game`.
    fn header_line(&self, _game: &Game, _lang: Lang) -> Option<HeaderLine> {
        None
    }

    // A piece laid over the board.

    /// Whether `def` is a cell of the part's piece larger than a tile, which is seamed only
    /// round its outside.
    fn piece_cell(&self, _def: &TileDef) -> bool {
        false
    }

    /// Draws the part's piece of `game` over the tiles, within the pixel rectangle `clip`
    /// (x, y, width, height), any words on it in `lang`.
    #[allow(clippy::too_many_arguments)]
    fn draw_piece(
        &self,
        _img: &mut RgbaImage,
        _game: &Game,
        _cells: &Cells<'_>,
        _clip: (i64, i64, i64, i64),
        _font: &FontRef<'static>,
        _sprites: &SpriteCache,
        _lang: Lang,
    ) {
    }

    /// Where figures standing on the piece's spots of `game` are drawn, in pixels.
    fn piece_spots(&self, _game: &Game, _cells: &Cells<'_>) -> Vec<(Spot, (f32, f32))> {
        Vec::new()
    }

    // Lists of tiles.

    /// A group of its own the part's tiles form in the list of tiles to come.
    fn tile_group(&self) -> Option<TileGroup> {
        None
    }

    /// Whether `game`'s gallery shows a fresh game's deck, with copies, rather than the tiles
    /// in `game`'s look (a game that deals other boxes' tiles with its own).
    fn gallery_from_deck(&self, _game: GameKind) -> bool {
        false
    }

    /// Rules the large sample game plays so that the part's drawing is exercised.
    fn sample_rules(&self) -> &'static [Expansion] {
        &[]
    }

    /// Whether the large sample game leaves tile `def` out of its shuffled deck.
    fn sample_skips(&self, _def: &TileDef) -> bool {
        false
    }

    // The rules help.

    /// Pictures the rules help shows for this part's rules (a hike, a builder's double turn),
    /// each drawn from a position of its own, by the name the bot's rules text asks for.
    fn rules_pictures(&self) -> &'static [RulesPicture] {
        &[]
    }
}
