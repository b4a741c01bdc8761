//! What each rule system adds to the bot, one folder each, registered by one line in
//! [`parts`]: the narration of its events and scores, the words of its buttons, its questions
//! to other players (and what a timeout answers for them), its status lines and notes, and its
//! part of the rules help.
//!
//! The rest of the bot names no expansion: it asks every registered [`Part`] and uses what
//! one answers. A part is keyed by the engine capability it words (`Phase::Decide` and
//! `Event::Happened` name it), and each hook's default says nothing, so a part implements only
//! what its rules need. `docs/adding-an-expansion.md` walks through adding one.

use crate::i18n::Lang;
use carcassonne_engine::{Action, Event, Figure, Game, GameConfig, GameKind, Noun, Phase, Tokens};

use crate::discord::play::narrate::Names;

pub mod abbot;
pub mod farmers;
pub mod hill_and_dale;
pub mod hills;
pub mod inns;
#[cfg(feature = "probe")]
pub mod lanterns;
pub mod river;
pub mod traders;
pub mod wheel;

/// Every part, in the order they are asked (the rules help lists their sections so).
pub fn parts() -> &'static [&'static dyn Part] {
    &[
        &farmers::Part,
        &abbot::Part,
        &river::Part,
        &inns::Part,
        &traders::Part,
        &hills::Part,
        &hill_and_dale::Part,
        &wheel::Part,
        #[cfg(feature = "probe")]
        &lanterns::Part,
    ]
}

/// What a part makes of one event of a move.
pub enum Told {
    /// One line of the narration.
    Line(String),
    /// Nothing worth a line (it is told by another event).
    Silent,
}

/// What the narration knows while it reads one move's events, for parts whose lines depend
/// on an earlier event of the same move.
pub struct Telling<'a> {
    pub names: &'a Names<'a>,
    /// The language of the narration (the game's).
    pub lang: Lang,
    /// The game once the events happened.
    pub after: &'a Game,
    /// The capability whose question the move answered, until its tile is placed.
    pub answering: Option<&'static str>,
    /// The figures that stood when final scoring began.
    pub standing: Option<&'a [Figure]>,
    /// What a part noted from an earlier event of the move, by its key.
    pub notes: Vec<(&'static str, String)>,
}

impl Telling<'_> {
    pub fn note(&self, key: &str) -> Option<&str> {
        self.notes
            .iter()
            .rev()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// The bot's side of one rule system. Every hook answers `None` (or nothing) unless the part
/// has something to say about that game or event.
pub trait Part: Sync {
    /// The engine capability this part words.
    fn capability(&self) -> &'static str;

    /// The part's messages, one file per language and directory:
    /// `carcassonne_i18n::sources!("locales")` for `locales/<lang>.ftl` in its folder (what
    /// it narrates, its buttons, questions and status, and the texts of the engine's keys for
    /// its capability), and `sources!("rules")` for its part of the rules help.
    fn locales(&self) -> Vec<crate::i18n::Source> {
        Vec::new()
    }

    /// Tells the event (taking any events after it in `rest` that its line also tells), or
    /// `None` if it is not this part's to tell.
    fn tell<'a>(
        &self,
        _event: &'a Event,
        _rest: &mut &'a [Event],
        _cx: &mut Telling<'a>,
    ) -> Option<Told> {
        None
    }

    /// Where a figure on space `k` of this part's board piece stands, in a sentence: the
    /// place after "put a follower on" (German: accusative after "auf"; Polish: locative after
    /// "na").
    fn space_words(&self, _game: &Game, _k: u8, _lang: Lang) -> Option<String> {
        None
    }

    /// The button of a figure put on space `k` of this part's board piece.
    fn space_label(&self, _game: &Game, _k: u8, _lang: Lang) -> Option<String> {
        None
    }

    /// Words for a figure step that offers spaces off the tile (`pass` is the button that
    /// places no figure): the note that replaces "no spot can take one" when only spaces
    /// can, and a note on what a space does.
    fn space_notes(
        &self,
        _game: &Game,
        _follower: &Noun,
        _pass: &str,
        _lang: Lang,
    ) -> Option<SpaceNotes> {
        None
    }

    /// A note on what the drawn tile did, shown beside its name.
    fn drawn_note(&self, _game: &Game, _lang: Lang) -> Option<String> {
        None
    }

    /// A line for the first prompt (what set-up did before anyone played).
    fn first_prompt_line(&self, _game: &Game, _names: &Names, _lang: Lang) -> Option<String> {
        None
    }

    /// A line of `/carcassonne status` about this part's pieces.
    fn status_line(&self, _game: &Game, _names: &Names, _lang: Lang) -> Option<String> {
        None
    }

    /// What a player's tokens of this part are, for the status and the score sheet
    /// ("; harvest tokens: 2 apples (1 set of five fruits)").
    fn held_words(&self, _tokens: &[Tokens], _lang: Lang) -> Option<String> {
        None
    }

    /// How a count of this part's tokens reads ("3 scarecrows").
    fn token_count(&self, _key: &str, _n: u32, _lang: Lang) -> Option<String> {
        None
    }

    /// The question this capability asks the players in `Phase::Decide`, where it is one
    /// that other players answer in the turn of someone else.
    fn question(&self) -> Option<&'static dyn Question> {
        None
    }

    /// The whole rules of `game` when this capability makes it a game of its own, told
    /// instead of Carcassonne's: its pieces, what a turn does and how things score.
    fn game_rules(&self, _game: GameKind, _lang: Lang) -> Vec<RulesSection> {
        Vec::new()
    }

    /// What this capability adds to the rules of a game played with `config`.
    fn rules(&self, _config: &GameConfig, _lang: Lang) -> Vec<RulesSection> {
        Vec::new()
    }
}

/// A part of the rules help: a heading, a few short paragraphs in players' words, and the
/// name of the renderer's picture that shows it, if one does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesSection {
    pub title: String,
    pub text: String,
    pub picture: Option<&'static str>,
}

impl RulesSection {
    pub fn new(title: impl Into<String>, text: impl Into<String>) -> RulesSection {
        RulesSection {
            title: title.into(),
            text: text.into(),
            picture: None,
        }
    }

    pub fn with_picture(mut self, name: &'static str) -> RulesSection {
        self.picture = Some(name);
        self
    }
}

/// Two notes for a figure step that offers spaces off the tile.
pub struct SpaceNotes {
    /// Replaces "No spot on this tile can take a follower…" when only spaces can.
    pub only_spaces: String,
    /// Added after the step's words.
    pub about: String,
}

/// A question a capability asks, possibly of players other than the one whose turn it is.
pub trait Question: Sync {
    /// The button of `action` among the answers.
    fn label(&self, game: &Game, action: Action, lang: Lang) -> Option<String>;
    /// The public prompt while the question waits for the deciding player.
    fn prompt(&self, game: &Game, names: &Names, lang: Lang) -> String;
    /// The private panel's words above the answers.
    fn panel_words(&self, game: &Game, lang: Lang) -> String;
    /// What the status says the deciding player is waiting to do (" to choose …"), after
    /// the player's mention.
    fn waiting_for(&self, lang: Lang) -> String;
    /// The refusal for someone pressing who is not asked: `asked` mentions the player asked;
    /// `seated` says whether the presser plays in the game and `removed` whether they left.
    fn not_yours(&self, asked: &str, seated: bool, removed: bool, lang: Lang) -> String;
    /// The reminder for the player asked; `timeout` says what happens if they do not answer.
    fn reminder(
        &self,
        mention: &str,
        turn: u32,
        since: i64,
        timeout: Option<String>,
        lang: Lang,
    ) -> String;
    /// What a timeout answers for an absent player; `None` leaves the turn to the others.
    fn timeout_choice(&self, game: &Game) -> Option<Action>;
    /// The headline after a timeout answered for `who`, who waited `waited`.
    fn timed_out(&self, game: &Game, action: Action, who: &str, waited: &str, lang: Lang)
        -> String;
}

/// The part that words `capability`.
pub fn part(capability: &str) -> Option<&'static dyn Part> {
    parts()
        .iter()
        .copied()
        .find(|p| p.capability() == capability)
}

/// The question `game` waits on, when a part asks it.
pub fn asking(game: &Game) -> Option<&'static dyn Question> {
    match game.phase() {
        Phase::Decide { capability, .. } => part(capability)?.question(),
        _ => None,
    }
}

/// The first answer any part gives.
pub fn first<T>(f: impl Fn(&dyn Part) -> Option<T>) -> Option<T> {
    parts().iter().find_map(|p| f(*p))
}

/// Every part's answer, in registry order.
pub fn all<T>(f: impl Fn(&dyn Part) -> Option<T>) -> Vec<T> {
    parts().iter().filter_map(|p| f(*p)).collect()
}

/// Where a figure on space `k` of a board piece stands.
pub fn space_words(game: &Game, k: u8, lang: Lang) -> Option<String> {
    first(|p| p.space_words(game, k, lang))
}

/// The button of a figure put on space `k`.
pub fn space_label(game: &Game, k: u8, lang: Lang) -> Option<String> {
    first(|p| p.space_label(game, k, lang))
}

#[cfg(test)]
mod tests;
