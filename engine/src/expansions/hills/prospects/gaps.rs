//! What the tiles nobody has seen can put in the empty cells of a field or a monastery's
//! square: whether a shepherd's field can still be extended, whether a square can close and
//! with how many vineyards.

use std::sync::LazyLock;

use crate::board::{share, Gaps, Unseen as Tiles, GAPS};
use crate::capability::View;
use crate::tiles::{catalogue, TileDef};

use super::super::{HILL, VINEYARD};

/// Which tiles of the catalogue are hills and which show a vineyard.
struct Symbols {
    hill: Vec<bool>,
    vineyard: Vec<bool>,
}

static SYMBOLS: LazyLock<Symbols> = LazyLock::new(|| Symbols {
    hill: catalogue().tiles.iter().map(|t| t.has(HILL)).collect(),
    vineyard: catalogue().tiles.iter().map(|t| t.has(VINEYARD)).collect(),
});

fn is_vineyard(def: &TileDef) -> bool {
    SYMBOLS
        .vineyard
        .get(def.id.index())
        .copied()
        .unwrap_or(false)
}

/// The tiles nobody has seen (as counted once for the position), and of them the hills and
/// vineyards.
pub(super) struct Unseen<'a> {
    pub tiles: std::borrow::Cow<'a, Tiles>,
    pub hills: u32,
    pub vineyards: u32,
}

impl Unseen<'_> {
    pub(super) fn of<'a>(view: &'a View) -> Unseen<'a> {
        let tiles = view.unseen();
        let (mut hills, mut vineyards) = (0, 0);
        for (def, copies) in tiles.kinds() {
            if SYMBOLS.hill.get(def.id.index()).copied().unwrap_or(false) {
                hills += copies;
            }
            if is_vineyard(def) {
                vineyards += copies;
            }
        }
        Unseen {
            tiles,
            hills,
            vineyards,
        }
    }

    pub(super) fn total(&self) -> u32 {
        self.tiles.total()
    }
}

/// What the unseen tiles can put in each gap.
pub(super) struct Fits {
    /// Share of the unseen tiles that fit the gap (all of them for a gap beside no tile yet).
    pub each: [f64; GAPS],
    /// Share of the tiles that would fill the gap that show a vineyard.
    pub vineyard: [f64; GAPS],
}

impl Fits {
    pub(super) fn of(view: &View, unseen: &Unseen, gaps: &Gaps) -> Fits {
        let mut fit = [0u32; GAPS];
        let mut vines = [0u32; GAPS];
        unseen
            .tiles
            .each_shape_fit(view.board, gaps, true, |copies, mask| {
                for (i, n) in fit.iter_mut().enumerate() {
                    if mask & (1 << i) != 0 {
                        *n += copies;
                    }
                }
            });
        unseen
            .tiles
            .each_fit(view.board, gaps, true, is_vineyard, |_, copies, mask| {
                for (i, n) in vines.iter_mut().enumerate() {
                    if mask & (1 << i) != 0 {
                        *n += copies;
                    }
                }
            });
        let mut out = Fits {
            each: [0.0; GAPS],
            vineyard: [0.0; GAPS],
        };
        for i in 0..gaps.len() {
            out.each[i] = share(fit[i], unseen.total());
            out.vineyard[i] = share(vines[i], fit[i]);
        }
        out
    }

    /// Share of the unseen tiles that fit at least one gap.
    pub(super) fn any(view: &View, unseen: &Unseen, gaps: &Gaps) -> f64 {
        let mut any = 0u32;
        unseen
            .tiles
            .each_shape_fit(view.board, gaps, true, |copies, mask| {
                if mask != 0 {
                    any += copies;
                }
            });
        share(any, unseen.total())
    }
}
