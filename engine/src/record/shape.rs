//! Matching a record's tile ids to the engine's tiles by structure: edges, segments and their
//! ports, pennants, monastery, garden, and the marks the capabilities' record parts name.

use std::collections::BTreeMap;

use crate::geometry::{Port, Ports, Rotation, Side};
use crate::tiles::{catalogue, EdgeKind, FeatureKind, Mark, Marks, TileDef};

use super::part::{field, Fields, RecordMark};
use super::RecordTile;
use super::{ReplayError, TileFile, TileMatch};

/// A rotation-specific, order-free description of a tile's structure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Shape {
    edges: [EdgeKind; 4],
    /// Ports, pennant, marks.
    cities: Vec<(u16, bool, Marks)>,
    /// Ports, marks.
    roads: Vec<(u16, Marks)>,
    rivers: Vec<u16>,
    /// Ports, bordered cities' ports, marks.
    fields: Vec<(u16, Vec<u16>, Marks)>,
    monastery: bool,
    garden: bool,
    tile: Marks,
}

/// Every mark the record parts name, by where a tile file writes it.
struct Known {
    tile: Marks,
    city: Marks,
    road: Marks,
    field: Marks,
}

fn record_marks() -> impl Iterator<Item = &'static RecordMark> {
    crate::expansions::registry()
        .iter()
        .filter_map(|h| h.record())
        .flat_map(|p| p.marks())
}

fn known() -> Known {
    let mut k = Known {
        tile: Marks::default(),
        city: Marks::default(),
        road: Marks::default(),
        field: Marks::default(),
    };
    let add = |set: &mut Marks, name: &str| {
        if let Some(m) = Mark::named(name) {
            *set = set.with(m);
        }
    };
    for m in record_marks() {
        match *m {
            RecordMark::Tile { mark, .. } => add(&mut k.tile, mark),
            RecordMark::City { mark, .. } => add(&mut k.city, mark),
            RecordMark::CityNames { names, .. } => {
                for n in names {
                    add(&mut k.city, n);
                }
            }
            RecordMark::Road { mark, .. } => add(&mut k.road, mark),
            RecordMark::Field { mark, .. } => add(&mut k.field, mark),
        }
    }
    k
}

/// The marks `fields` of a record object name, for objects of the kind `pick` takes.
fn marks_of(
    fields: &Fields,
    pick: impl Fn(&RecordMark) -> Option<(&'static str, Option<&'static str>)>,
) -> Result<Marks, String> {
    let mut out = Marks::default();
    for m in record_marks() {
        let Some((name, mark)) = pick(m) else {
            continue;
        };
        let named = match mark {
            // A flag: the mark when it is true.
            Some(mark) => {
                if field::<bool>(fields, name)?.unwrap_or(false) {
                    vec![mark.to_string()]
                } else {
                    Vec::new()
                }
            }
            // A list of the marks' own names.
            None => field::<Vec<String>>(fields, name)?.unwrap_or_default(),
        };
        for n in named {
            let m = Mark::named(&n).ok_or(format!("unknown {name} {n:?}"))?;
            out = out.with(m);
        }
    }
    Ok(out)
}

/// Each city segment's ports: whole edges, then `multi_edges` (the corner third of that edge
/// next to the segment's own edges, taken from the segment that lists the edge whole).
fn city_ports(t: &RecordTile) -> Result<Vec<u16>, String> {
    let mut ports = t
        .cities
        .iter()
        .map(|c| Ok(whole_edges(&c.edges)?.0))
        .collect::<Result<Vec<u16>, String>>()?;
    for (j, c) in t.cities.iter().enumerate() {
        for e in &c.multi_edges {
            let side = side_named(e)?;
            let own = |s: Side| c.edges.iter().any(|x| side_named(x).ok() == Some(s));
            let next = Side::from_index((side.index() + 1) % 4);
            let prev = Side::from_index((side.index() + 3) % 4);
            let third = if own(next) {
                2
            } else if own(prev) {
                0
            } else {
                return Err(format!(
                    "multi-edge {e} touches none of the segment's edges"
                ));
            };
            let bit = 1u16 << (side.index() * 3 + third);
            for (i, p) in ports.iter_mut().enumerate() {
                if i == j {
                    *p |= bit;
                } else {
                    *p &= !bit;
                }
            }
        }
    }
    Ok(ports)
}

fn record_shape(t: &RecordTile) -> Result<Shape, String> {
    let ports = city_ports(t)?;
    let mut cities = Vec::new();
    for (c, &p) in t.cities.iter().zip(&ports) {
        let marks = marks_of(&c.more, |m| match *m {
            RecordMark::City { field, mark } => Some((field, Some(mark))),
            RecordMark::CityNames { field, .. } => Some((field, None)),
            _ => None,
        })?;
        cities.push((p, c.pennant, marks));
    }
    let mut fields = Vec::new();
    for f in &t.fields {
        let mut adj = Vec::new();
        for &c in &f.cities {
            adj.push(
                *ports
                    .get(c)
                    .ok_or(format!("field borders unknown city {c}"))?,
            );
        }
        adj.sort_unstable();
        let marks = marks_of(&f.more, |m| match *m {
            RecordMark::Field { field, mark } => Some((field, Some(mark))),
            _ => None,
        })?;
        fields.push((halves(&f.half_edges)?.0, adj, marks));
    }
    let mut roads = Vec::new();
    for r in &t.roads {
        let marks = marks_of(&r.more, |m| match *m {
            RecordMark::Road { field, mark } => Some((field, Some(mark))),
            _ => None,
        })?;
        roads.push((middles(&r.edges)?.0, marks));
    }
    let mut shape = Shape {
        edges: edge_map(&t.edges)?,
        cities,
        roads,
        rivers: t
            .rivers
            .iter()
            .map(|r| Ok(middles(&r.edges)?.0))
            .collect::<Result<_, String>>()?,
        fields,
        monastery: t.monastery,
        garden: t.garden,
        tile: marks_of(&t.more, |m| match *m {
            RecordMark::Tile { field, mark } => Some((field, Some(mark))),
            _ => None,
        })?,
    };
    normalise(&mut shape);
    Ok(shape)
}

/// Only the marks records can tell, so a tile differing in others (a wheel number, a harvest
/// symbol) matches its plain shape.
fn kept(marks: Marks, known: Marks) -> Marks {
    marks
        .iter()
        .filter(|&m| known.has(m))
        .fold(Marks::default(), Marks::with)
}

pub(super) fn engine_shape(def: &TileDef, r: Rotation) -> Shape {
    engine_shape_with(def, r, &known())
}

fn engine_shape_with(def: &TileDef, r: Rotation, known: &Known) -> Shape {
    let seg_ports = |i: u8| def.segments[usize::from(i)].ports_at(r).0;
    let mut shape = Shape {
        edges: def.edges_at(r),
        cities: Vec::new(),
        roads: Vec::new(),
        rivers: Vec::new(),
        fields: Vec::new(),
        monastery: def.monastery,
        garden: def.garden,
        tile: kept(def.marks, known.tile),
    };
    for s in &def.segments {
        let p = s.ports_at(r).0;
        match s.kind {
            FeatureKind::City => shape
                .cities
                .push((p, s.pennants > 0, kept(s.marks, known.city))),
            FeatureKind::Road => shape.roads.push((p, kept(s.marks, known.road))),
            FeatureKind::River => shape.rivers.push(p),
            FeatureKind::Field => {
                let mut adj: Vec<u16> = s.cities.iter().map(|&c| seg_ports(c)).collect();
                adj.sort_unstable();
                shape.fields.push((p, adj, kept(s.marks, known.field)));
            }
        }
    }
    normalise(&mut shape);
    shape
}

fn normalise(s: &mut Shape) {
    s.cities.sort_unstable();
    s.roads.sort_unstable();
    s.rivers.sort_unstable();
    s.fields.sort_unstable();
}

/// Matches every record tile id to an engine tile; an id without a match is an error naming it.
pub fn match_tiles(file: &TileFile) -> Result<BTreeMap<String, TileMatch>, ReplayError> {
    let known = known();
    let mut out = BTreeMap::new();
    for (id, t) in &file.tiles {
        let shape =
            record_shape(t).map_err(|e| ReplayError::Catalogue(format!("tile {id}: {e}")))?;
        let matching = |shape: &Shape| {
            catalogue().tiles.iter().find_map(|def| {
                Rotation::ALL
                    .into_iter()
                    .find(|&r| engine_shape_with(def, r, &known) == *shape)
                    .map(|offset| (def.id, offset))
            })
        };
        // The first format lists garden copies apart: the same id, with a garden.
        let garden = if file.garden_variants.contains(id) {
            let mut with_garden = shape.clone();
            with_garden.garden = true;
            match matching(&with_garden) {
                Some((g, _)) => Some(g),
                None => {
                    return Err(ReplayError::Catalogue(format!(
                        "tile {id} has a garden variant but no engine garden tile matches it"
                    )))
                }
            }
        } else {
            None
        };
        match matching(&shape) {
            Some((tile, offset)) => {
                out.insert(
                    id.clone(),
                    TileMatch {
                        tile,
                        offset,
                        garden,
                    },
                );
            }
            None => {
                return Err(ReplayError::Catalogue(format!(
                    "tile {id} matches no engine tile in structure"
                )))
            }
        }
    }
    Ok(out)
}

// Edge sides and ports as records write them.

pub(super) fn side_named(s: &str) -> Result<Side, String> {
    match s {
        "N" => Ok(Side::N),
        "E" => Ok(Side::E),
        "S" => Ok(Side::S),
        "W" => Ok(Side::W),
        _ => Err(format!("unknown edge {s:?}")),
    }
}

pub(super) fn whole_edges(edges: &[String]) -> Result<Ports, String> {
    let mut p = Ports::EMPTY;
    for e in edges {
        let side = side_named(e)?;
        for k in 0..3 {
            p = p.with(Port::new(side as u8 * 3 + k));
        }
    }
    Ok(p)
}

pub(super) fn middles(edges: &[String]) -> Result<Ports, String> {
    let mut p = Ports::EMPTY;
    for e in edges {
        p = p.with(Port::middle(side_named(e)?));
    }
    Ok(p)
}

pub(super) fn halves(names: &[String]) -> Result<Ports, String> {
    let mut p = Ports::EMPTY;
    for n in names {
        let port = Port::from_name(n).filter(|p| p.third() != 1);
        p = p.with(port.ok_or(format!("unknown half-edge {n:?}"))?);
    }
    Ok(p)
}

pub(super) fn edge_map(edges: &BTreeMap<String, String>) -> Result<[EdgeKind; 4], String> {
    let mut out = [EdgeKind::Field; 4];
    for side in Side::ALL {
        let key = side.letter().to_string();
        let v = edges.get(&key).ok_or(format!("edge {key} missing"))?;
        out[side.index()] = EdgeKind::ALL
            .into_iter()
            .find(|k| k.name() == v)
            .ok_or(format!("unknown edge kind {v:?}"))?;
    }
    Ok(out)
}
