//! What each wheel segment's action gives every player, read off the table.

use crate::board::NodeId;
use crate::capability::View;
use crate::figures::{Figure, Spot};
use crate::tiles::FeatureKind;

use super::WheelSegment;

/// Followers in the sense of the wheel's actions: the figures that weigh in a majority
/// (followers, large followers, abbots), never builders, pigs or shepherds. A large follower
/// is one knight, farmer or monk.
pub(super) fn followers<'a>(view: &'a View) -> impl Iterator<Item = &'a Figure> + 'a {
    view.figures
        .on_board
        .iter()
        .filter(|f| f.kind.is_follower() && !matches!(f.spot, Spot::Space(_)))
}

/// The feature root a follower stands on, when it is a segment of `kind`.
pub(super) fn root_of(view: &View, f: &Figure, kind: FeatureKind) -> Option<NodeId> {
    view.board
        .figure_root(f)
        .filter(|&r| view.board.feature(r).kind == kind)
}

/// Points per seat for the action of `segment` (Plague gives none: it asks), in seat order.
pub(super) fn points(segment: WheelSegment, view: &View) -> Vec<u32> {
    let mut out = vec![0u32; view.players()];
    match segment {
        WheelSegment::Fortune => out[view.current] = 3,
        WheelSegment::Taxes => {
            // Each knight: the city's pennants plus its owner's knights in that city.
            let knights: Vec<(usize, NodeId)> = followers(view)
                .filter_map(|f| root_of(view, f, FeatureKind::City).map(|r| (f.player, r)))
                .collect();
            for &(player, city) in &knights {
                let own = knights
                    .iter()
                    .filter(|&&(p, c)| p == player && c == city)
                    .count() as u32;
                out[player] += view.board.feature(city).pennants + own;
            }
        }
        WheelSegment::Famine => {
            for f in followers(view) {
                if let Some(field) = root_of(view, f, FeatureKind::Field) {
                    out[f.player] += view.board.completed_cities_bordering(field);
                }
            }
        }
        WheelSegment::Storm => {
            for (player, supply) in view.figures.supply.iter().enumerate() {
                out[player] = supply
                    .iter()
                    .filter(|(k, _)| k.is_follower())
                    .map(|(_, n)| u32::from(n))
                    .sum();
            }
        }
        WheelSegment::Inquisition => {
            for f in followers(view).filter(|f| f.spot == Spot::Monastery) {
                out[f.player] += 2;
            }
        }
        WheelSegment::Plague => {}
    }
    out
}

/// The followers `player` could send home in a plague: theirs on the land, crowns excepted.
pub(super) fn plague_choices<'a>(
    view: &'a View,
    player: usize,
) -> impl Iterator<Item = &'a Figure> + 'a {
    followers(view).filter(move |f| f.player == player)
}
