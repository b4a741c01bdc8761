//! Reasons are true of their plans: what a plan scores for the seat is said with its points,
//! a figure it puts down is named, and Hard plays the rest of the plan it announced.

use carcassonne_ai::{decide, strategy, Budget, Level};
use carcassonne_engine::random::random_game;
use carcassonne_engine::{Action, Event, FigureKind, GameConfig, Note, NoteArg};

/// A reason and every note nested in it.
fn notes(note: &Note) -> Vec<&Note> {
    let mut out = vec![note];
    for (_, arg) in &note.args {
        if let NoteArg::Note(inner) = arg {
            out.extend(notes(inner));
        }
    }
    out
}

/// The key of the note an argument holds.
fn inner_key<'a>(note: &'a Note, name: &str) -> Option<&'a str> {
    match note.arg(name) {
        Some(NoteArg::Note(inner)) => Some(inner.key),
        Some(NoteArg::Key(key)) => Some(key),
        _ => None,
    }
}

#[test]
fn reasons_name_what_the_plan_scores_and_claims() {
    let mut completions = 0;
    let mut claims = 0;
    let mut passes = 0;
    for seed in 0..60u64 {
        let game = random_game(GameConfig::base(2), seed, Some((seed % 50) as u32)).expect("game");
        if game.is_over() {
            continue;
        }
        let seat = game.deciding_player();
        let d = decide(
            strategy(Level::Medium, seed).as_mut(),
            &game,
            Budget::default(),
        )
        .expect("decides");
        let mut g = game.clone();
        let mut scored = Vec::new();
        for &a in &d.plan {
            for e in g.apply(a).expect("plan plays") {
                if let Event::Scored {
                    kind,
                    completed: true,
                    points,
                    winners,
                    ..
                } = e
                {
                    if winners.contains(&seat) && points > 0 {
                        scored.push((kind, points, winners.len() > 1));
                    }
                }
            }
        }
        let said = notes(&d.reason);
        for (kind, points, shared) in &scored {
            let key = if *shared {
                "ai-completes-shared"
            } else {
                "ai-completes-yours"
            };
            let noun = game.words().score_key(*kind);
            assert!(
                said.iter().any(|n| n.key == key
                    && inner_key(n, "what") == Some(noun.as_str())
                    && n.arg("points") == Some(&NoteArg::Number(i64::from(*points)))),
                "{:?}: {} lacks {key} {noun} {points}",
                d.plan,
                d.reason
            );
            completions += 1;
        }
        let deployed = d
            .plan
            .iter()
            .any(|a| matches!(a, Action::Deploy { figure, .. } if *figure == FigureKind::FOLLOWER));
        if deployed && scored.is_empty() {
            assert!(
                said.iter()
                    .any(|n| n.key == "noun-follower" || n.key.starts_with("ai-farmer-")),
                "{:?}: {}",
                d.plan,
                d.reason
            );
            claims += 1;
        }
        if d.plan.ends_with(&[Action::Pass]) && scored.is_empty() && d.plan.len() == 2 {
            let yours = [
                "ai-keeps",
                "ai-completes-yours",
                "ai-scores-yours",
                "ai-extends",
                "ai-adds-to-farm",
                "ai-adds-to-square",
            ];
            assert!(
                said.iter().any(|n| yours.contains(&n.key)),
                "{:?}: {}",
                d.plan,
                d.reason
            );
            passes += 1;
        }
    }
    assert!(
        completions > 0 && claims > 0 && passes > 0,
        "{completions} {claims} {passes}"
    );
}

#[test]
fn hard_plays_the_rest_of_its_plan() {
    let mut followed = 0;
    for seed in 0..6u64 {
        let mut game = random_game(GameConfig::base(2), seed, Some(8 + seed as u32)).expect("game");
        let mut hard = strategy(Level::Hard, seed);
        let d = decide(hard.as_mut(), &game, Budget::iterations(120)).expect("decides");
        assert!(matches!(d.action, Action::Place(_)));
        if d.plan.len() < 2 {
            continue;
        }
        game.apply(d.action).expect("place");
        let next = decide(hard.as_mut(), &game, Budget::iterations(120)).expect("decides again");
        assert_eq!(next.action, d.plan[1], "plays the figure it planned");
        assert_eq!(next.plan, d.plan[1..]);
        followed += 1;
    }
    assert!(followed > 0);
}
