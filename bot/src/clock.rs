//! The bot's notion of "now", injectable so that tests can jump days ahead.
//!
//! Everything time-dependent in the bot (reminders, turn timeouts, lobby expiry) must read the
//! time and sleep through a [`Clock`], never through `SystemTime::now()` or `tokio::time::sleep`
//! directly; otherwise a test that advances a [`ManualClock`] would not see it fire.

use std::fmt;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use tokio::sync::watch;

/// A cheap, cloneable handle to either the system clock or a manually driven one.
#[derive(Clone)]
pub struct Clock {
    source: Source,
}

#[derive(Clone)]
enum Source {
    System,
    Manual(watch::Receiver<SystemTime>),
}

impl Clock {
    /// The real wall clock, used in production.
    pub fn system() -> Self {
        Clock {
            source: Source::System,
        }
    }

    /// A clock that stands still until the returned [`ManualClock`] moves it.
    pub fn manual(start: SystemTime) -> (Clock, ManualClock) {
        let (tx, rx) = watch::channel(start);
        (
            Clock {
                source: Source::Manual(rx),
            },
            ManualClock { tx: Arc::new(tx) },
        )
    }

    pub fn now(&self) -> SystemTime {
        match &self.source {
            Source::System => SystemTime::now(),
            Source::Manual(rx) => *rx.borrow(),
        }
    }

    /// Seconds since the Unix epoch, the unit the database and Discord timestamps use.
    pub fn unix_seconds(&self) -> i64 {
        match self.now().duration_since(SystemTime::UNIX_EPOCH) {
            Ok(d) => i64::try_from(d.as_secs()).unwrap_or(i64::MAX),
            Err(before) => -i64::try_from(before.duration().as_secs()).unwrap_or(i64::MAX),
        }
    }

    /// Waits until this clock reads `deadline` or later.
    pub async fn sleep_until(&self, deadline: SystemTime) {
        match &self.source {
            Source::System => {
                // Re-check after waking: the wall clock may have been adjusted meanwhile.
                loop {
                    let Ok(left) = deadline.duration_since(SystemTime::now()) else {
                        return;
                    };
                    if left.is_zero() {
                        return;
                    }
                    tokio::time::sleep(left).await;
                }
            }
            Source::Manual(rx) => {
                let mut rx = rx.clone();
                loop {
                    if *rx.borrow_and_update() >= deadline {
                        return;
                    }
                    if rx.changed().await.is_err() {
                        // The ManualClock is gone, so time can never reach the deadline; parking
                        // forever matches what a real sleep that long would do.
                        std::future::pending::<()>().await;
                    }
                }
            }
        }
    }

    pub async fn sleep(&self, duration: Duration) {
        self.sleep_until(self.now() + duration).await;
    }
}

impl fmt::Debug for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.source {
            Source::System => f.write_str("Clock::System"),
            Source::Manual(rx) => f.debug_tuple("Clock::Manual").field(&*rx.borrow()).finish(),
        }
    }
}

/// The control side of a manual [`Clock`]; every clone moves the same time.
#[derive(Clone, Debug)]
pub struct ManualClock {
    tx: Arc<watch::Sender<SystemTime>>,
}

impl ManualClock {
    pub fn now(&self) -> SystemTime {
        *self.tx.borrow()
    }

    /// Moves time forward, waking every sleeper whose deadline has passed.
    pub fn advance(&self, by: Duration) {
        self.tx.send_modify(|now| *now += by);
    }

    /// A new reading handle; clocks handed out before and after a bot restart stay in step.
    pub fn clock(&self) -> Clock {
        Clock {
            source: Source::Manual(self.tx.subscribe()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn manual_sleep_wakes_only_when_advanced_past_deadline() {
        let start = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        let (clock, manual) = Clock::manual(start);
        let deadline = start + Duration::from_secs(60);
        let sleeper = tokio::spawn({
            let clock = clock.clone();
            async move { clock.sleep_until(deadline).await }
        });
        manual.advance(Duration::from_secs(59));
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(!sleeper.is_finished(), "woke a minute early");
        manual.advance(Duration::from_secs(1));
        tokio::time::timeout(Duration::from_secs(1), sleeper)
            .await
            .expect("sleeper did not wake after the deadline")
            .expect("sleeper panicked");
        assert_eq!(clock.now(), start + Duration::from_secs(60));
        assert_eq!(manual.clock().unix_seconds(), 1_000_060);
    }
}
