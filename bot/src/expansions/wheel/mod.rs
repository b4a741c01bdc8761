//! The Wheel of Fortune in words: crown buttons, the drawn tile's wheel number, the plague's
//! choices, the pig in the status, the lines the narration reads for the wheel, and its part
//! of the rules help ([`rules`]).
//!
//! The engine says what happens (the pig's segment, crowns, who is asked); this module only
//! words it, in the reader's language (`locales/`; the segments' names are the renderer's
//! `wheel-segment-<key>`, so the picture and the messages agree). Everything here is about
//! games that have a wheel: elsewhere it says nothing.

use crate::i18n::{Args, Lang, Source};
use carcassonne_engine::expansions::wheel::{WheelSegment, CAPABILITY};
use carcassonne_engine::tiles::FeatureKind;
use carcassonne_engine::{
    Action, Event, FigureKind, Game, GameConfig, Noun, Pos, ScoreKind, Spot, SpotKind,
};
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

    fn locales(&self) -> Vec<Source> {
        [
            carcassonne_i18n::sources!("locales"),
            carcassonne_i18n::sources!("rules"),
        ]
        .concat()
    }

    fn rules(&self, config: &GameConfig, lang: Lang) -> Vec<RulesSection> {
        rules::rules(config, lang)
    }

    fn tell<'a>(
        &self,
        event: &'a Event,
        rest: &mut &'a [Event],
        cx: &mut Telling<'a>,
    ) -> Option<Told> {
        let lang = cx.lang;
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
                plague_line(cx.after, &returned, cx.names, lang)
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
                turned_line(*player, steps, segment, &gains, &asked, cx.names, lang)
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
                crown_line(pig, &gains, cx.names, lang)
            }
            _ => return None,
        };
        Some(Told::Line(line))
    }

    fn space_words(&self, game: &Game, k: u8, lang: Lang) -> Option<String> {
        game.wheel()?;
        WheelSegment::of_space(k).map(|segment| {
            crate::t!(
                lang,
                "wheel-space-words",
                segment = segment_name(segment, lang)
            )
        })
    }

    fn space_label(&self, game: &Game, k: u8, lang: Lang) -> Option<String> {
        game.wheel()?;
        Some(crown_label(game, k, lang))
    }

    fn space_notes(
        &self,
        game: &Game,
        _follower: &Noun,
        pass: &str,
        lang: Lang,
    ) -> Option<SpaceNotes> {
        let wheel = game.wheel()?;
        Some(SpaceNotes {
            only_spaces: format!(" {}", crate::t!(lang, "wheel-only-crowns", pass = pass)),
            about: format!(
                " {}",
                crate::t!(
                    lang,
                    "wheel-about-crowns",
                    segment = segment_name(wheel.pig, lang)
                )
            ),
        })
    }

    fn drawn_note(&self, game: &Game, lang: Lang) -> Option<String> {
        drawn_note(game, lang)
    }

    fn first_prompt_line(&self, game: &Game, names: &Names, lang: Lang) -> Option<String> {
        first_draw_points(game, names, lang)
    }

    fn status_line(&self, game: &Game, names: &Names, lang: Lang) -> Option<String> {
        status_line(game, names, lang)
    }

    fn question(&self) -> Option<&'static dyn Question> {
        Some(&Plague)
    }
}

impl Question for Plague {
    fn label(&self, game: &Game, action: Action, lang: Lang) -> Option<String> {
        match action {
            Action::Withdraw { pos, spot } => Some(plague_label(game, pos, spot, lang)),
            _ => None,
        }
    }

    fn prompt(&self, game: &Game, names: &Names, lang: Lang) -> String {
        plague_prompt(game, names, lang)
    }

    fn panel_words(&self, _game: &Game, lang: Lang) -> String {
        crate::t!(lang, "wheel-plague-panel")
    }

    fn waiting_for(&self, lang: Lang) -> String {
        format!(" {}", crate::t!(lang, "wheel-plague-waiting-for"))
    }

    fn not_yours(&self, asked: &str, seated: bool, removed: bool, lang: Lang) -> String {
        match (seated, removed) {
            (true, true) => crate::t!(lang, "wheel-plague-not-yours-left", asked = asked),
            (true, false) => crate::t!(lang, "wheel-plague-not-yours", asked = asked),
            (false, _) => crate::t!(lang, "wheel-plague-not-playing", asked = asked),
        }
    }

    fn reminder(
        &self,
        mention: &str,
        turn: u32,
        since: i64,
        timeout: Option<String>,
        lang: Lang,
    ) -> String {
        let mut out = crate::t!(
            lang,
            "wheel-plague-reminder",
            mention = mention,
            turn = turn,
            since = since.to_string(),
        );
        if let Some(after) = timeout {
            out.push(' ');
            out.push_str(&crate::t!(
                lang,
                "wheel-plague-reminder-timeout",
                after = after
            ));
        }
        out
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

    fn timed_out(
        &self,
        game: &Game,
        action: Action,
        who: &str,
        waited: &str,
        lang: Lang,
    ) -> String {
        let chosen = match action {
            Action::Withdraw { pos, spot } => chosen_words(game, pos, spot, lang),
            _ => crate::t!(lang, "wheel-plague-chosen-any"),
        };
        crate::t!(
            lang,
            "wheel-plague-timed-out",
            who = who,
            waited = waited,
            chosen = chosen,
        )
    }
}

/// A segment's name in `lang`: the renderer's word, as the wheel's picture writes it.
/// The engine's English name stands in while no catalogue has the key.
pub fn segment_name(segment: WheelSegment, lang: Lang) -> String {
    let (catalogue, key) = (crate::i18n::catalogue(), segment.name_key());
    if catalogue.has(lang, key) || catalogue.has(Lang::En, key) {
        crate::i18n::text(lang, key, &Args::new())
    } else {
        segment.name().to_owned()
    }
}

/// What a segment does, after its name ("each monk scores 2").
pub fn segment_effect(segment: WheelSegment, lang: Lang) -> String {
    match segment {
        WheelSegment::Fortune => crate::t!(lang, "wheel-acts-fortune"),
        WheelSegment::Taxes => crate::t!(lang, "wheel-acts-taxes"),
        WheelSegment::Famine => crate::t!(lang, "wheel-acts-famine"),
        WheelSegment::Storm => crate::t!(lang, "wheel-acts-storm"),
        WheelSegment::Inquisition => crate::t!(lang, "wheel-acts-inquisition"),
        WheelSegment::Plague => crate::t!(lang, "wheel-acts-plague"),
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
pub fn crown_label(game: &Game, space: u8, lang: Lang) -> String {
    let (Some(segment), Some(wheel)) = (WheelSegment::of_space(space), game.wheel()) else {
        return crate::t!(lang, "wheel-crown-space", space = space);
    };
    let crowns = segment.crowns();
    let taken = wheel
        .crowns
        .iter()
        .filter(|c| c.segment == segment && c.figure.is_some())
        .count();
    crate::t!(
        lang,
        "wheel-crown-label",
        segment = segment_name(segment, lang),
        taken = if taken > 0 { "shared" } else { "free" },
        crowns = crowns,
        points = 3 * u32::from(crowns),
        away = distance(wheel.pig, segment),
    )
}

/// What the drawn tile did to the pig, for the turn prompt: "wheel 2: the pig moved 2
/// segments to **Famine**"; `None` for a tile without a wheel number or a game without a wheel.
pub fn drawn_note(game: &Game, lang: Lang) -> Option<String> {
    let tile = game.current_tile()?;
    let steps = carcassonne_engine::expansions::wheel::number_of(tile.def());
    let wheel = game.wheel()?;
    (steps > 0).then(|| {
        crate::t!(
            lang,
            "wheel-drawn",
            steps = steps,
            segment = segment_name(wheel.pig, lang),
        )
    })
}

/// The wheel points each player had before anyone played: the first tile is drawn at set-up,
/// so its action is told with the first prompt. `None` after the first turn or without points.
pub fn first_draw_points(game: &Game, names: &Names<'_>, lang: Lang) -> Option<String> {
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
        crate::t!(
            lang,
            "wheel-first-draw",
            segment = segment_name(pig, lang),
            effect = segment_effect(pig, lang),
            gains = gains_words(&gains, names, lang),
        )
    })
}

/// "alice +2, bob +1", in seat order.
pub fn gains_words(gains: &[(usize, u32)], names: &Names<'_>, lang: Lang) -> String {
    let mut gains = gains.to_vec();
    gains.sort_by_key(|(p, _)| *p);
    let parts: Vec<String> = gains
        .iter()
        .map(|(p, n)| format!("{} +{n}", names.of(lang, *p)))
        .collect();
    parts.join(", ")
}

/// What a follower stands on, as the messages' `$place` selects it: `city`, `road`, `field`,
/// `river`, `monastery`, `garden`, or `tile` when the spot is unknown. The wheel is played with
/// Carcassonne's own nouns, so each language words them in the case its sentence needs.
fn place_key(game: &Game, pos: Pos, spot: Spot) -> &'static str {
    match game.spot_kind(pos, spot) {
        Some(SpotKind::Feature(FeatureKind::City)) => "city",
        Some(SpotKind::Feature(FeatureKind::Road)) => "road",
        Some(SpotKind::Feature(FeatureKind::Field)) => "field",
        Some(SpotKind::Feature(FeatureKind::River)) => "river",
        Some(SpotKind::Monastery) => "monastery",
        Some(SpotKind::Garden) => "garden",
        _ => "tile",
    }
}

/// A figure the plague sends home, as `$figure` selects it: `follower`, `large` or `abbot`.
fn figure_key(kind: FigureKind) -> &'static str {
    if kind == FigureKind::FOLLOWER {
        "follower"
    } else {
        match kind.key() {
            "large" => "large",
            "abbot" => "abbot",
            _ => "follower",
        }
    }
}

/// A plague button: "City at N1E2 (worth 6 now)", every button alike: the cell tells which
/// feature it is and the worth is what the player weighs.
pub fn plague_label(game: &Game, pos: Pos, spot: Spot, lang: Lang) -> String {
    let place = place_key(game, pos, spot);
    let cell = cell_name(pos);
    let label = match game.feature_at(pos, spot) {
        Some(f) => crate::t!(
            lang,
            "wheel-plague-label",
            place = place,
            cell = cell,
            worth = f.value,
        ),
        None => crate::t!(lang, "wheel-plague-label-bare", place = place, cell = cell),
    };
    sentence_case(&label)
}

/// What the bot chose for a player who did not answer the plague: "the follower on the road at
/// N1E2 (worth 2 now)".
pub fn chosen_words(game: &Game, pos: Pos, spot: Spot, lang: Lang) -> String {
    let place = place_key(game, pos, spot);
    let cell = cell_name(pos);
    match game.feature_at(pos, spot) {
        Some(f) => crate::t!(
            lang,
            "wheel-plague-chosen",
            place = place,
            cell = cell,
            worth = f.value,
        ),
        None => crate::t!(lang, "wheel-plague-chosen-bare", place = place, cell = cell),
    }
}

/// The prompt of a plague question for `name`'s seat: what it is about and what follows.
pub fn plague_prompt(game: &Game, names: &Names<'_>, lang: Lang) -> String {
    let deciding = game.deciding_player();
    let when = if deciding == game.current_player() {
        "now"
    } else {
        "later"
    };
    crate::t!(
        lang,
        "wheel-plague-prompt",
        drawer = names.of(lang, game.current_player()),
        when = when,
        deciding = names.of(lang, deciding),
    )
}

/// The status line about the wheel: where the pig stands and who sits on which crown.
pub fn status_line(game: &Game, names: &Names<'_>, lang: Lang) -> Option<String> {
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
            held.push(crate::t!(
                lang,
                "wheel-status-crown",
                segment = segment_name(segment, lang),
                players = names.list(lang, &on),
            ));
        }
    }
    let crowns = if held.is_empty() {
        crate::t!(lang, "wheel-status-no-crown")
    } else {
        crate::t!(
            lang,
            "wheel-status-crowns",
            crowns = join_names(lang, &held)
        )
    };
    Some(crate::t!(
        lang,
        "wheel-status",
        segment = segment_name(wheel.pig, lang),
        effect = segment_effect(wheel.pig, lang),
        crowns = crowns,
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
    lang: Lang,
) -> String {
    let outcome = if segment == WheelSegment::Plague {
        match asked {
            [] => crate::t!(lang, "wheel-outcome-nobody-on-land"),
            [one] => crate::t!(lang, "wheel-outcome-chooses", player = names.of(lang, *one)),
            [first, rest @ ..] => crate::t!(
                lang,
                "wheel-outcome-chooses-first",
                player = names.of(lang, *first),
                others = names.list(lang, rest),
            ),
        }
    } else if gains.is_empty() {
        crate::t!(lang, "wheel-outcome-nobody-scores")
    } else {
        gains_words(gains, names, lang)
    };
    crate::t!(
        lang,
        "wheel-turned",
        steps = steps,
        segment = segment_name(segment, lang),
        drawer = names.of(lang, drawer),
        effect = segment_effect(segment, lang),
        outcome = outcome,
    )
}

/// "Crown of Famine: alice +3 (the follower goes home)."
pub fn crown_line(
    segment: Option<WheelSegment>,
    gains: &[(usize, u32)],
    names: &Names<'_>,
    lang: Lang,
) -> String {
    let gains_text = gains_words(gains, names, lang);
    match segment {
        Some(segment) => crate::t!(
            lang,
            "wheel-crown-scored",
            segment = segment_name(segment, lang),
            gains = gains_text,
            count = gains.len(),
        ),
        None => crate::t!(
            lang,
            "wheel-crown-scored-unnamed",
            gains = gains_text,
            count = gains.len(),
        ),
    }
}

/// A follower sent home by the plague, where it stood.
pub struct Returned {
    pub player: usize,
    pub figure: FigureKind,
    pub pos: Pos,
    pub spot: Spot,
}

/// "🐷 Plague: alice sent home the follower on the city at **N1E2**."
pub fn plague_line(game: &Game, returned: &Returned, names: &Names<'_>, lang: Lang) -> String {
    crate::t!(
        lang,
        "wheel-plague-sent-home",
        player = names.of(lang, returned.player),
        figure = figure_key(returned.figure),
        place = place_key(game, returned.pos, returned.spot),
        cell = cell_name(returned.pos),
    )
}
