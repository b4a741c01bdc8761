//! Over Hill and Dale in words: harvest tokens taken and held, the sets they make, stables
//! scored at the end, and the game's rules help ([`rules`]).

use crate::i18n::Lang;
use carcassonne_engine::expansions::hill_and_dale::{harvest_sets, Animal, Harvest};
use carcassonne_engine::{Event, Figure, Game, GameKind, ScoreKind, Tokens};
use carcassonne_render::cell_name;

use super::{RulesSection, Telling, Told};
use crate::discord::play::narrate::{points, tokens_words, Names};

mod rules;

/// Over Hill and Dale's words.
pub struct Part;

fn is_harvest(key: &str) -> bool {
    Harvest::from_name(key).is_some()
}

/// The harvest tokens among tokens (the goods of other rules are not harvest).
pub fn harvest_only(tokens: &[Tokens]) -> Vec<Tokens> {
    tokens
        .iter()
        .filter(|t| is_harvest(t.key))
        .copied()
        .collect()
}

/// "2 apples and 1 pumpkin (1 set of five fruits)": harvest tokens held and the sets they make.
pub fn harvest_words(tokens: &[Tokens], sets: u32) -> String {
    let mut out = tokens_words(tokens);
    match sets {
        0 => {}
        1 => out.push_str(" (1 set of five fruits)"),
        k => out.push_str(&format!(" ({k} sets of five fruits)")),
    }
    out
}

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        "over-hill-and-dale"
    }

    fn game_rules(&self, game: GameKind, _lang: Lang) -> Vec<RulesSection> {
        if game == GameKind::OverHillAndDale {
            rules::game_rules()
        } else {
            Vec::new()
        }
    }

    fn tell<'a>(
        &self,
        event: &'a Event,
        rest: &mut &'a [Event],
        cx: &mut Telling<'a>,
    ) -> Option<Told> {
        let line = match event {
            Event::TokensTaken { player, key, count } if is_harvest(key) => {
                // Everything one player took from one field, in one sentence.
                let mut taken = vec![Tokens { key, count: *count }];
                while let Some(Event::TokensTaken {
                    player: next,
                    key,
                    count,
                }) = rest.first()
                {
                    if next != player || !is_harvest(key) {
                        break;
                    }
                    taken.push(Tokens { key, count: *count });
                    *rest = &rest[1..];
                }
                format!(
                    "{} took harvest tokens: {}.",
                    cx.names.of(*player),
                    tokens_words(&taken)
                )
            }
            Event::Scored {
                kind: kind @ ScoreKind::Stable,
                tiles,
                points: n,
                winners,
                ..
            } => stable_words(*kind, tiles, *n, winners, cx),
            Event::Scored {
                kind: kind @ ScoreKind::Harvest,
                points: n,
                winners,
                ..
            } => {
                let held: Vec<String> = winners
                    .iter()
                    .map(|&p| {
                        let tokens = harvest_only(&cx.after.tokens(p));
                        harvest_words(&tokens, harvest_sets(&tokens))
                    })
                    .collect();
                format!(
                    "Final scoring, {}'s {}: {} for {}.",
                    cx.names.list(winners),
                    cx.after.words().score(*kind),
                    points(*n),
                    held.join("; ")
                )
            }
            _ => return None,
        };
        Some(Told::Line(line))
    }

    fn held_words(&self, tokens: &[Tokens], _lang: Lang) -> Option<String> {
        let harvest = harvest_only(tokens);
        (!harvest.is_empty()).then(|| {
            let sets = harvest_sets(&harvest);
            format!("; harvest tokens: {}", harvest_words(&harvest, sets))
        })
    }

    fn token_count(&self, key: &str, n: u32, _lang: Lang) -> Option<String> {
        if !is_harvest(key) {
            return None;
        }
        if n == 1 {
            return Some(format!("{n} {key}"));
        }
        let plural = match key.strip_suffix('y') {
            Some(stem) if !stem.ends_with(['a', 'e', 'i', 'o', 'u']) => format!("{stem}ies"),
            _ => format!("{key}s"),
        };
        Some(format!("{n} {plural}"))
    }
}

/// "Final scoring, alice's stable at **N1E2**: 4 animals around it, 4 points." The figure that
/// scored is the winner's figure named like the score kind whose square holds the tiles.
fn stable_words(
    kind: ScoreKind,
    tiles: &[carcassonne_engine::Pos],
    n: u32,
    winners: &[usize],
    cx: &Telling,
) -> String {
    let (after, names): (&Game, &Names) = (cx.after, cx.names);
    let words = after.words();
    let name = words.score(kind);
    let figures: Vec<Figure> = match cx.standing {
        Some(figures) => figures.to_vec(),
        None => after.figures().copied().collect(),
    };
    let at = figures
        .iter()
        .find(|f| {
            winners.contains(&f.player)
                && words.figure(f.kind) == name
                && tiles.iter().all(|&t| f.pos.is_near(t))
        })
        .map_or(String::new(), |f| format!(" at **{}**", cell_name(f.pos)));
    let animals: usize = tiles
        .iter()
        .filter_map(|&t| after.board().get(t))
        .map(|t| Animal::on(t.def()).count())
        .sum();
    format!(
        "Final scoring, {}'s {name}{at}: {animals} animal{} around it, {}.",
        names.list(winners),
        if animals == 1 { "" } else { "s" },
        points(n)
    )
}
