use super::*;
use carcassonne_engine::{Placement, Pos, Rotation, Spot};

fn every_control() -> Vec<Control> {
    let place = Action::Place(Placement {
        pos: Pos::new(3, -2),
        rotation: Rotation::new(1),
    });
    let mut all = vec![
        Control::Join,
        Control::Leave,
        Control::Start,
        Control::Cancel,
        Control::Quick,
        Control::TileCounter,
        Control::Hints,
        Control::RemoveAi,
        Control::Language,
        Control::Turn {
            path: Vec::new(),
            menu: None,
        },
        Control::Turn {
            path: vec![place],
            menu: None,
        },
        Control::Turn {
            path: vec![
                place,
                Action::Deploy {
                    spot: Spot::Segment(4),
                    figure: carcassonne_engine::FigureKind::FOLLOWER,
                },
            ],
            menu: None,
        },
        Control::Turn {
            path: vec![place],
            menu: Some(2),
        },
        Control::MoreCells(3),
        Control::OpenPanel,
        Control::Undo(17),
        Control::Done(17),
        Control::Skip,
        Control::Remove,
        Control::RemoveConfirm,
        Control::Rematch,
        Control::Rules,
        Control::OpenBoard,
    ];
    all.extend(Expansion::offered().map(Control::Rule));
    all.extend(variants::all().iter().map(|v| Control::Variant(v)));
    for level in Level::ALL {
        all.extend([Control::AddAi(level), Control::ShowAiLevel(level)]);
    }
    all
}

#[test]
fn every_control_parses_back_to_itself_and_fits_a_custom_id() {
    for control in every_control() {
        let code = control.code().expect("fits");
        assert_eq!(Control::parse(&code), Some(control.clone()), "{code}");
        let id = control.fixed_id(42, 7);
        let parsed = CustomId::parse(&id).expect("a valid custom_id");
        assert_eq!(parsed.turn, 7);
        assert_eq!(game_of(&parsed), Some(42));
        assert_eq!(Control::parse(&parsed.action), Some(control), "{id}");
    }
}

#[test]
fn forged_actions_are_not_controls() {
    for forged in [
        "",
        "joins",
        "rule.",
        "rule.nope",
        "var.nope",
        "ai.add.godlike",
        "ai.kill.easy",
        "more.",
        "more.01",
        "more.-1",
        "undo.x",
        "done.+3",
        "t.zz",
        "remove.no",
        "rules.x",
        "rule",
        "lang.de",
        "langs",
    ] {
        assert_eq!(Control::parse(forged), None, "{forged:?}");
    }
}

#[test]
fn the_language_menu_is_a_lobby_control_of_its_own() {
    assert_eq!(Control::parse("lang"), Some(Control::Language));
    assert_eq!(Control::Language.fixed_id(42, 0), "cc:42:0:lang");
    assert!(Control::Language.is_lobby());
}

#[test]
fn out_of_range_games_are_refused() {
    let huge = CustomId::new(u64::MAX, 0, "join");
    assert_eq!(game_of(&huge), None);
    assert_eq!(game_of(&CustomId::new(0, 0, "join")), None);
}
