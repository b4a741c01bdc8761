//! What front ends read about the wheel: where the board lies, where the pig stands and who
//! sits on which crown.

use crate::figures::{Figure, Spot};
use crate::game::Game;
use crate::geometry::Pos;

use super::{WheelSegment, BOARD_CELLS, CROWN_SPACES};

/// The wheel of a game that has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wheel {
    /// The board's north-west cell; it covers `cells` x `cells` positions from there.
    pub origin: Pos,
    pub cells: i32,
    pub pig: WheelSegment,
    /// Every crown space, by number.
    pub crowns: Vec<Crown>,
}

/// One crown space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crown {
    pub space: u8,
    pub segment: WheelSegment,
    pub figure: Option<Figure>,
}

impl Game {
    /// Whether a game of `config` plays with the wheel.
    pub fn plays_wheel(config: &crate::GameConfig) -> bool {
        crate::expansions::capabilities_for(config)
            .contains(&<super::WheelOfFortune as crate::expansions::Registered>::ID)
    }

    /// The Wheel of Fortune's wheel, when this game plays with it.
    pub fn wheel(&self) -> Option<Wheel> {
        if !self
            .capabilities()
            .any(|k| k == <super::WheelOfFortune as crate::capability::Capability>::KEY)
        {
            return None;
        }
        let crowns = (0..CROWN_SPACES)
            .filter_map(|space| {
                Some(Crown {
                    space,
                    segment: WheelSegment::of_space(space)?,
                    figure: self
                        .figures()
                        .find(|f| f.spot == Spot::Space(space))
                        .copied(),
                })
            })
            .collect();
        Some(Wheel {
            origin: Pos::new(0, 0),
            cells: BOARD_CELLS,
            pig: self.state().caps.wheel.pig,
            crowns,
        })
    }
}
