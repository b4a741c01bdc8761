//! Base-game feature values and majorities.

use crate::board::FeatureData;
use crate::follower::Follower;
use crate::tiles::FeatureKind;

/// Points of a city or road under the base rules (2nd edition: a completed city scores 2 per
/// tile and per pennant whatever its size; an incomplete one 1 per tile and per pennant).
pub fn base_value(f: &FeatureData, completed: bool) -> u32 {
    let tiles = f.tiles.len() as u32;
    match f.kind {
        FeatureKind::City if completed => 2 * (tiles + f.pennants),
        FeatureKind::City => tiles + f.pennants,
        FeatureKind::Road => tiles,
        FeatureKind::Field | FeatureKind::River => 0,
    }
}

/// Seats with the greatest strength among `followers` (every tied player wins).
pub fn majority(players: usize, followers: &[Follower]) -> Vec<usize> {
    let mut strength = vec![0u32; players];
    for f in followers {
        if let Some(s) = strength.get_mut(f.player) {
            *s += f.kind.strength();
        }
    }
    let best = strength.iter().copied().max().unwrap_or(0);
    if best == 0 {
        return Vec::new();
    }
    (0..players).filter(|&p| strength[p] == best).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::follower::{FollowerKind, Spot};
    use crate::geometry::Pos;

    fn f(player: usize, kind: FollowerKind) -> Follower {
        Follower {
            player,
            kind,
            pos: Pos::ORIGIN,
            spot: Spot::Segment(0),
        }
    }

    #[test]
    fn ties_share_and_the_large_follower_counts_twice() {
        let n = FollowerKind::Normal;
        assert_eq!(majority(3, &[f(0, n), f(1, n)]), vec![0, 1]);
        assert_eq!(majority(3, &[f(0, n), f(1, n), f(1, n)]), vec![1]);
        assert_eq!(majority(3, &[f(0, FollowerKind::Large), f(1, n)]), vec![0]);
        assert_eq!(
            majority(3, &[f(0, FollowerKind::Large), f(1, n), f(1, n)]),
            vec![0, 1]
        );
        assert!(majority(3, &[]).is_empty());
    }
}
