//! Where everything on a tile goes, derived from the engine's port geometry alone.
//!
//! A [`TileLayout`] is computed once per tile type (unturned) and says: the shape of each city
//! segment, the course of each road and river, where symbols sit, and a representative point
//! ("anchor") per segment and monastery, where followers stand and close-up markers go.
//! Nothing here knows tile names, so a new catalogue line needs no new code. What an
//! expansion prints on its tiles is placed by its part (`crate::expansions`), in the stages
//! of [`Stage`], with the same means the base game's symbols use.

use std::sync::OnceLock;

use carcassonne_engine::geometry::{Port, Ports, Side};
use carcassonne_engine::tiles::{catalogue, End, FeatureKind, Segment, TileDef, TileId};
use carcassonne_engine::Spot;

use crate::canvas::Layer;
use crate::cities::{city_shape, CityShape};
use crate::expansions::parts;
use crate::fields::{FieldMap, Hedge};
use crate::shapes::{side_frame, side_middle, Polyline, Pt};
use crate::style::style_for;
use crate::tile_art::{HOUSE, MONASTERY, PENNANT, ROAD_END};

/// Width of the strip of field kept between two separate cities that would otherwise touch.
const CITY_GAP: f32 = 0.05;

/// A road stroke, or the stroke of another feature drawn as a line (one arm of it when it
/// forks or ends).
#[derive(Clone, Debug)]
pub struct PathShape {
    pub segment: u8,
    pub kind: FeatureKind,
    pub line: Polyline,
    /// Half its width: roads and paths have the width of their tile's style, other kinds the
    /// width their part gives.
    pub half: f32,
}

impl PathShape {
    pub fn half_width(&self) -> f32 {
        self.half
    }
}

/// A kind of symbol drawn on tiles: its name (to find it again, and in messages), a number
/// telling apart symbols of one name (which goods, how far a wheel turns) and its drawing.
/// The base game's kinds are in `tile_art`; an expansion's part declares its own.
#[derive(Clone, Copy)]
pub struct SymbolKind {
    pub name: &'static str,
    pub arg: u8,
    /// Adds the drawing of the symbol with this `arg`, centred on a point within a radius.
    draw: fn(u8, Pt, f32, &mut Vec<Layer>),
}

impl SymbolKind {
    pub const fn new(name: &'static str, draw: fn(u8, Pt, f32, &mut Vec<Layer>)) -> SymbolKind {
        SymbolKind { name, arg: 0, draw }
    }

    /// The same kind of symbol, told apart from others of its name by `arg`.
    pub const fn with(self, arg: u8) -> SymbolKind {
        SymbolKind { arg, ..self }
    }

    /// Adds the symbol's drawing centred on `c` within about `r`.
    pub fn layers(&self, c: Pt, r: f32, out: &mut Vec<Layer>) {
        (self.draw)(self.arg, c, r, out);
    }
}

impl PartialEq for SymbolKind {
    fn eq(&self, other: &SymbolKind) -> bool {
        (self.name, self.arg) == (other.name, other.arg)
    }
}

impl std::fmt::Debug for SymbolKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.arg == 0 {
            f.write_str(self.name)
        } else {
            write!(f, "{}({})", self.name, self.arg)
        }
    }
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
    /// Other places figures stand on, which parts put on the tile with their symbols.
    pub places: Vec<(Spot, Pt)>,
    /// Lines drawn between fields that the data keeps apart but nothing drawn separates.
    pub hedges: Vec<Hedge>,
    /// On a cell covered by a piece a part lays over the board: the piece (centre in this
    /// cell's units, radius), drawn over the board as one. Roads run under it; figures keep
    /// off it.
    pub keep_out: Option<(Pt, f32)>,
}

/// When a part places its symbols while a tile is laid out: each stage sees what the earlier
/// ones placed, and what is placed first gets the most room.
pub(crate) enum Stage<'a> {
    /// In city `.0` of [`TileLayout::cities`], segment `.1`, before its pennants: what claims
    /// the city's heart.
    CityHeart(usize, &'a Segment),
    /// In that city, after its pennants.
    City(usize, &'a Segment),
    /// Beside the roads, once the cities are furnished.
    Roads,
    /// In the open field.
    Field,
    /// In field segments, once the fields are mapped.
    Fields(&'a FieldMap),
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

    /// Where figures on `spot` stand, for a spot a part placed on the tile.
    pub fn place(&self, spot: Spot) -> Option<Pt> {
        self.places
            .iter()
            .find(|(s, _)| *s == spot)
            .map(|(_, p)| *p)
    }

    /// Distance outside the piece covering the cell (always far on other tiles).
    pub(crate) fn keep_out_clearance(&self, p: Pt) -> f32 {
        self.keep_out.map_or(f32::MAX, |(c, r)| p.dist(c) - r)
    }

    pub(crate) fn symbol_clearance(&self, p: Pt) -> f32 {
        self.symbols
            .iter()
            .map(|s| p.dist(s.at) - s.radius)
            .fold(f32::MAX, f32::min)
    }

    /// How much free field there is around `p`.
    pub(crate) fn field_clearance(&self, p: Pt) -> f32 {
        // Symbols keep off the tile edges, where players read how terrain continues.
        let edge = p.x.min(1.0 - p.x).min(p.y).min(1.0 - p.y) - 0.07;
        edge.min(self.any_city(p))
            .min(self.path_clearance(p))
            .min(self.symbol_clearance(p))
            .min(self.keep_out_clearance(p))
    }

    /// The free field point best suited to a symbol of `radius`, preferring `near`, and the
    /// radius that fits there (never more than asked: crowded tiles get smaller symbols).
    pub(crate) fn free_field_spot(&self, near: Pt, radius: f32) -> (Pt, f32) {
        let at = best_on_grid(|p| {
            let c = self.field_clearance(p);
            c.min(radius * 1.6) - 0.35 * p.dist(near)
        });
        let fits = (self.field_clearance(at) - 0.01).clamp(radius * 0.6, radius);
        (at, fits)
    }

    /// A free point inside city `i` for a symbol of `radius`: room first, then closeness to
    /// the city's middle, so symbols sit where the eye expects them instead of in a corner.
    pub(crate) fn free_city_spot(&self, i: usize, radius: f32) -> Pt {
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
    pub(crate) fn city_disc(&self, i: usize, radius: f32) -> (Pt, f32) {
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

/// Sides whose middle port a road (or a feature drawn like one) owns.
fn path_sides(ports: Ports) -> Vec<Side> {
    Side::ALL
        .into_iter()
        .filter(|s| ports.contains(Port::middle(*s)))
        .collect()
}

/// How far into the tile a road ending at a house or against nothing runs.
const SHORT_ARM: f32 = 0.34;

/// The course of a road from `side`'s middle to the piece `(c, r)` covering the cell, ending
/// `inside` under its rim: straight in when the piece lies ahead, else bending towards its
/// nearest part of the cell (a corner cell's road).
fn to_piece(side: Side, (c, r): (Pt, f32), inside: f32) -> Polyline {
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
        places: Vec::new(),
        hedges: Vec::new(),
        keep_out: parts().iter().find_map(|p| p.keep_out(def)),
    };
    let style = style_for(def);
    // Roads take their style's width; kinds a part draws as lines, the part's.
    let half = |kind: FeatureKind| {
        parts()
            .iter()
            .find_map(|p| p.path_half(kind))
            .unwrap_or(style.way_half)
    };
    for (i, seg) in def.segments.iter().enumerate() {
        if seg.kind == FeatureKind::City {
            lay.cities.push(city_shape(i as u8, seg.ports));
        }
    }

    // Roads (and what is drawn like them) that run through come first: ends and symbols make
    // room for them.
    let is_path =
        |k: FeatureKind| k == FeatureKind::Road || parts().iter().any(|p| p.path_half(k).is_some());
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
        // Lean towards the roads that lead to it, so they stay short and on their side of
        // whatever else crosses the tile.
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
            kind: MONASTERY,
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
    for part in parts() {
        for &(end, kind, radius) in part.end_symbols() {
            if ends.contains(&end) {
                let (at, radius) = lay.free_field_spot(Pt::CENTRE, radius);
                lay.symbols.push(Symbol { kind, at, radius });
            }
        }
    }
    let end_symbol = |end: End| {
        parts()
            .iter()
            .flat_map(|p| p.end_symbols())
            .find(|(e, _, _)| *e == end)
            .map(|&(_, kind, _)| kind)
    };

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
                End::Monastery => (find(&lay, MONASTERY), None),
                End::Junction => (find(&lay, style.junction), None),
                End::House => (inward, Some((HOUSE, 0.09))),
                // On a cell a piece covers roads end at the piece, under its rim.
                End::Other if lay.keep_out.is_some() => (inward, None),
                End::Other => (inward, Some((ROAD_END, 0.05))),
                End::City => {
                    let gate = city_gate(&lay, start);
                    (gate, style.entrance.map(|kind| (kind, 0.04)))
                }
                // Ends a part puts a symbol at lead to it; ends added to the catalogue later
                // are drawn as a plain road end until they get a symbol of their own.
                _ => match end_symbol(end) {
                    Some(kind) => (find(&lay, kind), None),
                    None => (inward, Some((ROAD_END, 0.05))),
                },
            };
            let line = match (end, lay.keep_out) {
                (End::Other, Some(piece)) => to_piece(side, piece, 0.06),
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

    // Symbols that belong to a city: what claims its heart, then pennants, then the rest.
    for (ci, city) in lay.cities.clone().iter().enumerate() {
        let seg = &def.segments[city.segment as usize];
        for part in parts() {
            part.place(def, &mut lay, Stage::CityHeart(ci, seg));
        }
        for _ in 0..seg.pennants {
            let at = lay.free_city_spot(ci, 0.07);
            lay.symbols.push(Symbol {
                kind: PENNANT,
                at,
                radius: 0.075,
            });
        }
        for part in parts() {
            part.place(def, &mut lay, Stage::City(ci, seg));
        }
    }
    for part in parts() {
        part.place(def, &mut lay, Stage::Roads);
    }
    for part in parts() {
        part.place(def, &mut lay, Stage::Field);
    }

    let fields = FieldMap::new(def, &lay);
    lay.hedges = fields.hedges.clone();
    for part in parts() {
        part.place(def, &mut lay, Stage::Fields(&fields));
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
            kind if is_path(kind) => road_anchor(&lay, i as u8, &taken),
            // Fields get their anchors below; kinds added later take the tile's centre.
            _ => continue,
        };
    }
    for (i, seg) in def.segments.iter().enumerate() {
        if seg.kind == FeatureKind::Field {
            let mut taken: Vec<Pt> = anchors.iter().flatten().copied().collect();
            taken.extend(lay.monastery);
            taken.extend(lay.places.iter().map(|&(_, p)| p));
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
mod tests;
