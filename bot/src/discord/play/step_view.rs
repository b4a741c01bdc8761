//! What a player sees of one step of their turn, built from the engine's turn model: the
//! options of a [`TurnDraft`] become menus and buttons whose controls carry their whole path
//! (see [`super::path`]). Nothing here knows an expansion: capability actions and decisions
//! are listed as the engine offers them and named by `Game::describe`.
//!
//! A turn is two taps in the common case: a placement from the public prompt's menu (cell and
//! rotation together), then a figure option on the private panel, which ends the turn. A tile
//! that fits one way only skips the first tap.

use carcassonne_engine::{Action, DraftStep, Game, Placement, Pos, TurnDraft};
use carcassonne_render::tile_words;
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use super::{path, Picture};
use crate::discord::control::Control;
use crate::i18n::Lang;
use crate::steps::{self, Choice, Marks};
use crate::store::GameId;

pub use crate::steps::{deploy_label, marked_cell, pass_label};

/// Discord's limits: rows per message, buttons per row, options per menu.
pub const ROWS: usize = 5;
const BUTTONS: usize = 5;
const OPTIONS: usize = 25;
/// Placements listed one by one (cell and rotation together) up to this many, in menus of
/// [`OPTIONS`]; beyond, the menus list cells and the rotation is chosen on the panel.
pub const COMBINED_MAX: usize = 4 * OPTIONS;
/// Cells listed per page of cell menus.
const CELLS_PER_PAGE: usize = 4 * OPTIONS;
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
    /// The language of its words: the game's on the public prompt, the reader's on a panel.
    pub lang: Lang,
}

impl StepCtx {
    fn control(&self, path: &[Action]) -> Option<String> {
        let path = path.to_vec();
        Control::Turn { path, menu: None }.id(self.game_id, self.turn)
    }
}

/// "7 · N2E3 · turned 90°" for a placement, the rotation only when the cell takes several.
fn placement_label(marks: &Marks, p: Placement, several: bool, lang: Lang) -> String {
    if several {
        crate::t!(
            lang,
            "turn-placement-turned",
            cell = marks.cell(p.pos),
            degrees = p.rotation.degrees()
        )
    } else {
        marks.cell(p.pos)
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
                        placement_label(&marks, p, several, ctx.lang),
                        value,
                    ))
                })
                .collect();
            let text = menu_text(
                &marks,
                chunk.first().map(|p| p.pos),
                chunk.last().map(|p| p.pos),
                placements.len() > OPTIONS,
                ctx.lang,
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
                let fits = crate::t!(ctx.lang, "turn-fits-ways", ways = list.len());
                Some(CreateSelectMenuOption::new(marks.cell(*pos), value).description(fits))
            })
            .collect();
        let text = menu_text(
            &marks,
            chunk.first().map(|c| c.0),
            chunk.last().map(|c| c.0),
            true,
            ctx.lang,
        );
        rows.extend(menu(ctx, &[], n, options, &text));
    }
    if pages > 1 {
        let next = (page + 1) % pages;
        let id = Control::MoreCells(next).fixed_id(ctx.game_id, ctx.turn);
        rows.push(CreateActionRow::Buttons(vec![CreateButton::new(id)
            .label(crate::t!(
                ctx.lang,
                "turn-more-cells",
                page = page + 1,
                pages = pages
            ))
            .style(ButtonStyle::Secondary)]));
    }
    rows
}

/// The menu's placeholder; with several menus, the marks each one lists ("(26 … 50)").
fn menu_text(
    marks: &Marks,
    first: Option<Pos>,
    last: Option<Pos>,
    ranged: bool,
    lang: Lang,
) -> String {
    let mark = |p: Option<Pos>| p.and_then(|p| marks.get(p));
    let text = where_menu(lang);
    match (mark(first), mark(last), ranged) {
        (Some(a), Some(b), true) => format!("{text} ({a} … {b})"),
        _ => text,
    }
}

/// The placement menus' placeholder in `lang`.
pub fn where_menu(lang: Lang) -> String {
    crate::t!(lang, "turn-where-menu")
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
    let step = steps::figure_step(draft, pos, ctx.lang);
    let turns: Vec<CreateButton> = step
        .rotations
        .iter()
        .filter_map(|(q, path)| {
            button(
                ctx,
                path,
                crate::t!(ctx.lang, "turn-rotate", degrees = q.rotation.degrees()),
                ButtonStyle::Secondary,
            )
        })
        .collect();
    let game = draft.game();
    let mut rows = Vec::new();
    let rows_left = ROWS - usize::from(!turns.is_empty());
    let follower_key = game.words().follower.key;
    let menu_text = crate::t!(ctx.lang, "turn-figure-menu", follower = follower_key);
    rows.extend(choice_rows(
        ctx,
        draft.actions(),
        step.choices,
        rows_left,
        &menu_text,
    ));
    if !turns.is_empty() {
        rows.push(CreateActionRow::Buttons(turns));
    }
    StepView {
        content: step.text,
        rows,
        pictures: vec![Picture::Closeup(Box::new(game.clone()))],
    }
}

/// A decision a capability asks of this seat: one control per option, named by the engine
/// (the plague's by the feature each follower stands on and what it is worth).
fn decision_step(ctx: &StepCtx, draft: &TurnDraft) -> StepView {
    let game = draft.game();
    let step = steps::decision_step(draft, ctx.lang);
    let menu_text = crate::t!(ctx.lang, "turn-choice-menu");
    let rows = choice_rows(ctx, draft.actions(), step.choices, ROWS, &menu_text);
    let pictures = if step.question {
        vec![Picture::Plain(Box::new(game.clone()))]
    } else {
        game.last_placed()
            .map(|_| Picture::Closeup(Box::new(game.clone())))
            .into_iter()
            .collect()
    };
    StepView {
        content: step.text,
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
            content: crate::t!(ctx.lang, "turn-choose-where", menu = where_menu(ctx.lang)),
            rows: placement_rows(ctx, &draft.game().legal_placements(), 0),
            pictures: Vec::new(),
        },
        _ => StepView {
            content: crate::t!(ctx.lang, "turn-complete"),
            rows: Vec::new(),
            pictures: Vec::new(),
        },
    }
}

/// The public prompt's controls and words for the step the game waits for: placement menus
/// (or the figure step straight away when the tile fits one way only), or a discard.
/// `drawer` says who drew the tile: `None` speaks to its player ("You drew"), their name on a
/// repost everyone reads.
pub fn prompt(ctx: &StepCtx, game: &Game, drawer: Option<&str>) -> StepView {
    let lang = ctx.lang;
    let draft = TurnDraft::new(game);
    let tile = game.current_tile();
    let mut drawn = tile.map_or_else(String::new, |t| format!("**{}**", tile_words(t, lang)));
    for note in crate::expansions::all(|p| p.drawn_note(game, lang)) {
        drawn.push_str(&format!(" ({note})"));
    }
    let you = if drawer.is_none() { "yes" } else { "no" };
    let drawer = drawer.unwrap_or_default();
    let drew = || {
        crate::t!(
            lang,
            "turn-drew",
            you = you,
            drawer = drawer,
            tile = drawn.as_str()
        )
    };
    match draft.step() {
        DraftStep::Place { .. } => {
            let options = draft.options();
            if options == [Action::Discard] {
                let discard = crate::t!(lang, "turn-discard-button");
                let rows = button(
                    ctx,
                    &[Action::Discard],
                    discard.clone(),
                    ButtonStyle::Danger,
                )
                .map(|b| vec![CreateActionRow::Buttons(vec![b])])
                .unwrap_or_default();
                let nowhere = crate::t!(lang, "turn-fits-nowhere", discard = discard);
                return StepView {
                    content: format!("{} {nowhere}", drew()),
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
                    let once =
                        crate::t!(lang, "turn-fits-once", cell = marked_cell(game, only.pos));
                    view.content = format!("{} {once}\n{}", drew(), view.content);
                    view.pictures
                        .insert(0, Picture::Board(Box::new(game.clone())));
                    return view;
                }
            }
            let cells = by_cell(&placements).len();
            let how = if placements.len() <= COMBINED_MAX {
                crate::t!(lang, "turn-how-combined")
            } else {
                crate::t!(lang, "turn-how-cells")
            };
            let beside = crate::t!(
                lang,
                "turn-drew-beside",
                you = you,
                drawer = drawer,
                tile = drawn.as_str()
            );
            let fits = crate::t!(
                lang,
                "turn-fits",
                ways = placements.len(),
                cells = cells,
                how = how
            );
            StepView {
                content: format!("{beside} {fits}"),
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
