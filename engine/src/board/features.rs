//! The feature graph: a union-find over tile segments whose roots carry what scoring needs.
//!
//! Each node also sits in a circular list of its feature's nodes, so a feature's tiles can be
//! walked without storing per-feature vectors (no allocation per placed segment). Distinct
//! tiles are counted as features merge, except for fields, whose size no rule of these sets
//! reads during play (it is counted on demand). Occupancy (`claims`) is a counter kept at the
//! root, so asking whether a segment is taken costs one `find`.

use crate::tiles::{FeatureKind, Marks, Segment, TileDef};

/// Handle of a feature: the union-find node of one of its segments.
pub(crate) type NodeId = u32;

/// What is known about a whole feature (kept at its union-find root).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FeatureData {
    pub kind: FeatureKind,
    /// Ports of the feature that face an empty cell; 0 means complete (cities, roads, rivers).
    pub open: u32,
    /// Segments in the feature.
    pub nodes: u32,
    /// Distinct tiles (not kept for fields).
    pub tiles: u32,
    pub pennants: u32,
    /// Every mark printed in its segments (an inn, a cathedral).
    pub marks: Marks,
    /// Claiming figures standing on it.
    pub claims: u32,
}

impl FeatureData {
    fn new(seg: &Segment) -> FeatureData {
        FeatureData {
            kind: seg.kind,
            open: 0,
            nodes: 1,
            tiles: 1,
            pennants: u32::from(seg.pennants),
            marks: seg.marks,
            claims: 0,
        }
    }
}

/// One segment of a placed tile in the union-find.
#[derive(Clone, Copy, Debug)]
struct Node {
    parent: u32,
    /// Next node of the same feature (a circular list).
    next: u32,
    tile: u16,
    seg: u8,
}

#[derive(Debug, Default)]
pub(crate) struct Features {
    nodes: Vec<Node>,
    /// Kept for every node, read at roots only.
    data: Vec<FeatureData>,
    /// First node and definition of each placed tile.
    tiles: Vec<(u32, &'static TileDef)>,
}

/// Segments a tile has at most, for making room ahead (a tile has 12 ports).
const SEGMENTS_PER_TILE: usize = 12;

/// Segments a tile has on average, about.
const USUAL_SEGMENTS_PER_TILE: usize = 5;

impl Features {
    /// Empty, with room for about `tiles` tiles.
    pub fn with_room(tiles: usize) -> Features {
        Features {
            nodes: Vec::with_capacity(tiles * USUAL_SEGMENTS_PER_TILE),
            data: Vec::with_capacity(tiles * USUAL_SEGMENTS_PER_TILE),
            tiles: Vec::with_capacity(tiles),
        }
    }

    /// A copy with room for `tiles` more tiles.
    pub fn copy_with_room(&self, tiles: usize) -> Features {
        Features {
            nodes: super::with_room(&self.nodes, tiles * SEGMENTS_PER_TILE),
            data: super::with_room(&self.data, tiles * SEGMENTS_PER_TILE),
            tiles: super::with_room(&self.tiles, tiles),
        }
    }

    /// Adds the segments of a newly placed tile as one-segment features.
    pub fn add_tile(&mut self, def: &'static TileDef) {
        let tile = self.tiles.len() as u16;
        let base = self.nodes.len() as u32;
        self.tiles.push((base, def));
        for (i, seg) in def.segments.iter().enumerate() {
            let node = base + i as u32;
            self.nodes.push(Node {
                parent: node,
                next: node,
                tile,
                seg: i as u8,
            });
            self.data.push(FeatureData::new(seg));
        }
    }

    pub fn node(&self, tile: usize, seg: u8) -> NodeId {
        self.tiles[tile].0 + u32::from(seg)
    }

    /// The definition of the tile placed `tile`-th.
    pub fn def_of(&self, tile: usize) -> &'static TileDef {
        self.tiles[tile].1
    }

    /// Node of segment `seg` of the tile placed `tile`-th, if that tile has such a segment.
    pub fn checked_node(&self, tile: usize, seg: u8) -> Option<NodeId> {
        let (base, def) = self.tiles[tile];
        (usize::from(seg) < def.segments.len()).then(|| base + u32::from(seg))
    }

    pub fn tile_of(&self, node: NodeId) -> usize {
        usize::from(self.nodes[node as usize].tile)
    }

    pub fn seg_of(&self, node: NodeId) -> u8 {
        self.nodes[node as usize].seg
    }

    pub fn find(&self, mut node: NodeId) -> NodeId {
        loop {
            let parent = self.nodes[node as usize].parent;
            if parent == node {
                return node;
            }
            node = parent;
        }
    }

    pub fn data(&self, node: NodeId) -> &FeatureData {
        &self.data[self.find(node) as usize]
    }

    pub fn data_mut(&mut self, node: NodeId) -> &mut FeatureData {
        let root = self.find(node);
        &mut self.data[root as usize]
    }

    /// Every node of the feature containing `node`.
    pub fn nodes(&self, node: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let start = node;
        let mut at = Some(node);
        std::iter::from_fn(move || {
            let n = at?;
            let next = self.nodes[n as usize].next;
            at = (next != start).then_some(next);
            Some(n)
        })
    }

    /// Calls `f` with the index of each placed tile the feature covers, in order, each once.
    pub fn each_tile(&self, node: NodeId, mut f: impl FnMut(usize)) {
        // A bit per placed tile marks the feature's tiles: read in order, they come sorted
        // and each once, without sorting the nodes' tiles (a field has dozens).
        const WORDS: usize = 4;
        if self.tiles.len() > 64 * WORDS {
            let mut tiles: Vec<usize> = self.nodes(node).map(|n| self.tile_of(n)).collect();
            tiles.sort_unstable();
            tiles.dedup();
            tiles.into_iter().for_each(f);
            return;
        }
        let mut marked = [0u64; WORDS];
        for n in self.nodes(node) {
            let t = self.tile_of(n);
            marked[t / 64] |= 1 << (t % 64);
        }
        for (w, mut bits) in marked.into_iter().enumerate() {
            while bits != 0 {
                f(64 * w + bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
    }

    /// Distinct tiles of the feature (counted on demand for fields).
    pub fn tile_count(&self, node: NodeId) -> u32 {
        let d = self.data(node);
        if d.kind == FeatureKind::Field {
            let mut count = 0;
            self.each_tile(node, |_| count += 1);
            count
        } else {
            d.tiles
        }
    }

    fn compress(&mut self, node: NodeId) -> NodeId {
        let root = self.find(node);
        let mut n = node;
        while self.nodes[n as usize].parent != root {
            let next = self.nodes[n as usize].parent;
            self.nodes[n as usize].parent = root;
            n = next;
        }
        root
    }

    /// Tiles that have a segment in both features (each counted once), for features whose
    /// tile count is kept. Only tiles with two segments of one kind can be in both.
    fn shared_tiles(&self, small: NodeId, big: NodeId) -> u32 {
        let mut shared = 0;
        for n in self.nodes(small) {
            let Node { tile, seg, .. } = self.nodes[n as usize];
            let tile = usize::from(tile);
            let def = self.tiles[tile].1;
            if !def.has_twin[usize::from(seg)] {
                continue;
            }
            let kind = def.segments[usize::from(seg)].kind;
            let twins = def
                .segments
                .iter()
                .enumerate()
                .filter(|&(j, s)| j != usize::from(seg) && s.kind == kind)
                .map(|(j, _)| (j as u8, self.find(self.node(tile, j as u8))));
            let mut counted_already = false;
            let mut in_big = false;
            for (j, root) in twins {
                counted_already |= j < seg && root == small;
                in_big |= root == big;
            }
            if in_big && !counted_already {
                shared += 1;
            }
        }
        shared
    }

    /// Joins the features of `a` and `b` (the larger keeps its root) and returns the root.
    pub fn union(&mut self, a: NodeId, b: NodeId) -> NodeId {
        let ra = self.compress(a);
        let rb = self.compress(b);
        if ra == rb {
            return ra;
        }
        let (big, small) = if self.data[ra as usize].nodes >= self.data[rb as usize].nodes {
            (ra, rb)
        } else {
            (rb, ra)
        };
        let s = self.data[small as usize];
        let shared = if s.kind == FeatureKind::Field {
            0
        } else {
            self.shared_tiles(small, big)
        };
        self.nodes[small as usize].parent = big;
        let small_next = self.nodes[small as usize].next;
        self.nodes[small as usize].next = self.nodes[big as usize].next;
        self.nodes[big as usize].next = small_next;
        let d = &mut self.data[big as usize];
        d.open += s.open;
        d.nodes += s.nodes;
        d.tiles = d.tiles + s.tiles - shared;
        d.pennants += s.pennants;
        d.marks = d.marks.union(s.marks);
        d.claims += s.claims;
        big
    }

    /// What is known about the feature whose root is `root`.
    pub fn root_data_mut(&mut self, root: NodeId) -> &mut FeatureData {
        &mut self.data[root as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `each_tile` against sorting the tiles of every node, on tables small enough for the
    /// bit marks and too large for them.
    #[test]
    fn each_tile_lists_the_tiles_of_a_feature_sorted_and_once() {
        let def = crate::tiles::by_name("D").expect("tile D").def();
        for tiles in [40u32, 300] {
            let mut f = Features::default();
            for _ in 0..tiles {
                f.add_tile(def);
            }
            // Roads of every third tile joined in one long road; both fields of a tile, and
            // fields of tiles far apart, joined, so a field has two nodes on some tiles.
            for t in (3..tiles as usize).step_by(3) {
                f.union(f.node(t - 3, 1), f.node(t, 1));
            }
            for t in (0..tiles as usize).step_by(7) {
                f.union(f.node(t, 2), f.node(t, 3));
                f.union(f.node(t, 2), f.node((t * 5) % tiles as usize, 3));
            }
            for node in [f.node(0, 1), f.node(0, 2), f.node(7, 2), f.node(1, 0)] {
                let mut naive: Vec<usize> = f.nodes(node).map(|n| f.tile_of(n)).collect();
                naive.sort_unstable();
                naive.dedup();
                let mut listed = Vec::new();
                f.each_tile(node, |t| listed.push(t));
                assert_eq!(listed, naive, "{tiles} tiles, node {node}");
                assert_eq!(f.tile_count(node) as usize, naive.len(), "node {node}");
            }
            let road = f.node(0, 1);
            assert_eq!(f.tile_count(road) as usize, (tiles as usize).div_ceil(3));
            assert!(f.tile_count(f.node(7, 2)) > 2);
        }
    }
}
