//! Words for people, without a language: a message key and its arguments.
//!
//! The engine never writes a sentence. Where it has something to tell a player (why a move is
//! refused, what a choice does, why a feature scored what it did) it returns a [`Note`], and a
//! front end looks the key up in its catalogue for the reader's language. The keys are
//! lower-case words joined by hyphens, the convention of the catalogues that hold them.

use std::fmt;

/// One argument of a [`Note`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoteArg {
    /// A count or an amount of points: the catalogue may choose a plural form by it.
    Number(i64),
    /// A name that is not translated (a cell name, a player's seat).
    Text(String),
    /// A key of its own, worded in the same language before it is put in place (a figure's
    /// kind, a feature's noun).
    Key(String),
    /// A whole note inside this one (the reason a move is refused).
    Note(Box<Note>),
}

/// A message as a key and named arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub key: &'static str,
    pub args: Vec<(&'static str, NoteArg)>,
}

impl Note {
    pub fn new(key: &'static str) -> Note {
        Note {
            key,
            args: Vec::new(),
        }
    }

    pub fn number(mut self, name: &'static str, n: impl Into<i64>) -> Note {
        self.args.push((name, NoteArg::Number(n.into())));
        self
    }

    pub fn text(mut self, name: &'static str, text: impl fmt::Display) -> Note {
        self.args.push((name, NoteArg::Text(text.to_string())));
        self
    }

    pub fn key(mut self, name: &'static str, key: impl Into<String>) -> Note {
        self.args.push((name, NoteArg::Key(key.into())));
        self
    }

    pub fn note(mut self, name: &'static str, note: Note) -> Note {
        self.args.push((name, NoteArg::Note(Box::new(note))));
        self
    }

    /// The argument called `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&NoteArg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// The key and its arguments, for logs and tests: never shown to a player.
impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key)?;
        for (i, (name, arg)) in self.args.iter().enumerate() {
            f.write_str(if i == 0 { "(" } else { ", " })?;
            match arg {
                NoteArg::Number(n) => write!(f, "{name}={n}")?,
                NoteArg::Text(t) => write!(f, "{name}={t:?}")?,
                NoteArg::Key(k) => write!(f, "{name}=@{k}")?,
                NoteArg::Note(n) => write!(f, "{name}=[{n}]")?,
            }
        }
        if !self.args.is_empty() {
            f.write_str(")")?;
        }
        Ok(())
    }
}
