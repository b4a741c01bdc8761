//! The wheel itself as data: its six segments in the pig's (clockwise) order, what each does
//! and how many crown spaces it has.

use serde::{Deserialize, Serialize};

/// A segment of the wheel, clockwise from the top as the pig moves.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum WheelSegment {
    /// The current player scores 3 (the pig starts here).
    #[default]
    Fortune,
    /// Per knight: 1 per pennant in its city and 1 per knight of its owner there.
    Taxes,
    /// Per farmer: 1 per completed city bordering its field, no majority needed.
    Famine,
    /// 1 per follower in supply.
    Storm,
    /// 2 per monk.
    Inquisition,
    /// Every player returns one of their followers from the land.
    Plague,
}

/// Crown spaces per segment, clockwise from Fortune.
///
/// The rulebooks do not say, and the sources disagree (`tiles.md` section 8.2): Wikipedia
/// counts 9 crown spaces in 5 segments of 1 or 2, a review places the pig's start mark on
/// Fortune, and a Tabletop Simulator board has 12 snap points with labels that do not fit their
/// places. Our choice: Fortune none (the pig's start), Famine one, every other segment two,
/// which is 9 in 5 segments. Change this line to play another reading.
const CROWNS: [u8; 6] = [0, 2, 1, 2, 2, 2];

impl WheelSegment {
    pub const ALL: [WheelSegment; 6] = [
        WheelSegment::Fortune,
        WheelSegment::Taxes,
        WheelSegment::Famine,
        WheelSegment::Storm,
        WheelSegment::Inquisition,
        WheelSegment::Plague,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The segment `steps` further clockwise.
    pub fn after(self, steps: u8) -> WheelSegment {
        WheelSegment::ALL[(self.index() + usize::from(steps)) % 6]
    }

    /// Stable key, as records and events name it (`taxes`).
    pub const fn key(self) -> &'static str {
        match self {
            WheelSegment::Fortune => "fortune",
            WheelSegment::Taxes => "taxes",
            WheelSegment::Famine => "famine",
            WheelSegment::Storm => "storm",
            WheelSegment::Inquisition => "inquisition",
            WheelSegment::Plague => "plague",
        }
    }

    /// The message key of its name in a front end's catalogue.
    pub const fn name_key(self) -> &'static str {
        match self {
            WheelSegment::Fortune => "wheel-segment-fortune",
            WheelSegment::Taxes => "wheel-segment-taxes",
            WheelSegment::Famine => "wheel-segment-famine",
            WheelSegment::Storm => "wheel-segment-storm",
            WheelSegment::Inquisition => "wheel-segment-inquisition",
            WheelSegment::Plague => "wheel-segment-plague",
        }
    }

    pub fn from_key(key: &str) -> Option<WheelSegment> {
        WheelSegment::ALL.into_iter().find(|s| s.key() == key)
    }

    pub const fn name(self) -> &'static str {
        match self {
            WheelSegment::Fortune => "Fortune",
            WheelSegment::Taxes => "Taxes",
            WheelSegment::Famine => "Famine",
            WheelSegment::Storm => "Storm",
            WheelSegment::Inquisition => "Inquisition",
            WheelSegment::Plague => "Plague",
        }
    }

    /// What the segment does, for people.
    pub const fn effect(self) -> &'static str {
        match self {
            WheelSegment::Fortune => "the player who moved the pig scores 3",
            WheelSegment::Taxes => {
                "each knight scores 1 per pennant in its city and 1 per knight of its owner there"
            }
            WheelSegment::Famine => "each farmer scores 1 per completed city bordering its field",
            WheelSegment::Storm => "each player scores 1 per follower in supply",
            WheelSegment::Inquisition => "each monk scores 2",
            WheelSegment::Plague => "each player sends one follower home from the land",
        }
    }

    /// Crown spaces in this segment (0, 1 or 2).
    pub const fn crowns(self) -> u8 {
        CROWNS[self as usize]
    }

    /// The numbers of this segment's crown spaces ([`crate::Spot::Space`]), counted clockwise
    /// over the whole wheel from 0.
    pub fn spaces(self) -> std::ops::Range<u8> {
        let first: u8 = CROWNS[..self.index()].iter().sum();
        first..first + self.crowns()
    }

    /// The segment crown space `space` belongs to.
    pub fn of_space(space: u8) -> Option<WheelSegment> {
        WheelSegment::ALL
            .into_iter()
            .find(|s| s.spaces().contains(&space))
    }
}

/// Crown spaces on the whole wheel.
pub const CROWN_SPACES: u8 = {
    let mut n = 0;
    let mut i = 0;
    while i < CROWNS.len() {
        n += CROWNS[i];
        i += 1;
    }
    n
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nine_crown_spaces_in_five_segments_numbered_clockwise() {
        assert_eq!(CROWN_SPACES, 9);
        let with_crowns = WheelSegment::ALL.iter().filter(|s| s.crowns() > 0).count();
        assert_eq!(with_crowns, 5);
        assert_eq!(WheelSegment::Fortune.spaces(), 0..0);
        assert_eq!(WheelSegment::Taxes.spaces(), 0..2);
        assert_eq!(WheelSegment::Famine.spaces(), 2..3);
        assert_eq!(WheelSegment::Plague.spaces(), 7..9);
        for space in 0..CROWN_SPACES {
            let seg = WheelSegment::of_space(space).expect("every space has a segment");
            assert!(seg.spaces().contains(&space));
        }
        assert_eq!(WheelSegment::of_space(9), None);
    }

    #[test]
    fn the_pig_goes_round_past_fortune() {
        assert_eq!(WheelSegment::Plague.after(1), WheelSegment::Fortune);
        assert_eq!(WheelSegment::Inquisition.after(3), WheelSegment::Taxes);
        assert_eq!(WheelSegment::Fortune.after(3), WheelSegment::Storm);
    }
}
