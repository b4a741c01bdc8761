//! Decodes the PNGs the renderer produces and checks what is in them: sizes, terrain colours
//! where the tile geometry says they must be, followers in their players' colours, marks on
//! every legal cell, markers in the close-up and every tile in the gallery.

mod common;

use carcassonne_engine::geometry::{Pos, Side};
use carcassonne_engine::tiles::{by_name, catalogue, EdgeKind, TileSet};
use carcassonne_engine::{Action, Game, GameConfig, GameKind, Phase, Placement, Rotation};
use carcassonne_render::samples::{finished_base_game, large_game};
use carcassonne_render::{
    body_point, closeup_marker_size, closeup_tile_origin, gallery_cell, gallery_tiles, legal_cells,
    player_colour, pose_for, spot_point, BoardOptions, CloseupOptions, Colour, LegendItem,
    Renderer, CLOSEUP_CELL, CLOSEUP_TITLE, GALLERY_TILE, MARKER_COLOUR, MARK_FILL, MAX_BYTES,
    MAX_SIDE, PHONE_WIDTH, REPLAY_LAST_DELAY, REPLAY_TURN_DELAY, TILE_LIST_TILE, TILE_LIST_WIDTH,
};
use common::{count_near, decode, near, pixel, renderer, TEXT};
use image::RgbImage;

// Terrain colours, restated here so that a silent palette change is noticed by the tests.
const CITY: Colour = [222, 190, 132];
const ROAD: Colour = [244, 238, 222];
const FIELD: Colour = [146, 186, 92];
const RIVER_LIGHT: Colour = [120, 176, 236];
const EMPTY_CELL: Colour = [54, 59, 69];
const LEGAL_CELL: Colour = [88, 120, 88];
const DARK: Colour = [40, 34, 30];
fn edge_colour(kind: EdgeKind) -> Colour {
    match kind {
        EdgeKind::City => CITY,
        EdgeKind::Road => ROAD,
        EdgeKind::River => RIVER_LIGHT,
        EdgeKind::Field => FIELD,
        other => panic!("no colour known for {other:?} edges"),
    }
}

/// Point just inside `side` of a cell, in cell units: the middle, where roads, rivers and
/// cities cross; for fields a quarter along, since a hedge may part two fields at the middle.
fn edge_point(side: Side, kind: EdgeKind) -> (f32, f32) {
    let along = if kind == EdgeKind::Field { 0.25 } else { 0.5 };
    let (a, d) = (along, 0.05);
    match side {
        Side::N => (a, d),
        Side::E => (1.0 - d, a),
        Side::S => (1.0 - a, 1.0 - d),
        Side::W => (d, 1.0 - a),
    }
}

#[test]
fn start_tile_shows_city_road_and_field_in_every_rotation() {
    let r = renderer();
    let d = by_name("D").expect("tile D");
    let e = by_name("E").expect("tile E");
    for rot in Rotation::ALL {
        let game = Game::with_deck(GameConfig::base(2), d, rot, vec![e; 5]).expect("game");
        let opts = BoardOptions::default();
        let img = decode(&r.render_board(&game, &opts).expect("png"));
        let lay = r.board_layout(&game, &opts);
        let t = lay.tile_size as f32;
        let at = |(u, v): (f32, f32)| {
            lay.point_in_cell(Pos::ORIGIN, (u, v))
                .expect("origin drawn")
        };
        for side in Side::ALL {
            let kind = d.def().edge(side, rot);
            let want = edge_colour(kind);
            let got = pixel(&img, at(edge_point(side, kind)));
            assert!(
                near(got, want, 14),
                "rot {} {side:?}: {got:?} vs {want:?}",
                rot.quarter_turns()
            );
        }
        // D's road runs straight through the middle, whatever the rotation.
        assert!(
            near(pixel(&img, at((0.5, 0.5))), ROAD, 14),
            "rot {}",
            rot.quarter_turns()
        );
        // The field opposite the city, halfway between the road and the edge.
        let city_side = Side::ALL
            .into_iter()
            .find(|s| d.def().edge(*s, rot) == EdgeKind::City)
            .expect("D has a city");
        let (u, v) = edge_point(city_side.opposite(), EdgeKind::Road);
        let field = (0.5 + (u - 0.5) * 0.55, 0.5 + (v - 0.5) * 0.55);
        assert!(
            near(pixel(&img, at(field)), FIELD, 14),
            "rot {}",
            rot.quarter_turns()
        );
        assert!(t >= 12.0);
    }
}

#[test]
fn finished_base_game_fits_the_size_limits_and_shows_every_tile() {
    let r = renderer();
    let game = finished_base_game(4, 11).expect("game");
    assert!(game.board().len() > 60, "only {} tiles", game.board().len());
    let opts = BoardOptions::default();
    let png = r.render_board(&game, &opts).expect("png");
    assert!(png.len() < MAX_BYTES, "{} bytes", png.len());
    let img = decode(&png);
    assert!(img.width() <= MAX_SIDE && img.height() <= MAX_SIDE);
    let lay = r.board_layout(&game, &opts);
    assert_eq!((img.width(), img.height()), (lay.width, lay.height));
    // Every placed tile: each edge middle has the colour of its edge kind, unless a figure
    // stands there.
    // Figures may overhang into the next cell and the last tile has an outline: skip those.
    let mut covered: Vec<Pos> = game
        .figures()
        .flat_map(|f| {
            [
                f.pos,
                f.pos.step(Side::N),
                f.pos.step(Side::E),
                f.pos.step(Side::S),
                f.pos.step(Side::W),
            ]
        })
        .collect();
    covered.extend(game.last_placed());
    let mut checked = 0;
    for placed in game.board().tiles() {
        if covered.contains(&placed.pos) {
            continue;
        }
        for side in Side::ALL {
            let kind = placed.def().edge(side, placed.rotation);
            let at = lay
                .point_in_cell(placed.pos, edge_point(side, kind))
                .expect("in bounds");
            let want = edge_colour(kind);
            let got = pixel(&img, at);
            assert!(
                near(got, want, 16),
                "{} at {} {side:?}: {got:?}",
                placed.def().name,
                placed.pos
            );
            checked += 1;
        }
    }
    assert!(checked > 20, "only {checked} edges checked");
}

/// What one board picture may weigh on a phone's data plan.
const PHONE_BUDGET: usize = 200 * 1024;

#[test]
fn boards_fit_a_phones_budget() {
    let r = renderer();
    let names: Vec<String> = ["Ann", "Bob", "Chi", "Dee"].map(String::from).into();
    for seed in [11, 12] {
        let game = finished_base_game(4, seed).expect("game");
        let opts = BoardOptions {
            player_names: names.clone(),
            ..Default::default()
        };
        let png = r.render_board(&game, &opts).expect("png");
        assert!(
            png.len() <= PHONE_BUDGET,
            "final board: {} bytes",
            png.len()
        );
        // Still the picture it was: the palette keeps terrain colours where they belong.
        let img = decode(&png);
        let lay = r.board_layout(&game, &opts);
        assert_eq!((img.width(), img.height()), (lay.width, lay.height));
    }
    let mid =
        carcassonne_engine::random::random_game(GameConfig::base(4), 5, Some(40)).expect("game");
    let opts = BoardOptions {
        player_names: names,
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    };
    let png = r.render_board(&mid, &opts).expect("png");
    assert!(
        png.len() <= PHONE_BUDGET * 3 / 4,
        "mid board: {} bytes",
        png.len()
    );
    // A turn posts the board, a preview and the close-up: together within 400 KB.
    let place = *mid.legal_placements().first().expect("fits");
    let preview = r.render_preview(&mid, place, &opts).expect("png");
    let mut placed = mid.clone();
    placed.apply(Action::Place(place)).expect("legal");
    let closeup = r.render_closeup(&placed, Default::default()).expect("png");
    let turn = png.len() + preview.len() + closeup.len();
    assert!(turn <= 2 * PHONE_BUDGET, "one turn: {turn} bytes");
}

/// Height in pixels of the light ink inside a rectangle (the capitals of a name).
fn ink_height(img: &RgbImage, x0: f32, y0: f32, x1: f32, y1: f32) -> u32 {
    let rows: Vec<u32> = (y0.max(0.0) as u32..(y1 as u32).min(img.height()))
        .filter(|&y| {
            (x0.max(0.0) as u32..(x1 as u32).min(img.width()))
                .any(|x| near(img.get_pixel(x, y).0, TEXT, 40))
        })
        .collect();
    match (rows.first(), rows.last()) {
        (Some(a), Some(b)) => b - a + 1,
        _ => 0,
    }
}

#[test]
fn names_scores_and_the_drawn_tile_stay_readable_at_phone_width() {
    let r = renderer();
    let names: Vec<String> = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"]
        .map(String::from)
        .into();
    let games = [
        finished_base_game(4, 11).expect("game"),
        carcassonne_engine::random::random_game(GameConfig::base(4), 5, Some(40)).expect("game"),
        carcassonne_engine::random::random_game(GameConfig::base(8), 3, Some(30)).expect("game"),
        large_game(6, 200, 9).expect("game"),
    ];
    for game in &games {
        let opts = BoardOptions {
            player_names: names.clone(),
            mark_legal: true,
            show_drawn_tile: true,
            ..Default::default()
        };
        let img = decode(&r.render_board(game, &opts).expect("png"));
        let lay = r.board_layout(game, &opts);
        // What a phone shows of one image pixel.
        let shrink = PHONE_WIDTH / img.width() as f32;
        assert_eq!(lay.header.rows.len(), game.players());
        for (seat, row) in lay.header.rows.iter().enumerate() {
            // The name starts after the seat's figure; its capitals are its tallest ink.
            let x0 = row.x + row.w * 0.1;
            let cap = ink_height(&img, x0, row.y, x0 + row.w * 0.25, row.y + row.h);
            let shown = cap as f32 * shrink;
            assert!(
                shown >= 8.0,
                "{} players, seat {seat}: capitals {shown:.1} px high on a phone",
                game.players()
            );
        }
        if let Some((x, y, side)) = lay.header.tile {
            assert!(side as f32 * shrink >= 80.0, "drawn tile {side} px");
            let terrain = count_near(
                &img,
                x as f32,
                y as f32,
                (x + side) as f32,
                (y + side) as f32,
                FIELD,
                12,
            ) + count_near(
                &img,
                x as f32,
                y as f32,
                (x + side) as f32,
                (y + side) as f32,
                CITY,
                12,
            );
            assert!(terrain > (side * side / 3) as usize, "no tile in the panel");
        } else {
            assert!(game.current_tile().is_none());
        }
    }
}

#[test]
fn the_legend_explains_the_frames_and_tints_shown() {
    let r = renderer();
    let game =
        carcassonne_engine::random::random_game(GameConfig::base(2), 4, Some(6)).expect("game");
    let placement = *game.legal_placements().first().expect("fits");
    let opts = BoardOptions {
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    };
    let lay = r.board_layout(
        &game,
        &BoardOptions {
            preview: Some(placement),
            ..opts.clone()
        },
    );
    assert_eq!(
        lay.header.legend,
        vec![
            LegendItem::LastTile(1),
            LegendItem::Fits,
            LegendItem::Preview
        ]
    );
    let img = decode(&r.render_preview(&game, placement, &opts).expect("png"));
    let header = lay.strip_height as f32;
    let w = img.width() as f32;
    // The swatch of legal cells, and text beside the swatches.
    assert!(count_near(&img, 0.0, 0.0, w, header, LEGAL_CELL, 3) > 20);
    let plain = BoardOptions {
        legend: false,
        ..opts
    };
    let lay = r.board_layout(&game, &plain);
    assert!(lay.header.legend.is_empty());
    let img = decode(&r.render_board(&game, &plain).expect("png"));
    let header = lay.strip_height as f32;
    assert_eq!(count_near(&img, 0.0, 0.0, w, header, LEGAL_CELL, 3), 0);
}

#[test]
fn followers_appear_in_their_players_colours_where_they_stand() {
    let r = renderer();
    let game = carcassonne_engine::random::random_game(
        GameConfig::with_rules(
            5,
            [
                carcassonne_engine::Expansion::Farmers,
                carcassonne_engine::Expansion::Abbot,
                carcassonne_engine::Expansion::Inns,
            ],
        ),
        5,
        Some(45),
    )
    .expect("game");
    let followers: Vec<_> = game.figures().copied().collect();
    assert!(
        followers.len() >= 5,
        "too few followers to test: {}",
        followers.len()
    );
    let opts = BoardOptions::default();
    let img = decode(&r.render_board(&game, &opts).expect("png"));
    let lay = r.board_layout(&game, &opts);
    let size = lay.figure_size();
    let mut seen_players = std::collections::BTreeSet::new();
    let mut checked = 0;
    for (i, f) in followers.iter().enumerate() {
        let placed = game.board().get(f.pos).expect("follower on a tile");
        let uv = spot_point(placed.tile, placed.rotation, f.spot).expect("spot has a point");
        let centre = lay.point_in_cell(f.pos, uv).expect("in bounds");
        // Figures drawn later on top could hide this one; skip the few that overlap.
        let hidden = followers[i + 1..].iter().any(|g| {
            let p = game
                .board()
                .get(g.pos)
                .and_then(|t| spot_point(t.tile, t.rotation, g.spot));
            p.and_then(|p| lay.point_in_cell(g.pos, p))
                .is_some_and(|(x, y)| {
                    (x - centre.0).abs() < size * 1.4 && (y - centre.1).abs() < size * 1.4
                })
        });
        if hidden {
            continue;
        }
        let at = body_point(f.kind, pose_for(placed.tile, f.spot), centre, size);
        let got = pixel(&img, at);
        let want = player_colour(f.player);
        assert!(
            near(got, want, 20),
            "player {} {:?} at {} {:?}: {got:?}",
            f.player,
            f.kind,
            f.pos,
            f.spot
        );
        seen_players.insert(f.player);
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} followers checked");
    assert!(seen_players.len() >= 2);
}

#[test]
fn the_final_board_can_show_the_figures_that_stood_before_final_scoring() {
    let r = renderer();
    let config = GameConfig::base(3);
    let end = carcassonne_engine::random::random_game(config.clone(), 7, None).expect("game");
    assert_eq!(
        end.figures().count(),
        0,
        "final scoring takes every figure home"
    );
    // The same seeded game a few turns earlier: the same tiles, with figures standing.
    let before =
        carcassonne_engine::random::random_game(config, 7, Some(end.turn() - 3)).expect("game");
    let standing: Vec<_> = before.figures().copied().collect();
    assert!(standing.len() >= 4, "only {} figures", standing.len());
    let opts = BoardOptions {
        figures: Some(standing.clone()),
        ..Default::default()
    };
    let shown = decode(&r.render_board(&end, &opts).expect("png"));
    let bare = decode(&r.render_board(&end, &BoardOptions::default()).expect("png"));
    let lay = r.board_layout(&end, &opts);
    let size = lay.figure_size();
    let mut seen = 0;
    for f in &standing {
        let placed = end.board().get(f.pos).expect("tile still there");
        let uv = spot_point(placed.tile, placed.rotation, f.spot).expect("spot");
        let centre = lay.point_in_cell(f.pos, uv).expect("in bounds");
        let at = body_point(f.kind, pose_for(placed.tile, f.spot), centre, size);
        let want = player_colour(f.player);
        if near(pixel(&shown, at), want, 20) {
            seen += 1;
        }
        assert!(!near(pixel(&bare, at), want, 20) || near(want, FIELD, 60));
    }
    // Figures may overlap one another; most must show.
    assert!(
        seen * 4 >= standing.len() * 3,
        "{seen} of {}",
        standing.len()
    );
}

#[test]
fn every_legal_cell_carries_a_mark_and_other_empty_cells_do_not() {
    let r = renderer();
    let game =
        carcassonne_engine::random::random_game(GameConfig::base(3), 21, Some(12)).expect("game");
    assert!(game.current_tile().is_some());
    let opts = BoardOptions {
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    };
    let img = decode(&r.render_board(&game, &opts).expect("png"));
    let lay = r.board_layout(&game, &opts);
    let legal = legal_cells(&game);
    assert!(!legal.is_empty());
    let t = lay.tile_size as f32;
    for pos in &legal {
        let mark = lay.mark_box(*pos).expect("a mark on every legal cell");
        let (cx, cy) = mark.centre;
        let (w, h) = mark.ink;
        let (x0, y0, x1, y1) = (cx - w / 2.0, cy - h / 2.0, cx + w / 2.0, cy + h / 2.0);
        let ink = count_near(&img, x0, y0, x1, y1, MARK_FILL, 24);
        let ring = count_near(&img, x0, y0, x1, y1, DARK, 30);
        assert!(
            ink > 10 && ring > 10,
            "no mark at {pos}: ink {ink}, ring {ring}"
        );
    }
    // An empty cell of the free ring that is not legal shows plain empty colour, no mark.
    let b = lay.bounds;
    let empty = (b.min.y..=b.max.y)
        .flat_map(|y| (b.min.x..=b.max.x).map(move |x| Pos::new(x, y)))
        .find(|p| game.board().get(*p).is_none() && !legal.contains(p))
        .expect("an empty cell that is not legal");
    assert!(lay.mark_box(empty).is_none());
    let (x, y) = lay.cell_origin(empty).expect("in bounds");
    let (x, y) = (x as f32, y as f32);
    assert_eq!(
        count_near(
            &img,
            x + 2.0,
            y + 2.0,
            x + t - 2.0,
            y + t - 2.0,
            MARK_FILL,
            24
        ),
        0
    );
    assert!(near(pixel(&img, (x + t / 2.0, y + t / 2.0)), EMPTY_CELL, 4));
    // The marks are what the bot's menus lead with: 1, 2, 3 … in reading order.
    let marks: Vec<(Pos, String)> = lay.marks.iter().map(|m| (m.pos, m.text.clone())).collect();
    assert_eq!(
        marks,
        carcassonne_render::cell_marks(&game.legal_placements())
    );
    // The drawn tile is shown in the panel.
    let panel = lay.panel_x.expect("panel shown");
    assert!(
        count_near(
            &img,
            panel as f32,
            0.0,
            img.width() as f32,
            img.height() as f32,
            FIELD,
            12
        ) > 100
    );
}

#[test]
fn last_placed_tile_is_outlined_in_its_players_colour() {
    let r = renderer();
    let game =
        carcassonne_engine::random::random_game(GameConfig::base(4), 8, Some(9)).expect("game");
    let last = game.board().tiles().last().expect("tiles");
    let seat = last.player.expect("placed by a player");
    let opts = BoardOptions::default();
    let img = decode(&r.render_board(&game, &opts).expect("png"));
    let lay = r.board_layout(&game, &opts);
    let (x, y) = lay.cell_origin(last.pos).expect("in bounds");
    let t = lay.tile_size as f32;
    let got = pixel(&img, (x as f32 + t / 2.0, y as f32 + 1.5));
    assert!(near(got, player_colour(seat), 8), "{got:?}");
}

#[test]
fn preview_shows_the_drawn_tile_ghosted_at_the_candidate_cell() {
    let r = renderer();
    let game =
        carcassonne_engine::random::random_game(GameConfig::base(2), 4, Some(6)).expect("game");
    let tile = game.current_tile().expect("a drawn tile");
    let placement: Placement = *game.legal_placements().first().expect("fits somewhere");
    let opts = BoardOptions::default();
    let img = decode(&r.render_preview(&game, placement, &opts).expect("png"));
    let lay = r.board_layout(
        &game,
        &BoardOptions {
            preview: Some(placement),
            show_drawn_tile: true,
            ..opts
        },
    );
    let kind = tile.def().edge(Side::N, placement.rotation);
    let at = lay
        .point_in_cell(placement.pos, (0.5, 0.2))
        .expect("in bounds");
    let got = pixel(&img, at);
    // Ghosted: close to the terrain colour, blended a little with the empty cell beneath.
    let want = edge_colour(kind);
    assert!(near(got, want, 40), "{got:?} vs {want:?}");
    assert!(!near(got, EMPTY_CELL, 30));
}

#[test]
fn closeup_numbers_every_deploy_spot() {
    let r = renderer();
    let mut game =
        carcassonne_engine::random::random_game(GameConfig::base(3), 2, Some(4)).expect("game");
    let place = *game.legal_placements().first().expect("placement");
    game.apply(Action::Place(place)).expect("legal");
    assert!(matches!(game.phase(), Phase::Deploy { .. }));
    let spots = game.deploy_spots();
    assert!(!spots.is_empty());
    let img = decode(&r.render_closeup(&game, Default::default()).expect("png"));
    let placed = game.board().get(place.pos).expect("placed");
    let (ox, oy) = closeup_tile_origin();
    let size = closeup_marker_size();
    for spot in &spots {
        let (u, v) = spot_point(placed.tile, placed.rotation, *spot).expect("point");
        let (cx, cy) = (
            ox as f32 + u * CLOSEUP_CELL as f32,
            oy as f32 + v * CLOSEUP_CELL as f32,
        );
        // The marker's light disc, beside the number.
        let ring = pixel(&img, (cx + size * 0.3, cy + size * 0.05));
        assert!(near(ring, MARKER_COLOUR, 12), "{spot:?}: {ring:?}");
        let ink = count_near(
            &img,
            cx - size * 0.2,
            cy - size * 0.25,
            cx + size * 0.2,
            cy + size * 0.25,
            [40, 34, 30],
            30,
        );
        assert!(ink > 5, "no number on marker {spot:?}");
    }
}

#[test]
fn closeup_with_numbers_the_callers_spots_in_the_callers_order() {
    let r = renderer();
    let mut game =
        carcassonne_engine::random::random_game(GameConfig::base(3), 2, Some(4)).expect("game");
    let place = *game.legal_placements().first().expect("placement");
    game.apply(Action::Place(place)).expect("legal");
    let mut spots = game.deploy_spots();
    assert!(spots.len() >= 2);
    spots.reverse();
    spots.truncate(2);
    let opts = CloseupOptions {
        lang: Default::default(),
        pos: place.pos,
        markers: spots.clone(),
        title: "Your tile".into(),
    };
    let img = decode(&r.render_closeup_with(&game, &opts).expect("png"));
    let placed = game.board().get(place.pos).expect("placed");
    let (ox, oy) = closeup_tile_origin();
    let size = closeup_marker_size();
    let mut ink = Vec::new();
    for spot in &spots {
        let (u, v) = spot_point(placed.tile, placed.rotation, *spot).expect("point");
        let (cx, cy) = (
            ox as f32 + u * CLOSEUP_CELL as f32,
            oy as f32 + v * CLOSEUP_CELL as f32,
        );
        assert!(near(pixel(&img, (cx + size * 0.3, cy)), MARKER_COLOUR, 12));
        ink.push(count_near(
            &img,
            cx - size * 0.25,
            cy - size * 0.3,
            cx + size * 0.25,
            cy + size * 0.3,
            [40, 34, 30],
            30,
        ));
    }
    // "1" has less ink than "2": the first spot given carries the 1.
    assert!(ink[0] < ink[1], "ink {ink:?}");
    // Only the spots asked for are marked.
    let all = count_near(&img, 0.0, 0.0, 1e4, 1e4, MARKER_COLOUR, 3);
    let one = {
        let only = CloseupOptions {
            lang: Default::default(),
            markers: spots[..1].to_vec(),
            ..opts.clone()
        };
        let img = decode(&r.render_closeup_with(&game, &only).expect("png"));
        count_near(&img, 0.0, 0.0, 1e4, 1e4, MARKER_COLOUR, 3)
    };
    assert!(one < all && one > 0);
    // A cell without a tile is refused, not drawn.
    let empty = CloseupOptions {
        lang: Default::default(),
        pos: Pos::new(99, 99),
        ..opts
    };
    assert!(r.render_closeup_with(&game, &empty).is_err());
}

#[test]
fn nothing_is_drawn_over_the_closeup_title() {
    let r = renderer();
    let size = CLOSEUP_CELL as f32 * 0.3;
    let mut reaching_up = 0;
    // Look for tiles whose northern neighbour holds a figure standing just below the band, so
    // that its head reaches up into it.
    for seed in 1..60 {
        let game = carcassonne_engine::random::random_game(GameConfig::base(4), seed, Some(40))
            .expect("game");
        for placed in game.board().tiles() {
            let north = placed.pos.step(Side::N);
            let pokes = game.figures().any(|f| {
                f.pos == north
                    && game
                        .board()
                        .get(north)
                        .and_then(|t| spot_point(t.tile, t.rotation, f.spot))
                        .is_some_and(|(_, v)| {
                            let y =
                                closeup_tile_origin().1 as f32 + (v - 1.0) * CLOSEUP_CELL as f32;
                            let band = CLOSEUP_TITLE as f32;
                            (band..band + size * 0.4).contains(&y)
                        })
            });
            if !pokes {
                continue;
            }
            reaching_up += 1;
            let opts = CloseupOptions {
                lang: Default::default(),
                pos: placed.pos,
                markers: Vec::new(),
                title: "Where will your follower go?".into(),
            };
            let img = decode(&r.render_closeup_with(&game, &opts).expect("png"));
            for seat in 0..4 {
                let n = count_near(
                    &img,
                    0.0,
                    0.0,
                    img.width() as f32,
                    CLOSEUP_TITLE as f32,
                    player_colour(seat),
                    30,
                );
                assert_eq!(
                    n, 0,
                    "seat {seat}'s colour in the title band at {}",
                    placed.pos
                );
            }
            let text = count_near(
                &img,
                0.0,
                0.0,
                img.width() as f32,
                CLOSEUP_TITLE as f32,
                TEXT,
                20,
            );
            assert!(text > 50, "no title at {}", placed.pos);
        }
        if reaching_up >= 2 {
            return;
        }
    }
    panic!("only {reaching_up} figures found below the band");
}

#[test]
fn a_long_closeup_title_is_wrapped_inside_the_band() {
    let r = renderer();
    let game = Game::new(GameConfig::base(2), 1).expect("game");
    let title = "N12W13: put a follower on the city corner with road and pennant? 1-5";
    let opts = CloseupOptions {
        lang: Default::default(),
        pos: Pos::ORIGIN,
        markers: Vec::new(),
        title: title.into(),
    };
    let img = decode(&r.render_closeup_with(&game, &opts).expect("png"));
    let w = img.width() as f32;
    let band = CLOSEUP_TITLE as f32;
    // Ink on two lines, none against the sides.
    let upper = count_near(&img, 0.0, 0.0, w, band / 2.0, TEXT, 30);
    let lower = count_near(&img, 0.0, band / 2.0, w, band, TEXT, 30);
    assert!(upper > 100 && lower > 100, "lines: {upper}, {lower}");
    let edges = count_near(&img, 0.0, 0.0, 6.0, band, TEXT, 60)
        + count_near(&img, w - 6.0, 0.0, w, band, TEXT, 60);
    assert_eq!(edges, 0);
}

#[test]
fn closeup_outside_the_deploy_step_shows_the_tile_without_markers() {
    // A fresh game has only the start tile and is waiting for a placement: nothing to number.
    let game = Game::new(GameConfig::base(2), 1).expect("game");
    let r = renderer();
    let img = decode(
        &r.render_closeup(&game, Default::default())
            .expect("start tile can be shown"),
    );
    let marker_pixels = count_near(
        &img,
        0.0,
        0.0,
        img.width() as f32,
        img.height() as f32,
        MARKER_COLOUR,
        3,
    );
    assert_eq!(marker_pixels, 0);
}

#[test]
fn tiles_to_come_are_grouped_with_their_counts_and_readable_on_a_phone() {
    let r = renderer();
    // Every base tile type with its count, as a fresh deck holds them.
    let tiles: Vec<_> = catalogue()
        .tiles
        .iter()
        .filter(|t| t.name.len() <= 3 && t.count_second > 0)
        .map(|t| (t.id, usize::from(t.count_second)))
        .collect();
    assert!(tiles.len() > 20);
    let png = r
        .render_tiles(&tiles, "Tiles to come", Default::default())
        .expect("png");
    assert!(png.len() <= PHONE_BUDGET / 2, "{} bytes", png.len());
    let img = decode(&png);
    assert_eq!(img.width(), TILE_LIST_WIDTH);
    // Tiles are at least 50 px wide on a phone.
    assert!(TILE_LIST_TILE as f32 * PHONE_WIDTH / img.width() as f32 >= 50.0);
    let cells = r.tiles_layout(&tiles);
    assert_eq!(cells.len(), tiles.len());
    let t = TILE_LIST_TILE as f32;
    for c in &cells {
        let def = c.tile.def();
        assert!(c.y + TILE_LIST_TILE <= img.height());
        // The tile's north edge shows its kind; the badge sits in the south-east corner.
        let kind = def.edges[Side::N.index()];
        let (u, v) = edge_point(Side::N, kind);
        let got = pixel(&img, (c.x as f32 + u * t, c.y as f32 + v * t));
        assert!(near(got, edge_colour(kind), 14), "{}: {got:?}", def.name);
        let badge = count_near(
            &img,
            c.x as f32 + t * 0.6,
            c.y as f32 + t * 0.7,
            c.x as f32 + t + 8.0,
            c.y as f32 + t + 8.0,
            [255, 255, 255],
            30,
        );
        assert!(badge > 30, "no count on {}", def.name);
    }
    // Monasteries come first, then cities, then roads.
    let first_road = cells.iter().position(|c| c.tile.def().name == "U");
    let first_city = cells.iter().position(|c| c.tile.def().name == "D");
    let first_monastery = cells.iter().position(|c| c.tile.def().name == "B");
    assert!(first_monastery < first_city && first_city < first_road);
    // The plentiful straight road comes before the single crossroads.
    let x = cells.iter().position(|c| c.tile.def().name == "X");
    assert!(first_road < x);
    // Nothing left: still a picture, saying so.
    let empty = decode(
        &r.render_tiles(&[], "Tiles to come", Default::default())
            .expect("png"),
    );
    assert!(count_near(&empty, 0.0, 0.0, 800.0, 200.0, TEXT, 30) > 100);
}

#[test]
fn gallery_holds_every_tile_described_in_words() {
    let r = renderer();
    let img = decode(&r.render_gallery(Default::default()).expect("png"));
    assert!(img.width() <= MAX_SIDE && img.height() <= MAX_SIDE);
    let t = GALLERY_TILE as f32;
    // Separate games (Over Hill and Dale, The Wheel of Fortune) have galleries of their own.
    let tiles = gallery_tiles(GameKind::Carcassonne);
    let separate = |set| {
        matches!(
            set,
            TileSet::OverHillAndDale | TileSet::Wheel | TileSet::WheelBoard
        )
    };
    let carcassonne = catalogue().tiles.iter().filter(|d| !separate(d.set));
    assert_eq!(tiles.len(), carcassonne.count());
    for (i, def) in tiles.into_iter().enumerate() {
        let (x, y) = gallery_cell(i);
        for side in Side::ALL {
            let kind = def.edges[side.index()];
            let (u, v) = edge_point(side, kind);
            let got = pixel(&img, (x as f32 + u * t, y as f32 + v * t));
            let want = edge_colour(kind);
            assert!(near(got, want, 14), "{} {side:?}: {got:?}", def.name);
        }
        let name_ink = count_near(
            &img,
            x as f32,
            (y + GALLERY_TILE) as f32,
            x as f32 + t,
            (y + GALLERY_TILE) as f32 + 40.0,
            TEXT,
            30,
        );
        assert!(name_ink > 40, "no words under {}: {name_ink}", def.name);
    }
}

#[test]
fn a_two_hundred_tile_board_stays_within_limits() {
    let r = renderer();
    let game = large_game(6, 200, 9).expect("game");
    assert!(
        game.board().len() >= 200,
        "only {} tiles",
        game.board().len()
    );
    let opts = BoardOptions {
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    };
    let png = r.render_board(&game, &opts).expect("png");
    assert!(png.len() < MAX_BYTES, "{} bytes", png.len());
    let img = decode(&png);
    assert!(
        img.width() <= MAX_SIDE && img.height() <= MAX_SIDE,
        "{}x{}",
        img.width(),
        img.height()
    );
}

#[test]
fn renderer_can_be_shared_between_threads() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Renderer>();
    let r = std::sync::Arc::new(renderer());
    let handles: Vec<_> = (0..2)
        .map(|seed| {
            let r = std::sync::Arc::clone(&r);
            std::thread::spawn(move || {
                let game =
                    carcassonne_engine::random::random_game(GameConfig::base(2), seed, Some(5))
                        .expect("game");
                r.render_board(&game, &BoardOptions::default())
                    .map(|png| png.len())
            })
        })
        .collect();
    for h in handles {
        let len = h.join().expect("no panic").expect("png");
        assert!(len > 1000);
    }
}

#[test]
fn eight_players_with_long_names_fit_the_strip() {
    let r = renderer();
    let game =
        carcassonne_engine::random::random_game(GameConfig::base(8), 3, Some(16)).expect("game");
    let opts = BoardOptions {
        player_names: (0..8)
            .map(|i| format!("A rather long name for seat {i}"))
            .collect(),
        ..Default::default()
    };
    let lay = r.board_layout(&game, &opts);
    let img = decode(&r.render_board(&game, &opts).expect("png"));
    assert!(img.width() <= MAX_SIDE && img.height() <= MAX_SIDE);
    // The strip ends above the coordinate margin: every chip's figure is drawn in it.
    assert!(lay.strip_height < lay.grid_y);
    for seat in 0..8 {
        let want = player_colour(seat);
        let found = count_near(
            &img,
            0.0,
            0.0,
            img.width() as f32,
            lay.strip_height as f32,
            want,
            6,
        );
        assert!(found > 20, "seat {seat} missing from the strip");
    }
}

/// A GIF read back: canvas size and, per frame, its rectangle, delay and the canvas as shown
/// after it (palette colours, transparency applied).
struct Animation {
    width: u32,
    height: u32,
    frames: Vec<((u32, u32, u32, u32), u16)>,
    first: Vec<[u8; 3]>,
    last: Vec<[u8; 3]>,
}

fn read_gif(bytes: &[u8]) -> Animation {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut dec = opts.read_info(bytes).expect("a GIF");
    let (w, h) = (u32::from(dec.width()), u32::from(dec.height()));
    let palette: Vec<[u8; 3]> = dec
        .global_palette()
        .expect("global palette")
        .chunks_exact(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    let mut canvas = vec![[0u8; 3]; (w * h) as usize];
    let mut frames = Vec::new();
    let mut first = None;
    while let Some(f) = dec.read_next_frame().expect("frame") {
        let (l, t, fw, fh) = (
            u32::from(f.left),
            u32::from(f.top),
            u32::from(f.width),
            u32::from(f.height),
        );
        assert!(l + fw <= w && t + fh <= h, "frame outside the canvas");
        for y in 0..fh {
            for x in 0..fw {
                let i = f.buffer[(y * fw + x) as usize];
                if Some(i) != f.transparent {
                    canvas[((t + y) * w + l + x) as usize] = palette[usize::from(i)];
                }
            }
        }
        frames.push(((l, t, fw, fh), f.delay));
        if first.is_none() {
            first = Some(canvas.clone());
        }
    }
    Animation {
        width: w,
        height: h,
        frames,
        first: first.expect("at least one frame"),
        last: canvas,
    }
}

#[test]
fn the_replay_animates_every_turn_within_its_byte_limit() {
    let r = renderer();
    let config = GameConfig::base(3);
    let end = carcassonne_engine::random::random_game(config.clone(), 4, None).expect("game");
    let mut frames: Vec<Game> = (0..end.turn())
        .map(|k| carcassonne_engine::random::random_game(config.clone(), 4, Some(k)).expect("game"))
        .collect();
    frames.push(end);
    // Small frames keep the test quick; the sizes a real replay reaches are in the README.
    let opts = BoardOptions {
        player_names: vec!["Ann".into(), "Bob".into(), "Cid".into()],
        max_side: 640,
        ..Default::default()
    };
    let limit = 10 * 1024 * 1024;
    let gif = r.render_replay(&frames, &opts, limit).expect("gif");
    assert!(gif.len() <= limit);
    let anim = read_gif(&gif);
    // One frame a turn, none skipped with room to spare; the first covers the whole canvas.
    assert_eq!(anim.frames.len(), frames.len());
    assert_eq!(anim.frames[0].0, (0, 0, anim.width, anim.height));
    let (last, rest) = anim.frames.split_last().expect("frames");
    assert_eq!(last.1, REPLAY_LAST_DELAY);
    assert!(rest.iter().all(|f| f.1 == REPLAY_TURN_DELAY));
    assert!(anim.width <= MAX_SIDE && anim.height <= MAX_SIDE);
    // The board fills up: the last picture holds far more terrain than the first.
    let terrain = |px: &[[u8; 3]]| {
        px.iter()
            .filter(|p| near(**p, FIELD, 12) || near(**p, CITY, 12))
            .count()
    };
    assert!(terrain(&anim.last) > 20 * terrain(&anim.first).max(1));
    // Every player's colour shows in the header of the final picture.
    for seat in 0..3 {
        let c = player_colour(seat);
        assert!(anim.last.iter().any(|p| near(*p, c, 10)), "seat {seat}");
    }

    // A tight limit is met by smaller tiles and, if need be, fewer frames; the size stays
    // fixed and it still moves.
    let tight = 40_000;
    let fewer: Vec<Game> = frames.iter().step_by(4).cloned().collect();
    let small = r.render_replay(&fewer, &opts, tight).expect("gif");
    assert!(small.len() <= tight, "{} bytes", small.len());
    let small = read_gif(&small);
    assert!(small.frames.len() > 1);
    assert!(small.width < anim.width);
    // An impossible limit is an error, not a broken file.
    assert!(r.render_replay(&frames, &opts, 500).is_err());
    assert!(r.render_replay(&[], &opts, limit).is_err());
}
