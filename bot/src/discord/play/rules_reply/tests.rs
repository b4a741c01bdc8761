use super::*;
use carcassonne_engine::{Expansion, GameConfig, GameKind};

fn within_limits(pages: &[Page]) {
    for (i, p) in pages.iter().enumerate() {
        assert!(p.content.chars().count() <= 2000, "page {i}");
        assert!(!p.embeds.is_empty(), "page {i} is empty");
        assert!(p.embeds.len() <= MAX_EMBEDS, "page {i}");
        let text: usize = p.embeds.iter().map(embed_text).sum();
        assert!(text <= MAX_EMBED_TEXT, "page {i}: {text}");
        let files = p.embeds.iter().filter(|e| e.picture.is_some()).count();
        assert!(files <= MAX_FILES, "page {i}");
        for e in &p.embeds {
            assert!(e.text.chars().count() <= MAX_DESCRIPTION, "{}", e.title);
        }
    }
}

#[test]
fn the_base_game_is_one_message_with_the_bots_help_last() {
    let pages = pages(&GameConfig::with_rules(2, []), "this channel's game");
    within_limits(&pages);
    assert_eq!(pages.len(), 1, "{pages:?}");
    assert_eq!(
        pages[0].content,
        "**Rules of Carcassonne** (this channel's game)"
    );
    let titles: Vec<&str> = pages[0].embeds.iter().map(|e| e.title.as_str()).collect();
    assert_eq!(titles, ["Carcassonne", INTERFACE_TITLE]);
}

#[test]
fn every_expansion_at_once_spreads_over_messages_within_discords_limits() {
    let config = GameConfig::with_rules(2, Expansion::offered().collect::<Vec<_>>());
    let pages = pages(&config, "this lobby's game");
    within_limits(&pages);
    assert!(pages.len() >= 2, "more than 6000 characters in all");
    assert!(pages[0]
        .content
        .starts_with("**Rules of Carcassonne with Farmers, "));
    assert_eq!(pages[1].content, "**Rules, continued**");
    let all: Vec<&RulesSection> = pages.iter().flat_map(|p| &p.embeds).collect();
    assert_eq!(all.last().map(|e| e.title.as_str()), Some(INTERFACE_TITLE));
    let pictures: Vec<&str> = all.iter().filter_map(|e| e.picture).collect();
    assert_eq!(pictures, ["builder", "flock", "wheel"]);
}

#[test]
fn each_game_fits_and_shows_its_pictures() {
    for &game in GameKind::all() {
        let config = GameConfig {
            game,
            ..GameConfig::with_rules(2, [])
        };
        within_limits(&pages(&config, "no game in this channel"));
    }
}
