//! Hills & Sheep in JCloisterZone records: `hills_sheep`, the shepherds per player and JCZ's
//! readings (`hill_tiebreaker`, `flock_scored_when_field_closed`) in the ruleset, hills and
//! vineyards in the tile file, the tile put under a hill (`under_hill`), and shepherds: the
//! sheep tokens drawn (`sheep_token`) and the choices to grow or gather (`flock`).

use serde::Deserialize;

use crate::action::{Action, Event};
use crate::config::GameConfig;
use crate::expansions::hills::SheepToken;
use crate::expansions::Registered;
use crate::figures::FigureKind;
use crate::game::{Game, Phase};
use crate::record::part::{field, Fields, RecordMark, RecordPart};
use crate::record::Turn;
use crate::rules::Expansion;
use crate::tiles::TileId;

use super::{Hills, FLOCK_CLOSED, HILL, HILL_TIEBREAK, VINEYARD};

pub(super) struct HillsRecord;

/// A value or a list of them (client scenarios with several shepherds record lists).
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
enum OneOrMany<T> {
    One(T),
    Many(Vec<T>),
}

impl<T> OneOrMany<T> {
    fn into_vec(self) -> Vec<T> {
        match self {
            OneOrMany::One(t) => vec![t],
            OneOrMany::Many(v) => v,
        }
    }
}

/// A sheep token as records write it: a number of sheep or `"wolf"`.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
enum TokenName {
    Sheep(u8),
    Word(String),
}

impl TokenName {
    fn token(&self) -> Result<SheepToken, String> {
        match self {
            TokenName::Sheep(n @ 1..=4) => Ok(SheepToken::Sheep(*n)),
            TokenName::Word(w) if w == "wolf" => Ok(SheepToken::Wolf),
            other => Err(format!("unknown sheep token {other:?}")),
        }
    }
}

/// The tokens a turn drew, in order.
fn tokens(turn: &Turn) -> Result<Vec<SheepToken>, String> {
    field::<OneOrMany<TokenName>>(&turn.more, "sheep_token")?
        .map_or_else(Vec::new, OneOrMany::into_vec)
        .iter()
        .map(TokenName::token)
        .collect()
}

/// Whether the turn put a shepherd on its tile (its first token is that shepherd's).
fn places_shepherd(turn: &Turn) -> bool {
    turn.meeple
        .as_ref()
        .is_some_and(|m| m.meeple == FigureKind::SHEPHERD.key())
}

/// Puts the recorded token on top of the sheep bag, if it is inside.
fn arrange_token(game: &mut Game, token: SheepToken) -> Result<(), String> {
    let hills = Hills::slot_mut(&mut game.state_mut().caps);
    if !hills.contains(token) {
        return Err(format!("{token} is not in the sheep bag"));
    }
    hills.forced = Some(token);
    Ok(())
}

impl RecordPart for HillsRecord {
    fn marks(&self) -> &'static [RecordMark] {
        &[
            RecordMark::Tile {
                field: "hill",
                mark: HILL,
            },
            RecordMark::Tile {
                field: "vineyard",
                mark: VINEYARD,
            },
        ]
    }

    fn read_ruleset(&self, ruleset: &Fields, config: &mut GameConfig) -> Result<(), String> {
        let setup = |e: crate::error::SetupError| e.to_string();
        if field::<bool>(ruleset, "hills_sheep")?.unwrap_or(false) {
            config.set(Expansion::Hills, true);
            if let Some(n) = field::<u8>(ruleset, "shepherds_per_player")? {
                config.set_figures(FigureKind::SHEPHERD, n);
            }
        }
        if let Some(reading) = field::<String>(ruleset, "hill_tiebreaker")? {
            let value = match reading.as_str() {
                "at-least-one-follower" => "at-least-one",
                "number-of-followers" => "most-followers",
                other => return Err(format!("unknown hill tie-breaker {other:?}")),
            };
            config.set_variant(HILL_TIEBREAK, value).map_err(setup)?;
        }
        if let Some(scores) = field::<bool>(ruleset, "flock_scored_when_field_closed")? {
            let value = if scores { "scores" } else { "waits" };
            config.set_variant(FLOCK_CLOSED, value).map_err(setup)?;
        }
        Ok(())
    }

    /// The tile under a hill is drawn next and leaves the game; one the record does not name
    /// (a client scenario) may be any tile, so the hill's own stands in for it.
    fn drawn_after(
        &self,
        turn: &Turn,
        own: TileId,
        resolve: &dyn Fn(&str) -> Option<TileId>,
    ) -> Result<Vec<TileId>, String> {
        match turn.more.get("under_hill") {
            None => Ok(Vec::new()),
            Some(serde_json::Value::Null) => Ok(vec![own]),
            Some(serde_json::Value::String(id)) => resolve(id)
                .map(|t| vec![t])
                .ok_or(format!("unknown tile {id}")),
            Some(other) => Err(format!("under_hill: not a tile id: {other}")),
        }
    }

    fn before_figure(&self, game: &mut Game, turn: &Turn, action: Action) -> Result<(), String> {
        let shepherd =
            matches!(action, Action::Deploy { figure, .. } if figure == FigureKind::SHEPHERD);
        if let (true, Some(&first)) = (shepherd, tokens(turn)?.first()) {
            arrange_token(game, first)?;
        }
        Ok(())
    }

    fn after_figure(
        &self,
        game: &mut Game,
        turn: &Turn,
        events: &mut Vec<Event>,
    ) -> Result<(), String> {
        let mut tokens = tokens(turn)?;
        if places_shepherd(turn) && !tokens.is_empty() {
            tokens.remove(0);
        }
        tokens.reverse();
        let mut choices = field::<OneOrMany<String>>(&turn.more, "flock")?
            .map_or_else(Vec::new, OneOrMany::into_vec);
        choices.reverse();
        // The next tile's draw may have started another capability's question: that is the
        // next turn's to answer.
        while let Phase::Decide { capability, .. } = game.phase() {
            if capability != <Hills as crate::capability::Capability>::KEY {
                break;
            }
            let Some(choice) = choices.pop() else {
                return Err(
                    "the game asks to grow or gather a flock, but the record says neither".into(),
                );
            };
            let action = match choice.as_str() {
                "grow" => {
                    let token = tokens
                        .pop()
                        .ok_or("a flock grows but the record names no sheep token")?;
                    arrange_token(game, token)?;
                    Action::Choose { option: 0 }
                }
                "gather" => Action::Choose { option: 1 },
                other => return Err(format!("unknown flock choice {other:?}")),
            };
            events.extend(game.apply(action).map_err(|e| e.to_string())?);
        }
        if !choices.is_empty() {
            return Err(format!(
                "the record says {:?} but no flock was asked about",
                choices.last()
            ));
        }
        Ok(())
    }
}
