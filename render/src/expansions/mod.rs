//! The drawing each expansion adds, one folder each, and the one place they are registered.
//!
//! An expansion that needs drawing is a folder here named after its key in the engine
//! (`carcassonne_engine::expansions::<key>`): its `mod.rs` holds a unit struct implementing
//! [`RenderPart`], and the struct is one line in the [`parts`] list below (beside its
//! module's declaration). Everything else the expansion brings it declares
//! through the trait's hooks, each of which does nothing unless the part says otherwise: the
//! symbols it places on tiles and how they are drawn, the looks of its tile sets, the shapes
//! of its figures, the words for its tiles, the tokens and lines it adds to the header, a
//! piece it lays over the board, the group its tiles form in the list of tiles to come. The
//! rest of the crate asks [`parts`] and never names an expansion, so an expansion without a
//! folder here is drawn with the base game's means alone. A part whose types other crates
//! read re-exports them in [`exported`], which the crate's root re-exports whole.
//!
//! Parts are asked in the order listed. Where two parts add to the same tile that order is
//! the order their symbols claim room and their words are listed in, so it is kept as the
//! tiles were always drawn: traders' goods are named before the abbot's garden, which claims
//! its room before a hill.

mod part;

pub(crate) use part::RenderPart;

pub(crate) mod abbot;
pub(crate) mod hill_and_dale;
pub(crate) mod hills;
pub(crate) mod inns;
#[cfg(feature = "probe")]
pub(crate) mod lanterns;
pub(crate) mod river;
pub(crate) mod traders;
pub(crate) mod wheel;

/// Every registered part, in the order they are asked.
pub(crate) fn parts() -> &'static [&'static dyn RenderPart] {
    &[
        &river::River,
        &inns::Inns,
        &traders::Traders,
        &abbot::Abbot,
        &hills::Hills,
        &hill_and_dale::HillAndDale,
        &wheel::Wheel,
        #[cfg(feature = "probe")]
        &lanterns::Lanterns,
    ]
}

/// The parts' types other crates read (where a board piece's parts land on a picture),
/// re-exported at the crate's root.
pub mod exported {
    pub use super::wheel::{
        segment_colour as wheel_segment_colour, SegmentLayout as WheelSegmentLayout, WheelLayout,
    };
}

#[cfg(test)]
mod tests;
