use super::*;
use crate::i18n::Lang;
use carcassonne_engine::{Action, GameConfig, GameKind, TurnDraft};

fn wheel_game(seed: u64) -> Game {
    let config = GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(2, [])
    };
    Game::new(config, seed).expect("the Wheel of Fortune plays")
}

#[test]
fn crown_buttons_name_the_segment_its_worth_and_the_pigs_distance() {
    let mut game = wheel_game(3);
    let mut draft = TurnDraft::new(&game);
    let place = draft.options()[0];
    draft.push(place).expect("place");
    let crowns: Vec<u8> = draft
        .options()
        .into_iter()
        .filter_map(|a| match a {
            Action::Deploy {
                spot: Spot::Space(k),
                ..
            } => Some(k),
            _ => None,
        })
        .collect();
    assert_eq!(crowns.len(), 5, "one per segment with crowns");
    let g = draft.game();
    let pig = g.wheel().expect("a wheel").pig;
    let labels: Vec<String> = crowns
        .iter()
        .map(|&k| crown_label(g, k, Lang::En))
        .collect();
    for (label, &k) in labels.iter().zip(&crowns) {
        let segment = WheelSegment::of_space(k).expect("a segment");
        assert!(
            label.starts_with(&format!("Crown: {} (", segment.name())),
            "{label}"
        );
        assert!(label.len() <= 80, "{label}");
        let away = distance(pig, segment);
        assert!(label.ends_with(&format!("; pig {away} away)")), "{label}");
    }
    assert!(labels
        .iter()
        .any(|l| l.starts_with("Crown: Taxes (2 spaces, scores 6 alone;")));
    assert!(labels
        .iter()
        .any(|l| l.starts_with("Crown: Famine (1 space, scores 3;")));
    // Once one of Taxes' two spaces is taken, the other is shared.
    let taxes = Action::Deploy {
        spot: Spot::Space(0),
        figure: FigureKind::FOLLOWER,
    };
    draft.push(taxes).expect("a crown");
    for a in draft.actions().to_vec() {
        game.apply(a).expect("legal");
    }
    assert!(crown_label(&game, 1, Lang::En).starts_with("Crown: Taxes (shared, 3 each;"));
}

#[test]
fn the_pig_is_a_full_turn_from_where_it_stands() {
    assert_eq!(distance(WheelSegment::Fortune, WheelSegment::Taxes), 1);
    assert_eq!(distance(WheelSegment::Plague, WheelSegment::Taxes), 2);
    assert_eq!(distance(WheelSegment::Storm, WheelSegment::Storm), 6);
}

#[test]
fn the_wheel_line_names_each_players_points() {
    let n = vec!["alice".to_owned(), "bob".to_owned()];
    let names = Names(&n);
    let line = turned_line(
        1,
        2,
        WheelSegment::Famine,
        &[(1, 1), (0, 2)],
        &[],
        &names,
        Lang::En,
    );
    assert_eq!(
        line,
        "🐷 The pig moves 2 to **Famine** (bob drew a wheel tile): each farmer scores 1 per completed city bordering its field — alice +2, bob +1."
    );
    let plague = turned_line(0, 1, WheelSegment::Plague, &[], &[0, 1], &names, Lang::En);
    assert!(
        plague.ends_with("— alice chooses first, then bob."),
        "{plague}"
    );
    let crown = crown_line(Some(WheelSegment::Taxes), &[(0, 6)], &names, Lang::En);
    assert_eq!(crown, "Crown of Taxes: alice +6 (the follower goes home).");
}

/// English words of the plague's texts that must not be left in a translation.
const ENGLISH: [&str; 12] = [
    "plague",
    "follower",
    "choose",
    "goes home",
    "press these",
    "the board",
    "still waits",
    "turn ",
    "did not answer",
    "chosen for them",
    "the least",
    "worth",
];

/// The words each language's plague texts must use: its name for the plague, and followers.
fn native(lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::De => ["Pest", "Gefolgs"],
        Lang::Fr => ["peste", "partisan"],
        Lang::Es => ["peste", "seguidor"],
        Lang::Pl => ["Zaraz", "podwładn"],
        Lang::En => ["plague", "follower"],
    }
}

fn assert_translated(lang: Lang, what: &str, text: &str) {
    let lower = text.to_lowercase();
    for word in ENGLISH {
        assert!(
            !lower.contains(word),
            "{lang:?} {what} keeps {word:?}: {text}"
        );
    }
    assert!(
        !text.contains("wheel-"),
        "{lang:?} {what} shows a key: {text}"
    );
}

#[test]
fn the_plague_asks_and_answers_in_each_language() {
    let n = vec!["alice".to_owned(), "bob".to_owned()];
    let names = Names(&n);
    let game = wheel_game(2);
    let plague = Plague;
    let cell = Pos::new(0, 0);
    let withdraw = Action::Withdraw {
        pos: cell,
        spot: Spot::Monastery,
    };
    for lang in [Lang::De, Lang::Fr, Lang::Es, Lang::Pl] {
        let [plague_word, follower_word] = native(lang);
        let prompt = plague.prompt(&game, &names, lang);
        println!("{lang} prompt: {prompt}");
        assert!(
            prompt.to_lowercase().contains(&plague_word.to_lowercase()),
            "{prompt}"
        );
        assert!(prompt.contains(follower_word), "{prompt}");
        assert!(prompt.contains("alice"), "{prompt}");
        assert_translated(lang, "prompt", &prompt);

        let panel = plague.panel_words(&game, lang);
        assert!(
            panel.to_lowercase().contains(&plague_word.to_lowercase()),
            "{panel}"
        );
        assert!(panel.contains(follower_word), "{panel}");
        assert_translated(lang, "panel", &panel);

        let reminder = plague.reminder("<@1>", 7, 1_700_000_000, Some("12 h".into()), lang);
        assert!(reminder.starts_with("⏰ <@1>"), "{reminder}");
        assert!(reminder.contains("<t:1700000000:R>"), "{reminder}");
        assert!(reminder.contains(" 7"), "{reminder}");
        assert!(reminder.contains("12 h"), "{reminder}");
        assert!(reminder.contains(follower_word), "{reminder}");
        assert_translated(lang, "reminder", &reminder);

        let timed_out = plague.timed_out(&game, withdraw, "alice", "12 h", lang);
        println!("{lang} timed out: {timed_out}");
        assert!(timed_out.starts_with("⌛ alice"), "{timed_out}");
        assert!(
            timed_out
                .to_lowercase()
                .contains(&plague_word.to_lowercase()),
            "{timed_out}"
        );
        assert!(timed_out.contains(follower_word), "{timed_out}");
        assert!(timed_out.contains(&cell_name(cell)), "{timed_out}");
        assert_translated(lang, "timed_out", &timed_out);

        let label = plague
            .label(&game, withdraw, lang)
            .expect("a withdraw's label");
        assert_translated(lang, "label", &label);
        for text in [
            plague.not_yours("<@2>", true, false, lang),
            plague.not_yours("<@2>", true, true, lang),
            plague.not_yours("<@2>", false, false, lang),
            plague.waiting_for(lang),
        ] {
            assert_translated(lang, "refusal", &text);
        }
    }
    // German, for the eye: the whole question reads as German sentences.
    assert_eq!(
        plague.panel_words(&game, Lang::De),
        "Die Pest: Welcher deiner Gefolgsleute geht nach Hause? Das Spielfeld zeigt, wo sie stehen."
    );
    assert_eq!(
        plague.timed_out(&game, Action::Pass, "alice", "12 godzin", Lang::Pl),
        "⌛ alice – brak odpowiedzi na zarazę (czas oczekiwania: 12 godzin); wybrano automatycznie jednego z podwładnych tego gracza, najmniej cennego."
    );
}

#[test]
fn the_pig_and_the_crowns_are_told_in_each_language() {
    let n = vec!["alice".to_owned(), "bob".to_owned()];
    let names = Names(&n);
    let english = [
        "pig",
        "moves",
        "drew",
        "scores",
        "farmer",
        "crown of",
        "goes home",
    ];
    let expected = [
        (Lang::De, ["Schwein", "Bauer", "Gefolgsmann"]),
        (Lang::Fr, ["cochon", "paysan", "partisan"]),
        (Lang::Es, ["cerdo", "granjero", "seguidor"]),
        (Lang::Pl, ["Świnia", "chłop", "podwładny"]),
    ];
    for (lang, [pig, farmer, follower]) in expected {
        let line = turned_line(
            1,
            2,
            WheelSegment::Famine,
            &[(1, 1), (0, 2)],
            &[],
            &names,
            lang,
        );
        assert!(line.starts_with("🐷 "), "{line}");
        assert!(line.contains(pig), "{line}");
        assert!(line.contains(farmer), "{line}");
        assert!(line.contains("alice +2, bob +1"), "{line}");
        let crown = crown_line(Some(WheelSegment::Taxes), &[(0, 6)], &names, lang);
        assert!(crown.contains(follower), "{crown}");
        for text in [&line, &crown] {
            let lower = text.to_lowercase();
            for word in english {
                assert!(!lower.contains(word), "{lang:?} keeps {word:?}: {text}");
            }
        }
        let plague = turned_line(0, 1, WheelSegment::Plague, &[], &[0, 1], &names, lang);
        assert!(
            plague.contains("alice") && plague.contains("bob"),
            "{plague}"
        );
        assert!(!plague.contains(" and "), "{plague}");
    }
    assert_eq!(
        turned_line(1, 2, WheelSegment::Famine, &[(1, 1), (0, 2)], &[], &names, Lang::De)
            .replace(&segment_name(WheelSegment::Famine, Lang::De), "X"),
        "🐷 Das Schwein zieht 2 weiter auf **X** (bob hat ein Glücksrad-Plättchen gezogen): jeder Bauer erhält 1 Punkt pro abgeschlossener Stadt an seiner Wiese — alice +2, bob +1."
    );
}
