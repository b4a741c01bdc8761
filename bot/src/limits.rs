//! How much one user, channel and server may ask of the bot, so that one flooding server
//! cannot slow down everyone else's games.

/// The limits, read from `LIMIT_*` in the environment; [`Limits::default`] is what a server
/// admin gets without setting any.
#[derive(Clone, Debug, Default)]
pub struct Limits {}

impl Limits {
    /// The limits from `LIMIT_*`, each one's default where unset.
    pub fn from_env() -> Result<Limits, LimitsError> {
        Ok(Limits::default())
    }
}

#[derive(Debug, thiserror::Error)]
pub enum LimitsError {
    #[error("{name} must be a whole number, not {value:?}")]
    NotANumber { name: &'static str, value: String },
}
