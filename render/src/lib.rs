//! Draws Carcassonne games as pictures for the Discord bot: boards, close-ups, the tiles still
//! to come and the gallery as palette PNGs sized for phones, the replay of a whole game as an
//! animated GIF, and a player's profile (rating over the games, score distribution) as charts.
//!
//! Every tile is drawn from the engine's tile geometry (`carcassonne_engine::tiles`): cities,
//! roads, rivers, fields and symbols are placed from the ports each segment owns, so a new tile
//! in the catalogue needs no drawing code. Sprites are cached per tile, size and rotation, and
//! a board is assembled from them. What an expansion adds to the pictures (its symbols,
//! figures, words, tokens, a piece laid over the board) lives in its own folder under
//! `expansions/`, registered there in one line; the rest of the crate never names one.
//!
//! ```no_run
//! use carcassonne_engine::{Game, GameConfig};
//! use carcassonne_render::{BoardOptions, Renderer};
//!
//! let renderer = Renderer::new()?;
//! let game = Game::new(GameConfig::base(2), 7).expect("valid config");
//! let opts = BoardOptions { mark_legal: true, show_drawn_tile: true, ..Default::default() };
//! let png: Vec<u8> = renderer.render_board(&game, &opts)?;
//! # Ok::<(), carcassonne_render::RenderError>(())
//! ```
//!
//! Cells are named by [`cell_name`] ("N2E3": two rows north, three columns east of the start
//! tile), from the rows and columns printed on the margins; they never change as the board
//! grows, so the bot uses them in menus, narration and the game log, and reads them back with
//! [`parse_cell`]. For one turn, the cells where the drawn tile fits also carry short marks
//! ([`cell_marks`]: 1, 2, 3 …) drawn large enough to read on a phone, which the bot's menus
//! lead with.

mod board;
mod canvas;
mod charts;
mod cities;
mod closeup;
mod diagram;
mod encode;
mod expansions;
mod fields;
mod figures;
mod font;
mod gallery;
mod header;
mod hint;
pub mod i18n;
mod labels;
mod layout;
mod palette;
mod quantize;
mod replay;
pub mod samples;
mod shapes;
mod sprites;
mod style;
mod tile_art;
mod tile_list;
mod words;

use ab_glyph::FontRef;
use carcassonne_engine::tiles::TileId;
use carcassonne_engine::{Figure, Game, GameKind, Placement, Rotation};
use image::RgbaImage;

pub use board::{
    legal_cells, pose_for, spot_point, BoardLayout, MarkBox, Strip, MARK_FILL, MARK_PHONE_MIN,
};
pub use charts::{
    ProfileChart, ProfileLayout, ACCENT as PROFILE_ACCENT, HEIGHT as PROFILE_HEIGHT,
    WIDTH as PROFILE_WIDTH,
};
pub use closeup::{
    marker_size as closeup_marker_size, tile_origin as closeup_tile_origin, CloseupLayout,
    CloseupOptions, CELL as CLOSEUP_CELL, TITLE as CLOSEUP_TITLE,
};
pub use encode::{encode_png, encode_png_rgb, indexed_png};
pub use expansions::exported::*;
pub use figures::{body_point, Pose, MARKER as MARKER_COLOUR};
pub use gallery::{gallery_cell, gallery_tiles, GALLERY_COLUMNS, GALLERY_TILE};
pub use header::{HeaderLayout, LegendItem, Rect, RowExtras, PHONE_WIDTH};
pub use hint::{Suggestion, MARK as HINT_MARK};
pub use labels::{cell_marks, cell_name, column_name, parse_cell, row_name, BoardBounds};
pub use palette::{player as player_colour, player_letter, Colour, PLAYERS as PLAYER_RGB};
pub use replay::{LAST_DELAY as REPLAY_LAST_DELAY, TURN_DELAY as REPLAY_TURN_DELAY};
pub use tile_list::{TileCell, TILE as TILE_LIST_TILE, WIDTH as TILE_LIST_WIDTH};
pub use words::tile_words;

/// No side of any image is longer than this.
pub const MAX_SIDE: u32 = 2048;
/// Smallest side [`Renderer::tile_png`] draws a tile at.
pub const TILE_PNG_MIN: u32 = 16;
/// Largest side [`Renderer::tile_png`] draws a tile at.
pub const TILE_PNG_MAX: u32 = 256;
/// Boards stay under this many bytes (Discord's limits and phone data plans); in practice a
/// finished base game's board is about 100–130 KB.
pub const MAX_BYTES: usize = 2 * 1024 * 1024;

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("the bundled font could not be read")]
    Font,
    #[error("no tile has been placed yet")]
    NothingPlaced,
    #[error("there is no tile at {0}")]
    NoTile(String),
    #[error("PNG encoding failed: {0}")]
    Encode(#[from] image::ImageError),
    #[error("PNG encoding failed: {0}")]
    Png(#[from] png::EncodingError),
    #[error("GIF encoding failed: {0}")]
    Gif(#[from] gif::EncodingError),
    #[error("the image would be {0} bytes, over the {MAX_BYTES}-byte limit")]
    TooLarge(usize),
    #[error("the chart could not be drawn: {0}")]
    Chart(String),
    #[error("the position of the rules picture {picture:?} could not be built: {why}")]
    RulesPosition { picture: &'static str, why: String },
}

/// What to show on a board image besides the tiles, followers and scores.
#[derive(Clone, Debug)]
pub struct BoardOptions {
    /// Names by seat; missing or blank names become "Player N".
    pub player_names: Vec<String>,
    /// Tint the cells where the drawn tile fits and draw their marks ([`cell_marks`]) on them,
    /// cutting a wide board into strips so that the marks can be read on a phone.
    pub mark_legal: bool,
    /// Show the drawn tile in a panel beside the board.
    pub show_drawn_tile: bool,
    /// Draw the drawn tile ghosted at this position and rotation (the bot's preview step).
    pub preview: Option<Placement>,
    /// Longest side in pixels, at most [`MAX_SIDE`]; tiles shrink to fit.
    pub max_side: u32,
    /// Figures to draw instead of `game.figures()`: the bot passes the figures that stood
    /// before final scoring, so the final board still shows who held what. The figures left in
    /// hand shown beside each name are counted from these too.
    pub figures: Option<Vec<Figure>>,
    /// A line explaining the frame and tint colours used on this picture.
    pub legend: bool,
    /// The language of every word drawn.
    pub lang: i18n::Lang,
    /// Draw the header above the board: player rows, the drawn tile, the legend and the
    /// parts' lines. Without it the picture is the board alone (grid, coordinate margins,
    /// tiles, pieces, figures, frames and, when asked, marks and preview) at its natural
    /// width, for a front end that shows the players and the drawn tile itself and lays its
    /// own overlays on the board (see [`BoardLayout`] for where things land).
    pub header: bool,
}

impl Default for BoardOptions {
    fn default() -> Self {
        BoardOptions {
            player_names: Vec::new(),
            mark_legal: false,
            show_drawn_tile: false,
            preview: None,
            max_side: MAX_SIDE,
            figures: None,
            legend: true,
            lang: i18n::Lang::En,
            header: true,
        }
    }
}

/// Holds the font and the sprite cache. Cheap to share: wrap it in an `Arc` and call it from
/// any thread.
pub struct Renderer {
    font: FontRef<'static>,
    sprites: sprites::SpriteCache,
    figures: figures::FigureCache,
    /// Rules pictures already encoded, by name: they never change.
    rules_pictures:
        std::sync::Mutex<std::collections::HashMap<(&'static str, i18n::Lang), Vec<u8>>>,
}

impl Renderer {
    pub fn new() -> Result<Renderer, RenderError> {
        let font = font::load()?;
        Ok(Renderer {
            figures: figures::FigureCache::new(font.clone()),
            font,
            sprites: sprites::SpriteCache::default(),
            rules_pictures: std::sync::Mutex::default(),
        })
    }

    /// The board as PNG bytes.
    pub fn render_board(&self, game: &Game, opts: &BoardOptions) -> Result<Vec<u8>, RenderError> {
        let mut opts = opts.clone();
        // Flat art compresses well, so this loop almost never runs twice; it exists so that a
        // huge board degrades to smaller tiles rather than failing to post.
        for _ in 0..4 {
            match encode_png(&self.board_image(game, &opts)) {
                Err(RenderError::TooLarge(_)) => opts.max_side = opts.max_side * 4 / 5,
                other => return other,
            }
        }
        encode_png(&self.board_image(game, &opts))
    }

    /// The board as an image, before encoding.
    pub fn board_image(&self, game: &Game, opts: &BoardOptions) -> RgbaImage {
        board::draw_board(game, opts, &self.font, &self.sprites, &self.figures)
    }

    /// Where cells, marks and figures land on the board image for these options.
    pub fn board_layout(&self, game: &Game, opts: &BoardOptions) -> BoardLayout {
        BoardLayout::compute(game, opts, &self.font)
    }

    /// The tile `tile` unturned, `px` pixels a side, exactly as boards draw it in a cell of
    /// that size (the same sprite, from the same cache), as PNG bytes: a front end showing
    /// the board picture can lay the drawn tile over it as a sprite and turn it itself. Only
    /// the tile's own art: no seam, frame or figure, and nothing of a piece a part lays over
    /// several cells (the wheel), which the board draws on top.
    ///
    /// `px` is clamped to [`TILE_PNG_MIN`]`..=`[`TILE_PNG_MAX`]: smaller tiles cannot be read,
    /// and larger ones would only cost painting time and cache room (boards draw cells of
    /// about a hundred pixels at most).
    pub fn tile_png(&self, tile: TileId, px: u32) -> Result<Vec<u8>, RenderError> {
        let side = px.clamp(TILE_PNG_MIN, TILE_PNG_MAX);
        encode_png(&self.sprites.get(tile, side, Rotation::new(0)))
    }

    /// The board with the drawn tile ghosted at `placement`, labels and panel shown.
    pub fn render_preview(
        &self,
        game: &Game,
        placement: Placement,
        opts: &BoardOptions,
    ) -> Result<Vec<u8>, RenderError> {
        let opts = BoardOptions {
            preview: Some(placement),
            show_drawn_tile: true,
            ..opts.clone()
        };
        self.render_board(game, &opts)
    }

    /// The tile just placed, large, with markers 1..n in the order of `game.deploy_spots()`,
    /// its title in `lang`.
    pub fn render_closeup(&self, game: &Game, lang: i18n::Lang) -> Result<Vec<u8>, RenderError> {
        self.render_closeup_with(game, &CloseupOptions::deploy(game, lang)?)
    }

    /// The tile at `opts.pos`, large, with its neighbours, the figures standing there,
    /// markers 1..n on `opts.markers` and `opts.title` above.
    pub fn render_closeup_with(
        &self,
        game: &Game,
        opts: &CloseupOptions,
    ) -> Result<Vec<u8>, RenderError> {
        encode_png(&closeup::draw_closeup(
            game,
            opts,
            None,
            &self.font,
            &self.sprites,
            &self.figures,
        )?)
    }

    /// The hint's close-up: the deploy step's close-up of `game` (the hint's placement made),
    /// with what `hint` would do marked in [`HINT_MARK`]: the tile outlined when the hint
    /// placed it, and the place its next step points at ringed where the picture shows it
    /// (pointed at by an arrow at the picture's edge where it does not).
    pub fn render_hint_closeup(
        &self,
        game: &Game,
        hint: &Suggestion,
        lang: i18n::Lang,
    ) -> Result<Vec<u8>, RenderError> {
        encode_png(&closeup::draw_closeup(
            game,
            &CloseupOptions::deploy(game, lang)?,
            Some(hint),
            &self.font,
            &self.sprites,
            &self.figures,
        )?)
    }

    /// Where the parts of [`Renderer::render_closeup_with`]'s picture land for these options.
    pub fn closeup_layout(&self, game: &Game, opts: &CloseupOptions) -> CloseupLayout {
        CloseupLayout::new(game, opts)
    }

    /// The tiles still to come (as `Game::unseen_tiles()` lists them), grouped by what they
    /// hold, each type once with a ×count badge, under `title`, the words in `lang`.
    pub fn render_tiles(
        &self,
        tiles: &[(TileId, usize)],
        title: &str,
        lang: i18n::Lang,
    ) -> Result<Vec<u8>, RenderError> {
        encode_png(&tile_list::draw_tile_list(
            &self.font,
            &self.sprites,
            tiles,
            title,
            lang,
        ))
    }

    /// Where each tile type lands in [`Renderer::render_tiles`]'s picture.
    pub fn tiles_layout(&self, tiles: &[(TileId, usize)]) -> Vec<TileCell> {
        tile_list::layout(tiles, i18n::Lang::En).1
    }

    /// The game as an animated GIF: `frames` are the game after each turn, oldest first; each
    /// is drawn on the final board's area, a short while per turn and longer on the last.
    /// `opts.figures`, when set, applies to the last frame (the final board before scoring);
    /// labels, drawn tile, preview and legend are left out. Tiles shrink, and then frames are
    /// skipped, until the GIF fits `max_bytes`; [`RenderError::TooLarge`] if even one frame
    /// every turn or two cannot.
    pub fn render_replay(
        &self,
        frames: &[Game],
        opts: &BoardOptions,
        max_bytes: usize,
    ) -> Result<Vec<u8>, RenderError> {
        let painter = replay::Painter {
            font: &self.font,
            sprites: &self.sprites,
            figures: &self.figures,
            lang: opts.lang,
        };
        replay::render_replay(&painter, frames, opts, max_bytes)
    }

    /// The rules help's picture called `name` ("hike", "wheel") as PNG bytes with its words in
    /// `lang`, drawn once per language; `None` for a name no part draws.
    pub fn rules_picture(
        &self,
        name: &str,
        lang: i18n::Lang,
    ) -> Result<Option<Vec<u8>>, RenderError> {
        let Some(picture) = expansions::parts()
            .iter()
            .flat_map(|p| p.rules_pictures())
            .find(|p| p.name == name)
        else {
            return Ok(None);
        };
        // A panic while another thread drew leaves only finished pictures in the map.
        let cache = || {
            self.rules_pictures
                .lock()
                .unwrap_or_else(|p| p.into_inner())
        };
        if let Some(png) = cache().get(&(picture.name, lang)) {
            return Ok(Some(png.clone()));
        }
        let painter = replay::Painter {
            font: &self.font,
            sprites: &self.sprites,
            figures: &self.figures,
            lang,
        };
        let png = encode_png(&(picture.draw)(&painter)?)?;
        cache().insert((picture.name, lang), png.clone());
        Ok(Some(png))
    }

    /// The names of every rules picture the parts draw.
    pub fn rules_picture_names() -> Vec<&'static str> {
        expansions::parts()
            .iter()
            .flat_map(|p| p.rules_pictures())
            .map(|p| p.name)
            .collect()
    }

    /// A player's profile: their name, their rating after each rated game and how their
    /// scores spread, [`PROFILE_WIDTH`] × [`PROFILE_HEIGHT`] pixels, the words in
    /// `chart.lang`. Where there is nothing to chart yet (no rated game, no game at all) a
    /// sentence says so instead.
    pub fn render_profile(&self, chart: &ProfileChart) -> Result<Vec<u8>, RenderError> {
        encode_png(&charts::draw_profile(chart, &self.font)?)
    }

    /// Where the parts of [`Renderer::render_profile`]'s picture land.
    pub fn profile_layout(&self) -> ProfileLayout {
        ProfileLayout::new()
    }

    /// Every tile of Carcassonne and its expansions, described in words of `lang`.
    pub fn render_gallery(&self, lang: i18n::Lang) -> Result<Vec<u8>, RenderError> {
        self.render_game_gallery(GameKind::Carcassonne, lang)
    }

    /// Every tile of `game` (as [`gallery_tiles`] lists them), described in its words in
    /// `lang`.
    pub fn render_game_gallery(
        &self,
        game: GameKind,
        lang: i18n::Lang,
    ) -> Result<Vec<u8>, RenderError> {
        encode_png(&gallery::draw_gallery(
            &self.font,
            &self.sprites,
            game,
            lang,
        ))
    }
}
