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

#[derive(Clone, Debug, Default)]
pub(crate) struct Features {
    parent: Vec<u32>,
    /// Next node of the same feature (a circular list).
    next: Vec<u32>,
    tile_of: Vec<u16>,
    seg_of: Vec<u8>,
    /// First node of each placed tile.
    base: Vec<u32>,
    data: Vec<FeatureData>,
    defs: Vec<&'static TileDef>,
}

impl Features {
    /// Adds the segments of a newly placed tile as one-segment features.
    pub fn add_tile(&mut self, def: &'static TileDef) {
        let tile = self.base.len() as u16;
        let base = self.parent.len() as u32;
        self.base.push(base);
        self.defs.push(def);
        for (i, seg) in def.segments.iter().enumerate() {
            let node = base + i as u32;
            self.parent.push(node);
            self.next.push(node);
            self.tile_of.push(tile);
            self.seg_of.push(i as u8);
            self.data.push(FeatureData::new(seg));
        }
    }

    pub fn node(&self, tile: usize, seg: u8) -> NodeId {
        self.base[tile] + u32::from(seg)
    }

    pub fn tile_of(&self, node: NodeId) -> usize {
        usize::from(self.tile_of[node as usize])
    }

    pub fn seg_of(&self, node: NodeId) -> u8 {
        self.seg_of[node as usize]
    }

    pub fn find(&self, mut node: NodeId) -> NodeId {
        while self.parent[node as usize] != node {
            node = self.parent[node as usize];
        }
        node
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
            let next = self.next[n as usize];
            at = (next != start).then_some(next);
            Some(n)
        })
    }

    /// Indexes of the placed tiles the feature covers, sorted, each once.
    pub fn tiles(&self, node: NodeId) -> Vec<usize> {
        let mut tiles: Vec<usize> = self.nodes(node).map(|n| self.tile_of(n)).collect();
        tiles.sort_unstable();
        tiles.dedup();
        tiles
    }

    /// Distinct tiles of the feature (counted on demand for fields).
    pub fn tile_count(&self, node: NodeId) -> u32 {
        let d = self.data(node);
        if d.kind == FeatureKind::Field {
            self.tiles(node).len() as u32
        } else {
            d.tiles
        }
    }

    fn compress(&mut self, node: NodeId) -> NodeId {
        let root = self.find(node);
        let mut n = node;
        while self.parent[n as usize] != root {
            let next = self.parent[n as usize];
            self.parent[n as usize] = root;
            n = next;
        }
        root
    }

    /// Tiles that have a segment in both features (each counted once), for features whose
    /// tile count is kept. Only tiles with two segments of one kind can be in both.
    fn shared_tiles(&self, small: NodeId, big: NodeId) -> u32 {
        let mut shared = 0;
        for n in self.nodes(small) {
            let tile = self.tile_of(n);
            let seg = self.seg_of[n as usize];
            let def = self.defs[tile];
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

    /// Joins the features of `a` and `b` (the larger keeps its root).
    pub fn union(&mut self, a: NodeId, b: NodeId) {
        let ra = self.compress(a);
        let rb = self.compress(b);
        if ra == rb {
            return;
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
        self.parent[small as usize] = big;
        self.next.swap(small as usize, big as usize);
        let d = &mut self.data[big as usize];
        d.open += s.open;
        d.nodes += s.nodes;
        d.tiles = d.tiles + s.tiles - shared;
        d.pennants += s.pennants;
        d.marks = d.marks.union(s.marks);
        d.claims += s.claims;
    }
}
