use super::*;
use crate::discord::play::sentence_case;
use carcassonne_engine::{Expansion, FigureKind, GameConfig, Rotation, Spot};
use carcassonne_render::{cell_marks, cell_name};

fn ctx() -> StepCtx {
    StepCtx {
        game_id: 7,
        turn: 0,
        lang: Lang::En,
    }
}

/// Every control's custom_id and every menu value of a view.
fn controls(view: &StepView) -> Vec<(String, Vec<String>)> {
    let json = serde_json::to_value(&view.rows).expect("serialises");
    let mut out = Vec::new();
    for row in json.as_array().expect("rows") {
        for c in row["components"].as_array().expect("components") {
            let id = c["custom_id"].as_str().unwrap_or_default().to_owned();
            let values = c["options"]
                .as_array()
                .map(|o| {
                    o.iter()
                        .filter_map(|v| v["value"].as_str().map(str::to_owned))
                        .collect()
                })
                .unwrap_or_default();
            out.push((id, values));
        }
    }
    out
}

/// Every path the view's controls lead to.
fn paths(view: &StepView) -> Vec<Vec<Action>> {
    let mut out = Vec::new();
    for (id, values) in controls(view) {
        let action = id.splitn(4, ':').nth(3).unwrap_or_default().to_owned();
        let Some(prefix) = path::decode(&action) else {
            continue;
        };
        if values.is_empty() {
            out.push(prefix.clone());
        }
        for v in values {
            let mut p = prefix.clone();
            p.extend(path::decode_action(&v));
            out.push(p);
        }
    }
    out
}

fn within_limits(view: &StepView) {
    let json = serde_json::to_value(&view.rows).expect("serialises");
    let rows = json.as_array().expect("rows");
    assert!(rows.len() <= ROWS, "{} rows", rows.len());
    for row in rows {
        let comps = row["components"].as_array().expect("components");
        assert!((1..=BUTTONS).contains(&comps.len()));
        for c in comps {
            assert!(c["custom_id"].as_str().is_some_and(|id| id.len() <= 100));
            if let Some(o) = c["options"].as_array() {
                assert!((1..=OPTIONS).contains(&o.len()));
            }
        }
    }
    assert!(view.content.len() <= 2000);
}

#[test]
fn every_legal_placement_and_figure_option_is_reachable() {
    let config = GameConfig::with_rules(3, [Expansion::Farmers, Expansion::Abbot, Expansion::Inns]);
    let mut game = Game::new(config, 4).expect("set-up");
    for _ in 0..40 {
        if game.is_over() {
            break;
        }
        let view = prompt(&ctx(), &game, None);
        within_limits(&view);
        let reachable = paths(&view);
        let legal = game.legal_actions();
        if !matches!(legal.as_slice(), [Action::Place(_)]) {
            for a in &legal {
                assert!(reachable.contains(&vec![*a]), "{a:?} unreachable");
            }
        }
        // Each placement's panel offers every option of its figure step.
        let mut deepest = None;
        for a in legal {
            let mut draft = TurnDraft::new(&game);
            draft.push(a).expect("legal");
            if draft.is_complete() {
                continue;
            }
            assert_every_option_reachable(&draft);
            deepest = Some(draft);
        }
        let Some(mut draft) = deepest else {
            let d = game.legal_actions()[0];
            game.apply(d).expect("legal");
            continue;
        };
        draft
            .complete_with(|_, o| o.last().copied())
            .expect("complete");
        for &a in draft.actions() {
            game.apply(a).expect("legal");
        }
    }
}

#[test]
fn a_crossroads_with_large_followers_offers_all_sixteen_options() {
    // Defect: buttons stopped at 15, so "8 large" could not be chosen. The crossroads
    // X has 8 spots (4 roads, 4 fields); with farmers and a large follower each takes
    // both kinds.
    let config = GameConfig::with_rules(2, [Expansion::Farmers, Expansion::Inns]);
    let x = carcassonne_engine::tiles::by_name("X").expect("X");
    let u = carcassonne_engine::tiles::by_name("U").expect("U");
    let d = carcassonne_engine::tiles::by_name("D").expect("D");
    let game = Game::with_deck(config, d, Rotation::new(0), vec![u, x, u]).expect("set-up");
    let mut game = game;
    game.apply(Action::Place(Placement {
        pos: Pos::new(1, 0),
        rotation: Rotation::new(0),
    }))
    .expect("U");
    game.apply(Action::Pass).expect("pass");
    let mut draft = TurnDraft::new(&game);
    let at = draft
        .options()
        .into_iter()
        .find(|a| matches!(a, Action::Place(p) if p.pos == Pos::new(2, 0)))
        .expect("X east of U");
    draft.push(at).expect("place");
    let deploys = draft
        .options()
        .into_iter()
        .filter(|a| matches!(a, Action::Deploy { .. }))
        .count();
    assert_eq!(deploys, 16);
    assert_every_option_reachable(&draft);
}

/// The panel of `draft` fits Discord's limits and offers every legal next action.
fn assert_every_option_reachable(draft: &TurnDraft) {
    let view = panel(&ctx(), draft);
    within_limits(&view);
    let reachable = paths(&view);
    for option in draft.options() {
        let mut p = draft.actions().to_vec();
        p.push(option);
        assert!(
            reachable.contains(&p),
            "{option:?} unreachable after {:?}",
            draft.actions()
        );
    }
}

#[test]
fn wheel_panels_offer_every_crown_and_every_plague_answer() {
    let mut rng = carcassonne_engine::rng::Rng::new(5);
    let (mut crowns, mut plagues) = (0, 0);
    for seed in 0..12 {
        let config = GameConfig {
            game: carcassonne_engine::GameKind::WheelOfFortune,
            ..GameConfig::with_rules(3, [])
        };
        let mut game = Game::new(config, seed).expect("the Wheel of Fortune plays");
        while !game.is_over() {
            let view = prompt(&ctx(), &game, None);
            within_limits(&view);
            if crate::expansions::asking(&game).is_some() {
                // The question is the prompt itself: a button per follower on the land.
                let reachable = paths(&view);
                for a in game.legal_actions() {
                    assert!(reachable.contains(&vec![a]), "{a:?} unreachable");
                }
                assert!(matches!(view.pictures.as_slice(), [Picture::Plain(_)]));
                plagues += 1;
            }
            let mut draft = TurnDraft::new(&game);
            while !draft.is_complete() {
                let options = draft.options();
                if matches!(draft.step(), DraftStep::Figure { .. }) {
                    assert_every_option_reachable(&draft);
                    crowns += usize::from(options.iter().any(|a| {
                        matches!(
                            a,
                            Action::Deploy {
                                spot: Spot::Space(_),
                                ..
                            }
                        )
                    }));
                }
                // Figures whenever possible, so that the plague has followers to take.
                let deploys: Vec<Action> = options
                    .iter()
                    .copied()
                    .filter(|a| matches!(a, Action::Deploy { .. }))
                    .collect();
                let pick = if deploys.is_empty() {
                    options[rng.below(options.len())]
                } else {
                    deploys[rng.below(deploys.len())]
                };
                draft.push(pick).expect("legal");
            }
            for &a in draft.actions() {
                game.apply(a).expect("legal");
            }
        }
    }
    assert!(
        crowns > 0 && plagues > 0,
        "crowns {crowns}, plagues {plagues}"
    );
}

fn over_hill_and_dale(seed: u64) -> Game {
    let config = GameConfig {
        game: carcassonne_engine::GameKind::OverHillAndDale,
        ..GameConfig::with_rules(2, [])
    };
    Game::new(config, seed).expect("Over Hill and Dale plays")
}

#[test]
fn over_hill_and_dale_panels_offer_meeples_stables_and_hikes_in_its_words() {
    let mut rng = carcassonne_engine::rng::Rng::new(12);
    let mut seen_hike = false;
    let mut seen_stable = false;
    for seed in 0..20 {
        let mut game = over_hill_and_dale(seed);
        while !game.is_over() {
            let mut draft = TurnDraft::new(&game);
            let placements = draft.options();
            if placements.is_empty() {
                break;
            }
            draft
                .push(placements[rng.below(placements.len())])
                .expect("legal");
            if !draft.is_complete() {
                assert_every_option_reachable(&draft);
                let view = panel(&ctx(), &draft);
                let json = serde_json::to_string(&view.rows).expect("serialises");
                // Carcassonne's words never show through.
                for word in ["follower", "road", "city", "farm"] {
                    assert!(!json.contains(word), "{word} in {json}");
                    assert!(!view.content.contains(word), "{word} in {}", view.content);
                }
                assert!(json.contains("No meeple"), "{json}");
                let options = draft.options();
                if let Some(&hike) = options.iter().find(|a| matches!(a, Action::Move { .. })) {
                    let label = sentence_case(&crate::i18n::note(
                        crate::i18n::Lang::En,
                        &draft.game().describe(hike),
                    ));
                    assert!(label.starts_with("Hike "), "{label}");
                    assert!(label.len() <= 80, "{label}");
                    assert!(json.contains(&label), "{label} not in {json}");
                    seen_hike = true;
                }
                if options.iter().any(
                    |a| matches!(a, Action::Deploy { figure, .. } if *figure == FigureKind::STABLE),
                ) {
                    assert!(json.contains(" · meadow (stable)"), "{json}");
                    seen_stable = true;
                }
            }
            // Hike whenever possible, so that later panels have wanderers to move.
            draft
                .complete_with(|_, o| {
                    o.iter()
                        .find(|a| matches!(a, Action::Move { .. }))
                        .or_else(|| o.iter().find(|a| matches!(a, Action::Deploy { .. })))
                        .or_else(|| o.first())
                        .copied()
                })
                .expect("complete");
            for &a in draft.actions() {
                game.apply(a).expect("legal");
            }
        }
        if seen_hike && seen_stable {
            return;
        }
    }
    panic!("no panel offered a hike ({seen_hike}) and a stable ({seen_stable})");
}

/// Labels and placeholders of the placement menus of `rows`.
fn menu_words(rows: &[CreateActionRow]) -> Vec<(String, Vec<String>)> {
    let json = serde_json::to_value(rows).expect("serialises");
    let mut out = Vec::new();
    for row in json.as_array().expect("rows") {
        for c in row["components"].as_array().expect("components") {
            let Some(options) = c["options"].as_array() else {
                continue;
            };
            let labels = options
                .iter()
                .filter_map(|o| o["label"].as_str().map(str::to_owned))
                .collect();
            let placeholder = c["placeholder"].as_str().unwrap_or_default().to_owned();
            out.push((placeholder, labels));
        }
    }
    out
}

#[test]
fn placement_menus_lead_with_the_marks_the_board_draws() {
    let at = |x: i32, r: u8| Placement {
        pos: Pos::new(x, -1),
        rotation: Rotation::new(r),
    };
    // Thirty cells, the first taking two rotations: placements one by one, in two menus.
    let mut few = vec![at(0, 0), at(0, 1)];
    few.extend((1..30).map(|x| at(x, 0)));
    let menus = menu_words(&placement_rows(&ctx(), &few, 0));
    assert_eq!(menus.len(), 2);
    assert_eq!(menus[0].0, format!("{} (1 … 24)", where_menu(Lang::En)));
    assert_eq!(menus[1].0, format!("{} (25 … 30)", where_menu(Lang::En)));
    assert_eq!(menus[0].1[0], "1 · N1 · turned 0°");
    assert_eq!(menus[0].1[1], "1 · N1 · turned 90°");
    assert_eq!(menus[0].1[2], "2 · N1E1");
    assert_eq!(menus[1].1.last().map(String::as_str), Some("30 · N1E29"));
    // More placements than the menus hold: cells, by their marks, a hundred to a page.
    let many: Vec<Placement> = (0..130).map(|x| at(x, 0)).collect();
    let marks = cell_marks(&many);
    for page in 0..2 {
        let menus = menu_words(&placement_rows(&ctx(), &many, page));
        let labels: Vec<String> = menus.iter().flat_map(|(_, l)| l.clone()).collect();
        let want: Vec<String> = marks
            .iter()
            .skip(page * CELLS_PER_PAGE)
            .take(CELLS_PER_PAGE)
            .map(|(p, m)| format!("{m} · {}", cell_name(*p)))
            .collect();
        assert_eq!(labels, want, "page {page}");
    }
    let last = menu_words(&placement_rows(&ctx(), &many, 1));
    assert_eq!(last[0].0, format!("{} (101 … 125)", where_menu(Lang::En)));
}
