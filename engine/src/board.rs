//! The table: placed tiles, the free cells next to them, and the features they form.
//!
//! Features are tracked incrementally with a union-find over tile segments, so that finding out
//! whether a city is complete, who occupies a road or how many tiles a feature spans costs
//! nothing at scoring time. The whole structure is derived from the ordered list of placements,
//! which is all that is serialised.

use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

use crate::geometry::{Port, Pos, Rotation, Side};
use crate::tiles::{EdgeKind, FeatureKind, TileDef, TileId};

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

/// Handle of a feature: the union-find node of one of its segments.
pub type NodeId = u32;

/// What is known about a whole feature (kept at its union-find root).
#[derive(Clone, Debug)]
pub struct FeatureData {
    pub kind: FeatureKind,
    /// Ports of the feature that face an empty cell; 0 means complete (for cities, roads, rivers).
    pub open: u32,
    /// Indexes of the placed tiles the feature covers, sorted, each once.
    pub tiles: Vec<u16>,
    pub pennants: u32,
    pub cathedral: bool,
    pub inn: bool,
}

/// Requirements of an empty cell next to the placed tiles: the edge kind each side must have.
pub type Needs = [Option<EdgeKind>; 4];

#[derive(Clone, Debug, Default)]
pub struct Board {
    tiles: Vec<PlacedTile>,
    index: FxHashMap<Pos, u16>,
    frontier: FxHashMap<Pos, Needs>,
    node_base: Vec<u32>,
    parent: Vec<u32>,
    data: Vec<FeatureData>,
}

impl Board {
    pub fn new() -> Self {
        Self::default()
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
        self.index.get(&pos).map(|&i| &self.tiles[i as usize])
    }

    pub fn tile_index(&self, pos: Pos) -> Option<usize> {
        self.index.get(&pos).map(|&i| i as usize)
    }

    pub fn tile_at_index(&self, i: usize) -> &PlacedTile {
        &self.tiles[i]
    }

    pub fn is_occupied(&self, pos: Pos) -> bool {
        self.index.contains_key(&pos)
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

    /// Empty cells touching at least one tile, with what each side must match.
    pub fn frontier(&self) -> impl Iterator<Item = (Pos, &Needs)> {
        self.frontier.iter().map(|(p, n)| (*p, n))
    }

    /// Whether `tile` turned by `rotation` matches every neighbour of the empty cell `pos`.
    pub fn fits(&self, tile: &TileDef, pos: Pos, rotation: Rotation) -> Result<(), EdgeMismatch> {
        if self.is_occupied(pos) {
            return Err(EdgeMismatch::Occupied);
        }
        let needs = self.frontier.get(&pos).ok_or(EdgeMismatch::Detached)?;
        for side in Side::ALL {
            if let Some(need) = needs[side.index()] {
                let have = tile.edge(side, rotation);
                if have != need {
                    return Err(EdgeMismatch::Edge { side, have, need });
                }
            }
        }
        Ok(())
    }

    /// Puts a tile on the table without checking the rules (the caller has).
    pub fn place(&mut self, tile: TileId, pos: Pos, rotation: Rotation, player: Option<usize>) {
        let def = tile.def();
        let idx = self.tiles.len() as u16;
        self.tiles.push(PlacedTile {
            pos,
            tile,
            rotation,
            player,
        });
        self.index.insert(pos, idx);
        self.frontier.remove(&pos);
        let base = self.parent.len() as u32;
        self.node_base.push(base);
        for (i, seg) in def.segments.iter().enumerate() {
            self.parent.push(base + i as u32);
            self.data.push(FeatureData {
                kind: seg.kind,
                open: 0,
                tiles: vec![idx],
                pennants: u32::from(seg.pennants),
                cathedral: seg.cathedral,
                inn: seg.inn,
            });
        }
        for p in 0..Port::COUNT as u8 {
            let port = Port::new(p);
            let Some(seg) = def.owner_at(port, rotation) else {
                continue;
            };
            let node = base + u32::from(seg);
            let npos = pos.step(port.side());
            match self.index.get(&npos) {
                None => {
                    // The new segment may already have been merged through an earlier port.
                    let root = self.find(node);
                    self.data[root as usize].open += 1;
                }
                Some(&ni) => {
                    let nt = self.tiles[ni as usize];
                    if let Some(nseg) = nt.def().owner_at(port.facing(), nt.rotation) {
                        let other = self.node_base[ni as usize] + u32::from(nseg);
                        let root = self.find(other);
                        let d = &mut self.data[root as usize];
                        d.open = d.open.saturating_sub(1);
                        self.union(node, other);
                    }
                }
            }
        }
        for side in Side::ALL {
            let npos = pos.step(side);
            if self.index.contains_key(&npos) {
                continue;
            }
            let needs = self.frontier.entry(npos).or_insert([None; 4]);
            needs[side.opposite().index()] = Some(def.edge(side, rotation));
        }
    }

    /// Union-find node of segment `seg` of the tile at placement index `tile`.
    pub fn node(&self, tile: usize, seg: u8) -> NodeId {
        self.node_base[tile] + u32::from(seg)
    }

    /// Node of a segment of the tile at `pos`.
    pub fn node_at(&self, pos: Pos, seg: u8) -> Option<NodeId> {
        let i = self.tile_index(pos)?;
        let count = self.tiles[i].def().segments.len();
        (usize::from(seg) < count).then(|| self.node(i, seg))
    }

    /// The representative of the feature containing `node` (stable until the next placement).
    pub fn find(&self, mut node: NodeId) -> NodeId {
        while self.parent[node as usize] != node {
            node = self.parent[node as usize];
        }
        node
    }

    fn find_compress(&mut self, node: NodeId) -> NodeId {
        let root = self.find(node);
        let mut n = node;
        while self.parent[n as usize] != root {
            let next = self.parent[n as usize];
            self.parent[n as usize] = root;
            n = next;
        }
        root
    }

    fn union(&mut self, a: NodeId, b: NodeId) {
        let ra = self.find_compress(a);
        let rb = self.find_compress(b);
        if ra == rb {
            return;
        }
        // Keep the root with more tiles so the merge copies the smaller list.
        let (big, small) =
            if self.data[ra as usize].tiles.len() >= self.data[rb as usize].tiles.len() {
                (ra, rb)
            } else {
                (rb, ra)
            };
        self.parent[small as usize] = big;
        let small_data = std::mem::take(&mut self.data[small as usize].tiles);
        let (open, pennants, cathedral, inn) = {
            let s = &self.data[small as usize];
            (s.open, s.pennants, s.cathedral, s.inn)
        };
        let d = &mut self.data[big as usize];
        d.open += open;
        d.pennants += pennants;
        d.cathedral |= cathedral;
        d.inn |= inn;
        for t in small_data {
            if let Err(at) = d.tiles.binary_search(&t) {
                d.tiles.insert(at, t);
            }
        }
    }

    /// Data of the feature containing `node`.
    pub fn feature(&self, node: NodeId) -> &FeatureData {
        &self.data[self.find(node) as usize]
    }

    /// Positions of the tiles a feature covers.
    pub fn feature_positions(&self, node: NodeId) -> Vec<Pos> {
        self.feature(node)
            .tiles
            .iter()
            .map(|&i| self.tiles[i as usize].pos)
            .collect()
    }

    /// Number of tiles in the 3x3 square centred on `pos` (including the centre).
    pub fn square_count(&self, pos: Pos) -> u32 {
        1 + pos.ring().filter(|p| self.is_occupied(*p)).count() as u32
    }

    /// Every segment node on the table, with its tile index and segment index.
    pub fn segments(&self) -> impl Iterator<Item = (usize, u8, NodeId)> + '_ {
        self.tiles.iter().enumerate().flat_map(move |(i, t)| {
            (0..t.def().segments.len() as u8).map(move |s| (i, s, self.node(i, s)))
        })
    }
}

/// Why a tile does not fit in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
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
