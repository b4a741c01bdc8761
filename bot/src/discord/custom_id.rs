//! The `custom_id` of every button and menu the bot posts: `cc:{game}:{turn}:{action}`.
//!
//! Clients send the id back verbatim, but nothing stops a modified client from sending any
//! string, so parsing is strict and every handler still checks the id against stored state.

use std::fmt;

const PREFIX: &str = "cc";
/// Discord's limit for a component's `custom_id`.
pub const MAX_LEN: usize = 100;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomId {
    pub game: u64,
    /// The turn the component was drawn for (0 for the lobby), so a click on a stale message
    /// can be told apart from a click on the current one.
    pub turn: u32,
    /// What the component does, e.g. `join` or `place.3.-1.r2`: lowercase ASCII letters, digits
    /// and `.`, `-`, `_`.
    pub action: String,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CustomIdError {
    #[error("longer than {MAX_LEN} characters")]
    TooLong,
    #[error("not one of this bot's components")]
    ForeignPrefix,
    #[error("missing its {0} part")]
    Missing(&'static str),
    #[error("has a malformed {0} part")]
    Malformed(&'static str),
}

impl CustomId {
    pub fn new(game: u64, turn: u32, action: impl Into<String>) -> Self {
        CustomId {
            game,
            turn,
            action: action.into(),
        }
    }

    pub fn parse(raw: &str) -> Result<Self, CustomIdError> {
        if raw.len() > MAX_LEN {
            return Err(CustomIdError::TooLong);
        }
        let mut parts = raw.splitn(4, ':');
        if parts.next() != Some(PREFIX) {
            return Err(CustomIdError::ForeignPrefix);
        }
        let game = parts
            .next()
            .ok_or(CustomIdError::Missing("game"))
            .and_then(|s| number(s).ok_or(CustomIdError::Malformed("game")))?;
        let turn = parts
            .next()
            .ok_or(CustomIdError::Missing("turn"))
            .and_then(|s| number(s).ok_or(CustomIdError::Malformed("turn")))?;
        let action = parts.next().ok_or(CustomIdError::Missing("action"))?;
        let valid_char =
            |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || "._-".contains(c);
        if action.is_empty() || !action.chars().all(valid_char) {
            return Err(CustomIdError::Malformed("action"));
        }
        Ok(CustomId::new(game, turn, action))
    }
}

/// A number as `Display` writes it: digits only, no sign, no leading zero. `str::parse` alone
/// would also take `+7` and `007`, so one control could be spelt several ways.
pub(crate) fn number<T: std::str::FromStr>(s: &str) -> Option<T> {
    let canonical = s == "0" || (!s.starts_with('0') && s.bytes().all(|b| b.is_ascii_digit()));
    if canonical {
        s.parse().ok()
    } else {
        None
    }
}

impl fmt::Display for CustomId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PREFIX}:{}:{}:{}", self.game, self.turn, self.action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let id = CustomId::new(u64::MAX, 17, "place.3.-1.r2");
        let text = id.to_string();
        assert!(text.len() <= MAX_LEN);
        assert_eq!(CustomId::parse(&text), Ok(id));
    }

    #[test]
    fn refuses_forgeries() {
        assert_eq!(
            CustomId::parse("xx:1:0:join"),
            Err(CustomIdError::ForeignPrefix)
        );
        assert_eq!(CustomId::parse("cc:1"), Err(CustomIdError::Missing("turn")));
        assert_eq!(
            CustomId::parse("cc:-1:0:join"),
            Err(CustomIdError::Malformed("game"))
        );
        for (odd, part) in [
            ("cc:+1:0:join", "game"),
            ("cc:01:0:join", "game"),
            ("cc::0:join", "game"),
            ("cc:1:00:join", "turn"),
            ("cc:1:+0:t", "turn"),
        ] {
            assert_eq!(
                CustomId::parse(odd),
                Err(CustomIdError::Malformed(part)),
                "{odd}"
            );
        }
        assert_eq!(
            CustomId::parse("cc:1:0:"),
            Err(CustomIdError::Malformed("action"))
        );
        assert_eq!(
            CustomId::parse("cc:1:0:Join!"),
            Err(CustomIdError::Malformed("action"))
        );
        let long = format!("cc:1:0:{}", "a".repeat(MAX_LEN));
        assert_eq!(CustomId::parse(&long), Err(CustomIdError::TooLong));
    }
}
