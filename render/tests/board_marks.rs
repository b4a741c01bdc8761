//! The turn prompt's board on a phone: every cell where the drawn tile fits carries a mark that
//! is at least [`MARK_PHONE_MIN`] pixels tall when the picture is shown [`PHONE_WIDTH`] wide,
//! on a small board, a mid-size one and the last turns of a 4-player game with the whole box,
//! measured on the decoded PNG; the marks are distinct and the ones the bot's menus lead with.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use carcassonne_engine::random::random_action;
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Expansion, Game, GameConfig, Phase, Pos};
use carcassonne_render::{
    cell_marks, BoardLayout, BoardOptions, Colour, MARK_FILL, MARK_PHONE_MIN, PHONE_WIDTH,
};
use common::{decode, near, renderer};
use image::RgbImage;

/// The games at the last `count` turns of a random game that place a tile.
fn last_turns(config: GameConfig, seed: u64, count: usize) -> Vec<Game> {
    let mut game = Game::new(config, seed).expect("set-up");
    let mut rng = Rng::new(seed);
    let mut turns = Vec::new();
    loop {
        if matches!(game.phase(), Phase::Place { .. }) && !game.legal_placements().is_empty() {
            turns.push(game.clone());
        }
        let Some(action) = random_action(&game, &mut rng) else {
            break;
        };
        game.apply(action).expect("a legal action");
    }
    turns.split_off(turns.len().saturating_sub(count))
}

/// The game after `turns` random turns, waiting for a tile to be placed.
fn placing_after(config: GameConfig, seed: u64, turns: u32) -> Game {
    let mut game = Game::new(config, seed).expect("set-up");
    let mut rng = Rng::new(seed);
    while game.turn() < turns
        || !matches!(game.phase(), Phase::Place { .. })
        || game.legal_placements().is_empty()
    {
        let action = random_action(&game, &mut rng).expect("the game goes on");
        game.apply(action).expect("a legal action");
    }
    game
}

fn prompt_options() -> BoardOptions {
    BoardOptions {
        player_names: ["Ann", "Bartholomew", "Chi", "Dee"]
            .map(String::from)
            .into(),
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    }
}

/// Rows of the cell at (x, y) of side `t` holding the marks' light ink: its height in pixels
/// and the centre of its extent.
fn light_ink(img: &RgbImage, (x, y): (u32, u32), t: u32, fill: Colour) -> (u32, (f32, f32)) {
    let mut rows = Vec::new();
    let mut cols = Vec::new();
    for py in y..(y + t).min(img.height()) {
        for px in x..(x + t).min(img.width()) {
            // The palette may take the white for a near white (a token's chip).
            if near(img.get_pixel(px, py).0, fill, 24) {
                rows.push(py);
                cols.push(px);
            }
        }
    }
    let (Some(top), Some(bottom)) = (rows.iter().min(), rows.iter().max()) else {
        return (0, (0.0, 0.0));
    };
    let (left, right) = (
        cols.iter().min().unwrap_or(&0),
        cols.iter().max().unwrap_or(&0),
    );
    (
        bottom - top + 1,
        (
            (left + right + 1) as f32 / 2.0,
            (top + bottom + 1) as f32 / 2.0,
        ),
    )
}

/// What a board of the prompt shows of its marks, checked against its layout; the smallest
/// mark's height on a phone.
fn check_marks(what: &str, game: &Game) -> (BoardLayout, f32, usize) {
    let r = renderer();
    let opts = prompt_options();
    let png = r.render_board(game, &opts).expect("png");
    let img = decode(&png);
    let lay = r.board_layout(game, &opts);
    assert_eq!(
        (img.width(), img.height()),
        (lay.width, lay.height),
        "{what}"
    );
    let t = lay.tile_size;
    let shrink = PHONE_WIDTH / img.width() as f32;

    // One mark for every cell where the tile fits, the same as the menus list, each distinct.
    let expected = cell_marks(&game.legal_placements());
    let mut by_cell: BTreeMap<Pos, BTreeSet<String>> = BTreeMap::new();
    for m in &lay.marks {
        by_cell.entry(m.pos).or_default().insert(m.text.clone());
    }
    let drawn: Vec<(Pos, String)> = by_cell
        .iter()
        .map(|(p, texts)| {
            assert_eq!(texts.len(), 1, "{what}: {p} marked {texts:?}");
            (*p, texts.iter().next().cloned().unwrap_or_default())
        })
        .collect();
    let mut want = expected.clone();
    want.sort();
    assert_eq!(drawn, want, "{what}: the marks are not the menus'");
    let texts: BTreeSet<&String> = expected.iter().map(|(_, t)| t).collect();
    assert_eq!(texts.len(), expected.len(), "{what}: marks repeat");

    // Each mark, measured on the picture: as tall on a phone as asked, where the layout says.
    let mut smallest = f32::MAX;
    for m in &lay.marks {
        let corner = (
            (m.centre.0 - t as f32 / 2.0) as u32,
            (m.centre.1 - t as f32 / 2.0) as u32,
        );
        let (height, centre) = light_ink(&img, corner, t, MARK_FILL);
        let shown = height as f32 * shrink;
        assert!(
            shown >= MARK_PHONE_MIN,
            "{what}: mark {} at {} is {height} px of {} px wide, {shown:.1} px on a phone",
            m.text,
            m.pos,
            img.width()
        );
        assert!(
            (centre.0 - m.centre.0).abs() <= 3.0 && (centre.1 - m.centre.1).abs() <= 3.0,
            "{what}: mark {} drawn at {centre:?}, laid out at {:?}",
            m.text,
            m.centre
        );
        smallest = smallest.min(shown);
    }

    // A board cut into strips shows each cell with its east and west neighbours in one strip,
    // so a mark near a cut can still be judged against both sides.
    for (pos, _) in &expected {
        let seen = |s: &carcassonne_render::Strip, dx: i32| {
            let p = Pos::new(pos.x + dx, pos.y);
            s.bounds.contains(p) || !lay.bounds.contains(p)
        };
        assert!(
            lay.strips
                .iter()
                .any(|s| s.bounds.contains(*pos) && seen(s, -1) && seen(s, 1)),
            "{what}: {pos} is never shown between its neighbours"
        );
    }
    (lay, smallest, png.len())
}

#[test]
fn marks_on_the_last_turns_of_a_full_box_game_are_readable_on_a_phone() {
    let config = GameConfig::with_rules(4, Expansion::offered());
    let mut split = false;
    for seed in [7, 11] {
        for (i, game) in last_turns(config.clone(), seed, 3).iter().enumerate() {
            let what = format!("seed {seed}, turn {} of the last three", i + 1);
            let (lay, smallest, bytes) = check_marks(&what, game);
            split |= lay.strips.len() > 1;
            assert!(
                bytes <= 200 * 1024,
                "{what}: {bytes} bytes, {}x{}",
                lay.width,
                lay.height
            );
            println!(
                "{what}: {}x{} px, {} strips, tile {} px, {} marks, smallest {smallest:.1} px on a phone, {} KB",
                lay.width,
                lay.height,
                lay.strips.len(),
                lay.tile_size,
                lay.marks.len(),
                bytes / 1024
            );
        }
    }
    assert!(split, "no board was wide enough to be cut into strips");
}

#[test]
fn marks_on_small_and_mid_size_boards_are_readable_and_the_board_stays_whole() {
    let small = placing_after(GameConfig::base(2), 7, 10);
    let mid = placing_after(GameConfig::base(4), 7, 45);
    for (what, game) in [("small", &small), ("mid-size", &mid)] {
        let (lay, smallest, _) = check_marks(what, game);
        assert_eq!(lay.strips.len(), 1, "{what} board cut into strips");
        assert_eq!(lay.strips[0].bounds, lay.bounds);
        println!(
            "{what}: {}x{} px, tile {} px, {} marks, smallest {smallest:.1} px on a phone",
            lay.width,
            lay.height,
            lay.tile_size,
            lay.marks.len()
        );
    }
}

#[test]
fn a_board_without_the_drawn_tile_marked_is_never_cut() {
    let r = renderer();
    let game = last_turns(GameConfig::with_rules(4, Expansion::offered()), 11, 1)
        .pop()
        .expect("a turn");
    let plain = BoardOptions {
        mark_legal: false,
        ..prompt_options()
    };
    let lay = r.board_layout(&game, &plain);
    assert_eq!(lay.strips.len(), 1);
    assert!(lay.marks.is_empty());
}
