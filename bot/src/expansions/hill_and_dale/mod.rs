//! Over Hill and Dale in words: harvest tokens taken and held, the sets they make, stables
//! scored at the end, and the game's rules help ([`rules`]).

use crate::i18n::Lang;
use carcassonne_engine::expansions::hill_and_dale::{harvest_sets, Animal, Harvest};
use carcassonne_engine::{Event, Figure, Game, GameKind, ScoreKind, Tokens};
use carcassonne_render::cell_name;

use super::{RulesSection, Telling, Told};
use crate::discord::play::narrate::{tokens_words, Names};

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

/// "2 apples and 1 pumpkin (1 set of five fruits)": harvest tokens held and the sets they
/// make.
pub fn harvest_words(lang: Lang, tokens: &[Tokens], sets: u32) -> String {
    let tokens = tokens_words(lang, tokens);
    if sets == 0 {
        tokens
    } else {
        crate::t!(
            lang,
            "hill-and-dale-with-sets",
            tokens = tokens,
            sets = sets
        )
    }
}

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        "over-hill-and-dale"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        [
            carcassonne_i18n::sources!("locales"),
            carcassonne_i18n::sources!("rules"),
        ]
        .concat()
    }

    fn game_rules(&self, game: GameKind, lang: Lang) -> Vec<RulesSection> {
        if game == GameKind::OverHillAndDale {
            rules::game_rules(lang)
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
        let lang = cx.lang;
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
                crate::t!(
                    lang,
                    "hill-and-dale-took-harvest",
                    player = cx.names.of(lang, *player),
                    tokens = tokens_words(lang, &taken),
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
                kind: ScoreKind::Harvest,
                points: n,
                winners,
                ..
            } => {
                let held: Vec<String> = winners
                    .iter()
                    .map(|&p| {
                        let tokens = harvest_only(&cx.after.tokens(p));
                        harvest_words(lang, &tokens, harvest_sets(&tokens))
                    })
                    .collect();
                crate::t!(
                    lang,
                    "hill-and-dale-harvest-scored",
                    players = cx.names.list(lang, winners),
                    points = *n,
                    held = held.join("; "),
                )
            }
            _ => return None,
        };
        Some(Told::Line(line))
    }

    fn held_words(&self, tokens: &[Tokens], lang: Lang) -> Option<String> {
        let harvest = harvest_only(tokens);
        (!harvest.is_empty()).then(|| {
            let sets = harvest_sets(&harvest);
            let words = harvest_words(lang, &harvest, sets);
            format!(
                "; {}",
                crate::t!(lang, "hill-and-dale-held", tokens = words)
            )
        })
    }

    /// "2 strawberries": `$harvest` selects the token by its key.
    fn token_count(&self, key: &str, n: u32, lang: Lang) -> Option<String> {
        is_harvest(key).then(|| {
            crate::t!(
                lang,
                "hill-and-dale-harvest-count",
                harvest = key,
                count = n
            )
        })
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
    let (after, names, lang): (&Game, &Names, Lang) = (cx.after, cx.names, cx.lang);
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
        .map(|f| cell_name(f.pos));
    let animals: usize = tiles
        .iter()
        .filter_map(|&t| after.board().get(t))
        .map(|t| Animal::on(t.def()).count())
        .sum();
    let players = names.list(lang, winners);
    match at {
        Some(cell) => crate::t!(
            lang,
            "hill-and-dale-stable-scored-at",
            players = players,
            cell = cell,
            animals = animals,
            points = n,
        ),
        None => crate::t!(
            lang,
            "hill-and-dale-stable-scored",
            players = players,
            animals = animals,
            points = n,
        ),
    }
}
