//! The sheep bag's tokens: sheep and wolves.

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

    /// Stable key, as events name the draw: `sheep` or `wolf`.
    pub const fn key(self) -> &'static str {
        match self {
            SheepToken::Sheep(_) => "sheep",
            SheepToken::Wolf => "wolf",
        }
    }

    /// The token an event names by its key and count.
    pub fn from_key(key: &str, sheep: u32) -> Option<SheepToken> {
        match key {
            "wolf" => Some(SheepToken::Wolf),
            "sheep" => u8::try_from(sheep).ok().map(SheepToken::Sheep),
            _ => None,
        }
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
