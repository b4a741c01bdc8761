//! Ratings: Weng-Lin's Bayesian rating for games of many players (the OpenSkill family, from
//! the `skillratings` crate), one per player per server and game.
//!
//! A rating is a belief about a player's skill: `mu` (its mean) and `sigma` (how unsure it is).
//! Every player starts at `mu` 25, `sigma` 25/3; a finished game updates every seat from its
//! place, each seat a team of one, seats of equal place tied. What players see is the
//! conservative estimate `mu − 3·sigma` on a familiar scale: [`Rating::shown`] is
//! `1000 + 40·(mu − 3·sigma)`, 1000 for a newcomer; it rises as the bot grows sure of a player
//! even before they win, as such ratings do.
//!
//! What counts (the README says it to players): a game finished in a server's channel, quick or
//! whole, also one that ended early because too few players were left; a seat that resigned or
//! was removed takes the last place (among them, by score); games cancelled or never finished,
//! and local games (no server), do not count. The bot's AI seats are rated as one player per
//! level; two seats of one level in a game move that rating by their mean change.

use std::collections::BTreeMap;

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// A belief about one player's skill.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

impl Rating {
    /// Everyone's rating before their first rated game.
    pub const NEW: Rating = Rating {
        mu: 25.0,
        sigma: 25.0 / 3.0,
    };

    /// The rating players read: `1000 + 40·(mu − 3·sigma)`, rounded.
    pub fn shown(&self) -> i64 {
        (1000.0 + 40.0 * (self.mu - 3.0 * self.sigma)).round() as i64
    }
}

/// One seat of a finished game as ratings see it.
#[derive(Clone, Debug, PartialEq)]
pub struct Seat {
    /// Who is rated (`u:<id>`, `ai:<level>`): seats with the same key move one rating.
    pub player: String,
    pub score: u32,
    /// Resigned or removed: placed after every seat still playing.
    pub left: bool,
}

/// The places of the seats of a finished game, 1 for the winners: seats still playing by
/// score, high first, then those that left, by score; equal scores share a place (and the
/// next place skips, as in sports: two first, then third).
pub fn places(seats: &[Seat]) -> Vec<usize> {
    seats
        .iter()
        .map(|s| {
            1 + seats
                .iter()
                .filter(|o| {
                    (o.left, std::cmp::Reverse(o.score)) < (s.left, std::cmp::Reverse(s.score))
                })
                .count()
        })
        .collect()
}

/// Whether `player` won the game of `seats` (placed as [`places`] gives): one of their seats
/// took the first place while still playing.
pub fn won(player: &str, seats: &[Seat], places: &[usize]) -> bool {
    seats
        .iter()
        .zip(places)
        .any(|(s, &p)| s.player == player && p == 1 && !s.left)
}

/// The ratings after a game: `priors` by player key (missing players start at
/// [`Rating::NEW`]), `seats` in seat order. Returns each player's rating after the game, by
/// key.
pub fn after_game(priors: &BTreeMap<String, Rating>, seats: &[Seat]) -> BTreeMap<String, Rating> {
    let prior = |key: &str| priors.get(key).copied().unwrap_or(Rating::NEW);
    let places = places(seats);
    let teams: Vec<[WengLinRating; 1]> = seats
        .iter()
        .map(|s| {
            let r = prior(&s.player);
            [WengLinRating {
                rating: r.mu,
                uncertainty: r.sigma,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(&places)
        .map(|(team, &place)| (team.as_slice(), MultiTeamOutcome::new(place)))
        .collect();
    let updated = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    // Seats of one player (two AI seats of a level) move it by their mean change, and it is as
    // sure of it as the surest of them.
    let mut changes: BTreeMap<String, (f64, f64, usize)> = BTreeMap::new();
    for (seat, team) in seats.iter().zip(&updated) {
        let Some(after) = team.first() else { continue };
        let before = prior(&seat.player);
        let entry = changes
            .entry(seat.player.clone())
            .or_insert((0.0, f64::INFINITY, 0));
        entry.0 += after.rating - before.mu;
        entry.1 = entry.1.min(after.uncertainty);
        entry.2 += 1;
    }
    changes
        .into_iter()
        .map(|(key, (dmu, sigma, n))| {
            let before = prior(&key);
            let after = Rating {
                mu: before.mu + dmu / n as f64,
                sigma,
            };
            (key, after)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(player: &str, score: u32, left: bool) -> Seat {
        Seat {
            player: player.into(),
            score,
            left,
        }
    }

    #[test]
    fn places_rank_by_score_with_ties_and_those_who_left_last() {
        let seats = [
            seat("a", 30, false),
            seat("b", 50, false),
            seat("c", 30, false),
            seat("d", 90, true),
            seat("e", 10, true),
        ];
        assert_eq!(places(&seats), [2, 1, 2, 4, 5]);
    }

    #[test]
    fn the_winner_gains_the_loser_loses_and_both_grow_surer() {
        let seats = [seat("u:1", 80, false), seat("u:2", 60, false)];
        let after = after_game(&BTreeMap::new(), &seats);
        let (w, l) = (after["u:1"], after["u:2"]);
        assert!(
            w.mu > Rating::NEW.mu && l.mu < Rating::NEW.mu,
            "{w:?} {l:?}"
        );
        assert!(w.sigma < Rating::NEW.sigma && l.sigma < Rating::NEW.sigma);
        assert!(w.shown() > l.shown());
        assert_eq!(Rating::NEW.shown(), 1000);
    }

    #[test]
    fn a_tie_moves_equal_players_alike_and_an_upset_moves_more() {
        let tie = after_game(
            &BTreeMap::new(),
            &[seat("u:1", 50, false), seat("u:2", 50, false)],
        );
        assert!((tie["u:1"].mu - tie["u:2"].mu).abs() < 1e-9);
        assert!((tie["u:1"].mu - Rating::NEW.mu).abs() < 1e-6);
        // A strong player beaten by a newcomer loses more than a newcomer beaten by a newcomer.
        let strong = Rating {
            mu: 35.0,
            sigma: 3.0,
        };
        let priors = BTreeMap::from([("u:1".to_owned(), strong)]);
        let upset = after_game(&priors, &[seat("u:1", 40, false), seat("u:2", 60, false)]);
        let plain = after_game(
            &BTreeMap::new(),
            &[seat("u:1", 40, false), seat("u:2", 60, false)],
        );
        assert!(upset["u:2"].mu - Rating::NEW.mu > plain["u:2"].mu - Rating::NEW.mu);
    }

    #[test]
    fn two_seats_of_one_ai_level_move_its_rating_once_by_their_mean() {
        let seats = [
            seat("ai:hard", 90, false),
            seat("u:1", 50, false),
            seat("ai:hard", 10, false),
        ];
        let after = after_game(&BTreeMap::new(), &seats);
        assert_eq!(after.len(), 2, "one rating for the level: {after:?}");
        let alone = after_game(
            &BTreeMap::new(),
            &[seat("ai:hard", 90, false), seat("u:1", 50, false)],
        );
        assert!(
            after["ai:hard"].mu < alone["ai:hard"].mu,
            "a first and a last place average out"
        );
    }
}
