//! Board coordinates, tile sides, rotations and the twelve "ports" of a tile edge.
//!
//! Every tile edge is split in three ports, clockwise: the left third, the middle and the right
//! third as seen walking clockwise round the tile. A city edge owns all three ports, a road or
//! river edge owns the middle one and its two flanks belong to fields, a field edge owns its two
//! outer ports. Features connect port to port across an edge, so one mechanism joins cities,
//! roads, rivers and fields, and odd tiles (a city edge shared by two cities) need no special case.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A cell of the board. The start tile lies at (0, 0); x grows east, y grows south.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    pub const ORIGIN: Pos = Pos { x: 0, y: 0 };

    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }

    /// The neighbouring cell across `side`.
    pub const fn step(self, side: Side) -> Pos {
        match side {
            Side::N => Pos::new(self.x, self.y - 1),
            Side::E => Pos::new(self.x + 1, self.y),
            Side::S => Pos::new(self.x, self.y + 1),
            Side::W => Pos::new(self.x - 1, self.y),
        }
    }

    /// Whether `other` is this cell or one of the eight around it.
    pub fn is_near(self, other: Pos) -> bool {
        (self.x - other.x).abs() <= 1 && (self.y - other.y).abs() <= 1
    }

    /// Whether `other` shares a side with this cell.
    pub fn is_beside(self, other: Pos) -> bool {
        (self.x - other.x).abs() + (self.y - other.y).abs() == 1
    }

    /// The eight cells around this one (for monasteries and gardens).
    pub fn ring(self) -> impl Iterator<Item = Pos> {
        (-1..=1)
            .flat_map(move |dy| (-1..=1).map(move |dx| (dx, dy)))
            .filter(|&(dx, dy)| dx != 0 || dy != 0)
            .map(move |(dx, dy)| Pos::new(self.x + dx, self.y + dy))
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

/// A side of a tile, clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    N = 0,
    E = 1,
    S = 2,
    W = 3,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(i: usize) -> Side {
        match i & 3 {
            0 => Side::N,
            1 => Side::E,
            2 => Side::S,
            _ => Side::W,
        }
    }

    pub const fn opposite(self) -> Side {
        Side::from_index(self as usize + 2)
    }

    /// The side this one becomes after turning the tile `r` quarter turns clockwise.
    pub const fn rotated(self, r: Rotation) -> Side {
        Side::from_index(self as usize + r.0 as usize)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Side::N => "north",
            Side::E => "east",
            Side::S => "south",
            Side::W => "west",
        }
    }

    /// The message key of its name in a front end's catalogue ("side-north").
    pub const fn name_key(self) -> &'static str {
        match self {
            Side::N => "side-north",
            Side::E => "side-east",
            Side::S => "side-south",
            Side::W => "side-west",
        }
    }

    pub const fn letter(self) -> char {
        match self {
            Side::N => 'N',
            Side::E => 'E',
            Side::S => 'S',
            Side::W => 'W',
        }
    }
}

/// Quarter turns clockwise, 0..=3. Serialised as that number; anything else is refused when
/// reading, so a stored game or a forged move can never hold a fifth rotation.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(try_from = "u8", into = "u8")]
pub struct Rotation(u8);

impl TryFrom<u8> for Rotation {
    type Error = String;

    fn try_from(q: u8) -> Result<Self, String> {
        if q < 4 {
            Ok(Rotation(q))
        } else {
            Err(format!("rotation {q} is not 0-3"))
        }
    }
}

impl From<Rotation> for u8 {
    fn from(r: Rotation) -> u8 {
        r.0
    }
}

impl Rotation {
    pub const ALL: [Rotation; 4] = [Rotation(0), Rotation(1), Rotation(2), Rotation(3)];

    pub const fn new(quarter_turns: u8) -> Self {
        Rotation(quarter_turns & 3)
    }

    pub const fn quarter_turns(self) -> u8 {
        self.0
    }

    pub const fn degrees(self) -> u16 {
        self.0 as u16 * 90
    }

    pub const fn then(self, other: Rotation) -> Rotation {
        Rotation::new(self.0 + other.0)
    }

    pub const fn inverse(self) -> Rotation {
        Rotation::new(4 - self.0)
    }
}

/// One of the twelve ports round a tile, numbered clockwise from the north-west corner:
/// `0 Nw, 1 N (middle), 2 Ne, 3 En, 4 E, 5 Es, 6 Se, 7 S, 8 Sw, 9 Ws, 10 W, 11 Wn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Port(u8);

impl TryFrom<u8> for Port {
    type Error = String;

    fn try_from(i: u8) -> Result<Self, String> {
        if usize::from(i) < Port::COUNT {
            Ok(Port(i))
        } else {
            Err(format!("port {i} is not 0-11"))
        }
    }
}

impl From<Port> for u8 {
    fn from(p: Port) -> u8 {
        p.0
    }
}

impl Port {
    pub const COUNT: usize = 12;

    pub const fn new(i: u8) -> Self {
        Port(i % 12)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn side(self) -> Side {
        Side::from_index(self.0 as usize / 3)
    }

    /// 0 = left third, 1 = middle, 2 = right third, walking clockwise.
    pub const fn third(self) -> u8 {
        self.0 % 3
    }

    pub const fn middle(side: Side) -> Port {
        Port(side as u8 * 3 + 1)
    }

    /// The port of the neighbouring tile that touches this one.
    pub const fn facing(self) -> Port {
        let side = (self.0 / 3 + 2) % 4;
        Port(side * 3 + (2 - self.0 % 3))
    }

    pub const fn rotated(self, r: Rotation) -> Port {
        Port::new(self.0 + 3 * r.0)
    }

    /// The half-edge name used by the replay format and the tile notation (`Nw`, `Ne`, ...);
    /// middles are named by their side letter.
    pub const fn name(self) -> &'static str {
        const NAMES: [&str; 12] = [
            "Nw", "N", "Ne", "En", "E", "Es", "Se", "S", "Sw", "Ws", "W", "Wn",
        ];
        NAMES[self.0 as usize]
    }

    pub fn from_name(name: &str) -> Option<Port> {
        (0..12u8).map(Port).find(|p| p.name() == name)
    }
}

/// A set of ports as a 12-bit mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ports(pub u16);

impl Ports {
    pub const EMPTY: Ports = Ports(0);

    pub const fn contains(self, p: Port) -> bool {
        self.0 & (1 << p.0) != 0
    }

    pub const fn with(self, p: Port) -> Ports {
        Ports(self.0 | (1 << p.0))
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Port> {
        (0..12u8).map(Port).filter(move |p| self.contains(*p))
    }

    pub const fn rotated(self, r: Rotation) -> Ports {
        let s = 3 * r.0 as u32;
        let m = self.0 as u32;
        Ports((((m << s) | (m >> (12 - s))) & 0xfff) as u16)
    }

    /// Whether any port of `side` is in the set.
    pub const fn touches(self, side: Side) -> bool {
        self.0 & (0b111 << (side as u16 * 3)) != 0
    }

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Only the middle thirds: the sides a road, or a city's own edges, leave the tile by.
    pub const fn middles(self) -> Ports {
        Ports(self.0 & 0b010_010_010_010)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facing_ports_pair_up_across_each_edge() {
        assert_eq!(
            Port::from_name("Nw").map(Port::facing),
            Port::from_name("Sw")
        );
        assert_eq!(
            Port::from_name("Ne").map(Port::facing),
            Port::from_name("Se")
        );
        assert_eq!(
            Port::from_name("En").map(Port::facing),
            Port::from_name("Wn")
        );
        assert_eq!(
            Port::from_name("Es").map(Port::facing),
            Port::from_name("Ws")
        );
        for i in 0..12 {
            assert_eq!(Port::new(i).facing().facing(), Port::new(i));
            assert_eq!(Port::new(i).facing().side(), Port::new(i).side().opposite());
        }
    }

    #[test]
    fn rotations_and_ports_are_read_through_their_checks() {
        let r: Result<Rotation, _> = serde_json::from_str("3");
        assert_eq!(r.ok(), Some(Rotation::new(3)));
        assert!(serde_json::from_str::<Rotation>("4").is_err());
        assert!(serde_json::from_str::<Port>("11").is_ok());
        assert!(serde_json::from_str::<Port>("12").is_err());
        assert_eq!(
            serde_json::to_string(&Rotation::new(2)).ok().as_deref(),
            Some("2")
        );
    }

    #[test]
    fn rotation_moves_ports_clockwise() {
        let nw = Port::from_name("Nw").unwrap_or(Port::new(0));
        assert_eq!(nw.rotated(Rotation::new(1)).name(), "En");
        assert_eq!(Port::new(1).rotated(Rotation::new(3)).name(), "W");
        let set = Ports(0).with(Port::new(0)).with(Port::new(11));
        assert_eq!(
            set.rotated(Rotation::new(1)),
            Ports(0).with(Port::new(3)).with(Port::new(2))
        );
        assert_eq!(Side::W.rotated(Rotation::new(1)), Side::N);
    }
}
