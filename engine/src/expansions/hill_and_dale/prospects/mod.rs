//! What Over Hill and Dale's pieces promise a computer player beyond what the game would pay
//! if it ended now (the capability's [`prospects`](crate::capability::Capability::prospects)):
//!
//! - a wanderer on an open path may hike again each time its owner extends the path
//!   ([`paths`]);
//! - a stable gains the animals of the tiles still to come into its 3x3 square ([`stables`]);
//! - a crop field likely to close gives its majority harvest tokens, 1 point each and 5 more
//!   for each set of five fruits they complete, and a hand near its next set may still
//!   complete it from the fields to come ([`harvests`]).
//!
//! Each is an expectation read from the kinds of the tiles nobody has seen (never their order,
//! [`pool`]) and the turns left. The constants were fitted on games of the Medium AI against
//! itself: how often a frontier cell is filled, a crop field closes, a wanderer hikes and how
//! far. Nothing is allocated: the unseen tiles are counted once per call on the stack.

mod harvests;
mod paths;
mod pool;
mod stables;
#[cfg(test)]
mod tests;

use crate::capability::{Outlook, View};

use self::pool::Pool;
use super::HillAndDaleState;

/// Every player's expected points beyond what the game would pay now, added to `out`.
pub(super) fn prospects(st: &HillAndDaleState, view: &View, outlook: &Outlook, out: &mut [f64]) {
    let pool = Pool::new(view, outlook);
    if pool.draws <= 0.0 {
        return;
    }
    let turns = pool.draws / outlook.active.max(1) as f64;
    paths::hikes(view, &pool, turns, out);
    stables::stables(view, &pool, out);
    harvests::harvests(st, view, &pool, turns, out);
}
