//! What a player sees of one step of their turn, built from the engine's turn model: the
//! options of a [`TurnDraft`] become menus and buttons whose controls carry their whole path
//! (see [`super::path`]). Nothing here knows an expansion: capability actions and decisions
//! are listed as the engine offers them and named by `Game::describe`.
//!
//! A turn is two taps in the common case: a placement from the public prompt's menu (cell and
//! rotation together), then a figure option on the private panel, which ends the turn. A tile
//! that fits one way only skips the first tap.

use carcassonne_engine::{Action, DraftStep, FigureKind, Game, Placement, Pos, Spot, TurnDraft};
use carcassonne_render::{cell_name, tile_words};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use super::ids::game_cid;
use super::{path, wheel};
use crate::store::GameId;

/// Discord's limits: rows per message, buttons per row, options per menu.
const ROWS: usize = 5;
const BUTTONS: usize = 5;
const OPTIONS: usize = 25;
/// Placements listed one by one (cell and rotation together) up to this many, in menus of
/// [`OPTIONS`]; beyond, the menus list cells and the rotation is chosen on the panel.
pub const COMBINED_MAX: usize = 4 * OPTIONS;
/// Cells listed per page of cell menus.
const CELLS_PER_PAGE: usize = 4 * OPTIONS;
/// Text of the public placement menus, also what tests look for.
pub const WHERE_MENU: &str = "Where does the tile go?";

/// A picture a step shows.
pub enum Picture {
    /// The board with the cells where the drawn tile fits labelled, and the tile beside it.
    Board,
    /// The tile `game` placed last, large, numbered spots where a figure may go.
    Closeup(Box<Game>),
    /// The board alone, figures and all (a question about the figures on it: the plague).
    Plain,
}

/// One step, ready to send.
pub struct StepView {
    pub content: String,
    pub rows: Vec<CreateActionRow>,
    pub pictures: Vec<Picture>,
}

/// Who the step is for and which game and turn its controls belong to.
#[derive(Clone, Copy)]
pub struct StepCtx {
    pub game_id: GameId,
    pub turn: u32,
}

impl StepCtx {
    fn control(&self, path: &[Action]) -> Option<String> {
        let action = path::control(path)?;
        Some(game_cid(self.game_id, self.turn, &action))
    }
}

fn sentence_case(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "N2E3 · 90°" for a placement, the rotation only when the cell takes several.
fn placement_label(p: Placement, several: bool) -> String {
    if several {
        format!("{} · turned {}°", cell_name(p.pos), p.rotation.degrees())
    } else {
        cell_name(p.pos)
    }
}

/// Placements grouped by cell, in the engine's order (row, column, rotation).
fn by_cell(placements: &[Placement]) -> Vec<(Pos, Vec<Placement>)> {
    let mut cells: Vec<(Pos, Vec<Placement>)> = Vec::new();
    for &p in placements {
        match cells.last_mut() {
            Some((pos, list)) if *pos == p.pos => list.push(p),
            _ => cells.push((p.pos, vec![p])),
        }
    }
    cells
}

fn menu(
    ctx: &StepCtx,
    prefix: &[Action],
    n: usize,
    options: Vec<CreateSelectMenuOption>,
    text: &str,
) -> Option<CreateActionRow> {
    let id = game_cid(ctx.game_id, ctx.turn, &path::menu_control(prefix, n)?);
    let menu =
        CreateSelectMenu::new(id, CreateSelectMenuKind::String { options }).placeholder(text);
    Some(CreateActionRow::SelectMenu(menu))
}

fn button(
    ctx: &StepCtx,
    path: &[Action],
    label: String,
    style: ButtonStyle,
) -> Option<CreateButton> {
    Some(
        CreateButton::new(ctx.control(path)?)
            .label(label.chars().take(80).collect::<String>())
            .style(style),
    )
}

/// The menus of the placement step: placements one by one when they fit in the menus, cells
/// otherwise (page `page`; a button pages on).
pub fn placement_rows(
    ctx: &StepCtx,
    placements: &[Placement],
    page: usize,
) -> Vec<CreateActionRow> {
    let cells = by_cell(placements);
    let mut rows = Vec::new();
    if placements.len() <= COMBINED_MAX {
        for (n, chunk) in placements.chunks(OPTIONS).enumerate() {
            let options = chunk
                .iter()
                .filter_map(|&p| {
                    let several = cells
                        .iter()
                        .any(|(pos, list)| *pos == p.pos && list.len() > 1);
                    let value = path::encode_action(Action::Place(p))?;
                    Some(CreateSelectMenuOption::new(
                        placement_label(p, several),
                        value,
                    ))
                })
                .collect();
            let text = menu_text(
                chunk.first().map(|p| p.pos),
                chunk.last().map(|p| p.pos),
                placements.len() > OPTIONS,
            );
            rows.extend(menu(ctx, &[], n, options, &text));
        }
        return rows;
    }
    let pages = cells.len().div_ceil(CELLS_PER_PAGE).max(1);
    let page = page.min(pages - 1);
    let shown = &cells[page * CELLS_PER_PAGE..cells.len().min((page + 1) * CELLS_PER_PAGE)];
    for (n, chunk) in shown.chunks(OPTIONS).enumerate() {
        let options = chunk
            .iter()
            .filter_map(|(pos, list)| {
                // A cell stands for its first rotation; the panel offers the others.
                let value = path::encode_action(Action::Place(*list.first()?))?;
                let ways = list.len();
                Some(
                    CreateSelectMenuOption::new(cell_name(*pos), value).description(format!(
                        "fits {ways} way{}",
                        if ways == 1 { "" } else { "s" }
                    )),
                )
            })
            .collect();
        let text = menu_text(chunk.first().map(|c| c.0), chunk.last().map(|c| c.0), true);
        rows.extend(menu(ctx, &[], n, options, &text));
    }
    if pages > 1 {
        let next = (page + 1) % pages;
        let id = game_cid(ctx.game_id, ctx.turn, &format!("more.{next}"));
        rows.push(CreateActionRow::Buttons(vec![CreateButton::new(id)
            .label(format!("More cells ({} of {pages})", page + 1))
            .style(ButtonStyle::Secondary)]));
    }
    rows
}

fn menu_text(first: Option<Pos>, last: Option<Pos>, ranged: bool) -> String {
    match (first, last, ranged) {
        (Some(a), Some(b), true) => format!("{WHERE_MENU} ({} … {})", cell_name(a), cell_name(b)),
        _ => WHERE_MENU.to_owned(),
    }
}

/// Words for a figure option in the game's own words: "3 · road", "1 · city (large
/// follower)", "2 · meadow (stable)".
pub fn deploy_label(
    game: &Game,
    pos: Pos,
    number: usize,
    spot: Spot,
    figure: FigureKind,
) -> String {
    let words = game.words();
    let place = game
        .spot_kind(pos, spot)
        .map_or("spot", |k| words.spot_name(k));
    if figure == FigureKind::FOLLOWER {
        format!("{number} · {place}")
    } else {
        format!("{number} · {place} ({})", words.figure(figure))
    }
}

/// The button that ends the figure step without a figure: "No follower", "No meeple".
pub fn pass_label(game: &Game) -> String {
    format!("No {}", game.words().follower.one)
}

/// A choice of the figure or decision step: its label and the path it leads to.
struct Choice {
    label: String,
    path: Vec<Action>,
    primary: bool,
}

/// Buttons when they fit in `rows` rows, menus (of every choice) otherwise.
fn choice_rows(
    ctx: &StepCtx,
    prefix: &[Action],
    choices: Vec<Choice>,
    rows: usize,
    menu_text: &str,
) -> Vec<CreateActionRow> {
    if choices.len() <= rows * BUTTONS {
        let buttons: Vec<CreateButton> = choices
            .into_iter()
            .filter_map(|c| {
                let style = if c.primary {
                    ButtonStyle::Primary
                } else {
                    ButtonStyle::Secondary
                };
                button(ctx, &c.path, c.label, style)
            })
            .collect();
        return buttons
            .chunks(BUTTONS)
            .map(|chunk| CreateActionRow::Buttons(chunk.to_vec()))
            .collect();
    }
    choices
        .chunks(OPTIONS)
        .take(rows)
        .enumerate()
        .filter_map(|(n, chunk)| {
            let options = chunk
                .iter()
                .filter_map(|c| {
                    let last = *c.path.last()?;
                    Some(CreateSelectMenuOption::new(
                        c.label.chars().take(100).collect::<String>(),
                        path::encode_action(last)?,
                    ))
                })
                .collect();
            menu(ctx, prefix, n, options, menu_text)
        })
        .collect()
}

/// The step after the placement: the tile large with numbered spots, one control per legal
/// figure option (and every other action the engine offers), and the other rotations.
fn figure_step(ctx: &StepCtx, draft: &TurnDraft, pos: Pos) -> StepView {
    let game = draft.game();
    let base: Vec<Action> = draft.actions().to_vec();
    let spots = game.deploy_spots();
    let mut choices = Vec::new();
    for (i, &spot) in spots.iter().enumerate() {
        for figure in game.figures_for(spot) {
            let mut path = base.clone();
            path.push(Action::Deploy { spot, figure });
            choices.push(Choice {
                label: deploy_label(game, pos, i + 1, spot, figure),
                path,
                primary: true,
            });
        }
    }
    let mut crowns = 0;
    for action in draft.options() {
        match action {
            // A crown of the wheel instead of a spot on the tile.
            Action::Deploy {
                spot: Spot::Space(k),
                ..
            } => {
                let mut path = base.clone();
                path.push(action);
                choices.push(Choice {
                    label: wheel::crown_label(game, k),
                    path,
                    primary: false,
                });
                crowns += 1;
                continue;
            }
            Action::Deploy { .. } | Action::Pass => continue,
            _ => {}
        }
        let mut path = base.clone();
        path.push(action);
        let mut label = sentence_case(&game.describe(action));
        // A figure moving says where it ends, by the cell names the board shows: two
        // wanderers may offer hikes of the same direction and length.
        if let Action::Move { to, .. } = action {
            label.push_str(&format!(", to {}", cell_name(to)));
        }
        choices.push(Choice {
            label,
            path,
            primary: false,
        });
    }
    let mut path = base.clone();
    path.push(Action::Pass);
    let pass = pass_label(game);
    choices.push(Choice {
        label: pass.clone(),
        path,
        primary: false,
    });
    // Other rotations at the same cell: the placement is the last action taken.
    let placed = base.iter().rev().find_map(|a| match a {
        Action::Place(p) => Some(*p),
        _ => None,
    });
    let before_place: Vec<Action> = match base.iter().rposition(|a| matches!(a, Action::Place(_))) {
        Some(i) => base[..i].to_vec(),
        None => Vec::new(),
    };
    let turns: Vec<CreateButton> = match placed {
        Some(p) => draft
            .base()
            .legal_placements()
            .into_iter()
            .filter(|q| q.pos == p.pos && *q != p)
            .filter_map(|q| {
                let mut path = before_place.clone();
                path.push(Action::Place(q));
                button(
                    ctx,
                    &path,
                    format!("↻ Turn to {}°", q.rotation.degrees()),
                    ButtonStyle::Secondary,
                )
            })
            .collect(),
        None => Vec::new(),
    };
    let mut rows = Vec::new();
    let rows_left = ROWS - usize::from(!turns.is_empty());
    let menu_text = format!("Your {}", game.words().follower.one);
    rows.extend(choice_rows(ctx, &base, choices, rows_left, &menu_text));
    if !turns.is_empty() {
        rows.push(CreateActionRow::Buttons(turns));
    }
    let rotation = placed.map_or(String::new(), |p| {
        format!(", turned {}°", p.rotation.degrees())
    });
    let mut content = format!("**{}**{rotation}.", cell_name(pos));
    let follower = game.words().follower;
    if spots.is_empty() && crowns > 0 {
        content.push_str(&format!(
            " No spot on this tile can take {}: put one on a **Crown** of the wheel, or press **{pass}**; either ends your turn.",
            follower.a
        ));
    } else if spots.is_empty() {
        content.push_str(&format!(
            " No spot on this tile can take {}: press **{pass}** to end your turn.",
            follower.a
        ));
    } else {
        content.push_str(&format!(" Tap a numbered spot (as on the picture) to place a figure there, or **{pass}**: either ends your turn."));
    }
    if let (true, Some(w)) = (crowns > 0, game.wheel()) {
        content.push_str(&format!(
            " A **Crown** takes {} off the land instead: it scores when the pig lands on its segment (the pig is on **{}**).",
            follower.a,
            w.pig.name()
        ));
    }
    StepView {
        content,
        rows,
        pictures: vec![Picture::Closeup(Box::new(game.clone()))],
    }
}

/// A decision a capability asks of this seat: one control per option, named by the engine
/// (the plague's by the feature each follower stands on and what it is worth).
fn decision_step(ctx: &StepCtx, draft: &TurnDraft) -> StepView {
    let game = draft.game();
    let plague = wheel::is_plague(game);
    let base: Vec<Action> = draft.actions().to_vec();
    let choices: Vec<Choice> = draft
        .options()
        .into_iter()
        .map(|action| {
            let mut path = base.clone();
            let label = match action {
                Action::Withdraw { pos, spot } if plague => wheel::plague_label(game, pos, spot),
                _ => sentence_case(&game.describe(action)),
            };
            path.push(action);
            Choice {
                label,
                path,
                primary: true,
            }
        })
        .collect();
    let rows = choice_rows(ctx, &base, choices, ROWS, "Your choice");
    if plague {
        return StepView {
            content: format!(
                "The plague: which of your {} goes home? The board shows where they stand.",
                game.words().follower.many
            ),
            rows,
            pictures: vec![Picture::Plain],
        };
    }
    let pictures = game
        .last_placed()
        .map(|_| Picture::Closeup(Box::new(game.clone())))
        .into_iter()
        .collect();
    StepView {
        content: "Choose:".into(),
        rows,
        pictures,
    }
}

/// The private panel for a draft that is not complete.
pub fn panel(ctx: &StepCtx, draft: &TurnDraft) -> StepView {
    match draft.step() {
        DraftStep::Figure { pos } => figure_step(ctx, draft, pos),
        DraftStep::Decide { .. } => decision_step(ctx, draft),
        DraftStep::Place { .. } => StepView {
            content: format!("Choose where the tile goes: {WHERE_MENU}"),
            rows: placement_rows(ctx, &draft.game().legal_placements(), 0),
            pictures: Vec::new(),
        },
        _ => StepView {
            content: "This turn is complete.".into(),
            rows: Vec::new(),
            pictures: Vec::new(),
        },
    }
}

/// The public prompt's controls and words for the step the game waits for: placement menus
/// (or the figure step straight away when the tile fits one way only), or a discard.
pub fn prompt(ctx: &StepCtx, game: &Game) -> StepView {
    let draft = TurnDraft::new(game);
    let tile = game.current_tile();
    let mut drawn = tile.map_or_else(String::new, |t| format!("**{}**", tile_words(t)));
    if let Some(note) = wheel::drawn_note(game) {
        drawn.push_str(&format!(" ({note})"));
    }
    match draft.step() {
        DraftStep::Place { .. } => {
            let options = draft.options();
            if options == [Action::Discard] {
                let rows = button(
                    ctx,
                    &[Action::Discard],
                    "Discard tile".into(),
                    ButtonStyle::Danger,
                )
                .map(|b| vec![CreateActionRow::Buttons(vec![b])])
                .unwrap_or_default();
                return StepView {
                    content: format!("You drew {drawn}. It fits nowhere: press **Discard tile** to put it aside and draw another."),
                    rows,
                    pictures: vec![Picture::Board],
                };
            }
            let placements: Vec<Placement> = options
                .iter()
                .filter_map(|a| match a {
                    Action::Place(p) => Some(*p),
                    _ => None,
                })
                .collect();
            if let [only] = placements.as_slice() {
                let mut single = draft.clone();
                if single.push(Action::Place(*only)).is_ok() && !single.is_complete() {
                    let mut view = panel(ctx, &single);
                    view.content = format!(
                        "You drew {drawn}. It fits one way only, at **{}**: it is placed there.\n{}",
                        cell_name(only.pos),
                        view.content
                    );
                    view.pictures.insert(0, Picture::Board);
                    return view;
                }
            }
            let cells = by_cell(&placements).len();
            let how = if placements.len() <= COMBINED_MAX {
                "choose cell and rotation in the menu"
            } else {
                "choose a cell in the menu (the panel offers its rotations)"
            };
            StepView {
                content: format!(
                    "You drew {drawn}, shown beside the board. It fits {} way{} in {cells} highlighted cell{}: {how}.",
                    placements.len(),
                    if placements.len() == 1 { "" } else { "s" },
                    if cells == 1 { "" } else { "s" },
                ),
                rows: placement_rows(ctx, &placements, 0),
                pictures: vec![Picture::Board],
            }
        }
        // The plague's question shows the board with its figures, nothing to place yet.
        DraftStep::Decide { .. } if wheel::is_plague(game) => panel(ctx, &draft),
        _ => {
            let mut view = panel(ctx, &draft);
            view.pictures.insert(0, Picture::Board);
            view
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use carcassonne_engine::{Expansion, GameConfig, Rotation};

    fn ctx() -> StepCtx {
        StepCtx {
            game_id: 7,
            turn: 0,
        }
    }

    /// Every control's custom_id and every menu value of a view.
    fn controls(view: &StepView) -> Vec<(String, Vec<String>)> {
        let json = serde_json::to_value(&view.rows).expect("serialises");
        let mut out = Vec::new();
        for row in json.as_array().expect("rows") {
            for c in row["components"].as_array().expect("components") {
                let id = c["custom_id"].as_str().unwrap_or_default().to_owned();
                let values = c["options"]
                    .as_array()
                    .map(|o| {
                        o.iter()
                            .filter_map(|v| v["value"].as_str().map(str::to_owned))
                            .collect()
                    })
                    .unwrap_or_default();
                out.push((id, values));
            }
        }
        out
    }

    /// Every path the view's controls lead to.
    fn paths(view: &StepView) -> Vec<Vec<Action>> {
        let mut out = Vec::new();
        for (id, values) in controls(view) {
            let action = id.splitn(4, ':').nth(3).unwrap_or_default().to_owned();
            let Some(prefix) = path::decode(&action) else {
                continue;
            };
            if values.is_empty() {
                out.push(prefix.clone());
            }
            for v in values {
                let mut p = prefix.clone();
                p.extend(path::decode_action(&v));
                out.push(p);
            }
        }
        out
    }

    fn within_limits(view: &StepView) {
        let json = serde_json::to_value(&view.rows).expect("serialises");
        let rows = json.as_array().expect("rows");
        assert!(rows.len() <= ROWS, "{} rows", rows.len());
        for row in rows {
            let comps = row["components"].as_array().expect("components");
            assert!((1..=BUTTONS).contains(&comps.len()));
            for c in comps {
                assert!(c["custom_id"].as_str().is_some_and(|id| id.len() <= 100));
                if let Some(o) = c["options"].as_array() {
                    assert!((1..=OPTIONS).contains(&o.len()));
                }
            }
        }
        assert!(view.content.len() <= 2000);
    }

    #[test]
    fn every_legal_placement_and_figure_option_is_reachable() {
        let config =
            GameConfig::with_rules(3, [Expansion::Farmers, Expansion::Abbot, Expansion::Inns]);
        let mut game = Game::new(config, 4).expect("set-up");
        for _ in 0..40 {
            if game.is_over() {
                break;
            }
            let view = prompt(&ctx(), &game);
            within_limits(&view);
            let reachable = paths(&view);
            let legal = game.legal_actions();
            if !matches!(legal.as_slice(), [Action::Place(_)]) {
                for a in &legal {
                    assert!(reachable.contains(&vec![*a]), "{a:?} unreachable");
                }
            }
            // Each placement's panel offers every option of its figure step.
            let mut deepest = None;
            for a in legal {
                let mut draft = TurnDraft::new(&game);
                draft.push(a).expect("legal");
                if draft.is_complete() {
                    continue;
                }
                assert_every_option_reachable(&draft);
                deepest = Some(draft);
            }
            let Some(mut draft) = deepest else {
                let d = game.legal_actions()[0];
                game.apply(d).expect("legal");
                continue;
            };
            draft
                .complete_with(|_, o| o.last().copied())
                .expect("complete");
            for &a in draft.actions() {
                game.apply(a).expect("legal");
            }
        }
    }

    #[test]
    fn a_crossroads_with_large_followers_offers_all_sixteen_options() {
        // Defect: buttons stopped at 15, so "8 large" could not be chosen. The crossroads
        // X has 8 spots (4 roads, 4 fields); with farmers and a large follower each takes
        // both kinds.
        let config = GameConfig::with_rules(2, [Expansion::Farmers, Expansion::Inns]);
        let x = carcassonne_engine::tiles::by_name("X").expect("X");
        let u = carcassonne_engine::tiles::by_name("U").expect("U");
        let d = carcassonne_engine::tiles::by_name("D").expect("D");
        let game = Game::with_deck(config, d, Rotation::new(0), vec![u, x, u]).expect("set-up");
        let mut game = game;
        game.apply(Action::Place(Placement {
            pos: Pos::new(1, 0),
            rotation: Rotation::new(0),
        }))
        .expect("U");
        game.apply(Action::Pass).expect("pass");
        let mut draft = TurnDraft::new(&game);
        let at = draft
            .options()
            .into_iter()
            .find(|a| matches!(a, Action::Place(p) if p.pos == Pos::new(2, 0)))
            .expect("X east of U");
        draft.push(at).expect("place");
        let deploys = draft
            .options()
            .into_iter()
            .filter(|a| matches!(a, Action::Deploy { .. }))
            .count();
        assert_eq!(deploys, 16);
        assert_every_option_reachable(&draft);
    }

    /// The panel of `draft` fits Discord's limits and offers every legal next action.
    fn assert_every_option_reachable(draft: &TurnDraft) {
        let view = panel(&ctx(), draft);
        within_limits(&view);
        let reachable = paths(&view);
        for option in draft.options() {
            let mut p = draft.actions().to_vec();
            p.push(option);
            assert!(
                reachable.contains(&p),
                "{option:?} unreachable after {:?}",
                draft.actions()
            );
        }
    }

    #[test]
    fn wheel_panels_offer_every_crown_and_every_plague_answer() {
        let mut rng = carcassonne_engine::rng::Rng::new(5);
        let (mut crowns, mut plagues) = (0, 0);
        for seed in 0..12 {
            let config = GameConfig {
                game: carcassonne_engine::GameKind::WheelOfFortune,
                ..GameConfig::with_rules(3, [])
            };
            let mut game = Game::new(config, seed).expect("the Wheel of Fortune plays");
            while !game.is_over() {
                let view = prompt(&ctx(), &game);
                within_limits(&view);
                if wheel::is_plague(&game) {
                    // The question is the prompt itself: a button per follower on the land.
                    let reachable = paths(&view);
                    for a in game.legal_actions() {
                        assert!(reachable.contains(&vec![a]), "{a:?} unreachable");
                    }
                    assert!(matches!(view.pictures.as_slice(), [Picture::Plain]));
                    plagues += 1;
                }
                let mut draft = TurnDraft::new(&game);
                while !draft.is_complete() {
                    let options = draft.options();
                    if matches!(draft.step(), DraftStep::Figure { .. }) {
                        assert_every_option_reachable(&draft);
                        crowns += usize::from(options.iter().any(|a| {
                            matches!(
                                a,
                                Action::Deploy {
                                    spot: Spot::Space(_),
                                    ..
                                }
                            )
                        }));
                    }
                    // Figures whenever possible, so that the plague has followers to take.
                    let deploys: Vec<Action> = options
                        .iter()
                        .copied()
                        .filter(|a| matches!(a, Action::Deploy { .. }))
                        .collect();
                    let pick = if deploys.is_empty() {
                        options[rng.below(options.len())]
                    } else {
                        deploys[rng.below(deploys.len())]
                    };
                    draft.push(pick).expect("legal");
                }
                for &a in draft.actions() {
                    game.apply(a).expect("legal");
                }
            }
        }
        assert!(
            crowns > 0 && plagues > 0,
            "crowns {crowns}, plagues {plagues}"
        );
    }

    fn over_hill_and_dale(seed: u64) -> Game {
        let config = GameConfig {
            game: carcassonne_engine::GameKind::OverHillAndDale,
            ..GameConfig::with_rules(2, [])
        };
        Game::new(config, seed).expect("Over Hill and Dale plays")
    }

    #[test]
    fn over_hill_and_dale_panels_offer_meeples_stables_and_hikes_in_its_words() {
        let mut rng = carcassonne_engine::rng::Rng::new(12);
        let mut seen_hike = false;
        let mut seen_stable = false;
        for seed in 0..20 {
            let mut game = over_hill_and_dale(seed);
            while !game.is_over() {
                let mut draft = TurnDraft::new(&game);
                let placements = draft.options();
                if placements.is_empty() {
                    break;
                }
                draft
                    .push(placements[rng.below(placements.len())])
                    .expect("legal");
                if !draft.is_complete() {
                    assert_every_option_reachable(&draft);
                    let view = panel(&ctx(), &draft);
                    let json = serde_json::to_string(&view.rows).expect("serialises");
                    // Carcassonne's words never show through.
                    for word in ["follower", "road", "city", "farm"] {
                        assert!(!json.contains(word), "{word} in {json}");
                        assert!(!view.content.contains(word), "{word} in {}", view.content);
                    }
                    assert!(json.contains("No meeple"), "{json}");
                    let options = draft.options();
                    if let Some(&hike) = options.iter().find(|a| matches!(a, Action::Move { .. })) {
                        let label = sentence_case(&draft.game().describe(hike));
                        assert!(label.starts_with("Hike "), "{label}");
                        assert!(label.len() <= 80, "{label}");
                        assert!(json.contains(&label), "{label} not in {json}");
                        seen_hike = true;
                    }
                    if options.iter().any(|a| {
                        matches!(a, Action::Deploy { figure, .. } if *figure == FigureKind::STABLE)
                    }) {
                        assert!(json.contains(" · meadow (stable)"), "{json}");
                        seen_stable = true;
                    }
                }
                // Hike whenever possible, so that later panels have wanderers to move.
                draft
                    .complete_with(|_, o| {
                        o.iter()
                            .find(|a| matches!(a, Action::Move { .. }))
                            .or_else(|| o.iter().find(|a| matches!(a, Action::Deploy { .. })))
                            .or_else(|| o.first())
                            .copied()
                    })
                    .expect("complete");
                for &a in draft.actions() {
                    game.apply(a).expect("legal");
                }
            }
            if seen_hike && seen_stable {
                return;
            }
        }
        panic!("no panel offered a hike ({seen_hike}) and a stable ({seen_stable})");
    }
}
