//! How much one user, channel and server may ask of the bot, so that one flooding server
//! cannot slow down everyone else's games.
//!
//! What is limited:
//! - per user, slash commands and presses (buttons and menus) per minute, each a keyed GCRA
//!   limiter from `governor`: a burst of the whole minute's allowance, then one more every
//!   `60 / n` seconds. The check is a hash-map look-up before anything else happens, above all
//!   before any database work; a refused request changes nothing and its refusal does not
//!   count against the user (so the "try again in" it names holds however often they press);
//! - per channel, one lobby or game at a time: the database's unique index
//!   `games_one_open_per_channel` has always enforced it, under races too;
//! - per server, open lobbies plus running games ([`Limits::server_games`]), checked by
//!   [`crate::service::GameService::ensure_server_room`] before a lobby is opened.
//!
//! What is never limited, and why:
//! - the bot's own work: AI turns, reminders, timeout notices and the reveal of the next turn
//!   are not requests, so they spend no one's allowance, and a limited player's game goes on;
//! - gateway events (a server, channel or member going away): they only free things;
//! - the web view's requests (the page's moves, its live updates): they are not Discord
//!   interactions and hold no 3-second window; the page plays a whole turn in one request, signed
//!   for one user, and is throttled, if ever, by the web server rather than by these counts;
//! - autocomplete of a command's options: Discord's client asks on every keystroke, so it has
//!   its own, larger allowance ([`AUTOCOMPLETE_PER_COMMAND`] times the commands'), and a refused
//!   one just offers nothing.
//!
//! Memory: a user's entry is dropped once their allowance has refilled (`retain_recent`), swept
//! every [`SWEEP_EVERY`] checks, so the maps hold the users of the last minute or so, plus at
//! most that many newcomers, however many users the bot has seen.

use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, SystemTime};

use governor::middleware::NoOpMiddleware;
use governor::state::keyed::HashMapStateStore;
use governor::{Quota, RateLimiter};

use crate::clock::Clock;

/// Slash commands per user and minute unless `LIMIT_COMMANDS_PER_MINUTE` says otherwise. A
/// player types a few a minute at most (`status`, `board`, `hint`); twenty in a row, then one
/// every three seconds, stops only a script.
pub const DEFAULT_COMMANDS_PER_MINUTE: u32 = 20;
/// Presses per user and minute unless `LIMIT_PRESSES_PER_MINUTE` says otherwise. A turn takes
/// two or three presses, a quick player against the computer plays a turn every five seconds
/// or so (some 36 presses a minute), and a host setting up a lobby presses a dozen switches:
/// sixty in a row, then one a second, is never reached by hand.
pub const DEFAULT_PRESSES_PER_MINUTE: u32 = 60;
/// Open lobbies plus running games per server unless `LIMIT_SERVER_GAMES` says otherwise. Each
/// needs its own channel; a community with fifty games running at once is rare, one that
/// needs more raises it, and a raid opening lobbies in hundreds of channels is stopped.
pub const DEFAULT_SERVER_GAMES: u32 = 50;
/// Autocomplete requests per command allowed: one per keystroke of an option's value.
pub const AUTOCOMPLETE_PER_COMMAND: u32 = 10;
/// How many checks of one limiter pass between sweeps of the users whose allowance is full.
pub const SWEEP_EVERY: u32 = 4096;

/// The limits, read from `LIMIT_*` in the environment; [`Limits::default`] is what a server
/// admin gets without setting any. 0 switches a limit off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Slash commands one user may run per minute (`LIMIT_COMMANDS_PER_MINUTE`).
    pub commands_per_minute: u32,
    /// Button and menu presses one user may make per minute (`LIMIT_PRESSES_PER_MINUTE`).
    pub presses_per_minute: u32,
    /// Lobbies and running games one server may have open at once (`LIMIT_SERVER_GAMES`).
    pub server_games: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            commands_per_minute: DEFAULT_COMMANDS_PER_MINUTE,
            presses_per_minute: DEFAULT_PRESSES_PER_MINUTE,
            server_games: DEFAULT_SERVER_GAMES,
        }
    }
}

impl Limits {
    /// No limit at all (but the one game per channel, which is the database's).
    pub const OFF: Limits = Limits {
        commands_per_minute: 0,
        presses_per_minute: 0,
        server_games: 0,
    };

    /// The limits from `LIMIT_*`, each one's default where unset.
    pub fn from_env() -> Result<Limits, LimitsError> {
        Limits::from_vars(|name| std::env::var(name).ok())
    }

    /// The limits from the variables `get` reads (unset or blank: the default).
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<Limits, LimitsError> {
        let read = |name: &'static str, default: u32| -> Result<u32, LimitsError> {
            match get(name) {
                Some(raw) if !raw.trim().is_empty() => raw
                    .trim()
                    .parse()
                    .map_err(|_| LimitsError::NotANumber { name, value: raw }),
                _ => Ok(default),
            }
        };
        Ok(Limits {
            commands_per_minute: read("LIMIT_COMMANDS_PER_MINUTE", DEFAULT_COMMANDS_PER_MINUTE)?,
            presses_per_minute: read("LIMIT_PRESSES_PER_MINUTE", DEFAULT_PRESSES_PER_MINUTE)?,
            server_games: read("LIMIT_SERVER_GAMES", DEFAULT_SERVER_GAMES)?,
        })
    }

    /// The most lobbies and games one server may have open, `None` without a cap.
    pub fn server_cap(&self) -> Option<u32> {
        (self.server_games > 0).then_some(self.server_games)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum LimitsError {
    #[error("{name} must be a whole number, not {value:?}")]
    NotANumber { name: &'static str, value: String },
}

/// A request refused because its user went over a limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limited {
    /// The limit that was reached, per minute.
    pub per_minute: u32,
    /// How long until the next request of that kind is let through.
    pub retry_after: Duration,
}

impl Limited {
    /// Whole seconds to wait, rounded up and at least one: what the refusal tells the user.
    pub fn retry_secs(&self) -> u64 {
        let whole = self.retry_after.as_secs();
        let rounded = if self.retry_after.subsec_nanos() > 0 {
            whole + 1
        } else {
            whole
        };
        rounded.max(1)
    }
}

/// The running limiters of one bot process, built from its [`Limits`].
#[derive(Debug)]
pub struct Limiter {
    limits: Limits,
    commands: Option<PerUser>,
    presses: Option<PerUser>,
    autocomplete: Option<PerUser>,
}

impl Limiter {
    /// Limiters on `clock`, the bot's own: the tests' manual clock moves the windows too.
    pub fn new(limits: Limits, clock: Clock) -> Limiter {
        let per_user = |per_minute: u32| PerUser::new(per_minute, clock.clone());
        Limiter {
            limits,
            commands: per_user(limits.commands_per_minute),
            presses: per_user(limits.presses_per_minute),
            autocomplete: per_user(
                limits
                    .commands_per_minute
                    .saturating_mul(AUTOCOMPLETE_PER_COMMAND),
            ),
        }
    }

    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Counts a slash command of `user`; `Err` if they are over their limit.
    pub fn command(&self, user: u64) -> Result<(), Limited> {
        self.commands.as_ref().map_or(Ok(()), |l| l.check(user))
    }

    /// Counts a press (button or menu) of `user`; `Err` if they are over their limit.
    pub fn press(&self, user: u64) -> Result<(), Limited> {
        self.presses.as_ref().map_or(Ok(()), |l| l.check(user))
    }

    /// Counts an autocomplete request of `user`; `Err` if they are over its limit.
    pub fn autocomplete(&self, user: u64) -> Result<(), Limited> {
        self.autocomplete.as_ref().map_or(Ok(()), |l| l.check(user))
    }

    /// How many users the limiters hold an entry for (the memory they take).
    pub fn tracked(&self) -> usize {
        [&self.commands, &self.presses, &self.autocomplete]
            .into_iter()
            .flatten()
            .map(|l| l.limiter.len())
            .sum()
    }
}

/// `governor`'s view of the bot's [`Clock`].
#[derive(Clone, Debug)]
struct BotClock(Clock);

impl governor::clock::Clock for BotClock {
    // Wall time, like every timer of the bot; a clock set back only makes waits longer by as
    // much, never lets anything through early.
    type Instant = SystemTime;

    fn now(&self) -> SystemTime {
        self.0.now()
    }
}

type Keyed = RateLimiter<u64, HashMapStateStore<u64>, BotClock, NoOpMiddleware<SystemTime>>;

/// One kind of request, counted per user.
struct PerUser {
    per_minute: u32,
    limiter: Keyed,
    checks: AtomicU32,
}

impl std::fmt::Debug for PerUser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PerUser")
            .field("per_minute", &self.per_minute)
            .field("users", &self.limiter.len())
            .finish()
    }
}

impl PerUser {
    /// `None` for 0, which means no limit.
    fn new(per_minute: u32, clock: Clock) -> Option<PerUser> {
        let quota = Quota::per_minute(NonZeroU32::new(per_minute)?);
        Some(PerUser {
            per_minute,
            limiter: RateLimiter::hashmap_with_clock(quota, BotClock(clock)),
            checks: AtomicU32::new(0),
        })
    }

    fn check(&self, user: u64) -> Result<(), Limited> {
        if self.checks.fetch_add(1, Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1 {
            self.limiter.retain_recent();
            self.limiter.shrink_to_fit();
        }
        self.limiter.check_key(&user).map_err(|not_until| {
            let now = self.limiter.clock().0.now();
            Limited {
                per_minute: self.per_minute,
                retry_after: not_until.wait_time_from(now),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manual() -> (Clock, crate::clock::ManualClock) {
        Clock::manual(SystemTime::UNIX_EPOCH + Duration::from_secs(1_790_000_000))
    }

    #[test]
    fn a_burst_of_the_minute_then_one_every_share_of_it() {
        let (clock, hand) = manual();
        let limits = Limits {
            presses_per_minute: 6,
            ..Limits::default()
        };
        let limiter = Limiter::new(limits, clock);
        for n in 0..6 {
            assert_eq!(limiter.press(1), Ok(()), "press {n} of the burst");
        }
        let refused = limiter.press(1).expect_err("the seventh press is refused");
        assert_eq!(refused.per_minute, 6);
        assert_eq!(refused.retry_after, Duration::from_secs(10));
        assert_eq!(refused.retry_secs(), 10);
        // Another user has their own allowance.
        assert_eq!(limiter.press(2), Ok(()));
        // Refusals do not count: the wait does not grow however often the user presses.
        hand.advance(Duration::from_secs(4));
        for _ in 0..50 {
            let again = limiter.press(1).expect_err("still refused");
            assert_eq!(again.retry_after, Duration::from_secs(6));
        }
        hand.advance(Duration::from_secs(6));
        assert_eq!(
            limiter.press(1),
            Ok(()),
            "one more after a sixth of a minute"
        );
        assert!(limiter.press(1).is_err());
    }

    #[test]
    fn zero_switches_a_limit_off() {
        let (clock, _hand) = manual();
        let limiter = Limiter::new(Limits::OFF, clock);
        for _ in 0..10_000 {
            assert_eq!(limiter.press(1), Ok(()));
            assert_eq!(limiter.command(1), Ok(()));
        }
        assert_eq!(limiter.tracked(), 0);
        assert_eq!(Limits::OFF.server_cap(), None);
    }

    #[test]
    fn memory_holds_only_recent_users() {
        let (clock, hand) = manual();
        let limiter = Limiter::new(Limits::default(), clock);
        let users = 3 * u64::from(SWEEP_EVERY);
        for user in 0..users {
            assert_eq!(limiter.press(user), Ok(()));
        }
        assert!(
            limiter.tracked() as u64 > users - u64::from(SWEEP_EVERY),
            "the users of the last minute are all held: {}",
            limiter.tracked()
        );
        // A minute later their allowances are full again: the next sweep forgets them.
        hand.advance(Duration::from_secs(61));
        for user in users..users + u64::from(SWEEP_EVERY) {
            assert_eq!(limiter.press(user), Ok(()));
        }
        assert!(
            limiter.tracked() <= SWEEP_EVERY as usize,
            "{} entries kept after the sweep",
            limiter.tracked()
        );
    }

    #[test]
    fn read_from_the_environment_with_defaults() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert_eq!(Limits::from_vars(vars(&[])).ok(), Some(Limits::default()));
        let set = Limits::from_vars(vars(&[
            ("LIMIT_COMMANDS_PER_MINUTE", "5"),
            ("LIMIT_PRESSES_PER_MINUTE", " 0 "),
            ("LIMIT_SERVER_GAMES", ""),
        ]))
        .expect("whole numbers");
        assert_eq!(
            set,
            Limits {
                commands_per_minute: 5,
                presses_per_minute: 0,
                server_games: DEFAULT_SERVER_GAMES,
            }
        );
        let bad =
            Limits::from_vars(vars(&[("LIMIT_SERVER_GAMES", "lots")])).expect_err("not a number");
        assert!(bad.to_string().contains("LIMIT_SERVER_GAMES"), "{bad}");
    }
}
