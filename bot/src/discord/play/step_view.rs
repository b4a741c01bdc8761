//! What a player sees of one step of their turn, built from the engine's turn model: the
//! options of a [`TurnDraft`] become menus and buttons whose controls carry their whole path
//! (see [`super::path`]). Nothing here knows an expansion: capability actions and decisions
//! are listed as the engine offers them and named by `Game::describe`.
//!
//! A turn is two taps in the common case: a placement from the public prompt's menu (cell and
//! rotation together), then a figure option on the private panel, which ends the turn. A tile
//! that fits one way only skips the first tap.

use carcassonne_engine::{Action, DraftStep, FigureKind, Game, Placement, Pos, Spot, TurnDraft};
use carcassonne_render::{cell_marks, cell_name, tile_words};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use super::{path, sentence_case, Picture};
use crate::discord::control::Control;
use crate::store::GameId;

/// Discord's limits: rows per message, buttons per row, options per menu.
pub const ROWS: usize = 5;
const BUTTONS: usize = 5;
const OPTIONS: usize = 25;
/// Placements listed one by one (cell and rotation together) up to this many, in menus of
/// [`OPTIONS`]; beyond, the menus list cells and the rotation is chosen on the panel.
pub const COMBINED_MAX: usize = 4 * OPTIONS;
/// Cells listed per page of cell menus.
const CELLS_PER_PAGE: usize = 4 * OPTIONS;
/// Text of the public placement menus, also what tests look for.
pub const WHERE_MENU: &str = "Where does the tile go?";

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
        let path = path.to_vec();
        Control::Turn { path, menu: None }.id(self.game_id, self.turn)
    }
}

/// The marks the board picture draws on the cells where the tile fits, by cell: the same
/// numbering as the picture's ([`cell_marks`]), from the same list of placements.
struct Marks(Vec<(Pos, String)>);

impl Marks {
    fn of(placements: &[Placement]) -> Marks {
        Marks(cell_marks(placements))
    }

    fn get(&self, pos: Pos) -> Option<&str> {
        self.0
            .iter()
            .find(|(p, _)| *p == pos)
            .map(|(_, m)| m.as_str())
    }

    /// "7 · N2E3": the mark a player finds on the picture, then the cell's lasting name.
    fn cell(&self, pos: Pos) -> String {
        match self.get(pos) {
            Some(mark) => format!("{mark} · {}", cell_name(pos)),
            None => cell_name(pos),
        }
    }
}

/// "7 · N2E3 · turned 90°" for a placement, the rotation only when the cell takes several.
fn placement_label(marks: &Marks, p: Placement, several: bool) -> String {
    if several {
        format!("{} · turned {}°", marks.cell(p.pos), p.rotation.degrees())
    } else {
        marks.cell(p.pos)
    }
}

/// How the tile's cell is named where a player matches it with the board picture of the turn
/// (`game` waits for the tile to be placed): "7 · N2E3".
pub fn marked_cell(game: &Game, pos: Pos) -> String {
    Marks::of(&game.legal_placements()).cell(pos)
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
    let control = Control::Turn {
        path: prefix.to_vec(),
        menu: Some(n),
    };
    let id = control.id(ctx.game_id, ctx.turn)?;
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
    let marks = Marks::of(placements);
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
                        placement_label(&marks, p, several),
                        value,
                    ))
                })
                .collect();
            let text = menu_text(
                &marks,
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
                    CreateSelectMenuOption::new(marks.cell(*pos), value).description(format!(
                        "fits {ways} way{}",
                        if ways == 1 { "" } else { "s" }
                    )),
                )
            })
            .collect();
        let text = menu_text(
            &marks,
            chunk.first().map(|c| c.0),
            chunk.last().map(|c| c.0),
            true,
        );
        rows.extend(menu(ctx, &[], n, options, &text));
    }
    if pages > 1 {
        let next = (page + 1) % pages;
        let id = Control::MoreCells(next).fixed_id(ctx.game_id, ctx.turn);
        rows.push(CreateActionRow::Buttons(vec![CreateButton::new(id)
            .label(format!("More cells ({} of {pages})", page + 1))
            .style(ButtonStyle::Secondary)]));
    }
    rows
}

/// The menu's placeholder; with several menus, the marks each one lists ("(26 … 50)").
fn menu_text(marks: &Marks, first: Option<Pos>, last: Option<Pos>, ranged: bool) -> String {
    let mark = |p: Option<Pos>| p.and_then(|p| marks.get(p));
    match (mark(first), mark(last), ranged) {
        (Some(a), Some(b), true) => format!("{WHERE_MENU} ({a} … {b})"),
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
    let mut spaces = 0;
    for action in draft.options() {
        match action {
            // A space of a board piece (a crown of the wheel) instead of a spot on the tile.
            Action::Deploy {
                spot: Spot::Space(k),
                ..
            } => {
                let mut path = base.clone();
                path.push(action);
                choices.push(Choice {
                    label: crate::expansions::space_label(game, k, crate::i18n::UNSET)
                        .unwrap_or_else(|| sentence_case(&crate::i18n::note(crate::i18n::UNSET, &game.describe(action)))),
                    path,
                    primary: false,
                });
                spaces += 1;
                continue;
            }
            Action::Deploy { .. } | Action::Pass => continue,
            _ => {}
        }
        let mut path = base.clone();
        path.push(action);
        let mut label = sentence_case(&crate::i18n::note(crate::i18n::UNSET, &game.describe(action)));
        // A figure moving says where it ends, by the cell names the board shows: two
        // wanderers may offer hikes of the same direction and length.
        if let Action::Move { to, .. } = action {
            // The start tile's cell is named "0" on the board, which reads badly in words.
            if to == Pos::ORIGIN {
                label.push_str(", to the start tile");
            } else {
                label.push_str(&format!(", to {}", cell_name(to)));
            }
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
    // Named with its mark as the menu listed it, for a player checking against the board.
    let mut content = format!("**{}**{rotation}.", marked_cell(draft.base(), pos));
    let follower = game.words().follower;
    let notes = if spaces > 0 {
        crate::expansions::first(|p| p.space_notes(game, &follower, &pass, crate::i18n::UNSET))
    } else {
        None
    };
    if let (true, Some(notes)) = (spots.is_empty(), &notes) {
        content.push_str(&notes.only_spaces);
    } else if spots.is_empty() {
        content.push_str(&format!(
            " No spot on this tile can take {}: press **{pass}** to end your turn.",
            follower.a
        ));
    } else {
        content.push_str(&format!(" Tap a numbered spot (as on the picture) to place a figure there, or **{pass}**: either ends your turn."));
    }
    if let Some(notes) = notes {
        content.push_str(&notes.about);
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
    let question = crate::expansions::asking(game);
    let base: Vec<Action> = draft.actions().to_vec();
    let choices: Vec<Choice> = draft
        .options()
        .into_iter()
        .map(|action| {
            let mut path = base.clone();
            let label = question
                .and_then(|q| q.label(game, action, crate::i18n::UNSET))
                .unwrap_or_else(|| sentence_case(&crate::i18n::note(crate::i18n::UNSET, &game.describe(action))));
            path.push(action);
            Choice {
                label,
                path,
                primary: true,
            }
        })
        .collect();
    let rows = choice_rows(ctx, &base, choices, ROWS, "Your choice");
    if let Some(q) = question {
        return StepView {
            content: q.panel_words(game, crate::i18n::UNSET),
            rows,
            pictures: vec![Picture::Plain(Box::new(game.clone()))],
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
/// `drawer` says who drew the tile: "You" to its player, their name on a repost everyone
/// reads.
pub fn prompt(ctx: &StepCtx, game: &Game, drawer: &str) -> StepView {
    let draft = TurnDraft::new(game);
    let tile = game.current_tile();
    let mut drawn = tile.map_or_else(String::new, |t| format!("**{}**", tile_words(t)));
    for note in crate::expansions::all(|p| p.drawn_note(game, crate::i18n::UNSET)) {
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
                    content: format!("{drawer} drew {drawn}. It fits nowhere: press **Discard tile** to put it aside and draw another."),
                    rows,
                    pictures: vec![Picture::Board(Box::new(game.clone()))],
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
                        "{drawer} drew {drawn}. It fits one way only, at **{}**: it is placed there.\n{}",
                        marked_cell(game, only.pos),
                        view.content
                    );
                    view.pictures
                        .insert(0, Picture::Board(Box::new(game.clone())));
                    return view;
                }
            }
            let cells = by_cell(&placements).len();
            let how = if placements.len() <= COMBINED_MAX {
                "choose cell and rotation in the menu by the cell's number"
            } else {
                "choose a cell in the menu by its number (the panel offers its rotations)"
            };
            StepView {
                content: format!(
                    "{drawer} drew {drawn}, shown beside the board. It fits {} way{} in {cells} highlighted, numbered cell{}: {how}.",
                    placements.len(),
                    if placements.len() == 1 { "" } else { "s" },
                    if cells == 1 { "" } else { "s" },
                ),
                rows: placement_rows(ctx, &placements, 0),
                pictures: vec![Picture::Board(Box::new(game.clone()))],
            }
        }
        // A question to other players shows the board with its figures, nothing to place yet.
        DraftStep::Decide { .. } if crate::expansions::asking(game).is_some() => panel(ctx, &draft),
        _ => {
            let mut view = panel(ctx, &draft);
            view.pictures
                .insert(0, Picture::Board(Box::new(game.clone())));
            view
        }
    }
}

#[cfg(test)]
mod tests;
