//! The active player's private panel: where the tile goes, how it is turned, and where a
//! follower stands, all changeable until **Confirm**.
//!
//! The choice so far is a [`Choice`], saved with the service's pending choices so that the
//! panel survives a restart; every button carries only the step it takes, never the state.

use carcassonne_engine::{Action, FigureKind, Game, Phase, Placement, Pos, Rotation, Spot};
use carcassonne_render::{cell_name, parse_cell};
use poise::serenity_prelude as serenity;
use serde::{Deserialize, Serialize};
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use super::ids::game_cid;
use crate::store::GameId;

/// Discord's limit of options in one select menu.
pub const CELLS_PER_PAGE: usize = 25;
/// Three rows of five: room for every spot of a tile with its figure kinds.
const MAX_SPOT_BUTTONS: usize = 15;
/// What the menu of cells is found by, here and on the public turn message.
pub const CELL_MENU: &str = "Choose a cell";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Finish {
    #[default]
    NoFollower,
    Deploy {
        spot: Spot,
        figure: FigureKind,
    },
    /// An action a capability offers instead of a figure (the Abbot's recall).
    Other(Action),
}

impl Finish {
    fn action(self) -> Action {
        match self {
            Finish::NoFollower => Action::Pass,
            Finish::Deploy { spot, figure } => Action::Deploy { spot, figure },
            Finish::Other(action) => action,
        }
    }
}

/// Actions of the figure step other than deploying and passing: what capabilities offer.
fn other_actions(game: &Game) -> Vec<Action> {
    game.legal_actions()
        .into_iter()
        .filter(|a| !matches!(a, Action::Pass | Action::Deploy { .. }))
        .collect()
}

/// A player's choices for the current turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// Page of the cell menu when there are more than [`CELLS_PER_PAGE`] cells.
    pub page: usize,
    pub placement: Option<Placement>,
    /// The player moved on to choosing a follower.
    pub placed: bool,
    pub finish: Finish,
}

/// One press on the panel (or on the public turn message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PanelAction {
    Open,
    Cell(String),
    Page,
    Rotate(Rotation),
    Next,
    Back,
    Spot {
        index: usize,
        figure: FigureKind,
    },
    NoFollower,
    /// The `n`-th action of [`other_actions`].
    Other(usize),
    Confirm,
}

impl PanelAction {
    /// Parses a custom_id action; `value` is the option chosen in a select menu.
    pub fn parse(action: &str, value: Option<&str>) -> Option<PanelAction> {
        let mut parts = action.split('.');
        let head = parts.next()?;
        let action = match (head, parts.next(), parts.next()) {
            ("panel", None, None) => PanelAction::Open,
            ("cell", None, None) => PanelAction::Cell(value?.to_owned()),
            ("page", None, None) => PanelAction::Page,
            ("rot", Some(q), None) => {
                let q: u8 = q.parse().ok().filter(|q| *q < 4)?;
                PanelAction::Rotate(Rotation::new(q))
            }
            ("next", None, None) => PanelAction::Next,
            ("back", None, None) => PanelAction::Back,
            ("spot", Some(i), Some(k)) => PanelAction::Spot {
                index: i.parse().ok()?,
                figure: kind_from_code(k)?,
            },
            ("pass", None, None) => PanelAction::NoFollower,
            ("other", Some(n), None) => PanelAction::Other(n.parse().ok()?),
            ("confirm", None, None) => PanelAction::Confirm,
            _ => return None,
        };
        (parts.next().is_none()).then_some(action)
    }
}

/// Figures travel in custom_ids by their registry key.
fn kind_code(kind: FigureKind) -> &'static str {
    kind.key()
}

fn kind_from_code(code: &str) -> Option<FigureKind> {
    FigureKind::all().find(|k| k.key() == code)
}

/// Cells where the drawn tile fits, in the order of the menu.
pub fn legal_cells(game: &Game) -> Vec<Pos> {
    carcassonne_render::legal_cells(game)
}

/// The rotations that fit at `pos`.
pub fn rotations_at(game: &Game, pos: Pos) -> Vec<Rotation> {
    game.legal_placements()
        .into_iter()
        .filter(|p| p.pos == pos)
        .map(|p| p.rotation)
        .collect()
}

fn page_count(cells: usize) -> usize {
    cells.div_ceil(CELLS_PER_PAGE).max(1)
}

impl Choice {
    /// Drops whatever no longer fits the game (e.g. the tile changed after a discard), so a
    /// saved choice can never make the panel offer an illegal move.
    pub fn sanitize(&mut self, game: &Game) {
        let legal = game.legal_placements();
        if let Some(p) = self.placement {
            if !legal.contains(&p) {
                *self = Choice::default();
            }
        }
        if self.placement.is_none() && !matches!(game.phase(), Phase::Deploy { .. }) {
            self.placed = false;
            self.finish = Finish::NoFollower;
        }
        self.page = self.page.min(page_count(legal_cells(game).len()) - 1);
    }

    /// The game with the tile on the table, ready for a figure: what the close-up shows.
    pub fn deploy_game(&self, game: &Game) -> Option<Game> {
        match game.phase() {
            Phase::Deploy { .. } => Some(game.clone()),
            Phase::Place { .. } if self.placed => {
                let mut g = game.clone();
                g.apply(Action::Place(self.placement?)).ok()?;
                Some(g)
            }
            _ => None,
        }
    }

    /// Applies a press; the error is a sentence for the player and leaves the choice as it was.
    pub fn apply(&mut self, game: &Game, action: &PanelAction) -> Result<(), String> {
        let mut next = self.clone();
        match action {
            PanelAction::Open | PanelAction::Confirm => {}
            PanelAction::Cell(name) => {
                let pos = parse_cell(name)
                    .ok_or_else(|| format!("{name} is not a cell of this board."))?;
                let rotations = rotations_at(game, pos);
                let keep = next
                    .placement
                    .map(|p| p.rotation)
                    .filter(|r| rotations.contains(r));
                let rotation = keep
                    .or_else(|| rotations.first().copied())
                    .ok_or_else(|| format!("The tile does not fit at {name}."))?;
                next.placement = Some(Placement { pos, rotation });
                next.placed = false;
                next.finish = Finish::NoFollower;
                if let Some(i) = legal_cells(game).iter().position(|&c| c == pos) {
                    next.page = i / CELLS_PER_PAGE;
                }
            }
            PanelAction::Page => {
                next.page = (next.page + 1) % page_count(legal_cells(game).len());
            }
            PanelAction::Rotate(rotation) => {
                let p = next.placement.ok_or("Choose a cell first.")?;
                if !rotations_at(game, p.pos).contains(rotation) {
                    return Err(format!(
                        "The tile does not fit there turned {}°.",
                        rotation.degrees()
                    ));
                }
                next.placement = Some(Placement {
                    pos: p.pos,
                    rotation: *rotation,
                });
                next.placed = false;
                next.finish = Finish::NoFollower;
            }
            PanelAction::Next => {
                if next.placement.is_none() {
                    return Err("Choose a cell first.".into());
                }
                next.placed = true;
            }
            PanelAction::Back => {
                if matches!(game.phase(), Phase::Deploy { .. }) {
                    return Err("The tile is already on the table.".into());
                }
                next.placed = false;
                next.finish = Finish::NoFollower;
            }
            PanelAction::Spot { index, figure } => {
                let g = next.deploy_game(game).ok_or("Place the tile first.")?;
                let spot = *g
                    .deploy_spots()
                    .get(*index)
                    .ok_or("That spot does not exist on this tile.")?;
                if !g.figures_for(spot).contains(figure) {
                    return Err(format!("You have no {} for that spot.", figure.name()));
                }
                next.finish = Finish::Deploy {
                    spot,
                    figure: *figure,
                };
            }
            PanelAction::NoFollower => {
                next.deploy_game(game).ok_or("Place the tile first.")?;
                next.finish = Finish::NoFollower;
            }
            PanelAction::Other(n) => {
                let g = next.deploy_game(game).ok_or("Place the tile first.")?;
                let action = *other_actions(&g)
                    .get(*n)
                    .ok_or("That choice is not open any more.")?;
                next.finish = Finish::Other(action);
            }
        }
        *self = next;
        Ok(())
    }

    /// The actions a **Confirm** submits, as one move.
    pub fn actions(&self, game: &Game) -> Result<Vec<Action>, String> {
        match game.phase() {
            Phase::Deploy { .. } => Ok(vec![self.finish.action()]),
            Phase::Place { .. } => {
                let p = self.placement.ok_or("Choose where the tile goes first.")?;
                if !self.placed {
                    return Err("Press Place here first.".into());
                }
                Ok(vec![Action::Place(p), self.finish.action()])
            }
            _ => Err("The game is not waiting for this turn.".into()),
        }
    }
}

/// Which picture goes with the panel.
pub enum Picture {
    /// The board with the legal cells labelled.
    Board,
    /// The board with the tile ghosted where it would go.
    Preview(Placement),
    /// The tile on the table, large, with numbered spots.
    Closeup(Box<Game>),
    /// The board alone, for the end of the game.
    Final,
}

pub struct PanelSpec {
    pub content: String,
    pub picture: Picture,
    pub rows: Vec<CreateActionRow>,
}

fn button(
    game: GameId,
    turn: u32,
    action: &str,
    label: impl Into<String>,
    on: bool,
) -> CreateButton {
    CreateButton::new(game_cid(game, turn, action))
        .label(label)
        .style(if on {
            ButtonStyle::Success
        } else {
            ButtonStyle::Secondary
        })
}

/// The select menu of cells for one page; also used on the public turn message.
pub fn cell_menu(
    game_id: GameId,
    turn: u32,
    game: &Game,
    page: usize,
    chosen: Option<Pos>,
) -> Option<CreateActionRow> {
    let cells = legal_cells(game);
    if cells.is_empty() {
        return None;
    }
    let options: Vec<CreateSelectMenuOption> = cells
        .iter()
        .skip(page * CELLS_PER_PAGE)
        .take(CELLS_PER_PAGE)
        .map(|&pos| {
            let name = cell_name(pos);
            let ways = rotations_at(game, pos).len();
            let fits = if ways == 1 {
                "fits 1 way".to_owned()
            } else {
                format!("fits {ways} ways")
            };
            CreateSelectMenuOption::new(name.clone(), name)
                .description(fits)
                .default_selection(chosen == Some(pos))
        })
        .collect();
    let menu = CreateSelectMenu::new(
        game_cid(game_id, turn, "cell"),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(CELL_MENU);
    Some(CreateActionRow::SelectMenu(menu))
}

/// The panel for the current choice.
pub fn panel(game_id: GameId, turn: u32, game: &Game, choice: &Choice) -> PanelSpec {
    let tile = game.current_tile().map_or("?", |t| t.name());
    if let Some(placed) = choice.deploy_game(game) {
        return deploy_panel(game_id, turn, game, &placed, choice);
    }
    let cells = legal_cells(game);
    let pages = page_count(cells.len());
    let mut content = format!("**Your turn**: tile **{tile}**. Choose a cell");
    if pages > 1 {
        content.push_str(&format!(
            " (menu page {} of {pages}; **More cells** shows the others)",
            choice.page + 1
        ));
    }
    content.push_str(", turn the tile if you like, then press **Place here**.");
    let mut rows = Vec::new();
    if let Some(menu) = cell_menu(
        game_id,
        turn,
        game,
        choice.page,
        choice.placement.map(|p| p.pos),
    ) {
        rows.push(menu);
    }
    let mut second = Vec::new();
    if let Some(p) = choice.placement {
        let cell = cell_name(p.pos);
        content.push_str(&format!(
            "\nPreview: **{cell}**, turned {}°.",
            p.rotation.degrees()
        ));
        for r in rotations_at(game, p.pos) {
            let action = format!("rot.{}", r.quarter_turns());
            second.push(button(
                game_id,
                turn,
                &action,
                format!("{}°", r.degrees()),
                r == p.rotation,
            ));
        }
    }
    if pages > 1 {
        second.push(button(game_id, turn, "page", "More cells", false));
    }
    if !second.is_empty() {
        rows.push(CreateActionRow::Buttons(second));
    }
    rows.push(CreateActionRow::Buttons(vec![CreateButton::new(game_cid(
        game_id, turn, "next",
    ))
    .label("Place here")
    .style(ButtonStyle::Primary)
    .disabled(choice.placement.is_none())]));
    let picture = match choice.placement {
        Some(p) => Picture::Preview(p),
        None => Picture::Board,
    };
    PanelSpec {
        content,
        picture,
        rows,
    }
}

fn spot_words(game: &Game, spot: Spot) -> String {
    let Phase::Deploy { pos } = game.phase() else {
        return "spot".into();
    };
    match spot {
        Spot::Monastery => "monastery".into(),
        Spot::Garden => "garden".into(),
        Spot::Segment(i) => game
            .board()
            .get(pos)
            .and_then(|t| t.def().segments.get(usize::from(i)))
            .map_or("feature", |s| match s.kind.name() {
                "field" => "field",
                other => other,
            })
            .to_owned(),
        _ => "spot".into(),
    }
}

fn deploy_panel(
    game_id: GameId,
    turn: u32,
    game: &Game,
    placed: &Game,
    choice: &Choice,
) -> PanelSpec {
    let spots = placed.deploy_spots();
    let mut content = match choice.placement {
        Some(p) => format!(
            "**Your turn**: the tile goes at **{}**, turned {}°.",
            cell_name(p.pos),
            p.rotation.degrees()
        ),
        None => "**Your turn**: the tile is on the table.".to_owned(),
    };
    let mut buttons = Vec::new();
    if let Phase::Deploy { .. } = placed.phase() {
        {
            let listed: Vec<String> = spots
                .iter()
                .enumerate()
                .map(|(i, &s)| format!("{} {}", i + 1, spot_words(placed, s)))
                .collect();
            if listed.is_empty() {
                content.push_str("\nNo spot on this tile can take a follower.");
            } else {
                content.push_str(&format!(
                    "\nFollower spots (numbers as on the close-up): {}.",
                    listed.join(", ")
                ));
            }
            for (i, &spot) in spots.iter().enumerate() {
                for figure in placed.figures_for(spot) {
                    let label = if figure == FigureKind::FOLLOWER {
                        format!("{}", i + 1)
                    } else {
                        format!("{} {}", i + 1, figure.name())
                    };
                    let on = choice.finish == Finish::Deploy { spot, figure };
                    let action = format!("spot.{i}.{}", kind_code(figure));
                    buttons.push(button(game_id, turn, &action, label, on));
                }
            }
        }
    }
    if buttons.len() > MAX_SPOT_BUTTONS {
        tracing::warn!(
            count = buttons.len(),
            "more spot buttons than fit; showing the first"
        );
        buttons.truncate(MAX_SPOT_BUTTONS);
    }
    match choice.finish {
        Finish::NoFollower => content.push_str("\nChosen: **no follower**."),
        Finish::Other(action) => {
            content.push_str(&format!("\nChosen: **{}**.", placed.describe(action)));
        }
        Finish::Deploy { spot, figure } => {
            let n = spots.iter().position(|&s| s == spot).map_or(0, |i| i + 1);
            content.push_str(&format!(
                "\nChosen: **{} on spot {n}** ({}).",
                figure.name(),
                spot_words(placed, spot)
            ));
        }
    }
    content.push_str("\nPress **Confirm** to end your turn.");
    let mut rows: Vec<CreateActionRow> = buttons
        .chunks(5)
        .map(|chunk| CreateActionRow::Buttons(chunk.to_vec()))
        .collect();
    let mut last = vec![button(
        game_id,
        turn,
        "pass",
        "No follower",
        choice.finish == Finish::NoFollower,
    )];
    for (n, action) in other_actions(placed).into_iter().enumerate() {
        let mut label = placed.describe(action);
        if let Some(first) = label.get(..1) {
            label = first.to_uppercase() + &label[1..];
        }
        label.truncate(80);
        let on = choice.finish == Finish::Other(action);
        last.push(button(game_id, turn, &format!("other.{n}"), label, on));
    }
    if matches!(game.phase(), Phase::Place { .. }) {
        last.push(button(game_id, turn, "back", "Change placement", false));
    }
    last.push(
        CreateButton::new(game_cid(game_id, turn, "confirm"))
            .label("Confirm")
            .style(ButtonStyle::Primary),
    );
    rows.push(CreateActionRow::Buttons(last));
    PanelSpec {
        content,
        picture: Picture::Closeup(Box::new(placed.clone())),
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use carcassonne_engine::GameConfig;

    fn game() -> Game {
        Game::new(GameConfig::base(2), 11).expect("valid config")
    }

    fn first_cell(game: &Game) -> String {
        let pos = legal_cells(game)[0];
        cell_name(pos)
    }

    fn row_sizes(spec: &PanelSpec) -> Vec<usize> {
        let json = serde_json::to_value(&spec.rows).expect("serialises");
        json.as_array()
            .expect("rows")
            .iter()
            .map(|r| r["components"].as_array().map_or(0, Vec::len))
            .collect()
    }

    #[test]
    fn actions_round_trip_through_their_ids() {
        assert_eq!(
            PanelAction::parse("rot.3", None),
            Some(PanelAction::Rotate(Rotation::new(3)))
        );
        assert_eq!(PanelAction::parse("rot.4", None), None);
        assert_eq!(
            PanelAction::parse("spot.2.large", None),
            Some(PanelAction::Spot {
                index: 2,
                figure: FigureKind::LARGE
            })
        );
        assert_eq!(PanelAction::parse("spot.2.x", None), None);
        assert_eq!(
            PanelAction::parse("cell", None),
            None,
            "a menu press needs its value"
        );
        assert_eq!(
            PanelAction::parse("cell", Some("B2")),
            Some(PanelAction::Cell("B2".into()))
        );
        assert_eq!(PanelAction::parse("confirm.1", None), None);
    }

    #[test]
    fn choosing_a_cell_picks_a_fitting_rotation_and_confirm_plays_it() {
        let mut g = game();
        let mut choice = Choice::default();
        assert!(choice.actions(&g).is_err(), "nothing chosen yet");
        choice
            .apply(&g, &PanelAction::Cell(first_cell(&g)))
            .expect("legal cell");
        let p = choice.placement.expect("placed");
        assert!(g.legal_placements().contains(&p));
        assert!(choice
            .apply(
                &g,
                &PanelAction::Spot {
                    index: 0,
                    figure: FigureKind::FOLLOWER
                }
            )
            .is_err());
        choice.apply(&g, &PanelAction::Next).expect("cell chosen");
        let spec = panel(1, 0, &g, &choice);
        assert!(matches!(spec.picture, Picture::Closeup(_)));
        choice
            .apply(
                &g,
                &PanelAction::Spot {
                    index: 0,
                    figure: FigureKind::FOLLOWER,
                },
            )
            .expect("a spot");
        let actions = choice.actions(&g).expect("complete");
        assert_eq!(actions[0], Action::Place(p));
        for a in actions {
            g.apply(a).expect("the panel only offers legal moves");
        }
        assert_eq!(g.turn(), 1);
    }

    #[test]
    fn a_refused_press_changes_nothing() {
        let g = game();
        let mut choice = Choice::default();
        choice
            .apply(&g, &PanelAction::Cell(first_cell(&g)))
            .expect("legal cell");
        let before = choice.clone();
        assert!(choice.apply(&g, &PanelAction::Cell("ZZ99".into())).is_err());
        assert!(choice.apply(&g, &PanelAction::Other(0)).is_err());
        assert_eq!(choice, before);
    }

    #[test]
    fn panels_respect_discords_component_limits() {
        let mut g = game();
        // Play a few turns so that there are more cells and features.
        for _ in 0..30 {
            let mut choice = Choice::default();
            if choice
                .apply(&g, &PanelAction::Cell(first_cell(&g)))
                .is_err()
            {
                break;
            }
            for spec in [panel(1, g.turn(), &g, &choice), {
                choice.apply(&g, &PanelAction::Next).expect("placed");
                panel(1, g.turn(), &g, &choice)
            }] {
                let sizes = row_sizes(&spec);
                assert!(sizes.len() <= 5, "{sizes:?}");
                assert!(sizes.iter().all(|&n| (1..=5).contains(&n)), "{sizes:?}");
                assert!(spec.content.len() <= 2000);
            }
            for a in choice.actions(&g).expect("complete") {
                g.apply(a).expect("legal");
            }
            if g.is_over() {
                break;
            }
        }
        assert!(g.turn() > 10);
    }

    fn menu_values(spec: &PanelSpec) -> Vec<String> {
        let json = serde_json::to_value(&spec.rows).expect("serialises");
        json[0]["components"][0]["options"]
            .as_array()
            .expect("a menu first")
            .iter()
            .filter_map(|o| o["value"].as_str().map(str::to_owned))
            .collect()
    }

    #[test]
    fn more_than_25_cells_are_paged_and_every_cell_can_be_chosen() {
        let mut g = game();
        while legal_cells(&g).len() <= CELLS_PER_PAGE {
            assert!(!g.is_over(), "the board never offered more than 25 cells");
            let p = g.legal_placements()[0];
            g.apply(Action::Place(p)).expect("legal");
            g.apply(Action::Pass).expect("legal");
        }
        let cells = legal_cells(&g).len();
        let mut choice = Choice::default();
        let first = menu_values(&panel(1, g.turn(), &g, &choice));
        assert_eq!(first.len(), CELLS_PER_PAGE);
        choice.apply(&g, &PanelAction::Page).expect("paging");
        let second = menu_values(&panel(1, g.turn(), &g, &choice));
        assert_eq!(first.len() + second.len(), cells.min(2 * CELLS_PER_PAGE));
        assert!(second.iter().all(|c| !first.contains(c)), "pages overlap");
        choice
            .apply(&g, &PanelAction::Cell(second[0].clone()))
            .expect("a cell of page 2");
        assert_eq!(choice.page, 1, "the menu stays on the chosen cell's page");
        if cells <= 2 * CELLS_PER_PAGE {
            choice.apply(&g, &PanelAction::Page).expect("paging");
            assert_eq!(choice.page, 0, "paging wraps round");
        }
    }

    #[test]
    fn a_saved_choice_for_another_tile_is_dropped() {
        let g = game();
        let mut choice = Choice {
            placement: Some(Placement {
                pos: Pos::new(40, 40),
                rotation: Rotation::new(0),
            }),
            placed: true,
            ..Choice::default()
        };
        choice.sanitize(&g);
        assert_eq!(choice, Choice::default());
    }
}
