//! The table: placed tiles, the free cells next to them, and the features they form.
//!
//! Everything here is derived from the ordered list of placements, which is all a snapshot
//! stores. Only the engine places tiles; front ends read.

mod features;
mod frontier;
mod gaps;
mod grid;

use serde::{Deserialize, Serialize};

use crate::figures::{Figure, Spot};
use crate::geometry::{Port, Pos, Rotation, Side};
use crate::tiles::{EdgeKind, FeatureKind, TileDef, TileId};

pub(crate) use features::{FeatureData, NodeId};
pub(crate) use frontier::{Cell, Turns};
pub use gaps::Unseen;
pub(crate) use gaps::{share, Gaps, GAPS};

/// A tile on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedTile {
    pub pos: Pos,
    pub tile: TileId,
    pub rotation: Rotation,
    /// Seat of the player who placed it; `None` for the start tile.
    pub player: Option<usize>,
}

impl PlacedTile {
    pub fn def(&self) -> &'static TileDef {
        self.tile.def()
    }

    pub fn edge(&self, side: Side) -> EdgeKind {
        self.def().edge(side, self.rotation)
    }
}

#[derive(Debug, Default)]
pub struct Board {
    tiles: Vec<PlacedTile>,
    index: grid::Grid,
    frontier: frontier::Frontier,
    features: features::Features,
}

/// Segments of a placed tile whose open ports are counted before they are added (a tile has
/// 12 ports, so no more segments reach an edge).
const OPEN_COUNTED: usize = 12;

/// Tiles a new table makes room for at once: a whole base game grows no vector.
const USUAL_TILES: usize = 80;

/// Tiles a copy of the table makes room for: a search copies a game to play a turn or two on
/// it, and a vector copied without room would be copied again whole at the first tile.
const ROOM_IN_A_COPY: usize = 2;

impl Clone for Board {
    fn clone(&self) -> Self {
        Board {
            tiles: with_room(&self.tiles, ROOM_IN_A_COPY),
            index: self.index.clone(),
            frontier: self.frontier.copy_with_room(ROOM_IN_A_COPY),
            features: self.features.copy_with_room(ROOM_IN_A_COPY),
        }
    }
}

/// A copy of `items` with room for `extra` more without reallocating.
pub(crate) fn with_room<T: Clone>(items: &[T], extra: usize) -> Vec<T> {
    let mut out = Vec::with_capacity(items.len() + extra);
    out.extend_from_slice(items);
    out
}

impl Board {
    pub(crate) fn new() -> Self {
        Board {
            tiles: Vec::with_capacity(USUAL_TILES),
            index: grid::Grid::default(),
            frontier: frontier::Frontier::with_room(USUAL_TILES),
            features: features::Features::with_room(USUAL_TILES),
        }
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// Placed tiles in the order they were placed.
    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    pub fn get(&self, pos: Pos) -> Option<&PlacedTile> {
        self.index.get(pos).map(|i| &self.tiles[i])
    }

    pub(crate) fn tile_index(&self, pos: Pos) -> Option<usize> {
        self.index.get(pos)
    }

    pub fn is_occupied(&self, pos: Pos) -> bool {
        self.index.get(pos).is_some()
    }

    /// Smallest and largest coordinates of placed tiles.
    pub fn bounds(&self) -> (Pos, Pos) {
        let mut lo = Pos::new(0, 0);
        let mut hi = Pos::new(0, 0);
        for t in &self.tiles {
            lo.x = lo.x.min(t.pos.x);
            lo.y = lo.y.min(t.pos.y);
            hi.x = hi.x.max(t.pos.x);
            hi.y = hi.y.max(t.pos.y);
        }
        (lo, hi)
    }

    /// Empty cells touching at least one tile, by row then column.
    pub fn frontier(&self) -> impl Iterator<Item = Pos> + '_ {
        self.frontier.cells().iter().map(|c| c.pos)
    }

    /// Whether `pos` is an empty cell touching at least one tile.
    pub fn on_frontier(&self, pos: Pos) -> bool {
        self.frontier.get(pos).is_some()
    }

    pub(crate) fn frontier_cells(&self) -> &[Cell] {
        self.frontier.cells()
    }

    /// Whether `tile` turned by `rotation` matches every neighbour of the empty cell `pos`.
    pub fn fits(&self, tile: &TileDef, pos: Pos, rotation: Rotation) -> Result<(), EdgeMismatch> {
        if self.is_occupied(pos) {
            return Err(EdgeMismatch::Occupied);
        }
        let cell = self.frontier.get(pos).ok_or(EdgeMismatch::Detached)?;
        if cell.fits(tile.edge_code(rotation)) {
            return Ok(());
        }
        for side in Side::ALL {
            if let Some(need) = cell.need_on(side) {
                let have = tile.edge(side, rotation);
                if have != need {
                    return Err(EdgeMismatch::Edge { side, have, need });
                }
            }
        }
        Ok(())
    }

    /// Puts a tile on the table without checking the rules (the caller has).
    pub(crate) fn place(
        &mut self,
        tile: TileId,
        pos: Pos,
        rotation: Rotation,
        player: Option<usize>,
    ) {
        let def = tile.def();
        let idx = self.tiles.len();
        self.tiles.push(PlacedTile {
            pos,
            tile,
            rotation,
            player,
        });
        self.index.set(pos, idx);
        self.features.add_tile(def);
        let neighbours = Side::ALL.map(|side| self.tile_index(pos.step(side)));
        // Ports facing an empty cell, per segment: added once each segment is joined up.
        let mut open = [0u32; OPEN_COUNTED];
        for p in 0..Port::COUNT as u8 {
            let port = Port::new(p);
            let Some(seg) = def.owner_at(port, rotation) else {
                continue;
            };
            let node = self.features.node(idx, seg);
            match neighbours[port.side().index()] {
                None => match open.get_mut(usize::from(seg)) {
                    Some(n) => *n += 1,
                    None => self.features.data_mut(node).open += 1,
                },
                Some(ni) => {
                    let ndef = self.features.def_of(ni);
                    let nrot = self.tiles[ni].rotation;
                    if let Some(nseg) = ndef.owner_at(port.facing(), nrot) {
                        // The neighbour's port no longer faces an empty cell; the joined
                        // feature's count is the sum of both, so it drops there.
                        let other = self.features.node(ni, nseg);
                        let root = self.features.union(node, other);
                        let d = self.features.root_data_mut(root);
                        d.open = d.open.saturating_sub(1);
                    }
                }
            }
        }
        for (seg, &n) in open.iter().enumerate().filter(|(_, &n)| n > 0) {
            let node = self.features.node(idx, seg as u8);
            self.features.data_mut(node).open += n;
        }
        let edges = Side::ALL.map(|side| {
            neighbours[side.index()]
                .is_none()
                .then(|| def.edge(side, rotation))
        });
        self.frontier.fill(pos, edges);
    }

    /// Union-find node of segment `seg` of the tile at `pos`.
    pub(crate) fn node_at(&self, pos: Pos, seg: u8) -> Option<NodeId> {
        self.features.checked_node(self.tile_index(pos)?, seg)
    }

    /// Node of segment `seg` of the tile placed `tile`-th.
    pub(crate) fn node(&self, tile: usize, seg: u8) -> NodeId {
        self.features.node(tile, seg)
    }

    pub(crate) fn find(&self, node: NodeId) -> NodeId {
        self.features.find(node)
    }

    /// The root of the feature a figure stands on, if it stands on a segment.
    pub(crate) fn figure_root(&self, f: &Figure) -> Option<NodeId> {
        match f.spot {
            Spot::Segment(s) => self.node_at(f.pos, s).map(|n| self.find(n)),
            _ => None,
        }
    }

    /// The distinct roots among `roots` of features of `kind`, sorted.
    pub(crate) fn roots_of_kind(
        &self,
        kind: FeatureKind,
        roots: impl Iterator<Item = NodeId>,
    ) -> Vec<NodeId> {
        let mut out: Vec<NodeId> = roots.filter(|&r| self.feature(r).kind == kind).collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    pub(crate) fn feature(&self, node: NodeId) -> &FeatureData {
        self.features.data(node)
    }

    pub(crate) fn add_claims(&mut self, node: NodeId, delta: i32) {
        let d = self.features.data_mut(node);
        d.claims = d.claims.saturating_add_signed(delta);
    }

    /// Distinct tiles of the feature.
    pub(crate) fn feature_tile_count(&self, node: NodeId) -> u32 {
        self.features.tile_count(node)
    }

    /// Positions of the tiles a feature covers, in placement order.
    pub(crate) fn feature_positions(&self, node: NodeId) -> Vec<Pos> {
        let mut out = Vec::new();
        self.features
            .each_tile(node, |i| out.push(self.tiles[i].pos));
        out
    }

    /// Every segment of the feature, as (placed-tile index, segment index).
    pub(crate) fn feature_segments(&self, node: NodeId) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.features
            .nodes(node)
            .map(|n| (self.features.tile_of(n), self.features.seg_of(n)))
    }

    /// Number of tiles in the 3x3 square centred on `pos` (including the centre).
    pub fn square_count(&self, pos: Pos) -> u32 {
        1 + pos.ring().filter(|p| self.is_occupied(*p)).count() as u32
    }

    /// The placed tiles of the 3x3 square centred on `pos`.
    pub fn square_tiles(&self, pos: Pos) -> Vec<Pos> {
        std::iter::once(pos)
            .chain(pos.ring())
            .filter(|p| self.is_occupied(*p))
            .collect()
    }

    /// Every segment node on the table, with its tile index and segment index.
    pub(crate) fn segments(&self) -> impl Iterator<Item = (usize, u8, NodeId)> + '_ {
        self.tiles.iter().enumerate().flat_map(move |(i, t)| {
            (0..t.def().segments.len() as u8).map(move |s| (i, s, self.node(i, s)))
        })
    }

    pub(crate) fn tile_at_index(&self, i: usize) -> &PlacedTile {
        &self.tiles[i]
    }

    /// Completed cities a field borders, each once.
    pub(crate) fn completed_cities_bordering(&self, field: NodeId) -> u32 {
        self.cities_bordering(field).1
    }

    /// The cities a field borders, each once: how many, and how many of them are completed.
    pub(crate) fn cities_bordering(&self, field: NodeId) -> (u32, u32) {
        // Asked for every farm each time a position is judged: the roots found are kept on
        // the stack (a table holds a few dozen cities), spilling over only past that.
        const ON_STACK: usize = 48;
        let mut seen: [NodeId; ON_STACK] = [0; ON_STACK];
        let mut len = 0;
        let mut spilled: Vec<NodeId> = Vec::new();
        let (mut all, mut completed) = (0, 0);
        for (tile, seg) in self.feature_segments(field) {
            let def = self.tile_at_index(tile).def();
            for &c in &def.segments[usize::from(seg)].cities {
                let city = self.find(self.node(tile, c));
                if seen[..len].contains(&city) || spilled.contains(&city) {
                    continue;
                }
                if len < ON_STACK {
                    seen[len] = city;
                    len += 1;
                } else {
                    spilled.push(city);
                }
                all += 1;
                if self.feature(city).open == 0 {
                    completed += 1;
                }
            }
        }
        (all, completed)
    }
}

/// Why a tile does not fit in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EdgeMismatch {
    #[error("the cell is already taken")]
    Occupied,
    #[error("the cell touches no placed tile")]
    Detached,
    #[error("{} edge {} meets {}", side.name(), have.name(), need.name())]
    Edge {
        side: Side,
        have: EdgeKind,
        need: EdgeKind,
    },
}

impl EdgeMismatch {
    /// Why the tile does not fit, as a message for a front end to word.
    pub fn note(&self) -> crate::note::Note {
        use crate::note::Note;
        match self {
            EdgeMismatch::Occupied => Note::new("fit-occupied"),
            EdgeMismatch::Detached => Note::new("fit-detached"),
            EdgeMismatch::Edge { side, have, need } => Note::new("fit-edge")
                .key("side", side.name_key())
                .key("have", format!("edge-{}", have.name()))
                .key("need", format!("edge-{}", need.name())),
        }
    }
}
