use super::*;

#[test]
fn every_action_a_control_carries_round_trips() {
    let actions = [
        Action::Place(Placement {
            pos: Pos::new(-3, 12),
            rotation: Rotation::new(1),
        }),
        Action::Discard,
        Action::Deploy {
            spot: Spot::Segment(4),
            figure: FigureKind::LARGE,
        },
        Action::Deploy {
            spot: Spot::Monastery,
            figure: FigureKind::ABBOT,
        },
        Action::Withdraw {
            pos: Pos::new(2, -1),
            spot: Spot::Garden,
        },
        Action::Deploy {
            spot: Spot::Space(7),
            figure: FigureKind::FOLLOWER,
        },
        Action::Withdraw {
            pos: Pos::new(1, 1),
            spot: Spot::Space(0),
        },
        Action::Move {
            pos: Pos::new(-1, 0),
            spot: Spot::Segment(2),
            to: Pos::new(-4, 1),
            to_spot: Spot::Segment(0),
        },
        Action::Choose { option: 3 },
        Action::Pass,
    ];
    for a in actions {
        let code = encode_action(a).expect("encodable");
        assert!(code
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "_-".contains(c)));
        assert_eq!(decode_action(&code), Some(a), "{code}");
    }
    let path = [actions[0], actions[2]];
    let action = control(&path).expect("encodable");
    assert_eq!(action, "t.p-3_12_1.ds4f1");
    assert_eq!(decode(&action), Some(path.to_vec()));
    assert_eq!(decode("t"), Some(Vec::new()));
    assert_eq!(control(&[]).as_deref(), Some("t"));
    let menu = menu_control(&path, 2).expect("encodable");
    assert_eq!(menu, "t.p-3_12_1.ds4f1.m2");
    assert_eq!(decode(&menu), Some(path.to_vec()));
    assert_eq!(decode("t.m0"), Some(Vec::new()));
}

#[test]
fn malformed_paths_are_refused() {
    for bad in [
        "",
        "tx",
        "t.",
        "t..n",
        "t.p1_2",
        "t.p1_2_4",
        "t.p1_2_3_4",
        "t.p+1_2_0",
        "t.dq1f0",
        "t.ds1f9",
        "t.ds1",
        "t.w1_2",
        "t.nn",
        "t.c",
        "t.c-1",
        "t.z",
        "panel",
        "t.m",
        "t.m1.n",
        "t.mx",
        // A hike needs both ends, each with its spot, and nothing more.
        "t.v1_2_s0_3_4",
        "t.v1_2_s0_3_4_s1_5",
        "t.v1_2_s0_3_4_q",
        "t.v1_2__3_4_s1",
        "t.v+1_2_s0_3_4_s1",
        "t.v1_2_s0_3_x_s1",
        "t.v1_2_s99999_3_4_s1",
        "t.v",
        // A crown space is a small number, nothing else.
        "t.dkf0",
        "t.dk+1f0",
        "t.dk999f0",
        "t.dkxf0",
        "t.w1_1_k",
        "t.w1_1_k-1",
    ] {
        assert_eq!(decode(bad), None, "{bad:?}");
    }
}
