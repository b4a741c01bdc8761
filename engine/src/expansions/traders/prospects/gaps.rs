//! How many of the tiles nobody has seen fit each gap of a city or a builder's feature, and
//! any of them: what decides whether it can still grow or close.

use crate::board::{share, Gaps, Unseen, GAPS};
use crate::capability::View;

/// How many of the unseen tiles fit each gap, and any of them.
pub(super) struct Fits {
    each: [f64; GAPS],
    len: usize,
    /// Share of the unseen tiles that fit at least one gap.
    pub any: f64,
}

impl Fits {
    pub(super) fn of(view: &View, unseen: &Unseen, gaps: &Gaps) -> Fits {
        let mut fit = [0u32; GAPS];
        let mut any = 0u32;
        unseen.each_shape_fit(view.board, gaps, false, |copies, mask| {
            for (i, n) in fit.iter_mut().enumerate() {
                if mask & (1 << i) != 0 {
                    *n += copies;
                }
            }
            if mask != 0 {
                any += copies;
            }
        });
        let mut each = [0.0; GAPS];
        for (e, &n) in each.iter_mut().zip(&fit) {
            *e = share(n, unseen.total());
        }
        Fits {
            each,
            len: gaps.len(),
            any: share(any, unseen.total()),
        }
    }

    /// Product over the gaps of how easily unseen tiles fill each (1 when a quarter or more of
    /// them fit; 0 when none does: the feature can never close), as the Hard player judges it.
    pub(super) fn factor(&self) -> f64 {
        self.each[..self.len]
            .iter()
            .map(|&f| (f * 4.0).min(1.0))
            .product()
    }
}
