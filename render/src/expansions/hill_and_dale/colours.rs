//! Over Hill and Dale's colours: fresh meadow, warm ploughed crop fields edged by hedgerows,
//! dirt paths, wooden signposts, and its harvests and animals.

use crate::palette::Colour;

pub(crate) const MEADOW: Colour = [112, 184, 72];
pub(crate) const MEADOW_LINE: Colour = [74, 134, 50];
pub(crate) const CROP: Colour = [214, 160, 84];
pub(crate) const FURROW: Colour = [176, 118, 58];
pub(crate) const HEDGEROW: Colour = [52, 104, 42];
pub(crate) const PATH: Colour = [226, 200, 148];
pub(crate) const PATH_EDGE: Colour = [138, 98, 60];
pub(crate) const WOOD: Colour = [128, 84, 46];
pub(crate) const WOOD_LIGHT: Colour = [214, 170, 110];
/// Harvest symbols and animals.
pub(crate) const APPLE: Colour = [214, 40, 36];
pub(crate) const LEAF: Colour = [60, 150, 50];
pub(crate) const STRAWBERRY: Colour = [226, 38, 74];
pub(crate) const SEED: Colour = [250, 226, 120];
pub(crate) const PUMPKIN: Colour = [240, 128, 24];
pub(crate) const SUNFLOWER: Colour = [252, 206, 24];
pub(crate) const SUNFLOWER_HEART: Colour = [110, 66, 30];
pub(crate) const GRAIN: Colour = [236, 196, 74];
pub(crate) const STRAW: Colour = [232, 196, 96];
pub(crate) const SHIRT: Colour = [52, 92, 190];
pub(crate) const COMB: Colour = [222, 30, 30];
pub(crate) const BEAK: Colour = [250, 190, 40];
pub(crate) const ROOSTER: Colour = [206, 110, 44];
pub(crate) const TAIL: Colour = [40, 70, 60];
pub(crate) const HORSE: Colour = [148, 92, 48];
pub(crate) const MANE: Colour = [62, 40, 24];
pub(crate) const FLEECE: Colour = [250, 250, 246];
