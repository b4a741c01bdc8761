//! Where everything on a tile goes, derived from the engine's port geometry alone.
//!
//! A [`TileLayout`] is computed once per tile type (unturned) and says: the shape of each city
//! segment, the course of each road and river, where symbols sit, and a representative point
//! ("anchor") per segment, monastery and garden, where followers stand and close-up markers go.
//! Nothing here knows tile names, so a new catalogue line needs no new code.

use std::sync::OnceLock;

use carcassonne_engine::expansions::hill_and_dale::{Animal, Harvest};
use carcassonne_engine::expansions::traders::Goods;
use carcassonne_engine::expansions::wheel::number_of;
use carcassonne_engine::geometry::{Port, Ports, Side};
use carcassonne_engine::tiles::{catalogue, End, FeatureKind, TileDef, TileId};

use crate::cities::{city_shape, CityShape};
use crate::fields::{FieldMap, Hedge};
use crate::shapes::{side_frame, side_middle, Polyline, Pt};
use crate::style::style_for;

/// Half width of a river.
pub const RIVER_HALF: f32 = 0.075;
/// Width of the strip of field kept between two separate cities that would otherwise touch.
const CITY_GAP: f32 = 0.05;

/// A road or river stroke (one arm of it when it forks or ends).
#[derive(Clone, Debug)]
pub struct PathShape {
    pub segment: u8,
    pub kind: FeatureKind,
    pub line: Polyline,
    /// Half its width: rivers have one width, roads and paths the width of their tile's style.
    pub half: f32,
}

impl PathShape {
    pub fn half_width(&self) -> f32 {
        self.half
    }
}

/// Symbols drawn on tiles. New expansions add a variant here and a drawing in `tile_art`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SymbolKind {
    Monastery,
    Garden,
    /// Houses where three or four roads meet.
    Junction,
    /// A single house a road ends at (Hills & Sheep).
    House,
    /// A city gate where a road or river enters a city.
    Gate,
    /// A road that simply stops (a small cairn).
    RoadEnd,
    Spring,
    Lake,
    Pennant,
    Cathedral,
    Inn,
    Goods(Goods),
    Pigherd,
    Hill,
    Vineyard,
    Volcano,
    /// A wooden signpost where footpaths meet (Over Hill and Dale).
    Signpost,
    /// A harvest symbol printed in a crop field, on its token's chip.
    Harvest(Harvest),
    /// An animal grazing on the meadow.
    Animal(Animal),
    /// The Wheel of Fortune's number: a small wheel with how far the pig moves.
    WheelNumber(u8),
}

#[derive(Clone, Copy, Debug)]
pub struct Symbol {
    pub kind: SymbolKind,
    pub at: Pt,
    /// Radius of the space it takes, in tile units.
    pub radius: f32,
}

/// Everything placed on one tile type, unturned.
#[derive(Clone, Debug)]
pub struct TileLayout {
    pub cities: Vec<CityShape>,
    pub paths: Vec<PathShape>,
    pub symbols: Vec<Symbol>,
    /// Anchor per segment, indexed like `TileDef::segments`.
    pub anchors: Vec<Pt>,
    pub monastery: Option<Pt>,
    pub garden: Option<Pt>,
    /// Lines drawn between fields that the data keeps apart but nothing drawn separates.
    pub hedges: Vec<Hedge>,
    /// On a cell of the Wheel of Fortune's board: the wheel (centre in this cell's units,
    /// radius), drawn over the board as one piece. Roads run under it; figures keep off it.
    pub keep_out: Option<(Pt, f32)>,
}

impl TileLayout {
    /// Signed distance to city segment `i` (by position in `cities`), with other cities of the
    /// tile carved out so that separate cities never merge into one blob.
    pub fn city_sdf(&self, i: usize, p: Pt) -> f32 {
        let own = self.cities[i].raw_sdf(p);
        let other = self
            .cities
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, c)| c.raw_sdf(p))
            .fold(f32::MAX, f32::min);
        if other == f32::MAX {
            return own;
        }
        own.max((own - other + CITY_GAP) / 2.0)
    }

    /// Distance to the nearest city, negative inside one.
    pub(crate) fn any_city(&self, p: Pt) -> f32 {
        (0..self.cities.len())
            .map(|i| self.city_sdf(i, p))
            .fold(f32::MAX, f32::min)
    }

    pub(crate) fn path_clearance(&self, p: Pt) -> f32 {
        self.paths
            .iter()
            .map(|s| s.line.dist(p) - s.half_width())
            .fold(f32::MAX, f32::min)
    }

    /// Distance outside the wheel on a board cell (always far on other tiles).
    pub(crate) fn wheel_clearance(&self, p: Pt) -> f32 {
        self.keep_out.map_or(f32::MAX, |(c, r)| p.dist(c) - r)
    }

    pub(crate) fn symbol_clearance(&self, p: Pt) -> f32 {
        self.symbols
            .iter()
            .map(|s| p.dist(s.at) - s.radius)
            .fold(f32::MAX, f32::min)
    }

    /// How much free field there is around `p`.
    fn field_clearance(&self, p: Pt) -> f32 {
        // Symbols keep off the tile edges, where players read how terrain continues.
        let edge = p.x.min(1.0 - p.x).min(p.y).min(1.0 - p.y) - 0.07;
        edge.min(self.any_city(p))
            .min(self.path_clearance(p))
            .min(self.symbol_clearance(p))
            .min(self.wheel_clearance(p))
    }

    /// The free field point best suited to a symbol of `radius`, preferring `near`, and the
    /// radius that fits there (never more than asked: crowded tiles get smaller symbols).
    fn free_field_spot(&self, near: Pt, radius: f32) -> (Pt, f32) {
        let at = best_on_grid(|p| {
            let c = self.field_clearance(p);
            c.min(radius * 1.6) - 0.35 * p.dist(near)
        });
        let fits = (self.field_clearance(at) - 0.01).clamp(radius * 0.6, radius);
        (at, fits)
    }

    /// A free point inside city `i` for a symbol of `radius`: room first, then closeness to
    /// the city's middle, so symbols sit where the eye expects them instead of in a corner.
    fn free_city_spot(&self, i: usize, radius: f32) -> Pt {
        let middle = self.city_middle(i);
        best_on_grid(|p| {
            let inside = -self.city_sdf(i, p);
            let edge = p.x.min(1.0 - p.x).min(p.y).min(1.0 - p.y) + 0.1;
            let room = inside
                .min(self.symbol_clearance(p) - 0.01)
                .min(self.path_clearance(p))
                .min(edge)
                .min(radius * 1.5);
            room - 0.15 * p.dist(middle)
        })
    }

    /// A disc inside city `i` wholly on the tile, for a symbol on a chip (a harvest): the most
    /// room first, up to `radius`, then closeness to the city's middle. Returns its centre and
    /// the radius that fits there, which shallow city caps make smaller.
    fn city_disc(&self, i: usize, radius: f32) -> (Pt, f32) {
        let middle = self.city_middle(i);
        // The chip may cover the rim a little (it is a token lying on the field) but keeps off
        // the tile edges, where players read how the field carries on.
        let room = |p: Pt| {
            let edge = p.x.min(1.0 - p.x).min(p.y).min(1.0 - p.y) - 0.05;
            (0.03 - self.city_sdf(i, p))
                .min(edge)
                .min(self.symbol_clearance(p) - 0.01)
                .min(self.path_clearance(p))
        };
        let at = best_on_grid(|p| room(p).min(radius) - 0.1 * p.dist(middle));
        (at, room(at).clamp(radius * 0.6, radius))
    }

    /// Mean of the grid points inside city `i`, nudged towards the tile centre.
    fn city_middle(&self, i: usize) -> Pt {
        const N: usize = 24;
        let (mut sum, mut count) = (Pt::new(0.0, 0.0), 0.0);
        for j in 0..N {
            for k in 0..N {
                let p = Pt::new((k as f32 + 0.5) / N as f32, (j as f32 + 0.5) / N as f32);
                if self.city_sdf(i, p) < 0.0 {
                    sum = sum.add(p);
                    count += 1.0;
                }
            }
        }
        if count == 0.0 {
            return Pt::CENTRE;
        }
        sum.scale(1.0 / count).lerp(Pt::CENTRE, 0.2)
    }
}

/// Maximises `score` over a grid of points inside the tile.
fn best_on_grid(score: impl Fn(Pt) -> f32) -> Pt {
    const N: usize = 33;
    let mut best = (f32::MIN, Pt::CENTRE);
    for j in 0..N {
        for i in 0..N {
            let p = Pt::new(
                0.06 + 0.88 * i as f32 / (N - 1) as f32,
                0.06 + 0.88 * j as f32 / (N - 1) as f32,
            );
            let s = score(p);
            if s > best.0 {
                best = (s, p);
            }
        }
    }
    best.1
}

/// Layouts of every catalogue tile, computed on first use.
pub fn layout(id: TileId) -> Option<&'static TileLayout> {
    static LAYOUTS: OnceLock<Vec<TileLayout>> = OnceLock::new();
    LAYOUTS
        .get_or_init(|| catalogue().tiles.iter().map(build).collect())
        .get(id.index())
}

/// Sides whose middle port a road or river segment owns.
fn path_sides(ports: Ports) -> Vec<Side> {
    Side::ALL
        .into_iter()
        .filter(|s| ports.contains(Port::middle(*s)))
        .collect()
}

/// Room a harvest symbol takes in its crop field: larger than goods, since it is what a
/// player competes for and must be told apart from five others.
const HARVEST_RADIUS: f32 = 0.12;
/// Room an animal takes: large enough that its colour and shape read on a phone.
const ANIMAL_RADIUS: f32 = 0.16;

/// How far into the tile a road ending at a house or against nothing runs.
const SHORT_ARM: f32 = 0.34;
/// Room a wheel number takes.
const WHEEL_NUMBER_RADIUS: f32 = 0.11;

/// The course of a road from `side`'s middle to the wheel `(c, r)`, ending `inside` under its
/// rim: straight in when the wheel lies ahead, else bending towards the wheel's nearest part
/// of the cell (a corner cell's road).
fn to_wheel(side: Side, (c, r): (Pt, f32), inside: f32) -> Polyline {
    const STEPS: usize = 100;
    let start = side_middle(side);
    for k in 1..=STEPS {
        let p = side_frame(side, 0.5, k as f32 / STEPS as f32);
        if p.dist(c) < r - inside {
            return Polyline::line(start, p);
        }
    }
    let near = Pt::new(c.x.clamp(0.03, 0.97), c.y.clamp(0.03, 0.97));
    Polyline::bezier(start, side_frame(side, 0.5, 0.5), near)
}

fn build(def: &TileDef) -> TileLayout {
    let mut lay = TileLayout {
        cities: Vec::new(),
        paths: Vec::new(),
        symbols: Vec::new(),
        anchors: vec![Pt::CENTRE; def.segments.len()],
        monastery: None,
        garden: None,
        hedges: Vec::new(),
        keep_out: crate::wheel::keep_out(def),
    };
    let style = style_for(def);
    let half = |kind: FeatureKind| {
        if kind == FeatureKind::River {
            RIVER_HALF
        } else {
            style.way_half
        }
    };
    for (i, seg) in def.segments.iter().enumerate() {
        if seg.kind == FeatureKind::City {
            lay.cities.push(city_shape(i as u8, seg.ports));
        }
    }

    // Roads and rivers that run through come first: ends and symbols make room for them.
    let is_path = |k: FeatureKind| matches!(k, FeatureKind::Road | FeatureKind::River);
    for (i, seg) in def.segments.iter().enumerate() {
        if !is_path(seg.kind) || seg.end.is_some() {
            continue;
        }
        let sides = path_sides(seg.ports);
        match sides.as_slice() {
            [a, b] => {
                let (pa, pb) = (side_middle(*a), side_middle(*b));
                lay.paths.push(PathShape {
                    segment: i as u8,
                    kind: seg.kind,
                    line: Polyline::bezier(pa, Pt::CENTRE, pb),
                    half: half(seg.kind),
                });
            }
            many => {
                for s in many {
                    lay.paths.push(PathShape {
                        segment: i as u8,
                        kind: seg.kind,
                        line: Polyline::line(side_middle(*s), Pt::CENTRE),
                        half: half(seg.kind),
                    });
                }
            }
        }
    }

    // Things in the middle that ending roads lead to.
    let ends: Vec<End> = def.segments.iter().filter_map(|s| s.end).collect();
    if def.monastery {
        // Lean towards the roads that lead to it, so they stay short and on their side of a
        // river.
        let from: Vec<Pt> = def
            .segments
            .iter()
            .filter(|s| s.end == Some(End::Monastery))
            .flat_map(|s| path_sides(s.ports))
            .map(side_middle)
            .collect();
        let near = if from.is_empty() {
            Pt::CENTRE
        } else {
            let sum = from.iter().fold(Pt::new(0.0, 0.0), |a, p| a.add(*p));
            Pt::CENTRE.lerp(sum.scale(1.0 / from.len() as f32), 0.4)
        };
        let (at, radius) = lay.free_field_spot(near, 0.17);
        lay.symbols.push(Symbol {
            kind: SymbolKind::Monastery,
            at,
            radius,
        });
        lay.monastery = Some(at);
    }
    if ends.contains(&End::Junction) {
        lay.symbols.push(Symbol {
            kind: style.junction,
            at: Pt::CENTRE,
            radius: 0.14,
        });
    }
    for (end, kind, radius) in [
        (End::Lake, SymbolKind::Lake, 0.2),
        (End::Spring, SymbolKind::Spring, 0.1),
    ] {
        if ends.contains(&end) {
            let (at, radius) = lay.free_field_spot(Pt::CENTRE, radius);
            lay.symbols.push(Symbol { kind, at, radius });
        }
    }

    let find = |lay: &TileLayout, kind: SymbolKind| {
        lay.symbols
            .iter()
            .find(|s| s.kind == kind)
            .map_or(Pt::CENTRE, |s| s.at)
    };
    for (i, seg) in def.segments.iter().enumerate() {
        let Some(end) = seg.end else { continue };
        if !is_path(seg.kind) {
            continue;
        }
        for side in path_sides(seg.ports) {
            let start = side_middle(side);
            let inward = side_frame(side, 0.5, SHORT_ARM);
            let (target, symbol) = match end {
                End::Monastery => (find(&lay, SymbolKind::Monastery), None),
                End::Junction => (find(&lay, style.junction), None),
                End::Lake => (find(&lay, SymbolKind::Lake), None),
                End::Spring => (find(&lay, SymbolKind::Spring), None),
                End::House => (inward, Some((SymbolKind::House, 0.09))),
                // On the Wheel of Fortune's board roads end at the wheel, under its rim.
                End::Other if lay.keep_out.is_some() => (inward, None),
                End::Other => (inward, Some((SymbolKind::RoadEnd, 0.05))),
                End::City => {
                    let gate = city_gate(&lay, start);
                    (gate, style.entrance.map(|kind| (kind, 0.04)))
                }
                // Ends added to the catalogue later are drawn as a plain road end until they
                // get a symbol of their own.
                _ => (inward, Some((SymbolKind::RoadEnd, 0.05))),
            };
            let line = match (end, lay.keep_out) {
                (End::Other, Some(wheel)) => to_wheel(side, wheel, 0.06),
                _ => Polyline::line(start, target),
            };
            lay.paths.push(PathShape {
                segment: i as u8,
                kind: seg.kind,
                line,
                half: half(seg.kind),
            });
            if let Some((kind, radius)) = symbol {
                lay.symbols.push(Symbol {
                    kind,
                    at: target,
                    radius,
                });
            }
        }
    }

    // Symbols that belong to a city: cathedral in the heart, then pennants and goods.
    for (ci, city) in lay.cities.clone().iter().enumerate() {
        let seg = &def.segments[city.segment as usize];
        if seg.has("cathedral") {
            let at = lay.free_city_spot(ci, 0.16);
            lay.symbols.push(Symbol {
                kind: SymbolKind::Cathedral,
                at,
                radius: 0.16,
            });
        }
        for _ in 0..seg.pennants {
            let at = lay.free_city_spot(ci, 0.07);
            lay.symbols.push(Symbol {
                kind: SymbolKind::Pennant,
                at,
                radius: 0.075,
            });
        }
        if let Some(goods) = Goods::in_segment(seg) {
            let at = lay.free_city_spot(ci, 0.07);
            lay.symbols.push(Symbol {
                kind: SymbolKind::Goods(goods),
                at,
                radius: 0.075,
            });
        }
        if let Some(harvest) = Harvest::in_segment(seg) {
            let (at, radius) = lay.city_disc(ci, HARVEST_RADIUS);
            lay.symbols.push(Symbol {
                kind: SymbolKind::Harvest(harvest),
                at,
                radius,
            });
        }
    }

    // An inn sits beside the middle of its road, on the roomier side.
    for (i, seg) in def.segments.iter().enumerate() {
        if !seg.has("inn") {
            continue;
        }
        if let Some(path) = lay.paths.iter().find(|p| p.segment == i as u8) {
            let mid = path.line.at(0.5);
            let dir = path.line.direction_at(0.5);
            let normal = Pt::new(-dir.y, dir.x);
            let sides = [mid.add(normal.scale(0.17)), mid.sub(normal.scale(0.17))];
            let at = if lay.field_clearance(sides[0]) >= lay.field_clearance(sides[1]) {
                sides[0]
            } else {
                sides[1]
            };
            lay.symbols.push(Symbol {
                kind: SymbolKind::Inn,
                at,
                radius: 0.1,
            });
        }
    }

    // Tile-wide symbols in the open field.
    let field_symbols = [
        (def.garden, SymbolKind::Garden, 0.11),
        (def.has("hill"), SymbolKind::Hill, 0.12),
        (def.has("vineyard"), SymbolKind::Vineyard, 0.11),
        (def.has("volcano"), SymbolKind::Volcano, 0.12),
    ];
    for (present, kind, radius) in field_symbols {
        if present {
            let (at, radius) = lay.free_field_spot(Pt::CENTRE, radius);
            lay.symbols.push(Symbol { kind, at, radius });
            if kind == SymbolKind::Garden {
                lay.garden = Some(at);
            }
        }
    }

    // The wheel number sits in the open field, towards a corner, out of the way of figures.
    if number_of(def) > 0 {
        let (at, radius) = lay.free_field_spot(Pt::new(0.8, 0.2), WHEEL_NUMBER_RADIUS);
        lay.symbols.push(Symbol {
            kind: SymbolKind::WheelNumber(number_of(def)),
            at,
            radius,
        });
    }

    // Animals graze in the open, each on its own patch of meadow: every one placed makes the
    // next keep its distance.
    for animal in Animal::on(def) {
        let (at, radius) = lay.free_field_spot(Pt::CENTRE, ANIMAL_RADIUS);
        lay.symbols.push(Symbol {
            kind: SymbolKind::Animal(animal),
            at,
            radius,
        });
    }

    let fields = FieldMap::new(def, &lay);
    lay.hedges = fields.hedges.clone();
    for (i, seg) in def.segments.iter().enumerate() {
        if seg.kind == FeatureKind::Field && seg.has("pigherd") {
            let at = fields.best_point(i as u8, &lay, &[]).unwrap_or(Pt::CENTRE);
            lay.symbols.push(Symbol {
                kind: SymbolKind::Pigherd,
                at,
                radius: 0.08,
            });
        }
    }

    // Cities and roads first: they have little choice. Fields then keep clear of them (and of
    // each other), so figures and close-up markers do not pile up.
    let mut anchors: Vec<Option<Pt>> = vec![None; def.segments.len()];
    for (i, seg) in def.segments.iter().enumerate() {
        let taken: Vec<Pt> = anchors.iter().flatten().copied().collect();
        anchors[i] = match seg.kind {
            FeatureKind::City => lay
                .cities
                .iter()
                .position(|c| c.segment == i as u8)
                .map(|ci| lay.free_city_spot(ci, 0.1)),
            FeatureKind::Road | FeatureKind::River => road_anchor(&lay, i as u8, &taken),
            // Fields get their anchors below; kinds added later take the tile's centre.
            _ => continue,
        };
    }
    for (i, seg) in def.segments.iter().enumerate() {
        if seg.kind == FeatureKind::Field {
            let mut taken: Vec<Pt> = anchors.iter().flatten().copied().collect();
            taken.extend(lay.monastery);
            taken.extend(lay.garden);
            anchors[i] = fields.best_point(i as u8, &lay, &taken);
        }
    }
    let anchors: Vec<Pt> = anchors
        .into_iter()
        .map(|a| a.unwrap_or(Pt::CENTRE))
        .collect();
    lay.anchors = anchors;
    lay
}

/// Where a road heading for a city from `start` meets its wall.
fn city_gate(lay: &TileLayout, start: Pt) -> Pt {
    // Aim for the heart of the nearest city, then stop where the wall is.
    let heart = (0..lay.cities.len())
        .map(|i| lay.free_city_spot(i, 0.1))
        .min_by(|a, b| a.dist(start).total_cmp(&b.dist(start)))
        .unwrap_or(Pt::CENTRE);
    const STEPS: usize = 64;
    for k in 1..=STEPS {
        let p = start.lerp(heart, k as f32 / STEPS as f32);
        if lay.any_city(p) < -0.015 {
            return p;
        }
    }
    heart
}

/// A point on the segment's road, away from symbols and anchors already chosen.
fn road_anchor(lay: &TileLayout, segment: u8, taken: &[Pt]) -> Option<Pt> {
    let path = lay.paths.iter().find(|p| p.segment == segment)?;
    let mut best = (f32::MIN, path.line.at(0.5));
    for t in [0.5, 0.4, 0.6, 0.3, 0.7, 0.25] {
        let p = path.line.at(t);
        let room = taken
            .iter()
            .map(|a| a.dist(p) - 0.1)
            .fold(lay.symbol_clearance(p), f32::min)
            .min(0.12);
        if room > best.0 + 1e-4 {
            best = (room, p);
        }
    }
    Some(best.1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use carcassonne_engine::tiles::by_name;

    fn lay(name: &str) -> (&'static TileDef, &'static TileLayout) {
        let id = by_name(name).unwrap_or_else(|| panic!("tile {name}"));
        (
            id.def(),
            layout(id).unwrap_or_else(|| panic!("layout {name}")),
        )
    }

    #[test]
    fn every_tile_has_a_layout_with_anchors_inside_the_tile() {
        for def in &catalogue().tiles {
            let l = layout(def.id).expect("layout");
            assert_eq!(l.anchors.len(), def.segments.len(), "{}", def.name);
            for a in &l.anchors {
                assert!(
                    (0.0..=1.0).contains(&a.x) && (0.0..=1.0).contains(&a.y),
                    "{}",
                    def.name
                );
            }
            assert_eq!(l.monastery.is_some(), def.monastery, "{}", def.name);
            assert_eq!(l.garden.is_some(), def.garden, "{}", def.name);
        }
    }

    #[test]
    fn city_anchors_lie_inside_their_city_and_field_anchors_outside_all() {
        for def in &catalogue().tiles {
            let l = layout(def.id).expect("layout");
            for (i, seg) in def.segments.iter().enumerate() {
                let a = l.anchors[i];
                match seg.kind {
                    FeatureKind::City => {
                        let ci = l.cities.iter().position(|c| c.segment == i as u8);
                        let ci = ci.expect("city shape");
                        assert!(l.city_sdf(ci, a) < 0.0, "{} seg {i}", def.name);
                    }
                    FeatureKind::Field => {
                        assert!(l.any_city(a) > 0.0, "{} field {i} in a city", def.name);
                        assert!(
                            l.path_clearance(a) > 0.0,
                            "{} field {i} on a road",
                            def.name
                        );
                    }
                    _ => assert!(
                        l.path_clearance(a) < 0.0,
                        "{} path {i} off its path",
                        def.name
                    ),
                }
            }
        }
    }

    #[test]
    fn separate_cities_on_one_tile_do_not_touch() {
        let (_, l) = lay("H");
        assert_eq!(l.cities.len(), 2);
        // Along the vertical middle line there must be field between the two caps.
        let field_between = (0..100).any(|k| {
            let p = Pt::new(0.5, k as f32 / 100.0);
            l.any_city(p) > 0.0
        });
        assert!(field_between);
        let (_, l) = lay("IC.3");
        assert_eq!(l.cities.len(), 4);
        // Near the north-west corner the two caps are kept apart by a strip of field.
        let gap = (0..50).any(|k| {
            let t = 0.02 + k as f32 * 0.002;
            l.any_city(Pt::new(t, t)) > 0.0
        });
        assert!(gap, "no gap between the north and west cities of IC.3");
    }

    #[test]
    fn a_road_into_a_city_stops_at_a_gate() {
        let (_, l) = lay("S");
        let gate = l.symbols.iter().find(|s| s.kind == SymbolKind::Gate);
        let gate = gate.expect("gate symbol");
        assert!(l.any_city(gate.at) < 0.0);
        assert!(
            gate.at.y > 0.5,
            "gate should be south of the middle: {:?}",
            gate.at
        );
    }

    #[test]
    fn field_anchors_of_d_are_on_either_side_of_the_road() {
        let (def, l) = lay("D");
        let owning = |port: u8| {
            def.segments
                .iter()
                .position(|s| s.kind == FeatureKind::Field && s.ports.contains(Port::new(port)))
                .expect("field owning port")
        };
        // En (3) lies north of the road, Sw (8) south of it.
        assert!(l.anchors[owning(3)].y < 0.5);
        assert!(l.anchors[owning(8)].y > 0.5);
    }

    #[test]
    fn animals_graze_on_meadow_and_harvests_lie_in_their_crop_fields() {
        let (mut animals, mut harvests) = (0, 0);
        for def in &catalogue().tiles {
            let l = layout(def.id).expect("layout");
            for sym in &l.symbols {
                match sym.kind {
                    SymbolKind::Animal(_) => {
                        // Its body (most of its radius) keeps off paths, fields and the other
                        // animals.
                        let body = sym.radius * 0.7;
                        assert!(l.any_city(sym.at) > body, "{}: animal in a field", def.name);
                        assert!(
                            l.path_clearance(sym.at) > body,
                            "{}: animal on a path",
                            def.name
                        );
                        let others = l.symbols.iter().filter(|o| !std::ptr::eq(*o, sym));
                        for o in others {
                            assert!(
                                o.at.dist(sym.at) > body + o.radius * 0.7,
                                "{}: {:?} on {:?}",
                                def.name,
                                sym.kind,
                                o.kind
                            );
                        }
                        animals += 1;
                    }
                    SymbolKind::Harvest(_) => {
                        assert!(
                            l.any_city(sym.at) < 0.0,
                            "{}: harvest off its field",
                            def.name
                        );
                        harvests += 1;
                    }
                    _ => {}
                }
            }
            let drawn = l
                .symbols
                .iter()
                .filter(|s| matches!(s.kind, SymbolKind::Animal(_)))
                .count();
            assert_eq!(drawn, Animal::on(def).count(), "{}", def.name);
        }
        // Over Hill and Dale prints animals on 23 kinds of tile and harvests on 33 fields.
        assert!(
            animals >= 23 && harvests >= 30,
            "{animals} animals, {harvests} harvests"
        );
    }

    #[test]
    fn spots_on_a_tile_are_far_enough_apart_for_markers() {
        let mut worst = (f32::MAX, String::new());
        for def in &catalogue().tiles {
            let l = layout(def.id).expect("layout");
            let mut pts: Vec<Pt> = def
                .segments
                .iter()
                .enumerate()
                .filter(|(_, s)| s.kind != FeatureKind::River)
                .map(|(i, _)| l.anchors[i])
                .collect();
            pts.extend(l.monastery);
            pts.extend(l.garden);
            for a in 0..pts.len() {
                for b in a + 1..pts.len() {
                    let d = pts[a].dist(pts[b]);
                    if d < worst.0 {
                        worst = (d, def.name.clone());
                    }
                }
            }
        }
        // Close-up markers are 0.17 of the tile wide; spots much closer would overlap.
        assert!(worst.0 >= 0.16, "spots {:.3} apart on {}", worst.0, worst.1);
    }
}
