//! Pictures of Traders & Builders and Hills & Sheep, decoded from the PNGs the renderer
//! produces: builders, pigs and shepherds on the board in their players' colours and unlike
//! one another, a shepherd's sheep counted beside it, goods tokens and the new figures in hand
//! in the header.

mod common;

use carcassonne_engine::geometry::Pos;
use carcassonne_engine::random::random_game;
use carcassonne_engine::tiles::FeatureKind;
use carcassonne_engine::{Expansion, Figure, FigureKind, Game, GameConfig, Spot};
use carcassonne_render::{
    body_point, player_colour, pose_for, spot_point, BoardOptions, CloseupOptions, Colour, Rect,
    Renderer, PHONE_WIDTH,
};
use common::{count_near, decode, near, pixel, renderer, TEXT};
use image::RgbImage;

const WHITE: Colour = [255, 255, 255];
const DARK: Colour = [40, 34, 30];
// Goods colours, restated so that a silent palette change is noticed.
const VINE: Colour = [112, 46, 120];
const WHEAT: Colour = [232, 190, 60];
const CLOTH: Colour = [70, 120, 200];

const NEW_KINDS: [FigureKind; 3] = [FigureKind::BUILDER, FigureKind::PIG, FigureKind::SHEPHERD];

fn count_in(img: &RgbImage, r: Rect, c: Colour, tol: i32) -> usize {
    count_near(img, r.x, r.y, r.x + r.w, r.y + r.h, c, tol)
}

fn square((cx, cy): (f32, f32), side: f32) -> Rect {
    Rect {
        x: cx - side / 2.0,
        y: cy - side / 2.0,
        w: side,
        h: side,
    }
}

fn config(players: usize) -> GameConfig {
    GameConfig::with_rules(
        players,
        [Expansion::Farmers, Expansion::Traders, Expansion::Hills],
    )
}

/// A seeded three-player game at the first turn where a builder, a pig and a shepherd stand
/// on the board, some player holds goods and a shepherd has sheep.
fn busy_game() -> Game {
    for seed in 1..40 {
        for turn in (16..70).step_by(2) {
            let g = random_game(config(3), seed, Some(turn)).expect("game");
            let all_kinds = NEW_KINDS.iter().all(|k| g.figures().any(|f| f.kind == *k));
            let goods = (0..3).any(|p| g.tokens(p).iter().any(|t| t.count > 0));
            if all_kinds && goods && g.figure_badges().iter().any(|(_, n)| *n > 0) {
                return g;
            }
        }
    }
    panic!("no seeded game shows a builder, a pig, a shepherd and goods");
}

#[test]
fn builders_pigs_and_shepherds_stand_in_their_players_colours_with_the_sheep_counted() {
    let r = renderer();
    let game = busy_game();
    let opts = BoardOptions::default();
    let img = decode(&r.render_board(&game, &opts).expect("png"));
    let lay = r.board_layout(&game, &opts);
    assert_eq!((img.width(), img.height()), (lay.width, lay.height));
    let points = lay.figure_points(&game, &opts);
    assert_eq!(points.len(), game.figures().count());
    let size = lay.figure_size();
    let badges = game.figure_badges();
    let mut checked = 0;
    for (i, (f, centre)) in points.iter().enumerate() {
        if f.kind.is_follower() {
            continue;
        }
        // Figures and badges drawn later could cover this one; skip the few that do.
        let covered = points[i + 1..].iter().any(|(_, (x, y))| {
            (x - centre.0).abs() < size * 1.4 && (y - centre.1).abs() < size * 1.4
        }) || badges.iter().any(|(b, _)| {
            let at = points
                .iter()
                .find(|(g, _)| g == b)
                .expect("badged figure shown")
                .1;
            let ((x, y), side) = lay.badge_box(b.kind, at);
            (x - centre.0).abs() < side + size && (y - centre.1).abs() < side + size && b != f
        });
        if covered {
            continue;
        }
        let placed = game.board().get(f.pos).expect("figure on a tile");
        let at = body_point(f.kind, pose_for(placed.tile, f.spot), *centre, size);
        let got = pixel(&img, at);
        assert!(
            near(got, player_colour(f.player), 20),
            "{:?} of seat {} at {}: {got:?}",
            f.kind,
            f.player,
            f.pos
        );
        checked += 1;
    }
    assert!(checked >= 2, "only {checked} new figures checked");
    // Each shepherd's flock: a white sheep with a dark number on it, big enough to read on a
    // phone.
    let shrink = PHONE_WIDTH / img.width() as f32;
    for (f, n) in &badges {
        let at = points.iter().find(|(g, _)| g == f).expect("shown").1;
        let (c, side) = lay.badge_box(f.kind, at);
        assert!(side * shrink >= 11.0, "badge {side} px");
        let fleece = count_in(&img, square(c, side), WHITE, 8);
        assert!(
            fleece as f32 > side * side * 0.25,
            "flock of {n} at {}: {fleece} white pixels",
            f.pos
        );
        let ink = count_in(&img, square((c.0 + 0.05 * side, c.1), side * 0.4), DARK, 40);
        assert!(ink > 20, "no number on the flock at {}", f.pos);
    }
    // Without badges from the engine there would be no sheep: the same board drawn with the
    // shepherds alone shows fewer white pixels.
    let bare = decode(
        &r.render_board(
            &game,
            &BoardOptions {
                figures: Some(Vec::new()),
                ..Default::default()
            },
        )
        .expect("png"),
    );
    let whole = Rect {
        x: 0.0,
        y: lay.strip_height as f32,
        w: img.width() as f32,
        h: (img.height() - lay.strip_height) as f32,
    };
    assert!(count_in(&img, whole, WHITE, 8) > count_in(&bare, whole, WHITE, 8) + 100);
}

#[test]
fn the_closeup_counts_a_shepherds_sheep_too() {
    let r = renderer();
    let game = busy_game();
    let (shepherd, _) = *game
        .figure_badges()
        .iter()
        .find(|(_, n)| *n > 0)
        .expect("a flock");
    let opts = CloseupOptions {
        lang: Default::default(),
        pos: shepherd.pos,
        markers: Vec::new(),
        title: "A flock".into(),
    };
    let img = decode(&r.render_closeup_with(&game, &opts).expect("png"));
    let (ox, oy) = carcassonne_render::closeup_tile_origin();
    let cell = carcassonne_render::CLOSEUP_CELL as f32;
    let placed = game.board().get(shepherd.pos).expect("tile");
    let (u, v) = spot_point(placed.tile, placed.rotation, shepherd.spot).expect("spot");
    let centre = (ox as f32 + u * cell, oy as f32 + v * cell);
    // The sheep sits at the shepherd's feet, by its crook: white fleece there.
    let around = square((centre.0 + 0.3 * cell, centre.1 + 0.2 * cell), 0.4 * cell);
    assert!(count_in(&img, around, WHITE, 8) > 400);
}

/// The board of a fresh game with one figure of `kind` (seat 0) on the start tile's road.
fn lone_figure(r: &Renderer, kind: FigureKind) -> (RgbImage, (f32, f32), f32) {
    let game = Game::new(config(2), 1).expect("game");
    let start = game.board().get(Pos::ORIGIN).expect("start tile");
    let road = start
        .tile
        .def()
        .segments
        .iter()
        .position(|s| s.kind == FeatureKind::Road)
        .expect("the start tile has a road");
    let figure = Figure {
        player: 0,
        kind,
        pos: Pos::ORIGIN,
        spot: Spot::Segment(road as u8),
    };
    let opts = BoardOptions {
        figures: Some(vec![figure]),
        legend: false,
        ..Default::default()
    };
    let img = decode(&r.render_board(&game, &opts).expect("png"));
    let lay = r.board_layout(&game, &opts);
    let (_, centre) = lay.figure_points(&game, &opts)[0];
    (img, centre, lay.figure_size())
}

#[test]
fn builder_pig_and_shepherd_have_shapes_of_their_own() {
    let r = renderer();
    let kinds = [
        FigureKind::FOLLOWER,
        FigureKind::BUILDER,
        FigureKind::PIG,
        FigureKind::SHEPHERD,
    ];
    let drawn: Vec<_> = kinds.iter().map(|k| lone_figure(&r, *k)).collect();
    let (_, centre, size) = drawn[0];
    let area = square(centre, size * 1.5);
    let yellow = player_colour(0);
    for (k, (img, _, _)) in kinds.iter().zip(&drawn) {
        let body = count_in(img, area, yellow, 20);
        assert!(body as f32 > size * size * 0.2, "{k:?}: {body} pixels");
    }
    // Silhouettes: the pixels in the player's colour differ between any two kinds.
    for i in 0..kinds.len() {
        for j in i + 1..kinds.len() {
            let (a, b) = (&drawn[i].0, &drawn[j].0);
            let mut differ = 0;
            for y in area.y as u32..(area.y + area.h) as u32 {
                for x in area.x as u32..(area.x + area.w) as u32 {
                    let pa = near(a.get_pixel(x, y).0, yellow, 30);
                    let pb = near(b.get_pixel(x, y).0, yellow, 30);
                    if pa != pb {
                        differ += 1;
                    }
                }
            }
            assert!(
                differ as f32 > size * size * 0.12,
                "{:?} and {:?} differ in only {differ} pixels",
                kinds[i],
                kinds[j]
            );
        }
    }
}

#[test]
fn goods_tokens_show_in_the_header_with_their_counts() {
    let r = renderer();
    let game = busy_game();
    let opts = BoardOptions::default();
    let img = decode(&r.render_board(&game, &opts).expect("png"));
    let lay = r.board_layout(&game, &opts);
    assert!(lay.header.second_line);
    let shrink = PHONE_WIDTH / img.width() as f32;
    for seat in 0..game.players() {
        let tokens = game.tokens(seat);
        let slots = lay.header.token_slots(seat);
        assert_eq!(slots.len(), 3);
        for (t, slot) in tokens.iter().zip(&slots) {
            assert!(slot.h * shrink >= 11.0, "chip {} px", slot.h);
            let chip = Rect { w: slot.h, ..*slot };
            let want = match t.key {
                "wine" => VINE,
                "wheat" => WHEAT,
                "cloth" => CLOTH,
                other => panic!("unknown goods {other}"),
            };
            let symbol = count_in(&img, chip, want, 12);
            assert!(symbol > 8, "seat {seat} {}: {symbol} pixels", t.key);
            // The count beside the chip: bright when some are held, dim when none.
            let count = Rect {
                x: slot.x + slot.h,
                w: slot.w - slot.h,
                ..*slot
            };
            let bright = count_in(&img, count, TEXT, 20);
            assert_eq!(
                bright > 3,
                t.count > 0,
                "seat {seat} {} ×{}: {bright} bright pixels",
                t.key,
                t.count
            );
        }
    }
    // Without Traders & Builders: no second line, no goods.
    let plain = random_game(GameConfig::base(3), 5, Some(20)).expect("game");
    let plain_lay = r.board_layout(&plain, &opts);
    assert!(!plain_lay.header.second_line);
    assert!(plain_lay.header.token_slots(0).is_empty());
    let plain_img = decode(&r.render_board(&plain, &opts).expect("png"));
    let header = Rect {
        x: 0.0,
        y: 0.0,
        w: plain_img.width() as f32,
        h: plain_lay.strip_height as f32,
    };
    assert!(count_in(&plain_img, header, VINE, 12) < 5);
}

#[test]
fn the_header_shows_builders_pigs_and_shepherds_in_hand() {
    let r = renderer();
    let opts = BoardOptions::default();
    // In hand at the start, every seat: figures of the seat's colour in its row. The same
    // seats with farmers only hold followers, drawn once before the name.
    let with = Game::new(config(3), 2).expect("game");
    let without = Game::new(GameConfig::with_rules(3, [Expansion::Farmers]), 2).expect("game");
    for seat in 0..3 {
        let count = |game: &Game| {
            let img = decode(&r.render_board(game, &opts).expect("png"));
            let lay = r.board_layout(game, &opts);
            let row = lay.header.rows[seat];
            // Right of the name: where the figures in hand are.
            let right = Rect {
                x: row.x + row.w * 0.5,
                w: row.w * 0.5,
                ..row
            };
            (
                count_in(&img, right, player_colour(seat), 12),
                lay.header.unit,
            )
        };
        let (new, unit) = count(&with);
        let (old, _) = count(&without);
        // Three figures 12 display pixels high take some 110 display pixels of colour; one
        // or none would not reach this.
        assert!(
            new as f32 > old as f32 + 60.0 * unit * unit,
            "seat {seat}: {new} vs {old} pixels"
        );
    }
    // Figures given in the options count as standing: leave the pig out of them and its owner's
    // row shows it in hand.
    let game = busy_game();
    let standing: Vec<Figure> = game.figures().copied().collect();
    let pig = *standing
        .iter()
        .find(|f| f.kind == FigureKind::PIG)
        .expect("a pig");
    let row_colour = |figures: Vec<Figure>| {
        let opts = BoardOptions {
            figures: Some(figures),
            ..Default::default()
        };
        let img = decode(&r.render_board(&game, &opts).expect("png"));
        let row = r.board_layout(&game, &opts).header.rows[pig.player];
        count_in(&img, row, player_colour(pig.player), 12)
    };
    let on_board = row_colour(standing.clone());
    let in_hand = row_colour(standing.into_iter().filter(|f| *f != pig).collect());
    assert!(in_hand > on_board + 200, "{in_hand} vs {on_board}");
}
