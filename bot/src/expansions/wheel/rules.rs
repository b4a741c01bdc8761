//! The Wheel of Fortune's part of the rules help: the wheel's six actions, the crowns and the
//! plague, for the stand-alone game and for the expansion, in the reader's language
//! (`rules/<lang>.ftl`).

use carcassonne_engine::expansions::wheel::WheelSegment;
use carcassonne_engine::{GameConfig, GameKind};

use crate::expansions::RulesSection;
use crate::i18n::Lang;
use crate::t;

/// "• **Fortune**: the player who moved the pig scores 3".
fn action(segment: WheelSegment, lang: Lang) -> String {
    match segment {
        WheelSegment::Fortune => t!(lang, "wheel-rules-action-fortune"),
        WheelSegment::Taxes => t!(lang, "wheel-rules-action-taxes"),
        WheelSegment::Famine => t!(lang, "wheel-rules-action-famine"),
        WheelSegment::Storm => t!(lang, "wheel-rules-action-storm"),
        WheelSegment::Inquisition => t!(lang, "wheel-rules-action-inquisition"),
        WheelSegment::Plague => t!(lang, "wheel-rules-action-plague"),
    }
}

pub(super) fn rules(config: &GameConfig, lang: Lang) -> Vec<RulesSection> {
    let board = if config.game == GameKind::WheelOfFortune {
        "game"
    } else {
        "expansion"
    };
    let actions: Vec<String> = WheelSegment::ALL.iter().map(|&s| action(s, lang)).collect();
    let wheel = t!(
        lang,
        "wheel-rules-wheel",
        board = board,
        actions = actions.join("\n")
    );
    vec![
        RulesSection::new(t!(lang, "wheel-rules-title"), wheel).with_picture("wheel"),
        RulesSection::new(
            t!(lang, "wheel-rules-crowns-title"),
            t!(lang, "wheel-rules-crowns"),
        ),
    ]
}
