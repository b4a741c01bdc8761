//! Reader for the compact tile notation of `catalogue.txt` (described at its top).

use std::collections::HashMap;

use crate::geometry::{Port, Ports, Rotation, Side};

use super::{EdgeKind, End, FeatureKind, Mark, Marks, Segment, TileDef, TileId};

#[derive(Debug, thiserror::Error)]
#[error("catalogue line {line}: {reason}")]
pub struct ParseError {
    pub line: usize,
    pub reason: String,
}

/// Reads every tile of `text` onto the end of `tiles`, numbering them on.
pub fn parse_catalogue(text: &str, tiles: &mut Vec<TileDef>) -> Result<(), ParseError> {
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let id = TileId(u16::try_from(tiles.len()).map_err(|_| ParseError {
            line: n + 1,
            reason: "too many tiles".into(),
        })?);
        let tile = parse_line(id, line).map_err(|reason| ParseError {
            line: n + 1,
            reason,
        })?;
        tiles.push(tile);
    }
    Ok(())
}

fn side_of(c: char) -> Result<Side, String> {
    match c {
        'N' => Ok(Side::N),
        'E' => Ok(Side::E),
        'S' => Ok(Side::S),
        'W' => Ok(Side::W),
        _ => Err(format!("bad side {c:?}")),
    }
}

fn parse_line(id: TileId, line: &str) -> Result<TileDef, String> {
    let (body, symbols) = match line.find('[') {
        Some(i) => {
            let end = line.rfind(']').ok_or("unclosed [")?;
            (&line[..i], &line[i + 1..end])
        }
        None => (line, ""),
    };
    let mut words = body.split_whitespace();
    let name = words.next().ok_or("no name")?.to_string();
    let set_key = words.next().ok_or("no set")?;
    let set = super::tile_sets()
        .find(|s| s.key() == set_key)
        .ok_or(format!("unknown set {set_key}"))?;
    let counts = words.next().ok_or("no counts")?;
    let (c1, c2) = counts.split_once('/').ok_or("counts must be a/b")?;
    let count_first = c1.parse().map_err(|_| "bad count")?;
    let count_second = c2.parse().map_err(|_| "bad count")?;
    let edge_str = words.next().ok_or("no edges")?;
    let mut edges = [EdgeKind::Field; 4];
    if edge_str.chars().count() != 4 {
        return Err("edges need four letters".into());
    }
    for (i, c) in edge_str.chars().enumerate() {
        edges[i] = match c {
            'C' => EdgeKind::City,
            'R' => EdgeKind::Road,
            'F' => EdgeKind::Field,
            'W' => EdgeKind::River,
            'H' => EdgeKind::Hub,
            _ => return Err(format!("bad edge letter {c}")),
        };
    }
    let features: String = words.collect::<Vec<_>>().join(" ");
    let mut segments = Vec::new();
    let mut labels: HashMap<String, u8> = HashMap::new();
    let mut field_refs: Vec<(usize, Vec<String>)> = Vec::new();
    for spec in features.split(';').map(str::trim).filter(|s| !s.is_empty()) {
        let (label, rest) = spec.split_once('=').ok_or(format!("no '=' in {spec}"))?;
        let (rest, attrs) = match rest.find('{') {
            Some(i) => {
                let end = rest.rfind('}').ok_or("unclosed {")?;
                (
                    format!("{}{}", &rest[..i], &rest[end + 1..]),
                    &rest[i + 1..end],
                )
            }
            None => (rest.to_string(), ""),
        };
        let kind = match label.chars().next() {
            Some('C') => FeatureKind::City,
            Some('R') => FeatureKind::Road,
            Some('F') => FeatureKind::Field,
            Some('W') => FeatureKind::River,
            _ => return Err(format!("bad feature label {label}")),
        };
        let mut seg = Segment {
            kind,
            ports: Ports::EMPTY,
            end: None,
            pennants: 0,
            marks: Marks::default(),
            cities: Vec::new(),
        };
        for a in attrs.split(',').map(str::trim).filter(|a| !a.is_empty()) {
            match a {
                "pen" => seg.pennants += 1,
                other => match Mark::named(other) {
                    Some(mark) => seg.marks = seg.marks.with(mark),
                    None => return Err(format!("unknown attribute {other}")),
                },
            }
        }
        let rest = rest.trim();
        match kind {
            FeatureKind::City => {
                for part in rest.split('+') {
                    seg.ports = Ports(seg.ports.0 | part_ports(part, kind)?.0);
                }
            }
            FeatureKind::Road | FeatureKind::River => {
                let (path, end) = match rest.split_once('|') {
                    Some((p, e)) => (p, Some(e)),
                    None => (rest, None),
                };
                for part in path.split('~') {
                    seg.ports = Ports(seg.ports.0 | part_ports(part, kind)?.0);
                }
                seg.end = match end {
                    None => None,
                    Some("mon") => Some(End::Monastery),
                    Some("city") => Some(End::City),
                    Some("jct") => Some(End::Junction),
                    Some("house") => Some(End::House),
                    Some("spring") => Some(End::Spring),
                    Some("lake") => Some(End::Lake),
                    Some("end") => Some(End::Other),
                    Some(other) => return Err(format!("unknown end {other}")),
                };
            }
            FeatureKind::Field => {
                let (area, refs) = match rest.split_once('>') {
                    Some((a, r)) => (a, r.split(',').map(|s| s.trim().to_string()).collect()),
                    None => (rest, Vec::new()),
                };
                if area.trim() != "inner" {
                    for part in area.split('.') {
                        seg.ports = Ports(seg.ports.0 | part_ports(part, kind)?.0);
                    }
                }
                field_refs.push((segments.len(), refs));
            }
        }
        labels.insert(label.to_string(), segments.len() as u8);
        segments.push(seg);
    }
    for (field, refs) in field_refs {
        for r in refs {
            let idx = *labels
                .get(&r)
                .ok_or(format!("field refers to unknown {r}"))?;
            segments[field].cities.push(idx);
        }
    }
    let mut port_owner = [None; 12];
    for (i, s) in segments.iter().enumerate() {
        for p in s.ports.iter() {
            if port_owner[p.index()].is_some() {
                return Err(format!("port {} owned twice", p.name()));
            }
            port_owner[p.index()] = Some(i as u8);
        }
    }
    let mut def = TileDef {
        id,
        name,
        set,
        count_first,
        count_second,
        edges,
        segments,
        port_owner,
        monastery: false,
        garden: false,
        symbols: Vec::new(),
        marks: Marks::default(),
        edge_codes: [0; 4],
        has_twin: Vec::new(),
    };
    for r in Rotation::ALL {
        def.edge_codes[usize::from(r.quarter_turns())] = Side::ALL
            .iter()
            .map(|&side| def.edge(side, r).code() << (3 * side.index()))
            .sum();
    }
    def.has_twin = def
        .segments
        .iter()
        .enumerate()
        .map(|(i, s)| {
            def.segments
                .iter()
                .enumerate()
                .any(|(j, o)| j != i && o.kind == s.kind)
        })
        .collect();
    for s in symbols.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match s {
            "MONASTERY" => def.monastery = true,
            "GARDEN" => def.garden = true,
            other => match Mark::named(other) {
                Some(mark) => {
                    def.symbols.push(mark);
                    def.marks = def.marks.with(mark);
                }
                None => return Err(format!("unknown symbol {other}")),
            },
        }
    }
    Ok(def)
}

/// Ports named by one part of a feature's list; see the notation at the top of the catalogue.
fn part_ports(part: &str, kind: FeatureKind) -> Result<Ports, String> {
    let part = part.trim();
    let mut chars = part.chars();
    let side = side_of(chars.next().ok_or("empty part")?)?;
    let base = side as u8 * 3;
    let rest: String = chars.collect();
    let ports = match (rest.as_str(), kind) {
        ("", FeatureKind::City) => Ports(0b111 << base),
        ("", FeatureKind::Field) => Ports(0b101 << base),
        ("", _) => Ports(0).with(Port::middle(side)),
        ("m", _) => Ports(0).with(Port::middle(side)),
        _ => Ports(0).with(Port::from_name(part).ok_or(format!("bad part {part}"))?),
    };
    Ok(ports)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_field_bordering_two_cities() {
        let mut tiles = Vec::new();
        parse_catalogue("H base 3/2 CFCF  C1=N ; C2=S ; F1=E.W>C1,C2", &mut tiles).expect("parses");
        assert_eq!(tiles.len(), 1);
        let h = &tiles[0];
        assert_eq!(h.segments[2].cities, vec![0, 1]);
        assert_eq!(h.segments[2].ports.count(), 4);
    }

    #[test]
    fn reports_the_line_of_a_bad_row() {
        let err = parse_catalogue("# c\nZ base 1/1 CXFF C1=N", &mut Vec::new())
            .err()
            .map(|e| e.line);
        assert_eq!(err, Some(2));
        let err = parse_catalogue("Z base 1/1 FFFF F1=N.E.S.W [DRAGON]", &mut Vec::new());
        assert!(err.is_err_and(|e| e.reason.contains("DRAGON")));
    }
}
