//! The Wheel of Fortune's part of the rules help: the wheel's six actions in the engine's own
//! words, the crowns and the plague, for the stand-alone game and for the expansion.

use carcassonne_engine::expansions::wheel::WheelSegment;
use carcassonne_engine::{GameConfig, GameKind};

use crate::expansions::RulesSection;

pub(super) fn rules(config: &GameConfig) -> Vec<RulesSection> {
    let board = if config.game == GameKind::WheelOfFortune {
        "This game is Carcassonne played from the wheel board"
    } else {
        "The wheel board takes the place of the start tile"
    };
    let actions: Vec<String> = WheelSegment::ALL
        .iter()
        .map(|s| format!("• **{}**: {}", s.name(), s.effect()))
        .collect();
    let wheel = format!(
        "{board}: its cities, roads and fields count like any tile's. The pig starts on \
         Fortune.\nWhen a tile with a wheel number (1 to 3) is drawn, the pig first moves that \
         many slices clockwise. The slice where it stops acts at once:\n{}\nThen the followers \
         on that slice's crowns score and go home, and the tile is placed as usual.",
        actions.join("\n")
    );
    let crowns = "**Crowns:** instead of a figure on your tile, you may put a follower on a \
        free crown of the wheel (one follower per crown). When the pig stops on its slice, a \
        follower alone on a slice with one crown scores 3, alone on a slice with two crowns 6, \
        and two followers sharing a slice score 3 each; then they go home. Followers on crowns \
        score nothing at the end.\n\
        **The plague:** every player with a follower on the land sends one of them home \
        (crowns do not count), the player who moved the pig first, then clockwise. The bot \
        asks each of them in turn.";
    vec![
        RulesSection::new("The Wheel of Fortune", wheel).with_picture("wheel"),
        RulesSection::new("Crowns and the plague", crowns),
    ]
}
