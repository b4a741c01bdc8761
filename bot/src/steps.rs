//! What one step of a turn offers, in words, for any front end: the engine's turn model
//! ([`TurnDraft`]) turned into choices that carry their whole path of actions. Discord shows
//! them as buttons and menus (`discord::play::step_view`), the web view as targets on the board
//! and buttons (`web::turn`); both read the same labels, so a player finds the same option by
//! the same name in either. Nothing here knows an expansion: capability actions and decisions
//! are listed as the engine offers them and named by `Game::describe` or the part that asks.

use carcassonne_engine::{Action, FigureKind, Game, Phase, Placement, Pos, Spot, TurnDraft};
use carcassonne_render::{cell_marks, cell_name};

use crate::discord::play::sentence_case;
use crate::i18n::{Args, Lang};

/// The marks the board picture draws on the cells where the tile fits, by cell: the same
/// numbering as the picture's ([`cell_marks`]), from the same list of placements.
pub struct Marks(Vec<(Pos, String)>);

impl Marks {
    pub fn of(placements: &[Placement]) -> Marks {
        Marks(cell_marks(placements))
    }

    pub fn get(&self, pos: Pos) -> Option<&str> {
        self.0
            .iter()
            .find(|(p, _)| *p == pos)
            .map(|(_, m)| m.as_str())
    }

    /// "7 · N2E3": the mark a player finds on the picture, then the cell's lasting name (the
    /// board's coordinates, the same in every language).
    pub fn cell(&self, pos: Pos) -> String {
        match self.get(pos) {
            Some(mark) => format!("{mark} · {}", cell_name(pos)),
            None => cell_name(pos),
        }
    }
}

/// How the tile's cell is named where a player matches it with the board picture of the turn
/// (`game` waits for the tile to be placed): "7 · N2E3".
pub fn marked_cell(game: &Game, pos: Pos) -> String {
    Marks::of(&game.legal_placements()).cell(pos)
}

/// Words for a figure option in the game's own words: "3 · road", "1 · city (large
/// follower)", "2 · meadow (stable)".
pub fn deploy_label(
    game: &Game,
    pos: Pos,
    number: usize,
    spot: Spot,
    figure: FigureKind,
    lang: Lang,
) -> String {
    let words = game.words();
    // One of a kind: the nouns take `$count` for their plural.
    let one = Args::new().with("count", 1);
    let place = match game.spot_kind(pos, spot) {
        Some(k) => crate::i18n::text(lang, words.spot_key(k), &one),
        None => crate::t!(lang, "turn-spot"),
    };
    if figure == FigureKind::FOLLOWER {
        crate::t!(lang, "turn-deploy", number = number, place = place)
    } else {
        let figure = crate::i18n::text(lang, &words.figure_key(figure), &one);
        crate::t!(
            lang,
            "turn-deploy-figure",
            number = number,
            place = place,
            figure = figure
        )
    }
}

/// The option that ends the figure step without a figure: "No follower", "No meeple".
pub fn pass_label(game: &Game, lang: Lang) -> String {
    crate::t!(lang, "turn-pass", follower = game.words().follower.key)
}

/// Where a choice is found besides its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Spot `number` (1, 2, … as the close-up numbers them) of the tile just placed.
    Spot { number: usize, spot: Spot },
    /// A space of a piece laid over the board (a crown of the wheel).
    Space(u8),
    /// Anywhere else: no figure, a decision, a figure taken back or moved.
    Elsewhere,
}

/// One option of a step: its label and the path it leads to.
#[derive(Clone, Debug)]
pub struct Choice {
    pub label: String,
    pub path: Vec<Action>,
    /// The step's main options (figures on spots, answers to a question); the rest are
    /// secondary (no figure, other actions).
    pub primary: bool,
    pub target: Target,
}

/// The step after the placement: every legal figure option on the tile's spots, every other
/// action the engine offers (spaces of board pieces, figures taken back or moved), no figure,
/// and the other rotations at the same cell.
pub struct FigureStep {
    pub pos: Pos,
    /// The placement the path made, when it made one (a figure step straight after the
    /// turn began has none).
    pub placed: Option<Placement>,
    pub choices: Vec<Choice>,
    /// The other rotations of the tile at the same cell, each with its path.
    pub rotations: Vec<(Placement, Vec<Action>)>,
    /// What the panel says: the cell, and where to tap on the close-up.
    pub text: String,
    /// The same without where to tap, for a front end that says that itself: the cell, and
    /// what an expansion adds about its spaces.
    pub about: String,
    /// The option that takes no figure ("No follower"), as its label reads.
    pub pass: String,
}

/// The figure step of `draft` at `pos` in `lang`.
pub fn figure_step(draft: &TurnDraft, pos: Pos, lang: Lang) -> FigureStep {
    let game = draft.game();
    let base: Vec<Action> = draft.actions().to_vec();
    let with = |action: Action| {
        let mut path = base.clone();
        path.push(action);
        path
    };
    let spots = game.deploy_spots();
    let mut choices = Vec::new();
    for (i, &spot) in spots.iter().enumerate() {
        for figure in game.figures_for(spot) {
            choices.push(Choice {
                label: deploy_label(game, pos, i + 1, spot, figure, lang),
                path: with(Action::Deploy { spot, figure }),
                primary: true,
                target: Target::Spot {
                    number: i + 1,
                    spot,
                },
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
                choices.push(Choice {
                    label: crate::expansions::space_label(game, k, lang).unwrap_or_else(|| {
                        sentence_case(&crate::i18n::note(lang, &game.describe(action)))
                    }),
                    path: with(action),
                    primary: false,
                    target: Target::Space(k),
                });
                spaces += 1;
                continue;
            }
            Action::Deploy { .. } | Action::Pass => continue,
            _ => {}
        }
        let mut label = sentence_case(&crate::i18n::note(lang, &game.describe(action)));
        // A figure moving says where it ends, by the cell names the board shows: two
        // wanderers may offer hikes of the same direction and length.
        if let Action::Move { to, .. } = action {
            // The start tile's cell is named "0" on the board, which reads badly in words.
            label = if to == Pos::ORIGIN {
                crate::t!(lang, "turn-move-to-start", action = label)
            } else {
                crate::t!(lang, "turn-move-to", action = label, cell = cell_name(to))
            };
        }
        choices.push(Choice {
            label,
            path: with(action),
            primary: false,
            target: Target::Elsewhere,
        });
    }
    let pass = pass_label(game, lang);
    choices.push(Choice {
        label: pass.clone(),
        path: with(Action::Pass),
        primary: false,
        target: Target::Elsewhere,
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
    let rotations = match placed {
        Some(p) => draft
            .base()
            .legal_placements()
            .into_iter()
            .filter(|q| q.pos == p.pos && *q != p)
            .map(|q| {
                let mut path = before_place.clone();
                path.push(Action::Place(q));
                (q, path)
            })
            .collect(),
        None => Vec::new(),
    };
    // Named with its mark as the menu listed it, for a player checking against the board.
    let cell = marked_cell(draft.base(), pos);
    let heading = match placed {
        Some(p) => crate::t!(
            lang,
            "turn-panel-cell-turned",
            cell = cell,
            degrees = p.rotation.degrees()
        ),
        None => crate::t!(lang, "turn-panel-cell", cell = cell),
    };
    let mut text = heading.clone();
    let mut about = heading;
    let follower = game.words().follower;
    let notes = if spaces > 0 {
        crate::expansions::first(|p| p.space_notes(game, &follower, &pass, lang))
    } else {
        None
    };
    if let (true, Some(notes)) = (spots.is_empty(), &notes) {
        text.push_str(&notes.only_spaces);
        about.push_str(&notes.only_spaces);
    } else if spots.is_empty() {
        let none = crate::t!(
            lang,
            "turn-no-spot",
            follower = follower.key,
            pass = pass.as_str()
        );
        text.push(' ');
        text.push_str(&none);
        about.push(' ');
        about.push_str(&none);
    } else {
        text.push(' ');
        text.push_str(&crate::t!(lang, "turn-tap-spot", pass = pass.as_str()));
    }
    if let Some(notes) = notes {
        text.push_str(&notes.about);
        about.push_str(&notes.about);
    }
    FigureStep {
        pos,
        placed,
        choices,
        rotations,
        text,
        about,
        pass,
    }
}

/// A decision a capability asks of this seat: one choice per option, named by the part that
/// asks (the plague's by the feature each follower stands on and what it is worth) or by the
/// engine.
pub struct DecisionStep {
    pub choices: Vec<Choice>,
    pub text: String,
    /// A part asks a question of a player (the plague), which shows the board rather than the
    /// tile just placed.
    pub question: bool,
}

/// The decision step of `draft` in `lang`.
pub fn decision_step(draft: &TurnDraft, lang: Lang) -> DecisionStep {
    let game = draft.game();
    let question = crate::expansions::asking(game);
    let base: Vec<Action> = draft.actions().to_vec();
    let choices = draft
        .options()
        .into_iter()
        .map(|action| {
            let mut path = base.clone();
            let label = question
                .and_then(|q| q.label(game, action, lang))
                .unwrap_or_else(|| sentence_case(&crate::i18n::note(lang, &game.describe(action))));
            path.push(action);
            Choice {
                label,
                path,
                primary: true,
                target: Target::Elsewhere,
            }
        })
        .collect();
    match question {
        Some(q) => DecisionStep {
            choices,
            text: q.panel_words(game, lang),
            question: true,
        },
        None => DecisionStep {
            choices,
            text: crate::t!(lang, "turn-choose"),
            question: false,
        },
    }
}

/// Whether `draft`, built from `game` by the player who must act, is to be stored as it is:
/// it is complete, or it answered a question asked before the turn's tile is placed (the
/// plague), which is stored at once even when the same player places the tile next, so that
/// the channel shows the placement prompt with its board as for any turn.
pub fn ready_to_commit(game: &Game, draft: &TurnDraft) -> bool {
    let answered = matches!(game.phase(), Phase::Decide { .. })
        && matches!(draft.game().phase(), Phase::Place { .. });
    draft.is_complete() || answered
}
