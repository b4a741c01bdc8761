//! The catalogue check finds what a translator can get wrong, on a small sample catalogue.

use carcassonne_engine::Note;
use carcassonne_i18n::{args, sources, Catalogue, Lang};

fn sample() -> Catalogue {
    match Catalogue::new(sources!("sample")) {
        Ok(c) => c,
        Err(err) => panic!("the sample catalogue does not load: {err}"),
    }
}

#[test]
fn messages_format_with_plural_forms_of_each_language() {
    let cat = sample();
    assert_eq!(cat.text(Lang::Pl, "points", &args!(count = 3)), "3 punkty");
    assert_eq!(cat.text(Lang::Pl, "points", &args!(count = 5)), "5 punktów");
    assert_eq!(cat.text(Lang::De, "points", &args!(count = 1)), "1 Punkt");
    assert_eq!(
        cat.text(Lang::De, "placed", &args!(player = "anna", cell = "N1")),
        "anna legt ein Plättchen auf N1."
    );
    // Spanish lacks nothing here, Polish lacks "scored": English stands in.
    assert_eq!(
        cat.text(Lang::Pl, "scored", &args!(count = 2)),
        "The city scored 2 points."
    );
    assert_eq!(cat.text(Lang::Fr, "nowhere", &args!()), "nowhere");
}

#[test]
fn an_engine_note_is_worded_with_its_keys_and_inner_notes() {
    let cat = sample();
    let note = Note::new("placed")
        .text("player", "ola")
        .note("cell", Note::new("points").number("count", 1));
    assert_eq!(cat.note(Lang::Pl, &note), "ola kładzie płytkę na 1 punkt.");
}

#[test]
fn the_check_names_missing_extra_and_unformattable_messages() {
    let report = sample().check();
    let found: Vec<String> = report
        .problems
        .iter()
        .map(|p| format!("{} {}", p.lang, p.key))
        .collect();
    assert!(found.contains(&"pl scored".to_owned()), "{found:?}");
    assert!(found.contains(&"fr extra".to_owned()), "{found:?}");
    // A variable English does not pass.
    assert!(found.contains(&"es placed".to_owned()), "{found:?}");
    assert_eq!(found.len(), 3, "{found:?}");
    assert_eq!(report.messages, 3);
    assert!(report.formatted.contains(&(Lang::De, 3)));
    assert!(!report.is_clean());
}
