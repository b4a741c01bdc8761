//! What a game calls things. Over Hill and Dale plays on the same shapes as Carcassonne (a
//! crop field closes like a city, a path runs like a road, meadow lies like farmland), so the
//! rules share the feature kinds and only the words differ. Front ends name features, figures
//! and score kinds through the game's [`Words`], never by testing which game is played.
//!
//! The engine speaks no language: a front end words a noun by its message key ([`Noun::key`],
//! [`Words::spot_key`], [`Words::score_key`], [`Words::figure_key`]) in the reader's
//! language. The English forms beside the keys are for logs and the offline tools.

use crate::figures::{FigureKind, SpotKind};
use crate::rules::GameKind;
use crate::score::ScoreKind;
use crate::tiles::FeatureKind;

/// A noun in its forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noun {
    /// The message key a front end words it by ("noun-city"), with `$count` for its plural.
    pub key: &'static str,
    pub one: &'static str,
    pub many: &'static str,
    /// With its article ("a city", "the river").
    pub a: &'static str,
}

/// The words of one game.
#[derive(Debug, PartialEq, Eq)]
pub struct Words {
    pub city: Noun,
    pub road: Noun,
    pub field: Noun,
    pub river: Noun,
    /// What the base figure (the follower) is called.
    pub follower: Noun,
    /// A field as scored at the end, for its farmers (the score sheet's "farms").
    pub farm: Noun,
}

const fn noun(key: &'static str, one: &'static str, many: &'static str, a: &'static str) -> Noun {
    Noun { key, one, many, a }
}

static CARCASSONNE: Words = Words {
    city: noun("noun-city", "city", "cities", "a city"),
    road: noun("noun-road", "road", "roads", "a road"),
    field: noun("noun-field", "field", "fields", "a field"),
    river: noun("noun-river", "river", "rivers", "the river"),
    follower: noun("noun-follower", "follower", "followers", "a follower"),
    farm: noun("noun-farm", "farm", "farms", "a farm"),
};

static OVER_HILL_AND_DALE: Words = Words {
    city: noun("noun-crop-field", "field", "fields", "a field"),
    road: noun("noun-path", "path", "paths", "a path"),
    field: noun("noun-meadow", "meadow", "meadows", "a meadow"),
    river: noun("noun-river", "river", "rivers", "the river"),
    follower: noun("noun-meeple", "meeple", "meeples", "a meeple"),
    farm: noun("noun-meadow", "meadow", "meadows", "a meadow"),
};

impl GameKind {
    /// The words this game uses.
    pub fn words(self) -> &'static Words {
        match self {
            GameKind::OverHillAndDale => &OVER_HILL_AND_DALE,
            _ => &CARCASSONNE,
        }
    }
}

impl Words {
    pub fn feature(&self, kind: FeatureKind) -> &Noun {
        match kind {
            FeatureKind::City => &self.city,
            FeatureKind::Road => &self.road,
            FeatureKind::Field => &self.field,
            FeatureKind::River => &self.river,
        }
    }

    /// A place a figure stands on, with its article ("a path", "a monastery").
    pub fn spot(&self, kind: SpotKind) -> &'static str {
        match kind {
            SpotKind::Feature(f) => self.feature(f).a,
            other => other.with_article(),
        }
    }

    /// The message key of a place a figure stands on ("noun-path", "noun-monastery").
    pub fn spot_key(&self, kind: SpotKind) -> &'static str {
        match kind {
            SpotKind::Feature(f) => self.feature(f).key,
            SpotKind::Monastery => "noun-monastery",
            SpotKind::Garden => "noun-garden",
        }
    }

    /// The message key of what was scored ("noun-path", "score-goods"); a field's farmers
    /// score a farm.
    pub fn score_key(&self, kind: ScoreKind) -> String {
        match kind {
            ScoreKind::City => self.city.key.to_owned(),
            ScoreKind::Road => self.road.key.to_owned(),
            ScoreKind::Field => self.farm.key.to_owned(),
            other => format!("score-{}", other.name()),
        }
    }

    /// The message key of a figure's name ("noun-meeple", "figure-large-follower").
    pub fn figure_key(&self, kind: FigureKind) -> String {
        if kind == FigureKind::FOLLOWER {
            self.follower.key.to_owned()
        } else {
            format!("figure-{}", kind.key().replace('_', "-"))
        }
    }

    /// A place a figure stands on, bare ("path", "monastery").
    pub fn spot_name(&self, kind: SpotKind) -> &'static str {
        match kind {
            SpotKind::Feature(f) => self.feature(f).one,
            other => other.name(),
        }
    }

    /// The word for what was scored ("path", "monastery").
    pub fn score(&self, kind: ScoreKind) -> &'static str {
        match kind {
            ScoreKind::City => self.city.one,
            ScoreKind::Road => self.road.one,
            other => other.name(),
        }
    }

    /// The score-sheet heading ("paths", "farms").
    pub fn score_plural(&self, kind: ScoreKind) -> &'static str {
        match kind {
            ScoreKind::City => self.city.many,
            ScoreKind::Road => self.road.many,
            ScoreKind::Field => self.farm.many,
            other => other.plural(),
        }
    }

    /// A figure's name ("meeple", "large follower").
    pub fn figure(&self, kind: FigureKind) -> &'static str {
        if kind == FigureKind::FOLLOWER {
            self.follower.one
        } else {
            kind.name()
        }
    }

    /// "1 meeple", "2 stables".
    pub fn figure_count(&self, kind: FigureKind, n: usize) -> String {
        if kind == FigureKind::FOLLOWER {
            let word = if n == 1 {
                self.follower.one
            } else {
                self.follower.many
            };
            format!("{n} {word}")
        } else {
            kind.count(n)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_names_its_features_in_its_own_words() {
        let ohd = GameKind::OverHillAndDale.words();
        assert_eq!(ohd.score_plural(ScoreKind::City), "fields");
        assert_eq!(ohd.score(ScoreKind::Road), "path");
        assert_eq!(ohd.spot(SpotKind::Feature(FeatureKind::Field)), "a meadow");
        assert_eq!(ohd.figure_count(FigureKind::FOLLOWER, 4), "4 meeples");
        assert_eq!(ohd.figure(FigureKind::STABLE), "stable");
        let base = GameKind::Carcassonne.words();
        assert_eq!(base.score_plural(ScoreKind::City), "cities");
        assert_eq!(base.score_plural(ScoreKind::Field), "farms");
        assert_eq!(base.spot(SpotKind::Monastery), "a monastery");
        assert_eq!(base.figure_count(FigureKind::FOLLOWER, 1), "1 follower");
    }
}
