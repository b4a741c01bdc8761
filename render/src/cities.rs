//! City outlines built from the ports a city segment owns: an arch per run of ports along an
//! edge, a corner fill where the city turns a corner, a band joining opposite edges and a disc
//! in the heart of cities walled on three or four sides.

use carcassonne_engine::geometry::{Port, Ports, Side};

use crate::shapes::{self, to_side_frame, Pt};

/// One building block of a city outline.
#[derive(Clone, Debug)]
pub enum CityPart {
    /// An arch along `side` covering `along` from `a` to `b`.
    Cap {
        side: Side,
        a: f32,
        b: f32,
        depth: f32,
    },
    /// Fills the corner where `side` ends (clockwise) and the next side begins.
    Corner { side: Side, rx: f32, ry: f32 },
    /// Joins `side` to the opposite side through the middle.
    Band { side: Side },
    /// The heart of a city walled on three or four sides.
    Disc,
}

impl CityPart {
    fn sdf(&self, p: Pt) -> f32 {
        match *self {
            CityPart::Cap { side, a, b, depth } => {
                let (along, d) = to_side_frame(side, p);
                let c = Pt::new((a + b) / 2.0, 0.0);
                shapes::ellipse(Pt::new(along, d), c, (b - a) / 2.0, depth)
            }
            CityPart::Corner { side, rx, ry } => {
                let (along, _) = to_side_frame(side, p);
                let next = Side::from_index(side.index() + 1);
                let (along2, _) = to_side_frame(next, p);
                // A slightly rounded diagonal: wide enough to read as one city, narrow enough
                // to leave room for a road curving round the opposite corner.
                let x = ((1.0 - along) / rx).max(0.0);
                let y = (along2 / ry).max(0.0);
                const POW: f32 = 1.12;
                let n = (x.powf(POW) + y.powf(POW)).powf(1.0 / POW);
                (n - 1.0) * rx.min(ry) * 0.7
            }
            CityPart::Band { side } => {
                let (along, d) = to_side_frame(side, p);
                let t = 2.0 * d - 1.0;
                (along - 0.5).abs() - (0.17 + 0.22 * t * t)
            }
            CityPart::Disc => shapes::circle(p, Pt::CENTRE, 0.2),
        }
    }
}

/// The outline of one city segment.
#[derive(Clone, Debug)]
pub struct CityShape {
    pub segment: u8,
    parts: Vec<CityPart>,
}

impl CityShape {
    pub fn raw_sdf(&self, p: Pt) -> f32 {
        self.parts
            .iter()
            .map(|part| part.sdf(p))
            .fold(f32::MAX, f32::min)
    }
}

/// Owned thirds of `side` for a port set, as `[left, middle, right]`.
fn thirds(ports: Ports, side: Side) -> [bool; 3] {
    let base = side.index() as u8 * 3;
    [0, 1, 2].map(|k| ports.contains(Port::new(base + k)))
}

/// Contiguous runs of owned thirds along a side, as (start, end) in `along` units.
fn runs(t: [bool; 3]) -> Vec<(f32, f32)> {
    let mut out = Vec::new();
    let mut start = None;
    // A sentinel `false` past the end closes a run that reaches the corner.
    for (k, owned) in t.into_iter().chain([false]).enumerate() {
        match (owned, start) {
            (true, None) => start = Some(k),
            (false, Some(s)) => {
                out.push((s as f32 / 3.0, k as f32 / 3.0));
                start = None;
            }
            _ => {}
        }
    }
    out
}

pub fn city_shape(segment: u8, ports: Ports) -> CityShape {
    let mut parts = Vec::new();
    let touched: Vec<Side> = Side::ALL
        .into_iter()
        .filter(|s| ports.touches(*s))
        .collect();
    for &side in &touched {
        for (a, b) in runs(thirds(ports, side)) {
            let len = b - a;
            parts.push(CityPart::Cap {
                side,
                a,
                b,
                depth: 0.31 * len.sqrt(),
            });
        }
        let next = Side::from_index(side.index() + 1);
        let here = thirds(ports, side);
        let there = thirds(ports, next);
        if here[2] && there[0] {
            let run_here = runs(here).last().map_or(0.0, |(a, _)| 1.0 - a);
            let run_there = runs(there).first().map_or(0.0, |(_, b)| *b);
            parts.push(CityPart::Corner {
                side,
                rx: run_here,
                ry: run_there,
            });
        }
    }
    for side in [Side::N, Side::E] {
        if ports.touches(side) && ports.touches(side.opposite()) {
            parts.push(CityPart::Band { side });
        }
    }
    if touched.len() >= 3 {
        parts.push(CityPart::Disc);
    }
    CityShape { segment, parts }
}
