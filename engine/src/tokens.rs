//! Tokens drawn or taken during play, as data: Hills & Sheep's sheep and wolves. (Traders &
//! Builders' goods are [`Goods`](crate::tiles::Goods), printed on the tiles.)

use std::fmt;

use serde::{Deserialize, Serialize};

/// One token of the sheep bag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SheepToken {
    /// 1 to 4 sheep.
    Sheep(u8),
    Wolf,
}

impl SheepToken {
    /// The bag at the start: 4×1, 5×2, 5×3, 2×4 sheep and 2 wolves.
    pub const BAG: [(SheepToken, u8); 5] = [
        (SheepToken::Sheep(1), 4),
        (SheepToken::Sheep(2), 5),
        (SheepToken::Sheep(3), 5),
        (SheepToken::Sheep(4), 2),
        (SheepToken::Wolf, 2),
    ];

    /// Tokens in a full bag (18).
    pub fn bag_size() -> usize {
        SheepToken::BAG.iter().map(|&(_, n)| usize::from(n)).sum()
    }

    pub fn sheep(self) -> u32 {
        match self {
            SheepToken::Sheep(n) => u32::from(n),
            SheepToken::Wolf => 0,
        }
    }
}

impl fmt::Display for SheepToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SheepToken::Sheep(1) => f.write_str("1 sheep"),
            SheepToken::Sheep(n) => write!(f, "{n} sheep"),
            SheepToken::Wolf => f.write_str("a wolf"),
        }
    }
}
