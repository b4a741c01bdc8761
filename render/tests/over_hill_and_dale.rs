//! Pictures of Over Hill and Dale, decoded from the PNGs the renderer produces: crop fields,
//! paths and meadow painted unlike Carcassonne's cities, roads and fields, harvest symbols and
//! animals on the tiles, stables as barns, harvest tokens in the header, and the 3×3 square a
//! stable would score outlined in the deploy close-up.

mod common;

use carcassonne_engine::expansions::hill_and_dale::{Animal, Harvest};
use carcassonne_engine::random::random_game;
use carcassonne_engine::tiles::{catalogue, EdgeKind, FeatureKind, TileSet};
use carcassonne_engine::{Action, FigureKind, Game, GameConfig, GameKind, Side, Spot};
use carcassonne_render::{
    body_point, closeup_marker_size, gallery_cell, gallery_tiles, player_colour, pose_for,
    spot_point, BoardOptions, CloseupOptions, Colour, HeaderLayout, Rect, RowExtras, CLOSEUP_CELL,
    GALLERY_TILE, MARKER_COLOUR, MAX_SIDE, PHONE_WIDTH,
};
use common::{count_near, decode, near, pixel, renderer, TEXT};
use image::RgbImage;

// Colours restated so that a silent palette change is noticed.
const CITY: Colour = [222, 190, 132];
const ROAD: Colour = [244, 238, 222];
const FIELD: Colour = [146, 186, 92];
const MEADOW: Colour = [112, 184, 72];
const CROP: Colour = [214, 160, 84];
const FURROW: Colour = [176, 118, 58];
const PATH: Colour = [226, 200, 148];
const TOKEN: Colour = [246, 243, 236];

/// A colour only this harvest's symbol shows.
fn harvest_colour(h: Harvest) -> Colour {
    match h {
        Harvest::Apple => [214, 40, 36],
        Harvest::Strawberry => [226, 38, 74],
        Harvest::Pumpkin => [240, 128, 24],
        Harvest::Sunflower => [252, 206, 24],
        Harvest::Grain => [236, 196, 74],
        Harvest::Scarecrow => [52, 92, 190],
    }
}

/// A colour each animal shows and a meadow never does.
fn animal_colour(a: Animal) -> Colour {
    match a {
        Animal::Cow | Animal::Sheep => [250, 250, 246],
        Animal::Horse => [148, 92, 48],
        Animal::Pig => [236, 150, 160],
        Animal::Rooster => [206, 110, 44],
    }
}

fn config(players: usize) -> GameConfig {
    GameConfig {
        game: GameKind::OverHillAndDale,
        ..GameConfig::with_rules(players, [])
    }
}

fn count_in(img: &RgbImage, r: Rect, c: Colour, tol: i32) -> usize {
    count_near(img, r.x, r.y, r.x + r.w, r.y + r.h, c, tol)
}

/// The square of the `name`d tile in `game`'s gallery.
fn gallery_tile(game: GameKind, name: &str) -> Rect {
    let i = gallery_tiles(game)
        .iter()
        .position(|t| t.name == name)
        .unwrap_or_else(|| panic!("{name} in the gallery"));
    let (x, y) = gallery_cell(i);
    Rect {
        x: x as f32,
        y: y as f32,
        w: GALLERY_TILE as f32,
        h: GALLERY_TILE as f32,
    }
}

/// The pixel at (u, v) of a gallery tile, in tile units.
fn at(img: &RgbImage, tile: Rect, u: f32, v: f32) -> [u8; 3] {
    pixel(img, (tile.x + u * tile.w, tile.y + v * tile.h))
}

/// A band of a gallery tile, in tile units.
fn band(tile: Rect, u0: f32, v0: f32, u1: f32, v1: f32) -> Rect {
    Rect {
        x: tile.x + u0 * tile.w,
        y: tile.y + v0 * tile.h,
        w: (u1 - u0) * tile.w,
        h: (v1 - v0) * tile.h,
    }
}

#[test]
fn crop_fields_paths_and_meadow_are_not_cities_roads_and_fields() {
    let r = renderer();
    let base = decode(&r.render_gallery(Default::default()).expect("png"));
    let ohd = decode(
        &r.render_game_gallery(GameKind::OverHillAndDale, Default::default())
            .expect("png"),
    );
    // A city cap and a crop field on the same edge (neither with a symbol in it).
    let city = gallery_tile(GameKind::Carcassonne, "E");
    let crop = gallery_tile(GameKind::OverHillAndDale, "OHD.6e");
    let cap = |t| band(t, 0.3, 0.02, 0.7, 0.12);
    let area = cap(city).w * cap(city).h;
    assert!(count_in(&base, cap(city), CITY, 8) as f32 > area * 0.8);
    assert_eq!(count_in(&ohd, cap(crop), CITY, 20), 0);
    let soil = count_in(&ohd, cap(crop), CROP, 12);
    let furrows = count_in(&ohd, cap(crop), FURROW, 12);
    // Ploughed: both the soil and its furrows show, a good share of each.
    assert!(
        soil as f32 > area * 0.3 && furrows as f32 > area * 0.2,
        "{soil} soil and {furrows} furrow pixels of {area}"
    );
    // A hedge rather than a wall: dark green where the field meets the meadow.
    let rim = band(crop, 0.3, 0.2, 0.7, 0.4);
    assert!(
        count_near(
            &ohd,
            rim.x,
            rim.y,
            rim.x + rim.w,
            rim.y + rim.h,
            [52, 104, 42],
            20
        ) > 30
    );

    // A straight road and a straight path: other colours, and the path narrower.
    let road = gallery_tile(GameKind::Carcassonne, "U");
    let path = gallery_tile(GameKind::OverHillAndDale, "OHD.1a");
    assert!(near(at(&base, road, 0.5, 0.5), ROAD, 8));
    assert!(near(at(&ohd, path, 0.5, 0.5), PATH, 8));
    assert!(near(at(&base, road, 0.25, 0.2), FIELD, 8));
    assert!(near(at(&ohd, path, 0.25, 0.2), MEADOW, 8));
    // Both run east-west: measured down a column.
    let width = |img: &RgbImage, t: Rect, c: Colour| {
        (0..t.h as u32)
            .filter(|dy| near(pixel(img, (t.x + 0.25 * t.w, t.y + *dy as f32)), c, 10))
            .count()
    };
    let (road_w, path_w) = (width(&base, road, ROAD), width(&ohd, path, PATH));
    assert!(
        path_w >= 4 && path_w * 4 < road_w * 3,
        "path {path_w} px wide, road {road_w} px"
    );
    // Meadow is fresh green, far from the warm crop fields.
    let gap: i32 = (0..3)
        .map(|k| (MEADOW[k] as i32 - CROP[k] as i32).abs())
        .sum();
    assert!(gap > 120);
}

#[test]
fn the_over_hill_and_dale_gallery_shows_every_tile_with_its_symbols_and_words() {
    let r = renderer();
    let img = decode(
        &r.render_game_gallery(GameKind::OverHillAndDale, Default::default())
            .expect("png"),
    );
    assert!(img.width() <= MAX_SIDE && img.height() <= MAX_SIDE);
    let tiles = gallery_tiles(GameKind::OverHillAndDale);
    assert_eq!(
        tiles.len(),
        catalogue().in_set(TileSet::OverHillAndDale).count()
    );
    assert!(tiles.len() >= 24);
    for def in &tiles {
        let tile = gallery_tile(GameKind::OverHillAndDale, &def.name);
        for side in Side::ALL {
            let kind = def.edges[side.index()];
            // Middles for paths and fields, a quarter along for meadow (a hedge may part two).
            let along = if kind == EdgeKind::Field { 0.25 } else { 0.5 };
            let (u, v) = match side {
                Side::N => (along, 0.03),
                Side::E => (0.97, along),
                Side::S => (1.0 - along, 0.97),
                Side::W => (0.03, 1.0 - along),
            };
            let got = at(&img, tile, u, v);
            let ok = match kind {
                EdgeKind::City => near(got, CROP, 14) || near(got, FURROW, 14),
                EdgeKind::Road => near(got, PATH, 14),
                EdgeKind::Field => near(got, MEADOW, 14),
                other => panic!("{}: no {other:?} edges in this game", def.name),
            };
            assert!(ok, "{} {side:?} ({kind:?}): {got:?}", def.name);
        }
        let harvests: Vec<Harvest> = def
            .segments
            .iter()
            .filter_map(Harvest::in_segment)
            .collect();
        let chips = count_in(&img, tile, TOKEN, 6);
        assert_eq!(
            chips > 40,
            !harvests.is_empty(),
            "{}: {chips} chip pixels",
            def.name
        );
        for h in harvests {
            let n = count_in(&img, tile, harvest_colour(h), 10);
            assert!(n > 12, "{}: {h:?} shows {n} pixels", def.name);
        }
        for a in Animal::on(def) {
            let n = count_in(&img, tile, animal_colour(a), 6);
            assert!(n > 30, "{}: {a:?} shows {n} pixels", def.name);
        }
        let words = band(tile, 0.0, 1.0, 1.0, 1.35);
        assert!(
            count_in(&img, words, TEXT, 30) > 40,
            "no words under {}",
            def.name
        );
    }
}

/// A seeded game at the first turn from `from` on where `pick` holds.
fn seeded(players: usize, from: u32, pick: impl Fn(&Game) -> bool) -> Game {
    for seed in 1..30 {
        for turn in (from..from + 30).step_by(3) {
            let g = random_game(config(players), seed, Some(turn)).expect("game");
            if pick(&g) {
                return g;
            }
        }
    }
    panic!("no seeded game fits");
}

#[test]
fn stables_stand_on_meadow_as_barns_in_their_players_colours() {
    let r = renderer();
    let game = seeded(3, 20, |g| g.figures().any(|f| f.kind == FigureKind::STABLE));
    let opts = BoardOptions::default();
    let img = decode(&r.render_board(&game, &opts).expect("png"));
    let lay = r.board_layout(&game, &opts);
    let points = lay.figure_points(&game, &opts);
    let size = lay.figure_size();
    let mut checked = 0;
    for (i, (f, centre)) in points.iter().enumerate() {
        if f.kind != FigureKind::STABLE {
            continue;
        }
        let placed = game.board().get(f.pos).expect("on a tile");
        let Spot::Segment(s) = f.spot else {
            panic!("a stable off a segment");
        };
        assert_eq!(
            placed.def().segments[usize::from(s)].kind,
            FeatureKind::Field,
            "a stable off the meadow"
        );
        let covered = points[i + 1..].iter().any(|(_, (x, y))| {
            (x - centre.0).abs() < size * 1.4 && (y - centre.1).abs() < size * 1.4
        });
        if covered {
            continue;
        }
        let body = body_point(f.kind, pose_for(placed.tile, f.spot), *centre, size);
        let got = pixel(&img, body);
        assert!(
            near(got, player_colour(f.player), 20),
            "{got:?} at {}",
            f.pos
        );
        // A barn fills its square far more than a meeple, standing or lying, fills its own:
        // about two thirds of the follower's square against a third.
        let area = count_near(
            &img,
            centre.0 - size,
            centre.1 - size,
            centre.0 + size,
            centre.1 + size,
            player_colour(f.player),
            20,
        );
        assert!(
            area as f32 > 0.55 * size * size,
            "{area} px in colour for a stable {size} px wide at {}",
            f.pos
        );
        checked += 1;
    }
    assert!(checked >= 1, "no stable checked");
}

/// The union of every seat's token keys, in the symbols' order, as the header's columns.
fn columns(game: &Game) -> Vec<&'static str> {
    Harvest::ALL
        .iter()
        .map(|h| h.name())
        .filter(|k| (0..game.players()).any(|p| game.tokens(p).iter().any(|t| t.key == *k)))
        .collect()
}

#[test]
fn the_header_shows_each_players_harvest_tokens_with_the_tiles_symbols() {
    let r = renderer();
    let game = seeded(3, 30, |g| {
        let holding = (0..3).filter(|&p| !g.tokens(p).is_empty()).count();
        (1..3).contains(&holding)
    });
    let opts = BoardOptions::default();
    let img = decode(&r.render_board(&game, &opts).expect("png"));
    let lay = r.board_layout(&game, &opts);
    let keys = columns(&game);
    assert_eq!(lay.header.token_kinds, keys.len());
    let mut shown = 0;
    for seat in 0..3 {
        let slots = lay.header.token_slots(seat);
        assert_eq!(slots.len(), keys.len());
        let tokens = game.tokens(seat);
        for (key, slot) in keys.iter().zip(&slots) {
            let chip = count_in(&img, *slot, TOKEN, 6);
            match tokens.iter().find(|t| t.key == *key) {
                Some(t) => {
                    let h = Harvest::from_name(key).expect("a harvest");
                    let side = slot.h;
                    assert!(chip as f32 > side * side * 0.15, "{key} chip: {chip}");
                    let symbol = count_in(&img, *slot, harvest_colour(h), 12);
                    assert!(symbol > 4, "seat {seat} {key}: {symbol} symbol pixels");
                    // The count after the chip, in light ink.
                    let count = Rect {
                        x: slot.x + side,
                        w: slot.w - side,
                        ..*slot
                    };
                    assert!(count_in(&img, count, TEXT, 40) > 3, "{key} x{}", t.count);
                    shown += 1;
                }
                // Nothing held there: the row's line stays bare.
                None => assert_eq!(chip, 0, "seat {seat} shows {key} it does not hold"),
            }
        }
    }
    assert!(shown >= 1);

    // All six kinds and a stable in hand still fit a narrow row of five players.
    let h = HeaderLayout::new(
        PHONE_WIDTH as u32,
        5,
        true,
        Vec::new(),
        RowExtras {
            figure_kinds: 1,
            token_kinds: 6,
        },
    );
    for (seat, row) in h.rows.iter().enumerate() {
        let slots = h.token_slots(seat);
        let last = slots.last().expect("six slots");
        assert!(
            last.x + last.w + 15.0 * h.unit <= row.x + row.w,
            "{last:?} in {row:?}"
        );
        assert!(slots.iter().all(|s| s.h >= 10.0 * h.unit));
        for pair in slots.windows(2) {
            assert!(pair[0].x + pair[0].w <= pair[1].x);
        }
    }
}

/// Whether the player to move may build a stable on the tile just placed.
fn offers_stable(game: &Game) -> bool {
    game.legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Deploy { figure, .. } if *figure == FigureKind::STABLE))
}

/// A game in its deploy step where a stable may be built, with animals around.
fn stable_offer() -> Game {
    for seed in 1..20 {
        let start = random_game(config(3), seed, Some(4)).expect("game");
        for place in start.legal_actions() {
            let mut g = start.clone();
            if g.apply(place).is_err() {
                continue;
            }
            let pos = g.last_placed().expect("placed");
            let animals: usize = g
                .board()
                .square_tiles(pos)
                .iter()
                .filter_map(|p| g.board().get(*p))
                .map(|t| {
                    t.def()
                        .symbols
                        .iter()
                        .filter(|m| {
                            carcassonne_engine::expansions::hill_and_dale::Animal::ALL
                                .iter()
                                .any(|a| a.name() == m.name())
                        })
                        .count()
                })
                .sum();
            if offers_stable(&g) && animals > 0 {
                return g;
            }
        }
    }
    panic!("no seeded game offers a stable");
}

#[test]
fn the_deploy_closeup_outlines_the_square_a_stable_would_score() {
    let r = renderer();
    let game = stable_offer();
    let pos = game.last_placed().expect("placed");
    let animals: usize = game
        .board()
        .square_tiles(pos)
        .iter()
        .filter_map(|p| game.board().get(*p))
        .map(|t| {
            t.def()
                .symbols
                .iter()
                .filter(|m| {
                    carcassonne_engine::expansions::hill_and_dale::Animal::ALL
                        .iter()
                        .any(|a| a.name() == m.name())
                })
                .count()
        })
        .sum();
    let opts = CloseupOptions::deploy(&game, Default::default()).expect("deploy step");
    let plural = if animals == 1 { "animal" } else { "animals" };
    assert!(
        opts.title
            .ends_with(&format!("stable here: {animals} {plural}")),
        "{}",
        opts.title
    );
    assert!(opts.title.contains("meeple"), "{}", opts.title);
    assert!(!opts.title.contains("follower"), "{}", opts.title);

    let lay = r.closeup_layout(&game, &opts);
    let img = decode(&r.render_closeup(&game, Default::default()).expect("png"));
    assert_eq!((img.width(), img.height()), (lay.width, lay.height));
    let sq = lay.square.expect("the stable's square");
    let cell = CLOSEUP_CELL as f32;
    // The whole square is on the picture, centred on the placed tile.
    assert_eq!(sq.w, 3.0 * cell);
    assert_eq!(
        (sq.x + cell, sq.y + cell),
        (lay.tile_origin.0 as f32, lay.tile_origin.1 as f32)
    );
    assert!(sq.x > 0.0 && sq.x + sq.w < img.width() as f32 && sq.y + sq.h < img.height() as f32);
    // Its outline runs all round, just outside it.
    let outline =
        |x0: f32, y0: f32, x1: f32, y1: f32| count_near(&img, x0, y0, x1, y1, MARKER_COLOUR, 12);
    let (x0, y0, x1, y1) = (sq.x, sq.y, sq.x + sq.w, sq.y + sq.h);
    let runs = [
        outline(x0, y0 - 4.0, x1, y0 - 1.0),
        outline(x0, y1 + 1.0, x1, y1 + 4.0),
        outline(x0 - 4.0, y0, x0 - 1.0, y1),
        outline(x1 + 1.0, y0, x1 + 4.0, y1),
    ];
    for n in runs {
        assert!(n as f32 > sq.w * 2.5, "outline sides {runs:?}");
    }
    // The markers still sit on their spots.
    let placed = game.board().get(pos).expect("tile");
    for spot in &opts.markers {
        let (u, v) = spot_point(placed.tile, placed.rotation, *spot).expect("spot");
        let (ox, oy) = lay.tile_origin;
        let size = closeup_marker_size();
        let ring = (
            ox as f32 + u * cell + size * 0.3,
            oy as f32 + v * cell + size * 0.05,
        );
        assert!(near(pixel(&img, ring), MARKER_COLOUR, 12), "{spot:?}");
    }
    // Nothing is drawn over the title.
    // The title, over the whole band, and set larger than usual: a phone shrinks this wider
    // picture more.
    let band = lay.title_h as f32 - 2.0;
    let title = count_near(&img, 0.0, 0.0, img.width() as f32, band, TEXT, 30);
    assert!(title > 300, "{title} title pixels");
    assert!(lay.title_h as f32 / lay.width as f32 >= 60.0 / (2 * CLOSEUP_CELL) as f32 - 0.001);
    assert!(lay.square.is_some_and(|sq| sq.y > band));
}

#[test]
fn without_a_stable_to_build_the_closeup_keeps_its_usual_frame_in_the_games_words() {
    let r = renderer();
    // Stables used up, a meeple to place: the usual close-up, worded for meeples.
    let no_stable = |g: &Game| g.supply(g.current_player()).get(FigureKind::STABLE) == 0;
    let fits = |g: &Game| no_stable(g) && placed_with_spots(g).is_some();
    let g = placed_with_spots(&seeded(3, 20, fits)).expect("a spot");
    assert!(!offers_stable(&g));
    let opts = CloseupOptions::deploy(&g, Default::default()).expect("deploy step");
    let n = opts.markers.len();
    assert!(
        opts.title.ends_with(&format!("place a meeple? 1-{n}")),
        "{}",
        opts.title
    );
    let lay = r.closeup_layout(&g, &opts);
    assert_eq!(lay.square, None);
    assert_eq!(lay.tile_origin, carcassonne_render::closeup_tile_origin());
    let img = decode(&r.render_closeup(&g, Default::default()).expect("png"));
    assert_eq!((img.width(), img.height()), (lay.width, lay.height));
    assert_eq!(lay.width, 2 * CLOSEUP_CELL);
    // Carcassonne's close-up keeps its words.
    let base = random_game(GameConfig::base(2), 3, Some(5)).expect("game");
    let b = placed_with_spots(&base).expect("a spot");
    let opts = CloseupOptions::deploy(&b, Default::default()).expect("deploy step");
    let n = opts.markers.len();
    assert!(
        opts.title.ends_with(&format!("place a follower? 1-{n}")),
        "{}",
        opts.title
    );
    assert_eq!(r.closeup_layout(&b, &opts).square, None);
}

/// `game` after the first placement of its drawn tile that leaves a spot to take.
fn placed_with_spots(game: &Game) -> Option<Game> {
    game.legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Place(_)))
        .find_map(|a| {
            let mut g = game.clone();
            g.apply(a).ok()?;
            (!g.deploy_spots().is_empty()).then_some(g)
        })
}
