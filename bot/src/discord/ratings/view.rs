//! The words of ratings: the server's table, a player's page and the score sheet's line, in
//! the reader's language. Pure, so the tests read them without Discord.

use carcassonne_ai::Level;
use carcassonne_engine::{Expansion, GameKind};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter};

use crate::discord::custom_id::CustomId;
use crate::discord::locale::level_name;
use crate::discord::play::narrate::{kind_noun, truncate};
use crate::discord::play::rules_text::{expansion_label, game_label};
use crate::i18n::Lang;
use crate::service::{Leaderboard, Profile, RatingChange};
use crate::t;

/// The action of a leaderboard's page buttons: `lb.<game key>`, the page in the id's turn
/// part and no game (0: no game has that id).
pub const PAGE_ACTION: &str = "lb.";

/// The id of the button that shows `page` of `game`'s table.
pub fn page_id(game: GameKind, page: usize) -> String {
    let page = u32::try_from(page).unwrap_or(u32::MAX);
    CustomId::new(0, page, format!("{PAGE_ACTION}{}", game.key())).to_string()
}

/// The table's game and page a press asks for, if its id is a page button's.
pub fn parse_page(id: &CustomId) -> Option<(GameKind, usize)> {
    let key = id.action.strip_prefix(PAGE_ACTION)?;
    let game = GameKind::from_key(key).filter(|g| g.is_available())?;
    (id.game == 0).then_some((game, id.turn as usize))
}

/// How tables and pages name a rated player: a person by the name of their last game, the
/// bot's players by their level.
pub fn player_name(lang: Lang, player: &str, display_name: &str) -> String {
    let level = player
        .strip_prefix("ai:")
        .and_then(|key| Level::ALL.into_iter().find(|l| l.key() == key));
    match level {
        Some(level) => t!(lang, "rate-ai", level = level_name(lang, level)),
        None => display_name.to_owned(),
    }
}

/// A whole percentage of `part` in `whole` (0 of nothing).
fn percent(part: u32, whole: u32) -> u32 {
    if whole == 0 {
        0
    } else {
        ((f64::from(part) * 100.0) / f64::from(whole)).round() as u32
    }
}

/// A page of the table as an embed.
pub fn leaderboard_embed(lang: Lang, board: &Leaderboard) -> CreateEmbed {
    let game = game_label(board.game, lang);
    let mut embed = CreateEmbed::new().title(truncate(
        t!(lang, "rate-board-title", game = game.clone()),
        250,
    ));
    if board.rows.is_empty() {
        return embed.description(t!(lang, "rate-board-empty", game = game));
    }
    let lines: Vec<String> = board
        .rows
        .iter()
        .map(|r| {
            t!(
                lang,
                "rate-board-row",
                rank = r.rank,
                player = escape(&player_name(lang, &r.row.player, &r.row.display_name)),
                rating = r.row.rating.shown(),
                games = r.row.games,
                percent = percent(r.row.wins, r.row.games)
            )
        })
        .collect();
    embed = embed.description(truncate(lines.join("\n"), 4000));
    embed.footer(CreateEmbedFooter::new(t!(
        lang,
        "rate-board-footer",
        page = board.page + 1,
        pages = board.pages.max(1),
        players = board.players
    )))
}

/// The page buttons under a table (none when it fits one page).
pub fn leaderboard_buttons(lang: Lang, board: &Leaderboard) -> Vec<CreateActionRow> {
    if board.pages <= 1 {
        return Vec::new();
    }
    let previous = CreateButton::new(page_id(board.game, board.page.saturating_sub(1)))
        .label(t!(lang, "rate-board-previous"))
        .emoji('◀')
        .style(ButtonStyle::Secondary)
        .disabled(board.page == 0);
    let next = CreateButton::new(page_id(board.game, board.page + 1))
        .label(t!(lang, "rate-board-next"))
        .emoji('▶')
        .style(ButtonStyle::Secondary)
        .disabled(board.page + 1 >= board.pages);
    vec![CreateActionRow::Buttons(vec![previous, next])]
}

/// Markdown in a player's name is shown as typed, not as formatting.
fn escape(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if "*_~`|>\\".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The lines of a player's page, as (heading, text) fields.
pub fn profile_fields(lang: Lang, profile: &Profile) -> Vec<(String, String)> {
    let mut fields = Vec::new();
    if !profile.ratings.is_empty() {
        let lines: Vec<String> = profile
            .ratings
            .iter()
            .map(|r| {
                t!(
                    lang,
                    "rate-profile-rating",
                    game = game_label(r.game, lang),
                    rating = r.row.rating.shown(),
                    rank = r.rank
                )
            })
            .collect();
        fields.push((t!(lang, "rate-profile-ratings"), lines.join("\n")));
    }
    fields.push((
        t!(lang, "rate-profile-record"),
        t!(
            lang,
            "rate-profile-record-line",
            games = profile.games,
            wins = profile.wins,
            percent = percent(profile.wins, profile.games),
            mean = format!("{:.1}", profile.mean_score),
            best = profile.best_score
        ),
    ));
    let favourites: Vec<String> = profile
        .favourites
        .iter()
        .map(|(key, games)| {
            let name =
                Expansion::from_key(key).map_or_else(|| key.clone(), |e| expansion_label(e, lang));
            t!(
                lang,
                "rate-profile-favourite",
                expansion = name,
                games = *games
            )
        })
        .collect();
    fields.push((
        t!(lang, "rate-profile-favourites"),
        if favourites.is_empty() {
            t!(lang, "rate-profile-no-favourite")
        } else {
            favourites.join(", ")
        },
    ));
    if !profile.points.is_empty() {
        let words = profile.curve_game.unwrap_or_default().words();
        let points: Vec<String> = profile
            .points
            .iter()
            .map(|&(kind, n)| format!("{} {n}", kind_noun(lang, words, kind, 2)))
            .collect();
        fields.push((t!(lang, "rate-profile-points"), points.join(", ")));
    }
    let opponents: Vec<String> = profile
        .opponents
        .iter()
        .map(|o| {
            t!(
                lang,
                "rate-profile-opponent",
                player = escape(&player_name(lang, &o.player, &o.display_name)),
                games = o.games,
                ahead = o.ahead,
                behind = o.behind,
                level = o.level
            )
        })
        .collect();
    fields.push((
        t!(lang, "rate-profile-opponents"),
        if opponents.is_empty() {
            t!(lang, "rate-profile-no-opponents")
        } else {
            opponents.join("\n")
        },
    ));
    // An embed field holds at most 1024 characters.
    fields
        .into_iter()
        .map(|(name, value)| (truncate(name, 250), truncate(value, 1000)))
        .collect()
}

/// A player's page as an embed, its picture attached as `picture`.
pub fn profile_embed(lang: Lang, profile: &Profile, picture: &str) -> CreateEmbed {
    let name = escape(&player_name(lang, &profile.player, &profile.display_name));
    let title = match profile.only {
        Some(game) => t!(
            lang,
            "rate-profile-title-game",
            player = name,
            game = game_label(game, lang)
        ),
        None => t!(lang, "rate-profile-title", player = name),
    };
    let mut embed = CreateEmbed::new()
        .title(truncate(title, 250))
        .image(format!("attachment://{picture}"))
        .footer(CreateEmbedFooter::new(t!(lang, "rate-profile-chart")));
    for (heading, text) in profile_fields(lang, profile) {
        embed = embed.field(heading, text, false);
    }
    embed
}

/// The score sheet's line of rating changes, `names` by seat (`None` for a game that was not
/// rated).
pub fn sheet_line(lang: Lang, changes: &[RatingChange], names: &[String]) -> Option<String> {
    if changes.is_empty() {
        return None;
    }
    let parts: Vec<String> = changes
        .iter()
        .map(|c| {
            let name = names.get(c.seat as usize).cloned().unwrap_or_default();
            let delta = c.after - c.before;
            t!(
                lang,
                "rate-sheet-change",
                player = name,
                before = c.before,
                after = c.after,
                delta = if delta >= 0 {
                    format!("+{delta}")
                } else {
                    format!("−{}", delta.unsigned_abs())
                }
            )
        })
        .collect();
    Some(t!(lang, "rate-sheet-line", changes = parts.join(", ")))
}

#[cfg(test)]
mod tests;
