//! Profile pictures of made-up players, in English and Polish, each with a copy shrunk to the
//! 400 px a phone shows: forty games with a rising rating, three games, none yet, thousands,
//! the black seat's colour and a name too long for the heading.
//!
//!     cargo run --release -p carcassonne-render --example profiles -- [OUT_DIR]

use std::path::PathBuf;
use std::time::Instant;

use carcassonne_render::i18n::Lang;
use carcassonne_render::{ProfileChart, Renderer};

#[path = "common/save.rs"]
mod save;

/// A small deterministic noise source, so that the pictures are the same every run.
struct Noise(u64);

impl Noise {
    /// A number in -1..1.
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }
}

/// `n` games a day apart: a rating climbing from 1000 by `rise` a game with some noise, and
/// scores around `mean`.
fn profile(name: &str, colour: Option<usize>, n: usize, rise: f64, mean: f64) -> ProfileChart {
    let mut noise = Noise(n as u64 + 7);
    let mut rating = 1000.0;
    let mut ratings = Vec::with_capacity(n);
    let mut scores = Vec::with_capacity(n);
    for i in 0..n {
        rating += rise + 18.0 * noise.next();
        ratings.push((1_700_000_000 + 86_400 * i as i64, rating));
        scores.push((mean + 30.0 * (noise.next() + noise.next())).max(0.0) as u32);
    }
    ProfileChart {
        name: name.to_string(),
        colour,
        ratings,
        scores,
        lang: Lang::En,
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "/tmp".into()));
    std::fs::create_dir_all(&dir)?;
    let r = Renderer::new()?;
    let mut charts = vec![
        ("profile_40", profile("Ann", Some(1), 40, 6.0, 95.0)),
        ("profile_3", profile("Bartek", Some(2), 3, 10.0, 80.0)),
        (
            "profile_none",
            ProfileChart {
                ratings: Vec::new(),
                scores: Vec::new(),
                ..profile("Chi", None, 0, 0.0, 0.0)
            },
        ),
        (
            "profile_unrated",
            ProfileChart {
                ratings: Vec::new(),
                ..profile("Dee", Some(3), 12, 0.0, 70.0)
            },
        ),
        (
            "profile_5000",
            profile(
                "Bartholomew the Long-Winded of Carcassonne",
                Some(4),
                5000,
                0.1,
                110.0,
            ),
        ),
        ("profile_1500", profile("Fay", Some(3), 1500, 0.3, 100.0)),
        ("profile_1", profile("Gus", Some(5), 1, 0.0, 60.0)),
        (
            "profile_equal",
            ProfileChart {
                scores: vec![42; 9],
                ratings: vec![(1, 1000.0), (2, 1000.0)],
                ..profile("Eve", Some(0), 0, 0.0, 0.0)
            },
        ),
    ];
    let polish: Vec<_> = charts
        .iter()
        .map(|(name, c)| {
            let mut c = c.clone();
            c.lang = Lang::Pl;
            if *name == "profile_40" {
                c.name = "Łucja Źdźbło-Żółć".into();
            }
            (format!("{name}_pl"), c)
        })
        .collect();
    // The longest words of the other languages, on the fullest picture.
    let others: Vec<_> = [Lang::De, Lang::Fr, Lang::Es]
        .into_iter()
        .map(|lang| {
            let mut c = charts[0].1.clone();
            c.lang = lang;
            (format!("profile_40_{}", lang.code()), c)
        })
        .collect();
    for (name, chart) in charts
        .drain(..)
        .map(|(n, c)| (n.to_string(), c))
        .chain(polish)
        .chain(others)
    {
        let start = Instant::now();
        let png = r.render_profile(&chart)?;
        println!("{name}: drawn in {:?}", start.elapsed());
        save::save(&dir, &format!("{name}.png"), &png)?;
    }
    Ok(())
}
