//! The hint's close-up, decoded from the PNGs the renderer produces: the spot the AI suggests
//! is ringed in the hint's colour and no other numbered spot is, the tile it places is
//! outlined, a pass rings nothing, a figure taken back or moved is ringed where it stands, and
//! the colour appears on no ordinary close-up, in the base game, with Inns & Cathedrals, in
//! The Wheel of Fortune and in Over Hill and Dale.
//!
//! `HINT_PICTURES=/some/dir` keeps the pictures there, to look at.

mod common;

use carcassonne_engine::geometry::Pos;
use carcassonne_engine::random::random_game;
use carcassonne_engine::tiles::FeatureKind;
use carcassonne_engine::{
    Action, Expansion, FigureKind, Game, GameConfig, GameKind, Spot, SpotKind,
};
use carcassonne_render::{
    spot_point, CloseupOptions, Colour, Renderer, Suggestion, WheelLayout, CLOSEUP_CELL,
};
use common::{decode, near, renderer};
use image::RgbImage;

// Restated so that a silent change of the colour is noticed.
const MARK: Colour = [236, 0, 190];
const TOL: i32 = 24;

fn carcassonne(rules: &[Expansion]) -> GameConfig {
    GameConfig::with_rules(2, rules.iter().copied())
}

fn game_of(kind: GameKind) -> GameConfig {
    GameConfig {
        game: kind,
        ..GameConfig::with_rules(3, [])
    }
}

/// Saves `png` as `name` when pictures are asked for.
fn keep(name: &str, png: &[u8]) {
    if let Some(dir) = std::env::var_os("HINT_PICTURES") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("picture folder");
        std::fs::write(dir.join(format!("{name}.png")), png).expect("picture written");
    }
}

/// Games at the start of a turn, from random deals of `config`, a few turns in and later.
fn starts(config: &GameConfig) -> impl Iterator<Item = Game> + '_ {
    (1..120u64).flat_map(move |seed| {
        [4u32, 12, 24, 40].into_iter().filter_map(move |turns| {
            let game = random_game(config.clone(), seed, Some(turns)).ok()?;
            (!game.legal_placements().is_empty()).then_some(game)
        })
    })
}

/// A game just after a placement whose tile numbers at least three free spots, one of them
/// on a place `want` accepts, and that spot.
fn placed_with(config: &GameConfig, want: impl Fn(&Game, Spot) -> bool) -> (Game, Spot) {
    placed_among(config, 3, want)
}

/// [`placed_with`] with at least `min` numbered spots.
fn placed_among(
    config: &GameConfig,
    min: usize,
    want: impl Fn(&Game, Spot) -> bool,
) -> (Game, Spot) {
    for game in starts(config) {
        for place in game.legal_placements() {
            let mut g = game.clone();
            g.apply(Action::Place(place)).expect("legal placement");
            let spots = g.deploy_spots();
            if spots.len() < min {
                continue;
            }
            if let Some(&spot) = spots.iter().find(|&&s| want(&g, s)) {
                return (g, spot);
            }
        }
    }
    panic!("no placement offers the spot wanted");
}

fn of_kind(kind: SpotKind) -> impl Fn(&Game, Spot) -> bool {
    move |g: &Game, s: Spot| g.spot_kind(g.last_placed().expect("placed"), s) == Some(kind)
}

/// The deploy of the first figure `game` offers on `spot`.
fn deploy(game: &Game, spot: Spot) -> Action {
    let figure = *game.figures_for(spot).first().expect("a figure fits");
    Action::Deploy { spot, figure }
}

/// Where the numbered marker of `spot` is drawn on the close-up of `game`.
fn marker_at(r: &Renderer, game: &Game, spot: Spot) -> (f32, f32) {
    let opts = CloseupOptions::deploy(game, Default::default()).expect("deploy step");
    let (ox, oy) = r.closeup_layout(game, &opts).tile_origin;
    let placed = game.board().get(opts.pos).expect("placed");
    let (u, v) = spot_point(placed.tile, placed.rotation, spot).expect("a point");
    let cell = CLOSEUP_CELL as f32;
    (ox as f32 + u * cell, oy as f32 + v * cell)
}

/// Pixels of the hint's colour at distances `lo..hi` from `at`, and how many pixels that is.
fn ring_pixels(img: &RgbImage, at: (f32, f32), lo: f32, hi: f32) -> (usize, usize) {
    let (mut marked, mut all) = (0, 0);
    for y in (at.1 - hi).max(0.0) as u32..((at.1 + hi) as u32).min(img.height()) {
        for x in (at.0 - hi).max(0.0) as u32..((at.0 + hi) as u32).min(img.width()) {
            let d = ((x as f32 + 0.5 - at.0).powi(2) + (y as f32 + 0.5 - at.1).powi(2)).sqrt();
            if d < lo || d >= hi {
                continue;
            }
            all += 1;
            if near(img.get_pixel(x, y).0, MARK, TOL) {
                marked += 1;
            }
        }
    }
    (marked, all)
}

/// Every pixel of the hint's colour in the picture, by position.
fn mark_pixels(img: &RgbImage) -> Vec<(f32, f32)> {
    img.enumerate_pixels()
        .filter(|(_, _, px)| near(px.0, MARK, TOL))
        .map(|(x, y, _)| (x as f32 + 0.5, y as f32 + 0.5))
        .collect()
}

/// Whether `p` lies on the band just outside the edge of the tile at `origin` (its outline).
fn on_outline(p: (f32, f32), origin: (u32, u32)) -> bool {
    let cell = CLOSEUP_CELL as f32;
    let (x, y) = (p.0 - origin.0 as f32, p.1 - origin.1 as f32);
    let out = (-x).max(x - cell).max(-y).max(y - cell);
    (0.0..12.0).contains(&out)
}

/// Draws the hint's close-up of `game` (after the placement) with `then` suggested, and the
/// deploy step's close-up of the same game, checks that the ordinary one has no trace of the
/// hint's colour, and returns both decoded.
fn both(r: &Renderer, name: &str, game: &Game, then: Option<Action>) -> (RgbImage, RgbImage) {
    let hint = Suggestion { placed: true, then };
    let png = r
        .render_hint_closeup(game, &hint, Default::default())
        .expect("hint close-up");
    keep(name, &png);
    let plain = decode(
        &r.render_closeup(game, Default::default())
            .expect("close-up"),
    );
    assert!(
        mark_pixels(&plain).is_empty(),
        "{name}: the hint's colour on an ordinary close-up"
    );
    (decode(&png), plain)
}

/// Checks the hint's close-up of `game` rings `spot`'s marker and no other, and outlines the
/// tile; nothing else carries the colour.
fn rings_only(r: &Renderer, name: &str, game: &Game, spot: Spot) {
    let (img, _) = both(r, name, game, Some(deploy(game, spot)));
    let size = carcassonne_render::closeup_marker_size();
    let at = marker_at(r, game, spot);
    // The band between the marker's edge and the ring's outer line, mostly the hint's colour
    // (a neighbouring marker drawn over it may cover a little).
    let (marked, all) = ring_pixels(&img, at, size * 0.56, size * 0.78);
    assert!(
        marked * 10 >= all * 6,
        "{name}: the suggested spot's ring holds {marked} of {all} pixels"
    );
    // The number is kept: the marker's cream disc is still there inside the ring.
    let cream = [255, 250, 235];
    assert!(near(
        common::pixel(&img, (at.0 + size * 0.3, at.1)),
        cream,
        12
    ));
    let opts = CloseupOptions::deploy(game, Default::default()).expect("deploy step");
    let origin = r.closeup_layout(game, &opts).tile_origin;
    let reach = size * 0.92;
    let outline: Vec<_> = mark_pixels(&img)
        .into_iter()
        .filter(|&p| {
            let d = ((p.0 - at.0).powi(2) + (p.1 - at.1).powi(2)).sqrt();
            assert!(
                d <= reach || on_outline(p, origin),
                "{name}: the hint's colour at {p:?}, away from the ring and the outline"
            );
            d > reach
        })
        .collect();
    assert!(
        outline.len() as f32 > 3.0 * CLOSEUP_CELL as f32,
        "{name}: the placed tile is not outlined ({} pixels)",
        outline.len()
    );
    // No other numbered spot is ringed: round each, the band a ring would fill holds none of
    // the colour but where the suggested ring or the tile's outline crosses it.
    for &other in game.deploy_spots().iter().filter(|&&s| s != spot) {
        let o = marker_at(r, game, other);
        let stray = mark_pixels(&img)
            .into_iter()
            .filter(|&p| {
                let d_o = ((p.0 - o.0).powi(2) + (p.1 - o.1).powi(2)).sqrt();
                let d_at = ((p.0 - at.0).powi(2) + (p.1 - at.1).powi(2)).sqrt();
                (size * 0.56..size * 0.78).contains(&d_o) && d_at > reach && !on_outline(p, origin)
            })
            .count();
        assert_eq!(stray, 0, "{name}: spot {other:?} is ringed too");
        // Most of that band is not the colour at all, crossings included.
        let (marked, all) = ring_pixels(&img, o, size * 0.56, size * 0.78);
        assert!(
            marked * 2 < all,
            "{name}: spot {other:?} holds {marked} of {all}"
        );
    }
}

#[test]
fn the_suggested_spot_is_ringed_on_a_field_a_city_a_road_and_a_monastery() {
    let r = renderer();
    let farmers = carcassonne(&[Expansion::Farmers]);
    for (name, kind) in [
        ("base-field", SpotKind::Feature(FeatureKind::Field)),
        ("base-city", SpotKind::Feature(FeatureKind::City)),
        ("base-road", SpotKind::Feature(FeatureKind::Road)),
        ("base-monastery", SpotKind::Monastery),
    ] {
        let (game, spot) = placed_with(&farmers, of_kind(kind));
        rings_only(&r, name, &game, spot);
    }
}

#[test]
fn inns_and_cathedrals_ring_the_spot_of_an_inn_or_a_cathedral() {
    let r = renderer();
    let rules = carcassonne(&[Expansion::Farmers, Expansion::Inns]);
    // A cathedral tile is one city: its only spot.
    for (name, mark, min) in [("inns-inn", "inn", 3), ("inns-cathedral", "cathedral", 1)] {
        let (game, spot) = placed_among(&rules, min, |g, s| {
            let Spot::Segment(i) = s else { return false };
            let placed = g
                .board()
                .get(g.last_placed().expect("placed"))
                .expect("tile");
            placed.def().segments[usize::from(i)].has(mark)
        });
        rings_only(&r, name, &game, spot);
        // The large follower is suggested the same way as any other.
        let large = game
            .figures_for(spot)
            .into_iter()
            .find(|&k| k != FigureKind::FOLLOWER);
        if let Some(figure) = large {
            let (img, _) = both(
                &r,
                &format!("{name}-large"),
                &game,
                Some(Action::Deploy { spot, figure }),
            );
            let size = carcassonne_render::closeup_marker_size();
            let (marked, all) =
                ring_pixels(&img, marker_at(&r, &game, spot), size * 0.56, size * 0.78);
            assert!(marked * 10 >= all * 6, "{name}: large follower not ringed");
        }
    }
}

#[test]
fn over_hill_and_dale_rings_its_spots_and_points_at_a_hike() {
    let r = renderer();
    let config = game_of(GameKind::OverHillAndDale);
    let (game, spot) = placed_with(&config, of_kind(SpotKind::Feature(FeatureKind::Field)));
    rings_only(&r, "ohd-field", &game, spot);
    let (game, spot) = placed_with(&config, of_kind(SpotKind::Feature(FeatureKind::Road)));
    rings_only(&r, "ohd-path", &game, spot);
    // A hike: the wanderer and where it stops are each ringed, or pointed at from the edge.
    let (game, hike) = after_placement(&config, |_, a| matches!(a, Action::Move { .. }));
    let img = both(&r, "ohd-hike", &game, Some(hike)).0;
    let Action::Move {
        pos,
        spot,
        to,
        to_spot,
    } = hike
    else {
        unreachable!("a hike was found")
    };
    for (p, s) in [(pos, spot), (to, to_spot)] {
        points_at(&r, "ohd-hike", &game, &img, stands_at(&r, &game, p, s));
    }
}

#[test]
fn the_wheel_of_fortune_rings_a_tile_spot_and_points_at_a_crown() {
    let r = renderer();
    let config = game_of(GameKind::WheelOfFortune);
    let (game, spot) = placed_with(&config, of_kind(SpotKind::Feature(FeatureKind::City)));
    rings_only(&r, "wheel-city", &game, spot);
    // A crown space lies on the wheel, in the middle of the board, out of the close-up of a
    // tile laid against the board's edge: an arrow at the picture's edge points the way.
    let (game, crown) = after_placement(&config, |_, a| {
        matches!(
            a,
            Action::Deploy {
                spot: Spot::Space(_),
                ..
            }
        )
    });
    let Action::Deploy {
        spot: Spot::Space(k),
        ..
    } = crown
    else {
        unreachable!("a crown was found")
    };
    let wheel = game.wheel().expect("a wheel");
    let opts = CloseupOptions::deploy(&game, Default::default()).expect("deploy step");
    let lay = r.closeup_layout(&game, &opts);
    let cell = CLOSEUP_CELL as f32;
    let origin = (
        lay.tile_origin.0 as f32 + (wheel.origin.x - opts.pos.x) as f32 * cell,
        lay.tile_origin.1 as f32 + (wheel.origin.y - opts.pos.y) as f32 * cell,
    );
    let at = WheelLayout::new(&wheel, origin, cell)
        .crown(k)
        .expect("crown space");
    let img = both(&r, "wheel-crown", &game, Some(crown)).0;
    points_at(&r, "wheel-crown", &game, &img, at);
}

#[test]
fn a_figure_taken_back_is_ringed_where_it_stands() {
    let r = renderer();
    let rules = carcassonne(&[Expansion::Farmers, Expansion::Abbot]);
    // The abbot's recall: the hint takes a figure back instead of putting one down; one that
    // stands on a neighbour the picture shows, and one anywhere.
    let (game, back) = after_placement(&rules, |g, a| {
        matches!(a, Action::Withdraw { pos, .. }
            if g.last_placed().is_some_and(|p| (pos.x - p.x).abs() + (pos.y - p.y).abs() == 1))
    });
    let Action::Withdraw { pos, spot } = back else {
        unreachable!("a recall was found")
    };
    let img = both(&r, "abbot-recall", &game, Some(back)).0;
    points_at(
        &r,
        "abbot-recall",
        &game,
        &img,
        stands_at(&r, &game, pos, spot),
    );
    let (game, back) = after_placement(&rules, |g, a| {
        matches!(a, Action::Withdraw { pos, .. }
            if g.last_placed().is_some_and(|p| (pos.x - p.x).abs().max((pos.y - p.y).abs()) > 2))
    });
    let Action::Withdraw { pos, spot } = back else {
        unreachable!("a recall was found")
    };
    let img = both(&r, "abbot-recall-far", &game, Some(back)).0;
    points_at(
        &r,
        "abbot-recall-far",
        &game,
        &img,
        stands_at(&r, &game, pos, spot),
    );
}

/// A game just after a placement where `want` accepts one of the legal actions, and that
/// action.
fn after_placement(config: &GameConfig, want: impl Fn(&Game, &Action) -> bool) -> (Game, Action) {
    for start in starts(config) {
        for place in start.legal_placements() {
            let mut g = start.clone();
            g.apply(Action::Place(place)).expect("legal placement");
            if let Some(action) = g.legal_actions().into_iter().find(|a| want(&g, a)) {
                return (g, action);
            }
        }
    }
    panic!("no such action after a placement");
}

/// Where a figure on `spot` of the tile at `pos` stands on the close-up of `game`.
fn stands_at(r: &Renderer, game: &Game, pos: Pos, spot: Spot) -> (f32, f32) {
    let opts = CloseupOptions::deploy(game, Default::default()).expect("deploy step");
    let (ox, oy) = r.closeup_layout(game, &opts).tile_origin;
    let tile = game.board().get(pos).expect("tile");
    let (u, v) = spot_point(tile.tile, tile.rotation, spot).expect("point");
    let cell = CLOSEUP_CELL as f32;
    (
        ox as f32 + ((pos.x - opts.pos.x) as f32 + u) * cell,
        oy as f32 + ((pos.y - opts.pos.y) as f32 + v) * cell,
    )
}

/// Checks that the hint's close-up `img` of `game` rings the place at pixel `at` when the
/// picture shows a ring round it whole, or else has an arrow where the line from the tile's
/// middle to that place leaves the picture.
fn points_at(r: &Renderer, name: &str, game: &Game, img: &RgbImage, at: (f32, f32)) {
    let opts = CloseupOptions::deploy(game, Default::default()).expect("deploy step");
    let lay = r.closeup_layout(game, &opts);
    let fsize = CLOSEUP_CELL as f32 * 0.3;
    let reach = fsize * 0.8;
    let top = lay.title_h as f32;
    let (w, h) = (lay.width as f32, lay.height as f32);
    let whole = at.0 >= reach && at.0 <= w - reach && at.1 >= top + reach && at.1 <= h - reach;
    if whole {
        let (marked, all) = ring_pixels(img, at, fsize * 0.58, fsize * 0.72);
        assert!(
            marked * 10 >= all * 6,
            "{name}: {at:?} is not ringed ({marked} of {all})"
        );
        return;
    }
    let half = CLOSEUP_CELL as f32 / 2.0;
    let from = (
        lay.tile_origin.0 as f32 + half,
        lay.tile_origin.1 as f32 + half,
    );
    let (dx, dy) = (at.0 - from.0, at.1 - from.1);
    let to_edge = |p: f32, v: f32, lo: f32, hi: f32| {
        if v > 0.0 {
            (hi - p) / v
        } else if v < 0.0 {
            (lo - p) / v
        } else {
            f32::MAX
        }
    };
    let s = to_edge(from.0, dx, 0.0, w).min(to_edge(from.1, dy, top, h));
    let exit = (from.0 + dx * s, from.1 + dy * s);
    let arrow: Vec<_> = mark_pixels(img)
        .into_iter()
        .filter(|&p| !on_outline(p, lay.tile_origin))
        .filter(|&p| ((p.0 - exit.0).powi(2) + (p.1 - exit.1).powi(2)).sqrt() < 60.0)
        .collect();
    assert!(
        arrow.len() > 300,
        "{name}: no arrow at {exit:?} towards {at:?} ({} pixels)",
        arrow.len()
    );
    // It points that way: its tip (the pixel farthest along the line) is at the edge.
    let along = |p: &(f32, f32)| (p.0 - from.0) * dx + (p.1 - from.1) * dy;
    let tip = arrow
        .iter()
        .copied()
        .max_by(|a, b| along(a).total_cmp(&along(b)))
        .expect("arrow pixels");
    let sum = arrow
        .iter()
        .fold((0.0, 0.0), |acc, p| (acc.0 + p.0, acc.1 + p.1));
    let middle = (sum.0 / arrow.len() as f32, sum.1 / arrow.len() as f32);
    let (tx, ty) = (tip.0 - middle.0, tip.1 - middle.1);
    let cos = (tx * dx + ty * dy) / ((tx * tx + ty * ty).sqrt() * (dx * dx + dy * dy).sqrt());
    assert!(cos > 0.9, "{name}: the arrow points elsewhere (cos {cos})");
}

#[test]
fn a_pass_outlines_the_tile_and_rings_nothing() {
    let r = renderer();
    let farmers = carcassonne(&[Expansion::Farmers]);
    let (game, _) = placed_with(&farmers, |_, _| true);
    let (img, plain) = both(&r, "base-pass", &game, Some(Action::Pass));
    let opts = CloseupOptions::deploy(&game, Default::default()).expect("deploy step");
    let origin = r.closeup_layout(&game, &opts).tile_origin;
    let marks = mark_pixels(&img);
    assert!(
        marks.len() as f32 > 3.0 * CLOSEUP_CELL as f32,
        "no outline: {}",
        marks.len()
    );
    for p in marks {
        assert!(on_outline(p, origin), "the hint's colour at {p:?}");
    }
    // The tile inside the outline is the deploy step's own, to its edges.
    for y in origin.1..origin.1 + CLOSEUP_CELL {
        for x in origin.0..origin.0 + CLOSEUP_CELL {
            // Within what the palettes of the two pictures may round differently.
            let (a, b) = (img.get_pixel(x, y).0, plain.get_pixel(x, y).0);
            assert!(near(a, b, 6), "at {x},{y}: {a:?} against {b:?}");
        }
    }
    // A hint that placed nothing (a question mid-turn) outlines nothing either.
    let png = r
        .render_hint_closeup(&game, &Suggestion::default(), Default::default())
        .expect("close-up");
    assert!(mark_pixels(&decode(&png)).is_empty());
}
