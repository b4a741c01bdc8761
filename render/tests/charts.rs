//! The profile picture read back: its size, the rating line in the player's colour where the
//! rating chart is and going the way the rating went, bars as tall as their games, the
//! sentences where there is nothing to chart, long names kept inside, and thousands of games
//! drawn quickly.

mod common;

use std::time::Instant;

use carcassonne_render::i18n::{catalogue, Lang};
use carcassonne_render::{
    player_colour, Colour, ProfileChart, Rect, Renderer, MAX_BYTES, PROFILE_ACCENT, PROFILE_HEIGHT,
    PROFILE_WIDTH,
};
use common::{count_near, decode, renderer, TEXT};
use image::RgbImage;

/// How far a colour may move in the palette PNG's quantisation.
const TOL: i32 = 14;

/// `n` rated games a day apart, the rating rising by `rise` each, and `scores`.
fn profile(seat: Option<usize>, n: usize, rise: f64, scores: Vec<u32>) -> ProfileChart {
    ProfileChart {
        name: "Ann".into(),
        colour: seat,
        ratings: (0..n)
            .map(|i| (1_700_000_000 + 86_400 * i as i64, 1000.0 + rise * i as f64))
            .collect(),
        scores,
        lang: Lang::En,
    }
}

fn draw(r: &Renderer, chart: &ProfileChart) -> RgbImage {
    let png = r.render_profile(chart).expect("profile draws");
    assert!(png.len() < MAX_BYTES);
    decode(&png)
}

fn count_in(img: &RgbImage, r: Rect, c: Colour) -> usize {
    count_near(img, r.x, r.y, r.x + r.w, r.y + r.h, c, TOL)
}

/// The heights of the bars in `r`: for each run of columns holding `c`, its tallest column.
fn bar_heights(img: &RgbImage, r: Rect, c: Colour) -> Vec<usize> {
    let mut bars = Vec::new();
    let mut tallest = 0;
    for x in r.x as u32..(r.x + r.w) as u32 {
        let column = count_near(img, x as f32, r.y, x as f32 + 1.0, r.y + r.h, c, TOL);
        if column > 0 {
            tallest = tallest.max(column);
        } else if tallest > 0 {
            bars.push(std::mem::take(&mut tallest));
        }
    }
    if tallest > 0 {
        bars.push(tallest);
    }
    bars
}

/// Mean height (y) of the pixels of `c` between columns `x0` and `x1` of `r`.
fn mean_y(img: &RgbImage, r: Rect, x0: u32, x1: u32, c: Colour) -> f64 {
    let (mut sum, mut n) = (0.0, 0.0);
    for y in r.y as u32..(r.y + r.h) as u32 {
        for x in x0..x1 {
            if common::near(img.get_pixel(x, y).0, c, TOL) {
                sum += y as f64;
                n += 1.0;
            }
        }
    }
    assert!(n > 0.0, "no pixel of {c:?} between x {x0} and {x1}");
    sum / n
}

#[test]
fn the_profile_decodes_at_its_documented_size() {
    let r = renderer();
    for chart in [
        profile(Some(0), 0, 0.0, vec![]),
        profile(Some(1), 1, 0.0, vec![70]),
        profile(None, 40, 5.0, (0..40).map(|i| 60 + i).collect()),
    ] {
        let img = draw(&r, &chart);
        assert_eq!((img.width(), img.height()), (PROFILE_WIDTH, PROFILE_HEIGHT));
    }
    // Sized for a phone: shown 400 px wide, the picture is shrunk by half at most.
    const { assert!(PROFILE_WIDTH <= 2 * 400 && PROFILE_WIDTH >= 400) };
    let lay = r.profile_layout();
    assert_eq!(lay.heading.y + lay.heading.h, lay.rating.y);
    assert_eq!(lay.rating.y + lay.rating.h, lay.scores.y);
    assert_eq!(lay.scores.y + lay.scores.h, PROFILE_HEIGHT as f32);
}

#[test]
fn the_rating_line_is_drawn_in_the_players_colour_above_and_nothing_of_it_below() {
    let r = renderer();
    let lay = r.profile_layout();
    let red = player_colour(1);
    let img = draw(&r, &profile(Some(1), 30, 8.0, vec![]));
    let line = count_in(&img, lay.rating, red);
    assert!(line > 1000, "{line} red pixels in the rating chart");
    assert_eq!(
        count_in(&img, lay.scores, red),
        0,
        "red below with no scores"
    );
    // Another seat draws in its own colour, and none of the first one's.
    let green = player_colour(2);
    let img = draw(&r, &profile(Some(2), 30, 8.0, vec![]));
    assert!(count_in(&img, lay.rating, green) > 1000);
    assert_eq!(count_in(&img, lay.rating, red), 0);
    // No seat: the accent.
    let img = draw(&r, &profile(None, 30, 8.0, vec![]));
    assert!(count_in(&img, lay.rating, PROFILE_ACCENT) > 1000);
}

#[test]
fn the_line_goes_the_way_the_rating_went() {
    let r = renderer();
    let lay = r.profile_layout();
    let red = player_colour(1);
    // Columns of the plot's left and right quarters, clear of the axis labels and the tag.
    let (left, right) = ((160, 280), (480, 600));
    let rising = draw(&r, &profile(Some(1), 30, 8.0, vec![]));
    let falling = draw(&r, &profile(Some(1), 30, -8.0, vec![]));
    // Down the picture is up the axis.
    assert!(
        mean_y(&rising, lay.rating, left.0, left.1, red)
            > mean_y(&rising, lay.rating, right.0, right.1, red) + 60.0
    );
    assert!(
        mean_y(&falling, lay.rating, left.0, left.1, red) + 60.0
            < mean_y(&falling, lay.rating, right.0, right.1, red)
    );
}

#[test]
fn bars_are_as_tall_as_their_games_and_grow_with_more_games() {
    let r = renderer();
    let lay = r.profile_layout();
    let blue = player_colour(3);
    // 55 once, 75 twice: bars of one and two games (in five bars of ten, empty either side).
    let few = draw(&r, &profile(Some(3), 0, 0.0, vec![55, 75, 75]));
    let bars = bar_heights(&few, lay.scores, blue);
    assert_eq!(bars.len(), 2, "{bars:?}");
    assert!(bars[0] > 40, "{bars:?}");
    assert!(bars[1].abs_diff(2 * bars[0]) <= 4, "{bars:?}");
    // Two more games in the bars 80 and 90: the same scale (two games the most), more bars.
    let more = draw(&r, &profile(Some(3), 0, 0.0, vec![55, 75, 75, 85, 95]));
    let grown = bar_heights(&more, lay.scores, blue);
    assert_eq!(grown.len(), 4, "{grown:?}");
    let (total, total_grown) = (bars.iter().sum::<usize>(), grown.iter().sum::<usize>());
    // Five games' worth of bar against three.
    assert!(
        (total_grown as f64 / total as f64 - 5.0 / 3.0).abs() < 0.05,
        "{bars:?} {grown:?}"
    );
    // And none of the bars' colour above, where no rated game was.
    assert_eq!(count_in(&few, lay.rating, blue), 0);
}

/// Light pixels across the middle of the rating chart, where the sentence stands when there
/// is no line.
fn sentence_ink(img: &RgbImage, lay: Rect) -> usize {
    let mid = lay.y + lay.h / 2.0 + 20.0;
    count_near(img, 150.0, mid - 40.0, 650.0, mid + 40.0, TEXT, 24)
}

#[test]
fn without_a_rated_game_a_sentence_stands_where_the_line_would() {
    let r = renderer();
    let lay = r.profile_layout();
    let red = player_colour(1);
    let none = draw(&r, &profile(Some(1), 0, 0.0, vec![80, 90]));
    assert!(sentence_ink(&none, lay.rating) > 300, "no sentence");
    assert_eq!(count_in(&none, lay.rating, red), 0, "a line with no game");
    assert!(count_in(&none, lay.scores, red) > 1000, "no bars");
    // With games, the middle holds the line and gridlines, not words.
    let some = draw(&r, &profile(Some(1), 10, 8.0, vec![80, 90]));
    assert!(sentence_ink(&some, lay.rating) < 20);
    // Ratings that are not numbers count as none.
    let odd = ProfileChart {
        ratings: vec![(1, f64::NAN), (2, f64::INFINITY)],
        ..profile(Some(1), 0, 0.0, vec![])
    };
    let odd = draw(&r, &odd);
    assert!(sentence_ink(&odd, lay.rating) > 300);
    assert_eq!(count_in(&odd, lay.rating, red), 0);
    // No game at all: a sentence in each chart's place, and nothing in the player's colour.
    assert!(sentence_ink(&odd, lay.scores) > 300);
    assert_eq!(count_in(&odd, lay.scores, red), 0);
    // The sentences are in the picture's language.
    let polish = draw(
        &r,
        &ProfileChart {
            lang: Lang::Pl,
            ..profile(Some(1), 0, 0.0, vec![])
        },
    );
    assert_ne!(polish.as_raw(), odd.as_raw());
}

#[test]
fn a_dark_seats_line_is_rimmed_so_it_shows_on_the_background() {
    let r = renderer();
    let lay = r.profile_layout();
    let black = draw(&r, &profile(Some(4), 30, 8.0, vec![60, 70]));
    let red = draw(&r, &profile(Some(1), 30, 8.0, vec![60, 70]));
    let plot = Rect {
        x: 150.0,
        y: lay.rating.y + 60.0,
        w: 500.0,
        h: lay.rating.h - 140.0,
    };
    assert!(count_in(&black, plot, player_colour(4)) > 500);
    assert!(count_in(&black, plot, TEXT) > 500, "no rim");
    assert!(count_in(&red, plot, TEXT) < 20);
}

#[test]
fn a_long_name_is_shortened_inside_the_picture() {
    let r = renderer();
    let lay = r.profile_layout();
    let name = "Bartholomew the Long-Winded of Carcassonne and Elsewhere ".repeat(4);
    let img = draw(
        &r,
        &ProfileChart {
            name,
            ..profile(Some(0), 3, 1.0, vec![50])
        },
    );
    let h = lay.heading;
    // Ink far to the right, but none in the last margin.
    assert!(count_near(&img, 600.0, h.y, 760.0, h.y + h.h, TEXT, 40) > 100);
    let edge = PROFILE_WIDTH as f32;
    assert_eq!(
        count_near(&img, edge - 16.0, h.y, edge, h.y + h.h, TEXT, 40),
        0
    );
    // Blank names and odd scores draw too.
    let odd = ProfileChart {
        name: "   ".into(),
        scores: vec![0, u32::MAX],
        ..profile(Some(7), 2, 0.0, vec![])
    };
    draw(&r, &odd);
}

#[test]
fn five_thousand_games_draw_quickly() {
    let r = renderer();
    let lay = r.profile_layout();
    let n = 5000;
    let chart = ProfileChart {
        ratings: (0..n)
            .map(|i| (i as i64, 1000.0 + 200.0 * (i as f64 / 300.0).sin()))
            .collect(),
        scores: (0..n).map(|i| 60 + (i * 37 % 101) as u32).collect(),
        ..profile(Some(3), 0, 0.0, vec![])
    };
    // Once to warm the font and the caches, then timed.
    r.render_profile(&chart).expect("profile");
    let start = Instant::now();
    let png = r.render_profile(&chart).expect("profile");
    println!(
        "a profile of {n} games drawn and encoded in {:?} ({} bytes)",
        start.elapsed(),
        png.len()
    );
    let img = decode(&png);
    let blue = player_colour(3);
    assert!(count_in(&img, lay.rating, blue) > 3000);
    assert!(!bar_heights(&img, lay.scores, blue).is_empty());
}

#[test]
fn every_word_of_the_profile_is_in_all_five_languages() {
    let keys = [
        "chart-rating-over-time",
        "chart-rating",
        "chart-rated-games",
        "chart-no-rated-games",
        "chart-score-distribution",
        "chart-score",
        "chart-games",
        "chart-no-games",
    ];
    for lang in Lang::ALL {
        for key in keys {
            assert!(catalogue().has(lang, key), "{key} missing in {lang:?}");
        }
    }
}
