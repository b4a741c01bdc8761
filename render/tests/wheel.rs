//! Pictures of The Wheel of Fortune, decoded from the PNGs the renderer produces: the board
//! drawn as one piece with a round wheel of six coloured, named slices over its middle, the pig
//! on its segment, crown spaces empty or holding a follower in its player's colour, wheel
//! numbers on tiles, the stand-alone game's gallery, and the expansion with the river.

mod common;

use carcassonne_engine::expansions::wheel::WheelSegment;
use carcassonne_engine::geometry::Pos;
use carcassonne_engine::random::random_game;
use carcassonne_engine::tiles::{by_name, catalogue, TileId, TileSet};
use carcassonne_engine::{Action, Expansion, Game, GameConfig, GameKind, Phase, Rotation, Spot};
use carcassonne_render::{
    body_point, gallery_cell, gallery_tiles, player_colour, BoardOptions, Colour, Pose,
    WheelLayout, CLOSEUP_CELL, GALLERY_TILE, MAX_SIDE, TILE_LIST_TILE,
};
use common::{count_near, decode, near, pixel, renderer};
use image::RgbImage;

// Colours restated so that a silent palette change is noticed.
const SEGMENTS: [Colour; 6] = [
    [244, 206, 84],
    [92, 182, 170],
    [190, 138, 86],
    [112, 142, 204],
    [158, 112, 186],
    [128, 128, 110],
];
const PIG: Colour = [236, 150, 160];
const CROWN_GOLD: Colour = [226, 164, 22];
const WHEEL_BADGE: Colour = [232, 172, 30];
const WOOD: Colour = [140, 96, 56];
const DARK: Colour = [40, 34, 30];
const WHITE: Colour = [255, 255, 255];

fn stand_alone(players: usize) -> GameConfig {
    GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(players, [])
    }
}

fn segment_colour(s: WheelSegment) -> Colour {
    SEGMENTS[s.index()]
}

/// Pixels near `c` in the square of half side `half` round `at`.
fn around(img: &RgbImage, at: (f32, f32), half: f32, c: Colour, tol: i32) -> usize {
    count_near(
        img,
        at.0 - half,
        at.1 - half,
        at.0 + half,
        at.1 + half,
        c,
        tol,
    )
}

/// The board picture of `game` and where its wheel lies.
fn board(game: &Game) -> (RgbImage, carcassonne_render::BoardLayout, WheelLayout) {
    let r = renderer();
    let opts = BoardOptions {
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    };
    let img = decode(&r.render_board(game, &opts).expect("png"));
    let lay = r.board_layout(game, &opts);
    let wheel = lay.wheel_layout(game).expect("a wheel game has a wheel");
    (img, lay, wheel)
}

/// The first game (over seeds, then turns) whose pig stands on a segment `want` accepts.
fn game_with_pig(want: impl Fn(WheelSegment) -> bool) -> Game {
    for seed in 0..40 {
        for turns in 0..40 {
            let g = random_game(stand_alone(3), seed, Some(turns)).expect("game");
            if g.wheel().is_some_and(|w| want(w.pig)) {
                return g;
            }
        }
    }
    panic!("no game with the pig where wanted");
}

#[test]
fn the_board_shows_six_coloured_named_slices_and_the_pig_on_its_own() {
    let game = random_game(stand_alone(3), 1, Some(3)).expect("game");
    let (img, lay, wheel) = board(&game);
    let t = lay.tile_size as f32;
    assert_eq!(wheel.segments.len(), 6);
    // The wheel lies over the middle of the 4x4 board.
    let (x0, y0) = lay.cell_origin(Pos::new(0, 0)).expect("board drawn");
    assert!((wheel.centre.0 - (x0 as f32 + 2.0 * t)).abs() < 1.0);
    assert!((wheel.centre.1 - (y0 as f32 + 2.0 * t)).abs() < 1.0);
    for s in &wheel.segments {
        let colour = segment_colour(s.segment);
        let swatch = around(&img, s.swatch, 0.06 * t, colour, 6);
        assert!(
            swatch > 20,
            "{:?}: {swatch} pixels of its colour",
            s.segment
        );
        // The name is written in dark or white letters over the slice.
        let ink =
            around(&img, s.label, 0.12 * t, DARK, 40) + around(&img, s.label, 0.12 * t, WHITE, 30);
        assert!(ink > 15, "{:?}: no name ({ink} pixels of ink)", s.segment);
        // No other slice's colour shows there.
        for other in WheelSegment::ALL.into_iter().filter(|o| *o != s.segment) {
            let foreign = around(&img, s.swatch, 0.06 * t, segment_colour(other), 6);
            assert_eq!(foreign, 0, "{:?} shows {other:?}", s.segment);
        }
    }
    // The pig is pink in its own slice and nowhere in the others.
    assert!(near(pixel(&img, wheel.pig_at), PIG, 12), "pig body");
    for s in &wheel.segments {
        let pink = around(&img, s.pig, 0.15 * t, PIG, 12);
        if s.segment == wheel.pig {
            assert!(pink > 40, "{:?}: only {pink} pink pixels", s.segment);
        } else {
            assert_eq!(pink, 0, "pink on {:?}", s.segment);
        }
    }
    // The header says where the pig stands, with a chip in its slice's colour.
    let header = lay.strip_height as f32;
    let w = img.width() as f32;
    let chip = count_near(&img, 0.0, 0.0, w, header, segment_colour(wheel.pig), 6);
    assert!(chip > 20, "no {:?} chip in the header", wheel.pig);
    assert!(count_near(&img, 0.0, 0.0, w, header, PIG, 12) > 10);
    // No grid line crosses the wheel: between the two middle cells lies slice, not seam.
    let seam = (x0 as f32 + 2.0 * t, y0 as f32 + 2.0 * t - 0.8 * t);
    let column: Vec<[u8; 3]> = (-2..=2)
        .map(|dx| pixel(&img, (seam.0 + dx as f32, seam.1)))
        .collect();
    assert!(column.windows(2).all(|p| p[0] == p[1]), "{column:?}");
}

#[test]
fn the_pig_moves_with_the_wheel() {
    let first = game_with_pig(|s| s == WheelSegment::Fortune);
    let pig = first.wheel().expect("wheel").pig;
    let moved = game_with_pig(|s| s != pig);
    let later = moved.wheel().expect("wheel").pig;
    assert_ne!(pig, later);
    let (a, lay_a, wa) = board(&first);
    let (b, lay_b, wb) = board(&moved);
    let pink = |img: &RgbImage, w: &WheelLayout, t: u32, seg: WheelSegment| {
        let s = w.segments[seg.index()];
        around(img, s.pig, 0.15 * t as f32, PIG, 12)
    };
    assert!(pink(&a, &wa, lay_a.tile_size, pig) > 40);
    assert_eq!(pink(&a, &wa, lay_a.tile_size, later), 0);
    assert!(pink(&b, &wb, lay_b.tile_size, later) > 40);
    assert_eq!(pink(&b, &wb, lay_b.tile_size, pig), 0);
}

#[test]
fn followers_on_crowns_stand_there_in_their_colours_and_empty_crowns_show_a_crown() {
    // Random players soon put followers on crown spaces; take the first game with some on
    // and some free.
    let crowned = |g: &Game| {
        g.figures()
            .filter(|f| matches!(f.spot, Spot::Space(_)))
            .count()
    };
    let game = (0..30)
        .flat_map(|seed| (4..30).map(move |turns| (seed, turns)))
        .map(|(seed, turns)| random_game(stand_alone(4), seed, Some(turns)).expect("game"))
        .find(|g| (2..=6).contains(&crowned(g)))
        .expect("a game with followers on crowns");
    let (img, lay, wheel) = board(&game);
    let t = lay.tile_size as f32;
    let opts = BoardOptions {
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    };
    let points = lay.figure_points(&game, &opts);
    let w = game.wheel().expect("wheel");
    assert_eq!(wheel.crowns.len(), w.crowns.len());
    for crown in &w.crowns {
        let at = wheel.crown(crown.space).expect("crown drawn");
        match crown.figure {
            Some(f) => {
                // Drawn on its crown, not on a tile.
                let (_, drawn) = points
                    .iter()
                    .find(|(g, _)| *g == f)
                    .expect("crown figure drawn");
                assert_eq!(*drawn, at, "space {}", crown.space);
                let body = body_point(f.kind, Pose::Standing, at, lay.figure_size());
                let got = pixel(&img, body);
                assert!(
                    near(got, player_colour(f.player), 12),
                    "space {}: {got:?}, want seat {}",
                    crown.space,
                    f.player
                );
            }
            None => {
                let gold = around(&img, at, 0.1 * t, CROWN_GOLD, 10);
                assert!(gold > 10, "space {}: {gold} gold pixels", crown.space);
            }
        }
    }
    // Crowns sit in their segment's slice, clockwise from Fortune at the top (y grows south,
    // so angles grow clockwise).
    for crown in &w.crowns {
        let at = wheel.crown(crown.space).expect("crown");
        let angle = (at.1 - wheel.centre.1)
            .atan2(at.0 - wheel.centre.0)
            .to_degrees();
        let middle = -90.0 + 60.0 * crown.segment.index() as f32;
        let off = (angle - middle + 540.0).rem_euclid(360.0) - 180.0;
        assert!(off.abs() < 25.0, "space {}: {angle} degrees", crown.space);
    }
}

fn tile(name: &str) -> TileId {
    by_name(name).unwrap_or_else(|| panic!("tile {name}"))
}

/// The tile list of one tile, and the pixels of its square.
fn listed(name: &str) -> (RgbImage, (f32, f32)) {
    let r = renderer();
    let tiles = [(tile(name), 1)];
    let img = decode(
        &r.render_tiles(&tiles, "Tiles to come", Default::default())
            .expect("png"),
    );
    let cell = r.tiles_layout(&tiles)[0];
    (img, (cell.x as f32, cell.y as f32))
}

#[test]
fn a_wheel_number_shows_as_a_small_wheel_with_its_number() {
    let t = TILE_LIST_TILE as f32;
    let gold = |name: &str| {
        let (img, (x, y)) = listed(name);
        count_near(&img, x, y, x + t, y + t, WHEEL_BADGE, 10)
    };
    assert_eq!(gold("U"), 0, "a plain tile has no wheel");
    for name in ["U.w1", "U.w2", "U.w3", "V.w3", "X.w1", "N.w1"] {
        assert!(gold(name) > 30, "{name}: no wheel badge");
    }
    // The three numbers look different.
    let (one, at) = listed("U.w1");
    let (two, _) = listed("U.w2");
    let (three, _) = listed("U.w3");
    let differ = |a: &RgbImage, b: &RgbImage| {
        let mut n = 0;
        for y in at.1 as u32..(at.1 + t) as u32 {
            for x in at.0 as u32..(at.0 + t) as u32 {
                if !near(a.get_pixel(x, y).0, b.get_pixel(x, y).0, 40) {
                    n += 1;
                }
            }
        }
        n
    };
    assert!(differ(&one, &two) > 15 && differ(&two, &three) > 15 && differ(&one, &three) > 15);
}

#[test]
fn every_tile_is_drawn_and_the_board_cells_stay_out_of_galleries() {
    let r = renderer();
    // Every catalogue tile, the board's cells too, in the tile list.
    let all: Vec<(TileId, usize)> = catalogue().tiles.iter().map(|t| (t.id, 1)).collect();
    let img = decode(
        &r.render_tiles(&all, "Everything", Default::default())
            .expect("png"),
    );
    assert!(img.height() > 0);
    // Every tile as a start tile in every rotation, drawn on a small board.
    let e = tile("E");
    let small = BoardOptions {
        max_side: 256,
        legend: false,
        ..Default::default()
    };
    for def in &catalogue().tiles {
        for rot in Rotation::ALL {
            let game = Game::with_deck(GameConfig::base(2), def.id, rot, vec![e; 2]);
            let game = game.unwrap_or_else(|err| panic!("{} {rot:?}: {err:?}", def.name));
            let img = r.board_image(&game, &small);
            assert!(img.width() >= 256, "{}", def.name);
        }
    }
    for &game in GameKind::all() {
        r.render_game_gallery(game, Default::default())
            .expect("gallery");
        assert!(gallery_tiles(game)
            .iter()
            .all(|t| t.set != TileSet::WheelBoard && t.count_first + t.count_second > 0));
    }
    assert!(gallery_tiles(GameKind::Carcassonne)
        .iter()
        .all(|t| t.set != TileSet::Wheel));
}

#[test]
fn the_stand_alone_gallery_lists_its_deck_with_copies_and_wheel_numbers() {
    let r = renderer();
    let tiles = gallery_tiles(GameKind::WheelOfFortune);
    let names: Vec<&str> = tiles.iter().map(|t| t.name.as_str()).collect();
    for name in [
        "A", "E", "U.w1", "U.w2", "U.w3", "V.w1", "X.w1", "KS.a", "WF.c", "IC.2",
    ] {
        assert!(names.contains(&name), "{name} missing from {names:?}");
    }
    // Numbered copies stand in for the plain base tiles of those shapes.
    assert!(!names.contains(&"U") && !names.contains(&"X"));
    let img = decode(
        &r.render_game_gallery(GameKind::WheelOfFortune, Default::default())
            .expect("png"),
    );
    assert!(img.width() <= MAX_SIDE && img.height() <= MAX_SIDE);
    let t = GALLERY_TILE as f32;
    for (i, def) in tiles.iter().enumerate() {
        let (x, y) = gallery_cell(i);
        let (x, y) = (x as f32, y as f32);
        // The copies in a white-edged dark box at the south-east corner.
        let count = count_near(
            &img,
            x + 0.6 * t,
            y + 0.75 * t,
            x + t + 4.0,
            y + t + 4.0,
            WHITE,
            30,
        );
        assert!(count > 20, "{}: no count", def.name);
        let badge = count_near(&img, x, y, x + t, y + t, WHEEL_BADGE, 10);
        assert_eq!(
            badge > 30,
            carcassonne_engine::expansions::wheel::number_of(def) > 0,
            "{}: badge {badge}",
            def.name
        );
    }
}

#[test]
fn the_expansion_with_the_river_draws_the_wheel_and_the_spring_beside_it() {
    let config =
        GameConfig::with_rules(4, [Expansion::Farmers, Expansion::River1, Expansion::Wheel]);
    let game = random_game(config, 5, Some(30)).expect("game");
    let spring = game
        .board()
        .get(Pos::new(1, -1))
        .expect("spring north of the board");
    assert_eq!(spring.def().set, TileSet::River1);
    let (img, lay, wheel) = board(&game);
    let t = lay.tile_size as f32;
    for s in &wheel.segments {
        assert!(around(&img, s.swatch, 0.06 * t, segment_colour(s.segment), 6) > 10);
    }
    // The rim is wood all round.
    let (cx, cy) = wheel.centre;
    let rim = wheel.radius - 0.04 * t;
    for k in 0..12 {
        let a = k as f32 * std::f32::consts::TAU / 12.0 + 0.1;
        let p = (cx + rim * a.cos(), cy + rim * a.sin());
        assert!(
            near(pixel(&img, p), WOOD, 16),
            "rim at {k}: {:?}",
            pixel(&img, p)
        );
    }
    // A replay of the game's start draws the wheel in every frame.
    let frames: Vec<Game> = (0..4)
        .map(|k| {
            random_game(
                GameConfig::with_rules(2, [Expansion::River1, Expansion::Wheel]),
                5,
                Some(k),
            )
            .expect("game")
        })
        .collect();
    let gif = renderer()
        .render_replay(&frames, &BoardOptions::default(), 4 * 1024 * 1024)
        .expect("replay");
    assert!(gif.len() > 1000);
}

#[test]
fn a_close_up_beside_the_board_shows_the_wheel() {
    let r = renderer();
    // A tile laid against the board's north edge: the close-up's southern neighbours are board
    // cells, and the wheel shows there, dimmed like them.
    let (game, pos) = (0..20)
        .find_map(|seed| {
            let g = random_game(stand_alone(3), seed, Some(0)).expect("game");
            g.legal_placements().into_iter().find_map(|p| {
                if p.pos.y != -1 || !(1..=2).contains(&p.pos.x) {
                    return None;
                }
                let mut h = g.clone();
                h.apply(Action::Place(p)).ok()?;
                matches!(h.phase(), Phase::Deploy { .. }).then_some((h, p.pos))
            })
        })
        .expect("a tile laid north of the board");
    let img = decode(&r.render_closeup(&game, Default::default()).expect("png"));
    let frame = r.closeup_layout(
        &game,
        &carcassonne_render::CloseupOptions::deploy(&game, Default::default()).expect("deploy"),
    );
    assert_eq!(game.last_placed(), Some(pos));
    let (ox, oy) = frame.tile_origin;
    let below = (oy + CLOSEUP_CELL) as f32;
    let w = img.width() as f32;
    // Dimmed wood of the rim in the southern strip, and nothing of it on the tile itself.
    let dimmed = |c: Colour| -> Colour {
        let bg = [40.0, 44.0, 52.0];
        [0, 1, 2].map(|k| (c[k] as f32 * 0.45 + bg[k] * 0.55).round() as u8)
    };
    let rim = count_near(&img, 0.0, below, w, img.height() as f32, dimmed(WOOD), 8);
    assert!(rim > 30, "{rim} pixels of the wheel's rim");
    let on_tile = count_near(
        &img,
        ox as f32,
        oy as f32,
        (ox + CLOSEUP_CELL) as f32,
        below,
        WOOD,
        8,
    );
    assert_eq!(on_tile, 0);
}
