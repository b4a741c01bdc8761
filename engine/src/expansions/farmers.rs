//! Farmers: followers lying in fields, scored at the end of the game for the completed cities
//! their field borders (3 points per city, each city once per field).

use rustc_hash::FxHashMap;

use crate::action::{Event, ScoreKind};
use crate::follower::FollowerKind;
use crate::game::Game;
use crate::tiles::FeatureKind;

use super::{Module, SpotKind};

pub struct Farmers;

impl Module for Farmers {
    fn name(&self) -> &'static str {
        "farmers"
    }

    fn figure_allowed(&self, kind: FollowerKind, spot: SpotKind) -> Option<bool> {
        match (kind, spot) {
            (FollowerKind::Normal | FollowerKind::Large, SpotKind::Feature(FeatureKind::Field)) => {
                Some(true)
            }
            _ => None,
        }
    }

    fn final_scoring(&self, game: &mut Game, events: &mut Vec<Event>) {
        let board = game.board();
        // Field root -> the city roots it borders, collected over all its segments.
        let mut cities: FxHashMap<u32, Vec<u32>> = FxHashMap::default();
        let occupied: Vec<u32> = game.occupied_roots(FeatureKind::Field);
        if occupied.is_empty() {
            return;
        }
        for (tile, seg, node) in board.segments() {
            let def = board.tile_at_index(tile).def();
            let s = &def.segments[seg as usize];
            if s.kind != FeatureKind::Field {
                continue;
            }
            let root = board.find(node);
            if !occupied.contains(&root) {
                continue;
            }
            let list = cities.entry(root).or_default();
            for &c in &s.cities {
                let city = board.find(board.node(tile, c));
                if !list.contains(&city) {
                    list.push(city);
                }
            }
        }
        let mut scored: Vec<(u32, u32)> = occupied
            .iter()
            .map(|&root| {
                let complete = cities
                    .get(&root)
                    .map(|l| l.iter().filter(|&&c| board.feature(c).open == 0).count())
                    .unwrap_or(0);
                (root, 3 * complete as u32)
            })
            .collect();
        scored.sort_unstable();
        for (root, points) in scored {
            game.score_feature(root, ScoreKind::Field, false, points, events);
        }
    }
}
