//! Measures levels against each other.
//!
//! ```text
//! cargo run --release -p carcassonne-ai --example arena -- \
//!     --seats hard,medium --games 200 --rules farmers --seed 1 --ms 150 --threads 2
//! ```
//! Seats: easy, medium, hard, hard-v1 (Hard frozen before issue 28) or random (random legal
//! play). `--game wheel-of-fortune` picks another game (which takes no `--rules`).
//! `--iterations N` bounds Hard by iterations instead of time. A seat may carry tuning
//! overrides after slashes: `hard/tree=2/shrink=0/pp=0`, `hard-v1/c=0.5`, `medium/follower=2.5`.

use std::time::Instant;

use carcassonne_ai::arena::{run_with, ArenaConfig, Entry};
use carcassonne_ai::tuning::{hard_with, medium_with, Model, Settings};
use carcassonne_ai::{Budget, Level, Strategy};
use carcassonne_engine::{parse_expansions, GameConfig, GameKind};

/// The allocator the bot's binary uses, so that figures measured here hold for it.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

struct Seat {
    entry: Entry,
    settings: Settings,
    model: Option<Model>,
}

fn parse_seat(spec: &str) -> Result<Seat, String> {
    let mut parts = spec.split('/');
    let entry = parts
        .next()
        .and_then(Entry::parse)
        .ok_or_else(|| format!("unknown entry in {spec:?}"))?;
    let mut settings = match entry {
        Entry::HardV1 => Settings::HARD_V1,
        _ => Settings::HARD,
    };
    let mut model = None;
    for kv in parts {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| format!("bad override {kv:?}"))?;
        let x: f64 = v.parse().map_err(|_| format!("bad number {v:?}"))?;
        let m = model.get_or_insert(match entry {
            Entry::Level(Level::Hard) | Entry::HardV1 => settings.model,
            Entry::Level(Level::Medium) => Model::MEDIUM,
            _ => {
                return Err(format!(
                    "{spec:?}: only hard, hard-v1 and medium take overrides"
                ))
            }
        });
        match k {
            "c" => settings.exploration = x,
            "prior" => settings.prior_visits = x,
            "wb" => settings.widen_base = x,
            "wp" => settings.widen_power = x,
            "scale" => settings.scale = x,
            "tree" => settings.tree_turns = x as u32,
            "rollout" => settings.rollout_turns = x as u32,
            // 0: judge every placement's every figure for the priors.
            "centre" => settings.centred = x != 0.0,
            "replies" => settings.replies = x as usize,
            "halving" => settings.halving = x != 0.0,
            "ap" => settings.answer_placements = x as usize,
            "af" => settings.answer_follow_ups = x as usize,
            "shrink" => settings.shrink = x,
            "pp" => settings.prior_placements = (x >= 1.0).then_some(x as usize),
            "follower" => m.follower = x,
            "farm" => m.farm_growth = x,
            _ => return Err(format!("unknown override {k:?}")),
        }
        settings.model = *m;
    }
    Ok(Seat {
        entry,
        settings,
        model,
    })
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut seats = "hard,medium".to_string();
    let mut games = 20usize;
    let mut rules = None;
    let mut game = "carcassonne".to_string();
    let mut seed = 1u64;
    let mut budget = Budget::default();
    let mut threads = 1usize;
    let mut json = false;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--seats" => seats = value()?,
            "--games" => games = value()?.parse()?,
            "--rules" => rules = Some(value()?),
            "--game" => game = value()?,
            "--seed" => seed = value()?.parse()?,
            "--ms" => budget.time = Some(std::time::Duration::from_millis(value()?.parse()?)),
            "--iterations" => budget.iterations = Some(value()?.parse()?),
            "--threads" => threads = value()?.parse()?,
            "--json" => json = true,
            other => return Err(format!("unknown flag {other}").into()),
        }
    }
    let specs: Vec<Seat> = seats.split(',').map(parse_seat).collect::<Result<_, _>>()?;
    let kind = GameKind::from_key(&game).ok_or(format!("unknown game {game:?}"))?;
    // Carcassonne is played with farmers unless told otherwise; the other games take none.
    let rules = rules.unwrap_or_else(|| {
        if kind == GameKind::Carcassonne {
            "farmers".to_owned()
        } else {
            String::new()
        }
    });
    let expansions = if rules == "base" {
        Vec::new()
    } else {
        parse_expansions(&rules)?
    };
    let config = ArenaConfig {
        seats: specs.iter().map(|s| s.entry).collect(),
        games,
        config: GameConfig {
            game: kind,
            ..GameConfig::with_rules(specs.len(), expansions)
        },
        seed,
        budget,
        threads,
    };
    let start = Instant::now();
    let report = run_with(&config, |position, entry, seed| -> Box<dyn Strategy> {
        let spec = &specs[position];
        match (entry, spec.model) {
            (Entry::Level(Level::Hard) | Entry::HardV1, Some(_)) => hard_with(seed, spec.settings),
            (Entry::Level(Level::Medium), Some(m)) => medium_with(seed, m),
            _ => entry.build(seed),
        }
    })?;
    println!("{seats} | {games} games | game {game} | rules {rules} | seed {seed} | budget {budget:?} | {threads} threads | {:.1} s", start.elapsed().as_secs_f64());
    print!("{report}");
    if json {
        println!("{}", report.to_json());
    }
    Ok(())
}
