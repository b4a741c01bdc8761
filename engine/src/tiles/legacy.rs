//! Tile ids as engine 0.1 stored them: the index of the tile in the catalogue of that version.
//! Snapshots written since name tiles; this frozen list reads the old numbers.

/// Catalogue order of engine 0.1 (117 tiles).
pub(super) const NAMES_V1: [&str; 117] = [
    "A", "B", "C", "D", "E", "E+g", "F", "G", "H", "H+g", "I", "I+g", "J", "K", "L", "M", "M+g",
    "N", "N+g", "O", "P", "Q", "R", "R+g", "S", "T", "U", "U+g", "V", "V+g", "W", "X", "R1.a",
    "R1.b", "R1.c", "R1.d", "R1.e", "R1.g", "R1.j", "R1.h", "R1.i", "R1.k", "R1.l", "R2.a", "R2.b",
    "R2.c", "R2.d", "R2.e", "R2.f", "R2.g", "R2.h", "R2.i", "R2.j", "R2.k", "R2.l", "IC.1", "IC.2",
    "IC.3", "IC.3+g", "IC.4", "IC.5", "IC.6", "IC.7", "IC.8", "IC.9", "IC.10", "IC.11", "IC.12",
    "IC.13", "IC.14", "IC.15", "IC.15+g", "IC.16", "IC.17", "TB.1", "TB.2", "TB.3", "TB.4", "TB.5",
    "TB.6", "TB.7", "TB.8", "TB.8+g", "TB.9", "TB.10", "TB.11", "TB.11+g", "TB.12", "TB.13",
    "TB.14", "TB.15", "TB.16", "TB.17", "TB.18", "TB.19", "TB.20", "TB.21", "TB.22", "TB.23",
    "TB.24", "HS.1", "HS.2", "HS.3", "HS.4", "HS.5", "HS.6", "HS.7", "HS.8", "HS.9", "HS.10",
    "HS.11", "HS.12", "HS.13", "HS.14", "HS.14+g", "HS.15", "HS.16",
];
