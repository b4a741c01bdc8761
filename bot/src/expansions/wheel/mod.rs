//! The Wheel of Fortune in words: crown buttons, the drawn tile's wheel number, the plague's
//! choices, the pig in the status, the lines the narration reads for the wheel, and its part
//! of the rules help ([`rules`]).
//!
//! The engine says what happens (the pig's segment, crowns, who is asked); this module only
//! words it. Everything here is about games that have a wheel: elsewhere it says nothing.

use crate::i18n::Lang;
use carcassonne_engine::expansions::wheel::{WheelSegment, CAPABILITY};
use carcassonne_engine::{Action, Event, FigureKind, Game, GameConfig, Noun, Pos, ScoreKind, Spot};
use carcassonne_render::cell_name;

use super::{Question, RulesSection, SpaceNotes, Telling, Told};
use crate::discord::play::narrate::{join_names, take_while, Names};
use crate::discord::play::sentence_case;

mod rules;
#[cfg(test)]
mod tests;

/// The Wheel of Fortune's words.
pub struct Part;

/// The plague: each player with a follower on the land sends one home.
struct Plague;

/// Where the narration keeps the segment the pig reached last in a move.
const PIG: &str = "wheel.pig";

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        CAPABILITY
    }

    fn rules(&self, config: &GameConfig, _lang: Lang) -> Vec<RulesSection> {
        rules::rules(config)
    }

    fn tell<'a>(
        &self,
        event: &'a Event,
        rest: &mut &'a [Event],
        cx: &mut Telling<'a>,
    ) -> Option<Told> {
        let line = match event {
            Event::FigureReturned {
                player,
                figure,
                pos,
                spot,
            } if cx.answering == Some(CAPABILITY) => {
                let returned = Returned {
                    player: *player,
                    figure: *figure,
                    pos: *pos,
                    spot: *spot,
                };
                plague_line(cx.after, &returned, cx.names)
            }
            Event::Happened {
                capability: CAPABILITY,
                what,
                player,
                count,
                ..
            } => {
                let (Some(segment), Ok(steps)) =
                    (WheelSegment::from_key(what), u8::try_from(*count))
                else {
                    return Some(Told::Silent);
                };
                cx.notes.push((PIG, segment.key().to_owned()));
                let mut asked = Vec::new();
                let gains = take_while(rest, |e| match e {
                    Event::Scored {
                        kind: ScoreKind::Wheel,
                        points,
                        winners,
                        ..
                    } => Some(gains_of(winners, *points)),
                    Event::DecisionAsked { player, .. } => {
                        asked.push(*player);
                        Some(Vec::new())
                    }
                    _ => None,
                });
                let gains: Vec<(usize, u32)> = gains.into_iter().flatten().collect();
                turned_line(*player, steps, segment, &gains, &asked, cx.names)
            }
            Event::Scored {
                kind: ScoreKind::Crown,
                points,
                winners,
                ..
            } => {
                let mut gains = gains_of(winners, *points);
                // Each crown's points, then its follower going home, then the next crown's.
                let more = take_while(rest, |e| match e {
                    Event::Scored {
                        kind: ScoreKind::Crown,
                        points,
                        winners,
                        ..
                    } => Some(gains_of(winners, *points)),
                    Event::FigureReturned {
                        spot: Spot::Space(_),
                        ..
                    } => Some(Vec::new()),
                    _ => None,
                });
                gains.extend(more.into_iter().flatten());
                let pig = cx.note(PIG).and_then(WheelSegment::from_key);
                crown_line(pig, &gains, cx.names, &cx.after.words().follower)
            }
            _ => return None,
        };
        Some(Told::Line(line))
    }

    fn space_words(&self, game: &Game, k: u8, _lang: Lang) -> Option<String> {
        game.wheel()?;
        WheelSegment::of_space(k).map(|segment| format!("a crown of **{}**", segment.name()))
    }

    fn space_label(&self, game: &Game, k: u8, _lang: Lang) -> Option<String> {
        game.wheel()?;
        Some(crown_label(game, k))
    }

    fn space_notes(&self, game: &Game, follower: &Noun, pass: &str, _lang: Lang) -> Option<SpaceNotes> {
        let wheel = game.wheel()?;
        Some(SpaceNotes {
            only_spaces: format!(
                " No spot on this tile can take {}: put one on a **Crown** of the wheel, or press **{pass}**; either ends your turn.",
                follower.a,
            ),
            about: format!(
                " A **Crown** takes {} off the land instead: it scores when the pig lands on its segment (the pig is on **{}**).",
                follower.a,
                wheel.pig.name()
            ),
        })
    }

    fn drawn_note(&self, game: &Game, _lang: Lang) -> Option<String> {
        drawn_note(game)
    }

    fn first_prompt_line(&self, game: &Game, names: &Names, _lang: Lang) -> Option<String> {
        first_draw_points(game, names)
    }

    fn status_line(&self, game: &Game, names: &Names, _lang: Lang) -> Option<String> {
        status_line(game, names)
    }

    fn question(&self) -> Option<&'static dyn Question> {
        Some(&Plague)
    }
}

impl Question for Plague {
    fn label(&self, game: &Game, action: Action, _lang: Lang) -> Option<String> {
        match action {
            Action::Withdraw { pos, spot } => Some(plague_label(game, pos, spot)),
            _ => None,
        }
    }

    fn prompt(&self, game: &Game, names: &Names, _lang: Lang) -> String {
        plague_prompt(game, names)
    }

    fn panel_words(&self, game: &Game, _lang: Lang) -> String {
        format!(
            "The plague: which of your {} goes home? The board shows where they stand.",
            game.words().follower.many
        )
    }

    fn waiting_for(&self, _lang: Lang) -> &'static str {
        " to choose which follower the plague sends home"
    }

    fn not_yours(&self, asked: &str, seated: bool, removed: bool, _lang: Lang) -> String {
        match (seated, removed) {
            (true, true) => format!("You left this game; the plague asks {asked} now."),
            (true, false) => format!(
                "That choice is not yours: the plague asks {asked} now (each player with a follower on the land chooses in turn, and you will be mentioned if it is yours). Nothing was changed."
            ),
            (false, _) => format!(
                "You are not playing in this game; the plague asks {asked} now. Nothing was changed."
            ),
        }
    }

    fn reminder(&self, mention: &str, turn: u32, since: i64, timeout: Option<String>, _lang: Lang) -> String {
        let timeout = timeout.map_or(String::new(), |after| {
            format!(
                " If you have not chosen {after} after you were asked, I send home the one on the feature worth the least."
            )
        });
        format!(
            "⏰ {mention}, the plague still waits for your choice in Carcassonne (turn {turn}, since <t:{since}:R>): which of your followers goes home?{timeout}"
        )
    }

    /// The plague sends home **the follower standing on the feature worth the least right
    /// now** (`Game::feature_at(pos, spot).value`: what the feature would score if it were
    /// scored now, as completed if it is); on a tie, the first the engine lists. It costs the
    /// absent player the least, and it is the same choice however often the timer is handled.
    fn timeout_choice(&self, game: &Game) -> Option<Action> {
        game.legal_actions()
            .into_iter()
            .filter_map(|action| match action {
                Action::Withdraw { pos, spot } => {
                    let worth = game.feature_at(pos, spot).map_or(u32::MAX, |f| f.value);
                    Some((worth, action))
                }
                _ => None,
            })
            // `min_by_key` keeps the first of equal ones.
            .min_by_key(|(worth, _)| *worth)
            .map(|(_, action)| action)
    }

    fn timed_out(&self, game: &Game, action: Action, who: &str, waited: &str, _lang: Lang) -> String {
        let chosen = match action {
            Action::Withdraw { pos, spot } => chosen_words(game, pos, spot),
            _ => "one of their followers".to_owned(),
        };
        format!(
            "⌛ {who} did not answer the plague for {waited}; chosen for them: {chosen}, the least valuable."
        )
    }
}

/// Each winner of a `Scored` event with the points it gave them.
fn gains_of(winners: &[usize], points: u32) -> Vec<(usize, u32)> {
    winners.iter().map(|&w| (w, points)).collect()
}

/// Segments from the pig to `segment`, clockwise (6 when the pig stands on it: a full turn).
fn distance(pig: WheelSegment, segment: WheelSegment) -> usize {
    match (segment.index() + 6 - pig.index()) % 6 {
        0 => 6,
        d => d,
    }
}

/// The button of a crown: "Crown: Taxes (2 spaces, scores 6 alone; pig 1 away)", or, with
/// one of its two spaces taken, "Crown: Taxes (shared, 3 each; pig 1 away)".
pub fn crown_label(game: &Game, space: u8) -> String {
    let Some(segment) = WheelSegment::of_space(space) else {
        return format!("Crown space {space}");
    };
    let crowns = segment.crowns();
    let taken = game
        .wheel()
        .map(|w| {
            w.crowns
                .iter()
                .filter(|c| c.segment == segment && c.figure.is_some())
                .count()
        })
        .unwrap_or(0);
    let worth = if taken > 0 {
        "shared, 3 each".to_owned()
    } else if crowns == 1 {
        "1 space, scores 3".to_owned()
    } else {
        format!("{crowns} spaces, scores {} alone", 3 * u32::from(crowns))
    };
    let away = game.wheel().map_or(String::new(), |w| {
        format!("; pig {} away", distance(w.pig, segment))
    });
    format!("Crown: {} ({worth}{away})", segment.name())
}

/// What the drawn tile did to the pig, for the turn prompt: "wheel 2: the pig moved 2
/// segments to **Famine**"; `None` for a tile without a wheel number or a game without a wheel.
pub fn drawn_note(game: &Game) -> Option<String> {
    let tile = game.current_tile()?;
    let steps = carcassonne_engine::expansions::wheel::number_of(tile.def());
    let wheel = game.wheel()?;
    (steps > 0).then(|| {
        format!(
            "wheel {steps}: the pig moved {steps} segment{} to **{}**",
            if steps == 1 { "" } else { "s" },
            wheel.pig.name()
        )
    })
}

/// The wheel points each player had before anyone played: the first tile is drawn at set-up,
/// so its action is told with the first prompt. `None` after the first turn or without points.
pub fn first_draw_points(game: &Game, names: &Names<'_>) -> Option<String> {
    if game.turn() > 0 || game.wheel().is_none() {
        return None;
    }
    let gains: Vec<(usize, u32)> = (0..game.players())
        .map(|p| {
            (
                p,
                game.breakdown(p).get(carcassonne_engine::ScoreKind::Wheel),
            )
        })
        .filter(|(_, n)| *n > 0)
        .collect();
    (!gains.is_empty()).then(|| {
        let pig = game.wheel().map_or(WheelSegment::Fortune, |w| w.pig);
        format!(
            "🐷 {}: {} — {}.",
            pig.name(),
            pig.effect(),
            gains_words(&gains, names)
        )
    })
}

/// "alice +2, bob +1", in seat order.
pub fn gains_words(gains: &[(usize, u32)], names: &Names<'_>) -> String {
    let mut gains = gains.to_vec();
    gains.sort_by_key(|(p, _)| *p);
    let parts: Vec<String> = gains
        .iter()
        .map(|(p, n)| format!("{} +{n}", names.of(*p)))
        .collect();
    parts.join(", ")
}

/// Where a follower stands, in the game's words: "city at N1E2".
fn place_words(game: &Game, pos: Pos, spot: Spot) -> String {
    let words = game.words();
    let place = game
        .spot_kind(pos, spot)
        .map_or("tile", |k| words.spot_name(k));
    format!("{place} at {}", cell_name(pos))
}

/// A plague button: "City at N1E2 (worth 6 now)", every button alike: the cell tells which
/// feature it is and the worth is what the player weighs.
pub fn plague_label(game: &Game, pos: Pos, spot: Spot) -> String {
    let place = place_words(game, pos, spot);
    let label = match game.feature_at(pos, spot) {
        Some(f) => format!("{place} (worth {} now)", f.value),
        None => place,
    };
    sentence_case(&label)
}

/// What the bot chose for a player who did not answer the plague: "the follower on the road at
/// N1E2 (worth 2 now)".
pub fn chosen_words(game: &Game, pos: Pos, spot: Spot) -> String {
    let follower = game.words().follower.one;
    let place = place_words(game, pos, spot);
    match game.feature_at(pos, spot) {
        Some(f) => format!("the {follower} on the {place} (worth {} now)", f.value),
        None => format!("the {follower} on the {place}"),
    }
}

/// The prompt of a plague question for `name`'s seat: what it is about and what follows.
pub fn plague_prompt(game: &Game, names: &Names<'_>) -> String {
    let follower = game.words().follower;
    let current = names.of(game.current_player());
    let deciding = game.deciding_player();
    let whose = if deciding == game.current_player() {
        format!("{current} drew the wheel tile and places it after this choice")
    } else {
        format!("{current} drew the wheel tile and places it once everyone has chosen")
    };
    format!(
        "🐷 **Plague!** Choose which of your {} on the land goes home ({whose}). Only {} can press these buttons.",
        follower.many,
        names.of(deciding)
    )
}

/// The status line about the wheel: where the pig stands and who sits on which crown.
pub fn status_line(game: &Game, names: &Names<'_>) -> Option<String> {
    let wheel = game.wheel()?;
    let mut held: Vec<String> = Vec::new();
    for segment in WheelSegment::ALL {
        let on: Vec<usize> = wheel
            .crowns
            .iter()
            .filter(|c| c.segment == segment)
            .filter_map(|c| c.figure.map(|f| f.player))
            .collect();
        if !on.is_empty() {
            held.push(format!("{} ({})", segment.name(), names.list(&on)));
        }
    }
    let crowns = if held.is_empty() {
        "no crown is taken".to_owned()
    } else {
        format!("crowns: {}", join_names(&held))
    };
    Some(format!(
        "🐷 The pig stands on **{}** ({}); {crowns}.",
        wheel.pig.name(),
        wheel.pig.effect()
    ))
}

/// "🐷 The pig moves 2 to **Famine** (bob drew a wheel tile): each farmer scores 1 per completed
/// city bordering its field — alice +2, bob +1." For the plague, who is asked, in order.
pub fn turned_line(
    drawer: usize,
    steps: u8,
    segment: WheelSegment,
    gains: &[(usize, u32)],
    asked: &[usize],
    names: &Names<'_>,
) -> String {
    let outcome = if segment == WheelSegment::Plague {
        match asked {
            [] => "nobody has a follower on the land".to_owned(),
            [one] => format!("{} chooses", names.of(*one)),
            [first, rest @ ..] => format!(
                "{} chooses first, then {}",
                names.of(*first),
                names.list(rest)
            ),
        }
    } else if gains.is_empty() {
        "nobody scores".to_owned()
    } else {
        gains_words(gains, names)
    };
    format!(
        "🐷 The pig moves {steps} to **{}** ({} drew a wheel tile): {} — {outcome}.",
        segment.name(),
        names.of(drawer),
        segment.effect()
    )
}

/// "Crown of Famine: alice +3 (the follower goes home)."
pub fn crown_line(
    segment: Option<WheelSegment>,
    gains: &[(usize, u32)],
    names: &Names<'_>,
    follower: &Noun,
) -> String {
    let of = segment.map_or(String::new(), |s| format!(" of {}", s.name()));
    let home = if gains.len() == 1 {
        format!("the {} goes home", follower.one)
    } else {
        format!("the {} go home", follower.many)
    };
    format!("Crown{of}: {} ({home}).", gains_words(gains, names))
}

/// A follower sent home by the plague, where it stood.
pub struct Returned {
    pub player: usize,
    pub figure: FigureKind,
    pub pos: Pos,
    pub spot: Spot,
}

/// "🐷 Plague: alice sent home the follower on the city at **N1E2**."
pub fn plague_line(game: &Game, returned: &Returned, names: &Names<'_>) -> String {
    let words = game.words();
    let place = game
        .spot_kind(returned.pos, returned.spot)
        .map_or("tile", |k| words.spot_name(k));
    format!(
        "🐷 Plague: {} sent home the {} on the {place} at **{}**.",
        names.of(returned.player),
        words.figure(returned.figure),
        cell_name(returned.pos)
    )
}
