//! The Wheel of Fortune, as the stand-alone game (`GameKind::WheelOfFortune`) and as a
//! Carcassonne expansion (`Expansion::Wheel`).
//!
//! - Its 4x4 board is the start piece ([`land::board`]): sixteen cells laid at set-up whose
//!   outer edges carry cities, roads and fields that score as usual (a city on the board counts
//!   one tile per cell it covers); the wheel in the middle takes no tile. With the river the
//!   spring is laid against the board so that the river flows away from it.
//! - Drawing a tile with a wheel number moves the pig that many segments clockwise; the
//!   segment's action follows ([`actions`]), then the followers on its crown spaces score (3
//!   alone on a one-crown segment, 6 alone on a two-crown one, 3 each when two share one) and
//!   go home. The turn goes on: the tile is placed, or discarded and another drawn.
//! - The plague asks every player who has a follower on the land, the current player first
//!   then clockwise, which one to send home.
//! - Instead of a follower on the placed tile, a player may put a follower on a vacant crown
//!   space. Crown followers score nothing at the end.

mod actions;
mod land;
mod prospects;
#[cfg(test)]
mod prospects_tests;
mod record;
mod segments;
#[cfg(test)]
mod tests;
mod view;

use crate::note::Note;
use serde::{Deserialize, Serialize};

use crate::action::{Action, Event};
use crate::capability::{Capability, Ctx, Outlook, Step, View};
use crate::config::GameConfig;
use crate::deck::DeckPlan;
use crate::error::MoveError;
use crate::expansions::Registered;
use crate::figures::{FigureKind, Spot};
use crate::geometry::Pos;
use crate::rules::GameBox;
use crate::rules::{Expansion, ExpansionDef, GameDef, GameKind};
use crate::score::ScoreKind;
use crate::tiles::{TileId, TileSet};

pub use land::BOARD_CELLS;
pub use segments::{WheelSegment, CROWN_SPACES};
pub use view::{Crown, Wheel};

pub(crate) struct WheelOfFortune;

#[allow(non_upper_case_globals)]
impl TileSet {
    /// The Wheel of Fortune's own land tiles: base shapes printed with a wheel number, and the
    /// expansion-design shapes no other set here has.
    pub const Wheel: TileSet = TileSet::new("wheel");
    /// The cells of the Wheel of Fortune board, laid together at set-up and never dealt.
    pub const WheelBoard: TileSet = TileSet::new("wb");
}

#[allow(non_upper_case_globals)]
impl ScoreKind {
    /// A segment's action (Fortune, Taxes, Famine, Storm, Inquisition).
    pub const Wheel: ScoreKind = ScoreKind::new("wheel", "wheel");
    /// Followers on the crown spaces where the pig lands.
    pub const Crown: ScoreKind = ScoreKind::new("crown", "crowns");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The Wheel of Fortune as an expansion (the Big Box chapter).
    pub const Wheel: Expansion = Expansion::new("wheel");
}

#[allow(non_upper_case_globals)]
impl GameKind {
    /// Carcassonne – The Wheel of Fortune, the stand-alone game.
    pub const WheelOfFortune: GameKind = GameKind::new("wheel-of-fortune");
}

/// The capability's key, as [`Phase::Decide`](crate::Phase) names it when the plague asks.
/// The wheel numbers printed on tiles, 1 to 3: how far the pig moves when one is drawn.
const NUMBERS: [&str; 3] = ["wheel1", "wheel2", "wheel3"];

/// The wheel number printed on `tile` (0: none).
pub fn number_of(tile: &crate::tiles::TileDef) -> u8 {
    // Asked of every unseen tile each time a search judges a position: read once per kind.
    static NUMBER: std::sync::LazyLock<Vec<u8>> = std::sync::LazyLock::new(|| {
        crate::tiles::catalogue()
            .tiles
            .iter()
            .map(printed_number)
            .collect()
    });
    NUMBER
        .get(tile.id.index())
        .copied()
        .unwrap_or_else(|| printed_number(tile))
}

fn printed_number(tile: &crate::tiles::TileDef) -> u8 {
    NUMBERS
        .iter()
        .position(|n| tile.has(n))
        .map_or(0, |i| i as u8 + 1)
}

pub const CAPABILITY: &str = "wheel-of-fortune";

/// Where figures on crown spaces are kept on the table: the wheel's north-west centre cell
/// (a crown is told apart by its space number, not its place).
pub(crate) const CROWN_POS: Pos = Pos::new(1, 1);

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct WheelState {
    /// The segment the pig stands on.
    #[serde(default, skip_serializing_if = "is_fortune")]
    pub pig: WheelSegment,
}

fn is_fortune(s: &WheelSegment) -> bool {
    *s == WheelSegment::Fortune
}

/// The followers on the crowns of `segment` (they score when the pig lands there).
fn crowned(segment: WheelSegment, view: &View) -> Vec<crate::figures::Figure> {
    view.figures
        .on_board
        .iter()
        .filter(|f| matches!(f.spot, Spot::Space(k) if segment.spaces().contains(&k)))
        .copied()
        .collect()
}

impl Capability for WheelOfFortune {
    type State = WheelState;
    const KEY: &'static str = CAPABILITY;

    fn record(&self) -> Option<&'static dyn crate::record::part::RecordPart> {
        Some(&record::WheelRecord)
    }

    fn catalogue(&self) -> &'static str {
        include_str!("tiles.txt")
    }

    fn tile_sets(&self) -> &'static [TileSet] {
        &[TileSet::Wheel, TileSet::WheelBoard]
    }

    fn marks(&self) -> &'static [&'static str] {
        &NUMBERS
    }

    fn expansions(&self) -> &'static [ExpansionDef] {
        &[ExpansionDef {
            expansion: Expansion::Wheel,
            label: "The Wheel of Fortune",
            rank: 7,
            offered: true,
        }]
    }

    fn games(&self) -> &'static [GameDef] {
        &[GameDef {
            game: GameKind::WheelOfFortune,
            label: "Carcassonne – The Wheel of Fortune",
            rank: 1,
            game_box: GameBox {
                land: None,
                start: None,
                capabilities: &[
                    <super::farmers::Farmers as Registered>::ID,
                    <WheelOfFortune as Registered>::ID,
                ],
                max_players: 5,
                scores: &[ScoreKind::City, ScoreKind::Road, ScoreKind::Monastery],
            },
        }]
    }

    fn scores(&self) -> &'static [ScoreKind] {
        &[ScoreKind::Wheel, ScoreKind::Crown]
    }

    fn spaces(&self) -> u8 {
        CROWN_SPACES
    }

    fn deck(&self, config: &GameConfig, plan: &mut DeckPlan) {
        if config.game == GameKind::WheelOfFortune {
            land::stand_alone(plan);
        } else if config.has(Expansion::Wheel) {
            land::expansion(plan);
        }
        plan.start_piece = land::board();
        // The river's spring (set by the River, which runs first) goes beside the board.
        if let Some(spring) = plan.start.take() {
            plan.start_piece.push(land::spring_beside_board(spring));
        }
    }

    fn tile_drawn(&self, st: &mut WheelState, ctx: &mut Ctx, tile: TileId) {
        let steps = number_of(tile.def());
        if steps == 0 {
            return;
        }
        let segment = st.pig.after(steps);
        st.pig = segment;
        let view = ctx.view;
        ctx.events.push(Event::Happened {
            capability: CAPABILITY,
            what: segment.key(),
            player: view.current,
            at: None,
            count: u32::from(steps),
            reveals: false,
        });
        for (player, points) in actions::points(segment, &view).into_iter().enumerate() {
            if points > 0 {
                ctx.award(vec![player], points, ScoreKind::Wheel, Vec::new());
            }
        }
        if segment == WheelSegment::Plague {
            let n = view.players();
            for k in 0..n {
                let player = (view.current + k) % n;
                if actions::plague_choices(&view, player).next().is_some() {
                    ctx.ask(player);
                }
            }
        }
        let crowned = crowned(segment, &view);
        // One follower alone takes 3 per crown space of the segment; two share at 3 each.
        let each = if crowned.len() == 1 {
            3 * u32::from(segment.crowns())
        } else {
            3
        };
        for f in crowned {
            ctx.award(vec![f.player], each, ScoreKind::Crown, Vec::new());
            ctx.return_figure(f);
        }
    }

    fn actions(&self, _st: &WheelState, view: &View, out: &mut Vec<Action>) {
        if !matches!(view.step, Step::Deploy { .. })
            || view.figures.supply[view.current].get(FigureKind::FOLLOWER) == 0
        {
            return;
        }
        // One choice per segment: its crown spaces are alike.
        for segment in WheelSegment::ALL {
            let vacant = segment.spaces().find(|&k| {
                !view
                    .figures
                    .on_board
                    .iter()
                    .any(|f| f.spot == Spot::Space(k))
            });
            if let Some(k) = vacant {
                out.push(Action::Deploy {
                    spot: Spot::Space(k),
                    figure: FigureKind::FOLLOWER,
                });
            }
        }
    }

    fn apply_action(
        &self,
        _st: &mut WheelState,
        ctx: &mut Ctx,
        action: Action,
    ) -> Option<Result<(), MoveError>> {
        let Action::Deploy {
            spot: Spot::Space(k),
            figure,
        } = action
        else {
            return None;
        };
        // Only listed actions reach here (the core checks), so the space is vacant.
        ctx.deploy(figure, CROWN_POS, Spot::Space(k));
        Some(Ok(()))
    }

    fn decision(&self, _st: &WheelState, view: &View, player: usize, out: &mut Vec<Action>) {
        out.extend(
            actions::plague_choices(view, player).map(|f| Action::Withdraw {
                pos: f.pos,
                spot: f.spot,
            }),
        );
    }

    fn decide(
        &self,
        _st: &mut WheelState,
        ctx: &mut Ctx,
        player: usize,
        action: Action,
    ) -> Result<(), MoveError> {
        let Action::Withdraw { pos, spot } = action else {
            return Err(MoveError::NotAnOption);
        };
        let figure = actions::plague_choices(&ctx.view, player)
            .find(|f| f.pos == pos && f.spot == spot)
            .copied()
            .ok_or(MoveError::NothingToWithdraw { pos })?;
        ctx.return_figure(figure);
        Ok(())
    }

    fn describe(&self, _st: &WheelState, view: &View, action: Action) -> Option<Note> {
        match action {
            Action::Deploy {
                spot: Spot::Space(k),
                ..
            } => {
                let segment = WheelSegment::of_space(k)?;
                Some(Note::new("wheel-describe-crown").key("segment", segment.name_key()))
            }
            Action::Withdraw { pos, spot } if !matches!(view.step, Step::Deploy { .. }) => {
                let what = view
                    .board
                    .get(pos)
                    .and_then(|t| match spot {
                        Spot::Segment(s) => t.def().segments.get(usize::from(s)),
                        _ => None,
                    })
                    .map_or("noun-monastery", |seg| {
                        view.config.game.words().feature(seg.kind).key
                    });
                Some(
                    Note::new("wheel-describe-plague-home")
                        .key("feature", what)
                        .text("pos", pos),
                )
            }
            _ => None,
        }
    }

    /// Crown followers are worth nothing at the end; they go home with the rest.
    fn final_scoring(&self, _st: &WheelState, ctx: &mut Ctx) {
        let crowned: Vec<_> = ctx
            .view
            .figures
            .on_board
            .iter()
            .filter(|f| matches!(f.spot, Spot::Space(_)))
            .copied()
            .collect();
        for f in crowned {
            ctx.return_figure(f);
        }
    }

    /// Crowns the pig may reach, the segments' actions to come and what the plague may take.
    fn prospects(&self, st: &WheelState, view: &View, outlook: &Outlook, out: &mut [f64]) {
        prospects::prospects(st, view, outlook, out);
    }

    fn check_state(&self, _st: &WheelState, view: &View) -> Result<(), String> {
        let mut taken = [false; CROWN_SPACES as usize];
        for f in &view.figures.on_board {
            let Spot::Space(k) = f.spot else { continue };
            let slot = taken
                .get_mut(usize::from(k))
                .ok_or_else(|| format!("crown space {k} does not exist"))?;
            if *slot || f.kind != FigureKind::FOLLOWER || f.pos != CROWN_POS {
                return Err(format!("crown space {k} holds more than one follower"));
            }
            *slot = true;
        }
        Ok(())
    }
}
