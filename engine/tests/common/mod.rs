//! Builds positions move by move for rule tests: the deck is exactly the scripted tiles.
#![allow(dead_code)]

use carcassonne_engine::tiles::{by_name, FeatureKind, TileId};
use carcassonne_engine::{
    Action, Event, Expansion, FigureKind, Game, GameConfig, GameKind, Placement, Pos, Rotation,
    ScoreKind, Side, Spot,
};

/// Where to put a figure on the tile just placed (board orientation).
#[derive(Clone, Copy, Debug)]
pub enum At {
    Nothing,
    City(Side),
    Road(Side),
    /// The field owning this half-edge (`"Nw"`, `"En"`, ...).
    Field(&'static str),
    Monastery,
    Garden,
    RecallAbbot,
}

#[derive(Clone, Copy, Debug)]
pub struct Step {
    pub tile: &'static str,
    pub x: i32,
    pub y: i32,
    pub rot: u8,
    pub at: At,
    pub kind: FigureKind,
}

pub fn step(tile: &'static str, x: i32, y: i32, rot: u8, at: At) -> Step {
    Step {
        tile,
        x,
        y,
        rot,
        at,
        kind: FigureKind::FOLLOWER,
    }
}

pub fn large(tile: &'static str, x: i32, y: i32, rot: u8, at: At) -> Step {
    Step {
        tile,
        x,
        y,
        rot,
        at,
        kind: FigureKind::LARGE,
    }
}

pub fn abbot(tile: &'static str, x: i32, y: i32, rot: u8, at: At) -> Step {
    Step {
        tile,
        x,
        y,
        rot,
        at,
        kind: FigureKind::ABBOT,
    }
}

pub fn tile(name: &str) -> TileId {
    by_name(name).unwrap_or_else(|| panic!("no tile {name}"))
}

/// The spot on the tile at `pos` selected by `at`.
pub fn spot(game: &Game, pos: Pos, at: At) -> Option<Spot> {
    let placed = game.board().get(pos)?;
    let def = placed.def();
    let r = placed.rotation;
    let find = |kind: FeatureKind, port: carcassonne_engine::geometry::Port| {
        def.owner_at(port, r)
            .filter(|&s| def.segments[usize::from(s)].kind == kind)
            .map(Spot::Segment)
    };
    use carcassonne_engine::geometry::Port;
    match at {
        At::City(side) => find(FeatureKind::City, Port::middle(side)),
        At::Road(side) => find(FeatureKind::Road, Port::middle(side)),
        At::Field(name) => find(FeatureKind::Field, Port::from_name(name)?),
        At::Monastery => Some(Spot::Monastery),
        At::Garden => Some(Spot::Garden),
        At::Nothing | At::RecallAbbot => None,
    }
}

/// Plays the steps in order (players alternate as usual) and returns each step's events.
/// The last step empties the deck, so its events include final scoring.
pub fn play(config: GameConfig, steps: &[Step]) -> (Game, Vec<Vec<Event>>) {
    play_prefix(config, steps, steps.len())
}

/// Deals the tiles of every step but plays only the first `n` steps.
///
/// A Carcassonne example is played a second time with The Wheel of Fortune in play, and must
/// happen exactly alike: the stand-alone Wheel of Fortune rulebook repeats these examples, and
/// without wheel tiles the wheel changes nothing.
pub fn play_prefix(config: GameConfig, steps: &[Step], n: usize) -> (Game, Vec<Vec<Event>>) {
    let (game, events) = play_steps(config.clone(), steps, n);
    if config.game == GameKind::Carcassonne && !config.has(Expansion::Wheel) {
        let mut wheel = config;
        wheel.set(Expansion::Wheel, true);
        let (with_wheel, same) = play_steps(wheel, steps, n);
        assert_eq!(
            same, events,
            "the example plays alike with the wheel in play"
        );
        assert_eq!(with_wheel.scores(), game.scores());
    }
    (game, events)
}

fn play_steps(config: GameConfig, steps: &[Step], n: usize) -> (Game, Vec<Vec<Event>>) {
    let deck = steps.iter().map(|s| tile(s.tile)).collect();
    let mut game = Game::with_deck(config, tile("D"), Rotation::new(0), deck).expect("set-up");
    let mut all = Vec::new();
    for (i, s) in steps.iter().take(n).enumerate() {
        let pos = Pos::new(s.x, s.y);
        let place = Action::Place(Placement {
            pos,
            rotation: Rotation::new(s.rot),
        });
        let mut events = game
            .apply(place)
            .unwrap_or_else(|e| panic!("step {i} ({}): {e}", s.tile));
        let action = match s.at {
            At::Nothing => Action::Pass,
            At::RecallAbbot => recall(&game).unwrap_or_else(|| panic!("step {i}: no abbot")),
            at => {
                let spot =
                    spot(&game, pos, at).unwrap_or_else(|| panic!("step {i}: no spot {at:?}"));
                Action::Deploy {
                    spot,
                    figure: s.kind,
                }
            }
        };
        events.extend(
            game.apply(action)
                .unwrap_or_else(|e| panic!("step {i} ({}): {e}", s.tile)),
        );
        all.push(events);
    }
    (game, all)
}

/// The current player's abbot recall, if the figure step offers one.
pub fn recall(game: &Game) -> Option<Action> {
    game.legal_actions().into_iter().find(|a| {
        matches!(a, Action::Withdraw { pos, spot } if game
            .figures()
            .any(|f| f.pos == *pos && f.spot == *spot && f.kind == FigureKind::ABBOT))
    })
}

/// Points each player got from `Scored` events of the given completeness.
pub fn points(players: usize, events: &[Event], completed: bool) -> Vec<u32> {
    let mut out = vec![0; players];
    for e in events {
        if let Event::Scored {
            completed: c,
            points,
            winners,
            ..
        } = e
        {
            if *c == completed {
                for &w in winners {
                    out[w] += points;
                }
            }
        }
    }
    out
}

/// The `(kind, points, winners)` of every scoring event.
pub fn scorings(events: &[Event]) -> Vec<(ScoreKind, u32, Vec<usize>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Scored {
                kind,
                points,
                winners,
                ..
            } => Some((*kind, *points, winners.clone())),
            _ => None,
        })
        .collect()
}

pub fn no_farmers(players: usize) -> GameConfig {
    GameConfig::with_rules(players, [])
}
