//! The test-only Lanterns expansion, drawn by its own folder's part and nothing else: a
//! lantern on the table gets its figure and the glow laid over its tile.

use carcassonne_engine::expansions::lanterns::CAPABILITY;
use carcassonne_engine::{Action, Expansion, FigureKind, Game, GameConfig, Pos};
use carcassonne_render::{BoardOptions, Renderer};

/// The same turn played twice from one position: once putting a lantern on the road, once
/// placing nothing; and where the tile went.
fn with_and_without() -> (Game, Game, Pos) {
    let config = GameConfig::with_rules(2, [Expansion::Farmers, Expansion::Lanterns]);
    for seed in 0..50 {
        let mut game = Game::new(config.clone(), seed).expect("set-up");
        for _ in 0..30 {
            let Some(&place) = game.legal_placements().first() else {
                break;
            };
            game.apply(Action::Place(place)).expect("legal");
            let lantern = game
                .deploy_spots()
                .into_iter()
                .find(|&s| game.figures_for(s).contains(&FigureKind::LANTERN));
            if let Some(spot) = lantern {
                let mut lit = game.clone();
                lit.apply(Action::Deploy {
                    spot,
                    figure: FigureKind::LANTERN,
                })
                .expect("a lantern on the road");
                lit.apply(carcassonne_engine::expansions::lanterns::KEEP)
                    .expect("keep it burning");
                let mut dark = game;
                dark.apply(Action::Pass).expect("no figure");
                return (lit, dark, place.pos);
            }
            game.apply(Action::Pass).expect("no figure");
        }
    }
    panic!("no road for a lantern in 50 games");
}

/// How warm (yellow against blue) the cell at `pos` is on average.
fn warmth(r: &Renderer, game: &Game, pos: Pos) -> f64 {
    let opts = BoardOptions::default();
    let img = r.board_image(game, &opts);
    let lay = r.board_layout(game, &opts);
    let (x0, y0) = lay.cell_origin(pos).expect("the cell is drawn");
    let t = lay.tile_size;
    let mut sum = 0.0;
    for y in y0..y0 + t {
        for x in x0..x0 + t {
            let p = img.get_pixel(x, y);
            sum += f64::from(p[0]) + f64::from(p[1]) - 2.0 * f64::from(p[2]);
        }
    }
    sum / f64::from(t * t)
}

#[test]
fn a_burning_lantern_is_drawn_with_its_glow_by_its_own_part() {
    let (lit, dark, pos) = with_and_without();
    assert!(lit.capabilities().any(|c| c == CAPABILITY));
    let r = Renderer::new().expect("renderer");
    let opts = BoardOptions::default();
    let figures = r.board_layout(&lit, &opts).figure_points(&lit, &opts);
    assert!(
        figures
            .iter()
            .any(|(f, _)| f.kind == FigureKind::LANTERN && f.pos == pos),
        "the lantern is drawn where it stands"
    );
    let (with, without) = (warmth(&r, &lit, pos), warmth(&r, &dark, pos));
    assert!(
        with > without + 20.0,
        "the lantern's tile glows: warmth {with:.1} against {without:.1}"
    );
    let png = r.render_board(&lit, &opts).expect("a board");
    let decoded = image::load_from_memory(&png).expect("a PNG");
    assert_eq!(
        (decoded.width(), decoded.height()),
        (
            r.board_image(&lit, &opts).width(),
            r.board_image(&lit, &opts).height()
        )
    );
}
