//! Signed-distance primitives in tile units (the tile is the unit square, y grows south).
//!
//! Everything on a tile is described by a distance function rather than by polygons, because
//! a distance gives anti-aliased edges for free (coverage = how far the pixel centre is inside)
//! and lets one description be drawn at any size and in any rotation without resampling.

use carcassonne_engine::geometry::{Rotation, Side};

/// A point in tile units: (0, 0) is the north-west corner, (1, 1) the south-east one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pt {
    pub x: f32,
    pub y: f32,
}

impl Pt {
    pub const CENTRE: Pt = Pt { x: 0.5, y: 0.5 };

    pub const fn new(x: f32, y: f32) -> Pt {
        Pt { x, y }
    }

    pub fn add(self, o: Pt) -> Pt {
        Pt::new(self.x + o.x, self.y + o.y)
    }

    pub fn sub(self, o: Pt) -> Pt {
        Pt::new(self.x - o.x, self.y - o.y)
    }

    pub fn scale(self, k: f32) -> Pt {
        Pt::new(self.x * k, self.y * k)
    }

    pub fn dot(self, o: Pt) -> f32 {
        self.x * o.x + self.y * o.y
    }

    pub fn len(self) -> f32 {
        self.dot(self).sqrt()
    }

    pub fn dist(self, o: Pt) -> f32 {
        self.sub(o).len()
    }

    pub fn lerp(self, o: Pt, t: f32) -> Pt {
        self.add(o.sub(self).scale(t))
    }

    /// Where this point of an unturned tile lands once the tile is turned by `r` clockwise.
    pub fn rotated(self, r: Rotation) -> Pt {
        let mut p = self;
        for _ in 0..r.quarter_turns() {
            // A clockwise quarter turn takes the north edge to the east edge.
            p = Pt::new(1.0 - p.y, p.x);
        }
        p
    }
}

/// Converts between tile coordinates and coordinates relative to one side: `along` runs from
/// 0 to 1 clockwise along the side (the same direction as its ports), `depth` grows inwards.
pub fn side_frame(side: Side, along: f32, depth: f32) -> Pt {
    match side {
        Side::N => Pt::new(along, depth),
        Side::E => Pt::new(1.0 - depth, along),
        Side::S => Pt::new(1.0 - along, 1.0 - depth),
        Side::W => Pt::new(depth, 1.0 - along),
    }
}

/// The inverse of [`side_frame`]: (along, depth) of a tile point seen from `side`.
pub fn to_side_frame(side: Side, p: Pt) -> (f32, f32) {
    match side {
        Side::N => (p.x, p.y),
        Side::E => (p.y, 1.0 - p.x),
        Side::S => (1.0 - p.x, 1.0 - p.y),
        Side::W => (1.0 - p.y, p.x),
    }
}

/// The middle of a side, where roads and rivers cross it.
pub fn side_middle(side: Side) -> Pt {
    side_frame(side, 0.5, 0.0)
}

pub fn circle(p: Pt, c: Pt, r: f32) -> f32 {
    p.dist(c) - r
}

/// Approximate distance to an axis-aligned ellipse; exact on the axes and good enough near the
/// outline, which is all anti-aliasing and wall strokes need.
pub fn ellipse(p: Pt, c: Pt, rx: f32, ry: f32) -> f32 {
    let d = p.sub(c);
    let k0 = ((d.x / rx).powi(2) + (d.y / ry).powi(2)).sqrt();
    let k1 = ((d.x / (rx * rx)).powi(2) + (d.y / (ry * ry)).powi(2)).sqrt();
    if k1 < 1e-6 {
        return -rx.min(ry);
    }
    k0 * (k0 - 1.0) / k1
}

/// Axis-aligned box centred on `c` with half sizes `hx`, `hy` and rounded corners `r`.
pub fn rounded_box(p: Pt, c: Pt, hx: f32, hy: f32, r: f32) -> f32 {
    let qx = (p.x - c.x).abs() - hx + r;
    let qy = (p.y - c.y).abs() - hy + r;
    let outside = Pt::new(qx.max(0.0), qy.max(0.0)).len();
    outside + qx.max(qy).min(0.0) - r
}

/// Distance to the segment a-b.
pub fn segment(p: Pt, a: Pt, b: Pt) -> f32 {
    let ab = b.sub(a);
    let len2 = ab.dot(ab);
    let t = if len2 > 0.0 {
        (p.sub(a).dot(ab) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    p.dist(a.add(ab.scale(t)))
}

/// Signed distance to a convex or concave polygon (negative inside), by the even-odd rule.
pub fn polygon(p: Pt, pts: &[Pt]) -> f32 {
    let n = pts.len();
    if n < 3 {
        return f32::MAX;
    }
    let mut d = f32::MAX;
    let mut inside = false;
    let mut j = n - 1;
    for i in 0..n {
        let (a, b) = (pts[j], pts[i]);
        d = d.min(segment(p, a, b));
        if (b.y > p.y) != (a.y > p.y) && p.x < (a.x - b.x) * (p.y - b.y) / (a.y - b.y) + b.x {
            inside = !inside;
        }
        j = i;
    }
    if inside {
        -d
    } else {
        d
    }
}

/// A polyline sampled from a curve, with its bounding box for quick rejection.
#[derive(Clone, Debug)]
pub struct Polyline {
    pub pts: Vec<Pt>,
}

impl Polyline {
    /// A quadratic Bézier from `a` to `b` bending towards `ctrl`.
    pub fn bezier(a: Pt, ctrl: Pt, b: Pt) -> Polyline {
        const STEPS: usize = 16;
        let pts = (0..=STEPS)
            .map(|i| {
                let t = i as f32 / STEPS as f32;
                a.lerp(ctrl, t).lerp(ctrl.lerp(b, t), t)
            })
            .collect();
        Polyline { pts }
    }

    pub fn line(a: Pt, b: Pt) -> Polyline {
        Polyline { pts: vec![a, b] }
    }

    pub fn dist(&self, p: Pt) -> f32 {
        self.pts
            .windows(2)
            .map(|w| segment(p, w[0], w[1]))
            .fold(f32::MAX, f32::min)
    }

    /// The point at fraction `t` of the length.
    pub fn at(&self, t: f32) -> Pt {
        let lens: Vec<f32> = self.pts.windows(2).map(|w| w[0].dist(w[1])).collect();
        let total: f32 = lens.iter().sum();
        let mut left = total * t.clamp(0.0, 1.0);
        for (w, len) in self.pts.windows(2).zip(&lens) {
            if left <= *len && *len > 0.0 {
                return w[0].lerp(w[1], left / len);
            }
            left -= len;
        }
        self.pts.last().copied().unwrap_or(Pt::CENTRE)
    }

    /// The direction of travel at fraction `t`, as a unit vector.
    pub fn direction_at(&self, t: f32) -> Pt {
        let a = self.at((t - 0.02).max(0.0));
        let b = self.at((t + 0.02).min(1.0));
        let d = b.sub(a);
        let l = d.len();
        if l > 0.0 {
            d.scale(1.0 / l)
        } else {
            Pt::new(1.0, 0.0)
        }
    }

    /// Bounding box (min, max), used to skip pixels that cannot be touched.
    pub fn bounds(&self) -> (Pt, Pt) {
        let mut lo = Pt::new(f32::MAX, f32::MAX);
        let mut hi = Pt::new(f32::MIN, f32::MIN);
        for p in &self.pts {
            lo = Pt::new(lo.x.min(p.x), lo.y.min(p.y));
            hi = Pt::new(hi.x.max(p.x), hi.y.max(p.y));
        }
        (lo, hi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_frames_round_trip_and_follow_port_order() {
        for side in Side::ALL {
            let p = side_frame(side, 0.2, 0.1);
            let (a, d) = to_side_frame(side, p);
            assert!((a - 0.2).abs() < 1e-6 && (d - 0.1).abs() < 1e-6, "{side:?}");
        }
        // Walking clockwise from the north-west corner: along=0 of N is the NW corner,
        // along=0 of E is the NE corner.
        assert_eq!(side_frame(Side::N, 0.0, 0.0), Pt::new(0.0, 0.0));
        assert_eq!(side_frame(Side::E, 0.0, 0.0), Pt::new(1.0, 0.0));
        assert_eq!(side_frame(Side::S, 0.0, 0.0), Pt::new(1.0, 1.0));
        assert_eq!(side_frame(Side::W, 0.0, 0.0), Pt::new(0.0, 1.0));
    }

    #[test]
    fn rotation_matches_the_engine_side_rotation() {
        for r in Rotation::ALL {
            for side in Side::ALL {
                let moved = side_middle(side).rotated(r);
                let expected = side_middle(side.rotated(r));
                assert!(moved.dist(expected) < 1e-6, "{side:?} {r:?}");
            }
        }
    }

    #[test]
    fn polygon_sign_is_negative_inside() {
        let sq = [
            Pt::new(0.2, 0.2),
            Pt::new(0.8, 0.2),
            Pt::new(0.8, 0.8),
            Pt::new(0.2, 0.8),
        ];
        assert!(polygon(Pt::CENTRE, &sq) < 0.0);
        assert!(polygon(Pt::new(0.9, 0.5), &sq) > 0.0);
        assert!((polygon(Pt::new(0.9, 0.5), &sq) - 0.1).abs() < 1e-5);
    }
}
