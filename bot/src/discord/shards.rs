//! Which gateway shards a process runs. Discord requires sharding once a bot is in 2,500
//! servers; large installs then split the shards over several processes sharing one database.
//! Every process can handle a press for any game (moves are applied under the store's version
//! check, timers are claimed in the database), so any split works.

use std::fmt;

/// `SHARD_COUNT` and `SHARDS` read and checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sharding {
    /// One shard, the whole bot in this process (the default).
    Single,
    /// As many shards as Discord recommends (`GET /gateway/bot`), all in this process.
    Auto,
    /// Shards `first..=last` of `total`.
    Range { first: u32, last: u32, total: u32 },
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardingError {
    #[error("SHARD_COUNT={0:?} must be a number of shards from 1 to 65535, or \"auto\"")]
    BadCount(String),
    #[error("SHARDS={0:?} must be a shard id or a range like 0-3")]
    BadRange(String),
    #[error("SHARDS={range:?} asks for shards beyond SHARD_COUNT={total} (ids run from 0 to {max})", max = total - 1)]
    OutOfRange { range: String, total: u32 },
    #[error("SHARDS needs a numeric SHARD_COUNT: the total the shards are counted from")]
    RangeWithoutCount,
}

impl Sharding {
    /// From the values of `SHARD_COUNT` and `SHARDS` (unset or blank: `None`).
    pub fn parse(count: Option<&str>, range: Option<&str>) -> Result<Sharding, ShardingError> {
        let count = count.map(str::trim).filter(|c| !c.is_empty());
        let range = range.map(str::trim).filter(|r| !r.is_empty());
        let total = match count {
            None if range.is_some() => return Err(ShardingError::RangeWithoutCount),
            None => return Ok(Sharding::Single),
            Some(c) if c.eq_ignore_ascii_case("auto") => {
                return match range {
                    Some(_) => Err(ShardingError::RangeWithoutCount),
                    None => Ok(Sharding::Auto),
                }
            }
            Some(c) => match c.parse::<u32>() {
                Ok(n) if (1..=u32::from(u16::MAX)).contains(&n) => n,
                _ => return Err(ShardingError::BadCount(c.to_owned())),
            },
        };
        let (first, last) = match range {
            None => (0, total - 1),
            Some(r) => {
                let bad = || ShardingError::BadRange(r.to_owned());
                let (a, b) = r.split_once('-').unwrap_or((r, r));
                let first: u32 = a.trim().parse().map_err(|_| bad())?;
                let last: u32 = b.trim().parse().map_err(|_| bad())?;
                if first > last {
                    return Err(bad());
                }
                if last >= total {
                    return Err(ShardingError::OutOfRange {
                        range: r.to_owned(),
                        total,
                    });
                }
                (first, last)
            }
        };
        Ok(Sharding::Range { first, last, total })
    }

    /// The shard that receives a guild's events: Discord's rule `(guild_id >> 22) % total`.
    pub fn shard_of(guild_id: u64, total: u32) -> u32 {
        // `total` is at least 1 once parsed; the remainder is below it, so it fits.
        u32::try_from((guild_id >> 22) % u64::from(total.max(1))).unwrap_or(0)
    }
}

impl fmt::Display for Sharding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sharding::Single => f.write_str("one shard"),
            Sharding::Auto => f.write_str("shards as Discord recommends"),
            Sharding::Range { first, last, total } if first == last => {
                write!(f, "shard {first} of {total}")
            }
            Sharding::Range { first, last, total } => write!(f, "shards {first}-{last} of {total}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unset_is_one_shard_and_auto_asks_discord() {
        assert_eq!(Sharding::parse(None, None), Ok(Sharding::Single));
        assert_eq!(Sharding::parse(Some(" "), Some("")), Ok(Sharding::Single));
        assert_eq!(Sharding::parse(Some("AUTO"), None), Ok(Sharding::Auto));
    }

    #[test]
    fn a_count_runs_all_shards_unless_a_range_is_given() {
        assert_eq!(
            Sharding::parse(Some("4"), None),
            Ok(Sharding::Range {
                first: 0,
                last: 3,
                total: 4
            })
        );
        assert_eq!(
            Sharding::parse(Some("8"), Some("2-5")),
            Ok(Sharding::Range {
                first: 2,
                last: 5,
                total: 8
            })
        );
        assert_eq!(
            Sharding::parse(Some("8"), Some("7")),
            Ok(Sharding::Range {
                first: 7,
                last: 7,
                total: 8
            })
        );
    }

    #[test]
    fn bad_values_are_explained() {
        let err = |c: Option<&str>, r: Option<&str>| Sharding::parse(c, r).unwrap_err().to_string();
        assert!(err(Some("0"), None).contains("from 1 to 65535"));
        assert!(err(Some("many"), None).contains("\"many\""));
        assert!(err(Some("4"), Some("3-1")).contains("range like 0-3"));
        assert!(err(Some("4"), Some("2-4")).contains("from 0 to 3"));
        assert!(err(None, Some("0-1")).contains("numeric SHARD_COUNT"));
        assert!(err(Some("auto"), Some("0")).contains("numeric SHARD_COUNT"));
    }

    #[test]
    fn guilds_map_to_shards_as_discord_routes_them() {
        assert_eq!(Sharding::shard_of(41_771_983_423_143_937, 1), 0);
        let guild = 7_u64 << 22;
        assert_eq!(Sharding::shard_of(guild, 2), 1);
        assert_eq!(Sharding::shard_of(guild, 4), 3);
        assert_eq!(Sharding::shard_of(guild, 7), 0);
    }
}
